/* herald-file-chooser.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Herald's save choosers (*Save Elsewhere…*, *Export…*): GtkFileChooserNative, the desktop's
 * portal dialog where there is one, starting in the Documents folder with a name offered, and
 * where GTK shows its own dialog, one that fits the window it is over. On a phone at text
 * scale 1.5 GTK's save dialog was 680 px wide (its name entry 45 characters at least) over a
 * 360 px window: its title cut, Cancel and Save off the screen, and it started in the folder
 * Herald was started from (tester report 31, N31-4). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-file-chooser.h"
#include "herald-popover.h"

/* The characters the name entry of GTK's save dialog keeps at least when the dialog would be
 * wider than its window: a name of that length is shown whole, a longer one scrolls */
#define NAME_CHARS 10

/**
 * herald_file_chooser_save_folder:
 *
 * Where a save chooser starts: the user's Documents folder (XDG), else the home folder.
 *
 * Returns: (transfer full) (nullable): a folder's path, %NULL when neither is a folder
 */
char *
herald_file_chooser_save_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_strdup (documents);
  if (g_file_test (g_get_home_dir (), G_FILE_TEST_IS_DIR))
    return g_strdup (g_get_home_dir ());
  return NULL;
}

/* GTK's own dialog is about to be shown over its window (it is realized before it is mapped
 * and placed): it asks for no more than that window's width, and is no wider or taller */
static void
dialog_realize_cb (GtkWidget *dialog)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  int width, height, least = 0, default_width, default_height;

  if (parent == NULL || gtk_widget_get_width (GTK_WIDGET (parent)) <= 0)
    return;
  width = gtk_widget_get_width (GTK_WIDGET (parent));
  height = gtk_widget_get_height (GTK_WIDGET (parent));
  gtk_widget_measure (dialog, GTK_ORIENTATION_HORIZONTAL, -1, &least, NULL, NULL, NULL);
  if (least > width)
    {
      /* the name's entry (GtkFileChooserEntry, a GtkEditable: no type of GTK's API) is what
       * holds it wide, 45 characters at least */
      GType entry_type = g_type_from_name ("GtkFileChooserEntry");
      GtkWidget *entry = entry_type != 0 ? herald_widget_find_first (dialog, entry_type) : NULL;

      if (entry != NULL && GTK_IS_EDITABLE (entry))
        gtk_editable_set_width_chars (GTK_EDITABLE (entry), NAME_CHARS);
    }
  gtk_window_get_default_size (GTK_WINDOW (dialog), &default_width, &default_height);
  /* no size of its own (it has one once the chooser's settings keep one): its natural size
   * would be 1103 px wide */
  if (default_width <= 0 || default_width > width)
    default_width = width;
  if (default_height <= 0 || default_height > height)
    default_height = height;
  gtk_window_set_default_size (GTK_WINDOW (dialog), default_width, default_height);
}

/**
 * herald_file_chooser_save_new:
 * @over: a widget of the window the chooser is shown over
 * @title: the chooser's title
 * @name: the file's name offered
 *
 * A modal save chooser over @over's window, in the Documents folder
 * (herald_file_chooser_save_folder ()) with @name offered. Where no portal shows the desktop's
 * dialog, GTK's own (which the native chooser makes as it is made) fits the window it is over:
 * its name's entry narrower when it would be wider, its size no larger than the window's.
 *
 * Returns: (transfer full): the chooser, to be shown with gtk_native_dialog_show ()
 */
GtkFileChooserNative *
herald_file_chooser_save_new (GtkWidget  *over,
                              const char *title,
                              const char *name)
{
  GtkRoot *root = over != NULL ? gtk_widget_get_root (over) : NULL;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);
  g_autofree char *folder = herald_file_chooser_save_folder ();
  GtkFileChooserNative *chooser;

  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  /* the windows made with it: GTK's dialog, which a portal leaves unshown */
  for (guint i = before; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (window))
        g_signal_connect (window, "realize", G_CALLBACK (dialog_realize_cb), NULL);
    }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  if (folder != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_path (folder);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), file, NULL);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  return chooser;
}
