#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Disassembles accessor objects and writes one CSV row per function: its instruction count
(padding excluded), the functions it calls, the ARM multi-word accesses it contains, and its
mnemonics. The objects come from accessor_functions.c (functions named cg_get_le32 and so on).

usage: measure.py TARGET COMPILER OBJDUMP AUTO_RESOLVES_TO STRATEGY=OBJECT... > rows.csv
"""
import csv
import re
import subprocess
import sys

COLUMNS = ["target", "compiler", "strategy", "resolves_to", "function", "instructions", "calls", "arm_multi", "ops"]

FUNCTION = re.compile(r"^[0-9a-f]+ <cg_(\w+)>:$")
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


def functions(objdump, obj):
    """Yields (name, [(mnemonic, operands)], [called symbols], file format) per function."""
    text = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], check=True,
                          capture_output=True, text=True).stdout
    file_format, name, ops, calls = "", None, [], []
    for line in text.splitlines() + ["end:"]:
        m = FORMAT.search(line)
        if m:
            file_format = m.group(1)
            continue
        m = FUNCTION.match(line)
        if m or line == "end:" or line.startswith("Disassembly of section"):
            if name is not None:
                yield name, strip_padding(ops, file_format), calls, file_format
                name = None
            if m:
                name, ops, calls = m.group(1), [], []
            continue
        if name is None:
            continue
        m = RELOCATION.match(line)
        if m:
            if CALL_RELOCATION.search(m.group(1)):
                calls.append(m.group(2).split("@")[0].split("+")[0])
            continue
        m = INSTRUCTION.match(line)
        if m and not m.group(1).startswith(DATA):
            ops.append((m.group(1), COMMENT.sub("", m.group(2))))


def main(argv):
    if len(argv) < 6:
        sys.exit(__doc__)
    target, compiler, objdump, auto = argv[1:5]
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    for pair in argv[5:]:
        strategy, obj = pair.split("=", 1)
        seen = 0
        for name, ops, calls, file_format in functions(objdump, obj):
            seen += 1
            arm = "arm" in file_format and "aarch64" not in file_format
            # Stack slots are always aligned: only a multi-word access through another base counts.
            multi = [m for m, o in ops if arm and ARM_MULTI.match(m) and not STACK_BASED.search(o)]
            calls = sorted(set(calls)) + (["?"] if not calls and any(m == "call" for m, _ in ops) else [])
            out.writerow([target, compiler, strategy, auto if strategy == "AUTO" else strategy, "ua_" + name, len(ops), " ".join(calls),
                          " ".join(multi),
                          " ".join(m + ("*" if touches_memory(o) else "") for m, o in ops)])
        if seen == 0:
            sys.exit(f"measure.py: no cg_ function in {obj}")


if __name__ == "__main__":
    main(sys.argv)
