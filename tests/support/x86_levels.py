# SPDX-License-Identifier: MIT
"""Which lines of src/unaligned_bulk_x86.h only dispatch level 3 (AVX-512BW) or 4 (VBMI) runs, so
that coverage and mutation checks can tell "not run on this CPU" from "not tested"."""
import os, re, subprocess, sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "mutation"))
import operators  # noqa: E402  (definition_names, mask)

DEFINITIONS = {"UA_IMPL_REV_ROTATED": 4, "UA_IMPL_MISALIGNED_ROTATED": 4, "ua_impl_iota64": 4,
               "UA_IMPL_REV_SMALLER_64": 3,
               **{f"UA_IMPL_REV{w}_L{k}": 3 for w in (2, 4, 8) for k in (2, 3)}}  # the upper 256 bits' indices
# Rows that only the 64-byte vectors read: (definition, line from its first as 1). ua_impl_mod8's
# second row is bytes 32..63.
ROWS = {("ua_impl_mod8", 3): 3}
CALLS = (("_vbmi(", 4), ("_avx512(", 3))


def isa_level(line):
    """The level of a function declared on this line by its target attribute; None if it declares none."""
    if not re.match(r"\s*static\b", line) or "(" not in line:
        return None
    target = re.search(r'UA_IMPL_TARGET\("([^"]*)"\)', line)
    if "UA_IMPL_VBMI" in line or (target and "avx512vbmi" in target.group(1)):
        return 4
    return 3 if target and "avx512" in target.group(1) else 0


def line_levels(text):
    """{line number (1-based): level} for the lines of level 3 or 4."""
    names = operators.definition_names(operators.mask(text))
    first = {}
    levels, function = {}, 0
    for number, line in enumerate(text.split("\n"), 1):
        where = names[number - 1]
        first.setdefault(where, number)
        declared = isa_level(line)
        if declared is not None:
            function = declared
        elif re.match(r"#\s*define\b|[A-Za-z_]", line):  # a new definition at column 0 ends the function
            function = 0
        isa = re.search(r'"(avx512[^"]*)"', line)  # a kernel instantiated for an AVX-512 ISA
        level = function or DEFINITIONS.get(where) or (isa and (4 if "vbmi" in isa.group(1) else 3)) or ROWS.get((where, number - first[where] + 1), 0) \
            or next((lv for call, lv in CALLS if call in line), 0)
        if level:
            levels[number] = level
    return levels


def cpu_level(work, src):
    """This CPU's dispatch level by the header's own detection; UA_CPU_LEVEL=L pretends."""
    if os.environ.get("UA_CPU_LEVEL"):
        return int(os.environ["UA_CPU_LEVEL"])
    os.makedirs(work, exist_ok=True)
    probe = os.path.join(work, "cpu-level")
    with open(probe + ".c", "w") as f:
        f.write('#include <stdio.h>\n#include "unaligned_bulk.h"\nint main(void)\n{\n#if UA_BULK_DISPATCH\n'
                '    printf("%d\\n", ua_impl_bulk_cpu_level());\n#else\n    puts("0");\n#endif\n    return 0;\n}\n')
    subprocess.run(["gcc", "-std=c99", "-O2", "-I" + src, probe + ".c", "-o", probe], check=True)
    return int(subprocess.run([probe], check=True, capture_output=True, text=True).stdout)


if __name__ == "__main__":  # x86_levels.py [HEADER]: its lines and their levels; --cpu-level WORK SRC
    if sys.argv[1:2] == ["--cpu-level"]:
        print(cpu_level(sys.argv[2], sys.argv[3]))
        sys.exit(0)
    text = open(sys.argv[1] if len(sys.argv) > 1 else "src/unaligned_bulk_x86.h").read()
    lines = text.split("\n")
    for n, lv in sorted(line_levels(text).items()):
        print(f"{n:4} L{lv} {lines[n - 1][:100]}")
