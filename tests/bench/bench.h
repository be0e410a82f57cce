/* SPDX-License-Identifier: MIT */
/* One strategy's unit (loops.c) as the driver sees it: whole loops called through the table, the
 * accessor inlined inside. */
#ifndef UA_BENCH_H
#define UA_BENCH_H

#include <stddef.h>
#include <stdint.h>

#include "lists.h" /* tests/cursor: UA_BULK_FUNCTIONS, the bulk functions of unaligned_bulk.h */

#define UA_BULK_X(order, bits, type) +1
enum { BENCH_BULK_COUNT = 0 UA_BULK_FUNCTIONS };
#undef UA_BULK_X

/* Reads n values at buf + idx[i] and returns their wrapping sum (so no read can be dropped). */
typedef uint64_t (*bench_get_fn)(const uint8_t *buf, const uint32_t *idx, size_t n);
/* Writes the value (type)(seed + i) at buf + idx[i] for i < n. */
typedef void (*bench_put_fn)(uint8_t *buf, const uint32_t *idx, size_t n, uint64_t seed);
/* Parses capture records (records.h); returns the sum of every field read. */
typedef uint64_t (*bench_parse_fn)(const uint8_t *stream, size_t len, size_t *records);
/* load: dst values <- src bytes; store: dst bytes <- src values. */
typedef void (*bench_bulk_fn)(void *dst, const void *src, size_t n);

/* A loop and the symbol callgrind reports its cost under. */
typedef struct { bench_get_fn fn; const char *symbol; } bench_get_loop;
typedef struct { bench_put_fn fn; const char *symbol; } bench_put_loop;
typedef struct { bench_parse_fn fn; const char *symbol; } bench_parse_loop;
typedef struct { bench_bulk_fn fn; const char *symbol; } bench_bulk_loop;

typedef struct {
    const char *strategy;          /* the UA_STRATEGY the unit was built with, e.g. "AUTO" */
    const char *(*selected)(void); /* what it resolved to: that unit's ua_strategy_name */
    bench_get_loop get[UA_ACCESSOR_COUNT]; /* in the order of UA_ALL_ACCESSORS */
    bench_put_loop put[UA_ACCESSOR_COUNT];
    bench_parse_loop parse;
    bench_bulk_loop load[BENCH_BULK_COUNT];  /* in the order of UA_BULK_FUNCTIONS */
    bench_bulk_loop store[BENCH_BULK_COUNT];
    /* x86-64: use level L in this unit's bulk conversions; returns L, or -1 if unavailable. L = -1
     * detects again at once, so that no timed call pays for CPUID. */
    int (*force_level)(int level);
} bench_strategy;

#endif /* UA_BENCH_H */
