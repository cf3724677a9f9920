#!/usr/bin/python3
# tests/ui/story-screenshots.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Takes the screenshots of issue 13 in docs/screenshots/: table mode at the near side and
# turned toward the player to roll (the 4-player game of four-players.json); the statistics
# of a finished game, the records of the four finished games in story-games/ (random games of
# `herald-cli simulate`, with times added) and the game-over page; at 1280 × 800 and
# 360 × 640.
#
# Usage: run-ui-test.sh story-screenshots.py HERALD_EXECUTABLE SCHEMA_DIR OUTPUT_DIR [dark]

import glob
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, keyfile_env, log, make_home, run_test, x_env  # noqa: E402

EXE, SCHEMA_DIR, OUT = sys.argv[1:4]
DARK = len(sys.argv) > 4 and sys.argv[4] == "dark"
SUFFIX = "-dark" if DARK else ""


def shot(app, name, width=None, height=None, title="Herald", suffix=True):
    time.sleep(0.8)
    app.screenshot(os.path.join(OUT, name + (SUFFIX if suffix else "") + ".png"), width, height, title)


def resize(title, width, height):
    wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^%s$" % title],
                         capture_output=True, text=True, env=x_env()).stdout.split()
    if wid:
        subprocess.run(["xdotool", "windowsize", wid[0], str(width), str(height)], env=x_env())
        time.sleep(1.0)


def story_shot(app, name, size, title="Herald"):
    """docs/screenshots/NAME-light-SIZE.png or NAME-dark-SIZE.png"""
    width, height = (int(n) for n in size.split("x"))
    shot(app, "%s-%s-%s" % (name, "dark" if DARK else "light", size), width, height, title,
         suffix=False)


def enter(app, event, red, white):
    app.press("Enter Dice…")
    dialog = app.dialog()
    app.toggle(event, dialog)
    app.toggle("Red %d" % red, dialog)
    app.toggle("White %d" % white, dialog)
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")


def home_with(game):
    return make_home("herald-shots-", {"window-width": 1280, "window-height": 800,
                                       "style-variant": "'%s'" % ("dark" if DARK else "light")},
                     game=game, decoration_layout=":close")


def table_mode():
    home = home_with("four-players.json")
    app = App(EXE, home, keyfile_env(SCHEMA_DIR, fatal_criticals=False)).start()
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


def home_with_games():
    home = home_with("four-players.json")
    os.remove(os.path.join(home, "data", "herald", "current.json"))
    games = os.path.join(home, "data", "herald", "games")
    os.makedirs(games)
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(here, "story-games", "*.json"))):
        shutil.copy(path, games)
    return home


def menu(app, item):
    app.open_menu(app.find("Main Menu", "push button", app.window()))
    app.press(item, "menu item")


def tabs(app, window, name):
    """The page tabs called @name in @window: the header's switchers, then the bottom bar's"""
    return [n for n in app.find_all("page tab", window) if n.name == name]


def story():
    home = home_with_games()
    app = App(EXE, home, keyfile_env(SCHEMA_DIR, fatal_criticals=False)).start()
    try:
        # the last game of the evening, finished: its page
        time.sleep(1.0)
        # the first of the finished games (no accessible action opens a row: a click does)
        label = app.label_containing("Won by")
        x, y = label.position
        w, h = label.size
        subprocess.run(["xdotool", "mousemove", str(x + w // 2), str(y + h // 2), "click", "1"],
                       env=x_env())
        app.label_containing("wins")
        story_shot(app, "game-over", "1280x800")
        story_shot(app, "game-over", "360x640")

        # its statistics, page by page
        menu(app, "Statistics")
        window = app.window("Statistics")
        for page in ("Dice", "Players", "Game"):
            tabs(app, window, page)[0].doActionNamed("click")
            story_shot(app, "statistics-" + page.lower(), "1280x800", title="Statistics")
        # narrow first: the bottom bar shows only then
        resize("Statistics", 360, 640)
        for page in ("Dice", "Players", "Game"):
            tabs(app, window, page)[-1].doActionNamed("click")
            story_shot(app, "statistics-" + page.lower(), "360x640", title="Statistics")
        app.press("Close", parent=window)
        app.gone("Statistics")

        # the records of the four games
        menu(app, "Records")
        window = app.window("Records")
        story_shot(app, "records", "1280x800", title="Records")
        story_shot(app, "records", "360x640", title="Records")
        app.press("Close", parent=window)
    finally:
        app.stop()
        shutil.rmtree(home, ignore_errors=True)


def dismiss_dialogs(app):
    """Answer what a roll may ask (progress cards drawn) with its first answer"""
    previous = None
    for _ in range(8):
        try:
            dialog = app.dialog(2, not_named=previous)
        except AssertionError:
            return
        previous = dialog.name
        for label in ("Reveal", "Keep", "Continue", "OK", "Close"):
            if app.exists(label, "push button", dialog):
                app.press(label, parent=dialog)
                break


def balanced():
    """Balanced dice: eight rolls, Herald started again, the statistics say where the cycle
    stands (the deck is saved with the game: docs/save-format.md, balanced_deck)"""
    import json
    home = home_with("four-players.json")
    path = os.path.join(home, "data", "herald", "current.json")
    with open(path) as f:
        game = json.load(f)
    game["rules"]["dice"] = "balanced"
    game["rules"]["progress_cards"] = "physical"
    game["start"]["barbarian_position"] = 0
    with open(path, "w") as f:
        json.dump(game, f)
    env = keyfile_env(SCHEMA_DIR, fatal_criticals=False)
    app = App(EXE, home, env).start()
    try:
        app.press("Resume Game")
        for _ in range(8):
            app.press("Roll")
            dismiss_dialogs(app)
            app.press("End Turn")
            dismiss_dialogs(app)
    finally:
        app.stop()
    app = App(EXE, home, env).start()
    try:
        app.press("Resume Game")
        menu(app, "Statistics")
        window = app.window("Statistics")
        tabs(app, window, "Dice")[0].doActionNamed("click")
        story_shot(app, "statistics-balanced", "1280x800", title="Statistics")
        resize("Statistics", 360, 640)
        tabs(app, window, "Dice")[-1].doActionNamed("click")
        story_shot(app, "statistics-balanced", "360x640", title="Statistics")
    finally:
        app.stop()
        shutil.rmtree(home, ignore_errors=True)


def main():
    parts = os.environ.get("HERALD_SHOTS", "table,story,balanced").split(",")
    if "balanced" in parts:
        balanced()
    if "table" in parts:
        table_mode()
    if "story" in parts:
        story()
    return 0


if __name__ == "__main__":
    run_test(main)
