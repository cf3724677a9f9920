/* test-new-game-options.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* New Game's options say what the game will be (tester report 46): the robber's switch
 * follows the rule set chosen and is kept either way (N46-7); with Seafarers the target's
 * row says at how many points the game is won (N46-1). */

#include "config.h"

#include <adwaita.h>

#include "herald-game.h"
#include "herald-new-game-dialog.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* The switch of the action row titled @title */
static GtkSwitch *
find_switch (GtkWidget  *root,
             const char *title)
{
  GtkWidget *row = herald_test_find_titled (root, ADW_TYPE_ACTION_ROW, title);
  g_autoptr(GPtrArray) switches = herald_test_find_widgets (row, GTK_TYPE_SWITCH);

  g_assert_cmpuint (switches->len, ==, 1);
  return switches->pdata[0];
}

/* The rules @dialog would start a game with */
static void
get_rules (HeraldNewGameDialog *dialog,
           HeraldRules         *rules)
{
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  HeraldDiceMode dice;
  gboolean setup;
  guint n;
  gint first;

  herald_new_game_dialog_get_game (dialog, rules, players, &n, &setup, &dice, &first);
  for (guint i = 0; i < n; i++)
    g_free (players[i].name);
}

/* RULES.md's decisions table: the robber before the first attack, first edition: active from
 * the start, both selectable as a variant. The switch showed off for the first edition while
 * the game had it on, and it could not be turned off (tester report 46, N46-7). */
static void
test_robber_follows_edition (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  AdwComboRow *edition = ADW_COMBO_ROW (herald_test_find_titled (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW, "Rule set"));
  GtkSwitch *robber = find_switch (GTK_WIDGET (dialog), "Robber from the start");
  HeraldRules rules;

  /* the standard rules: off, and the game has it off */
  g_assert_false (gtk_switch_get_active (robber));
  get_rules (dialog, &rules);
  g_assert_false (rules.robber_from_start);

  /* the first edition: the switch shows its rule, on */
  adw_combo_row_set_selected (edition, 1);
  g_assert_true (gtk_switch_get_active (robber));
  get_rules (dialog, &rules);
  g_assert_cmpint (rules.edition, ==, HERALD_EDITION_FIRST);
  g_assert_true (rules.robber_from_start);

  /* turned off: a first-edition game with the current robber */
  gtk_switch_set_active (robber, FALSE);
  get_rules (dialog, &rules);
  g_assert_cmpint (rules.edition, ==, HERALD_EDITION_FIRST);
  g_assert_false (rules.robber_from_start);

  /* back to the standard rules, and the variant chosen with them */
  adw_combo_row_set_selected (edition, 0);
  g_assert_false (gtk_switch_get_active (robber));
  gtk_switch_set_active (robber, TRUE);
  get_rules (dialog, &rules);
  g_assert_cmpint (rules.edition, ==, HERALD_EDITION_STANDARD);
  g_assert_true (rules.robber_from_start);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* RULES.md A23.1: Seafarers adds 2 to the target; the row kept 13 while the game was won at
 * 15 (tester report 46, N46-1) */
static void
test_seafarers_target (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  AdwActionRow *row = ADW_ACTION_ROW (herald_test_find_titled (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW, "Victory points to win"));
  GtkSwitch *seafarers = find_switch (GTK_WIDGET (dialog), "Seafarers");
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (GTK_WIDGET (row), GTK_TYPE_SPIN_BUTTON);
  HeraldRules rules;

  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "");
  gtk_switch_set_active (seafarers, TRUE);
  get_rules (dialog, &rules);
  g_assert_cmpuint (herald_rules_get_target (&rules), ==, 15);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "With Seafarers: 15 to win");

  /* a target typed: the row follows it */
  g_assert_cmpuint (spins->len, ==, 1);
  gtk_spin_button_set_value (spins->pdata[0], 10);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "With Seafarers: 12 to win");

  gtk_switch_set_active (seafarers, FALSE);
  g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "");

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* How far @row lies in the view of the scroller it is in: its top and bottom, in pixels
 * from the scroller's top edge, and the scroller's height */
static void
place_in_view (GtkWidget *row,
               double    *top,
               double    *bottom,
               double    *height)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t at;

  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_point (row, scroller, &GRAPHENE_POINT_INIT (0, 0), &at));
  *top = at.y;
  *bottom = at.y + gtk_widget_get_height (row);
  *height = gtk_widget_get_height (scroller);
}

/* Tester report 47, N47-5: on a phone's screen, the 5–6 player extension turned on by keyboard
 * (its switch focused, Space) added a fifth player's row above it, and the focused switch went
 * below the dialog's bottom edge. It stays where it was in the view, on and off again. */
static void
test_extension_stays_in_view (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  GtkSwitch *extension = find_switch (GTK_WIDGET (dialog), "5–6 player extension");
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (extension), ADW_TYPE_PREFERENCES_ROW);
  double top, bottom, height, before;

  gtk_window_set_default_size (GTK_WINDOW (dialog), 360, 640);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_run_for (600);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (extension)));
  herald_test_run_for (300);
  place_in_view (row, &top, &bottom, &height);
  g_test_message ("the switch's row before: %.0f–%.0f of %.0f px", top, bottom, height);
  g_assert_cmpfloat (top, >=, 0);
  g_assert_cmpfloat (bottom, <=, height);
  before = top;

  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (gtk_widget_activate (GTK_WIDGET (extension)));
      herald_test_run_for (300);
      g_assert_cmpint (gtk_switch_get_active (extension), ==, i == 0);
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == GTK_WIDGET (extension));
      place_in_view (row, &top, &bottom, &height);
      g_test_message ("the switch's row turned %s: %.0f–%.0f of %.0f px", i == 0 ? "on" : "off", top, bottom, height);
      g_assert_cmpfloat (top, >=, 0);
      g_assert_cmpfloat (bottom, <=, height);
      g_assert_cmpfloat_with_epsilon (top, before, 1);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "new-game-options"))
    return 0;

  g_test_add_func ("/herald/new-game/robber-follows-edition", test_robber_follows_edition);

  g_test_add_func ("/herald/new-game/seafarers-target", test_seafarers_target);
  g_test_add_func ("/herald/new-game/extension-stays-in-view", test_extension_stays_in_view);

  return g_test_run ();
}
