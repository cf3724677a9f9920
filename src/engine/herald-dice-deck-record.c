/* herald-dice-deck-record.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a game's balanced dice have left (docs/save-format.md, `balanced_deck`; RULES.md A1.1):
 * kept with the game so that it is saved with it and a resumed game continues the same cycle,
 * and checked against the game's rolls when a file loads (every roll Herald deals is recorded,
 * in the log, `undone_rolls` or `next_roll`: herald-roll-record.c). */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-game-private.h"

/**
 * herald_game_set_dice_deck:
 * @self: a game with balanced dice
 * @deck: (nullable): what the dice have left (herald_balanced_dice_get_deck()), or %NULL for
 *   none kept (the next roll deals from full decks)
 *
 * Keeps what the balanced dice have left with the game, so that it is saved with it
 * (docs/save-format.md, `balanced_deck`) and a resumed game continues the same cycle.
 */
void
herald_game_set_dice_deck (HeraldGame           *self,
                           const HeraldDiceDeck *deck)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (deck == NULL || herald_dice_deck_is_valid (deck));

  self->has_deck = deck != NULL;
  if (deck != NULL)
    self->deck = *deck;
  else
    memset (&self->deck, 0, sizeof self->deck);
}

/**
 * herald_game_get_dice_deck:
 * @self: a game
 *
 * Returns: (nullable): what the game's balanced dice have left, as kept by
 *   herald_game_set_dice_deck() or read from the file; %NULL when nothing is kept
 */
const HeraldDiceDeck *
herald_game_get_dice_deck (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->has_deck ? &self->deck : NULL;
}

/* how many rolls Herald may have dealt from balanced dice in this game: every roll it drew is
 * in the log, in undone_rolls or next_roll (dice set with the Alchemist are not dealt) */
static guint
count_dealt_rolls (HeraldGame *game)
{
  guint n = 0;

  for (guint i = 0; i < game->log->len; i++)
    {
      const HeraldAction *a = &g_array_index (game->log, HeraldAction, i);

      n += a->type == HERALD_ACTION_ROLL && !a->roll.alchemist;
    }
  for (guint i = 0; i < game->undone_rolls->len; i++)
    n += !g_array_index (game->undone_rolls, HeraldRollRecord, i).roll.alchemist;
  if (game->has_drawn && !game->drawn.roll.alchemist)
    n++;
  return n;
}

static const char * const deck_members[] = { "pairs", "events", NULL };

/* What the decks have dealt in their current cycle against the game's rolls (RULES.md A1.1,
 * docs/save-format.md `balanced_deck`). The two decks are dealt together, one pair and one
 * event face a roll, and start afresh together, so the 36 pairs and the 6 faces cannot say
 * different numbers of rolls dealt in the cycle (the events deck goes round six times in one
 * of the pairs). Every roll Herald deals is recorded (in `actions`, `undone_rolls` or
 * `next_roll`), so a pair or an event the current cycle has dealt (not left) is among the
 * game's rolls; a deck that lists as left a pair dealt while lists as dealt a pair no roll
 * has would deal that pair again in this cycle. Where the cycle began cannot be known
 * exactly (a roll may have been made with other dice, an older file started fresh decks), so
 * only these two checks: neither can refuse a deck Herald dealt. */
static gboolean
check_deck_against_rolls (HeraldGame           *game,
                          const HeraldDiceDeck *deck,
                          const gboolean       *pair_left,
                          guint                 ships_left,
                          const gboolean       *gate_left,
                          GError              **error)
{
  gboolean rolled[36] = { FALSE, };
  gboolean event_rolled[4] = { FALSE, };
  guint dealt_pairs = 36 - deck->n_pairs, dealt_faces = 6 - deck->n_faces;

  if ((dealt_pairs == 0) != (dealt_faces == 0) ||
      (dealt_pairs > 0 && (dealt_pairs - 1) % 6 != dealt_faces - 1))
    return invalid (error,
                    /* Translators: balanced_deck, pairs and events are members of the file */
                    _("balanced_deck: “pairs” says %u rolls dealt in this cycle and “events” %u "
                      "of 6, but the two are dealt together, a pair and an event face a roll"),
                    dealt_pairs, dealt_faces);

  for (guint i = 0; i < game->log->len; i++)
    {
      const HeraldAction *a = &g_array_index (game->log, HeraldAction, i);

      if (a->type == HERALD_ACTION_ROLL && !a->roll.alchemist)
        {
          rolled[(a->roll.red - 1) * 6 + a->roll.white - 1] = TRUE;
          event_rolled[a->roll.event] = TRUE;
        }
    }
  for (guint i = 0; i <= game->undone_rolls->len; i++)
    {
      const HeraldRollRecord *r = i < game->undone_rolls->len
                                  ? &g_array_index (game->undone_rolls, HeraldRollRecord, i)
                                  : game->has_drawn ? &game->drawn : NULL;

      if (r != NULL && !r->roll.alchemist)
        {
          rolled[(r->roll.red - 1) * 6 + r->roll.white - 1] = TRUE;
          event_rolled[r->roll.event] = TRUE;
        }
    }

  /* a deck used up deals nothing of what it says: the next roll reshuffles it */
  for (guint p = 0; deck->n_pairs > 0 && p < 36; p++)
    if (!pair_left[p] && !rolled[p])
      return invalid (error,
                      /* Translators: balanced_deck and pairs are members of the file */
                      _("balanced_deck: the pair [%u, %u] is not in “pairs”, so it was dealt in "
                        "this cycle, but no roll of the game has it"),
                      p / 6 + 1, p % 6 + 1);
  for (guint e = 0; deck->n_faces > 0 && e < 4; e++)
    if (!event_rolled[e] && (e == HERALD_EVENT_SHIP ? ships_left < 3 : !gate_left[e]))
      return invalid (error,
                      /* Translators: balanced_deck and events are members of the file; the
                       * event as in the file (ship, trade, politics, science) */
                      _("balanced_deck: “events” lacks a “%s”, so it was dealt in this cycle, "
                        "but no roll of the game has it"),
                      herald_event_to_string (e));
  return TRUE;
}

/**
 * herald_game_load_dice_deck:
 * @game: a game loaded with its log, rolls undone and next roll
 * @node: (nullable): the file's `balanced_deck` member, {"pairs": [[red, white], …],
 *   "events": [event, …]} (docs/save-format.md)
 * @error: a %HERALD_GAME_ERROR_INVALID naming what is wrong: not that shape, a pair or event
 *   more often than the dice have it, a game without balanced dice, more dealt from the
 *   decks than the game has rolls that Herald could have dealt, pairs and events that say
 *   different numbers of rolls dealt in the cycle, or a pair or event dealt in the cycle that
 *   no roll of the game has (RULES.md A1.1; check_deck_against_rolls ())
 *
 * Sets what the game's balanced dice have left (herald_game_set_dice_deck()) from a save
 * file; without @node, nothing (the next roll deals from full decks, as before the member).
 *
 * Returns: %TRUE when @node is absent or valid
 */
gboolean
herald_game_load_dice_deck (HeraldGame  *game,
                            JsonNode    *node,
                            GError     **error)
{
  HeraldDiceDeck deck = { { 0, }, };
  gboolean pair_left[36] = { FALSE, };
  guint ships = 0;
  gboolean gate_left[4] = { FALSE, };
  JsonObject *obj;
  JsonNode *member;
  JsonArray *array;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _("“balanced_deck” must be an object {pairs, events}"));
  if (game->rules.dice_mode != HERALD_DICE_MODE_BALANCED)
    return invalid (error, _("“balanced_deck” is only for a game with balanced dice"));
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, deck_members, "balanced_deck", error))
    return FALSE;

  member = json_object_get_member (obj, "pairs");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member) ||
      json_array_get_length (json_node_get_array (member)) > 36)
    return invalid (error, _("“balanced_deck”: “pairs” must be an array of at most 36 pairs "
                             "[red, white]"));
  array = json_node_get_array (member);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *pair = json_array_get_element (array, i);
      gint64 die[2] = { 0, 0 };

      if (JSON_NODE_HOLDS_ARRAY (pair) && json_array_get_length (json_node_get_array (pair)) == 2)
        for (guint d = 0; d < 2; d++)
          {
            JsonNode *v = json_array_get_element (json_node_get_array (pair), d);

            if (JSON_NODE_HOLDS_VALUE (v) && json_node_get_value_type (v) == G_TYPE_INT64)
              die[d] = json_node_get_int (v);
          }
      if (die[0] < 1 || die[0] > 6 || die[1] < 1 || die[1] > 6)
        return invalid (error, _("balanced_deck: pairs[%u] must be [red, white], each 1–6"), i);
      if (pair_left[(die[0] - 1) * 6 + die[1] - 1])
        return invalid (error, _("balanced_deck: the pair [%d, %d] is listed twice"),
                        (int) die[0], (int) die[1]);
      pair_left[(die[0] - 1) * 6 + die[1] - 1] = TRUE;
    }

  member = json_object_get_member (obj, "events");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member) ||
      json_array_get_length (json_node_get_array (member)) > 6)
    return invalid (error, _("“balanced_deck”: “events” must be an array of at most 6 events"));
  array = json_node_get_array (member);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *v = json_array_get_element (array, i);
      HeraldEvent event;

      if (!JSON_NODE_HOLDS_VALUE (v) || json_node_get_value_type (v) != G_TYPE_STRING ||
          !herald_event_from_string (json_node_get_string (v), &event))
        return invalid (error, _("balanced_deck: events[%u] must be ship, trade, politics or "
                                 "science"), i);
      /* the event die has three ships and one gate of each colour (A1.1) */
      if (event == HERALD_EVENT_SHIP ? ships == 3 : gate_left[event])
        return invalid (error, _("balanced_deck: more “%s” in events than the event die has"),
                        herald_event_to_string (event));
      if (event == HERALD_EVENT_SHIP)
        ships++;
      else
        gate_left[event] = TRUE;
    }

  for (guint p = 0; p < 36; p++)
    if (pair_left[p])
      deck.pairs[deck.n_pairs++] = p;
  for (guint s = 0; s < ships; s++)
    deck.faces[deck.n_faces++] = s;
  for (guint e = HERALD_EVENT_TRADE; e <= HERALD_EVENT_SCIENCE; e++)
    if (gate_left[e])
      deck.faces[deck.n_faces++] = e + 2;

  /* a deck dealt further than the game has rolls would be dice chosen for rolls to come */
  if ((deck.n_pairs > 0 && 36u - deck.n_pairs > count_dealt_rolls (game)) ||
      (deck.n_faces > 0 && 6u - deck.n_faces > count_dealt_rolls (game)))
    return invalid (error, _("“balanced_deck” has dealt more dice than the game has rolled"));
  if (!check_deck_against_rolls (game, &deck, pair_left, ships, gate_left, error))
    return FALSE;

  herald_game_set_dice_deck (game, &deck);
  return TRUE;
}

/**
 * herald_game_dice_deck_to_json:
 * @game: a game
 *
 * Returns: (transfer full) (nullable): the `balanced_deck` member of the save file (pairs and
 *   events sorted), or %NULL when the game keeps none or both decks are used up
 */
JsonNode *
herald_game_dice_deck_to_json (HeraldGame *game)
{
  g_autoptr(JsonBuilder) b = NULL;

  if (!game->has_deck || game->rules.dice_mode != HERALD_DICE_MODE_BALANCED ||
      (game->deck.n_pairs == 0 && game->deck.n_faces == 0))
    return NULL;

  b = json_builder_new ();
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "pairs");
  json_builder_begin_array (b);
  for (guint i = 0; i < game->deck.n_pairs; i++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, 1 + game->deck.pairs[i] / 6);
      json_builder_add_int_value (b, 1 + game->deck.pairs[i] % 6);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < game->deck.n_faces; i++)
    json_builder_add_string_value (b,
                                   herald_event_to_string (herald_event_from_face (game->deck.faces[i])));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
