#!/bin/sh
# tests/ui/run-ui-test.sh
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs one UI test the way TESTING.md describes: a private Xvfb (-noreset), a private session
# bus, accessibility switched on, Debian's python3 with dogtail. Everything it starts is
# stopped when the test ends.
#
# Usage: run-ui-test.sh TEST.py ARGS...

set -u

if ! command -v Xvfb >/dev/null 2>&1 || ! command -v dbus-run-session >/dev/null 2>&1 ||
   ! /usr/bin/python3 -c 'import dogtail, pyatspi' >/dev/null 2>&1; then
  echo "1..0 # SKIP Xvfb, dbus-run-session or python3-dogtail is missing"
  exit 77
fi

# A high display number picked from the process id, then the next free one: low numbers
# (:0, :1, ...) are what other tools on a shared machine take, and kill, first.
tmp=$(mktemp -d)
n=$(( 300 + $$ % 500 ))
display=""
for _ in $(seq 1 100); do
  if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
    display=":$n"
    break
  fi
  n=$(( n + 1 ))
done
if [ -z "$display" ]; then
  echo "no free X display" >&2
  exit 1
fi

Xvfb "$display" -screen 0 1400x1000x24 -nolisten tcp -noreset >"${HERALD_XVFB_LOG:-/dev/null}" 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM

for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X${display#:}" ] && break
  sleep 0.1
done
if ! kill -0 "$xvfb_pid" 2>/dev/null; then
  echo "Xvfb did not start on $display" >&2
  exit 1
fi

# The accessibility bus lives in the runtime (or cache) directory: give this run its own, or
# a run that ends elsewhere on the machine removes the socket this one talks through.
mkdir -p "$tmp/runtime" "$tmp/cache" "$tmp/config"
chmod 700 "$tmp/runtime"
export XDG_RUNTIME_DIR="$tmp/runtime"
export XDG_CACHE_HOME="$tmp/cache"
export XDG_CONFIG_HOME="$tmp/config"

# Only the app and the screenshot tools talk to the X server: the test itself reaches the
# window through AT-SPI alone, so a broken X connection cannot end it silently.
export HERALD_TEST_DISPLAY="$display"
unset DISPLAY
export GDK_BACKEND=x11
export GSK_RENDERER=cairo
export HERALD_SOUNDS=0  # silent (herald-sounds.c)
unset NO_AT_BRIDGE
unset GTK_A11Y

# A test that finishes prints "# RESULT: pass" or "# RESULT: fail" (test-game.py does). A run
# that ends without it was cut short (the app or the test crashed, or its bus or display went
# away): that is a failure, reported as such and never run again to hide it. Other scripts
# give their exit status.
export HERALD_UI_RC="$tmp/rc"
dbus-run-session -- sh -c '
  gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null
  /usr/bin/python3 "$@"
  echo $? > "$HERALD_UI_RC"' herald-ui-test "$@" 2>&1 | tee "$tmp/output"

if grep -q '^# RESULT: pass' "$tmp/output"; then
  exit 0
elif grep -q '^# RESULT: fail' "$tmp/output"; then
  exit 1
elif grep -q '^# RESULT: skip' "$tmp/output"; then
  exit 77
elif grep -q '^# herald-ui-test$' "$tmp/output"; then
  echo "# the test ended without a result (cut short): failed"
  exit 1
elif [ -s "$HERALD_UI_RC" ]; then
  exit "$(cat "$HERALD_UI_RC")"
fi
exit 1
