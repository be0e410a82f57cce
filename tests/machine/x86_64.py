# SPDX-License-Identifier: MIT
"""A z3 model of the x86-64 instructions the accessors compile to (make prove-machine; README.md).
Registers carry a definedness flag per byte; CF, ZF, SF and OF are Bools (absent = undefined). PF
and AF are not modelled, so what reads them (jp, cmovp) is Unmodelled, like every form not handled
below. A form is the mnemonic and operand kinds ("shl r32, imm"), the unit validate.py checks.
"""
import os

import capstone
from capstone import x86 as cx
import z3

NAME = "x86-64"
ORDER = "le"
GPRS = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
        "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"]
# The SSE registers, 128 bits each (the float accessors pass and return values in xmm0).
XMMS = [f"xmm{i}" for i in range(16)]
REGISTERS = GPRS + XMMS
# System V: rdi = p, rsi or xmm0 = v.
POINTER = "rdi"
STACK = "rsp"
CALLEE_SAVED = ["rbx", "rbp", "r12", "r13", "r14", "r15"]
FLOAT_TYPES = ("float", "double")


def width(r):
    return 128 if r in XMMS else 64


def value_reg(ctype):
    return "xmm0" if ctype in FLOAT_TYPES else "rsi"


def return_reg(ctype, bits):
    """(the name a PASS line gives the result register, its full register)."""
    if ctype in FLOAT_TYPES:
        return "xmm0", "xmm0"
    return {16: "ax", 32: "eax", 64: "rax"}[bits], "rax"


def _subregisters():
    """capstone register name -> (64-bit register, first byte, size in bytes)."""
    table = {}
    for r in ("a", "b", "c", "d"):
        table[f"r{r}x"] = (f"r{r}x", 0, 8)
        table[f"e{r}x"] = (f"r{r}x", 0, 4)
        table[f"{r}x"] = (f"r{r}x", 0, 2)
        table[f"{r}l"] = (f"r{r}x", 0, 1)
        table[f"{r}h"] = (f"r{r}x", 1, 1)
    for r in ("si", "di", "bp", "sp"):
        table[f"r{r}"] = (f"r{r}", 0, 8)
        table[f"e{r}"] = (f"r{r}", 0, 4)
        table[r] = (f"r{r}", 0, 2)
        table[f"{r}l"] = (f"r{r}", 0, 1)
    for x in XMMS:
        table[x] = (x, 0, 16)
    for n in range(8, 16):
        table[f"r{n}"] = (f"r{n}", 0, 8)
        table[f"r{n}d"] = (f"r{n}", 0, 4)
        table[f"r{n}w"] = (f"r{n}", 0, 2)
        table[f"r{n}b"] = (f"r{n}", 0, 1)
    return table


SUBREGISTERS = _subregisters()
# A planted model fault (make prove-machine-faults): validate.py must catch it.
MODEL_FAULT = os.environ.get("UA_MACHINE_MODEL_FAULT", "")
# Named apart so that a FAIL says what they are.
TAIL_CALLS = ()   # none followed: a jmp through a relocation is a FAIL
CALLS = {"call", "lcall", "syscall", "int", "int3", "into", "sysenter"}


class Unmodelled(Exception):
    """An instruction or operand outside the modelled set."""


class Violation(Exception):
    """A property of the frame broken while executing (use of an undefined register byte, ...)."""


def disassembler():
    md = capstone.Cs(capstone.CS_ARCH_X86, capstone.CS_MODE_64)
    md.detail = True
    return md


def operand_kind(insn, op):
    if op.type == cx.X86_OP_REG:
        return "xmm" if insn.reg_name(op.reg).startswith("xmm") else f"r{op.size * 8}"
    if op.type == cx.X86_OP_IMM:
        return "imm"
    if op.type == cx.X86_OP_MEM:
        return f"m{op.size * 8}"
    return "?"


def form(insn):
    kinds = [operand_kind(insn, op) for op in insn.operands]
    return insn.mnemonic + (" " + ", ".join(kinds) if kinds else "")


class State:

    def __init__(self, regs, defined, mem, flags=None):
        self.regs = dict(regs)          # name -> BitVec(64)
        self.defined = {r: list(d) for r, d in defined.items()}  # name -> [bool] * 8
        self.mem = mem                  # Array(BitVec(64), BitVec(8))
        self.accesses = []              # (kind "load"/"store", address expr, size, insn text)
        self.flags = dict(flags or {})

    def copy(self):
        other = State(self.regs, self.defined, self.mem, self.flags)
        other.accesses = list(self.accesses)
        return other

    def flag(self, name, insn):
        if name not in self.flags:
            raise Violation(f"reads undefined flag {name} at {text(insn)}")
        return self.flags[name]

    def set_flags(self, **flags):
        """A flag's value None makes it undefined."""
        for k, v in flags.items():
            if v is None:
                self.flags.pop(k, None)
            else:
                self.flags[k] = z3.simplify(v)

    def read_reg(self, name, insn):
        full, first, size = SUBREGISTERS[name]
        if not all(self.defined[full][first:first + size]):
            raise Violation(f"reads uninitialised register {name} at {text(insn)}")
        return z3.Extract(first * 8 + size * 8 - 1, first * 8, self.regs[full])

    def write_reg(self, name, value):
        full, first, size = SUBREGISTERS[name]
        old = self.regs[full]
        if full.startswith("xmm"):   # the xmm writes modelled write all 128 bits
            assert value.size() == 128
            self.regs[full] = z3.simplify(value)
            self.defined[full] = [True] * 16
            return
        if size == 4:            # a 32-bit write zero-extends into the whole register
            new, first_defined, last_defined = z3.ZeroExt(32, value), 0, 8
        elif size == 8:
            new, first_defined, last_defined = value, 0, 8
        else:                    # 8- and 16-bit writes keep the other bytes
            parts = []
            if first + size < 8:
                parts.append(z3.Extract(63, (first + size) * 8, old))
            parts.append(value)
            if first > 0:
                parts.append(z3.Extract(first * 8 - 1, 0, old))
            new = z3.Concat(*parts) if len(parts) > 1 else parts[0]
            first_defined, last_defined = first, first + size
        self.regs[full] = z3.simplify(new)
        for i in range(first_defined, last_defined):
            self.defined[full][i] = True

    def address(self, insn, op):
        m = op.mem
        if m.segment != 0:
            raise Unmodelled(f"segment-relative operand in {text(insn)}")
        if m.base == cx.X86_REG_RIP:
            raise Unmodelled(f"rip-relative operand in {text(insn)}")
        addr = z3.BitVecVal(m.disp & (2**64 - 1), 64)
        if m.base != 0:
            addr = addr + self.read_reg(insn.reg_name(m.base), insn)
        if m.index != 0:
            addr = addr + self.read_reg(insn.reg_name(m.index), insn) * m.scale
        return z3.simplify(addr)

    def load(self, insn, op):
        addr = self.address(insn, op)
        self.accesses.append(("load", addr, op.size, text(insn)))
        data = [z3.Select(self.mem, addr + i) for i in range(op.size)]
        return z3.simplify(z3.Concat(*reversed(data)) if op.size > 1 else data[0])

    def store(self, insn, op, value):
        addr = self.address(insn, op)
        self.accesses.append(("store", addr, op.size, text(insn)))
        mem = self.mem
        for i in range(op.size):
            mem = z3.Store(mem, addr + i, z3.Extract(8 * i + 7, 8 * i, value))
        self.mem = mem

    def read(self, insn, op):
        if op.type == cx.X86_OP_REG:
            return self.read_reg(insn.reg_name(op.reg), insn)
        if op.type == cx.X86_OP_IMM:
            return z3.BitVecVal(op.imm & (2**(8 * op.size) - 1), 8 * op.size)
        if op.type == cx.X86_OP_MEM:
            return self.load(insn, op)
        raise Unmodelled(f"operand kind of {text(insn)}")

    def write(self, insn, op, value):
        if op.type == cx.X86_OP_REG:
            self.write_reg(insn.reg_name(op.reg), value)
        elif op.type == cx.X86_OP_MEM:
            self.store(insn, op, value)
        else:
            raise Unmodelled(f"destination of {text(insn)}")


def text(insn):
    return f"{insn.address:#x}: {insn.mnemonic} {insn.op_str}".strip()


def _shift_count(state, insn, op, width):
    count = state.read(insn, op)
    count = z3.Extract(7, 0, count) if count.size() > 8 else count
    mask = 0x3F if width == 64 else 0x1F
    return z3.ZeroExt(width - 8, count & mask) if width > 8 else count & mask


def _msb(x):
    return z3.Extract(x.size() - 1, x.size() - 1, x) == 1


def _arith_flags(kind, a, b, r):
    """CF, ZF, SF, OF of r = a + b, a - b, or a logical operation (CF = OF = 0)."""
    flags = dict(ZF=r == 0, SF=_msb(r))
    if kind == "add":
        flags.update(CF=z3.ULT(r, a), OF=z3.And(_msb(a) == _msb(b), _msb(r) != _msb(a)))
    elif kind == "sub":
        flags.update(CF=z3.ULT(a, b), OF=z3.And(_msb(a) != _msb(b), _msb(r) != _msb(a)))
    else:
        flags.update(CF=z3.BoolVal(False), OF=z3.BoolVal(False))
    return flags


def _binary(fn, kind, writes=True):
    def run(state, insn):
        dst, src = insn.operands
        a = state.read(insn, dst)
        b = state.read(insn, src)
        if b.size() < a.size():      # an imm8 sign-extended to the operand size
            b = z3.SignExt(a.size() - b.size(), b)
        r = fn(a, b)
        if writes:
            state.write(insn, dst, r)
        state.set_flags(**_arith_flags(kind, a, b, r))
    return run


def _mov(state, insn):
    dst, src = insn.operands
    value = state.read(insn, src)
    if value.size() < dst.size * 8:  # mov r/m64, imm32 sign-extends
        value = z3.SignExt(dst.size * 8 - value.size(), value)
    state.write(insn, dst, value)


def _extend(signed):
    def run(state, insn):
        dst, src = insn.operands
        value = state.read(insn, src)
        grow = dst.size * 8 - value.size()
        state.write(insn, dst, (z3.SignExt if signed else z3.ZeroExt)(grow, value))
    return run


def _shift(kind):
    def run(state, insn):
        dst, src = insn.operands
        width = dst.size * 8
        value = state.read(insn, dst)
        n = _shift_count(state, insn, src, width)
        if kind == "shl":
            result = value << n
        elif kind == "shr":
            result = z3.LShR(value, n)
        elif kind == "sar":
            result = value >> n
        elif kind == "rol":
            result = z3.RotateLeft(value, n)
        else:
            result = z3.RotateRight(value, n)
        count = z3.simplify(n)
        if not z3.is_bv_value(count):   # a count in cl: flags not modelled (undefined after)
            state.write(insn, dst, result)
            state.set_flags(CF=None, ZF=None, SF=None, OF=None)
            return
        c = count.as_long()
        state.write(insn, dst, result)
        if c == 0:                      # a zero count leaves every flag as it was
            return
        bit = lambda x, i: z3.Extract(i, i, x) == 1  # noqa: E731
        if kind in ("rol", "ror"):
            cf = bit(result, 0) if kind == "rol" else bit(result, width - 1)
            of = (z3.Xor(bit(result, width - 1), cf) if kind == "rol"
                  else z3.Xor(bit(result, width - 1), bit(result, width - 2))) if c == 1 else None
            state.set_flags(CF=cf, OF=of)   # ZF, SF unchanged
            return
        if c > width:                   # CF is undefined when the count exceeds the width
            cf = None
        elif kind == "shl":
            cf = bit(value, width - c)
        else:
            cf = bit(value, c - 1)
        if c == 1:
            of = {"shl": z3.Xor(bit(result, width - 1), bit(value, width - 1)),
                  "shr": bit(value, width - 1), "sar": z3.BoolVal(False)}[kind]
        else:
            of = None
        state.set_flags(CF=cf, OF=of, ZF=result == 0, SF=_msb(result))
    return run


def _bswap(state, insn):
    (dst,) = insn.operands
    value = state.read(insn, dst)
    n = value.size() // 8
    swapped = z3.Concat(*[z3.Extract(8 * i + 7, 8 * i, value) for i in range(n)])
    if n == 4 and MODEL_FAULT == "bswap32-keeps-upper":
        full = SUBREGISTERS[insn.reg_name(dst.reg)][0]
        state.regs[full] = z3.Concat(z3.Extract(63, 32, state.regs[full]), swapped)
        return
    state.write(insn, dst, swapped)


def _neg(state, insn):
    (dst,) = insn.operands
    a = state.read(insn, dst)
    zero = z3.BitVecVal(0, a.size())
    state.write(insn, dst, zero - a)
    state.set_flags(**_arith_flags("sub", zero, a, zero - a))   # CF = a != 0, OF = a is the minimum


def _lea(state, insn):
    dst, src = insn.operands
    addr = state.address(insn, src)
    state.write(insn, dst, z3.Extract(dst.size * 8 - 1, 0, addr))


def _xor(state, insn):
    dst, src = insn.operands
    if dst.type == src.type == cx.X86_OP_REG and dst.reg == src.reg:  # the zeroing idiom reads nothing
        zero = z3.BitVecVal(0, dst.size * 8)
        state.write(insn, dst, zero)
        state.set_flags(**_arith_flags("logic", zero, zero, zero))
        return
    _binary(lambda a, b: a ^ b, "logic")(state, insn)


# Condition codes read by jcc and cmovcc (p/np read PF, which is not modelled).
CONDITIONS = {
    "o": lambda f: f("OF"), "no": lambda f: z3.Not(f("OF")),
    "b": lambda f: f("CF"), "c": lambda f: f("CF"), "nae": lambda f: f("CF"),
    "ae": lambda f: z3.Not(f("CF")), "nb": lambda f: z3.Not(f("CF")), "nc": lambda f: z3.Not(f("CF")),
    "e": lambda f: f("ZF"), "z": lambda f: f("ZF"), "ne": lambda f: z3.Not(f("ZF")), "nz": lambda f: z3.Not(f("ZF")),
    "be": lambda f: z3.Or(f("CF"), f("ZF")), "na": lambda f: z3.Or(f("CF"), f("ZF")),
    "a": lambda f: z3.And(z3.Not(f("CF")), z3.Not(f("ZF"))), "nbe": lambda f: z3.And(z3.Not(f("CF")), z3.Not(f("ZF"))),
    "s": lambda f: f("SF"), "ns": lambda f: z3.Not(f("SF")),
    "l": lambda f: f("SF") != f("OF"), "nge": lambda f: f("SF") != f("OF"),
    "ge": lambda f: f("SF") == f("OF"), "nl": lambda f: f("SF") == f("OF"),
    "le": lambda f: z3.Or(f("ZF"), f("SF") != f("OF")), "ng": lambda f: z3.Or(f("ZF"), f("SF") != f("OF")),
    "g": lambda f: z3.And(z3.Not(f("ZF")), f("SF") == f("OF")), "nle": lambda f: z3.And(z3.Not(f("ZF")), f("SF") == f("OF")),
}


def condition(state, insn, cc):
    return z3.simplify(CONDITIONS[cc](lambda name: state.flag(name, insn)))


def _cmov(state, insn):
    dst, src = insn.operands
    cond = condition(state, insn, insn.mnemonic[len("cmov"):])
    new = state.read(insn, src)
    old = state.read(insn, dst)
    # A 32-bit cmov writes (zero-extends) its destination whether or not the condition holds.
    state.write(insn, dst, z3.If(cond, new, old))


def _sse_move(bits):
    """movd/movq and movss/movsd: a move of the low `bits` bits; a load into an xmm register zeroes
    the rest (the merging register-to-register movss/movsd are not modelled)."""
    def run(state, insn):
        dst, src = insn.operands
        if src.type == cx.X86_OP_REG and insn.reg_name(src.reg).startswith("xmm"):
            full = SUBREGISTERS[insn.reg_name(src.reg)][0]
            if not all(state.defined[full][:bits // 8]):
                raise Violation(f"reads uninitialised register {full} at {text(insn)}")
            value = z3.Extract(bits - 1, 0, state.regs[full])
        else:
            value = state.read(insn, src)
        if dst.type == cx.X86_OP_REG and insn.reg_name(dst.reg).startswith("xmm"):
            state.write_reg(insn.reg_name(dst.reg), z3.ZeroExt(128 - bits, value))
        else:
            state.write(insn, dst, value)
    return run


def _xchg(state, insn):
    a, b = insn.operands
    va, vb = state.read(insn, a), state.read(insn, b)
    state.write(insn, a, vb)
    state.write(insn, b, va)


SEMANTICS = {
    "xchg": _xchg,
    "movd": _sse_move(32), "movss": _sse_move(32), "movsd": _sse_move(64),
    "mov": _mov, "movabs": _mov,
    "movzx": _extend(False), "movsx": _extend(True), "movsxd": _extend(True),
    "shl": _shift("shl"), "sal": _shift("shl"), "shr": _shift("shr"), "sar": _shift("sar"),
    "rol": _shift("rol"), "ror": _shift("ror"),
    "bswap": _bswap, "lea": _lea, "neg": _neg,
    "or": _binary(lambda a, b: a | b, "logic"), "and": _binary(lambda a, b: a & b, "logic"),
    "add": _binary(lambda a, b: a + b, "add"), "sub": _binary(lambda a, b: a - b, "sub"), "xor": _xor,
    "cmp": _binary(lambda a, b: a - b, "sub", writes=False), "test": _binary(lambda a, b: a & b, "logic", writes=False),
}
SEMANTICS.update({"cmov" + cc: _cmov for cc in CONDITIONS})
SEMANTICS["movq"] = _sse_move(64)
# Operand kinds each mnemonic is modelled for (anything else is Unmodelled).
KINDS = {
    "mov": {("r", "r"), ("r", "m"), ("m", "r"), ("r", "imm"), ("m", "imm")}, "movabs": {("r", "imm")},
    "movzx": {("r", "r"), ("r", "m")}, "movsx": {("r", "r"), ("r", "m")}, "movsxd": {("r", "r"), ("r", "m")},
    "shl": {("r", "imm"), ("r", "r")}, "sal": {("r", "imm"), ("r", "r")}, "shr": {("r", "imm"), ("r", "r")},
    "sar": {("r", "imm"), ("r", "r")}, "rol": {("r", "imm")}, "ror": {("r", "imm")},
    "bswap": {("r",)}, "neg": {("r",)}, "lea": {("r", "m")}, "xchg": {("r", "r")},
    "movd": {("x", "r"), ("r", "x")}, "movq": {("x", "r"), ("r", "x"), ("x", "m"), ("m", "x")},
    "movss": {("x", "m"), ("m", "x")}, "movsd": {("x", "m"), ("m", "x")},
    "or": {("r", "r"), ("r", "m"), ("r", "imm")}, "and": {("r", "r"), ("r", "m"), ("r", "imm")},
    "add": {("r", "r"), ("r", "m"), ("r", "imm")}, "sub": {("r", "r"), ("r", "m"), ("r", "imm")},
    "xor": {("r", "r"), ("r", "m"), ("r", "imm")},
    "cmp": {("r", "r"), ("r", "m"), ("r", "imm"), ("m", "imm"), ("m", "r")},
    "test": {("r", "r"), ("r", "imm")},
}
KINDS.update({"cmov" + cc: {("r", "r")} for cc in CONDITIONS})


def modelled(insn):
    kinds = tuple("imm" if k == "imm" else k[0] for k in (operand_kind(insn, op) for op in insn.operands))
    if insn.mnemonic in ("movd", "movq", "movss", "movsd") and "x" not in kinds:
        return False   # the MMX forms
    if insn.mnemonic not in SEMANTICS or kinds not in KINDS[insn.mnemonic]:
        return False
    if insn.mnemonic in ("shl", "sal", "shr", "sar") and kinds == ("r", "r"):
        return insn.reg_name(insn.operands[1].reg) == "cl"
    # Prefixes that change meaning (lock, rep) are not modelled.
    return not any(p in (0xF0, 0xF2, 0xF3) for p in insn.prefix)


def kind(insn):
    """"ret", "call", "jump" (a branch of any kind) or None (an instruction step() executes)."""
    if insn.mnemonic == "ret" and not insn.operands:
        return "ret"
    if insn.mnemonic in CALLS:
        return "call"
    if insn.mnemonic.startswith("j") or insn.mnemonic.startswith("loop"):
        return "jump"
    return None


def jump_target(insn):
    """The target of a direct jump, None for an indirect one."""
    op0 = insn.operands[0] if insn.operands else None
    return op0.imm if op0 is not None and op0.type == cx.X86_OP_IMM else None


def branch(state, insn):
    """A direct jmp or jcc: the z3 Bool under which it is taken (True for jmp)."""
    if insn.mnemonic == "jmp":
        return z3.BoolVal(True)
    cc = insn.mnemonic[1:]
    if cc not in CONDITIONS:
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    return condition(state, insn, cc)


def step(state, insn):
    if not modelled(insn):
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    SEMANTICS[insn.mnemonic](state, insn)
