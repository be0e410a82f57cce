# Mutation testing: mutants of src/*.h, each of which some check must kill.
#   make mutation           the full run: MUTATION_SAMPLE mutants (seed MUTATION_SEED) over the
#                           headers into build/mutation/results.csv (commit it gzipped, then
#                           `make mutation-score`)
#   make mutation-quick     a few mutants of each header through the same pipeline  [check]
#   make mutation-current   the score table in docs/checks.md is what tests/mutation/results.csv.gz
#                           gives  [check]
#   make mutation-faults    the tester fails on an unlisted survivor, a stale equivalent and a bad reason name  [ci-checks]
#   make matrix-faults      the ARMv5 AUTO row set to DIRECT fails exhaustive-check and cross  [ci-checks]
#   make mutation-score     rewrites the score section of docs/checks.md (changes the tree)

MUTATION_SAMPLE ?= 370
MUTATION_SEED   ?= 18
MUTATION_QUICK  := 6

.PHONY: mutation mutation-quick mutation-current mutation-faults matrix-faults mutation-score
mutation:
	@mkdir -p $(BUILD)/mutation
	@$(RECURSE)MAKE="$(SUBMAKE)" tests/mutation/mutate --sample $(MUTATION_SAMPLE) --seed $(MUTATION_SEED) \
	  --results $(BUILD)/mutation/results.csv

mutation-quick:
	@$(RECURSE)MAKE="$(SUBMAKE)" tests/mutation/mutate --sample $(MUTATION_QUICK) --seed $(MUTATION_SEED) \
	  --work $(BUILD)/mutation-quick $(VERDICT)

mutation-current:
	@tests/mutation/score --check tests/mutation/results.csv.gz $(VERDICT)

mutation-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" BUILD="$(BUILD)" tests/mutation/fault-selftest $(VERDICT)

matrix-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" BUILD="$(BUILD)" tests/mutation/matrix-faults $(VERDICT)

mutation-score:
	@tests/mutation/score --write tests/mutation/results.csv.gz

CHECKS += mutation-quick mutation-current
# The checks of the checks run in CI after make check, to keep it under 30 minutes.
CI_CHECKS += mutation-faults matrix-faults
