/* SPDX-License-Identifier: MIT */
/*
 * The builtins of src/unaligned.h, called as the header calls them, alone in this unit so the
 * compiler cannot fold them into check.c's models. proofs/builtins/faults.list plants faults here.
 */
#include <stddef.h>
#include <stdint.h>

#include "calls.h"

uint16_t ua_check_bswap16(uint16_t x)
{
    return __builtin_bswap16(x);
}

uint32_t ua_check_bswap32(uint32_t x)
{
    return __builtin_bswap32(x);
}

uint64_t ua_check_bswap64(uint64_t x)
{
    return __builtin_bswap64(x);
}

/* The MEMCPY strategy's load and store, and a copy between buffers. */
#define UA_CHECK_MEMCPY(bits)                                                       \
    uint##bits##_t ua_check_load##bits(const void *p)                               \
    {                                                                               \
        uint##bits##_t v = 0;                                                       \
        __builtin_memcpy(&v, p, sizeof v);                                          \
        return v;                                                                   \
    }                                                                               \
    void ua_check_store##bits(void *p, uint##bits##_t v)                           \
    {                                                                               \
        __builtin_memcpy(p, &v, sizeof v);                                          \
    }                                                                               \
    void ua_check_copy##bits(void *d, const void *s)                                \
    {                                                                               \
        __builtin_memcpy(d, s, sizeof(uint##bits##_t));                             \
    }
UA_CHECK_MEMCPY(16)
UA_CHECK_MEMCPY(32)
UA_CHECK_MEMCPY(64)
