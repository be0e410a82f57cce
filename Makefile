# unaligned: build, main job and every check.
#   make         builds and runs the main job (self-test of every accessor at offsets 0..15)
#   make check   installs what is missing, then runs every check; last line "N passed, N failed"
# Each area keeps its rules in its own fragment and adds its check target to CHECKS.

# Make's built-in CC is "cc"; name the compiler so that reports say which one ran.
ifeq ($(origin CC),default)
CC        := gcc
endif
ifeq ($(origin CXX),default)
CXX       := g++
endif
CLANG     ?= clang-19
BUILD     := build
SRC       := src
HEADERS   := $(wildcard $(SRC)/*.h)

# The strategies, written once. Per target, $(call target_strategies,TARGET) (tests/support/targets.mk)
# gives the ones every matrix must build there; the header under test never decides.
STRATEGIES := AUTO MEMCPY PACKED BYTES DIRECT

# Warnings for a compiler: GCC's -Wcast-align=strict is spelt -Wcast-align on Clang.
WARNINGS  = -Wall -Wextra -Wpedantic -Werror -Wconversion -Wsign-conversion \
            $(if $(findstring clang,$(1)),-Wcast-align,-Wcast-align=strict)
TEST_INC  := -I$(SRC) -Itests/support

CHECKS :=

.PHONY: all main check deps clean
all: main

include tests/support/targets.mk
include tests/tests.mk
-include proofs/proofs.mk
-include fuzz/fuzz.mk
-include tests/cross/cross.mk
-include tests/codegen/codegen.mk
-include tests/exhaustive/exhaustive.mk
-include tests/bench/bench.mk
-include tests/vendor/vendor.mk
-include tests/cursor/cursor.mk
-include tests/mutation/mutation.mk

deps:
	bash .ci/install

check: deps
	tests/support/run-checks $(CHECKS)

clean:
	rm -rf $(BUILD)
