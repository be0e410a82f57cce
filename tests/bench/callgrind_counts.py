#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Instructions per operation of every benchmark loop, from two callgrind profiles.

usage: callgrind_counts.py OUT.csv MANIFEST_A.csv PROFILE_A MANIFEST_B.csv PROFILE_B

Each manifest is what `bench --callgrind N` wrote: which symbol ran how many operations (every
loop called once), with a different N for A and B. A loop's cost per call is C + c * N; the two
runs give c exactly (ir_per_op) and the fixed cost C of a call (prologue, epilogue). Costs are
inclusive: a symbol's own instructions plus those of whatever it calls (a memcpy, a clone such as
name.part.0, or the body GCC's identical code folding left it jumping to); divided by the number
of calls the symbol received, so a body shared that way is not counted twice. A symbol missing
from a profile is an error: it would leave a figure empty.
"""
import csv
import re
import sys

NAME = re.compile(r'^(c?fn)=(?:\((\d+)\))?\s*(.*)$')
KEY = ('compiler', 'kind', 'name', 'op', 'strategy')


def profile_costs(path):
    """Maps function name -> (inclusive instructions, calls received), over the whole profile."""
    names = {}   # compression id -> name
    cost, calls = {}, {}
    current = callee = None
    with open(path) as f:
        for line in f:
            line = line.rstrip('\n')
            m = NAME.match(line)
            if m:
                kind, ident, name = m.groups()
                if ident is not None and name:
                    names[ident] = name
                full = names.get(ident, name) if ident is not None else name
                if kind == 'fn':
                    current = full
                else:
                    callee = full
                continue
            if line.startswith('calls='):
                calls[callee] = calls.get(callee, 0) + int(line[6:].split()[0])
                continue   # the cost line after it is the callee's inclusive cost: the caller's too
            if not line or not (line[0].isdigit() or line[0] in '+-*'):
                continue   # headers, file and object names, empty lines
            fields = line.split()
            if current is not None and len(fields) > 1:
                cost[current] = cost.get(current, 0) + int(fields[1])
    return {name: (c, calls.get(name, 0)) for name, c in cost.items()}


def per_call(manifest, profile):
    """Maps KEY -> (row, operations, instructions of one call)."""
    costs = profile_costs(profile)
    out = {}
    for r in csv.DictReader(open(manifest)):
        ir, n = costs.get(r['symbol'], (0, 0))
        if ir == 0 or n == 0:
            raise SystemExit('callgrind_counts: no cost for %s in %s' % (r['symbol'], profile))
        out[tuple(r[k] for k in KEY)] = (r, int(r['ops']), ir / n)
    if not out:
        raise SystemExit('callgrind_counts: empty manifest %s' % manifest)
    return out


def main(out_path, manifest_a, profile_a, manifest_b, profile_b):
    a, b = per_call(manifest_a, profile_a), per_call(manifest_b, profile_b)
    if set(a) != set(b):
        raise SystemExit('callgrind_counts: the two manifests list different loops')
    with open(out_path, 'w', newline='') as out:
        w = csv.writer(out)
        w.writerow(list(KEY) + ['selected', 'ops', 'ir', 'ir_per_op', 'ir_per_call'])
        for key in a:
            row, n1, ir1 = a[key]
            _, n2, ir2 = b[key]
            if n1 == n2:
                raise SystemExit('callgrind_counts: both profiles ran %d operations' % n1)
            per_op = (ir2 - ir1) / (n2 - n1)
            w.writerow(list(key) + [row['selected'], n2, '%.0f' % ir2, '%.3f' % per_op,
                                    '%.0f' % (ir2 - per_op * n2)])
    return 0


if __name__ == '__main__':
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
