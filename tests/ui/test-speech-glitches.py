#!/usr/bin/python3
# tests/ui/test-speech-glitches.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a blind player hears said twice, or said wrong, by keyboard alone (issue 11), with Orca
# speaking into a file and a window manager on the display:
# - New Game's "Who starts" says its value once (it was said as the value and the subtitle);
# - the setup round's button, focused while it changes "Settlement Placed" to "City Placed",
#   is never read with its mnemonic's underscore ("_City Placed"), and its new name comes after
#   what the step that changed it says ("Cleo placed the first settlement": N22-10);
# - Enter Dice: its message is said before the face that has the focus as it opens, and that
#   face's state once;
#   Space on a face says "selected" once (it said "selected selected"); the arrow
#   keys say the face chosen once with its state, and nothing of the face left ("not
#   selected"); Tab to a die says its face and its state once; a red face is said once
#   ("Red 2. selected radio button Red 2.");
# - an undo with the focus on the main menu's button says what was undone, and "Main Menu" is
#   not said again;
# - the Rules Reference opened a second time by F1 says its name again;
# - on a phone, Right and Left on the page tabs say the tab once (it was said twice).
#
# Usage: test-speech-glitches.py HERALD_EXECUTABLE SCHEMA_DIR [LOG_DIR]
# Run it through run-ui-test.sh. Skipped (exit 77) when orca, speech-dispatcher or metacity is
# not installed.

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import check, key, log, run_test, speech_test  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None

# a mnemonic's mark in what is said: an underscore before a letter ("_City Placed")
MNEMONIC = re.compile(r"(^|\s)_\w")


def focus_to(app, name, role=None, limit=40):
    """Tab until the control called @name (of @role) has the focus."""
    for _ in range(limit):
        if app.focused_name(role) == name:
            return True
        key("Tab", 0.4)
    return check(False, "Tab reaches %r (focus: %s)" % (name, app.focused_name()))


def settle(reader, mark, quiet=2.0, timeout=15):
    """Waits until Orca has said nothing new for @quiet seconds; what it said after @mark."""
    deadline = time.time() + timeout
    last = None
    since = time.time()
    while time.time() < deadline:
        now = reader.lines()[mark:]
        if now != last:
            last = now
            since = time.time()
        elif time.time() - since >= quiet:
            break
        time.sleep(0.2)
    return last or []


def count(lines, text):
    return sum(1 for line in lines if line.rstrip(".") == text.rstrip("."))


def run(app, reader):
    app.press("New Game")
    dialog = app.window("New Game")
    for i, name in enumerate(["Anna", "Ben", "Cleo"]):
        app.find("Player %d" % (i + 1), "text", dialog).text = name

    # 0. New Game's "Who starts", which shows its value as its subtitle, says the value once
    # ("Who starts combo box. Anna. Anna.": the value, then the subtitle; issue 11)
    time.sleep(1.0)
    focus_to(app, "Who starts")
    key("shift+Tab", 1.0)
    mark = reader.mark()
    key("Tab", 0.5)
    heard = settle(reader, mark)
    log("heard on Who starts:", heard)
    check(any("Who starts" in line for line in heard), "Tab to Who starts says its name (%s)" % heard)
    n = sum(len(re.findall(r"\bAnna\b", line)) for line in heard)
    check(n == 1, "Who starts says its value once (%d times: %s)" % (n, heard))
    app.press("Start", parent=dialog)
    app.window()
    time.sleep(1.5)

    # 1. The setup round by Space on its button: the label changes under the focus
    focus_to(app, "Settlement Placed")
    time.sleep(1.0)
    mark = reader.mark()
    for _ in range(6):
        key("space", 1.5)
    app.label_containing("Anna to roll")
    heard = settle(reader, mark)
    log("heard in the setup round:", heard)
    check(any("City Placed" in line for line in heard), "the button's new name is said")
    # what the third Space did, then the button's new name: "City Placed" was said first, then
    # "Cleo placed the first settlement. Cleo places the first city" (tester finding N22-10)
    done = [i for i, line in enumerate(heard) if "Cleo placed the first settlement" in line]
    named = [i for i, line in enumerate(heard) if "City Placed" in line]
    check(done and named and done[0] < named[0],
          "the third placement is said before the button's new name, City Placed (%s)" % heard)
    said = [line for line in heard if MNEMONIC.search(line)]
    check(not said, "no name is said with its mnemonic's underscore (%s)" % said)

    # 4. Enter Dice by keyboard
    mark = reader.mark()
    app.press("Enter Dice…")
    app.dialog()
    check(reader.wait_for("Enter the three dice Anna rolled", mark, 20), "Enter Dice's message is said")
    heard = settle(reader, mark)
    log("heard as Enter Dice opens:", heard)
    # its message before its focused face, not after it (newcomer report 17, N17-7: "Enter
    # Dice dialog. Ship. not selected radio button. Enter Dice. Enter the three dice Anna
    # rolled.")
    said = [i for i, line in enumerate(heard) if "Enter the three dice Anna rolled" in line]
    face = [i for i, line in enumerate(heard) if line.startswith("Ship")]
    check(said and face and said[0] < face[0],
          "Enter Dice's message is said before its focused face (%s)" % heard)
    # the face's state once ("Ship.", "not selected radio button", then "not selected" again:
    # its states, sent after the focus came; issue 11)
    n = sum(line.count("not selected") for line in heard)
    check(n == 1, "Enter Dice says the focused face's state once as it opens (%d times: %s)" % (n, heard))
    # the focus is on the event die's first face, Ship, as the dialog opens
    mark = reader.mark()
    key("space", 0.5)
    heard = settle(reader, mark)
    log("heard after Space on Ship:", heard)
    check(count(heard, "selected") == 1, "Space on a face says 'selected' once (%s)" % heard)
    mark = reader.mark()
    key("Right", 0.5)
    heard = settle(reader, mark)
    log("heard after Right:", heard)
    check(count(heard, "Trade gate") == 1, "Right says the face chosen once (%s)" % heard)
    check(not any("not selected" in line for line in heard),
          "Right says nothing of the face left, nor 'not selected' of the face chosen (%s)" % heard)
    check(sum(line.count("selected") for line in heard) == 1, "the face's state is said once (%s)" % heard)
    mark = reader.mark()
    key("Tab", 0.5)
    heard = settle(reader, mark)
    log("heard after Tab to the red die:", heard)
    check(count(heard, "Red 1") == 1, "Tab to the red die says its first face once (%s)" % heard)
    check(sum(line.count("selected") for line in heard) == 1, "and its state once (%s)" % heard)
    mark = reader.mark()
    key("Right", 0.5)
    heard = settle(reader, mark)
    log("heard after Right on the red die:", heard)
    check(count(heard, "Red 2") == 1, "a red face is said once (%s)" % heard)
    check(not any("not selected" in line for line in heard), "nor 'not selected' (%s)" % heard)
    key("Tab", 0.5)
    key("Right", 0.5)
    key("ctrl+Return", 0.5)  # Enter (form.accept)
    app.gone("Enter Dice")

    # 5. An undo with the focus on the main menu's button
    time.sleep(1.0)
    app.press("Anna builds a settlement")
    focus_to(app, "Main Menu")
    settle(reader, reader.mark())
    mark = reader.mark()
    key("ctrl+z", 0.5)
    check(reader.wait_for("Undone: Anna built a settlement", mark), "the undo says what was undone")
    heard = settle(reader, mark, 3.0)
    log("heard after the undo:", heard)
    check(not any("Main Menu" in line for line in heard),
          "'Main Menu' is not said again after the undo (%s)" % heard)

    # 6. The Rules Reference opened again by F1 says its name again (hidden on close, GTK 4.8
    # never made it inactive, it did not become active anew, and Orca said only its focus)
    for time_ in ("first", "second"):
        settle(reader, reader.mark())
        mark = reader.mark()
        key("F1", 0.5)
        # the reference is built on its first use: seconds at a high load, more than a pause
        reader.wait_for("Rules Reference", mark)
        heard = settle(reader, mark)
        log("heard after F1 the %s time:" % time_, heard)
        check(any(line.startswith("Rules Reference") for line in heard),
              "F1 the %s time says the window's name (%s)" % (time_, heard))
        key("Escape", 1.5)

    # 2. A phone's page tabs by the arrows
    app.screenshot(os.path.join(OUT or "/tmp", "speech-glitches-phone.png"), 360, 640)
    time.sleep(1.5)
    focus_to(app, "Table", "page tab")
    settle(reader, reader.mark())
    for press, tab in (("Right", "Players"), ("Left", "Table"), ("Right", "Players")):
        mark = reader.mark()
        key(press, 0.5)
        heard = settle(reader, mark)
        log("heard after %s on the page tabs:" % press, heard)
        n = sum(line.count("%s page tab" % tab) for line in heard)
        check(n == 1, "%s on the page tabs says '%s page tab' once (%d times)" % (press, tab, n))


def main():
    return speech_test("herald-speech-glitches-", EXE, SCHEMA_DIR, OUT, run)


if __name__ == "__main__":
    run_test(main)
