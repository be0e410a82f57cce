# Exhaustive equivalence of every strategy with a byte-loop model, natively and under qemu-user.
#   make exhaustive-check   all 16-bit inputs + 32/40/48/56/64-bit single-byte patterns, every config (in CHECKS)
#   make exhaustive         the same plus all 2^24 inputs of 24-bit get and put, every config
#   make exhaustive-32      all 2^32 inputs of 32-bit get at offset 1, host gcc and clang (long)
#   make exhaustive-faults  the checker must fail on header copies with one wrong byte (in CHECKS)
# One config = TARGET-COMPILER (host-gcc, armv5te-clang, ...), linking every strategy expected there.

# ARMv5TE: no unaligned access (AUTO is BYTES); s390x: big-endian, fastest under qemu; MIPS:
# big-endian, traps on a misaligned word (AUTO is PACKED).
EXH_TARGETS   := armv5te s390x mips
EXH_COMPILERS := gcc clang
EXH_CONFIGS   := $(foreach t,host $(EXH_TARGETS),$(addprefix $(t)-,$(EXH_COMPILERS)))
EXH_PARTS_CHECK := 16 wide
EXH_PARTS_FULL  := 16 24 wide
EXH_DIR ?= $(BUILD)/exhaustive
EXH_INC ?=# extra -I ahead of src/: the fault-injection test points it at a mutated header copy
EXH_FLAGS ?=# checker options, e.g. --stop-after 10

exh_target = $(word 1,$(subst -, ,$(1)))
exh_kind   = $(word 2,$(subst -, ,$(1)))
exh_host   = $(filter host,$(call exh_target,$(1)))
# Cross clang only compiles; the cross GCC links (it knows its libgcc).
exh_cc  = $(if $(call exh_host,$(1)),$(call host_cc,$(call exh_kind,$(1))),$(call cross_cc,$(call exh_target,$(1)),$(call exh_kind,$(1))))
exh_ld  = $(if $(call exh_host,$(1)),$(call exh_cc,$(1)),$(cross_gcc_$(call exh_target,$(1))) -static)
exh_run = $(if $(call exh_host,$(1)),,$(cross_qemu_$(call exh_target,$(1))))
exh_cflags = -O2 $(call WARNINGS,$(call exh_cc,$(1)))

# A strategy that does not compile is a FAIL. Precious: reached only through pattern rules, it
# would be deleted as intermediate.
exh_strategies = $(call target_strategies,$(if $(call exh_host,$(1)),$(HOST_TARGET),$(call exh_target,$(1))))
.PRECIOUS: $(EXH_DIR)/%/exhaustive
$(EXH_DIR)/%/exhaustive: tests/exhaustive/exhaustive.c tests/support/strategy_table.c tests/support/*.h \
                         tests/support/targets.mk $(HEADERS)
	@mkdir -p $(@D); set -e; list=; objs=; \
	for s in $(call exh_strategies,$*); do \
	  tests/support/compile-or-fail "exhaustive $* $$s" \
	    $(call table_cmd,$(call exh_cc,$*) $(call exh_cflags,$*) $(EXH_INC),$$s,$(@D)/$$s.o,ua_table_$$s); \
	  list="$$list X($$s)"; objs="$$objs $(@D)/$$s.o"; done; \
	tests/support/compile-or-fail "exhaustive $*" \
	  $(call exh_cc,$*) $(call exh_cflags,$*) $(TEST_INC) -D"UA_TABLE_LIST(X)=$$list" -c $< -o $(@D)/checker.o; \
	tests/support/compile-or-fail "exhaustive $*" $(call exh_ld,$*) $(@D)/checker.o $$objs -o $@; \
	echo $(call exh_strategies,$*) > $@.strategies

# $(call exh_run_cmd,CONFIG,PARTS): a crash (qemu SIGBUS, ...) gets its own FAIL line.
exh_run_cmd = st=0; $(call exh_run,$(1)) $(EXH_DIR)/$(1)/exhaustive $(EXH_FLAGS) "$(1)" $(2) || st=$$?; \
  if [ $$st -gt 1 ]; then echo "FAIL exhaustive $(1): exit status $$st (crash?)"; fi; exit $$st

.PHONY: exhaustive exhaustive-check exhaustive-32 exhaustive-faults
# Every config x its target's strategies.
EXH_EXPECTED = $(words $(foreach c,$(EXH_CONFIGS),$(call exh_strategies,$(c))))
exhaustive-check: $(addprefix exhaustive-check-,$(EXH_CONFIGS))
	@tests/support/check-matrix "exhaustive-check matrix" $(EXH_EXPECTED) \
	  $(foreach c,$(EXH_CONFIGS),$$(for s in $$(cat $(EXH_DIR)/$(c)/exhaustive.strategies); do echo $(c)/$$s; done)) $(VERDICT)
exhaustive: $(addprefix exhaustive-full-,$(EXH_CONFIGS))
exhaustive-32: $(addprefix exhaustive-32-,$(filter host-%,$(EXH_CONFIGS)))

exhaustive-check-%: $(EXH_DIR)/%/exhaustive
	@$(call exh_run_cmd,$*,$(EXH_PARTS_CHECK))
exhaustive-full-%: $(EXH_DIR)/%/exhaustive
	@$(call exh_run_cmd,$*,$(EXH_PARTS_FULL))
exhaustive-32-%: $(EXH_DIR)/%/exhaustive
	@$(call exh_run_cmd,$*,32all)

exhaustive-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" tests/exhaustive/fault-injection $(VERDICT)

CHECKS += exhaustive-check exhaustive-faults
