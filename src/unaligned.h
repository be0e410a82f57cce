/* SPDX-License-Identifier: MIT */
/**
 * @file unaligned.h
 * @brief Read and write 16/24/32/40/48/56/64-bit integers at any byte address, in either byte order.
 *
 * One header, C99, freestanding (only <stdint.h>), usable from C++. Every accessor touches exactly
 * its own bytes: never a byte before @c p, never one past @c p + width/8 - 1.
 *
 *   uint32_t ua_get_le32(const void *p);        void ua_put_le32(void *p, uint32_t v);
 *   uint32_t ua_get_be24(const void *p);        void ua_put_be48(void *p, uint64_t v);
 *   uint64_t ua_get_ne64(const void *p);        ... (ne = host byte order)
 *
 * Layers, top to bottom:
 *   1. public API       ua_get_{le,be,ne}N / ua_put_{le,be,ne}N, each with its strategy (UA_STRATEGY_OF:
 *                       UA_STRATEGY for all, or under AUTO the measured table below, per accessor)
 *   2. byte order       UA_IMPL_{LE,BE}_HOST: identity or byte swap, chosen by the host order
 *   3. native access    ua_impl_loadN_<strategy> / ua_impl_storeN_<strategy>: one layer per strategy,
 *                       defined only when some accessor uses it
 *   4. byte helpers     ua_impl_get_{le,be}N / ua_impl_put_{le,be}N over uint8_t: the byte model in C,
 *                       proved by Frama-C WP; BYTES uses them for every width. The other strategies
 *                       compose 24/40/48/56 bits from 16 + 8, 32 + 8, 32 + 16 and 32 + 16 + 8-bit
 *                       native accesses.
 *
 * When Frama-C parses this file (__FRAMAC__), the ACSL model in specs/ is included, and the compiler
 * builtins the code calls are declared with their contracts (specs/builtins.acsl); nothing else
 * differs (make tokens checks it: proofs/same-tokens). Compilers see the contracts as comments only.
 */
#ifndef UNALIGNED_H_INCLUDED
#define UNALIGNED_H_INCLUDED

#include <stdint.h>
#if defined(__cplusplus) && !(defined(__GNUC__) || defined(__clang__))
#  include <cstring> /* std::memcpy for the floating-point accessors (C++ without __builtin_memcpy) */
#endif

#define UA_VERSION_MAJOR 0
#define UA_VERSION_MINOR 1
#define UA_VERSION_PATCH 0

/* ************************************************************************************************
 *   Configuration
 * ************************************************************************************************/

/* Strategy identifiers. 0 is deliberately unused: an undefined name in #if evaluates to 0, so a
 * misspelt -DUA_STRATEGY=UA_STRATEGY_BYTE lands on the #error below instead of on AUTO. */
#define UA_STRATEGY_AUTO   1
#define UA_STRATEGY_MEMCPY 2
#define UA_STRATEGY_PACKED 3
#define UA_STRATEGY_BYTES  4
#define UA_STRATEGY_DIRECT 5

/**
 * @def UA_STRATEGY
 * @brief How a 16/32/64-bit value is moved between memory and a register. Set with -DUA_STRATEGY=...
 *
 * - UA_STRATEGY_AUTO (default): per accessor, the measured choice of the table below (UA_STRATEGY_OF).
 * - UA_STRATEGY_MEMCPY: __builtin_memcpy into a local. Defined behaviour in ISO C; one load where the
 *   CPU allows unaligned access, but a libc call on GCC for ARMv5 (the vDSO regression).
 * - UA_STRATEGY_PACKED: a packed scalar: an aligned(1), may_alias typedef (GCC/Clang extension). The
 *   compiler knows the alignment is 1: lwl/lwr on MIPS, byte loads elsewhere, never a call. Not a
 *   packed struct: GCC takes two accesses through one struct type for the same object or disjoint
 *   ones, and vectorizes overlapping copies in callers' loops without their alias check.
 * - UA_STRATEGY_BYTES: byte loads combined with shifts (ISO C, no extension). The code WP proves;
 *   GCC and Clang merge it into one load where that is allowed.
 * - UA_STRATEGY_DIRECT: one load through an aligned(1), may_alias typedef (GCC/Clang extension).
 *   Only where UA_HAVE_EFFICIENT_UNALIGNED_ACCESS is 1; refused at compile time elsewhere.
 */
#ifndef UA_STRATEGY
#  define UA_STRATEGY UA_STRATEGY_AUTO
#endif

/**
 * @def UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
 * @brief 1 when the CPU loads and stores misaligned words in hardware, at full or near-full speed.
 *
 * The equivalent of Linux's CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS and FreeBSD's __NO_STRICT_ALIGNMENT.
 * Detected from the compiler's predefined macros; define it to 0 or 1 to override. Define it to 0
 * for AArch64 code built with GCC's -mstrict-align (before the MMU is on): GCC 12 defines the same
 * macros with and without it (Clang's -mno-unaligned-access drops __ARM_FEATURE_UNALIGNED).
 */
#ifndef UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  if defined(__x86_64__) || defined(__i386__) || defined(_M_X64) || defined(_M_IX86) \
   || (defined(__aarch64__) && defined(__ARM_FEATURE_UNALIGNED)) || defined(_M_ARM64) \
   || (defined(__arm__) && defined(__ARM_FEATURE_UNALIGNED))                           \
   || defined(__s390__) || defined(__s390x__)                                          \
   || (defined(__powerpc64__) && defined(_ARCH_PWR8))                                  \
   || defined(__riscv_misaligned_fast)
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 1
#  else
#    define UA_HAVE_EFFICIENT_UNALIGNED_ACCESS 0
#  endif
#endif

/**
 * @def UA_HOST_BIG_ENDIAN
 * @brief 1 on a big-endian host, 0 on a little-endian one. Only the ne accessors and the punning
 * strategies depend on it. Detected; define it to override on a compiler that does not say.
 */
#ifndef UA_HOST_BIG_ENDIAN
#  if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#    define UA_HOST_BIG_ENDIAN 1
#  elif defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) \
     && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#    define UA_HOST_BIG_ENDIAN 0
#  elif defined(_MSC_VER)
#    define UA_HOST_BIG_ENDIAN 0 /* every MSVC target is little-endian */
#  else
#    error "unaligned.h: cannot tell the host byte order; define UA_HOST_BIG_ENDIAN to 0 or 1"
#  endif
#endif

/**
 * @def UA_BYTES_AVOID_BSWAP_IDIOM
 * @brief 1 selects the multiply/add spelling of the big-endian 16/32/64-bit byte helpers.
 *
 * GCC recognises `p[0] << 24 | p[1] << 16 | ...` as "load + byte swap". On ARM before v6 there is no
 * `rev`, so the swap is emulated (12 instructions for be32 instead of 4 ldrb + 3 add + bx); on RISC-V
 * without Zbb there is no `rev8` (be16: 10 instructions instead of 7). Written with multiplies and
 * additions, the same value is not recognised. Elsewhere the shift/or spelling is kept, because
 * there the recognised pattern becomes a single load (plus bswap or movbe), and Clang treats both
 * spellings alike. Both spellings are proved by WP. Detected; define to 0 or 1 to override.
 * Numbers: GCC 12 -O2, tests/codegen (make codegen).
 */
#ifndef UA_BYTES_AVOID_BSWAP_IDIOM
#  if defined(__GNUC__) && !defined(__clang__) \
   && ((defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH < 6) \
    || (defined(__riscv) && !defined(__riscv_zbb)))
#    define UA_BYTES_AVOID_BSWAP_IDIOM 1
#  else
#    define UA_BYTES_AVOID_BSWAP_IDIOM 0
#  endif
#endif

/* GCC-compatible attributes (packed, may_alias, aligned(1)) exist on GCC, Clang and ICC. */
#if defined(__GNUC__) || defined(__clang__)
#  define UA_IMPL_HAVE_GNU_ATTRIBUTES 1
#else
#  define UA_IMPL_HAVE_GNU_ATTRIBUTES 0
#endif

/* The native layer and ua_impl_swap48 are always inlined: otherwise GCC -Os keeps a layer function
 * out of line once enough accessors call it, and an accessor's code would depend on how many others
 * the build uses (AUTO's mix against one explicit strategy). Empty without GNU attributes. */
#if UA_IMPL_HAVE_GNU_ATTRIBUTES
#  define UA_IMPL_ALWAYS_INLINE __attribute__((always_inline))
#else
#  define UA_IMPL_ALWAYS_INLINE
#endif

/* ************************************************************************************************
 *   AUTO: one strategy per accessor, from the code generation audit
 * ************************************************************************************************/

/* Per measured target and compiler, the strategy of each accessor (24/48 bits not named in a row
 * take its default, below). Each row names a default (UA_IMPL_AUTO_DEFAULT) and the
 * accessors that differ from it. Written by tests/codegen/auto-table from the audit's table
 * (make codegen): per accessor, the strategy with the fewest instructions summed over -O2, -O3 and
 * -Os, among those that call no function (and emit no ldrd/ldm/strd/stm on ARM) at any level
 * measured; on ties BYTES without hardware unaligned access, MEMCPY with it (loops of MEMCPY
 * accessors vectorise). make codegen-current fails when this region is not what a fresh audit
 * writes: do not edit it by hand. */
/* BEGIN GENERATED: AUTO table */
#if !UA_IMPL_HAVE_GNU_ATTRIBUTES
/* a compiler without GNU extensions: the ISO C strategy */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#elif defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__)
/* x86-64 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 438; BYTES 651, MEMCPY 438, PACKED 438, DIRECT 438 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__x86_64__)
/* x86-64 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 432; BYTES 708, MEMCPY 432, PACKED 432, DIRECT 432 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__GNUC__) && !defined(__clang__) && defined(__i386__)
/* i386 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 846; BYTES 1112, MEMCPY 864, PACKED 864, DIRECT 864 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_BYTES /* 36 against MEMCPY 54 */
#elif defined(__clang__) && defined(__i386__)
/* i386 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 594; BYTES 732, MEMCPY 618, PACKED 618, DIRECT 618 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_BE40 UA_STRATEGY_BYTES /* 15 against MEMCPY 27 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 21 against MEMCPY 24 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_BYTES /* 39 against MEMCPY 48 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__aarch64__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* aarch64-declared gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1041; BYTES 1058, MEMCPY 1225, PACKED 1086 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_PUT_LE16 UA_STRATEGY_PACKED /* 12 against BYTES 15 */
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 18 against BYTES 21 */
#  define UA_AUTO_GET_LE48 UA_STRATEGY_PACKED /* 36 against BYTES 39 */
#  define UA_AUTO_GET_LE56 UA_STRATEGY_PACKED /* 42 against BYTES 45 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 48 against BYTES 49 */
#  define UA_AUTO_PUT_NE16 UA_STRATEGY_PACKED /* 12 against BYTES 15 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 48 against BYTES 49 */
#elif defined(__clang__) && defined(__aarch64__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* aarch64-strict clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1026; BYTES 1026, MEMCPY 1125, PACKED 1125 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#elif defined(__GNUC__) && !defined(__clang__) && defined(__aarch64__)
/* aarch64 + aarch64-strict gcc (the header cannot tell them apart), instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1458; BYTES 1567, MEMCPY 1615, PACKED 1476 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_PACKED
#  define UA_AUTO_GET_LE16 UA_STRATEGY_BYTES /* 18 against PACKED 18 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_BYTES /* 24 against PACKED 24 */
#  define UA_AUTO_PUT_BE16 UA_STRATEGY_BYTES /* 21 against PACKED 24 */
#  define UA_AUTO_PUT_LE24 UA_STRATEGY_BYTES /* 30 against PACKED 30 */
#  define UA_AUTO_PUT_BE24 UA_STRATEGY_BYTES /* 33 against PACKED 36 */
#  define UA_AUTO_GET_LE32 UA_STRATEGY_BYTES /* 30 against PACKED 30 */
#  define UA_AUTO_PUT_LE32 UA_STRATEGY_BYTES /* 30 against PACKED 30 */
#  define UA_AUTO_GET_BE32 UA_STRATEGY_BYTES /* 36 against PACKED 36 */
#  define UA_AUTO_PUT_BE32 UA_STRATEGY_BYTES /* 33 against PACKED 39 */
#  define UA_AUTO_GET_LE40 UA_STRATEGY_BYTES /* 42 against PACKED 42 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_BYTES /* 42 against PACKED 42 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_BYTES /* 45 against PACKED 51 */
#  define UA_AUTO_GET_BE64 UA_STRATEGY_BYTES /* 60 against PACKED 60 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_BYTES /* 18 against PACKED 18 */
#  define UA_AUTO_GET_NE32 UA_STRATEGY_BYTES /* 30 against PACKED 30 */
#  define UA_AUTO_PUT_NE32 UA_STRATEGY_BYTES /* 30 against PACKED 30 */
#elif defined(__clang__) && defined(__aarch64__)
/* aarch64 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 396; BYTES 588, MEMCPY 396, PACKED 396, DIRECT 396 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* cortex-m0 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1171; BYTES 1180, MEMCPY 1395, PACKED 1446 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 24 against BYTES 27 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 66 against BYTES 69 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 66 against BYTES 69 */
#elif defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* cortex-m0 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1146; BYTES 1152, MEMCPY 1293, PACKED 1293 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 18 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 18 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM) && defined(__ARM_FEATURE_DSP)
/* cortex-m4 + cortex-m7 gcc (the header cannot tell them apart), instructions over the 34 accessors at -O2/-O3/-Os: AUTO 870; BYTES 1386, MEMCPY 870, PACKED 870, DIRECT 870 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM) && defined(__ARM_FEATURE_DSP)
/* cortex-m4 + cortex-m7 clang (the header cannot tell them apart), instructions over the 34 accessors at -O2/-O3/-Os: AUTO 822; BYTES 1254, MEMCPY 858, PACKED 858, DIRECT 858 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_BE40 UA_STRATEGY_BYTES /* 24 against MEMCPY 36 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 30 against MEMCPY 42 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_BYTES /* 54 against MEMCPY 66 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM)
/* cortex-m3 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 435; BYTES 694, MEMCPY 435, PACKED 435, DIRECT 435 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__arm__) && !defined(__ARM_ARCH_ISA_ARM)
/* cortex-m3 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 414; BYTES 639, MEMCPY 432, PACKED 432, DIRECT 432 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_BE40 UA_STRATEGY_BYTES /* 12 against MEMCPY 18 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 15 against MEMCPY 21 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_BYTES /* 27 against MEMCPY 33 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && defined(__ARMEB__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-be gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 429; BYTES 703, MEMCPY 429, PACKED 429, DIRECT 429 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__arm__) && defined(__ARMEB__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-be clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 411; BYTES 657, MEMCPY 414, PACKED 414, DIRECT 414 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_LE24 UA_STRATEGY_BYTES /* 15 against MEMCPY 18 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && defined(__thumb__) && !defined(__thumb2__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv5te-thumb gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1151; BYTES 1160, MEMCPY 1847, PACKED 1933 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 24 against BYTES 27 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 66 against BYTES 69 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 66 against BYTES 69 */
#elif defined(__clang__) && defined(__arm__) && defined(__thumb__) && !defined(__thumb2__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv5te-thumb clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1143; BYTES 1161, MEMCPY 1233, PACKED 1233 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && defined(__thumb2__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-thumb gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 435; BYTES 694, MEMCPY 435, PACKED 435, DIRECT 435 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__arm__) && defined(__thumb2__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-thumb clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 414; BYTES 621, MEMCPY 432, PACKED 432, DIRECT 432 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_BE40 UA_STRATEGY_BYTES /* 12 against MEMCPY 18 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 15 against MEMCPY 21 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_BYTES /* 27 against MEMCPY 33 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH >= 7 && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-noua gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1003; BYTES 1008, MEMCPY 1259, PACKED 1094 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 18 against BYTES 21 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 50 against BYTES 51 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 50 against BYTES 51 */
#elif defined(__clang__) && defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH >= 7 && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7-noua clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1005; BYTES 1011, MEMCPY 1107, PACKED 1107 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 12 against BYTES 15 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 12 against BYTES 15 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv5te gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 981; BYTES 986, MEMCPY 1484, PACKED 1309 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 18 against BYTES 21 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 49 against BYTES 50 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 49 against BYTES 50 */
#elif defined(__clang__) && defined(__arm__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv5te clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 987; BYTES 1017, MEMCPY 1041, PACKED 1041 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 12 against BYTES 21 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 12 against BYTES 21 */
#  define UA_AUTO_GET_BE24 UA_STRATEGY_MEMCPY /* 18 against BYTES 21 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 12 against BYTES 21 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 435; BYTES 694, MEMCPY 435, PACKED 435, DIRECT 435 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__arm__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* armv7 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 408; BYTES 618, MEMCPY 426, PACKED 426, DIRECT 426 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_BE40 UA_STRATEGY_BYTES /* 12 against MEMCPY 18 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 15 against MEMCPY 21 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_BYTES /* 27 against MEMCPY 33 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__mips__) && defined(__mips64)
/* mips64 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 669; BYTES 944, MEMCPY 1446, PACKED 693 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_PUT_LE32 UA_STRATEGY_PACKED /* 15 against BYTES 24 */
#  define UA_AUTO_PUT_BE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_PACKED /* 24 against BYTES 30 */
#  define UA_AUTO_GET_BE40 UA_STRATEGY_PACKED /* 21 against BYTES 42 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_PACKED /* 18 against BYTES 30 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_PACKED /* 33 against BYTES 36 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_PACKED /* 30 against BYTES 51 */
#  define UA_AUTO_PUT_BE48 UA_STRATEGY_PACKED /* 24 against BYTES 36 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_PACKED /* 39 against BYTES 42 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_PACKED /* 39 against BYTES 60 */
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_PACKED /* 30 against BYTES 42 */
#  define UA_AUTO_PUT_LE64 UA_STRATEGY_PACKED /* 15 against BYTES 48 */
#  define UA_AUTO_GET_BE64 UA_STRATEGY_PACKED /* 9 against BYTES 16 */
#  define UA_AUTO_PUT_BE64 UA_STRATEGY_PACKED /* 9 against BYTES 48 */
#  define UA_AUTO_PUT_NE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 9 against BYTES 16 */
#  define UA_AUTO_PUT_NE64 UA_STRATEGY_PACKED /* 9 against BYTES 48 */
#elif defined(__clang__) && defined(__mips__) && defined(__mips64)
/* mips64 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 690; BYTES 750, MEMCPY 747, PACKED 747 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 18 */
#  define UA_AUTO_GET_LE40 UA_STRATEGY_MEMCPY /* 27 against BYTES 30 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_MEMCPY /* 24 against BYTES 30 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_MEMCPY /* 15 against BYTES 30 */
#  define UA_AUTO_PUT_BE48 UA_STRATEGY_MEMCPY /* 21 against BYTES 36 */
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_MEMCPY /* 27 against BYTES 42 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 18 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__mips__) && defined(__MIPSEL__)
/* mipsel gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 705; BYTES 881, MEMCPY 1264, PACKED 759 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_PUT_LE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_PUT_BE32 UA_STRATEGY_PACKED /* 15 against BYTES 24 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_PACKED /* 12 against BYTES 27 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_PACKED /* 18 against BYTES 33 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_PACKED /* 24 against BYTES 39 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 15 against BYTES 22 */
#  define UA_AUTO_PUT_LE64 UA_STRATEGY_PACKED /* 15 against BYTES 45 */
#  define UA_AUTO_PUT_BE64 UA_STRATEGY_PACKED /* 27 against BYTES 45 */
#  define UA_AUTO_PUT_NE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 15 against BYTES 22 */
#  define UA_AUTO_PUT_NE64 UA_STRATEGY_PACKED /* 15 against BYTES 45 */
#elif defined(__clang__) && defined(__mips__) && defined(__MIPSEL__)
/* mipsel clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 660; BYTES 711, MEMCPY 762, PACKED 762 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_PACKED /* 15 against BYTES 18 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_MEMCPY /* 12 against BYTES 27 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_PACKED /* 18 against BYTES 33 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_PACKED /* 24 against BYTES 39 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_PACKED /* 15 against BYTES 18 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__mips__)
/* mips gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 724; BYTES 896, MEMCPY 1277, PACKED 762 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_PUT_LE32 UA_STRATEGY_PACKED /* 15 against BYTES 24 */
#  define UA_AUTO_PUT_BE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_PACKED /* 18 against BYTES 27 */
#  define UA_AUTO_GET_BE40 UA_STRATEGY_PACKED /* 35 against BYTES 36 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_PACKED /* 21 against BYTES 27 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_PACKED /* 27 against BYTES 33 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_PACKED /* 44 against BYTES 45 */
#  define UA_AUTO_PUT_BE48 UA_STRATEGY_PACKED /* 27 against BYTES 33 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_PACKED /* 33 against BYTES 39 */
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_PACKED /* 33 against BYTES 39 */
#  define UA_AUTO_PUT_LE64 UA_STRATEGY_PACKED /* 27 against BYTES 45 */
#  define UA_AUTO_GET_BE64 UA_STRATEGY_PACKED /* 15 against BYTES 22 */
#  define UA_AUTO_PUT_BE64 UA_STRATEGY_PACKED /* 15 against BYTES 45 */
#  define UA_AUTO_PUT_NE32 UA_STRATEGY_PACKED /* 9 against BYTES 24 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 15 against BYTES 22 */
#  define UA_AUTO_PUT_NE64 UA_STRATEGY_PACKED /* 15 against BYTES 45 */
#elif defined(__clang__) && defined(__mips__)
/* mips clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 702; BYTES 735, MEMCPY 753, PACKED 753 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE16 UA_STRATEGY_PACKED /* 15 against BYTES 18 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_MEMCPY /* 18 against BYTES 27 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_MEMCPY /* 21 against BYTES 27 */
#  define UA_AUTO_PUT_BE48 UA_STRATEGY_PACKED /* 27 against BYTES 33 */
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_PACKED /* 33 against BYTES 39 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_PACKED /* 15 against BYTES 18 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__sparc__)
/* sparc64 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1389; BYTES 1395, MEMCPY 1766, PACKED 1953 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE64 UA_STRATEGY_PACKED /* 72 against BYTES 75 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 72 against BYTES 75 */
#elif defined(__clang__) && defined(__sparc__)
/* sparc64 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1221; BYTES 1251, MEMCPY 1314, PACKED 1314 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 18 against BYTES 24 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 24 */
#  define UA_AUTO_GET_BE32 UA_STRATEGY_MEMCPY /* 33 against BYTES 36 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 24 */
#  define UA_AUTO_GET_NE32 UA_STRATEGY_MEMCPY /* 33 against BYTES 36 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__s390x__)
/* s390x gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 376; BYTES 500, MEMCPY 376, PACKED 376, DIRECT 376 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__clang__) && defined(__s390x__)
/* s390x clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 357; BYTES 540, MEMCPY 357, PACKED 357, DIRECT 357 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__GNUC__) && !defined(__clang__) && defined(__riscv) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* riscv64 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1238; BYTES 1245, MEMCPY 1972, PACKED 1755 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 24 against BYTES 27 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 69 against BYTES 71 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 69 against BYTES 71 */
#elif defined(__clang__) && defined(__riscv) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* riscv64 clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1209; BYTES 1227, MEMCPY 1416, PACKED 1416 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__powerpc64__) && !UA_HOST_BIG_ENDIAN
/* ppc64le gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 396; BYTES 534, MEMCPY 399, PACKED 399, DIRECT 399 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#  define UA_AUTO_GET_LE40 UA_STRATEGY_BYTES /* 12 against MEMCPY 15 */
#elif defined(__clang__) && defined(__powerpc64__) && !UA_HOST_BIG_ENDIAN
/* ppc64le clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 375; BYTES 567, MEMCPY 375, PACKED 375, DIRECT 375 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#elif defined(__GNUC__) && !defined(__clang__) && defined(__powerpc__) && !defined(__powerpc64__)
/* ppc gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 400; BYTES 484, MEMCPY 406, PACKED 406 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_MEMCPY /* 15 against BYTES 24 */
#  define UA_AUTO_GET_BE24 UA_STRATEGY_MEMCPY /* 15 against BYTES 24 */
#  define UA_AUTO_GET_BE40 UA_STRATEGY_MEMCPY /* 21 against BYTES 36 */
#  define UA_AUTO_GET_LE48 UA_STRATEGY_MEMCPY /* 15 against BYTES 18 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_MEMCPY /* 12 against BYTES 15 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_MEMCPY /* 21 against BYTES 43 */
#  define UA_AUTO_GET_LE56 UA_STRATEGY_MEMCPY /* 22 against BYTES 25 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_MEMCPY /* 18 against BYTES 21 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_MEMCPY /* 39 against BYTES 54 */
#  define UA_AUTO_GET_BE64 UA_STRATEGY_MEMCPY /* 9 against BYTES 10 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_MEMCPY /* 9 against BYTES 10 */
#elif defined(__clang__) && defined(__powerpc__) && !defined(__powerpc64__)
/* ppc clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 375; BYTES 531, MEMCPY 376, PACKED 376 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_PUT_LE24 UA_STRATEGY_MEMCPY /* 12 against BYTES 18 */
#  define UA_AUTO_GET_BE24 UA_STRATEGY_MEMCPY /* 12 against BYTES 21 */
#  define UA_AUTO_PUT_BE24 UA_STRATEGY_MEMCPY /* 12 against BYTES 18 */
#  define UA_AUTO_PUT_LE40 UA_STRATEGY_MEMCPY /* 9 against BYTES 27 */
#  define UA_AUTO_PUT_BE40 UA_STRATEGY_MEMCPY /* 15 against BYTES 27 */
#  define UA_AUTO_GET_LE48 UA_STRATEGY_MEMCPY /* 12 against BYTES 18 */
#  define UA_AUTO_PUT_LE48 UA_STRATEGY_MEMCPY /* 12 against BYTES 33 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_MEMCPY /* 15 against BYTES 21 */
#  define UA_AUTO_PUT_BE48 UA_STRATEGY_MEMCPY /* 15 against BYTES 33 */
#  define UA_AUTO_GET_LE56 UA_STRATEGY_MEMCPY /* 21 against BYTES 24 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_MEMCPY /* 18 against BYTES 39 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_MEMCPY /* 21 against BYTES 27 */
#  define UA_AUTO_PUT_BE56 UA_STRATEGY_MEMCPY /* 21 against BYTES 39 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__m68k__)
/* m68k gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 819; BYTES 977, MEMCPY 984, PACKED 984 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE24 UA_STRATEGY_MEMCPY /* 24 against BYTES 33 */
#  define UA_AUTO_PUT_BE24 UA_STRATEGY_MEMCPY /* 21 against BYTES 24 */
#  define UA_AUTO_GET_BE40 UA_STRATEGY_MEMCPY /* 51 against BYTES 84 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_MEMCPY /* 51 against BYTES 93 */
#  define UA_AUTO_PUT_LE56 UA_STRATEGY_MEMCPY /* 42 against BYTES 45 */
#  define UA_AUTO_GET_BE56 UA_STRATEGY_MEMCPY /* 72 against BYTES 108 */
#  define UA_AUTO_PUT_LE64 UA_STRATEGY_MEMCPY /* 36 against BYTES 66 */
#  define UA_AUTO_GET_BE64 UA_STRATEGY_MEMCPY /* 12 against BYTES 13 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_MEMCPY /* 12 against BYTES 13 */
#elif defined(__clang__) && defined(__m68k__)
/* m68k clang, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 2110; BYTES 2132, MEMCPY 2294, PACKED 2294 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE16 UA_STRATEGY_MEMCPY /* 24 against BYTES 30 */
#  define UA_AUTO_PUT_LE24 UA_STRATEGY_MEMCPY /* 38 against BYTES 42 */
#  define UA_AUTO_PUT_BE24 UA_STRATEGY_MEMCPY /* 24 against BYTES 30 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_MEMCPY /* 24 against BYTES 30 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__alpha__) && defined(__alpha_bwx__)
/* alpha-ev56 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1127; BYTES 1171, MEMCPY 1774, PACKED 1406 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE24 UA_STRATEGY_PACKED /* 24 against BYTES 33 */
#  define UA_AUTO_PUT_LE24 UA_STRATEGY_PACKED /* 22 against BYTES 23 */
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 22 against BYTES 26 */
#  define UA_AUTO_PUT_LE64 UA_STRATEGY_PACKED /* 35 against BYTES 48 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 22 against BYTES 26 */
#  define UA_AUTO_PUT_NE64 UA_STRATEGY_PACKED /* 35 against BYTES 48 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__alpha__)
/* alpha gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1819; BYTES 2605, MEMCPY 2326, PACKED 1824 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_PACKED
#  define UA_AUTO_GET_LE16 UA_STRATEGY_BYTES /* 23 against PACKED 23 */
#  define UA_AUTO_GET_BE16 UA_STRATEGY_BYTES /* 33 against PACKED 33 */
#  define UA_AUTO_PUT_BE16 UA_STRATEGY_BYTES /* 45 against PACKED 46 */
#  define UA_AUTO_GET_BE24 UA_STRATEGY_BYTES /* 46 against PACKED 47 */
#  define UA_AUTO_GET_LE32 UA_STRATEGY_BYTES /* 23 against PACKED 23 */
#  define UA_AUTO_GET_LE40 UA_STRATEGY_BYTES /* 36 against PACKED 36 */
#  define UA_AUTO_GET_BE48 UA_STRATEGY_BYTES /* 84 against PACKED 87 */
#  define UA_AUTO_GET_NE16 UA_STRATEGY_BYTES /* 23 against PACKED 23 */
#  define UA_AUTO_GET_NE32 UA_STRATEGY_BYTES /* 23 against PACKED 23 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__hppa__)
/* hppa gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1218; BYTES 1224, MEMCPY 1528, PACKED 1428 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_BE64 UA_STRATEGY_PACKED /* 63 against BYTES 66 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 63 against BYTES 66 */
#elif defined(__GNUC__) && !defined(__clang__) && defined(__sh__)
/* sh4 gcc, instructions over the 34 accessors at -O2/-O3/-Os: AUTO 1701; BYTES 1705, MEMCPY 2094, PACKED 2007 */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#  define UA_AUTO_GET_LE64 UA_STRATEGY_PACKED /* 93 against BYTES 95 */
#  define UA_AUTO_GET_NE64 UA_STRATEGY_PACKED /* 93 against BYTES 95 */
#elif UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
/* not measured, hardware unaligned access: one load, no extension beyond __builtin_memcpy */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_MEMCPY
#else
/* not measured, no hardware unaligned access: bytes never call a function */
#  define UA_IMPL_AUTO_DEFAULT UA_STRATEGY_BYTES
#endif
/* END GENERATED: AUTO table */

/* The accessors a row does not name take its default. */
/* BEGIN GENERATED: auto defaults (tests/families/generate; edit the generator, not this text) */
#ifndef UA_AUTO_GET_LE16
#  define UA_AUTO_GET_LE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE16
#  define UA_AUTO_GET_BE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_NE16
#  define UA_AUTO_GET_NE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE32
#  define UA_AUTO_GET_LE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE32
#  define UA_AUTO_GET_BE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_NE32
#  define UA_AUTO_GET_NE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE64
#  define UA_AUTO_GET_LE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE64
#  define UA_AUTO_GET_BE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_NE64
#  define UA_AUTO_GET_NE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE16
#  define UA_AUTO_PUT_LE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE16
#  define UA_AUTO_PUT_BE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_NE16
#  define UA_AUTO_PUT_NE16 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE32
#  define UA_AUTO_PUT_LE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE32
#  define UA_AUTO_PUT_BE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_NE32
#  define UA_AUTO_PUT_NE32 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE64
#  define UA_AUTO_PUT_LE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE64
#  define UA_AUTO_PUT_BE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_NE64
#  define UA_AUTO_PUT_NE64 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE24
#  define UA_AUTO_GET_LE24 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE24
#  define UA_AUTO_GET_BE24 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE48
#  define UA_AUTO_GET_LE48 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE48
#  define UA_AUTO_GET_BE48 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE24
#  define UA_AUTO_PUT_LE24 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE24
#  define UA_AUTO_PUT_BE24 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE48
#  define UA_AUTO_PUT_LE48 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE48
#  define UA_AUTO_PUT_BE48 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE40
#  define UA_AUTO_GET_LE40 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE40
#  define UA_AUTO_GET_BE40 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_LE56
#  define UA_AUTO_GET_LE56 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_GET_BE56
#  define UA_AUTO_GET_BE56 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE40
#  define UA_AUTO_PUT_LE40 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE40
#  define UA_AUTO_PUT_BE40 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_LE56
#  define UA_AUTO_PUT_LE56 UA_IMPL_AUTO_DEFAULT
#endif
#ifndef UA_AUTO_PUT_BE56
#  define UA_AUTO_PUT_BE56 UA_IMPL_AUTO_DEFAULT
#endif
/* END GENERATED: auto defaults */

/**
 * @def UA_STRATEGY_OF
 * @brief The strategy one accessor compiles to, usable in #if: UA_STRATEGY_OF(GET_LE32) ==
 * UA_STRATEGY_BYTES. The argument is the accessor's name without ua_, in capitals (PUT_NE64).
 * Under AUTO it is that accessor's row of the table above; otherwise UA_STRATEGY for every accessor.
 */
#if UA_STRATEGY == UA_STRATEGY_AUTO
#  define UA_STRATEGY_OF(accessor) UA_AUTO_##accessor
#elif UA_STRATEGY == UA_STRATEGY_MEMCPY
#  define UA_STRATEGY_OF(accessor) UA_STRATEGY_MEMCPY
#elif UA_STRATEGY == UA_STRATEGY_PACKED
#  define UA_STRATEGY_OF(accessor) UA_STRATEGY_PACKED
#elif UA_STRATEGY == UA_STRATEGY_BYTES
#  define UA_STRATEGY_OF(accessor) UA_STRATEGY_BYTES
#elif UA_STRATEGY == UA_STRATEGY_DIRECT
#  define UA_STRATEGY_OF(accessor) UA_STRATEGY_DIRECT
#else
#  error "unaligned.h: unknown UA_STRATEGY; use UA_STRATEGY_AUTO, UA_STRATEGY_MEMCPY, UA_STRATEGY_PACKED, UA_STRATEGY_BYTES or UA_STRATEGY_DIRECT"
#  define UA_STRATEGY_OF(accessor) UA_STRATEGY_BYTES /* only to keep the error above the only one */
#endif

/* Whether some accessor uses strategy s, or all of them do (24/48 bits compose native accesses). */
/* BEGIN GENERATED: uses lists (tests/families/generate; edit the generator, not this text) */
#define UA_IMPL_USES(s)                                                                            \
    (UA_STRATEGY_OF(GET_LE16) == (s) || UA_STRATEGY_OF(GET_BE16) == (s) || UA_STRATEGY_OF(GET_NE16) == (s) \
  || UA_STRATEGY_OF(GET_LE32) == (s) || UA_STRATEGY_OF(GET_BE32) == (s) || UA_STRATEGY_OF(GET_NE32) == (s) \
  || UA_STRATEGY_OF(GET_LE64) == (s) || UA_STRATEGY_OF(GET_BE64) == (s) || UA_STRATEGY_OF(GET_NE64) == (s) \
  || UA_STRATEGY_OF(PUT_LE16) == (s) || UA_STRATEGY_OF(PUT_BE16) == (s) || UA_STRATEGY_OF(PUT_NE16) == (s) \
  || UA_STRATEGY_OF(PUT_LE32) == (s) || UA_STRATEGY_OF(PUT_BE32) == (s) || UA_STRATEGY_OF(PUT_NE32) == (s) \
  || UA_STRATEGY_OF(PUT_LE64) == (s) || UA_STRATEGY_OF(PUT_BE64) == (s) || UA_STRATEGY_OF(PUT_NE64) == (s) \
  || UA_STRATEGY_OF(GET_LE24) == (s) || UA_STRATEGY_OF(GET_BE24) == (s) || UA_STRATEGY_OF(GET_LE48) == (s) \
  || UA_STRATEGY_OF(GET_BE48) == (s) || UA_STRATEGY_OF(PUT_LE24) == (s) || UA_STRATEGY_OF(PUT_BE24) == (s) \
  || UA_STRATEGY_OF(PUT_LE48) == (s) || UA_STRATEGY_OF(PUT_BE48) == (s) \
  || UA_STRATEGY_OF(GET_LE40) == (s) || UA_STRATEGY_OF(GET_BE40) == (s) || UA_STRATEGY_OF(GET_LE56) == (s) \
  || UA_STRATEGY_OF(GET_BE56) == (s) || UA_STRATEGY_OF(PUT_LE40) == (s) || UA_STRATEGY_OF(PUT_BE40) == (s) \
  || UA_STRATEGY_OF(PUT_LE56) == (s) || UA_STRATEGY_OF(PUT_BE56) == (s))
#define UA_IMPL_USES_ONLY(s)                                                                       \
    (UA_STRATEGY_OF(GET_LE16) == (s) && UA_STRATEGY_OF(GET_BE16) == (s) && UA_STRATEGY_OF(GET_NE16) == (s) \
  && UA_STRATEGY_OF(GET_LE32) == (s) && UA_STRATEGY_OF(GET_BE32) == (s) && UA_STRATEGY_OF(GET_NE32) == (s) \
  && UA_STRATEGY_OF(GET_LE64) == (s) && UA_STRATEGY_OF(GET_BE64) == (s) && UA_STRATEGY_OF(GET_NE64) == (s) \
  && UA_STRATEGY_OF(PUT_LE16) == (s) && UA_STRATEGY_OF(PUT_BE16) == (s) && UA_STRATEGY_OF(PUT_NE16) == (s) \
  && UA_STRATEGY_OF(PUT_LE32) == (s) && UA_STRATEGY_OF(PUT_BE32) == (s) && UA_STRATEGY_OF(PUT_NE32) == (s) \
  && UA_STRATEGY_OF(PUT_LE64) == (s) && UA_STRATEGY_OF(PUT_BE64) == (s) && UA_STRATEGY_OF(PUT_NE64) == (s) \
  && UA_STRATEGY_OF(GET_LE24) == (s) && UA_STRATEGY_OF(GET_BE24) == (s) && UA_STRATEGY_OF(GET_LE48) == (s) \
  && UA_STRATEGY_OF(GET_BE48) == (s) && UA_STRATEGY_OF(PUT_LE24) == (s) && UA_STRATEGY_OF(PUT_BE24) == (s) \
  && UA_STRATEGY_OF(PUT_LE48) == (s) && UA_STRATEGY_OF(PUT_BE48) == (s) \
  && UA_STRATEGY_OF(GET_LE40) == (s) && UA_STRATEGY_OF(GET_BE40) == (s) && UA_STRATEGY_OF(GET_LE56) == (s) \
  && UA_STRATEGY_OF(GET_BE56) == (s) && UA_STRATEGY_OF(PUT_LE40) == (s) && UA_STRATEGY_OF(PUT_BE40) == (s) \
  && UA_STRATEGY_OF(PUT_LE56) == (s) && UA_STRATEGY_OF(PUT_BE56) == (s))
/* END GENERATED: uses lists */

/**
 * @def UA_SELECTED_STRATEGY
 * @brief The one strategy every accessor compiles to, or UA_STRATEGY_AUTO when AUTO mixes
 * strategies on this target (then ask UA_STRATEGY_OF per accessor).
 */
#if UA_IMPL_USES_ONLY(UA_STRATEGY_MEMCPY)
#  define UA_SELECTED_STRATEGY UA_STRATEGY_MEMCPY
#elif UA_IMPL_USES_ONLY(UA_STRATEGY_PACKED)
#  define UA_SELECTED_STRATEGY UA_STRATEGY_PACKED
#elif UA_IMPL_USES_ONLY(UA_STRATEGY_BYTES)
#  define UA_SELECTED_STRATEGY UA_STRATEGY_BYTES
#elif UA_IMPL_USES_ONLY(UA_STRATEGY_DIRECT)
#  define UA_SELECTED_STRATEGY UA_STRATEGY_DIRECT
#else
#  define UA_SELECTED_STRATEGY UA_STRATEGY_AUTO /* mixed, per accessor */
#endif

/* What each strategy needs, checked once. */
#if UA_IMPL_USES(UA_STRATEGY_DIRECT) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS
#  error "unaligned.h: UA_STRATEGY_DIRECT needs a CPU with hardware unaligned access (UA_HAVE_EFFICIENT_UNALIGNED_ACCESS is 0 here); use UA_STRATEGY_AUTO, or UA_STRATEGY_BYTES"
#endif
#if (UA_IMPL_USES(UA_STRATEGY_PACKED) || UA_IMPL_USES(UA_STRATEGY_DIRECT)) && !UA_IMPL_HAVE_GNU_ATTRIBUTES
#  error "unaligned.h: UA_STRATEGY_PACKED and UA_STRATEGY_DIRECT need GCC-style packed/aligned/may_alias attributes, which this compiler lacks; use UA_STRATEGY_BYTES"
#endif
#if UA_IMPL_USES(UA_STRATEGY_MEMCPY)
#  if defined(_MSC_VER)
/* MSVC inlines memcpy as an intrinsic. */
#    include <string.h>
#    define UA_IMPL_MEMCPY memcpy
#  elif UA_IMPL_HAVE_GNU_ATTRIBUTES
#    define UA_IMPL_MEMCPY __builtin_memcpy
#  else
#    error "unaligned.h: UA_STRATEGY_MEMCPY needs __builtin_memcpy, which this compiler lacks; use UA_STRATEGY_BYTES"
#    define UA_IMPL_MEMCPY(d, s, n) ((void)0) /* only to keep the error above the only one */
#  endif
#endif /* UA_IMPL_USES(UA_STRATEGY_MEMCPY) */

#ifdef __FRAMAC__
#  include "unaligned_model.acsl" /* ACSL logic: byte models and lemmas (specs/) */
#  include "builtins.acsl"        /* __builtin_bswap16/32/64, __builtin_memcpy with their contracts */
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** @brief The name of the strategy in use, such as "BYTES"; "AUTO" when AUTO mixes strategies
 *  (see UA_STRATEGY_OF and ua_strategy_name_of). */
/*@ assigns \nothing;
    ensures  readable: \valid_read(\result + (0 .. 4));
 */
static inline const char *ua_strategy_name(void)
{
#if UA_SELECTED_STRATEGY == UA_STRATEGY_MEMCPY
    return "MEMCPY";
#elif UA_SELECTED_STRATEGY == UA_STRATEGY_PACKED
    return "PACKED";
#elif UA_SELECTED_STRATEGY == UA_STRATEGY_BYTES
    return "BYTES";
#elif UA_SELECTED_STRATEGY == UA_STRATEGY_DIRECT
    return "DIRECT";
#else
    return "AUTO";
#endif
}

/** @brief The name of a strategy identifier: ua_strategy_name_of(UA_STRATEGY_OF(GET_LE32)). */
/*@ assigns \nothing;
    ensures  readable: \valid_read(\result + (0 .. 4));
 */
static inline const char *ua_strategy_name_of(int strategy)
{
    const char *name = "AUTO";
    if (strategy == UA_STRATEGY_MEMCPY) {
        name = "MEMCPY";
    } else if (strategy == UA_STRATEGY_PACKED) {
        name = "PACKED";
    } else if (strategy == UA_STRATEGY_BYTES) {
        name = "BYTES";
    } else if (strategy == UA_STRATEGY_DIRECT) {
        name = "DIRECT";
    } else {
        /* UA_STRATEGY_AUTO, or not a strategy */
    }
    return name;
}

/* ************************************************************************************************
 *   Byte helpers: the byte model written in C (proved by WP; see proofs/)
 * ************************************************************************************************/

/*@ requires valid_bytes: \valid_read(p + (0 .. 1));
    assigns  \result \from p[0 .. 1];
    ensures  value:     \result == ua_le16(p);
 */
static inline uint16_t ua_impl_get_le16(const uint8_t *p)
{
    /*@ ghost uint16_t r = (uint16_t)((uint32_t)p[0] | (uint32_t)p[1] << 8); */
    /*@ assert range: 0 <= r <= 0xFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1]; */
    return (uint16_t)((uint32_t)p[0] | (uint32_t)p[1] << 8);
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 1));
    assigns  \result \from p[0 .. 1];
    ensures  value:     \result == ua_be16(p);
 */
static inline uint16_t ua_impl_get_be16(const uint8_t *p)
{
#if UA_BYTES_AVOID_BSWAP_IDIOM
    /* The ghost copy is the same value written as a shift, which the bit-level proof reads. */
    /*@ ghost uint16_t r = (uint16_t)((uint32_t)p[0] << 8 | (uint32_t)p[1]); */
    /*@ assert range: 0 <= r <= 0xFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[1] && (r >> 8 & 0xFF) == p[0]; */
    return (uint16_t)((uint32_t)p[0] * 0x100u | (uint32_t)p[1]);
#else
    /*@ ghost uint16_t r = (uint16_t)((uint32_t)p[0] << 8 | (uint32_t)p[1]); */
    /*@ assert range: 0 <= r <= 0xFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[1] && (r >> 8 & 0xFF) == p[0]; */
    return (uint16_t)((uint32_t)p[0] << 8 | (uint32_t)p[1]);
#endif
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 2));
    assigns  \result \from p[0 .. 2];
    ensures  value:     \result == ua_le24(p);
 */
static inline uint32_t ua_impl_get_le24(const uint8_t *p)
{
    /*@ ghost uint32_t r = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[2]
                   && (r >> 24 & 0xFF) == 0; */
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 2));
    assigns  \result \from p[0 .. 2];
    ensures  value:     \result == ua_be24(p);
 */
static inline uint32_t ua_impl_get_be24(const uint8_t *p)
{
    /*@ ghost uint32_t r = (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[2]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[2] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[0]
                   && (r >> 24 & 0xFF) == 0; */
    return (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[2];
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 3));
    assigns  \result \from p[0 .. 3];
    ensures  value:     \result == ua_le32(p);
 */
static inline uint32_t ua_impl_get_le32(const uint8_t *p)
{
    /*@ ghost uint32_t r = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1]
                   && (r >> 16 & 0xFF) == p[2] && (r >> 24 & 0xFF) == p[3]; */
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 3));
    assigns  \result \from p[0 .. 3];
    ensures  value:     \result == ua_be32(p);
 */
static inline uint32_t ua_impl_get_be32(const uint8_t *p)
{
#if UA_BYTES_AVOID_BSWAP_IDIOM
    return (uint32_t)p[0] * 0x1000000u + (uint32_t)p[1] * 0x10000u
         + (uint32_t)p[2] * 0x100u + (uint32_t)p[3];
#else
    /*@ ghost uint32_t r = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[3] && (r >> 8 & 0xFF) == p[2]
                   && (r >> 16 & 0xFF) == p[1] && (r >> 24 & 0xFF) == p[0]; */
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
#endif
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 5));
    assigns  \result \from p[0 .. 5];
    ensures  value:     \result == ua_le48(p);
 */
static inline uint64_t ua_impl_get_le48(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
                         | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[2]
                   && (r >> 24 & 0xFF) == p[3] && (r >> 32 & 0xFF) == p[4] && (r >> 40 & 0xFF) == p[5]
                   && (r >> 48 & 0xFFFF) == 0; */
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
         | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 5));
    assigns  \result \from p[0 .. 5];
    ensures  value:     \result == ua_be48(p);
 */
static inline uint64_t ua_impl_get_be48(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] << 40 | (uint64_t)p[1] << 32 | (uint64_t)p[2] << 24
                         | (uint64_t)p[3] << 16 | (uint64_t)p[4] << 8 | (uint64_t)p[5]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[5] && (r >> 8 & 0xFF) == p[4] && (r >> 16 & 0xFF) == p[3]
                   && (r >> 24 & 0xFF) == p[2] && (r >> 32 & 0xFF) == p[1] && (r >> 40 & 0xFF) == p[0]
                   && (r >> 48 & 0xFFFF) == 0; */
    return (uint64_t)p[0] << 40 | (uint64_t)p[1] << 32 | (uint64_t)p[2] << 24
         | (uint64_t)p[3] << 16 | (uint64_t)p[4] << 8 | (uint64_t)p[5];
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 4));
    assigns  \result \from p[0 .. 4];
    ensures  value:     \result == ua_le40(p);
 */
static inline uint64_t ua_impl_get_le40(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[2] && (r >> 24 & 0xFF) == p[3] && (r >> 32 & 0xFF) == p[4] && (r >> 40 & 0xFFFFFF) == 0; */
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 4));
    assigns  \result \from p[0 .. 4];
    ensures  value:     \result == ua_be40(p);
 */
static inline uint64_t ua_impl_get_be40(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] << 32 | (uint64_t)p[1] << 24 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 8 | (uint64_t)p[4]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[4] && (r >> 8 & 0xFF) == p[3] && (r >> 16 & 0xFF) == p[2] && (r >> 24 & 0xFF) == p[1] && (r >> 32 & 0xFF) == p[0] && (r >> 40 & 0xFFFFFF) == 0; */
    return (uint64_t)p[0] << 32 | (uint64_t)p[1] << 24 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 8 | (uint64_t)p[4];
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 6));
    assigns  \result \from p[0 .. 6];
    ensures  value:     \result == ua_le56(p);
 */
static inline uint64_t ua_impl_get_le56(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[2] && (r >> 24 & 0xFF) == p[3] && (r >> 32 & 0xFF) == p[4] && (r >> 40 & 0xFF) == p[5] && (r >> 48 & 0xFF) == p[6] && (r >> 56 & 0xFF) == 0; */
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 6));
    assigns  \result \from p[0 .. 6];
    ensures  value:     \result == ua_be56(p);
 */
static inline uint64_t ua_impl_get_be56(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] << 48 | (uint64_t)p[1] << 40 | (uint64_t)p[2] << 32 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 16 | (uint64_t)p[5] << 8 | (uint64_t)p[6]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[6] && (r >> 8 & 0xFF) == p[5] && (r >> 16 & 0xFF) == p[4] && (r >> 24 & 0xFF) == p[3] && (r >> 32 & 0xFF) == p[2] && (r >> 40 & 0xFF) == p[1] && (r >> 48 & 0xFF) == p[0] && (r >> 56 & 0xFF) == 0; */
    return (uint64_t)p[0] << 48 | (uint64_t)p[1] << 40 | (uint64_t)p[2] << 32 | (uint64_t)p[3] << 24 | (uint64_t)p[4] << 16 | (uint64_t)p[5] << 8 | (uint64_t)p[6];
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 7));
    assigns  \result \from p[0 .. 7];
    ensures  value:     \result == ua_le64(p);
 */
static inline uint64_t ua_impl_get_le64(const uint8_t *p)
{
    /*@ ghost uint64_t r = (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
                         | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[0] && (r >> 8 & 0xFF) == p[1] && (r >> 16 & 0xFF) == p[2]
                   && (r >> 24 & 0xFF) == p[3] && (r >> 32 & 0xFF) == p[4] && (r >> 40 & 0xFF) == p[5]
                   && (r >> 48 & 0xFF) == p[6] && (r >> 56 & 0xFF) == p[7]; */
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24
         | (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
}

/*@ requires valid_bytes: \valid_read(p + (0 .. 7));
    assigns  \result \from p[0 .. 7];
    ensures  value:     \result == ua_be64(p);
 */
static inline uint64_t ua_impl_get_be64(const uint8_t *p)
{
#if UA_BYTES_AVOID_BSWAP_IDIOM
    /* Two 32-bit halves: a 64-bit add would need carries on a 32-bit CPU. */
    return (uint64_t)ua_impl_get_be32(p) << 32 | (uint64_t)ua_impl_get_be32(p + 4);
#else
    /*@ ghost uint64_t r = (uint64_t)p[0] << 56 | (uint64_t)p[1] << 48 | (uint64_t)p[2] << 40 | (uint64_t)p[3] << 32
                         | (uint64_t)p[4] << 24 | (uint64_t)p[5] << 16 | (uint64_t)p[6] << 8 | (uint64_t)p[7]; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFFFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == p[7] && (r >> 8 & 0xFF) == p[6] && (r >> 16 & 0xFF) == p[5]
                   && (r >> 24 & 0xFF) == p[4] && (r >> 32 & 0xFF) == p[3] && (r >> 40 & 0xFF) == p[2]
                   && (r >> 48 & 0xFF) == p[1] && (r >> 56 & 0xFF) == p[0]; */
    return (uint64_t)p[0] << 56 | (uint64_t)p[1] << 48 | (uint64_t)p[2] << 40 | (uint64_t)p[3] << 32
         | (uint64_t)p[4] << 24 | (uint64_t)p[5] << 16 | (uint64_t)p[6] << 8 | (uint64_t)p[7];
#endif
}

/*@ requires valid_bytes: \valid(p + (0 .. 1));
    assigns  p[0 .. 1] \from v;
    ensures  value:     ua_le16(p) == v;
 */
static inline void ua_impl_put_le16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}

/*@ requires valid_bytes: \valid(p + (0 .. 1));
    assigns  p[0 .. 1] \from v;
    ensures  value:     ua_be16(p) == v;
 */
static inline void ua_impl_put_be16(uint8_t *p, uint16_t v)
{
    p[0] = (uint8_t)(v >> 8);
    p[1] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 2));
    assigns  p[0 .. 2] \from v;
    ensures  value:     ua_le24(p) == v % 0x1000000;
 */
static inline void ua_impl_put_le24(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
}

/*@ requires valid_bytes: \valid(p + (0 .. 2));
    assigns  p[0 .. 2] \from v;
    ensures  value:     ua_be24(p) == v % 0x1000000;
 */
static inline void ua_impl_put_be24(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 16);
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 3));
    assigns  p[0 .. 3] \from v;
    ensures  value:     ua_le32(p) == v;
 */
static inline void ua_impl_put_le32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/*@ requires valid_bytes: \valid(p + (0 .. 3));
    assigns  p[0 .. 3] \from v;
    ensures  value:     ua_be32(p) == v;
 */
static inline void ua_impl_put_be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 5));
    assigns  p[0 .. 5] \from v;
    ensures  value:     ua_le48(p) == v % 0x1000000000000;
 */
static inline void ua_impl_put_le48(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
    p[5] = (uint8_t)(v >> 40);
}

/*@ requires valid_bytes: \valid(p + (0 .. 5));
    assigns  p[0 .. 5] \from v;
    ensures  value:     ua_be48(p) == v % 0x1000000000000;
 */
static inline void ua_impl_put_be48(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)(v >> 40);
    p[1] = (uint8_t)(v >> 32);
    p[2] = (uint8_t)(v >> 24);
    p[3] = (uint8_t)(v >> 16);
    p[4] = (uint8_t)(v >> 8);
    p[5] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 4));
    assigns  p[0 .. 4] \from v;
    ensures  value:     ua_le40(p) == v % 0x10000000000;
 */
static inline void ua_impl_put_le40(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
}

/*@ requires valid_bytes: \valid(p + (0 .. 4));
    assigns  p[0 .. 4] \from v;
    ensures  value:     ua_be40(p) == v % 0x10000000000;
 */
static inline void ua_impl_put_be40(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)(v >> 32);
    p[1] = (uint8_t)(v >> 24);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 8);
    p[4] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 6));
    assigns  p[0 .. 6] \from v;
    ensures  value:     ua_le56(p) == v % 0x100000000000000;
 */
static inline void ua_impl_put_le56(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
    p[5] = (uint8_t)(v >> 40);
    p[6] = (uint8_t)(v >> 48);
}

/*@ requires valid_bytes: \valid(p + (0 .. 6));
    assigns  p[0 .. 6] \from v;
    ensures  value:     ua_be56(p) == v % 0x100000000000000;
 */
static inline void ua_impl_put_be56(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)(v >> 48);
    p[1] = (uint8_t)(v >> 40);
    p[2] = (uint8_t)(v >> 32);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 16);
    p[5] = (uint8_t)(v >> 8);
    p[6] = (uint8_t)v;
}

/*@ requires valid_bytes: \valid(p + (0 .. 7));
    assigns  p[0 .. 7] \from v;
    ensures  value:     ua_le64(p) == v;
 */
static inline void ua_impl_put_le64(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
    p[4] = (uint8_t)(v >> 32);
    p[5] = (uint8_t)(v >> 40);
    p[6] = (uint8_t)(v >> 48);
    p[7] = (uint8_t)(v >> 56);
}

/*@ requires valid_bytes: \valid(p + (0 .. 7));
    assigns  p[0 .. 7] \from v;
    ensures  value:     ua_be64(p) == v;
 */
static inline void ua_impl_put_be64(uint8_t *p, uint64_t v)
{
    p[0] = (uint8_t)(v >> 56);
    p[1] = (uint8_t)(v >> 48);
    p[2] = (uint8_t)(v >> 40);
    p[3] = (uint8_t)(v >> 32);
    p[4] = (uint8_t)(v >> 24);
    p[5] = (uint8_t)(v >> 16);
    p[6] = (uint8_t)(v >> 8);
    p[7] = (uint8_t)v;
}

/* ************************************************************************************************
 *   Native access: host-order load and store of 16/32/64 bits, one layer per strategy
 * ************************************************************************************************/

/* Under AUTO several strategies' layers coexist; each is defined only where some accessor uses it,
 * so PACKED and DIRECT are never compiled without GNU attributes, nor DIRECT without hardware
 * unaligned access (the checks above). */
#if UA_IMPL_USES(UA_STRATEGY_PACKED) || UA_IMPL_USES(UA_STRATEGY_DIRECT)
/* aligned(1) tells the compiler the address may be odd, so it never fuses two of these into
 * ldrd/ldm (which trap on ARMv6/v7) and splits them where the CPU needs it; may_alias makes the
 * type pun defined. A scalar, never a struct member: GCC's dependence analysis takes two accesses
 * through one struct type at different addresses for disjoint objects (a struct object cannot
 * partially overlap another), so a caller's overlapping copy loop is vectorized without its
 * run-time alias check (tests/loops). PACKED and DIRECT compile to the same
 * access; DIRECT also says the CPU does it in one instruction, and is refused where it cannot. */
typedef uint16_t ua_impl_u16_a1 __attribute__((aligned(1), may_alias));
typedef uint32_t ua_impl_u32_a1 __attribute__((aligned(1), may_alias));
typedef uint64_t ua_impl_u64_a1 __attribute__((aligned(1), may_alias));
#endif

/* One body per strategy, shared by the three widths. */
#define UA_IMPL_LOAD_MEMCPY(bits, p)                                                         \
    uint##bits##_t v_; UA_IMPL_MEMCPY(&v_, (p), sizeof v_); return v_
#define UA_IMPL_STORE_MEMCPY(bits, p, v) UA_IMPL_MEMCPY((p), &(v), sizeof(uint##bits##_t))
#define UA_IMPL_LOAD_PACKED(bits, p)     return *(const ua_impl_u##bits##_a1 *)(p)
#define UA_IMPL_STORE_PACKED(bits, p, v) *(ua_impl_u##bits##_a1 *)(p) = (v)
#define UA_IMPL_LOAD_DIRECT(bits, p)     return *(const ua_impl_u##bits##_a1 *)(p)
#define UA_IMPL_STORE_DIRECT(bits, p, v) *(ua_impl_u##bits##_a1 *)(p) = (v)
/* The byte order is chosen here, not by an `if` in the body: no invariant condition, no dead
 * branch, no unbraced if/else (MISRA C:2012 rules 14.3, 2.1, 15.6). */
#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_LOAD_BYTES(bits, p)     return ua_impl_get_be##bits((const uint8_t *)(p))
#  define UA_IMPL_STORE_BYTES(bits, p, v) ua_impl_put_be##bits((uint8_t *)(p), (v))
#else
#  define UA_IMPL_LOAD_BYTES(bits, p)     return ua_impl_get_le##bits((const uint8_t *)(p))
#  define UA_IMPL_STORE_BYTES(bits, p, v) ua_impl_put_le##bits((uint8_t *)(p), (v))
#endif /* UA_HOST_BIG_ENDIAN */

/* BEGIN GENERATED: native layer (tests/families/generate; edit the generator, not this text) */
#if UA_IMPL_USES(UA_STRATEGY_MEMCPY)
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_ne16((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint16_t ua_impl_load16_memcpy(const void *p) { UA_IMPL_LOAD_MEMCPY(16, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_ne32((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint32_t ua_impl_load32_memcpy(const void *p) { UA_IMPL_LOAD_MEMCPY(32, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_ne64((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_load64_memcpy(const void *p) { UA_IMPL_LOAD_MEMCPY(64, p); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_ne16((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store16_memcpy(void *p, uint16_t v) { UA_IMPL_STORE_MEMCPY(16, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_ne32((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store32_memcpy(void *p, uint32_t v) { UA_IMPL_STORE_MEMCPY(32, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_ne64((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store64_memcpy(void *p, uint64_t v) { UA_IMPL_STORE_MEMCPY(64, p, v); }
#endif /* UA_IMPL_USES(UA_STRATEGY_MEMCPY) */

#if UA_IMPL_USES(UA_STRATEGY_PACKED)
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_ne16((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint16_t ua_impl_load16_packed(const void *p) { UA_IMPL_LOAD_PACKED(16, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_ne32((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint32_t ua_impl_load32_packed(const void *p) { UA_IMPL_LOAD_PACKED(32, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_ne64((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_load64_packed(const void *p) { UA_IMPL_LOAD_PACKED(64, p); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_ne16((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store16_packed(void *p, uint16_t v) { UA_IMPL_STORE_PACKED(16, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_ne32((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store32_packed(void *p, uint32_t v) { UA_IMPL_STORE_PACKED(32, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_ne64((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store64_packed(void *p, uint64_t v) { UA_IMPL_STORE_PACKED(64, p, v); }
#endif /* UA_IMPL_USES(UA_STRATEGY_PACKED) */

#if UA_IMPL_USES(UA_STRATEGY_BYTES)
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_ne16((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint16_t ua_impl_load16_bytes(const void *p) { UA_IMPL_LOAD_BYTES(16, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_ne32((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint32_t ua_impl_load32_bytes(const void *p) { UA_IMPL_LOAD_BYTES(32, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_ne64((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_load64_bytes(const void *p) { UA_IMPL_LOAD_BYTES(64, p); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_ne16((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store16_bytes(void *p, uint16_t v) { UA_IMPL_STORE_BYTES(16, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_ne32((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store32_bytes(void *p, uint32_t v) { UA_IMPL_STORE_BYTES(32, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_ne64((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store64_bytes(void *p, uint64_t v) { UA_IMPL_STORE_BYTES(64, p, v); }
#endif /* UA_IMPL_USES(UA_STRATEGY_BYTES) */

#if UA_IMPL_USES(UA_STRATEGY_DIRECT)
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_ne16((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint16_t ua_impl_load16_direct(const void *p) { UA_IMPL_LOAD_DIRECT(16, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_ne32((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint32_t ua_impl_load32_direct(const void *p) { UA_IMPL_LOAD_DIRECT(32, p); }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_ne64((uint8_t *)p);
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_load64_direct(const void *p) { UA_IMPL_LOAD_DIRECT(64, p); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_ne16((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store16_direct(void *p, uint16_t v) { UA_IMPL_STORE_DIRECT(16, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_ne32((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store32_direct(void *p, uint32_t v) { UA_IMPL_STORE_DIRECT(32, p, v); }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_ne64((uint8_t *)p) == v;
 */
static inline UA_IMPL_ALWAYS_INLINE void ua_impl_store64_direct(void *p, uint64_t v) { UA_IMPL_STORE_DIRECT(64, p, v); }
#endif /* UA_IMPL_USES(UA_STRATEGY_DIRECT) */
/* END GENERATED: native layer */

/* ************************************************************************************************
 *   Byte order: identity or byte swap between host order and a fixed order
 * ************************************************************************************************/

/* Frama-C sees the builtins too, declared with their contracts (specs/builtins.acsl). Where GCC has
 * no byte-swap instruction to expand them to, it calls libgcc's __bswapsi2/__bswapdi2 (measured,
 * make codegen: RISC-V without Zbb and SPARC at every level, Alpha and ARM before v6 at -Os): there
 * the plain-C swap below, which GCC compiles inline, and recognises as a swap where it has one
 * (always inline: at -Os GCC left it out of line in some objects and not in others). */
#ifndef UA_IMPL_BSWAP_CALLS_LIBGCC
#  if defined(__GNUC__) && !defined(__clang__) && ((defined(__riscv) && !defined(__riscv_zbb)) || defined(__sparc__) \
    || defined(__alpha__) || (defined(__arm__) && defined(__ARM_ARCH) && __ARM_ARCH < 6))
#    define UA_IMPL_BSWAP_CALLS_LIBGCC 1
#  else
#    define UA_IMPL_BSWAP_CALLS_LIBGCC 0
#  endif
#endif
#if UA_IMPL_HAVE_GNU_ATTRIBUTES && !UA_IMPL_BSWAP_CALLS_LIBGCC
#  define UA_IMPL_BSWAP16(x) __builtin_bswap16(x)
#  define UA_IMPL_BSWAP32(x) __builtin_bswap32(x)
#  define UA_IMPL_BSWAP64(x) __builtin_bswap64(x)
#else
#  define UA_IMPL_BSWAP16(x) ua_impl_bswap16(x)
#  define UA_IMPL_BSWAP32(x) ua_impl_bswap32(x)
#  define UA_IMPL_BSWAP64(x) ua_impl_bswap64(x)
#endif

/* Plain C, for compilers without the builtins. Defined in every configuration, so that the bytes
 * proof unit, which runs as GCC, proves them; unused static inline functions emit no code. */

/*@ assigns \result \from x;
    ensures swapped: \result == ua_bswap16(x);
    ensures inverse: ua_bswap16(\result) == x;
 */
static inline UA_IMPL_ALWAYS_INLINE uint16_t ua_impl_bswap16(uint16_t x)
{
    /*@ ghost uint16_t r = (uint16_t)((uint32_t)x >> 8 | ((uint32_t)x & 0xFFu) << 8); */
    /*@ assert range: 0 <= r <= 0xFFFF; */
    /*@ assert bytes: (r & 0xFF) == (x >> 8 & 0xFF) && (r >> 8 & 0xFF) == (x & 0xFF); */
    return (uint16_t)((uint32_t)x >> 8 | ((uint32_t)x & 0xFFu) << 8);
}

/*@ assigns \result \from x;
    ensures swapped: \result == ua_bswap32(x);
    ensures inverse: ua_bswap32(\result) == x;
 */
static inline UA_IMPL_ALWAYS_INLINE uint32_t ua_impl_bswap32(uint32_t x)
{
    /*@ ghost uint32_t r = x >> 24 | (x >> 8 & 0xFF00u) | (x & 0xFF00u) << 8 | (x & 0xFFu) << 24; */
    /*@ assert range: 0 <= r <= 0xFFFFFFFF; */
    /*@ assert bytes: (r & 0xFF) == (x >> 24 & 0xFF) && (r >> 8 & 0xFF) == (x >> 16 & 0xFF)
                   && (r >> 16 & 0xFF) == (x >> 8 & 0xFF) && (r >> 24 & 0xFF) == (x & 0xFF); */
    return x >> 24 | (x >> 8 & 0xFF00u) | (x & 0xFF00u) << 8 | (x & 0xFFu) << 24;
}

/*@ assigns \result \from x;
    ensures swapped: \result == ua_bswap64(x);
    ensures inverse: ua_bswap64(\result) == x;
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_bswap64(uint64_t x)
{
    return (uint64_t)ua_impl_bswap32((uint32_t)x) << 32 | (uint64_t)ua_impl_bswap32((uint32_t)(x >> 32));
}

#if !UA_HOST_BIG_ENDIAN \
 && (UA_IMPL_USES(UA_STRATEGY_MEMCPY) || UA_IMPL_USES(UA_STRATEGY_PACKED) || UA_IMPL_USES(UA_STRATEGY_DIRECT))
/* The 48-bit byte swap of lo + hi * 2^32 (le48 parts), for the composed be48 get on a
 * little-endian host: one 64-bit swap, shifted down, instead of a swap of each part (x86-64 GCC 7
 * instructions against 9: the swapped 16-bit part needs its own zero-extension). Big-endian hosts
 * swap each part of le48 (not measured against this). */
/*@ assigns \result \from lo, hi;
    ensures value: \result == ua_swap48(lo, hi);
 */
static inline UA_IMPL_ALWAYS_INLINE uint64_t ua_impl_swap48(uint32_t lo, uint16_t hi)
{
    uint64_t x = (uint64_t)lo + (uint64_t)hi * 0x100000000u;
    /*@ assert join:   x == lo + 0x100000000 * hi; */
    /*@ assert halves: x % 0x100000000 == lo && x / 0x100000000 == hi; */
    /*@ assert top:    ua_bswap32(x / 0x100000000) == ua_bswap16(hi) * 0x10000; */
    /*@ assert swap:   ua_bswap64(x) == ua_bswap32(lo) * 0x100000000 + ua_bswap16(hi) * 0x10000; */
    return UA_IMPL_BSWAP64(x) >> 16;
}
#endif

#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_LE_HOST(bits, x) UA_IMPL_BSWAP##bits(x)
#  define UA_IMPL_BE_HOST(bits, x) (x)
#else
#  define UA_IMPL_LE_HOST(bits, x) (x)
#  define UA_IMPL_BE_HOST(bits, x) UA_IMPL_BSWAP##bits(x)
#endif /* UA_HOST_BIG_ENDIAN */

/* ************************************************************************************************
 *   Public API
 * ************************************************************************************************/

/* A get or put of 16/32/64 bits, with the strategy of that accessor (UA_STRATEGY_OF pasted as its
 * number: 2 MEMCPY, 3 PACKED, 4 BYTES, 5 DIRECT; the middle macro expands it before the paste).
 * BYTES builds the order into the byte code, so no swap is left for the compiler to emulate; the
 * other strategies load natively and swap. ne is the native layer itself. */
#define UA_IMPL_GET(order, ORDER, bits, p)        UA_IMPL_GET_BY(UA_STRATEGY_OF(GET_##ORDER##bits), order, ORDER, bits, p)
#define UA_IMPL_PUT(order, ORDER, bits, p, v)     UA_IMPL_PUT_BY(UA_STRATEGY_OF(PUT_##ORDER##bits), order, ORDER, bits, p, v)
#define UA_IMPL_GET_BY(s, order, ORDER, bits, p)    UA_IMPL_GET_WITH(s, order, ORDER, bits, p)
#define UA_IMPL_PUT_BY(s, order, ORDER, bits, p, v) UA_IMPL_PUT_WITH(s, order, ORDER, bits, p, v)
#define UA_IMPL_GET_WITH(s, order, ORDER, bits, p)    UA_IMPL_GET_##s(order, ORDER, bits, p)
#define UA_IMPL_PUT_WITH(s, order, ORDER, bits, p, v) UA_IMPL_PUT_##s(order, ORDER, bits, p, v)
#define UA_IMPL_GET_2(order, ORDER, bits, p)    return UA_IMPL_##ORDER##_HOST(bits, ua_impl_load##bits##_memcpy(p))
#define UA_IMPL_PUT_2(order, ORDER, bits, p, v) ua_impl_store##bits##_memcpy((p), UA_IMPL_##ORDER##_HOST(bits, v))
#define UA_IMPL_GET_3(order, ORDER, bits, p)    return UA_IMPL_##ORDER##_HOST(bits, ua_impl_load##bits##_packed(p))
#define UA_IMPL_PUT_3(order, ORDER, bits, p, v) ua_impl_store##bits##_packed((p), UA_IMPL_##ORDER##_HOST(bits, v))
#define UA_IMPL_GET_4(order, ORDER, bits, p)    return ua_impl_get_##order##bits((const uint8_t *)(p))
#define UA_IMPL_PUT_4(order, ORDER, bits, p, v) ua_impl_put_##order##bits((uint8_t *)(p), (v))
#define UA_IMPL_GET_5(order, ORDER, bits, p)    return UA_IMPL_##ORDER##_HOST(bits, ua_impl_load##bits##_direct(p))
#define UA_IMPL_PUT_5(order, ORDER, bits, p, v) ua_impl_store##bits##_direct((p), UA_IMPL_##ORDER##_HOST(bits, v))
#define UA_IMPL_GET_NE(bits, p)        UA_IMPL_GET_NE_BY(UA_STRATEGY_OF(GET_NE##bits), bits, p)
#define UA_IMPL_PUT_NE(bits, p, v)     UA_IMPL_PUT_NE_BY(UA_STRATEGY_OF(PUT_NE##bits), bits, p, v)
#define UA_IMPL_GET_NE_BY(s, bits, p)    UA_IMPL_GET_NE_WITH(s, bits, p)
#define UA_IMPL_PUT_NE_BY(s, bits, p, v) UA_IMPL_PUT_NE_WITH(s, bits, p, v)
#define UA_IMPL_GET_NE_WITH(s, bits, p)    return UA_IMPL_LOAD_FN_##s(bits)(p)
#define UA_IMPL_PUT_NE_WITH(s, bits, p, v) UA_IMPL_STORE_FN_##s(bits)((p), (v))
#define UA_IMPL_LOAD_FN_2(bits)  ua_impl_load##bits##_memcpy
#define UA_IMPL_LOAD_FN_3(bits)  ua_impl_load##bits##_packed
#define UA_IMPL_LOAD_FN_4(bits)  ua_impl_load##bits##_bytes
#define UA_IMPL_LOAD_FN_5(bits)  ua_impl_load##bits##_direct
#define UA_IMPL_STORE_FN_2(bits) ua_impl_store##bits##_memcpy
#define UA_IMPL_STORE_FN_3(bits) ua_impl_store##bits##_packed
#define UA_IMPL_STORE_FN_4(bits) ua_impl_store##bits##_bytes
#define UA_IMPL_STORE_FN_5(bits) ua_impl_store##bits##_direct

/* 24 and 48 bits. BYTES uses its byte helpers (the proved reference). The other strategies compose
 * native accesses: 16 + 8 bits for 24, 32 + 16 for 48, low part at p for le, high part at p for be,
 * each part through the byte-order layer. Never one wider load or store: that would touch a 4th or
 * a 7th and 8th byte, which may not exist (a field that ends a buffer). The parts are joined with
 * + and * rather than | and <<: they share no bit, so the value is the same, the compilers emit the
 * same code, and WP reads the arithmetic directly. */
#define UA_IMPL_GET_ODD(order, ORDER, bits, p)    UA_IMPL_GET_ODD_BY(UA_STRATEGY_OF(GET_##ORDER##bits), order, ORDER, bits, p)
#define UA_IMPL_PUT_ODD(order, ORDER, bits, p, v) UA_IMPL_PUT_ODD_BY(UA_STRATEGY_OF(PUT_##ORDER##bits), order, ORDER, bits, p, v)
#define UA_IMPL_GET_ODD_BY(s, order, ORDER, bits, p)    UA_IMPL_GET_ODD_WITH(s, order, ORDER, bits, p)
#define UA_IMPL_PUT_ODD_BY(s, order, ORDER, bits, p, v) UA_IMPL_PUT_ODD_WITH(s, order, ORDER, bits, p, v)
#define UA_IMPL_GET_ODD_WITH(s, order, ORDER, bits, p)    UA_IMPL_GET_ODD_##s(order, ORDER, bits, p, UA_IMPL_LOAD_FN_##s(16), UA_IMPL_LOAD_FN_##s(32))
#define UA_IMPL_PUT_ODD_WITH(s, order, ORDER, bits, p, v) UA_IMPL_PUT_ODD_##s(order, ORDER, bits, p, v, UA_IMPL_STORE_FN_##s(16), UA_IMPL_STORE_FN_##s(32))
#define UA_IMPL_GET_ODD_2(order, ORDER, bits, p, load16, load32)    UA_IMPL_COMPOSE_GET_##ORDER##bits(p, load16, load32)
#define UA_IMPL_GET_ODD_3(order, ORDER, bits, p, load16, load32)    UA_IMPL_COMPOSE_GET_##ORDER##bits(p, load16, load32)
#define UA_IMPL_GET_ODD_4(order, ORDER, bits, p, load16, load32)    return ua_impl_get_##order##bits((const uint8_t *)(p))
#define UA_IMPL_GET_ODD_5(order, ORDER, bits, p, load16, load32)    UA_IMPL_COMPOSE_GET_##ORDER##bits(p, load16, load32)
#define UA_IMPL_PUT_ODD_2(order, ORDER, bits, p, v, store16, store32) UA_IMPL_COMPOSE_PUT_##ORDER##bits(p, v, store16, store32)
#define UA_IMPL_PUT_ODD_3(order, ORDER, bits, p, v, store16, store32) UA_IMPL_COMPOSE_PUT_##ORDER##bits(p, v, store16, store32)
#define UA_IMPL_PUT_ODD_4(order, ORDER, bits, p, v, store16, store32) ua_impl_put_##order##bits((uint8_t *)(p), (v))
#define UA_IMPL_PUT_ODD_5(order, ORDER, bits, p, v, store16, store32) UA_IMPL_COMPOSE_PUT_##ORDER##bits(p, v, store16, store32)
#define UA_IMPL_COMPOSE_GET_LE24(p, load16, load32)                                                \
    return (uint32_t)UA_IMPL_LE_HOST(16, (load16)(p)) + (uint32_t)((const uint8_t *)(p))[2] * 0x10000u
#define UA_IMPL_COMPOSE_GET_BE24(p, load16, load32)                                                \
    return (uint32_t)UA_IMPL_BE_HOST(16, (load16)(p)) * 0x100u + (uint32_t)((const uint8_t *)(p))[2]
#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_COMPOSE_GET_LE48(p, load16, load32)                                              \
    return (uint64_t)UA_IMPL_LE_HOST(32, (load32)(p))                                               \
         + (uint64_t)UA_IMPL_LE_HOST(16, (load16)((const uint8_t *)(p) + 4)) * 0x100000000u
#  define UA_IMPL_COMPOSE_GET_BE48(p, load16, load32)                                              \
    return (uint64_t)(load32)(p) * 0x10000u + (uint64_t)(load16)((const uint8_t *)(p) + 4)
#else
#  define UA_IMPL_COMPOSE_GET_LE48(p, load16, load32)                                              \
    return (uint64_t)(load32)(p) + (uint64_t)(load16)((const uint8_t *)(p) + 4) * 0x100000000u
/* One 64-bit swap instead of one per part (ua_impl_swap48). */
#  define UA_IMPL_COMPOSE_GET_BE48(p, load16, load32)                                              \
    return ua_impl_swap48((load32)(p), (load16)((const uint8_t *)(p) + 4))
#endif /* UA_HOST_BIG_ENDIAN */
#define UA_IMPL_COMPOSE_PUT_LE24(p, v, store16, store32)                                           \
    (store16)((p), UA_IMPL_LE_HOST(16, (uint16_t)((v) & 0xFFFFu)));                                 \
    ((uint8_t *)(p))[2] = (uint8_t)((v) >> 16)
#define UA_IMPL_COMPOSE_PUT_BE24(p, v, store16, store32)                                           \
    (store16)((p), UA_IMPL_BE_HOST(16, (uint16_t)((v) >> 8 & 0xFFFFu)));                            \
    ((uint8_t *)(p))[2] = (uint8_t)(v)
#define UA_IMPL_COMPOSE_PUT_LE48(p, v, store16, store32)                                           \
    (store32)((p), UA_IMPL_LE_HOST(32, (uint32_t)(v)));                                             \
    (store16)((uint8_t *)(p) + 4, UA_IMPL_LE_HOST(16, (uint16_t)((v) >> 32 & 0xFFFFu)))
#define UA_IMPL_COMPOSE_PUT_BE48(p, v, store16, store32)                                           \
    (store32)((p), UA_IMPL_BE_HOST(32, (uint32_t)((v) >> 16)));                                     \
    (store16)((uint8_t *)(p) + 4, UA_IMPL_BE_HOST(16, (uint16_t)((v) & 0xFFFFu)))
/* 40 bits: 32 + 8; 56 bits: 32 + 16 + 8 (no 64-bit access: it would touch bytes past the field). */
#define UA_IMPL_COMPOSE_GET_LE40(p, load16, load32)                                                \
    return (uint64_t)UA_IMPL_LE_HOST(32, (load32)(p))                                               \
         + (uint64_t)((const uint8_t *)(p))[4] * 0x100000000u
#define UA_IMPL_COMPOSE_GET_BE40(p, load16, load32)                                                \
    return (uint64_t)UA_IMPL_BE_HOST(32, (load32)(p)) * 0x100u + (uint64_t)((const uint8_t *)(p))[4]
#define UA_IMPL_COMPOSE_GET_LE56(p, load16, load32)                                                \
    return (uint64_t)UA_IMPL_LE_HOST(32, (load32)(p))                                               \
         + (uint64_t)UA_IMPL_LE_HOST(16, (load16)((const uint8_t *)(p) + 4)) * 0x100000000u          \
         + (uint64_t)((const uint8_t *)(p))[6] * 0x1000000000000u
#define UA_IMPL_COMPOSE_GET_BE56(p, load16, load32)                                                \
    return (uint64_t)UA_IMPL_BE_HOST(32, (load32)(p)) * 0x1000000u                                  \
         + (uint64_t)UA_IMPL_BE_HOST(16, (load16)((const uint8_t *)(p) + 4)) * 0x100u                \
         + (uint64_t)((const uint8_t *)(p))[6]
#define UA_IMPL_COMPOSE_PUT_LE40(p, v, store16, store32)                                           \
    (store32)((p), UA_IMPL_LE_HOST(32, (uint32_t)((v) & 0xFFFFFFFFu)));                             \
    ((uint8_t *)(p))[4] = (uint8_t)((v) >> 32)
#define UA_IMPL_COMPOSE_PUT_BE40(p, v, store16, store32)                                           \
    (store32)((p), UA_IMPL_BE_HOST(32, (uint32_t)((v) >> 8 & 0xFFFFFFFFu)));                        \
    ((uint8_t *)(p))[4] = (uint8_t)(v)
/* The 56-bit puts store the last byte first and the 32-bit part last: the same instructions in
 * another order, and the order in which CVC4 proves the opposite-order put (with the lemmas
 * ua_bswap_le56/be56), which times out when the 32-bit part comes first. */
#define UA_IMPL_COMPOSE_PUT_LE56(p, v, store16, store32)                                           \
    ((uint8_t *)(p))[6] = (uint8_t)((v) >> 48);                                                     \
    (store16)((uint8_t *)(p) + 4, UA_IMPL_LE_HOST(16, (uint16_t)((v) >> 32 & 0xFFFFu)));             \
    (store32)((p), UA_IMPL_LE_HOST(32, (uint32_t)((v) & 0xFFFFFFFFu)))
#define UA_IMPL_COMPOSE_PUT_BE56(p, v, store16, store32)                                           \
    ((uint8_t *)(p))[6] = (uint8_t)(v);                                                             \
    (store16)((uint8_t *)(p) + 4, UA_IMPL_BE_HOST(16, (uint16_t)((v) >> 8 & 0xFFFFu)));              \
    (store32)((p), UA_IMPL_BE_HOST(32, (uint32_t)((v) >> 24 & 0xFFFFFFFFu)))

/* BEGIN GENERATED: public accessors (tests/families/generate; edit the generator, not this text) */
/**
 * @brief Reads a little-endian 16-bit value from any address.
 * @param p  address of the first of 2 bytes; any alignment.
 * @pre   p[0..1] is readable.
 * @return the value, p[0] + 256 * p[1].
 */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_le16((uint8_t *)p);
 */
static inline uint16_t ua_get_le16(const void *p) { UA_IMPL_GET(le, LE, 16, p); }

/** @brief Reads a big-endian 16-bit value. @pre p[0..1] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_be16((uint8_t *)p);
 */
static inline uint16_t ua_get_be16(const void *p) { UA_IMPL_GET(be, BE, 16, p); }

/** @brief Reads a little-endian 24-bit value, zero-extended. @pre p[0..2] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 2));
    assigns  \result \from ((uint8_t *)p)[0 .. 2];
    ensures  value:     \result == ua_le24((uint8_t *)p);
 */
static inline uint32_t ua_get_le24(const void *p) { UA_IMPL_GET_ODD(le, LE, 24, p); }

/** @brief Reads a big-endian 24-bit value, zero-extended. @pre p[0..2] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 2));
    assigns  \result \from ((uint8_t *)p)[0 .. 2];
    ensures  value:     \result == ua_be24((uint8_t *)p);
 */
static inline uint32_t ua_get_be24(const void *p) { UA_IMPL_GET_ODD(be, BE, 24, p); }

/** @brief Reads a little-endian 32-bit value. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_le32((uint8_t *)p);
 */
static inline uint32_t ua_get_le32(const void *p) { UA_IMPL_GET(le, LE, 32, p); }

/** @brief Reads a big-endian 32-bit value. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_be32((uint8_t *)p);
 */
static inline uint32_t ua_get_be32(const void *p) { UA_IMPL_GET(be, BE, 32, p); }

/** @brief Reads a little-endian 48-bit value, zero-extended. @pre p[0..5] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 5));
    assigns  \result \from ((uint8_t *)p)[0 .. 5];
    ensures  value:     \result == ua_le48((uint8_t *)p);
 */
static inline uint64_t ua_get_le48(const void *p) { UA_IMPL_GET_ODD(le, LE, 48, p); }

/** @brief Reads a big-endian 48-bit value, zero-extended. @pre p[0..5] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 5));
    assigns  \result \from ((uint8_t *)p)[0 .. 5];
    ensures  value:     \result == ua_be48((uint8_t *)p);
 */
static inline uint64_t ua_get_be48(const void *p) { UA_IMPL_GET_ODD(be, BE, 48, p); }

/** @brief Reads a little-endian 40-bit value, zero-extended. @pre p[0..4] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 4));
    assigns  \result \from ((uint8_t *)p)[0 .. 4];
    ensures  value:     \result == ua_le40((uint8_t *)p);
 */
static inline uint64_t ua_get_le40(const void *p) { UA_IMPL_GET_ODD(le, LE, 40, p); }

/** @brief Reads a big-endian 40-bit value, zero-extended. @pre p[0..4] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 4));
    assigns  \result \from ((uint8_t *)p)[0 .. 4];
    ensures  value:     \result == ua_be40((uint8_t *)p);
 */
static inline uint64_t ua_get_be40(const void *p) { UA_IMPL_GET_ODD(be, BE, 40, p); }

/** @brief Reads a little-endian 56-bit value, zero-extended. @pre p[0..6] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 6));
    assigns  \result \from ((uint8_t *)p)[0 .. 6];
    ensures  value:     \result == ua_le56((uint8_t *)p);
 */
static inline uint64_t ua_get_le56(const void *p) { UA_IMPL_GET_ODD(le, LE, 56, p); }

/** @brief Reads a big-endian 56-bit value, zero-extended. @pre p[0..6] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 6));
    assigns  \result \from ((uint8_t *)p)[0 .. 6];
    ensures  value:     \result == ua_be56((uint8_t *)p);
 */
static inline uint64_t ua_get_be56(const void *p) { UA_IMPL_GET_ODD(be, BE, 56, p); }

/** @brief Reads a little-endian 64-bit value. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_le64((uint8_t *)p);
 */
static inline uint64_t ua_get_le64(const void *p) { UA_IMPL_GET(le, LE, 64, p); }

/** @brief Reads a big-endian 64-bit value. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_be64((uint8_t *)p);
 */
static inline uint64_t ua_get_be64(const void *p) { UA_IMPL_GET(be, BE, 64, p); }

/** @brief Writes @p v as 2 little-endian bytes. @pre p[0..1] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_le16((uint8_t *)p) == v;
 */
static inline void ua_put_le16(void *p, uint16_t v) { UA_IMPL_PUT(le, LE, 16, p, v); }

/** @brief Writes @p v as 2 big-endian bytes. @pre p[0..1] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_be16((uint8_t *)p) == v;
 */
static inline void ua_put_be16(void *p, uint16_t v) { UA_IMPL_PUT(be, BE, 16, p, v); }

/** @brief Writes the low 24 bits of @p v as 3 little-endian bytes. @pre p[0..2] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 2));
    assigns  ((uint8_t *)p)[0 .. 2] \from v;
    ensures  value:     ua_le24((uint8_t *)p) == v % 0x1000000;
 */
static inline void ua_put_le24(void *p, uint32_t v) { UA_IMPL_PUT_ODD(le, LE, 24, p, v); }

/** @brief Writes the low 24 bits of @p v as 3 big-endian bytes. @pre p[0..2] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 2));
    assigns  ((uint8_t *)p)[0 .. 2] \from v;
    ensures  value:     ua_be24((uint8_t *)p) == v % 0x1000000;
 */
static inline void ua_put_be24(void *p, uint32_t v) { UA_IMPL_PUT_ODD(be, BE, 24, p, v); }

/** @brief Writes @p v as 4 little-endian bytes. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_le32((uint8_t *)p) == v;
 */
static inline void ua_put_le32(void *p, uint32_t v) { UA_IMPL_PUT(le, LE, 32, p, v); }

/** @brief Writes @p v as 4 big-endian bytes. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_be32((uint8_t *)p) == v;
 */
static inline void ua_put_be32(void *p, uint32_t v) { UA_IMPL_PUT(be, BE, 32, p, v); }

/** @brief Writes the low 48 bits of @p v as 6 little-endian bytes. @pre p[0..5] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 5));
    assigns  ((uint8_t *)p)[0 .. 5] \from v;
    ensures  value:     ua_le48((uint8_t *)p) == v % 0x1000000000000;
 */
static inline void ua_put_le48(void *p, uint64_t v) { UA_IMPL_PUT_ODD(le, LE, 48, p, v); }

/** @brief Writes the low 48 bits of @p v as 6 big-endian bytes. @pre p[0..5] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 5));
    assigns  ((uint8_t *)p)[0 .. 5] \from v;
    ensures  value:     ua_be48((uint8_t *)p) == v % 0x1000000000000;
 */
static inline void ua_put_be48(void *p, uint64_t v) { UA_IMPL_PUT_ODD(be, BE, 48, p, v); }

/** @brief Writes the low 40 bits of @p v as 5 little-endian bytes. @pre p[0..4] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 4));
    assigns  ((uint8_t *)p)[0 .. 4] \from v;
    ensures  value:     ua_le40((uint8_t *)p) == v % 0x10000000000;
 */
static inline void ua_put_le40(void *p, uint64_t v) { UA_IMPL_PUT_ODD(le, LE, 40, p, v); }

/** @brief Writes the low 40 bits of @p v as 5 big-endian bytes. @pre p[0..4] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 4));
    assigns  ((uint8_t *)p)[0 .. 4] \from v;
    ensures  value:     ua_be40((uint8_t *)p) == v % 0x10000000000;
 */
static inline void ua_put_be40(void *p, uint64_t v) { UA_IMPL_PUT_ODD(be, BE, 40, p, v); }

/** @brief Writes the low 56 bits of @p v as 7 little-endian bytes. @pre p[0..6] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 6));
    assigns  ((uint8_t *)p)[0 .. 6] \from v;
    ensures  value:     ua_le56((uint8_t *)p) == v % 0x100000000000000;
 */
static inline void ua_put_le56(void *p, uint64_t v) { UA_IMPL_PUT_ODD(le, LE, 56, p, v); }

/** @brief Writes the low 56 bits of @p v as 7 big-endian bytes. @pre p[0..6] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 6));
    assigns  ((uint8_t *)p)[0 .. 6] \from v;
    ensures  value:     ua_be56((uint8_t *)p) == v % 0x100000000000000;
 */
static inline void ua_put_be56(void *p, uint64_t v) { UA_IMPL_PUT_ODD(be, BE, 56, p, v); }

/** @brief Writes @p v as 8 little-endian bytes. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_le64((uint8_t *)p) == v;
 */
static inline void ua_put_le64(void *p, uint64_t v) { UA_IMPL_PUT(le, LE, 64, p, v); }

/** @brief Writes @p v as 8 big-endian bytes. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_be64((uint8_t *)p) == v;
 */
static inline void ua_put_be64(void *p, uint64_t v) { UA_IMPL_PUT(be, BE, 64, p, v); }

/* Host byte order: the native access layer itself. */

/** @brief Reads a 16-bit value in host byte order. @pre p[0..1] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_ne16((uint8_t *)p);
 */
static inline uint16_t ua_get_ne16(const void *p) { UA_IMPL_GET_NE(16, p); }

/** @brief Reads a 32-bit value in host byte order. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_ne32((uint8_t *)p);
 */
static inline uint32_t ua_get_ne32(const void *p) { UA_IMPL_GET_NE(32, p); }

/** @brief Reads a 64-bit value in host byte order. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_ne64((uint8_t *)p);
 */
static inline uint64_t ua_get_ne64(const void *p) { UA_IMPL_GET_NE(64, p); }

/** @brief Writes @p v as 2 bytes in host byte order. @pre p[0..1] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:     ua_ne16((uint8_t *)p) == v;
 */
static inline void ua_put_ne16(void *p, uint16_t v) { UA_IMPL_PUT_NE(16, p, v); }

/** @brief Writes @p v as 4 bytes in host byte order. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:     ua_ne32((uint8_t *)p) == v;
 */
static inline void ua_put_ne32(void *p, uint32_t v) { UA_IMPL_PUT_NE(32, p, v); }

/** @brief Writes @p v as 8 bytes in host byte order. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:     ua_ne64((uint8_t *)p) == v;
 */
static inline void ua_put_ne64(void *p, uint64_t v) { UA_IMPL_PUT_NE(64, p, v); }
/* END GENERATED: public accessors */

/* ************************************************************************************************
 * Signed accessors: two's complement, sign-extending
 *
 * Built on the public unsigned accessors above, whatever strategy those use, and written with no
 * implementation-defined conversion (C99 6.3.1.3p3): an unsigned pattern becomes signed, and a
 * signed value unsigned, by arithmetic that stays in range on both sides of a branch. GCC and
 * Clang fold each branch pair to nothing (x86-64 -O2: the same load or store as the unsigned
 * accessor). The 40- and 56-bit ones take ua_impl_sign40/56 and ua_impl_unsign64.
 * ********************************************************************************************** */

/* Pattern -> value. @pre u < 2^N. */
/*@ assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x10000);
 */
static inline int16_t ua_impl_sign16(uint16_t u)
{
    /* The cast narrows an int32_t in -2^15 .. 2^15 - 1: exact (and not the implicit narrowing of
     * ?:'s int result that clang-tidy flags). */
    return (int16_t)((u < 0x8000u) ? (int32_t)u : ((int32_t)u - 0x10000));
}

/*@ requires in_range: u < 0x1000000;
    assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x1000000);
 */
static inline int32_t ua_impl_sign24(uint32_t u)
{
    return (u < 0x800000u) ? (int32_t)u : ((int32_t)u - 0x1000000);
}

/*@ assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x100000000);
 */
static inline int32_t ua_impl_sign32(uint32_t u)
{
    int32_t s;
    if (u < 0x80000000u) {
        s = (int32_t)u;
    } else {
        const uint32_t low = u - 0x80000000u; /* u - 2^31: in range of int32_t */
        s = ((int32_t)low - 0x7FFFFFFF) - 1;
    }
    return s;
}

/*@ requires in_range: u < 0x1000000000000;
    assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x1000000000000);
 */
static inline int64_t ua_impl_sign48(uint64_t u)
{
    return (u < 0x800000000000u) ? (int64_t)u : ((int64_t)u - (int64_t)0x1000000000000);
}

/*@ requires in_range: u < 0x10000000000;
    assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x10000000000);
 */
static inline int64_t ua_impl_sign40(uint64_t u)
{
    return (u < 0x8000000000u) ? (int64_t)u : ((int64_t)u - (int64_t)0x10000000000);
}

/*@ requires in_range: u < 0x100000000000000;
    assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x100000000000000);
 */
static inline int64_t ua_impl_sign56(uint64_t u)
{
    return (u < 0x80000000000000u) ? (int64_t)u : ((int64_t)u - (int64_t)0x100000000000000);
}

/*@ assigns  \result \from u;
    ensures  value:    \result == ua_signed(u, 0x10000000000000000);
 */
static inline int64_t ua_impl_sign64(uint64_t u)
{
    int64_t s;
    if (u < 0x8000000000000000u) {
        s = (int64_t)u;
    } else {
        const uint64_t low = u - 0x8000000000000000u; /* u - 2^63: in range of int64_t */
        s = ((int64_t)low - (int64_t)0x7FFFFFFFFFFFFFFF) - 1;
    }
    return s;
}

/* Value -> its two's complement pattern of the type's width. */
/*@ assigns  \result \from v;
    ensures  value:    \result == ua_twos(v, 0x10000);
 */
static inline uint16_t ua_impl_unsign16(int16_t v)
{
    uint16_t u;
    if (v < 0) {
        const int32_t w = (int32_t)v + 0x10000; /* v + 2^16: in range of uint16_t */
        u = (uint16_t)w;
    } else {
        u = (uint16_t)v;
    }
    return u;
}

/*@ assigns  \result \from v;
    ensures  value:    \result == ua_twos(v, 0x100000000);
 */
static inline uint32_t ua_impl_unsign32(int32_t v)
{
    uint32_t u;
    if (v < 0) {
        const int32_t w = (v + 0x7FFFFFFF) + 1; /* v + 2^31: 0 .. 2^31 - 1 */
        u = (uint32_t)w + 0x80000000u;
    } else {
        u = (uint32_t)v;
    }
    return u;
}

/*@ assigns  \result \from v;
    ensures  value:    \result == ua_twos(v, 0x10000000000000000);
 */
static inline uint64_t ua_impl_unsign64(int64_t v)
{
    uint64_t u;
    if (v < 0) {
        const int64_t w = (v + (int64_t)0x7FFFFFFFFFFFFFFF) + 1; /* v + 2^63: 0 .. 2^63 - 1 */
        u = (uint64_t)w + 0x8000000000000000u;
    } else {
        u = (uint64_t)v;
    }
    return u;
}

/* BEGIN GENERATED: signed accessors (tests/families/generate; edit the generator, not this text) */
/** @brief Reads a little-endian 16-bit two's-complement value. @pre p[0..1] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_les16((uint8_t *)p);
 */
static inline int16_t ua_get_les16(const void *p) { return ua_impl_sign16(ua_get_le16(p)); }

/** @brief Reads a big-endian 16-bit two's-complement value. @pre p[0..1] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:     \result == ua_bes16((uint8_t *)p);
 */
static inline int16_t ua_get_bes16(const void *p) { return ua_impl_sign16(ua_get_be16(p)); }

/** @brief Reads a little-endian 24-bit two's-complement value, sign-extended. @pre p[0..2] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 2));
    assigns  \result \from ((uint8_t *)p)[0 .. 2];
    ensures  value:     \result == ua_les24((uint8_t *)p);
 */
static inline int32_t ua_get_les24(const void *p) { return ua_impl_sign24(ua_get_le24(p)); }

/** @brief Reads a big-endian 24-bit two's-complement value, sign-extended. @pre p[0..2] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 2));
    assigns  \result \from ((uint8_t *)p)[0 .. 2];
    ensures  value:     \result == ua_bes24((uint8_t *)p);
 */
static inline int32_t ua_get_bes24(const void *p) { return ua_impl_sign24(ua_get_be24(p)); }

/** @brief Reads a little-endian 32-bit two's-complement value. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_les32((uint8_t *)p);
 */
static inline int32_t ua_get_les32(const void *p) { return ua_impl_sign32(ua_get_le32(p)); }

/** @brief Reads a big-endian 32-bit two's-complement value. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:     \result == ua_bes32((uint8_t *)p);
 */
static inline int32_t ua_get_bes32(const void *p) { return ua_impl_sign32(ua_get_be32(p)); }

/** @brief Reads a little-endian 48-bit two's-complement value, sign-extended. @pre p[0..5] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 5));
    assigns  \result \from ((uint8_t *)p)[0 .. 5];
    ensures  value:     \result == ua_les48((uint8_t *)p);
 */
static inline int64_t ua_get_les48(const void *p) { return ua_impl_sign48(ua_get_le48(p)); }

/** @brief Reads a big-endian 48-bit two's-complement value, sign-extended. @pre p[0..5] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 5));
    assigns  \result \from ((uint8_t *)p)[0 .. 5];
    ensures  value:     \result == ua_bes48((uint8_t *)p);
 */
static inline int64_t ua_get_bes48(const void *p) { return ua_impl_sign48(ua_get_be48(p)); }

/** @brief Reads a little-endian 40-bit two's-complement value, sign-extended. @pre p[0..4] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 4));
    assigns  \result \from ((uint8_t *)p)[0 .. 4];
    ensures  value:     \result == ua_les40((uint8_t *)p);
 */
static inline int64_t ua_get_les40(const void *p) { return ua_impl_sign40(ua_get_le40(p)); }

/** @brief Reads a big-endian 40-bit two's-complement value, sign-extended. @pre p[0..4] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 4));
    assigns  \result \from ((uint8_t *)p)[0 .. 4];
    ensures  value:     \result == ua_bes40((uint8_t *)p);
 */
static inline int64_t ua_get_bes40(const void *p) { return ua_impl_sign40(ua_get_be40(p)); }

/** @brief Reads a little-endian 56-bit two's-complement value, sign-extended. @pre p[0..6] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 6));
    assigns  \result \from ((uint8_t *)p)[0 .. 6];
    ensures  value:     \result == ua_les56((uint8_t *)p);
 */
static inline int64_t ua_get_les56(const void *p) { return ua_impl_sign56(ua_get_le56(p)); }

/** @brief Reads a big-endian 56-bit two's-complement value, sign-extended. @pre p[0..6] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 6));
    assigns  \result \from ((uint8_t *)p)[0 .. 6];
    ensures  value:     \result == ua_bes56((uint8_t *)p);
 */
static inline int64_t ua_get_bes56(const void *p) { return ua_impl_sign56(ua_get_be56(p)); }

/** @brief Reads a little-endian 64-bit two's-complement value. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_les64((uint8_t *)p);
 */
static inline int64_t ua_get_les64(const void *p) { return ua_impl_sign64(ua_get_le64(p)); }

/** @brief Reads a big-endian 64-bit two's-complement value. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:     \result == ua_bes64((uint8_t *)p);
 */
static inline int64_t ua_get_bes64(const void *p) { return ua_impl_sign64(ua_get_be64(p)); }

/** @brief Writes @p v as 2 little-endian bytes of its two's complement. @pre p[0..1] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  bits:      ua_le16((uint8_t *)p) == ua_twos(v, 0x10000);
    ensures  value:     ua_les16((uint8_t *)p) == v;
 */
static inline void ua_put_les16(void *p, int16_t v) { ua_put_le16(p, ua_impl_unsign16(v)); }

/** @brief Writes @p v as 2 big-endian bytes of its two's complement. @pre p[0..1] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  bits:      ua_be16((uint8_t *)p) == ua_twos(v, 0x10000);
    ensures  value:     ua_bes16((uint8_t *)p) == v;
 */
static inline void ua_put_bes16(void *p, int16_t v) { ua_put_be16(p, ua_impl_unsign16(v)); }

/** @brief Writes the low 24 bits of @p v's two's complement as 3 little-endian bytes. @pre p[0..2] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 2));
    assigns  ((uint8_t *)p)[0 .. 2] \from v;
    ensures  bits:      ua_le24((uint8_t *)p) == ua_twos(v, 0x100000000) % 0x1000000;
    ensures  value:     -0x800000 <= v < 0x800000 ==> ua_les24((uint8_t *)p) == v;
 */
static inline void ua_put_les24(void *p, int32_t v) { ua_put_le24(p, ua_impl_unsign32(v)); }

/** @brief Writes the low 24 bits of @p v's two's complement as 3 big-endian bytes. @pre p[0..2] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 2));
    assigns  ((uint8_t *)p)[0 .. 2] \from v;
    ensures  bits:      ua_be24((uint8_t *)p) == ua_twos(v, 0x100000000) % 0x1000000;
    ensures  value:     -0x800000 <= v < 0x800000 ==> ua_bes24((uint8_t *)p) == v;
 */
static inline void ua_put_bes24(void *p, int32_t v) { ua_put_be24(p, ua_impl_unsign32(v)); }

/** @brief Writes @p v as 4 little-endian bytes of its two's complement. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  bits:      ua_le32((uint8_t *)p) == ua_twos(v, 0x100000000);
    ensures  value:     ua_les32((uint8_t *)p) == v;
 */
static inline void ua_put_les32(void *p, int32_t v) { ua_put_le32(p, ua_impl_unsign32(v)); }

/** @brief Writes @p v as 4 big-endian bytes of its two's complement. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  bits:      ua_be32((uint8_t *)p) == ua_twos(v, 0x100000000);
    ensures  value:     ua_bes32((uint8_t *)p) == v;
 */
static inline void ua_put_bes32(void *p, int32_t v) { ua_put_be32(p, ua_impl_unsign32(v)); }

/** @brief Writes the low 48 bits of @p v's two's complement as 6 little-endian bytes. @pre p[0..5] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 5));
    assigns  ((uint8_t *)p)[0 .. 5] \from v;
    ensures  bits:      ua_le48((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x1000000000000;
    ensures  value:     -0x800000000000 <= v < 0x800000000000 ==> ua_les48((uint8_t *)p) == v;
 */
static inline void ua_put_les48(void *p, int64_t v) { ua_put_le48(p, ua_impl_unsign64(v)); }

/** @brief Writes the low 48 bits of @p v's two's complement as 6 big-endian bytes. @pre p[0..5] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 5));
    assigns  ((uint8_t *)p)[0 .. 5] \from v;
    ensures  bits:      ua_be48((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x1000000000000;
    ensures  value:     -0x800000000000 <= v < 0x800000000000 ==> ua_bes48((uint8_t *)p) == v;
 */
static inline void ua_put_bes48(void *p, int64_t v) { ua_put_be48(p, ua_impl_unsign64(v)); }

/** @brief Writes the low 40 bits of @p v's two's complement as 5 little-endian bytes. @pre p[0..4] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 4));
    assigns  ((uint8_t *)p)[0 .. 4] \from v;
    ensures  bits:      ua_le40((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x10000000000;
    ensures  value:     -0x8000000000 <= v < 0x8000000000 ==> ua_les40((uint8_t *)p) == v;
 */
static inline void ua_put_les40(void *p, int64_t v) { ua_put_le40(p, ua_impl_unsign64(v)); }

/** @brief Writes the low 40 bits of @p v's two's complement as 5 big-endian bytes. @pre p[0..4] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 4));
    assigns  ((uint8_t *)p)[0 .. 4] \from v;
    ensures  bits:      ua_be40((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x10000000000;
    ensures  value:     -0x8000000000 <= v < 0x8000000000 ==> ua_bes40((uint8_t *)p) == v;
 */
static inline void ua_put_bes40(void *p, int64_t v) { ua_put_be40(p, ua_impl_unsign64(v)); }

/** @brief Writes the low 56 bits of @p v's two's complement as 7 little-endian bytes. @pre p[0..6] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 6));
    assigns  ((uint8_t *)p)[0 .. 6] \from v;
    ensures  bits:      ua_le56((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x100000000000000;
    ensures  value:     -0x80000000000000 <= v < 0x80000000000000 ==> ua_les56((uint8_t *)p) == v;
 */
static inline void ua_put_les56(void *p, int64_t v) { ua_put_le56(p, ua_impl_unsign64(v)); }

/** @brief Writes the low 56 bits of @p v's two's complement as 7 big-endian bytes. @pre p[0..6] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 6));
    assigns  ((uint8_t *)p)[0 .. 6] \from v;
    ensures  bits:      ua_be56((uint8_t *)p) == ua_twos(v, 0x10000000000000000) % 0x100000000000000;
    ensures  value:     -0x80000000000000 <= v < 0x80000000000000 ==> ua_bes56((uint8_t *)p) == v;
 */
static inline void ua_put_bes56(void *p, int64_t v) { ua_put_be56(p, ua_impl_unsign64(v)); }

/** @brief Writes @p v as 8 little-endian bytes of its two's complement. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  bits:      ua_le64((uint8_t *)p) == ua_twos(v, 0x10000000000000000);
    ensures  value:     ua_les64((uint8_t *)p) == v;
 */
static inline void ua_put_les64(void *p, int64_t v) { ua_put_le64(p, ua_impl_unsign64(v)); }

/** @brief Writes @p v as 8 big-endian bytes of its two's complement. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  bits:      ua_be64((uint8_t *)p) == ua_twos(v, 0x10000000000000000);
    ensures  value:     ua_bes64((uint8_t *)p) == v;
 */
static inline void ua_put_bes64(void *p, int64_t v) { ua_put_be64(p, ua_impl_unsign64(v)); }
/* END GENERATED: signed accessors */

/* ***   end of the signed accessors   *** */

/* ************************************************************************************************
 * Floating-point accessors: IEEE 754 binary32/binary64, bit-exact. WP reads floats as
 * reals, so their bits are the uninterpreted ua_f32_bits/ua_f64_bits (specs/float_model.acsl):
 * the bit copies' contracts state them and are trusted, tested bit for bit (docs/proofs.md, trusted base);
 * WP proves every accessor from them down to the bytes.
 *
 * The unsigned accessor of the width, then a copy of the bits into the float: no arithmetic, no
 * conversion, so NaN payloads (signalling ones too), signed zeros, subnormals and infinities are
 * kept. The copy: in C a union (C99 TC3 6.5.2.3 footnote 82: reading another member reinterprets
 * the bytes; ISO C, freestanding, no builtin); in C++, where reading an inactive member is
 * undefined, a memcpy of a local (__builtin_memcpy with GCC/Clang, std::memcpy otherwise), which
 * compilers turn into a register move. Assumes float and double are binary32 and binary64 (C99
 * Annex F; every target the project tests). On x87 ABIs (i386) a float returned in st(0)
 * may have its signalling NaN quieted by the caller's store; the SSE ABIs of x86-64 do not.
 * ********************************************************************************************** */
#if defined(__cplusplus) && UA_IMPL_HAVE_GNU_ATTRIBUTES
#  define UA_IMPL_BITCOPY(d, s) __builtin_memcpy((d), (s), sizeof *(d))
#elif defined(__cplusplus)
#  define UA_IMPL_BITCOPY(d, s) std::memcpy((d), (s), sizeof *(d)) /* <cstring>: included at the top */
#endif

/* BEGIN GENERATED: float accessors (tests/families/generate; edit the generator, not this text) */
/*@ assigns \result \from u;
    ensures  bits:      ua_f32_bits(\result) == u;
 */
static inline float ua_impl_f32_from_bits(uint32_t u)
{
#if defined(__cplusplus) /* a union read is undefined in C++ */
    float f;
    UA_IMPL_BITCOPY(&f, &u);
    return f;
#else
    union { uint32_t u; float f; } x;
    x.u = u;
    return x.f;
#endif
}

/*@ assigns \result \from v;
    ensures  bits:      \result == ua_f32_bits(v);
 */
static inline uint32_t ua_impl_f32_to_bits(float v)
{
#if defined(__cplusplus) /* a union read is undefined in C++ */
    uint32_t u;
    UA_IMPL_BITCOPY(&u, &v);
    return u;
#else
    union { float f; uint32_t u; } x;
    x.f = v;
    return x.u;
#endif
}

/*@ assigns \result \from u;
    ensures  bits:      ua_f64_bits(\result) == u;
 */
static inline double ua_impl_f64_from_bits(uint64_t u)
{
#if defined(__cplusplus) /* a union read is undefined in C++ */
    double f;
    UA_IMPL_BITCOPY(&f, &u);
    return f;
#else
    union { uint64_t u; double f; } x;
    x.u = u;
    return x.f;
#endif
}

/*@ assigns \result \from v;
    ensures  bits:      \result == ua_f64_bits(v);
 */
static inline uint64_t ua_impl_f64_to_bits(double v)
{
#if defined(__cplusplus) /* a union read is undefined in C++ */
    uint64_t u;
    UA_IMPL_BITCOPY(&u, &v);
    return u;
#else
    union { double f; uint64_t u; } x;
    x.f = v;
    return x.u;
#endif
}

/** @brief Reads an IEEE 754 binary32 stored little-endian, bit for bit. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  bits:      ua_f32_bits(\result) == ua_le32((uint8_t *)p);
 */
static inline float ua_get_lef32(const void *p) { return ua_impl_f32_from_bits(ua_get_le32(p)); }

/** @brief Writes @p v as the 4 little-endian bytes of its IEEE 754 binary32 encoding. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  bits:      ua_le32((uint8_t *)p) == ua_f32_bits(v);
 */
static inline void ua_put_lef32(void *p, float v) { ua_put_le32(p, ua_impl_f32_to_bits(v)); }

/** @brief Reads an IEEE 754 binary32 stored big-endian, bit for bit. @pre p[0..3] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  bits:      ua_f32_bits(\result) == ua_be32((uint8_t *)p);
 */
static inline float ua_get_bef32(const void *p) { return ua_impl_f32_from_bits(ua_get_be32(p)); }

/** @brief Writes @p v as the 4 big-endian bytes of its IEEE 754 binary32 encoding. @pre p[0..3] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  bits:      ua_be32((uint8_t *)p) == ua_f32_bits(v);
 */
static inline void ua_put_bef32(void *p, float v) { ua_put_be32(p, ua_impl_f32_to_bits(v)); }

/** @brief Reads an IEEE 754 binary64 stored little-endian, bit for bit. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  bits:      ua_f64_bits(\result) == ua_le64((uint8_t *)p);
 */
static inline double ua_get_lef64(const void *p) { return ua_impl_f64_from_bits(ua_get_le64(p)); }

/** @brief Writes @p v as the 8 little-endian bytes of its IEEE 754 binary64 encoding. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  bits:      ua_le64((uint8_t *)p) == ua_f64_bits(v);
 */
static inline void ua_put_lef64(void *p, double v) { ua_put_le64(p, ua_impl_f64_to_bits(v)); }

/** @brief Reads an IEEE 754 binary64 stored big-endian, bit for bit. @pre p[0..7] is readable. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  bits:      ua_f64_bits(\result) == ua_be64((uint8_t *)p);
 */
static inline double ua_get_bef64(const void *p) { return ua_impl_f64_from_bits(ua_get_be64(p)); }

/** @brief Writes @p v as the 8 big-endian bytes of its IEEE 754 binary64 encoding. @pre p[0..7] is writable. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  bits:      ua_be64((uint8_t *)p) == ua_f64_bits(v);
 */
static inline void ua_put_bef64(void *p, double v) { ua_put_be64(p, ua_impl_f64_to_bits(v)); }
/* END GENERATED: float accessors */

/* ***   end of the floating-point accessors   *** */

/* ************************************************************************************************
 *   Aligned accessors: ua_get_le32_aligned, ua_put_be64_aligned, ...
 *
 * For fields the caller knows are naturally aligned (p a multiple of 2, 4 or 8): the same values and
 * bytes as the accessors above, with one more precondition, `(uintptr_t)p % N == 0`. Where the
 * compiler has GCC-style attributes and UA_STRATEGY is not BYTES, they compile to one naturally
 * aligned load or store (plus the byte swap the order needs), also on the CPUs where the accessors
 * above cannot (ARMv5 ldr, MIPS lw, SPARC ld): make codegen-aligned. Under UA_STRATEGY_BYTES, or
 * without GNU attributes, they are the byte helpers (ISO C, the code WP proves), correct at any
 * address.
 *
 * The load is a dereference of a may_alias typedef of uintN_t, which keeps the type's natural
 * alignment: defined for GCC and Clang whatever the object's declared type (may_alias exempts the
 * access from strict aliasing), and aligned, so it is defined on every CPU. Not
 * __builtin_memcpy(&v, __builtin_assume_aligned(p, N), N): the same single load at -O1 and above,
 * but GCC 12 calls libc memcpy for it at -Og on ARMv5 and at -O0, while the typed load calls
 * nothing at any level (measured on ARMv5 and SPARC64, GCC and Clang, -O0 to -O3, -Os, -Og).
 * ********************************************************************************************** */

/**
 * @def UA_CHECK_ALIGNMENT
 * @brief 1 makes every aligned accessor check its alignment precondition and call
 * UA_ALIGNMENT_FAILED(p) on a misaligned pointer (a debug knob; default 0: no check, one load).
 *
 * A misaligned pointer is a precondition violation: without the check, a strict-alignment CPU
 * traps (MIPS, SPARC), another loads the wrong word (ARMv5 rotates) or the access is silently
 * slow. UA_ALIGNMENT_FAILED(p) defaults to __builtin_trap() (GCC, Clang); define it before the
 * include to report instead (it must not return, or the access goes ahead). Compilers without
 * __builtin_trap must define it. The check converts p to uintptr_t (implementation-defined, MISRA
 * advisory 11.4/11.6): one more reason it is off by default.
 */
#ifndef UA_CHECK_ALIGNMENT
#  define UA_CHECK_ALIGNMENT 0
#endif
#if UA_CHECK_ALIGNMENT
#  ifndef UA_ALIGNMENT_FAILED
#    if UA_IMPL_HAVE_GNU_ATTRIBUTES
#      define UA_ALIGNMENT_FAILED(p) __builtin_trap()
#    else
#      error "unaligned.h: UA_CHECK_ALIGNMENT needs UA_ALIGNMENT_FAILED(p) on a compiler without __builtin_trap; define it"
#      define UA_ALIGNMENT_FAILED(p) ((void)(p)) /* only to keep the error above the only one */
#    endif
#  endif
#  define UA_IMPL_CHECK_ALIGNED(p, n) \
    do { if ((uintptr_t)(const void *)(p) % (n) != 0u) { UA_ALIGNMENT_FAILED(p); } } while (0)
#else
#  define UA_IMPL_CHECK_ALIGNED(p, n) ((void)0)
#endif /* UA_CHECK_ALIGNMENT */

/* 1 where the aligned accessors load natively; 0: the byte helpers. */
#if UA_IMPL_HAVE_GNU_ATTRIBUTES && UA_STRATEGY != UA_STRATEGY_BYTES
#  define UA_IMPL_ALIGNED_NATIVE 1
#else
#  define UA_IMPL_ALIGNED_NATIVE 0
#endif

#if UA_IMPL_ALIGNED_NATIVE
typedef uint16_t ua_impl_u16_alias __attribute__((may_alias));
typedef uint32_t ua_impl_u32_alias __attribute__((may_alias));
typedef uint64_t ua_impl_u64_alias __attribute__((may_alias));

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:       \result == ua_ne16((uint8_t *)p);
 */
static inline uint16_t ua_impl_load16_aligned(const void *p) { return *(const ua_impl_u16_alias *)p; }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:       \result == ua_ne32((uint8_t *)p);
 */
static inline uint32_t ua_impl_load32_aligned(const void *p) { return *(const ua_impl_u32_alias *)p; }

/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:       \result == ua_ne64((uint8_t *)p);
 */
static inline uint64_t ua_impl_load64_aligned(const void *p) { return *(const ua_impl_u64_alias *)p; }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:       ua_ne16((uint8_t *)p) == v;
 */
static inline void ua_impl_store16_aligned(void *p, uint16_t v) { *(ua_impl_u16_alias *)p = v; }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:       ua_ne32((uint8_t *)p) == v;
 */
static inline void ua_impl_store32_aligned(void *p, uint32_t v) { *(ua_impl_u32_alias *)p = v; }

/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:       ua_ne64((uint8_t *)p) == v;
 */
static inline void ua_impl_store64_aligned(void *p, uint64_t v) { *(ua_impl_u64_alias *)p = v; }

/* The swap is the byte-order layer's, plain C where the builtin would call libgcc
 * (UA_IMPL_BSWAP_CALLS_LIBGCC; make codegen-aligned measures it). */
#  if UA_HOST_BIG_ENDIAN
#    define UA_IMPL_ALIGNED_LE_HOST(bits, x) UA_IMPL_BSWAP##bits(x)
#    define UA_IMPL_ALIGNED_BE_HOST(bits, x) (x)
#  else
#    define UA_IMPL_ALIGNED_LE_HOST(bits, x) (x)
#    define UA_IMPL_ALIGNED_BE_HOST(bits, x) UA_IMPL_BSWAP##bits(x)
#  endif /* UA_HOST_BIG_ENDIAN */
#  define UA_IMPL_GET_ALIGNED(order, ORDER, bits, p)    return UA_IMPL_ALIGNED_##ORDER##_HOST(bits, ua_impl_load##bits##_aligned(p))
#  define UA_IMPL_PUT_ALIGNED(order, ORDER, bits, p, v) ua_impl_store##bits##_aligned((p), UA_IMPL_ALIGNED_##ORDER##_HOST(bits, v))
#  define UA_IMPL_GET_NE_ALIGNED(bits, p)    return ua_impl_load##bits##_aligned(p)
#  define UA_IMPL_PUT_NE_ALIGNED(bits, p, v) ua_impl_store##bits##_aligned((p), (v))
#else
#  define UA_IMPL_GET_ALIGNED(order, ORDER, bits, p)    UA_IMPL_GET_4(order, ORDER, bits, p)
#  define UA_IMPL_PUT_ALIGNED(order, ORDER, bits, p, v) UA_IMPL_PUT_4(order, ORDER, bits, p, v)
#  define UA_IMPL_GET_NE_ALIGNED(bits, p)    UA_IMPL_LOAD_BYTES(bits, p)
#  define UA_IMPL_PUT_NE_ALIGNED(bits, p, v) UA_IMPL_STORE_BYTES(bits, p, v)
#endif /* UA_IMPL_ALIGNED_NATIVE */

/* BEGIN GENERATED: aligned accessors (tests/families/generate; edit the generator, not this text) */
/** @brief Reads a little-endian 16-bit value from a 2-byte aligned address.
 *  @pre p[0..1] is readable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:       \result == ua_le16((uint8_t *)p);
 */
static inline uint16_t ua_get_le16_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_GET_ALIGNED(le, LE, 16, p);
}

/** @brief Writes @p v as 2 little-endian bytes at a 2-byte aligned address.
 *  @pre p[0..1] is writable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:       ua_le16((uint8_t *)p) == v;
 */
static inline void ua_put_le16_aligned(void *p, uint16_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_PUT_ALIGNED(le, LE, 16, p, v);
}

/** @brief Reads a big-endian 16-bit value from a 2-byte aligned address.
 *  @pre p[0..1] is readable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:       \result == ua_be16((uint8_t *)p);
 */
static inline uint16_t ua_get_be16_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_GET_ALIGNED(be, BE, 16, p);
}

/** @brief Writes @p v as 2 big-endian bytes at a 2-byte aligned address.
 *  @pre p[0..1] is writable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:       ua_be16((uint8_t *)p) == v;
 */
static inline void ua_put_be16_aligned(void *p, uint16_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_PUT_ALIGNED(be, BE, 16, p, v);
}

/** @brief Reads a host-order 16-bit value from a 2-byte aligned address.
 *  @pre p[0..1] is readable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 1];
    ensures  value:       \result == ua_ne16((uint8_t *)p);
 */
static inline uint16_t ua_get_ne16_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_GET_NE_ALIGNED(16, p);
}

/** @brief Writes @p v as 2 host-order bytes at a 2-byte aligned address.
 *  @pre p[0..1] is writable and p is a multiple of 2. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 1));
    requires aligned:     (uintptr_t)p % 2 == 0;
    assigns  ((uint8_t *)p)[0 .. 1] \from v;
    ensures  value:       ua_ne16((uint8_t *)p) == v;
 */
static inline void ua_put_ne16_aligned(void *p, uint16_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 2u);
    UA_IMPL_PUT_NE_ALIGNED(16, p, v);
}

/** @brief Reads a little-endian 32-bit value from a 4-byte aligned address.
 *  @pre p[0..3] is readable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:       \result == ua_le32((uint8_t *)p);
 */
static inline uint32_t ua_get_le32_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_GET_ALIGNED(le, LE, 32, p);
}

/** @brief Writes @p v as 4 little-endian bytes at a 4-byte aligned address.
 *  @pre p[0..3] is writable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:       ua_le32((uint8_t *)p) == v;
 */
static inline void ua_put_le32_aligned(void *p, uint32_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_PUT_ALIGNED(le, LE, 32, p, v);
}

/** @brief Reads a big-endian 32-bit value from a 4-byte aligned address.
 *  @pre p[0..3] is readable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:       \result == ua_be32((uint8_t *)p);
 */
static inline uint32_t ua_get_be32_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_GET_ALIGNED(be, BE, 32, p);
}

/** @brief Writes @p v as 4 big-endian bytes at a 4-byte aligned address.
 *  @pre p[0..3] is writable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:       ua_be32((uint8_t *)p) == v;
 */
static inline void ua_put_be32_aligned(void *p, uint32_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_PUT_ALIGNED(be, BE, 32, p, v);
}

/** @brief Reads a host-order 32-bit value from a 4-byte aligned address.
 *  @pre p[0..3] is readable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 3];
    ensures  value:       \result == ua_ne32((uint8_t *)p);
 */
static inline uint32_t ua_get_ne32_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_GET_NE_ALIGNED(32, p);
}

/** @brief Writes @p v as 4 host-order bytes at a 4-byte aligned address.
 *  @pre p[0..3] is writable and p is a multiple of 4. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 3));
    requires aligned:     (uintptr_t)p % 4 == 0;
    assigns  ((uint8_t *)p)[0 .. 3] \from v;
    ensures  value:       ua_ne32((uint8_t *)p) == v;
 */
static inline void ua_put_ne32_aligned(void *p, uint32_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 4u);
    UA_IMPL_PUT_NE_ALIGNED(32, p, v);
}

/** @brief Reads a little-endian 64-bit value from a 8-byte aligned address.
 *  @pre p[0..7] is readable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:       \result == ua_le64((uint8_t *)p);
 */
static inline uint64_t ua_get_le64_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_GET_ALIGNED(le, LE, 64, p);
}

/** @brief Writes @p v as 8 little-endian bytes at a 8-byte aligned address.
 *  @pre p[0..7] is writable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:       ua_le64((uint8_t *)p) == v;
 */
static inline void ua_put_le64_aligned(void *p, uint64_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_PUT_ALIGNED(le, LE, 64, p, v);
}

/** @brief Reads a big-endian 64-bit value from a 8-byte aligned address.
 *  @pre p[0..7] is readable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:       \result == ua_be64((uint8_t *)p);
 */
static inline uint64_t ua_get_be64_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_GET_ALIGNED(be, BE, 64, p);
}

/** @brief Writes @p v as 8 big-endian bytes at a 8-byte aligned address.
 *  @pre p[0..7] is writable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:       ua_be64((uint8_t *)p) == v;
 */
static inline void ua_put_be64_aligned(void *p, uint64_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_PUT_ALIGNED(be, BE, 64, p, v);
}

/** @brief Reads a host-order 64-bit value from a 8-byte aligned address.
 *  @pre p[0..7] is readable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid_read((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  \result \from ((uint8_t *)p)[0 .. 7];
    ensures  value:       \result == ua_ne64((uint8_t *)p);
 */
static inline uint64_t ua_get_ne64_aligned(const void *p)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_GET_NE_ALIGNED(64, p);
}

/** @brief Writes @p v as 8 host-order bytes at a 8-byte aligned address.
 *  @pre p[0..7] is writable and p is a multiple of 8. */
/*@ requires valid_bytes: \valid((uint8_t *)p + (0 .. 7));
    requires aligned:     (uintptr_t)p % 8 == 0;
    assigns  ((uint8_t *)p)[0 .. 7] \from v;
    ensures  value:       ua_ne64((uint8_t *)p) == v;
 */
static inline void ua_put_ne64_aligned(void *p, uint64_t v)
{
    UA_IMPL_CHECK_ALIGNED(p, 8u);
    UA_IMPL_PUT_NE_ALIGNED(64, p, v);
}
/* END GENERATED: aligned accessors */

/* ***   end of the aligned accessors   *** */

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UNALIGNED_H_INCLUDED */
