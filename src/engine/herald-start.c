/* herald-start.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The typed position a game starts from (HeraldStart): the one reader and the one writer of the
 * save format's `start`, built from a game, and turned into a game through the one validation
 * (herald-position.c), so that the save loader, the dialogs entering a position and the new
 * games share it and nothing else touches the JSON of a position. */

#include "config.h"

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
  start->turn_given = TRUE;
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
      sp->metropolis_walls = count_metropolis_walls (ps);
      for (guint c = 0; c < ps->n_cities; c++)
        sp->sabotaged += ps->cities[c].metropolis < 0 && ps->cities[c].sabotaged;
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

  if (game->rules.digital_cards && herald_game_start_has_decks (game))
    start->decks_given = HERALD_START_ALL_DECKS;
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
 * Writes @start as the `start` member of docs/save-format.md: the setup round when it is one,
 * the turn when given, every player's position when given (their progress cards for digital
 * cards only), the decks given.
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
  if (start->setup)
    add_bool (builder, "setup", TRUE);
  if (start->turn_given)
    {
      add_int (builder, "round", start->round);
      add_int (builder, "current", start->current);
      add_int (builder, "barbarian_position", start->barbarian_position);
      add_bool (builder, "first_attack_done", start->first_attack_done);
    }

  if (start->n_players > 0)
    {
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < start->n_players && p < HERALD_MAX_PLAYERS; p++)
        {
          const HeraldStartPlayer *sp = &start->players[p];
          guint metros;

          json_builder_begin_object (builder);
          add_int (builder, "settlements", sp->settlements);
          add_int (builder, "sixth_settlements", sp->sixth_settlements);
          add_int (builder, "cities", sp->cities);
          add_int (builder, "walls", sp->walls);
          /* only when the walls do not stand as a position without it puts them (ordinary
           * cities first): such a position is written as before */
          metros = MIN (sp->cities, (guint) __builtin_popcount (sp->metropolises));
          if (sp->metropolis_walls > default_metropolis_walls (sp->walls, sp->cities - metros))
            add_int (builder, "metropolis_walls", sp->metropolis_walls);
          /* only when some are: a position without them is written as before */
          if (sp->sabotaged > 0)
            add_int (builder, "sabotaged", sp->sabotaged);
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

  if (start->decks_given != 0)
    {
      json_builder_set_member_name (builder, "decks");
      json_builder_begin_object (builder);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (start->decks_given & (1u << t))
          add_cards (builder, herald_track_to_string (t), start->deck[t], MIN (start->n_deck[t], HERALD_MAX_DECK));
      json_builder_end_object (builder);
    }

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Reading a position from a file: the shape of the JSON (types, members, ranges, card and track
 * names); whether the position obeys the rules is herald-position.c's, for a file and a position
 * from the table alike. The messages name the member. */

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
      herald_invalid (error, _("“%s” must be an array"), name);
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max)
    {
      herald_invalid (error, _("“%s” has more than %u entries"), name, max);
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
        return herald_invalid (error, _("“%s”: entry %u is not a card id"), name, i);
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

/* An optional array member, at most @max entries; %NULL when absent, or with @error set */
static gboolean
get_optional_array (JsonObject  *obj,
                    const char  *name,
                    guint        max,
                    JsonArray  **out,
                    GError     **error)
{
  g_autoptr(GError) local = NULL;

  *out = get_member_array (obj, name, max, &local);
  if (local == NULL)
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

static const char * const start_members[] = {
  "setup", "round", "current", "barbarian_position", "first_attack_done", "players", "decks", NULL
};
static const char * const start_turn_members[] = {
  "round", "current", "barbarian_position", "first_attack_done", NULL
};
static const char * const start_player_members[] = {
  "settlements", "sixth_settlements", "cities", "metropolises", "walls", "metropolis_walls",
  "sabotaged", "knights",
  "improvements", "progress_cards", "vp_cards", "defender", "longest_road", "merchant", NULL
};
static const char * const track_members[] = { "trade", "politics", "science", NULL };
static const char * const knight_members[] = { "level", "active", NULL };

static gboolean
player_from_json (HeraldStartPlayer  *sp,
                  JsonNode           *node,
                  GError            **error)
{
  JsonObject *obj;
  JsonArray *array;
  JsonNode *member;
  gint settlements = 1, cities = 1, walls = 0, metropolis_walls = 0, sabotaged = 0, sixth = 0;
  gint defender = 0;
  gboolean longest = FALSE, merchant = FALSE;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return herald_invalid (error, _("must be an object"));
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, start_player_members, "", error))
    return FALSE;

  if (!herald_json_get_int (obj, "settlements", 0, 5, FALSE, &settlements, error) ||
      !herald_json_get_int (obj, "sixth_settlements", 0, 4, FALSE, &sixth, error) ||
      !herald_json_get_int (obj, "cities", 0, 4, FALSE, &cities, error) ||
      !herald_json_get_int (obj, "walls", 0, 3, FALSE, &walls, error) ||
      !herald_json_get_int (obj, "metropolis_walls", 0, 3, FALSE, &metropolis_walls, error) ||
      !herald_json_get_int (obj, "sabotaged", 0, 4, FALSE, &sabotaged, error) ||
      !herald_json_get_int (obj, "defender", 0, 1000, FALSE, &defender, error) ||
      !herald_json_get_bool (obj, "longest_road", &longest, error) ||
      !herald_json_get_bool (obj, "merchant", &merchant, error))
    return FALSE;
  sp->settlements = settlements;
  sp->sixth_settlements = sixth;
  sp->cities = cities;
  sp->walls = walls;
  sp->metropolis_walls = metropolis_walls;
  sp->sabotaged = sabotaged;
  sp->defender = defender;
  sp->longest_road = longest;
  sp->merchant = merchant;

  member = json_object_get_member (obj, "improvements");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!JSON_NODE_HOLDS_OBJECT (member))
        return herald_invalid (error, _("“improvements” must be an object"));
      if (!herald_check_members (json_node_get_object (member), track_members, "improvements",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          gint level = 0;

          if (!herald_json_get_int (json_node_get_object (member), herald_track_to_string (t),
                                    0, 5, FALSE, &level, error))
            return FALSE;
          sp->improvements[t] = level;
        }
    }

  if (!get_optional_array (obj, "metropolises", 3, &array, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      HeraldTrack t;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          !herald_track_from_string (json_node_get_string (e), &t))
        return herald_invalid (error, _("“metropolises” lists tracks: trade, politics, science"));
      if (sp->metropolises & (1u << t))
        return herald_invalid (error, _("the %s metropolis has two holders"),
                               herald_track_to_string (t));
      sp->metropolises |= 1u << t;
    }

  if (!get_optional_array (obj, "knights", HERALD_MAX_KNIGHTS, &array, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      gint level = 0;
      gboolean active = FALSE;

      if (!JSON_NODE_HOLDS_OBJECT (e))
        return herald_invalid (error, _("“knights” entries are objects {level, active}"));
      if (!herald_check_members (json_node_get_object (e), knight_members, "knights", error))
        return FALSE;
      if (!json_object_has_member (json_node_get_object (e), "level"))
        return herald_invalid (error, _("knight %u has no “level”"), i);
      if (!herald_json_get_int (json_node_get_object (e), "level", 1, 3, FALSE, &level, error) ||
          !herald_json_get_bool (json_node_get_object (e), "active", &active, error))
        return FALSE;
      sp->knight_level[sp->n_knights] = level;
      sp->knight_active[sp->n_knights] = active;
      sp->n_knights++;
    }

  if (!get_optional_array (obj, "progress_cards", HERALD_HAND_LIMIT, &array, error) ||
      (array != NULL && !get_card_list (array, "progress_cards", sp->hand, &sp->n_hand, error)))
    return FALSE;
  if (!get_optional_array (obj, "vp_cards", 2, &array, error) ||
      (array != NULL && !get_card_list (array, "vp_cards", sp->vp_cards, &sp->n_vp_cards, error)))
    return FALSE;

  return TRUE;
}

/**
 * herald_start_from_json:
 * @start: (out caller-allocates): the position read
 * @node: the `start` member of a save file (docs/save-format.md)
 * @rules: the rules of the game (the length of the barbarian track)
 * @n_players: the number of players of the game
 * @error: %HERALD_GAME_ERROR_INVALID naming the member ("start.players[1]: “cities” is 7,
 *   outside 0–4") when @node is not a position
 *
 * Reads a position from a file: its shape only, the rules of a starting position (RULES.md
 * A17, A19, ...) are checked when a game is made from it (herald_game_new()). Members left out
 * take their defaults: round 1, player 0, the ship at the start, each player with 1 settlement
 * and 1 city, the decks shuffled.
 *
 * Returns: %TRUE when @start was read
 */
gboolean
herald_start_from_json (HeraldStart        *start,
                        JsonNode           *node,
                        const HeraldRules  *rules,
                        guint               n_players,
                        GError            **error)
{
  JsonObject *obj;
  JsonNode *member;
  gint round = 1, current = 0, position = 0;
  gboolean first_attack = FALSE, setup = FALSE;

  g_return_val_if_fail (start != NULL, FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);

  herald_start_init (start);
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return herald_invalid (error, _("“start” must be an object"));
  obj = json_node_get_object (node);

  if (!herald_check_members (obj, start_members, "start", error))
    return FALSE;
  if (!herald_json_get_bool (obj, "setup", &setup, error) ||
      !herald_json_get_int (obj, "round", 1, 100000, FALSE, &round, error) ||
      !herald_json_get_int (obj, "current", 0, (gint) n_players - 1, FALSE, &current, error) ||
      !herald_json_get_int (obj, "barbarian_position", 0,
                            herald_rules_get_track_length (rules, FALSE) - 1, FALSE,
                            &position, error) ||
      !herald_json_get_bool (obj, "first_attack_done", &first_attack, error))
    return FALSE;
  start->setup = setup;
  start->round = round;
  start->current = current;
  start->barbarian_position = position;
  start->first_attack_done = first_attack;
  start->turn_given = FALSE;
  for (guint i = 0; start_turn_members[i] != NULL; i++)
    start->turn_given |= json_object_has_member (obj, start_turn_members[i]);

  member = json_object_get_member (obj, "players");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (member) ||
          json_array_get_length (json_node_get_array (member)) != n_players ||
          n_players > HERALD_MAX_PLAYERS)
        return herald_invalid (error, _("“start.players” must list every player, in order"));
      array = json_node_get_array (member);
      for (guint i = 0; i < n_players; i++)
        {
          g_autoptr(GError) local = NULL;

          if (!player_from_json (&start->players[i], json_array_get_element (array, i), &local))
            {
              g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                           _("start.players[%u]: %s"), i, local->message);
              return FALSE;
            }
        }
      start->n_players = n_players;
    }

  member = json_object_get_member (obj, "decks");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!JSON_NODE_HOLDS_OBJECT (member))
        return herald_invalid (error, _("“start.decks” must be an object"));
      if (!herald_check_members (json_node_get_object (member), track_members, "start.decks",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          g_autoptr(GError) local = NULL;
          JsonArray *array = get_member_array (json_node_get_object (member),
                                               herald_track_to_string (t), HERALD_DECK_SIZE,
                                               &local);

          if (local != NULL)
            {
              g_propagate_prefixed_error (error, g_steal_pointer (&local), "start.decks: ");
              return FALSE;
            }
          if (array == NULL)
            continue;
          start->decks_given |= 1u << t;
          if (!get_card_list (array, herald_track_to_string (t), start->deck[t], &start->n_deck[t],
                              error))
            return FALSE;
        }
    }
  return TRUE;
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
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (start != NULL, NULL);

  if (!herald_player_names_check_distinct (players, n_players, error))
    return NULL;
  return game_new (rules, players, n_players, start, seed, TRUE, error);
}

/**
 * herald_start_is_in_progress:
 * @start: (nullable): a game's start (herald_game_get_start())
 *
 * Whether @start is the position of a game in progress, entered at the table: no setup round,
 * and the turn or the players given (docs/save-format.md, `start`). The decks alone do not
 * make one: a new game with Herald's cards and without the setup round has its shuffled decks
 * in its start (herald_game_new_shuffled()) and is a new game all the same, with nothing to
 * enter (tester report 34, N34-1: any player could be given the merchant and its victory point
 * there before the first roll, RULES.md A20).
 *
 * Returns: %TRUE for a game in progress, %FALSE for a new game or no start
 */
gboolean
herald_start_is_in_progress (const HeraldStart *start)
{
  return start != NULL && !start->setup && (start->turn_given || start->n_players > 0);
}

static gboolean
entering_position (HeraldGame *game,
                   gboolean    decks_alone)
{
  const HeraldStart *start = game->start;

  if (game->state.phase == HERALD_PHASE_SETUP || start == NULL ||
      !(herald_start_is_in_progress (start) ||
        (decks_alone && !start->setup && start->decks_given != 0)))
    return FALSE;
  for (guint i = 0; i < game->log->len; i++)
    switch (g_array_index (game->log, HeraldAction, i).type)
      {
      case HERALD_ACTION_CORRECT:
      /* the badges set where the merchant and Longest Road stand, part of the position: the
       * first ended the entering, and the Merchant badge was refused at once, with the words
       * of a game under way (tester report 41, N41-5) */
      case HERALD_ACTION_SET_MERCHANT:
      case HERALD_ACTION_SET_LONGEST_ROAD:
        break;
      default:
        return FALSE;
      }
  return TRUE;
}

/**
 * herald_game_is_entering_position:
 * @game: a game
 *
 * A game in progress whose position is still being entered: started from a position
 * (herald_start_is_in_progress()), with nothing done yet but corrections and the merchant and
 * Longest Road set (`set_merchant`, `set_longest_road`: the badges). Corrections then
 * may also set the pillaged cities, the cards in hand and the revealed victory point cards,
 * and arrange the decks (a `correct` action, docs/save-format.md), and the merchant may be
 * set with digital cards (RULES.md A20).
 */
gboolean
herald_game_is_entering_position (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);

  return entering_position (game, FALSE);
}

/**
 * herald_game_can_arrange_decks:
 * @game: a game
 *
 * Whether the table may now put the cards it knows on top of the progress card decks
 * (Arrange Progress Card Decks, a `correct` action's `decks`): with digital cards, while the
 * position of a game in progress is entered (herald_game_is_entering_position()), and not once
 * the game is over, where every step is refused (RULES.md A21.3; a correction to the target
 * on the own turn wins before the first roll: tester report 37, N37-6).
 */
gboolean
herald_game_can_arrange_decks (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, FALSE);

  return game->rules.digital_cards && game->state.phase != HERALD_PHASE_OVER &&
         entering_position (game, FALSE);
}

/* As herald_game_is_entering_position () was before December 2026 (tester report 34, N34-1),
 * when a start with the decks alone counted too: a file's own steps are read so (a `correct`
 * of the cards in hand, the revealed cards or the decks), so that what a new game without the
 * setup round accepted before its first roll then still loads */
gboolean
herald_game_is_entering_position_as_written (HeraldGame *game)
{
  return entering_position (game, TRUE);
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

  return game->start != NULL && game->start->decks_given != 0;
}

/**
 * herald_game_get_start:
 * @game: a game
 *
 * Returns: (transfer none) (nullable): the position @game starts from as given (saved as its
 *   `start`), %NULL for the position after the setup round with the decks shuffled from the seed
 */
const HeraldStart *
herald_game_get_start (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  return game->start;
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
