/* SPDX-License-Identifier: MIT */
/*
 * The main job (`make`): prints the target, the bulk dispatch level, what AUTO selects, and checks every accessor of every
 * strategy valid here against the byte model, at offsets 0..15 on edge and random bytes.
 * The strategies linked in come from -D'UA_TABLE_LIST(X)=X(AUTO) X(BYTES) ...' (see tests/tests.mk).
 */
#include <string.h>

#include "unaligned.h"
#include "unaligned_bulk.h" /* only for the line on its x86-64 dispatch */
#include "accessors.h"
#include "byte_model.h"
#include "check.h"
#include "target_name.h"

#define UA_DECLARE(name) extern const ua_strategy_table ua_table_##name;
UA_TABLE_LIST(UA_DECLARE)
#define UA_ADDRESS(name) &ua_table_##name,
static const ua_strategy_table *const tables[] = { UA_TABLE_LIST(UA_ADDRESS) };
enum { TABLES = sizeof tables / sizeof tables[0], OFFSETS = 16, ROUNDS = 256 };

/* Checks one accessor at every offset: get against the model, put against the model's bytes. */
static unsigned long check_accessor(const ua_accessor *a, uint64_t *rng)
{
    unsigned long bad = 0;
    unsigned off, r, i;
    for (r = 0; r < ROUNDS; r++)
        for (off = 0; off < OFFSETS; off++) {
            uint8_t buf[OFFSETS + 16], want[OFFSETS + 16];
            uint64_t v = r == 0 ? 0 : r == 1 ? UINT64_MAX : model_random(rng);
            for (i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)model_random(rng);
            bad += a->get(buf + off) != model_get(a->order, a->bits, buf + off);
            memcpy(want, buf, sizeof buf);
            model_put(a->order, a->bits, want + off, v);
            a->put(buf + off, v);
            bad += memcmp(buf, want, sizeof buf) != 0;
        }
    return bad;
}

int main(void)
{
    uint64_t rng = UINT64_C(0x2545F4914F6CDD1D);
    unsigned long total = 0, failures = 0;
    unsigned t, k;

    printf("unaligned %d.%d.%d on %s, %s-endian, hardware unaligned access: %s\n", UA_VERSION_MAJOR,
           UA_VERSION_MINOR, UA_VERSION_PATCH, UA_TARGET_NAME, UA_HOST_BIG_ENDIAN ? "big" : "little",
           UA_HAVE_EFFICIENT_UNALIGNED_ACCESS ? "yes" : "no");
#if UA_BULK_DISPATCH
    printf("bulk other-order conversions: UA_BULK_DISPATCH 1, this CPU gets level %d (%s)\n",
           ua_impl_bulk_dispatch_level(), ua_impl_bulk_level_name(ua_impl_bulk_dispatch_level()));
#else
    printf("bulk other-order conversions: UA_BULK_DISPATCH 0 (portable loops)\n");
#endif
    printf("UA_STRATEGY_AUTO selects %s%s\n\n%-8s", ua_strategy_name(),
           UA_SELECTED_STRATEGY == UA_STRATEGY_AUTO ? " (a strategy per accessor: UA_STRATEGY_OF)" : "", "");
    for (t = 0; t < TABLES; t++) printf(" %-8s", tables[t]->requested);
    printf("\n");
    for (k = 0; k < UA_ACCESSOR_COUNT; k++) {
        const ua_accessor *first = &tables[0]->accessor[k];
        printf("%s%-6u", first->order == 'l' ? "le" : first->order == 'b' ? "be" : "ne", first->bits);
        for (t = 0; t < TABLES; t++) {
            unsigned long bad = check_accessor(&tables[t]->accessor[k], &rng);
            total += 2ul * ROUNDS * OFFSETS;
            failures += bad;
            printf(" %-8s", bad ? "FAILED" : "ok");
        }
        printf("\n");
    }
    printf("\n%lu checks (get and put, offsets 0..15, %d values each), %lu failed\n", total, ROUNDS, failures);
    printf("%s selftest: %u accessors x %u strategies\n", failures ? "FAIL" : "PASS", UA_ACCESSOR_COUNT, TABLES);
    return failures != 0;
}
