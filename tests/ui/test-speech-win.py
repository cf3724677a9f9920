#!/usr/bin/python3
# tests/ui/test-speech-win.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a blind player hears on the way to a win. The barbarians' card reached by Tab: its
# forecast said once (Orca said it twice). The game won by a build (tester report 23, N23-1): Orca
# said "Final Scores. List with 1 item." for three players and read the winner alone. The
# rows were put into a list Orca already knew, empty; Orca's cache kept one of them. Three
# players, five victory points to win, one roll, then the first player's city and settlement: the
# winner's page is said with the list's three rows, after the win ("Ana wins", tester report
# 31), and the scores are one Tab stop (N31-8).
#
# Usage: test-speech-win.py HERALD_EXECUTABLE SCHEMA_DIR [LOG_DIR]
# Run it through run-ui-test.sh. Skipped (exit 77) without orca, speech-dispatcher or
# metacity.

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import check, key, log, run_test, speech_test, start_spoken_game  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None
PLAYERS = ["Ana", "Ben", "Cleo"]


def run(app, reader):
    start_spoken_game(app, reader, PLAYERS, victory_points=5)

    # Tab to the barbarians' card: its forecast is said once (it was said twice, once with the
    # focus and once as a change of its description, which GTK 4.8 sent as the card first
    # took the focus)
    mark = reader.mark()
    for _ in range(4):
        key("Tab")
        if reader.wait_for("Barbarians panel", mark, 5):
            break
    check(reader.wait_for("steps to Catan", mark), "Tab reaches the barbarians' card, said with its forecast")
    reader.quiet(2.0)
    heard = reader.lines()[mark:]
    log("heard on the barbarians' card:", " | ".join(heard))
    n = sum(line.count("steps to Catan") for line in heard)
    check(n == 1, "the barbarians' forecast is said once on Tab (%d times)" % n)
    key("shift+Tab")

    # The whole window's tree read, as a screen reader's review of the window (Orca's flat
    # review, structural navigation) or the test itself looking for a control reads it: the
    # winner's page, made with the table and not shown yet, is in it with its list, empty.
    # Without this, Orca may learn of the list only as the page is shown, and the rows are
    # there by then.
    lists = app.find_all("list")
    log("lists before the win:", [n.name for n in lists])

    # Ana's fourth point (a city: the winning step's toast then says something new), then her
    # fifth, which wins
    mark = reader.mark()
    app.press("Ana builds a city")
    reader.wait_for("Ana built a city", mark)
    mark = reader.mark()
    app.press("Ana builds a settlement")
    app.label_containing("Ana Wins!")
    heard = reader.wait_for("Final Scores", mark) and reader.wait_for("victory points", mark)
    reader.quiet(1.5)
    log("heard at the win:", reader.heard_since(mark))
    check(heard, "the winner's page is said with its final scores")
    check("List with 3 items" in reader.heard_since(mark),
          "the final scores are said as a list of three rows: %s" % reader.heard_since(mark))
    check("List with 1 item" not in reader.heard_since(mark), "the final scores are not said to hold one row")
    # the winning step's words first, its toast and the heading "Ana Wins!", then the scores:
    # they came after the whole first row (tester report 31), and only once (the turn's "Ana
    # wins" and the heading were both said, tester report 46, N46-8)
    heard = reader.heard_since(mark)
    said = heard.lower()
    check("ana wins" in said and said.find("ana wins") < said.find("final scores"),
          "the win is said before the final scores: %s" % heard)
    check("ana built a settlement" in said and said.find("ana built a settlement") < said.find("ana wins"),
          "the winning step's toast is said first: %s" % heard)
    check(said.count("ana wins") == 1, "the win is said once (%d times)" % said.count("ana wins"))

    # the final scores are one Tab stop (N31-8): Tab from the winner's row goes to Export…
    mark = reader.mark()
    key("Tab")
    reader.wait_for("Export", mark, 5)
    heard = reader.heard_since(mark)
    log("heard on Tab from the scores:", heard)
    check("Export" in heard and "Ben," not in heard and "Cleo," not in heard,
          "Tab from the final scores goes to Export…, past the other rows: %s" % heard)


def main():
    return speech_test("herald-speech-win-", EXE, SCHEMA_DIR, OUT, run)


if __name__ == "__main__":
    run_test(main)
