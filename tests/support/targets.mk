# The cross targets, written once. Cross tests, fuzz-corpus replay, exhaustive checks and the
# codegen audit all read this list. Binaries are linked -static and run with qemu-user.
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

BIG_ENDIAN_TARGETS := $(foreach t,$(CROSS_TARGETS),$(if $(filter big,$(cross_endian_$(t))),$(t)))

# Which strategies a matrix must build, per target: a rule written here, never asked of the header
# under test, so that a header refusing a strategy it should accept (an AUTO row resolving to DIRECT
# on ARMv5, say) fails that configuration's build with a FAIL line instead of shrinking the matrix.
# DIRECT needs hardware unaligned access (the targets below, where the header's
# UA_HAVE_EFFICIENT_UNALIGNED_ACCESS is 1); every other strategy, AUTO first, is always expected.
# "x86-64" is this machine (HOST_TARGET).
UNALIGNED_ACCESS_TARGETS := x86-64 armv7 aarch64 s390x
HOST_TARGET := $(subst _,-,$(shell uname -m))
target_strategies = $(if $(filter $(1),$(UNALIGNED_ACCESS_TARGETS)),$(STRATEGIES),$(filter-out DIRECT,$(STRATEGIES)))
# The strategies that need GCC-style attributes; a compiler without GNU extensions gets the others.
GNU_ONLY_STRATEGIES := PACKED DIRECT
ISO_STRATEGIES = $(filter-out $(GNU_ONLY_STRATEGIES),$(STRATEGIES))
