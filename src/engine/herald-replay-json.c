/* herald-replay-json.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The JSON of outcomes and of the derived state: the output of `herald-cli replay` (a contract).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-enums.h"
#include "herald-game-private.h"

const char *
herald_outcome_type_to_string (HeraldOutcomeType type)
{
  g_return_val_if_fail (type < HERALD_N_OUTCOMES, NULL);
  return herald_enum_to_nick (HERALD_TYPE_OUTCOME_TYPE, type);
}

void
add_player_or_null (JsonBuilder *b,
                    const char  *name,
                    gint         player)
{
  json_builder_set_member_name (b, name);
  if (player < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, player);
}

void
add_int_member (JsonBuilder *b,
                const char  *name,
                gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_index_list (JsonBuilder  *b,
                const char   *name,
                const guint8 *players,
                guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, players[i]);
  json_builder_end_array (b);
}

/**
 * herald_outcome_to_json:
 * @outcome: an outcome
 *
 * Encodes an outcome as `herald-cli replay` prints it (docs/save-format.md).
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_outcome_to_json (const HeraldOutcome *o)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, herald_outcome_type_to_string (o->type));
  add_int_member (b, "action", o->action);

  switch (o->type)
    {
    case HERALD_OUTCOME_ROLLED:
      add_int_member (b, "player", o->player);
      add_int_member (b, "production", o->value);
      add_int_member (b, "red", o->position / 10);
      add_int_member (b, "white", o->position % 10);
      json_builder_set_member_name (b, "event");
      json_builder_add_string_value (b, herald_event_to_string (o->track));
      break;

    case HERALD_OUTCOME_SHIP_ADVANCED:
      add_int_member (b, "position", o->position);
      break;

    case HERALD_OUTCOME_ATTACK:
      add_int_member (b, "barbarian_strength", o->barbarian_strength);
      add_int_member (b, "knight_strength", o->knight_strength);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, o->catan_wins ? "catan" : "barbarians");
      add_player_or_null (b, "defender", o->defender);
      add_index_list (b, "tie_draw", o->players, o->catan_wins ? o->n_players : 0);
      add_index_list (b, "cities_lost", o->players, o->catan_wins ? 0 : o->n_players);
      json_builder_set_member_name (b, "contributions");
      json_builder_begin_array (b);
      for (guint i = 0; i < o->n_contributions; i++)
        json_builder_add_int_value (b, o->contributions[i]);
      json_builder_end_array (b);
      break;

    case HERALD_OUTCOME_PROGRESS_DRAW:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "deck");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      json_builder_set_member_name (b, "card");
      if (o->card < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_DECK_EMPTY:
      json_builder_set_member_name (b, "deck");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      if (o->player >= 0)
        add_index_list (b, "players", (guint8[]) { o->player }, 1);
      else
        add_index_list (b, "players", o->players, o->n_players);
      break;

    case HERALD_OUTCOME_SEVEN_LIMITS:
      add_int_member (b, "player", o->player);
      G_GNUC_FALLTHROUGH;
    case HERALD_OUTCOME_SEVEN:
      json_builder_set_member_name (b, "robber_may_move");
      json_builder_add_boolean_value (b, o->robber_may_move);
      json_builder_set_member_name (b, "discard_limits");
      json_builder_begin_array (b);
      for (guint i = 0; i < o->n_players; i++)
        json_builder_add_int_value (b, o->values[i]);
      json_builder_end_array (b);
      break;

    case HERALD_OUTCOME_METROPOLIS:
      json_builder_set_member_name (b, "track");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      add_player_or_null (b, "from", o->other);
      add_int_member (b, "to", o->player);
      break;

    case HERALD_OUTCOME_VP_CARD:
    case HERALD_OUTCOME_CARD_PLAYED:
    case HERALD_OUTCOME_CARD_DISCARDED:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "card");
      if (o->card < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_CARD_STOLEN:
      add_int_member (b, "player", o->player);
      add_int_member (b, "from", o->other);
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_SABOTEUR:
      add_int_member (b, "player", o->player);
      add_index_list (b, "players", o->players, o->n_players);
      break;

    case HERALD_OUTCOME_CITY_LOST:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "walled");
      json_builder_add_boolean_value (b, o->value == 1);
      /* choose_city: the walled city instead of the unwalled one the attack took, the same
       * loss (docs/save-format.md) */
      if (o->other >= 0)
        {
          json_builder_set_member_name (b, "replaces");
          json_builder_add_boolean_value (b, TRUE);
        }
      break;

    case HERALD_OUTCOME_KNIGHT_REMOVED:
    case HERALD_OUTCOME_KNIGHT_PLACED:
      add_int_member (b, "player", o->player);
      add_int_member (b, "level", o->value);
      break;

    case HERALD_OUTCOME_TURN:
      add_int_member (b, "player", o->player);
      add_int_member (b, "round", o->value);
      break;

    case HERALD_OUTCOME_REROLL:
    case HERALD_OUTCOME_SHIP_HELD:
    case HERALD_OUTCOME_SPECIAL_BUILD:
      break;

    case HERALD_OUTCOME_DEFENDER:
      add_int_member (b, "player", o->player);
      /* A6.5: a card of the box, or a token once the box has run out */
      json_builder_set_member_name (b, "physical_card");
      json_builder_add_boolean_value (b, o->value != 0);
      break;

    case HERALD_OUTCOME_HAND_LIMIT:
    case HERALD_OUTCOME_WINNER:
    default:
      add_int_member (b, "player", o->player);
      break;
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
add_card_ids (JsonBuilder  *b,
              const char   *name,
              const guint8 *cards,
              guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (b, herald_card_to_id (cards[i]));
  json_builder_end_array (b);
}

void
add_counts (JsonBuilder *b,
            const char  *name,
            const guint *counts,
            guint        from,
            guint        to)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = from; i <= to; i++)
    json_builder_add_int_value (b, counts[i]);
  json_builder_end_array (b);
}

static JsonNode *
statistics_to_json (HeraldGame *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  HeraldStatistics st;

  herald_game_get_statistics (self, &st);
  json_builder_begin_object (b);
  add_int_member (b, "rolls", st.n_rolls);
  add_counts (b, "totals", st.totals, 2, 12);
  add_counts (b, "red", st.red, 1, 6);
  add_counts (b, "white", st.white, 1, 6);
  json_builder_set_member_name (b, "events");
  json_builder_begin_object (b);
  for (guint e = 0; e < 4; e++)
    add_int_member (b, herald_event_to_string (e), st.events[e]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "chi_square");
  json_builder_add_double_value (b, round (st.chi_square * 1000) / 1000);
  json_builder_set_member_name (b, "p_value");
  json_builder_add_double_value (b, round (st.p_value * 1000) / 1000);
  add_int_member (b, "attacks", st.attacks);
  add_int_member (b, "catan_wins", st.catan_wins);
  add_counts (b, "draws", st.draws, 0, self->n_players - 1);
  add_counts (b, "cities_lost", st.cities_lost, 0, self->n_players - 1);
  add_int_member (b, "undone_rolls", st.n_undone_rolls);
  add_int_member (b, "rolls_again", st.n_rolls_again);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * herald_game_state_to_json:
 * @self: a game
 *
 * The derived state as `herald-cli replay` prints it: the contract of docs/save-format.md
 * ("What herald-cli replay prints"). Members are only ever added, never changed.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_game_state_to_json (HeraldGame *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const HeraldState *s = &self->state;

  json_builder_begin_object (b);
  add_int_member (b, "round", s->round);
  add_int_member (b, "current", s->current);
  add_int_member (b, "barbarian_position", s->barbarian_position);
  json_builder_set_member_name (b, "first_attack_done");
  json_builder_add_boolean_value (b, s->first_attack_done);
  json_builder_set_member_name (b, "robber_may_move");
  json_builder_add_boolean_value (b, robber_may_move (self, s));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_PHASE, s->phase));
  add_int_member (b, "barbarian_strength", herald_game_get_barbarian_strength (self));
  add_int_member (b, "attacks", s->attacks);
  add_int_member (b, "defender_cards_left", herald_game_get_defender_cards_left (self));

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_players; i++)
    {
      const HeraldPlayerState *p = &s->players[i];
      HeraldVp vp;

      compute_vp (s, i, &vp);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, self->players[i].name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, herald_color_to_string (self->players[i].color));
      add_int_member (b, "vp", vp.total);
      json_builder_set_member_name (b, "vp_breakdown");
      json_builder_begin_object (b);
      add_int_member (b, "settlements", vp.settlements);
      add_int_member (b, "cities", vp.cities);
      add_int_member (b, "metropolises", vp.metropolises);
      add_int_member (b, "longest_road", vp.longest_road);
      add_int_member (b, "defender", vp.defender);
      add_int_member (b, "merchant", vp.merchant);
      add_int_member (b, "vp_cards", vp.vp_cards);
      json_builder_end_object (b);
      add_int_member (b, "settlements", p->settlements + p->sixth_settlements);
      add_int_member (b, "sixth_settlements", p->sixth_settlements);
      add_int_member (b, "cities", p->n_cities);
      json_builder_set_member_name (b, "metropolises");
      json_builder_begin_array (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (s->metropolis[t] == (gint) i)
          json_builder_add_string_value (b, herald_track_to_string (t));
      json_builder_end_array (b);
      add_int_member (b, "walls", count_walls (p));
      json_builder_set_member_name (b, "knights");
      json_builder_begin_array (b);
      for (guint k = 0; k < p->n_knights; k++)
        {
          json_builder_begin_object (b);
          add_int_member (b, "level", p->knights[k].level);
          json_builder_set_member_name (b, "active");
          json_builder_add_boolean_value (b, p->knights[k].active);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      add_int_member (b, "knight_strength", knight_strength (p));
      json_builder_set_member_name (b, "improvements");
      json_builder_begin_object (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        add_int_member (b, herald_track_to_string (t), p->improvements[t]);
      json_builder_end_object (b);
      add_card_ids (b, "progress_cards", p->hand, p->n_hand);
      add_card_ids (b, "vp_cards", p->vp_cards, p->n_vp_cards);
      add_int_member (b, "defender", p->defender);
      json_builder_set_member_name (b, "longest_road");
      json_builder_add_boolean_value (b, p->longest_road);
      json_builder_set_member_name (b, "merchant");
      json_builder_add_boolean_value (b, p->merchant);
      add_int_member (b, "discard_limit", herald_discard_limit (count_walls (p)));
      /* A16.4: the level-3 abilities, kept even when every city is lost */
      json_builder_set_member_name (b, "abilities");
      json_builder_begin_array (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (p->improvements[t] >= 3)
          json_builder_add_string_value (b, herald_ability_to_string ((HeraldAbility) t));
      json_builder_end_array (b);
      {
        guint sabotaged = 0;

        /* every mark, as then: herald_game_get_sabotaged () but for the mark a file from before
         * December 2026 may hold under a metropolis, which this output has always counted
         * (docs/save-format.md, "A mark under a metropolis") */
        for (guint c = 0; c < p->n_cities; c++)
          sabotaged += p->cities[c].sabotaged;
        add_int_member (b, "sabotaged_cities", sabotaged);
      }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "decks");
  json_builder_begin_object (b);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      json_builder_set_member_name (b, herald_track_to_string (t));
      if (self->rules.digital_cards)
        json_builder_add_int_value (b, s->n_deck[t]);
      else
        json_builder_add_null_value (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "metropolis_holders");
  json_builder_begin_object (b);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    add_player_or_null (b, herald_track_to_string (t), s->metropolis[t]);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "outcomes");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->outcomes->len; i++)
    json_builder_add_value (b, herald_outcome_to_json (&g_array_index (self->outcomes,
                                                                       HeraldOutcome, i)));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "pending");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_pending; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_PENDING_TYPE, s->pending[i].type));
      add_int_member (b, "player", s->pending[i].player);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "statistics");
  json_builder_add_value (b, statistics_to_json (self));

  add_player_or_null (b, "winner", s->winner);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

