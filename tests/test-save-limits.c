/* test-save-limits.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The loader's limits, one by one, through a file on disk (breaker 12, R-1): the file size
 * (16 MiB), the nesting (32 levels), the values read (1 000 000), the lengths of `actions`,
 * `undone` and `undone_rolls` (20 000), a player's name (64 characters), numbers out of their
 * range and arrays longer than the game allows (docs/save-format.md). A file at a limit loads;
 * past it, herald_save_load_file () refuses it with a HERALD_GAME_ERROR_INVALID that names the
 * limit, and loses nothing: the file keeps its bytes, its inode and its modification time, and
 * nothing beside it is moved, renamed or written. The limits Herald could reach itself (the
 * size, the values and the three lengths) are refused with their reason, never as "not a Herald
 * game". The same fields are also refused from memory in test-save-load (field cases); these
 * cases are the limits, read from a file as Herald and herald-cli read one. */

#include "config.h"

#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "herald-save.h"
#include "save-test-utils.h"

/* @n copies of @item, comma-separated, inside [ ] */
static char *
repeated (const char *item,
          guint       n)
{
  GString *s = g_string_sized_new (n * (strlen (item) + 2) + 2);

  g_string_append_c (s, '[');
  for (guint i = 0; i < n; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", item);
  g_string_append_c (s, ']');
  return g_string_free (s, FALSE);
}

/* the base document padded with white space to @size bytes */
static char *
padded (gsize size)
{
  g_autofree char *doc = doc_with (NULL, NULL, NULL, NULL);
  gsize length = strlen (doc);
  char *text;

  g_assert_cmpuint (length, <, size);
  text = g_malloc (size + 1);
  memcpy (text, doc, length);
  memset (text + length, ' ', size - length);
  text[size] = '\0';
  return text;
}

static char *
nested (guint depth)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, ']');
  return doc_with_raw ("comment", s->str);
}

static char *
named (guint length)
{
  g_autofree char *name = g_strnfill (length, 'A');
  g_autofree char *value = g_strdup_printf ("'%s'", name);

  return doc_with ("players.0.name", value, NULL, NULL);
}

static char *
with_list (const char *path,
           const char *item,
           guint       n)
{
  g_autofree char *list = repeated (item, n);

  return doc_with_raw (path, list);
}

static char *size_at_limit (void) { return padded (HERALD_SAVE_MAX_SIZE); }
static char *size_over (void) { return padded (HERALD_SAVE_MAX_SIZE + 1); }
/* the document is level 1, "comment" holds the rest */
static char *nesting_at_limit (void) { return nested (HERALD_SAVE_MAX_DEPTH - 1); }
static char *nesting_over (void) { return nested (HERALD_SAVE_MAX_DEPTH); }
static char *values_over (void) { return with_list ("times", "null", HERALD_SAVE_MAX_VALUES + 1); }
static char *actions_over (void)
{
  return with_list ("actions", "{\"type\": \"set_merchant\", \"player\": 0}",
                    HERALD_SAVE_MAX_ACTIONS + 1);
}
static char *undone_over (void)
{
  return with_list ("undone", "{\"type\": \"end_turn\"}", HERALD_SAVE_MAX_ACTIONS + 1);
}
static char *undone_rolls_over (void)
{
  return with_list ("undone_rolls", "{\"roll\": 0, \"event\": \"ship\", \"red\": 1, \"white\": 1}",
                    HERALD_SAVE_MAX_ACTIONS + 1);
}
static char *name_at_limit (void) { return named (HERALD_MAX_NAME_LENGTH); }
static char *name_over (void) { return named (HERALD_MAX_NAME_LENGTH + 1); }
static char *victory_points_over (void) { return doc_with ("rules.victory_points", "31", NULL, NULL); }
static char *victory_points_lowest (void) { return doc_with ("rules.victory_points", "4", NULL, NULL); }
static char *round_over (void) { return doc_with ("start.round", "100001", NULL, NULL); }
static char *defender_over (void) { return doc_with ("start.players.0.defender", "1001", NULL, NULL); }
static char *red_over (void)
{
  return doc_with ("actions.+", "{'type': 'roll', 'event': 'ship', 'red': 7, 'white': 1}", NULL,
                   NULL);
}
/* newcomer report 19, N19-9: a player index is checked against the game's players (three in
 * the base document), and the refusal gives their range, not 0–5 */
static char *player_over (void)
{
  return doc_with ("actions.+", "{'type': 'roll', 'player': 7, 'event': 'ship', 'red': 1, 'white': 1}",
                   NULL, NULL);
}
static char *player_absent (void)
{
  return doc_with ("actions.+", "{'type': 'set_merchant', 'player': 3}", NULL, NULL);
}
static char *undone_player_absent (void)
{
  return doc_with ("undone", "[{'type': 'end_turn', 'player': 4}]", NULL, NULL);
}
static char *seed_beyond_64_bits (void) { return doc_with_raw ("seed", "18446744073709551617"); }
static char *players_over (void)
{
  return doc_with ("players", "[{'name': 'A', 'color': 'red'}, {'name': 'B', 'color': 'blue'},"
                   " {'name': 'C', 'color': 'white'}, {'name': 'D', 'color': 'orange'},"
                   " {'name': 'E', 'color': 'green'}, {'name': 'F', 'color': 'brown'},"
                   " {'name': 'G', 'color': 'red'}]", NULL, NULL);
}
static char *hand_over (void)
{
  return doc_with ("start.players.0.progress_cards",
                   "['crane', 'spy', 'bishop', 'wedding', 'smith']", NULL, NULL);
}
static char *knights_over (void) { return with_list ("start.players.0.knights", "{\"level\": 1}", 7); }
static char *metropolises_over (void)
{
  return doc_with ("start.players.0.metropolises", "['trade', 'politics', 'science', 'trade']",
                   NULL, NULL);
}
static char *times_over (void) { return with_list ("times", "null", 4); }
static char *deck_over (void) { return with_list ("start.decks.trade", "\"merchant\"", 7); }

typedef struct
{
  const char *what;
  char     *(*build) (void);
  const char *expect;     /* NULL: the file loads */
  gboolean    own_words;  /* a limit Herald could reach: never "not a Herald game" */
} LimitCase;

static const LimitCase limit_cases[] = {
  { "16 MiB", size_at_limit, NULL, TRUE },
  { "16 MiB + 1 byte", size_over, "the file is larger than 16 MiB, more than a saved game can be", TRUE },
  { "32 levels", nesting_at_limit, NULL, FALSE },
  { "33 levels", nesting_over, "the file nests deeper than 32 levels", FALSE },
  { "1 000 001 values", values_over, "more than 1000000 values, more than a saved game holds", TRUE },
  { "20 001 actions", actions_over, "more than 20000 actions, more than a saved game holds", TRUE },
  { "20 001 undone", undone_over, "more than 20000 undone actions, more than a saved game holds", TRUE },
  { "20 001 undone rolls", undone_rolls_over, "“undone_rolls” holds more than 20000 entries, more than a saved game holds", TRUE },
  { "a 64-character name", name_at_limit, NULL, FALSE },
  { "a 65-character name", name_over, "players[0]: a name is 1–64 characters of text", FALSE },
  { "victory points 31", victory_points_over, "“victory_points” must be an integer 3–30", FALSE },
  { "victory points 4", victory_points_lowest, NULL, FALSE },
  { "round 100001", round_over, "“round” is 100001, outside 1–100000", FALSE },
  { "1001 Defender cards", defender_over, "start.players[0]: “defender” is 1001, outside 0–1000", FALSE },
  { "a red die of 7", red_over, "“red” is 7, outside 1–6", FALSE },
  { "a roll by player 7 of 3", player_over, "“player” is 7, outside 0–2", FALSE },
  { "Merchant to player 3 of 3", player_absent, "“player” is 3, outside 0–2", FALSE },
  { "undone by player 4 of 3", undone_player_absent, "undone[0]: “player” is 4, outside 0–2", FALSE },
  { "a seed beyond 64 bits", seed_beyond_64_bits, "the number 18446744073709551617 is too large", FALSE },
  { "7 players", players_over, "“players” lists 7 players: the game takes 3–4 players, 5–6 with the 5–6 extension", FALSE },
  { "5 progress cards", hand_over, "start.players[0]: “progress_cards” has more than 4 entries", FALSE },
  { "7 knights", knights_over, "start.players[0]: “knights” has more than 6 entries", FALSE },
  { "4 metropolises", metropolises_over, "start.players[0]: “metropolises” has more than 3 entries", FALSE },
  { "4 times for 3 actions", times_over, "“times” has 4 entries for 3 actions", FALSE },
  { "7 Merchants", deck_over, "7 merchant cards placed, but the standard deck holds 6", FALSE },
};

static void
assert_same_file (const char     *path,
                  const GStatBuf *before,
                  const char     *bytes,
                  gsize           length)
{
  GStatBuf after;
  g_autofree char *now = NULL;
  gsize now_length;

  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, ==, before->st_ino);
  g_assert_cmpint (after.st_size, ==, before->st_size);
  g_assert_cmpint (after.st_mtim.tv_sec, ==, before->st_mtim.tv_sec);
  g_assert_cmpint (after.st_mtim.tv_nsec, ==, before->st_mtim.tv_nsec);
  now = file_text (path, &now_length);
  assert_same_bytes (bytes, length, now, now_length);
}

static void
test_limit (gconstpointer data)
{
  const LimitCase *c = data;
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *text = c->build ();
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  gsize length = strlen (text);
  GStatBuf before;

  write_text (path, text, length);
  g_assert_cmpint (g_stat (path, &before), ==, 0);

  game = herald_save_load_file (path, &error);
  if (c->expect == NULL)
    {
      g_assert_no_error (error);
      g_assert_nonnull (game);
    }
  else
    {
      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_test_message ("%s: %s", c->what, error->message);
      if (strstr (error->message, c->expect) == NULL)
        g_test_fail_printf ("%s: “%s” does not say “%s”", c->what, error->message, c->expect);
      if (c->own_words && strstr (error->message, "not a Herald game") != NULL)
        g_test_fail_printf ("%s: “%s” blames the file: Herald may have written it", c->what,
                            error->message);
    }

  /* nothing lost: the file as it was, where it was, and nothing beside it */
  assert_same_file (path, &before, text, length);
  listing = dir_listing (dir);
  g_assert_cmpstr (listing, ==, "game.json");
  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (limit_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/herald/save/limits/file/%s", limit_cases[i].what);

      g_strdelimit (name + strlen ("/herald/save/limits/file/"), " /+", '-');
      g_test_add_data_func (name, &limit_cases[i], test_limit);
    }

  return g_test_run ();
}
