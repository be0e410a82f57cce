/* SPDX-License-Identifier: MIT */
/*
 * The cursor fields and bulk functions, derived from the accessor list (accessors.h).
 *   UA_CURSOR_FIELDS(X)        X(order, bits, type): u8, every fixed-order and signed accessor but
 *                              40/56 bits (no cursor has them)
 *   UA_CURSOR_FLOAT_FIELDS(X)  X(order, fbits, type): f32/f64
 *   UA_BULK_FUNCTIONS          UA_BULK_X(order, bits, type), user-defined, for le and be at each
 *                              native width
 */
#ifndef UA_TEST_CURSOR_LISTS_H
#define UA_TEST_CURSOR_LISTS_H

#include "accessors.h"

#define UA_CURSOR_FIELDS(X) X(u, 8, uint8_t) UA_LAYER_FIXED_ORDER_ACCESSORS(X) UA_LAYER_SIGNED_ACCESSORS(X)
#define UA_CURSOR_FLOAT_FIELDS(X) UA_FLOAT_ACCESSORS(X)

#define UA_BULK_BOTH_ORDERS(order, bits, type) UA_BULK_X(le, bits, type) UA_BULK_X(be, bits, type)
#define UA_BULK_FUNCTIONS UA_HOST_ORDER_ACCESSORS(UA_BULK_BOTH_ORDERS)

#endif /* UA_TEST_CURSOR_LISTS_H */
