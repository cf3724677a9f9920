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

/* Lands the ship of @window (Anna to roll, the ship one step from Catan): the barbarians win,
 * the result is closed; returns the dialog open after it */
static AdwMessageDialog *
land_and_continue (HeraldWindow *window)
{
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  if (adw_message_dialog_has_response (dialog, "attack"))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
      herald_test_flush ();
      dialog = herald_test_open_dialog (window, FALSE);
      g_assert_nonnull (dialog);
    }
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
  return herald_test_open_dialog (window, FALSE);
}

/* B16-4: the city given up to the barbarians taken back (Undo) is asked again, as the first
 * time: the decision waited under End Turn, below the fold of a phone, and End Turn refused.
 * An undo that does not take back an answer still asks nothing (F12: the roll's undo). */
static void
test_undone_city_asked_again (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"settlements\": 1, \"cities\": 2, \"walls\": 1}, {}, {}]}",
                                                  360, 640);
  HeraldSession *session = herald_window_get_session (window);
  AdwMessageDialog *dialog;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, WAIT_MS));
  dialog = land_and_continue (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Which City Does Anna Lose?");
  herald_test_respond (dialog, "walled");
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (session)->n_pending, ==, 0);
  g_assert_null (herald_test_open_dialog (window, FALSE));

  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (session)->n_pending, ==, 1);
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Which City Does Anna Lose?");

  /* answered again: the other city */
  herald_test_respond (dialog, "unwalled");
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (session)->n_pending, ==, 0);
  g_assert_null (herald_test_open_dialog (window, FALSE));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
is_clickable (GtkWidget *button)
{
  return gtk_widget_get_mapped (button) && gtk_widget_is_sensitive (button)
         && gtk_widget_get_focusable (button)
         /* a keyboard stop: a card's "−" and built level are for a pointer (N17-18) */
         && gtk_widget_get_can_focus (button)
         && gtk_widget_get_ancestor (button, GTK_TYPE_MENU_BUTTON) == NULL
         && gtk_widget_get_ancestor (button, ADW_TYPE_VIEW_SWITCHER_BAR) == NULL;
}

/* N15-10: a button pressed that cannot be pressed again (turned off or hidden by its step)
 * left the focus nowhere. Every button of the turn's column and of the players' cards,
 * before and after the roll: pressed with the focus on it (a dialog it opens closed), the
 * focus is then on a control of the table that can be used, never on nothing, the window or
 * the header. Each step is undone before the next button. */
static void
test_focus_after_every_button (gconstpointer data)
{
  gboolean after_roll = GPOINTER_TO_INT (data);
  HeraldWindow *window = herald_test_window_show ("{\"round\": 3, \"players\": ["
                                                  "{\"settlements\": 2, \"cities\": 1},"
                                                  "{\"settlements\": 2, \"cities\": 1}, {\"settlements\": 2}]}",
                                                  1280, 800);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(GPtrArray) buttons = NULL;
  guint n_actions, tried = 0, turned_off = 0;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, WAIT_MS));
  if (after_roll)
    {
      HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
      AdwMessageDialog *dialog;

      herald_window_start_roll (window, &roll);
      herald_test_flush ();
      while ((dialog = herald_test_open_dialog (window, FALSE)) != NULL)
        {
          gtk_window_close (GTK_WINDOW (dialog));
          herald_test_flush ();
        }
    }
  n_actions = herald_game_get_n_actions (herald_window_get_game (window));

  buttons = herald_test_find_widgets (GTK_WIDGET (window->main_stack), GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      g_autofree char *name = NULL;
      AdwMessageDialog *dialog;
      GtkWidget *focus;

      if (!is_clickable (button))
        continue;
      name = herald_test_accessible_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_object_ref (button);
      g_assert_true (gtk_widget_grab_focus (button));
      g_signal_emit_by_name (button, "clicked");
      herald_test_flush ();
      while ((dialog = herald_test_open_dialog (window, FALSE)) != NULL)
        {
          gtk_window_close (GTK_WINDOW (dialog));
          herald_test_flush ();
        }
      herald_test_run_for (100);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || focus == GTK_WIDGET (window) || !gtk_widget_get_mapped (focus)
          || !gtk_widget_is_sensitive (focus)
          || !gtk_widget_is_ancestor (focus, gtk_stack_get_visible_child (window->main_stack)))
        g_error ("after “%s” the focus is on %s", name,
                 focus == NULL ? "nothing" : G_OBJECT_TYPE_NAME (focus));
      if (!is_clickable (button))
        {
          g_autofree char *where = herald_test_accessible_property (focus, GTK_ACCESSIBLE_PROPERTY_LABEL);

          g_test_message ("“%s” turned off; the focus went to %s “%s”", name, G_OBJECT_TYPE_NAME (focus), where);
          turned_off++;
        }
      tried++;
      g_object_unref (button);

      while (herald_game_get_n_actions (herald_window_get_game (window)) > n_actions)
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
          herald_test_flush ();
          while ((dialog = herald_test_open_dialog (window, FALSE)) != NULL)
            {
              herald_test_respond (dialog, adw_message_dialog_has_response (dialog, "later") ? "later" : "cancel");
              herald_test_flush ();
            }
        }
      (void) session;
    }
  g_test_message ("%u buttons pressed, %u turned off by their step", tried, turned_off);
  g_assert_cmpuint (tried, >, 5);
  g_assert_cmpuint (turned_off, >, 0);

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
  g_test_add_func ("/herald/keys17/undone-city-asked-again", test_undone_city_asked_again);
  g_test_add_data_func ("/herald/keys17/focus-after-every-button-before-roll", GINT_TO_POINTER (FALSE),
                        test_focus_after_every_button);
  g_test_add_data_func ("/herald/keys17/focus-after-every-button-after-roll", GINT_TO_POINTER (TRUE),
                        test_focus_after_every_button);

  return g_test_run ();
}
