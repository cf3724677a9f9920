/* test-save-bugs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The save format's bugs found while writing the loader's tests, each check passing once its
 * bug is fixed (a large "start" kept verbatim, a message in UTF-8), and games saved by older
 * Herald that load as written and go on (breaker report 11, B-1). Checks report through
 * engine_bug(), a one-line UTF-8 failure. */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-save.h"
#include "herald-statistics.h"
#include "save-test-utils.h"

#include "herald-random-play.h"

/* Bugs found while writing these tests: each check passes once the bug is fixed */

/* robust30: Herald stamps each step with the system clock. A clock set before 1970 (a board
 * whose battery is flat) or past the year 9999 stamped times the loader refuses ("times[0]
 * must be a time in seconds since 1970 or null"): the game saved, then never opened again.
 * A time the file cannot hold is kept as unknown. */
static void
test_clock_out_of_range (void)
{
  const gint64 bad[] = { -1, -G_GINT64_CONSTANT (86400) * 365 * 30, G_MININT64,
                         G_GINT64_CONSTANT (253402300800), G_MAXINT64 };
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (30);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 13);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;
  guint n = 0;

  for (guint i = 0; i < 40; i++)
    {
      HeraldAction a;

      if (!herald_random_next (game, rng, &a, NULL))
        break;
      /* every other step with a clock out of range, the others with a good one */
      a.time = i % 2 == 0 ? bad[(i / 2) % G_N_ELEMENTS (bad)] : 1796412600 + i;
      g_assert_true (herald_game_apply (game, &a, NULL, NULL));
      n++;
    }
  g_assert_cmpuint (n, >, 10);
  /* some of them in the redo list too ("undone_times") */
  for (guint i = 0; i < 3; i++)
    g_assert_true (herald_game_undo (game, NULL));

  data = herald_save_to_data (game, &length);
  loaded = herald_save_load_data (data, length, &error);
  if (loaded == NULL)
    {
      engine_bug ("a game played with the clock out of range saves, but does not load: %s",
                  error->message);
      return;
    }
  g_assert_cmpuint (herald_game_get_n_actions (loaded), ==, n - 3);
  g_assert_cmpuint (herald_game_get_n_redo (loaded), ==, 3);
  for (guint i = 0; i < n - 3; i++)
    g_assert_cmpint (herald_game_get_action (loaded, i)->time, ==,
                     i % 2 == 0 ? 0 : 1796412600 + i);
}

static void
test_round_trip_start_verbatim (void)
{
  /* start is written back as json-glib read it: a number too large for a double comes back
   * as “inf”, and an escaped lone surrogate as bytes that are not UTF-8 */
  const char *values[] = { "1e999", "-1e999", "[0.5, 1e400]", "\"\\ud800abc\"",
                           "{\"\\udc00\": 1}" };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *text = doc_with_raw ("start.note", values[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);
      g_autofree char *why = NULL;

      /* start is validated member by member: a payload the loader would have to write back
       * verbatim is refused, so it cannot come back changed. This fails the day the loader
       * lets one through, and the round trip below must then hold. */
      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      (void) why;
      if (game != NULL && !round_trip_is_stable (game, &why))
        engine_bug ("\"start\": {\"note\": %s} loads, but %s", values[i], why);
    }
}

static void
test_round_trip_size_limit (void)
{
  /* start is written back pretty-printed: a file under 16 MiB must not save as one over it */
  g_autoptr(GString) s = g_string_new ("[");
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *why = NULL;
  const guint depth = 28;

  for (guint i = 0; i < depth; i++)
    g_string_append_c (s, '[');
  for (guint i = 0; i < 300000; i++)
    g_string_append (s, i ? ",0" : "0");
  for (guint i = 0; i <= depth; i++)
    g_string_append_c (s, ']');
  text = doc_with_raw ("start.note", s->str);
  g_assert_cmpuint (strlen (text), <, HERALD_SAVE_MAX_SIZE / 8);
  game = herald_save_load_data (text, strlen (text), &error);
  /* refused, as any member start does not know (see test_round_trip_start_verbatim) */
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  if (game != NULL && !round_trip_is_stable (game, &why))
    engine_bug ("a %" G_GSIZE_FORMAT "-byte file with a large \"start\" loads, but %s",
               strlen (text), why);
}

static void
test_message_utf8 (void)
{
  /* messages quote at most 32 bytes of a bad value; the cut must not split a character */
  const char *raw[][2] = {
    { "actions.+", "{\"type\": \"\\ud800x\"}" },
    { "rules.variants.level4", "\"\\udbffxyz\"" },
  };
  const char *cases[][2] = {
    { "actions.+", "{'type': 'aéééééééééééééééééééééé'}" },
    { "rules.variants.level4", "'xéééééééééééééééééééééééé'" },
    { "rules.variants.xéééééééééééééééééééééééé", "true" },
    { "actions.+", "{'type': 'discard_card', 'player': 1, 'card': 'aéééééééééééééééééé'}" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = doc_with (cases[i][0], cases[i][1], NULL, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      if (!g_utf8_validate (error->message, -1, NULL))
        engine_bug ("%s = %s: the message is not valid UTF-8: \"%s\"", cases[i][0], cases[i][1],
                   error->message);
    }

  /* json-glib turns an escaped lone surrogate into bytes that are not UTF-8 (eating the next
   * character), and its own parse errors quote them too */
  {
    const char *broken = "{\"x\": \"a\\ud800\"type\": 1}";
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) game = herald_save_load_data (broken, strlen (broken), &error);

    g_assert_null (game);
    g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
    if (!g_utf8_validate (error->message, -1, NULL))
      engine_bug ("%s: the message is not valid UTF-8: \"%s\"", broken, error->message);
  }
  for (guint i = 0; i < G_N_ELEMENTS (raw); i++)
    {
      g_autofree char *text = doc_with_raw (raw[i][0], raw[i][1]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      if (!g_utf8_validate (error->message, -1, NULL))
        engine_bug ("%s = %s: the message is not valid UTF-8: \"%s\"", raw[i][0], raw[i][1],
                   error->message);
    }
}

/* The save of scenario @name, loaded (a file an earlier Herald wrote) */
static HeraldGame *
load_scenario_save (const char *name)
{
  const char *scenarios = g_getenv ("HERALD_SCENARIO_DIR");
  g_autofree char *path = g_build_filename (scenarios, name, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HeraldGame *game;
  gsize length;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  json_generator_set_root (generator, json_object_get_member (json_node_get_object (
                             json_parser_get_root (parser)), "save"));
  text = json_generator_to_data (generator, &length);
  game = herald_save_load_data (text, length, &error);
  g_assert_no_error (error);
  return game;
}

/* Breaker report 11, B-1: a game saved by Herald before the decisions owed came first (its
 * window let Anna play the Merchant while Ben and Cleo still chose their reward decks) loads
 * as written, and goes on: a new step that is not the owed decision is refused, the decisions
 * are taken, Undo rebuilds the log from the start (the file's steps among them), the story
 * replays it, and the game saves and loads again. On main at d99a740 the file was refused
 * ("action 2 (play_card): Ben must first choose a deck"). */
static void
test_old_log_goes_on (void)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  HeraldStory *story;
  HeraldAction action;
  gsize length;

  if (g_getenv ("HERALD_SCENARIO_DIR") == NULL)
    {
      g_test_skip ("HERALD_SCENARIO_DIR is not set");
      return;
    }
  game = load_scenario_save ("format-old-log-play-now-during-tie-reward.json");
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 3);
  g_assert_cmpuint (herald_game_get_state (game)->n_pending, ==, 2);

  /* the owed decisions come first for new steps */
  herald_action_init (&action, HERALD_ACTION_BUILD_CITY, 0);
  g_assert_false (herald_game_apply (game, &action, NULL, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "Ben must first choose a deck"));
  g_clear_error (&error);
  herald_action_init (&action, HERALD_ACTION_CHOOSE_DECK, 1);
  action.track = HERALD_TRACK_SCIENCE;
  g_assert_true (herald_game_apply (game, &action, NULL, &error));
  g_assert_no_error (error);

  /* Undo replays the whole log, the file's Play Now included (no critical) */
  g_assert_true (herald_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 3);
  g_assert_true (herald_game_redo (game, NULL, &error));
  g_assert_no_error (error);
  herald_action_init (&action, HERALD_ACTION_CHOOSE_DECK, 2);
  action.track = HERALD_TRACK_POLITICS;
  g_assert_true (herald_game_apply (game, &action, NULL, &error));
  g_assert_no_error (error);
  herald_action_init (&action, HERALD_ACTION_BUILD_CITY, 0);
  g_assert_true (herald_game_apply (game, &action, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_state (game)->n_pending, ==, 0);

  /* the story replays it too (no critical) */
  story = herald_story_new (game);
  g_assert_cmpuint (herald_story_get_points (story, 6, 0), ==,
                    herald_story_get_points (story, 5, 0) + 1);
  herald_story_free (story);

  /* and the game saves, and loads again as it was */
  saved = herald_save_to_data (game, &length);
  again = herald_save_load_data (saved, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (again), ==, 6);
}

/* A file whose log holds a card played without effect (a Wedding with nobody richer), which
 * Herald accepted before December 2026: it loads, Undo and the story replay it, the game goes
 * on, and the same play redone as a new step is refused (docs/save-format.md) */
static void
test_old_card_without_effect_goes_on (void)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *saved = NULL;
  HeraldStory *story;
  HeraldAction action;
  gsize length;

  if (g_getenv ("HERALD_SCENARIO_DIR") == NULL)
    {
      g_test_skip ("HERALD_SCENARIO_DIR is not set");
      return;
    }
  game = load_scenario_save ("format-old-log-wedding-nobody-richer.json");
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2);

  /* the game goes on; Undo replays the whole log, the Wedding included */
  herald_action_init (&action, HERALD_ACTION_END_TURN, 0);
  g_assert_true (herald_game_apply (game, &action, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (herald_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2);
  g_assert_true (herald_game_redo (game, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 3);

  /* the story replays it too */
  story = herald_story_new (game);
  g_assert_nonnull (story);
  herald_story_free (story);

  /* saved and loaded again as it was */
  saved = herald_save_to_data (game, &length);
  again = herald_save_load_data (saved, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (again), ==, 3);

  /* the Wedding taken back and redone is a new step: refused now */
  g_assert_true (herald_game_undo (game, &error));
  g_assert_true (herald_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 1);
  g_assert_false (herald_game_redo (game, NULL, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "nobody has more victory points than Anna"));
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 1);
}


int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/save/round-trip/start-verbatim", test_round_trip_start_verbatim);
  g_test_add_func ("/herald/save/round-trip/size-limit", test_round_trip_size_limit);
  g_test_add_func ("/herald/save/load/message-utf8", test_message_utf8);
  g_test_add_func ("/herald/save/round-trip/clock-out-of-range", test_clock_out_of_range);
  g_test_add_func ("/herald/save/load/old-log-goes-on", test_old_log_goes_on);
  g_test_add_func ("/herald/save/load/old-card-without-effect-goes-on",
                   test_old_card_without_effect_goes_on);

  return g_test_run ();
}
