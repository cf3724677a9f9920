/* herald-attack.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-rules.h"

G_BEGIN_DECLS

/**
 * HeraldAttackInput:
 * @n_players: 3–6
 * @first: the current player, who is first in turn order
 * @ordinary_cities: per player, cities that are not metropolises
 * @metropolises: per player, metropolis cities
 * @strength: per player, K_p: the levels of the active (or committed) knights
 * @zero_reward: what Catan's win with no knight anywhere gives
 *
 * The input of RULES.md A24, everything the attack depends on.
 */
typedef struct
{
  guint            n_players;
  guint            first;
  guint            ordinary_cities[HERALD_MAX_PLAYERS];
  guint            metropolises[HERALD_MAX_PLAYERS];
  guint            strength[HERALD_MAX_PLAYERS];
  HeraldZeroReward zero_reward;
} HeraldAttackInput;

/**
 * HeraldAttackResult:
 * @barbarian_strength: Barb = Σ (ordinary cities + metropolises)
 * @knight_strength: Def = Σ K_p
 * @catan_wins: Def ≥ Barb (A5.4)
 * @defender: the sole top contributor, or -1 (A6.1)
 * @n_tie_draw: @tie_draw: the tied players who choose a deck, in turn order from @first (A6.2)
 * @n_cities_lost: @cities_lost: the weakest eligible players, in turn order from @first (A7.2)
 */
typedef struct
{
  guint    barbarian_strength;
  guint    knight_strength;
  gboolean catan_wins;
  gint     defender;
  guint    n_tie_draw;
  guint8   tie_draw[HERALD_MAX_PLAYERS];
  guint    n_cities_lost;
  guint8   cities_lost[HERALD_MAX_PLAYERS];
} HeraldAttackResult;

void herald_attack_resolve (const HeraldAttackInput *input,
                            HeraldAttackResult      *result);

G_END_DECLS
