#!/usr/bin/env bash
# check-dev-run.sh SOURCE_ROOT: `build-aux/dev run` with no display says so in a sentence and
# stops before building (newcomer report 17, N17-1: a minute of build, then GTK's bare
# "cannot open display:").
set -u
out=$(cd "$1" && env -u DISPLAY -u WAYLAND_DISPLAY BUILDDIR=/nonexistent/herald-build build-aux/dev run 2>&1)
rc=$?
echo "$out"
[[ $rc -eq 1 ]] || { echo "exit status $rc, not 1"; exit 1; }
[[ "$out" == *"no display"* ]] || { echo "no sentence about the display"; exit 1; }
[[ "$out" != *"==>"* ]] || { echo "it built first"; exit 1; }
echo "ok"
