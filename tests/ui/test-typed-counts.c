/* test-typed-counts.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Ctrl+Return answers a form with the count being typed in it (tester report 45, N45-10): a
 * number typed and not yet left (no Tab, no Return) was ignored, and the form was answered
 * with the count as it was before: the check-in fought with Anna's 2 cities where the table
 * had typed 1, Correct Pieces closed with nothing corrected, New Game started 3 players where
 * 4 had been typed. In-process, with a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-check-in-dialog.h"
#include "herald-correct-dialog.h"
#include "herald-new-game-dialog.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define WAIT_MS 20000

/* The landing's position: the ship one step from Catan, Anna with two cities */
#define LANDING "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
                "{\"cities\": 2, \"walls\": 1}, {\"cities\": 1}, {\"cities\": 1}]}"

typedef struct
{
  GtkSpinButton *spin;
  int            value;     /* the count's value as the form was answered */
  gboolean       answered;
  gboolean       changed;   /* Correct Pieces: a correction; the check-in: one for Anna */
  gint           cities;    /* the check-in: Anna's corrected cities */
} Answer;

/* The first count of @dialog, given the focus, @text typed into it and not left */
static GtkSpinButton *
type_into_first_count (GtkWidget  *dialog,
                       const char *text)
{
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (dialog, GTK_TYPE_SPIN_BUTTON);
  GtkSpinButton *spin;

  g_assert_cmpuint (spins->len, >, 0);
  spin = spins->pdata[0];
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (spin)));
  herald_test_flush ();
  gtk_editable_set_text (GTK_EDITABLE (spin), text);
  return spin;
}

static void
check_in_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      Answer           *answer)
{
  HeraldAction actions[HERALD_MAX_PLAYERS];
  guint n = herald_check_in_dialog_get_corrections (HERALD_CHECK_IN_DIALOG (dialog), actions);

  answer->answered = g_str_equal (response, "attack");
  answer->value = gtk_spin_button_get_value_as_int (answer->spin);
  for (guint i = 0; i < n; i++)
    if (actions[i].player == 0)
      {
        answer->changed = TRUE;
        answer->cities = actions[i].correction.cities;
      }
}

static void
test_check_in (void)
{
  HeraldWindow *window = herald_test_window_show (LANDING, 1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (herald_check_in_dialog_new (GTK_WINDOW (window), game));
  Answer answer = { 0 };

  g_signal_connect (dialog, "response", G_CALLBACK (check_in_response_cb), &answer);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until ((HeraldTestCondition) gtk_widget_get_mapped, dialog, WAIT_MS));
  /* Anna's cities, 2: the table types 1 */
  answer.spin = type_into_first_count (GTK_WIDGET (dialog), "1");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (answer.spin), ==, 2);
  /* what Ctrl+Return does */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  g_test_message ("answered %d with the count at %d, a correction for Anna %d (cities %d)", answer.answered,
                  answer.value, answer.changed, answer.cities);
  g_assert_true (answer.answered);
  g_assert_cmpint (answer.value, ==, 1);
  g_assert_true (answer.changed);
  g_assert_cmpint (answer.cities, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
correct_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     Answer           *answer)
{
  HeraldAction action;

  answer->answered = g_str_equal (response, "correct");
  answer->value = gtk_spin_button_get_value_as_int (answer->spin);
  answer->changed = herald_correct_dialog_get_action (HERALD_CORRECT_DIALOG (dialog), &action);
}

static void
test_correct_pieces (void)
{
  HeraldWindow *window = herald_test_window_show (LANDING, 1280, 800);
  HeraldGame *game = herald_session_get_game (window->session);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (herald_correct_dialog_new (GTK_WINDOW (window), game, 0));
  Answer answer = { 0 };
  g_autofree char *text = NULL;
  int before;

  g_signal_connect (dialog, "response", G_CALLBACK (correct_response_cb), &answer);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until ((HeraldTestCondition) gtk_widget_get_mapped, dialog, WAIT_MS));
  answer.spin = type_into_first_count (GTK_WIDGET (dialog), "");
  before = gtk_spin_button_get_value_as_int (answer.spin);
  text = g_strdup_printf ("%d", before + 1);
  gtk_editable_set_text (GTK_EDITABLE (answer.spin), text);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (answer.spin), ==, before);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  g_test_message ("the first count %d, typed %s: answered %d with %d, a correction %d", before, text,
                  answer.answered, answer.value, answer.changed);
  g_assert_true (answer.answered);
  g_assert_cmpint (answer.value, ==, before + 1);
  g_assert_true (answer.changed);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
started_cb (HeraldNewGameDialog *dialog,
            guint               *n_players)
{
  HeraldRules rules;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  gboolean setup;
  HeraldDiceMode dice;
  gint first;

  herald_new_game_dialog_get_game (dialog, &rules, players, n_players, &setup, &dice, &first);
  for (guint i = 0; i < *n_players; i++)
    g_free (players[i].name);
}

static void
test_new_game (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (GTK_WINDOW (window), NULL);
  g_autoptr(GPtrArray) spins = NULL;
  GtkSpinButton *count = NULL;
  guint n_players = 0;

  g_signal_connect (dialog, "start", G_CALLBACK (started_cb), &n_players);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until ((HeraldTestCondition) gtk_widget_get_mapped, dialog, WAIT_MS));
  /* Number of Players: the count of 3 from 3 */
  spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  for (guint i = 0; i < spins->len && count == NULL; i++)
    {
      double lower, upper;

      gtk_spin_button_get_range (spins->pdata[i], &lower, &upper);
      if (lower == 3 && gtk_spin_button_get_value_as_int (spins->pdata[i]) == 3)
        count = spins->pdata[i];
    }
  g_assert_nonnull (count);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (count)));
  herald_test_flush ();
  gtk_editable_set_text (GTK_EDITABLE (count), "4");
  /* what Ctrl+Return does */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL));
  herald_test_flush ();
  g_test_message ("started with %u players", n_players);
  g_assert_cmpuint (n_players, ==, 4);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "typed-counts"))
    return 0;

  g_test_add_func ("/herald/typed-counts/check-in", test_check_in);
  g_test_add_func ("/herald/typed-counts/correct-pieces", test_correct_pieces);
  g_test_add_func ("/herald/typed-counts/new-game", test_new_game);

  return g_test_run ();
}
