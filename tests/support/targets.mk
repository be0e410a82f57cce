# The cross targets, written once: cross tests, fuzz replay, exhaustive checks and the codegen audit
# read them. Linked -static, run under qemu-user.
#   cross_gcc_T     GCC cross compiler          cross_clang_T   clang --target (and sysroot)
#   cross_qemu_T    qemu-user binary            cross_endian_T  byte order
CROSS_TARGETS := armv5te armv7 aarch64 mips sparc64 s390x riscv64

cross_gcc_armv5te   := arm-linux-gnueabi-gcc
cross_qemu_armv5te  := qemu-arm
cross_clang_armv5te := --target=armv5te-linux-gnueabi --sysroot=/usr/arm-linux-gnueabi
cross_endian_armv5te := little

cross_gcc_armv7     := arm-linux-gnueabihf-gcc
cross_qemu_armv7    := qemu-arm
cross_clang_armv7   := --target=armv7a-linux-gnueabihf --sysroot=/usr/arm-linux-gnueabihf
cross_endian_armv7  := little

cross_gcc_aarch64   := aarch64-linux-gnu-gcc
cross_qemu_aarch64  := qemu-aarch64
cross_clang_aarch64 := --target=aarch64-linux-gnu --sysroot=/usr/aarch64-linux-gnu
cross_endian_aarch64 := little

cross_gcc_mips      := mips-linux-gnu-gcc
cross_qemu_mips     := qemu-mips
cross_clang_mips    := --target=mips-linux-gnu --sysroot=/usr/mips-linux-gnu
cross_endian_mips   := big

cross_gcc_sparc64   := sparc64-linux-gnu-gcc
cross_qemu_sparc64  := qemu-sparc64
cross_clang_sparc64 := --target=sparc64-linux-gnu --sysroot=/usr/sparc64-linux-gnu
cross_endian_sparc64 := big

cross_gcc_s390x     := s390x-linux-gnu-gcc
cross_qemu_s390x    := qemu-s390x
cross_clang_s390x   := --target=s390x-linux-gnu --sysroot=/usr/s390x-linux-gnu
cross_endian_s390x  := big

cross_gcc_riscv64   := riscv64-linux-gnu-gcc
cross_qemu_riscv64  := qemu-riscv64
cross_clang_riscv64 := --target=riscv64-linux-gnu --sysroot=/usr/riscv64-linux-gnu
cross_endian_riscv64 := little

# More configurations (the codegen audit measures them, make cross-more runs them). Also:
#   cross_link_T    link flags (default -static)   cross_noqemu_T  why qemu-user cannot run T
# An empty cross_clang_T means Clang 19 has no backend for T (Alpha, HPPA, SH4).
MORE_TARGETS := aarch64-strict aarch64-declared armv7-noua armv5te-thumb armv7-thumb armv7-be \
                i386 ppc ppc64le mipsel mips64 m68k alpha alpha-ev56 hppa sh4

# AArch64 code that runs before the MMU: GCC says -mstrict-align, Clang -mno-unaligned-access.
cross_gcc_aarch64-strict   := aarch64-linux-gnu-gcc -mstrict-align
cross_qemu_aarch64-strict  := qemu-aarch64
cross_clang_aarch64-strict := $(cross_clang_aarch64) -mno-unaligned-access
cross_endian_aarch64-strict := little
# GCC's macros do not change with -mstrict-align, so a strict build should declare it
# (docs/strategies.md), as aarch64-declared does.
strict_declare_aarch64-strict_gcc := -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=0
cross_gcc_aarch64-declared  := aarch64-linux-gnu-gcc -mstrict-align -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=0
cross_qemu_aarch64-declared := qemu-aarch64
cross_endian_aarch64-declared := little

cross_gcc_armv7-noua       := arm-linux-gnueabihf-gcc -mno-unaligned-access
cross_qemu_armv7-noua      := qemu-arm
cross_clang_armv7-noua     := $(cross_clang_armv7) -mno-unaligned-access
cross_endian_armv7-noua    := little

cross_gcc_armv5te-thumb    := arm-linux-gnueabi-gcc -mthumb
cross_qemu_armv5te-thumb   := qemu-arm
cross_clang_armv5te-thumb  := $(cross_clang_armv5te) -mthumb
cross_endian_armv5te-thumb := little

cross_gcc_armv7-thumb      := arm-linux-gnueabihf-gcc -mthumb
cross_qemu_armv7-thumb     := qemu-arm
cross_clang_armv7-thumb    := $(cross_clang_armv7) -mthumb
cross_endian_armv7-thumb   := little

# Big-endian ARMv7 (BE8): compiled and measured only.
cross_gcc_armv7-be         := arm-linux-gnueabihf-gcc -mbig-endian
cross_clang_armv7-be       := --target=armebv7a-linux-gnueabihf --sysroot=/usr/arm-linux-gnueabihf
cross_endian_armv7-be      := big
cross_noqemu_armv7-be      := Debian has no big-endian ARM C library to link with

cross_gcc_i386             := i686-linux-gnu-gcc
cross_qemu_i386            := qemu-i386
cross_clang_i386           := --target=i686-linux-gnu --sysroot=/usr/i686-linux-gnu
cross_endian_i386          := little

cross_gcc_ppc              := powerpc-linux-gnu-gcc
cross_qemu_ppc             := qemu-ppc
cross_clang_ppc            := --target=powerpc-linux-gnu --sysroot=/usr/powerpc-linux-gnu
cross_endian_ppc           := big

cross_gcc_ppc64le          := powerpc64le-linux-gnu-gcc
cross_qemu_ppc64le         := qemu-ppc64le
cross_clang_ppc64le        := --target=powerpc64le-linux-gnu --sysroot=/usr/powerpc64le-linux-gnu
cross_endian_ppc64le       := little

cross_gcc_mipsel           := mipsel-linux-gnu-gcc
cross_qemu_mipsel          := qemu-mipsel
cross_clang_mipsel         := --target=mipsel-linux-gnu --sysroot=/usr/mipsel-linux-gnu
cross_endian_mipsel        := little

cross_gcc_mips64           := mips64-linux-gnuabi64-gcc
cross_qemu_mips64          := qemu-mips64
cross_clang_mips64         := --target=mips64-linux-gnuabi64 --sysroot=/usr/mips64-linux-gnuabi64
cross_endian_mips64        := big

cross_gcc_m68k             := m68k-linux-gnu-gcc
cross_qemu_m68k            := qemu-m68k
cross_clang_m68k           := --target=m68k-linux-gnu --sysroot=/usr/m68k-linux-gnu
cross_endian_m68k          := big
# Clang 19's m68k code keeps 16-bit PC-relative and GOT relocations that overflow against Debian's
# glibc: measured, not run.
cross_norun_clang_m68k     := relocation truncated to fit: R_68K_PC16

# Alpha's static glibc crashes under qemu-alpha: linked dynamically, run with its sysroot.
cross_gcc_alpha            := alpha-linux-gnu-gcc
cross_qemu_alpha           := qemu-alpha -L /usr/alpha-linux-gnu
cross_link_alpha           := -Wl,-rpath-link,/usr/alpha-linux-gnu/lib
cross_endian_alpha         := little
# EV56 and later have byte and halfword loads and stores (BWX, __alpha_bwx__).
cross_gcc_alpha-ev56       := alpha-linux-gnu-gcc -mcpu=ev56
cross_qemu_alpha-ev56      := qemu-alpha -L /usr/alpha-linux-gnu
cross_link_alpha-ev56      := $(cross_link_alpha)
cross_endian_alpha-ev56    := little

# ARMv4T: no blx or clz; a misaligned ldr rotates the word, as on ARMv5. Linked with the armel glibc;
# only tests/misaligned builds it (not in MORE_TARGETS' matrices).
cross_gcc_armv4t           := arm-linux-gnueabi-gcc -march=armv4t
cross_qemu_armv4t          := qemu-arm
cross_clang_armv4t         := --target=armv4t-linux-gnueabi --sysroot=/usr/arm-linux-gnueabi
cross_endian_armv4t        := little

cross_gcc_hppa             := hppa-linux-gnu-gcc
cross_qemu_hppa            := qemu-hppa
cross_endian_hppa          := big

cross_gcc_sh4              := sh4-linux-gnu-gcc
cross_endian_sh4           := little
cross_noqemu_sh4           := Debian's SH4 glibc (static and dynamic) does not start under qemu-sh4

# Bare-metal Cortex-M: compiled and measured here, run by tests/baremetal.
BAREMETAL_TARGETS := cortex-m0 cortex-m3 cortex-m4 cortex-m7
cross_gcc_cortex-m0        := arm-none-eabi-gcc -mcpu=cortex-m0plus -mthumb -ffreestanding
cross_clang_cortex-m0      := --target=thumbv6m-none-eabi -mcpu=cortex-m0plus -ffreestanding
cross_endian_cortex-m0     := little
cross_gcc_cortex-m3        := arm-none-eabi-gcc -mcpu=cortex-m3 -mthumb -ffreestanding
cross_clang_cortex-m3      := --target=thumbv7m-none-eabi -mcpu=cortex-m3 -ffreestanding
cross_endian_cortex-m3     := little
cross_gcc_cortex-m4        := arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb -ffreestanding
cross_clang_cortex-m4      := --target=thumbv7em-none-eabi -mcpu=cortex-m4 -ffreestanding
cross_endian_cortex-m4     := little
# Same architecture as the M4 (armv7e-m) and the same macros without an FPU: one AUTO row for both.
cross_gcc_cortex-m7        := arm-none-eabi-gcc -mcpu=cortex-m7 -mthumb -ffreestanding
cross_clang_cortex-m7      := --target=thumbv7em-none-eabi -mcpu=cortex-m7 -ffreestanding
cross_endian_cortex-m7     := little
$(foreach t,$(BAREMETAL_TARGETS),$(eval cross_noqemu_$(t) := bare metal: qemu-system-arm, tests/baremetal))

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
