/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for every accessor of one strategy (ua_table_under_test) at offsets 0..15: known
 * answers, the model on edge and random bytes, puts with canaries, round trips, the high bits wider
 * puts must ignore, ua_strategy_name(); signed ones against the model sign-extended; the aligned
 * ones the same at the offsets they allow.
 * usage: test_accessors LABEL
 */
#include <string.h>

#include "accessors.h"
#include "byte_model.h"
#include "check.h"

extern const ua_strategy_table ua_table_under_test;

enum { OFFSETS = 16, GUARD = 8, BUF = GUARD + OFFSETS + 8 + GUARD, CANARY = 0xA5 };

/* 8-byte aligned (GUARD and BUF are multiples of 8), for the aligned accessors. */
typedef union { uint64_t align; uint8_t b[BUF]; } buffer;

/* "le16", "bes24" (kind "s"), "lef32" (kind "f"), "ne32_aligned" (suffix "_aligned") */
static void name_of(const ua_accessor *a, const char *kind, const char *suffix, char *out, size_t size)
{
    snprintf(out, size, "%s%s%u%s", a->order == 'l' ? "le" : a->order == 'b' ? "be" : "ne", kind, a->bits, suffix);
}

/* What a get of the bytes at p must return: the model, sign-extended for a signed accessor. */
static uint64_t want_get(const ua_accessor *a, int is_signed, const uint8_t *p)
{
    uint64_t u = model_get(a->order, a->bits, p);
    return is_signed ? ua_test_sign_extend(u, a->bits) : u;
}

/* Known answers written out by hand for bytes 01 02 .. 08, so the model itself is checked too. */
static uint64_t known_answer(char order, unsigned bits)
{
    static const uint64_t le[] = { 0x0201, 0x030201, 0x04030201, 0x0504030201, 0x060504030201, 0x07060504030201,
                                   0x0807060504030201 };
    static const uint64_t be[] = { 0x0102, 0x010203, 0x01020304, 0x0102030405, 0x010203040506, 0x01020304050607,
                                   0x0102030405060708 };
    return model_order(order) == 'l' ? le[bits / 8u - 2u] : be[bits / 8u - 2u];
}

/* Signed known answers, by hand, for bytes FE FF .. FF: -2 little-endian, 0xFEFF.. big-endian. */
static int64_t known_negative(char order, unsigned bits)
{
    static const int64_t be[] = { -257, -65537, -16777217, -4294967297, -1099511627777, -281474976710657,
                                  -72057594037927937 };
    return order == 'l' ? -2 : be[bits / 8u - 2u];
}

static void test_known_negative(ua_check *c, const ua_accessor *a, const char *name)
{
    uint8_t buf[BUF];
    unsigned off;
    for (off = 0; off < OFFSETS; off++) {
        memset(buf, 0x00, sizeof buf);
        memset(buf + GUARD + off, 0xFF, 8);
        buf[GUARD + off] = 0xFE;
        check_u64(c, a->get(buf + GUARD + off), ua_test_from_signed(known_negative(a->order, a->bits)),
                  "known negative answer", name, off);
    }
}

/* IEEE 754 specials that a conversion would change: signalling and quiet NaNs with payloads, both
 * zeros, subnormals, infinities. Written with the model, read back, put again: the same bits. */
static void test_float_specials(ua_check *c, const ua_accessor *a, const char *name)
{
    static const uint64_t f32[] = { 0x7F800001u, 0xFF800001u, 0x7FBFFFFFu, 0x7FC00001u, 0x80000000u,
                                    0x00000000u, 0x00000001u, 0x807FFFFFu, 0x7F800000u, 0xFF800000u };
    static const uint64_t f64[] = { UINT64_C(0x7FF0000000000001), UINT64_C(0xFFF0000000000001),
                                    UINT64_C(0x7FF7FFFFFFFFFFFF), UINT64_C(0x7FF8000000000001),
                                    UINT64_C(0x8000000000000000), 0, 1, UINT64_C(0x800FFFFFFFFFFFFF),
                                    UINT64_C(0x7FF0000000000000), UINT64_C(0xFFF0000000000000) };
    uint8_t buf[BUF];
    unsigned off, i;
    for (i = 0; i < sizeof f32 / sizeof f32[0]; i++)
        for (off = 0; off < OFFSETS; off++) {
            uint64_t bits = a->bits == 32 ? f32[i] : f64[i], got;
            memset(buf, CANARY, sizeof buf);
            model_put(a->order, a->bits, buf + GUARD + off, bits);
            got = a->get(buf + GUARD + off);
            check_u64(c, got, bits, "special value read", name, off);
            memset(buf, CANARY, sizeof buf);
            a->put(buf + GUARD + off, got);
            check_u64(c, model_get(a->order, a->bits, buf + GUARD + off), bits, "special value written", name, off);
        }
}

/* The tests below try offsets 0, step, 2 * step, ... below OFFSETS: 1, or bits / 8 for the aligned
 * accessors. */
static void test_known_answers(ua_check *c, const ua_accessor *a, const char *name, unsigned step)
{
    buffer buf;
    unsigned off, i;
    for (off = 0; off < OFFSETS; off += step) {
        uint8_t *p = buf.b + GUARD + off;
        memset(buf.b, 0xEE, sizeof buf.b);
        for (i = 0; i < 8; i++) p[i] = (uint8_t)(i + 1);
        check_u64(c, a->get(p), known_answer(a->order, a->bits), "known answer", name, off);
        check_u64(c, model_get(a->order, a->bits, p), known_answer(a->order, a->bits), "model known answer", name, off);
    }
}

/* The byte patterns every get and put is tried on: edges first, then random. */
static void fill_pattern(uint8_t *p, unsigned n, unsigned pattern, uint64_t *rng)
{
    unsigned i;
    for (i = 0; i < n; i++) {
        switch (pattern) {
        case 0: p[i] = 0x00; break;
        case 1: p[i] = 0xFF; break;
        case 2: p[i] = i == 0 ? 0x80 : 0x00; break;
        case 3: p[i] = i == n - 1 ? 0x80 : 0x00; break;
        case 4: p[i] = 0x80; break;
        case 5: p[i] = 0x7F; break;
        case 6: p[i] = (uint8_t)(i & 1 ? 0x55 : 0xAA); break;
        default: p[i] = (uint8_t)model_random(rng); break;
        }
    }
}
enum { PATTERNS = 7 + 64 };

static void test_get(ua_check *c, const ua_accessor *a, int is_signed, const char *name, unsigned step,
                     uint64_t *rng)
{
    buffer buf;
    unsigned off, pat, n = a->bits / 8;
    for (pat = 0; pat < PATTERNS; pat++)
        for (off = 0; off < OFFSETS; off += step) {
            uint8_t *p = buf.b + GUARD + off;
            model_random_bytes(buf.b, BUF, rng);
            fill_pattern(p, n, pat, rng);
            check_u64(c, a->get(p), want_get(a, is_signed, p), "get", name, off);
        }
}

static void test_put(ua_check *c, const ua_accessor *a, int is_signed, const char *name, unsigned step,
                     uint64_t *rng)
{
    buffer buf;
    uint8_t want[BUF];
    unsigned off, pat, i, n = a->bits / 8;
    for (pat = 0; pat < PATTERNS; pat++)
        for (off = 0; off < OFFSETS; off += step) {
            uint8_t bytes[8];
            uint64_t v, extra = model_random(rng) & ~model_mask(a->bits);
            fill_pattern(bytes, n, pat, rng);
            v = model_get(a->order, a->bits, bytes);
            memset(buf.b, CANARY, sizeof buf.b);
            memcpy(want, buf.b, sizeof buf.b);
            model_put(a->order, a->bits, want + GUARD + off, v);
            /* Bits above the width must be ignored: 24/40/48/56 take wider types, the rest truncate (signed:
             * the table passes the low bits of the C type's width as that type). */
            a->put(buf.b + GUARD + off, v | extra);
            for (i = 0; i < BUF; i++)
                check_u64(c, buf.b[i], want[i], i < GUARD + off || i >= GUARD + off + n ? "canary" : "put byte",
                          name, off);
            check_u64(c, a->get(buf.b + GUARD + off), is_signed ? ua_test_sign_extend(v, a->bits) : v, "round trip",
                      name, off);
        }
}

/* ua_strategy_name(): the table's strategy; AUTO resolves to one of the four, or stays "AUTO" where
 * it mixes strategies per accessor. */
static void test_strategy_name(ua_check *c, const ua_strategy_table *t)
{
    static const char *const concrete[] = { "MEMCPY", "PACKED", "BYTES", "DIRECT" };
    const char *got = t->selected();
    int auto_built = strcmp(t->requested, "AUTO") == 0, ok = auto_built && strcmp(got, "AUTO") == 0;
    unsigned i;
    for (i = 0; i < sizeof concrete / sizeof concrete[0]; i++)
        if (strcmp(got, concrete[i]) == 0 && (auto_built || strcmp(got, t->requested) == 0)) ok = 1;
    c->checks++;
    if (!ok && c->failures++ < 10)
        printf("  mismatch: ua_strategy_name() is \"%s\" in a table built with %s\n", got, t->requested);
}

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "unit", 0, 0 };
    uint64_t rng = UINT64_C(0x9E3779B97F4A7C15);
    unsigned k;
    test_strategy_name(&c, &ua_table_under_test);
    for (k = 0; k < UA_ACCESSOR_COUNT; k++) {
        const ua_accessor *a = &ua_table_under_test.accessor[k];
        char name[8];
        name_of(a, "", "", name, sizeof name);
        test_known_answers(&c, a, name, 1);
        test_get(&c, a, 0, name, 1, &rng);
        test_put(&c, a, 0, name, 1, &rng);
    }
    /* IEEE 754: as bit patterns (signalling NaNs among the random ones), the unsigned answers. */
    for (k = 0; k < UA_FLOAT_ACCESSOR_COUNT; k++) {
        const ua_accessor *a = &ua_table_under_test.float_accessor[k];
        char name[8];
        name_of(a, "f", "", name, sizeof name);
        test_known_answers(&c, a, name, 1);
        test_float_specials(&c, a, name);
        test_get(&c, a, 0, name, 1, &rng);
        test_put(&c, a, 0, name, 1, &rng);
    }
    for (k = 0; k < UA_SIGNED_ACCESSOR_COUNT; k++) {
        const ua_accessor *a = &ua_table_under_test.signed_accessor[k];
        char name[8];
        name_of(a, "s", "", name, sizeof name);
        test_known_answers(&c, a, name, 1); /* bytes 01 .. 08: positive, the unsigned answers */
        test_known_negative(&c, a, name);
        test_get(&c, a, 1, name, 1, &rng);
        test_put(&c, a, 1, name, 1, &rng);
    }
    for (k = 0; k < UA_ALIGNED_ACCESSOR_COUNT; k++) {
        const ua_accessor *a = &ua_table_under_test.aligned_accessor[k];
        char name[16];
        name_of(a, "", "_aligned", name, sizeof name);
        test_known_answers(&c, a, name, a->bits / 8);
        test_get(&c, a, 0, name, a->bits / 8, &rng);
        test_put(&c, a, 0, name, a->bits / 8, &rng);
    }
    return check_report(&c);
}
