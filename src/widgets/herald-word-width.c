/* herald-word-width.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-word-width.h"

/**
 * herald_widest_word:
 * @widget: the widget whose font the words are measured in (a label)
 * @text: (nullable): words; they end at a space or a line's end, and a soft hyphen joins
 *   (a no-break space joins too)
 *
 * The width a wrapping label needs not to break a word of @text inside it (Pango breaks a word
 * given less, with a hyphen of its own): the track names of a player's card (fix50-2), a
 * phone's few-word toast (newcomer53-2).
 *
 * Returns: the widest word's width, in pixels; 0 without a text
 */
int
herald_widest_word (GtkWidget  *widget,
                    const char *text)
{
  g_auto(GStrv) words = NULL;
  int widest = 0;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 0);

  if (text == NULL)
    return 0;
  words = g_strsplit_set (text, " \n", -1);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autoptr(GString) word = g_string_new (words[i]);
      g_autoptr(PangoLayout) layout = NULL;
      int width = 0;

      g_string_replace (word, "\302\255", "", 0);
      layout = gtk_widget_create_pango_layout (widget, word->str);
      pango_layout_get_pixel_size (layout, &width, NULL);
      widest = MAX (widest, width);
    }
  return widest;
}
