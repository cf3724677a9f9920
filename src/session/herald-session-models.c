/* herald-session-models.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The list models of the session: the players of the open game (#HeraldPlayerItem), the
 * decisions owed (#HeraldPendingItem) and the log's steps (#HeraldHistoryItem, made as they
 * are asked for: herald-history-list.c). They are brought up to date after every step, before
 * the session's "changed": the same items stay from step to step and notify only what
 * changed; another game replaces them. */

#include "config.h"

#include <string.h>

#include "herald-history-item.h"
#include "herald-history-list.h"
#include "herald-pending-item.h"
#include "herald-player-item.h"
#include "herald-session.h"
#include "herald-session-models.h"

struct _HeraldSessionModels
{
  GListStore *players; /* HeraldPlayerItem, in seat order */
  GListStore *pending; /* HeraldPendingItem, in the engine's order (the first is asked) */
  HeraldHistoryList *history; /* HeraldHistoryItem, one per action of the log, oldest first, made when asked for */
};

/**
 * herald_session_models_new:
 *
 * For the session: the three list models, empty.
 *
 * Returns: (transfer full): free with herald_session_models_free()
 */
HeraldSessionModels *
herald_session_models_new (void)
{
  HeraldSessionModels *self = g_new0 (HeraldSessionModels, 1);

  self->players = g_list_store_new (HERALD_TYPE_PLAYER_ITEM);
  self->pending = g_list_store_new (HERALD_TYPE_PENDING_ITEM);
  self->history = herald_history_list_new ();
  return self;
}

/**
 * herald_session_models_free:
 * @self: (nullable): the models; a widget that holds one of the lists keeps it alive
 */
void
herald_session_models_free (HeraldSessionModels *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->players);
  g_clear_object (&self->pending);
  g_clear_object (&self->history);
  g_free (self);
}

/* whether the items stand for @game's players: same number, names and colours */
static gboolean
players_match (HeraldSessionModels *self,
               HeraldGame          *game)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  if (game == NULL)
    return n == 0;
  if (n != herald_game_get_n_players (game))
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HeraldPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      if (g_strcmp0 (herald_player_item_get_name (item), herald_game_get_player_label (game, i)) != 0
          || herald_player_item_get_color (item) != herald_game_get_player_color (game, i))
        return FALSE;
    }
  return TRUE;
}

static void
update_players (HeraldSessionModels *self,
                HeraldSession       *session,
                HeraldGame          *game,
                gboolean             new_game)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  if (!new_game && players_match (self, game))
    {
      for (guint i = 0; i < n; i++)
        {
          g_autoptr(HeraldPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);

          herald_player_item_update (item, session);
        }
      return;
    }

  /* another game: new items, in one "items-changed" */
  {
    guint n_players = game != NULL ? herald_game_get_n_players (game) : 0;
    g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

    for (guint i = 0; i < n_players; i++)
      g_ptr_array_add (items, herald_player_item_new (session, i));
    g_list_store_splice (self->players, 0, n, items->pdata, items->len);
  }
}

/* The decisions owed: an item that still stands for one of the engine's decisions stays the
 * same object (matched in order), the others are replaced, in one "items-changed" */
static void
update_pending (HeraldSessionModels *self,
                HeraldGame          *game,
                gboolean             new_game)
{
  const HeraldState *state = game != NULL ? herald_game_get_state (game) : NULL;
  GListModel *model = G_LIST_MODEL (self->pending);
  guint n_items = g_list_model_get_n_items (model);
  guint n_pending = state != NULL ? state->n_pending : 0;
  guint next = 0; /* the first old item not yet matched */
  gboolean same = n_items == n_pending;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < n_pending; i++)
    {
      HeraldPendingItem *found = NULL;

      for (guint j = next; !new_game && j < n_items && found == NULL; j++)
        {
          HeraldPendingItem *item = g_list_model_get_item (model, j);

          if (herald_pending_item_is_for (item, &state->pending[i]))
            {
              found = item;
              next = j + 1;
              same &= j == i;
            }
          else
            g_object_unref (item);
        }
      if (found == NULL)
        {
          found = herald_pending_item_new (game, &state->pending[i]);
          same = FALSE;
        }
      g_ptr_array_add (items, found);
    }
  if (same)
    return;

  g_list_store_splice (self->pending, 0, n_items, items->pdata, items->len);
}

/**
 * herald_session_models_update:
 * @session: the session; its open game (herald_session_get_game()) may be %NULL
 * @new_game: the session opened another game (its items are replaced even when the players
 *   have the same names)
 *
 * Brings every model up to date with the open game after a step, an undo, a new game or a
 * close. The players' items ask @session what their cards offer (herald_session_check()).
 */
void
herald_session_models_update (HeraldSessionModels *self,
                              HeraldSession       *session,
                              gboolean             new_game)
{
  HeraldGame *game;

  g_return_if_fail (self != NULL);
  g_return_if_fail (HERALD_IS_SESSION (session));

  game = herald_session_get_game (session);
  update_players (self, session, game, new_game);
  update_pending (self, game, new_game);
  herald_history_list_update (self->history, game, new_game, herald_session_get_rewinds (session));
}

/**
 * herald_session_models_get_players:
 *
 * Returns: (transfer none): the list of #HeraldPlayerItem, in seat order (herald_session_get_players())
 */
GListModel *
herald_session_models_get_players (HeraldSessionModels *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return G_LIST_MODEL (self->players);
}

/**
 * herald_session_models_get_pending:
 *
 * Returns: (transfer none): the list of #HeraldPendingItem, the first to ask first (herald_session_get_pending())
 */
GListModel *
herald_session_models_get_pending (HeraldSessionModels *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return G_LIST_MODEL (self->pending);
}

/**
 * herald_session_models_get_history:
 *
 * Returns: (transfer none): the list of #HeraldHistoryItem, oldest first (herald_session_get_history())
 */
GListModel *
herald_session_models_get_history (HeraldSessionModels *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return G_LIST_MODEL (self->history);
}
