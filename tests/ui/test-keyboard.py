#!/usr/bin/python3
# tests/ui/test-keyboard.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A turn by keyboard alone (xdotool keys, a window manager on the display), checking where
# the focus is after each key through the accessibility tree: Space on a focused button
# presses that button and does not roll; History takes the focus as it opens; the focus is
# not lost after rolling with the Roll button or after recruiting a knight.
#
# Usage: test-keyboard.py HERALD_EXECUTABLE SCHEMA_DIR
# Run it through run-ui-test.sh. Skipped (exit 77) without metacity.

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, WindowManager, log, x_env  # noqa: E402
import pyatspi  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]

failures = []


def check(condition, what):
    print("%s - %s" % ("ok" if condition else "not ok", what), flush=True)
    if not condition:
        failures.append(what)


def key(name):
    subprocess.run(["xdotool", "key", "--clearmodifiers", name], env=x_env())
    time.sleep(0.4)


def focused(app):
    """The node that has the keyboard focus, or None."""
    def has_focus(n):
        try:
            return n.getState().contains(pyatspi.STATE_FOCUSED)
        except Exception:
            return False
    for window in app.node.children:
        try:
            if not window.getState().contains(pyatspi.STATE_ACTIVE):
                continue
        except Exception:
            continue
        node = window.findChild(has_focus, retry=False, requireResult=False)
        if node is not None:
            return node
    return None


def focused_name(app):
    node = focused(app)
    try:
        return node.name if node is not None else None
    except Exception:
        return None


def describe_focus(app):
    node = focused(app)
    parts = []
    while node is not None and len(parts) < 4:
        parts.append("%s %r" % (node.roleName, node.name))
        node = node.parent
    return " < ".join(parts) or "nothing"


def tab_to(app, name, limit=80):
    """Tab until the control named @name has the focus; how many Tabs it took (or None)."""
    for n in range(limit):
        if focused_name(app) == name:
            return n
        key("Tab")
    return None


def arrow_to(app, name, limit=40):
    """Down inside a group until the control named @name has the focus (or None)."""
    for n in range(limit):
        if focused_name(app) == name:
            return n
        key("Down")
    return None


def banner_shown(app):
    return app.node.findChild(lambda n: n.roleName in ("label", "notification", "alert")
                              and (n.name or "").startswith("Production"),
                              retry=False, requireResult=False) is not None


def run(app):
    app.press("New Game")
    dialog = app.window("New Game")
    app.press("Start", parent=dialog)
    app.window()
    for step in range(6):
        app.press("Settlement Placed" if step < 3 else "City Placed")
    app.label_containing("Red to roll")
    time.sleep(0.5)

    # Space on a focused button presses it: History opens, nothing is rolled, and the
    # history has the focus
    check(tab_to(app, "History") is not None, "History can be reached with Tab")
    key("space")
    time.sleep(0.5)
    check(not banner_shown(app), "Space on the focused History button does not roll")
    node = focused(app)
    inside = False
    while node is not None:
        if node.roleName in ("list", "list box", "list item"):
            inside = True
            break
        node = node.parent
    check(inside, "History takes the focus as it opens (focus: %s)" % describe_focus(app))
    check(tab_to(app, "History") is not None, "back to the History button")
    key("space")
    time.sleep(0.5)

    # Rolling with the Roll button: the button goes insensitive, the focus stays in the turn
    count = tab_to(app, "Roll")
    check(count is not None, "Roll can be reached with Tab")
    key("space")
    time.sleep(2.0)
    check(banner_shown(app), "Space on the focused Roll button rolls")
    check(focused_name(app) not in (None, "", "Roll"),
          "the focus is not lost after rolling (focus: %s)" % focused_name(app))

    # Recruiting a knight: the slot's "+" goes, the focus goes to the knight. A player's card
    # is one Tab stop; the arrow keys move inside it
    check(tab_to(app, "Red’s progress cards: 0") is not None, "Red's card can be reached with Tab")
    check(arrow_to(app, "Red recruits a basic knight") is not None,
          "the recruit button can be reached with the arrow keys in the card")
    key("space")
    time.sleep(1.0)
    check(focused_name(app) == "Red’s Basic knight, inactive",
          "after recruiting, the focus is on the new knight (focus: %s)" % describe_focus(app))

    # Space rolls when no button has the focus is checked by ui-game's flow through the
    # Roll action; here: End Turn by keyboard, and the focus is not lost
    check(tab_to(app, "End Turn") is not None, "End Turn can be reached with Tab")
    key("space")
    time.sleep(1.0)
    app.label_containing("Blue to roll")
    check(focused_name(app) not in (None, ""),
          "the focus is not lost after End Turn (focus: %s)" % focused_name(app))

    # Enter Dice by keyboard: each die one Tab stop, its faces chosen with Space and the
    # arrows; entered with Ctrl+Return, the focus goes to End Turn, the turn's next step, not
    # to the first player card (newcomer report 11, N-9)
    time.sleep(1.0)
    check(tab_to(app, "Enter Dice…") is not None, "Enter Dice can be reached with Tab")
    key("space")
    dialog = app.dialog()
    time.sleep(1.0)

    def in_dialog():
        node = dialog.findChild(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED),
                                retry=False, requireResult=False)
        return node.name if node is not None else None
    for first, presses, chosen in (("Ship", ["space"], "Ship"), ("Red 1", ["Right"], "Red 2"),
                                   ("White 1", ["Right", "Right"], "White 3")):
        for _ in range(20):
            if in_dialog() == first:
                break
            key("Tab")
        check(in_dialog() == first, "%s can be reached with Tab (focus: %s)" % (first, in_dialog()))
        for press in presses:
            key(press)
        check(in_dialog() == chosen, "%s is chosen (focus: %s)" % (chosen, in_dialog()))
    key("ctrl+Return")
    app.gone("Enter Dice")
    time.sleep(2.0)
    check(banner_shown(app), "the dice entered are rolled")
    check(focused_name(app) == "End Turn", "after Enter Dice the focus is on End Turn (focus: %s)"
          % describe_focus(app))


def main():
    print("# herald-ui-test", flush=True)  # run-ui-test.sh: this test reports a RESULT line
    if not WindowManager.available() or shutil.which("xdotool") is None:
        print("1..0 # SKIP metacity or xdotool is not installed", flush=True)
        print("# RESULT: skip", flush=True)
        return 77
    home = tempfile.mkdtemp(prefix="herald-keys-")
    settings = os.path.join(home, "config", "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w") as f:
        f.write("[io/github/herald/Herald]\ndefault-dice-mode='digital'\n"
                "window-width=1280\nwindow-height=800\n")
    env = {"GSETTINGS_SCHEMA_DIR": SCHEMA_DIR, "GSETTINGS_BACKEND": "keyfile", "G_DEBUG": "fatal-criticals"}
    wm = WindowManager().start()
    app = None
    try:
        app = App(EXE, home, env).start()
        run(app)
    finally:
        if app is not None:
            app.stop()
        wm.stop()
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
