# SPDX-License-Identifier: MIT
"""What the ISA models (x86_64.py, aarch64.py, arm32.py, x86_vector.py) share: the exceptions, the
state (registers with a defined flag per byte, flags as Bools, absent = undefined, memory as an SMT
array and the accesses made), byte and flag helpers, and ARM's conditions and shifts.
"""
import copy
import os

import capstone
import z3

# A planted model fault (make prove-machine-faults): validate.py must catch it.
MODEL_FAULT = os.environ.get("UA_MACHINE_MODEL_FAULT", "")


class Unmodelled(Exception):
    """An instruction or operand outside the modelled set."""


class Violation(Exception):
    """A property of the frame broken while executing (use of an undefined register byte, ...)."""


def text(insn):
    return f"{insn.address:#x}: {insn.mnemonic} {insn.op_str}".strip()


def jump_target(insn):
    """The target of a direct branch (its last operand, an immediate), None for an indirect one."""
    return insn.operands[-1].imm if insn.operands and insn.operands[-1].type == capstone.CS_OP_IMM else None


def disassembler(arch, mode):
    md = capstone.Cs(arch, mode)
    md.detail = True
    return md


def join(data):
    """One bit-vector of bytes, the first lowest."""
    return z3.Concat(*reversed(data)) if len(data) > 1 else data[0]


def split(value):
    """The bytes of a bit-vector, the lowest first."""
    return [z3.Extract(8 * i + 7, 8 * i, value) for i in range(value.size() // 8)]


def msb(x):
    return z3.Extract(x.size() - 1, x.size() - 1, x) == 1


def overflow(a, b, r, subtract=False):
    """The signed overflow of r = a + b (a - b)."""
    return z3.And((msb(a) != msb(b)) if subtract else (msb(a) == msb(b)), msb(r) != msb(a))


class State:
    """SUBREGISTERS: register name -> (full register, None for a zero register; first byte; bytes).
    A write of WIDENS bytes or more zero-extends into its full register, a narrower one keeps the
    other bytes."""
    SUBREGISTERS = {}
    WIDENS = 1
    ret_address = None   # where a return that computes its address (32-bit ARM's pop into pc) goes

    def __init__(self, regs, defined, mem, flags=None):
        self.regs = dict(regs)
        self.defined = {r: list(d) for r, d in defined.items()}
        self.mem = mem
        self.accesses = []              # (kind "load"/"store", address expr, size, insn text)
        self.flags = dict(flags or {})

    def copy(self):
        other = copy.copy(self)
        for k, v in vars(self).items():
            if isinstance(v, (dict, list)):
                setattr(other, k, type(v)(v))
        other.defined = {r: list(d) for r, d in self.defined.items()}
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

    def test(self, conditions, name, insn):
        """The z3 Bool of a condition code, from its table (flag reader -> Bool)."""
        if name not in conditions:
            raise Unmodelled(f"condition {name} of {text(insn)}")
        return z3.simplify(conditions[name](lambda flag: self.flag(flag, insn)))

    def subregister(self, name, where):
        sub = self.SUBREGISTERS.get(name)
        if sub is None or sub[0] is not None and sub[0] not in self.regs:
            raise Unmodelled(f"register {name} {where}")
        return sub

    def read_bytes(self, name, insn):
        """(value, defined flag per byte), unchecked: for the instructions that move bytes, whose
        result bytes are defined where their source bytes are."""
        full, first, size = self.subregister(name, f"in {text(insn)}")
        if full is None:
            return z3.BitVecVal(0, 8 * size), [True] * size
        return z3.Extract(8 * (first + size) - 1, 8 * first, self.regs[full]), self.defined[full][first:first + size]

    def read_reg(self, name, insn, size=None):
        """The register's value, or its low size bytes, which alone must then be defined."""
        value, defined = self.read_bytes(name, insn)
        if not all(defined[:size]):
            raise Violation(f"reads uninitialised register {name} at {text(insn)}")
        return value if size is None else z3.Extract(8 * size - 1, 0, value)

    def write_reg(self, name, value, defined=None):
        full, first, size = self.subregister(name, "written")
        if full is None:
            return
        assert value.size() == 8 * size, (name, value.size())
        total = len(self.defined[full])
        defined = [True] * size if defined is None else list(defined)
        if size >= self.WIDENS:
            self.regs[full] = z3.simplify(z3.ZeroExt(8 * (total - size), value) if size < total else value)
            self.defined[full] = defined + [True] * (total - size)
            return
        old, parts = self.regs[full], [value]
        if first + size < total:
            parts.insert(0, z3.Extract(8 * total - 1, 8 * (first + size), old))
        if first:
            parts.append(z3.Extract(8 * first - 1, 0, old))
        self.regs[full] = z3.simplify(z3.Concat(*parts) if len(parts) > 1 else value)
        self.defined[full][first:first + size] = defined

    def load_at(self, addr, size, insn):
        self.accesses.append(("load", addr, size, text(insn)))
        return z3.simplify(join([z3.Select(self.mem, addr + i) for i in range(size)]))

    def store_at(self, addr, value, insn):
        self.accesses.append(("store", addr, value.size() // 8, text(insn)))
        for i, byte in enumerate(split(value)):
            self.mem = z3.Store(self.mem, addr + i, byte)


# ARM's condition codes (aarch64.py, arm32.py) on N, Z, C, V.
ARM_CONDITIONS = {
    "eq": lambda f: f("Z"), "ne": lambda f: z3.Not(f("Z")),
    "hs": lambda f: f("C"), "lo": lambda f: z3.Not(f("C")),
    "mi": lambda f: f("N"), "pl": lambda f: z3.Not(f("N")),
    "vs": lambda f: f("V"), "vc": lambda f: z3.Not(f("V")),
    "hi": lambda f: z3.And(f("C"), z3.Not(f("Z"))), "ls": lambda f: z3.Or(z3.Not(f("C")), f("Z")),
    "ge": lambda f: f("N") == f("V"), "lt": lambda f: f("N") != f("V"),
    "gt": lambda f: z3.And(z3.Not(f("Z")), f("N") == f("V")), "le": lambda f: z3.Or(f("Z"), f("N") != f("V")),
    "al": lambda f: z3.BoolVal(True),
}
SHIFT = {"lsl": lambda v, n: v << n, "lsr": z3.LShR, "asr": lambda v, n: v >> n, "ror": z3.RotateRight}


def arm_names(module, prefix):
    """capstone's condition and shift numbers -> their names."""
    return ({getattr(module, f"{prefix}_CC_{c.upper()}"): c for c in ARM_CONDITIONS},
            {getattr(module, f"{prefix}_SFT_{s.upper()}"): s for s in SHIFT})


def shift_defined(src, kind, c, j):
    """Whether byte j of a shift by the constant c of a value whose bytes are defined as src is."""
    bits = len(src) * 8
    sources = set()
    for k in range(8 * j, 8 * j + 8):
        i = {"lsl": k - c, "lsr": k + c, "asr": min(k + c, bits - 1), "ror": (k + c) % bits}[kind]
        if 0 <= i < bits:
            sources.add(i // 8)
    return all(src[i] for i in sources)


def permute(value, defined, perm):
    """(value, defined) with byte k taken from byte perm[k]."""
    data = split(value)
    return join([data[p] for p in perm]), [defined[p] for p in perm]
