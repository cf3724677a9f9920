/* test-session.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* HeraldSession: actions → state → signals, autosave and resume, the dice mode, a damaged or
 * crashing file. Undo and redo are test-session-undo.c's. Runs without a display: the session
 * is GObject and GIO only. */

#include "config.h"

#include <glib/gstdio.h>

#include "herald-session-game-file.h"
#include "herald-session-private.h"
#include "herald-player-item.h"
#include "herald-random-play.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-statistics.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"

static void
test_new_destroy (void)
{
  HeraldSession *session = herald_session_new (NULL);

  g_assert_false (herald_session_get_has_game (session));
  g_assert_null (herald_session_get_game (session));
  g_assert_null (herald_session_get_state (session));
  g_assert_false (herald_session_get_can_undo (session));
  g_assert_cmpuint (herald_session_get_round (session), ==, 0);
  g_assert_finalize_object (session);
}

static void
test_default_path (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autofree char *expected = g_build_filename (g_get_user_data_dir (), "herald", "current.json", NULL);

  g_assert_cmpstr (herald_session_get_save_path (session), ==, expected);
  g_assert_false (herald_session_has_saved_game (session));
  g_assert_null (herald_session_describe_saved_game (session));
}

static void
test_new_game (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  const HeraldState *state;

  herald_test_start_game_with (session, TRUE, FALSE);

  g_assert_true (herald_session_get_has_game (session));
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.outcomes, ==, 0);
  g_assert_cmpuint (counts.notify_has_game, ==, 1);
  g_assert_cmpuint (counts.notify_round, ==, 1);
  g_assert_cmpuint (counts.notify_current, ==, 0);  /* player 0, as before */
  g_assert_cmpuint (herald_session_get_round (session), ==, 1);
  g_assert_false (herald_session_get_can_undo (session));

  state = herald_session_get_state (session);
  g_assert_nonnull (state);
  g_assert_cmpuint (state->n_players, ==, 3);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_BEFORE_ROLL);

  /* saved at once */
  g_assert_true (herald_session_has_saved_game (session));
  g_assert_true (g_file_test (herald_session_get_save_path (session), G_FILE_TEST_IS_REGULAR));
}

static void
test_setup_round (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  const HeraldState *state;
  guint order[6];

  herald_test_start_game_with (session, TRUE, TRUE);
  state = herald_session_get_state (session);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_SETUP);

  /* forward, then back (RULES.md A2.1) */
  for (guint step = 0; step < 6; step++)
    {
      g_autoptr(GError) error = NULL;
      HeraldAction action;

      order[step] = state->current;
      herald_action_init (&action, step < 3 ? HERALD_ACTION_SETUP_SETTLEMENT : HERALD_ACTION_SETUP_CITY,
                          state->current);
      g_assert_true (herald_session_perform (session, &action, &error));
      g_assert_no_error (error);
    }

  g_assert_cmpuint (order[0], ==, 0);
  g_assert_cmpuint (order[1], ==, 1);
  g_assert_cmpuint (order[2], ==, 2);
  g_assert_cmpuint (order[3], ==, 2);
  g_assert_cmpuint (order[4], ==, 1);
  g_assert_cmpuint (order[5], ==, 0);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_cmpuint (state->current, ==, 0);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (state->players[p].settlements, ==, 1);
      g_assert_cmpuint (state->players[p].n_cities, ==, 1);
    }
}

static void
test_roll_signals (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  g_autoptr(GError) error = NULL;
  const HeraldState *state;

  herald_test_start_game_with (session, TRUE, FALSE);
  memset (&counts, 0, sizeof counts);

  g_assert_true (herald_test_roll_dice (session, HERALD_EVENT_SHIP, 2, 3, &error));
  g_assert_no_error (error);

  state = herald_session_get_state (session);
  g_assert_cmpint (state->phase, ==, HERALD_PHASE_AFTER_ROLL);
  g_assert_true (state->has_last_roll);
  g_assert_cmpuint (state->last_roll.red, ==, 2);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.by_type[HERALD_OUTCOME_ROLLED], ==, 1);
  g_assert_cmpuint (counts.by_type[HERALD_OUTCOME_SHIP_ADVANCED], ==, 1);
  g_assert_cmpuint (counts.notify_position, ==, 1);
  g_assert_cmpuint (herald_session_get_barbarian_position (session), ==, 1);
  g_assert_cmpuint (counts.notify_undo, ==, 1);
  g_assert_true (herald_session_get_can_undo (session));
  g_assert_cmpuint (counts.notify_current, ==, 0);

  /* a gate moves no ship: no notify */
  herald_test_end_current_turn (session);
  g_assert_cmpuint (counts.notify_current, ==, 1);
  g_assert_cmpuint (herald_session_get_current_player (session), ==, 1);
  g_assert_true (herald_test_roll_dice (session, HERALD_EVENT_TRADE, 6, 5, &error));
  g_assert_cmpuint (counts.notify_position, ==, 1);
  g_assert_cmpuint (counts.notify_undo, ==, 1);  /* still TRUE: no notify */
}

static void
test_refused (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  g_autoptr(GError) error = NULL;
  HeraldAction action;
  guint actions;

  herald_test_start_game_with (session, TRUE, FALSE);
  memset (&counts, 0, sizeof counts);
  actions = herald_game_get_n_actions (herald_session_get_game (session));

  /* end_turn before the roll is refused with a message and changes nothing */
  herald_action_init (&action, HERALD_ACTION_END_TURN, 0);
  g_assert_false (herald_session_check (session, &action, NULL));
  g_assert_false (herald_session_perform (session, &action, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (counts.changed, ==, 0);
  g_assert_cmpuint (counts.outcomes, ==, 0);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, actions);
}

static void
test_no_game (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  herald_action_init (&action, HERALD_ACTION_END_TURN, 0);
  g_assert_false (herald_session_perform (session, &action, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_clear_error (&error);
  g_assert_false (herald_session_undo (session, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING);
  g_clear_error (&error);
  g_assert_false (herald_session_redo (session, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING);
}

static void
test_attack (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  g_autoptr(GError) error = NULL;
  HeraldGame *game;

  herald_test_start_game_with (session, TRUE, FALSE);
  game = herald_session_get_game (session);

  /* seven ships: the seventh lands (RULES.md A4.2); nobody has knights, so every player
   * with an ordinary city loses one (A7.2) */
  for (guint i = 0; i < 7; i++)
    {
      if (i == 6)
        {
          g_assert_true (herald_game_next_ship_lands (game));
          memset (&counts, 0, sizeof counts);
        }
      else
        g_assert_false (herald_game_next_ship_lands (game));
      g_assert_true (herald_test_roll_dice (session, HERALD_EVENT_SHIP, 1, 2, &error));
      g_assert_no_error (error);
      if (i < 6)
        herald_test_end_current_turn (session);
    }

  g_assert_cmpuint (counts.by_type[HERALD_OUTCOME_ATTACK], ==, 1);
  g_assert_cmpuint (counts.by_type[HERALD_OUTCOME_CITY_LOST], ==, 3);
  g_assert_cmpuint (herald_session_get_barbarian_position (session), ==, 0);
  g_assert_cmpuint (counts.notify_position, ==, 1);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (herald_session_get_state (session)->players[p].n_cities, ==, 0);
}

static void
test_autosave_resume (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldSession) first = herald_session_new (NULL);
  g_autoptr(HeraldSession) second = NULL;
  g_autofree char *description = NULL;
  HeraldTestCounts counts;
  guint actions;

  herald_test_start_game_with (first, TRUE, FALSE);
  g_assert_true (herald_test_roll_dice (first, HERALD_EVENT_SCIENCE, 3, 4, &error));
  herald_test_end_current_turn (first);
  g_assert_true (herald_test_roll_dice (first, HERALD_EVENT_SHIP, 5, 5, &error));
  g_assert_no_error (error);
  actions = herald_game_get_n_actions (herald_session_get_game (first));

  /* Every step is on disk: a second session (the app started again) resumes it */
  second = herald_test_counted_session (&counts);
  g_assert_true (herald_session_has_saved_game (second));
  description = herald_session_describe_saved_game (second);
  g_assert_nonnull (description);
  g_assert_nonnull (strstr (description, "\u2068Anna\u2069, \u2068Ben\u2069, \u2068Cleo\u2069"));
  /* no padding before a one-digit day ("saved Dec  1") */
  g_assert_null (strstr (description, "  "));

  /* while the first has it open, the game is locked (docs/reliability.md) */
  g_assert_false (herald_session_resume (second, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  herald_session_close (first);

  g_assert_true (herald_session_resume (second, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_cmpuint (counts.notify_has_game, ==, 1);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (second)), ==, actions);
  g_assert_cmpuint (herald_session_get_current_player (second), ==, 1);
  g_assert_cmpuint (herald_session_get_barbarian_position (second), ==, 1);
  g_assert_cmpint (herald_session_get_state (second)->phase, ==, HERALD_PHASE_AFTER_ROLL);

  /* closing keeps the file */
  herald_session_close (second);
  g_assert_false (herald_session_get_has_game (second));
  g_assert_true (herald_session_has_saved_game (second));
}

static void
test_broken_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autofree char *dir = g_path_get_dirname (herald_session_get_save_path (session));
  g_autoptr(GDir) listing = NULL;
  const char *name;
  gboolean found = FALSE;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (herald_session_get_save_path (session), "{\"format\": \"nope\"", -1, NULL));

  g_assert_false (herald_session_resume (session, &error));
  g_assert_nonnull (error);
  g_assert_false (herald_session_get_has_game (session));

  /* moved aside, never deleted */
  g_assert_false (g_file_test (herald_session_get_save_path (session), G_FILE_TEST_EXISTS));
  listing = g_dir_open (dir, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "current.json.broken-"))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        g_autofree char *contents = NULL;

        g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
        g_assert_cmpstr (contents, ==, "{\"format\": \"nope\"");
        found = TRUE;
      }
  g_assert_true (found);
}

static void
test_dice_mode (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  guint notified = 0;
  HeraldRoll dice;

  g_signal_connect_swapped (session, "notify::dice-mode", G_CALLBACK (g_atomic_int_inc), &notified);

  herald_session_set_dice_mode (session, HERALD_DICE_MODE_FAIR);
  g_assert_cmpuint (notified, ==, 0);
  herald_session_set_dice_mode (session, HERALD_DICE_MODE_BALANCED);
  g_assert_cmpuint (notified, ==, 1);
  herald_session_set_dice_mode (session, HERALD_DICE_MODE_BALANCED);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpint (herald_session_get_dice_mode (session), ==, HERALD_DICE_MODE_BALANCED);

  for (guint i = 0; i < 72; i++)
    {
      herald_session_roll_dice (session, &dice);
      g_assert_true (herald_roll_is_valid (&dice));
      g_assert_false (dice.alchemist);
    }

  herald_session_set_dice_mode (session, HERALD_DICE_MODE_PHYSICAL);
  herald_session_roll_dice (session, &dice);
  g_assert_true (herald_roll_is_valid (&dice));
  g_assert_cmpuint (herald_session_roll_event (session), <=, HERALD_EVENT_SCIENCE);
}

static void
test_digital_draw (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  herald_test_start_game_with (session, TRUE, FALSE);
  g_assert_true (herald_test_roll_dice (session, HERALD_EVENT_TRADE, 2, 2, &error));
  herald_action_init (&action, HERALD_ACTION_IMPROVE_CITY, 0);
  action.track = HERALD_TRACK_SCIENCE;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  herald_test_end_current_turn (session);
  memset (&counts, 0, sizeof counts);

  /* science gate, red 1: Anna (level 1) draws a card she holds privately */
  g_assert_true (herald_test_roll_dice (session, HERALD_EVENT_SCIENCE, 1, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (counts.by_type[HERALD_OUTCOME_PROGRESS_DRAW], ==, 1);
  g_assert_cmpuint (herald_session_get_state (session)->players[0].n_hand +
                    herald_session_get_state (session)->players[0].n_vp_cards, ==, 1);
}

static void
test_game_in_progress (void)
{
  HeraldTestCounts counts;
  g_autoptr(HeraldSession) session = herald_test_counted_session (&counts);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) start = json_from_string ("{\"round\": 5, \"current\": 0, \"barbarian_position\": 3,"
                                                " \"first_attack_done\": true}", NULL);
  HeraldRules rules;
  HeraldAction action;
  const HeraldState *state;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_nonnull (start);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, start, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_session_get_round (session), ==, 5);
  g_assert_cmpuint (herald_session_get_barbarian_position (session), ==, 3);
  g_assert_cmpuint (counts.changed, ==, 1);
  g_assert_true (herald_session_has_saved_game (session));

  /* then the table corrects the pieces it has on the board */
  herald_action_init (&action, HERALD_ACTION_CORRECT, 1);
  action.correction.cities = 3;
  action.correction.improvements[HERALD_TRACK_SCIENCE] = 2;
  action.correction.n_knights = 2;
  action.correction.knight_level[0] = 1;
  action.correction.knight_active[0] = 1;
  action.correction.knight_level[1] = 2;
  action.correction.knight_active[1] = 0;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  state = herald_session_get_state (session);
  g_assert_cmpuint (state->players[1].n_cities, ==, 3);
  g_assert_cmpuint (state->players[1].improvements[HERALD_TRACK_SCIENCE], ==, 2);
  g_assert_cmpuint (herald_game_get_knight_strength (herald_session_get_game (session), 1), ==, 1);

  /* a position the rules refuse starts nothing */
  {
    g_autoptr(HeraldSession) other = herald_session_new (NULL);
    g_autoptr(JsonNode) bad = json_from_string ("{\"round\": 0}", NULL);

    g_assert_false (herald_session_new_game_at (other, &rules, herald_test_players, 3, bad, &error));
    g_assert_nonnull (error);
    g_assert_false (herald_session_get_has_game (other));
  }
}

/* Start-up with a save file that crashed every start (issue 10, item 1): the start page's
 * description and Resume refuse it with a sentence; in a subprocess, as the bug was a stack
 * overflow */
static void
test_crash_file_at_start_up (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldSession) session = herald_session_new (NULL);
      g_autofree char *dir = g_path_get_dirname (herald_session_get_save_path (session));
      g_autoptr(GString) text = g_string_new ("/\"/");
      g_autofree char *description = NULL;
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < 300000; i++)
        g_string_append_c (text, '[');
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (herald_session_get_save_path (session), text->str,
                                          text->len, NULL));
      description = herald_session_describe_saved_game (session);
      g_assert_nonnull (description);
      g_assert_false (herald_session_resume (session, &error));
      g_assert_nonnull (error);
      g_assert_null (strstr (error->message, "Parse error"));
      g_assert_nonnull (strstr (error->message, "comment"));
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* Every balanced deck Herald deals and saves loads again, across several cycles, with Undo
 * then Roll, Redo and Roll Again (the checks of `balanced_deck` against the log, breaker 9,
 * finding 10, must never refuse a file Herald wrote) */
static void
test_balanced_deck_always_loads (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (99);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.dice_mode = HERALD_DICE_MODE_BALANCED;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 100 && herald_session_get_state (session)->phase != HERALD_PHASE_OVER; i++)
    {
      HeraldRoll dice;
      g_autofree char *data = NULL;
      g_autoptr(HeraldGame) loaded = NULL;
      gsize length;

      if (herald_session_get_state (session)->phase == HERALD_PHASE_BEFORE_ROLL)
        {
          if (i % 6 == 2)
            g_assert_true (herald_session_draw_roll_again (session, &dice, NULL));
          else
            herald_session_draw_roll (session, &dice);
          if (i % 5 == 1)
            herald_session_hold_roll (session, &dice);
          if (herald_session_roll (session, &dice, NULL, NULL) && i % 4 == 1)
            {
              g_assert_true (herald_session_undo (session, &error));
              if (i % 8 == 1)
                g_assert_true (herald_session_redo (session, &error));
              else
                {
                  herald_session_draw_roll (session, &dice);
                  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
                }
              g_assert_no_error (error);
            }
        }
      /* whatever the turn needs, then the next player */
      for (guint k = 0; k < 50; k++)
        {
          HeraldAction a;

          herald_action_init (&a, HERALD_ACTION_END_TURN, herald_session_get_current_player (session));
          if (herald_session_perform (session, &a, NULL))
            break;
          if (herald_random_next (herald_session_get_game (session), rng, &a, NULL) &&
              a.type != HERALD_ACTION_ROLL)
            herald_session_perform (session, &a, NULL);
        }

      data = herald_save_to_data (herald_session_get_game (session), &length);
      loaded = herald_save_load_data (data, length, &error);
      g_assert_no_error (error);
      g_assert_nonnull (loaded);
    }
  g_assert_cmpuint (herald_game_get_n_rolls (herald_session_get_game (session)), >, 40);
}

/* Balanced dice continue their cycle after a restart: what the decks have left is saved with
 * the game (docs/save-format.md, `balanced_deck`). On main at 979d35b a resumed game dealt
 * from fresh decks, and the statistics said the cycle was at 0. */
static void
test_balanced_deck_resumed (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldSession) later = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean dealt[36] = { FALSE, };
  guint events[4] = { 0, };
  HeraldDiceCycle before, after;
  HeraldRules rules;
  HeraldRoll dice;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.dice_mode = HERALD_DICE_MODE_BALANCED;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  /* 8 rolls: at most 5 ships (three per 6 event faces), no attack yet */
  for (guint i = 0; i < 8; i++)
    {
      herald_session_draw_roll (session, &dice);
      dealt[(dice.red - 1) * 6 + dice.white - 1] = TRUE;
      if (i >= 6)
        events[dice.event]++;
      g_assert_true (herald_session_roll (session, &dice, NULL, &error));
      g_assert_no_error (error);
      herald_test_end_current_turn (session);
    }
  g_assert_true (herald_session_get_dice_cycle (session, &before));
  g_assert_cmpuint (before.position, ==, 8);
  g_assert_cmpuint (before.events_position, ==, 2);

  herald_session_close (session);
  g_assert_true (herald_session_resume (later, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_dice_mode (later), ==, HERALD_DICE_MODE_BALANCED);
  g_assert_true (herald_session_get_dice_cycle (later, &after));
  g_assert_cmpuint (after.position, ==, before.position);
  g_assert_cmpuint (after.events_position, ==, before.events_position);
  for (guint n = 2; n <= 12; n++)
    g_assert_cmpuint (after.left[n], ==, before.left[n]);
  for (guint e = 0; e < 4; e++)
    g_assert_cmpuint (after.events_left[e], ==, before.events_left[e]);

  /* the rest of the cycle is exactly what was left: every pair once in 36 rolls, every
   * event face once in 6 */
  for (guint i = 8; i < 36; i++)
    {
      herald_session_roll_dice (later, &dice);
      g_assert_false (dealt[(dice.red - 1) * 6 + dice.white - 1]);
      dealt[(dice.red - 1) * 6 + dice.white - 1] = TRUE;
      if (i < 12)
        events[dice.event]++;
    }
  g_assert_cmpuint (events[HERALD_EVENT_SHIP], ==, 3);
  for (guint e = HERALD_EVENT_TRADE; e <= HERALD_EVENT_SCIENCE; e++)
    g_assert_cmpuint (events[e], ==, 1);
  g_assert_true (herald_session_get_dice_cycle (later, &after));
  g_assert_cmpuint (after.position, ==, 0);
}

/* A game rolls as it began: its dice mode is saved with it and comes back with a resume,
 * whatever the session's mode was. On main at 42eea78 a physical-dice game resumed with the
 * default mode, and Roll rolled digital dice. */
static void
test_dice_mode_resumed (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldSession) later = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  guint notified = 0;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.dice_mode = HERALD_DICE_MODE_PHYSICAL;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_dice_mode (session), ==, HERALD_DICE_MODE_PHYSICAL);

  g_signal_connect_swapped (later, "notify::dice-mode", G_CALLBACK (g_atomic_int_inc), &notified);
  herald_session_set_dice_mode (later, HERALD_DICE_MODE_BALANCED);
  g_assert_cmpuint (notified, ==, 1);
  /* the game is locked while the first session has it open */
  herald_session_close (session);
  g_assert_true (herald_session_resume (later, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_dice_mode (later), ==, HERALD_DICE_MODE_PHYSICAL);
  g_assert_cmpint (herald_game_get_rules (herald_session_get_game (later))->dice_mode, ==, HERALD_DICE_MODE_PHYSICAL);
  g_assert_cmpuint (notified, ==, 2);
}

/* In the special build phase (5–6 players, RULES.md A22.3) the card of the player whose turn
 * ended says so; it said "Playing the turn" beside greyed builds while the others' said they
 * may build (tester report 36, N36-11) */
static void
test_special_build_status (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(HeraldGame) model = herald_test_game_new ("{\"five_six_players\": true}", 5, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;
  HeraldPlayerItem *items[2];

  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 5, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_end_current_turn (session);
  g_assert_cmpint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_SPECIAL_BUILD);
  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      items[i] = g_list_model_get_item (herald_session_get_players (session), i);
      g_object_unref (items[i]); /* the model keeps it */
    }
  g_assert_cmpstr (herald_player_item_get_status (items[0]), ==, "Turn over: the others may build");
  g_assert_cmpstr (herald_player_item_get_status (items[1]), ==, "May build now (special build phase)");
}

/* The session's forecast of each player is the engine's after every step. It kept one per
 * player, computed again only when that player's levels or a deck's emptiness changed: with
 * one Politics card left, Ben's chance was the one of Anna's roll (she draws first: 0) also
 * once Ben was the next to roll (3/36), and the card said no card could come on his roll */
static void
test_forecast_follows_game (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (
    "{\"round\": 5, \"first_attack_done\": true, \"decks\": {\"politics\": [\"spy\"]}, \"players\": ["
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}},"
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}}, {\"cities\": 2}]}", NULL);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  /* Anna's roll (no card), her End Turn, Ben's roll: the politics gate, red 1: Ben, first in
   * the draw order, takes the last card; then his End Turn */
  const HeraldRoll rolls[] = {
    { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 },
    { .event = HERALD_EVENT_POLITICS, .red = 1, .white = 5 },
  };
  HeraldDrawForecast ben;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, node, &error));
  g_assert_no_error (error);
  for (guint step = 0; step < 5; step++)
    {
      HeraldGame *game = herald_session_get_game (session);

      for (guint p = 0; p < 3; p++)
        {
          HeraldDrawForecast kept, fresh;

          herald_session_get_draw_forecast (session, p, &kept);
          herald_game_get_draw_forecast (game, p, NULL, &fresh);
          g_test_message ("step %u, player %u: politics %.4f (engine %.4f), rolls %.3f (engine %.3f)", step, p,
                          kept.chance[HERALD_TRACK_POLITICS], fresh.chance[HERALD_TRACK_POLITICS],
                          kept.rolls_to_card, fresh.rolls_to_card);
          g_assert_cmpfloat (kept.any, ==, fresh.any);
          g_assert_cmpfloat (kept.chance[HERALD_TRACK_POLITICS], ==, fresh.chance[HERALD_TRACK_POLITICS]);
          g_assert_cmpfloat (kept.rolls_to_card, ==, fresh.rolls_to_card);
          g_assert_cmpint (kept.blocked, ==, fresh.blocked);
        }
      if (step == 0 || step == 2)
        {
          HeraldAction roll;

          herald_action_init (&roll, HERALD_ACTION_ROLL, herald_session_get_state (session)->current);
          roll.roll = rolls[step / 2];
          g_assert_true (herald_session_perform (session, &roll, &error));
          g_assert_no_error (error);
        }
      else if (step < 4)
        {
          HeraldAction end_turn;

          herald_action_init (&end_turn, HERALD_ACTION_END_TURN, herald_session_get_state (session)->current);
          g_assert_true (herald_session_perform (session, &end_turn, &error));
          g_assert_no_error (error);
        }
    }
  /* the deck is empty now: no card can come to Ben, and the card says why */
  g_assert_cmpuint (herald_session_get_state (session)->n_deck[HERALD_TRACK_POLITICS], ==, 0);
  herald_session_get_draw_forecast (session, 1, &ben);
  g_assert_cmpint (ben.blocked, ==, HERALD_DRAW_DECKS_EMPTY);
}

/* With every deck holding a card for each player, who rolls next changes nothing in a
 * player's forecast (A11.1): rolls and End Turns keep the forecasts made, and each still
 * equals the engine's. The forecast's key held the phase and the current player, and every
 * player's forecast was made again at every roll and End Turn (issue 14). */
static void
test_forecast_kept_over_turns (void)
{
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (
    "{\"round\": 5, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}},"
    "{\"cities\": 2, \"improvements\": {\"science\": 1}}, {\"cities\": 2}]}", NULL);
  g_autoptr(GError) error = NULL;
  HeraldRules rules;
  guint made;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (rules.digital_cards);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, node,
                                             &error));
  g_assert_no_error (error);
  for (guint step = 0; step < 6; step++)
    {
      HeraldAction action;

      for (guint p = 0; p < 3; p++)
        {
          HeraldDrawForecast kept, fresh;

          herald_session_get_draw_forecast (session, p, &kept);
          herald_game_get_draw_forecast (herald_session_get_game (session), p, NULL, &fresh);
          g_assert_cmpmem (&kept, sizeof kept, &fresh, sizeof fresh);
        }
      if (step == 0)
        made = session->n_forecasts_made;
      /* a roll that gives no card (a trade gate, red 6: no one is at trade level 5) */
      herald_action_init (&action, step % 2 == 0 ? HERALD_ACTION_ROLL : HERALD_ACTION_END_TURN,
                          herald_session_get_state (session)->current);
      if (action.type == HERALD_ACTION_ROLL)
        action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 };
      g_assert_true (herald_session_perform (session, &action, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (made, ==, 3);
  g_assert_cmpuint (session->n_forecasts_made, ==, made);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/session/new-destroy", test_new_destroy);
  g_test_add_func ("/herald/session/default-path", test_default_path);
  g_test_add_func ("/herald/session/new-game", test_new_game);
  g_test_add_func ("/herald/session/setup-round", test_setup_round);
  g_test_add_func ("/herald/session/roll-signals", test_roll_signals);
  g_test_add_func ("/herald/session/refused", test_refused);
  g_test_add_func ("/herald/session/no-game", test_no_game);
  g_test_add_func ("/herald/session/attack", test_attack);
  g_test_add_func ("/herald/session/special-build-status", test_special_build_status);
  g_test_add_func ("/herald/session/autosave-resume", test_autosave_resume);
  g_test_add_func ("/herald/session/broken-file", test_broken_file);
  g_test_add_func ("/herald/session/dice-mode", test_dice_mode);
  g_test_add_func ("/herald/session/dice-mode-resumed", test_dice_mode_resumed);
  g_test_add_func ("/herald/session/balanced-deck-resumed", test_balanced_deck_resumed);
  g_test_add_func ("/herald/session/digital-draw", test_digital_draw);
  g_test_add_func ("/herald/session/game-in-progress", test_game_in_progress);
  g_test_add_func ("/herald/session/balanced-deck-always-loads", test_balanced_deck_always_loads);
  g_test_add_func ("/herald/session/crash-file-at-start-up", test_crash_file_at_start_up);
  g_test_add_func ("/herald/session/forecast-follows-game", test_forecast_follows_game);
  g_test_add_func ("/herald/session/forecast-kept-over-turns", test_forecast_kept_over_turns);

  return g_test_run ();
}
