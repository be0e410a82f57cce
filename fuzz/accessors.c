/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: every accessor of every strategy linked in against the byte-loop model at offsets
 * 0..15. Floating-point accessors compare as bit patterns, so NaN payloads count.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "accessors.h"
#include "accessors_input.h"
#include "fuzz.h"
#include "fuzz_helpers.h"
#include "reference.h"

#define DECLARE_TABLE(name) extern const ua_strategy_table ua_table_##name;
UA_TABLE_LIST(DECLARE_TABLE)
#define TABLE_ADDRESS(name) &ua_table_##name,
static const ua_strategy_table *const tables[] = { UA_TABLE_LIST(TABLE_ADDRESS) };
enum { TABLES = sizeof tables / sizeof tables[0] };

/* GUARD canaries on each side; 16-byte aligned, so offset k is k modulo 16. */
enum { GUARD = 16, ARENA = GUARD + RECORD_OFFSETS + 8 + GUARD };
static _Alignas(16) uint8_t arena[ARENA];

static uint8_t canary(unsigned i) { return (uint8_t)(0xC3u ^ (i * 0x1Fu)); }

static void fill_canaries(void)
{
    unsigned i;
    for (i = 0; i < ARENA; i++) arena[i] = canary(i);
}

typedef struct {
    const ua_strategy_table *table;
    const ua_accessor *accessor;
    int is_signed;
    int is_float; /* compared as bit patterns: the unsigned model of the width */
    unsigned offset;
    int put;
} check_case;

/* "strategy AUTO (selects MEMCPY), put be48 at offset 3" */
static const char *describe(const check_case *c)
{
    static char text[96];
    const char *selected = c->table->selected();
    const char *order = c->accessor->order == 'l' ? "le" : c->accessor->order == 'b' ? "be" : "ne";
    int same = strcmp(selected, c->table->requested) == 0;
    snprintf(text, sizeof text, "strategy %s%s%s%s, %s %s%s%u at offset %u", c->table->requested,
             same ? "" : " (selects ", same ? "" : selected, same ? "" : ")", c->put ? "put" : "get",
             order, c->is_signed ? "s" : c->is_float ? "f" : "", c->accessor->bits, c->offset);
    return text;
}

static void check_get(const check_case *c, const uint8_t *bytes)
{
    uint8_t *p = arena + GUARD + c->offset;
    uint64_t got, want;
    fill_canaries();
    memcpy(p, bytes, c->accessor->bits / 8u);
    want = c->is_signed ? ref_get_signed(c->accessor->order, c->accessor->bits, p)
                        : ref_get(c->accessor->order, c->accessor->bits, p);
    got = c->accessor->get(p);
    FUZZ_ASSERT_MSG(got == want, "%s: read 0x%" PRIx64 ", want 0x%" PRIx64, describe(c), got, want);
}

static void check_put(const check_case *c, uint64_t value)
{
    const unsigned start = GUARD + c->offset, end = start + c->accessor->bits / 8u;
    uint8_t want[ARENA];
    uint64_t back, want_back;
    unsigned i;
    fill_canaries();
    memcpy(want, arena, ARENA);
    ref_put(c->accessor->order, c->accessor->bits, want + start, value);
    c->accessor->put(arena + start, value);
    for (i = 0; i < ARENA; i++) {
        FUZZ_ASSERT_MSG(i >= start || arena[i] == want[i],
                        "%s: canary %u byte(s) before the value changed to 0x%02x (was 0x%02x)",
                        describe(c), start - i, arena[i], want[i]);
        FUZZ_ASSERT_MSG(i < start || i >= end || arena[i] == want[i],
                        "%s, value 0x%" PRIx64 ": byte %u written as 0x%02x, want 0x%02x", describe(c),
                        value, i - start, arena[i], want[i]);
        FUZZ_ASSERT_MSG(i < end || arena[i] == want[i],
                        "%s: canary byte %u after the value changed to 0x%02x (was 0x%02x)",
                        describe(c), i - end, arena[i], want[i]);
    }
    back = c->accessor->get(arena + start);
    want_back = c->is_signed ? ref_get_signed(c->accessor->order, c->accessor->bits, want + start)
                             : value & ref_mask(c->accessor->bits);
    FUZZ_ASSERT_MSG(back == want_back,
                    "%s: round trip: put 0x%" PRIx64 ", read back 0x%" PRIx64, describe(c), value, back);
}

/* A table that is not the strategy it was built for (AUTO: any real one, or "AUTO" when it mixes
 * per accessor) would test one strategy twice and another not at all. */
static void check_tables(void)
{
    static const char *const real[] = { "MEMCPY", "PACKED", "BYTES", "DIRECT" };
    static int checked;
    unsigned t, k;
    if (checked) return;
    for (t = 0; t < TABLES; t++) {
        const char *selected = tables[t]->selected();
        int known = 0;
        for (k = 0; k < sizeof real / sizeof real[0]; k++) known |= strcmp(selected, real[k]) == 0;
        known |= strcmp(tables[t]->requested, "AUTO") == 0 && strcmp(selected, "AUTO") == 0;
        FUZZ_ASSERT_MSG(known && (strcmp(tables[t]->requested, "AUTO") == 0
                                  || strcmp(tables[t]->requested, selected) == 0),
                        "strategy %s: the table was built with UA_STRATEGY_%s but reports %s",
                        tables[t]->requested, tables[t]->requested, selected);
        /* ua_strategy_name_of: each real name for exactly one identifier, "AUTO" for the rest. */
        {
            int id, once[4] = { 0, 0, 0, 0 }, other = 0, has_selected = 0;
            for (id = -1; id <= 8; id++) {
                const char *name = tables[t]->name_of(id);
                int r = -1;
                for (k = 0; k < sizeof real / sizeof real[0]; k++) if (strcmp(name, real[k]) == 0) r = (int)k;
                if (r >= 0) once[r]++; else other += strcmp(name, "AUTO") == 0;
                has_selected |= strcmp(name, selected) == 0;
            }
            FUZZ_ASSERT_MSG(once[0] == 1 && once[1] == 1 && once[2] == 1 && once[3] == 1 && other == 6
                            && has_selected,
                            "strategy %s: ua_strategy_name_of does not name each strategy once", tables[t]->requested);
        }
    }
    checked = 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    record r;
    size_t used;
    unsigned t;
    check_tables();
    while ((used = record_decode(data, size, &r)) != 0) {
        for (t = 0; t < TABLES; t++) {
            check_case c;
            c.table = tables[t];
            c.is_signed = r.accessor >= RECORD_SIGNED && r.accessor < RECORD_FLOAT;
            c.is_float = r.accessor >= RECORD_FLOAT && r.accessor < RECORD_ALIGNED;
            c.accessor = r.accessor >= RECORD_ALIGNED ? &tables[t]->aligned_accessor[r.accessor - RECORD_ALIGNED]
                       : c.is_float    ? &tables[t]->float_accessor[r.accessor - RECORD_FLOAT]
                       : c.is_signed   ? &tables[t]->signed_accessor[r.accessor - RECORD_SIGNED]
                                       : &tables[t]->accessor[r.accessor];
            c.offset = record_offset(r.accessor, c.accessor->bits, r.offset);
            c.put = r.put;
            if (r.put) check_put(&c, record_value(&r));
            else       check_get(&c, r.payload);
        }
        data += used;
        size -= used;
    }
    return 0;
}
