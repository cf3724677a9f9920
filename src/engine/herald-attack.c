/* herald-attack.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-attack.h"

/**
 * herald_attack_resolve:
 * @input: the cities and knight strengths of every player
 * @result: (out caller-allocates): who wins, who gains and who loses
 *
 * The barbarian attack as a pure function: RULES.md A5 (strengths), A6 (Catan wins: Defender
 * of Catan to the sole top contributor, else the tied players draw in turn order from the
 * current player; nothing when no knight is active unless the all-draw option is set), A7
 * (barbarians win: among the players with an ordinary city, every player tied for the lowest
 * strength loses one; nobody when no player has an ordinary city) and the pseudo-code of A24.
 * Deactivating the knights and moving the ship back are the caller's job (A8).
 */
void
herald_attack_resolve (const HeraldAttackInput *input,
                       HeraldAttackResult      *result)
{
  guint n = input->n_players;

  g_return_if_fail (n >= 1 && n <= HERALD_MAX_PLAYERS);
  g_return_if_fail (input->first < n);

  memset (result, 0, sizeof *result);
  result->defender = -1;

  for (guint p = 0; p < n; p++)
    {
      result->barbarian_strength += input->ordinary_cities[p] + input->metropolises[p];
      result->knight_strength += input->strength[p];
    }

  result->catan_wins = result->knight_strength >= result->barbarian_strength;

  if (result->catan_wins)
    {
      guint best = 0, n_best = 0;

      for (guint p = 0; p < n; p++)
        best = MAX (best, input->strength[p]);

      if (best == 0 && input->zero_reward == HERALD_ZERO_REWARD_NONE)
        return;

      for (guint i = 0; i < n; i++)
        {
          guint p = (input->first + i) % n;

          if (input->strength[p] == best)
            result->tie_draw[n_best++] = p;
        }

      if (n_best == 1)
        result->defender = result->tie_draw[0];
      else
        result->n_tie_draw = n_best;
    }
  else
    {
      guint lowest = G_MAXUINT;

      for (guint p = 0; p < n; p++)
        if (input->ordinary_cities[p] > 0)
          lowest = MIN (lowest, input->strength[p]);

      for (guint i = 0; i < n; i++)
        {
          guint p = (input->first + i) % n;

          if (input->ordinary_cities[p] > 0 && input->strength[p] == lowest)
            result->cities_lost[result->n_cities_lost++] = p;
        }
    }
}
