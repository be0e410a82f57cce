/* SPDX-License-Identifier: MIT */
/**
 * @file stdbit_endian.h
 * @brief The C2y names of <stdbit.h>'s endian-aware 8-bit loads and stores (stdc_load8_leu32,
 * stdc_store8_bes16, stdc_load8_aligned_beu64, ...) for the accessors of unaligned.h.
 *
 * Code written against the coming standard's functions builds today on any C99 compiler:
 *
 *   uint_least32_t stdc_load8_leu32(const unsigned char ptr[static 4]);
 *   int_least16_t  stdc_load8_bes16(const unsigned char ptr[static 2]);
 *   void           stdc_store8_beu64(uint_least64_t value, unsigned char ptr[static 8]);
 *   uint_least32_t stdc_load8_aligned_leu32(const unsigned char ptr[static 4]);  (ptr 4-aligned)
 *
 * For le/be x u/s x 8/16/32/64: 16 loads, 16 stores, and the 32 _aligned forms, with the
 * standard's types: the value first on stores, uint_leastN_t / int_leastN_t, and in C the
 * `[static N]` array parameter (N bytes must be valid; UA_STDBIT_ARRAY_STATIC=0 writes `[N]`, the
 * same type, for MISRA; in C++, which has no such parameter, a plain pointer). Each is one call to the matching ua_ accessor (signed: ua_get_les32 ... with no
 * implementation-defined conversion; aligned: ua_get_le32_aligned ..., whose precondition is
 * the standard's alignment requirement), so the strategy (UA_STRATEGY), the contracts and
 * UA_CHECK_ALIGNMENT are those of unaligned.h. The 8-bit ones are the byte itself (signed: read
 * as two's complement, again with no implementation-defined conversion).
 *
 * And the byte reversals of the draft (N3783, 7.18.20), also next to the loads and stores:
 *
 *   void     stdc_memreverse8(size_t n, unsigned char ptr[static n]);  reverses ptr[0..n-1] in place
 *   uint8_t  stdc_memreverse8u8(uint8_t value);                         value (one byte)
 *   uint16_t stdc_memreverse8u16(uint16_t value);   ... u32, u64:       value with its bytes reversed
 *
 * The array form is a swap loop with a byte-model contract (ptr[i] becomes the old ptr[n-1-i]); the
 * value forms are unaligned.h's byte swaps (ua_bswap16/32/64 in ACSL).
 *
 * Deferring to the implementation: where the compiler's own <stdbit.h> declares these functions,
 * this file includes it and defines nothing (both would define the same names). Detected as: a C
 * compiler in C23 mode or later (__STDC_VERSION__ >= 202311L, where <stdbit.h> is a standard
 * header), that has <stdbit.h> (__has_include), whose __STDC_VERSION_STDBIT_H__ is later than
 * C23's 202311L (the C23 header has no load8/store8; a C2y one sets a later version). Define
 * UA_STDBIT_USE_SYSTEM to 1 or 0 to force the choice (1: include <stdbit.h> and define nothing;
 * 0: define the names here). UA_STDBIT_FROM_SYSTEM tells which happened (1: the system's).
 */
#ifndef UA_COMPAT_STDBIT_ENDIAN_H_INCLUDED
#define UA_COMPAT_STDBIT_ENDIAN_H_INCLUDED

#include <stddef.h> /* size_t, for stdc_memreverse8 */

#include "unaligned.h"

#ifndef UA_STDBIT_USE_SYSTEM
#  if !defined(__cplusplus) && defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L \
   && defined(__has_include)
#    if __has_include(<stdbit.h>)
#      include <stdbit.h>
#      if defined(__STDC_VERSION_STDBIT_H__) && __STDC_VERSION_STDBIT_H__ > 202311L
#        define UA_STDBIT_USE_SYSTEM 1
#      endif
#    endif
#  endif
#  ifndef UA_STDBIT_USE_SYSTEM
#    define UA_STDBIT_USE_SYSTEM 0
#  endif
#elif UA_STDBIT_USE_SYSTEM
#  include <stdbit.h>
#endif /* UA_STDBIT_USE_SYSTEM */

#if UA_STDBIT_USE_SYSTEM
#  define UA_STDBIT_FROM_SYSTEM 1
#else
#  define UA_STDBIT_FROM_SYSTEM 0

/**
 * @def UA_STDBIT_ARRAY_STATIC
 * @brief 1 (default): the parameters are written as the standard writes them, `ptr[static N]`, which
 * tells the compiler that N bytes are valid (and lets it warn on a null or short argument). 0:
 * `ptr[N]`, the same parameter type (both adjust to `unsigned char *`), for MISRA C:2012, whose
 * mandatory rule 17.6 forbids `static` there (make misra screens this header so). C++ has no
 * `[static N]` and always gets `ptr[]`: a plain pointer.
 */
#ifndef UA_STDBIT_ARRAY_STATIC
#  define UA_STDBIT_ARRAY_STATIC 1
#endif
#if defined(__cplusplus)
#  define UA_IMPL_STDBIT_ARRAY(n) []
#else
#  if UA_STDBIT_ARRAY_STATIC
#    define UA_IMPL_STDBIT_STATIC static
#  else
#    define UA_IMPL_STDBIT_STATIC
#  endif
#  define UA_IMPL_STDBIT_ARRAY(n) [UA_IMPL_STDBIT_STATIC (n)]
#endif
/* A length given by a parameter: [static n] as the standard writes it; MISRA (rule 18.8 forbids the
 * variably modified [n]) and C++ get [], the same adjusted type. */
#if !defined(__cplusplus) && UA_STDBIT_ARRAY_STATIC
#  define UA_IMPL_STDBIT_ARRAY_N(n) [UA_IMPL_STDBIT_STATIC (n)]
#else
#  define UA_IMPL_STDBIT_ARRAY_N(n) []
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* 8 bits: the byte; signed, read as two's complement (no implementation-defined conversion). */
static inline uint_least8_t ua_impl_stdbit_u8(const unsigned char *ptr) { return (uint_least8_t)ptr[0]; }
static inline int_least8_t ua_impl_stdbit_s8(const unsigned char *ptr)
{
    return (int_least8_t)((ptr[0] < 0x80u) ? (int)ptr[0] : ((int)ptr[0] - 0x100));
}
static inline void ua_impl_stdbit_put_u8(unsigned char *ptr, uint_least8_t value) { ptr[0] = (unsigned char)(value & 0xFFu); }
static inline void ua_impl_stdbit_put_s8(unsigned char *ptr, int_least8_t value)
{
    ptr[0] = (unsigned char)((value < 0) ? ((int)value + 0x100) : (int)value);
}

/* Loads. */
static inline uint_least8_t stdc_load8_leu8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_u8(ptr); }
static inline uint_least16_t stdc_load8_leu16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_le16(ptr); }
static inline uint_least32_t stdc_load8_leu32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_le32(ptr); }
static inline uint_least64_t stdc_load8_leu64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_le64(ptr); }
static inline int_least8_t stdc_load8_les8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_s8(ptr); }
static inline int_least16_t stdc_load8_les16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_les16(ptr); }
static inline int_least32_t stdc_load8_les32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_les32(ptr); }
static inline int_least64_t stdc_load8_les64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_les64(ptr); }
static inline uint_least8_t stdc_load8_beu8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_u8(ptr); }
static inline uint_least16_t stdc_load8_beu16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_be16(ptr); }
static inline uint_least32_t stdc_load8_beu32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_be32(ptr); }
static inline uint_least64_t stdc_load8_beu64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_be64(ptr); }
static inline int_least8_t stdc_load8_bes8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_s8(ptr); }
static inline int_least16_t stdc_load8_bes16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_bes16(ptr); }
static inline int_least32_t stdc_load8_bes32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_bes32(ptr); }
static inline int_least64_t stdc_load8_bes64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_bes64(ptr); }

/* Stores: the value first, as in the standard. */
static inline void stdc_store8_leu8(uint_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_u8(ptr, value); }
static inline void stdc_store8_leu16(uint_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_le16(ptr, value); }
static inline void stdc_store8_leu32(uint_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_le32(ptr, value); }
static inline void stdc_store8_leu64(uint_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_le64(ptr, value); }
static inline void stdc_store8_les8(int_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_s8(ptr, value); }
static inline void stdc_store8_les16(int_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_les16(ptr, value); }
static inline void stdc_store8_les32(int_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_les32(ptr, value); }
static inline void stdc_store8_les64(int_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_les64(ptr, value); }
static inline void stdc_store8_beu8(uint_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_u8(ptr, value); }
static inline void stdc_store8_beu16(uint_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_be16(ptr, value); }
static inline void stdc_store8_beu32(uint_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_be32(ptr, value); }
static inline void stdc_store8_beu64(uint_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_be64(ptr, value); }
static inline void stdc_store8_bes8(int_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_s8(ptr, value); }
static inline void stdc_store8_bes16(int_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_bes16(ptr, value); }
static inline void stdc_store8_bes32(int_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_bes32(ptr, value); }
static inline void stdc_store8_bes64(int_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_bes64(ptr, value); }

/* Aligned loads: ptr a multiple of N/8 (unaligned.h _aligned accessors). */
static inline uint_least8_t stdc_load8_aligned_leu8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_u8(ptr); }
static inline uint_least16_t stdc_load8_aligned_leu16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_le16_aligned(ptr); }
static inline uint_least32_t stdc_load8_aligned_leu32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_le32_aligned(ptr); }
static inline uint_least64_t stdc_load8_aligned_leu64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_le64_aligned(ptr); }
static inline int_least8_t stdc_load8_aligned_les8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_s8(ptr); }
static inline int_least16_t stdc_load8_aligned_les16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_impl_sign16(ua_get_le16_aligned(ptr)); }
static inline int_least32_t stdc_load8_aligned_les32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_impl_sign32(ua_get_le32_aligned(ptr)); }
static inline int_least64_t stdc_load8_aligned_les64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_impl_sign64(ua_get_le64_aligned(ptr)); }
static inline uint_least8_t stdc_load8_aligned_beu8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_u8(ptr); }
static inline uint_least16_t stdc_load8_aligned_beu16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_get_be16_aligned(ptr); }
static inline uint_least32_t stdc_load8_aligned_beu32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_get_be32_aligned(ptr); }
static inline uint_least64_t stdc_load8_aligned_beu64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_get_be64_aligned(ptr); }
static inline int_least8_t stdc_load8_aligned_bes8(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { return ua_impl_stdbit_s8(ptr); }
static inline int_least16_t stdc_load8_aligned_bes16(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { return ua_impl_sign16(ua_get_be16_aligned(ptr)); }
static inline int_least32_t stdc_load8_aligned_bes32(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { return ua_impl_sign32(ua_get_be32_aligned(ptr)); }
static inline int_least64_t stdc_load8_aligned_bes64(const unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { return ua_impl_sign64(ua_get_be64_aligned(ptr)); }

/* Aligned stores: the value first, as in the standard. */
static inline void stdc_store8_aligned_leu8(uint_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_u8(ptr, value); }
static inline void stdc_store8_aligned_leu16(uint_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_le16_aligned(ptr, value); }
static inline void stdc_store8_aligned_leu32(uint_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_le32_aligned(ptr, value); }
static inline void stdc_store8_aligned_leu64(uint_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_le64_aligned(ptr, value); }
static inline void stdc_store8_aligned_les8(int_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_s8(ptr, value); }
static inline void stdc_store8_aligned_les16(int_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_le16_aligned(ptr, ua_impl_unsign16(value)); }
static inline void stdc_store8_aligned_les32(int_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_le32_aligned(ptr, ua_impl_unsign32(value)); }
static inline void stdc_store8_aligned_les64(int_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_le64_aligned(ptr, ua_impl_unsign64(value)); }
static inline void stdc_store8_aligned_beu8(uint_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_u8(ptr, value); }
static inline void stdc_store8_aligned_beu16(uint_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_be16_aligned(ptr, value); }
static inline void stdc_store8_aligned_beu32(uint_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_be32_aligned(ptr, value); }
static inline void stdc_store8_aligned_beu64(uint_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_be64_aligned(ptr, value); }
static inline void stdc_store8_aligned_bes8(int_least8_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(1)) { ua_impl_stdbit_put_s8(ptr, value); }
static inline void stdc_store8_aligned_bes16(int_least16_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(2)) { ua_put_be16_aligned(ptr, ua_impl_unsign16(value)); }
static inline void stdc_store8_aligned_bes32(int_least32_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(4)) { ua_put_be32_aligned(ptr, ua_impl_unsign32(value)); }
static inline void stdc_store8_aligned_bes64(int_least64_t value, unsigned char ptr UA_IMPL_STDBIT_ARRAY(8)) { ua_put_be64_aligned(ptr, ua_impl_unsign64(value)); }

/* Byte reversal: the array in place, and the values. */

/** @brief Reverses the order of the bytes ptr[0..n-1] in place. @pre ptr[0..n-1] is writable. */
/*@ requires valid_bytes: \valid(ptr + (0 .. n - 1));
    terminates \true;
    assigns  ptr[0 .. n - 1] \from ptr[0 .. n - 1];
    ensures  reversed:  \forall integer i; 0 <= i < n ==> ptr[i] == \old(ptr[n - 1 - i]);
 */
static inline void stdc_memreverse8(size_t n, unsigned char ptr UA_IMPL_STDBIT_ARRAY_N(n))
{
    size_t i;
    /*@ loop invariant bound:   0 <= i <= n / 2;
        loop invariant low:     \forall integer k; 0 <= k < i ==> ptr[k] == \at(ptr[n - 1 - k], Pre);
        loop invariant high:    \forall integer k; n - i <= k < n ==> ptr[k] == \at(ptr[n - 1 - k], Pre);
        loop invariant middle:  \forall integer k; i <= k < n - i ==> ptr[k] == \at(ptr[k], Pre);
        loop assigns i, ptr[0 .. n - 1];
        loop variant n / 2 - i;
     */
    for (i = 0u; i < (n / 2u); i++) {
        const unsigned char low = ptr[i];
        ptr[i] = ptr[n - 1u - i];
        ptr[n - 1u - i] = low;
    }
}

/** @brief The value itself: one byte has nothing to reverse. */
/*@ assigns \result \from value;
    ensures same: \result == value;
 */
static inline uint8_t stdc_memreverse8u8(uint8_t value) { return value; }
/** @brief value with its 2 bytes in reverse order. */
/*@ assigns \result \from value;
    ensures swapped: \result == ua_bswap16(value);
 */
static inline uint16_t stdc_memreverse8u16(uint16_t value) { return (uint16_t)UA_IMPL_BSWAP16(value); }
/** @brief value with its 4 bytes in reverse order. */
/*@ assigns \result \from value;
    ensures swapped: \result == ua_bswap32(value);
 */
static inline uint32_t stdc_memreverse8u32(uint32_t value) { return (uint32_t)UA_IMPL_BSWAP32(value); }
/** @brief value with its 8 bytes in reverse order. */
/*@ assigns \result \from value;
    ensures swapped: \result == ua_bswap64(value);
 */
static inline uint64_t stdc_memreverse8u64(uint64_t value) { return (uint64_t)UA_IMPL_BSWAP64(value); }

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UA_STDBIT_USE_SYSTEM */

#endif /* UA_COMPAT_STDBIT_ENDIAN_H_INCLUDED */
