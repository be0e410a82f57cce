/* SPDX-License-Identifier: MIT */
/**
 * @file fuzz.h
 * @brief The interface every fuzz target in fuzz/ implements, and the knobs of a fuzz build.
 *
 * A target is one file, fuzz/<name>.c, that defines LLVMFuzzerTestOneInput and checks one property;
 * it aborts (fuzz_helpers.h) when the property does not hold. The same object serves every engine:
 * libFuzzer, AFL++ (through its libFuzzer-compatible driver) and the standalone replay driver.
 *
 * Knobs (set by fuzz/fuzz.mk; see fuzz/README.md):
 * @param UA_TABLE_LIST(X)   X(AUTO) X(MEMCPY) ...: the strategy tables linked in, one object per
 *                           strategy valid for the compiler (tests/support/strategy_table.c).
 * @param LIB_FUZZING_ENGINE (make) what supplies main(): fuzz/standalone.c by default (replays files
 *                           and directories), -fsanitize=fuzzer for libFuzzer and AFL++.
 * @param FUZZ_CC, FUZZ_CFLAGS (make) compiler and flags of the `engine` build, as OSS-Fuzz sets them.
 */
#ifndef UA_FUZZ_H
#define UA_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif /* UA_FUZZ_H */
