/* test-game.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-start.h"
#include "herald-test-utils.h"

#define END "{\"type\": \"end_turn\"}"
#define ROLL_QUIET "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}"

static char *
roll_json (const char *event,
           guint       red,
           guint       white)
{
  return g_strdup_printf ("{\"type\": \"roll\", \"event\": \"%s\", \"red\": %u, \"white\": %u}",
                          event, red, white);
}

/* C26, A11.1: level ≥ 1 and red ≤ level + 1, drawn in order from the current player */
static void
test_eligibility_grid (void)
{
  for (guint red = 1; red <= 6; red++)
    {
      g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
        "{\"players\": [{\"improvements\": {\"trade\": 0}}, {\"improvements\": {\"trade\": 1}},"
        " {\"improvements\": {\"trade\": 3}},"
        " {\"improvements\": {\"trade\": 5}, \"metropolises\": [\"trade\"]}]}");
      g_autofree char *roll = roll_json ("trade", red, 1);
      GArray *outcomes = herald_game_get_outcomes (game);
      guint8 drawn[4];
      guint n = 0, expected_n = 0;
      static const guint levels[4] = { 0, 1, 3, 5 };

      herald_test_apply_ok (game, roll);
      for (guint i = 0; i < outcomes->len; i++)
        {
          const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

          if (o->type == HERALD_OUTCOME_PROGRESS_DRAW)
            {
              g_assert_cmpint (o->track, ==, HERALD_TRACK_TRADE);
              drawn[n++] = o->player;
            }
        }
      for (guint p = 0; p < 4; p++)
        if (levels[p] >= 1 && red <= levels[p] + 1)
          {
            g_assert_cmpuint (n, >, expected_n);
            g_assert_cmpuint (drawn[expected_n], ==, p);
            expected_n++;
          }
      g_assert_cmpuint (n, ==, expected_n);
    }
}

static void
test_eligibility_function (void)
{
  for (guint level = 0; level <= 5; level++)
    {
      g_autofree char *start = g_strdup_printf (
        "{\"players\": [{\"improvements\": {\"science\": %u}%s}, {}, {}]}", level,
        level >= 4 ? ", \"metropolises\": [\"science\"]" : "");
      g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);

      for (guint red = 1; red <= 6; red++)
        {
          /* C28 guards against the "red ≤ level" reading */
          gboolean expected = level >= 1 && red <= level + 1;

          g_assert_cmpint (herald_game_draws (game, 0, HERALD_TRACK_SCIENCE, red), ==, expected);
          g_assert_false (herald_game_draws (game, 0, HERALD_TRACK_TRADE, red));
        }
    }
}

/* A11.2: the current player first, then clockwise */
static void
test_draw_order (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"current\": 2, \"players\": [{\"improvements\": {\"politics\": 5}, "
    "\"metropolises\": [\"politics\"]}, "
    "{\"improvements\": {\"politics\": 5}}, {\"improvements\": {\"politics\": 5}}, "
    "{\"improvements\": {\"politics\": 5}}]}");
  GArray *outcomes = herald_game_get_outcomes (game);
  guint order[4], n = 0;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 1, \"white\": 1}");
  for (guint i = 0; i < outcomes->len; i++)
    if (g_array_index (outcomes, HeraldOutcome, i).type == HERALD_OUTCOME_PROGRESS_DRAW)
      order[n++] = g_array_index (outcomes, HeraldOutcome, i).player;
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (order[0], ==, 2);
  g_assert_cmpuint (order[1], ==, 3);
  g_assert_cmpuint (order[2], ==, 0);
  g_assert_cmpuint (order[3], ==, 1);
}

/* C7, A12.1: a VP card is revealed at once, counts 1 VP and not against the limit */
static void
test_vp_card (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{}, {\"improvements\": {\"politics\": 1}, \"progress_cards\": "
    "[\"spy\", \"spy\", \"bishop\", \"wedding\"]}, {}], \"decks\": {\"politics\": "
    "[\"constitution\", \"spy\"]}}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 1, \"white\": 3}");
  g_assert_cmpuint (s->players[1].n_vp_cards, ==, 1);
  g_assert_cmpuint (s->players[1].n_hand, ==, 4);
  g_assert_cmpuint (s->n_pending, ==, 0);
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 4);
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_VP_CARD), ==, 1);
  herald_test_apply_fails (game, "{\"type\": \"discard_card\", \"player\": 1, \"card\": \"constitution\"}",
                           "face up");
}

/* C31, A12.2: a fifth card off-turn is discarded at once, the player's choice */
static void
test_hand_limit_off_turn (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{}, {\"improvements\": {\"trade\": 2}, \"vp_cards\": [\"printer\"], "
    "\"progress_cards\": [\"spy\", \"smith\", \"bishop\", \"wedding\"]}, {}], "
    "\"decks\": {\"trade\": [\"merchant\"]}}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (s->players[1].n_hand, ==, 5);
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpint (s->pending[0].type, ==, HERALD_PENDING_DISCARD_CARD);
  g_assert_cmpuint (s->pending[0].player, ==, 1);
  herald_test_apply_fails (game, END, "pending");
  herald_test_apply_ok (game, "{\"type\": \"discard_card\", \"player\": 1, \"card\": \"merchant\"}");
  g_assert_cmpuint (s->players[1].n_hand, ==, 4);
  g_assert_cmpuint (s->n_pending, ==, 0);
  /* the discarded card went under its deck (A11.6) */
  g_assert_cmpuint (s->n_deck[HERALD_TRACK_TRADE], ==, 1);
  g_assert_cmpuint (s->deck[HERALD_TRACK_TRADE][0], ==, HERALD_CARD_MERCHANT);
  herald_test_apply_ok (game, END);
}

/* C33, A12.3: own turn: hold 5 until the end (b), or at once (a) */
static void
test_hand_limit_own_turn (void)
{
  const char *start =
    "{\"players\": [{\"improvements\": {\"trade\": 2}, \"progress_cards\": "
    "[\"spy\", \"smith\", \"bishop\", \"wedding\"]}, {\"cities\": 2}, {}], "
    "\"decks\": {\"trade\": [\"merchant\", \"merchant\"]}}";
  g_autoptr(HeraldGame) b = herald_test_game_new (NULL, 3, start);
  g_autoptr(HeraldGame) a = herald_test_game_new (
    "{\"variants\": {\"hand_limit\": \"immediate\"}}", 3, start);

  herald_test_apply_ok (b, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_game_get_state (b)->players[0].n_hand, ==, 5);
  g_assert_cmpuint (herald_game_get_state (b)->n_pending, ==, 0);
  herald_test_apply_fails (b, END, "must discard down to 4");
  /* playing a card brings the hand back to 4 too */
  herald_test_apply_ok (b, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"merchant\"}");
  g_assert_true (herald_game_get_state (b)->players[0].merchant);
  herald_test_apply_ok (b, END);

  herald_test_apply_ok (a, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_game_get_state (a)->n_pending, ==, 1);
  /* the Wedding needs a richer player (A14): Ben has 4 VP */
  herald_test_apply_ok (a, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"wedding\"}");
  g_assert_cmpuint (herald_game_get_state (a)->n_pending, ==, 0);
}

/* C30, A11.3: an empty deck gives nothing */
static void
test_deck_empty (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"improvements\": {\"politics\": 5}, \"metropolises\": [\"politics\"]},"
    " {\"improvements\": {\"politics\": 5}}, {}], \"decks\": {\"politics\": [\"spy\"]}}");
  const HeraldOutcome *o;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 2, \"white\": 3}");
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_PROGRESS_DRAW), ==, 1);
  o = herald_test_last_outcome (game, HERALD_OUTCOME_DECK_EMPTY);
  g_assert_nonnull (o);
  g_assert_cmpuint (o->n_players, ==, 1);
  g_assert_cmpuint (o->players[0], ==, 1);
}

/* Physical cards: Herald only says who draws from which deck */
static void
test_physical_cards (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
    "{\"players\": [{\"improvements\": {\"science\": 2}}, {}, {}]}");
  const HeraldOutcome *o;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 3, \"white\": 3}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_PROGRESS_DRAW);
  g_assert_cmpint (o->player, ==, 0);
  g_assert_cmpint (o->card, ==, -1);
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_hand, ==, 0);
  herald_test_apply_ok (game, "{\"type\": \"reveal_vp_card\", \"player\": 0, \"card\": \"printer\"}");
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 4);
  herald_test_apply_fails (game, "{\"type\": \"reveal_vp_card\", \"player\": 1, \"card\": \"printer\"}",
                           "already revealed");
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"merchant\"}");
  g_assert_true (herald_game_get_state (game)->players[0].merchant);
}

/* A2.1: settlements in turn order, then cities in reverse order */
static void
test_setup_round (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"setup\": true}");
  const HeraldState *s = herald_game_get_state (game);

  g_assert_cmpint (s->phase, ==, HERALD_PHASE_SETUP);
  herald_test_apply_fails (game, ROLL_QUIET, "setup round");
  herald_test_apply_fails (game, "{\"type\": \"setup_settlement\", \"player\": 1}", "Anna");
  herald_test_apply_ok (game, "{\"type\": \"setup_settlement\", \"player\": 0}");
  herald_test_apply_fails (game, "{\"type\": \"setup_city\", \"player\": 1}", "settlements");
  herald_test_apply_ok (game, "{\"type\": \"setup_settlement\", \"player\": 1}");
  herald_test_apply_ok (game, "{\"type\": \"setup_settlement\", \"player\": 2}");
  g_assert_cmpuint (s->current, ==, 2);
  herald_test_apply_fails (game, "{\"type\": \"setup_city\", \"player\": 0}", "Cleo");
  herald_test_apply_ok (game, "{\"type\": \"setup_city\", \"player\": 2}");
  herald_test_apply_ok (game, "{\"type\": \"setup_city\", \"player\": 1}");
  herald_test_apply_ok (game, "{\"type\": \"setup_city\", \"player\": 0}");
  g_assert_cmpint (s->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_cmpuint (s->current, ==, 0);
  /* A2.3: everyone starts with 3 VP */
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (herald_test_vp (game, p), ==, 3);
  herald_test_apply_ok (game, ROLL_QUIET);
}

/* A2.3, A2.7, A21.2 (V14-7): a target below 3 is refused with a GError; 3, which the setup
 * round reaches, is only a file's (New Game offers HERALD_MIN_VICTORY_POINTS and up); the
 * lowest target offered leaves the game running after the setup round */
static void
test_target_range (void)
{
  HeraldRules rules;
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) lowest = NULL;
  g_autoptr(HeraldGame) highest = NULL;
  HeraldStart start = { 0 };
  const HeraldState *s;

  g_assert_cmpuint (HERALD_MIN_VICTORY_POINTS, ==, HERALD_STARTING_VP + 1);
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  /* a target of 3 is refused in New Game and Preferences (their range is the engine's,
   * test-settings-range), and still taken from a file of an older Herald: below it, refused */
  g_assert_cmpuint (HERALD_MIN_SAVED_VICTORY_POINTS, ==, HERALD_STARTING_VP);
  for (guint target = 0; target < HERALD_MIN_SAVED_VICTORY_POINTS; target++)
    {
      g_autoptr(HeraldGame) game = NULL;

      rules.victory_points = target;
      game = herald_game_new (&rules, herald_test_players, 3, NULL, 7, &error);
      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "3–30"));
      g_clear_error (&error);
    }
  /* a file of an older Herald, whose New Game offered 3, loads */
  rules.victory_points = HERALD_MIN_SAVED_VICTORY_POINTS;
  {
    g_autoptr(HeraldGame) older = herald_game_new (&rules, herald_test_players, 3, NULL, 7, &error);

    g_assert_no_error (error);
    g_assert_nonnull (older);
  }
  rules.victory_points = HERALD_MAX_VICTORY_POINTS + 1;
  g_assert_null (herald_game_new (&rules, herald_test_players, 3, NULL, 7, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_clear_error (&error);
  rules.victory_points = HERALD_MAX_VICTORY_POINTS;
  highest = herald_game_new (&rules, herald_test_players, 3, NULL, 7, &error);
  g_assert_no_error (error);
  g_assert_nonnull (highest);

  /* the lowest target, with the setup round: nobody has won when it ends */
  rules.victory_points = HERALD_MIN_VICTORY_POINTS;
  herald_start_init (&start);
  start.setup = TRUE;
  lowest = herald_game_new (&rules, herald_test_players, 3, &start, 7, &error);
  g_assert_no_error (error);
  s = herald_game_get_state (lowest);
  herald_test_apply_ok (lowest, "{\"type\": \"setup_settlement\", \"player\": 0}");
  herald_test_apply_ok (lowest, "{\"type\": \"setup_settlement\", \"player\": 1}");
  herald_test_apply_ok (lowest, "{\"type\": \"setup_settlement\", \"player\": 2}");
  herald_test_apply_ok (lowest, "{\"type\": \"setup_city\", \"player\": 2}");
  herald_test_apply_ok (lowest, "{\"type\": \"setup_city\", \"player\": 1}");
  herald_test_apply_ok (lowest, "{\"type\": \"setup_city\", \"player\": 0}");
  g_assert_cmpint (s->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_cmpint (s->winner, ==, -1);
  g_assert_cmpuint (herald_test_vp (lowest, 0), ==, HERALD_STARTING_VP);
  herald_test_apply_ok (lowest, ROLL_QUIET);
}

/* A18: 2 knights per rank, Fortress for mighty, one promotion per turn; C42, C43 */
static void
test_knights (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"improvements\": {\"politics\": 2}}, {\"knights\": [{\"level\": 1}]}, {}]}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, "{\"type\": \"build_knight\", \"player\": 0}");
  herald_test_apply_ok (game, "{\"type\": \"build_knight\", \"player\": 0}");
  herald_test_apply_fails (game, "{\"type\": \"build_knight\", \"player\": 0}", "2 of each rank");
  herald_test_apply_ok (game, "{\"type\": \"upgrade_knight\", \"player\": 0, \"knight\": 0}");
  herald_test_apply_fails (game, "{\"type\": \"upgrade_knight\", \"player\": 0, \"knight\": 0}",
                           "once per turn");
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 0, \"knight\": 0}");
  g_assert_cmpuint (herald_game_get_knight_strength (game, 0), ==, 2);
  /* activated this turn: counts for defence, cannot act (C42) */
  herald_test_apply_fails (game, "{\"type\": \"knight_action\", \"player\": 0, \"knight\": 0, "
                           "\"kind\": \"move\"}", "activated this turn");
  herald_test_apply_fails (game, "{\"type\": \"activate_knight\", \"player\": 1, \"knight\": 0}",
                           "turn");
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  /* no Fortress: no mighty knight (C43) */
  herald_test_apply_fails (game, "{\"type\": \"upgrade_knight\", \"player\": 0, \"knight\": 0}",
                           "Fortress");
  /* an active knight from an earlier turn acts, becomes inactive; reactivated it cannot act */
  herald_test_apply_fails (game, "{\"type\": \"knight_action\", \"player\": 0, \"knight\": 0, "
                           "\"kind\": \"displace\", \"target\": 0, \"target_knight\": 1}", "opponent");
  herald_test_apply_ok (game, "{\"type\": \"knight_action\", \"player\": 0, \"knight\": 0, "
                        "\"kind\": \"displace\", \"target\": 1, \"target_knight\": 0, \"removed\": true}");
  g_assert_cmpuint (s->players[1].n_knights, ==, 0);
  g_assert_false (s->players[0].knights[0].active);
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 0, \"knight\": 0}");
  herald_test_apply_fails (game, "{\"type\": \"knight_action\", \"player\": 0, \"knight\": 0, "
                           "\"kind\": \"move\"}", NULL);
  /* A9: no robber chase before the first attack */
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_fails (game, "{\"type\": \"knight_action\", \"player\": 0, \"knight\": 0, "
                           "\"kind\": \"chase_robber\"}", "desert");
}

/* A19.1, C44: three walls at most; the Engineer cannot build a fourth */
static void
test_walls (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 4, \"settlements\": 0, \"walls\": 3, \"progress_cards\": "
    "[\"engineer\"]}, {}, {}]}");

  herald_test_apply_ok (game, ROLL_QUIET);
  g_assert_cmpuint (herald_game_get_discard_limit (game, 0), ==, 13);
  herald_test_apply_fails (game, "{\"type\": \"build_wall\", \"player\": 0}", "3 city walls");
  herald_test_apply_fails (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"engineer\"}",
                           "3 city walls");
  herald_test_apply_fails (game, "{\"type\": \"build_wall\", \"player\": 1, \"city\": 0}", "turn");
}

/* A19.2: the 7's discard limit, 7 and 2 more a wall, and back from a limit to its walls (the
 * history's sentence of a 7 told after a wall was lost) */
static void
test_discard_limit_rule (void)
{
  static const guint limits[] = { 7, 9, 11, 13 };

  for (guint walls = 0; walls <= HERALD_MAX_WALLS; walls++)
    {
      g_assert_cmpuint (herald_discard_limit (walls), ==, limits[walls]);
      g_assert_cmpuint (herald_discard_limit_walls (limits[walls]), ==, walls);
    }
  g_assert_cmpuint (herald_discard_limit_walls (0), ==, 0);
  g_assert_cmpuint (herald_discard_limit_walls (6), ==, 0);
}

/* C23, A9: a 7 before the first attack: discards, no robber, no Bishop */
static void
test_seven_before_attack (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"bishop\"], \"improvements\": {\"trade\": 2}}, "
    "{\"walls\": 1}, {}]}");
  g_autoptr(HeraldGame) first = herald_test_game_new ("{\"edition\": \"first-edition\"}", 3,
    "{\"players\": [{\"progress_cards\": [\"bishop\"]}, {}, {}]}");
  const HeraldOutcome *o;
  GArray *outcomes = herald_game_get_outcomes (game);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4}");
  /* the event first (A3.3): the draw comes before the 7 */
  g_assert_cmpint (g_array_index (outcomes, HeraldOutcome, 1).type, ==,
                   HERALD_OUTCOME_PROGRESS_DRAW);
  o = herald_test_last_outcome (game, HERALD_OUTCOME_SEVEN);
  g_assert_nonnull (o);
  g_assert_false (o->robber_may_move);
  g_assert_cmpuint (o->values[1], ==, 9);
  g_assert_cmpuint (o->values[0], ==, 7);
  herald_test_apply_fails (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"bishop\"}",
                           "first barbarian attack");

  /* the first edition's robber is active from the start (B.1) */
  herald_test_apply_ok (first, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4}");
  g_assert_true (herald_test_last_outcome (first, HERALD_OUTCOME_SEVEN)->robber_may_move);
  herald_test_apply_ok (first, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"bishop\"}");
}

/* C25, C34, A3: the Alchemist goes with the roll; its red value decides the draws */
static void
test_alchemist (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"alchemist\"], \"improvements\": {\"science\": 4}},"
    " {\"improvements\": {\"science\": 5}, \"metropolises\": [\"science\"]}, {}],"
    " \"decks\": {\"science\": [\"crane\"]}}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_fails (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"alchemist\"}",
                           "before the roll");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, \"white\": 2,"
                        " \"alchemist\": true}");
  /* red 6 needs level 5: only B draws */
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_PROGRESS_DRAW), ==, 1);
  g_assert_cmpint (herald_test_last_outcome (game, HERALD_OUTCOME_PROGRESS_DRAW)->player, ==, 1);
  g_assert_cmpuint (s->players[0].n_hand, ==, 0);
  g_assert_cmpuint (s->deck[HERALD_TRACK_SCIENCE][s->n_deck[HERALD_TRACK_SCIENCE] - 1], ==,
                    HERALD_CARD_ALCHEMIST);
  herald_test_apply_ok (game, END);
  herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 3, "
                           "\"white\": 4, \"alchemist\": true}", "no Alchemist");
}

/* C47: the current Saboteur hits everyone with as many or more VP */
static void
test_saboteur (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"players\": [{\"cities\": 3, \"settlements\": 2, \"progress_cards\": [\"saboteur\"]}, "
    "{\"cities\": 3, \"settlements\": 2}, {\"cities\": 4, \"settlements\": 2}, "
    "{\"cities\": 3, \"settlements\": 1}]}");
  g_autoptr(HeraldGame) first = herald_test_game_new ("{\"edition\": \"first-edition\"}", 3,
    "{\"players\": [{\"progress_cards\": [\"saboteur\"]}, {\"cities\": 1, \"metropolises\": "
    "[\"trade\"], \"improvements\": {\"trade\": 4}}, {\"cities\": 2}]}");
  const HeraldOutcome *o;

  g_assert_cmpuint (herald_test_vp (game, 0), ==, 8);
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\"}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_SABOTEUR);
  g_assert_cmpuint (o->n_players, ==, 2);
  g_assert_cmpuint (o->players[0], ==, 1);
  g_assert_cmpuint (o->players[1], ==, 2);

  /* first edition: a city is sabotaged; never a metropolis */
  herald_test_apply_ok (first, ROLL_QUIET);
  herald_test_apply_fails (first, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\","
                           " \"target\": 1}", "cannot");
  herald_test_apply_ok (first, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\","
                        " \"target\": 2}");
  g_assert_true (herald_game_get_state (first)->players[2].cities[0].sabotaged);
  /* a sabotaged city still counts 2 VP and for the barbarians */
  g_assert_cmpuint (herald_test_vp (first, 2), ==, 5);
}

/* Deserter, Spy, Warlord, Smith, Medicine (A14, A18.7) */
static void
test_cards_with_state (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"deserter\", \"spy\", \"warlord\", \"smith\"], "
    "\"knights\": [{\"level\": 1}, {\"level\": 2}]}, "
    "{\"knights\": [{\"level\": 3, \"active\": true}], \"progress_cards\": [\"medicine\"]}, {}]}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, ROLL_QUIET);
  /* C43: a mighty knight from the Deserter without a Fortress */
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"deserter\", "
                        "\"target\": 1, \"target_knight\": 0}");
  g_assert_cmpuint (s->players[1].n_knights, ==, 0);
  g_assert_cmpuint (s->players[0].n_knights, ==, 3);
  g_assert_cmpuint (s->players[0].knights[2].level, ==, 3);
  g_assert_true (s->players[0].knights[2].active);
  /* the Spy takes a card, never a VP card */
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"spy\", "
                        "\"target\": 1, \"target_card\": \"medicine\"}");
  g_assert_cmpuint (s->players[1].n_hand, ==, 0);
  g_assert_cmpuint (s->players[0].n_hand, ==, 3);
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"warlord\"}");
  g_assert_cmpuint (herald_game_get_knight_strength (game, 0), ==, 6);
  /* the Smith: the strong knight needs the Fortress */
  herald_test_apply_fails (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"smith\", "
                           "\"knights\": [0, 1]}", "Fortress");
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"smith\", "
                        "\"knights\": [0]}");
  g_assert_cmpuint (s->players[0].knights[0].level, ==, 2);
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"medicine\"}");
  g_assert_cmpuint (s->players[0].n_cities, ==, 2);
  g_assert_cmpuint (s->players[0].settlements, ==, 0);
}

/* A21.3: a win during the own turn at once; off-turn only at the start of the own turn */
static void
test_winning (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"victory_points\": 10}", 3,
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 4, \"settlements\": 0}, "
    "{\"cities\": 4, \"settlements\": 1, \"knights\": [{\"level\": 3, \"active\": true}, "
    "{\"level\": 3, \"active\": true}, {\"level\": 2, \"active\": true}, "
    "{\"level\": 2, \"active\": true}]}, {}]}");
  const HeraldState *s = herald_game_get_state (game);

  /* B reaches 10 with the Defender card on A's roll: no win yet */
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 10);
  g_assert_cmpint (s->winner, ==, -1);
  herald_test_apply_ok (game, END);
  g_assert_cmpint (s->winner, ==, 1);
  g_assert_cmpint (s->phase, ==, HERALD_PHASE_OVER);
  herald_test_apply_fails (game, ROLL_QUIET, "over");
  /* undo reopens the game */
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpint (s->winner, ==, -1);

  {
    g_autoptr(HeraldGame) own = herald_test_game_new ("{\"victory_points\": 10}", 3,
      "{\"players\": [{\"cities\": 4, \"settlements\": 1}, {}, {}]}");

    herald_test_apply_ok (own, ROLL_QUIET);
    herald_test_apply_ok (own, "{\"type\": \"set_longest_road\", \"player\": 0}");
    g_assert_cmpint (herald_game_get_state (own)->winner, ==, 0);
    g_assert_cmpuint (herald_test_count_outcomes (own, HERALD_OUTCOME_WINNER), ==, 1);
  }
}

/* A22.3, C49: the special build phase */
static void
test_special_build (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (
    "{\"five_six_players\": true, \"victory_points\": 10}", 5,
    "{\"players\": [{}, {\"cities\": 4, \"settlements\": 1, \"longest_road\": true, "
    "\"knights\": [{\"level\": 1}], \"progress_cards\": [\"warlord\"]}, {}, {}, {}]}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  g_assert_cmpint (s->phase, ==, HERALD_PHASE_SPECIAL_BUILD);
  g_assert_cmpuint (s->special_builder, ==, 0);
  g_assert_cmpuint (s->current, ==, 0);
  herald_test_apply_fails (game, "{\"type\": \"build_settlement\", \"player\": 0}", "special build");
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 1, \"knight\": 0}");
  herald_test_apply_ok (game, "{\"type\": \"build_wall\", \"player\": 1}");
  herald_test_apply_fails (game, "{\"type\": \"play_card\", \"player\": 1, \"card\": \"warlord\"}",
                           "special build");
  /* B has 12 VP, but no win in the special build phase */
  herald_test_apply_ok (game, "{\"type\": \"build_settlement\", \"player\": 1}");
  g_assert_cmpint (s->winner, ==, -1);
  herald_test_apply_fails (game, ROLL_QUIET, "special build phase");
  herald_test_apply_ok (game, "{\"type\": \"end_special_build\"}");
  /* B's turn begins with ≥ 10: B wins */
  g_assert_cmpint (s->winner, ==, 1);
}

static void
test_special_build_knight_acts (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"five_six_players\": true}", 5,
    "{\"players\": [{}, {\"knights\": [{\"level\": 1}]}, {}, {}, {}]}");

  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 1, \"knight\": 0}");
  herald_test_apply_ok (game, "{\"type\": \"end_special_build\"}");
  herald_test_apply_ok (game, ROLL_QUIET);
  /* activated before B's turn began: it may act now (A22.3) */
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  g_assert_cmpuint (herald_game_get_state (game)->special_builder, ==, 1);
  /* round the table: four more turns, each with its special build phase */
  for (guint turn = 0; turn < 4; turn++)
    {
      herald_test_apply_ok (game, "{\"type\": \"end_special_build\"}");
      herald_test_apply_ok (game, ROLL_QUIET);
      herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
    }
  herald_test_apply_ok (game, "{\"type\": \"end_special_build\"}");
  herald_test_apply_ok (game, ROLL_QUIET);
  herald_test_apply_ok (game, "{\"type\": \"knight_action\", \"player\": 1, \"knight\": 0, "
                        "\"kind\": \"move\"}");
}

/* B.4 c easy start, B.5 friendly barbarian, A23.1 Seafarers */
static void
test_variants (void)
{
  g_autoptr(HeraldGame) easy = herald_test_game_new ("{\"variants\": {\"easy_start\": true}}", 3, NULL);
  g_autoptr(HeraldGame) friendly = herald_test_game_new (
    "{\"variants\": {\"friendly_barbarian\": true}}", 3, "{\"barbarian_position\": 6}");
  g_autoptr(HeraldGame) sea = herald_test_game_new ("{\"variants\": {\"seafarers\": true}}", 3, NULL);

  herald_test_apply_fails (easy, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, "
                           "\"white\": 4, \"alchemist\": true}", "easy start");
  herald_test_apply_ok (easy, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  g_assert_cmpuint (herald_test_count_outcomes (easy, HERALD_OUTCOME_REROLL), ==, 1);
  g_assert_cmpint (herald_game_get_state (easy)->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  herald_test_apply_ok (easy, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_game_get_state (easy)->barbarian_position, ==, 0);
  g_assert_cmpuint (herald_test_count_outcomes (easy, HERALD_OUTCOME_SHIP_HELD), ==, 1);

  g_assert_false (herald_game_next_ship_lands (friendly));
  herald_test_apply_ok (friendly, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_test_count_outcomes (friendly, HERALD_OUTCOME_ATTACK), ==, 0);
  herald_test_apply_ok (friendly, END);
  herald_test_apply_ok (friendly, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_test_count_outcomes (friendly, HERALD_OUTCOME_ATTACK), ==, 1);
  /* after the first attack the track is 7 again */
  g_assert_cmpuint (herald_game_get_steps_left (friendly), ==, 7);

  g_assert_cmpuint (herald_rules_get_target (herald_game_get_rules (sea)), ==, 15);
}

/* Undo drops the last action and rebuilds; redo applies it again: round trips */
static void
test_undo_redo (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"improvements\": {\"trade\": 5}, \"metropolises\": [\"trade\"]}, {}, {}]}");
  g_autofree char *start = herald_save_to_data (game, NULL);
  g_autofree char *after = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  g_autoptr(GError) error = NULL;
  const char *actions[] = {
    "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 2}",
    "{\"type\": \"build_knight\", \"player\": 0}",
    "{\"type\": \"activate_knight\", \"player\": 0, \"knight\": 0}",
    "{\"type\": \"build_city\", \"player\": 0}",
    END,
    "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 5}",
  };

  g_assert_false (herald_game_can_undo (game));
  g_assert_false (herald_game_undo (game, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    herald_test_apply_ok (game, actions[i]);
  after = herald_save_to_data (game, NULL);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 6);

  while (herald_game_can_undo (game))
    g_assert_true (herald_game_undo (game, NULL));
  undone = herald_save_to_data (game, NULL);
  /* the log is empty again; the file keeps the undone actions and rolls after it */
  g_assert_cmpint (strncmp (undone, start, strlen (start) - 2), ==, 0);
  g_assert_true (g_str_has_prefix (undone + strlen (start) - 2, ",\n  \"undone\" : ["));
  g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, 2);
  g_assert_cmpuint (herald_game_get_outcomes (game)->len, ==, 0);

  while (herald_game_can_redo (game))
    g_assert_true (herald_game_redo (game, NULL, NULL));
  redone = herald_save_to_data (game, NULL);
  g_assert_cmpstr (redone, ==, after);

  /* a new action drops the redo list (with Herald's dice, other dice where the undone
   * roll's are kept are a deliberate re-roll: herald_game_check_entered_roll ()) */
  g_assert_true (herald_game_undo (game, NULL));
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 5, \"again\": true}");
  g_assert_false (herald_game_can_redo (game));
}

/* The action Redo would bring back next, taken as a new step, is a redo: the rest of the redo
 * list stays. "The same" is the action as the log records it (herald_action_equal (): its JSON,
 * the dice, `again` and the player included), not the time it was taken. On main at afb143e
 * any new action dropped the whole list (breaker: Undo, Roll with the same dice lost every
 * later step). */
static void
test_redo_same_action (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  HeraldAction first, other;
  static const char * const steps[] = {
    "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}",
    END,
    "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, \"white\": 4}",
    END,
  };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    herald_test_apply_ok (game, steps[i]);
  while (herald_game_can_undo (game))
    g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 4);

  /* Anna's roll again, the same dice, taken later: a redo, three steps left to redo */
  node = json_from_string (steps[0], NULL);
  g_assert_true (herald_action_from_json (node, &first, &error));
  g_assert_no_error (error);
  first.time = 1796412600;
  g_assert_true (herald_action_equal (&first, herald_game_get_redo_action (game, 3)));
  g_assert_true (herald_game_apply (game, &first, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 3);
  g_assert_true (herald_game_check_redo (game, NULL));
  g_assert_true (herald_game_redo (game, NULL, &error));    /* the end of Anna's turn */
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2);
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 2);

  /* Ben's roll with other dice, or the same dice as a deliberate re-roll: another action */
  other = *herald_game_get_redo_action (game, 1);
  other.roll.red = 5;
  g_assert_false (herald_action_equal (&other, herald_game_get_redo_action (game, 1)));
  other = *herald_game_get_redo_action (game, 1);
  other.again = TRUE;
  g_assert_false (herald_action_equal (&other, herald_game_get_redo_action (game, 1)));
  g_assert_true (herald_game_apply (game, &other, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 0);
}

/* A16.1, A16.4, A7.7: costs, commodities, and the level-3 abilities kept without a city */
static void
test_improvement_facts (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 0, \"improvements\": {\"trade\": 3, \"science\": 4}},"
    " {\"improvements\": {\"science\": 4}, \"metropolises\": [\"science\"]}, {}]}");
  g_autoptr(JsonNode) state = herald_game_state_to_json (game);
  JsonArray *players = json_object_get_array_member (json_node_get_object (state), "players");
  JsonArray *abilities = json_object_get_array_member (json_array_get_object_element (players, 0),
                                                        "abilities");

  for (guint level = 1; level <= 5; level++)
    {
      g_assert_cmpuint (herald_improvement_cost (level, FALSE), ==, level);
      g_assert_cmpuint (herald_improvement_cost (level, TRUE), ==, level - 1);
    }
  /* A15: a sabotaged city is repaired with 1 lumber and 1 ore */
  for (guint r = 0; r < HERALD_N_RESOURCES; r++)
    g_assert_cmpuint (herald_repair_cost ()->resources[r], ==, r == HERALD_RESOURCE_LUMBER || r == HERALD_RESOURCE_ORE ? 1 : 0);
  g_assert_cmpstr (herald_track_get_commodity (HERALD_TRACK_TRADE), ==, "cloth");
  g_assert_cmpstr (herald_track_get_commodity (HERALD_TRACK_POLITICS), ==, "coin");
  g_assert_cmpstr (herald_track_get_commodity (HERALD_TRACK_SCIENCE), ==, "paper");
  g_assert_cmpuint (json_array_get_length (abilities), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (abilities, 0), ==, "merchant_guild");
  g_assert_cmpstr (json_array_get_string_element (abilities, 1), ==, "aqueduct");
}

/* The audit of a game's dice (herald-cli replay "statistics") */
static void
test_statistics (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": [{\"improvements\": {\"trade\": 5}, "
    "\"cities\": 2, \"metropolises\": [\"trade\"], "
    "\"progress_cards\": [\"alchemist\"]}, {\"knights\": [{\"level\": 1, \"active\": true}]}, {}]}");
  HeraldStatistics st;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 6, \"white\": 6}");
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6}");
  herald_game_get_statistics (game, &st);
  g_assert_cmpuint (st.n_rolls, ==, 2);
  g_assert_cmpuint (st.totals[12], ==, 1);
  g_assert_cmpuint (st.totals[7], ==, 1);
  g_assert_cmpuint (st.red[6], ==, 1);
  g_assert_cmpuint (st.red[1], ==, 1);
  g_assert_cmpuint (st.white[6], ==, 2);
  g_assert_cmpuint (st.events[HERALD_EVENT_SHIP], ==, 1);
  g_assert_cmpuint (st.events[HERALD_EVENT_TRADE], ==, 1);
  g_assert_cmpuint (st.attacks, ==, 1);
  g_assert_cmpuint (st.catan_wins, ==, 0);
  g_assert_cmpuint (st.cities_lost[0] + st.cities_lost[2], ==, 2);
  g_assert_cmpuint (st.draws[0], ==, 1);
  /* twelve on two rolls is unlikely for fair dice: a large chi-square, a small p */
  g_assert_cmpfloat (st.chi_square, >, 10);
  g_assert_cmpfloat (st.p_value, <, 0.5);

  /* Alchemist dice are chosen, not rolled: only the event die counts */
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 3, \"white\": 5}");
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 2, "
                        "\"alchemist\": true}");
  herald_game_get_statistics (game, &st);
  g_assert_cmpuint (st.n_rolls, ==, 3);
  g_assert_cmpuint (st.n_events, ==, 4);
  g_assert_cmpuint (st.totals[4], ==, 0);
  /* and counted apart, for the statistics to say so (N43-4) */
  g_assert_cmpuint (st.n_alchemist_rolls, ==, 1);
}

static void
test_p_value (void)
{
  /* tabulated critical values of the chi-square distribution */
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (3.841, 1), 0.05, 0.001);
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (11.070, 5), 0.05, 0.001);
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (18.307, 10), 0.05, 0.001);
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (29.588, 10), 0.001, 0.0002);
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (9.342, 10), 0.5, 0.001);
  g_assert_cmpfloat_with_epsilon (herald_chi_square_p_value (0, 10), 1.0, 1e-9);
}

/* A3.4: building of every kind comes after the roll; the same actions pass after it */
static void
test_build_after_roll (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"settlements\": 2, \"cities\": 1, \"knights\": [{\"level\": 1, "
    "\"active\": false}]}, {}, {}]}");
  const char *builds[] = {
    "{\"type\": \"build_settlement\", \"player\": 0}",
    "{\"type\": \"build_city\", \"player\": 0}",
    "{\"type\": \"build_wall\", \"player\": 0}",
    "{\"type\": \"build_knight\", \"player\": 0}",
    "{\"type\": \"activate_knight\", \"player\": 0, \"knight\": 0}",
    "{\"type\": \"upgrade_knight\", \"player\": 0, \"knight\": 0}",
    "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"science\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (builds); i++)
    herald_test_apply_fails (game, builds[i], "after the roll");
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 5}");
  for (guint i = 0; i < G_N_ELEMENTS (builds); i++)
    herald_test_apply_ok (game, builds[i]);
}

/* Two names are one name to the table when they differ only by spaces at the ends, case,
 * compatible forms, or characters that show nothing: a soft hyphen or a zero-width space made
 * "Ben" and "Be\u00ADn" two players whom every message named alike (breaker report 11, B-9) */
static void
test_names_equal (void)
{
  static const struct { const char *a, *b; gboolean equal; } cases[] = {
    { "Ben", "Ben", TRUE },
    { "Ben", " ben ", TRUE },
    { "Ben", "\xef\xbc\xa2\xef\xbc\xa5\xef\xbc\xae", TRUE },  /* fullwidth BEN */
    { "Ben", "Be\xc2\xadn", TRUE },                                /* soft hyphen */
    { "Ben", "B\xe2\x80\x8b" "en", TRUE },                        /* zero-width space */
    { "Ben", "\xe2\x80\x8e" "Ben", TRUE },                        /* left-to-right mark */
    { "Ben", "Bene", FALSE },
    { "Ben", "B en", FALSE },
    { "Anna", "Ana", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("“%s” and “%s”", cases[i].a, cases[i].b);
      g_assert_cmpint (herald_player_names_equal (cases[i].a, cases[i].b), ==, cases[i].equal);
      g_assert_cmpint (herald_player_names_equal (cases[i].b, cases[i].a), ==, cases[i].equal);
    }
}

/* Newcomer report 19, N19-6: a name of only characters that show nothing (zero-width space,
 * soft hyphen, bidi marks and isolates, joiners, a variation selector, a tag, the Hangul
 * filler) is refused for a new game with a reason that says so; a file that holds one still
 * loads, the name shown as U+FFFD (docs/save-format.md, players) */
static void
test_names_invisible (void)
{
  static const char * const invisible[] = {
    "\xe2\x80\x8b",                      /* U+200B ZERO WIDTH SPACE */
    "\xc2\xad",                          /* U+00AD SOFT HYPHEN */
    "\xe2\x80\x8f\xe2\x80\x8e",          /* RLM, LRM */
    "\xe2\x81\xa6\xe2\x81\xa9",          /* U+2066 LRI, U+2069 PDI */
    "\xe2\x81\xa0",                      /* U+2060 WORD JOINER */
    "\xef\xbb\xbf",                      /* U+FEFF ZERO WIDTH NO-BREAK SPACE */
    "\xd8\x9c",                          /* U+061C ARABIC LETTER MARK */
    "\xcd\x8f",                          /* U+034F COMBINING GRAPHEME JOINER */
    "\xe1\xa0\x8e",                      /* U+180E MONGOLIAN VOWEL SEPARATOR */
    "\xef\xb8\x8f",                      /* U+FE0F VARIATION SELECTOR-16 */
    "\xf3\xa0\x81\x81",                  /* U+E0041 TAG LATIN CAPITAL LETTER A */
    "\xe2\x80\x8d \xe2\x80\x8c",         /* ZWJ, space, ZWNJ */
    "\xe3\x85\xa4",                      /* U+3164 HANGUL FILLER */
    "\xe3\x80\x80",                      /* U+3000 IDEOGRAPHIC SPACE */
  };
  HeraldPlayerInfo players[3] = {
    { (char *) "Anna", HERALD_COLOR_RED },
    { (char *) "Ben", HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_WHITE },
  };
  g_autoptr(HeraldGame) good = NULL;
  g_autofree char *data = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  good = herald_game_new (&rules, players, 3, NULL, 0, NULL);
  g_assert_nonnull (good);
  data = herald_save_to_data (good, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (invisible); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(GString) old = g_string_new (data);
      g_autofree char *named = g_strdup_printf ("\"%s\"", invisible[i]);

      g_test_message ("name %u", i);
      g_assert_false (herald_player_name_is_visible (invisible[i]));
      g_assert_false (herald_player_name_is_valid (invisible[i]));
      players[1].name = (char *) invisible[i];
      game = herald_game_new (&rules, players, 3, NULL, 0, &error);
      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "players[1]: a name needs a letter, digit or sign that shows"));
      g_clear_error (&error);

      /* a file written before the rule: loads, and shows a name */
      g_assert_cmpuint (g_string_replace (old, "\"Ben\"", named, 1), ==, 1);
      game = herald_save_load_data (old->str, old->len, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (herald_game_get_player_name (game, 1), ==, "\xef\xbf\xbd");
    }
  players[1].name = (char *) "B\xe2\x80\x8b" "en";  /* a visible name with one stays a name */
  g_clear_pointer (&good, herald_game_free);
  good = herald_game_new (&rules, players, 3, NULL, 0, NULL);
  g_assert_nonnull (good);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/game/redo-same-action", test_redo_same_action);
  g_test_add_func ("/herald/game/names-equal", test_names_equal);
  g_test_add_func ("/herald/game/names-invisible", test_names_invisible);
  g_test_add_func ("/herald/game/eligibility-grid", test_eligibility_grid);
  g_test_add_func ("/herald/game/eligibility-function", test_eligibility_function);
  g_test_add_func ("/herald/game/draw-order", test_draw_order);
  g_test_add_func ("/herald/game/vp-card", test_vp_card);
  g_test_add_func ("/herald/game/hand-limit-off-turn", test_hand_limit_off_turn);
  g_test_add_func ("/herald/game/hand-limit-own-turn", test_hand_limit_own_turn);
  g_test_add_func ("/herald/game/deck-empty", test_deck_empty);
  g_test_add_func ("/herald/game/physical-cards", test_physical_cards);
  g_test_add_func ("/herald/game/setup-round", test_setup_round);
  g_test_add_func ("/herald/game/target-range", test_target_range);
  g_test_add_func ("/herald/game/knights", test_knights);
  g_test_add_func ("/herald/game/walls", test_walls);
  g_test_add_func ("/herald/game/discard-limit-rule", test_discard_limit_rule);
  g_test_add_func ("/herald/game/seven-before-attack", test_seven_before_attack);
  g_test_add_func ("/herald/game/alchemist", test_alchemist);
  g_test_add_func ("/herald/game/saboteur", test_saboteur);
  g_test_add_func ("/herald/game/cards-with-state", test_cards_with_state);
  g_test_add_func ("/herald/game/winning", test_winning);
  g_test_add_func ("/herald/game/build-after-roll", test_build_after_roll);
  g_test_add_func ("/herald/game/special-build", test_special_build);
  g_test_add_func ("/herald/game/special-build-knight-acts", test_special_build_knight_acts);
  g_test_add_func ("/herald/game/variants", test_variants);
  g_test_add_func ("/herald/game/undo-redo", test_undo_redo);
  g_test_add_func ("/herald/game/improvement-facts", test_improvement_facts);
  g_test_add_func ("/herald/game/statistics", test_statistics);
  g_test_add_func ("/herald/game/p-value", test_p_value);

  return g_test_run ();
}
