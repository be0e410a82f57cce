# SPDX-License-Identifier: MIT
"""AUTO's rule over the audit table: per target x compiler x accessor, the strategy AUTO must
resolve to. Among strategies with no call and no ldrd/ldm/strd/stm off the stack at any level, the
fewest instructions summed over -O2, -O3 and -Os. Ties: with hardware unaligned access MEMCPY
first (compilers vectorise it in loops, not BYTES), else BYTES first (the code WP proves).
"""
import csv
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import regions  # noqa: E402

PREFERENCE = ["BYTES", "MEMCPY", "PACKED", "DIRECT"]  # display order, and ties without unaligned access
PREFERENCE_UNALIGNED = ["MEMCPY", "BYTES", "PACKED", "DIRECT"]  # ties with hardware unaligned access
NATIVE_WIDTHS = ("16", "24", "32", "40", "48", "56", "64")  # every width has a path per strategy
COMPILER_CONDITION = {"gcc": "defined(__GNUC__) && !defined(__clang__)", "clang": "defined(__clang__)"}
# The header's rows, most specific first, each with the condition by which the header knows it.
# ARMv5TE stands for every ARM without unaligned access, ARMv7 for ARM with it; M-profile has no
# __ARM_ARCH_ISA_ARM. RISC-V with fast misaligned access is not measured.
_ARM = "defined(__arm__) && "
_EFFICIENT, _STRICT = "UA_HAVE_EFFICIENT_UNALIGNED_ACCESS", "!UA_HAVE_EFFICIENT_UNALIGNED_ACCESS"
TARGET_CONDITION = {
    "x86-64": "defined(__x86_64__)",
    "i386": "defined(__i386__)",
    "aarch64-strict": "defined(__aarch64__) && " + _STRICT,
    "aarch64": "defined(__aarch64__)",
    "cortex-m0": _ARM + "!defined(__ARM_ARCH_ISA_ARM) && " + _STRICT,
    "cortex-m4": _ARM + "!defined(__ARM_ARCH_ISA_ARM) && defined(__ARM_FEATURE_DSP)",
    "cortex-m3": _ARM + "!defined(__ARM_ARCH_ISA_ARM)",
    "armv7-be": _ARM + "defined(__ARMEB__) && " + _EFFICIENT,
    "armv5te-thumb": _ARM + "defined(__thumb__) && !defined(__thumb2__) && " + _STRICT,
    "armv7-thumb": _ARM + "defined(__thumb2__) && " + _EFFICIENT,
    "armv7-noua": _ARM + "defined(__ARM_ARCH) && __ARM_ARCH >= 7 && " + _STRICT,
    "armv5te": _ARM + _STRICT,
    "armv7": _ARM + _EFFICIENT,
    "mips64": "defined(__mips__) && defined(__mips64)",
    "mipsel": "defined(__mips__) && defined(__MIPSEL__)",
    "mips": "defined(__mips__)",
    "sparc64": "defined(__sparc__)",
    "s390x": "defined(__s390x__)",
    "riscv64": "defined(__riscv) && " + _STRICT,
    "ppc64le": "defined(__powerpc64__) && !UA_HOST_BIG_ENDIAN",
    "ppc": "defined(__powerpc__) && !defined(__powerpc64__)",
    "m68k": "defined(__m68k__)",
    "alpha-ev56": "defined(__alpha__) && defined(__alpha_bwx__)",
    "alpha": "defined(__alpha__)",
    "hppa": "defined(__hppa__)",
    "sh4": "defined(__sh__)",
}
# Configurations the header cannot tell apart share a row: GCC defines the same macros with and
# without -mstrict-align, so its AArch64 row must be call-free in both. The Cortex-M7 (armv7e-m, no
# FPU macros by default) takes the M4's row.
SAME_ROW = {("aarch64-strict", "gcc"): "aarch64", ("aarch64-declared", "gcc"): "aarch64-strict",
            ("cortex-m7", "gcc"): "cortex-m4", ("cortex-m7", "clang"): "cortex-m4"}


def row_of(target, compiler):
    """The header row a build of this audit configuration compiles, or None if no row knows it."""
    row = SAME_ROW.get((target, compiler), target)
    return row if row in TARGET_CONDITION else None


def read(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def group(rows):
    """{(target, compiler): {function: {strategy: {level: row}}}}, in table order."""
    table = {}
    for r in rows:
        table.setdefault((r["target"], r["compiler"]), {}).setdefault(r["function"], {}) \
             .setdefault(r["strategy"], {})[r["level"]] = r
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


def row_configs(table, row, compiler):
    """The targets of the table whose builds with this compiler compile this header row."""
    return [t for (t, c) in table if c == compiler and row_of(t, c) == row]


def row_functions(table, row, compiler):
    """{function: {strategy: {(target, level): row}}} over one header row's configurations, the
    strategies every configuration measured."""
    configs = row_configs(table, row, compiler)
    merged = {}
    for t in configs:
        for f, by_strategy in table[(t, compiler)].items():
            for s, by_level in by_strategy.items():
                if s != "AUTO":
                    merged.setdefault(f, {}).setdefault(s, {}).update(
                        ((t, lv), r) for lv, r in by_level.items())
    complete = {s for fs in merged.values() for s in fs
                if all(any(k[0] == t for k in fs[s]) for t in configs)}
    return dict((f, dict((s, v) for s, v in fs.items() if s in complete))
                       for f, fs in merged.items()), configs


def row_choices(table, row, compiler, levels):
    """(picks, functions, keys) of one header row: the rule over the configuration named like the
    row, then the others as a tie-break, then the tie order."""
    functions, configs = row_functions(table, row, compiler)
    configs.sort(key=lambda t: t != row)
    first = [(t, lv) for t in configs[:1] for lv in levels]
    rest = [(t, lv) for t in configs[1:] for lv in levels]
    order = tie_order(functions)
    picked = {}
    for f, by_strategy in functions.items():
        if native(f):
            candidates = [s for s in order if s in by_strategy and eligible(by_strategy[s])]
            picked[f] = min(candidates, key=lambda s: (total(by_strategy[s], first), total(by_strategy[s], rest),
                                                       order.index(s))) if candidates else None
    return picked, functions, first + rest


def auto_strategy(function, picked):
    """The strategy AUTO compiles an accessor to."""
    return picked[function] if native(function) else "BYTES"


def default_of(picked, order=PREFERENCE):
    """The row's default: the strategy most accessors take, ties in the row's tie order."""
    counts = {s: list(picked.values()).count(s) for s in order}
    return max(order, key=lambda s: (counts[s], -order.index(s)))


def region_command(argv, doc, tool, render, region="AUTO table"):
    """The command line of auto-table and readme-table: `--levels "O2 O3 Os" TABLE.csv MODE [FILE]`,
    MODE print (the region to stdout), write (replaces FILE's region if it changed, so an unchanged
    file keeps its time stamp) or check (PASS/FAIL: FILE's region is current). render(rows, levels)
    gives the region; returns the exit status."""
    if len(argv) < 5 or argv[1] != "--levels" or (argv[4] != "print" and len(argv) < 6):
        sys.exit(doc)
    levels, rows, mode = argv[2].split(), read(argv[3]), argv[4]
    fresh = render(rows, levels)
    if mode == "print":
        sys.stdout.write(fresh)
        return 0
    path = argv[5]
    with open(path) as f:
        text = f.read()
    old = regions.body(text, region)
    if old is None:
        print(f"FAIL codegen {tool}: {path}: {regions.span(text, region)}")
        return 1
    if mode == "write":
        if old != fresh:
            with open(path, "w") as f:
                f.write(regions.replace(text, region, fresh))
        return 0
    if old == fresh:
        print(f"PASS codegen {tool}: the {region} in {path} is what the audit writes")
        return 0
    print(f"FAIL codegen {tool}: the {region} in {path} differs from what the audit writes (run make codegen)")
    return 1
