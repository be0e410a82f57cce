/* SPDX-License-Identifier: MIT */
/*
 * A fault for the no-call gate, measured on every target x compiler of the audit in AUTO's place:
 * get_le32 calls a function outside the object and uses its result, put_le32 ends in a call to it
 * (a tail call at -O2 on most targets: a jump, not a call instruction).
 */
#include <stdint.h>

uint32_t ua_planted_call(const void *p);
uint32_t cg_get_le32(const void *p);
void cg_put_le32(void *p, uint32_t v);

uint32_t cg_get_le32(const void *p) { return ua_planted_call(p) + 1; }
void cg_put_le32(void *p, uint32_t v) { (void)ua_planted_call((const uint8_t *)p + (v & 1)); }
