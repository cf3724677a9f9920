#!/usr/bin/python3
# tests/ui/screenshots.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the screenshots of docs/screenshots/ from a 4-player game in round 9
# (four-players.json), twice, each from the start of the file with the same dice:
# - on a desktop: the table at 1280 × 800 (main-*) and at a tablet's 768 × 960 (main-gate-768x960),
#   the attack check-in and result, the city lost, and a progress card revealed to its owner,
#   each dialog shot alone;
# - on a phone: the window made 360 × 640 before anything opens, and New Game, Enter Dice, the
#   check-in, the attack's result and the revealed card shot as a phone's screen shows them
#   (*-360x640.png): the window, and the dialog over it, centred as a window manager centres it
#   on its parent; then the table and the players' page.
# Every picture is of the size its name says: the window is made that size, and a window that
# does not take it (it asks for more, at text scale 1.5 or in a language with longer words) is
# a failure, not a picture of another size; a dialog larger than the phone's screen too. The
# title bar has minimize and maximize beside close, the most a phone's window has to make room
# for.
#
# Usage: run-ui-test.sh screenshots.py HERALD_EXECUTABLE SCHEMA_DIR OUTPUT_DIR [dark|large|hc]
#   large: text scale 1.5 (an XSETTINGS daemon, xsettingsd, says Xft/DPI 147456 as GNOME's
#          Large Text does), pictures named *-large.png
#   hc:    libadwaita's high contrast, pictures named *-hc.png
# HERALD_SHOTS=desktop or phone takes one of the two.

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, keyfile_env, log, make_home, poll, run_test, x_env  # noqa: E402

EXE, SCHEMA_DIR, OUT = sys.argv[1:4]
VARIANT = sys.argv[4] if len(sys.argv) > 4 else ""
DARK = VARIANT == "dark"
SUFFIX = "-" + VARIANT if VARIANT else ""


PHONE = (360, 640)
TABLET = (768, 960)
DESKTOP = (1280, 800)


def xdotool(*args):
    return subprocess.run(["xdotool"] + [str(a) for a in args], capture_output=True, text=True,
                          env=x_env()).stdout


def window_id(title):
    found = xdotool("search", "--onlyvisible", "--name", "^%s$" % re.escape(title)).split()
    if not found:
        raise AssertionError("no window %r to shoot" % title)
    return found[0]


def geometry(wid):
    """(x, y, width, height) of the X window @wid"""
    values = dict(line.split("=", 1) for line in xdotool("getwindowgeometry", "--shell", wid).split())
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def make_size(title, width, height):
    """The window @title made @width × @height at the screen's top left corner; an
    AssertionError if it does not take that size (it asks for more)"""
    wid = window_id(title)
    xdotool("windowmove", wid, 0, 0)
    xdotool("windowsize", wid, width, height)

    def taken():
        time.sleep(0.3)
        return geometry(wid)[2:] == (width, height)
    if poll(taken, 5)[0] is None:
        raise AssertionError("the window %r is %d × %d, not %d × %d" % ((title,) + geometry(wid)[2:] + (width, height)))
    time.sleep(0.8)  # the frame after the new size, and the layout it changes to
    if geometry(wid)[2:] != (width, height):
        raise AssertionError("the window %r grew to %d × %d from %d × %d" % ((title,) + geometry(wid)[2:] + (width, height)))
    return wid


def path_of(name):
    return os.path.join(OUT, name + SUFFIX + ".png")


def shot(app, name, size=None, title="Herald"):
    """The window @title, made @size first when given"""
    time.sleep(0.6)
    wid = make_size(title, *size) if size is not None else window_id(title)
    subprocess.run(["import", "-window", wid, path_of(name)], env=x_env(), check=True)
    log("screenshot", path_of(name), "%d × %d" % geometry(wid)[2:])


def phone_shot(app, name, dialog=None):
    """A phone's screen: the main window (made 360 × 640 at the start), and @dialog over it
    where a window manager puts it, centred on its parent"""
    xdotool("mousemove", 1399, 999)  # no pointer on the phone's screen
    time.sleep(0.6)
    main = window_id("Herald")
    if geometry(main) != (0, 0) + PHONE:
        raise AssertionError("the window is %d × %d at %d, %d: not a phone's screen" % (geometry(main)[2:] + geometry(main)[:2]))
    if dialog is not None:
        wid = window_id(dialog.name)
        width, height = geometry(wid)[2:]
        if width > PHONE[0] or height > PHONE[1]:
            raise AssertionError("the dialog %r is %d × %d, larger than a phone's screen" % (dialog.name, width, height))
        xdotool("windowmove", wid, (PHONE[0] - width) // 2, (PHONE[1] - height) // 2)
        time.sleep(0.6)
    subprocess.run(["import", "-window", "root", "-crop", "%dx%d+0+0" % PHONE, "+repage", path_of(name)],
                   env=x_env(), check=True)
    log("screenshot", path_of(name), "a phone's screen")


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


def answer_gate(app, previous):
    """Every drawing player's Reveal, Keep or Continue after @previous, to no dialog"""
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


def desktop(app):
    shot(app, "start", DESKTOP)
    app.press("Resume Game")

    # Anna's roll lands the ship: check-in, then the result
    enter(app, "Ship", 3, 5)
    dialog = app.dialog(not_named="Enter Dice")
    log("dialog", dialog.name)
    shot(app, "attack-check-in", title=dialog.name)
    app.press("Fight", parent=dialog)
    dialog = app.dialog(not_named="The Barbarians Land!")
    shot(app, "attack-result", title=dialog.name)
    app.press("Continue", parent=dialog)
    dialog = app.dialog(not_named=dialog.name)
    log("then", dialog.name)
    shot(app, "choose-city", title=dialog.name)
    app.press("City Without Wall", parent=dialog)
    app.no_dialog()
    shot(app, "main-1280x800", DESKTOP)
    app.press("End Turn")

    # Ben's science gate: Ben, Cleo and Anna draw, each privately
    enter(app, "Science gate", 1, 4)
    dialog = app.dialog()
    shot(app, "card-privacy", title=dialog.name)
    app.press("Reveal", parent=dialog)
    dialog = app.dialog(not_named=dialog.name)
    shot(app, "card-reveal", title=dialog.name)
    app.press("Keep", parent=dialog)
    answer_gate(app, dialog.name)
    shot(app, "main-gate-1280x800", DESKTOP)
    # a tablet held upright: the turn beside the cards, or the cards on their own page
    shot(app, "main-gate-768x960", TABLET)


def phone(app):
    make_size("Herald", *PHONE)
    phone_shot(app, "start-360x640")
    app.press("New Game")
    dialog = app.dialog()
    phone_shot(app, "new-game-360x640", dialog)
    app.press("Cancel", parent=dialog)
    app.gone(dialog.name)
    app.press("Resume Game")

    enter(app, "Ship", 3, 5, phone="enter-dice-360x640")
    dialog = app.dialog(not_named="Enter Dice")
    phone_shot(app, "attack-check-in-360x640", dialog)
    app.press("Fight", parent=dialog)
    dialog = app.dialog(not_named="The Barbarians Land!")
    phone_shot(app, "attack-result-360x640", dialog)
    app.press("Continue", parent=dialog)
    dialog = app.dialog(not_named=dialog.name)
    app.press("City Without Wall", parent=dialog)
    app.no_dialog()
    app.press("End Turn")

    enter(app, "Science gate", 1, 4)
    dialog = app.dialog()
    app.press("Reveal", parent=dialog)
    dialog = app.dialog(not_named=dialog.name)
    phone_shot(app, "card-reveal-360x640", dialog)
    app.press("Keep", parent=dialog)
    answer_gate(app, dialog.name)
    phone_shot(app, "main-360x640")
    tab = app.find("Players", "page tab")
    tab.doActionNamed("click")
    phone_shot(app, "players-360x640")


def main():
    parts = os.environ.get("HERALD_SHOTS", "desktop phone").split()
    env = keyfile_env(SCHEMA_DIR, fatal_criticals=False)
    xsettings = None
    if VARIANT == "large":
        conf = os.path.join(tempfile.mkdtemp(prefix="herald-shots-"), "xsettingsd.conf")
        with open(conf, "w") as f:
            f.write("Xft/DPI %d\n" % (96 * 1024 * 3 // 2))
        xsettings = subprocess.Popen(["xsettingsd", "-c", conf], env=x_env(),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(1.0)  # xsettingsd owns the selection before the app reads it
    elif VARIANT == "hc":
        env["ADW_DEBUG_HIGH_CONTRAST"] = "1"
    try:
        for part, size in (("desktop", DESKTOP), ("phone", PHONE)):
            if part not in parts:
                continue
            # the title bar of a desktop: minimize, maximize and close (a phone's has only close)
            home = make_home("herald-shots-", {"window-width": size[0], "window-height": size[1],
                                               "style-variant": "'%s'" % ("dark" if DARK else "light")},
                             game="four-players.json", decoration_layout="appmenu:minimize,maximize,close")
            app = App(EXE, home, env).start()
            try:
                desktop(app) if part == "desktop" else phone(app)
            finally:
                app.stop()
                shutil.rmtree(home, ignore_errors=True)
    finally:
        if xsettings is not None:
            xsettings.terminate()
            xsettings.wait()
            shutil.rmtree(os.path.dirname(conf), ignore_errors=True)
    return 0


if __name__ == "__main__":
    run_test(main)
