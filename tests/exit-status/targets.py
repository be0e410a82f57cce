# SPDX-License-Identifier: MIT
"""The one list of documented check targets and the fault each must fail on (issue 19).

Every target of CHECKS and every target the README names in its "Checks" table and in its CI recipe
for vendoring projects has one entry. tests/exit-status/check-exit-status plants the fault in a copy
of the tree, runs `make TARGET ARGS` there as a CI job would (alone, not from `make check`), and
requires a non-zero exit status, at least one FAIL line and a line matching `reason`; then it runs
the same command on the clean tree and requires exit 0, PASS lines and no FAIL line.

  target  the make target
  args    make arguments that shorten the run to a representative part (same recipe, smaller matrix)
  fault   what the planted fault is
  plant   (file, old text, new text): old must occur exactly once; old=None writes new as the whole
          file
  reason  a regular expression the output must match: the target failed for the planted fault
"""

# A byte helper with one wrong shift: the fault the issue was found with.
LE16_SHIFT = ("src/unaligned.h",
              "return (uint16_t)((uint32_t)p[0] | (uint32_t)p[1] << 8);",
              "return (uint16_t)((uint32_t)p[0] | (uint32_t)p[1] << 7);")

TARGETS = [
    dict(target="unit", args=["UNIT_COMPILERS=gcc", "UNIT_OPTS=O2", "UNIT_STDS=c99"],
         fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL unit gcc O2 c99 BYTES: \d+ of \d+ checks failed"),
    dict(target="sanitize", args=["UNIT_COMPILERS=gcc"],
         fault="le32 get shifts a promoted int into its sign bit (undefined behaviour)",
         plant=[("src/unaligned.h",
                 "return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;",
                 "return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)(p[3] << 24);")],
         reason=r"runtime error: left shift of \d+ by 24 places cannot be represented in type 'int'"),
    dict(target="cxx", args=[],
         fault="an implicit conversion from const void * that only C allows",
         plant=[("src/unaligned.h",
                 "static inline uint32_t ua_get_le24(const void *p) { return ua_impl_get_le24((const uint8_t *)p); }",
                 "static inline uint32_t ua_get_le24(const void *p) { const uint8_t *b = p; return ua_impl_get_le24(b); }")],
         reason=r"invalid conversion from .const void\*. to .const uint8_t\*."),
    dict(target="errors", args=[],
         fault="an unknown UA_STRATEGY only warns",
         plant=[("src/unaligned.h", '#  error "unaligned.h: unknown UA_STRATEGY;',
                 '#  warning "unaligned.h: unknown UA_STRATEGY;')],
         reason=r"^FAIL compile error"),
    dict(target="unit-faults", args=[],
         fault="the unit tests' comparison accepts every value",
         plant=[("tests/support/check.h", "if (got == want) return 1;", "if (got == want || what) return 1;")],
         reason=r"^FAIL unit fault .*did not notice"),
    dict(target="prove", args=["PROOF_UNITS=bytes-armv5"],
         fault="the ARMv5 spelling of be16 get multiplies byte 0 by 0x10",
         plant=[("src/unaligned.h", "return (uint16_t)((uint32_t)p[0] * 0x100u | (uint32_t)p[1]);",
                 "return (uint16_t)((uint32_t)p[0] * 0x10u | (uint32_t)p[1]);")],
         reason=r"^FAIL prove bytes-armv5"),
    dict(target="prove-faults", args=[],
         fault="the fault list holds one change the proofs cannot see (a comment)",
         plant=[("proofs/faults.list", None,
                 "comment-only | bytes-armv5 | ua_impl_get_be16 | src/unaligned.h | "
                 "s/The ghost copy is the same value/The ghost copy is the very same value/\n")],
         reason=r"^FAIL prove-fault comment-only: unit bytes-armv5 still passes"),
    dict(target="fuzz-regress", args=[], fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL fuzz replay accessors"),
    dict(target="fuzz-faults", args=[],
         fault="the harness reports a mismatch but does not abort",
         plant=[("fuzz/fuzz_helpers.h", "    fflush(stderr);\n    abort();\n}", "    fflush(stderr);\n}")],
         reason=r"^FAIL fuzz fault .*not detected"),
    dict(target="fuzz-coverage", args=[], fault="a function no fuzz target calls",
         plant=[("src/unaligned.h", "#endif /* UNALIGNED_H_INCLUDED */",
                 "static inline int ua_never_called(void) { return 1; }\n#endif /* UNALIGNED_H_INCLUDED */")],
         reason=r"^FAIL fuzz coverage src/unaligned.h: .*functions no fuzz target contains: ua_never_called"),
    dict(target="fuzz-coverage-faults", args=[], fault="the coverage gate passes every header",
         plant=[("fuzz/coverage-report", "        if problems:\n            failed = True",
                 "        if problems and False:\n            failed = True")],
         reason=r"^FAIL fuzz coverage self-test"),
    dict(target="cross", args=["CROSS_TARGETS=mips"], fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL cross mips .*BYTES: \d+ of \d+ checks failed"),
    dict(target="codegen-gates", args=[], fault="AUTO picks MEMCPY for put_le32 on ARMv5 with GCC (the vDSO regression)",
         plant=[("src/unaligned.h",
                 "#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS\n",
                 "#elif defined(__GNUC__) && !defined(__clang__) && defined(__arm__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS\n"
                 "#  define UA_AUTO_PUT_LE32 UA_STRATEGY_MEMCPY\n")],
         reason=r"^FAIL codegen no-call armv5te gcc: ua_put_le32 -O2 calls memcpy"),
    dict(target="codegen-current", args=[], fault="the committed table edited by hand",
         plant=[("tests/codegen/table.md", "(do not edit)", "(do not edit!)")],
         reason=r"^FAIL codegen committed table.md differs"),
    dict(target="exhaustive-check", args=[], fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL exhaustive host-gcc BYTES"),
    dict(target="exhaustive-faults", args=[], fault="the exhaustive checker counts no mismatch",
         plant=[("tests/exhaustive/exhaustive.c", "{\n    l->mismatches++;", "{\n    return 0;\n    l->mismatches++;")],
         reason=r"^FAIL "),
    dict(target="bench-quick", args=[], fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL bench"),
    dict(target="misra", args=[], fault="an unbraced if/else in a compat header",
         plant=[("src/compat/linux_unaligned.h", "#endif /* UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED */",
                 "static inline uint16_t get_unaligned_16(const void *p, int big)\n{\n"
                 "    if (big) return ua_get_be16(p); else return ua_get_le16(p);\n}\n"
                 "#endif /* UA_COMPAT_LINUX_UNALIGNED_H_INCLUDED */")],
         reason=r"^FAIL misra src/compat/linux_unaligned.h"),
    dict(target="lint", args=[], fault="le32 get reads byte 1 twice (a copy-paste slip)",
         plant=[("src/unaligned.h",
                 "return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;",
                 "return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[1] << 8 | (uint32_t)p[3] << 24;")],
         reason=r"^FAIL lint"),
    dict(target="compat", args=[], fault="get_unaligned_le32 reads big-endian",
         plant=[("src/compat/linux_unaligned.h", "return ua_get_le32(p);", "return ua_get_be32(p);")],
         reason=r"^FAIL compat LINUX"),
    dict(target="dist-test", args=[], fault="le16 get shifts byte 1 by 7", plant=[LE16_SHIFT],
         reason=r"^FAIL dist"),
    dict(target="install-test", args=[], fault="make install leaves out one compat header",
         plant=[("tests/vendor/release/install", 'install -m 644 src/compat/*.h "$inc/compat/"',
                 'install -m 644 src/compat/linux_unaligned.h "$inc/compat/"')],
         reason=r"^FAIL install prefix files differ"),
    dict(target="vendor-faults", args=[], fault="the unit tests' comparison accepts every value",
         plant=[("tests/support/check.h", "if (got == want) return 1;", "if (got == want || what) return 1;")],
         reason=r"^FAIL fault compat"),
    dict(target="cursor", args=[], fault="read_le32 needs only 3 bytes",
         plant=[("src/unaligned_cursor.h",
                 "    if (r->len - r->pos < 4u) return UA_ETRUNC;\n    *out = ua_get_le32(r->buf + r->pos);",
                 "    if (r->len - r->pos < 3u) return UA_ETRUNC;\n    *out = ua_get_le32(r->buf + r->pos);")],
         reason=r"^FAIL unit"),
    dict(target="cursor-san", args=[], fault="read_bytes forms NULL + 0 on an empty reader",
         plant=[("src/unaligned_cursor.h",
                 "    for (i = 0; i < n; i++) { /* indexed: no NULL + 0 when len is 0 */\n        d[i] = r->buf[r->pos + i];",
                 "    const uint8_t *s_ = r->buf + r->pos;\n    for (i = 0; i < n; i++) {\n        d[i] = s_[i];")],
         reason=r"runtime error"),
    dict(target="cursor-build", args=[], fault="store_be16_array never takes its 16-byte blocks",
         plant=[("src/unaligned_bulk.h",
                 "    while ((n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {\n        ua_impl_store_be16_block(d, src, i);",
                 "    while (0 && (n - i) >= (UA_IMPL_BULK_BLOCK / 2u)) {\n        ua_impl_store_be16_block(d, src, i);")],
         reason=r"^FAIL .*store_be16"),
    dict(target="cursor-faults", args=[], fault="the harness reports a mismatch but does not abort",
         plant=[("fuzz/fuzz_helpers.h", "    fflush(stderr);\n    abort();\n}", "    fflush(stderr);\n}")],
         reason=r"^FAIL fault .*not caught"),
]
