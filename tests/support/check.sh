# SPDX-License-Identifier: MIT
# Helpers for shell check scripts. usage: . tests/support/check.sh; CHECK_LABEL=dist
# pass/fail print the PASS/FAIL lines tests/support/verdict counts, after CHECK_LABEL.
pass() { echo "PASS $CHECK_LABEL $*"; }
fail() { echo "FAIL $CHECK_LABEL $*"; }
# Indents what follows a FAIL line (compiler output, a diff) so only the FAIL line starts a line.
indent() { sed 's/^/  /'; }

# copy_tree TOP DEST: what the checks read, from TOP into DEST (made empty first). The Makefile
# includes every fragment (a missing one is an error), so fuzz/ comes too, without its corpus.
copy_tree() {
  rm -rf "$2" && mkdir -p "$2/fuzz"
  (cd "$1" && cp -r .ci src specs tests proofs docs Makefile LICENSE README.md CHANGELOG.md "$2/") \
    && (cd "$1/fuzz" && tar cf - --exclude=./corpus .) | (cd "$2/fuzz" && tar xf -)
}
