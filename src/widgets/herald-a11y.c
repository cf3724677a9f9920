/* herald-a11y.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-a11y.h"

/* GTK 4.8 names a button whose label has a mnemonic by the raw label and the label again:
 * "_Roll Roll" is what Orca reads for the Roll button. The accessible label property, set
 * to the text a person sees, replaces that name; it is kept in step with the button's label
 * (gtk_button_set_label), so that a button that changes its text ("Settlement Placed" to
 * "City Placed") is read with its new text, and the change is announced to the screen reader
 * as a name change. */

#define NAMED_KEY "herald-a11y-mnemonic-named"

/**
 * herald_a11y_strip_mnemonic:
 * @label: a label as given to a widget with use-underline, e.g. "_Roll" or "Save __as"
 *
 * The text a person sees: single underscores (mnemonic marks) removed, a doubled one kept
 * once.
 *
 * Returns: (transfer full): a newly allocated string
 */
char *
herald_a11y_strip_mnemonic (const char *label)
{
  GString *text = g_string_new (NULL);

  for (const char *p = label ? label : ""; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] == '_')
            {
              g_string_append_c (text, '_');
              p++;
            }
          continue;
        }
      g_string_append_c (text, *p);
    }

  return g_string_free (text, FALSE);
}

static void
update_name (GtkWidget *button)
{
  const char *label = NULL;
  gboolean underline = FALSE;

  if (GTK_IS_BUTTON (button))
    {
      label = gtk_button_get_label (GTK_BUTTON (button));
      underline = gtk_button_get_use_underline (GTK_BUTTON (button));
    }
  else if (GTK_IS_CHECK_BUTTON (button))
    {
      label = gtk_check_button_get_label (GTK_CHECK_BUTTON (button));
      underline = gtk_check_button_get_use_underline (GTK_CHECK_BUTTON (button));
    }

  if (label != NULL && underline && strchr (label, '_') != NULL)
    {
      g_autofree char *text = herald_a11y_strip_mnemonic (label);

      /* GTK 4.8 joins the label property and the labelling child: the child goes */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (button),
                                     GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
    }
}

/**
 * herald_a11y_name_mnemonic_button:
 * @button: a #GtkButton (or #GtkToggleButton) or #GtkCheckButton
 *
 * Names @button for screen readers by the text it shows without the mnemonic mark, now
 * and whenever its label or use-underline changes. Buttons without an underline in their
 * label keep GTK's own name. Calling it again on the same button does nothing more.
 */
void
herald_a11y_name_mnemonic_button (GtkWidget *button)
{
  g_return_if_fail (GTK_IS_BUTTON (button) || GTK_IS_CHECK_BUTTON (button));

  if (g_object_get_data (G_OBJECT (button), NAMED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (button), NAMED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (button, "notify::label", G_CALLBACK (update_name), NULL);
      g_signal_connect (button, "notify::use-underline", G_CALLBACK (update_name), NULL);
    }

  update_name (button);
}

static void
name_tree (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget))
    herald_a11y_name_mnemonic_button (widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_tree (child);
}

/* A window names all its buttons as it is realized (those on pages not shown yet too, as
 * the accessibility tree holds them); a button added later is named as it is realized. */
static gboolean
realize_hook (GSignalInvocationHint *hint,
              guint                  n_values,
              const GValue          *values,
              gpointer               user_data)
{
  GtkWidget *widget = g_value_get_object (&values[0]);

  if (GTK_IS_ROOT (widget))
    name_tree (widget);
  else if (GTK_IS_BUTTON (widget) || GTK_IS_CHECK_BUTTON (widget))
    herald_a11y_name_mnemonic_button (widget);

  return TRUE;
}

/**
 * herald_a11y_install:
 *
 * Names every button with a mnemonic in every window of the process as
 * herald_a11y_name_mnemonic_button() does, as each button is realized. Call once, after
 * gtk_init() (the application's startup); later calls do nothing.
 */
void
herald_a11y_install (void)
{
  static gboolean installed = FALSE;

  if (installed)
    return;
  installed = TRUE;

  /* the signal exists once the class does */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
  g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0,
                              realize_hook, NULL, NULL);
}

/**
 * herald_a11y_set_label:
 * @widget: any widget
 * @label: (nullable): its name for screen readers, e.g. "Anna: 3 victory points"; %NULL
 *   gives the name back to GTK
 *
 * Names @widget. A #GtkMenuButton is read by screen readers through the button inside it,
 * which GTK 4.8 names by its label ("3", "I") whatever the menu button's own name: that
 * inner button gets the name too, in place of its label.
 */
void
herald_a11y_set_label (GtkWidget  *widget,
                       const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);

  if (GTK_IS_MENU_BUTTON (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          {
            if (label != NULL)
              {
                gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
                gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
              }
            else
              gtk_accessible_reset_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL);
          }
    }
}
