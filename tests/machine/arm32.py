# SPDX-License-Identifier: MIT
"""A z3 model of the 32-bit ARM instructions (ARM and Thumb-2) the accessors compile to (make
prove-machine), as ARMV7 (AAPCS-VFP: a float in s0, a double in d0) and ARMV5TE (soft float: r0 / r1,
r0:r1 / r2:r3). d0-d31 on armv7; s2k, s2k+1 are the halves of dk. Frame, flags, conditional forms
and the return: README.md's implementation notes. Definedness propagates per byte through bit moves
and, from the low byte up, through add/sub. A form has its `s`, its condition and "thumb " for
Thumb ("thumb orr r, r, r lsl", "add r, r, imm hs").
"""
import types

import capstone
from capstone import arm as ca
import z3

from core import MODEL_FAULT, Unmodelled, Violation, jump_target, text  # noqa: F401
import core

ORDER = "le"
ADDRESS_BITS = 32
FRAME = 256
FLOAT_TYPES = ("float", "double")
CORE = [f"r{i}" for i in range(13)] + ["sp", "lr"]
ALIASES = {"sb": "r9", "sl": "r10", "fp": "r11", "ip": "r12", "r13": "sp", "r14": "lr"}
CONDITION_NAMES, SHIFTS = core.arm_names(ca, "ARM")
CALLS = {"bl", "blx", "svc", "bkpt", "udf"}
JUMPS = {"b", "bx", "cbz", "cbnz", "tbb", "tbh"}


def width(r):
    return 64 if r.startswith("d") else 32


def disassembler(thumb=False):
    return core.disassembler(capstone.CS_ARCH_ARM, capstone.CS_MODE_THUMB if thumb else capstone.CS_MODE_ARM)


def is_thumb(insn):
    return bool(insn._cs.mode & capstone.CS_MODE_THUMB)


def reg_name(insn, r):
    name = insn.reg_name(r)
    return ALIASES.get(name, name)


# register -> (full register, first byte, bytes): s2k, s2k+1 are the halves of dk
SUBREGISTERS = dict({r: (r, 0, 4) for r in CORE}, **{f"d{i}": (f"d{i}", 0, 8) for i in range(32)},
                    **{f"s{k}": (f"d{k // 2}", 4 * (k % 2), 4) for k in range(64)})


def operand_kind(insn, op):
    if op.type == ca.ARM_OP_REG:
        name = reg_name(insn, op.reg)
        k = name if name in ("sp", "lr", "pc") else name.rstrip("0123456789")
    elif op.type == ca.ARM_OP_IMM:
        k = "imm"
    elif op.type == ca.ARM_OP_MEM:
        k = "m" + (" index" if op.mem.index else "")
    else:
        k = f"op{op.type}"
    if op.shift.type:
        k += " " + SHIFTS.get(op.shift.type, f"shift{op.shift.type}")
    return k


def sets_flags(insn):
    """Whether the instruction sets NZCV, read from its mnemonic ("adcs", "lsls"): capstone 4's
    update_flags is wrong for some Thumb-2 encodings (adc.w r1, r1, #0)."""
    name = insn.insn_name()
    if name in ("cmp", "cmn", "tst", "teq"):
        return True
    m = insn.mnemonic.split(".")[0]
    cc = CONDITION_NAMES.get(insn.cc, "al")
    if cc != "al" and m.endswith(cc) and m != name:
        m = m[:-len(cc)]
    return m == name + "s"


def base_name(insn):
    return insn.insn_name() + ("s" if sets_flags(insn) and insn.insn_name() not in ("cmp", "cmn", "tst", "teq") else "")


def form(insn):
    kinds = [operand_kind(insn, op) for op in insn.operands]
    if insn.mnemonic in ("push", "pop") or insn.insn_name() in ("push", "pop"):
        kinds = [f"{len(kinds)} regs" + (" pc" if any(k == "pc" for k in kinds) else "") + (" lr" if "lr" in kinds else "")]
    if insn.writeback and insn.insn_name() not in ("push", "pop"):
        kinds.append("writeback")
    cc = "" if insn.cc in (ca.ARM_CC_AL, ca.ARM_CC_INVALID) else " " + CONDITION_NAMES.get(insn.cc, f"cc{insn.cc}")
    if insn.insn_name() == "it":
        cc = " " + insn.op_str.split()[0] if insn.op_str else ""
        return ("thumb " if is_thumb(insn) else "") + insn.mnemonic + cc
    if insn.insn_name() == "b":
        kinds = []
    return ("thumb " if is_thumb(insn) else "") + base_name(insn) + (" " + ", ".join(kinds) if kinds else "") + cc


def encoding(insn):
    """The bytes validate.py runs: a conditional Thumb instruction after a one-instruction IT
    (ARM's condition number is capstone's - 1)."""
    code = bytes(insn.bytes)
    if is_thumb(insn) and insn.cc not in (ca.ARM_CC_AL, ca.ARM_CC_INVALID) and insn.insn_name() not in ("b", "it"):
        it = 0xBF00 | (insn.cc - 1) << 4 | 0x8
        code = it.to_bytes(2, "little") + code
    return code


class State(core.State):
    SUBREGISTERS = SUBREGISTERS
    WIDENS = 99   # an s register's write keeps the other half of its d register

    def __init__(self, regs, defined, mem, flags=None):
        super().__init__(regs, defined, mem, flags)
        self.sp0 = regs["sp"]
        self.entry_sp = regs["sp"]   # sp on entry to the function running (a followed call's callee)
        self.frame = {}          # offset from the caller's sp -> byte (None: the stack is memory, validate.py)

    def address(self, insn, op):
        if op.mem.index != 0:
            raise Unmodelled(f"addressing mode (index register) of {text(insn)}")
        base = self.read_reg(reg_name(insn, op.mem.base), insn)
        return z3.simplify(base + z3.BitVecVal(op.mem.disp & 0xFFFFFFFF, 32))

    def frame_offset(self, addr, size, insn):
        """The offset from the caller's sp of an access through sp, checked to lie in the running
        function's own frame (FRAME bytes below its entry sp)."""
        off, own = z3.simplify(addr - self.sp0), z3.simplify(addr - self.entry_sp)
        if not z3.is_bv_value(off) or not z3.is_bv_value(own):
            raise Unmodelled(f"stack access at a non-constant offset: {text(insn)}")
        off, own = off.as_signed_long(), own.as_signed_long()
        if not (-FRAME <= own and own + size <= 0):
            raise Violation(f"stack access outside the function's own frame (sp{own:+d}): {text(insn)}")
        return off

    def get(self, addr, size, insn, via_sp):
        """(value, defined bytes) of size bytes at addr, from the frame or memory."""
        if via_sp and self.frame is not None:
            off = self.frame_offset(addr, size, insn)
            if any(off + k not in self.frame for k in range(size)):
                raise Violation(f"reads a stack slot not written: {text(insn)}")
            value = z3.simplify(core.join([self.frame[off + k] for k in range(size)]))
            return value, [self.frame.get(("defined", off + k), True) for k in range(size)]
        return self.load_at(addr, size, insn), [True] * size

    def put(self, addr, value, defined, insn, via_sp):
        """Into the frame as is (a saved register's bytes may be undefined to us), or into memory,
        whose bytes must be defined."""
        if via_sp and self.frame is not None:
            off = self.frame_offset(addr, value.size() // 8, insn)
            for k, byte in enumerate(core.split(value)):
                self.frame[off + k] = z3.simplify(byte)
                self.frame[("defined", off + k)] = defined[k]
        elif not all(defined):
            raise Violation(f"stores uninitialised bytes at {text(insn)}")
        else:
            self.store_at(addr, value, insn)


def _unmodelled(insn):
    return Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")


def _shift_value(kind, value, n):
    """(value shifted by the constant n as ARM does, carry out or None for n = 0)."""
    bits = value.size()
    if n == 0:
        return value, None
    bit = lambda i: z3.Extract(i, i, value) == 1  # noqa: E731
    if kind == "lsl":
        return (value << n if n < bits else z3.BitVecVal(0, bits)), (bit(bits - n) if n <= bits else z3.BoolVal(False))
    if kind == "lsr":
        return (z3.LShR(value, n) if n < bits else z3.BitVecVal(0, bits)), (bit(n - 1) if n <= bits else z3.BoolVal(False))
    if kind == "asr":
        return value >> min(n, bits - 1), bit(min(n, bits) - 1)
    if kind == "ror":
        return z3.RotateRight(value, n % bits), bit((n - 1) % bits)
    raise ValueError(kind)


def _shifted(state, insn, reg, kind, n):
    """(value, defined bytes, carry or None) of a register shifted by the constant n (0 for lsr, asr: 32)."""
    value, defined = state.read_bytes(reg_name(insn, reg), insn)
    if value.size() != 32:
        raise _unmodelled(insn)
    if n == 0 and kind in ("lsr", "asr"):
        n = 32
    result, carry = _shift_value(kind, value, n)
    return result, [core.shift_defined(defined, kind, min(n, 32), j) for j in range(4)], carry


def _operand(state, insn, op):
    """(value, defined bytes, shifter carry or None) of a register, shifted by an immediate, or an immediate."""
    if op.type == ca.ARM_OP_IMM:
        return z3.BitVecVal(op.imm & 0xFFFFFFFF, 32), [True] * 4, "imm"
    if op.type != ca.ARM_OP_REG or op.shift.type and op.shift.type not in SHIFTS:   # rrx, register-shifted
        raise _unmodelled(insn)
    return _shifted(state, insn, op.reg, SHIFTS.get(op.shift.type, "lsl"), op.shift.value if op.shift.type else 0)


def _ops(insn, kinds):
    ops = insn.operands
    want = {"r": ca.ARM_OP_REG, "i": ca.ARM_OP_IMM, "m": ca.ARM_OP_MEM}
    if len(ops) != len(kinds) or any(op.type != want[k] for op, k in zip(ops, kinds)):
        raise _unmodelled(insn)
    return ops


def _dst(insn):
    op = insn.operands[0]
    if op.type != ca.ARM_OP_REG or op.shift.type:
        raise _unmodelled(insn)
    name = reg_name(insn, op.reg)
    if name == "pc":
        raise _unmodelled(insn)
    return name


def _require(defined, insn, what="reads uninitialised bytes"):
    if not all(defined):
        raise Violation(f"{what} at {text(insn)}")


def _logical(state, insn, result, defined, carry):
    """Writes a logical result; an `s` form sets N, Z and the shifter's carry (an immediate's, "imm",
    depends on its encoding: C undefined)."""
    if sets_flags(insn):
        _require(defined, insn)
        state.set_flags(N=core.msb(result), Z=result == 0)
        if carry is not None:
            state.set_flags(C=None if isinstance(carry, str) else carry)
    state.write_reg(_dst(insn), result, defined)


def _sources(insn):
    """The two sources of a 3-operand data-processing form."""
    if len(insn.operands) != 3:
        raise _unmodelled(insn)
    _dst(insn)
    return insn.operands[1:]


BITWISE = {"orr": lambda a, b: a | b, "and": lambda a, b: a & b, "eor": lambda a, b: a ^ b, "bic": lambda a, b: a & ~b}


def _bitwise(state, insn):
    name = insn.insn_name()
    a, b = _sources(insn)
    x, dx, _ = _operand(state, insn, a)
    y, dy, carry = _operand(state, insn, b)
    result = BITWISE[name](x, y)
    defined = [p and q for p, q in zip(dx, dy)]
    if name in ("and", "bic") and b.type == ca.ARM_OP_IMM:   # a byte the mask clears is a defined zero
        mask = b.imm & 0xFFFFFFFF if name == "and" else ~b.imm & 0xFFFFFFFF
        defined = [d or (mask >> (8 * j) & 0xFF) == 0 for j, d in enumerate(defined)]
    _logical(state, insn, result, defined, carry)


def _move(invert):
    def run(state, insn):
        _, src = _ops(insn, "r" + ("i" if insn.operands[1].type == ca.ARM_OP_IMM else "r"))
        value, defined, carry = _operand(state, insn, src)
        _logical(state, insn, ~value if invert else value, defined, carry)
    return run


def _movt(state, insn):
    _, imm = _ops(insn, "ri")
    old, defined = state.read_bytes(_dst(insn), insn)
    state.write_reg(_dst(insn), z3.Concat(z3.BitVecVal(imm.imm & 0xFFFF, 16), z3.Extract(15, 0, old)),
                    defined[:2] + [True, True])


def _shift(state, insn):
    """lsl/lsr/asr rd, rm, #n (Thumb) or rd, rm shifted (ARM, capstone's 2-operand form)."""
    kind = insn.insn_name()
    ops = insn.operands
    if len(ops) == 2 and ops[1].type == ca.ARM_OP_REG and SHIFTS.get(ops[1].shift.type) == kind:
        value, defined, carry = _operand(state, insn, ops[1])
    elif len(ops) == 3 and ops[1].type == ca.ARM_OP_REG and not ops[1].shift.type and ops[2].type == ca.ARM_OP_IMM:
        value, defined, carry = _shifted(state, insn, ops[1].reg, kind, ops[2].imm)
    else:
        raise _unmodelled(insn)
    _logical(state, insn, value, defined, carry)


def _arith(kind):
    """add, adc, sub, cmp: a + b + carry in, b inverted for a subtraction."""
    def run(state, insn):
        if kind == "cmp":
            a, b = _ops(insn, "r" + ("i" if insn.operands[-1].type == ca.ARM_OP_IMM else "r"))
        else:
            a, b = _sources(insn)
        x, dx, _ = _operand(state, insn, a)
        y, dy, _ = _operand(state, insn, b)
        if kind in ("sub", "cmp"):
            y = ~y
        if kind == "adc":
            cin = z3.If(state.flag("C", insn), z3.BitVecVal(1, 33), z3.BitVecVal(0, 33))
        else:
            cin = z3.BitVecVal(kind != "add", 33)
        wide = z3.ZeroExt(1, x) + z3.ZeroExt(1, y) + cin
        r = z3.Extract(31, 0, wide)
        if sets_flags(insn):
            _require(dx + dy, insn)
            v = core.overflow(x, y, r)
            if MODEL_FAULT == "cmp-overflow-inverted" and kind == "cmp":
                v = z3.Not(v)
            state.set_flags(N=core.msb(r), Z=r == 0, C=z3.Extract(32, 32, wide) == 1, V=v)
        if kind != "cmp":   # each byte defined where the bytes up to it are
            state.write_reg(_dst(insn), z3.simplify(r), [all(dx[:j + 1]) and all(dy[:j + 1]) for j in range(4)])
    return run


def _uxt(bits_in):
    def run(state, insn):
        ops = insn.operands
        if len(ops) != 2 or ops[1].type != ca.ARM_OP_REG or ops[1].shift.type:
            raise _unmodelled(insn)   # a rotation: not modelled
        value, defined = state.read_bytes(reg_name(insn, ops[1].reg), insn)
        nb = bits_in // 8
        state.write_reg(_dst(insn), z3.ZeroExt(32 - bits_in, z3.Extract(bits_in - 1, 0, value)),
                        defined[:nb] + [True] * (4 - nb))
    return run


def _rev(kind):
    def run(state, insn):
        _, n = _ops(insn, "rr")
        value, src = state.read_bytes(reg_name(insn, n.reg), insn)
        if kind == "rev":
            perm = [3, 2, 1, 0]
        else:
            perm = [1, 0, 3, 2]
            if MODEL_FAULT == "rev16-keeps-upper":
                perm = [1, 0, 2, 3]
        result, defined = core.permute(value, src, perm)
        if kind == "revsh":   # the low halfword swapped, sign-extended
            _require(src[:2], insn)
            result = z3.SignExt(16, z3.Extract(15, 0, result))
            defined = [True] * 4
        state.write_reg(_dst(insn), result, defined)
    return run


# Loads and stores: access size and sign extension by mnemonic.
LOADS = {"ldr": (4, False), "ldrb": (1, False), "ldrh": (2, False), "ldrsb": (1, True), "ldrsh": (2, True)}
STORES = {"str": 4, "strb": 1, "strh": 2}


def _access(state, insn):
    """(the address, whether it is through sp, a function that applies the writeback), checking
    the writeback forms: [rn, #imm], [rn, #imm]! and [rn], #imm."""
    ops = insn.operands
    mems = [op for op in ops if op.type == ca.ARM_OP_MEM]
    if len(mems) != 1 or ops[-1].type != ca.ARM_OP_MEM and not (ops[-1].type == ca.ARM_OP_IMM and ops[-2] is mems[0]):
        raise _unmodelled(insn)
    mem, post = mems[0], None
    if ops[-1].type == ca.ARM_OP_IMM:   # [rn], #imm
        post = -ops[-1].imm if ops[-1].subtracted else ops[-1].imm
        if mem.mem.disp:
            raise _unmodelled(insn)
    if mem.subtracted or mem.mem.index:
        raise Unmodelled(f"addressing mode (index register) of {text(insn)}")
    base = reg_name(insn, mem.mem.base)
    if base == "pc":
        raise Unmodelled(f"pc-relative access (a literal): {text(insn)}")
    addr = state.address(insn, mem)
    value = state.read_reg(base, insn)
    if post is not None:
        start, new = value, z3.simplify(value + z3.BitVecVal(post & 0xFFFFFFFF, 32))
    else:
        start, new = addr, (addr if insn.writeback else None)

    def writeback():
        if new is not None:
            state.write_reg(base, new)
    return z3.simplify(start), base == "sp", writeback


def _registers(insn, n):
    """The n registers of a load or store (ldrd, strd: 2)."""
    regs = [reg_name(insn, op.reg) for op in insn.operands if op.type == ca.ARM_OP_REG and not op.shift.type]
    if len(regs) != n or "pc" in regs:
        raise _unmodelled(insn)
    return regs


def _load(state, insn):
    """ldr and its narrow forms; ldrd: two words."""
    name = insn.insn_name()
    size, signed = LOADS.get(name, (4, False))
    regs = _registers(insn, 2 if name == "ldrd" else 1)
    addr, via_sp, writeback = _access(state, insn)
    values = [state.get(z3.simplify(addr + 4 * i), size, insn, via_sp) for i in range(len(regs))]
    writeback()
    for r, (value, defined) in zip(regs, values):
        if size < 4:
            if signed:
                _require(defined, insn, "reads a stack slot holding undefined bytes")
            value = (z3.SignExt if signed else z3.ZeroExt)(32 - size * 8, value)
            defined = [True] * 4 if signed else defined + [True] * (4 - size)
        state.write_reg(r, value, defined)


def _store(state, insn):
    name = insn.insn_name()
    size = STORES.get(name, 4)
    srcs = [state.read_bytes(r, insn) for r in _registers(insn, 2 if name == "strd" else 1)]
    addr, via_sp, writeback = _access(state, insn)
    for i, (v, d) in enumerate(srcs):   # the frame keeps what it is given, memory takes defined bytes
        state.put(z3.simplify(addr + 4 * i), z3.Extract(size * 8 - 1, 0, v), d[:size], insn, via_sp)
    writeback()


def _multiple(load):
    """pop, ldm (ia: the base first, then the registers; `!` writes the base back), vpop of d
    registers and push (db): the lowest register at the lowest address. A pop into pc returns: the
    address goes to ret_address."""
    def run(state, insn):
        ops = insn.operands
        if any(op.type != ca.ARM_OP_REG for op in ops):
            raise _unmodelled(insn)
        names = [reg_name(insn, op.reg) for op in ops]
        if insn.insn_name() in ("push", "pop", "vpop"):
            base, regs, writeback = "sp", names, True
        else:
            base, regs, writeback = names[0], names[1:], insn.writeback
        sizes = [4 if load and r == "pc" and k == len(regs) - 1 else SUBREGISTERS.get(r, (0, 0, 0))[2]
                 for k, r in enumerate(regs)]
        if base in regs or base == "pc" or not all(sizes):
            raise _unmodelled(insn)
        total = sum(sizes)
        start = state.read_reg(base, insn)
        at = start if load else z3.simplify(start - total)
        via_sp = base == "sp"
        offset = 0
        for r, size in zip(regs, sizes):
            addr = z3.simplify(at + offset)
            if not load:
                value, defined = state.read_bytes(r, insn)
                state.put(addr, value, defined, insn, via_sp)
            elif r != "pc":
                state.write_reg(r, *state.get(addr, size, insn, via_sp))
            else:
                state.ret_address, defined = state.get(addr, size, insn, via_sp)
                _require(defined, insn, "returns to an undefined address")
            offset += size
        if writeback:
            state.write_reg(base, z3.simplify(start + total) if load else at)
    return run


def _vstr(state, insn):
    """vstr of an s or d register, [base, #imm]."""
    reg, mem = _ops(insn, "rm")
    r, base = reg_name(insn, reg.reg), reg_name(insn, mem.mem.base)
    if r not in SUBREGISTERS or base == "pc" or insn.writeback or mem.subtracted:
        raise _unmodelled(insn)
    state.put(state.address(insn, mem), *state.read_bytes(r, insn), insn, base == "sp")


def _vmov(state, insn):
    """vmov between core and VFP registers (the bits moved), or between two VFP registers."""
    names = [reg_name(insn, op.reg) for op in insn.operands]
    if any(op.type != ca.ARM_OP_REG for op in insn.operands):
        raise _unmodelled(insn)
    kinds = [n[0] if n[0] in "sd" and n[1:].isdigit() else "r" for n in names]
    if kinds in (["s", "r"], ["r", "s"]):
        state.write_reg(names[0], *state.read_bytes(names[1], insn))
    elif kinds == ["r", "r", "d"]:
        v, d = state.read_bytes(names[2], insn)
        state.write_reg(names[0], z3.Extract(31, 0, v), d[:4])
        state.write_reg(names[1], z3.Extract(63, 32, v), d[4:])
    elif kinds == ["d", "r", "r"]:
        lo, dl = state.read_bytes(names[1], insn)
        hi, dh = state.read_bytes(names[2], insn)
        state.write_reg(names[0], z3.Concat(hi, lo), dl + dh)
    else:
        raise _unmodelled(insn)


SEMANTICS = {
    "mov": _move(False), "mvn": _move(True), "movt": _movt,
    "orr": _bitwise, "and": _bitwise, "eor": _bitwise, "bic": _bitwise,
    "add": _arith("add"), "adc": _arith("adc"), "sub": _arith("sub"), "cmp": _arith("cmp"),
    "lsl": _shift, "lsr": _shift, "asr": _shift, "uxtb": _uxt(8), "uxth": _uxt(16),
    "rev": _rev("rev"), "rev16": _rev("rev16"), "revsh": _rev("revsh"),
    "push": _multiple(False), "pop": _multiple(True), "ldm": _multiple(True), "vpop": _multiple(True), "vmov": _vmov, "vstr": _vstr, "ldrd": _load, "strd": _store,
    "it": lambda state, insn: None,
}


def _bl(state, insn):
    """bl's link: lr = the next instruction's address (prove.py makes it a fresh value)."""
    if is_thumb(insn):
        raise _unmodelled(insn)
    state.write_reg("lr", z3.BitVecVal(insn.address + insn.size, 32))


SEMANTICS["bl"] = _bl
SEMANTICS.update({m: _load for m in LOADS})
SEMANTICS.update({m: _store for m in STORES})


def condition(state, insn):
    if insn.cc in (ca.ARM_CC_AL, ca.ARM_CC_INVALID):
        return z3.BoolVal(True)
    return state.test(core.ARM_CONDITIONS, CONDITION_NAMES.get(insn.cc), insn)


def kind(insn):
    """"ret", "call", "jump" or None."""
    name = insn.insn_name()
    ops = insn.operands
    if name == "bx" and len(ops) == 1 and reg_name(insn, ops[0].reg) == "lr" and insn.cc in (ca.ARM_CC_AL, ca.ARM_CC_INVALID):
        return "ret"
    if name == "pop" and ops and reg_name(insn, ops[-1].reg) == "pc" and insn.cc in (ca.ARM_CC_AL, ca.ARM_CC_INVALID):
        return "ret"
    if name in CALLS:
        return "call"
    if name in JUMPS:
        return "jump"
    # anything else that writes pc (mov pc, ldr pc, ldm ... pc) is an indirect jump
    if name.startswith("ldm") and any(op.type == ca.ARM_OP_REG and reg_name(insn, op.reg) == "pc" for op in ops):
        return "jump"
    if ops and ops[0].type == ca.ARM_OP_REG and reg_name(insn, ops[0].reg) == "pc" and name not in ("push", "str", "cmp"):
        return "jump"
    return None


def branch(state, insn):
    name = insn.insn_name()
    if name in ("b", "bl"):
        return condition(state, insn)
    raise _unmodelled(insn)


def step_ret(state, insn):
    """A return: `bx lr` (the address is lr's) or a pop into pc (the registers popped, then pc)."""
    if insn.insn_name() == "bx":
        state.ret_address = state.read_reg("lr", insn)
    else:
        SEMANTICS["pop"](state, insn)


def step(state, insn):
    name = insn.insn_name()
    if name not in SEMANTICS:
        raise _unmodelled(insn)
    cond = condition(state, insn)
    if z3.is_true(cond):
        SEMANTICS[name](state, insn)
        return
    if name in LOADS or name in STORES or name in ("ldrd", "strd", "push", "pop") or name.startswith(("ldm", "stm", "v")):
        raise Unmodelled(f"conditional memory access: {form(insn)} ({text(insn)})")
    before = state.copy()
    SEMANTICS[name](state, insn)
    for r in state.regs:
        if not z3.eq(state.regs[r], before.regs[r]) or state.defined[r] != before.defined[r]:
            state.regs[r] = z3.simplify(z3.If(cond, state.regs[r], before.regs[r]))
            state.defined[r] = [a and b for a, b in zip(state.defined[r], before.defined[r])]
    for f in set(state.flags) | set(before.flags):
        if f in state.flags and f in before.flags:
            state.flags[f] = z3.simplify(z3.If(cond, state.flags[f], before.flags[f]))
        else:
            state.flags.pop(f, None)


def frame_claims(state, regs):
    """The return goes to lr's value on entry."""
    if state.ret_address is None:
        return [(z3.BoolVal(False), "no return address")]
    return [(state.ret_address == regs["lr"], "returns to an address other than lr on entry")]


def _isa(name, hard_float):
    vfp = [f"d{i}" for i in range(32)] if hard_float else []

    def value_regs(ctype, bits):
        if ctype in FLOAT_TYPES and hard_float:
            return [("d0", bits // 8)]
        if bits == 64:
            return [("r2", 4), ("r3", 4)]
        return [("r1", bits // 8)]

    def return_regs(ctype, bits):
        """(the name a PASS line gives the result, [(register, bytes)] low part first)."""
        if ctype in FLOAT_TYPES and hard_float:
            return ("s0" if bits == 32 else "d0"), [("d0", bits // 8)]
        if bits == 64:
            return "r0:r1", [("r0", 4), ("r1", 4)]
        return "r0", [("r0", 4)]

    def value_extension(regs, ctype, bits):
        """AAPCS B.2: an integral argument narrower than a word is zero- or sign-extended to a word
        by the caller: (its register, the premise), or None."""
        if bits >= 32 or ctype in FLOAT_TYPES:
            return None
        r = regs["r1"]
        low = z3.Extract(bits - 1, 0, r)
        return "r1", r == (z3.SignExt if ctype.startswith("int") else z3.ZeroExt)(32 - bits, low)

    ns = {k: v for k, v in globals().items() if not k.startswith("__")}
    ns.update(NAME=name, HARD_FLOAT=hard_float, GPRS=CORE, VECTORS=vfp, REGISTERS=CORE + vfp,
              POINTER="r0", STACK="sp", TAIL_CALLS=(29,), DEFINED_ON_ENTRY=("lr",),
              # R_ARM_CALL (an ARM `bl`) into a function of the object: followed, lr = the return address
              LOCAL_CALLS=(28,), LINK="lr",
              # AAPCS: r4-r11 and sp preserved; d8-d15 on armv7 (its VFP); lr is the return address,
              # checked by frame_claims instead (a pop into pc returns without restoring lr)
              CALLEE_SAVED=[f"r{i}" for i in range(4, 12)] + [f"d{i}" for i in range(8, 16) if hard_float],
              value_regs=value_regs, return_regs=return_regs, value_extension=value_extension)
    return types.SimpleNamespace(**ns)


ARMV7 = _isa("armv7", hard_float=True)
ARMV5TE = _isa("armv5te", hard_float=False)
