# The evidence page: every public function with everything the checks know about it.
#   make evidence          build/evidence/index.html and evidence.json, from the committed results and
#                          this tree's last check logs; FAIL (exit 1) for a function with a missing entry
#   make evidence-browser  renders it in headless Chromium: every row complete, screenshot not blank [check]
#   make evidence-faults   planted faults (a removed row, a cut page, a new function without evidence, ...)
#                          must each fail [check]
# Each run: its sources (the public names they reference, preprocessed) and where its fragment runs.
EVIDENCE_DIR := $(BUILD)/evidence
ev_unit_src  := tests/unit/test_accessors.c tests/support/strategy_table.c
ev_run = {"name": "$(1)", "sources": [$(foreach s,$(2),"$(s)",)""], "where": "$(strip $(3))", "log": "$(or $(4),$(1))", "cflags": [$(foreach f,$(5),"$(f)",)"-DUA_EVIDENCE"]}
ev_qemu  = $(foreach t,$(1),$(t) ($(firstword $(cross_qemu_$(t)))))
ev_where_unit       = $(HOST_TARGET) native: $(UNIT_COMPILERS)
ev_where_cross      = $(call ev_qemu,$(CROSS_TARGETS))
ev_where_cross-more = $(call ev_qemu,$(CROSS_MORE))
ev_where_baremetal  = $(foreach c,$(BAREMETAL_CONFIGS),$(c) (qemu-system-arm $(bm_board_$(c))))
ev_where_exhaustive = $(EXH_CONFIGS)
ev_where_compat_names = $(HOST_TARGET) native: $(COMPAT_NAMES_HOST); C99 -pedantic $(call ev_qemu,$(COMPAT_NAMES_CROSS))
ev_where_kernel_style = $(HOST_TARGET) native: $(KS_HOST); armv5te GCC -O2 -fno-builtin (qemu-arm), no call at $(KS_NOCALL_LEVELS)
ev_where_fuzz       = $(HOST_TARGET) (libFuzzer and standalone) $(call ev_qemu,$(FUZZ_QEMU_TARGETS))
EVIDENCE_RUNS = [$(call ev_run,unit,$(ev_unit_src),$(ev_where_unit)), \
  $(call ev_run,cross,$(ev_unit_src),$(ev_where_cross)), \
  $(call ev_run,cross-more,$(ev_unit_src),$(ev_where_cross-more)), \
  $(call ev_run,baremetal,$(ev_unit_src),$(ev_where_baremetal)), \
  $(call ev_run,exhaustive-check,tests/exhaustive/exhaustive.c tests/support/strategy_table.c,$(ev_where_exhaustive)), \
  $(call ev_run,cursor,tests/cursor/test_cursor.c tests/cursor/test_bulk.c,$(HOST_TARGET) native), \
  $(call ev_run,compat linux,tests/vendor/compat_table.c,$(ev_where_unit),compat,-DUA_COMPAT_LINUX), \
  $(call ev_run,compat bsd,tests/vendor/compat_table.c,$(ev_where_unit),compat,-DUA_COMPAT_BSD), \
  $(call ev_run,compat zephyr,tests/vendor/compat_table.c,$(ev_where_unit),compat,-DUA_COMPAT_ZEPHYR), \
  $(call ev_run,compat names,tests/vendor/compat_names.c,$(ev_where_compat_names),compat), \
  $(call ev_run,compat kernel-style,tests/vendor/kernel-style/kernel_style.c,$(ev_where_kernel_style),compat,$(KS_FLAGS)), \
  $(call ev_run,fuzz-regress,$(foreach t,$(FUZZERS),fuzz/$(t).c) tests/support/strategy_table.c,$(ev_where_fuzz)), \
  $(foreach t,$(FUZZERS),$(call ev_run,fuzz:$(t),fuzz/$(t).c tests/support/strategy_table.c,libFuzzer),) \
  $(call ev_run,eva,proofs/harness/eva.c,Frama-C Eva), \
  $(call ev_run,eva-families,proofs/harness/eva-families.c,Frama-C Eva)]
EVIDENCE_COMPAT := $(wildcard $(SRC)/compat/*.h)
# 1: make evidence first runs fuzz-coverage and the native exhaustive-check when this tree has no
# current data; 0: the page says those columns were not run here (tests/exit-status).
EVIDENCE_FRESH ?= 1

# gather's arguments; also written to gather.args for evidence-faults, which runs gather on copies.
ev_gather_args = --headers "$(HEADERS)" --compat "$(EVIDENCE_COMPAT)" --runs '$(EVIDENCE_RUNS)' $(if $(filter 0,$(EVIDENCE_FRESH)),--no-fresh)
# $(call ev_current,FILE): FILE is newer than every shipped header.
ev_current = { [ -f $(1) ] && [ -z "$$(find $(HEADERS) $(EVIDENCE_COMPAT) -newer $(1))" ]; }
.PHONY: evidence evidence-browser evidence-faults
evidence:
	@$(RECURSE){ mkdir -p $(EVIDENCE_DIR) && \
	{ [ $(EVIDENCE_FRESH) = 0 ] || $(call ev_current,$(BUILD)/fuzz/cov/lines.json) || $(SUBMAKE) --no-print-directory -s fuzz-coverage >$(EVIDENCE_DIR)/fuzz-coverage.log 2>&1 \
	  || { tail -5 $(EVIDENCE_DIR)/fuzz-coverage.log; echo "FAIL evidence: make fuzz-coverage failed ($(EVIDENCE_DIR)/fuzz-coverage.log)"; exit 1; }; } && \
	{ [ $(EVIDENCE_FRESH) = 0 ] || $(call ev_current,$(BUILD)/check-logs/exhaustive-check.log) || for c in $(filter host-%,$(EXH_CONFIGS)); do \
	  $(SUBMAKE) --no-print-directory -s exhaustive-check-$$c >$(EVIDENCE_DIR)/exhaustive-$$c.log 2>&1 || { \
	  echo "FAIL evidence: exhaustive-check-$$c failed ($(EVIDENCE_DIR)/exhaustive-$$c.log)"; exit 1; }; done; } && \
	printf '%s\n' $(ev_gather_args) >$(EVIDENCE_DIR)/gather.args && { \
	rm -f $(EVIDENCE_DIR)/evidence.json; tests/evidence/gather --out $(EVIDENCE_DIR)/evidence.json --build $(BUILD) $(ev_gather_args); st=$$?; \
	[ -f $(EVIDENCE_DIR)/evidence.json ] || exit 1; tests/evidence/render $(EVIDENCE_DIR)/evidence.json $(EVIDENCE_DIR)/index.html || exit 1; \
	[ $$st -eq 0 ] && echo "PASS evidence: $(EVIDENCE_DIR)/index.html, $$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["functions"]), "public functions, every column filled or a declared gap")' $(EVIDENCE_DIR)/evidence.json)"; exit $$st; }; } $(VERDICT)

evidence-browser: evidence
	@tests/evidence/browser-check evidence-browser $(EVIDENCE_DIR)/index.html $(EVIDENCE_DIR)/evidence.json \
	  $(EVIDENCE_DIR)/screenshot.png $(VERDICT)

evidence-faults: evidence
	@EVIDENCE_FAULTS="$(EVIDENCE_FAULTS)" tests/evidence/faults $(BUILD) $(EVIDENCE_DIR)/gather.args $(VERDICT)

# evidence-browser runs make evidence first, and prints its PASS line.
CHECKS += evidence-browser evidence-faults

# make verify HEADER=path/to/unaligned.h [VERIFY_AS=src/unaligned.h]: tests/evidence/verify.
.PHONY: verify verify-faults
verify:
	@[ -n "$(HEADER)" ] || { echo "FAIL verify: say which copy: make verify HEADER=path/to/unaligned.h"; exit 1; }
	@$(RECURSE)MAKE="$(SUBMAKE)" tests/evidence/verify "$(HEADER)" $(VERIFY_AS)

verify-faults:
	@$(RECURSE)MAKE="$(SUBMAKE)" tests/evidence/verify-faults $(BUILD)/verify-faults
