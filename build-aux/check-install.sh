#!/usr/bin/env bash
# build-aux/check-install.sh BUILDDIR
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `meson install` into a temporary DESTDIR must give a complete application: both programs, the
# desktop file, the metainfo, the settings schema, the icons and every translation listed in
# po/LINGUAS. Then the installed desktop file, metainfo and schema are validated as installed.

set -euo pipefail

builddir="$(realpath "$1")"
srcdir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
destdir="$(mktemp -d)"
trap 'rm -rf "$destdir"' EXIT

meson install -C "$builddir" --no-rebuild --quiet --destdir "$destdir" >/dev/null

prefix="$(meson introspect "$builddir" --buildoptions \
  | /usr/bin/python3 -c 'import json,sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"]=="prefix"))')"
root="$destdir$prefix"
app=io.github.herald.Herald
status=0

expect ()
{
  if [[ ! -e "$root/$1" ]]; then
    echo "missing from the installation: $prefix/$1" >&2
    status=1
  fi
}

expect bin/herald
expect bin/herald-cli
expect share/applications/$app.desktop
expect share/metainfo/$app.metainfo.xml
expect share/glib-2.0/schemas/$app.gschema.xml
expect share/icons/hicolor/scalable/apps/$app.svg
expect share/icons/hicolor/symbolic/apps/$app-symbolic.svg

while read -r lang; do
  [[ -z "$lang" || "$lang" == \#* ]] && continue
  expect "share/locale/$lang/LC_MESSAGES/herald.mo"
done < "$srcdir/po/LINGUAS"

if [[ $status -eq 0 ]]; then
  desktop-file-validate "$root/share/applications/$app.desktop"
  appstreamcli validate --no-net --pedantic "$root/share/metainfo/$app.metainfo.xml" >/dev/null \
    || appstreamcli validate --no-net "$root/share/metainfo/$app.metainfo.xml"
  glib-compile-schemas --strict --dry-run "$root/share/glib-2.0/schemas"
  # the installed programs run: the CLI answers, and the app's binary links
  "$root/bin/herald-cli" simulate --games 1 --seed 1 >/dev/null
  # (grep -q would stop reading at the first match, and with pipefail ldd's SIGPIPE then
  # failed the check now and then)
  ldd "$root/bin/herald" | grep libadwaita >/dev/null
  echo "installed: $(cd "$root" && find . -type f | wc -l) files under $prefix"
fi
exit $status
