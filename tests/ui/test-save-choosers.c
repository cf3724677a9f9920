/* test-save-choosers.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* GTK's save dialog over Herald's window (Export › Summary as PDF…, Log as CSV…, Game File as
 * JSON…, Save Elsewhere…): it fits a phone's window and starts in the Documents folder (tester
 * report 31, N31-4). Split from test-dialog-fit.c, which passed 1,000 lines. In-process, with a
 * display (meson runs it under xvfb-run). */

#include "config.h"

#include <glib/gi18n.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "herald-file-chooser.h"
#include "herald-game-over-page.h"
#include "herald-save-bar.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "layout-test-utils.h"
#include "herald-window-private.h"

/* A phone's window at text scale 1.5, in Danish (a process of its own: Herald keeps some
 * texts it translated once) */
#define LANGUAGE "da"
#define SCALE 1.5
#define WIDTH 360
#define HEIGHT 640

/* GTK's save dialog shown over @window (GtkFileChooserNative's, without a portal), mapped */
static gboolean
save_dialog_shown_cb (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) dialog = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (dialog) && gtk_window_get_transient_for (dialog) == data
          && gtk_widget_get_mapped (GTK_WIDGET (dialog)) && gtk_widget_get_width (GTK_WIDGET (dialog)) > 0)
        {
          g_object_set_data (data, "herald-test-save-dialog", dialog);
          return TRUE;
        }
    }
  return FALSE;
}

/* The button labelled @label in @dialog, mapped and inside it */
static GtkWidget *
button_inside (GtkWidget  *dialog,
               const char *label)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (dialog, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0 && gtk_widget_get_mapped (buttons->pdata[i]))
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (buttons->pdata[i], dialog, &bounds));
        g_test_message ("“%s” from %g to %g px of %d", label, bounds.origin.x,
                        bounds.origin.x + bounds.size.width, gtk_widget_get_width (dialog));
        g_assert_cmpfloat (bounds.origin.x, >=, 0);
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (dialog));
        g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (dialog));
        return buttons->pdata[i];
      }
  g_error ("no button “%s” shown in the save dialog", label);
  return NULL;
}

/* Export › Summary as PDF…, Log as CSV…, Game File as JSON… and Save Elsewhere… over a
 * phone's window at text scale 1.5 in Danish: GTK's save dialog is no wider or taller than the
 * window, its Cancel and Save inside it, and it starts in the Documents folder (here the home
 * folder). It was 680 px wide over 360, Cancel and Save off the screen, and started in the
 * folder Herald was started from (tester report 31, N31-4). */
static void
save_choosers_fit (void)
{
  /* the tests' isolated folders have no Documents folder: the home folder stands for it */
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS) != NULL
                          ? g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS) : g_get_home_dir ();
  static const char *formats[] = { "pdf", "csv", "json", NULL };
  HeraldWindow *window;
  GLogLevelFlags fatal;
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                                                       "org.gtk.gtk4.Settings.FileChooser", TRUE);

  if (schema == NULL)
    {
      g_test_skip ("GTK's file chooser schema is not installed");
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (g_get_home_dir (), 0700), ==, 0);
  window = open_window_at ("{\"round\": 3}", SCALE, WIDTH, HEIGHT);
  /* with the tests' isolated XDG dirs GTK cannot load its SVG icons */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  herald_game_over_page_update (window->game_over_page, herald_session_get_game (herald_window_get_session (window)));

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      GtkWidget *dialog;
      g_autoptr(GFile) folder = NULL;
      g_autofree char *path = NULL;

      if (formats[i] != NULL)
        gtk_widget_activate_action (GTK_WIDGET (window->game_over_page), "gameover.export", "s", formats[i]);
      else
        {
          g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window->save_bar), GTK_TYPE_BUTTON);

          for (guint b = 0; b < buttons->len; b++)
            if (g_strcmp0 (gtk_button_get_label (buttons->pdata[b]), _("Save _Elsewhere…")) == 0)
              {
                g_signal_emit_by_name (buttons->pdata[b], "clicked");
                break;
              }
        }
      g_assert_true (herald_test_wait_until (save_dialog_shown_cb, window, 10000));
      herald_test_run_for (300);
      herald_test_flush ();
      dialog = g_object_get_data (G_OBJECT (window), "herald-test-save-dialog");
      folder = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
      path = folder != NULL ? g_file_get_path (folder) : NULL;
      g_test_message ("%s: “%s” %d × %d over %d × %d, in %s", formats[i] != NULL ? formats[i] : "elsewhere",
                      gtk_window_get_title (GTK_WINDOW (dialog)), gtk_widget_get_width (dialog),
                      gtk_widget_get_height (dialog), gtk_widget_get_width (GTK_WIDGET (window)),
                      gtk_widget_get_height (GTK_WIDGET (window)), path);
      g_assert_cmpint (gtk_widget_get_width (dialog), <=, gtk_widget_get_width (GTK_WIDGET (window)));
      g_assert_cmpint (gtk_widget_get_height (dialog), <=, gtk_widget_get_height (GTK_WIDGET (window)));
      g_assert_cmpstr (path, ==, documents);
      button_inside (dialog, _("_Save"));
      g_signal_emit_by_name (button_inside (dialog, _("_Cancel")), "clicked");
      herald_test_run_for (300);
      /* Cancel closed it */
      g_assert_false (save_dialog_shown_cb (window));
    }
  g_log_set_always_fatal (fatal);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A save chooser starts in the Documents folder the user's XDG folders name, when it is
 * there, else in the home folder (herald_file_chooser_save_folder ()): the folders written
 * for the test, GLib's cache of them read again. The chooser of Summary as PDF… opens in it. */
static void
save_chooser_documents (void)
{
  g_autofree char *dirs = g_build_filename (g_get_user_config_dir (), "user-dirs.dirs", NULL);
  g_autofree char *documents = g_build_filename (g_get_home_dir (), "Dokumenter", NULL);
  g_autofree char *line = g_strdup_printf ("XDG_DOCUMENTS_DIR=\"%s\"\n", documents);
  g_autofree char *folder = NULL;
  g_autoptr(GFile) current = NULL;
  g_autoptr(GSettingsSchema) schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                                                       "org.gtk.gtk4.Settings.FileChooser", TRUE);
  g_autofree char *path = NULL;
  HeraldWindow *window;
  GtkWidget *dialog;
  GLogLevelFlags fatal;

  g_assert_cmpint (g_mkdir_with_parents (g_get_home_dir (), 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (g_get_user_config_dir (), 0700), ==, 0);
  g_assert_true (g_file_set_contents (dirs, line, -1, NULL));
  /* GLib reads the file from XDG_CONFIG_HOME as set in the environment, not the isolated
   * folder the tests' GLib gives (which is why the folder written there was ignored) */
  g_setenv ("XDG_CONFIG_HOME", g_get_user_config_dir (), TRUE);
  g_reload_user_special_dirs_cache ();
  g_assert_cmpstr (g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS), ==, documents);

  /* named but not there: the home folder */
  folder = herald_file_chooser_save_folder ();
  g_assert_cmpstr (folder, ==, g_get_home_dir ());
  g_clear_pointer (&folder, g_free);

  /* there */
  g_assert_cmpint (g_mkdir_with_parents (documents, 0700), ==, 0);
  folder = herald_file_chooser_save_folder ();
  g_assert_cmpstr (folder, ==, documents);

  if (schema == NULL)
    {
      g_test_skip ("GTK's file chooser schema is not installed");
      return;
    }
  window = open_window_at ("{\"round\": 3}", SCALE, WIDTH, HEIGHT);
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  herald_game_over_page_update (window->game_over_page, herald_session_get_game (herald_window_get_session (window)));
  gtk_widget_activate_action (GTK_WIDGET (window->game_over_page), "gameover.export", "s", "pdf");
  g_assert_true (herald_test_wait_until (save_dialog_shown_cb, window, 10000));
  herald_test_run_for (300);
  dialog = g_object_get_data (G_OBJECT (window), "herald-test-save-dialog");
  current = gtk_file_chooser_get_current_folder (GTK_FILE_CHOOSER (dialog));
  path = current != NULL ? g_file_get_path (current) : NULL;
  g_assert_cmpstr (path, ==, documents);
  g_signal_emit_by_name (button_inside (dialog, _("_Cancel")), "clicked");
  herald_test_run_for (300);
  g_log_set_always_fatal (fatal);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_save_choosers_fit (void)
{
  if (herald_test_in_language_process (LANGUAGE, 100))
    save_choosers_fit ();
}

static void
test_save_chooser_documents (void)
{
  if (herald_test_in_language_process (LANGUAGE, 100))
    save_chooser_documents ();
}

/* The tests isolate the XDG folders, where GTK's schemas are: its file chooser's
 * (org.gtk.gtk4.Settings.FileChooser, which GTK's save dialog reads), copied and compiled in a
 * folder of its own beside Herald's, or NULL where GTK's is not installed. A subprocess finds
 * it in GSETTINGS_SCHEMA_DIR (HERALD_TEST_GTK_SCHEMAS): the parent's. */
static char *
gtk_schema_dir (void)
{
  const char * const *data_dirs = g_get_system_data_dirs ();
  const char *argv[] = { "glib-compile-schemas", NULL, NULL };
  g_autofree char *dir = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *path = NULL;
  gsize length = 0;
  int status = -1;

  if (g_getenv ("HERALD_TEST_GTK_SCHEMAS") != NULL)
    return NULL;
  for (guint i = 0; data_dirs[i] != NULL && contents == NULL; i++)
    {
      g_autofree char *xml = g_build_filename (data_dirs[i], "glib-2.0", "schemas",
                                               "org.gtk.gtk4.Settings.FileChooser.gschema.xml", NULL);

      g_file_get_contents (xml, &contents, &length, NULL);
    }
  if (contents == NULL || (dir = g_dir_make_tmp ("herald-test-gtk-schemas-XXXXXX", NULL)) == NULL)
    return NULL;
  copy = g_build_filename (dir, "org.gtk.gtk4.Settings.FileChooser.gschema.xml", NULL);
  argv[1] = dir;
  if (!g_file_set_contents (copy, contents, length, NULL)
      || !g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                        NULL, NULL, NULL, NULL, &status, NULL) || status != 0)
    return NULL;
  path = g_strdup_printf ("%s:%s", g_getenv ("GSETTINGS_SCHEMA_DIR"), dir);
  g_setenv ("GSETTINGS_SCHEMA_DIR", path, TRUE);
  g_setenv ("HERALD_TEST_GTK_SCHEMAS", dir, TRUE);
  return g_steal_pointer (&dir);
}

/* Removes the folder gtk_schema_dir () made */
static void
remove_schema_dir (const char *dir)
{
  static const char *names[] = { "org.gtk.gtk4.Settings.FileChooser.gschema.xml", "gschemas.compiled" };

  if (dir == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *file = g_build_filename (dir, names[i], NULL);

      g_remove (file);
    }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *schemas = gtk_schema_dir ();
  int status;

  if (!herald_test_init_window (&argc, &argv, "save choosers"))
    {
      remove_schema_dir (schemas);
      return 0;
    }
  load_app_stylesheet ();
  /* GNOME's interface font, as test-layout */
  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 11", NULL);

  g_test_add_func ("/herald/save-choosers/phone-da-large-text", test_save_choosers_fit);
  g_test_add_func ("/herald/save-choosers/documents", test_save_chooser_documents);

  status = g_test_run ();
  remove_schema_dir (schemas);
  return status;
}
