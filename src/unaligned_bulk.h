/* SPDX-License-Identifier: MIT */
/**
 * @file unaligned_bulk.h
 * @brief Convert whole arrays between byte buffers (any alignment, either byte order) and uintN_t.
 *
 *   void ua_load_le32_array(uint32_t *dst, const void *src, size_t n);   src: 4n bytes, dst: n values
 *   void ua_store_be16_array(void *dst, const uint16_t *src, size_t n);  dst: 2n bytes, src: n values
 *
 * for 16, 32 and 64 bits, little- and big-endian. The byte buffer may sit at any address; the value
 * array is a normal (aligned) C array; the two must not overlap.
 *
 * Written so that compilers vectorize them: each element goes through the unaligned.h accessor of
 * the selected UA_STRATEGY, in blocks of UA_IMPL_BULK_BLOCK bytes with a constant trip count (GCC's
 * -O2 cost model only vectorizes loops it can replace entirely), then a scalar tail. Host order
 * becomes a copy (memcpy or movdqu); the other order a byte shuffle per vector where the target has
 * one (x86-64: pshufb, SSSE3 and later; baseline SSE2 x86-64 has none, and GCC then stays scalar
 * for 32 and 64 bits).
 *
 * ua_impl_{load,store}_{le,be}N_array_bytes are the byte-level references: one element at a time
 * through the byte helpers of unaligned.h, whatever the strategy. Tests and the fuzzer compare the
 * two. WP proves both, with their block helpers, against the same contract (every element equal to
 * the byte model of unaligned.h, exact assigns, termination, no run-time error) under
 * UA_STRATEGY_BYTES on a little-endian host: units bulk and bulk-fast of proofs/units.list. Those
 * proofs use the contracts of the unaligned.h accessors, not their bodies; the bodies are proved
 * for BYTES (unit bytes) and, for the other strategies, on top of the trusted host-order loads and
 * stores (units shared-le, shared-be; proofs/README.md).
 *
 * C99, freestanding (<stddef.h>, <stdint.h>), usable from C++.
 */
#ifndef UNALIGNED_BULK_H_INCLUDED
#define UNALIGNED_BULK_H_INCLUDED

#include <stddef.h>
#include <stdint.h>

#include "unaligned.h"

/* The fast versions promise the compiler that dst and src do not overlap, so that it neither
 * versions the loop for aliasing nor gives up. C99 spells it restrict; C++ compilers __restrict. */
#if !defined(__cplusplus)
#  define UA_IMPL_RESTRICT restrict
#elif UA_IMPL_HAVE_GNU_ATTRIBUTES || defined(_MSC_VER)
#  define UA_IMPL_RESTRICT __restrict
#else
#  define UA_IMPL_RESTRICT
#endif

/* Bytes per block of the fast loops: one AVX2 vector, or two SSE/NEON vectors. */
#define UA_IMPL_BULK_BLOCK 32u

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __FRAMAC__
#  include "unaligned_bulk.acsl" /* ua_le16_elt ...: element j of a byte buffer, for the loop invariants (specs/) */
#endif

/* ************************************************************************************************
 *   Fast versions
 * ************************************************************************************************/

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 2 - 1 of ua_load_le16_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 2 - UA_IMPL_BULK_BLOCK / 2;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires valid_src: \valid_read(s + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1), s + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1] \from s[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 2 ==> dst[j] == ua_le16(s + 2 * j);
 */
static inline void ua_impl_load_le16_block(uint16_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 2;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le16(s + 2 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 2 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 2u); k++) {
        dst[i + k] = ua_get_le16(s + (2u * (i + k)));
        /*@ assert this: dst[i + k] == ua_le16(s + 2 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le16(s + 2 * j); */
    }
}

/**
 * @brief Reads @p n little-endian 16-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 2n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 2 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 2 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 2 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le16((uint8_t *)src + 2 * j);
 */
static inline void ua_load_le16_array(uint16_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {
        ua_impl_load_le16_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 2u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_le16(s + (2u * i));
        /*@ assert this: dst[i] == ua_le16(s + 2 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 2 - 1 of ua_load_be16_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 2 - UA_IMPL_BULK_BLOCK / 2;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires valid_src: \valid_read(s + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1), s + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1] \from s[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 2 ==> dst[j] == ua_be16(s + 2 * j);
 */
static inline void ua_impl_load_be16_block(uint16_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 2;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be16(s + 2 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 2 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 2u); k++) {
        dst[i + k] = ua_get_be16(s + (2u * (i + k)));
        /*@ assert this: dst[i + k] == ua_be16(s + 2 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be16(s + 2 * j); */
    }
}

/**
 * @brief Reads @p n big-endian 16-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 2n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 2 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 2 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 2 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be16((uint8_t *)src + 2 * j);
 */
static inline void ua_load_be16_array(uint16_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {
        ua_impl_load_be16_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 2u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_be16(s + (2u * i));
        /*@ assert this: dst[i] == ua_be16(s + 2 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 4 - 1 of ua_load_le32_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 4 - UA_IMPL_BULK_BLOCK / 4;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires valid_src: \valid_read(s + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1), s + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1] \from s[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 4 ==> dst[j] == ua_le32(s + 4 * j);
 */
static inline void ua_impl_load_le32_block(uint32_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 4;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le32(s + 4 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 4 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 4u); k++) {
        dst[i + k] = ua_get_le32(s + (4u * (i + k)));
        /*@ assert this: dst[i + k] == ua_le32(s + 4 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le32(s + 4 * j); */
    }
}

/**
 * @brief Reads @p n little-endian 32-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 4n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 4 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 4 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 4 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le32((uint8_t *)src + 4 * j);
 */
static inline void ua_load_le32_array(uint32_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 4u)) {
        ua_impl_load_le32_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 4u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_le32(s + (4u * i));
        /*@ assert this: dst[i] == ua_le32(s + 4 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 4 - 1 of ua_load_be32_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 4 - UA_IMPL_BULK_BLOCK / 4;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires valid_src: \valid_read(s + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1), s + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1] \from s[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 4 ==> dst[j] == ua_be32(s + 4 * j);
 */
static inline void ua_impl_load_be32_block(uint32_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 4;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be32(s + 4 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 4 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 4u); k++) {
        dst[i + k] = ua_get_be32(s + (4u * (i + k)));
        /*@ assert this: dst[i + k] == ua_be32(s + 4 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be32(s + 4 * j); */
    }
}

/**
 * @brief Reads @p n big-endian 32-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 4n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 4 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 4 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 4 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be32((uint8_t *)src + 4 * j);
 */
static inline void ua_load_be32_array(uint32_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 4u)) {
        ua_impl_load_be32_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 4u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_be32(s + (4u * i));
        /*@ assert this: dst[i] == ua_be32(s + 4 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 8 - 1 of ua_load_le64_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 8 - UA_IMPL_BULK_BLOCK / 8;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires valid_src: \valid_read(s + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1), s + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1] \from s[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 8 ==> dst[j] == ua_le64(s + 8 * j);
 */
static inline void ua_impl_load_le64_block(uint64_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 8;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le64(s + 8 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 8 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 8u); k++) {
        dst[i + k] = ua_get_le64(s + (8u * (i + k)));
        /*@ assert this: dst[i + k] == ua_le64(s + 8 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_le64(s + 8 * j); */
    }
}

/**
 * @brief Reads @p n little-endian 64-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 8n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 8 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 8 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 8 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le64((uint8_t *)src + 8 * j);
 */
static inline void ua_load_le64_array(uint64_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 8u)) {
        ua_impl_load_le64_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 8u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_le64(s + (8u * i));
        /*@ assert this: dst[i] == ua_le64(s + 8 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 8 - 1 of ua_load_be64_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 8 - UA_IMPL_BULK_BLOCK / 8;
    requires valid_dst: \valid(dst + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires valid_src: \valid_read(s + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires separated: \separated(dst + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1), s + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires done:      \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j);
    terminates \true;
    assigns  dst[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1] \from s[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 8 ==> dst[j] == ua_be64(s + 8 * j);
 */
static inline void ua_impl_load_be64_block(uint64_t *UA_IMPL_RESTRICT dst, const uint8_t *UA_IMPL_RESTRICT s, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 8;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be64(s + 8 * j);
        loop assigns k, dst[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1];
        loop variant UA_IMPL_BULK_BLOCK / 8 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 8u); k++) {
        dst[i + k] = ua_get_be64(s + (8u * (i + k)));
        /*@ assert this: dst[i + k] == ua_be64(s + 8 * (i + k)); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> dst[j] == ua_be64(s + 8 * j); */
    }
}

/**
 * @brief Reads @p n big-endian 64-bit values from @p src (any alignment) into @p dst.
 * @pre   src[0 .. 8n-1] is readable, dst[0 .. n-1] is writable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 8 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 8 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 8 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be64((uint8_t *)src + 8 * j);
 */
static inline void ua_load_be64_array(uint64_t *UA_IMPL_RESTRICT dst, const void *UA_IMPL_RESTRICT src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 8u)) {
        ua_impl_load_be64_block(dst, s, i);
        i += UA_IMPL_BULK_BLOCK / 8u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        dst[i] = ua_get_be64(s + (8u * i));
        /*@ assert this: dst[i] == ua_be64(s + 8 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j); */
    }
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 2 - 1 of ua_store_le16_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 2 - UA_IMPL_BULK_BLOCK / 2;
    requires valid_dst: \valid(d + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires separated: \separated(d + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == ua_u16_at(src, j);
    terminates \true;
    assigns  d[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 2 ==> ua_le16_elt(d, j) == ua_u16_at(src, j);
 */
static inline void ua_impl_store_le16_block(uint8_t *UA_IMPL_RESTRICT d, const uint16_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 2;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_le16_elt(d, j) == ua_u16_at(src, j);
        loop assigns k, d[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 2 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 2u); k++) {
        ua_put_le16(d + (2u * (i + k)), src[i + k]);
        /*@ assert this: ua_le16_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_le16_elt(d, j) == \at(ua_le16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_le16_elt(d, j) == ua_u16_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 2; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as little-endian 16-bit values.
 * @pre   dst[0 .. 2n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 2 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 2 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 2 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le16((uint8_t *)dst + 2 * j) == src[j];
 */
static inline void ua_store_le16_array(void *UA_IMPL_RESTRICT dst, const uint16_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == ua_u16_at(src, j);
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {
        ua_impl_store_le16_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 2u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == src[j];
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_le16(d + (2u * i), src[i]);
        /*@ assert this: ua_le16_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == \at(ua_le16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_le16(d + 2 * j) == ua_le16_elt(d, j); */
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 2 - 1 of ua_store_be16_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 2 - UA_IMPL_BULK_BLOCK / 2;
    requires valid_dst: \valid(d + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires separated: \separated(d + (2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 2 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == ua_u16_at(src, j);
    terminates \true;
    assigns  d[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 2 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 2 ==> ua_be16_elt(d, j) == ua_u16_at(src, j);
 */
static inline void ua_impl_store_be16_block(uint8_t *UA_IMPL_RESTRICT d, const uint16_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 2;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_be16_elt(d, j) == ua_u16_at(src, j);
        loop assigns k, d[2 * i .. 2 * (i + UA_IMPL_BULK_BLOCK / 2) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 2 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 2u); k++) {
        ua_put_be16(d + (2u * (i + k)), src[i + k]);
        /*@ assert this: ua_be16_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_be16_elt(d, j) == \at(ua_be16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_be16_elt(d, j) == ua_u16_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 2; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as big-endian 16-bit values.
 * @pre   dst[0 .. 2n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 2 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 2 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 2 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be16((uint8_t *)dst + 2 * j) == src[j];
 */
static inline void ua_store_be16_array(void *UA_IMPL_RESTRICT dst, const uint16_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == ua_u16_at(src, j);
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {
        ua_impl_store_be16_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 2u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == src[j];
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_be16(d + (2u * i), src[i]);
        /*@ assert this: ua_be16_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == \at(ua_be16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_be16(d + 2 * j) == ua_be16_elt(d, j); */
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 4 - 1 of ua_store_le32_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 4 - UA_IMPL_BULK_BLOCK / 4;
    requires valid_dst: \valid(d + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires separated: \separated(d + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == ua_u32_at(src, j);
    terminates \true;
    assigns  d[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 4 ==> ua_le32_elt(d, j) == ua_u32_at(src, j);
 */
static inline void ua_impl_store_le32_block(uint8_t *UA_IMPL_RESTRICT d, const uint32_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 4;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_le32_elt(d, j) == ua_u32_at(src, j);
        loop assigns k, d[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 4 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 4u); k++) {
        ua_put_le32(d + (4u * (i + k)), src[i + k]);
        /*@ assert this: ua_le32_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_le32_elt(d, j) == \at(ua_le32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_le32_elt(d, j) == ua_u32_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 4; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as little-endian 32-bit values.
 * @pre   dst[0 .. 4n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 4 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 4 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 4 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le32((uint8_t *)dst + 4 * j) == src[j];
 */
static inline void ua_store_le32_array(void *UA_IMPL_RESTRICT dst, const uint32_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == ua_u32_at(src, j);
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 4u)) {
        ua_impl_store_le32_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 4u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == src[j];
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_le32(d + (4u * i), src[i]);
        /*@ assert this: ua_le32_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == \at(ua_le32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_le32(d + 4 * j) == ua_le32_elt(d, j); */
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 4 - 1 of ua_store_be32_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 4 - UA_IMPL_BULK_BLOCK / 4;
    requires valid_dst: \valid(d + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires separated: \separated(d + (4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 4 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == ua_u32_at(src, j);
    terminates \true;
    assigns  d[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 4 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 4 ==> ua_be32_elt(d, j) == ua_u32_at(src, j);
 */
static inline void ua_impl_store_be32_block(uint8_t *UA_IMPL_RESTRICT d, const uint32_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 4;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_be32_elt(d, j) == ua_u32_at(src, j);
        loop assigns k, d[4 * i .. 4 * (i + UA_IMPL_BULK_BLOCK / 4) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 4 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 4u); k++) {
        ua_put_be32(d + (4u * (i + k)), src[i + k]);
        /*@ assert this: ua_be32_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_be32_elt(d, j) == \at(ua_be32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_be32_elt(d, j) == ua_u32_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 4; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as big-endian 32-bit values.
 * @pre   dst[0 .. 4n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 4 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 4 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 4 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be32((uint8_t *)dst + 4 * j) == src[j];
 */
static inline void ua_store_be32_array(void *UA_IMPL_RESTRICT dst, const uint32_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == ua_u32_at(src, j);
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 4u)) {
        ua_impl_store_be32_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 4u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == src[j];
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_be32(d + (4u * i), src[i]);
        /*@ assert this: ua_be32_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == \at(ua_be32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_be32(d + 4 * j) == ua_be32_elt(d, j); */
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 8 - 1 of ua_store_le64_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 8 - UA_IMPL_BULK_BLOCK / 8;
    requires valid_dst: \valid(d + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires separated: \separated(d + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == ua_u64_at(src, j);
    terminates \true;
    assigns  d[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 8 ==> ua_le64_elt(d, j) == ua_u64_at(src, j);
 */
static inline void ua_impl_store_le64_block(uint8_t *UA_IMPL_RESTRICT d, const uint64_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 8;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_le64_elt(d, j) == ua_u64_at(src, j);
        loop assigns k, d[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 8 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 8u); k++) {
        ua_put_le64(d + (8u * (i + k)), src[i + k]);
        /*@ assert this: ua_le64_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_le64_elt(d, j) == \at(ua_le64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_le64_elt(d, j) == ua_u64_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 8; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as little-endian 64-bit values.
 * @pre   dst[0 .. 8n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 8 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 8 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 8 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le64((uint8_t *)dst + 8 * j) == src[j];
 */
static inline void ua_store_le64_array(void *UA_IMPL_RESTRICT dst, const uint64_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == ua_u64_at(src, j);
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 8u)) {
        ua_impl_store_le64_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 8u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == src[j];
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_le64(d + (8u * i), src[i]);
        /*@ assert this: ua_le64_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == \at(ua_le64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_le64(d + 8 * j) == ua_le64_elt(d, j); */
}

/** @internal @brief Elements i .. i + UA_IMPL_BULK_BLOCK / 8 - 1 of ua_store_be64_array: a loop with a constant
 * trip count, which GCC vectorizes even at -O2. The contract carries the elements before i. */
/*@ requires i_fits:    i <= SIZE_MAX / 8 - UA_IMPL_BULK_BLOCK / 8;
    requires valid_dst: \valid(d + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1));
    requires valid_src: \valid_read(src + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires separated: \separated(d + (8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1), src + (i .. i + UA_IMPL_BULK_BLOCK / 8 - 1));
    requires done:      \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == ua_u64_at(src, j);
    terminates \true;
    assigns  d[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1] \from src[i .. i + UA_IMPL_BULK_BLOCK / 8 - 1];
    ensures  done:      \forall integer j; 0 <= j < i + UA_IMPL_BULK_BLOCK / 8 ==> ua_be64_elt(d, j) == ua_u64_at(src, j);
 */
static inline void ua_impl_store_be64_block(uint8_t *UA_IMPL_RESTRICT d, const uint64_t *UA_IMPL_RESTRICT src, size_t i)
{
    size_t k;
    /*@ loop invariant bound: 0 <= k <= UA_IMPL_BULK_BLOCK / 8;
        loop invariant done:  \forall integer j; 0 <= j < i + k ==> ua_be64_elt(d, j) == ua_u64_at(src, j);
        loop assigns k, d[8 * i .. 8 * (i + UA_IMPL_BULK_BLOCK / 8) - 1];
        loop variant UA_IMPL_BULK_BLOCK / 8 - k;
     */
    for (k = 0; k < (UA_IMPL_BULK_BLOCK / 8u); k++) {
        ua_put_be64(d + (8u * (i + k)), src[i + k]);
        /*@ assert this: ua_be64_elt(d, i + k) == src[i + k]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i + k ==> ua_be64_elt(d, j) == \at(ua_be64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i + k ==> ua_be64_elt(d, j) == ua_u64_at(src, j); */
    }
    /*@ assert exit: k == UA_IMPL_BULK_BLOCK / 8; */
}

/**
 * @brief Writes @p n values from @p src to @p dst (any alignment) as big-endian 64-bit values.
 * @pre   dst[0 .. 8n-1] is writable, src[0 .. n-1] is readable, and the two do not overlap.
 */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 8 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 8 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 8 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be64((uint8_t *)dst + 8 * j) == src[j];
 */
static inline void ua_store_be64_array(void *UA_IMPL_RESTRICT dst, const uint64_t *UA_IMPL_RESTRICT src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i = 0;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == ua_u64_at(src, j);
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 8u)) {
        ua_impl_store_be64_block(d, src, i);
        i += UA_IMPL_BULK_BLOCK / 8u;
    }
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == src[j];
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    for (; i < n; i++) {
        ua_put_be64(d + (8u * i), src[i]);
        /*@ assert this: ua_be64_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == \at(ua_be64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
    /*@ assert model: \forall integer j; 0 <= j < n ==> ua_be64(d + 8 * j) == ua_be64_elt(d, j); */
}
/* ************************************************************************************************
 *   Byte-level references
 * ************************************************************************************************/

/** @internal @brief ua_load_le16_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 2 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 2 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 2 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le16((uint8_t *)src + 2 * j);
 */
static inline void ua_impl_load_le16_array_bytes(uint16_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_le16(s + (2u * i));
        /*@ assert this: dst[i] == ua_le16(s + 2 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le16(s + 2 * j); */
    }
}

/** @internal @brief ua_load_be16_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 2 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 2 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 2 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be16((uint8_t *)src + 2 * j);
 */
static inline void ua_impl_load_be16_array_bytes(uint16_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_be16(s + (2u * i));
        /*@ assert this: dst[i] == ua_be16(s + 2 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be16(s + 2 * j); */
    }
}

/** @internal @brief ua_load_le32_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 4 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 4 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 4 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le32((uint8_t *)src + 4 * j);
 */
static inline void ua_impl_load_le32_array_bytes(uint32_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_le32(s + (4u * i));
        /*@ assert this: dst[i] == ua_le32(s + 4 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le32(s + 4 * j); */
    }
}

/** @internal @brief ua_load_be32_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 4 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 4 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 4 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be32((uint8_t *)src + 4 * j);
 */
static inline void ua_impl_load_be32_array_bytes(uint32_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_be32(s + (4u * i));
        /*@ assert this: dst[i] == ua_be32(s + 4 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be32(s + 4 * j); */
    }
}

/** @internal @brief ua_load_le64_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 8 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 8 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 8 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_le64((uint8_t *)src + 8 * j);
 */
static inline void ua_impl_load_le64_array_bytes(uint64_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_le64(s + (8u * i));
        /*@ assert this: dst[i] == ua_le64(s + 8 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_le64(s + 8 * j); */
    }
}

/** @internal @brief ua_load_be64_array, one element at a time through the byte helper:
 * the reference the tests and the fuzzer compare the fast version with. */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid(dst + (0 .. n - 1));
    requires valid_src: \valid_read((uint8_t *)src + (0 .. 8 * n - 1));
    requires separated: \separated(dst + (0 .. n - 1), (uint8_t *)src + (0 .. 8 * n - 1));
    terminates \true;
    assigns  dst[0 .. n - 1] \from ((uint8_t *)src)[0 .. 8 * n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> dst[j] == ua_be64((uint8_t *)src + 8 * j);
 */
static inline void ua_impl_load_be64_array_bytes(uint64_t *dst, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j);
        loop assigns i, dst[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        dst[i] = ua_impl_get_be64(s + (8u * i));
        /*@ assert this: dst[i] == ua_be64(s + 8 * i); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> dst[j] == ua_be64(s + 8 * j); */
    }
}

/** @internal @brief ua_store_le16_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 2 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 2 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 2 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le16((uint8_t *)dst + 2 * j) == src[j];
 */
static inline void ua_impl_store_le16_array_bytes(void *dst, const uint16_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == src[j];
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_le16(d + (2u * i), src[i]);
        /*@ assert this: ua_le16_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == \at(ua_le16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le16_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}

/** @internal @brief ua_store_be16_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 2;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 2 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 2 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 2 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be16((uint8_t *)dst + 2 * j) == src[j];
 */
static inline void ua_impl_store_be16_array_bytes(void *dst, const uint16_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == src[j];
        loop assigns i, d[0 .. 2 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_be16(d + (2u * i), src[i]);
        /*@ assert this: ua_be16_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == \at(ua_be16_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be16_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}

/** @internal @brief ua_store_le32_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 4 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 4 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 4 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le32((uint8_t *)dst + 4 * j) == src[j];
 */
static inline void ua_impl_store_le32_array_bytes(void *dst, const uint32_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == src[j];
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_le32(d + (4u * i), src[i]);
        /*@ assert this: ua_le32_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == \at(ua_le32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le32_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}

/** @internal @brief ua_store_be32_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 4;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 4 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 4 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 4 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be32((uint8_t *)dst + 4 * j) == src[j];
 */
static inline void ua_impl_store_be32_array_bytes(void *dst, const uint32_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == src[j];
        loop assigns i, d[0 .. 4 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_be32(d + (4u * i), src[i]);
        /*@ assert this: ua_be32_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == \at(ua_be32_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be32_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}

/** @internal @brief ua_store_le64_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 8 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 8 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 8 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_le64((uint8_t *)dst + 8 * j) == src[j];
 */
static inline void ua_impl_store_le64_array_bytes(void *dst, const uint64_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == src[j];
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_le64(d + (8u * i), src[i]);
        /*@ assert this: ua_le64_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == \at(ua_le64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_le64_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}

/** @internal @brief ua_store_be64_array through the byte helper: the reference. */
/*@ requires n_fits:    n <= SIZE_MAX / 8;
    requires valid_dst: \valid((uint8_t *)dst + (0 .. 8 * n - 1));
    requires valid_src: \valid_read(src + (0 .. n - 1));
    requires separated: \separated((uint8_t *)dst + (0 .. 8 * n - 1), src + (0 .. n - 1));
    terminates \true;
    assigns  ((uint8_t *)dst)[0 .. 8 * n - 1] \from src[0 .. n - 1];
    ensures  values:    \forall integer j; 0 <= j < n ==> ua_be64((uint8_t *)dst + 8 * j) == src[j];
 */
static inline void ua_impl_store_be64_array_bytes(void *dst, const uint64_t *src, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    /*@ loop invariant bound: 0 <= i <= n;
        loop invariant done:  \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == src[j];
        loop assigns i, d[0 .. 8 * n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        ua_impl_put_be64(d + (8u * i), src[i]);
        /*@ assert this: ua_be64_elt(d, i) == src[i]; */
        /*@ assert elts_kept: \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == \at(ua_be64_elt(d, j), LoopCurrent); */
        /*@ assert kept: \forall integer j; 0 <= j < i ==> ua_be64_elt(d, j) == src[j]; */
    }
    /*@ assert exit: i == n; */
}
#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UNALIGNED_BULK_H_INCLUDED */
