/* SPDX-License-Identifier: MIT */
/*
 * Callers of the accessors as an application writes them (README.md): each takes a byte pointer of
 * unknown alignment and returns results in registers, so every multi-word access off the stack goes
 * through that pointer. caller_<name>, or ref_<name> in the byte-model build (-DCALLERS_REFERENCE).
 */
#ifndef UA_CALLERS_H
#define UA_CALLERS_H

#include <stddef.h>
#include <stdint.h>

/* Ethernet + IPv4 (no options) + UDP header; the frame's fields at these offsets. */
enum { UDP_FRAME_BYTES = 14 + 20 + 8 };
/* A log record of adjacent fields: le32 id, le32 seq, le64 time, le64 value, be16 kind, u8 flags. */
enum { RECORD_BYTES = 4 + 4 + 8 + 8 + 2 + 1 };
/* The packed records of the loops: le32, le64, u8 (13 bytes, so every other one is at an odd offset). */
enum { PACKED_RECORD_BYTES = 13 };

#define CALLERS_LIST(X)                                                                            \
    X(uint64_t, udp_flow, (const void *frame))                                                    \
    X(void, udp_build, (void *frame, uint32_t src, uint32_t dst, uint16_t sport, uint16_t dport,  \
                        uint16_t length))                                                          \
    X(uint64_t, record_digest, (const void *rec))                                                 \
    X(void, record_write, (void *rec, uint32_t id, uint32_t seq, uint64_t time, uint64_t value,   \
                           uint16_t kind))                                                         \
    X(uint64_t, records_sum, (const void *buf, size_t n))                                         \
    X(void, records_fill, (void *buf, size_t n, uint64_t seed))                                   \
    X(uint64_t, ne64_pairs_sum, (const void *buf, size_t pairs))                                  \
    X(void, ne64_pairs_fill, (void *buf, size_t pairs, uint64_t seed))

#define CALLERS_DECLARE(ret, name, args) ret caller_##name args; ret ref_##name args;
CALLERS_LIST(CALLERS_DECLARE)

#endif /* UA_CALLERS_H */
