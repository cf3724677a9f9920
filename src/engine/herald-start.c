/* herald-start.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The typed position a game starts from (HeraldStart): built from a game, written as the `start`
 * of the save format, and turned into a game through the one validating loader
 * (herald-position.c), so that the dialogs entering a position never touch JSON. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "herald-game-private.h"
#include "herald-start.h"

/**
 * herald_start_init:
 * @start: (out caller-allocates): the position to fill
 *
 * The default position: round 1, player 0 to roll, the ship on the start space, the players
 * and decks not given (every player with 1 settlement and 1 city, the decks shuffled).
 */
void
herald_start_init (HeraldStart *start)
{
  g_return_if_fail (start != NULL);

  memset (start, 0, sizeof *start);
  start->round = 1;
}

/**
 * herald_start_init_from_game:
 * @start: (out caller-allocates): the position to fill
 * @game: a game
 *
 * The position @game is at now, every player given; the decks given when the game's own start
 * gave them (digital cards). A game whose position is being entered
 * (herald_game_is_entering_position()) is rebuilt from it with changes.
 */
void
herald_start_init_from_game (HeraldStart *start,
                             HeraldGame  *game)
{
  const HeraldState *s;

  g_return_if_fail (start != NULL);
  g_return_if_fail (game != NULL);

  s = &game->state;
  herald_start_init (start);
  start->round = MAX (s->round, 1);
  start->current = s->current;
  start->barbarian_position = s->barbarian_position;
  start->first_attack_done = s->first_attack_done;
  start->n_players = game->n_players;

  for (guint p = 0; p < game->n_players; p++)
    {
      const HeraldPlayerState *ps = &s->players[p];
      HeraldStartPlayer *sp = &start->players[p];

      sp->settlements = ps->settlements;
      sp->sixth_settlements = ps->sixth_settlements;
      sp->cities = ps->n_cities;
      sp->walls = count_walls (ps);
      sp->defender = ps->defender;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          sp->improvements[t] = ps->improvements[t];
          if (s->metropolis[t] == (gint) p)
            sp->metropolises |= 1 << t;
        }
      sp->n_knights = ps->n_knights;
      for (guint k = 0; k < ps->n_knights; k++)
        {
          sp->knight_level[k] = ps->knights[k].level;
          sp->knight_active[k] = ps->knights[k].active;
        }
      sp->longest_road = ps->longest_road;
      sp->merchant = ps->merchant;
      sp->n_vp_cards = MIN (ps->n_vp_cards, G_N_ELEMENTS (sp->vp_cards));
      memcpy (sp->vp_cards, ps->vp_cards, sp->n_vp_cards);
      if (game->rules.digital_cards)
        {
          sp->n_hand = ps->n_hand;
          memcpy (sp->hand, ps->hand, ps->n_hand);
        }
    }

  start->has_decks = game->rules.digital_cards && herald_game_start_has_decks (game);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      start->n_deck[t] = s->n_deck[t];
      memcpy (start->deck[t], s->deck[t], s->n_deck[t]);
    }
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_bool (JsonBuilder *builder,
          const char  *name,
          gboolean     value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_boolean_value (builder, value);
}

static void
add_cards (JsonBuilder  *builder,
           const char   *name,
           const guint8 *cards,
           guint         n)
{
  json_builder_set_member_name (builder, name);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (builder, herald_card_to_id (cards[i]));
  json_builder_end_array (builder);
}

/**
 * herald_start_to_json:
 * @start: a position
 * @rules: the rules of its game: the cards in hand are written for digital cards only
 *
 * Writes @start as the `start` member of docs/save-format.md.
 *
 * Returns: (transfer full): the JSON object
 */
JsonNode *
herald_start_to_json (const HeraldStart *start,
                      const HeraldRules *rules)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (start != NULL, NULL);
  g_return_val_if_fail (rules != NULL, NULL);

  json_builder_begin_object (builder);
  add_int (builder, "round", start->round);
  add_int (builder, "current", start->current);
  add_int (builder, "barbarian_position", start->barbarian_position);
  add_bool (builder, "first_attack_done", start->first_attack_done);

  if (start->n_players > 0)
    {
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < start->n_players && p < HERALD_MAX_PLAYERS; p++)
        {
          const HeraldStartPlayer *sp = &start->players[p];

          json_builder_begin_object (builder);
          add_int (builder, "settlements", sp->settlements);
          add_int (builder, "sixth_settlements", sp->sixth_settlements);
          add_int (builder, "cities", sp->cities);
          add_int (builder, "walls", sp->walls);
          add_int (builder, "defender", sp->defender);
          json_builder_set_member_name (builder, "improvements");
          json_builder_begin_object (builder);
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            add_int (builder, herald_track_to_string (t), sp->improvements[t]);
          json_builder_end_object (builder);
          json_builder_set_member_name (builder, "metropolises");
          json_builder_begin_array (builder);
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            if (sp->metropolises & (1 << t))
              json_builder_add_string_value (builder, herald_track_to_string (t));
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "knights");
          json_builder_begin_array (builder);
          for (guint k = 0; k < sp->n_knights && k < HERALD_MAX_KNIGHTS; k++)
            {
              json_builder_begin_object (builder);
              add_int (builder, "level", sp->knight_level[k]);
              add_bool (builder, "active", sp->knight_active[k]);
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
          add_bool (builder, "longest_road", sp->longest_road);
          add_bool (builder, "merchant", sp->merchant);
          add_cards (builder, "vp_cards", sp->vp_cards, MIN (sp->n_vp_cards, G_N_ELEMENTS (sp->vp_cards)));
          if (rules->digital_cards)
            add_cards (builder, "progress_cards", sp->hand, MIN (sp->n_hand, HERALD_MAX_HAND));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
    }

  if (start->has_decks)
    {
      json_builder_set_member_name (builder, "decks");
      json_builder_begin_object (builder);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        add_cards (builder, herald_track_to_string (t), start->deck[t], MIN (start->n_deck[t], HERALD_MAX_DECK));
      json_builder_end_object (builder);
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Removes the last @card of @deck (the bottom one), keeping the order of the rest */
static gboolean
deck_remove_last (guint8     *deck,
                  guint      *n,
                  HeraldCard  card)
{
  for (guint i = *n; i-- > 0; )
    if (deck[i] == card)
      {
        memmove (deck + i, deck + i + 1, *n - i - 1);
        (*n)--;
        return TRUE;
      }
  return FALSE;
}

/**
 * herald_start_set_cards:
 * @start: a position with every player given
 * @player: whose cards
 * @hand: (array length=n_hand): the progress cards in hand (digital cards)
 * @vp: (array length=n_vp): the revealed victory point cards, at most 4
 *
 * Gives @player these cards. When the decks are given (the table arranged them), a card now
 * held comes out of its deck, from the bottom, so that the cards entered on top stay there; a
 * card no longer held goes under its deck. A card its deck does not hold is left for
 * herald_game_new_from_start() to refuse.
 */
void
herald_start_set_cards (HeraldStart  *start,
                        guint         player,
                        const guint8 *hand,
                        guint         n_hand,
                        const guint8 *vp,
                        guint         n_vp)
{
  HeraldStartPlayer *sp;
  gint change[HERALD_N_CARDS] = { 0, };

  g_return_if_fail (start != NULL);
  g_return_if_fail (player < start->n_players);
  g_return_if_fail (n_hand <= HERALD_MAX_HAND && n_vp <= G_N_ELEMENTS (sp->vp_cards));

  sp = &start->players[player];
  for (guint i = 0; i < n_hand; i++)
    change[hand[i]]++;
  for (guint i = 0; i < n_vp; i++)
    change[vp[i]]++;
  for (guint i = 0; i < sp->n_hand; i++)
    change[sp->hand[i]]--;
  for (guint i = 0; i < sp->n_vp_cards; i++)
    change[sp->vp_cards[i]]--;

  memcpy (sp->hand, hand, n_hand);
  sp->n_hand = n_hand;
  memcpy (sp->vp_cards, vp, n_vp);
  sp->n_vp_cards = n_vp;

  if (!start->has_decks)
    return;

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      HeraldTrack t = herald_card_get_track (c);

      for (gint k = 0; k < change[c]; k++)
        deck_remove_last (start->deck[t], &start->n_deck[t], c);
      for (gint k = 0; k > change[c] && start->n_deck[t] < HERALD_MAX_DECK; k--)
        start->deck[t][start->n_deck[t]++] = c;
    }
}

/**
 * herald_game_new_from_start:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: the position
 * @seed: the seed of the decks @start does not give
 * @error: a #HERALD_GAME_ERROR when the position is refused (RULES.md A17, A19, ...); a
 *   refusal about one player names the player (“Ben: …”), not the field
 *
 * A game that starts at @start, checked by the same loader as a saved game.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
HeraldGame *
herald_game_new_from_start (const HeraldRules       *rules,
                            const HeraldPlayerInfo  *players,
                            guint                    n_players,
                            const HeraldStart       *start,
                            guint32                  seed,
                            GError                 **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local = NULL;
  HeraldGame *game;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);

  node = herald_start_to_json (start, rules);
  game = herald_game_new (rules, players, n_players, node, seed, &local);
  if (game != NULL)
    return game;

  /* the loader names the field of a file ("start.players[1]: …"); here the position came
   * from the table: name the player */
  {
    const char *message = local->message;
    const char *rest = strstr (message, ": ");
    guint p;

    if (g_str_has_prefix (message, "start.") && rest != NULL)
      {
        if (sscanf (message, "start.players[%u]:", &p) == 1 && p < n_players)
          g_set_error (error, local->domain, local->code, "%s: %s", players[p].name, rest + 2);
        else
          g_set_error_literal (error, local->domain, local->code, rest + 2);
        return NULL;
      }
  }
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

/**
 * herald_game_is_entering_position:
 * @game: a game
 *
 * A game in progress whose position is still being entered: started from a position, in no
 * setup round, with nothing done yet. Corrections then rebuild the game's start
 * (herald_start_init_from_game(), herald_game_new_from_start()) rather than adding `correct`
 * actions.
 */
gboolean
herald_game_is_entering_position (HeraldGame *game)
{
  JsonObject *object;

  g_return_val_if_fail (game != NULL, FALSE);

  if (game->log->len > 0 || game->state.phase == HERALD_PHASE_SETUP)
    return FALSE;
  if (game->start == NULL || !JSON_NODE_HOLDS_OBJECT (game->start))
    return FALSE;

  object = json_node_get_object (game->start);

  return json_object_get_size (object) > 0 && !json_object_get_boolean_member_with_default (object, "setup", FALSE);
}

/**
 * herald_game_start_has_decks:
 * @game: a game
 *
 * Returns: whether the game's start gave the order of the decks (the table arranged them)
 */
gboolean
herald_game_start_has_decks (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);

  return game->start != NULL && JSON_NODE_HOLDS_OBJECT (game->start) &&
         json_object_has_member (json_node_get_object (game->start), "decks");
}

/**
 * herald_game_get_start_current:
 * @game: a game
 *
 * Returns: whose turn it was when the game (or the tracking of it) began
 */
guint
herald_game_get_start_current (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, 0);

  return game->initial.current;
}
