/* SPDX-License-Identifier: MIT */
/*
 * The contracts of specs/builtins.acsl, checked on the compiled builtins (calls.c): bswap16/32 on
 * every input against a byte model of additions only (nothing a compiler could turn into a swap),
 * bswap64 on structured and random inputs, each with the contract's `inverse`; memcpy of 2, 4 and 8
 * bytes at offsets 0..15, with canaries.
 * usage: check LABEL [BUILTIN]   one PASS or FAIL line per builtin, or for the one named
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "calls.h"

#define UA_MAX_REPORTED 5

typedef struct {
    const char *label;
    const char *name;
    unsigned long long checks;
    unsigned long long failures;
} ua_tally;

static int ua_expect(ua_tally *t, uint64_t got, uint64_t want, uint64_t input, const char *what)
{
    t->checks++;
    if (got == want) return 1;
    if (t->failures++ < UA_MAX_REPORTED)
        printf("  %s %s: %s of 0x%llx: got 0x%llx, want 0x%llx\n", t->label, t->name, what,
               (unsigned long long)input, (unsigned long long)got, (unsigned long long)want);
    return 0;
}

static int ua_report(const ua_tally *t)
{
    if (t->checks == 0 || t->failures != 0) {
        printf("FAIL %s %s: %llu of %llu checks failed\n", t->label, t->name, t->failures, t->checks);
        return 1;
    }
    printf("PASS %s %s: %llu checks\n", t->label, t->name, t->checks);
    return 0;
}

/* The contract's model, transcribed from specs/bswap_model.acsl (integer arithmetic). */
static uint64_t ua_model_bswap16(uint64_t x) { return x % 0x100 * 0x100 + x / 0x100 % 0x100; }
static uint64_t ua_model_bswap32(uint64_t x)
{
    return x % 0x100 * 0x1000000 + x / 0x100 % 0x100 * 0x10000 + x / 0x10000 % 0x100 * 0x100
         + x / 0x1000000 % 0x100;
}
static uint64_t ua_model_bswap64(uint64_t x)
{
    return ua_model_bswap32(x % 0x100000000u) * 0x100000000u + ua_model_bswap32(x / 0x100000000u);
}

static int check_bswap16(const char *label)
{
    ua_tally t = { label, "ua_builtin_bswap16", 0, 0 };
    uint32_t b0, b1, x = 0;
    for (b1 = 0; b1 < 0x100; b1++)
        for (b0 = 0; b0 < 0x100; b0++, x++) {
            /* x has the bytes b0 (low), b1; its reversal has them the other way round. */
            uint16_t r = ua_check_bswap16((uint16_t)x);
            ua_expect(&t, r, b1 + 0x100 * b0, x, "swapped");
            ua_expect(&t, ua_model_bswap16(r), x, x, "inverse");
        }
    return ua_report(&t);
}

static int check_bswap32(const char *label)
{
    ua_tally t = { label, "ua_builtin_bswap32", 0, 0 };
    uint32_t b0, b1, b2, b3, x = 0;
    for (b3 = 0; b3 < 0x100; b3++)
        for (b2 = 0; b2 < 0x100; b2++)
            for (b1 = 0; b1 < 0x100; b1++) {
                /* x = b0 + 2^8 b1 + 2^16 b2 + 2^24 b3; want = b3 + 2^8 b2 + 2^16 b1 + 2^24 b0. */
                uint32_t want = b3 + 0x100 * b2 + 0x10000 * b1;
                for (b0 = 0; b0 < 0x100; b0++, x++, want += 0x1000000u) {
                    uint32_t r = ua_check_bswap32(x);
                    if (r != want || ua_model_bswap32(r) != x) {
                        ua_expect(&t, r, want, x, "swapped");
                        ua_expect(&t, ua_model_bswap32(r), x, x, "inverse");
                        if (t.failures > UA_MAX_REPORTED) return ua_report(&t);
                    } else {
                        t.checks += 2;
                    }
                }
            }
    return ua_report(&t);
}

static uint64_t ua_next(uint64_t *s) /* xorshift64: a fixed, reproducible sequence */
{
    *s ^= *s << 13; *s ^= *s >> 7; *s ^= *s << 17;
    return *s;
}

static void check_bswap64_one(ua_tally *t, uint64_t x)
{
    uint64_t r = ua_check_bswap64(x);
    uint64_t halves = (uint64_t)ua_check_bswap32((uint32_t)x) << 32 | ua_check_bswap32((uint32_t)(x >> 32));
    uint64_t digits = x, want = 0;
    int k;
    for (k = 0; k < 8; k++) { want = want * 0x100 + digits % 0x100; digits /= 0x100; }
    ua_expect(t, r, want, x, "swapped (bytes)");
    ua_expect(t, r, ua_model_bswap64(x), x, "swapped (contract formula)");
    ua_expect(t, ua_model_bswap64(r), x, x, "inverse");
    ua_expect(t, r, halves, x, "two 32-bit swaps");
}

static int check_bswap64(const char *label)
{
    ua_tally t = { label, "ua_builtin_bswap64", 0, 0 };
    uint64_t seed = 0x9E3779B97F4A7C15u;
    unsigned k, v;
    long i;
    check_bswap64_one(&t, 0);
    check_bswap64_one(&t, UINT64_MAX);
    check_bswap64_one(&t, 0x0123456789ABCDEFu);
    for (k = 0; k < 64; k++) {                 /* one bit set, one bit clear */
        check_bswap64_one(&t, (uint64_t)1 << k);
        check_bswap64_one(&t, ~((uint64_t)1 << k));
    }
    for (k = 0; k < 8; k++)                    /* every value of one byte, the others 0 or 0xFF */
        for (v = 0; v < 0x100; v++) {
            check_bswap64_one(&t, (uint64_t)v << (8 * k));
            check_bswap64_one(&t, ~((uint64_t)0xFF << (8 * k)) | (uint64_t)v << (8 * k));
        }
    for (i = 0; i < (1L << 22); i++) check_bswap64_one(&t, ua_next(&seed));
    return ua_report(&t);
}

#define UA_SPAN 40 /* offsets 0..15, 8 bytes, and canaries on both sides */
#define UA_CANARY 0xA5u

static void ua_fill(uint8_t *b, uint8_t first)
{
    int i;
    for (i = 0; i < UA_SPAN; i++) b[i] = (uint8_t)(first + i); /* never the canary: first < 0x60 */
}

/* dst must hold want[0 .. n-1] at off and the canary everywhere else. */
static void ua_expect_bytes(ua_tally *t, const uint8_t *dst, unsigned off, const uint8_t *want,
                            unsigned n, const char *what)
{
    unsigned i;
    for (i = 0; i < UA_SPAN; i++) {
        unsigned expected = i >= off && i < off + n ? want[i - off] : UA_CANARY;
        ua_expect(t, dst[i], expected, (uint64_t)n << 16 | (uint64_t)off << 8 | i, what);
    }
}

static int check_memcpy(const char *label)
{
    ua_tally t = { label, "ua_builtin_memcpy", 0, 0 };
    uint8_t src[UA_SPAN], orig[UA_SPAN], dst[UA_SPAN];
    unsigned n, so, d;
    for (n = 2; n <= 8; n *= 2)
        for (so = 0; so < 16; so++)
            for (d = 0; d < 16; d++) {
                uint8_t bytes[8];
                uint16_t v16 = 0; uint32_t v32 = 0; uint64_t v64 = 0;
                ua_fill(src, (uint8_t)(so + d)); memcpy(orig, src, sizeof src);
                memset(dst, UA_CANARY, sizeof dst);
                if (n == 2) ua_check_copy16(dst + d, src + so);
                else if (n == 4) ua_check_copy32(dst + d, src + so);
                else ua_check_copy64(dst + d, src + so);
                ua_expect_bytes(&t, dst, d, src + so, n, "copy (input: size<<16 | offset<<8 | byte)");
                /* Load into a local: its object representation is the source's n bytes. */
                if (n == 2) { v16 = ua_check_load16(src + so); memcpy(bytes, &v16, 2); }
                else if (n == 4) { v32 = ua_check_load32(src + so); memcpy(bytes, &v32, 4); }
                else { v64 = ua_check_load64(src + so); memcpy(bytes, &v64, 8); }
                ua_expect(&t, (uint64_t)memcmp(bytes, src + so, n), 0, (uint64_t)n << 8 | so, "load");
                memset(dst, UA_CANARY, sizeof dst);
                if (n == 2) ua_check_store16(dst + d, v16);
                else if (n == 4) ua_check_store32(dst + d, v32);
                else ua_check_store64(dst + d, v64);
                ua_expect_bytes(&t, dst, d, bytes, n, "store (input: size<<16 | offset<<8 | byte)");
                ua_expect(&t, (uint64_t)memcmp(src, orig, sizeof src), 0, so, "source unchanged");
            }
    return ua_report(&t);
}

int main(int argc, char **argv)
{
    static const struct { const char *name; int (*check)(const char *label); } checks[] = {
        { "ua_builtin_bswap16", check_bswap16 },
        { "ua_builtin_bswap64", check_bswap64 },
        { "ua_builtin_memcpy", check_memcpy },
        { "ua_builtin_bswap32", check_bswap32 }, /* last: the long one */
    };
    const char *label = argc > 1 ? argv[1] : "builtins";
    int status = 0, ran = 0;
    size_t i;
    for (i = 0; i < sizeof checks / sizeof checks[0]; i++)
        if (argc <= 2 || strcmp(argv[2], checks[i].name) == 0) {
            status |= checks[i].check(label);
            ran = 1;
        }
    if (!ran) printf("FAIL %s: no builtin named %s\n", label, argv[2]);
    return status || !ran;
}
