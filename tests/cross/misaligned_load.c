/* SPDX-License-Identifier: MIT */
/*
 * A deliberately misaligned 32-bit load, the access DIRECT would make without aligned(1). The offset
 * comes from argc so that the compiler cannot see the misalignment and split the load (GCC emits
 * lwl/lwr on MIPS when it can). Where the CPU (or qemu) enforces alignment this dies of SIGBUS;
 * tests/cross/expect-fault checks that it does, so a clean cross run there means something.
 */
#include <stdint.h>
#include <stdio.h>

int main(int argc, char **argv)
{
    static uint32_t words[2];
    volatile const uint32_t *p = (volatile const uint32_t *)(void *)((unsigned char *)words + argc);
    (void)argv;
    printf("misaligned load returned %lu without a trap\n", (unsigned long)*p);
    return 0;
}
