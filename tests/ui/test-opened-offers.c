/* test-opened-offers.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a game just opened (Open Game…, Resume Game, `herald FILE`) offers as its window first
 * asks what is owed, once the main loop is idle (herald_window_process_interactions ()): the
 * reveals of the cards its last step drew and never showed (breaker report 12, R-6), the
 * check-in of the dice it holds for a landing (issue 10, item 10). A key pressed as the game
 * opened (Space, Ctrl+R) may take a step before that ask: what the step brought is offered
 * once, not again by the ask (breaker report 58). A game opened only to be looked at offers
 * no check-in (N45-9). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-check-in-dialog.h"
#include "herald-dice-panel.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* The ship one step from Catan, each player with a city */
#define LANDING "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 1}, {\"cities\": 1}, {\"cities\": 1}]}"

/* break58-1: the first roll of a game just opened (Open Game…, Resume Game, `herald FILE`)
 * handed every card it drew over twice: "Give the Device to Anna", her card, Keep, "Give the
 * Device to Ben", Later, then "Give the Device to Anna" again for the card she had kept, and
 * Ben's again. A game just shown offers its last step's unseen draws as the window first asks
 * what is owed; when the roll came before that ask (Space pressed as the window opened,
 * the main loop not yet idle), the roll was that last step, and its reveals were queued twice.
 * Here the window is as just shown, its first ask not made: offer_last_draws set, as
 * herald_window_refresh () sets it for a game opened. */
static void
test_first_roll_reveals_once (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": ["
                                                  "{\"improvements\": {\"trade\": 1}}, "
                                                  "{\"improvements\": {\"trade\": 1}}, {}]}", 1280, 800);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  static const char * const owners[] = { "Anna", "Ben" };
  AdwMessageDialog *dialog;

  window->offer_last_draws = TRUE;
  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  for (guint i = 0; i < G_N_ELEMENTS (owners); i++)
    {
      g_autofree char *heading = g_strdup_printf ("Give the Device to %s", owners[i]);

      dialog = herald_test_open_dialog (window, TRUE);
      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
      herald_test_respond (dialog, "reveal");
      herald_test_flush ();
      dialog = herald_test_open_dialog (window, TRUE);
      g_assert_nonnull (dialog);
      g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
      herald_test_respond (dialog, "keep");
      herald_test_flush ();
    }
  /* each card handed over once, and seen */
  dialog = herald_test_open_dialog (window, FALSE);
  if (dialog != NULL)
    g_error ("a card of the roll handed over a second time: “%s”", adw_message_dialog_get_heading (dialog));
  g_assert_cmpuint (herald_game_get_draws_seen (herald_session_get_game (herald_window_get_session (window))), ==,
                    herald_game_get_n_actions (herald_session_get_game (herald_window_get_session (window))));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* break58-3: a game opened with dice held for a check-in (Herald stopped with it open) begins
 * the check-in again as the window first asks what is owed; a roll the table began before that
 * ask (Ctrl+R as the game opened) opened it, and Later brought it back at once. */
static void
test_drawn_landing_later_once (void)
{
  HeraldWindow *window = herald_test_window_show (LANDING, 1280, 800);
  HeraldRoll drawn = { .event = HERALD_EVENT_SHIP, .red = 5, .white = 4 };
  AdwMessageDialog *dialog;

  g_assert_true (herald_game_set_drawn_roll (herald_session_get_game (window->session), &drawn, FALSE, NULL));
  window->offer_drawn_roll = TRUE;  /* the window as just shown, its first ask not made */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  herald_test_respond (dialog, "cancel");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  if (dialog != NULL)
    g_error ("Later, and “%s” opened again", adw_message_dialog_get_heading (dialog));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Tester report 45, N45-9: a Herald that only looks at a game (another Herald has it open,
 * Look Only) opened the check-in of the landing roll that Herald left open, its counts
 * editable and Fight on; Fight then only said in a toast that the game can only be looked
 * at. The looking Herald shows the landing (the dice, the banner saying where the pieces are
 * checked) and no check-in. */
static void
test_looking_no_check_in (void)
{
  HeraldWindow *window = herald_test_window_show (LANDING, 1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  HeraldWindow *other;
  HeraldSession *looking;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;
  const char *banner;
  guint n;

  /* the holding Herald: the ship lands, its check-in open, the dice saved */
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  g_assert_true (HERALD_IS_CHECK_IN_DIALOG (herald_test_open_dialog (window, TRUE)));
  g_assert_true (herald_session_save_now (session, NULL));
  n = herald_game_get_n_actions (herald_session_get_game (session));

  /* another window opens the game only to look at it */
  other = herald_test_open_looking (window);
  looking = herald_window_get_session (other);
  herald_test_run_for (500);

  /* no check-in there: the landing, said in the dice panel */
  g_assert_null (herald_test_open_dialog (other, FALSE));
  banner = herald_dice_panel_get_banner (other->dice_panel);
  g_test_message ("looking: %s", banner);
  g_assert_nonnull (banner);
  g_assert_nonnull (strstr (banner, "in the Herald that has this game open"));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (looking)), ==, n);
  /* the holding Herald's check-in is still open */
  g_assert_true (HERALD_IS_CHECK_IN_DIALOG (herald_test_open_dialog (window, FALSE)));

  /* the holding Herald lets go: the pieces are checked here once the game is taken over; the
   * banner said "in the Herald that has this game open" still (fix46a-1) */
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_session_check_holder (looking));
  herald_test_flush ();
  banner = herald_dice_panel_get_banner (other->dice_panel);
  g_test_message ("after the other let go: %s", banner);
  g_assert_cmpstr (banner, ==, "The barbarian ship lands: take over the game to check the pieces before the battle.");
  /* taken over: the check-in */
  g_assert_true (herald_session_take_over (looking, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_true (HERALD_IS_CHECK_IN_DIALOG (herald_test_open_dialog (other, TRUE)));

  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "opened-offers"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/opened-offers/first-roll-reveals-once", test_first_roll_reveals_once);
  g_test_add_func ("/herald/opened-offers/drawn-landing-later-once", test_drawn_landing_later_once);
  g_test_add_func ("/herald/opened-offers/looking-no-check-in", test_looking_no_check_in);

  return g_test_run ();
}
