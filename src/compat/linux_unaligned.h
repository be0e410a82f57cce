/* SPDX-License-Identifier: MIT */
/**
 * @file linux_unaligned.h
 * @brief Linux-kernel-style names for the accessors of unaligned.h.
 *
 * Code written against the kernel's <linux/unaligned.h> (formerly <asm/unaligned.h>) switches by
 * changing that one include to this file. Same names, same argument order (value first on puts):
 *
 *   uint32_t get_unaligned_le32(const void *p);      void put_unaligned_le32(uint32_t val, void *p);
 *   uint64_t get_unaligned_be48(const void *p);      void put_unaligned_be48(uint64_t val, void *p);
 *
 * Every width of unaligned.h in both orders: 16, 24, 32, 48, 64 bits, le and be. 24- and 48-bit
 * puts store the low 24/48 bits of val. Each function is one call to the matching ua_ accessor, so
 * the strategy (UA_STRATEGY) and the contracts are those of unaligned.h.
 *
 * Not provided: the type-generic get_unaligned(ptr) / put_unaligned(val, ptr), which need typeof;
 * use ua_get_ne16/32/64 and ua_put_ne16/32/64 from unaligned.h for host byte order.
 */
#ifndef UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED
#define UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED

#include "unaligned.h"

#ifdef __cplusplus
extern "C" {
#endif

static inline uint16_t get_unaligned_le16(const void *p) { return ua_get_le16(p); }
static inline uint16_t get_unaligned_be16(const void *p) { return ua_get_be16(p); }
static inline uint32_t get_unaligned_le24(const void *p) { return ua_get_le24(p); }
static inline uint32_t get_unaligned_be24(const void *p) { return ua_get_be24(p); }
static inline uint32_t get_unaligned_le32(const void *p) { return ua_get_le32(p); }
static inline uint32_t get_unaligned_be32(const void *p) { return ua_get_be32(p); }
static inline uint64_t get_unaligned_le48(const void *p) { return ua_get_le48(p); }
static inline uint64_t get_unaligned_be48(const void *p) { return ua_get_be48(p); }
static inline uint64_t get_unaligned_le64(const void *p) { return ua_get_le64(p); }
static inline uint64_t get_unaligned_be64(const void *p) { return ua_get_be64(p); }

static inline void put_unaligned_le16(uint16_t val, void *p) { ua_put_le16(p, val); }
static inline void put_unaligned_be16(uint16_t val, void *p) { ua_put_be16(p, val); }
static inline void put_unaligned_le24(uint32_t val, void *p) { ua_put_le24(p, val); }
static inline void put_unaligned_be24(uint32_t val, void *p) { ua_put_be24(p, val); }
static inline void put_unaligned_le32(uint32_t val, void *p) { ua_put_le32(p, val); }
static inline void put_unaligned_be32(uint32_t val, void *p) { ua_put_be32(p, val); }
static inline void put_unaligned_le48(uint64_t val, void *p) { ua_put_le48(p, val); }
static inline void put_unaligned_be48(uint64_t val, void *p) { ua_put_be48(p, val); }
static inline void put_unaligned_le64(uint64_t val, void *p) { ua_put_le64(p, val); }
static inline void put_unaligned_be64(uint64_t val, void *p) { ua_put_be64(p, val); }

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED */
