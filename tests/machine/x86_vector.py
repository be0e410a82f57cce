# SPDX-License-Identifier: MIT
"""A z3 model of the x86-64 vector instructions the bulk kernels compile to (make prove-simd),
read from objdump (README.md). zmm0-31 are 64 bytes each (None = undefined), k0-7 64-bit vectors. A VEX/EVEX write zeroes the
register above its size, a legacy SSE write keeps it. Forms: "mnemonic kind, kind" (x, y, z, k,
r32, m128, b32 for a broadcast, imm, {k} for a merge mask).
"""
import re
import subprocess

import z3

from core import Unmodelled, Violation, join, split, text
import x86_64

GPR_NAMES = set(x86_64.SUBREGISTERS) - set(x86_64.XMMS)
VEC = re.compile(r"^([xyz])mm(\d+)$")
MEM = re.compile(r"^(BYTE|WORD|DWORD|QWORD|XMMWORD|YMMWORD|ZMMWORD) (PTR|BCST) \[(.*)\]$")
SIZES = {"BYTE": 1, "WORD": 2, "DWORD": 4, "QWORD": 8, "XMMWORD": 16, "YMMWORD": 32, "ZMMWORD": 64}
VBYTES = {"x": 16, "y": 32, "z": 64}


class Insn:
    """One instruction as objdump prints it: address, bytes, mnemonic, operand text."""

    def __init__(self, address, code, mnemonic, op_str):
        self.address, self.bytes, self.mnemonic, self.op_str = address, code, mnemonic, op_str
        self.size = len(code)
        self.ops = [o.strip() for o in op_str.split(",")] if op_str else []


def objdump(args):
    """{section: [Insn]} from binutils' objdump -d -w -M intel ARGS."""
    out = subprocess.run(["objdump", "-d", "-w", "-M", "intel"] + args, capture_output=True, text=True,
                         check=True).stdout
    secs, cur = {}, None
    for line in out.splitlines():
        m = re.match(r"^Disassembly of section (\S+):", line)
        if m:
            cur = secs.setdefault(m.group(1), [])
            continue
        m = re.match(r"^\s*([0-9a-f]+):\t((?:[0-9a-f]{2} )+)\s*\t?(.*)$", line)
        if m and cur is not None:
            mnemonic, _, ops = m.group(3).split("#")[0].strip().partition(" ")
            cur.append(Insn(int(m.group(1), 16), bytes.fromhex(m.group(2).replace(" ", "")), mnemonic,
                            ops.strip().replace(" ,", ",")))
    return secs


class State(x86_64.State):
    """x86_64.State plus the vector and mask registers; `constant(insn, size)` reads constant data."""

    def __init__(self, regs, defined, mem, constant):
        super().__init__(regs, defined, mem)
        self.vec = {i: [None] * 64 for i in range(32)}
        self.k = {i: None for i in range(8)}
        self.constant = constant

    def mem_address(self, insn, inner):
        if inner.startswith("rip"):
            return None
        addr = z3.BitVecVal(0, 64)
        for term in re.split(r"(?=[+-])", inner.replace(" ", "")):
            if not term:
                continue
            sign, term = (-1, term[1:]) if term[0] == "-" else (1, term.lstrip("+"))
            if term.startswith("0x") or term.isdigit():
                addr = addr + sign * int(term, 0)
            else:
                name, _, scale = term.partition("*")
                if name not in GPR_NAMES or sign < 0:
                    raise Unmodelled(f"address {inner} in {text(insn)}")
                addr = addr + self.read_reg(name, insn) * int(scale or 1)
        return z3.simplify(addr)

    def load_bytes(self, insn, op, n):
        """The n bytes an operand reads (a broadcast's element repeated)."""
        m = MEM.match(op)
        if m:
            size = SIZES[m.group(1)]
            addr = self.mem_address(insn, m.group(3))
            if addr is None:
                data = self.constant(insn, size)
            else:
                if insn.mnemonic in ALIGNED:
                    raise Unmodelled(f"aligned access to memory other than constants: {text(insn)}")
                self.accesses.append(("load", addr, size, text(insn)))
                data = [z3.Select(self.mem, addr + i) for i in range(size)]
            if m.group(2) == "BCST":
                data = data * (n // size)
            return data[:n] if len(data) >= n else data
        v = VEC.match(op)
        if v:
            data = self.vec[int(v.group(2))][:n]
            if any(b is None for b in data):
                raise Violation(f"reads undefined bytes of {op} at {text(insn)}")
            return data
        if op in GPR_NAMES:
            value = self.read_reg(op, insn)
            return split(value)
        raise Unmodelled(f"operand {op} of {text(insn)}")

    def write_vec(self, insn, op, data, mask=None):
        """data to register op; mask: [z3 Bool per byte] (merge where false)."""
        name = op.split("{")[0]
        v = VEC.match(name)
        if not v:
            raise Unmodelled(f"destination {op} of {text(insn)}")
        i = int(v.group(2))
        old = self.vec[i]
        if mask is not None:
            if any(old[j] is None for j in range(len(data))):
                raise Violation(f"a merge into undefined bytes of {name} at {text(insn)}")
            data = [z3.If(mask[j], data[j], old[j]) for j in range(len(data))]
        data = [z3.simplify(b) for b in data]
        if insn.mnemonic.startswith("v"):
            self.vec[i] = data + [z3.BitVecVal(0, 8)] * (64 - len(data))
        else:
            self.vec[i] = data + old[len(data):]

    def store_bytes(self, insn, op, data):
        m = MEM.match(op)
        addr = self.mem_address(insn, m.group(3)) if m and m.group(2) == "PTR" else None
        if addr is None:
            raise Unmodelled(f"store to {op} in {text(insn)}")
        if insn.mnemonic in ALIGNED:
            raise Unmodelled(f"aligned store: {text(insn)}")
        self.accesses.append(("store", addr, len(data), text(insn)))
        for j, b in enumerate(data):
            self.mem = z3.Store(self.mem, addr + j, b)

    def kmask(self, insn, name):
        value = self.k[int(name[1:])]
        if value is None:
            raise Violation(f"reads undefined {name} at {text(insn)}")
        return value


ALIGNED = {"vmovdqa", "vmovdqa64"}


def vsize(op):
    """Bytes of a vector register or memory operand."""
    v = VEC.match(op.split("{")[0])
    if v:
        return VBYTES[v.group(1)]
    m = MEM.match(op)
    return SIZES[m.group(1)] if m else None


def kind(op):
    base = op.split("{")[0]
    v = VEC.match(base)
    if v:
        out = v.group(1)
    elif re.fullmatch(r"k[0-7]", base):
        out = "k"
    elif base in GPR_NAMES:
        out = "r" + str(8 * x86_64.SUBREGISTERS[base][2])
    elif MEM.match(base):
        m = MEM.match(base)
        out = ("m" if m.group(2) == "PTR" else "b") + str(8 * SIZES[m.group(1)])
    elif re.fullmatch(r"(0x[0-9a-f]+|\d+)", base):
        out = "imm"
    else:
        out = "?"
    return out + ("{k}" if "{k" in op else "") + ("{z}" if "{z}" in op else "")


def form(insn):
    return insn.mnemonic + (" " + ", ".join(kind(o) for o in insn.ops) if insn.ops else "")


def _writemask(state, insn, op, n):
    """The byte mask of a destination's {kN} (MASKED's only; step() refuses the rest), None without one."""
    m = re.search(r"\{(k[1-7])\}", op)
    return m and [z3.Extract(j, j, state.kmask(insn, m.group(1))) == 1 for j in range(n)]


def _elementwise(fn):
    """dst = fn(a, b) per byte; the legacy form is dst op= src."""
    def run(state, insn):
        ops = insn.ops
        n = vsize(ops[0])
        a, b = (state.load_bytes(insn, o, n) for o in (ops[-2:] if len(ops) == 3 else ops))
        state.write_vec(insn, ops[0], [fn(x, y) for x, y in zip(a, b)])
    return run


def _move(state, insn):
    dst, src = insn.ops
    n = vsize(dst) or vsize(src)
    if MEM.match(dst):
        state.store_bytes(insn, dst, state.load_bytes(insn, src, n))
    else:   # a masked load reads only its selected bytes (faults suppressed), all of which lie in its span
        state.write_vec(insn, dst, state.load_bytes(insn, src, n), _writemask(state, insn, dst, n))


def _shuffle(state, insn):
    """(v)pshufb: byte j = 0 if bit 7 of idx[j], else byte idx[j] & 15 of j's 16-byte lane."""
    ops = insn.ops
    n = vsize(ops[0])
    src, idx = (ops[0], ops[1]) if len(ops) == 2 else (ops[1], ops[2])
    a, m = state.load_bytes(insn, src, n), state.load_bytes(insn, idx, n)
    out = []
    for j in range(n):
        lane = a[j // 16 * 16: j // 16 * 16 + 16]
        sel = lane[0]
        for t in range(1, 16):
            sel = z3.If(z3.Extract(3, 0, m[j]) == t, lane[t], sel)
        out.append(z3.If(z3.Extract(7, 7, m[j]) == 1, z3.BitVecVal(0, 8), sel))
    state.write_vec(insn, ops[0], out)


def _permb(state, insn):
    """vpermb dst, idx, table: byte j = table[idx[j] mod 64] (per vector size)."""
    dst, idx, table = insn.ops
    n = vsize(dst)
    m, t = state.load_bytes(insn, idx, n), state.load_bytes(insn, table, n)
    bits = n.bit_length() - 1
    if x86_64.MODEL_FAULT == "vpermb-index-mod-32":
        bits -= 1
    out = []
    for j in range(n):
        sel = t[0]
        for c in range(1, n):
            sel = z3.If(z3.Extract(bits - 1, 0, m[j]) == c, t[c], sel)
        out.append(sel)
    state.write_vec(insn, dst, out, _writemask(state, insn, dst, n))


def _ternlog(state, insn):
    """vpternlogd dst, b, c, imm: bit = imm[4 dst + 2 b + c]."""
    dst, b_op, c_op, imm = insn.ops
    n = vsize(dst)
    a, b, c = (join(state.load_bytes(insn, o, n)) for o in (dst, b_op, c_op))
    table = int(imm, 0)
    r = z3.BitVecVal(0, 8 * n)
    for i in range(8):
        if table >> i & 1:
            pick = lambda x, bit: x if bit else ~x  # noqa: E731
            r = r | (pick(a, i >> 2 & 1) & pick(b, i >> 1 & 1) & pick(c, i & 1))
    state.write_vec(insn, dst, split(r))


def _blendv(state, insn):
    """vpblendvb dst, a, b, m: byte j from b where bit 7 of m[j], else from a."""
    dst, a_op, b_op, m_op = insn.ops
    n = vsize(dst)
    a, b, m = (state.load_bytes(insn, o, n) for o in (a_op, b_op, m_op))
    state.write_vec(insn, dst, [z3.If(z3.Extract(7, 7, m[j]) == 1, b[j], a[j]) for j in range(n)])


def _blend_imm(esize):
    """vpblendw (imm bit per word of each 16-byte lane) / vpblendd (imm bit per dword)."""
    def run(state, insn):
        dst, a_op, b_op, imm = insn.ops
        n = vsize(dst)
        a, b = state.load_bytes(insn, a_op, n), state.load_bytes(insn, b_op, n)
        sel = int(imm, 0)
        per = 8 if esize == 2 else n // 4   # vpblendw repeats its 8 bits in each lane
        state.write_vec(insn, dst, [b[j] if sel >> ((j // esize) % per) & 1 else a[j] for j in range(n)])
    return run


def _broadcast(esize):
    def run(state, insn):
        dst, src = insn.ops
        n = vsize(dst)
        data = state.load_bytes(insn, src, esize)[:esize]
        state.write_vec(insn, dst, data * (n // esize))
    return run


def _compare(pred):
    """Byte compares into a mask register."""
    def run(state, insn):
        k, a_op, b_op = insn.ops
        if not re.fullmatch(r"k[0-7]", k):
            raise Unmodelled(f"compare into {k}: {text(insn)}")
        n = vsize(a_op)
        a, b = state.load_bytes(insn, a_op, n), state.load_bytes(insn, b_op, n)
        bits = z3.Concat(*[z3.If(pred(a[j], b[j]), z3.BitVecVal(1, 1), z3.BitVecVal(0, 1)) for j in reversed(range(n))])
        state.k[int(k[1])] = z3.simplify(z3.ZeroExt(64 - n, bits) if n < 64 else bits)
    return run


def _kmov(state, insn):
    dst, src = insn.ops
    if re.fullmatch(r"k[0-7]", dst) and src in GPR_NAMES and x86_64.SUBREGISTERS[src][2] == 8:
        state.k[int(dst[1])] = state.read_reg(src, insn)
        return
    raise Unmodelled(f"kmov form {form(insn)}")


def _vzeroupper(state, insn):
    for i in range(16):
        state.vec[i] = state.vec[i][:16] + [z3.BitVecVal(0, 8)] * 48


def _unpack_low(esize):
    """punpckl{bw,wd,dq} dst, src: the low halves' elements interleaved, dst's first."""
    def run(state, insn):
        dst, src = insn.ops
        a, b = state.load_bytes(insn, dst, 16), state.load_bytes(insn, src, 16)
        out = []
        for e in range(0, 8, esize):
            out += a[e:e + esize] + b[e:e + esize]
        state.write_vec(insn, dst, out)
    return run


def _shift_imm(esize, left):
    def run(state, insn):
        ops = insn.ops
        dst, src, imm = (ops[0], ops[0], ops[1]) if len(ops) == 2 else ops
        n = vsize(dst)
        a = state.load_bytes(insn, src, n)
        c = int(imm, 0)
        out = []
        for e in range(0, n, esize):
            x = join(a[e:e + esize])
            r = z3.BitVecVal(0, 8 * esize) if c >= 8 * esize else (x << c if left else z3.LShR(x, c))
            out += split(r)
        state.write_vec(insn, dst, out)
    return run


AND, OR, XOR = (lambda a, b: a & b), (lambda a, b: a | b), (lambda a, b: a ^ b)
SEMANTICS = {m: _move for m in ("movdqu", "movups", "vmovdqu", "vmovdqa", "vmovdqu8", "vmovdqu64", "vmovdqa64")}
SEMANTICS.update({
    "pand": _elementwise(AND), "vpandd": _elementwise(AND), "vpandq": _elementwise(AND), "por": _elementwise(OR),
    "pxor": _elementwise(XOR), "vpxord": _elementwise(XOR), "vpxorq": _elementwise(XOR),
    "vpaddb": _elementwise(lambda a, b: a + b),
    "pshufb": _shuffle, "vpshufb": _shuffle, "vpermb": _permb, "vpternlogd": _ternlog,
    "vpblendvb": _blendv, "vpblendw": _blend_imm(2), "vpblendd": _blend_imm(4),
    "vpbroadcastb": _broadcast(1), "vpbroadcastw": _broadcast(2), "vpbroadcastd": _broadcast(4),
    "vpbroadcastq": _broadcast(8), "vpcmpeqb": _compare(lambda a, b: a == b),
    "vpcmpltb": _compare(lambda a, b: a < b), "vptestnmb": _compare(lambda a, b: a & b == 0),
    "kmovq": _kmov, "vzeroupper": _vzeroupper,
    "punpcklbw": _unpack_low(1), "punpcklwd": _unpack_low(2), "punpckldq": _unpack_low(4),
    "pslld": _shift_imm(4, True), "psllq": _shift_imm(8, True), "psrld": _shift_imm(4, False),
    "psrlq": _shift_imm(8, False),
})
MASKED = {"vmovdqu8", "vpermb"}   # the destination write masks modelled ({kN}, merging)


def is_vector(insn):
    return insn.mnemonic in SEMANTICS or any(VEC.match(o.split("{")[0]) or re.fullmatch(r"k[0-7]", o)
                                              for o in insn.ops)


def step(state, insn):
    if insn.mnemonic not in SEMANTICS:
        raise Unmodelled(f"instruction outside the modelled set: {form(insn)} ({text(insn)})")
    if "{" in insn.op_str and not (insn.mnemonic in MASKED and re.fullmatch(r"[xyz]mm\d+\{k[1-7]\}", insn.ops[0])
                                   and "{" not in "".join(insn.ops[1:])):
        raise Unmodelled(f"a mask other than a merging one of {sorted(MASKED)}, or rounding: {text(insn)}")
    SEMANTICS[insn.mnemonic](state, insn)

