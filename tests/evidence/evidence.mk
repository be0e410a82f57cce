# The evidence page (issue 16): every public function with everything the checks know about it.
#   make evidence          build/evidence/index.html and evidence.json, from the committed results and
#                          this tree's last check logs; FAIL (exit 1) for a function with a missing entry
# Which checks call which functions, and where they run: each run is its sources (preprocessed, the
# public names they reference) and the configurations of its own fragment.
EVIDENCE_DIR := $(BUILD)/evidence
ev_unit_src  := tests/unit/test_accessors.c tests/support/strategy_table.c
ev_run = {"name": "$(1)", "sources": [$(foreach s,$(2),"$(s)",)""], "where": "$(strip $(3))", "log": "$(or $(4),$(1))", "cflags": [$(foreach f,$(5),"$(f)",)"-DUA_EVIDENCE"]}
ev_qemu  = $(foreach t,$(1),$(t) ($(firstword $(cross_qemu_$(t)))))
ev_where_unit       = $(HOST_TARGET) native: $(UNIT_COMPILERS)
ev_where_cross      = $(call ev_qemu,$(CROSS_TARGETS))
ev_where_cross-more = $(call ev_qemu,$(CROSS_MORE))
ev_where_baremetal  = $(foreach c,$(BAREMETAL_CONFIGS),$(c) (qemu-system-arm $(bm_board_$(c))))
ev_where_exhaustive = $(EXH_CONFIGS)
ev_where_fuzz       = $(HOST_TARGET) (libFuzzer and standalone) $(call ev_qemu,$(FUZZ_QEMU_TARGETS))
EVIDENCE_RUNS = [$(call ev_run,unit,$(ev_unit_src),$(ev_where_unit)), \
  $(call ev_run,cross,$(ev_unit_src),$(ev_where_cross)), \
  $(call ev_run,cross-more,$(ev_unit_src),$(ev_where_cross-more)), \
  $(call ev_run,baremetal,$(ev_unit_src),$(ev_where_baremetal)), \
  $(call ev_run,exhaustive-check,tests/exhaustive/exhaustive.c tests/support/strategy_table.c,$(ev_where_exhaustive)), \
  $(call ev_run,cursor,tests/cursor/test_cursor.c tests/cursor/test_bulk.c,$(HOST_TARGET) native), \
  $(call ev_run,compat linux,tests/vendor/compat_table.c,$(ev_where_unit),compat,-DUA_COMPAT_LINUX), \
  $(call ev_run,compat bsd,tests/vendor/compat_table.c,$(ev_where_unit),compat,-DUA_COMPAT_BSD), \
  $(call ev_run,fuzz-regress,$(foreach t,$(FUZZERS),fuzz/$(t).c) tests/support/strategy_table.c,$(ev_where_fuzz)), \
  $(foreach t,$(FUZZERS),$(call ev_run,fuzz:$(t),fuzz/$(t).c tests/support/strategy_table.c,libFuzzer),) \
  $(call ev_run,eva,proofs/harness/eva.c,Frama-C Eva)]
EVIDENCE_COMPAT := $(wildcard $(SRC)/compat/*.h)

.PHONY: evidence
evidence:
	@mkdir -p $(EVIDENCE_DIR)
	@[ -f $(BUILD)/fuzz/cov/lines.json ] || $(MAKE) --no-print-directory -s fuzz-coverage >$(EVIDENCE_DIR)/fuzz-coverage.log 2>&1 \
	  || { tail -5 $(EVIDENCE_DIR)/fuzz-coverage.log; echo "FAIL evidence: make fuzz-coverage failed ($(EVIDENCE_DIR)/fuzz-coverage.log)"; exit 1; }
	@[ -f $(BUILD)/check-logs/exhaustive-check.log ] || for c in $(filter host-%,$(EXH_CONFIGS)); do \
	  $(MAKE) --no-print-directory -s exhaustive-check-$$c >$(EVIDENCE_DIR)/exhaustive-$$c.log 2>&1 || { \
	  echo "FAIL evidence: exhaustive-check-$$c failed ($(EVIDENCE_DIR)/exhaustive-$$c.log)"; exit 1; }; done
	@rm -f $(EVIDENCE_DIR)/evidence.json; tests/evidence/gather --out $(EVIDENCE_DIR)/evidence.json --headers "$(HEADERS)" --compat "$(EVIDENCE_COMPAT)" \
	  --build $(BUILD) --runs '$(EVIDENCE_RUNS)'; st=$$?; \
	[ -f $(EVIDENCE_DIR)/evidence.json ] || exit 1; tests/evidence/render $(EVIDENCE_DIR)/evidence.json $(EVIDENCE_DIR)/index.html || exit 1; \
	[ $$st -eq 0 ] && echo "PASS evidence: $(EVIDENCE_DIR)/index.html, $$(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print(len(d["functions"]), "public functions, every column filled or a declared gap")' $(EVIDENCE_DIR)/evidence.json)"; exit $$st
