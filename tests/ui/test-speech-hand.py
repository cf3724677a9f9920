#!/usr/bin/python3
# tests/ui/test-speech-hand.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# What a blind player hears when a fifth progress card is drawn off-turn (RULES.md A12.2), with
# Orca speaking into a file and a window manager on the display (as test-speech.py): the roll
# entered from physical dice is said once; the privacy step, the card and its text; then,
# the device still in Ben's hands, the put-back dialog with its message (why: the hand limit)
# and the focus on the card drawn, not on Cancel (before tester report 43, N43-3, a second
# privacy step came between; it once opened silently). Then the player card's progress cards button, its description said once as
# the focus comes back to it.
#
# Usage: test-speech-hand.py HERALD_EXECUTABLE SCHEMA_DIR [LOG_DIR]
# Run it through run-ui-test.sh. Skipped (exit 77) when orca, speech-dispatcher or metacity
# is not installed.

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import check, focused_in, key, log, run_test, speech_test  # noqa: E402

EXE = sys.argv[1]
SCHEMA_DIR = sys.argv[2]
OUT = sys.argv[3] if len(sys.argv) > 3 else None


def count(reader, text, mark):
    return sum(line.count(text) for line in reader.lines()[mark:])


def run(app, reader):
    app.press("Resume Game")
    app.label_containing("Anna to roll")
    time.sleep(1.5)

    # Anna's roll from her physical dice: a science gate with red 1, Ben (science 1) draws
    # his fifth card off-turn
    app.press("Enter Dice…")
    dialog = app.dialog()
    app.toggle("Science gate", dialog)
    app.toggle("Red 1", dialog)
    app.toggle("White 3", dialog)
    mark = reader.mark()
    app.press("Enter", parent=dialog)
    app.gone("Enter Dice")
    sentence = "Production 4; Science gate: Ben draws from the Science deck."
    dialog = app.dialog()
    check(dialog.name == "Give the Device to Ben", "Ben draws a card (%s)" % dialog.name)
    check(reader.wait_for(sentence, mark, 20), "the roll's sentence is spoken")
    check(reader.wait_for("Give the Device to Ben", mark, 20), "the privacy step is spoken")
    # its message too, before Reveal is pressed, as a player would wait for it (pressed
    # sooner, under load, the message came after the reveal's mark: not a reading again)
    check(reader.wait_for("Only Ben should look.", mark, 20), "the privacy step's message is spoken")
    log("heard after the roll:", reader.heard_since(mark))

    mark = reader.mark()
    app.press("Reveal", parent=dialog)
    dialog = app.dialog(not_named="Give the Device to Ben")
    card = dialog.name
    # the body, named on one line for screen readers: the deck, then the card's text
    body = [n.name for n in dialog.findChildren(lambda n: n.roleName == "label")
            if n.name and n.name != card and len(n.name) > 30]
    check(reader.wait_for(card, mark, 20), "the card's name is spoken as it is revealed (%s)" % card)
    check(bool(body), "the revealed card shows its text")
    check(body and "\n" not in body[0],
          "the card's text is named on one line (%r)" % (body[0] if body else None))
    # the card's text, said with Keep as the focus comes to it (announced as the dialog
    # opened, it was lost 1 run in 9: issue 11). Given to the screen reader with its line
    # breaks, it was lost in 2 CI runs of 3 (a logged KNOWN ISSUE here in session 14):
    # speech-dispatcher 0.11's speech module garbles or drops an utterance with a line break
    # whose end it reads later than its start, as on a loaded machine (herald-a11y-lines.c)
    check(body and reader.wait_for(body[0], mark, 20),
          "the card's text is spoken as it is revealed (%s)" % (body[0] if body else None))
    time.sleep(1.5)
    log("heard as the card was revealed:", reader.heard_since(mark))
    # the card's text once: with its line breaks, speech-dispatcher repeated it and earlier
    # words now and then (garbled, see above)
    n = reader.heard_since(mark).count(body[0]) if body else 0
    check(n == 1, "the card's text is spoken once as it is revealed (%d times)" % n)

    # Keep: the put-back comes next, without asking again for the device Ben holds (tester
    # report 43, N43-3), its message (why, then what) and the focus on the card drawn
    time.sleep(1.0)
    mark = reader.mark()
    app.press("Keep", parent=dialog)
    app.gone(card)
    dialog = app.dialog()
    check(dialog.name == "Ben Puts a Card Back", "the put-back dialog opens (%s)" % dialog.name)
    check(reader.wait_for("Ben holds more than four progress cards.", mark, 20),
          "the put-back dialog says why")
    check(reader.wait_for("The card goes face down under its deck.", mark, 20),
          "the put-back dialog's message is spoken")
    # each card's button says what it does, seen and heard: "Put Mining Back", not a bare
    # "Mining push button" (newcomer report 23, N23-6); Ben's copies of it one answer that
    # counts them, "Put Mining Back (3 in Hand)" (N43-3)
    put_back = "Put %s Back" % card
    focus = app.wait(lambda: focused_in(dialog), 10, "the focus in the put-back dialog")
    check(focus.name == put_back or focus.name.startswith(put_back + " ("),
          "the put-back dialog's focus is on the card drawn (%s)" % focus.name)
    put_back = focus.name
    check(reader.wait_for("%s push button" % put_back, mark, 20),
          "the focused card's button is spoken as what it does (%s)" % put_back)
    log("heard as the put-back dialog opened:", reader.heard_since(mark))

    # the card drawn goes back: the game goes on, Ben holds four
    time.sleep(1.0)
    app.press(put_back, parent=dialog)
    app.no_dialog()

    # Ben's progress cards button: its description is said once as the focus comes to it
    time.sleep(1.5)
    name = "Ben’s progress cards: 4"
    window = app.window()
    mark = reader.mark()
    for _ in range(40):
        focus = focused_in(window)
        if focus is not None and focus.name == name:
            break
        # each Tab once Orca has finished with the last stop: under load it said Anna's
        # progress cards button and its description after the mark of the Tab that left it,
        # and the description was counted twice
        reader.quiet()
        mark = reader.mark()
        key("Tab")
    focus = focused_in(window)
    check(focus is not None and focus.name == name, "Tab reaches Ben's progress cards (%s)"
          % (focus.name if focus is not None else None))
    check(reader.wait_for(name, mark, 20), "the progress cards button is spoken")
    check(reader.wait_for("open the hand privately", mark, 20), "the progress cards button's description is spoken")
    time.sleep(3.0)
    # Not counted the first time: GTK 4.8 keeps the changes of a control whose accessible is
    # not realized yet (gtk_at_context_update () returns early and keeps them) and sends them
    # all when the control first takes the focus, just after the focus; Orca 43 reads the
    # description a second time then, as its onDescriptionChanged compares the new text with
    # a key it never fills ('description', where the focus stores 'descriptions'). A
    # described-by relation sends no such change (the card's text at its reveal, said once),
    # a description or tooltip does (left open in issue 11)
    # (the hint is now a described-by relation to a label never shown, not the tooltip: said once)
    # counted from Ben's button on: under load Orca, still a second behind after a second of
    # quiet, said Anna's button and its description after the mark of the Tab that left it
    # (3 loop runs in 20 at load 14-17)
    heard = reader.heard_since(mark)
    n = heard[heard.find(name):].count("open the hand privately") if name in heard else 0
    log("heard on the progress cards button (first visit):", heard)
    check(n == 1, "the progress cards button's description is spoken once on the first visit (%d times)" % n)
    # away (Right, inside the card) and back: said once
    key("Right")
    app.wait(lambda: focused_in(window) is not None and focused_in(window).name != name, 10,
             "the focus to leave the progress cards")
    time.sleep(2.0)
    mark = reader.mark()
    key("Left")
    check(reader.wait_for(name, mark, 20), "the progress cards button is spoken as the focus comes back")
    time.sleep(3.0)
    n = count(reader, "open the hand privately", mark)
    check(n == 1, "the progress cards button's description is spoken once (%d times)" % n)
    log("heard back on the progress cards button:", reader.heard_since(mark))


def main():
    return speech_test("herald-speech-hand-", EXE, SCHEMA_DIR, OUT, run, game="hand-limit.json")


if __name__ == "__main__":
    run_test(main)
