# Formal proofs (issue 3): WP and Eva on the shipped header. See proofs/README.md.
#   make prove               every unit of proofs/units.list, replayed from the committed session
#                            scripts (no proof search), then the summary table; non-zero on any
#                            unproved goal, failed smoke test or Eva alarm
#   make prove-faults        broken copies of the header, specs and harness (proofs/faults.list)
#                            must make their unit fail
#   make prove-update UNIT=u search for the proofs of unit u and rewrite proofs/sessions/u
#   make prove-results       copy the last run's table to proofs/results/summary.md
# The last two write to the tree and are not part of `make check`.

PROOF_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|.*/\1/p' proofs/units.list)

.PHONY: prove prove-faults prove-update prove-results
prove:
	@status=0; \
	for unit in $(PROOF_UNITS); do proofs/run-unit $$unit || status=1; done; \
	proofs/summarize $(PROOF_UNITS) || status=1; \
	exit $$status

prove-faults:
	@proofs/prove-faults

prove-update:
	@test -n "$(UNIT)" || { echo "usage: make prove-update UNIT=<unit of proofs/units.list>"; exit 2; }
	proofs/run-unit --update $(UNIT)

prove-results:
	cp build/prove/results.md proofs/results/summary.md

CHECKS += prove prove-faults
