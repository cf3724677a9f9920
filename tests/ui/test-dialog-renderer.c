/* test-dialog-renderer.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A roll's dialog is drawn by GTK's cairo renderer while the window stays on GL: under GL a
 * dialog, a toplevel of its own, had a GL context of its own, and software GL compiled the
 * renderer's shaders anew for it, most of its first frame (docs/performance.md, fortieth and
 * forty-first rounds; herald-window-present.c, present_dialog ()). The other UI tests run
 * with GSK_RENDERER=cairo (tests/meson.build), which Herald leaves as it is; this one runs
 * without it, as a player's Herald does. */

#include "config.h"

#include <adwaita.h>

#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* the barbarians land on the next ship (as in test-breaker49-dialogs.c) */
#define SHIP_LANDS "{\"round\": 9, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"cities\": 3, \"walls\": 2, \"improvements\": {\"politics\": 4}, \"metropolises\": [\"politics\"], \"knights\": [{\"level\": 2, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "{\"cities\": 2, \"walls\": 1}]}"

static gboolean
dialog_mapped (gpointer window)
{
  AdwMessageDialog *dialog = herald_test_open_dialog (window, FALSE);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static void
test_dialog_on_cairo (void)
{
  HeraldWindow *window = herald_test_window_show (SHIP_LANDS, 1280, 800);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (window));
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  AdwMessageDialog *dialog;

  /* the window: GTK's own choice (GL on X11), not cairo */
  g_assert_nonnull (renderer);
  g_assert_false (GSK_IS_CAIRO_RENDERER (renderer));

  herald_test_roll_through_attack (window, &ship);
  g_assert_true (herald_test_wait_until (dialog_mapped, window, 20000));
  dialog = herald_test_open_dialog (window, FALSE);
  renderer = gtk_native_get_renderer (GTK_NATIVE (dialog));
  if (!GSK_IS_CAIRO_RENDERER (renderer))
    g_error ("the dialog “%s” is drawn by %s, not by cairo", adw_message_dialog_get_heading (dialog),
             G_OBJECT_TYPE_NAME (renderer));
  /* the choice was for that dialog alone: the display asks nothing of later windows */
  g_assert_null (g_object_get_data (G_OBJECT (display), "gsk-renderer"));
  g_assert_false (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));

  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  /* as a player runs Herald: GTK chooses the renderer */
  g_unsetenv ("GSK_RENDERER");
  if (!herald_test_init_window (&argc, &argv, "dialog-renderer"))
    return 0;

  g_test_add_func ("/herald/dialog-renderer/roll-dialog-on-cairo", test_dialog_on_cairo);

  return g_test_run ();
}
