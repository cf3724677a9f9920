/* herald-answers-check-in.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the attack check-in asks the engine as the barbarians land (RULES.md A5–A7, A17):
 * the battle its corrections would bring, and who may hold each metropolis, so that the
 * dialog neither sums strengths nor decides a holder itself. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "herald-game-private.h"

/**
 * herald_game_forecast_check_in:
 * @self: a game
 * @corrections: (array length=n_corrections) (nullable): the check-in's `correct` actions, in
 *   order
 * @n_corrections: how many, 0–6
 * @commit: (array fixed-size=6) (nullable): in the Fiesepeter variant (RULES.md B.2), per
 *   player, a bit mask of the knights (by index) that fight; %NULL: every active knight
 * @result: (out caller-allocates): the battle
 * @error: (nullable): why not, a #HERALD_GAME_ERROR: the first correction refused, as
 *   herald_game_check_all() says, a correction that activates a knight (A4.5), or a knight
 *   committed that is not active
 *
 * The battle the attack check-in would start: @corrections made on a copy of the game, then
 * the landing resolved as herald_game_apply() of the roll resolves it, with the current player
 * first in turn order: Barb, every city on the board with each metropolis once (A5.1); Def, the
 * levels of the active knights, or of those @commit names (A5.2, B.2); whether Catan wins
 * (Def ≥ Barb, A5.4); the Defender (A6.1), the tied players who draw (A6.2) or the players who
 * lose a city (A7.2). The game does not change.
 *
 * Returns: %TRUE and @result set; %FALSE with @error set and @result untouched when a
 *   correction is refused or @commit names a knight that is not active
 */
gboolean
herald_game_forecast_check_in (HeraldGame          *self,
                               const HeraldAction  *corrections,
                               guint                n_corrections,
                               const guint8        *commit,
                               HeraldAttackResult  *result,
                               GError             **error)
{
  g_autoptr(HeraldGame) trial = NULL;
  HeraldGame *game = self;
  HeraldAttackInput in;
  guint8 fighting[HERALD_MAX_PLAYERS];
  HeraldAction roll;
  HeraldState s;
  Ctx ctx;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (corrections != NULL || n_corrections == 0, FALSE);
  g_return_val_if_fail (n_corrections <= HERALD_MAX_PLAYERS, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  /* A4.5: the check-in switches knights off, never on */
  for (guint i = 0; i < n_corrections; i++)
    {
      const HeraldCorrection *c = &corrections[i].correction;
      guint player = corrections[i].player;

      if (corrections[i].type != HERALD_ACTION_CORRECT || player >= self->n_players ||
          c->n_knights < 0)
        continue;
      for (guint k = 0; k < MIN ((guint) c->n_knights, self->state.players[player].n_knights); k++)
        if (c->knight_active[k] && !herald_game_check_in_knight_may_be_active (self, player, k, error))
          return FALSE;
    }
  if (n_corrections > 0)
    {
      trial = herald_game_copy (self);
      for (guint i = 0; i < n_corrections; i++)
        if (!herald_game_apply (trial, &corrections[i], NULL, error))
          return FALSE;
      game = trial;
    }

  herald_action_init (&roll, HERALD_ACTION_ROLL, HERALD_UNSET);
  roll.roll.event = HERALD_EVENT_SHIP;
  if (commit != NULL)
    {
      roll.has_commit = TRUE;
      memcpy (roll.commit, commit, sizeof roll.commit);
    }
  s = game->state;
  memset (&ctx, 0, sizeof ctx);
  ctx.game = game;
  ctx.s = &s;
  ctx.index = game->log->len;
  ctx.query = TRUE;
  if (!attack_input (&ctx, &roll, &in, fighting, error))
    return FALSE;
  herald_attack_resolve (&in, result);
  return TRUE;
}

/**
 * herald_game_may_hold_metropolis:
 * @self: a game
 * @track: a track
 * @player: a player index, or -1 for nobody
 *
 * Whether a correction may leave @track's metropolis with @player (the attack check-in's
 * choice of holders), by the improvement levels as they stand (RULES.md A17.1, A17.4): only a
 * player at level 4 or 5 holds it; when anyone is at level 5, only a player at level 5 (the
 * first to reach it took it); nobody holds it only while nobody is at level 4. Games from
 * version-2 files and older keep the lenient corrections of the Herald that wrote them:
 * anyone at level 4 or 5, or nobody. Whoever holds it now may keep it, as a check-in that
 * changes nothing corrects nothing. Whether the holder has a city for it is asked of the
 * correction itself (herald_game_check_all()).
 *
 * Returns: %TRUE when @player (or nobody) may hold it
 */
gboolean
herald_game_may_hold_metropolis (HeraldGame  *self,
                                 HeraldTrack  track,
                                 gint         player)
{
  const HeraldState *s;
  gboolean strict;
  guint top = 0;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (track < HERALD_N_TRACKS, FALSE);
  g_return_val_if_fail (player >= -1 && player < (gint) self->n_players, FALSE);

  s = &self->state;
  if (s->metropolis[track] == player)
    return TRUE;
  strict = self->rules.corrections == HERALD_CORRECTIONS_STRICT;
  for (guint p = 0; p < s->n_players; p++)
    top = MAX (top, s->players[p].improvements[track]);
  if (player < 0)
    return !strict || top < 4;
  if (s->players[player].improvements[track] < 4)
    return FALSE;
  return !strict || top < HERALD_MAX_LEVEL ||
         s->players[player].improvements[track] == HERALD_MAX_LEVEL;
}

/**
 * herald_game_check_in_knight_may_be_active:
 * @self: a game
 * @player: a player index
 * @knight: the index of one of @player's knights
 * @error: (nullable): why not, a #HERALD_GAME_ERROR
 *
 * Whether the attack check-in may count @player's knight @knight as active: only a knight
 * active as the ship lands. No knight is activated at the last moment: the battle is at once
 * (RULES.md A4.5). The check-in may switch a knight off (the table's count was wrong), never
 * on; herald_game_forecast_check_in () refuses a correction that would.
 *
 * Returns: %TRUE when the knight is active now; %FALSE with @error set when it is not
 */
gboolean
herald_game_check_in_knight_may_be_active (HeraldGame  *self,
                                           guint        player,
                                           guint        knight,
                                           GError     **error)
{
  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);
  g_return_val_if_fail (knight < self->state.players[player].n_knights, FALSE);

  if (self->state.players[player].knights[knight].active)
    return TRUE;
  /* Translators: why the attack check-in cannot count an inactive knight (RULES.md A4.5) */
  return refuse (error, _("a knight cannot be activated once the barbarians land"));
}

/**
 * herald_game_check_in_asks_metropolis_walls:
 * @self: a game
 * @player: a player index
 *
 * Whether the attack check-in asks how many of @player's city walls stand under metropolises
 * (a `correct` with `metropolis_walls`). A wall may stand under a metropolis (A19.1), which is
 * never pillaged (A17.5), so it survives an attack that takes an ordinary city (A7.5). Herald
 * is not told where a wall is built, nor which city a metropolis goes to (A17.6), so it cannot
 * know the split whenever the player holds a metropolis, an ordinary city and a wall, and the
 * walls could stand under either kind: it asks then, rather than guess, since an ordinary
 * city is what the barbarians take (tester report 30, N30-15). When every wall must stand
 * under an ordinary city or a metropolis, or the player has none, it does not ask.
 *
 * Returns: %TRUE when the check-in asks
 */
gboolean
herald_game_check_in_asks_metropolis_walls (HeraldGame *self,
                                            guint       player)
{
  const HeraldPlayerState *p;
  guint walls, metros, ordinary, lower, upper;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  p = &self->state.players[player];
  walls = count_walls (p);
  metros = count_metropolises (p);
  ordinary = count_ordinary (p);
  if (walls == 0 || metros == 0 || ordinary == 0)
    return FALSE;
  /* the fewest walls under metropolises: those the ordinary cities cannot hold; the most:
   * one per metropolis */
  lower = default_metropolis_walls (walls, ordinary);
  upper = MIN (walls, metros);
  return lower < upper;
}
