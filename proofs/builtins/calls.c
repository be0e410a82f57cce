/* SPDX-License-Identifier: MIT */
/*
 * The compiler builtins of src/unaligned.h, each called the way the header calls it, one per
 * function, in a translation unit of its own: proofs/builtins/check.c calls them across the unit
 * boundary, so the compiler cannot fold a builtin into the model it is compared with, and what runs
 * is the compiled builtin (bswap, rev, movbe ...; memcpy of a constant size: one load or store).
 * UA_BUILTIN_FAULT plants one wrong builtin (proofs/builtins/fault-injection): the check must fail.
 */
#include <stddef.h>
#include <stdint.h>

#include "calls.h"

#ifndef UA_BUILTIN_FAULT
#  define UA_BUILTIN_FAULT 0
#endif

uint16_t ua_check_bswap16(uint16_t x)
{
#if UA_BUILTIN_FAULT == 1 /* bswap16-identity: no swap */
    return x;
#else
    return __builtin_bswap16(x);
#endif
}

uint32_t ua_check_bswap32(uint32_t x)
{
#if UA_BUILTIN_FAULT == 2 /* bswap32-as-bswap16: a 32-bit swap written as a 16-bit one */
    return __builtin_bswap16((uint16_t)x);
#elif UA_BUILTIN_FAULT == 3 /* bswap32-high-input-bit: wrong for 1 input in 2^32 ... 2^31 */
    return x == 0x80000000u ? 0x80u + 1u : __builtin_bswap32(x);
#else
    return __builtin_bswap32(x);
#endif
}

uint64_t ua_check_bswap64(uint64_t x)
{
#if UA_BUILTIN_FAULT == 4 /* bswap64-halves-kept: each 32-bit half swapped in place */
    return (uint64_t)__builtin_bswap32((uint32_t)(x >> 32)) << 32 | __builtin_bswap32((uint32_t)x);
#else
    return __builtin_bswap64(x);
#endif
}

/* The MEMCPY strategy's load and store (a constant size, into or out of a local), and a copy
 * between two buffers. */
#if UA_BUILTIN_FAULT == 5 /* memcpy-one-byte-short: __builtin_memcpy(d, s, n - 1) */
#  define UA_CHECK_LOAD_N(n) ((n) - 1u)
#  define UA_CHECK_COPY_N(n) ((n) - 1u)
#elif UA_BUILTIN_FAULT == 6 /* memcpy-one-byte-too-many: the copy writes past its n bytes */
#  define UA_CHECK_LOAD_N(n) (n)
#  define UA_CHECK_COPY_N(n) ((n) + 1u)
#else
#  define UA_CHECK_LOAD_N(n) (n)
#  define UA_CHECK_COPY_N(n) (n)
#endif
#define UA_CHECK_MEMCPY(bits)                                                       \
    uint##bits##_t ua_check_load##bits(const void *p)                               \
    {                                                                               \
        uint##bits##_t v = 0;                                                       \
        __builtin_memcpy(&v, p, UA_CHECK_LOAD_N(sizeof v));                              \
        return v;                                                                   \
    }                                                                               \
    void ua_check_store##bits(void *p, uint##bits##_t v)                           \
    {                                                                               \
        __builtin_memcpy(p, &v, sizeof v);                                          \
    }                                                                               \
    void ua_check_copy##bits(void *d, const void *s)                                \
    {                                                                               \
        __builtin_memcpy(d, s, UA_CHECK_COPY_N(sizeof(uint##bits##_t)));                 \
    }
UA_CHECK_MEMCPY(16)
UA_CHECK_MEMCPY(32)
UA_CHECK_MEMCPY(64)
