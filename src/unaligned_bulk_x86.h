/* SPDX-License-Identifier: MIT */
/**
 * @file unaligned_bulk_x86.h
 * @brief x86-64 runtime dispatch for the other-order bulk conversions of unaligned_bulk.h.
 *
 * Included by unaligned_bulk.h when UA_BULK_DISPATCH is 1; not meant to be included on its own.
 * Baseline x86-64 (SSE2) has no byte shuffle, so the portable loops of unaligned_bulk.h swap the
 * bytes of 32- and 64-bit elements one at a time (GCC) or with shifts. Here the byte reversal of
 * ua_load_be{16,32,64}_array and ua_store_be{16,32,64}_array (a load and a store are the same
 * reversal of each element's bytes) runs with pshufb (SSSE3) or vpshufb (AVX2), in functions
 * compiled for that ISA alone (target attributes) and chosen by CPUID at the first call.
 *
 * Levels: 0 the portable loops, 1 SSSE3, 2 AVX2 (AVX2 and OS-enabled YMM state: XCR0 bits 1, 2).
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
#ifndef UNALIGNED_BULK_X86_H_INCLUDED
#define UNALIGNED_BULK_X86_H_INCLUDED

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define UA_IMPL_TARGET(isa) __attribute__((target(isa)))

typedef uint8_t ua_impl_u8x16 __attribute__((vector_size(16)));
typedef uint8_t ua_impl_u8x32 __attribute__((vector_size(32)));

/* The indices of a byte reversal of every W-byte element of a 16- or 32-byte vector (32: the same
 * per 16-byte lane, as vpshufb works per lane). */
#define UA_IMPL_REV2_LO 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14
#define UA_IMPL_REV2_HI 17, 16, 19, 18, 21, 20, 23, 22, 25, 24, 27, 26, 29, 28, 31, 30
#define UA_IMPL_REV4_LO 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12
#define UA_IMPL_REV4_HI 19, 18, 17, 16, 23, 22, 21, 20, 27, 26, 25, 24, 31, 30, 29, 28
#define UA_IMPL_REV8_LO 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
#define UA_IMPL_REV8_HI 23, 22, 21, 20, 19, 18, 17, 16, 31, 30, 29, 28, 27, 26, 25, 24

/* v = v shuffled by the constant indices: Clang's __builtin_shufflevector, GCC's __builtin_shuffle
 * (GCC only has the former from version 12). Both become one (v)pshufb with a constant mask. */
#if defined(__clang__)
#  define UA_IMPL_SHUFFLE(type, v, ...) (v) = __builtin_shufflevector((v), (v), __VA_ARGS__)
#else
#  define UA_IMPL_SHUFFLE(type, v, ...)                                                           \
       do { const type mask_ = { __VA_ARGS__ }; (v) = __builtin_shuffle((v), mask_); } while (0)
#endif

/* One vector: load 16 (32) bytes from s, reverse each W-byte element, store them at d; unaligned. */
#define UA_IMPL_REV_VECTOR(W)                                                                     \
    static inline UA_IMPL_TARGET("ssse3") void ua_impl_rev##W##_x16(uint8_t *d, const uint8_t *s)  \
    {                                                                                             \
        ua_impl_u8x16 v;                                                                          \
        __builtin_memcpy(&v, s, 16);                                                              \
        UA_IMPL_SHUFFLE(ua_impl_u8x16, v, UA_IMPL_REV##W##_LO);                                   \
        __builtin_memcpy(d, &v, 16);                                                              \
    }                                                                                             \
    static inline UA_IMPL_TARGET("avx2") void ua_impl_rev##W##_x32(uint8_t *d, const uint8_t *s)   \
    {                                                                                             \
        ua_impl_u8x32 v;                                                                          \
        __builtin_memcpy(&v, s, 32);                                                              \
        UA_IMPL_SHUFFLE(ua_impl_u8x32, v, UA_IMPL_REV##W##_LO, UA_IMPL_REV##W##_HI);              \
        __builtin_memcpy(d, &v, 32);                                                              \
    }
UA_IMPL_REV_VECTOR(2)
UA_IMPL_REV_VECTOR(4)
UA_IMPL_REV_VECTOR(8)

/* The whole array of `bytes` bytes (a multiple of W, at least 16): 32 (64) bytes per iteration,
 * then one vector, then a last vector ending at the end of the array that overlaps bytes already
 * done (it writes them again with the same values: d and s do not overlap). */
#define UA_IMPL_REV_ARRAY(W)                                                                      \
    static inline UA_IMPL_TARGET("ssse3") void ua_impl_rev##W##_ssse3(uint8_t *d, const uint8_t *s, size_t bytes) \
    {                                                                                             \
        size_t i = 0;                                                                             \
        for (; bytes - i >= 32u; i += 32u) {                                                      \
            ua_impl_rev##W##_x16(d + i, s + i);                                                   \
            ua_impl_rev##W##_x16(d + i + 16u, s + i + 16u);                                       \
        }                                                                                         \
        if (bytes - i >= 16u) { ua_impl_rev##W##_x16(d + i, s + i); i += 16u; }                   \
        if (i < bytes) ua_impl_rev##W##_x16(d + bytes - 16u, s + bytes - 16u);                    \
    }                                                                                             \
    static inline UA_IMPL_TARGET("avx2") void ua_impl_rev##W##_avx2(uint8_t *d, const uint8_t *s, size_t bytes) \
    {                                                                                             \
        size_t i = 0;                                                                             \
        for (; bytes - i >= 64u; i += 64u) {                                                      \
            ua_impl_rev##W##_x32(d + i, s + i);                                                   \
            ua_impl_rev##W##_x32(d + i + 32u, s + i + 32u);                                       \
        }                                                                                         \
        if (bytes - i >= 32u) { ua_impl_rev##W##_x32(d + i, s + i); i += 32u; }                   \
        if (bytes - i >= 16u) { ua_impl_rev##W##_x16(d + i, s + i); i += 16u; }                   \
        if (i < bytes) ua_impl_rev##W##_x16(d + bytes - 16u, s + bytes - 16u);                    \
    }
UA_IMPL_REV_ARRAY(2)
UA_IMPL_REV_ARRAY(4)
UA_IMPL_REV_ARRAY(8)

/* ---- CPU detection ---------------------------------------------------------------------------- */

static inline void ua_impl_cpuid(uint32_t leaf, uint32_t sub, uint32_t r[4])
{
    __asm__ __volatile__("cpuid" : "=a"(r[0]), "=b"(r[1]), "=c"(r[2]), "=d"(r[3]) : "a"(leaf), "c"(sub));
}

/** @internal @brief The best level this CPU and OS support: 0, 1 (SSSE3) or 2 (AVX2). */
static inline int ua_impl_bulk_cpu_level(void)
{
    uint32_t r[4], max, ecx1;
    int level;
    ua_impl_cpuid(0, 0, r);
    max = r[0];
    if (max < 1u) return 0;
    ua_impl_cpuid(1, 0, r);
    ecx1 = r[2];
    level = (ecx1 >> 9) & 1u ? 1 : 0; /* SSSE3 */
    /* AVX2: CPUID.7.0:EBX bit 5, and the OS saves YMM state (OSXSAVE, AVX, XCR0 bits 1 and 2). */
    if (level == 1 && max >= 7u && ((ecx1 >> 27) & 1u) && ((ecx1 >> 28) & 1u)) {
        uint32_t xcr0_lo, xcr0_hi;
        __asm__ __volatile__("xgetbv" : "=a"(xcr0_lo), "=d"(xcr0_hi) : "c"(0u));
        (void)xcr0_hi;
        ua_impl_cpuid(7, 0, r);
        if ((xcr0_lo & 6u) == 6u && ((r[1] >> 5) & 1u)) level = 2;
    }
    return level;
}

/* The level in use in this translation unit; -1 until the first call. */
static inline int *ua_impl_bulk_level_slot(void)
{
    static int level = -1;
    return &level;
}

/** @internal @brief The dispatch level in use (detects it at the first call). Racing first calls
 * store the same value; the relaxed atomics only keep the access free of a data race. */
static inline int ua_impl_bulk_dispatch_level(void)
{
    int level = __atomic_load_n(ua_impl_bulk_level_slot(), __ATOMIC_RELAXED);
    if (level < 0) {
        level = ua_impl_bulk_cpu_level();
        __atomic_store_n(ua_impl_bulk_level_slot(), level, __ATOMIC_RELAXED);
    }
    return level;
}

/** @internal @brief For tests and benchmarks: use @p level (0, 1 or 2) from now on in this translation
 * unit, lowered to what the CPU supports. Returns the level set. */
static inline int ua_impl_bulk_dispatch_force(int level)
{
    int cpu = ua_impl_bulk_cpu_level();
    if (level > cpu) level = cpu;
    if (level < 0) level = 0;
    __atomic_store_n(ua_impl_bulk_level_slot(), level, __ATOMIC_RELAXED);
    return level;
}

/* ua_impl_bulk_swapN(d, s, n): reverse the bytes of each of the n N-bit elements from s into d with
 * the level in use; returns the number of elements done: n, or 0 (level 0, or fewer than 16 bytes),
 * and the portable loops of unaligned_bulk.h then do them all. n <= SIZE_MAX / (N / 8). */
#define UA_IMPL_BULK_SWAP(bits, W)                                                                \
    static inline size_t ua_impl_bulk_swap##bits(void *d, const void *s, size_t n)               \
    {                                                                                             \
        const size_t bytes = n * W##u;                                                            \
        int level;                                                                                \
        if (bytes < 16u) return 0;                                                                \
        level = ua_impl_bulk_dispatch_level();                                                    \
        if (level >= 2) ua_impl_rev##W##_avx2((uint8_t *)d, (const uint8_t *)s, bytes);          \
        else if (level == 1) ua_impl_rev##W##_ssse3((uint8_t *)d, (const uint8_t *)s, bytes);    \
        else return 0;                                                                            \
        return n;                                                                                 \
    }
UA_IMPL_BULK_SWAP(16, 2)
UA_IMPL_BULK_SWAP(32, 4)
UA_IMPL_BULK_SWAP(64, 8)

#ifdef __cplusplus
}
#endif

#endif /* UNALIGNED_BULK_X86_H_INCLUDED */
