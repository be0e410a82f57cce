# A check run on its own must fail its job (issue 19). The top-level Makefile sends every goal of
# CHECKS through tests/support/run-checks, alone or from `make check`; these targets show that it
# holds for every documented target.
#   make exit-status          each target of tests/exit-status/targets.py on a copy with its planted
#                             fault: non-zero exit, a FAIL line, the fault's reason; then on the clean
#                             tree: exit 0 (in CHECKS, last: the clean runs reuse what CHECKS built)
#   make exit-status-faults   the same check on copies whose gate is broken (run-checks ends in
#                             exit 0; the Makefile routes checks around run-checks) must fail

.PHONY: exit-status exit-status-faults
exit-status:
	@tests/exit-status/check-exit-status

exit-status-faults:
	@tests/exit-status/gate-faults

# exit-status and exit-status-faults join CHECKS last, in the top-level Makefile.
