/* herald-rules.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include "herald-dice-mode.h"

G_BEGIN_DECLS

#define HERALD_GAME_ERROR (herald_game_error_quark ())

/**
 * HeraldGameError:
 * @HERALD_GAME_ERROR_INVALID: a file, a field or a value is malformed or out of range
 * @HERALD_GAME_ERROR_FORBIDDEN: the rules forbid the action in the current state
 * @HERALD_GAME_ERROR_VERSION: the file was written by a newer Herald
 * @HERALD_GAME_ERROR_NOTHING: nothing to undo or redo
 * @HERALD_GAME_ERROR_OFF_TURN: the rules forbid the action to this player now because it is
 *   another player's turn: a %HERALD_GAME_ERROR_FORBIDDEN of its own kind, from
 *   herald_game_check (), herald_game_apply () and the questions built on them, so that
 *   whatever its words a window can say it one way for every card of a hand (a saved file's
 *   refused step is %HERALD_GAME_ERROR_FORBIDDEN, as before)
 */
typedef enum
{
  HERALD_GAME_ERROR_INVALID,
  HERALD_GAME_ERROR_FORBIDDEN,
  HERALD_GAME_ERROR_VERSION,
  HERALD_GAME_ERROR_NOTHING,
  HERALD_GAME_ERROR_OFF_TURN,
} HeraldGameError;

GQuark herald_game_error_quark (void);

#define HERALD_MIN_PLAYERS      3
#define HERALD_MAX_PLAYERS      6
#define HERALD_MAX_SETTLEMENTS  5
#define HERALD_MAX_CITIES       4
#define HERALD_MAX_WALLS        3
#define HERALD_MAX_KNIGHTS      6
#define HERALD_KNIGHTS_PER_RANK 2
#define HERALD_MAX_LEVEL        5
#define HERALD_HAND_LIMIT       4
/* RULES.md A19.2: a 7's discard limit, 7 cards and 2 more for each city wall
 * (herald_discard_limit ()) */
#define HERALD_DISCARD_LIMIT          7
#define HERALD_DISCARD_LIMIT_PER_WALL 2
/* RULES.md A2.3: every player starts with a settlement and a city, 3 victory points */
#define HERALD_STARTING_VP      3
/* RULES.md A2.7, A21.2: the victory target a game may be played to (the rules' @victory_points,
 * before the Seafarers bonus). The lowest is one above the starting score: a target the
 * setup round reaches ends the game before anybody plays a turn. New Game and Preferences
 * take their range from here. */
#define HERALD_MIN_VICTORY_POINTS (HERALD_STARTING_VP + 1)
#define HERALD_MAX_VICTORY_POINTS 30
/* the lowest target a saved game may hold: files of older Heralds, whose New Game offered 3,
 * keep loading (docs/save-format.md); such a game is won as its setup round ends */
#define HERALD_MIN_SAVED_VICTORY_POINTS HERALD_STARTING_VP
/* RULES.md A1.5, A22.2: the Defender of Catan cards in the box (the 5-6 extension adds 2);
 * awards beyond them still count (A6.5), recorded with a token */
#define HERALD_DEFENDER_CARDS           6
#define HERALD_DEFENDER_CARDS_EXTENSION 8

/* RULES.md decisions table: the rule set is data */
typedef enum
{
  HERALD_EDITION_STANDARD, /*< nick=standard >*/
  HERALD_EDITION_FIRST, /*< nick=first-edition >*/
} HeraldEdition;

/* The three improvement tracks, which are also the three gate colours and the three decks. */
typedef enum
{
  HERALD_TRACK_TRADE, /*< nick=trade >*/
  HERALD_TRACK_POLITICS, /*< nick=politics >*/
  HERALD_TRACK_SCIENCE, /*< nick=science >*/
  HERALD_N_TRACKS /*< skip >*/
} HeraldTrack;

typedef enum
{
  HERALD_COLOR_RED, /*< nick=red >*/
  HERALD_COLOR_BLUE, /*< nick=blue >*/
  HERALD_COLOR_WHITE, /*< nick=white >*/
  HERALD_COLOR_ORANGE, /*< nick=orange >*/
  HERALD_COLOR_GREEN, /*< nick=green >*/
  HERALD_COLOR_BROWN, /*< nick=brown >*/
  HERALD_N_COLORS /*< skip >*/
} HeraldColor;

/* RULES.md A12.3: reading (b) hold five until the turn ends, reading (a) act at once */
typedef enum
{
  HERALD_HAND_LIMIT_END_OF_TURN, /*< nick=end_of_turn >*/
  HERALD_HAND_LIMIT_IMMEDIATE, /*< nick=immediate >*/
} HeraldHandLimitRule;

/* RULES.md A17.3 and B.7 */
typedef enum
{
  HERALD_LEVEL4_STRICT, /*< nick=strict >*/
  HERALD_LEVEL4_LENIENT, /*< nick=lenient >*/
} HeraldLevel4Rule;

/* RULES.md A6.6 */
typedef enum
{
  HERALD_ZERO_REWARD_NONE, /*< nick=none >*/
  HERALD_ZERO_REWARD_ALL_DRAW, /*< nick=all_draw >*/
} HeraldZeroReward;

/* RULES.md A3.4. Version-1 save files were written by a Herald that let the current player
 * build before the roll: they keep that (docs/save-format.md, "Versions"). */
typedef enum
{
  HERALD_BUILD_AFTER_ROLL, /*< nick=after_roll >*/
  HERALD_BUILD_ANYTIME, /*< nick=anytime >*/
} HeraldBuildTiming;

/* RULES.md A17.1, A17.4: a correction leaves who holds each metropolis as the levels say (the
 * same check as the starting position). Version-2 and older save files were written by a
 * Herald that did not check it: they keep that (docs/save-format.md, "Versions"). */
typedef enum
{
  HERALD_CORRECTIONS_STRICT, /*< nick=strict >*/
  HERALD_CORRECTIONS_LENIENT, /*< nick=lenient >*/
} HeraldCorrectionsRule;

/**
 * HeraldRules:
 * @edition: the rule set (RULES.md B.1)
 * @victory_points: the victory target before the Seafarers bonus,
 *   %HERALD_MIN_VICTORY_POINTS–%HERALD_MAX_VICTORY_POINTS (4–30; default 13, A2.7)
 * @digital_cards: %TRUE when the engine holds the decks and hands, %FALSE for physical cards
 * @five_six_players: the 5–6 extension (A22): 5–6 players and the special build phase
 * @fiesepeter: players commit knights to the battle (B.2)
 * @robber_from_start: the robber may move before the first attack (A9, B.4)
 * @easy_start: rounds 1–2: no ship advance, 7s re-rolled (B.4 c)
 * @friendly_barbarian: one extra track step before the first attack (B.5)
 * @seafarers: +2 to the victory target (A23.1)
 * @hand_limit: own-turn fifth card handling (A12.3)
 * @level4: level 4/5 city requirement (A17.3)
 * @zero_reward: Catan wins with no active knight anywhere (A6.6)
 * @sixth_settlement: a pillaged city with no settlement piece left lies on its side (A7.6);
 *   when %FALSE it is removed from the board
 * @build_timing: building comes after the roll (A3.4); %HERALD_BUILD_ANYTIME only for games
 *   from version-1 files
 * @corrections: a `correct` action must leave the metropolises as the levels say (A17.1,
 *   A17.4); %HERALD_CORRECTIONS_LENIENT only for games from version-1 and version-2 files
 * @dice_mode: how the dice are rolled: fair, balanced or physical (a choice of the table, not a
 *   rule of the game: it changes no rule, only the forecasts and how Roll rolls)
 *
 * The rules of one game, fixed when the game is created.
 */
typedef struct
{
  HeraldEdition       edition;
  guint               victory_points;
  gboolean            digital_cards;
  gboolean            five_six_players;
  gboolean            fiesepeter;
  gboolean            robber_from_start;
  gboolean            easy_start;
  gboolean            friendly_barbarian;
  gboolean            seafarers;
  HeraldHandLimitRule hand_limit;
  HeraldLevel4Rule    level4;
  HeraldZeroReward    zero_reward;
  gboolean            sixth_settlement;
  HeraldBuildTiming   build_timing;
  HeraldCorrectionsRule corrections;
  HeraldDiceMode      dice_mode;
} HeraldRules;

void         herald_rules_init            (HeraldRules   *rules,
                                           HeraldEdition  edition);
guint        herald_rules_get_target      (const HeraldRules *rules);
guint        herald_rules_get_track_length (const HeraldRules *rules,
                                           gboolean           first_attack_done);
guint        herald_rules_get_max_players (const HeraldRules *rules);
guint        herald_rules_get_defender_cards (const HeraldRules *rules);

/* RULES.md A16.4: the level-3 abilities, kept even without a city */
typedef enum
{
  HERALD_ABILITY_MERCHANT_GUILD, /*< nick=merchant_guild >*/ /* trade 3: 2 identical commodities for 1 card of choice */
  HERALD_ABILITY_FORTRESS, /*< nick=fortress >*/ /* politics 3: strong knights may become mighty */
  HERALD_ABILITY_AQUEDUCT, /*< nick=aqueduct >*/ /* science 3: 1 resource of choice when a roll gives nothing */
} HeraldAbility;

/* RULES.md A1: the five resources a cost is paid in */
typedef enum
{
  HERALD_RESOURCE_BRICK, /*< nick=brick >*/
  HERALD_RESOURCE_LUMBER, /*< nick=lumber >*/
  HERALD_RESOURCE_ORE, /*< nick=ore >*/
  HERALD_RESOURCE_GRAIN, /*< nick=grain >*/
  HERALD_RESOURCE_WOOL, /*< nick=wool >*/
  HERALD_N_RESOURCES /*< skip >*/
} HeraldResource;

/**
 * HeraldCost:
 * @resources: how many of each resource it takes, by #HeraldResource
 *
 * What a move costs in resource cards.
 */
typedef struct
{
  guint resources[HERALD_N_RESOURCES];
} HeraldCost;

const HeraldCost *herald_repair_cost      (void);

guint        herald_discard_limit         (guint          walls);
guint        herald_discard_limit_walls   (guint          limit);
guint        herald_improvement_cost      (guint          level,
                                           gboolean       crane);
const char  *herald_track_get_commodity   (HeraldTrack    track);
const char  *herald_ability_to_string     (HeraldAbility  ability);

const char  *herald_edition_to_string     (HeraldEdition  edition);
gboolean     herald_edition_from_string   (const char    *str,
                                           HeraldEdition *edition);
const char  *herald_track_to_string       (HeraldTrack    track);
const char  *herald_track_get_name        (HeraldTrack    track);
gboolean     herald_track_from_string     (const char    *str,
                                           HeraldTrack   *track);
const char  *herald_color_to_string       (HeraldColor    color);
const char  *herald_color_get_name        (HeraldColor    color);
gboolean     herald_color_from_string     (const char    *str,
                                           HeraldColor   *color);

G_END_DECLS
