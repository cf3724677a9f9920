/* test-a11y-newcomer15.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind newcomer missed (newcomer report 15, issue 11), as screen readers are told it
 * in-process (GTK's test accessibility backend). Needs a display (run under xvfb-run by
 * meson). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-statistics-window.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-widget-update.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* The label inside @root whose text is @text */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return labels->pdata[i];
  return NULL;
}

/* N15-1: the Statistics rows are named by what they count and by the count ("Rolls 19");
 * Orca said "Rolls." and the subtitle, never the figure. Their list is named after its page
 * ("Dice"), not "GtkListBox". */
static void
test_statistics_rows_with_values (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GPtrArray) rows = NULL;
  GtkWindow *window;
  guint checked = 0;
  const struct { const char *title; const char *value; } expected[] = {
    { "Rolls", "2" },
    { "Sevens", "1" },
    { "Undone rolls", "0" },
  };

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 4}");

  herald_a11y_install ();
  window = herald_statistics_window_new (game, NULL);
  gtk_window_present (window);
  herald_test_run_for (300);

  rows = herald_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    for (guint e = 0; e < G_N_ELEMENTS (expected); e++)
      if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), expected[e].title) == 0)
        {
          GtkWidget *row = rows->pdata[i];
          GtkWidget *title = find_label (row, expected[e].title);
          GtkWidget *value = find_label (row, expected[e].value);
          GtkWidget *list = gtk_widget_get_ancestor (row, GTK_TYPE_LIST_BOX);
          g_autofree char *list_name = herald_test_accessible_property (list, GTK_ACCESSIBLE_PROPERTY_LABEL);

          g_test_message ("row '%s': list '%s'", expected[e].title, list_name);
          g_assert_nonnull (title);
          g_assert_nonnull (value);
          gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                               title, value, NULL);
          g_assert_cmpstr (list_name, ==, "Dice");
          checked++;
        }
  g_assert_cmpuint (checked, ==, G_N_ELEMENTS (expected));
  gtk_window_destroy (window);
  herald_test_flush ();
}

/* The value of the Statistics row titled @title in @window, and its subtitle, or %NULL */
static const char *
row_value (GtkWindow   *window,
           const char  *title,
           const char **subtitle)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      {
        g_autoptr(GPtrArray) labels = herald_test_find_widgets (rows->pdata[i], GTK_TYPE_LABEL);

        *subtitle = adw_action_row_get_subtitle (rows->pdata[i]);
        for (guint l = 0; l < labels->len; l++)
          if (gtk_widget_has_css_class (labels->pdata[l], "numeric"))
            return gtk_label_get_label (labels->pdata[l]);
      }
  return NULL;
}

/* Tester report 43, N43-4: "Rolls 1" after two rolls, one of them with the Alchemist, whose
 * chosen dice the engine leaves out of the counts on purpose, without a word. The Statistics
 * say it as they say undone rolls, with the engine's count; a game without such a roll has no
 * such row. On main at a2409f8 there was none. */
static void
test_statistics_alchemist_rolls (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{}, {\"progress_cards\": [\"alchemist\"]}, {}]}");
  const char *subtitle = NULL;
  GtkWindow *window;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  window = herald_statistics_window_new (game, NULL);
  g_assert_null (row_value (window, "Set with the Alchemist", &subtitle));
  gtk_window_destroy (window);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 1, "
                        "\"alchemist\": true}");
  window = herald_statistics_window_new (game, NULL);
  g_assert_cmpstr (row_value (window, "Rolls", &subtitle), ==, "1");
  g_assert_cmpstr (row_value (window, "Set with the Alchemist", &subtitle), ==, "1");
  g_assert_cmpstr (subtitle, ==, "Red and white dice chosen, not rolled; not counted above");
  gtk_window_destroy (window);
  herald_test_flush ();
}

/* N15-18: a whole number of rolls to a progress card is said without ".0": "about 1 in 18
 * rolls" for a player whose only improvement is the Market (a trade gate, 1 time in 6, with
 * a red die of 1 or 2, 1 time in 3) */
static void
test_draw_forecast_whole (void)
{
  HeraldWindow *window = herald_test_window_new (NULL,
                                                 "{\"round\": 5, \"players\": ["
                                                 "{\"cities\": 1, \"settlements\": 1, \"improvements\": {\"trade\": 1}},"
                                                 "{\"cities\": 1, \"settlements\": 1}, {\"cities\": 1, \"settlements\": 1}]}");
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_LABEL);
  const char *text = NULL;

  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_label (labels->pdata[i]), "Progress card: ")
        && gtk_widget_get_visible (labels->pdata[i]))
      text = gtk_label_get_label (labels->pdata[i]);
  g_assert_cmpstr (text, ==, "Progress card: 6 % on the next roll, about 1 in 18 rolls");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static int
compare_texts (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The texts of the visible labels under @root that begin with @prefix, sorted, joined by "|" */
static char *
labels_with_prefix (GtkWidget  *root,
                    const char *prefix)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (root, GTK_TYPE_LABEL);
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();

  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_label (labels->pdata[i]), prefix) &&
        gtk_widget_get_visible (labels->pdata[i]))
      g_ptr_array_add (texts, (gpointer) gtk_label_get_label (labels->pdata[i]));
  g_ptr_array_sort (texts, compare_texts);
  g_ptr_array_add (texts, NULL);
  return g_strjoinv ("|", (char **) texts->pdata);
}

/* Tester report 42, N42-2: a player whose improvements draw only from empty decks (digital
 * cards; with 5–6 players the Politics deck runs out) read "No progress card can come: no city
 * improvement yet" beside their levels. The card says why, as the engine's forecast does
 * (herald_game_get_draw_forecast ()): Anna's one deck is empty, Ben's two are, Cleo has no
 * improvement. */
static void
test_forecast_empty_decks (void)
{
  HeraldWindow *window = herald_test_window_new (NULL,
                                                 "{\"round\": 5, \"decks\": {\"trade\": [], \"politics\": []}, \"players\": ["
                                                 "{\"cities\": 2, \"improvements\": {\"politics\": 2}},"
                                                 "{\"cities\": 2, \"improvements\": {\"trade\": 1, \"politics\": 3}},"
                                                 "{\"cities\": 2}]}");
  g_autofree char *texts = NULL;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  texts = labels_with_prefix (GTK_WIDGET (window), "No progress card");
  g_assert_cmpstr (texts, ==,
                   "No progress card can come: no city improvement yet|"
                   "No progress card can come: the Politics deck is empty|"
                   "No progress card can come: the decks of their improvements are empty");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The game over, the table shown again (Back to the Table): no roll comes, so no player's
 * card forecasts a progress card. It read "No progress card can come: no city improvement
 * yet" beside Anna's Market (tidy43: the card tells the game over by the game's stage, not by
 * a forecast of 0 rolls). */
static void
test_forecast_game_over (void)
{
  HeraldWindow *window = herald_test_window_new ("{\"victory_points\": 4}",
                                                 "{\"round\": 5, \"players\": ["
                                                 "{\"cities\": 1, \"settlements\": 1, "
                                                 "\"improvements\": {\"trade\": 1}}, "
                                                 "{\"cities\": 1, \"settlements\": 1}, "
                                                 "{\"cities\": 1, \"settlements\": 1}]}");
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *cannot = NULL;
  g_autofree char *can = NULL;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  before = labels_with_prefix (GTK_WIDGET (window), "Progress card: ");
  g_assert_cmpstr (before, ==, "Progress card: 6 % on the next roll, about 1 in 18 rolls");

  /* Anna's fourth point wins; the table again */
  herald_test_window_roll (window, HERALD_EVENT_SHIP, 2, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.build-settlement", "i", 0);
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_OVER);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.show-table", NULL));
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "game");

  cannot = labels_with_prefix (GTK_WIDGET (window), "No progress card");
  can = labels_with_prefix (GTK_WIDGET (window), "Progress card");
  g_test_message ("game over: '%s', '%s'", cannot, can);
  g_assert_cmpstr (cannot, ==, "");
  g_assert_cmpstr (can, ==, "");

  /* the winning step undone: the forecast is back */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_clear_pointer (&can, g_free);
  can = labels_with_prefix (GTK_WIDGET (window), "Progress card: ");
  g_assert_cmpstr (can, ==, "Progress card: 6 % on the next roll, about 1 in 18 rolls");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
is_focus (gpointer data)
{
  return gtk_widget_has_focus (data);
}

static gboolean
is_sensitive (gpointer data)
{
  return gtk_widget_is_sensitive (data);
}

/* N15-4: a roll made with the focus on Roll after the turn was announced on it ("Ben to
 * roll"): Roll, now off, is not given its refusal back while it is off. Given back a second
 * after the focus left it, the refusal was sent to a screen reader that had not yet read Roll
 * (Orca seconds behind on a loaded machine), and it read "Roll push button. Cannot roll: Ben
 * has already rolled this turn" as Ben's turn began. At the next turn Roll says no refusal. */
static void
test_roll_refusal_not_sent_while_off (void)
{
  HeraldWindow *window;
  GtkWidget *roll, *end_turn;
  g_autoptr(HeraldTestA11yWatch) roll_said = NULL;

  herald_a11y_install ();
  window = herald_test_window_show (NULL, 0, 0);
  roll = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
  end_turn = herald_test_find_action_button (GTK_WIDGET (window), "game.end-turn", NULL);
  g_assert_nonnull (roll);
  g_assert_nonnull (end_turn);
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));

  /* Anna rolls and ends her turn: the focus comes to Roll, "Ben to roll" is said on it */
  g_assert_true (gtk_widget_grab_focus (roll));
  g_assert_true (herald_test_wait_until (is_focus, roll, 5000));
  g_assert_true (gtk_widget_activate (roll));
  g_assert_true (herald_test_wait_until (is_sensitive, end_turn, 5000));
  g_assert_true (gtk_widget_activate (end_turn));
  g_assert_true (herald_test_wait_until (is_focus, roll, 5000));
  herald_test_run_for (1500);

  /* Ben rolls: Roll turns off, the focus goes on */
  roll_said = herald_test_watch_accessible (roll);
  /* (Roll clicks 250 ms after its activation, from a timeout: later on a loaded machine) */
  g_assert_true (herald_test_activate_button (roll));
  herald_test_run_for (2500);
  g_assert_false (gtk_widget_is_sensitive (roll));
  g_assert_true (g_str_has_prefix (herald_get_described (roll), "Cannot roll: "));
  for (guint i = 0; i < roll_said->changes->len; i++)
    {
      HeraldTestA11yChange *change = herald_test_a11y_change_at (roll_said, i);

      g_test_message ("change %u: description '%s', described by its reason: %d", i, change->description,
                      change->described_by);
      g_assert_false (change->described_by);
    }

  /* Ben ends his turn: Roll is on, with the focus, and says no refusal */
  g_array_set_size (roll_said->changes, 0);
  g_assert_true (gtk_widget_activate (end_turn));
  g_assert_true (herald_test_wait_until (is_focus, roll, 5000));
  herald_test_run_for (1500);
  g_assert_true (g_str_has_prefix (herald_get_described (roll), "Roll the three dice"));
  for (guint i = 0; i < roll_said->changes->len; i++)
    g_assert_null (strstr (herald_test_a11y_change_at (roll_said, i)->description, "Cannot roll"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  if (!herald_test_init_window (&argc, &argv, "accessibility"))
    return 0;

  g_test_add_func ("/herald/a11y/newcomer15/statistics-rows-with-values", test_statistics_rows_with_values);
  g_test_add_func ("/herald/a11y/newcomer15/statistics-alchemist-rolls", test_statistics_alchemist_rolls);
  g_test_add_func ("/herald/a11y/newcomer15/draw-forecast-whole", test_draw_forecast_whole);
  g_test_add_func ("/herald/a11y/newcomer15/draw-forecast-empty-decks", test_forecast_empty_decks);
  g_test_add_func ("/herald/a11y/newcomer15/draw-forecast-game-over", test_forecast_game_over);
  g_test_add_func ("/herald/a11y/newcomer15/roll-refusal-not-sent-while-off", test_roll_refusal_not_sent_while_off);

  return g_test_run ();
}
