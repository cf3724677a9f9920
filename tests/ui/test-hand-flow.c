/* test-hand-flow.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The steps between a player and their progress cards (tester report 43, N43-3): an empty
 * hand is said at once, without a privacy step that protects nothing; a fifth card kept out
 * of turn is followed at once by its put-back, without asking a second time for the device
 * its owner holds; and the put-back offers two copies of a card as one answer that says how
 * many the hand holds. In-process, through the window's actions and its dialogs; needs a
 * display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-text.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

static gboolean
has_dialog (gpointer window)
{
  return herald_test_open_dialog (window, FALSE) != NULL;
}

/* The message dialog open over @window, waited for (queued for idle) */
static AdwMessageDialog *
wait_dialog (HeraldWindow *window)
{
  herald_test_wait_until (has_dialog, window, 20000);
  return herald_test_open_dialog (window, FALSE);
}

static const HeraldPlayerState *
player_state (HeraldWindow *window,
              guint         player)
{
  return &herald_session_get_state (herald_window_get_session (window))->players[player];
}

/* Anna's hand holds nothing ("0 cards" on her card): pressed, it says so at once; Ben's hand
 * of two still changes hands first. On main at a2409f8 Anna's empty hand asked "Give the
 * Device to Anna" first. */
static void
test_empty_hand_at_once (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{}, {\"progress_cards\": "
                                                  "[\"spy\", \"smith\"]}, {}]}", 1280, 800);
  AdwMessageDialog *dialog;

  g_assert_cmpuint (player_state (window, 0)->n_hand, ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 0);
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_test_message ("Anna's hand: %s", adw_message_dialog_get_heading (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Anna’s Progress Cards");
  g_assert_false (adw_message_dialog_has_response (dialog, "reveal"));
  g_assert_nonnull (strstr (g_object_get_data (G_OBJECT (dialog), "herald-a11y-extra-text"),
                            "No progress cards in hand."));
  herald_test_respond (dialog, "close");
  g_assert_null (herald_test_open_dialog (window, FALSE));

  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 1);
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Ben");
  g_assert_true (adw_message_dialog_has_response (dialog, "reveal"));
  herald_test_respond (dialog, "cancel");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Ben holds four cards, two of them Alchemists, and draws a fifth on Anna's roll: revealed
 * and kept, the put-back follows at once (RULES.md A12.2), saying why, with one answer for
 * the two Alchemists that counts them, and one Alchemist goes back. On main at a2409f8 Keep
 * led to "Give the Device to Ben" again, and the put-back listed "Put Alchemist Back" twice. */
static void
test_kept_card_put_back_at_once (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{}, {\"progress_cards\": "
                                                  "[\"alchemist\", \"spy\", \"alchemist\", \"wedding\"], "
                                                  "\"improvements\": {\"trade\": 1}}, {}]}", 1280, 800);
  HeraldRoll trade = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 3 };
  const HeraldPlayerState *ben;
  AdwMessageDialog *dialog;
  g_autofree char *alchemists = g_strdup_printf ("card-%u-2", HERALD_CARD_ALCHEMIST);
  g_autofree char *first_alchemist = g_strdup_printf ("card-%u-0", HERALD_CARD_ALCHEMIST);
  guint n_alchemists = 0;

  herald_window_start_roll (window, &trade);
  herald_test_flush ();
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Give the Device to Ben");
  herald_test_respond (dialog, "reveal");
  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "keep"));
  herald_test_respond (dialog, "keep");
  ben = player_state (window, 1);
  g_assert_cmpuint (ben->n_hand, ==, 5);

  dialog = wait_dialog (window);
  g_assert_nonnull (dialog);
  g_test_message ("after Keep: %s", adw_message_dialog_get_heading (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Ben Puts a Card Back");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Ben holds more than four progress cards. The card goes face down under its deck.");
  g_assert_false (adw_message_dialog_has_response (dialog, "cancel"));
  /* the two Alchemists: one answer, counted; the other cards one each */
  g_assert_true (adw_message_dialog_has_response (dialog, alchemists));
  g_assert_false (adw_message_dialog_has_response (dialog, first_alchemist));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, alchemists), ==, "Put Alchemist Back (2 in Hand)");
  for (guint i = 0; i < ben->n_hand; i++)
    if (ben->hand[i] != HERALD_CARD_ALCHEMIST)
      {
        g_autofree char *id = g_strdup_printf ("card-%u-%u", ben->hand[i], i);
        g_autofree char *label = g_strdup_printf ("Put %s Back", herald_text_card_name (ben->hand[i]));

        g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, id), ==, label);
      }

  herald_test_respond (dialog, alchemists);
  g_assert_cmpuint (ben->n_hand, ==, 4);
  for (guint i = 0; i < ben->n_hand; i++)
    n_alchemists += ben->hand[i] == HERALD_CARD_ALCHEMIST;
  g_assert_cmpuint (n_alchemists, ==, 1);
  g_assert_null (herald_test_open_dialog (window, FALSE));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "window"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/hand-flow/empty-hand-at-once", test_empty_hand_at_once);
  g_test_add_func ("/herald/hand-flow/kept-card-put-back-at-once", test_kept_card_put_back_at_once);

  return g_test_run ();
}
