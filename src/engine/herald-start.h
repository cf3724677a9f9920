/* herald-start.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "herald-game.h"

G_BEGIN_DECLS

/**
 * HeraldStartPlayer:
 * @settlements: settlements on the board, 0–5
 * @sixth_settlements: pillaged cities lying on their side (A7.6)
 * @cities: cities, metropolises included, 0–4
 * @walls: city walls, 0–3
 * @metropolis_walls: how many of @walls stand under metropolises; 0 (not given): under
 *   ordinary cities first
 * @sabotaged: first edition: ordinary cities turned by the Saboteur (RULES.md A15)
 * @defender: Defender of Catan cards
 * @improvements: per #HeraldTrack, the level 0–5
 * @metropolises: a bit per #HeraldTrack: the metropolises held
 * @n_knights: knights on the board
 * @knight_level: per knight, 1–3
 * @knight_active: per knight, whether it is active
 * @longest_road: holds the Longest Road
 * @merchant: holds the merchant
 * @n_vp_cards: revealed victory point cards
 * @vp_cards: the #HeraldCard of each
 * @n_hand: progress cards in hand (digital cards)
 * @hand: the #HeraldCard of each
 *
 * One player's position: a member of `start.players` (docs/save-format.md).
 */
typedef struct
{
  guint    settlements;
  guint    sixth_settlements;
  guint    cities;
  guint    walls;
  guint    metropolis_walls;
  guint    sabotaged;
  guint    defender;
  guint    improvements[HERALD_N_TRACKS];
  guint    metropolises;
  guint    n_knights;
  guint8   knight_level[HERALD_MAX_KNIGHTS];
  gboolean knight_active[HERALD_MAX_KNIGHTS];
  gboolean longest_road;
  gboolean merchant;
  guint    n_vp_cards;
  guint8   vp_cards[4];
  guint    n_hand;
  guint8   hand[HERALD_MAX_HAND];
} HeraldStartPlayer;

/**
 * HeraldStart:
 * @setup: the game begins with the setup round (A2.1) on an empty board: no players'
 *   positions, player 0 first
 * @turn_given: @round, @current, @barbarian_position and @first_attack_done are written;
 *   %FALSE only for the start of a new game, whose file gives the setup round and the decks
 * @round: the round, ≥ 1
 * @current: whose turn it is (before the roll)
 * @barbarian_position: ship advances since the last attack
 * @first_attack_done: the barbarians have attacked at least once
 * @n_players: the players' positions given, 0 (the default position) or all of them
 * @players: each player's position
 * @decks_given: a bit per #HeraldTrack: the order of that deck is given (digital cards), top
 *   card first; the decks not given are shuffled from the game's seed
 * @n_deck: per #HeraldTrack, the cards in the deck
 * @deck: per #HeraldTrack, the #HeraldCard of each, top first
 *
 * The typed position a game starts from: the `start` of docs/save-format.md. New Game builds
 * one for a game in progress (corrections made afterwards are `correct` actions of the log);
 * the engine parses it from a file (herald_start_from_json()), checks it while making the game
 * (herald_game_new()) and writes it (herald_start_to_json()); no widget reads or writes the
 * JSON.
 */
struct _HeraldStart
{
  gboolean          setup;
  gboolean          turn_given;
  guint             round;
  guint             current;
  guint             barbarian_position;
  gboolean          first_attack_done;
  guint             n_players;
  HeraldStartPlayer players[HERALD_MAX_PLAYERS];
  guint             decks_given;
  guint             n_deck[HERALD_N_TRACKS];
  guint8            deck[HERALD_N_TRACKS][HERALD_MAX_DECK];
};

void        herald_start_init            (HeraldStart             *start);
void        herald_start_init_from_game  (HeraldStart             *start,
                                          HeraldGame              *game);
#define HERALD_START_ALL_DECKS ((1u << HERALD_N_TRACKS) - 1)

gboolean    herald_start_from_json       (HeraldStart             *start,
                                          JsonNode                *node,
                                          const HeraldRules       *rules,
                                          guint                    n_players,
                                          GError                 **error);
JsonNode   *herald_start_to_json         (const HeraldStart       *start,
                                          const HeraldRules       *rules);
HeraldGame *herald_game_new_from_start   (const HeraldRules       *rules,
                                          const HeraldPlayerInfo  *players,
                                          guint                    n_players,
                                          const HeraldStart       *start,
                                          guint32                  seed,
                                          GError                 **error);
const HeraldStart *herald_game_get_start (HeraldGame            *game);
gboolean    herald_start_is_in_progress      (const HeraldStart   *start);
gboolean    herald_game_is_entering_position (HeraldGame          *game);
gboolean    herald_game_can_arrange_decks (HeraldGame             *game);
gboolean    herald_game_start_has_decks  (HeraldGame              *game);
guint       herald_game_get_start_current (HeraldGame             *game);

G_END_DECLS
