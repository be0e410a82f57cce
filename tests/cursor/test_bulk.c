/* SPDX-License-Identifier: MIT */
/*
 * Unit tests for src/unaligned_bulk.h: every conversion, fast and byte-level, at every length up to
 * MAX_N and every offset against the byte model, nothing outside the destination changed; on x86-64
 * at every level this CPU has (UA_TEST_LEVEL=L: level L only). Sanitizer builds set UA_TEST_GUARD to
 * 0 so that the data ends with its heap block and ASan sees an access one past it.
 * usage: test_bulk LABEL
 */
#include <stdlib.h>
#include <string.h>

#include "unaligned_bulk.h"
#include "byte_model.h"
#include "check.h"
#include "bulk_table.h" /* bulk_functions, bulk_inplace, the dispatch levels */

#ifndef UA_TEST_GUARD
#  define UA_TEST_GUARD 16
#endif
/* LARGE_N: whole vectors at every level plus a tail; HUGE_N: past UA_IMPL_BULK_SHIFT_MIN bytes at
 * every element size, where the x86-64 kernels align their stores. */
enum { MAX_N = 40, LARGE_N = 1029, HUGE_N = 8197, OFFSETS = 16, GUARD = UA_TEST_GUARD };

#if UA_BULK_DISPATCH
#include <cpuid.h>

/* XCR0 by the compiler's builtin (the header spells xgetbv in asm, to need no target attribute). */
__attribute__((target("xsave"))) static uint32_t xcr0_by_builtin(void) { return (uint32_t)__builtin_ia32_xgetbv(0); }

/* Against <cpuid.h>: a register read from the wrong leaf would often give the right level anyway. */
static void check_cpu_regs(ua_check *c)
{
    const ua_impl_cpu_regs r = ua_impl_bulk_cpu_regs();
    unsigned a, b, cx, dx;
    const unsigned max = __get_cpuid_max(0, NULL);
#define EXPECT_REG(got, want, what) check_u64(c, got, want, what, "ua_impl_bulk_cpu_regs", 0)
    EXPECT_REG(r.max, max, "CPUID.0:EAX");
    __cpuid(1, a, b, cx, dx);
    EXPECT_REG(r.ecx1, cx, "CPUID.1:ECX");
    EXPECT_REG(r.xcr0, (cx >> 27) & 1u ? xcr0_by_builtin() : 0u, "XCR0 (0 without OSXSAVE)");
    if (max >= 7) {
        __cpuid_count(7, 0, a, b, cx, dx);
        EXPECT_REG(r.ebx7, b, "CPUID.7.0:EBX");
        EXPECT_REG(r.ecx7, cx, "CPUID.7.0:ECX");
    }
    (void)a;
    (void)dx;
}

/* ua_impl_bulk_level_of on CPUs and OSes this machine is not. */
static void check_levels(ua_check *c)
{
#define SSSE3    (UINT32_C(1) << 9)
#define OSXSAVE  (UINT32_C(1) << 27)
#define AVX      (UINT32_C(1) << 28)
#define AVX2     (UINT32_C(1) << 5)
#define AVX512F  (UINT32_C(1) << 16)
#define AVX512BW (UINT32_C(1) << 30)
#define ALL1     (SSSE3 | OSXSAVE | AVX)
#define ALL7     (AVX2 | AVX512F | AVX512BW)
#define VBMI     (UINT32_C(1) << 1)
    static const struct { ua_impl_cpu_regs regs; int level; const char *what; } cpus[] = {
        { { 13, 0, 0, 0, 0 }, 0, "baseline SSE2" },
        { { 13, SSSE3, 0, 0, 0 }, 1, "SSSE3 only" },
        { { 13, ALL1, AVX2, 0x6, 0 }, 2, "AVX2, YMM saved" },
        { { 13, ALL1, ALL7, 0xE6, 0 }, 3, "AVX-512BW, ZMM saved" },
        { { 13, ALL1, ALL7, 0xE6, VBMI }, 4, "AVX-512 VBMI" },
        { { 13, ALL1, ALL7, 0xE6, ~VBMI }, 3, "every CPUID.7.0:ECX bit but VBMI" },
        { { 13, ALL1, AVX2 | AVX512F, 0xE6, VBMI }, 2, "VBMI without AVX-512BW" },
        { { 13, ALL1, ALL7, 0x66, VBMI }, 2, "VBMI but the OS saves no upper ZMM" },
        { { 6, ALL1, ALL7, 0xE6, VBMI }, 1, "no leaf 7 (its EBX and ECX are garbage)" },
        { { 13, ALL1, ALL7, 0x2, 0 }, 1, "AVX2 but the OS saves no YMM state" },
        { { 13, SSSE3 | AVX, ALL7, 0, 0 }, 1, "AVX2 without OSXSAVE" },
        { { 13, SSSE3 | OSXSAVE, ALL7, 0xE6, 0 }, 1, "AVX2 without the AVX bit" },
        { { 6, ALL1, ALL7, 0xE6, 0 }, 1, "no leaf 7 (its EBX is garbage)" },
        { { 13, ALL1, ALL7, 0x66, 0 }, 2, "AVX-512 but the OS saves no upper ZMM" },
        { { 13, ALL1, AVX2 | AVX512F, 0xE6, 0 }, 2, "AVX-512F without BW" },
        { { 13, ALL1, AVX512F | AVX512BW, 0xE6, 0 }, 1, "AVX-512BW without AVX2" },
        { { 13, OSXSAVE | AVX, ALL7, 0xE6, 0 }, 0, "no SSSE3" },
    };
    const ua_impl_cpu_regs every_bit = { 13, ~UINT32_C(0), ~UINT32_C(0), ~UINT32_C(0), ~UINT32_C(0) };
    size_t i;
    int level;
    for (i = 0; i < sizeof cpus / sizeof cpus[0]; i++)
        check_u64(c, (uint64_t)ua_impl_bulk_level_of(cpus[i].regs),
                  (uint64_t)cpus[i].level, "ua_impl_bulk_level_of", cpus[i].what, 0);
    /* The top level is what a CPU with every bit gets; each level has a name of its own. */
    check_u64(c, (uint64_t)ua_impl_bulk_level_of(every_bit), (uint64_t)(UA_IMPL_BULK_LEVELS - 1),
              "every CPUID and XCR0 bit set gives the top level", "UA_IMPL_BULK_LEVELS", 0);
    for (level = 0; level < UA_IMPL_BULK_LEVELS; level++)
        check_u64(c, (uint64_t)(ua_impl_bulk_level_name(level) != NULL
                                && (level == 0 || strcmp(ua_impl_bulk_level_name(level), ua_impl_bulk_level_name(level - 1)) != 0)),
                  1, "a name of its own", "ua_impl_bulk_level_name", (unsigned)level);
}

/* Each level up to the CPU's takes its kernel: 16 bytes go to it from level 1 on, to the portable
 * loops at level 0. */
static void check_forced_levels(ua_check *c, int cpu_level)
{
    static uint64_t src[2], dst[2];
    int level;
#define EXPECT_LEVEL(got, want, what, name) check_u64(c, (uint64_t)(got), (uint64_t)(want), what, name, (unsigned)level)
    for (level = 0; level <= cpu_level; level++) {
        const uint64_t done = level > 0;
        EXPECT_LEVEL(ua_impl_bulk_dispatch_force(level), level, "force(level) accepted", "dispatch_force");
        EXPECT_LEVEL(ua_impl_bulk_dispatch_level(), level, "the forced level is in use", "dispatch_level");
#define FORCED_SWAPS(order, bits, type)                                                                        \
        EXPECT_LEVEL(ua_impl_bulk_swap##bits(dst, src, 128u / bits), 128u / bits * done,                       \
                     "16 bytes done by the kernel", "swap" #bits);                                             \
        EXPECT_LEVEL(ua_impl_bulk_swap##bits##_inplace(dst, 128u / bits), 128u / bits * done,                  \
                     "16 bytes done in place by the kernel", "swap" #bits "_inplace");
        UA_HOST_ORDER_ACCESSORS(FORCED_SWAPS)
        EXPECT_LEVEL(ua_impl_bulk_copy(dst, src, 2, 8), done, "host order: one memcpy at levels 1 and up", "bulk_copy");
    }
    (void)ua_impl_bulk_dispatch_force(-1);
}

/* Against libgcc's __cpu_model, which the header avoids so as to link with nothing. */
static void test_detection(ua_check *c)
{
    int want;
    __builtin_cpu_init();
    want = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
           ? 3 + !!__builtin_cpu_supports("avx512vbmi")
         : __builtin_cpu_supports("avx2") ? 2 : __builtin_cpu_supports("ssse3") ? 1 : 0;
    check_u64(c, (uint64_t)ua_impl_bulk_cpu_level(), (uint64_t)want, "CPUID level = __builtin_cpu_supports level",
              "ua_impl_bulk_cpu_level", 0);
    /* A level the CPU lacks, or -1, is refused and makes the next call detect again. */
    check_u64(c, (uint64_t)(ua_impl_bulk_dispatch_force(UA_IMPL_BULK_LEVELS) + 1), 0, "force(UA_IMPL_BULK_LEVELS) refused",
              "dispatch_force", 0);
    check_u64(c, (uint64_t)(ua_impl_bulk_dispatch_force(-1) + 1), 0, "force(-1) refused", "dispatch_force", 0);
    check_u64(c, (uint64_t)ua_impl_bulk_dispatch_level(), (uint64_t)want, "detected again after force(-1)",
              "dispatch_level", 0);
    check_cpu_regs(c);
    check_levels(c);
    check_forced_levels(c, want);
}
#else
static void test_detection(ua_check *c) { (void)c; }
#endif

/* Allocated as uint64_t: a value array's data is aligned whenever off is a multiple of its size. */
typedef struct {
    uint64_t *block;
    uint8_t *data;
    size_t off, size;
    uint8_t salt;
} region;

/* Per position and region, so bytes copied from one region's canaries into the other's do not
 * look intact. */
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
    model_random_bytes(r.data, size, rng);
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

/* Each of the n elements at values: the byte model of its bytes at bytes. */
static void check_values(ua_check *c, const bulk *f, const uint8_t *values, const uint8_t *bytes, size_t n,
                         const char *what, const char *name, size_t off)
{
    size_t k;
    for (k = 0; k < n; k++)
        check_u64(c, bulk_value_get(values, f->bits, k), model_get(f->order, f->bits, bytes + f->bits / 8u * k), what,
                  name, (unsigned)off);
}

/* Each of the n elements' bytes at bytes: the byte model's form of its value at values. */
static void check_bytes(ua_check *c, const bulk *f, const uint8_t *bytes, const uint8_t *values, size_t n,
                        const char *what, const char *name, size_t off)
{
    size_t k, width = f->bits / 8u;
    for (k = 0; k < n; k++) {
        uint8_t want[8];
        model_put(f->order, f->bits, want, bulk_value_get(values, f->bits, k));
        check_u64(c, (uint64_t)(memcmp(bytes + width * k, want, width) == 0), 1, what, name, (unsigned)off);
    }
}

static void test_one(ua_check *c, const bulk *f, int ref, size_t byte_off, size_t value_off, size_t n,
                     uint64_t *rng)
{
    size_t width = f->bits / 8u;
    region bytes = region_new(byte_off, width * n, 0xA5, rng), values = region_new(value_off, width * n, 0x3C, rng);
    uint8_t *copy = (uint8_t *)malloc(width * n + 1);
    char name[80];
#define EXPECT(ok, what) check_u64(c, (uint64_t)(ok), 1, what, name, (unsigned)byte_off)
    if (copy == NULL) abort();
    snprintf(name, sizeof name, "%s%s n %u value offset %u", ref ? "reference " : "", f->name,
             (unsigned)n, (unsigned)value_off);

    memcpy(copy, bytes.data, width * n);
    (ref ? f->load_ref : f->load)(values.data, bytes.data, n);
    check_values(c, f, values.data, bytes.data, n, "load element", name, byte_off);
    EXPECT(region_canaries_intact(&values), "load: nothing written outside dst");
    EXPECT(n == 0 || memcmp(copy, bytes.data, width * n) == 0, "load: src unchanged");

    model_random_bytes(values.data, width * n, rng);
    memcpy(copy, values.data, width * n);
    (ref ? f->store_ref : f->store)(bytes.data, values.data, n);
    check_bytes(c, f, bytes.data, values.data, n, "store element bytes", name, byte_off);
    EXPECT(region_canaries_intact(&bytes), "store: nothing written outside dst");
    EXPECT(n == 0 || memcmp(copy, values.data, width * n) == 0, "store: src unchanged");

    free(bytes.block);
    free(values.block);
    free(copy);
}

static void test_inplace(ua_check *c, size_t f, size_t value_off, size_t n, uint64_t *rng)
{
    const bulk *b = &bulk_functions[f];
    size_t width = b->bits / 8u;
    region values = region_new(value_off, width * n, 0x5A, rng);
    uint8_t *old = (uint8_t *)malloc(width * n + 1);
    char name[80];
    if (old == NULL) abort();

    snprintf(name, sizeof name, "%s_array_to_host n %u", b->name, (unsigned)n);
    memcpy(old, values.data, width * n);
    bulk_inplace[f].to_host(values.data, n);
    check_values(c, b, values.data, old, n, "element: the byte model of its old bytes", name, value_off);
    check_u64(c, (uint64_t)region_canaries_intact(&values), 1, "nothing written outside the array", name, (unsigned)value_off);

    snprintf(name, sizeof name, "host_to_%s_array n %u", b->name, (unsigned)n);
    model_random_bytes(values.data, width * n, rng);
    memcpy(old, values.data, width * n);
    bulk_inplace[f].from_host(values.data, n);
    check_bytes(c, b, values.data, old, n, "element bytes: the byte model's form of its old value", name, value_off);
    check_u64(c, (uint64_t)region_canaries_intact(&values), 1, "nothing written outside the array", name, (unsigned)value_off);

    free(values.block);
    free(old);
}

/* n 0..MAX_N, LARGE_N and HUGE_N (the reference up to MAX_N), every offset. */
static void test_function(ua_check *c, size_t f, int ref, uint64_t *rng)
{
    size_t n, byte_off, value_off;
    for (n = 0; n <= MAX_N + 2; n++)
        for (byte_off = 0; byte_off < OFFSETS; byte_off++)
            for (value_off = 0; value_off < OFFSETS; value_off += bulk_functions[f].bits / 8u) {
                if (n > MAX_N && (ref || value_off > 0)) break; /* LARGE_N, HUGE_N: the fast versions, aligned values */
                test_one(c, &bulk_functions[f], ref, byte_off, value_off,
                         n == MAX_N + 1 ? (size_t)LARGE_N : n == MAX_N + 2 ? (size_t)HUGE_N : n, rng);
            }
}

static void test_inplace_function(ua_check *c, size_t f, uint64_t *rng)
{
    size_t n, value_off;
    bulk_inplace[f].to_host(NULL, 0); /* n = 0: no access, whatever the pointer */
    bulk_inplace[f].from_host(NULL, 0);
    for (n = 0; n <= MAX_N; n++)
        for (value_off = 0; value_off < OFFSETS; value_off += bulk_functions[f].bits / 8u)
            test_inplace(c, f, value_off, n, rng);
    test_inplace(c, f, 0, LARGE_N, rng);
}

int main(int argc, char **argv)
{
    static char label[160];
    ua_check c = { "bulk", 0, 0 };
    uint64_t rng = UINT64_C(0xD1B54A32D192ED03);
    const char *only = getenv("UA_TEST_LEVEL");
    size_t f;
    int level, ran = 0;
    snprintf(label, sizeof label, "%s", argc > 1 ? argv[1] : "bulk");
    test_detection(&c);
    for (f = 0; f < BULK_FUNCTION_COUNT; f++)
        test_function(&c, f, 1, &rng);
    for (level = 0; level < BULK_LEVELS; level++) {
        if ((only != NULL && atoi(only) != level) || bulk_set_level(level) != level) continue;
        for (f = 0; f < BULK_FUNCTION_COUNT; f++) {
            test_function(&c, f, 0, &rng);
            test_inplace_function(&c, f, &rng);
        }
        snprintf(label + strlen(label), sizeof label - strlen(label), "%s%d", ran++ ? " " : " (dispatch levels ", level);
    }
    snprintf(label + strlen(label), sizeof label - strlen(label), "%s", ran ? ")" : " (no dispatch level ran)");
    if (ran == 0) check_u64(&c, 0, 1, "a dispatch level runs", "UA_TEST_LEVEL", 0);
    c.label = label;
    return check_report(&c);
}
