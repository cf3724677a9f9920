/* test-forecast.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The forecasts of issue 13 (herald-forecast.c, herald_game_get_attack_chance()): exact values
 * worked out by hand, then the engine itself played with herald-rng dice (as `herald-cli
 * simulate` plays) and compared with the forecasts within five standard errors of the
 * number of trials. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "herald-forecast.h"
#include "herald-random-play.h"
#include "herald-test-utils.h"

#define PHYSICAL_CARDS "\"progress_cards\": \"physical\""

/* Anna: trade 2, science 1; Ben: nothing; Cleo: trade 5 */
#define LEVELS \
  "{\"round\": 5, \"players\": [" \
  "{\"cities\": 2, \"improvements\": {\"trade\": 2, \"science\": 1}}," \
  "{\"cities\": 2}," \
  "{\"cities\": 2, \"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 5}}]}"

static HeraldDrawForecast
forecast_of (HeraldGame         *game,
             guint               player,
             HeraldBalancedDice *dice)
{
  HeraldDrawForecast f;

  herald_game_get_draw_forecast (game, player, dice, &f);
  return f;
}

/* Fair dice: a gate on 1 roll in 6, a red die at most level + 1 (A11.1) */
static void
test_draw_fair (void)
{
  const char *modes[] = { "{\"dice\": \"fair\"}", "{\"dice\": \"physical\"}" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autoptr(HeraldGame) game = herald_test_game_new (modes[m], 3, LEVELS);
      HeraldDrawForecast f = forecast_of (game, 0, NULL);

      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], 1.0 / 6 * 3 / 6, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 0.0, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_SCIENCE], 1.0 / 6 * 2 / 6, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.any, 5.0 / 36, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 36.0 / 5, 1e-12);

      f = forecast_of (game, 1, NULL);
      g_assert_cmpfloat_with_epsilon (f.any, 0.0, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 0.0, 1e-12);

      /* level 5: every red die */
      f = forecast_of (game, 2, NULL);
      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], 1.0 / 6, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 6.0, 1e-12);
    }
}

/* With digital cards an empty deck gives nothing */
static void
test_draw_empty_deck (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 5, \"decks\": {\"trade\": []}, \"players\": ["
    "{\"cities\": 2, \"improvements\": {\"trade\": 2, \"science\": 1}}, {\"cities\": 2}, {\"cities\": 2}]}");
  HeraldDrawForecast f = forecast_of (game, 0, NULL);

  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_SCIENCE], 1.0 / 18, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 18.0, 1e-12);
}

/* Why no card can come (tester report 42, N42-2): no improvement at all, or with digital
 * cards only empty decks; one reachable deck with a card is enough (the player draws first on
 * their own roll); physical cards are not followed */
static void
test_draw_blocked (void)
{
#define BLOCKED_PLAYERS "\"players\": [" \
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}}," \
    "{\"cities\": 2, \"improvements\": {\"trade\": 1, \"politics\": 3}}," \
    "{\"cities\": 2, \"improvements\": {\"trade\": 1, \"science\": 1}}, {\"cities\": 2}]}"
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"round\": 5, \"decks\": {\"trade\": [], \"politics\": []}, " BLOCKED_PLAYERS);
  g_autoptr(HeraldGame) physical = herald_test_game_new ("{" PHYSICAL_CARDS "}", 4, "{\"round\": 5, " BLOCKED_PLAYERS);
#undef BLOCKED_PLAYERS
  HeraldDrawForecast f = forecast_of (game, 0, NULL);

  g_assert_cmpint (f.blocked, ==, HERALD_DRAW_DECKS_EMPTY);
  g_assert_cmpuint (f.empty_decks, ==, 1u << HERALD_TRACK_POLITICS);
  g_assert_cmpfloat (f.rolls_to_card, ==, 0.0);
  f = forecast_of (game, 1, NULL);
  g_assert_cmpint (f.blocked, ==, HERALD_DRAW_DECKS_EMPTY);
  g_assert_cmpuint (f.empty_decks, ==, (1u << HERALD_TRACK_TRADE) | (1u << HERALD_TRACK_POLITICS));
  g_assert_cmpfloat (f.rolls_to_card, ==, 0.0);
  /* the Science deck still gives Cleo a card */
  f = forecast_of (game, 2, NULL);
  g_assert_cmpint (f.blocked, ==, HERALD_DRAW_OPEN);
  g_assert_cmpuint (f.empty_decks, ==, 0);
  g_assert_cmpfloat (f.rolls_to_card, >, 0.0);
  f = forecast_of (game, 3, NULL);
  g_assert_cmpint (f.blocked, ==, HERALD_DRAW_NO_IMPROVEMENT);
  g_assert_cmpfloat (f.rolls_to_card, ==, 0.0);

  for (guint p = 0; p < 3; p++)
    {
      f = forecast_of (physical, p, NULL);
      g_assert_cmpint (f.blocked, ==, HERALD_DRAW_OPEN);
      g_assert_cmpfloat (f.rolls_to_card, >, 0.0);
    }
}

/* R22-1: the draw order on a nearly empty deck (A11.2, A11.3, A22.5). One politics card left,
 * Anna (current, before her roll) and Ben at politics 2: every red that lets Ben draw lets
 * Anna draw first, so Ben's chance on her roll is 0; on his own roll he draws first (3/36),
 * on Cleo's Anna does again: 0, 3/36, 0 a cycle, E[T] = (1 + 1 + 33/36) / (3/36) = 35 */
#define LAST_CARD \
  "{\"round\": 5, \"first_attack_done\": true, \"decks\": {\"politics\": [\"spy\"]}, \"players\": [" \
  "{\"cities\": 2, \"improvements\": {\"politics\": 2}}," \
  "{\"cities\": 2, \"improvements\": {\"politics\": 2}}, {\"cities\": 2}]}"

static void
test_draw_order_last_card (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, LAST_CARD);
  g_autoptr(HeraldGame) physical = herald_test_game_new ("{" PHYSICAL_CARDS "}", 3,
    "{\"round\": 5, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}},"
    "{\"cities\": 2, \"improvements\": {\"politics\": 2}}, {\"cities\": 2}]}");
  g_autoptr(HeraldGame) five = NULL;
  HeraldDrawForecast f = forecast_of (game, 1, NULL);

  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 35.0, 1e-9);
  f = forecast_of (game, 0, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 3.0 / 36, 1e-12);
  /* Anna: 3/36 on her roll, 0 on Ben's, 3/36 on Cleo's */
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, (1 + 33.0 / 36 + 33.0 / 36) / (1 - (33.0 / 36) * (33.0 / 36)), 1e-9);

  /* physical cards: Herald does not follow the table's decks; Ben as with a full one */
  f = forecast_of (physical, 1, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 3.0 / 36, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 12.0, 1e-9);

  /* the referee's five players: politics deck 2 cards, Anna P1 (current), Ben P2, Cleo P3:
   * Cleo draws on red 3 (Ben before her) and 4, not on 1–2 (Anna and Ben take both) */
  five = herald_test_game_new ("{\"five_six_players\": true}", 5,
    "{\"round\": 3, \"barbarian_position\": 2, \"first_attack_done\": true,"
    " \"decks\": {\"politics\": [\"spy\", \"warlord\"]}, \"players\": ["
    "{\"improvements\": {\"politics\": 1}}, {\"improvements\": {\"politics\": 2}},"
    "{\"improvements\": {\"politics\": 3}}, {}, {}]}");
  f = forecast_of (five, 2, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 1.0 / 6 * 2 / 6, 1e-12);
  f = forecast_of (five, 1, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 1.0 / 6 * 3 / 6, 1e-12);
}

/* Balanced dice on the last card: Anna and Ben at politics 5, so only the gate matters; Ben
 * draws on the politics gate of his own rolls (2, 5, 8, …), never on Anna's or Cleo's. Each
 * cycle of 6 event faces holds the gate at a place from 1 to 6, Ben's rolls at 2 and 5:
 * 1 cycle in 3, at roll 3.5 of it on average, E[T] = 6 × 2 + 3.5 = 15.5 (fair dice: 17) */
static void
test_draw_order_balanced (void)
{
  const char *last = "{\"round\": 5, \"decks\": {\"politics\": [\"spy\"]}, \"players\": ["
    "{\"cities\": 2, \"metropolises\": [\"politics\"], \"improvements\": {\"politics\": 5}},"
    "{\"cities\": 2, \"improvements\": {\"politics\": 5}}, {\"cities\": 2}]}";
  g_autoptr(HeraldGame) balanced = herald_test_game_new ("{\"dice\": \"balanced\"}", 3, last);
  g_autoptr(HeraldGame) fair = herald_test_game_new (NULL, 3, last);
  HeraldDrawForecast f = forecast_of (balanced, 1, NULL);

  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_POLITICS], 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 15.5, 1e-8);
  f = forecast_of (fair, 1, NULL);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 17.0, 1e-9);
}

/* Balanced dice from fresh decks: worked out by hand */
static void
test_draw_balanced_fresh (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"dice\": \"balanced\"}", 3,
    "{\"round\": 5, \"players\": ["
    "{\"cities\": 2, \"improvements\": {\"trade\": 1}},"
    "{\"cities\": 3, \"metropolises\": [\"trade\", \"politics\", \"science\"],"
    " \"improvements\": {\"trade\": 5, \"politics\": 5, \"science\": 5}},"
    "{\"cities\": 2}]}");
  g_autoptr(HeraldGame) one = herald_test_game_new ("{\"dice\": \"balanced\"}", 3, LEVELS);
  HeraldDrawForecast f;
  double q[7], a = 0.0, b, expected;

  /* level 5 in one colour: the card comes with that gate, on average at 7/2 of 6 faces */
  f = forecast_of (one, 2, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], 1.0 / 6, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 3.5, 1e-9);

  /* three gates of 6 faces: the first of them at (6 + 1) / (3 + 1) */
  f = forecast_of (game, 1, NULL);
  g_assert_cmpfloat_with_epsilon (f.any, 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, 7.0 / 4, 1e-9);

  /* trade 1: the trade gate once in each 6 rolls, at a place 1–6 (3.5 on average); each of the
   * 6 trade rolls of a 36-roll cycle shows a red 1–2 with what is left of the 12 such pairs:
   * q_j, the chance the first j of them all miss, is 24/36 · 23/35 ⋯; a cycle with no card
   * is followed by another alike */
  q[0] = 1.0;
  for (guint j = 1; j <= 6; j++)
    q[j] = q[j - 1] * (24.0 - (j - 1)) / (36.0 - (j - 1));
  for (guint j = 0; j < 6; j++)
    a += (q[j] - q[j + 1]) * (6.0 * j + 3.5);
  b = 1.0 - q[6];
  expected = a / b + 36.0 * q[6] / b;
  f = forecast_of (game, 0, NULL);
  g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], 1.0 / 18, 1e-12);
  g_assert_cmpfloat_with_epsilon (f.rolls_to_card, expected, 1e-9);
}

/* Balanced dice part way through their decks: the chance counts what was not dealt yet */
static void
test_draw_balanced_dealt (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"dice\": \"balanced\"}", 3, LEVELS);

  for (guint seed = 1; seed <= 40; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldBalancedDice) dice = herald_balanced_dice_new (rng);
      guint n = 1 + seed % 35, low3 = 18, low2 = 12, pairs, faces = 6, trade = 1, science = 1;
      HeraldDrawForecast f;

      for (guint i = 0; i < n; i++)
        {
          HeraldRoll roll;

          herald_balanced_dice_roll (dice, &roll);
          low3 -= roll.red <= 3;
          low2 -= roll.red <= 2;
          if (i % 6 == 5)
            faces = 6, trade = 1, science = 1;
          else
            {
              faces--;
              trade -= roll.event == HERALD_EVENT_TRADE;
              science -= roll.event == HERALD_EVENT_SCIENCE;
            }
        }
      pairs = 36 - n;
      f = forecast_of (game, 0, dice);
      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_TRADE], (double) trade / faces * low3 / pairs, 1e-12);
      g_assert_cmpfloat_with_epsilon (f.chance[HERALD_TRACK_SCIENCE], (double) science / faces * low2 / pairs, 1e-12);
      g_assert_cmpfloat (f.rolls_to_card, >=, 1.0);
    }
}

/* ---- the engine played with random dice ---- */

/* The next roll through the engine, then on to the next player's roll; @draws (per player,
 * per track) and @attack say what it brought */
static void
play_roll (HeraldGame       *game,
           const HeraldRoll *roll,
           guint             draws[][HERALD_N_TRACKS],
           gboolean         *attack)
{
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  HeraldAction action;
  g_autoptr(GError) error = NULL;

  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  action.roll = *roll;
  g_assert_true (herald_game_apply (game, &action, outcomes, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      if (o->type == HERALD_OUTCOME_PROGRESS_DRAW && draws != NULL)
        draws[o->player][o->track]++;
      if (o->type == HERALD_OUTCOME_ATTACK && attack != NULL)
        *attack = TRUE;
    }
  /* a 7 rolled again (easy start) is the same player's roll again */
  if (herald_game_get_state (game)->phase == HERALD_PHASE_BEFORE_ROLL)
    return;
  herald_action_init (&action, HERALD_ACTION_END_TURN, HERALD_UNSET);
  g_assert_true (herald_game_apply (game, &action, NULL, &error));
  g_assert_no_error (error);
}

static void
next_dice (HeraldRng          *rng,
           HeraldBalancedDice *dice,
           HeraldRoll         *roll)
{
  if (dice != NULL)
    herald_balanced_dice_roll (dice, roll);
  else
    herald_dice_roll_fair (rng, roll);
}

/* Five standard errors of a mean of @n values of variance @var: a true forecast fails this
 * about once in 1.7 million runs */
static double
tolerance (double var,
           guint  n)
{
  return 5.0 * sqrt (var / n) + 1e-9;
}

/* Under valgrind and the sanitizers (build-aux/dev sets HERALD_TEST_LIGHT) a tenth of the
 * trials: the tolerance follows the number, so the check stays as strict in standard errors */
#define N_TRIALS (g_getenv ("HERALD_TEST_LIGHT") != NULL ? 400u : 4000u)

/* Per player and deck: the mean of the forecasts against the share of trials whose next roll
 * brought that card; the rolls to the next card against the mean of those observed */
static void
check_draws_simulated (const char *rules,
                       gboolean    balanced)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (20261201);
  double forecast[3][HERALD_N_TRACKS] = { { 0, } }, rolls_forecast[3] = { 0, };
  double seen[3][HERALD_N_TRACKS] = { { 0, } }, rolls_seen[3] = { 0, }, rolls_sq[3] = { 0, };

  for (guint trial = 0; trial < N_TRIALS; trial++)
    {
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, LEVELS);
      g_autoptr(HeraldBalancedDice) dice = balanced ? herald_balanced_dice_new (rng) : NULL;
      guint draws[HERALD_MAX_PLAYERS][HERALD_N_TRACKS] = { { 0, } };
      guint first[3] = { 0, 0, 0 };
      HeraldRoll roll;

      /* balanced dice somewhere in their cycle */
      if (dice != NULL)
        for (guint k = herald_rng_range (rng, 72); k > 0; k--)
          herald_balanced_dice_roll (dice, &roll);

      for (guint p = 0; p < 3; p++)
        {
          HeraldDrawForecast f;

          herald_game_get_draw_forecast (game, p, dice, &f);
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            forecast[p][t] += f.chance[t];
          rolls_forecast[p] += f.rolls_to_card;
        }

      for (guint n = 1; n <= 400 && (first[0] == 0 || first[2] == 0); n++)
        {
          next_dice (rng, dice, &roll);
          play_roll (game, &roll, draws, NULL);
          for (guint p = 0; p < 3; p++)
            {
              guint got = draws[p][0] + draws[p][1] + draws[p][2];

              if (n == 1)
                for (guint t = 0; t < HERALD_N_TRACKS; t++)
                  seen[p][t] += draws[p][t];
              if (got > 0 && first[p] == 0)
                first[p] = n;
            }
        }
      g_assert_cmpuint (first[0], >, 0);
      g_assert_cmpuint (first[1], ==, 0);
      for (guint p = 0; p < 3; p += 2)
        {
          rolls_seen[p] += first[p];
          rolls_sq[p] += (double) first[p] * first[p];
        }
    }

  for (guint p = 0; p < 3; p++)
    {
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          double expected = forecast[p][t] / N_TRIALS, got = seen[p][t] / N_TRIALS;

          g_test_message ("player %u deck %u: forecast %.5f, seen %.5f", p, t, expected, got);
          g_assert_cmpfloat (fabs (expected - got), <=, tolerance (expected * (1 - expected), N_TRIALS));
        }
      if (p != 1)
        {
          double expected = rolls_forecast[p] / N_TRIALS, got = rolls_seen[p] / N_TRIALS;
          double var = rolls_sq[p] / N_TRIALS - got * got;

          g_test_message ("player %u rolls to a card: forecast %.4f, seen %.4f", p, expected, got);
          g_assert_cmpfloat (fabs (expected - got), <=, tolerance (var, N_TRIALS));
        }
      else
        g_assert_cmpfloat (rolls_forecast[p], ==, 0.0);
    }
}

static void
test_draw_simulated_fair (void)
{
  check_draws_simulated ("{" PHYSICAL_CARDS "}", FALSE);
}

static void
test_draw_simulated_balanced (void)
{
  check_draws_simulated ("{" PHYSICAL_CARDS ", \"dice\": \"balanced\"}", TRUE);
}

/* The chance of an attack within the next roll and the next round, against the engine played
 * with random dice from the same position */
static void
check_attack_simulated (const char *rules,
                        const char *start,
                        gboolean    balanced)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (1312);
  const guint horizons[] = { 1, 3 };

  for (guint h = 0; h < G_N_ELEMENTS (horizons); h++)
    {
      double forecast = 0.0, seen = 0.0;

      for (guint trial = 0; trial < N_TRIALS; trial++)
        {
          g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, start);
          g_autoptr(HeraldBalancedDice) dice = balanced ? herald_balanced_dice_new (rng) : NULL;
          gboolean attack = FALSE;
          HeraldRoll roll;

          if (dice != NULL)
            for (guint k = herald_rng_range (rng, 12); k > 0; k--)
              herald_balanced_dice_roll (dice, &roll);
          forecast += herald_game_get_attack_chance (game, horizons[h], dice);

          for (guint n = 0; n < horizons[h] && !attack; n++)
            {
              next_dice (rng, dice, &roll);
              play_roll (game, &roll, NULL, &attack);
            }
          seen += attack;
        }
      forecast /= N_TRIALS;
      seen /= N_TRIALS;
      g_test_message ("attack within %u rolls: forecast %.5f, seen %.5f", horizons[h], forecast, seen);
      g_assert_cmpfloat (fabs (forecast - seen), <=, tolerance (forecast * (1 - forecast), N_TRIALS));
    }
}

static void
test_attack_simulated_fair (void)
{
  check_attack_simulated ("{" PHYSICAL_CARDS "}", "{\"round\": 5, \"barbarian_position\": 6}", FALSE);
}

static void
test_attack_simulated_balanced (void)
{
  check_attack_simulated ("{" PHYSICAL_CARDS ", \"dice\": \"balanced\"}",
                          "{\"round\": 5, \"barbarian_position\": 6}", TRUE);
}

static void
test_attack_simulated_friendly (void)
{
  check_attack_simulated ("{" PHYSICAL_CARDS ", \"variants\": {\"friendly_barbarian\": true}}",
                          "{\"round\": 5, \"barbarian_position\": 6}", FALSE);
}

/* If they landed now (herald_game_forecast_landing(), herald-forecast.c), as knights are
 * activated: barbarians 6 (two cities each) against knights 4 (Anna's): Ben and Cleo would
 * lose a city; Ben's knight activated, Cleo alone; Cleo's new knight too, and Catan holds */
static const HeraldOutcome *
landing (HeraldGame *game,
         GArray     *outcomes)
{
  g_array_set_size (outcomes, 0);
  g_assert_cmpuint (herald_game_forecast_landing (game, outcomes), >, 0);
  g_assert_cmpint (g_array_index (outcomes, HeraldOutcome, 0).type, ==, HERALD_OUTCOME_ATTACK);
  return &g_array_index (outcomes, HeraldOutcome, 0);
}

static void
test_landing_follows_knights (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 5, \"current\": 1, \"players\": ["
    "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 2, \"active\": true}]},"
    "{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": false}]},"
    "{\"cities\": 2}]}");
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  const HeraldOutcome *attack;

  attack = landing (game, outcomes);
  g_assert_cmpuint (attack->barbarian_strength, ==, 6);
  g_assert_cmpuint (attack->knight_strength, ==, 4);
  g_assert_false (attack->catan_wins);
  /* in turn order from the current player, Ben */
  g_assert_cmpuint (attack->n_players, ==, 2);
  g_assert_cmpuint (attack->players[0], ==, 1);
  g_assert_cmpuint (attack->players[1], ==, 2);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}");
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 1, \"knight\": 0}");
  attack = landing (game, outcomes);
  g_assert_cmpuint (attack->knight_strength, ==, 5);
  g_assert_cmpuint (attack->n_players, ==, 1);
  g_assert_cmpuint (attack->players[0], ==, 2);

  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}");
  herald_test_apply_ok (game, "{\"type\": \"build_knight\", \"player\": 2}");
  herald_test_apply_ok (game, "{\"type\": \"activate_knight\", \"player\": 2, \"knight\": 0}");
  attack = landing (game, outcomes);
  g_assert_cmpuint (attack->knight_strength, ==, 6);
  g_assert_true (attack->catan_wins);
  g_assert_cmpint (attack->defender, ==, 0);

  /* the forecast changes nothing */
  g_assert_cmpuint (herald_game_get_state (game)->barbarian_position, ==, 0);
  g_assert_cmpuint (herald_game_get_state (game)->attacks, ==, 0);
}

/* The landing's two players, in its order: the tied players who would choose a deck (Catan
 * wins) or the pillaged players, with their city_lost outcomes in the same order */
static void
check_landing_order (HeraldGame *game,
                     guint       first,
                     guint       second)
{
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  const HeraldOutcome *attack = landing (game, outcomes);
  guint n_lost = 0;

  g_assert_cmpuint (attack->n_players, ==, 2);
  g_assert_cmpuint (attack->players[0], ==, first);
  g_assert_cmpuint (attack->players[1], ==, second);
  for (guint i = 1; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      if (o->type != HERALD_OUTCOME_CITY_LOST)
        continue;
      g_assert_cmpint (o->player, ==, n_lost == 0 ? first : second);
      n_lost++;
    }
  g_assert_cmpuint (n_lost, ==, attack->catan_wins ? 0 : 2);
}

/* The landing's order. RULES.md A6.2: the tied players choose a deck in turn order from the
 * current player (A24); the ship lands on a roll, so the order starts with whoever rolls
 * next, the current player before their roll, the next player once it is made (one roll a
 * turn), also in the special build phase of 5–6 players, which comes before the next
 * player's turn (A22.3). rules32's finding: after the roll the forecast named the current
 * player first, who would not be the current player when the ship could land. A7.2: the
 * players who would lose a city have no order: seat order, the same whoever rolls (from the
 * next roller, the track's sentence changed at every roll where all tied, forecast32). Anna
 * and Ben tie (Catan wins: each would choose a progress card; the barbarians win: each would
 * lose a city) */
static void
test_landing_order_next_roll (void)
{
  const char *positions[] = {
    /* Catan wins 4 to 3: Anna and Ben tied for the strongest */
    "{\"round\": 5, \"players\": ["
    "{\"cities\": 1, \"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"cities\": 1, \"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"cities\": 1}]}",
    /* the barbarians win 6 to 2: Anna and Ben tied for the weakest */
    "{\"round\": 5, \"players\": [{\"cities\": 2}, {\"cities\": 2},"
    "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}]}]}",
  };
  /* who comes first: before Anna's roll, after it, before Ben's, after it */
  const guint first[][4] = { { 0, 1, 1, 0 }, { 0, 0, 0, 0 } };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, positions[i]);

      /* the tie reward: before Anna's roll the ship would land on it, from Anna */
      check_landing_order (game, first[i][0], 1 - first[i][0]);
      /* after it: on Ben's roll, from Ben (the losses: seat order throughout) */
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}");
      check_landing_order (game, first[i][1], 1 - first[i][1]);
      /* Ben's turn, before and after his roll: from Ben, then from Cleo (Anna before Ben) */
      herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
      check_landing_order (game, first[i][2], 1 - first[i][2]);
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}");
      check_landing_order (game, first[i][3], 1 - first[i][3]);
    }
}

/* A7.2 in seat order with three losers, whoever rolls next: Ben, Cleo and Dora tie at 0, the
 * barbarians win 8 to 2; from Cleo's roll (after Ben's) the rules' turn order would have been
 * Cleo, Dora, Ben */
static void
test_landing_losses_seat_order (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"round\": 5, \"current\": 1, \"players\": ["
    "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"cities\": 2}, {\"cities\": 2}, {\"cities\": 2}]}");
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  for (guint step = 0; step < 3; step++)
    {
      const HeraldOutcome *attack = landing (game, outcomes);
      guint n_lost = 0;

      g_assert_false (attack->catan_wins);
      g_assert_cmpuint (attack->n_players, ==, 3);
      for (guint i = 0; i < 3; i++)
        g_assert_cmpuint (attack->players[i], ==, i + 1);
      for (guint i = 1; i < outcomes->len; i++)
        {
          const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

          g_assert_cmpint (o->type, ==, HERALD_OUTCOME_CITY_LOST);
          g_assert_cmpint (o->player, ==, (gint) ++n_lost);
        }
      g_assert_cmpuint (n_lost, ==, 3);
      herald_test_apply_ok (game, step % 2 == 0
                            ? "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}"
                            : "{\"type\": \"end_turn\"}");
    }
}

/* 5–6 players: in the special build phase after Anna's turn the next roll is Ben's. A city
 * each, knights 2, 2, 1, 1, 0: Catan wins 6 to 5, Anna and Ben tied for the strongest */
static void
test_landing_order_special_build (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"five_six_players\": true}", 5,
    "{\"round\": 5, \"players\": ["
    "{\"cities\": 1, \"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"cities\": 1, \"knights\": [{\"level\": 2, \"active\": true}]},"
    "{\"knights\": [{\"level\": 1, \"active\": true}]},"
    "{\"knights\": [{\"level\": 1, \"active\": true}]}, {}]}");

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_SPECIAL_BUILD);
  g_assert_cmpuint (herald_game_get_state (game)->current, ==, 0);
  check_landing_order (game, 1, 0);
  herald_test_apply_ok (game, "{\"type\": \"end_special_build\"}");
  check_landing_order (game, 1, 0);
}

/* The landing's forecast is kept while the board it is made from is the same
 * (herald-forecast.c): after every random step, undo, redo and correction of random games
 * (varied rules), asked twice, it is the forecast of the same game copied (a copy starts
 * without it), outcome for outcome, their action index included; and most steps keep it */
static void
test_landing_kept (void)
{
  guint asked = 0, made = 0, landings = 0, undos = 0;

  for (guint32 seed = 1; seed <= 10; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);
      guint made_before = herald_game_get_n_landings_made (game);

      for (guint i = 0; i < 200; i++)
        {
          HeraldTestChange change = herald_test_random_change (game, rng, NULL);

          if (change == HERALD_TEST_CHANGE_NONE)
            break;
          undos += change == HERALD_TEST_CHANGE_UNDO;
          for (guint twice = 0; twice < 2; twice++)
            {
              g_autoptr(HeraldGame) copy = herald_game_copy (game);
              g_autoptr(GArray) kept = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
              g_autoptr(GArray) fresh = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
              HeraldOutcome first = { 0, };

              /* appended after what the array holds */
              first.type = HERALD_OUTCOME_ROLLED;
              g_array_append_val (kept, first);
              g_array_append_val (fresh, first);
              g_assert_cmpuint (herald_game_forecast_landing (game, kept), ==,
                                herald_game_forecast_landing (copy, fresh));
              g_assert_cmpuint (kept->len, ==, fresh->len);
              g_assert_cmpmem (kept->data, kept->len * sizeof (HeraldOutcome),
                               fresh->data, fresh->len * sizeof (HeraldOutcome));
              landings += kept->len > 1;
              asked++;
            }
        }
      made += herald_game_get_n_landings_made (game) - made_before;
    }
  g_test_message ("%u forecasts asked (%u of a landing), %u made, %u undos", asked, landings,
                  made, undos);
  g_assert_cmpuint (landings, >, 1000);
  g_assert_cmpuint (undos, >, 50);
  /* the second question of each step at least is answered from what was kept */
  g_assert_cmpuint (made, <, asked / 3);
}

/* herald_game_get_draw_forecast_key (): two positions with the same key have the same
 * forecast, over random games of every rule set (digital cards or not, 3 to 6 players, decks
 * run low), and positions whose next roller differs share a key */
static void
test_draw_key (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                      (GDestroyNotify) g_bytes_unref, g_free);
  guint asked = 0, shared = 0;

  for (guint seed = 1; seed <= 12; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 30);

      for (guint step = 0; step < 400 && herald_random_step (game, rng); step++)
        for (guint p = 0; p < herald_game_get_n_players (game); p++)
          {
            HeraldDrawForecastKey key;
            HeraldDrawForecast fresh;
            g_autoptr(GBytes) bytes = NULL;
            const HeraldDrawForecast *kept;

            herald_game_get_draw_forecast_key (game, p, NULL, &key);
            herald_game_get_draw_forecast (game, p, NULL, &fresh);
            bytes = g_bytes_new (&key, sizeof key);
            kept = g_hash_table_lookup (seen, bytes);
            asked++;
            if (kept != NULL)
              {
                g_assert_cmpmem (kept, sizeof *kept, &fresh, sizeof fresh);
                shared++;
              }
            else
              g_hash_table_insert (seen, g_steal_pointer (&bytes),
                                   g_memdup2 (&fresh, sizeof fresh));
          }
    }
  g_test_message ("%u forecasts, %u with a key seen before", asked, shared);
  g_assert_cmpuint (shared, >, asked / 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/forecast/draw/fair", test_draw_fair);
  g_test_add_func ("/forecast/draw/empty-deck", test_draw_empty_deck);
  g_test_add_func ("/forecast/draw/blocked", test_draw_blocked);
  g_test_add_func ("/forecast/draw/key", test_draw_key);
  g_test_add_func ("/forecast/draw/order-last-card", test_draw_order_last_card);
  g_test_add_func ("/forecast/draw/order-balanced", test_draw_order_balanced);
  g_test_add_func ("/forecast/draw/balanced-fresh", test_draw_balanced_fresh);
  g_test_add_func ("/forecast/draw/balanced-dealt", test_draw_balanced_dealt);
  g_test_add_func ("/forecast/draw/simulated-fair", test_draw_simulated_fair);
  g_test_add_func ("/forecast/draw/simulated-balanced", test_draw_simulated_balanced);
  g_test_add_func ("/forecast/attack/simulated-fair", test_attack_simulated_fair);
  g_test_add_func ("/forecast/attack/simulated-balanced", test_attack_simulated_balanced);
  g_test_add_func ("/forecast/attack/simulated-friendly", test_attack_simulated_friendly);
  g_test_add_func ("/forecast/attack/landing-follows-knights", test_landing_follows_knights);
  g_test_add_func ("/forecast/attack/landing-order-next-roll", test_landing_order_next_roll);
  g_test_add_func ("/forecast/attack/landing-order-special-build", test_landing_order_special_build);
  g_test_add_func ("/forecast/attack/landing-losses-seat-order", test_landing_losses_seat_order);
  g_test_add_func ("/forecast/attack/landing-kept", test_landing_kept);

  return g_test_run ();
}
