/* SPDX-License-Identifier: MIT */
/*
 * Input format of the accessors target (harness and seeds): 10-byte records, a short last one
 * zero-padded so every non-empty input checks something. Each record checks every strategy:
 *   byte 0      bit 7: put; bits 0..6 mod RECORD_ACCESSORS: the accessor, in the order of
 *               UA_ALL_, UA_SIGNED_, UA_FLOAT_, UA_ALIGNED_ACCESSORS (tests/support/accessors.h)
 *   byte 1      bits 0..3: offset from a 16-byte aligned address (aligned accessors round down)
 *   bytes 2..9  get: the bytes there; put: the value, least significant byte first
 */
#ifndef UA_FUZZ_ACCESSORS_INPUT_H
#define UA_FUZZ_ACCESSORS_INPUT_H

#include <stddef.h>
#include <stdint.h>

#include "accessors.h"

enum { RECORD_SIZE = 10, RECORD_PAYLOAD = 8, RECORD_OFFSETS = 16, RECORD_PUT = 0x80,
       RECORD_SIGNED = UA_ACCESSOR_COUNT, RECORD_FLOAT = UA_ACCESSOR_COUNT + UA_SIGNED_ACCESSOR_COUNT,
       RECORD_ALIGNED = RECORD_FLOAT + UA_FLOAT_ACCESSOR_COUNT,
       RECORD_ACCESSORS = RECORD_ALIGNED + UA_ALIGNED_ACCESSOR_COUNT };

typedef struct {
    int put;                          /* 1 for put, 0 for get */
    unsigned accessor;                /* accessor number, 0 .. RECORD_ACCESSORS - 1 */
    unsigned offset;                  /* 0..15 */
    uint8_t payload[RECORD_PAYLOAD];  /* bytes (get) or value (put) */
} record;

/* Returns the bytes used, 0 at the end. */
static inline size_t record_decode(const uint8_t *data, size_t size, record *r)
{
    uint8_t raw[RECORD_SIZE] = { 0 };
    size_t used = size < RECORD_SIZE ? size : RECORD_SIZE, i;
    for (i = 0; i < used; i++) raw[i] = data[i];
    r->put = (raw[0] & RECORD_PUT) != 0;
    r->accessor = (raw[0] & 0x7Fu) % RECORD_ACCESSORS;
    r->offset = raw[1] % RECORD_OFFSETS;
    for (i = 0; i < RECORD_PAYLOAD; i++) r->payload[i] = raw[2 + i];
    return used;
}

/* Aligned accessors only at multiples of their width. */
static inline unsigned record_offset(unsigned accessor, unsigned bits, unsigned offset)
{
    return accessor >= RECORD_ALIGNED ? offset - offset % (bits / 8u) : offset;
}

static inline void record_encode(const record *r, uint8_t out[RECORD_SIZE])
{
    size_t i;
    out[0] = (uint8_t)((r->put ? RECORD_PUT : 0) | r->accessor);
    out[1] = (uint8_t)r->offset;
    for (i = 0; i < RECORD_PAYLOAD; i++) out[2 + i] = r->payload[i];
}

static inline uint64_t record_value(const record *r)
{
    uint64_t v = 0;
    unsigned i;
    for (i = 0; i < RECORD_PAYLOAD; i++) v |= (uint64_t)r->payload[i] << (8u * i);
    return v;
}

#endif /* UA_FUZZ_ACCESSORS_INPUT_H */
