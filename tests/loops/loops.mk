# Callers' loops (loops.c): each strategy at each level, compared byte for byte with the same loops
# over the byte model (README.md).
#   make loops                   a subset (LOOPS_SET=quick): this machine with GCC and Clang at every
#                                level, AArch64 and ARMv7 GCC at -O2/-O3 under qemu   (in CHECKS)
#   make loops LOOPS_SET=all     every target qemu-user runs (CROSS_TARGETS and MORE_TARGETS), each
#                                compiler that links there, every level
#   make loops-faults            planted faults the suite must catch                 (in CHECKS)

LOOPS      := $(BUILD)/loops
LOOPS_OPTS := O1 O2 O3 Os
LOOPS_SET  ?= quick
LOOPS_SRC  := tests/loops/loops.c tests/loops/loops.h tests/loops/model_cursor.h tests/loops/test_loops.c \
              tests/callers/model_api.h tests/support/accessors.h tests/support/byte_model.h $(HEADERS)
# LOOPS_FAULT_INC: a directory with a planted header, searched before src/ (make loops-faults).
LOOPS_INC   = $(LOOPS_FAULT_INC) $(TEST_INC) -Itests/loops -Itests/callers

# The subset: in make check, the cross part where GCC vectorizes and AUTO takes PACKED (AArch64).
LOOPS_QUICK_CROSS      := aarch64 armv7
LOOPS_QUICK_CROSS_OPTS := O2 O3
# Every target qemu-user runs (cross.mk's CROSS_MORE_RUNNABLE).
LOOPS_ALL_TARGETS ?= $(HOST_TARGET) $(CROSS_TARGETS) $(CROSS_MORE_RUNNABLE)

# Groups are TARGET_COMPILER_LEVEL (no '_' in target names).
loops_groups_of = $(foreach c,$(call cross_more_compilers,$(1)),$(foreach o,$(2),$(1)_$(c)_$(o)))
LOOPS_GROUPS = $(if $(filter all,$(LOOPS_SET)),\
                 $(foreach t,$(LOOPS_ALL_TARGETS),$(call loops_groups_of,$(t),$(LOOPS_OPTS))),\
                 $(call loops_groups_of,$(HOST_TARGET),$(LOOPS_OPTS)) \
                 $(foreach t,$(LOOPS_QUICK_CROSS),$(foreach o,$(LOOPS_QUICK_CROSS_OPTS),$(t)_gcc_$(o))))
loops_word = $(word $(1),$(subst _, ,$(2)))
LOOPS_TARGETS_RUN = $(sort $(foreach g,$(LOOPS_GROUPS),$(call loops_word,1,$(g))))
# One binary per group and strategy: build/loops/TARGET/COMPILER_LEVEL_STRATEGY.
loops_bins = $(foreach g,$(1),$(foreach s,$(call target_strategies,$(call loops_word,1,$(g))),\
               $(LOOPS)/$(call loops_word,1,$(g))/$(call loops_word,2,$(g))_$(call loops_word,3,$(g))_$(s)))
LOOPS_BINS = $(call loops_bins,$(LOOPS_GROUPS))
LOOPS_EXPECTED = $(words $(foreach g,$(LOOPS_GROUPS),$(call target_strategies,$(call loops_word,1,$(g)))))

# This machine's compilers, or cross.mk's.
loops_is_host = $(filter $(HOST_TARGET),$(1))
loops_cc   = $(if $(call loops_is_host,$(1)),$(call host_cc,$(2)),$(call cross_cc,$(1),$(2)))
loops_link = $(if $(call loops_is_host,$(1)),$(call loops_cc,$(1),$(2)),$(cross_gcc_$(1)) $(call cross_link,$(1)))
loops_run  = $(if $(call loops_is_host,$(1)),,$(cross_qemu_$(1)))

# Per target and compiler: the reference (the loops over the byte model, -O1) and the driver, once.
# $(call loops_compile,T,COMPILER,WHAT,FLAGS): compile-or-fail with T's compiler and warnings.
loops_compile = tests/support/compile-or-fail "loops $(1) $(2) $(3)" $(call loops_cc,$(1),$(2)) $(4) $(call WARNINGS,$(2)) $(LOOPS_INC)
define loops_group
$(LOOPS)/$(1)/ref-$(2).o: $(LOOPS_SRC)
	@mkdir -p $$(@D)
	@$$(call loops_compile,$(1),$(2),reference,-O1) -DLOOPS_REFERENCE -c tests/loops/loops.c -o $$@
$(LOOPS)/$(1)/drv-$(2).o: $(LOOPS_SRC)
	@mkdir -p $$(@D)
	@$$(call loops_compile,$(1),$(2),driver,-O1) -c tests/loops/test_loops.c -o $$@
$(LOOPS)/$(1)/$(2)_%: $(LOOPS_SRC) $(LOOPS)/$(1)/ref-$(2).o $(LOOPS)/$(1)/drv-$(2).o
	@rm -f $$@
	@$$(call loops_compile,$(1),$(2),$$(subst _, ,$$*),-$$(call loops_word,1,$$*)) \
	  -DUA_STRATEGY=UA_STRATEGY_$$(call loops_word,2,$$*) $$(LOOPS_CFLAGS) -c tests/loops/loops.c -o $$@.o
	@tests/support/compile-or-fail "loops $(1) $(2) $$(subst _, ,$$*) link" $$(call loops_link,$(1),$(2)) \
	  $$@.o $(LOOPS)/$(1)/ref-$(2).o $(LOOPS)/$(1)/drv-$(2).o -o $$@
endef
$(foreach t,$(sort $(LOOPS_ALL_TARGETS) $(LOOPS_QUICK_CROSS)),$(foreach c,$(call cross_more_compilers,$(t)),\
  $(eval $(call loops_group,$(t),$(c)))))

.PHONY: loops
loops:
	@$(MAKE) --no-print-directory -s -k $(LOOPS_BINS) || true
	@{ { tests/support/check-matrix "loops matrix ($(LOOPS_SET))" $(LOOPS_EXPECTED) $(call built_configs,$(LOOPS_BINS),$(LOOPS)); \
	 true; } && \
	{ :; $(foreach t,$(LOOPS_TARGETS_RUN),tests/cross/run-under-qemu "$(call loops_run,$(t))" "loops $(t)" \
	  $$(for f in $(filter $(LOOPS)/$(t)/%,$(LOOPS_BINS)); do [ -f $$f ] && echo $$f; done);) }; } $(VERDICT)

CHECKS += loops

# ---- planted faults the suite and the fuzz target must catch (make loops-faults), built by the
# matrix's own rule: packed-struct (PACKED through a packed-struct member, the shape of a real bug)
# and delayed-store (MEMCPY's store after the next load, which libFuzzer must also find).
LOOPS_FAULTS := packed-struct delayed-store
loops_fault_strategy_packed-struct := PACKED
loops_fault_opts_packed-struct     := O2 O3
loops_fault_fuzz_packed-struct     := PACKED
loops_fault_strategy_delayed-store := MEMCPY
loops_fault_opts_delayed-store     := O2
loops_fault_fuzz_delayed-store     := (AUTO|MEMCPY)
LOOPS_FAULT_FIND   := delayed-store
LOOPS_FAULT_SECONDS ?= 30
loops_fault_dir = $(BUILD)/loops-faults/$(1)
loops_fault_bin = $(call loops_fault_dir,$(1))/build/$(HOST_TARGET)/gcc_$(2)_$(loops_fault_strategy_$(1))

.PHONY: loops-faults
loops-faults:
	@$(RECURSE){ { :; $(foreach f,$(LOOPS_FAULTS),tests/loops/plant-fault $(f) $(call loops_fault_dir,$(f))/src && \
	  rm -rf $(BUILD)/fuzz/bin/loopsfault-$(f) && \
	  $(SUBMAKE) --no-print-directory -s LOOPS=$(call loops_fault_dir,$(f))/build LOOPS_FAULT_INC=-I$(call loops_fault_dir,$(f))/src \
	    $(foreach o,$(loops_fault_opts_$(f)),$(call loops_fault_bin,$(f),$(o))) $(BUILD)/fuzz/bin/loopsfault-$(f)/loops;) } && \
	{ :; $(foreach f,$(LOOPS_FAULT_FIND),tests/loops/plant-fault $(f) $(BUILD)/fuzz/faults/loops-$(f) && \
	  rm -rf $(BUILD)/fuzz/bin/fault-loops-$(f) && $(SUBMAKE) --no-print-directory -s $(BUILD)/fuzz/bin/fault-loops-$(f)/loops;) } && \
	{ :; $(foreach f,$(LOOPS_FAULTS),$(foreach o,$(loops_fault_opts_$(f)),\
	  tests/loops/expect-fail "loops fault $(f): x86-64 gcc $(o) $(loops_fault_strategy_$(f))" '^FAIL .* cases wrong' \
	    $(call loops_fault_bin,$(f),$(o)) "loops fault $(f) x86-64 gcc $(o) $(loops_fault_strategy_$(f))";) \
	  tests/loops/expect-fail "loops fault $(f): the fuzz corpus, gcc -O3" 'FUZZ MISMATCH: strategy $(loops_fault_fuzz_$(f)),' \
	    $(BUILD)/fuzz/bin/loopsfault-$(f)/loops fuzz/corpus/loops;) } && \
	{ :; $(foreach f,$(LOOPS_FAULT_FIND),rm -rf $(BUILD)/loops-faults/empty-$(f) && mkdir -p $(BUILD)/loops-faults/empty-$(f) && \
	  tests/loops/expect-fail "loops fault $(f): libFuzzer finds it from an empty corpus" 'FUZZ MISMATCH: strategy' \
	    $(BUILD)/fuzz/bin/fault-loops-$(f)/loops -max_total_time=$(LOOPS_FAULT_SECONDS) -seed=1 \
	    -artifact_prefix=$(BUILD)/loops-faults/empty-$(f)/ $(BUILD)/loops-faults/empty-$(f);) }; } $(VERDICT)

CHECKS += loops-faults
