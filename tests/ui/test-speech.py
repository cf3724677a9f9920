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
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import EventCounter, check, key, log, run_test, speech_test  # noqa: E402
import pyatspi  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None
PLAYERS = ["Anna", "Ben", "Cleo"]


def run(app, reader):
    counter = EventCounter(os.path.join(os.path.dirname(reader.log_path), "atspi-events.log"),
                           verbose=bool(os.environ.get("HERALD_EVENTS_VERBOSE")))
    counter.start()
    try:
        play(app, reader, counter)
    finally:
        counter.stop()


def play(app, reader, counter):
    app.press("New Game")
    dialog = app.window("New Game")
    for i, name in enumerate(PLAYERS):
        app.find("Player %d" % (i + 1), "text", dialog).text = name
    # A name field says what it is and what it holds as the focus comes to it (libadwaita
    # 1.2's entry rows were silent)
    time.sleep(1.0)
    mark = reader.mark()
    for _ in range(12):
        if app.focused_name() == "Player 2":
            break
        key("Tab")
    check(app.focused_name() == "Player 2", "Tab reaches the second name (focus: %s)" % app.focused_name())
    check(reader.wait_for("Player 2", mark) and reader.wait_for("Ben", mark),
          "the name field is spoken with its name and text")
    log("heard on the way to the second name:", reader.heard_since(mark))
    # A spin button says its value as Up and Down change it (it said "Text unselected." and
    # never the value: newcomer report 11, N-12)
    target = "Victory points to win"
    for _ in range(12):
        if app.focused_name("spin button") == target:
            break
        key("Tab")
    check(app.focused_name("spin button") == target, "Tab reaches the victory points (focus: %s)" % app.focused_name())
    time.sleep(1.0)
    for press, value in (("Up", "14"), ("Down", "13")):
        mark = reader.mark()
        key(press)
        heard = reader.wait_for(value, mark, 10) and value in reader.lines()[mark:]
        check(heard, "the spin button says its value after %s: %s (%s)" % (press, value, reader.heard_since(mark)))
    app.press("Start", parent=dialog)
    app.window()
    app.place_setup_round()
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
    since = counter.mark()
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")
    check(reader.wait_for("Production 5", mark), "the roll's sentence is spoken")
    check(reader.wait_for("6 steps left", mark), "the roll's sentence says how far the ship is")
    time.sleep(1.5)
    n = count(reader, "Production 5; the ship advances, 6 steps left.", mark)
    check(n == 1, "the roll's sentence entered by Enter Dice is spoken once (%d times)" % n)
    log("heard after the roll:", reader.heard_since(mark))
    events(counter, since, "the first roll")

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

    # Rolls until a card is drawn and the barbarians land. Each roll's sentence is said once
    # (a newcomer heard it twice at times).
    for turn, (player, (event, red, white)) in enumerate(SCHEDULE):
        app.label_containing("%s to roll" % player)
        time.sleep(1.0)
        mark = reader.mark()
        since = enter_dice(app, event, red, white, counter)
        if event == "Science gate":
            # Anna draws a progress card: privately, then its name and text as it is revealed
            dialog = app.dialog()
            check(dialog.name == "Give the Device to Anna", "Anna draws a card (%s)" % dialog.name)
            check(reader.wait_for("Give the Device to Anna", mark), "the privacy step is spoken")
            # its message, with the roll's sentence, before Reveal is pressed (a player acts
            # once the words are said; pressed sooner, under load, the words came to Orca
            # after the dialog had gone)
            check(reader.wait_for("Only Anna should look.", mark, 20), "the privacy step's message is spoken")
            check(reader.wait_for("Production 4; Science gate: Anna draws from the Science deck.", mark, 20),
                  "the roll's sentence is spoken before the privacy step")
            time.sleep(1.5)
            events(counter, since, "the science gate's roll (%s %d %d)" % (event, red, white), MAX_EVENTS_DIALOG)
            mark = reader.mark()
            app.press("Reveal", parent=dialog)
            dialog = app.dialog(not_named="Give the Device to Anna")
            card = dialog.name
            # the body, named on one line for screen readers: the deck, then the card's text
            # (with its line breaks speech-dispatcher garbled or lost it on a loaded machine)
            body = [n.name for n in dialog.findChildren(lambda n: n.roleName == "label")
                    if n.name and n.name != card and len(n.name) > 30]
            # an announcement waits until the focus has settled in a window the window manager
            # has activated: give it time on a loaded machine (a wait, not a sleep)
            check(reader.wait_for(card, mark, 20), "the card's name is spoken as it is revealed (%s)" % card)
            check(body, "the revealed card shows its text")
            # the card's text, said with Keep as the focus comes to it (announced as the
            # dialog opened, it was lost now and then: the CI run on 7a6c080, and ui-speech-hand
            # 1 run in 9; issue 11)
            check(body and reader.wait_for(body[0], mark, 20),
                  "the card's text is spoken as it is revealed (%s)" % (body[0] if body else None))
            time.sleep(1.5)
            log("heard as the card was revealed:", reader.heard_since(mark))
            # not counted (newcomer report 11, V-6): the privacy step's words and the card's
            # text came back now and then after the card's ('/Device to Anna. … Only Anna
            # should look. . Swap two number tokens…' in 1 run of 10), while Orca sent each
            # once: speech-dispatcher 0.11's module garbling the card's text, then given with
            # its line breaks (herald-a11y-lines.c); now on one line
            app.press("Keep", parent=dialog)
            app.no_dialog()
        elif turn == ATTACK_TURN:
            dialog = app.dialog()
            check(dialog.name == "The Barbarians Land!", "the barbarians land (%s)" % dialog.name)
            time.sleep(1.5)
            # the roll's sentence, then the check-in: the sentence is said as the dialog opens,
            # before its message, once (said on the dialog's focus after it opened, it came
            # after the first control, "… combo box. Anna. The barbarian ship lands: …", as if
            # the dialog's next line: tester report 25, N25-10)
            reader.quiet()
            before_dialog(reader, mark, LANDS, "Check every player’s pieces against the board")
            events(counter, since, "the landing's roll (%s %d %d)" % (event, red, white), MAX_EVENTS_DIALOG)
            mark = reader.mark()
            since = counter.mark()
            app.press("Fight", parent=dialog)
            dialog = app.dialog(not_named="The Barbarians Land!")
            heading = dialog.name
            rows = result_rows(dialog)
            log("the result's rows:", rows)
            check(reader.wait_for(heading, mark, 20), "the attack's result is spoken (%s)" % heading)
            for name, reason, strength in rows:
                said = "%s, %s: %s." % (name, strength, reason)
                check(reader.wait_for(said, mark, 20), "the result for %s is spoken: %s" % (name, said))
            time.sleep(1.5)
            reader.quiet()
            log("heard as the result opened:", reader.heard_since(mark))
            # the window behind says the roll's production as the result opens, before its
            # rows and Continue, once; nothing after the focus came to Continue while the
            # dialog is open (the banner told the outcome again after "Continue push button.":
            # N25-10). Not the banner's attack, which the result's message and rows say: it
            # was said as a headline before them (N22-10)
            outcome = wait_banner(app)
            production = outcome.split(";")[0]
            before_dialog(reader, mark, production, "%s, %s: %s." % (rows[0][0], rows[0][2], rows[0][1]) if rows else heading)
            heard = reader.heard_since(mark)
            check("the barbarians attack" not in heard,
                  "the banner's attack is not said again as the result opens (%s)" % heard)
            after = heard[heard.find("Continue push button"):] if "Continue push button" in heard else ""
            check(after and "Production" not in after and outcome not in after,
                  "nothing of the window behind is said once the result's focus is on Continue (%s)" % after)
            events(counter, since, "the attack's result", MAX_EVENTS_DIALOG)
            for name, reason, strength in rows:
                said = "%s, %s: %s." % (name, strength, reason)
                n = count(reader, said, mark)
                check(n == 1, "the result for %s is spoken once (%d times)" % (name, n))
            # into the rows, all in view at 1280 × 800: no hint to scroll (Orca said "More
            # below: scroll with the arrow keys" for a list that did not scroll; issue 11)
            mark = reader.mark()
            for _ in range(4):
                key("Tab")
                if reader.wait_for("Attack result per player", mark, 3):
                    break
            check("Attack result per player" in reader.heard_since(mark), "Tab reaches the result's rows")
            time.sleep(1.5)
            log("heard in the result's rows:", reader.heard_since(mark))
            check("More below" not in reader.heard_since(mark),
                  "the result's rows, all in view, say no 'More below' (%s)" % reader.heard_since(mark))
            app.press("Continue", parent=dialog)
            app.no_dialog()
            break
        else:
            sentence = wait_banner(app)
            check(reader.wait_for(sentence, mark, 20), "the roll's sentence is spoken: %s" % sentence)
            time.sleep(1.5)
            n = count(reader, sentence, mark)
            check(n == 1, "the roll's sentence is spoken once (%d times)" % n)
            events(counter, since, "a roll (%s %d %d)" % (event, red, white))
            if turn == ABBEY_TURN:
                app.press("Anna builds the Abbey (Science level 1)")
        app.press("End Turn")

    knight_menu(app, reader, "Ben")

    # A widget's class is never what is heard ("GtkStackPage panel." after End Turn, a
    # "GtkImage" or "GtkToggleButton" in place of a name)
    said = [line for line in reader.lines() if CLASS_NAME.search(line)]
    check(not said, "no class name is spoken (%s)" % said)


CLASS_NAME = re.compile(r"\b(Gtk|Adw)[A-Z][A-Za-z]+")


def expanded(node):
    return node.getState().contains(pyatspi.STATE_EXPANDED)


def knight_menu(app, reader, player):
    """A knight's menu opened and closed again: when the focus comes back to the knight it is
    not said to be expanded (GTK 4.8 dropped the state without saying so, and Orca kept it)."""
    app.press("%s recruits a basic knight" % player)
    name = "%s’s basic knight, inactive" % player
    knight = app.find(name, "push button")
    check(not expanded(knight), "a knight whose menu is closed is not expanded")
    mark = reader.mark()
    app.open_menu(knight)
    app.find("Activate", "menu item")
    check(app.wait(lambda: expanded(knight), 10, "the menu to open"), "the knight's open menu is expanded")
    check(reader.wait_for("Activate", mark), "the menu's first item is spoken as it opens")
    mark = reader.mark()
    key("Escape")
    app.wait(lambda: not expanded(knight), 10, "the menu to close")
    check(not expanded(knight), "the knight's closed menu is not expanded (AT-SPI)")
    app.wait(lambda: app.focused_name() == name, 10, "the focus back on the knight")
    reader.wait_for(name, mark, 15)
    # away and back with the keyboard: what Orca says of the knight now. Each move waits
    # until Orca has said where the focus is: an Orca still behind when the focus comes back
    # never leaves the knight, and says nothing
    # (by the arrows, inside the card: Tab into a card starts at its first control, 9e8158d)
    mark = reader.mark()
    key("Right")
    app.wait(lambda: app.focused_name() not in (None, name), 10, "the focus to leave the knight")
    away = app.focused_name()
    reader.wait_for(away, mark, 15)
    mark = reader.mark()
    key("Left")
    heard = reader.wait_for(name, mark, 15)
    log("heard back on the knight:", reader.heard_since(mark))
    check(heard, "the knight is spoken as the focus comes back to it")
    check("expanded" not in reader.heard_since(mark), "the knight's closed menu is not said to be expanded")
    # nor "collapsed", said before every menu button while a closed menu was told "not
    # expanded" (herald-a11y.c, update_expanded ())
    said = [line for line in reader.lines() if "collapsed" in line]
    check(not said, "no menu button is said to be collapsed (%s)" % said)


# After Ben's first roll: (player, (event, red, white)). Anna builds the Abbey on her second
# turn, draws on Ben's science gate with red 1; the seventh ship lands on Ben's turn.
SCHEDULE = [("Ben", ("Ship", 2, 2)), ("Cleo", ("Ship", 3, 1)), ("Anna", ("Ship", 1, 4)),
            ("Ben", ("Science gate", 1, 3)), ("Cleo", ("Ship", 2, 3)), ("Anna", ("Ship", 5, 3)),
            ("Ben", ("Ship", 6, 2))]
ABBEY_TURN = 2
ATTACK_TURN = 6


LANDS = "The barbarian ship lands: check the pieces before the battle."


def before_dialog(reader, mark, sentence, dialog_words):
    """The window's @sentence was said once since @mark, and before @dialog_words (the
    dialog's own words, said as it opens)."""
    heard = reader.heard_since(mark)
    n = count(reader, sentence, mark)
    check(n == 1, "the window's sentence is said once as the dialog opens (%d times): %s" % (n, sentence))
    at, words = heard.find(sentence), heard.find(dialog_words)
    check(0 <= at < words, "the window's sentence (%s) is said before the dialog's words (%s): %s"
          % (sentence, dialog_words, heard))


def count(reader, text, mark):
    return sum(line.count(text) for line in reader.lines()[mark:])


def enter_dice(app, event, red, white, counter):
    """Enters the roll; returns the event counter's mark from just before Enter."""
    app.press("Enter Dice…")
    dialog = app.dialog()
    app.toggle(event, dialog)
    app.toggle("Red %d" % red, dialog)
    app.toggle("White %d" % white, dialog)
    since = counter.mark()
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")
    return since


# Orca 43 prunes its queue when more than 50 events wait, and what Herald says can go with
# them: 1 run in 16 lost a roll's sentence (issue 11). The events Orca is sent from Enter to
# the roll's sentence (the last face chosen, Enter Dice closing, the table, the sentence)
# must stay well below. Before the flood was cut at its source an ordinary roll sent 28-38
# and one with production for a player 48; the science gate 44, the landing 37-43 and the
# attack's result 40-41, each opening a dialog (some ten events of GTK's own). Since: 25-33,
# 38, 31-33 and 37-38. Session 14 (the attack's result opens with the focus on Continue, not
# on its first row, which Orca read before the dialog's message; a roll that turns several
# players' controls on): 28-37 and 34-45, two more allowed each, still below Orca's 50.
# Session 16 (labels that hold bidi isolates are named without them, a name change each
# time their text changes): 39 and 48 seen, two more allowed each, still below Orca's 50.
MAX_EVENTS = 40
MAX_EVENTS_DIALOG = 48


def events(counter, since, what, bound=MAX_EVENTS):
    """The AT-SPI events since @since, logged for @what and checked against @bound; returns
    them."""
    until = counter.mark()
    found = counter.events(since, until)
    log("AT-SPI events of %s [%.3f, %.3f]:" % (what, since, until), EventCounter.summary(found))
    if counter.verbose:
        for e in found:
            log("   ", " ".join(e[1:]))
    n = len(EventCounter.for_orca(found))
    check(n <= bound, "%s sends Orca %d events, at most %d (Orca 43 drops what waits beyond 50)"
          % (what, n, bound))
    return found


def wait_banner(app):
    node = app.wait(lambda: app.node.findChild(
        lambda n: n.roleName in ("label", "notification", "alert") and (n.name or "").startswith("Production"),
        retry=False, requireResult=False), 10, "the roll's sentence")
    return node.name


def result_rows(dialog):
    """(player, what happens to them, "knights’ strength N") of each row of the attack's
    result: its title, its subtitle and its figure, named for what it is (the caption under
    the figure is hidden from screen readers)."""
    rows = []
    for row in dialog.findChildren(lambda n: n.roleName == "list item"):
        labels = [n.name for n in row.findChildren(lambda n: n.roleName == "label") if n.name]
        if len(labels) >= 3:
            rows.append((labels[0], labels[1], labels[2]))
    return rows


def main():
    return speech_test("herald-speech-", EXE, SCHEMA_DIR, OUT, run)


if __name__ == "__main__":
    run_test(main)
