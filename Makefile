# unaligned: build, main job and every check.
#   make         builds and runs the main job (self-test of every accessor at offsets 0..15)
#   make check   installs what is missing, then runs every check; last line "N passed, N failed"
# Each area keeps its rules in its own fragment and adds its check target to CHECKS.

# A check run on its own must fail its job when it prints a FAIL line, exactly as it does inside
# `make check`. So this outer level forwards every goal to an inner make (the rest of this file), and
# a goal that is a check (in CHECKS) goes through tests/support/run-checks, the one place that turns
# PASS/FAIL lines into an exit status. run-checks marks the makes it starts with UA_CHECK_RUNNER=1,
# so they and every recursive $(MAKE) read the whole file.
ifeq ($(UA_CHECK_RUNNER),)
ua_goals  := $(or $(MAKECMDGOALS),all)
ua_checks := $(shell UA_CHECK_RUNNER=1 $(MAKE) --no-print-directory -s print-checks)
.PHONY: $(ua_goals)
$(ua_goals):
	+@$(if $(filter $@,$(ua_checks)),tests/support/run-checks $@,UA_CHECK_RUNNER=1 $(MAKE) --no-print-directory $@)
else
export UA_CHECK_RUNNER

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
# Checks that .ci/run runs after `make check` (make ci-checks), to keep make check under 30 minutes.
CI_CHECKS :=

.PHONY: all main check ci-checks deps clean print-checks
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
-include tests/baremetal/baremetal.mk
-include tests/callers/callers.mk
-include tests/misaligned/misaligned.mk
-include tests/loops/loops.mk
-include tests/machine/machine.mk
-include tests/mutation/mutation.mk
-include tests/evidence/evidence.mk
-include tests/docs/docs.mk
-include tests/families/families.mk
-include tests/exit-status/exit-status.mk
# Last: exit-status reuses the runs of every check before it in the same `make check`.
CHECKS += exit-status-faults exit-status

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

# For the outer level above: the list of check targets.
print-checks:
	@echo $(CHECKS) $(CI_CHECKS)
endif
