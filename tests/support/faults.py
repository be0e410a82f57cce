#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Planted faults: the one list format of the tree, and the one planter every *-faults check uses.

A fault list is a text file of stanzas separated by blank lines; `#` starts a comment line:

    fault: BYTES be32 get reads bytes 1 and 2 swapped
    file: src/unaligned.h
    in: ua_impl_get_be32
    old: return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
    new: return (uint32_t)p[0] << 24 | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | (uint32_t)p[3];
    strategy: BYTES

`fault` names the fault (unique in its list). An edit is `old` and `new`, in `file` (a path from
the top of the tree), inside `in`: every definition of that name (a function with the ACSL contract
above it, a declaration with its contract, a macro's `#define` with its continuation lines, an ACSL
lemma, a Python `def`, a shell function; all of them when `#if`/`#else` define it twice) or,
without `in`, anywhere in the file. `old` must occur exactly `count` times there (default 1), and
every occurrence is replaced: a fault whose text has moved or gone fails to plant, so a list cannot
rot silently. A stanza may hold several edits: each `old` starts one, with the `file`, `in` and
`count` given before it in the stanza; a `new` with no `old` before it is the file's whole new text.
A stanza with a `file` and no edit plants nothing (a check's control run on an unchanged copy). A value goes on over the next lines that start with `|` (after
optional blanks): the text after `| ` (or after a lone `|`) is one more line of it. Every other key
is the check's own (`strategy`, `checks`, `expect`, ...), read through `Fault.get`. `like: NAME`
plants the edits (and gives the `what`) of the fault NAME of the same list, which has its own.

Command line (for shell scripts; the Python checks import this module):
  faults.py table LIST KEY...     per fault, its name and those keys' values, tab-separated (`-` for
                                  one it lacks; `file`: the file of its first edit)
  faults.py plant LIST NAME DIR   a copy of the top directory of each file the fault names (src/,
                                  proofs/, ...) in DIR, with the fault planted; when it does not
                                  plant, prints why (one line) and exits 1
  faults.py write LIST NAME DIR   each file the fault edits, planted, as DIR/BASENAME (for a check
                                  that runs on a flat copy it makes itself)
  faults.py apply LIST NAME TREE  the fault planted in place in TREE, a copy of the whole tree that
                                  the check made itself
  faults.py check LIST...         the planter's self-test, then whether every fault of each list
                                  plants: PASS/FAIL lines (make fault-lists)
"""
import os, re, shutil, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Fault:
    def __init__(self, name, fields, edits, named, where):
        self.name, self.fields, self.edits, self.where = name, fields, edits, where
        self.named = named                      # every file the stanza names, edited or not

    def get(self, key, default=None):
        return self.fields.get(key, default)

    def files(self):
        return sorted(self.named)


def parse(path):
    """The faults of the list at path, in order; raises ValueError naming the line of a bad stanza."""
    faults, stanza, start = [], [], 0
    lines = open(path).read().split("\n")
    for number, line in enumerate(lines + [""], 1):
        if line.strip() == "":
            if stanza:
                faults.append(_stanza(stanza, f"{path}:{start}"))
            stanza = []
        elif line.lstrip().startswith("#") and not stanza or line.startswith("#"):
            continue
        else:
            if not stanza:
                start = number
            stanza.append((number, line))
    names = [f.name for f in faults]
    for name in names:
        if names.count(name) > 1:
            raise ValueError(f"{path}: fault '{name}' is listed {names.count(name)} times")
    _resolve_like(faults)
    return faults


def _resolve_like(faults):
    """Gives each fault with `like: NAME` the edits and `what` of the fault NAME."""
    by_name = {f.name: f for f in faults}
    for f in faults:
        if "like" in f.fields:
            model = by_name.get(f.fields["like"])
            if model is None or f.edits or f.named or "like" in model.fields:
                raise ValueError(f"{f.where}: fault '{f.name}': 'like' names no fault of this list with "
                                 "edits of its own, or the stanza has edits too")
            f.edits, f.named = model.edits, model.named
            f.fields.setdefault("what", model.get("what"))


def _stanza(lines, where):
    pairs = []
    for number, line in lines:
        cont = re.match(r"^[ \t]*\|(?: (.*)|)$", line)
        if cont:
            if not pairs:
                raise ValueError(f"{where}: line {number} continues no key")
            pairs[-1][1].append(cont.group(1) or "")
            continue
        m = re.match(r"^([a-z][a-z0-9_-]*):(?: (.*)|)$", line)
        if not m:
            raise ValueError(f"line {number} of the stanza at {where} is not 'key: value' or '| more'")
        pairs.append((m.group(1), [m.group(2)] if m.group(2) is not None else []))
    fields, edits, named, context = {}, [], set(), {"file": None, "in": None, "count": "1"}
    for key, parts in pairs:
        value = "\n".join(parts)
        if key == "old":
            edits.append(dict(context, old=value, new=None))
        elif key == "new":
            if not edits or edits[-1]["new"] is not None:
                edits.append(dict(context, old=None, new=value))    # the file's whole text
            else:
                edits[-1]["new"] = value
        elif key in ("file", "in", "count"):
            context[key] = value or None
            if key == "file" and value:
                named.add(value)
        else:
            fields[key] = value
    if "fault" not in fields:
        raise ValueError(f"{where}: stanza without 'fault:'")
    for e in edits:
        if e["new"] is None or e["file"] is None:
            raise ValueError(f"{where}: fault '{fields['fault']}': an edit needs file, old and new")
        if not e["count"].isdigit():
            raise ValueError(f"{where}: fault '{fields['fault']}': count '{e['count']}' is not a number")
    return Fault(fields["fault"], fields, edits, named, where)


def find(path, name):
    """The fault called name in the list at path (KeyError if none)."""
    for f in parse(path):
        if f.name == name:
            return f
    raise KeyError(f"{path} has no fault '{name}'")


def _python_spans(text, name):
    spans = []
    for m in re.finditer(r"^([ \t]*)def " + re.escape(name) + r"\(", text, re.M):
        indent, end = len(m.group(1)), len(text)
        for line in re.finditer(r"^([ \t]*)\S", text[m.end():], re.M):
            if len(line.group(1)) <= indent:
                end = m.end() + line.start()
                break
        spans.append((m.start(), end))
    return spans


def skip(text, i):
    """Index after the comment, string or character literal starting at text[i], or i."""
    two = text[i:i + 2]
    if two == "/*":
        j = text.find("*/", i + 2)
        return len(text) if j < 0 else j + 2
    if two == "//":
        j = text.find("\n", i)
        return len(text) if j < 0 else j
    if text[i] in "\"'":
        j = i + 1
        while j < len(text) and text[j] != text[i] and text[j] != "\n":
            j += 2 if text[j] == "\\" else 1
        return j + 1
    return i


def _brace_end(text, i):
    """Index after the brace that closes the one at text[i] (comments and literals skipped)."""
    depth = 0
    while i < len(text):
        j = skip(text, i)
        if j != i:
            i = j
            continue
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def _c_spans(text, name):
    spans = []
    # a macro: its #define line and the lines its backslashes continue
    for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+" + re.escape(name) + r"\b(?:.*\\\n)*.*\n?", text, re.M):
        spans.append(m.span())
    # a C or shell function: a line naming it with `(`, the `{` after its parameters (no `;` first)
    for m in re.finditer(r"^[^\n#;]*?\b" + re.escape(name) + r"[ \t]*\(", text, re.M):
        depth, i = 0, m.end() - 1
        while i < len(text):
            if text[i] == "(":
                depth += 1
            elif text[i] == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        k = i + 1
        while k < len(text) and text[k] in " \t\n":
            k += 1
        start = text.rfind("\n", 0, m.start()) + 1
        # the ACSL contract right above it, if any, belongs to it
        before, contract = text[:start].rstrip(), False
        if before.endswith("*/"):
            open_ = before.rfind("/*@")
            if open_ >= 0 and "*/" not in before[open_:-2]:
                start, contract = text.rfind("\n", 0, open_) + 1, True
        if k < len(text) and text[k] == "{":
            spans.append((start, _brace_end(text, k)))
        elif contract and k < len(text) and text[k] == ";":
            spans.append((start, k + 1))        # a declaration with its contract (a builtin's)
    # an ACSL lemma: from its keyword to the last `;` before the next declaration or block end
    for m in re.finditer(r"\blemma[ \t]+" + re.escape(name) + r"\b", text):
        after = re.compile(r"\b(?:lemma|logic|predicate|axiomatic)\b|^[ \t]*\}|\*/", re.M).search(text, m.end())
        stop = after.start() if after else len(text)
        spans.append((text.rfind("\n", 0, m.start()) + 1, text.rfind(";", m.end(), stop) + 1))
    return spans


def spans(text, name, path):
    """Where the definitions of name lie in text: (start, end) pairs, in order."""
    python = path.endswith(".py") or text.startswith("#!") and "python" in text.split("\n", 1)[0]
    return sorted(_python_spans(text, name) if python else _c_spans(text, name))


def apply(fault, read):
    """{file: new text} for the fault (read(file) gives a file's text), or why it does not plant."""
    out = {}
    for e in fault.edits:
        text = out.get(e["file"])
        if e["old"] is None:
            out[e["file"]] = e["new"]
            continue
        if text is None:
            text = read(e["file"])
            if text is None:
                return f"{e['file']} does not exist"
        where = [(0, len(text))] if e["in"] is None else spans(text, e["in"], e["file"])
        if not where:
            return f"{e['file']} defines no {e['in']}"
        found = sum(text.count(e["old"], s, t) for s, t in where)
        want = int(e["count"])
        if found != want:
            inside = f"the definition of {e['in']} in {e['file']}" if e["in"] else e["file"]
            return f"'{_short(e['old'])}' occurs {found} times in {inside}, not {want}"
        for s, t in reversed(where):
            text = text[:s] + text[s:t].replace(e["old"], e["new"]) + text[t:]
        out[e["file"]] = text
    return out


def _short(s):
    s = s.replace("\n", "\\n")
    return s if len(s) <= 60 else s[:57] + "..."


def _read(root):
    def read(rel):
        p = os.path.join(root, rel)
        return open(p).read() if os.path.isfile(p) else None
    return read


def _write(changed, dest):
    """Writes apply()'s {file: text}, each to dest(file): None, or apply()'s reason it did not plant."""
    if isinstance(changed, str):
        return changed
    for rel, text in changed.items():
        os.makedirs(os.path.dirname(dest(rel)), exist_ok=True)
        open(dest(rel), "w").write(text)
    return None


def plant_in_place(fault, tree):
    """Plants the fault in tree itself (a copy the caller made). None, or why it did not plant."""
    return _write(apply(fault, _read(tree)), lambda rel: os.path.join(tree, rel))


def write_flat(fault, out):
    """Writes each file the fault edits, planted, as out/BASENAME. None, or why it did not plant."""
    return _write(apply(fault, _read(ROOT)), lambda rel: os.path.join(out, os.path.basename(rel)))


def plant(fault, out, root=ROOT):
    """Copies the top directory of each edited file into out and plants the fault: None, or why not."""
    changed = apply(fault, _read(root))
    if isinstance(changed, str):
        return changed
    for top in sorted({f.split("/")[0] for f in fault.files()}):
        dest = os.path.join(out, top)
        shutil.rmtree(dest, ignore_errors=True)
        if os.path.isdir(os.path.join(root, top)):
            shutil.copytree(os.path.join(root, top), dest, symlinks=True)
    _write(changed, lambda rel: os.path.join(out, rel))
    for rel in changed:  # a file at the top of the tree is no directory's copy: give it its mode
        if os.path.exists(os.path.join(root, rel)):
            shutil.copymode(os.path.join(root, rel), os.path.join(out, rel))
    return None


SELFTEST_C = """/*@ requires ok: \\valid(p); */
static int inside(int *p)
{
    return *p + 1;
}
#define TWICE(x) \\
    ((x) + (x))
static int outside(int *p) { return *p + 1; }
"""


def selftest():
    """The planter's self-test: PASS/FAIL lines."""
    def one(stanzas):
        fs = [_stanza([(i, l) for i, l in enumerate(st.split("\n"), 1)], "selftest") for st in stanzas.split("\n\n")]
        try:
            _resolve_like(fs)
        except ValueError as e:
            return "'" + str(e)
        got = apply(fs[-1], lambda rel: SELFTEST_C)
        return got if isinstance(got, str) else got["t.c"]
    cases = [
        ("plants inside the named function only",
         "fault: a\nfile: t.c\nin: inside\nold: *p + 1\nnew: *p + 2", "inside", "return *p + 2;\n}\n#define"),
        ("refuses a text that is only outside the named function",
         "fault: b\nfile: t.c\nin: inside\nold: return *p + 1; }\nnew: x", "refuse", "occurs 0 times"),
        ("refuses a count that does not match",
         "fault: c\nfile: t.c\ncount: 3\nold: return *p + 1;\nnew: x", "refuse", "occurs 2 times"),
        ("takes a macro's continuation lines and a function's contract",
         "fault: d\nfile: t.c\nin: TWICE\nold: ((x) + (x))\nnew: ((x) * 2)\nin: inside\nold: \\valid(p)\n"
         "new: \\valid_read(p)", "inside", "((x) * 2)"),
        ("a new with no old is the whole file",
         "fault: f\nfile: t.c\nnew: int x;", "whole", "int x;"),
        ("refuses a name nothing defines",
         "fault: e\nfile: t.c\nin: nowhere\nold: *p\nnew: x", "refuse", "defines no nowhere"),
        ("like: plants the named fault's edits",
         "fault: g\nfile: t.c\nin: inside\nold: *p + 1\nnew: *p + 2\n\nfault: h\nlike: g", "inside", "return *p + 2;"),
        ("like: refuses a stanza with edits of its own",
         "fault: g\nfile: t.c\nold: *p\nnew: x\n\nfault: h\nlike: g\nfile: t.c\nold: *p\nnew: y", "refuse",
         "the stanza has edits too"),
    ]
    ok = True
    for label, stanza, kind, want in cases:
        got = one(stanza)
        good = want in got and (kind == "refuse") == (got.startswith("'") or got.startswith("t.c"))
        print(f"{'PASS' if good else 'FAIL'} faults planter: {label}" + ("" if good else f": got {_short(got)}"))
        ok &= good
    return ok


def main(argv):
    if len(argv) >= 2 and argv[0] == "table":
        for f in parse(argv[1]):
            row = [f.name] + [(f.edits[0]["file"] if key == "file" and f.edits else f.get(key, "-"))
                              for key in argv[2:]]
            print("\t".join(row))
        return 0
    if len(argv) == 4 and argv[0] in ("plant", "apply", "write"):
        planter = {"plant": plant, "apply": plant_in_place, "write": write_flat}[argv[0]]
        why = planter(find(argv[1], argv[2]), argv[3])
        if why:
            print(why)
        return 1 if why else 0
    if len(argv) >= 2 and argv[0] == "check":
        status = 0 if selftest() else 1
        for path in argv[1:]:
            try:
                bad = [(f.name, apply(f, _read(ROOT))) for f in parse(path)]
            except ValueError as e:
                print(f"FAIL faults {path}: {e}")
                status = 1
                continue
            bad = [(n, why) for n, why in bad if isinstance(why, str)]
            for n, why in bad:
                print(f"FAIL faults {path}: '{n}' does not plant: {why}")
            if not bad:
                print(f"PASS faults {path}: every fault plants")
            status |= bool(bad)
        return status
    print("Command line" + __doc__.split("Command line")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except (KeyError, ValueError, OSError) as e:
        print(e.args[0] if isinstance(e, KeyError) else e)   # the caller's FAIL line says why
        sys.exit(1)
