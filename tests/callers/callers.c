/* SPDX-License-Identifier: MIT */
/*
 * The callers, built against src/unaligned.h (caller_*) and against the byte model (ref_*), so the
 * reference is the same formula. -DCALLERS_FAULT_CAST plants the users' bug: a struct cast.
 */
#include "callers.h"

#ifdef CALLERS_REFERENCE
#  include "model_api.h"
#  define CALLER(name) ref_##name
#else
#  include "unaligned.h"
#  define CALLER(name) caller_##name
#endif

uint64_t CALLER(udp_flow)(const void *frame)
{
    const uint8_t *f = (const uint8_t *)frame;
    uint32_t src, dst;
    uint16_t sport, dport, length;
    if (ua_get_be16(f + 12) != 0x0800 || f[14] != 0x45 || f[23] != 17) return 0; /* IPv4, IHL 5, UDP */
    src = ua_get_be32(f + 26);
    dst = ua_get_be32(f + 30);
    sport = ua_get_be16(f + 34);
    dport = ua_get_be16(f + 36);
    length = ua_get_be16(f + 38);
    return ((uint64_t)src << 32 | dst) ^ ((uint64_t)sport << 48 | (uint64_t)dport << 32 | length);
}

void CALLER(udp_build)(void *frame, uint32_t src, uint32_t dst, uint16_t sport, uint16_t dport, uint16_t length)
{
    uint8_t *f = (uint8_t *)frame;
    ua_put_be16(f + 12, 0x0800);
    f[14] = 0x45;
    f[15] = 0;
    ua_put_be16(f + 16, (uint16_t)(20u + length));
    ua_put_be32(f + 18, 0x00004000u); /* id 0, don't fragment */
    f[22] = 64;
    f[23] = 17;
    ua_put_be16(f + 24, 0);
    ua_put_be32(f + 26, src);
    ua_put_be32(f + 30, dst);
    ua_put_be16(f + 34, sport);
    ua_put_be16(f + 36, dport);
    ua_put_be16(f + 38, length);
    ua_put_be16(f + 40, 0);
}

#if defined(CALLERS_FAULT_CAST) && !defined(CALLERS_REFERENCE)
struct cast_record { uint32_t id, seq; uint64_t time, value; };
uint64_t CALLER(record_digest)(const void *rec)
{
    const struct cast_record *r = (const struct cast_record *)rec; /* assumes alignment: the bug */
    const uint8_t *p = (const uint8_t *)rec;
    return ((uint64_t)r->id << 32 | r->seq) ^ r->time ^ (r->value + ((uint64_t)ua_get_be16(p + 24) << 8 | p[26]));
}
#else
uint64_t CALLER(record_digest)(const void *rec)
{
    const uint8_t *p = (const uint8_t *)rec;
    uint32_t id = ua_get_le32(p), seq = ua_get_le32(p + 4);
    uint64_t time = ua_get_le64(p + 8), value = ua_get_le64(p + 16);
    uint16_t kind = ua_get_be16(p + 24);
    return ((uint64_t)id << 32 | seq) ^ time ^ (value + ((uint64_t)kind << 8 | p[26]));
}
#endif

void CALLER(record_write)(void *rec, uint32_t id, uint32_t seq, uint64_t time, uint64_t value, uint16_t kind)
{
    uint8_t *p = (uint8_t *)rec;
    ua_put_le32(p, id);
    ua_put_le32(p + 4, seq);
    ua_put_le64(p + 8, time);
    ua_put_le64(p + 16, value);
    ua_put_be16(p + 24, kind);
    p[26] = (uint8_t)(id ^ seq);
}

uint64_t CALLER(records_sum)(const void *buf, size_t n)
{
    const uint8_t *p = (const uint8_t *)buf;
    uint64_t sum = 0;
    size_t i;
    for (i = 0; i < n; i++, p += PACKED_RECORD_BYTES)
        sum += ua_get_le32(p) + (ua_get_le64(p + 4) ^ p[12]);
    return sum;
}

void CALLER(records_fill)(void *buf, size_t n, uint64_t seed)
{
    uint8_t *p = (uint8_t *)buf;
    size_t i;
    for (i = 0; i < n; i++, p += PACKED_RECORD_BYTES) {
        ua_put_le32(p, (uint32_t)(seed >> 7));
        ua_put_le64(p + 4, seed * 0x9E3779B97F4A7C15u);
        p[12] = (uint8_t)i;
        seed += 0x5851F42D4C957F2Du;
    }
}

/* Two adjacent host-order 64-bit words per step: what AArch64's ldp/stp would pair up. */
uint64_t CALLER(ne64_pairs_sum)(const void *buf, size_t pairs)
{
    const uint8_t *p = (const uint8_t *)buf;
    uint64_t sum = 0;
    size_t i;
    for (i = 0; i < pairs; i++, p += 16)
        sum += ua_get_ne64(p) ^ (ua_get_ne64(p + 8) >> 1);
    return sum;
}

void CALLER(ne64_pairs_fill)(void *buf, size_t pairs, uint64_t seed)
{
    uint8_t *p = (uint8_t *)buf;
    size_t i;
    for (i = 0; i < pairs; i++, p += 16) {
        ua_put_ne64(p, seed);
        ua_put_ne64(p + 8, ~seed);
        seed = seed * 6364136223846793005u + 1442695040888963407u;
    }
}
