/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: caller loops (tests/loops/loops.c, compiled per strategy in their own object) run as
 * a program over one buffer, against a byte model written here. Sources overlap destinations either
 * way; after each record every byte and the kernel's result must equal the model's.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "../tests/loops/loops.h"
#include "fuzz.h"
#include "fuzz_helpers.h"
#include "loops_input.h"
#include "reference.h"

#define DECLARE_TABLE(name) extern const loops_table loops_table_##name;
UA_TABLE_LIST(DECLARE_TABLE)
#define TABLE_ENTRY(name) { #name, &loops_table_##name },
static const struct { const char *requested; const loops_table *table; } tables[] = { UA_TABLE_LIST(TABLE_ENTRY) };
enum { TABLES = sizeof tables / sizeof tables[0] };

static _Alignas(64) uint8_t model[LOOPS_BUF], bufs[TABLES][LOOPS_BUF];

/* In place: read in one order, write in the other; host order inverted (tests/loops/loops.c). */
static void model_swap(char order, unsigned bits, uint8_t *p)
{
    if (order == 'n') ref_put('n', bits, p, ~ref_get('n', bits, p) & ref_mask(bits));
    else ref_put(order == 'l' ? 'b' : 'l', bits, p, ref_get(order, bits, p));
}

static uint64_t model_run(const loops_kernel *k, uint8_t *buf, size_t dst, size_t src, size_t n)
{
    size_t w = k->bits / 8u, i;
    switch (k->kind) {
    case LOOPS_COPY1: case LOOPS_CURSOR:
        for (i = 0; i < n; i++) ref_put(k->order, k->bits, buf + dst + i * w, ref_get(k->order, k->bits, buf + src + i * w));
        return k->kind == LOOPS_CURSOR ? n * w : 0;
    case LOOPS_COPY2:
        for (i = 0; i < 2u * n; i++) ref_put(k->order, k->bits, buf + dst + i * w, ref_get(k->order, k->bits, buf + src + i * w));
        return 0;
    case LOOPS_BACK:
        for (i = n; i-- > 0u;) ref_put(k->order, k->bits, buf + dst + i * w, ref_get(k->order, k->bits, buf + src + i * w));
        return 0;
    case LOOPS_SWAP:
        for (i = 0; i < n; i++) model_swap(k->order, k->bits, buf + dst + i * w);
        return 0;
    case LOOPS_SLIDE:
        for (i = 0; i < n; i++) model_swap(k->order, k->bits, buf + dst + i);
        return 0;
    case LOOPS_MIX:
        for (i = 0; i < n; i++)
            ref_put(k->order, k->bits, buf + dst + i * w,
                    (ref_get(k->order, k->bits2, buf + src + i * w) * 3u + i) & ref_mask(k->bits));
        return 0;
    }
    return 0;
}

/* Tables must be the strategy they were built for and list the same kernels, or the program would
 * run different loops per strategy. */
static void check_tables(void)
{
    static int checked;
    unsigned t;
    size_t k;
    if (checked) return;
    for (t = 0; t < TABLES; t++) {
        const char *selected = tables[t].table->strategy();
        FUZZ_ASSERT_MSG(strcmp(tables[t].requested, "AUTO") == 0 || strcmp(tables[t].requested, selected) == 0,
                        "strategy %s: the loops were built with UA_STRATEGY_%s but report %s",
                        tables[t].requested, tables[t].requested, selected);
        FUZZ_ASSERT_MSG(tables[t].table->count == tables[0].table->count, "strategy %s: %zu kernels, %s has %zu",
                        tables[t].requested, tables[t].table->count, tables[0].requested, tables[0].table->count);
        for (k = 0; k < tables[0].table->count; k++)
            FUZZ_ASSERT_MSG(strcmp(tables[t].table->kernels[k].name, tables[0].table->kernels[k].name) == 0,
                            "strategy %s: kernel %zu is %s, %s's is %s", tables[t].requested, k,
                            tables[t].table->kernels[k].name, tables[0].requested, tables[0].table->kernels[k].name);
    }
    checked = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint64_t state = 0x9E3779B97F4A7C15u;
    size_t i, r, records;
    unsigned t;
    check_tables();
    if (size == 0) return 0;
    state ^= data[0];
    for (i = 0; i < LOOPS_BUF; i++) {
        state = state * 6364136223846793005u + 1442695040888963407u;
        model[i] = (uint8_t)(state >> 56);
    }
    for (t = 0; t < TABLES; t++) memcpy(bufs[t], model, LOOPS_BUF);
    records = (size - 1u) / LOOPS_RECORD;
    if (records > LOOPS_MAX_RECORDS) records = LOOPS_MAX_RECORDS;
    for (r = 0; r < records; r++) {
        loops_record rec = loops_read_record(data + 1u + r * LOOPS_RECORD);
        const loops_kernel *mk = &tables[0].table->kernels[rec.kernel % tables[0].table->count];
        size_t dst = loops_dst(rec), src = loops_src(rec), n = loops_n(rec);
        uint64_t want = model_run(mk, model, dst, src, n);
        for (t = 0; t < TABLES; t++) {
            const loops_kernel *k = &tables[t].table->kernels[rec.kernel % tables[t].table->count];
            uint64_t got = k->fn(bufs[t], dst, src, n);
            FUZZ_ASSERT_MSG(got == want, "strategy %s, record %zu: %s, dst %zu, src = dst%+d, n %zu: returned %" PRIu64
                            ", want %" PRIu64, tables[t].requested, r, k->name, dst, -(int)rec.delta, n, got, want);
            for (i = 0; i < LOOPS_BUF; i++)
                FUZZ_ASSERT_MSG(bufs[t][i] == model[i],
                                "strategy %s, record %zu: %s, dst %zu, src = dst%+d, n %zu: byte dst%+ld is 0x%02x, want 0x%02x",
                                tables[t].requested, r, k->name, dst, -(int)rec.delta, n, (long)i - (long)dst,
                                bufs[t][i], model[i]);
        }
    }
    return 0;
}
