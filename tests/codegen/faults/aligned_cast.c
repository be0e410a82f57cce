/* SPDX-License-Identifier: MIT */
/*
 * Fault for the audit: 64-bit accessors written as a plain cast to an aligned uint64_t pointer, the
 * pattern that ARMv7 compilers turn into ldrd/strd (which trap at a misaligned address even where
 * ldr/str do not). Measured in place of AUTO on ARMv7, the no-arm-multi gate must flag it.
 */
#include <stdint.h>

uint64_t cg_get_ne64(const void *p);
void cg_put_ne64(void *p, uint64_t v);

uint64_t cg_get_ne64(const void *p) { return *(const uint64_t *)p; }
void cg_put_ne64(void *p, uint64_t v) { *(uint64_t *)p = v; }
