/* test-a11y-dialogs16.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a blind player heard wrong, or missed, in Herald's dialogs and windows (newcomer
 * report 16, issue 11), in-process with GTK's test accessibility backend. Needs a display
 * (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-attack-dialog.h"
#include "herald-preferences-window.h"
#include "herald-reference-window.h"
#include "herald-statistics-window.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* whether the action row holding the switch @data is no focus stop (yet) */
static gboolean
switch_row_unfocusable (gpointer data)
{
  GtkWidget *row = gtk_widget_get_ancestor (data, ADW_TYPE_ACTION_ROW);

  return row != NULL && !gtk_widget_get_focusable (row);
}

/* how many times @part is in @text */
static guint
count_in (const char *text,
          const char *part)
{
  guint n = 0;

  for (const char *p = text != NULL ? strstr (text, part) : NULL; p != NULL; p = strstr (p + 1, part))
    n++;
  return n;
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

/* Tester finding N22-10: the attack's result opens with what the window says of the roll at
 * the head of its description (N25-10): the production, which the result does not say, but
 * not the attack again ("the ship lands; the barbarians attack (4 against 0) and win; Anna,
 * Ben, then Cleo each lose one city"),
 * which its message and rows say. It was said as a headline before the rows. The banner on
 * screen keeps the whole sentence. */
static void
test_result_says_production (void)
{
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"settlements\": 1, \"cities\": 2, \"walls\": 1}, {}, {}]}",
                                                  1280, 800);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  AdwMessageDialog *dialog;
  g_autofree char *said = NULL;
  const char *banner;

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_run_for (1000);
  herald_test_flush ();

  said = herald_test_accessible_property (GTK_WIDGET (dialog), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  banner = herald_dice_panel_get_banner (window->dice_panel);
  g_test_message ("the banner: %s", banner);
  g_test_message ("the result says: %s", said);
  g_assert_nonnull (strstr (banner, "the barbarians attack"));
  /* the production first, then the result's message, the attack's strengths once */
  g_assert_true (g_str_has_prefix (said, "Production 5") || strstr (said, ". Production 5") != NULL);
  g_assert_cmpuint (count_in (said, "the barbarians attack"), ==, 0);
  g_assert_cmpuint (count_in (said, "the ship lands"), ==, 0);
  g_assert_cmpuint (count_in (said, "lose one city"), ==, 1);
  g_assert_cmpuint (count_in (said, "Barbarians 4"), ==, 1);
  g_assert_true (strstr (said, "Production 5") < strstr (said, "Barbarians 4"));

  herald_test_respond (dialog, "continue");
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N16-5: a walled city given up ("Which City Does Anna Lose?", Walled City) was said three
 * times: Orca heard "Anna gave up a walled city." twice, then "Anna loses a city and its
 * wall" (the engine's outcome of the same loss, a second line of the step's toast, and the
 * toast said again whole as it grew). One sentence, as for a city without a wall. */
static void
test_walled_city_once (gconstpointer data)
{
  const char *response = data;
  HeraldWindow *window = herald_test_window_show ("{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
                                                  "{\"settlements\": 1, \"cities\": 2, \"walls\": 1}, {}, {}]}",
                                                  1280, 800);
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  g_autofree char *said = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *focus;
  GString *all = g_string_new (NULL);

  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  dialog = land_and_continue (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Which City Does Anna Lose?");
  herald_test_respond (dialog, response);

  /* the step's toast: one line */
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_label (window->toast_label), ==,
                   g_str_equal (response, "walled") ? "Anna gave up a walled city" : "Anna gave up a city without a wall");

  /* the window manager gives the window back its activity as the dialog closes (none here) */
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  watch = herald_test_watch_accessible (focus != NULL ? focus : GTK_WIDGET (window));
  herald_test_run_for (2500);

  /* what the screen reader was told: the choice once, not the loss again */
  g_assert_true (herald_test_a11y_described (watch, "Anna gave up a"));
  for (guint i = 0; i < watch->changes->len; i++)
    g_string_append_printf (all, "%s\n", herald_test_a11y_change_at (watch, i)->description);
  said = g_string_free (all, FALSE);
  g_assert_cmpuint (count_in (said, "Anna gave up a"), ==, 1);
  g_assert_cmpuint (count_in (said, "loses a city and its wall"), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static gboolean
is_focus (gpointer data)
{
  return gtk_widget_has_focus (data);
}

/* The label inside @root whose text is @text, or %NULL */
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

/* N16-6: the attack's result ends each player's row with a big figure, the strength of their
 * active knights, with no word of what it is, and a screen reader never said it: it has its
 * caption under it, the row (a Tab stop) is named by the player and "knights’ strength 2",
 * and what is said as the dialog opens has it for each player */
static void
test_attack_strength_labelled (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": ["
    "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 1}]},"
    "{\"cities\": 1, \"walls\": 1},"
    "{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}]}");
  const HeraldOutcome *attack;
  g_autoptr(HeraldTestA11yWatch) watch = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *continue_button;
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  GtkWidget *dialog;
  const guint strengths[] = { 2, 0, 1 };

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 3}");
  attack = herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK);
  g_assert_nonnull (attack);

  gtk_window_present (parent);
  dialog = GTK_WIDGET (herald_attack_dialog_new (parent, game, attack));
  continue_button = herald_test_response_button (ADW_MESSAGE_DIALOG (dialog), "continue");
  watch = herald_test_watch_accessible (continue_button);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, dialog, 5000));
  g_assert_true (herald_test_wait_until (is_focus, continue_button, 5000));
  herald_test_run_for (2000);

  rows = herald_test_find_widgets (dialog, ADW_TYPE_ACTION_ROW);
  g_assert_cmpuint (rows->len, ==, 3);
  for (guint p = 0; p < rows->len; p++)
    {
      GtkWidget *row = rows->pdata[p];
      g_autofree char *figure = g_strdup_printf ("%u", strengths[p]);
      g_autofree char *name = g_strdup_printf ("knights’ strength %u", strengths[p]);
      GtkWidget *title = find_label (row, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
      GtkWidget *value = find_label (row, figure);
      GtkWidget *caption = find_label (row, "knights’ strength");

      g_assert_nonnull (title);
      g_assert_nonnull (value);
      /* on screen: what the figure is */
      g_assert_nonnull (caption);
      g_assert_true (gtk_widget_get_mapped (caption));
      /* to a screen reader: the row named by the player and the figure */
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (value), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
      gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                           title, value, NULL);
    }

  /* said as it opens, player by player, in the dialog's description (before Continue, not
   * after it as Continue's: newcomer report 17, N17-7) */
  {
    g_autofree char *said = herald_test_accessible_property (dialog, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

    g_test_message ("the dialog's description: %s", said);
    g_assert_nonnull (strstr (said, "Anna, knights’ strength 2: "));
    g_assert_nonnull (strstr (said, "Ben, knights’ strength 0: Loses a city"));
    g_assert_nonnull (strstr (said, "Cleo, knights’ strength 1: "));
    g_assert_false (herald_test_a11y_described (watch, "Anna, knights’ strength 2: "));
  }

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (parent);
  herald_test_flush ();
}

/* N16-7: Statistics opens with the focus on the expander row "The Numbers as a Table", whose
 * header (what takes the focus: a plain list item) told a screen reader nothing of what it
 * does: it is told expandable, collapsed, and expanded once opened */
static void
test_statistics_expander_state (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GPtrArray) expanders = NULL;
  GtkWindow *window;
  GtkWidget *focus;
  char *state = NULL;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  window = herald_statistics_window_new (game, NULL);
  gtk_window_present (window);
  herald_test_run_for (300);

  expanders = herald_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_EXPANDER_ROW);
  g_assert_cmpuint (expanders->len, >, 0);
  /* the first focus is such a header */
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_nonnull (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW));
  for (guint i = 0; i < expanders->len; i++)
    {
      AdwExpanderRow *expander = expanders->pdata[i];
      g_autoptr(GPtrArray) rows = herald_test_find_widgets (GTK_WIDGET (expander), ADW_TYPE_ACTION_ROW);
      GtkWidget *header;

      /* the first row inside is the header, which takes the focus */
      g_assert_cmpuint (rows->len, >, 0);
      header = rows->pdata[0];
      g_test_message ("expander “%s”, header “%s”", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (expander)),
                      adw_preferences_row_get_title (ADW_PREFERENCES_ROW (header)));
      g_assert_true (gtk_test_accessible_has_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED));
      state = gtk_test_accessible_check_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE);
      g_assert_null (state);
      adw_expander_row_set_expanded (expander, TRUE);
      state = gtk_test_accessible_check_state (GTK_ACCESSIBLE (header), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE);
      g_assert_null (state);
    }

  gtk_window_destroy (window);
  herald_test_flush ();
}

/* N16-7: the rules reference's card rows show their counts per edition ("2 / 2") beside the
 * text; a screen reader read the card's name and text, never the counts. Each card row is
 * named by the card and its counts. */
static void
test_reference_counts_said (void)
{
  GtkWindow *window = herald_reference_window_new (NULL);
  g_autoptr(GPtrArray) rows = NULL;
  guint checked = 0;

  gtk_window_present (window);
  herald_test_run_for (300);
  rows = herald_test_find_widgets (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = rows->pdata[i];
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      if (g_strcmp0 (title, "Alchemist") == 0 || g_strcmp0 (title, "Printer") == 0)
        {
          GtkWidget *title_label = find_label (row, title);
          GtkWidget *count = find_label (row, g_strcmp0 (title, "Alchemist") == 0 ? "2 / 2" : "1 / 1");

          g_assert_nonnull (title_label);
          g_assert_nonnull (count);
          gtk_test_accessible_assert_property (GTK_ACCESSIBLE (count), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               g_strcmp0 (title, "Alchemist") == 0
                                               ? "2 cards in the current edition, 2 in the first"
                                               : "1 card in the current edition, 1 in the first");
          gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                               title_label, count, NULL);
          checked++;
        }
    }
  g_assert_cmpuint (checked, ==, 2);

  /* the first focus: the first card, not the switcher's tab ("Progress Cards page tab."
   * said twice, then Down to a nameless "scroll pane") */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
    GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, ADW_TYPE_ACTION_ROW) : NULL;

    g_test_message ("first focus: %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
    g_assert_nonnull (row);
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Alchemist");
  }
  gtk_window_destroy (window);
  herald_test_flush ();
}

static void
count_focus_moves (guint *moves)
{
  (*moves)++;
}

/* N16-10: the rules reference is hidden when closed and shown again as it was; shown again
 * (F1, or the main menu's Rules Reference), Orca said nothing at all: GTK 4.8 did not tell
 * the window active again, nor its focus. The focus is told again as it shows. */
static void
test_reference_shown_again_told (void)
{
  GtkWindow *window = herald_reference_window_new (NULL);
  guint moves = 0;
  GtkWidget *focus;

  gtk_window_set_hide_on_close (window, TRUE);
  gtk_window_present (window);
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, window, 5000));
  herald_test_run_for (300);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);

  gtk_window_close (window);
  herald_test_run_for (300);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_signal_connect_swapped (window, "notify::focus-widget", G_CALLBACK (count_focus_moves), &moves);
  gtk_window_present (window);
  herald_test_run_for (1000);
  g_signal_handlers_disconnect_by_func (window, count_focus_moves, &moves);
  /* the focus taken off and given back: the screen reader is told it anew */
  g_assert_cmpuint (moves, >, 0);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == focus);

  gtk_window_destroy (window);
  herald_test_flush ();
}

/* @label is the Printer's name in the drop-down's list, in its popover */
static gboolean
is_printer_listed (GtkWidget *label)
{
  return g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), "Printer (Science)") == 0
         && gtk_widget_get_ancestor (label, GTK_TYPE_POPOVER) != NULL;
}

/* The drop-down's list, in its popover, shows the Printer (@row: the drop-down's row) */
static gboolean
printer_listed (gpointer row)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (row, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (is_printer_listed (labels->pdata[i]))
      return TRUE;
  return FALSE;
}

/* The physical card dialog of @window for @player, with @card chosen; its card row in @row */
static AdwMessageDialog *
open_physical_card (HeraldWindow  *window,
                    gint           player,
                    HeraldCard     card,
                    AdwComboRow  **row)
{
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "player.physical-card", "i", player));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, TRUE);
  g_assert_nonnull (dialog);
  *row = herald_test_find_one (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW);
  g_assert_nonnull (*row);
  adw_combo_row_set_selected (*row, card);
  herald_test_flush ();
  return dialog;
}

/* Breaker report 16, B16-1: with physical cards the dialog where a card is recorded offered a
 * Printer to a player who had drawn no card; Record was on, the engine refused and only a
 * toast said why. Now the engine answers for each card (herald_game_check_card ()): a card it
 * refuses is unavailable, its reason under it in the list and under the row (the row's
 * subtitle, said after the value by screen readers), and Record is off. */
static void
test_physical_card_reasons (void)
{
  HeraldWindow *window = herald_test_window_new ("{\"progress_cards\": \"physical\"}",
    "{\"round\": 3, \"current\": 0, \"players\": [{\"settlements\": 2, \"cities\": 1, "
    "\"improvements\": {\"science\": 1}}, {\"settlements\": 2, \"cities\": 1}, "
    "{\"settlements\": 2, \"cities\": 1}]}");
  HeraldRoll science = { .event = HERALD_EVENT_SCIENCE, .red = 2, .white = 4 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  GtkLabel *said;
  AdwMessageDialog *dialog;
  AdwComboRow *row;
  gboolean listed = FALSE;

  /* nothing drawn yet: Anna's Printer is refused, and said why */
  herald_test_flush ();
  dialog = open_physical_card (window, 0, HERALD_CARD_PRINTER, &row);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "record"));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Not now: "));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "has drawn no card"));
  /* said with the value chosen, by the label that describes the row (herald-a11y-drop-down.c) */
  said = g_object_get_data (G_OBJECT (row), "herald-a11y-value-label");
  g_assert_nonnull (said);
  g_assert_true (g_str_has_prefix (gtk_label_get_label (said), "Printer (Science). Not now: "));
  /* in the list, the card is shown unavailable with its reason under it (the list's rows
   * are made as the popover is laid out: a frame or a few, many on a loaded machine) */
  gtk_widget_activate (GTK_WIDGET (row));
  herald_test_wait_until (printer_listed, row, 20000);
  labels = herald_test_find_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    if (is_printer_listed (labels->pdata[i]))
      {
        GtkWidget *why = gtk_widget_get_next_sibling (labels->pdata[i]);

        g_assert_false (gtk_widget_is_sensitive (labels->pdata[i]));
        g_assert_true (gtk_widget_get_visible (why));
        g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (why)), "has drawn no card"));
        listed = TRUE;
      }
  g_assert_true (listed);
  gtk_popover_popdown (herald_test_find_one (GTK_WIDGET (row), GTK_TYPE_POPOVER));
  herald_test_run_for (300);
  herald_test_respond (dialog, "cancel");

  /* a science draw on Anna's roll: her Printer may be recorded, Ben's may not */
  g_assert_true (herald_session_roll (herald_window_get_session (window), &science, NULL, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  while ((dialog = herald_test_open_dialog (window, FALSE)) != NULL)
    herald_test_respond (dialog, adw_message_dialog_get_close_response (dialog));
  dialog = open_physical_card (window, 0, HERALD_CARD_PRINTER, &row);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "record"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "");
  said = g_object_get_data (G_OBJECT (row), "herald-a11y-value-label");
  g_assert_cmpstr (gtk_label_get_label (said), ==, "Printer (Science)");
  herald_test_respond (dialog, "cancel");

  dialog = open_physical_card (window, 1, HERALD_CARD_PRINTER, &row);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "record"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "Ben"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "science deck"));
  herald_test_respond (dialog, "cancel");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* N16-10: Preferences' Sounds row was two Tab stops: the row ("Sounds." and its subtitle,
 * nothing of its state), then its switch ("Sounds check box checked." and the subtitle
 * again). Tab goes from the Style row to the switch itself, then to Turn Timer's switch. */
static void
test_switch_row_one_stop (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  HeraldPreferencesWindow *prefs = herald_preferences_window_new (settings);
  g_autoptr(GPtrArray) switches = NULL;
  g_autoptr(GPtrArray) combos = NULL;
  GtkWidget *focus;

  gtk_window_present (GTK_WINDOW (prefs));
  g_assert_true (herald_test_wait_until (herald_test_window_is_active, prefs, 5000));
  herald_test_run_for (300);
  switches = herald_test_find_widgets (GTK_WIDGET (prefs), GTK_TYPE_SWITCH);
  combos = herald_test_find_widgets (GTK_WIDGET (prefs), ADW_TYPE_COMBO_ROW);
  g_assert_cmpuint (switches->len, >=, 2);
  g_assert_cmpuint (combos->len, >, 0);
  /* the rows are made no stops in an idle after they are realized, which a loaded machine
   * can hold back past a fixed wait (CI run of session 21: Tab went to the Sounds row) */
  g_assert_true (herald_test_wait_until (switch_row_unfocusable, switches->pdata[0], 5000));
  g_assert_true (herald_test_wait_until (switch_row_unfocusable, switches->pdata[1], 5000));

  /* from Style, the first row: the next stop is Sounds' switch, then Turn Timer's */
  g_assert_true (gtk_widget_grab_focus (combos->pdata[0]));
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (prefs), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (prefs));
  g_test_message ("after Style: %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
  g_assert_true (focus == switches->pdata[0]);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (prefs), GTK_DIR_TAB_FORWARD));
  focus = gtk_root_get_focus (GTK_ROOT (prefs));
  g_test_message ("after Sounds: %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
  g_assert_true (focus == switches->pdata[1]);
  /* the row still turns its switch */
  {
    GtkWidget *row = gtk_widget_get_ancestor (switches->pdata[0], ADW_TYPE_ACTION_ROW);
    gboolean before = gtk_switch_get_active (switches->pdata[0]);

    g_assert_nonnull (row);
    g_assert_false (gtk_widget_get_focusable (row));
    adw_action_row_activate (ADW_ACTION_ROW (row));
    herald_test_run_for (600);  /* the switch moves over first */
    g_assert_true (gtk_switch_get_active (switches->pdata[0]) != before);
  }

  gtk_window_destroy (GTK_WINDOW (prefs));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "dialogs16"))
    return 0;
  herald_a11y_install ();
  /* not every warning: the test's display may have no loader for the expander's arrow icon */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  g_test_add_data_func ("/herald/a11y/dialogs16/walled-city-once", "walled", test_walled_city_once);
  g_test_add_data_func ("/herald/a11y/dialogs16/unwalled-city-once", "unwalled", test_walled_city_once);

  g_test_add_func ("/herald/a11y/dialogs16/attack-strength-labelled", test_attack_strength_labelled);
  g_test_add_func ("/herald/a11y/dialogs16/result-says-production", test_result_says_production);

  g_test_add_func ("/herald/a11y/dialogs16/statistics-expander-state", test_statistics_expander_state);
  g_test_add_func ("/herald/a11y/dialogs16/reference-counts-said", test_reference_counts_said);

  g_test_add_func ("/herald/a11y/dialogs16/reference-shown-again-told", test_reference_shown_again_told);

  g_test_add_func ("/herald/a11y/dialogs16/physical-card-reasons", test_physical_card_reasons);
  g_test_add_func ("/herald/a11y/dialogs16/switch-row-one-stop", test_switch_row_one_stop);

  return g_test_run ();
}
