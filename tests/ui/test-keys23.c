/* test-keys23.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The game played by keyboard (issue 11, newcomer report 22): the focus as table mode comes
 * on and goes (F11, Escape). In-process; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-player-card.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

#define WAIT_MS 5000

static gboolean
is_wide (gpointer window)
{
  return !HERALD_WINDOW (window)->narrow && HERALD_WINDOW (window)->cards_layout == 1;
}

static GtkWidget *
focus_of (HeraldWindow *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

/* The name of @widget for a failure's message */
static const char *
name_of (GtkWidget *widget)
{
  if (widget == NULL)
    return "(nothing)";
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    return gtk_button_get_label (GTK_BUTTON (widget));
  return G_OBJECT_TYPE_NAME (widget);
}

/* F11, then Escape, as GTK gives them to the window's shortcuts; table mode has laid the turn
 * out (the barbarians beside it, the turn moved with the focus on it) */
static void
press_f11 (HeraldWindow *window)
{
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "F11"));
  herald_test_flush ();
  g_assert_true (herald_window_get_table_mode (window));
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (window->barbarian_track)) == window->table_row);
}

static void
press_escape (HeraldWindow *window)
{
  g_assert_true (herald_test_press_shortcut (GTK_WIDGET (window), "Escape"));
  herald_test_flush ();
  g_assert_false (herald_window_get_table_mode (window));
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (window->barbarian_track)) != window->table_row);
}

#define assert_focus(window, widget) \
  G_STMT_START { \
    GtkWidget *f_ = focus_of (window); \
    if (f_ != (widget)) \
      g_error ("the focus is on %s, not on %s", name_of (f_), name_of (widget)); \
  } G_STMT_END

/* A button of @card a keyboard player can reach: one that is shown and on */
static GtkWidget *
card_button (GtkWidget *card)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (card, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_mapped (buttons->pdata[i]) && gtk_widget_is_sensitive (buttons->pdata[i]))
      return buttons->pdata[i];
  g_assert_not_reached ();
}

/* N22-7: F11 and Escape left the focus on the turn's scrolled pane ("scroll pane Turn"), with
 * no ring in sight, where Return did nothing. The focus stays on Roll, in table mode and after
 * it. */
static void
test_table_mode_keeps_focus (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window->dice_panel), "game.roll", NULL);

  g_assert_true (herald_test_wait_until (is_wide, window, WAIT_MS));
  g_assert_true (gtk_widget_grab_focus (roll));

  press_f11 (window);
  assert_focus (window, roll);
  press_escape (window);
  assert_focus (window, roll);

  /* twice over: nothing kept from the first time */
  press_f11 (window);
  assert_focus (window, roll);
  press_escape (window);
  assert_focus (window, roll);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A control of a player's card, which table mode hides: the focus goes to the turn's step
 * (Roll) in table mode, and back to the card's control after it. A control the player went
 * to in table mode keeps the focus as it ends. */
static void
test_table_mode_focus_back (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1280, 800);
  GtkWidget *roll = herald_test_find_action_button (GTK_WIDGET (window->dice_panel), "game.roll", NULL);
  GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window->dice_panel), "game.enter-roll", NULL);
  GtkWidget *button;

  g_assert_true (herald_test_wait_until (is_wide, window, WAIT_MS));
  button = card_button (g_ptr_array_index (window->cards, 1));
  g_assert_true (gtk_widget_grab_focus (button));

  press_f11 (window);
  g_assert_false (gtk_widget_get_mapped (button));
  assert_focus (window, roll);
  press_escape (window);
  assert_focus (window, button);

  /* the player took the focus elsewhere meanwhile: it stays there */
  press_f11 (window);
  g_assert_true (gtk_widget_grab_focus (enter));
  press_escape (window);
  assert_focus (window, enter);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
focus_on_setup_button (gpointer window)
{
  return focus_of (window) == GTK_WIDGET (HERALD_WINDOW (window)->setup_button);
}

/* The report's steps: the setup round, the focus on Settlement Placed, F11, Escape */
static void
test_table_mode_setup_focus (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_session_new_game (herald_window_get_session (window), &rules, herald_test_players, 3, TRUE, NULL));
  herald_test_flush ();
  g_assert_true (herald_test_wait_until (focus_on_setup_button, window, WAIT_MS));
  g_assert_true (herald_test_wait_until (is_wide, window, WAIT_MS));

  press_f11 (window);
  assert_focus (window, GTK_WIDGET (window->setup_button));
  press_escape (window);
  assert_focus (window, GTK_WIDGET (window->setup_button));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "keyboard"))
    return 0;
  /* as the application does at startup: what screen readers are given is part of the tests */
  herald_a11y_install ();

  g_test_add_func ("/herald/keys23/table-mode-keeps-focus", test_table_mode_keeps_focus);
  g_test_add_func ("/herald/keys23/table-mode-focus-back", test_table_mode_focus_back);
  g_test_add_func ("/herald/keys23/table-mode-setup-focus", test_table_mode_setup_focus);

  return g_test_run ();
}
