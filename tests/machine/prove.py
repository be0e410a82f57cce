# SPDX-License-Identifier: MIT
"""make prove-machine: proves the compiled code of every public accessor equal to the byte model on
one ISA's z3 model. What is proved and what FAILs: docs/proofs.md; how: README.md. The forms
executed go to FORMS_JSON for validate.py.

usage: prove.py [--isa x86-64|aarch64|aarch64-strict|armv7|armv5te] [--only NAME] [--families "unsigned signed"] [--forms FORMS_JSON] OUT_DIR LEVELS LABEL=CC... [-- CFLAGS...]
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import time

from elftools.elf.elffile import ELFFile
from elftools.elf.relocation import RelocationSection
import z3

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aarch64  # noqa: E402
import arm32  # noqa: E402
import byte_model  # noqa: E402
import core  # noqa: E402
import x86_64  # noqa: E402

ISAS = {m.NAME: m for m in (x86_64, aarch64, aarch64.STRICT, arm32.ARMV7, arm32.ARMV5TE)}

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
# family: (the source wrapping its accessors, the X-macro list of tests/support/accessors.h)
FAMILIES = {
    "unsigned": (os.path.join(ROOT, "tests", "codegen", "accessor_functions.c"), "UA_ALL_ACCESSORS"),
    "signed": (os.path.join(ROOT, "tests", "codegen", "signed_functions.c"), "UA_SIGNED_ACCESSORS"),
    "float": (os.path.join(ROOT, "tests", "machine", "float_functions.c"), "UA_FLOAT_ACCESSORS"),
    # proved under their precondition: p a multiple of the field's size
    "aligned": (os.path.join(ROOT, "tests", "codegen", "aligned_functions.c"), "UA_ALIGNED_ACCESSORS"),
}
TYPE_BITS = {"uint16_t": 16, "uint32_t": 32, "uint64_t": 64, "int16_t": 16, "int32_t": 32, "int64_t": 64,
             "float": 32, "double": 64}


def accessors(cc, xlist, suffix=""):
    """[(name, op, order, bits, type)] from tests/support/accessors.h."""
    text = f'#include "accessors.h"\n#define X(order, bits, type) @order bits type@\n{xlist}(X)\n'
    out = subprocess.run(shlex.split(cc) + ["-E", "-P", "-x", "c", "-I" + os.path.join(ROOT, "tests", "support"), "-"],
                         input=text, capture_output=True, text=True, check=True).stdout
    rows = []
    for item in out.replace("\n", " ").split("@"):
        f = item.split()
        if len(f) == 3 and f[1].lstrip("f").isdigit():
            order, bits, ctype = f
            order = order[:2] if order in ("les", "bes") else order
            bits = bits.lstrip("f")
            for op in ("get", "put"):
                rows.append((f"ua_{op}_{f[0]}{f[1]}{suffix}", op, order, int(bits), ctype))
    return rows


def sections(obj):
    """{function or section name: (code, relocations, thumb)}. A relocation: (offset, name, type, and
    for a local symbol, whose target the link cannot change, its section and offset there)."""
    out = {}
    with open(obj, "rb") as f:
        elf = ELFFile(f)
        symtab = elf.get_section_by_name(".symtab")
        relocs = {}
        for sec in elf.iter_sections():
            if isinstance(sec, RelocationSection) and sec.name.startswith((".rela.text", ".rel.text")):
                names = []
                for r in sec.iter_relocations():
                    sym = symtab.get_symbol(r["r_info_sym"])
                    addend = r["r_addend"] if r.is_RELA() else 0   # ARM's REL: the addend is in the code
                    local = sym["st_info"]["bind"] == "STB_LOCAL" and isinstance(sym["st_shndx"], int)
                    into = elf.get_section(sym["st_shndx"]).name if local else None
                    if not sym.name and into and sym["st_info"]["type"] == "STT_SECTION":   # the section it points into
                        name = into + "+" + str(addend)
                    else:
                        name = sym.name or "section+" + str(addend)
                    names.append((r["r_offset"], name, r["r_info_type"], into,
                                  (sym["st_value"] + addend) if local else None))
                relocs[sec.name[len(".rela" if sec.name.startswith(".rela") else ".rel"):]] = names
        thumb = set()   # 32-bit ARM: the sections whose code is Thumb (the mapping symbol $t at 0)
        for sym in symtab.iter_symbols():
            if sym.name == "$t" and sym["st_value"] == 0 and isinstance(sym["st_shndx"], int):
                thumb.add(elf.get_section(sym["st_shndx"]).name)
        for sec in elf.iter_sections():
            if sec.name.startswith(".text"):
                out[sec.name] = (sec.data(), relocs.get(sec.name, []), sec.name in thumb)
                if sec.name.startswith(".text.cg_"):
                    out[sec.name[len(".text."):]] = out[sec.name]
    return out


def prove(premise, claim):
    """True if claim holds whenever premise does (its negation is unsatisfiable)."""
    if z3.is_true(z3.simplify(claim)):
        return True
    s = z3.SolverFor("QF_ABV")
    s.add(premise, z3.Not(claim))
    r = s.check()
    if r == z3.unknown:
        raise core.Violation("z3 answered unknown")
    return r == z3.unsat


def counterexample(premise, wrong, *terms):
    """The values of terms where wrong holds under premise."""
    s = z3.Solver()
    s.add(premise, wrong)
    s.check()
    return [s.model().eval(t, model_completion=True) for t in terms]


def prove_function(isa, code, relocations, op, order, bits, ctype, forms, aligned=False, text_sections=None, thumb=False):
    """(True, detail) or (False, why). text_sections: where a followed tail call may go."""
    nbytes = bits // 8
    order = isa.ORDER if order == "ne" else order
    insns = {i.address: i for i in isa.disassembler(thumb).disasm(code, 0)}
    regs = {r: z3.BitVec(r + "0", isa.width(r)) for r in isa.REGISTERS}
    defined = {r: [False] * (isa.width(r) // 8) for r in isa.REGISTERS}
    for r in [isa.POINTER, isa.STACK] + list(getattr(isa, "DEFINED_ON_ENTRY", ())):
        defined[r] = [True] * (isa.width(r) // 8)
    tbits = TYPE_BITS[ctype]
    # 32-bit ARM: the caller extends a narrow argument (AAPCS B.2)
    extension = isa.value_extension(regs, ctype, tbits) if op == "put" and hasattr(isa, "value_extension") else None
    if op == "put":
        for r, n in isa.value_regs(ctype, tbits):
            defined[r][:n] = [True] * n
        if extension is not None:
            defined[extension[0]] = [True] * (isa.width(extension[0]) // 8)
    ab = getattr(isa, "ADDRESS_BITS", 64)
    mem0 = z3.Array("mem0", z3.BitVecSort(ab), z3.BitVecSort(8))
    state = isa.State(regs, defined, mem0)
    p = regs[isa.POINTER]
    premise = z3.ULE(p, z3.BitVecVal(2**ab - nbytes, ab))
    if extension is not None:
        premise = z3.And(premise, extension[1])
    if aligned:
        premise = z3.And(premise, z3.URem(p, z3.BitVecVal(nbytes, ab)) == 0)
    relocations = list(relocations)
    followed = []
    paths = explore(isa, insns, state, forms, relocations, text_sections or {}, followed, thumb)
    left = relocations_left(relocations, {f[0] for f in followed})
    if left:
        return False, left
    results = []
    for state, cond, count, insn in paths:
        ok, why = check_path(isa, state, z3.And(premise, cond), regs, mem0, p, op, order, nbytes, tbits, ctype, count)
        if not ok:
            return False, (why + (f" (on the path {z3.simplify(cond)})" if len(paths) > 1 else ""))
        results.append(why.replace("and addresses", "and aligned addresses") if aligned else why)
    through = "".join(f"; through a {how} to " + ", ".join(sorted({n for _, n, h in followed if h == how}))
                      for how in ("tail call", "call") if any(h == how for _, _, h in followed))
    if len(paths) == 1:
        return True, results[0] + through
    counts = " and ".join(str(c) for _, _, c, _ in paths)
    return True, f"{results[0].split(';')[0]}, on each of {len(paths)} paths ({counts} instructions){through}"


def record(isa, forms, insn):
    """Adds the instruction's form and encoding (a Thumb one with its IT) to forms."""
    code = isa.encoding(insn) if hasattr(isa, "encoding") else bytes(insn.bytes)
    forms.setdefault(isa.form(insn), set()).add(code.hex())


class Stop(Exception):
    """The function cannot be proved: a call, a loop, an unmodelled instruction, ..."""


MAX_CALL_DEPTH = 4


def explore(isa, insns, state, forms, relocations, text_sections, followed, thumb=False):
    """Runs from address 0 to every `ret`: [(state, path condition, instructions, ret insn)].
    A conditional branch forks the path (forward only: backward is a loop). A followed tail call
    continues in its section, placed after the code seen so far. A followed call runs its section
    on the same state with a fresh link value, must return to exactly it with the entry stack
    pointer, then goes on (MAX_CALL_DEPTH, no recursion). followed gets (offset, name, how)."""
    placed = {}
    calls = 0

    def place(section, insn, name):
        if text_sections[section][2] != thumb:   # ARM <-> Thumb needs an interworking veneer
            raise Stop(f"call into code of the other instruction set: {isa.text(insn)} to {name}")
        if section not in placed:   # placed past everything decoded so far
            base = (max(insns) // 0x10000 + 1) * 0x10000
            placed[section] = base
            code, more = text_sections[section][:2]
            insns.update({i.address: i for i in isa.disassembler(thumb).disasm(code, base)})
            relocations.extend((o + base, *rest) for o, *rest in more)
        return placed[section]

    done, todo = [], [(state, 0, z3.BoolVal(True), 0, ())]
    while todo:
        state, pc, cond, count, frames = todo.pop()
        while True:
            insn = insns.get(pc)
            if insn is None:
                raise Stop(f"no instruction decodes at {pc:#x} (falls off the end of the function)")
            count += 1
            if count > 1000 or len(done) + len(todo) > 64:
                raise Stop("more than 1000 instructions or 64 paths")
            kind = isa.kind(insn)
            to = [r for r in relocations if insn.address <= r[0] < insn.address + insn.size]
            if kind == "ret":
                if hasattr(isa, "step_ret"):   # 32-bit ARM: a pop into pc restores registers as it returns
                    isa.step_ret(state, insn)
                    record(isa, forms, insn)
                if frames:   # a followed call's callee returns: to the address after its call
                    back, link, sp, saved, name = frames[-1][:5]
                    to_addr = state.ret_address if state.ret_address is not None else state.regs[isa.LINK]
                    for claim, why in ((to_addr == link, "returns to an address other than the one after its call"),
                                       (state.regs[isa.STACK] == sp, f"{isa.STACK} at its return differs from its entry")):
                        if not prove(cond, claim):
                            raise Stop(f"callee {name}: {why} ({isa.text(insn)})")
                    state.entry_sp, state.ret_address = saved, None
                    frames = frames[:-1]
                    pc = back
                    continue
                done.append((state, cond, count, insn))
                break
            if kind == "call":
                if len(to) == 1 and to[0][2] in getattr(isa, "LOCAL_CALLS", ()) and to[0][3] in text_sections \
                        and insn.insn_name() == "bl" and z3.is_true(isa.branch(state, insn)):
                    off, name, _, section, at = to[0]
                    if any(f[5] == section for f in frames):
                        raise Stop(f"recursion: {isa.text(insn)} to {name}")
                    if len(frames) >= MAX_CALL_DEPTH:
                        raise Stop(f"calls nested deeper than {MAX_CALL_DEPTH}: {isa.text(insn)} to {name}")
                    # ARM's REL: the code holds the addend (the pc bias, and any offset into the section)
                    target = place(section, insn, name) + at + (isa.jump_target(insn) - insn.address)
                    isa.step(state, insn)
                    record(isa, forms, insn)
                    # the address after the call where the code is linked: unknown, so a fresh value
                    link = z3.BitVec(f"return{calls}", isa.width(isa.LINK))
                    calls += 1
                    state.write_reg(isa.LINK, link)
                    frames = frames + ((insn.address + insn.size, link, state.regs[isa.STACK], state.entry_sp, name,
                                        section),)
                    state.entry_sp = state.regs[isa.STACK]   # the callee's own frame is below its entry sp
                    followed.append((off, name, "call"))
                    pc = target
                    continue
                raise Stop(f"call: {isa.text(insn)}" + (f" to {', '.join(r[1] for r in to)}" if to else ""))
            if kind == "jump":
                target = isa.jump_target(insn)
                # a branch to another symbol (a tail call): its target is the relocation's, not the field's
                if len(to) == 1 and to[0][2] in isa.TAIL_CALLS and to[0][3] in text_sections and z3.is_true(
                        isa.branch(state, insn)):
                    off, name, _, section, at = to[0]
                    base = place(section, insn, name)
                    followed.append((off, name, "tail call"))
                    to, target = [], base + at
                    if target <= pc:
                        raise Stop(f"loop: tail call back {isa.text(insn)} to {name}")
                    record(isa, forms, insn)
                    pc = target
                    continue
                if to:
                    raise Stop(f"tail call: {isa.text(insn)} to {', '.join(r[1] for r in to)} (a relocation)")
                if target is None:
                    raise Stop(f"indirect jump: {isa.text(insn)}")
                if target <= pc:
                    raise Stop(f"loop: backward branch {isa.text(insn)}")
                taken = isa.branch(state, insn)
                record(isa, forms, insn)
                if z3.is_true(taken):
                    pc = target
                    continue
                todo.append((state.copy(), target, z3.And(cond, taken), count, frames))
                cond = z3.And(cond, z3.Not(taken))
                pc = insn.address + insn.size
                continue
            isa.step(state, insn)
            record(isa, forms, insn)
            pc = insn.address + insn.size
    return done


def check_frame(isa, final, regs, premise, claims=()):
    """None, or why the stack pointer or a callee-saved register at `ret` (final(r)) differs from
    its value on entry, or the first of claims [(claim, why)] that does not hold."""
    claims = [(final(isa.STACK) == regs[isa.STACK], f"{isa.STACK} at ret differs from its value on entry")] + \
        [(final(r) == regs[r], f"callee-saved {r} not restored at ret") for r in isa.CALLEE_SAVED] + list(claims)
    return next((why for claim, why in claims if not prove(premise, claim)), None)


def joined(parts, regs, bits):
    """The value of bits bits held in parts [(register, bytes)], the low part first."""
    if len(parts) == 1:
        return z3.Extract(bits - 1, 0, regs[parts[0][0]])
    return core.join([z3.Extract(8 * n - 1, 0, regs[r]) for r, n in parts])


def check_path(isa, state, premise, regs, mem0, p, op, order, nbytes, tbits, ctype, count):
    """The properties at one `ret`, under premise (no-wrap and the path's condition)."""
    why = check_frame(isa, state.regs.get, regs, premise,
                      isa.frame_claims(state, regs) if hasattr(isa, "frame_claims") else ())
    if why:
        return False, why
    ab = getattr(isa, "ADDRESS_BITS", 64)
    loads = stores = 0
    for kind, addr, size, where in state.accesses:
        inside = z3.And(z3.UGE(addr, p), z3.ULE(addr - p, z3.BitVecVal(nbytes - size, ab))) if size <= nbytes \
            else z3.BoolVal(False)
        if not prove(premise, inside):
            return False, f"{kind} of {size} bytes outside the field's {nbytes} bytes: {where}"
        loads += kind == "load"
        stores += kind == "store"
    if op == "get":
        reg, parts = isa.return_regs(ctype, tbits)
        if not all(d for r, n in parts for d in state.defined[r][:n]):
            return False, f"return register {reg} not (fully) written"
        got = joined(parts, state.regs, tbits)
        model = (byte_model.get_signed if ctype.startswith("int") else byte_model.get_value)(mem0, p, nbytes, order)
        want = z3.Extract(tbits - 1, 0, model)
        if not prove(premise, got == want):
            *field, g, w = counterexample(premise, got != want, *[z3.Select(mem0, p + i) for i in range(nbytes)], got, want)
            return False, f"value differs from the byte model: bytes {[str(b) for b in field]} give {g}, model {w}"
        if stores:
            return False, f"a get stores {stores} times"
        return True, f"{reg} = byte model ({order}, {nbytes} bytes{', signed' if ctype.startswith('int') else ''}) for all memory and addresses; {loads} loads in the field; {count} instructions"
    v = joined(isa.value_regs(ctype, tbits), regs, tbits)
    v = z3.ZeroExt(64 - tbits, v) if tbits < 64 else v
    want = byte_model.put_bytes(v, nbytes, order)
    a = z3.BitVec("a", ab)
    expected = z3.Select(mem0, a)
    for i in reversed(range(nbytes)):
        expected = z3.If(a == p + i, want[i], expected)
    if not prove(premise, z3.Select(state.mem, a) == expected):
        off, value = counterexample(premise, z3.Select(state.mem, a) != expected, a - p, v)
        return False, f"memory differs from the byte model's encoding at p+{off.as_signed_long()} for v={value}"
    return True, f"field = byte model ({order}, {nbytes} bytes), every other byte unchanged; {loads} loads, {stores} stores in the field; {count} instructions"


def compile_object(group, cc, level, cflags, source, obj, src=None):
    """Compiles SOURCE to OBJ through compile-or-fail, one section per function, with the headers
    of SRC (default src/). True if it built."""
    cmd = [os.path.join(ROOT, "tests", "support", "compile-or-fail"), group] + shlex.split(cc) + \
        [f"-{level}", "-c", "-ffunction-sections", "-I" + (src or os.path.join(ROOT, "src")),
         "-I" + os.path.join(ROOT, "tests", "support")] + cflags + [source, "-o", obj]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stdout.strip(), flush=True)
        sys.stderr.write(r.stderr)
    return r.returncode == 0


def arguments(ap):
    """(arguments, CFLAGS, [(label, cc)]) of both provers' command line (OUT_DIR made)."""
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--forms")
    ap.add_argument("out_dir")
    ap.add_argument("levels")
    ap.add_argument("compilers", nargs="+")
    args, cflags = ap.parse_known_args()
    os.makedirs(args.out_dir, exist_ok=True)
    return args, [c for c in cflags if c != "--"], [c.split("=", 1) for c in args.compilers]


def verdict(label, run):
    """Prints label's PASS or FAIL line from run() -> (ok, why), where Stop, Unmodelled and Violation
    are FAILs; True on a PASS."""
    try:
        ok, why = run()
    except (Stop, core.Unmodelled, core.Violation) as e:
        ok, why = False, str(e)
    print(f"{'PASS' if ok else 'FAIL'} {label}: {why}", flush=True)
    return ok


def write_forms(path, forms):
    with open(path, "w") as f:
        json.dump({k: sorted(v) for k, v in sorted(forms.items())}, f, indent=1)


def relocations_left(relocations, used):
    """Why the relocations not used make a FAIL, or None."""
    left = [r[1] for r in relocations if r[0] not in used]
    return "relocation against " + ", ".join(left) + " (a call or a reference outside the function)" if left else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--families", default="unsigned signed float aligned")
    ap.add_argument("--isa", default="x86-64", choices=sorted(ISAS))
    args, cflags, compilers = arguments(ap)
    isa = ISAS[args.isa]
    levels = args.levels.split()
    families = []
    for family in args.families.split():
        functions = accessors(compilers[0][1], FAMILIES[family][1], "_aligned" if family == "aligned" else "")
        if args.only:
            functions = [f for f in functions if f[0] in args.only]
        if functions:
            families.append((family, FAMILIES[family][0], functions))
    forms, configs, passed, failed = {}, [], 0, 0
    start = time.time()
    for label, cc in compilers:   # which compiler each label stands for (make prove-machine CC=...)
        v = subprocess.run(shlex.split(cc) + ["--version"], capture_output=True, text=True).stdout.split("\n")[0]
        print(f"machine {isa.NAME}: {label} is `{cc}`: {v}", file=sys.stderr)
    for label, cc in compilers:
        for level in levels:
            for family, source, functions in families:
                obj = os.path.join(args.out_dir, f"{label}-{level}-{family}.o")
                group = f"machine {isa.NAME} {label} {level}"
                if not compile_object(f"{group} {family}", cc, level, cflags, source, obj):
                    failed += 1
                    continue
                secs = sections(obj)
                configs.append(f"{isa.NAME}-{label}-{level}-{family}/AUTO")
                for name, op, order, bits, ctype in functions:
                    fn = "cg_" + name[len("ua_"):]
                    ok = verdict(f"{group} {name}", lambda: prove_function(
                        isa, secs[fn][0], secs[fn][1], op, order, bits, ctype, forms, aligned=family == "aligned",
                        text_sections=secs, thumb=secs[fn][2]) if fn in secs else (False, f"no section .text.{fn} in {obj}"))
                    passed += ok
                    failed += not ok
    if args.forms:
        write_forms(args.forms, forms)
    expected = len(compilers) * len(levels) * len(families)
    sizes = ", ".join(f"{len(fs)} {fam}" for fam, _, fs in families)
    matrix = subprocess.run([os.path.join(ROOT, "tests", "support", "check-matrix"),
                             f"machine {isa.NAME} matrix (compiler x level x family; {sizes} accessors)", str(expected)] + configs,
                            capture_output=True, text=True)
    print(matrix.stdout.strip(), flush=True)
    failed += matrix.returncode != 0
    print(f"machine {isa.NAME}: {passed} proved, {failed} failed, {len(forms)} instruction forms, "
          f"{time.time() - start:.1f} s", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
