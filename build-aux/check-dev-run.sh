#!/usr/bin/env bash
# check-dev-run.sh SOURCE_ROOT [BUILD_ROOT]: `build-aux/dev run` with no display says so in a
# sentence and stops before building (newcomer report 17, N17-1: a minute of build, then GTK's
# bare "cannot open display:"). With BUILD_ROOT: every target `run` compiles (run_targets,
# tester report 28, N28-7) is one of that build's targets, so run builds what it starts, and
# herald-cli is among them (the README's command-line section uses it after `run`, N33-7).
set -u
out=$(cd "$1" && env -u DISPLAY -u WAYLAND_DISPLAY BUILDDIR=/nonexistent/herald-build build-aux/dev run 2>&1)
rc=$?
echo "$out"
[[ $rc -eq 1 ]] || { echo "exit status $rc, not 1"; exit 1; }
[[ "$out" == *"no display"* ]] || { echo "no sentence about the display"; exit 1; }
[[ "$out" != *"==>"* ]] || { echo "it built first"; exit 1; }

if [[ $# -ge 2 ]]; then
  # shellcheck disable=SC1090 # the function alone, out of the script
  source <(sed -n '/^run_targets ()/,/^}/p' "$1/build-aux/dev")
  targets=$(cd "$1" && run_targets) || { echo "run_targets failed"; exit 1; }
  [[ "$targets" == *herald:executable* ]] || { echo "run does not build the app: $targets"; exit 1; }
  # the README's herald-cli section runs build/src/herald-cli after `build-aux/dev run` (N33-7)
  [[ "$targets" == *herald-cli:executable* ]] || { echo "run does not build herald-cli: $targets"; exit 1; }
  known=$(meson introspect --targets "$2" | /usr/bin/python3 -c '
import json, sys
for t in json.load(sys.stdin):
    print(t["name"])
    print(t["name"] + ":" + t["type"].replace(" ", "_"))')
  for t in $targets; do
    grep -qxF -- "$t" <<< "$known" || { echo "run compiles $t, which the build does not have"; exit 1; }
  done
  echo "run compiles: $(echo $targets)"
fi
echo "ok"
