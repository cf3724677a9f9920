/* herald-answers-cards.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a progress card played did to the other players, asked by the sentences that say it
 * (the toast, the history, what Orca reads), so that no widget compares victory points
 * itself: the players a Wedding or a Master Merchant takes from (RULES.md A14). The log and
 * its outcomes stay as they are (docs/save-format.md, herald-cli replay): the answer is
 * read from the game as it stood before the card was played. */

#include "config.h"

#include "herald-game-private.h"

/* The state before the log's action @index, the log replayed up to it as the story replays
 * it (herald-statistics.c): the rules see the steps before each as when it was taken */
static gboolean
state_before (HeraldGame  *game,
              guint        index,
              HeraldState *out)
{
  guint n_actions = game->log->len;
  HeraldState end = game->state;
  gboolean replaying = game->replaying;
  gboolean ok = TRUE;

  *out = game->initial;
  game->replaying = TRUE;
  for (guint i = 0; i < index && i < n_actions; i++)
    {
      const HeraldAction *a = &g_array_index (game->log, HeraldAction, i);
      g_autoptr(GArray) local = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
      g_autoptr(GError) error = NULL;
      HeraldState next = *out;

      game->log->len = i;
      game->state = *out;
      if (!apply_to (game, &next, a, local, &error))
        {
          /* cannot happen: the log was accepted from the same start */
          g_critical ("Replaying the game failed at action %u: %s", i, error->message);
          ok = FALSE;
          break;
        }
      *out = next;
    }
  game->log->len = n_actions;
  game->state = end;
  game->replaying = replaying;
  return ok;
}

/**
 * herald_game_get_card_takes_from:
 * @self: a game
 * @action: the index of a `play_card` action of the log
 * @players: (out caller-allocates) (array fixed-size=6): the players, in turn order from the
 *   player after the one who played the card
 *
 * The players a Wedding or a Master Merchant takes from (RULES.md A14): every player with
 * more victory points than the card's player, as they stood when it was played. For the
 * Wedding each of them gives two cards of their choice; the Master Merchant takes two cards
 * from one of them. A player with as many points as the card's player is not among them
 * (unlike the Saboteur's, A14).
 *
 * Returns: how many; 0 for another action or another card
 */
guint
herald_game_get_card_takes_from (HeraldGame *self,
                                 guint       action,
                                 guint8     *players)
{
  const HeraldAction *a;
  HeraldState before;
  guint player, mine, n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (players != NULL, 0);

  if (action >= self->log->len)
    return 0;
  a = &g_array_index (self->log, HeraldAction, action);
  if (a->type != HERALD_ACTION_PLAY_CARD || a->player < 0 || (guint) a->player >= self->n_players ||
      (a->card != HERALD_CARD_WEDDING && a->card != HERALD_CARD_MASTER_MERCHANT))
    return 0;
  if (!state_before (self, action, &before))
    return 0;

  player = a->player;
  mine = total_vp (&before, player);
  for (guint i = 1; i < before.n_players; i++)
    {
      guint q = (player + i) % before.n_players;

      if (total_vp (&before, q) > mine)
        players[n++] = q;
    }
  return n;
}
