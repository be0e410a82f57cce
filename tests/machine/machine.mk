# make prove-machine: the compiled AUTO accessors proved equal to the byte model on each target's
# instruction model, itself checked against unicorn (tests/machine/README.md). Too slow for make
# check or CI (15 minutes): prove-machine-quick is in make check.
#   make prove-machine          the matrix; each configuration's counts must equal tests/machine/results.csv
#                               (after a change: tests/machine/summary --write tests/machine/results.csv build/machine/proofs-*.log)
#   make prove-machine-quick    x86-64, aarch64, armv7 with GCC at -O2, 100 states per form (in CHECKS)
#   make prove-machine-faults   faults only machine code shows (cc-patch) and one of each model
#   make prove-machine MACHINE_TARGETS=x86-64 CC=... CLANG=... MACHINE_COMPILERS=gcc MACHINE_LEVELS=O2 MACHINE_STATES=100

MACHINE        := $(BUILD)/machine
MACHINE_DIR    := tests/machine
# Debian's, with python3-capstone, -z3, -unicorn, -pyelftools (.ci/install); another may be first on PATH.
MACHINE_PYTHON ?= /usr/bin/python3
MACHINE_TARGETS   ?= x86-64 aarch64 armv7 armv5te aarch64-strict
MACHINE_COMPILERS ?= gcc clang
MACHINE_LEVELS    ?= O2 O3 Os
# Random states per instruction form (validate.py).
MACHINE_STATES    ?= 1000
# What the full matrix proves (tests/machine/summary): runs must match it; docs/strategies.md reads it.
MACHINE_RESULTS   := $(MACHINE_DIR)/results.csv
# validate.py's workers (2 shared cores).
MACHINE_JOBS      ?= 2
# $(call machine_cc,T,LABEL): this machine's compilers for x86-64, cross.mk's for the others, unless
# machine_cc_T_LABEL says otherwise. aarch64-strict runs on aarch64's model (byte accesses); 32-bit
# ARM (arm32.py) is armv7 Thumb-2 hard float and armv5te ARM soft float.
machine_cc = $(or $(machine_cc_$(1)_$(2)),$(if $(filter x86-64,$(1)),$(call host_cc,$(2)),$(call cross_cc,$(1),$(2))))

# A fixed subset (about 40 s): make check is at its time budget.
prove-machine-quick: MACHINE           := $(MACHINE)/quick
prove-machine-quick: MACHINE_TARGETS   := x86-64 aarch64 armv7
prove-machine-quick: MACHINE_COMPILERS := gcc
prove-machine-quick: MACHINE_LEVELS    := O2
prove-machine-quick: MACHINE_STATES    := 100

.PHONY: prove-machine prove-machine-quick prove-machine-faults
prove-machine prove-machine-quick:
	@{ mkdir -p $(MACHINE); status=0; \
	$(foreach t,$(MACHINE_TARGETS),rm -f $(MACHINE)/forms-$(t).json; \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/prove.py --isa $(t) --forms $(MACHINE)/forms-$(t).json $(MACHINE)/objects-$(t) \
	  "$(MACHINE_LEVELS)" $(foreach c,$(MACHINE_COMPILERS),"$(c)=$(call machine_cc,$(t),$(c))") \
	  | tee $(MACHINE)/proofs-$(t).log || status=1; \
	if [ -s $(MACHINE)/forms-$(t).json ]; then \
	  MACHINE_JOBS=$(MACHINE_JOBS) $(MACHINE_PYTHON) $(MACHINE_DIR)/validate.py --isa $(t) $(MACHINE)/forms-$(t).json $(MACHINE_STATES) || status=1; \
	else echo "FAIL machine $(t) isa: the proofs wrote no instruction forms"; status=1; fi;) \
	logs="$(foreach t,$(MACHINE_TARGETS),$(MACHINE)/proofs-$(t).log)"; \
	$(MACHINE_DIR)/summary --check $(MACHINE_RESULTS) $$logs || status=1; \
	awk -F, -v OFS=, 'NR > 1 { $$5 = $$5 - 1 } 1' $(MACHINE_RESULTS) > $(MACHINE)/results-stale.csv; \
	if $(MACHINE_DIR)/summary --check $(MACHINE)/results-stale.csv $$logs > $(MACHINE)/results-stale.out; then \
	  echo "FAIL machine fault stale-results is caught: a results.csv with every count one lower passes"; status=1; \
	else echo "PASS machine fault stale-results is caught: $$(grep -m1 '^FAIL' $(MACHINE)/results-stale.out | cut -c1-90)..."; fi; \
	exit $$status; } $(VERDICT)

prove-machine-faults:
	@{ mkdir -p $(MACHINE)/faults && \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/faults.py $(MACHINE)/faults "$(MACHINE_TARGETS)" 100 \
	  "x86-64=$(CC)" "aarch64=$(cross_gcc_aarch64)" "aarch64-strict=$(cross_gcc_aarch64-strict)" "armv7=$(cross_gcc_armv7)" "armv5te=$(cross_gcc_armv5te)"; } $(VERDICT)

# make prove-simd: one vector block of each x86-64 SIMD kernel proved equal to the byte model, the
# vector models checked on this CPU (tests/machine/README.md). Not -Os: GCC keeps the loops there.
# prove-simd-quick is in make check; prove-simd is not in CI_CHECKS (CI's 90 minutes are spent).
SIMD_LEVELS ?= O2 O3
SIMD_STATES ?= 1000
SIMD_FUNCTIONS ?= *
prove-simd-quick: SIMD_STATES       := 5
prove-simd-quick: SIMD_FUNCTIONS    := cg_rev* cg_rotated*
prove-simd-quick: MACHINE_COMPILERS := gcc
prove-simd-quick: SIMD_LEVELS       := O2
prove-simd-quick: MACHINE_STATES    := 100
prove-simd-quick: SIMD              := $(MACHINE)/simd-quick
prove-simd:       SIMD              := $(MACHINE)/simd
.PHONY: prove-simd prove-simd-quick
prove-simd prove-simd-quick:
	@{ rm -rf $(SIMD); mkdir -p $(SIMD); status=0; \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/prove_simd.py --forms $(SIMD)/forms.json --scalar-forms $(SIMD)/scalar-forms.json \
	  $(foreach f,$(SIMD_FUNCTIONS),--only '$(f)') \
	  $(SIMD)/objects "$(SIMD_LEVELS)" $(foreach c,$(MACHINE_COMPILERS),"$(c)=$(call machine_cc,x86-64,$(c))") || status=1; \
	if [ -s $(SIMD)/scalar-forms.json ]; then \
	  MACHINE_JOBS=$(MACHINE_JOBS) $(MACHINE_PYTHON) $(MACHINE_DIR)/validate.py --isa x86-64 $(SIMD)/scalar-forms.json $(MACHINE_STATES) || status=1; \
	else echo "FAIL simd isa: the proofs wrote no scalar instruction forms"; status=1; fi; \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/validate_simd.py $(SIMD)/forms.json $(SIMD_STATES) || { rc=$$?; status=1; \
	  [ $$rc -le 128 ] || echo "FAIL simd isa: validate_simd.py killed by signal $$((rc - 128)) (an instruction faulted on this CPU)"; }; \
	$(MACHINE_DIR)/simd-faults $(SIMD)/faults $(MACHINE_PYTHON) $(SIMD)/forms.json $(foreach c,$(MACHINE_COMPILERS),"$(c)=$(call machine_cc,x86-64,$(c))") || status=1; \
	exit $$status; } $(VERDICT)

CHECKS += prove-machine-quick prove-simd-quick
# Documented, outside CHECKS, and ending in $(VERDICT).
VERDICT_ALSO += prove-machine prove-machine-faults prove-simd
