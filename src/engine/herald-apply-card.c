/* herald-apply-card.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A progress card played (the "play_card" action of herald_game_apply ()): whether it may be
 * played now and by whom, and its effect on the state (RULES.md A14, A15; C44: a card is not
 * played without effect). Split from herald-apply.c.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-game-private.h"

/* Whether @player could buy @n city improvements one after another from @from (A16, A17.3:
 * a level 4 may bring a metropolis that blocks another track's), tried on copies */
static gboolean
can_improve_times (Ctx               *ctx,
                   const HeraldState *from,
                   guint              player,
                   guint              n)
{
  if (n == 0)
    return TRUE;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      HeraldState trial = *from;
      g_autoptr(GArray) outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
      Ctx trial_ctx = { ctx->game, &trial, ctx->index, outcomes };

      if (improve_city (&trial_ctx, player, t, HERALD_UNSET, NULL) &&
          can_improve_times (ctx, &trial, player, n - 1))
        return TRUE;
    }
  return FALSE;
}

/* The players with more victory points than @player, in turn order from the next one: whom
 * a Wedding or a Master Merchant takes from (A14); returns how many */
static guint
richer_players (const HeraldState *s,
                guint              player,
                guint8            *players)
{
  guint mine = total_vp (s, player), n = 0;

  for (guint i = 1; i < s->n_players; i++)
    {
      guint q = (player + i) % s->n_players;

      if (total_vp (s, q) > mine)
        players[n++] = q;
    }
  return n;
}

/* The "play_card" action: RULES.md A14 (the progress cards), A15 (first edition) */
gboolean
apply_play_card (Ctx                *ctx,
                 const HeraldAction *action,
                 GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldGame *game = ctx->game;
  guint player = action->player;
  HeraldPlayerState *p = &s->players[player];
  HeraldCard card = action->card;
  gboolean digital = game->rules.digital_cards;
  HeraldOutcome *o, *played;
  /* what the card did, for its card_played outcome (herald-game.h): the history, the toast
   * and a screen reader say it from there (tester report 43, N43-2) */
  gint effect_other = -1, effect_value = -1;
  guint8 takes_from[HERALD_MAX_PLAYERS];
  guint n_takes_from = 0;

  if (herald_card_is_vp (card))
    return refuse (error, _("the %s is a victory point card: it is revealed, not played"),
                   herald_card_get_name (card));
  if (card == HERALD_CARD_ALCHEMIST)
    return refuse (error, _("the Alchemist is played before the roll: record it with the roll"));
  if (!check_own_turn_after_roll (ctx, player,
                                  /* Translators: completes “… is not allowed in the special
                                   * build phase” and similar sentences */
                                  N_("Playing a progress card"), error))
    return FALSE;
  if (digital && !hand_remove (p, card))
    return refuse (error, _("%s holds no %s card"), name_of (ctx, player), herald_card_get_name (card));

  if (action->target != HERALD_UNSET)
    {
      if (!check_player (ctx, action->target, error))
        return FALSE;
      if ((guint) action->target == player)
        return refuse (error, _("the %s aims at an opponent"), herald_card_get_name (card));
    }

  switch (card)
    {
    case HERALD_CARD_ENGINEER:
      if (!add_wall (ctx, player, action->city, error))
        return FALSE;
      effect_value = 1;
      break;

    case HERALD_CARD_CRANE:
      /* A14: one city improvement costs a commodity less; a player who cannot buy one now
       * (no city, every track at level 5 or blocked, A16.2, A17.3) gains nothing from it
       * (C44: a card is not played without effect) */
      if (!can_improve_times (ctx, s, player, 1) && is_new_step (ctx))
        return refuse (error, _("%s cannot buy a city improvement now, so the Crane would have "
                                "no effect"), name_of (ctx, player));
      /* A14: two Cranes are not combined on one improvement, so a Crane while another played
       * this turn still waits needs an improvement of its own to make cheaper (rules43: a
       * second Crane for the one improvement left was accepted). Only two Cranes are in the
       * deck (A14, A15), so at most one waits. Herald before December 2026 accepted it: a new
       * step only (docs/save-format.md) */
      if (s->cranes_open > 0 && is_new_step (ctx) &&
          !can_improve_times (ctx, s, player, s->cranes_open + 1))
        return refuse (error, _("%s has played a Crane this turn for the only city improvement "
                                "left to buy: two Cranes cannot be combined on one improvement"),
                       name_of (ctx, player));
      s->cranes_open++;
      effect_value = 1;
      break;

    case HERALD_CARD_MEDICINE:
      {
        guint pillaged = p->sixth_settlements;

        if (!upgrade_to_city (ctx, player, action->flag, error))
          return FALSE;
        /* 0: a settlement became a city; 1: a pillaged city stands again */
        effect_value = p->sixth_settlements < pillaged ? 1 : 0;
        break;
      }

    case HERALD_CARD_SMITH:
      {
        gint order[2] = { action->knights[0], action->knights[1] };

        if (order[0] == HERALD_UNSET)
          return invalid (error, _("the Smith needs “knights”: one or two knight indices"));
        if (order[0] == order[1])
          return refuse (error, _("the Smith promotes two different knights"));
        /* A14 Smith, A18.4: the card's two promotions are one play, in no order. A strong
         * knight made mighty frees a strong piece for a basic one, never the reverse, so the
         * higher rank goes first: basic + strong with both strong pieces out is allowed in
         * whichever order the table names them (the same knights, the same end) */
        if (order[1] != HERALD_UNSET && (guint) order[0] < p->n_knights &&
            (guint) order[1] < p->n_knights &&
            p->knights[order[1]].level > p->knights[order[0]].level)
          {
            order[0] = action->knights[1];
            order[1] = action->knights[0];
          }
        for (guint i = 0; i < 2; i++)
          if (order[i] != HERALD_UNSET && !upgrade_knight (ctx, player, order[i], error))
            return FALSE;
        break;
      }

    case HERALD_CARD_DESERTER:
    case HERALD_CARD_INTRIGUE:
      {
        HeraldPlayerState *t;
        HeraldKnight removed;
        gboolean remove;

        /* an opponent without a knight, named at the table: the rules' reason, not the
         * file's missing member (tester report 38, N38-1) */
        if (action->target != HERALD_UNSET && s->players[action->target].n_knights == 0)
          /* Translators: a refused card; the opponent, then the card ("Intrigue") */
          return refuse (error, _("%s has no knight for the %s"), name_of (ctx, action->target),
                         herald_card_get_name (card));
        if (action->target == HERALD_UNSET || action->target_knight == HERALD_UNSET)
          return invalid (error, _("the %s needs “target” and “target_knight”"),
                          herald_card_get_name (card));
        t = &s->players[action->target];
        if ((guint) action->target_knight >= t->n_knights)
          return refuse (error, _("%s has no knight %d"), name_of (ctx, action->target),
                         action->target_knight);
        removed = t->knights[action->target_knight];
        remove = card == HERALD_CARD_DESERTER || action->flag == 1;
        if (remove)
          {
            remove_knight_at (t, action->target_knight);
            emit (ctx, HERALD_OUTCOME_KNIGHT_REMOVED, action->target)->value = removed.level;
          }
        else
          {
            /* the Intrigue's knight displaced and placed again by its owner */
            effect_other = action->target;
            effect_value = removed.level;
          }
        /* A14 Deserter: a knight of the same rank and state, or the next lower one in
         * supply; a mighty one needs no Fortress (A18.7) */
        if (card == HERALD_CARD_DESERTER && action->flag != 0 && p->n_knights < HERALD_MAX_KNIGHTS)
          for (guint level = removed.level; level >= 1; level--)
            if (count_knights (p, level) < HERALD_KNIGHTS_PER_RANK)
              {
                memset (&p->knights[p->n_knights], 0, sizeof p->knights[0]);
                p->knights[p->n_knights].level = level;
                p->knights[p->n_knights].active = removed.active;
                /* A18.5: it was not active when the turn began, so it cannot act */
                p->knights[p->n_knights].fresh = HERALD_KNIGHT_FRESH_PLACED;
                p->n_knights++;
                emit (ctx, HERALD_OUTCOME_KNIGHT_PLACED, player)->value = level;
                break;
              }
        break;
      }

    case HERALD_CARD_MASTER_MERCHANT:
      {
        guint mine = total_vp (s, player);

        /* A14: the Master Merchant picks a player with more VP. A target, when the table
         * names one, must have more; with nobody richer there is nobody to pick (C44: a card
         * is not played without effect). */
        if (action->target != HERALD_UNSET && total_vp (s, action->target) <= mine &&
            is_new_step (ctx))
          return refuse (error, _("the Master Merchant takes from a player with more victory "
                                  "points: %s has %u, %s has %u"),
                         name_of (ctx, action->target), total_vp (s, action->target),
                         name_of (ctx, player), mine);
        n_takes_from = richer_players (s, player, takes_from);
        if (n_takes_from == 0 && is_new_step (ctx))
          return refuse (error, _("nobody has more victory points than %s (%u): the Master "
                                  "Merchant takes from a player with more"),
                         name_of (ctx, player), mine);
        break;
      }

    case HERALD_CARD_SPY:
      if (digital)
        {
          HeraldPlayerState *t;

          /* an opponent without a progress card, named at the table: the rules' reason,
           * not the file's missing member (tester report 40, N40-1) */
          if (action->target != HERALD_UNSET && s->players[action->target].n_hand == 0)
            /* Translators: a refused Spy; the opponent's name */
            return refuse (error, _("%s has no progress card for the Spy to take"),
                           name_of (ctx, action->target));
          if (action->target == HERALD_UNSET || action->target_card == HERALD_UNSET)
            return invalid (error, _("the Spy needs “target” and “target_card”"));
          t = &s->players[action->target];
          if (herald_card_is_vp (action->target_card))
            return refuse (error, _("the Spy cannot take a victory point card"));
          if (!hand_remove (t, action->target_card))
            return refuse (error, _("%s holds no %s card"), name_of (ctx, action->target),
                           herald_card_get_name (action->target_card));
          g_assert (p->n_hand < HERALD_MAX_HAND);
          p->hand[p->n_hand++] = action->target_card;
          o = emit (ctx, HERALD_OUTCOME_CARD_STOLEN, player);
          o->other = action->target;
          o->card = action->target_card;
        }
      break;

    case HERALD_CARD_SABOTEUR:
      if (game->rules.edition == HERALD_EDITION_FIRST)
        {
          HeraldPlayerState *t;
          gboolean done = FALSE;

          if (action->target == HERALD_UNSET)
            return invalid (error, _("the first-edition Saboteur needs “target”"));
          t = &s->players[action->target];
          /* A15: the player who plays it chooses the city (`city`); Herald takes the first
           * ordinary city not yet sabotaged when none is named */
          if (action->city != HERALD_UNSET)
            {
              guint c = action->city;
              const char *who = name_of (ctx, action->target);

              /* Herald before December 2026 ignored `city`: a file's log loads as written,
               * with Herald's choice for a city that cannot be sabotaged */
              if (c < t->n_cities && t->cities[c].metropolis < 0 && !t->cities[c].sabotaged)
                {
                  t->cities[c].sabotaged = 1;
                  done = TRUE;
                }
              else if (is_new_step (ctx) && c >= t->n_cities)
                return refuse (error, _("%s has no city %u (cities are counted from 0)"), who, c);
              else if (is_new_step (ctx) && t->cities[c].metropolis >= 0)
                return refuse (error, _("city %u of %s is a metropolis: a metropolis cannot be "
                                        "sabotaged"), c, who);
              else if (is_new_step (ctx))
                return refuse (error, _("city %u of %s is already sabotaged"), c, who);
            }
          for (guint c = 0; c < t->n_cities && !done; c++)
            if (t->cities[c].metropolis < 0 && !t->cities[c].sabotaged)
              {
                t->cities[c].sabotaged = 1;
                done = TRUE;
              }
          if (!done)
            return refuse (error, _("%s has no city that can be sabotaged (metropolises cannot)"),
                           name_of (ctx, action->target));
          o = emit (ctx, HERALD_OUTCOME_SABOTEUR, player);
          o->players[o->n_players++] = action->target;
        }
      else
        {
          guint mine = total_vp (s, player);

          /* A14: every player with as many or more VP discards half; with nobody at or above
           * the player's VP nobody is affected (C44: a card is not played without effect) */
          o = emit (ctx, HERALD_OUTCOME_SABOTEUR, player);
          for (guint i = 1; i < s->n_players; i++)
            {
              guint q = (player + i) % s->n_players;

              if (total_vp (s, q) >= mine)
                o->players[o->n_players++] = q;
            }
          if (o->n_players == 0 && is_new_step (ctx))
            return refuse (error, _("nobody has as many victory points as %s (%u): the Saboteur "
                                    "affects players with as many or more"),
                           name_of (ctx, player), mine);
        }
      break;

    case HERALD_CARD_WEDDING:
      {
        guint mine = total_vp (s, player);

        /* A14, A15: each player with more VP gives two cards; with nobody richer nobody gives
         * anything (C44: a card is not played without effect) */
        n_takes_from = richer_players (s, player, takes_from);
        if (n_takes_from == 0 && is_new_step (ctx))
          return refuse (error, _("nobody has more victory points than %s (%u): the Wedding "
                                  "takes from players with more"),
                         name_of (ctx, player), mine);
        break;
      }

    case HERALD_CARD_WARLORD:
      {
        guint activated = 0;

        /* A14: all the player's knights are activated; with none inactive the card would do
         * nothing (C44: a card is not played without effect) */
        for (guint k = 0; k < p->n_knights; k++)
          if (!p->knights[k].active)
            {
              p->knights[k].active = 1;
              p->knights[k].fresh = HERALD_KNIGHT_FRESH_ACTIVATED;
              p->knights[k].corrected &= ~HERALD_KNIGHT_CORRECTED_FRESH;
              activated++;
            }
        effect_value = activated;
        if (activated == 0 && is_new_step (ctx))
          return refuse (error, _("%s has no inactive knight for the Warlord to activate"),
                         name_of (ctx, player));
        break;
      }

    case HERALD_CARD_IRRIGATION:
    case HERALD_CARD_MINING:
      /* A14: 2 grain (ore) for each fields (mountains) hex next to one of the player's
       * buildings; with no settlement or city the card brings nothing (C44: a card is not
       * played without effect) */
      if (p->settlements == 0 && p->sixth_settlements == 0 && p->n_cities == 0 &&
          is_new_step (ctx))
        return refuse (error, _("%s has no settlement or city: the %s gives cards only for hexes "
                                "next to one"), name_of (ctx, player),
                       herald_card_get_name (card));
      break;

    case HERALD_CARD_MERCHANT:
      /* A14, A20: on a land hex next to the player's settlement or city */
      if (p->settlements == 0 && p->sixth_settlements == 0 && p->n_cities == 0 &&
          is_new_step (ctx))
        return refuse (error, _("%s has no settlement or city for the merchant to stand beside"),
                       name_of (ctx, player));
      /* who held the merchant before: -1 nobody; the player: it only moved */
      for (guint q = 0; q < s->n_players; q++)
        {
          if (s->players[q].merchant)
            effect_other = q;
          s->players[q].merchant = FALSE;
        }
      p->merchant = TRUE;
      effect_value = 1;
      break;

    case HERALD_CARD_BISHOP:
      if (!robber_may_move (game, s))
        return refuse (error, _("the Bishop moves the robber, which stays in the desert until the "
                       "first barbarian attack"));
      break;

    default:
      break;
    }

  if (digital)
    deck_put_under (s, card);
  played = emit (ctx, HERALD_OUTCOME_CARD_PLAYED, player);
  played->card = card;
  played->other = effect_other;
  played->value = effect_value;
  played->n_players = n_takes_from;
  memcpy (played->players, takes_from, n_takes_from);
  /* the Smith's knights as they are now, for the history's line under the step, which cannot
   * see them later (tester report 38, N38-6) */
  if (card == HERALD_CARD_SMITH)
    {
      played->value = 0;
      for (guint i = 0; i < 2; i++)
        if (action->knights[i] != HERALD_UNSET)
          played->values[played->value++] = p->knights[action->knights[i]].level;
    }
  return TRUE;
}
