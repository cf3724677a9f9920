/* herald-dice.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-rng.h"
#include "herald-rules.h"

G_BEGIN_DECLS

/* The event die (RULES.md A1.1): three ship faces and one gate of each colour. The gate
 * values equal the HeraldTrack of the same colour plus one. */
typedef enum
{
  HERALD_EVENT_SHIP, /*< nick=ship >*/
  HERALD_EVENT_TRADE, /*< nick=trade >*/
  HERALD_EVENT_POLITICS, /*< nick=politics >*/
  HERALD_EVENT_SCIENCE, /*< nick=science >*/
} HeraldEvent;

/**
 * HeraldRoll:
 * @event: the event die
 * @red: the red die, 1–6
 * @white: the white die, 1–6
 * @alchemist: %TRUE when red and white were set by the Alchemist (A3.2)
 * @entered: %TRUE when the table typed the dice it rolled (Enter Dice; with @alchemist, the
 *   event die typed): not dice Herald drew, so they are never held for their point of the
 *   game (herald_game_get_bound_roll(); docs/save-format.md, `"entered"`)
 */
typedef struct
{
  HeraldEvent event;
  guint8      red;
  guint8      white;
  gboolean    alchemist;
  gboolean    entered;
} HeraldRoll;

typedef struct _HeraldBalancedDice HeraldBalancedDice;

/**
 * HeraldDiceDeck:
 * @pairs: the red × white pairs left in the 36-card deck, each (red − 1) × 6 + (white − 1),
 *   distinct, sorted (the order they will be dealt in is not kept: it is shuffled anew)
 * @n_pairs: how many, 0–36; 0 (like 36) means the next roll deals from a full deck
 * @faces: the event die faces left in the 6-face deck, 0–5 (herald_event_from_face()),
 *   distinct, sorted
 * @n_faces: how many, 0–6; 0 (like 6) means the next roll deals from all 6
 *
 * What balanced dice have left before they reshuffle, as saved with a game
 * (docs/save-format.md, `balanced_deck`).
 */
typedef struct
{
  guint8 pairs[36];
  guint8 n_pairs;
  guint8 faces[6];
  guint8 n_faces;
} HeraldDiceDeck;

const char         *herald_event_to_string        (HeraldEvent          event);
gboolean            herald_event_from_string      (const char          *str,
                                                   HeraldEvent         *event);
HeraldEvent         herald_event_from_face        (guint                face);
HeraldTrack         herald_event_get_track        (HeraldEvent          event);
HeraldEvent         herald_dice_roll_event        (HeraldRng           *rng);
void                herald_dice_roll_fair         (HeraldRng           *rng,
                                                   HeraldRoll          *roll);
gboolean            herald_roll_is_valid          (const HeraldRoll    *roll);

HeraldBalancedDice *herald_balanced_dice_new      (HeraldRng           *rng);
void                herald_balanced_dice_free     (HeraldBalancedDice  *self);
void                herald_balanced_dice_roll     (HeraldBalancedDice  *self,
                                                   HeraldRoll          *roll);
guint               herald_balanced_dice_get_left (HeraldBalancedDice  *self);
guint               herald_balanced_dice_get_faces_left (HeraldBalancedDice *self,
                                                   guint               *ships);
guint               herald_balanced_dice_get_reds_left (HeraldBalancedDice *self,
                                                   guint               *reds);
void                herald_balanced_dice_get_deck (HeraldBalancedDice  *self,
                                                   HeraldDiceDeck      *deck);
void                herald_balanced_dice_set_deck (HeraldBalancedDice  *self,
                                                   const HeraldDiceDeck *deck);
gboolean            herald_dice_deck_is_valid     (const HeraldDiceDeck *deck);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldBalancedDice, herald_balanced_dice_free)

G_END_DECLS
