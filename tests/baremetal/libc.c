/* SPDX-License-Identifier: MIT */
/*
 * The C library functions the tests call, for a -nostdlib link. memcpy is byte-wise so it works at
 * any alignment under CCR.UNALIGN_TRP; -fno-builtin keeps the loops loops.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "semihost.h"

void *memcpy(void *restrict dst, const void *restrict src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    while (n--) *d++ = *s++;
    return dst;
}

void *memmove(void *dst, const void *src, size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if (d < s)
        while (n--) *d++ = *s++;
    else
        while (n--) d[n] = s[n];
    return dst;
}

void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    while (n--) *d++ = (unsigned char)c;
    return dst;
}

/* The ARM run-time ABI's names, which Clang calls (newlib would provide them; libgcc does not).
 * __aeabi_memset takes the length before the value. */
void __aeabi_memcpy(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memcpy4(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memcpy8(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
void __aeabi_memmove(void *dst, const void *src, size_t n) { memmove(dst, src, n); }
void __aeabi_memset(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memset4(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memset8(void *dst, size_t n, int c) { memset(dst, c, n); }
void __aeabi_memclr(void *dst, size_t n) { memset(dst, 0, n); }
void __aeabi_memclr4(void *dst, size_t n) { memset(dst, 0, n); }
void __aeabi_memclr8(void *dst, size_t n) { memset(dst, 0, n); }

int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (; n--; x++, y++)
        if (*x != *y) return *x < *y ? -1 : 1;
    return 0;
}

int strcmp(const char *a, const char *b)
{
    while (*a != '\0' && *a == *b) a++, b++;
    return (unsigned char)*a - (unsigned char)*b;
}

size_t strlen(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0') n++;
    return n;
}

/* An output sink: a bounded buffer, always NUL-terminated when size > 0. */
typedef struct { char *buf; size_t size, len; } bm_sink;

static void put_char(bm_sink *o, char c)
{
    if (o->len + 1 < o->size) o->buf[o->len] = c;
    o->len++;
}

/* Digits, least significant first (decimal uses libgcc's 64-bit division; the link has libgcc). */
static void put_unsigned(bm_sink *o, uint64_t v, unsigned base, unsigned width, char pad)
{
    char digits[24];
    unsigned n = 0;
    do {
        unsigned d = base == 16 ? (unsigned)(v & 15u) : (unsigned)(v % 10u);
        digits[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        v = base == 16 ? v >> 4 : v / 10u;
    } while (v != 0);
    while (width > n) put_char(o, pad), width--;
    while (n) put_char(o, digits[--n]);
}

int vsnprintf(char *restrict out, size_t size, const char *restrict fmt, va_list ap)
{
    bm_sink o = { out, size, 0 };
    for (; *fmt != '\0'; fmt++) {
        unsigned width = 0, longs = 0;
        char pad = ' ';
        if (*fmt != '%') { put_char(&o, *fmt); continue; }
        fmt++;
        if (*fmt == '0') pad = '0', fmt++;
        while (*fmt >= '0' && *fmt <= '9') width = width * 10u + (unsigned)(*fmt++ - '0');
        while (*fmt == 'l') longs++, fmt++;
        switch (*fmt) {
        case 's': { const char *s = va_arg(ap, const char *); while (*s) put_char(&o, *s++); break; }
        case 'c': put_char(&o, (char)va_arg(ap, int)); break;
        case 'd': {
            long long v = longs >= 2 ? va_arg(ap, long long) : longs ? va_arg(ap, long) : va_arg(ap, int);
            if (v < 0) put_char(&o, '-');
            put_unsigned(&o, v < 0 ? 0u - (uint64_t)v : (uint64_t)v, 10, width, pad);
            break;
        }
        case 'u': case 'x': {
            uint64_t v = longs >= 2 ? va_arg(ap, unsigned long long)
                         : longs ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
            put_unsigned(&o, v, *fmt == 'x' ? 16u : 10u, width, pad);
            break;
        }
        case '%': put_char(&o, '%'); break;
        default: put_char(&o, '?'); if (*fmt == '\0') fmt--; break;
        }
    }
    if (size > 0) out[o.len < size ? o.len : size - 1] = '\0';
    return (int)o.len;
}

int snprintf(char *restrict out, size_t size, const char *restrict fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(out, size, fmt, ap);
    va_end(ap);
    return n;
}

int printf(const char *restrict fmt, ...)
{
    char line[256];
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    bm_write0(line);
    return n;
}
