/* SPDX-License-Identifier: MIT */
/*
 * The IEEE 754 accessors (ua_get_lef32, ua_put_bef64, ...) as external functions, named as
 * accessor_functions.c names its own (cg_get_lef32 wraps ua_get_lef32), for make prove-machine:
 * their machine code is proved equal to the byte model on the value's bits.
 */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_FLOAT_ACCESSORS(CG_FUNCTIONS)
