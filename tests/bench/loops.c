/* SPDX-License-Identifier: MIT */
/*
 * The benchmark loops of one strategy (-DUA_STRATEGY=UA_STRATEGY_X -DBENCH_STRATEGY=X). They call
 * the accessors directly, inlined as in a user's loop; symbols carry the strategy's name so that
 * callgrind can tell the units apart.
 */
#include "unaligned.h"
#include "unaligned_bulk.h"
#include "bench.h"
#include "records.h"

#define BENCH_STR2(x) #x
#define BENCH_STR(x)  BENCH_STR2(x)
#define BENCH_SYM3(s, what) bench_##s##_##what
#define BENCH_SYM2(s, what) BENCH_SYM3(s, what)
#define BENCH_SYM(what)     BENCH_SYM2(BENCH_STRATEGY, what)
#define BENCH_SYMNAME(what) "bench_" BENCH_STR(BENCH_STRATEGY) "_" #what
#define BENCH_TABLE2(s)     bench_table_##s
#define BENCH_TABLE(s)      BENCH_TABLE2(s)

/* BENCH_UNROLL=N: tells the compiler's unrolling choice apart from the accessor's own cost. */
#ifdef BENCH_UNROLL
#  define BENCH_UNROLL_PRAGMA2(n) _Pragma(BENCH_STR(GCC unroll n))
#  define BENCH_UNROLL_PRAGMA(n)  BENCH_UNROLL_PRAGMA2(n)
#  define BENCH_LOOP_PRAGMA       BENCH_UNROLL_PRAGMA(BENCH_UNROLL)
#else
#  define BENCH_LOOP_PRAGMA
#endif

#define BENCH_LOOPS(order, bits, type)                                                          \
    static uint64_t BENCH_SYM(get_##order##bits)(const uint8_t *buf,                            \
                                                 const uint32_t *restrict idx, size_t n)        \
    {                                                                                           \
        uint64_t sum = 0;                                                                       \
        size_t i;                                                                               \
        BENCH_LOOP_PRAGMA                                                                       \
        for (i = 0; i < n; i++) sum += ua_get_##order##bits(buf + idx[i]);                      \
        return sum;                                                                             \
    }                                                                                           \
    static void BENCH_SYM(put_##order##bits)(uint8_t *buf, const uint32_t *restrict idx,       \
                                             size_t n, uint64_t seed)                           \
    {                                                                                           \
        size_t i;                                                                               \
        BENCH_LOOP_PRAGMA                                                                       \
        for (i = 0; i < n; i++) ua_put_##order##bits(buf + idx[i], (type)(seed + i));           \
    }
UA_ALL_ACCESSORS(BENCH_LOOPS)

#define BENCH_GET(order, bits, p) ua_get_##order##bits(p)
BENCH_DEFINE_PARSE(BENCH_SYM(parse))

/* Bulk conversions: one call each, so that the library's own loop is what runs. */
#define UA_BULK_X(order, bits, type)                                                            \
    static void BENCH_SYM(load_##order##bits)(void *values, const void *bytes, size_t n)       \
    { ua_load_##order##bits##_array((type *)values, bytes, n); }                               \
    static void BENCH_SYM(store_##order##bits)(void *bytes, const void *values, size_t n)      \
    { ua_store_##order##bits##_array(bytes, (const type *)values, n); }
UA_BULK_FUNCTIONS
#undef UA_BULK_X

static int BENCH_SYM(force_level)(int level)
{
#if UA_BULK_DISPATCH
    if (level >= 0) return ua_impl_bulk_dispatch_force(level);
    (void)ua_impl_bulk_dispatch_force(-1);
    return ua_impl_bulk_dispatch_level();
#else
    (void)level;
    return -1;
#endif
}

#define BENCH_ENTRY(what) { BENCH_SYM(what), BENCH_SYMNAME(what) }
#define BENCH_GET_ENTRY(order, bits, type) BENCH_ENTRY(get_##order##bits),
#define BENCH_PUT_ENTRY(order, bits, type) BENCH_ENTRY(put_##order##bits),

const bench_strategy BENCH_TABLE(BENCH_STRATEGY) = {
    BENCH_STR(BENCH_STRATEGY), ua_strategy_name,
    { UA_ALL_ACCESSORS(BENCH_GET_ENTRY) },
    { UA_ALL_ACCESSORS(BENCH_PUT_ENTRY) },
    BENCH_ENTRY(parse),
#define UA_BULK_X(order, bits, type) BENCH_ENTRY(load_##order##bits),
    { UA_BULK_FUNCTIONS },
#undef UA_BULK_X
#define UA_BULK_X(order, bits, type) BENCH_ENTRY(store_##order##bits),
    { UA_BULK_FUNCTIONS },
#undef UA_BULK_X
    BENCH_SYM(force_level),
};
