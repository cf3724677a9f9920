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
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import herald_ui  # noqa: E402
from herald_ui import check, focused_in, keyboard_test, run_test, until  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]


def key(name):
    herald_ui.key(name, 0.4)


def describe_focus(app):
    node = app.focused()
    parts = []
    while node is not None and len(parts) < 4:
        parts.append("%s %r" % (node.roleName, node.name))
        node = node.parent
    return " < ".join(parts) or "nothing"


def step(app, press):
    """Press @press and wait (up to 5 s) until the focus has moved from where it was: a key the
    app has not handled yet when the next is pressed (seconds at load 20) moved the focus past
    the control looked for, and the key after it went to the wrong control."""
    before = app.focused()
    key(press)
    until(lambda: app.focused() != before, 5)


def tab_to(app, name, limit=80):
    """Tab until the control named @name has the focus; how many Tabs it took (or None)."""
    for n in range(limit):
        if app.focused_name() == name:
            return n
        step(app, "Tab")
    return None


def arrow_to(app, name, limit=40):
    """Down inside a group until the control named @name has the focus (or None)."""
    for n in range(limit):
        if app.focused_name() == name:
            return n
        step(app, "Down")
    return None


def in_list(app):
    node = app.focused()
    while node is not None:
        if node.roleName in ("list", "list box", "list item"):
            return True
        node = node.parent
    return False


def banner_shown(app):
    return app.node.findChild(lambda n: n.roleName in ("label", "notification", "alert")
                              and (n.name or "").startswith("Production"),
                              retry=False, requireResult=False) is not None


def run(app):
    app.press("New Game")
    dialog = app.window("New Game")
    app.press("Start", parent=dialog)
    app.window()
    app.place_setup_round()
    app.label_containing("Red to roll")
    time.sleep(0.5)

    # Space on a focused button presses it: History opens, nothing is rolled, and the
    # history has the focus
    check(tab_to(app, "History") is not None, "History can be reached with Tab")
    key("space")
    inside = until(lambda: in_list(app))
    check(not banner_shown(app), "Space on the focused History button does not roll")
    check(inside, "History takes the focus as it opens (focus: %s)" % describe_focus(app))
    check(tab_to(app, "History") is not None, "back to the History button")
    key("space")
    time.sleep(0.5)

    # Rolling with the Roll button: the button goes insensitive, the focus stays in the turn
    count = tab_to(app, "Roll")
    check(count is not None, "Roll can be reached with Tab")
    key("space")
    check(until(lambda: banner_shown(app)), "Space on the focused Roll button rolls")
    check(until(lambda: app.focused_name() not in (None, "", "Roll")),
          "the focus is not lost after rolling (focus: %s)" % app.focused_name())

    # Recruiting a knight: the slot's "+" goes, the focus goes to the knight. A player's card
    # is one Tab stop; the arrow keys move inside it
    check(tab_to(app, "Red’s progress cards: 0") is not None, "Red's card can be reached with Tab")
    check(arrow_to(app, "Red recruits a basic knight") is not None,
          "the recruit button can be reached with the arrow keys in the card")
    key("space")
    check(until(lambda: app.focused_name() == "Red’s basic knight, inactive"),
          "after recruiting, the focus is on the new knight (focus: %s)" % describe_focus(app))

    # Ctrl+Z with the knight's menu open: the menu closes and the recruit is undone, as in a
    # dialog; the open menu's grab kept the key from the window, which did nothing and said
    # nothing (newcomer report 61, newcomer61-7). Then recruited again for what follows
    key("Return")
    check(until(lambda: app.focused_name() == "Activate"),
          "Return on the knight opens its menu on Activate (focus: %s)" % describe_focus(app))
    key("ctrl+z")
    check(until(lambda: app.node.findChild(lambda n: "Undone: Red recruited a basic knight" in (n.name or ""),
                                           retry=False, requireResult=False) is not None),
          "Ctrl+Z in the knight's menu undoes the recruit (focus: %s)" % describe_focus(app))
    check(until(lambda: app.focused_name() != "Activate"), "the knight's menu is closed")
    check(arrow_to(app, "Red recruits a basic knight") is not None, "the recruit button is back")
    key("space")
    check(until(lambda: app.focused_name() == "Red’s basic knight, inactive"), "recruited again")

    # Space rolls when no button has the focus is checked by ui-game's flow through the
    # Roll action; here: End Turn by keyboard, and the focus is not lost
    check(tab_to(app, "End Turn") is not None, "End Turn can be reached with Tab")
    key("space")
    time.sleep(1.0)
    app.label_containing("Blue to roll")
    check(until(lambda: app.focused_name() not in (None, "")),
          "the focus is not lost after End Turn (focus: %s)" % app.focused_name())

    # Enter Dice by keyboard: each die one Tab stop, its faces chosen with Space and the
    # arrows; entered with Ctrl+Return, the focus goes to End Turn, the turn's next step, not
    # to the first player card (newcomer report 11, N-9)
    time.sleep(1.0)
    check(tab_to(app, "Enter Dice…") is not None, "Enter Dice can be reached with Tab")
    key("space")
    dialog = app.dialog()
    time.sleep(1.0)

    def in_dialog():
        node = focused_in(dialog)
        return node.name if node is not None else None
    for first, presses, chosen in (("Ship", ["space"], "Ship"), ("Red 1", ["Right"], "Red 2"),
                                   ("White 1", ["Right", "Right"], "White 3")):
        for _ in range(20):
            if in_dialog() == first:
                break
            before = in_dialog()
            key("Tab")
            until(lambda: in_dialog() != before, 5)
        check(in_dialog() == first, "%s can be reached with Tab (focus: %s)" % (first, in_dialog()))
        for press in presses:
            before = in_dialog()
            key(press)
            if press != "space":  # Space chooses the face the focus is on: it stays
                until(lambda: in_dialog() != before, 5)
        check(until(lambda: in_dialog() == chosen), "%s is chosen (focus: %s)" % (chosen, in_dialog()))
    key("ctrl+Return")
    app.gone("Enter Dice")
    check(until(lambda: banner_shown(app)), "the dice entered are rolled")
    check(until(lambda: app.focused_name() == "End Turn"), "after Enter Dice the focus is on End Turn (focus: %s)"
          % describe_focus(app))


def main():
    return keyboard_test("herald-keys-", EXE, SCHEMA_DIR, run, "digital")


if __name__ == "__main__":
    run_test(main)
