/* herald-action.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-private.h"
#include "herald-action.h"
#include "herald-enums.h"

/**
 * herald_action_init:
 * @action: (out caller-allocates): the action to fill
 * @type: the action type
 * @player: the acting player, or %HERALD_UNSET
 *
 * Fills @action with @type and @player and every optional member unset.
 */
void
herald_action_init (HeraldAction     *action,
                    HeraldActionType  type,
                    gint              player)
{
  memset (action, 0, sizeof *action);
  action->type = type;
  action->player = player;
  action->card = HERALD_UNSET;
  action->city = HERALD_UNSET;
  action->knight = HERALD_UNSET;
  action->knights[0] = action->knights[1] = HERALD_UNSET;
  action->target = HERALD_UNSET;
  action->target_knight = HERALD_UNSET;
  action->target_card = HERALD_UNSET;
  action->flag = HERALD_UNSET;
  action->sabotaged = HERALD_UNSET;
  action->correction.settlements = HERALD_UNSET;
  action->correction.cities = HERALD_UNSET;
  action->correction.walls = HERALD_UNSET;
  action->correction.metropolis_walls = HERALD_UNSET;
  action->correction.defender = HERALD_UNSET;
  action->correction.metropolises = HERALD_UNSET;
  action->correction.n_knights = HERALD_UNSET;
  action->correction.sixth_settlements = HERALD_UNSET;
  action->correction.sabotaged = HERALD_UNSET;
  action->correction.n_hand = HERALD_UNSET;
  action->correction.n_vp_cards = HERALD_UNSET;
  action->correction.first_attack_done = HERALD_UNSET;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    action->correction.improvements[t] = HERALD_UNSET;
}

const char *
herald_action_type_to_string (HeraldActionType type)
{
  g_return_val_if_fail (type < HERALD_N_ACTIONS, NULL);
  return herald_enum_to_nick (HERALD_TYPE_ACTION_TYPE, type);
}

/* Decoding helpers: every one sets a GError naming the member. */

#define fail(error, ...) herald_invalid ((error), __VA_ARGS__)
#define get_int herald_json_get_int
#define get_bool herald_json_get_bool

static gboolean
get_string (JsonObject  *obj,
            const char  *name,
            gboolean     required,
            const char **out,
            GError     **error)
{
  JsonNode *node = json_object_get_member (obj, name);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (required)
        return fail (error, _("“%s” is missing"), name);
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (error, _("“%s” must be a string"), name);
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_track (JsonObject   *obj,
           const char   *name,
           HeraldTrack  *out,
           GError      **error)
{
  const char *s;

  if (!get_string (obj, name, TRUE, &s, error))
    return FALSE;
  if (!herald_track_from_string (s, out))
    return fail (error, _("“%s” must be trade, politics or science, not “%.32s”"), name, s);
  return TRUE;
}

static gboolean
get_card (JsonObject  *obj,
          const char  *name,
          gboolean     required,
          gint        *out,
          GError     **error)
{
  const char *s;
  HeraldCard card;

  if (!get_string (obj, name, required, &s, error))
    return FALSE;
  if (s == NULL)
    return TRUE;
  if (!herald_card_from_id (s, &card))
    return fail (error, _("“%s”: unknown card “%.32s”"), name, s);
  *out = card;
  return TRUE;
}

static gboolean
get_player (JsonObject  *obj,
            guint        n_players,
            const char  *name,
            gboolean     required,
            gint        *out,
            GError     **error)
{
  return get_int (obj, name, 0, (gint) n_players - 1, required, out, error);
}

static gboolean
decode_knight_list (JsonNode  *node,
                    guint8    *mask,
                    GError   **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, _("“commit” must list knight indices per player"));
  array = json_node_get_array (node);
  if (json_array_get_length (array) > HERALD_MAX_KNIGHTS)
    return fail (error, _("“commit”: a player has at most 6 knights"));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64)
        return fail (error, _("“commit”: knight indices must be integers"));
      v = json_node_get_int (e);
      if (v < 0 || v >= HERALD_MAX_KNIGHTS)
        return fail (error, _("“commit”: knight index %lld is outside 0–5"),
                     (long long) v);
      if (*mask & (1u << v))
        return fail (error, _("“commit”: knight %lld is listed twice for one player"),
                     (long long) v);
      *mask |= 1u << v;
    }
  return TRUE;
}

static gboolean
decode_roll (JsonObject    *obj,
             HeraldAction  *action,
             GError       **error)
{
  const char *event;
  gint red = 0, white = 0, alchemist = 0, again = 0, entered = 0;
  JsonNode *commit;

  if (!get_string (obj, "event", TRUE, &event, error))
    return FALSE;
  if (!herald_event_from_string (event, &action->roll.event))
    return fail (error, _("“event” must be ship, trade, politics or science, not “%.32s”"), event);
  if (!get_int (obj, "red", 1, 6, TRUE, &red, error) ||
      !get_int (obj, "white", 1, 6, TRUE, &white, error) ||
      !get_bool (obj, "alchemist", &alchemist, error) ||
      !get_bool (obj, "again", &again, error) ||
      !get_bool (obj, "entered", &entered, error))
    return FALSE;
  action->again = again == 1;
  action->roll.red = red;
  action->roll.white = white;
  action->roll.alchemist = alchemist == 1;
  action->roll.entered = entered == 1;

  commit = json_object_get_member (obj, "commit");
  if (commit != NULL && !JSON_NODE_HOLDS_NULL (commit))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (commit))
        return fail (error, _("“commit” must be an array with one list per player"));
      array = json_node_get_array (commit);
      if (json_array_get_length (array) > HERALD_MAX_PLAYERS)
        return fail (error, _("“commit” has more lists than players"));
      for (guint p = 0; p < json_array_get_length (array); p++)
        if (!decode_knight_list (json_array_get_element (array, p), &action->commit[p], error))
          return FALSE;
      action->n_commit_lists = json_array_get_length (array);
      action->has_commit = TRUE;
    }
  return TRUE;
}

static const char * const track_members[] = { "trade", "politics", "science", NULL };
static const char * const knight_members[] = { "level", "active", NULL };

/* An optional list of card ids, at most @max: *@n stays %HERALD_UNSET when it is absent */
static gboolean
decode_cards (JsonObject  *obj,
              const char  *name,
              guint8      *cards,
              guint        max,
              gint        *n,
              GError     **error)
{
  JsonNode *node = json_object_get_member (obj, name);
  JsonArray *array;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return fail (error, _("“%s” must be an array"), name);
  array = json_node_get_array (node);
  if (json_array_get_length (array) > max)
    return fail (error, _("“%s” has more than %u entries"), name, max);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      HeraldCard card;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          !herald_card_from_id (json_node_get_string (e), &card))
        return fail (error, _("“%s”: entry %u is not a card id"), name, i);
      cards[i] = card;
    }
  *n = json_array_get_length (array);
  return TRUE;
}

static gboolean
decode_correction (JsonObject        *obj,
                   HeraldCorrection  *c,
                   GError           **error)
{
  JsonNode *node;

  if (!get_int (obj, "settlements", 0, 5, FALSE, &c->settlements, error) ||
      !get_int (obj, "cities", 0, 4, FALSE, &c->cities, error) ||
      !get_int (obj, "walls", 0, 3, FALSE, &c->walls, error) ||
      !get_int (obj, "defender", 0, 1000, FALSE, &c->defender, error))
    return FALSE;

  node = json_object_get_member (obj, "improvements");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, _("“improvements” must be an object"));
      if (!herald_check_members (json_node_get_object (node), track_members, "improvements",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (!get_int (json_node_get_object (node), herald_track_to_string (t), 0, 5, FALSE,
                      &c->improvements[t], error))
          return FALSE;
    }

  node = json_object_get_member (obj, "metropolises");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return fail (error, _("“metropolises” must be an array of tracks"));
      array = json_node_get_array (node);
      c->metropolises = 0;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *e = json_array_get_element (array, i);
          HeraldTrack t;

          if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
              !herald_track_from_string (json_node_get_string (e), &t))
            return fail (error, _("“metropolises” lists tracks: trade, politics, science"));
          if (c->metropolises & (1 << t))
            return fail (error, _("“metropolises” names the %s metropolis twice"),
                         herald_track_to_string (t));
          c->metropolises |= 1 << t;
        }
    }

  node = json_object_get_member (obj, "knights");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return fail (error, _("“knights” must be an array"));
      array = json_node_get_array (node);
      if (json_array_get_length (array) > HERALD_MAX_KNIGHTS)
        return fail (error, _("“knights”: at most 6 knights"));
      c->n_knights = json_array_get_length (array);
      for (guint i = 0; i < (guint) c->n_knights; i++)
        {
          JsonNode *k = json_array_get_element (array, i);
          gint level = 0, active = 0;

          if (!JSON_NODE_HOLDS_OBJECT (k))
            return fail (error, _("“knights” entries must be objects"));
          if (!herald_check_members (json_node_get_object (k), knight_members, "knights", error))
            return FALSE;
          if (!get_int (json_node_get_object (k), "level", 1, 3, TRUE, &level, error) ||
              !get_bool (json_node_get_object (k), "active", &active, error))
            return FALSE;
          c->knight_level[i] = level;
          c->knight_active[i] = active == 1;
        }
    }

  if (!get_int (obj, "sixth_settlements", 0, 4, FALSE, &c->sixth_settlements, error) ||
      !get_int (obj, "sabotaged", 0, 4, FALSE, &c->sabotaged, error) ||
      !get_int (obj, "metropolis_walls", 0, 3, FALSE, &c->metropolis_walls, error) ||
      !get_bool (obj, "first_attack_done", &c->first_attack_done, error) ||
      !decode_cards (obj, "progress_cards", c->hand, G_N_ELEMENTS (c->hand), &c->n_hand, error) ||
      !decode_cards (obj, "vp_cards", c->vp_cards, G_N_ELEMENTS (c->vp_cards), &c->n_vp_cards,
                     error))
    return FALSE;

  node = json_object_get_member (obj, "on_top");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return fail (error, _("“on_top” must be an object"));
      if (!herald_check_members (json_node_get_object (node), track_members, "on_top", error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          gint n = HERALD_UNSET;

          if (!decode_cards (json_node_get_object (node), herald_track_to_string (t),
                             c->on_top[t], HERALD_DECK_SIZE, &n, error))
            return FALSE;
          c->n_on_top[t] = MAX (n, 0);
        }
    }
  return TRUE;
}

/* The members docs/save-format.md defines for each action: anything else is refused, so that
 * a misspelt member cannot silently fall back to a default. */
static const char * const *
action_members (HeraldActionType type)
{
  static const char * const plain[] = { "type", "player", NULL };
  static const char * const roll[] = { "type", "player", "event", "red", "white", "alchemist",
                                       "commit", "again", "entered", NULL };
  static const char * const city[] = { "type", "player", "from", NULL };
  static const char * const wall[] = { "type", "player", "city", NULL };
  static const char * const knight[] = { "type", "player", "knight", NULL };
  static const char * const knight_action[] = { "type", "player", "knight", "kind", "target",
                                                "target_knight", "removed", NULL };
  static const char * const improve[] = { "type", "player", "track", "city", NULL };
  static const char * const deck[] = { "type", "player", "deck", NULL };
  static const char * const walled[] = { "type", "player", "walled", "sabotaged", NULL };
  static const char * const card[] = { "type", "player", "card", NULL };
  static const char * const play[] = { "type", "player", "card", "target", "target_knight",
                                       "target_card", "city", "knights", "place", "removed",
                                       "from", NULL };
  static const char * const correct[] = { "type", "player", "settlements", "cities", "walls",
                                          "defender", "improvements", "metropolises", "knights",
                                          "sixth_settlements", "sabotaged", "metropolis_walls",
                                          "progress_cards", "vp_cards", "on_top", "first_attack_done",
                                          NULL };

  switch (type)
    {
    case HERALD_ACTION_ROLL: return roll;
    case HERALD_ACTION_BUILD_CITY: return city;
    case HERALD_ACTION_BUILD_WALL: return wall;
    case HERALD_ACTION_UPGRADE_KNIGHT:
    case HERALD_ACTION_ACTIVATE_KNIGHT:
    case HERALD_ACTION_DEACTIVATE_KNIGHT:
    case HERALD_ACTION_REMOVE_KNIGHT: return knight;
    case HERALD_ACTION_KNIGHT_ACTION: return knight_action;
    case HERALD_ACTION_IMPROVE_CITY: return improve;
    case HERALD_ACTION_CHOOSE_DECK: return deck;
    case HERALD_ACTION_CHOOSE_CITY: return walled;
    case HERALD_ACTION_DISCARD_CARD:
    case HERALD_ACTION_REVEAL_VP_CARD: return card;
    case HERALD_ACTION_PLAY_CARD: return play;
    case HERALD_ACTION_CORRECT: return correct;
    default: return plain;
    }
}

/**
 * herald_action_from_json:
 * @node: a JSON object as in docs/save-format.md
 * @action: (out caller-allocates): the decoded action
 * @error: return location for a %HERALD_GAME_ERROR_INVALID error naming the bad member
 *
 * Decodes and range-checks one action. Whether the rules allow it is herald_game_apply()'s
 * question. Player indices are checked against 0–5 here and against the game later.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_action_from_json (JsonNode      *node,
                         HeraldAction  *action,
                         GError       **error)
{
  return herald_action_from_json_in_game (node, HERALD_MAX_PLAYERS, action, error);
}

/**
 * herald_action_from_json_in_game:
 * @node: a JSON object as in docs/save-format.md
 * @n_players: the players of the game the action is for (3–%HERALD_MAX_PLAYERS)
 * @action: (out caller-allocates): the decoded action
 * @error: return location for a %HERALD_GAME_ERROR_INVALID error naming the bad member
 *
 * As herald_action_from_json(), with player indices checked against the game's players: a
 * refusal gives their range ("“player” is 7, outside 0–2" in a game of three, where it said
 * 0–5: newcomer report 19, N19-9). The save loader decodes a file's steps so.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_action_from_json_in_game (JsonNode      *node,
                                 guint          n_players,
                                 HeraldAction  *action,
                                 GError       **error)
{
  JsonObject *obj;
  const char *type;
  gint t;
  gint player = HERALD_UNSET;

  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (n_players >= 1 && n_players <= HERALD_MAX_PLAYERS, FALSE);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return fail (error, _("an action must be an object"));
  obj = json_node_get_object (node);
  if (!get_string (obj, "type", TRUE, &type, error))
    return FALSE;
  if (!herald_enum_from_nick (HERALD_TYPE_ACTION_TYPE, type, &t))
    return fail (error, _("unknown action type “%.32s”"), type);

  herald_action_init (action, t, HERALD_UNSET);

  {
    g_autofree char *where = g_strdup (herald_action_type_to_string (t));

    if (!herald_check_members (obj, action_members (t), where, error))
      return FALSE;
  }

  switch (action->type)
    {
    case HERALD_ACTION_ROLL:
      /* the roll is the current player's; "player" may name them */
      return get_player (obj, n_players, "player", FALSE, &action->player, error) &&
             decode_roll (obj, action, error);

    case HERALD_ACTION_END_TURN:
    case HERALD_ACTION_END_SPECIAL_BUILD:
      return get_player (obj, n_players, "player", FALSE, &action->player, error);

    case HERALD_ACTION_SET_LONGEST_ROAD:
    case HERALD_ACTION_SET_MERCHANT:
      if (!json_object_has_member (obj, "player"))
        return fail (error, _("“player” is missing (null for nobody)"));
      return get_player (obj, n_players, "player", FALSE, &action->player, error);

    default:
      break;
    }

  if (!get_player (obj, n_players, "player", TRUE, &player, error))
    return FALSE;
  action->player = player;

  switch (action->type)
    {
    case HERALD_ACTION_BUILD_CITY:
      {
        const char *from;

        if (!get_string (obj, "from", FALSE, &from, error))
          return FALSE;
        if (from != NULL && strcmp (from, "settlement") == 0)
          action->flag = 0;
        else if (from != NULL && strcmp (from, "sixth_settlement") == 0)
          action->flag = 1;
        else if (from != NULL)
          return fail (error, _("“from” must be settlement or sixth_settlement"));
        return TRUE;
      }

    case HERALD_ACTION_BUILD_WALL:
      return get_int (obj, "city", 0, HERALD_MAX_CITIES - 1, FALSE, &action->city, error);

    case HERALD_ACTION_UPGRADE_KNIGHT:
    case HERALD_ACTION_ACTIVATE_KNIGHT:
    case HERALD_ACTION_DEACTIVATE_KNIGHT:
    case HERALD_ACTION_REMOVE_KNIGHT:
      return get_int (obj, "knight", 0, HERALD_MAX_KNIGHTS - 1, TRUE, &action->knight, error);

    case HERALD_ACTION_KNIGHT_ACTION:
      {
        const char *kind;
        gint k;

        if (!get_int (obj, "knight", 0, HERALD_MAX_KNIGHTS - 1, TRUE, &action->knight, error) ||
            !get_string (obj, "kind", TRUE, &kind, error))
          return FALSE;
        if (!herald_enum_from_nick (HERALD_TYPE_KNIGHT_ACTION_KIND, kind, &k))
          return fail (error, _("“kind” must be move, displace or chase_robber"));
        action->kind = k;
        if (action->kind == HERALD_KNIGHT_DISPLACE)
          return get_player (obj, n_players, "target", TRUE, &action->target, error) &&
                 get_int (obj, "target_knight", 0, HERALD_MAX_KNIGHTS - 1, TRUE,
                          &action->target_knight, error) &&
                 get_bool (obj, "removed", &action->flag, error);
        return TRUE;
      }

    case HERALD_ACTION_IMPROVE_CITY:
      return get_track (obj, "track", &action->track, error) &&
             get_int (obj, "city", 0, HERALD_MAX_CITIES - 1, FALSE, &action->city, error);

    case HERALD_ACTION_CHOOSE_DECK:
      return get_track (obj, "deck", &action->track, error);

    case HERALD_ACTION_CHOOSE_CITY:
      {
        if (!get_bool (obj, "walled", &action->flag, error))
          return FALSE;
        if (action->flag == HERALD_UNSET)
          return fail (error, _("“walled” is missing"));
        /* first edition: which of the cities with that wall, sabotaged or intact (A7.4, A15) */
        return get_bool (obj, "sabotaged", &action->sabotaged, error);
      }

    case HERALD_ACTION_DISCARD_CARD:
    case HERALD_ACTION_REVEAL_VP_CARD:
      return get_card (obj, "card", TRUE, &action->card, error);

    case HERALD_ACTION_PLAY_CARD:
      {
        JsonNode *knights;

        if (!get_card (obj, "card", TRUE, &action->card, error) ||
            !get_player (obj, n_players, "target", FALSE, &action->target, error) ||
            !get_int (obj, "target_knight", 0, HERALD_MAX_KNIGHTS - 1, FALSE,
                      &action->target_knight, error) ||
            !get_card (obj, "target_card", FALSE, &action->target_card, error) ||
            !get_int (obj, "city", 0, HERALD_MAX_CITIES - 1, FALSE, &action->city, error))
          return FALSE;
        if (action->card == HERALD_CARD_DESERTER)
          {
            if (!get_bool (obj, "place", &action->flag, error))
              return FALSE;
          }
        else if (action->card == HERALD_CARD_INTRIGUE)
          {
            if (!get_bool (obj, "removed", &action->flag, error))
              return FALSE;
          }
        else if (action->card == HERALD_CARD_MEDICINE)
          {
            const char *from;

            if (!get_string (obj, "from", FALSE, &from, error))
              return FALSE;
            if (from != NULL && strcmp (from, "settlement") == 0)
              action->flag = 0;
            else if (from != NULL && strcmp (from, "sixth_settlement") == 0)
              action->flag = 1;
            else if (from != NULL)
              return fail (error, _("“from” must be settlement or sixth_settlement"));
          }
        knights = json_object_get_member (obj, "knights");
        if (knights != NULL && !JSON_NODE_HOLDS_NULL (knights))
          {
            JsonArray *array;

            if (!JSON_NODE_HOLDS_ARRAY (knights))
              return fail (error, _("“knights” must be an array of knight indices"));
            array = json_node_get_array (knights);
            if (json_array_get_length (array) < 1 || json_array_get_length (array) > 2)
              return fail (error, _("“knights” must name one or two knights"));
            for (guint i = 0; i < json_array_get_length (array); i++)
              {
                JsonNode *e = json_array_get_element (array, i);
                gint64 v;

                if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_INT64)
                  return fail (error, _("“knights” must hold integers"));
                v = json_node_get_int (e);
                if (v < 0 || v >= HERALD_MAX_KNIGHTS)
                  return fail (error, _("“knights”: index %lld is outside 0–5"),
                                     (long long) v);
                action->knights[i] = (gint) v;
              }
          }
        return TRUE;
      }

    case HERALD_ACTION_CORRECT:
      return decode_correction (obj, &action->correction, error);

    default:
      return TRUE;
    }
}

static void
add_knight_list (JsonBuilder *b,
                 guint8       mask)
{
  json_builder_begin_array (b);
  for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
    if (mask & (1u << k))
      json_builder_add_int_value (b, k);
  json_builder_end_array (b);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint         value)
{
  if (value == HERALD_UNSET)
    return;
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

/* A list of card ids, left out when @n is %HERALD_UNSET */
static void
add_cards (JsonBuilder  *b,
           const char   *name,
           const guint8 *cards,
           gint          n)
{
  if (n == HERALD_UNSET)
    return;
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (gint i = 0; i < n; i++)
    json_builder_add_string_value (b, herald_card_to_id (cards[i]));
  json_builder_end_array (b);
}

/**
 * herald_action_to_json:
 * @action: an action
 *
 * Encodes @action canonically: members in a fixed order, optional members only when set, so
 * that save → load → save is byte-identical.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_action_to_json (const HeraldAction *action)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (action->type < HERALD_N_ACTIONS, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, herald_action_type_to_string (action->type));

  switch (action->type)
    {
    case HERALD_ACTION_ROLL:
      add_int (b, "player", action->player);
      json_builder_set_member_name (b, "event");
      json_builder_add_string_value (b, herald_event_to_string (action->roll.event));
      json_builder_set_member_name (b, "red");
      json_builder_add_int_value (b, action->roll.red);
      json_builder_set_member_name (b, "white");
      json_builder_add_int_value (b, action->roll.white);
      if (action->roll.alchemist)
        {
          json_builder_set_member_name (b, "alchemist");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (action->again)
        {
          json_builder_set_member_name (b, "again");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (action->roll.entered)
        {
          json_builder_set_member_name (b, "entered");
          json_builder_add_boolean_value (b, TRUE);
        }
      if (action->has_commit)
        {
          guint n = 0;

          for (guint p = 0; p < HERALD_MAX_PLAYERS; p++)
            if (action->commit[p] != 0)
              n = p + 1;
          json_builder_set_member_name (b, "commit");
          json_builder_begin_array (b);
          for (guint p = 0; p < n; p++)
            add_knight_list (b, action->commit[p]);
          json_builder_end_array (b);
        }
      break;

    case HERALD_ACTION_END_TURN:
    case HERALD_ACTION_END_SPECIAL_BUILD:
      add_int (b, "player", action->player);
      break;

    case HERALD_ACTION_SET_LONGEST_ROAD:
    case HERALD_ACTION_SET_MERCHANT:
      json_builder_set_member_name (b, "player");
      if (action->player == HERALD_UNSET)
        json_builder_add_null_value (b);
      else
        json_builder_add_int_value (b, action->player);
      break;

    default:
      add_int (b, "player", action->player);
      break;
    }

  switch (action->type)
    {
    case HERALD_ACTION_BUILD_CITY:
      if (action->flag != HERALD_UNSET)
        {
          json_builder_set_member_name (b, "from");
          json_builder_add_string_value (b, action->flag ? "sixth_settlement" : "settlement");
        }
      break;

    case HERALD_ACTION_BUILD_WALL:
      add_int (b, "city", action->city);
      break;

    case HERALD_ACTION_UPGRADE_KNIGHT:
    case HERALD_ACTION_ACTIVATE_KNIGHT:
    case HERALD_ACTION_DEACTIVATE_KNIGHT:
    case HERALD_ACTION_REMOVE_KNIGHT:
      add_int (b, "knight", action->knight);
      break;

    case HERALD_ACTION_KNIGHT_ACTION:
      add_int (b, "knight", action->knight);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_KNIGHT_ACTION_KIND, action->kind));
      if (action->kind == HERALD_KNIGHT_DISPLACE)
        {
          add_int (b, "target", action->target);
          add_int (b, "target_knight", action->target_knight);
          if (action->flag != HERALD_UNSET)
            {
              json_builder_set_member_name (b, "removed");
              json_builder_add_boolean_value (b, action->flag);
            }
        }
      break;

    case HERALD_ACTION_IMPROVE_CITY:
      json_builder_set_member_name (b, "track");
      json_builder_add_string_value (b, herald_track_to_string (action->track));
      add_int (b, "city", action->city);
      break;

    case HERALD_ACTION_CHOOSE_DECK:
      json_builder_set_member_name (b, "deck");
      json_builder_add_string_value (b, herald_track_to_string (action->track));
      break;

    case HERALD_ACTION_CHOOSE_CITY:
      json_builder_set_member_name (b, "walled");
      json_builder_add_boolean_value (b, action->flag == 1);
      if (action->sabotaged != HERALD_UNSET)
        {
          json_builder_set_member_name (b, "sabotaged");
          json_builder_add_boolean_value (b, action->sabotaged == 1);
        }
      break;

    case HERALD_ACTION_DISCARD_CARD:
    case HERALD_ACTION_REVEAL_VP_CARD:
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, herald_card_to_id (action->card));
      break;

    case HERALD_ACTION_PLAY_CARD:
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, herald_card_to_id (action->card));
      add_int (b, "target", action->target);
      add_int (b, "target_knight", action->target_knight);
      if (action->target_card != HERALD_UNSET)
        {
          json_builder_set_member_name (b, "target_card");
          json_builder_add_string_value (b, herald_card_to_id (action->target_card));
        }
      add_int (b, "city", action->city);
      if (action->knights[0] != HERALD_UNSET)
        {
          json_builder_set_member_name (b, "knights");
          json_builder_begin_array (b);
          for (guint i = 0; i < 2; i++)
            if (action->knights[i] != HERALD_UNSET)
              json_builder_add_int_value (b, action->knights[i]);
          json_builder_end_array (b);
        }
      if (action->flag != HERALD_UNSET)
        {
          if (action->card == HERALD_CARD_DESERTER)
            {
              json_builder_set_member_name (b, "place");
              json_builder_add_boolean_value (b, action->flag);
            }
          else if (action->card == HERALD_CARD_INTRIGUE)
            {
              json_builder_set_member_name (b, "removed");
              json_builder_add_boolean_value (b, action->flag);
            }
          else if (action->card == HERALD_CARD_MEDICINE)
            {
              json_builder_set_member_name (b, "from");
              json_builder_add_string_value (b, action->flag ? "sixth_settlement" : "settlement");
            }
        }
      break;

    case HERALD_ACTION_CORRECT:
      {
        const HeraldCorrection *c = &action->correction;

        add_int (b, "settlements", c->settlements);
        add_int (b, "cities", c->cities);
        add_int (b, "walls", c->walls);
        add_int (b, "defender", c->defender);
        if (c->improvements[0] != HERALD_UNSET || c->improvements[1] != HERALD_UNSET ||
            c->improvements[2] != HERALD_UNSET)
          {
            json_builder_set_member_name (b, "improvements");
            json_builder_begin_object (b);
            for (guint t = 0; t < HERALD_N_TRACKS; t++)
              add_int (b, herald_track_to_string (t), c->improvements[t]);
            json_builder_end_object (b);
          }
        if (c->metropolises != HERALD_UNSET)
          {
            json_builder_set_member_name (b, "metropolises");
            json_builder_begin_array (b);
            for (guint t = 0; t < HERALD_N_TRACKS; t++)
              if (c->metropolises & (1 << t))
                json_builder_add_string_value (b, herald_track_to_string (t));
            json_builder_end_array (b);
          }
        if (c->n_knights != HERALD_UNSET)
          {
            json_builder_set_member_name (b, "knights");
            json_builder_begin_array (b);
            for (guint i = 0; i < (guint) c->n_knights; i++)
              {
                json_builder_begin_object (b);
                json_builder_set_member_name (b, "level");
                json_builder_add_int_value (b, c->knight_level[i]);
                json_builder_set_member_name (b, "active");
                json_builder_add_boolean_value (b, c->knight_active[i]);
                json_builder_end_object (b);
              }
            json_builder_end_array (b);
          }
        add_int (b, "sixth_settlements", c->sixth_settlements);
        add_int (b, "sabotaged", c->sabotaged);
        add_int (b, "metropolis_walls", c->metropolis_walls);
        add_cards (b, "progress_cards", c->hand, c->n_hand);
        add_cards (b, "vp_cards", c->vp_cards, c->n_vp_cards);
        if (c->n_on_top[0] > 0 || c->n_on_top[1] > 0 || c->n_on_top[2] > 0)
          {
            json_builder_set_member_name (b, "on_top");
            json_builder_begin_object (b);
            for (guint t = 0; t < HERALD_N_TRACKS; t++)
              if (c->n_on_top[t] > 0)
                add_cards (b, herald_track_to_string (t), c->on_top[t], c->n_on_top[t]);
            json_builder_end_object (b);
          }
        if (c->first_attack_done != HERALD_UNSET)
          {
            json_builder_set_member_name (b, "first_attack_done");
            json_builder_add_boolean_value (b, c->first_attack_done);
          }
        break;
      }

    default:
      break;
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * herald_action_equal:
 * @a: an action
 * @b: another action
 *
 * Whether @a and @b are the same action as the log records it: their JSON in the save file
 * (herald_action_to_json(), canonical) is the same, byte for byte. The dice of a roll, its
 * `again` and `commit`, the player, every target and every corrected count count; @time
 * does not (it is kept beside the action, not in it), nor anything the JSON does not hold.
 * Used to keep the redo list when the table takes, as a new step, the very action Redo would
 * bring back (herald_game_apply(); docs/architecture.md, "Undo and redo").
 *
 * Returns: %TRUE when both encode to the same JSON
 */
gboolean
herald_action_equal (const HeraldAction *a,
                     const HeraldAction *b)
{
  g_autoptr(JsonNode) node_a = NULL;
  g_autoptr(JsonNode) node_b = NULL;
  g_autofree char *json_a = NULL;
  g_autofree char *json_b = NULL;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->type != b->type)
    return FALSE;
  node_a = herald_action_to_json (a);
  node_b = herald_action_to_json (b);
  if (node_a == NULL || node_b == NULL)
    return FALSE;
  json_a = json_to_string (node_a, FALSE);
  json_b = json_to_string (node_b, FALSE);
  return g_str_equal (json_a, json_b);
}
