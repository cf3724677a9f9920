/* test-breaker49-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Breaker report 49, breaker49-2: an answered dialog still on the screen (it stays until
 * the next one is active, herald-window-present.c) answered again, as Ctrl+Z or Ctrl+Shift+Z
 * in it does (step_key_cb () closes it: AdwMessageDialog answers its close response). The
 * window's dialog_answered_cb () means to stop that second answer with
 * g_signal_stop_emission_by_name (dialog, "response"), but AdwMessageDialog::response is
 * emitted with a detail (the response's id), so GLib finds no emission to stop: it warns
 * "no emission of signal "response" to stop" (fatal under G_DEBUG=fatal-warnings, as in the
 * real app in an Undo/Redo storm over the city choice: breaker report 49) and the second
 * answer goes on to every other handler. */

#include "config.h"

#include <adwaita.h>

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* as in test-decision-taps.c: the barbarians win, Cleo chooses which city she loses */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

static gboolean
choice_open (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && adw_message_dialog_has_response (dialog, "later");
}

static void
count_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   guint            *count)
{
  (*count)++;
}

static void
test_answered_again (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  guint after = 0;

  herald_test_roll_through_attack (window, &ship);
  g_assert_true (herald_test_wait_until (choice_open, window, 20000));
  dialog = herald_test_open_dialog (window, FALSE);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  /* a handler after the window's: it must not hear the second answer */
  g_signal_connect_after (dialog, "response", G_CALLBACK (count_response_cb), &after);

  /* answered: Later, as a tap does; the dialog is on the screen still, answered */
  g_signal_emit_by_name (herald_test_response_button (dialog, "later"), "clicked");
  g_assert_nonnull (dialog);
  g_assert_cmpuint (after, ==, 1);

  /* the same dialog answered again, as step_key_cb () does to it (Ctrl+Z in it): no
   * warning, and the answer stopped */
  gtk_window_close (GTK_WINDOW (dialog));
  g_assert_cmpuint (after, ==, 1);

  if (dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "breaker49-dialogs"))
    return 0;

  g_test_add_func ("/herald/breaker49/answered-again", test_answered_again);

  return g_test_run ();
}
