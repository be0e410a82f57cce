/* SPDX-License-Identifier: MIT */
/*
 * Every accessor of src/unaligned.h as an external function with its own natural signature, so that
 * the compiler emits exactly the code a caller would get inlined. Compiled once per target, compiler
 * and strategy by codegen.mk; measure.py maps cg_get_le32 back to ua_get_le32.
 */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_ALL_ACCESSORS(CG_FUNCTIONS)
