#!/usr/bin/python3
# tests/ui/test-keyboard-game.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A whole game by keyboard alone (issue 11): xdotool keys on a display with a window manager,
# nothing clicked. From the start page through New Game (three players, 5 victory points to
# win, dice entered by hand), the setup round, seven rolls entered in Enter Dice with the
# arrow keys until the barbarians land (check-in, Fight, the result: Catan is saved, Red is
# the Defender), to Red's settlement that wins and the winner's page. After every key the
# focus is on a control of the window the keys go to (never on nothing, a panel or a label,
# never left behind a dialog). The Tab stops of a turn and of Enter Dice are counted and
# held under a bound: a player's card and a die are one stop each, the arrow keys move
# inside them.
#
# Usage: test-keyboard-game.py HERALD_EXECUTABLE SCHEMA_DIR
# Run it through run-ui-test.sh. Skipped (exit 77) without metacity or xdotool.

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import Keyboard, check, keyboard_test, log, run_test, until  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
PLAYERS = ["Red", "Blue", "White"]

# The dice of each turn (event, red, white): seven ships, the seventh lands on Red's turn.
# No 7 (nobody discards), no gate (nobody draws).
SCHEDULE = [("Ship", 1, 2), ("Ship", 2, 2), ("Ship", 3, 1), ("Ship", 1, 4), ("Ship", 2, 3),
            ("Ship", 5, 3), ("Ship", 6, 2)]
EVENTS = ["Ship", "Trade gate", "Politics gate", "Science gate"]

# Upper bounds of the Tab stops (before: 29 in a turn of three players, up to 16 in Enter Dice)
MAX_TURN_STOPS = 12
MAX_DICE_STOPS = 6

lost = []


class Player:
    def __init__(self, app):
        self.app = app
        self.k = Keyboard(app)

    def key(self, name, times=1):
        """Press @name (@times times); after each, the focus must be on a control."""
        for _ in range(times):
            self.k.press(name)
            problem = self.k.lost()
            if problem is not None:
                lost.append("after %s: %s" % (name, problem))
                print("not ok - the focus is kept after %s: %s" % (name, problem), flush=True)

    def focus(self):
        return self.k.name()

    def reach(self, name, group=None, limit=60, back=False):
        """Tab (and inside @group, the player's card, the arrow keys) until @name has the focus."""
        if group is not None:
            seen = []
            for _ in range(limit):
                if self.k.in_group(group):
                    break
                seen.append(self.k.describe(self.k.focused()))
                self.key("Tab")
            else:
                raise AssertionError("Tab never reached %s's card (focus: %s)" % (group, seen[:15]))
            # the arrows move as the card is laid out (a grid): up to its top row, then row
            # by row, each from its left end to its right end; a key that does not move the
            # focus is an edge
            here = self.k.where()
            if here[0] == name:
                return

            def step(direction):
                nonlocal here
                self.key(direction)
                now = self.k.where()
                moved = now != here
                here = now
                return moved

            while step("Up"):
                if here[0] == name:
                    return
            for _ in range(limit):
                for direction in ("Left", "Right"):
                    while step(direction):
                        if here[0] == name:
                            return
                if not step("Down"):
                    break
                if here[0] == name:
                    return
            raise AssertionError("the arrow keys never reached %r in %s's card" % (name, group))
        for _ in range(limit):
            if self.focus() == name:
                return
            # the next Tab only once this one has moved the focus (up to 5 s): with a Tab
            # still queued in a busy app, @name seen focused was left before Space came
            before = self.k.where()
            self.key("shift+Tab" if back else "Tab")
            until(lambda: self.k.where() != before, 5)
        raise AssertionError("Tab never reached %r (focus: %s)" % (name, self.focus()))

    def activate(self, name, group=None):
        self.reach(name, group)
        self.key("space")

    def choose(self, first, value):
        """In a radio group whose focus is on @first (nothing chosen yet): choose the
        @value'th (1-based) with the arrow keys (Space for the first)."""
        if value == 1:
            self.key("space")
        else:
            self.key("Right", value - 1)

    def enter_dice(self, event, red, white, count_stops=False):
        self.activate("Enter Dice…")
        dialog = self.app.dialog()
        check(dialog.name == "Enter Dice", "Enter Dice opens (%s)" % dialog.name)
        self.reach("Ship")
        self.choose("Ship", EVENTS.index(event) + 1)
        check(self.focus() == event, "the arrow keys choose the event %s (focus: %s)" % (event, self.focus()))
        self.key("Tab")
        check(self.focus() == "Red 1", "Tab goes to the red die (focus: %s)" % self.focus())
        self.choose("Red 1", red)
        self.key("Tab")
        check(self.focus() == "White 1", "Tab goes to the white die (focus: %s)" % self.focus())
        self.choose("White 1", white)
        if count_stops:
            stops = self.k.tab_stops()
            log("Tab stops in Enter Dice:", stops)
            check(len(stops) <= MAX_DICE_STOPS,
                  "Enter Dice has %d Tab stops (at most %d)" % (len(stops), MAX_DICE_STOPS))
            # the faces are radio buttons for screen readers (71be1fa)
            check(any(s.startswith("radio button 'Red %d'" % red) for s in stops),
                  "Tab goes back to the chosen face of the red die (%s)" % stops)
        self.activate("Enter")
        self.app.gone("Enter Dice")

    def end_turn(self):
        self.activate("End Turn")


def run(app):
    p = Player(app)

    # Start page: New Game by Tab and Space
    check(p.k.lost(10) is None, "the start page has the focus on a control (%s)" % p.focus())
    p.activate("New Game")
    dialog = app.window("New Game")
    check(p.k.lost() is None, "New Game has the focus on a control (%s)" % p.focus())

    # Five victory points to win, typed into the spin button (backwards from Cancel: the
    # players' names are rows whose text GTK 4.8 does not show as focused to AT-SPI)
    p.reach("Victory points to win", back=True)
    p.key("ctrl+a")
    p.k.type("5")
    p.key("Tab")
    spin = app.find("Victory points to win", "spin button", dialog)
    value = spin.queryValue().currentValue
    check(value == 5, "the victory points to win are typed (%s)" % value)
    p.activate("Start")
    app.gone("New Game")
    app.label_containing("Red places the first settlement")

    # The setup round: the focus stays on the button that places the next piece
    for step in range(6):
        # the button renamed under the focus has its new name once the step is said (N22-10)
        if step == 3:
            until(lambda: p.focus() == "City Placed", 5)
        # a piece is placed on the board between two presses: a press within the double-click
        # time of the one before is a bounce, held back (N46-2)
        if step > 0:
            time.sleep(0.6)
        p.activate("Settlement Placed" if step < 3 else "City Placed")
    app.label_containing("Red to roll")

    stops = p.k.tab_stops()
    log("Tab stops of a turn before the roll:", stops)
    check(len(stops) <= MAX_TURN_STOPS, "a turn has %d Tab stops (at most %d)" % (len(stops), MAX_TURN_STOPS))

    for turn, (event, red, white) in enumerate(SCHEDULE):
        player = PLAYERS[turn % 3]
        log("turn", turn, player, event, red, white)
        app.label_containing("%s to roll" % player)
        p.enter_dice(event, red, white, count_stops=turn == 0)

        if turn == 0:
            stops = p.k.tab_stops()
            log("Tab stops of a turn after the roll:", stops)
            check(len(stops) <= MAX_TURN_STOPS,
                  "a turn after the roll has %d Tab stops (at most %d)" % (len(stops), MAX_TURN_STOPS))
        if turn in (0, 1):
            # knights: Red recruits two and activates them, Blue one (three against three cities)
            for n in range(2 if turn == 0 else 1):
                # a second knight of one kind is told apart from the first (a11y52-2)
                knight = "%s’s basic knight%s" % (player, " 2 of 2" if n == 1 else "")
                p.activate("%s recruits a basic knight" % player, group=player)
                check(p.focus() == "%s, inactive" % knight,
                      "after recruiting, the focus is on the knight (%s)" % p.focus())
                p.key("space")  # its menu
                p.reach("Activate")
                p.key("Return")
                log("focus after activating:", p.k.describe(p.k.focused()))
                # back on the knight, now active (it went to "Red builds a city wall")
                check(p.focus() == "%s, active" % knight,
                      "after Activate, the focus is on the knight (%s)" % p.focus())
                check(app.exists("%s, active" % knight),
                      "%s's knight is activated by keyboard" % player)

        if turn == 6:
            # The ship lands: the check-in, Fight, the result
            dialog = app.dialog()
            check(dialog.name == "The Barbarians Land!", "the barbarians land (%s)" % dialog.name)
            check(p.k.lost() is None, "the check-in has the focus on a control (%s)" % p.focus())
            p.activate("Fight")
            dialog = app.dialog(not_named="The Barbarians Land!")
            check(dialog.name == "Catan Is Saved", "the attack's result: %s" % dialog.name)
            check(app.exists("Red: Defender of Catan", None, dialog) or
                  any("Defender" in (n.name or "") for n in dialog.findChildren(lambda n: n.roleName == "label")),
                  "the result names the Defender")
            p.activate("Continue")
            app.no_dialog()
            check(app.exists("Red: Defender of Catan 1"), "Red holds a Defender of Catan card")
            # Red's fifth point wins
            p.activate("Red builds a settlement", group="Red")
            app.label_containing("Red Wins!")
            check(p.k.lost() is None, "the winner's page has the focus on a control (%s)" % p.focus())
            break

        p.end_turn()

    check(app.exists("Red Wins!", "heading"), "the game ends with the winner's page")
    check(not lost, "the focus was never lost (%d times lost)" % len(lost))
    for what in lost:
        log("lost:", what)


def main():
    return keyboard_test("herald-keys-game-", EXE, SCHEMA_DIR, run, "physical")


if __name__ == "__main__":
    run_test(main)
