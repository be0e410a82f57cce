# Main job and unit tests (issue: core library).
#   make              the main job: build/selftest on this machine, every valid strategy
#   make unit         every strategy as its own binary x compilers x -O levels x C standards
#   make sanitize     the unit tests under ASan + UBSan, nothing recoverable
#   make cxx          the header compiled and used as C++
#   make errors       bad configurations must fail to compile with the right #error

UNIT_COMPILERS := $(CC) $(CLANG)
UNIT_OPTS      := O0 O2 O3 Os
UNIT_STDS      := c99 c11 c17
HOST_STRATEGIES = $(call valid_strategies,$(CC))

# One strategy table object: the accessors compiled with UA_STRATEGY=$(strategy).
# $(call table_cmd,COMPILER FLAGS,STRATEGY,OUTPUT,TABLE NAME)
table_cmd = $(1) $(TEST_INC) -DUA_STRATEGY=UA_STRATEGY_$(2) -DUA_TABLE_NAME=$(4) \
            -DUA_TABLE_LABEL="\"$(2)\"" -c tests/support/strategy_table.c -o $(3)

# ---- main job ------------------------------------------------------------------------------------
main: $(BUILD)/selftest
	$(BUILD)/selftest

$(BUILD)/selftest: tests/selftest.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	@mkdir -p $(BUILD)/selftest.d
	@for s in $(HOST_STRATEGIES); do \
	  $(call table_cmd,$(CC) -O2 $(call WARNINGS,$(CC)),$$s,$(BUILD)/selftest.d/$$s.o,ua_table_$$s) || exit 1; done
	$(CC) -O2 $(call WARNINGS,$(CC)) $(TEST_INC) -D'UA_TABLE_LIST(X)=$(foreach s,$(HOST_STRATEGIES),X($(s)))' \
	  tests/selftest.c $(foreach s,$(HOST_STRATEGIES),$(BUILD)/selftest.d/$(s).o) -o $@

# ---- unit matrix ---------------------------------------------------------------------------------
# One binary per compiler_opt_std_strategy; the name carries the configuration.
UNIT_CONFIGS = $(foreach c,$(UNIT_COMPILERS),$(foreach o,$(UNIT_OPTS),$(foreach s,$(UNIT_STDS),\
                 $(foreach t,$(HOST_STRATEGIES),$(c)_$(o)_$(s)_$(t)))))
UNIT_BINS    = $(addprefix $(BUILD)/unit/,$(UNIT_CONFIGS))
unit_word    = $(word $(1),$(subst _, ,$(notdir $(2))))

$(BUILD)/unit/%: tests/unit/test_accessors.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	@mkdir -p $(BUILD)/unit
	@$(call table_cmd,$(call unit_word,1,$@) -$(call unit_word,2,$@) -std=$(call unit_word,3,$@) $(call WARNINGS,$(call unit_word,1,$@)),$(call unit_word,4,$@),$@.table.o,ua_table_under_test)
	@$(call unit_word,1,$@) -$(call unit_word,2,$@) -std=$(call unit_word,3,$@) $(call WARNINGS,$(call unit_word,1,$@)) $(TEST_INC) \
	  tests/unit/test_accessors.c $@.table.o -o $@

.PHONY: unit sanitize cxx errors
unit: $(UNIT_BINS)
	@tests/support/run-each unit $(UNIT_BINS)

# ---- sanitizers ----------------------------------------------------------------------------------
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SAN_BINS   = $(foreach c,$(UNIT_COMPILERS),$(foreach t,$(HOST_STRATEGIES),$(BUILD)/san/$(c)_$(t)))

$(BUILD)/san/%: tests/unit/test_accessors.c tests/support/*.h tests/support/strategy_table.c $(HEADERS)
	@mkdir -p $(BUILD)/san
	@$(call table_cmd,$(call unit_word,1,$@) $(SAN_FLAGS) $(call WARNINGS,$(call unit_word,1,$@)),$(call unit_word,2,$@),$@.table.o,ua_table_under_test)
	@$(call unit_word,1,$@) $(SAN_FLAGS) $(call WARNINGS,$(call unit_word,1,$@)) $(TEST_INC) tests/unit/test_accessors.c $@.table.o -o $@

sanitize: $(SAN_BINS)
	@tests/support/run-each asan+ubsan $(SAN_BINS)

# ---- C++ -----------------------------------------------------------------------------------------
CXX_COMPILERS := $(CXX) $(subst clang,clang++,$(CLANG))
CXX_BINS = $(foreach c,$(CXX_COMPILERS),$(foreach t,$(HOST_STRATEGIES),$(BUILD)/cxx/$(c)_$(t)))

$(BUILD)/cxx/%: tests/unit/cxx_check.cpp $(HEADERS)
	@mkdir -p $(BUILD)/cxx
	@$(call unit_word,1,$@) -std=c++11 -O2 -Wall -Wextra -Wpedantic -Werror -I$(SRC) \
	  -DUA_STRATEGY=UA_STRATEGY_$(call unit_word,2,$@) $< -o $@

cxx: $(CXX_BINS)
	@tests/support/run-each c++ $(CXX_BINS)

# ---- configurations that must not compile --------------------------------------------------------
errors:
	@tests/unit/compile-errors "$(CC)" "$(CLANG)"

CHECKS += unit sanitize cxx errors

# ---- the unit tests must catch injected faults ---------------------------------------------------
.PHONY: unit-faults
unit-faults:
	@tests/unit/fault-injection $(CC)

CHECKS += unit-faults
