# SPDX-License-Identifier: MIT
"""A grouped bar chart as a standalone SVG string: enough for the benchmark figures, no plotting
library needed."""
import math
from xml.sax.saxutils import escape

COLOURS = ['#1b6ca8', '#e07b39', '#3a9d5d', '#c0392b', '#8e6bbf', '#7f7f7f', '#b8a030']


def _nice_max(v):
    """The smallest 1, 2 or 5 times a power of ten that is >= v: the top of the y axis."""
    if v <= 0:
        return 1.0
    power = 10.0 ** math.floor(math.log10(v))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= v)


def bar_chart(title, ylabel, groups, series, value):
    """groups: x labels; series: one bar per group each; value(group, series) -> float or None."""
    left, top, height, gap = 70, 50, 300, 14
    bar = max(9, min(30, 480 // max(1, len(groups) * len(series))))  # few bars: wider ones
    width = max(left + len(groups) * (len(series) * bar + gap) + 20, 100 * len(series) + left)
    vals = [value(g, s) for g in groups for s in series]
    ymax = _nice_max(max([v for v in vals if v is not None] or [1]))
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
           'font-size="11">' % (width, top + height + 90),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="20" font-size="14" font-weight="bold">%s</text>' % (left, escape(title)),
           '<text x="14" y="%d" transform="rotate(-90 14 %d)" text-anchor="middle">%s</text>'
           % (top + height // 2, top + height // 2, escape(ylabel))]
    for i in range(6):  # horizontal grid and y ticks
        y = top + height - height * i / 5
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>' % (left, width - 10, y, y))
        out.append('<text x="%d" y="%.1f" text-anchor="end">%g</text>' % (left - 4, y + 4, ymax * i / 5))
    for gi, g in enumerate(groups):
        x0 = left + gi * (len(series) * bar + gap) + gap // 2
        for si, s in enumerate(series):
            v = value(g, s)
            if v is None:
                continue
            h = height * v / ymax
            out.append('<rect x="%d" y="%.1f" width="%d" height="%.1f" fill="%s"><title>%s %s: %.3g</title></rect>'
                       % (x0 + si * bar, top + height - h, bar - 1, h, COLOURS[si % len(COLOURS)],
                          escape(g), escape(s), v))
        cx = x0 + len(series) * bar / 2
        out.append('<text x="%.1f" y="%d" text-anchor="end" transform="rotate(-60 %.1f %d)">%s</text>'
                   % (cx, top + height + 12, cx, top + height + 12, escape(g)))
    for si, s in enumerate(series):  # legend
        x = left + si * 100
        out.append('<rect x="%d" y="30" width="10" height="10" fill="%s"/>' % (x, COLOURS[si % len(COLOURS)]))
        out.append('<text x="%d" y="39">%s</text>' % (x + 14, escape(s)))
    out.append('</svg>')
    return '\n'.join(out) + '\n'
