# SPDX-License-Identifier: MIT
"""A z3 bit-vector model of the x86-64 instructions the accessors compile to (make prove-machine).

State: the sixteen 64-bit general registers as z3 bit-vectors, a definedness flag per register
byte (a byte is defined when the caller set it or an instruction wrote it), and memory as an SMT
array from 64-bit addresses to bytes. Flags are not modelled: an instruction that reads a flag
(jcc, adc, sbb, cmovcc, setcc, ...) is outside the modelled set, and so is every instruction and
operand kind not handled below; step() raises Unmodelled naming its form, which the prover reports
as a FAIL. Every form is checked against unicorn by validate.py (the model is not trusted).

An instruction's form is its mnemonic and operand kinds with sizes ("shl r32, imm", "mov m16, r16"):
the unit validate.py checks and the prover counts.
"""
import os

import capstone
from capstone import x86 as cx
import z3

GPRS = ["rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "rsp",
        "r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15"]


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
    for n in range(8, 16):
        table[f"r{n}"] = (f"r{n}", 0, 8)
        table[f"r{n}d"] = (f"r{n}", 0, 4)
        table[f"r{n}w"] = (f"r{n}", 0, 2)
        table[f"r{n}b"] = (f"r{n}", 0, 1)
    return table


SUBREGISTERS = _subregisters()
# A planted fault of the model itself, for make prove-machine-faults: validate.py must catch it.
MODEL_FAULT = os.environ.get("UA_MACHINE_MODEL_FAULT", "")
# The instructions that end or leave the function, named apart so a FAIL says what they are.
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
        return f"r{op.size * 8}"
    if op.type == cx.X86_OP_IMM:
        return "imm"
    if op.type == cx.X86_OP_MEM:
        return f"m{op.size * 8}"
    return "?"


def form(insn):
    """The instruction's form: mnemonic and operand kinds, e.g. "shl r32, imm"."""
    kinds = [operand_kind(insn, op) for op in insn.operands]
    return insn.mnemonic + (" " + ", ".join(kinds) if kinds else "")


class State:
    """Registers, their defined bytes, memory, and the accesses made so far."""

    def __init__(self, regs, defined, mem):
        self.regs = dict(regs)          # name -> BitVec(64)
        self.defined = {r: list(d) for r, d in defined.items()}  # name -> [bool] * 8
        self.mem = mem                  # Array(BitVec(64), BitVec(8))
        self.accesses = []              # (kind "load"/"store", address expr, size, insn text)

    # Registers
    def read_reg(self, name, insn):
        full, first, size = SUBREGISTERS[name]
        if not all(self.defined[full][first:first + size]):
            raise Violation(f"reads uninitialised register {name} at {text(insn)}")
        return z3.Extract(first * 8 + size * 8 - 1, first * 8, self.regs[full])

    def write_reg(self, name, value):
        full, first, size = SUBREGISTERS[name]
        old = self.regs[full]
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

    # Memory
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

    # Operands
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


def _binary(fn):
    def run(state, insn):
        dst, src = insn.operands
        a = state.read(insn, dst)
        b = state.read(insn, src)
        if b.size() < a.size():      # an imm8 sign-extended to the operand size
            b = z3.SignExt(a.size() - b.size(), b)
        state.write(insn, dst, fn(a, b))
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
        state.write(insn, dst, result)
    return run


def _bswap(state, insn):
    (dst,) = insn.operands
    value = state.read(insn, dst)
    n = value.size() // 8
    swapped = z3.Concat(*[z3.Extract(8 * i + 7, 8 * i, value) for i in range(n)])
    if n == 4 and MODEL_FAULT == "bswap32-keeps-upper":   # planted model fault (make prove-machine-faults)
        full = SUBREGISTERS[insn.reg_name(dst.reg)][0]
        state.regs[full] = z3.Concat(z3.Extract(63, 32, state.regs[full]), swapped)
        return
    state.write(insn, dst, swapped)


def _lea(state, insn):
    dst, src = insn.operands
    addr = state.address(insn, src)
    state.write(insn, dst, z3.Extract(dst.size * 8 - 1, 0, addr))


def _xor(state, insn):
    dst, src = insn.operands
    if dst.type == src.type == cx.X86_OP_REG and dst.reg == src.reg:  # the zeroing idiom reads nothing
        state.write(insn, dst, z3.BitVecVal(0, dst.size * 8))
        return
    _binary(lambda a, b: a ^ b)(state, insn)


def _xchg(state, insn):
    a, b = insn.operands
    va, vb = state.read(insn, a), state.read(insn, b)
    state.write(insn, a, vb)
    state.write(insn, b, va)


SEMANTICS = {
    "xchg": _xchg,
    "mov": _mov, "movabs": _mov,
    "movzx": _extend(False), "movsx": _extend(True), "movsxd": _extend(True),
    "shl": _shift("shl"), "sal": _shift("shl"), "shr": _shift("shr"), "sar": _shift("sar"),
    "rol": _shift("rol"), "ror": _shift("ror"),
    "bswap": _bswap, "lea": _lea,
    "or": _binary(lambda a, b: a | b), "and": _binary(lambda a, b: a & b),
    "add": _binary(lambda a, b: a + b), "sub": _binary(lambda a, b: a - b), "xor": _xor,
}
# Operand kinds each mnemonic is modelled for (anything else is Unmodelled).
KINDS = {
    "mov": {("r", "r"), ("r", "m"), ("m", "r"), ("r", "imm"), ("m", "imm")}, "movabs": {("r", "imm")},
    "movzx": {("r", "r"), ("r", "m")}, "movsx": {("r", "r"), ("r", "m")}, "movsxd": {("r", "r"), ("r", "m")},
    "shl": {("r", "imm"), ("r", "r")}, "sal": {("r", "imm"), ("r", "r")}, "shr": {("r", "imm"), ("r", "r")},
    "sar": {("r", "imm"), ("r", "r")}, "rol": {("r", "imm")}, "ror": {("r", "imm")},
    "bswap": {("r",)}, "lea": {("r", "m")}, "xchg": {("r", "r")},
    "or": {("r", "r"), ("r", "m"), ("r", "imm")}, "and": {("r", "r"), ("r", "m"), ("r", "imm")},
    "add": {("r", "r"), ("r", "m"), ("r", "imm")}, "sub": {("r", "r"), ("r", "m"), ("r", "imm")},
    "xor": {("r", "r"), ("r", "m"), ("r", "imm")},
}


def modelled(insn):
    """True if step() models this instruction's form."""
    kinds = tuple("imm" if k == "imm" else k[0] for k in (operand_kind(insn, op) for op in insn.operands))
    if insn.mnemonic not in SEMANTICS or kinds not in KINDS[insn.mnemonic]:
        return False
    if insn.mnemonic in ("shl", "sal", "shr", "sar") and kinds == ("r", "r"):
        return insn.reg_name(insn.operands[1].reg) == "cl"
    # Prefixes that change meaning (lock, rep) are not modelled.
    return not any(p in (0xF0, 0xF2, 0xF3) for p in insn.prefix)


def step(state, insn):
    """Executes one instruction on state; raises Unmodelled for a form outside the model."""
    if not modelled(insn):
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    SEMANTICS[insn.mnemonic](state, insn)
