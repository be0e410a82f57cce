// SPDX-License-Identifier: MIT
// unaligned_cursor.h and unaligned_bulk.h compiled and used as C++ (restrict becomes __restrict):
// a write/read round trip through the cursors (unsigned, signed, IEEE 754 bit for bit), truncation, a bulk load/store at an odd address, and
// an in-place conversion and back.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "unaligned_cursor.h"
#include "unaligned_bulk.h"

int main(int argc, char **argv)
{
    unsigned char buf[16] = { 0 };
    int bad = 0, checks = 0;
#define CHECK(ok) (checks++, bad += !(ok))
    ua_writer w;
    ua_writer_init(&w, buf + 1, 11);
    CHECK(ua_write_be16(&w, 0x0102) == 0);
    CHECK(ua_write_le24(&w, 0x030405) == 0);
    CHECK(ua_write_be48(&w, 0x060708090A0Bu) == 0);
    CHECK(ua_write_u8(&w, 0x0C) == UA_ETRUNC && ua_writer_remaining(&w) == 0);

    ua_reader r;
    uint16_t a = 0;
    uint32_t b = 0;
    uint64_t c = 0;
    ua_reader_init(&r, buf + 1, 11);
    CHECK(ua_read_be16(&r, &a) == 0 && a == 0x0102);
    CHECK(ua_read_le24(&r, &b) == 0 && b == 0x030405);
    CHECK(ua_read_be48(&r, &c) == 0 && c == 0x060708090A0Bu);
    CHECK(ua_read_le16(&r, &a) == UA_ETRUNC && a == 0x0102 && ua_remaining(&r) == 0);

    // Signed and floating-point fields: -2 as 3 big-endian bytes, a NaN with a payload as binary32,
    // -0.0 as binary64; read back sign-extended and bit for bit; a short read changes nothing.
    unsigned char sf[16] = { 0 };
    const uint32_t nan_bits = 0x7FA01234u; // a signalling NaN: quieting would set bit 22
    float nan_in, f_out = 0;
    double d_out = 1.0;
    int32_t s24 = 0;
    int16_t s16 = 7;
    uint32_t f_bits = 0;
    std::memcpy(&nan_in, &nan_bits, 4);
    ua_writer_init(&w, sf + 1, 15);
    CHECK(ua_write_bes24(&w, -2) == 0 && ua_write_lef32(&w, nan_in) == 0 && ua_write_bef64(&w, -0.0) == 0);
    CHECK(sf[1] == 0xFF && sf[3] == 0xFE && sf[4] == 0x34 && sf[7] == 0x7F && sf[8] == 0x80 && sf[15] == 0);
    CHECK(ua_write_les16(&w, -1) == UA_ETRUNC && ua_writer_remaining(&w) == 0);
    ua_reader_init(&r, sf + 1, 15);
    CHECK(ua_read_bes24(&r, &s24) == 0 && s24 == -2);
    CHECK(ua_read_lef32(&r, &f_out) == 0 && (std::memcpy(&f_bits, &f_out, 4), f_bits == nan_bits));
    CHECK(ua_read_bef64(&r, &d_out) == 0 && d_out == 0.0 && std::signbit(d_out));
    CHECK(ua_read_les16(&r, &s16) == UA_ETRUNC && s16 == 7 && ua_remaining(&r) == 0);

    const uint32_t values[3] = { 0x01020304u, 0x05060708u, 0x090A0B0Cu };
    uint32_t back[3] = { 0, 0, 0 };
    ua_store_be32_array(buf + 3, values, 3);
    CHECK(buf[3] == 1 && buf[6] == 4 && buf[14] == 0x0C);
    ua_load_be32_array(back, buf + 3, 3);
    CHECK(std::memcmp(back, values, sizeof values) == 0);

    // In place: bytes 01 02 03 04 as a uint32_t read big-endian, and back.
    std::memcpy(back, buf + 3, 4);
    ua_be32_array_to_host(back, 1);
    CHECK(back[0] == 0x01020304u);
    ua_host_to_be32_array(back, 1);
    CHECK(std::memcmp(back, buf + 3, 4) == 0);

    std::printf("%s %s: %d checks\n", bad ? "FAIL" : "PASS", argc > 1 ? argv[1] : "c++ cursor", checks);
    return bad != 0;
}
