/* SPDX-License-Identifier: MIT */
/**
 * @file fuzz.h
 * @brief The interface of every fuzz target: LLVMFuzzerTestOneInput checks one property and aborts
 * (fuzz_helpers.h) when it fails. The same object serves libFuzzer, AFL++ and the standalone driver;
 * the build knobs are fuzz/fuzz.mk's.
 */
#ifndef UA_FUZZ_H
#define UA_FUZZ_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif /* UA_FUZZ_H */
