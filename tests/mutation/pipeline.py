# SPDX-License-Identifier: MIT
"""The kill pipeline of `make mutation`: the checks a mutant meets, cheapest first.

A step is a check of `make check`, or a few binaries of one; `sees` names the headers whose mutants
it can see at all. Targeted subsets come first: most mutants die within seconds.
"""
from dataclasses import dataclass, field

HOST_STRATEGIES = ["AUTO", "MEMCPY", "PACKED", "BYTES", "DIRECT"]
ISO_STRATEGIES = ["AUTO", "MEMCPY", "BYTES"]   # what a compiler without GNU extensions accepts
# The headers mutated (mutate and score read it): the x86-64 kernels too, which WP does not cover,
# so their tests are scored like the proved code's.
HEADERS = ("unaligned.h", "unaligned_cursor.h", "unaligned_bulk.h", "unaligned_bulk_x86.h")
ALL = HEADERS
CORE = ("unaligned.h",)
BULK = ("unaligned_bulk.h", "unaligned_bulk_x86.h")  # unaligned_bulk.h includes the x86 kernels


@dataclass
class Step:
    check: str                 # the `make check` target this step is (part of)
    sees: tuple                # headers whose mutants this step can catch
    bins: list = field(default_factory=list)   # binaries to build and run: (path, qemu or "")
    goals: list = field(default_factory=list)  # extra make goals to build first (e.g. a .bins list)
    target: str = ""           # or: a whole make target, judged by its exit status and FAIL lines
    proof_units: tuple = ()    # or: proof units, run one by one with proofs/run-unit


def _unit(compiler, strategy):
    return (f"build/unit/{compiler}_O2_c11_{strategy}", "")


STEPS = [
    # ---- targeted: a few binaries of one check each, split so that most mutants die in the first
    Step("unit", CORE, bins=[_unit("gcc", "BYTES")]),
    Step("unit", CORE, bins=[_unit("gcc", s) for s in ["MEMCPY", "AUTO"]]),
    Step("unit", CORE, bins=[_unit("gcc", s) for s in ["PACKED", "DIRECT"]]),
    Step("unit", CORE, bins=[(f"build/unit-iso/clang-19_{s}", "") for s in ISO_STRATEGIES]),
    Step("unit", CORE, bins=[_unit("clang-19", s) for s in HOST_STRATEGIES]),
    Step("cursor", ("unaligned_cursor.h",), bins=[("build/cursor/unit/cursor_gcc_O2_AUTO", "")]),
    Step("cursor", ("unaligned_cursor.h",),
         bins=[("build/cursor/unit/cursor_gcc_O2_BYTES", ""), ("build/cursor/unit/cursor_clang-19_O2_AUTO", ""),
               ("build/cursor/unit/example_gcc_O2_AUTO", "")]),
    Step("cursor", BULK, bins=[("build/cursor/unit/bulk_gcc_O2_AUTO", "")]),
    Step("cursor", BULK,
         bins=[(f"build/cursor/unit/bulk_gcc_O2_{s}", "") for s in HOST_STRATEGIES if s != "AUTO"]
         + [("build/cursor/unit/bulk_clang-19_O2_AUTO", "")]),
    # Big-endian host (s390x) and the ARMv5 byte spelling (armv5te gcc: UA_BYTES_AVOID_BSWAP_IDIOM):
    # two cross lists of the `cross` check, each one binary per strategy.
    Step("cross", CORE, goals=["build/cross/s390x_gcc.bins", "build/cross/armv5te_gcc.bins"],
         bins=[(f"build/cross/s390x/gcc_{s}", "qemu-s390x") for s in HOST_STRATEGIES]
         + [(f"build/cross/armv5te/gcc_{s}", "qemu-arm") for s in ["AUTO", "MEMCPY", "PACKED", "BYTES"]]),
    # ---- whole make targets of `make check`, cheapest first (times measured on 2 cores)
    Step("errors", ALL, target="errors"),                      # 2 s
    Step("cxx", ALL, target="cxx"),                            # 5 s
    Step("exhaustive-check", CORE, target="exhaustive-check"), # 20 s
    # ---- EQUIVALENT_STOP: a listed equivalent mutant has met every step above; those below are for
    # unexplained survivors only
    Step("codegen-gates", CORE, target="codegen-gates"),       # 20 s
    Step("codegen-current", CORE, target="codegen-current"),   # 2 s after the gates: the committed
                                                               # table's resolves_to is AUTO's choice
    Step("fuzz-regress", ALL, target="fuzz-regress"),          # 30 s
    Step("cross", CORE, target="cross"),                       # 40 s
    Step("cursor-build", ALL, target="cursor-build"),
    Step("cursor", ALL, target="cursor"),
    Step("unit", CORE, target="unit"),                         # 60 s
    Step("sanitize", CORE, target="sanitize"),
    Step("cursor-san", ALL, target="cursor-san"),
    Step("fuzz-coverage", ALL, target="fuzz-coverage"),
    Step("lint", ALL, target="lint"),
    Step("misra", ALL, target="misra"),
    # `make prove`, one unit at a time: only with --prove (MUTATION_PROVE=1), 2 to 6 minutes a mutant
    Step("prove", CORE, proof_units=("bytes", "bytes-wide", "bytes-armv5", "bytes-be", "shared-le", "shared-be",
                                     "roundtrip", "eva-memcpy", "eva-packed", "eva-direct", "eva-bytes",
                                     "eva-memcpy-be", "eva-packed-be", "eva-direct-be")),
    Step("prove", ("unaligned_cursor.h",), proof_units=("cursor",)),
    Step("prove", ("unaligned_bulk.h",), proof_units=("bulk", "bulk-fast", "inplace", "inplace-be")),
]

# Index of the first step a listed equivalent mutant is not sent to (see the comment in STEPS).
EQUIVALENT_STOP = next(i for i, s in enumerate(STEPS) if s.target == "codegen-gates")
