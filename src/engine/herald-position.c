/* herald-position.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The starting position (`start` of the save format): parsed and validated into the initial state.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"

/* Creating a game */

static JsonArray *
get_member_array (JsonObject  *obj,
                  const char  *name,
                  guint        max,
                  GError     **error)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      invalid (error, _("“%s” must be an array"), name);
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max)
    {
      invalid (error, _("“%s” has more than %u entries"), name, max);
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
get_card_list (JsonArray  *array,
               const char *name,
               guint8     *cards,
               guint      *n_cards,
               GError    **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      HeraldCard card;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          !herald_card_from_id (json_node_get_string (e), &card))
        return invalid (error, _("“%s”: entry %u is not a card id"), name, i);
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

static const char * const start_members[] = {
  "setup", "round", "current", "barbarian_position", "first_attack_done", "players", "decks", NULL
};
static const char * const start_player_members[] = {
  "settlements", "sixth_settlements", "cities", "metropolises", "walls", "knights",
  "improvements", "progress_cards", "vp_cards", "defender", "longest_road", "merchant", NULL
};
static const char * const track_members[] = { "trade", "politics", "science", NULL };
static const char * const knight_members[] = { "level", "active", NULL };

static gboolean
parse_start_player (HeraldGame         *self,
                    HeraldState        *s,
                    guint               index,
                    JsonNode           *node,
                    gboolean           *longest_seen,
                    gboolean           *merchant_seen,
                    GError            **error)
{
  HeraldPlayerState *p = &s->players[index];
  JsonObject *obj;
  JsonArray *array;
  JsonNode *member;
  gint settlements = 1, cities = 1, walls = 0, sixth = 0, defender = 0;
  gboolean longest = FALSE, merchant = FALSE;
  g_autoptr(GError) local = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _("must be an object"));
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, start_player_members, "", error))
    return FALSE;

  if (!herald_json_get_int (obj, "settlements", 0, 5, FALSE, &settlements, error) ||
      !herald_json_get_int (obj, "sixth_settlements", 0, 4, FALSE, &sixth, error) ||
      !herald_json_get_int (obj, "cities", 0, 4, FALSE, &cities, error) ||
      !herald_json_get_int (obj, "walls", 0, 3, FALSE, &walls, error) ||
      !herald_json_get_int (obj, "defender", 0, 1000, FALSE, &defender, error) ||
      !herald_json_get_bool (obj, "longest_road", &longest, error) ||
      !herald_json_get_bool (obj, "merchant", &merchant, error))
    return FALSE;

  if (cities + sixth > HERALD_MAX_CITIES)
    return invalid (error, _("%d cities: a player has 4 city pieces"), cities + sixth);
  /* A7.6: without the rule a pillaged city with no settlement piece left is removed */
  if (sixth > 0 && !self->rules.sixth_settlement)
    return invalid (error, _("a pillaged city lies on its side only with the sixth_settlement rule"));
  if (walls > cities)
    return invalid (error, _("%d walls but %d cities: a wall stands under a city"), walls, cities);

  p->settlements = settlements;
  p->sixth_settlements = sixth;
  for (gint c = 0; c < cities; c++)
    add_city (p);
  p->defender = defender;

  if (longest && *longest_seen)
    return invalid (error, _("only one player holds the Longest Road"));
  if (merchant && *merchant_seen)
    return invalid (error, _("only one player holds the merchant"));
  *longest_seen |= longest;
  *merchant_seen |= merchant;
  p->longest_road = longest;
  p->merchant = merchant;

  member = json_object_get_member (obj, "improvements");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!JSON_NODE_HOLDS_OBJECT (member))
        return invalid (error, _("“improvements” must be an object"));
      if (!herald_check_members (json_node_get_object (member), track_members, "improvements",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          gint level = 0;

          if (!herald_json_get_int (json_node_get_object (member), herald_track_to_string (t),
                                    0, 5, FALSE, &level, error))
            return FALSE;
          p->improvements[t] = level;
        }
    }

  array = get_member_array (obj, "metropolises", 3, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    for (guint i = 0; i < json_array_get_length (array); i++)
      {
        JsonNode *e = json_array_get_element (array, i);
        HeraldTrack t;
        gint city;

        if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
            !herald_track_from_string (json_node_get_string (e), &t))
          return invalid (error, _("“metropolises” lists tracks: trade, politics, science"));
        if (s->metropolis[t] >= 0)
          return invalid (error, _("the %s metropolis has two holders"), herald_track_to_string (t));
        if (p->improvements[t] < 4)
          return invalid (error, _("a %s metropolis needs level 4 in %s"),
                          herald_track_to_string (t), herald_track_to_string (t));
        city = first_ordinary_city (p);
        if (city < 0)
          return invalid (error, _("more metropolises than cities"));
        p->cities[city].metropolis = t;
        s->metropolis[t] = index;
        s->metropolis_permanent[t] = p->improvements[t] == 5;
      }

  /* walls stand under ordinary cities first */
  for (gint w = 0; w < walls; w++)
    {
      gboolean placed = FALSE;

      for (guint pass = 0; pass < 2 && !placed; pass++)
        for (guint c = 0; c < p->n_cities && !placed; c++)
          if (!p->cities[c].wall && (pass == 1 || p->cities[c].metropolis < 0))
            placed = p->cities[c].wall = 1;
    }

  array = get_member_array (obj, "knights", HERALD_MAX_KNIGHTS, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    for (guint i = 0; i < json_array_get_length (array); i++)
      {
        JsonNode *e = json_array_get_element (array, i);
        gint level = 0;
        gboolean active = FALSE;

        if (!JSON_NODE_HOLDS_OBJECT (e))
          return invalid (error, _("“knights” entries are objects {level, active}"));
        if (!herald_check_members (json_node_get_object (e), knight_members, "knights", error))
          return FALSE;
        if (!json_object_has_member (json_node_get_object (e), "level"))
          return invalid (error, _("knight %u has no “level”"), i);
        if (!herald_json_get_int (json_node_get_object (e), "level", 1, 3, FALSE, &level, error) ||
            !herald_json_get_bool (json_node_get_object (e), "active", &active, error))
          return FALSE;
        if (count_knights (p, level) >= HERALD_KNIGHTS_PER_RANK)
          return invalid (error, _("more than 2 knights of level %d: a player has 2 of each rank"),
                          level);
        p->knights[p->n_knights].level = level;
        p->knights[p->n_knights].active = active;
        p->n_knights++;
      }

  array = get_member_array (obj, "progress_cards", HERALD_HAND_LIMIT, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    {
      if (!self->rules.digital_cards && json_array_get_length (array) > 0)
        return invalid (error, _("“progress_cards”: with physical cards Herald holds no hands"));
      if (!get_card_list (array, "progress_cards", p->hand, &p->n_hand, error))
        return FALSE;
      for (guint i = 0; i < p->n_hand; i++)
        if (herald_card_is_vp (p->hand[i]))
          return invalid (error, _("“progress_cards”: the %s is revealed at once; list it in "
                          "“vp_cards”"), herald_card_to_id (p->hand[i]));
    }

  array = get_member_array (obj, "vp_cards", 2, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    {
      if (!get_card_list (array, "vp_cards", p->vp_cards, &p->n_vp_cards, error))
        return FALSE;
      for (guint i = 0; i < p->n_vp_cards; i++)
        if (!herald_card_is_vp (p->vp_cards[i]))
          return invalid (error, _("“vp_cards” holds only printer and constitution"));
    }
  return TRUE;
}

/* A17.1, A17.4: who holds a metropolis follows from the levels. The first player to reach
 * level 4 took it, so a player at level 4 or 5 means it has a holder; the first to reach
 * level 5 took it from a holder at level 4, so nobody is at level 5 beside such a holder.
 * @start: the position is the file's `start` (%HERALD_GAME_ERROR_INVALID, the message names
 * the member); otherwise the result of a `correct` action (%HERALD_GAME_ERROR_FORBIDDEN). */
gboolean
check_metropolis_levels (HeraldGame        *self,
                         const HeraldState *s,
                         gboolean           start,
                         GError           **error)
{
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      gint holder = s->metropolis[t];

      for (guint p = 0; p < s->n_players; p++)
        {
          guint level = s->players[p].improvements[t];
          const char *name = self->players[p].name;
          const char *track = herald_track_get_name (t);

          if (holder < 0 && level >= 4 && start)
            return invalid (error,
                            /* Translators: a refused position: player, level, track, track */
                            _("start.players: %s is at level %u in %s, but nobody holds the %s "
                              "metropolis: the first player to reach level 4 took it (A17.1)"),
                            name, level, track, track);
          if (holder < 0 && level >= 4)
            return refuse (error,
                           /* Translators: a refused correction: player, level, track, track */
                           _("%s is at level %u in %s, but nobody holds the %s metropolis: the "
                             "first player to reach level 4 took it (A17.1)"),
                           name, level, track, track);
          if (holder >= 0 && (gint) p != holder && level == HERALD_MAX_LEVEL &&
              s->players[holder].improvements[t] < HERALD_MAX_LEVEL)
            {
              if (start)
                return invalid (error,
                                /* Translators: a refused position: player, track, holder */
                                _("start.players: %s is at level 5 in %s while %s holds its "
                                  "metropolis at level 4: the first player to reach level 5 "
                                  "takes it (A17.4)"),
                                name, track, self->players[holder].name);
              return refuse (error,
                             /* Translators: a refused correction: player, track, holder */
                             _("%s is at level 5 in %s while %s holds its metropolis at level "
                               "4: the first player to reach level 5 takes it (A17.4)"),
                             name, track, self->players[holder].name);
            }
        }
    }
  return TRUE;
}

gboolean
parse_start (HeraldGame  *self,
             HeraldState *s,
             JsonNode    *start,
             GError     **error)
{
  JsonObject *obj;
  JsonNode *node;
  gint round = 1, current = 0, position = 0;
  gboolean first_attack = FALSE, setup = FALSE;
  gboolean longest = FALSE, merchant = FALSE;
  guint used[HERALD_N_CARDS] = { 0, };
  gboolean given[HERALD_N_TRACKS] = { FALSE, };
  g_autoptr(HeraldRng) rng = NULL;

  if (start != NULL && !JSON_NODE_HOLDS_OBJECT (start))
    return invalid (error, _("“start” must be an object"));
  obj = start != NULL ? json_node_get_object (start) : NULL;

  if (obj != NULL)
    {
      if (!herald_check_members (obj, start_members, "start", error))
        return FALSE;
      if (!herald_json_get_bool (obj, "setup", &setup, error) ||
          !herald_json_get_int (obj, "round", 1, 100000, FALSE, &round, error) ||
          !herald_json_get_int (obj, "current", 0, self->n_players - 1, FALSE, &current, error) ||
          !herald_json_get_int (obj, "barbarian_position", 0,
                                herald_rules_get_track_length (&self->rules, FALSE) - 1, FALSE,
                                &position, error) ||
          !herald_json_get_bool (obj, "first_attack_done", &first_attack, error))
        return FALSE;
      if ((guint) position >= herald_rules_get_track_length (&self->rules, first_attack))
        return invalid (error, _("“barbarian_position” %d: the ship would have landed"), position);
    }

  s->round = round;
  s->current = current;
  s->barbarian_position = position;
  s->first_attack_done = first_attack;

  node = obj != NULL ? json_object_get_member (obj, "players") : NULL;
  if (setup)
    {
      if (node != NULL || current != 0)
        return invalid (error, _("“setup” starts from an empty board with player 0: “players” "
                        "and “current” cannot be given with it"));
      s->phase = HERALD_PHASE_SETUP;
    }
  else if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (json_node_get_array (node)) != self->n_players)
        return invalid (error, _("“start.players” must list every player, in order"));
      array = json_node_get_array (node);
      for (guint i = 0; i < self->n_players; i++)
        {
          g_autoptr(GError) local = NULL;

          if (!parse_start_player (self, s, i, json_array_get_element (array, i), &longest,
                                   &merchant, &local))
            {
              g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                           _("start.players[%u]: %s"), i, local->message);
              return FALSE;
            }
        }
      if (!check_metropolis_levels (self, s, TRUE, error))
        return FALSE;
    }
  else
    for (guint i = 0; i < self->n_players; i++)
      {
        s->players[i].settlements = 1;
        add_city (&s->players[i]);
      }

  for (guint p = 0; p < self->n_players; p++)
    {
      for (guint i = 0; i < s->players[p].n_hand; i++)
        used[s->players[p].hand[i]]++;
      for (guint i = 0; i < s->players[p].n_vp_cards; i++)
        used[s->players[p].vp_cards[i]]++;
    }

  node = obj != NULL ? json_object_get_member (obj, "decks") : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!self->rules.digital_cards)
        return invalid (error, _("“start.decks”: with physical cards Herald holds no decks"));
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, _("“start.decks” must be an object"));
      if (!herald_check_members (json_node_get_object (node), track_members, "start.decks",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          g_autoptr(GError) local = NULL;
          JsonArray *array = get_member_array (json_node_get_object (node),
                                               herald_track_to_string (t), HERALD_DECK_SIZE,
                                               &local);

          if (local != NULL)
            {
              g_propagate_prefixed_error (error, g_steal_pointer (&local), "start.decks: ");
              return FALSE;
            }
          if (array == NULL)
            continue;
          given[t] = TRUE;
          if (!get_card_list (array, herald_track_to_string (t), s->deck[t], &s->n_deck[t], error))
            return FALSE;
          for (guint i = 0; i < s->n_deck[t]; i++)
            {
              if (herald_card_get_track (s->deck[t][i]) != t)
                return invalid (error, _("start.decks: the %s is not a %s card"),
                                herald_card_to_id (s->deck[t][i]), herald_track_to_string (t));
              used[s->deck[t][i]]++;
            }
        }
    }

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    if (used[c] > herald_card_get_count (c, self->rules.edition))
      return invalid (error, _("%u %s cards placed, but the %s deck holds %u"), used[c],
                      herald_card_to_id (c), herald_edition_to_string (self->rules.edition),
                      herald_card_get_count (c, self->rules.edition));

  if (self->rules.digital_cards)
    {
      rng = herald_rng_new_with_seed (self->seed);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          guint8 all[HERALD_DECK_SIZE];
          guint n, left[HERALD_N_CARDS];

          if (given[t])
            continue;
          memcpy (left, used, sizeof left);
          n = herald_deck_composition (t, self->rules.edition, all);
          s->n_deck[t] = 0;
          for (guint i = 0; i < n; i++)
            {
              if (left[all[i]] > 0)
                left[all[i]]--;
              else
                s->deck[t][s->n_deck[t]++] = all[i];
            }
          herald_rng_shuffle (rng, s->deck[t], s->n_deck[t]);
        }
    }
  return TRUE;
}
