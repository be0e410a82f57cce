/* SPDX-License-Identifier: MIT */
/*
 * Known answers for kernel_style.c at offsets 0..15, against the byte model: gets of every
 * function, puts with canaries (exactly their bytes). usage: kernel_style_test LABEL
 */
#include "kernel_style.h"

#include "byte_model.h"
#include "check.h"

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "kernel style", 0, 0 };
    uint64_t seed = UINT64_C(0x2545F4914F6CDD1D);
    unsigned off, i;
    for (off = 0; off < 16; off++) {
        uint8_t buf[48], want[48];
        const uint64_t r = model_random(&seed);
        uint8_t *p = buf + off;
        for (i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)(model_random(&seed) >> 56);
        check_u64(&c, ks_get_le32(p), model_get('l', 32, p), "get_unaligned(const __le32 *)", "le32", off);
        check_u64(&c, ks_get_be16(p), model_get('b', 16, p), "get_unaligned(const __be16 *)", "be16", off);
        check_u64(&c, ks_get_u16(p), model_get('n', 16, p), "get_unaligned(u16 *)", "u16", off);
        check_u64(&c, ks_get_u64(p), model_get('n', 64, p), "get_unaligned(const u64 *)", "u64", off);
        check_u64(&c, ks_get_u8(p), p[0], "get_unaligned(const u8 *)", "u8", off);
        check_u64(&c, ks_vdso_get32(p), model_get('n', 32, p), "__get_unaligned_t(u32)", "u32", off);
        check_u64(&c, ks_vdso_get16(p), model_get('n', 16, p), "__get_unaligned_t(const u16)", "u16", off);
        check_u64(&c, ks_get_be24(p), model_get('b', 24, p), "get_unaligned_be24", "be24", off);
        check_u64(&c, ks_get_le48(p), model_get('l', 48, p), "get_unaligned_le48", "le48", off);
        {
            uint64_t sum = 0;
            for (i = 0; i < 32; i += 8) sum ^= model_get('l', 64, p + i) + (sum << 7);
            check_u64(&c, ks_sum_le64(p, 32 + off % 8), sum, "siphash-style loop", "le64 words", off);
        }
        check_u64(&c, ks_ip_header(p), model_get('b', 32, p + 12) ^ (model_get('b', 16, p + 2) << 16 | model_get('b', 16, p + 4)),
                  "ip header", "be16 be16 be32", off);
#define PUT(call, order, bits, name)                                                             \
        memset(buf, 0xA5, sizeof buf);                                                           \
        memcpy(want, buf, sizeof buf);                                                           \
        model_put(order, bits, want + off, r & model_mask(bits));                                \
        call;                                                                                    \
        check_u64(&c, memcmp(buf, want, sizeof buf) == 0, 1, name, #bits, off);
        PUT(ks_put_le32((uint32_t)r, p), 'l', 32, "put_unaligned(cpu_to_le32, __le32 *)")
        PUT(ks_put_be16((uint16_t)r, p), 'b', 16, "put_unaligned(cpu_to_be16, __be16 *)")
        PUT(ks_put_u16((uint16_t)r, p), 'n', 16, "put_unaligned(u16 *)")
        PUT(ks_put_u64(r, p), 'n', 64, "put_unaligned(u64 *)")
        PUT(ks_vdso_put64(r, p), 'n', 64, "__put_unaligned_t(u64)")
    }
    return check_report(&c);
}
