/* test-dialog-safety.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A key pressed on a dialog that has just opened does no harm (breaker report 15, B15-1): the
 * decisions an attack leaves (which city a player loses, a tied player's deck) open with the
 * focus on Later, at a phone's width, where AdwMessageDialog stacks its responses last first,
 * and at a tablet's. Before, stacked, the first focus was the last response: Return gave up
 * the walled city (RULES.md A7.4, A7.5: the player decides) or took the science deck for the
 * player (A6.2). In-process, with a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define WAIT_MS 20000

typedef struct
{
  AdwMessageDialog *dialog;
  const char       *response;
} FocusWanted;

static gboolean
focus_on (gpointer data)
{
  FocusWanted *wanted = data;
  GtkWidget *button = herald_test_response_button (wanted->dialog, wanted->response);

  return button != NULL && gtk_root_get_focus (GTK_ROOT (wanted->dialog)) == button;
}

static const char *
focus_label (AdwMessageDialog *dialog)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (dialog));

  return focus != NULL && GTK_IS_BUTTON (focus) ? gtk_button_get_label (GTK_BUTTON (focus)) : "(not a button)";
}

/* Lands the ship on @start (Anna to roll, the ship one step from Catan), fights and closes the
 * result; returns the decision's dialog, which must offer @response */
static AdwMessageDialog *
attack_to_decision (HeraldWindow *window,
                    const char   *response)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, response));
  return dialog;
}

/* The dialog opens with the focus on Later, and Return there (the focused button activated)
 * leaves the decision open */
static void
check_later_first (HeraldWindow     *window,
                   AdwMessageDialog *dialog)
{
  FocusWanted later = { dialog, "later" };
  const HeraldState *state;
  guint pending;
  GtkWidget *focus;

  state = herald_session_get_state (herald_window_get_session (window));
  pending = state->n_pending;
  g_assert_cmpuint (pending, >, 0);
  herald_test_wait_until (focus_on, &later, WAIT_MS);
  g_test_message ("first focus: %s", focus_label (dialog));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus == herald_test_response_button (dialog, "later"));

  g_assert_true (gtk_widget_activate (focus));   /* what Return does */
  herald_test_flush ();
  state = herald_session_get_state (herald_window_get_session (window));
  g_assert_cmpuint (state->n_pending, ==, pending);
}

static void
test_choose_city (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  /* barbarians 3 (three cities) against Anna's one knight: Ben, with no knight, loses one of
   * his two cities, one of them walled, and chooses which (Cleo has no city) */
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
                                                  "{\"cities\": 2, \"walls\": 1},"
                                                  "{\"cities\": 0, \"settlements\": 2}]}",
                                                  width, width > 400 ? 800 : 640);
  AdwMessageDialog *dialog = attack_to_decision (window, "walled");

  check_later_first (window, dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_choose_deck (gconstpointer data)
{
  int width = GPOINTER_TO_INT (data);
  /* barbarians 2 against knights 2: Catan wins, Anna and Ben tie with 1 each and choose a
   * deck each (RULES.md C4) */
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
                                                  "{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]},"
                                                  "{\"cities\": 0, \"settlements\": 2}]}",
                                                  width, width > 400 ? 800 : 640);
  AdwMessageDialog *dialog = attack_to_decision (window, "science");

  check_later_first (window, dialog);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "dialog-safety"))
    return 0;
  herald_a11y_install ();

  g_test_add_data_func ("/herald/dialog-safety/choose-city/phone", GINT_TO_POINTER (360), test_choose_city);
  g_test_add_data_func ("/herald/dialog-safety/choose-city/tablet", GINT_TO_POINTER (1280), test_choose_city);
  g_test_add_data_func ("/herald/dialog-safety/choose-deck/phone", GINT_TO_POINTER (360), test_choose_deck);
  g_test_add_data_func ("/herald/dialog-safety/choose-deck/tablet", GINT_TO_POINTER (1280), test_choose_deck);

  return g_test_run ();
}
