/* SPDX-License-Identifier: MIT */
/* The cursor calls of loops.c over the byte model, for its reference build: a whole value while it
 * fits (0), nothing once it does not (nonzero). */
#ifndef UA_LOOPS_MODEL_CURSOR_H
#define UA_LOOPS_MODEL_CURSOR_H

#include <stddef.h>
#include <stdint.h>

#include "accessors.h"
#include "byte_model.h"

typedef struct { const uint8_t *buf; size_t len, pos; } ua_reader;
typedef struct { uint8_t *buf; size_t len, pos; } ua_writer;

static inline void ua_reader_init(ua_reader *r, const void *buf, size_t len)
{ r->buf = (const uint8_t *)buf; r->len = len; r->pos = 0; }
static inline void ua_writer_init(ua_writer *w, void *buf, size_t len)
{ w->buf = (uint8_t *)buf; w->len = len; w->pos = 0; }

#define MODEL_CURSOR(order, bits, type)                                                            \
    static inline int ua_read_##order##bits(ua_reader *r, type *out)                               \
    {                                                                                              \
        if (r->len - r->pos < bits / 8u) return 1;                                                 \
        *out = (type)model_get(#order[0], bits, r->buf + r->pos); r->pos += bits / 8u; return 0;   \
    }                                                                                              \
    static inline int ua_write_##order##bits(ua_writer *w, type v)                                 \
    {                                                                                              \
        if (w->len - w->pos < bits / 8u) return 1;                                                 \
        model_put(#order[0], bits, w->buf + w->pos, v); w->pos += bits / 8u; return 0;             \
    }
UA_LAYER_FIXED_ORDER_ACCESSORS(MODEL_CURSOR)

#endif /* UA_LOOPS_MODEL_CURSOR_H */
