#!/usr/bin/env bash
# check-game-files.sh SOURCE_ROOT HERALD_CLI: every saved game shipped outside the engine's
# scenarios (tests/scenarios/, which hold refused games on purpose) and the fuzzer's corpus
# (tests/fuzz/) passes `herald-cli validate` (or, an older Herald's log, opens and replays as
# written: said with the rule it breaks), and each of tests/ui/story-games/ is a finished
# game. The UI tests and story-screenshots.py open them; a rule the engine learns later must
# not leave them unloadable unnoticed (robust report 28, R28-7: all four story games failed
# after the engine refused a progress card put back by choice).
set -u
root=$1
cli=$2
failed=0
count=0
stories=0
while IFS= read -r -d '' f; do
  grep -q '"format": *"herald-game"' "$f" || continue
  count=$((count + 1))
  rel=${f#"$root"/}
  if ! out=$(LANGUAGE= LC_ALL=C.UTF-8 "$cli" validate "$f" 2>&1); then
    # a log an older Herald wrote under a rule made stricter since: validate refuses it, but
    # Herald opens and replays it as written (docs/save-format.md, "Rules that refuse new
    # steps only"), which is what the UI tests need; said, not failed
    if [[ $out == *"Herald still opens and replays it as written"* ]] &&
       "$cli" replay "$f" > /dev/null 2>&1; then
      echo "# $rel opens, but its log breaks a rule of today: ${out#herald-cli: }"
    else
      echo "not ok $rel: $out"
      failed=1
      continue
    fi
  fi
  if [[ $rel == tests/ui/story-games/* ]]; then
    stories=$((stories + 1))
    winner=$("$cli" replay "$f" | /usr/bin/python3 -c 'import json, sys; print(json.load(sys.stdin)["winner"])')
    if [[ $winner == None ]]; then
      echo "not ok $rel: valid, but nobody has won (the story needs finished games)"
      failed=1
      continue
    fi
  fi
  echo "ok $rel"
done < <(find "$root/tests" "$root/docs" "$root/data" \
           \( -path "$root/tests/scenarios" -o -path "$root/tests/fuzz" \) -prune -o \
           -type f -name '*.json' -print0 | sort -z)
# the story of the README: four finished games (docs/screenshots/statistics-*, records-*)
if [[ $stories -ne 4 ]]; then
  echo "not ok: $stories valid story games in tests/ui/story-games, not 4"
  failed=1
fi
echo "$count game files checked"
exit $failed
