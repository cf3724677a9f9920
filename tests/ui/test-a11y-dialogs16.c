/* test-a11y-dialogs16.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard wrong, or missed, in Herald's dialogs and windows (newcomer
 * report 16, issue 11), in-process with GTK's test accessibility backend. Needs a display
 * (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-attack-dialog.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

static gboolean
window_active (gpointer data)
{
  return gtk_window_is_active (data);
}

/* how many times @part is in @text */
static guint
count_in (const char *text,
          const char *part)
{
  guint n = 0;

  for (const char *p = text != NULL ? strstr (text, part) : NULL; p != NULL; p = strstr (p + 1, part))
    n++;
  return n;
}

/* Lands the ship of @window (Anna to roll, the ship one step from Catan): the barbarians win,
 * the result is closed; returns the dialog open after it */
static AdwMessageDialog *
land_and_continue (HeraldWindow *window)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  if (adw_message_dialog_has_response (dialog, "attack"))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
      herald_test_flush ();
      dialog = herald_test_open_dialog (window, FALSE);
      g_assert_nonnull (dialog);
    }
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  return herald_test_open_dialog (window, FALSE);
}

/* N16-5: a walled city given up ("Which City Does Anna Lose?", Walled City) was said three
 * times: Orca heard "Anna gave up a walled city." twice, then "Anna loses a city and its
 * wall" (the engine's outcome of the same loss, a second line of the step's toast, and the
 * toast said again whole as it grew). One sentence, as for a city without a wall. */
static void
test_walled_city_once (gconstpointer data)
{
  const char *response = data;
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"settlements\": 1, \"cities\": 2, \"walls\": 1}, {}, {}]}",
                                                  1280, 800);
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  g_autofree char *said = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *focus;
  GString *all = g_string_new (NULL);

  g_assert_true (herald_test_wait_until (window_active, window, 5000));
  dialog = land_and_continue (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Which City Does Anna Lose?");
  herald_test_respond (dialog, response);

  /* the step's toast: one line */
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_label (window->toast_label), ==,
                   g_str_equal (response, "walled") ? "Anna gave up a walled city" : "Anna gave up a city without a wall");

  /* the window manager gives the window back its activity as the dialog closes (none here) */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (window_active, window, 5000));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  watch = herald_test_watch_accessible (focus != NULL ? focus : GTK_WIDGET (window));
  herald_test_run_for (2500);

  /* what the screen reader was told: the choice once, not the loss again */
  g_assert_true (herald_test_a11y_described (watch, "Anna gave up a"));
  for (guint i = 0; i < watch->changes->len; i++)
    g_string_append_printf (all, "%s\n", herald_test_a11y_change_at (watch, i)->description);
  said = g_string_free (all, FALSE);
  g_assert_cmpuint (count_in (said, "Anna gave up a"), ==, 1);
  g_assert_cmpuint (count_in (said, "loses a city and its wall"), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "dialogs16"))
    return 0;
  herald_a11y_install ();

  g_test_add_data_func ("/herald/a11y/dialogs16/walled-city-once", "walled", test_walled_city_once);
  g_test_add_data_func ("/herald/a11y/dialogs16/unwalled-city-once", "unwalled", test_walled_city_once);

  return g_test_run ();
}
