/* herald-forecast.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-dice.h"
#include "herald-game.h"

G_BEGIN_DECLS

/**
 * HeraldDrawBlock:
 * @HERALD_DRAW_OPEN: a progress card can come
 * @HERALD_DRAW_NO_IMPROVEMENT: none: the player has no city improvement (A11.1)
 * @HERALD_DRAW_DECKS_EMPTY: none: with digital cards every deck the player's improvements
 *   draw from is empty (A11.3)
 *
 * Why no progress card can come to a player, or that one can.
 */
typedef enum
{
  HERALD_DRAW_OPEN,
  HERALD_DRAW_NO_IMPROVEMENT,
  HERALD_DRAW_DECKS_EMPTY,
} HeraldDrawBlock;

/**
 * HeraldDrawForecast:
 * @chance: per #HeraldTrack, the chance that the next roll gives the player a card of that
 *   deck, 0–1
 * @any: the chance that the next roll gives them a card at all, 0–1 (the sum of @chance: one
 *   roll shows one gate)
 * @rolls_to_card: the expected number of rolls until their next card, the next roll counted
 *   as 1 (≥ 1); 0 when no card can come (no improvement, or only empty decks)
 * @blocked: why no card can come (then @rolls_to_card is 0), or %HERALD_DRAW_OPEN; also
 *   %HERALD_DRAW_OPEN once the game is over
 * @empty_decks: with %HERALD_DRAW_DECKS_EMPTY, the decks (bit #HeraldTrack) the player's
 *   improvements draw from, all empty; else 0
 *
 * What the next rolls hold for one player's progress cards (RULES.md A11.1).
 */
typedef struct
{
  double chance[HERALD_N_TRACKS];
  double any;
  double rolls_to_card;
  HeraldDrawBlock blocked;
  guint empty_decks;
} HeraldDrawForecast;

/**
 * HeraldDrawForecastKey:
 * @words: what the forecast was made from, unused words zero
 *
 * What herald_game_get_draw_forecast () reads of the game for one player
 * (herald_game_get_draw_forecast_key ()): two equal keys (`memcmp ()`) give the same forecast.
 */
typedef struct
{
  guint words[5 + HERALD_N_TRACKS * (1 + HERALD_MAX_PLAYERS) + 9];
} HeraldDrawForecastKey;

void     herald_game_get_draw_forecast     (HeraldGame            *self,
                                            guint                  player,
                                            HeraldBalancedDice    *balanced,
                                            HeraldDrawForecast    *forecast);
void     herald_game_get_draw_forecast_key (HeraldGame            *self,
                                            guint                  player,
                                            HeraldBalancedDice    *balanced,
                                            HeraldDrawForecastKey *key);

G_END_DECLS
