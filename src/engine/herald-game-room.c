/* herald-game-room.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What a saved game holds at most (herald-save.h: HERALD_SAVE_MAX_ACTIONS steps in the log,
 * as many on the redo list and as many rolls undone). The loader refuses a file beyond these
 * limits, so the engine refuses a new step, a Redo, an Undo or dice drawn again that would
 * take the game beyond them: every game Herald saves loads again (breaker 12, R-1: the
 * 20,001st step was saved and the game could no longer be opened). A file's log is replayed
 * without this check; the loader has checked it already. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "herald-game-private.h"
#include "herald-save.h"

/**
 * herald_game_check_room:
 * @self: a game
 * @more_actions: steps the change adds to the log (0 or 1)
 * @more_redo: steps it adds to the redo list (0 or 1)
 * @more_undone_rolls: rolls it adds to those undone (0 or 1)
 * @error: a %HERALD_GAME_ERROR_FORBIDDEN that says the game is as long as a saved game can be
 *
 * Whether the game still fits in a file Herald can load once the change is made
 * (docs/save-format.md, "Limits"). Nothing changes.
 *
 * Returns: %TRUE when it fits
 */
gboolean
herald_game_check_room (HeraldGame  *self,
                        guint        more_actions,
                        guint        more_redo,
                        guint        more_undone_rolls,
                        GError     **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->log->len + more_actions <= HERALD_SAVE_MAX_ACTIONS &&
      self->redo->len + more_redo <= HERALD_SAVE_MAX_ACTIONS &&
      self->undone_rolls->len + more_undone_rolls <= HERALD_SAVE_MAX_ACTIONS)
    return TRUE;
  /* Translators: %d is 20000 */
  return herald_refuse (error, _("this game is as long as a saved game can be (%d steps, "
                                 "%d undone steps and %d undone rolls at most): a further one "
                                 "could not be saved, so it is not taken; the game so far is "
                                 "kept"),
                        HERALD_SAVE_MAX_ACTIONS, HERALD_SAVE_MAX_ACTIONS,
                        HERALD_SAVE_MAX_ACTIONS);
}

/* Called as a game is made or copied and as its log loses a step (Undo): a number no other
 * game and no earlier log of this one had in this process, so that while it is the same the
 * log holds the same actions, perhaps with more after them (herald_game_get_log_id ()) */
void
herald_game_new_log_id (HeraldGame *self)
{
  static guint64 last;
  static GMutex lock;

  g_mutex_lock (&lock);
  self->log_id = ++last;
  g_mutex_unlock (&lock);
}

/**
 * herald_game_get_log_id:
 * @self: a game
 *
 * While two calls return the same number for a game (the same one or not), the log at the
 * second holds the actions it held at the first, unchanged, perhaps with more after them: a
 * step adds to it, Undo (which drops a step), a new game and a copy give another number.
 *
 * Returns: the log's number in this process, never 0
 */
guint64
herald_game_get_log_id (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->log_id;
}
