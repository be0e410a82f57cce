/* SPDX-License-Identifier: MIT */
/* The kernel's form of the generic accessors and value conversions, for the kit's comparison. */
#ifndef KIT_MEMCPY_LINUX_UNALIGNED_H
#define KIT_MEMCPY_LINUX_UNALIGNED_H
#include <stdint.h>
#include <vdso/unaligned.h>
typedef uint8_t u8; typedef uint16_t u16; typedef uint32_t u32; typedef uint64_t u64;
typedef uint16_t __le16; typedef uint32_t __le32; typedef uint64_t __le64;
typedef uint16_t __be16; typedef uint32_t __be32; typedef uint64_t __be64;
#define get_unaligned(ptr) __get_unaligned_t(__typeof__(((void)0, *(ptr))), (ptr))
#define put_unaligned(val, ptr) __put_unaligned_t(__typeof__(((void)0, *(ptr))), (val), (ptr))
static inline u16 be16_to_cpu(u16 x) { return __builtin_bswap16(x); }
static inline u32 be32_to_cpu(u32 x) { return __builtin_bswap32(x); }
static inline u64 le64_to_cpu(u64 x) { return x; }
static inline u32 le32_to_cpu(u32 x) { return x; }
#endif
