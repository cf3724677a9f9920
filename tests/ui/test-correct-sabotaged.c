/* test-correct-sabotaged.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Correct Pieces in the first edition keeps the sabotaged cities it shows (RULES.md A15) when
 * the table corrects a player's cities (rules56-1). In-process, with a display (meson runs it
 * under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-correct-dialog.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* The spin button of @dialog's form whose name for screen readers holds @name, or NULL */
static GtkSpinButton *
spin_named (gpointer    dialog,
            const char *name)
{
  return GTK_SPIN_BUTTON (herald_test_find_named (adw_message_dialog_get_extra_child (dialog),
                                                  GTK_TYPE_SPIN_BUTTON, name));
}

/* Ben has 3 cities, no wall; Anna's Saboteur turns the third. Correct Pieces then lowers his
 * cities to 1 and leaves "Sabotaged cities" at the 1 it shows: he keeps 1 sabotaged city, as
 * the dialog said. Before, the dialog left `sabotaged` out of the correction, and the engine,
 * which keeps the first cities, dropped the sabotage with the third city unseen (0). A count
 * his cities cannot hold (1 with none left) is refused in the dialog with the engine's reason;
 * a correction that leaves the cities alone does not write the count. */
static void
test_fewer_cities_keep_sabotage (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (
    "{\"round\": 3, \"players\": [{\"progress_cards\": [\"saboteur\"]},"
    "{\"cities\": 3, \"settlements\": 0}, {}]}", NULL);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 };
  g_autoptr(GError) error = NULL;
  HeraldGame *game;
  GtkSpinButton *cities, *sabotaged;
  HeraldAction action;
  HeraldRules rules;
  gpointer dialog;

  herald_rules_init (&rules, HERALD_EDITION_FIRST);
  herald_session_new_game_at (session, &rules, herald_test_players, 3, node, &error);
  g_assert_no_error (error);
  game = herald_session_get_game (session);
  herald_action_init (&action, HERALD_ACTION_ROLL, 0);
  action.roll = dice;
  g_assert_true (herald_session_perform (session, &action, NULL));
  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, 0);
  action.card = HERALD_CARD_SABOTEUR;
  action.target = 1;
  action.city = 2;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_sabotaged (game, 1), ==, 1);

  dialog = herald_correct_dialog_new (NULL, game, 1);
  cities = spin_named (dialog, "Ben: Cities, metropolises included");
  sabotaged = spin_named (dialog, "Ben: Sabotaged cities");
  g_assert_nonnull (cities);
  g_assert_nonnull (sabotaged);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (sabotaged), ==, 1);

  /* no city left: 1 sabotaged cannot stand, and the dialog says why */
  gtk_spin_button_set_value (cities, 0);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Ben has 0 ordinary cities"));

  gtk_spin_button_set_value (cities, 1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (action.correction.cities, ==, 1);
  g_assert_cmpint (action.correction.sabotaged, ==, 1);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_sabotaged (game, 1), ==, 1);

  /* something else corrected: the count is not written, so the file reads as before */
  dialog = herald_correct_dialog_new (NULL, game, 1);
  gtk_spin_button_set_value (spin_named (dialog, "Ben: Defender of Catan cards"), 1);
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (action.correction.sabotaged, ==, HERALD_UNSET);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "correct-sabotaged"))
    return 0;
  g_test_add_func ("/herald/correct-sabotaged/fewer-cities-keep-sabotage",
                   test_fewer_cities_keep_sabotage);
  return g_test_run ();
}
