/* SPDX-License-Identifier: MIT */
/**
 * @file zephyr_byteorder.h
 * @brief Zephyr-style names (<zephyr/sys/byteorder.h>) for the accessors of unaligned.h.
 *
 * Code written against Zephyr's byte-order helpers switches by changing that include to this file.
 * Same names, same signatures (the value first on puts, byte arrays as parameters):
 *
 *   uint16_t sys_get_le16(const uint8_t src[2]);     void sys_put_be16(uint16_t val, uint8_t dst[2]);
 *   uint32_t sys_get_be24(const uint8_t src[3]);     void sys_put_le24(uint32_t val, uint8_t dst[3]);
 *   uint64_t sys_get_le40(const uint8_t src[5]);     void sys_put_be48(uint64_t val, uint8_t dst[6]);
 *
 * sys_get_/sys_put_ x le/be x 16, 24, 32, 40, 48, 64: each one call to the matching ua_ accessor,
 * so the strategy (UA_STRATEGY) and the contracts are those of unaligned.h; puts of 24/40/48 bits
 * store the low bits of val.
 *
 * Also: the value conversions sys_le16_to_cpu, sys_cpu_to_le16, sys_be16_to_cpu, sys_cpu_to_be16,
 * ... for 16, 24, 32, 40, 48 and 64 bits (Zephyr's macros; functions here: val unchanged where
 * the orders agree, else its low N bits reversed, as Zephyr's), and BSWAP_16/24/32/40/48/64(x) as
 * Zephyr names them: macros, constant expressions.
 *
 * Not provided: sys_mem_swap(buf, length) and sys_memcpy_swap(dst, src, length) (C2y's
 * stdc_memreverse8 in compat/stdbit_endian.h reverses an array in place), sys_uint16_to_array /
 * sys_uint32_to_array / sys_uint64_to_array (initialiser lists), and the CONFIG_LITTLE_ENDIAN /
 * CONFIG_BIG_ENDIAN symbols (UA_HOST_BIG_ENDIAN tells the byte order).
 */
#ifndef UA_COMPAT_ZEPHYR_BYTEORDER_H_INCLUDED
#define UA_COMPAT_ZEPHYR_BYTEORDER_H_INCLUDED

#include "unaligned.h"

/* Zephyr's byte swaps: macros, usable in constant expressions (x: an unsigned value). */
#define BSWAP_16(x) ((uint16_t)((((x) >> 8) & 0xffu) | (((x) & 0xffu) << 8)))
#define BSWAP_24(x) ((uint32_t)((((x) >> 16) & 0xffu) | ((x) & 0xff00u) | (((x) & 0xffu) << 16)))
#define BSWAP_32(x) ((uint32_t)((((x) >> 24) & 0xffu) | (((x) >> 8) & 0xff00u) | (((x) & 0xff00u) << 8) | \
                                (((x) & 0xffu) << 24)))
#define BSWAP_40(x) ((uint64_t)(((uint64_t)(x) >> 32 & 0xffu) | ((uint64_t)(x) >> 16 & 0xff00u) | \
                                ((uint64_t)(x) & 0xff0000u) | ((uint64_t)(x) << 16 & 0xff000000u) | \
                                ((uint64_t)(x) << 32 & UINT64_C(0xff00000000))))
#define BSWAP_48(x) ((uint64_t)(((uint64_t)(x) >> 40 & 0xffu) | ((uint64_t)(x) >> 24 & 0xff00u) | \
                                ((uint64_t)(x) >> 8 & 0xff0000u) | ((uint64_t)(x) << 8 & 0xff000000u) | \
                                ((uint64_t)(x) << 24 & UINT64_C(0xff00000000)) | \
                                ((uint64_t)(x) << 40 & UINT64_C(0xff0000000000))))
#define BSWAP_64(x) ((uint64_t)(((uint64_t)(x) >> 56 & 0xffu) | ((uint64_t)(x) >> 40 & 0xff00u) | \
                                ((uint64_t)(x) >> 24 & 0xff0000u) | ((uint64_t)(x) >> 8 & 0xff000000u) | \
                                ((uint64_t)(x) << 8 & UINT64_C(0xff00000000)) | \
                                ((uint64_t)(x) << 24 & UINT64_C(0xff0000000000)) | \
                                ((uint64_t)(x) << 40 & UINT64_C(0xff000000000000)) | \
                                ((uint64_t)(x) << 56 & UINT64_C(0xff00000000000000))))

#ifdef __cplusplus
extern "C" {
#endif

/* Reads and writes: one call each. */
static inline uint16_t sys_get_le16(const uint8_t src[2]) { return ua_get_le16(src); }
static inline uint32_t sys_get_le24(const uint8_t src[3]) { return ua_get_le24(src); }
static inline uint32_t sys_get_le32(const uint8_t src[4]) { return ua_get_le32(src); }
static inline uint64_t sys_get_le40(const uint8_t src[5]) { return ua_get_le40(src); }
static inline uint64_t sys_get_le48(const uint8_t src[6]) { return ua_get_le48(src); }
static inline uint64_t sys_get_le64(const uint8_t src[8]) { return ua_get_le64(src); }
static inline uint16_t sys_get_be16(const uint8_t src[2]) { return ua_get_be16(src); }
static inline uint32_t sys_get_be24(const uint8_t src[3]) { return ua_get_be24(src); }
static inline uint32_t sys_get_be32(const uint8_t src[4]) { return ua_get_be32(src); }
static inline uint64_t sys_get_be40(const uint8_t src[5]) { return ua_get_be40(src); }
static inline uint64_t sys_get_be48(const uint8_t src[6]) { return ua_get_be48(src); }
static inline uint64_t sys_get_be64(const uint8_t src[8]) { return ua_get_be64(src); }
static inline void sys_put_le16(uint16_t val, uint8_t dst[2]) { ua_put_le16(dst, val); }
static inline void sys_put_le24(uint32_t val, uint8_t dst[3]) { ua_put_le24(dst, val); }
static inline void sys_put_le32(uint32_t val, uint8_t dst[4]) { ua_put_le32(dst, val); }
static inline void sys_put_le40(uint64_t val, uint8_t dst[5]) { ua_put_le40(dst, val); }
static inline void sys_put_le48(uint64_t val, uint8_t dst[6]) { ua_put_le48(dst, val); }
static inline void sys_put_le64(uint64_t val, uint8_t dst[8]) { ua_put_le64(dst, val); }
static inline void sys_put_be16(uint16_t val, uint8_t dst[2]) { ua_put_be16(dst, val); }
static inline void sys_put_be24(uint32_t val, uint8_t dst[3]) { ua_put_be24(dst, val); }
static inline void sys_put_be32(uint32_t val, uint8_t dst[4]) { ua_put_be32(dst, val); }
static inline void sys_put_be40(uint64_t val, uint8_t dst[5]) { ua_put_be40(dst, val); }
static inline void sys_put_be48(uint64_t val, uint8_t dst[6]) { ua_put_be48(dst, val); }
static inline void sys_put_be64(uint64_t val, uint8_t dst[8]) { ua_put_be64(dst, val); }

/* Value conversions: val itself, or its low N bits reversed (unaligned.h's swaps for 16, 32 and 64
 * bits; 24, 40 and 48 bits: the 32- or 64-bit swap of the value shifted to the top). */
#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_ZEPHYR_LE(bits, x) UA_IMPL_ZEPHYR_SWAP##bits(x)
#  define UA_IMPL_ZEPHYR_BE(bits, x) UA_IMPL_ZEPHYR_KEEP##bits(x)
#else
#  define UA_IMPL_ZEPHYR_LE(bits, x) UA_IMPL_ZEPHYR_KEEP##bits(x)
#  define UA_IMPL_ZEPHYR_BE(bits, x) UA_IMPL_ZEPHYR_SWAP##bits(x)
#endif
#define UA_IMPL_ZEPHYR_SWAP16(x) ((uint16_t)UA_IMPL_BSWAP16(x))
#define UA_IMPL_ZEPHYR_SWAP24(x) ((uint32_t)UA_IMPL_BSWAP32((uint32_t)((x) << 8)))
#define UA_IMPL_ZEPHYR_SWAP32(x) ((uint32_t)UA_IMPL_BSWAP32(x))
#define UA_IMPL_ZEPHYR_SWAP40(x) ((uint64_t)UA_IMPL_BSWAP64((uint64_t)((x) << 24)))
#define UA_IMPL_ZEPHYR_SWAP48(x) ((uint64_t)UA_IMPL_BSWAP64((uint64_t)((x) << 16)))
#define UA_IMPL_ZEPHYR_SWAP64(x) ((uint64_t)UA_IMPL_BSWAP64(x))
#define UA_IMPL_ZEPHYR_KEEP16(x) (x)
#define UA_IMPL_ZEPHYR_KEEP24(x) (x)
#define UA_IMPL_ZEPHYR_KEEP32(x) (x)
#define UA_IMPL_ZEPHYR_KEEP40(x) (x)
#define UA_IMPL_ZEPHYR_KEEP48(x) (x)
#define UA_IMPL_ZEPHYR_KEEP64(x) (x)
static inline uint16_t sys_le16_to_cpu(uint16_t val) { return UA_IMPL_ZEPHYR_LE(16, val); }
static inline uint16_t sys_cpu_to_le16(uint16_t val) { return UA_IMPL_ZEPHYR_LE(16, val); }
static inline uint16_t sys_be16_to_cpu(uint16_t val) { return UA_IMPL_ZEPHYR_BE(16, val); }
static inline uint16_t sys_cpu_to_be16(uint16_t val) { return UA_IMPL_ZEPHYR_BE(16, val); }
static inline uint32_t sys_le24_to_cpu(uint32_t val) { return UA_IMPL_ZEPHYR_LE(24, val); }
static inline uint32_t sys_cpu_to_le24(uint32_t val) { return UA_IMPL_ZEPHYR_LE(24, val); }
static inline uint32_t sys_be24_to_cpu(uint32_t val) { return UA_IMPL_ZEPHYR_BE(24, val); }
static inline uint32_t sys_cpu_to_be24(uint32_t val) { return UA_IMPL_ZEPHYR_BE(24, val); }
static inline uint32_t sys_le32_to_cpu(uint32_t val) { return UA_IMPL_ZEPHYR_LE(32, val); }
static inline uint32_t sys_cpu_to_le32(uint32_t val) { return UA_IMPL_ZEPHYR_LE(32, val); }
static inline uint32_t sys_be32_to_cpu(uint32_t val) { return UA_IMPL_ZEPHYR_BE(32, val); }
static inline uint32_t sys_cpu_to_be32(uint32_t val) { return UA_IMPL_ZEPHYR_BE(32, val); }
static inline uint64_t sys_le40_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_LE(40, val); }
static inline uint64_t sys_cpu_to_le40(uint64_t val) { return UA_IMPL_ZEPHYR_LE(40, val); }
static inline uint64_t sys_be40_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_BE(40, val); }
static inline uint64_t sys_cpu_to_be40(uint64_t val) { return UA_IMPL_ZEPHYR_BE(40, val); }
static inline uint64_t sys_le48_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_LE(48, val); }
static inline uint64_t sys_cpu_to_le48(uint64_t val) { return UA_IMPL_ZEPHYR_LE(48, val); }
static inline uint64_t sys_be48_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_BE(48, val); }
static inline uint64_t sys_cpu_to_be48(uint64_t val) { return UA_IMPL_ZEPHYR_BE(48, val); }
static inline uint64_t sys_le64_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_LE(64, val); }
static inline uint64_t sys_cpu_to_le64(uint64_t val) { return UA_IMPL_ZEPHYR_LE(64, val); }
static inline uint64_t sys_be64_to_cpu(uint64_t val) { return UA_IMPL_ZEPHYR_BE(64, val); }
static inline uint64_t sys_cpu_to_be64(uint64_t val) { return UA_IMPL_ZEPHYR_BE(64, val); }

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UA_COMPAT_ZEPHYR_BYTEORDER_H_INCLUDED */
