# SPDX-License-Identifier: MIT
# Helpers for shell check scripts. usage: . tests/support/check.sh; CHECK_LABEL=dist
# pass/fail print the PASS/FAIL lines tests/support/verdict counts, after CHECK_LABEL.
pass() { echo "PASS $CHECK_LABEL $*"; }
fail() { echo "FAIL $CHECK_LABEL $*"; }
# Indents what follows a FAIL line (compiler output, a diff) so only the FAIL line starts a line.
indent() { sed 's/^/  /'; }

# copy_tree TOP DEST: the tree's files (tests/support/treecopy.py) without fuzz/corpus, into DEST
# (made empty first).
copy_tree() { python3 "$1/tests/support/treecopy.py" --without-corpus "$1" "$2"; }
