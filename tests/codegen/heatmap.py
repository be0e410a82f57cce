#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Renders the audit table (CSV from measure.py) as an SVG heat map: one row per accessor, one
column per target x compiler x strategy, colour and number = instructions at -O2; calls in purple.

usage: heatmap.py TABLE.csv > heatmap.svg
"""
import csv
import math
import sys

LEVEL = "O2"  # the picture shows one level; table.md has the totals of every level
CELL_W, CELL_H = 17, 13
LEFT, TOP = 86, 62
TARGET_GAP, COMPILER_GAP = 10, 4
# Light to dark on a log scale: 2 instructions (one load and a return) to 48.
STOPS = [(0.0, (247, 251, 255)), (0.3, (253, 212, 158)), (0.55, (252, 141, 89)),
         (0.8, (215, 48, 31)), (1.0, (127, 0, 0))]
LOW, HIGH = 2, 48
CALL_COLOUR = "#4a1486"
STRATEGY_LETTER = {"AUTO": "A", "MEMCPY": "M", "PACKED": "P", "BYTES": "B", "DIRECT": "D"}


def colour(n):
    t = min(1.0, max(0.0, math.log(n / LOW) / math.log(HIGH / LOW)))
    for (t0, c0), (t1, c1) in zip(STOPS, STOPS[1:]):
        if t <= t1:
            f = (t - t0) / (t1 - t0)
            return "#%02x%02x%02x" % tuple(round(a + (b - a) * f) for a, b in zip(c0, c1))
    return "#%02x%02x%02x" % STOPS[-1][1]


def text(x, y, s, size=8, anchor="middle", fill="#000", weight="normal"):
    return (f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}">{s}</text>')


def number(x, y, n, white):
    """The count inside a cell, styled by the header's sheet to keep the file small."""
    return f'<text x="{x}" y="{y}" class="{"n w" if white else "n"}">{n}</text>'


def main(path):
    with open(path, newline="") as f:
        rows = [r for r in csv.DictReader(f) if r["level"] == LEVEL]
    table = {}
    for r in rows:
        table.setdefault(r["target"], {}).setdefault(r["compiler"], {}) \
             .setdefault(r["strategy"], {})[r["function"]] = r
    functions = list(dict.fromkeys(r["function"] for r in rows))

    parts, x = [], LEFT
    for target, by_compiler in table.items():
        group_x = x
        for compiler, by_strategy in by_compiler.items():
            compiler_x = x
            for strategy, by_function in by_strategy.items():
                parts.append(text(x + CELL_W / 2, TOP - 4, STRATEGY_LETTER.get(strategy, strategy[0]),
                                  weight="bold" if strategy == "AUTO" else "normal"))
                for i, name in enumerate(functions):
                    r = by_function[name]
                    n, y = int(r["instructions"]), TOP + i * CELL_H
                    fill = CALL_COLOUR if r["calls"] else colour(n)
                    dark = r["calls"] or n >= 14
                    stroke = ' stroke="#000" stroke-width="2"' if r["arm_multi"] else ""
                    parts.append(f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" '
                                 f'fill="{fill}"{stroke}/>')
                    parts.append(number(x + CELL_W / 2, y + CELL_H - 3, n, dark))
                if strategy == "AUTO":
                    parts.append(f'<rect x="{x}" y="{TOP}" width="{CELL_W}" height="{len(functions) * CELL_H}" '
                                 f'fill="none" stroke="#000" stroke-width="1.2"/>')
                x += CELL_W
            parts.append(text((compiler_x + x) / 2, TOP - 16, compiler, size=8))
            x += COMPILER_GAP
        parts.append(text((group_x + x - COMPILER_GAP) / 2, TOP - 30, target, size=10, weight="bold"))
        x += TARGET_GAP
    for i, name in enumerate(functions):
        parts.append(text(LEFT - 4, TOP + i * CELL_H + CELL_H - 3, name, size=8, anchor="end"))

    # Legend: the colour scale, the call colour, the strategy letters.
    ly = TOP + len(functions) * CELL_H + 16
    for k, n in enumerate((2, 3, 4, 6, 8, 12, 16, 24, 32, 48)):
        lx = LEFT + k * (CELL_W + 2)
        parts.append(f'<rect x="{lx}" y="{ly}" width="{CELL_W}" height="{CELL_H}" fill="{colour(n)}"/>')
        parts.append(number(lx + CELL_W / 2, ly + CELL_H - 3, n, n >= 14))
    lx = LEFT + 10 * (CELL_W + 2) + 8
    parts.append(f'<rect x="{lx}" y="{ly}" width="{CELL_W}" height="{CELL_H}" fill="{CALL_COLOUR}"/>')
    parts.append(text(lx + CELL_W + 4, ly + CELL_H - 3,
                      "calls a function. Columns: A = AUTO (framed), M = MEMCPY, P = PACKED, B = BYTES, "
                      "D = DIRECT (only where the header accepts it). Number = instructions, return "
                      "included, GCC 12 and Clang 19 at -O2.", size=9, anchor="start"))
    width, height = x, ly + CELL_H + 8
    head = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif">',
            '<style>.n{font-size:7px;text-anchor:middle}.w{fill:#fff}</style>',
            f'<rect width="{width}" height="{height}" fill="#fff"/>',
            text(LEFT, 14, "unaligned: instructions per accessor, by target, compiler and strategy "
                 "(make codegen)", size=12, anchor="start", weight="bold")]
    print("\n".join(head + parts + ["</svg>"]))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
