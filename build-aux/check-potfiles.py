#!/usr/bin/python3
# build-aux/check-potfiles.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks that po/POTFILES.in is complete and sorted: every source file with translatable
# strings is listed (C files calling a gettext macro, .ui files with translatable="yes", the
# desktop file, metainfo and schema), every listed file exists, and the list is in C-locale
# order.
#
# Usage: check-potfiles.py SOURCE_ROOT

import pathlib
import re
import sys

C_STRINGS = re.compile(r"(?<![A-Za-z0-9_])(?:_|N_|C_|NC_|Q_|g_dgettext|g_dcgettext|g_dngettext"
                       r"|g_dpgettext2?|ngettext)\s*\(")


def has_strings(path):
    text = path.read_text(encoding="utf-8", errors="replace")
    if path.suffix in (".c", ".h"):
        return C_STRINGS.search(text) is not None
    if path.suffix == ".ui":
        return 'translatable="yes"' in text
    return True


def candidates(root):
    files = []
    for pattern in ("src/**/*.c", "src/**/*.h", "data/ui/*.ui", "data/*.desktop.in",
                    "data/*.metainfo.xml.in", "data/*.gschema.xml"):
        files += [p for p in root.glob(pattern) if p.is_file() and has_strings(p)]
    return {p.relative_to(root).as_posix() for p in files}


def main(argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} SOURCE_ROOT", file=sys.stderr)
        return 2

    root = pathlib.Path(argv[1])
    potfiles = root / "po" / "POTFILES.in"
    listed = []
    for line in potfiles.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            listed.append(line)

    errors = []
    for name in sorted(candidates(root) - set(listed)):
        errors.append(f"{name} has translatable strings but is not listed")
    for name in listed:
        if not (root / name).is_file():
            errors.append(f"{name} is listed but does not exist")
    if len(set(listed)) != len(listed):
        errors.append("a file is listed twice")
    if listed != sorted(listed):
        errors.append("the list is not sorted (LC_ALL=C sort)")

    for error in errors:
        print(f"po/POTFILES.in: {error}", file=sys.stderr)
    if not errors:
        print(f"po/POTFILES.in: OK, {len(listed)} files")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
