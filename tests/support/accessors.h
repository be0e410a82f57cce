/* SPDX-License-Identifier: MIT */
/*
 * The one list of accessors every test, fuzzer and checker enumerates.
 * X(order, bits, type): order le, be or ne; type the C type the accessor takes or returns.
 */
#ifndef UA_TEST_ACCESSORS_H
#define UA_TEST_ACCESSORS_H

#include <stdint.h>

/* One width, both orders: the lists below are built of these. */
#define UA_FIXED_16(X) X(le, 16, uint16_t) X(be, 16, uint16_t)
#define UA_FIXED_24(X) X(le, 24, uint32_t) X(be, 24, uint32_t)
#define UA_FIXED_32(X) X(le, 32, uint32_t) X(be, 32, uint32_t)
#define UA_FIXED_40(X) X(le, 40, uint64_t) X(be, 40, uint64_t)
#define UA_FIXED_48(X) X(le, 48, uint64_t) X(be, 48, uint64_t)
#define UA_FIXED_56(X) X(le, 56, uint64_t) X(be, 56, uint64_t)
#define UA_FIXED_64(X) X(le, 64, uint64_t) X(be, 64, uint64_t)

#define UA_FIXED_ORDER_ACCESSORS(X)                                                             \
    UA_FIXED_16(X) UA_FIXED_24(X) UA_FIXED_32(X) UA_FIXED_40(X) UA_FIXED_48(X) UA_FIXED_56(X) UA_FIXED_64(X)

/* The widths the other layers name too (ua_read_le48, get_unaligned_be24, le64dec): not 40 or 56. */
#define UA_LAYER_FIXED_ORDER_ACCESSORS(X) UA_FIXED_16(X) UA_FIXED_24(X) UA_FIXED_32(X) UA_FIXED_48(X) UA_FIXED_64(X)
#define UA_HEADER_ONLY_FIXED_ORDER_ACCESSORS(X) UA_FIXED_40(X) UA_FIXED_56(X)

#define UA_HOST_ORDER_ACCESSORS(X) X(ne, 16, uint16_t) X(ne, 32, uint32_t) X(ne, 64, uint64_t)

#define UA_ALL_ACCESSORS(X) UA_FIXED_ORDER_ACCESSORS(X) UA_HOST_ORDER_ACCESSORS(X)

/* Signed: ua_get_les24, ua_put_bes16, ...; order les or bes. */
#define UA_SIGNED_16(X) X(les, 16, int16_t) X(bes, 16, int16_t)
#define UA_SIGNED_24(X) X(les, 24, int32_t) X(bes, 24, int32_t)
#define UA_SIGNED_32(X) X(les, 32, int32_t) X(bes, 32, int32_t)
#define UA_SIGNED_40(X) X(les, 40, int64_t) X(bes, 40, int64_t)
#define UA_SIGNED_48(X) X(les, 48, int64_t) X(bes, 48, int64_t)
#define UA_SIGNED_56(X) X(les, 56, int64_t) X(bes, 56, int64_t)
#define UA_SIGNED_64(X) X(les, 64, int64_t) X(bes, 64, int64_t)
#define UA_SIGNED_ACCESSORS(X)                                                                  \
    UA_SIGNED_16(X) UA_SIGNED_24(X) UA_SIGNED_32(X) UA_SIGNED_40(X) UA_SIGNED_48(X) UA_SIGNED_56(X) UA_SIGNED_64(X)
#define UA_LAYER_SIGNED_ACCESSORS(X) UA_SIGNED_16(X) UA_SIGNED_24(X) UA_SIGNED_32(X) UA_SIGNED_48(X) UA_SIGNED_64(X)
#define UA_HEADER_ONLY_SIGNED_ACCESSORS(X) UA_SIGNED_40(X) UA_SIGNED_56(X)

/* IEEE 754: ua_get_lef32, ua_put_bef64, ... */
#define UA_FLOAT_ACCESSORS(X) X(le, f32, float) X(be, f32, float) X(le, f64, double) X(be, f64, double)

/* Aligned: ua_get_le32_aligned, ...; p must be a multiple of bits/8. */
#define UA_ALIGNED_ACCESSORS(X)                                            \
    X(le, 16, uint16_t) X(be, 16, uint16_t) X(ne, 16, uint16_t)            \
    X(le, 32, uint32_t) X(be, 32, uint32_t) X(ne, 32, uint32_t)            \
    X(le, 64, uint64_t) X(be, 64, uint64_t) X(ne, 64, uint64_t)

/* Table entries of the aligned accessors, expanded where unaligned.h is included:
 * UA_ALIGNED_ACCESSORS(UA_ALIGNED_WRAP) defines them, UA_ALIGNED_ENTRY lists them. */
#define UA_ALIGNED_WRAP(order, bits, type)                                                      \
    static uint64_t get_##order##bits##_aligned(const void *p) { return ua_get_##order##bits##_aligned(p); } \
    static void put_##order##bits##_aligned(void *p, uint64_t v) { ua_put_##order##bits##_aligned(p, (type)v); }
#define UA_ALIGNED_ENTRY(order, bits, type) { #order[0], bits, get_##order##bits##_aligned, put_##order##bits##_aligned },

#define UA_COUNT_ONE(order, bits, type) +1
enum { UA_ACCESSOR_COUNT = 0 UA_ALL_ACCESSORS(UA_COUNT_ONE) };
enum { UA_SIGNED_ACCESSOR_COUNT = 0 UA_SIGNED_ACCESSORS(UA_COUNT_ONE) };
enum { UA_FLOAT_ACCESSOR_COUNT = 0 UA_FLOAT_ACCESSORS(UA_COUNT_ONE) };
enum { UA_ALIGNED_ACCESSOR_COUNT = 0 UA_ALIGNED_ACCESSORS(UA_COUNT_ONE) };

/* Signed values travel as two's complement in a uint64_t, converted without implementation-defined
 * conversions, as in the header. */
static inline uint64_t ua_test_from_signed(int64_t s)
{
    return s < 0 ? (uint64_t)(s + INT64_MAX + 1) + (UINT64_C(1) << 63) : (uint64_t)s;
}

/* The low `bits` bits of u as a two's-complement value. */
static inline int64_t ua_test_to_signed(uint64_t u, unsigned bits)
{
    const uint64_t top = UINT64_C(1) << (bits - 1u), low = top - 1u + top; /* 2^bits - 1 */
    u &= low;
    return u < top ? (int64_t)u : -(int64_t)(low - u) - 1;
}

/* What a signed get of the N-bit pattern u returns, as the tables pass it: u sign-extended. */
static inline uint64_t ua_test_sign_extend(uint64_t u, unsigned bits)
{
    return ua_test_from_signed(ua_test_to_signed(u, bits));
}

/* One accessor pair, widened to 64 bits so tests can loop over all of them. */
typedef struct {
    char order;    /* 'l', 'b' or 'n' */
    unsigned bits; /* 16, 24, 32, 40, 48, 56 or 64 */
    uint64_t (*get)(const void *p);
    void (*put)(void *p, uint64_t v);
} ua_accessor;

/* Every accessor compiled with one UA_STRATEGY (see strategy_table.c). */
typedef struct {
    const char *requested; /* the UA_STRATEGY the table was built with, e.g. "AUTO" */
    const char *(*selected)(void); /* what it resolved to: that unit's ua_strategy_name */
    ua_accessor accessor[UA_ACCESSOR_COUNT];
    const char *(*name_of)(int strategy); /* that unit's ua_strategy_name_of */
    /* order 'l' or 'b'; get sign-extends to 64 bits, put writes the low bits of v as the signed
     * type (ua_test_to_signed): the same bytes as the unsigned put */
    ua_accessor signed_accessor[UA_SIGNED_ACCESSOR_COUNT];
    /* get returns the float's bits (memcpy, no arithmetic), put writes the float whose bits are
     * v's low 32/64: as bit patterns, the unsigned accessors of their width */
    ua_accessor float_accessor[UA_FLOAT_ACCESSOR_COUNT];
    /* the _aligned accessors: call them only at multiples of bits/8 */
    ua_accessor aligned_accessor[UA_ALIGNED_ACCESSOR_COUNT];
} ua_strategy_table;

#endif /* UA_TEST_ACCESSORS_H */
