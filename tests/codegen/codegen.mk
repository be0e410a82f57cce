# Code generation audit: every accessor x strategy x target x compiler x level, counted.
#   make codegen          rebuilds and rewrites the committed tests/codegen/table.csv.xz (and renders
#                         build/codegen/table.md, heatmap.svg) and both AUTO tables, then the gates
#   make codegen-report   renders build/codegen/table.md and heatmap.svg from the committed table (no compiler)
#   make codegen-gates    the gates on a fresh build (not the committed table), and the faults they
#                         must catch (in CHECKS)
#   make codegen-current  the committed table, header region and docs/strategies.md table equal a
#                         fresh build, and a stale region or docs table is caught (in CHECKS)

CG     := $(BUILD)/codegen
CG_DIR := tests/codegen

# Targets come from tests/support/targets.mk. make check (CODEGEN_SET=quick) gates a representative
# subset; codegen-current keeps the committed rows of the rest (commit-table: at -O0/-O1/-Og only
# the rows that call or merge accesses).
CODEGEN_ALL_TARGETS   := x86-64 $(CROSS_TARGETS) $(MORE_TARGETS) $(BAREMETAL_TARGETS)
CODEGEN_QUICK_TARGETS := x86-64 $(CROSS_TARGETS) aarch64-strict aarch64-declared alpha sh4 cortex-m0
CODEGEN_SET ?= quick
CODEGEN_TARGETS = $(if $(filter all,$(CODEGEN_SET)),$(CODEGEN_ALL_TARGETS),$(CODEGEN_QUICK_TARGETS))
# AUTO's choice must hold at the main levels; the reported ones are only shown; -O0 counts for calls
# only (a strategy that calls at any level is never AUTO's pick). The quick set leaves out the
# reported levels (a third of its builds); make codegen gates them.
CODEGEN_MAIN_LEVELS     := O2 O3 Os
CODEGEN_REPORTED_LEVELS := O1 Og
CODEGEN_CALL_LEVELS     := O0
CODEGEN_ALL_LEVELS      := $(CODEGEN_MAIN_LEVELS) $(CODEGEN_REPORTED_LEVELS) $(CODEGEN_CALL_LEVELS)
CODEGEN_QUICK_LEVELS    := $(CODEGEN_MAIN_LEVELS) $(CODEGEN_CALL_LEVELS)
CODEGEN_LEVELS           = $(if $(filter all,$(CODEGEN_SET)),$(CODEGEN_ALL_LEVELS),$(CODEGEN_QUICK_LEVELS))
# -ffunction-sections: no alignment padding between functions in the sizes.
CODEGEN_FLAGS     := -ffunction-sections $(TEST_INC)

# $(call cg_cc,TARGET,COMPILER) and $(call cg_objdump,TARGET): the tools for one target.
cg_cc      = $(if $(filter x86-64,$(1)),$(if $(filter gcc,$(2)),$(CC),$(CLANG)),$(if \
             $(filter gcc,$(2)),$(cross_gcc_$(1)),$(CLANG) $(cross_clang_$(1))))
cg_objdump = $(if $(filter x86-64,$(1)),objdump,$(patsubst %-gcc,%-objdump,$(firstword $(cross_gcc_$(1)))))
# A configuration is named TARGET_COMPILER or TARGET_COMPILER_LEVEL: $(call cg_word,N,CONFIG) is
# its Nth part, $(call cg_config_cc,CONFIG) its compiler, $(call cg_measure,TARGET_COMPILER_LEVEL[,
# OPTION]) measure.py with the arguments that name it.
cg_word      = $(word $(1),$(subst _, ,$(2)))
cg_config_cc = $(call cg_cc,$(call cg_word,1,$(1)),$(call cg_word,2,$(1)))
cg_measure   = $(CG_DIR)/measure.py $(2) $(subst _, ,$(1)) $(call cg_objdump,$(call cg_word,1,$(1)))

# $(call cg_pairs,TARGETS): TARGET_COMPILER for each compiler of each target.
cg_pairs   = $(foreach t,$(1),$(foreach c,$(call target_compilers,$(t)),$(t)_$(c)))
CG_CONFIGS = $(foreach p,$(call cg_pairs,$(CODEGEN_TARGETS)),$(foreach l,$(CODEGEN_LEVELS),$(p)_$(l)))
CG_ROWS    = $(foreach c,$(CG_CONFIGS),$(CG)/rows/$(c).csv)
# Named after the set or targets: make's dates cannot tell tables of other targets apart.
cg_empty   :=
CG_NAME    = $(if $(filter command line environment,$(origin CODEGEN_TARGETS)),$(subst $(cg_empty) $(cg_empty),+,$(strip \
             $(CODEGEN_TARGETS))),$(CODEGEN_SET))
CG_TABLE   = $(CG)/table-$(CG_NAME).csv
CG_TOOLS   := $(CG_DIR)/measure.py $(CG_DIR)/selected-strategy tests/support/compile-or-fail tests/support/targets.mk
# Committed: the table alone, no ops, xz (megabytes as plain CSV); its renderings stay in build/.
CG_OUTPUTS := table.csv.xz

# Faults the gates must catch, each measured as AUTO on one target:
#   name := target compiler gate-that-must-fail source flags...
CODEGEN_FAULTS := memcpy-on-armv5 bswap-idiom-on-armv5 avoid-idiom-on-x86 bytes-on-mips \
                  aligned-cast-on-armv7 memcpy-on-armv5-clang bytes-everywhere-on-armv7 \
                  memcpy-on-aarch64-strict memcpy-get-on-aarch64-strict bytes-on-alpha \
                  calls-by-relocation-name-on-sh4
fault.memcpy-on-armv5        := armv5te gcc no-call $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_MEMCPY
fault.memcpy-on-armv5-clang  := armv5te clang armv5-limits $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_MEMCPY
fault.bswap-idiom-on-armv5   := armv5te gcc armv5-limits $(CG_DIR)/accessor_functions.c \
                                -DUA_BYTES_AVOID_BSWAP_IDIOM=0
fault.avoid-idiom-on-x86     := x86-64 gcc single-access $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_BYTES -DUA_BYTES_AVOID_BSWAP_IDIOM=1
fault.bytes-on-mips          := mips gcc never-worse $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_BYTES
fault.aligned-cast-on-armv7  := armv7 gcc no-arm-multi $(CG_DIR)/faults/aligned_cast.c
# Dispatch ignoring its table: AUTO claims MEMCPY for put_le64, the code is BYTES'.
fault.bytes-everywhere-on-armv7 := armv7 gcc auto-is-rule $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_BYTES
# GCC -mstrict-align: MEMCPY calls memcpy and takes get_le32 through the stack.
fault.memcpy-on-aarch64-strict := aarch64-strict gcc no-call $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_MEMCPY
fault.memcpy-get-on-aarch64-strict := aarch64-strict gcc strict-limits $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_MEMCPY
# Alpha without BWX: BYTES puts merge every byte into its word, far longer than PACKED.
fault.bytes-on-alpha         := alpha gcc never-worse $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_BYTES
# measure.py finding calls by relocation name only: SH4 calls memcpy through a literal pool and
# jsr, so the two call signals must disagree.
fault.calls-by-relocation-name-on-sh4 := sh4 gcc calls-agree $(CG_DIR)/accessor_functions.c \
                                -DUA_STRATEGY=UA_STRATEGY_MEMCPY
faultenv.calls-by-relocation-name-on-sh4 := UA_MEASURE_FAULT=relocation-names
cg_fault = $(word $(1),$(fault.$(2)))

# A strategy that does not compile (or a missing compiler) is a FAIL, not a skip.
$(CG)/rows/%.csv: $(CG_DIR)/accessor_functions.c $(CG_TOOLS) tests/support/accessors.h $(HEADERS)
	@mkdir -p $(CG)/obj $(CG)/rows
	@cc="$(call cg_config_cc,$*)"; \
	$(CG_DIR)/selected-strategy "$$cc" $(STRATEGIES) > $@.auto || exit 1; pairs=; \
	for s in $(call target_strategies,$(call cg_word,1,$*)); do \
	  tests/support/compile-or-fail "codegen $* $$s" \
	    $$cc -$(call cg_word,3,$*) $(CODEGEN_FLAGS) -DUA_STRATEGY=UA_STRATEGY_$$s -c $< -o $(CG)/obj/$*_$$s.o || exit 1; \
	  pairs="$$pairs $$s=$(CG)/obj/$*_$$s.o"; done; \
	$(call cg_measure,$*) @$@.auto $$pairs > $@.tmp && mv $@.tmp $@

$(CG_TABLE): $(CG_ROWS)
	@head -n 1 $< > $@.tmp && tail -q -n +2 $^ >> $@.tmp && mv $@.tmp $@

$(CG)/merged-$(CG_NAME).csv: $(CG_TABLE) $(CG_DIR)/table.csv.xz $(CG_DIR)/merge-table
	@$(CG_DIR)/merge-table $(CG_DIR)/table.csv.xz $(CG_TABLE) > $@.tmp && mv $@.tmp $@

$(CG)/faults/%.csv: $(CG_DIR)/accessor_functions.c $(CG_DIR)/faults/aligned_cast.c $(CG_TOOLS) $(HEADERS)
	@mkdir -p $(CG)/faults
	@$(call cg_cc,$(call cg_fault,1,$*),$(call cg_fault,2,$*)) -O2 $(CODEGEN_FLAGS) \
	  $(wordlist 5,99,$(fault.$*)) -c $(call cg_fault,4,$*) -o $(CG)/faults/$*.o
	@$(CG_DIR)/selected-strategy "$(call cg_cc,$(call cg_fault,1,$*),$(call cg_fault,2,$*))" $(STRATEGIES) > $@.auto
	@$(faultenv.$*) $(CG_DIR)/measure.py $(call cg_fault,1,$*) $(call cg_fault,2,$*) O2 \
	  $(call cg_objdump,$(call cg_fault,1,$*)) @$@.auto AUTO=$(CG)/faults/$*.o > $@.tmp && mv $@.tmp $@

# A planted call on every target x compiler: no-call must fail on each.
CG_PLANTED = $(patsubst %,$(CG)/planted/%.csv,$(call cg_pairs,$(CODEGEN_TARGETS)))
$(CG)/planted/%.csv: $(CG_DIR)/faults/planted_call.c $(CG_TOOLS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "codegen planted-call $*" $(call cg_config_cc,$*) \
	  -O2 $(CODEGEN_FLAGS) -c $< -o $(@:.csv=.o)
	@$(call cg_measure,$*_O2) AUTO AUTO=$(@:.csv=.o) > $@.tmp && mv $@.tmp $@

# $(call cg_render,TABLE,FOLDER): table.csv.xz into FOLDER; table.md and the heat map into $(CG).
cg_render = $(CG_DIR)/commit-table --levels "$(CODEGEN_MAIN_LEVELS)" $(1) $(2)/table.csv.xz && $(call cg_report,$(1))
cg_report = $(CG_DIR)/table.py $(1) > $(CG)/table.md && $(CG_DIR)/heatmap.py $(1) > $(CG)/heatmap.svg

CG_REGIONS := $(CG_DIR)/auto-table:$(SRC)/unaligned.h $(CG_DIR)/readme-table:docs/strategies.md

# $(call cg_direct_refused,TARGET,COMPILER): without hardware unaligned access DIRECT must hit its
# #error and the others compile. GCC -mstrict-align defines no macro, so it is checked declared.
cg_direct_refused = tests/cross/strict-target-strategies "codegen direct-refused $(1) $(2)" \
                    "$(call cg_cc,$(1),$(2)) $(strict_declare_$(1)_$(2))" $(filter-out DIRECT,$(STRATEGIES));
CG_STRICT_CONFIGS = $(call cg_pairs,$(foreach t,$(CODEGEN_TARGETS),$(if $(filter DIRECT,$(call target_strategies,$(t))),,$(t))))
# $(call cg_plant,FAULT): the files faults.list's FAULT edits, planted, into $(@D), or a FAIL.
cg_plant = mkdir -p $(@D) && tests/support/faults.py write $(CG_DIR)/faults.list $(1) $(@D) > $(@D)/plant.log \
           || { echo "FAIL codegen fault $(1): not planted: $$(cat $(@D)/plant.log)"; exit 1; }
# Fault: trusting __aarch64__ alone lets DIRECT through Clang -mno-unaligned-access.
CG_DIRECT_FAULT := $(CG)/fault-direct/unaligned.h
$(CG_DIRECT_FAULT): $(SRC)/unaligned.h $(CG_DIR)/faults.list
	@$(call cg_plant,direct-on-aarch64-strict)

.PHONY: codegen codegen-write codegen-gates codegen-current codegen-regions
# Expected rows: target x compiler x level x the target's strategies.
CG_EXPECTED = $(words $(foreach c,$(CG_CONFIGS),$(call target_strategies,$(call cg_word,1,$(c)))))
codegen-gates: $(CG_TABLE) $(foreach f,$(CODEGEN_FAULTS),$(CG)/faults/$(f).csv) $(CG_DIRECT_FAULT) $(CG_PLANTED)
	@{ tests/support/check-matrix "codegen matrix ($(CODEGEN_SET))" $(CG_EXPECTED) \
	  $$(tail -n +2 $(CG_TABLE) | cut -d, -f1-4 | sort -u | sed 's|^\([^,]*\),\([^,]*\),\([^,]*\),|\1-\2-\3/|') && \
	{ :; $(foreach c,$(CG_STRICT_CONFIGS),$(call cg_direct_refused,$(call cg_word,1,$(c)),$(call cg_word,2,$(c)))) } && { \
	out=$$(UA_INCLUDE=$(dir $(CG_DIRECT_FAULT)) tests/cross/strict-target-strategies fault \
	  "$(call cg_cc,aarch64-strict,clang)" $(filter-out DIRECT,$(STRATEGIES))); \
	if printf '%s\n' "$$out" | grep -q '^FAIL fault: DIRECT compiles'; then \
	  echo "PASS codegen fault direct-on-aarch64-strict is caught: direct-refused fails on aarch64-strict clang: DIRECT compiles"; \
	else echo "FAIL codegen fault direct-on-aarch64-strict is caught: direct-refused still passes: $$out"; fi; } && \
	$(CG_DIR)/gates.py --levels "$(CODEGEN_MAIN_LEVELS)" $(CG_TABLE) \
	  $(foreach f,$(CODEGEN_FAULTS),--fault $(f) $(call cg_fault,3,$(f)) $(CG)/faults/$(f).csv) \
	  --planted "$(CG_PLANTED)"; } $(VERDICT)

# Each region check must also fail on a stale copy.
codegen-current: $(CG)/merged-$(CG_NAME).csv $(CG_DIR)/table.py $(CG_DIR)/heatmap.py $(CG_DIR)/auto-table $(CG_DIR)/commit-table \
                 $(CG_DIR)/readme-table $(CG_DIR)/auto_choice.py
	@{ mkdir -p $(CG)/fresh && \
	$(call cg_render,$<,$(CG)/fresh) && { \
	status=0; for f in $(CG_OUTPUTS); do \
	  xzcat -f $(CG_DIR)/$$f > $(CG)/fresh/$$f.committed && xzcat -f $(CG)/fresh/$$f > $(CG)/fresh/$$f.fresh; \
	  if diff -u $(CG)/fresh/$$f.committed $(CG)/fresh/$$f.fresh > $(CG)/fresh/$$f.diff; then echo "PASS codegen committed $$f is current ($(CODEGEN_SET) rows measured)"; \
	  else echo "FAIL codegen committed $$f differs from a fresh build (see $(CG)/fresh/$$f.diff; run make codegen)"; \
	  status=1; fi; done; \
	for r in $(CG_REGIONS); do tool=$${r%%:*}; file=$${r#*:}; \
	  $$tool --levels "$(CODEGEN_MAIN_LEVELS)" $< check $$file || status=1; \
	  stale=$(CG)/fresh/stale-$$(basename $$file); \
	  sed '/BEGIN GENERATED: AUTO table/,/END GENERATED: AUTO table/s/BYTES/MEMCPY/' $$file > $$stale; \
	  if $$tool --levels "$(CODEGEN_MAIN_LEVELS)" $< check $$stale > $$stale.out; then \
	    echo "FAIL codegen fault stale-$$(basename $$file) is caught: $$tool passes a region with BYTES replaced by MEMCPY"; status=1; \
	  else echo "PASS codegen fault stale-$$(basename $$file) is caught: $$(cut -c1-60 $$stale.out)..."; fi; \
	done; exit $$status; }; } $(VERDICT)

# Explicit strategies' rows do not depend on the region; AUTO's are measured again by
# codegen-write's sub-make.
codegen-regions: $(CG_TABLE) $(CG_DIR)/auto-table $(CG_DIR)/readme-table $(CG_DIR)/auto_choice.py
	@$(CG_DIR)/auto-table --levels "$(CODEGEN_MAIN_LEVELS)" $(CG_TABLE) write $(SRC)/unaligned.h

# Readable forms of the committed table (docs/strategies.md quotes table.md).
.PHONY: codegen-report
codegen-report:
	@mkdir -p $(CG) && xzcat $(CG_DIR)/table.csv.xz > $(CG)/committed.csv && $(call cg_report,$(CG)/committed.csv) && \
	echo "codegen-report: wrote $(CG)/table.md and $(CG)/heatmap.svg from $(CG_DIR)/table.csv.xz"

# The committed files come from the whole matrix.
codegen:
	@$(MAKE) --no-print-directory CODEGEN_SET=all codegen-write

codegen-write: codegen-regions
	@$(MAKE) --no-print-directory $(CG_TABLE)
	@$(call cg_render,$(CG_TABLE),$(CG_DIR))
	@$(CG_DIR)/readme-table --levels "$(CODEGEN_MAIN_LEVELS)" $(CG_TABLE) write docs/strategies.md
	@echo "codegen: wrote $(addprefix $(CG_DIR)/,$(CG_OUTPUTS)) ($(CG)/table.md, heatmap.svg), the AUTO table of $(SRC)/unaligned.h and of docs/strategies.md"
	@$(MAKE) --no-print-directory codegen-gates

CHECKS += codegen-gates codegen-current

# ---- signed accessors ----
# make codegen-signed: each signed accessor must be its unsigned twin's code plus at most one sign
# extension (AUTO, -O2). Fault: a sign conversion that does not fold.
CG_SIGNED_CONFIGS := $(call cg_pairs,x86-64 $(CROSS_TARGETS))

# fault/%: against the faulted header copy.
$(CG)/signed/%.csv: $(CG_DIR)/signed_functions.c $(CG_TOOLS) tests/support/accessors.h $(HEADERS)
	@mkdir -p $(@D)
	@cc="$(call cg_config_cc,$(notdir $*))"; \
	tests/support/compile-or-fail "codegen-signed $*" $$cc -O2 -ffunction-sections \
	  $(if $(filter fault/%,$*),-I$(CG)/signed/fault) $(TEST_INC) -c $< -o $@.o || exit 1; \
	$(call cg_measure,$(notdir $*)_O2) AUTO AUTO=$@.o > $@.tmp && mv $@.tmp $@

$(CG)/signed/fault/unaligned.h: $(SRC)/unaligned.h tests/codegen/faults.list
	@mkdir -p $(@D)
	@rm -f $@; tests/support/faults.py write tests/codegen/faults.list "signed 32-bit conversion does not fold" $(@D) > $(@D)/plant.log || true
$(CG)/signed/fault/x86-64_gcc.csv: $(CG)/signed/fault/unaligned.h

.PHONY: codegen-signed
codegen-signed: $(CG_DIR)/signed-gate
	@$(RECURSE){ status=0; rows=; for c in $(CG_SIGNED_CONFIGS); do \
	  $(SUBMAKE) --no-print-directory -s $(CG)/signed/$$c.csv || { status=1; continue; }; \
	  rows="$$rows $(CG)/signed/$$c.csv"; done; \
	tests/support/check-matrix "codegen-signed matrix" $(words $(CG_SIGNED_CONFIGS)) \
	  $$(for r in $$rows; do echo $$(basename $$r .csv)/AUTO; done) || status=1; \
	$(CG_DIR)/signed-gate "codegen signed" $$rows || status=1; \
	$(SUBMAKE) --no-print-directory -s $(CG)/signed/fault/unaligned.h; \
	if [ ! -f $(CG)/signed/fault/unaligned.h ]; then \
	  echo "FAIL codegen-signed fault: not planted: $$(cat $(CG)/signed/fault/plant.log)"; status=1; \
	elif ! $(SUBMAKE) --no-print-directory -s $(CG)/signed/fault/x86-64_gcc.csv; then status=1; \
	elif $(CG_DIR)/signed-gate "fault" $(CG)/signed/fault/x86-64_gcc.csv > $(CG)/signed/fault/out; then \
	  echo "FAIL codegen-signed fault: a sign conversion that does not fold passes the gate"; status=1; \
	else echo "PASS codegen-signed fault caught: $$(grep -o 'ua_get_[lb]es32: [^;]*' $(CG)/signed/fault/out | head -1)"; fi; \
	exit $$status; } $(VERDICT)

CHECKS += codegen-signed

# ---- aligned accessors ----
# make codegen-aligned: where the unaligned accessors cannot be one load, each aligned accessor
# must still be one access per register and no call (-O2). Fault: aligned accessors made of bytes.
CG_ALIGNED_CONFIGS := $(call cg_pairs,$(filter-out $(UNALIGNED_ACCESS_TARGETS),$(CODEGEN_ALL_TARGETS)))

$(CG)/aligned/fault/unaligned.h: $(SRC)/unaligned.h tests/codegen/faults.list
	@mkdir -p $(@D)
	@rm -f $@; tests/support/faults.py write tests/codegen/faults.list "aligned accessors fall back to bytes" $(@D) > $(@D)/plant.log || true

# $(call cg_aligned,LABEL,TARGET,COMPILER,OBJECT,EXTRA FLAGS)
cg_aligned = tests/support/compile-or-fail "$(1) $(2) $(3)" $(call cg_cc,$(2),$(3)) -O2 -ffunction-sections $(5) \
             $(TEST_INC) -c $(CG_DIR)/aligned_functions.c -o $(4) && \
             $(CG_DIR)/aligned-gate "$(1)" $(2) $(3) $(call cg_objdump,$(2)) $(4) "$(WIDE_TARGETS)"

.PHONY: codegen-aligned
codegen-aligned: $(CG_DIR)/aligned-gate $(CG_DIR)/aligned_functions.c $(CG)/aligned/fault/unaligned.h
	@{ mkdir -p $(CG)/aligned; rm -f $(CG)/aligned/*.o; status=0; \
	$(foreach c,$(CG_ALIGNED_CONFIGS),$(call cg_aligned,codegen aligned,$(call cg_word,1,$(c)),$(call cg_word,2,$(c)),$(CG)/aligned/$(c).o) || status=1;) \
	tests/support/check-matrix "codegen-aligned matrix" $(words $(CG_ALIGNED_CONFIGS)) \
	  $$(for o in $(CG)/aligned/*.o; do echo $$(basename $$o .o | tr _ -)/AUTO; done) || status=1; \
	if [ ! -f $(CG)/aligned/fault/unaligned.h ]; then \
	  echo "FAIL codegen-aligned fault: not planted: $$(cat $(CG)/aligned/fault/plant.log)"; status=1; \
	elif out=$$($(call cg_aligned,fault,armv5te,gcc,$(CG)/aligned/fault/armv5te_gcc.o,-I$(CG)/aligned/fault)); then \
	  echo "FAIL codegen-aligned fault: aligned accessors made of bytes pass the gate: $$out"; status=1; \
	else echo "PASS codegen-aligned fault caught: $$(printf '%s\n' "$$out" | cut -c1-110)"; fi; \
	exit $$status; } $(VERDICT)

CHECKS += codegen-aligned

# ---- every shipped function's dependencies ----
# make codegen-deps: no public function of a shipped header may depend on a symbol beyond
# allowed-deps.list, at any level. The quick targets include SH4 and Alpha, where calls have hidden;
# CODEGEN_SET=all also fails an unused allowance. Fault: ua_skip calls an outside function.
CG_DEPS               := $(CG)/deps
CG_DEPS_HEADERS       := $(patsubst $(SRC)/%,%,$(wildcard $(SRC)/*.h $(SRC)/compat/*.h))
CG_DEPS_QUICK_TARGETS := x86-64 armv5te sh4 alpha cortex-m0
CG_DEPS_TARGETS        = $(if $(filter all,$(CODEGEN_SET)),$(CODEGEN_ALL_TARGETS),$(CG_DEPS_QUICK_TARGETS))
CG_DEPS_PAIRS          = $(call cg_pairs,$(CG_DEPS_TARGETS))
CG_DEPS_CONFIGS        = $(foreach p,$(CG_DEPS_PAIRS),$(foreach l,$(CODEGEN_LEVELS),$(p)_$(l)))
CG_DEPS_TOOLS         := $(CG_DIR)/deps-gate $(CG_DIR)/allowed-deps.list $(CG_DIR)/gates.py $(CG_TOOLS)

$(CG_DEPS)/functions.c: $(CG_DIR)/public-functions $(wildcard $(SRC)/*.h $(SRC)/compat/*.h)
	@mkdir -p $(@D)
	@$(CG_DIR)/public-functions $@.tmp $(CG_DEPS)/functions.list $(SRC) $(CG_DEPS_HEADERS) -- $(CC) $(TEST_INC) && mv $@.tmp $@

# GCC -fno-ipa-icf: at -Os it folds identical wrappers into tail calls of one another, a call no
# real caller has.
$(CG_DEPS)/rows/%.o: $(CG_DEPS)/functions.c tests/support/compile-or-fail tests/support/targets.mk
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "codegen-deps $(subst _, ,$(notdir $*))" \
	  $(call cg_config_cc,$(notdir $*)) -$(call cg_word,3,$(notdir $*)) \
	  $(if $(filter gcc,$(call cg_word,2,$(notdir $*))),-fno-ipa-icf) \
	  $(if $(filter fault/%,$*),-I$(CG_DEPS)/fault) $(CODEGEN_FLAGS) -c $< -o $@
$(CG_DEPS)/rows/%.csv: $(CG_DEPS)/rows/%.o $(CG_DIR)/measure.py
	@$(call cg_measure,$(notdir $*),--wrapped) AUTO AUTO=$< > $@.tmp && mv $@.tmp $@

$(CG_DEPS)/fault/unaligned_cursor.h: $(SRC)/unaligned_cursor.h $(CG_DIR)/faults.list
	@$(call cg_plant,planted-call)
$(foreach p,$(CG_DEPS_PAIRS),$(CG_DEPS)/rows/fault/$(p)_O2.o): $(CG_DEPS)/fault/unaligned_cursor.h
.PRECIOUS: $(CG_DEPS)/rows/%.o $(CG_DEPS)/rows/fault/%.o

CG_DEPS_ROWS  = $(foreach c,$(CG_DEPS_CONFIGS),$(CG_DEPS)/rows/$(c).csv)
CG_DEPS_FROWS = $(foreach p,$(CG_DEPS_PAIRS),$(CG_DEPS)/rows/fault/$(p)_O2.csv)
.PHONY: codegen-deps
codegen-deps: $(CG_DEPS_ROWS) $(CG_DEPS_FROWS) $(CG_DEPS_TOOLS)
	@{ tests/support/check-matrix "codegen-deps matrix ($(CODEGEN_SET))" $(words $(CG_DEPS_CONFIGS)) \
	  $(foreach c,$(CG_DEPS_CONFIGS),$$(test -s $(CG_DEPS)/rows/$(c).csv && echo $(subst _,-,$(c))/AUTO)) && \
	$(CG_DIR)/deps-gate --functions $(CG_DEPS)/functions.list --allowed $(CG_DIR)/allowed-deps.list \
	  --endian "x86-64=little $(foreach t,$(filter-out x86-64,$(CG_DEPS_TARGETS)),$(t)=$(cross_endian_$(t)))" \
	  $(if $(filter all,$(CODEGEN_SET)),--stale) \
	  --fault planted-call ua_skip ua_planted_dependency "$(CG_DEPS_FROWS)" $(CG_DEPS_ROWS); } $(VERDICT)

CHECKS += codegen-deps
