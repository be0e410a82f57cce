# SPDX-License-Identifier: MIT
"""The byte model of an accessor, written from the definition and nothing else (make prove-machine).

A little-endian field b_0 .. b_{n-1} holds sum(b_i * 256^i), a big-endian one sum(b_i *
256^(n-1-i)); a put of v writes v mod 256^n that way.
"""
import z3


def get_value(mem, p, nbytes, order):
    """The field's value, as a 64-bit bit-vector: sum of byte_i * 256^i (le), reversed for be."""
    total = z3.BitVecVal(0, 64)
    for i in range(nbytes):
        byte = z3.ZeroExt(56, z3.Select(mem, p + i))
        weight = i if order == "le" else nbytes - 1 - i
        total = total + byte * z3.BitVecVal(256 ** weight, 64)
    return total


def put_bytes(v, nbytes, order):
    """[byte at p + 0, byte at p + 1, ...] that a put of v (64-bit bit-vector) must write."""
    out = []
    for i in range(nbytes):
        weight = i if order == "le" else nbytes - 1 - i
        digit = z3.URem(z3.UDiv(v, z3.BitVecVal(256 ** weight, 64)), z3.BitVecVal(256, 64))
        out.append(z3.Extract(7, 0, digit))
    return out


def get_signed(mem, p, nbytes, order):
    """The field's value read as two's complement: the unsigned value u, less 256^n when
    u >= 256^n / 2 (the top bit of the last significant byte set). A 64-bit bit-vector holding
    that integer modulo 2^64."""
    u = get_value(mem, p, nbytes, order)
    if nbytes == 8:
        return u   # modulo 2^64, u and u - 2^64 are the same bit-vector
    half, whole = z3.BitVecVal(256 ** nbytes // 2, 64), z3.BitVecVal(256 ** nbytes, 64)
    return z3.If(z3.UGE(u, half), u - whole, u)
