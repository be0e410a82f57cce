/* SPDX-License-Identifier: MIT */
/**
 * @file unaligned_bulk_x86.h
 * @brief x86-64 runtime dispatch for the other-order bulk conversions of unaligned_bulk.h.
 *
 * Included by unaligned_bulk.h when UA_BULK_DISPATCH is 1; not meant to be included on its own.
 * Baseline x86-64 (SSE2) has no byte shuffle, so the portable loops of unaligned_bulk.h swap the
 * bytes of 32- and 64-bit elements one at a time (GCC) or with shifts. Here the byte reversal of
 * ua_load_be{16,32,64}_array and ua_store_be{16,32,64}_array (a load and a store are the same
 * reversal of each element's bytes) runs with pshufb (SSSE3) or vpshufb (AVX2, AVX-512BW), in functions
 * compiled for that ISA alone (target attributes) and chosen by CPUID at the first call.
 *
 * Levels: 0 the portable loops, 1 SSSE3, 2 AVX2 (AVX2 and OS-enabled YMM state: XCR0 bits 1, 2),
 * 3 AVX-512BW (AVX512F and AVX512BW, and OS-enabled ZMM and mask state: XCR0 bits 5, 6, 7),
 * 4 AVX-512 VBMI (level 3 and AVX512_VBMI: Cannon Lake, Ice Lake, Sapphire Rapids, Zen 4 and later),
 * whose vpermb also aligns the stores at any destination offset (see ua_impl_revW_rotated).
 * The level is cached in a static of this header: CPUID runs once per translation unit that calls
 * a bulk conversion, not once per process (a header-only library has no shared variable).
 * Detection is inline cpuid/xgetbv asm: linking needs nothing (no libgcc __cpu_model), and no header
 * beyond <stddef.h> and <stdint.h> is included.
 *
 * These functions are not WP-proved (Frama-C does not model vector types or asm; unaligned_bulk.h
 * is proved with UA_BULK_DISPATCH 0, which is the default under __FRAMAC__). What stands in: the
 * unit tests and the bulk fuzz target run every level this CPU has against the proved byte-level
 * references, and planted faults in each path must be caught (tests/cursor/fault-selftest).
 */
/* Included on its own, it is unaligned_bulk.h, which decides on the dispatch and includes it back. */
#ifndef UNALIGNED_BULK_H_INCLUDED
#  include "unaligned_bulk.h"
#endif
#ifndef UNALIGNED_BULK_X86_H_INCLUDED
#define UNALIGNED_BULK_X86_H_INCLUDED
/* Nothing unless unaligned_bulk.h chose the dispatch (so that including every header is harmless). */
#if defined(UA_BULK_DISPATCH) && UA_BULK_DISPATCH

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define UA_IMPL_TARGET(isa) __attribute__((target(isa)))

typedef uint8_t ua_impl_u8x16 __attribute__((vector_size(16)));
typedef uint8_t ua_impl_u8x32 __attribute__((vector_size(32)));
typedef uint8_t ua_impl_u8x64 __attribute__((vector_size(64)));
typedef char ua_impl_c8x32 __attribute__((vector_size(32))); /* the types of the compilers' builtins */
typedef char ua_impl_c8x64 __attribute__((vector_size(64)));

/* The indices of a byte reversal of every W-byte element of a 16-, 32- or 64-byte vector, per
 * 16-byte lane (LO, HI, L2, L3), as vpshufb works per lane. */
#define UA_IMPL_REV2_LO 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14
#define UA_IMPL_REV2_HI 17, 16, 19, 18, 21, 20, 23, 22, 25, 24, 27, 26, 29, 28, 31, 30
#define UA_IMPL_REV4_LO 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
#define UA_IMPL_REV4_HI 19, 18, 17, 16, 23, 22, 21, 20, 27, 26, 25, 24, 31, 30, 29, 28
#define UA_IMPL_REV8_LO 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
#define UA_IMPL_REV8_HI 23, 22, 21, 20, 19, 18, 17, 16, 31, 30, 29, 28, 27, 26, 25, 24
#define UA_IMPL_REV2_L2 33, 32, 35, 34, 37, 36, 39, 38, 41, 40, 43, 42, 45, 44, 47, 46
#define UA_IMPL_REV2_L3 49, 48, 51, 50, 53, 52, 55, 54, 57, 56, 59, 58, 61, 60, 63, 62
#define UA_IMPL_REV4_L2 35, 34, 33, 32, 39, 38, 37, 36, 43, 42, 41, 40, 47, 46, 45, 44
#define UA_IMPL_REV4_L3 51, 50, 49, 48, 55, 54, 53, 52, 59, 58, 57, 56, 63, 62, 61, 60
#define UA_IMPL_REV8_L2 39, 38, 37, 36, 35, 34, 33, 32, 47, 46, 45, 44, 43, 42, 41, 40
#define UA_IMPL_REV8_L3 55, 54, 53, 52, 51, 50, 49, 48, 63, 62, 61, 60, 59, 58, 57, 56

/* v = v shuffled by the constant indices: Clang's __builtin_shufflevector, GCC's __builtin_shuffle
 * (GCC only has the former from version 12). Both become one (v)pshufb with a constant mask. */
#if defined(__clang__)
#  define UA_IMPL_SHUFFLE(type, v, ...) (v) = __builtin_shufflevector((v), (v), __VA_ARGS__)
#else
#  define UA_IMPL_SHUFFLE(type, v, ...)                                                           \
       do { const type mask_ = { __VA_ARGS__ }; (v) = __builtin_shuffle((v), mask_); } while (0)
#endif

/* One vector: load 16 (32, 64) bytes from s, reverse each W-byte element, store them at d; unaligned. */
#define UA_IMPL_REV_VECTOR(W)                                                                     \
    static inline UA_IMPL_TARGET("ssse3") void ua_impl_rev##W##_x16(uint8_t *d, const uint8_t *s) \
    {                                                                                             \
        ua_impl_u8x16 v;                                                                          \
        __builtin_memcpy(&v, s, 16);                                                              \
        UA_IMPL_SHUFFLE(ua_impl_u8x16, v, UA_IMPL_REV##W##_LO);                                   \
        __builtin_memcpy(d, &v, 16);                                                              \
    }                                                                                             \
    static inline UA_IMPL_TARGET("avx2") void ua_impl_rev##W##_x32(uint8_t *d, const uint8_t *s)  \
    {                                                                                             \
        ua_impl_u8x32 v;                                                                          \
        __builtin_memcpy(&v, s, 32);                                                              \
        UA_IMPL_SHUFFLE(ua_impl_u8x32, v, UA_IMPL_REV##W##_LO, UA_IMPL_REV##W##_HI);              \
        __builtin_memcpy(d, &v, 32);                                                              \
    }                                                                                             \
    static inline UA_IMPL_TARGET("avx512bw") void ua_impl_rev##W##_x64(uint8_t *d, const uint8_t *s) \
    {                                                                                             \
        ua_impl_u8x64 v;                                                                          \
        __builtin_memcpy(&v, s, 64);                                                              \
        UA_IMPL_SHUFFLE(ua_impl_u8x64, v, UA_IMPL_REV##W##_LO, UA_IMPL_REV##W##_HI,               \
                        UA_IMPL_REV##W##_L2, UA_IMPL_REV##W##_L3);                                \
        __builtin_memcpy(d, &v, 64);                                                              \
    }
UA_IMPL_REV_VECTOR(2)
UA_IMPL_REV_VECTOR(4)
UA_IMPL_REV_VECTOR(8)

/* Stores to a byte buffer at an address that is not a multiple of the element size W cannot be
 * aligned to a vector with one shuffle per vector: every vector store then straddles two cache
 * lines (memcpy aligns its stores). From UA_IMPL_BULK_SHIFT_MIN bytes on (past L1, where the split
 * stores cost most: measured 0.84 -> 0.92 of memcpy at 128-512 KiB, and a loss at 16 KiB, on this
 * AVX-512 machine), the kernels store aligned vectors, each from two loads, a byte select and the one
 * shuffle: with q = p mod W, the vector at d + p is the byte reversal of each W-byte element of x,
 * whose element k is (e_k << 8q) | (e_{k+1} >> 8(W - q)), e_k the element at s + p - q + kW
 * (as rev(a) >> 8q is rev(a << 8q)); so byte j of x is byte j of the load at s + p - 2q where
 * j mod W >= q, and byte j of the load 2W bytes further where j mod W < q. In L1 the second load
 * costs more than the split store saves: the plain loop is faster there (measured at 2-16 KiB; so
 * were two shuffles of loads 16 bytes apart, the form before, and a valignd of reused loads). */
#ifndef UA_IMPL_BULK_SHIFT_MIN
#  define UA_IMPL_BULK_SHIFT_MIN 16384u
#endif
/* ua_impl_selectV(a, b, m): byte j from b where byte j of m is all ones, else from a (m's bytes
 * are all ones or zero). SSSE3 has no byte blend (pblendvb is SSE4.1) and the AVX-512BW loop is
 * left as it was measured, so those two are the bit-select; AVX2 has vpblendvb. Written as the
 * bit-select, GCC 12 loads `a` twice and spends three logic operations on it: measured 0.71-0.80
 * of memcpy for store be16/be32 at 64 Ki elements on Zen 3, 0.84-0.95 with vpblendvb. */
static inline UA_IMPL_TARGET("ssse3") ua_impl_u8x16 ua_impl_select16(ua_impl_u8x16 a, ua_impl_u8x16 b, ua_impl_u8x16 m)
{
    return (a & ~m) | (b & m);
}
static inline UA_IMPL_TARGET("avx2") ua_impl_u8x32 ua_impl_select32(ua_impl_u8x32 a, ua_impl_u8x32 b, ua_impl_u8x32 m)
{
    return (ua_impl_u8x32)__builtin_ia32_pblendvb256((ua_impl_c8x32)a, (ua_impl_c8x32)b, (ua_impl_c8x32)m);
}
static inline UA_IMPL_TARGET("avx512bw") ua_impl_u8x64 ua_impl_select64(ua_impl_u8x64 a, ua_impl_u8x64 b, ua_impl_u8x64 m)
{
    return (a & ~m) | (b & m);
}
/* j mod 8 for the bytes j of a 64-byte vector (j mod W is that & (W - 1); smaller vectors read its start). */
static const uint8_t ua_impl_mod8[64] = {
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7,
    0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7
};

/* ---- Level 4: AVX-512 VBMI ----------------------------------------------------------------------- */
/* The builtins behind <immintrin.h>'s _mm512_permutexvar_epi8 and _mm512_mask_blend_epi8, which GCC
 * and Clang name differently; the intrinsics header is not included. */
#define UA_IMPL_VBMI UA_IMPL_TARGET("avx512bw,avx512vbmi")
/* vpermb: byte j of the result is byte idx[j] mod 64 of x (one instruction across the 4 lanes). */
static inline UA_IMPL_VBMI ua_impl_u8x64 ua_impl_permb(ua_impl_u8x64 x, ua_impl_u8x64 idx)
{
#if defined(__clang__)
    return (ua_impl_u8x64)__builtin_ia32_permvarqi512((ua_impl_c8x64)x, (ua_impl_c8x64)idx);
#else
    return (ua_impl_u8x64)__builtin_ia32_permvarqi512_mask((ua_impl_c8x64)x, (ua_impl_c8x64)idx, (ua_impl_c8x64)x,
                                                           ~0ull);
#endif
}
/* vpblendmb: byte j from b where bit j of k is set, else from a. */
static inline UA_IMPL_VBMI ua_impl_u8x64 ua_impl_blendk(ua_impl_u8x64 a, ua_impl_u8x64 b, unsigned long long k)
{
#if defined(__clang__)
    return (ua_impl_u8x64)__builtin_ia32_selectb_512(k, (ua_impl_c8x64)b, (ua_impl_c8x64)a);
#else
    return (ua_impl_u8x64)__builtin_ia32_blendmb_512_mask((ua_impl_c8x64)a, (ua_impl_c8x64)b, k);
#endif
}
/* 0, 1, ..., 63: byte j of a vector is j. */
static const uint8_t ua_impl_iota64[64] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
    28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55,
    56, 57, 58, 59, 60, 61, 62, 63
};

/* ua_impl_revW_rotated(d, head, s, bytes): aligned stores at any destination offset, with one load,
 * one vpermb and one blend per 64 bytes (the shifted loop of levels 1-3 needs two loads, and in L1 it
 * costs as much as the split stores it saves). d + head is the first 64-byte aligned address of d
 * (0 < head < 64, head mod W != 0), bytes >= 256, and the caller stores bytes 0..63 itself.
 * y_k, the byte reversal of each element of the 64 bytes at s + 64k, is bytes 64k .. 64k + 63 of
 * the output: byte i of y_k is byte i ^ (W - 1) of s + 64k (64k is an element boundary). The
 * aligned line d + head + 64k holds y_k from byte head on, then y_{k+1}: so with z_k = y_k rotated
 * down by head bytes (z_k[j] = y_k[(j + head) mod 64], one vpermb of the load), the line is z_k
 * with its top head bytes from z_{k+1}. Returns the element boundary where the plain loop goes on. */
#define UA_IMPL_REV_ROTATED(W)                                                                    \
    static inline UA_IMPL_VBMI size_t ua_impl_rev##W##_rotated(uint8_t *d, unsigned head, const uint8_t *s, size_t bytes) \
    {                                                                                             \
        const unsigned long long from_next = ~0ull << (64u - head); /* the top head bytes */     \
        ua_impl_u8x64 idx, z, a;                                                                  \
        size_t k = 0; /* 64 k: the line's offset from d + head, and its first load's from s */    \
        __builtin_memcpy(&idx, ua_impl_iota64, 64);                                               \
        idx = (idx + (uint8_t)head) ^ (uint8_t)(W##u - 1u); /* vpermb reads idx mod 64 */         \
        __builtin_memcpy(&a, s, 64);                                                              \
        z = ua_impl_permb(a, idx);                                                                \
        for (; bytes - k >= 320u; k += 256u) { /* 4 lines; their loads end at s + k + 320 */      \
            ua_impl_u8x64 z1, z2, z3, z4;                                                         \
            __builtin_memcpy(&a, s + k + 64u, 64); z1 = ua_impl_permb(a, idx);                     \
            __builtin_memcpy(&a, s + k + 128u, 64); z2 = ua_impl_permb(a, idx);                    \
            __builtin_memcpy(&a, s + k + 192u, 64); z3 = ua_impl_permb(a, idx);                    \
            __builtin_memcpy(&a, s + k + 256u, 64); z4 = ua_impl_permb(a, idx);                    \
            z = ua_impl_blendk(z, z1, from_next); __builtin_memcpy(d + head + k, &z, 64);         \
            z1 = ua_impl_blendk(z1, z2, from_next); __builtin_memcpy(d + head + k + 64u, &z1, 64); \
            z2 = ua_impl_blendk(z2, z3, from_next); __builtin_memcpy(d + head + k + 128u, &z2, 64); \
            z3 = ua_impl_blendk(z3, z4, from_next); __builtin_memcpy(d + head + k + 192u, &z3, 64); \
            z = z4;                                                                               \
        }                                                                                         \
        for (; bytes - k >= 128u; k += 64u) {                                                     \
            ua_impl_u8x64 z1;                                                                     \
            __builtin_memcpy(&a, s + k + 64u, 64); z1 = ua_impl_permb(a, idx);                     \
            z = ua_impl_blendk(z, z1, from_next); __builtin_memcpy(d + head + k, &z, 64);         \
            z = z1;                                                                               \
        }                                                                                         \
        return k + head - head % W##u;                                                            \
    }

/* For element width W and vector size V (16, 32, 64) at one ISA:
 *   ua_impl_revW_shiftedV(d, s, bytes, p) (levels 1-3): from d + p (aligned, p >= V > 2q: its first
 *     load starts 2q bytes before) on, aligned vectors while both loads fit; returns the element
 *     boundary (p - q) where the plain loop goes on.
 *   ua_impl_revW_<level>(d, s, bytes): the whole array of `bytes` bytes (a multiple of W, at least 16).
 *     From 4 vectors on, the first vector is stored unaligned and the loop goes on at the first
 *     aligned address of d when that is an element boundary (d's offset a multiple of W), or else
 *     MISALIGNED: at levels 1-3 (the first two vectors stored unaligned) the shifted loop above from
 *     the second aligned address, from UA_IMPL_BULK_SHIFT_MIN bytes on; at level 4 the rotated loop
 *     from the first. Then 4 vectors per iteration, one,
 *     the smaller vectors, and a last 16-byte vector ending at the end of the array that overlaps
 *     bytes already done (it writes them again with the same values: d and s do not overlap).
 *   ua_impl_revW_inplace_<level>(d, bytes): in place, whole vectors only, never a byte twice (a byte
 *     rewritten would be swapped back); returns the bytes done, a multiple of 16.
 */
#define UA_IMPL_REV_SHIFTED(W, V, isa)                                                            \
    static inline UA_IMPL_TARGET(isa) size_t ua_impl_rev##W##_shifted##V(uint8_t *d, const uint8_t *s, size_t bytes, size_t p) \
    {                                                                                             \
        const size_t q = p % W##u, before = 2u * q, apart = 2u * (size_t)W##u; /* the loads' offsets */ \
        ua_impl_u8x##V m;                                                                         \
        __builtin_memcpy(&m, ua_impl_mod8, V);                                                    \
        m = (ua_impl_u8x##V)((m & (uint8_t)(W##u - 1u)) < (uint8_t)q); /* all ones where j mod W < q */ \
        for (; bytes - p >= V##u + apart; p += V##u) {                                            \
            ua_impl_u8x##V a, b;                                                                  \
            __builtin_memcpy(&a, s + p - before, V);                                              \
            __builtin_memcpy(&b, s + p - before + apart, V);                                      \
            a = ua_impl_select##V(a, b, m);                                                       \
            ua_impl_rev##W##_x##V(d + p, (const uint8_t *)&a);                                    \
        }                                                                                         \
        return p - q;                                                                             \
    }
#define UA_IMPL_MISALIGNED_SHIFTED(W, V)                                                          \
            if (bytes >= UA_IMPL_BULK_SHIFT_MIN) {                                                \
                ua_impl_rev##W##_x##V(d, s);                                                      \
                ua_impl_rev##W##_x##V(d + V##u, s + V##u);                                        \
                i = ua_impl_rev##W##_shifted##V(d, s, bytes, head + V##u);                        \
            }
#define UA_IMPL_MISALIGNED_ROTATED(W, V)                                                          \
            {                                                                                     \
                ua_impl_rev##W##_x64(d, s);                                                       \
                i = ua_impl_rev##W##_rotated(d, (unsigned)head, s, bytes);                        \
            }
#define UA_IMPL_REV_LEVEL(W, V, isa, level, MISALIGNED)                                      \
    static inline UA_IMPL_TARGET(isa) void ua_impl_rev##W##_##level(uint8_t *d, const uint8_t *s, size_t bytes) \
    {                                                                                             \
        const size_t v = V##u; /* size_t arithmetic for the offsets below */                      \
        size_t i = 0;                                                                             \
        if (bytes >= 4u * v) {                                                                    \
            const size_t head = (size_t)(0u - (uintptr_t)d) & (V##u - 1u);                        \
            if (head % W##u == 0u) {                                                              \
                if (head != 0u) ua_impl_rev##W##_x##V(d, s);                                      \
                i = head;                                                                         \
            } else MISALIGNED(W, V)                                                               \
        }                                                                                         \
        for (; bytes - i >= 4u * v; i += 4u * v) {                                                \
            ua_impl_rev##W##_x##V(d + i, s + i);                                                  \
            ua_impl_rev##W##_x##V(d + i + V##u, s + i + V##u);                                    \
            ua_impl_rev##W##_x##V(d + i + 2u * v, s + i + 2u * v);                                \
            ua_impl_rev##W##_x##V(d + i + 3u * v, s + i + 3u * v);                                \
        }                                                                                         \
        for (; bytes - i >= V##u; i += V##u) ua_impl_rev##W##_x##V(d + i, s + i);                 \
        UA_IMPL_REV_SMALLER_##V(W)                                                                \
        if (i < bytes) ua_impl_rev##W##_x16(d + bytes - 16u, s + bytes - 16u);                    \
    }                                                                                             \
    static inline UA_IMPL_TARGET(isa) size_t ua_impl_rev##W##_inplace_##level(uint8_t *d, size_t bytes) \
    {                                                                                             \
        const uint8_t *s = d;                                                                     \
        size_t i = 0;                                                                             \
        for (; bytes - i >= V##u; i += V##u) ua_impl_rev##W##_x##V(d + i, s + i);                 \
        UA_IMPL_REV_SMALLER_##V(W)                                                                \
        return i;                                                                                 \
    }
/* After the vectors of V bytes: one of each smaller size that fits. */
#define UA_IMPL_REV_SMALLER_16(W)
#define UA_IMPL_REV_SMALLER_32(W) if (bytes - i >= 16u) { ua_impl_rev##W##_x16(d + i, s + i); i += 16u; }
#define UA_IMPL_REV_SMALLER_64(W)                                                                 \
        if (bytes - i >= 32u) { ua_impl_rev##W##_x32(d + i, s + i); i += 32u; }                   \
        if (bytes - i >= 16u) { ua_impl_rev##W##_x16(d + i, s + i); i += 16u; }
#define UA_IMPL_REV_ARRAY(W)                                                                      \
    UA_IMPL_REV_SHIFTED(W, 16, "ssse3")                                                           \
    UA_IMPL_REV_SHIFTED(W, 32, "avx2")                                                            \
    UA_IMPL_REV_SHIFTED(W, 64, "avx512bw")                                                        \
    UA_IMPL_REV_LEVEL(W, 16, "ssse3", ssse3, UA_IMPL_MISALIGNED_SHIFTED)             \
    UA_IMPL_REV_LEVEL(W, 32, "avx2", avx2, UA_IMPL_MISALIGNED_SHIFTED)               \
    UA_IMPL_REV_LEVEL(W, 64, "avx512bw", avx512, UA_IMPL_MISALIGNED_SHIFTED)         \
    UA_IMPL_REV_ROTATED(W)                                                                        \
    UA_IMPL_REV_LEVEL(W, 64, "avx512bw,avx512vbmi", vbmi, UA_IMPL_MISALIGNED_ROTATED)
UA_IMPL_REV_ARRAY(2)
UA_IMPL_REV_ARRAY(4)
UA_IMPL_REV_ARRAY(8)

/* ---- CPU detection ---------------------------------------------------------------------------- */

/* CPUID leaf `leaf`, subleaf 0: r = EAX, EBX, ECX, EDX. */
static inline void ua_impl_cpuid(uint32_t leaf, uint32_t r[4])
{
    __asm__ __volatile__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(0u));
}

/* The registers the level depends on: CPUID.0:EAX, CPUID.1:ECX, CPUID.7.0:EBX, XCR0 and CPUID.7.0:ECX. */
typedef struct {
    uint32_t max, ecx1, ebx7, xcr0, ecx7;
} ua_impl_cpu_regs;

/** @internal @brief The level that CPUID and XCR0 values allow: 0, 1 (SSSE3), 2 (AVX2),
 * 3 (AVX-512BW) or 4 (AVX-512 VBMI). ebx7 and ecx7 are meaningless, and ignored, when max < 7; xcr0
 * is 0 when OSXSAVE is clear.
 * Arithmetic only, so that tests can feed it the registers of CPUs this machine is not. */
static inline int ua_impl_bulk_level_of(ua_impl_cpu_regs r)
{
    const uint32_t max = r.max, ecx1 = r.ecx1, ebx7 = r.ebx7, xcr0 = r.xcr0, ecx7 = r.ecx7;
    const uint32_t ssse3 = (ecx1 >> 9) & 1u;
    /* AVX2: CPUID.7.0:EBX bit 5, and the OS saves YMM state: OSXSAVE, AVX, XCR0 bits 1 and 2. */
    const uint32_t ymm = (ecx1 >> 27) & (ecx1 >> 28) & (uint32_t)((xcr0 & 6u) == 6u);
    const uint32_t avx2 = ssse3 & ymm & (uint32_t)(max >= 7u) & (ebx7 >> 5);
    /* AVX-512BW: CPUID.7.0:EBX bits 16 (F) and 30 (BW); XCR0 bits 5..7 (opmask and ZMM state). */
    const uint32_t zmm = (uint32_t)((xcr0 & 0xE0u) == 0xE0u);
    const uint32_t avx512 = avx2 & zmm & (ebx7 >> 16) & (ebx7 >> 30) & 1u;
    /* VBMI: CPUID.7.0:ECX bit 1. */
    const uint32_t vbmi = avx512 & (ecx7 >> 1) & 1u;
    return (int)(ssse3 + (avx2 & 1u) + avx512 + vbmi);
}

/** @internal @brief This CPU's CPUID and XCR0 values that the level depends on. */
static inline ua_impl_cpu_regs ua_impl_bulk_cpu_regs(void)
{
    uint32_t r0[4], r1[4], r7[4], xcr0, xcr0_hi;
    ua_impl_cpu_regs regs;
    ua_impl_cpuid(0, r0);
    ua_impl_cpuid(1, r1); /* every x86-64 CPU has leaves 0 and 1 */
    ua_impl_cpuid(7, r7); /* harmless where max < 7: ua_impl_bulk_level_of ignores it then */
    /* xgetbv raises #UD unless CPUID.1:ECX.OSXSAVE (bit 27) is set: the test is in the asm. */
    __asm__ __volatile__("xorl %%eax, %%eax\n\t"
                         "xorl %%edx, %%edx\n\t"
                         "btl $27, %2\n\t"
                         "jnc 1f\n\t"
                         "xgetbv\n"
                         "1:"
                         : "=&a"(xcr0), "=&d"(xcr0_hi) : "r"(r1[2]), "c"(0u) : "cc");
    (void)xcr0_hi;
    regs.max = r0[0];
    regs.ecx1 = r1[2];
    regs.ebx7 = r7[1];
    regs.xcr0 = xcr0;
    regs.ecx7 = r7[2];
    return regs;
}

/** @internal @brief The best level this CPU and OS support (ua_impl_bulk_level_of its registers). */
static inline int ua_impl_bulk_cpu_level(void)
{
    return ua_impl_bulk_level_of(ua_impl_bulk_cpu_regs());
}

/* The levels, written once: the tests, the bulk fuzz target, the benchmark and the main job take
 * their number and names from here. */
#define UA_IMPL_BULK_LEVELS 5
static inline const char *ua_impl_bulk_level_name(int level) /* 0 <= level < UA_IMPL_BULK_LEVELS */
{
    static const char *const names[UA_IMPL_BULK_LEVELS] = {
        "portable loops", "SSSE3 pshufb", "AVX2 vpshufb", "AVX-512BW vpshufb", "AVX-512 VBMI vpermb"
    };
    return names[level];
}

/* The level in use in this translation unit; -1 until the first call. */
static inline int *ua_impl_bulk_level_slot(void)
{
    static int level = -1;
    return &level;
}

/** @internal @brief Detects the level and caches it: the first call's path, kept out of line so that
 * the check on every call is one load and a compare. */
static __attribute__((noinline, unused)) int ua_impl_bulk_detect(void)
{
    const int level = ua_impl_bulk_cpu_level();
    __atomic_store_n(ua_impl_bulk_level_slot(), level, __ATOMIC_RELAXED);
    return level;
}

/** @internal @brief The dispatch level in use (detects it at the first call). Racing first calls
 * store the same value; the relaxed atomics only keep the access free of a data race. */
static inline UA_IMPL_ALWAYS_INLINE int ua_impl_bulk_dispatch_level(void)
{
    const int level = __atomic_load_n(ua_impl_bulk_level_slot(), __ATOMIC_RELAXED);
    return level < 0 ? ua_impl_bulk_detect() : level;
}

/** @internal @brief For tests and benchmarks: use @p level (0 to UA_IMPL_BULK_LEVELS - 1) from now on in this translation
 * unit if the CPU supports it, and return it; otherwise (a level above the CPU's, or -1) detect
 * again at the next call, and return -1. */
static inline int ua_impl_bulk_dispatch_force(int level)
{
    int set = -1;
    if (level >= 0 && level <= ua_impl_bulk_cpu_level()) set = level;
    __atomic_store_n(ua_impl_bulk_level_slot(), set, __ATOMIC_RELAXED);
    return set;
}

/* ua_impl_bulk_swapN(d, s, n): reverse the bytes of each of the n N-bit elements from s into d with
 * the level in use; returns the number of elements done: n, or 0 (level 0, or fewer than 16 bytes),
 * and the portable loops of unaligned_bulk.h then do them all. n <= SIZE_MAX / (N / 8).
 * ua_impl_bulk_swapN_inplace(a, n): the same in place; returns the elements done (whole vectors),
 * and the portable loops do the rest. Inlined into each conversion (always_inline: Clang kept
 * them as calls), so the check on the level is the only cost on top of the kernel's call. */
#define UA_IMPL_BULK_SWAP(bits, W)                                                                \
    static inline UA_IMPL_ALWAYS_INLINE size_t ua_impl_bulk_swap##bits(void *d, const void *s, size_t n) \
    {                                                                                             \
        const size_t bytes = n * W##u;                                                            \
        int level;                                                                                \
        if (bytes < 16u) return 0;                                                                \
        level = ua_impl_bulk_dispatch_level();                                                    \
        if (level >= 4) ua_impl_rev##W##_vbmi((uint8_t *)d, (const uint8_t *)s, bytes);          \
        else if (level == 3) ua_impl_rev##W##_avx512((uint8_t *)d, (const uint8_t *)s, bytes);    \
        else if (level == 2) ua_impl_rev##W##_avx2((uint8_t *)d, (const uint8_t *)s, bytes);      \
        else if (level == 1) ua_impl_rev##W##_ssse3((uint8_t *)d, (const uint8_t *)s, bytes);     \
        else return 0;                                                                            \
        return n;                                                                                 \
    }                                                                                             \
    static inline UA_IMPL_ALWAYS_INLINE size_t ua_impl_bulk_swap##bits##_inplace(void *a, size_t n) \
    {                                                                                             \
        const size_t bytes = n * W##u;                                                            \
        int level;                                                                                \
        if (bytes < 16u) return 0;                                                                \
        level = ua_impl_bulk_dispatch_level();                                                    \
        if (level >= 4) return ua_impl_rev##W##_inplace_vbmi((uint8_t *)a, bytes) / W##u;        \
        if (level == 3) return ua_impl_rev##W##_inplace_avx512((uint8_t *)a, bytes) / W##u;      \
        if (level == 2) return ua_impl_rev##W##_inplace_avx2((uint8_t *)a, bytes) / W##u;         \
        if (level == 1) return ua_impl_rev##W##_inplace_ssse3((uint8_t *)a, bytes) / W##u;        \
        return 0;                                                                                 \
    }
UA_IMPL_BULK_SWAP(16, 2)
UA_IMPL_BULK_SWAP(32, 4)
UA_IMPL_BULK_SWAP(64, 8)

/** @internal @brief The host-order conversions under the dispatch: n elements of w bytes copied
 * with memcpy (d and s do not overlap); returns 1, or 0 at level 0 (then the portable loops do it,
 * as for the other order). The caller returns at once after a copy, so that the memcpy is its tail
 * call. GCC 12 -O2 turns the portable block loops into one call of memmove per 32-byte block in
 * some callers (measured in tests/bench/loops.c: 0.2-0.6x memcpy), so the copy is spelt out here. */
static inline UA_IMPL_ALWAYS_INLINE int ua_impl_bulk_copy(void *d, const void *s, size_t n, size_t w)
{
    if (ua_impl_bulk_dispatch_level() == 0) return 0;
    __builtin_memcpy(d, s, n * w);
    return 1;
}

#ifdef __cplusplus
}
#endif

#endif /* UA_BULK_DISPATCH */
#endif /* UNALIGNED_BULK_X86_H_INCLUDED */
