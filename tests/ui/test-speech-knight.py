#!/usr/bin/python3
# tests/ui/test-speech-knight.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A knight activated from its menu by keyboard, as the newcomer did (newcomer report 22,
# N22-11): Return on "Ana recruits a basic knight", Return on the knight (its menu opens),
# Return on Activate, 1.3 s apart (two rounds in three 0.4 s). The menu's grab makes the window inactive while it is open;
# as it closed, Orca said "Herald frame." now and then (3 rounds in 10 at load 14), never the
# knight, and the step's toast, said as a change of the knight, was lost: "Ana activated a
# knight" was not heard. Each round is undone (two Ctrl+Z) and made again; every round must
# say it.
#
# Usage: test-speech-knight.py HERALD_EXECUTABLE SCHEMA_DIR [LOG_DIR]
# Run it through run-ui-test.sh. Skipped (exit 77) without orca, speech-dispatcher or
# metacity. HERALD_KNIGHT_ROUNDS sets the number of rounds (6:
# four fast ones, which lost the step more often, and two slow ones).

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import check, key, log, run_test, speech_test, start_spoken_game, until  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None
PLAYERS = ["Ana", "Ben", "Cleo"]
ROUNDS = int(os.environ.get("HERALD_KNIGHT_ROUNDS", "6"))
PAUSE = float(os.environ.get("HERALD_KNIGHT_PAUSE", "0.4"))


def step(app, press):
    """@press, then a wait (up to 5 s) until the focus has moved from where it was"""
    before = app.focused()
    key(press, 0.4)
    until(lambda: app.focused() != before, 5)


def move_to(app, name, press, limit=40):
    """@press until the control named @name has the focus; how many presses it took (or None)"""
    for n in range(limit):
        if app.focused_name() == name:
            return n
        step(app, press)
    return None


def run(app, reader):
    start_spoken_game(app, reader, PLAYERS)

    # a player's card is one Tab stop; the arrows move inside it
    check(move_to(app, "Ana’s progress cards: 0", "Tab") is not None, "Tab reaches Ana's card")
    for n in range(ROUNDS):
        if move_to(app, "Ana recruits a basic knight", "Down") is None:
            check(False, "round %d: Down reaches the recruit button (focus: %s)" % (n, app.focused_name()))
            break
        reader.quiet(1.0)
        mark = reader.mark()
        # recruit, the knight's menu, Activate: 1.3 s apart, and two rounds in three faster
        # (Orca behind as the menu closes lost the step more often)
        for _ in range(3):
            key("Return", 1.3 if n % 3 == 0 else PAUSE)
        heard = reader.wait_for("Ana activated a knight", mark, 15)
        reader.quiet(1.5)
        log("round %d heard:" % n, " | ".join(reader.lines()[mark:]))
        check(heard, "round %d: the knight's activation is heard (%s)" % (n, reader.heard_since(mark)))
        check(app.focused_name() == "Ana’s basic knight, active",
              "round %d: the focus is back on the knight (%s)" % (n, app.focused_name()))
        mark = reader.mark()
        key("ctrl+z", 1.0)
        reader.wait_for("Undone: Ana activated a knight", mark, 15)
        key("ctrl+z", 1.0)
        reader.wait_for("Undone: Ana recruited a basic knight", mark, 15)
        reader.quiet(1.5)


def main():
    return speech_test("herald-speech-knight-", EXE, SCHEMA_DIR, OUT, run)


if __name__ == "__main__":
    run_test(main)
