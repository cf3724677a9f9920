#!/usr/bin/python3
# build-aux/check-flatpak-manifest.py
#
# Copyright 2026 The Herald authors
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Offline check of the Flatpak manifest (no runtime can be installed to build it): valid JSON
# naming the GNOME runtime and SDK, the herald command, the sandbox permissions of STYLE.md §8
# and one meson module "herald" built from the source tree.
#
# Usage: check-flatpak-manifest.py flatpak/io.github.herald.Herald.json

import json
import sys

APP_ID = "io.github.herald.Herald"
FINISH_ARGS = {"--share=ipc", "--socket=wayland", "--socket=fallback-x11", "--device=dri"}


def check(manifest):
    errors = []

    def expect(key, value):
        if manifest.get(key) != value:
            errors.append(f"{key!r} is {manifest.get(key)!r}, expected {value!r}")

    expect("id", APP_ID)
    expect("runtime", "org.gnome.Platform")
    expect("sdk", "org.gnome.Sdk")
    expect("command", "herald")

    version = manifest.get("runtime-version")
    if not isinstance(version, str) or not version.isdigit() or int(version) < 43:
        errors.append(f"'runtime-version' is {version!r}, "
                      "expected a GNOME release >= 43 as a string")

    finish_args = manifest.get("finish-args")
    if not isinstance(finish_args, list) or set(finish_args) != FINISH_ARGS \
       or len(finish_args) != len(FINISH_ARGS):
        errors.append(f"'finish-args' is {finish_args!r}, expected exactly {sorted(FINISH_ARGS)}")

    cleanup = manifest.get("cleanup")
    if not isinstance(cleanup, list) or not all(isinstance(c, str) for c in cleanup):
        errors.append("'cleanup' must be a list of strings")

    modules = manifest.get("modules")
    if not isinstance(modules, list):
        errors.append("'modules' must be a list")
        return errors

    herald = [m for m in modules if isinstance(m, dict) and m.get("name") == "herald"]
    if len(herald) != 1:
        errors.append("expected exactly one module named 'herald'")
        return errors

    module = herald[0]
    if module.get("buildsystem") != "meson":
        errors.append(f"module 'herald': 'buildsystem' is {module.get('buildsystem')!r}, "
                      "expected 'meson'")
    sources = module.get("sources")
    if not isinstance(sources, list) or not any(
            isinstance(s, dict) and (s.get("type") == "dir" or s.get("type") == "git")
            for s in sources):
        errors.append("module 'herald' needs a 'dir' or 'git' source")

    return errors


def main(argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} MANIFEST", file=sys.stderr)
        return 2

    try:
        with open(argv[1], encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print(f"{argv[1]}: {e}", file=sys.stderr)
        return 1

    if not isinstance(manifest, dict):
        print(f"{argv[1]}: the manifest is not a JSON object", file=sys.stderr)
        return 1

    errors = check(manifest)
    for error in errors:
        print(f"{argv[1]}: {error}", file=sys.stderr)
    if not errors:
        print(f"{argv[1]}: OK")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
