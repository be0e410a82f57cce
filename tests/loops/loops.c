/* SPDX-License-Identifier: MIT */
/*
 * The kernels of loops.h: noinline and alone in this file, so the compiler sees the whole loop but
 * not the distance between its two pointers (where GCC has assumed too much).
 */
#include "loops.h"

#include "accessors.h"
#ifdef LOOPS_REFERENCE
#  include "model_api.h"
#  include "model_cursor.h"
#  define LOOPS_TABLE_NAME loops_reference
#  define LOOPS_LABEL loops_reference_name
static const char *loops_reference_name(void) { return "reference"; }
#else
#  include "unaligned.h"
#  include "unaligned_cursor.h"
#  ifndef LOOPS_TABLE_NAME
#    define LOOPS_TABLE_NAME loops_under_test
#  endif
#  define LOOPS_LABEL ua_strategy_name
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define LOOPS_NOINLINE __attribute__((noinline))
#else
#  define LOOPS_NOINLINE
#endif

/* In place: read in one order, write in the other; host order is inverted instead. */
#define LOOPS_SWAP_le(bits, type, p) ua_put_be##bits(p, ua_get_le##bits(p))
#define LOOPS_SWAP_be(bits, type, p) ua_put_le##bits(p, ua_get_be##bits(p))
#define LOOPS_SWAP_ne(bits, type, p) ua_put_ne##bits(p, (type)~ua_get_ne##bits(p))

#define LOOPS_WORD_KERNELS(order, bits, type)                                                      \
    /* LZ4's and LZO's shape: an end pointer, a do-while, pointers stepped by the width */         \
    static LOOPS_NOINLINE uint64_t copy1_##order##bits(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        uint8_t *op = buf + dst, *end = op + n * (bits / 8u);                                      \
        const uint8_t *ip = buf + src;                                                             \
        do { ua_put_##order##bits(op, ua_get_##order##bits(ip)); op += bits / 8u; ip += bits / 8u; } \
        while (op < end);                                                                          \
        return 0;                                                                                  \
    }                                                                                              \
    static LOOPS_NOINLINE uint64_t copy2_##order##bits(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        uint8_t *op = buf + dst, *end = op + 2u * n * (bits / 8u);                                 \
        const uint8_t *ip = buf + src;                                                             \
        do {                                                                                       \
            ua_put_##order##bits(op, ua_get_##order##bits(ip));                                    \
            ua_put_##order##bits(op + bits / 8u, ua_get_##order##bits(ip + bits / 8u));            \
            op += 2u * (bits / 8u); ip += 2u * (bits / 8u);                                        \
        } while (op < end);                                                                        \
        return 0;                                                                                  \
    }                                                                                              \
    static LOOPS_NOINLINE uint64_t back_##order##bits(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        size_t i = n;                                                                              \
        while (i-- > 0u)                                                                           \
            ua_put_##order##bits(buf + dst + i * (bits / 8u), ua_get_##order##bits(buf + src + i * (bits / 8u))); \
        return 0;                                                                                  \
    }                                                                                              \
    LOOPS_IN_PLACE_KERNEL(swap, bits / 8u, order, bits, type)                                      \
    LOOPS_IN_PLACE_KERNEL(slide, 1u, order, bits, type)
/* n words in place, `step` bytes apart: swap (step = the width), slide (step 1, overlapping) */
#define LOOPS_IN_PLACE_KERNEL(kind, step, order, bits, type)                                       \
    static LOOPS_NOINLINE uint64_t kind##_##order##bits(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        size_t i;                                                                                  \
        (void)src;                                                                                 \
        for (i = 0; i < n; i++) LOOPS_SWAP_##order(bits, type, buf + dst + i * (step));            \
        return 0;                                                                                  \
    }
UA_ALL_ACCESSORS(LOOPS_WORD_KERNELS)

/* Written with one width, read back with another, over overlapping bytes (src - dst is the driver's). */
#define LOOPS_MIX_KERNEL(order, bits, type, bits2)                                                 \
    static LOOPS_NOINLINE uint64_t mix_##order##bits##_##bits2(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        size_t i;                                                                                  \
        for (i = 0; i < n; i++)                                                                    \
            ua_put_##order##bits(buf + dst + i * (bits / 8u),                                      \
                                 (type)((uint64_t)ua_get_##order##bits2(buf + src + i * (bits / 8u)) * 3u + i)); \
        return 0;                                                                                  \
    }
#define LOOPS_MIXES(X, order)                                                                      \
    X(order, 16, uint16_t, 32) X(order, 16, uint16_t, 64) X(order, 32, uint32_t, 16)              \
    X(order, 32, uint32_t, 64) X(order, 64, uint64_t, 16) X(order, 64, uint64_t, 32)
#define LOOPS_ALL_MIXES(X) LOOPS_MIXES(X, le) LOOPS_MIXES(X, be) LOOPS_MIXES(X, ne)
LOOPS_ALL_MIXES(LOOPS_MIX_KERNEL)

/* A reader and a writer on one buffer: ua_reader's contract wants its bytes unchanged while it
 * reads, but an LZ77 decoder on cursors does this all the same. */
#define LOOPS_CURSOR_KERNEL(order, bits, type)                                                     \
    static LOOPS_NOINLINE uint64_t cursor_##order##bits(uint8_t *buf, size_t dst, size_t src, size_t n) \
    {                                                                                              \
        ua_reader r;                                                                               \
        ua_writer w;                                                                               \
        type v;                                                                                    \
        ua_reader_init(&r, buf + src, n * (bits / 8u));                                            \
        ua_writer_init(&w, buf + dst, n * (bits / 8u));                                            \
        while (ua_read_##order##bits(&r, &v) == 0)                                                 \
            if (ua_write_##order##bits(&w, v) != 0) break;                                         \
        return (uint64_t)w.pos;                                                                    \
    }
UA_LAYER_FIXED_ORDER_ACCESSORS(LOOPS_CURSOR_KERNEL)

#define LOOPS_ENTRIES(order, bits, type)                                                           \
    { "copy1 " #order #bits, LOOPS_COPY1, #order[0], bits, bits, copy1_##order##bits },           \
    { "copy2 " #order #bits, LOOPS_COPY2, #order[0], bits, bits, copy2_##order##bits },           \
    { "back " #order #bits, LOOPS_BACK, #order[0], bits, bits, back_##order##bits },              \
    { "swap " #order #bits, LOOPS_SWAP, #order[0], bits, bits, swap_##order##bits },              \
    { "slide " #order #bits, LOOPS_SLIDE, #order[0], bits, bits, slide_##order##bits },
#define LOOPS_MIX_ENTRY(order, bits, type, bits2)                                                  \
    { "mix " #order #bits "<-" #order #bits2, LOOPS_MIX, #order[0], bits, bits2, mix_##order##bits##_##bits2 },
#define LOOPS_CURSOR_ENTRY(order, bits, type)                                                      \
    { "cursor " #order #bits, LOOPS_CURSOR, #order[0], bits, bits, cursor_##order##bits },

static const loops_kernel kernels[] = {
    UA_ALL_ACCESSORS(LOOPS_ENTRIES)
    LOOPS_ALL_MIXES(LOOPS_MIX_ENTRY)
    UA_LAYER_FIXED_ORDER_ACCESSORS(LOOPS_CURSOR_ENTRY)
};

extern const loops_table LOOPS_TABLE_NAME;
const loops_table LOOPS_TABLE_NAME = { LOOPS_LABEL, sizeof kernels / sizeof kernels[0], kernels };
