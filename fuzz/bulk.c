/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: bulk conversions (format: bulk_input.h), fast and byte-level, against a loop of
 * ref_get / ref_put with every canary untouched; on x86-64 at every level this CPU has.
 */
#include <inttypes.h>
#include <string.h>

/* 16 KiB in unaligned_bulk_x86.h; lowered so that inputs of n <= 255 reach the aligned-store path. */
#ifndef UA_IMPL_BULK_SHIFT_MIN
#  define UA_IMPL_BULK_SHIFT_MIN 256u
#endif
#include "unaligned_bulk.h"
#include "bulk_input.h"
#include "fuzz.h"
#include "fuzz_helpers.h"
#include "reference.h"
#include "../tests/cursor/bulk_table.h" /* bulk_functions, bulk_inplace, the dispatch levels */

/* A multiple of 64, the arenas 64-byte aligned: offsets 0..15 then put a destination on a 64-byte
 * boundary too, where the x86-64 kernels align their stores. */
enum { GUARD = 64, ARENA = GUARD + 16 + 8 * BULK_MAX_N + GUARD, ARENA_WORDS = (ARENA + 63) / 64 * 8 };

/* uint64_t storage: a value array at an element offset is aligned for its type. */
static _Alignas(64) uint64_t source_arena[ARENA_WORDS], model_arena[ARENA_WORDS], out_arena[2][ARENA_WORDS];
#define BYTES_OF(arena) ((uint8_t *)(arena))

static uint8_t canary(size_t i) { return (uint8_t)(0x96u ^ (i * 0x3Bu)); }

static void run_inplace(fuzz_input *in, unsigned op)
{
    const bulk *f = &bulk_functions[op / 2u];
    int from_host = op & 1u, version;
    unsigned offsets = fuzz_input_byte(in);
    size_t width = f->bits / 8u, n = fuzz_input_byte(in), i, k;
    size_t value_off = width * ((offsets >> 4) % (16u / width));
    uint8_t *model = BYTES_OF(model_arena) + GUARD + value_off, *out = BYTES_OF(out_arena[0]);
    uint8_t *old = BYTES_OF(source_arena) + GUARD + value_off;

    for (i = 0; i < ARENA; i++) BYTES_OF(model_arena)[i] = BYTES_OF(source_arena)[i] = canary(i);
    for (i = 0; i < width * n; i++) old[i] = fuzz_input_byte(in);
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

static void run_convert(fuzz_input *in, unsigned op)
{
    unsigned offsets = fuzz_input_byte(in);
    const bulk *f = &bulk_functions[op / 2u];
    int store = op & 1u;
    size_t width = f->bits / 8u, n = fuzz_input_byte(in), i, k;
    size_t byte_off = offsets & 15u, value_off = width * ((offsets >> 4) % (16u / width));
    size_t src_off = store ? value_off : byte_off, dst_off = store ? byte_off : value_off;
    uint8_t *src = BYTES_OF(source_arena) + GUARD + src_off, *model = BYTES_OF(model_arena) + GUARD + dst_off;
    uint8_t source_copy[ARENA];
    int version;

    for (i = 0; i < ARENA; i++) BYTES_OF(source_arena)[i] = BYTES_OF(model_arena)[i] = canary(i);
    for (i = 0; i < width * n; i++) src[i] = fuzz_input_byte(in);
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

static void run_record(fuzz_input *in)
{
    unsigned op = fuzz_input_byte(in) % (4u * BULK_FUNCTIONS);
    if (op < 2u * BULK_FUNCTIONS) run_convert(in, op);
    else                          run_inplace(in, op - 2u * BULK_FUNCTIONS);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_input in = { data, size, 0 };
    do run_record(&in);
    while (in.next < in.size);
    return 0;
}
