# Formal proofs (issue 3): WP and Eva on the shipped header. See proofs/README.md.
#   make prove               every unit of proofs/units.list, replayed from the committed session
#                            scripts (no proof search), then the summary table; non-zero on any
#                            unproved goal, failed smoke test or Eva alarm
#   make prove-faults        broken copies of the header, specs and harness (proofs/faults.list)
#                            must make their unit fail
#   make prove-update UNIT=u search for the proofs of unit u and rewrite proofs/sessions/u
#   make prove-results       copy the last run's table to proofs/results/summary.md
#   make prove PROVER=z3     the same with another SMT solver of proofs/provers.list (z3, cvc5, or
#                            a list: z3,cvc5) in place of CVC4, into build/prove-z3/; ends with that
#                            prover's table (proofs/prover-matrix) instead of the CVC4 summary
#   make prove-matrix        every WP unit with each prover of PROVER_MATRIX (CVC4: make prove),
#                            then their table to proofs/results/provers.md and README.md (over an hour)
#   make prove-provers       the PROVER= plumbing: lemmas with z3,cvc5 and no CVC4 on PATH, and
#                            the missing- and unknown-prover errors (proofs/prover-checks)
# prove-update, prove-results and prove-matrix write to the tree and are not part of `make check`.

PROOF_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|.*/\1/p' proofs/units.list)
PROOF_WP_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|[[:space:]]*wp[[:space:]]*|.*/\1/p' proofs/units.list)
PROVER_MATRIX = z3 cvc5 z3,cvc5

.PHONY: prove prove-faults prove-update prove-results prove-matrix prove-provers
prove:
	@status=0; \
	for unit in $(PROOF_UNITS); do PROVER=$(PROVER) proofs/run-unit $$unit || status=1; done; \
	if [ -n "$(PROVER)" ]; then proofs/prover-matrix $(PROVER) || status=1; \
	else proofs/summarize $(PROOF_UNITS) || status=1; fi; \
	exit $$status

prove-matrix:
	@for prover in $(PROVER_MATRIX); do \
	  for unit in $(PROOF_WP_UNITS); do PROVER=$$prover nice -n 10 proofs/run-unit $$unit; done; \
	done; \
	proofs/prover-matrix --write proofs/results/provers.md $(PROVER_MATRIX)

prove-provers:
	@proofs/prover-checks

prove-faults:
	@proofs/prove-faults

prove-update:
	@test -n "$(UNIT)" || { echo "usage: make prove-update UNIT=<unit of proofs/units.list>"; exit 2; }
	PROVER=$(PROVER) proofs/run-unit --update $(UNIT)

prove-results:
	cp build/prove/results.md proofs/results/summary.md

CHECKS += prove prove-faults prove-provers
