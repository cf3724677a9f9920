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
#include <adwaita.h>

#include "herald-game.h"
#include "herald-new-game-dialog.h"
#include "herald-preferences-window.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"

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

/* robust30: settings Herald cannot write (its config folder is not a folder it may write, or
 * an administrator locked the keys) made the whole window insensitive: GSettings binds a
 * widget's sensitivity to the key's writability unless told not to, and the window's size is
 * bound to the settings. Herald started greyed out and took no click nor key. */
static void
test_window_usable_with_settings_read_only (void)
{
  g_autofree char *dir = g_dir_make_tmp ("herald-settings-XXXXXX", NULL);
  g_autofree char *blocked = g_build_filename (dir, "blocked", NULL);
  g_autofree char *path = g_build_filename (blocked, "glib-2.0", "settings", "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) settings = NULL;
  GtkWidget *window;

  /* a plain file where the settings' folder should be: nothing can be written there */
  g_assert_true (g_file_set_contents (blocked, "", -1, NULL));
  g_test_expect_message ("GLib-GIO", G_LOG_LEVEL_WARNING, "Failed to create *Not a directory");
  backend = g_keyfile_settings_backend_new (path, "/", NULL);
  settings = g_settings_new_with_backend (APP_ID, backend);
  g_test_assert_expected_messages ();
  g_assert_false (g_settings_is_writable (settings, "window-width"));

  window = gtk_window_new ();
  herald_window_bind_size (GTK_WINDOW (window), settings);
  g_assert_true (gtk_widget_get_sensitive (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (blocked);
  g_rmdir (dir);
}

/* One source of truth for the victory target (verifier report 14, V14-7: New Game offered 3,
 * the starting score, and the game ended as the setup round ended): New Game's and
 * Preferences' spin buttons take the engine's range, the schema's key the same, and a 3
 * typed into New Game becomes the lowest target, one the engine takes */
static void
test_target_range_follows_engine (void)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) range = NULL;
  g_autoptr(GVariant) bounds = NULL;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *type = NULL;
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  HeraldPreferencesWindow *prefs = herald_preferences_window_new (settings);
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  g_autoptr(GPtrArray) pref_spins = herald_test_find_widgets (GTK_WIDGET (prefs), GTK_TYPE_SPIN_BUTTON);
  GtkSpinButton *target = NULL, *pref_target = NULL;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  HeraldDiceMode dice;
  gboolean setup;
  double lower, upper;
  gint32 min, max;
  guint n;
  gint who;

  for (guint i = 0; i < spins->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (spins->pdata[i], ADW_TYPE_ACTION_ROW);

      if (row != NULL && g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Victory points to win"))
        target = spins->pdata[i];
    }
  for (guint i = 0; i < pref_spins->len; i++)
    {
      GtkWidget *row = gtk_widget_get_ancestor (pref_spins->pdata[i], ADW_TYPE_ACTION_ROW);

      if (row != NULL && g_str_equal (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), "Victory points to win"))
        pref_target = pref_spins->pdata[i];
    }
  g_assert_nonnull (target);
  g_assert_nonnull (pref_target);

  gtk_spin_button_get_range (target, &lower, &upper);
  g_assert_cmpfloat (lower, ==, HERALD_MIN_VICTORY_POINTS);
  g_assert_cmpfloat (upper, ==, HERALD_MAX_VICTORY_POINTS);
  g_assert_cmpfloat (lower, >, HERALD_STARTING_VP);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (target), ==, 13);
  gtk_spin_button_get_range (pref_target, &lower, &upper);
  g_assert_cmpfloat (lower, ==, HERALD_MIN_VICTORY_POINTS);
  g_assert_cmpfloat (upper, ==, HERALD_MAX_VICTORY_POINTS);

  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "default-victory-points");
  range = g_settings_schema_key_get_range (key);
  g_variant_get (range, "(sv)", &type, &bounds);
  g_assert_cmpstr (type, ==, "range");
  g_variant_get (bounds, "(ii)", &min, &max);
  g_assert_cmpint (min, ==, HERALD_MIN_VICTORY_POINTS);
  g_assert_cmpint (max, ==, HERALD_MAX_VICTORY_POINTS);

  /* the starting score typed: the lowest target, and a game the engine takes */
  gtk_editable_set_text (GTK_EDITABLE (target), "3");
  gtk_spin_button_update (target);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (target), ==, HERALD_MIN_VICTORY_POINTS);
  herald_new_game_dialog_get_game (dialog, &rules, players, &n, &setup, &dice, &who);
  g_assert_cmpuint (rules.victory_points, ==, HERALD_MIN_VICTORY_POINTS);
  game = herald_game_new (&rules, players, n, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  for (guint i = 0; i < n; i++)
    g_free (players[i].name);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (prefs));
}

/* New Game › Start from a game in progress (tester report 35, N35-2): the first click on a
 * "+" in the expanded rows gave the spin button the focus, and the page scrolled to show the
 * rows' group heading: the rows jumped 113 px under the pointer, and the next clicks landed on
 * other rows (the dice turned physical, the attack off). A focus given by a click leaves the
 * page where it is; by keyboard the heading still comes into view. */
static void
test_click_keeps_rows (void)
{
  GtkWidget *parent = gtk_window_new ();
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (GTK_WINDOW (parent), NULL);
  g_autoptr(GPtrArray) expanders = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW);
  g_autoptr(GPtrArray) spins = NULL;
  g_autoptr(GListModel) controllers = NULL;
  AdwExpanderRow *progress = NULL;
  GtkEventController *pointer = NULL;
  GtkAdjustment *page;
  GtkWidget *round, *group;
  graphene_rect_t bounds;
  double value;
  /* the expander's arrow: "Failed to load icon …adw-expander-arrow-symbolic.svg" where no
   * SVG loader is installed, a warning (as test-phone-fit's New Game) */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  for (guint i = 0; i < expanders->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (expanders->pdata[i]), "Start from a game in progress") == 0)
      progress = expanders->pdata[i];
  g_assert_nonnull (progress);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 600, 500);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_run_for (600);
  adw_expander_row_set_enable_expansion (progress, TRUE);
  adw_expander_row_set_expanded (progress, TRUE);
  herald_test_run_for (600);
  spins = herald_test_find_widgets (GTK_WIDGET (progress), GTK_TYPE_SPIN_BUTTON);
  g_assert_cmpuint (spins->len, >, 0);
  round = spins->pdata[0];
  page = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (round, GTK_TYPE_SCROLLED_WINDOW)));
  gtk_adjustment_set_value (page, gtk_adjustment_get_upper (page) - gtk_adjustment_get_page_size (page));
  herald_test_run_for (300);
  value = gtk_adjustment_get_value (page);
  group = gtk_widget_get_ancestor (GTK_WIDGET (progress), ADW_TYPE_PREFERENCES_GROUP);
  g_assert_true (gtk_widget_compute_bounds (group, gtk_widget_get_ancestor (round, GTK_TYPE_SCROLLED_WINDOW), &bounds));
  g_test_message ("scrolled %.0f px, the group's top %.0f px in view", value, bounds.origin.y);
  /* the heading above the view, the round's row in it */
  g_assert_cmpfloat (value, >, 0);
  g_assert_cmpfloat (bounds.origin.y, <, 0);

  /* a press of the pointer's button, then the focus the click gives */
  controllers = gtk_widget_observe_controllers (GTK_WIDGET (dialog));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (controller), "herald-focus-pointer") == 0)
        pointer = controller;
    }
  if (pointer != NULL)
    g_signal_emit_by_name (pointer, "pressed", 1, 10.0, 10.0);
  gtk_widget_grab_focus (round);
  herald_test_run_for (300);
  g_test_message ("after the click: scrolled %.0f px", gtk_adjustment_get_value (page));
  g_assert_cmpfloat (gtk_adjustment_get_value (page), ==, value);

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "settings"))
    return 0;

  g_test_add_func ("/herald/settings/window-size-out-of-range", test_window_size_out_of_range);
  g_test_add_func ("/herald/settings/target-range-follows-engine", test_target_range_follows_engine);
  g_test_add_func ("/herald/settings/window-usable-read-only", test_window_usable_with_settings_read_only);
  g_test_add_func ("/herald/settings/click-keeps-rows", test_click_keeps_rows);

  return g_test_run ();
}
