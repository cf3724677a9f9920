/* test-saboteur.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The first edition's Saboteur in the app (RULES.md A15): the Play dialog lets its player
 * choose the opponent's city, offering only the cities the engine lets it turn; Correct Pieces
 * sets a player's sabotaged cities (correct `sabotaged`), and, in either edition, the walls
 * under metropolises (correct `metropolis_walls`, A17.5, A19.1); the player's card shows the
 * sabotaged cities, and its Repair records a repair (`repair_city`). The Smith's Play dialog
 * opens on knights the engine accepts (A18). In-process, with a display (meson runs it under
 * xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-correct-dialog.h"
#include "herald-play-dialog.h"
#include "herald-popover.h"
#include "herald-player-card.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-text.h"
#include "herald-tooltip.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-style.h"

/* A game of Anna, Ben and Cleo under @edition at the position @start, before its first roll */
static HeraldSession *
session_at_edition (HeraldEdition  edition,
                    const char    *start)
{
  HeraldSession *session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (start, NULL);
  HeraldRules rules;
  g_autoptr(GError) error = NULL;

  herald_rules_init (&rules, edition);
  herald_session_new_game_at (session, &rules, herald_test_players, 3, node, &error);
  g_assert_no_error (error);
  return session;
}

/* The same in the current edition */
static HeraldSession *
session_at_before_roll (const char *start)
{
  return session_at_edition (HERALD_EDITION_STANDARD, start);
}

/* session_at_edition (), rolled once */
static HeraldSession *
session_at (HeraldEdition  edition,
            const char    *start)
{
  HeraldSession *session = session_at_edition (edition, start);
  HeraldAction action;
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 };

  herald_action_init (&action, HERALD_ACTION_ROLL, 0);
  action.roll = dice;
  g_assert_true (herald_session_perform (session, &action, NULL));
  return session;
}

/* The control of @type in @dialog's form named @name, or NULL: a row (the combo rows) by its
 * title, any other control (the spin buttons) by its name for screen readers */
static gpointer
control_named (gpointer    dialog,
               GType       type,
               const char *name)
{
  g_autoptr(GPtrArray) controls = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), type);

  for (guint i = 0; i < controls->len; i++)
    {
      g_autofree char *label = ADW_IS_PREFERENCES_ROW (controls->pdata[i])
                               ? g_strdup (adw_preferences_row_get_title (controls->pdata[i]))
                               : herald_test_accessible_property (controls->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (g_strcmp0 (label, name) == 0)
        return controls->pdata[i];
    }
  return NULL;
}

/* The combo row of @dialog titled @title, or NULL */
static AdwComboRow *
combo_titled (gpointer    dialog,
              const char *title)
{
  return control_named (dialog, ADW_TYPE_COMBO_ROW, title);
}

static const char *
item_text (AdwComboRow *row,
           guint        i)
{
  GListModel *model = adw_combo_row_get_model (row);

  g_assert_cmpuint (i, <, g_list_model_get_n_items (model));
  return gtk_string_list_get_string (GTK_STRING_LIST (model), i);
}

/* Plays the card @dialog asks for, as the window does */
static void
play (HeraldSession *session,
      gpointer       dialog,
      HeraldAction  *action)
{
  g_autoptr(GError) error = NULL;

  herald_play_dialog_get_action (dialog, action);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (herald_session_perform (session, action, &error));
  g_assert_no_error (error);
}

/* Ben's cities: 0 carries his politics metropolis, 1 is walled, 2 has no wall. Anna's first
 * Saboteur offers the walled city and the one without a wall (never the metropolis) and turns
 * the one chosen; her second offers only the city left intact. Before, the dialog asked only
 * the opponent and Herald took the first city itself. */
static void
test_play_chooses_city (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_FIRST,
    "{\"round\": 3, \"players\": ["
    "{\"cities\": 2, \"settlements\": 0, \"progress_cards\": [\"saboteur\", \"saboteur\"]},"
    "{\"cities\": 3, \"settlements\": 0, \"walls\": 1, \"improvements\": {\"politics\": 4}, "
    "\"metropolises\": [\"politics\"]},"
    "{\"cities\": 2, \"settlements\": 0}]}");
  HeraldGame *game = herald_session_get_game (session);
  const HeraldPlayerState *ben = &herald_session_get_state (session)->players[1];
  AdwComboRow *opponent, *city;
  HeraldAction action;
  gpointer dialog;

  g_assert_cmpint (ben->cities[0].metropolis, ==, HERALD_TRACK_POLITICS);
  g_assert_true (ben->cities[1].wall);
  g_assert_false (ben->cities[2].wall);

  dialog = herald_play_dialog_new (NULL, game, 0, HERALD_CARD_SABOTEUR);
  opponent = combo_titled (dialog, "Opponent");
  city = combo_titled (dialog, "Their city");
  g_assert_nonnull (opponent);
  g_assert_nonnull (city);
  g_assert_cmpuint (adw_combo_row_get_selected (opponent), ==, 0);  /* Ben */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (city)), ==, 2);
  g_assert_cmpstr (item_text (city, 0), ==, "A walled city");
  g_assert_cmpstr (item_text (city, 1), ==, "A city without a wall");
  adw_combo_row_set_selected (city, 1);
  play (session, dialog, &action);
  g_assert_cmpint (action.target, ==, 1);
  g_assert_cmpint (action.city, ==, 2);
  g_assert_true (ben->cities[2].sabotaged);
  g_assert_false (ben->cities[1].sabotaged);
  g_assert_false (ben->cities[0].sabotaged);
  /* what the table is told: Ben's city, not the current edition's discards */
  {
    GArray *outcomes = herald_game_get_outcomes (game);
    gboolean told = FALSE;

    for (guint i = 0; i < outcomes->len; i++)
      if (g_array_index (outcomes, HeraldOutcome, i).type == HERALD_OUTCOME_SABOTEUR)
        {
          g_autofree char *text = herald_text_describe_outcome (game, &g_array_index (outcomes, HeraldOutcome, i));

          /* after "Anna played Saboteur": the card not named again (N43-2) */
          g_assert_cmpstr (text, ==, "A city of Ben is sabotaged");
          told = TRUE;
        }
    g_assert_true (told);
  }

  /* Cleo's cities are both without a wall: one choice; back to Ben, only his walled city */
  dialog = herald_play_dialog_new (NULL, game, 0, HERALD_CARD_SABOTEUR);
  opponent = combo_titled (dialog, "Opponent");
  city = combo_titled (dialog, "Their city");
  adw_combo_row_set_selected (opponent, 1);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (city)), ==, 1);
  g_assert_cmpstr (item_text (city, 0), ==, "A city without a wall");
  adw_combo_row_set_selected (opponent, 0);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (city)), ==, 1);
  g_assert_cmpstr (item_text (city, 0), ==, "A walled city");
  play (session, dialog, &action);
  g_assert_cmpint (action.city, ==, 1);
  g_assert_true (ben->cities[1].sabotaged);
  g_assert_true (ben->cities[2].sabotaged);
}

/* Ben has no city left to sabotage (his only one is a metropolis): the dialog opens on Cleo,
 * with her city offered */
static void
test_play_skips_opponent_without_city (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_FIRST,
    "{\"round\": 3, \"players\": ["
    "{\"cities\": 2, \"settlements\": 0, \"progress_cards\": [\"saboteur\"]},"
    "{\"cities\": 1, \"settlements\": 1, \"improvements\": {\"trade\": 4}, "
    "\"metropolises\": [\"trade\"]},"
    "{\"cities\": 1, \"settlements\": 1, \"walls\": 1}]}");
  gpointer dialog = herald_play_dialog_new (NULL, herald_session_get_game (session), 0,
                                            HERALD_CARD_SABOTEUR);
  AdwComboRow *city = combo_titled (dialog, "Their city");
  HeraldAction action;

  g_assert_cmpuint (adw_combo_row_get_selected (combo_titled (dialog, "Opponent")), ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (city)), ==, 1);
  g_assert_cmpstr (item_text (city, 0), ==, "A walled city");
  play (session, dialog, &action);
  g_assert_cmpint (action.target, ==, 2);
  g_assert_cmpint (action.city, ==, 0);
  g_assert_true (herald_session_get_state (session)->players[2].cities[0].sabotaged);
}

/* The current edition's Saboteur names nobody's city: no city row */
static void
test_play_standard_no_city (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_STANDARD,
    "{\"round\": 3, \"players\": [{\"progress_cards\": [\"saboteur\"]}, {}, {}]}");
  g_autoptr(GPtrArray) combos = NULL;
  gpointer dialog = herald_play_dialog_new (NULL, herald_session_get_game (session), 0,
                                            HERALD_CARD_SABOTEUR);

  combos = herald_test_find_widgets (adw_message_dialog_get_extra_child (dialog), ADW_TYPE_COMBO_ROW);
  g_assert_cmpuint (combos->len, ==, 1);  /* the opponent */
  g_assert_null (combo_titled (dialog, "Their city"));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* The spin button of @dialog named @name for screen readers, or NULL */
static GtkSpinButton *
spin_named (gpointer    dialog,
            const char *name)
{
  return control_named (dialog, GTK_TYPE_SPIN_BUTTON, name);
}

/* Correct Pieces (first edition) sets Ben's sabotaged cities: more than his ordinary cities
 * is refused in the dialog with the engine's reason; two are set, and one of them is then
 * repaired by a second correction. The current edition has no such row. */
static void
test_correct_sabotaged (void)
{
  g_autoptr(HeraldSession) session = NULL;
  g_autoptr(HeraldSession) standard = session_at (HERALD_EDITION_STANDARD, "{\"round\": 3}");
  const HeraldPlayerState *ben;
  g_autoptr(GError) error = NULL;
  GtkSpinButton *spin;
  HeraldAction action;
  gpointer dialog;

  dialog = herald_correct_dialog_new (NULL, herald_session_get_game (standard), 1);
  g_assert_null (spin_named (dialog, "Ben: Sabotaged cities"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_clear_object (&standard);  /* one game open at a time */

  session = session_at (HERALD_EDITION_FIRST,
    "{\"round\": 3, \"players\": [{}, {\"cities\": 2, \"settlements\": 0, \"walls\": 1}, {}]}");
  ben = &herald_session_get_state (session)->players[1];
  dialog = herald_correct_dialog_new (NULL, herald_session_get_game (session), 1);
  spin = spin_named (dialog, "Ben: Sabotaged cities");
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 0);
  gtk_spin_button_set_value (spin, 3);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Ben has 2 ordinary cities"));
  gtk_spin_button_set_value (spin, 2);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (action.correction.sabotaged, ==, 2);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_true (ben->cities[0].sabotaged && ben->cities[1].sabotaged);

  /* the dialog starts from the two; one fewer repairs the walled city first */
  dialog = herald_correct_dialog_new (NULL, herald_session_get_game (session), 1);
  spin = spin_named (dialog, "Ben: Sabotaged cities");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 2);
  gtk_spin_button_set_value (spin, 1);
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  for (guint c = 0; c < ben->n_cities; c++)
    g_assert_cmpint (ben->cities[c].sabotaged, ==, !ben->cities[c].wall);
}

/* Correct Pieces sets the walls under Anna's metropolis (correct `metropolis_walls`, A17.5,
 * A19.1), starting from the engine's count: 2 with one wall is refused in the dialog with the
 * engine's reason; 1 moves her wall under the metropolis, so the barbarians' pillage takes the
 * unwalled ordinary city, she keeps the wall and her limit for the 7 stays 9. A correction that
 * leaves the count alone does not write it; one that adds a wall keeps the count given. Before,
 * the dialog had no such row and the wall stood under the ordinary city, which the pillage took
 * with it (limit 7). */
static void
test_correct_metropolis_walls (void)
{
  g_autoptr(HeraldSession) session = session_at_before_roll (
    "{\"round\": 3, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 2, \"walls\": 1, \"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4}},"
    "{\"knights\": [{\"level\": 1, \"active\": true}]}, {\"cities\": 0}]}");
  HeraldGame *game = herald_session_get_game (session);
  const HeraldPlayerState *anna = &herald_session_get_state (session)->players[0];
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 3, .white = 4 };
  g_autoptr(GError) error = NULL;
  GtkSpinButton *spin;
  HeraldAction action;
  gpointer dialog;

  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 0);
  dialog = herald_correct_dialog_new (NULL, game, 0);
  spin = spin_named (dialog, "Anna: Walls under metropolises");
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 0);

  /* a count the walls and metropolises cannot hold: the engine's reason, nothing applied */
  gtk_spin_button_set_value (spin, 2);
  g_assert_false (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "each wall stands under a city of its own"));
  gtk_spin_button_set_value (spin, 1);
  g_assert_true (adw_message_dialog_get_response_enabled (dialog, "correct"));
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (action.correction.metropolis_walls, ==, 1);
  g_assert_cmpint (action.correction.walls, ==, HERALD_UNSET);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 1);

  /* the dialog starts from the engine's 1; a correction of something else leaves it unwritten */
  dialog = herald_correct_dialog_new (NULL, game, 0);
  spin = spin_named (dialog, "Anna: Walls under metropolises");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 1);
  gtk_spin_button_set_value (spin_named (dialog, "Anna: Defender of Catan cards"), 1);
  g_assert_true (herald_correct_dialog_get_action (dialog, &action));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (action.correction.metropolis_walls, ==, HERALD_UNSET);

  /* the ship lands and the barbarians win (Ben's one knight): the pillage takes Anna's
   * unwalled ordinary city and the wall under her metropolis stays */
  herald_action_init (&action, HERALD_ACTION_ROLL, 0);
  action.roll = ship;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (anna->n_cities, ==, 1);
  g_assert_cmpuint (herald_game_get_walls (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_discard_limit (game, 0), ==, 9);
}

/* The label on @card that shows @value, or NULL */
static GtkWidget *
label_showing (GtkWidget  *card,
               const char *value)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (card, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_visible (labels->pdata[i]) &&
        g_strcmp0 (gtk_label_get_label (labels->pdata[i]), value) == 0)
      return labels->pdata[i];
  return NULL;
}

/* The button on @card a screen reader names @name, or NULL */
static GtkWidget *
button_named (GtkWidget  *card,
              const char *name)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (card, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    {
      g_autofree char *label = herald_test_accessible_property (buttons->pdata[i], GTK_ACCESSIBLE_PROPERTY_LABEL);

      if (g_strcmp0 (label, name) == 0)
        return buttons->pdata[i];
    }
  return NULL;
}

/* Ben's card shows his sabotaged cities under his cities, as the engine counts them
 * (herald_game_get_sabotaged ()): "2" over "1 sabotaged city" (a caption, hidden from screen
 * readers, which hear it in the count's name), the description of "builds a city"; one more
 * after a Saboteur, none after a correction, never in the current edition. Before ee85f56,
 * the card showed "2" and nothing of the sabotage. */
static void
test_player_card_sabotaged (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_FIRST,
    "{\"round\": 3, \"players\": [{\"progress_cards\": [\"saboteur\"]}, "
    "{\"cities\": 2, \"settlements\": 0, \"sabotaged\": 1}, {}]}");
  g_autoptr(HeraldSession) standard = NULL;
  GtkWidget *card = g_object_ref_sink (herald_player_card_new (1));
  GtkWidget *value, *build;
  g_autofree char *name = NULL;
  HeraldAction action;

  herald_player_card_update (HERALD_PLAYER_CARD (card), session);
  value = label_showing (card, "2");
  g_assert_nonnull (value);
  g_assert_null (herald_tooltip_get_text (value));
  g_assert_nonnull (label_showing (card, "1 sabotaged city"));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (label_showing (card, "1 sabotaged city")), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  name = herald_test_accessible_property (value, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_assert_cmpstr (name, ==, "Ben: Cities 2, 1 sabotaged city");
  build = button_named (card, "Ben builds a city");
  g_assert_nonnull (build);
  /* after the reason it is off: Anna's turn */
  g_assert_cmpstr (strrchr (g_object_get_data (G_OBJECT (build), "herald-described"), '\n'), ==, "\n2 cities, 1 sabotaged city");

  /* Anna turns his other city */
  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, 0);
  action.card = HERALD_CARD_SABOTEUR;
  action.target = 1;
  g_assert_true (herald_session_perform (session, &action, NULL));
  herald_player_card_update (HERALD_PLAYER_CARD (card), session);
  g_assert_nonnull (label_showing (card, "2 sabotaged cities"));
  g_assert_null (label_showing (card, "1 sabotaged city"));

  /* corrected to none: the count alone, no tooltip */
  herald_action_init (&action, HERALD_ACTION_CORRECT, 1);
  action.correction.sabotaged = 0;
  g_assert_true (herald_session_perform (session, &action, NULL));
  herald_player_card_update (HERALD_PLAYER_CARD (card), session);
  value = label_showing (card, "2");
  g_assert_nonnull (value);
  g_assert_null (herald_tooltip_get_text (value));
  g_assert_null (label_showing (card, "2 sabotaged cities"));
  g_clear_pointer (&name, g_free);
  name = herald_test_accessible_property (value, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_assert_cmpstr (name, ==, "Ben: Cities 2");
  g_assert_cmpstr (strrchr (g_object_get_data (G_OBJECT (build), "herald-described"), '\n'), ==, "\n2 cities");

  /* the current edition has no sabotaged cities (one open game at a time) */
  herald_player_card_set_item (HERALD_PLAYER_CARD (card), NULL);
  g_clear_object (&session);
  standard = session_at (HERALD_EDITION_STANDARD,
                         "{\"round\": 3, \"players\": [{}, {\"cities\": 2, \"settlements\": 0}, {}]}");
  herald_player_card_update (HERALD_PLAYER_CARD (card), standard);
  g_assert_nonnull (label_showing (card, "2"));
  g_assert_null (label_showing (card, "0 sabotaged cities"));

  herald_player_card_set_item (HERALD_PLAYER_CARD (card), NULL);
  g_assert_finalize_object (card);
}

/* The visible button on @card that shows @text, or NULL */
static GtkWidget *
button_showing (GtkWidget  *card,
                const char *text)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (card, GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_visible (buttons->pdata[i]) &&
        g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), text) == 0)
      return buttons->pdata[i];
  return NULL;
}

/* The engine's reason for refusing @player's repair now, as a card's control says it */
static char *
repair_refusal (HeraldSession *session,
                guint          player)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HeraldAction repair;

  herald_action_init (&repair, HERALD_ACTION_REPAIR_CITY, player);
  g_assert_false (herald_session_check (session, &repair, &error));
  g_assert_nonnull (error);
  message = herald_text_refusal (herald_session_get_game (session), error->message);
  return herald_text_sentence (message);
}

/* What Repair says a repair costs, on hover and after its name: the engine's cost (RULES.md
 * A15, herald_repair_cost ()) in words; no control said it (session 28) */
#define REPAIR_COST "Repair a city: costs 1 lumber and 1 ore"

static HeraldSession *watched;
static guint           sabotaged_wanted;

static gboolean
sabotaged_is (gpointer data)
{
  return herald_game_get_sabotaged (herald_session_get_game (watched), GPOINTER_TO_UINT (data)) == sabotaged_wanted;
}

/* Activates @button as Return does (GTK presses it, then clicks it after a moment), and waits
 * until @player has @n sabotaged cities */
static void
press_until_sabotaged (GtkWidget     *button,
                       HeraldSession *session,
                       guint          player,
                       guint          n)
{
  watched = session;
  sabotaged_wanted = n;
  gtk_widget_activate (button);
  g_assert_true (herald_test_wait_until (sabotaged_is, GUINT_TO_POINTER (player), 5000));
  herald_test_flush ();
}

/* Ben's card offers Repair under his sabotaged cities (truth25, item 8: the engine had
 * `repair_city`, but no control recorded it, so a table that played the Saboteur could only
 * correct the count away): shown while the engine counts a sabotaged city, off with the
 * engine's reason before his roll, on after it; named for a screen reader with whose and
 * what, with the count; Return on it repairs one city with the toast and history of any
 * build, the focus staying on Repair while a city is left, then on the card; Undo brings the
 * city and the control back. Anna, with no sabotaged city, and the current edition have no
 * Repair. Before, no button showed "Repair". On hover and after its name it says what a repair
 * costs, from the engine (REPAIR_COST); before, it did not. */
static void
test_repair_on_card (void)
{
  HeraldWindow *window = herald_test_window_new ("{\"edition\": \"first-edition\"}",
    "{\"round\": 3, \"current\": 1, \"players\": [{\"cities\": 1}, "
    "{\"cities\": 3, \"settlements\": 1, \"sabotaged\": 2}, {}]}");
  HeraldSession *session = herald_window_get_session (window);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  GtkWidget *anna, *ben, *repair;
  GListModel *history = herald_session_get_history (session);
  g_autoptr(HeraldHistoryItem) last = NULL;
  g_autofree char *refusal = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_set_focus_visible (GTK_WINDOW (window), TRUE);
  herald_test_flush ();
  anna = herald_test_card (window, 0);
  ben = herald_test_card (window, 1);

  /* before Ben's roll: shown, off, with the engine's reason and the count */
  repair = button_showing (ben, "Repair");
  g_assert_nonnull (repair);
  g_assert_true (gtk_widget_get_mapped (repair));
  g_assert_true (repair == button_named (ben, "Ben repairs a sabotaged city"));
  g_assert_false (gtk_widget_is_sensitive (repair));
  refusal = repair_refusal (session, 1);
  expected = g_strdup_printf ("%s\n2 sabotaged cities\n" REPAIR_COST, refusal);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (repair), "herald-described"), ==, expected);
  g_assert_null (button_showing (anna, "Repair"));

  /* after it: on, "2 sabotaged cities" read after its name */
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_true (gtk_widget_is_sensitive (repair));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (repair)), ==, "player.repair-city");
  g_assert_cmpstr (g_object_get_data (G_OBJECT (repair), "herald-described"), ==, "2 sabotaged cities\n" REPAIR_COST);
  g_assert_null (button_showing (anna, "Repair"));

  /* the arrow keys reach it: Down from the cities' "+" (a card is one Tab stop) */
  {
    GtkWidget *city = herald_test_find_action_button (ben, "player.build-city", NULL);

    g_assert_nonnull (city);
    g_assert_true (gtk_widget_grab_focus (city));
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_DOWN);
    g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == repair);
  }

  /* Return on it: one city repaired, as the engine counts; the step's toast and history;
   * the focus stays on Repair, with one city left */
  press_until_sabotaged (repair, session, 1, 1);
  g_assert_nonnull (window->toast_label);
  g_assert_cmpstr (gtk_label_get_label (window->toast_label), ==, "Ben repaired a sabotaged city");
  last = g_list_model_get_item (history, g_list_model_get_n_items (history) - 1);
  g_assert_cmpstr (herald_history_item_get_text (last), ==, "Ben repaired a sabotaged city");
  g_assert_nonnull (label_showing (ben, "1 sabotaged city"));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == repair);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (repair), "herald-described"), ==, "1 sabotaged city\n" REPAIR_COST);

  /* the last one: Repair goes, the card itself keeps the focus (a second Return does
   * nothing) */
  press_until_sabotaged (repair, session, 1, 0);
  g_assert_false (gtk_widget_get_visible (repair));
  g_assert_null (button_showing (ben, "Repair"));
  g_assert_null (label_showing (ben, "1 sabotaged city"));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == ben);

  /* Undo: the city is sabotaged again, and Repair back */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL));
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_sabotaged (herald_session_get_game (session), 1), ==, 1);
  g_assert_true (button_showing (ben, "Repair") == repair);
  g_assert_true (gtk_widget_is_sensitive (repair));
  g_assert_nonnull (label_showing (ben, "1 sabotaged city"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();

  /* the current edition: no sabotaged city, no Repair */
  window = herald_test_window_show ("{\"round\": 3, \"current\": 1, \"players\": [{}, "
                                    "{\"cities\": 2, \"settlements\": 0}, {}]}", 1280, 800);
  g_assert_null (button_showing (herald_test_card (window, 1), "Repair"));
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The widest descendants of @widget by their least width, for the message */
static void
report_widest (GtkWidget *widget,
               int        depth)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      if (min > 300 && depth < 20)
        {
          g_test_message ("%*s%s %d px at least%s%s", depth, "", G_OBJECT_TYPE_NAME (child), min,
                          GTK_IS_LABEL (child) ? ": " : "",
                          GTK_IS_LABEL (child) ? gtk_label_get_label (GTK_LABEL (child)) : "");
          report_widest (child, depth + 1);
        }
    }
}

/* A phone's window of a first-edition game stays 360 px wide once a Saboteur has turned a
 * city, at text scale 1 and 1.5, with the application's stylesheet (its 44 px touch targets):
 * the pieces' columns are homogeneous, and the sabotaged count in the cities' large figures,
 * "3 (1)" broken to "(1)", made the window 370 px wide at text scale 1 and 412 px at 1.5
 * (issue 11). The caption under the count says it, and the Repair under it fits too, in
 * English and in German (its longest word, "Reparieren"). */
static void
test_phone_width_after_saboteur (void)
{
  static const double scales[] = { 1.0, 1.5 };
  static const char * const languages[] = { "en", "de" };

  for (guint l = 0; l < G_N_ELEMENTS (languages) * G_N_ELEMENTS (scales); l++)
    {
      guint s = l % G_N_ELEMENTS (scales);
      const char *language = languages[l / G_N_ELEMENTS (scales)];
      HeraldWindow *window;
      HeraldSession *session;
      HeraldAction action;
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 5, .white = 3 };
      g_autoptr(GPtrArray) cards = NULL;
      GtkWidget *ben = NULL;
      int min = 0;
      g_autoptr(GError) error = NULL;
      g_autofree char *caption = NULL;

      if (!herald_test_use_language (language))
        {
          g_test_message ("no build translations: %s not measured", language);
          continue;
        }
      herald_test_set_text_scale (scales[s]);
      window = herald_test_window_new ("{\"edition\": \"first-edition\", \"victory_points\": 13}",
        "{\"round\": 3, \"players\": ["
        "{\"settlements\": 0, \"cities\": 2, \"progress_cards\": [\"saboteur\"]},"
        "{\"settlements\": 0, \"cities\": 3, \"walls\": 1}, {\"settlements\": 0, \"cities\": 2}]}");
      session = herald_window_get_session (window);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (herald_test_wait_for_width (window, 360));
      herald_action_init (&action, HERALD_ACTION_ROLL, 0);
      action.roll = dice;
      g_assert_true (herald_session_perform (session, &action, NULL));
      herald_action_init (&action, HERALD_ACTION_PLAY_CARD, 0);
      action.card = HERALD_CARD_SABOTEUR;
      action.target = 1;
      action.city = 0;
      g_assert_true (herald_session_perform (session, &action, &error));
      g_assert_no_error (error);
      herald_test_flush ();

      gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      g_test_message ("%s, text scale %g: after the Saboteur the window asks for %d px, is %d px on screen",
                      language, scales[s], min, gdk_surface_get_width (gtk_native_get_surface (GTK_NATIVE (window))));
      if (min > 360)
        {
          report_widest (GTK_WIDGET (window), 0);
          g_error ("%s, text scale %g: after a Saboteur a phone's window asks for %d px, not 360", language,
                   scales[s], min);
        }

      cards = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD);
      for (guint i = 0; i < cards->len; i++)
        if (herald_player_card_get_player (cards->pdata[i]) == 1)
          ben = cards->pdata[i];
      g_assert_nonnull (ben);
      g_assert_nonnull (label_showing (ben, "3"));
      caption = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sabotaged city", "%u sabotaged cities", 1), 1);
      g_assert_nonnull (label_showing (ben, caption));
      g_assert_nonnull (button_showing (ben, g_dgettext (GETTEXT_PACKAGE, "Repair")));
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
  herald_test_set_text_scale (1.0);
  herald_test_use_language ("en");
}

/* The Smith's dialog offers only knights the engine accepts (RULES.md A18, tester33 N33-5,
 * tester37 N37-3): Anna has two basic knights and one strong, so one strong piece is left in
 * her supply and the two basics together are refused, and without the Fortress her strong
 * knight is not offered; the dialog offers the first basic alone ("None" second), and playing
 * that is accepted. Before, it offered the strong knight and the pair, and Play closed it on a
 * refusal. */
static void
test_smith_opens_on_accepted_knights (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_STANDARD,
    "{\"players\": [{\"improvements\": {\"politics\": 2}, \"progress_cards\": [\"smith\"], "
    "\"knights\": [{\"level\": 1}, {\"level\": 1}, {\"level\": 2}]}, {}, {}]}");
  const HeraldPlayerState *anna = &herald_session_get_state (session)->players[0];
  AdwComboRow *first, *second;
  HeraldAction action;
  gpointer dialog;

  dialog = herald_play_dialog_new (NULL, herald_session_get_game (session), 0, HERALD_CARD_SMITH);
  first = combo_titled (dialog, "First knight");
  second = combo_titled (dialog, "Second knight");
  g_assert_nonnull (first);
  g_assert_nonnull (second);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (first)), ==, 2);
  g_assert_cmpstr (item_text (first, 1), ==, "2: Basic knight");
  g_assert_cmpuint (adw_combo_row_get_selected (first), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (second)), ==, 1);
  g_assert_cmpstr (item_text (second, 0), ==, "None");
  play (session, dialog, &action);
  g_assert_cmpint (action.knights[0], ==, 0);
  g_assert_cmpint (action.knights[1], ==, HERALD_UNSET);
  g_assert_cmpuint (anna->knights[0].level, ==, 2);
  g_assert_cmpuint (anna->knights[1].level, ==, 1);
}

/* With both strong pieces in the supply, the Smith's dialog opens on the two basics; the second
 * row never offers the knight chosen first (it was played as one promotion, N37-3) */
static void
test_smith_opens_on_pair (void)
{
  g_autoptr(HeraldSession) session = session_at (HERALD_EDITION_STANDARD,
    "{\"players\": [{\"improvements\": {\"politics\": 2}, \"progress_cards\": [\"smith\"], "
    "\"knights\": [{\"level\": 1}, {\"level\": 1}]}, {}, {}]}");
  HeraldAction action;
  gpointer dialog = herald_play_dialog_new (NULL, herald_session_get_game (session), 0, HERALD_CARD_SMITH);
  AdwComboRow *first = combo_titled (dialog, "First knight"), *second = combo_titled (dialog, "Second knight");

  adw_combo_row_set_selected (first, 1);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (second)), ==, 2);
  g_assert_cmpstr (item_text (second, 1), ==, "1: Basic knight");
  adw_combo_row_set_selected (first, 0);
  g_assert_cmpstr (item_text (second, 1), ==, "2: Basic knight");
  g_assert_cmpuint (adw_combo_row_get_selected (second), ==, 1);
  play (session, dialog, &action);
  g_assert_cmpint (action.knights[0], ==, 0);
  g_assert_cmpint (action.knights[1], ==, 1);
}

/* Whether @label's text shows whole, on as many lines as it takes, not cut with an ellipsis */
static gboolean
shows_whole (GtkWidget *label)
{
  return !pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label)));
}

static gboolean
list_mapped (gpointer popover)
{
  GtkWidget *list = herald_widget_find_first (popover, GTK_TYPE_LIST_VIEW);

  return gtk_widget_get_mapped (popover) && list != NULL && gtk_widget_get_first_child (list) != NULL &&
         gtk_widget_get_width (list) > 0;
}

/* Opens @popover, a combo row's list, and returns its labels once it shows */
static GPtrArray *
popup_list_labels (GtkWidget *popover)
{
  gtk_popover_popup (GTK_POPOVER (popover));
  g_assert_true (herald_test_wait_until (list_mapped, popover, 10000));
  herald_test_run_for (400);
  return herald_test_find_widgets (popover, GTK_TYPE_LABEL);
}

/* Intrigue and the Deserter on a phone in German at text scale 1.5: Ben's two basic knights,
 * one active and one not, read whole, the row's value and the list's items, "Einfacher Ritter
 * (aktiv)" and "Einfacher Ritter (inaktiv)": they were cut to "Einfac…" and "Einfacher
 * Ritter…", the two alike, and the player removed the wrong one (tester report 34, N34-3) */
static void
test_knights_told_apart_on_phone (void)
{
  static const HeraldCard cards[] = { HERALD_CARD_INTRIGUE, HERALD_CARD_DESERTER };

  /* Herald keeps the knights' names it translated once: German in a process of its own */
  if (!herald_test_in_language_process ("de", 100))
    return;
  herald_test_set_text_scale (1.5);
  for (guint c = 0; c < G_N_ELEMENTS (cards); c++)
    {
      HeraldWindow *window = herald_test_window_new (NULL,
        "{\"round\": 3, \"players\": [{\"progress_cards\": [\"intrigue\", \"deserter\"], "
        "\"knights\": [{\"level\": 1, \"active\": true}]}, {\"knights\": [{\"level\": 1, \"active\": true}, "
        "{\"level\": 1, \"active\": false}, {\"level\": 2, \"active\": true}]}, {}]}");
      HeraldAction action;
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 5, .white = 3 };
      g_autoptr(GPtrArray) labels = NULL;
      g_autoptr(GPtrArray) texts = g_ptr_array_new ();
      GtkWidget *dialog, *popover;
      AdwComboRow *row;
      guint value_shown = 0;

      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (herald_test_wait_for_width (window, 360));
      herald_action_init (&action, HERALD_ACTION_ROLL, 0);
      action.roll = dice;
      g_assert_true (herald_session_perform (herald_window_get_session (window), &action, NULL));
      herald_test_flush ();

      dialog = GTK_WIDGET (herald_play_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 0, cards[c]));
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (600);
      row = combo_titled (dialog, g_dgettext (GETTEXT_PACKAGE, "Their knight"));
      g_assert_nonnull (row);
      g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==, 3);
      g_assert_cmpstr (item_text (row, 0), ==, "Einfacher Ritter (aktiv)");
      g_assert_cmpstr (item_text (row, 1), ==, "Einfacher Ritter (inaktiv)");

      /* the row's value, whole wherever it shows */
      labels = herald_test_find_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL);
      for (guint i = 0; i < labels->len; i++)
        if (gtk_widget_get_mapped (labels->pdata[i]) &&
            g_strcmp0 (gtk_label_get_text (labels->pdata[i]), item_text (row, 0)) == 0)
          {
            g_test_message ("the value shown: %s, cut: %d", item_text (row, 0), !shows_whole (labels->pdata[i]));
            g_assert_true (shows_whole (labels->pdata[i]));
            value_shown++;
          }
      for (guint i = 0; i < labels->len; i++)
        if (gtk_widget_get_mapped (labels->pdata[i]) && strstr (gtk_label_get_text (labels->pdata[i]), "Ritter") != NULL &&
            gtk_widget_get_ancestor (labels->pdata[i], GTK_TYPE_POPOVER) == NULL && !shows_whole (labels->pdata[i]))
          g_error ("%s: the knight chosen shows cut: “%s”", herald_text_card_name (cards[c]),
                   gtk_label_get_text (labels->pdata[i]));
      g_assert_cmpuint (value_shown, >=, 1);

      /* the list's items, whole and each told apart */
      popover = herald_widget_find_first (GTK_WIDGET (row), GTK_TYPE_POPOVER);
      g_assert_nonnull (popover);
      g_clear_pointer (&labels, g_ptr_array_unref);
      labels = popup_list_labels (popover);
      for (guint i = 0; i < labels->len; i++)
        {
          const char *text = gtk_label_get_text (labels->pdata[i]);

          if (!gtk_widget_get_mapped (labels->pdata[i]) || strstr (text, "Ritter") == NULL)
            continue;
          g_test_message ("in the list: %s, cut: %d", text, !shows_whole (labels->pdata[i]));
          if (!shows_whole (labels->pdata[i]))
            g_error ("%s at 360 px, text scale 1.5, in German: the list's knight “%s” shows cut",
                     herald_text_card_name (cards[c]), text);
          g_ptr_array_add (texts, (gpointer) text);
        }
      g_assert_cmpuint (texts->len, >=, 2);
      g_assert_true (g_ptr_array_find_with_equal_func (texts, "Einfacher Ritter (aktiv)", g_str_equal, NULL));
      g_assert_true (g_ptr_array_find_with_equal_func (texts, "Einfacher Ritter (inaktiv)", g_str_equal, NULL));

      gtk_popover_popdown (GTK_POPOVER (popover));
      herald_test_run_for (300);
      gtk_window_destroy (GTK_WINDOW (dialog));
      herald_test_run_for (300);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
  herald_test_set_text_scale (1.0);
  herald_test_use_language ("en");
}

/* Every combo row of @dialog shows its value whole, and its list every item whole */
static void
assert_combo_rows_whole (GtkWidget  *dialog,
                         const char *what)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (dialog, ADW_TYPE_COMBO_ROW);

  g_assert_cmpuint (rows->len, >=, 2);
  for (guint r = 0; r < rows->len; r++)
    {
      AdwComboRow *row = rows->pdata[r];
      const char *value = item_text (row, adw_combo_row_get_selected (row));
      g_autoptr(GPtrArray) labels = herald_test_find_widgets (GTK_WIDGET (row), GTK_TYPE_LABEL);
      GtkWidget *popover = herald_widget_find_first (GTK_WIDGET (row), GTK_TYPE_POPOVER);
      guint shown = 0, listed = 0;

      for (guint i = 0; i < labels->len; i++)
        if (gtk_widget_get_mapped (labels->pdata[i]) && gtk_widget_get_ancestor (labels->pdata[i], GTK_TYPE_POPOVER) == NULL &&
            g_strcmp0 (gtk_label_get_text (labels->pdata[i]), value) == 0)
          {
            g_test_message ("%s, “%s”: the value “%s” cut: %d", what,
                            adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), value, !shows_whole (labels->pdata[i]));
            g_assert_true (shows_whole (labels->pdata[i]));
            shown++;
          }
      g_assert_cmpuint (shown, >=, 1);
      g_clear_pointer (&labels, g_ptr_array_unref);
      labels = popup_list_labels (popover);
      for (guint i = 0; i < labels->len; i++)
        if (gtk_widget_get_mapped (labels->pdata[i]) && *gtk_label_get_text (labels->pdata[i]) != '\0' &&
            shows_whole (labels->pdata[i]))
          listed++;
      g_assert_cmpuint (listed, ==, g_list_model_get_n_items (adw_combo_row_get_model (row)));
      gtk_popover_popdown (GTK_POPOVER (popover));
      herald_test_run_for (300);
    }
}

/* The Spy's "card taken" and the first edition's Saboteur's rows on a phone in Italian at text
 * scale 1.5 read whole, as Intrigue's knights: "La carta presa P…", "La sua città Una…" (N35-7) */
static void
test_card_and_city_whole_on_phone (void)
{
  static const struct { const char *rules, *start; HeraldCard card; } cases[] = {
    { NULL, "{\"round\": 3, \"players\": [{\"progress_cards\": [\"spy\"]}, "
            "{\"progress_cards\": [\"commercial_harbor\", \"merchant_fleet\"]}, {}]}", HERALD_CARD_SPY },
    { "{\"edition\": \"first-edition\"}", "{\"round\": 3, \"players\": [{\"progress_cards\": [\"saboteur\"]}, "
            "{\"cities\": 2, \"walls\": 1}, {}]}", HERALD_CARD_SABOTEUR },
  };

  if (!herald_test_in_language_process ("it", 100))
    return;
  herald_test_set_text_scale (1.5);
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      HeraldWindow *window = herald_test_window_new (cases[c].rules, cases[c].start);
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 5, .white = 3 };
      GtkWidget *dialog;

      gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
      gtk_window_present (GTK_WINDOW (window));
      g_assert_true (herald_test_wait_for_width (window, 360) &&
                     herald_session_roll (herald_window_get_session (window), &dice, NULL, NULL));
      herald_test_flush ();
      dialog = GTK_WIDGET (herald_play_dialog_new (GTK_WINDOW (window), herald_window_get_game (window), 0, cases[c].card));
      gtk_window_present (GTK_WINDOW (dialog));
      herald_test_run_for (600);
      assert_combo_rows_whole (dialog, herald_text_card_name (cases[c].card));
      gtk_window_destroy (GTK_WINDOW (dialog));
      herald_test_run_for (300);
      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) style = NULL;

  if (!herald_test_init_window (&argc, &argv, "saboteur"))
    return 0;
  /* the stylesheet the application loads: its 44 px touch targets are part of a card's width */
  style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  herald_style_init ();  /* the table's rules too (style-table.css) */
  herald_a11y_install ();

  g_test_add_func ("/herald/saboteur/play-chooses-city", test_play_chooses_city);
  g_test_add_func ("/herald/saboteur/play-skips-opponent-without-city",
                   test_play_skips_opponent_without_city);
  g_test_add_func ("/herald/saboteur/play-standard-no-city", test_play_standard_no_city);
  g_test_add_func ("/herald/saboteur/correct-sabotaged", test_correct_sabotaged);
  g_test_add_func ("/herald/saboteur/correct-metropolis-walls", test_correct_metropolis_walls);
  g_test_add_func ("/herald/saboteur/player-card-sabotaged", test_player_card_sabotaged);
  g_test_add_func ("/herald/saboteur/repair-on-card", test_repair_on_card);
  g_test_add_func ("/herald/saboteur/phone-width-after-saboteur", test_phone_width_after_saboteur);
  g_test_add_func ("/herald/saboteur/smith-opens-on-accepted-knights",
                   test_smith_opens_on_accepted_knights);
  g_test_add_func ("/herald/saboteur/smith-opens-on-pair", test_smith_opens_on_pair);
  g_test_add_func ("/herald/saboteur/knights-told-apart-on-phone", test_knights_told_apart_on_phone);
  g_test_add_func ("/herald/saboteur/card-and-city-whole-on-phone", test_card_and_city_whole_on_phone);

  return g_test_run ();
}
