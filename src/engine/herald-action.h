/* herald-action.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "herald-cards.h"
#include "herald-dice.h"

G_BEGIN_DECLS

/* Every change a table makes to a game. docs/save-format.md gives the JSON of each. */
typedef enum
{
  HERALD_ACTION_SETUP_SETTLEMENT, /*< nick=setup_settlement >*/
  HERALD_ACTION_SETUP_CITY, /*< nick=setup_city >*/
  HERALD_ACTION_ROLL, /*< nick=roll >*/
  HERALD_ACTION_END_TURN, /*< nick=end_turn >*/
  HERALD_ACTION_END_SPECIAL_BUILD, /*< nick=end_special_build >*/
  HERALD_ACTION_BUILD_SETTLEMENT, /*< nick=build_settlement >*/
  HERALD_ACTION_BUILD_CITY, /*< nick=build_city >*/
  HERALD_ACTION_BUILD_WALL, /*< nick=build_wall >*/
  HERALD_ACTION_BUILD_KNIGHT, /*< nick=build_knight >*/
  HERALD_ACTION_UPGRADE_KNIGHT, /*< nick=upgrade_knight >*/
  HERALD_ACTION_ACTIVATE_KNIGHT, /*< nick=activate_knight >*/
  HERALD_ACTION_DEACTIVATE_KNIGHT, /*< nick=deactivate_knight >*/
  HERALD_ACTION_KNIGHT_ACTION, /*< nick=knight_action >*/
  HERALD_ACTION_REMOVE_KNIGHT, /*< nick=remove_knight >*/
  HERALD_ACTION_IMPROVE_CITY, /*< nick=improve_city >*/
  HERALD_ACTION_SET_LONGEST_ROAD, /*< nick=set_longest_road >*/
  HERALD_ACTION_SET_MERCHANT, /*< nick=set_merchant >*/
  HERALD_ACTION_PLAY_CARD, /*< nick=play_card >*/
  HERALD_ACTION_DISCARD_CARD, /*< nick=discard_card >*/
  HERALD_ACTION_CHOOSE_DECK, /*< nick=choose_deck >*/
  HERALD_ACTION_CHOOSE_CITY, /*< nick=choose_city >*/
  HERALD_ACTION_REVEAL_VP_CARD, /*< nick=reveal_vp_card >*/
  HERALD_ACTION_REPAIR_CITY, /*< nick=repair_city >*/
  HERALD_ACTION_CORRECT, /*< nick=correct >*/
  HERALD_N_ACTIONS /*< skip >*/
} HeraldActionType;

/* knight_action "kind" (RULES.md A18.5) */
typedef enum
{
  HERALD_KNIGHT_MOVE, /*< nick=move >*/
  HERALD_KNIGHT_DISPLACE, /*< nick=displace >*/
  HERALD_KNIGHT_CHASE_ROBBER, /*< nick=chase_robber >*/
} HeraldKnightActionKind;

#define HERALD_UNSET (-1)

/* The latest time an action's @time may hold (the year 9999, as a save file's "times" takes
 * it): a sanity bound, not a rule. A time before 1970 or after it is kept as unknown (0). */
#define HERALD_MAX_TIME G_GINT64_CONSTANT (253402300799)

/**
 * HeraldCorrection:
 *
 * The counts a `correct` action sets for one player (the attack check-in and manual
 * corrections, the position entered before the first roll). Every field is %HERALD_UNSET (or
 * @n_knights, @n_hand, @n_vp_cards -1) when not corrected.
 * @metropolises is a bit set of the tracks whose metropolis the player holds afterwards
 * (bit `1 << HERALD_TRACK_*`, 0 … 7), or %HERALD_UNSET.
 * @sixth_settlements: pillaged cities lying on their side (A7.6)
 * @sabotaged: first edition: the ordinary cities turned by the Saboteur (RULES.md A15)
 * @metropolis_walls: how many of the walls stand under metropolises afterwards (A17.5)
 * @n_hand, @hand: the progress cards in hand afterwards (digital cards, no VP card, ≤ 4)
 * @n_vp_cards, @vp_cards: the revealed victory point cards afterwards
 * @n_on_top, @on_top: per #HeraldTrack, the cards put on top of that deck, top card first (the
 *   rest keeps its order); 0 when that deck is not arranged
 * @first_attack_done: whether the barbarians have attacked (A8.3, A9.1: the robber may move),
 *   1 or 0, for the whole table; %HERALD_UNSET when not corrected
 */
typedef struct
{
  gint   settlements;
  gint   cities;
  gint   walls;
  gint   metropolis_walls;
  gint   defender;
  gint   improvements[HERALD_N_TRACKS];
  gint   metropolises;
  gint   n_knights;
  guint8 knight_level[6];
  guint8 knight_active[6];
  gint   sixth_settlements;
  gint   sabotaged;
  gint   n_hand;
  guint8 hand[4];
  gint   n_vp_cards;
  guint8 vp_cards[2];
  guint8 n_on_top[HERALD_N_TRACKS];
  guint8 on_top[HERALD_N_TRACKS][HERALD_DECK_SIZE];
  gint   first_attack_done;
} HeraldCorrection;

/**
 * HeraldAction:
 * @type: what happens
 * @player: the acting player index (0 … players − 1) or %HERALD_UNSET
 * @roll: `roll`: the dice as rolled or entered
 * @has_commit: `roll`, Fiesepeter variant: @commit was given
 * @commit: `roll`, Fiesepeter: per player, a bit mask of the knight indices that fight
 * @n_commit_lists: `roll`: how many lists the JSON `commit` held (0 when the action was made
 *   in code); more lists than players are refused when the action is applied
 * @track: `improve_city`, `choose_deck`: the track or deck
 * @card: `play_card`, `discard_card`, `reveal_vp_card`, `play_card` spy: the card
 * @city: `build_wall`, `improve_city`, `choose_city`: a city index, or %HERALD_UNSET
 * @knight: knight index in the player's list, or %HERALD_UNSET
 * @knights: `play_card` smith: up to two knight indices (%HERALD_UNSET when absent)
 * @target: the opponent a card or knight action aims at, or %HERALD_UNSET
 * @target_knight: the opponent's knight index, or %HERALD_UNSET
 * @target_card: `play_card` spy: the card taken, or %HERALD_UNSET
 * @flag: `choose_city` walled, `play_card` deserter place, intrigue / displace removed,
 *   `build_city` from a sixth settlement; %HERALD_UNSET when not given, else 0 or 1
 * @sabotaged: `choose_city` (first edition): whether the city lost is a sabotaged one
 *   (RULES.md A7.4, A15); %HERALD_UNSET when not given (Herald's choice among the cities
 *   with that wall: a sabotaged one first), else 0 or 1
 * @kind: `knight_action`: move, displace or chase_robber
 * @correction: `correct`: the corrected counts
 * @again: `roll`: a deliberate re-roll: the dice Herald had rolled for this point were
 *   undone or set aside, and the table chose to roll again (docs/save-format.md)
 * @time: when the table took the action, unix time in seconds (UTC), or 0 when unknown.
 *   Not part of the action's JSON: the save file keeps it in the top-level `times` array,
 *   so that files with times still load in a Herald that does not know them.
 *
 * One table action. A plain value: copy it with `=`.
 */
typedef struct
{
  HeraldActionType       type;
  gint                   player;
  HeraldRoll             roll;
  gboolean               has_commit;
  guint8                 commit[HERALD_MAX_PLAYERS];
  guint8                 n_commit_lists;
  HeraldTrack            track;
  gint                   card;
  gint                   city;
  gint                   knight;
  gint                   knights[2];
  gint                   target;
  gint                   target_knight;
  gint                   target_card;
  gint                   flag;
  gint                   sabotaged;
  HeraldKnightActionKind kind;
  HeraldCorrection       correction;
  gboolean               again;
  gint64                 time;
} HeraldAction;

void        herald_action_init            (HeraldAction       *action,
                                           HeraldActionType    type,
                                           gint                player);
const char *herald_action_type_to_string  (HeraldActionType    type);
gboolean    herald_action_from_json       (JsonNode           *node,
                                           HeraldAction       *action,
                                           GError            **error);
gboolean    herald_action_from_json_in_game (JsonNode         *node,
                                           guint               n_players,
                                           HeraldAction       *action,
                                           GError            **error);
JsonNode   *herald_action_to_json         (const HeraldAction *action);
gboolean    herald_action_equal           (const HeraldAction *a,
                                           const HeraldAction *b);

G_END_DECLS
