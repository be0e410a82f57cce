/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: bulk conversions at random offsets and lengths (format: bulk_input.h). For each
 * record, the fast ua_{load,store}_*_array and the byte-level reference
 * ua_impl_{load,store}_*_array_bytes each run on their own destination arena, and both arenas must
 * equal the model's: a plain loop of ref_get / ref_put (reference.h) per element, with every canary
 * byte around the destination untouched. The source must be unchanged.
 * In place (ua_<order>N_array_to_host, ua_host_to_<order>N_array), at the level detected and at
 * every level: the array, at an element offset, must become the model's: each element the ref_get of its old bytes, or its bytes the ref_put of
 * its old value, with every canary byte untouched.
 * x86-64 dispatch (UA_BULK_DISPATCH, unaligned_bulk_x86.h): the fast version runs once per level
 * this CPU has (UA_IMPL_BULK_LEVELS: 0 portable, 1 SSSE3, 2 AVX2, 3 AVX-512BW, 4 AVX-512 VBMI), each forced in turn, and once at the level
 * detected (forcing -1 makes the next call detect again), and each must equal the model.
 * The fast versions use the accessors of the strategy this file is compiled with (AUTO by default;
 * the cross builds of fuzz-regress run MEMCPY, PACKED and BYTES, little- and big-endian).
 */
#include <inttypes.h>
#include <string.h>

/* The x86-64 kernels store aligned vectors from two loads from UA_IMPL_BULK_SHIFT_MIN bytes on
 * (16 KiB, a tuning constant: unaligned_bulk_x86.h); lowered here so that inputs of n <= 255
 * elements reach that path too, the same code as at 16 KiB. */
#ifndef UA_IMPL_BULK_SHIFT_MIN
#  define UA_IMPL_BULK_SHIFT_MIN 256u
#endif
#include "unaligned_bulk.h"
#include "bulk_input.h"
#include "fuzz.h"
#include "fuzz_helpers.h"
#include "reference.h"
#include "../tests/cursor/bulk_table.h" /* bulk_functions, bulk_inplace, the dispatch levels */

/* GUARD canary bytes before and after; a multiple of 64, and the arenas 64-byte aligned, so that the
 * offsets 0..15 put a destination at a 64-byte boundary too (the x86-64 kernels align their stores
 * to the vector, 64 bytes at AVX-512). */
enum { GUARD = 64, ARENA = GUARD + 16 + 8 * BULK_MAX_N + GUARD, ARENA_WORDS = (ARENA + 63) / 64 * 8 };

/* Arenas: the source, the model's destination, and one destination per version under test.
 * uint64_t storage: a value array at an element offset is aligned for its type. */
static _Alignas(64) uint64_t source_arena[ARENA_WORDS], model_arena[ARENA_WORDS], out_arena[2][ARENA_WORDS];
#define BYTES_OF(arena) ((uint8_t *)(arena))

static uint8_t canary(size_t i) { return (uint8_t)(0x96u ^ (i * 0x3Bu)); }

/* In place: the array at value_off holds the n elements' bytes from the input; the model converts
 * element by element through ref_get / ref_put. Run at the level detected, then at every level. */
static void run_inplace(bulk_input *in, unsigned op)
{
    const bulk *f = &bulk_functions[op / 2u];
    int from_host = op & 1u, version;
    unsigned offsets = bulk_input_byte(in);
    size_t width = f->bits / 8u, n = bulk_input_byte(in), i, k;
    size_t value_off = width * ((offsets >> 4) % (16u / width));
    uint8_t *model = BYTES_OF(model_arena) + GUARD + value_off, *out = BYTES_OF(out_arena[0]);
    uint8_t *old = BYTES_OF(source_arena) + GUARD + value_off;

    for (i = 0; i < ARENA; i++) BYTES_OF(model_arena)[i] = BYTES_OF(source_arena)[i] = canary(i);
    for (i = 0; i < width * n; i++) old[i] = bulk_input_byte(in);
    for (k = 0; k < n; k++) {
        if (from_host) ref_put(f->order, f->bits, model + width * k, bulk_value_get(old + width * k, f->bits, 0));
        else           bulk_value_set(model, f->bits, k, ref_get(f->order, f->bits, old + width * k));
    }
    /* version 1: the level detected; 2 + L: level L */
    for (version = 1; version <= BULK_LEVELS + 1; version++) {
        if (version == 1) bulk_set_level(-1); /* detect again */
        if (version > 1 && bulk_set_level(version - 2) != version - 2) continue; /* not on this CPU */
        memcpy(out, source_arena, ARENA);
        (from_host ? bulk_inplace[op / 2u].from_host : bulk_inplace[op / 2u].to_host)(out + GUARD + value_off, n);
        for (i = 0; i < ARENA; i++) {
            long at = (long)i - (long)(GUARD + value_off);
            FUZZ_ASSERT_MSG(out[i] == BYTES_OF(model_arena)[i],
                            "in place %s (%s) at %s, n %zu, values at offset %zu: byte %ld%s is 0x%02x, want 0x%02x",
                            f->name, from_host ? "host_to" : "to_host",
                            version == 1 ? "the level detected" : bulk_level_name(version - 2), n, value_off, at,
                            at < 0 || at >= (long)(width * n) ? " (a canary)" : "", out[i],
                            BYTES_OF(model_arena)[i]);
        }
    }
}

/* A load or a store: the fast version and the reference, each against the model. */
static void run_convert(bulk_input *in, unsigned op)
{
    unsigned offsets = bulk_input_byte(in);
    const bulk *f = &bulk_functions[op / 2u];
    int store = op & 1u;
    size_t width = f->bits / 8u, n = bulk_input_byte(in), i, k;
    size_t byte_off = offsets & 15u, value_off = width * ((offsets >> 4) % (16u / width));
    size_t src_off = store ? value_off : byte_off, dst_off = store ? byte_off : value_off;
    uint8_t *src = BYTES_OF(source_arena) + GUARD + src_off, *model = BYTES_OF(model_arena) + GUARD + dst_off;
    uint8_t source_copy[ARENA];
    int version;

    for (i = 0; i < ARENA; i++) BYTES_OF(source_arena)[i] = BYTES_OF(model_arena)[i] = canary(i);
    for (i = 0; i < width * n; i++) src[i] = bulk_input_byte(in);
    memcpy(source_copy, source_arena, ARENA);
    for (k = 0; k < n; k++) {
        if (store) ref_put(f->order, f->bits, model + width * k, bulk_value_get(src, f->bits, k));
        else       bulk_value_set(model, f->bits, k, ref_get(f->order, f->bits, src + width * k));
    }

    /* version 0: the reference; 1: the fast version at the level detected; 2 + L: at level L */
    for (version = 0; version <= BULK_LEVELS + 1; version++) {
        uint8_t *out = BYTES_OF(out_arena[version > 0]);
        const char *which = version == 0 ? "reference" : version == 1 ? "fast (detected level)" : bulk_level_name(version - 2);
        if (version == 1) bulk_set_level(-1); /* detect again */
        if (version > 1 && bulk_set_level(version - 2) != version - 2) continue; /* not on this CPU */
        for (i = 0; i < ARENA; i++) out[i] = canary(i);
        if (store) (version ? f->store : f->store_ref)(out + GUARD + dst_off, src, n);
        else       (version ? f->load : f->load_ref)(out + GUARD + dst_off, src, n);
        for (i = 0; i < ARENA; i++) {
            long at = (long)i - (long)(GUARD + dst_off);
            FUZZ_ASSERT_MSG(out[i] == BYTES_OF(model_arena)[i],
                            "%s %s_%s_array, n %zu, bytes at offset %zu, values at offset %zu: destination "
                            "byte %ld%s is 0x%02x, want 0x%02x", which, store ? "store" : "load", f->name, n,
                            byte_off, value_off, at, at < 0 || at >= (long)(width * n) ? " (a canary)" : "",
                            out[i], BYTES_OF(model_arena)[i]);
        }
        FUZZ_ASSERT_MSG(memcmp(source_copy, source_arena, ARENA) == 0, "%s %s_%s_array, n %zu: the source changed",
                        which, store ? "store" : "load", f->name, n);
    }
#if UA_BULK_DISPATCH
    FUZZ_ASSERT_MSG(ua_impl_bulk_dispatch_force(BULK_LEVELS) == -1, "dispatch_force(%d), a level no CPU has, was accepted",
                    (int)BULK_LEVELS);
#endif
}

static void run_record(bulk_input *in)
{
    unsigned op = bulk_input_byte(in) % (4u * BULK_FUNCTIONS);
    if (op < 2u * BULK_FUNCTIONS) run_convert(in, op);
    else                          run_inplace(in, op - 2u * BULK_FUNCTIONS);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bulk_input in = { data, size, 0 };
    do run_record(&in);
    while (in.next < in.size);
    return 0;
}
