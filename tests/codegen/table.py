#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Renders the audit table (CSV from measure.py) as Markdown: what AUTO picks per target, totals
per strategy at every level, then instructions per accessor at -O2 for every target.

usage: table.py TABLE.csv > table.md
"""
import csv
import sys

DETAIL_LEVEL = "O2"


def cell(row, best):
    text = row["instructions"]
    if row["calls"]:
        text += " +call"
    if row["arm_multi"]:
        text += " " + row["arm_multi"]
    return f"**{text}**" if (bool(row["calls"]), int(row["instructions"])) == best else text


def main(path):
    with open(path, newline="") as f:
        every_level = list(csv.DictReader(f))
    levels = list(dict.fromkeys(r["level"] for r in every_level))
    rows = [r for r in every_level if r["level"] == DETAIL_LEVEL]
    # {target: {compiler: {function: {strategy: row}}}}, in table order
    table = {}
    for r in rows:
        table.setdefault(r["target"], {}).setdefault(r["compiler"], {}) \
             .setdefault(r["function"], {})[r["strategy"]] = r
    strategies = list(dict.fromkeys(r["strategy"] for r in rows))

    out = ["# Code generation audit: instructions per accessor", "",
           "Rendered by `make codegen-report` (or `make codegen`) from `tests/codegen/table.csv.xz` (do not",
           "edit). Every accessor is compiled as an",
           "external function at each level with each strategy the header accepts on the target; the count",
           "is the instructions objdump shows for it, the return included, padding excluded, plus the",
           "header's own helpers it calls out of line (at -Og/-Os). `+call`: it calls another function",
           "(memcpy, __bswapsi2). **Bold**: the fewest for that accessor, target and compiler where the",
           "strategies differ (a call counts as worse than any length). AUTO resolves per accessor.", "",
           f"## Totals over all {len({r['function'] for r in every_level})} accessors, per level", "",
           "| target | compiler | level | " + " | ".join(strategies) + " |",
           "|---|---|---|" + "---:|" * len(strategies)]
    by_level = {}
    for r in every_level:
        by_level.setdefault((r["target"], r["compiler"]), {}).setdefault(r["level"], []).append(r)
    for (target, compiler), per_level in by_level.items():
        for level in levels:
            # The committed table keeps only the calling rows of the levels outside the main ones
            # (commit-table): no totals from those; a fresh `make codegen` table has them all.
            if len(per_level.get(level, [])) < len(per_level.get(DETAIL_LEVEL, [])):
                continue
            totals = []
            for s in strategies:
                present = [r for r in per_level[level] if r["strategy"] == s]
                if not present:
                    totals.append("refused")
                    continue
                calls = sum(1 for r in present if r["calls"])
                total = sum(int(r["instructions"]) for r in present)
                totals.append(f"{total}" + (f" ({calls} call)" if calls == 1 else f" ({calls} calls)" if calls else ""))
            out.append(f"| {target} | {compiler} | -{level} | " + " | ".join(totals) + " |")

    for target, by_compiler in table.items():
        compilers = list(by_compiler)
        columns = [(c, s) for c in compilers for s in strategies
                   if any(s in fs for fs in by_compiler[c].values())]
        out += ["", f"## {target}, -{DETAIL_LEVEL}", "",
                "| accessor | " + " | ".join(f"{c} {s}" for c, s in columns) + " |",
                "|---|" + "---:|" * len(columns)]
        for name in by_compiler[compilers[0]]:
            cells = []
            for c, s in columns:
                fs = by_compiler[c][name]
                costs = {(bool(r["calls"]), int(r["instructions"])) for r in fs.values()}
                best = min(costs) if len(costs) > 1 else None  # no bold where all are equal
                text = cell(fs[s], best) if s in fs else ""
                cells.append(f"{text} ({fs[s]['resolves_to']})" if s == "AUTO" else text)
            out.append(f"| {name} | " + " | ".join(cells) + " |")
    print("\n".join(out))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
