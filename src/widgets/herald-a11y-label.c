/* herald-a11y-label.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-a11y.h"
#include "herald-a11y-private.h"
#include "herald-data.h"

/* Names that the window gives again at every refresh: GTK 4.8 tells screen readers of each
 * one given, changed or not, and the events of one step (every card's buttons named again)
 * flooded Orca 43, which then drops what Herald announces (announce_cb () in herald-a11y.c). */
#define LABEL_KEY "herald-a11y-label"

/**
 * herald_a11y_update_label:
 * @widget: any widget
 * @label: its name for screen readers, e.g. "Anna builds a city"
 *
 * Names @widget as gtk_accessible_update_property() with #GTK_ACCESSIBLE_PROPERTY_LABEL
 * does, and does nothing when this function gave @widget that name already. Use it alone to
 * name @widget (a name given otherwise is not known to it). A soft hyphen of a translation
 * is left out of the name (herald_a11y_one_line ()).
 */
void
herald_a11y_update_label (GtkWidget  *widget,
                          const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (label == NULL)
    label = "";
  if (g_strcmp0 (herald_get_data (widget, LABEL_KEY), label) == 0)
    return;
  g_object_set_data_full (G_OBJECT (widget), LABEL_KEY, g_strdup (label), g_free);
  {
    g_autofree char *plain = herald_a11y_has_soft_hyphen (label) ? herald_a11y_one_line (label) : NULL;
    GtkRoot *root = gtk_widget_get_root (widget);

    /* a control the step turned off under the screen reader, whose focus goes elsewhere, is
     * renamed once the focus is there (herald_a11y_rename ()): renamed at once, Orca said
     * the new name ("Anna holds the Longest Road", the Road button's, as the winner's page
     * came in: tester report 36, N36-12; "Cleo has the High Assembly …; activate to correct
     * it away", the level 5 just built, no Tab stop any more, as the focus went on to the
     * card: N37-1) */
    if (root != NULL && herald_a11y_focus_is_on (widget)
        && (gtk_root_get_focus (root) == NULL || !gtk_widget_get_can_focus (widget)
            || !gtk_widget_is_sensitive (widget)))
      herald_a11y_rename (widget, plain != NULL ? plain : label);
    else
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      plain != NULL ? plain : label, -1);
  }
  herald_a11y_tooltip_check (widget);
}

/* A control renamed while it has the focus (the setup round's button, "Settlement Placed" to
 * "City Placed" as Space places the third settlement) gets its new name once what the step
 * announces has been said: named at once, Orca said "City Placed" before "Cleo placed the
 * first settlement. Cleo places the first city" (tester finding N22-10), the new name of the
 * control before the step that changed it. The name waits at most until the announcement is
 * made (herald-a11y.c's announce_cb (), 300 ms after the step, or the focus settled) or the
 * focus moves to another control (not one of a page its stack is leaving); a control without
 * the focus, or in a window that is not active, is renamed at once. A control that lost the
 * focus to nothing, the screen reader still on it (herald_a11y_focus_is_on ()), waits too. */
#define RENAME_KEY "herald-a11y-rename"

static GWeakRef renamed;  /* the focused control whose new name waits */

/**
 * herald_a11y_rename_now:
 *
 * Gives the control whose new name waits (herald_a11y_rename ()) that name, now.
 */
void
herald_a11y_rename_now (void)
{
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&renamed);
  g_autofree char *name = NULL;

  g_weak_ref_set (&renamed, NULL);
  if (widget == NULL)
    return;
  name = g_object_steal_data (G_OBJECT (widget), RENAME_KEY);
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * herald_a11y_rename:
 * @widget: a control
 * @name: its new name for screen readers
 *
 * Names @widget @name: at once, or, while it has the focus of the active window, once what
 * is announced meanwhile has been said (above).
 */
void
herald_a11y_rename (GtkWidget  *widget,
                    const char *name)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  if (root != NULL && GTK_IS_WINDOW (root) && gtk_window_is_active (GTK_WINDOW (root))
      && herald_a11y_focus_is_on (widget))
    {
      g_autoptr(GtkWidget) before = g_weak_ref_get (&renamed);

      if (before != NULL && before != widget)
        herald_a11y_rename_now ();
      g_object_set_data_full (G_OBJECT (widget), RENAME_KEY, g_strdup (name), g_free);
      g_weak_ref_set (&renamed, widget);
      herald_a11y_announce_soon ();
      return;
    }
  /* a name that waited is replaced */
  g_object_set_data (G_OBJECT (widget), RENAME_KEY, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/**
 * herald_a11y_set_button_label:
 * @button: a #GtkButton
 * @label: the text it shows, with a mnemonic when @button has use-underline
 *
 * gtk_button_set_label(), skipped when @button shows @label already: GTK 4.8 labels the
 * button anew each time, and screen readers are told its name changed twice.
 *
 * A button with use-underline that shows a label already keeps that label and gets the new
 * text in it, named first by the text without its mnemonic mark: gtk_button_set_label()
 * names the button by the raw label ("_City Placed") before herald-a11y.c can name it
 * again, and Orca read the focused button's name with its underscore (issue 11). A focused
 * button gets its new name once what the step announces is said (herald_a11y_rename ()). The
 * button's #GtkButton:label is the new one, without a notification. So is a button named by
 * herald_a11y_update_label ().
 */
void
herald_a11y_set_button_label (GtkButton  *button,
                              const char *label)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_BUTTON (button));

  if (g_strcmp0 (gtk_button_get_label (button), label) == 0)
    return;

  child = gtk_button_get_child (button);
  if (label != NULL && gtk_button_get_use_underline (button) && GTK_IS_LABEL (child)
      && gtk_button_get_label (button) != NULL)
    {
      g_autofree char *text = herald_a11y_strip_mnemonic (label);

      /* focused, once the step that renamed it is said */
      herald_a11y_rename (GTK_WIDGET (button), text);
      /* the label keeps its use-underline and mnemonic widget: the new mark works */
      gtk_label_set_label (GTK_LABEL (child), label);
      return;
    }
  /* A button with a name of its own (herald_a11y_update_label ()) gets the new text in its
   * label alone: gtk_button_set_label () relates the button to its label again, and GTK 4.8
   * told screen readers of a name change and the button's states once more, for a name
   * that did not change (the hand's count: four events where its own new name is one,
   * issue 11) */
  if (label != NULL && GTK_IS_LABEL (child) && gtk_button_get_label (button) != NULL
      && !gtk_button_get_use_underline (button)
      && herald_get_data (button, LABEL_KEY) != NULL)
    {
      gtk_label_set_label (GTK_LABEL (child), label);
      return;
    }

  gtk_button_set_label (button, label);
}

/* What herald_a11y_set_label () gave: the name ("=" and the name, or "-" for none), kept on
 * the widget, and for a menu button on its menu and on the child of its inner button too,
 * which a new menu model or label replaces (GTK 4.8 then names or relates them anew) */
#define SET_LABEL_KEY "herald-a11y-set-label"

static guint names_given;

guint
herald_a11y_get_names_given (void)
{
  return names_given;
}

/* @widget and the parts of it that herald_a11y_set_label () names: at most 3 */
static guint
set_label_parts (GtkWidget  *widget,
                 GObject   **parts)
{
  guint n = 0;

  parts[n++] = G_OBJECT (widget);
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));

      if (popover != NULL)
        parts[n++] = G_OBJECT (popover);
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child) && gtk_button_get_child (GTK_BUTTON (child)) != NULL)
          {
            parts[n++] = G_OBJECT (gtk_button_get_child (GTK_BUTTON (child)));
            break;
          }
    }
  return n;
}

/* A menu opened from a menu button starts with the focus on its first item: the screen
 * reader says the item ("Activate"), not only "expanded" and an unnamed "menu" (newcomer
 * report 9, item 9) */
static void
menu_mapped_cb (GtkWidget *popover)
{
  GtkRoot *root = gtk_widget_get_root (popover);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || focus == popover || !gtk_widget_is_ancestor (focus, popover))
    gtk_widget_child_focus (popover, GTK_DIR_TAB_FORWARD);
}

/**
 * herald_a11y_set_label:
 * @widget: any widget
 * @label: (nullable): its name for screen readers, e.g. "Anna: 3 victory points"; %NULL
 *   gives the name back to GTK
 *
 * Names @widget. A #GtkMenuButton is read by screen readers through the button inside it,
 * which GTK 4.8 names by its label ("3", "I") whatever the menu button's own name: that
 * inner button gets the name too, in place of its label. A menu button's menu (a
 * #GtkPopoverMenu; call this after setting the menu model, which makes a new one) is named
 * the same, and opens with the focus on its first item.
 */
void
herald_a11y_set_label (GtkWidget  *widget,
                       const char *label)
{
  g_autofree char *given = NULL;
  g_autofree char *plain = NULL;
  GObject *parts[3];
  guint n_parts, i;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* The same name again, with the same menu and the same content shown: nothing to do. A
   * knight's name is given again at every step; GTK 4.8 told screen readers of each name
   * given, changed or not, and the check whether the tooltip repeats the name ran each time
   * (docs/performance.md, thirteenth round). A tooltip changed since is checked as it
   * changes (herald_a11y_tooltip_track ()). */
  given = label != NULL ? g_strconcat ("=", label, NULL) : g_strdup ("-");
  n_parts = set_label_parts (widget, parts);
  for (i = 0; i < n_parts; i++)
    if (g_strcmp0 (herald_get_data (parts[i], SET_LABEL_KEY), given) != 0)
      break;
  if (i == n_parts)
    return;
  names_given++;
  /* "Wissen\u00ADschaft": without its soft hyphen */
  if (herald_a11y_has_soft_hyphen (label))
    label = plain = herald_a11y_one_line (label);

  if (label != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
  herald_a11y_tooltip_check (widget);

  if (GTK_IS_MENU_BUTTON (widget) && GTK_IS_POPOVER_MENU (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget))))
    {
      /* its menu is named after it ("Anna's Basic knight, active"), not "GtkPopoverMenu" */
      GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)));

      if (label != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      else
        gtk_accessible_reset_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL);
      if (herald_get_data (popover, "herald-focus-first") == NULL)
        {
          g_object_set_data (G_OBJECT (popover), "herald-focus-first", GINT_TO_POINTER (TRUE));
          g_signal_connect (popover, "map", G_CALLBACK (menu_mapped_cb), NULL);
        }
    }

  if (GTK_IS_MENU_BUTTON (widget))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget);
           child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          {
            if (label != NULL)
              {
                /* nor described by what it shows: GTK 4.8 describes it by its label, which
                 * Orca read after the name ("White’s Basic knight, inactive push button. I.";
                 * verify report 14, V14-2) */
                GtkWidget *hint = g_object_get_data (G_OBJECT (child), "herald-a11y-described-by");

                gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
                /* ... but by the words given it (a card's points: herald-player-card.c,
                 * update_hint ()), unless an announcement has their place for a while or
                 * they repeat the name (herald_a11y_described_check ()) */
                if (hint != NULL && g_object_get_data (G_OBJECT (child), "herald-a11y-undescribed") == NULL
                    && g_object_get_data (G_OBJECT (child), "herald-a11y-described-off") == NULL)
                  gtk_accessible_update_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                                  hint, NULL, -1);
                else
                  gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
                gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
              }
            else
              gtk_accessible_reset_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL);
          }
    }

  for (i = 0; i < n_parts; i++)
    g_object_set_data_full (parts[i], SET_LABEL_KEY, g_strdup (given), g_free);
}
