# SPDX-License-Identifier: MIT
"""make prove-simd: the vector instruction models (x86_vector.py) checked by execution on this CPU
(README.md: unicorn runs no AVX).

Each encoding of each vector form of FORMS_JSON runs natively: a stub loads zmm0-31, k0-7 and the
general registers from a block, runs the encoding once and stores them back. The same encoding,
decoded by objdump as prove_simd.py decodes it, runs on the z3 model from the same state; the
registers and a WINDOW of memory must then be equal bit for bit. Base registers point into the
window, index registers hold 0..64; random bytes mixed with edge bytes. A RIP-relative operand (a
constant's read, disp32 0) is pointed at 64 random bytes after the instruction (64-byte aligned,
behind a jmp), which the model reads as the constant. STATES per form, spread over its encodings.

Without AVX-512F, BW and VBMI the stub cannot run: one NOTE line, exit 0. Every access the model
makes must lie in the window before the CPU runs the encoding; an instruction that still faults
kills its worker, and each form not yet done FAILs (make prove-simd turns a signal that kills the
script into a FAIL line).

usage: validate_simd.py FORMS_JSON [STATES] [SEED]   (MACHINE_JOBS worker processes, default 2)
"""
import concurrent.futures
import ctypes
import json
import mmap
import os
import random
import re
import subprocess
import sys
import tempfile
import time

import z3

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import x86_64  # noqa: E402
import x86_vector  # noqa: E402

NEEDS = ("avx512f", "avx512bw", "avx512vbmi")
GPRS = [r for r in x86_64.GPRS if r != "rsp"]
# The block: zmm0-31 (64 bytes each), k0-7 (8 each), the 15 general registers but rsp (8 each).
ZMM, KREG, GPR, BLOCK = 0, 2048, 2112, 2112 + 8 * len(GPRS)
WINDOW = 512    # memory the base registers point into; they point at its middle
EDGES = (0, 1, 0x7f, 0x80, 0xff)
# Built once: new terms were most of a state's time.
BYTE = [z3.BitVecVal(b, 8) for b in range(256)]
ADDRESSES = {}   # window_at -> [BitVecVal(window_at + i, 64) for each window byte]


def cpu_flags():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    return set()


def assemble(text):
    """Machine code of Intel-syntax assembly text (GNU as)."""
    with tempfile.TemporaryDirectory() as d:
        src, obj, raw = (os.path.join(d, n) for n in ("s.s", "s.o", "s.bin"))
        with open(src, "w") as f:
            f.write(".intel_syntax noprefix\n.text\n" + text + "\n")
        subprocess.run(["as", "-o", obj, src], check=True)
        subprocess.run(["objcopy", "-O", "binary", "-j", ".text", obj, raw], check=True)
        with open(raw, "rb") as f:
            return f.read()


def stubs():
    """(prologue, epilogue): load every register from the block at rdi, and store them back."""
    slots = [("vmovdqu64", f"zmm{i}", ZMM + 64 * i) for i in range(32)] + \
        [("kmovq", f"k{i}", KREG + 8 * i) for i in range(8)] + [("mov", r, GPR + 8 * j) for j, r in enumerate(GPRS)]
    rdi = GPR + 8 * GPRS.index("rdi")
    saved = ["rbx", "rbp", "r12", "r13", "r14", "r15"]
    pro = [f"push {r}" for r in saved + ["rdi"]] + [f"{op} {r}, [rdi + {at}]" for op, r, at in slots if r != "rdi"]
    pro += [f"mov rdi, [rdi + {rdi}]"]
    epi = ["xchg rdi, [rsp]"]   # rdi = the block; the instruction's rdi on the stack
    epi += [f"{op} [rdi + {at}], {r}" for op, r, at in slots if r != "rdi"] + ["pop rax", f"mov [rdi + {rdi}], rax"]
    epi += [f"pop {r}" for r in reversed(saved)] + ["vzeroupper", "ret"]
    return assemble("\n".join(pro)), assemble("\n".join(epi))


def decode(code):
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(code)
        f.flush()
        insns = [i for sec in x86_vector.objdump(["-D", "-b", "binary", "-m", "i386:x86-64", f.name]).values()
                 for i in sec]
    if not insns or insns[0].bytes != code:
        raise ValueError(f"objdump read {insns[0].bytes.hex() if insns else 'nothing'} of {code.hex()}")
    return insns[0]


def disp_offset(insn):
    """Where insn's RIP-relative disp32 is: found by planting a value for objdump to read."""
    for at in (insn.size - 4, insn.size - 5):
        code = bytearray(insn.bytes)
        if code[at:at + 4] != b"\0\0\0\0":
            continue
        code[at:at + 4] = (0x11223344).to_bytes(4, "little")
        if "rip+0x11223344" in decode(bytes(code)).op_str:
            return at
    raise ValueError(f"no RIP-relative disp32 of 0 found in {insn.bytes.hex()}")


def with_disp(insn, at, disp):
    code = bytearray(insn.bytes)
    code[at:at + 4] = disp.to_bytes(4, "little")
    return bytes(code)


def random_bytes(rng, n):
    return bytes(rng.choice(EDGES) if rng.random() < 0.25 else rng.randrange(256) for _ in range(n))


def make_state(rng, insn, window_at):
    block = bytearray(random_bytes(rng, BLOCK))
    regs = {}
    for j, r in enumerate(GPRS):
        regs[r] = int.from_bytes(block[GPR + 8 * j: GPR + 8 * j + 8], "little")
    for inner in re.findall(r"\[([^\]]*)\]", insn.op_str):
        for term in re.split(r"[+-]", inner.replace(" ", "")):
            name, _, scale = term.partition("*")
            if name in x86_64.SUBREGISTERS and name != "rip":
                full = x86_64.SUBREGISTERS[name][0]
                regs[full] = rng.randrange(0, 65) if scale else window_at + WINDOW // 2 - rng.randrange(0, 64)
    for j, r in enumerate(GPRS):
        block[GPR + 8 * j: GPR + 8 * j + 8] = regs[r].to_bytes(8, "little")
    return block, random_bytes(rng, WINDOW), random_bytes(rng, 64)


def model(insn, block, window, window_at, const):
    """The block and window after insn on the z3 model, and the model's memory accesses."""
    regs = {r: z3.BitVecVal(int.from_bytes(block[GPR + 8 * j: GPR + 8 * j + 8], "little"), 64)
            for j, r in enumerate(GPRS)}
    regs["rsp"] = z3.BitVecVal(0x7fff0000, 64)
    defined = {r: [True] * 8 for r in x86_64.GPRS}
    addresses = ADDRESSES.setdefault(window_at, [z3.BitVecVal(window_at + i, 64) for i in range(WINDOW)])
    mem = z3.K(z3.BitVecSort(64), BYTE[0])
    for i, b in enumerate(window):
        if b:
            mem = z3.Store(mem, addresses[i], BYTE[b])
    state = x86_vector.State(regs, defined, mem, lambda i, size: [BYTE[b] for b in const[:size]])
    for i in range(32):
        state.vec[i] = [BYTE[b] for b in block[ZMM + 64 * i: ZMM + 64 * i + 64]]
    for i in range(8):
        state.k[i] = z3.BitVecVal(int.from_bytes(block[KREG + 8 * i: KREG + 8 * i + 8], "little"), 64)
    vec0, k0, regs0 = dict(state.vec), dict(state.k), dict(state.regs)
    x86_vector.step(state, insn)
    out = bytearray(block)
    for i in range(32):   # only the registers the model wrote (a write replaces the list)
        if state.vec[i] is not vec0[i]:
            out[ZMM + 64 * i: ZMM + 64 * i + 64] = bytes(value(b) for b in state.vec[i])
    for i in range(8):
        if state.k[i] is not k0[i]:
            out[KREG + 8 * i: KREG + 8 * i + 8] = value(state.k[i]).to_bytes(8, "little")
    for j, r in enumerate(GPRS):
        if state.regs[r] is not regs0[r]:
            out[GPR + 8 * j: GPR + 8 * j + 8] = value(state.regs[r]).to_bytes(8, "little")
    accesses = [(what, value(addr), size) for what, addr, size, _ in state.accesses]
    win = bytearray(window)
    for what, addr, size in accesses:   # memory changes only through a store
        if what == "store" and window_at <= addr <= window_at + WINDOW - size:
            for a in range(addr, addr + size):
                win[a - window_at] = value(z3.Select(state.mem, z3.BitVecVal(a, 64)))
    return bytes(out), bytes(win), accesses


def value(term):
    return (term if z3.is_bv_value(term) else z3.simplify(term)).as_long()


def where(a, b):
    """The first register or window byte where two blocks differ."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            if i < KREG:
                return f"zmm{i // 64} byte {i % 64}: cpu {y:#04x}, model {x:#04x}"
            if i < GPR:
                return f"k{(i - KREG) // 8} byte {(i - KREG) % 8}: cpu {y:#04x}, model {x:#04x}"
            return f"{GPRS[(i - GPR) // 8]} byte {(i - GPR) % 8}: cpu {y:#04x}, model {x:#04x}"
    return None


class Native:

    def __init__(self):
        self.pro, self.epi = stubs()
        self.page = mmap.mmap(-1, 1 << 16, prot=mmap.PROT_READ | mmap.PROT_WRITE | mmap.PROT_EXEC)
        self.code_at = ctypes.addressof(ctypes.c_char.from_buffer(self.page))
        self.block = ctypes.create_string_buffer(BLOCK)
        self.window = ctypes.create_string_buffer(WINDOW + 64)
        self.window_at = ctypes.addressof(self.window)

    def run(self, insn, const, block, window):
        """Its constant, if any, is 64-byte aligned after a jmp over it, for the aligned loads."""
        end = len(self.pro) + insn.size
        at = (end + 5 + 63) // 64 * 64
        code = with_disp(insn, insn.disp_at, at - end) if "rip" in insn.op_str else insn.bytes
        body = code + b"\xe9" + (at - end - 5 + 64).to_bytes(4, "little") + bytes(at - end - 5) + const
        self.page.seek(0)
        self.page.write(self.pro + body + self.epi)
        ctypes.memmove(self.block, bytes(block), BLOCK)
        ctypes.memmove(self.window, bytes(window), WINDOW)
        ctypes.CFUNCTYPE(None, ctypes.c_void_p)(self.code_at)(ctypes.addressof(self.block))
        return self.block.raw[:BLOCK], self.window.raw[:WINDOW]


def check_form(native, name, encodings, states, rng):
    start = time.time()
    runs = 0
    insns = []
    for e in encodings:
        insn = decode(bytes.fromhex(e.split("/")[0]))
        insn.disp_at = disp_offset(insn) if "rip" in insn.op_str else None
        insns.append(insn)
    for n in range(max(states, len(insns))):   # every encoding at least once
        insn = insns[n % len(insns)]
        enc = insn.bytes
        block, window, const = make_state(rng, insn, native.window_at)
        try:
            want_block, want_window, accesses = model(insn, block, window, native.window_at, const)
        except (x86_vector.Unmodelled, x86_vector.Violation) as e:
            return f"FAIL simd isa {name}: the model refuses {enc.hex()}: {e}"
        for what, addr, size in accesses:   # never let the CPU touch memory outside the window
            if not native.window_at <= addr <= native.window_at + WINDOW - size:
                return f"FAIL simd isa {name}: {x86_vector.text(insn)}: a {what} outside the window (state {n})"
        got_block, got_window = native.run(insn, const, block, window)
        diff = where(want_block, got_block)
        if diff is None and want_window != got_window:
            i = next(i for i in range(WINDOW) if want_window[i] != got_window[i])
            diff = f"memory byte window+{i}: cpu {got_window[i]:#04x}, model {want_window[i]:#04x}"
        if diff:
            return f"FAIL simd isa {name}: {x86_vector.text(insn)} ({enc.hex()}), state {n}: {diff}"
        runs += 1
    return (f"PASS simd isa {name}: z3 model = this CPU (zmm0-31, k0-7, general registers, memory) "
            f"on {runs} states, {len(encodings)} encodings ({time.time() - start:.1f} s)")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    forms = json.load(open(sys.argv[1]))
    states = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    vector = {k: [e for e in v if not e.endswith("/scalar")] for k, v in forms.items()}
    vector = {k: v for k, v in sorted(vector.items()) if v}
    if not vector:
        print("FAIL simd isa: no vector instruction forms in " + sys.argv[1])
        return 1
    missing = [f for f in NEEDS if f not in cpu_flags()]
    if missing:
        print(f"NOTE simd isa: this CPU lacks {', '.join(missing)}: the {len(vector)} vector forms' models "
              "are not checked by execution here (trusted; README, trusted base)")
        return 0
    jobs = int(os.environ.get("MACHINE_JOBS", "2"))
    failed = 0
    # A worker killed by a faulting instruction breaks the pool: a FAIL, never a hang or a skip.
    with concurrent.futures.ProcessPoolExecutor(jobs, initializer=start_worker) as pool:
        work = [pool.submit(check_form_in_worker, name, encodings, states, f"{seed}:{name}")
                for name, encodings in vector.items()]
        for name, job in zip(vector, work):
            try:
                line = job.result()
            except concurrent.futures.process.BrokenProcessPool:
                line = f"FAIL simd isa {name}: a worker died (an instruction faulted on this CPU)"
            print(line, flush=True)
            failed += line.startswith("FAIL")
    return 1 if failed else 0


NATIVE = None


def start_worker():
    global NATIVE
    NATIVE = Native()


def check_form_in_worker(name, encodings, states, seed):
    """One form's states, from a seed of its own: the same states whichever worker runs it."""
    return check_form(NATIVE, name, encodings, states, random.Random(seed))

if __name__ == "__main__":
    sys.exit(main())
