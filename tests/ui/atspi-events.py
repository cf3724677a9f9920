#!/usr/bin/python3
# tests/ui/atspi-events.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Writes every AT-SPI event on the session's accessibility bus to a file, one a line:
# "<monotonic seconds> <event type> <detail1> <detail2> [<role> <name>]" (role and name only
# with --verbose: asking the app for them costs a round trip per event). The UI tests count
# the events of a step with it (EventCounter in herald_ui.py): Orca 43 drops what waits in
# its queue beyond about 50 events, so a step must not send that many.
#
# Usage: atspi-events.py FILE [--verbose]

import sys
import time

import pyatspi

out = open(sys.argv[1], "w", buffering=1, encoding="utf-8")
verbose = "--verbose" in sys.argv[2:]


def on_event(event):
    line = "%.3f %s %s %s" % (time.monotonic(), event.type, event.detail1, event.detail2)
    if verbose:
        try:
            line += " %s %r" % (event.source.getRoleName().replace(" ", "-"), event.source.name)
        except Exception:  # the source went away
            line += " ? ?"
    out.write(line.replace("\n", " ") + "\n")


for kind in ("object:", "window:", "focus:"):
    pyatspi.Registry.registerEventListener(on_event, kind)
out.write("%.3f started 0 0\n" % time.monotonic())
pyatspi.Registry.start()
