/* SPDX-License-Identifier: MIT */
/*
 * Round trips on every public accessor of src/unaligned.h, proved by WP through the accessors'
 * contracts alone (the accessors themselves are proved by the other units):
 *   ua_rt_put_get_<acc>(p, v): put v, then get: the result is v mod 2^width;
 *   ua_rt_get_put_<acc>(p):    get, then put the value read: every byte is what it was.
 * The contracts are written out, one pair per accessor (ACSL inside a macro cannot see the macro's
 * parameters); ua_rt_all below names every pair through tests/support/accessors.h, so an accessor
 * added there without its pair here fails to compile.
 */
#include "unaligned.h"
#include "accessors.h"

#define UA_RT_PUT_GET(order, bits, type)                                                         \
    type ua_rt_put_get_##order##bits(void *p, type v)                                            \
    {                                                                                            \
        ua_put_##order##bits(p, v);                                                              \
        return ua_get_##order##bits(p);                                                          \
    }
#define UA_RT_GET_PUT(order, bits, type)                                                         \
    void ua_rt_get_put_##order##bits(void *p)                                                    \
    {                                                                                            \
        ua_put_##order##bits(p, ua_get_##order##bits(p));                                        \
    }

/*@ // Bytes p[0 .. n-1] are the same at A and B: written out, because a quantified form hides the
    // byte equations from the solvers (the 64-bit case then times out).
    predicate ua_rt_same{A,B}(uint8_t *p, integer k) = \at(p[k], A) == \at(p[k], B);
    predicate ua_rt_unchanged2{A,B}(uint8_t *p) = ua_rt_same{A,B}(p, 0) && ua_rt_same{A,B}(p, 1);
    predicate ua_rt_unchanged3{A,B}(uint8_t *p) = ua_rt_unchanged2{A,B}(p) && ua_rt_same{A,B}(p, 2);
    predicate ua_rt_unchanged4{A,B}(uint8_t *p) = ua_rt_unchanged3{A,B}(p) && ua_rt_same{A,B}(p, 3);
    predicate ua_rt_unchanged5{A,B}(uint8_t *p) = ua_rt_unchanged4{A,B}(p) && ua_rt_same{A,B}(p, 4);
    predicate ua_rt_unchanged6{A,B}(uint8_t *p) =
        ua_rt_unchanged4{A,B}(p) && ua_rt_same{A,B}(p, 4) && ua_rt_same{A,B}(p, 5);
    predicate ua_rt_unchanged7{A,B}(uint8_t *p) = ua_rt_unchanged6{A,B}(p) && ua_rt_same{A,B}(p, 6);
    predicate ua_rt_unchanged8{A,B}(uint8_t *p) =
        ua_rt_unchanged6{A,B}(p) && ua_rt_same{A,B}(p, 6) && ua_rt_same{A,B}(p, 7);
 */

/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(le, 16, uint16_t)
/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  get_put: ua_rt_unchanged2{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 16, uint16_t)

/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(be, 16, uint16_t)
/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  get_put: ua_rt_unchanged2{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 16, uint16_t)

/*@ requires \valid((uint8_t *)p + (0 .. 2)); assigns ((uint8_t *)p)[0 .. 2];
    ensures  put_get: \result == v % 0x1000000; */
UA_RT_PUT_GET(le, 24, uint32_t)
/*@ requires \valid((uint8_t *)p + (0 .. 2)); assigns ((uint8_t *)p)[0 .. 2];
    ensures  get_put: ua_rt_unchanged3{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 24, uint32_t)

/*@ requires \valid((uint8_t *)p + (0 .. 2)); assigns ((uint8_t *)p)[0 .. 2];
    ensures  put_get: \result == v % 0x1000000; */
UA_RT_PUT_GET(be, 24, uint32_t)
/*@ requires \valid((uint8_t *)p + (0 .. 2)); assigns ((uint8_t *)p)[0 .. 2];
    ensures  get_put: ua_rt_unchanged3{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 24, uint32_t)

/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(le, 32, uint32_t)
/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  get_put: ua_rt_unchanged4{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 32, uint32_t)

/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(be, 32, uint32_t)
/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  get_put: ua_rt_unchanged4{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 32, uint32_t)

/*@ requires \valid((uint8_t *)p + (0 .. 5)); assigns ((uint8_t *)p)[0 .. 5];
    ensures  put_get: \result == v % 0x1000000000000; */
UA_RT_PUT_GET(le, 48, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 5)); assigns ((uint8_t *)p)[0 .. 5];
    ensures  get_put: ua_rt_unchanged6{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 48, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 5)); assigns ((uint8_t *)p)[0 .. 5];
    ensures  put_get: \result == v % 0x1000000000000; */
UA_RT_PUT_GET(be, 48, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 5)); assigns ((uint8_t *)p)[0 .. 5];
    ensures  get_put: ua_rt_unchanged6{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 48, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 4)); assigns ((uint8_t *)p)[0 .. 4];
    ensures  put_get: \result == v % 0x10000000000; */
UA_RT_PUT_GET(le, 40, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 4)); assigns ((uint8_t *)p)[0 .. 4];
    ensures  get_put: ua_rt_unchanged5{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 40, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 4)); assigns ((uint8_t *)p)[0 .. 4];
    ensures  put_get: \result == v % 0x10000000000; */
UA_RT_PUT_GET(be, 40, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 4)); assigns ((uint8_t *)p)[0 .. 4];
    ensures  get_put: ua_rt_unchanged5{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 40, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 6)); assigns ((uint8_t *)p)[0 .. 6];
    ensures  put_get: \result == v % 0x100000000000000; */
UA_RT_PUT_GET(le, 56, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 6)); assigns ((uint8_t *)p)[0 .. 6];
    ensures  get_put: ua_rt_unchanged7{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 56, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 6)); assigns ((uint8_t *)p)[0 .. 6];
    ensures  put_get: \result == v % 0x100000000000000; */
UA_RT_PUT_GET(be, 56, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 6)); assigns ((uint8_t *)p)[0 .. 6];
    ensures  get_put: ua_rt_unchanged7{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 56, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(le, 64, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  get_put: ua_rt_unchanged8{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(le, 64, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(be, 64, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  get_put: ua_rt_unchanged8{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(be, 64, uint64_t)

/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(ne, 16, uint16_t)
/*@ requires \valid((uint8_t *)p + (0 .. 1)); assigns ((uint8_t *)p)[0 .. 1];
    ensures  get_put: ua_rt_unchanged2{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(ne, 16, uint16_t)

/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(ne, 32, uint32_t)
/*@ requires \valid((uint8_t *)p + (0 .. 3)); assigns ((uint8_t *)p)[0 .. 3];
    ensures  get_put: ua_rt_unchanged4{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(ne, 32, uint32_t)

/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  put_get: \result == v; */
UA_RT_PUT_GET(ne, 64, uint64_t)
/*@ requires \valid((uint8_t *)p + (0 .. 7)); assigns ((uint8_t *)p)[0 .. 7];
    ensures  get_put: ua_rt_unchanged8{Pre,Post}((uint8_t *)p); */
UA_RT_GET_PUT(ne, 64, uint64_t)

/* Every accessor of the one list has its pair above, or this does not compile. */
#define UA_RT_NAME(order, bits, type) sizeof(&ua_rt_put_get_##order##bits) + sizeof(&ua_rt_get_put_##order##bits) +
enum { ua_rt_all = UA_ALL_ACCESSORS(UA_RT_NAME) 0 };
