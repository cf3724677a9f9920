/* test-metropolis.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-test-utils.h"

#define ROLL "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 6}"
#define END "{\"type\": \"end_turn\"}"

/* C35, A17.1: the first to level 4 places the metropolis on an ordinary city: +2 VP, and the
 * barbarian strength does not change */
static void
test_first_to_four (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 2, \"improvements\": {\"politics\": 3}}, {}, {}]}");
  const HeraldState *s = herald_game_get_state (game);
  guint barb = herald_game_get_barbarian_strength (game);
  const HeraldOutcome *o;

  herald_test_apply_ok (game, ROLL);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 5);
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"politics\"}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_POLITICS], ==, 0);
  g_assert_false (s->metropolis_permanent[HERALD_TRACK_POLITICS]);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 7);
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_barbarian_strength (game), ==, barb);
  o = herald_test_last_outcome (game, HERALD_OUTCOME_METROPOLIS);
  g_assert_cmpint (o->player, ==, 0);
  g_assert_cmpint (o->other, ==, -1);
  g_assert_cmpint (o->track, ==, HERALD_TRACK_POLITICS);
}

/* C36, A17.3: level 4 blocked without an ordinary city; allowed after a new city */
static void
test_level_four_block (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 1, \"metropolises\": [\"trade\"], "
    "\"improvements\": {\"trade\": 4, \"science\": 3}}, {}, {}]}");

  herald_test_apply_ok (game, ROLL);
  herald_test_apply_fails (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"science\"}",
                           "no ordinary city");
  /* level 5 in the track whose metropolis the player holds is allowed */
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"}");
  g_assert_true (herald_game_get_state (game)->metropolis_permanent[HERALD_TRACK_TRADE]);
  herald_test_apply_ok (game, "{\"type\": \"build_city\", \"player\": 0}");
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"science\"}");
  g_assert_cmpint (herald_game_get_state (game)->metropolis[HERALD_TRACK_SCIENCE], ==, 0);
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 2);
}

/* A17.3 strict vs lenient when the metropolis cannot be won */
static void
test_level_four_strict_lenient (void)
{
  const char *start =
    "{\"players\": [{\"cities\": 1, \"metropolises\": [\"science\"], \"improvements\": "
    "{\"science\": 5}}, {\"cities\": 1, \"metropolises\": [\"trade\"], \"improvements\": "
    "{\"trade\": 4, \"science\": 3}}, {}], \"current\": 1}";
  g_autoptr(HeraldGame) strict = herald_test_game_new (NULL, 3, start);
  g_autoptr(HeraldGame) lenient = herald_test_game_new ("{\"variants\": {\"level4\": \"lenient\"}}",
                                                        3, start);

  herald_test_apply_ok (strict, ROLL);
  herald_test_apply_fails (strict, "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"science\"}",
                           "no ordinary city");
  herald_test_apply_ok (lenient, ROLL);
  herald_test_apply_ok (lenient, "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"science\"}");
  g_assert_cmpint (herald_game_get_state (lenient)->metropolis[HERALD_TRACK_SCIENCE], ==, 0);
}

/* C38, A17.4: the first to level 5 takes the metropolis from a level-4 holder */
static void
test_taken_at_five (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"current\": 2, \"players\": [{\"cities\": 2, \"metropolises\": [\"politics\"], "
    "\"improvements\": {\"politics\": 4}}, {}, {\"cities\": 2, \"improvements\": {\"politics\": 4}}]}");
  const HeraldState *s = herald_game_get_state (game);
  guint barb = herald_game_get_barbarian_strength (game);
  const HeraldOutcome *o;

  g_assert_cmpuint (herald_test_vp (game, 0), ==, 7);
  herald_test_apply_ok (game, ROLL);
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 2, \"track\": \"politics\"}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_METROPOLIS);
  g_assert_cmpint (o->other, ==, 0);
  g_assert_cmpint (o->player, ==, 2);
  g_assert_cmpint (s->metropolis[HERALD_TRACK_POLITICS], ==, 2);
  g_assert_true (s->metropolis_permanent[HERALD_TRACK_POLITICS]);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 5);
  g_assert_cmpuint (herald_test_vp (game, 2), ==, 7);
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 0);
  g_assert_cmpuint (herald_game_get_barbarian_strength (game), ==, barb);

  /* A later level 5 of the former holder gives nothing back */
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL);
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"politics\"}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_POLITICS], ==, 2);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 5);
}

/* C39: a holder first to level 5 is safe for ever */
static void
test_safe_at_five (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 2, \"metropolises\": [\"trade\"], \"improvements\": "
    "{\"trade\": 4}}, {\"cities\": 2, \"improvements\": {\"trade\": 4}}, {}]}");
  const HeraldState *s = herald_game_get_state (game);

  herald_test_apply_ok (game, ROLL);
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"}");
  g_assert_true (s->metropolis_permanent[HERALD_TRACK_TRADE]);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, ROLL);
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 1, \"track\": \"trade\"}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_TRADE], ==, 0);
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_METROPOLIS), ==, 0);
}

/* C41: all three metropolises on three cities: 12 VP, exempt from attacks */
static void
test_three_metropolises (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"players\": [{\"cities\": 3, \"settlements\": 0, "
    "\"improvements\": {\"trade\": 3, \"politics\": 3, \"science\": 3}}, {}, {}]}");
  const HeraldOutcome *o;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 1}");
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"}");
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"politics\"}");
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"science\"}");
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 3);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 12);
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 1}");
  o = herald_test_last_outcome (game, HERALD_OUTCOME_ATTACK);
  g_assert_false (o->catan_wins);
  g_assert_cmpuint (o->barbarian_strength, ==, 5);
  g_assert_cmpuint (o->n_players, ==, 2);
  g_assert_cmpuint (o->players[0], ==, 1);
  g_assert_cmpuint (o->players[1], ==, 2);
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_cities, ==, 3);
}

/* A start position is refused when a metropolis has no level 4 or two holders */
static void
test_start_checks (void)
{
  const char *bad[] = {
    "{\"players\": [{\"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 3}}, {}, {}]}",
    "{\"players\": [{\"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4}}, "
    "{\"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4}}, {}]}",
    "{\"players\": [{\"cities\": 1, \"metropolises\": [\"trade\", \"science\"], "
    "\"improvements\": {\"trade\": 4, \"science\": 4}}, {}, {}]}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "{\"format\": \"herald-game\", \"version\": 1, \"rules\": {}, \"players\": "
        "[{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}, "
        "{\"name\": \"C\", \"color\": \"white\"}], \"start\": %s}", bad[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "start.players["));
    }
}

static gboolean
parse_action (const char   *json,
              HeraldAction *action)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;
  gboolean ok;

  g_assert_nonnull (node);
  ok = herald_action_from_json (node, action, &error);
  g_assert_true (ok == (error == NULL));
  if (!ok)
    g_test_message ("refused: %s", error->message);
  return ok;
}

/* A correction places, moves and removes metropolises (the check-in, a game in progress):
 * level 4 still needed, an ordinary city still needed, level 5 makes it permanent (A17) */
static void
test_correct (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 2, \"improvements\": {\"trade\": 4, \"science\": 3}}, "
    "{\"cities\": 1, \"metropolises\": [\"trade\"], \"improvements\": {\"trade\": 4}}, {}]}");
  const HeraldState *s = herald_game_get_state (game);
  HeraldAction action;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *json = NULL;
  const HeraldOutcome *o;

  herald_test_apply_ok (game, ROLL);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 5);
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 5);

  /* science is at level 3: refused, and nothing changes */
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, "
                           "\"metropolises\": [\"science\"]}", "needs level 4");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_SCIENCE], ==, -1);

  /* the trade metropolis moves from Ben to Anna */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"metropolises\": [\"trade\"]}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_TRADE], ==, 0);
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_metropolises (game, 1), ==, 0);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 7);
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 3);
  o = herald_test_last_outcome (game, HERALD_OUTCOME_METROPOLIS);
  g_assert_cmpint (o->player, ==, 0);
  g_assert_cmpint (o->other, ==, 1);

  /* with science at 4 in the same correction, two metropolises on two cities */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"improvements\": "
                        "{\"science\": 5}, \"metropolises\": [\"trade\", \"science\"]}");
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 2);
  g_assert_true (s->metropolis_permanent[HERALD_TRACK_SCIENCE]);
  g_assert_false (s->metropolis_permanent[HERALD_TRACK_TRADE]);

  /* a third needs a third city */
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, \"improvements\": "
                           "{\"politics\": 4}, \"metropolises\": [\"trade\", \"science\", "
                           "\"politics\"]}", "no ordinary city");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_POLITICS], ==, -1);
  g_assert_cmpuint (s->players[0].improvements[HERALD_TRACK_POLITICS], ==, 0);

  /* lowering a held track below 4 without giving up the metropolis is refused */
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, \"improvements\": "
                           "{\"trade\": 3}}", "needs level 4");
  /* giving it up at the same time is not; the city stays as an ordinary city */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"improvements\": "
                        "{\"trade\": 3}, \"metropolises\": [\"science\"]}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_TRADE], ==, -1);
  g_assert_cmpuint (s->players[0].n_cities, ==, 2);
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 1);
  g_assert_cmpuint (herald_test_vp (game, 0), ==, 7);

  /* fewer cities than metropolises after the correction: refused */
  herald_test_apply_fails (game, "{\"type\": \"correct\", \"player\": 0, \"cities\": 0}",
                           "Anna holds 1 metropolis, on a city of its own");

  /* an empty list removes every metropolis the player holds */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"metropolises\": []}");
  g_assert_cmpuint (herald_game_get_metropolises (game, 0), ==, 0);
  g_assert_false (s->metropolis_permanent[HERALD_TRACK_SCIENCE]);

  /* the codec: the member round-trips, and bad lists are refused */
  g_assert_true (parse_action ("{\"type\": \"correct\", \"player\": 2, "
                               "\"metropolises\": [\"science\", \"trade\"]}", &action));
  g_assert_cmpint (action.correction.metropolises, ==, (1 << HERALD_TRACK_TRADE) | (1 << HERALD_TRACK_SCIENCE));
  g_assert_cmpint (action.correction.cities, ==, HERALD_UNSET);
  node = herald_action_to_json (&action);
  json = json_to_string (node, FALSE);
  g_assert_cmpstr (json, ==, "{\"type\":\"correct\",\"player\":2,\"metropolises\":[\"trade\",\"science\"]}");
  g_assert_false (parse_action ("{\"type\": \"correct\", \"player\": 0, "
                                "\"metropolises\": [\"trade\", \"trade\"]}", &action));
  g_assert_false (parse_action ("{\"type\": \"correct\", \"player\": 0, "
                                "\"metropolises\": [\"wool\"]}", &action));
  g_assert_false (parse_action ("{\"type\": \"correct\", \"player\": 0, "
                                "\"metropolises\": \"trade\"}", &action));
}

/* A19.1, A17.5, A7.5 (tester report 30, N30-15): Herald is not told where a wall is built, so
 * the attack check-in asks how many walls stand under metropolises whenever they could stand
 * under either kind of city, and the answer keeps a wall under a metropolis when the
 * barbarians take the ordinary city */
static void
test_check_in_asks_walls (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"barbarian_position\": 6, \"first_attack_done\": true, \"players\": ["
    "{\"cities\": 2, \"metropolises\": [\"science\"], \"improvements\": {\"science\": 4}}, "
    "{\"cities\": 2, \"walls\": 1}, "
    "{\"cities\": 3, \"walls\": 3, \"metropolises\": [\"politics\"], \"improvements\": {\"politics\": 4}}]}");
  const HeraldOutcome *o;

  herald_test_apply_ok (game, ROLL);
  /* no wall yet: nothing to ask */
  g_assert_false (herald_game_check_in_asks_metropolis_walls (game, 0));
  /* Anna's wall may stand under her ordinary city or her metropolis */
  herald_test_apply_ok (game, "{\"type\": \"build_wall\", \"player\": 0}");
  g_assert_true (herald_game_check_in_asks_metropolis_walls (game, 0));
  /* no metropolis; and every city walled, so one wall stands under the metropolis */
  g_assert_false (herald_game_check_in_asks_metropolis_walls (game, 1));
  g_assert_false (herald_game_check_in_asks_metropolis_walls (game, 2));
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 2), ==, 1);

  /* the table's answer: under the metropolis; still asked at the next landing */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"metropolis_walls\": 1}");
  g_assert_true (herald_game_check_in_asks_metropolis_walls (game, 0));
  herald_test_apply_ok (game, END);
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  /* Barb 7 against no knight: every player with an ordinary city loses one (A7.2); Anna's is
   * unwalled, so her wall stays with the metropolis (A7.5) and she is no longer asked */
  o = herald_test_last_outcome (game, HERALD_OUTCOME_CITY_LOST);
  g_assert_nonnull (o);
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_cities, ==, 1);
  g_assert_cmpuint (herald_game_get_walls (game, 0), ==, 1);
  g_assert_cmpuint (herald_game_get_metropolis_walls (game, 0), ==, 1);
  g_assert_false (herald_game_check_in_asks_metropolis_walls (game, 0));
}

/* A21.3: a player who reaches the target on another's turn waits for their own turn to win,
 * if they still have it then; the engine says so (herald_game_waits_to_win, tester33 N33-3) */
static void
test_waits_to_win (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"victory_points\": 10}", 3,
    herald_test_waits_to_win_position);
  const HeraldState *s = herald_game_get_state (game);

  g_assert_cmpuint (herald_test_vp (game, 1), ==, 9);
  g_assert_false (herald_game_waits_to_win (game, 1));
  /* Ben reaches 10 with the Defender card on Anna's roll: he waits for his turn */
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 10);
  g_assert_cmpint (s->winner, ==, -1);
  g_assert_true (herald_game_waits_to_win (game, 1));
  g_assert_false (herald_game_waits_to_win (game, 0));
  g_assert_false (herald_game_waits_to_win (game, 2));
  /* his turn begins with 10: he wins, and waits no more */
  herald_test_apply_ok (game, END);
  g_assert_cmpint (s->winner, ==, 1);
  g_assert_false (herald_game_waits_to_win (game, 1));
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_waits_to_win (game, 1));

  /* Anna takes his trade metropolis at level 5 (A17.2): 8 points, no longer waiting, no win */
  herald_test_apply_ok (game, "{\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"}");
  g_assert_cmpint (s->metropolis[HERALD_TRACK_TRADE], ==, 0);
  g_assert_cmpuint (herald_test_vp (game, 1), ==, 8);
  g_assert_false (herald_game_waits_to_win (game, 1));
  herald_test_apply_ok (game, END);
  g_assert_cmpint (s->winner, ==, -1);
  g_assert_false (herald_game_waits_to_win (game, 1));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/metropolis/first-to-four", test_first_to_four);
  g_test_add_func ("/herald/metropolis/level-four-block", test_level_four_block);
  g_test_add_func ("/herald/metropolis/strict-lenient", test_level_four_strict_lenient);
  g_test_add_func ("/herald/metropolis/taken-at-five", test_taken_at_five);
  g_test_add_func ("/herald/metropolis/safe-at-five", test_safe_at_five);
  g_test_add_func ("/herald/metropolis/three", test_three_metropolises);
  g_test_add_func ("/herald/metropolis/start-checks", test_start_checks);
  g_test_add_func ("/herald/metropolis/correct", test_correct);
  g_test_add_func ("/herald/metropolis/check-in-asks-walls", test_check_in_asks_walls);
  g_test_add_func ("/herald/metropolis/waits-to-win", test_waits_to_win);

  return g_test_run ();
}
