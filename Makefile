# unaligned: build, main job and every check.
#   make         builds and runs the main job (self-test of every accessor at offsets 0..15)
#   make check   installs what is missing, then runs every check; last line "N passed, N failed"
# Each area keeps its rules in its own fragment and adds its check target to CHECKS.
# Every check's recipe ends in $(VERDICT) (below), so `make cross` alone fails on a FAIL line as it
# does inside `make check`; `make -n TARGET` runs nothing (tests/exit-status/check-dry-run).

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

# A check's recipe is one shell command that ends in $(VERDICT): its output, stderr included, goes
# through tests/support/verdict, which passes it on, ends with "TARGET: N passed, N failed" and exits
# non-zero on a FAIL line or when no PASS line came (ran no test). Check recipes run in bash with
# pipefail (below), so a command that exits non-zero without a FAIL line fails the check too.
VERDICT = 2>&1 | tests/support/verdict $@

# `make -n` prints recipes and runs none, except the lines that name $(MAKE) or start with +: GNU
# make runs those (passing -n on), so that the makes they start can print their own commands. A line
# that starts make and also runs something (a script given MAKE=, a loop that builds and runs) must
# still share make's job slots but not run under -n: it starts with $(RECURSE) and calls make as
# $(SUBMAKE) (the same command as $(MAKE)).
DRY_RUN := $(findstring n,$(firstword -$(MAKEFLAGS)))
RECURSE  = $(if $(DRY_RUN),,+)
SUBMAKE  = $(MAKE_COMMAND)

CHECKS :=
# Checks that .ci/run runs after `make check` (make ci-checks), to keep make check under 30 minutes.
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
# Last: exit-status reuses the runs of every check before it in the same `make check`.
CHECKS += exit-status-faults exit-status

# The targets whose recipe ends in $(VERDICT): every check, VERDICT_ALSO (documented targets outside
# the checks: a fragment adds them), and evidence (a check's prerequisite,
# documented and run alone too). Their recipes run in bash with pipefail; their prerequisites' in sh.
VERDICT_TARGETS = $(CHECKS) $(CI_CHECKS) evidence $(VERDICT_ALSO)
$(VERDICT_TARGETS): private SHELL := /bin/bash
$(VERDICT_TARGETS): private .SHELLFLAGS := -o pipefail -c

# A check run on its own (`make cross`, as a CI job does) runs as inside `make check`
# (tests/support/run-checks): one job per core (UA_CHECK_JOBS), output grouped per target.
ifeq ($(MAKELEVEL)$(filter check ci-checks,$(MAKECMDGOALS)),0)
ifneq ($(filter $(VERDICT_TARGETS),$(MAKECMDGOALS)),)
MAKEFLAGS += -j$(or $(UA_CHECK_JOBS),$(shell nproc)) --output-sync=target
endif
endif

deps:
	bash .ci/install

# Proof units marked `ci` in proofs/units.list are not run here (PROVE_SMOKE=quick); .ci/run proves
# them whole, goals and smoke tests, after make check (make prove-smoke).
check: deps
	PROVE_SMOKE=quick tests/support/run-checks $(CHECKS)

ci-checks: deps
	tests/support/run-checks $(CI_CHECKS)

clean:
	rm -rf $(BUILD)

# The list of check targets (tests/exit-status reads it).
print-checks:
	@echo $(CHECKS) $(CI_CHECKS)
