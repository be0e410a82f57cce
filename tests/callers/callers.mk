# Realistic callers (callers.c), gated on merged multi-word accesses through their pointer and run on
# tests/baremetal's boards against their byte-model twins (README.md).
#   make callers          the gate over the matrix, and the runs (in CHECKS)
#   make callers-faults   injected merged accesses: the gate and the Cortex-M4 run must fail

CALLERS      := $(BUILD)/callers
CALLERS_OPTS := O2 O3 Os
CALLERS_OBJDUMP := llvm-objdump-19 -d --no-show-raw-insn

# The gate's targets (no '_' in names), each built by GCC and Clang: cross.mk's compilers unless
# callers_cc_T_COMPILER says otherwise. callers_rule_T names T for targets.mk's strategy rule (default T).
# aarch64-strict is AArch64 -mstrict-align (firmware before the MMU): GCC gives no macro, so the
# header accepts DIRECT unless the build declares it (CALLERS_DIRECT_NOT_YET_REFUSED).
CALLERS_TARGETS   := armv7 cortex-m4 cortex-m7 aarch64-strict
CALLERS_COMPILERS := gcc clang
callers_cc_cortex-m4_gcc          = $(call bm_cc,armv7em,gcc)
callers_cc_cortex-m4_clang        = $(call bm_cc,armv7em,clang)
callers_rule_cortex-m4           := armv7em
# Cortex-M7 hard-float: vldr/vstr of d registers could carry 64-bit values (they need word alignment).
callers_cc_cortex-m7_gcc          = $(BM_GCC) -mcpu=cortex-m7 -mthumb -mfpu=fpv5-d16 -mfloat-abi=hard -isystem $(BM_NEWLIB)/include
callers_cc_cortex-m7_clang        = $(CLANG) --target=thumbv7em-none-eabihf -mcpu=cortex-m7 -mfpu=fpv5-d16 -mfloat-abi=hard \
                                    --sysroot=$(BM_NEWLIB)
callers_rule_cortex-m7           := armv7em
callers_cc   = $(or $(callers_cc_$(1)_$(2)),$(call cross_cc,$(1),$(2)))
callers_rule = $(or $(callers_rule_$(1)),$(1))
# merged-access's objdump flavour.
callers_arch = $(if $(filter aarch64%,$(1)),aarch64,arm)

# TARGET_COMPILER where the rule expects DIRECT refused but the header accepts it: `make callers`
# says so in a PASS line; once the header refuses DIRECT, that line fails until the entry goes.
CALLERS_DIRECT_NOT_YET_REFUSED := aarch64-strict_gcc

CALLERS_SRC   := tests/callers/callers.c tests/callers/callers.h tests/callers/model_api.h \
                 tests/support/accessors.h tests/support/byte_model.h $(HEADERS)
CALLERS_INC   := $(TEST_INC) -Itests/callers
callers_word   = $(word $(1),$(subst _, ,$(notdir $(2))))
# $(call callers_under_test,LABEL,CC,COMPILER): compiles callers.c for $* = OPT_STRATEGY; -o OUTPUT follows.
callers_under_test = tests/support/compile-or-fail "callers $(1) $(subst _, ,$*)" $(2) -$(call callers_word,1,$*) \
                     $(call WARNINGS,$(3)) $(CALLERS_INC) -DUA_STRATEGY=UA_STRATEGY_$(call callers_word,2,$*) \
                     $(CALLERS_CFLAGS) -c tests/callers/callers.c

# $(CALLERS)/gate/T/COMPILER_OPT_STRATEGY.dis: the disassembly of callers.c.
define callers_gate_group
$(CALLERS)/gate/$(1)/$(2)_%.dis: $(CALLERS_SRC)
	@mkdir -p $$(@D); rm -f $$@
	@$$(call callers_under_test,$(1) $(2),$$(call callers_cc,$(1),$(2)),$(2)) -o $$(@:.dis=.o)
	@$(CALLERS_OBJDUMP) $$(@:.dis=.o) > $$@.tmp && mv $$@.tmp $$@
endef
$(foreach t,$(CALLERS_TARGETS),$(foreach c,$(CALLERS_COMPILERS),$(eval $(call callers_gate_group,$(t),$(c)))))

callers_dis = $(foreach c,$(CALLERS_COMPILERS),$(foreach o,$(CALLERS_OPTS),\
                $(foreach s,$(call target_strategies,$(call callers_rule,$(1))),$(CALLERS)/gate/$(1)/$(c)_$(o)_$(s).dis)))
CALLERS_DIS      = $(foreach t,$(CALLERS_TARGETS),$(call callers_dis,$(t)))
CALLERS_GATE_EXPECTED = $(words $(foreach t,$(CALLERS_TARGETS),$(foreach c,$(CALLERS_COMPILERS),\
                          $(foreach o,$(CALLERS_OPTS),$(call target_strategies,$(call callers_rule,$(t)))))))

# Board runs: $(CALLERS)/bm/CONFIG/COMPILER/OPT_STRATEGY.elf; the reference and driver per level.
callers_bm_cc = tests/support/compile-or-fail "callers baremetal $(1) $(2) $*" $(call bm_cc,$(1),$(2)) -$* $(call WARNINGS,$(2)) \
                $(CALLERS_INC)
define callers_bm_group
$(call bm_runtime,$(CALLERS)/bm/$(1)/$(2),$(1),$(2))

$(CALLERS)/bm/$(1)/$(2)/%_common.o: tests/callers/test_callers.c $(CALLERS_SRC) tests/support/check.h
	@mkdir -p $$(@D)
	@$$(call callers_bm_cc,$(1),$(2)) -DCALLERS_REFERENCE -c tests/callers/callers.c -o $$@.ref.o
	@$$(call callers_bm_cc,$(1),$(2)) -c tests/callers/test_callers.c -o $$@.test.o
	@tests/support/compile-or-fail "callers baremetal $(1) $(2) $$*" $(BM_GCC) $(bm_gcc_$(1)) -r -nostdlib $$@.ref.o $$@.test.o -o $$@

$(CALLERS)/bm/$(1)/$(2)/%.elf: $(CALLERS_SRC) $(CALLERS)/bm/$(1)/$(2)/rt.list $(foreach o,$(CALLERS_OPTS),$(CALLERS)/bm/$(1)/$(2)/$(o)_common.o)
	@rm -f $$@
	@$$(call callers_under_test,baremetal $(1) $(2),$$(call bm_cc,$(1),$(2)),$(2)) -o $$@.o
	@tests/support/compile-or-fail "callers baremetal $(1) $(2) $$(subst _, ,$$*)" \
	  $$(call bm_link,$(1),$(2),$$@.o $$(@D)/$$(call callers_word,1,$$*)_common.o $$$$(cat $(CALLERS)/bm/$(1)/$(2)/rt.list),$$@)
endef
$(foreach c,$(BAREMETAL_CONFIGS),$(foreach k,$(BM_COMPILERS),$(eval $(call callers_bm_group,$(c),$(k)))))

callers_elfs = $(foreach k,$(BM_COMPILERS),$(foreach o,$(CALLERS_OPTS),\
                 $(foreach s,$(call target_strategies,$(1)),$(CALLERS)/bm/$(1)/$(k)/$(o)_$(s).elf)))
CALLERS_ELFS = $(foreach c,$(BAREMETAL_CONFIGS),$(call callers_elfs,$(c)))
CALLERS_BM_EXPECTED = $(words $(foreach c,$(BAREMETAL_CONFIGS),$(foreach k,$(BM_COMPILERS),$(foreach o,$(CALLERS_OPTS),\
                        $(call target_strategies,$(c))))))

.PHONY: callers callers-faults
callers:
	@$(MAKE) --no-print-directory -s -k $(CALLERS_DIS) $(CALLERS_ELFS) || true
	@{ { tests/support/check-matrix "callers gate matrix" $(CALLERS_GATE_EXPECTED) $(call built_configs,$(CALLERS_DIS),$(CALLERS)/gate); \
	 tests/support/check-matrix "callers baremetal matrix" $(CALLERS_BM_EXPECTED) $(call built_configs,$(CALLERS_ELFS),$(CALLERS)/bm); \
	 true; } && \
	{ :; $(foreach t,$(CALLERS_TARGETS),for d in $(call callers_dis,$(t)); do \
	  [ -f $$d ] || { echo "FAIL callers gate $(t) $$(basename $$d .dis | tr _ ' '): not built (its build printed why)"; continue; }; \
	  tests/callers/merged-access $(call callers_arch,$(t)) "callers gate $(t) $$(basename $$d .dis | tr _ ' ')" \
	    tests/callers/callers.h $$d; done;) } && \
	{ :; $(foreach c,$(BAREMETAL_CONFIGS),tests/baremetal/run-on-board $(bm_board_$(c)) "callers baremetal $(c)" \
	  $(call callers_elfs,$(c));) } && \
	{ :; $(foreach tc,$(CALLERS_DIRECT_NOT_YET_REFUSED),$(foreach t,$(word 1,$(subst _, ,$(tc))),$(foreach c,$(word 2,$(subst _, ,$(tc))),$(foreach o,$(CALLERS_OPTS),\
	  tests/callers/direct-not-yet-refused "callers $(t) $(c) $(o)" $(call callers_arch,$(t)) $(CALLERS)/gate/$(t)/$(c)_$(o)_DIRECT \
	    $(call callers_cc,$(t),$(c)) -$(o) $(call WARNINGS,$(c)) $(CALLERS_INC);)))) }; } $(VERDICT)

# ---- faults the gate and the boards must catch (make callers-faults), built by the matrix's own
# rule, GCC -O2: cast (record_digest through a struct cast: the gate names its ldrd/ldm/ldp, the
# Cortex-M4 run HardFaults) and noaligned (DIRECT without aligned(1): the gate fails).
CALLERS_FAULTS       := cast noaligned
callers_fault_cast      := -DCALLERS_FAULT_CAST
callers_fault_noaligned := '-Daligned(n)=' -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=1
callers_fault_strategy_cast      := AUTO
callers_fault_strategy_noaligned := DIRECT
callers_fault_dir = $(BUILD)/callers-faults/$(1)
callers_fault_dis = $(foreach t,$(CALLERS_TARGETS),$(call callers_fault_dir,$(1))/gate/$(t)/gcc_O2_$(callers_fault_strategy_$(1)).dis)
# Where a merged ldrd faults without UNALIGN_TRP.
CALLERS_FAULT_BOARD_CONFIG := armv7em
callers_fault_elf = $(call callers_fault_dir,cast)/bm/$(CALLERS_FAULT_BOARD_CONFIG)/gcc/O2_AUTO.elf

callers-faults:
	@$(foreach f,$(CALLERS_FAULTS),$(MAKE) --no-print-directory -s CALLERS=$(call callers_fault_dir,$(f)) \
	  CALLERS_CFLAGS="$(callers_fault_$(f))" $(call callers_fault_dis,$(f)) $(if $(filter cast,$(f)),$(callers_fault_elf));)
	@{ tests/callers/merged-access --self-test && \
	{ :; $(foreach f,$(CALLERS_FAULTS),$(foreach t,$(CALLERS_TARGETS),tests/callers/merged-access \
	  --expect-fault 'caller_record_digest: `(ldrd|ldm|ldp)' $(call callers_arch,$(t)) "callers gate fault $(f) $(t) gcc O2" \
	  tests/callers/callers.h $(call callers_fault_dir,$(f))/gate/$(t)/gcc_O2_$(callers_fault_strategy_$(f)).dis;)) } && \
	tests/baremetal/expect-hardfault fault $(bm_board_$(CALLERS_FAULT_BOARD_CONFIG)) \
	  "callers baremetal fault $(CALLERS_FAULT_BOARD_CONFIG): the struct-cast record_digest faults" $(callers_fault_elf); } $(VERDICT)

CHECKS += callers callers-faults
