/* SPDX-License-Identifier: MIT */
/*
 * The buffers of the Eva harnesses (eva.c, eva-families.c): canaries before a write, and the
 * check that a write of n bytes at off wrote every one of them and no byte before it. (ACSL lives
 * in functions, not macros: the preprocessor drops the comments of a macro body.)
 */
#ifndef UA_EVA_BUFFERS_H
#define UA_EVA_BUFFERS_H

#include <stdint.h>

#define UA_EVA_CANARY 0xA5u

/* The first n bytes get a known value, so that a stray write shows. */
static void ua_eva_set_canaries(uint8_t *b, unsigned n)
{
    unsigned i;
    /*@ loop unroll 24; */
    for (i = 0; i < n; i++) {
        b[i] = UA_EVA_CANARY;
    }
}

/* After a write of n bytes at off: every one of them written, every byte before it unchanged. */
static void ua_eva_check_put(const uint8_t *b, unsigned off, unsigned n)
{
    unsigned i;
    /*@ assert put_wrote_all: \initialized(b + (off .. off + n - 1)); */
    /*@ loop unroll 24; */
    for (i = 0; i < off; i++) {
        /*@ assert canary_kept: b[i] == UA_EVA_CANARY; */
    }
}

#endif /* UA_EVA_BUFFERS_H */
