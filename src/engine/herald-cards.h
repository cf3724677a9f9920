/* herald-cards.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-rules.h"

G_BEGIN_DECLS

/* The progress cards (RULES.md A14, A15), in the order of the save format's card ids. */
typedef enum
{
  /* science */
  HERALD_CARD_ALCHEMIST,
  HERALD_CARD_CRANE,
  HERALD_CARD_ENGINEER,
  HERALD_CARD_INVENTOR,
  HERALD_CARD_IRRIGATION,
  HERALD_CARD_MEDICINE,
  HERALD_CARD_MINING,
  HERALD_CARD_PRINTER,
  HERALD_CARD_ROAD_BUILDING,
  HERALD_CARD_SMITH,
  /* politics */
  HERALD_CARD_BISHOP,
  HERALD_CARD_CONSTITUTION,
  HERALD_CARD_DESERTER,
  HERALD_CARD_DIPLOMAT,
  HERALD_CARD_INTRIGUE,
  HERALD_CARD_SABOTEUR,
  HERALD_CARD_SPY,
  HERALD_CARD_WARLORD,
  HERALD_CARD_WEDDING,
  /* trade */
  HERALD_CARD_COMMERCIAL_HARBOR,
  HERALD_CARD_MASTER_MERCHANT,
  HERALD_CARD_MERCHANT,
  HERALD_CARD_MERCHANT_FLEET,
  HERALD_CARD_RESOURCE_MONOPOLY,
  HERALD_CARD_TRADE_MONOPOLY,
  HERALD_N_CARDS
} HeraldCard;

#define HERALD_DECK_SIZE 18

const char  *herald_card_to_id       (HeraldCard     card);
const char  *herald_card_get_name    (HeraldCard     card);
gboolean     herald_card_from_id     (const char    *id,
                                      HeraldCard    *card);
HeraldTrack  herald_card_get_track   (HeraldCard     card);
gboolean     herald_card_is_vp       (HeraldCard     card);
guint        herald_card_get_count   (HeraldCard     card,
                                      HeraldEdition  edition);
guint        herald_deck_composition (HeraldTrack    track,
                                      HeraldEdition  edition,
                                      guint8        *cards);

G_END_DECLS
