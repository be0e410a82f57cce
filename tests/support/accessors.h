/* SPDX-License-Identifier: MIT */
/*
 * The one list of accessors that every test, fuzzer and checker enumerates.
 * X(order, bits, type): order is le, be or ne; type is the C type the accessor returns/takes.
 */
#ifndef UA_TEST_ACCESSORS_H
#define UA_TEST_ACCESSORS_H

#include <stdint.h>

#define UA_FIXED_ORDER_ACCESSORS(X)                                        \
    X(le, 16, uint16_t) X(be, 16, uint16_t) X(le, 24, uint32_t) X(be, 24, uint32_t) \
    X(le, 32, uint32_t) X(be, 32, uint32_t) X(le, 48, uint64_t) X(be, 48, uint64_t) \
    X(le, 64, uint64_t) X(be, 64, uint64_t)

#define UA_HOST_ORDER_ACCESSORS(X) X(ne, 16, uint16_t) X(ne, 32, uint32_t) X(ne, 64, uint64_t)

#define UA_ALL_ACCESSORS(X) UA_FIXED_ORDER_ACCESSORS(X) UA_HOST_ORDER_ACCESSORS(X)

#define UA_COUNT_ONE(order, bits, type) +1
enum { UA_ACCESSOR_COUNT = 0 UA_ALL_ACCESSORS(UA_COUNT_ONE) };

/* One accessor pair, widened to 64 bits so that tests can loop over all of them. */
typedef struct {
    char order;    /* 'l', 'b' or 'n' */
    unsigned bits; /* 16, 24, 32, 48 or 64 */
    uint64_t (*get)(const void *p);
    void (*put)(void *p, uint64_t v);
} ua_accessor;

/* Every accessor compiled with one UA_STRATEGY (see strategy_table.c). */
typedef struct {
    const char *requested; /* the UA_STRATEGY the table was built with, e.g. "AUTO" */
    const char *(*selected)(void); /* what it resolved to: that unit's ua_strategy_name */
    ua_accessor accessor[UA_ACCESSOR_COUNT];
    const char *(*name_of)(int strategy); /* that unit's ua_strategy_name_of */
} ua_strategy_table;

#endif /* UA_TEST_ACCESSORS_H */
