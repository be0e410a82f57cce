# Bare-metal runs where misalignment traps: the unit tests on qemu-system-arm's Cortex-M boards,
# semihosting for output and exit status (tests/baremetal/README.md).
#   make baremetal          every configuration x compiler x level x strategy expected there (in CHECKS)
#   make baremetal-faults   injected misaligned accesses must fault on each board and fail the run

BM             := $(BUILD)/baremetal
BM_GCC         := arm-none-eabi-gcc
BM_LLD         := ld.lld-19
export BM_QEMU := qemu-system-arm
BM_NEWLIB      := /usr/lib/arm-none-eabi
BM_COMPILERS   := gcc clang
BAREMETAL_OPTS := O0 O2 O3 Os

# The configurations (no '_' in names: binary names are split on it).
# $(call bm_config,C,CPU,CLANG_TRIPLE,BOARD,TRAP[,FLAGS]) sets
#   bm_gcc_C / bm_clang_C   CPU flags for each compiler    bm_board_C   the qemu-system-arm machine
#   bm_trap_C               1: the reset code sets CCR.UNALIGN_TRP, so every misaligned access faults
define bm_config
bm_gcc_$(1)   := $(strip -mcpu=$(2) -mthumb $(6))
bm_clang_$(1) := $(strip --target=$(3) -mcpu=$(2) $(6))
bm_board_$(1) := $(4)
bm_trap_$(1)  := $(5)
endef
BAREMETAL_CONFIGS := armv6m armv7m-noalign armv7m armv7em
# armv6-m runs on the M3 board: qemu's Cortex-M0 (microbit) does not fault.
$(eval $(call bm_config,armv6m,cortex-m0,thumbv6m-none-eabi,mps2-an385,1))
$(eval $(call bm_config,armv7m-noalign,cortex-m3,thumbv7m-none-eabi,mps2-an385,1,-mno-unaligned-access))
$(eval $(call bm_config,armv7m,cortex-m3,thumbv7m-none-eabi,mps2-an386,0))
$(eval $(call bm_config,armv7em,cortex-m4,thumbv7em-none-eabi,mps2-an386,0))

# targets.mk's rule, fed with the configurations that have hardware unaligned access; on the others
# the header must refuse DIRECT (checked below).
UNALIGNED_ACCESS_TARGETS += armv7m armv7em
BM_STRICT_CONFIGS = $(filter-out $(UNALIGNED_ACCESS_TARGETS),$(BAREMETAL_CONFIGS))

# $(call bm_cc,CONFIG,COMPILER): newlib's headers, not its library. newlib's include directory first:
# Debian's arm-none-eabi-gcc has its own stdint.h, which leaves newlib's <inttypes.h> without PRIx64.
bm_cc = $(if $(filter gcc,$(2)),$(BM_GCC) $(bm_gcc_$(1)) -isystem $(BM_NEWLIB)/include,$(CLANG) $(bm_clang_$(1)) --sysroot=$(BM_NEWLIB))
# $(call bm_link,CONFIG,COMPILER,OBJECTS,OUTPUT): GNU ld for GCC, lld for Clang; with the runtime and
# libgcc (64-bit division, Thumb-1 shifts).
bm_libgcc = $$($(BM_GCC) $(bm_gcc_$(1)) -print-libgcc-file-name)
BM_GNU_LD   := -nostdlib -Wl,--no-warn-rwx-segments
bm_link = $(if $(filter gcc,$(2)),$(BM_GCC) $(bm_gcc_$(1)) $(BM_GNU_LD),$(BM_LLD)) \
          -T tests/baremetal/mps2.ld $(3) $(bm_libgcc) -o $(4)
BM_RT_SRC   := tests/baremetal/startup.c tests/baremetal/semihost.c tests/baremetal/libc.c
BM_RT_DEPS  := $(BM_RT_SRC) tests/baremetal/semihost.h tests/baremetal/mps2.ld
BM_UNIT_SRC := tests/unit/test_accessors.c tests/support/strategy_table.c tests/support/*.h $(HEADERS)
bm_word      = $(word $(1),$(subst _, ,$(notdir $(2))))

# $(call bm_runtime,DIR,CONFIG,COMPILER): DIR/rt.list. A copy per user: checks side by side never
# write the same file.
define bm_runtime
$(1)/rt.list: $(BM_RT_DEPS)
	@mkdir -p $$(@D)
	@for f in $(BM_RT_SRC); do o=$$(@D)/rt_$$$$(basename $$$$f .c).o; \
	  tests/support/compile-or-fail "baremetal $(2) $(3) runtime" $$(call bm_cc,$(2),$(3)) -O2 -std=c99 \
	    -Wall -Wextra -Werror -fno-builtin -DBM_UNALIGN_TRP=$(bm_trap_$(2)) -c $$$$f -o $$$$o || exit 1; \
	  echo $$$$o; done > $$@.tmp && mv $$@.tmp $$@
endef

# Per configuration and compiler: $(BM)/CONFIG/COMPILER/OPT_STRATEGY.elf.
bm_unit_label = tests/support/compile-or-fail "baremetal $(1) $(2) $(subst _, ,$*)"
bm_unit_cc    = $(call bm_cc,$(1),$(2)) -$(call bm_word,1,$*) $(call WARNINGS,$(2))
define bm_group
$(call bm_runtime,$(BM)/$(1)/$(2),$(1),$(2))

$(BM)/$(1)/$(2)/%.elf: $(BM_UNIT_SRC) $(BM)/$(1)/$(2)/rt.list
	@rm -f $$@
	@$$(call bm_unit_label,$(1),$(2)) $$(call table_cmd,$$(call bm_unit_cc,$(1),$(2)),$$(call bm_word,2,$$*),$$@.table.o,ua_table_under_test)
	@$$(call bm_unit_label,$(1),$(2)) $$(call bm_unit_cc,$(1),$(2)) $(TEST_INC) -c tests/unit/test_accessors.c -o $$@.test.o
	@$$(call bm_unit_label,$(1),$(2)) $$(call bm_link,$(1),$(2),$$@.test.o $$@.table.o $$$$(cat $(BM)/$(1)/$(2)/rt.list),$$@)
endef
$(foreach c,$(BAREMETAL_CONFIGS),$(foreach k,$(BM_COMPILERS),$(eval $(call bm_group,$(c),$(k)))))
$(foreach c,$(BAREMETAL_CONFIGS),$(eval $(call bm_runtime,$(BM)/faults/rt/$(c),$(c),gcc)))

bm_elfs = $(foreach k,$(BM_COMPILERS),$(foreach o,$(BAREMETAL_OPTS),\
            $(foreach s,$(call target_strategies,$(1)),$(BM)/$(1)/$(k)/$(o)_$(s).elf)))
BM_ELFS     = $(foreach c,$(BAREMETAL_CONFIGS),$(call bm_elfs,$(c)))
BM_EXPECTED = $(words $(foreach c,$(BAREMETAL_CONFIGS),$(foreach k,$(BM_COMPILERS),$(foreach o,$(BAREMETAL_OPTS),\
                $(call target_strategies,$(c))))))

.PHONY: baremetal baremetal-faults
# A build that fails has printed its FAIL line; the others still run, and the matrix line fails.
baremetal:
	@$(MAKE) --no-print-directory -s -k $(BM_ELFS) || true
	@{ { tests/support/check-matrix "baremetal matrix" $(BM_EXPECTED) $(call built_configs,$(BM_ELFS),$(BM)); true; } && \
	{ :; $(foreach c,$(BAREMETAL_CONFIGS),tests/baremetal/run-on-board $(bm_board_$(c)) "baremetal $(c)" \
	  $(call bm_elfs,$(c));) } && \
	{ :; $(foreach c,$(BM_STRICT_CONFIGS),$(foreach k,$(BM_COMPILERS),tests/cross/strict-target-strategies \
	  "baremetal $(c) $(k)" "$(call bm_cc,$(c),$(k))" $(filter-out DIRECT,$(STRATEGIES));)) }; } $(VERDICT)

CHECKS += baremetal baremetal-faults

# ---- faults the boards must show (make baremetal-faults), GCC -O2 on CONFIG's runtime:
#   word, ldrd  a misaligned 32-bit load, a misaligned ldrd (misaligned.c)
#   nodirect    DIRECT without its aligned(1): the uint64_t load becomes ldrd
#   unaligned   MEMCPY built for armv7-m: a build for the wrong core, caught by UNALIGN_TRP
BM_FAULT_CC = $(call bm_cc,$(1),gcc) -O2 $(TEST_INC)
bm_misaligned = @mkdir -p $(@D) && $(call BM_FAULT_CC,$*) -DBM_LDRD=$(1) -c $< -o $@.o \
                && $(call bm_link,$*,gcc,$@.o $$(cat $(BM)/faults/rt/$*/rt.list),$@)
$(BM)/faults/%_word.elf: tests/baremetal/misaligned.c $(BM)/faults/rt/%/rt.list
	$(call bm_misaligned,0)
$(BM)/faults/%_ldrd.elf: tests/baremetal/misaligned.c $(BM)/faults/rt/%/rt.list
	$(call bm_misaligned,1)

# $(call bm_fault_unit,CONFIG,TABLE_FLAGS,STRATEGY): the unit test built for CONFIG, on $*'s runtime.
define bm_fault_unit
@mkdir -p $(@D)
@$(call table_cmd,$(call BM_FAULT_CC,$(1)) $(2),$(3),$@.table.o,ua_table_under_test)
@$(call BM_FAULT_CC,$(1)) -c tests/unit/test_accessors.c -o $@.test.o
@$(call bm_link,$*,gcc,$@.test.o $@.table.o $$(cat $(BM)/faults/rt/$*/rt.list),$@)
endef
$(BM)/faults/%_nodirect.elf: $(BM_UNIT_SRC) $(BM)/faults/rt/%/rt.list
	$(call bm_fault_unit,$*,'-Daligned(n)=',DIRECT)
$(BM)/faults/%_unaligned.elf: $(BM_UNIT_SRC) $(BM)/faults/rt/%/rt.list
	$(call bm_fault_unit,armv7m,,MEMCPY)

BM_TRAP_CONFIGS   = $(foreach c,$(BAREMETAL_CONFIGS),$(if $(filter 1,$(bm_trap_$(c))),$(c)))
BM_NOTRAP_CONFIGS = $(filter-out $(BM_TRAP_CONFIGS),$(BAREMETAL_CONFIGS))
BM_FAULT_ELFS = $(foreach c,$(BM_TRAP_CONFIGS),$(foreach f,word unaligned,$(BM)/faults/$(c)_$(f).elf)) \
                $(foreach c,$(BM_NOTRAP_CONFIGS),$(foreach f,word ldrd nodirect,$(BM)/faults/$(c)_$(f).elf))
# $(call bm_expect,CONFIG,fault|runs,FAULT,WHAT)
bm_expect = tests/baremetal/expect-hardfault $(2) $(bm_board_$(1)) \
              "baremetal $(if $(filter runs,$(2)),control,fault) $(1): $(4)" $(BM)/faults/$(1)_$(3).elf;

baremetal-faults: $(BM_FAULT_ELFS)
	@{ { :; $(foreach c,$(BM_TRAP_CONFIGS),\
	  $(call bm_expect,$(c),fault,word,a misaligned 32-bit load faults) \
	  $(call bm_expect,$(c),fault,unaligned,MEMCPY built with unaligned access faults)) } && \
	{ :; $(foreach c,$(BM_NOTRAP_CONFIGS),\
	  $(call bm_expect,$(c),runs,word,a misaligned 32-bit load runs without UNALIGN_TRP) \
	  $(call bm_expect,$(c),fault,ldrd,a misaligned ldrd faults) \
	  $(call bm_expect,$(c),fault,nodirect,DIRECT without aligned(1) faults)) }; } $(VERDICT)
