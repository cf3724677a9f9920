/* herald-dice.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-dice.h"
#include "herald-enums.h"
#include "herald-private.h"
#include "herald-statistics.h"

struct _HeraldBalancedDice
{
  HeraldRng *rng;       /* borrowed */
  guint8     pairs[36]; /* (red - 1) * 6 + (white - 1) */
  guint      n_pairs;   /* pairs left to deal, from the end */
  guint8     faces[6];  /* event die faces, 0–5 */
  guint      n_faces;
};

const char *
herald_event_to_string (HeraldEvent event)
{
  g_return_val_if_fail (event <= HERALD_EVENT_SCIENCE, NULL);
  return herald_enum_to_nick (HERALD_TYPE_EVENT, event);
}

gboolean
herald_event_from_string (const char  *str,
                          HeraldEvent *event)
{
  gint v;

  if (!herald_enum_from_nick (HERALD_TYPE_EVENT, str, &v))
    return FALSE;
  *event = v;
  return TRUE;
}

/**
 * herald_event_from_face:
 * @face: a face of the event die, 0–5
 *
 * Faces 0–2 are the three ships, 3 the yellow (trade), 4 the blue (politics) and 5 the green
 * (science) gate (RULES.md A1.1).
 *
 * Returns: the event the face shows
 */
HeraldEvent
herald_event_from_face (guint face)
{
  g_return_val_if_fail (face < 6, HERALD_EVENT_SHIP);
  return face < 3 ? HERALD_EVENT_SHIP : (HeraldEvent) (face - 2);
}

/**
 * herald_event_get_track:
 * @event: a gate event (not %HERALD_EVENT_SHIP)
 *
 * Returns: the improvement track and deck of the gate's colour (A11.1)
 */
HeraldTrack
herald_event_get_track (HeraldEvent event)
{
  g_return_val_if_fail (event != HERALD_EVENT_SHIP && event <= HERALD_EVENT_SCIENCE,
                        HERALD_TRACK_TRADE);
  return (HeraldTrack) (event - 1);
}

/**
 * herald_dice_roll_event:
 * @rng: the random source
 *
 * Rolls the event die alone (the Alchemist sets only red and white, A3.2).
 *
 * Returns: the event, a ship with probability 1/2
 */
HeraldEvent
herald_dice_roll_event (HeraldRng *rng)
{
  return herald_event_from_face (herald_rng_range (rng, 6));
}

/**
 * herald_dice_roll_fair:
 * @rng: the random source
 * @roll: (out caller-allocates): the result
 *
 * Rolls the three dice independently and uniformly (no modulo bias, see herald_rng_range()).
 */
void
herald_dice_roll_fair (HeraldRng  *rng,
                       HeraldRoll *roll)
{
  roll->event = herald_dice_roll_event (rng);
  roll->red = 1 + herald_rng_range (rng, 6);
  roll->white = 1 + herald_rng_range (rng, 6);
  roll->alchemist = FALSE;
  roll->entered = FALSE;
}

/**
 * herald_roll_is_valid:
 * @roll: a roll
 *
 * Returns: %TRUE when the event is one of the four and both dice are 1–6
 */
gboolean
herald_roll_is_valid (const HeraldRoll *roll)
{
  return roll->event <= HERALD_EVENT_SCIENCE &&
         roll->red >= 1 && roll->red <= 6 &&
         roll->white >= 1 && roll->white <= 6;
}

/**
 * herald_balanced_dice_new:
 * @rng: (transfer none): the random source; it must outlive the dice
 *
 * Balanced dice deal the 36 red × white pairs from a shuffled deck and the 6 event faces from
 * another, each reshuffled when used up: within each 36 rolls every pair comes exactly once,
 * and within each 6 rolls every event face once. What the following roll will be is still
 * unknown, but the totals follow the expected distribution closely instead of by chance.
 *
 * Returns: (transfer full): new balanced dice
 */
HeraldBalancedDice *
herald_balanced_dice_new (HeraldRng *rng)
{
  HeraldBalancedDice *self = g_new0 (HeraldBalancedDice, 1);

  self->rng = rng;
  return self;
}

void
herald_balanced_dice_free (HeraldBalancedDice *self)
{
  g_free (self);
}

/**
 * herald_balanced_dice_roll:
 * @self: the dice
 * @roll: (out caller-allocates): the next roll
 */
void
herald_balanced_dice_roll (HeraldBalancedDice *self,
                           HeraldRoll         *roll)
{
  guint8 pair;

  if (self->n_pairs == 0)
    {
      for (guint i = 0; i < 36; i++)
        self->pairs[i] = i;
      herald_rng_shuffle (self->rng, self->pairs, 36);
      self->n_pairs = 36;
    }
  if (self->n_faces == 0)
    {
      for (guint i = 0; i < 6; i++)
        self->faces[i] = i;
      herald_rng_shuffle (self->rng, self->faces, 6);
      self->n_faces = 6;
    }

  pair = self->pairs[--self->n_pairs];
  roll->red = 1 + pair / 6;
  roll->white = 1 + pair % 6;
  roll->event = herald_event_from_face (self->faces[--self->n_faces]);
  roll->alchemist = FALSE;
  roll->entered = FALSE;
}

/**
 * herald_balanced_dice_get_left:
 * @self: the dice
 *
 * Returns: the red × white pairs left before the next reshuffle, 0–36
 */
guint
herald_balanced_dice_get_left (HeraldBalancedDice *self)
{
  return self->n_pairs;
}

/**
 * herald_balanced_dice_get_cycle:
 * @dice: balanced dice
 * @cycle: (out caller-allocates): where the dice stand in their cycles
 *
 * What balanced dice have left before they reshuffle: per production number the pairs still in
 * the 36-card deck, per event the faces still in the 6-face deck. A deck used up (or not dealt
 * from yet) is full: the next roll reshuffles it.
 */
void
herald_balanced_dice_get_cycle (HeraldBalancedDice *dice,
                                HeraldDiceCycle    *cycle)
{
  g_return_if_fail (dice != NULL);
  g_return_if_fail (cycle != NULL);

  memset (cycle, 0, sizeof *cycle);
  if (dice->n_pairs == 0)
    {
      for (guint pair = 0; pair < 36; pair++)
        cycle->left[2 + pair / 6 + pair % 6]++;
    }
  else
    {
      cycle->position = 36 - dice->n_pairs;
      for (guint i = 0; i < dice->n_pairs; i++)
        cycle->left[2 + dice->pairs[i] / 6 + dice->pairs[i] % 6]++;
    }
  if (dice->n_faces == 0)
    {
      for (guint face = 0; face < 6; face++)
        cycle->events_left[herald_event_from_face (face)]++;
    }
  else
    {
      cycle->events_position = 6 - dice->n_faces;
      for (guint i = 0; i < dice->n_faces; i++)
        cycle->events_left[herald_event_from_face (dice->faces[i])]++;
    }
}

/**
 * herald_balanced_dice_get_faces_left:
 * @self: the dice
 * @ships: (out) (optional): how many of them are ships
 *
 * Returns: the event faces left before the next reshuffle, 0–6 (0: the next roll shuffles
 *   all 6 again)
 */
guint
herald_balanced_dice_get_faces_left (HeraldBalancedDice *self,
                                     guint              *ships)
{
  g_return_val_if_fail (self != NULL, 0);

  if (ships != NULL)
    {
      *ships = 0;
      for (guint i = 0; i < self->n_faces; i++)
        *ships += herald_event_from_face (self->faces[i]) == HERALD_EVENT_SHIP;
    }
  return self->n_faces;
}


/**
 * herald_balanced_dice_get_reds_left:
 * @self: the dice
 * @reds: (array fixed-size=7) (out caller-allocates): per red die value 1–6 (index 0 unused),
 *   the red × white pairs with that red still in the deck; a used-up deck counts as the full
 *   one the next roll shuffles (6 of each)
 *
 * Returns: the pairs counted, 1–36
 */
guint
herald_balanced_dice_get_reds_left (HeraldBalancedDice *self,
                                    guint              *reds)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (reds != NULL, 0);

  memset (reds, 0, 7 * sizeof (guint));
  if (self->n_pairs == 0)
    {
      for (guint r = 1; r <= 6; r++)
        reds[r] = 6;
      return 36;
    }
  for (guint i = 0; i < self->n_pairs; i++)
    reds[1 + self->pairs[i] / 6]++;
  return self->n_pairs;
}

/**
 * herald_balanced_dice_get_deck:
 * @self: the dice
 * @deck: (out caller-allocates): what is left in both decks, sorted: the order they will be
 *   dealt in is not part of it, so that a saved game does not tell the dice to come
 *
 * What the dice have left before they reshuffle, to be saved with the game and given back to
 * herald_balanced_dice_set_deck() when it is resumed.
 */
void
herald_balanced_dice_get_deck (HeraldBalancedDice *self,
                               HeraldDiceDeck     *deck)
{
  gboolean pair_left[36] = { FALSE, };
  gboolean face_left[6] = { FALSE, };

  g_return_if_fail (self != NULL);
  g_return_if_fail (deck != NULL);

  memset (deck, 0, sizeof *deck);
  for (guint i = 0; i < self->n_pairs; i++)
    pair_left[self->pairs[i]] = TRUE;
  for (guint i = 0; i < self->n_faces; i++)
    face_left[self->faces[i]] = TRUE;
  for (guint p = 0; p < 36; p++)
    if (pair_left[p])
      deck->pairs[deck->n_pairs++] = p;
  for (guint f = 0; f < 6; f++)
    if (face_left[f])
      deck->faces[deck->n_faces++] = f;
}

/**
 * herald_dice_deck_is_valid:
 * @deck: a deck as read from a file
 *
 * Returns: %TRUE when @deck holds at most 36 distinct pairs (0–35) and at most 6 distinct
 *   faces (0–5), each sorted
 */
gboolean
herald_dice_deck_is_valid (const HeraldDiceDeck *deck)
{
  g_return_val_if_fail (deck != NULL, FALSE);

  if (deck->n_pairs > 36 || deck->n_faces > 6)
    return FALSE;
  for (guint i = 0; i < deck->n_pairs; i++)
    if (deck->pairs[i] >= 36 || (i > 0 && deck->pairs[i] <= deck->pairs[i - 1]))
      return FALSE;
  for (guint i = 0; i < deck->n_faces; i++)
    if (deck->faces[i] >= 6 || (i > 0 && deck->faces[i] <= deck->faces[i - 1]))
      return FALSE;
  return TRUE;
}

/**
 * herald_balanced_dice_set_deck:
 * @self: the dice
 * @deck: what is left, from herald_balanced_dice_get_deck() (a valid deck:
 *   herald_dice_deck_is_valid())
 *
 * The dice continue the cycles @deck is in: the next rolls deal what is left, in an order
 * shuffled now with the dice's random source, then reshuffle as always.
 */
void
herald_balanced_dice_set_deck (HeraldBalancedDice   *self,
                               const HeraldDiceDeck *deck)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (deck != NULL && herald_dice_deck_is_valid (deck));

  memcpy (self->pairs, deck->pairs, deck->n_pairs);
  self->n_pairs = deck->n_pairs;
  herald_rng_shuffle (self->rng, self->pairs, self->n_pairs);
  memcpy (self->faces, deck->faces, deck->n_faces);
  self->n_faces = deck->n_faces;
  herald_rng_shuffle (self->rng, self->faces, self->n_faces);
}
