/* SPDX-License-Identifier: MIT */
/*
 * Every accessor of one compatibility header, as the strategy table that tests/unit/test_accessors.c
 * tests: the same known-answer vectors, byte-model comparisons, canaries and round trips as the core.
 * Build with -DUA_COMPAT_LINUX or -DUA_COMPAT_BSD, -DUA_STRATEGY=..., -DUA_TABLE_NAME=... and
 * -DUA_TABLE_LABEL=....
 * Neither header has host-order or signed accessors; those entries of the table call unaligned.h
 * directly.
 */
#if defined(UA_COMPAT_LINUX)
#  include "compat/linux_unaligned.h"
#  define COMPAT_GET(order, bits, p)    get_unaligned_##order##bits(p)
#  define COMPAT_PUT(order, bits, p, v) put_unaligned_##order##bits(v, p) /* the kernel's order */
#elif defined(UA_COMPAT_BSD)
#  include "compat/bsd_endian.h"
#  define COMPAT_GET(order, bits, p)    order##bits##dec(p)
#  define COMPAT_PUT(order, bits, p, v) order##bits##enc(p, v)
#else
#  error "compat_table.c: define UA_COMPAT_LINUX or UA_COMPAT_BSD"
#endif
#include <string.h>

#include "accessors.h"

#define COMPAT_WRAP(order, bits, type)                                                          \
    static uint64_t get_##order##bits(const void *p) { return COMPAT_GET(order, bits, p); }    \
    static void put_##order##bits(void *p, uint64_t v) { COMPAT_PUT(order, bits, p, (type)v); }
UA_FIXED_ORDER_ACCESSORS(COMPAT_WRAP)

#define CORE_WRAP(order, bits, type)                                                            \
    static uint64_t get_##order##bits(const void *p) { return ua_get_##order##bits(p); }       \
    static void put_##order##bits(void *p, uint64_t v) { ua_put_##order##bits(p, (type)v); }
UA_HOST_ORDER_ACCESSORS(CORE_WRAP)

#define CORE_SIGNED_WRAP(order, bits, type)                                                     \
    static uint64_t get_##order##bits(const void *p) { return ua_test_from_signed(ua_get_##order##bits(p)); } \
    static void put_##order##bits(void *p, uint64_t v)                                          \
    { ua_put_##order##bits(p, (type)ua_test_to_signed(v, 8u * (unsigned)sizeof(type))); }
UA_SIGNED_ACCESSORS(CORE_SIGNED_WRAP)

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

#define ENTRY(order, bits, type) { #order[0], bits, get_##order##bits, put_##order##bits },
const ua_strategy_table UA_TABLE_NAME = { UA_TABLE_LABEL, ua_strategy_name, { UA_ALL_ACCESSORS(ENTRY) },
                                         ua_strategy_name_of, { UA_SIGNED_ACCESSORS(ENTRY) },
                                         { UA_FLOAT_ACCESSORS(UA_FLOAT_ENTRY) } };
