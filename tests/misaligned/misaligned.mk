# Misaligned accesses where qemu-user is silent (ARMv5 `ldr`, SH4, Alpha, HPPA, AArch64
# -mstrict-align): a TCG plugin reports them over the unit tests, callers and fuzz replay (README.md).
#   make misaligned                       ARMv5 (gcc, clang) and SH4 (in CHECKS)
#   make misaligned MISALIGNED_SET=all    every strict-alignment target below

MISALIGNED        := $(BUILD)/misaligned
MISALIGNED_PLUGIN := $(MISALIGNED)/plugin.so
# Strict-alignment targets (armv6m is tests/baremetal's). DIRECT is built on none of them: forced
# past its guard, it is a planted fault.
MISALIGNED_ALL    := armv5te armv5te-thumb armv4t armv6m sh4 sparc64 mips alpha hppa aarch64-strict
MISALIGNED_QUICK  := armv5te sh4
MISALIGNED_SET    ?= quick
MISALIGNED_TARGETS = $(if $(filter all,$(MISALIGNED_SET)),$(MISALIGNED_ALL),$(MISALIGNED_QUICK))

# No C library under qemu-user (SH4's does not start; Thumb-1 cannot call the ARM-mode one): linked
# with linux-rt.c and tests/baremetal/libc.c.
#   ma_compilers_T   ma_cc_T_COMPILER   ma_ld_T (the link driver)   ma_qemu_T
#   ma_driver_T      the level of the test drivers (not the code under test, which is -O2)
MISALIGNED_NOLIBC := sh4 armv6m
ma_compilers_sh4     := gcc
ma_cc_sh4_gcc         = $(cross_gcc_sh4)
ma_ld_sh4             = $(cross_gcc_sh4) -static -nostdlib -no-pie
ma_qemu_sh4          := qemu-sh4
# SH4's GCC 12.2 drops the exit test of simple do-while loops at -O1 and above: the unit test's
# driver at -O2 reports "no check ran".
ma_driver_sh4        := -O0
ma_compilers_armv6m  := gcc clang
ma_cc_armv6m_gcc      = $(call bm_cc,armv6m,gcc)
ma_cc_armv6m_clang    = $(call bm_cc,armv6m,clang)
ma_ld_armv6m          = $(BM_GCC) $(bm_gcc_armv6m) -static -nostdlib $(BM_GNU_LD) -Wl,-z,noexecstack -Wl,--no-enum-size-warning
ma_qemu_armv6m       := qemu-arm
ma_driver_armv6m     := -O2

# A C library built for unaligned access: its functions are not watched (Debian's AArch64 glibc
# memcpy and getenv misalign on purpose).
MISALIGNED_FOREIGN_LIBC := aarch64-strict

ma_nolibc     = $(filter $(1),$(MISALIGNED_NOLIBC))
ma_compilers  = $(if $(call ma_nolibc,$(1)),$(ma_compilers_$(1)),$(call cross_more_compilers,$(1)))
ma_cc         = $(if $(call ma_nolibc,$(1)),$(ma_cc_$(1)_$(2)),$(call cross_cc,$(1),$(2)))
ma_qemu       = $(if $(call ma_nolibc,$(1)),$(ma_qemu_$(1)),$(cross_qemu_$(1)))
ma_driver     = $(or $(ma_driver_$(1)),-O2)
ma_rt         = $(MISALIGNED)/$(1)/rt.o $(MISALIGNED)/$(1)/libc.o
# $(call ma_link,T,OBJECTS,OUTPUT)
ma_link       = $(if $(call ma_nolibc,$(1)),$(ma_ld_$(1)) $(2) $(call ma_rt,$(1)) $$($(ma_ld_$(1)) -print-libgcc-file-name),\
                  $(cross_gcc_$(1)) $(call cross_link,$(1)) $(2)) -o $(3)
ma_word       = $(word $(1),$(subst _, ,$(2)))
ma_ignore     = $(if $(filter $(1),$(MISALIGNED_FOREIGN_LIBC)),--ignore $(MISALIGNED)/$(1)/libc-functions)
# $(call ma_run,T[,OPTIONS]): run-with-plugin for T; LABEL BINARY [ARGS] follow.
ma_run        = tests/misaligned/run-with-plugin $(2) $(call ma_ignore,$(1)) $(MISALIGNED_PLUGIN) "$(call ma_qemu,$(1))"

$(MISALIGNED_PLUGIN): tests/misaligned/plugin.c
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "misaligned plugin" $(CC) -O2 -std=c11 -Wall -Wextra -Werror -fPIC -shared \
	  -fvisibility=hidden $< -o $@

# The C library-free runtime, at -O0.
ma_rt_cc = tests/support/compile-or-fail "misaligned runtime $*" $(ma_cc_$*_gcc) -O0 -fno-builtin -ffreestanding -Itests/baremetal -c
$(MISALIGNED)/%/rt.o: tests/misaligned/linux-rt.c tests/baremetal/libc.c tests/baremetal/semihost.h
	@mkdir -p $(@D)
	@$(ma_rt_cc) tests/misaligned/linux-rt.c -o $@
	@$(ma_rt_cc) tests/baremetal/libc.c -o $(@D)/libc.o
$(MISALIGNED)/%/libc.o: $(MISALIGNED)/%/rt.o ;

$(MISALIGNED)/%/libc-functions:
	@mkdir -p $(@D)
	@llvm-nm-19 --defined-only --just-symbol-name $$($(cross_gcc_$*) -print-file-name=libc.a) 2>/dev/null \
	  | sort -u > $@.tmp && [ -s $@.tmp ] && mv $@.tmp $@

# Unit tests of MISALIGNED_NOLIBC, one per expected strategy, listed in T_COMPILER.bins (targets
# with a C library use make cross's).
MA_UNIT_SRC := tests/unit/test_accessors.c tests/support/strategy_table.c tests/support/*.h $(HEADERS)
$(foreach t,$(MISALIGNED_NOLIBC),$(foreach c,$(ma_compilers_$(t)),$(MISALIGNED)/$(t)_$(c).bins)): \
$(MISALIGNED)/%.bins: $(MA_UNIT_SRC)
	@$(call unit_bins,misaligned,$(call ma_word,1,$*),$(call ma_word,2,$*),$(call ma_cc,$(call ma_word,1,$*),$(call ma_word,2,$*)),\
	  $(call ma_driver,$(call ma_word,1,$*)),ma_link,$(MISALIGNED)/$(call ma_word,1,$*)/unit_$(call ma_word,2,$*))

$(foreach t,$(MISALIGNED_NOLIBC),$(foreach c,$(ma_compilers_$(t)),$(eval $(MISALIGNED)/$(t)_$(c).bins: $(call ma_rt,$(t)))))

# $(call ma_unit_lists,T): the .bins files of T's unit tests.
ma_unit_lists = $(foreach c,$(call ma_compilers,$(1)),$(if $(call ma_nolibc,$(1)),$(MISALIGNED)/$(1)_$(c).bins,$(CROSS)/$(1)_$(c).bins))

# Callers (test_callers.c against its byte-model twin) at -O2.
MA_CALLERS_SRC := tests/callers/test_callers.c $(CALLERS_SRC) tests/support/check.h
# $(call ma_callers_cc,T,COMPILER,LEVEL)
ma_callers_cc = tests/support/compile-or-fail "misaligned callers $(1) $(2) $*" $(call ma_cc,$(1),$(2)) $(3) $(call WARNINGS,$(2)) \
                $(CALLERS_INC)
define ma_callers_group
$(MISALIGNED)/$(1)/callers_$(2)_%: $(MA_CALLERS_SRC) $(if $(call ma_nolibc,$(1)),$(call ma_rt,$(1)))
	@mkdir -p $$(@D)
	@$$(call ma_callers_cc,$(1),$(2),-O2) -DUA_STRATEGY=UA_STRATEGY_$$* -c tests/callers/callers.c -o $$@.o
	@$$(call ma_callers_cc,$(1),$(2),$(call ma_driver,$(1))) -DCALLERS_REFERENCE -c tests/callers/callers.c -o $$@.ref.o
	@$$(call ma_callers_cc,$(1),$(2),$(call ma_driver,$(1))) -c tests/callers/test_callers.c -o $$@.test.o
	@tests/support/compile-or-fail "misaligned callers $(1) $(2) $$*" $$(call ma_link,$(1),$$@.o $$@.ref.o $$@.test.o,$$@)
endef
$(foreach t,$(MISALIGNED_ALL),$(foreach c,$(call ma_compilers,$(t)),$(eval $(call ma_callers_group,$(t),$(c)))))
ma_callers = $(foreach c,$(call ma_compilers,$(1)),$(foreach s,$(call target_strategies,$(1)),$(MISALIGNED)/$(1)/callers_$(c)_$(s)))

# Fuzz replay (fuzz.mk's cross-T builds) only with a C library: fuzz/standalone.c needs stdio.
ma_fuzz = $(if $(call ma_nolibc,$(1)),,$(call fuzz_bins,cross-$(1)))

# Planted faults, as make cross's (which targets with a C library use).
$(MISALIGNED)/%/misaligned_load: tests/cross/misaligned_load.c $(MISALIGNED)/%/rt.o
	@tests/support/compile-or-fail "misaligned fault $*" $(ma_cc_$*_gcc) -O2 -c $< -o $@.o
	@tests/support/compile-or-fail "misaligned fault $*" $(call ma_link,$*,$@.o,$@)
$(MISALIGNED)/%/fault_no_aligned1: $(MA_UNIT_SRC) $(MISALIGNED)/%/rt.o
	@tests/support/compile-or-fail "misaligned fault $*" $(call table_cmd,$(ma_cc_$*_gcc) -O2 \
	  -DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=1 '-Daligned(n)=',DIRECT,$@.table.o,ua_table_under_test)
	@tests/support/compile-or-fail "misaligned fault $*" $(ma_cc_$*_gcc) $(call ma_driver,$*) $(TEST_INC) \
	  -c tests/unit/test_accessors.c -o $@.test.o
	@tests/support/compile-or-fail "misaligned fault $*" $(call ma_link,$*,$@.test.o $@.table.o,$@)
ma_faults = $(foreach f,misaligned_load fault_no_aligned1,$(if $(call ma_nolibc,$(1)),$(MISALIGNED)/$(1)/$(f),$(CROSS)/$(1)/$(f)))

# From the lists: compilers x strategies per target.
MISALIGNED_EXPECTED = $(words $(foreach t,$(MISALIGNED_TARGETS),$(foreach c,$(call ma_compilers,$(t)),$(call target_strategies,$(t)))))

.PHONY: misaligned
misaligned:
	@$(MAKE) --no-print-directory -s -k $(MISALIGNED_PLUGIN) \
	  $(foreach t,$(MISALIGNED_TARGETS),$(call ma_unit_lists,$(t)) $(call ma_callers,$(t)) $(call ma_fuzz,$(t)) \
	    $(call ma_faults,$(t)) $(if $(filter $(t),$(MISALIGNED_FOREIGN_LIBC)),$(MISALIGNED)/$(t)/libc-functions)) \
	 || true # a FAIL line above fails the check (the matrix lines below); what was built still runs
	@{ { tests/support/check-matrix "misaligned unit matrix ($(MISALIGNED_SET))" $(MISALIGNED_EXPECTED) \
	  $$(cat $(foreach t,$(MISALIGNED_TARGETS),$(call ma_unit_lists,$(t))) 2>/dev/null | sed 's|^.*/\([^/]*\)/\(unit_\)\{0,1\}\([^_]*\)_|\1-\3/|') \
	  || true; } && \
	{ tests/support/check-matrix "misaligned callers matrix ($(MISALIGNED_SET))" $(MISALIGNED_EXPECTED) \
	  $(call built_configs,$(foreach t,$(MISALIGNED_TARGETS),$(call ma_callers,$(t))),$(MISALIGNED)) || true; } && \
	{ :; $(foreach t,$(MISALIGNED_TARGETS),\
	  for b in $$(cat $(call ma_unit_lists,$(t)) 2>/dev/null); do \
	    $(call ma_run,$(t)) "misaligned $(t) unit $$(basename $$b | sed 's/^unit_//' | tr _ ' ')" $$b "misaligned $(t)"; done; \
	  for b in $(call ma_callers,$(t)); do n=$$(basename $$b | sed 's/^callers_//' | tr _ ' '); \
	    [ -f $$b ] || { echo "FAIL misaligned $(t) callers $$n: not built (its build printed why)"; continue; }; \
	    $(call ma_run,$(t)) "misaligned $(t) callers $$n" $$b "misaligned $(t) callers"; done; \
	  $(foreach f,$(call ma_fuzz,$(t)),n=$$(ls fuzz/corpus/$(notdir $(f)) | wc -l); \
	    if [ -f $(f) ]; then $(call ma_run,$(t),--lines '^Executed ' $$n) \
	      "misaligned $(t) fuzz replay $(notdir $(f)) ($$n inputs)" $(f) fuzz/corpus/$(notdir $(f))/*; \
	    else echo "FAIL misaligned $(t) fuzz replay $(notdir $(f)): not built"; fi;) \
	  $(foreach f,$(call ma_faults,$(t)),$(call ma_run,$(t),--expect-misaligned) \
	    "misaligned fault $(t): $(subst fault_,,$(notdir $(f))) is reported" $(f) "misaligned fault";) true;) }; } $(VERDICT)

CHECKS += misaligned
