/* SPDX-License-Identifier: MIT */
/*
 * A misaligned 32-bit load, as DIRECT makes without aligned(1). The offset comes from argc so the
 * compiler cannot split the load (GCC emits lwl/lwr on MIPS when it can).
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
