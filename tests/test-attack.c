/* test-attack.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-attack.h"
#include "herald-test-utils.h"

/* The attack over every combination of a small state space, checked against the rules of
 * RULES.md A24 stated as properties of the result (not as the same algorithm). */
static void
check_properties (const HeraldAttackInput  *in,
                  const HeraldAttackResult *r)
{
  guint n = in->n_players;
  guint barb = 0, def = 0, top = 0, n_top = 0;
  gboolean any_eligible = FALSE;
  guint lowest = G_MAXUINT;

  for (guint p = 0; p < n; p++)
    {
      barb += in->ordinary_cities[p] + in->metropolises[p];   /* A5.1: metropolis once */
      def += in->strength[p];
      if (in->strength[p] > top)
        top = in->strength[p];
      if (in->ordinary_cities[p] > 0)
        {
          any_eligible = TRUE;
          lowest = MIN (lowest, in->strength[p]);
        }
    }
  for (guint p = 0; p < n; p++)
    n_top += in->strength[p] == top;

  g_assert_cmpuint (r->barbarian_strength, ==, barb);
  g_assert_cmpuint (r->knight_strength, ==, def);
  /* A5.4: ties go to Catan */
  g_assert_cmpint (r->catan_wins, ==, def >= barb);

  if (r->catan_wins)
    {
      g_assert_cmpuint (r->n_cities_lost, ==, 0);
      if (top == 0 && in->zero_reward == HERALD_ZERO_REWARD_NONE)
        {
          /* A6.6 default: nobody contributed, nobody is rewarded */
          g_assert_cmpint (r->defender, ==, -1);
          g_assert_cmpuint (r->n_tie_draw, ==, 0);
        }
      else if (n_top == 1)
        {
          /* A6.1: the sole top contributor, and only them */
          g_assert_cmpint (r->defender, >=, 0);
          g_assert_cmpuint (in->strength[r->defender], ==, top);
          g_assert_cmpuint (r->n_tie_draw, ==, 0);
        }
      else
        {
          /* A6.2: no Defender; every tied player, in turn order from the current player */
          g_assert_cmpint (r->defender, ==, -1);
          g_assert_cmpuint (r->n_tie_draw, ==, n_top);
          for (guint i = 0; i < r->n_tie_draw; i++)
            {
              g_assert_cmpuint (in->strength[r->tie_draw[i]], ==, top);
              if (i > 0)
                g_assert_cmpuint ((r->tie_draw[i] + n - in->first) % n, >,
                                  (r->tie_draw[i - 1] + n - in->first) % n);
            }
        }
    }
  else
    {
      guint expected = 0;

      g_assert_cmpint (r->defender, ==, -1);
      g_assert_cmpuint (r->n_tie_draw, ==, 0);
      if (!any_eligible)
        {
          /* A7.3 */
          g_assert_cmpuint (r->n_cities_lost, ==, 0);
          return;
        }
      for (guint p = 0; p < n; p++)
        if (in->ordinary_cities[p] > 0 && in->strength[p] == lowest)
          expected++;
      /* A7.1–2: every eligible player tied for the lowest strength, nobody else */
      g_assert_cmpuint (r->n_cities_lost, ==, expected);
      for (guint i = 0; i < r->n_cities_lost; i++)
        {
          guint p = r->cities_lost[i];

          g_assert_cmpuint (in->ordinary_cities[p], >, 0);
          g_assert_cmpuint (in->strength[p], ==, lowest);
          if (i > 0)
            g_assert_cmpuint ((p + n - in->first) % n, >,
                              (r->cities_lost[i - 1] + n - in->first) % n);
        }
    }
}

static void
test_exhaustive_three (void)
{
  guint cases = 0;

  /* per player: ordinary cities 0–2, metropolises 0–1, strength 0–3: 24 states, 24³ tables,
   * three current players, two zero-reward options */
  for (guint code = 0; code < 24 * 24 * 24; code++)
    for (guint first = 0; first < 3; first++)
      for (guint zr = 0; zr < 2; zr++)
        {
          HeraldAttackInput in;
          HeraldAttackResult r;
          guint c = code;

          memset (&in, 0, sizeof in);
          in.n_players = 3;
          in.first = first;
          in.zero_reward = zr;
          for (guint p = 0; p < 3; p++)
            {
              guint state = c % 24;

              c /= 24;
              in.ordinary_cities[p] = state % 3;
              in.metropolises[p] = (state / 3) % 2;
              in.strength[p] = state / 6;
            }
          herald_attack_resolve (&in, &r);
          check_properties (&in, &r);
          cases++;
        }
  g_test_message ("%u attacks checked", cases);
}

static void
test_exhaustive_six (void)
{
  guint cases = 0;

  /* six players: ordinary 0–1, metropolis 0–1, strength 0–2: 12⁶ ≈ 3·10⁶, sampled by a
   * stride that visits every player's every state */
  for (guint code = 0; code < 2985984; code += 7)
    {
      HeraldAttackInput in;
      HeraldAttackResult r;
      guint c = code;

      memset (&in, 0, sizeof in);
      in.n_players = 6;
      in.first = code % 6;
      for (guint p = 0; p < 6; p++)
        {
          guint state = c % 12;

          c /= 12;
          in.ordinary_cities[p] = state % 2;
          in.metropolises[p] = (state / 2) % 2;
          in.strength[p] = state / 4;
        }
      herald_attack_resolve (&in, &r);
      check_properties (&in, &r);
      cases++;
    }
  g_test_message ("%u attacks checked", cases);
}

/* The worked examples of RULES.md Part C, directly on the pure function */
static void
test_worked_examples (void)
{
  HeraldAttackInput in;
  HeraldAttackResult r;

  /* C2: Barb 6, Def 6: Catan wins */
  memset (&in, 0, sizeof in);
  in.n_players = 3;
  in.ordinary_cities[0] = 3;
  in.ordinary_cities[1] = 2;
  in.metropolises[2] = 1;
  in.strength[0] = 3;
  in.strength[1] = 2;
  in.strength[2] = 1;
  herald_attack_resolve (&in, &r);
  g_assert_true (r.catan_wins);
  g_assert_cmpint (r.defender, ==, 0);

  /* C4: A 3, B 3, C 1; Barb 7: A then B draw */
  memset (&in, 0, sizeof in);
  in.n_players = 3;
  in.ordinary_cities[0] = 3;
  in.ordinary_cities[1] = 2;
  in.ordinary_cities[2] = 2;
  in.strength[0] = 3;
  in.strength[1] = 3;
  in.strength[2] = 1;
  herald_attack_resolve (&in, &r);
  g_assert_true (r.catan_wins);
  g_assert_cmpint (r.defender, ==, -1);
  g_assert_cmpuint (r.n_tie_draw, ==, 2);
  g_assert_cmpuint (r.tie_draw[0], ==, 0);
  g_assert_cmpuint (r.tie_draw[1], ==, 1);
  /* the same when B is the current player: B first, then A */
  in.first = 1;
  herald_attack_resolve (&in, &r);
  g_assert_cmpuint (r.tie_draw[0], ==, 1);
  g_assert_cmpuint (r.tie_draw[1], ==, 0);

  /* C13: A has no city and no knight: exempt; B and C tie at 1 */
  memset (&in, 0, sizeof in);
  in.n_players = 4;
  in.ordinary_cities[1] = 2;
  in.ordinary_cities[2] = 2;
  in.ordinary_cities[3] = 1;
  in.strength[1] = 1;
  in.strength[2] = 1;
  in.strength[3] = 2;
  herald_attack_resolve (&in, &r);
  g_assert_false (r.catan_wins);
  g_assert_cmpuint (r.barbarian_strength, ==, 5);
  g_assert_cmpuint (r.n_cities_lost, ==, 2);
  g_assert_cmpuint (r.cities_lost[0], ==, 1);
  g_assert_cmpuint (r.cities_lost[1], ==, 2);

  /* C10: no city anywhere, only C has a knight */
  memset (&in, 0, sizeof in);
  in.n_players = 4;
  in.strength[2] = 1;
  herald_attack_resolve (&in, &r);
  g_assert_true (r.catan_wins);
  g_assert_cmpint (r.defender, ==, 2);
  /* ... and nobody: no reward by default, everyone draws with the option */
  in.strength[2] = 0;
  herald_attack_resolve (&in, &r);
  g_assert_cmpint (r.defender, ==, -1);
  g_assert_cmpuint (r.n_tie_draw, ==, 0);
  in.zero_reward = HERALD_ZERO_REWARD_ALL_DRAW;
  herald_attack_resolve (&in, &r);
  g_assert_cmpuint (r.n_tie_draw, ==, 4);
}

/* Through the game: what the attack does to the state (A7, A8) */

static const char *four_start =
  "{\"barbarian_position\": 6, \"players\": ["
  "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 1}]},"
  "{\"cities\": 1, \"walls\": 1},"
  "{\"cities\": 2, \"walls\": 1, \"settlements\": 5},"
  "{\"cities\": 1, \"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4},"
  " \"knights\": [{\"level\": 1, \"active\": true}]}]}";

static void
test_game_barbarians_win (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4, four_start);
  const HeraldState *s;
  const HeraldOutcome *o;

  g_assert_true (herald_game_next_ship_lands (game));
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 3}");
  s = herald_game_get_state (game);
  o = herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK);
  g_assert_nonnull (o);
  g_assert_cmpuint (o->barbarian_strength, ==, 6);
  g_assert_cmpuint (o->knight_strength, ==, 3);
  g_assert_false (o->catan_wins);
  /* B and C have 0 and are the weakest eligible; D (only a metropolis) is exempt */
  g_assert_cmpuint (o->n_players, ==, 2);
  g_assert_cmpuint (o->players[0], ==, 1);
  g_assert_cmpuint (o->players[1], ==, 2);

  /* B's only city was walled: the wall goes with it (A7.5); a settlement replaces it */
  g_assert_cmpuint (s->players[1].n_cities, ==, 0);
  g_assert_cmpuint (s->players[1].settlements, ==, 2);
  g_assert_cmpuint (herald_game_get_discard_limit (game, 1), ==, 7);
  /* C had all 5 settlements on the board: the sixth settlement (A7.6) */
  g_assert_cmpuint (s->players[2].n_cities, ==, 1);
  g_assert_cmpuint (s->players[2].settlements, ==, 5);
  g_assert_cmpuint (s->players[2].sixth_settlements, ==, 1);
  g_assert_cmpuint (herald_test_vp (game, 2), ==, 5 + 1 + 2);
  /* C had a walled and an unwalled city: Herald took the unwalled one and asks (A7.4) */
  g_assert_cmpuint (s->n_pending, ==, 1);
  g_assert_cmpint (s->pending[0].type, ==, HERALD_PENDING_CHOOSE_CITY);
  g_assert_cmpuint (s->pending[0].player, ==, 2);
  g_assert_cmpuint (herald_game_get_discard_limit (game, 2), ==, 9);
  herald_test_apply_fails (game, "{\"type\": \"end_turn\"}", "pending");
  herald_test_apply_ok (game, "{\"type\": \"choose_city\", \"player\": 2, \"walled\": true}");
  g_assert_cmpuint (herald_game_get_discard_limit (game, 2), ==, 7);
  g_assert_cmpuint (s->players[2].n_cities, ==, 1);

  /* A8: every knight deactivated, the ship back, the robber active */
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (herald_game_get_knight_strength (game, p), ==, 0);
  g_assert_cmpuint (s->barbarian_position, ==, 0);
  g_assert_true (s->first_attack_done);
  g_assert_true (herald_game_robber_may_move (game));
  /* A7.7: no city, no improvement */
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 6}");
  herald_test_apply_fails (game, "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"science\"}",
                           "no city");
}

/* N45-7: a ship that lands on a 7 while C still chooses which city she loses (A7.4): the
 * 7's limit for her is open, 9 or 7 should a walled city be the one lost (A7.5, A19.2), and
 * settled by the choice */
static void
test_game_seven_open_limit (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4, four_start);
  const HeraldOutcome *o;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_SEVEN);
  g_assert_nonnull (o);
  g_assert_cmpuint (o->values[2], ==, 9);
  g_assert_cmpuint (o->open_limits[2], ==, 7);
  /* B lost his only, walled city: nothing is left to choose */
  g_assert_cmpuint (o->values[1], ==, 7);
  for (guint p = 0; p < 4; p++)
    if (p != 2)
      g_assert_cmpuint (o->open_limits[p], ==, 0);

  herald_test_apply_ok (game, "{\"type\": \"choose_city\", \"player\": 2, \"walled\": true}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_SEVEN_LIMITS);
  g_assert_nonnull (o);
  g_assert_cmpuint (o->values[2], ==, 7);
  g_assert_cmpuint (o->open_limits[2], ==, 0);

  /* the unwalled city kept as Herald took it: no new limits, but the roll's sentence no
   * longer says the limit is open */
  {
    g_autoptr(HeraldGame) kept = herald_test_game_new (NULL, 4, four_start);
    g_autoptr(GArray) roll = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

    herald_test_apply_ok (kept, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
    g_assert_cmpuint (herald_game_get_roll_outcomes (kept, roll), >, 0);
    for (guint i = 0; i < roll->len; i++)
      if (g_array_index (roll, HeraldOutcome, i).type == HERALD_OUTCOME_SEVEN)
        g_assert_cmpuint (g_array_index (roll, HeraldOutcome, i).open_limits[2], ==, 7);
    herald_test_apply_ok (kept, "{\"type\": \"choose_city\", \"player\": 2, \"walled\": false}");
    g_array_set_size (roll, 0);
    g_assert_cmpuint (herald_game_get_roll_outcomes (kept, roll), >, 0);
    for (guint i = 0; i < roll->len; i++)
      if (g_array_index (roll, HeraldOutcome, i).type == HERALD_OUTCOME_SEVEN)
        {
          g_assert_cmpuint (g_array_index (roll, HeraldOutcome, i).values[2], ==, 9);
          g_assert_cmpuint (g_array_index (roll, HeraldOutcome, i).open_limits[2], ==, 0);
        }
  }
}

static void
test_game_sixth_settlement_off (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (
    "{\"variants\": {\"sixth_settlement\": false}}", 3,
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 1, \"knights\": [{\"level\": 1, "
    "\"active\": true}]}, {\"cities\": 2, \"settlements\": 5}, {\"cities\": 1, \"knights\": "
    "[{\"level\": 1, \"active\": true}]}]}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 1}");
  g_assert_cmpuint (s->players[1].n_cities, ==, 1);
  g_assert_cmpuint (s->players[1].settlements, ==, 5);
  g_assert_cmpuint (s->players[1].sixth_settlements, ==, 0);
}

static void
test_game_catan_wins (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": ["
    "{\"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 2, \"active\": true}]},"
    "{\"knights\": [{\"level\": 3, \"active\": true}, {\"level\": 1, \"active\": true}]},"
    "{\"cities\": 2}]}");
  const HeraldState *s = herald_game_get_state (game);
  const HeraldOutcome *o;

  /* A 4, B 4: tie; draws in turn order from the current player (A6.2) */
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK);
  g_assert_true (o->catan_wins);
  g_assert_cmpint (o->defender, ==, -1);
  g_assert_cmpuint (s->n_pending, ==, 2);
  g_assert_cmpuint (s->pending[0].player, ==, 0);
  g_assert_cmpuint (s->pending[1].player, ==, 1);
  herald_test_apply_fails (game, "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"trade\"}",
                           "Anna chooses a deck first");
  herald_test_apply_ok (game, "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"science\"}");
  herald_test_apply_ok (game, "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"trade\"}");
  g_assert_cmpuint (s->players[0].n_hand + s->players[0].n_vp_cards, ==, 1);
  g_assert_cmpuint (s->players[1].n_hand + s->players[1].n_vp_cards, ==, 1);
  g_assert_cmpuint (s->n_deck[HERALD_TRACK_SCIENCE], ==, 17);
  g_assert_cmpuint (s->n_deck[HERALD_TRACK_TRADE], ==, 17);
  g_assert_cmpuint (s->players[0].defender + s->players[1].defender, ==, 0);
}

/* B.2: only committed knights fight and only they are deactivated (C22) */
static void
test_game_fiesepeter (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (
    "{\"variants\": {\"fiesepeter\": true}}", 3,
    "{\"barbarian_position\": 6, \"players\": ["
    "{\"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}, {\"level\": 2, \"active\": true}]},"
    "{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]},"
    "{\"cities\": 1}]}");
  const HeraldState *s = herald_game_get_state (game);
  const HeraldOutcome *o;

  herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2,"
                           " \"commit\": [[1], [0], [0]]}", "only commit active knights");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2,"
                        " \"commit\": [[1], [0], []]}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK);
  g_assert_cmpuint (o->knight_strength, ==, 3);
  g_assert_false (o->catan_wins);
  g_assert_cmpuint (o->n_players, ==, 1);
  g_assert_cmpuint (o->players[0], ==, 2);
  g_assert_true (s->players[0].knights[0].active);
  g_assert_false (s->players[0].knights[1].active);
  g_assert_false (s->players[1].knights[0].active);
}

/* A4.5 / C21: once the ship has landed no knight can be activated for the battle: the
 * attack is resolved within the roll, and a player whose turn it is not cannot act. */
static void
test_game_no_late_activation (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": [{}, {\"knights\": [{\"level\": 1}]}, {}]}");

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_ATTACK), ==, 1);
  herald_test_apply_fails (game, "{\"type\": \"activate_knight\", \"player\": 1, \"knight\": 0}",
                           "turn");
}

/* A8.3, A9.1, B.5: a correction says whether the barbarians have attacked (`first_attack_done`),
 * for a game entered in progress where no Defender card or pillaged city shows it; written back
 * only when given. "No attack" is refused against a Defender card and after an attack of the
 * log; with the friendly barbarian "attacked" is refused while the ship is on its extra step. */
static void
test_game_correct_first_attack (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 2, \"players\": ["
    "{\"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}");
  g_autoptr(HeraldGame) friendly = herald_test_game_new (
    "{\"variants\": {\"friendly_barbarian\": true}}", 3,
    "{\"barbarian_position\": 7, \"players\": [{}, {}, {}]}");
  g_autoptr(HeraldGame) tied = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": ["
    "{\"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}");
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  const HeraldAction *action;

  g_assert_false (herald_game_robber_may_move (game));
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"first_attack_done\": true}");
  g_assert_true (herald_game_robber_may_move (game));
  g_assert_true (herald_game_get_state (game)->first_attack_done);
  action = herald_game_get_action (game, 0);
  g_assert_cmpint (action->correction.first_attack_done, ==, 1);
  node = herald_action_to_json (action);
  text = json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text, "\"first_attack_done\":true"));
  g_clear_pointer (&node, json_node_unref);
  g_clear_pointer (&text, g_free);

  /* a mistaken "attacked" taken back; a correction without the member leaves it alone */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"first_attack_done\": false}");
  g_assert_false (herald_game_robber_may_move (game));
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 2, \"settlements\": 3}");
  g_assert_false (herald_game_robber_may_move (game));
  node = herald_action_to_json (herald_game_get_action (game, 2));
  text = json_to_string (node, FALSE);
  g_assert_null (strstr (text, "first_attack_done"));
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, \"first_attack_done\": 1}",
                           "true or false");

  /* a Defender card shows an attack: not taken back, unless the same correction removes it */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"defender\": 1}");
  g_assert_true (herald_game_robber_may_move (game));
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, \"first_attack_done\": false}",
                           "Ben’s Defender of Catan card or pillaged city shows");
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"defender\": 0, "
                        "\"first_attack_done\": false}");
  g_assert_false (herald_game_robber_may_move (game));

  /* an attack of the log (Catan wins with a tie: no Defender card, no city lost) */
  herald_test_apply_ok (tied, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  herald_test_apply_ok (tied, "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"science\"}");
  herald_test_apply_ok (tied, "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"trade\"}");
  g_assert_cmpuint (herald_game_get_state (tied)->attacks, ==, 1);
  herald_test_apply_fails (tied, "{\"type\": \"correct\", \"player\": 2, \"first_attack_done\": false}",
                           "the barbarians have attacked in this game already");
  g_assert_true (herald_game_robber_may_move (tied));

  /* B.5: 7 steps along the friendly barbarian's 8-step track; a 7-step track would have landed */
  herald_test_apply_fails (friendly, "{\"type\": \"correct\", \"player\": 0, \"first_attack_done\": true}",
                           "the barbarian ship stands on the friendly barbarians’ extra step (7): after the first attack it would have landed");
  g_assert_false (herald_game_get_state (friendly)->first_attack_done);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/attack/exhaustive-3", test_exhaustive_three);
  g_test_add_func ("/herald/attack/exhaustive-6", test_exhaustive_six);
  g_test_add_func ("/herald/attack/worked-examples", test_worked_examples);
  g_test_add_func ("/herald/attack/game-barbarians-win", test_game_barbarians_win);
  g_test_add_func ("/herald/attack/game-seven-open-limit", test_game_seven_open_limit);
  g_test_add_func ("/herald/attack/game-sixth-settlement-off", test_game_sixth_settlement_off);
  g_test_add_func ("/herald/attack/game-catan-wins", test_game_catan_wins);
  g_test_add_func ("/herald/attack/game-fiesepeter", test_game_fiesepeter);
  g_test_add_func ("/herald/attack/game-no-late-activation", test_game_no_late_activation);
  g_test_add_func ("/herald/attack/game-correct-first-attack", test_game_correct_first_attack);

  return g_test_run ();
}
