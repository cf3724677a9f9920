/* test-statistics.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The evening's story (herald_story_new ()), the times of actions in the save file and where
 * balanced dice stand in their cycle: exact values from small games worked out by hand. */

#include "config.h"

#include <json-glib/json-glib.h>

#include <string.h>

#include "herald-random-play.h"
#include "herald-statistics.h"
#include "herald-test-utils.h"

/* Anna (trade 3), Ben (politics 1), Cleo (nothing) play a round and a half with physical cards
 * (no card can be a revealed VP card that would move the points):
 *   0 Anna rolls trade 1+6 (a 7): Anna draws trade (red 1 ≤ 4)     t 1000
 *   1 end of turn                                                   t 1100
 *   2 Ben rolls politics 2+2: Ben draws politics (red 2 ≤ 2)        t 1130
 *   3 end of turn                                                   t 1400
 *   4 Cleo rolls ship 3+4 (a 7)                                     t 1410
 *   5 Cleo improves science to 1                                    t 1420
 *   6 end of turn, after a pause of more than an hour               t 9999
 *   7 Anna rolls trade 6+5: nobody draws (red 6)                    t 10000
 *   8 Anna improves trade to 4: the trade metropolis, +2 VP         t 10010
 *   9 Anna builds a settlement, +1 VP                               t 10020 */
static const char *story_game =
  "{\"format\": \"herald-game\", \"version\": 2,"
  " \"rules\": {\"progress_cards\": \"physical\"},"
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
  "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"start\": {\"players\": [{\"improvements\": {\"trade\": 3}},"
  "  {\"improvements\": {\"politics\": 1}}, {}]},"
  " \"actions\": ["
  "  {\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6},"
  "  {\"type\": \"end_turn\"},"
  "  {\"type\": \"roll\", \"event\": \"politics\", \"red\": 2, \"white\": 2},"
  "  {\"type\": \"end_turn\"},"
  "  {\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4},"
  "  {\"type\": \"improve_city\", \"player\": 2, \"track\": \"science\"},"
  "  {\"type\": \"end_turn\"},"
  "  {\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5},"
  "  {\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"},"
  "  {\"type\": \"build_settlement\", \"player\": 0}],"
  " \"times\": [1000, 1100, 1130, 1400, 1410, 1420, 9999, 10000, 10010, 10020]}";

static HeraldGame *load (const char *text);

/* The story of the game in @text (the game is gone; the story keeps nothing of it) */
static HeraldStory *
load_story (const char *text)
{
  g_autoptr(HeraldGame) game = load (text);

  return herald_story_new (game);
}

static HeraldGame *
load (const char *text)
{
  g_autoptr(GError) error = NULL;
  HeraldGame *game = herald_save_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

static void
test_story_players (void)
{
  g_autoptr(HeraldGame) game = load (story_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);
  const HeraldPlayerStory *anna = &story->players[0];
  const HeraldPlayerStory *ben = &story->players[1];
  const HeraldPlayerStory *cleo = &story->players[2];

  g_assert_cmpuint (story->n_players, ==, 3);

  /* rolls and numbers per player's turn */
  g_assert_cmpuint (anna->rolls, ==, 2);
  g_assert_cmpuint (anna->totals[7], ==, 1);
  g_assert_cmpuint (anna->totals[11], ==, 1);
  g_assert_cmpuint (anna->sevens, ==, 1);
  g_assert_cmpuint (ben->rolls, ==, 1);
  g_assert_cmpuint (ben->totals[4], ==, 1);
  g_assert_cmpuint (ben->sevens, ==, 0);
  g_assert_cmpuint (cleo->rolls, ==, 1);
  g_assert_cmpuint (cleo->sevens, ==, 1);

  /* cards drawn, and what the levels made likely: 4 rolls × 1/6 × (level + 1)/6 */
  g_assert_cmpuint (anna->draws[HERALD_TRACK_TRADE], ==, 1);
  g_assert_cmpuint (anna->draws[HERALD_TRACK_POLITICS], ==, 0);
  g_assert_cmpuint (ben->draws[HERALD_TRACK_POLITICS], ==, 1);
  g_assert_cmpuint (cleo->draws[HERALD_TRACK_SCIENCE], ==, 0);
  g_assert_cmpfloat_with_epsilon (anna->expected_draws[HERALD_TRACK_TRADE], 4 * 4 / 36.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (anna->expected_draws[HERALD_TRACK_SCIENCE], 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (ben->expected_draws[HERALD_TRACK_POLITICS], 4 * 2 / 36.0, 1e-9);
  /* Cleo reached science 1 before the last roll only */
  g_assert_cmpfloat_with_epsilon (cleo->expected_draws[HERALD_TRACK_SCIENCE], 2 / 36.0, 1e-9);
  g_assert_cmpuint (anna->reward_draws + ben->reward_draws + cleo->reward_draws, ==, 0);

  /* turns and their lengths; Cleo's took more than an hour (a pause) */
  g_assert_cmpuint (anna->turns, ==, 2);
  g_assert_cmpuint (ben->turns, ==, 1);
  g_assert_cmpuint (cleo->turns, ==, 1);
  g_assert_cmpuint (anna->timed_turns, ==, 1);
  g_assert_cmpint (anna->turn_seconds, ==, 100);
  g_assert_cmpint (anna->longest_turn, ==, 100);
  g_assert_cmpuint (ben->timed_turns, ==, 1);
  g_assert_cmpint (ben->turn_seconds, ==, 300);
  g_assert_cmpuint (cleo->timed_turns, ==, 0);
  g_assert_cmpint (cleo->turn_seconds, ==, 0);
  g_assert_cmpint (story->first_time, ==, 1000);
  g_assert_cmpint (story->last_time, ==, 10020);
}

/* B.4 c: with the easy start a 7 of the first two rounds is rolled again as a whole, its gate
 * giving no card; what the levels made likely counts the roll that stands, not the 7 (breaker
 * report 18: Anna's trade 3 made 2 × 4/36 likely for one turn). Its dice still count as rolled
 * dice (rolls, totals, sevens). */
static const char *easy_start_game =
  "{\"format\": \"herald-game\", \"version\": 3,"
  " \"rules\": {\"variants\": {\"easy_start\": true}},"
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
  "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"start\": {\"players\": [{\"improvements\": {\"trade\": 3}}, {}, {}]},"
  " \"actions\": ["
  "  {\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4},"
  "  {\"type\": \"roll\", \"event\": \"politics\", \"red\": 2, \"white\": 3}]}";

static void
test_story_easy_start_reroll (void)
{
  g_autoptr(HeraldGame) game = load (easy_start_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);
  const HeraldPlayerStory *anna = &story->players[0];

  g_assert_cmpfloat_with_epsilon (anna->expected_draws[HERALD_TRACK_TRADE], 4 / 36.0, 1e-9);
  g_assert_cmpuint (anna->draws[HERALD_TRACK_TRADE], ==, 0);
  g_assert_cmpuint (anna->rolls, ==, 2);
  g_assert_cmpuint (anna->sevens, ==, 1);
}

/* A11.5: the red die the Alchemist chose is the one that counts, so what the levels made likely
 * on that roll is the gate's chance alone: 1/6 for a player whom the chosen red lets draw, 0
 * for one it does not (breaker report 18: the fair red die's chance was counted, 4/36 for
 * Anna's trade 3 and 2/36 for Ben's trade 1, whatever the red chosen). */
static const char *alchemist_game =
  "{\"format\": \"herald-game\", \"version\": 3,"
  " \"rules\": {},"
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
  "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"start\": {\"players\": [{\"improvements\": {\"trade\": 3}, \"progress_cards\": [\"alchemist\"]},"
  "  {\"improvements\": {\"trade\": 1}}, {}]},"
  " \"actions\": ["
  "  {\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 5, \"alchemist\": true}]}";

static void
test_story_alchemist_red (void)
{
  g_autoptr(HeraldGame) game = load (alchemist_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);

  g_assert_cmpfloat_with_epsilon (story->players[0].expected_draws[HERALD_TRACK_TRADE], 1 / 6.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (story->players[1].expected_draws[HERALD_TRACK_TRADE], 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (story->players[2].expected_draws[HERALD_TRACK_TRADE], 0, 1e-9);
}

/* Times that go backwards (a clock set back, a hand-edited file; found by a breaker) still
 * load, and a turn whose times go backwards is left untimed instead of timed from times out of
 * order; the turns around it are timed as usual. */
static void
test_story_times_backwards (void)
{
  g_autofree char *text = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldStory) story = NULL;
  const char *times = "\"times\": [1000, 1100, 1130, 1400, 1410, 1420, 9999, 10000, 10010, 10020]";
  const char *at = strstr (story_game, times);
  g_autoptr(GString) edited = g_string_new (NULL);

  g_assert_nonnull (at);
  /* Ben's turn (from 1100 to 1400) holds a roll at 5000 */
  g_string_append_len (edited, story_game, at - story_game);
  g_string_append (edited, "\"times\": [1000, 1100, 5000, 1400, 1410, 1420, 1500, 10000, 10010, 10020]}");
  game = load (edited->str);
  story = herald_story_new (game);
  g_assert_cmpuint (story->players[0].timed_turns, ==, 1);
  g_assert_cmpint (story->players[0].turn_seconds, ==, 100);
  g_assert_cmpuint (story->players[1].turns, ==, 1);
  g_assert_cmpuint (story->players[1].timed_turns, ==, 0);
  g_assert_cmpint (story->players[1].turn_seconds, ==, 0);
  g_assert_cmpuint (story->players[2].timed_turns, ==, 1);
  g_assert_cmpint (story->players[2].turn_seconds, ==, 100);
  g_clear_pointer (&story, herald_story_free);
  g_clear_pointer (&game, herald_game_free);

  /* the breaker's file: every turn goes back in time, none is timed (Ben's was timed at 0 s) */
  text = g_strdup ("{\"format\": \"herald-game\", \"version\": 2, \"seed\": 1, \"rules\": {},"
                   " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"},"
                   "  {\"name\": \"Ben\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"white\"}],"
                   " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3},"
                   "  {\"type\": \"end_turn\"}, {\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3},"
                   "  {\"type\": \"end_turn\"}],"
                   " \"times\": [253402300799, 1, 253402300799, 1]}");
  game = load (text);
  story = herald_story_new (game);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (story->players[p].timed_turns, ==, 0);
      g_assert_cmpint (story->players[p].turn_seconds, ==, 0);
      g_assert_cmpint (story->players[p].longest_turn, ==, 0);
    }
}

static void
test_story_points_and_metropolis (void)
{
  g_autoptr(HeraldGame) game = load (story_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);
  const HeraldMetropolisStory *m;

  g_assert_cmpuint (story->n_steps, ==, 11);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (herald_story_get_points (story, 0, p), ==, 3);
  g_assert_cmpuint (herald_story_get_points (story, 8, 0), ==, 3);
  g_assert_cmpuint (herald_story_get_points (story, 9, 0), ==, 5);
  g_assert_cmpuint (herald_story_get_points (story, 10, 0), ==, 6);
  g_assert_cmpuint (herald_story_get_points (story, 10, 1), ==, 3);
  /* the last row is the game's own count */
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (herald_story_get_points (story, 10, p), ==, herald_test_vp (game, p));
  g_assert_cmpuint (g_array_index (story->rounds, guint, 0), ==, 1);
  g_assert_cmpuint (g_array_index (story->rounds, guint, 6), ==, 1);
  g_assert_cmpuint (g_array_index (story->rounds, guint, 7), ==, 2);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    g_assert_cmpint (story->first_holders[t], ==, -1);
  g_assert_cmpuint (story->metropolises->len, ==, 1);
  m = &g_array_index (story->metropolises, HeraldMetropolisStory, 0);
  g_assert_cmpuint (m->action, ==, 8);
  g_assert_cmpuint (m->round, ==, 2);
  g_assert_cmpint (m->track, ==, HERALD_TRACK_TRADE);
  g_assert_cmpint (m->from, ==, -1);
  g_assert_cmpint (m->to, ==, 0);
  g_assert_cmpuint (story->attacks->len, ==, 0);
}

/* The ship one step from the coast; Ben has a strong active knight (2), the barbarians have 3
 * cities: they win, and the two players who contributed least (Anna and Cleo, 0) lose their
 * only city. */
static void
test_story_attack (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
    "{\"barbarian_position\": 6, \"players\": [{}, {\"knights\": [{\"level\": 2, \"active\": true}]},"
    " {}]}");
  g_autoptr(HeraldStory) story = NULL;
  const HeraldAttackStory *at;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 3}");
  story = herald_story_new (game);

  g_assert_cmpuint (story->attacks->len, ==, 1);
  at = &g_array_index (story->attacks, HeraldAttackStory, 0);
  g_assert_cmpuint (at->action, ==, 0);
  g_assert_cmpuint (at->round, ==, 1);
  g_assert_cmpuint (at->barbarian_strength, ==, 3);
  g_assert_cmpuint (at->knight_strength, ==, 2);
  g_assert_false (at->catan_wins);
  g_assert_cmpint (at->defender, ==, -1);
  g_assert_cmpuint (at->n_lost, ==, 2);
  g_assert_cmpuint (at->lost[0], ==, 0);
  g_assert_cmpuint (at->lost[1], ==, 2);
  g_assert_cmpuint (story->players[0].cities_lost, ==, 1);
  g_assert_cmpuint (story->players[1].cities_lost, ==, 0);
  g_assert_cmpuint (story->players[2].cities_lost, ==, 1);
  g_assert_cmpuint (herald_story_get_points (story, 1, 0), ==, herald_test_vp (game, 0));
  g_assert_cmpuint (herald_story_get_points (story, 1, 0), <,
                    herald_story_get_points (story, 0, 0));
  /* no time in the log: nothing is timed */
  g_assert_cmpint (story->first_time, ==, 0);
  g_assert_cmpuint (story->players[0].timed_turns, ==, 0);
}

/* Defender of Catan cards are counted as the points count them: one held from the start
 * position and one given by a correction are in the statistics and the story, with one won
 * in an attack. Only the won ones were (breaker report 14, B14-8: `herald-cli stats` and
 * Records said 0 where `replay` and the points said 1). */
static void
test_defender_counts (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
    "{\"barbarian_position\": 6, \"players\": [{\"knights\": [{\"level\": 2, \"active\": true}]}, {},"
    " {\"defender\": 1}]}");
  g_autoptr(HeraldStory) story = NULL;
  HeraldStatistics stats;

  /* Anna alone defends (2 against 3 cities? the barbarians count cities: 3 players, 1 each) */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"defender\": 1}");
  herald_game_get_statistics (game, &stats);
  g_assert_cmpuint (stats.defender[0], ==, 0);
  g_assert_cmpuint (stats.defender[1], ==, 1);
  g_assert_cmpuint (stats.defender[2], ==, 1);
  story = herald_story_new (game);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpuint (story->players[p].defender, ==, stats.defender[p]);
}

/* The players ranked by their points (the winner's page and the exports): most first, a tie
 * in seat order */
static void
test_standings (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"players\": [{}, {\"cities\": 2}, {}, {\"cities\": 2}]}");
  guint order[HERALD_MAX_PLAYERS], vps[HERALD_MAX_PLAYERS];

  g_assert_cmpuint (herald_game_get_standings (game, order, vps), ==, 4);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (vps[p], ==, herald_test_vp (game, p));
  g_assert_cmpuint (vps[1], >, vps[0]);
  g_assert_cmpuint (vps[1], ==, vps[3]);
  g_assert_cmpuint (vps[0], ==, vps[2]);
  g_assert_cmpuint (order[0], ==, 1);
  g_assert_cmpuint (order[1], ==, 3);
  g_assert_cmpuint (order[2], ==, 0);
  g_assert_cmpuint (order[3], ==, 2);
}

static void
test_story_json (void)
{
  g_autoptr(HeraldGame) game = load (story_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);
  g_autoptr(JsonNode) node = herald_story_to_json (story, game);
  JsonObject *obj = json_node_get_object (node);
  JsonObject *anna = json_array_get_object_element (json_object_get_array_member (obj, "players"), 0);
  JsonArray *points = json_object_get_array_member (obj, "points");
  JsonArray *last = json_array_get_array_element (points, json_array_get_length (points) - 1);

  g_assert_cmpstr (json_object_get_string_member (anna, "name"), ==, "Anna");
  g_assert_cmpint (json_object_get_int_member (anna, "sevens"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (anna, "draws"),
                                               "trade"), ==, 1);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                    json_object_get_object_member (anna, "expected_draws"),
                                    "trade"), 0.444, 1e-9);
  g_assert_cmpint (json_object_get_int_member (anna, "turn_seconds"), ==, 100);
  g_assert_cmpuint (json_array_get_length (points), ==, 11);
  /* [round, Anna, Ben, Cleo] */
  g_assert_cmpint (json_array_get_int_element (last, 0), ==, 2);
  g_assert_cmpint (json_array_get_int_element (last, 1), ==, 6);
  g_assert_cmpint (json_array_get_int_element (last, 2), ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (obj, "metropolises"), "changes")), ==, 1);
  g_assert_cmpint (json_object_get_int_member (obj, "first_time"), ==, 1000);
}

/* times survive save → load → save; a game without times saves without the member */
static void
test_times_round_trip (void)
{
  g_autoptr(HeraldGame) game = load (story_game);
  g_autoptr(HeraldGame) again = NULL;
  g_autoptr(HeraldGame) plain = herald_test_game_new (NULL, 3, NULL);
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *plain_text = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (herald_game_get_action (game, 0)->time, ==, 1000);
  g_assert_cmpint (herald_game_get_action (game, 9)->time, ==, 10020);
  text = herald_save_to_data (game, NULL);
  g_assert_nonnull (strstr (text, "\"times\""));
  again = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  text2 = herald_save_to_data (again, NULL);
  g_assert_cmpstr (text, ==, text2);

  herald_test_apply_ok (plain, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5}");
  plain_text = herald_save_to_data (plain, NULL);
  g_assert_null (strstr (plain_text, "\"times\""));
}

static void
test_times_refused (void)
{
  static const char *bad[] = {
    "\"undone_times\": [1000]",
    "\"undone\": [{\"type\": \"end_turn\"}], \"undone_times\": [1000, 2000]",
    "\"undone\": [{\"type\": \"end_turn\"}], \"undone_times\": [\"noon\"]",
    "\"undone\": [{\"type\": \"end_turn\"}], \"undone_times\": 1000",
    "\"times\": [1000]",
    "\"times\": [1000, \"noon\"]",
    "\"times\": [1000, -5]",
    "\"times\": {\"0\": 1000}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf (
        "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {},"
        " \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"},"
        " {\"name\": \"C\", \"color\": \"white\"}],"
        " \"actions\": [{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 1},"
        " {\"type\": \"end_turn\"}], %s}", bad[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_assert_nonnull (strstr (error->message, "times"));
    }
}

/* a null entry is an action whose time is unknown */
static void
test_times_null (void)
{
  const char *text =
    "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {},"
    " \"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"},"
    " {\"name\": \"C\", \"color\": \"white\"}],"
    " \"actions\": [{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 1},"
    " {\"type\": \"end_turn\"}], \"times\": [null, 2000]}";
  g_autoptr(HeraldGame) game = load (text);
  g_autoptr(HeraldStory) story = herald_story_new (game);

  g_assert_cmpint (herald_game_get_action (game, 0)->time, ==, 0);
  g_assert_cmpint (herald_game_get_action (game, 1)->time, ==, 2000);
  /* the first turn began with an action of unknown time: not timed */
  g_assert_cmpuint (story->players[0].timed_turns, ==, 0);
  g_assert_cmpint (story->first_time, ==, 2000);
}

static const guint fair_ways[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

static void
test_balanced_cycle (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (42);
  g_autoptr(HeraldBalancedDice) dice = herald_balanced_dice_new (rng);
  HeraldDiceCycle cycle;
  guint dealt[13] = { 0, };
  guint events[4] = { 0, };

  herald_balanced_dice_get_cycle (dice, &cycle);
  g_assert_cmpuint (cycle.position, ==, 0);
  for (guint t = 2; t <= 12; t++)
    g_assert_cmpuint (cycle.left[t], ==, fair_ways[t]);
  g_assert_cmpuint (cycle.events_left[HERALD_EVENT_SHIP], ==, 3);
  g_assert_cmpuint (cycle.events_left[HERALD_EVENT_SCIENCE], ==, 1);

  for (guint i = 0; i < 10; i++)
    {
      HeraldRoll roll;

      herald_balanced_dice_roll (dice, &roll);
      if (i >= 6)
        events[roll.event]++;
      dealt[roll.red + roll.white]++;
    }
  herald_balanced_dice_get_cycle (dice, &cycle);
  g_assert_cmpuint (cycle.position, ==, 10);
  g_assert_cmpuint (cycle.events_position, ==, 4);
  {
    guint sum = 0, events_sum = 0;

    for (guint t = 2; t <= 12; t++)
      {
        /* what is left and what was dealt make up the whole deck */
        g_assert_cmpuint (cycle.left[t] + dealt[t], ==, fair_ways[t]);
        sum += cycle.left[t];
      }
    g_assert_cmpuint (sum, ==, 26);
    for (guint e = 0; e < 4; e++)
      {
        g_assert_cmpuint (cycle.events_left[e] + events[e], ==,
                          e == HERALD_EVENT_SHIP ? 3 : 1);
        events_sum += cycle.events_left[e];
      }
    g_assert_cmpuint (events_sum, ==, 2);
  }

  /* the end of the deck: a full deck again */
  for (guint i = 10; i < 36; i++)
    {
      HeraldRoll roll;

      herald_balanced_dice_roll (dice, &roll);
    }
  herald_balanced_dice_get_cycle (dice, &cycle);
  g_assert_cmpuint (cycle.position, ==, 0);
  for (guint t = 2; t <= 12; t++)
    g_assert_cmpuint (cycle.left[t], ==, fair_ways[t]);
}

/* A gate draw that waited for a card put back (A11.3, A12.2) is made by the discard_card
 * step: it is a gate draw of its player, not a card won defending Catan (referee report 23,
 * R23-2). The position is the scenario a23-waiting-gate-draw-by-discard. */
static void
test_story_waiting_gate_draw (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("HERALD_SCENARIO_DIR"),
                                            "a23-waiting-gate-draw-by-discard.json", NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldStory) story = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  text = json_to_string (json_object_get_member (json_node_get_object (json_parser_get_root (parser)),
                                                 "save"), FALSE);
  game = load (text);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2);
  story = herald_story_new (game);

  /* Ben's draw came with the roll, Cleo's with Ben's discard: both politics gate draws */
  g_assert_cmpuint (story->players[1].draws[HERALD_TRACK_POLITICS], ==, 1);
  g_assert_cmpuint (story->players[2].draws[HERALD_TRACK_POLITICS], ==, 1);
  for (guint p = 0; p < story->n_players; p++)
    g_assert_cmpuint (story->players[p].reward_draws, ==, 0);
}

/* Tester report 30, N30-14: a game entered in progress (round 2) whose decks were arranged
 * before its first roll (a `correct` with `on_top`, allowed only while the position is being
 * entered). The story replays every step, as the rules saw it when it was taken: before, it
 * saw the whole log, refused that correction and stopped at the start, so the game-over
 * chart drew no line. Its points run from the entry to Anna's 6, and it says where it
 * entered. */
static void
test_story_entered_in_progress (void)
{
  g_autoptr(HeraldGame) game = load (herald_test_entered_game);
  g_autoptr(HeraldStory) story = herald_story_new (game);
  g_autoptr(HeraldStory) beginning = load_story (story_game);

  g_assert_cmpint (herald_game_get_state (game)->winner, ==, 0);
  g_assert_cmpuint (story->n_steps, ==, 6);
  g_assert_cmpuint (herald_story_get_points (story, 0, 0), ==, 3);
  g_assert_cmpuint (herald_story_get_points (story, 5, 0), ==, 6);
  g_assert_cmpuint (herald_story_get_points (story, 5, 1), ==, 3);
  g_assert_cmpuint (g_array_index (story->rounds, guint, 5), ==, 2);
  g_assert_cmpuint (story->entered_round, ==, 2);
  /* followed from its first round: nothing to say */
  g_assert_cmpuint (beginning->entered_round, ==, 0);
}

/* herald_game_get_level_after () (tester report 36, N36-5): in random games, with their
 * corrections, each improvement's level is the one the engine had the player at after it */
static void
test_level_after (void)
{
  guint improvements = 0;

  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 13);
      g_autoptr(GArray) levels = g_array_new (FALSE, TRUE, sizeof (guint));

      while (herald_game_get_n_actions (game) < 400 && herald_random_step (game, rng))
        {
          guint last = herald_game_get_n_actions (game) - 1;
          const HeraldAction *a = herald_game_get_action (game, last);
          guint level = 0;

          if (a->type == HERALD_ACTION_IMPROVE_CITY)
            {
              level = herald_game_get_state (game)->players[a->player].improvements[a->track];
              improvements++;
            }
          g_array_set_size (levels, last);
          g_array_append_val (levels, level);
        }
      for (guint i = 0; i < levels->len; i++)
        g_assert_cmpuint (herald_game_get_level_after (game, i), ==, g_array_index (levels, guint, i));
    }
  g_assert_cmpuint (improvements, >, 20);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/story/players", test_story_players);
  g_test_add_func ("/herald/story/entered-in-progress", test_story_entered_in_progress);
  g_test_add_func ("/herald/story/easy-start-reroll", test_story_easy_start_reroll);
  g_test_add_func ("/herald/story/alchemist-red", test_story_alchemist_red);
  g_test_add_func ("/herald/story/points-and-metropolis", test_story_points_and_metropolis);
  g_test_add_func ("/herald/story/attack", test_story_attack);
  g_test_add_func ("/herald/story/waiting-gate-draw", test_story_waiting_gate_draw);
  g_test_add_func ("/herald/story/defender-counts", test_defender_counts);
  g_test_add_func ("/herald/story/times-backwards", test_story_times_backwards);
  g_test_add_func ("/herald/story/json", test_story_json);
  g_test_add_func ("/herald/story/standings", test_standings);
  g_test_add_func ("/herald/save/times-round-trip", test_times_round_trip);
  g_test_add_func ("/herald/save/times-refused", test_times_refused);
  g_test_add_func ("/herald/save/times-null", test_times_null);
  g_test_add_func ("/herald/dice/balanced-cycle", test_balanced_cycle);
  g_test_add_func ("/herald/story/level-after", test_level_after);

  return g_test_run ();
}
