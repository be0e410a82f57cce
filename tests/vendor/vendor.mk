# Vendoring (issue 8): MISRA audit, lint, compatibility headers, release tarball, install.
#   make misra          cppcheck's MISRA C:2012 addon over every header; each finding must be a
#                       record of tests/vendor/misra-deviations.md
#   make lint           clang-tidy (bugprone, cert, misc) and cppcheck's general checks: no finding
#   make compat         the Linux-, BSD- and C2y-style headers through the unit tests' vectors
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
# MISRA and lint: not the x86-64 SIMD dispatch (GNU C vector extensions and asm, outside the MISRA
# subset; UA_STRATEGY_BYTES builds leave it out, docs/bulk-simd.md).
ANALYSED_HEADERS = $(filter-out $(SRC)/unaligned_bulk_x86.h,$(VENDOR_HEADERS))
# The compatibility APIs; tests/vendor/compat_table.c maps each to its header and names.
COMPAT_APIS    := LINUX BSD STDBIT

.PHONY: misra lint compat dist dist-test install install-test vendor-faults

# ---- static analysis -----------------------------------------------------------------------------
misra:
	@$(VENDOR)/misra --root . --deviations $(VENDOR)/misra-deviations.md --work $(VENDOR_BUILD)/misra \
	  --strategies "$(STRATEGIES)" $(ANALYSED_HEADERS) $(VERDICT)

lint:
	@$(VENDOR)/lint --root . --work $(VENDOR_BUILD)/lint --clang-tidy $(CLANG_TIDY) \
	  --strategies "$(STRATEGIES)" $(ANALYSED_HEADERS) $(VERDICT)

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

# C2y's 8-bit loads and stores, every byte and value (gcc, clang-19; and the MISRA spelling of the
# parameters, UA_STDBIT_ARRAY_STATIC=0).
COMPAT_STDBIT8 = $(foreach c,$(UNIT_COMPILERS),$(VENDOR_BUILD)/compat/stdbit-8bit_$(c)) \
                 $(VENDOR_BUILD)/compat/stdbit-8bit-nostatic_$(CC)
$(VENDOR_BUILD)/compat/stdbit-8bit_%: $(VENDOR)/compat_stdbit8.c tests/support/check.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat stdbit-8bit $*" $* -O2 -std=c99 $(call WARNINGS,$*) $(TEST_INC) $< -o $@
$(VENDOR_BUILD)/compat/stdbit-8bit-nostatic_%: $(VENDOR)/compat_stdbit8.c tests/support/check.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat stdbit-8bit-nostatic $*" $* -O2 -std=c99 $(call WARNINGS,$*) \
	  -DUA_STDBIT_ARRAY_STATIC=0 $(TEST_INC) $< -o $@

# Deferring to the implementation's <stdbit.h> (stand-ins in tests/vendor/stdbit-system/): a C2y
# one in C23 mode is used and nothing is defined here; a C23 one, C99 mode, or
# UA_STDBIT_USE_SYSTEM=0 give this library's. Clang 19 (-std=c23; GCC 12 has no C23 mode).
#   name := stand-in, flags, whether the system's functions must be the ones called
STDBIT_SYSTEM_CASES := c2y-in-c23 c23-in-c23 c2y-in-c99 c2y-forced-off
stdbit.c2y-in-c23     := c2y -std=c23 1
stdbit.c23-in-c23     := c23 -std=c23 0
stdbit.c2y-in-c99     := c2y -std=c99 0
stdbit.c2y-forced-off := c2y -std=c23 -DUA_STDBIT_USE_SYSTEM=0 0
COMPAT_STDBIT_SYSTEM = $(foreach n,$(STDBIT_SYSTEM_CASES),$(VENDOR_BUILD)/compat/stdbit-system_$(n))
$(VENDOR_BUILD)/compat/stdbit-system_%: $(VENDOR)/compat_stdbit_system.c $(VENDOR)/stdbit-system/*/stdbit.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat stdbit-system $*" $(CLANG) -O2 -Wall -Wextra -Werror -I$(SRC) \
	  -I$(VENDOR)/stdbit-system/$(firstword $(stdbit.$*)) $(filter-out $(firstword $(stdbit.$*)) $(lastword $(stdbit.$*)),$(stdbit.$*)) \
	  -DWANT_SYSTEM=$(lastword $(stdbit.$*)) $< -o $@

compat: $(COMPAT_BINS) $(COMPAT_STDBIT8) $(COMPAT_STDBIT_SYSTEM) $(VENDOR_BUILD)/compat/c++-both-headers
	@tests/support/run-each compat $(COMPAT_BINS) $(COMPAT_STDBIT8) $(COMPAT_STDBIT_SYSTEM) $(VENDOR_BUILD)/compat/c++-both-headers $(VERDICT)

# ---- release and install -------------------------------------------------------------------------
dist:
	@CC="$(CC)" tests/vendor/release/make-tarball $(DIST_DIR)

dist-test: dist
	@CC="$(CC)" CLANG="$(CLANG)" CXX="$(CXX)" STRATEGIES="$(HOST_STRATEGIES)" \
	  $(VENDOR)/dist-test $(DIST_DIR) $(VENDOR_BUILD)/dist-test $(VERDICT)

install:
	@CC="$(CC)" tests/vendor/release/install "$(PREFIX)" "$(DESTDIR)"

install-test:
	@CC="$(CC)" $(VENDOR)/install-test $(VENDOR_BUILD)/install-test $(VERDICT)

# ---- the checks above must be able to fail -------------------------------------------------------
vendor-faults:
	@CC="$(CC)" CXX="$(CXX)" CLANG="$(CLANG)" STRATEGIES="$(STRATEGIES)" CLANG_TIDY="$(CLANG_TIDY)" \
	  $(VENDOR)/faults $(VENDOR_BUILD)/faults $(VERDICT)

CHECKS += misra lint compat dist-test install-test
# Slow (about a minute, 18 planted faults): .ci/run runs it after make check, which stays under 30 minutes.
CI_CHECKS += vendor-faults
