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
 * HeraldDrawForecast:
 * @chance: per #HeraldTrack, the chance that the next roll gives the player a card of that
 *   deck, 0–1
 * @any: the chance that the next roll gives them a card at all, 0–1 (the sum of @chance: one
 *   roll shows one gate)
 * @rolls_to_card: the expected number of rolls until their next card, the next roll counted
 *   as 1 (≥ 1); 0 when no card can come (no improvement, or only empty decks)
 *
 * What the next rolls hold for one player's progress cards (RULES.md A11.1).
 */
typedef struct
{
  double chance[HERALD_N_TRACKS];
  double any;
  double rolls_to_card;
} HeraldDrawForecast;

void     herald_game_get_draw_forecast (HeraldGame         *self,
                                        guint               player,
                                        HeraldBalancedDice *balanced,
                                        HeraldDrawForecast *forecast);

G_END_DECLS
