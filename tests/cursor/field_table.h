/* SPDX-License-Identifier: MIT */
/*
 * Every cursor field (lists.h) behind one signature, for the unit tests and the fuzz target. A read
 * wrapper starts from the caller's *out, so an output written on error shows; signed values come
 * back as two's complement in type_bits bits, floats as bit patterns.
 */
#ifndef UA_TEST_CURSOR_FIELD_TABLE_H
#define UA_TEST_CURSOR_FIELD_TABLE_H

#include <stdint.h>

#include "unaligned_cursor.h"
#include "float_bits.h"
#include "lists.h"

typedef struct {
    const char *name;
    char order;         /* 'u' (a byte), 'l' or 'b' */
    unsigned bits;      /* bytes on the wire: bits / 8 */
    unsigned type_bits; /* width of the C type that receives the value */
    int is_signed;      /* sign-extending read (les/bes) */
    int (*read)(ua_reader *r, uint64_t *out);
    int (*write)(ua_writer *w, uint64_t v);
} cursor_field;

/* the low `bits` bits set, bits = 1..64 */
static inline uint64_t cursor_field_mask(unsigned bits) { return UINT64_MAX >> (64u - bits); }

#define UA_FIELD_WRAP(order, bits, type)                                                         \
    static int read_##order##bits(ua_reader *r, uint64_t *out)                                   \
    {                                                                                            \
        type v = (type)*out;                                                                     \
        int e = ua_read_##order##bits(r, &v);                                                    \
        *out = (uint64_t)v & cursor_field_mask(8u * (unsigned)sizeof(type));                     \
        return e;                                                                                \
    }                                                                                            \
    static int write_##order##bits(ua_writer *w, uint64_t v) { return ua_write_##order##bits(w, (type)v); }
UA_CURSOR_FIELDS(UA_FIELD_WRAP)
#define UA_FIELD_WRAP_FLOAT(order, fbits, type)                                                  \
    static int read_##order##fbits(ua_reader *r, uint64_t *out)                                  \
    {                                                                                            \
        type v;                                                                                  \
        int e;                                                                                   \
        float_from_bits(&v, sizeof v, *out);                                                     \
        e = ua_read_##order##fbits(r, &v);                                                       \
        *out = float_to_bits(&v, sizeof v);                                                      \
        return e;                                                                                \
    }                                                                                            \
    static int write_##order##fbits(ua_writer *w, uint64_t u)                                    \
    {                                                                                            \
        type v;                                                                                  \
        float_from_bits(&v, sizeof v, u);                                                        \
        return ua_write_##order##fbits(w, v);                                                    \
    }
UA_CURSOR_FLOAT_FIELDS(UA_FIELD_WRAP_FLOAT)
#define UA_FIELD_ENTRY(order, bits, type)                                                        \
    { #order #bits, #order[0], bits, 8u * (unsigned)sizeof(type), sizeof(#order) == 4,          \
      read_##order##bits, write_##order##bits },
#define UA_FIELD_ENTRY_FLOAT(order, fbits, type)                                                 \
    { #order #fbits, #order[0], 8u * (unsigned)sizeof(type), 8u * (unsigned)sizeof(type), 0,     \
      read_##order##fbits, write_##order##fbits },
static const cursor_field cursor_fields[] = { UA_CURSOR_FIELDS(UA_FIELD_ENTRY) UA_CURSOR_FLOAT_FIELDS(UA_FIELD_ENTRY_FLOAT) };
enum { CURSOR_FIELD_COUNT = sizeof cursor_fields / sizeof cursor_fields[0] };

#endif /* UA_TEST_CURSOR_FIELD_TABLE_H */
