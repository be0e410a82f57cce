/* SPDX-License-Identifier: MIT */
/*
 * Benchmark driver. Every loop is first checked against the byte model, so a loop doing no or the
 * wrong work cannot be timed. Each repeat runs the strategies one after another, starting with the
 * next one each time, so machine load hits them alike. --callgrind N runs each loop once on N
 * addresses, for callgrind_counts.py.
 *
 * usage: bench --compiler NAME --out FILE.csv [--quick | --callgrind N]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"
#include "unaligned_bulk.h" /* UA_BULK_DISPATCH, and with it UA_IMPL_BULK_LEVELS and the level names */
#include "byte_model.h"
#include "records.h"

#define BENCH_DECLARE(s) extern const bench_strategy bench_table_##s;
BENCH_STRATEGY_LIST(BENCH_DECLARE)
#define BENCH_ADDRESS(s) &bench_table_##s,
static const bench_strategy *const strategies[] = { BENCH_STRATEGY_LIST(BENCH_ADDRESS) };
enum { STRATEGIES = sizeof strategies / sizeof strategies[0] };

/* An accessor or bulk conversion: "le16", 'l', 16. */
typedef struct { const char *name; char order; unsigned bits; } bench_function;
#define BENCH_FUNCTION(order, bits, type) { #order #bits, #order[0], bits },
static const bench_function accessors[] = { UA_ALL_ACCESSORS(BENCH_FUNCTION) };
#define UA_BULK_X BENCH_FUNCTION
static const bench_function bulks[] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X
static const char *const bulk_op[2] = { "load", "store" };

enum {
    SLOTS = 2048,          /* addresses per loop call: one per 16-byte slot, 32 KiB in all */
    SLOT = 16,             /* so offsets 0..15 cover every alignment */
    OFFSETS = 16,
    RECORDS = 2048,        /* records in the parsing stream */
    STREAM_START = 1,      /* the stream itself starts at an odd address */
    MAX_REPEATS = 512,     /* the most samples a plan may take */
    BULK_MAX = 65536,      /* the most elements a bulk call converts */
    BULK_SIZES = 3,
    BULK_OFFSETS = 4
};
static const size_t bulk_sizes[BULK_SIZES] = { 16, 1024, BULK_MAX };
static const unsigned bulk_offsets[BULK_OFFSETS] = { 0, 1, 3, 7 }; /* of the byte buffer; the value
                                                                         array is always aligned */

/* How long each figure is measured. */
typedef struct {
    unsigned repeats;        /* samples per (loop, strategy); best and median are over these */
    unsigned calls;          /* loop calls per accessor sample (SLOTS operations each) */
    unsigned parse_repeats;
    unsigned parse_passes;   /* passes over the stream per parse sample */
    unsigned bulk_repeats;
    unsigned bulk_elements;  /* elements converted per bulk sample (at least one call) */
} bench_plan;

static const bench_plan full_plan = { 61, 32, 301, 8, 41, 262144 };
static const bench_plan quick_plan = { 3, 2, 5, 1, 3, 16384 };

/* Buffers: 64-byte aligned, with room for the widest access past the last slot. */
static _Alignas(64) uint8_t buf[SLOTS * SLOT + 64];
static _Alignas(64) uint8_t want[SLOTS * SLOT + 64];
static _Alignas(64) uint8_t stream[STREAM_START + RECORDS * (BENCH_RECORD_HEADER + 2 * BENCH_RECORD_MIN_FRAME)];
static size_t stream_len;
static size_t stream_prefix[RECORDS + 1]; /* length of the first i records */
/* Bulk buffers: the value array starts 2048 bytes (mod 4 KiB) after the byte buffer, so a load
 * from one never seems to depend on a recent store to the other (4 KiB aliasing). */
static _Alignas(4096) uint8_t bulk_region[2 * (BULK_MAX * 8 + 4096)];
#define BULK_BYTES  (bulk_region)
#define BULK_VALUES (bulk_region + BULK_MAX * 8 + 4096 + 2048)
static uint32_t idx[2][OFFSETS][SLOTS]; /* [0] sequential slots, [1] a random permutation */
static const char *const mode_name[2] = { "sequential", "random" };

static volatile uint64_t sink; /* results go here, so no loop is dead code */

/* The bulk reference: libc memcpy of the same bytes, called as a user would (never inlined). */
static void *(*volatile copy_bytes)(void *, const void *, size_t) = memcpy;

/* Bulk columns per x86-64 dispatch level, timed in the same repeats as memcpy. */
#if UA_BULK_DISPATCH
enum { LEVELS = UA_IMPL_BULK_LEVELS };
static const char *level_name(unsigned level) { return ua_impl_bulk_level_name((int)level); }
#else
enum { LEVELS = 1 }; /* level 0 only, and force_level refuses it: the column is left out */
static const char *level_name(unsigned level) { (void)level; return "portable loops"; }
#endif

static const bench_strategy *auto_unit(void)
{
    unsigned s;
    for (s = 0; s < STRATEGIES; s++)
        if (!strcmp(strategies[s]->strategy, "AUTO")) return strategies[s];
    return strategies[0];
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static void make_inputs(void)
{
    uint64_t rng = UINT64_C(0x9E3779B97F4A7C15);
    unsigned o, i;
    uint32_t perm[SLOTS];
    for (i = 0; i < SLOTS; i++) perm[i] = i;
    for (i = SLOTS - 1; i > 0; i--) { /* Fisher-Yates */
        unsigned j = (unsigned)(model_random(&rng) % (i + 1u));
        uint32_t t = perm[i]; perm[i] = perm[j]; perm[j] = t;
    }
    for (o = 0; o < OFFSETS; o++)
        for (i = 0; i < SLOTS; i++) {
            idx[0][o][i] = i * SLOT + o;
            idx[1][o][i] = perm[i] * SLOT + o;
        }
    model_random_bytes(buf, sizeof buf, &rng);
    model_random_bytes(bulk_region, sizeof bulk_region, &rng);

    /* Records of random content and frame lengths 64..127, end to end from an odd address. */
    model_random_bytes(stream, sizeof stream, &rng);
    stream_len = 0;
    for (i = 0; i < RECORDS; i++) {
        uint64_t frame = BENCH_RECORD_MIN_FRAME + model_random(&rng) % BENCH_RECORD_MIN_FRAME;
        stream_prefix[i] = stream_len;
        model_put('l', 32, stream + STREAM_START + stream_len + BENCH_RECORD_LENGTH_AT, frame);
        stream_len += BENCH_RECORD_HEADER + (size_t)frame;
    }
    stream_prefix[RECORDS] = stream_len;
}

/* ---- 1. every loop against the byte model ---- */

static unsigned long checks, failures;

static void expect(int ok, const char *what, const char *strategy, const char *name, unsigned offset)
{
    checks++;
    if (!ok && failures++ < 10)
        printf("  mismatch: %s %s %s at offset %u\n", strategy, what, name, offset);
}

#define BENCH_GET(order, bits, p) model_get(#order[0], bits, p)
BENCH_DEFINE_PARSE(model_parse)

static int check_loops(const char *compiler)
{
    uint64_t rng = 7;
    unsigned s, k, o, i;
    size_t want_records, got_records;
    const uint64_t want_sum = model_parse(stream + STREAM_START, stream_len, &want_records);
    for (s = 0; s < STRATEGIES; s++) {
        const bench_strategy *t = strategies[s];
        for (k = 0; k < UA_ACCESSOR_COUNT; k++)
            for (o = 0; o < OFFSETS; o++) {
                const uint32_t *x = idx[1][o];
                const uint64_t seed = model_random(&rng);
                uint64_t sum = 0;
                for (i = 0; i < SLOTS; i++) sum += model_get(accessors[k].order, accessors[k].bits, buf + x[i]);
                expect(t->get[k].fn(buf, x, SLOTS) == sum, "get", t->strategy, accessors[k].name, o);
                memcpy(want, buf, sizeof buf);
                for (i = 0; i < SLOTS; i++)
                    model_put(accessors[k].order, accessors[k].bits, want + x[i],
                              (seed + i) & model_mask(accessors[k].bits));
                t->put[k].fn(buf, x, SLOTS, seed);
                expect(memcmp(buf, want, sizeof buf) == 0, "put", t->strategy, accessors[k].name, o);
            }
        for (k = 0; k < BENCH_BULK_COUNT; k++)
            for (o = 0; o < BULK_OFFSETS; o++) {
                const size_t n = 1024 + 7, w = bulks[k].bits / 8; /* whole blocks and a tail */
                uint8_t *bytes = BULK_BYTES + bulk_offsets[o];
                int ok = 1;
                model_random_bytes(BULK_VALUES, n * w, &rng); /* so that a load which writes nothing fails */
                t->load[k].fn(BULK_VALUES, bytes, n);
                for (i = 0; i < n; i++)
                    ok &= model_get('n', bulks[k].bits, BULK_VALUES + i * w)
                          == model_get(bulks[k].order, bulks[k].bits, bytes + i * w);
                expect(ok, "load", t->strategy, bulks[k].name, bulk_offsets[o]);
                model_random_bytes(BULK_VALUES, n * w, &rng);
                memcpy(want, bytes, n * w);
                for (i = 0; i < n; i++)
                    model_put(bulks[k].order, bulks[k].bits, want + i * w,
                              model_get('n', bulks[k].bits, BULK_VALUES + i * w));
                t->store[k].fn(bytes, BULK_VALUES, n);
                expect(memcmp(bytes, want, n * w) == 0, "store", t->strategy, bulks[k].name, bulk_offsets[o]);
            }
        got_records = 0;
        expect(t->parse.fn(stream + STREAM_START, stream_len, &got_records) == want_sum
               && got_records == want_records && want_records == RECORDS, "parse", t->strategy, "records",
               STREAM_START);
    }
    if (failures) {
        printf("FAIL bench %s loops: %lu of %lu results differ from the byte model\n", compiler, failures, checks);
        return 0;
    }
    printf("PASS bench %s loops: %lu results equal the byte model (%u strategies)\n", compiler, checks,
           (unsigned)STRATEGIES);
    return 1;
}

/* ---- 2. timing ---- */

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* One CSV row: best, median and interquartile spread of the samples (ns per operation). */
static void write_row(FILE *out, const char *compiler, const char *kind, const char *name, const char *op,
                      const char *mode, unsigned offset, const char *strategy, const char *selected, double ops,
                      double *ns, unsigned n)
{
    qsort(ns, n, sizeof ns[0], cmp_double);
    double median = ns[n / 2], iqr = ns[(3 * n) / 4] - ns[n / 4];
    fprintf(out, "%s,%s,%s,%s,%s,%u,%s,%s,%.0f,%u,%.4f,%.4f,%.2f\n", compiler, kind, name, op, mode, offset,
            strategy, selected, ops, n, ns[0], median, median > 0 ? 100.0 * iqr / median : 0.0);
}

static void progress(const char *compiler, const char *what, unsigned done, unsigned total)
{
    static int tty = -1;
    if (tty < 0) tty = isatty(2);
    if (tty)
        fprintf(stderr, "\r  bench %s: %s %u/%u ", compiler, what, done, total);
    else if (done == total || done * 4 / total != (done - 1) * 4 / total) /* quarters, for logs */
        fprintf(stderr, "  bench %s: %s %u/%u\n", compiler, what, done, total);
    if (tty && done == total) fputc('\n', stderr);
}

/* Runs accessor k's get (op 0) or put loop `calls` times on the addresses x; returns the gets' sum. */
static uint64_t accessor_calls(const bench_strategy *t, unsigned k, unsigned op, const uint32_t *x, unsigned calls)
{
    uint64_t acc = 0;
    unsigned c;
    if (op == 0)
        for (c = 0; c < calls; c++) acc += t->get[k].fn(buf, x, SLOTS);
    else
        for (c = 0; c < calls; c++) t->put[k].fn(buf, x, SLOTS, c);
    return acc;
}

static void time_accessors(FILE *out, const char *compiler, const bench_plan *plan)
{
    static double ns[STRATEGIES][MAX_REPEATS];
    const double ops = (double)(plan->calls * SLOTS);
    unsigned k, op, mode, o, r, s, n, group = 0;
    const unsigned groups = UA_ACCESSOR_COUNT * 2 * 2 * OFFSETS;
    for (k = 0; k < UA_ACCESSOR_COUNT; k++)
        for (op = 0; op < 2; op++)
            for (mode = 0; mode < 2; mode++)
                for (o = 0; o < OFFSETS; o++) {
                    const uint32_t *x = idx[mode][o];
                    for (s = 0; s < STRATEGIES; s++) /* warm-up: caches, branch predictors */
                        sink += accessor_calls(strategies[s], k, op, x, 1);
                    for (r = 0; r < plan->repeats; r++)
                        for (s = r % STRATEGIES, n = 0; n < STRATEGIES; n++, s = (s + 1) % STRATEGIES) {
                            double t0 = now_ns();
                            uint64_t acc = accessor_calls(strategies[s], k, op, x, plan->calls);
                            ns[s][r] = (now_ns() - t0) / ops;
                            sink += acc;
                        }
                    for (s = 0; s < STRATEGIES; s++)
                        write_row(out, compiler, "accessor", accessors[k].name, op ? "put" : "get",
                                  mode_name[mode], o, strategies[s]->strategy, strategies[s]->selected(), ops, ns[s],
                                  plan->repeats);
                    progress(compiler, "accessor loops", ++group, groups);
                }
}

static void time_parse(FILE *out, const char *compiler, const bench_plan *plan)
{
    static double ns[STRATEGIES][MAX_REPEATS];
    const double ops = (double)(plan->parse_passes * RECORDS);
    unsigned r, s, n, c;
    size_t warm;
    for (s = 0; s < STRATEGIES; s++) sink += strategies[s]->parse.fn(stream + STREAM_START, stream_len, &warm);
    for (r = 0; r < plan->parse_repeats; r++) {
        for (s = r % STRATEGIES, n = 0; n < STRATEGIES; n++, s = (s + 1) % STRATEGIES) {
            size_t records = 0;
            uint64_t acc = 0;
            double t0 = now_ns();
            for (c = 0; c < plan->parse_passes; c++)
                acc += strategies[s]->parse.fn(stream + STREAM_START, stream_len, &records);
            ns[s][r] = (now_ns() - t0) / ops;
            sink += acc + records;
        }
        progress(compiler, "parsing", r + 1, plan->parse_repeats);
    }
    for (s = 0; s < STRATEGIES; s++)
        write_row(out, compiler, "parse", "records", "parse", "stream", STREAM_START, strategies[s]->strategy,
                  strategies[s]->selected(), ops, ns[s], plan->parse_repeats);
}

/* Runner s: a strategy; STRATEGIES: memcpy of the same bytes; STRATEGIES + 1 + L: AUTO at level L. */
static void bulk_call(unsigned s, unsigned k, unsigned op, uint8_t *bytes, size_t n)
{
    const bench_strategy *t = s > STRATEGIES ? auto_unit() : s < STRATEGIES ? strategies[s] : NULL;
    if (t == NULL) {
        if (op == 0) copy_bytes(BULK_VALUES, bytes, n * (bulks[k].bits / 8));
        else copy_bytes(bytes, BULK_VALUES, n * (bulks[k].bits / 8));
    } else if (op == 0) {
        t->load[k].fn(BULK_VALUES, bytes, n);
    } else {
        t->store[k].fn(bytes, BULK_VALUES, n);
    }
}

/* Never inside a timed sample: forcing a level runs CPUID. Returns 0 for a level this CPU lacks. */
static int bulk_runner_begin(unsigned s)
{
    const int level = (int)s - STRATEGIES - 1;
    return level < 0 || auto_unit()->force_level(level) == level;
}

/* Runner s's strategy column and its selected column. */
static const char *runner_label(unsigned s, char *buf, size_t size)
{
    if (s < STRATEGIES) return strategies[s]->strategy;
    if (s == STRATEGIES) return "memcpy";
    snprintf(buf, size, "L%u", s - STRATEGIES - 1);
    return buf;
}

static const char *runner_selected(unsigned s)
{
    return s < STRATEGIES ? strategies[s]->selected() : s == STRATEGIES ? "memcpy" : level_name(s - STRATEGIES - 1);
}

static void bulk_runner_end(unsigned s)
{
    if (s > STRATEGIES) (void)auto_unit()->force_level(-1);
}

/* A figure's samples are spread over passes through all figures, so its best is the best of the
 * whole bulk part: seconds of contention on a shared VM otherwise skewed whole figures. */
enum { BULK_PASSES = 4, BULK_GROUPS = BENCH_BULK_COUNT * 2 * BULK_SIZES * BULK_OFFSETS };

/* Figure g of the bulk part, in table order. */
typedef struct { unsigned k, op, z, o, calls; size_t size; } bulk_group;
static bulk_group bulk_group_of(unsigned g, const bench_plan *plan)
{
    bulk_group b;
    b.o = g % BULK_OFFSETS;
    b.z = g / BULK_OFFSETS % BULK_SIZES;
    b.op = g / (BULK_OFFSETS * BULK_SIZES) % 2;
    b.k = g / (BULK_OFFSETS * BULK_SIZES * 2);
    b.size = bulk_sizes[b.z];
    b.calls = plan->bulk_elements > b.size ? (unsigned)(plan->bulk_elements / b.size) : 1;
    return b;
}

static void time_bulk(FILE *out, const char *compiler, const bench_plan *plan)
{
    static double ns[BULK_GROUPS][STRATEGIES + 1 + LEVELS][MAX_REPEATS];
    const unsigned runners = STRATEGIES + 1 + LEVELS;
    const unsigned passes = plan->bulk_repeats < BULK_PASSES ? plan->bulk_repeats : BULK_PASSES;
    unsigned pass, r, s, n, c, g, done = 0;
    int present[STRATEGIES + 1 + LEVELS];
    char mode[32];
    for (s = 0; s < runners; s++) {
        present[s] = bulk_runner_begin(s);
        bulk_runner_end(s);
    }
    for (pass = 0; pass < passes; pass++)
        for (g = 0; g < BULK_GROUPS; g++) {
            const bulk_group b = bulk_group_of(g, plan);
            const double ops = (double)b.calls * (double)b.size;
            uint8_t *bytes = BULK_BYTES + bulk_offsets[b.o];
            for (s = 0; s < runners; s++) /* warm-up */
                if (present[s] && bulk_runner_begin(s)) {
                    bulk_call(s, b.k, b.op, bytes, b.size);
                    bulk_runner_end(s);
                }
            for (r = pass; r < plan->bulk_repeats; r += BULK_PASSES)
                for (s = r % runners, n = 0; n < runners; n++, s = (s + 1) % runners) {
                    double t0;
                    if (!present[s] || !bulk_runner_begin(s)) continue;
                    t0 = now_ns();
                    for (c = 0; c < b.calls; c++) bulk_call(s, b.k, b.op, bytes, b.size);
                    ns[g][s][r] = (now_ns() - t0) / ops;
                    bulk_runner_end(s);
                }
            progress(compiler, "bulk conversions", ++done, passes * BULK_GROUPS);
        }
    for (g = 0; g < BULK_GROUPS; g++) {
        const bulk_group b = bulk_group_of(g, plan);
        snprintf(mode, sizeof mode, "n=%zu", b.size);
        for (s = 0; s < runners; s++) {
            char label[8];
            if (present[s])
                write_row(out, compiler, "bulk", bulks[b.k].name, bulk_op[b.op], mode, bulk_offsets[b.o],
                          runner_label(s, label, sizeof label), runner_selected(s),
                          (double)b.calls * (double)b.size, ns[g][s], plan->bulk_repeats);
        }
    }
    sink += bulk_region[0];
}

/* ---- --callgrind N: each loop once ---- */

/* One manifest row for callgrind_counts.py: the symbol that ran ops operations. */
static void manifest_row(FILE *out, const char *compiler, const char *kind, const char *name, const char *op,
                         const bench_strategy *t, const char *symbol, size_t ops)
{
    fprintf(out, "%s,%s,%s,%s,%s,%s,%s,%zu\n", compiler, kind, name, op, t->strategy, t->selected(), symbol, ops);
}

static void run_once(FILE *out, const char *compiler, unsigned n)
{
    const unsigned offset = 1; /* instruction counts do not depend on it: the loops have no branch on
                                  the address; odd, as in the parsing workload */
    unsigned s, k;
    for (s = 0; s < STRATEGIES; s++) {
        const bench_strategy *t = strategies[s];
        size_t records = 0;
        for (k = 0; k < UA_ACCESSOR_COUNT; k++) {
            sink += t->get[k].fn(buf, idx[1][offset], n);
            t->put[k].fn(buf, idx[1][offset], n, k);
            manifest_row(out, compiler, "accessor", accessors[k].name, "get", t, t->get[k].symbol, n);
            manifest_row(out, compiler, "accessor", accessors[k].name, "put", t, t->put[k].symbol, n);
        }
        sink += t->parse.fn(stream + STREAM_START, stream_prefix[n], &records);
        for (k = 0; k < BENCH_BULK_COUNT; k++) {
            t->load[k].fn(BULK_VALUES, BULK_BYTES + offset, n);
            t->store[k].fn(BULK_BYTES + offset, BULK_VALUES, n);
            manifest_row(out, compiler, "bulk", bulks[k].name, "load", t, t->load[k].symbol, n);
            manifest_row(out, compiler, "bulk", bulks[k].name, "store", t, t->store[k].symbol, n);
        }
        manifest_row(out, compiler, "parse", "records", "parse", t, t->parse.symbol, records);
    }
}

int main(int argc, char **argv)
{
    const char *compiler = NULL, *out_path = NULL;
    const bench_plan *plan = &full_plan;
    unsigned callgrind = 0; /* N of --callgrind N */
    int i;
    FILE *out;
    for (i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--compiler") && i + 1 < argc) compiler = argv[++i];
        else if (!strcmp(argv[i], "--out") && i + 1 < argc) out_path = argv[++i];
        else if (!strcmp(argv[i], "--quick")) plan = &quick_plan;
        else if (!strcmp(argv[i], "--callgrind") && i + 1 < argc) callgrind = (unsigned)atoi(argv[++i]);
        else compiler = NULL, i = argc;
    }
    if (!compiler || !out_path || callgrind > SLOTS || callgrind > RECORDS) {
        fprintf(stderr, "usage: %s --compiler NAME --out FILE.csv [--quick | --callgrind N (1..%d)]\n", argv[0],
                SLOTS < RECORDS ? SLOTS : RECORDS);
        return 2;
    }
    if (plan->repeats > MAX_REPEATS || plan->parse_repeats > MAX_REPEATS || plan->bulk_repeats > MAX_REPEATS) {
        fprintf(stderr, "%s: a plan takes more than %d samples\n", argv[0], MAX_REPEATS);
        return 2;
    }
    make_inputs();
    if (!callgrind && !check_loops(compiler)) return 1;
    out = fopen(out_path, "w");
    if (!out) {
        perror(out_path);
        return 2;
    }
    if (callgrind) {
        fprintf(out, "compiler,kind,name,op,strategy,selected,symbol,ops\n");
        run_once(out, compiler, callgrind);
    } else {
        fprintf(out, "compiler,kind,name,op,mode,offset,strategy,selected,ops,repeats,best_ns,median_ns,iqr_pct\n");
        time_accessors(out, compiler, plan);
        time_parse(out, compiler, plan);
        time_bulk(out, compiler, plan);
    }
    return fclose(out) != 0;
}
