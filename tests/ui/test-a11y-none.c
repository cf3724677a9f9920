/* test-a11y-none.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Without an accessibility backend (GTK_A11Y=none: a kiosk, the benchmarks) the window works
 * without a warning: what Herald gives screen readers read its widgets' accessible properties
 * through a context GTK does not make then, and every tooltip set warned with a Gtk-CRITICAL
 * (herald-a11y-tooltip.c; seen in bench-roll). g_test_init () makes a critical fatal, so
 * this fails without the fix. In-process, with a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-session.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

static void
test_window_without_backend (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"players\": [{\"knights\": [{\"level\": 1, \"active\": true}]}, {}, {}]}", 0, 0);
  HeraldRoll dice = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL));
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->current, ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  if (!herald_test_init_window (&argc, &argv, "a11y-none"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/a11y-none/window", test_window_without_backend);

  return g_test_run ();
}
