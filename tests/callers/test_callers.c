/* SPDX-License-Identifier: MIT */
/*
 * Every caller against its byte-model twin at offsets 0..15: readers on random bytes (udp_flow also
 * on valid frames), writers compared over the whole buffer, canaries included. On the Cortex-M boards
 * it shows that no caller makes a misaligned multi-word access (it would fault).
 * usage: test_callers LABEL
 */
#include <string.h>

#include "byte_model.h"
#include "callers.h"
#include "check.h"

enum { OFFSETS = 16, ROUNDS = 8, RECORDS = 5, PAIRS = 3, GUARD = 8, CANARY = 0xA5 };
enum { SPAN = RECORDS * PACKED_RECORD_BYTES, BUF = GUARD + OFFSETS + SPAN + GUARD };

/* Both writers into canary-filled buffers; every byte must agree. */
static void check_buffers(ua_check *c, const uint8_t *got, const uint8_t *want, const char *name, unsigned off)
{
    unsigned i;
    for (i = 0; i < BUF; i++) check_u64(c, got[i], want[i], "byte", name, off);
}

static void test_readers(ua_check *c, uint8_t *buf, unsigned off, uint64_t *rng)
{
    uint8_t *p = buf + GUARD + off;
    model_random_bytes(buf, BUF, rng);
    check_u64(c, caller_udp_flow(p), ref_udp_flow(p), "result", "udp_flow (random)", off);
    p[12] = 0x08, p[13] = 0x00, p[14] = 0x45, p[23] = 17;
    check_u64(c, caller_udp_flow(p), ref_udp_flow(p), "result", "udp_flow", off);
    check_u64(c, caller_record_digest(p), ref_record_digest(p), "result", "record_digest", off);
    check_u64(c, caller_records_sum(p, RECORDS), ref_records_sum(p, RECORDS), "result", "records_sum", off);
    check_u64(c, caller_ne64_pairs_sum(p, PAIRS), ref_ne64_pairs_sum(p, PAIRS), "result", "ne64_pairs_sum", off);
}

static void test_writers(ua_check *c, uint8_t *got, uint8_t *want, unsigned off, uint64_t *rng)
{
    uint64_t a = model_random(rng), b = model_random(rng), d = model_random(rng);
    uint8_t *g = got + GUARD + off, *w = want + GUARD + off;
#define BOTH(name, args_g, args_w) \
    memset(got, CANARY, BUF), memset(want, CANARY, BUF), caller_##name args_g, ref_##name args_w, \
    check_buffers(c, got, want, #name, off)
    BOTH(udp_build, (g, (uint32_t)a, (uint32_t)(a >> 32), (uint16_t)b, (uint16_t)(b >> 16), (uint16_t)(b >> 32)),
         (w, (uint32_t)a, (uint32_t)(a >> 32), (uint16_t)b, (uint16_t)(b >> 16), (uint16_t)(b >> 32)));
    BOTH(record_write, (g, (uint32_t)a, (uint32_t)b, d, a ^ b, (uint16_t)d),
         (w, (uint32_t)a, (uint32_t)b, d, a ^ b, (uint16_t)d));
    BOTH(records_fill, (g, RECORDS, a), (w, RECORDS, a));
    BOTH(ne64_pairs_fill, (g, PAIRS, b), (w, PAIRS, b));
#undef BOTH
}

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "callers", 0, 0 };
    uint64_t rng = UINT64_C(0x2545F4914F6CDD1D);
    uint8_t got[BUF], want[BUF];
    unsigned off, round;
    for (round = 0; round < ROUNDS; round++)
        for (off = 0; off < OFFSETS; off++) {
            test_readers(&c, got, off, &rng);
            test_writers(&c, got, want, off, &rng);
        }
    return check_report(&c);
}
