#!/usr/bin/python3
# tests/ui/story-screenshots.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the screenshots of issue 13 in docs/screenshots/ from the 4-player game of
# four-players.json: table mode at the near side and turned toward the player to roll, at
# 1280 × 800 and 360 × 640.
#
# Usage: run-ui-test.sh story-screenshots.py HERALD_EXECUTABLE SCHEMA_DIR OUTPUT_DIR [dark]

import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, log  # noqa: E402

EXE, SCHEMA_DIR, OUT = sys.argv[1:4]
DARK = len(sys.argv) > 4 and sys.argv[4] == "dark"
SUFFIX = "-dark" if DARK else ""


def shot(app, name, width=None, height=None, title="Herald"):
    time.sleep(0.8)
    app.screenshot(os.path.join(OUT, name + SUFFIX + ".png"), width, height, title)


def enter(app, event, red, white):
    app.press("Enter Dice…")
    dialog = app.dialog()
    app.toggle(event, dialog)
    app.toggle("Red %d" % red, dialog)
    app.toggle("White %d" % white, dialog)
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")


def home_with(game):
    home = tempfile.mkdtemp(prefix="herald-shots-")
    os.makedirs(os.path.join(home, "data", "herald"))
    shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), game),
                os.path.join(home, "data", "herald", "current.json"))
    settings = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as f:
        f.write("[io/github/herald/Herald]\nwindow-width=1280\nwindow-height=800\n"
                "style-variant='%s'\n" % ("dark" if DARK else "light"))
    os.makedirs(os.path.join(home, "config", "gtk-4.0"))
    with open(os.path.join(home, "config", "gtk-4.0", "settings.ini"), "w") as f:
        f.write("[Settings]\ngtk-decoration-layout=:close\n")
    return home


def table_mode():
    home = home_with("four-players.json")
    app = App(EXE, home, {"GSETTINGS_SCHEMA_DIR": SCHEMA_DIR, "GSETTINGS_BACKEND": "keyfile"}).start()
    try:
        app.press("Resume Game")
        app.open_menu(app.find("Main Menu", "push button"))
        app.press("Table Mode", "check menu item")
        # Anna, the first player, at the near side: a trade gate with red 6, nobody draws
        enter(app, "Trade gate", 6, 2)
        shot(app, "table-mode-1280x800", 1280, 800)
        shot(app, "table-mode-360x640", 360, 640)
        # Ben, the second of four, sits on the left of the near side: the view turns to him
        app.press("End Turn")
        shot(app, "table-mode-turned-1280x800", 1280, 800)
        shot(app, "table-mode-turned-360x640", 360, 640)
        # the table says Ben sits at the far side: a quarter turn more, for his next turns too
        app.press("Turn the View Toward This Player")
        shot(app, "table-mode-far-1280x800", 1280, 800)
    finally:
        app.stop()
        shutil.rmtree(home, ignore_errors=True)


def main():
    table_mode()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        sys.exit(1)
