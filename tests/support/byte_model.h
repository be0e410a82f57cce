/* SPDX-License-Identifier: MIT */
/* The tests' reference model: a plain loop over bytes, independent of src/unaligned.h. */
#ifndef UA_TEST_BYTE_MODEL_H
#define UA_TEST_BYTE_MODEL_H

#include <stdint.h>
#include <string.h>

static inline int model_host_is_big_endian(void)
{
    const uint32_t probe = 0x01020304u;
    unsigned char first;
    memcpy(&first, &probe, 1);
    return first == 0x01;
}

/* 'n' (host order) resolved to 'l' or 'b'. */
static inline char model_order(char order)
{
    if (order != 'n') return order;
    return model_host_is_big_endian() ? 'b' : 'l';
}

static inline uint64_t model_mask(unsigned bits)
{
    return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1u;
}

static inline uint64_t model_get(char order, unsigned bits, const uint8_t *p)
{
    uint64_t v = 0;
    unsigned n = bits / 8u, i;
    for (i = 0; i < n; i++) {
        unsigned k = model_order(order) == 'l' ? n - 1u - i : i; /* most significant first */
        v = v << 8 | p[k];
    }
    return v;
}

static inline void model_put(char order, unsigned bits, uint8_t *p, uint64_t v)
{
    unsigned n = bits / 8u, i;
    for (i = 0; i < n; i++) {
        unsigned k = model_order(order) == 'l' ? i : n - 1u - i; /* least significant first */
        p[k] = (uint8_t)(v >> (8u * i));
    }
}

/* xorshift64*: deterministic pseudo-random values for test inputs. */
static inline uint64_t model_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * UINT64_C(2685821657736338717);
}

static inline void model_random_bytes(uint8_t *p, size_t n, uint64_t *state)
{
    size_t i;
    for (i = 0; i < n; i++) p[i] = (uint8_t)model_random(state);
}

#endif /* UA_TEST_BYTE_MODEL_H */
