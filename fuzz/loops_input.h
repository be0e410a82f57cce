/* SPDX-License-Identifier: MIT */
/*
 * Input format of the loops target (harness and seeds): a program of tests/loops/loops.h kernels
 * over one buffer. A short last record is ignored.
 *   byte 0        seeds the buffer's first contents
 *   then records  LOOPS_RECORD bytes each, at most LOOPS_MAX_RECORDS:
 *                   kernel   byte % the number of kernels (tests/loops/loops.c's order)
 *                   dst      the destination, LOOPS_BASE + byte
 *                   delta    int8: src = dst - delta (LZ77: the source delta bytes behind)
 *                   count    1 + byte % LOOPS_MAX_N iterations
 */
#ifndef UA_FUZZ_LOOPS_INPUT_H
#define UA_FUZZ_LOOPS_INPUT_H

#include <stddef.h>
#include <stdint.h>

/* The buffer holds dst (up to BASE + 255), src (dst +- 128) and the widest span (24 pairs of 8). */
enum { LOOPS_BUF = 1024, LOOPS_BASE = 256, LOOPS_MAX_N = 24, LOOPS_RECORD = 4, LOOPS_MAX_RECORDS = 64 };

typedef struct {
    uint8_t kernel, dst;
    int8_t delta;
    uint8_t count;
} loops_record;

static inline loops_record loops_read_record(const uint8_t *r)
{
    loops_record rec;
    rec.kernel = r[0];
    rec.dst = r[1];
    rec.delta = (int8_t)(r[2] < 128u ? (int)r[2] : (int)r[2] - 256);
    rec.count = r[3];
    return rec;
}

static inline size_t loops_dst(loops_record r) { return LOOPS_BASE + (size_t)r.dst; }
static inline size_t loops_src(loops_record r) { return (size_t)((long)loops_dst(r) - (long)r.delta); }
static inline size_t loops_n(loops_record r) { return 1u + (size_t)r.count % LOOPS_MAX_N; }

#endif /* UA_FUZZ_LOOPS_INPUT_H */
