// SPDX-License-Identifier: MIT
// The header compiled as C++ (one strategy per binary): every accessor is called and checked on
// bytes 01 02 .. 08 at an odd address.
#include <cstdio>
#include <cstring>

#include "unaligned.h"

int main(int argc, char **argv)
{
    unsigned char b[9] = { 0xEE, 1, 2, 3, 4, 5, 6, 7, 8 };
    const void *p = b + 1;
    const bool big = UA_HOST_BIG_ENDIAN != 0;
    int bad = 0, checks = 0;
#define CHECK(ok) (checks++, bad += !(ok))
    CHECK(ua_get_le16(p) == 0x0201u);
    CHECK(ua_get_be16(p) == 0x0102u);
    CHECK(ua_get_le24(p) == 0x030201u);
    CHECK(ua_get_be24(p) == 0x010203u);
    CHECK(ua_get_le32(p) == 0x04030201u);
    CHECK(ua_get_be32(p) == 0x01020304u);
    CHECK(ua_get_le40(p) == 0x0504030201u);
    CHECK(ua_get_be40(p) == 0x0102030405u);
    CHECK(ua_get_le48(p) == 0x060504030201u);
    CHECK(ua_get_be48(p) == 0x010203040506u);
    CHECK(ua_get_le56(p) == 0x07060504030201u);
    CHECK(ua_get_be56(p) == 0x01020304050607u);
    CHECK(ua_get_les40(b) == 0x04030201EEll && ua_get_bes56(b) == -0x11FEFDFCFBFAFAll); // EE 01 .. 06 at b
    CHECK(ua_get_le64(p) == 0x0807060504030201u);
    CHECK(ua_get_be64(p) == 0x0102030405060708u);
    CHECK(ua_get_ne16(p) == (big ? 0x0102u : 0x0201u));
    CHECK(ua_get_ne32(p) == (big ? 0x01020304u : 0x04030201u));
    CHECK(ua_get_ne64(p) == (big ? 0x0102030405060708u : 0x0807060504030201u));

    unsigned char out[9] = { 0 };
    ua_put_be64(out + 1, 0x0102030405060708u);
    CHECK(std::memcmp(out + 1, b + 1, 8) == 0);
    /* The C++ bit copy of the floating-point accessors: a signalling NaN and -0 keep their bits. */
    ua_put_le32(out + 1, 0x7F800001u);
    ua_put_bef32(out + 1, ua_get_lef32(out + 1));
    CHECK(ua_get_be32(out + 1) == 0x7F800001u);
    ua_put_be64(out + 1, 0x8000000000000000u);
    ua_put_lef64(out + 1, ua_get_bef64(out + 1));
    CHECK(ua_get_le64(out + 1) == 0x8000000000000000u);
    ua_put_le32(out + 1, 0x04030201u);
    ua_put_be16(out + 5, 0x0506u);
    ua_put_le24(out + 6, 0xFF080706u); // the high byte is ignored
    ua_put_ne64(out + 1, ua_get_ne64(out + 1));
    CHECK(std::memcmp(out + 1, b + 1, 8) == 0);
    ua_put_be24(out + 1, 0x010203u);
    ua_put_le48(out + 1, 0x060504030201u);
    ua_put_be48(out + 1, 0x010203040506u);
    ua_put_le16(out + 7, 0x0807u);
    CHECK(std::memcmp(out + 1, b + 1, 8) == 0);
    ua_put_le56(out + 1, 0xFF07060504030201u); // the high byte is ignored
    ua_put_be40(out + 4, 0x0405060708u);
    CHECK(std::memcmp(out + 1, b + 1, 8) == 0);
    ua_put_les40(out + 4, 0x0807060504ll);
    ua_put_bes56(out, -0x11FEFDFCFBFAFAll); // EE 01 02 03 04 05 06
    CHECK(std::memcmp(out, b, 9) == 0);
    ua_put_be56(out + 2, ua_get_be56(out + 2));
    ua_put_le40(out + 1, ua_get_le40(out + 1));
    ua_put_ne16(out + 1, ua_get_ne16(out + 1));
    ua_put_ne32(out + 1, ua_get_ne32(out + 1));
    ua_put_le64(out + 1, ua_get_le64(out + 1));
    ua_put_be32(out + 1, ua_get_be32(out + 1));
    CHECK(std::memcmp(out + 1, b + 1, 8) == 0);

    /* The aligned accessors, at an 8-byte aligned address. */
    union { unsigned long long align; unsigned char b[8]; } a;
    std::memcpy(a.b, b + 1, 8);
    CHECK(ua_get_le16_aligned(a.b + 2) == 0x0403u);
    CHECK(ua_get_be32_aligned(a.b + 4) == 0x05060708u);
    CHECK(ua_get_le64_aligned(a.b) == 0x0807060504030201u);
    CHECK(ua_get_ne32_aligned(a.b) == (big ? 0x01020304u : 0x04030201u));
    ua_put_be64_aligned(a.b, 0x1112131415161718u);
    CHECK(a.b[0] == 0x11 && a.b[7] == 0x18);
    ua_put_le32_aligned(a.b + 4, 0x21222324u);
    ua_put_be16_aligned(a.b, 0x3132u);
    ua_put_ne64_aligned(a.b, ua_get_ne64_aligned(a.b));
    ua_put_ne16_aligned(a.b, ua_get_be16_aligned(a.b) == 0x3132u ? ua_get_ne16_aligned(a.b) : 0u);
    ua_put_ne32_aligned(a.b + 4, ua_get_le32_aligned(a.b + 4) == 0x21222324u ? ua_get_ne32_aligned(a.b + 4) : 0u);
    ua_put_le16_aligned(a.b + 2, ua_get_be16_aligned(a.b + 2));
    ua_put_be32_aligned(a.b + 4, ua_get_be32_aligned(a.b + 4));
    ua_put_le64_aligned(a.b, ua_get_be64_aligned(a.b));
    CHECK(a.b[7] == 0x31 && a.b[6] == 0x32 && a.b[0] == 0x21);

    const char *label = argc > 1 ? argv[1] : "c++";
    std::printf("%s %s: %s, %d checks, %d failed\n", bad ? "FAIL" : "PASS", label, ua_strategy_name(), checks, bad);
    return bad != 0;
}
