/* herald-cards.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "herald-cards.h"
#include "herald-enums.h"
#include "herald-private.h"

/* The id of each card is its nick in herald-cards.h (glib-mkenums) */
typedef struct
{
  HeraldTrack  track;
  gboolean     vp;
  guint8       count[2];   /* standard, first edition */
} CardInfo;

/* RULES.md A14 (standard) and A15 (first edition: Engineer 2, Inventor 1) */
static const CardInfo cards[HERALD_N_CARDS] = {
  [HERALD_CARD_ALCHEMIST]         = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_CRANE]             = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_ENGINEER]          = { HERALD_TRACK_SCIENCE,  FALSE, { 1, 2 } },
  [HERALD_CARD_INVENTOR]          = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 1 } },
  [HERALD_CARD_IRRIGATION]        = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_MEDICINE]          = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_MINING]            = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_PRINTER]           = { HERALD_TRACK_SCIENCE,  TRUE,  { 1, 1 } },
  [HERALD_CARD_ROAD_BUILDING]     = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_SMITH]             = { HERALD_TRACK_SCIENCE,  FALSE, { 2, 2 } },
  [HERALD_CARD_BISHOP]            = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_CONSTITUTION]      = { HERALD_TRACK_POLITICS, TRUE,  { 1, 1 } },
  [HERALD_CARD_DESERTER]          = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_DIPLOMAT]          = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_INTRIGUE]          = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_SABOTEUR]          = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_SPY]               = { HERALD_TRACK_POLITICS, FALSE, { 3, 3 } },
  [HERALD_CARD_WARLORD]           = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_WEDDING]           = { HERALD_TRACK_POLITICS, FALSE, { 2, 2 } },
  [HERALD_CARD_COMMERCIAL_HARBOR] = { HERALD_TRACK_TRADE,    FALSE, { 2, 2 } },
  [HERALD_CARD_MASTER_MERCHANT]   = { HERALD_TRACK_TRADE,    FALSE, { 2, 2 } },
  [HERALD_CARD_MERCHANT]          = { HERALD_TRACK_TRADE,    FALSE, { 6, 6 } },
  [HERALD_CARD_MERCHANT_FLEET]    = { HERALD_TRACK_TRADE,    FALSE, { 2, 2 } },
  [HERALD_CARD_RESOURCE_MONOPOLY] = { HERALD_TRACK_TRADE,    FALSE, { 4, 4 } },
  [HERALD_CARD_TRADE_MONOPOLY]    = { HERALD_TRACK_TRADE,    FALSE, { 2, 2 } },
};

/**
 * herald_card_to_id:
 * @card: a card
 *
 * Returns: the save format's card id (docs/save-format.md), e.g. "road_building"
 */
const char *
herald_card_to_id (HeraldCard card)
{
  g_return_val_if_fail (card < HERALD_N_CARDS, NULL);
  return herald_enum_to_nick (HERALD_TYPE_CARD, card);
}

/**
 * herald_card_from_id:
 * @id: (nullable): a card id
 * @card: (out): the card
 *
 * Returns: %FALSE when @id names no card
 */
gboolean
herald_card_from_id (const char *id,
                     HeraldCard *card)
{
  gint v;

  if (!herald_enum_from_nick (HERALD_TYPE_CARD, id, &v))
    return FALSE;
  *card = v;
  return TRUE;
}

/**
 * herald_card_get_track:
 * @card: a card
 *
 * Returns: the deck the card belongs to (RULES.md A14)
 */
HeraldTrack
herald_card_get_track (HeraldCard card)
{
  g_return_val_if_fail (card < HERALD_N_CARDS, HERALD_TRACK_TRADE);
  return cards[card].track;
}

/**
 * herald_card_is_vp:
 * @card: a card
 *
 * Returns: %TRUE for the Printer and the Constitution: revealed at once, 1 VP, outside the hand
 *   limit (A12.1)
 */
gboolean
herald_card_is_vp (HeraldCard card)
{
  g_return_val_if_fail (card < HERALD_N_CARDS, FALSE);
  return cards[card].vp;
}

/**
 * herald_card_get_count:
 * @card: a card
 * @edition: the rule set
 *
 * Returns: how many copies the edition's deck holds (A14, A15)
 */
guint
herald_card_get_count (HeraldCard    card,
                       HeraldEdition edition)
{
  g_return_val_if_fail (card < HERALD_N_CARDS, 0);
  return cards[card].count[edition == HERALD_EDITION_FIRST ? 1 : 0];
}

/**
 * herald_deck_composition:
 * @track: the deck
 * @edition: the rule set
 * @cards: (out) (array fixed-size=18): the cards of the deck in catalogue order
 *
 * Returns: the number of cards written, always %HERALD_DECK_SIZE (18)
 */
guint
herald_deck_composition (HeraldTrack    track,
                         HeraldEdition  edition,
                         guint8        *out)
{
  guint n = 0;

  for (guint i = 0; i < HERALD_N_CARDS; i++)
    if (cards[i].track == track)
      for (guint k = 0; k < herald_card_get_count (i, edition); k++)
        out[n++] = i;
  return n;
}

/**
 * herald_card_get_name:
 * @card: a card
 *
 * Returns: the card's name in the user's language (context "progress card"), e.g. "Road
 *   Building"
 */
const char *
herald_card_get_name (HeraldCard card)
{
  static const char * const names[HERALD_N_CARDS] = {
    NC_("progress card", "Alchemist"),
    NC_("progress card", "Crane"),
    NC_("progress card", "Engineer"),
    NC_("progress card", "Inventor"),
    NC_("progress card", "Irrigation"),
    NC_("progress card", "Medicine"),
    NC_("progress card", "Mining"),
    NC_("progress card", "Printer"),
    NC_("progress card", "Road Building"),
    NC_("progress card", "Smith"),
    NC_("progress card", "Bishop"),
    NC_("progress card", "Constitution"),
    NC_("progress card", "Deserter"),
    NC_("progress card", "Diplomat"),
    NC_("progress card", "Intrigue"),
    NC_("progress card", "Saboteur"),
    NC_("progress card", "Spy"),
    NC_("progress card", "Warlord"),
    NC_("progress card", "Wedding"),
    NC_("progress card", "Commercial Harbor"),
    NC_("progress card", "Master Merchant"),
    NC_("progress card", "Merchant"),
    NC_("progress card", "Merchant Fleet"),
    NC_("progress card", "Resource Monopoly"),
    NC_("progress card", "Trade Monopoly"),
  };

  g_return_val_if_fail (card < HERALD_N_CARDS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "progress card", names[card]);
}
