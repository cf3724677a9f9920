#!/usr/bin/python3
# build-aux/check-no-rule-refs.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# No RULES.md section number ("(A9)", "(A12.3)", "(A15, A17.5)") in a string the player sees:
# the spec's numbers leaked into refusals read aloud and into the hand (newcomer report 11,
# N-14). Extracts the translatable strings of po/POTFILES.in with xgettext (the keywords of
# po/meson.build's i18n.gettext: _, N_, C_, NC_, g_dngettext) and checks each msgid, and its
# translation in every catalogue of po/LINGUAS, for such a number. Entries of the catalogues
# that are no longer in the source are left to the catalogues' next update.
#
# Usage: check-no-rule-refs.py SOURCE_ROOT

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import importlib.util

spec = importlib.util.spec_from_file_location(
    "check_translations", os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-translations.py"))
check_translations = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_translations)

REF = re.compile(r"\((?:RULES\.md )?§?[ABC][0-9]+(?:\.[0-9]+)*[a-z]?(?:,\s*§?[ABC]?[0-9]+(?:\.[0-9]+)*[a-z]?)*\)")


def main():
    root = sys.argv[1]
    po_dir = os.path.join(root, "po")
    with open(os.path.join(po_dir, "POTFILES.in"), encoding="utf-8") as f:
        files = [l.strip() for l in f if l.strip() and not l.startswith("#")]
    errors = []
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "herald.pot")
        subprocess.run(["xgettext", "--from-code=UTF-8", "--language=C", "--keyword=_", "--keyword=N_",
                        "--keyword=C_:1c,2", "--keyword=NC_:1c,2", "--keyword=g_dngettext:2,3",
                        "--keyword=ngettext:1,2", "--add-comments", "-o", pot,
                        *[f for f in files if f.endswith(".c")]],
                       cwd=root, check=True)
        source = {(e.msgctxt, e.msgid) for e in check_translations.parse_po(pot) if e.msgid}
    for key in sorted(source, key=lambda k: (k[0] or "", k[1])):
        for text in (key[1],):
            if REF.search(text):
                errors.append(f"source: msgid “{text}” names a RULES.md section")
    with open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8") as f:
        linguas = [w for l in f if not l.startswith("#") for w in l.split()]
    for lang in linguas:
        path = os.path.join(po_dir, lang + ".po")
        for e in check_translations.parse_po(path):
            if e.obsolete or (e.msgctxt, e.msgid) not in source:
                continue
            for text in e.msgstr.values():
                if REF.search(text):
                    errors.append(f"{e.describe(path)}: the translation names a RULES.md section: “{text}”")
    for error in errors:
        print(error)
    print(f"{len(source)} source strings checked, {len(errors)} with a RULES.md section number")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
