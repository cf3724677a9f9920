/* step-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What test-step-refresh.c and test-history-rows.c share: random games played through a
 * session (step-test-utils.h) */

#include "config.h"

#include "herald-random-play.h"
#include "herald-save.h"
#include "step-test-utils.h"

/**
 * herald_test_open_random_game:
 * @session: a session
 * @rng: the random numbers it is played with
 * @dir: a folder for its file
 * @n_actions: how many random actions it is played for
 *
 * Opens in @session a random game (herald_random_game_new (), up to 30 rounds), played for
 * @n_actions actions and saved in @dir.
 */
void
herald_test_open_random_game (HeraldSession *session,
                              HeraldRng     *rng,
                              const char    *dir,
                              guint          n_actions)
{
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, 30);
  g_autofree char *name = g_strdup_printf ("history-%u.json", n_actions);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  herald_random_play (game, rng, n_actions);
  g_assert_true (herald_save_write_file (game, path, &error));
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_perform_random_step:
 * @session: a session with a game
 * @rng: the random numbers it is played with
 * @taken: (out) (optional): whether @session took the step (a correction that changes nothing
 *   is refused); %NULL: it must, the test fails when it is refused
 *
 * Takes a random step of @session's game (herald_random_step () on a copy of it), as the table
 * takes it: the loop of the window tests (test-step-refresh, test-history-rows) and of the
 * items' (test-models), written once.
 *
 * Returns: %FALSE when the game has no step left
 */
gboolean
herald_test_perform_random_step (HeraldSession *session,
                                 HeraldRng     *rng,
                                 gboolean      *taken)
{
  g_autoptr(HeraldGame) next = herald_game_copy (herald_session_get_game (session));
  g_autoptr(GError) error = NULL;
  HeraldAction action;
  gboolean performed;

  if (!herald_random_step (next, rng))
    return FALSE;
  action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
  performed = herald_session_perform (session, &action, &error);
  if (taken != NULL)
    *taken = performed;
  else
    {
      g_assert_no_error (error);
      g_assert_true (performed);
    }
  return TRUE;
}

void
herald_test_count_cb (guint *count)
{
  (*count)++;
}
