/* SPDX-License-Identifier: MIT */
/*
 * The parsing example of docs/api.md (between "README begin" and "README end"), compiled and tested:
 * IPv4 and UDP headers read from offset 14, so every 16- and 32-bit field is misaligned, at every
 * truncated length, every alignment, and with IPv4 options.
 * usage: example_ipv4_udp LABEL
 */
#include <stdio.h>
#include <string.h>

/* README begin */
#include "unaligned_cursor.h"

struct udp_packet {
    uint32_t src_addr, dst_addr;   /* IPv4 addresses, host order */
    uint16_t src_port, dst_port;
    uint16_t length;               /* UDP length: header + payload */
    uint8_t ttl;
    const uint8_t *payload;
};

enum { NOT_IPV4_UDP = -2 };

/* Parses an Ethernet frame carrying IPv4 + UDP. Returns 0, UA_ETRUNC or NOT_IPV4_UDP. */
int parse_udp_frame(const void *frame, size_t len, struct udp_packet *p)
{
    ua_reader r;
    uint8_t version_ihl, protocol;
    uint16_t ethertype, checksum;

    ua_reader_init(&r, frame, len);
    if (ua_skip(&r, 12) || ua_read_be16(&r, &ethertype))      /* MAC addresses, EtherType */
        return UA_ETRUNC;
    if (ethertype != 0x0800) return NOT_IPV4_UDP;
    if (ua_read_u8(&r, &version_ihl) || ua_skip(&r, 7)         /* TOS, length, id, fragment */
        || ua_read_u8(&r, &p->ttl) || ua_read_u8(&r, &protocol)
        || ua_skip(&r, 2)                                      /* header checksum */
        || ua_read_be32(&r, &p->src_addr) || ua_read_be32(&r, &p->dst_addr))
        return UA_ETRUNC;
    if (version_ihl >> 4 != 4 || (version_ihl & 15) < 5 || protocol != 17) return NOT_IPV4_UDP;
    if (ua_skip(&r, 4u * (version_ihl & 15u) - 20u)            /* IPv4 options */
        || ua_read_be16(&r, &p->src_port) || ua_read_be16(&r, &p->dst_port)
        || ua_read_be16(&r, &p->length) || ua_read_be16(&r, &checksum))
        return UA_ETRUNC;
    p->payload = r.buf + r.pos;
    return 0;
}
/* README end */

/* Builds a frame with `options` 32-bit words of IPv4 options and a 5-byte payload; returns its size. */
static size_t build_frame(uint8_t *out, size_t cap, unsigned options)
{
    static const uint8_t macs[12] = { 2, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 2 };
    ua_writer w;
    unsigned k;
    int e = 0;
    ua_writer_init(&w, out, cap);
    e |= ua_write_bytes(&w, macs, sizeof macs);
    e |= ua_write_be16(&w, 0x0800);
    e |= ua_write_u8(&w, (uint8_t)(0x45 + options));
    e |= ua_write_u8(&w, 0);                      /* TOS */
    e |= ua_write_be16(&w, (uint16_t)(20 + 4 * options + 8 + 5));
    e |= ua_write_be16(&w, 0x1234);               /* identification */
    e |= ua_write_be16(&w, 0x4000);               /* don't fragment */
    e |= ua_write_u8(&w, 64);                     /* TTL */
    e |= ua_write_u8(&w, 17);                     /* UDP */
    e |= ua_write_be16(&w, 0);                    /* header checksum (not checked here) */
    e |= ua_write_be32(&w, 0xC0A80001);           /* 192.168.0.1 */
    e |= ua_write_be32(&w, 0xC0A800FE);           /* 192.168.0.254 */
    for (k = 0; k < options; k++) e |= ua_write_be32(&w, 0x01010101); /* NOP options */
    e |= ua_write_be16(&w, 5353);
    e |= ua_write_be16(&w, 53);
    e |= ua_write_be16(&w, 8 + 5);
    e |= ua_write_be16(&w, 0);
    e |= ua_write_bytes(&w, "hello", 5);
    return e == 0 ? w.pos : 0;
}

int main(int argc, char **argv)
{
    const char *label = argc > 1 ? argv[1] : "example ipv4 udp";
    uint8_t storage[128];
    unsigned options, align, checks = 0, bad = 0;
    for (options = 0; options <= 2; options++)
        for (align = 0; align < 8; align++) {
            uint8_t *frame = storage + align;
            size_t full = build_frame(frame, sizeof storage - align, options), len;
            struct udp_packet p;
            bad += full != 14 + 20 + 4 * options + 8 + 5;
            checks++;
            for (len = 0; len <= full; len++) {
                int e;
                memset(&p, 0, sizeof p);
                e = parse_udp_frame(frame, len, &p);
                checks++;
                if (len < full - 5) { /* the headers end 5 bytes before the end of the frame */
                    bad += e != UA_ETRUNC;
                    continue;
                }
                bad += e != 0 || p.src_addr != 0xC0A80001u || p.dst_addr != 0xC0A800FEu || p.ttl != 64
                     || p.src_port != 5353 || p.dst_port != 53 || p.length != 13
                     || p.payload != frame + full - 5 || memcmp(p.payload, "hello", 5) != 0;
            }
            frame[14] = 0x46; /* version 4 with options the frame does not have: misparsed, never past the end */
            checks++;
            bad += parse_udp_frame(frame, full, &p) == 0 && p.payload > frame + full;
            frame[14] = 0x65; /* IPv6 version nibble */
            checks++;
            bad += parse_udp_frame(frame, full, &p) != NOT_IPV4_UDP;
        }
    printf("%s %s: %u checks, %u failed\n", bad ? "FAIL" : "PASS", label, checks, bad);
    return bad != 0;
}
