#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build.sh: every fuzz target built with the engine's $CC, $CFLAGS and
# $LIB_FUZZING_ENGINE, into $OUT with <target>_seed_corpus.zip. Locally, e.g.
#   CC=clang-19 CFLAGS="-O1 -fsanitize=address,fuzzer-no-link" LIB_FUZZING_ENGINE=-fsanitize=fuzzer \
#   OUT=/tmp/out fuzz/oss-fuzz.sh
cd "$(dirname "$0")/.."
echo "oss-fuzz: CC=$CC CFLAGS=$CFLAGS LIB_FUZZING_ENGINE=$LIB_FUZZING_ENGINE OUT=$OUT"
build=${WORK:-/tmp}/unaligned-build
make --no-print-directory BUILD="$build" fuzz-build \
  FUZZ_CC="$CC" FUZZ_CFLAGS="$CFLAGS" LIB_FUZZING_ENGINE="$LIB_FUZZING_ENGINE"
mkdir -p "$OUT"
for target in $(make --no-print-directory -s fuzz-list); do
  cp -v "$build/fuzz/bin/engine/$target" "$OUT/$target"
  rm -f "$OUT/${target}_seed_corpus.zip"
  python3 -m zipfile -c "$OUT/${target}_seed_corpus.zip" "fuzz/corpus/$target"/*  # flat, like zip -j
done
