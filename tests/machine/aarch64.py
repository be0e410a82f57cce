# SPDX-License-Identifier: MIT
"""A z3 model of the AArch64 instructions the accessors compile to (make prove-machine; README.md).
Registers carry a definedness flag per byte; N, Z, C, V are Bools (absent = undefined). A w write
zero-extends into its x register, an s or d write into its v register; wzr/xzr read 0. Only base +
immediate addressing is modelled. Forms: "orr w, w, w lsl", "ldrh w, m", "csel x, x, x, hi".
"""
import types

import capstone
from capstone import arm64 as ca
import z3

from core import MODEL_FAULT, Unmodelled, Violation, jump_target, text  # noqa: F401
import core

NAME = "aarch64"
ORDER = "le"
GPRS = [f"x{i}" for i in range(31)] + ["sp"]
VECTORS = [f"v{i}" for i in range(32)]
REGISTERS = GPRS + VECTORS
# AAPCS64 preserves the low halves of v8-v15; the whole is checked (stricter); x30 is the return address.
POINTER = "x0"
STACK = "sp"
CALLEE_SAVED = [f"x{i}" for i in range(19, 31)] + [f"v{i}" for i in range(8, 16)]
FLOAT_TYPES = ("float", "double")
TAIL_CALLS = (282,)   # R_AARCH64_JUMP26 (`b`): a tail call into a local function of the object is followed
CALLS = {"bl", "blr", "blraa", "blrab", "svc", "hvc", "smc", "brk", "hlt"}
JUMPS = {"b", "br", "cbz", "cbnz", "tbz", "tbnz"}


def width(r):
    return 128 if r.startswith("v") else 64


def value_regs(ctype, bits):
    """[(register, bytes)] of the value a put stores, the low part first."""
    return [("v0" if ctype in FLOAT_TYPES else "x1", bits // 8)]


def return_regs(ctype, bits):
    """(the name a PASS line gives the result, [(register, bytes)] low part first)."""
    if ctype in FLOAT_TYPES:
        return ("s0" if bits == 32 else "d0"), [("v0", bits // 8)]
    return ("x0" if bits == 64 else "w0"), [("x0", bits // 8)]


def disassembler(thumb=False):
    return core.disassembler(capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM)


# capstone register name -> (full register, first byte, bytes); the zero registers' full register is None
SUBREGISTERS = dict({"wzr": (None, 0, 4), "xzr": (None, 0, 8), "sp": ("sp", 0, 8), "wsp": ("sp", 0, 4),
                     "fp": ("x29", 0, 8), "lr": ("x30", 0, 8)},
                    **{f"{p}{i}": (f"x{i}", 0, n) for i in range(31) for p, n in (("x", 8), ("w", 4))},
                    **{f"{p}{i}": (f"v{i}", 0, n) for i in range(32) for p, n in zip("bhsdq", (1, 2, 4, 8, 16))})
CONDITION_NAMES, SHIFTS = core.arm_names(ca, "ARM64")


def _unmodelled(insn):
    return Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")


def operand_kind(insn, op):
    if op.type == ca.ARM64_OP_REG:
        name = insn.reg_name(op.reg)
        k = name if name in ("wzr", "xzr", "sp", "wsp") else name.rstrip("0123456789")
        k = {"fp": "x", "lr": "x"}.get(k, k)
    elif op.type == ca.ARM64_OP_IMM:
        k = "imm"
    elif op.type == ca.ARM64_OP_MEM:
        k = "m"
    else:
        k = f"op{op.type}"
    if op.shift.type:
        k += " " + SHIFTS.get(op.shift.type, f"shift{op.shift.type}")
    if op.ext:
        k += f" ext{op.ext}"
    return k


def form(insn):
    kinds = [operand_kind(insn, op) for op in insn.operands]
    if insn.cc and not insn.mnemonic.startswith("b."):
        kinds.append(CONDITION_NAMES.get(insn.cc, f"cc{insn.cc}"))
    return insn.mnemonic + (" " + ", ".join(kinds) if kinds else "")


class State(core.State):
    SUBREGISTERS = SUBREGISTERS   # a write zero-extends into its x or v register

    def address(self, insn, op):
        if op.mem.index != 0 or insn.writeback:
            raise Unmodelled(f"addressing mode (index or writeback) of {text(insn)}")
        base = self.read_reg(insn.reg_name(op.mem.base), insn)
        return z3.simplify(base + z3.BitVecVal(op.mem.disp & (2**64 - 1), 64))

    def read(self, insn, op):
        """A register (shifted as the operand says) or an immediate, at the operand's width."""
        if op.type == ca.ARM64_OP_REG:
            if op.ext:
                raise Unmodelled(f"extended register operand in {text(insn)}")
            value = self.read_reg(insn.reg_name(op.reg), insn)
            return _shifted(value, op, insn)
        if op.type == ca.ARM64_OP_IMM:
            bits = _bits(insn, insn.operands[0])
            value = z3.BitVecVal(op.imm & (2**bits - 1), bits)
            return _shifted(value, op, insn)
        raise Unmodelled(f"operand kind of {text(insn)}")


def _shifted(value, op, insn):
    if not op.shift.type:
        return value
    if op.shift.type not in SHIFTS:
        raise Unmodelled(f"shift kind of {text(insn)}")
    return core.SHIFT[SHIFTS[op.shift.type]](value, op.shift.value)


def _bits(insn, op):
    return SUBREGISTERS[insn.reg_name(op.reg)][2] * 8


def _dst(insn):
    return insn.reg_name(insn.operands[0].reg)


def _ops(insn, n, kinds):
    """The operands, checked: n of them, of the kinds given ("r", "i", "m")."""
    ops = insn.operands
    want = {"r": ca.ARM64_OP_REG, "i": ca.ARM64_OP_IMM, "m": ca.ARM64_OP_MEM}
    if len(ops) != n or any(op.type != want[k] for op, k in zip(ops, kinds)):
        raise _unmodelled(insn)
    return ops


# Loads and stores: access size in bytes by mnemonic (None: the register's size); a load zero-extends.
LOADS = {"ldr": None, "ldrb": 1, "ldrh": 2}
STORES = {"str": None, "stur": None, "strb": 1, "strh": 2, "sturh": 2}


def _load(state, insn):
    dst, mem = _ops(insn, 2, "rm")
    bits = _bits(insn, dst)
    size = LOADS[insn.mnemonic] or bits // 8
    value = state.load_at(state.address(insn, mem), size, insn)
    state.write_reg(_dst(insn), z3.ZeroExt(bits - size * 8, value) if size * 8 < bits else value)


def _store(state, insn):
    src, mem = _ops(insn, 2, "rm")
    size = STORES[insn.mnemonic] or _bits(insn, src) // 8
    value = state.read_reg(insn.reg_name(src.reg), insn, size)   # a narrow store reads its bytes only
    state.store_at(state.address(insn, mem), value, insn)


def _binary(fn):
    def run(state, insn):
        _, a, b = _ops(insn, 3, "rr" + ("i" if insn.operands[-1].type == ca.ARM64_OP_IMM else "r"))
        state.write_reg(_dst(insn), fn(state.read(insn, a), state.read(insn, b)))
    return run


def _move(invert=False):
    """mov between registers; movz, movn: an immediate (inverted)."""
    def run(state, insn):
        _, src = _ops(insn, 2, "ri" if insn.mnemonic != "mov" else "rr")
        value = state.read(insn, src)
        state.write_reg(_dst(insn), ~value if invert else value)
    return run


def _shift(kind):
    """By a constant: each result byte defined where the source bytes it takes bits from are."""
    def run(state, insn):
        _, a, n = _ops(insn, 3, "rri")
        if a.shift.type:
            raise _unmodelled(insn)
        value, src = state.read_bytes(insn.reg_name(a.reg), insn)
        defined = [core.shift_defined(src, kind, n.imm, j) for j in range(value.size() // 8)]
        state.write_reg(_dst(insn), core.SHIFT[kind](value, z3.BitVecVal(n.imm, value.size())), defined)
    return run


def _bitfield(kind):
    """ubfx, ubfiz, bfi, bfxil: rd, rn, #lsb, #width."""
    def run(state, insn):
        _, n, lsb_op, width_op = _ops(insn, 4, "rrii")
        lsb, w = lsb_op.imm, width_op.imm
        # only the source bytes of the field need be defined (README.md, -mstrict-align)
        src, defined = state.read_bytes(insn.reg_name(n.reg), insn)
        first = lsb if kind in ("ubfx", "bfxil") else 0
        if not all(defined[first // 8:(first + w - 1) // 8 + 1]):
            raise Violation(f"reads uninitialised register {insn.reg_name(n.reg)} at {text(insn)}")
        bits = src.size()
        field = z3.ZeroExt(bits - w, z3.Extract(first + w - 1, first, src))
        if kind == "ubfx":
            result = field
        elif kind == "ubfiz":
            result = field << lsb
        else:
            at = lsb if kind == "bfi" else 0
            mask = ((1 << w) - 1) << at
            result = (state.read_reg(_dst(insn), insn) & z3.BitVecVal(~mask & (2**bits - 1), bits)) | (field << at)
        state.write_reg(_dst(insn), result)
    return run


def _sign_extend(bits_in):
    def run(state, insn):
        _, n = _ops(insn, 2, "rr")
        value = state.read_reg(insn.reg_name(n.reg), insn, bits_in // 8)   # reads its low bytes only
        state.write_reg(_dst(insn), z3.SignExt(_bits(insn, insn.operands[0]) - bits_in, value))
    return run


def _rev(chunk):
    """rev (chunk = the register), rev16: the bytes of each chunk reversed."""
    def run(state, insn):
        _, n = _ops(insn, 2, "rr")
        value, src = state.read_bytes(insn.reg_name(n.reg), insn)   # a byte permutation
        nb = (chunk or value.size()) // 8
        perm = [c * nb + (nb - 1 - i) for c in range(value.size() // 8 // nb) for i in range(nb)]
        if MODEL_FAULT == "rev16-keeps-upper" and chunk == 16:
            perm = perm[:2] + list(range(2, len(perm)))
        state.write_reg(_dst(insn), *core.permute(value, src, perm))
    return run


def _umaddl(state, insn):
    """umaddl xd, wn, wm, xa: xa + wn * wm (32 x 32 + 64)."""
    _, n, m, a = _ops(insn, 4, "rrrr")
    x, y = (z3.ZeroExt(32, state.read(insn, op)) for op in (n, m))
    state.write_reg(_dst(insn), state.read(insn, a) + x * y)


def _cmp(state, insn):
    """cmp a, b: subs into the zero register (C: no borrow)."""
    a, b = _ops(insn, 2, "r" + ("i" if insn.operands[-1].type == ca.ARM64_OP_IMM else "r"))
    x, y = state.read(insn, a), state.read(insn, b)
    r = x - y
    state.set_flags(N=core.msb(r), Z=r == 0, C=z3.UGE(x, y), V=core.overflow(x, y, r, True))


def _csel(state, insn):
    _, a, b = _ops(insn, 3, "rrr")
    cond = state.test(core.ARM_CONDITIONS, CONDITION_NAMES.get(insn.cc, "?"), insn)
    state.write_reg(_dst(insn), z3.If(cond, state.read(insn, a), state.read(insn, b)))


def _fmov(state, insn):
    """fmov between a general and an s/d register, or between two s/d registers (the bits moved)."""
    dst, src = _ops(insn, 2, "rr")
    value = state.read(insn, src)
    if value.size() != _bits(insn, dst):
        raise _unmodelled(insn)
    state.write_reg(_dst(insn), value)


SEMANTICS = {
    "mov": _move(), "movz": _move(), "movn": _move(invert=True),
    "orr": _binary(lambda a, b: a | b), "and": _binary(lambda a, b: a & b), "add": _binary(lambda a, b: a + b),
    "cmp": _cmp,
    "lsl": _shift("lsl"), "lsr": _shift("lsr"), "asr": _shift("asr"),
    "ubfx": _bitfield("ubfx"), "ubfiz": _bitfield("ubfiz"), "bfi": _bitfield("bfi"), "bfxil": _bitfield("bfxil"),
    "sxtb": _sign_extend(8), "sxth": _sign_extend(16), "rev": _rev(None), "rev16": _rev(16),
    "umaddl": _umaddl, "csel": _csel, "fmov": _fmov,
}
SEMANTICS.update({m: _load for m in LOADS})
SEMANTICS.update({m: _store for m in STORES})


def kind(insn):
    """"ret", "call", "jump" (a branch of any kind) or None (an instruction step() executes)."""
    m = insn.mnemonic
    if m == "ret" and (not insn.operands or insn.reg_name(insn.operands[0].reg) in ("x30", "lr")):
        return "ret"
    if m in CALLS:
        return "call"
    if m in JUMPS or m.startswith("b.") or m.startswith("ret") or m.startswith("br"):
        return "jump"
    return None


def branch(state, insn):
    """The z3 Bool under which a direct branch is taken."""
    m = insn.mnemonic
    if m == "b":
        return z3.BoolVal(True)
    if m.startswith("b."):
        return state.test(core.ARM_CONDITIONS, m[2:], insn)
    if m in ("tbz", "tbnz"):
        reg, bit = insn.operands[0], insn.operands[1].imm
        full = SUBREGISTERS[insn.reg_name(reg.reg)][0]
        if full is not None and not state.defined[full][bit // 8]:
            raise Violation(f"reads uninitialised register {insn.reg_name(reg.reg)} at {text(insn)}")
        value = z3.BitVecVal(0, 64) if full is None else state.regs[full]
        set_ = z3.Extract(bit, bit, value) == 1
        return z3.simplify(z3.Not(set_) if m == "tbz" else set_)
    raise _unmodelled(insn)


def step(state, insn):
    if insn.mnemonic not in SEMANTICS:
        raise _unmodelled(insn)
    SEMANTICS[insn.mnemonic](state, insn)


STRICT = types.SimpleNamespace(**dict({k: v for k, v in globals().items() if not k.startswith("__")},
                                      NAME="aarch64-strict"))
