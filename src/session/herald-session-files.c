/* herald-session-files.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session's game file: a new game's file, opening, resuming, the backups, saving again
 * or elsewhere when a save failed (docs/reliability.md).
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "herald-session-game-summary.h"
#include "herald-session-records.h"
#include "herald-session-library.h"
#include "herald-session-moved.h"
#include "herald-save.h"
#include "herald-session-private.h"
#include "herald-write-behind.h"

/**
 * herald_session_set_games_folder:
 * @folder: (nullable): the folder of the games (`$XDG_DATA_HOME/herald/games`), or %NULL
 *
 * From now on every new game gets a file of its own in @folder (herald_library_new_game_path()),
 * so starting a game never replaces another. Without a folder a new game is saved to
 * #HeraldSession:save-path.
 */
void
herald_session_set_games_folder (HeraldSession *self,
                                 const char    *folder)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  g_free (self->games_folder);
  self->games_folder = g_strdup (folder);
}

/**
 * herald_session_leave_summary:
 *
 * For the session, after every save that succeeded (herald_session_write()) and as it lets
 * go of its game (another game, close, the end): the summary the start page lists the game by
 * (herald-session-game-summary.c), beside the game's file in the games folder, when the file
 * holds the game as it is (its last save succeeded and nothing is only in memory). Written
 * as the game is, before the step returns (a temporary file renamed over the old one, no
 * fsync), so that after a kill -9 the summary describes the game's file as the last step
 * shown left it and the next start does not load that game to list it (`/herald/crash/
 * kill-nine-summary`). A power cut may lose the summary (one load more), never the game.
 * For a game whose file is elsewhere (played in place), the games folder's copy of it while
 * it is over instead, which Records count (herald_records_keep_elsewhere ()).
 */
void
herald_session_leave_summary (HeraldSession *self)
{
  const char *path;
  g_autofree char *dir = NULL;

  herald_session_settle_save (self);
  if (self->game == NULL || self->file == NULL || self->read_only || !self->on_disk
      || self->unsaved_steps > 0 || self->saved_actions != herald_game_get_n_actions (self->game)
      || self->games_folder == NULL)
    return;
  path = herald_game_file_get_path (self->file);
  dir = g_path_get_dirname (path);
  if (g_str_equal (dir, self->games_folder))
    herald_game_summary_write_for (path, self->game, herald_game_file_get_identity (self->file));
  else
    {
      g_autoptr(GError) error = NULL;

      /* a game played in place elsewhere counts in Records too: the games folder keeps a
       * copy of it while it is over (newcomer report 25, N25-7) */
      if (!herald_records_keep_elsewhere (self->games_folder, self->game, &error))
        g_debug ("Records will lack the game of %s: %s", path, error->message);
    }
}

/* Whether @path is the game's file: its name, or another name of the same file (a folder
 * reached through a symbolic link, a hard link), by device and inode. The names alone were
 * compared, and the game open here, opened again through a symlinked folder, took its own
 * lock file a second time (flock () is per open file): "open in another Herald on this
 * computer (process N)", N this Herald, and Look Only let go of its own game (breaker report
 * 43, B43-7). A hard link to the file as this Herald opened it, before saves replaced it, is
 * the game too (herald_game_file_holds (), B44-1): it opens as the game is now. */
static gboolean
is_game_file (HeraldSession *self,
              const char    *path)
{
  const char *open = herald_game_file_get_path (self->file);
  GStatBuf named, current;

  if (g_str_equal (path, open) || herald_game_file_holds (self->file, path))
    return TRUE;
  return g_stat (path, &named) == 0 && g_stat (open, &current) == 0 &&
         named.st_dev == current.st_dev && named.st_ino == current.st_ino;
}

/**
 * herald_session_is_game_file:
 * @path: a file
 *
 * Whether @path is the file of the game open here, by that name or another name of the same
 * file (a symbolic link, a folder reached through one, a hard link: is_game_file ()). Opening
 * it again reads the game anew from it (herald_session_open ()).
 *
 * Returns: %TRUE when a game is open and @path is its file
 */
gboolean
herald_session_is_game_file (HeraldSession *self,
                             const char    *path)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return self->game != NULL && self->file != NULL && is_game_file (self, path);
}

/* Makes @path the game's file, locked for this Herald; the open file stays when @path is
 * already it, by another name too (is_game_file ()). */
static gboolean
herald_session_take_file (HeraldSession  *self,
                          const char     *path,
                          gboolean        read_only,
                          GError        **error)
{
  HeraldGameFile *file = self->file;

  herald_session_settle_save (self);
  if (!is_game_file (self, path))
    file = herald_game_file_new (path);
  if (read_only)
    herald_game_file_unlock (file);
  else if (!herald_game_file_lock (file, error))
    {
      if (file != self->file)
        herald_game_file_free (file);
      return FALSE;
    }
  if (file != self->file)
    {
      herald_session_leave_summary (self);
      herald_game_file_free (self->file);
      self->file = file;
    }
  if (self->read_only != read_only)
    {
      self->read_only = read_only;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_READ_ONLY]);
      herald_session_watch_holder (self);
    }
  /* none of this game is in that file yet */
  herald_session_mark_saved (self, 0);
  self->on_disk = FALSE;
  return TRUE;
}

/* A new game's file: its own in the games folder, or the session's save path */
static gboolean
herald_session_take_new_file (HeraldSession  *self,
                              GError        **error)
{
  g_autofree char *path = NULL;

  if (self->games_folder != NULL)
    path = herald_library_new_game_path (self->games_folder);
  else
    path = g_strdup (self->save_path);
  return herald_session_take_file (self, path, FALSE, error);
}

/* A new game (owned; %NULL when the engine refused it, @error set) becomes the open one, in
 * a file of its own: the single path of the three ways to start a game, and of a backup
 * opened with Open Game (herald-session-open-file.c) */
gboolean
herald_session_begin (HeraldSession  *self,
                      HeraldGame     *game,
                      GError        **error)
{
  if (game == NULL)
    return FALSE;
  if (!herald_session_take_new_file (self, error))
    {
      herald_game_free (game);
      return FALSE;
    }

  herald_session_set_game (self, game);
  herald_session_after_change (self, NULL);

  return TRUE;
}

/**
 * herald_session_new_game:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order; player 0 starts
 * @n_players: 3–4, or 5–6 with the extension
 * @setup_round: begin with the setup round (RULES.md A2.1) rather than after it
 * @error: a #HERALD_GAME_ERROR when the rules or players are refused
 *
 * Starts a new game with decks shuffled by an OS-seeded generator, in place of the open
 * game. With a games folder (herald_session_set_games_folder()) the new game gets a file of
 * its own and every other game stays; without one it is saved to #HeraldSession:save-path.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game (HeraldSession           *self,
                         const HeraldRules       *rules,
                         const HeraldPlayerInfo  *players,
                         guint                    n_players,
                         gboolean                 setup_round,
                         GError                 **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);

  game = herald_game_new_shuffled (rules, players, n_players, self->rng, setup_round, error);
  return herald_session_begin (self, game, error);
}

/**
 * herald_session_new_game_at:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: the position the table has reached (the `start` member of docs/save-format.md)
 * @error: a #HERALD_GAME_ERROR when the position is refused
 *
 * Starts tracking a game the table began without Herald. Decks the position does not give
 * are shuffled from an OS-seeded generator.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game_at (HeraldSession           *self,
                            const HeraldRules       *rules,
                            const HeraldPlayerInfo  *players,
                            guint                    n_players,
                            JsonNode                *start,
                            GError                 **error)
{
  HeraldStart position;
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);

  if (!herald_player_names_check_distinct (players, n_players, error) ||
      !herald_start_from_json (&position, start, rules, n_players, error))
    return FALSE;
  game = herald_game_new (rules, players, n_players, &position,
                          herald_rng_range (self->rng, G_MAXINT32), error);
  return herald_session_begin (self, game, error);
}

/**
 * herald_session_new_game_from_start:
 * @rules: the rule set
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: the position the table has reached
 * @error: a #HERALD_GAME_ERROR when the engine refuses the position; a refusal about one player
 *   names the player
 *
 * As herald_session_new_game_at(), from the typed position the dialogs build.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_session_new_game_from_start (HeraldSession           *self,
                                    const HeraldRules       *rules,
                                    const HeraldPlayerInfo  *players,
                                    guint                    n_players,
                                    const HeraldStart       *start,
                                    GError                 **error)
{
  HeraldGame *game;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);
  g_return_val_if_fail (start != NULL, FALSE);

  game = herald_game_new_from_start (rules, players, n_players, start,
                                     herald_rng_range (self->rng, G_MAXINT32), error);
  return herald_session_begin (self, game, error);
}

/**
 * herald_session_has_saved_game:
 *
 * Returns: whether the autosave file exists
 */
gboolean
herald_session_has_saved_game (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return g_file_test (herald_game_file_get_path (self->file), G_FILE_TEST_IS_REGULAR);
}

/**
 * herald_session_describe_saved_game:
 *
 * A short description of the saved game for the start page: the round, the players and
 * when it was saved. Loading it here is only a preview: a file that does not load is left
 * alone until herald_session_resume() reports it.
 *
 * Returns: (transfer full) (nullable): the description, or %NULL without a saved game
 */
char *
herald_session_describe_saved_game (HeraldSession *self)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) modified = NULL;
  g_autofree char *names = NULL;
  g_autofree char *when = NULL;
  const HeraldState *state;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  if (!herald_session_has_saved_game (self))
    return NULL;

  game = herald_save_load_file (herald_game_file_get_path (self->file), NULL);
  if (game == NULL)
    return g_strdup (_("The saved game could not be read."));

  state = herald_game_get_state (game);
  names = herald_library_join_players (game);

  file = g_file_new_for_path (herald_game_file_get_path (self->file));
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE,
                            NULL, NULL);
  if (info != NULL)
    modified = g_file_info_get_modification_date_time (info);
  if (modified != NULL)
    when = herald_library_format_date (modified);

  if (state->phase == HERALD_PHASE_OVER && state->winner >= 0)
    {
      g_autofree char *winner = g_strdup_printf ("\u2068%s\u2069",
                                                 herald_game_get_player_label (game, state->winner));

      /* Translators: the saved game on the start page: players, then the winner */
      return g_strdup_printf (_("%s · won by %s"), names, winner);
    }

  if (when != NULL)
    /* Translators: the saved game on the start page: round, players, time saved */
    return g_strdup_printf (_("Round %u · %s · saved %s"), state->round, names, when);

  return g_strdup_printf (_("Round %u · %s"), state->round, names);
}

/* The first save after a game is opened wrote the text of every action of it (a 1,000-action
 * game: 30 M instructions on the main thread, in the step the player took), the next ones only
 * the new action's: that text is made once the main loop is idle after the open (after the
 * window's first frame of the game), ahead of the first step (docs/performance.md, fourteenth
 * round) */
static gboolean
prepare_save_cb (gpointer data)
{
  HeraldSession *self = data;

  self->prepare_save_id = 0;
  if (self->game != NULL && self->file != NULL && !self->read_only)
    herald_game_file_prepare (self->file, self->game);
  return G_SOURCE_REMOVE;
}

/**
 * herald_session_open:
 * @path: a game's file
 * @read_only: only look at the game: nothing is locked, changed or saved
 * @error: #HERALD_STORE_ERROR_LOCKED when another Herald has the game open (the message says
 *   which), else as herald_game_file_load(): #HERALD_STORE_ERROR_NEWER (the file stays where
 *   it is), #HERALD_STORE_ERROR_BROKEN (the file was moved aside; the message says where, or
 *   why it could not be moved), or a #GFileError
 *
 * Opens the game saved in @path in place of the open one, and saves every later step there.
 * The game is locked for this Herald until it is closed or another game is opened
 * (herald_game_file_lock()), and the temporary files of writes that were killed half-way are
 * removed. After a failure the file stays the session's, so that herald_session_has_backup()
 * and herald_session_resume_backup() offer its backups, but it is not locked (and a file moved
 * aside leaves no lock file behind).
 *
 * Returns: %TRUE when the game is open
 */
gboolean
herald_session_open (HeraldSession  *self,
                     const char     *path,
                     gboolean        read_only,
                     GError        **error)
{
  HeraldGame *game;
  gboolean already_open;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  already_open = self->game != NULL && !self->read_only && is_game_file (self, path);
  if (!herald_session_take_file (self, path, read_only, error))
    return FALSE;

  game = herald_game_file_load (self->file, error);
  /* the file an older copy's game went on in, replaced by another game since */
  if (game != NULL && herald_session_refuse_other_game (self, game, error))
    g_clear_pointer (&game, herald_game_free);
  if (game == NULL)
    {
      /* a game that did not open is not this Herald's: the lock goes (with its file, when the
       * game was moved aside), or the list would say another Herald has it */
      if (!already_open)
        herald_game_file_release (self->file);
      return FALSE;
    }
  if (!read_only)
    herald_game_file_remove_temporaries (self->file);

  herald_session_set_game (self, game);
  herald_session_mark_saved (self, herald_game_get_n_actions (game));
  /* its backups were made up to here: the next is made when play goes on */
  self->backup_actions = herald_game_get_n_actions (game);
  /* a game already over, opened from elsewhere, counts in Records while it is open, not
   * only once it is let go (tester32, N32-7; herald_records_keep_elsewhere ()) */
  if (!read_only && self->games_folder != NULL && herald_game_get_state (game)->phase == HERALD_PHASE_OVER)
    {
      g_autofree char *dir = g_path_get_dirname (herald_game_file_get_path (self->file));

      if (!g_str_equal (dir, self->games_folder))
        herald_session_leave_summary (self);
    }
  herald_session_update_properties (self);
  g_signal_emit (self, herald_session_signals[CHANGED], 0);
  g_clear_handle_id (&self->prepare_save_id, g_source_remove);
  if (!read_only)
    self->prepare_save_id = g_idle_add (prepare_save_cb, self);

  return TRUE;
}

/**
 * herald_session_resume:
 * @error: why the saved game could not be opened, as for herald_session_open()
 *
 * Opens the game of herald_session_get_save_path() again (herald_session_open()).
 *
 * Returns: %TRUE when the saved game is open
 */
gboolean
herald_session_resume (HeraldSession  *self,
                       GError        **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  path = g_strdup (herald_game_file_get_path (self->file));
  return herald_session_open (self, path, FALSE, error);
}

/**
 * herald_session_has_backup:
 *
 * Returns: whether a rotating backup of the game's file exists
 */
gboolean
herald_session_has_backup (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  /* the backups are written on the write-behind thread */
  herald_write_behind_flush ();
  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *path = herald_game_file_backup_path (self->file, i);

      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

/**
 * herald_session_resume_backup:
 * @error: %HERALD_GAME_ERROR_INVALID when no backup loads
 *
 * Opens the newest rotating backup that loads (a backup is made at the start of every turn)
 * and saves it as the game's file. The backups are left as they are.
 *
 * Returns: %TRUE when a backup is open
 */
gboolean
herald_session_resume_backup (HeraldSession  *self,
                              GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  herald_write_behind_flush ();
  for (guint i = 0; i <= HERALD_STORE_N_BACKUPS; i++)
    {
      g_autofree char *path = herald_game_file_backup_path (self->file, i);
      g_autoptr(GError) local = NULL;
      HeraldGame *game;

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      game = herald_save_load_file (path, &local);
      if (game == NULL)
        {
          g_debug ("Backup %s: %s", path, local->message);
          continue;
        }
      if (!herald_session_take_file (self, herald_game_file_get_path (self->file), FALSE, error))
        {
          herald_game_free (game);
          return FALSE;
        }
      herald_session_set_game (self, game);
      /* the backups are left as they are: the one opened is among them */
      self->backup_actions = herald_game_get_n_actions (game);
      herald_session_after_change (self, NULL);
      return TRUE;
    }
  g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                       _("No backup of the game could be opened."));
  return FALSE;
}

/**
 * herald_session_close:
 *
 * Closes the open game and releases its lock. The saved file stays, so the game can be
 * resumed. Steps that could not be saved (#HeraldSession:unsaved-steps) are lost: ask first.
 */
void
herald_session_close (HeraldSession *self)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  herald_session_leave_summary (self);
  herald_game_file_unlock (self->file);
  if (self->game == NULL)
    return;

  herald_session_set_game (self, NULL);
  if (self->read_only)
    {
      self->read_only = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_READ_ONLY]);
    }
  herald_session_mark_saved (self, 0);
  herald_session_update_properties (self);
  g_signal_emit (self, herald_session_signals[CHANGED], 0);
}

/**
 * herald_session_get_unsaved_steps:
 *
 * The steps not on disk, a step's save queued on the write-behind thread settled first
 * (herald_session_settle_save ()), so that it counts.
 *
 * Returns: #HeraldSession:unsaved-steps
 */
guint
herald_session_get_unsaved_steps (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0);

  herald_session_settle_save (self);
  return self->unsaved_steps;
}

/**
 * herald_session_get_read_only:
 *
 * Returns: #HeraldSession:read-only
 */
gboolean
herald_session_get_read_only (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->read_only;
}

/**
 * herald_session_save_now:
 * @error: a #GFileError when the game still cannot be saved
 *
 * Tries again to save the open game (after a failed autosave: *Try Again*). Succeeds at once
 * when nothing is unsaved.
 *
 * Returns: %TRUE when the game on disk is the game open
 */
gboolean
herald_session_save_now (HeraldSession  *self,
                         GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  herald_session_settle_save (self);
  if (self->game == NULL || self->read_only || self->unsaved_steps == 0)
    return TRUE;
  return herald_session_write (self, error);
}

/**
 * herald_session_save_as:
 * @path: where to save the open game instead (chosen by the table: *Save Elsewhere*)
 * @error: #HERALD_STORE_ERROR_LOCKED, #HERALD_STORE_ERROR_KEPT_FOLDER for a place in the
 *   games folder's trash or in the finished games Records keeps, or a #GFileError
 *
 * Saves the open game to @path (replacing a file there) and goes on saving it there. Used
 * when the game's own folder cannot be written. Herald's own trash and Records' folder are
 * refused: the trash is emptied under a game saved there, and Records removes its copies
 * (breaker report 44, B44-3); nothing changes then. Where the game went is noted
 * (herald_moved_note()), so that the start page marks the copy left in the games folder and
 * opens the game in @path instead; a note that cannot be written now is tried again after
 * every save that succeeds.
 *
 * Returns: %TRUE when the game is saved in @path
 */
gboolean
herald_session_save_as (HeraldSession  *self,
                        const char     *path,
                        GError        **error)
{
  g_autoptr(HeraldGameFile) file = NULL;
  g_autoptr(GKeyFile) notes_before = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  herald_session_settle_save (self);
  if (self->game == NULL)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_FORBIDDEN,
                           _("No game is open"));
      return FALSE;
    }
  if (self->games_folder != NULL &&
      (herald_session_in_kept_folder (self->games_folder, path, "trash") ||
       herald_session_in_kept_folder (self->games_folder, path, HERALD_RECORDS_ELSEWHERE_FOLDER)))
    {
      g_set_error_literal (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_KEPT_FOLDER,
                           _("This folder is Herald’s own: it empties it or keeps it for Records, "
                             "and a game saved there would be lost. Choose another folder."));
      return FALSE;
    }
  file = herald_game_file_new (path);
  if (!herald_game_file_lock (file, error))
    return FALSE;
  /* the copy left behind is older than the game: noted, so that the start page marks it
   * and opens the game where it went on (herald-session-moved.c). Noted before the save: a
   * Herald killed between the two left a newer game in @path and nothing that said so, and
   * the start page resumed the older copy (breaker report 44, B44-4); a note whose file does
   * not hold the game is not followed (B43-1). A save that fails puts the notes back, and
   * leaves no lock file beside the file it did not write. */
  notes_before = herald_moved_load ();
  herald_session_set_moved (self, herald_game_file_get_path (self->file), path);
  herald_session_note_moved (self);
  if (!herald_game_file_save (file, self->game, NULL, error))
    {
      /* the lock file this made beside a file not written goes too: a full stick or a blocked
       * name kept an empty `<file>.lock` in the folder chosen (data45) */
      herald_game_file_release (file);
      g_clear_pointer (&self->moved_from, g_free);
      g_clear_pointer (&self->moved_to, g_free);
      g_clear_pointer (&self->moved_game, g_free);
      herald_moved_put_back (notes_before);
      return FALSE;
    }
  herald_game_file_free (self->file);
  self->file = g_steal_pointer (&file);
  herald_session_mark_saved (self, herald_game_get_n_actions (self->game));
  return TRUE;
}

/**
 * herald_session_get_players:
 *
 * The players of the open game, one #HeraldPlayerItem each in seat order, empty without a
 * game. The items stay the same objects from step to step and notify only the properties a
 * step changed (before #HeraldSession::changed); another game replaces them all.
 *
 * Returns: (transfer none): a #GListModel of #HeraldPlayerItem, owned by the session
 */
GListModel *
herald_session_get_players (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return herald_session_models_get_players (self->models);
}


/**
 * herald_session_get_pending:
 *
 * The decisions the game waits for (the engine's pending decisions: a deck after a tie,
 * which city is pillaged, a card put back), one #HeraldPendingItem each, the one to ask first
 * first. An item stays the same object as long as its decision is owed and leaves the list
 * when the decision is made or undone, or the game is closed; the list changes before
 * #HeraldSession::changed.
 *
 * Returns: (transfer none): a #GListModel of #HeraldPendingItem, owned by the session
 */
GListModel *
herald_session_get_pending (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return herald_session_models_get_pending (self->models);
}

/**
 * herald_session_get_history:
 *
 * The open game's log, one #HeraldHistoryItem per action, oldest first: the action, who made
 * it and its sentence with what it caused (herald-text.c). A step adds an item, an undo
 * removes the last; the items of the steps kept stay the same objects. Empty without a game.
 *
 * Returns: (transfer none): a #GListModel of #HeraldHistoryItem, owned by the session
 */
GListModel *
herald_session_get_history (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  return herald_session_models_get_history (self->models);
}
