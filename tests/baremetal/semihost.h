/* SPDX-License-Identifier: MIT */
/* ARM semihosting (bkpt 0xAB), the board's only output and its exit status under qemu-system-arm
 * -semihosting-config enable=on: qemu exits 0 on SYS_EXIT with ADP_Stopped_ApplicationExit, 1 on
 * any other reason. */
#ifndef BM_SEMIHOST_H
#define BM_SEMIHOST_H

#include <stddef.h>

enum {
    BM_SYS_WRITE0 = 0x04,      /* r1: a NUL-terminated string, written to the console */
    BM_SYS_GET_CMDLINE = 0x15, /* r1: {buffer, size}; qemu fills it from -semihosting-config arg= */
    BM_SYS_EXIT = 0x18,        /* r1: a reason code (32-bit ARM: the code itself) */
    BM_EXIT_SUCCESS = 0x20026, /* ADP_Stopped_ApplicationExit */
    BM_EXIT_FAILURE = 0x20023  /* ADP_Stopped_RunTimeErrorUnknown */
};

long bm_semihost(long op, void *arg);
void bm_write0(const char *s);
void bm_exit(int status) __attribute__((noreturn));
/* The command line qemu passes, NUL-terminated in buf; 0 on success. */
int bm_get_cmdline(char *buf, size_t size);

#endif /* BM_SEMIHOST_H */
