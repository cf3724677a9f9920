/* herald-player-item.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-forecast.h"
#include "herald-game.h"

G_BEGIN_DECLS

/* herald-session.h includes this header */
typedef struct _HeraldSession HeraldSession;

/**
 * HeraldPlayerMove:
 * @HERALD_PLAYER_MOVE_SETTLEMENT: build a settlement
 * @HERALD_PLAYER_MOVE_CITY: build a city
 * @HERALD_PLAYER_MOVE_WALL: build a city wall
 * @HERALD_PLAYER_MOVE_KNIGHT: recruit a basic knight
 * @HERALD_PLAYER_MOVE_REPAIR: repair a city the Saboteur turned (first edition, RULES.md A15:
 *   `repair_city`)
 * @HERALD_PLAYER_MOVE_MERCHANT: give the player the merchant, or take it back when they hold
 *   it (`set_merchant`; with digital progress cards only a Merchant card moves it, RULES.md A20)
 * @HERALD_PLAYER_MOVE_IMPROVE: improve a city on the trade track; politics and science follow
 *   (HERALD_PLAYER_MOVE_IMPROVE + a #HeraldTrack)
 * @HERALD_PLAYER_N_MOVES: the number of moves
 *
 * The moves a player's card offers, whose legality (and the reason when refused) the
 * player's item carries: herald_player_item_get_move().
 */
typedef enum
{
  HERALD_PLAYER_MOVE_SETTLEMENT,
  HERALD_PLAYER_MOVE_CITY,
  HERALD_PLAYER_MOVE_WALL,
  HERALD_PLAYER_MOVE_KNIGHT,
  HERALD_PLAYER_MOVE_REPAIR,
  HERALD_PLAYER_MOVE_MERCHANT,
  HERALD_PLAYER_MOVE_IMPROVE,
  HERALD_PLAYER_N_MOVES = HERALD_PLAYER_MOVE_IMPROVE + HERALD_N_TRACKS
} HeraldPlayerMove;

/**
 * HeraldPlayerKnightMove:
 * @HERALD_PLAYER_KNIGHT_ACTIVATE: activate the knight, or deactivate it when it is active
 * @HERALD_PLAYER_KNIGHT_PROMOTE: promote the knight to the next rank
 * @HERALD_PLAYER_KNIGHT_ACT: a knight action that needs no target: moving the knight (the
 *   Move and Displace a Knight… items; RULES.md knight actions, C42); refused without a
 *   reason for a knight that is not active (its menu has no such items)
 * @HERALD_PLAYER_KNIGHT_CHASE: chasing the robber with the knight (a knight action)
 * @HERALD_PLAYER_KNIGHT_N_MOVES: the number of moves
 *
 * The moves a knight's menu offers whose legality the player's item carries per knight:
 * herald_player_item_get_knight_move().
 */
typedef enum
{
  HERALD_PLAYER_KNIGHT_ACTIVATE,
  HERALD_PLAYER_KNIGHT_PROMOTE,
  HERALD_PLAYER_KNIGHT_ACT,
  HERALD_PLAYER_KNIGHT_CHASE,
  HERALD_PLAYER_KNIGHT_N_MOVES
} HeraldPlayerKnightMove;

/**
 * HeraldPlayerChange:
 * @HERALD_PLAYER_CHANGE_PIECES: settlements, pillaged cities, cities, sabotaged cities, walls,
 *   or the legality of building them or of a repair
 * @HERALD_PLAYER_CHANGE_KNIGHTS: the knights, or the legality of recruiting one or of a
 *   knight's moves
 * @HERALD_PLAYER_CHANGE_TRACKS: the city improvements, the metropolises, or the legality of
 *   improving
 * @HERALD_PLAYER_CHANGE_BADGES: Longest Road, merchant, Defender of Catan, victory point cards
 * @HERALD_PLAYER_CHANGE_FORECAST: the progress card forecast
 * @HERALD_PLAYER_CHANGE_STAGE: the game entered or left the setup round or ended, or became
 *   open here to be changed or only to be looked at (herald_player_item_get_may_correct())
 *
 * What a #HeraldPlayerItem::changed says changed, beyond its properties.
 */
typedef enum
{
  HERALD_PLAYER_CHANGE_PIECES   = 1 << 0,
  HERALD_PLAYER_CHANGE_KNIGHTS  = 1 << 1,
  HERALD_PLAYER_CHANGE_TRACKS   = 1 << 2,
  HERALD_PLAYER_CHANGE_BADGES   = 1 << 3,
  HERALD_PLAYER_CHANGE_FORECAST = 1 << 4,
  HERALD_PLAYER_CHANGE_STAGE    = 1 << 5,
  HERALD_PLAYER_CHANGE_ALL      = (1 << 6) - 1
} HeraldPlayerChange;

#define HERALD_TYPE_PLAYER_ITEM (herald_player_item_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPlayerItem, herald_player_item, HERALD, PLAYER_ITEM, GObject)

guint        herald_player_item_get_index           (HeraldPlayerItem *self);
const char  *herald_player_item_get_name            (HeraldPlayerItem *self);
HeraldColor  herald_player_item_get_color           (HeraldPlayerItem *self);
gboolean     herald_player_item_get_is_current      (HeraldPlayerItem *self);
const char  *herald_player_item_get_status          (HeraldPlayerItem *self);
guint        herald_player_item_get_victory_points  (HeraldPlayerItem *self);
void         herald_player_item_get_vp              (HeraldPlayerItem *self,
                                                     HeraldVp         *vp);
const char  *herald_player_item_get_vp_breakdown    (HeraldPlayerItem *self);
const char  *herald_player_item_get_vp_spoken       (HeraldPlayerItem *self);
const char  *herald_player_item_get_vp_label         (HeraldPlayerItem *self);
const char  *herald_player_item_get_name_spoken     (HeraldPlayerItem *self);
guint        herald_player_item_get_cards_in_hand   (HeraldPlayerItem *self);
guint        herald_player_item_get_settlements     (HeraldPlayerItem *self);
guint        herald_player_item_get_cities          (HeraldPlayerItem *self);
guint        herald_player_item_get_walls           (HeraldPlayerItem *self);
guint        herald_player_item_get_knight_strength (HeraldPlayerItem *self);
guint        herald_player_item_get_discard_limit   (HeraldPlayerItem *self);
guint        herald_player_item_get_metropolises    (HeraldPlayerItem *self);
guint        herald_player_item_get_sabotaged       (HeraldPlayerItem *self);
const HeraldPlayerState *
             herald_player_item_get_state           (HeraldPlayerItem *self);
gboolean     herald_player_item_get_digital_cards   (HeraldPlayerItem *self);
gboolean     herald_player_item_get_in_setup        (HeraldPlayerItem *self);
gboolean     herald_player_item_get_game_over       (HeraldPlayerItem *self);
gboolean     herald_player_item_get_may_correct     (HeraldPlayerItem *self);
const char  *herald_player_item_get_correct_refusal (HeraldPlayerItem *self);
guint        herald_player_item_get_metropolis      (HeraldPlayerItem *self,
                                                     HeraldTrack       track);
gboolean     herald_player_item_get_move            (HeraldPlayerItem *self,
                                                     HeraldPlayerMove  move,
                                                     const char      **reason);
gboolean     herald_player_item_get_knight_move     (HeraldPlayerItem *self,
                                                     guint             knight,
                                                     HeraldPlayerKnightMove move,
                                                     const char      **reason);
void         herald_player_item_get_draw_forecast   (HeraldPlayerItem *self,
                                                     HeraldDrawForecast *forecast);

/* for the session (herald-session-models.c) */
HeraldPlayerItem *herald_player_item_new            (HeraldSession    *session,
                                                     guint             index);
void         herald_player_item_update              (HeraldPlayerItem *self,
                                                     HeraldSession    *session);

/* tests */
guint herald_player_item_get_n_reasons_made (void);
guint herald_player_item_get_n_reasons_taken_over (void);
guint herald_player_item_get_n_reasons_copied (void);
void  herald_player_item_set_copy_reasons (gboolean copy);
guint herald_player_item_get_n_vp_texts_made (void);

G_END_DECLS
