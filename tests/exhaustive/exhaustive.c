/* SPDX-License-Identifier: MIT */
/*
 * Exhaustive equivalence checker: every strategy linked in (strategy_table.c, built by the compiler
 * under test) against a byte-loop model of its own; it does not include unaligned.h. The parts
 * (parts[]) enumerate byte patterns, not samples, signed accessors included. A put's bytes are set
 * to their complement first, so a byte it forgets shows.
 *
 * usage: exhaustive [--stop-after N] LABEL PART...
 * Exits 1 on a mismatch, 2 on a usage error. --stop-after N ends the run at the Nth mismatch (every
 * strategy then fails: the rest was not checked).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "accessors.h"
#include "target_name.h"

/* UA_TABLE_LIST comes from exhaustive.mk: -D'UA_TABLE_LIST(X)=X(AUTO) X(BYTES) ...'. */
#define EXH_DECLARE(name) extern const ua_strategy_table ua_table_##name;
UA_TABLE_LIST(EXH_DECLARE)
#define EXH_ADDRESS(name) &ua_table_##name,
static const ua_strategy_table *const tables[] = { UA_TABLE_LIST(EXH_ADDRESS) };
enum { TABLES = sizeof tables / sizeof tables[0] };

/* ---- the reference model ---- */

static int host_big_endian; /* found at run time from the bytes of a known integer */

static uint64_t model_value(const uint8_t *b, unsigned n, int big_endian)
{
    uint64_t v = 0;
    unsigned i;
    for (i = 0; i < n; i++) v = v << 8 | b[big_endian ? i : n - 1u - i];
    return v;
}

static int order_is_big(char order) { return order == 'b' || (order == 'n' && host_big_endian); }

/* The model must be right, or every comparison is moot. */
static int model_selftest(void)
{
    static const uint8_t b[8] = { 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08 };
    const uint32_t probe = 0x0A0B0C0Du;
    uint8_t first;
    memcpy(&first, &probe, 1);
    host_big_endian = first == 0x0A;
    return model_value(b, 2, 0) == 0x0201u && model_value(b, 2, 1) == 0x0102u
        && model_value(b, 3, 0) == 0x030201u && model_value(b, 3, 1) == 0x010203u
        && model_value(b, 8, 0) == UINT64_C(0x0807060504030201)
        && model_value(b, 8, 1) == UINT64_C(0x0102030405060708)
        && (first == 0x0A || first == 0x0D);
}

/* ---- the buffer: regions under test between canaries ---- */

enum { OFFSETS = 16, GUARD = 16, STRIDE = 33, BLOCK = 256, MAX_BYTES = 8 };
#define MEM_SIZE (GUARD + STRIDE * OFFSETS + GUARD)
/* Region k sits k mod 16 from a 64-byte aligned base. Canaries are never 0x00, so a get that
 * reads a neighbour shows. */
static uint8_t mem[MEM_SIZE] __attribute__((aligned(64)));
static uint8_t canary[MEM_SIZE];

static uint8_t *region(unsigned offset) { return mem + GUARD + STRIDE * offset; }

static void fill_canaries(void)
{
    unsigned i;
    for (i = 0; i < MEM_SIZE; i++) mem[i] = canary[i] = (uint8_t)(0x80u | (i * 37u + 11u));
}

/* First byte outside the n at live that differs from its canary, or -1. */
static long first_bad_canary(const uint8_t *live, unsigned n)
{
    size_t start = (size_t)(live - mem), end = start + n, i;
    if (memcmp(mem, canary, start) == 0 && memcmp(mem + end, canary + end, MEM_SIZE - end) == 0) return -1;
    for (i = 0; i < MEM_SIZE; i++)
        if ((i < start || i >= end) && mem[i] != canary[i]) break;
    return (long)i;
}

/* ---- parts ---- */

enum pattern_kind {
    EVERY_PATTERN,      /* index -> its n low bytes: all 2^(8n) patterns */
    SINGLE_BYTE_PATTERN /* index = (background * n + position) * 256 + v: v in one position,
                           0x00 (first half) or 0xFF (second half) in all the others */
};

/* Inlined: the loops run it billions of times. */
static inline void make_pattern(enum pattern_kind kind, uint64_t index, unsigned n, uint8_t *b)
{
    unsigned i;
    if (kind == EVERY_PATTERN) {
        for (i = 0; i < n; i++) b[i] = (uint8_t)(index >> (8u * i));
    } else {
        uint32_t rest = (uint32_t)index >> 8; /* 32-bit: no 64-bit division on 32-bit targets */
        uint8_t background = rest >= n ? 0xFF : 0x00;
        for (i = 0; i < n; i++) b[i] = i == rest % n ? (uint8_t)index : background;
    }
}

typedef struct {
    const char *name;
    unsigned bits;
    uint64_t patterns;
    enum pattern_kind kind;
    unsigned first_offset, last_offset;
    int puts; /* 0: get only */
} part;

/* Every pattern of n bytes; the single-byte patterns of n bytes: 2 backgrounds x n positions x 256. */
#define EVERY(name, bits) { name, bits, UINT64_C(1) << (bits), EVERY_PATTERN, 0, OFFSETS - 1, 1 }
#define WIDE(bits) { "wide", bits, 2 * (bits) / 8 * 256, SINGLE_BYTE_PATTERN, 0, OFFSETS - 1, 1 }
static const part parts[] = {
    EVERY("16", 16), EVERY("24", 24), WIDE(32), WIDE(40), WIDE(48), WIDE(56), WIDE(64),
    { "32all", 32, UINT64_C(1) << 32, EVERY_PATTERN, 1, 1, 0 },
};
enum { PARTS = sizeof parts / sizeof parts[0] };

/* ---- results ---- */

typedef struct {
    unsigned table;
    const ua_accessor *acc;
    int is_signed;
    unsigned long long gets, puts, mismatches;
} lane;

static const char *label = "";
static unsigned long long table_inputs[TABLES], table_mismatches[TABLES];
static unsigned long long reported;             /* mismatches so far */
static unsigned long long stop_after = ~0ull;    /* --stop-after */
static char table_parts[TABLES][64];

static const char *order_name(char order) { return order == 'l' ? "le" : order == 'b' ? "be" : "ne"; }

static void print_bytes(const uint8_t *b, unsigned n)
{
    unsigned i;
    for (i = 0; i < n; i++) printf(" %02x", b[i]);
}

/* "AUTO=MEMCPY" when the requested strategy resolved to another. */
static const char *strategy_name(unsigned t)
{
    static char name[TABLES][32];
    const char *selected = tables[t]->selected();
    if (strcmp(selected, tables[t]->requested) == 0) return selected;
    snprintf(name[t], sizeof name[t], "%s=%s", tables[t]->requested, selected);
    return name[t];
}

/* 1 when among the first ten mismatches, which are printed in full. */
static int mismatch(lane *l, const char *what, unsigned offset, const uint8_t *b, unsigned n)
{
    l->mismatches++;
    if (reported++ >= 10) return 0; /* reported reaching stop_after ends run_part's loop */
    printf("  mismatch: %s %s %s%s%u at offset %u%s", strategy_name(l->table), what,
           order_name(l->acc->order), l->is_signed ? "s" : "", l->acc->bits, offset, n ? ", bytes" : "");
    print_bytes(b, n);
    return 1;
}

/* ---- progress ---- */

static time_t started, last_progress;

static void progress(const part *p, uint64_t done, uint64_t total)
{
    time_t now = time(NULL);
    int tty = isatty(2);
    if (now - last_progress < (tty ? 1 : 15)) return;
    last_progress = now;
    fprintf(stderr, "%s  %s %u-bit: %3u%%, %ld s%s", tty ? "\r" : "", label, p->bits,
            (unsigned)(100.0 * (double)done / (double)total), (long)(now - started), tty ? "  " : "\n");
}

/* ---- one part ---- */

static void check_gets(const part *p, lane *lanes, unsigned nl, uint64_t first, uint64_t end)
{
    unsigned n = p->bits / 8u, k, off, i;
    uint8_t b[MAX_BYTES];
    uint64_t x, sign = UINT64_C(1) << (p->bits - 1u), high = p->bits >= 64 ? 0 : ~((sign << 1) - 1u);
    for (x = first; x < end; x++) {
        uint64_t want[4];
        make_pattern(p->kind, x, n, b);
        want[0] = model_value(b, n, 0);
        want[1] = model_value(b, n, 1);
        /* signed: the sign bit copied into every bit above it */
        want[2] = want[0] & sign ? want[0] | high : want[0];
        want[3] = want[1] & sign ? want[1] | high : want[1];
        for (off = p->first_offset; off <= p->last_offset; off++)
            for (i = 0; i < n; i++) region(off)[i] = b[i];
        for (k = 0; k < nl; k++) {
            lane *l = &lanes[k];
            uint64_t w = want[2 * l->is_signed + order_is_big(l->acc->order)];
            for (off = p->first_offset; off <= p->last_offset; off++) {
                uint64_t got = l->acc->get(region(off));
                if (got != w && mismatch(l, "get", off, b, n))
                    printf(": got 0x%llx, want 0x%llx\n", (unsigned long long)got, (unsigned long long)w);
            }
            l->gets += p->last_offset - p->first_offset + 1u;
        }
    }
    fill_canaries();
}

/* Only one region is live, the rest canaries. The byte on each side is checked after every put
 * (an early start or an overrun touches it), the whole buffer after each run. */
static void check_puts(const part *p, lane *lanes, unsigned nl, uint64_t first, uint64_t end)
{
    unsigned n = p->bits / 8u, k, off, i;
    uint8_t b[MAX_BYTES];
    uint64_t x, mask = p->bits >= 64 ? UINT64_MAX : (UINT64_C(1) << p->bits) - 1u;
    for (k = 0; k < nl; k++) {
        lane *l = &lanes[k];
        int big = order_is_big(l->acc->order);
        for (off = p->first_offset; off <= p->last_offset; off++) {
            uint8_t *r = region(off);
            const uint8_t *c = canary + (r - mem);
            long stray;
            for (x = first; x < end; x++) {
                uint64_t v;
                unsigned diff = 0;
                make_pattern(p->kind, x, n, b);
                v = model_value(b, n, big);
                for (i = 0; i < n; i++) r[i] = (uint8_t)~b[i];
                /* Odd patterns carry ones above the width: the put must ignore them. */
                l->acc->put(r, v | (x & 1u ? ~mask : 0));
                for (i = 0; i < n; i++) diff |= (unsigned)(r[i] ^ b[i]);
                diff |= (unsigned)(r[-1] ^ c[-1]) | (unsigned)(r[n] ^ c[n]);
                if (diff != 0) {
                    if (mismatch(l, "put", off, b, n)) {
                        printf(" (value 0x%llx): wrote", (unsigned long long)v);
                        print_bytes(r - 1, n + 2u);
                        printf(", want");
                        print_bytes(c - 1, 1);
                        print_bytes(b, n);
                        print_bytes(c + n, 1);
                        printf(" (with the canary byte on each side)\n");
                    }
                    memcpy(mem, canary, MEM_SIZE); /* report a stray byte once */
                }
            }
            l->puts += end - first;
            stray = first_bad_canary(r, n);
            if (stray >= 0 && mismatch(l, "put", off, b, 0))
                printf(": byte %ld from the region was overwritten by one of the puts of patterns %llu..%llu\n",
                       stray - (long)(r - mem), (unsigned long long)first, (unsigned long long)end - 1u);
            memcpy(mem, canary, MEM_SIZE);
        }
    }
}

static void run_part(const part *p)
{
    lane lanes[TABLES * (UA_ACCESSOR_COUNT + UA_SIGNED_ACCESSOR_COUNT)];
    unsigned nl = 0, t, k;
    int is_signed;
    uint64_t first;
    unsigned long long inputs = 0, bad = 0;
    char cell[48];
    time_t part_start = time(NULL);

    /* Unsigned lanes then signed, per strategy: one summary row per strategy. */
    for (t = 0; t < TABLES; t++)
        for (is_signed = 0; is_signed <= 1; is_signed++) {
            const ua_accessor *list = is_signed ? tables[t]->signed_accessor : tables[t]->accessor;
            unsigned count = is_signed ? UA_SIGNED_ACCESSOR_COUNT : UA_ACCESSOR_COUNT;
            for (k = 0; k < count; k++)
                if (list[k].bits == p->bits) {
                    lane l = { t, &list[k], is_signed, 0, 0, 0 };
                    lanes[nl++] = l;
                }
        }
    fill_canaries();
    /* Block by block, gets then puts, so --stop-after ends a run at once whichever lane is wrong. */
    for (first = 0; first < p->patterns && reported < stop_after; first += BLOCK) {
        uint64_t end = p->patterns - first < BLOCK ? p->patterns : first + BLOCK;
        check_gets(p, lanes, nl, first, end);
        if (p->puts) check_puts(p, lanes, nl, first, end);
        if ((first & 0xFFFFu) == 0) progress(p, first, p->patterns);
    }
    if (time(NULL) - started >= 1 && isatty(2)) fprintf(stderr, "\r%60s\r", "");

    printf("%s, %u-bit, %s (%llu), offsets %u..%u, %s; inputs checked/mismatches:\n  %-12s", label,
           p->bits, p->kind == EVERY_PATTERN ? "every byte pattern" : "single-byte patterns on 0x00 and 0xFF",
           (unsigned long long)p->patterns, p->first_offset, p->last_offset, p->puts ? "get and put" : "get",
           "strategy");
    for (k = 0; k < nl && lanes[k].table == lanes[0].table; k++)
        printf("  %17s%s%u", order_name(lanes[k].acc->order), lanes[k].is_signed ? "s" : " ", p->bits);
    for (k = 0; k < nl; k++) {
        const lane *l = &lanes[k];
        if (k == 0 || l->table != lanes[k - 1].table) printf("\n  %-12s", strategy_name(l->table));
        snprintf(cell, sizeof cell, "%llu/%llu", l->gets + l->puts, l->mismatches);
        printf("  %20s", cell);
        table_inputs[l->table] += l->gets + l->puts;
        table_mismatches[l->table] += l->mismatches;
        inputs += l->gets + l->puts;
        bad += l->mismatches;
    }
    printf("\n");
    printf("  %u-bit total: %llu inputs checked, %llu mismatches, %ld s\n", p->bits, inputs, bad,
           (long)(time(NULL) - part_start));
}

int main(int argc, char **argv)
{
    unsigned t, j;
    int a = 1, status = 0;

    if (argc > 2 && strcmp(argv[1], "--stop-after") == 0) {
        stop_after = strtoull(argv[2], NULL, 10);
        a = 3;
    }
    if (argc - a < 2 || stop_after == 0) {
        fprintf(stderr, "usage: %s [--stop-after N] LABEL PART...  (PART: 16 24 wide 32all)\n", argv[0]);
        return 2;
    }
    label = argv[a++];
    setvbuf(stdout, NULL, _IOLBF, 0); /* whole lines: configs run side by side under make -j */
    started = last_progress = time(NULL);
    if (!model_selftest()) {
        printf("FAIL exhaustive %s: the reference model fails its own test vectors\n", label);
        return 1;
    }
    printf("exhaustive %s: %s, %s-endian, %u strategies\n", label, UA_TARGET_NAME,
           host_big_endian ? "big" : "little", (unsigned)TABLES);
    for (; a < argc && reported < stop_after; a++) {
        int found = 0;
        for (j = 0; j < PARTS; j++)
            if (strcmp(argv[a], parts[j].name) == 0) {
                run_part(&parts[j]);
                found = 1;
            }
        if (!found) {
            fprintf(stderr, "exhaustive: unknown part '%s' (16 24 wide 32all)\n", argv[a]);
            return 2;
        }
        for (t = 0; t < TABLES; t++)
            snprintf(table_parts[t] + strlen(table_parts[t]), sizeof table_parts[t] - strlen(table_parts[t]),
                     "%s%s", table_parts[t][0] ? "+" : "", argv[a]);
    }
    for (t = 0; t < TABLES; t++) {
        int ok = table_inputs[t] > 0 && table_mismatches[t] == 0 && reported < stop_after;
        printf("%s exhaustive %s %s: %s, %llu inputs checked, %llu mismatches%s\n", ok ? "PASS" : "FAIL", label,
               strategy_name(t), table_parts[t], table_inputs[t], table_mismatches[t],
               reported < stop_after ? "" : " (run stopped early: --stop-after)");
        if (!ok) status = 1;
    }
    return status;
}
