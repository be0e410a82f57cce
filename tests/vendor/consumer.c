/* SPDX-License-Identifier: MIT */
/*
 * A downstream program built with nothing but `pkg-config --cflags unaligned`: the core API and
 * every compatibility header, on bytes 01 02 .. 08 at an odd address. usage: consumer LABEL
 */
#include <stdio.h>

#include "unaligned.h"
#include "compat/bsd_endian.h"
#include "compat/linux_unaligned.h"
#include "compat/stdbit_endian.h"
#include "compat/vdso_unaligned.h"
#include "compat/zephyr_byteorder.h"

int main(int argc, char **argv)
{
    unsigned char b[10] = { 0xEE, 1, 2, 3, 4, 5, 6, 7, 8, 0xEE };
    unsigned char out[10] = { 0 };
    int checks = 0, bad = 0;
#define CHECK(ok) (checks++, bad += !(ok))
    CHECK(ua_get_le32(b + 1) == 0x04030201u);
    CHECK(ua_get_be48(b + 1) == 0x010203040506u);
    CHECK(get_unaligned_be24(b + 1) == 0x010203u);
    CHECK(get_unaligned_le64(b + 1) == 0x0807060504030201u);
    CHECK(be16dec(b + 1) == 0x0102u);
    CHECK(le32dec(b + 1) == 0x04030201u);
    CHECK(be32_to_cpu(get_unaligned((const uint32_t *)(const void *)(b + 1))) == 0x01020304u);
    CHECK(__get_unaligned_t(uint16_t, b + 1) == (BYTE_ORDER == BIG_ENDIAN ? 0x0102u : 0x0201u));
    CHECK(sys_get_be40(b + 1) == 0x0102030405u && sys_get_le24(b + 1) == 0x030201u);
    CHECK(stdc_memreverse8u32(0x01020304u) == 0x04030201u && bswap16(0x0102u) == 0x0201u);
    put_unaligned_be32(0x01020304u, out + 1);
    le32enc(out + 5, 0x08070605u);
    CHECK(out[0] == 0 && out[1] == 1 && out[4] == 4 && out[5] == 5 && out[8] == 8 && out[9] == 0);
    printf("%s %s: %d of %d checks passed (unaligned %d.%d.%d, strategy %s)\n", bad ? "FAIL" : "PASS",
           argc > 1 ? argv[1] : "consumer", checks - bad, checks, UA_VERSION_MAJOR, UA_VERSION_MINOR,
           UA_VERSION_PATCH, ua_strategy_name());
    return bad != 0;
}
