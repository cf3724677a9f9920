/* test-refused-taps.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A tap or a click on a control that is off says why, in a toast (newcomer report 14,
 * N14-10): before, it did nothing (GTK 4.8 gives an insensitive widget no event), and the
 * reason was only in the tooltip, which a phone shows on a long press. In-process, with a
 * display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-player-card-private.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-widget-update.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* A press of the primary button (or a tap) at the middle of @target, as the window's
 * capture-phase click gestures see it (GTK 4.8 sends no event to an insensitive widget: the
 * window's own handlers see it on its way) */
static void
tap (HeraldWindow *window,
     GtkWidget    *target)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (window));
  graphene_point_t middle = GRAPHENE_POINT_INIT (gtk_widget_get_width (target) / 2.0f,
                                                 gtk_widget_get_height (target) / 2.0f);
  graphene_point_t at;

  g_assert_true (gtk_widget_get_mapped (target));
  g_assert_true (gtk_widget_compute_point (target, GTK_WIDGET (window), &middle, &at));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_event_controller_get_propagation_phase (controller) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (controller, "pressed", 1, (double) at.x, (double) at.y);
    }
  herald_test_run_for (300);
  herald_test_flush ();
}

static const char *
toast_text (HeraldWindow *window)
{
  return window->toast != NULL && window->toast_label != NULL ? gtk_label_get_text (window->toast_label) : NULL;
}

/* A toast still shown (a step's, an earlier tap's) marked as said: what a tap says replaces it */
static void
mark_toast_said (HeraldWindow *window)
{
  if (toast_text (window) != NULL)
    gtk_label_set_text (window->toast_label, "(said)");
}

/* @control is off and keeps @part of why: a tap on it shows that in a toast */
static void
check_tap_says (HeraldWindow *window,
                GtkWidget    *control,
                const char   *part)
{
  const char *refusal = g_object_get_data (G_OBJECT (control), "herald-refusal");

  g_assert_false (gtk_widget_is_sensitive (control));
  g_assert_nonnull (refusal);
  g_assert_nonnull (strstr (refusal, part));
  mark_toast_said (window);
  tap (window, control);
  g_test_message ("tap on %s (off: %s): toast “%s”", G_OBJECT_TYPE_NAME (control), refusal, toast_text (window));
  g_assert_nonnull (toast_text (window));
  g_assert_nonnull (strstr (toast_text (window), part));
}

static void
test_refused_taps (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": [{\"cities\": 1}, {\"cities\": 1}, {\"cities\": 1}]}",
                                                  1280, 800);
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 1, .white = 2 };
  GtkWidget *roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_autoptr(GPtrArray) plus = NULL;
  GtkWidget *refused_plus = NULL;

  herald_test_run_for (500);
  /* before the roll: End Turn is off, the player has not rolled */
  check_tap_says (window, window->end_turn_button, "not rolled");

  /* after it: Roll is off, already rolled */
  herald_window_start_roll (window, &roll);
  herald_test_run_for (500);
  herald_test_flush ();
  g_assert_nonnull (roll_button);
  check_tap_says (window, roll_button, "already rolled");

  /* a build off for a reason: the first such control of a player's card */
  for (guint c = 0; c < window->cards->len && refused_plus == NULL; c++)
    {
      g_clear_pointer (&plus, g_ptr_array_unref);
      plus = herald_test_find_widgets (window->cards->pdata[c], GTK_TYPE_BUTTON);
      for (guint i = 0; i < plus->len && refused_plus == NULL; i++)
        if (gtk_widget_get_mapped (plus->pdata[i]) && !gtk_widget_is_sensitive (plus->pdata[i]) &&
            g_object_get_data (plus->pdata[i], "herald-refusal") != NULL)
          refused_plus = plus->pdata[i];
    }
  g_assert_nonnull (refused_plus);
  check_tap_says (window, refused_plus, g_object_get_data (G_OBJECT (refused_plus), "herald-refusal"));

  /* a control that is on says nothing */
  mark_toast_said (window);
  tap (window, window->end_turn_button);
  g_assert_true (toast_text (window) == NULL || g_str_equal (toast_text (window), "(said)"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Newcomer report 19, N19-8: in the setup round a player card's + and − are off, and a tap
 * on one says the engine's reason (the setup round comes first); before, the − kept none and
 * a tap did nothing */
static void
test_setup_pieces (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_window_watch_refused_taps (window);
  herald_test_flush ();
  g_assert_true (herald_session_new_game (herald_window_get_session (window), &rules, herald_test_players, 3,
                                          TRUE, NULL));
  herald_test_run_for (800);
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_SETUP);
  for (guint c = 0; c < window->cards->len; c++)
    {
      HeraldPlayerCard *card = window->cards->pdata[c];

      for (guint i = 0; i < N_PIECES; i++)
        {
          g_test_message ("card %u piece %u", c, i);
          check_tap_says (window, GTK_WIDGET (card->piece_plus[i]), "setup round");
          check_tap_says (window, GTK_WIDGET (card->piece_minus[i]), "setup round");
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "refused taps"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/refused-taps/says-why", test_refused_taps);
  g_test_add_func ("/herald/refused-taps/setup-pieces", test_setup_pieces);

  return g_test_run ();
}
