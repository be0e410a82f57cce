# SPDX-License-Identifier: MIT
"""AUTO's rule, applied to the audit table (CSV from measure.py): for each target x compiler x
accessor, the strategy AUTO must resolve to (24/48 bits compose native accesses, so they are chosen
like the others).

Rule: among the strategies that call no function and emit no ldrd/ldm/strd/stm off the stack at
any level measured, the one with the fewest instructions summed over the main levels (-O2, -O3,
-Os). On a tie: where the CPU has hardware unaligned access (the header accepts DIRECT there),
MEMCPY, then BYTES, PACKED, DIRECT; elsewhere BYTES (the code WP proves), then MEMCPY, PACKED,
DIRECT. Why MEMCPY first where loads are native: an accessor compiled alone is the same code either
way, but in a loop the compilers vectorise MEMCPY and not BYTES (make cursor-build's vectorized
gate fails with BYTES on ties; bench, GCC: bulk le16 load 5.6 instructions per element against
1.3). Used by auto-table (the header's region), readme-table (README's table) and gates.py.
"""
import csv
from collections import OrderedDict

PREFERENCE = ["BYTES", "MEMCPY", "PACKED", "DIRECT"]  # display order, and ties without unaligned access
PREFERENCE_UNALIGNED = ["MEMCPY", "BYTES", "PACKED", "DIRECT"]  # ties with hardware unaligned access
NATIVE_WIDTHS = ("16", "24", "32", "48", "64")  # every width has a path per strategy
# How the header recognises each audit configuration. The ARM rows and RISC-V need the detected
# alignment too: ARMv5TE stands for every ARM without unaligned access, and RISC-V with fast
# misaligned access was not measured.
COMPILER_CONDITION = OrderedDict([("gcc", "defined(__GNUC__) && !defined(__clang__)"),
                                  ("clang", "defined(__clang__)")])
TARGET_CONDITION = OrderedDict([
    ("x86-64", "defined(__x86_64__)"),
    ("armv5te", "defined(__arm__) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS"),
    ("armv7", "defined(__arm__) && UA_HAVE_EFFICIENT_UNALIGNED_ACCESS"),
    ("aarch64", "defined(__aarch64__)"),
    ("mips", "defined(__mips__)"),
    ("sparc64", "defined(__sparc__)"),
    ("s390x", "defined(__s390x__)"),
    ("riscv64", "defined(__riscv) && !UA_HAVE_EFFICIENT_UNALIGNED_ACCESS"),
])


def read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def group(rows):
    """{(target, compiler): {function: {strategy: {level: row}}}}, in table order."""
    table = OrderedDict()
    for r in rows:
        table.setdefault((r["target"], r["compiler"]), OrderedDict()).setdefault(r["function"], OrderedDict()) \
             .setdefault(r["strategy"], OrderedDict())[r["level"]] = r
    return table


def native(function):
    return function[-2:] in NATIVE_WIDTHS


def eligible(by_level):
    return not any(r["calls"] or r["arm_multi"] for r in by_level.values())


def total(by_level, levels):
    return sum(int(by_level[lv]["instructions"]) for lv in levels)


def tie_order(functions):
    """The tie order of one target x compiler: DIRECT measured means hardware unaligned access."""
    return PREFERENCE_UNALIGNED if any("DIRECT" in s for s in functions.values()) else PREFERENCE


def choose(by_strategy, levels, order=PREFERENCE):
    """The strategy the rule picks for one accessor, or None when no strategy is eligible."""
    candidates = [s for s in order if s in by_strategy and eligible(by_strategy[s])]
    if not candidates:
        return None
    return min(candidates, key=lambda s: (total(by_strategy[s], levels), order.index(s)))


def choices(functions, levels):
    """{function: strategy} for the native accessors of one target x compiler."""
    order = tie_order(functions)
    return OrderedDict((f, choose(s, levels, order)) for f, s in functions.items() if native(f))


def auto_strategy(function, picked):
    """The strategy AUTO compiles an accessor to."""
    return picked[function] if native(function) else "BYTES"


def default_of(picked, order=PREFERENCE):
    """The row's default: the strategy most accessors take, ties in the row's tie order."""
    counts = {s: list(picked.values()).count(s) for s in order}
    return max(order, key=lambda s: (counts[s], -order.index(s)))
