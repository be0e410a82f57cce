/* SPDX-License-Identifier: MIT */
/**
 * @file bsd_endian.h
 * @brief BSD-style names (<sys/endian.h> on FreeBSD, NetBSD, DragonFly) for the accessors of
 * unaligned.h.
 *
 * Code that uses the byte-stream functions of <sys/endian.h> switches by changing that include to
 * this file. Same names, same argument order (pointer first on encodes):
 *
 *   uint32_t le32dec(const void *pp);                void be32enc(void *pp, uint32_t u);
 *
 * BSD defines 16, 32 and 64 bits. The 24- and 48-bit names (le24dec, be48enc, ...) are extensions,
 * so that every width of unaligned.h has a name here; 24/48-bit encodes store the low 24/48 bits.
 * Each function is one call to the matching ua_ accessor, so the strategy (UA_STRATEGY) and the
 * contracts are those of unaligned.h.
 *
 * The byte-order macros of <sys/endian.h>, where the system has not defined them: _LITTLE_ENDIAN
 * and LITTLE_ENDIAN (1234), _BIG_ENDIAN and BIG_ENDIAN (4321), _BYTE_ORDER and BYTE_ORDER (one of
 * them, from UA_HOST_BIG_ENDIAN), so that `#if BYTE_ORDER == BIG_ENDIAN` is right under -std=c99
 * too, where glibc defines none of them (and the test would read 0 == 0). Where the system (or
 * the compiler: PowerPC GCC predefines _BIG_ENDIAN or _LITTLE_ENDIAN) has defined some, they are
 * kept, and a _BYTE_ORDER or BYTE_ORDER that disagrees with UA_HOST_BIG_ENDIAN stops the build.
 *
 * The value conversions, each one where the system has no macro of that name (glibc's <endian.h>
 * defines them as macros in its default mode): htobe16/32/64, htole16/32/64, be16/32/64toh,
 * le16/32/64toh, bswap16/32/64, as functions over unaligned.h's byte swaps. Include this file
 * instead of <sys/endian.h>, not with it: both define the same decode/encode function names.
 */
#ifndef UA_COMPAT_BSD_ENDIAN_H_INCLUDED
#define UA_COMPAT_BSD_ENDIAN_H_INCLUDED

#include "unaligned.h"

/* ************************************************************************************************
 *   Byte-order macros, where the system has none
 * ************************************************************************************************/
#ifndef _LITTLE_ENDIAN
#  define _LITTLE_ENDIAN 1234 /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): <sys/endian.h>'s name */
#endif
#ifndef _BIG_ENDIAN
#  define _BIG_ENDIAN 4321 /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): <sys/endian.h>'s name */
#endif
#ifndef LITTLE_ENDIAN
#  define LITTLE_ENDIAN 1234
#endif
#ifndef BIG_ENDIAN
#  define BIG_ENDIAN 4321
#endif
#ifndef _BYTE_ORDER
#  if UA_HOST_BIG_ENDIAN
#    define _BYTE_ORDER _BIG_ENDIAN /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): <sys/endian.h>'s name */
#  else
#    define _BYTE_ORDER _LITTLE_ENDIAN /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): <sys/endian.h>'s name */
#  endif
#endif /* _BYTE_ORDER */
#ifndef BYTE_ORDER
#  if UA_HOST_BIG_ENDIAN
#    define BYTE_ORDER BIG_ENDIAN
#  else
#    define BYTE_ORDER LITTLE_ENDIAN
#  endif
#endif /* BYTE_ORDER */
#if (_BYTE_ORDER == _BIG_ENDIAN) != (UA_HOST_BIG_ENDIAN != 0) || (_BYTE_ORDER != _BIG_ENDIAN && _BYTE_ORDER != _LITTLE_ENDIAN)
#  error "bsd_endian.h: the system's _BYTE_ORDER disagrees with UA_HOST_BIG_ENDIAN (or is neither _BIG_ENDIAN nor _LITTLE_ENDIAN)"
#endif
#if (BYTE_ORDER == BIG_ENDIAN) != (UA_HOST_BIG_ENDIAN != 0) || (BYTE_ORDER != BIG_ENDIAN && BYTE_ORDER != LITTLE_ENDIAN)
#  error "bsd_endian.h: the system's BYTE_ORDER disagrees with UA_HOST_BIG_ENDIAN (or is neither BIG_ENDIAN nor LITTLE_ENDIAN)"
#endif

#ifdef __cplusplus
extern "C" {
#endif

static inline uint16_t le16dec(const void *pp) { return ua_get_le16(pp); }
static inline uint16_t be16dec(const void *pp) { return ua_get_be16(pp); }
static inline uint32_t le24dec(const void *pp) { return ua_get_le24(pp); }
static inline uint32_t be24dec(const void *pp) { return ua_get_be24(pp); }
static inline uint32_t le32dec(const void *pp) { return ua_get_le32(pp); }
static inline uint32_t be32dec(const void *pp) { return ua_get_be32(pp); }
static inline uint64_t le48dec(const void *pp) { return ua_get_le48(pp); }
static inline uint64_t be48dec(const void *pp) { return ua_get_be48(pp); }
static inline uint64_t le64dec(const void *pp) { return ua_get_le64(pp); }
static inline uint64_t be64dec(const void *pp) { return ua_get_be64(pp); }

static inline void le16enc(void *pp, uint16_t u) { ua_put_le16(pp, u); }
static inline void be16enc(void *pp, uint16_t u) { ua_put_be16(pp, u); }
static inline void le24enc(void *pp, uint32_t u) { ua_put_le24(pp, u); }
static inline void be24enc(void *pp, uint32_t u) { ua_put_be24(pp, u); }
static inline void le32enc(void *pp, uint32_t u) { ua_put_le32(pp, u); }
static inline void be32enc(void *pp, uint32_t u) { ua_put_be32(pp, u); }
static inline void le48enc(void *pp, uint64_t u) { ua_put_le48(pp, u); }
static inline void be48enc(void *pp, uint64_t u) { ua_put_be48(pp, u); }
static inline void le64enc(void *pp, uint64_t u) { ua_put_le64(pp, u); }
static inline void be64enc(void *pp, uint64_t u) { ua_put_be64(pp, u); }


/* Value conversions, each where the system has no macro of the name. */
#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_BSD_BE(bits, x) (x)
#  define UA_IMPL_BSD_LE(bits, x) UA_IMPL_BSWAP##bits(x)
#else
#  define UA_IMPL_BSD_BE(bits, x) UA_IMPL_BSWAP##bits(x)
#  define UA_IMPL_BSD_LE(bits, x) (x)
#endif
#ifndef bswap16
static inline uint16_t bswap16(uint16_t x) { return (uint16_t)UA_IMPL_BSWAP16(x); }
#endif
#ifndef bswap32
static inline uint32_t bswap32(uint32_t x) { return (uint32_t)UA_IMPL_BSWAP32(x); }
#endif
#ifndef bswap64
static inline uint64_t bswap64(uint64_t x) { return (uint64_t)UA_IMPL_BSWAP64(x); }
#endif
#ifndef htobe16
static inline uint16_t htobe16(uint16_t x) { return (uint16_t)UA_IMPL_BSD_BE(16, x); }
#endif
#ifndef be16toh
static inline uint16_t be16toh(uint16_t x) { return (uint16_t)UA_IMPL_BSD_BE(16, x); }
#endif
#ifndef htobe32
static inline uint32_t htobe32(uint32_t x) { return (uint32_t)UA_IMPL_BSD_BE(32, x); }
#endif
#ifndef be32toh
static inline uint32_t be32toh(uint32_t x) { return (uint32_t)UA_IMPL_BSD_BE(32, x); }
#endif
#ifndef htobe64
static inline uint64_t htobe64(uint64_t x) { return (uint64_t)UA_IMPL_BSD_BE(64, x); }
#endif
#ifndef be64toh
static inline uint64_t be64toh(uint64_t x) { return (uint64_t)UA_IMPL_BSD_BE(64, x); }
#endif
#ifndef htole16
static inline uint16_t htole16(uint16_t x) { return (uint16_t)UA_IMPL_BSD_LE(16, x); }
#endif
#ifndef le16toh
static inline uint16_t le16toh(uint16_t x) { return (uint16_t)UA_IMPL_BSD_LE(16, x); }
#endif
#ifndef htole32
static inline uint32_t htole32(uint32_t x) { return (uint32_t)UA_IMPL_BSD_LE(32, x); }
#endif
#ifndef le32toh
static inline uint32_t le32toh(uint32_t x) { return (uint32_t)UA_IMPL_BSD_LE(32, x); }
#endif
#ifndef htole64
static inline uint64_t htole64(uint64_t x) { return (uint64_t)UA_IMPL_BSD_LE(64, x); }
#endif
#ifndef le64toh
static inline uint64_t le64toh(uint64_t x) { return (uint64_t)UA_IMPL_BSD_LE(64, x); }
#endif

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UA_COMPAT_BSD_ENDIAN_H_INCLUDED */
