/* SPDX-License-Identifier: MIT */
/*
 * Eva harness: every accessor of tests/support/accessors.h, get and put, at every offset 0..15 of
 * a buffer of its own that ends exactly at the access's last byte (offset + width/8 bytes). Built
 * once per strategy (-DUA_STRATEGY=...) and host order; proofs/run-eva runs it.
 *
 * What an access that touches a byte it does not own does here:
 * - one byte past the end (read or write): out of the buffer, an Eva alarm;
 * - a get reading a byte before the offset: those bytes are never written, an "uninitialized"
 *   alarm; a get reading fewer bytes than its own leaves part of its result uninitialized: alarm;
 * - a put writing a byte before the offset: that byte holds a canary, and the assertion
 *   `canary_kept` becomes unknown or invalid;
 * - a put writing fewer bytes than its own: its bytes start uninitialized, and the assertion
 *   `put_wrote_all` becomes unknown or invalid.
 * Values are arbitrary: the bytes a get reads, the value a put writes.
 */
#include "unaligned.h"
#include "accessors.h"
#include "__fc_builtin.h"
#include "eva_buffers.h"

#ifndef UA_EVA_SLACK
#  define UA_EVA_SLACK 0 /* proofs/faults.list sets -1: buffers one byte short must fail */
#endif

/* F(offset, order, bits, type) for every offset 15..0. From 15 down, so that a put writing the
 * byte before its own meets a canary (and fails `canary_kept`) before, at offset 0, it writes out
 * of the buffer: Eva stops at the first definite failure. */
#define UA_EVA_EACH_OFFSET(F, order, bits, type)                                                  \
    F(15, order, bits, type) F(14, order, bits, type) F(13, order, bits, type)                    \
    F(12, order, bits, type) F(11, order, bits, type) F(10, order, bits, type)                    \
    F(9, order, bits, type) F(8, order, bits, type) F(7, order, bits, type)                       \
    F(6, order, bits, type) F(5, order, bits, type) F(4, order, bits, type)                       \
    F(3, order, bits, type) F(2, order, bits, type) F(1, order, bits, type)                       \
    F(0, order, bits, type)

/* One accessor pair at one offset: a get from a fresh buffer, then a put into another. */
#define UA_EVA_AT(off, order, bits, type)                                                         \
    {                                                                                             \
        uint8_t get_buf[(off) + (bits) / 8 + UA_EVA_SLACK];                                       \
        uint8_t put_buf[(off) + (bits) / 8 + UA_EVA_SLACK];                                       \
        type w;                                                                                   \
        Frama_C_make_unknown((char *)get_buf + (off), (bits) / 8);                                \
        (void)ua_get_##order##bits(get_buf + (off));                                             \
        Frama_C_make_unknown((char *)&w, sizeof w);                                               \
        ua_eva_set_canaries(put_buf, (off));                                                      \
        ua_put_##order##bits(put_buf + (off), w);                                                 \
        ua_eva_check_put(put_buf, (off), (bits) / 8);                                             \
    }

/* One function per accessor pair (ua_eva_le16 ...), so that Eva's messages name it. */
#define UA_EVA_ACCESSOR(order, bits, type)                                                        \
    static void ua_eva_##order##bits(void) { UA_EVA_EACH_OFFSET(UA_EVA_AT, order, bits, type) }
UA_ALL_ACCESSORS(UA_EVA_ACCESSOR)

#define UA_EVA_CALL(order, bits, type) ua_eva_##order##bits();

int main(void)
{
    UA_ALL_ACCESSORS(UA_EVA_CALL)
    return 0;
}
