/* test-keys17.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The game played by keyboard (issue 11, newcomer report 16, breaker report 16): the phone's
 * page tabs as one Tab stop, a choice undone asked again, the focus kept when the button
 * pressed can no longer be pressed. In-process; needs a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define WAIT_MS 5000

static gboolean
is_narrow (gpointer window)
{
  return HERALD_WINDOW (window)->narrow;
}

/* The widgets Tab stops on, from the focus, once round the window (at most @max) */
static GPtrArray *
tab_cycle (GtkWidget *window,
           guint      max)
{
  GPtrArray *stops = g_ptr_array_new ();
  GtkWidget *first = gtk_root_get_focus (GTK_ROOT (window));

  for (guint i = 0; i < max; i++)
    {
      GtkWidget *focus;

      if (!gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD))
        gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD);  /* wrapped round */
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || focus == first || g_ptr_array_find (stops, focus, NULL))
        break;
      g_ptr_array_add (stops, focus);
    }
  return stops;
}

/* N16-12: on a phone, the Table / Players tabs were two Tab stops (Tab went Table, then
 * Players); as a GNOME user expects of tabs, they are one, the tab of the page shown, and
 * Left and Right go to the other */
static void
test_phone_tabs_one_stop (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  g_autoptr(GPtrArray) tabs = NULL;
  GtkWidget *table = NULL, *players = NULL;

  g_assert_true (herald_test_wait_until (is_narrow, window, WAIT_MS));
  herald_test_run_for (300);
  tabs = herald_test_find_widgets (GTK_WIDGET (window->switcher_bar), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_cmpuint (tabs->len, ==, 2);
  for (guint i = 0; i < tabs->len; i++)
    if (gtk_toggle_button_get_active (tabs->pdata[i]))
      table = tabs->pdata[i];
    else
      players = tabs->pdata[i];
  g_assert_nonnull (table);
  g_assert_nonnull (players);

  for (guint page = 0; page < 2; page++)
    {
      GtkWidget *shown = page == 0 ? table : players;
      g_autoptr(GPtrArray) stops = NULL;
      guint n_tabs = 0;

      g_assert_true (gtk_widget_grab_focus (shown));
      stops = tab_cycle (GTK_WIDGET (window), 60);
      g_assert_cmpuint (stops->len, >, 2);
      for (guint i = 0; i < stops->len; i++)
        if (stops->pdata[i] == table || stops->pdata[i] == players)
          n_tabs++;
      /* the cycle ends on the tab it started from: no other tab on the way */
      g_assert_cmpuint (n_tabs, ==, 0);

      /* the other page chosen (a tap) with the focus on the table's tab */
      if (page == 0)
        {
          g_assert_true (gtk_widget_grab_focus (table));
          adw_view_stack_set_visible_child_name (window->view_stack, "players");
          herald_test_run_for (300);
          g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (players)));
          /* the focus is not left on the tab of the page no longer shown */
          g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) != table);
        }
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "keys17"))
    return 0;
  herald_a11y_install ();
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_func ("/herald/keys17/phone-tabs-one-stop", test_phone_tabs_one_stop);

  return g_test_run ();
}
