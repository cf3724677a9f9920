/* herald-tooltip.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Tooltips as wide as their window at most. GTK 4.8 wraps a tooltip's text at 50 characters
 * however narrow the window: at text scale 1.5 on a phone (360 px) the Roll button's tooltip
 * after the attack, "Cannot roll: Anna has already rolled this turn", ran past the right edge
 * of the screen, cut at "rolle" (newcomer report 18, N18-8). A tooltip here is a label of
 * Herald's (gtk_tooltip_set_custom ()) that wraps at as many characters as fit. */

#include "config.h"

#include "herald-tooltip.h"

/* The tooltip's padding and margins (libadwaita's style), both sides */
#define TOOLTIP_FRAME 40
/* GTK's own longest line of a tooltip, in characters */
#define TOOLTIP_CHARS 50

/* @label's natural width with at most @chars characters a line */
static int
width_at (GtkLabel *label,
          int       chars)
{
  int natural = 0;

  gtk_label_set_max_width_chars (label, chars);
  gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/**
 * herald_tooltip_fit:
 * @tooltip: the tooltip being shown (#GtkWidget::query-tooltip)
 * @widget: the widget it is the tooltip of
 * @text: what it says (plain text)
 *
 * Shows @text in @tooltip as a label that wraps at the most characters a line (up to 50, as
 * GTK's tooltips) for which it is no wider than @widget's window, less the tooltip's frame.
 * The label is @widget's own (HERALD_TOOLTIP_LABEL_KEY) and fitted again only when the text
 * or the window's width changed: GTK asks again at every motion of the pointer.
 *
 * Returns: %TRUE (the tooltip shows), for a #GtkWidget::query-tooltip handler to return
 */
gboolean
herald_tooltip_fit (GtkTooltip *tooltip,
                    GtkWidget  *widget,
                    const char *text)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkLabel *label = g_object_get_data (G_OBJECT (widget), HERALD_TOOLTIP_LABEL_KEY);
  int room = root != NULL ? gtk_widget_get_width (root) - TOOLTIP_FRAME : 0;

  if (label == NULL)
    {
      label = GTK_LABEL (g_object_ref_sink (gtk_label_new (NULL)));
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
      g_object_set_data_full (G_OBJECT (widget), HERALD_TOOLTIP_LABEL_KEY, label, g_object_unref);
    }
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0 ||
      GPOINTER_TO_INT (g_object_get_data (G_OBJECT (label), "herald-room")) != room)
    {
      int length = MAX ((int) g_utf8_strlen (text, -1), 1);
      int lo = 4, hi = MIN (length, TOOLTIP_CHARS);

      gtk_label_set_text (label, text);
      g_object_set_data (G_OBJECT (label), "herald-room", GINT_TO_POINTER (room));
      /* the most characters a line that fit (at least 4: a word breaks rather than a
       * tooltip growing) */
      if (room <= 0 || width_at (label, hi) <= room)
        lo = MAX (hi, lo);
      while (lo < hi)
        {
          int mid = (lo + hi + 1) / 2;

          if (width_at (label, mid) <= room)
            lo = mid;
          else
            hi = mid - 1;
        }
      gtk_label_set_max_width_chars (label, lo);
    }
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (label));
  return TRUE;
}

static gboolean
query_tooltip_cb (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    user_data)
{
  const char *text = gtk_widget_get_tooltip_text (widget);

  /* none: another handler's, or GTK's (no tooltip) */
  if (text == NULL || *text == '\0')
    return FALSE;
  return herald_tooltip_fit (tooltip, widget, text);
}

/**
 * herald_tooltip_track:
 * @widget: a widget that has or may get a tooltip (gtk_widget_set_tooltip_text ())
 *
 * Its tooltip is shown no wider than its window (herald_tooltip_fit ()). Calling it again
 * does nothing more.
 */
void
herald_tooltip_track (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), "herald-tooltip-tracked") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "herald-tooltip-tracked", GINT_TO_POINTER (TRUE));
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
}
