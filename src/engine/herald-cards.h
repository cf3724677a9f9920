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
  HERALD_CARD_ALCHEMIST, /*< nick=alchemist >*/
  HERALD_CARD_CRANE, /*< nick=crane >*/
  HERALD_CARD_ENGINEER, /*< nick=engineer >*/
  HERALD_CARD_INVENTOR, /*< nick=inventor >*/
  HERALD_CARD_IRRIGATION, /*< nick=irrigation >*/
  HERALD_CARD_MEDICINE, /*< nick=medicine >*/
  HERALD_CARD_MINING, /*< nick=mining >*/
  HERALD_CARD_PRINTER, /*< nick=printer >*/
  HERALD_CARD_ROAD_BUILDING, /*< nick=road_building >*/
  HERALD_CARD_SMITH, /*< nick=smith >*/
  /* politics */
  HERALD_CARD_BISHOP, /*< nick=bishop >*/
  HERALD_CARD_CONSTITUTION, /*< nick=constitution >*/
  HERALD_CARD_DESERTER, /*< nick=deserter >*/
  HERALD_CARD_DIPLOMAT, /*< nick=diplomat >*/
  HERALD_CARD_INTRIGUE, /*< nick=intrigue >*/
  HERALD_CARD_SABOTEUR, /*< nick=saboteur >*/
  HERALD_CARD_SPY, /*< nick=spy >*/
  HERALD_CARD_WARLORD, /*< nick=warlord >*/
  HERALD_CARD_WEDDING, /*< nick=wedding >*/
  /* trade */
  HERALD_CARD_COMMERCIAL_HARBOR, /*< nick=commercial_harbor >*/
  HERALD_CARD_MASTER_MERCHANT, /*< nick=master_merchant >*/
  HERALD_CARD_MERCHANT, /*< nick=merchant >*/
  HERALD_CARD_MERCHANT_FLEET, /*< nick=merchant_fleet >*/
  HERALD_CARD_RESOURCE_MONOPOLY, /*< nick=resource_monopoly >*/
  HERALD_CARD_TRADE_MONOPOLY, /*< nick=trade_monopoly >*/
  HERALD_N_CARDS /*< skip >*/
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
