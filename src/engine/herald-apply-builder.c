/* herald-apply-builder.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Who may build now (RULES.md A3.4, A22.3), and the game's answer to it kept for the state it
 * was given for.
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
    return refuse (error, _("it is %s’s turn, not %s’s"), name_of (ctx, s->current),
                   name_of (ctx, player));
  if (s->phase == HERALD_PHASE_BEFORE_ROLL && ctx->game->rules.build_timing == HERALD_BUILD_AFTER_ROLL)
    return refuse (error, _("%s builds after the roll: roll first"), name_of (ctx, player));
  return TRUE;
}

/* Building belongs to the player's own turn, or to the special build phase for the others
 * (A3.4, A22.3). @player: a seat of the game (check_player () first). */
gboolean
check_builder (Ctx     *ctx,
               guint    player,
               GError **error)
{
  HeraldBuilderCache *cache = &ctx->game->builder_cache;
  g_autoptr(GError) refusal = NULL;

  if (!ctx->query || player >= HERALD_MAX_PLAYERS)
    return builder_refusal (ctx, player, error);

  if (!(cache->known & (1u << player)))
    {
      builder_refusal (ctx, player, &refusal);
      cache->refusal[player] = g_steal_pointer (&refusal);
      cache->known |= 1u << player;
      cache->n_made++;
    }
  if (cache->refusal[player] == NULL)
    return TRUE;
  return herald_fail_kept (error, cache->refusal[player]);
}

/* Forgets every answer check_builder () kept: the game's state changed (or is about to). */
void
builder_cache_clear (HeraldGame *self)
{
  HeraldBuilderCache *cache = &self->builder_cache;

  /* a refusal is kept only with its bit: a step of a load or a replay clears nothing */
  if (cache->known == 0)
    return;
  for (guint p = 0; p < HERALD_MAX_PLAYERS; p++)
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
