/* test-a11y-repeats.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a screen reader said twice or without a name (issue 11, newcomer report 14): a
 * tooltip that repeats a control's name was its description, read after the name (N14-2); a
 * knight's level numeral was read after its name (N14-25); the Export menu was named by its
 * class (N14-15); the turn's scroller, a Tab stop when nothing in it can take the focus, had
 * no name (N14-17). Needs a display (run under xvfb-run by meson). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-game-over-page.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/* 1. A tooltip in the name is not the description; one that says more is */
static void
test_tooltip_in_name (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *labelled = gtk_button_new_with_label ("History");
  GtkWidget *named = gtk_button_new_with_label ("Blue");
  GtkWidget *more = gtk_button_new_with_label ("Roll");
  g_autofree char *description = NULL;

  gtk_widget_set_tooltip_text (labelled, "History");
  herald_a11y_set_label (named, "Player 2 colour: Blue");
  gtk_widget_set_tooltip_text (named, "Blue");
  gtk_widget_set_tooltip_text (more, "Roll the three dice");
  gtk_box_append (GTK_BOX (box), labelled);
  gtk_box_append (GTK_BOX (box), named);
  gtk_box_append (GTK_BOX (box), more);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  gtk_test_accessible_assert_property (labelled, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Roll the three dice");
  /* the tooltips still show */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (labelled), ==, "History");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (named), ==, "Blue");

  /* as a tooltip or a name changes */
  gtk_widget_set_tooltip_text (more, "Roll");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  gtk_widget_set_tooltip_text (more, "Roll again");
  gtk_test_accessible_assert_property (more, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Roll again");
  herald_a11y_set_label (named, "Player 2 colour");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "Blue");
  herald_a11y_update_label (named, "Player 2 colour: Blue");
  gtk_test_accessible_assert_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");

  /* an announcement's description given back is empty again, not the tooltip */
  herald_restore_description (named, NULL, NULL);
  herald_test_run_for (HERALD_DESCRIPTION_SETTLE_MS + 300);
  description = herald_test_accessible_property (named, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_true (g_strcmp0 (description, "") == 0 || g_strcmp0 (description, "undefined") == 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 2. In the window: the History button and the players' points buttons ("Points from …"
 * said twice) */
static void
test_window_repeats (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  g_autoptr(GPtrArray) widgets = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_WIDGET);
  guint history = 0, repeated = 0;

  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = widgets->pdata[i];
      const char *tip = gtk_widget_get_tooltip_text (widget);
      g_autofree char *label = NULL;
      g_autofree char *description = NULL;

      if (tip == NULL || !gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
        continue;
      label = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
      if (strstr (label, tip) == NULL)
        continue;
      description = herald_test_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      g_test_message ("%s '%s': tooltip '%s', description '%s'", G_OBJECT_TYPE_NAME (widget), label, tip,
                      description);
      g_assert_cmpstr (description, ==, "");
      if (g_strcmp0 (label, "History") == 0)
        history++;
      repeated++;
    }
  g_assert_cmpuint (history, ==, 1);
  g_assert_cmpuint (repeated, >=, 4);  /* History, Main Menu, a points button a player */
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 3. A knight's level numeral is hidden: its name says the level */
static void
test_knight_mark_hidden (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"current\": 0, \"players\": ["
                                                  "{\"knights\": [{\"level\": 1, \"active\": false}]},"
                                                  "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}",
                                                  1280, 800);
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  guint marks = 0;

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      g_autoptr(GPtrArray) labels = NULL;

      if (g_strcmp0 (gtk_menu_button_get_label (button), "I") != 0
          && g_strcmp0 (gtk_menu_button_get_label (button), "II") != 0)
        continue;
      labels = herald_test_find_widgets (GTK_WIDGET (button), GTK_TYPE_LABEL);
      for (guint l = 0; l < labels->len; l++)
        {
          if (gtk_widget_get_ancestor (labels->pdata[l], GTK_TYPE_POPOVER) != NULL)
            continue;
          g_test_message ("%s: '%s'", gtk_menu_button_get_label (button), gtk_label_get_text (labels->pdata[l]));
          gtk_test_accessible_assert_state (labels->pdata[l], GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
          marks++;
        }
    }
  g_assert_cmpuint (marks, >=, 2);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* 4. The Export menu is named as its button; the turn's scroller is named */
static void
test_named (void)
{
  GtkWidget *page = g_object_ref_sink (g_object_new (HERALD_TYPE_GAME_OVER_PAGE, NULL));
  GtkMenuButton *export = herald_test_find_one (page, GTK_TYPE_MENU_BUTTON);
  HeraldWindow *window;
  GtkWidget *roll;
  GtkWidget *scroller;

  g_assert_nonnull (export);
  gtk_test_accessible_assert_property (gtk_menu_button_get_popover (export), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Export…");
  g_object_unref (page);

  window = herald_test_window_show (NULL, 1280, 800);
  roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  g_assert_nonnull (roll);
  scroller = gtk_widget_get_ancestor (roll, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  gtk_test_accessible_assert_property (scroller, GTK_ACCESSIBLE_PROPERTY_LABEL, "Turn");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;
  herald_a11y_install ();

  g_test_add_func ("/herald/a11y/repeats/tooltip-in-name", test_tooltip_in_name);
  g_test_add_func ("/herald/a11y/repeats/window", test_window_repeats);
  g_test_add_func ("/herald/a11y/repeats/knight-mark-hidden", test_knight_mark_hidden);
  g_test_add_func ("/herald/a11y/repeats/named", test_named);

  return g_test_run ();
}
