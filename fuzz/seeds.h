/* SPDX-License-Identifier: MIT */
/* What the cursor and loops seed generators share: a seed built in memory, written as DIR/seed-NAME. */
#ifndef UA_FUZZ_SEEDS_H
#define UA_FUZZ_SEEDS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct {
    uint8_t bytes[1024];
    size_t size;
} seed;

static inline void seed_put(seed *s, unsigned byte) { s->bytes[s->size++] = (uint8_t)byte; }

/* 1, with the reason on stderr, if the file cannot be written. */
static inline int seed_save(const char *dir, const char *name, const seed *s)
{
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/seed-%s", dir, name);
    if (!(f = fopen(path, "wb")) || fwrite(s->bytes, 1, s->size, f) != s->size || fclose(f) != 0) {
        perror(path);
        return 1;
    }
    return 0;
}

#endif /* UA_FUZZ_SEEDS_H */
