/* SPDX-License-Identifier: MIT */
/* The fuzzers' oracle, a plain loop over bytes: deliberately neither the library's BYTES code nor
 * tests/support/byte_model.h, so a mistake shared with either cannot hide. */
#ifndef UA_FUZZ_REFERENCE_H
#define UA_FUZZ_REFERENCE_H

#include <stdint.h>

static inline int ref_host_is_little_endian(void)
{
    union { uint16_t word; uint8_t byte[2]; } probe;
    probe.word = 1;
    return probe.byte[0] == 1;
}

/* The power of 256 that byte i of an n-byte value carries; order is 'l', 'b' or 'n' (host). */
static inline unsigned ref_weight(char order, unsigned n, unsigned i)
{
    int little = order == 'l' || (order == 'n' && ref_host_is_little_endian());
    return little ? i : n - 1u - i;
}

static inline uint64_t ref_mask(unsigned bits)
{
    return bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1u;
}

static inline uint64_t ref_get(char order, unsigned bits, const uint8_t *p)
{
    uint64_t v = 0;
    unsigned i;
    for (i = 0; i < bits / 8u; i++) v += (uint64_t)p[i] << (8u * ref_weight(order, bits / 8u, i));
    return v;
}

/* Sign-extended from the width's top bit. */
static inline uint64_t ref_get_signed(char order, unsigned bits, const uint8_t *p)
{
    uint64_t v = ref_get(order, bits, p);
    return v >> (bits - 1u) & 1u ? v | ~ref_mask(bits) : v;
}

static inline void ref_put(char order, unsigned bits, uint8_t *p, uint64_t v)
{
    unsigned i;
    for (i = 0; i < bits / 8u; i++) p[i] = (uint8_t)(v >> (8u * ref_weight(order, bits / 8u, i)));
}

#endif /* UA_FUZZ_REFERENCE_H */
