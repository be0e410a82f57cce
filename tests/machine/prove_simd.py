# SPDX-License-Identifier: MIT
"""make prove-simd: proves one vector block of each x86-64 bulk kernel, as compiled, equal to the
byte model for all memory and addresses (README.md), from a state where only rdi = d, rsi (or rdx)
= s, rsp and (rotated) esi = head are defined; given no wrap and no overlap (the kernels' contract):
  - cg_revW_xV: d[i] = s[i ^ (W-1)] for i < V; loads only in s .. s+V-1;
  - cg_shiftedW_V_qQ (the shifted loop's body at p = V + Q, p mod W = Q): d[p+i] = s[(p+i) ^ (W-1)]
    for i < V; loads only in s+p-2Q .. s+p-2Q+V+2W-1 (the header's two loads); rax = 2V;
  - cg_rotatedW (the rotated loop's body, VBMI): for every head in 1..63 with head mod W != 0,
    d[head+i] = s[(head+i) ^ (W-1)] for i < 64; loads only in s .. s+127; rax = 64 + head - head mod W;
  - every store inside the output bytes, rsp and rbx, rbp, r12-r15 as on entry, no call or branch,
    a `ret`; a relocation other than a constant's read is a FAIL.
The loops around the blocks are the unit tests' and the bulk fuzz target's.

usage: prove_simd.py [--forms FORMS_JSON] [--scalar-forms JSON] [--src DIR] [--only NAME_PATTERN]... OUT_DIR LEVELS LABEL=CC... [-- CFLAGS...]
"""
import argparse
import fnmatch
import os
import sys
import time

from elftools.elf.elffile import ELFFile
import z3

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prove  # noqa: E402
import x86_64  # noqa: E402
import x86_vector  # noqa: E402

SOURCE = os.path.join(prove.ROOT, "tests", "machine", "simd_functions.c")
LEVEL_NAME = {16: "SSSE3", 32: "AVX2", 64: "AVX-512BW"}


def functions():
    """[(name, W, V, kind, Q)] in the order of simd_functions.c."""
    out = []
    for w in (2, 4, 8):
        out += [(f"cg_rev{w}_x{v}", w, v, "vector", 0) for v in (16, 32, 64)]
    for w in (2, 4, 8):
        out += [(f"cg_shifted{w}_{v}_q{q}", w, v, "shifted", q) for v in (16, 32, 64) for q in range(1, w)]
    out += [(f"cg_rotated{w}", w, 64, "rotated", 0) for w in (2, 4, 8)]
    return out


def constants(obj):
    """{section name: bytes} of the object's data sections (the constants a RIP-relative operand reads)."""
    with open(obj, "rb") as f:
        elf = ELFFile(f)
        return {s.name: s.data() for s in elf.iter_sections() if s.name.startswith(".rodata")}


def run(name, insns, relocs, data, forms, regs):
    """Executes the straight-line code to `ret`: (state, count, relocations used)."""
    md = x86_64.disassembler()
    used = set()

    def constant(insn, size):   # a RIP-relative operand: the relocation's target in constant data
        to = [r for r in relocs if insn.address <= r[0] < insn.address + insn.size]
        if len(to) != 1 or to[0][3] not in data or to[0][2] not in (2, 4):   # R_X86_64_PC32, PLT32
            raise x86_vector.Unmodelled(f"a RIP-relative operand without one PC32 relocation into constant data: {x86_vector.text(insn)}")
        off, _, _, section, at = to[0]
        start = at + (insn.address + insn.size - off)   # disp = S + A - P, address = end + disp
        if not 0 <= start <= len(data[section]) - size:
            raise x86_vector.Violation(f"constant read outside {section}: {x86_vector.text(insn)}")
        used.add(off)
        return [z3.BitVecVal(b, 8) for b in data[section][start:start + size]]

    defined = {r: [False] * 8 for r in x86_64.GPRS}
    for r in ("rdi", "rsi", "rdx", "rsp"):
        defined[r] = [True] * 8
    if name.startswith("cg_rotated"):   # (d, head, s): head is 32 bits
        defined["rsi"] = [True] * 4 + [False] * 4
    state = x86_vector.State({r: regs[r] for r in x86_64.GPRS}, defined, z3.Array("mem0", z3.BitVecSort(64),
                                                                                 z3.BitVecSort(8)), constant)
    mem0 = state.mem
    count = 0
    for insn in insns:
        count += 1
        if insn.mnemonic == "ret":
            return state, mem0, count, used
        if insn.mnemonic in x86_64.CALLS or insn.mnemonic.startswith("j") or insn.mnemonic.startswith("loop"):
            raise prove.Stop(f"branch or call: {x86_vector.text(insn)}")
        if x86_vector.is_vector(insn):
            x86_vector.step(state, insn)
            form = x86_vector.form(insn)
        else:
            (ci,) = list(md.disasm(insn.bytes, insn.address))
            x86_64.step(state, ci)
            form = x86_64.form(ci)
        forms.setdefault(form, set()).add(insn.bytes.hex() + ("" if x86_vector.is_vector(insn) else "/scalar"))
    raise prove.Stop("falls off the end without a ret")


def prove_one(name, w, v, kind, q, insns, relocs, data, forms):
    regs = {r: z3.BitVec(r + "0", 64) for r in x86_64.GPRS}
    state, mem0, count, used = run(name, insns, relocs, data, forms, regs)
    left = prove.relocations_left(relocs, used)
    if left:
        return False, left
    d = regs["rdi"]
    s = regs["rdx"] if kind == "rotated" else regs["rsi"]
    if kind == "rotated":
        # One proof per head: a symbolic one keeps z3 busy for minutes (README.md).
        for h in range(1, 64):
            if h % w:
                value = z3.Concat(z3.Extract(63, 32, regs["rsi"]), z3.BitVecVal(h, 32))
                fixed = lambda e, value=value: z3.simplify(z3.substitute(e, (regs["rsi"], value)))
                ok, why = prove_case(state, mem0, regs, d, s, w, v, kind, q, count, h, fixed)
                if not ok:
                    return False, f"head {h}: {why}"
        return True, why.replace(f"d[{h}+i] = s[({h}+i) ^ {w - 1}]",
                                 f"d[head+i] = s[(head+i) ^ {w - 1}] for every head in 1..63, head mod {w} != 0")
    return prove_case(state, mem0, regs, d, s, w, v, kind, q, count)


def prove_case(state, mem0, regs, d, s, w, v, kind, q, count, h=None, fixed=lambda e: e):
    """The block's statement from the state at `ret`: output bytes d+o .. d+o+n-1 (rotated: o =
    head = h, and fixed(e) is e with esi = h)."""
    n = v
    if kind == "vector":
        o, lo, hi, ret = 0, 0, v, None
    elif kind == "shifted":
        o = v + q
        lo, hi, ret = o - 2 * q, o - 2 * q + v + 2 * w, 2 * v
    else:
        o, lo, hi, ret = h, 0, 128, 64 + h - h % w
    # no wrap-around; the output bytes apart from the source bytes s+lo .. s+hi-1
    premise = z3.And(z3.ULE(d, 2**64 - 1 - 256), z3.ULE(s, 2**64 - 1 - 256),
                     z3.Or(z3.ULE(d + o + n, s + lo), z3.ULE(s + hi, d + o)))
    why = prove.check_frame(x86_64, lambda r: fixed(state.regs[r]), regs, premise)
    if why:
        return False, why
    loads = stores = 0
    for what, addr, size, where in state.accesses:
        addr = fixed(addr)
        if what == "load":
            inside = z3.And(z3.UGE(addr, s + lo), z3.ULE(addr + size, s + hi))
        else:
            inside = z3.And(z3.UGE(addr, d + o), z3.ULE(addr + size, d + o + n))
        if not prove.prove(premise, inside):
            span = f"s+{lo} .. s+{hi - 1}" if what == "load" else "the output bytes"
            return False, f"{what} of {size} bytes outside {span}: {where}"
        loads += what == "load"
        stores += what == "store"
    wrong = []
    mem = fixed(state.mem)
    for i in range(n):
        at = o + i
        got = z3.Select(mem, d + at)
        want = z3.Select(mem0, s + (at ^ (w - 1)))
        if not prove.prove(premise, got == want):
            wrong.append(i)
    if wrong:
        return False, f"output bytes differ from the byte model at {len(wrong)} of {n} bytes (first d+{o + wrong[0]})"
    if ret is not None:
        if not all(state.defined["rax"]) or not prove.prove(premise, fixed(state.regs["rax"]) == ret):
            return False, f"rax (the returned offset) differs from {ret}"
    where = "d[i] = s[i ^ (W-1)]" if kind == "vector" else f"d[{o}+i] = s[({o}+i) ^ {w - 1}]"
    return True, (f"{where}, i < {n}, every store in those bytes, loads only in s+{lo} .. s+{hi - 1}; "
                  f"{loads} loads, {stores} stores; {count} instructions")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scalar-forms")
    ap.add_argument("--src", help="the headers' directory (default src/; a planted fault passes a copy)")
    args, cflags, compilers = prove.arguments(ap)
    forms, passed, failed, start = {}, 0, 0, time.time()
    todo = [f for f in functions() if not args.only or any(fnmatch.fnmatchcase(f[0], p) for p in args.only)]
    for label, cc in compilers:
        for level in args.levels.split():
            obj = os.path.join(args.out_dir, f"{label}-{level}-simd.o")
            group = f"simd x86-64 {label} {level}"
            if not prove.compile_object(group, cc, level, cflags, SOURCE, obj, args.src):
                failed += 1
                continue
            relocs = prove.sections(obj)
            code = x86_vector.objdump(["-z", obj])
            data = constants(obj)
            for name, w, v, kind, q in todo:
                level_name = "AVX-512 VBMI" if kind == "rotated" else LEVEL_NAME[v]
                sec = ".text." + name
                ok = prove.verdict(f"{group} {name} ({level_name})", lambda: prove_one(
                    name, w, v, kind, q, code[sec], relocs[sec][1], data, forms) if sec in code
                    else (False, f"no section {sec} in {obj}"))
                passed += ok
                failed += not ok
    if args.forms:
        prove.write_forms(args.forms, forms)
    if args.scalar_forms:   # for validate.py
        scalar = {k: {e[:-len("/scalar")] for e in v if e.endswith("/scalar")} for k, v in forms.items()}
        prove.write_forms(args.scalar_forms, {k: v for k, v in scalar.items() if v})
    print(f"simd x86-64: {passed} proved, {failed} failed, {len(forms)} instruction forms, "
          f"{time.time() - start:.1f} s", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
