# SPDX-License-Identifier: MIT
"""make prove-machine-faults: faults only machine code shows must make make prove-machine fail, each
for its reason (FAULTS: the function and what its FAIL line must match).

cc-patch plants them in GCC's assembly; the neighbours must still prove (the patch stayed in its
function). Per target, one fault of the ISA model (MODEL_FAULTS): the clean proofs still pass with
it, so validate.py must FAIL that form against unicorn.

usage: faults.py OUT_DIR TARGETS STATES TARGET=CC...   (TARGETS: "x86-64 aarch64 aarch64-strict armv7 armv5te" or a part)
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PY = sys.executable
# target: {fault: (function, regular expression its FAIL line must match)}
FAULTS = {"x86-64": {
    "shift-amount": ("ua_get_le24", r"value differs from the byte model"),
    "registers-swapped": ("ua_get_le24", r"value differs from the byte model"),
    "load-further": ("ua_get_le24", r"load of 1 bytes outside the field's 3 bytes: .*\[rdi \+ 3\]"),
    "store-wider": ("ua_put_le24", r"store of 2 bytes outside the field's 3 bytes: .*word ptr \[rdi \+ 2\]"),
    "call-inserted": ("ua_get_le32", r"call: .*call"),
    "uninitialised-register": ("ua_get_le16", r"reads uninitialised register rdx"),
    "loop": ("ua_get_be32", r"loop: backward branch .*jmp"),
    "unmodelled-instruction": ("ua_get_be32", r"instruction outside the modelled set: not r32"),
    "condition-off-by-one": ("ua_get_les24", r"value differs from the byte model: bytes \['255', '255', '127'\]"),
}, "aarch64": {
    "aarch64-shift-amount": ("ua_get_le24", r"value differs from the byte model"),
    "aarch64-rev-dropped": ("ua_get_be32", r"value differs from the byte model"),
    "aarch64-load-further": ("ua_get_le24", r"load of 1 bytes outside the field's 3 bytes: .*\[x0, #3\]"),
    "aarch64-store-wider": ("ua_put_le24", r"store of 2 bytes outside the field's 3 bytes: .*strh w2, \[x0, #2\]"),
    "aarch64-call-inserted": ("ua_get_le32", r"call: .*bl "),
    "aarch64-uninitialised-register": ("ua_get_le16", r"reads uninitialised register x2"),
    "aarch64-loop": ("ua_get_be32", r"loop: backward branch .*: b #"),
    "aarch64-unmodelled-instruction": ("ua_get_be32", r"instruction outside the modelled set: rbit w, w"),
    "aarch64-tail-call-external": ("ua_get_le32", r"tail call: .*b #0 to ua_machine_planted"),
}, "armv7": {
    "armv7-shift-amount": ("ua_get_le24", r"value differs from the byte model"),
    "armv7-rev-dropped": ("ua_get_be32", r"value differs from the byte model"),
    "armv7-load-further": ("ua_get_le24", r"load of 1 bytes outside the field's 3 bytes: .*\[r0, #3\]"),
    "armv7-call-inserted": ("ua_get_le32", r"call: .*bl "),
    "armv7-condition-off-by-one": ("ua_get_les24", r"value differs from the byte model: bytes \['0', '0', '128'\]"),
}, "armv5te": {
    "armv5te-shift-amount": ("ua_get_le24", r"value differs from the byte model"),
    "armv5te-load-further": ("ua_get_le24", r"load of 1 bytes outside the field's 3 bytes: .*\[r0, #3\]"),
    "armv5te-store-wider": ("ua_put_le24", r"store of 2 bytes outside the field's 3 bytes: .*strh r3, \[r0, #2\]"),
    "armv5te-call-inserted": ("ua_get_le32", r"call: .*bl .* to ua_machine_planted"),
    "armv5te-return-elsewhere": ("ua_get_le16", r"indirect jump: .*bx r3"),
    # -Os: ua_get_be64 calls ua_impl_get_be32 (followed), which these patch
    "armv5te-callee-returns-elsewhere": ("ua_get_be64", r"callee ua_impl_get_be32: returns to an address other than"
                                         r" the one after its call", "Os"),
    "armv5te-callee-shift-amount": ("ua_get_be64", r"value differs from the byte model", "Os"),
}}
# aarch64's first four planted in aarch64-strict's code, and a fault of its own
FAULTS["aarch64-strict"] = dict({"aarch64-strict-" + f: FAULTS["aarch64"]["aarch64-" + f]
                                 for f in ("shift-amount", "rev-dropped", "load-further", "store-wider")},
                                **{"aarch64-strict-upper-half": ("ua_put_le16", r"reads uninitialised register w1 at "
                                                                 r".*ubfx w2, w1, #8, #0x10")})
# target: (the model fault, the form validate.py must FAIL)
MODEL_FAULTS = {"x86-64": ("bswap32-keeps-upper", "bswap r32"), "aarch64": ("rev16-keeps-upper", "rev16 w, w"),
                "aarch64-strict": ("rev16-keeps-upper", "rev16 w, w"), "armv7": ("rev16-keeps-upper", "thumb rev16 r, r"),
                "armv5te": ("cmp-overflow-inverted", "cmp r, imm")}
# Every function the patched object holds next to the faulted one, proved too.
NEIGHBOURS = ["ua_get_le16", "ua_get_le24", "ua_put_le24", "ua_get_le32", "ua_get_be32", "ua_get_les24", "ua_get_bes24"]


def main():
    out, targets, states = sys.argv[1], sys.argv[2].split(), sys.argv[3]
    compilers = dict(a.split("=", 1) for a in sys.argv[4:])
    failed = 0
    for target in targets:
        failed += faults(target, os.path.join(out, target), compilers[target], states)
    return 1 if failed else 0


def faults(target, out, cc, states):
    """The faults of one target: the number that did not fail for their reason."""
    failed = 0
    for fault, (function, reason, *level) in FAULTS[target].items():
        level = level[0] if level else "O2"
        # at -Os the neighbours that do not reach the patched callee (ua_get_be32 tail-calls it)
        near = NEIGHBOURS + [function] if level == "O2" else [function, "ua_get_le16", "ua_get_le24", "ua_put_le24"]
        only = sum((["--only", f] for f in near), [])
        r = subprocess.run([PY, os.path.join(HERE, "prove.py"), "--isa", target] + only +
                           [os.path.join(out, fault), level, f"gcc={os.path.join(HERE, 'cc-patch')} {fault} {cc}"],
                           capture_output=True, text=True)
        lines = r.stdout.splitlines()
        mine = [l for l in lines if re.match(rf"^(PASS|FAIL) machine {target} gcc {level} {function}:", l)]
        others = [l for l in lines if l.startswith("FAIL") and l not in mine]
        name = f"machine fault {fault} ({function}, gcc -{level})"
        if len(mine) != 1:
            print(f"FAIL {name}: no proof line for {function} (not planted?): {r.stderr.strip()[-300:]} {r.stdout.strip()[-300:]}")
            failed += 1
        elif not mine[0].startswith("FAIL") or not re.search(reason, mine[0]):
            print(f"FAIL {name}: expected a FAIL matching /{reason}/, got: {mine[0]}")
            failed += 1
        elif others or r.returncode == 0:
            print(f"FAIL {name}: other proofs failed too, or no failing exit status: {others}")
            failed += 1
        else:
            print(f"PASS {name}: the proof fails: {mine[0].split(': ', 1)[1]}")
    fault, wrong = MODEL_FAULTS[target]
    label = ("" if target == "x86-64" else target + "-") + "model-" + fault
    env = dict(os.environ, UA_MACHINE_MODEL_FAULT=fault)
    forms = os.path.join(out, "model-fault-forms.json")
    p = subprocess.run([PY, os.path.join(HERE, "prove.py"), "--isa", target, "--forms", forms, os.path.join(out, "model"),
                        "O2", f"gcc={cc}"], capture_output=True, text=True, env=env)
    proved = sum(l.startswith(f"PASS machine {target} gcc O2 ua_") for l in p.stdout.splitlines())
    v = subprocess.run([PY, os.path.join(HERE, "validate.py"), "--isa", target, forms, states],
                       capture_output=True, text=True, env=env)
    bad = [l for l in v.stdout.splitlines() if l.startswith(f"FAIL machine {target} isa {wrong}:")]
    others = [l for l in v.stdout.splitlines() if l.startswith("FAIL") and l not in bad]
    name = f"machine fault {label} (validate.py)"
    if len(bad) == 1 and not others and v.returncode != 0:
        print(f"PASS {name}: unicorn disagrees: {bad[0].split(': ', 1)[1][:160]} "
              f"({proved} proofs pass with the wrong model)")
    else:
        print(f"FAIL {name}: validate.py did not fail on {wrong} alone: {v.stdout.strip()[-400:]}")
        failed += 1
    return failed


if __name__ == "__main__":
    sys.exit(main())
