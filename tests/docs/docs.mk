# SPDX-License-Identifier: MIT
# The documents: README.md (for its readers), CHANGELOG.md and docs/ (the reference).
#   make docs-links   every relative link of README.md, CHANGELOG.md and docs/*.md resolves to a file
#                     and every #anchor to a heading; docs/proofs.md's coverage table is units.list's;
#                     planted faults must fail (in CHECKS)
DOCS_BUILD := $(BUILD)/docs

.PHONY: docs-links
docs-links:
	@{ tests/docs/check-links . && \
	mkdir -p $(DOCS_BUILD) && { cat docs/api.md; echo '[planted](no-such-file.md)'; } > $(DOCS_BUILD)/api.md; \
	if tests/docs/check-links --as docs/api.md $(DOCS_BUILD)/api.md > $(DOCS_BUILD)/fault.out; then \
	  echo "FAIL docs-links fault broken-link is caught: a docs/api.md with a link to no file passes"; \
	else echo "PASS docs-links fault broken-link is caught: $$(grep -m1 '^FAIL' $(DOCS_BUILD)/fault.out | cut -c1-90)"; fi; \
	proofs/unit-coverage --check docs/proofs.md; \
	sed 's/^| `bytes` | WP | BYTES |/| `bytes` | WP | MEMCPY |/' docs/proofs.md > $(DOCS_BUILD)/proofs.md; \
	if cmp -s docs/proofs.md $(DOCS_BUILD)/proofs.md; then echo "FAIL docs-links fault unit-claim: the plant does not change docs/proofs.md"; \
	elif proofs/unit-coverage --check $(DOCS_BUILD)/proofs.md > $(DOCS_BUILD)/claim.out; then \
	  echo "FAIL docs-links fault unit-claim is caught: a docs/proofs.md claiming bytes runs under MEMCPY passes"; \
	else echo "PASS docs-links fault unit-claim is caught: $$(cut -c1-90 $(DOCS_BUILD)/claim.out)"; fi; } $(VERDICT)

CHECKS += docs-links
