/* herald-forecast.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Forecasts where the table decides (issue 13): each player's chance to draw a progress card
 * on the next roll and the rolls to their next card, exact for fair (and physical) dice and
 * for balanced dice from what is left in their decks. The chance of an attack is
 * herald_game_get_attack_chance() and what it would do if it came now
 * herald_game_forecast_landing() (herald-answers.c). */

#include "config.h"

#include <math.h>
#include <string.h>

#include "herald-forecast.h"
#include "herald-game-private.h"
#include "herald-statistics.h"

/* Which red values give a card of @track: red ≤ level + 1 from level 1 on (A11.1); 0: none.
 * With digital cards an empty deck gives nothing. */
static guint
draw_limit (HeraldGame  *self,
            guint        player,
            HeraldTrack  track)
{
  const HeraldPlayerState *p = &self->state.players[player];

  if (p->improvements[track] < 1)
    return 0;
  if (self->rules.digital_cards && self->state.n_deck[track] == 0)
    return 0;
  return MIN (p->improvements[track] + 1, 6);
}

/* The decks the next roll comes from: per red value the pairs left (@reds, index 1–6), per
 * event the faces left (@events); fair dice are a full deck that never runs down */
static void
next_roll_decks (HeraldGame         *self,
                 HeraldBalancedDice *balanced,
                 guint              *reds,
                 guint              *n_reds,
                 guint              *events,
                 guint              *n_events)
{
  HeraldDiceCycle cycle;

  if (self->rules.dice_mode == HERALD_DICE_MODE_BALANCED && balanced != NULL)
    {
      *n_reds = herald_balanced_dice_get_reds_left (balanced, reds);
      herald_balanced_dice_get_cycle (balanced, &cycle);
      *n_events = 0;
      for (guint e = 0; e < 4; e++)
        {
          events[e] = cycle.events_left[e];
          *n_events += events[e];
        }
      return;
    }

  reds[0] = 0;
  for (guint r = 1; r <= 6; r++)
    reds[r] = 6;
  *n_reds = 36;
  events[HERALD_EVENT_SHIP] = 3;
  events[HERALD_EVENT_TRADE] = events[HERALD_EVENT_POLITICS] = events[HERALD_EVENT_SCIENCE] = 1;
  *n_events = 6;
}

/* The state of the two decks, as far as one player's cards go, packed in 32 bits: the pairs
 * left in each class of red values (4 × 6 bits), the event faces left that give them nothing
 * (3 bits) and one bit per gate that may (3 bits) */
#define N_CLASSES 4

typedef struct
{
  guint n_classes;
  guint class_top[N_CLASSES];      /* the highest red value of each class */
  guint full_reds[N_CLASSES];
  guint n_gates;
  guint gate_limit[HERALD_N_TRACKS]; /* red values up to this give a card on that gate */
  guint full_other;                /* event faces that give nothing */
} Chain;

static guint32
pack (const guint *reds,
      guint        other,
      guint        gates)
{
  return reds[0] | reds[1] << 6 | reds[2] << 12 | reds[3] << 18 | other << 24 | gates << 27;
}

static void
unpack (guint32  key,
        guint   *reds,
        guint   *other,
        guint   *gates)
{
  for (guint j = 0; j < N_CLASSES; j++)
    reds[j] = (key >> (6 * j)) & 63;
  *other = (key >> 24) & 7;
  *gates = (key >> 27) & 7;
}

typedef struct
{
  guint32 key;
  double  mass;
} Mass;

static void
add_mass (GArray     *states,
          GHashTable *index,
          guint32     key,
          double      mass)
{
  gpointer found;

  if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (key), NULL, &found))
    {
      g_array_index (states, Mass, GPOINTER_TO_UINT (found)).mass += mass;
      return;
    }
  g_hash_table_insert (index, GUINT_TO_POINTER (key), GUINT_TO_POINTER (states->len));
  g_array_append_val (states, ((Mass) { key, mass }));
}

/* The expected rolls to the next card with balanced dice: the chance of no card yet is carried
 * roll after roll over every state the two decks can be in (a deck used up is shuffled full
 * again), and E[T] = Σ_k P(T > k). The states are few: the red values fall into at most four
 * classes that matter to the player, the event faces into "nothing" and three gates. It stops
 * when less than 1e-13 of the chance is left (the rest adds under 1e-9). */
static double
expected_rolls_balanced (const Chain *chain,
                         const guint *start_reds,
                         guint        start_other,
                         guint        start_gates)
{
  g_autoptr(GArray) now = g_array_new (FALSE, FALSE, sizeof (Mass));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Mass));
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  double expected = 0.0, alive = 1.0;

  g_array_append_val (now, ((Mass) { pack (start_reds, start_other, start_gates), 1.0 }));

  for (guint step = 0; step < 100000 && alive > 1e-13; step++)
    {
      GArray *swap;

      expected += alive;
      alive = 0.0;
      g_array_set_size (next, 0);
      g_hash_table_remove_all (index);

      for (guint i = 0; i < now->len; i++)
        {
          const Mass *m = &g_array_index (now, Mass, i);
          guint reds[N_CLASSES], other, gates, n_reds = 0, n_events;

          unpack (m->key, reds, &other, &gates);
          for (guint j = 0; j < N_CLASSES; j++)
            n_reds += reds[j];
          if (n_reds == 0)
            {
              memcpy (reds, chain->full_reds, sizeof reds);
              n_reds = 36;
            }
          n_events = other + __builtin_popcount (gates);
          if (n_events == 0)
            {
              other = chain->full_other;
              gates = (1u << chain->n_gates) - 1;
              n_events = 6;
            }

          for (guint j = 0; j < chain->n_classes; j++)
            {
              double p_red;

              if (reds[j] == 0)
                continue;
              p_red = m->mass * reds[j] / n_reds;
              reds[j]--;
              if (other > 0)
                {
                  double p = p_red * other / n_events;

                  add_mass (next, index, pack (reds, other - 1, gates), p);
                  alive += p;
                }
              for (guint g = 0; g < chain->n_gates; g++)
                if ((gates & (1u << g)) && chain->class_top[j] > chain->gate_limit[g])
                  {
                    double p = p_red / n_events;

                    add_mass (next, index, pack (reds, other, gates & ~(1u << g)), p);
                    alive += p;
                  }
              reds[j]++;
            }
        }

      swap = now;
      now = next;
      next = swap;
    }
  return expected;
}

/**
 * herald_game_get_draw_forecast:
 * @self: a game
 * @player: a player index
 * @balanced: (nullable): with balanced dice (the game's `dice_mode`), the decks the next rolls
 *   come from; %NULL for freshly shuffled ones
 * @forecast: (out caller-allocates): the forecast
 *
 * The chance that the next roll (whoever rolls it) gives @player a progress card of each
 * colour, and the expected number of rolls to their next card, for their improvement levels
 * as they stand (RULES.md A11.1: the gate of the colour and a red die at most the level + 1).
 * Fair and physical dice: each gate on 1 roll in 6, each red value on 1 in 6, and the rolls
 * to a card follow a geometric law (1 / @any). Balanced dice: from what is left in the deck of
 * 36 red × white pairs and in the deck of 6 event faces, and after them the decks shuffled
 * again. With digital cards an empty deck gives no card (a deck is taken to stay as it is:
 * empty or not). A 7 the easy start rolls again (B.4 c) changes nothing with fair dice (one
 * pair in 6 of each red value is a 7); with balanced dice the forecast counts every roll once,
 * as if no 7 were rolled again. The Alchemist's dice are not forecast.
 */
void
herald_game_get_draw_forecast (HeraldGame         *self,
                               guint               player,
                               HeraldBalancedDice *balanced,
                               HeraldDrawForecast *forecast)
{
  guint reds[7], n_reds, events[4], n_events;
  guint limits[HERALD_N_TRACKS];
  gboolean is_balanced;
  Chain chain = { 0, };

  g_return_if_fail (self != NULL);
  g_return_if_fail (forecast != NULL);

  memset (forecast, 0, sizeof *forecast);
  g_return_if_fail (player < self->n_players);

  if (self->state.phase == HERALD_PHASE_OVER)
    return;

  next_roll_decks (self, balanced, reds, &n_reds, events, &n_events);
  is_balanced = self->rules.dice_mode == HERALD_DICE_MODE_BALANCED;
  if (n_events == 0)
    {
      /* a used-up event deck: the next roll shuffles all 6 faces */
      events[HERALD_EVENT_SHIP] = 3;
      events[HERALD_EVENT_TRADE] = events[HERALD_EVENT_POLITICS] = events[HERALD_EVENT_SCIENCE] = 1;
      n_events = 6;
    }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint low = 0;

      limits[t] = draw_limit (self, player, t);
      for (guint r = 1; r <= limits[t]; r++)
        low += reds[r];
      forecast->chance[t] = ((double) events[t + 1] / n_events) * ((double) low / n_reds);
      forecast->any += forecast->chance[t];
    }

  if (!is_balanced)
    {
      /* the same dice every roll: a geometric law */
      forecast->rolls_to_card = forecast->any > 0.0 ? 1.0 / forecast->any : 0.0;
      return;
    }

  /* balanced dice: the classes of red values that matter, cut at each gate's limit */
  {
    guint cuts[HERALD_N_TRACKS + 1], n_cuts = 0;
    guint class_reds[N_CLASSES] = { 0, };
    guint other = 0, gates = 0;

    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if (limits[t] > 0)
        {
          gboolean seen = FALSE;

          for (guint c = 0; c < n_cuts; c++)
            seen |= cuts[c] == limits[t];
          if (!seen)
            cuts[n_cuts++] = limits[t];
        }
    if (n_cuts == 0)
      return;  /* no gate gives them a card, whatever the decks */

    /* sorted, and 6 closes the last class */
    for (guint a = 0; a < n_cuts; a++)
      for (guint b = a + 1; b < n_cuts; b++)
        if (cuts[b] < cuts[a])
          {
            guint tmp = cuts[a];
            cuts[a] = cuts[b];
            cuts[b] = tmp;
          }
    if (cuts[n_cuts - 1] != 6)
      cuts[n_cuts++] = 6;

    chain.n_classes = n_cuts;
    for (guint j = 0, r = 1; j < n_cuts; j++)
      {
        chain.class_top[j] = cuts[j];
        for (; r <= cuts[j]; r++)
          {
            class_reds[j] += reds[r];
            chain.full_reds[j] += 6;
          }
      }

    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if (limits[t] > 0)
        {
          if (events[t + 1] > 0)
            gates |= 1u << chain.n_gates;
          chain.gate_limit[chain.n_gates++] = limits[t];
        }
      else
        {
          other += events[t + 1];
          chain.full_other++;
        }
    other += events[HERALD_EVENT_SHIP];
    chain.full_other += 3;

    forecast->rolls_to_card = expected_rolls_balanced (&chain, class_reds, other, gates);
  }
}
