/* herald-widget-update.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Setters that do nothing when the value is already there. Widgets update from the whole
 * state after every step; in GTK 4.8 some setters cost work even for the same value:
 * gtk_widget_set_tooltip_text() queries the tooltip again (which lays its text out),
 * gtk_label_set_markup() parses and lays out, gtk_menu_button_set_label() builds a new
 * child. Measured in docs/performance.md. */

/**
 * herald_update_tooltip:
 * @widget: a widget
 * @text: (nullable): the tooltip, or %NULL for none
 *
 * gtk_widget_set_tooltip_text(), skipped when @widget has that tooltip already.
 */
static inline void
herald_update_tooltip (GtkWidget  *widget,
                       const char *text)
{
  const char *now = gtk_widget_get_tooltip_text (widget);

  /* GTK treats an empty tooltip as none */
  if (g_strcmp0 (now, text != NULL && *text != '\0' ? text : NULL) == 0)
    return;
  gtk_widget_set_tooltip_text (widget, text);
}

/**
 * herald_update_markup:
 * @label: a label that uses markup
 * @markup: the markup
 *
 * gtk_label_set_markup(), skipped when @label shows @markup already.
 *
 * Returns: %TRUE when the label changed
 */
static inline gboolean
herald_update_markup (GtkLabel   *label,
                      const char *markup)
{
  if (gtk_label_get_use_markup (label) && g_strcmp0 (gtk_label_get_label (label), markup) == 0)
    return FALSE;
  gtk_label_set_markup (label, markup);
  return TRUE;
}

/**
 * herald_update_menu_button_label:
 * @button: a menu button
 * @label: its label
 *
 * gtk_menu_button_set_label(), skipped when @button shows @label already.
 */
static inline void
herald_update_menu_button_label (GtkMenuButton *button,
                                 const char    *label)
{
  if (g_strcmp0 (gtk_menu_button_get_label (button), label) == 0)
    return;
  gtk_menu_button_set_label (button, label);
}

G_END_DECLS
