/* SPDX-License-Identifier: MIT */
/*
 * What a 64-byte line costs in the instruction mixes the x86-64 bulk kernels could use, against libc
 * memcpy, on 2 KiB: asm loops with no head, tail or setup, the floor under any kernel built of them.
 *   copy             load, store: memcpy's own loop
 *   1 op             load, vpermb, store: the load kernels' loop
 *   2 ops            load, vpermb, vpblendmb, store: level 4's rotated store loop
 *   2 ops, port 0    a second op off vpermb's port 5: a shuffle-port limit or a general one?
 * "split loads" start 1 byte past a line, as memcpy's loads at the benchmark's odd offsets.
 * Needs AVX-512 VBMI (exits 0 without it).
 * usage: line_cost   (make bench-line-cost)
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

enum { BYTES = 2048, LINES = BYTES / 64, SAMPLES = 500, CALLS = 64 };

/* The source, and the destination 2048 bytes (mod 4 KiB) after it, as in the benchmark. */
static _Alignas(4096) uint8_t region[3 * 4096 + 2048];
#define SRC (region)
#define DST (region + 2 * 4096 + 2048)

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* One loop: LINE(o) for the lines at offsets o = 0, 64, 128, 192 of each iteration; d and s advance
 * by 256 bytes, k1 selects every other byte, zmm9 holds the vpermb indices. */
#define LOOP(name, LINE)                                                                          \
    __attribute__((noinline, target("avx512bw,avx512vbmi,avx512vbmi2")))                        \
    static void name(uint8_t *d, const uint8_t *s)                                               \
    {                                                                                             \
        size_t n = LINES;                                                                         \
        __asm__ volatile("movabsq $0x5555555555555555, %%rax\n\t"                                 \
                         "kmovq %%rax, %%k1\n\t"                                                  \
                         "vmovdqu64 (%1), %%zmm9\n\t"                                             \
                         ".p2align 6\n"                                                           \
                         "1:\n\t" LINE("0") LINE("64") LINE("128") LINE("192")                    \
                         "addq $256, %0\n\t"                                                      \
                         "addq $256, %1\n\t"                                                      \
                         "subq $4, %2\n\t"                                                        \
                         "ja 1b\n\t"                                                              \
                         "vzeroupper"                                                             \
                         : "+r"(d), "+r"(s), "+r"(n)                                              \
                         :                                                                        \
                         : "rax", "memory", "xmm0", "xmm1", "xmm2", "xmm9");                      \
    }
#define COPY(o) "vmovdqu64 " o "(%1), %%zmm0\n\tvmovdqu64 %%zmm0, " o "(%0)\n\t"
#define ONE_OP(o) "vpermb " o "(%1), %%zmm9, %%zmm0\n\tvmovdqu64 %%zmm0, " o "(%0)\n\t"
#define TWO_OPS(o)                                                                                \
    "vpermb " o "(%1), %%zmm9, %%zmm0\n\tvpblendmb %%zmm0, %%zmm1, %%zmm2%{%%k1%}\n\t"           \
    "vmovdqu64 %%zmm2, " o "(%0)\n\tvmovdqa64 %%zmm0, %%zmm1\n\t"
#define TWO_OPS_P0(o)                                                                             \
    "vpermb " o "(%1), %%zmm9, %%zmm0\n\tvpshldw $8, %%zmm0, %%zmm1, %%zmm2\n\t"                 \
    "vmovdqu64 %%zmm2, " o "(%0)\n\tvmovdqa64 %%zmm0, %%zmm1\n\t"
LOOP(copy_loop, COPY)
LOOP(one_op_loop, ONE_OP)
LOOP(two_ops_loop, TWO_OPS)
LOOP(two_ops_p0_loop, TWO_OPS_P0)

static void *(*volatile libc_memcpy)(void *, const void *, size_t) = memcpy;
static void memcpy_loop(uint8_t *d, const uint8_t *s) { libc_memcpy(d, s, BYTES); }

typedef void (*loop_fn)(uint8_t *d, const uint8_t *s);
static const struct { const char *name; loop_fn fn; } loops[] = {
    { "memcpy", memcpy_loop },
    { "copy", copy_loop },
    { "1 op", one_op_loop },
    { "2 ops", two_ops_loop },
    { "2 ops, port 0", two_ops_p0_loop },
};
enum { LOOPS = sizeof loops / sizeof loops[0] };

int main(void)
{
    static const unsigned src_offsets[2] = { 0, 1 };
    double ns[2][LOOPS];
    unsigned o, l, r, c;
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx512vbmi") || !__builtin_cpu_supports("avx512vbmi2")) {
        printf("line_cost: this CPU lacks AVX-512 VBMI/VBMI2; nothing measured\n");
        return 0;
    }
    for (o = 0; o < 2; o++) {
        for (l = 0; l < LOOPS; l++) ns[o][l] = 1e300;
        for (r = 0; r < SAMPLES; r++)
            for (l = 0; l < LOOPS; l++) { /* interleaved, as in the benchmark */
                const double t0 = now_ns();
                double t;
                for (c = 0; c < CALLS; c++) loops[l].fn(DST, SRC + src_offsets[o]);
                t = (now_ns() - t0) / CALLS;
                if (t < ns[o][l]) ns[o][l] = t;
            }
    }
    printf("| loop, 2 KiB | ns, aligned | memcpy / loop | ns, split loads | memcpy / loop |\n|---|---:|---:|---:|---:|\n");
    for (l = 0; l < LOOPS; l++)
        printf("| %s | %.2f | %.2f | %.2f | %.2f |\n", loops[l].name, ns[0][l], ns[0][0] / ns[0][l], ns[1][l],
               ns[1][0] / ns[1][l]);
    return 0;
}
