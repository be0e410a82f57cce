# unaligned: build, main job and every check.
#   make         builds and runs the main job (self-test of every accessor at offsets 0..15)
#   make check   installs what is missing, then runs every check; last line "N passed, N failed"
# Each area's fragment adds its checks to CHECKS (tests/CONVENTIONS.md).

# Make's default CC is "cc": name the compiler so reports say which one ran.
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

STRATEGIES := AUTO MEMCPY PACKED BYTES DIRECT

# Warnings for a compiler: GCC's -Wcast-align=strict is spelt -Wcast-align on Clang.
WARNINGS  = -Wall -Wextra -Wpedantic -Werror -Wconversion -Wsign-conversion \
            $(if $(findstring clang,$(1)),-Wcast-align,-Wcast-align=strict)
TEST_INC  := -I$(SRC) -Itests/support

# Fails a check on a FAIL line or when no PASS line came (tests/support/verdict).
VERDICT = 2>&1 | tests/support/verdict $@
# $(call built_configs,FILES,DIR): the FILES built, as check-matrix's GROUP/STRATEGY words: the path
# under DIR without extension, '/' and '_' made '-', the last part the strategy (gcc_O2_AUTO: gcc-O2/AUTO).
built_configs = $$(for f in $(1); do [ -f $$f ] && echo $$f; done | \
                  sed 's|^$(2)/||; s|\.[a-z]*$$||; s|[/_]|-|g; s|-\([^-]*\)$$|/\1|')

# `make -n` runs lines that name $(MAKE) or start with +: a line that starts make and also runs
# something starts with $(RECURSE) and calls make as $(SUBMAKE).
DRY_RUN := $(findstring n,$(firstword -$(MAKEFLAGS)))
RECURSE  = $(if $(DRY_RUN),,+)
SUBMAKE  = $(MAKE_COMMAND)

CHECKS :=
# Run by .ci/run after `make check`, to keep make check under 30 minutes.
CI_CHECKS :=

.PHONY: all main check ci-checks deps clean print-checks
all: main

include tests/support/targets.mk
include tests/tests.mk
include proofs/proofs.mk
include fuzz/fuzz.mk
include tests/cross/cross.mk
include tests/codegen/codegen.mk
include tests/exhaustive/exhaustive.mk
include tests/bench/bench.mk
include tests/vendor/vendor.mk
include tests/cursor/cursor.mk
include tests/baremetal/baremetal.mk
include tests/callers/callers.mk
include tests/misaligned/misaligned.mk
include tests/loops/loops.mk
include tests/machine/machine.mk
include tests/mutation/mutation.mk
include tests/evidence/evidence.mk
include tests/docs/docs.mk
include tests/families/families.mk
include tests/exit-status/exit-status.mk
# Last: exit-status reads the runs of every check before it.
CHECKS += exit-status-faults exit-status

# Recipes ending in $(VERDICT) run in bash with pipefail; their prerequisites' in sh.
VERDICT_TARGETS = $(CHECKS) $(CI_CHECKS) evidence $(VERDICT_ALSO)
$(VERDICT_TARGETS): private SHELL := /bin/bash
$(VERDICT_TARGETS): private .SHELLFLAGS := -o pipefail -c

# A check run alone gets make check's jobs and grouped output (tests/support/run-checks).
ifeq ($(MAKELEVEL)$(filter check ci-checks,$(MAKECMDGOALS)),0)
ifneq ($(filter $(VERDICT_TARGETS),$(MAKECMDGOALS)),)
MAKEFLAGS += -j$(or $(UA_CHECK_JOBS),$(shell nproc)) --output-sync=target
endif
endif

deps:
	bash .ci/install

# Units marked `ci` in proofs/units.list are proved whole by .ci/run (make prove-smoke).
check: deps
	PROVE_SMOKE=quick tests/support/run-checks $(CHECKS)

ci-checks: deps
	tests/support/run-checks $(CI_CHECKS)

clean:
	rm -rf $(BUILD)

# tests/exit-status reads this.
print-checks:
	@echo $(CHECKS) $(CI_CHECKS)
