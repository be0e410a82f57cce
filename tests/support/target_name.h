/* SPDX-License-Identifier: MIT */
/* A readable name for the compilation target, for reports. */
#ifndef UA_TEST_TARGET_NAME_H
#define UA_TEST_TARGET_NAME_H

#if defined(__x86_64__)
#  define UA_TARGET_NAME "x86-64"
#elif defined(__i386__)
#  define UA_TARGET_NAME "x86"
#elif defined(__aarch64__)
#  define UA_TARGET_NAME "AArch64"
#elif defined(__arm__) && defined(__ARM_ARCH)
#  define UA_TARGET_STR2(x) #x
#  define UA_TARGET_STR(x) UA_TARGET_STR2(x)
#  define UA_TARGET_NAME "ARMv" UA_TARGET_STR(__ARM_ARCH)
#elif defined(__mips__)
#  define UA_TARGET_NAME "MIPS"
#elif defined(__sparc__)
#  define UA_TARGET_NAME "SPARC"
#elif defined(__s390x__)
#  define UA_TARGET_NAME "s390x"
#elif defined(__riscv)
#  define UA_TARGET_NAME "RISC-V"
#elif defined(__powerpc__)
#  define UA_TARGET_NAME "POWER"
#else
#  define UA_TARGET_NAME "unknown"
#endif

#endif /* UA_TEST_TARGET_NAME_H */
