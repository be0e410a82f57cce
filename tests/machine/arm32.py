# SPDX-License-Identifier: MIT
"""A z3 model of the 32-bit ARM instructions (ARM and Thumb-2) the accessors compile to (make
prove-machine), as ARMV7 (AAPCS-VFP: a float in s0, a double in d0) and ARMV5TE (soft float: r0 / r1,
r0:r1 / r2:r3). d0-d31 on armv7; s2k, s2k+1 are the halves of dk. Frame, flags, conditional forms
and the return: README.md's implementation notes. Definedness propagates per byte through bit moves
and, from the low byte up, through add/sub. A form has its `s`, its condition and "thumb " for
Thumb ("thumb orr r, r, r lsl", "add r, r, imm hs").
"""
import os
import types

import capstone
from capstone import arm as ca
import z3

ORDER = "le"
ADDRESS_BITS = 32
FRAME = 256
FLOAT_TYPES = ("float", "double")
MODEL_FAULT = os.environ.get("UA_MACHINE_MODEL_FAULT", "")
CORE = [f"r{i}" for i in range(13)] + ["sp", "lr"]
ALIASES = {"sb": "r9", "sl": "r10", "fp": "r11", "ip": "r12", "r13": "sp", "r14": "lr"}
SHIFTS = {ca.ARM_SFT_ASR: "asr", ca.ARM_SFT_LSL: "lsl", ca.ARM_SFT_LSR: "lsr", ca.ARM_SFT_ROR: "ror"}
CONDITION_NAMES = {ca.ARM_CC_EQ: "eq", ca.ARM_CC_NE: "ne", ca.ARM_CC_HS: "hs", ca.ARM_CC_LO: "lo",
                   ca.ARM_CC_MI: "mi", ca.ARM_CC_PL: "pl", ca.ARM_CC_VS: "vs", ca.ARM_CC_VC: "vc",
                   ca.ARM_CC_HI: "hi", ca.ARM_CC_LS: "ls", ca.ARM_CC_GE: "ge", ca.ARM_CC_LT: "lt",
                   ca.ARM_CC_GT: "gt", ca.ARM_CC_LE: "le", ca.ARM_CC_AL: "al"}
CALLS = {"bl", "blx", "svc", "bkpt", "udf"}
JUMPS = {"b", "bx", "cbz", "cbnz", "tbb", "tbh"}


class Unmodelled(Exception):
    """An instruction or operand outside the modelled set."""


class Violation(Exception):
    """A property of the frame broken while executing (use of an undefined register byte, ...)."""


def width(r):
    return 64 if r.startswith("d") else 32


def disassembler(thumb=False):
    md = capstone.Cs(capstone.CS_ARCH_ARM, capstone.CS_MODE_THUMB if thumb else capstone.CS_MODE_ARM)
    md.detail = True
    return md


def is_thumb(insn):
    return bool(insn._cs.mode & capstone.CS_MODE_THUMB)


def text(insn):
    return f"{insn.address:#x}: {insn.mnemonic} {insn.op_str}".strip()


def reg_name(insn, r):
    name = insn.reg_name(r)
    return ALIASES.get(name, name)


def subregister(name):
    """(full register, byte offset, size in bytes) or None."""
    if name in CORE:
        return name, 0, 4
    if name[0] == "d" and name[1:].isdigit():
        return name, 0, 8
    if name[0] == "s" and name[1:].isdigit():
        k = int(name[1:])
        return f"d{k // 2}", 4 * (k % 2), 4
    return None


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


class State:

    def __init__(self, regs, defined, mem, flags=None):
        self.regs = dict(regs)
        self.defined = {r: list(d) for r, d in defined.items()}
        self.mem = mem
        self.accesses = []
        self.flags = dict(flags or {})
        self.sp0 = regs["sp"]
        self.entry_sp = regs["sp"]   # sp on entry to the function running (a followed call's callee)
        self.frame = {}          # offset from the caller's sp -> byte (None: the stack is memory, validate.py)
        self.ret_address = None

    def copy(self):
        other = State(self.regs, self.defined, self.mem, self.flags)
        other.accesses = list(self.accesses)
        other.sp0 = self.sp0
        other.entry_sp = self.entry_sp
        other.frame = None if self.frame is None else dict(self.frame)
        other.ret_address = self.ret_address
        return other

    def flag(self, name, insn):
        if name not in self.flags:
            raise Violation(f"reads undefined flag {name} at {text(insn)}")
        return self.flags[name]

    def read_bytes(self, name, insn):
        """(value, defined flag per byte), unchecked."""
        sub = subregister(name)
        if sub is None or sub[0] not in self.regs:
            raise Unmodelled(f"register {name} in {text(insn)}")
        full, off, size = sub
        return z3.Extract(8 * (off + size) - 1, 8 * off, self.regs[full]), list(self.defined[full][off:off + size])

    def read_reg(self, name, insn):
        value, defined = self.read_bytes(name, insn)
        if not all(defined):
            raise Violation(f"reads uninitialised register {name} at {text(insn)}")
        return value

    def write_reg(self, name, value, defined=None):
        sub = subregister(name)
        if sub is None or sub[0] not in self.regs:
            raise Unmodelled(f"register {name} written")
        full, off, size = sub
        assert value.size() == size * 8, (name, value.size())
        old = self.regs[full]
        total = width(full)
        parts = []
        if off + size < total // 8:
            parts.append(z3.Extract(total - 1, 8 * (off + size), old))
        parts.append(value)
        if off:
            parts.append(z3.Extract(8 * off - 1, 0, old))
        self.regs[full] = z3.simplify(z3.Concat(*parts) if len(parts) > 1 else value)
        d = self.defined[full]
        d[off:off + size] = list(defined) if defined is not None else [True] * size

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

    def load_at(self, addr, size, insn, via_sp):
        if via_sp and self.frame is not None:
            off = self.frame_offset(addr, size, insn)
            if any(off + i not in self.frame for i in range(size)):
                raise Violation(f"reads a stack slot not written: {text(insn)}")
            data = [self.frame[off + i] for i in range(size)]
        else:
            self.accesses.append(("load", addr, size, text(insn)))
            data = [z3.Select(self.mem, addr + i) for i in range(size)]
        return z3.simplify(z3.Concat(*reversed(data)) if size > 1 else data[0])

    def store_at(self, addr, value, insn, via_sp):
        size = value.size() // 8
        if via_sp and self.frame is not None:
            off = self.frame_offset(addr, size, insn)
            for i in range(size):
                self.frame[off + i] = z3.simplify(z3.Extract(8 * i + 7, 8 * i, value))
            return
        self.accesses.append(("store", addr, size, text(insn)))
        mem = self.mem
        for i in range(size):
            mem = z3.Store(mem, addr + i, z3.Extract(8 * i + 7, 8 * i, value))
        self.mem = mem


def _unmodelled(insn):
    return Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")


def _shift_defined(src, kind, c, j):
    """Whether byte j of a shift by the constant c of a value whose bytes are defined as src is."""
    bits = len(src) * 8
    sources = set()
    for k in range(8 * j, 8 * j + 8):
        i = {"lsl": k - c, "lsr": k + c, "asr": min(k + c, bits - 1), "ror": (k + c) % bits}[kind]
        if 0 <= i < bits:
            sources.add(i // 8)
    return all(src[i] for i in sources)


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
        n2 = min(n, bits)
        return value >> min(n, bits - 1) if n < bits else value >> (bits - 1), bit(min(n2, bits) - 1)
    if kind == "ror":
        return z3.RotateRight(value, n % bits), bit((n - 1) % bits)
    raise ValueError(kind)


def _operand(state, insn, op):
    """(value, defined bytes, shifter carry or None) of a register, shifted by an immediate, or an immediate."""
    if op.type == ca.ARM_OP_IMM:
        return z3.BitVecVal(op.imm & 0xFFFFFFFF, 32), [True] * 4, "imm"
    if op.type != ca.ARM_OP_REG:
        raise _unmodelled(insn)
    value, defined = state.read_bytes(reg_name(insn, op.reg), insn)
    if value.size() != 32:
        raise _unmodelled(insn)
    if not op.shift.type:
        return value, defined, None
    kind = SHIFTS.get(op.shift.type)
    if kind is None:   # rrx and the register-shifted forms
        raise _unmodelled(insn)
    n = op.shift.value
    if n == 0 and kind in ("lsr", "asr"):
        n = 32
    result, carry = _shift_value(kind, value, n)
    return result, [_shift_defined(defined, kind, min(n, 32), j) for j in range(4)], carry


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


def _logic_flags(state, insn, result, carry):
    state.flags["N"] = z3.simplify(z3.Extract(31, 31, result) == 1)
    state.flags["Z"] = z3.simplify(result == 0)
    if isinstance(carry, str):
        state.flags.pop("C", None)   # an immediate's carry depends on its encoding: undefined
    elif carry is not None:
        state.flags["C"] = z3.simplify(carry)


def _sources(insn):
    """(destination, first source, second source) of a 2- or 3-operand data-processing form."""
    ops = insn.operands
    if len(ops) == 3:
        return ops[0], ops[1], ops[2]
    if len(ops) == 2:
        return ops[0], ops[0], ops[1]
    raise _unmodelled(insn)


BITWISE = {"orr": lambda a, b: a | b, "and": lambda a, b: a & b, "eor": lambda a, b: a ^ b,
           "bic": lambda a, b: a & ~b, "orn": lambda a, b: a | ~b}


def _bitwise(state, insn):
    name = insn.insn_name()
    _dst(insn)
    _, a, b = _sources(insn)
    x, dx, _ = _operand(state, insn, a)
    y, dy, carry = _operand(state, insn, b)
    result = BITWISE[name](x, y)
    defined = [p and q for p, q in zip(dx, dy)]
    if name in ("and", "bic") and b.type == ca.ARM_OP_IMM:   # a byte the mask clears is a defined zero
        mask = b.imm & 0xFFFFFFFF if name == "and" else ~b.imm & 0xFFFFFFFF
        defined = [d or (mask >> (8 * j) & 0xFF) == 0 for j, d in enumerate(defined)]
    if sets_flags(insn):
        _require(defined, insn)
        _logic_flags(state, insn, result, carry)
    state.write_reg(_dst(insn), result, defined)


def _move(invert):
    def run(state, insn):
        _, src = _ops(insn, "r" + ("i" if insn.operands[1].type == ca.ARM_OP_IMM else "r"))
        value, defined, carry = _operand(state, insn, src)
        if invert:
            value = ~value
        if sets_flags(insn):
            _require(defined, insn)
            _logic_flags(state, insn, value, carry)
        state.write_reg(_dst(insn), value, defined)
    return run


def _movw(state, insn):
    _, imm = _ops(insn, "ri")
    state.write_reg(_dst(insn), z3.BitVecVal(imm.imm & 0xFFFF, 32))


def _movt(state, insn):
    _, imm = _ops(insn, "ri")
    old, defined = state.read_bytes(_dst(insn), insn)
    state.write_reg(_dst(insn), z3.Concat(z3.BitVecVal(imm.imm & 0xFFFF, 16), z3.Extract(15, 0, old)),
                    defined[:2] + [True, True])


def _shift(state, insn):
    """lsl/lsr/asr/ror rd, rm, #n (Thumb) or rd, rm shifted (ARM, capstone's 2-operand form)."""
    kind = insn.insn_name()
    ops = insn.operands
    if len(ops) == 2 and ops[1].type == ca.ARM_OP_REG and SHIFTS.get(ops[1].shift.type) == kind:
        value, defined, carry = _operand(state, insn, ops[1])
    elif len(ops) == 3 and ops[1].type == ca.ARM_OP_REG and not ops[1].shift.type and ops[2].type == ca.ARM_OP_IMM:
        src, sdef = state.read_bytes(reg_name(insn, ops[1].reg), insn)
        n = ops[2].imm
        if n == 0 and kind in ("lsr", "asr"):
            n = 32
        value, carry = _shift_value(kind, src, n)
        defined = [_shift_defined(sdef, kind, min(n, 32), j) for j in range(4)]
    else:
        raise _unmodelled(insn)
    if sets_flags(insn):
        _require(defined, insn)
        _logic_flags(state, insn, value, carry)
    state.write_reg(_dst(insn), value, defined)


def _arith_flags(a, b, r, carry_out):
    msb = lambda x: z3.Extract(31, 31, x) == 1  # noqa: E731
    return {"N": msb(r), "Z": r == 0, "C": carry_out,
            "V": z3.And(msb(a) == msb(b), msb(r) != msb(a))}


def _arith(kind, compare=False):
    """add, adc, sub, sbc, rsb, cmp, cmn: a + b + carry_in with b inverted for a subtraction."""
    def run(state, insn):
        if compare:
            if len(insn.operands) != 2:
                raise _unmodelled(insn)
            a, b = insn.operands
        else:
            _dst(insn)
            _, a, b = _sources(insn)
        if kind == "rsb":
            a, b = b, a
        x, dx, _ = _operand(state, insn, a)
        y, dy, _ = _operand(state, insn, b)
        if kind in ("sub", "sbc", "rsb", "cmp"):
            y = ~y
        if kind in ("adc", "sbc"):
            cin = z3.If(state.flag("C", insn), z3.BitVecVal(1, 33), z3.BitVecVal(0, 33))
        else:
            cin = z3.BitVecVal(1 if kind in ("sub", "rsb", "cmp") else 0, 33)
        wide = z3.ZeroExt(1, x) + z3.ZeroExt(1, y) + cin
        r = z3.Extract(31, 0, wide)
        defined = [all(dx[:j + 1]) and all(dy[:j + 1]) for j in range(4)]
        if sets_flags(insn) or compare:
            _require(dx + dy, insn)
            flags = _arith_flags(x, y, r, z3.Extract(32, 32, wide) == 1)
            if MODEL_FAULT == "cmp-overflow-inverted" and compare:
                flags["V"] = z3.Not(flags["V"])
            state.flags = dict(state.flags, **{k: z3.simplify(v) for k, v in flags.items()})
        if not compare:
            state.write_reg(_dst(insn), z3.simplify(r), defined)
    return run


def _tst(state, insn):
    a, b = insn.operands
    x, dx, _ = _operand(state, insn, a)
    y, dy, carry = _operand(state, insn, b)
    _require(dx + dy, insn)
    _logic_flags(state, insn, (x & y) if insn.insn_name() == "tst" else (x ^ y), carry)


def _extend(bits_in, signed):
    def run(state, insn):
        ops = insn.operands
        if len(ops) != 2 or ops[1].type != ca.ARM_OP_REG or ops[1].shift.type:
            raise _unmodelled(insn)   # a rotation: not modelled
        value, defined = state.read_bytes(reg_name(insn, ops[1].reg), insn)
        nb = bits_in // 8
        low = z3.Extract(bits_in - 1, 0, value)
        if signed:
            _require(defined[:nb], insn)
            state.write_reg(_dst(insn), z3.SignExt(32 - bits_in, low))
        else:
            state.write_reg(_dst(insn), z3.ZeroExt(32 - bits_in, low), defined[:nb] + [True] * (4 - nb))
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
        result = z3.Concat(*[z3.Extract(8 * perm[k] + 7, 8 * perm[k], value) for k in reversed(range(4))])
        defined = [src[perm[k]] for k in range(4)]
        if kind == "revsh":   # the low halfword swapped, sign-extended
            _require(src[:2], insn)
            result = z3.SignExt(16, z3.Extract(15, 0, result))
            defined = [True] * 4
        state.write_reg(_dst(insn), result, defined)
    return run


def _bitfield(kind):
    def run(state, insn):
        if kind == "bfc":
            _, lsb_op, width_op = _ops(insn, "rii")
            src, sdef = z3.BitVecVal(0, 32), [True] * 4
        else:
            _, n, lsb_op, width_op = _ops(insn, "rrii")
            src, sdef = state.read_bytes(reg_name(insn, n.reg), insn)
        lsb, w = lsb_op.imm, width_op.imm
        if kind in ("ubfx", "sbfx"):
            _require([sdef[i // 8] for i in range(lsb, lsb + w)], insn)
            field = z3.Extract(lsb + w - 1, lsb, src)
            state.write_reg(_dst(insn), (z3.ZeroExt if kind == "ubfx" else z3.SignExt)(32 - w, field))
            return
        old, odef = state.read_bytes(_dst(insn), insn)
        mask = ((1 << w) - 1) << lsb
        field = z3.ZeroExt(32 - w, z3.Extract(w - 1, 0, src)) << lsb
        result = (old & z3.BitVecVal(~mask & 0xFFFFFFFF, 32)) | field
        defined = []
        for j in range(4):
            bits = [i for i in range(8 * j, 8 * j + 8)]
            new = [i for i in bits if mask >> i & 1]
            keep = [i for i in bits if not mask >> i & 1]
            defined.append((not keep or odef[j]) and all(sdef[(i - lsb) // 8] for i in new))
        state.write_reg(_dst(insn), result, defined)
    return run


def _mul(state, insn):
    _dst(insn)
    _, a, b = _sources(insn)
    x, dx, _ = _operand(state, insn, a)
    y, dy, _ = _operand(state, insn, b)
    _require(dx + dy, insn)
    if sets_flags(insn):
        raise _unmodelled(insn)
    state.write_reg(_dst(insn), x * y)


# Loads and stores: access size and sign extension by mnemonic.
LOADS = {"ldr": (4, False), "ldrb": (1, False), "ldrh": (2, False), "ldrsb": (1, True), "ldrsh": (2, True)}
STORES = {"str": 4, "strb": 1, "strh": 2}


def _mem_operand(insn):
    """(the memory operand, post-index immediate or None) checking the writeback forms."""
    ops = insn.operands
    mems = [op for op in ops if op.type == ca.ARM_OP_MEM]
    if len(mems) != 1:
        raise _unmodelled(insn)
    mem = mems[0]
    post = None
    if ops[-1].type == ca.ARM_OP_IMM and ops[-2].type == ca.ARM_OP_MEM:   # [rn], #imm
        post = -ops[-1].imm if ops[-1].subtracted else ops[-1].imm
        if mem.mem.disp:
            raise _unmodelled(insn)
    elif ops[-1].type != ca.ARM_OP_MEM:
        raise _unmodelled(insn)
    if mem.subtracted or mem.mem.index:
        raise Unmodelled(f"addressing mode (index register) of {text(insn)}")
    return mem, post


def _access(state, insn):
    """The address, whether it is through sp, and a function that applies the writeback."""
    mem, post = _mem_operand(insn)
    base = reg_name(insn, mem.mem.base)
    if base == "pc":
        raise Unmodelled(f"pc-relative access (a literal): {text(insn)}")
    addr = state.address(insn, mem)
    value = state.read_reg(base, insn)
    if post is not None:
        start = value
        new = z3.simplify(value + z3.BitVecVal(post & 0xFFFFFFFF, 32))
    else:
        start = addr
        new = addr if insn.writeback else None
    def writeback():
        if new is not None:
            state.write_reg(base, new)
    return z3.simplify(start), base == "sp", writeback, base


def _load(state, insn):
    name = insn.insn_name()
    regs = [op for op in insn.operands if op.type == ca.ARM_OP_REG and not op.shift.type]
    addr, via_sp, writeback, base = _access(state, insn)
    if name == "ldrd":
        if len(regs) != 2:
            raise _unmodelled(insn)
        lo, dl = _get(state, addr, 4, insn, via_sp)
        hi, dh = _get(state, z3.simplify(addr + 4), 4, insn, via_sp)
        writeback()
        state.write_reg(reg_name(insn, regs[0].reg), lo, dl)
        state.write_reg(reg_name(insn, regs[1].reg), hi, dh)
        return
    size, signed = LOADS[name]
    if len(regs) != 1 or reg_name(insn, regs[0].reg) == "pc":
        raise _unmodelled(insn)
    value, defined = _get(state, addr, size, insn, via_sp)
    if size < 4:
        _require(defined, insn, "reads a stack slot holding undefined bytes") if signed else None
        value = (z3.SignExt if signed else z3.ZeroExt)(32 - size * 8, value)
        defined = defined + [True] * (4 - size) if not signed else [True] * 4
    writeback()
    state.write_reg(reg_name(insn, regs[0].reg), value, defined)


def _store(state, insn):
    name = insn.insn_name()
    regs = [op for op in insn.operands if op.type == ca.ARM_OP_REG and not op.shift.type]
    srcs = []
    for op in regs:
        v, d = state.read_bytes(reg_name(insn, op.reg), insn)
        srcs.append((v, d, reg_name(insn, op.reg)))
    addr, via_sp, writeback, base = _access(state, insn)
    if name == "strd":
        if len(srcs) != 2:
            raise _unmodelled(insn)
        parts = srcs
        sizes = [4, 4]
    else:
        if len(srcs) != 1:
            raise _unmodelled(insn)
        parts = srcs
        sizes = [STORES[name]]
    at = addr
    for (v, d, r), size in zip(parts, sizes):
        if not all(d[:size]) and not (via_sp and state.frame is not None):   # the frame keeps what it is given
            raise Violation(f"stores uninitialised bytes of {r} at {text(insn)}")
        _put(state, at, z3.Extract(size * 8 - 1, 0, v), d[:size], insn, via_sp)
        at = z3.simplify(at + 4)
    writeback()


def _push(state, insn):
    names = [reg_name(insn, op.reg) for op in insn.operands]
    if any(op.type != ca.ARM_OP_REG for op in insn.operands) or "pc" in names or "sp" in names:
        raise _unmodelled(insn)
    sp = state.read_reg("sp", insn)
    at = z3.simplify(sp - 4 * len(names))
    for i, r in enumerate(names):   # the lowest register at the lowest address
        v, d = state.read_bytes(r, insn)
        if state.frame is None:
            state.store_at(z3.simplify(at + 4 * i), v, insn, True)
        else:   # a callee-saved register may hold the caller's (undefined to us) value: saved as it is
            off = state.frame_offset(z3.simplify(at + 4 * i), 4, insn)
            for k in range(4):
                state.frame[off + k] = z3.simplify(z3.Extract(8 * k + 7, 8 * k, v))
                state.frame[("defined", off + k)] = d[k]
    state.write_reg("sp", at)


def _pop(state, insn):
    """pop {regs} (and pop {..., pc}: the return, whose address is kept in ret_address)."""
    names = [reg_name(insn, op.reg) for op in insn.operands]
    if any(op.type != ca.ARM_OP_REG for op in insn.operands) or "sp" in names or "pc" in names[:-1]:
        raise _unmodelled(insn)
    sp = state.read_reg("sp", insn)
    for i, r in enumerate(names):
        addr = z3.simplify(sp + 4 * i)
        if state.frame is None:
            value, defined = state.load_at(addr, 4, insn, True), [True] * 4
        else:
            off = state.frame_offset(addr, 4, insn)
            if any(off + k not in state.frame for k in range(4)):
                raise Violation(f"reads a stack slot not written: {text(insn)}")
            value = z3.simplify(z3.Concat(*[state.frame[off + k] for k in reversed(range(4))]))
            defined = [state.frame.get(("defined", off + k), True) for k in range(4)]
        if r == "pc":
            if not all(defined):
                raise Violation(f"returns to an undefined address at {text(insn)}")
            state.ret_address = value
        else:
            state.write_reg(r, value, defined)
    state.write_reg("sp", z3.simplify(sp + 4 * len(names)))


def _get(state, addr, size, insn, via_sp):
    """(value, defined bytes) of size bytes at addr, from the frame or memory."""
    if via_sp and state.frame is not None:
        off = state.frame_offset(addr, size, insn)
        if any(off + k not in state.frame for k in range(size)):
            raise Violation(f"reads a stack slot not written: {text(insn)}")
        value = z3.simplify(z3.Concat(*[state.frame[off + k] for k in reversed(range(size))]))
        return value, [state.frame.get(("defined", off + k), True) for k in range(size)]
    return state.load_at(addr, size, insn, via_sp), [True] * size


def _put(state, addr, value, defined, insn, via_sp):
    """Into the frame as is (a saved register's bytes may be undefined to us), or into memory,
    whose bytes must be defined."""
    size = value.size() // 8
    if via_sp and state.frame is not None:
        off = state.frame_offset(addr, size, insn)
        for k in range(size):
            state.frame[off + k] = z3.simplify(z3.Extract(8 * k + 7, 8 * k, value))
            state.frame[("defined", off + k)] = defined[k]
        return
    if not all(defined):
        raise Violation(f"stores uninitialised bytes at {text(insn)}")
    state.store_at(addr, value, insn, via_sp)


def _multiple(load, mode):
    """ldm/stm (ia, db: the base first, then the registers; `!` writes the base back) and
    vpush/vpop/vldm/vstm of d registers: the lowest register at the lowest address."""
    def run(state, insn):
        ops = insn.operands
        if any(op.type != ca.ARM_OP_REG for op in ops):
            raise _unmodelled(insn)
        names = [reg_name(insn, op.reg) for op in ops]
        name = insn.insn_name()
        if name in ("vpush", "vpop"):
            base, regs, writeback = "sp", names, True
        else:
            base, regs, writeback = names[0], names[1:], insn.writeback
        if "pc" in regs or base in regs or base == "pc" or any(subregister(r) is None for r in regs):
            raise _unmodelled(insn)
        sizes = [subregister(r)[2] for r in regs]
        total = sum(sizes)
        start = state.read_reg(base, insn)
        at = z3.simplify(start - total) if mode == "db" else start
        via_sp = base == "sp"
        offset = 0
        for r, size in zip(regs, sizes):
            addr = z3.simplify(at + offset)
            if load:
                value, defined = _get(state, addr, size, insn, via_sp)
                state.write_reg(r, value, defined)
            else:
                value, defined = state.read_bytes(r, insn)
                _put(state, addr, value, defined, insn, via_sp)
            offset += size
        if writeback:
            state.write_reg(base, z3.simplify(start - total) if mode == "db" else z3.simplify(start + total))
    return run


def _vfp_access(load):
    """vldr/vstr of an s or d register, [base, #imm]."""
    def run(state, insn):
        reg, mem = _ops(insn, "rm")
        r = reg_name(insn, reg.reg)
        base = reg_name(insn, mem.mem.base)
        if subregister(r) is None or base == "pc" or insn.writeback or mem.subtracted:
            raise _unmodelled(insn)
        addr = state.address(insn, mem)
        size = subregister(r)[2]
        if load:
            value, defined = _get(state, addr, size, insn, base == "sp")
            state.write_reg(r, value, defined)
        else:
            value, defined = state.read_bytes(r, insn)
            _put(state, addr, value, defined, insn, base == "sp")
    return run


def _vmov(state, insn):
    """vmov between core and VFP registers (the bits moved), or between two VFP registers."""
    names = [reg_name(insn, op.reg) for op in insn.operands]
    if any(op.type != ca.ARM_OP_REG for op in insn.operands):
        raise _unmodelled(insn)
    kinds = [n[0] if n[0] in "sd" and n[1:].isdigit() else "r" for n in names]
    if kinds in (["s", "r"], ["r", "s"], ["s", "s"], ["d", "d"]):
        v, d = state.read_bytes(names[1], insn)
        state.write_reg(names[0], v, d)
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
    "mov": _move(False), "mvn": _move(True), "movw": _movw, "movt": _movt,
    "orr": _bitwise, "and": _bitwise, "eor": _bitwise, "bic": _bitwise, "orn": _bitwise,
    "add": _arith("add"), "adc": _arith("adc"), "sub": _arith("sub"), "sbc": _arith("sbc"), "rsb": _arith("rsb"),
    "cmp": _arith("cmp", compare=True), "cmn": _arith("add", compare=True), "tst": _tst, "teq": _tst,
    "lsl": _shift, "lsr": _shift, "asr": _shift, "ror": _shift,
    "uxtb": _extend(8, False), "uxth": _extend(16, False), "sxtb": _extend(8, True), "sxth": _extend(16, True),
    "rev": _rev("rev"), "rev16": _rev("rev16"), "revsh": _rev("revsh"),
    "ubfx": _bitfield("ubfx"), "sbfx": _bitfield("sbfx"), "bfi": _bitfield("bfi"), "bfc": _bitfield("bfc"),
    "mul": _mul, "push": _push, "pop": _pop, "vmov": _vmov,
    "it": lambda state, insn: None, "nop": lambda state, insn: None,
    "ldrd": _load, "strd": _store,
    "ldm": _multiple(True, "ia"), "stm": _multiple(False, "ia"), "ldmdb": _multiple(True, "db"),
    "stmdb": _multiple(False, "db"), "vpush": _multiple(False, "db"), "vpop": _multiple(True, "ia"),
    "vldmia": _multiple(True, "ia"), "vstmia": _multiple(False, "ia"), "vstmdb": _multiple(False, "db"),
    "vldr": _vfp_access(True), "vstr": _vfp_access(False),
}


def _bl(state, insn):
    """bl's link: lr = the next instruction's address (prove.py makes it a fresh value)."""
    if is_thumb(insn):
        raise _unmodelled(insn)
    state.write_reg("lr", z3.BitVecVal(insn.address + insn.size, 32))


SEMANTICS["bl"] = _bl
SEMANTICS.update({m: _load for m in LOADS})
SEMANTICS.update({m: _store for m in STORES})


CONDITIONS = {
    "eq": lambda f: f("Z"), "ne": lambda f: z3.Not(f("Z")),
    "hs": lambda f: f("C"), "lo": lambda f: z3.Not(f("C")),
    "mi": lambda f: f("N"), "pl": lambda f: z3.Not(f("N")),
    "vs": lambda f: f("V"), "vc": lambda f: z3.Not(f("V")),
    "hi": lambda f: z3.And(f("C"), z3.Not(f("Z"))), "ls": lambda f: z3.Or(z3.Not(f("C")), f("Z")),
    "ge": lambda f: f("N") == f("V"), "lt": lambda f: f("N") != f("V"),
    "gt": lambda f: z3.And(z3.Not(f("Z")), f("N") == f("V")), "le": lambda f: z3.Or(f("Z"), f("N") != f("V")),
}


def condition(state, insn):
    if insn.cc in (ca.ARM_CC_AL, ca.ARM_CC_INVALID):
        return z3.BoolVal(True)
    name = CONDITION_NAMES.get(insn.cc)
    if name not in CONDITIONS:
        raise Unmodelled(f"condition of {text(insn)}")
    return z3.simplify(CONDITIONS[name](lambda flag: state.flag(flag, insn)))


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
    for op in ops:
        if op.type == ca.ARM_OP_REG and reg_name(insn, op.reg) == "pc" and op is ops[0] and name not in ("push", "str", "cmp"):
            return "jump"
    return None


def jump_target(insn):
    if insn.insn_name() in ("bx", "tbb", "tbh") or not insn.operands:
        return None
    last = insn.operands[-1]
    return last.imm if last.type == ca.ARM_OP_IMM else None


def branch(state, insn):
    name = insn.insn_name()
    if name in ("b", "bl"):
        return condition(state, insn)
    if name in ("cbz", "cbnz"):
        value = state.read_reg(reg_name(insn, insn.operands[0].reg), insn)
        return z3.simplify((value == 0) if name == "cbz" else (value != 0))
    raise _unmodelled(insn)


def step_ret(state, insn):
    """A return: `bx lr` (the address is lr's) or a pop into pc (the registers popped, then pc)."""
    if insn.insn_name() == "bx":
        state.ret_address = state.read_reg("lr", insn)
    else:
        _pop(state, insn)


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
