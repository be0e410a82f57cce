/* SPDX-License-Identifier: MIT */
/*
 * Every cursor and bulk function behind an external wrapper (cursor_<function>, bulk_<function>),
 * compiled on its own for check-build's undefined-symbol and vectorization checks.
 */
#include "unaligned_cursor.h"
#include "unaligned_bulk.h"
#include "lists.h"

#define FIELD(order, bits, type)                                                                  \
    int cursor_read_##order##bits(ua_reader *r, type *out) { return ua_read_##order##bits(r, out); } \
    int cursor_write_##order##bits(ua_writer *w, type v) { return ua_write_##order##bits(w, v); }
UA_CURSOR_FIELDS(FIELD)
UA_CURSOR_FLOAT_FIELDS(FIELD)

void cursor_reader_init(ua_reader *r, const void *buf, size_t len) { ua_reader_init(r, buf, len); }
void cursor_writer_init(ua_writer *w, void *buf, size_t len) { ua_writer_init(w, buf, len); }
size_t cursor_remaining(const ua_reader *r) { return ua_remaining(r); }
size_t cursor_writer_remaining(const ua_writer *w) { return ua_writer_remaining(w); }
int cursor_skip(ua_reader *r, size_t n) { return ua_skip(r, n); }
int cursor_writer_skip(ua_writer *w, size_t n) { return ua_writer_skip(w, n); }
int cursor_read_bytes(ua_reader *r, void *dst, size_t n) { return ua_read_bytes(r, dst, n); }
int cursor_write_bytes(ua_writer *w, const void *src, size_t n) { return ua_write_bytes(w, src, n); }

#define UA_BULK_X(order, bits, type)                                                              \
    void bulk_load_##order##bits##_array(type *d, const void *s, size_t n)                        \
    { ua_load_##order##bits##_array(d, s, n); }                                                   \
    void bulk_store_##order##bits##_array(void *d, const type *s, size_t n)                       \
    { ua_store_##order##bits##_array(d, s, n); }                                                  \
    void bulk_load_##order##bits##_array_bytes(type *d, const void *s, size_t n)                  \
    { ua_impl_load_##order##bits##_array_bytes(d, s, n); }                                        \
    void bulk_store_##order##bits##_array_bytes(void *d, const type *s, size_t n)                 \
    { ua_impl_store_##order##bits##_array_bytes(d, s, n); }                                       \
    void bulk_to_host_##order##bits##_array(type *a, size_t n) { ua_##order##bits##_array_to_host(a, n); } \
    void bulk_from_host_##order##bits##_array(type *a, size_t n) { ua_host_to_##order##bits##_array(a, n); }
UA_BULK_FUNCTIONS
