/* SPDX-License-Identifier: MIT */
/* The builtins under test, compiled in proofs/builtins/calls.c (see there). */
#ifndef UA_BUILTIN_CALLS_H
#define UA_BUILTIN_CALLS_H

#include <stdint.h>

uint16_t ua_check_bswap16(uint16_t x);
uint32_t ua_check_bswap32(uint32_t x);
uint64_t ua_check_bswap64(uint64_t x);
uint16_t ua_check_load16(const void *p);
uint32_t ua_check_load32(const void *p);
uint64_t ua_check_load64(const void *p);
void ua_check_store16(void *p, uint16_t v);
void ua_check_store32(void *p, uint32_t v);
void ua_check_store64(void *p, uint64_t v);
void ua_check_copy16(void *d, const void *s);
void ua_check_copy32(void *d, const void *s);
void ua_check_copy64(void *d, const void *s);

#endif /* UA_BUILTIN_CALLS_H */
