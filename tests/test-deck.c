/* test-deck.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-cards.h"
#include "herald-game.h"
#include "herald-rng.h"
#include "herald-start.h"
#include "herald-test-utils.h"

/* RULES.md A14 (standard) and A15 (first edition) */
static const struct
{
  const char *id;
  HeraldTrack track;
  guint       standard;
  guint       first;
} expected[] = {
  { "alchemist", HERALD_TRACK_SCIENCE, 2, 2 },
  { "crane", HERALD_TRACK_SCIENCE, 2, 2 },
  { "engineer", HERALD_TRACK_SCIENCE, 1, 2 },
  { "inventor", HERALD_TRACK_SCIENCE, 2, 1 },
  { "irrigation", HERALD_TRACK_SCIENCE, 2, 2 },
  { "medicine", HERALD_TRACK_SCIENCE, 2, 2 },
  { "mining", HERALD_TRACK_SCIENCE, 2, 2 },
  { "printer", HERALD_TRACK_SCIENCE, 1, 1 },
  { "road_building", HERALD_TRACK_SCIENCE, 2, 2 },
  { "smith", HERALD_TRACK_SCIENCE, 2, 2 },
  { "bishop", HERALD_TRACK_POLITICS, 2, 2 },
  { "constitution", HERALD_TRACK_POLITICS, 1, 1 },
  { "deserter", HERALD_TRACK_POLITICS, 2, 2 },
  { "diplomat", HERALD_TRACK_POLITICS, 2, 2 },
  { "intrigue", HERALD_TRACK_POLITICS, 2, 2 },
  { "saboteur", HERALD_TRACK_POLITICS, 2, 2 },
  { "spy", HERALD_TRACK_POLITICS, 3, 3 },
  { "warlord", HERALD_TRACK_POLITICS, 2, 2 },
  { "wedding", HERALD_TRACK_POLITICS, 2, 2 },
  { "commercial_harbor", HERALD_TRACK_TRADE, 2, 2 },
  { "master_merchant", HERALD_TRACK_TRADE, 2, 2 },
  { "merchant", HERALD_TRACK_TRADE, 6, 6 },
  { "merchant_fleet", HERALD_TRACK_TRADE, 2, 2 },
  { "resource_monopoly", HERALD_TRACK_TRADE, 4, 4 },
  { "trade_monopoly", HERALD_TRACK_TRADE, 2, 2 },
};

static void
test_catalogue (void)
{
  g_assert_cmpuint (G_N_ELEMENTS (expected), ==, HERALD_N_CARDS);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      HeraldCard card;

      g_assert_true (herald_card_from_id (expected[i].id, &card));
      g_assert_cmpstr (herald_card_to_id (card), ==, expected[i].id);
      g_assert_cmpint (herald_card_get_track (card), ==, expected[i].track);
      g_assert_cmpuint (herald_card_get_count (card, HERALD_EDITION_STANDARD), ==,
                        expected[i].standard);
      g_assert_cmpuint (herald_card_get_count (card, HERALD_EDITION_FIRST), ==,
                        expected[i].first);
      g_assert_cmpint (herald_card_is_vp (card), ==,
                       g_str_equal (expected[i].id, "printer") ||
                       g_str_equal (expected[i].id, "constitution"));
    }
  g_assert_false (herald_card_from_id ("largest_army", NULL));
  g_assert_false (herald_card_from_id (NULL, NULL));
}

static void
test_composition (void)
{
  for (guint e = 0; e < 2; e++)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      {
        guint8 cards[HERALD_DECK_SIZE];
        guint counts[HERALD_N_CARDS] = { 0, };
        guint n = herald_deck_composition (t, e, cards);

        /* A1.4: 18 cards per deck, 54 in all, in both editions */
        g_assert_cmpuint (n, ==, 18);
        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpint (herald_card_get_track (cards[i]), ==, t);
            counts[cards[i]]++;
          }
        for (guint c = 0; c < HERALD_N_CARDS; c++)
          if (herald_card_get_track (c) == t)
            g_assert_cmpuint (counts[c], ==, herald_card_get_count (c, e));
      }
}

static HeraldGame *
new_game (guint32       seed,
          HeraldEdition edition)
{
  HeraldRules rules;
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
  g_autoptr(GError) error = NULL;
  HeraldGame *game;

  herald_rules_init (&rules, edition);
  game = herald_game_new_shuffled (&rules, herald_test_players, 3, rng, FALSE, &error);
  g_assert_no_error (error);
  return game;
}

/* A shuffled deck is a permutation of the composition; the same seed gives the same order,
 * and the order is written into the game's start so replay never shuffles again. */
static void
test_shuffled_decks (void)
{
  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(HeraldGame) a = new_game (1, e);
      g_autoptr(HeraldGame) b = new_game (1, e);
      g_autoptr(HeraldGame) c = new_game (2, e);
      const HeraldState *sa = herald_game_get_state (a);
      const HeraldState *sb = herald_game_get_state (b);
      const HeraldState *sc = herald_game_get_state (c);
      gboolean differ = FALSE;
      const HeraldStart *start = herald_game_get_start (a);

      g_assert_nonnull (start);
      g_assert_cmpuint (start->decks_given, ==, HERALD_START_ALL_DECKS);

      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          guint counts[HERALD_N_CARDS] = { 0, };

          g_assert_cmpuint (sa->n_deck[t], ==, 18);
          g_assert_cmpmem (sa->deck[t], 18, sb->deck[t], 18);
          differ |= memcmp (sa->deck[t], sc->deck[t], 18) != 0;
          for (guint i = 0; i < 18; i++)
            counts[sa->deck[t][i]]++;
          for (guint card = 0; card < HERALD_N_CARDS; card++)
            if (herald_card_get_track (card) == t)
              g_assert_cmpuint (counts[card], ==, herald_card_get_count (card, e));
        }
      g_assert_true (differ);
    }
}

/* Every card is equally likely to be on top of its deck. */
static void
test_shuffle_uniform_top (void)
{
  guint top[HERALD_N_CARDS] = { 0, };
  const guint games = 3000;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(HeraldGame) game = new_game (1000 + g, HERALD_EDITION_STANDARD);

      top[herald_game_get_state (game)->deck[HERALD_TRACK_TRADE][0]]++;
    }
  /* merchant: 6/18 of the trade deck = 1000 of 3000 */
  g_assert_cmpuint (top[HERALD_CARD_MERCHANT], >, 880);
  g_assert_cmpuint (top[HERALD_CARD_MERCHANT], <, 1120);
  /* resource monopoly: 4/18 ≈ 667 */
  g_assert_cmpuint (top[HERALD_CARD_RESOURCE_MONOPOLY], >, 570);
  g_assert_cmpuint (top[HERALD_CARD_RESOURCE_MONOPOLY], <, 770);
}


/* RULES.md A11.2, A11.6, A12.2 (referee 20, R20-1): Ben draws the politics deck's last card as
 * a 5th card off-turn; Cleo's draw waits for his put-back and takes the card he returns. Undo of
 * the put-back makes Cleo wait again; redo gives her the card again. Without the wait Cleo got
 * deck_empty at the roll. */
static void
test_put_back_drawn_by_next_player (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"round\": 3, \"current\": 0, \"first_attack_done\": true,"
    " \"decks\": {\"politics\": [\"spy\"]},"
    " \"players\": [{}, {\"improvements\": {\"politics\": 1},"
    "   \"progress_cards\": [\"wedding\", \"warlord\", \"bishop\", \"intrigue\"]},"
    "  {\"improvements\": {\"politics\": 1}}]}");
  const HeraldState *s;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"politics\", \"red\": 1, \"white\": 3}");
  s = herald_game_get_state (game);
  g_assert_cmpuint (herald_test_count_outcomes (game, HERALD_OUTCOME_DECK_EMPTY), ==, 0);
  g_assert_cmpuint (s->n_pending, ==, 2);
  g_assert_cmpint (s->pending[0].type, ==, HERALD_PENDING_DISCARD_CARD);
  g_assert_cmpuint (s->pending[0].player, ==, 1);
  g_assert_cmpint (s->pending[1].type, ==, HERALD_PENDING_PROGRESS_DRAW);
  g_assert_cmpuint (s->pending[1].player, ==, 2);
  g_assert_cmpint (s->pending[1].track, ==, HERALD_TRACK_POLITICS);
  /* the turn cannot end while the draw waits */
  herald_test_apply_fails (game, "{\"type\": \"end_turn\"}", "pending");

  for (guint round = 0; round < 2; round++)
    {
      herald_test_apply_ok (game, "{\"type\": \"discard_card\", \"player\": 1, \"card\": \"wedding\"}");
      s = herald_game_get_state (game);
      g_assert_cmpuint (s->n_pending, ==, 0);
      g_assert_cmpuint (s->players[2].n_hand, ==, 1);
      g_assert_cmpuint (s->players[2].hand[0], ==, HERALD_CARD_WEDDING);
      g_assert_cmpuint (s->n_deck[HERALD_TRACK_POLITICS], ==, 0);

      g_assert_true (herald_game_undo (game, NULL));
      s = herald_game_get_state (game);
      g_assert_cmpuint (s->n_pending, ==, 2);
      g_assert_cmpuint (s->players[2].n_hand, ==, 0);
      g_assert_cmpuint (s->players[1].n_hand, ==, 5);
      if (round == 0)
        {
          g_assert_true (herald_game_redo (game, NULL, NULL));
          s = herald_game_get_state (game);
          g_assert_cmpuint (s->n_pending, ==, 0);
          g_assert_cmpuint (s->players[2].hand[0], ==, HERALD_CARD_WEDDING);
          g_assert_true (herald_game_undo (game, NULL));
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/deck/catalogue", test_catalogue);
  g_test_add_func ("/herald/deck/composition", test_composition);
  g_test_add_func ("/herald/deck/shuffled", test_shuffled_decks);
  g_test_add_func ("/herald/deck/shuffle-uniform-top", test_shuffle_uniform_top);
  g_test_add_func ("/herald/deck/put-back-drawn-by-next-player", test_put_back_drawn_by_next_player);

  return g_test_run ();
}
