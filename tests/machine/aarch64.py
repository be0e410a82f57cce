# SPDX-License-Identifier: MIT
"""A z3 model of the AArch64 instructions the accessors compile to (make prove-machine; README.md).
Registers carry a definedness flag per byte; N, Z, C, V are Bools (absent = undefined). A w write
zero-extends into its x register, an s or d write into its v register; wzr/xzr read 0. Only base +
immediate addressing is modelled. Forms: "orr w, w, w lsl", "ldrh w, m", "csel x, x, x, hi".
"""
import os
import types

import capstone
from capstone import arm64 as ca
import z3

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
MODEL_FAULT = os.environ.get("UA_MACHINE_MODEL_FAULT", "")
TAIL_CALLS = (282,)   # R_AARCH64_JUMP26 (`b`): a tail call into a local function of the object is followed
CALLS = {"bl", "blr", "blraa", "blrab", "svc", "hvc", "smc", "brk", "hlt"}
JUMPS = {"b", "br", "cbz", "cbnz", "tbz", "tbnz"}


class Unmodelled(Exception):
    """An instruction or operand outside the modelled set."""


class Violation(Exception):
    """A property of the frame broken while executing (use of an undefined register byte, ...)."""


def width(r):
    return 128 if r.startswith("v") else 64


def value_reg(ctype):
    return "v0" if ctype in FLOAT_TYPES else "x1"


def return_reg(ctype, bits):
    """(the name a PASS line gives the result register, its full register)."""
    if ctype in FLOAT_TYPES:
        return ("s0" if bits == 32 else "d0"), "v0"
    return ("x0" if bits == 64 else "w0"), "x0"


def disassembler():
    md = capstone.Cs(capstone.CS_ARCH_ARM64, capstone.CS_MODE_ARM)
    md.detail = True
    return md


def _subregisters():
    """capstone register name -> (full register, size in bytes); the zero registers map to None."""
    table = {"wzr": (None, 4), "xzr": (None, 8), "sp": ("sp", 8), "wsp": ("sp", 4), "fp": ("x29", 8), "lr": ("x30", 8)}
    for i in range(31):
        table[f"x{i}"] = (f"x{i}", 8)
        table[f"w{i}"] = (f"x{i}", 4)
    for i in range(32):
        for prefix, size in (("b", 1), ("h", 2), ("s", 4), ("d", 8), ("q", 16)):
            table[f"{prefix}{i}"] = (f"v{i}", size)
    return table


SUBREGISTERS = _subregisters()
SHIFTS = {ca.ARM64_SFT_LSL: "lsl", ca.ARM64_SFT_LSR: "lsr", ca.ARM64_SFT_ASR: "asr", ca.ARM64_SFT_ROR: "ror"}
CONDITION_NAMES = {ca.ARM64_CC_EQ: "eq", ca.ARM64_CC_NE: "ne", ca.ARM64_CC_HS: "hs", ca.ARM64_CC_LO: "lo",
                   ca.ARM64_CC_MI: "mi", ca.ARM64_CC_PL: "pl", ca.ARM64_CC_VS: "vs", ca.ARM64_CC_VC: "vc",
                   ca.ARM64_CC_HI: "hi", ca.ARM64_CC_LS: "ls", ca.ARM64_CC_GE: "ge", ca.ARM64_CC_LT: "lt",
                   ca.ARM64_CC_GT: "gt", ca.ARM64_CC_LE: "le", ca.ARM64_CC_AL: "al"}


def text(insn):
    return f"{insn.address:#x}: {insn.mnemonic} {insn.op_str}".strip()


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


class State:

    def __init__(self, regs, defined, mem, flags=None):
        self.regs = dict(regs)
        self.defined = {r: list(d) for r, d in defined.items()}
        self.mem = mem
        self.accesses = []
        self.flags = dict(flags or {})   # N, Z, C, V; absent = undefined

    def copy(self):
        other = State(self.regs, self.defined, self.mem, self.flags)
        other.accesses = list(self.accesses)
        return other

    def flag(self, name, insn):
        if name not in self.flags:
            raise Violation(f"reads undefined flag {name} at {text(insn)}")
        return self.flags[name]

    def read_reg(self, name, insn):
        if name not in SUBREGISTERS:
            raise Unmodelled(f"register {name} in {text(insn)}")
        full, size = SUBREGISTERS[name]
        if full is None:
            return z3.BitVecVal(0, size * 8)
        if not all(self.defined[full][:size]):
            raise Violation(f"reads uninitialised register {name} at {text(insn)}")
        return z3.Extract(size * 8 - 1, 0, self.regs[full])

    def read_bytes(self, name, insn):
        """(value, defined flag per byte), unchecked: for the byte-moving instructions (rev, shifts
        by whole bytes, narrow stores), whose result bytes are defined where their sources are."""
        if name not in SUBREGISTERS:
            raise Unmodelled(f"register {name} in {text(insn)}")
        full, size = SUBREGISTERS[name]
        if full is None:
            return z3.BitVecVal(0, size * 8), [True] * size
        return z3.Extract(size * 8 - 1, 0, self.regs[full]), list(self.defined[full][:size])

    def write_reg(self, name, value, defined=None):
        full, size = SUBREGISTERS[name]
        if full is None:
            return
        assert value.size() == size * 8, (name, value.size())
        total = width(full)
        self.regs[full] = z3.simplify(z3.ZeroExt(total - size * 8, value) if size * 8 < total else value)
        self.defined[full] = (list(defined) if defined is not None else [True] * size) + [True] * (total // 8 - size)

    def address(self, insn, op):
        if op.mem.index != 0 or insn.writeback:
            raise Unmodelled(f"addressing mode (index or writeback) of {text(insn)}")
        base = self.read_reg(insn.reg_name(op.mem.base), insn)
        return z3.simplify(base + z3.BitVecVal(op.mem.disp & (2**64 - 1), 64))

    def load(self, insn, op, size):
        addr = self.address(insn, op)
        self.accesses.append(("load", addr, size, text(insn)))
        data = [z3.Select(self.mem, addr + i) for i in range(size)]
        return z3.simplify(z3.Concat(*reversed(data)) if size > 1 else data[0])

    def store(self, insn, op, value):
        addr = self.address(insn, op)
        size = value.size() // 8
        self.accesses.append(("store", addr, size, text(insn)))
        mem = self.mem
        for i in range(size):
            mem = z3.Store(mem, addr + i, z3.Extract(8 * i + 7, 8 * i, value))
        self.mem = mem

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
    n = op.shift.value
    kind = SHIFTS.get(op.shift.type)
    if kind == "lsl":
        return value << n
    if kind == "lsr":
        return z3.LShR(value, n)
    if kind == "asr":
        return value >> n
    if kind == "ror":
        return z3.RotateRight(value, n)
    raise Unmodelled(f"shift kind of {text(insn)}")


def _bits(insn, op):
    return SUBREGISTERS[insn.reg_name(op.reg)][1] * 8


def _dst(insn):
    return insn.reg_name(insn.operands[0].reg)


def _ops(insn, n, kinds):
    """The operands, checked: n of them, of the kinds given ("r", "i", "m")."""
    ops = insn.operands
    want = {"r": ca.ARM64_OP_REG, "i": ca.ARM64_OP_IMM, "m": ca.ARM64_OP_MEM}
    if len(ops) != n or any(op.type != want[k] for op, k in zip(ops, kinds)):
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    return ops


# Loads and stores: access size in bytes by mnemonic (None: the register's size), sign extension.
LOADS = {"ldr": (None, False), "ldur": (None, False), "ldrb": (1, False), "ldurb": (1, False),
         "ldrh": (2, False), "ldurh": (2, False), "ldrsb": (1, True), "ldursb": (1, True),
         "ldrsh": (2, True), "ldursh": (2, True), "ldrsw": (4, True), "ldursw": (4, True)}
STORES = {"str": None, "stur": None, "strb": 1, "sturb": 1, "strh": 2, "sturh": 2}


def _load(state, insn):
    dst, mem = _ops(insn, 2, "rm")
    size, signed = LOADS[insn.mnemonic]
    bits = _bits(insn, dst)
    size = size or bits // 8
    value = state.load(insn, mem, size)
    if size * 8 < bits:
        value = (z3.SignExt if signed else z3.ZeroExt)(bits - size * 8, value)
    state.write_reg(_dst(insn), value)


def _store(state, insn):
    src, mem = _ops(insn, 2, "rm")
    size = STORES[insn.mnemonic] or _bits(insn, src) // 8
    value, defined = state.read_bytes(insn.reg_name(src.reg), insn)   # a narrow store reads its bytes only
    if not all(defined[:size]):
        raise Violation(f"stores uninitialised bytes of {insn.reg_name(src.reg)} at {text(insn)}")
    state.store(insn, mem, z3.Extract(size * 8 - 1, 0, value))


def _binary(fn):
    def run(state, insn):
        _, a, b = _ops(insn, 3, "rr" + ("i" if insn.operands[-1].type == ca.ARM64_OP_IMM else "r"))
        state.write_reg(_dst(insn), fn(state.read(insn, a), state.read(insn, b)))
    return run


def _move(state, insn):
    _, src = _ops(insn, 2, "r" + ("i" if insn.operands[1].type == ca.ARM64_OP_IMM else "r"))
    value = state.read(insn, src)
    bits = _bits(insn, insn.operands[0])
    state.write_reg(_dst(insn), z3.Extract(bits - 1, 0, value) if value.size() > bits else value)


def _movz(invert):
    def run(state, insn):
        _, imm = _ops(insn, 2, "ri")
        value = state.read(insn, imm)
        state.write_reg(_dst(insn), ~value if invert else value)
    return run


def _movk(state, insn):
    _, imm = _ops(insn, 2, "ri")
    bits = _bits(insn, insn.operands[0])
    sh = imm.shift.value if imm.shift.type else 0
    mask = z3.BitVecVal((0xFFFF << sh) & (2**bits - 1), bits)
    old = state.read_reg(_dst(insn), insn)
    state.write_reg(_dst(insn), (old & ~mask) | (state.read(insn, imm) & mask))


def _shift(kind):
    def run(state, insn):
        _, a, n = _ops(insn, 3, "rr" + ("i" if insn.operands[2].type == ca.ARM64_OP_IMM else "r"))
        defined = None
        if n.type == ca.ARM64_OP_IMM and not a.shift.type:
            # a constant shift: each result byte defined where the source bytes it takes bits from are
            value, src = state.read_bytes(insn.reg_name(a.reg), insn)
            bits = value.size()
            count = z3.BitVecVal(n.imm, bits)
            defined = [_shift_defined(src, kind, n.imm, j) for j in range(bits // 8)]
        else:   # lslv and the like: the count modulo the width
            value = state.read(insn, a)
            bits = value.size()
            count = z3.ZeroExt(bits - _bits(insn, n), state.read(insn, n)) & (bits - 1)
        result = {"lsl": lambda: value << count, "lsr": lambda: z3.LShR(value, count),
                  "asr": lambda: value >> count, "ror": lambda: z3.RotateRight(value, count)}[kind]()
        state.write_reg(_dst(insn), result, defined)
    return run


def _shift_defined(src, kind, c, j):
    """Whether byte j of a shift by the constant c of a value whose bytes are defined as src is."""
    bits = len(src) * 8
    sources = set()
    for k in range(8 * j, 8 * j + 8):
        i = {"lsl": k - c, "lsr": k + c, "asr": min(k + c, bits - 1), "ror": (k + c) % bits}[kind]
        if 0 <= i < bits:
            sources.add(i // 8)
    return all(src[i] for i in sources)


def _bitfield(kind):
    """ubfx, sbfx, ubfiz, sbfiz, bfi, bfxil: rd, rn, #lsb, #width."""
    def run(state, insn):
        _, n, lsb_op, width_op = _ops(insn, 4, "rrii")
        lsb, w = lsb_op.imm, width_op.imm
        # only the source bytes of the field need be defined (README.md, -mstrict-align)
        src, defined = state.read_bytes(insn.reg_name(n.reg), insn)
        first = lsb if kind in ("ubfx", "sbfx", "bfxil") else 0
        if not all(defined[first // 8:(first + w - 1) // 8 + 1]):
            raise Violation(f"reads uninitialised register {insn.reg_name(n.reg)} at {text(insn)}")
        bits = src.size()
        if kind in ("ubfx", "sbfx"):
            field = z3.Extract(lsb + w - 1, lsb, src)
            result = (z3.ZeroExt if kind == "ubfx" else z3.SignExt)(bits - w, field)
        elif kind in ("ubfiz", "sbfiz"):
            field = (z3.ZeroExt if kind == "ubfiz" else z3.SignExt)(bits - w, z3.Extract(w - 1, 0, src))
            result = field << lsb
        else:
            old = state.read_reg(_dst(insn), insn)
            field = z3.Extract(w - 1, 0, src) if kind == "bfi" else z3.Extract(lsb + w - 1, lsb, src)
            at = lsb if kind == "bfi" else 0
            mask = ((1 << w) - 1) << at
            result = (old & z3.BitVecVal(~mask & (2**bits - 1), bits)) | (z3.ZeroExt(bits - w, field) << at)
        state.write_reg(_dst(insn), result)
    return run


def _extend(bits_in, signed):
    def run(state, insn):
        _, n = _ops(insn, 2, "rr")
        value, defined = state.read_bytes(insn.reg_name(n.reg), insn)   # reads its low bytes only
        if not all(defined[:bits_in // 8]):
            raise Violation(f"reads uninitialised register {insn.reg_name(n.reg)} at {text(insn)}")
        value = z3.Extract(bits_in - 1, 0, value)
        bits = _bits(insn, insn.operands[0])
        state.write_reg(_dst(insn), (z3.SignExt if signed else z3.ZeroExt)(bits - bits_in, value))
    return run


def _rev(chunk):
    """rev (chunk = the register), rev16, rev32: the bytes of each chunk reversed."""
    def run(state, insn):
        _, n = _ops(insn, 2, "rr")
        value, src = state.read_bytes(insn.reg_name(n.reg), insn)   # a byte permutation
        bits = value.size()
        size = bits if chunk is None else chunk
        nb = size // 8
        perm = [c * nb + (nb - 1 - i) for c in range(bits // size) for i in range(nb)]
        if MODEL_FAULT == "rev16-keeps-upper" and chunk == 16:
            perm = perm[:2] + list(range(2, len(perm)))
        result = z3.Concat(*[z3.Extract(8 * perm[k] + 7, 8 * perm[k], value) for k in reversed(range(len(perm)))])
        state.write_reg(_dst(insn), result, [src[perm[k]] for k in range(len(perm))])
    return run


def _multiply_add(kind):
    """madd/msub/mul (same widths), umaddl/smaddl/umull/smull (32 x 32 + 64)."""
    def run(state, insn):
        ops = insn.operands
        if kind in ("mul", "umull", "smull"):
            _, n, m = _ops(insn, 3, "rrr")
            acc = None
        else:
            _, n, m, a = _ops(insn, 4, "rrrr")
            acc = state.read(insn, a)
        x, y = state.read(insn, n), state.read(insn, m)
        bits = _bits(insn, ops[0])
        if x.size() < bits:
            ext = z3.SignExt if kind.startswith("s") else z3.ZeroExt
            x, y = ext(bits - x.size(), x), ext(bits - y.size(), y)
        product = x * y
        result = product if acc is None else (acc - product if kind == "msub" else acc + product)
        state.write_reg(_dst(insn), result)
    return run


def _arith_flags(a, b, r, subtract):
    msb = lambda x: z3.Extract(x.size() - 1, x.size() - 1, x) == 1  # noqa: E731
    if subtract:
        c, v = z3.UGE(a, b), z3.And(msb(a) != msb(b), msb(r) != msb(a))
    else:
        c, v = z3.ULT(r, a), z3.And(msb(a) == msb(b), msb(r) != msb(a))
    return {"N": msb(r), "Z": r == 0, "C": c, "V": v}


def _addsub(subtract, sets_flags, compare=False):
    def run(state, insn):
        if compare:   # cmp/cmn a, b: subs/adds into the zero register
            a, b = insn.operands if len(insn.operands) == 2 else (None, None)
            if a is None or a.type != ca.ARM64_OP_REG or b.type not in (ca.ARM64_OP_REG, ca.ARM64_OP_IMM):
                raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
        else:
            _, a, b = _ops(insn, 3, "rr" + ("i" if insn.operands[-1].type == ca.ARM64_OP_IMM else "r"))
        x, y = state.read(insn, a), state.read(insn, b)
        r = x - y if subtract else x + y
        if not compare:
            state.write_reg(_dst(insn), r)
        if sets_flags:
            state.flags = {k: z3.simplify(v) for k, v in _arith_flags(x, y, r, subtract).items()}
    return run


CONDITIONS = {
    "eq": lambda f: f("Z"), "ne": lambda f: z3.Not(f("Z")),
    "hs": lambda f: f("C"), "lo": lambda f: z3.Not(f("C")),
    "mi": lambda f: f("N"), "pl": lambda f: z3.Not(f("N")),
    "vs": lambda f: f("V"), "vc": lambda f: z3.Not(f("V")),
    "hi": lambda f: z3.And(f("C"), z3.Not(f("Z"))), "ls": lambda f: z3.Or(z3.Not(f("C")), f("Z")),
    "ge": lambda f: f("N") == f("V"), "lt": lambda f: f("N") != f("V"),
    "gt": lambda f: z3.And(z3.Not(f("Z")), f("N") == f("V")), "le": lambda f: z3.Or(f("Z"), f("N") != f("V")),
    "al": lambda f: z3.BoolVal(True),
}


def condition(state, insn, name):
    if name not in CONDITIONS:
        raise Unmodelled(f"condition {name} of {text(insn)}")
    return z3.simplify(CONDITIONS[name](lambda flag: state.flag(flag, insn)))


def _csel(state, insn):
    _, a, b = _ops(insn, 3, "rrr")
    cond = condition(state, insn, CONDITION_NAMES.get(insn.cc, "?"))
    state.write_reg(_dst(insn), z3.If(cond, state.read(insn, a), state.read(insn, b)))


def _fmov(state, insn):
    """fmov between a general and an s/d register, or between two s/d registers (the bits moved)."""
    dst, src = _ops(insn, 2, "rr")
    value = state.read(insn, src)
    if value.size() != _bits(insn, dst):
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    state.write_reg(_dst(insn), value)


def _unary(fn):
    def run(state, insn):
        _, n = _ops(insn, 2, "rr")
        state.write_reg(_dst(insn), fn(state.read(insn, n)))
    return run


SEMANTICS = {
    "mov": _move, "movz": _movz(False), "movn": _movz(True), "movk": _movk,
    "orr": _binary(lambda a, b: a | b), "and": _binary(lambda a, b: a & b), "eor": _binary(lambda a, b: a ^ b),
    "orn": _binary(lambda a, b: a | ~b), "bic": _binary(lambda a, b: a & ~b), "eon": _binary(lambda a, b: a ^ ~b),
    "add": _addsub(False, False), "sub": _addsub(True, False), "adds": _addsub(False, True),
    "subs": _addsub(True, True), "cmp": _addsub(True, True, compare=True), "cmn": _addsub(False, True, compare=True),
    "lsl": _shift("lsl"), "lsr": _shift("lsr"), "asr": _shift("asr"), "ror": _shift("ror"),
    "ubfx": _bitfield("ubfx"), "sbfx": _bitfield("sbfx"), "ubfiz": _bitfield("ubfiz"), "sbfiz": _bitfield("sbfiz"),
    "bfi": _bitfield("bfi"), "bfxil": _bitfield("bfxil"),
    "sxtb": _extend(8, True), "sxth": _extend(16, True), "sxtw": _extend(32, True),
    "uxtb": _extend(8, False), "uxth": _extend(16, False),
    "rev": _rev(None), "rev16": _rev(16), "rev32": _rev(32),
    "madd": _multiply_add("madd"), "msub": _multiply_add("msub"), "mul": _multiply_add("mul"),
    "umaddl": _multiply_add("umaddl"), "smaddl": _multiply_add("smaddl"),
    "umull": _multiply_add("umull"), "smull": _multiply_add("smull"),
    "csel": _csel, "fmov": _fmov,
    "mvn": _unary(lambda a: ~a), "neg": _unary(lambda a: -a),
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


def jump_target(insn):
    """The target of a direct branch (its last operand, an immediate), None for an indirect one."""
    if insn.mnemonic.startswith("ret") or insn.mnemonic.startswith("br") or not insn.operands:
        return None
    last = insn.operands[-1]
    return last.imm if last.type == ca.ARM64_OP_IMM else None


def branch(state, insn):
    """The z3 Bool under which a direct branch is taken."""
    m = insn.mnemonic
    if m == "b":
        return z3.BoolVal(True)
    if m.startswith("b."):
        return condition(state, insn, m[2:])
    if m in ("cbz", "cbnz"):
        value = state.read_reg(insn.reg_name(insn.operands[0].reg), insn)
        return z3.simplify((value == 0) if m == "cbz" else (value != 0))
    if m in ("tbz", "tbnz"):
        reg, bit = insn.operands[0], insn.operands[1].imm
        full, _ = SUBREGISTERS[insn.reg_name(reg.reg)]
        if full is not None and not state.defined[full][bit // 8]:
            raise Violation(f"reads uninitialised register {insn.reg_name(reg.reg)} at {text(insn)}")
        value = z3.BitVecVal(0, 64) if full is None else state.regs[full]
        set_ = z3.Extract(bit, bit, value) == 1
        return z3.simplify(z3.Not(set_) if m == "tbz" else set_)
    raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")


def step(state, insn):
    if insn.mnemonic not in SEMANTICS:
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    SEMANTICS[insn.mnemonic](state, insn)


STRICT = types.SimpleNamespace(**dict({k: v for k, v in globals().items() if not k.startswith("__")},
                                      NAME="aarch64-strict"))
