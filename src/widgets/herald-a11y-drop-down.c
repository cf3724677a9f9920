/* herald-a11y-drop-down.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* Drop-downs: GTK 4.8 reads a GtkDropDown through its inner button, which it names
 * "GtkToggleButton", and neither it nor an AdwComboRow says the value chosen. The value
 * becomes the description of the drop-down, and the inner button is named "<name>: <value>"
 * (not described by the value again: "Player 3 colour: White push button. White", verify
 * report 14, V14-1). A row is described by a label that says the value
 * (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY), not by a description: GTK 4.8 sends the
 * description given before the row was first shown to a screen reader as a change when the
 * focus first comes to the row, and Orca read it twice ("Who starts combo box. Player 1.
 * Player 1"); a relation is sent with nothing. */

#define DROP_NAME_KEY "herald-a11y-drop-down-name"
#define VALUE_LABEL_KEY "herald-a11y-value-label"

static char *
item_text (gpointer       item,
           GtkExpression *expression)
{
  char *text = NULL;

  if (item == NULL)
    return NULL;

  if (expression != NULL)
    {
      GValue value = G_VALUE_INIT;

      if (gtk_expression_evaluate (expression, item, &value))
        {
          if (G_VALUE_HOLDS_STRING (&value))
            text = g_value_dup_string (&value);
          g_value_unset (&value);
        }
    }

  if (text == NULL && GTK_IS_STRING_OBJECT (item))
    text = g_strdup (gtk_string_object_get_string (item));

  return text;
}

void
herald_a11y_drop_down_update (GtkWidget *widget)
{
  g_autofree char *value = NULL;
  const char *name = g_object_get_data (G_OBJECT (widget), DROP_NAME_KEY);

  if (ADW_IS_COMBO_ROW (widget))
    value = item_text (adw_combo_row_get_selected_item (ADW_COMBO_ROW (widget)),
                       adw_combo_row_get_expression (ADW_COMBO_ROW (widget)));
  else if (GTK_IS_DROP_DOWN (widget))
    value = item_text (gtk_drop_down_get_selected_item (GTK_DROP_DOWN (widget)),
                       gtk_drop_down_get_expression (GTK_DROP_DOWN (widget)));

  if (ADW_IS_COMBO_ROW (widget))
    {
      GtkWidget *said = g_object_get_data (G_OBJECT (widget), VALUE_LABEL_KEY);
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (widget));

      /* a subtitle under the value (why the card chosen cannot be recorded now, breaker
       * report 16, B16-1) is said after it: GTK 4.8 gives a screen reader no subtitle of a
       * combo row. Not a subtitle that is the value (use-subtitle): "Who starts combo box.
       * Anna. Anna." (issue 11) */
      if (value != NULL && subtitle != NULL && *subtitle != '\0' &&
          !adw_combo_row_get_use_subtitle (ADW_COMBO_ROW (widget)))
        {
          char *both = g_strdup_printf ("%s. %s", value, subtitle);

          g_free (value);
          value = both;
        }

      if (said == NULL)
        {
          said = g_object_ref_sink (gtk_label_new (NULL));
          g_object_set_data_full (G_OBJECT (widget), VALUE_LABEL_KEY, said, g_object_unref);
          /* an announcement takes its place for a while (herald-a11y.c, described_by ()) */
          g_object_set_data (G_OBJECT (widget), "herald-a11y-described-by", said);
          gtk_accessible_update_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                          said, NULL, -1);
        }
      gtk_label_set_label (GTK_LABEL (said), value != NULL ? value : "");
      /* an announcement's, blanked (herald-a11y.c): none, which GTK gives no event */
      if (gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
        gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    }
  /* a drop-down of herald_a11y_drop_down_new () says nothing itself: its button says it all */
  else if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) != GTK_ACCESSIBLE_ROLE_COMBO_BOX)
    ;
  else if (value == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, value, -1);

  if (GTK_IS_DROP_DOWN (widget))
    for (GtkWidget *child = gtk_widget_get_first_child (widget);
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_BUTTON (child))
        {
          g_autofree char *label = NULL;

          if (name != NULL && value != NULL)
            label = g_strdup_printf ("%s: %s", name, value);
          else
            label = g_strdup (name != NULL ? name : value);
          if (label == NULL)
            continue;
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
          if (value != NULL)
            gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                            herald_a11y_repeats_name (child, value) ? "" : value, -1);
        }
}

void
herald_a11y_drop_down_track (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), HERALD_A11Y_TRACKED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (widget), HERALD_A11Y_TRACKED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "notify::selected-item", G_CALLBACK (herald_a11y_drop_down_update), NULL);
      g_signal_connect (widget, "notify::model", G_CALLBACK (herald_a11y_drop_down_update), NULL);
      if (ADW_IS_COMBO_ROW (widget))
        g_signal_connect (widget, "notify::subtitle", G_CALLBACK (herald_a11y_drop_down_update), NULL);
    }
  herald_a11y_drop_down_update (widget);
}

/**
 * herald_a11y_name_drop_down:
 * @drop_down: a #GtkDropDown
 * @name: what it chooses, e.g. "Player 1 colour"
 *
 * Names @drop_down and the button inside it, through which screen readers read it, as
 * "@name: value" (the item chosen, e.g. "Player 1 colour: Red"), now and whenever the
 * choice changes.
 */
void
herald_a11y_name_drop_down (GtkWidget  *drop_down,
                            const char *name)
{
  g_return_if_fail (GTK_IS_DROP_DOWN (drop_down));

  g_object_set_data_full (G_OBJECT (drop_down), DROP_NAME_KEY, g_strdup (name), g_free);
  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (drop_down)) == GTK_ACCESSIBLE_ROLE_COMBO_BOX)
    gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  herald_a11y_drop_down_track (drop_down);
}

/**
 * herald_a11y_drop_down_new:
 * @model: (transfer full) (nullable): the items, as for gtk_drop_down_new()
 * @name: what it chooses, e.g. "Player 1 colour"
 *
 * A #GtkDropDown that a screen reader reads as one control, its button, named "@name: value"
 * (herald_a11y_name_drop_down()). GTK 4.8 gives the drop-down a combo box of its own around
 * the button, the one that takes the focus: as the focus came to the button Orca said the
 * combo box first, then the button: "Player 1 colour combo box. Player 1 colour: Red push
 * button." (tester report 44, N44-9). Made with the generic role, a layout for screen
 * readers, the drop-down is passed over: "Player 1 colour: Red push button."
 *
 * Returns: (transfer floating): the drop-down
 */
GtkWidget *
herald_a11y_drop_down_new (GListModel *model,
                           const char *name)
{
  GtkWidget *drop_down = g_object_new (GTK_TYPE_DROP_DOWN,
                                       "accessible-role", GTK_ACCESSIBLE_ROLE_GENERIC,
                                       "model", model,
                                       NULL);

  g_clear_object (&model);
  herald_a11y_name_drop_down (drop_down, name);
  return drop_down;
}


/**
 * herald_a11y_combo_row_value:
 * @widget: any widget
 *
 * Returns: (nullable): the value a combo row says (its value label's text), %NULL for any
 *   other widget or a row without one
 */
const char *
herald_a11y_combo_row_value (GtkWidget *widget)
{
  GtkWidget *said = g_object_get_data (G_OBJECT (widget), VALUE_LABEL_KEY);

  if (!ADW_IS_COMBO_ROW (widget) || said == NULL)
    return NULL;
  return gtk_label_get_text (GTK_LABEL (said));
}
