# SPDX-License-Identifier: MIT
"""The tree's files, and a copy of them for a check that plants faults or builds in a copy.

usage: treecopy.py [--without-corpus] ROOT DEST   DEST made empty, then the copy (for shell checks)
"""
import os, shutil, subprocess, sys


def files(root):
    """The files outside build/: git's tracked and untracked (not ignored) files when root is a
    checkout, else every file outside .git/ (root is itself a copy)."""
    git = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                         capture_output=True, text=True)
    top = subprocess.run(["git", "-C", root, "rev-parse", "--show-toplevel"], capture_output=True, text=True)
    if git.returncode == 0 and os.path.realpath(top.stdout.strip()) == os.path.realpath(root):
        names = git.stdout.split("\0")
    else:
        names = [os.path.relpath(os.path.join(d, f), root) for d, dirs, fs in os.walk(root)
                 for f in fs if os.path.relpath(d, root).split(os.sep)[0] != ".git"]
    return [f for f in names if f and f.split("/")[0] != "build" and os.path.isfile(os.path.join(root, f))]


def copy(root, dest, fresh=False, skip=()):
    """Copies files(root) into dest, each (mode and time kept) only when it differs from dest's, so
    a copy kept between runs keeps its build/; fresh: dest is emptied first; skip: path prefixes
    left out."""
    if fresh:
        shutil.rmtree(dest, ignore_errors=True)
    for f in files(root):
        if f.startswith(tuple(skip)):
            continue
        src, dst = os.path.join(root, f), os.path.join(dest, f)
        if not os.path.isfile(dst) or open(src, "rb").read() != open(dst, "rb").read():
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(src, dst)


if __name__ == "__main__":
    args = sys.argv[1:]
    # Checks that plant faults need no corpus: the fuzz harnesses build and run without it.
    skip = ("fuzz/corpus/",) if args[:1] == ["--without-corpus"] else ()
    args = args[1:] if skip else args
    if len(args) != 2:
        sys.exit(__doc__)
    copy(args[0], args[1], fresh=True, skip=skip)
