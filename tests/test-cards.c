/* test-cards.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Progress cards through undo and redo, and with the decisions they leave owed (RULES.md A6.2,
 * A6.3, A11, A12, A14, A21.3). The replay output (herald_game_state_to_json ()) after each step
 * must come back exactly when that step is undone and redone (the statistics aside, which
 * count the rolls undone): the decks, the hands, the revealed victory point cards and the
 * pending decisions are all part of it. */

#include "config.h"

#include <string.h>

#include "herald-save.h"
#include "herald-test-utils.h"

#define END "{\"type\": \"end_turn\"}"

static char *
replay_of (HeraldGame *game)
{
  g_autoptr(JsonNode) node = herald_game_state_to_json (game);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  /* the audit of the dice counts an undone roll (statistics.undone_rolls): not the game */
  json_object_remove_member (json_node_get_object (node), "statistics");
  json_generator_set_root (generator, node);
  return json_generator_to_data (generator, NULL);
}

/* Applies @steps one by one, keeping the replay before each, then undoes every step checking
 * that each replay comes back, then redoes them all checking the same */
static void
check_undo_redo (HeraldGame         *game,
                 const char * const *steps,
                 guint               n_steps)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_steps; i++)
    {
      g_ptr_array_add (seen, replay_of (game));
      herald_test_apply_ok (game, steps[i]);
    }
  g_ptr_array_add (seen, replay_of (game));

  for (guint i = n_steps; i > 0; i--)
    {
      g_autofree char *now = NULL;

      g_assert_true (herald_game_undo (game, NULL));
      now = replay_of (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (seen, i - 1));
    }
  g_assert_false (herald_game_can_undo (game));

  for (guint i = 1; i <= n_steps; i++)
    {
      g_autofree char *now = NULL;

      g_assert_true (herald_game_redo (game, NULL, NULL));
      now = replay_of (game);
      g_assert_cmpstr (now, ==, g_ptr_array_index (seen, i));
    }
  g_assert_false (herald_game_can_redo (game));
}

static guint
n_pending (HeraldGame *game)
{
  return herald_game_get_state (game)->n_pending;
}

/* A tie reward with a 5th card received off turn (A6.2, A6.3, A12.2): Ben puts a card back
 * before Cleo chooses; undone and redone, the decisions owed come back in the same order. */
static void
test_tie_reward_undo_redo (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4,
    "{\"round\": 1, \"current\": 0, \"barbarian_position\": 6,"
    " \"decks\": {\"trade\": [\"merchant_fleet\", \"merchant\"], \"science\": [\"crane\"],"
    "  \"politics\": [\"spy\"]},"
    " \"players\": ["
    "  {\"settlements\": 1, \"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}]},"
    "  {\"settlements\": 1, \"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}],"
    "   \"progress_cards\": [\"bishop\", \"intrigue\", \"deserter\", \"saboteur\"]},"
    "  {\"settlements\": 1, \"cities\": 2, \"knights\": [{\"level\": 3, \"active\": true}]},"
    "  {\"settlements\": 1, \"cities\": 1}]}");
  static const char * const steps[] = {
    "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}",
    "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"trade\"}",
    "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"science\"}",
    "{\"type\": \"discard_card\", \"player\": 1, \"card\": \"crane\"}",
    "{\"type\": \"choose_deck\", \"player\": 2, \"deck\": \"science\"}",
    END,
  };
  const HeraldState *s;

  check_undo_redo (game, steps, G_N_ELEMENTS (steps));

  /* Cleo drew the Crane Ben put back (A11.6, A12.2) */
  s = herald_game_get_state (game);
  g_assert_cmpuint (s->players[2].n_hand, ==, 1);
  g_assert_cmpuint (s->players[2].hand[0], ==, HERALD_CARD_CRANE);
  g_assert_cmpuint (s->players[1].n_hand, ==, 4);

  /* back to Ben's 5th card: his discard is owed first, Cleo's choice after it */
  for (guint i = 0; i < 3; i++)
    g_assert_true (herald_game_undo (game, NULL));
  s = herald_game_get_state (game);
  g_assert_cmpuint (n_pending (game), ==, 2);
  g_assert_cmpint (s->pending[0].type, ==, HERALD_PENDING_DISCARD_CARD);
  g_assert_cmpuint (s->pending[0].player, ==, 1);
  g_assert_cmpint (s->pending[1].type, ==, HERALD_PENDING_CHOOSE_DECK);
  g_assert_cmpuint (s->pending[1].player, ==, 2);
  herald_test_apply_fails (game, "{\"type\": \"choose_deck\", \"player\": 2, \"deck\": \"trade\"}",
                           "put a progress card back");
  /* a refused step keeps the redo list */
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 3);
}

/* A card drawn, stolen with the Spy and played, undone and redone: the same card comes from
 * the deck again, and the hands and decks are as they were (A11.2, A11.6, A12.1, A14). */
static void
test_spy_undo_redo (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 2, \"current\": 0,"
    " \"decks\": {\"politics\": [\"wedding\", \"constitution\", \"bishop\"]},"
    " \"players\": ["
    "  {\"improvements\": {\"politics\": 2}, \"progress_cards\": [\"spy\"]},"
    "  {\"improvements\": {\"politics\": 2}, \"progress_cards\": [\"warlord\"]},"
    "  {\"improvements\": {\"politics\": 1}}]}");
  static const char * const steps[] = {
    /* Anna draws the Wedding, Ben the Constitution (revealed), Cleo the Bishop */
    "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 2, \"white\": 4}",
    "{\"type\": \"play_card\", \"player\": 0, \"card\": \"spy\", \"target\": 1,"
    " \"target_card\": \"warlord\"}",
    END,
  };
  const HeraldState *s;

  check_undo_redo (game, steps, G_N_ELEMENTS (steps));

  s = herald_game_get_state (game);
  g_assert_cmpuint (s->players[0].n_hand, ==, 2);
  g_assert_cmpuint (s->players[0].hand[0], ==, HERALD_CARD_WEDDING);
  g_assert_cmpuint (s->players[0].hand[1], ==, HERALD_CARD_WARLORD);
  g_assert_cmpuint (s->players[1].n_hand, ==, 0);
  g_assert_cmpuint (s->players[1].n_vp_cards, ==, 1);
  g_assert_cmpuint (s->players[2].n_hand, ==, 1);
  /* the Spy went under the politics deck, the Constitution left it for good */
  g_assert_cmpuint (s->n_deck[HERALD_TRACK_POLITICS], ==, 1);
  g_assert_cmpuint (s->deck[HERALD_TRACK_POLITICS][0], ==, HERALD_CARD_SPY);
}

/* A win ends the game at once (A21.3): the decisions still owed go with it, and come back
 * when the winning step is undone. */
static void
test_win_drops_pending_undo (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 3, \"current\": 0, \"barbarian_position\": 6,"
    " \"decks\": {\"politics\": [\"constitution\", \"spy\"]},"
    " \"players\": ["
    "  {\"settlements\": 4, \"cities\": 4, \"knights\": [{\"level\": 3, \"active\": true}]},"
    "  {\"settlements\": 1, \"cities\": 1, \"knights\": [{\"level\": 3, \"active\": true}]},"
    "  {\"settlements\": 1, \"cities\": 1}]}");
  static const char * const steps[] = {
    "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}",
    "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"politics\"}",
  };

  check_undo_redo (game, steps, G_N_ELEMENTS (steps));
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpuint (n_pending (game), ==, 0);

  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (n_pending (game), ==, 2);
  /* Anna saw the Constitution on top of politics: another deck is refused there (B17-2),
   * and the same one draws it again: the win comes back */
  herald_test_apply_fails (game, "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"trade\"}",
                           "Anna already drew from the politics deck here");
  g_assert_cmpuint (n_pending (game), ==, 2);
  herald_test_apply_ok (game, "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"politics\"}");
  g_assert_cmpint (herald_game_get_state (game)->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpuint (herald_game_get_state (game)->players[0].n_vp_cards, ==, 1);
}

/* Breaker 17, B17-2: a tie reward's deck chosen with Herald's cards and undone binds the
 * point: Anna saw the top card of politics (the Spy), so only politics may be chosen there
 * again, and it draws the same card; Redo and Undo stay free, and a deck redone or chosen
 * again leaves the draws undone. Before the fix Anna could look at the top of every deck. */
#define TIE_START \
  "{\"round\": 5, \"current\": 0, \"barbarian_position\": 6," \
  " \"decks\": {\"trade\": [\"merchant_fleet\", \"merchant\"], \"politics\": [\"spy\", \"wedding\"]," \
  "  \"science\": [\"crane\", \"irrigation\"]}," \
  " \"players\": [{\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "  {\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}," \
  "  {\"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}]}"
#define SHIP "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}"
#define ANNA_POLITICS "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"politics\"}"
#define ANNA_TRADE "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"trade\"}"
#define BOUND_REASON "Anna already drew from the politics deck here: choose the politics deck again, or Redo"

static void
test_tie_reward_bound (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, TIE_START);
  const HeraldState *s;
  HeraldTrack track;

  herald_test_apply_ok (game, SHIP);
  herald_test_apply_ok (game, ANNA_POLITICS);
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 0);
  g_assert_true (herald_game_undo (game, NULL));

  /* recorded: politics, for Anna at the attack of roll 0 */
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 1);
  g_assert_cmpuint (herald_game_get_undone_draw (game, 0)->ordinal, ==, 0);
  g_assert_cmpuint (herald_game_get_undone_draw (game, 0)->player, ==, 0);
  g_assert_cmpint (herald_game_get_undone_draw (game, 0)->track, ==, HERALD_TRACK_POLITICS);
  g_assert_true (herald_game_get_bound_deck (game, 0, &track));
  g_assert_cmpint (track, ==, HERALD_TRACK_POLITICS);
  g_assert_false (herald_game_get_bound_deck (game, 1, &track));

  /* another deck: refused, the same reason from the check and the apply, nothing lost */
  herald_test_apply_fails (game, ANNA_TRADE, BOUND_REASON);
  herald_test_apply_fails (game, "{\"type\": \"choose_deck\", \"player\": 0, \"deck\": \"science\"}",
                           "Anna already drew from the politics deck here");
  g_assert_cmpuint (herald_game_get_n_redo (game), ==, 1);
  g_assert_true (herald_game_check_redo (game, NULL));

  /* Redo: the same card; the record leaves with it, and comes back with the next Undo */
  g_assert_true (herald_game_redo (game, NULL, NULL));
  s = herald_game_get_state (game);
  g_assert_cmpuint (s->players[0].n_hand, ==, 1);
  g_assert_cmpuint (s->players[0].hand[0], ==, HERALD_CARD_SPY);
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 0);
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 1);

  /* the same deck chosen by hand: the same card, taken as the redo */
  herald_test_apply_ok (game, ANNA_POLITICS);
  s = herald_game_get_state (game);
  g_assert_cmpuint (s->players[0].hand[0], ==, HERALD_CARD_SPY);
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 0);

  /* Ben's draw is his own: he chooses freely */
  herald_test_apply_ok (game, "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"science\"}");
  g_assert_true (herald_game_undo (game, NULL));
  herald_test_apply_fails (game, "{\"type\": \"choose_deck\", \"player\": 1, \"deck\": \"trade\"}",
                           "Ben already drew from the science deck here");

  /* undoing Anna's draw too, and the roll: the records stay for that attack, and the roll
   * (Herald's dice, bound) brings the same tie back */
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_true (herald_game_undo (game, NULL));
  g_assert_cmpuint (herald_game_get_n_undone_draws (game), ==, 2);
  herald_test_apply_ok (game, SHIP);
  herald_test_apply_fails (game, ANNA_TRADE, BOUND_REASON);
}

/* The bound deck's reason says "or Redo" only while Redo can draw it: the step undone last
 * is that draw. In a file without the redo list (`undone` is written only when not empty:
 * the scenario core-undo-tie-deck-undone-other-refused) nothing can be redone, and the
 * reason no longer offers Redo; a read-only game's dialog asks
 * herald_game_describe_bound_deck () without it too. */
#define BOUND_NO_REDO "Anna already drew from the politics deck here: choose the politics deck again"

static void
test_tie_reward_bound_redo_words (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, TIE_START);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *with = NULL, *without = NULL, *text = NULL, *no_redo = NULL;
  HeraldAction trade;

  herald_test_apply_ok (game, SHIP);
  herald_test_apply_ok (game, ANNA_POLITICS);
  g_assert_null (herald_game_describe_bound_deck (game, 0, TRUE));
  g_assert_true (herald_game_undo (game, NULL));
  with = herald_game_describe_bound_deck (game, 0, TRUE);
  without = herald_game_describe_bound_deck (game, 0, FALSE);
  g_assert_cmpstr (with, ==, BOUND_REASON);
  g_assert_cmpstr (without, ==, BOUND_NO_REDO);
  g_assert_null (herald_game_describe_bound_deck (game, 1, TRUE));
  herald_action_init (&trade, HERALD_ACTION_CHOOSE_DECK, 0);
  trade.track = HERALD_TRACK_TRADE;
  g_assert_false (herald_game_check (game, &trade, &error));
  g_assert_cmpstr (error->message, ==, BOUND_REASON);
  g_clear_error (&error);

  /* the same game from a file without its redo list: bound, nothing to redo */
  text = herald_save_to_data (game, NULL);
  root = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_has_member (json_node_get_object (root), "undone"));
  json_object_remove_member (json_node_get_object (root), "undone");
  json_object_remove_member (json_node_get_object (root), "undone_times");
  no_redo = json_to_string (root, FALSE);
  loaded = herald_save_load_data (no_redo, strlen (no_redo), &error);
  g_assert_no_error (error);
  g_assert_false (herald_game_can_redo (loaded));
  g_assert_false (herald_game_check (loaded, &trade, &error));
  g_assert_cmpstr (error->message, ==, BOUND_NO_REDO);
  herald_test_apply_fails (loaded, ANNA_TRADE, BOUND_NO_REDO);
  herald_test_apply_ok (loaded, ANNA_POLITICS);
  g_assert_cmpuint (herald_game_get_state (loaded)->players[0].hand[0], ==, HERALD_CARD_SPY);
}

/* The draws undone are saved (docs/save-format.md, `undone_draws`): the file loads with them,
 * saves to the same bytes, and the point stays bound after a restart; a file without the
 * member (every file Herald wrote before it) loads and saves as before, its decks free. */
static void
test_tie_reward_bound_saved (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, TIE_START);
  g_autoptr(HeraldGame) loaded = NULL;
  g_autoptr(HeraldGame) old = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *text = NULL, *again = NULL, *old_again = NULL;
  gsize length, again_length, before_length, old_length;
  HeraldTrack track;

  herald_test_apply_ok (game, SHIP);
  before = herald_save_to_data (game, &before_length);
  g_assert_null (strstr (before, "undone_draws"));
  herald_test_apply_ok (game, ANNA_POLITICS);
  g_assert_true (herald_game_undo (game, NULL));
  text = herald_save_to_data (game, &length);
  g_assert_nonnull (strstr (text, "\"undone_draws\" : [\n"
                                  "    {\n"
                                  "      \"roll\" : 0,\n"
                                  "      \"player\" : 0,\n"
                                  "      \"deck\" : \"politics\"\n"
                                  "    }\n"
                                  "  ]"));

  loaded = herald_save_load_data (text, length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_undone_draws (loaded), ==, 1);
  g_assert_true (herald_game_get_bound_deck (loaded, 0, &track));
  g_assert_cmpint (track, ==, HERALD_TRACK_POLITICS);
  again = herald_save_to_data (loaded, &again_length);
  g_assert_cmpstr (again, ==, text);
  herald_test_apply_fails (loaded, ANNA_TRADE, BOUND_REASON);
  herald_test_apply_ok (loaded, ANNA_POLITICS);
  g_assert_cmpuint (herald_game_get_state (loaded)->players[0].hand[0], ==, HERALD_CARD_SPY);

  /* the old file: the same game saved before the member existed */
  old = herald_save_load_data (before, before_length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_undone_draws (old), ==, 0);
  old_again = herald_save_to_data (old, &old_length);
  g_assert_cmpstr (old_again, ==, before);
  herald_test_apply_ok (old, ANNA_TRADE);
}

/* Tester report 34, N34-8: the players a Wedding or a Master Merchant takes from (A14): only
 * those with MORE victory points than the card's player, in turn order from the next player,
 * as they stood when the card was played. Ben, with as many points as Cleo, gives nothing:
 * the table's classic argument. */
static void
test_wedding_takes_from (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 4, herald_test_wedding_position);
  guint8 players[HERALD_MAX_PLAYERS] = { 0 };
  guint n;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 1, \"white\": 2}");
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 2, \"card\": \"wedding\"}");
  /* Anna 4, Ben 3, Cleo 3, Dora 5: Dora, then Anna (after Cleo, in turn order); not Ben */
  n = herald_game_get_card_takes_from (game, 1, players);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (players[0], ==, 3);
  g_assert_cmpuint (players[1], ==, 0);
  /* the roll is not a card; a card played is read as it stood then: Cleo's city after it
   * (4 points, as many as Anna) does not change who gave */
  g_assert_cmpuint (herald_game_get_card_takes_from (game, 0, players), ==, 0);
  g_assert_cmpuint (herald_game_get_card_takes_from (game, 99, players), ==, 0);
  herald_test_apply_ok (game, "{\"type\": \"build_city\", \"player\": 2}");
  herald_test_apply_ok (game, "{\"type\": \"play_card\", \"player\": 2, \"card\": \"master_merchant\", \"target\": 3}");
  g_assert_cmpuint (herald_game_get_card_takes_from (game, 1, players), ==, 2);
  g_assert_cmpuint (players[1], ==, 0);
  n = herald_game_get_card_takes_from (game, 3, players);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (players[0], ==, 3);
  /* the game is as it was: the question replays nothing into it */
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 4);
  g_assert_cmpuint (herald_test_vp (game, 2), ==, 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/cards/tie-reward-undo-redo", test_tie_reward_undo_redo);
  g_test_add_func ("/herald/cards/spy-undo-redo", test_spy_undo_redo);
  g_test_add_func ("/herald/cards/win-drops-pending-undo", test_win_drops_pending_undo);
  g_test_add_func ("/herald/cards/tie-reward-bound-after-undo", test_tie_reward_bound);
  g_test_add_func ("/herald/cards/tie-reward-bound-redo-words", test_tie_reward_bound_redo_words);
  g_test_add_func ("/herald/cards/tie-reward-bound-saved", test_tie_reward_bound_saved);
  g_test_add_func ("/herald/cards/wedding-takes-from", test_wedding_takes_from);

  return g_test_run ();
}
