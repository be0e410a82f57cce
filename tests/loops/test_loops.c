/* SPDX-License-Identifier: MIT */
/*
 * Every kernel against the reference on identical buffers, every byte compared: copies at distances
 * 1..32 either way, from several start offsets.
 * usage: test_loops LABEL   (the label's last word is the strategy requested, or AUTO)
 */
#include <stdio.h>
#include <string.h>

#include "byte_model.h"
#include "loops.h"

extern const loops_table loops_under_test, loops_reference;

enum { BUF = 640, BASE = 192, MAX_DISTANCE = 32, SPAN = 96 };
static const size_t offsets[] = { 0, 1, 3, 4, 7 };

static _Alignas(64) uint8_t got[BUF], want[BUF];

/* n iterations that cover about SPAN bytes (pairs for COPY2, bytes for SLIDE) */
static size_t iterations(const loops_kernel *k)
{
    size_t w = k->bits / 8u;
    return k->kind == LOOPS_SLIDE ? SPAN : k->kind == LOOPS_COPY2 ? SPAN / (2u * w) : SPAN / w;
}

static int is_copy(const loops_kernel *k) { return k->kind != LOOPS_SWAP && k->kind != LOOPS_SLIDE; }

static char first[256];
static char wrong_names[512];

static void note_wrong(const loops_kernel *k, size_t off, long distance)
{
    size_t i;
    if (!first[0]) {
        size_t at = (size_t)snprintf(first, sizeof first, "%s at offset %zu, src = dst %s %ld: ", k->name, off,
                                     distance >= 0 ? "-" : "+", distance >= 0 ? distance : -distance);
        for (i = 0; i < BUF && got[i] == want[i]; i++) {}
        if (i < BUF)
            snprintf(first + at, sizeof first - at, "byte dst%+ld is 0x%02x, want 0x%02x",
                     (long)i - (long)(BASE + off), got[i], want[i]);
        else
            snprintf(first + at, sizeof first - at, "result differs");
    }
    if (!strstr(wrong_names, k->name) && strlen(wrong_names) + strlen(k->name) + 3 < sizeof wrong_names) {
        if (wrong_names[0]) strcat(wrong_names, ", ");
        strcat(wrong_names, k->name);
    }
}

int main(int argc, char **argv)
{
    const char *label = argc > 1 ? argv[1] : "loops";
    const char *requested = strrchr(label, ' ') ? strrchr(label, ' ') + 1 : label;
    const char *strategy = loops_under_test.strategy();
    unsigned long cases = 0, wrong = 0;
    size_t k, o;
    long d;
    uint64_t seed = 0x9E3779B97F4A7C15u;

    if (strcmp(requested, "AUTO") != 0 && strcmp(requested, strategy) != 0) {
        printf("FAIL %s: built for %s, but the accessors report %s\n", label, requested, strategy);
        return 1;
    }
    if (loops_under_test.count != loops_reference.count) {
        printf("FAIL %s: %zu kernels, the reference has %zu\n", label, loops_under_test.count, loops_reference.count);
        return 1;
    }
    for (k = 0; k < loops_under_test.count; k++) {
        const loops_kernel *t = &loops_under_test.kernels[k], *r = &loops_reference.kernels[k];
        size_t n = iterations(t);
        if (strcmp(t->name, r->name) != 0) {
            printf("FAIL %s: kernel %zu is %s, the reference's %s\n", label, k, t->name, r->name);
            return 1;
        }
        for (o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
            for (d = is_copy(t) ? -MAX_DISTANCE : 0; d <= (is_copy(t) ? MAX_DISTANCE : 0); d++) {
                size_t dst = BASE + offsets[o], src = (size_t)((long)dst - d);
                uint64_t a, b;
                if (is_copy(t) && d == 0) continue;
                model_random_bytes(want, BUF, &seed);
                memcpy(got, want, BUF);
                a = t->fn(got, dst, src, n);
                b = r->fn(want, dst, src, n);
                cases++;
                if (a != b || memcmp(got, want, BUF) != 0) {
                    wrong++;
                    note_wrong(t, offsets[o], d);
                }
            }
    }
    if (wrong) {
        printf("FAIL %s: %lu of %lu cases wrong (accessors report %s) in %s; first: %s\n", label, wrong, cases,
               strategy, wrong_names, first);
        return 1;
    }
    printf("PASS %s: %lu cases, %zu kernels (accessors report %s)\n", label, cases, loops_under_test.count, strategy);
    return 0;
}
