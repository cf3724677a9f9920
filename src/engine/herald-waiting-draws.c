/* herald-waiting-draws.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Gate draws that wait for a card put back at once (referee 20, R20-1; RULES.md A11.2, A11.3,
 * A11.6, A12.2, A12.3 a): when a deck runs out during a roll's draws while an earlier player
 * owes a card back at once, the remaining players' draws are pending `progress_draw` entries of
 * the same queue as the tie rewards' `choose_deck`, made after the step that puts it back. */

#include "config.h"

#include "herald-game-private.h"

/* RULES.md A12.2, A12.3 (a): whether a card is owed back at once (by a player off-turn, or by
 * the current player with the "immediate" reading): gate draws waiting on an empty deck wait
 * for it */
gboolean
put_back_owed (Ctx *ctx)
{
  HeraldState *s = ctx->s;

  for (guint k = 0; k < s->n_pending; k++)
    if (s->pending[k].type == HERALD_PENDING_DISCARD_CARD &&
        (s->pending[k].player != s->current || s->phase == HERALD_PHASE_SPECIAL_BUILD ||
         ctx->game->rules.hand_limit == HERALD_HAND_LIMIT_IMMEDIATE))
      return TRUE;
  return FALSE;
}

/* RULES.md A11.2, A11.3, A11.6, A12.2: makes the gate draws that waited for a card owed back
 * at once, in draw order, as soon as no such card is owed any more, or at once while their deck
 * still holds cards (its top card is the same either way). A deck still empty then gives the
 * remaining players nothing (one deck_empty). Each draw's own 5th card is owed back before the
 * next waiting player draws from an empty deck. */
void
resolve_waiting_draws (Ctx *ctx)
{
  HeraldState *s = ctx->s;
  HeraldOutcome *empty = NULL;
  gint i;

  while ((i = pending_find (s, HERALD_PENDING_PROGRESS_DRAW, -1)) >= 0)
    {
      guint player = s->pending[i].player;
      HeraldTrack track = s->pending[i].track;

      if (s->n_deck[track] == 0 && empty == NULL && put_back_owed (ctx))
        return;
      pending_remove_at (s, i);
      if (s->n_deck[track] > 0 && draw_card (ctx, player, track))
        {
          sync_hand_limit (ctx);
          continue;
        }
      if (empty == NULL)
        {
          empty = emit (ctx, HERALD_OUTCOME_DECK_EMPTY, -1);
          empty->track = track;
        }
      empty->players[empty->n_players++] = player;
    }
}
