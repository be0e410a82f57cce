# SPDX-License-Identifier: MIT
"""make prove-machine: the ISA models (x86_64.py, aarch64.py, arm32.py) checked against unicorn, not trusted.

Each form of FORMS_JSON (what prove.py executed) runs from at least STATES random and edge states
on unicorn and on the z3 model: registers, next pc, changed memory and every flag the model defines
must match bit for bit; a branch must go where unicorn goes. A form that cannot run FAILs.

usage: validate.py [--isa x86-64|aarch64|aarch64-strict|armv7|armv5te] FORMS_JSON [STATES] [SEED]   (MACHINE_JOBS worker processes, default 2)
"""
import json
import multiprocessing
import os
import random
import sys
import time

import capstone
import unicorn
from unicorn import arm64_const as ua
from unicorn import arm_const as ua32
from unicorn import x86_const as ux
import z3

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import aarch64  # noqa: E402
import arm32  # noqa: E402
import x86_64  # noqa: E402

CODE = 0x10000
DATA = 0x200000
DATA_SIZE = 0x1000
EDGES = [0, 2**64 - 1, 1, 2**63, 2**63 - 1, 2**31, 2**31 - 1, 2**32 - 1, 2**32, 0x8000, 0x7FFF, 0xFFFF,
         0x80, 0x7F, 0xFF, 0x8080808080808080, 0x7F7F7F7F7F7F7F7F, 0xFFFFFFFF00000000, 8, 16, 31, 32, 63, 64]
EDGE_BYTES = [0, 0xFF, 0x80, 0x7F, 1]


class X86:
    model = x86_64
    uc_mode = (unicorn.UC_ARCH_X86, unicorn.UC_MODE_64)
    uc_reg = {r: getattr(ux, "UC_X86_REG_" + r.upper()) for r in x86_64.REGISTERS}
    vectors = x86_64.XMMS
    flag_bits = {"CF": 0, "ZF": 6, "SF": 7, "OF": 11}
    flags_reg, flags_fixed, pc_reg, pc_name = ux.UC_X86_REG_EFLAGS, 0x2, ux.UC_X86_REG_RIP, "rip"
    cpu, arm32 = None, False
    checked = "16 general and 16 xmm registers, CF/ZF/SF/OF where defined, rip, memory"


class AArch64(X86):
    model = aarch64
    uc_mode = (unicorn.UC_ARCH_ARM64, unicorn.UC_MODE_ARM)
    uc_reg = dict({r: getattr(ua, "UC_ARM64_REG_" + r.upper()) for r in aarch64.GPRS},
                  **{v: getattr(ua, "UC_ARM64_REG_Q" + v[1:]) for v in aarch64.VECTORS})
    vectors = aarch64.VECTORS
    flag_bits = {"N": 31, "Z": 30, "C": 29, "V": 28}
    flags_reg, flags_fixed, pc_reg, pc_name = ua.UC_ARM64_REG_NZCV, 0, ua.UC_ARM64_REG_PC, "pc"
    checked = "x0-x30, sp, v0-v31, N/Z/C/V where defined, pc, memory"


class AArch64Strict(AArch64):
    model = aarch64.STRICT


class Arm32(AArch64):
    """armv7 with its VFP registers, armv5te on unicorn's ARM926 without them. A conditional Thumb
    form runs after its one-instruction IT, the two as one step."""
    model = arm32.ARMV7
    uc_mode = (unicorn.UC_ARCH_ARM, unicorn.UC_MODE_ARM)
    uc_reg = dict({r: getattr(ua32, "UC_ARM_REG_" + r.upper()) for r in arm32.CORE},
                  **{d: getattr(ua32, "UC_ARM_REG_" + d.upper()) for d in arm32.ARMV7.VECTORS})
    vectors = arm32.ARMV7.VECTORS
    flags_reg, pc_reg, arm32 = ua32.UC_ARM_REG_CPSR, ua32.UC_ARM_REG_PC, True
    checked = "r0-r12, sp, lr, d0-d31, N/Z/C/V where defined, pc, memory"


class Armv5te(Arm32):
    model = arm32.ARMV5TE
    cpu = ua32.UC_CPU_ARM_926
    uc_reg = {r: getattr(ua32, "UC_ARM_REG_" + r.upper()) for r in arm32.CORE}
    vectors = []
    checked = "r0-r12, sp, lr, N/Z/C/V where defined, pc, memory"


ISAS = {"x86-64": X86, "aarch64": AArch64, "aarch64-strict": AArch64Strict, "armv7": Arm32, "armv5te": Armv5te}
ISA = X86   # set by main(); the workers inherit it


def width(r):
    return ISA.model.width(r)


def address_bits():
    return getattr(ISA.model, "ADDRESS_BITS", 64)


def operand_regs(insn, code_hex):
    """(the registers memory operands point with, the registers the instruction names) or a string
    saying why the check cannot run."""
    model = ISA.model
    aliases = getattr(model, "ALIASES", {})
    full = lambda r: model.SUBREGISTERS.get(aliases.get(insn.reg_name(r), insn.reg_name(r)), (None,))[0]  # noqa: E731
    pointer_regs, used = set(), set()
    for op in insn.operands:
        if op.type == capstone.CS_OP_MEM and insn.mnemonic != "lea":   # lea computes, reads nothing
            if op.mem.index:
                return f"{code_hex}: indexed operand not supported by the check"
            pointer_regs.add(full(op.mem.base))
        elif op.type == capstone.CS_OP_REG:
            used.add(full(op.reg))
    if insn.insn_name() in ("push", "pop"):
        pointer_regs.add(model.STACK)
    if ISA.arm32 and insn.insn_name().startswith(("ldm", "stm", "vldm", "vstm")):   # the base, then the list
        pointer_regs.add(full(insn.operands[0].reg))
    return pointer_regs - {None}, used - {None}


def symbolic_step(insn):
    """The model's effect of one instruction from a symbolic, fully defined state (and a branch's
    condition)."""
    model = ISA.model
    regs = {r: z3.BitVec(r + "0", width(r)) for r in model.REGISTERS}
    flags = {f: z3.Bool(f + "0") for f in ISA.flag_bits}
    mem0 = z3.Array("mem0", z3.BitVecSort(address_bits()), z3.BitVecSort(8))
    state = model.State(regs, {r: [True] * (width(r) // 8) for r in model.REGISTERS}, mem0, flags)
    if ISA.arm32:   # the stack is memory here (the prover keeps a frame apart)
        state.frame = None
    taken, kind = None, model.kind(insn)
    if kind in ("jump", "call"):
        taken = model.branch(state, insn)
        if kind == "call":   # 32-bit ARM's bl: the link register too
            model.step(state, insn)
    elif kind == "ret" and hasattr(model, "step_ret"):
        model.step_ret(state, insn)
    else:
        model.step(state, insn)
    return regs, flags, mem0, state, taken


def random_state(rng, index, pointer_regs, immediates):
    regs = {}
    for r in ISA.model.REGISTERS:
        if r in ISA.vectors:
            continue
        if index < len(EDGES):
            regs[r] = EDGES[index]
        elif immediates and rng.random() < 0.2:   # equal to, or next to, the instruction's immediate
            regs[r] = (rng.choice(immediates) + rng.choice((-1, 0, 0, 1))) % 2**64
        elif rng.random() < 0.5:
            regs[r] = rng.choice(EDGES)
        else:
            regs[r] = rng.getrandbits(64)
    for r in ISA.vectors:   # high half random or edge, low half as a general register would be
        regs[r] = (rng.getrandbits(64) if rng.random() < 0.5 else rng.choice(EDGES)) << 64 | \
            (EDGES[index] if index < len(EDGES) else rng.getrandbits(64) if rng.random() < 0.5 else rng.choice(EDGES))
    for r in pointer_regs:
        regs[r] = DATA + 0x400 + rng.randrange(0, 0x800)
    regs = {r: v % 2**width(r) for r, v in regs.items()}
    regs[ISA.model.STACK] = DATA + 0xE00 + rng.randrange(0, 0x100)
    data = bytearray(rng.randbytes(DATA_SIZE))
    for r in pointer_regs:   # edge bytes where the operands point
        for i in range(0, 16):
            if rng.random() < 0.3:
                data[regs[r] - DATA + i] = rng.choice(EDGE_BYTES)
    return regs, data


def constants(exprs):
    """The names of the constants (rax0, CF0, x10, ...) in exprs, less the 0 suffix."""
    seen, names, todo = set(), set(), list(exprs)
    while todo:
        e = todo.pop()
        if e.get_id() in seen:
            continue
        seen.add(e.get_id())
        if z3.is_const(e) and e.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            names.add(str(e)[:-1])
        todo.extend(e.children())
    return names


def check_encoding(name, code_hex, states, rng):
    """None if the model equals unicorn on `states` states, else the first mismatch."""
    code = bytes.fromhex(code_hex)
    thumb = name.startswith("thumb ")
    decoded = list(ISA.model.disassembler(thumb).disasm(code, CODE))
    steps = len(decoded)
    insn = decoded[-1]   # after a Thumb IT, the instruction it conditions
    if sum(i.size for i in decoded) != len(code) or steps > 2 or (steps == 2 and decoded[0].insn_name() != "it"):
        return f"encoding {code_hex} decodes as {[i.mnemonic for i in decoded]}"
    regs0, flags0, mem0, model, taken = symbolic_step(insn)
    regs_of = operand_regs(insn, code_hex)
    if isinstance(regs_of, str):
        return regs_of
    pointer_regs, used = regs_of
    results = [e for r, e in model.regs.items() if not z3.eq(e, regs0[r])] + list(model.flags.values()) + \
        [a for _, a, _, _ in model.accesses] + [model.mem] + ([taken] if taken is not None else []) + \
        ([model.ret_address] if model.ret_address is not None else [])
    free = constants(results)
    immediates = [op.imm % 2**64 for op in insn.operands if op.type == capstone.CS_OP_IMM]
    uc = unicorn.Uc(*ISA.uc_mode)
    if ISA.cpu is not None:
        uc.ctl_set_cpu_model(ISA.cpu)
    if ISA.vectors and ISA.arm32:   # the VFP on
        uc.reg_write(ua32.UC_ARM_REG_FPEXC, 0x40000000)
    uc.mem_map(CODE, 0x1000)
    uc.mem_map(DATA, DATA_SIZE)
    uc.mem_write(CODE, code)
    for n in range(states):
        regs, data = random_state(rng, n, pointer_regs, immediates)
        for r, v in regs.items():
            uc.reg_write(ISA.uc_reg[r], v)
        # unicorn 2.0.1 ignores writes to xmm8-xmm15: start the model from what unicorn holds, and
        # refuse (FAIL) an instruction that names a register unicorn did not take.
        for r in ISA.model.REGISTERS:
            got = uc.reg_read(ISA.uc_reg[r])
            if got != regs[r]:
                if r in used:
                    return f"{code_hex}: unicorn does not take a value for {r}, which the instruction uses"
                regs[r] = got
        fl = {f: rng.random() < 0.5 for f in ISA.flag_bits}
        fixed = ISA.flags_fixed
        if ISA.arm32:   # CPSR's mode bits as unicorn has them, NZCV replaced
            fixed = uc.reg_read(ISA.flags_reg) & 0x0FFFFFFF & ~0x20
        uc.reg_write(ISA.flags_reg, fixed | sum(1 << ISA.flag_bits[f] for f, on in fl.items() if on))
        uc.mem_write(DATA, bytes(data))
        try:
            uc.emu_start(CODE | thumb, CODE + len(code), count=steps)
        except unicorn.UcError as e:   # a return to a random address: pc holds it
            if e.errno != unicorn.UC_ERR_FETCH_UNMAPPED or not ISA.arm32:
                raise
        after = uc.mem_read(DATA, DATA_SIZE)
        subst = [(regs0[r], z3.BitVecVal(v, width(r))) for r, v in regs.items() if r in free] + \
                [(flags0[f], z3.BoolVal(v)) for f, v in fl.items() if f in free]
        rip = uc.reg_read(ISA.pc_reg)
        want_rip = CODE + len(code)
        if taken is not None and z3.is_true(z3.simplify(z3.substitute(taken, *subst))):
            want_rip = ISA.model.jump_target(insn)
        def concrete(e):
            e = z3.simplify(z3.substitute(e, *subst))
            sel = []
            todo = [e]
            while todo:   # every Select(mem0, const) left is a byte of the initial memory
                t = todo.pop()
                if z3.is_select(t) and z3.eq(t.arg(0), mem0) and z3.is_bv_value(t.arg(1)):
                    a = t.arg(1).as_long()
                    if not DATA <= a < DATA + DATA_SIZE:
                        raise ValueError(f"model reads unmapped {a:#x}")
                    sel.append((t, z3.BitVecVal(data[a - DATA], 8)))
                else:
                    todo.extend(t.children())
            if sel:
                e = z3.simplify(z3.substitute(e, *sel))
            return e

        if model.ret_address is not None:   # 32-bit ARM: a return goes where it says
            want_rip = concrete(model.ret_address).as_long() & ~1
        init = lambda: ", ".join(f"{k}={v:#x}" for k, v in regs.items() if v != 0)  # noqa: E731
        if rip != want_rip:
            return f"{code_hex}: unicorn's {ISA.pc_name} {rip:#x}, the model's {want_rip:#x}, flags {fl}"
        for r in ISA.model.REGISTERS:
            want = uc.reg_read(ISA.uc_reg[r])
            e = model.regs[r]
            got = z3.BitVecVal(regs[r], width(r)) if z3.eq(e, regs0[r]) else concrete(e)
            if not z3.is_bv_value(got) or got.as_long() != want:
                return f"{code_hex}: {r} model {got} unicorn {want:#x} from {init()}"
        eflags = uc.reg_read(ISA.flags_reg)
        for f, e in model.flags.items():   # the flags the model defines after the instruction
            got = concrete(e)
            want = bool(eflags >> ISA.flag_bits[f] & 1)
            if z3.is_true(got) != want or not (z3.is_true(got) or z3.is_false(got)):
                return f"{code_hex}: {f} model {got} unicorn {int(want)} from {init()}, flags {fl}"

        stored = set()
        for kind, addr, size, _ in model.accesses:
            if kind == "store":
                a = concrete(addr).as_long()
                stored.update(range(a, a + size))
        changed = set() if after == data else {DATA + i for i in range(DATA_SIZE) if after[i] != data[i]}
        for a in sorted(stored | changed):
            if not DATA <= a < DATA + DATA_SIZE:
                return f"{code_hex}: model stores to unmapped {a:#x}"
            got = concrete(z3.Select(model.mem, z3.BitVecVal(a, address_bits())))
            if got.as_long() != after[a - DATA]:
                return f"{code_hex}: byte at {a:#x} model {got} unicorn {after[a - DATA]:#x}"
    return None


def check_form(job):
    name, encodings, states, seed = job
    start = time.time()
    label = f"machine {ISA.model.NAME} isa {name}"
    if not encodings:
        return f"FAIL {label}: no encoding to run"
    rng = random.Random(f"{seed} {name}")
    each = max(states // 10, -(-states // len(encodings)))
    try:
        why = None
        for code in encodings:
            why = check_encoding(name, code, each, rng)
            if why:
                break
    except Exception as e:  # noqa: BLE001 - any error is this form's FAIL, never a skip
        why = f"check did not run: {type(e).__name__}: {e}"
    if why:
        return f"FAIL {label}: {why}"
    return (f"PASS {label}: z3 model = unicorn ({ISA.checked}) on {each * len(encodings)} states, {len(encodings)} encodings ({time.time() - start:.1f} s)")


def main():
    global ISA
    argv = sys.argv[1:]
    if argv[:1] == ["--isa"]:
        ISA, argv = ISAS[argv[1]], argv[2:]
    forms = json.load(open(argv[0]))
    states = int(argv[1]) if len(argv) > 1 else 1000
    seed = int(argv[2]) if len(argv) > 2 else 30
    jobs = int(os.environ.get("MACHINE_JOBS", "2"))
    if not forms:
        print(f"FAIL machine {ISA.model.NAME} isa: no instruction form to check (the proofs executed none)")
        return 1
    work = [(name, encodings, states, seed) for name, encodings in sorted(forms.items())]
    with multiprocessing.Pool(jobs) as pool:
        lines = pool.map(check_form, work, chunksize=1)
    for line in lines:
        print(line, flush=True)
    return 1 if any(l.startswith("FAIL") for l in lines) else 0


if __name__ == "__main__":
    sys.exit(main())
