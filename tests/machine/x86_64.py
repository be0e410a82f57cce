# SPDX-License-Identifier: MIT
"""A z3 model of the x86-64 instructions the accessors compile to (make prove-machine; README.md).
Registers carry a definedness flag per byte; CF, ZF, SF and OF are Bools (absent = undefined). PF
and AF are not modelled, so what reads them (jp, cmovp) is Unmodelled, like every form not handled
below. A form is the mnemonic and operand kinds ("shl r32, imm"), the unit validate.py checks.
"""
import capstone
from capstone import x86 as cx
import z3

from core import MODEL_FAULT, Unmodelled, Violation, jump_target, msb, text  # noqa: F401
import core

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


def value_regs(ctype, bits):
    """[(register, bytes)] of the value a put stores, the low part first."""
    return [("xmm0" if ctype in FLOAT_TYPES else "rsi", bits // 8)]


def return_regs(ctype, bits):
    """(the name a PASS line gives the result, [(register, bytes)] low part first)."""
    if ctype in FLOAT_TYPES:
        return "xmm0", [("xmm0", bits // 8)]
    return {16: "ax", 32: "eax", 64: "rax"}[bits], [("rax", bits // 8)]


def _subregisters():
    """capstone register name -> (64-bit register, first byte, size in bytes)."""
    table = {x: (x, 0, 16) for x in XMMS}
    table.update({f"{r}h": (f"r{r}x", 1, 1) for r in "abcd"})
    for full, names in [(f"r{r}x", (f"r{r}x", f"e{r}x", f"{r}x", f"{r}l")) for r in "abcd"] + \
            [(f"r{r}", (f"r{r}", f"e{r}", r, f"{r}l")) for r in ("si", "di", "bp", "sp")] + \
            [(f"r{n}", (f"r{n}", f"r{n}d", f"r{n}w", f"r{n}b")) for n in range(8, 16)]:
        table.update({name: (full, 0, size) for name, size in zip(names, (8, 4, 2, 1))})
    return table


SUBREGISTERS = _subregisters()
# Named apart so that a FAIL says what they are.
TAIL_CALLS = ()   # none followed: a jmp through a relocation is a FAIL
CALLS = {"call", "lcall", "syscall", "int", "int3", "into", "sysenter"}


def disassembler(thumb=False):
    return core.disassembler(capstone.CS_ARCH_X86, capstone.CS_MODE_64)


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


class State(core.State):
    SUBREGISTERS = SUBREGISTERS
    WIDENS = 4   # a 32-bit write zero-extends into the whole register; 8- and 16-bit writes keep the rest

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

    def read(self, insn, op):
        if op.type == cx.X86_OP_REG:
            return self.read_reg(insn.reg_name(op.reg), insn)
        if op.type == cx.X86_OP_IMM:
            return z3.BitVecVal(op.imm & (2**(8 * op.size) - 1), 8 * op.size)
        if op.type == cx.X86_OP_MEM:
            return self.load_at(self.address(insn, op), op.size, insn)
        raise Unmodelled(f"operand kind of {text(insn)}")

    def write(self, insn, op, value):
        if op.type == cx.X86_OP_REG:
            self.write_reg(insn.reg_name(op.reg), value)
        elif op.type == cx.X86_OP_MEM:
            self.store_at(self.address(insn, op), value, insn)
        else:
            raise Unmodelled(f"destination of {text(insn)}")


def _shift_count(state, insn, op, width):
    count = state.read(insn, op)
    count = z3.Extract(7, 0, count) if count.size() > 8 else count
    mask = 0x3F if width == 64 else 0x1F
    return z3.ZeroExt(width - 8, count & mask) if width > 8 else count & mask


def _arith_flags(kind, a, b, r):
    """CF, ZF, SF, OF of r = a + b, a - b, or a logical operation (CF = OF = 0)."""
    if kind == "logic":
        return dict(ZF=r == 0, SF=msb(r), CF=z3.BoolVal(False), OF=z3.BoolVal(False))
    return dict(ZF=r == 0, SF=msb(r), CF=z3.ULT(r, a) if kind == "add" else z3.ULT(a, b),
                OF=core.overflow(a, b, r, kind == "sub"))


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


def _movzx(state, insn):
    dst, src = insn.operands
    value = state.read(insn, src)
    state.write(insn, dst, z3.ZeroExt(dst.size * 8 - value.size(), value))


def _shift(kind):
    def run(state, insn):
        dst, src = insn.operands
        width = dst.size * 8
        value = state.read(insn, dst)
        n = _shift_count(state, insn, src, width)
        result = {"shl": lambda: value << n, "shr": lambda: z3.LShR(value, n), "rol": lambda: z3.RotateLeft(value, n)}[kind]()
        count = z3.simplify(n)
        state.write(insn, dst, result)
        if not z3.is_bv_value(count):   # a count in cl: flags not modelled (undefined after)
            state.set_flags(CF=None, ZF=None, SF=None, OF=None)
            return
        c = count.as_long()
        if c == 0:                      # a zero count leaves every flag as it was
            return
        bit = lambda x, i: z3.Extract(i, i, x) == 1  # noqa: E731
        if kind == "rol":
            cf = bit(result, 0)
            state.set_flags(CF=cf, OF=z3.Xor(bit(result, width - 1), cf) if c == 1 else None)   # ZF, SF unchanged
            return
        cf = None if c > width else bit(value, width - c) if kind == "shl" else bit(value, c - 1)
        of = (z3.Xor(bit(result, width - 1), bit(value, width - 1)) if kind == "shl" else bit(value, width - 1)) \
            if c == 1 else None
        state.set_flags(CF=cf, OF=of, ZF=result == 0, SF=msb(result))
    return run


def _bswap(state, insn):
    (dst,) = insn.operands
    value = state.read(insn, dst)
    swapped = core.join(core.split(value)[::-1])
    if value.size() == 32 and MODEL_FAULT == "bswap32-keeps-upper":
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


# The condition codes of jcc and cmovcc as capstone names them (p/np read PF, which is not modelled).
CONDITIONS = {
    "o": lambda f: f("OF"), "no": lambda f: z3.Not(f("OF")), "b": lambda f: f("CF"), "ae": lambda f: z3.Not(f("CF")),
    "e": lambda f: f("ZF"), "ne": lambda f: z3.Not(f("ZF")), "s": lambda f: f("SF"), "ns": lambda f: z3.Not(f("SF")),
    "be": lambda f: z3.Or(f("CF"), f("ZF")), "a": lambda f: z3.And(z3.Not(f("CF")), z3.Not(f("ZF"))),
    "l": lambda f: f("SF") != f("OF"), "ge": lambda f: f("SF") == f("OF"),
    "le": lambda f: z3.Or(f("ZF"), f("SF") != f("OF")), "g": lambda f: z3.And(z3.Not(f("ZF")), f("SF") == f("OF")),
}


def _cmov(state, insn):
    dst, src = insn.operands
    cond = state.test(CONDITIONS, insn.mnemonic[len("cmov"):], insn)
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
            value = state.read_reg(insn.reg_name(src.reg), insn, bits // 8)
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
    "mov": _mov, "movabs": _mov, "movzx": _movzx, "xchg": _xchg, "lea": _lea, "bswap": _bswap, "neg": _neg,
    "movd": _sse_move(32), "movss": _sse_move(32), "movq": _sse_move(64), "movsd": _sse_move(64),
    "shl": _shift("shl"), "shr": _shift("shr"), "rol": _shift("rol"),
    "or": _binary(lambda a, b: a | b, "logic"), "and": _binary(lambda a, b: a & b, "logic"),
    "add": _binary(lambda a, b: a + b, "add"), "sub": _binary(lambda a, b: a - b, "sub"),
    "cmp": _binary(lambda a, b: a - b, "sub", writes=False), "test": _binary(lambda a, b: a & b, "logic", writes=False),
}
SEMANTICS.update({"cmov" + cc: _cmov for cc in CONDITIONS})
# The operand kinds each mnemonic is modelled for (r, m, x for xmm, imm; a shift's r is cl).
KINDS = {
    "mov": {"r r", "r m", "m r", "r imm"}, "movabs": {"r imm"}, "movzx": {"r r", "r m"}, "xchg": {"r r"},
    "lea": {"r m"}, "bswap": {"r"}, "neg": {"r"}, "shl": {"r imm", "r r"}, "shr": {"r imm"}, "rol": {"r imm"},
    "movd": {"x r", "r x"}, "movq": {"x r", "r x"}, "movss": {"x m", "m x"}, "movsd": {"x m", "m x"},
    "or": {"r r"}, "and": {"r imm"}, "add": {"r r", "r imm"}, "sub": {"r r", "r imm"}, "cmp": {"r r", "r imm"},
    "test": {"r r"},
}
KINDS.update({"cmov" + cc: {"r r"} for cc in CONDITIONS})


def modelled(insn):
    kinds = " ".join("imm" if k == "imm" else k[0] for k in (operand_kind(insn, op) for op in insn.operands))
    if insn.mnemonic not in SEMANTICS or kinds not in KINDS[insn.mnemonic]:
        return False
    if insn.mnemonic == "shl" and kinds == "r r" and insn.reg_name(insn.operands[1].reg) != "cl":
        return False
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


def branch(state, insn):
    """A direct jmp or jcc: the z3 Bool under which it is taken (True for jmp)."""
    if insn.mnemonic == "jmp":
        return z3.BoolVal(True)
    if insn.mnemonic[1:] not in CONDITIONS:
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    return state.test(CONDITIONS, insn.mnemonic[1:], insn)


def step(state, insn):
    if not modelled(insn):
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    SEMANTICS[insn.mnemonic](state, insn)
