#!/usr/bin/python3
# tests/ui/screenshots.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the screenshots of docs/screenshots/ from a 4-player game in round 9
# (four-players.json): the table at 1280 × 800 and at 360 × 640, the attack check-in and
# result, and a progress card revealed to its owner; New Game, Enter Dice, the check-in and a
# progress card's dialog also 360 px wide, as on a phone (*-360x640.png). The title bar has
# minimize and maximize beside close, the most a phone's window has to make room for.
#
# Usage: run-ui-test.sh screenshots.py HERALD_EXECUTABLE SCHEMA_DIR OUTPUT_DIR [dark|large|hc]
#   large: text scale 1.5 (an XSETTINGS daemon, xsettingsd, says Xft/DPI 147456 as GNOME's
#          Large Text does), pictures named *-large.png
#   hc:    libadwaita's high contrast, pictures named *-hc.png

import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, keyfile_env, log, make_home, run_test, x_env  # noqa: E402

EXE, SCHEMA_DIR, OUT = sys.argv[1:4]
VARIANT = sys.argv[4] if len(sys.argv) > 4 else ""
DARK = VARIANT == "dark"
SUFFIX = "-" + VARIANT if VARIANT else ""


def shot(app, name, width=None, height=None, title="Herald"):
    time.sleep(0.6)
    app.screenshot(os.path.join(OUT, name + SUFFIX + ".png"), width, height, title)


def phone_shot(app, name, dialog):
    """@dialog made 360 × 640, as on a phone's screen"""
    shot(app, name + "-360x640", 360, 640, title=dialog.name)


def enter(app, event, red, white, phone=None):
    app.press("Enter Dice…")
    dialog = app.dialog()
    if phone:
        phone_shot(app, phone, dialog)
    app.toggle(event, dialog)
    app.toggle("Red %d" % red, dialog)
    app.toggle("White %d" % white, dialog)
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")


def main():
    # the title bar of a desktop: minimize, maximize and close (a phone's has only close)
    home = make_home("herald-shots-", {"window-width": 1280, "window-height": 800,
                                       "style-variant": "'%s'" % ("dark" if DARK else "light")},
                     game="four-players.json", decoration_layout="appmenu:minimize,maximize,close")
    env = keyfile_env(SCHEMA_DIR, fatal_criticals=False)
    xsettings = None
    if VARIANT == "large":
        conf = os.path.join(home, "xsettingsd.conf")
        with open(conf, "w") as f:
            f.write("Xft/DPI %d\n" % (96 * 1024 * 3 // 2))
        xsettings = subprocess.Popen(["xsettingsd", "-c", conf], env=x_env(),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)  # xsettingsd owns the selection before the app reads it
    elif VARIANT == "hc":
        env["ADW_DEBUG_HIGH_CONTRAST"] = "1"
    app = App(EXE, home, env).start()
    try:
        shot(app, "start", 1280, 800)
        app.press("New Game")
        dialog = app.dialog()
        phone_shot(app, "new-game", dialog)
        app.press("Cancel", parent=dialog)
        app.gone(dialog.name)
        app.press("Resume Game")

        # Anna's roll lands the ship: check-in, then the result
        enter(app, "Ship", 3, 5, phone="enter-dice")
        dialog = app.dialog(not_named="Enter Dice")
        log("dialog", dialog.name)
        shot(app, "attack-check-in", title=dialog.name)
        phone_shot(app, "attack-check-in", dialog)
        app.press("Fight", parent=dialog)
        dialog = app.dialog(not_named="The Barbarians Land!")
        shot(app, "attack-result", title=dialog.name)
        app.press("Continue", parent=dialog)
        dialog = app.dialog(not_named=dialog.name)
        log("then", dialog.name)
        shot(app, "choose-city", title=dialog.name)
        app.press("City Without Wall", parent=dialog)
        app.no_dialog()
        shot(app, "main-1280x800", 1280, 800)
        app.press("End Turn")

        # Ben's science gate: Ben, Cleo and Anna draw, each privately
        enter(app, "Science gate", 1, 4)
        dialog = app.dialog()
        shot(app, "card-privacy", title=dialog.name)
        app.press("Reveal", parent=dialog)
        dialog = app.dialog(not_named=dialog.name)
        shot(app, "card-reveal", title=dialog.name)
        phone_shot(app, "card-reveal", dialog)
        app.press("Keep", parent=dialog)
        previous = dialog.name
        for _ in range(8):
            try:
                dialog = app.dialog(3, not_named=previous)
                previous = dialog.name
                for label in ("Reveal", "Keep", "Continue"):
                    if app.exists(label, "push button", dialog):
                        app.press(label, parent=dialog)
                        break
            except AssertionError:
                break
        app.no_dialog()
        shot(app, "main-gate-1280x800", 1280, 800)
        shot(app, "main-360x640", 360, 640)
        tab = app.find("Players", "page tab")
        tab.doActionNamed("click")
        shot(app, "players-360x640")
    finally:
        app.stop()
        if xsettings is not None:
            xsettings.terminate()
            xsettings.wait()
        shutil.rmtree(home, ignore_errors=True)
    return 0


if __name__ == "__main__":
    run_test(main)
