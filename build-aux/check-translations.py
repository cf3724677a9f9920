#!/usr/bin/python3
# build-aux/check-translations.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Checks every catalogue listed in po/LINGUAS:
#   - `msgfmt --check --check-accelerators=_ --statistics` succeeds;
#   - the catalogue is complete: no fuzzy entry, no untranslated entry (every plural form
#     filled), as many plural forms as the header's Plural-Forms says;
#   - every c-format msgstr keeps the same multiset of printf conversions as its msgid
#     (for plurals: msgstr[0] against msgid, the other forms against msgid_plural);
#     positional forms (%1$s) count as their plain conversion (%s), and %% is not counted;
#   - one name per improvement track: the capitalised name (context "track", the player
#     card's row) is the name used in sentences (context "improvement track") with a capital
#     (newcomer report 12: Danish said "Viden" on the card and "videnskab" elsewhere);
#   - one apostrophe in the English text: no msgid holds ' where the others write ’;
#   - no entry the sources no longer hold: every msgid (with its context) is one xgettext
#     finds in the files po/POTFILES.in lists, with the keywords of meson's glib preset
#     (po/meson.build), when xgettext is installed.
# Each failure names the file, the line of the entry, its context and its msgid.
#
# Usage: check-translations.py PO_DIR

import os
import re
import shutil
import subprocess
import sys
import tempfile

# A printf conversion as GNU msgfmt understands it for c-format (ISO C plus the
# <PRIxNN> macros and the 'I' flag); the position (N$) is captured apart.
SPEC = re.compile(
    r"%(?:(?P<pos>[1-9][0-9]*)\$)?"
    r"(?P<flags>[-+ #0'I]*)"
    r"(?P<width>\*(?:[1-9][0-9]*\$)?|[0-9]+)?"
    r"(?:\.(?P<prec>\*(?:[1-9][0-9]*\$)?|[0-9]*))?"
    r"(?P<conv><PRI[diouxX](?:8|16|32|64|FAST8|FAST16|FAST32|FAST64|LEAST8|LEAST16|LEAST32"
    r"|LEAST64|MAX|PTR)>|(?:hh|h|ll|l|L|q|j|z|Z|t)?[diouxXeEfFgGaAcsCSpnm%])")


class Entry:
    def __init__(self, line):
        self.line = line
        self.comments = []
        self.flags = set()
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = {}  # index -> text ("msgstr" alone is index 0)
        self.obsolete = False

    def describe(self, path):
        ctx = f" [context “{self.msgctxt}”]" if self.msgctxt is not None else ""
        msgid = self.msgid.replace("\n", "\\n")
        if len(msgid) > 70:
            msgid = msgid[:67] + "…"
        return f"{path}:{self.line}{ctx} msgid “{msgid}”"


def unquote(text, path, lineno):
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{path}:{lineno}: expected a quoted string")
    body = text[1:-1]
    out = []
    i = 0
    escapes = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "a": "\a",
               "b": "\b", "f": "\f", "v": "\v"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            nxt = body[i + 1]
            if nxt in escapes:
                out.append(escapes[nxt])
                i += 2
                continue
            if nxt in "01234567":
                j = i + 1
                while j < len(body) and j < i + 4 and body[j] in "01234567":
                    j += 1
                out.append(chr(int(body[i + 1:j], 8)))
                i = j
                continue
        out.append(c)
        i += 1
    return "".join(out)


def parse_po(path):
    """Returns the list of entries of a PO file (the header included, obsolete ones marked)."""
    entries = []
    entry = None
    field = None  # (name, index)

    def finish():
        nonlocal entry
        if entry is not None and entry.msgid is not None:
            entries.append(entry)
        entry = None

    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")

    for lineno, raw in enumerate(lines, start=1):
        line = raw.strip()
        obsolete = False
        if line.startswith("#~"):
            obsolete = True
            line = line[2:].strip()
            if line.startswith("|"):  # previous msgid of an obsolete entry
                continue
        if not line:
            if not obsolete:
                finish()
                field = None
            continue
        if line.startswith("#") and not obsolete:
            if entry is not None and entry.msgid is not None:
                finish()
            if entry is None:
                entry = Entry(lineno)
            if line.startswith("#,"):
                entry.flags.update(flag.strip() for flag in line[2:].split(","))
            else:
                entry.comments.append(line)
            continue

        keyword, _, rest = line.partition(" ")
        if keyword.startswith('"'):
            if entry is None or field is None:
                raise ValueError(f"{path}:{lineno}: continuation line outside an entry")
            value = unquote(line, path, lineno)
            name, index = field
            if name == "msgstr":
                entry.msgstr[index] += value
            else:
                setattr(entry, name, getattr(entry, name) + value)
            continue

        if keyword in ("msgctxt", "msgid") and entry is not None and entry.msgid is not None:
            finish()
        if entry is None:
            entry = Entry(lineno)
        entry.obsolete = entry.obsolete or obsolete
        value = unquote(rest, path, lineno)
        m = re.fullmatch(r"msgstr\[([0-9]+)\]", keyword)
        if keyword in ("msgctxt", "msgid", "msgid_plural"):
            if keyword == "msgid":
                entry.line = lineno  # failures point at the msgid line
            setattr(entry, keyword, value)
            field = (keyword, None)
        elif keyword == "msgstr":
            entry.msgstr[0] = value
            field = ("msgstr", 0)
        elif m:
            entry.msgstr[int(m.group(1))] = value
            field = ("msgstr", int(m.group(1)))
        else:
            raise ValueError(f"{path}:{lineno}: unknown keyword {keyword!r}")
    finish()
    return entries


def specs(text):
    """The multiset (sorted list) of printf conversions in text, positions and %% left out."""
    found = []
    for m in SPEC.finditer(text):
        if m.group("conv") == "%":
            continue
        spec = "%" + m.group("flags") + (m.group("width") or "")
        if m.group("prec") is not None:
            spec += "." + m.group("prec")
        spec += m.group("conv")
        # A positional width or precision (*2$) counts as a plain star.
        spec = re.sub(r"\*[0-9]+\$", "*", spec)
        found.append(spec)
    return sorted(found)


def nplurals_of(header):
    m = re.search(r"^Plural-Forms:.*?nplurals\s*=\s*([0-9]+)", header.msgstr.get(0, ""), re.M)
    return int(m.group(1)) if m else None


def check_catalogue(path, msgfmt, sources=None):
    errors = []

    if msgfmt is not None:
        run = subprocess.run([msgfmt, "--check", "--check-accelerators=_", "--statistics",
                              "--output-file=/dev/null", path],
                             capture_output=True, text=True,
                             env=dict(os.environ, LC_ALL="C", LANGUAGE=""))
        stats = (run.stderr.strip().splitlines() or ["(no statistics)"])[-1]
        print(f"{path}: {stats}")
        if run.returncode != 0:
            errors.append(f"{path}: msgfmt --check failed:\n{run.stderr.rstrip()}")

    try:
        entries = parse_po(path)
    except (OSError, ValueError, UnicodeDecodeError) as e:
        return errors + [f"{path}: cannot be read: {e}"]

    live = [e for e in entries if not e.obsolete]
    header = next((e for e in live if e.msgid == "" and e.msgctxt is None), None)
    if header is None:
        return errors + [f"{path}: no header entry"]
    nplurals = nplurals_of(header)
    if nplurals is None:
        errors.append(f"{path}:{header.line}: the header has no Plural-Forms with nplurals")
    if "fuzzy" in header.flags:
        errors.append(f"{path}:{header.line}: the header is marked fuzzy")

    n_translated = 0
    for e in live:
        if e is header:
            continue
        where = e.describe(path)
        problems = []
        if "fuzzy" in e.flags:
            problems.append("is fuzzy")

        if e.msgid_plural is not None:
            expected = range(nplurals) if nplurals is not None else sorted(e.msgstr)
            forms = [(i, e.msgstr.get(i)) for i in expected]
            extra = sorted(set(e.msgstr) - set(expected))
            if extra:
                problems.append(f"has msgstr{extra} beyond nplurals={nplurals}")
        else:
            forms = [(None, e.msgstr.get(0))]

        empty = [i for i, text in forms if not text]
        if empty:
            if e.msgid_plural is not None:
                problems.append("is untranslated in plural form(s) "
                                + ", ".join(f"msgstr[{i}]" for i in empty))
            else:
                problems.append("is untranslated")

        if "c-format" in e.flags and "no-c-format" not in e.flags:
            for i, text in forms:
                if not text:
                    continue
                if i is None or (i == 0 and nplurals != 1):
                    source = e.msgid
                else:
                    source = e.msgid_plural
                want, have = specs(source), specs(text)
                if want != have:
                    missing = list(want)
                    added = []
                    for s in have:
                        if s in missing:
                            missing.remove(s)
                        else:
                            added.append(s)
                    label = "msgstr" if i is None else f"msgstr[{i}]"
                    detail = []
                    if missing:
                        detail.append("lacks " + " ".join(missing))
                    if added:
                        detail.append("adds " + " ".join(added))
                    problems.append(f"{label} does not keep the format specifiers of the "
                                    f"source ({'; '.join(detail)}): “{text}”")

        if problems:
            for p in problems:
                errors.append(f"{where} {p}")
        else:
            n_translated += 1

    errors += check_track_names(path, live)
    errors += check_apostrophes(path, live)
    errors += check_unused(path, live, sources)

    total = len(live) - 1
    pct = 100.0 * n_translated / total if total else 100.0
    print(f"{path}: {n_translated} of {total} entries complete and consistent ({pct:.1f} %)")
    return errors


def check_track_names(path, live):
    """Each track's name on the player card is its name in sentences, capitalised."""
    by_key = {(e.msgctxt, e.msgid): e for e in live}
    errors = []
    for name in ("Trade", "Politics", "Science"):
        card = by_key.get(("track", name))
        sentence = by_key.get(("improvement track", name.lower()))
        if card is None or sentence is None:
            continue
        # a soft hyphen only says where the name may break on a narrow card
        a = card.msgstr.get(0, "").replace("\u00ad", "")
        b = sentence.msgstr.get(0, "").replace("\u00ad", "")
        if a and b and a[:1].lower() + a[1:] != b[:1].lower() + b[1:]:
            errors.append(f"{card.describe(path)} is “{a}” but the same track is “{b}” in "
                          f"sentences ({sentence.describe(path)}): one name per track")
    return errors


def check_apostrophes(path, live):
    """The English text has one apostrophe, ’ (U+2019), as most of its strings do: "it is
    %s's turn" beside "Anna’s basic knight" read as two hands (newcomer report 23, N23-3)."""
    errors = []
    for e in live:
        for text in (e.msgid, e.msgid_plural):
            if e.msgid and text and "'" in text:
                errors.append(f"{e.describe(path)} has the apostrophe ' where the English text "
                              f"writes ’")
    return errors


# The keywords of meson's i18n.gettext () preset 'glib', which po/meson.build uses
XGETTEXT_KEYWORDS = ["--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
                     "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3",
                     "--keyword=g_dpgettext2:2c,3"]


def source_messages(po_dir):
    """The (context, msgid) pairs xgettext finds in the files po/POTFILES.in lists, as the
    template is made; None without xgettext."""
    xgettext = shutil.which("xgettext")
    if xgettext is None:
        print("xgettext not found: unused entries are not looked for", file=sys.stderr)
        return None
    root = os.path.dirname(os.path.abspath(po_dir))
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "herald.pot")
        run = subprocess.run([xgettext, "--from-code=UTF-8", *XGETTEXT_KEYWORDS,
                              "--files-from=" + os.path.join(os.path.abspath(po_dir), "POTFILES.in"),
                              "--directory=" + root, "--output=" + pot],
                             capture_output=True, text=True,
                             env=dict(os.environ, LC_ALL="C", LANGUAGE=""))
        if run.returncode != 0:
            raise RuntimeError(f"xgettext failed:\n{run.stderr.rstrip()}")
        return {(e.msgctxt, e.msgid) for e in parse_po(pot) if e.msgid}


def check_unused(path, live, sources):
    """Every entry is one the sources hold: an entry left behind when its string went from
    the code is translated for nothing ("a count is not a whole number in its range" stayed
    in every catalogue after 37fdba0, session 28)."""
    if sources is None:
        return []
    return [f"{e.describe(path)} is in no source file that po/POTFILES.in lists: remove it"
            for e in live if e.msgid and (e.msgctxt, e.msgid) not in sources]


def languages(po_dir):
    langs = []
    with open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0]
            langs += line.split()
    return langs


def main(argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} PO_DIR", file=sys.stderr)
        return 2
    po_dir = argv[1]
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        print("msgfmt not found: cannot check the catalogues", file=sys.stderr)
        return 1

    langs = languages(po_dir)
    if not langs:
        print(f"{po_dir}/LINGUAS lists no language", file=sys.stderr)
        return 1

    sources = source_messages(po_dir)
    failed = []
    for lang in langs:
        path = os.path.join(po_dir, lang + ".po")
        if not os.path.isfile(path):
            errors = [f"{path}: listed in LINGUAS but missing"]
        else:
            errors = check_catalogue(path, msgfmt, sources)
        if errors:
            failed.append(lang)
            for err in errors:
                print(f"FAIL {err}")
        else:
            print(f"ok   {lang}")

    if failed:
        print(f"{len(failed)} of {len(langs)} catalogue(s) fail: {', '.join(failed)}")
        return 1
    print(f"all {len(langs)} catalogues are complete")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
