/* test-save-roundtrip.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The save format (docs/save-format.md) as a contract: canonical round trips (save, load,
 * save gives the same bytes; the CLI and the scenarios too) and undo/redo. */

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
#include "herald-start.h"
#include "herald-test-utils.h"
#include "save-test-utils.h"

#include "herald-random-play.h"

/* Round trips */

static void
test_base_document (void)
{
  g_autofree char *text = doc_with (NULL, NULL, NULL, NULL);
  g_autoptr(HeraldGame) game = load_any (text, strlen (text), NULL);
  g_autofree char *why = NULL;

  g_assert_nonnull (game);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 3);
  if (!round_trip_is_stable (game, &why))
    g_error ("%s", why);
}

static void
test_round_trip_simulated (void)
{
  guint n_games = light (g_test_quick () ? 120 : 400);
  guint64 actions = 0, over = 0;

  for (guint seed = 1; seed <= n_games; seed++)
    {
      g_autoptr(HeraldGame) game = play_game (seed, TRUE, 5 + seed % 14, 2000);
      g_autoptr(HeraldGame) loaded = NULL;
      g_autoptr(HeraldGame) loaded2 = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *text2 = NULL, *state = NULL, *state2 = NULL;
      g_autofree char *state3 = NULL;
      gsize length, length2;

      actions += herald_game_get_n_actions (game);
      over += herald_game_get_state (game)->phase == HERALD_PHASE_OVER;

      text = herald_save_to_data (game, &length);
      loaded = herald_save_load_data (text, length, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (herald_game_get_n_actions (loaded), ==, herald_game_get_n_actions (game));
      text2 = herald_save_to_data (loaded, &length2);
      assert_same_bytes (text, length, text2, length2);

      /* deterministic replay: the same state and outcomes as the game played live */
      state = state_text (game);
      state2 = state_text (loaded);
      g_assert_cmpstr (state, ==, state2);
      loaded2 = herald_save_load_data (text2, length2, &error);
      g_assert_no_error (error);
      state3 = state_text (loaded2);
      g_assert_cmpstr (state, ==, state3);
    }
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions, %" G_GUINT64_FORMAT " won",
                  n_games, actions, over);
  g_assert_cmpuint (over, >, n_games / 2);
}

static void
test_round_trip_same_seed (void)
{
  /* a seed names a game: the random player and the engine are deterministic */
  for (guint32 seed = 1000; seed < 1010; seed++)
    {
      g_autoptr(HeraldGame) a = play_game (seed, TRUE, 10, 1000);
      g_autoptr(HeraldGame) b = play_game (seed, TRUE, 10, 1000);
      gsize la, lb;
      g_autofree char *ta = herald_save_to_data (a, &la);
      g_autofree char *tb = herald_save_to_data (b, &lb);

      assert_same_bytes (ta, la, tb, lb);
    }
}

static void
test_round_trip_file (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "current.json", NULL);
  g_autofree char *listing = NULL;

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(HeraldGame) game = play_game (seed, TRUE, 10, 600);
      g_autoptr(HeraldGame) loaded = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *on_disk = NULL, *text2 = NULL;
      gsize length, disk_length, length2;

      herald_save_write_file (game, path, &error);
      g_assert_no_error (error);
      text = herald_save_to_data (game, &length);
      on_disk = file_text (path, &disk_length);
      assert_same_bytes (text, length, on_disk, disk_length);

      loaded = herald_save_load_file (path, &error);
      g_assert_no_error (error);
      text2 = herald_save_to_data (loaded, &length2);
      assert_same_bytes (text, length, text2, length2);
    }
  listing = dir_listing (dir);
  g_assert_cmpstr (listing, ==, "current.json");
  remove_tree (dir);
}

static void
test_round_trip_cli (void)
{
  const char *cli = g_getenv ("HERALD_CLI");
  g_autofree char *dir = NULL;

  if (cli == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = make_tmp_dir ();
  for (guint seed = 1; seed <= 5; seed++)
    {
      g_autofree char *path = g_build_filename (dir, "last.json", NULL);
      g_autofree char *seed_arg = g_strdup_printf ("%u", seed * 7919);
      const char *argv[] = { cli, "simulate", "--games", "3", "--seed", seed_arg,
                             "--save-last", path, "--force", NULL };
      const char *replay_argv[] = { cli, "replay", path, NULL };
      g_autofree char *out = NULL, *err = NULL, *on_disk = NULL, *text = NULL;
      g_autofree char *state = NULL, *printed = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(JsonNode) node = NULL;
      gsize disk_length, length;
      gint status;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                    &status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);

      on_disk = file_text (path, &disk_length);
      game = herald_save_load_data (on_disk, disk_length, &error);
      g_assert_no_error (error);
      text = herald_save_to_data (game, &length);
      assert_same_bytes (on_disk, disk_length, text, length);

      /* herald-cli replay (another process) derives the same state */
      g_clear_pointer (&out, g_free);
      g_clear_pointer (&err, g_free);
      g_spawn_sync (NULL, (char **) replay_argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                    &status, &error);
      g_assert_no_error (error);
      g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
      g_assert_cmpstr (err, ==, "");
      node = json_from_string (out, &error);
      g_assert_no_error (error);
      printed = json_to_string (node, FALSE);
      state = state_text (game);
      g_assert_cmpstr (printed, ==, state);
    }
  remove_tree (dir);
}

/* The save of the scenario file at @path as JSON text, or %NULL for a file that holds none */
static char *
scenario_save_text (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) root = NULL;
  gsize length;

  text = file_text (path, &length);
  root = json_from_string (text, NULL);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      !json_object_has_member (json_node_get_object (root), "save"))
    return NULL;
  return json_to_string (json_object_get_member (json_node_get_object (root), "save"), TRUE);
}

static void
test_round_trip_scenarios (void)
{
  const char *scenarios = g_getenv ("HERALD_SCENARIO_DIR");
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n = 0, seen = 0;
  /* every file; a tenth of them under valgrind and the sanitizers (light ()): 232 s of
   * test-save-roundtrip's 1,044 s under valgrind at load 17 with every file (session 33), where
   * test-replay loads every file too */
  guint stride = 10 / light (10);

  if (scenarios == NULL || (dir = g_dir_open (scenarios, 0, NULL)) == NULL)
    {
      g_test_skip ("no scenario directory");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scenarios, name, NULL);
      g_autofree char *save = NULL;
      g_autoptr(HeraldGame) game = NULL;
      g_autofree char *why = NULL;

      if (!g_str_has_suffix (name, ".json") || seen++ % stride != 0 ||
          (save = scenario_save_text (path)) == NULL)
        continue;
      game = load_any (save, strlen (save), NULL);
      if (game != NULL && !round_trip_is_stable (game, &why))
        g_test_fail_printf ("%s: %s", name, why);
      n++;
    }
  g_test_message ("%u scenario saves", n);
  if (n == 0)
    g_test_skip ("no scenario with a save");
}

/* Undo and redo */

static void
test_undo_redo (void)
{
  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autoptr(HeraldGame) game = play_game (seed * 31, TRUE, 10, 300);
      g_autoptr(HeraldGame) fresh = fresh_copy (game);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *state = NULL, *initial = NULL, *undone = NULL;
      g_autofree char *text2 = NULL, *state2 = NULL;
      guint n = herald_game_get_n_actions (game);
      gsize length, length2;

      text = herald_save_to_data (game, &length);
      state = state_text (game);
      initial = state_text (fresh);

      for (guint i = 0; i < n; i++)
        {
          g_assert_true (herald_game_can_undo (game));
          herald_game_undo (game, &error);
          g_assert_no_error (error);
        }
      g_assert_false (herald_game_can_undo (game));
      g_assert_false (herald_game_undo (game, &error));
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING);
      g_clear_error (&error);
      g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);
      undone = state_text (game);
      {
        g_autofree char *plain = NULL;
        guint n_rolls = 0, counted = 0;

        for (guint i = 0; i < herald_game_get_n_redo (game); i++)
          if (herald_game_get_redo_action (game, i)->type == HERALD_ACTION_ROLL)
            n_rolls++;
        plain = without_undone_rolls (undone, &counted);
        g_assert_cmpstr (plain, ==, initial);
        g_assert_cmpuint (counted, ==, n_rolls);
      }

      for (guint i = 0; i < n; i++)
        {
          g_assert_true (herald_game_can_redo (game));
          herald_game_redo (game, NULL, &error);
          g_assert_no_error (error);
        }
      g_assert_false (herald_game_can_redo (game));
      g_assert_false (herald_game_redo (game, NULL, &error));
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING);
      g_clear_error (&error);

      text2 = herald_save_to_data (game, &length2);
      assert_same_bytes (text, length, text2, length2);
      state2 = state_text (game);
      g_assert_cmpstr (state, ==, state2);
    }
}

/* Every scenario file's log (tests/scenarios: every progress card of both editions, the
 * attacks, the decisions owed, the corrections) undone one step at a time, each point the
 * game of the steps before it, then redone one step at a time, each point the game of the
 * steps up to it again: Undo and Redo of every kind of step the scenarios take
 * (docs/architecture.md, "Undo and redo"; docs/rules-coverage.md) */
static void
test_undo_redo_scenarios (void)
{
  const char *scenarios = g_getenv ("HERALD_SCENARIO_DIR");
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_files = 0, n_steps = 0, n_refused = 0, seen = 0;
  /* every file; a tenth of them under valgrind and the sanitizers (light ()) */
  guint stride = 10 / light (10);

  if (scenarios == NULL || (dir = g_dir_open (scenarios, 0, NULL)) == NULL)
    {
      g_test_skip ("no scenario directory");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scenarios, name, NULL);
      g_autofree char *save = NULL;
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(GPtrArray) states = NULL, prefixes = NULL;
      guint n;

      if (!g_str_has_suffix (name, ".json") || seen++ % stride != 0 ||
          (save = scenario_save_text (path)) == NULL)
        continue;
      game = load_any (save, strlen (save), NULL);
      if (game == NULL)
        continue;
      n = herald_game_get_n_actions (game);
      states = g_ptr_array_new_with_free_func (g_free);
      prefixes = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_game_free);
      /* the game of the first i steps, each loaded as a file's log (an older file's steps
       * that a new step would not repeat included) */
      for (guint i = 0; i <= n; i++)
        {
          g_autoptr(JsonNode) copy = json_from_string (save, NULL);
          JsonObject *object = json_node_get_object (copy);
          JsonArray *actions = json_object_get_array_member (object, "actions");
          HeraldGame *prefix;
          g_autoptr(GError) error = NULL;
          g_autofree char *prefix_save = NULL, *state = NULL;
          const char *audit[] = { "times", "undone", "undone_times", "undone_rolls", "next_roll",
                                  "undone_draws", "draws_seen", "balanced_deck" };

          while (json_array_get_length (actions) > i)
            json_array_remove_element (actions, json_array_get_length (actions) - 1);
          for (guint k = 0; k < G_N_ELEMENTS (audit); k++)
            if (json_object_has_member (object, audit[k]))
              json_object_remove_member (object, audit[k]);
          prefix_save = json_to_string (copy, FALSE);
          prefix = load_any (prefix_save, strlen (prefix_save), &error);
          g_assert_no_error (error);
          state = state_text (prefix);
          g_ptr_array_add (states, without_undone_rolls (state, NULL));
          g_ptr_array_add (prefixes, prefix);
        }
      for (guint i = n; i > 0; i--)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *state = NULL, *plain = NULL;

          if (!herald_game_undo (game, &error))
            {
              g_test_fail_printf ("%s: undo of step %u refused: %s", name, i - 1, error->message);
              break;
            }
          state = state_text (game);
          plain = without_undone_rolls (state, NULL);
          if (g_strcmp0 (plain, g_ptr_array_index (states, i - 1)) != 0)
            g_test_fail_printf ("%s: undoing step %u does not give the game of the steps before it",
                                name, i - 1);
        }
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(GError) error = NULL;
          g_autofree char *state = NULL, *plain = NULL;

          if (!herald_game_redo (game, NULL, &error))
            {
              g_autoptr(GError) now = NULL;

              /* a redo is checked as a new step: refused only where the step taken anew is
               * (an older file's step that a stricter rule refuses as a new step,
               * docs/save-format.md), and for the same reason */
              if (herald_game_check (g_ptr_array_index (prefixes, i),
                                     herald_game_get_redo_action (game, herald_game_get_n_redo (game) - 1),
                                     &now) ||
                  g_strcmp0 (now->message, error->message) != 0)
                g_test_fail_printf ("%s: redo of step %u refused (%s), but not as a new step",
                                    name, i, error->message);
              n_refused++;
              break;
            }
          state = state_text (game);
          plain = without_undone_rolls (state, NULL);
          if (g_strcmp0 (plain, g_ptr_array_index (states, i + 1)) != 0)
            g_test_fail_printf ("%s: redoing step %u does not give the game of the steps up to it",
                                name, i);
          n_steps++;
        }
      n_files++;
    }
  g_test_message ("%u scenario saves, %u steps undone and redone, %u older logs whose redo "
                  "stops at a step refused as a new step", n_files, n_steps, n_refused);
  if (n_files == 0)
    g_test_skip ("no scenario with a save");
}

/* The same files' logs taken as new steps of the table (herald_game_apply (), as the window
 * takes them), the whole state (herald_game_get_state (): every player's knights with what
 * they did this turn, the decisions owed, the decks, the Cranes waiting) kept byte for byte
 * after each; then undone to the start and redone to the end: each point must be the very
 * state the step was taken from or gave, not only the same replay output (rules44: a
 * correction taken as a new step kept a knight's turn, and the same correction replayed by
 * Undo marked it as an older Herald's, so the state after Undo was not the state before the
 * step). An older file's log stops at its first step a new step would not repeat. */
static void
test_undo_new_steps_bytes (void)
{
  const char *scenarios = g_getenv ("HERALD_SCENARIO_DIR");
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_files = 0, n_steps = 0, seen = 0;
  guint stride = 10 / light (10);

  if (scenarios == NULL || (dir = g_dir_open (scenarios, 0, NULL)) == NULL)
    {
      g_test_skip ("no scenario directory");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (scenarios, name, NULL);
      g_autofree char *save = NULL;
      g_autofree HeraldState *kept = NULL;
      g_autoptr(HeraldGame) loaded = NULL;
      g_autoptr(HeraldGame) game = NULL;
      guint n, taken = 0;

      if (!g_str_has_suffix (name, ".json") || seen++ % stride != 0 ||
          (save = scenario_save_text (path)) == NULL ||
          (loaded = load_any (save, strlen (save), NULL)) == NULL)
        continue;
      n = herald_game_get_n_actions (loaded);
      game = fresh_copy (loaded);
      kept = g_new (HeraldState, n + 1);
      memcpy (&kept[0], herald_game_get_state (game), sizeof kept[0]);
      while (taken < n &&
             herald_game_apply (game, herald_game_get_action (loaded, taken), NULL, NULL))
        memcpy (&kept[++taken], herald_game_get_state (game), sizeof kept[0]);
      for (guint i = taken; i > 0; i--)
        {
          g_assert_true (herald_game_undo (game, NULL));
          if (memcmp (herald_game_get_state (game), &kept[i - 1], sizeof kept[0]) != 0)
            g_test_fail_printf ("%s: the state after undoing step %u is not the state it was "
                                "taken from", name, i - 1);
        }
      for (guint i = 0; i < taken; i++)
        {
          g_assert_true (herald_game_redo (game, NULL, NULL));
          if (memcmp (herald_game_get_state (game), &kept[i + 1], sizeof kept[0]) != 0)
            g_test_fail_printf ("%s: the state after redoing step %u is not the state it gave",
                                name, i);
        }
      n_steps += taken;
      n_files++;
    }
  g_test_message ("%u scenario saves, %u new steps undone and redone", n_files, n_steps);
  if (n_files == 0)
    g_test_skip ("no scenario with a save");
}

/* A correction that lists a player's knights as they stand changes nothing, also when one of
 * them was promoted this turn: the correction's mark on it (HeraldKnight.corrected, read only
 * by a replayed log) is no change, so the session still refuses it as a step ("Nothing to
 * correct"), whether the promotion was taken as a new step or replayed by Undo (rules44) */
static void
test_undo_correction_changes_nothing (void)
{
  static const char doc[] =
    "{\"format\": \"herald-game\", \"version\": 3, \"rules\": {},"
    " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"},"
    " {\"name\": \"Ben\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"white\"}],"
    " \"start\": {\"players\": [{\"knights\": [{\"level\": 1, \"active\": true}]}, {}, {}]},"
    " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 2}]}";
  g_autoptr(HeraldGame) game = load_any (doc, strlen (doc), NULL);
  HeraldAction promote, same, build;

  herald_action_init (&promote, HERALD_ACTION_UPGRADE_KNIGHT, 0);
  promote.knight = 0;
  herald_action_init (&build, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  herald_action_init (&same, HERALD_ACTION_CORRECT, 0);
  same.correction.n_knights = 1;
  same.correction.knight_level[0] = 2;
  same.correction.knight_active[0] = TRUE;
  g_assert_true (herald_game_apply (game, &promote, NULL, NULL));
  g_assert_true (herald_game_action_changes_nothing (game, &same));
  /* after Undo of a later step the promotion is replayed from the log */
  g_assert_true (herald_game_apply (game, &build, NULL, NULL));
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_action_changes_nothing (game, &same));
  same.correction.knight_active[0] = FALSE;
  g_assert_false (herald_game_action_changes_nothing (game, &same));
}

static void
test_undo_partial (void)
{
  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(HeraldGame) game = play_game (seed * 17, TRUE, 10, 300);
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      guint n = herald_game_get_n_actions (game);
      guint k = 1 + herald_rng_range (rng, n);
      g_autoptr(HeraldGame) prefix = prefix_copy (game, n - k);
      g_autoptr(HeraldGame) copy = NULL;
      g_autofree char *text = NULL, *text2 = NULL, *prefix_text = NULL, *undone_text = NULL;
      g_autofree char *state = NULL, *prefix_state = NULL;
      gsize length, length2, prefix_length, undone_length;

      text = herald_save_to_data (game, &length);
      for (guint i = 0; i < k; i++)
        g_assert_true (herald_game_undo (game, NULL));

      /* k undos are the game of the first n − k actions, in the file and in the state; the
       * file also keeps the undone actions and rolls after the log (issue 10, item 11) */
      undone_text = herald_save_to_data (game, &undone_length);
      prefix_text = herald_save_to_data (prefix, &prefix_length);
      g_assert_cmpuint (undone_length, >, prefix_length);
      assert_same_bytes (undone_text, prefix_length - 2, prefix_text, prefix_length - 2);
      g_assert_true (g_str_has_prefix (undone_text + prefix_length - 2, ",\n  \"undone\" : ["));
      state = state_text (game);
      prefix_state = state_text (prefix);
      {
        g_autofree char *a = without_undone_rolls (state, NULL);
        g_autofree char *b = without_undone_rolls (prefix_state, NULL);

        g_assert_cmpstr (a, ==, b);
      }

      /* the redo list survives a save and a load: redoing after it gives the same game */
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(HeraldGame) loaded = herald_save_load_data (undone_text, undone_length, &error);
        g_autofree char *again = NULL, *redone = NULL;
        gsize again_length, redone_length;

        g_assert_no_error (error);
        again = herald_save_to_data (loaded, &again_length);
        assert_same_bytes (undone_text, undone_length, again, again_length);
        for (guint i = 0; i < k; i++)
          g_assert_true (herald_game_redo (loaded, NULL, NULL));
        redone = herald_save_to_data (loaded, &redone_length);
        assert_same_bytes (text, length, redone, redone_length);
      }

      /* a copy keeps the redo list */
      copy = herald_game_copy (game);
      for (guint i = 0; i < k; i++)
        g_assert_true (herald_game_redo (copy, NULL, NULL));
      text2 = herald_save_to_data (copy, &length2);
      assert_same_bytes (text, length, text2, length2);

      /* a new action drops the redo list; the very action Redo would apply next (as the
       * log records it, herald_action_equal ()) is a redo and keeps the rest of it */
      {
        guint n_redo = herald_game_get_n_redo (game);
        HeraldAction next = { 0, };

        if (n_redo > 0)
          next = *herald_game_get_redo_action (game, n_redo - 1);
        if (herald_random_step (game, rng))
          {
            g_assert_cmpuint (herald_game_get_n_actions (game), ==, n - k + 1);
            if (n_redo > 0 && herald_action_equal (herald_game_get_action (game, n - k), &next))
              g_assert_cmpuint (herald_game_get_n_redo (game), ==, n_redo - 1);
            else
              g_assert_false (herald_game_can_redo (game));
          }
      }
    }
}


/* The start: one reader and one writer */

static char *
start_text (const HeraldStart *start,
            const HeraldRules *rules)
{
  g_autoptr(JsonNode) node = herald_start_to_json (start, rules);

  return json_to_string (node, FALSE);
}

/* A position the table entered is written by herald_start_to_json() and read back by
 * herald_start_from_json() into the same HeraldStart, which writes the same text; a saved game
 * keeps it through a save and a load */
static void
test_start_typed (void)
{
  HeraldRules rules;
  HeraldStart start, read;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL, *again = NULL, *data = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  game = herald_game_new (&rules, herald_test_players, 3, NULL, 5, &error);
  g_assert_no_error (error);
  herald_start_init_from_game (&start, game);
  start.round = 4;
  start.current = 2;
  start.barbarian_position = 3;
  start.players[0].cities = 2;
  start.players[0].walls = 1;
  start.players[0].improvements[HERALD_TRACK_SCIENCE] = 4;
  start.players[0].metropolises = 1u << HERALD_TRACK_SCIENCE;
  start.players[0].metropolis_walls = 1; /* R22-4: the wall stands under the metropolis */
  start.players[1].n_knights = 2;
  start.players[1].knight_level[0] = 2;
  start.players[1].knight_active[0] = TRUE;
  start.players[1].knight_level[1] = 1;
  start.players[2].longest_road = TRUE;
  g_clear_pointer (&game, herald_game_free);

  text = start_text (&start, &rules);
  node = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (herald_start_from_json (&read, node, &rules, 3, &error));
  g_assert_no_error (error);
  again = start_text (&read, &rules);
  g_assert_cmpstr (again, ==, text);

  game = herald_game_new (&rules, herald_test_players, 3, &read, 5, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_state (game)->players[1].n_knights, ==, 2);
  g_assert_nonnull (strstr (text, "\"metropolis_walls\""));
  for (guint c = 0; c < herald_game_get_state (game)->players[0].n_cities; c++)
    g_assert_cmpint (herald_game_get_state (game)->players[0].cities[c].wall, ==,
                     herald_game_get_state (game)->players[0].cities[c].metropolis >= 0);
  data = herald_save_to_data (game, &length);
  loaded = herald_save_load_data (data, length, &error);
  g_assert_no_error (error);
  g_clear_pointer (&again, g_free);
  again = start_text (herald_game_get_start (loaded), &rules);
  g_assert_cmpstr (again, ==, text);
}

/* A start written by hand with members left out loads with their defaults and is written back
 * whole, in Herald's form, to the same game; the rules of a position are the same checks for a
 * file and for a position from the table */
static void
test_start_partial (void)
{
  const char *file =
    "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 9, "
    "\"rules\": {\"edition\": \"standard\", \"progress_cards\": \"physical\"}, "
    "\"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, "
    "{\"name\": \"Ben\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"white\"}], "
    "\"start\": {\"round\": 3, \"players\": [{\"cities\": 2}, {}, {\"settlements\": 2}]}, "
    "\"actions\": []}";
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL, *data2 = NULL;
  const HeraldStart *start;
  HeraldStart bad;
  gsize length;

  game = herald_save_load_data (file, strlen (file), &error);
  g_assert_no_error (error);
  start = herald_game_get_start (game);
  g_assert_nonnull (start);
  g_assert_true (start->turn_given);
  g_assert_cmpuint (start->round, ==, 3);
  g_assert_cmpuint (start->n_players, ==, 3);
  g_assert_cmpuint (start->players[0].cities, ==, 2);
  g_assert_cmpuint (start->players[1].settlements, ==, 1);
  g_assert_cmpuint (start->players[1].cities, ==, 1);
  data = herald_save_to_data (game, &length);
  g_assert_nonnull (strstr (data, "\"first_attack_done\""));
  g_assert_nonnull (strstr (data, "\"sixth_settlements\""));
  again = herald_save_load_data (data, length, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (herald_game_get_state (again), sizeof (HeraldState),
                   herald_game_get_state (game), sizeof (HeraldState));
  data2 = herald_save_to_data (again, &length);
  g_assert_cmpstr (data2, ==, data);

  /* the same refusal for a typed position as for the file */
  bad = *start;
  bad.players[1].walls = 2;
  g_clear_pointer (&again, herald_game_free);
  again = herald_game_new (herald_game_get_rules (game), herald_test_players, 3, &bad, 1, &error);
  g_assert_null (again);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "start.players[1]: 2 walls but 1 city: a wall stands under a city");
  g_clear_error (&error);

  /* entered at the table, the refusal names the player, not the member */
  again = herald_game_new_from_start (herald_game_get_rules (game), herald_test_players, 3, &bad, 1, &error);
  g_assert_null (again);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Ben: 2 walls but 1 city: a wall stands under a city");
  g_clear_error (&error);
  /* each number with its own plural: never "1 cities" or "1 walls" (ngettext for each) */
  bad.players[1].walls = 1;
  bad.players[1].cities = 0;
  again = herald_game_new_from_start (herald_game_get_rules (game), herald_test_players, 3, &bad, 1, &error);
  g_assert_null (again);
  g_assert_cmpstr (error->message, ==, "Ben: 1 wall but 0 cities: a wall stands under a city");
  g_clear_error (&error);
  bad = *start;
  bad.players[2].improvements[HERALD_TRACK_TRADE] = 4;
  again = herald_game_new (herald_game_get_rules (game), herald_test_players, 3, &bad, 1, &error);
  g_assert_null (again);
  g_assert_true (g_str_has_prefix (error->message, "start.players: Cleo is at level 4 in trade, but nobody holds"));
  g_clear_error (&error);
  again = herald_game_new_from_start (herald_game_get_rules (game), herald_test_players, 3, &bad, 1, &error);
  g_assert_null (again);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "Cleo is at level 4 in trade, but nobody holds"));
}

/* Everything Herald saves loads again (breaker 12, R-1): the step that would take the log past
 * what the loader reads (HERALD_SAVE_MAX_ACTIONS) is refused, and the game stays as it was */
static void
test_limit_steps (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 1}");
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(JsonNode) to_anna = json_from_string ("{\"type\": \"set_longest_road\", \"player\": 0}", NULL);
  g_autoptr(JsonNode) to_nobody = json_from_string ("{\"type\": \"set_longest_road\", \"player\": null}", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  HeraldAction a[2];
  gsize length;

  g_assert_true (herald_action_from_json (to_anna, &a[0], NULL));
  g_assert_true (herald_action_from_json (to_nobody, &a[1], NULL));
  for (guint i = 0; i < HERALD_SAVE_MAX_ACTIONS; i++)
    if (!herald_game_apply (game, &a[i % 2], NULL, &error))
      g_error ("step %u refused: %s", i, error->message);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, HERALD_SAVE_MAX_ACTIONS);

  /* one more: refused, by herald_game_check () too, and nothing changes */
  before = herald_save_to_data (game, &length);
  g_assert_false (herald_game_check (game, &a[0], NULL));
  g_assert_false (herald_game_apply (game, &a[0], NULL, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "as long as a saved game can be"));
  g_clear_error (&error);
  after = herald_save_to_data (game, NULL);
  g_assert_cmpstr (before, ==, after);

  /* what was saved loads, and Undo then Redo stay within the limits */
  loaded = herald_save_load_data (before, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (loaded), ==, HERALD_SAVE_MAX_ACTIONS);
  g_assert_true (herald_game_undo (loaded, NULL));
  g_assert_true (herald_game_redo (loaded, NULL, &error));
  g_assert_no_error (error);

  /* a longer log (not written by Herald) is refused with the reason, not as "not a Herald
   * game" */
  {
    g_autoptr(GString) longer = g_string_new (before);
    char *actions = strstr (longer->str, "\"actions\" : [");
    g_autoptr(HeraldGame) refused = NULL;

    g_assert_nonnull (actions);
    g_string_insert (longer, actions - longer->str + strlen ("\"actions\" : ["),
                     "{\"type\": \"set_merchant\", \"player\": 1},");
    refused = herald_save_load_data (longer->str, longer->len, &error);
    g_assert_null (refused);
    g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, "more than 20000 actions, more than a saved game holds");
  }
}

/* The same for the rolls undone (breaker 12, R-1: Roll Again and Undo add one each): at
 * HERALD_SAVE_MAX_ACTIONS, undoing a roll and setting drawn dice aside are refused */
static void
test_limit_undone_rolls (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 1}");
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  HeraldRollRecord old = { 0, { HERALD_EVENT_TRADE, 1, 1, FALSE }, FALSE };
  HeraldRoll ship = { HERALD_EVENT_SHIP, 5, 1, FALSE };
  HeraldRoll other = { HERALD_EVENT_TRADE, 6, 6, FALSE };
  g_autofree char *text = NULL;
  gsize length;

  herald_test_apply_ok (game, "{'type': 'roll', 'event': 'trade', 'red': 2, 'white': 3}");
  for (guint i = 0; i < HERALD_SAVE_MAX_ACTIONS; i++)
    herald_game_add_undone_roll (game, &old);

  /* Undo of the roll would record a 20,001st undone roll */
  g_assert_false (herald_game_undo (game, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_clear_error (&error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 1);
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 0);
  g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, HERALD_SAVE_MAX_ACTIONS);

  /* dice drawn for the next roll; drawing others (Roll Again) would set them aside */
  g_assert_true (herald_game_set_drawn_roll (game, &ship, FALSE, NULL));
  g_assert_false (herald_game_set_drawn_roll (game, &other, TRUE, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_clear_error (&error);
  g_assert_cmpint (herald_game_get_drawn_roll (game)->roll.red, ==, 5);
  g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, HERALD_SAVE_MAX_ACTIONS);

  text = herald_save_to_data (game, &length);
  loaded = herald_save_load_data (text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_undone_rolls (loaded), ==, HERALD_SAVE_MAX_ACTIONS);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/save/round-trip/base-document", test_base_document);
  g_test_add_func ("/herald/save/round-trip/simulated", test_round_trip_simulated);
  g_test_add_func ("/herald/save/round-trip/same-seed", test_round_trip_same_seed);
  g_test_add_func ("/herald/save/round-trip/file", test_round_trip_file);
  g_test_add_func ("/herald/save/round-trip/cli", test_round_trip_cli);
  g_test_add_func ("/herald/save/round-trip/scenarios", test_round_trip_scenarios);
  g_test_add_func ("/herald/save/start/typed", test_start_typed);
  g_test_add_func ("/herald/save/start/partial", test_start_partial);
  g_test_add_func ("/herald/save/undo-redo/all", test_undo_redo);
  g_test_add_func ("/herald/save/undo-redo/partial", test_undo_partial);
  g_test_add_func ("/herald/save/undo-redo/scenarios", test_undo_redo_scenarios);
  g_test_add_func ("/herald/save/undo-redo/new-steps-bytes", test_undo_new_steps_bytes);
  g_test_add_func ("/herald/save/undo-redo/correction-changes-nothing",
                   test_undo_correction_changes_nothing);
  g_test_add_func ("/herald/save/limits/steps", test_limit_steps);
  g_test_add_func ("/herald/save/limits/undone-rolls", test_limit_undone_rolls);

  return g_test_run ();
}
