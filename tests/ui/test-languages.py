#!/usr/bin/python3
# tests/ui/test-languages.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Herald in the players' languages: for every language of po/LINGUAS the app starts with the
# translations of the build tree, opens a game in progress, shows the table in that language
# (found through the accessibility tree by the translated names) and is photographed at
# 1280 × 800 and at 360 × 640. No name or description of the whole accessibility tree, of the
# table and of Enter Dice, has a soft hyphen (U+00AD: the German "Wissen\u00ADschaft" of a
# city improvement's button was given to Orca so; issue 11).
#
# Usage: run-ui-test.sh test-languages.py HERALD_EXECUTABLE SCHEMA_DIR LOCALE_DIR LINGUAS OUT_DIR

import gettext
import os
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from herald_ui import App, log, make_home  # noqa: E402

EXE, SCHEMA_DIR, LOCALE_DIR, LINGUAS, OUT = sys.argv[1:6]


def languages():
    with open(LINGUAS, encoding="utf-8") as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def run(lang, n):
    catalogue = gettext.translation("herald", localedir=LOCALE_DIR, languages=[lang])
    words = {}
    for msgid in ("_Resume Game", "_End Turn", "Barbarians", "Enter Dice", "_Enter Dice…", "_Cancel"):
        translated = catalogue.gettext(msgid)
        assert translated != msgid, "%s: %r is not translated" % (lang, msgid)
        words[msgid] = translated.replace("_", "")

    # a phone's title bar has only the close button
    home = make_home("herald-%s-" % lang, game="four-players.json", decoration_layout=":close")
    app = App(EXE, home, {
        "GSETTINGS_SCHEMA_DIR": SCHEMA_DIR,
        "HERALD_LOCALEDIR": LOCALE_DIR,
        "LANG": "C.UTF-8",
        "LC_ALL": "",
        "LANGUAGE": lang,
    }).start()
    try:
        app.press(words["_Resume Game"])
        app.find(words["_End Turn"], "push button")
        app.label_containing(words["Barbarians"])
        log(lang, "table shown:", ", ".join(words.values()))
        hyphens = app.soft_hyphens()
        assert not hyphens, "%s: soft hyphens given to screen readers: %s" % (lang, "; ".join(hyphens))
        # Enter Dice: the event die and its faces ("Portale Com\u00ADmercio")
        app.press(words["_Enter Dice…"])
        dialog = app.dialog()
        hyphens = app.soft_hyphens(dialog)
        app.press(words["_Cancel"], parent=dialog)
        app.no_dialog()
        assert not hyphens, "%s: soft hyphens in Enter Dice: %s" % (lang, "; ".join(hyphens))
        time.sleep(0.6)
        app.screenshot(os.path.join(OUT, "table-%s-1280x800.png" % lang), 1280, 800)
        time.sleep(0.4)
        path = os.path.join(OUT, "table-%s-360x640.png" % lang)
        app.screenshot(path, 360, 640)
        # the layout holds at phone width: nothing makes the window wider than 360 px
        size = subprocess.run(["identify", "-format", "%w", path], capture_output=True,
                              text=True).stdout.strip()
        assert size == "360", "%s: the window is %s px wide at phone width" % (lang, size)
        print("ok %d - %s" % (n, lang), flush=True)
    finally:
        app.stop()
        shutil.rmtree(home, ignore_errors=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    langs = languages()
    print("1..%d" % len(langs), flush=True)
    failed = 0
    for n, lang in enumerate(langs, 1):
        try:
            run(lang, n)
        except Exception as e:  # report and go on with the next language
            failed += 1
            print("not ok %d - %s: %s" % (n, lang, e), flush=True)
    sys.exit(1 if failed else 0)


main()
