/* SPDX-License-Identifier: MIT */
/*
 * Known answers for the compat names (kernel, vDSO, BSD, C2y, Zephyr) against the byte model at
 * offsets 0..15, in C and C++ (one file). Puts must write exactly their bytes. The C2y 8-bit loads
 * and stores are here too, so that they run on the qemu targets.
 * usage: compat_names LABEL
 */
#include "compat/bsd_endian.h"
#include "compat/linux_unaligned.h"
#include "compat/stdbit_endian.h"
#include "compat/zephyr_byteorder.h"

#include "byte_model.h"
#include "check.h"

/* A pointer to T at p, whatever p's alignment (through void *: no cast-align warning). */
#define AT(T, p) ((T *)(void *)(p))

enum compat_colour { COLOUR_RED = 1, COLOUR_BIG = 0x7fffffff };

static uint64_t swap_model(uint64_t v, unsigned bits)
{
    uint8_t b[8];
    model_put('l', bits, b, v & model_mask(bits));
    return model_get('b', bits, b);
}

/* Fills buf with 0xA5 canaries and returns the model's bytes of a put of v at off. */
static void expect_put(uint8_t *buf, uint8_t *want, unsigned off, char order, unsigned bits, uint64_t v)
{
    memset(buf, 0xA5, 32);
    memcpy(want, buf, 32);
    model_put(order, bits, want + off, v);
}
#define SAME(buf, want) (memcmp((buf), (want), 32) == 0)
/* The put `call` must write the model's bytes of value at off in buf and nothing else. */
#define CHECK_PUT(call, order, bits, value, name, label)                                            \
    expect_put(buf, want, off, order, bits, value);                                                 \
    call;                                                                                           \
    check_u64(&c, SAME(buf, want), 1, name, label, off);

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "compat names", 0, 0 };
    uint64_t seed = UINT64_C(0x9E3779B97F4A7C15);
    unsigned off, i;
    for (off = 0; off < 16; off++) {
        uint8_t buf[32], want[32];
        const uint64_t r = model_random(&seed);
        for (i = 0; i < 32; i++) buf[i] = (uint8_t)(model_random(&seed) >> 56);
        uint8_t *p = buf + off;

        /* ---- Linux: generic gets ---- */
        check_u64(&c, get_unaligned(AT(const uint8_t, p)), model_get('n', 8, p), "get_unaligned", "u8", off);
        check_u64(&c, get_unaligned(AT(const uint16_t, p)), model_get('n', 16, p), "get_unaligned", "const u16", off);
        check_u64(&c, get_unaligned(AT(uint32_t, p)), model_get('n', 32, p), "get_unaligned", "u32", off);
        check_u64(&c, get_unaligned(AT(const volatile uint64_t, p)), model_get('n', 64, p), "get_unaligned", "const volatile u64", off);
        check_u64(&c, (uint16_t)get_unaligned(AT(int16_t, p)), model_get('n', 16, p), "get_unaligned", "s16", off);
        check_u64(&c, get_unaligned(AT(int16_t, p)) < 0, model_get('n', 16, p) >= 0x8000u, "get_unaligned", "s16 sign", off);
        check_u64(&c, (uint64_t)get_unaligned(AT(const enum compat_colour, p)), model_get('n', 8 * sizeof(enum compat_colour), p),
                  "get_unaligned", "enum", off);
        {
            void *q = get_unaligned(AT(void *const, p));
            uint64_t bits = 0;
            memcpy(&bits, &q, sizeof q);
            if (model_host_is_big_endian()) bits >>= 64 - 8 * sizeof q;
            check_u64(&c, bits & model_mask(8 * (unsigned)sizeof q), model_get('n', 8 * (unsigned)sizeof q, p),
                      "get_unaligned", "pointer", off);
        }
        /* The vDSO pair: the type given. */
        check_u64(&c, __get_unaligned_t(uint32_t, p), model_get('n', 32, p), "__get_unaligned_t", "u32", off);
        check_u64(&c, __get_unaligned_t(const uint64_t, p), model_get('n', 64, p), "__get_unaligned_t", "const u64", off);
        check_u64(&c, __get_unaligned_t(uint16_t, p), model_get('n', 16, p), "__get_unaligned_t", "u16", off);

        /* ---- Linux: generic puts ---- */
        CHECK_PUT(put_unaligned((uint8_t)r, AT(uint8_t, p)), 'n', 8, r & 0xFFu, "put_unaligned", "u8")
        CHECK_PUT(put_unaligned((uint16_t)r, AT(uint16_t, p)), 'n', 16, r & 0xFFFFu, "put_unaligned", "u16")
        CHECK_PUT(put_unaligned((uint32_t)r, AT(uint32_t, p)), 'n', 32, r & 0xFFFFFFFFu, "put_unaligned", "u32")
        CHECK_PUT(put_unaligned(r, AT(volatile uint64_t, p)), 'n', 64, r, "put_unaligned", "volatile u64")
        CHECK_PUT(put_unaligned((int16_t)-2, AT(int16_t, p)), 'n', 16, (uint16_t)-2, "put_unaligned", "s16 -2")
        CHECK_PUT(put_unaligned(COLOUR_BIG, AT(enum compat_colour, p)), 'n', 8 * (unsigned)sizeof(enum compat_colour),
                  (uint64_t)COLOUR_BIG, "put_unaligned", "enum")
        {
            void *q = (void *)&c;
            uint64_t bits = 0;
            memcpy(&bits, &q, sizeof q);
            if (model_host_is_big_endian()) bits >>= 64 - 8 * sizeof q;
            CHECK_PUT(put_unaligned(q, AT(void *, p)), 'n', 8 * (unsigned)sizeof q, bits, "put_unaligned", "pointer")
            check_u64(&c, get_unaligned(AT(void *, p)) == q, 1, "get_unaligned", "pointer round trip", off);
        }
        CHECK_PUT(__put_unaligned_t(uint32_t, (uint32_t)(r >> 32), p), 'n', 32, r >> 32, "__put_unaligned_t", "u32")
        CHECK_PUT(__put_unaligned_t(uint64_t, r, p), 'n', 64, r, "__put_unaligned_t", "u64")

        /* ---- Linux and BSD: value conversions ---- */
        /* From the wire: the host-order load of the bytes, converted, is the model's xx value. */
#define FROM_WIRE(order, bits)                                                                      \
        check_u64(&c, order##bits##_to_cpu(n##bits), model_get(#order[0], bits, p), #order #bits "_to_cpu", "", off); \
        check_u64(&c, order##bits##_to_cpup(&n##bits), model_get(#order[0], bits, p), #order #bits "_to_cpup", "", off); \
        check_u64(&c, order##bits##toh(n##bits), model_get(#order[0], bits, p), #order #bits "toh", "", off);
        /* To the wire: the host-order store of cpu_to_xx(v) is the model's xx bytes of v. */
#define TO_WIRE(name, order, bits, conv)                                                            \
        CHECK_PUT(ua_put_ne##bits(p, conv), #order[0], bits, r & model_mask(bits), name, "")
#define TO_WIRE_ALL(order, bits)                                                                    \
        TO_WIRE("cpu_to_" #order #bits, order, bits, cpu_to_##order##bits(v##bits))                \
        TO_WIRE("cpu_to_" #order #bits "p", order, bits, cpu_to_##order##bits##p(&v##bits))         \
        TO_WIRE("hto" #order #bits, order, bits, hto##order##bits(v##bits))
#define CONVERSIONS(X) X(le, 16) X(le, 32) X(le, 64) X(be, 16) X(be, 32) X(be, 64)
        /* Value reversals: BSD's and C2y's. */
#define REVERSE(bits)                                                                               \
        check_u64(&c, bswap##bits(v##bits), swap_model(v##bits, bits), "bswap" #bits, "", off);    \
        check_u64(&c, stdc_memreverse8u##bits(v##bits), swap_model(v##bits, bits), "stdc_memreverse8u" #bits, "", off);
        {
            const uint16_t n16 = ua_get_ne16(p), v16 = (uint16_t)r;
            const uint32_t n32 = ua_get_ne32(p), v32 = (uint32_t)r;
            const uint64_t n64 = ua_get_ne64(p), v64 = r;
            CONVERSIONS(FROM_WIRE)
            CONVERSIONS(TO_WIRE_ALL)
            REVERSE(16) REVERSE(32) REVERSE(64)
            check_u64(&c, stdc_memreverse8u8((uint8_t)r), r & 0xFFu, "stdc_memreverse8u8", "", off);
        }
        /* ---- C2y: the 8-bit loads and stores ---- */
        {
            const unsigned char b = p[0];
            const uint64_t s8 = b < 0x80u ? b : (uint64_t)b - 0x100u;
            check_u64(&c, stdc_load8_leu8(p), b, "stdc_load8_leu8", "", off);
            check_u64(&c, stdc_load8_beu8(p), b, "stdc_load8_beu8", "", off);
            check_u64(&c, stdc_load8_aligned_leu8(p), b, "stdc_load8_aligned_leu8", "", off);
            check_u64(&c, stdc_load8_aligned_beu8(p), b, "stdc_load8_aligned_beu8", "", off);
            check_u64(&c, (uint64_t)(int64_t)stdc_load8_les8(p), s8, "stdc_load8_les8", "", off);
            check_u64(&c, (uint64_t)(int64_t)stdc_load8_bes8(p), s8, "stdc_load8_bes8", "", off);
            check_u64(&c, (uint64_t)(int64_t)stdc_load8_aligned_les8(p), s8, "stdc_load8_aligned_les8", "", off);
            check_u64(&c, (uint64_t)(int64_t)stdc_load8_aligned_bes8(p), s8, "stdc_load8_aligned_bes8", "", off);
#define STORE8(call, byte, name) CHECK_PUT(call, 'l', 8, byte, name, "")
            STORE8(stdc_store8_leu8((uint8_t)r, p), r & 0xFFu, "stdc_store8_leu8")
            STORE8(stdc_store8_beu8((uint8_t)r, p), r & 0xFFu, "stdc_store8_beu8")
            STORE8(stdc_store8_aligned_leu8((uint8_t)r, p), r & 0xFFu, "stdc_store8_aligned_leu8")
            STORE8(stdc_store8_aligned_beu8((uint8_t)r, p), r & 0xFFu, "stdc_store8_aligned_beu8")
            STORE8(stdc_store8_les8((int8_t)-3, p), 0xFDu, "stdc_store8_les8")
            STORE8(stdc_store8_bes8((int8_t)-128, p), 0x80u, "stdc_store8_bes8")
            STORE8(stdc_store8_aligned_les8((int8_t)127, p), 0x7Fu, "stdc_store8_aligned_les8")
            STORE8(stdc_store8_aligned_bes8((int8_t)-1, p), 0xFFu, "stdc_store8_aligned_bes8")
            for (i = 0; i < 32; i++) buf[i] = (uint8_t)(model_random(&seed) >> 56);
        }

        /* ---- C2y: the array reversed in place, nothing else touched ---- */
        for (i = 0; i <= 16; i++) {
            unsigned k;
            memset(buf, 0xA5, sizeof buf);
            for (k = 0; k < i; k++) buf[off + k] = (uint8_t)(k + 1u);
            memcpy(want, buf, sizeof buf);
            for (k = 0; k < i; k++) want[off + k] = (uint8_t)(i - k);
            stdc_memreverse8(i, buf + off);
            check_u64(&c, SAME(buf, want), 1, "stdc_memreverse8", "n", i * 100u + off);
        }

        /* ---- Zephyr ---- */
        for (i = 0; i < 32; i++) buf[i] = (uint8_t)(model_random(&seed) >> 56);
#define ZEPHYR_WIDTHS(X) X(le, 16, uint16_t) X(be, 16, uint16_t) X(le, 24, uint32_t) X(be, 24, uint32_t) \
                         X(le, 32, uint32_t) X(be, 32, uint32_t) X(le, 40, uint64_t) X(be, 40, uint64_t) \
                         X(le, 48, uint64_t) X(be, 48, uint64_t) X(le, 64, uint64_t) X(be, 64, uint64_t)
#define ZEPHYR_GET(order, bits, type)                                                               \
        check_u64(&c, sys_get_##order##bits(p), model_get(#order[0], bits, p), "sys_get", #order #bits, off);
        ZEPHYR_WIDTHS(ZEPHYR_GET)
#define ZEPHYR_PUT(order, bits, type)                                                               \
        CHECK_PUT(sys_put_##order##bits((type)r, p), #order[0], bits, r & model_mask(bits), "sys_put", #order #bits)
        ZEPHYR_WIDTHS(ZEPHYR_PUT)
        /* Value conversions: unchanged where the orders agree, else the low bits reversed. */
#define ZEPHYR_CONV(order, bits, type)                                                              \
        {                                                                                           \
            const type v = (type)r;                                                                 \
            const int same = (#order[0] == 'b') == (model_host_is_big_endian() != 0);              \
            const uint64_t conv = same ? (uint64_t)v : swap_model(v, bits);                         \
            check_u64(&c, sys_##order##bits##_to_cpu(v), conv, "sys_" #order "_to_cpu", #bits, off); \
            check_u64(&c, sys_cpu_to_##order##bits(v), conv, "sys_cpu_to_" #order, #bits, off);    \
        }
        ZEPHYR_WIDTHS(ZEPHYR_CONV)
        check_u64(&c, BSWAP_16((uint16_t)r), swap_model(r, 16), "BSWAP_16", "", off);
        check_u64(&c, BSWAP_24((uint32_t)r), swap_model(r, 24), "BSWAP_24", "", off);
        check_u64(&c, BSWAP_32((uint32_t)r), swap_model(r, 32), "BSWAP_32", "", off);
        check_u64(&c, BSWAP_40(r), swap_model(r, 40), "BSWAP_40", "", off);
        check_u64(&c, BSWAP_48(r), swap_model(r, 48), "BSWAP_48", "", off);
        check_u64(&c, BSWAP_64(r), swap_model(r, 64), "BSWAP_64", "", off);
    }
    /* BSD's byte-order macros, in #if and as values. */
#if BYTE_ORDER == BIG_ENDIAN
    check_u64(&c, 1, (uint64_t)model_host_is_big_endian(), "BYTE_ORDER == BIG_ENDIAN", "#if", 0);
#elif BYTE_ORDER == LITTLE_ENDIAN
    check_u64(&c, 0, (uint64_t)model_host_is_big_endian(), "BYTE_ORDER == LITTLE_ENDIAN", "#if", 0);
#else
    check_u64(&c, 0, 1, "BYTE_ORDER", "neither BIG_ENDIAN nor LITTLE_ENDIAN", 0);
#endif
#if _BYTE_ORDER == _BIG_ENDIAN
    check_u64(&c, 1, (uint64_t)model_host_is_big_endian(), "_BYTE_ORDER == _BIG_ENDIAN", "#if", 0);
#elif _BYTE_ORDER == _LITTLE_ENDIAN
    check_u64(&c, 0, (uint64_t)model_host_is_big_endian(), "_BYTE_ORDER == _LITTLE_ENDIAN", "#if", 0);
#else
    check_u64(&c, 0, 1, "_BYTE_ORDER", "neither _BIG_ENDIAN nor _LITTLE_ENDIAN", 0);
#endif
    check_u64(&c, BIG_ENDIAN != LITTLE_ENDIAN, 1, "BIG_ENDIAN != LITTLE_ENDIAN", "", 0);
    check_u64(&c, _BIG_ENDIAN != _LITTLE_ENDIAN, 1, "_BIG_ENDIAN != _LITTLE_ENDIAN", "", 0);
    return check_report(&c);
}
