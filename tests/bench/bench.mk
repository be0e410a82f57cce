# Benchmarks: every strategy side by side on this machine.
#   make bench        the full run for x86-64 gcc and clang -O2 (a few minutes); writes every figure
#                     and chart under build/bench/ and the committed summary to tests/bench/results/
#   make bench-quick  the same pipeline, small (seconds), in make check: builds, checks every loop
#                     against the byte model, times, counts, and fails on a missing or non-finite
#                     ratio; then proves those checks can fail. Timings are never asserted.

BENCH_COMPILERS := $(CC) $(CLANG)
# Every function and loop 64-byte aligned: placement alone moved identical loops by up to 16%.
# Each variant builds in its own directory, so a flag change never reuses a binary:
#   BENCH_EXTRA=-march=x86-64-v3  more flags for every unit
#   BENCH_UNROLL=N                every accessor loop unrolled N times, whatever the strategy
BENCH_CFLAGS    := -O2 -falign-functions=64 -falign-loops=64 $(if $(BENCH_UNROLL),-DBENCH_UNROLL=$(BENCH_UNROLL)) \
                   $(BENCH_EXTRA)
bench_space     := $(subst ,, )
BENCH_VARIANT   := $(or $(subst =,-,$(subst $(bench_space),_,$(strip $(patsubst -%,%,$(patsubst -%,%,$(BENCH_EXTRA))) \
                     $(if $(BENCH_UNROLL),unroll$(BENCH_UNROLL))))),default)
# Only the default variant's report and machine.txt are committed; raw data and charts stay in build/.
BENCH_RESULTS   := tests/bench/results
BENCH_KEPT      := results.md machine.txt
BENCH_BUILD     := $(BUILD)/bench/$(BENCH_VARIANT)
BENCH_INC       := $(TEST_INC) -Itests/cursor
BENCH_INPUTS    := tests/bench/loops.c tests/bench/bench.c $(wildcard tests/bench/*.h) tests/support/*.h \
                   tests/cursor/lists.h $(HEADERS)
BENCH_BINS       = $(foreach c,$(BENCH_COMPILERS),$(BENCH_BUILD)/$(c)/bench)

# $(call bench_build,COMPILER,DIRECTORY,EXTRA FLAGS): one loops.c object per strategy.
define bench_build
	@mkdir -p $(2)
	@for s in $(call target_strategies,$(HOST_TARGET)); do \
	  $(1) $(BENCH_CFLAGS) $(call WARNINGS,$(1)) $(BENCH_INC) $(3) -DUA_STRATEGY=UA_STRATEGY_$$s \
	    -DBENCH_STRATEGY=$$s -c tests/bench/loops.c -o $(2)/$$s.o || exit 1; done
	@$(1) $(BENCH_CFLAGS) $(call WARNINGS,$(1)) $(BENCH_INC) $(3) \
	  -D'BENCH_STRATEGY_LIST(X)=$(foreach s,$(call target_strategies,$(HOST_TARGET)),X($(s)))' \
	  tests/bench/bench.c $(foreach s,$(call target_strategies,$(HOST_TARGET)),$(2)/$(s).o) -o $(2)/bench
endef

$(BENCH_BUILD)/%/bench: $(BENCH_INPUTS)
	$(call bench_build,$*,$(@D),)

# The fault the smoke test must catch: wrong byte order.
$(BENCH_BUILD)/fault-byte-order/bench: $(BENCH_INPUTS)
	$(call bench_build,$(CC),$(@D),-DUA_HOST_BIG_ENDIAN=1)

# make bench-line-cost: asserts nothing, not in make check (line_cost.c).
$(BENCH_BUILD)/line_cost: tests/bench/line_cost.c
	@mkdir -p $(@D)
	$(CC) -O2 $(call WARNINGS,$(CC)) $< -o $@
bench-line-cost: $(BENCH_BUILD)/line_cost
	@$<

.PHONY: bench bench-quick bench-line-cost
# run-bench records the command and the flags in machine.txt.
bench_env = BENCH_COMMAND='make $(1) $(MAKEOVERRIDES)' BENCH_FLAGS='$(BENCH_CFLAGS)'

# docs/benchmarks.md's goal list comes from the committed run only.
BENCH_README_GOALS := tests/bench/readme-goals
BENCH_RUN          = $(BENCH_BUILD)/results
bench: $(BENCH_BINS)
	@$(call bench_env,bench) tests/bench/run-bench $(BENCH_RUN) $(BENCH_BUILD)/work $(BENCH_BINS)
	@$(if $(filter default,$(BENCH_VARIANT)),rm -f $(BENCH_RESULTS)/* && (cd $(BENCH_RUN) && cp $(BENCH_KEPT) \
	  $(CURDIR)/$(BENCH_RESULTS)/) && $(BENCH_README_GOALS) write $(BENCH_RESULTS) docs/benchmarks.md,echo "bench: \
	  variant $(BENCH_VARIANT): results in $(BENCH_RUN), nothing committed")

bench-quick: $(BENCH_BINS) $(BENCH_BUILD)/fault-byte-order/bench
	@{ $(call bench_env,bench-quick) tests/bench/run-bench --quick $(BENCH_BUILD)/quick $(BENCH_BUILD)/quick-work $(BENCH_BINS) && \
	tests/bench/test-faults $(BENCH_BUILD)/fault-byte-order/bench $(BENCH_BUILD)/quick $(BENCH_BUILD)/quick-work && \
	$(BENCH_README_GOALS) check $(BENCH_RESULTS) docs/benchmarks.md; } $(VERDICT)

CHECKS += bench-quick
