/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: reads, writes and skips (format: cursor_input.h) on 0..64-byte buffers at any
 * alignment, against a model with its own positions: a call succeeds exactly when the bytes are
 * there and changes nothing on error. A zero-length buffer is NULL at odd reader offsets, so the
 * sanitizers see any NULL + 0 the cursors would form.
 */
#include <inttypes.h>
#include <string.h>

#include "unaligned_cursor.h"
#include "cursor_input.h"
#include "fuzz.h"
#include "fuzz_helpers.h"
#include "reference.h"
#include "../tests/cursor/field_table.h"

enum { GUARD = 16, ARENA = GUARD + 16 + CURSOR_MAX_LEN + GUARD, COPY_MAX = CURSOR_COUNT_NEAR_MAX };
static const uint64_t SENTINEL = UINT64_C(0xA5C3A5C3A5C3A5C3);

/* the input format's field numbers (cursor_input.h) index this table */
typedef char field_count_matches_input[(int)CURSOR_FIELD_COUNT == (int)CURSOR_FIELDS ? 1 : -1];

static _Alignas(16) uint8_t reader_arena[ARENA], reader_model[ARENA];
static _Alignas(16) uint8_t writer_arena[ARENA], writer_model[ARENA];
static uint8_t dst_arena[GUARD + COPY_MAX + GUARD], dst_model[GUARD + COPY_MAX + GUARD];
static uint8_t source[COPY_MAX]; /* what write_bytes copies from */

static uint8_t canary(size_t i) { return (uint8_t)(0x3Cu ^ (i * 0x2Du)); }

/* The model's bounds check, written differently from the library's `n > len - pos`. */
static int model_fits(size_t pos, size_t n, size_t len) { return n <= len && pos <= len - n; }

static long first_difference(const uint8_t *a, const uint8_t *b, size_t n)
{
    size_t i;
    for (i = 0; i < n; i++)
        if (a[i] != b[i]) return (long)i;
    return -1;
}

typedef struct {
    unsigned step;
    size_t len;
    const char *what;
} where;
#define AT "step %u, %s, len %zu: "
#define AT_ARGS(w) (w)->step, (w)->what, (w)->len

static void check_arenas(const where *w, const ua_reader *r, size_t rpos, const ua_writer *wr, size_t wpos)
{
    long d;
    FUZZ_ASSERT_MSG(r->pos == rpos, AT "reader position %zu, want %zu", AT_ARGS(w), r->pos, rpos);
    FUZZ_ASSERT_MSG(wr->pos == wpos, AT "writer position %zu, want %zu", AT_ARGS(w), wr->pos, wpos);
    FUZZ_ASSERT_MSG(r->len == w->len && wr->len == w->len, AT "a cursor's length changed", AT_ARGS(w));
    FUZZ_ASSERT_MSG(ua_remaining(r) == w->len - rpos, AT "ua_remaining %zu, want %zu", AT_ARGS(w),
                    ua_remaining(r), w->len - rpos);
    FUZZ_ASSERT_MSG(ua_writer_remaining(wr) == w->len - wpos, AT "ua_writer_remaining %zu, want %zu",
                    AT_ARGS(w), ua_writer_remaining(wr), w->len - wpos);
    d = first_difference(reader_arena, reader_model, ARENA);
    FUZZ_ASSERT_MSG(d < 0, AT "reader arena byte %ld changed", AT_ARGS(w), d);
    d = first_difference(writer_arena, writer_model, ARENA);
    FUZZ_ASSERT_MSG(d < 0, AT "writer arena byte %ld (the buffer starts at %d + its offset) is 0x%02x, "
                    "want 0x%02x", AT_ARGS(w), d, GUARD, writer_arena[d < 0 ? 0 : d], writer_model[d < 0 ? 0 : d]);
    d = first_difference(dst_arena, dst_model, sizeof dst_arena);
    FUZZ_ASSERT_MSG(d < 0, AT "read_bytes destination byte %ld is 0x%02x, want 0x%02x", AT_ARGS(w), d,
                    dst_arena[d < 0 ? 0 : d], dst_model[d < 0 ? 0 : d]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = { data, size, 0 };
    size_t len = fuzz_input_byte(&in) % (CURSOR_MAX_LEN + 1u), i, rpos = 0, wpos = 0;
    uint8_t offsets = fuzz_input_byte(&in);
    int null = len == 0 && (offsets & 1u);
    uint8_t *rbuf = null ? NULL : reader_arena + GUARD + (offsets & 15u);
    uint8_t *wbuf = null ? NULL : writer_arena + GUARD + (offsets >> 4);
    uint8_t *wmodel = writer_model + GUARD + (offsets >> 4); /* wbuf's bytes in the model */
    ua_reader r;
    ua_writer w;
    where at = { 0, len, "start" };

    for (i = 0; i < ARENA; i++) reader_arena[i] = writer_arena[i] = canary(i);
    for (i = 0; i < sizeof dst_arena; i++) dst_arena[i] = canary(i + 7u);
    for (i = 0; i < COPY_MAX; i++) source[i] = (uint8_t)(i * 7u + 1u);
    for (i = 0; i < len; i++) {
        rbuf[i] = fuzz_input_byte(&in);
        wbuf[i] = (uint8_t)~rbuf[i];
    }
    memcpy(reader_model, reader_arena, ARENA);
    memcpy(writer_model, writer_arena, ARENA);
    memcpy(dst_model, dst_arena, sizeof dst_arena);
    ua_reader_init(&r, rbuf, len);
    ua_writer_init(&w, wbuf, len);
    check_arenas(&at, &r, rpos, &w, wpos);

    while (in.next < in.size) {
        unsigned op = fuzz_input_byte(&in) % CURSOR_OPS;
        at.step++;
        if (op < CURSOR_OP_WRITE) {
            const cursor_field *f = &cursor_fields[op - CURSOR_OP_READ];
            size_t width = f->bits / 8u;
            int fits = model_fits(rpos, width, len), e;
            uint64_t out = SENTINEL;
            at.what = f->name;
            e = f->read(&r, &out);
            FUZZ_ASSERT_MSG(e == (fits ? 0 : UA_ETRUNC), AT "read at %zu returned %d", AT_ARGS(&at), rpos, e);
            if (fits) {
                uint64_t want = (f->is_signed ? ref_get_signed : ref_get)(f->order, f->bits, rbuf + rpos)
                                & ref_mask(f->type_bits);
                FUZZ_ASSERT_MSG(out == want, AT "read at %zu gave 0x%" PRIx64 ", want 0x%" PRIx64,
                                AT_ARGS(&at), rpos, out, want);
                rpos += width;
            } else {
                FUZZ_ASSERT_MSG(out == (SENTINEL & ref_mask(f->type_bits)),
                                AT "failed read at %zu changed its output to 0x%" PRIx64, AT_ARGS(&at), rpos, out);
            }
        } else if (op < CURSOR_OP_READ_BYTES) {
            const cursor_field *f = &cursor_fields[op - CURSOR_OP_WRITE];
            size_t width = f->bits / 8u;
            int fits = model_fits(wpos, width, len), e;
            uint64_t v = 0;
            for (i = 0; i < 8; i++) v |= (uint64_t)fuzz_input_byte(&in) << (8u * i);
            at.what = f->name;
            e = f->write(&w, v);
            FUZZ_ASSERT_MSG(e == (fits ? 0 : UA_ETRUNC), AT "write at %zu returned %d", AT_ARGS(&at), wpos, e);
            if (fits) {
                ref_put(f->order, f->bits, wmodel + wpos, v);
                wpos += width;
            }
        } else {
            int writer = op == CURSOR_OP_WRITE_BYTES || op == CURSOR_OP_WRITER_SKIP;
            size_t pos = writer ? wpos : rpos, n = cursor_count(fuzz_input_byte(&in), pos);
            int fits = model_fits(pos, n, len), e;
            switch (op) {
            case CURSOR_OP_READ_BYTES:
                at.what = "read_bytes";
                e = ua_read_bytes(&r, dst_arena + GUARD, n);
                if (fits && n > 0) memcpy(dst_model + GUARD, rbuf + rpos, n);
                break;
            case CURSOR_OP_WRITE_BYTES:
                at.what = "write_bytes";
                e = ua_write_bytes(&w, source, n);
                if (fits && n > 0) memcpy(wmodel + wpos, source, n);
                break;
            case CURSOR_OP_SKIP:
                at.what = "skip";
                e = ua_skip(&r, n);
                break;
            default:
                at.what = "writer_skip";
                e = ua_writer_skip(&w, n);
                break;
            }
            FUZZ_ASSERT_MSG(e == (fits ? 0 : UA_ETRUNC), AT "count %zu at %zu returned %d", AT_ARGS(&at), n, pos, e);
            if (fits) *(writer ? &wpos : &rpos) += n;
        }
        check_arenas(&at, &r, rpos, &w, wpos);
    }
    return 0;
}
