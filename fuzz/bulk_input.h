/* SPDX-License-Identifier: MIT */
/*
 * Input format of the bulk target (harness and seeds). Bytes past the end read as 0. A record:
 *   byte 0     op = byte % (4 * BULK_FUNCTIONS). Below 2 * BULK_FUNCTIONS: function op / 2, load if
 *              even, store if odd. Above, in place: function (op - 2 * BULK_FUNCTIONS) / 2,
 *              to_host if even, host_to if odd
 *   byte 1     bits 0..3: byte buffer offset from a 16-byte aligned address; bits 4..7: value
 *              array offset in elements, modulo 16 / element size
 *   byte 2     n, the number of elements (0..255)
 *   n * size   the source: bytes (load) or values, least significant byte first (store); in place,
 *              the array's initial bytes
 */
#ifndef UA_FUZZ_BULK_INPUT_H
#define UA_FUZZ_BULK_INPUT_H

#include <stddef.h>
#include <stdint.h>

#include "../tests/cursor/lists.h" /* UA_BULK_FUNCTIONS: le and be at 16, 32 and 64 bits */

#define UA_BULK_X(order, bits, type) +1
enum { BULK_FUNCTIONS = 0 UA_BULK_FUNCTIONS, BULK_MAX_N = 255, BULK_HEADER = 3 };
#undef UA_BULK_X

#endif /* UA_FUZZ_BULK_INPUT_H */
