/* test-dialog-resize.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A dialog open while its window changes width (a tablet turned, a window resized) is fitted
 * to the new width as it is when it opens (tester report 36, N36-6): the barbarians'
 * check-in, opened at 1280 x 800 (556 px wide), kept its width when the window narrowed to a
 * phone's 360 px and hung 200 px outside it. In-process, with a display (meson runs it under
 * xvfb-run); without one it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* The ship one step from Catan, Anna to roll: the check-in lists three players' knights */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

/* A window of @width × @height and the check-in opened over it, shown and laid out */
static AdwMessageDialog *
open_check_in (int            width,
               int            height,
               HeraldWindow **window)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 2 };
  AdwMessageDialog *dialog;

  *window = herald_test_window_show (SHIP_LANDS, width, height);
  herald_test_run_for (300);
  herald_window_start_roll (*window, &ship);
  herald_test_run_for (500);
  herald_test_flush ();
  dialog = herald_test_open_dialog (*window, TRUE);
  g_assert_nonnull (dialog);
  herald_test_run_for (500);
  herald_test_flush ();
  return dialog;
}

typedef struct
{
  GtkWidget *dialog;
  int        width, height;
} Size;

static gboolean
has_size_cb (gpointer data)
{
  Size *size = data;

  return ABS (gtk_widget_get_width (size->dialog) - size->width) <= 1 &&
         ABS (gtk_widget_get_height (size->dialog) - size->height) <= 1;
}

static void
close_check_in (HeraldWindow     *window,
                AdwMessageDialog *dialog)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The check-in over a window resized to @width × @height has the size it opens at over a
 * window of that size: no wider, no taller than the window leaves it */
static void
check_fitted (HeraldWindow     *window,
              AdwMessageDialog *dialog,
              int               width,
              int               height)
{
  HeraldWindow *fresh_window;
  AdwMessageDialog *fresh = open_check_in (width, height, &fresh_window);
  Size size = { GTK_WIDGET (dialog), gtk_widget_get_width (GTK_WIDGET (fresh)), gtk_widget_get_height (GTK_WIDGET (fresh)) };

  close_check_in (fresh_window, fresh);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  g_assert_true (herald_test_wait_for_width (window, width));
  herald_test_wait_until (has_size_cb, &size, 3000);
  herald_test_run_for (300);
  herald_test_flush ();
  g_test_message ("window %d x %d px: the check-in %d x %d px, opened there %d x %d",
                  gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)),
                  gtk_widget_get_width (GTK_WIDGET (dialog)), gtk_widget_get_height (GTK_WIDGET (dialog)),
                  size.width, size.height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), <=, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (dialog)), <=, gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (ABS (gtk_widget_get_width (GTK_WIDGET (dialog)) - size.width), <=, 1);
  g_assert_cmpint (ABS (gtk_widget_get_height (GTK_WIDGET (dialog)) - size.height), <=, 1);
}

/* The check-in opened at 1280 × 800, its window turned to a phone's 360 × 640, a tablet's
 * 768 × 960, the phone's again and back */
static void
test_check_in_follows_size (void)
{
  HeraldWindow *window;
  AdwMessageDialog *dialog = open_check_in (1280, 800, &window);

  /* wider than a phone: the case reported */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (dialog)), >, 360);
  check_fitted (window, dialog, 360, 640);
  check_fitted (window, dialog, 768, 960);
  check_fitted (window, dialog, 360, 640);
  check_fitted (window, dialog, 1280, 800);
  close_check_in (window, dialog);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "dialog resize"))
    return 0;

  g_test_add_func ("/herald/dialog-resize/check-in-follows-size", test_check_in_follows_size);

  return g_test_run ();
}
