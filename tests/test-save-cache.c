/* test-save-cache.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The autosave's cache of action texts (src/engine/herald-save-cache.c) writes the very bytes
 * herald_save_to_data() writes: random games under random rules, step by step, with undo,
 * redo and a different action after an undo, and one cache going from game to game; the
 * document's head printed once a game. */

#include "config.h"

#include <string.h>

#include "herald-save.h"
#include "herald-save-cache.h"

#include "herald-random-play.h"

/* Returns: how many cached actions herald_save_cache_to_data () compared */
static guint
assert_same (HeraldSaveCache *cache,
             HeraldGame      *game)
{
  gsize expected_length, length;
  g_autofree char *expected = herald_save_to_data (game, &expected_length);
  g_autofree char *text = herald_save_cache_to_data (cache, game, &length);
  guint compared = herald_save_cache_get_n_compared (cache);
  HeraldSavePiece pieces[HERALD_SAVE_CACHE_MAX_PIECES];
  g_autoptr(GString) joined = g_string_new (NULL);
  guint n;

  g_assert_cmpuint (length, ==, expected_length);
  g_assert_cmpstr (text, ==, expected);
  /* the pieces the autosave writes (herald_write_behind_replace_vectors ()), joined: the
   * same bytes; asked again with nothing changed, nothing is compared */
  n = herald_save_cache_to_pieces (cache, game, pieces);
  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (n, <=, HERALD_SAVE_CACHE_MAX_PIECES);
  for (guint i = 0; i < n; i++)
    g_string_append_len (joined, pieces[i].data, pieces[i].length);
  g_assert_cmpuint (joined->len, ==, expected_length);
  g_assert_cmpmem (joined->str, joined->len, expected, expected_length);
  g_assert_cmpuint (herald_save_cache_get_n_compared (cache), ==, 0);
  return compared;
}

static void
test_same_bytes (void)
{
  g_autoptr(HeraldSaveCache) cache = herald_save_cache_new ();

  for (guint32 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 10);
      guint heads = herald_save_cache_get_n_heads (cache);

      assert_same (cache, game);
      for (guint step = 0; step < 60 && herald_game_get_state (game)->phase != HERALD_PHASE_OVER; step++)
        {
          guint n = herald_game_get_n_actions (game);

          herald_random_play (game, rng, n + 1 + herald_rng_range (rng, 4));
          assert_same (cache, game);
          if (herald_game_get_state (game)->phase == HERALD_PHASE_BEFORE_ROLL &&
              herald_rng_range (rng, 3) == 0)
            {
              HeraldRoll roll;

              herald_dice_roll_fair (rng, &roll);
              herald_game_set_drawn_roll (game, &roll, FALSE, NULL);
              assert_same (cache, game);
            }
          if (herald_rng_range (rng, 3) == 0 && herald_game_can_undo (game))
            {
              g_assert_true (herald_game_undo (game, NULL));
              assert_same (cache, game);
              if (herald_rng_range (rng, 2) == 0 && herald_game_can_redo (game))
                {
                  g_assert_true (herald_game_redo (game, NULL, NULL));
                  assert_same (cache, game);
                }
            }
        }
      /* the head (format, seed, rules, players, start) was printed once for the game, not
       * at every step (docs/performance.md, ninth round) */
      g_assert_cmpuint (herald_save_cache_get_n_heads (cache), <=, heads + 1);
    }
}

/* Steps with the time they were taken ("times"), some unknown (null), after a log without
 * times, with undo and redo: the cache writes the times as herald_save_to_data() does.
 * Random play leaves every time unknown, which the test above covers; a victory target out
 * of reach keeps each game going. */
static void
test_times (void)
{
  g_autoptr(HeraldSaveCache) cache = herald_save_cache_new ();

  for (guint32 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 30);
      gint64 now = 1796157266;

      herald_random_play (game, rng, 20);
      assert_same (cache, game);
      for (guint step = 0; step < 50 && herald_game_get_state (game)->phase != HERALD_PHASE_OVER; step++)
        {
          g_autoptr(HeraldGame) next = herald_game_copy (game);
          HeraldAction action;
          g_autoptr(GError) error = NULL;

          if (!herald_random_step (next, rng))
            break;
          action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
          now += 1 + herald_rng_range (rng, 90);
          action.time = herald_rng_range (rng, 5) == 0 ? 0 : now;
          g_assert_true (herald_game_apply (game, &action, NULL, &error));
          g_assert_no_error (error);
          assert_same (cache, game);
          if (herald_rng_range (rng, 4) == 0 && herald_game_can_undo (game))
            {
              g_assert_true (herald_game_undo (game, NULL));
              assert_same (cache, game);
              if (herald_rng_range (rng, 2) == 0 && herald_game_can_redo (game))
                {
                  g_assert_true (herald_game_redo (game, NULL, NULL));
                  assert_same (cache, game);
                }
            }
        }
      /* times were written: the test compares what it means to */
      {
        g_autofree char *text = herald_save_to_data (game, NULL);

        g_assert_nonnull (strstr (text, "\"times\" : [\n"));
      }
    }
}

/* A step of a long game compares none of the cached actions with the game's: while the
 * game's log has the same number (herald_game_get_log_id ()) it only grew. Undo, another game
 * and a copy that went its own way are compared again, and the bytes stay
 * herald_save_to_data ()'s (docs/performance.md, twenty-second round) */
static void
test_grown_log_not_compared (void)
{
  g_autoptr(HeraldSaveCache) cache = herald_save_cache_new ();
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 30);
  g_autoptr(HeraldGame) copy = NULL;
  guint n;

  herald_random_play (game, rng, 300);
  n = herald_game_get_n_actions (game);
  g_assert_cmpuint (n, >=, 300);
  assert_same (cache, game);
  for (guint step = 0; step < 20; step++)
    {
      g_assert_true (herald_random_step (game, rng));
      g_assert_cmpuint (assert_same (cache, game), ==, 0);
    }
  n = herald_game_get_n_actions (game);

  /* Undo: the log lost a step; Redo brings the same one back, compared again */
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (assert_same (cache, game), ==, n - 1);
  g_assert_true (herald_game_redo (game, NULL, NULL));
  g_assert_cmpuint (assert_same (cache, game), ==, 0);
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_redo (game, NULL, NULL));
  g_assert_cmpuint (assert_same (cache, game), ==, n - 1);

  /* a copy that undid three steps and took others: another log, compared, the same bytes */
  copy = herald_game_copy (game);
  for (guint i = 0; i < 3; i++)
    g_assert_true (herald_game_undo (copy, NULL));
  herald_random_play (copy, rng, n + 5);
  g_assert_cmpuint (assert_same (cache, copy), >, 0);
  /* and back to the first game, whose log the cache no longer holds */
  g_assert_cmpuint (assert_same (cache, game), >, 0);
  g_assert_true (herald_random_step (game, rng));
  g_assert_cmpuint (assert_same (cache, game), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/herald/save-cache/same-bytes", test_same_bytes);
  g_test_add_func ("/herald/save-cache/times", test_times);
  g_test_add_func ("/herald/save-cache/grown-log-not-compared", test_grown_log_not_compared);
  return g_test_run ();
}
