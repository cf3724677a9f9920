#!/usr/bin/env bash
# check-game-files.sh SOURCE_ROOT HERALD_CLI: every saved game shipped outside the engine's
# scenarios (tests/scenarios/, which hold refused games on purpose) and the fuzzer's corpus
# (tests/fuzz/) passes `herald-cli validate`, and each of tests/ui/story-games/ is a finished
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
  if ! out=$("$cli" validate "$f" 2>&1); then
    echo "not ok $rel: $out"
    failed=1
    continue
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
