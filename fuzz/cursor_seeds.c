/* SPDX-License-Identifier: MIT */
/*
 * Seeds of the cursor target:
 *   seed-<field>-len<L>   L = width-1, width, width+1: read the field twice, write it twice
 *   seed-counts-len<L>    L = 0, 5, 64: every count op with small counts, SIZE_MAX and the
 *                         counts where pos + n wraps, before and after moving the cursors
 *   seed-empty            every op on a zero-length buffer
 *   seed-sequence         every field read and written back to back, ending exactly at the end
 * usage: cursor_seeds DIR
 */
#include <stdio.h>

#include "cursor_input.h"
#include "seeds.h"

#define FIELD_NAME(order, bits, type) #order #bits,
static const char *const names[CURSOR_FIELDS] = { UA_CURSOR_FIELDS(FIELD_NAME) UA_CURSOR_FLOAT_FIELDS(FIELD_NAME) };
#define FIELD_BITS(order, bits, type) bits,
#define FLOAT_BITS(order, fbits, type) 8u * (unsigned)sizeof(type),
static const unsigned widths[CURSOR_FIELDS] = { UA_CURSOR_FIELDS(FIELD_BITS) UA_CURSOR_FLOAT_FIELDS(FLOAT_BITS) };

/* Header: length, offsets (reader 1, writer 3: both misaligned), buffer bytes 0x11, 0x22, ... */
static void header(seed *s, unsigned len)
{
    unsigned i;
    s->size = 0;
    seed_put(s, len);
    seed_put(s, 0x31);
    for (i = 0; i < len; i++) seed_put(s, (i + 1) * 0x11u);
}

static void op_read(seed *s, unsigned k) { seed_put(s, CURSOR_OP_READ + k); }

static void op_write(seed *s, unsigned k)
{
    unsigned i;
    seed_put(s, CURSOR_OP_WRITE + k);
    for (i = 0; i < 8; i++) seed_put(s, 0x81 + i); /* bytes that show a swap, and bits above the width */
}

static void op_count(seed *s, unsigned op, unsigned count)
{
    seed_put(s, op);
    seed_put(s, count);
}

int main(int argc, char **argv)
{
    static const unsigned lengths[] = { 0, 5, CURSOR_MAX_LEN };
    static const unsigned ops[] = { CURSOR_OP_READ_BYTES, CURSOR_OP_WRITE_BYTES, CURSOR_OP_SKIP,
                                    CURSOR_OP_WRITER_SKIP };
    seed s;
    char name[64];
    unsigned k, d, l, o, c, total = 0, count = 0;
    int bad = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    for (k = 0; k < CURSOR_FIELDS; k++)
        for (d = 0; d < 3; d++) {
            unsigned len = widths[k] / 8u + d - 1u;
            header(&s, len);
            op_read(&s, k);
            op_read(&s, k);
            op_write(&s, k);
            op_write(&s, k);
            snprintf(name, sizeof name, "%s-len%u", names[k], len);
            bad |= seed_save(argv[1], name, &s);
            count++;
        }
    for (l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        header(&s, lengths[l]);
        for (o = 0; o < sizeof ops / sizeof ops[0]; o++) {
            for (c = 0; c <= 3; c++) op_count(&s, ops[o], c);
            for (c = CURSOR_COUNT_NEAR_MAX; c <= 0xFF; c++) op_count(&s, ops[o], c);
            op_count(&s, ops[o], lengths[l]);
        }
        snprintf(name, sizeof name, "counts-len%u", lengths[l]);
        bad |= seed_save(argv[1], name, &s);
        count++;
    }
    header(&s, 0);
    for (k = 0; k < CURSOR_OPS; k++) seed_put(&s, k);
    bad |= seed_save(argv[1], "empty", &s);
    count++;
    for (k = 0; k < CURSOR_FIELDS; k++) total += widths[k] / 8u;
    header(&s, total);
    for (k = 0; k < CURSOR_FIELDS; k++) op_read(&s, k);
    for (k = 0; k < CURSOR_FIELDS; k++) op_write(&s, k);
    op_read(&s, 0);
    op_write(&s, 0);
    bad |= seed_save(argv[1], "sequence", &s);
    count++;
    printf("wrote %u seeds to %s\n", count, argv[1]);
    return bad;
}
