/* herald-statistics.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Statistics of a game's dice: counts and the chi-square test against fair dice.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"

/* The regularized upper incomplete gamma function Q(a, x), by its series for x < a + 1 and its
 * continued fraction otherwise (both converge quickly there). */
static double
gamma_q (double a,
         double x)
{
  double gln = lgamma (a);

  if (x <= 0)
    return 1.0;
  if (x < a + 1)
    {
      double sum = 1.0 / a, term = sum, ap = a;

      for (guint n = 0; n < 500; n++)
        {
          ap += 1;
          term *= x / ap;
          sum += term;
          if (fabs (term) < fabs (sum) * 1e-14)
            break;
        }
      return 1.0 - sum * exp (-x + a * log (x) - gln);
    }
  else
    {
      double b = x + 1 - a, c = 1.0 / 1e-300, d = 1.0 / b, h = d;

      for (guint i = 1; i < 500; i++)
        {
          double an = -(double) i * (i - a), del;

          b += 2;
          d = an * d + b;
          if (fabs (d) < 1e-300)
            d = 1e-300;
          c = b + an / c;
          if (fabs (c) < 1e-300)
            c = 1e-300;
          d = 1.0 / d;
          del = d * c;
          h *= del;
          if (fabs (del - 1) < 1e-14)
            break;
        }
      return exp (-x + a * log (x) - gln) * h;
    }
}

/**
 * herald_chi_square_p_value:
 * @chi_square: a chi-square statistic, ≥ 0
 * @degrees: its degrees of freedom, ≥ 1
 *
 * Returns: the probability that a chi-square variable with @degrees degrees of freedom is at
 *   least @chi_square, 0–1
 */
double
herald_chi_square_p_value (double chi_square,
                           guint  degrees)
{
  g_return_val_if_fail (degrees >= 1, 1.0);
  return CLAMP (gamma_q (degrees / 2.0, chi_square / 2.0), 0.0, 1.0);
}

/**
 * herald_game_get_statistics:
 * @self: a game
 * @stats: (out caller-allocates): the statistics of the log so far
 *
 * Counts the dice of every roll in the log (a re-rolled 7 of the easy start included: it was
 * rolled), the attacks and, per player, the cards drawn, the cities lost and the Defender
 * cards. Dice set with the Alchemist are left out of the red, white and totals counts.
 */
void
herald_game_get_statistics (HeraldGame       *self,
                            HeraldStatistics *stats)
{
  g_return_if_fail (self != NULL);

  memset (stats, 0, sizeof *stats);
  for (guint i = 0; i < self->log->len; i++)
    {
      const HeraldAction *a = &g_array_index (self->log, HeraldAction, i);

      if (a->type != HERALD_ACTION_ROLL)
        continue;
      stats->n_events++;
      stats->events[a->roll.event]++;
      if (a->roll.alchemist)
        continue;
      stats->n_rolls++;
      stats->red[a->roll.red]++;
      stats->white[a->roll.white]++;
      stats->totals[a->roll.red + a->roll.white]++;
    }

  for (guint i = 0; i < self->outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->outcomes, HeraldOutcome, i);

      switch (o->type)
        {
        case HERALD_OUTCOME_ATTACK:
          stats->attacks++;
          stats->catan_wins += o->catan_wins;
          break;
        case HERALD_OUTCOME_PROGRESS_DRAW:
          stats->draws[o->player]++;
          break;
        case HERALD_OUTCOME_DEFENDER:
          stats->defender[o->player]++;
          break;
        case HERALD_OUTCOME_CITY_LOST:
          /* a choose_city swap repeats the outcome for the same loss */
          if (herald_game_get_action (self, o->action)->type != HERALD_ACTION_CHOOSE_CITY)
            stats->cities_lost[o->player]++;
          break;
        default:
          break;
        }
    }

  stats->n_undone_rolls = herald_game_get_n_undone_rolls (self);
  for (guint i = 0; i < self->log->len; i++)
    if (g_array_index (self->log, HeraldAction, i).type == HERALD_ACTION_ROLL &&
        g_array_index (self->log, HeraldAction, i).again)
      stats->n_rolls_again++;

  stats->p_value = 1.0;
  if (stats->n_rolls > 0)
    {
      for (guint t = 2; t <= 12; t++)
        {
          double expected = stats->n_rolls * (6 - abs ((int) t - 7)) / 36.0;
          double d = stats->totals[t] - expected;

          stats->chi_square += d * d / expected;
        }
      stats->p_value = herald_chi_square_p_value (stats->chi_square, 10);
    }
}

/* JSON of outcomes and state */

