#!/usr/bin/python3
# tests/ui/test-keyboard-phone.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A phone (360 × 640) by keyboard alone, xdotool keys on a display with a window manager:
# four-players.json resumed (Anna to roll, the ship one step from Catan). The Players page
# chosen on the page tabs (Tab to the tabs, Right), then Ctrl+R with the focus on the Players
# tab: the roll brings the Table page and lands the ship; the check-in, the result and the
# city given up are answered by keyboard. Once the last dialog has closed, the focus is on
# End Turn, the turn's next step, not on the Table tab (tester report 35, N35-4: in-process
# the harness gave it to End Turn; on a desktop it stayed on the page tabs, and Space pressed
# the Table tab instead of ending the turn).
#
# Usage: test-keyboard-phone.py HERALD_EXECUTABLE SCHEMA_DIR
# Run it through run-ui-test.sh. Skipped (exit 77) without metacity or xdotool.

import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import (Keyboard, WindowManager, check, keyfile_env, log, make_home,  # noqa: E402
                       result, run_on_desktop, run_test, skip, until, x_env)

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]

# HERALD_SEED 1: the first roll of the resumed game is a ship (6, 1): the ship lands
SEED = "1"


class Player:
    def __init__(self, app):
        self.app = app
        self.k = Keyboard(app)

    def key(self, name):
        before = self.k.where()
        self.k.press(name)
        until(lambda: self.k.where() != before, 3)

    def focus(self):
        return self.k.name()

    def role(self):
        node = self.k.focused()
        try:
            return node.roleName if node is not None else None
        except Exception:
            return None

    def reach(self, name, role=None, limit=60):
        """Tab until @name (a @role, when given) has the focus."""
        for _ in range(limit):
            if self.focus() == name and (role is None or self.role() == role):
                return
            self.key("Tab")
        raise AssertionError("Tab never reached %r (focus: %s)" % (name, self.k.describe(self.k.focused())))

    def answer(self, dialog_name, button):
        """Tab to @button in the dialog @dialog_name and press it with Space."""
        dialog = self.app.dialog(not_named=dialog_name)
        log("dialog", dialog.name)
        self.reach(button)
        self.k.press("space")
        return dialog.name


def run(app):
    p = Player(app)
    # the start page: Resume Game
    p.reach("Resume Game")
    p.key("space")
    app.label_containing("Anna to roll")
    check(until(lambda: p.focus() == "Roll"), "the opened game's Roll has the focus (focus: %s)" % p.focus())

    # the Players page, by keyboard: Tab to the tab of the page shown, Right to the other
    p.reach("Table", "page tab")
    p.key("Right")
    check(until(lambda: p.focus() == "Players" and p.role() == "page tab"),
          "Right on the Table tab goes to the Players tab (focus: %s)" % p.k.describe(p.k.focused()))

    # Ctrl+R from the Players tab: the ship lands, the check-in opens over the Table page
    p.k.press("ctrl+r")
    shown = p.answer("Herald", "Fight")
    shown = p.answer(shown, "Continue")
    shown = p.answer(shown, "City Without Wall")
    app.no_dialog()
    app.label_containing("Anna’s turn")
    check(until(lambda: p.focus() == "End Turn", 5),
          "after the dialogs of a roll made from the Players tab, End Turn has the focus (focus: %s)"
          % p.k.describe(p.k.focused()))

    # Space held (or bounced) on End Turn: 30 presses 5 ms apart end the turn once; they
    # played on through the turns (Ben's roll, his End Turn, Cleo's roll...: N36-4)
    subprocess.run(["xdotool", "key", "--repeat", "30", "--delay", "5", "space"], env=x_env())

    def shows(text):
        return app.node.findChild(lambda n: n.roleName in ("label", "heading") and text in (n.name or ""),
                                  retry=False, requireResult=False) is not None
    check(until(lambda: shows("Ben to roll")), "a held Space on End Turn ends Anna's turn")
    time.sleep(2.0)  # what the rest of the run would have done
    check(shows("Ben to roll") and not shows("Ben’s turn"),
          "a held Space on End Turn ends the turn once: Ben has not rolled")
    check(until(lambda: p.focus() == "Roll"), "Roll has the focus (focus: %s)" % p.k.describe(p.k.focused()))
    # a press of its own, later, rolls
    p.k.press("space")
    check(until(lambda: shows("Ben’s turn")), "Space, later, rolls for Ben")

def main():
    print("# herald-ui-test", flush=True)  # run-ui-test.sh: this test reports a RESULT line
    if not WindowManager.available() or shutil.which("xdotool") is None:
        return skip("metacity or xdotool is not installed")
    home = make_home("herald-keys-phone-", {"window-width": 360, "window-height": 640},
                     game="four-players.json")
    env = keyfile_env(SCHEMA_DIR)
    env["HERALD_SEED"] = SEED
    run_on_desktop(EXE, home, env, run)
    return result()


if __name__ == "__main__":
    run_test(main)
