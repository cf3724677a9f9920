#!/usr/bin/env bash
# tests/fuzz/run.sh
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fuzzes the save loader (herald_save_load_data) with libFuzzer. Standalone, without meson:
# compiles the engine sources and tests/fuzz/fuzz-save.c with
# `clang -fsanitize=fuzzer,address,undefined`, builds a seed corpus and runs the fuzzer.
#
#   tests/fuzz/run.sh [SECONDS] [LIBFUZZER-OPTION...]   fuzz for SECONDS (default 60)
#   tests/fuzz/run.sh reproduce FILE...                  run the harness on FILEs only
#   tests/fuzz/run.sh build                              only build the harness (build-aux/dev
#                                                        test does it in the background)
# A harness newer than every source of src/engine/ and tests/fuzz/ is not built again.
#
# Seeds: the "save" member of every tests/scenarios/*.json (extracted with python3), saves of
# random legal games under every rule variant (tests/fuzz/gen-corpus.c) and tests/fuzz/seeds/.
# The corpus the fuzzer grows stays in $FUZZ_DIR/corpus. The files of tests/fuzz/regressions/
# are checked by test-save-load (/herald/save/load/regressions) and `run.sh reproduce`.
#
# Exit status: 0 when no crash was found; 1 when the fuzzer found a crash, a leak, a hang
# (over 10 s for one input) or a round trip that does not hold; the input is then in
# $FUZZ_DIR/artifacts/ (add it to tests/fuzz/regressions/); 2 when the build fails.
#
# Environment:
#   FUZZ_DIR         working directory (default: build-fuzz/ in the source root)
#   FUZZ_KEEP_GOING  1: collect every crash in the time given (libFuzzer fork mode) instead
#                    of stopping at the first
#   HERALD_FUZZ_STRICT_MESSAGES  1: an error message that is not UTF-8 counts as a crash
#
# clang and libclang-rt-14-dev (the fuzzer and sanitizer runtimes) are installed with
# apt-get when missing.

set -euo pipefail

srcdir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FUZZ_DIR="${FUZZ_DIR:-$srcdir/build-fuzz}"
CLANG="${CLANG:-clang}"

say ()
{
  printf '\033[1m==> %s\033[0m\n' "$*" >&2
}

die ()
{
  printf 'tests/fuzz/run.sh: %s\n' "$*" >&2
  exit 2
}

have_fuzzer_runtime ()
{
  local dir

  command -v "$CLANG" >/dev/null || return 1
  dir="$("$CLANG" -print-resource-dir 2>/dev/null)" || return 1
  compgen -G "$dir/lib/linux/libclang_rt.fuzzer-*.a" >/dev/null
}

install_clang ()
{
  local sudo=()

  have_fuzzer_runtime && return
  say "installing clang and libclang-rt-14-dev"
  [[ "$(id -u)" == 0 ]] || sudo=(sudo)
  "${sudo[@]}" apt-get install -y clang libclang-rt-14-dev >&2 || die "could not install clang"
  have_fuzzer_runtime || die "clang has no libFuzzer runtime"
}

cflags ()
{
  echo -g -O1 -fno-omit-frame-pointer -std=gnu11 \
    -DG_LOG_DOMAIN='"Herald"' \
    -DGLIB_VERSION_MIN_REQUIRED=GLIB_VERSION_2_74 -DGLIB_VERSION_MAX_ALLOWED=GLIB_VERSION_2_74 \
    -I"$FUZZ_DIR/include" -I"$srcdir/src/engine" -I"$srcdir/tests/fuzz" \
    $(pkg-config --cflags glib-2.0 gio-2.0 json-glib-1.0)
}

libs ()
{
  echo $(pkg-config --libs glib-2.0 gio-2.0 json-glib-1.0) -lm
}

# true when fuzz-save and gen-corpus are newer than every source they are built from
built ()
{
  local newer

  [[ -x "$FUZZ_DIR/fuzz-save" && -x "$FUZZ_DIR/gen-corpus" ]] || return 1
  newer="$(find "$srcdir/src/engine" "$srcdir/tests/fuzz" "${BASH_SOURCE[0]}" \
             -newer "$FUZZ_DIR/fuzz-save" -print -quit 2>/dev/null)"
  [[ -z "$newer" ]] && [[ ! "$FUZZ_DIR/gen-corpus" -ot "$FUZZ_DIR/fuzz-save" ]]
}

build ()
{
  local sanitize="-fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined"

  if built; then
    say "$FUZZ_DIR/fuzz-save is up to date"
    return 0
  fi

  install_clang
  command -v pkg-config >/dev/null || die "pkg-config is missing"
  pkg-config --exists glib-2.0 gio-2.0 json-glib-1.0 ||
    die "glib-2.0, gio-2.0 and json-glib-1.0 development files are missing"

  mkdir -p "$FUZZ_DIR/include" "$FUZZ_DIR/artifacts" "$FUZZ_DIR/corpus"
  # like meson's build directories: nothing in here belongs in git
  echo '*' > "$FUZZ_DIR/.gitignore"
  cat > "$FUZZ_DIR/include/config.h" <<EOF
#pragma once
#define APP_ID "io.github.herald.Herald"
#define PACKAGE_VERSION "fuzz"
#define GETTEXT_PACKAGE "herald"
#define LOCALEDIR "/usr/share/locale"
EOF

  # the GTypes of the engine's enums, as src/meson.build makes them: the headers with nicks
  # and the same templates
  command -v glib-mkenums >/dev/null || die "glib-mkenums is missing"
  local headers
  headers=$(grep -l '/\*< nick=' "$srcdir"/src/engine/*.h)
  # shellcheck disable=SC2086
  glib-mkenums --template "$srcdir/src/engine/herald-enums.h.in" $headers \
    > "$FUZZ_DIR/include/herald-enums.h" || die "glib-mkenums failed"
  # shellcheck disable=SC2086
  glib-mkenums --template "$srcdir/src/engine/herald-enums.c.in" $headers \
    > "$FUZZ_DIR/include/herald-enums.c" || die "glib-mkenums failed"

  say "building $FUZZ_DIR/fuzz-save"
  # shellcheck disable=SC2046
  "$CLANG" $(cflags) $sanitize "$srcdir"/src/engine/*.c "$FUZZ_DIR/include/herald-enums.c" \
    "$srcdir/tests/fuzz/fuzz-save.c" $(libs) -o "$FUZZ_DIR/fuzz-save" ||
    die "the harness does not build"

  # shellcheck disable=SC2046
  "$CLANG" $(cflags) "$srcdir"/src/engine/*.c "$FUZZ_DIR/include/herald-enums.c" \
    "$srcdir/tests/fuzz/gen-corpus.c" $(libs) -o "$FUZZ_DIR/gen-corpus" ||
    die "the corpus generator does not build"
}

seeds ()
{
  local seeds="$FUZZ_DIR/seeds"

  say "seed corpus in $seeds"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  "$FUZZ_DIR/gen-corpus" "$seeds" 120
  /usr/bin/python3 - "$srcdir/tests/scenarios" "$seeds" <<'EOF'
import json, pathlib, sys
scenarios, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
n = 0
for path in sorted(scenarios.glob("*.json")):
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except ValueError:
        continue
    if isinstance(doc, dict) and "save" in doc:
        save = doc["save"]
        text = save if isinstance(save, str) else json.dumps(save, indent=2, ensure_ascii=False)
        (out / ("scenario-" + path.stem + ".json")).write_text(text, encoding="utf-8")
        n += 1
print(f"{n} scenario saves", file=sys.stderr)
EOF
  # not tests/fuzz/regressions: the fuzzer stops at a seed that still crashes
  cp "$srcdir"/tests/fuzz/seeds/*.json "$seeds/"
  echo "$(ls "$seeds" | wc -l) seed files" >&2
}

if [[ "${1:-}" == build ]]; then
  build
  exit 0
fi

if [[ "${1:-}" == reproduce ]]; then
  shift
  [[ $# -gt 0 ]] || die "reproduce needs files"
  build
  exec "$FUZZ_DIR/fuzz-save" -runs=1 "$@"
fi

seconds=60
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
  seconds="$1"
  shift
fi

build
seeds

options=(
  -max_total_time="$seconds"
  -max_len=65536
  -timeout=10
  -rss_limit_mb=2048
  -use_value_profile=1
  -dict="$srcdir/tests/fuzz/save.dict"
  -artifact_prefix="$FUZZ_DIR/artifacts/"
  -print_final_stats=1
)
if [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]]; then
  options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

before="$(ls "$FUZZ_DIR/artifacts" | wc -l)"
say "fuzzing for $seconds s"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
status=0
"$FUZZ_DIR/fuzz-save" "${options[@]}" "$@" "$FUZZ_DIR/corpus" "$FUZZ_DIR/seeds" || status=$?
after="$(ls "$FUZZ_DIR/artifacts" | wc -l)"

if [[ $status != 0 || $after != "$before" ]]; then
  say "the fuzzer found a problem (exit status $status); inputs:"
  ls -t "$FUZZ_DIR/artifacts" | head -n $((after - before > 0 ? after - before : 1)) |
    sed "s|^|  $FUZZ_DIR/artifacts/|" >&2
  echo "Reproduce with: tests/fuzz/run.sh reproduce FILE" >&2
  exit 1
fi
say "no crash in $seconds s; corpus: $(ls "$FUZZ_DIR/corpus" | wc -l) files"
