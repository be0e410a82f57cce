/* SPDX-License-Identifier: MIT */
/*
 * Eva harness for the families above the 34 accessors of eva.c: the signed and float accessors,
 * every field and byte function of the cursor, and every bulk and in-place conversion. Not the
 * aligned accessors: their precondition `(uintptr_t)p % 8 == 0` is about an address, which Eva
 * does not know for a variable (docs/proofs.md says what stands in).
 * Each runs on buffers of its own that end exactly at the last byte it may touch, with arbitrary
 * bytes and values; proofs/run-eva runs it, once per strategy and host order (proofs/units.list).
 *
 * A function that touches a byte it does not own fails as in eva.c. The cursor also runs one byte
 * short: the call must fail (`truncated`) and leave every byte as it was.
 * A float get may return any bit pattern, NaNs included: the unit runs with -warn-special-float none.
 */
#include "unaligned.h"
#include "unaligned_cursor.h"
#include "unaligned_bulk.h"
#include "accessors.h"
#include "__fc_builtin.h"
#include "eva_buffers.h"

#ifndef UA_EVA_SLACK
#  define UA_EVA_SLACK 0 /* proofs/faults.list sets -1: buffers one byte short must fail */
#endif

/* After a call that must change nothing: every one of the n bytes still its canary. */
static void ua_eva_check_unchanged(const uint8_t *b, unsigned n)
{
    unsigned i;
    /*@ loop unroll 24; */
    for (i = 0; i < n; i++) {
        /*@ assert unchanged: b[i] == UA_EVA_CANARY; */
    }
}

/* A cursor call's result: 0 and the position past the field, or UA_ETRUNC and the position kept.
 * (ACSL lives in functions, not macros: the preprocessor drops the comments of a macro body.) */
static void ua_eva_expect_ok(int ok, size_t pos, size_t want_pos)
{
    /*@ assert done: ok == 0 && pos == want_pos; */
}

static void ua_eva_expect_truncated(int ok, size_t pos, size_t want_pos)
{
    /*@ assert truncated: ok == UA_ETRUNC && pos == want_pos; */
}

/* Every one of the n bytes at p holds a value. */
static void ua_eva_check_set(const void *p, size_t n)
{
    /*@ assert all_set: \initialized((const uint8_t *)p + (0 .. n - 1)); */
}

/* F(offset, a, b, c) for every offset 3..0 (from 3 down, as in eva.c): eva.c runs the accessors
 * under these at every offset 0..15 already. */
#define UA_EVA_EACH_OFFSET(F, a, b, c)                                                            \
    F(3, a, b, c) F(2, a, b, c) F(1, a, b, c) F(0, a, b, c)

/* ---- signed and float accessors: a get and a put at each offset ---------------------------- */
#define UA_EVA_PAIR(off, name, size, type)                                                        \
    {                                                                                             \
        uint8_t get_buf[(off) + (size) + UA_EVA_SLACK];                                           \
        uint8_t put_buf[(off) + (size) + UA_EVA_SLACK];                                           \
        type w;                                                                                   \
        Frama_C_make_unknown((char *)get_buf + (off), (size));                                    \
        (void)ua_get_##name(get_buf + (off));                                                     \
        Frama_C_make_unknown((char *)&w, sizeof w);                                               \
        ua_eva_set_canaries(put_buf, (off));                                                      \
        ua_put_##name(put_buf + (off), w);                                                        \
        ua_eva_check_put(put_buf, (off), (size));                                               \
    }
#define UA_EVA_SIGNED(order, bits, type)                                                          \
    static void ua_eva_##order##bits(void) { UA_EVA_EACH_OFFSET(UA_EVA_PAIR, order##bits, (bits) / 8, type) }
#define UA_EVA_FLOAT(order, bits, type)                                                           \
    static void ua_eva_##order##bits(void) { UA_EVA_EACH_OFFSET(UA_EVA_PAIR, order##bits, sizeof(type), type) }
UA_SIGNED_ACCESSORS(UA_EVA_SIGNED)
UA_FLOAT_ACCESSORS(UA_EVA_FLOAT)

/* ---- cursor: a read and a write of each field at each position, exact and one byte short ----- */
#define UA_EVA_FIELD_AT(at, name, size, type)                                                    \
    {                                                                                             \
        uint8_t in[(at) + (size) + UA_EVA_SLACK];                                                \
        uint8_t out[(at) + (size) + UA_EVA_SLACK];                                               \
        uint8_t in_short[(at) + (size) - 1];                                                     \
        uint8_t out_short[(at) + (size) - 1];                                                    \
        ua_reader r;                                                                              \
        ua_writer w;                                                                              \
        type v;                                                                                   \
        int ok;                                                                                   \
        Frama_C_make_unknown((char *)in + (at), (size));                                         \
        ua_reader_init(&r, in, sizeof in);                                                        \
        r.pos = (at);                                                                            \
        ok = ua_read_##name(&r, &v);                                                              \
        ua_eva_expect_ok(ok, r.pos, sizeof in);                                                   \
        Frama_C_make_unknown((char *)&v, sizeof v);                                               \
        ua_eva_set_canaries(out, (at));                                                          \
        ua_writer_init(&w, out, sizeof out);                                                      \
        w.pos = (at);                                                                            \
        ok = ua_write_##name(&w, v);                                                              \
        ua_eva_expect_ok(ok, w.pos, sizeof out);                                                  \
        ua_eva_check_put(out, (at), (size));                                                   \
        ua_eva_set_canaries(in_short, sizeof in_short);                                           \
        ua_reader_init(&r, in_short, sizeof in_short);                                            \
        r.pos = (at);                                                                            \
        ok = ua_read_##name(&r, &v);                                                              \
        ua_eva_expect_truncated(ok, r.pos, (at));                                                 \
        ua_eva_set_canaries(out_short, sizeof out_short);                                         \
        ua_writer_init(&w, out_short, sizeof out_short);                                          \
        w.pos = (at);                                                                            \
        ok = ua_write_##name(&w, v);                                                              \
        ua_eva_expect_truncated(ok, w.pos, (at));                                                 \
        ua_eva_check_unchanged(out_short, sizeof out_short);                                      \
    }
#define UA_EVA_FIELD(order, bits, type)                                                           \
    static void ua_eva_field_##order##bits(void) { UA_EVA_EACH_OFFSET(UA_EVA_FIELD_AT, order##bits, (bits) / 8, type) }
#define UA_EVA_FLOAT_FIELD(order, bits, type)                                                     \
    static void ua_eva_field_##order##bits(void) { UA_EVA_EACH_OFFSET(UA_EVA_FIELD_AT, order##bits, sizeof(type), type) }
UA_LAYER_FIXED_ORDER_ACCESSORS(UA_EVA_FIELD)
UA_LAYER_SIGNED_ACCESSORS(UA_EVA_FIELD)
UA_FLOAT_ACCESSORS(UA_EVA_FLOAT_FIELD)
static void ua_eva_field_u8(void) { UA_EVA_EACH_OFFSET(UA_EVA_FIELD_AT, u8, 1, uint8_t) }

/* The byte functions: 3 bytes at each position (skip, read_bytes, write_bytes, writer_skip). */
#define UA_EVA_BYTES_AT(at, unused_a, unused_b, unused_c)                                        \
    {                                                                                             \
        uint8_t in[(at) + 3 + UA_EVA_SLACK];                                                     \
        uint8_t out[(at) + 3 + UA_EVA_SLACK];                                                    \
        uint8_t copy[3];                                                                          \
        ua_reader r;                                                                              \
        ua_writer w;                                                                              \
        int ok;                                                                                   \
        Frama_C_make_unknown((char *)in + (at), 3);                                              \
        ua_reader_init(&r, in, sizeof in);                                                        \
        ok = ua_skip(&r, (at));                                                                  \
        ua_eva_expect_ok(ok, r.pos, (at));                                                        \
        ok = ua_read_bytes(&r, copy, 3);                                                          \
        ua_eva_expect_ok(ok, r.pos, sizeof in);                                                   \
        ok = ua_skip(&r, 1);                                                                      \
        ua_eva_expect_truncated(ok, r.pos, sizeof in);                                            \
        ok = ua_read_bytes(&r, copy, 1);                                                          \
        ua_eva_expect_truncated(ok, r.pos, sizeof in);                                            \
        ua_eva_set_canaries(out, (at));                                                          \
        ua_writer_init(&w, out, sizeof out);                                                      \
        ok = ua_writer_skip(&w, (at));                                                           \
        ok = ok | ua_write_bytes(&w, copy, 3);                                                    \
        ua_eva_expect_ok(ok, w.pos, sizeof out);                                                  \
        ua_eva_check_put(out, (at), 3);                                                        \
        ok = ua_write_bytes(&w, copy, 1);                                                         \
        ua_eva_expect_truncated(ok, w.pos, sizeof out);                                           \
        ok = ua_writer_skip(&w, 1);                                                               \
        ua_eva_expect_truncated(ok, w.pos, sizeof out);                                           \
    }
static void ua_eva_cursor_bytes(void) { UA_EVA_EACH_OFFSET(UA_EVA_BYTES_AT, -, -, -) }

/* ---- bulk: n elements from and to a buffer of exactly n fields at offsets 0..3 ---------------
 * n = 1 and 37: the scalar tail alone, and whole blocks of UA_IMPL_BULK_BLOCK bytes and a tail. */
#define UA_EVA_BULK_AT(off, n, order, bits)                                                       \
    {                                                                                             \
        uint8_t in[(off) + (n) * ((bits) / 8) + UA_EVA_SLACK];                                    \
        uint8_t out[(off) + (n) * ((bits) / 8) + UA_EVA_SLACK];                                   \
        uint##bits##_t values[(n) + UA_EVA_SLACK];                                                \
        Frama_C_make_unknown((char *)in + (off), (n) * ((bits) / 8));                             \
        ua_load_##order##bits##_array(values, in + (off), (n));                                   \
        ua_eva_check_set(values, sizeof values);                                                  \
        ua_eva_set_canaries(out, (off));                                                          \
        ua_store_##order##bits##_array(out + (off), values, (n));                                 \
        ua_eva_check_put(out, (off), (n) * ((bits) / 8));                                      \
        ua_##order##bits##_array_to_host(values, (n));                                            \
        ua_host_to_##order##bits##_array(values, (n));                                            \
        ua_eva_check_set(values, sizeof values);                                                  \
    }
#define UA_EVA_BULK_N(n, order, bits)                                                             \
    UA_EVA_BULK_AT(0, n, order, bits) UA_EVA_BULK_AT(1, n, order, bits)                           \
    UA_EVA_BULK_AT(2, n, order, bits) UA_EVA_BULK_AT(3, n, order, bits)
#define UA_EVA_BULK(order, bits)                                                                  \
    static void ua_eva_bulk_##order##bits(void)                                                   \
    { UA_EVA_BULK_N(1, order, bits) UA_EVA_BULK_N(37, order, bits) }
UA_EVA_BULK(le, 16) UA_EVA_BULK(be, 16) UA_EVA_BULK(le, 32)
UA_EVA_BULK(be, 32) UA_EVA_BULK(le, 64) UA_EVA_BULK(be, 64)

#define UA_EVA_CALL(order, bits, type) ua_eva_##order##bits();
#define UA_EVA_CALL_FIELD(order, bits, type) ua_eva_field_##order##bits();

int main(void)
{
    UA_SIGNED_ACCESSORS(UA_EVA_CALL)
    UA_FLOAT_ACCESSORS(UA_EVA_CALL)
    UA_LAYER_FIXED_ORDER_ACCESSORS(UA_EVA_CALL_FIELD)
    UA_LAYER_SIGNED_ACCESSORS(UA_EVA_CALL_FIELD)
    UA_FLOAT_ACCESSORS(UA_EVA_CALL_FIELD)
    ua_eva_field_u8();
    ua_eva_cursor_bytes();
    ua_eva_bulk_le16(); ua_eva_bulk_be16(); ua_eva_bulk_le32();
    ua_eva_bulk_be32(); ua_eva_bulk_le64(); ua_eva_bulk_be64();
    return 0;
}
