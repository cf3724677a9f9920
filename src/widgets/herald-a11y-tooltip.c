/* herald-a11y-tooltip.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* A tooltip that repeats the name. GTK 4.8 makes a widget's tooltip its accessible
 * description, and a screen reader reads the description after the name: a button whose
 * tooltip is its label, or part of its name, was said twice ("History push button. History";
 * "Player 2 colour: Blue push button. Blue"; the points button's whole breakdown twice;
 * newcomer report 14, N14-2). Such a widget's description is empty (an empty description is
 * not spoken; without one GTK would describe the widget by its tooltip again); its tooltip
 * still shows. A tooltip that says more than the name stays the description. */

#define TRACKED_KEY "herald-a11y-tooltip-tracked"
/* set while the tooltip repeats the name: herald_restore_description () gives an empty
 * description back, not none */
#define REPEATS_KEY "herald-a11y-tooltip-repeats"

/* The texts of the labels inside @widget, as GTK 4.8 names a control by its content */
static void
append_content (GtkWidget *widget,
                GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    {
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, gtk_label_get_text (GTK_LABEL (widget)));
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    append_content (child, text);
}

/* The name a screen reader reads for @widget, as near as it can be known in-process: its
 * label property, else its button label, else the text it shows */
static char *
name_of (GtkWidget *widget)
{
  GString *text;

  if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    /* the value as text: it differs from "\001" (GTK 4.8 has no getter of a property) */
    return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "\001");
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return herald_a11y_strip_mnemonic (gtk_button_get_label (GTK_BUTTON (widget)));
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)) != NULL)
    return herald_a11y_strip_mnemonic (gtk_menu_button_get_label (GTK_MENU_BUTTON (widget)));
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget))
    return NULL;  /* a container's name is not its content */
  text = g_string_new (NULL);
  append_content (widget, text);
  return g_string_free (text, FALSE);
}

/**
 * herald_a11y_tooltip_repeats_name:
 * @widget: a widget
 *
 * Whether @widget's tooltip says nothing its name does not (the tooltip, without its
 * surrounding spaces, is part of the name), so that it is not its description.
 *
 * Returns: %TRUE when the tooltip is in the name; %FALSE without a tooltip
 */
gboolean
herald_a11y_tooltip_repeats_name (GtkWidget *widget)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);
  g_autofree char *name = NULL;
  g_autofree char *trimmed = NULL;

  if (tip == NULL || *tip == '\0')
    return FALSE;
  name = name_of (widget);
  if (name == NULL || *name == '\0')
    return FALSE;
  trimmed = g_strstrip (g_strdup (tip));
  return *trimmed != '\0' && strstr (name, trimmed) != NULL;
}

/**
 * herald_a11y_tooltip_check:
 * @widget: a widget
 *
 * Gives @widget an empty accessible description while its tooltip repeats its name
 * (herald_a11y_tooltip_repeats_name ()), and its tooltip as description again when the
 * tooltip says more, on one line (herald_a11y_one_line ()). Called as the tooltip or the
 * name changes.
 */
void
herald_a11y_tooltip_check (GtkWidget *widget)
{
  gboolean repeats = herald_a11y_tooltip_repeats_name (widget);
  gboolean repeated = g_object_get_data (G_OBJECT (widget), REPEATS_KEY) != NULL;

  if (repeats)
    {
      /* set by gtk_widget_set_tooltip_text () just before */
      g_autofree char *other = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

      g_object_set_data (G_OBJECT (widget), REPEATS_KEY, GINT_TO_POINTER (TRUE));
      if (other != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
    }
  else
    {
      const char *tip = gtk_widget_get_tooltip_text (widget);
      /* on one line: speech-dispatcher 0.11 garbles a text with a line break, or loses it
       * (herald-a11y-lines.c); a knight's reasons are a line each. Only in place of the
       * tooltip GTK just made the description, not of another description given since */
      g_autofree char *line = tip != NULL && strpbrk (tip, "\r\n") != NULL ? herald_a11y_one_line (tip) : NULL;
      g_autofree char *not_tip = line != NULL ? gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                                    tip) : NULL;

      g_object_set_data (G_OBJECT (widget), REPEATS_KEY, NULL);
      if (line != NULL && (repeated || not_tip == NULL))
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, line, -1);
      else if (repeated && tip != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tip, -1);
      else if (repeated)
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
}

static void
tooltip_changed_cb (GtkWidget *widget)
{
  herald_a11y_tooltip_check (widget);
}

/**
 * herald_a11y_tooltip_track:
 * @widget: a widget being realized
 *
 * Keeps a control's tooltip from being its description while the tooltip repeats its name
 * (herald_a11y_tooltip_check ()), now and as its tooltip or its label changes. Buttons,
 * menu buttons and check buttons are watched, and any other widget that has a tooltip
 * already. Calling it again does nothing more.
 */
void
herald_a11y_tooltip_track (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), TRACKED_KEY) != NULL)
    {
      herald_a11y_tooltip_check (widget);
      return;
    }
  if (!GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (widget) && !GTK_IS_CHECK_BUTTON (widget)
      && gtk_widget_get_tooltip_text (widget) == NULL)
    return;

  g_object_set_data (G_OBJECT (widget), TRACKED_KEY, GINT_TO_POINTER (TRUE));
  g_signal_connect (widget, "notify::tooltip-text", G_CALLBACK (tooltip_changed_cb), NULL);
  if (GTK_IS_BUTTON (widget) || GTK_IS_MENU_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget))
    g_signal_connect_after (widget, "notify::label", G_CALLBACK (tooltip_changed_cb), NULL);
  herald_a11y_tooltip_check (widget);
}
