# make prove-machine (issue 30, first slice): the compiled x86-64 code of every public unsigned
# accessor (34), signed (28), float (8) and aligned one (18), under AUTO, GCC ($(CC)) and Clang ($(CLANG)) at -O2, -O3, -Os, proved equal to the
# byte model for all memory, arguments and addresses (z3 over a model of the instructions, decoded
# by capstone), and that model checked against unicorn on every instruction form the proofs used.
# Not in make check or CI_CHECKS (about 2 min on 2 cores): its own target. tests/machine/README.md.
#   make prove-machine          the matrix
#   make prove-machine-faults   faults only machine code shows (cc-patch) and one of the model
#   make prove-machine CC=... CLANG=... MACHINE_COMPILERS=gcc MACHINE_LEVELS=O2 MACHINE_STATES=100

MACHINE        := $(BUILD)/machine
MACHINE_DIR    := tests/machine
# Debian's python3, which has python3-capstone, -z3, -unicorn, -pyelftools (.ci/install); another
# python3 may be first on PATH.
MACHINE_PYTHON ?= /usr/bin/python3
MACHINE_COMPILERS ?= gcc clang
MACHINE_LEVELS    ?= O2 O3 Os
# Random register and memory states per instruction form (validate.py).
MACHINE_STATES    ?= 1000
# Worker processes for validate.py (the machine's 2 cores are shared).
MACHINE_JOBS      ?= 2
machine_cc = $(if $(filter gcc,$(1)),$(CC),$(CLANG))

.PHONY: prove-machine prove-machine-faults
prove-machine:
	@{ mkdir -p $(MACHINE) && rm -f $(MACHINE)/forms.json; status=0; \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/prove.py --forms $(MACHINE)/forms.json $(MACHINE)/objects "$(MACHINE_LEVELS)" \
	  $(foreach c,$(MACHINE_COMPILERS),"$(c)=$(call machine_cc,$(c))") || status=1; \
	if [ -s $(MACHINE)/forms.json ]; then \
	  MACHINE_JOBS=$(MACHINE_JOBS) $(MACHINE_PYTHON) $(MACHINE_DIR)/validate.py $(MACHINE)/forms.json $(MACHINE_STATES) || status=1; \
	else echo "FAIL machine x86-64 isa: the proofs wrote no instruction forms"; status=1; fi; \
	exit $$status; } $(VERDICT)

prove-machine-faults:
	@{ mkdir -p $(MACHINE)/faults && \
	$(MACHINE_PYTHON) $(MACHINE_DIR)/faults.py $(MACHINE)/faults "$(CC)" 100; } $(VERDICT)

# Documented targets outside CHECKS whose recipes end in $(VERDICT) (the top-level Makefile).
VERDICT_ALSO += prove-machine prove-machine-faults
