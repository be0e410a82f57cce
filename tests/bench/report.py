#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turns one benchmark run into ratios, a Markdown report and charts.

usage: report.py [--check] RESULTS_DIR

Reads what run-bench left in RESULTS_DIR: timing-<compiler>.csv (bench), callgrind-<compiler>.csv
(callgrind_counts.py) and machine.txt. Writes there: ratios.csv, results.md, accessors.md,
accessors-<compiler>.svg, parse.svg. Every ratio compares strategies measured in the same run:
  - timing: a strategy's best time over the fastest explicit strategy (AUTO excluded) of that loop,
    at that offset; per accessor, the times are first averaged over the offsets 0..15;
  - callgrind: instructions per operation, AUTO minus the fewest of the explicit strategies;
  - bulk conversions: throughput against memcpy of the same bytes (memcpy time / strategy time).
With --check, prints PASS/FAIL lines: FAIL when a ratio is missing (a loop lacks a strategy, or a
timed loop has no instruction count) or is not a finite positive number. Timings are never judged.
"""
import csv
import glob
import math
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from svg_chart import bar_chart  # noqa: E402

AUTO = 'AUTO'
REFERENCE = 'memcpy'  # the bulk conversions' yardstick, timed in the same repeats
GOAL_AUTO = 1.05      # docs/benchmarks.md's goals: AUTO within 5% of the fastest strategy,
GOAL_BULK_HOST = 0.9  # bulk host-order conversion at >= 0.9x memcpy throughput (n >= 1 Ki),
GOAL_BULK_OTHER = 0.8 # the other order at >= 0.8x
HOST_ORDER = 'le' if sys.byteorder == 'little' else 'be'
# AUTO's bulk rows forced to an x86-64 dispatch level (L0, L1, ...): bulk columns, not strategies.
LEVEL_ROW = re.compile(r'L[0-9]+$')


def read_csv(path):
    with open(path, newline='') as f:
        return list(csv.DictReader(f))


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return float('nan')


def finite_positive(x):
    return x is not None and math.isfinite(x) and x > 0


def fewest(values, strategies):
    """The smallest of values[s] for s in strategies; NaN when one is missing or not finite."""
    vals = [values.get(s) for s in strategies]
    return min(vals) if vals and all(finite_positive(v) for v in vals) else float('nan')


class Run:
    """Everything measured for one compiler."""

    def __init__(self, compiler, timing, counts):
        self.compiler = compiler
        self.strategies = list(dict.fromkeys(r['strategy'] for r in timing
                                                    if r['strategy'] != REFERENCE and not LEVEL_ROW.match(r['strategy'])))
        self.levels = sorted({r['strategy'] for r in timing if LEVEL_ROW.match(r['strategy'])}, key=lambda s: int(s[1:]))
        self.selected = {r['strategy']: r['selected'] for r in timing}
        self.best, self.rows = {}, {}  # (kind, name, op, mode, offset) -> {strategy: value}
        for r in timing:
            key = (r['kind'], r['name'], r['op'], r['mode'], int(r['offset']))
            self.best.setdefault(key, {})[r['strategy']] = number(r['best_ns'])
            self.rows.setdefault(key, {})[r['strategy']] = r
        self.ir = {}  # (kind, name, op) -> {strategy: instructions per operation}
        for r in counts:
            self.ir.setdefault((r['kind'], r['name'], r['op']), {})[r['strategy']] = number(r['ir_per_op'])
        self.ir_call = {(r['kind'], r['name'], r['op'], r['strategy']): number(r['ir_per_call']) for r in counts}

    def explicit(self):
        return [s for s in self.strategies if s != AUTO]

    def auto_minus_fewest(self, values):
        """AUTO's instruction count minus the fewest of the explicit strategies; NaN if one is missing."""
        return values.get(AUTO, float('nan')) - fewest(values, self.explicit())

    def ratios(self, values):
        """{strategy: value / fastest explicit value}, or None where that cannot be computed."""
        ref = fewest(values, self.explicit())
        return {s: (values[s] / ref if finite_positive(ref) and finite_positive(values.get(s)) else None)
                for s in self.strategies}

    def loops(self, kind):
        """(name, op, mode) of a kind, in the order measured."""
        return list(dict.fromkeys(k[1:4] for k in self.best if k[0] == kind))

    def mean_over_offsets(self, kind, name, op, mode):
        groups = [v for k, v in self.best.items() if k[:4] == (kind, name, op, mode)]
        return {s: sum(g.get(s, float('nan')) for g in groups) / len(groups)
                for s in self.strategies + self.levels + [REFERENCE]}

    def means(self, kind, mode):
        """{'op name': mean over offsets} of the loops of a kind in one mode, in the order measured."""
        return dict(('%s %s' % (op, name), self.mean_over_offsets(kind, name, op, mode))
                           for name, op, m in self.loops(kind) if m == mode)

    @staticmethod
    def vs_memcpy(values, s):
        """Throughput of s over that of memcpy of the same bytes, or None."""
        v, ref = values.get(s), values.get(REFERENCE)
        return ref / v if finite_positive(v) and finite_positive(ref) else None

    def problems(self):
        """Every ratio that is missing or not finite, as text."""
        out = []
        if not self.explicit():
            out.append('no strategy besides AUTO')
        for key, values in self.best.items():
            where = '/'.join(map(str, key))
            missing = [s for s in self.strategies if s not in values]
            if missing:
                out.append('%s: no time for %s' % (where, ', '.join(missing)))
            for s, r in self.ratios(values).items():
                if r is None or not math.isfinite(r):
                    out.append('%s %s: ratio not finite' % (where, s))
            if key[0] == 'bulk' and self.vs_memcpy(values, AUTO) is None:
                out.append('%s: no finite ratio to memcpy' % where)
        for kind, name, op in dict.fromkeys(k[:3] for k in self.best):
            values = self.ir.get((kind, name, op))
            if values is None:
                out.append('%s %s %s: no instruction count' % (kind, name, op))
                continue
            for s in self.strategies:
                if not finite_positive(values.get(s)):
                    out.append('%s %s %s %s: instruction count missing or not finite' % (kind, name, op, s))
        return out


def load(results):
    runs = []
    for path in sorted(glob.glob(os.path.join(results, 'timing-*.csv'))):
        compiler = os.path.basename(path)[len('timing-'):-len('.csv')]
        counts_path = os.path.join(results, 'callgrind-%s.csv' % compiler)
        counts = read_csv(counts_path) if os.path.exists(counts_path) else []
        runs.append(Run(compiler, read_csv(path), counts))
    return runs


def fmt(x, spec='%.2f'):
    return spec % x if x is not None and math.isfinite(x) else 'n/a'


def write_ratios(runs, path):
    with open(path, 'w', newline='') as f:
        w = csv.writer(f)
        w.writerow(['compiler', 'kind', 'name', 'op', 'mode', 'offset', 'strategy', 'best_ns', 'ratio_to_fastest',
                    'throughput_vs_memcpy'])
        for run in runs:
            for key, values in run.best.items():
                bulk, ratios = key[0] == 'bulk', run.ratios(values)  # levels: bulk columns, no ratio
                for s in run.strategies + (run.levels if bulk else []):
                    w.writerow([run.compiler] + list(key) + [s, fmt(values.get(s), '%.4f'),
                                fmt(ratios[s], '%.4f') if s in ratios else '',
                                fmt(run.vs_memcpy(values, s), '%.4f') if bulk else ''])


def label(run, s):
    return '%s (%s)' % (s, run.selected[s]) if s == AUTO else s


def accessor_table(run, mode):
    lines = ['| accessor | ' + ' | '.join(label(run, s) for s in run.strategies) + ' | AUTO / fastest |',
             '|---|' + '---:|' * (len(run.strategies) + 1)]
    for loop, mean in run.means('accessor', mode).items():
        lines.append('| %s | %s | %s |' % (loop, ' | '.join(fmt(mean[s], '%.3f') for s in run.strategies),
                                         fmt(run.ratios(mean).get(AUTO), '%.3f')))
    return lines


def count_table(run, which):
    lines = ['| %s | ' % which + ' | '.join(label(run, s) for s in run.strategies) + ' | AUTO - fewest |',
             '|---|' + '---:|' * (len(run.strategies) + 1)]
    for (kind, name, op), values in run.ir.items():
        if kind != which:
            continue
        lines.append('| %s %s | %s | %s |' % (op, name, ' | '.join(fmt(values.get(s), '%.3g') for s in run.strategies),
                                            fmt(run.auto_minus_fewest(values), '%+.3g')))
    return lines


def bytes_per_element(name):
    return int(name[2:]) // 8


def bulk_table(run):
    levels = ['%s (%s) / memcpy' % (s, run.selected[s]) for s in run.levels]
    lines = ['| conversion | n | ' + ' | '.join(label(run, s) for s in run.strategies) +
             ' | memcpy | AUTO / memcpy | worst offset |' + ''.join(' %s |' % x for x in levels),
             '|---|---:|' + '---:|' * (len(run.strategies) + 3 + len(levels))]
    for name, op, mode in run.loops('bulk'):
        mean = run.mean_over_offsets('bulk', name, op, mode)
        w = bytes_per_element(name)
        worst = [run.vs_memcpy(v, AUTO) for k, v in run.best.items() if k[:4] == ('bulk', name, op, mode)]
        worst = min(worst) if worst and None not in worst else None
        lines.append('| %s %s | %s | %s | %s | %s |%s' % (
            op, name, mode[2:], ' | '.join(fmt(w / mean[s] if finite_positive(mean[s]) else None, '%.1f')
                                            for s in run.strategies + [REFERENCE]),
            fmt(run.vs_memcpy(mean, AUTO), '%.2f'), fmt(worst, '%.2f'),
            ''.join(' %s |' % fmt(run.vs_memcpy(mean, s), '%.2f') for s in run.levels)))
    return lines


def parse_table(runs):
    lines = ['| compiler | strategy | records/s (best) | ns/record best | median | spread (IQR) | '
             'vs fastest | instructions/record | AUTO - fewest | instructions/call, fixed |',
             '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|']
    for run in runs:
        for key, values in run.best.items():
            if key[0] != 'parse':
                continue
            ratios = run.ratios(values)
            ir = run.ir.get(key[:3], {})
            for s in run.strategies:
                row = run.rows[key].get(s, {})
                best = values.get(s)
                lines.append('| %s | %s | %s M | %s | %s | %s%% | %s | %s | %s | %s |' % (
                    run.compiler, label(run, s), fmt(1e3 / best if finite_positive(best) else None),
                    fmt(best), fmt(number(row.get('median_ns'))), fmt(number(row.get('iqr_pct')), '%.1f'),
                    fmt(ratios.get(s), '%.3f'), fmt(ir.get(s), '%.0f'),
                    fmt(run.auto_minus_fewest(ir), '%+.0f') if s == AUTO else '',
                    fmt(run.ir_call.get(key[:3] + (s,)), '%.0f')))
    return lines


def goals(runs):
    """The goals, measured: AUTO within 5% of the fastest, and zero instructions apart."""
    lines = []
    for run in runs:
        for mode in ('sequential', 'random'):
            means = run.means('accessor', mode)
            misses = []
            for loop, mean in means.items():
                r = run.ratios(mean).get(AUTO)
                if r is None or r > GOAL_AUTO:
                    misses.append('%s %s' % (loop, fmt(r, '%.3f')))
            lines.append('- %s, %s addresses: AUTO within 5%% of the fastest for %d of %d accessors%s' % (
                run.compiler, mode, len(means) - len(misses), len(means),
                ('; misses: ' + ', '.join(misses)) if misses else ''))
        diffs = []
        for (kind, name, op), values in run.ir.items():
            d = run.auto_minus_fewest(values)
            if d != 0:  # NaN included: a missing count shows as a difference
                diffs.append('%s %s %s %+.3f' % (kind, op, name, d))
        bulk = [(n, o, m) for n, o, m in run.loops('bulk') if int(m[2:]) >= 1024]
        misses = []
        for name, op, mode in bulk:
            r = run.vs_memcpy(run.mean_over_offsets('bulk', name, op, mode), AUTO)
            goal = GOAL_BULK_HOST if name.startswith(HOST_ORDER) else GOAL_BULK_OTHER
            if r is None or r < goal:
                misses.append('%s %s %s %s (goal %.1f)' % (op, name, mode, fmt(r, '%.2f'), goal))
        if bulk:
            lines.append('- %s, bulk at n >= 1 Ki: AUTO at >= 0.9x memcpy (host order, %s) or >= 0.8x (other '
                         'order) for %d of %d conversions%s' % (
                             run.compiler, HOST_ORDER, len(bulk) - len(misses), len(bulk),
                             ('; misses: ' + ', '.join(misses)) if misses else ''))
        parse = run.ir.get(('parse', 'records', 'parse'), {})
        lines.append('- %s, callgrind: AUTO - fewest = %s instructions per record in the parsing workload; '
                     'accessors with a difference: %s' % (
                         run.compiler,
                         fmt(run.auto_minus_fewest(parse), '%+.3f'),
                         ', '.join(d for d in diffs if not d.startswith('parse')) or 'none'))
    return lines


def write_report(runs, results):
    machine = open(os.path.join(results, 'machine.txt')).read().strip() if os.path.exists(
        os.path.join(results, 'machine.txt')) else '(machine.txt missing)'
    md = ['# Benchmark results', '', '```', machine, '```', '',
          'Times are nanoseconds per operation, best of the repeats; strategies are interleaved in every '
          'repeat, and every ratio compares figures of the same run. "fastest" is the fastest explicit '
          'strategy (AUTO excluded). Raw figures and charts (`make bench` leaves them in build/bench/<variant>/results, '
          'not committed): accessors.md (every accessor\'s time and instruction count per strategy, which '
          'the goals below summarise), timing-*.csv (with medians and spreads), callgrind-*.csv (instruction counts), ratios.csv, '
          'and the SVG charts named below.', '', '## Goals', ''] + goals(runs) + ['', '## Parsing workload (records.h)', ''] + \
        parse_table(runs) + ['', 'Chart: parse.svg.', '']
    accessors = ['# Accessors: time and instructions per strategy', '', '```', machine, '```', '']
    for run in runs:
        for mode in ('sequential', 'random'):
            accessors += ['## Accessors, %s, %s addresses: ns per operation, mean over offsets 0..15'
                          % (run.compiler, mode), ''] + accessor_table(run, mode) + ['']
        accessors += ['## Accessors, %s: instructions per operation (callgrind)' % run.compiler, ''] + \
            count_table(run, 'accessor') + ['', 'Chart: accessors-%s.svg.' % run.compiler, '']
        if run.loops('bulk'):
            md += ['## Bulk conversions, %s: GB/s of the byte buffer, mean over byte offsets 0, 1, 3, 7' % run.compiler,
                   ''] + (['Lk columns: AUTO with its x86-64 dispatch level forced to k (UA_BULK_DISPATCH, '
                           'ua_impl_bulk_dispatch_force), throughput over memcpy\'s in the same repeats; AUTO runs '
                           'the level the CPU has.', ''] if run.levels else []) + bulk_table(run) + ['', 'Chart: bulk-%s.svg.' % run.compiler, '',
                                            '## Bulk conversions, %s: instructions per element (callgrind)' % run.compiler,
                                            ''] + count_table(run, 'bulk') + ['']
    files = {'results.md': '\n'.join(md), 'accessors.md': '\n'.join(accessors)}
    for run in runs:
        means = run.means('accessor', 'random')
        files['accessors-%s.svg' % run.compiler] = bar_chart(
            '%s -O2: accessor throughput, random addresses (mean over offsets 0..15)' % run.compiler,
            'million operations per second', list(means), run.strategies,
            lambda g, s: 1e3 / means[g][s] if finite_positive(means[g].get(s)) else None)
        bulk = run.means('bulk', 'n=1024')
        if bulk:
            files['bulk-%s.svg' % run.compiler] = bar_chart(
                '%s -O2: bulk conversions of 1024 elements against memcpy (GB/s)' % run.compiler,
                'GB/s of the byte buffer', list(bulk), run.strategies + [REFERENCE],
                lambda g, s: bytes_per_element(g.split()[1]) / bulk[g][s] if finite_positive(bulk[g].get(s)) else None)
    parse = {run.compiler: {s: v for k, vals in run.best.items() if k[0] == 'parse' for s, v in vals.items()}
             for run in runs}
    strategies = list(dict.fromkeys(s for run in runs for s in run.strategies))
    files['parse.svg'] = bar_chart('Parsing capture records: throughput per strategy', 'million records per second',
                                   [run.compiler for run in runs], strategies,
                                   lambda c, s: 1e3 / parse[c][s] if finite_positive(parse[c].get(s)) else None)
    for name, text in files.items():
        with open(os.path.join(results, name), 'w') as f:
            f.write(text)

def main(argv):
    check = '--check' in argv
    args = [a for a in argv if a != '--check']
    if len(args) != 1:
        sys.exit(__doc__)
    results = args[0]
    runs = load(results)
    failed = False
    if not runs:
        print('FAIL bench ratios: no timing-*.csv in %s' % results)
        return 1
    for run in runs:
        problems = run.problems()
        if check:
            if problems:
                failed = True
                print('FAIL bench ratios %s: %d missing or not finite, e.g. %s' % (run.compiler, len(problems),
                                                                                   problems[0]))
            else:
                print('PASS bench ratios %s: %d loops x %d strategies timed, %d instruction counts, all ratios '
                      'finite' % (run.compiler, len(run.best), len(run.strategies),
                                  sum(len(v) for v in run.ir.values())))
    write_ratios(runs, os.path.join(results, 'ratios.csv'))
    write_report(runs, results)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
