/* test-models.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The session as the view-model (issue 9): its list models and their items, headless. A
 * step notifies only what it changed, on the item it changed; the items stay the same
 * objects from step to step and are replaced only by another game. */

#include "config.h"

#include <string.h>

#include <gtk/gtk.h>

#include "herald-random-play.h"
#include "herald-session.h"
#include "herald-statistics.h"
#include "herald-test-utils.h"
#include "herald-text.h"
#include "ui/step-test-utils.h"

/* every notify of every player item, as "index:property", in order */
typedef struct
{
  GPtrArray *notified;
} Log;

static void
item_notify_cb (HeraldPlayerItem *item,
                GParamSpec       *pspec,
                Log              *log)
{
  g_ptr_array_add (log->notified, g_strdup_printf ("%u:%s", herald_player_item_get_index (item),
                                                   g_param_spec_get_name (pspec)));
}

static void
watch_players (HeraldSession *session,
               Log           *log)
{
  GListModel *players = herald_session_get_players (session);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(HeraldPlayerItem) item = g_list_model_get_item (players, i);

      g_signal_connect (item, "notify", G_CALLBACK (item_notify_cb), log);
    }
}

static void
unwatch_players (HeraldSession *session,
                 Log           *log)
{
  GListModel *players = herald_session_get_players (session);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(HeraldPlayerItem) item = g_list_model_get_item (players, i);

      g_signal_handlers_disconnect_by_data (item, log);
    }
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* the notifications since the last call, sorted and joined with spaces */
static char *
take_notified (Log *log)
{
  char *joined;

  g_ptr_array_sort (log->notified, compare_strings);
  g_ptr_array_add (log->notified, NULL);
  joined = g_strjoinv (" ", (char **) log->notified->pdata);
  g_ptr_array_set_size (log->notified, 0);
  return joined;
}

static void
start_game (HeraldSession *session)
{
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.digital_cards = TRUE;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
}

static void
perform (HeraldSession    *session,
         HeraldActionType  type,
         guint             player)
{
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  herald_action_init (&action, type, player);
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
}

static HeraldPlayerItem *
player (HeraldSession *session,
        guint          i)
{
  HeraldPlayerItem *item = g_list_model_get_item (herald_session_get_players (session), i);

  g_object_unref (item); /* the model keeps it */
  return item;
}

static void
test_players_follow_the_game (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GListModel *players = herald_session_get_players (session);
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  g_autoptr(GError) error = NULL;
  Log log = { g_ptr_array_new_with_free_func (g_free) };
  HeraldPlayerItem *anna, *items[3];
  g_autofree char *notified = NULL;
  guint vp;

  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 0);
  g_assert_true (g_list_model_get_item_type (players) == HERALD_TYPE_PLAYER_ITEM);

  start_game (session);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      items[i] = player (session, i);
      g_assert_cmpuint (herald_player_item_get_index (items[i]), ==, i);
      g_assert_cmpstr (herald_player_item_get_name (items[i]), ==, herald_test_players[i].name);
      g_assert_cmpint (herald_player_item_get_color (items[i]), ==, herald_test_players[i].color);
    }
  anna = items[0];
  g_assert_true (herald_player_item_get_is_current (anna));
  g_assert_false (herald_player_item_get_is_current (items[1]));
  g_assert_cmpstr (herald_player_item_get_status (anna), ==, "To roll");
  g_assert_cmpstr (herald_player_item_get_status (items[1]), ==, "Discard above 7 cards on a 7");
  g_assert_cmpuint (herald_player_item_get_settlements (anna), ==, 1);
  g_assert_cmpuint (herald_player_item_get_cities (anna), ==, 1);
  g_assert_cmpuint (herald_player_item_get_discard_limit (anna), ==, 7);
  vp = herald_player_item_get_victory_points (anna);
  g_assert_cmpuint (vp, ==, herald_test_vp (herald_session_get_game (session), 0));
  watch_players (session, &log);

  /* the roll: Anna goes from rolling to playing, nobody else changes */
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:status");
  g_assert_cmpstr (herald_player_item_get_status (anna), ==, "Playing the turn");
  g_clear_pointer (&notified, g_free);

  /* a settlement: Anna's pieces and points; and who leads, in every item's words: Anna */
  perform (session, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:name-spoken 0:settlements 0:victory-points 0:vp-breakdown 0:vp-label 0:vp-spoken 1:vp-spoken 2:vp-spoken");
  g_assert_cmpuint (herald_player_item_get_victory_points (anna), ==, vp + 1);
  g_assert_cmpuint (herald_player_item_get_settlements (anna), ==, 2);
  {
    HeraldVp breakdown;

    herald_player_item_get_vp (anna, &breakdown);
    g_assert_cmpuint (breakdown.settlements, ==, 2);
    g_assert_cmpuint (breakdown.total, ==, vp + 1);
    g_assert_nonnull (strstr (herald_player_item_get_vp_breakdown (anna), "Settlements\t2\n"));
    g_assert_nonnull (strstr (herald_player_item_get_vp_spoken (items[1]), "In the lead with"));
    g_assert_true (g_str_has_suffix (herald_player_item_get_vp_spoken (items[1]), ": Anna."));
  }
  g_clear_pointer (&notified, g_free);

  /* undone and redone: the same notifications */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:name-spoken 0:settlements 0:victory-points 0:vp-breakdown 0:vp-label 0:vp-spoken 1:vp-spoken 2:vp-spoken");
  g_clear_pointer (&notified, g_free);
  g_assert_true (herald_session_redo (session, &error));
  g_assert_no_error (error);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:name-spoken 0:settlements 0:victory-points 0:vp-breakdown 0:vp-label 0:vp-spoken 1:vp-spoken 2:vp-spoken");
  g_clear_pointer (&notified, g_free);

  /* the end of the turn: the turn moves from Anna to the next player, and the cards' names
   * for a screen reader say it with the points (newcomer51-5) */
  perform (session, HERALD_ACTION_END_TURN, 0);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:is-current 0:name-spoken 0:status 1:is-current 1:name-spoken 1:status");
  g_clear_pointer (&notified, g_free);
  g_assert_false (herald_player_item_get_is_current (anna));
  g_assert_true (herald_player_item_get_is_current (items[1]));
  g_assert_cmpstr (herald_player_item_get_name_spoken (anna), ==, "Anna: 4 victory points");
  g_assert_cmpstr (herald_player_item_get_name_spoken (items[1]), ==, "Ben: 3 victory points, their turn");

  /* the same objects all along */
  for (guint i = 0; i < 3; i++)
    g_assert_true (player (session, i) == items[i]);
  unwatch_players (session, &log);

  /* another game: other items, even with the same players */
  g_object_ref (anna);
  start_game (session);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 3);
  g_assert_true (player (session, 0) != anna);
  g_assert_cmpuint (herald_player_item_get_settlements (player (session, 0)), ==, 1);
  g_object_unref (anna);

  /* no game: no players */
  herald_session_close (session);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, 0);
  g_ptr_array_unref (log.notified);
}

/* undo notifies back, on the same items */
static void
test_players_undo (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  g_autoptr(GError) error = NULL;
  Log log = { g_ptr_array_new_with_free_func (g_free) };
  g_autofree char *notified = NULL;
  HeraldPlayerItem *bob;

  start_game (session);
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  perform (session, HERALD_ACTION_BUILD_CITY, 0);
  bob = player (session, 1);
  watch_players (session, &log);

  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  notified = take_notified (&log);
  g_assert_cmpstr (notified, ==, "0:cities 0:name-spoken 0:settlements 0:victory-points 0:vp-breakdown 0:vp-label 0:vp-spoken 1:vp-spoken 2:vp-spoken");
  g_assert_true (player (session, 1) == bob);
  g_assert_cmpuint (herald_player_item_get_cities (player (session, 0)), ==, 1);
  unwatch_players (session, &log);
  g_ptr_array_unref (log.notified);
}

static void
item_changed_cb (HeraldPlayerItem *item,
                 guint             what,
                 Log              *log)
{
  g_ptr_array_add (log->notified, g_strdup_printf ("%u:%x", herald_player_item_get_index (item), what));
}

/* the item's answer for each of its moves is the session's (herald_session_check ()) */
static void
assert_moves_checked (HeraldSession *session)
{
  const HeraldState *state = herald_session_get_state (session);

  for (guint p = 0; p < 3; p++)
    for (guint m = 0; m < HERALD_PLAYER_N_MOVES; m++)
      {
        static const HeraldActionType types[] = {
          HERALD_ACTION_BUILD_SETTLEMENT, HERALD_ACTION_BUILD_CITY, HERALD_ACTION_BUILD_WALL,
          HERALD_ACTION_BUILD_KNIGHT, HERALD_ACTION_REPAIR_CITY,
        };
        g_autoptr(GError) error = NULL;
        const char *reason = NULL;
        HeraldAction action;
        gboolean legal;

        if (m == HERALD_PLAYER_MOVE_MERCHANT)
          herald_action_init (&action, HERALD_ACTION_SET_MERCHANT,
                              state->players[p].merchant ? HERALD_UNSET : (gint) p);
        else
          herald_action_init (&action, m < HERALD_PLAYER_MOVE_IMPROVE ? types[m] : HERALD_ACTION_IMPROVE_CITY, p);
        if (m >= HERALD_PLAYER_MOVE_IMPROVE)
          action.track = m - HERALD_PLAYER_MOVE_IMPROVE;
        legal = herald_session_check (session, &action, &error);
        g_assert_cmpint (herald_player_item_get_move (player (session, p), m, &reason), ==,
                         legal && state->phase != HERALD_PHASE_SETUP);
        if (legal)
          g_assert_null (reason);
        else
          {
            /* the engine's refusal as a sentence of its own: "It is Ben’s turn, …"
             * (newcomer report 10, A-8) */
            g_autofree char *sentence = herald_text_sentence (error->message);

            g_assert_cmpstr (reason, ==, sentence);
            g_assert_false (g_unichar_islower (g_utf8_get_char (reason)));
          }
      }
}

/* "changed" (what a card shows beyond the properties) comes only for the player whose card
 * changed, and names the parts that did (issues 9 and 14) */
static void
test_players_changed (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  g_autoptr(GError) error = NULL;
  Log log = { g_ptr_array_new_with_free_func (g_free) };
  g_autofree char *changed = NULL;
  g_autofree char *expected = NULL;
  HeraldDrawForecast forecast, item_forecast;

  start_game (session);
  assert_moves_checked (session);
  for (guint i = 0; i < 3; i++)
    g_signal_connect (player (session, i), "changed", G_CALLBACK (item_changed_cb), &log);

  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  assert_moves_checked (session);
  g_clear_pointer (&log.notified, g_ptr_array_unref);
  log.notified = g_ptr_array_new_with_free_func (g_free);

  /* a settlement: Anna's pieces, no one else's card; the others' refusals ("It is Anna's
   * turn") are the same sentences as before, kept rather than made again (ninth round) */
  {
    guint made = herald_player_item_get_n_reasons_made ();

    perform (session, HERALD_ACTION_BUILD_SETTLEMENT, 0);
    g_assert_cmpuint (herald_player_item_get_n_reasons_made () - made, <=, HERALD_PLAYER_N_MOVES);
    assert_moves_checked (session);
  }
  changed = take_notified (&log);
  expected = g_strdup_printf ("0:%x", HERALD_PLAYER_CHANGE_PIECES);
  g_assert_cmpstr (changed, ==, expected);
  g_assert_cmpuint (herald_player_item_get_state (player (session, 0))->settlements, ==, 2);
  assert_moves_checked (session);
  g_clear_pointer (&changed, g_free);
  g_clear_pointer (&expected, g_free);

  /* a knight: Anna's knights (and her forecast does not move) */
  perform (session, HERALD_ACTION_BUILD_KNIGHT, 0);
  changed = take_notified (&log);
  expected = g_strdup_printf ("0:%x", HERALD_PLAYER_CHANGE_KNIGHTS);
  g_assert_cmpstr (changed, ==, expected);
  g_assert_cmpuint (herald_player_item_get_state (player (session, 0))->n_knights, ==, 1);
  g_clear_pointer (&changed, g_free);
  g_clear_pointer (&expected, g_free);

  /* the forecast the item keeps is the session's */
  herald_session_get_draw_forecast (session, 1, &forecast);
  herald_player_item_get_draw_forecast (player (session, 1), &item_forecast);
  g_assert_cmpfloat (forecast.any, ==, item_forecast.any);
  g_assert_cmpfloat (forecast.rolls_to_card, ==, item_forecast.rolls_to_card);

  for (guint i = 0; i < 3; i++)
    g_signal_handlers_disconnect_by_data (player (session, i), &log);
  g_ptr_array_unref (log.notified);
}

/* Catan wins the attack with Anna and Ben tied for the strongest defence: each chooses a deck
 * (A6.2). The ship is one step from Catan. */
#define TIED_DEFENCE \
  "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "{\"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 1, \"active\": true}]}, " \
  "{\"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 1, \"active\": true}]}, {}]}"

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  guint      *count)
{
  (*count)++;
}

/* The decisions the game waits for: one item each, in the engine's order; an item stays while
 * its decision is owed and goes when it is made or undone */
static void
test_pending (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(JsonNode) start = json_from_string (TIED_DEFENCE, NULL);
  GListModel *pending = herald_session_get_pending (session);
  HeraldRoll dice = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldPendingItem) anna = NULL;
  g_autoptr(HeraldPendingItem) ben = NULL;
  g_autoptr(HeraldPendingItem) again = NULL;
  HeraldAction action;
  HeraldRules rules;
  guint changes = 0;

  g_assert_true (g_list_model_get_item_type (pending) == HERALD_TYPE_PENDING_ITEM);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, start, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (pending), ==, 0);
  g_signal_connect (pending, "items-changed", G_CALLBACK (items_changed_cb), &changes);

  /* the attack: Anna and Ben each owe a deck, in one change */
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (pending), ==, 2);
  anna = g_list_model_get_item (pending, 0);
  ben = g_list_model_get_item (pending, 1);
  g_assert_cmpint (herald_pending_item_get_pending_type (anna), ==, HERALD_PENDING_CHOOSE_DECK);
  g_assert_cmpuint (herald_pending_item_get_player (anna), ==, 0);
  g_assert_cmpuint (herald_pending_item_get_player (ben), ==, 1);
  g_assert_cmpstr (herald_pending_item_get_description (anna), ==, "Anna Chooses a Progress Card");

  /* Anna chooses: her item goes, Ben's stays the same object */
  herald_action_init (&action, HERALD_ACTION_CHOOSE_DECK, 0);
  action.track = HERALD_TRACK_TRADE;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (pending), ==, 1);
  again = g_list_model_get_item (pending, 0);
  g_assert_true (again == ben);
  g_clear_object (&again);
  /* her draw said once in the history, not again as its detail ("Anna drew from the Trade
   * deck · Anna draws from the Trade deck", tester report 38, N38-6) */
  again = g_list_model_get_item (herald_session_get_history (session), 1);
  g_assert_cmpstr (herald_history_item_get_text (HERALD_HISTORY_ITEM (again)), ==, "Anna drew from the Trade deck");
  g_clear_object (&again);

  /* Anna's choice undone: her decision is owed again, before Ben's, whose item stays */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (pending), ==, 2);
  again = g_list_model_get_item (pending, 1);
  g_assert_true (again == ben);
  g_clear_object (&again);

  /* the roll undone: no decision owed */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (pending), ==, 0);

  /* closing the game: nothing more */
  herald_session_close (session);
  g_assert_cmpuint (changes, ==, 4);
  g_signal_handlers_disconnect_by_data (pending, &changes);
}

/* The log's steps: one item each, oldest first, with the sentence of the step and of what it
 * caused; a step adds one, an undo removes the last, the others stay the same objects */
static void
test_history (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GListModel *history = herald_session_get_history (session);
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldHistoryItem) roll = NULL;
  g_autoptr(HeraldHistoryItem) item = NULL;
  guint changes = 0;

  g_assert_true (g_list_model_get_item_type (history) == HERALD_TYPE_HISTORY_ITEM);
  start_game (session);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 0);
  g_signal_connect (history, "items-changed", G_CALLBACK (items_changed_cb), &changes);

  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  perform (session, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  perform (session, HERALD_ACTION_END_TURN, 0);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);

  /* the roll names whose roll it was, though the log does not */
  roll = g_list_model_get_item (history, 0);
  g_assert_cmpuint (herald_history_item_get_index (roll), ==, 0);
  g_assert_cmpint (herald_history_item_get_player (roll), ==, 0);
  g_assert_cmpint (herald_history_item_get_action (roll)->type, ==, HERALD_ACTION_ROLL);
  g_assert_nonnull (strstr (herald_history_item_get_text (roll), herald_test_players[0].name));
  item = g_list_model_get_item (history, 2);
  g_assert_cmpint (herald_history_item_get_action (item)->type, ==, HERALD_ACTION_END_TURN);
  g_assert_cmpint (herald_history_item_get_player (item), ==, 0);
  g_clear_object (&item);

  /* undo: the last item goes, one change; the others stay */
  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 2);
  item = g_list_model_get_item (history, 0);
  g_assert_true (item == roll);
  g_clear_object (&item);

  /* a different step in its place */
  perform (session, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  g_assert_cmpuint (changes, ==, 5);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);
  item = g_list_model_get_item (history, 2);
  g_assert_cmpuint (herald_history_item_get_index (item), ==, 2);
  g_assert_cmpint (herald_history_item_get_action (item)->type, ==, HERALD_ACTION_BUILD_SETTLEMENT);
  g_clear_object (&item);

  /* the same game opened again (a resume): new items, the same sentences */
  {
    g_autofree char *text = g_strdup (herald_history_item_get_text (roll));

    g_assert_true (herald_session_resume (session, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (history), ==, 3);
    item = g_list_model_get_item (history, 0);
    g_assert_true (item != roll);
    g_assert_cmpstr (herald_history_item_get_text (item), ==, text);
    g_clear_object (&item);
  }

  herald_session_close (session);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, 0);
  g_signal_handlers_disconnect_by_data (history, &changes);
}

/* Newcomer report 20, N20-12: a card played showed its own sentence again as its detail
 * ("Anna played Resource Monopoly · Anna played Resource Monopoly"): what a step caused is
 * not said again when it is the step's own sentence; an Alchemist played with a roll is still
 * said under the roll */
static void
test_history_no_repeated_detail (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GListModel *history = herald_session_get_history (session);
  HeraldRoll dice = { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 2, .alchemist = TRUE };
  g_autoptr(HeraldHistoryItem) roll = NULL;
  g_autoptr(HeraldHistoryItem) played = NULL;
  g_autoptr(GError) error = NULL;
  HeraldAction action;
  HeraldRules rules;

  /* physical cards: a card is played without being in a hand the engine knows */
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.digital_cards = FALSE;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, 0);
  action.card = HERALD_CARD_RESOURCE_MONOPOLY;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);

  played = g_list_model_get_item (history, 1);
  g_assert_cmpint (herald_history_item_get_action (played)->type, ==, HERALD_ACTION_PLAY_CARD);
  g_assert_nonnull (strstr (herald_history_item_get_text (played), herald_test_players[0].name));
  g_assert_nonnull (strstr (herald_history_item_get_text (played),
                            herald_text_card_name (HERALD_CARD_RESOURCE_MONOPOLY)));
  g_assert_null (strchr (herald_history_item_get_text (played), '\n'));

  roll = g_list_model_get_item (history, 0);
  g_assert_nonnull (strstr (herald_history_item_get_text (roll), "\n  · "));
  g_assert_nonnull (strstr (herald_history_item_get_text (roll),
                            herald_text_card_name (HERALD_CARD_ALCHEMIST)));
  herald_session_close (session);
}

typedef struct
{
  guint position, removed, added, count;
} Change;

static void
record_change_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Change     *change)
{
  change->position = position;
  change->removed = removed;
  change->added = added;
  change->count++;
}

/* A long game played through the session: each step adds exactly one history item at the
 * end and each undo removes exactly the last one; nothing else is rebuilt */
/* What a game shows after it is opened (Resume Game) equals what it showed as it was played
 * step by step through the session: every history item (index, player, action, sentence),
 * the players' items, the statistics and the story the engine derives (issue 14: opening a
 * long game must not change what it shows, only what it costs) */
static char *
statistics_json (HeraldGame *game)
{
  HeraldStatistics st;
  g_autoptr(HeraldStory) story = herald_story_new (game);
  g_autoptr(JsonNode) node = herald_story_to_json (story, game);
  g_autofree char *json = json_to_string (node, FALSE);
  g_autofree char *figures = NULL;

  memset (&st, 0, sizeof st);
  herald_game_get_statistics (game, &st);
  figures = g_base64_encode ((const guchar *) &st, sizeof st);
  return g_strdup_printf ("%s %s", json, figures);
}

static void
test_history_same_after_open (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GListModel *history = herald_session_get_history (session);
  GListModel *players = herald_session_get_players (session);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (11);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *stats = NULL;
  g_autofree char *stats_open = NULL;
  g_autoptr(GError) error = NULL;
  guint n;

  start_game (session);
  for (guint steps = 0; steps < 600;)
    {
      HeraldAction action;
      guint refused = 0;

      if (!herald_random_next (herald_session_get_game (session), rng, &action, &refused))
        break;
      if (!herald_session_perform (session, &action, NULL))
        continue;
      steps++;
      /* an undo at the end, as at the table */
      if (steps == 60)
        g_assert_true (herald_session_undo (session, NULL));
      /* each step's item as it showed just after the step, as a history view asks for it */
      n = g_list_model_get_n_items (history);
      if (items->len > n)
        g_ptr_array_set_size (items, n);
      while (items->len < n)
        g_ptr_array_add (items, g_list_model_get_item (history, items->len));
    }
  n = g_list_model_get_n_items (history);
  g_assert_cmpuint (n, >, 50);
  g_assert_cmpuint (n, ==, herald_game_get_n_actions (herald_session_get_game (session)));
  g_assert_cmpuint (items->len, ==, n);
  stats = statistics_json (herald_session_get_game (session));
  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(HeraldPlayerItem) player = g_list_model_get_item (players, i);

      g_ptr_array_add (texts, g_strdup_printf ("%s %u", herald_player_item_get_name (player),
                                               herald_player_item_get_color (player)));
    }

  g_assert_true (herald_session_resume (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (history), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HeraldHistoryItem) item = g_list_model_get_item (history, i);
      HeraldHistoryItem *played = items->pdata[i];

      g_assert_true (item != played);
      g_assert_cmpuint (herald_history_item_get_index (item), ==, i);
      g_assert_cmpint (herald_history_item_get_player (item), ==, herald_history_item_get_player (played));
      g_assert_cmpint (herald_history_item_get_current_after (item), ==,
                       herald_history_item_get_current_after (played));
      g_assert_cmpmem (herald_history_item_get_action (item), sizeof (HeraldAction),
                       herald_history_item_get_action (played), sizeof (HeraldAction));
      g_assert_cmpstr (herald_history_item_get_text (item), ==, herald_history_item_get_text (played));
    }
  stats_open = statistics_json (herald_session_get_game (session));
  g_assert_cmpstr (stats_open, ==, stats);
  g_assert_cmpuint (g_list_model_get_n_items (players), ==, texts->len);
  for (guint i = 0; i < texts->len; i++)
    {
      g_autoptr(HeraldPlayerItem) player = g_list_model_get_item (players, i);
      g_autofree char *text = g_strdup_printf ("%s %u", herald_player_item_get_name (player),
                                               herald_player_item_get_color (player));

      g_assert_cmpstr (text, ==, texts->pdata[i]);
    }
}

static void
test_history_steps_only (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GListModel *history = herald_session_get_history (session);
  HeraldRng *rng = herald_rng_new_with_seed (7);
  Change change = { 0 };
  guint steps = 0;

  start_game (session);
  g_signal_connect (history, "items-changed", G_CALLBACK (record_change_cb), &change);
  while (steps < 400)
    {
      HeraldAction action;
      guint n = g_list_model_get_n_items (history);
      guint refused = 0;

      if (!herald_random_next (herald_session_get_game (session), rng, &action, &refused))
        break;
      change.count = 0;
      if (!herald_session_perform (session, &action, NULL))
        continue;
      steps++;
      g_assert_cmpuint (change.count, ==, 1);
      g_assert_cmpuint (change.position, ==, n);
      g_assert_cmpuint (change.removed, ==, 0);
      g_assert_cmpuint (change.added, ==, 1);
      if (steps % 50 == 0)
        {
          change.count = 0;
          g_assert_true (herald_session_undo (session, NULL));
          g_assert_cmpuint (change.count, ==, 1);
          g_assert_cmpuint (change.position, ==, n);
          g_assert_cmpuint (change.removed, ==, 1);
          g_assert_cmpuint (change.added, ==, 0);
          change.count = 0;
          g_assert_true (herald_session_redo (session, NULL));
          g_assert_cmpuint (change.count, ==, 1);
          g_assert_cmpuint (change.added, ==, 1);
        }
    }
  g_assert_cmpuint (steps, >, 100);
  g_signal_handlers_disconnect_by_data (history, &change);
  herald_rng_free (rng);
}

/* The points' texts (the breakdown and the spoken one) are made again only when what they say
 * changed: the points, the target, who leads with how many (issue 14: every item made both
 * after every step). Through a random game, after every step each item's texts are those of
 * an item made afresh, and a step that changed no one's points and not the lead made none. */
static void
test_vp_texts_kept (void)
{
  g_autoptr(HeraldSession) session = NULL;
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  guint quiet = 0, kept = 0;

  /* the session's decks in an order that brings a win waiting for its player's turn at an
   * end of turn, the points unchanged (step 237): the test failed one run in a hundred with
   * the session's own seed (CI, stop 41) */
  g_setenv ("HERALD_SEED", "52", TRUE);
  session = herald_session_new (NULL);
  g_unsetenv ("HERALD_SEED");
  start_game (session);
  for (guint i = 0; i < 300; i++)
    {
      HeraldGame *game = herald_session_get_game (session);
      g_autoptr(HeraldGame) next = herald_game_copy (game);
      g_autoptr(GError) error = NULL;
      HeraldVp before[3], after[3];
      gboolean waits_before[3];
      guint best_before, best_after, leaders_before, leaders_after;
      guint made;
      HeraldAction action;
      gboolean same = TRUE;

      if (!herald_random_step (next, rng))
        break;
      action = *herald_game_get_action (next, herald_game_get_n_actions (next) - 1);
      if (herald_game_action_changes_nothing (game, &action))
        continue;
      for (guint p = 0; p < 3; p++)
        {
          herald_game_get_vp (game, p, &before[p]);
          waits_before[p] = herald_game_waits_to_win (game, p);
        }
      leaders_before = herald_game_get_leaders (game, &best_before);
      made = herald_player_item_get_n_vp_texts_made ();
      g_assert_true (herald_session_perform (session, &action, &error));
      g_assert_no_error (error);
      made = herald_player_item_get_n_vp_texts_made () - made;
      game = herald_session_get_game (session);
      for (guint p = 0; p < 3; p++)
        {
          g_autoptr(HeraldPlayerItem) fresh = herald_player_item_new (session, p);

          herald_game_get_vp (game, p, &after[p]);
          /* the spoken text also says a win that waits for the player's turn (RULES.md
           * A21.3): an end of turn that brings it, or takes it, changes the text (seen
           * remade with the points the same, HERALD_SEED=52) */
          same = same && memcmp (&before[p], &after[p], sizeof after[p]) == 0
                 && waits_before[p] == herald_game_waits_to_win (game, p);
          g_assert_cmpstr (herald_player_item_get_vp_breakdown (player (session, p)), ==,
                           herald_player_item_get_vp_breakdown (fresh));
          g_assert_cmpstr (herald_player_item_get_vp_spoken (player (session, p)), ==,
                           herald_player_item_get_vp_spoken (fresh));
        }
      leaders_after = herald_game_get_leaders (game, &best_after);
      if (same && leaders_before == leaders_after && best_before == best_after)
        {
          g_assert_cmpuint (made, ==, 0);
          quiet++;
        }
      kept += 2 * 3 - made;
    }
  g_test_message ("%u steps changed no points, %u texts kept", quiet, kept);
  g_assert_cmpuint (quiet, >, 100);
}

/* Each item's moves and reasons after a step are those of an item made afresh on the same
 * game, while most reasons are kept from the step before by taking the old strings over
 * (keep_reason ()) or copied from another move's refused alike in the same update
 * (recent_reason ()): random steps, with an undo and a redo now and then */
static void
assert_reasons_afresh (HeraldSession *session)
{
  for (guint p = 0; p < 3; p++)
    {
      g_autoptr(HeraldPlayerItem) fresh = NULL;
      HeraldPlayerItem *item = player (session, p);

      /* every reason of the fresh item made, none copied from another move's */
      herald_player_item_set_copy_reasons (FALSE);
      fresh = herald_player_item_new (session, p);
      herald_player_item_set_copy_reasons (TRUE);

      for (guint m = 0; m < HERALD_PLAYER_N_MOVES; m++)
        {
          const char *reason = NULL, *fresh_reason = NULL;

          g_assert_cmpint (herald_player_item_get_move (item, m, &reason), ==,
                           herald_player_item_get_move (fresh, m, &fresh_reason));
          g_assert_cmpstr (reason, ==, fresh_reason);
        }
      for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
        for (guint m = 0; m < HERALD_PLAYER_KNIGHT_N_MOVES; m++)
          {
            const char *reason = NULL, *fresh_reason = NULL;

            g_assert_cmpint (herald_player_item_get_knight_move (item, k, m, &reason), ==,
                             herald_player_item_get_knight_move (fresh, k, m, &fresh_reason));
            g_assert_cmpstr (reason, ==, fresh_reason);
          }
    }
}

static void
test_reasons_kept (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (5);
  guint made = 0, taken = 0, steps = 0, copied = herald_player_item_get_n_reasons_copied ();

  start_game (session);
  assert_reasons_afresh (session);
  for (guint i = 0; i < 600; i++)
    {
      g_autoptr(GError) error = NULL;
      guint made_before = herald_player_item_get_n_reasons_made ();
      guint taken_before = herald_player_item_get_n_reasons_taken_over ();
      gboolean stepped;

      if (!herald_test_perform_random_step (session, rng, &stepped))
        break;
      if (!stepped)
        continue;
      if (i % 7 == 3)
        {
          g_assert_true (herald_session_undo (session, &error));
          g_assert_no_error (error);
          g_assert_true (herald_session_redo (session, &error));
          g_assert_no_error (error);
        }
      /* the items made afresh below count as made: only the steps' are counted */
      made += herald_player_item_get_n_reasons_made () - made_before;
      taken += herald_player_item_get_n_reasons_taken_over () - taken_before;
      steps++;
      assert_reasons_afresh (session);
    }
  copied = herald_player_item_get_n_reasons_copied () - copied;
  g_test_message ("%u steps: %u reasons made, %u taken over, %u copied", steps, made, taken, copied);
  g_assert_cmpuint (steps, >, 100);
  g_assert_cmpuint (taken, >, made);
  g_assert_cmpuint (copied, >, made);
}

/* herald_text_sentence () makes the sentence without printf: the same bytes as printf gave,
 * "%s%.*s%s" of the direction's mark, the first letter in title case and the rest, in both
 * directions, for refusals of a random game and for letters whose title case is longer,
 * scripts without case, right-to-left names and broken or empty text */
static char *
sentence_by_printf (const char *message)
{
  const char *mark = "";
  gboolean active = FALSE;
  gunichar first;
  char buf[6];
  int len = 0;

  if (message == NULL || *message == '\0' || !g_utf8_validate (message, -1, NULL))
    return g_strdup (message != NULL ? message : "");
  for (const char *c = message; *c != '\0'; c = g_utf8_next_char (c))
    active = active || herald_text_is_bidi_active (g_utf8_get_char (c));
  if (active)
    mark = gtk_widget_get_default_direction () == GTK_TEXT_DIR_RTL ? "\u200f" : "\u200e";
  first = g_utf8_get_char (message);
  if (g_unichar_islower (first))
    {
      len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
      message = g_utf8_next_char (message);
    }
  return g_strdup_printf ("%s%.*s%s", mark, len, buf, message);
}

static void
test_sentences_made (void)
{
  static const char *messages[] = {
    "it is Ben’s turn, not Anna’s", "ändern", "ǆ", "ß at the start", "ŉ", "ﬁ ligature",
    "ΐ", "ǰ", "a", "A", "1 city", " leading space", "\u05d0\u05d1 has no city", "it is \u0639\u0644\u064a’s turn",
    "x\u2067y\u2069", "\u0661\u0662", "日本", "\xff broken", "", "ёлка", "ﬀ", "ῳ",
  };
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (9);
  static const HeraldActionType questions[] = {
    HERALD_ACTION_BUILD_SETTLEMENT, HERALD_ACTION_BUILD_CITY, HERALD_ACTION_BUILD_WALL,
    HERALD_ACTION_BUILD_KNIGHT, HERALD_ACTION_REPAIR_CITY, HERALD_ACTION_IMPROVE_CITY,
    HERALD_ACTION_END_TURN, HERALD_ACTION_ACTIVATE_KNIGHT, HERALD_ACTION_UPGRADE_KNIGHT,
  };
  guint n = 0;

  for (guint d = 0; d < 2; d++)
    {
      gtk_widget_set_default_direction (d == 0 ? GTK_TEXT_DIR_LTR : GTK_TEXT_DIR_RTL);
      for (guint i = 0; i < G_N_ELEMENTS (messages); i++)
        {
          g_autofree char *made = herald_text_sentence (messages[i]);
          g_autofree char *expected = sentence_by_printf (messages[i]);

          g_assert_cmpstr (made, ==, expected);
          n++;
        }
      {
        g_autofree char *made = herald_text_sentence (NULL);

        g_assert_cmpstr (made, ==, "");
      }
    }
  gtk_widget_set_default_direction (GTK_TEXT_DIR_LTR);

  /* every card question's refusal along a random game */
  start_game (session);
  for (guint i = 0; i < 200; i++)
    {
      gboolean stepped;

      for (guint p = 0; p < 3; p++)
        for (guint t = 0; t < G_N_ELEMENTS (questions); t++)
          {
            g_autoptr(GError) why = NULL;
            HeraldAction question;

            herald_action_init (&question, questions[t], p);
            if (!herald_session_check (session, &question, &why))
              {
                g_autofree char *made = herald_text_sentence (why->message);
                g_autofree char *expected = sentence_by_printf (why->message);

                g_assert_cmpstr (made, ==, expected);
                n++;
              }
          }
      if (!herald_test_perform_random_step (session, rng, &stepped))
        break;
    }
  g_test_message ("%u sentences compared", n);
  g_assert_cmpuint (n, >, 500);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/models/players-follow-the-game", test_players_follow_the_game);
  g_test_add_func ("/herald/models/players-undo", test_players_undo);
  g_test_add_func ("/herald/models/players-changed", test_players_changed);
  g_test_add_func ("/herald/models/vp-texts-kept", test_vp_texts_kept);
  g_test_add_func ("/herald/models/reasons-kept", test_reasons_kept);
  g_test_add_func ("/herald/models/sentences-made", test_sentences_made);
  g_test_add_func ("/herald/models/pending", test_pending);
  g_test_add_func ("/herald/models/history", test_history);
  g_test_add_func ("/herald/models/history-no-repeated-detail", test_history_no_repeated_detail);
  g_test_add_func ("/herald/models/history-steps-only", test_history_steps_only);
  g_test_add_func ("/herald/models/history-same-after-open", test_history_same_after_open);

  return g_test_run ();
}
