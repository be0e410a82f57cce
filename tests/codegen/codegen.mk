# Code generation audit (issue 5): every accessor x strategy x target x compiler at -O2, counted.
#   make codegen          rebuilds and rewrites the committed tests/codegen/table.{csv,md} and
#                         heatmap.svg, then runs the gates
#   make codegen-gates    the gates on a fresh build (not the committed table), and the faults they
#                         must catch (in CHECKS)
#   make codegen-current  the committed table and picture equal a fresh build (in CHECKS)

CG     := $(BUILD)/codegen
CG_DIR := tests/codegen

# This machine is the x86-64 target; the others come from tests/support/targets.mk.
CODEGEN_TARGETS   := x86-64 $(CROSS_TARGETS)
CODEGEN_COMPILERS := gcc clang
# -ffunction-sections: one section per function, so no alignment padding sits between them.
CODEGEN_FLAGS     := -O2 -ffunction-sections $(TEST_INC)

# $(call cg_cc,TARGET,COMPILER) and $(call cg_objdump,TARGET): the tools for one target.
cg_cc      = $(if $(filter x86-64,$(1)),$(if $(filter gcc,$(2)),$(CC),$(CLANG)),$(if \
             $(filter gcc,$(2)),$(cross_gcc_$(1)),$(CLANG) $(cross_clang_$(1))))
cg_objdump = $(if $(filter x86-64,$(1)),objdump,$(patsubst %-gcc,%-objdump,$(cross_gcc_$(1))))
cg_word    = $(word $(1),$(subst _, ,$(2)))

CG_CONFIGS := $(foreach t,$(CODEGEN_TARGETS),$(foreach c,$(CODEGEN_COMPILERS),$(t)_$(c)))
CG_ROWS    := $(foreach c,$(CG_CONFIGS),$(CG)/rows/$(c).csv)
CG_TOOLS   := $(CG_DIR)/measure.py $(CG_DIR)/selected-strategy tests/support/compile-or-fail
CG_OUTPUTS := table.csv table.md heatmap.svg

# Faults the gates must catch, each measured as if it were AUTO on one target:
#   name := target compiler gate-that-must-fail source flags...
CODEGEN_FAULTS := memcpy-on-armv5 bswap-idiom-on-armv5 avoid-idiom-on-x86 bytes-on-mips \
                  aligned-cast-on-armv7 memcpy-on-armv5-clang
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
cg_fault = $(word $(1),$(fault.$(2)))

# One target and compiler: every strategy expected there (target_strategies), compiled and
# measured. One that does not compile (or a missing compiler) is a FAIL, not a skip.
$(CG)/rows/%.csv: $(CG_DIR)/accessor_functions.c $(CG_TOOLS) tests/support/accessors.h $(HEADERS)
	@mkdir -p $(CG)/obj $(CG)/rows
	@cc="$(call cg_cc,$(call cg_word,1,$*),$(call cg_word,2,$*))"; \
	auto=$$($(CG_DIR)/selected-strategy "$$cc" $(STRATEGIES)) || exit 1; pairs=; \
	for s in $(call target_strategies,$(call cg_word,1,$*)); do \
	  tests/support/compile-or-fail "codegen $* $$s" \
	    $$cc $(CODEGEN_FLAGS) -DUA_STRATEGY=UA_STRATEGY_$$s -c $< -o $(CG)/obj/$*_$$s.o || exit 1; \
	  pairs="$$pairs $$s=$(CG)/obj/$*_$$s.o"; done; \
	$(CG_DIR)/measure.py $(call cg_word,1,$*) $(call cg_word,2,$*) $(call cg_objdump,$(call cg_word,1,$*)) \
	  "$$auto" $$pairs > $@.tmp && mv $@.tmp $@

$(CG)/table.csv: $(CG_ROWS)
	@head -n 1 $< > $@.tmp && tail -q -n +2 $^ >> $@.tmp && mv $@.tmp $@

# One fault, measured under the name AUTO.
$(CG)/faults/%.csv: $(CG_DIR)/accessor_functions.c $(CG_DIR)/faults/aligned_cast.c $(CG_TOOLS) $(HEADERS)
	@mkdir -p $(CG)/faults
	@$(call cg_cc,$(call cg_fault,1,$*),$(call cg_fault,2,$*)) $(CODEGEN_FLAGS) \
	  $(wordlist 5,99,$(fault.$*)) -c $(call cg_fault,4,$*) -o $(CG)/faults/$*.o
	@$(CG_DIR)/measure.py $(call cg_fault,1,$*) $(call cg_fault,2,$*) \
	  $(call cg_objdump,$(call cg_fault,1,$*)) fault AUTO=$(CG)/faults/$*.o > $@.tmp && mv $@.tmp $@

# The committed outputs, rendered from a table into a folder.
# $(call cg_render,TABLE,FOLDER)
cg_render = cp $(1) $(2)/table.csv && $(CG_DIR)/table.py $(1) > $(2)/table.md \
            && $(CG_DIR)/heatmap.py $(1) > $(2)/heatmap.svg

.PHONY: codegen codegen-gates codegen-current
# The expected size, from the lists: every target and compiler x the strategies of the target.
CG_EXPECTED = $(words $(foreach c,$(CG_CONFIGS),$(call target_strategies,$(call cg_word,1,$(c)))))
codegen-gates: $(CG)/table.csv $(foreach f,$(CODEGEN_FAULTS),$(CG)/faults/$(f).csv)
	@tests/support/check-matrix "codegen matrix" $(CG_EXPECTED) \
	  $$(tail -n +2 $(CG)/table.csv | cut -d, -f1-3 | sort -u | sed 's|^\([^,]*\),\([^,]*\),|\1-\2/|')
	@$(CG_DIR)/gates.py $(CG)/table.csv \
	  $(foreach f,$(CODEGEN_FAULTS),--fault $(f) $(call cg_fault,3,$(f)) $(CG)/faults/$(f).csv)

codegen-current: $(CG)/table.csv $(CG_DIR)/table.py $(CG_DIR)/heatmap.py
	@mkdir -p $(CG)/fresh
	@$(call cg_render,$(CG)/table.csv,$(CG)/fresh)
	@status=0; for f in $(CG_OUTPUTS); do \
	  if diff -u $(CG_DIR)/$$f $(CG)/fresh/$$f > $(CG)/fresh/$$f.diff; then echo "PASS codegen committed $$f is current"; \
	  else echo "FAIL codegen committed $$f differs from a fresh build (see $(CG)/fresh/$$f.diff; run make codegen)"; \
	  status=1; fi; done; exit $$status

codegen: $(CG)/table.csv $(CG_DIR)/table.py $(CG_DIR)/heatmap.py
	@$(call cg_render,$(CG)/table.csv,$(CG_DIR))
	@echo "codegen: wrote $(addprefix $(CG_DIR)/,$(CG_OUTPUTS))"
	@$(MAKE) --no-print-directory codegen-gates

CHECKS += codegen-gates codegen-current
