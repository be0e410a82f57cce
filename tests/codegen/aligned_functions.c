/* SPDX-License-Identifier: MIT */
/*
 * The aligned accessors as external functions (the naming of accessor_functions.c:
 * cg_get_le32_aligned is ua_get_le32_aligned), for make codegen-aligned: each must compile to one
 * naturally aligned load or store per register (plus the byte swap its order needs) and no call.
 * Kept out of the audit's table (accessor_functions.c): AUTO does not choose for them.
 */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                             \
    type cg_get_##order##bits##_aligned(const void *p);                                             \
    void cg_put_##order##bits##_aligned(void *p, type v);                                           \
    type cg_get_##order##bits##_aligned(const void *p) { return ua_get_##order##bits##_aligned(p); } \
    void cg_put_##order##bits##_aligned(void *p, type v) { ua_put_##order##bits##_aligned(p, v); }
UA_ALIGNED_ACCESSORS(CG_FUNCTIONS)
