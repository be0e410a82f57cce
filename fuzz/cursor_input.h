/* SPDX-License-Identifier: MIT */
/*
 * Input format of the cursor target (harness and seeds). Bytes past the end read as 0.
 *   byte 0        buffer length: byte % (CURSOR_MAX_LEN + 1), reader and writer alike
 *   byte 1        bits 0..3: reader buffer offset from a 16-byte aligned address; 4..7: writer's
 *   len bytes     the reader buffer (the writer starts with them inverted)
 *   then ops      byte % CURSOR_OPS, then its argument:
 *                   read field k (k < CURSOR_FIELDS)             none
 *                   write field k                                8 bytes: the value, LSB first
 *                   read_bytes, write_bytes, skip, writer_skip   1 byte: the count (cursor_count)
 */
#ifndef UA_FUZZ_CURSOR_INPUT_H
#define UA_FUZZ_CURSOR_INPUT_H

#include <stddef.h>
#include <stdint.h>

#include "../tests/cursor/lists.h" /* UA_CURSOR_FIELDS: u8, fixed-order, signed; UA_CURSOR_FLOAT_FIELDS */

#define CURSOR_COUNT_ONE(order, bits, type) +1
enum {
    CURSOR_MAX_LEN = 64,
    CURSOR_FIELDS = 0 UA_CURSOR_FIELDS(CURSOR_COUNT_ONE) UA_CURSOR_FLOAT_FIELDS(CURSOR_COUNT_ONE),
    CURSOR_OP_READ = 0,                              /* + field */
    CURSOR_OP_WRITE = CURSOR_FIELDS,                 /* + field */
    CURSOR_OP_READ_BYTES = 2 * CURSOR_FIELDS,
    CURSOR_OP_WRITE_BYTES,
    CURSOR_OP_SKIP,
    CURSOR_OP_WRITER_SKIP,
    CURSOR_OPS
};

enum { CURSOR_COUNT_NEAR_MAX = 0xF8, CURSOR_COUNT_WRAP = 0xFC };

/* The count an argument byte stands for, at cursor position pos:
 *   0x00..0xF7  that many bytes
 *   0xF8..0xFB  SIZE_MAX, SIZE_MAX - 1, ...
 *   0xFC..0xFF  the n for which pos + n wraps around to 0, 1, 2, 3 */
static inline size_t cursor_count(uint8_t c, size_t pos)
{
    if (c < CURSOR_COUNT_NEAR_MAX) return c;
    if (c < CURSOR_COUNT_WRAP) return SIZE_MAX - (size_t)(c - CURSOR_COUNT_NEAR_MAX);
    return SIZE_MAX - pos + 1u + (size_t)(c - CURSOR_COUNT_WRAP);
}

#endif /* UA_FUZZ_CURSOR_INPUT_H */
