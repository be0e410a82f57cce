# Cross tests: the unit tests for every target of tests/support/targets.mk, by its GCC and by Clang,
# linked -static, under qemu-user; one binary per strategy expected there, the matrix size checked.
#   make cross    (in CHECKS)
# A missing compiler or qemu is a FAIL, never a skip.

CROSS           := $(BUILD)/cross
CROSS_COMPILERS := gcc clang
# qemu-user raises SIGBUS on a misaligned word load here only (the others emulate it): a clean run at
# offsets 0..15 shows a strategy never makes one.
CROSS_TRAPPING  := mips sparc64

# $(call cross_cc,TARGET,COMPILER). The GCC driver links Clang's objects: it knows the crt files.
cross_cc   = $(if $(filter gcc,$(2)),$(cross_gcc_$(1)),$(CLANG) $(cross_clang_$(1)))
# $(call host_cc,COMPILER): this machine's.
host_cc    = $(if $(filter gcc,$(1)),$(CC),$(CLANG))
cross_word = $(word $(1),$(subst _, ,$(2)))
CROSS_UNIT_SRC := tests/unit/test_accessors.c tests/support/strategy_table.c tests/support/*.h $(HEADERS)

# $(call unit_bins,LABEL,TARGET,COMPILER,CC,DRIVER_FLAGS,LINK,BIN): the unit test as BIN_STRATEGY for
# each strategy TARGET expects, listed in $@; $(call LINK,TARGET,OBJECTS,OUTPUT) links (tests/misaligned).
define unit_bins
mkdir -p $(dir $(7)); : > $@.tmp; for s in $(call target_strategies,$(2)); do bin=$(7)_$$s; \
  tests/support/compile-or-fail "$(1) $(2) $(3) $$s" \
    $(call table_cmd,$(4) -O2 $(call WARNINGS,$(3)),$$s,$$bin.table.o,ua_table_under_test) || exit 1; \
  tests/support/compile-or-fail "$(1) $(2) $(3) $$s" $(4) $(5) $(call WARNINGS,$(3)) $(TEST_INC) \
    -c tests/unit/test_accessors.c -o $$bin.test.o || exit 1; \
  tests/support/compile-or-fail "$(1) $(2) $(3) $$s" $(call $(6),$(2),$$bin.test.o $$bin.table.o,$$bin) || exit 1; \
  echo $$bin >> $@.tmp; done; mv $@.tmp $@
endef
# $(call cross_link_cmd,TARGET,OBJECTS,OUTPUT)
cross_link_cmd = $(cross_gcc_$(1)) $(call cross_link,$(1)) $(2) -o $(3)

# build/cross/T/COMPILER_STRATEGY per expected strategy, listed in build/cross/T_COMPILER.bins.
$(CROSS)/%.bins: $(CROSS_UNIT_SRC)
	@$(call unit_bins,cross,$(call cross_word,1,$*),$(call cross_word,2,$*),$(call cross_cc,$(call cross_word,1,$*),$(call cross_word,2,$*)),\
	  -O2,cross_link_cmd,$(CROSS)/$(call cross_word,1,$*)/$(call cross_word,2,$*))

# Faults the cross run must see: a misaligned load and DIRECT without aligned(1) (SIGBUS), AUTO told
# a big-endian host is little-endian (the unit test fails).
$(CROSS)/%/misaligned_load: tests/cross/misaligned_load.c
	@mkdir -p $(@D)
	@$(cross_gcc_$*) -O2 $(call cross_link,$*) $< -o $@

# $(call cross_fault_unit,TABLE_FLAGS,STRATEGY): the unit test for $*, its table built with the fault.
define cross_fault_unit
@mkdir -p $(@D)
@$(call table_cmd,$(cross_gcc_$*) -O2 $(1),$(2),$@.table.o,ua_table_under_test)
@$(cross_gcc_$*) -O2 $(TEST_INC) $(call cross_link,$*) tests/unit/test_accessors.c $@.table.o -o $@
endef
$(CROSS)/%/fault_no_aligned1: $(CROSS_UNIT_SRC)
	$(call cross_fault_unit,-DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=1 '-Daligned(n)=',DIRECT)
$(CROSS)/%/fault_wrong_byte_order: $(CROSS_UNIT_SRC)
	$(call cross_fault_unit,-DUA_HOST_BIG_ENDIAN=0,AUTO)

# The bulk unit test (AUTO) on the NEON targets: AArch64, and ARMv7 as Debian builds it (no NEON) and
# with -mfpu=neon (what tests/cursor/check-neon looks at).
CROSS_BULK_TARGETS := $(filter aarch64 armv7,$(CROSS_TARGETS))
CROSS_BULK_SRC     := tests/cursor/test_bulk.c tests/cursor/lists.h tests/cursor/bulk_table.h tests/support/*.h $(HEADERS)
CROSS_BULK_BINS    := $(foreach t,$(CROSS_BULK_TARGETS),$(foreach c,$(CROSS_COMPILERS),$(CROSS)/$(t)/bulk_$(c))) \
                      $(foreach c,$(if $(filter armv7,$(CROSS_BULK_TARGETS)),$(CROSS_COMPILERS)),$(CROSS)/armv7/bulk_$(c)_neon)
# $@ is $(CROSS)/T/bulk_COMPILER[_neon].
cross_bulk_t        = $(notdir $(@D))
cross_bulk_c        = $(call cross_word,2,$(notdir $@))
cross_bulk_flags    = $(if $(filter neon,$(call cross_word,3,$(notdir $@))),-mfpu=neon)
$(CROSS_BULK_BINS): $(CROSS)/%: $(CROSS_BULK_SRC)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "cross bulk $(cross_bulk_t) $(cross_bulk_c)$(if $(cross_bulk_flags), -mfpu=neon)" \
	  $(call cross_cc,$(cross_bulk_t),$(cross_bulk_c)) -O2 $(cross_bulk_flags) $(call WARNINGS,$(cross_bulk_c)) $(TEST_INC) \
	  -Itests/cursor -c tests/cursor/test_bulk.c -o $@.o
	@tests/support/compile-or-fail "cross bulk $(cross_bulk_t) $(cross_bulk_c) link" $(call cross_link_cmd,$(cross_bulk_t),$@.o,$@)

# Shared by cross and cross-more. $(call cross_fault_bins,TRAPPING,BIG): the planted faults of the
# targets that trap misaligned words and of the big-endian ones.
cross_fault_bins = $(foreach t,$(1),$(CROSS)/$(t)/misaligned_load $(CROSS)/$(t)/fault_no_aligned1) \
                   $(foreach t,$(2),$(CROSS)/$(t)/fault_wrong_byte_order)
# $(call cross_bins_files,T,COMPILERS): T's .bins files, one per compiler $(call COMPILERS,T) gives.
cross_bins_files = $(foreach c,$(call $(2),$(1)),$(CROSS)/$(1)_$(c).bins)
# $(call cross_matrix,LABEL,EXPECTED,BINS_FILES): the matrix size.
cross_matrix = tests/support/check-matrix "$(1)" $(2) $$(cat $(3) | sed 's|^$(CROSS)/\([^/]*\)/\([^_]*\)_|\1-\2/|')
# $(call cross_run,LABEL,TARGETS,COMPILERS,TRAPPING,BIG): the unit tests and the planted faults.
define cross_run
{ :; $(foreach t,$(2),tests/cross/run-under-qemu "$(cross_qemu_$(t))" "$(1) $(t)" \
	  $$(cat $(call cross_bins_files,$(t),$(3)));) } && \
	{ :; $(foreach t,$(4),\
	  tests/cross/expect-fault sigbus "$(cross_qemu_$(t))" "$(1) fault $(t): a misaligned word load traps" \
	    $(CROSS)/$(t)/misaligned_load; \
	  tests/cross/expect-fault sigbus "$(cross_qemu_$(t))" "$(1) fault $(t): DIRECT without aligned(1) is caught" \
	    $(CROSS)/$(t)/fault_no_aligned1;) } && \
	{ :; $(foreach t,$(5),tests/cross/expect-fault fail "$(cross_qemu_$(t))" \
	  "$(1) fault $(t): AUTO built as little-endian is caught" $(CROSS)/$(t)/fault_wrong_byte_order;) }
endef

cross_compilers = $(CROSS_COMPILERS)
CROSS_BINS   := $(foreach t,$(CROSS_TARGETS),$(call cross_bins_files,$(t),cross_compilers))
# From the lists: compilers x strategies per target.
CROSS_EXPECTED = $(words $(foreach c,$(CROSS_COMPILERS),$(foreach t,$(CROSS_TARGETS),$(call target_strategies,$(t)))))

.PHONY: cross
cross: $(CROSS_BINS) $(call cross_fault_bins,$(CROSS_TRAPPING),$(BIG_ENDIAN_TARGETS)) $(CROSS_BULK_BINS)
	@{ $(call cross_matrix,cross matrix,$(CROSS_EXPECTED),$(CROSS_BINS)) && \
	$(call cross_run,cross,$(CROSS_TARGETS),cross_compilers,$(CROSS_TRAPPING),$(BIG_ENDIAN_TARGETS)) && \
	{ :; $(foreach t,$(CROSS_BULK_TARGETS),tests/cross/run-under-qemu $(cross_qemu_$(t)) "cross $(t)" \
	  $(filter $(CROSS)/$(t)/%,$(CROSS_BULK_BINS));) } && \
	{ :; $(foreach t,$(CROSS_TRAPPING),$(foreach c,$(CROSS_COMPILERS),tests/cross/strict-target-strategies \
	  "cross $(t) $(c)" "$(call cross_cc,$(t),$(c))" $(filter-out DIRECT,$(STRATEGIES));)) }; } $(VERDICT)

CHECKS += cross

# The MORE_TARGETS configurations qemu-user runs; make check runs a subset (CROSS_MORE_SET=all: all).
# Kept out of CROSS_TARGETS so the fuzz, exhaustive and unit matrices do not grow with it.
#   make cross-more    (in CHECKS)
CROSS_MORE_QUICK    := aarch64-strict mipsel ppc alpha
CROSS_MORE_SET      ?= quick
CROSS_MORE_RUNNABLE := $(foreach t,$(MORE_TARGETS),$(if $(cross_qemu_$(t)),$(t)))
CROSS_MORE          = $(if $(filter all,$(CROSS_MORE_SET)),$(CROSS_MORE_RUNNABLE),$(CROSS_MORE_QUICK))
# Among these, qemu-user traps misaligned words on MIPS only.
CROSS_MORE_TRAPPING  = $(filter mipsel mips64,$(CROSS_MORE))
CROSS_MORE_BIG       = $(foreach t,$(CROSS_MORE),$(if $(filter big,$(cross_endian_$(t))),$(t)))
# $(call cross_more_compilers,T): the compilers whose builds of T link (cross_norun_COMPILER_T).
cross_more_compilers = $(foreach c,$(call target_compilers,$(1)),$(if $(cross_norun_$(c)_$(1)),,$(c)))
CROSS_MORE_BINS      = $(foreach t,$(CROSS_MORE),$(call cross_bins_files,$(t),cross_more_compilers))
CROSS_MORE_EXPECTED  = $(words $(foreach t,$(CROSS_MORE),$(foreach c,$(call cross_more_compilers,$(t)),$(call target_strategies,$(t)))))

.PHONY: cross-more
cross-more: $(CROSS_MORE_BINS) $(call cross_fault_bins,$(CROSS_MORE_TRAPPING),$(CROSS_MORE_BIG))
	@{ $(call cross_matrix,cross-more matrix ($(CROSS_MORE_SET)),$(CROSS_MORE_EXPECTED),$(CROSS_MORE_BINS)) && \
	$(call cross_run,cross-more,$(CROSS_MORE),cross_more_compilers,$(CROSS_MORE_TRAPPING),$(CROSS_MORE_BIG)); } $(VERDICT)

CHECKS += cross-more
