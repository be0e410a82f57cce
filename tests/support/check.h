/* SPDX-License-Identifier: MIT */
/* Counting assertions: the first failures are printed, then one PASS or FAIL line. */
#ifndef UA_TEST_CHECK_H
#define UA_TEST_CHECK_H

#include <inttypes.h>
#include <stdio.h>

typedef struct {
    const char *label;
    unsigned long checks;
    unsigned long failures;
} ua_check;

static inline int check_u64(ua_check *c, uint64_t got, uint64_t want, const char *what,
                            const char *name, unsigned offset)
{
    c->checks++;
    if (got == want) return 1;
    if (c->failures++ < 10)
        printf("  mismatch: %s %s at offset %u: got 0x%" PRIx64 ", want 0x%" PRIx64 "\n",
               what, name, offset, got, want);
    return 0;
}

/* Prints "PASS label: N checks" or "FAIL label: ..." and returns the exit status. */
static inline int check_report(const ua_check *c)
{
    if (c->checks == 0) {
        printf("FAIL %s: no check ran\n", c->label);
        return 1;
    }
    if (c->failures != 0) {
        printf("FAIL %s: %lu of %lu checks failed\n", c->label, c->failures, c->checks);
        return 1;
    }
    printf("PASS %s: %lu checks\n", c->label, c->checks);
    return 0;
}

#endif /* UA_TEST_CHECK_H */
