#!/usr/bin/python3
# tests/ui/test-speech.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a blind player hears: Orca runs with its speech written to a file, a window manager
# gives focus as on a desktop, and after each step the test reads what was said. After a roll
# the roll's sentence, after End Turn whose turn it is, after an undo what was undone, and a
# dialog's message when it opens (Enter Dice).
#
# Usage: test-speech.py HERALD_EXECUTABLE SCHEMA_DIR [LOG_DIR]
# Run it through run-ui-test.sh (Xvfb, session bus, accessibility switched on). Skipped
# (exit 77) when orca, speech-dispatcher or metacity is not installed (build-aux/dev deps
# installs them).

import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, ScreenReader, WindowManager, log  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None
PLAYERS = ["Anna", "Ben", "Cleo"]

failures = []


def check(condition, what):
    print("%s - %s" % ("ok" if condition else "not ok", what), flush=True)
    if not condition:
        failures.append(what)


def run(app, reader):
    app.press("New Game")
    dialog = app.window("New Game")
    for i, name in enumerate(PLAYERS):
        app.find("Player %d" % (i + 1), "text", dialog).text = name
    app.press("Start", parent=dialog)
    app.window()
    for step in range(6):
        app.press("Settlement Placed" if step < 3 else "City Placed")
    app.label_containing("Anna to roll")
    time.sleep(1.5)

    # A dialog's message is read when it opens
    mark = reader.mark()
    app.press("Enter Dice…")
    dialog = app.dialog()
    check(reader.wait_for("Enter the three dice Anna rolled", mark),
          "Enter Dice: its message is spoken when it opens")

    # The roll: its sentence
    app.toggle("Ship", dialog)
    app.toggle("Red 3", dialog)
    app.toggle("White 2", dialog)
    mark = reader.mark()
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")
    check(reader.wait_for("Production 5", mark), "the roll's sentence is spoken")
    check(reader.wait_for("6 steps left", mark), "the roll's sentence says how far the ship is")
    log("heard after the roll:", reader.heard_since(mark))

    # A step and its undo: what was undone
    app.press("Anna builds a settlement")
    time.sleep(1.0)
    mark = reader.mark()
    app.press("Undo")
    check(reader.wait_for("Undone: Anna built a settlement", mark), "the undo says what was undone")
    log("heard after the undo:", reader.heard_since(mark))

    # End Turn: whose turn it is
    time.sleep(1.0)
    mark = reader.mark()
    app.press("End Turn")
    check(reader.wait_for("Ben to roll", mark), "after End Turn, whose turn it is is spoken")
    log("heard after End Turn:", reader.heard_since(mark))


def main():
    print("# herald-ui-test", flush=True)  # run-ui-test.sh: this test reports a RESULT line
    if not ScreenReader.available() or not WindowManager.available():
        print("1..0 # SKIP orca, speech-dispatcher or metacity is not installed", flush=True)
        print("# RESULT: skip", flush=True)
        return 77
    home = tempfile.mkdtemp(prefix="herald-speech-")
    log_path = os.path.join(OUT or home, "speech.log")
    if OUT:
        os.makedirs(OUT, exist_ok=True)
    settings = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as f:
        f.write("[io/github/herald/Herald]\ndefault-dice-mode='physical'\n"
                "window-width=1280\nwindow-height=800\n")
    env = {"GSETTINGS_SCHEMA_DIR": SCHEMA_DIR, "GSETTINGS_BACKEND": "keyfile", "G_DEBUG": "fatal-criticals"}
    wm = WindowManager().start()
    reader = ScreenReader(log_path).start()
    app = None
    try:
        app = App(EXE, home, env).start()
        run(app, reader)
    finally:
        if app is not None:
            app.stop()
        reader.stop()
        wm.stop()
        if failures:
            log("everything heard:")
            for line in reader.lines():
                log("  " + line)
        shutil.rmtree(home, ignore_errors=True)

    if failures:
        print("# RESULT: fail", flush=True)
        return 1
    print("# RESULT: pass", flush=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        print("# RESULT: fail", flush=True)
        sys.exit(1)
