/* test-rolls.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Dice that cannot be rolled again (issue 10, items 10 and 11; src/engine/herald-roll-record.c,
 * docs/save-format.md "undone", "undone_rolls", "next_roll"): an undone roll keeps its dice
 * for the next roll at that point, also after a save and a load; dice drawn before the attack
 * check-in are in the file; a deliberate re-roll is recorded and only allowed where dice were
 * rolled; the statistics count undone rolls. */

#include "config.h"

#include <string.h>

#include "herald-statistics.h"
#include "herald-test-utils.h"

#define ROLL_TRADE "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}"
#define ROLL_OTHER "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, \"white\": 4}"
#define ROLL_AGAIN "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, \"white\": 4, \"again\": true}"
#define END "{\"type\": \"end_turn\"}"

static HeraldGame *
reload (HeraldGame *game)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *text = herald_save_to_data (game, &length);
  HeraldGame *loaded = herald_save_load_data (text, length, &error);
  g_autofree char *again = NULL;

  g_assert_no_error (error);
  again = herald_save_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, text);
  return loaded;
}

static void
assert_bound (HeraldGame *game,
              guint       red,
              guint       white,
              HeraldEvent event)
{
  HeraldRollRecord record;

  g_assert_true (herald_game_get_bound_roll (game, &record));
  g_assert_cmpuint (record.roll.red, ==, red);
  g_assert_cmpuint (record.roll.white, ==, white);
  g_assert_cmpint (record.roll.event, ==, event);
  g_assert_cmpuint (record.ordinal, ==, herald_game_get_n_rolls (game));
}

/* Undo, then roll: the same dice, also after a restart and after another action */
static void
test_undo_keeps_dice (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(HeraldGame) loaded = NULL;
  HeraldRollRecord record;
  HeraldStatistics stats;

  g_assert_false (herald_game_get_bound_roll (game, &record));
  herald_test_apply_ok (game, ROLL_TRADE);
  herald_test_apply_ok (game, END);
  g_assert_false (herald_game_get_bound_roll (game, &record));
  herald_test_apply_ok (game, ROLL_OTHER);
  g_assert_cmpuint (herald_game_get_n_rolls (game), ==, 2);

  g_assert_true (herald_game_undo (game, NULL));
  assert_bound (game, 6, 4, HERALD_EVENT_SCIENCE);
  herald_game_get_statistics (game, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);
  g_assert_cmpuint (stats.n_rolls, ==, 1);

  /* a restart keeps the dice and the redo list */
  loaded = reload (game);
  assert_bound (loaded, 6, 4, HERALD_EVENT_SCIENCE);
  g_assert_true (herald_game_can_redo (loaded));
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);

  /* undoing further back keeps the dice of both points */
  g_assert_true (herald_game_undo (loaded, NULL));   /* end_turn */
  g_assert_true (herald_game_undo (loaded, NULL));   /* the first roll */
  assert_bound (loaded, 2, 3, HERALD_EVENT_TRADE);
  herald_test_apply_ok (loaded, ROLL_TRADE);
  /* the same roll again is the step Redo would bring back: the rest of the redo list stays
   * (docs/architecture.md, "Undo and redo") */
  g_assert_cmpuint (herald_game_get_n_redo (loaded), ==, 2);
  herald_test_apply_ok (loaded, END);
  g_assert_cmpuint (herald_game_get_n_redo (loaded), ==, 1);
  /* a new action drops the redo list, not the dice of the next roll */
  herald_test_apply_ok (loaded, "{\"type\": \"correct\", \"player\": 0, \"walls\": 0}");
  g_assert_false (herald_game_can_redo (loaded));
  assert_bound (loaded, 6, 4, HERALD_EVENT_SCIENCE);
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 2);
}

/* Undone rolls belong to points the game reached (found by a breaker: a file could plant
 * dice for rolls to come). Undoing three rolls and then taking another action leaves entries
 * for rolls 2, 1 and 0 with no roll in the log: that loads; an entry for a roll the game never
 * reached refuses the file. */
static void
test_undone_rolls_reached (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  HeraldGame *refused;
  const char *planted =
    "{\"format\": \"herald-game\", \"version\": 2, \"seed\": 1, \"rules\": {},"
    " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
    "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
    " \"actions\": [" ROLL_TRADE ", " END "],"
    " \"undone_rolls\": [{\"roll\": 1, \"event\": \"politics\", \"red\": 6, \"white\": 6},"
    "  {\"roll\": 2, \"event\": \"science\", \"red\": 5, \"white\": 5}]}";

  for (guint i = 0; i < 3; i++)
    {
      herald_test_apply_ok (game, ROLL_TRADE);
      herald_test_apply_ok (game, END);
    }
  while (herald_game_undo (game, NULL))
    ;
  g_assert_cmpuint (herald_game_get_n_rolls (game), ==, 0);
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"walls\": 0}");
  g_assert_false (herald_game_can_redo (game));
  loaded = reload (game);
  g_assert_cmpuint (herald_game_get_n_undone_rolls (loaded), ==, 3);
  assert_bound (loaded, 2, 3, HERALD_EVENT_TRADE);

  refused = herald_save_load_data (planted, strlen (planted), &error);
  g_assert_null (refused);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "undone_rolls[1] holds dice for roll 2, but the game "
                                            "has only reached roll 1"));
}

/* What balanced dice have left is saved with the game (docs/save-format.md, `balanced_deck`):
 * written sorted (the order to come is not in the file), read back the same, and refused when
 * malformed, for other dice, or dealt further than the game has rolls */
static void
test_balanced_deck (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"dice\": \"balanced\"}", 3, NULL);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  g_autoptr(HeraldBalancedDice) dice = herald_balanced_dice_new (rng);
  g_autoptr(HeraldBalancedDice) resumed = herald_balanced_dice_new (rng);
  g_autofree char *text = NULL;
  HeraldDiceDeck deck, back;
  HeraldDiceCycle one, two;
  HeraldRoll roll;
  static const struct { const char *deck; const char *rules; const char *message; } bad[] = {
    { "[]", "{\"dice\": \"balanced\"}", "must be an object" },
    { "{\"pairs\": [], \"events\": []}", "{}", "only for a game with balanced dice" },
    { "{\"pairs\": [[1, 7]], \"events\": []}", "{\"dice\": \"balanced\"}", "pairs[0] must be" },
    { "{\"pairs\": [[1, 2], [1, 2]], \"events\": []}", "{\"dice\": \"balanced\"}", "listed twice" },
    { "{\"pairs\": [], \"events\": [\"trade\", \"trade\"]}", "{\"dice\": \"balanced\"}",
      "more “trade” in events" },
    { "{\"pairs\": [], \"events\": [\"moon\"]}", "{\"dice\": \"balanced\"}", "events[0] must be" },
    { "{\"pairs\": [[6, 6]], \"events\": []}", "{\"dice\": \"balanced\"}",
      "dealt more dice than the game has rolled" },
  };

  /* no deck kept: the file is as before (older files load the same) */
  text = herald_save_to_data (game, NULL);
  g_assert_null (strstr (text, "balanced_deck"));
  g_clear_pointer (&text, g_free);

  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *json = NULL;

      herald_balanced_dice_roll (dice, &roll);
      json = g_strdup_printf ("{\"type\": \"roll\", \"event\": \"%s\", \"red\": %u, \"white\": %u}",
                              herald_event_to_string (roll.event), roll.red, roll.white);
      herald_test_apply_ok (game, json);
      herald_test_apply_ok (game, END);
    }
  herald_balanced_dice_get_deck (dice, &deck);
  g_assert_cmpuint (deck.n_pairs, ==, 31);
  g_assert_cmpuint (deck.n_faces, ==, 1);
  herald_game_set_dice_deck (game, &deck);
  loaded = reload (game);
  g_assert_nonnull (herald_game_get_dice_deck (loaded));
  back = *herald_game_get_dice_deck (loaded);
  g_assert_cmpmem (&back, sizeof back, &deck, sizeof deck);

  /* the dice given the deck stand where the first ones stood */
  herald_balanced_dice_set_deck (resumed, &back);
  herald_balanced_dice_get_cycle (dice, &one);
  herald_balanced_dice_get_cycle (resumed, &two);
  g_assert_cmpmem (&one, sizeof one, &two, sizeof two);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *file =
        g_strdup_printf ("{\"format\": \"herald-game\", \"version\": 3, \"seed\": 1, \"rules\": %s,"
                         " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"},"
                         "  {\"name\": \"Ben\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"white\"}],"
                         " \"actions\": [], \"balanced_deck\": %s}", bad[i].rules, bad[i].deck);
      HeraldGame *refused = herald_save_load_data (file, strlen (file), &error);

      g_assert_null (refused);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      if (strstr (error->message, bad[i].message) == NULL)
        g_error ("case %u: %s", i, error->message);
    }
}

/* Redoing a roll as it was is not an undone roll */
static void
test_redo (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autofree char *before = NULL, *after = NULL;
  HeraldStatistics stats;

  herald_test_apply_ok (game, ROLL_TRADE);
  before = herald_save_to_data (game, NULL);
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_redo (game, NULL, NULL));
  after = herald_save_to_data (game, NULL);
  g_assert_cmpstr (after, ==, before);
  herald_game_get_statistics (game, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 0);
}

/* A deliberate re-roll: only where dice were rolled, recorded in the log and the statistics */
static void
test_again (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autofree char *text = NULL;
  HeraldStatistics stats;

  herald_test_apply_fails (game, ROLL_AGAIN, "again");
  herald_test_apply_ok (game, ROLL_TRADE);
  g_assert_true (herald_game_undo (game, NULL));
  herald_test_apply_ok (game, ROLL_AGAIN);
  g_assert_true (herald_game_get_action (game, 0)->again);
  text = herald_save_to_data (game, NULL);
  g_assert_nonnull (strstr (text, "\"again\" : true"));

  loaded = reload (game);
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);
  g_assert_cmpuint (stats.n_rolls_again, ==, 1);
  g_assert_cmpuint (stats.n_rolls, ==, 1);

  /* a file with a re-roll but without the undone roll it replaced does not load */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) broken = NULL;
    char *cut = strstr (text, ",\n  \"undone_rolls\"");

    g_assert_nonnull (cut);
    strcpy (cut, "\n}");
    broken = herald_save_load_data (text, strlen (text), &error);
    g_assert_null (broken);
    g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
    g_assert_nonnull (strstr (error->message, "action 0 (roll)"));
  }
}

/* The barbarians are landing while the dice held for the next roll bring the ship to Catan:
 * the track says so instead of "1 step to Catan" and the chance of an attack (report 9) */
static void
test_ship_landing (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 6}");
  g_autoptr(HeraldGame) far = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 3}");
  HeraldRoll ship = { HERALD_EVENT_SHIP, 5, 1, FALSE };
  HeraldRoll trade = { HERALD_EVENT_TRADE, 5, 1, FALSE };

  g_assert_false (herald_game_get_ship_landing (game));
  herald_game_set_drawn_roll (game, &trade, FALSE, NULL);
  g_assert_false (herald_game_get_ship_landing (game));
  herald_game_set_drawn_roll (game, &ship, FALSE, NULL);
  g_assert_true (herald_game_get_ship_landing (game));
  /* applied, the attack is over and the dice are no longer the next roll's */
  herald_test_apply_ok (game, "{'type': 'roll', 'event': 'ship', 'red': 5, 'white': 1}");
  g_assert_false (herald_game_get_ship_landing (game));

  /* a ship that does not reach Catan */
  herald_game_set_drawn_roll (far, &ship, FALSE, NULL);
  g_assert_false (herald_game_get_ship_landing (far));

  /* Typed dice taken back at the check-in (Cancel) no longer land the ship: they were never
   * bound to the roll, and the track said "The barbarians land" while Roll gave other dice
   * (newcomer report 19, N19-4). They count as undone; Herald's dice stay held. */
  {
    g_autoptr(HeraldGame) typed = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 6}");
    HeraldRoll typed_ship = { HERALD_EVENT_SHIP, 5, 4, FALSE, TRUE };
    HeraldRollRecord record;

    g_assert_true (herald_game_set_drawn_roll (typed, &typed_ship, FALSE, NULL));
    g_assert_true (herald_game_get_ship_landing (typed));
    g_assert_true (herald_game_release_entered_roll (typed));
    g_assert_false (herald_game_get_ship_landing (typed));
    g_assert_null (herald_game_get_drawn_roll (typed));
    g_assert_false (herald_game_get_bound_roll (typed, &record));
    g_assert_cmpuint (herald_game_get_n_undone_rolls (typed), ==, 1);
    g_assert_true (herald_game_get_undone_roll (typed, 0)->roll.entered);
    g_assert_false (herald_game_release_entered_roll (typed));

    g_assert_true (herald_game_set_drawn_roll (typed, &ship, FALSE, NULL));
    g_assert_false (herald_game_release_entered_roll (typed));
    g_assert_true (herald_game_get_ship_landing (typed));
    g_assert_true (herald_game_get_bound_roll (typed, &record));
  }

  /* The landing roll applied and undone: Herald's dice stay bound to the roll, so the ship
   * still lands with it, and the track says so as the banner does (newcomer report 23,
   * N23-8). An Alchemist's roll keeps its event die: the ship lands too. Typed dice undone
   * are not held: the ship is one step away again. */
  {
    const char *setups[] = { "{'type': 'roll', 'event': 'ship', 'red': 6, 'white': 2}",
                             "{'type': 'roll', 'event': 'ship', 'red': 6, 'white': 2, 'alchemist': true}",
                             "{'type': 'roll', 'event': 'ship', 'red': 6, 'white': 2, 'entered': true}" };

    for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
      {
        /* (physical progress cards: the Alchemist may be played without one in the hand) */
        g_autoptr(HeraldGame) undone = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
                                                             "{\"barbarian_position\": 6}");

        herald_test_apply_ok (undone, setups[i]);
        g_assert_false (herald_game_get_ship_landing (undone));
        g_assert_true (herald_game_undo (undone, NULL));
        g_assert_cmpint (herald_game_get_ship_landing (undone), ==, i < 2);
      }
  }
}

/* Dice drawn before the attack check-in: saved, and bound until a roll is applied */
static void
test_drawn (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(HeraldGame) loaded = NULL;
  HeraldRoll roll = { HERALD_EVENT_SHIP, 5, 1, FALSE };
  HeraldRoll other = { HERALD_EVENT_SHIP, 1, 1, FALSE };
  HeraldStatistics stats;
  g_autofree char *text = NULL;

  herald_game_set_drawn_roll (game, &roll, FALSE, NULL);
  g_assert_nonnull (herald_game_get_drawn_roll (game));
  assert_bound (game, 5, 1, HERALD_EVENT_SHIP);
  text = herald_save_to_data (game, NULL);
  g_assert_nonnull (strstr (text, "\"next_roll\" : {"));

  loaded = reload (game);
  g_assert_nonnull (herald_game_get_drawn_roll (loaded));
  assert_bound (loaded, 5, 1, HERALD_EVENT_SHIP);
  g_assert_false (herald_game_get_drawn_roll (loaded)->again);

  /* applied with its dice: nothing undone */
  herald_test_apply_ok (loaded, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 5, \"white\": 1}");
  g_assert_null (herald_game_get_drawn_roll (loaded));
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 0);

  /* drawn again and replaced by other dice: the first dice count as undone */
  herald_test_apply_ok (loaded, END);
  herald_game_set_drawn_roll (loaded, &roll, FALSE, NULL);
  herald_game_set_drawn_roll (loaded, &other, TRUE, NULL);
  assert_bound (loaded, 1, 1, HERALD_EVENT_SHIP);
  g_assert_true (herald_game_get_drawn_roll (loaded)->again);
  /* other dice than those drawn: only as a deliberate re-roll with Herald's dice */
  herald_test_apply_fails (loaded, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3}",
                           "Roll Again rolls new ones");
  herald_test_apply_ok (loaded, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3, \"again\": true}");
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 2);

  /* next_roll for a roll that is not the next one is refused */
  {
    const char *bad = "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {}, \"players\": "
      "[{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}, "
      "{\"name\": \"C\", \"color\": \"white\"}], \"actions\": [], \"next_roll\": {\"roll\": 3, "
      "\"event\": \"ship\", \"red\": 1, \"white\": 1}}";
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) none = herald_save_load_data (bad, strlen (bad), &error);

    g_assert_null (none);
    g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "next_roll"));
  }
}

/* The Alchemist chooses the production dice, not the event die: after an undone roll the
 * event die stays that roll's, and an undone Alchemist roll binds no production dice */
static void
test_alchemist_event (void)
{
  /* physical dice: other dice than the event die held may be entered (with Herald's dice
   * they may not: test_entered_dice_alchemist_event ()) */
  g_autoptr(HeraldGame) game = herald_test_game_new ("{\"progress_cards\": \"physical\", "
                                                     "\"dice\": \"physical\"}", 3, NULL);
  HeraldRollRecord record;
  HeraldEvent event;

  g_assert_false (herald_game_get_bound_event (game, &event));
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 1, "
                              "\"white\": 2, \"alchemist\": true}");
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_false (herald_game_get_bound_roll (game, &record));
  g_assert_true (herald_game_get_bound_event (game, &event));
  g_assert_cmpint (event, ==, HERALD_EVENT_POLITICS);

  herald_test_apply_ok (game, ROLL_TRADE);
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_get_bound_event (game, &event));
  g_assert_cmpint (event, ==, HERALD_EVENT_TRADE);

  /* an Alchemist roll drawn before its check-in: saved, its event die bound, its production
   * dice not (Roll after a cancelled check-in rolls them) */
  {
    g_autoptr(HeraldGame) fresh = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3, NULL);
    g_autoptr(HeraldGame) loaded = NULL;
    HeraldRoll alchemist = { HERALD_EVENT_SHIP, 6, 6, TRUE };

    herald_game_set_drawn_roll (fresh, &alchemist, FALSE, NULL);
    loaded = reload (fresh);
    g_assert_nonnull (herald_game_get_drawn_roll (loaded));
    g_assert_true (herald_game_get_drawn_roll (loaded)->roll.alchemist);
    g_assert_false (herald_game_get_bound_roll (loaded, &record));
    g_assert_true (herald_game_get_bound_event (loaded, &event));
    g_assert_cmpint (event, ==, HERALD_EVENT_SHIP);
  }
}

/* The replay output grows: statistics.undone_rolls and rolls_again */
static void
test_replay_json (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *stats;

  herald_test_apply_ok (game, ROLL_TRADE);
  g_assert_true (herald_game_undo (game, NULL));
  herald_test_apply_ok (game, ROLL_AGAIN);
  node = herald_game_state_to_json (game);
  stats = json_object_get_object_member (json_node_get_object (node), "statistics");
  g_assert_cmpint (json_object_get_int_member (stats, "undone_rolls"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (stats, "rolls_again"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (stats, "rolls"), ==, 1);
}

#define FILE_HEAD "{\"format\": \"herald-game\", \"version\": 3, \"rules\": {\"dice\": \"%s\"}, " \
  "\"players\": [{\"name\": \"A\", \"color\": \"red\"}, {\"name\": \"B\", \"color\": \"blue\"}, " \
  "{\"name\": \"C\", \"color\": \"white\"}], "

static HeraldGame *
load_text (const char *text)
{
  g_autoptr(GError) error = NULL;
  HeraldGame *game = herald_save_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return game;
}

/* With Herald's dice (fair or balanced), dice already rolled for a roll are not replaced by
 * entered ones: not those drawn for the attack check-in (a landing ship dodged with Escape,
 * then Enter Dice), not those of a roll undone there (Undo, then Enter Dice); a deliberate
 * re-roll says so. Physical dice are entered freely. A file's log loads as written. On main
 * at 6a2321f every entered roll was accepted (breaker 10, F3). */
static void
test_entered_dice (void)
{
  static const char * const modes[] = { "fair", "balanced", "physical" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"dice\": \"%s\"}", modes[m]);
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, NULL);
      gboolean herald_dice = m != 2;
      HeraldRoll ship = { HERALD_EVENT_SHIP, 6, 1, FALSE };
      HeraldRoll trade = { HERALD_EVENT_TRADE, 3, 4, FALSE };
      g_autoptr(GError) error = NULL;

      /* nothing rolled yet: any dice */
      g_assert_true (herald_game_check_entered_roll (game, NULL, NULL));
      g_assert_true (herald_game_check_entered_roll (game, &trade, NULL));

      /* dice drawn for the check-in: kept */
      herald_game_set_drawn_roll (game, &ship, FALSE, NULL);
      g_assert_cmpint (herald_game_check_entered_roll (game, NULL, &error), ==, !herald_dice);
      if (herald_dice)
        {
          g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
          g_assert_nonnull (strstr (error->message, "Roll Again"));
          g_clear_error (&error);
          herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4}",
                                   "already rolled (7)");
          g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);
          g_assert_nonnull (herald_game_get_drawn_roll (game));
        }
      g_assert_true (herald_game_check_entered_roll (game, &ship, NULL));
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 6, \"white\": 1}");

      /* a roll undone: its dice come back; others only as a re-roll */
      g_assert_true (herald_game_undo (game, NULL));
      g_assert_cmpint (herald_game_check_entered_roll (game, NULL, NULL), ==, !herald_dice);
      if (herald_dice)
        herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 6, \"white\": 6}",
                                 "Roll brings them back");
      else
        {
          herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 6, \"white\": 6}");
          g_assert_true (herald_game_undo (game, NULL));
        }
      /* the Alchemist chooses the production dice */
      g_assert_true (herald_game_check_entered_roll (game, &(HeraldRoll) { HERALD_EVENT_SHIP, 1, 1, TRUE }, NULL));
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 6, \"again\": true}");
      g_assert_true (herald_game_get_action (game, 0)->again);
    }

  /* a file whose log has other dice than those undone there (Herald wrote such rolls
   * before the rule) still loads, as written */
  {
    g_autofree char *text = g_strdup_printf (FILE_HEAD "\"actions\": [{\"type\": \"roll\", \"event\": "
                                             "\"trade\", \"red\": 3, \"white\": 4}], \"undone_rolls\": "
                                             "[{\"roll\": 0, \"event\": \"ship\", \"red\": 6, \"white\": 1}]}",
                                             "fair");
    g_autoptr(HeraldGame) game = load_text (text);

    g_assert_cmpuint (herald_game_get_n_actions (game), ==, 1);
    g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, 1);
  }
}

#define TYPED_33 "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 3, \"entered\": true}"
#define TYPED_34 "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4, \"entered\": true}"

/* Dice the table typed (Enter Dice) are not held for their point: a typo undone can be
 * entered again, also after a restart and when they were held for the attack check-in; an
 * event die typed with the Alchemist is not held either. Dice Herald drew stay held, also when
 * the table typed the same dice (they are logged as Herald's: undoing them does not free the
 * point, breaker 10, F3). On main at 03adb5f an undone typed roll was held and Enter Dice
 * refused ("the dice of this roll were already rolled (6)", breaker 15). */
static void
test_typed_dice_correctable (void)
{
  static const char * const modes[] = { "fair", "balanced" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"dice\": \"%s\"}", modes[m]);
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, NULL);
      g_autoptr(HeraldGame) loaded = NULL;
      HeraldRollRecord record;
      HeraldEvent event;
      HeraldRoll typed_ship = { HERALD_EVENT_SHIP, 2, 5, FALSE, TRUE };
      HeraldRoll herald_ship = { HERALD_EVENT_SHIP, 6, 1, FALSE, FALSE };
      HeraldRoll typed_event = { HERALD_EVENT_SHIP, 1, 1, TRUE, TRUE };
      HeraldRoll trade = { HERALD_EVENT_TRADE, 3, 4, FALSE, TRUE };

      /* typed, undone: nothing held, other dice entered */
      herald_test_apply_ok (game, TYPED_33);
      g_assert_true (herald_game_get_action (game, 0)->roll.entered);
      g_assert_true (herald_game_undo (game, NULL));
      g_assert_false (herald_game_get_bound_roll (game, &record));
      g_assert_false (herald_game_get_bound_event (game, &event));
      g_assert_true (herald_game_check_entered_roll (game, NULL, NULL));
      g_assert_true (herald_game_check_entered_roll (game, &trade, NULL));
      /* the same after a restart: the undone record says it was typed */
      loaded = reload (game);
      g_assert_cmpuint (herald_game_get_n_undone_rolls (loaded), ==, 1);
      g_assert_true (herald_game_get_undone_roll (loaded, 0)->roll.entered);
      g_assert_false (herald_game_get_bound_roll (loaded, &record));
      herald_test_apply_ok (loaded, TYPED_34);
      g_assert_true (herald_game_undo (loaded, NULL));
      g_clear_pointer (&loaded, herald_game_free);

      /* typed dice held for the check-in (saved in next_roll) are not held either */
      g_assert_true (herald_game_set_drawn_roll (game, &typed_ship, FALSE, NULL));
      g_assert_false (herald_game_get_bound_roll (game, &record));
      loaded = reload (game);
      g_assert_true (herald_game_get_drawn_roll (loaded)->roll.entered);
      g_assert_true (herald_game_check_entered_roll (loaded, &trade, NULL));
      g_clear_pointer (&loaded, herald_game_free);

      /* an event die typed with the Alchemist, undone: not held */
      g_assert_true (herald_game_set_drawn_roll (game, &typed_event, FALSE, NULL));
      g_assert_false (herald_game_get_bound_event (game, &event));

      /* Herald's dice, then the same dice typed: logged as Herald's, held after Undo */
      g_assert_true (herald_game_set_drawn_roll (game, &herald_ship, FALSE, NULL));
      assert_bound (game, 6, 1, HERALD_EVENT_SHIP);
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 6, \"white\": 1, \"entered\": true}");
      g_assert_false (herald_game_get_action (game, 0)->roll.entered);
      g_assert_true (herald_game_undo (game, NULL));
      assert_bound (game, 6, 1, HERALD_EVENT_SHIP);
      herald_test_apply_fails (game, TYPED_34, "already rolled (7)");
      /* the typed entries stay undone (the statistics count them) */
      g_assert_cmpuint (herald_game_get_n_undone_rolls (game), >=, 3);
    }
}

/* Tester report 43, N43-7: with Herald's dice, where the table typed the dice of a roll (a
 * landing taken back at the check-in, or a typed roll undone), Herald rolls no others in
 * their place, the Alchemist's event die neither: only dice entered again are taken (a typo
 * stays correctable). Physical dice are entered anyway. A file's log loads as written and
 * validate names the step. On main at a2409f8 Cancel then Roll drew new dice, without
 * "again", and the landing was gone. */
static void
test_typed_dice_not_rolled_away (void)
{
  static const char * const modes[] = { "fair", "balanced", "physical" };
  HeraldRoll typed_ship = { HERALD_EVENT_SHIP, 3, 2, FALSE, TRUE };
  const char *herald_roll = "{\"type\": \"roll\", \"event\": \"science\", \"red\": 3, \"white\": 2}";

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"dice\": \"%s\"}", modes[m]);
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, "{\"barbarian_position\": 6, "
                                                         "\"players\": [{\"progress_cards\": [\"alchemist\"]}, {}, {}]}");
      g_autoptr(HeraldGame) loaded = NULL;
      gboolean physical = m == 2;

      /* the landing typed, the check-in cancelled: the ship no longer lands, Roll is refused */
      g_assert_true (herald_game_set_drawn_roll (game, &typed_ship, FALSE, NULL));
      g_assert_true (herald_game_release_entered_roll (game));
      g_assert_false (herald_game_get_ship_landing (game));
      if (physical)
        {
          herald_test_apply_ok (game, herald_roll);
          continue;
        }
      herald_test_apply_fails (game, herald_roll, "entered by hand (5): Enter Dice enters them again");
      herald_test_apply_fails (game, "{'type': 'roll', 'event': 'trade', 'red': 1, 'white': 1, 'alchemist': true}",
                               "entered by hand (5)");
      g_assert_true (herald_game_check_entered_roll (game, NULL, NULL));
      /* the same after a restart */
      loaded = reload (game);
      herald_test_apply_fails (loaded, herald_roll, "entered by hand (5)");
      g_clear_pointer (&loaded, herald_game_free);
      /* other dice typed (a typo corrected), applied, undone: the same */
      herald_test_apply_ok (game, TYPED_33);
      g_assert_true (herald_game_undo (game, NULL));
      herald_test_apply_fails (game, herald_roll, "entered by hand (6)");
      /* the landing typed again: the ship lands */
      herald_test_apply_ok (game, "{'type': 'roll', 'event': 'ship', 'red': 3, 'white': 2, 'entered': true}");
      g_assert_cmpuint (herald_game_get_state (game)->barbarian_position, ==, 0);
    }

  /* a file whose log has Herald's roll there (Herald before this rule) loads as written;
   * validate names the step */
  {
    g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"barbarian_position\": 6}");
    g_autoptr(HeraldGame) loaded = NULL;
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;
    g_autofree char *old = NULL;
    gboolean opens = FALSE;
    char *end;

    herald_test_apply_ok (game, herald_roll);
    text = herald_save_to_data (game, NULL);
    end = strrchr (text, '}');
    *end = '\0';
    old = g_strdup_printf ("%s, \"undone_rolls\": [{\"roll\": 0, \"event\": \"ship\", \"red\": 3, "
                           "\"white\": 2, \"entered\": true}]}", text);
    loaded = herald_save_load_data (old, strlen (old), &error);
    g_assert_no_error (error);
    g_assert_cmpuint (herald_game_get_n_actions (loaded), ==, 1);
    g_clear_pointer (&loaded, herald_game_free);
    loaded = herald_save_validate_data (old, strlen (old), &opens, &error);
    g_assert_null (loaded);
    g_assert_true (opens);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "entered by hand (5)"));
  }
}

/* With Herald's dice, the event die Herald rolled for an Alchemist's roll is that roll's event
 * die: entered dice must show it, with or without the Alchemist, whether the Alchemist's roll
 * was drawn for its check-in (Escape, then Enter Dice) or applied and undone (the attack seen,
 * Undo, then Enter Dice). On main at d99a740 any entered dice were accepted there, the landing
 * ship dodged (breaker 11, B-2). Physical dice are entered freely. */
static void
test_entered_dice_alchemist_event (void)
{
  static const char * const modes[] = { "fair", "balanced", "physical" };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      g_autofree char *rules = g_strdup_printf ("{\"dice\": \"%s\", \"progress_cards\": "
                                                "\"physical\"}", modes[m]);
      g_autoptr(HeraldGame) game = herald_test_game_new (rules, 3, NULL);
      gboolean herald_dice = m != 2;
      HeraldRoll alchemist = { HERALD_EVENT_SHIP, 1, 1, TRUE };
      HeraldRoll trade = { HERALD_EVENT_TRADE, 3, 4, FALSE };
      HeraldRoll ship = { HERALD_EVENT_SHIP, 3, 4, FALSE };
      g_autoptr(GError) error = NULL;

      g_test_message ("dice %s", modes[m]);

      /* the Alchemist's roll drawn for its check-in, which was cancelled */
      herald_game_set_drawn_roll (game, &alchemist, FALSE, NULL);
      g_assert_true (herald_game_check_entered_roll (game, NULL, NULL));
      g_assert_true (herald_game_check_entered_roll (game, &ship, NULL));
      g_assert_cmpint (herald_game_check_entered_roll (game, &trade, &error), ==, !herald_dice);
      if (herald_dice)
        {
          g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
          g_assert_nonnull (strstr (error->message, "event die"));
          g_clear_error (&error);
          herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4}",
                                   "event die of this roll was already rolled");
          herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 2, "
                                         "\"white\": 2, \"alchemist\": true}",
                                   "event die of this roll was already rolled");
          g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);
        }

      /* applied, the attack seen, undone: its event die stays */
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, "
                                  "\"white\": 1, \"alchemist\": true}");
      g_assert_true (herald_game_undo (game, NULL));
      g_assert_cmpint (herald_game_check_entered_roll (game, &trade, NULL), ==, !herald_dice);
      if (herald_dice)
        {
          herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 3, \"white\": 4}",
                                   "event die of this roll was already rolled");
          herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, "
                                         "\"white\": 1, \"alchemist\": true}",
                                   "event die of this roll was already rolled");
        }
      /* the production dice are free: the Alchemist chose them */
      herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 5, \"white\": 2}");
      g_assert_true (herald_game_undo (game, NULL));
      /* but once rolled and undone, Herald's dice are this roll's: the Alchemist can no
       * longer choose them, even the same ones (B17-2); physical dice are the table's */
      if (herald_dice)
        herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 5, "
                                       "\"white\": 2, \"alchemist\": true}",
                                 "the Alchemist can no longer choose them");
      else
        herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 5, "
                                    "\"white\": 2, \"alchemist\": true}");
    }
}

/* A roll on a file's redo list ("undone") is redone only with dice rolled and undone at that
 * point (in undone_rolls, or next_roll): otherwise Redo is refused with the reason and the game
 * does not change. On main at 6a2321f Redo applied dice chosen in the file (breaker 10, F4). */
static void
test_redo_chosen_dice (void)
{
  static const char * const bad[] = {
    /* no undone roll at all */
    "\"actions\": [], \"undone\": [{\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}]}",
    /* other dice undone there */
    "\"actions\": [], \"undone\": [{\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}], "
    "\"undone_rolls\": [{\"roll\": 0, \"event\": \"ship\", \"red\": 6, \"white\": 6}]}",
    /* other dice drawn for it */
    "\"actions\": [], \"next_roll\": {\"roll\": 0, \"event\": \"ship\", \"red\": 6, \"white\": 6}, "
    "\"undone\": [{\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}]}",
    /* the same dice, but for another roll */
    "\"actions\": [], \"undone\": [{\"type\": \"end_turn\"}, {\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}], "
    "\"undone_rolls\": [{\"roll\": 1, \"event\": \"science\", \"red\": 1, \"white\": 1}, "
    "{\"roll\": 0, \"event\": \"trade\", \"red\": 2, \"white\": 2}]}",
  };

  for (guint m = 0; m < 2; m++)
    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *head = g_strdup_printf (FILE_HEAD, m == 0 ? "fair" : "physical");
        g_autofree char *text = g_strconcat (head, bad[i], NULL);
        g_autoptr(HeraldGame) game = load_text (text);
        g_autofree char *before = herald_save_to_data (game, NULL);
        g_autofree char *after = NULL;
        g_autoptr(GError) error = NULL;

        g_assert_true (herald_game_can_redo (game));
        g_assert_false (herald_game_check_redo (game, &error));
        g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
        g_assert_nonnull (strstr (error->message, "chosen in advance"));
        g_clear_error (&error);
        g_assert_false (herald_game_redo (game, NULL, &error));
        g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
        after = herald_save_to_data (game, NULL);
        g_assert_cmpstr (after, ==, before);
      }

  /* the dice undone there, or drawn for it since: redone */
  {
    static const char * const good[] = {
      "\"actions\": [], \"undone\": [{\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}], "
      "\"undone_rolls\": [{\"roll\": 0, \"event\": \"science\", \"red\": 1, \"white\": 1}]}",
      "\"actions\": [], \"next_roll\": {\"roll\": 0, \"event\": \"science\", \"red\": 1, \"white\": 1}, "
      "\"undone\": [{\"type\": \"roll\", \"event\": \"science\", \"red\": 1, \"white\": 1}]}",
    };

    for (guint i = 0; i < G_N_ELEMENTS (good); i++)
      {
        g_autofree char *head = g_strdup_printf (FILE_HEAD, "fair");
        g_autofree char *text = g_strconcat (head, good[i], NULL);
        g_autoptr(HeraldGame) game = load_text (text);
        g_autoptr(GError) error = NULL;

        g_assert_true (herald_game_check_redo (game, &error));
        g_assert_true (herald_game_redo (game, NULL, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (herald_game_get_n_actions (game), ==, 1);
        g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, 0);
      }
  }
}

/* Breaker report 17, B17-3: the dice drawn for the roll that lands the ship are held while the
 * check-in is open (next_roll); a correction made there that brings the player whose turn it
 * is to the target ends the game at once (RULES.md A21.3), and that roll never comes. The dice
 * were rolled and set aside: they count as undone (undone_rolls, statistics.undone_rolls) and
 * the finished game holds no next_roll (it held it, uncounted). Undo of the correction brings
 * the same dice back for that roll, as after any undone roll. */
static void
test_won_at_check_in (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"round\": 5, \"barbarian_position\": 6, "
                                                     "\"first_attack_done\": true, \"players\": ["
                                                     "{\"cities\": 4, \"settlements\": 4}, {}, {}]}");
  g_autoptr(HeraldGame) loaded = NULL;
  HeraldRoll ship = { HERALD_EVENT_SHIP, 5, 1, FALSE };
  const HeraldRollRecord *undone;
  HeraldStatistics stats;
  g_autofree char *text = NULL;

  g_assert_cmpuint (herald_game_get_n_rolls (game), ==, 0);
  g_assert_true (herald_game_set_drawn_roll (game, &ship, FALSE, NULL));
  g_assert_true (herald_game_get_ship_landing (game));
  /* the check-in: Anna's fifth settlement, 13 points, the target */
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"settlements\": 5}");
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpint (herald_game_get_state (game)->winner, ==, 0);

  g_assert_null (herald_game_get_drawn_roll (game));
  g_assert_false (herald_game_get_ship_landing (game));
  g_assert_cmpuint (herald_game_get_n_undone_rolls (game), ==, 1);
  undone = herald_game_get_undone_roll (game, 0);
  g_assert_cmpuint (undone->ordinal, ==, 0);
  g_assert_cmpint (undone->roll.event, ==, HERALD_EVENT_SHIP);
  g_assert_cmpuint (undone->roll.red, ==, 5);
  g_assert_cmpuint (undone->roll.white, ==, 1);
  herald_game_get_statistics (game, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);
  g_assert_cmpuint (stats.n_rolls, ==, 0);
  text = herald_save_to_data (game, NULL);
  g_assert_null (strstr (text, "\"next_roll\""));
  g_assert_nonnull (strstr (text, "\"undone_rolls\""));

  /* saved and loaded as it is; Undo of the correction: the check-in's dice again */
  loaded = reload (game);
  g_assert_cmpint (herald_game_get_state (loaded)->phase, ==, HERALD_PHASE_OVER);
  g_assert_true (herald_game_undo (loaded, NULL));
  g_assert_cmpint (herald_game_get_state (loaded)->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  assert_bound (loaded, 5, 1, HERALD_EVENT_SHIP);
  g_assert_true (herald_game_take_undone_roll (loaded, &ship));
  g_assert_nonnull (herald_game_get_drawn_roll (loaded));
  g_assert_cmpuint (herald_game_get_n_undone_rolls (loaded), ==, 0);
  /* Redo of the correction ends the game again, the same way */
  g_assert_true (herald_game_redo (loaded, NULL, NULL));
  g_assert_cmpint (herald_game_get_state (loaded)->phase, ==, HERALD_PHASE_OVER);
  g_assert_null (herald_game_get_drawn_roll (loaded));
  g_assert_cmpuint (herald_game_get_n_undone_rolls (loaded), ==, 1);
}

/* A finished game saved with next_roll (Herald before B17-3 wrote it, the game won at the
 * check-in) still loads, and its dice count as undone: the file says they were rolled for a
 * roll that never came */
static void
test_won_at_check_in_old_file (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, "{\"round\": 5, \"barbarian_position\": 6, "
                                                     "\"first_attack_done\": true, \"players\": ["
                                                     "{\"cities\": 4, \"settlements\": 4}, {}, {}]}");
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;
  g_autofree char *again = NULL;
  HeraldStatistics stats;
  char *end;

  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 0, \"settlements\": 5}");
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_OVER);
  text = herald_save_to_data (game, NULL);
  /* the file as the older Herald wrote it: next_roll as the last member */
  end = strrchr (text, '}');
  g_assert_nonnull (end);
  *end = '\0';
  old = g_strdup_printf ("%s, \"next_roll\": {\"roll\": 0, \"event\": \"ship\", \"red\": 5, \"white\": 1}}", text);
  loaded = herald_save_load_data (old, strlen (old), &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpint (herald_game_get_state (loaded)->phase, ==, HERALD_PHASE_OVER);
  g_assert_null (herald_game_get_drawn_roll (loaded));
  herald_game_get_statistics (loaded, &stats);
  g_assert_cmpuint (stats.n_undone_rolls, ==, 1);
  again = herald_save_to_data (loaded, NULL);
  g_assert_null (strstr (again, "\"next_roll\""));
  g_assert_nonnull (strstr (again, "\"undone_rolls\""));
  g_assert_true (herald_game_undo (loaded, NULL));
  assert_bound (loaded, 5, 1, HERALD_EVENT_SHIP);
}

/* Breaker 17, B17-2: after a roll with Herald's dice is undone, the table saw the dice and
 * whom the event die gave a card: the Alchemist is refused there (Anna steered the card she
 * saw to herself before the fix), with the reason, in herald_game_check () and so in the
 * Alchemist button's answer (herald_game_check_card ()); Roll brings the dice back. After an
 * undone Alchemist's roll, only the same dice are accepted. */
static void
test_alchemist_bound_after_undo (void)
{
  const char *start = "{\"players\": [{\"improvements\": {\"science\": 3}, "
                      "\"progress_cards\": [\"alchemist\"]}, {\"improvements\": {\"science\": 3}}, {}]}";
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, start);
  g_autoptr(HeraldGame) other = herald_test_game_new (NULL, 3, start);
  g_autoptr(GError) error = NULL;
  HeraldRoll played;

  /* red 2 on the science gate: Anna and Ben draw; undone */
  g_assert_true (herald_game_check_card (game, 0, HERALD_CARD_ALCHEMIST, NULL));
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 2, \"white\": 5}");
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_false (herald_game_check_card (game, 0, HERALD_CARD_ALCHEMIST, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN);
  g_assert_cmpstr (error->message, ==, "the dice of this roll were already rolled (7): the Alchemist "
                                       "can no longer choose them, and Roll brings them back");
  g_clear_error (&error);
  herald_test_apply_fails (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, "
                                 "\"white\": 1, \"alchemist\": true}",
                           "the Alchemist can no longer choose them");
  /* Redo and Roll stay free */
  g_assert_true (herald_game_check_redo (game, NULL));
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 2, \"white\": 5}");

  /* the Alchemist played, undone: again only with the same dice */
  herald_test_apply_ok (other, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 2, "
                               "\"white\": 5, \"alchemist\": true}");
  g_assert_true (herald_game_undo (other, NULL));
  g_assert_true (herald_game_get_bound_alchemist (other, &played));
  g_assert_cmpuint (played.red, ==, 2);
  g_assert_cmpuint (played.white, ==, 5);
  g_assert_true (herald_game_check_card (other, 0, HERALD_CARD_ALCHEMIST, NULL));
  herald_test_apply_fails (other, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 6, "
                                  "\"white\": 5, \"alchemist\": true}",
                           "the Alchemist was already played for this roll (red die 2, white die 5): "
                           "play it with the same dice, or Redo");
  herald_test_apply_ok (other, "{\"type\": \"roll\", \"event\": \"science\", \"red\": 2, "
                               "\"white\": 5, \"alchemist\": true}");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/rolls/undo-keeps-dice", test_undo_keeps_dice);
  g_test_add_func ("/herald/rolls/redo", test_redo);
  g_test_add_func ("/herald/rolls/undone-rolls-reached", test_undone_rolls_reached);
  g_test_add_func ("/herald/rolls/balanced-deck", test_balanced_deck);
  g_test_add_func ("/herald/rolls/again", test_again);
  g_test_add_func ("/herald/rolls/drawn", test_drawn);
  g_test_add_func ("/herald/rolls/ship-landing", test_ship_landing);
  g_test_add_func ("/herald/rolls/replay-json", test_replay_json);
  g_test_add_func ("/herald/rolls/alchemist-event", test_alchemist_event);
  g_test_add_func ("/herald/rolls/entered-dice", test_entered_dice);
  g_test_add_func ("/herald/rolls/entered-dice-alchemist-event", test_entered_dice_alchemist_event);
  g_test_add_func ("/herald/rolls/redo-chosen-dice", test_redo_chosen_dice);
  g_test_add_func ("/herald/rolls/typed-dice-correctable", test_typed_dice_correctable);
  g_test_add_func ("/herald/rolls/typed-dice-not-rolled-away", test_typed_dice_not_rolled_away);
  g_test_add_func ("/herald/rolls/won-at-check-in", test_won_at_check_in);
  g_test_add_func ("/herald/rolls/won-at-check-in-old-file", test_won_at_check_in_old_file);
  g_test_add_func ("/herald/rolls/alchemist-bound-after-undo", test_alchemist_bound_after_undo);

  return g_test_run ();
}
