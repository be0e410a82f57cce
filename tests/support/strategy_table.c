/* SPDX-License-Identifier: MIT */
/*
 * Every accessor of src/unaligned.h compiled with one strategy, as a table. Built per strategy
 * (-DUA_STRATEGY=UA_STRATEGY_X -DUA_TABLE_NAME=ua_table_X -DUA_TABLE_LABEL='"X"'), linked side by side.
 */
#include "unaligned.h"
#include <string.h>

#include "accessors.h"

#define UA_WRAP(order, bits, type)                                                          \
    static uint64_t get_##order##bits(const void *p) { return ua_get_##order##bits(p); }   \
    static void put_##order##bits(void *p, uint64_t v) { ua_put_##order##bits(p, (type)v); }
UA_ALL_ACCESSORS(UA_WRAP)

#define UA_SIGNED_WRAP(order, bits, type)                                                    \
    static uint64_t get_##order##bits(const void *p) { return ua_test_from_signed(ua_get_##order##bits(p)); } \
    static void put_##order##bits(void *p, uint64_t v)                                       \
    { ua_put_##order##bits(p, (type)ua_test_to_signed(v, 8u * (unsigned)sizeof(type))); }
UA_SIGNED_ACCESSORS(UA_SIGNED_WRAP)

/* bits is f32 or f64: the width, and the unsigned type that holds the float's bits. */
#define UA_FLOAT_BITS_f32 32
#define UA_FLOAT_BITS_f64 64
#define UA_FLOAT_UTYPE_f32 uint32_t
#define UA_FLOAT_UTYPE_f64 uint64_t
#define UA_FLOAT_WRAP(order, bits, type)                                                       \
    static uint64_t get_##order##bits(const void *p)                                           \
    { type f = ua_get_##order##bits(p); UA_FLOAT_UTYPE_##bits u; memcpy(&u, &f, sizeof f); return u; } \
    static void put_##order##bits(void *p, uint64_t v)                                         \
    { UA_FLOAT_UTYPE_##bits u = (UA_FLOAT_UTYPE_##bits)v; type f; memcpy(&f, &u, sizeof f); ua_put_##order##bits(p, f); }
UA_FLOAT_ACCESSORS(UA_FLOAT_WRAP)
#define UA_FLOAT_ENTRY(order, bits, type) { #order[0], UA_FLOAT_BITS_##bits, get_##order##bits, put_##order##bits },

UA_ALIGNED_ACCESSORS(UA_ALIGNED_WRAP)

#define UA_ENTRY(order, bits, type) { #order[0], bits, get_##order##bits, put_##order##bits },
const ua_strategy_table UA_TABLE_NAME = { UA_TABLE_LABEL, ua_strategy_name, { UA_ALL_ACCESSORS(UA_ENTRY) },
                                         ua_strategy_name_of, { UA_SIGNED_ACCESSORS(UA_ENTRY) },
                                         { UA_FLOAT_ACCESSORS(UA_FLOAT_ENTRY) },
                                         { UA_ALIGNED_ACCESSORS(UA_ALIGNED_ENTRY) } };
