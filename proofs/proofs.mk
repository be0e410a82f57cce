# Formal proofs: WP and Eva on the shipped header (proofs/README.md).
#   make prove               every unit of proofs/units.list, replayed from the committed session
#                            scripts (no proof search), then the summary table
#   make prove-faults        broken copies of the header, specs and harness (proofs/faults.list)
#                            must make their unit fail; so must broken copies of proofs/summarize
#   make prove-update UNIT=u search for the proofs of unit u and rewrite proofs/sessions/u.tar.xz
#   make prove-results       copy the last run's record to proofs/results/ (wp.csv, eva.csv)
#   make prove-smoke         the units `make check` leaves out (check column ci in
#                            proofs/units.list), whole
#   make prove PROVER=z3     the same with another SMT solver of proofs/provers.list (z3, cvc5, or
#                            a list: z3,cvc5) in place of CVC4, into build/prove-z3/; ends with its table
#   make prove-matrix        every WP unit with each prover of PROVER_MATRIX (CVC4: make prove),
#                            then their table to docs/proofs.md and the goals each leaves to
#                            proofs/results/provers.md (over an hour)
#   make prove-provers       the PROVER= plumbing: bytes-armv5 goals with z3,cvc5 and no CVC4 on PATH, and
#                            the missing- and unknown-prover errors (proofs/prover-checks)
# prove-update, prove-results and prove-matrix write to the tree: not in `make check`.
#   make tokens              one token stream: each header x strategy x host order preprocessed as
#                            a compiler and as Frama-C does; the lines from src/ must be identical
#   make builtins            the builtin contracts of specs/builtins.acsl on the compiled builtins,
#                            with every compiler of the unit tests at -O2 (bswap32: all 2^32 inputs)
#   make tokens-faults, builtins-faults   planted faults: each must make its check fail

PROOF_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|.*/\1/p' proofs/units.list)
PROOF_WP_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|[[:space:]]*wp[[:space:]]*|.*/\1/p' proofs/units.list)
PROVER_MATRIX = z3 cvc5 z3,cvc5
# Units with check column `ci`: make check (PROVE_SMOKE=quick) skips them, prove-smoke proves them.
PROVE_SMOKE_UNITS = $(shell sed -n 's/^\([a-z0-9-]*\)[[:space:]]*|[^|]*|[^|]*|[^|]*|[^|]*|[[:space:]]*ci[[:space:]]*|.*/\1/p' proofs/units.list)
PROVE_CHECK_UNITS = $(if $(filter quick,$(PROVE_SMOKE)),$(filter-out $(PROVE_SMOKE_UNITS),$(PROOF_UNITS)),$(PROOF_UNITS))

# $(call prove_run,UNITS): each unit, then the summary table (the prover's table with PROVER=).
prove_run = status=0; \
	for unit in $(1); do PROVER=$(PROVER) proofs/run-unit $$unit || status=1; done; \
	if [ -n "$(PROVER)" ]; then proofs/prover-matrix $(PROVER) || status=1; \
	else proofs/summarize $(1) || status=1; fi; \
	exit $$status

.PHONY: prove-smoke
prove-smoke:
	@{ export PROVE_SMOKE=all; $(call prove_run,$(PROVE_SMOKE_UNITS)); } $(VERDICT)

.PHONY: prove prove-faults prove-update prove-results prove-matrix prove-provers tokens tokens-faults \
        builtins builtins-faults
prove:
	@{ $(call prove_run,$(PROVE_CHECK_UNITS)); } $(VERDICT)

prove-matrix:
	@for prover in $(PROVER_MATRIX); do \
	  for unit in $(PROOF_WP_UNITS); do PROVER=$$prover nice -n 10 proofs/run-unit $$unit; done; \
	done; \
	proofs/prover-matrix --write proofs/results/provers.md $(PROVER_MATRIX)

prove-provers:
	@proofs/prover-checks $(VERDICT)

prove-faults:
	@{ status=0; proofs/prove-faults || status=1; proofs/count-faults || status=1; exit $$status; } $(VERDICT)

prove-update:
	@test -n "$(UNIT)" || { echo "usage: make prove-update UNIT=<unit of proofs/units.list>"; exit 2; }
	PROVER=$(PROVER) proofs/run-unit --update $(UNIT)

prove-results:
	cp build/prove/wp.csv build/prove/eva.csv proofs/results/

# make tokens' compilers: host GCC and Clang with each order forced; ARMv5 (its own knobs) and a 32-
# and a 64-bit big-endian target.
TOKENS_CROSS := armv5te mips s390x
tokens_list   = $(subst $(eval) ,$(tok_comma),$(strip $(1)))
tok_comma    := ,
TOKENS_COMPILERS = --compiler 'gcc=$(CC):$(call tokens_list,$(STRATEGIES)):le,be' \
  --compiler 'clang=$(CLANG):$(call tokens_list,$(STRATEGIES)):le,be' \
  $(foreach t,$(TOKENS_CROSS),--compiler '$(t)-gcc=$(cross_gcc_$(t)):$(call tokens_list,$(call target_strategies,$(t))):target' \
    --compiler '$(t)-clang=$(CLANG) $(cross_clang_$(t)):$(call tokens_list,$(call target_strategies,$(t))):target')
tokens:
	@proofs/same-tokens $(TOKENS_COMPILERS) $(VERDICT)

tokens-faults:
	@proofs/same-tokens-faults $(TOKENS_COMPILERS) $(VERDICT)

BUILTIN_COMPILERS := $(CC) $(CLANG)
BUILTIN_BINS = $(addprefix $(BUILD)/builtins/,$(BUILTIN_COMPILERS))
$(BUILD)/builtins/%: proofs/builtins/check.c proofs/builtins/calls.c proofs/builtins/calls.h
	@mkdir -p $(@D)
	@$* -O2 -std=c99 $(call WARNINGS,$*) proofs/builtins/calls.c proofs/builtins/check.c -o $@

builtins: $(BUILTIN_BINS)
	@{ status=0; for c in $(BUILTIN_COMPILERS); do $(BUILD)/builtins/$$c "builtins $$c" || status=1; done; \
	exit $$status; } $(VERDICT)

builtins-faults:
	@proofs/builtins/fault-injection "$(CC)" $(VERDICT)

CHECKS += tokens tokens-faults builtins builtins-faults prove
# Too slow for make check: .ci/run runs them after it.
CI_CHECKS += prove-smoke prove-faults prove-provers
