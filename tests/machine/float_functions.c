/* SPDX-License-Identifier: MIT */
/* The IEEE 754 accessors wrapped as accessor_functions.c wraps its own (cg_get_lef32 wraps
 * ua_get_lef32), for make prove-machine. */
#include "unaligned.h"
#include "accessors.h"

#define CG_FUNCTIONS(order, bits, type)                                                       \
    type cg_get_##order##bits(const void *p);                                                 \
    void cg_put_##order##bits(void *p, type v);                                               \
    type cg_get_##order##bits(const void *p) { return ua_get_##order##bits(p); }              \
    void cg_put_##order##bits(void *p, type v) { ua_put_##order##bits(p, v); }
UA_FLOAT_ACCESSORS(CG_FUNCTIONS)
