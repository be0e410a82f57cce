# SPDX-License-Identifier: MIT
"""What the static analysers of `make misra` and `make lint` share: the configurations they see
the headers in, and a copy of the header tree that cppcheck's MISRA addon can read."""
import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor


def configurations(strategies):
    """(name, kind, macros): every strategy on both byte orders, the byte path's ARMv5 spelling, and
    a compiler without GNU extensions (kind 'iso'). Byte order and hardware support are explicit, so
    the same list means the same code to every tool."""
    configs = []
    for strategy in strategies:
        for order, big in (("le", 0), ("be", 1)):
            configs.append((f"{strategy}-{order}", "gnu",
                            [f"-DUA_STRATEGY=UA_STRATEGY_{strategy}", f"-DUA_HOST_BIG_ENDIAN={big}",
                             "-DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=1"]))
    configs.append(("BYTES-armv5", "gnu",
                    ["-DUA_STRATEGY=UA_STRATEGY_BYTES", "-DUA_BYTES_AVOID_BSWAP_IDIOM=1",
                     "-DUA_HOST_BIG_ENDIAN=0", "-DUA_HAVE_EFFICIENT_UNALIGNED_ACCESS=0"]))
    # C99 without GNU C cannot find get_unaligned's pointed-to type: linux_unaligned.h stops with an
    # #error unless UA_LINUX_GENERIC=0.
    configs.append(("AUTO-iso", "iso", ["-DUA_HOST_BIG_ENDIAN=0", "-DUA_LINUX_GENERIC=0"]))
    return configs


# cppcheck's MISRA addon sees "#define" but not "#  define", so its macro rules would skip indented
# directives. The analysed copy unindents them, keeping line numbers.
INDENTED_DIRECTIVE = re.compile(r"^([ \t]*)#[ \t]+(?=[a-z])", re.M)


def copy_for_analysis(root, work):
    """Copies every .h under root/src to work/src with directives unindented; returns work/src."""
    src, dst = os.path.join(root, "src"), os.path.join(work, "src")
    shutil.rmtree(dst, ignore_errors=True)
    for folder, _, files in os.walk(src):
        for name in files:
            if name.endswith(".h"):
                rel = os.path.relpath(os.path.join(folder, name), src)
                os.makedirs(os.path.dirname(os.path.join(dst, rel)), exist_ok=True)
                with open(os.path.join(src, rel), encoding="utf-8") as f:
                    text = f.read()
                with open(os.path.join(dst, rel), "w", encoding="utf-8") as f:
                    f.write(INDENTED_DIRECTIVE.sub(r"\1#", text))
    return dst


def run_all(commands, jobs=2):
    """Runs commands (argument lists) at most `jobs` at a time; returns CompletedProcess list."""
    def run(cmd):
        return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              check=False)
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(run, commands))


def source_line(root, path, line):
    """Line path:line (1-based) with its continuations, spaces collapsed ('' out of range): a finding
    on a multi-line #define reports its first line."""
    try:
        with open(os.path.join(root, path), encoding="utf-8") as f:
            lines = f.read().split("\n")
    except OSError:
        return ""
    text, i = "", line - 1
    while 0 <= i < len(lines):
        text += lines[i].rstrip()
        if not text.endswith("\\"):
            break
        text, i = text[:-1] + " ", i + 1
    return " ".join(text.split())
