/* SPDX-License-Identifier: MIT */
/*
 * Seeds of the bulk target: per function and direction, records at lengths around the fast loops'
 * block size (0, 1, a block -1/+1, several blocks, the maximum), at varying offsets.
 * usage: bulk_seeds DIR
 */
#include <stdio.h>

#include "bulk_input.h"

#define UA_BULK_X(order, bits, type) #order #bits,
static const char *const names[BULK_FUNCTIONS] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X
#define UA_BULK_X(order, bits, type) bits,
static const unsigned widths[BULK_FUNCTIONS] = { UA_BULK_FUNCTIONS };
#undef UA_BULK_X

int main(int argc, char **argv)
{
    static const unsigned lengths[] = { 0, 1, 2, 3, 4, 7, 8, 15, 16, 17, 31, 32, 33, 64, 100, BULK_MAX_N };
    unsigned f, store, l, i, count = 0;
    int bad = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    /* store: 0 load, 1 store, 2 to host order in place, 3 from host order in place */
    for (f = 0; f < BULK_FUNCTIONS; f++)
        for (store = 0; store <= 3; store++) {
            static const char *const ops[4] = { "load", "store", "to_host", "host_to" };
            char path[512];
            FILE *out;
            snprintf(path, sizeof path, "%s/seed-%s-%s", argv[1], ops[store], names[f]);
            if (!(out = fopen(path, "wb"))) {
                perror(path);
                return 1;
            }
            for (l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
                unsigned n = lengths[l], bytes = n * widths[f] / 8u;
                fputc((int)(store < 2u ? 2u * f + store : 2u * (BULK_FUNCTIONS + f) + store - 2u), out);
                fputc((int)((l % 16u) | (l * 5u % 16u) << 4), out); /* byte and value offsets */
                fputc((int)n, out);
                for (i = 0; i < bytes; i++) fputc((int)((i * 37u + l + 1u) & 0xFFu), out);
            }
            bad |= fclose(out) != 0;
            count++;
        }
    printf("wrote %u seeds to %s\n", count, argv[1]);
    return bad;
}
