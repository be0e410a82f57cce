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
 * Not provided: the value conversions of <sys/endian.h> (htobe32, le32toh, bswap32, ...), which
 * glibc's <endian.h> also defines. Include this file instead of <sys/endian.h>, not with it: both
 * define the same function names.
 */
#ifndef UA_COMPAT_BSD_ENDIAN_H_INCLUDED
#define UA_COMPAT_BSD_ENDIAN_H_INCLUDED

#include "unaligned.h"

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

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UA_COMPAT_BSD_ENDIAN_H_INCLUDED */
