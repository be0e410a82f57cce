/* SPDX-License-Identifier: MIT */
/* Start-up for the mps2-an385/386 boards: CCR.UNALIGN_TRP with -DBM_UNALIGN_TRP=1 (every misaligned
 * access then faults), main called with qemu's label, fault handlers that print a FAIL line. */
#include <stdint.h>

#include "semihost.h"

#ifndef BM_UNALIGN_TRP
#  error "startup.c: define BM_UNALIGN_TRP to 0 or 1 (tests/baremetal/baremetal.mk does)"
#endif

int main(int argc, char **argv);
int printf(const char *fmt, ...);

extern uint32_t bm_data_start[], bm_data_end[], bm_data_load[], bm_bss_start[], bm_bss_end[];
extern uint32_t bm_stack_top[];

#define BM_REG(addr) (*(volatile uint32_t *)(addr))
#define BM_CCR  BM_REG(0xE000ED14u) /* configuration and control */
#define BM_CFSR BM_REG(0xE000ED28u) /* configurable fault status: MemManage, BusFault, UsageFault */
#define BM_HFSR BM_REG(0xE000ED2Cu) /* HardFault status */
#define BM_BFAR BM_REG(0xE000ED38u) /* bus fault address */
#define BM_CCR_UNALIGN_TRP (1u << 3)

/* The label of the run: argv[1], everything after the first word of the command line. */
static char bm_cmdline[256];
static char *bm_argv[3] = { "baremetal", "baremetal", 0 };
#define BM_LABEL bm_argv[1]

void bm_reset(void) __attribute__((noreturn));
void bm_reset(void)
{
    uint32_t *src = bm_data_load, *dst = bm_data_start;
    char *rest;
    if (BM_UNALIGN_TRP) BM_CCR |= BM_CCR_UNALIGN_TRP; /* first, so the start-up code is checked too */
    __asm__ volatile("dsb\n\tisb" ::: "memory");
    while (dst < bm_data_end) *dst++ = *src++;
    for (dst = bm_bss_start; dst < bm_bss_end; dst++) *dst = 0;
    if (bm_get_cmdline(bm_cmdline, sizeof bm_cmdline) == 0) {
        for (rest = bm_cmdline; *rest != '\0' && *rest != ' '; rest++) {}
        if (*rest == ' ') bm_argv[1] = rest + 1;
    }
    /* A board or qemu that ignored the write would make a clean run mean nothing. */
    if (BM_UNALIGN_TRP && !(BM_CCR & BM_CCR_UNALIGN_TRP)) {
        printf("FAIL %s: CCR.UNALIGN_TRP does not read back as set\n", BM_LABEL);
        bm_exit(1);
    }
    bm_exit(main(2, bm_argv));
}

/* The names of the fault status bits that matter here, most specific first. */
static const char *bm_fault_name(uint32_t cfsr, uint32_t hfsr)
{
    if (cfsr & (1u << 24)) return "UNALIGNED usage fault";
    if (cfsr & (1u << 25)) return "DIVBYZERO usage fault";
    if (cfsr & (1u << 16)) return "UNDEFINSTR usage fault";
    if (cfsr & (1u << 17)) return "INVSTATE usage fault";
    if (cfsr & 0xFF00u) return "bus fault";
    if (cfsr & 0xFFu) return "memory management fault";
    if (hfsr & (1u << 1)) return "vector table read fault";
    return "fault";
}

/* frame: the registers the core stacked on exception entry (r0-r3, r12, lr, pc, xpsr). */
void bm_fault_report(const uint32_t *frame, uint32_t ipsr) __attribute__((noreturn, used));
void bm_fault_report(const uint32_t *frame, uint32_t ipsr)
{
    uint32_t cfsr = BM_CFSR, hfsr = BM_HFSR;
    if ((ipsr & 0x1FFu) == 3)
        printf("FAIL %s: HardFault (%s, CFSR 0x%08lx, HFSR 0x%08lx, BFAR 0x%08lx) at pc 0x%08lx\n", BM_LABEL,
               bm_fault_name(cfsr, hfsr), (unsigned long)cfsr, (unsigned long)hfsr, (unsigned long)BM_BFAR,
               (unsigned long)frame[6]);
    else
        printf("FAIL %s: unexpected exception %lu at pc 0x%08lx\n", BM_LABEL, (unsigned long)(ipsr & 0x1FFu),
               (unsigned long)frame[6]);
    bm_exit(1);
}

/* Every exception but reset: the stacked frame (MSP; nothing uses the process stack) and the
 * exception number to the reporter. Naked, so no prologue moves sp first. */
__attribute__((naked)) void bm_exception(void)
{
    __asm__ volatile("mov r0, sp\n\t"
                     "mrs r1, ipsr\n\t"
                     "bl bm_fault_report\n\t" /* bl: thumb-1 b reaches only 2 KB */);
}

/* Stack pointer, reset, the 14 system exceptions; no peripheral interrupt is enabled. */
typedef void (*bm_vector)(void);
__attribute__((section(".vectors"), used)) static const bm_vector bm_vectors[16] = {
    (bm_vector)(uintptr_t)bm_stack_top, bm_reset,
    bm_exception, bm_exception, bm_exception, bm_exception, bm_exception, 0, 0, 0, 0,
    bm_exception, bm_exception, 0, bm_exception, bm_exception,
};
