/* herald-session-undo.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whether the session can undo or redo a step now, and why not: the reasons the window's
 * Undo and Redo say (README §10), and the refusal of any change to a game only looked at.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-session-library.h"
#include "herald-session-private.h"

/**
 * herald_session_refuse_read_only:
 * @error: %HERALD_STORE_ERROR_READ_ONLY when the game is only looked at
 *
 * Refuses a change to a game open in another Herald (#HeraldSession:read-only).
 *
 * Returns: %TRUE when refused
 */
gboolean
herald_session_refuse_read_only (HeraldSession  *self,
                                 GError        **error)
{
  if (!self->read_only)
    return FALSE;
  g_set_error_literal (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_READ_ONLY,
                       _("This game is open in another Herald: here it can only be looked at."));
  return TRUE;
}

/**
 * herald_session_check_redo:
 * @error: why Redo does not apply now: %HERALD_GAME_ERROR_NOTHING when there is nothing to
 *   redo (or no game), %HERALD_STORE_ERROR_READ_ONLY for a game only looked at, else the
 *   engine's refusal of the next undone action (herald_game_check_redo(), with the rule)
 *
 * Whether herald_session_redo() would succeed now; changes nothing. #HeraldSession:can-redo
 * is this without the reason.
 *
 * Returns: %TRUE when the next undone action applies
 */
gboolean
herald_session_check_redo (HeraldSession  *self,
                           GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to redo"));
      return FALSE;
    }
  if (herald_session_refuse_read_only (self, error))
    return FALSE;
  return herald_game_check_redo (self->game, error);
}

/**
 * herald_session_check_undo:
 * @error: #HERALD_GAME_ERROR_NOTHING when no step can be undone, or why a game only looked at
 *   cannot be changed (#HERALD_STORE_ERROR_READ_ONLY)
 *
 * Whether herald_session_undo () would undo a step now (herald_session_get_can_undo ()), and
 * why not: the window's Ctrl+Z says it (README: what cannot be undone is said).
 *
 * Returns: %TRUE when a step can be undone
 */
gboolean
herald_session_check_undo (HeraldSession  *self,
                           GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game != NULL && herald_session_refuse_read_only (self, error))
    return FALSE;
  if (self->game == NULL || !herald_game_can_undo (self->game))
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to undo"));
      return FALSE;
    }
  return TRUE;
}
