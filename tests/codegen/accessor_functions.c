/* SPDX-License-Identifier: MIT */
/* Every accessor as an external function with its natural signature, so the compiler emits the
 * code a caller would get inlined. measure.py maps cg_get_le32 back to ua_get_le32. */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_ALL_ACCESSORS(CG_FUNCTIONS)
