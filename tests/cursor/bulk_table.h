/* SPDX-License-Identifier: MIT */
/*
 * Every bulk conversion behind one signature, for test_bulk.c and fuzz/bulk.c, and the x86-64
 * dispatch levels (a single portable one without the dispatch). Static: include after
 * unaligned_bulk.h.
 */
#ifndef UA_TEST_BULK_TABLE_H
#define UA_TEST_BULK_TABLE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lists.h"

typedef void (*bulk_load_fn)(void *values, const void *bytes, size_t n);
typedef void (*bulk_store_fn)(void *bytes, const void *values, size_t n);
typedef void (*bulk_inplace_fn)(void *values, size_t n);
typedef struct {
    const char *name;
    char order;
    unsigned bits;
    bulk_load_fn load, load_ref;
    bulk_store_fn store, store_ref;
} bulk;

#define UA_BULK_X(order, bits, type)                                                              \
    static void load_##order##bits(void *v, const void *b, size_t n)                             \
    { ua_load_##order##bits##_array((type *)v, b, n); }                                           \
    static void load_ref_##order##bits(void *v, const void *b, size_t n)                         \
    { ua_impl_load_##order##bits##_array_bytes((type *)v, b, n); }                                \
    static void store_##order##bits(void *b, const void *v, size_t n)                            \
    { ua_store_##order##bits##_array(b, (const type *)v, n); }                                    \
    static void store_ref_##order##bits(void *b, const void *v, size_t n)                        \
    { ua_impl_store_##order##bits##_array_bytes(b, (const type *)v, n); }                         \
    static void to_host_##order##bits(void *v, size_t n) { ua_##order##bits##_array_to_host((type *)v, n); } \
    static void from_host_##order##bits(void *v, size_t n) { ua_host_to_##order##bits##_array((type *)v, n); }
UA_BULK_FUNCTIONS
#undef UA_BULK_X

#define UA_BULK_X(order, bits, type)                                                              \
    { #order #bits, #order[0], bits, load_##order##bits, load_ref_##order##bits,                  \
      store_##order##bits, store_ref_##order##bits },
static const bulk bulk_functions[] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X
#define UA_BULK_X(order, bits, type) { to_host_##order##bits, from_host_##order##bits },
static const struct { bulk_inplace_fn to_host, from_host; } bulk_inplace[] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X
enum { BULK_FUNCTION_COUNT = sizeof bulk_functions / sizeof bulk_functions[0] };

#if UA_BULK_DISPATCH
enum { BULK_LEVELS = UA_IMPL_BULK_LEVELS };
static inline int bulk_set_level(int level) { return ua_impl_bulk_dispatch_force(level); }
static inline const char *bulk_level_name(int level) { return ua_impl_bulk_level_name(level); }
#else
enum { BULK_LEVELS = 1 };
static inline int bulk_set_level(int level) { return level; } /* -1: the default, level 0 */
static inline const char *bulk_level_name(int level) { (void)level; return "portable loops"; }
#endif

static inline uint64_t bulk_value_get(const uint8_t *values, unsigned bits, size_t k)
{
    uint16_t v16;
    uint32_t v32;
    uint64_t v64;
    switch (bits) {
    case 16: memcpy(&v16, values + 2 * k, 2); return v16;
    case 32: memcpy(&v32, values + 4 * k, 4); return v32;
    default: memcpy(&v64, values + 8 * k, 8); return v64;
    }
}

static inline void bulk_value_set(uint8_t *values, unsigned bits, size_t k, uint64_t v)
{
    uint16_t v16 = (uint16_t)v;
    uint32_t v32 = (uint32_t)v;
    switch (bits) {
    case 16: memcpy(values + 2 * k, &v16, 2); break;
    case 32: memcpy(values + 4 * k, &v32, 4); break;
    default: memcpy(values + 8 * k, &v, 8); break;
    }
}

#endif /* UA_TEST_BULK_TABLE_H */
