# SPDX-License-Identifier: MIT
"""Generated regions: the one marker syntax and splicer of the tree. A region's body lies between
`/* BEGIN GENERATED: NAME ... */` and `/* END GENERATED: NAME */` lines in C (`<!-- ... -->` in
Markdown), each once in its file; a generator owns the body, never the marker lines.
"""
import re

OPEN = r"(?:/\*|<!--)"


def _marker(kind, name):
    return re.compile(r"^[ \t]*" + OPEN + r"[ \t]*" + kind + r" GENERATED: " + re.escape(name) + r"(?![\w-]).*\n?",
                      re.M)


def span(text, name):
    """(start, end) of the region's body in text, or a string saying why there is none."""
    begins = list(_marker("BEGIN", name).finditer(text))
    ends = list(_marker("END", name).finditer(text))
    if len(begins) != 1 or len(ends) != 1:
        return f"needs one BEGIN GENERATED: {name} and one END GENERATED: {name} marker line " \
               f"(has {len(begins)} and {len(ends)})"
    if ends[0].start() < begins[0].end():
        return f"END GENERATED: {name} comes before its BEGIN"
    return begins[0].end(), ends[0].start()


def body(text, name):
    """The region's body, or None when the markers are missing or repeated."""
    s = span(text, name)
    return None if isinstance(s, str) else text[s[0]:s[1]]


def replace(text, name, new_body):
    """text with the region's body replaced by new_body (which ends in a newline), or None when the
    markers are missing or repeated."""
    s = span(text, name)
    return None if isinstance(s, str) else text[:s[0]] + new_body + text[s[1]:]
