# SPDX-License-Identifier: MIT
# The function families of src/ written by one table (tests/families/generate).
#   make families   every generated region of src/ is what the generator writes now; a copy of src/
#                   with one generated line edited by hand must fail (in CHECKS, under a second)
FAMILIES_BUILD := $(BUILD)/families

.PHONY: families
families:
	@{ tests/families/generate --check $(SRC); \
	rm -rf $(FAMILIES_BUILD) && mkdir -p $(FAMILIES_BUILD) && cp -r $(SRC)/. $(FAMILIES_BUILD)/ && \
	sed 's/^    \*out = ua_get_le32(r->buf + r->pos);$$/    *out = ua_get_be32(r->buf + r->pos);/' \
	  $(SRC)/unaligned_cursor.h > $(FAMILIES_BUILD)/unaligned_cursor.h; \
	if cmp -s $(SRC)/unaligned_cursor.h $(FAMILIES_BUILD)/unaligned_cursor.h; then \
	  echo "FAIL families fault hand-edit: the plant does not change unaligned_cursor.h"; \
	elif tests/families/generate --check $(FAMILIES_BUILD) > $(FAMILIES_BUILD)/fault.out; then \
	  echo "FAIL families fault hand-edit is caught: a hand-edited ua_read_le32 passes"; \
	else echo "PASS families fault hand-edit is caught: $$(grep -m1 '^FAIL' $(FAMILIES_BUILD)/fault.out | cut -c1-100)"; fi; } $(VERDICT)

CHECKS += families
