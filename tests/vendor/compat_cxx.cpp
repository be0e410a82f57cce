// SPDX-License-Identifier: MIT
// The three compatibility headers in one C++ translation unit: they coexist, compile as C++, and
// give the known answers (bytes 01 02 .. 08, which test_accessors.c also checks by hand) at offsets
// 0..7; puts write the model's bytes (C2y's names: plain pointers in C++, aligned forms at aligned
// offsets). usage: compat_cxx LABEL
#include <cstring>

#include "compat/bsd_endian.h"
#include "compat/linux_unaligned.h"
#include "compat/stdbit_endian.h"

#include "accessors.h"
#include "byte_model.h"
#include "check.h"

int main(int argc, char **argv)
{
    ua_check c = { argc > 1 ? argv[1] : "compat c++", 0, 0 };
    for (unsigned off = 0; off < 8; off++) {
        uint8_t buf[24], want[24];
        for (unsigned i = 0; i < 8; i++) buf[off + i] = static_cast<uint8_t>(i + 1);
#define CHECK_GET(order, bits, type)                                                              \
        check_u64(&c, get_unaligned_##order##bits(buf + off),                                       \
                  model_get(#order[0], bits, buf + off), "linux get", #order #bits, off);         \
        check_u64(&c, order##bits##dec(buf + off), model_get(#order[0], bits, buf + off),          \
                  "bsd dec", #order #bits, off);
        UA_LAYER_FIXED_ORDER_ACCESSORS(CHECK_GET)
#define CHECK_PUT(order, bits, type)                                                              \
        {                                                                                         \
            const type v = static_cast<type>(UINT64_C(0x8877665544332211) & model_mask(bits));    \
            std::memset(buf, 0xA5, sizeof buf);                                                   \
            std::memcpy(want, buf, sizeof buf);                                                   \
            model_put(#order[0], bits, want + off, v);                                            \
            put_unaligned_##order##bits(v, buf + off);                                            \
            check_u64(&c, std::memcmp(buf, want, sizeof buf) == 0, 1, "linux put", #order #bits, off); \
            std::memset(buf, 0xA5, sizeof buf);                                                   \
            order##bits##enc(buf + off, v);                                                       \
            check_u64(&c, std::memcmp(buf, want, sizeof buf) == 0, 1, "bsd enc", #order #bits, off); \
        }
        UA_LAYER_FIXED_ORDER_ACCESSORS(CHECK_PUT)
#define STDBIT_WIDTHS(X) X(le, 16) X(be, 16) X(le, 32) X(be, 32) X(le, 64) X(be, 64)
#define CHECK_STDBIT(order, bits)                                                                 \
        {                                                                                         \
            alignas(8) unsigned char sb[24];                                                      \
            uint8_t sw[24];                                                                       \
            const uint_least##bits##_t v = static_cast<uint_least##bits##_t>(UINT64_C(0x8877665544332211) & model_mask(bits)); \
            for (unsigned i = 0; i < 8; i++) sb[off + i] = static_cast<unsigned char>(i + 1);     \
            check_u64(&c, stdc_load8_##order##u##bits(sb + off), model_get(#order[0], bits, sb + off), \
                      "stdc load", #order #bits, off);                                            \
            std::memset(sb, 0xA5, sizeof sb);                                                     \
            std::memcpy(sw, sb, sizeof sb);                                                       \
            model_put(#order[0], bits, sw + off, v);                                              \
            stdc_store8_##order##u##bits(v, sb + off);                                            \
            check_u64(&c, std::memcmp(sb, sw, sizeof sb) == 0, 1, "stdc store", #order #bits, off); \
            if (off % (bits / 8) == 0) {                                                          \
                std::memset(sb, 0xA5, sizeof sb);                                                 \
                stdc_store8_aligned_##order##u##bits(v, sb + off);                                \
                check_u64(&c, std::memcmp(sb, sw, sizeof sb) == 0, 1, "stdc aligned store", #order #bits, off); \
                check_u64(&c, stdc_load8_aligned_##order##u##bits(sb + off), v, "stdc aligned load", #order #bits, off); \
                stdc_store8_aligned_##order##s##bits(stdc_load8_aligned_##order##s##bits(sb + off), sb + off); \
                check_u64(&c, std::memcmp(sb, sw, sizeof sb) == 0, 1, "stdc signed round trip", #order #bits, off); \
            }                                                                                     \
        }
        STDBIT_WIDTHS(CHECK_STDBIT)
    }
    return check_report(&c);
}
