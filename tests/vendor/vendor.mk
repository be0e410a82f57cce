# Vendoring: MISRA audit, lint, compatibility headers, release tarball, install.
#   make misra          cppcheck's MISRA C:2012 addon over every header; each finding must be a
#                       record of tests/vendor/misra-deviations.md
#   make lint           clang-tidy (bugprone, cert, misc) and cppcheck's general checks: no finding
#   make compat         the Linux-, vDSO-, BSD-, C2y- and Zephyr-style headers through the unit tests'
#                       vectors, the compat names natively and under qemu, a kernel-style file
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
COMPAT_HEADERS := $(wildcard $(SRC)/compat/*.h)
VENDOR_HEADERS  = $(HEADERS) $(COMPAT_HEADERS)
# MISRA and lint leave out the x86-64 SIMD dispatch: GNU vector extensions and asm, outside MISRA.
ANALYSED_HEADERS = $(filter-out $(SRC)/unaligned_bulk_x86.h,$(VENDOR_HEADERS))
COMPAT_APIS    := LINUX BSD STDBIT ZEPHYR

.PHONY: misra lint compat dist dist-test install install-test vendor-faults

# ---- static analysis ----
misra:
	@$(VENDOR)/misra --root . --deviations $(VENDOR)/misra-deviations.md --work $(VENDOR_BUILD)/misra \
	  --strategies "$(STRATEGIES)" $(ANALYSED_HEADERS) $(VERDICT)

lint:
	@$(VENDOR)/lint --root . --work $(VENDOR_BUILD)/lint --clang-tidy $(CLANG_TIDY) \
	  --strategies "$(STRATEGIES)" $(ANALYSED_HEADERS) $(VERDICT)

# ---- compatibility headers ----
# Zephyr's names are one call each into accessors tested elsewhere: AUTO and BYTES only, to keep
# make check short.
COMPAT_STRATEGIES_ZEPHYR = $(filter AUTO BYTES,$(HOST_STRATEGIES))
compat_strategies = $(or $(COMPAT_STRATEGIES_$(1)),$(HOST_STRATEGIES))
COMPAT_BINS = $(foreach a,$(COMPAT_APIS),$(foreach c,$(UNIT_COMPILERS),$(foreach t,$(call compat_strategies,$(a)),\
                $(VENDOR_BUILD)/compat/$(a)_$(c)_$(t))))

compat_cc = $(call unit_word,2,$@) -O2 -std=c99 $(call WARNINGS,$(call unit_word,2,$@)) $(TEST_INC)
$(VENDOR_BUILD)/compat/%: $(VENDOR)/compat_table.c tests/unit/test_accessors.c tests/support/*.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(compat_cc) -DUA_COMPAT_$(call unit_word,1,$@) -DUA_STRATEGY=UA_STRATEGY_$(call unit_word,3,$@) \
	  -DUA_TABLE_NAME=ua_table_under_test -DUA_TABLE_LABEL='"$(call unit_word,3,$@)"' \
	  -c $(VENDOR)/compat_table.c -o $@.table.o
	@$(compat_cc) tests/unit/test_accessors.c $@.table.o -o $@

# Both headers in one C++ translation unit, with the kernel's and BSD's argument orders.
$(VENDOR_BUILD)/compat/c++-both-headers: $(VENDOR)/compat_cxx.cpp $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(CXX) -std=c++11 -O2 -Wall -Wextra -Wpedantic -Werror -Wconversion -Wsign-conversion \
	  $(TEST_INC) $< -o $@

# C2y's 8-bit loads and stores; also as a MISRA project spells them (UA_STDBIT_ARRAY_STATIC=0).
COMPAT_STDBIT8 = $(foreach c,$(UNIT_COMPILERS),$(VENDOR_BUILD)/compat/stdbit-8bit_$(c)) \
                 $(VENDOR_BUILD)/compat/stdbit-8bit-nostatic_$(CC)
# $* is _COMPILER or -nostatic_COMPILER.
$(VENDOR_BUILD)/compat/stdbit-8bit%: $(VENDOR)/compat_stdbit8.c tests/support/check.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat stdbit-8bit$(subst _, ,$*)" $(lastword $(subst _, ,$*)) -O2 -std=c99 \
	  $(call WARNINGS,$*) $(if $(findstring -nostatic_,$*),-DUA_STDBIT_ARRAY_STATIC=0) $(TEST_INC) $< -o $@

# Deferring to the implementation's <stdbit.h> (stand-ins): a C2y one in C23 mode is used; a C23
# one, C99 mode or UA_STDBIT_USE_SYSTEM=0 give ours. Clang only: GCC 12 has no C23 mode.
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

# The compat names: C99 -pedantic, C++, the C11 _Generic and C23 paths, and under qemu.
#   name := compiler, flags
COMPAT_NAMES_HOST  := gcc clang gcc-c11-generic clang-c23 g++ clang++
compat_names.gcc             := $(CC) -std=c99 $(call WARNINGS,$(CC))
compat_names.clang           := $(CLANG) -std=c99 $(call WARNINGS,$(CLANG))
compat_names.gcc-c11-generic := $(CC) -std=c11 $(call WARNINGS,$(CC)) -DUA_LINUX_GENERIC=UA_LINUX_GENERIC_C11
compat_names.clang-c23       := $(CLANG) -std=c23 $(call WARNINGS,$(CLANG)) -DUA_LINUX_GENERIC=UA_LINUX_GENERIC_C23
compat_names.g++             := $(CXX) -x c++ -std=c++11 $(call WARNINGS,$(CXX))
compat_names.clang++         := $(subst clang,clang++,$(CLANG)) -x c++ -std=c++11 $(call WARNINGS,clang)
COMPAT_NAMES_CROSS := armv5te mips
COMPAT_NAMES_BINS   = $(foreach n,$(COMPAT_NAMES_HOST),$(VENDOR_BUILD)/compat/names_$(n))
COMPAT_NAMES_XBINS  = $(foreach t,$(COMPAT_NAMES_CROSS),$(VENDOR_BUILD)/compat/names-c99-pedantic_$(t))
$(VENDOR_BUILD)/compat/names_%: $(VENDOR)/compat_names.c tests/support/check.h tests/support/byte_model.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat names $*" $(compat_names.$*) -O2 $(TEST_INC) $< -o $@
$(VENDOR_BUILD)/compat/names-c99-pedantic_%: $(VENDOR)/compat_names.c tests/support/check.h tests/support/byte_model.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@tests/support/compile-or-fail "compat names c99-pedantic $*" $(cross_gcc_$*) -std=c99 $(call WARNINGS,gcc) -O2 -static \
	  $(TEST_INC) $< -o $@

# A kernel-style file against stand-ins of <linux/unaligned.h> and <vdso/unaligned.h>, compiled
# unchanged; ARMv5 GCC -fno-builtin must leave no undefined symbol (the kernel's memcpy form calls
# memcpy there).
KS_DIR      := $(VENDOR)/kernel-style
KS_FLAGS    := -I$(KS_DIR)/include -I$(KS_DIR) -DUA_LINUX_KERNEL_TYPES=1
KS_SOURCES  := $(KS_DIR)/kernel_style.c $(KS_DIR)/kernel_style.h $(KS_DIR)/kernel_style_test.c $(wildcard $(KS_DIR)/include/*/*.h)
KS_HOST     := gcc clang g++
ks.gcc      := $(CC) -x c
ks.clang    := $(CLANG) -x c
ks.g++      := $(CXX) -x c++
KS_BINS      = $(foreach n,$(KS_HOST),$(VENDOR_BUILD)/compat/kernel-style_$(n)) $(VENDOR_BUILD)/compat/kernel-style-fno-builtin_armv5te
KS_NOCALL_LEVELS := O2 Os
# $(call ks_compile,LABEL,COMPILER AND FLAGS): kernel_style.c; -o OUTPUT follows.
ks_compile = tests/support/compile-or-fail "compat kernel-style $(1)" $(2) -Wall -Wextra -Werror $(TEST_INC) $(KS_FLAGS) \
             -c $(KS_DIR)/kernel_style.c
# $(call ks_link,LABEL,LINKER): the test against $@.o.
ks_link    = tests/support/compile-or-fail "compat kernel-style $(1)" $(2) $(TEST_INC) $(KS_FLAGS) $(KS_DIR)/kernel_style_test.c $@.o -o $@
$(VENDOR_BUILD)/compat/kernel-style_%: $(KS_SOURCES) tests/support/check.h tests/support/byte_model.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(call ks_compile,$*,$(ks.$*) -O2) -o $@.o
	@$(call ks_link,$*,$(CC) -O2)
$(VENDOR_BUILD)/compat/kernel-style-fno-builtin_armv5te: $(KS_SOURCES) tests/support/check.h tests/support/byte_model.h $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(call ks_compile,armv5te,$(cross_gcc_armv5te) -O2 -fno-builtin) -o $@.o
	@$(call ks_link,armv5te,$(cross_gcc_armv5te) -O2 -static)
$(VENDOR_BUILD)/compat/kernel-style-nocall_%.o: $(KS_SOURCES) $(VENDOR_HEADERS)
	@mkdir -p $(@D)
	@$(call ks_compile,no call armv5te $*,$(cross_gcc_armv5te) -$* -fno-builtin) -o $@
KS_NOCALL = $(foreach l,$(KS_NOCALL_LEVELS),$(VENDOR_BUILD)/compat/kernel-style-nocall_$(l).o)

compat: $(COMPAT_BINS) $(COMPAT_STDBIT8) $(COMPAT_STDBIT_SYSTEM) $(VENDOR_BUILD)/compat/c++-both-headers \
        $(COMPAT_NAMES_BINS) $(COMPAT_NAMES_XBINS) $(KS_BINS) $(KS_NOCALL)
	@{ tests/support/run-each compat $(COMPAT_BINS) $(COMPAT_STDBIT8) $(COMPAT_STDBIT_SYSTEM) $(VENDOR_BUILD)/compat/c++-both-headers \
	  $(COMPAT_NAMES_BINS) $(filter-out %_armv5te,$(KS_BINS)); \
	$(foreach t,$(COMPAT_NAMES_CROSS),tests/cross/run-under-qemu "$(cross_qemu_$(t))" compat $(VENDOR_BUILD)/compat/names-c99-pedantic_$(t);) \
	tests/cross/run-under-qemu "$(cross_qemu_armv5te)" compat $(VENDOR_BUILD)/compat/kernel-style-fno-builtin_armv5te; \
	$(foreach o,$(KS_NOCALL),u=$$($(subst gcc,nm,$(firstword $(cross_gcc_armv5te))) -u $(o) | tr -s ' \n' ' '); \
	  if [ -z "$$u" ]; then echo "PASS compat kernel-style no call armv5te gcc -fno-builtin $(patsubst kernel-style-nocall_%.o,%,$(notdir $(o))): no undefined symbol"; \
	  else echo "FAIL compat kernel-style no call armv5te gcc -fno-builtin $(patsubst kernel-style-nocall_%.o,%,$(notdir $(o))): calls$$u"; fi;) \
	tests/vendor/compat-errors "$(CC)" "$(CLANG)" "$(CXX)"; } $(VERDICT)

# ---- release and install ----
dist:
	@CC="$(CC)" tests/vendor/release/make-tarball $(DIST_DIR)

dist-test: dist
	@CC="$(CC)" CLANG="$(CLANG)" CXX="$(CXX)" STRATEGIES="$(HOST_STRATEGIES)" \
	  $(VENDOR)/dist-test $(DIST_DIR) $(VENDOR_BUILD)/dist-test $(VERDICT)

install:
	@CC="$(CC)" tests/vendor/release/install "$(PREFIX)" "$(DESTDIR)"

install-test:
	@CC="$(CC)" $(VENDOR)/install-test $(VENDOR_BUILD)/install-test $(VERDICT)

# ---- the checks above must be able to fail ----
vendor-faults:
	@CC="$(CC)" CXX="$(CXX)" CLANG="$(CLANG)" STRATEGIES="$(STRATEGIES)" CLANG_TIDY="$(CLANG_TIDY)" \
	  $(VENDOR)/faults $(VENDOR_BUILD)/faults $(VERDICT)

CHECKS += misra lint compat dist-test install-test
# Slow (about five minutes, 23 planted faults): its own target. make check has one planted fault
# of each vendoring check (tests/exit-status/faults.list).
VERDICT_ALSO += vendor-faults
