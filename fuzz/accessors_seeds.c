/* SPDX-License-Identifier: MIT */
/*
 * Seeds of the accessors target: seed-<name>-o<offset> per accessor and offset, a get and a put
 * record per edge value.
 *   accessors_seeds DIR
 *   accessors_seeds --record get|put NAME OFFSET VALUE   one record to stdout (e.g. put le32 3 0xff)
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "accessors_input.h"

#define ACCESSOR_NAME(order, bits, type) #order #bits,
#define ALIGNED_NAME(order, bits, type) #order #bits "_aligned",
static const char *const names[RECORD_ACCESSORS] = { UA_ALL_ACCESSORS(ACCESSOR_NAME)
                                                     UA_SIGNED_ACCESSORS(ACCESSOR_NAME)
                                                     UA_FLOAT_ACCESSORS(ACCESSOR_NAME)
                                                     UA_ALIGNED_ACCESSORS(ALIGNED_NAME) };
#define ACCESSOR_BITS(order, bits, type) bits,
#define FLOAT_BITS(order, bits, type) (unsigned)(sizeof(type) * 8u),
static const unsigned widths[RECORD_ACCESSORS] = { UA_ALL_ACCESSORS(ACCESSOR_BITS)
                                                   UA_SIGNED_ACCESSORS(ACCESSOR_BITS)
                                                   UA_FLOAT_ACCESSORS(FLOAT_BITS)
                                                   UA_ALIGNED_ACCESSORS(ACCESSOR_BITS) };

static record make_record(int put, unsigned accessor, unsigned offset, uint64_t value)
{
    record r;
    unsigned i;
    r.put = put;
    r.accessor = accessor;
    r.offset = offset;
    for (i = 0; i < RECORD_PAYLOAD; i++) r.payload[i] = (uint8_t)(value >> (8u * i));
    return r;
}

static void write_record(FILE *f, const record *r)
{
    uint8_t raw[RECORD_SIZE];
    record_encode(r, raw);
    fwrite(raw, 1, sizeof raw, f);
}

/* Distinct bytes both ways round show a swap; the first bit above the width must be ignored. */
static unsigned edge_values(unsigned bits, uint64_t out[8])
{
    const uint64_t top = (uint64_t)1 << (bits - 1u);
    out[0] = 0;
    out[1] = ~(uint64_t)0;
    out[2] = UINT64_C(0x0807060504030201);
    out[3] = UINT64_C(0x8090A0B0C0D0E0F0);
    out[4] = 1;
    out[5] = top;
    out[6] = top - 1u;
    out[7] = bits < 64 ? top << 1 : UINT64_C(0x5555555555555555);
    return 8;
}

static int write_seeds(const char *dir)
{
    unsigned a, offset, k, count = 0;
    for (a = 0; a < RECORD_ACCESSORS; a++)
        for (offset = 0; offset < RECORD_OFFSETS; offset++) {
            uint64_t values[8];
            unsigned n = edge_values(widths[a], values);
            char path[512];
            FILE *f;
            if (record_offset(a, widths[a], offset) != offset) continue; /* aligned: its offsets only */
            snprintf(path, sizeof path, "%s/seed-%s-o%02u", dir, names[a], offset);
            if (!(f = fopen(path, "wb"))) {
                perror(path);
                return 1;
            }
            for (k = 0; k < n; k++) {
                record get = make_record(0, a, offset, values[k]);
                record put = make_record(1, a, offset, values[k]);
                write_record(f, &get);
                write_record(f, &put);
            }
            if (fclose(f) != 0) return 1;
            count++;
        }
    printf("wrote %u seeds to %s\n", count, dir);
    return 0;
}

static int write_one(const char *op, const char *name, const char *offset, const char *value)
{
    unsigned a;
    record r;
    for (a = 0; a < RECORD_ACCESSORS && strcmp(names[a], name) != 0; a++) continue;
    if (a == RECORD_ACCESSORS || (strcmp(op, "get") != 0 && strcmp(op, "put") != 0)) {
        fprintf(stderr, "accessors_seeds: unknown operation or accessor: %s %s\n", op, name);
        return 2;
    }
    r = make_record(strcmp(op, "put") == 0, a, (unsigned)strtoul(offset, NULL, 0) % RECORD_OFFSETS,
                    (uint64_t)strtoull(value, NULL, 0));
    write_record(stdout, &r);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 2) return write_seeds(argv[1]);
    if (argc == 6 && strcmp(argv[1], "--record") == 0) return write_one(argv[2], argv[3], argv[4], argv[5]);
    fprintf(stderr, "usage: %s DIR | --record get|put NAME OFFSET VALUE\n", argv[0]);
    return 2;
}
