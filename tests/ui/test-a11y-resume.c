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
#include "herald-widget-update.h"
#include "herald-window.h"
#include "herald-window-private.h"

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

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
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

/* The Merchant badge of a game resumed (tester report 31, N31-2): with digital cards it is
 * refused once the game is under way, drawn and told as off (`level-refused`, the engine's
 * reason); after Close Game and Resume Game every badge came back as a working control, and
 * Return on it gave only the refusal's toast. It shows now as in the game before. */
static GtkWidget *
merchant_badge (HeraldWindow *window,
                guint         player)
{
  GtkWidget *card = herald_test_mapped_card (GTK_WIDGET (window), player);
  GtkWidget *badge;

  g_assert_nonnull (card);
  badge = herald_test_find_action_button (card, "player.refused-merchant", NULL);
  if (badge == NULL)
    badge = herald_test_find_action_button (card, "player.merchant", NULL);
  g_assert_nonnull (badge);
  return badge;
}

static void
test_resume_merchant_refused (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 3, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 };
  g_autoptr(GError) error = NULL;

  /* a new game with its setup round, as the tester's (digital cards, the default) */
  g_assert_true (rules.digital_cards);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, TRUE, &error));
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  while (herald_window_get_state (window)->phase == HERALD_PHASE_SETUP)
    {
      g_assert_true (gtk_widget_activate (GTK_WIDGET (window->setup_button)));
      herald_test_flush ();
    }
  herald_window_start_roll (window, &dice);
  herald_test_flush ();
  for (guint resumed = 0; resumed < 2; resumed++)
    {
      for (guint p = 0; p < 3; p++)
        {
          GtkWidget *badge = merchant_badge (window, p);
          g_autofree char *disabled = gtk_test_accessible_check_state (GTK_ACCESSIBLE (badge), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);

          g_test_message ("%s: player %u's badge: %s%s, %s", resumed ? "resumed" : "played", p,
                          gtk_actionable_get_action_name (GTK_ACTIONABLE (badge)),
                          gtk_widget_has_css_class (badge, "level-refused") ? " (refused)" : "",
                          herald_get_described (badge));
          g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (badge)), ==, "player.refused-merchant");
          g_assert_true (gtk_widget_has_css_class (badge, "level-refused"));
          g_assert_null (disabled);
          g_assert_cmpstr (herald_get_described (badge), ==, "With digital progress cards the merchant moves only "
                                                             "when a Merchant card is played");
        }
      if (resumed)
        break;
      herald_session_close (session);
      herald_test_flush ();
      g_assert_true (herald_session_resume (session, &error));
      g_assert_no_error (error);
      herald_test_flush ();
      herald_test_run_for (300);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The start page's focus is on Resume Game, blue (suggested), and New Game is not */
static void
check_resume_default (HeraldWindow *window,
                      const char   *when)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  g_assert_true (GTK_IS_BUTTON (focus));
  g_test_message ("the start page's focus %s: %s", when, gtk_button_get_label (GTK_BUTTON (focus)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Resume Game");
  g_assert_true (gtk_widget_has_css_class (focus, "suggested-action"));
  g_assert_false (gtk_widget_has_css_class (window->new_game_button, "suggested-action"));
  g_assert_true (gtk_widget_get_mapped (window->new_game_button));
}

/* Tester report 45, N45-14: with an unfinished game the start page's default (blue, focused)
 * was New Game, and a table coming back to its game with Return or Space got New Game's
 * dialog. Resume Game is the default when there is a game to resume, as the README says;
 * New Game is once there is none (test-window-keys-pages: start-focus). Orca hears the focus
 * on Resume Game first. */
static void
test_resume_is_default (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);

  /* Close Game */
  herald_test_run_for (500);
  herald_session_close (herald_window_get_session (window));
  herald_test_flush ();
  herald_test_run_for (500);
  check_resume_default (window, "after Close Game");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();

  /* Herald started again */
  window = herald_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_test_run_for (500);
  check_resume_default (window, "as Herald starts");

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
  g_test_add_func ("/herald/a11y/resume/merchant-refused", test_resume_merchant_refused);
  g_test_add_func ("/herald/a11y/resume/resume-is-default", test_resume_is_default);

  return g_test_run ();
}
