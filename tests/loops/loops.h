/* SPDX-License-Identifier: MIT */
/*
 * Callers' loops (README.md): kernels with the dependences through memory real callers have (an LZ77
 * match copy reads what an earlier iteration stored), built per strategy and over the byte model.
 */
#ifndef UA_LOOPS_H
#define UA_LOOPS_H

#include <stddef.h>
#include <stdint.h>

/* For the drivers choosing arguments and the fuzzer's model:
 *   COPY1  n words, buf[dst..] from buf[src..], ascending (LZ4 shape)   COPY2  n pairs (LZO's COPY8)
 *   BACK   n words, descending      SWAP  n words in place, read in one order, written in the other
 *   SLIDE  n overlapping words in place, one byte apart: each reads what the previous one wrote
 *   MIX    width bits at dst from width bits2 at src, value*3+i     CURSOR  a ua_reader to a ua_writer */
enum loops_kind { LOOPS_COPY1, LOOPS_COPY2, LOOPS_BACK, LOOPS_SWAP, LOOPS_SLIDE, LOOPS_MIX, LOOPS_CURSOR };

/* Every kernel: returns a value the driver compares too (the cursor's count, else 0). */
typedef uint64_t loops_fn(uint8_t *buf, size_t dst, size_t src, size_t n);

typedef struct {
    const char *name;   /* "copy2 ne64", "mix le32<-le16" */
    enum loops_kind kind;
    char order;         /* 'l', 'b', 'n' */
    unsigned bits;      /* width written */
    unsigned bits2;     /* width read (MIX), else bits */
    loops_fn *fn;
} loops_kernel;

typedef struct {
    const char *(*strategy)(void); /* what the accessors resolve to: ua_strategy_name, or "reference" */
    size_t count;
    const loops_kernel *kernels;
} loops_table;

/* The span of bytes a kernel touches from its start address, for n iterations. */
static inline size_t loops_span(const loops_kernel *k, size_t n)
{
    size_t w = k->bits / 8u, r = k->bits2 / 8u;
    switch (k->kind) {
    case LOOPS_COPY2: return 2u * n * w;
    case LOOPS_SLIDE: return n - 1u + w;
    case LOOPS_MIX:   return (n - 1u) * w + (r > w ? r : w);
    default:          return n * w;
    }
}

#endif /* UA_LOOPS_H */
