# SPDX-License-Identifier: MIT
"""The tree's files, and a copy of them for a check that plants faults or builds in a copy."""
import os, shutil, subprocess


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


def copy(root, dest, fresh=False):
    """Copies files(root) into dest, each (mode and time kept) only when it differs from dest's, so
    a copy kept between runs keeps its build/; fresh: dest is emptied first."""
    if fresh:
        shutil.rmtree(dest, ignore_errors=True)
    for f in files(root):
        src, dst = os.path.join(root, f), os.path.join(dest, f)
        if not os.path.isfile(dst) or open(src, "rb").read() != open(dst, "rb").read():
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copy2(src, dst)
