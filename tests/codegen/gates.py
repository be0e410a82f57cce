#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The gates of the code generation audit, applied to a table written by measure.py.

usage: gates.py --levels "O2 O3 Os" TABLE.csv [--fault NAME GATE FAULT_ROWS.csv]... [--planted "ROWS.csv..."]

Prints one PASS or FAIL line per gate and target/compiler. Then, for every fault: its rows (measured
as AUTO at -O2) replace AUTO's rows for the same functions, and the named gate must fail on that
target/compiler; otherwise the gate could not catch what it exists for. --planted: one rows file per
target x compiler of the table (faults/planted_call.c measured as AUTO at -O2), each of which must
fail no-call there; a target x compiler of the table without one fails. --levels names the main
optimisation levels (AUTO's rule sums over them); the shape gates (single-access, armv5-limits)
look at -O2, the call and multi-word gates at every level measured.
"""
import argparse
import csv
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import auto_choice  # noqa: E402

KNOWN_MISSES = os.path.join(HERE, "known-misses.csv")
SHAPE_LEVEL = "O2"
MAIN_LEVELS = ["O2"]  # set from --levels

# x86-64 and AArch64: one load or store, and for the other byte order one of these swaps.
SWAPS = {
    "x86-64": {16: [["rol"], ["ror"]], 32: [["bswap"]], 64: [["bswap"]]},
    # rev16 (GCC) or rev + lsr (Clang 19) for 16 bits.
    "aarch64": {16: [["rev16"], ["rev", "lsr"]], 32: [["rev"]], 64: [["rev"]]},
}
NATIVE_ORDER = {"x86-64": "le", "aarch64": "le"}
RETURNS = {"ret", "retq"}

# ARMv5TE: instructions in all, return included. Clang keeps one more shift for be32/be64, so it
# is held to what it reaches, to catch regressions.
ARMV5_LIMITS = {
    "gcc": {"ua_get_le32": 8, "ua_get_be32": 8, "ua_get_le64": 17, "ua_get_be64": 17},
    "clang": {"ua_get_le32": 8, "ua_get_be32": 9, "ua_get_le64": 17, "ua_get_be64": 18},
}


def cost(row):
    """A call is worse than any number of instructions; then fewer instructions are better."""
    return (1 if row["calls"] else 0, int(row["instructions"]))


def group(rows):
    """{(target, compiler): {function: {strategy: {level: row}}}}, in table order."""
    table = defaultdict(lambda: defaultdict(lambda: defaultdict(dict)))
    for r in rows:
        table[(r["target"], r["compiler"])][r["function"]][r["strategy"]][r["level"]] = r
    return table


def at(functions, level):
    """{function: {strategy: row}} of one level."""
    return {n: {s: by_level[level] for s, by_level in by_strategy.items() if level in by_level}
            for n, by_strategy in functions.items()}


def load_known_misses():
    """{(target, compiler, level, function): (auto, best, reason)}: known compiler misses."""
    with open(KNOWN_MISSES, newline="") as f:
        return {(r["target"], r["compiler"], r["level"], r["function"]): (int(r["auto"]), int(r["best"]), r["reason"])
                for r in csv.DictReader(f)}


def never_worse(key, functions, misses):
    """AUTO's instructions summed over the main levels <= the best call-free strategy's sum (a
    strategy may win one level and lose more at another, GCC -Os); a call is worse than any count."""
    # A row shared by several configurations is held to the strategies call-free in all of them.
    row = auto_choice.row_of(*key)
    shared = auto_choice.row_functions(TABLE, row, key[1])[0] if row else {}
    levels = "+".join("-" + lv for lv in MAIN_LEVELS)
    misses_level = "+".join(MAIN_LEVELS)  # the level column of known-misses.csv
    problems, stale, excused = [], [], 0
    for name, by_strategy in functions.items():
        candidates = [s for s in by_strategy if s != "AUTO" and auto_choice.eligible(by_strategy[s])
                      and (name not in shared or (s in shared[name] and auto_choice.eligible(shared[name][s])))]
        if not candidates:
            problems.append(f"{name}: every strategy calls a function at some level")
            continue
        auto = by_strategy["AUTO"]
        auto_calls = any(auto[lv]["calls"] for lv in MAIN_LEVELS)
        auto_total = auto_choice.total(auto, MAIN_LEVELS)
        best = min(candidates, key=lambda s: auto_choice.total(by_strategy[s], MAIN_LEVELS))
        best_total = auto_choice.total(by_strategy[best], MAIN_LEVELS)
        worse = auto_calls or auto_total > best_total
        known = misses.get(key + (misses_level, name))
        if worse and known and not auto_calls and auto_total - best_total <= known[0] - known[1]:
            excused += 1
        elif worse:
            problems.append(f"{name} {levels} AUTO {auto_total}{'+call' if auto_calls else ''}"
                            f" > {best} {best_total}")
        elif known:
            stale.append(f"{name} {levels} is listed in known-misses.csv but AUTO is best now: remove the line")
    note = f" (known compiler misses within their bound: {excused})" if excused else ""
    return problems + stale, f"AUTO best or tied on {len(functions)} accessors, summed over {levels}{note}"


def auto_is_rule(key, functions, misses):
    """AUTO resolves every accessor to the rule's strategy and compiles to exactly its code."""
    row = auto_choice.row_of(*key)
    if row is None:
        return [f"no header row in auto_choice.TARGET_CONDITION for {' '.join(key)}"], ""
    picked = auto_choice.row_choices(TABLE, row, key[1], MAIN_LEVELS)[0]
    problems = []
    for name, by_strategy in functions.items():
        want = auto_choice.auto_strategy(name, picked)
        resolved = {auto["resolves_to"] for auto in by_strategy["AUTO"].values()}
        differs = [lv for lv, auto in by_strategy["AUTO"].items()
                   if want in by_strategy and lv in by_strategy[want] and auto["ops"] != by_strategy[want][lv]["ops"]]
        if resolved != {want}:
            problems.append(f"{name}: AUTO resolves to {'/'.join(sorted(resolved))}, the audit picks {want}")
        elif differs:
            problems.append(f"{name}: AUTO's code differs from {want}'s at -{'/-'.join(differs)}")
    mix = sorted({auto_choice.auto_strategy(n, picked) for n in functions})
    return problems, f"AUTO compiles each of {len(functions)} accessors to the audit's pick ({', '.join(mix)})"


def calls_agree(key, functions, misses):
    """measure.py's two call signals (undefined symbols, call instructions) agree everywhere. A call
    instruction with no undefined symbol may only reach the header's own out-of-line helper."""
    problems, count = [], 0
    for n, s in functions.items():
        for strategy, by_level in s.items():
            for lv, r in by_level.items():
                count += 1
                if r["calls"] and not r["call_insns"]:
                    problems.append(f"{n} under {strategy} -{lv}: depends on {r['calls']}, no call instruction seen")
                elif r["call_insns"] and not r["calls"] and not r["helpers"]:
                    problems.append(f"{n} under {strategy} -{lv}: call instruction {r['call_insns']}, no undefined symbol")
    return problems, f"undefined symbols and call instructions agree on {count} functions"


def no_call(key, functions, misses):
    problems = [f"{n} -{lv} calls {r['calls']}" for n, s in functions.items()
                for lv, r in s["AUTO"].items() if r["calls"]]
    levels = len(next(iter(functions.values()))["AUTO"])
    return problems, f"no AUTO accessor calls a function ({len(functions)} accessors, {levels} levels)"


def no_arm_multi(key, functions, misses):
    problems = [f"{n} under {strategy} -{lv}: {r['arm_multi']}" for n, s in functions.items()
                for strategy, by_level in s.items() for lv, r in by_level.items() if r["arm_multi"]]
    count = sum(len(by_level) for s in functions.values() for by_level in s.values())
    return problems, f"no ldrd/strd/ldm/stm off the stack in {count} functions (every strategy and level)"


def single_access(key, functions, misses):
    target, functions = key[0], at(functions, SHAPE_LEVEL)
    problems, checked = [], 0
    for name, s in functions.items():
        order, bits = name[-4:-2], int(name[-2:])
        if bits not in SWAPS[target]:
            continue
        checked += 1
        ops = s["AUTO"]["ops"].split()
        memory = [op for op in ops if op.endswith("*")]
        rest = [op for op in ops if not op.endswith("*") and op not in RETURNS]
        native = order in (NATIVE_ORDER[target], "ne")
        # movbe loads or stores and swaps at once: nothing is left to add.
        allowed = [[]] if native or any(op.startswith("movbe") for op in memory) else SWAPS[target][bits]
        if len(memory) != 1 or rest not in allowed or not any(op in RETURNS for op in ops):
            problems.append(f"{name}: {' '.join(ops)}")
    return problems, f"{checked} AUTO 16/32/64-bit accessors are one load or store (+ swap)"


# AArch64 built with GCC -mstrict-align: the byte code GCC must reach, return included.
STRICT_LIMITS = {"ua_get_le32": 8}


def within_limits(limits, functions):
    """AUTO's instructions at SHAPE_LEVEL against {function: the most allowed}: problems, detail."""
    count = {n: int(functions[n]["AUTO"][SHAPE_LEVEL]["instructions"]) for n in limits}
    problems = [f"{n} has {count[n]} instructions, at most {limit} allowed"
                for n, limit in limits.items() if count[n] > limit]
    return problems, ", ".join(f"{n[3:]} {count[n]}/{limit}" for n, limit in limits.items())


def strict_limits(key, functions, misses):
    problems, detail = within_limits(STRICT_LIMITS, functions)
    return problems, f"AUTO within limits at -{SHAPE_LEVEL} ({detail})"


def armv5_limits(key, functions, misses):
    problems, detail = within_limits(ARMV5_LIMITS[key[1]], functions)
    return problems, f"AUTO within limits ({detail})"


def shares_row(key):
    """GCC -mstrict-align builds the AArch64 row: AUTO need only be call-free there."""
    row = auto_choice.row_of(*key)
    return row is not None and row != key[0] and len(auto_choice.row_configs(TABLE, row, key[1])) > 1


# gate name -> (which (target, compiler) it applies to, check)
GATES = {
    "never-worse": (lambda key: not shares_row(key), never_worse),
    "auto-is-rule": (lambda key: True, auto_is_rule),
    "no-call": (lambda key: True, no_call),
    "calls-agree": (lambda key: True, calls_agree),
    "no-arm-multi": (lambda key: key[0].startswith(("arm", "cortex")), no_arm_multi),
    "single-access": (lambda key: key[0] in SWAPS, single_access),
    "armv5-limits": (lambda key: key[0] == "armv5te", armv5_limits),
    "strict-limits": (lambda key: key in (("aarch64-strict", "gcc"), ("aarch64-declared", "gcc")), strict_limits),
}
TABLE = {}  # the whole table being gated, for the rules of rows shared by several configurations


def run(table, gates, misses):
    """Yields (gate, key, problems, summary) for every gate that applies to every target/compiler."""
    global TABLE
    TABLE = table
    for gate in gates:
        applies, check = GATES[gate]
        for key, functions in table.items():
            if applies(key):
                problems, summary = check(key, functions, misses)
                yield gate, key, problems, summary


def replace_auto(rows, fault_rows):
    """The table with the fault's rows in place of AUTO's (None if one is missing)."""
    key = (fault_rows[0]["target"], fault_rows[0]["compiler"])
    level = fault_rows[0]["level"]
    replaced = {r["function"] for r in fault_rows}
    kept = [r for r in rows if not ((r["target"], r["compiler"]) == key and r["strategy"] == "AUTO"
                                    and r["level"] == level and r["function"] in replaced)]
    return kept + fault_rows if len(rows) - len(kept) == len(replaced) else None


def check_fault(rows, name, gate, fault_rows, misses):
    """The fault's rows stand in for AUTO: the named gate must now fail on its target/compiler."""
    if gate not in GATES or not fault_rows:
        return False, f"unknown gate {gate} or no rows"
    key = (fault_rows[0]["target"], fault_rows[0]["compiler"])
    level = fault_rows[0]["level"]
    kept = replace_auto(rows, fault_rows)
    if kept is None:
        return False, f"its functions {sorted({r['function'] for r in fault_rows})} do not all exist under AUTO on {key}"
    for g, k, problems, _ in run(group(kept), [gate], misses):
        if k == key and problems:
            return True, f"{gate} fails on {' '.join(key)}: {problems[0]}"
    return False, f"{gate} still passes on {' '.join(key)}"


def check_planted(rows, fault_rows, misses):
    """A planted call in AUTO's place must fail no-call with both functions named, by both signals."""
    if not fault_rows:
        return False, "no rows"
    key = (fault_rows[0]["target"], fault_rows[0]["compiler"])
    table = replace_auto(rows, fault_rows)
    if table is None:
        return False, f"{' '.join(key)}: the planted functions are not in the table under AUTO"
    problems = [p for g, k, ps, _ in run(group(table), ["no-call"], misses) if k == key for p in ps]
    missed = [r["function"] for r in fault_rows if not any(p.startswith(r["function"] + " ") for p in problems)]
    unseen = [f"{r['function']} ({r['calls'] or 'no undefined symbol'}, {r['call_insns'] or 'no call instruction'})"
              for r in fault_rows if not (r["calls"] and r["call_insns"])]
    if missed or unseen:
        return False, f"{' '.join(key)}: not caught by both signals: {', '.join(missed + unseen)}"
    return True, f"no-call fails on {' '.join(key)}: " + "; ".join(
        f"{r['function']} calls {r['calls']} ({r['call_insns']})" for r in fault_rows)


def main():
    global MAIN_LEVELS
    parser = argparse.ArgumentParser(usage=__doc__)
    parser.add_argument("--levels", required=True)
    parser.add_argument("table")
    parser.add_argument("--fault", nargs=3, action="append", default=[], metavar=("NAME", "GATE", "ROWS"))
    parser.add_argument("--planted", default="")
    args = parser.parse_args()
    MAIN_LEVELS = args.levels.split()
    rows = auto_choice.read(args.table)
    misses = load_known_misses()
    failed = 0
    for gate, key, problems, summary in run(group(rows), GATES, misses):
        label = f"codegen {gate} {key[0]} {key[1]}"
        if problems:
            failed += 1
            print(f"FAIL {label}: " + "; ".join(problems))
        else:
            print(f"PASS {label}: {summary}")
    for name, gate, path in args.fault:
        caught, detail = check_fault(rows, name, gate, auto_choice.read(path), misses)
        failed += not caught
        print(f"{'PASS' if caught else 'FAIL'} codegen fault {name} is caught: {detail}")
    if args.planted:
        covered = set()
        for fault_rows in map(auto_choice.read, args.planted.split()):
            caught, detail = check_planted(rows, fault_rows, misses)
            covered.add((fault_rows[0]["target"], fault_rows[0]["compiler"]) if fault_rows else None)
            failed += not caught
            print(f"{'PASS' if caught else 'FAIL'} codegen planted-call is caught: {detail}")
        for key in sorted(set(group(rows)) - covered):
            failed += 1
            print(f"FAIL codegen planted-call is caught: no planted call measured on {' '.join(key)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
