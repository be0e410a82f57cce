# SPDX-License-Identifier: MIT
"""The mutation operators of `make mutation`: every mutant of one header, in a fixed order.

Only code is mutated: comments (so every ACSL annotation) and string literals are masked first.
Lines that are not behaviour are skipped: #include, #error, include guards, version numbers, and
every line under `#ifdef __FRAMAC__` (make prove checks those). Each operator is a function of the
masked text; tests/mutation/README.md gives an example of each.
"""
import dataclasses
import os
import re
import sys
from dataclasses import dataclass

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import faults  # noqa: E402  (skip: the one reader of comments and literals)


@dataclass(frozen=True)
class Mutant:
    header: str      # file name under src/, e.g. "unaligned.h"
    line: int        # 1-based line of the first changed character
    op: str          # operator name (OPERATORS below)
    start: int       # character offset of the replaced text in the original file
    end: int
    old: str
    new: str
    where: str = ""  # the function, macro or #if the change is in (definition_names below)
    nth: int = 1     # 1 for the first mutant with the same header, where, op, old and new; then 2...

    @property
    def ident(self):
        """Stable name: header, definition, operator, old and new text. No line number, so an edit
        elsewhere in the header keeps the names of tests/mutation/equivalent.csv valid."""
        dup = f"#{self.nth}" if self.nth > 1 else ""
        return f"{self.header}:{self.where}:{self.op}:{_flat(self.old)}->{_flat(self.new)}{dup}"

    def apply(self, text):
        assert text[self.start:self.end] == self.old, self.ident
        return text[:self.start] + self.new + text[self.end:]


def _flat(s):
    return " ".join(s.split())[:60]


def mask(text):
    """Comments and string literals replaced by spaces (newlines kept), so offsets stay valid."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        j = faults.skip(text, i)
        if j == i:
            i += 1
            continue
        for k in range(i, min(j, n)):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


SKIPPED_DIRECTIVE = re.compile(r"^\s*#\s*(include|error)\b|^\s*#\s*define\s+UA_VERSION_|_H_INCLUDED\b")


def mutable_lines(masked):
    """Per line (0-based): True if its code may be mutated (see the module comment)."""
    lines = masked.split("\n")
    ok = []
    stack = []  # one entry per open #if: True if it is the Frama-C-only group
    for line in lines:
        d = re.match(r"^\s*#\s*(\w+)(.*)", line)
        kind = d.group(1) if d else None
        if kind in ("if", "ifdef", "ifndef"):
            stack.append(kind == "ifdef" and d.group(2).strip() == "__FRAMAC__")
        in_framac = any(stack)
        if kind == "endif" and stack:
            stack.pop()
        if kind in ("else", "elif") and stack and stack[-1]:
            stack[-1] = False  # the #else of #ifdef __FRAMAC__ is what compilers see
            in_framac = True
        ok.append(not in_framac and not SKIPPED_DIRECTIVE.search(line) and line.strip() != "")
    return ok


def definition_names(masked):
    """Per line (0-based): the function, table, macro or #if it belongs to."""
    names, current, depth = [], "", 0
    for line in masked.split("\n"):
        d = re.match(r"^\s*#\s*define\s+(\w+)", line)
        c = re.match(r"^\s*#\s*(if|elif|ifdef|ifndef)\b(.*)", line)
        # attributes before the name are not it: __attribute__((...)), UA_IMPL_TARGET(isa)
        f = re.match(r"^[A-Za-z_][\w \t*]*?\b(\w+)\s*\(",
                     re.sub(r"\b__attribute__\s*\(\(.*?\)\)\s*|\bUA_IMPL_TARGET\s*\([^)]*\)\s*", "", line))
        t = re.match(r"^static\s+const\s+[\w \t*]*?\b(\w+)\s*\[", line)  # a table
        if d:
            current = d.group(1)
        elif depth == 0 and t:
            current = t.group(1)
        elif depth == 0 and c:  # an #if inside a function body stays that function's
            current = "#" + c.group(1) + " " + " ".join(c.group(2).replace("\\", " ").split())[:40]
        elif depth == 0 and f and not line.rstrip().endswith(";"):
            current = f.group(1)
        names.append(current)
        if not d and not re.match(r"^\s*extern\b", line):  # extern "C" { is not a body
            depth = max(0, depth + line.count("{") - line.count("}"))
    return names


def _line_starts(text):
    starts, pos = [0], 0
    for line in text.split("\n"):
        pos += len(line) + 1
        starts.append(pos)
    return starts


# ---- operators: each yields (start, end, new) over the masked text

def op_shift(m):
    """Shift amount N of `<< N` / `>> N`: N - 8 (N + 8 when N < 8)."""
    for x in re.finditer(r"(<<|>>)\s*(\d+)\b", m):
        n = int(x.group(2))
        yield x.start(2), x.end(2), str(n - 8 if n >= 8 else n + 8)


def op_index(m):
    """Constant subscript p[N]: N + 1 for p[0], N - 1 otherwise."""
    for x in re.finditer(r"\[\s*(\d+)\s*\]", m):
        n = int(x.group(1))
        yield x.start(1), x.end(1), str(n + 1 if n == 0 else n - 1)


def op_constant(m):
    """Other integer constants: a hexadecimal mask loses its top bit (0xFF00u -> 0x7F80u), a decimal
    N becomes N + 1. Shift amounts and subscripts are the operators' above."""
    for x in re.finditer(r"(?<![\w.])(0[xX][0-9A-Fa-f]+|\d+)([uUlL]*)\b", m):
        before = m[:x.start()].rstrip()
        if before.endswith(("<<", ">>", "[")) or re.search(r"\b(int|uint)$", before):
            continue
        after = m[x.end():x.end() + 1]
        if after == "]" or before.endswith("##"):
            continue
        lit = x.group(1)
        if lit.lower().startswith("0x"):
            v = int(lit, 16)
            if v < 2:
                continue
            new = "0x%X" % (v >> 1)
        else:
            new = str(int(lit) + 1)
        yield x.start(1), x.end(1), new


BINARY_SWAPS = {"|": "&", "&": "|", "+": "-", "-": "+", "^": "|", "|=": "&=", "&=": "|=",
                "+=": "-=", "-=": "+="}


def op_arith(m):
    """Binary arithmetic and bitwise operators: | <-> &, + <-> -, ^ -> |, compound forms too; a
    multiplication by a constant becomes a division (the only `*` that is surely not a pointer)."""
    for x in re.finditer(r"(?<![|&+\-^<>=!])(\|=|&=|\+=|-=|\||&|\+|-|\^)(?![|&+\-=>])", m):
        prev = m[:x.start()].rstrip()
        if not prev or not (prev[-1].isalnum() or prev[-1] in "_)]"):
            continue  # unary: address-of, negation, or the start of a directive value
        if re.search(r"\b(return|case)$", prev):
            continue
        yield x.start(), x.end(), BINARY_SWAPS[x.group(1)]
    for x in re.finditer(r"(?<=[\w)\]])\s*(\*)\s*(?=0[xX][0-9A-Fa-f]|\d)|(?<=\d[uU])\s*(\*)\s*(?=[\w(])", m):
        g = 1 if x.group(1) else 2
        yield x.start(g), x.end(g), "/"


RELATIONAL_SWAPS = {"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==",
                    "&&": "||", "||": "&&"}


def op_relational(m):
    """Comparisons and logical operators: < <-> <=, > <-> >=, == <-> !=, && <-> ||."""
    for x in re.finditer(r"(?<![<>=!&|-])(<=|>=|==|!=|&&|\|\||<|>)(?![<>=&|])", m):
        prev = m[:x.start()].rstrip()
        if x.group(1) in "<>" and (prev.endswith("#include") or prev.endswith("-")):
            continue
        yield x.start(), x.end(), RELATIONAL_SWAPS[x.group(1)]


NARROWER = {"uint64_t": "uint32_t", "uint32_t": "uint16_t", "uint16_t": "uint8_t", "size_t": "uint8_t"}


def op_cast(m):
    """Integer casts (uintN_t) / (size_t): one width narrower."""
    for x in re.finditer(r"\(\s*(uint64_t|uint32_t|uint16_t|size_t)\s*\)", m):
        yield x.start(1), x.end(1), NARROWER[x.group(1)]


def op_delete(m, ok_line):
    """A whole statement inside a function body deleted (declarations and for-headers excluded)."""
    braces, parens, start = [], 0, None  # braces: True for a code block ({ after ")" or "else")
    i, n = 0, len(m)
    while i < n:
        c = m[i]
        if c == "#" and m[:i].rsplit("\n", 1)[-1].strip() == "":
            while True:  # a directive, with its continuation lines
                i = m.find("\n", i)
                if i < 0 or m[i - 1] != "\\":
                    break
                i += 1
            i = n if i < 0 else i
            continue
        if c == "{":
            before = m[:i].rstrip()
            braces.append(before.endswith((")", "else")) or (bool(braces) and braces[-1]))
            start = None
        elif c == "}":
            if braces:
                braces.pop()
            start = None
        elif c == "(":
            parens += 1
        elif c == ")":
            parens -= 1
        elif c == ";" and parens == 0:
            if start is not None and braces and braces[-1]:
                text = m[start:i + 1]
                decl = re.match(r"(const\s+)?(uint\d+_t|size_t|int|ua_\w+)\b[\s*]*\w+\s*(=|;|\[)", text)
                if not decl and ok_line[m.count("\n", 0, start)] \
                        and not re.match(r"(for|while|if|do|else)\b", text):
                    yield start, i + 1, ""
            start = None
        if start is None and not c.isspace() and c not in "{};" and braces and braces[-1]:
            start = i
        i += 1


def op_if(m):
    """Preprocessor conditions: #if/#elif C -> !(C), #ifdef <-> #ifndef (swapped branches)."""
    for x in re.finditer(r"^[ \t]*#[ \t]*(ifdef|ifndef)\b", m, re.M):
        yield x.start(1), x.end(1), "ifndef" if x.group(1) == "ifdef" else "ifdef"
    for x in re.finditer(r"^[ \t]*#[ \t]*(?:if|elif)[ \t]+((?:[^\n]*\\\n)*[^\n]*)", m, re.M):
        cond = x.group(1).rstrip()
        yield x.start(1), x.start(1) + len(cond), "!(" + cond + ")"


STRATEGY_NAMES = ["MEMCPY", "PACKED", "BYTES", "DIRECT"]


def op_auto_row(m):
    """A row of the AUTO table (#define UA_SELECTED_STRATEGY UA_STRATEGY_X under
    #if UA_STRATEGY == UA_STRATEGY_AUTO): each other strategy."""
    block = re.search(r"#if UA_STRATEGY == UA_STRATEGY_AUTO\n(.*?)\n#elif", m, re.S)
    if not block:
        return
    for x in re.finditer(r"#\s*define UA_SELECTED_STRATEGY UA_STRATEGY_(\w+)", block.group(1)):
        s = x.start(1) + block.start(1)
        for other in STRATEGY_NAMES:
            if other != x.group(1):
                yield s, s + len(x.group(1)), other


OPERATORS = {
    "shift": op_shift, "index": op_index, "constant": op_constant, "arith": op_arith,
    "relational": op_relational, "cast": op_cast, "delete": op_delete, "if": op_if,
    "auto-row": op_auto_row,
}


def mutants(header, text):
    """Every mutant of one header, sorted by position then operator."""
    m = mask(text)
    ok = mutable_lines(m)
    where = definition_names(m)
    starts = _line_starts(text)
    found = {}
    for name, op in OPERATORS.items():
        gen = op(m, ok) if name == "delete" else op(m)
        for start, end, new in gen:
            line = next(k for k in range(len(starts)) if starts[k + 1] > start)
            if not ok[line] and name != "delete":
                continue
            mu = Mutant(header, line + 1, name, start, end, text[start:end], new, where[line])
            if mu.old != mu.new:
                # one mutant per line, operator and change: the same change twice on one line is one
                found.setdefault((mu.line, mu.op, _flat(mu.old), _flat(mu.new)), mu)
    ordered = sorted(found.values(), key=lambda x: (x.start, x.op, x.new))
    seen = {}
    for i, mu in enumerate(ordered):
        key = (mu.where, mu.op, _flat(mu.old), _flat(mu.new))
        seen[key] = seen.get(key, 0) + 1
        ordered[i] = dataclasses.replace(mu, nth=seen[key])
    return ordered
