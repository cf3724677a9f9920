/* herald-statistics.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"

G_BEGIN_DECLS

/* A turn that lasted longer than this was a pause (the table went home and came back the next
 * evening): it is left out of the turn durations. */
#define HERALD_STORY_MAX_TURN_SECONDS 3600

/**
 * HeraldPlayerStory:
 * @rolls: rolls made on this player's turns (the Alchemist's included)
 * @totals: per production number 2–12 (index = number), the numbers rolled on this player's
 *   turns. Herald does not see the board, so this is what "production per player" can mean:
 *   the numbers this player's rolls gave the whole table.
 * @sevens: 7s rolled on this player's turns
 * @draws: per deck (#HeraldTrack), progress cards this player drew through the event die
 * @expected_draws: per deck, the cards this player's improvement levels made likely: over
 *   every roll of the log (anyone's), 1/6 (the gate of that colour) × the chance that the red
 *   die lets a player at the level held just before the roll draw (RULES.md A11.1: (level + 1)
 *   / 6 from level 1). Cards drawn as a reward (@reward_draws) are not in @draws.
 * @reward_draws: cards drawn as the reward for an attack Catan won (a tie, A6.2)
 * @missed_draws: draws this player was due when the deck was empty (A11.3)
 * @cities_lost: cities pillaged
 * @defender: Defender of Catan cards won
 * @turns: turns this player began (the first turn of the log included)
 * @timed_turns: turns whose beginning and end both carry a time (docs/save-format.md,
 *   `times`) and that lasted at most %HERALD_STORY_MAX_TURN_SECONDS
 * @turn_seconds: the total length of the timed turns, in seconds
 * @longest_turn: the longest timed turn, in seconds
 */
typedef struct
{
  guint  rolls;
  guint  totals[13];
  guint  sevens;
  guint  draws[HERALD_N_TRACKS];
  double expected_draws[HERALD_N_TRACKS];
  guint  reward_draws;
  guint  missed_draws;
  guint  cities_lost;
  guint  defender;
  guint  turns;
  guint  timed_turns;
  gint64 turn_seconds;
  gint64 longest_turn;
} HeraldPlayerStory;

/**
 * HeraldAttackStory:
 * @action: the index in the log of the roll that brought the barbarians
 * @round: the round of that roll
 * @barbarian_strength: cities on the board (A7.1)
 * @knight_strength: active (or committed) knights' levels, all players together
 * @catan_wins: the knights held
 * @defender: who won the Defender of Catan card, or -1 (nobody, or a tie)
 * @n_lost: how many cities were pillaged
 * @lost: the players who lost a city, in turn order from the current player
 */
typedef struct
{
  guint    action;
  guint    round;
  guint    barbarian_strength;
  guint    knight_strength;
  gboolean catan_wins;
  gint     defender;
  guint    n_lost;
  guint8   lost[HERALD_MAX_PLAYERS];
} HeraldAttackStory;

/**
 * HeraldMetropolisStory:
 * @action: the index in the log of the action that moved the metropolis
 * @round: the round it happened in
 * @track: the metropolis
 * @from: the player who held it before, or -1
 * @to: the player who holds it afterwards, or -1 (given up by a correction)
 */
typedef struct
{
  guint       action;
  guint       round;
  HeraldTrack track;
  gint        from;
  gint        to;
} HeraldMetropolisStory;

/**
 * HeraldStory:
 * @n_players: players in the game
 * @players: per player, see #HeraldPlayerStory
 * @attacks: (element-type HeraldAttackStory): every attack, in order
 * @metropolises: (element-type HeraldMetropolisStory): every change of a metropolis holder,
 *   in order (the holders of the starting position are in @first_holders)
 * @first_holders: per track, who held the metropolis before the first action, or -1
 * @n_steps: the number of actions + 1
 * @points: (element-type guint): victory points, @n_players per step: row 0 is the position
 *   before the first action, row i the position after action i − 1 (index
 *   `step * n_players + player`)
 * @rounds: (element-type guint): the round at each step, @n_steps entries
 * @currents: (element-type guint): whose turn it is at each step, @n_steps entries
 * @entered_round: the round in which the game entered Herald, when it began from the
 *   position of a game in progress (New Game's "Start from a game in progress": a start with
 *   a turn, players or decks, and no setup round) after its first round; 0 for a game
 *   Herald followed from its first round. The points before that round are not known.
 * @first_time: unix time (seconds, UTC) of the first action with a time, or 0
 * @last_time: unix time of the last action with a time, or 0
 *
 * The evening's story: everything Herald can say about one game from its log. Built by
 * herald_story_new(); a pure function of the game's rules, start and log.
 */
typedef struct
{
  guint             n_players;
  HeraldPlayerStory players[HERALD_MAX_PLAYERS];
  GArray           *attacks;
  GArray           *metropolises;
  gint              first_holders[HERALD_N_TRACKS];
  guint             n_steps;
  GArray           *points;
  GArray           *rounds;
  GArray           *currents;
  guint             entered_round;
  gint64            first_time;
  gint64            last_time;
} HeraldStory;

/**
 * HeraldDiceCycle:
 * @position: pairs of the 36-card deck dealt since the last shuffle, 0–35 (0: a fresh deck)
 * @left: per production number 2–12, the pairs of that number still in the deck
 * @events_position: event faces dealt since the last shuffle of the 6 faces, 0–5
 * @events_left: per #HeraldEvent, the faces still in the event deck
 *
 * Where balanced dice stand in their cycle: what is left is exactly what the next rolls
 * before the reshuffle will bring, in an unknown order.
 */
typedef struct
{
  guint position;
  guint left[13];
  guint events_position;
  guint events_left[4];
} HeraldDiceCycle;

HeraldStory *herald_story_new              (HeraldGame           *game);
void         herald_story_free             (HeraldStory          *story);
guint        herald_story_get_points       (const HeraldStory    *story,
                                            guint                 step,
                                            guint                 player);
void         herald_story_get_record_seats (HeraldGame           *game,
                                            gboolean              counted[HERALD_MAX_PLAYERS]);
JsonNode    *herald_story_to_json          (const HeraldStory    *story,
                                            HeraldGame           *game);
void         herald_balanced_dice_get_cycle (HeraldBalancedDice  *dice,
                                            HeraldDiceCycle      *cycle);
JsonNode    *herald_dice_cycle_to_json     (const HeraldDiceCycle *cycle);

guint        herald_game_get_standings     (HeraldGame           *self,
                                            guint                 order[HERALD_MAX_PLAYERS],
                                            guint                 vps[HERALD_MAX_PLAYERS]);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldStory, herald_story_free)

G_END_DECLS
