// SPDX-License-Identifier: MIT
// unaligned_cursor.h and unaligned_bulk.h compiled and used as C++ (restrict becomes __restrict):
// a write/read round trip through the cursors, truncation, a bulk load/store at an odd address, and
// an in-place conversion and back.
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
