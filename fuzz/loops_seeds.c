/* SPDX-License-Identifier: MIT */
/*
 * Seeds of the loops target, seed-<kind>-<order>: every width at the distances where words start to
 * overlap (1, w-1, w, w+1, 2w behind, 1 and w ahead), from odd and even destinations.
 * usage: loops_seeds DIR
 */
#include <stdio.h>
#include <string.h>

#include "../tests/loops/loops.c" /* the kernel table: names, kinds, widths, in the harness's order */
#include "loops_input.h"
#include "seeds.h"

static const char *const kinds[] = { "copy1", "copy2", "back", "swap", "slide", "mix", "cursor" };
static const char orders[] = { 'l', 'b', 'n' };

int main(int argc, char **argv)
{
    const loops_table *table = &LOOPS_TABLE_NAME;
    unsigned kind, o;
    size_t k, d;
    char name[64];
    if (argc != 2) {
        fprintf(stderr, "usage: %s DIR\n", argv[0]);
        return 2;
    }
    for (kind = 0; kind < sizeof kinds / sizeof kinds[0]; kind++)
        for (o = 0; o < sizeof orders; o++) {
            seed s;
            s.size = 0;
            seed_put(&s, kind * 3u + o);
            for (k = 0; k < table->count; k++) {
                const loops_kernel *kn = &table->kernels[k];
                unsigned w = kn->bits / 8u;
                const int deltas[] = { 1, (int)w - 1, (int)w, (int)w + 1, 2 * (int)w, -1, -(int)w };
                if ((unsigned)kn->kind != kind || kn->order != orders[o]) continue;
                for (d = 0; d < sizeof deltas / sizeof deltas[0]; d++) {
                    if (deltas[d] == 0 || s.size + LOOPS_RECORD > 1u + LOOPS_MAX_RECORDS * LOOPS_RECORD)
                        continue;
                    seed_put(&s, (unsigned)k);
                    seed_put(&s, (unsigned)(16u + d));          /* dst: even and odd */
                    seed_put(&s, (unsigned)(deltas[d] & 0xFF)); /* int8 */
                    seed_put(&s, 15u);                          /* 16 iterations */
                }
            }
            snprintf(name, sizeof name, "%s-%ce", kinds[kind], orders[o]);
            if (s.size > 1u && seed_save(argv[1], name, &s)) return 1;
        }
    return 0;
}
