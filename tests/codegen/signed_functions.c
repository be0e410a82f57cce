/* SPDX-License-Identifier: MIT */
/*
 * The signed accessors and their unsigned twins side by side, as external functions (the
 * naming of accessor_functions.c: cg_get_les32 is ua_get_les32), for make codegen-signed: a
 * signed 16/32/64-bit accessor must compile to its unsigned twin's code plus at most one sign
 * extension. Kept out of the audit's table (accessor_functions.c), whose AUTO rows it would change.
 */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_FIXED_ORDER_ACCESSORS(CG_FUNCTIONS)
UA_SIGNED_ACCESSORS(CG_FUNCTIONS)
