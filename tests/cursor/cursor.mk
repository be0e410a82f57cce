# Cursors and bulk conversions: src/unaligned_cursor.h, src/unaligned_bulk.h.
#   make cursor           unit tests and the IPv4/UDP example: compilers x -O levels x strategies
#   make cursor-san       the unit tests under ASan + UBSan, data ending exactly at the end of its block
#   make cursor-build     C++ use, freestanding (no libc symbol), x86-64 vectorization of the bulk loops,
#                         NEON code of the bulk loops on AArch64/ARMv7 (tests/cursor/neon-expected.csv)
#   make cursor-faults    injected faults: each must make one of the checks above fail (.ci/run)
#   make cursor-faults-quick  the first fault of each header and check list (make check)
# The WP proofs are units of make prove, the fuzz targets in FUZZERS.

# Names carry no '_': binary names are split on it.
CURSOR_TESTS        := cursor bulk example
cursor_src_cursor   := tests/cursor/test_cursor.c
cursor_src_bulk     := tests/cursor/test_bulk.c
cursor_src_example  := tests/cursor/example_ipv4_udp.c
CURSOR_OPTS         := O0 O2 O3
CURSOR_INC          := $(TEST_INC) -Itests/cursor
CURSOR_DEPS         := $(wildcard tests/cursor/*.c tests/cursor/*.h) tests/support/accessors.h \
                       tests/support/byte_model.h tests/support/check.h $(HEADERS)

# The example only at -O2: it is not a matrix test.
CURSOR_UNIT_BINS = $(foreach t,$(CURSOR_TESTS),$(foreach c,$(UNIT_COMPILERS),\
                     $(foreach o,$(if $(filter example,$(t)),O2,$(CURSOR_OPTS)),\
                       $(foreach s,$(HOST_STRATEGIES),$(BUILD)/cursor/unit/$(t)_$(c)_$(o)_$(s)))))
CURSOR_SAN_BINS  = $(foreach t,$(CURSOR_TESTS),$(foreach c,$(UNIT_COMPILERS),\
                     $(foreach s,$(HOST_STRATEGIES),$(BUILD)/cursor/san/$(t)_$(c)_$(s))))

# $(call cursor_build,LABEL,FLAGS,STRATEGY): $@ = TEST_COMPILER_..., built with its compiler.
define cursor_build
@mkdir -p $(@D)
@tests/support/compile-or-fail "$(1) $(subst _, ,$*)" $(call unit_word,2,$@) -std=c99 $(2) $(call WARNINGS,$(call unit_word,2,$@)) \
  -DUA_STRATEGY=UA_STRATEGY_$(3) $(CURSOR_INC) $(cursor_src_$(call unit_word,1,$@)) -o $@
endef
$(BUILD)/cursor/unit/%: $(CURSOR_DEPS)
	$(call cursor_build,unit,-$(call unit_word,3,$@),$(call unit_word,4,$@))
$(BUILD)/cursor/san/%: $(CURSOR_DEPS)
	$(call cursor_build,asan+ubsan,$(SAN_FLAGS) -DUA_TEST_GUARD=0,$(call unit_word,3,$@))

.PHONY: cursor cursor-san cursor-build cursor-faults cursor-faults-quick
cursor: $(CURSOR_UNIT_BINS)
	@tests/support/run-each unit $(CURSOR_UNIT_BINS) $(VERDICT)

cursor-san: $(CURSOR_SAN_BINS)
	@tests/support/run-each asan+ubsan $(CURSOR_SAN_BINS) $(VERDICT)

# AArch64, and ARMv7 with NEON (Debian's armhf baseline has none), GCC and Clang.
CURSOR_NEON_CONFIGS = 'aarch64-gcc=$(cross_gcc_aarch64)' 'aarch64-clang=$(CLANG) $(cross_clang_aarch64)' \
                      'armv7-neon-gcc=$(cross_gcc_armv7) -mfpu=neon' 'armv7-neon-clang=$(CLANG) $(cross_clang_armv7) -mfpu=neon'
export CURSOR_NEON_CONFIGS

cursor-build:
	@{ status=0; tests/cursor/check-build "$(CC)" "$(CLANG)" "$(CXX_COMPILERS)" "$(HOST_STRATEGIES)" \
	  "$(foreach t,$(CROSS_TARGETS),$(cross_gcc_$(t)))" || status=1; \
	tests/cursor/check-neon $(CURSOR_NEON_CONFIGS) || status=1; exit $$status; } $(VERDICT)

cursor-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" BUILD="$(BUILD)" tests/cursor/fault-selftest $(VERDICT)

cursor-faults-quick:
	@$(RECURSE)FAULTS_QUICK=1 MAKE="$(SUBMAKE)" BUILD="$(BUILD)" tests/cursor/fault-selftest $(VERDICT)

CHECKS += cursor cursor-san cursor-build cursor-faults-quick
# All the faults (minutes): after make check, in .ci/run.
CI_CHECKS += cursor-faults
