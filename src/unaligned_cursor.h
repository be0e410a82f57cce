/* SPDX-License-Identifier: MIT */
/**
 * @file unaligned_cursor.h
 * @brief Bounds-checked cursors: walk a byte buffer field by field, failing cleanly when it is short.
 *
 *   ua_reader r;  uint16_t type;  uint32_t len;
 *   ua_reader_init(&r, packet, packet_len);
 *   if (ua_skip(&r, 14) || ua_read_be16(&r, &type) || ua_read_be32(&r, &len)) return UA_ETRUNC;
 *
 *   reader: ua_reader_init, ua_read_u8, ua_read_{le,be}{16,24,32,48,64}, ua_read_bytes, ua_skip,
 *           ua_remaining; signed ua_read_{les,bes}{16,24,32,48,64}, IEEE 754 ua_read_{le,be}f{32,64}
 *   writer: ua_writer_init, ua_write_u8, ua_write_{le,be}{16,24,32,48,64}, ua_write_bytes,
 *           ua_writer_skip, ua_writer_remaining; ua_write_{les,bes}{16,24,32,48,64},
 *           ua_write_{le,be}f{32,64}
 *
 * Every call returns 0 on success and UA_ETRUNC when fewer bytes remain than it needs. On error
 * nothing changes: not the position, not the output, not the buffer. Lengths are compared as
 * `n > len - pos` (pos <= len always holds), so no sum can wrap, whatever n, len and pos are.
 * A cursor never touches a byte outside [buf, buf + len); the 16..64-bit fields go through the
 * accessors of unaligned.h, so they follow its UA_STRATEGY.
 *
 * C99, freestanding (<stddef.h>, <stdint.h>), usable from C++. WP proves every function against
 * its contract (proofs/README.md); the logic is in specs/unaligned_cursor.acsl.
 */
#ifndef UNALIGNED_CURSOR_H_INCLUDED
#define UNALIGNED_CURSOR_H_INCLUDED

#include <stddef.h>
#include <stdint.h>

#include "unaligned.h"

/** @brief Returned when the buffer has fewer bytes left than the call needs. */
#define UA_ETRUNC (-1)

/* Ignoring the result of a read or write hides truncation: let GCC and Clang warn about it. */
#if UA_IMPL_HAVE_GNU_ATTRIBUTES
#  define UA_IMPL_NODISCARD __attribute__((warn_unused_result))
#else
#  define UA_IMPL_NODISCARD
#endif

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @brief A read cursor over @c len bytes at @c buf. Set it up with ua_reader_init; the fields are
 * public for inspection only (@c pos is the number of bytes consumed, always <= @c len).
 */
typedef struct ua_reader {
    const uint8_t *buf;
    size_t len;
    size_t pos;
} ua_reader;

/** @brief A write cursor over @c len bytes at @c buf; @c pos is the number of bytes written. */
typedef struct ua_writer {
    uint8_t *buf;
    size_t len;
    size_t pos;
} ua_writer;

#ifdef __FRAMAC__
#  include "unaligned_cursor.acsl" /* ua_reader_ok, ua_writer_ok (specs/) */
#endif

/* ************************************************************************************************
 *   Set-up and position
 * ************************************************************************************************/

/**
 * @brief Starts reading @p len bytes at @p buf. @p buf may be NULL when @p len is 0.
 * @pre   buf[0 .. len-1] is readable and stays unchanged while @p r is used.
 */
/*@ requires valid_reader: \valid(r);
    requires valid_buf:    \valid_read((uint8_t *)buf + (0 .. len - 1));
    requires separated:    \separated(r, (uint8_t *)buf + (0 .. len - 1));
    terminates \true;
    assigns  *r \from buf, len;
    ensures  reader:       ua_reader_ok(r);
    ensures  start:        r->buf == (uint8_t *)buf && r->len == len && r->pos == 0;
 */
static inline void ua_reader_init(ua_reader *r, const void *buf, size_t len)
{
    r->buf = (const uint8_t *)buf;
    r->len = len;
    r->pos = 0;
}

/**
 * @brief Starts writing @p len bytes at @p buf. @p buf may be NULL when @p len is 0.
 * @pre   buf[0 .. len-1] is writable.
 */
/*@ requires valid_writer: \valid(w);
    requires valid_buf:    \valid((uint8_t *)buf + (0 .. len - 1));
    requires separated:    \separated(w, (uint8_t *)buf + (0 .. len - 1));
    terminates \true;
    assigns  *w \from buf, len;
    ensures  writer:       ua_writer_ok(w);
    ensures  start:        w->buf == (uint8_t *)buf && w->len == len && w->pos == 0;
 */
static inline void ua_writer_init(ua_writer *w, void *buf, size_t len)
{
    w->buf = (uint8_t *)buf;
    w->len = len;
    w->pos = 0;
}

/** @brief The number of bytes not read yet. */
/*@ requires reader: ua_reader_ok(r);
    terminates \true;
    assigns  \result \from r->len, r->pos;
    ensures  left:   \result == ua_reader_left(r);
 */
static inline size_t ua_remaining(const ua_reader *r)
{
    return r->len - r->pos;
}

/** @brief The number of bytes not written yet. */
/*@ requires writer: ua_writer_ok(w);
    terminates \true;
    assigns  \result \from w->len, w->pos;
    ensures  left:   \result == ua_writer_left(w);
 */
static inline size_t ua_writer_remaining(const ua_writer *w)
{
    return w->len - w->pos;
}

/**
 * @brief Skips @p n bytes without reading them.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than @p n bytes remain.
 */
/*@ requires reader: ua_reader_ok(r);
    terminates \true;
    assigns  r->pos;
    ensures  reader: ua_reader_ok(r);
    behavior ok:
      assumes enough:   ua_reader_left(r) >= n;
      ensures advanced: r->pos == \old(r->pos) + n;
      ensures success:  \result == 0;
    behavior truncated:
      assumes short:    ua_reader_left(r) < n;
      assigns  \nothing;
      ensures error:    \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_skip(ua_reader *r, size_t n)
{
    if (n > r->len - r->pos) return UA_ETRUNC;
    r->pos += n;
    return 0;
}

/**
 * @brief Skips @p n bytes without writing them: they keep what the buffer held (to be filled in
 * later, a length or a checksum, with ua_put_*).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than @p n bytes remain.
 */
/*@ requires writer: ua_writer_ok(w);
    terminates \true;
    assigns  w->pos;
    ensures  writer: ua_writer_ok(w);
    behavior ok:
      assumes enough:   ua_writer_left(w) >= n;
      ensures advanced: w->pos == \old(w->pos) + n;
      ensures success:  \result == 0;
    behavior truncated:
      assumes short:    ua_writer_left(w) < n;
      assigns  \nothing;
      ensures error:    \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_writer_skip(ua_writer *w, size_t n)
{
    if (n > w->len - w->pos) return UA_ETRUNC;
    w->pos += n;
    return 0;
}

/* ************************************************************************************************
 *   Byte strings (plain loops: no libc call, so the header stays freestanding)
 * ************************************************************************************************/

/**
 * @brief Copies the next @p n bytes to @p dst and advances by @p n.
 * @pre   when @p n bytes remain: dst[0 .. n-1] is writable and does not overlap the buffer.
 * @return 0, or UA_ETRUNC (nothing changed, @p dst untouched) when fewer than @p n bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_dst: n <= ua_reader_left(r) ==> \valid((uint8_t *)dst + (0 .. n - 1));
    requires separated: n <= ua_reader_left(r) ==>
                          \separated((uint8_t *)dst + (0 .. n - 1), r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, ((uint8_t *)dst)[0 .. n - 1];
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:   ua_reader_left(r) >= n;
      ensures copied:   \forall integer k; 0 <= k < n ==>
                          ((uint8_t *)dst)[k] == r->buf[\old(r->pos) + k];
      ensures advanced: r->pos == \old(r->pos) + n;
      ensures success:  \result == 0;
    behavior truncated:
      assumes short:    ua_reader_left(r) < n;
      assigns  \nothing;
      ensures error:    \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bytes(ua_reader *r, void *dst, size_t n)
{
    uint8_t *d = (uint8_t *)dst;
    size_t i;
    if (n > r->len - r->pos) return UA_ETRUNC;
    /*@ loop invariant bound:  0 <= i <= n;
        loop invariant copied: \forall integer k; 0 <= k < i ==> d[k] == r->buf[r->pos + k];
        loop assigns i, d[0 .. n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) { /* indexed: no NULL + 0 when len is 0 */
        d[i] = r->buf[r->pos + i];
    }
    r->pos += n;
    return 0;
}

/**
 * @brief Copies @p n bytes from @p src into the buffer and advances by @p n.
 * @pre   when @p n bytes remain: src[0 .. n-1] is readable and does not overlap the buffer.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than @p n bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    requires valid_src: n <= ua_writer_left(w) ==> \valid_read((uint8_t *)src + (0 .. n - 1));
    requires separated: n <= ua_writer_left(w) ==>
                          \separated((uint8_t *)src + (0 .. n - 1), w, w->buf + (0 .. w->len - 1));
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + n - 1];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:   ua_writer_left(w) >= n;
      ensures copied:   \forall integer k; 0 <= k < n ==>
                          w->buf[\old(w->pos) + k] == ((uint8_t *)src)[k];
      ensures advanced: w->pos == \old(w->pos) + n;
      ensures success:  \result == 0;
    behavior truncated:
      assumes short:    ua_writer_left(w) < n;
      assigns  \nothing;
      ensures error:    \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bytes(ua_writer *w, const void *src, size_t n)
{
    const uint8_t *s = (const uint8_t *)src;
    size_t i;
    if (n > w->len - w->pos) return UA_ETRUNC;
    /*@ loop invariant bound:  0 <= i <= n;
        loop invariant copied: \forall integer k; 0 <= k < i ==> w->buf[w->pos + k] == s[k];
        loop assigns i, w->buf[w->pos .. w->pos + n - 1];
        loop variant n - i;
     */
    for (i = 0; i < n; i++) {
        w->buf[w->pos + i] = s[i];
    }
    w->pos += n;
    return 0;
}

/* BEGIN GENERATED: cursor fields (tests/families/generate; edit the generator, not this text) */
/* ************************************************************************************************
 *   Fixed-width fields: 8 bits, then 16, 24, 32, 48 and 64 bits in either byte order
 * ************************************************************************************************/

/**
 * @brief Reads one byte and advances by 1.
 * @return 0, or UA_ETRUNC (nothing changed) when no byte remains.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 1;
      ensures value:     *out == r->buf[\old(r->pos)];
      ensures advanced:  r->pos == \old(r->pos) + 1;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 1;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_u8(ua_reader *r, uint8_t *out)
{
    if (r->len - r->pos < 1u) return UA_ETRUNC;
    *out = r->buf[r->pos];
    r->pos += 1u;
    return 0;
}

/**
 * @brief Writes one byte and advances by 1.
 * @return 0, or UA_ETRUNC (nothing changed) when no byte remains.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 1;
      ensures value:     w->buf[\old(w->pos)] == v;
      ensures advanced:  w->pos == \old(w->pos) + 1;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 1;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_u8(ua_writer *w, uint8_t v)
{
    if (w->len - w->pos < 1u) return UA_ETRUNC;
    w->buf[w->pos] = v;
    w->pos += 1u;
    return 0;
}

/**
 * @brief Reads a little-endian 16-bit value and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 2;
      ensures value:     *out == ua_le16(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_le16(ua_reader *r, uint16_t *out)
{
    if (r->len - r->pos < 2u) return UA_ETRUNC;
    *out = ua_get_le16(r->buf + r->pos);
    r->pos += 2u;
    return 0;
}

/**
 * @brief Reads a big-endian 16-bit value and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 2;
      ensures value:     *out == ua_be16(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_be16(ua_reader *r, uint16_t *out)
{
    if (r->len - r->pos < 2u) return UA_ETRUNC;
    *out = ua_get_be16(r->buf + r->pos);
    r->pos += 2u;
    return 0;
}

/**
 * @brief Reads a little-endian 24-bit value (zero-extended) and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 3;
      ensures value:     *out == ua_le24(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_le24(ua_reader *r, uint32_t *out)
{
    if (r->len - r->pos < 3u) return UA_ETRUNC;
    *out = ua_get_le24(r->buf + r->pos);
    r->pos += 3u;
    return 0;
}

/**
 * @brief Reads a big-endian 24-bit value (zero-extended) and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 3;
      ensures value:     *out == ua_be24(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_be24(ua_reader *r, uint32_t *out)
{
    if (r->len - r->pos < 3u) return UA_ETRUNC;
    *out = ua_get_be24(r->buf + r->pos);
    r->pos += 3u;
    return 0;
}

/**
 * @brief Reads a little-endian 32-bit value and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures value:     *out == ua_le32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_le32(ua_reader *r, uint32_t *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_le32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Reads a big-endian 32-bit value and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures value:     *out == ua_be32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_be32(ua_reader *r, uint32_t *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_be32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Reads a little-endian 48-bit value (zero-extended) and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 6;
      ensures value:     *out == ua_le48(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_le48(ua_reader *r, uint64_t *out)
{
    if (r->len - r->pos < 6u) return UA_ETRUNC;
    *out = ua_get_le48(r->buf + r->pos);
    r->pos += 6u;
    return 0;
}

/**
 * @brief Reads a big-endian 48-bit value (zero-extended) and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 6;
      ensures value:     *out == ua_be48(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_be48(ua_reader *r, uint64_t *out)
{
    if (r->len - r->pos < 6u) return UA_ETRUNC;
    *out = ua_get_be48(r->buf + r->pos);
    r->pos += 6u;
    return 0;
}

/**
 * @brief Reads a little-endian 64-bit value and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures value:     *out == ua_le64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_le64(ua_reader *r, uint64_t *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_le64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Reads a big-endian 64-bit value and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures value:     *out == ua_be64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_be64(ua_reader *r, uint64_t *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_be64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as 2 little-endian bytes and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 1];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 2;
      ensures value:     ua_le16(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_le16(ua_writer *w, uint16_t v)
{
    if (w->len - w->pos < 2u) return UA_ETRUNC;
    ua_put_le16(w->buf + w->pos, v);
    w->pos += 2u;
    return 0;
}

/**
 * @brief Writes @p v as 2 big-endian bytes and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 1];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 2;
      ensures value:     ua_be16(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_be16(ua_writer *w, uint16_t v)
{
    if (w->len - w->pos < 2u) return UA_ETRUNC;
    ua_put_be16(w->buf + w->pos, v);
    w->pos += 2u;
    return 0;
}

/**
 * @brief Writes the low 24 bits of @p v as 3 little-endian bytes and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 2];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 3;
      ensures value:     ua_le24(w->buf + \old(w->pos)) == v % 0x1000000;
      ensures advanced:  w->pos == \old(w->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_le24(ua_writer *w, uint32_t v)
{
    if (w->len - w->pos < 3u) return UA_ETRUNC;
    ua_put_le24(w->buf + w->pos, v);
    w->pos += 3u;
    return 0;
}

/**
 * @brief Writes the low 24 bits of @p v as 3 big-endian bytes and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 2];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 3;
      ensures value:     ua_be24(w->buf + \old(w->pos)) == v % 0x1000000;
      ensures advanced:  w->pos == \old(w->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_be24(ua_writer *w, uint32_t v)
{
    if (w->len - w->pos < 3u) return UA_ETRUNC;
    ua_put_be24(w->buf + w->pos, v);
    w->pos += 3u;
    return 0;
}

/**
 * @brief Writes @p v as 4 little-endian bytes and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures value:     ua_le32(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_le32(ua_writer *w, uint32_t v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_le32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Writes @p v as 4 big-endian bytes and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures value:     ua_be32(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_be32(ua_writer *w, uint32_t v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_be32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Writes the low 48 bits of @p v as 6 little-endian bytes and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 5];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 6;
      ensures value:     ua_le48(w->buf + \old(w->pos)) == v % 0x1000000000000;
      ensures advanced:  w->pos == \old(w->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_le48(ua_writer *w, uint64_t v)
{
    if (w->len - w->pos < 6u) return UA_ETRUNC;
    ua_put_le48(w->buf + w->pos, v);
    w->pos += 6u;
    return 0;
}

/**
 * @brief Writes the low 48 bits of @p v as 6 big-endian bytes and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 5];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 6;
      ensures value:     ua_be48(w->buf + \old(w->pos)) == v % 0x1000000000000;
      ensures advanced:  w->pos == \old(w->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_be48(ua_writer *w, uint64_t v)
{
    if (w->len - w->pos < 6u) return UA_ETRUNC;
    ua_put_be48(w->buf + w->pos, v);
    w->pos += 6u;
    return 0;
}

/**
 * @brief Writes @p v as 8 little-endian bytes and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures value:     ua_le64(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_le64(ua_writer *w, uint64_t v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_le64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as 8 big-endian bytes and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures value:     ua_be64(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_be64(ua_writer *w, uint64_t v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_be64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}

/* ************************************************************************************************
 *   Signed fields (two's complement, sign-extended) and IEEE 754 binary32/binary64 fields: the
 *   accessors ua_get_les16 .. ua_put_bef64 of unaligned.h behind the same bounds check
 * ************************************************************************************************/

/**
 * @brief Reads a little-endian 16-bit two's-complement value and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 2;
      ensures value:     *out == ua_les16(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_les16(ua_reader *r, int16_t *out)
{
    if (r->len - r->pos < 2u) return UA_ETRUNC;
    *out = ua_get_les16(r->buf + r->pos);
    r->pos += 2u;
    return 0;
}

/**
 * @brief Reads a big-endian 16-bit two's-complement value and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 2;
      ensures value:     *out == ua_bes16(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bes16(ua_reader *r, int16_t *out)
{
    if (r->len - r->pos < 2u) return UA_ETRUNC;
    *out = ua_get_bes16(r->buf + r->pos);
    r->pos += 2u;
    return 0;
}

/**
 * @brief Reads a little-endian 24-bit two's-complement value, sign-extended, and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 3;
      ensures value:     *out == ua_les24(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_les24(ua_reader *r, int32_t *out)
{
    if (r->len - r->pos < 3u) return UA_ETRUNC;
    *out = ua_get_les24(r->buf + r->pos);
    r->pos += 3u;
    return 0;
}

/**
 * @brief Reads a big-endian 24-bit two's-complement value, sign-extended, and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 3;
      ensures value:     *out == ua_bes24(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bes24(ua_reader *r, int32_t *out)
{
    if (r->len - r->pos < 3u) return UA_ETRUNC;
    *out = ua_get_bes24(r->buf + r->pos);
    r->pos += 3u;
    return 0;
}

/**
 * @brief Reads a little-endian 32-bit two's-complement value and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures value:     *out == ua_les32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_les32(ua_reader *r, int32_t *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_les32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Reads a big-endian 32-bit two's-complement value and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures value:     *out == ua_bes32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bes32(ua_reader *r, int32_t *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_bes32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Reads a little-endian 48-bit two's-complement value, sign-extended, and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 6;
      ensures value:     *out == ua_les48(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_les48(ua_reader *r, int64_t *out)
{
    if (r->len - r->pos < 6u) return UA_ETRUNC;
    *out = ua_get_les48(r->buf + r->pos);
    r->pos += 6u;
    return 0;
}

/**
 * @brief Reads a big-endian 48-bit two's-complement value, sign-extended, and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 6;
      ensures value:     *out == ua_bes48(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bes48(ua_reader *r, int64_t *out)
{
    if (r->len - r->pos < 6u) return UA_ETRUNC;
    *out = ua_get_bes48(r->buf + r->pos);
    r->pos += 6u;
    return 0;
}

/**
 * @brief Reads a little-endian 64-bit two's-complement value and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures value:     *out == ua_les64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_les64(ua_reader *r, int64_t *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_les64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Reads a big-endian 64-bit two's-complement value and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures value:     *out == ua_bes64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bes64(ua_reader *r, int64_t *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_bes64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as 2 little-endian bytes of its two's complement and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 1];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 2;
      ensures bits:      ua_le16(w->buf + \old(w->pos)) == ua_twos(v, 0x10000);
      ensures value:     ua_les16(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_les16(ua_writer *w, int16_t v)
{
    if (w->len - w->pos < 2u) return UA_ETRUNC;
    ua_put_les16(w->buf + w->pos, v);
    w->pos += 2u;
    return 0;
}

/**
 * @brief Writes @p v as 2 big-endian bytes of its two's complement and advances by 2 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 2 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 1];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 2;
      ensures bits:      ua_be16(w->buf + \old(w->pos)) == ua_twos(v, 0x10000);
      ensures value:     ua_bes16(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 2;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 2;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bes16(ua_writer *w, int16_t v)
{
    if (w->len - w->pos < 2u) return UA_ETRUNC;
    ua_put_bes16(w->buf + w->pos, v);
    w->pos += 2u;
    return 0;
}

/**
 * @brief Writes the low 24 bits of @p v's two's complement as 3 little-endian bytes and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 2];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 3;
      ensures bits:      ua_le24(w->buf + \old(w->pos)) == ua_twos(v, 0x100000000) % 0x1000000;
      ensures value:     -0x800000 <= v < 0x800000 ==> ua_les24(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_les24(ua_writer *w, int32_t v)
{
    if (w->len - w->pos < 3u) return UA_ETRUNC;
    ua_put_les24(w->buf + w->pos, v);
    w->pos += 3u;
    return 0;
}

/**
 * @brief Writes the low 24 bits of @p v's two's complement as 3 big-endian bytes and advances by 3 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 3 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 2];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 3;
      ensures bits:      ua_be24(w->buf + \old(w->pos)) == ua_twos(v, 0x100000000) % 0x1000000;
      ensures value:     -0x800000 <= v < 0x800000 ==> ua_bes24(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 3;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 3;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bes24(ua_writer *w, int32_t v)
{
    if (w->len - w->pos < 3u) return UA_ETRUNC;
    ua_put_bes24(w->buf + w->pos, v);
    w->pos += 3u;
    return 0;
}

/**
 * @brief Writes @p v as 4 little-endian bytes of its two's complement and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures bits:      ua_le32(w->buf + \old(w->pos)) == ua_twos(v, 0x100000000);
      ensures value:     ua_les32(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_les32(ua_writer *w, int32_t v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_les32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Writes @p v as 4 big-endian bytes of its two's complement and advances by 4 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures bits:      ua_be32(w->buf + \old(w->pos)) == ua_twos(v, 0x100000000);
      ensures value:     ua_bes32(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bes32(ua_writer *w, int32_t v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_bes32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Writes the low 48 bits of @p v's two's complement as 6 little-endian bytes and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 5];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 6;
      ensures bits:      ua_le48(w->buf + \old(w->pos)) == ua_twos(v, 0x10000000000000000) % 0x1000000000000;
      ensures value:     -0x800000000000 <= v < 0x800000000000 ==> ua_les48(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_les48(ua_writer *w, int64_t v)
{
    if (w->len - w->pos < 6u) return UA_ETRUNC;
    ua_put_les48(w->buf + w->pos, v);
    w->pos += 6u;
    return 0;
}

/**
 * @brief Writes the low 48 bits of @p v's two's complement as 6 big-endian bytes and advances by 6 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 6 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 5];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 6;
      ensures bits:      ua_be48(w->buf + \old(w->pos)) == ua_twos(v, 0x10000000000000000) % 0x1000000000000;
      ensures value:     -0x800000000000 <= v < 0x800000000000 ==> ua_bes48(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 6;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 6;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bes48(ua_writer *w, int64_t v)
{
    if (w->len - w->pos < 6u) return UA_ETRUNC;
    ua_put_bes48(w->buf + w->pos, v);
    w->pos += 6u;
    return 0;
}

/**
 * @brief Writes @p v as 8 little-endian bytes of its two's complement and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures bits:      ua_le64(w->buf + \old(w->pos)) == ua_twos(v, 0x10000000000000000);
      ensures value:     ua_les64(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_les64(ua_writer *w, int64_t v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_les64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as 8 big-endian bytes of its two's complement and advances by 8 bytes.
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures bits:      ua_be64(w->buf + \old(w->pos)) == ua_twos(v, 0x10000000000000000);
      ensures value:     ua_bes64(w->buf + \old(w->pos)) == v;
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bes64(ua_writer *w, int64_t v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_bes64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}

/**
 * @brief Reads an IEEE 754 binary32 stored little-endian, bit for bit (ua_get_lef32), and advances by 4 bytes.
 * The value is stated through its encoding, ua_f32_bits/ua_f64_bits (specs/float_model.acsl).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures bits:      ua_f32_bits(*out) == ua_le32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_lef32(ua_reader *r, float *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_lef32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Writes @p v as the 4 little-endian bytes of its IEEE 754 binary32 encoding (ua_put_lef32)
 * and advances by 4 bytes. The bytes are the encoding of @p v (ua_f32_bits).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures bits:      ua_le32(w->buf + \old(w->pos)) == ua_f32_bits(v);
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_lef32(ua_writer *w, float v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_lef32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Reads an IEEE 754 binary32 stored big-endian, bit for bit (ua_get_bef32), and advances by 4 bytes.
 * The value is stated through its encoding, ua_f32_bits/ua_f64_bits (specs/float_model.acsl).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 4;
      ensures bits:      ua_f32_bits(*out) == ua_be32(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bef32(ua_reader *r, float *out)
{
    if (r->len - r->pos < 4u) return UA_ETRUNC;
    *out = ua_get_bef32(r->buf + r->pos);
    r->pos += 4u;
    return 0;
}

/**
 * @brief Writes @p v as the 4 big-endian bytes of its IEEE 754 binary32 encoding (ua_put_bef32)
 * and advances by 4 bytes. The bytes are the encoding of @p v (ua_f32_bits).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 4 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 3];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 4;
      ensures bits:      ua_be32(w->buf + \old(w->pos)) == ua_f32_bits(v);
      ensures advanced:  w->pos == \old(w->pos) + 4;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 4;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bef32(ua_writer *w, float v)
{
    if (w->len - w->pos < 4u) return UA_ETRUNC;
    ua_put_bef32(w->buf + w->pos, v);
    w->pos += 4u;
    return 0;
}

/**
 * @brief Reads an IEEE 754 binary64 stored little-endian, bit for bit (ua_get_lef64), and advances by 8 bytes.
 * The value is stated through its encoding, ua_f32_bits/ua_f64_bits (specs/float_model.acsl).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures bits:      ua_f64_bits(*out) == ua_le64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_lef64(ua_reader *r, double *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_lef64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as the 8 little-endian bytes of its IEEE 754 binary64 encoding (ua_put_lef64)
 * and advances by 8 bytes. The bytes are the encoding of @p v (ua_f64_bits).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures bits:      ua_le64(w->buf + \old(w->pos)) == ua_f64_bits(v);
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_lef64(ua_writer *w, double v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_lef64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}

/**
 * @brief Reads an IEEE 754 binary64 stored big-endian, bit for bit (ua_get_bef64), and advances by 8 bytes.
 * The value is stated through its encoding, ua_f32_bits/ua_f64_bits (specs/float_model.acsl).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires reader:    ua_reader_ok(r);
    requires valid_out: \valid(out);
    requires separated: \separated(out, r, r->buf + (0 .. r->len - 1));
    terminates \true;
    assigns  r->pos, *out;
    ensures  reader:    ua_reader_ok(r);
    behavior ok:
      assumes enough:    ua_reader_left(r) >= 8;
      ensures bits:      ua_f64_bits(*out) == ua_be64(r->buf + \old(r->pos));
      ensures advanced:  r->pos == \old(r->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_reader_left(r) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_read_bef64(ua_reader *r, double *out)
{
    if (r->len - r->pos < 8u) return UA_ETRUNC;
    *out = ua_get_bef64(r->buf + r->pos);
    r->pos += 8u;
    return 0;
}

/**
 * @brief Writes @p v as the 8 big-endian bytes of its IEEE 754 binary64 encoding (ua_put_bef64)
 * and advances by 8 bytes. The bytes are the encoding of @p v (ua_f64_bits).
 * @return 0, or UA_ETRUNC (nothing changed) when fewer than 8 bytes remain.
 */
/*@ requires writer:    ua_writer_ok(w);
    terminates \true;
    assigns  w->pos, w->buf[w->pos .. w->pos + 7];
    ensures  writer:    ua_writer_ok(w);
    behavior ok:
      assumes enough:    ua_writer_left(w) >= 8;
      ensures bits:      ua_be64(w->buf + \old(w->pos)) == ua_f64_bits(v);
      ensures advanced:  w->pos == \old(w->pos) + 8;
      ensures success:   \result == 0;
    behavior truncated:
      assumes short:     ua_writer_left(w) < 8;
      assigns  \nothing;
      ensures error:     \result == UA_ETRUNC;
    complete behaviors;
    disjoint behaviors;
 */
UA_IMPL_NODISCARD static inline int ua_write_bef64(ua_writer *w, double v)
{
    if (w->len - w->pos < 8u) return UA_ETRUNC;
    ua_put_bef64(w->buf + w->pos, v);
    w->pos += 8u;
    return 0;
}
/* END GENERATED: cursor fields */
#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* UNALIGNED_CURSOR_H_INCLUDED */
