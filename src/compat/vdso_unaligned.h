/* SPDX-License-Identifier: MIT */
/**
 * @file vdso_unaligned.h
 * @brief The Linux kernel's <vdso/unaligned.h> over the host-order accessors of unaligned.h: the two
 * macros __get_unaligned_t(type, ptr) and __put_unaligned_t(type, val, ptr).
 *
 *   u32 v = __get_unaligned_t(u32, p);         reads sizeof(u32) bytes at p, in host byte order
 *   __put_unaligned_t(__le16, val, p);         converts val to __le16 (as an initialisation
 *                                              does) and writes its bytes at p
 *
 * type is any scalar type of 1, 2, 4 or 8 bytes (integers, enums, pointers; const or not: the
 * value read has the type). Each use dispatches by sizeof(type) to ua_get_ne16/32/64 or
 * ua_put_ne16/32/64 (1 byte: the byte itself), so the strategy (UA_STRATEGY) and AUTO's choice per
 * target apply: on ARMv5 with -fno-builtin this is never a call to memcpy, which the kernel's
 * memcpy form becomes. The value's bits travel through a union (C: a compound literal; C++: a
 * template). ptr and val are evaluated once. Another size (3, 16, a struct) fails to compile
 * with a static assertion that names the type (C11 and later, C++); in C99 with a negative
 * bit-field named ua_..._type_must_have_1_2_4_or_8_bytes.
 *
 * Unlike the kernel's, these are expressions, not statement expressions, so they need no GNU C:
 * C99 compound literals and designated initialisers (C++11: templates, <type_traits> not needed).
 * __put_unaligned_t is a void expression; it works wherever the kernel's do-while statement does.
 * The names start with `__` because the kernel's do (reserved identifiers: tests/vendor/
 * misra-deviations.md); src/compat/linux_unaligned.h includes this file, as the kernel's
 * <linux/unaligned.h> includes <vdso/unaligned.h>.
 */
#ifndef UA_COMPAT_VDSO_UNALIGNED_H_INCLUDED
#define UA_COMPAT_VDSO_UNALIGNED_H_INCLUDED

#include "unaligned.h"

/* ************************************************************************************************
 *   C: compound-literal unions, dispatched by size
 * ************************************************************************************************/
#ifndef __cplusplus

/* 1 byte: the byte. */
static inline uint8_t ua_impl_vdso_get8(const void *p) { return *(const uint8_t *)p; }
static inline void ua_impl_vdso_put8(void *p, uint8_t v) { *(uint8_t *)p = v; }

/* what: a string naming the call and its type. C11: a static assertion inside a struct (a C11
 * struct member may be one); C99: a negative bit-field width, the member's name says why. */
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 201112L
#  define UA_IMPL_VDSO_SIZE_CHECK(size, what)                                                      \
    ((void)sizeof(struct { _Static_assert((size) == 1u || (size) == 2u || (size) == 4u || (size) == 8u, \
                                          what ": the type must have 1, 2, 4 or 8 bytes");         \
                           char ua_unused; }))
#else
#  define UA_IMPL_VDSO_SIZE_CHECK(size, what)                                                      \
    ((void)sizeof(struct { int ua_unaligned_type_must_have_1_2_4_or_8_bytes                        \
                           : ((size) == 1u || (size) == 2u || (size) == 4u || (size) == 8u) ? 1 : -1; }))
#endif

/* The value's bits as an unsigned integer of its size, both at offset 0 (either byte order). */
#define UA_IMPL_VDSO_UNION(type) union { type ua_t; uint8_t ua_8; uint16_t ua_16; uint32_t ua_32; uint64_t ua_64; }

/* The library's host-order access by size; what names the call in the size check's message. */
#define UA_IMPL_VDSO_GET(type, ptr, what)                                                          \
    (UA_IMPL_VDSO_SIZE_CHECK(sizeof(type), what),                                                   \
     sizeof(type) == 8u ? ((UA_IMPL_VDSO_UNION(type)){ .ua_64 = ua_get_ne64((const void *)(ptr)) }).ua_t           \
   : sizeof(type) == 4u ? ((UA_IMPL_VDSO_UNION(type)){ .ua_32 = ua_get_ne32((const void *)(ptr)) }).ua_t           \
   : sizeof(type) == 2u ? ((UA_IMPL_VDSO_UNION(type)){ .ua_16 = ua_get_ne16((const void *)(ptr)) }).ua_t           \
   :                      ((UA_IMPL_VDSO_UNION(type)){ .ua_8 = ua_impl_vdso_get8((const void *)(ptr)) }).ua_t)
#define UA_IMPL_VDSO_PUT(type, val, ptr, what)                                                     \
    (UA_IMPL_VDSO_SIZE_CHECK(sizeof(type), what),                                                   \
     sizeof(type) == 8u ? ua_put_ne64((void *)(ptr), ((UA_IMPL_VDSO_UNION(type)){ .ua_t = (val) }).ua_64)  \
   : sizeof(type) == 4u ? ua_put_ne32((void *)(ptr), ((UA_IMPL_VDSO_UNION(type)){ .ua_t = (val) }).ua_32)  \
   : sizeof(type) == 2u ? ua_put_ne16((void *)(ptr), ((UA_IMPL_VDSO_UNION(type)){ .ua_t = (val) }).ua_16)  \
   :                ua_impl_vdso_put8((void *)(ptr), ((UA_IMPL_VDSO_UNION(type)){ .ua_t = (val) }).ua_8))

#define __get_unaligned_t(type, ptr)      UA_IMPL_VDSO_GET(type, (ptr), "__get_unaligned_t(" #type ", ...)") /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): the kernel's name */
#define __put_unaligned_t(type, val, ptr) UA_IMPL_VDSO_PUT(type, (val), (ptr), "__put_unaligned_t(" #type ", ...)") /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): the kernel's name */

/* ************************************************************************************************
 *   C++: templates (compound literals are not C++)
 * ************************************************************************************************/
#else

/* Host-order access by size; the primary template (a wrong size) only lets the static assertion
 * below be the one error. */
template <unsigned N> struct ua_impl_vdso_bits {
    typedef uint8_t type;
    static type get(const void *p) { return *static_cast<const uint8_t *>(p); }
    static void put(void *p, type v) { *static_cast<uint8_t *>(p) = v; }
};
template <> struct ua_impl_vdso_bits<2u> {
    typedef uint16_t type;
    static type get(const void *p) { return ua_get_ne16(p); }
    static void put(void *p, type v) { ua_put_ne16(p, v); }
};
template <> struct ua_impl_vdso_bits<4u> {
    typedef uint32_t type;
    static type get(const void *p) { return ua_get_ne32(p); }
    static void put(void *p, type v) { ua_put_ne32(p, v); }
};
template <> struct ua_impl_vdso_bits<8u> {
    typedef uint64_t type;
    static type get(const void *p) { return ua_get_ne64(p); }
    static void put(void *p, type v) { ua_put_ne64(p, v); }
};

/* T's bits from and to the unsigned integer of its size, through a union: reading the member not
 * last written is defined by GCC and Clang in C++ as in C (their documented extension; ISO C++ leaves
 * it undefined, and no other C++ compiler is tested here). */
template <typename T> struct ua_impl_vdso_value {
    static_assert(sizeof(T) == 1u || sizeof(T) == 2u || sizeof(T) == 4u || sizeof(T) == 8u,
                  "__get_unaligned_t/__put_unaligned_t, get_unaligned/put_unaligned: the type T must have 1, 2, 4 or 8 bytes");
    typedef typename ua_impl_vdso_bits<sizeof(T)>::type bits;
    union pun { T t; bits u; };
    static T get(const void *p) { pun x; x.u = ua_impl_vdso_bits<sizeof(T)>::get(p); return x.t; }
    static void put(void *p, T v) { pun x; x.t = v; ua_impl_vdso_bits<sizeof(T)>::put(p, x.u); }
};
template <typename T> struct ua_impl_vdso_unqual { typedef T type; };
template <typename T> struct ua_impl_vdso_unqual<T &> { typedef typename ua_impl_vdso_unqual<T>::type type; };
template <typename T> struct ua_impl_vdso_unqual<const T> { typedef typename ua_impl_vdso_unqual<T>::type type; };
template <typename T> struct ua_impl_vdso_unqual<volatile T> { typedef typename ua_impl_vdso_unqual<T>::type type; };
template <typename T> struct ua_impl_vdso_unqual<const volatile T> { typedef typename ua_impl_vdso_unqual<T>::type type; };

#define __get_unaligned_t(T, ptr) /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): the kernel's name */ \
    (ua_impl_vdso_value<typename ua_impl_vdso_unqual<T>::type>::get((const void *)(ptr)))
#define __put_unaligned_t(T, val, ptr) /* NOLINT(bugprone-reserved-identifier,cert-dcl37-c,cert-dcl51-cpp): the kernel's name */ \
    (ua_impl_vdso_value<typename ua_impl_vdso_unqual<T>::type>::put((void *)(ptr), (val)))

#endif /* __cplusplus */

#endif /* UA_COMPAT_VDSO_UNALIGNED_H_INCLUDED */
