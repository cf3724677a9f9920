/* herald-a11y-menus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What GTK 4.8 tells screen readers of the items of a menu made from a menu model, put right
 * as each item is realized (herald_a11y_install () calls herald_a11y_fix_menu_item () for
 * each widget): issue 11. */

#include "config.h"

#include <gtk/gtk.h>

#include "herald-a11y-private.h"

/* GtkButtonRole of a GtkModelButton (GTK 4.8's gtkmodelbuttonprivate.h): a stateful boolean
 * action's item is a check item, one with a target a radio item */
enum
{
  MODEL_BUTTON_NORMAL,
  MODEL_BUTTON_CHECK,
  MODEL_BUTTON_RADIO,
};

#define ITEM_KEY "herald-a11y-menu-item"

/* The item of a stateful action (Main Menu › Table Mode) shows a check mark, and GTK 4.8
 * gives its accessible no checked state: Orca said "Table Mode." whether it was on or off.
 * The item is told checked or not checked, in step with the mark ("Table Mode not
 * checked") */
static void
update_item (GtkWidget *item)
{
  int role = MODEL_BUTTON_NORMAL;
  gboolean active = FALSE;

  g_object_get (item, "role", &role, "active", &active, NULL);
  if (role == MODEL_BUTTON_CHECK || role == MODEL_BUTTON_RADIO)
    {
      /* GTK 4.8 lets a widget's role change from its class's own once */
      if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (item)) == GTK_ACCESSIBLE_ROLE_MENU_ITEM)
        g_object_set (item, "accessible-role",
                      role == MODEL_BUTTON_CHECK ? GTK_ACCESSIBLE_ROLE_MENU_ITEM_CHECKBOX
                                                 : GTK_ACCESSIBLE_ROLE_MENU_ITEM_RADIO, NULL);
    }
  if (role == MODEL_BUTTON_CHECK || role == MODEL_BUTTON_RADIO)
    gtk_accessible_update_state (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_STATE_CHECKED,
                                 active ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
  else
    gtk_accessible_reset_state (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_STATE_CHECKED);
}

/**
 * herald_a11y_fix_menu_item:
 * @widget: a widget being realized
 *
 * When @widget is an item of a menu made from a menu model (a GtkModelButton, GTK's own type)
 * that shows a check mark or a radio mark, tells screen readers whether it is checked, now and
 * whenever the mark changes. Other widgets are left as they are.
 */
void
herald_a11y_fix_menu_item (GtkWidget *widget)
{
  static GType model_button_type = G_TYPE_INVALID;

  if (model_button_type == G_TYPE_INVALID)
    model_button_type = g_type_from_name ("GtkModelButton");
  if (model_button_type == G_TYPE_INVALID || !G_TYPE_CHECK_INSTANCE_TYPE (widget, model_button_type))
    return;
  if (g_object_get_data (G_OBJECT (widget), ITEM_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (widget), ITEM_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect (widget, "notify::role", G_CALLBACK (update_item), NULL);
      g_signal_connect (widget, "notify::active", G_CALLBACK (update_item), NULL);
    }
  update_item (widget);
}
