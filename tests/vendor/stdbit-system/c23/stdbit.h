/* SPDX-License-Identifier: MIT */
/* A stand-in for a C23 implementation's <stdbit.h>: version 202311L, no load8/store8 functions
 * (tests/vendor/compat_stdbit_system.c): compat/stdbit_endian.h must define its own. */
#ifndef UA_TEST_FAKE_STDBIT_H
#define UA_TEST_FAKE_STDBIT_H
#define __STDC_VERSION_STDBIT_H__ 202311L
#endif
