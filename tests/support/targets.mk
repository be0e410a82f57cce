# The cross targets, written once: cross tests, fuzz replay, exhaustive checks and the codegen audit
# read them. Linked -static, run under qemu-user.
#   cross_gcc_T     GCC cross compiler          cross_clang_T   clang --target (and sysroot)
#   cross_qemu_T    qemu-user binary            cross_endian_T  byte order
CROSS_TARGETS := armv5te armv7 aarch64 mips sparc64 s390x riscv64

# $(call linux_target,T,TRIPLE,QEMU,ENDIAN[,CLANG_TRIPLE]): Debian's TRIPLE-gcc, run by qemu-QEMU;
# Clang targets CLANG_TRIPLE (default TRIPLE) with TRIPLE's sysroot.
define linux_target
cross_gcc_$(1)    := $(2)-gcc
cross_qemu_$(1)   := qemu-$(3)
cross_clang_$(1)  := --target=$(or $(5),$(2)) --sysroot=/usr/$(2)
cross_endian_$(1) := $(4)
endef
# $(call flag_variant,T,BASE,GCC_FLAGS[,CLANG_FLAGS]): BASE with extra flags; no CLANG_FLAGS, no Clang.
define flag_variant
cross_gcc_$(1)    := $(cross_gcc_$(2)) $(3)
cross_qemu_$(1)   := $(cross_qemu_$(2))
cross_clang_$(1)  := $(if $(4),$(cross_clang_$(2)) $(4))
cross_endian_$(1) := $(cross_endian_$(2))
endef

$(eval $(call linux_target,armv5te,arm-linux-gnueabi,arm,little,armv5te-linux-gnueabi))
$(eval $(call linux_target,armv7,arm-linux-gnueabihf,arm,little,armv7a-linux-gnueabihf))
$(eval $(call linux_target,aarch64,aarch64-linux-gnu,aarch64,little))
$(eval $(call linux_target,mips,mips-linux-gnu,mips,big))
$(eval $(call linux_target,sparc64,sparc64-linux-gnu,sparc64,big))
$(eval $(call linux_target,s390x,s390x-linux-gnu,s390x,big))
$(eval $(call linux_target,riscv64,riscv64-linux-gnu,riscv64,little))

# More configurations (the codegen audit measures them, make cross-more runs them). Also:
#   cross_link_T    link flags (default -static)   cross_noqemu_T  why qemu-user cannot run T
# An empty cross_clang_T means Clang 19 has no backend for T (Alpha, HPPA, SH4).
MORE_TARGETS := aarch64-strict aarch64-declared armv7-noua armv5te-thumb armv7-thumb armv7-be \
                i386 ppc ppc64le mipsel mips64 m68k alpha alpha-ev56 hppa sh4

# AArch64 code that runs before the MMU: GCC says -mstrict-align, Clang -mno-unaligned-access.
$(eval $(call flag_variant,aarch64-strict,aarch64,-mstrict-align,-mno-unaligned-access))
# GCC's macros do not change with -mstrict-align, so a strict build should declare it
# (docs/strategies.md), as aarch64-declared does.
strict_declare_aarch64-strict_gcc := -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=0
$(eval $(call flag_variant,aarch64-declared,aarch64,-mstrict-align -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=0))

$(eval $(call flag_variant,armv7-noua,armv7,-mno-unaligned-access,-mno-unaligned-access))
$(eval $(call flag_variant,armv5te-thumb,armv5te,-mthumb,-mthumb))
$(eval $(call flag_variant,armv7-thumb,armv7,-mthumb,-mthumb))

# Big-endian ARMv7 (BE8): compiled and measured only.
cross_gcc_armv7-be         := arm-linux-gnueabihf-gcc -mbig-endian
cross_clang_armv7-be       := --target=armebv7a-linux-gnueabihf --sysroot=/usr/arm-linux-gnueabihf
cross_endian_armv7-be      := big
cross_noqemu_armv7-be      := Debian has no big-endian ARM C library to link with

$(eval $(call linux_target,i386,i686-linux-gnu,i386,little))
$(eval $(call linux_target,ppc,powerpc-linux-gnu,ppc,big))
$(eval $(call linux_target,ppc64le,powerpc64le-linux-gnu,ppc64le,little))
$(eval $(call linux_target,mipsel,mipsel-linux-gnu,mipsel,little))
$(eval $(call linux_target,mips64,mips64-linux-gnuabi64,mips64,big))
$(eval $(call linux_target,m68k,m68k-linux-gnu,m68k,big))
# Clang 19's m68k code keeps 16-bit PC-relative and GOT relocations that overflow against Debian's
# glibc: measured, not run.
cross_norun_clang_m68k     := relocation truncated to fit: R_68K_PC16

# Alpha's static glibc crashes under qemu-alpha: linked dynamically, run with its sysroot.
cross_gcc_alpha            := alpha-linux-gnu-gcc
cross_qemu_alpha           := qemu-alpha -L /usr/alpha-linux-gnu
cross_link_alpha           := -Wl,-rpath-link,/usr/alpha-linux-gnu/lib
cross_endian_alpha         := little
# EV56 and later have byte and halfword loads and stores (BWX, __alpha_bwx__).
$(eval $(call flag_variant,alpha-ev56,alpha,-mcpu=ev56))
cross_link_alpha-ev56      := $(cross_link_alpha)

# ARMv4T: no blx or clz; a misaligned ldr rotates the word, as on ARMv5. Linked with the armel glibc;
# only tests/misaligned builds it (not in MORE_TARGETS' matrices).
$(eval $(call linux_target,armv4t,arm-linux-gnueabi,arm,little,armv4t-linux-gnueabi))
cross_gcc_armv4t           += -march=armv4t

cross_gcc_hppa             := hppa-linux-gnu-gcc
cross_qemu_hppa            := qemu-hppa
cross_endian_hppa          := big

cross_gcc_sh4              := sh4-linux-gnu-gcc
cross_endian_sh4           := little
cross_noqemu_sh4           := Debian's SH4 glibc (static and dynamic) does not start under qemu-sh4

# Bare-metal Cortex-M: compiled and measured here, run by tests/baremetal.
# $(call cortex_m_target,T,CPU,CLANG_TRIPLE)
define cortex_m_target
cross_gcc_$(1)    := arm-none-eabi-gcc -mcpu=$(2) -mthumb -ffreestanding
cross_clang_$(1)  := --target=$(3) -mcpu=$(2) -ffreestanding
cross_endian_$(1) := little
cross_noqemu_$(1) := bare metal: qemu-system-arm, tests/baremetal
endef
BAREMETAL_TARGETS := cortex-m0 cortex-m3 cortex-m4 cortex-m7
$(eval $(call cortex_m_target,cortex-m0,cortex-m0plus,thumbv6m-none-eabi))
$(eval $(call cortex_m_target,cortex-m3,cortex-m3,thumbv7m-none-eabi))
$(eval $(call cortex_m_target,cortex-m4,cortex-m4,thumbv7em-none-eabi))
# Same architecture as the M4 (armv7e-m) and the same macros without an FPU: one AUTO row for both.
$(eval $(call cortex_m_target,cortex-m7,cortex-m7,thumbv7em-none-eabi))

# $(call target_compilers,T): the compilers that build T. $(call cross_link,T): its link flags.
target_compilers = $(if $(filter x86-64,$(1)),gcc clang,$(if $(cross_gcc_$(1)),gcc) $(if $(cross_clang_$(1)),clang))
cross_link = $(or $(cross_link_$(1)),-static)

BIG_ENDIAN_TARGETS := $(foreach t,$(CROSS_TARGETS),$(if $(filter big,$(cross_endian_$(t))),$(t)))

# The strategies each matrix must build per target, never asked of the header under test: a header
# refusing one it should accept fails a build instead of shrinking the matrix.
UNALIGNED_ACCESS_TARGETS := x86-64 armv7 aarch64 s390x armv7-thumb armv7-be i386 ppc64le cortex-m3 cortex-m4 cortex-m7
HOST_TARGET := $(subst _,-,$(shell uname -m))
# 64-bit general registers: a 64-bit value is one load there, two words elsewhere.
WIDE_TARGETS := x86-64 aarch64 aarch64-strict aarch64-declared mips64 sparc64 s390x riscv64 ppc64le alpha alpha-ev56
target_strategies = $(if $(filter $(1),$(UNALIGNED_ACCESS_TARGETS)),$(STRATEGIES),$(filter-out DIRECT,$(STRATEGIES)))
# The strategies that need GCC-style attributes; a compiler without GNU extensions gets the others.
GNU_ONLY_STRATEGIES := PACKED DIRECT
ISO_STRATEGIES = $(filter-out $(GNU_ONLY_STRATEGIES),$(STRATEGIES))
