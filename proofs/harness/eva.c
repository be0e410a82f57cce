/* SPDX-License-Identifier: MIT */
/*
 * Eva harness: every accessor of src/unaligned.h, get then put, at every offset 0..15 of a buffer
 * of arbitrary bytes, with arbitrary values to put. Built once per strategy (-DUA_STRATEGY=...);
 * Eva must report no alarm. The buffer is exactly 15 + 8 bytes long, so a 64-bit access at offset
 * 15 touches its last byte: one byte more and Eva reports an out-of-bounds access (see
 * proofs/mutants.list).
 */
#include "unaligned.h"
#include "accessors.h"
#include "__fc_builtin.h"

#define UA_EVA_OFFSETS 16
#define UA_EVA_WIDEST  8
#ifndef UA_EVA_SLACK
#  define UA_EVA_SLACK 0 /* a mutant sets -1 to shorten the buffer by one byte */
#endif

static uint8_t buf[UA_EVA_OFFSETS - 1 + UA_EVA_WIDEST + UA_EVA_SLACK];

/* Arbitrary values: any byte in the buffer, any value to put. */
static void fill_arbitrary(void)
{
    Frama_C_make_unknown((char *)buf, sizeof buf);
}

#define UA_EVA_CHECK(order, bits, type)                                              \
    {                                                                                \
        type v_ = ua_get_##order##bits(buf + off);                                   \
        type w_;                                                                     \
        Frama_C_make_unknown((char *)&w_, sizeof w_);                                \
        ua_put_##order##bits(buf + off, w_);                                         \
        ua_put_##order##bits(buf + off, v_);                                         \
    }

int main(void)
{
    unsigned off;
    fill_arbitrary();
    /*@ loop unroll UA_EVA_OFFSETS; */
    for (off = 0; off < UA_EVA_OFFSETS; off++) {
        UA_ALL_ACCESSORS(UA_EVA_CHECK)
    }
    return 0;
}
