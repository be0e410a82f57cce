/* SPDX-License-Identifier: MIT */
#include "semihost.h"

long bm_semihost(long op, void *arg)
{
    register long r0 __asm__("r0") = op;
    register void *r1 __asm__("r1") = arg;
    /* The debugger (qemu) reads r0/r1 and memory at r1, and writes the result to r0. */
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
    return r0;
}

void bm_write0(const char *s)
{
    bm_semihost(BM_SYS_WRITE0, (void *)(size_t)s);
}

void bm_exit(int status)
{
    bm_semihost(BM_SYS_EXIT, (void *)(size_t)(status == 0 ? BM_EXIT_SUCCESS : BM_EXIT_FAILURE));
    for (;;) {} /* not reached under qemu */
}

int bm_get_cmdline(char *buf, size_t size)
{
    struct { char *buf; size_t size; } block = { buf, size };
    if (size == 0) return -1;
    buf[0] = '\0';
    return bm_semihost(BM_SYS_GET_CMDLINE, &block) == 0 ? 0 : -1;
}
