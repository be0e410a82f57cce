/* SPDX-License-Identifier: MIT */
/* The public accessors' names over the byte model of tests/support/byte_model.h: what callers.c is
 * compiled against for its reference build (-DCALLERS_REFERENCE). */
#ifndef UA_CALLERS_MODEL_API_H
#define UA_CALLERS_MODEL_API_H

#include "accessors.h"
#include "byte_model.h"

#define MODEL_API(order, bits, type)                                                               \
    static inline type ua_get_##order##bits(const void *p)                                         \
    { return (type)model_get(#order[0], bits, (const uint8_t *)p); }                               \
    static inline void ua_put_##order##bits(void *p, type v) { model_put(#order[0], bits, (uint8_t *)p, v); }
UA_ALL_ACCESSORS(MODEL_API)

#endif /* UA_CALLERS_MODEL_API_H */
