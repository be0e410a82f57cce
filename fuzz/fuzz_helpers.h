/* SPDX-License-Identifier: MIT */
/* The fuzzers' assertion: always on (NDEBUG does not remove it); aborts so that every engine
 * records the input as a crash. */
#ifndef UA_FUZZ_HELPERS_H
#define UA_FUZZ_HELPERS_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* Scripts look for it. */
#define FUZZ_FAILURE_TAG "FUZZ MISMATCH"

static inline void fuzz_fail(const char *file, int line, const char *condition,
                             const char *format, ...)
{
    va_list args;
    fprintf(stderr, "%s:%d: " FUZZ_FAILURE_TAG ": ", file, line);
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fprintf(stderr, "\n  (check: %s)\n", condition);
    fflush(stderr);
    abort();
}

/* No trailing ';' inside: one statement wherever a statement may go. */
#define FUZZ_ASSERT_MSG(condition, ...)                                      \
    do {                                                                     \
        if (!(condition)) fuzz_fail(__FILE__, __LINE__, #condition, __VA_ARGS__); \
    } while (0)

#endif /* UA_FUZZ_HELPERS_H */
