/* SPDX-License-Identifier: MIT */
/* Fault for no-call: get_le32 calls an outside function, put_le32 tail-calls it (at -O2 mostly a
 * jump, not a call instruction). */
#include <stdint.h>

uint32_t ua_planted_call(const void *p);
uint32_t cg_get_le32(const void *p);
void cg_put_le32(void *p, uint32_t v);

uint32_t cg_get_le32(const void *p) { return ua_planted_call(p) + 1; }
void cg_put_le32(void *p, uint32_t v) { (void)ua_planted_call((const uint8_t *)p + (v & 1)); }
