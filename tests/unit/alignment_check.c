/* SPDX-License-Identifier: MIT */
/*
 * UA_CHECK_ALIGNMENT=1: every aligned accessor stops on a misaligned pointer, runs on an aligned one.
 * Each call runs in a forked child: plain builds trap (SIGILL on x86-64, SIGTRAP elsewhere);
 * -DUA_TEST_HOOK builds call a user hook that exits with HOOK_STATUS once it has checked p.
 * usage: alignment_check LABEL
 */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

enum { HOOK_STATUS = 42 };

#ifdef UA_TEST_HOOK
static const void *expected_p;
static void hook_failed(const void *p) { _exit(p == expected_p ? HOOK_STATUS : 1); }
#  define UA_ALIGNMENT_FAILED(p) hook_failed(p)
#endif
#include "unaligned.h"
#include "accessors.h"

static union { uint64_t align; uint8_t b[32]; } buf;

/* 0: the child returned normally, 1: it was stopped as this build must stop it, 2: otherwise. */
static int run(void (*call)(uint8_t *), uint8_t *p)
{
    int status;
    pid_t pid = fork();
    if (pid == 0) {
#ifdef UA_TEST_HOOK
        expected_p = p;
#endif
        call(p);
        _exit(0);
    }
    if (pid < 0 || waitpid(pid, &status, 0) != pid) return 2;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return 0;
#ifdef UA_TEST_HOOK
    return WIFEXITED(status) && WEXITSTATUS(status) == HOOK_STATUS ? 1 : 2;
#else
    return WIFSIGNALED(status) && (WTERMSIG(status) == SIGILL || WTERMSIG(status) == SIGTRAP) ? 1 : 2;
#endif
}

#define AC_CALLS(order, bits, type)                                                                  \
    static volatile uint64_t sink_##order##bits;                                                     \
    static void get_##order##bits(uint8_t *p) { sink_##order##bits = ua_get_##order##bits##_aligned(p); } \
    static void put_##order##bits(uint8_t *p) { ua_put_##order##bits##_aligned(p, (type)0x0102030405060708u); }
UA_ALIGNED_ACCESSORS(AC_CALLS)

#define AC_ENTRIES(order, bits, type)                                                                \
    { "ua_get_" #order #bits "_aligned", bits / 8, get_##order##bits },                               \
    { "ua_put_" #order #bits "_aligned", bits / 8, put_##order##bits },
static const struct { const char *name; unsigned size; void (*call)(uint8_t *); } calls[] = {
    UA_ALIGNED_ACCESSORS(AC_ENTRIES)
};

int main(int argc, char **argv)
{
    static const char *const outcome[] = { "not stopped", "stopped", "ended otherwise" };
    const char *label = argc > 1 ? argv[1] : "alignment check";
    unsigned long checks = 0, failures = 0;
    unsigned k, off;
    for (k = 0; k < sizeof calls / sizeof calls[0]; k++)
        for (off = 0; off < 16; off++) {
            int want = off % calls[k].size != 0, got = run(calls[k].call, buf.b + off);
            checks++;
            if (got != want && failures++ < 10) printf("  %s at offset %u: %s\n", calls[k].name, off, outcome[got]);
        }
    if (failures != 0) {
        printf("FAIL %s: %lu of %lu calls not stopped exactly when misaligned\n", label, failures, checks);
        return 1;
    }
    printf("PASS %s: %lu calls, each misaligned one stopped, each aligned one ran\n", label, checks);
    return 0;
}
