/* test-a11y-resume.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game opened says where it stands (newcomer report 16, N16-5): Resume Game after Close
 * Game said only "Roll push button" with Orca, never the round nor whose turn, since the
 * turn's label still held the text of the game just closed and did not change. In-process
 * with GTK's test accessibility backend; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* whether any description sent to @watch holds @part */
static gboolean
said_part (HeraldTestA11yWatch *watch,
           const char          *part)
{
  for (guint i = 0; i < watch->changes->len; i++)
    {
      const char *said = herald_test_a11y_change_at (watch, i)->description;

      if (said != NULL && strstr (said, part) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_resume_says_turn (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_autoptr(HeraldTestA11yWatch) said = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *round = NULL;
  g_autofree char *turn = NULL;

  g_assert_true (herald_test_wait_until (window_active, window, 5000));
  herald_test_run_for (1500);
  round = g_strdup_printf ("Round %u", herald_game_get_state (herald_session_get_game (session))->round);
  turn = g_strdup_printf ("%s to roll", herald_test_players[herald_game_get_state (herald_session_get_game (session))->current].name);

  /* Close Game, then Resume Game: the same game, its turn's label unchanged */
  herald_session_close (session);
  herald_test_flush ();
  herald_test_run_for (1000);
  said = herald_test_watch_accessible (roll);
  g_assert_true (herald_session_resume (session, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  herald_test_run_for (2000);
  for (guint i = 0; i < said->changes->len; i++)
    g_test_message ("said: %s", herald_test_a11y_change_at (said, i)->description);
  g_assert_true (said_part (said, round));
  g_assert_true (said_part (said, turn));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "resume"))
    return 0;

  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/a11y/resume/says-turn", test_resume_says_turn);

  return g_test_run ();
}
