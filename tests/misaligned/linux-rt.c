/* SPDX-License-Identifier: MIT */
/*
 * A C library-free start-up for qemu-user where the C library does not run (SH4's glibc does not
 * start; Thumb-1 ARMv6-M cannot call the ARM-mode one): _start, and semihost.h's bm_write0/bm_exit
 * as Linux system calls, so tests/baremetal/libc.c runs on it unchanged. Built at -O0: not under
 * test, and SH4's GCC 12.2 drops the exit test of simple do-while loops at -O1 and above.
 */
#include <stddef.h>

#include "semihost.h"

int main(int argc, char **argv);
void ma_start_c(long *sp) __attribute__((noreturn, used));

#if defined(__sh__)
/* SH Linux: the call number in r3, arguments in r4..r7, trapa #0x10 + number of arguments. */
static long ma_syscall3(long n, long a, long b, long c)
{
    register long r3 __asm__("r3") = n;
    register long r4 __asm__("r4") = a;
    register long r5 __asm__("r5") = b;
    register long r6 __asm__("r6") = c;
    register long r0 __asm__("r0");
    __asm__ volatile("trapa #0x13" : "=r"(r0) : "r"(r3), "r"(r4), "r"(r5), "r"(r6) : "memory", "t");
    return r0;
}
enum { MA_SYS_EXIT = 1, MA_SYS_WRITE = 4, MA_SYS_EXIT_GROUP = 252 };
/* The stack pointer (r15) points at argc, then argv. */
__asm__(".text\n\t.global _start\n_start:\n\tmov r15,r4\n\tmov.l 1f,r0\n\tjsr @r0\n\tnop\n"
        "\t.align 2\n1:\t.long ma_start_c\n");
#elif defined(__arm__)
/* ARM EABI Linux: the call number in r7, arguments in r0..r2, svc 0 (also from Thumb-1). r7 is
 * Thumb's frame pointer: the call is written in assembly. */
long ma_syscall3(long n, long a, long b, long c);
__asm__(".text\n\t.thumb\n\t.align 2\n\t.global ma_syscall3\n\t.thumb_func\n\t.type ma_syscall3, %function\n"
        "ma_syscall3:\n\tpush {r7, lr}\n\tmov r7, r0\n\tmov r0, r1\n\tmov r1, r2\n\tmov r2, r3\n"
        "\tsvc 0\n\tpop {r7, pc}\n"
        "\t.global _start\n\t.thumb_func\n\t.type _start, %function\n"
        "_start:\n\tmov r0, sp\n\tbl ma_start_c\n");
enum { MA_SYS_EXIT = 1, MA_SYS_WRITE = 4, MA_SYS_EXIT_GROUP = 248 };
#else
#  error "linux-rt.c: SH4 and ARM only"
#endif

void bm_write0(const char *s)
{
    size_t n = 0;
    while (s[n] != '\0') n++;
    while (n > 0) {
        long w = ma_syscall3(MA_SYS_WRITE, 1, (long)(size_t)s, (long)n);
        if (w <= 0) break;
        s += w;
        n -= (size_t)w;
    }
}

void bm_exit(int status)
{
    ma_syscall3(MA_SYS_EXIT_GROUP, status, 0, 0);
    for (;;) ma_syscall3(MA_SYS_EXIT, status, 0, 0);
}

void ma_start_c(long *sp)
{
    bm_exit(main((int)sp[0], (char **)(void *)(sp + 1)));
}
