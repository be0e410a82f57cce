# Vendoring (issue 8): MISRA audit, lint, compatibility headers, release tarball, install.
#   make misra          cppcheck's MISRA C:2012 addon over every header; each finding must be a
#                       record of tests/vendor/misra-deviations.md
#   make lint           clang-tidy (bugprone, cert, misc) and cppcheck's general checks: no finding
#   make compat         the Linux- and BSD-style headers through the unit tests' vectors
#   make dist           build/dist/unaligned-X.Y.Z.tar.gz and build/dist/SHA256SUMS
#   make dist-test      checks the tarball, builds the unit tests against its single header
#   make install        PREFIX=/usr/local (and DESTDIR): headers, ACSL model, pkg-config file
#   make install-test   installs into build/ and builds a consumer with pkg-config --cflags
#   make vendor-faults  each check above, given a fault, must fail

VENDOR         := tests/vendor
VENDOR_BUILD   := $(BUILD)/vendor
DIST_DIR       := $(BUILD)/dist
PREFIX         ?= /usr/local
DESTDIR        ?=
CLANG_TIDY     ?= clang-tidy
# Every header a user can include: the top-level ones (HEADERS) and the compatibility ones.
COMPAT_HEADERS := $(wildcard $(SRC)/compat/*.h)
VENDOR_HEADERS  = $(HEADERS) $(COMPAT_HEADERS)
# The compatibility APIs; tests/vendor/compat_table.c maps each to its header and names.
COMPAT_APIS    := LINUX BSD

.PHONY: misra lint compat dist dist-test install install-test vendor-faults

# ---- static analysis -----------------------------------------------------------------------------
misra:
	@$(VENDOR)/misra --root . --deviations $(VENDOR)/misra-deviations.md --work $(VENDOR_BUILD)/misra \
	  --strategies "$(STRATEGIES)" $(VENDOR_HEADERS)

lint:
	@$(VENDOR)/lint --root . --work $(VENDOR_BUILD)/lint --clang-tidy $(CLANG_TIDY) \
	  --strategies "$(STRATEGIES)" $(VENDOR_HEADERS)

# ---- compatibility headers -----------------------------------------------------------------------
# One binary per api_compiler_strategy: compat_table.c (the API's functions as a strategy table)
# linked with the unit tests of tests/unit/test_accessors.c.
COMPAT_BINS = $(foreach a,$(COMPAT_APIS),$(foreach c,$(UNIT_COMPILERS),$(foreach t,$(HOST_STRATEGIES),\
                $(VENDOR_BUILD)/compat/$(a)_$(c)_$(t))))

$(VENDOR_BUILD)/compat/%: $(VENDOR)/compat_table.c tests/unit/test_accessors.c tests/support/*.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(call unit_word,2,$@) -O2 -std=c99 $(call WARNINGS,$(call unit_word,2,$@)) $(TEST_INC) \
	  -DUA_COMPAT_$(call unit_word,1,$@) -DUA_STRATEGY=UA_STRATEGY_$(call unit_word,3,$@) \
	  -DUA_TABLE_NAME=ua_table_under_test -DUA_TABLE_LABEL='"$(call unit_word,3,$@)"' \
	  -c $(VENDOR)/compat_table.c -o $@.table.o
	@$(call unit_word,2,$@) -O2 -std=c99 $(call WARNINGS,$(call unit_word,2,$@)) $(TEST_INC) \
	  tests/unit/test_accessors.c $@.table.o -o $@

# Both headers in one C++ translation unit, with the kernel's and BSD's argument orders.
$(VENDOR_BUILD)/compat/c++-both-headers: $(VENDOR)/compat_cxx.cpp $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(CXX) -std=c++11 -O2 -Wall -Wextra -Wpedantic -Werror -Wconversion -Wsign-conversion \
	  $(TEST_INC) $< -o $@

compat: $(COMPAT_BINS) $(VENDOR_BUILD)/compat/c++-both-headers
	@tests/support/run-each compat $(COMPAT_BINS) $(VENDOR_BUILD)/compat/c++-both-headers

# ---- release and install -------------------------------------------------------------------------
dist:
	@CC="$(CC)" tests/vendor/release/make-tarball $(DIST_DIR)

dist-test: dist
	@CC="$(CC)" CLANG="$(CLANG)" CXX="$(CXX)" STRATEGIES="$(HOST_STRATEGIES)" \
	  $(VENDOR)/dist-test $(DIST_DIR) $(VENDOR_BUILD)/dist-test

install:
	@CC="$(CC)" tests/vendor/release/install "$(PREFIX)" "$(DESTDIR)"

install-test:
	@CC="$(CC)" $(VENDOR)/install-test $(VENDOR_BUILD)/install-test

# ---- the checks above must be able to fail -------------------------------------------------------
vendor-faults:
	@CC="$(CC)" CXX="$(CXX)" STRATEGIES="$(STRATEGIES)" CLANG_TIDY="$(CLANG_TIDY)" \
	  $(VENDOR)/faults $(VENDOR_BUILD)/faults

CHECKS += misra lint compat dist-test install-test vendor-faults
