/* test-dialog-resize.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A dialog open while its window changes size (a tablet turned, a window resized) is fitted
 * to the new size as it is when it opens (tester report 36, N36-6): the barbarians'
 * check-in, opened at 1280 x 800 (556 px wide), kept its width when the window narrowed to a
 * phone's 360 px and hung 200 px outside it, and its 720 px of height over 640. Every step
 * waits for the state it checks (up to 20 s), never for a time: the refit of session 37 was
 * checked after fixed waits, and its own idle raced libadwaita's under load. In-process, with
 * a display (meson runs it under xvfb-run); without one it reports a skip. */

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

/* Whether the dialog is laid out as GTK sizes a window that is not resizable: its surface
 * (the dialog and its frame's margins) at its natural width and its natural height for that
 * width, within a px, the dialog allocated inside it */
static gboolean
at_natural_size (GtkWidget *dialog)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (dialog));
  double margin = 0, top = 0;
  int width = 0, height = 0;

  if (surface == NULL || !gtk_widget_get_mapped (dialog) || gtk_widget_get_width (dialog) <= 0)
    return FALSE;
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (dialog, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_native_get_surface_transform (GTK_NATIVE (dialog), &margin, &top);
  return ABS (gdk_surface_get_width (surface) - width) <= 1 && ABS (gdk_surface_get_height (surface) - height) <= 1 &&
         gtk_widget_get_width (dialog) + 2 * (int) margin == gdk_surface_get_width (surface);
}

static gboolean
settled_cb (gpointer data)
{
  return at_natural_size (data);
}

/* A window of @width × @height and the check-in opened over it, shown and laid out at its
 * size: each step waited for (up to 20 s), not for a time */
static AdwMessageDialog *
open_check_in (int            width,
               int            height,
               HeraldWindow **window)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 2 };
  AdwMessageDialog *dialog;

  *window = herald_test_window_show (SHIP_LANDS, width, height);
  g_assert_true (herald_test_wait_for_width (*window, width));
  herald_window_start_roll (*window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (*window, TRUE);
  g_assert_nonnull (dialog);
  if (!herald_test_wait_until (settled_cb, dialog, 20000))
    {
      int natural_width = 0, natural_height = 0;

      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural_width, NULL, NULL);
      gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, natural_width, NULL, &natural_height, NULL, NULL);
      g_error ("after 20 s the check-in is %d x %d px, its natural size %d x %d",
               gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (dialog))),
               gdk_surface_get_height (gtk_native_get_surface (GTK_NATIVE (dialog))),
               natural_width, natural_height);
    }
  return dialog;
}

typedef struct
{
  GtkWidget *dialog;
  int        width, height;
} Size;

/* the dialog has the size it is to have, and has settled there */
static gboolean
has_size_cb (gpointer data)
{
  Size *size = data;

  return ABS (gtk_widget_get_width (size->dialog) - size->width) <= 1 &&
         ABS (gtk_widget_get_height (size->dialog) - size->height) <= 1 &&
         at_natural_size (size->dialog);
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
 * window of that size: no wider, no taller than the window leaves it. Waited for up to 20 s
 * (the size the dialog is to have, settled), then asserted: without the refit it never
 * comes. */
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
  herald_test_wait_until (has_size_cb, &size, 20000);
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
