/* SPDX-License-Identifier: MIT */
/*
 * The 8-bit functions of compat/stdbit_endian.h: each load on all 256 bytes, each store on every
 * value, with canaries on both sides; plain and aligned, both orders. usage: compat_stdbit8 LABEL
 */
#include <string.h>

#include "compat/stdbit_endian.h"
#include "check.h"

typedef uint_least8_t (*load_u)(const unsigned char *);
typedef int_least8_t (*load_s)(const unsigned char *);
typedef void (*store_u)(uint_least8_t, unsigned char *);
typedef void (*store_s)(int_least8_t, unsigned char *);

#define SB8_WRAP(form)                                                                              \
    static uint_least8_t lu_##form(const unsigned char *p) { return stdc_load8_##form##u8(p); }    \
    static int_least8_t ls_##form(const unsigned char *p) { return stdc_load8_##form##s8(p); }     \
    static void su_##form(uint_least8_t v, unsigned char *p) { stdc_store8_##form##u8(v, p); }     \
    static void ss_##form(int_least8_t v, unsigned char *p) { stdc_store8_##form##s8(v, p); }
SB8_WRAP(le) SB8_WRAP(be) SB8_WRAP(aligned_le) SB8_WRAP(aligned_be)

int main(int argc, char **argv)
{
    static const char *const names[] = { "le", "be", "aligned_le", "aligned_be" };
    static const load_u lu[] = { lu_le, lu_be, lu_aligned_le, lu_aligned_be };
    static const load_s ls[] = { ls_le, ls_be, ls_aligned_le, ls_aligned_be };
    static const store_u su[] = { su_le, su_be, su_aligned_le, su_aligned_be };
    static const store_s ss[] = { ss_le, ss_be, ss_aligned_le, ss_aligned_be };
    ua_check c = { argc > 1 ? argv[1] : "compat stdbit 8-bit", 0, 0 };
    unsigned f, b;
    for (f = 0; f < 4; f++)
        for (b = 0; b < 256; b++) {
            unsigned char buf[3] = { 0xA5, (unsigned char)b, 0x5A };
            const int as_signed = b < 128 ? (int)b : (int)b - 256;
            const uint64_t want = 0xA500A5u | (uint64_t)b << 8; /* canary, the byte, canary */
            check_u64(&c, lu[f](buf + 1), b, "load u8", names[f], 0);
            check_u64(&c, (uint64_t)(int64_t)ls[f](buf + 1), (uint64_t)(int64_t)as_signed, "load s8", names[f], 0);
            memset(buf, 0xA5, sizeof buf);
            su[f]((uint_least8_t)b, buf + 1);
            check_u64(&c, (uint64_t)buf[0] << 16 | (uint64_t)buf[1] << 8 | buf[2], want,
                      "store u8", names[f], 0);
            memset(buf, 0xA5, sizeof buf);
            ss[f]((int_least8_t)as_signed, buf + 1);
            check_u64(&c, (uint64_t)buf[0] << 16 | (uint64_t)buf[1] << 8 | buf[2], want,
                      "store s8", names[f], 0);
        }
    return check_report(&c);
}
