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

/* An input read a byte at a time (the bulk and cursor formats); bytes past the end read as 0. */
typedef struct {
    const uint8_t *data;
    size_t size, next;
} fuzz_input;

static inline uint8_t fuzz_input_byte(fuzz_input *in)
{
    uint8_t b = in->next < in->size ? in->data[in->next] : 0;
    in->next++;
    return b;
}

#endif /* UA_FUZZ_H */
