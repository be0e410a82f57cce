/* SPDX-License-Identifier: MIT */
/* Fault: 64-bit accessors as a plain aligned cast, which ARMv7 compilers turn into ldrd/strd (they
 * trap when misaligned even where ldr/str do not); no-arm-multi must flag it. */
#include <stdint.h>

uint64_t cg_get_ne64(const void *p);
void cg_put_ne64(void *p, uint64_t v);

uint64_t cg_get_ne64(const void *p) { return *(const uint64_t *)p; }
void cg_put_ne64(void *p, uint64_t v) { *(uint64_t *)p = v; }
