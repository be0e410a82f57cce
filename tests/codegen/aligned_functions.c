/* SPDX-License-Identifier: MIT */
/* The aligned accessors, for make codegen-aligned; not in the audit's table: AUTO does not choose
 * for them. */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                             \
    type cg_get_##order##bits##_aligned(const void *p);                                             \
    void cg_put_##order##bits##_aligned(void *p, type v);                                           \
    type cg_get_##order##bits##_aligned(const void *p) { return ua_get_##order##bits##_aligned(p); } \
    void cg_put_##order##bits##_aligned(void *p, type v) { ua_put_##order##bits##_aligned(p, v); }
UA_ALIGNED_ACCESSORS(CG_FUNCTIONS)
