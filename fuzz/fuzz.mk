# Differential fuzzing: every strategy against a byte-loop model (fuzz/README.md).
#   make fuzz           libFuzzer, FUZZ_SECONDS (60) per target; new inputs in build/fuzz/found/<target>
#   make afl            AFL++ (with CmpLog) on the same harness, FUZZ_SECONDS per target
#   make fuzz-merge     minimise what both engines found into fuzz/corpus/<target> (changes the tree)
#   make fuzz-seeds     rewrite the generated seeds in fuzz/corpus/<target> (changes the tree)
#   make fuzz-regress   replay the corpus: clang+libFuzzer and gcc+standalone with ASan+UBSan, and
#                       gcc under qemu on ARMv5 and the big-endian targets; the seeds are current  [check]
#   make fuzz-faults    injected faults: the corpus catches each, libFuzzer finds each from nothing [check]
#   make fuzz-coverage  llvm-cov line and branch coverage of src/ from the corpus, every line and branch [check]
#   make fuzz-coverage-faults  the coverage gate fails on a reduced corpus and on a mutated src/  [check]
#   make fuzz-build     every target with FUZZ_CC, FUZZ_CFLAGS, LIB_FUZZING_ENGINE (fuzz/oss-fuzz.sh)
#   make fuzz-list      prints FUZZERS

# Each has fuzz/<name>.c, fuzz/corpus/<name>/ and, if present, fuzz/<name>_seeds.c.
FUZZERS := accessors cursor bulk loops

FUZZ_SECONDS ?= 60
FUZZ_QEMU_TARGETS := armv5te $(BIG_ENDIAN_TARGETS)

FUZZ_SAN  := -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
FUZZ_STD  := -std=c11 -g
FUZZ_DEPS := $(wildcard fuzz/*.c fuzz/*.h) fuzz/fuzz.mk tests/loops/loops.c tests/loops/loops.h tests/cursor/lists.h tests/cursor/bulk_table.h tests/support/accessors.h tests/support/strategy_table.c \
             $(HEADERS)

# Set by OSS-Fuzz for make fuzz-build; the defaults build the standalone replay binary.
FUZZ_CC            ?= $(CC)
FUZZ_CFLAGS        ?= -O1 $(FUZZ_SAN) $(call WARNINGS,$(FUZZ_CC))
LIB_FUZZING_ENGINE ?= fuzz/standalone.c

# ---- build variants ----
# build/fuzz/bin/<variant>/<target>, variant KIND or KIND-ARG: fuzz_cc_KIND (given ARG) compiles
# every object, fuzz_engine_KIND supplies main() (default fuzz/standalone.c).
AFL_CC := afl-clang-fast
fuzz_cc_replay        = $(CC) -O1 $(FUZZ_SAN) $(call WARNINGS,$(CC))
fuzz_cc_engine        = $(FUZZ_CC) $(FUZZ_CFLAGS)
fuzz_engine_engine    = $(LIB_FUZZING_ENGINE)
fuzz_cc_libfuzzer     = $(CLANG) -O1 $(FUZZ_SAN) -fsanitize=fuzzer-no-link $(call WARNINGS,$(CLANG))
fuzz_engine_libfuzzer = -fsanitize=fuzzer
# Unsanitized -O3, so GCC vectorizes the loops target's loops (-O1 and sanitizers prevent it).
fuzz_cc_opt           = $(CC) -O3 $(call WARNINGS,$(CC))
fuzz_cc_cross         = $(cross_gcc_$(1)) -O2 $(call cross_link,$(1)) $(call WARNINGS,$(cross_gcc_$(1)))
# One strategy per coverage binary (each cov* kind: its ARG): their objects share static function names, which llvm-cov
# would mix up. covmuladd: the multiply/add byte helpers GCC gets on ARMv5 and RISC-V without Zbb.
fuzz_cc_cov           = $(CLANG) -O0 -fprofile-instr-generate -fcoverage-mapping \
                        $(if $(filter-out AUTO,$(1)),-DUA_STRATEGY=UA_STRATEGY_$(1))
fuzz_cc_covmuladd     = $(call fuzz_cc_cov,$(1)) -DUA_BYTES_AVOID_BSWAP_IDIOM=1
# covmsvc: clang posing as MSVC (no __GNUC__, __clang__, __BYTE_ORDER__; _MSC_VER set), to run
# the unknown-compiler paths (AUTO's row, <string.h> memcpy, plain C swaps) on x86-64.
fuzz_cc_covmsvc       = $(call fuzz_cc_cov,$(1)) -U__GNUC__ -U__clang__ -U__BYTE_ORDER__ -D_MSC_VER=1900
fuzz_cc_afl           = env AFL_QUIET=1 $(AFL_CC) -O1 $(FUZZ_SAN) $(call WARNINGS,$(AFL_CC))
fuzz_engine_afl       = -fsanitize=fuzzer
fuzz_cc_aflcmplog     = env AFL_QUIET=1 AFL_LLVM_CMPLOG=1 $(AFL_CC) -O1 $(call WARNINGS,$(AFL_CC))
fuzz_engine_aflcmplog = -fsanitize=fuzzer
# A header mutant from fuzz/fault-selftest. Strategies come from targets.mk, not the header, so a
# mutant that does not compile fails instead of dropping its strategy.
fuzz_cc_fault         = $(fuzz_cc_libfuzzer)
fuzz_inc_fault        = -I$(BUILD)/fuzz/faults/$(1)
fuzz_engine_fault     = $(fuzz_engine_libfuzzer)
# A src/ copy with a fault from tests/loops/plant-fault (make loops-faults), built as opt.
fuzz_cc_loopsfault    = $(fuzz_cc_opt)
fuzz_inc_loopsfault   = -I$(BUILD)/loops-faults/$(1)/src

fuzz_variant = $(patsubst %/,%,$(dir $(1)))
fuzz_kind    = $(firstword $(subst -, ,$(call fuzz_variant,$(1))))
fuzz_arg     = $(patsubst $(call fuzz_kind,$(1))-%,%,$(call fuzz_variant,$(1)))
fuzz_cc      = $(call fuzz_cc_$(call fuzz_kind,$(1)),$(call fuzz_arg,$(1)))
fuzz_engine  = $(or $(call fuzz_engine_$(call fuzz_kind,$(1)),$(call fuzz_arg,$(1))),fuzz/standalone.c)
fuzz_inc     = $(call fuzz_inc_$(call fuzz_kind,$(1)),$(call fuzz_arg,$(1)))
fuzz_only    = $(if $(filter cov%,$(call fuzz_kind,$(1))),$(call fuzz_arg,$(1)))
fuzz_target  = $(if $(filter cross,$(call fuzz_kind,$(1))),$(call fuzz_arg,$(1)),$(HOST_TARGET))
fuzz_bins    = $(foreach t,$(FUZZERS),$(BUILD)/fuzz/bin/$(1)/$(t))

# Compiled once per strategy, like the tables, so the loops see the accessors inlined.
fuzz_kernels_loops := tests/loops/loops.c

# One table object per strategy; the list and compile command are kept beside the binary.
$(BUILD)/fuzz/bin/%: $(FUZZ_DEPS)
	@mkdir -p $@.d
	@echo "fuzz build $*"
	@set -e; strategies="$(or $(call fuzz_only,$*),$(call target_strategies,$(call fuzz_target,$*)))"; \
	list=; objects=; \
	for s in $$strategies; do \
	  tests/support/compile-or-fail "fuzz build $* $$s" $(call table_cmd,$(call fuzz_cc,$*) $(FUZZ_STD) $(call fuzz_inc,$*),$$s,$@.d/$$s.o,ua_table_$$s); \
	  list="$$list X($$s)"; objects="$$objects $@.d/$$s.o"; \
	  $(if $(fuzz_kernels_$(notdir $*)),tests/support/compile-or-fail "fuzz build $* $$s kernels" $(call fuzz_cc,$*) $(FUZZ_STD) \
	    $(call fuzz_inc,$*) $(TEST_INC) -DUA_STRATEGY=UA_STRATEGY_$$s -DLOOPS_TABLE_NAME=loops_table_$$s \
	    -c $(fuzz_kernels_$(notdir $*)) -o $@.d/$$s.kernels.o; objects="$$objects $@.d/$$s.kernels.o";) done; \
	tests/support/compile-or-fail "fuzz build $*" $(call fuzz_cc,$*) $(FUZZ_STD) $(TEST_INC) -Ifuzz "-DUA_TABLE_LIST(X)=$$list" \
	  fuzz/$(notdir $*).c $$objects $(call fuzz_engine,$*) -o $@; \
	echo "$$strategies" > $@.strategies; \
	echo '$(call fuzz_cc,$*) $(FUZZ_STD)' > $@.cc

.PHONY: fuzz afl fuzz-merge fuzz-seeds fuzz-regress fuzz-faults fuzz-coverage fuzz-coverage-faults fuzz-build fuzz-list

fuzz-build:
	@rm -f $(call fuzz_bins,engine)
	@$(MAKE) --no-print-directory $(call fuzz_bins,engine)

fuzz-list:
	@echo $(FUZZERS)

# ---- seeds ----
FUZZ_SEEDED := $(foreach t,$(FUZZERS),$(if $(wildcard fuzz/$(t)_seeds.c),$(t)))

$(BUILD)/fuzz/seeders/%: fuzz/%_seeds.c $(FUZZ_DEPS)
	@mkdir -p $(dir $@)
	@$(CC) -O1 $(FUZZ_STD) $(call WARNINGS,$(CC)) $(TEST_INC) -Ifuzz $< -o $@

fuzz-seeds: $(addprefix $(BUILD)/fuzz/seeders/,$(FUZZ_SEEDED))
	@for t in $(FUZZ_SEEDED); do mkdir -p fuzz/corpus/$$t && rm -f fuzz/corpus/$$t/seed-* && \
	  $(BUILD)/fuzz/seeders/$$t fuzz/corpus/$$t || exit 1; done

# ---- engines ----
fuzz: $(call fuzz_bins,libfuzzer)
	@set -e; for t in $(FUZZERS); do mkdir -p $(BUILD)/fuzz/found/$$t $(BUILD)/fuzz/crashes; \
	  echo "libFuzzer: $$t for $(FUZZ_SECONDS) s, new inputs in $(BUILD)/fuzz/found/$$t"; \
	  $(BUILD)/fuzz/bin/libfuzzer/$$t -max_total_time=$(FUZZ_SECONDS) -use_value_profile=1 \
	    -print_final_stats=1 -artifact_prefix=$(BUILD)/fuzz/crashes/$$t- \
	    $(BUILD)/fuzz/found/$$t fuzz/corpus/$$t; done

# AFL++ restarts from the committed corpus each time; `make fuzz-merge` keeps what it found.
AFL_ENV := AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1
afl: $(call fuzz_bins,afl) $(call fuzz_bins,aflcmplog)
	@set -e; for t in $(FUZZERS); do rm -rf $(BUILD)/fuzz/afl/$$t; mkdir -p $(BUILD)/fuzz/afl; \
	  echo "AFL++: $$t for $(FUZZ_SECONDS) s, queue in $(BUILD)/fuzz/afl/$$t/default/queue"; \
	  $(AFL_ENV) afl-fuzz -V $(FUZZ_SECONDS) -m none -i fuzz/corpus/$$t -o $(BUILD)/fuzz/afl/$$t \
	    -c $(BUILD)/fuzz/bin/aflcmplog/$$t -- $(BUILD)/fuzz/bin/afl/$$t; \
	  crashes=$$(find $(BUILD)/fuzz/afl/$$t/default/crashes -type f -name 'id:*' | wc -l); \
	  if [ "$$crashes" -ne 0 ]; then echo "AFL++: $$crashes crash(es) in $(BUILD)/fuzz/afl/$$t/default/crashes"; exit 1; fi; \
	done

# afl-cmin reduces AFL++'s queue; libFuzzer then adds only inputs that reach new coverage.
fuzz-merge: $(call fuzz_bins,libfuzzer) $(call fuzz_bins,afl)
	@set -e; for t in $(FUZZERS); do found=; \
	  if [ -d $(BUILD)/fuzz/afl/$$t/default/queue ]; then rm -rf $(BUILD)/fuzz/afl-cmin/$$t; \
	    AFL_QUIET=1 afl-cmin -m none -i $(BUILD)/fuzz/afl/$$t/default/queue -o $(BUILD)/fuzz/afl-cmin/$$t \
	      -- $(BUILD)/fuzz/bin/afl/$$t | grep -E 'Narrowed|PROGRAM ABORT|ERROR' || true; \
	    found="$$found $(BUILD)/fuzz/afl-cmin/$$t"; fi; \
	  if [ -d $(BUILD)/fuzz/found/$$t ]; then found="$$found $(BUILD)/fuzz/found/$$t"; fi; \
	  before=$$(ls fuzz/corpus/$$t | wc -l); \
	  $(BUILD)/fuzz/bin/libfuzzer/$$t -merge=1 fuzz/corpus/$$t $$found 2>&1 | grep -E '^MERGE-OUTER: [0-9]+ new files' || true; \
	  echo "fuzz-merge $$t: $$before -> $$(ls fuzz/corpus/$$t | wc -l) files in fuzz/corpus/$$t"; done

# ---- regression: the committed corpus, natively and under qemu ----
FUZZ_REGRESS_VARIANTS := libfuzzer replay opt $(addprefix cross-,$(FUZZ_QEMU_TARGETS))
FUZZ_EXPECTED = $(words $(foreach t,$(FUZZERS),$(foreach v,$(FUZZ_REGRESS_VARIANTS),\
                  $(call target_strategies,$(call fuzz_target,$(v)/$(t))))))
fuzz-regress: $(foreach v,$(FUZZ_REGRESS_VARIANTS),$(call fuzz_bins,$(v))) \
              $(addprefix $(BUILD)/fuzz/seeders/,$(FUZZ_SEEDED))
	@{ tests/support/check-matrix "fuzz-regress matrix" $(FUZZ_EXPECTED) \
	  $(foreach v,$(FUZZ_REGRESS_VARIANTS),$(foreach t,$(FUZZERS),\
	    $$(for s in $$(cat $(BUILD)/fuzz/bin/$(v)/$(t).strategies); do echo $(v)-$(t)/$$s; done))) && \
	for t in $(FUZZERS); do \
	  fuzz/replay "$$t, $(CLANG) libFuzzer, ASan+UBSan" fuzz/corpus/$$t $(BUILD)/fuzz/bin/libfuzzer/$$t; \
	  fuzz/replay "$$t, $(CC) standalone, ASan+UBSan" fuzz/corpus/$$t $(BUILD)/fuzz/bin/replay/$$t; \
	  fuzz/replay "$$t, $(CC) -O3 standalone" fuzz/corpus/$$t $(BUILD)/fuzz/bin/opt/$$t; \
	  $(foreach q,$(FUZZ_QEMU_TARGETS),fuzz/replay "$$t, $(cross_gcc_$(q)) under $(cross_qemu_$(q)) ($(cross_endian_$(q))-endian)" \
	    fuzz/corpus/$$t $(cross_qemu_$(q)) $(BUILD)/fuzz/bin/cross-$(q)/$$t;) \
	done && \
	for t in $(FUZZ_SEEDED); do \
	  fuzz/check-seeds $$t $(BUILD)/fuzz/seeders/$$t fuzz/corpus/$$t $(BUILD)/fuzz/seeds/$$t; done; } $(VERDICT)

# ---- the fuzzer must find injected faults ----
fuzz-faults: $(addprefix $(BUILD)/fuzz/seeders/,$(FUZZ_SEEDED))
	@$(RECURSE)MAKE="$(SUBMAKE)" BUILD="$(BUILD)" fuzz/fault-selftest $(VERDICT)

# ---- coverage of src/ from the corpus ----
FUZZ_COV_STRATEGIES = $(call target_strategies,$(HOST_TARGET))
FUZZ_COV_BUILDS     = $(foreach s,$(FUZZ_COV_STRATEGIES),cov-$(s)) covmuladd-BYTES covmsvc-AUTO covmsvc-MEMCPY
FUZZ_COV_CORPUS    ?= fuzz/corpus
FUZZ_COV_OUT       ?= $(BUILD)/fuzz/cov
fuzz-coverage:
	@$(MAKE) --no-print-directory -s $(foreach b,$(FUZZ_COV_BUILDS),$(call fuzz_bins,$(b)))
	@fuzz/coverage-report $(BUILD) $(FUZZ_COV_OUT) $(FUZZ_COV_CORPUS) "$(FUZZERS)" "$(FUZZ_COV_BUILDS)" $(HEADERS) $(VERDICT)

fuzz-coverage-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" BUILD="$(BUILD)" fuzz/coverage-selftest $(VERDICT)

CHECKS += fuzz-regress fuzz-faults fuzz-coverage fuzz-coverage-faults
