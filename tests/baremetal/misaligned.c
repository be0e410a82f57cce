/* SPDX-License-Identifier: MIT */
/*
 * A planted misaligned access at an odd address: a 32-bit load (BM_LDRD=0; faults under
 * CCR.UNALIGN_TRP) or an ldrd (BM_LDRD=1; faults on any Cortex-M3/M4). The offset is volatile so
 * the compiler cannot split the load. Reaching the printf means the board did not fault.
 */
#include <stdint.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    static uint32_t words[4];
    volatile unsigned offset = 1;
    const unsigned char *p = (const unsigned char *)words + offset;
    uint32_t lo, hi = 0;
    (void)argc;
#if BM_LDRD
    __asm__ volatile("ldrd %0, %1, [%2]" : "=r"(lo), "=r"(hi) : "r"(p) : "memory");
#else
    lo = *(volatile const uint32_t *)(const void *)p;
#endif
    printf("PASS %s: the misaligned %s at 0x%lx returned 0x%08lx%08lx without a fault\n", argv[1],
           BM_LDRD ? "ldrd" : "32-bit load", (unsigned long)(uintptr_t)p, (unsigned long)hi, (unsigned long)lo);
    return 0;
}
