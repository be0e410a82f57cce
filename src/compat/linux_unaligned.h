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
 * The type-generic forms, host byte order, for a pointed-to type of 1, 2, 4 or 8 bytes (integers,
 * enums, pointers, kernel typedefs such as __le32 or u64; const and volatile pointers too):
 *
 *   get_unaligned(ptr)         the value *ptr, read at any address; its type is *ptr's, unqualified
 *   put_unaligned(val, ptr)    *ptr = val, written at any address (val converted as by assignment)
 *
 * and the vDSO pair __get_unaligned_t(type, ptr) / __put_unaligned_t(type, val, ptr), which this
 * file includes from vdso_unaligned.h as the kernel's includes <vdso/unaligned.h>. Each dispatches
 * by size to ua_get_ne16/32/64 / ua_put_ne16/32/64, so UA_STRATEGY and AUTO's choice apply (no
 * memcpy call on ARMv5, whatever -fno-builtin says). Another size (3 bytes, 16, a struct) does not
 * compile: a static assertion that names the call (C++: the type, in the instantiation). Finding
 * the pointed-to type takes one of (UA_LINUX_GENERIC, detected):
 *   UA_LINUX_GENERIC_GNU   GNU C __typeof__ (GCC, Clang, any -std, -pedantic included)
 *   UA_LINUX_GENERIC_C23   C23 typeof_unqual
 *   UA_LINUX_GENERIC_C11   C11 _Generic over the standard integer types (enums are one of them)
 *                          and, for any other type of a pointer's size, a pointer (void *)
 *   C++                    decltype and templates (always)
 *   0                      none: get_unaligned/put_unaligned are not defined
 * and a C compiler with none of them stops with an #error unless UA_LINUX_GENERIC is 0.
 *
 * The value conversions that the kernel's header brings along, as plain value functions:
 * le16/32/64_to_cpu, be16/32/64_to_cpu, cpu_to_le16/32/64, cpu_to_be16/32/64, and their pointer
 * forms le32_to_cpup(const uint32_t *p) ... cpu_to_be64p, which read *p (an aligned object, as in
 * the kernel). UA_LINUX_KERNEL_TYPES=1 also defines the kernel's type names (u8..u64, s8..s64,
 * __u8..__u64, __s8..__s64, __le16/32/64, __be16/32/64) for code that has no <linux/types.h>;
 * default 0: the kernel's own, or the user's, are used.
 */
#ifndef UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED
#define UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED

#include "unaligned.h"
#include "vdso_unaligned.h"

/**
 * @def UA_LINUX_KERNEL_TYPES
 * @brief 1: define the kernel's integer type names (u32, __le32, ...) as the <stdint.h> types;
 * 0 (default): leave them to <linux/types.h> or the user.
 */
#ifndef UA_LINUX_KERNEL_TYPES
#  define UA_LINUX_KERNEL_TYPES 0
#endif
#if UA_LINUX_KERNEL_TYPES
typedef uint8_t u8;    typedef uint16_t u16;    typedef uint32_t u32;    typedef uint64_t u64;
typedef int8_t s8;     typedef int16_t s16;     typedef int32_t s32;     typedef int64_t s64;
typedef uint8_t __u8;  typedef uint16_t __u16;  typedef uint32_t __u32;  typedef uint64_t __u64;
typedef int8_t __s8;   typedef int16_t __s16;   typedef int32_t __s32;   typedef int64_t __s64;
typedef uint16_t __le16; typedef uint32_t __le32; typedef uint64_t __le64;
typedef uint16_t __be16; typedef uint32_t __be32; typedef uint64_t __be64;
#endif /* UA_LINUX_KERNEL_TYPES */

/**
 * @def UA_LINUX_GENERIC
 * @brief How get_unaligned(ptr) / put_unaligned(val, ptr) find the pointed-to type, in C:
 * UA_LINUX_GENERIC_GNU (GNU C __typeof__ of `((void)0, *(ptr))`, an rvalue, so unqualified; GCC
 * and Clang in every mode), UA_LINUX_GENERIC_C23 (typeof_unqual), UA_LINUX_GENERIC_C11 (_Generic
 * over the standard integer types, pointers as void *), or 0 (not defined). Default: the first the
 * compiler has; none stops with an #error that says to define 0. C++ always uses decltype.
 */
#define UA_LINUX_GENERIC_GNU 1
#define UA_LINUX_GENERIC_C23 2
#define UA_LINUX_GENERIC_C11 3
#if !defined(UA_LINUX_GENERIC) && !defined(__cplusplus)
#  if defined(__GNUC__)
#    define UA_LINUX_GENERIC UA_LINUX_GENERIC_GNU
#  elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L
#    define UA_LINUX_GENERIC UA_LINUX_GENERIC_C23
#  elif defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#    define UA_LINUX_GENERIC UA_LINUX_GENERIC_C11
#  else
#    error "linux_unaligned.h: get_unaligned/put_unaligned need GNU C __typeof__, C23 typeof_unqual or C11 _Generic; define UA_LINUX_GENERIC to 0 to use the other names without them"
#  endif
#endif /* UA_LINUX_GENERIC */

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


/* Value conversions: identity or byte swap (unaligned.h's, inline on every target). */
#if UA_HOST_BIG_ENDIAN
#  define UA_IMPL_LINUX_LE(bits, x) UA_IMPL_BSWAP##bits(x)
#  define UA_IMPL_LINUX_BE(bits, x) (x)
#else
#  define UA_IMPL_LINUX_LE(bits, x) (x)
#  define UA_IMPL_LINUX_BE(bits, x) UA_IMPL_BSWAP##bits(x)
#endif
static inline uint16_t le16_to_cpu(uint16_t x) { return (uint16_t)UA_IMPL_LINUX_LE(16, x); }
static inline uint32_t le32_to_cpu(uint32_t x) { return (uint32_t)UA_IMPL_LINUX_LE(32, x); }
static inline uint64_t le64_to_cpu(uint64_t x) { return (uint64_t)UA_IMPL_LINUX_LE(64, x); }
static inline uint16_t be16_to_cpu(uint16_t x) { return (uint16_t)UA_IMPL_LINUX_BE(16, x); }
static inline uint32_t be32_to_cpu(uint32_t x) { return (uint32_t)UA_IMPL_LINUX_BE(32, x); }
static inline uint64_t be64_to_cpu(uint64_t x) { return (uint64_t)UA_IMPL_LINUX_BE(64, x); }
static inline uint16_t cpu_to_le16(uint16_t x) { return (uint16_t)UA_IMPL_LINUX_LE(16, x); }
static inline uint32_t cpu_to_le32(uint32_t x) { return (uint32_t)UA_IMPL_LINUX_LE(32, x); }
static inline uint64_t cpu_to_le64(uint64_t x) { return (uint64_t)UA_IMPL_LINUX_LE(64, x); }
static inline uint16_t cpu_to_be16(uint16_t x) { return (uint16_t)UA_IMPL_LINUX_BE(16, x); }
static inline uint32_t cpu_to_be32(uint32_t x) { return (uint32_t)UA_IMPL_LINUX_BE(32, x); }
static inline uint64_t cpu_to_be64(uint64_t x) { return (uint64_t)UA_IMPL_LINUX_BE(64, x); }

/* The pointer forms: *p, an aligned object of the type, converted. */
static inline uint16_t le16_to_cpup(const uint16_t *p) { return le16_to_cpu(*p); }
static inline uint32_t le32_to_cpup(const uint32_t *p) { return le32_to_cpu(*p); }
static inline uint64_t le64_to_cpup(const uint64_t *p) { return le64_to_cpu(*p); }
static inline uint16_t be16_to_cpup(const uint16_t *p) { return be16_to_cpu(*p); }
static inline uint32_t be32_to_cpup(const uint32_t *p) { return be32_to_cpu(*p); }
static inline uint64_t be64_to_cpup(const uint64_t *p) { return be64_to_cpu(*p); }
static inline uint16_t cpu_to_le16p(const uint16_t *p) { return cpu_to_le16(*p); }
static inline uint32_t cpu_to_le32p(const uint32_t *p) { return cpu_to_le32(*p); }
static inline uint64_t cpu_to_le64p(const uint64_t *p) { return cpu_to_le64(*p); }
static inline uint16_t cpu_to_be16p(const uint16_t *p) { return cpu_to_be16(*p); }
static inline uint32_t cpu_to_be32p(const uint32_t *p) { return cpu_to_be32(*p); }
static inline uint64_t cpu_to_be64p(const uint64_t *p) { return cpu_to_be64(*p); }

/* The type-generic forms, C11 without typeof: one function per standard integer type, and void *
 * for the rest (pointers; a struct or a floating type of a pointer's size does not convert). */
#if !defined(__cplusplus) && defined(UA_LINUX_GENERIC) && UA_LINUX_GENERIC == UA_LINUX_GENERIC_C11
#define UA_IMPL_LINUX_C11_TYPES(X)                                                                 \
    X(bool, _Bool) X(char, char) X(schar, signed char) X(uchar, unsigned char) X(short, short)     \
    X(ushort, unsigned short) X(int, int) X(uint, unsigned int) X(long, long)                     \
    X(ulong, unsigned long) X(llong, long long) X(ullong, unsigned long long) X(ptr, void *)
#define UA_IMPL_LINUX_C11_FUNCTIONS(name, type)                                                    \
    static inline type ua_impl_linux_get_##name(const void *p) { return __get_unaligned_t(type, p); } \
    static inline void ua_impl_linux_put_##name(type v, void *p) { __put_unaligned_t(type, v, p); }
UA_IMPL_LINUX_C11_TYPES(UA_IMPL_LINUX_C11_FUNCTIONS)
#define UA_IMPL_LINUX_C11_SELECT(ptr, op)                                                          \
    _Generic(*(ptr), _Bool: ua_impl_linux_##op##_bool, char: ua_impl_linux_##op##_char,            \
             signed char: ua_impl_linux_##op##_schar, unsigned char: ua_impl_linux_##op##_uchar,   \
             short: ua_impl_linux_##op##_short, unsigned short: ua_impl_linux_##op##_ushort,       \
             int: ua_impl_linux_##op##_int, unsigned int: ua_impl_linux_##op##_uint,               \
             long: ua_impl_linux_##op##_long, unsigned long: ua_impl_linux_##op##_ulong,           \
             long long: ua_impl_linux_##op##_llong, unsigned long long: ua_impl_linux_##op##_ullong, \
             default: ua_impl_linux_##op##_ptr)
#endif /* UA_LINUX_GENERIC_C11 */

#ifdef __cplusplus
} /* extern "C" */
#endif

/* get_unaligned(ptr) is __get_unaligned_t of *ptr's unqualified type, put_unaligned(val, ptr)
 * __put_unaligned_t of it, as in the kernel. */
#if defined(__cplusplus)
#  define get_unaligned(ptr) \
    (ua_impl_vdso_value<typename ua_impl_vdso_unqual<decltype(*(ptr))>::type>::get((const void *)(ptr)))
#  define put_unaligned(val, ptr) \
    (ua_impl_vdso_value<typename ua_impl_vdso_unqual<decltype(*(ptr))>::type>::put((void *)(ptr), (val)))
#elif UA_LINUX_GENERIC == UA_LINUX_GENERIC_GNU
#  define get_unaligned(ptr) \
    UA_IMPL_VDSO_GET(__typeof__(((void)0, *(ptr))), (ptr), "get_unaligned(" #ptr ")")
#  define put_unaligned(val, ptr) \
    UA_IMPL_VDSO_PUT(__typeof__(((void)0, *(ptr))), (val), (ptr), "put_unaligned(" #val ", " #ptr ")")
#elif UA_LINUX_GENERIC == UA_LINUX_GENERIC_C23
#  define get_unaligned(ptr) UA_IMPL_VDSO_GET(typeof_unqual(*(ptr)), (ptr), "get_unaligned(" #ptr ")")
#  define put_unaligned(val, ptr) \
    UA_IMPL_VDSO_PUT(typeof_unqual(*(ptr)), (val), (ptr), "put_unaligned(" #val ", " #ptr ")")
#elif UA_LINUX_GENERIC == UA_LINUX_GENERIC_C11
#  define get_unaligned(ptr) \
    (UA_IMPL_VDSO_SIZE_CHECK(sizeof(*(ptr)), "get_unaligned(" #ptr ")"), UA_IMPL_LINUX_C11_SELECT(ptr, get)((const void *)(ptr)))
#  define put_unaligned(val, ptr) \
    (UA_IMPL_VDSO_SIZE_CHECK(sizeof(*(ptr)), "put_unaligned(" #val ", " #ptr ")"), UA_IMPL_LINUX_C11_SELECT(ptr, put)((val), (void *)(ptr)))
#elif UA_LINUX_GENERIC != 0
#  error "linux_unaligned.h: UA_LINUX_GENERIC must be UA_LINUX_GENERIC_GNU, _C23, _C11 or 0"
#endif /* get_unaligned */

#endif /* UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED */
