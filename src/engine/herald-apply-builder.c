/* herald-apply-builder.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who may build now (RULES.md A3.4, A22.3), and the game's answer to it kept for the state it
 * was given for; the checks every action meets first (first_checks ()), this among them.
 *
 * Every build, knight, improvement and repair asks check_builder () first. A player's card
 * asks the engine about each of its moves after every step (herald_game_check (): the
 * settlement, the city, the wall, the knight, three improvements and each knight's two moves,
 * for every player), and for a player whose turn it is not each of those questions was
 * refused by check_builder () again with the same sentence, formatted anew: a tenth of a
 * step's main-thread cost in a 1,000-action game (docs/performance.md, "Tenth round"). The
 * answer depends only on the state (the phase, whose turn), the rules and the names, so the
 * game keeps it for each player, for the state it was asked of, and forgets it whenever the
 * state changes (builder_cache_clear (): herald_game_apply (), and so a redo, a correction
 * and a file's log as it loads; the rebuild of an undo; a new game and a copy start
 * without it). Only a question about the game as it stands (herald_game_check ()) uses it: a
 * step being applied, a replay and the story ask check_builder () of states of their own.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "herald-game-private.h"

static gboolean
builder_refusal (Ctx     *ctx,
                 guint    player,
                 GError **error)
{
  HeraldState *s = ctx->s;

  if (s->phase == HERALD_PHASE_SPECIAL_BUILD)
    {
      if (player == s->current)
        return refuse (error, _("%s’s turn is over; the others build in the special build phase"),
                       name_of (ctx, player));
      return TRUE;
    }
  if (player != s->current)
    return refuse_off_turn (error, _("it is %s’s turn, not %s’s"), name_of (ctx, s->current),
                            name_of (ctx, player));
  if (s->phase == HERALD_PHASE_BEFORE_ROLL && ctx->game->rules.build_timing == HERALD_BUILD_AFTER_ROLL)
    return refuse (error, _("%s builds after the roll: roll first"), name_of (ctx, player));
  return TRUE;
}

/* RULES.md A9: a knight action belongs to its player's own turn, after the roll */
static gboolean
knight_action_refusal (Ctx     *ctx,
                       guint    player,
                       GError **error)
{
  return check_own_turn_after_roll (ctx, player,
                                    /* Translators: completes “… is not allowed in the
                                     * special build phase” and similar sentences */
                                    N_("A knight action"), error);
}

/* @answer's answer (question @k) for @player, kept for the game's state when the question is
 * about the game as it stands: the same for every question of the player until the state
 * changes (a card asks each knight's two moves after every step, and for a player whose
 * turn it is not each was refused again with the same sentence: docs/performance.md,
 * twenty-ninth round, "check_own_turn_after_roll ()") */
static gboolean
kept_answer (Ctx      *ctx,
             guint     k,
             gboolean (*answer) (Ctx *, guint, GError **),
             guint     player,
             GError  **error)
{
  HeraldBuilderCache *cache = &ctx->game->builder_cache;
  guint slot = k * HERALD_MAX_PLAYERS + player;
  g_autoptr(GError) refusal = NULL;

  if (!ctx->query || player >= HERALD_MAX_PLAYERS)
    return answer (ctx, player, error);

  if (!(cache->known & (1u << slot)))
    {
      answer (ctx, player, &refusal);
      cache->refusal[slot] = g_steal_pointer (&refusal);
      cache->known |= 1u << slot;
      cache->n_made++;
    }
  if (cache->refusal[slot] == NULL)
    return TRUE;
  return herald_fail_kept (error, cache->refusal[slot]);
}

/* Building belongs to the player's own turn, or to the special build phase for the others
 * (A3.4, A22.3). @player: a seat of the game (check_player () first). */
gboolean
check_builder (Ctx     *ctx,
               guint    player,
               GError **error)
{
  return kept_answer (ctx, HERALD_KEPT_BUILDER, builder_refusal, player, error);
}

/* RULES.md A3.3, A6.2, A7.4, A12.2, A12.3 (a): a decision still owed comes before the game
 * goes on. The attack is resolved at once, before anything else (the tied players' decks, the
 * pillaged city), and a 5th progress card received off-turn is put back at once; with the
 * "immediate" reading, the player's own 5th card is put back or a card played at once. So
 * while one is owed, the table's play (building, knights, improvements, progress cards) is
 * refused; the decisions themselves, corrections and records of the board are not (breaker
 * 10, F1 and F2). The roll and the end of the turn say so themselves. */
static gboolean
check_nothing_pending (Ctx                *ctx,
                       const HeraldAction *action,
                       GError            **error)
{
  HeraldState *s = ctx->s;

  /* Herald before December 2026 let the table play on while a decision was owed: such a
   * file's log loads as written (breaker 11, B-1) */
  if (!is_new_step (ctx))
    return TRUE;

  if (!is_table_play (action->type))
    return TRUE;

  for (guint i = 0; i < s->n_pending; i++)
    {
      const HeraldPending *pending = &s->pending[i];
      const char *who = name_of (ctx, pending->player);
      gboolean own = pending->player == s->current && s->phase == HERALD_PHASE_AFTER_ROLL;

      switch (pending->type)
        {
        case HERALD_PENDING_CHOOSE_DECK:
          return refuse (error, _("%s must first choose a deck for the tie reward: the attack is "
                                  "resolved before anything else"), who);
        case HERALD_PENDING_CHOOSE_CITY:
          return refuse (error, _("%s must first choose which city the barbarians pillage: the "
                                  "attack is resolved before anything else"), who);
        case HERALD_PENDING_PROGRESS_DRAW:
          /* made by itself once the card owed back ahead of it is put back */
          continue;
        case HERALD_PENDING_DISCARD_CARD:
        default:
          /* A12.3 (a): the player's own 5th card is put back, or a card played, at once */
          if (own && action->type == HERALD_ACTION_PLAY_CARD && (guint) action->player == s->current)
            continue;
          if (own)
            return refuse (error, _("%s holds 5 progress cards and must first put one back or "
                                    "play one: with this rule it is done at once"), who);
          return refuse (error, _("%s must first put a progress card back: a 5th card received "
                                  "off-turn is put back at once"), who);
        }
    }
  return TRUE;
}

/* The checks every action meets first, in this order: the action known, the game not over,
 * the player a seat (whose turn it is, for a roll or the end of a turn), the setup round
 * over, no decision pending that it must wait for; then who may build, for a build, a
 * knight, an improvement or a repair (check_builder ()), and whose turn it is, for a
 * knight's action. For a new step they only read the state: herald_game_check () asks them
 * of the game's own state, and a refusal among them needs no copy of it (a card's questions
 * are mostly refused here: it is another player's turn). */
gboolean
first_checks (Ctx                *ctx,
              const HeraldAction *action,
              GError            **error)
{
  HeraldState *s = ctx->s;
  gint player = action->player;

  if (action->type >= HERALD_N_ACTIONS)
    return invalid (error, _("unknown action"));

  if (s->phase == HERALD_PHASE_OVER)
    return refuse (error, _("the game is over: %s has won"), name_of (ctx, s->winner));

  switch (action->type)
    {
    case HERALD_ACTION_ROLL:
    case HERALD_ACTION_END_TURN:
      if (player != HERALD_UNSET)
        {
          if (!check_player (ctx, player, error))
            return FALSE;
          if ((guint) player != s->current && s->phase != HERALD_PHASE_SETUP)
            return refuse_off_turn (error, _("it is %s’s turn, not %s’s"), name_of (ctx, s->current),
                                    name_of (ctx, player));
        }
      break;
    case HERALD_ACTION_END_SPECIAL_BUILD:
      if (player != HERALD_UNSET && !check_player (ctx, player, error))
        return FALSE;
      break;
    case HERALD_ACTION_SET_LONGEST_ROAD:
    case HERALD_ACTION_SET_MERCHANT:
      if (player != HERALD_UNSET && !check_player (ctx, player, error))
        return FALSE;
      break;
    default:
      if (!check_player (ctx, player, error))
        return FALSE;
      break;
    }

  if (s->phase == HERALD_PHASE_SETUP &&
      action->type != HERALD_ACTION_SETUP_SETTLEMENT && action->type != HERALD_ACTION_SETUP_CITY)
    return refuse (error, _("the setup round comes first: each player places a settlement, then "
                   "a city"));

  /* Herald before December 2026 did not ask which city was pillaged when the ordinary cities
   * differed only in sabotage (first edition, A7.4): a file's log that plays on without the
   * answer keeps Herald's choice (a sabotaged city) */
  if (!is_new_step (ctx) &&
      (is_table_play (action->type) || action->type == HERALD_ACTION_ROLL ||
       action->type == HERALD_ACTION_END_TURN || action->type == HERALD_ACTION_END_SPECIAL_BUILD))
    for (gint k = (gint) s->n_pending - 1; k >= 0; k--)
      if (s->pending[k].type == HERALD_PENDING_CHOOSE_CITY && s->pending[k].sabotage_only)
        pending_remove_at (s, k);

  if (s->n_pending > 0 && !check_nothing_pending (ctx, action, error))
    return FALSE;

  if (is_building_play (action->type))
    return check_builder (ctx, player, error);
  if (action->type == HERALD_ACTION_KNIGHT_ACTION)
    return kept_answer (ctx, HERALD_KEPT_KNIGHT_ACTION, knight_action_refusal, player, error);
  return TRUE;
}

/* Forgets every answer check_builder () kept: the game's state changed (or is about to). */
void
builder_cache_clear (HeraldGame *self)
{
  HeraldBuilderCache *cache = &self->builder_cache;

  /* a refusal is kept only with its bit: a step of a load or a replay clears nothing */
  if (cache->known == 0)
    return;
  for (guint p = 0; p < G_N_ELEMENTS (cache->refusal); p++)
    g_clear_error (&cache->refusal[p]);
  cache->known = 0;
}

/**
 * herald_game_get_n_builder_checks_made:
 * @self: a game
 *
 * For tests: how many times the game answered who may build (RULES.md A3.4, A22.3) for its
 * own state rather than from what it kept for that state, since it was made (a copy starts
 * at the count of the game it copies).
 *
 * Returns: the count
 */
guint
herald_game_get_n_builder_checks_made (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->builder_cache.n_made;
}
