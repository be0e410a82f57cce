/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for src/unaligned_bulk.h, built once per compiler x -O level x strategy. For every
 * load and store, fast version and byte-level reference alike: n = 0..MAX_N elements, the byte
 * buffer at every offset 0..15 from a 16-byte boundary, the value array at every aligned offset
 * 0..15. Each element must equal the byte model (tests/support/byte_model.h), no byte outside the
 * destination may change (a canary block on each side), and the source must stay unchanged.
 * The in-place conversions (ua_<order>N_array_to_host, ua_host_to_<order>N_array): the same n and
 * value offsets; each element must become the byte model of its old bytes (or its bytes the byte
 * model's form of its old value), with the canaries intact; and n = 0 with a null array.
 * Sanitizer builds set UA_TEST_GUARD to 0: the data then ends exactly at the end of its heap
 * block, so ASan sees any access one past the end.
 * usage: test_bulk LABEL
 */
#include <stdlib.h>
#include <string.h>

#include "unaligned_bulk.h"
#include "byte_model.h"
#include "check.h"
#include "lists.h"

#ifndef UA_TEST_GUARD
#  define UA_TEST_GUARD 16
#endif
enum { MAX_N = 40, OFFSETS = 16, GUARD = UA_TEST_GUARD };

/* Every function behind one signature: values are passed as void * to the element array. */
typedef void (*load_fn)(void *values, const void *bytes, size_t n);
typedef void (*store_fn)(void *bytes, const void *values, size_t n);
typedef struct {
    const char *name;
    char order;
    unsigned bits;
    load_fn load, load_ref;
    store_fn store, store_ref;
} bulk;

#define UA_BULK_X(order, bits, type)                                                              \
    static void load_##order##bits(void *v, const void *b, size_t n)                             \
    { ua_load_##order##bits##_array((type *)v, b, n); }                                           \
    static void load_ref_##order##bits(void *v, const void *b, size_t n)                         \
    { ua_impl_load_##order##bits##_array_bytes((type *)v, b, n); }                                \
    static void store_##order##bits(void *b, const void *v, size_t n)                            \
    { ua_store_##order##bits##_array(b, (const type *)v, n); }                                    \
    static void store_ref_##order##bits(void *b, const void *v, size_t n)                        \
    { ua_impl_store_##order##bits##_array_bytes(b, (const type *)v, n); }
UA_BULK_FUNCTIONS
#undef UA_BULK_X
#define UA_BULK_X(order, bits, type)                                                              \
    { #order #bits, #order[0], bits, load_##order##bits, load_ref_##order##bits,                  \
      store_##order##bits, store_ref_##order##bits },
static const bulk functions[] = { UA_BULK_FUNCTIONS };
enum { FUNCTIONS = sizeof functions / sizeof functions[0] };
#undef UA_BULK_X

/* The in-place conversions behind one signature. */
typedef void (*inplace_fn)(void *values, size_t n);
#define UA_BULK_X(order, bits, type)                                                              \
    static void to_host_##order##bits(void *v, size_t n) { ua_##order##bits##_array_to_host((type *)v, n); } \
    static void from_host_##order##bits(void *v, size_t n) { ua_host_to_##order##bits##_array((type *)v, n); }
UA_BULK_FUNCTIONS
#undef UA_BULK_X
#define UA_BULK_X(order, bits, type) { to_host_##order##bits, from_host_##order##bits },
static const struct { inplace_fn to_host, from_host; } inplace[] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X

/* A heap block: `off` filler bytes, `size` data bytes, GUARD canary bytes. Allocated as uint64_t so
 * that the data of a value array is aligned whenever off is a multiple of the element size. */
typedef struct {
    uint64_t *block;
    uint8_t *data;
    size_t off, size;
    uint8_t salt;
} region;

/* Canary byte i of a region: varies with the position and the region, so that bytes copied from
 * one region's canaries into the other's (an element too many) do not look intact. */
static uint8_t canary(const region *r, size_t i) { return (uint8_t)(r->salt ^ (i * 0x1Fu)); }

static region region_new(size_t off, size_t size, uint8_t salt, uint64_t *rng)
{
    region r;
    size_t i, total = off + size + GUARD;
    /* Exactly total bytes (malloc aligns any block for uint64_t); malloc(0) may return NULL. */
    r.block = (uint64_t *)malloc(total > 0 ? total : 1);
    if (r.block == NULL) abort();
    r.data = (uint8_t *)r.block + off;
    r.off = off;
    r.size = size;
    r.salt = salt;
    for (i = 0; i < off; i++) ((uint8_t *)r.block)[i] = canary(&r, i);
    for (i = 0; i < size; i++) r.data[i] = (uint8_t)model_random(rng);
    for (i = size; i < size + GUARD; i++) r.data[i] = canary(&r, off + i); /* GUARD may be 0 */
    return r;
}

static int region_canaries_intact(const region *r)
{
    size_t i;
    for (i = 0; i < r->off; i++)
        if (((const uint8_t *)r->block)[i] != canary(r, i)) return 0;
    for (i = r->size; i < r->size + GUARD; i++)
        if (r->data[i] != canary(r, r->off + i)) return 0;
    return 1;
}

/* Element k of a value array, widened. */
static uint64_t value_at(const uint8_t *values, unsigned bits, size_t k)
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

static void test_one(ua_check *c, const bulk *f, int ref, size_t byte_off, size_t value_off, size_t n,
                     uint64_t *rng)
{
    size_t width = f->bits / 8u, k;
    region bytes = region_new(byte_off, width * n, 0xA5, rng), values = region_new(value_off, width * n, 0x3C, rng);
    uint8_t *copy = (uint8_t *)malloc(width * n + 1);
    char name[80];
    if (copy == NULL) abort();
    snprintf(name, sizeof name, "%s%s n %u value offset %u", ref ? "reference " : "", f->name,
             (unsigned)n, (unsigned)value_off);

    /* load: bytes -> values */
    memcpy(copy, bytes.data, width * n);
    (ref ? f->load_ref : f->load)(values.data, bytes.data, n);
    for (k = 0; k < n; k++)
        check_u64(c, value_at(values.data, f->bits, k), model_get(f->order, f->bits, bytes.data + width * k),
                  "load element", name, (unsigned)byte_off);
    check_u64(c, (uint64_t)region_canaries_intact(&values), 1, "load: nothing written outside dst", name, (unsigned)byte_off);
    check_u64(c, (uint64_t)(n == 0 || memcmp(copy, bytes.data, width * n) == 0), 1, "load: src unchanged", name, (unsigned)byte_off);

    /* store: values -> bytes */
    for (k = 0; k < width * n; k++) values.data[k] = (uint8_t)model_random(rng);
    memcpy(copy, values.data, width * n);
    (ref ? f->store_ref : f->store)(bytes.data, values.data, n);
    for (k = 0; k < n; k++) {
        uint8_t want[8];
        model_put(f->order, f->bits, want, value_at(values.data, f->bits, k));
        check_u64(c, (uint64_t)(memcmp(bytes.data + width * k, want, width) == 0), 1, "store element bytes", name,
                  (unsigned)byte_off);
    }
    check_u64(c, (uint64_t)region_canaries_intact(&bytes), 1, "store: nothing written outside dst", name, (unsigned)byte_off);
    check_u64(c, (uint64_t)(n == 0 || memcmp(copy, values.data, width * n) == 0), 1, "store: src unchanged", name, (unsigned)byte_off);

    free(bytes.block);
    free(values.block);
    free(copy);
}

/* In place, on the value array at value_off: to host order, then back from host order. */
static void test_inplace(ua_check *c, size_t f, size_t value_off, size_t n, uint64_t *rng)
{
    const bulk *b = &functions[f];
    size_t width = b->bits / 8u, k;
    region values = region_new(value_off, width * n, 0x5A, rng);
    uint8_t *old = (uint8_t *)malloc(width * n + 1);
    char name[80];
    if (old == NULL) abort();

    snprintf(name, sizeof name, "%s_array_to_host n %u", b->name, (unsigned)n);
    memcpy(old, values.data, width * n);
    inplace[f].to_host(values.data, n);
    for (k = 0; k < n; k++)
        check_u64(c, value_at(values.data, b->bits, k), model_get(b->order, b->bits, old + width * k),
                  "element: the byte model of its old bytes", name, (unsigned)value_off);
    check_u64(c, (uint64_t)region_canaries_intact(&values), 1, "nothing written outside the array", name, (unsigned)value_off);

    snprintf(name, sizeof name, "host_to_%s_array n %u", b->name, (unsigned)n);
    for (k = 0; k < width * n; k++) values.data[k] = (uint8_t)model_random(rng);
    memcpy(old, values.data, width * n);
    inplace[f].from_host(values.data, n);
    for (k = 0; k < n; k++) {
        uint8_t want[8];
        model_put(b->order, b->bits, want, value_at(old, b->bits, k));
        check_u64(c, (uint64_t)(memcmp(values.data + width * k, want, width) == 0), 1,
                  "element bytes: the byte model's form of its old value", name, (unsigned)value_off);
    }
    check_u64(c, (uint64_t)region_canaries_intact(&values), 1, "nothing written outside the array", name, (unsigned)value_off);

    free(values.block);
    free(old);
}

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "bulk", 0, 0 };
    uint64_t rng = UINT64_C(0xD1B54A32D192ED03);
    size_t f, n, byte_off, value_off;
    int ref;
    for (f = 0; f < FUNCTIONS; f++)
        for (ref = 0; ref <= 1; ref++)
            for (n = 0; n <= MAX_N; n++)
                for (byte_off = 0; byte_off < OFFSETS; byte_off++)
                    for (value_off = 0; value_off < OFFSETS; value_off += functions[f].bits / 8u)
                        test_one(&c, &functions[f], ref, byte_off, value_off, n, &rng);
    for (f = 0; f < FUNCTIONS; f++) {
        inplace[f].to_host(NULL, 0); /* n = 0: no access, whatever the pointer */
        inplace[f].from_host(NULL, 0);
        for (n = 0; n <= MAX_N; n++)
            for (value_off = 0; value_off < OFFSETS; value_off += functions[f].bits / 8u)
                test_inplace(&c, f, value_off, n, &rng);
    }
    return check_report(&c);
}
