/* herald-error-toast.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* An error's toast (the games page: a deleted game's Undo, a deletion, Look Only, Open Last
 * Backup that failed): what went wrong in Herald's own words, on as many lines as the width
 * needs, and Details for the whole message. The toasts said GLib's message as their title,
 * which libadwaita 1.2 shows on one line: on a phone "/tmp/app-311/data/herald/ga…" was all
 * there was of "…/Tom & Jerry <3.json: File exists" (fix40, session 39). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-dialog-util.h"
#include "herald-error-toast.h"
#include "herald-toast-gate.h"

/* How long an error's toast stays, in seconds: two lines to read and Details to reach, as a
 * deleted game's Undo */
#define ERROR_TOAST_SECONDS 10

#define WORDS_KEY  "herald-error-words"
#define DETAIL_KEY "herald-error-detail"

/* The words get as many characters a line as fit in the overlay's width beside the toast's
 * buttons and margins: libadwaita 1.2 lays a toast out at its natural width (at most the
 * overlay's) and at the height of that width, so a label wider than the room would wrap to
 * more lines than its toast is tall. Measured once the toast is made (its label mapped). */
static void
words_mapped_cb (GtkWidget *label)
{
  GtkWidget *toast = gtk_widget_get_parent (label);
  int length = g_utf8_strlen (gtk_label_get_text (GTK_LABEL (label)), -1);
  int lo = 4, hi = MAX (length + length / 2, 4);
  int room;

  while (toast != NULL && !ADW_IS_TOAST_OVERLAY (gtk_widget_get_parent (toast)))
    toast = gtk_widget_get_parent (toast);
  if (toast == NULL)
    return;
  room = gtk_widget_get_width (gtk_widget_get_parent (toast));
  if (room <= 0)
    return;
  /* the most characters a line for which the toast is no wider than the room (GTK counts a
   * character as an average one, narrower than most: up to half as many again as the words
   * have, for them to keep to one line where there is room) */
  while (lo < hi)
    {
      int mid = (lo + hi + 1) / 2;
      int natural = 0;

      gtk_label_set_max_width_chars (GTK_LABEL (label), mid);
      gtk_widget_measure (toast, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      if (natural <= room)
        lo = mid;
      else
        hi = mid - 1;
    }
  gtk_label_set_max_width_chars (GTK_LABEL (label), lo);
}

/* Details: the whole message, in a dialog that wraps it (a path breaks where it must) */
static void
details_cb (AdwToast  *toast,
            GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (NULL, NULL, NULL));

  herald_dialog_init (dialog, GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                      g_object_get_data (G_OBJECT (toast), WORDS_KEY),
                      g_object_get_data (G_OBJECT (toast), DETAIL_KEY));
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * herald_error_toast_show:
 * @widget: a widget in the window whose toast overlay shows the toast
 * @words: what went wrong, in Herald's words: a short sentence without its full stop
 * @detail: the whole message (GLib's, naming the file), shown by the toast's Details
 *
 * Shows an error's toast through the toast gate: @words on as many lines as the window's
 * width needs (plain text: a file's name may hold "&" or "<"), and Details, which opens a
 * dialog headed by @words that says @detail. Nothing without a toast overlay around @widget.
 */
void
herald_error_toast_show (GtkWidget  *widget,
                         const char *words,
                         const char *detail)
{
  GtkWidget *overlay;
  GtkWidget *title;
  GtkWidget *label;
  AdwToast *toast;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (words != NULL && detail != NULL);

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay == NULL)
    return;

  toast = adw_toast_new ("");
  label = gtk_label_new (words);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  g_signal_connect (label, "map", G_CALLBACK (words_mapped_cb), NULL);
  title = adw_bin_new ();
  gtk_widget_set_layout_manager (title, g_object_new (herald_toast_title_layout_get_type (), NULL));
  adw_bin_set_child (ADW_BIN (title), label);
  adw_toast_set_custom_title (toast, title);
  adw_toast_set_button_label (toast, _("_Details"));
  adw_toast_set_timeout (toast, ERROR_TOAST_SECONDS);
  g_object_set_data_full (G_OBJECT (toast), WORDS_KEY, g_strdup (words), g_free);
  g_object_set_data_full (G_OBJECT (toast), DETAIL_KEY, g_strdup (detail), g_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (details_cb), widget, 0);
  herald_toast_gate_add (ADW_TOAST_OVERLAY (overlay), toast);
}
