/* SPDX-License-Identifier: MIT */
/*
 * A float or double of the cursor tests carried as its bit pattern in a uint64_t (low 32 or 64
 * bits), by memcpy: no conversion, so the tests compare bits, not values (NaN payloads, -0.0).
 */
#ifndef UA_TEST_CURSOR_FLOAT_BITS_H
#define UA_TEST_CURSOR_FLOAT_BITS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* *f (of size bytes, 4 or 8) := the low 8 * size bits of u */
static inline void float_from_bits(void *f, size_t size, uint64_t u)
{
    uint32_t b = (uint32_t)u;
    if (size == 4) memcpy(f, &b, 4);
    else memcpy(f, &u, 8);
}

static inline uint64_t float_to_bits(const void *f, size_t size)
{
    uint32_t b;
    uint64_t u;
    if (size == 4) { memcpy(&b, f, 4); return b; }
    memcpy(&u, f, 8);
    return u;
}

#endif /* UA_TEST_CURSOR_FLOAT_BITS_H */
