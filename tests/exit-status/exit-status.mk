# A check run alone must fail its job, and `make -n` must run nothing: shown for every documented
# target (tests/CONVENTIONS.md).
#   make dry-run              `make -n TARGET` of every documented target, in a copy with no build/:
#                             exit 0, no PASS or FAIL line, no file written (in CHECKS, seconds)
#   make exit-status          each target of tests/exit-status/faults.list on a copy with its planted
#                             fault: a FAIL line and its reason; exit 0 on the clean tree (in CHECKS, last)
#   make exit-status-faults   the same check on copies whose gate is broken (verdict ends in exit 0;
#                             the Makefile's VERDICT passes output on without it) must fail
#   make fault-lists          every fault list (faults.list, *-faults.list) parses, and each fault
#                             plants inside the definition it names; the planter's self-test (in CHECKS)

#   make exit-status EXIT_STATUS_SET=slow|all   the entries marked slow in faults.list (20 s or
#                             more each, or Frama-C), or every entry (.ci/run: slow)
EXIT_STATUS_SET ?= quick

FAULT_LISTS = $(sort $(shell find proofs tests fuzz -name 'faults.list' -o -name '*-faults.list'))

.PHONY: exit-status exit-status-faults dry-run fault-lists
fault-lists:
	@tests/support/faults.py check $(FAULT_LISTS) $(VERDICT)

dry-run:
	@tests/exit-status/check-dry-run $(VERDICT)

exit-status:
	@tests/exit-status/check-exit-status --set $(EXIT_STATUS_SET) $(VERDICT)

exit-status-faults:
	@tests/exit-status/gate-faults $(VERDICT)

CHECKS += dry-run fault-lists
# exit-status and exit-status-faults join CHECKS last, in the top-level Makefile.
