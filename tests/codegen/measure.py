#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Disassembles accessor objects and writes one CSV row per function: its instruction count
(padding excluded), the functions it calls, the ARM multi-word accesses it contains, and its
mnemonics. The objects come from accessor_functions.c (functions named cg_get_le32 and so on).

At -Og and -Os the compiler may leave one of the header's own static inline functions out of line
(ua_impl_get_le64) and call it. Such a helper is counted into the accessor (its instructions, once
per helper, transitively) and named in the helpers column; calls lists only other functions
(memcpy, __bswapsi2), which the gates forbid.

usage: measure.py TARGET COMPILER LEVEL OBJDUMP AUTO_RESOLVES_TO STRATEGY=OBJECT... > rows.csv

AUTO_RESOLVES_TO is a strategy name, or @FILE with one line FUNCTION=STRATEGY per accessor (what
tests/codegen/selected-strategy prints: AUTO resolves per accessor).
"""
import csv
import re
import subprocess
import sys

COLUMNS = ["target", "compiler", "level", "strategy", "resolves_to", "function", "instructions", "calls", "helpers",
           "arm_multi", "ops"]

FUNCTION = re.compile(r"^[0-9a-f]+ <([\w.]+)>:$")
INSTRUCTION = re.compile(r"^\s*[0-9a-f]+:\t(\S+)\s*(.*)$")
RELOCATION = re.compile(r"^\s*[0-9a-f]+: (R_\w+)\s+(\S+)")
FORMAT = re.compile(r"file format (\S+)")
# Relocation types that transfer control to another function, on every target of the audit.
CALL_RELOCATION = re.compile(r"CALL|JUMP|PLT|WDISP30|WPLT30|R_MIPS_26|JALR")
# Comments objdump appends: "@ ..." (ARM), "// ..." (AArch64), "# ..." (x86; ARM immediates have no space).
COMMENT = re.compile(r"\s+(@|//|#)\s.*$")
# Multi-word ARM accesses that trap on a misaligned address even where ldr/str do not.
ARM_MULTI = re.compile(r"^(ldrd|strd|ldm|stm)")
STACK_BASED = re.compile(r"^sp\b|\[sp\b")
DATA = (".word", ".short", ".byte", ".inst")  # literal pools, not instructions
PADDING = re.compile(r"^(nop\w*|xchg|int3|ud2)$")
DELAY_SLOT_FORMATS = ("mips", "sparc")
RETURN_OR_JUMP = {"jr", "j", "jalr", "b", "retl", "ret", "return", "jmpl"}


def touches_memory(operands):
    """Loads, stores and lea: every syntax in the audit writes a memory operand with ( or [."""
    return "(" in operands or "[" in operands


def strip_padding(ops, file_format):
    """Drops alignment nops at the end; keeps the one that fills a return's delay slot."""
    kept = list(ops)
    stripped = False
    while kept and PADDING.match(kept[-1][0]):
        kept.pop()
        stripped = True
    if stripped and any(f in file_format for f in DELAY_SLOT_FORMATS) and kept \
            and kept[-1][0] in RETURN_OR_JUMP:
        kept.append(ops[len(kept)])
    return kept


def symbol(relocated):
    """The function a relocation names: .text.ua_impl_get_le64-0x4 -> ua_impl_get_le64."""
    name = re.split(r"[-+@]", relocated)[0]
    return name[len(".text."):] if name.startswith(".text.") else name


def functions(objdump, obj):
    """Yields (name, [(mnemonic, operands)], [called or referenced symbols], [call-type symbols],
    file format) per function."""
    text = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], check=True,
                          capture_output=True, text=True).stdout
    file_format, name, ops, refs, calls = "", None, [], [], []
    for line in text.splitlines() + ["end:"]:
        m = FORMAT.search(line)
        if m:
            file_format = m.group(1)
            continue
        m = FUNCTION.match(line)
        if m or line == "end:" or line.startswith("Disassembly of section"):
            if name is not None:
                yield name, strip_padding(ops, file_format), refs, calls, file_format
                name = None
            if m:
                name, ops, refs, calls = m.group(1), [], [], []
            continue
        if name is None:
            continue
        m = RELOCATION.match(line)
        if m:
            refs.append(symbol(m.group(2)))
            if CALL_RELOCATION.search(m.group(1)):
                calls.append(symbol(m.group(2)))
            continue
        m = INSTRUCTION.match(line)
        if m and not m.group(1).startswith(DATA):
            ops.append((m.group(1), COMMENT.sub("", m.group(2))))


def main(argv):
    if len(argv) < 7:
        sys.exit(__doc__)
    target, compiler, level, objdump, auto = argv[1:6]
    if auto.startswith("@"):
        with open(auto[1:]) as f:
            auto = dict(line.strip().split("=", 1) for line in f if line.strip())
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    for pair in argv[6:]:
        strategy, obj = pair.split("=", 1)
        found = {name: rest for name, *rest in functions(objdump, obj)}
        helpers = {n for n in found if not n.startswith("cg_")}

        def called_helpers(name, seen):
            """The header's out-of-line functions name reaches, transitively."""
            for ref in found[name][1]:
                if ref in helpers and ref not in seen:
                    seen.add(ref)
                    called_helpers(ref, seen)
            return seen

        seen = 0
        for name, (ops, refs, calls, file_format) in found.items():
            if not name.startswith("cg_"):
                continue
            seen += 1
            used = sorted(called_helpers(name, set()))
            bodies = [(ops, calls, file_format)] + [(found[h][0], found[h][2], found[h][3]) for h in used]
            all_ops = [op for body, _, _ in bodies for op in body]
            # -O0 keeps every local in the frame (ldrd/strd through fp or r7 are frame slots); it is
            # measured for its calls only.
            arm = "arm" in file_format and "aarch64" not in file_format and level != "O0"
            # Stack slots are always aligned: only a multi-word access through another base counts.
            multi = [m for m, o in all_ops if arm and ARM_MULTI.match(m) and not STACK_BASED.search(o)]
            external = sorted({c for _, cs, _ in bodies for c in cs if c not in helpers})
            has_call = any(m == "call" for m, _ in all_ops)
            external += ["?"] if not external and not used and has_call else []
            resolves_to = strategy if strategy != "AUTO" else auto.get("ua_" + name[3:], "?") \
                if isinstance(auto, dict) else auto
            out.writerow([target, compiler, level, strategy, resolves_to, "ua_" + name[3:], len(all_ops),
                          " ".join(external), " ".join(used), " ".join(multi),
                          " ".join(m + ("*" if touches_memory(o) else "") for m, o in all_ops)])
        if seen == 0:
            sys.exit(f"measure.py: no cg_ function in {obj}")


if __name__ == "__main__":
    main(sys.argv)
