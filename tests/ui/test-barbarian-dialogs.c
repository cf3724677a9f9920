/* test-barbarian-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The barbarians' dialogs (the check-in, the attack's result, which city a player loses) on a
 * 360 × 640 phone at text scale 1.5 (issue 11): their body scrolls with what is under it, the
 * responses are in view, within the window. In-process, with a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define DPI_SCALE(scale) ((int) (96 * 1024 * (scale)))
#define PHONE_WIDTH 360
#define PHONE_HEIGHT 640

/* The ship one step from Catan, Anna to roll: the check-in has a metropolis and three
 * players' counts and knights, more than a phone shows; the barbarians win, and Cleo, with a
 * walled and an unwalled city, chooses which she loses */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

/* The labels in @root showing @text, shown */
static GPtrArray *
labels_showing (GtkWidget  *root,
                const char *text)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (root, GTK_TYPE_LABEL);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_is_drawable (labels->pdata[i]) &&
        g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      g_ptr_array_add (found, labels->pdata[i]);
  return found;
}

/* @dialog on a phone: its body shown once, in the scroller under it, and the button of
 * @response shown whole, in the dialog, the dialog within the window's height */
static void
check_fits (HeraldWindow     *window,
            AdwMessageDialog *dialog,
            const char       *response,
            gboolean          scrolls)
{
  const char *body = adw_message_dialog_get_body (dialog);
  g_autoptr(GPtrArray) shown = NULL;
  GtkWidget *button;
  graphene_rect_t bounds;

  /* laid out at the window's size, as many frames as a loaded machine needs */
  herald_test_run_for (600);
  herald_test_flush ();
  shown = labels_showing (GTK_WIDGET (dialog), body);
  g_test_message ("%s: body shown %u times, dialog %d px high in a %d px window",
                  adw_message_dialog_get_heading (dialog), shown->len,
                  gtk_widget_get_height (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpuint (shown->len, ==, 1);
  if (scrolls)
    g_assert_nonnull (gtk_widget_get_ancestor (shown->pdata[0], GTK_TYPE_SCROLLED_WINDOW));

  button = herald_test_response_button (dialog, response);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (dialog), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, PHONE_HEIGHT);
}

static void
test_phone_large_text (void)
{
  HeraldWindow *window;
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.5), NULL);
  window = herald_test_window_show (SHIP_LANDS, PHONE_WIDTH, PHONE_HEIGHT);

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  check_fits (window, dialog, "attack", TRUE);
  /* a refusal shows in view, above what scrolls, and goes again */
  {
    g_autoptr(GPtrArray) spins = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), GTK_TYPE_SPIN_BUTTON);
    g_autofree char *body = g_strdup (adw_message_dialog_get_body (dialog));
    g_autoptr(GPtrArray) shown = NULL;

    /* Anna's cities: none, with her two walls */
    gtk_spin_button_set_value (spins->pdata[0], 0);
    herald_test_run_for (300);
    herald_test_flush ();
    g_assert_false (adw_message_dialog_get_response_enabled (dialog, "attack"));
    shown = labels_showing (GTK_WIDGET (dialog), adw_message_dialog_get_body (dialog));
    g_test_message ("refused: %s", adw_message_dialog_get_body (dialog));
    g_assert_cmpuint (shown->len, ==, 1);
    g_assert_null (gtk_widget_get_ancestor (shown->pdata[0], GTK_TYPE_SCROLLED_WINDOW));
    gtk_spin_button_set_value (spins->pdata[0], 3);
    herald_test_flush ();
    g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, body);
    check_fits (window, dialog, "attack", TRUE);
  }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  check_fits (window, dialog, "continue", TRUE);

  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "walled"));
  /* a short body, nothing under it: it stays libadwaita's */
  check_fits (window, dialog, "walled", FALSE);
  check_fits (window, dialog, "later", FALSE);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_SCALE (1.0), NULL);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "barbarian dialogs"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/barbarian-dialogs/phone-large-text", test_phone_large_text);

  return g_test_run ();
}
