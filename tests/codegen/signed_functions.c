/* SPDX-License-Identifier: MIT */
/* The signed accessors beside their unsigned twins, for make codegen-signed; not in the audit's
 * table, whose AUTO rows they would change. */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_FIXED_ORDER_ACCESSORS(CG_FUNCTIONS)
UA_SIGNED_ACCESSORS(CG_FUNCTIONS)
