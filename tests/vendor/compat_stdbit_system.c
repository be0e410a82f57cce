/* SPDX-License-Identifier: MIT */
/*
 * compat/stdbit_endian.h defers to the implementation's <stdbit.h> exactly when that declares the
 * C2y functions. Against a stand-in with -DWANT_SYSTEM=1 or 0, UA_STDBIT_FROM_SYSTEM must say so and
 * stdc_load8_leu32 be the system's (its marker) or ours. usage: LABEL
 */
#include <stdio.h>

#include "compat/stdbit_endian.h"

int main(int argc, char **argv)
{
    static const unsigned char bytes[4] = { 1, 2, 3, 4 };
    const char *label = argc > 1 ? argv[1] : "compat stdbit system";
    const uint_least32_t got = stdc_load8_leu32(bytes), want = WANT_SYSTEM ? 0xC2C2C2C2u : 0x04030201u;
    if (UA_STDBIT_FROM_SYSTEM != WANT_SYSTEM || got != want) {
        printf("FAIL %s: UA_STDBIT_FROM_SYSTEM is %d (want %d), stdc_load8_leu32 gave 0x%lx (want 0x%lx)\n",
               label, UA_STDBIT_FROM_SYSTEM, WANT_SYSTEM, (unsigned long)got, (unsigned long)want);
        return 1;
    }
    printf("PASS %s: %s\n", label, WANT_SYSTEM ? "the system's functions, none defined here" : "this library's functions");
    return 0;
}
