#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Disassembles accessor objects and writes one CSV row per function: its instruction count
(padding excluded), the functions it calls, the ARM multi-word accesses it contains, and its
mnemonics. The objects come from accessor_functions.c (functions named cg_get_le32 and so on),
built with -ffunction-sections: one section per function.

A call is measured twice. `calls`: the undefined symbols the relocations of the function's own
section (and its helpers') name, read from the ELF symbol table (readelf), which no instruction
syntax can hide (SH4 calls through a literal-pool word, Alpha through the GOT). `call_insns`: the
call instructions the disassembly shows (CALL_SHAPES, per ISA). gates.py's calls-agree fails where
one sees a call and the other does not.

At -Og and -Os the compiler may leave one of the header's own static inline functions out of line
(ua_impl_get_le64) and call it. Such a helper is counted into the accessor (its instructions, once
per helper, transitively) and named in the helpers column; calls lists only other functions
(memcpy, __bswapsi2), which the gates forbid.

usage: measure.py [--wrapped] TARGET COMPILER LEVEL OBJDUMP AUTO_RESOLVES_TO STRATEGY=OBJECT... > rows.csv

--wrapped: the objects wrap functions of any name (cg_le32dec is le32dec: make codegen-deps's
public-functions), not accessors (cg_get_le32 is ua_get_le32).

AUTO_RESOLVES_TO is a strategy name, or @FILE with one line FUNCTION=STRATEGY per accessor (what
tests/codegen/selected-strategy prints: AUTO resolves per accessor).
"""
import csv
import os
import re
import subprocess
import sys

COLUMNS = ["target", "compiler", "level", "strategy", "resolves_to", "function", "instructions", "calls",
           "call_insns", "helpers", "arm_multi", "ops"]

FUNCTION = re.compile(r"^[0-9a-f]+ <([\w.]+)>:$")
INSTRUCTION = re.compile(r"^\s*[0-9a-f]+:\t(\S+)\s*(.*)$")
RELOCATION = re.compile(r"^\s*[0-9a-f]+: (\w+)\s+(\S+)")  # Alpha names have no R_
FORMAT = re.compile(r"file format (\S+)")
# objdump's comments: "@" (ARM), "//" (AArch64), "#" (x86; an ARM immediate has no space after #).
COMMENT = re.compile(r"\s+(@|//|#)\s.*$")
# They trap on a misaligned address even where ldr/str do not.
ARM_MULTI = re.compile(r"^(ldrd|strd|ldm|stm)")
STACK_BASED = re.compile(r"^sp\b|\[sp\b")
DATA = (".word", ".short", ".byte", ".inst")  # literal pools, not instructions
PADDING = re.compile(r"^(nop\w*|xchg|int3|ud2)$")
DELAY_SLOT_FORMATS = ("mips", "sparc")
RETURN_OR_JUMP = {"jr", "j", "jalr", "b", "retl", "ret", "return", "jmpl"}

# First call signal, which no instruction syntax hides: undefined symbols a function's section (or a
# helper's) relocates against. Not functions:
ABI_ANCHORS = {
    "_GLOBAL_OFFSET_TABLE_": "the GOT's address (i386, SPARC, m68k, PowerPC PIC code)",
    "_gp_disp": "MIPS o32 PIC: the offset that sets up $gp",
    "__gnu_local_gp": "MIPS non-PIC: the value of $gp",
    ".TOC.": "PowerPC64: the TOC pointer's base",
}
# SPARC's .register declarations: nameless undefined symbols of type REGISTER, not functions.
ANCHOR_TYPES = {"REGISTER"}

# Second signal: call instructions per ISA; jump: a tail call if relocated; indirect: a (tail) call
# unless `ret` matches it.
CALL_SHAPES = [
    ("x86-64|i386", dict(call=r"call\w*", jump=r"jmp\w*", indirect=r"jmp\w*\s+\*.*", ret=r"$^")),
    ("aarch64", dict(call=r"blr?", jump=r"b(\.\w+)?", indirect=r"br\s.*", ret=r"$^")),
    ("arm", dict(call=r"blx?(\.w)?", jump=r"b(eq|ne|cs|cc|mi|pl|hi|ls|ge|lt|gt|le|al)?(\.[nw])?",
                 indirect=r"bx\s.*", ret=r"bx\s+lr")),
    ("mips", dict(call=r"jalr?|bal|jalx|b\w*al", jump=r"j|b\w*", indirect=r"jr\s.*", ret=r"jr\s+ra")),
    ("sparc", dict(call=r"call", jump=r"b\w*(,\w+)*", indirect=r"jmpl?\s.*", ret=r"jmpl?\s+%[oi]7\s*\+\s*8.*")),
    ("powerpc", dict(call=r"bl|bctrl|blrl|bcl", jump=r"b", indirect=r"bctr\s*.*", ret=r"$^")),
    ("s390", dict(call=r"brasl?|basr?|balr?", jump=r"j\w*|brc\w*", indirect=r"br\s.*", ret=r"br\s+%r14")),
    ("riscv", dict(call=r"call|jalr?(?=\s+ra\b)|jal(?=\s+[0-9a-f]+\s+<)", jump=r"j|tail",
                   indirect=r"jr\s.*|jalr\s+(zero|x0).*", ret=r"jr\s+ra|ret")),
    ("m68k", dict(call=r"jsr|bsr\w*|jbsr", jump=r"bra\w*|jra|jbra", indirect=r"jmp\s.*", ret=r"$^")),
    ("alpha", dict(call=r"jsr|bsr", jump=r"br", indirect=r"jmp\s.*", ret=r"$^")),
    ("hppa", dict(call=r"b,l(,n)?(?=\s.*,(rp|r2|%rp|%r2|r31|%r31)$)|bl|be,l|ble|blr",
                  jump=r"b(,[ln])*|bl|b,gate", indirect=r"bv(,n)?\s.*|be(,n)?\s.*", ret=r"bv(,n)?\s+%?r0\(%?(rp|r2)\)")),
    ("sh", dict(call=r"jsr|bsrf?", jump=r"bra|bt|bf|bt.s|bf.s|bt/s|bf/s", indirect=r"jmp\s.*|braf\s.*", ret=r"$^")),
]
# PowerPC PIC reads its own address with `bcl 20,31,next`: not a call.
NOT_A_CALL = re.compile(r"^bcl\s+20,(31|4\*cr7\+so),")


# A relocation against a .L label is a branch inside the function (Clang on RISC-V relocates its
# loops' jumps for linker relaxation).
LOCAL_LABEL = re.compile(r"^\.L")


def switch_dispatch(ops):
    """A jump through a switch table of the function's own labels: not a call."""
    return sh_switch_dispatch(ops) or hppa_switch_dispatch(ops)


def sh_switch_dispatch(ops):
    """SH's switch (GCC casesi): `mova TABLE,r0; mov.b @(r0,rN),rN; braf rN`, a jump within it."""
    return len(ops) >= 3 and ops[-1][0] == "braf" and any(m == "mova" for m, _ in ops[-3:-1])


def hppa_switch_dispatch(ops):
    """HPPA's switch (GCC -O1): `ldw,s rI(rT),rX; bv,n r0(rX)`, a jump through its own table."""
    return len(ops) >= 2 and re.match(r"^bv(,n)?$", ops[-1][0]) is not None \
        and re.match(r"^r0\((?!rp|r2\b)", ops[-1][1]) is not None \
        and any(m.startswith(("ldw,s", "ldwx,s")) for m, _ in ops[-3:-1])


# i386 and PowerPC PIC read the PC by calling the next instruction (`call 5 <f+0x5>; pop %eax`,
# `bl 18 <f+0x14>; mflr r30`): not a call to a function.
TARGET = re.compile(r"^([0-9a-f]+) <")
ADDRESS = re.compile(r"^\s*([0-9a-f]+):\t")


def reads_pc(last, line):
    target, here = TARGET.match(last[1]), ADDRESS.match(line)
    return bool(target and here) and int(target.group(1), 16) == int(here.group(1), 16)


def call_shape(file_format):
    for formats, shape in CALL_SHAPES:
        if re.search(formats, file_format):
            return {k: re.compile(r"^(" + v + (r")(\s.*)?$" if k in ("call", "jump") else r")$"))
                    for k, v in shape.items()}
    sys.exit(f"measure.py: no call instructions known for file format {file_format}")


# calls-agree's fault (UA_MEASURE_FAULT=relocation-names): calls by relocation name, blind to
# SH4's jsr and Alpha's LITUSE.
RELOCATION_NAMES = re.compile(r"CALL|JUMP|PLT|WDISP30|WPLT30|R_MIPS_26|JALR")


def call_site(shape, mnemonic, operands, relocation):
    """True if this instruction (with its relocation type, or None) calls another function."""
    if os.environ.get("UA_MEASURE_FAULT") == "relocation-names":
        return bool(relocation and RELOCATION_NAMES.search(relocation))
    relocated = relocation is not None
    text = f"{mnemonic} {operands}".strip()
    if NOT_A_CALL.match(text):
        return False
    if shape["call"].match(text):
        return True
    if shape["indirect"].match(text):
        return not shape["ret"].match(text)
    return bool(relocated and shape["jump"].match(text))


def dependencies(obj, readelf="readelf"):
    """{section: {undefined symbol}} and the object's undefined symbols, anchors left out."""
    text = subprocess.run([readelf, "-srW", obj], check=True, capture_output=True, text=True).stdout
    undefined, section, deps = set(), None, {}
    for line in text.splitlines():
        m = re.match(r"^Relocation section '\.rela?(\S+)'", line)
        if m:
            section = m.group(1)
            deps.setdefault(section, set())
            continue
        if line.startswith("Symbol table"):
            section = None
            continue
        f = line.split()
        if section is not None and len(f) >= 5 and f[2].startswith("R_"):
            deps[section].add(f[4])
        elif section is None and len(f) >= 7 and f[0].endswith(":") and f[6] == "UND":
            name = f[7] if len(f) > 7 else ""
            if f[0] != "0:" and f[3] not in ANCHOR_TYPES and name not in ABI_ANCHORS:
                undefined.add(name or "?")
    return {s: d & undefined for s, d in deps.items()}, undefined


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
    """Yields (name, ops, referenced symbols, call instructions, file format) per function."""
    text = subprocess.run([objdump, "-dr", "--no-show-raw-insn", obj], check=True,
                          capture_output=True, text=True).stdout
    file_format, name, ops, refs, calls, shape, last = "", None, [], [], [], None, None

    def last_calls(relocation):
        """The previous instruction, with its relocation type (or None), calls a function."""
        return last is not None and call_site(shape, *last, relocation) and not switch_dispatch(ops)
    for line in text.splitlines() + ["end:"]:
        m = FORMAT.search(line)
        if m:
            file_format = m.group(1)
            shape = call_shape(file_format)
            continue
        m = FUNCTION.match(line)
        if m or line == "end:" or line.startswith("Disassembly of section"):
            if name is not None:
                if last_calls(None):
                    calls.append(last[0])
                yield name, strip_padding(ops, file_format), refs, calls, file_format
                name = None
            if m:
                name, ops, refs, calls, last = m.group(1), [], [], [], None
            continue
        if name is None:
            continue
        m = RELOCATION.match(line)
        if m:
            refs.append(symbol(m.group(2)))
            # objdump prints an instruction's relocations after it.
            relocation = None if LOCAL_LABEL.match(m.group(2)) else m.group(1)
            if last_calls(relocation):
                calls.append(last[0])
            last = None
            continue
        if last_calls(None) and not reads_pc(last, line):
            calls.append(last[0])
        last = None
        m = INSTRUCTION.match(line)
        if m and not m.group(1).startswith(DATA):
            ops.append((m.group(1), COMMENT.sub("", m.group(2))))
            last = ops[-1]


def main(argv):
    wrapped = len(argv) > 1 and argv[1] == "--wrapped"
    if wrapped:
        argv = argv[:1] + argv[2:]
    if len(argv) < 7:
        sys.exit(__doc__)
    target, compiler, level, objdump, auto = argv[1:6]
    readelf = objdump[:-len("objdump")] + "readelf" if objdump.endswith("objdump") else "readelf"
    if auto.startswith("@"):
        with open(auto[1:]) as f:
            auto = dict(line.strip().split("=", 1) for line in f if line.strip())
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(COLUMNS)
    for pair in argv[6:]:
        strategy, obj = pair.split("=", 1)
        found = {name: rest for name, *rest in functions(objdump, obj)}
        deps, undefined = dependencies(obj, readelf)
        helpers = {n for n in found if not n.startswith("cg_")}
        attributed = set().union(*[deps.get(".text." + n, set()) for n in found])
        if undefined - attributed:
            sys.exit(f"measure.py: {obj}: undefined symbols {sorted(undefined - attributed)} not referenced "
                     "from a function's own section (built without -ffunction-sections?)")

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
            # -O0 keeps locals in the frame (ldrd/strd there are stack slots): measured for calls only.
            arm = "arm" in file_format and "aarch64" not in file_format and level != "O0"
            # Stack slots are always aligned: only a multi-word access through another base counts.
            multi = [m for m, o in all_ops if arm and ARM_MULTI.match(m) and not STACK_BASED.search(o)]
            external = sorted(set().union(*[deps.get(".text." + n, set()) for n in [name] + used]))
            call_insns = [c for _, cs, _ in bodies for c in cs]
            resolves_to = strategy if strategy != "AUTO" else auto.get("ua_" + name[3:], "?") \
                if isinstance(auto, dict) else auto
            out.writerow([target, compiler, level, strategy, resolves_to, name[3:] if wrapped else "ua_" + name[3:],
                          len(all_ops),
                          " ".join(external), " ".join(call_insns), " ".join(used), " ".join(multi),
                          " ".join(m + ("*" if touches_memory(o) else "") for m, o in all_ops)])
        if seen == 0:
            sys.exit(f"measure.py: no cg_ function in {obj}")


if __name__ == "__main__":
    main(sys.argv)
