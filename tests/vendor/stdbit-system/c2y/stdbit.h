/* SPDX-License-Identifier: MIT */
/* A stand-in for a C2y implementation's <stdbit.h> that declares the endian-aware loads and stores
 * (tests/vendor/compat_stdbit_system.c): a version after C23's 202311L, and one of the functions,
 * which returns a marker so the test sees whose it called. Were compat/stdbit_endian.h to define
 * its own as well, the build would fail on the redefinition. */
#ifndef UA_TEST_FAKE_STDBIT_H
#define UA_TEST_FAKE_STDBIT_H
#include <stdint.h>
#define __STDC_VERSION_STDBIT_H__ 202612L
static inline uint_least32_t stdc_load8_leu32(const unsigned char ptr[static 4]) { (void)ptr; return 0xC2C2C2C2u; }
#endif
