/* herald-save-validate.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* `herald-cli validate`: a saved game held to every rule (DESIGN.md, Save format: loading
 * validates everything, "a log that breaks a rule" included).
 *
 * A rule made stricter after Herald had saved games under the looser one refuses new steps
 * only (docs/save-format.md, "Rules that refuse new steps only"): a file's `actions` load and
 * replay as written, so that every game a player keeps still opens. Such a log is not a valid
 * game all the same: validate replays it a second time with each step checked as a new step of
 * the table would be (is_new_step () TRUE), under the rules and variants the file loads with (a
 * version-1 file keeps `build_timing: "anytime"`: those are its rules). The dice and cards bound
 * to a point of the game are checked too (herald_game_check_entered_roll (), draw_record_check
 * ()): the loader restores `undone_rolls` and `undone_draws` before the log, and a record there
 * was made when the log held no step at its point (an undo took it), so a step of the log at
 * that point came after it, as the rule saw it when Herald took the step; a roll brought back
 * (Redo, Undo then Roll) leaves them. `next_roll`, `undone` and `draws_seen` come after the
 * log and bind nothing in it. What replaying as written changes in the state itself (a
 * correction's knights, Herald's choice of a pillaged city) is checked by the step that would
 * rely on it. Opening a game, `replay` and `stats` never use this. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "herald-private.h"
#include "herald-save.h"

/**
 * herald_save_validate_data:
 * @data: (array length=length): the bytes of a save file
 * @length: their number, at most %HERALD_SAVE_MAX_SIZE
 * @opens: (out) (optional): whether Herald opens the game (herald_save_load_data() loads it),
 *   valid or not
 * @error: herald_save_load_data()'s error when the game does not load; for a log that loads
 *   only as written, the refusal the step gets as a new step ("action N (type): reason"),
 *   followed by the clause that Herald still opens and replays the game as written
 *
 * Loads a saved game as herald_save_load_data() does and holds every step of its log to the
 * rules a new step meets (docs/save-format.md, "Rules that refuse new steps only").
 *
 * Returns: (transfer full) (nullable): the game as herald_save_load_data() loads it, or %NULL
 *   when it does not load or its log breaks a rule
 */
HeraldGame *
herald_save_validate_data (const char  *data,
                           gsize        length,
                           gboolean    *opens,
                           GError     **error)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) as_new = NULL;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (opens != NULL)
    *opens = FALSE;
  game = herald_save_load_log (data, length, FALSE, error);
  if (game == NULL)
    return NULL;
  if (opens != NULL)
    *opens = TRUE;
  as_new = herald_save_load_log (data, length, TRUE, &local);
  if (as_new == NULL)
    {
      /* Translators: the refused step ("action 3 (play_card): nobody has more victory points
       * than Anna (4)"), then why the game still opens */
      g_set_error (error, HERALD_GAME_ERROR,
                   local->code == HERALD_GAME_ERROR_OFF_TURN ? HERALD_GAME_ERROR_FORBIDDEN : local->code,
                   _("%s; Herald still opens and replays it as written (an older Herald "
                     "accepted this step)"), local->message);
      return NULL;
    }
  return g_steal_pointer (&game);
}

/**
 * herald_save_validate_stream:
 * @stream: what to read the save from (as herald_save_load_stream())
 * @cancellable: (nullable): to stop the reading
 * @opens: (out) (optional): as herald_save_validate_data()
 * @error: a #GIOError when @stream cannot be read, else as herald_save_validate_data()
 *
 * Returns: (transfer full) (nullable): as herald_save_validate_data()
 */
HeraldGame *
herald_save_validate_stream (GInputStream  *stream,
                             GCancellable  *cancellable,
                             gboolean      *opens,
                             GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  if (opens != NULL)
    *opens = FALSE;
  data = herald_save_read_stream (stream, cancellable, &length, error);
  if (data == NULL)
    return NULL;
  return herald_save_validate_data (data, length, opens, error);
}
