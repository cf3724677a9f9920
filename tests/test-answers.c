/* test-answers.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The questions the interface asks the engine (issue 9): the outcomes of this turn's roll,
 * read from the log; whether a card may be played now and why not; the chance of an attack
 * for each dice mode and variant, to the exact value; the walls; the sabotaged cities; the dice
 * mode saved with a game; the setup round's next piece. */

#include "config.h"

#include <string.h>

#include "herald-random-play.h"
#include "herald-test-utils.h"

#define ROLL_SHIP "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 3}"
#define ROLL_GATE "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}"
#define END       "{\"type\": \"end_turn\"}"

static guint
roll_outcomes (HeraldGame *game,
               GArray     *out)
{
  g_array_set_size (out, 0);
  return herald_game_get_roll_outcomes (game, out);
}

/* The banner's outcomes come from the log: the same after an undo of a later step, gone
 * once the turn ends, back after undoing the end of the turn */
static void
test_roll_outcomes (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GArray) first = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  g_autoptr(GArray) applied = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  HeraldAction roll;

  g_assert_cmpuint (roll_outcomes (game, first), ==, 0);

  herald_action_init (&roll, HERALD_ACTION_ROLL, HERALD_UNSET);
  roll.roll = (HeraldRoll) { .event = HERALD_EVENT_SHIP, .red = 3, .white = 4 };
  g_assert_true (herald_game_apply (game, &roll, applied, NULL));

  g_assert_cmpuint (roll_outcomes (game, first), ==, applied->len);
  g_assert_cmpmem (first->data, first->len * sizeof (HeraldOutcome),
                   applied->data, applied->len * sizeof (HeraldOutcome));
  g_assert_cmpint (g_array_index (first, HeraldOutcome, 0).type, ==, HERALD_OUTCOME_ROLLED);

  herald_test_apply_ok (game, "{\"type\": \"build_settlement\", \"player\": 0}");
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (roll_outcomes (game, again), ==, first->len);
  g_assert_cmpmem (again->data, again->len * sizeof (HeraldOutcome), first->data, first->len * sizeof (HeraldOutcome));

  herald_test_apply_ok (game, END);
  g_assert_cmpuint (roll_outcomes (game, again), ==, 0);
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (roll_outcomes (game, again), ==, first->len);

  /* a saved game gives them back too */
  {
    g_autofree char *data = herald_save_to_data (game, NULL);
    g_autoptr(HeraldGame) loaded = herald_save_load_data (data, strlen (data), NULL);

    g_assert_nonnull (loaded);
    g_assert_cmpuint (roll_outcomes (loaded, again), ==, first->len);
    g_assert_cmpmem (again->data, again->len * sizeof (HeraldOutcome), first->data, first->len * sizeof (HeraldOutcome));
  }
}

/* After a walled city given up on a 7, the roll's 7 says the limits in force: those of the
 * turn's last seven_limits (A3.3, A7.5, A19.2), also after Undo and a reload; the roll's
 * outcome in the history keeps its own. On main at 03adb5f the 7 kept the wall's limit
 * (breaker 15). */
static void
test_roll_outcomes_seven_limits (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
    "{\"knights\": [{\"level\": 1, \"active\": true}]}, {\"cities\": 2, \"walls\": 1},"
    " {\"knights\": [{\"level\": 1, \"active\": true}]},"
    " {\"knights\": [{\"level\": 1, \"active\": true}]}]}");
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  const HeraldOutcome *seven = NULL;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  for (guint pass = 0; pass < 4; pass++)
    {
      /* 0: before the choice; 1: after it; 2: undone; 3: redone, then reloaded */
      guint expected = pass == 0 || pass == 2 ? 9 : 7;

      if (pass == 1)
        herald_test_apply_ok (game, "{\"type\": \"choose_city\", \"player\": 1, \"walled\": true}");
      else if (pass == 2)
        g_assert_true (herald_game_undo (game, NULL));
      else if (pass == 3)
        {
          g_autofree char *data = NULL;

          g_assert_true (herald_game_redo (game, NULL, NULL));
          data = herald_save_to_data (game, NULL);
          g_clear_pointer (&game, herald_game_free);
          game = herald_save_load_data (data, strlen (data), NULL);
          g_assert_nonnull (game);
        }
      roll_outcomes (game, out);
      seven = NULL;
      for (guint i = 0; i < out->len; i++)
        if (g_array_index (out, HeraldOutcome, i).type == HERALD_OUTCOME_SEVEN)
          seven = &g_array_index (out, HeraldOutcome, i);
      g_assert_nonnull (seven);
      g_assert_cmpuint (seven->n_players, ==, 4);
      g_assert_cmpuint (seven->values[1], ==, expected);
      g_assert_cmpuint (seven->values[0], ==, 7);
    }
  /* the history's outcome says what the roll said then */
  g_assert_cmpuint (herald_test_last_outcome (game, HERALD_OUTCOME_SEVEN)->values[1], ==, 9);
}

static double
chance_at (const char *rules,
           const char *start,
           guint       n_rolls,
           const char *before)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, start);

  if (before != NULL)
    herald_test_apply_ok (game, before);
  return herald_game_get_attack_chance (game, n_rolls, NULL);
}

/* Fair dice: a ship on half the rolls (A1.1) */
static void
test_chance_fair (void)
{
  g_assert_cmpfloat_with_epsilon (chance_at (NULL, "{\"round\": 5, \"barbarian_position\": 6}", 3, NULL), 7.0 / 8.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (chance_at (NULL, "{\"round\": 5, \"barbarian_position\": 4}", 3, NULL), 1.0 / 8.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (chance_at (NULL, "{\"round\": 5, \"barbarian_position\": 3}", 3, NULL), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (chance_at (NULL, "{\"round\": 5, \"barbarian_position\": 5}", 4, NULL), 11.0 / 16.0, 1e-12);
  /* physical dice are fair dice */
  g_assert_cmpfloat_with_epsilon (chance_at ("{\"dice\": \"physical\"}", "{\"round\": 5, \"barbarian_position\": 6}", 3, NULL),
                                  7.0 / 8.0, 1e-12);
}

/* B.4 c: the easy start holds the ship in rounds 1 and 2. On main at 42eea78 the window
 * said 88 % for the first case and 50 % for the second. */
static void
test_chance_easy_start (void)
{
  const char *easy = "{\"variants\": {\"easy_start\": true}}";

  /* round 2, the first player to roll: the next round's three rolls are all in round 2 */
  g_assert_cmpfloat_with_epsilon (chance_at (easy, "{\"round\": 2, \"current\": 0, \"barbarian_position\": 6}", 3, NULL),
                                  0.0, 1e-12);
  /* round 2, the last player to roll: their roll is held, the next two are in round 3 */
  g_assert_cmpfloat_with_epsilon (chance_at (easy, "{\"round\": 2, \"current\": 2, \"barbarian_position\": 6}", 3, NULL),
                                  3.0 / 4.0, 1e-12);
  /* … and once they have rolled, all three next rolls are in round 3 */
  g_assert_cmpfloat_with_epsilon (chance_at (easy, "{\"round\": 2, \"current\": 2, \"barbarian_position\": 6}", 3, ROLL_GATE),
                                  7.0 / 8.0, 1e-12);
  /* round 1: nothing moves within a round */
  g_assert_cmpfloat_with_epsilon (chance_at (easy, "{\"round\": 1, \"current\": 1, \"barbarian_position\": 6}", 3, NULL),
                                  0.0, 1e-12);
  /* round 3: the easy start is over */
  g_assert_cmpfloat_with_epsilon (chance_at (easy, "{\"round\": 3, \"current\": 0, \"barbarian_position\": 6}", 3, NULL),
                                  7.0 / 8.0, 1e-12);
}

/* B.5: one step more before the first attack */
static void
test_chance_friendly_barbarian (void)
{
  const char *friendly = "{\"variants\": {\"friendly_barbarian\": true}}";

  g_assert_cmpfloat_with_epsilon (chance_at (friendly, "{\"round\": 5, \"barbarian_position\": 6}", 3, NULL), 1.0 / 2.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (chance_at (friendly, "{\"round\": 5, \"barbarian_position\": 7}", 3, NULL), 7.0 / 8.0, 1e-12);
  /* after the first attack the track is the usual 7 steps */
  g_assert_cmpfloat_with_epsilon (chance_at (friendly, "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true}", 3, NULL),
                                  7.0 / 8.0, 1e-12);
}

/* Balanced dice deal the 6 event faces from a deck: the chance follows what is left */
static void
test_chance_balanced (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"dice\": \"balanced\"}", 3,
                                                     "{\"round\": 5, \"barbarian_position\": 6}");
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  g_autoptr(HeraldBalancedDice) dice = herald_balanced_dice_new (rng);
  HeraldRoll roll;
  guint faces, ships;

  /* a fresh deck: no ship in 3 draws from 3 ships and 3 gates is 3/6 · 2/5 · 1/4 */
  g_assert_cmpfloat_with_epsilon (herald_game_get_attack_chance (game, 3, NULL), 1.0 - 1.0 / 20.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (herald_game_get_attack_chance (game, 3, dice), 1.0 - 1.0 / 20.0, 1e-12);

  /* deal until one face is left: that face decides the first roll, then a fresh deck */
  for (guint i = 0; i < 5; i++)
    herald_balanced_dice_roll (dice, &roll);
  faces = herald_balanced_dice_get_faces_left (dice, &ships);
  g_assert_cmpuint (faces, ==, 1);
  if (ships == 1)
    g_assert_cmpfloat_with_epsilon (herald_game_get_attack_chance (game, 3, dice), 1.0, 1e-12);
  else
    g_assert_cmpfloat_with_epsilon (herald_game_get_attack_chance (game, 3, dice), 1.0 - 3.0 / 6.0 * 2.0 / 5.0, 1e-12);

  /* two steps left, two rolls, from a fresh deck: both ships, 3/6 · 2/5 */
  {
    g_autoptr(HeraldGame) two = herald_test_game_new ("{\"dice\": \"balanced\"}", 3,
                                                      "{\"round\": 5, \"barbarian_position\": 5}");

    g_assert_cmpfloat_with_epsilon (herald_game_get_attack_chance (two, 2, NULL), 1.0 / 5.0, 1e-12);
  }
}

/* Intrigue without a knight to aim at: a refusal in words, never a missing field. On main at
 * 42eea78 the window showed “the Intrigue needs “target” and “target_knight””. */
static void
test_check_card_intrigue (void)
{
  const char *start = "{\"players\": [{\"progress_cards\": [\"intrigue\", \"smith\", \"spy\"], "
                      "\"knights\": [{\"level\": 1, \"active\": true}]}, {}, {}]}";
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);
  g_autoptr(GError) error = NULL;

  /* before the roll: the timing says no */
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_INTRIGUE, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "after the roll"));
  g_clear_error (&error);

  herald_test_apply_ok (game, ROLL_GATE);
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_INTRIGUE, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "no opponent has a knight for the Intrigue");
  g_assert_null (strstr (error->message, "needs"));
  g_clear_error (&error);

  /* the Spy: nobody else holds a card */
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_SPY, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_clear_error (&error);

  /* the Smith has a knight to promote; a card not held is refused by the hand */
  g_assert_true (herald_game_check_card (game, 0, HERALD_CARD_SMITH, NULL));
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_DESERTER, &error));
  g_assert_nonnull (strstr (error->message, "holds no"));
  g_clear_error (&error);

  /* once Ben has a knight, the Intrigue can be played */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"knights\": [{\"level\": 1, \"active\": false}]}");
  g_assert_true (herald_game_check_card (game, 0, HERALD_CARD_INTRIGUE, &error));
  g_assert_no_error (error);
}

/* The Alchemist: before the own roll, held */
static void
test_check_card_alchemist (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{\"progress_cards\": [\"alchemist\"]}, {}, {}]}");
  g_autoptr(HeraldGame) physical = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3, NULL);

  g_assert_true (herald_game_check_card (game, 0, HERALD_CARD_ALCHEMIST, NULL));
  g_assert_false (herald_game_check_card (game, 1, HERALD_CARD_ALCHEMIST, NULL));
  g_assert_true (herald_game_check_card (physical, 0, HERALD_CARD_ALCHEMIST, NULL));
  herald_test_apply_ok (game, ROLL_GATE);
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_ALCHEMIST, NULL));
}

/* A Printer or a Constitution is revealed, not played: with physical cards only by a player
 * with a draw from its deck (RULES.md A12.1). The physical card dialog asks this of every
 * card; before, herald_game_check_card() answered for a `play_card` of it ("the Printer is
 * not played") and the dialog offered the reveal to a player without a draw (breaker report
 * 16, B16-1: the engine refused and a toast showed). */
static void
test_check_card_vp_reveal (void)
{
  g_autoptr(HeraldGame) physical = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
    "{\"players\": [{\"improvements\": {\"science\": 1}}, {}, {}]}");
  g_autoptr(HeraldGame) digital = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GError) error = NULL;

  /* nothing drawn yet: refused with the engine's reason, before and after the roll */
  g_assert_false (herald_game_check_card (physical, 0, HERALD_CARD_PRINTER, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "Anna has drawn no card"));
  g_clear_error (&error);

  /* a science draw on Anna's roll: the Printer may be revealed (off-turn too), not the
   * Constitution; Ben drew nothing */
  herald_test_apply_ok (physical, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 2, \"white\": 4}");
  g_assert_true (herald_game_check_card (physical, 0, HERALD_CARD_PRINTER, &error));
  g_assert_no_error (error);
  g_assert_false (herald_game_check_card (physical, 0, HERALD_CARD_CONSTITUTION, &error));
  g_assert_cmpstr (error->message, ==, "Anna has drawn no card from the politics deck that could be the Constitution");
  g_clear_error (&error);
  g_assert_false (herald_game_check_card (physical, 1, HERALD_CARD_PRINTER, &error));
  g_assert_cmpstr (error->message, ==, "Ben has drawn no card from the science deck that could be the Printer");
  g_clear_error (&error);
  herald_test_apply_ok (physical, "{\"type\": \"end_turn\"}");
  g_assert_true (herald_game_check_card (physical, 0, HERALD_CARD_PRINTER, NULL));

  /* the answer is the reveal's: once revealed, the one Printer of the game is gone */
  herald_test_apply_ok (physical, "{\"type\": \"reveal_vp_card\", \"player\": 0, \"card\": \"printer\"}");
  g_assert_false (herald_game_check_card (physical, 0, HERALD_CARD_PRINTER, &error));
  g_assert_nonnull (strstr (error->message, "already revealed"));
  g_clear_error (&error);

  /* digital cards: Herald reveals them itself */
  g_assert_false (herald_game_check_card (digital, 0, HERALD_CARD_CONSTITUTION, &error));
  g_assert_nonnull (strstr (error->message, "digital"));
}

/* If they landed now: the attack as the rules resolve it, the game unchanged */
static void
test_forecast_landing (void)
{
  /* Anna 2 cities and a basic knight, Ben 1 city and a strong knight, Cleo 1 city: 4 against 3 */
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}, "
    "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}");
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  const HeraldOutcome *attack;
  guint lost = 0;

  g_assert_cmpuint (herald_game_forecast_landing (game, outcomes), >=, 1);
  attack = &g_array_index (outcomes, HeraldOutcome, 0);
  g_assert_cmpint (attack->type, ==, HERALD_OUTCOME_ATTACK);
  g_assert_cmpuint (attack->barbarian_strength, ==, 4);
  g_assert_cmpuint (attack->knight_strength, ==, 3);
  g_assert_false (attack->catan_wins);
  /* the weakest with an ordinary city: Cleo (0) */
  g_assert_cmpuint (attack->n_players, ==, 1);
  g_assert_cmpuint (attack->players[0], ==, 2);
  for (guint i = 0; i < outcomes->len; i++)
    lost += g_array_index (outcomes, HeraldOutcome, i).type == HERALD_OUTCOME_CITY_LOST;
  g_assert_cmpuint (lost, ==, 1);
  /* nothing changed */
  g_assert_cmpuint (herald_game_get_state (game)->players[2].n_cities, ==, 1);
  g_assert_true (herald_game_get_state (game)->players[0].knights[0].active);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);

  /* Ben promotes his knight to mighty... as a correction: 5 against 4, Ben alone the strongest */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"knights\": [{\"level\": 3, \"active\": true}]}");
  g_array_set_size (outcomes, 0);
  g_assert_cmpuint (herald_game_forecast_landing (game, outcomes), >=, 2);
  attack = &g_array_index (outcomes, HeraldOutcome, 0);
  g_assert_true (attack->catan_wins);
  g_assert_cmpint (attack->defender, ==, 1);
  g_assert_cmpint (g_array_index (outcomes, HeraldOutcome, 1).type, ==, HERALD_OUTCOME_DEFENDER);
  g_assert_cmpuint (herald_game_get_state (game)->players[1].defender, ==, 0);
}

static void
test_walls (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"players\": [{\"cities\": 2, \"walls\": 2}, {}, {}]}");

  g_assert_cmpuint (herald_game_get_walls (game, 0), ==, 2);
  g_assert_cmpuint (herald_game_get_walls (game, 1), ==, 0);
}

/* A5.2, A24: Def is every active knight's level, of players without a city too; an inactive
 * knight adds nothing; the landing's attack counts the same */
static void
test_defence_strength (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": [{\"knights\": [{\"level\": 1, \"active\": true}, "
    "{\"level\": 2}]}, {\"knights\": [{\"level\": 3, \"active\": true}]}, "
    "{\"cities\": 0, \"settlements\": 2, \"knights\": [{\"level\": 2, \"active\": true}]}]}");

  g_assert_cmpuint (herald_game_get_defence_strength (game), ==, 1 + 3 + 2);
  herald_test_apply_ok (game, ROLL_SHIP);
  g_assert_cmpuint (herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK)->knight_strength, ==, 6);
  /* every knight deactivated after the attack (A8.1) */
  g_assert_cmpuint (herald_game_get_defence_strength (game), ==, 0);
}

/* A2.1: the setup round's piece and player come from the engine, for the window's headline,
 * its button and the step it makes: three settlements in turn order, then three cities in
 * reverse order; each is the step the engine accepts; nothing once the round is over or in a
 * game started without one */
static void
test_setup_action (void)
{
  static const struct { HeraldActionType type; guint player; } round[] = {
    { HERALD_ACTION_SETUP_SETTLEMENT, 0 }, { HERALD_ACTION_SETUP_SETTLEMENT, 1 },
    { HERALD_ACTION_SETUP_SETTLEMENT, 2 }, { HERALD_ACTION_SETUP_CITY, 2 },
    { HERALD_ACTION_SETUP_CITY, 1 }, { HERALD_ACTION_SETUP_CITY, 0 },
  };
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"setup\": true}");
  g_autoptr(HeraldGame) started = herald_test_game_new (NULL, 3, NULL);
  HeraldAction action;

  for (guint i = 0; i < G_N_ELEMENTS (round); i++)
    {
      HeraldAction other;

      g_assert_true (herald_game_get_setup_action (game, &action));
      g_assert_cmpint (action.type, ==, round[i].type);
      g_assert_cmpint (action.player, ==, round[i].player);
      g_assert_cmpuint (herald_game_get_state (game)->current, ==, round[i].player);
      /* the other piece is refused */
      herald_action_init (&other, action.type == HERALD_ACTION_SETUP_CITY
                          ? HERALD_ACTION_SETUP_SETTLEMENT : HERALD_ACTION_SETUP_CITY, action.player);
      g_assert_false (herald_game_check (game, &other, NULL));
      g_assert_true (herald_game_apply (game, &action, NULL, NULL));
    }
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  action.type = HERALD_ACTION_ROLL;
  g_assert_false (herald_game_get_setup_action (game, &action));
  g_assert_cmpint (action.type, ==, HERALD_ACTION_ROLL);
  g_assert_false (herald_game_get_setup_action (started, &action));

  /* undo gives the step back */
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_get_setup_action (game, &action));
  g_assert_cmpint (action.type, ==, HERALD_ACTION_SETUP_CITY);
  g_assert_cmpint (action.player, ==, 0);
}

/* A5, A24, B.2: the check-in's battle is the engine's: its corrections made, then the
 * landing resolved as the roll would resolve it (Barb, Def, who wins, who loses); a
 * correction refused is said, not counted; in the Fiesepeter variant only the knights
 * committed fight. The game does not change. */
static void
test_forecast_check_in (void)
{
  static const char *start =
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 2, "
    "\"active\": true}, {\"level\": 1, \"active\": true}]}, {\"cities\": 2, \"walls\": 1, "
    "\"knights\": [{\"level\": 1, \"active\": true}]}, {\"cities\": 1}]}";
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);
  g_autoptr(HeraldGame) fiesepeter = herald_test_game_new ("{\"variants\": {\"fiesepeter\": true}}", 3, start);
  HeraldAction corrections[2];
  HeraldAttackResult battle;
  g_autoptr(GError) error = NULL;
  guint8 commit[HERALD_MAX_PLAYERS] = { 1 << 1, 0, 0 };

  /* as it stands: 5 cities against 2 + 1 + 1: the barbarians win, Cleo (no knight) loses */
  g_assert_true (herald_game_forecast_check_in (game, NULL, 0, NULL, &battle, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (battle.barbarian_strength, ==, 5);
  g_assert_cmpuint (battle.knight_strength, ==, 4);
  g_assert_false (battle.catan_wins);
  g_assert_cmpuint (battle.n_cities_lost, ==, 1);
  g_assert_cmpuint (battle.cities_lost[0], ==, 2);

  /* Ben has one city, Cleo none: 3 against 4, Catan wins and Anna is the Defender */
  herald_action_init (&corrections[0], HERALD_ACTION_CORRECT, 1);
  corrections[0].correction.cities = 1;
  herald_action_init (&corrections[1], HERALD_ACTION_CORRECT, 2);
  corrections[1].correction.cities = 0;
  corrections[1].correction.settlements = 2;
  g_assert_true (herald_game_forecast_check_in (game, corrections, 2, NULL, &battle, NULL));
  g_assert_cmpuint (battle.barbarian_strength, ==, 3);
  g_assert_cmpuint (battle.knight_strength, ==, 4);
  g_assert_true (battle.catan_wins);
  g_assert_cmpint (battle.defender, ==, 0);
  /* the game is as it was */
  g_assert_cmpuint (herald_game_get_state (game)->players[1].n_cities, ==, 2);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);

  /* a wall with no city under it: refused, with the engine's reason */
  corrections[0].correction.cities = 0;
  corrections[0].correction.walls = 1;
  battle.barbarian_strength = 99;
  g_assert_false (herald_game_forecast_check_in (game, corrections, 1, NULL, &battle, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_cmpuint (battle.barbarian_strength, ==, 99);
  g_clear_error (&error);

  /* Fiesepeter: Anna commits her basic knight only, Ben his: 2 against 5 */
  g_assert_true (herald_game_forecast_check_in (fiesepeter, NULL, 0, commit, &battle, NULL));
  g_assert_cmpuint (battle.knight_strength, ==, 1);
  commit[1] = 1;
  g_assert_true (herald_game_forecast_check_in (fiesepeter, NULL, 0, commit, &battle, NULL));
  g_assert_cmpuint (battle.knight_strength, ==, 2);
  g_assert_false (battle.catan_wins);
  /* a knight switched off by a correction cannot fight */
  herald_action_init (&corrections[0], HERALD_ACTION_CORRECT, 1);
  corrections[0].correction.n_knights = 1;
  corrections[0].correction.knight_level[0] = 1;
  corrections[0].correction.knight_active[0] = FALSE;
  g_assert_false (herald_game_forecast_check_in (fiesepeter, corrections, 1, commit, &battle, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_nonnull (strstr (error->message, "only commit active knights"));

  /* the roll resolves it the same way */
  herald_test_apply_ok (game, ROLL_SHIP);
  g_assert_cmpuint (herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK)->barbarian_strength, ==, 5);
  g_assert_cmpuint (herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK)->knight_strength, ==, 4);
}

/* A4.5: no knight is activated as the barbarians land: the check-in may count only the
 * knights active now, and says why not in the engine's words (the dialog's inactive knight's
 * switch looked like any other: tester report 25, N25-8); a correction that would activate one
 * is refused */
static void
test_check_in_no_activation (void)
{
  static const char *start =
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 2, \"knights\": [{\"level\": 2, "
    "\"active\": true}]}, {\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": false}]}, "
    "{\"cities\": 1}]}";
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);
  HeraldAction correction;
  HeraldAttackResult battle;
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_game_check_in_knight_may_be_active (game, 0, 0, &error));
  g_assert_no_error (error);
  g_assert_false (herald_game_check_in_knight_may_be_active (game, 1, 0, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "a knight cannot be activated once the barbarians land");
  g_clear_error (&error);

  /* Ben's knight switched on: refused, and said; left off: the battle as it stands */
  herald_action_init (&correction, HERALD_ACTION_CORRECT, 1);
  correction.correction.n_knights = 1;
  correction.correction.knight_level[0] = 1;
  correction.correction.knight_active[0] = TRUE;
  g_assert_false (herald_game_forecast_check_in (game, &correction, 1, NULL, &battle, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "a knight cannot be activated once the barbarians land");
  g_clear_error (&error);
  correction.correction.knight_active[0] = FALSE;
  g_assert_true (herald_game_forecast_check_in (game, &correction, 1, NULL, &battle, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (battle.knight_strength, ==, 2);
}

/* A17.1, A17.4: who may hold a metropolis, for the check-in's choice of holders: only a
 * player at level 4 or 5, only at level 5 when someone is, nobody only while nobody is at
 * level 4; lenient corrections (version-2 files) let anyone at level 4 or 5, or nobody */
static void
test_may_hold_metropolis (void)
{
  static const char *start =
    "{\"players\": [{\"cities\": 2, \"improvements\": {\"trade\": 5, \"science\": 4}, "
    "\"metropolises\": [\"trade\", \"science\"]}, {\"improvements\": {\"trade\": 4, \"science\": 4, "
    "\"politics\": 3}}, {\"improvements\": {\"trade\": 5}}]}";
  g_autoptr(HeraldGame) strict = herald_test_game_new ("{\"variants\": {\"corrections\": \"strict\"}}", 3, start);
  g_autoptr(HeraldGame) lenient = herald_test_game_new ("{\"variants\": {\"corrections\": \"lenient\"}}", 3, start);

  g_assert_cmpint (herald_game_get_rules (strict)->corrections, ==, HERALD_CORRECTIONS_STRICT);
  /* trade: Anna holds it at level 5; Cleo, at 5 too, may hold it; Ben at 4 may not, nor
   * nobody */
  g_assert_true (herald_game_may_hold_metropolis (strict, HERALD_TRACK_TRADE, 0));
  g_assert_false (herald_game_may_hold_metropolis (strict, HERALD_TRACK_TRADE, 1));
  g_assert_true (herald_game_may_hold_metropolis (strict, HERALD_TRACK_TRADE, 2));
  g_assert_false (herald_game_may_hold_metropolis (strict, HERALD_TRACK_TRADE, -1));
  /* science: Anna holds it at 4; Ben at 4 may take it; Cleo at 0 may not */
  g_assert_true (herald_game_may_hold_metropolis (strict, HERALD_TRACK_SCIENCE, 0));
  g_assert_true (herald_game_may_hold_metropolis (strict, HERALD_TRACK_SCIENCE, 1));
  g_assert_false (herald_game_may_hold_metropolis (strict, HERALD_TRACK_SCIENCE, 2));
  g_assert_false (herald_game_may_hold_metropolis (strict, HERALD_TRACK_SCIENCE, -1));
  /* politics: nobody at level 4: nobody holds it */
  g_assert_true (herald_game_may_hold_metropolis (strict, HERALD_TRACK_POLITICS, -1));
  for (gint p = 0; p < 3; p++)
    g_assert_false (herald_game_may_hold_metropolis (strict, HERALD_TRACK_POLITICS, p));

  g_assert_true (herald_game_may_hold_metropolis (lenient, HERALD_TRACK_TRADE, 1));
  g_assert_true (herald_game_may_hold_metropolis (lenient, HERALD_TRACK_TRADE, -1));
  g_assert_false (herald_game_may_hold_metropolis (lenient, HERALD_TRACK_SCIENCE, 2));
}

/* A11, A14: the copies of a card its deck still holds come from the engine, for Arrange
 * Progress Card Decks: the box's copies less those held, less the cards entered on top and not
 * recorded yet; none with physical cards */
static void
test_deck_copies (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 2, \"players\": [{\"progress_cards\": [\"spy\"], \"improvements\": {\"politics\": 1}}, "
    "{}, {}]}");
  g_autoptr(HeraldGame) physical = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3, NULL);
  const guint8 tops[] = { HERALD_CARD_SPY, HERALD_CARD_BISHOP, HERALD_CARD_SPY, HERALD_CARD_SPY };
  guint8 known[HERALD_MAX_DECK];

  g_assert_cmpuint (herald_card_get_count (HERALD_CARD_SPY, HERALD_EDITION_STANDARD), ==, 3);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, NULL, 0), ==, 2);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, tops, 1), ==, 1);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, tops, 3), ==, 0);
  /* never below nothing */
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, tops, 4), ==, 0);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_BISHOP, tops, 4), ==, 1);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_MERCHANT, tops, 4), ==, 6);

  /* recorded on top, they are still in the deck: the same count */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"on_top\": {\"politics\": [\"spy\"]}}");
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, NULL, 0), ==, 2);
  /* what lies on top as arranged, for the dialog opened again (N30-10): a later arrangement
   * goes above it, and a card it names again comes from there */
  g_assert_cmpuint (herald_game_get_deck_on_top (game, HERALD_TRACK_POLITICS, known), ==, 1);
  g_assert_cmpint (known[0], ==, HERALD_CARD_SPY);
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"on_top\": {\"politics\": [\"bishop\"]}}");
  g_assert_cmpuint (herald_game_get_deck_on_top (game, HERALD_TRACK_POLITICS, known), ==, 2);
  g_assert_cmpint (known[0], ==, HERALD_CARD_BISHOP);
  g_assert_cmpint (known[1], ==, HERALD_CARD_SPY);
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"on_top\": {\"politics\": [\"spy\"]}}");
  g_assert_cmpuint (herald_game_get_deck_on_top (game, HERALD_TRACK_POLITICS, known), ==, 2);
  g_assert_cmpint (known[0], ==, HERALD_CARD_SPY);
  g_assert_cmpint (known[1], ==, HERALD_CARD_BISHOP);
  g_assert_cmpuint (herald_game_get_deck_on_top (game, HERALD_TRACK_TRADE, known), ==, 0);
  g_assert_cmpuint (herald_game_get_deck_on_top (physical, HERALD_TRACK_POLITICS, known), ==, 0);
  /* drawn by Anna (the politics gate, red 1: A11), it is no longer */
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 1, \"white\": 1}");
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_hand, ==, 2);
  g_assert_cmpuint (herald_game_get_deck_copies (game, HERALD_CARD_SPY, NULL, 0), ==, 1);

  g_assert_cmpuint (herald_game_get_deck_copies (physical, HERALD_CARD_SPY, NULL, 0), ==, 0);
}

#define OLD_METROPOLIS_ON_SABOTAGED \
  "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 1234, \"rules\": {\"edition\": \"first-edition\"}, " \
  "\"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}, " \
  "{\"name\": \"Cleo\", \"color\": \"white\"}], \"start\": {\"round\": 3, \"current\": 0, " \
  "\"first_attack_done\": true, \"players\": [{\"settlements\": 1, \"cities\": 1, \"progress_cards\": " \
  "[\"saboteur\"]}, {\"settlements\": 1, \"cities\": 1, \"improvements\": {\"politics\": 3}}, " \
  "{\"settlements\": 1, \"cities\": 1}]}, \"actions\": [" ROLL_GATE ", {\"type\": \"play_card\", " \
  "\"player\": 0, \"card\": \"saboteur\", \"target\": 1}, " END ", " ROLL_GATE ", " \
  "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"politics\"}]}"

/* An old file (before December 2026): Ben's metropolis went on the city named although it was
 * sabotaged; a second Saboteur turned his other city (round 4); Ben rolls */
#define OLD_METROPOLIS_NAMED_SABOTAGED \
  "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 1234, \"rules\": {\"edition\": \"first-edition\"}, " \
  "\"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}, " \
  "{\"name\": \"Cleo\", \"color\": \"white\"}], \"start\": {\"round\": 3, \"current\": 0, " \
  "\"first_attack_done\": true, \"players\": [{\"settlements\": 1, \"cities\": 1, \"progress_cards\": " \
  "[\"saboteur\", \"saboteur\"]}, {\"settlements\": 2, \"cities\": 2, \"improvements\": {\"politics\": 3}}, " \
  "{\"settlements\": 1, \"cities\": 1}]}, \"actions\": [" ROLL_GATE ", {\"type\": \"play_card\", " \
  "\"player\": 0, \"card\": \"saboteur\", \"target\": 1}, " END ", " ROLL_GATE ", " \
  "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"politics\", \"city\": 0}, " END ", " \
  ROLL_GATE ", " END ", " ROLL_GATE ", {\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\", " \
  "\"target\": 1}, " END ", " ROLL_GATE "]}"

/* A15 (first edition): the sabotaged cities are counted by the engine, for the player's card
 * and Correct Pieces: those of a starting position, one more for each Saboteur, one fewer for
 * a repair or a pillage of one; a metropolis never; none in the standard edition */
static void
test_sabotaged (void)
{
  g_autoptr(HeraldGame) first = herald_test_game_new ("{\"edition\": \"first-edition\"}", 3,
    "{\"players\": [{\"progress_cards\": [\"saboteur\"]}, "
    "{\"cities\": 3, \"settlements\": 0, \"sabotaged\": 1}, "
    "{\"cities\": 2, \"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4}, \"sabotaged\": 1}]}");
  g_autoptr(HeraldGame) standard = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"progress_cards\": [\"saboteur\"]}, {\"cities\": 3, \"settlements\": 0}, {}]}");
  g_autoptr(HeraldGame) old = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (herald_game_get_sabotaged (first, 0), ==, 0);
  g_assert_cmpuint (herald_game_get_sabotaged (first, 1), ==, 1);
  /* Cleo's metropolis is not one of them */
  g_assert_cmpuint (herald_game_get_sabotaged (first, 2), ==, 1);
  herald_test_apply_ok (first, ROLL_GATE);
  herald_test_apply_ok (first, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\", "
                        "\"target\": 1}");
  g_assert_cmpuint (herald_game_get_sabotaged (first, 1), ==, 2);
  /* still some of his 3 cities, not more */
  g_assert_cmpuint (herald_game_get_state (first)->players[1].n_cities, ==, 3);
  herald_test_apply_ok (first, "{\"type\": \"correct\", \"player\": 1, \"sabotaged\": 3}");
  g_assert_cmpuint (herald_game_get_sabotaged (first, 1), ==, 3);
  herald_test_apply_ok (first, "{\"type\": \"correct\", \"player\": 1, \"cities\": 1}");
  g_assert_cmpuint (herald_game_get_sabotaged (first, 1), ==, 1);
  herald_test_apply_ok (first, END);
  herald_test_apply_ok (first, ROLL_GATE);
  herald_test_apply_ok (first, "{\"type\": \"repair_city\", \"player\": 1}");
  g_assert_cmpuint (herald_game_get_sabotaged (first, 1), ==, 0);

  herald_test_apply_ok (standard, ROLL_GATE);
  herald_test_apply_ok (standard, "{\"type\": \"play_card\", \"player\": 0, \"card\": \"saboteur\"}");
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (herald_game_get_sabotaged (standard, p), ==, 0);

  /* Herald before December 2026 put a metropolis on a sabotaged city (the scenario
   * format-old-log-first-edition-metropolis-only-sabotaged): the file's mark stays under the
   * metropolis, which is not sabotaged (A17.5), as Correct Pieces counts */
  old = herald_save_load_data (OLD_METROPOLIS_ON_SABOTAGED, strlen (OLD_METROPOLIS_ON_SABOTAGED), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_metropolises (old, 1), ==, 1);
  g_assert_true (herald_game_get_state (old)->players[1].cities[0].sabotaged);
  g_assert_cmpuint (herald_game_get_sabotaged (old, 1), ==, 0);
  /* nor repaired as a new step: Ben has nothing to repair (it was repaired before December
   * 2026; an old log that repaired it replays so) */
  herald_test_apply_fails (old, "{\"type\": \"repair_city\", \"player\": 1}", "no sabotaged city");
  g_assert_true (herald_game_get_state (old)->players[1].cities[0].sabotaged);
}

/* A15, A17.5: a repair takes a sabotaged ordinary city, not the mark an old file left under a
 * metropolis before it (Herald before December 2026 repaired the first mark, the
 * metropolis's, and Ben kept a city that yields as a settlement); after Undo the same */
static void
test_repair_ordinary_first (void)
{
  g_autoptr(HeraldGame) old = NULL;
  g_autoptr(GError) error = NULL;
  const HeraldState *s;

  old = herald_save_load_data (OLD_METROPOLIS_NAMED_SABOTAGED, strlen (OLD_METROPOLIS_NAMED_SABOTAGED), &error);
  g_assert_no_error (error);
  s = herald_game_get_state (old);
  g_assert_cmpint (s->players[1].cities[0].metropolis, ==, HERALD_TRACK_POLITICS);
  g_assert_true (s->players[1].cities[0].sabotaged);
  g_assert_true (s->players[1].cities[1].sabotaged);
  g_assert_cmpuint (herald_game_get_sabotaged (old, 1), ==, 1);

  herald_test_apply_ok (old, "{\"type\": \"repair_city\", \"player\": 1}");
  s = herald_game_get_state (old);
  g_assert_false (s->players[1].cities[1].sabotaged);
  g_assert_true (s->players[1].cities[0].sabotaged);
  g_assert_cmpuint (herald_game_get_sabotaged (old, 1), ==, 0);
  /* nothing more to repair */
  herald_test_apply_fails (old, "{\"type\": \"repair_city\", \"player\": 1}", "no sabotaged city");
  /* the log replayed (an undo of a later step) repairs the same city */
  herald_test_apply_ok (old, "{\"type\": \"build_settlement\", \"player\": 1}");
  g_assert_true (herald_game_undo (old, NULL));
  g_assert_cmpuint (herald_game_get_sabotaged (old, 1), ==, 0);
  g_assert_true (herald_game_get_state (old)->players[1].cities[0].sabotaged);
}

/* A12.3: a fifth card held through the own turn goes back before the turn ends */
static void
test_cards_over_limit (void)
{
  const char *start = "{\"players\": [{\"improvements\": {\"trade\": 2}, \"progress_cards\": "
                      "[\"spy\", \"smith\", \"bishop\", \"wedding\"]}, {}, {}], "
                      "\"decks\": {\"trade\": [\"merchant\", \"merchant\"]}}";
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);

  g_assert_cmpuint (herald_game_get_cards_over_limit (game, 0), ==, 0);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3}");
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_hand, ==, 5);
  g_assert_cmpuint (herald_game_get_cards_over_limit (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_cards_over_limit (game, 1), ==, 0);
  herald_test_apply_fails (game, END, "must discard down to 4");
  herald_test_apply_ok (game, "{\"type\": \"discard_card\", \"player\": 0, \"card\": \"spy\"}");
  g_assert_cmpuint (herald_game_get_cards_over_limit (game, 0), ==, 0);
  herald_test_apply_ok (game, END);
}

/* The dice mode is part of the saved game (docs/save-format.md, rules.dice); a file without
 * it has fair dice, and fair dice write no member, so earlier files stay as they were */
static void
test_save_dice_mode (void)
{
  static const char * const modes[] = { "fair", "balanced", "physical" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"dice\": \"%s\"}", modes[m]);
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, NULL);
      g_autofree char *data = NULL;
      g_autoptr(HeraldGame) loaded = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (herald_game_get_rules (game)->dice_mode, ==, (HeraldDiceMode) m);
      data = herald_save_to_data (game, NULL);
      g_assert_true ((strstr (data, "\"dice\"") != NULL) == (m != HERALD_DICE_MODE_FAIR));
      loaded = herald_save_load_data (data, strlen (data), &error);
      g_assert_no_error (error);
      g_assert_cmpint (herald_game_get_rules (loaded)->dice_mode, ==, (HeraldDiceMode) m);
    }

  {
    g_autoptr(GError) error = NULL;
    const char *bad = "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {\"dice\": \"loaded\"}, "
                      "\"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}, "
                      "{\"name\": \"C\", \"color\": \"white\"}], \"actions\": []}";

    g_assert_null (herald_save_load_data (bad, strlen (bad), &error));
    g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "dice"));
  }
}

/* One check over the whole action vocabulary (issue 9): for every action kind, at many points
 * of random games, herald_game_check() gives the answer herald_game_apply() gives (the same
 * refusal, word for word), and herald_game_check_card() says a card may be played whenever a
 * `play_card` of it (or, for the Alchemist, a roll with it) passes the check. */
static void
check_against_apply (HeraldGame         *game,
                     const HeraldAction *action,
                     guint              *checked,
                     guint              *accepted)
{
  g_autoptr(HeraldGame) copy = herald_game_copy (game);
  g_autoptr(GError) check_error = NULL;
  g_autoptr(GError) apply_error = NULL;
  gboolean ok = herald_game_check (game, action, &check_error);

  g_assert_cmpint (ok, ==, herald_game_apply (copy, action, NULL, &apply_error));
  if (!ok)
    g_assert_cmpstr (check_error->message, ==, apply_error->message);
  checked[action->type]++;
  accepted[action->type] += ok;

  if (ok && action->type == HERALD_ACTION_PLAY_CARD)
    g_assert_true (herald_game_check_card (game, action->player, action->card, NULL));
  if (ok && action->type == HERALD_ACTION_REVEAL_VP_CARD)
    g_assert_true (herald_game_check_card (game, action->player, action->card, NULL));
  if (ok && action->type == HERALD_ACTION_ROLL && action->roll.alchemist)
    g_assert_true (herald_game_check_card (game, herald_game_get_state (game)->current,
                                           HERALD_CARD_ALCHEMIST, NULL));
}

static void
test_check_every_action (void)
{
  guint checked[HERALD_N_ACTIONS] = { 0, }, accepted[HERALD_N_ACTIONS] = { 0, };
  guint games = g_test_slow () ? 40 : 12;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (9000 + g);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);

      for (guint step = 0; step < 120; step++)
        {
          const HeraldState *s = herald_game_get_state (game);
          HeraldAction a;

          /* every kind, as it stands (mostly refused: the reasons must agree too) */
          for (guint t = 0; t < HERALD_N_ACTIONS; t++)
            {
              herald_action_init (&a, t, s->current);
              a.roll = (HeraldRoll) { .event = HERALD_EVENT_SCIENCE, .red = 3, .white = 4,
                                      .alchemist = herald_rng_range (rng, 2) == 0 };
              a.card = herald_rng_range (rng, HERALD_N_CARDS);
              a.track = herald_rng_range (rng, HERALD_N_TRACKS);
              check_against_apply (game, &a, checked, accepted);
            }
          /* candidates with details, for every player */
          for (guint i = 0; i < 8; i++)
            {
              herald_random_move (game, rng, herald_rng_range (rng, s->n_players), &a);
              check_against_apply (game, &a, checked, accepted);
            }
          if (!herald_random_step (game, rng))
            break;
        }
    }

  for (guint t = 0; t < HERALD_N_ACTIONS; t++)
    {
      g_test_message ("%s: %u checked, %u accepted", herald_action_type_to_string (t),
                      checked[t], accepted[t]);
      g_assert_cmpuint (checked[t], >, 0);
    }
  g_assert_cmpuint (accepted[HERALD_ACTION_PLAY_CARD], >, 0);
}

/* Breaker 17, B17-2: at a point bound by a step undone there (a roll, a tie reward's deck),
 * herald_game_check () answers as herald_game_apply () does, and both refuse the new steps
 * that would use what was seen: the Alchemist where Herald's dice were rolled and undone,
 * another deck than the one drawn and undone (with Herald's cards); the same deck is drawn
 * again, and Redo stays free. Random games, each roll or deck choice undone at random. */
static void
test_check_bound_points (void)
{
  guint checked[HERALD_N_ACTIONS] = { 0, }, accepted[HERALD_N_ACTIONS] = { 0, };
  guint n_alchemist = 0, n_deck = 0, n_same_deck = 0;

  for (guint g = 0; g < 150; g++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (9500 + g);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);
      const HeraldRules *rules = herald_game_get_rules (game);

      for (guint step = 0; step < 600; step++)
        {
          HeraldAction undone, a;
          guint n;

          if (!herald_random_step (game, rng))
            break;
          n = herald_game_get_n_actions (game);
          undone = *herald_game_get_action (game, n - 1);
          if ((undone.type != HERALD_ACTION_ROLL && undone.type != HERALD_ACTION_CHOOSE_DECK) ||
              herald_rng_range (rng, 2) == 0)
            continue;
          g_assert_true (herald_game_undo (game, NULL));

          if (undone.type == HERALD_ACTION_ROLL)
            {
              HeraldRollRecord bound;
              gboolean is_bound = herald_game_get_bound_roll (game, &bound) &&
                                  rules->dice_mode != HERALD_DICE_MODE_PHYSICAL;

              for (guint i = 0; i < 4; i++)
                {
                  g_autoptr(GError) error = NULL;

                  herald_action_init (&a, HERALD_ACTION_ROLL, herald_game_get_state (game)->current);
                  a.roll = undone.roll;
                  a.roll.alchemist = TRUE;
                  a.roll.red = 1 + herald_rng_range (rng, 6);
                  a.roll.white = 1 + herald_rng_range (rng, 6);
                  a.has_commit = FALSE;
                  check_against_apply (game, &a, checked, accepted);
                  if (!herald_game_check (game, &a, &error) &&
                      strstr (error->message, "the Alchemist can no longer choose them") != NULL)
                    {
                      g_assert_true (is_bound);
                      n_alchemist++;
                    }
                }
              /* the window's Alchemist button asks the same: off where the dice are bound */
              if (is_bound)
                g_assert_false (herald_game_check_card (game, herald_game_get_state (game)->current,
                                                        HERALD_CARD_ALCHEMIST, NULL));
            }
          else
            for (guint t = 0; t < HERALD_N_TRACKS; t++)
              {
                g_autoptr(GError) error = NULL;

                herald_action_init (&a, HERALD_ACTION_CHOOSE_DECK, undone.player);
                a.track = t;
                check_against_apply (game, &a, checked, accepted);
                if (t == undone.track)
                  {
                    /* the same deck: the same card, as Redo */
                    g_assert_true (herald_game_check (game, &a, NULL));
                    n_same_deck++;
                  }
                else if (!herald_game_check (game, &a, &error) &&
                         strstr (error->message, "already drew from the") != NULL)
                  {
                    g_assert_true (rules->digital_cards);
                    n_deck++;
                  }
              }
          g_assert_true (herald_game_redo (game, NULL, NULL));
        }
    }
  g_test_message ("Alchemist refused after an undone roll: %u; other deck refused: %u; "
                  "same deck accepted: %u", n_alchemist, n_deck, n_same_deck);
  g_assert_cmpuint (n_alchemist, >, 0);
  g_assert_cmpuint (n_deck, >, 0);
  g_assert_cmpuint (n_same_deck, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/herald/answers/roll-outcomes", test_roll_outcomes);
  g_test_add_func ("/herald/answers/roll-outcomes-seven-limits", test_roll_outcomes_seven_limits);
  g_test_add_func ("/herald/answers/attack-chance/fair", test_chance_fair);
  g_test_add_func ("/herald/answers/attack-chance/easy-start", test_chance_easy_start);
  g_test_add_func ("/herald/answers/attack-chance/friendly-barbarian", test_chance_friendly_barbarian);
  g_test_add_func ("/herald/answers/attack-chance/balanced", test_chance_balanced);
  g_test_add_func ("/herald/answers/check-card/intrigue", test_check_card_intrigue);
  g_test_add_func ("/herald/answers/check-card/alchemist", test_check_card_alchemist);
  g_test_add_func ("/herald/answers/check-card/vp-reveal", test_check_card_vp_reveal);
  g_test_add_func ("/herald/answers/check-every-action", test_check_every_action);
  g_test_add_func ("/herald/answers/check-bound-points", test_check_bound_points);
  g_test_add_func ("/herald/answers/walls", test_walls);
  g_test_add_func ("/herald/answers/sabotaged", test_sabotaged);
  g_test_add_func ("/herald/answers/repair-ordinary-first", test_repair_ordinary_first);
  g_test_add_func ("/herald/answers/defence-strength", test_defence_strength);
  g_test_add_func ("/herald/answers/setup-action", test_setup_action);
  g_test_add_func ("/herald/answers/forecast-check-in", test_forecast_check_in);
  g_test_add_func ("/herald/answers/check-in-no-activation", test_check_in_no_activation);
  g_test_add_func ("/herald/answers/may-hold-metropolis", test_may_hold_metropolis);
  g_test_add_func ("/herald/answers/deck-copies", test_deck_copies);
  g_test_add_func ("/herald/answers/forecast-landing", test_forecast_landing);
  g_test_add_func ("/herald/answers/cards-over-limit", test_cards_over_limit);
  g_test_add_func ("/herald/answers/save-dice-mode", test_save_dice_mode);

  return g_test_run ();
}
