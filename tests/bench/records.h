/* SPDX-License-Identifier: MIT */
/*
 * The parsing workload: pcap-style capture records end to end, so each starts at whatever address
 * the previous one's length left, odd ones included.
 *   0  le32 ts_sec, le32 ts_usec, le32 incl_len, le32 orig_len     capture header (16 bytes)
 *  16  Ethernet: be48 dst, be48 src, be16 ethertype                 frame starts here
 *  30  IPv4 (frame offset 14): be16 total length, be16 id, be32 src, be32 dst
 *  50  UDP: be16 ports, be16 length
 *  58  application payload: le64 sequence, le32 flags, be64 cookie, le16 kind
 */
#ifndef UA_BENCH_RECORDS_H
#define UA_BENCH_RECORDS_H

#define BENCH_RECORD_HEADER    16 /* capture header bytes before the frame */
#define BENCH_RECORD_LENGTH_AT 8  /* le32 incl_len: the frame's length */
#define BENCH_RECORD_MIN_FRAME 64 /* every field below lies within 16 + 64 bytes */

/* X(order, bits, offset): every field the parser reads besides incl_len. */
#define BENCH_RECORD_FIELDS(X)                                                  \
    X(le, 32, 0)  X(le, 32, 4)  X(le, 32, 12)                /* capture header */ \
    X(be, 48, 16) X(be, 48, 22) X(be, 16, 28)                /* Ethernet */       \
    X(be, 16, 32) X(be, 16, 34) X(be, 32, 42) X(be, 32, 46)  /* IPv4 */           \
    X(be, 16, 50) X(be, 16, 52) X(be, 16, 54)                /* UDP */            \
    X(le, 64, 58) X(le, 32, 66) X(be, 64, 70) X(le, 16, 78)  /* payload */

/* The parser, written once for the loops and the byte model: each defines BENCH_GET(order, bits,
 * address), the read of one field. Returns the sum of every field and frame length read, and in
 * *records the number of records. */
#define BENCH_PARSE_FIELD(order, bits, offset) sum += BENCH_GET(order, bits, r + (offset));
#define BENCH_DEFINE_PARSE(name)                                             \
    static uint64_t name(const uint8_t *stream, size_t len, size_t *records) \
    {                                                                        \
        uint64_t sum = 0;                                                    \
        size_t pos = 0, count = 0;                                           \
        while (pos + BENCH_RECORD_HEADER + BENCH_RECORD_MIN_FRAME <= len) {  \
            const uint8_t *r = stream + pos;                                 \
            uint64_t frame = BENCH_GET(le, 32, r + BENCH_RECORD_LENGTH_AT);  \
            BENCH_RECORD_FIELDS(BENCH_PARSE_FIELD)                           \
            sum += frame;                                                    \
            pos += BENCH_RECORD_HEADER + (size_t)frame;                      \
            count++;                                                         \
        }                                                                    \
        *records = count;                                                    \
        return sum;                                                          \
    }

#endif /* UA_BENCH_RECORDS_H */
