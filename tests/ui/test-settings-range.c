/* test-settings-range.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Settings edited by hand (breaker report 13, R-12): a keyfile with window-width=-500 printed
 * "GLib-GObject-WARNING: value "-500" of type 'gint' is invalid or out of range for property
 * 'default-width'" as the window's size was bound to it. The schema's range makes such a
 * value read as the default. */

#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "herald-ui-test-utils.h"

static void
test_window_size_out_of_range (void)
{
  g_autofree char *dir = g_dir_make_tmp ("herald-settings-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) settings = NULL;
  GtkWidget *window;
  int width, height;

  g_assert_true (g_file_set_contents (path, "[io/github/herald/Herald]\nwindow-width=-500\n"
                                      "window-height=-7\n", -1, NULL));
  backend = g_keyfile_settings_backend_new (path, "/", NULL);
  settings = g_settings_new_with_backend (APP_ID, backend);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1000);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);

  /* bound as the window binds it: no warning (fatal in the tests) */
  window = gtk_window_new ();
  g_settings_bind (settings, "window-width", window, "default-width", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "window-height", window, "default-height", G_SETTINGS_BIND_GET);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 1000);
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "settings"))
    return 0;

  g_test_add_func ("/herald/settings/window-size-out-of-range", test_window_size_out_of_range);

  return g_test_run ();
}
