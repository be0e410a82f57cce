/* SPDX-License-Identifier: MIT */
/*
 * One compatibility header's accessors as the strategy table tests/unit/test_accessors.c tests.
 * Build with -DUA_COMPAT_LINUX (or _BSD, _STDBIT, _ZEPHYR), -DUA_STRATEGY=..., -DUA_TABLE_NAME=...
 * and -DUA_TABLE_LABEL=.... What an API has no name for calls unaligned.h directly.
 */
#if defined(UA_COMPAT_LINUX)
#  include "compat/linux_unaligned.h"
#  define COMPAT_GET(order, bits, p)    get_unaligned_##order##bits(p)
#  define COMPAT_PUT(order, bits, p, v) put_unaligned_##order##bits(v, p) /* the kernel's order */
#elif defined(UA_COMPAT_BSD)
#  include "compat/bsd_endian.h"
#  define COMPAT_GET(order, bits, p)    order##bits##dec(p)
#  define COMPAT_PUT(order, bits, p, v) order##bits##enc(p, v)
#elif defined(UA_COMPAT_ZEPHYR)
#  include "compat/zephyr_byteorder.h"
#  define COMPAT_GET(order, bits, p)    sys_get_##order##bits((const uint8_t *)(p))
#  define COMPAT_PUT(order, bits, p, v) sys_put_##order##bits(v, (uint8_t *)(p)) /* Zephyr's order */
#elif defined(UA_COMPAT_STDBIT)
#  include "compat/stdbit_endian.h"
/* C2y has 8/16/32/64 bits, u and s, plain and aligned, le and be: the rest (24/48 bits, ne) is
 * unaligned.h's. The 8-bit ones: tests/vendor/compat_stdbit8.c. UA_SB_bits(c2y, ours) picks the
 * call for a width; the one not picked is never expanded. */
#  define UA_SB_16(c2y, ours) c2y
#  define UA_SB_24(c2y, ours) ours
#  define UA_SB_32(c2y, ours) c2y
#  define UA_SB_48(c2y, ours) ours
#  define UA_SB_64(c2y, ours) c2y
#  define UA_SB_BYTES(p)      ((const unsigned char *)(p))
#  define COMPAT_GET(order, bits, p) \
    UA_SB_##bits(stdc_load8_##order##u##bits(UA_SB_BYTES(p)), ua_get_##order##bits(p))
#  define COMPAT_PUT(order, bits, p, v) \
    UA_SB_##bits(stdc_store8_##order##u##bits(v, (unsigned char *)(p)), ua_put_##order##bits(p, v))
#  define COMPAT_SIGNED_GET(order, bits, p) \
    UA_SB_##bits(stdc_load8_##order##bits(UA_SB_BYTES(p)), ua_get_##order##bits(p))
#  define COMPAT_SIGNED_PUT(order, bits, p, v) \
    UA_SB_##bits(stdc_store8_##order##bits(v, (unsigned char *)(p)), ua_put_##order##bits(p, v))
#  define UA_SB_AGET_le(bits, p)         stdc_load8_aligned_leu##bits(UA_SB_BYTES(p))
#  define UA_SB_AGET_be(bits, p)         stdc_load8_aligned_beu##bits(UA_SB_BYTES(p))
#  define UA_SB_AGET_ne(bits, p)         ua_get_ne##bits##_aligned(p)
#  define UA_SB_APUT_le(bits, p, v)      stdc_store8_aligned_leu##bits(v, (unsigned char *)(p))
#  define UA_SB_APUT_be(bits, p, v)      stdc_store8_aligned_beu##bits(v, (unsigned char *)(p))
#  define UA_SB_APUT_ne(bits, p, v)      ua_put_ne##bits##_aligned(p, v)
#  define COMPAT_ALIGNED_GET(order, bits, p)    UA_SB_AGET_##order(bits, p)
#  define COMPAT_ALIGNED_PUT(order, bits, p, v) UA_SB_APUT_##order(bits, p, v)
#else
#  error "compat_table.c: define UA_COMPAT_LINUX, UA_COMPAT_BSD, UA_COMPAT_STDBIT or UA_COMPAT_ZEPHYR"
#endif
#ifndef COMPAT_SIGNED_GET
#  define COMPAT_SIGNED_GET(order, bits, p)    ua_get_##order##bits(p)
#  define COMPAT_SIGNED_PUT(order, bits, p, v) ua_put_##order##bits(p, v)
#endif
#ifndef COMPAT_ALIGNED_GET
#  define COMPAT_ALIGNED_GET(order, bits, p)    ua_get_##order##bits##_aligned(p)
#  define COMPAT_ALIGNED_PUT(order, bits, p, v) ua_put_##order##bits##_aligned(p, v)
#endif
#include <string.h>

#include "accessors.h"

#define COMPAT_WRAP(order, bits, type)                                                          \
    static uint64_t get_##order##bits(const void *p) { return COMPAT_GET(order, bits, p); }    \
    static void put_##order##bits(void *p, uint64_t v) { COMPAT_PUT(order, bits, p, (type)v); }
UA_LAYER_FIXED_ORDER_ACCESSORS(COMPAT_WRAP)

#define CORE_WRAP(order, bits, type)                                                            \
    static uint64_t get_##order##bits(const void *p) { return ua_get_##order##bits(p); }       \
    static void put_##order##bits(void *p, uint64_t v) { ua_put_##order##bits(p, (type)v); }
UA_HOST_ORDER_ACCESSORS(CORE_WRAP)
/* 40 and 56 bits have no compat names: the table takes unaligned.h's own. */
UA_HEADER_ONLY_FIXED_ORDER_ACCESSORS(CORE_WRAP)

#define CORE_SIGNED_WRAP(order, bits, type)                                                     \
    static uint64_t get_##order##bits(const void *p) { return ua_test_from_signed(COMPAT_SIGNED_GET(order, bits, p)); } \
    static void put_##order##bits(void *p, uint64_t v)                                          \
    { COMPAT_SIGNED_PUT(order, bits, p, (type)ua_test_to_signed(v, 8u * (unsigned)sizeof(type))); }
UA_LAYER_SIGNED_ACCESSORS(CORE_SIGNED_WRAP)
#define HEADER_SIGNED_WRAP(order, bits, type)                                                   \
    static uint64_t get_##order##bits(const void *p) { return ua_test_from_signed(ua_get_##order##bits(p)); } \
    static void put_##order##bits(void *p, uint64_t v)                                          \
    { ua_put_##order##bits(p, (type)ua_test_to_signed(v, 8u * (unsigned)sizeof(type))); }
UA_HEADER_ONLY_SIGNED_ACCESSORS(HEADER_SIGNED_WRAP)

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

#define COMPAT_ALIGNED_WRAP(order, bits, type)                                                  \
    static uint64_t get_##order##bits##_aligned(const void *p) { return COMPAT_ALIGNED_GET(order, bits, p); } \
    static void put_##order##bits##_aligned(void *p, uint64_t v) { COMPAT_ALIGNED_PUT(order, bits, p, (type)v); }
UA_ALIGNED_ACCESSORS(COMPAT_ALIGNED_WRAP)

#define ENTRY(order, bits, type) { #order[0], bits, get_##order##bits, put_##order##bits },
const ua_strategy_table UA_TABLE_NAME = { UA_TABLE_LABEL, ua_strategy_name, { UA_ALL_ACCESSORS(ENTRY) },
                                         ua_strategy_name_of, { UA_SIGNED_ACCESSORS(ENTRY) },
                                         { UA_FLOAT_ACCESSORS(UA_FLOAT_ENTRY) },
                                         { UA_ALIGNED_ACCESSORS(UA_ALIGNED_ENTRY) } };
