# Main job and unit tests.
#   make              the main job: build/selftest on this machine, every valid strategy
#   make unit         every strategy as its own binary x compilers x -O levels x C standards
#   make sanitize     the unit tests under ASan + UBSan, nothing recoverable
#   make cxx          the header compiled and used as C++
#   make errors       bad configurations must fail to compile with the right #error

UNIT_COMPILERS := $(CC) $(CLANG)
UNIT_OPTS      := O0 O2 O3 Os
UNIT_STDS      := c99 c11 c17
HOST_STRATEGIES = $(call target_strategies,$(HOST_TARGET))

# $(call table_cmd,COMPILER FLAGS,STRATEGY,OUTPUT,TABLE NAME): the accessors built with that strategy.
table_cmd = $(1) $(TEST_INC) -DUA_STRATEGY=UA_STRATEGY_$(2) -DUA_TABLE_NAME=$(4) \
            -DUA_TABLE_LABEL="\"$(2)\"" -c tests/support/strategy_table.c -o $(3)

# $(call unit_build,LABEL,COMPILER AND FLAGS,STRATEGY[,TABLE_FLAGS]): the unit test $@, its accessors
# built with STRATEGY.
define unit_build
@mkdir -p $(@D)
@tests/support/compile-or-fail "$(1)" $(call table_cmd,$(2) $(4),$(3),$@.table.o,ua_table_under_test)
@tests/support/compile-or-fail "$(1)" $(2) $(TEST_INC) tests/unit/test_accessors.c $@.table.o -o $@
endef

# ---- main job
main: $(BUILD)/selftest
	$(BUILD)/selftest

$(BUILD)/selftest: tests/selftest.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	@mkdir -p $(BUILD)/selftest.d
	@for s in $(HOST_STRATEGIES); do \
	  $(call table_cmd,$(CC) -O2 $(call WARNINGS,$(CC)),$$s,$(BUILD)/selftest.d/$$s.o,ua_table_$$s) || exit 1; done
	$(CC) -O2 $(call WARNINGS,$(CC)) $(TEST_INC) -D'UA_TABLE_LIST(X)=$(foreach s,$(HOST_STRATEGIES),X($(s)))' \
	  tests/selftest.c $(foreach s,$(HOST_STRATEGIES),$(BUILD)/selftest.d/$(s).o) -o $@

# ---- unit matrix: one binary per compiler_opt_std_strategy
UNIT_CONFIGS = $(foreach c,$(UNIT_COMPILERS),$(foreach o,$(UNIT_OPTS),$(foreach s,$(UNIT_STDS),\
                 $(foreach t,$(HOST_STRATEGIES),$(c)_$(o)_$(s)_$(t)))))
UNIT_BINS    = $(addprefix $(BUILD)/unit/,$(UNIT_CONFIGS))
unit_word    = $(word $(1),$(subst _, ,$(notdir $(2))))

$(BUILD)/unit/%: tests/unit/test_accessors.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	$(call unit_build,unit $(subst _, ,$*),$(call unit_word,1,$@) -$(call unit_word,2,$@) -std=$(call unit_word,3,$@) \
	  $(call WARNINGS,$(call unit_word,1,$@)),$(call unit_word,4,$@))

# As a compiler without GNU extensions builds it (like fuzz's covmsvc); the builtins are poisoned, so
# the plain-C swaps must run.
ISO_POSE      := -U__GNUC__ -U__clang__ -U__BYTE_ORDER__ -D_MSC_VER=1900 \
                 $(foreach n,16 32 64,-D__builtin_bswap$(n)=ua_builtin_bswap_reached)
UNIT_ISO_BINS  = $(foreach c,$(UNIT_COMPILERS),$(foreach t,$(ISO_STRATEGIES),$(BUILD)/unit-iso/$(c)_$(t)))

$(BUILD)/unit-iso/%: tests/unit/test_accessors.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	$(call unit_build,unit iso $(subst _, ,$*),$(call unit_word,1,$@) -O2 -std=c99 \
	  $(call WARNINGS,$(call unit_word,1,$@)),$(call unit_word,2,$@),$(ISO_POSE))

# From the lists, not the binaries, so a missing build counts.
UNIT_EXPECTED = $$(( $(words $(UNIT_COMPILERS)) * ($(words $(UNIT_OPTS)) * $(words $(UNIT_STDS)) \
                  * $(words $(HOST_STRATEGIES)) + $(words $(ISO_STRATEGIES))) ))

# UA_CHECK_ALIGNMENT=1: aligned accessors stop on misaligned pointers only, with the default trap and a
# user hook. Its fault: a check that never fires.
ALIGN_BINS = $(foreach c,$(UNIT_COMPILERS),$(foreach t,$(HOST_STRATEGIES),$(BUILD)/alignment/$(c)_trap_$(t)) \
               $(BUILD)/alignment/$(c)_hook_AUTO)
ALIGN_CC = $(1) -O2 -std=c99 $(call WARNINGS,$(1)) -DUA_CHECK_ALIGNMENT=1

$(BUILD)/alignment/%: tests/unit/alignment_check.c tests/support/accessors.h $(HEADERS)
	@mkdir -p $(BUILD)/alignment
	@tests/support/compile-or-fail "unit alignment $(subst _, ,$*)" $(call ALIGN_CC,$(call unit_word,1,$@)) \
	  $(if $(filter hook,$(call unit_word,2,$@)),-DUA_TEST_HOOK) -DUA_STRATEGY=UA_STRATEGY_$(call unit_word,3,$@) \
	  $(TEST_INC) $< -o $@

$(BUILD)/alignment-fault/unaligned.h: $(SRC)/unaligned.h tests/unit/faults.list
	@mkdir -p $(@D)
	@rm -f $@; tests/support/faults.py write tests/unit/faults.list "alignment check never fires" $(@D) > $(@D)/plant.log || true

.PHONY: unit-alignment
unit-alignment: $(ALIGN_BINS) $(BUILD)/alignment-fault/unaligned.h
	@{ tests/support/check-matrix "unit alignment matrix" $$(( $(words $(UNIT_COMPILERS)) * ($(words $(HOST_STRATEGIES)) + 1) )) \
	  $(foreach b,$(ALIGN_BINS),$(call unit_word,1,$(b))-$(call unit_word,2,$(b))/$(call unit_word,3,$(b))) && \
	tests/support/run-each "unit alignment" $(ALIGN_BINS) && { \
	f=$(BUILD)/alignment-fault; \
	if [ ! -f $$f/unaligned.h ]; then echo "FAIL unit alignment fault: not planted: $$(cat $$f/plant.log)"; \
	elif ! $(call ALIGN_CC,$(CC)) -I$$f -Itests/support tests/unit/alignment_check.c -o $$f/check; then \
	  echo "FAIL unit alignment fault: does not compile"; \
	elif out=$$($$f/check fault); then echo "FAIL unit alignment fault: a check that never fires passes: $$out"; \
	else echo "PASS unit alignment fault caught: $$(printf '%s\n' "$$out" | tail -n 1 | cut -c1-90)"; fi; }; } $(VERDICT)

.PHONY: unit sanitize cxx errors
unit: $(UNIT_BINS) $(UNIT_ISO_BINS)
	@{ tests/support/check-matrix "unit matrix" $(UNIT_EXPECTED) \
	  $(foreach b,$(UNIT_BINS),$(call unit_word,1,$(b))-$(call unit_word,2,$(b))-$(call unit_word,3,$(b))/$(call unit_word,4,$(b))) \
	  $(foreach b,$(UNIT_ISO_BINS),iso-$(call unit_word,1,$(b))/$(call unit_word,2,$(b))) && \
	tests/support/run-each unit $(UNIT_BINS) && \
	tests/support/run-each "unit iso" $(UNIT_ISO_BINS); } $(VERDICT)

# ---- sanitizers
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SAN_BINS   = $(foreach c,$(UNIT_COMPILERS),$(foreach t,$(HOST_STRATEGIES),$(BUILD)/san/$(c)_$(t)))

$(BUILD)/san/%: tests/unit/test_accessors.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	$(call unit_build,asan+ubsan $(subst _, ,$*),$(call unit_word,1,$@) $(SAN_FLAGS) $(call WARNINGS,$(call unit_word,1,$@)),$(call unit_word,2,$@))

sanitize: $(SAN_BINS)
	@tests/support/run-each asan+ubsan $(SAN_BINS) $(VERDICT)

# ---- C++
CXX_COMPILERS := $(CXX) $(subst clang,clang++,$(CLANG))
CXX_BINS = $(foreach c,$(CXX_COMPILERS),$(foreach t,$(HOST_STRATEGIES),$(BUILD)/cxx/$(c)_$(t)))

$(BUILD)/cxx/%: tests/unit/cxx_check.cpp $(HEADERS)
	@mkdir -p $(BUILD)/cxx
	@tests/support/compile-or-fail "c++ $(subst _, ,$*)" $(call unit_word,1,$@) -std=c++11 -O2 -Wall -Wextra -Wpedantic -Werror -I$(SRC) \
	  -DUA_STRATEGY=UA_STRATEGY_$(call unit_word,2,$@) $< -o $@

cxx: $(CXX_BINS)
	@tests/support/run-each c++ $(CXX_BINS) $(VERDICT)

# ---- configurations that must not compile
errors:
	@tests/unit/compile-errors "$(CC)" "$(CLANG)" $(VERDICT)

CHECKS += unit unit-alignment sanitize cxx errors

# ---- the unit tests must catch planted faults
.PHONY: unit-faults
unit-faults:
	@tests/unit/fault-injection $(CC) $(VERDICT)

CHECKS += unit-faults
