/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for src/unaligned_cursor.h: every field at every length and position, succeeding exactly
 * when enough bytes remain and changing nothing on error; counts near SIZE_MAX, where `pos + n` would
 * wrap; zero-length (NULL, 0) buffers for UBSan. Sanitizer builds set UA_TEST_GUARD to 0, so ASan
 * sees an access one past the end.
 * usage: test_cursor LABEL
 */
#include <stdlib.h>
#include <string.h>

#include "unaligned_cursor.h"
#include "byte_model.h"
#include "check.h"
#include "field_table.h"

#ifndef UA_TEST_GUARD
#  define UA_TEST_GUARD 16
#endif
enum { MAX_LEN = 20, GUARD = UA_TEST_GUARD, CANARY = 0xA5 };
static const uint64_t SENTINEL = UINT64_C(0x5A5A5A5A5A5A5A5A);


/* The byte model, sign-extended for les/bes. */
static uint64_t field_model(const cursor_field *f, const uint8_t *p)
{
    uint64_t v = model_get(f->order, f->bits, p);
    return (f->is_signed ? ua_test_sign_extend(v, f->bits) : v) & model_mask(f->type_bits);
}

static uint8_t *alloc_bytes(size_t n, uint64_t *rng)
{
    uint8_t *p = (uint8_t *)malloc(n + GUARD > 0 ? n + GUARD : 1); /* malloc(0) may return NULL */
    if (p == NULL) abort();
    model_random_bytes(p, n, rng);
    memset(p + n, CANARY, GUARD);
    return p;
}

static int same_bytes(const uint8_t *a, const uint8_t *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

static int canary_intact(const uint8_t *p, size_t n)
{
    size_t i;
    for (i = n; i < n + GUARD; i++) /* not i < GUARD: GUARD may be 0 */
        if (p[i] != CANARY) return 0;
    return 1;
}

/* check_u64 with the calling test's c, name and pos. */
#define EXPECT(got, want, what) check_u64(c, (uint64_t)(got), (uint64_t)(want), what, name, (unsigned)pos)

/* ---- fixed-width fields ---- */

static void test_field_reads(ua_check *c, const cursor_field *f, uint64_t *rng)
{
    size_t len, pos, width = f->bits / 8u;
    char name[64];
    for (len = 0; len <= MAX_LEN; len++) {
        uint8_t *buf = alloc_bytes(len, rng), *orig = alloc_bytes(len, rng);
        memcpy(orig, buf, len);
        snprintf(name, sizeof name, "read %s len %u", f->name, (unsigned)len);
        for (pos = 0; pos <= len; pos++) {
            ua_reader r;
            uint64_t out = SENTINEL;
            int e;
            ua_reader_init(&r, buf, len);
            EXPECT(ua_skip(&r, pos), 0, "skip to position");
            e = f->read(&r, &out);
            if (len - pos >= width) {
                EXPECT(e, 0, "result");
                EXPECT(out, field_model(f, buf + pos), "value");
                EXPECT(r.pos, pos + width, "position after");
            } else {
                EXPECT(e, UA_ETRUNC, "result when short");
                EXPECT(out, SENTINEL & model_mask(f->type_bits), "output kept when short");
                EXPECT(r.pos, pos, "position kept when short");
            }
            EXPECT(r.buf == buf && r.len == len, 1, "buffer and length kept");
            EXPECT(ua_remaining(&r), len - r.pos, "remaining");
            EXPECT(same_bytes(buf, orig, len), 1, "buffer unchanged");
        }
        free(buf);
        free(orig);
    }
}

static void test_field_writes(ua_check *c, const cursor_field *f, uint64_t *rng)
{
    size_t len, pos, width = f->bits / 8u;
    char name[64];
    for (len = 0; len <= MAX_LEN; len++) {
        uint8_t *buf = alloc_bytes(len, rng), *want = alloc_bytes(len, rng);
        snprintf(name, sizeof name, "write %s len %u", f->name, (unsigned)len);
        for (pos = 0; pos <= len; pos++) {
            ua_writer w;
            uint64_t v = model_random(rng);
            int e;
            memcpy(want, buf, len);
            ua_writer_init(&w, buf, len);
            EXPECT(ua_writer_skip(&w, pos), 0, "skip to position");
            e = f->write(&w, v);
            if (len - pos >= width) {
                model_put(f->order, f->bits, want + pos, v);
                EXPECT(e, 0, "result");
                EXPECT(w.pos, pos + width, "position after");
                EXPECT(same_bytes(buf, want, len), 1, "bytes of the model, others kept");
            } else {
                EXPECT(e, UA_ETRUNC, "result when short");
                EXPECT(w.pos, pos, "position kept when short");
                EXPECT(same_bytes(buf, want, len), 1, "buffer unchanged when short");
            }
            EXPECT(w.buf == buf && w.len == len, 1, "buffer and length kept");
            EXPECT(ua_writer_remaining(&w), len - w.pos, "remaining");
            EXPECT(canary_intact(buf, len), 1, "bytes past the end untouched");
        }
        free(buf);
        free(want);
    }
}

/* ---- byte strings and skips ---- */

/* The counts tried at each (len, pos): every small one, and those near SIZE_MAX for which a bounds
 * check written as `pos + n > len` would wrap and pass. */
static size_t counts(size_t len, size_t pos, size_t *out)
{
    size_t k = 0, n;
    for (n = 0; n <= len + 2; n++) out[k++] = n;
    out[k++] = SIZE_MAX;
    out[k++] = SIZE_MAX - pos + 1;     /* pos + n == 0 */
    out[k++] = SIZE_MAX - pos + 1 + len; /* pos + n == len (wrapped) */
    out[k++] = SIZE_MAX - pos;         /* pos + n == SIZE_MAX */
    out[k++] = SIZE_MAX / 2 + 1;
    return k;
}
enum { MAX_COUNTS = MAX_LEN + 3 + 5 };

static void test_bytes_and_skips(ua_check *c, uint64_t *rng)
{
    size_t len, pos, k, m, list[MAX_COUNTS];
    char name[64];
    for (len = 0; len <= MAX_LEN; len++)
        for (pos = 0; pos <= len; pos++) {
            m = counts(len, pos, list);
            for (k = 0; k < m; k++) {
                size_t n = list[k], size = n <= MAX_LEN + 2 ? n : 8; /* huge n: must fail untouched */
                int fits = n <= len - pos, want_e = fits ? 0 : UA_ETRUNC;
                size_t want_pos = fits ? pos + n : pos;
                uint8_t *buf = alloc_bytes(len, rng), *orig = alloc_bytes(len, rng);
                uint8_t *other = alloc_bytes(size, rng), *other_orig = alloc_bytes(size, rng);
                ua_reader r;
                ua_writer w;
                memcpy(orig, buf, len);
                memcpy(other_orig, other, size);
                snprintf(name, sizeof name, "len %u pos %u n %zu", (unsigned)len, (unsigned)pos, n);

                ua_reader_init(&r, buf, len);
                EXPECT(ua_skip(&r, pos), 0, "skip to position");
                EXPECT(ua_read_bytes(&r, other, n), want_e, "read_bytes result");
                EXPECT(r.pos, want_pos, "read_bytes position");
                EXPECT(ua_remaining(&r), len - r.pos, "read_bytes remaining");
                EXPECT(same_bytes(other, fits ? buf + pos : other_orig, fits ? n : size), 1,
                       fits ? "read_bytes copied" : "read_bytes output untouched");
                EXPECT(canary_intact(other, size), 1, "read_bytes past the output");
                EXPECT(same_bytes(buf, orig, len), 1, "read_bytes buffer unchanged");

                ua_reader_init(&r, buf, len);
                EXPECT(ua_skip(&r, pos), 0, "skip to position");
                EXPECT(ua_skip(&r, n), want_e, "skip result");
                EXPECT(r.pos, want_pos, "skip position");
                EXPECT(ua_remaining(&r), len - r.pos, "skip remaining");

                /* ua_write_bytes: other is the source */
                memcpy(other, other_orig, size);
                ua_writer_init(&w, buf, len);
                EXPECT(ua_writer_skip(&w, pos), 0, "skip to position");
                EXPECT(ua_write_bytes(&w, other, n), want_e, "write_bytes result");
                EXPECT(w.pos, want_pos, "write_bytes position");
                EXPECT(ua_writer_remaining(&w), len - w.pos, "write_bytes remaining");
                if (fits) memcpy(orig + pos, other_orig, n);
                EXPECT(same_bytes(buf, orig, len), 1,
                       fits ? "write_bytes wrote exactly n bytes" : "write_bytes buffer unchanged");
                EXPECT(canary_intact(buf, len), 1, "write_bytes past the end");
                EXPECT(same_bytes(other, other_orig, size), 1, "write_bytes source unchanged");

                /* ua_writer_skip: the skipped bytes keep their values */
                memcpy(orig, buf, len);
                ua_writer_init(&w, buf, len);
                EXPECT(ua_writer_skip(&w, pos), 0, "skip to position");
                EXPECT(ua_writer_skip(&w, n), want_e, "writer_skip result");
                EXPECT(w.pos, want_pos, "writer_skip position");
                EXPECT(ua_writer_remaining(&w), len - w.pos, "writer_skip remaining");
                EXPECT(same_bytes(buf, orig, len), 1, "writer_skip buffer unchanged");

                free(buf); free(orig); free(other); free(other_orig);
            }
        }
}

/* ---- huge lengths and empty buffers ---- */

/* A cursor claiming SIZE_MAX bytes: near the end every call must fail on the length alone, before
 * any address is formed. */
static void test_huge_len(ua_check *c)
{
#define EXPECT_HUGE(got, want, what, name) check_u64(c, (uint64_t)(got), (uint64_t)(want), "huge len: " what, name, (unsigned)left)
    uint8_t mem[16] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 };
    size_t left;
    const cursor_field *f;
    ua_reader r;
    ua_writer w;
    uint16_t v = 0;
    uint8_t dst[16] = { 0 }; /* as large as any count tried: GCC -O3 checks the size of every copy */
    for (left = 0; left <= 9; left++) {
        ua_reader_init(&r, mem, SIZE_MAX);
        check_u64(c, (uint64_t)ua_read_le16(&r, &v), 0, "huge len: first read", "le16", 0);
        check_u64(c, v, 0x0201, "huge len: first value", "le16", 0);
        EXPECT_HUGE(ua_skip(&r, SIZE_MAX - 2 - left), 0, "skip to the end", "skip");
        EXPECT_HUGE(ua_remaining(&r), left, "remaining", "remaining");
        for (f = cursor_fields; f < cursor_fields + CURSOR_FIELD_COUNT; f++) {
            uint64_t out = SENTINEL;
            if (f->bits / 8u <= left) continue; /* would read past mem */
            EXPECT_HUGE(f->read(&r, &out), UA_ETRUNC, "read at the end", f->name);
            EXPECT_HUGE(r.pos, SIZE_MAX - left, "position kept", f->name);
        }
        EXPECT_HUGE(ua_read_bytes(&r, dst, left + 1), UA_ETRUNC, "read_bytes", "read_bytes");
        EXPECT_HUGE(ua_skip(&r, left + 1), UA_ETRUNC, "skip past the end", "skip");
        EXPECT_HUGE(ua_skip(&r, SIZE_MAX), UA_ETRUNC, "skip SIZE_MAX", "skip");
        EXPECT_HUGE(ua_skip(&r, left), 0, "skip to the very end", "skip");
        EXPECT_HUGE(r.pos, SIZE_MAX, "position SIZE_MAX", "skip");
        EXPECT_HUGE(ua_remaining(&r), 0, "nothing left", "remaining");

        ua_writer_init(&w, mem, SIZE_MAX);
        EXPECT_HUGE(ua_writer_skip(&w, SIZE_MAX - left), 0, "writer skip", "writer_skip");
        for (f = cursor_fields; f < cursor_fields + CURSOR_FIELD_COUNT; f++) {
            if (f->bits / 8u <= left) continue;
            EXPECT_HUGE(f->write(&w, 0), UA_ETRUNC, "write at the end", f->name);
            EXPECT_HUGE(w.pos, SIZE_MAX - left, "writer position kept", f->name);
        }
        EXPECT_HUGE(ua_write_bytes(&w, dst, left + 1), UA_ETRUNC, "write_bytes", "write_bytes");
        EXPECT_HUGE(ua_writer_skip(&w, SIZE_MAX), UA_ETRUNC, "writer skip SIZE_MAX", "writer_skip");
    }
}

static void test_empty(ua_check *c, const char *what, void *buf)
{
    ua_reader r;
    ua_writer w;
    const cursor_field *f;
#define EXPECT_EMPTY(got, want, name) check_u64(c, (uint64_t)(got), (uint64_t)(want), what, name, 0)
    ua_reader_init(&r, buf, 0);
    ua_writer_init(&w, buf, 0);
    for (f = cursor_fields; f < cursor_fields + CURSOR_FIELD_COUNT; f++) {
        uint64_t out = SENTINEL;
        EXPECT_EMPTY(f->read(&r, &out), UA_ETRUNC, f->name);
        EXPECT_EMPTY(out, SENTINEL & model_mask(f->type_bits), f->name);
        EXPECT_EMPTY(f->write(&w, 0), UA_ETRUNC, f->name);
    }
    EXPECT_EMPTY(ua_read_bytes(&r, NULL, 0), 0, "read_bytes 0");
    EXPECT_EMPTY(ua_write_bytes(&w, NULL, 0), 0, "write_bytes 0");
    EXPECT_EMPTY(ua_skip(&r, 0), 0, "skip 0");
    EXPECT_EMPTY(ua_writer_skip(&w, 0), 0, "writer_skip 0");
    EXPECT_EMPTY(ua_skip(&r, 1), UA_ETRUNC, "skip 1");
    EXPECT_EMPTY(ua_writer_skip(&w, SIZE_MAX), UA_ETRUNC, "writer_skip SIZE_MAX");
    EXPECT_EMPTY(r.pos + w.pos + ua_remaining(&r) + ua_writer_remaining(&w), 0, "positions");
}

/* Fields of every width back to back, ending exactly at the end of the buffer. */
static void test_sequence(ua_check *c, uint64_t *rng)
{
    uint8_t buf[256]; /* every field once: 117 bytes */
    size_t k, total = 0;
    ua_reader r;
    ua_writer w;
    uint64_t values[CURSOR_FIELD_COUNT];
    for (k = 0; k < CURSOR_FIELD_COUNT; k++) total += cursor_fields[k].bits / 8u;
    ua_writer_init(&w, buf, total);
    for (k = 0; k < CURSOR_FIELD_COUNT; k++) {
        values[k] = model_random(rng) & model_mask(cursor_fields[k].bits);
        check_u64(c, (uint64_t)cursor_fields[k].write(&w, values[k]), 0, "sequence write", cursor_fields[k].name, (unsigned)k);
    }
    check_u64(c, ua_writer_remaining(&w), 0, "sequence: writer full", "writer", 0);
    ua_reader_init(&r, buf, total);
    for (k = 0; k < CURSOR_FIELD_COUNT; k++) {
        uint64_t out = 0;
        check_u64(c, (uint64_t)cursor_fields[k].read(&r, &out), 0, "sequence read", cursor_fields[k].name, (unsigned)k);
        check_u64(c, out & model_mask(cursor_fields[k].bits), values[k], "sequence value", cursor_fields[k].name, (unsigned)k);
    }
    check_u64(c, ua_remaining(&r), 0, "sequence: reader at the end", "reader", 0);
}

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "cursor", 0, 0 };
    uint64_t rng = UINT64_C(0x9E3779B97F4A7C15);
    uint8_t one[1] = { 0 };
    size_t k;
    for (k = 0; k < CURSOR_FIELD_COUNT; k++) {
        test_field_reads(&c, &cursor_fields[k], &rng);
        test_field_writes(&c, &cursor_fields[k], &rng);
    }
    test_bytes_and_skips(&c, &rng);
    test_huge_len(&c);
    test_empty(&c, "empty buffer (NULL, 0)", NULL);
    test_empty(&c, "empty buffer (p, 0)", one);
    test_sequence(&c, &rng);
    return check_report(&c);
}
