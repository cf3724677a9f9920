/* herald-session-open-file.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's file from anywhere: *Open Game…* and `herald FILE` (breaker report 13, R-2). The
 * game is played in place, locked for this Herald, as after *Save Elsewhere…*; a file that
 * does not load is refused and left exactly as it is.
 */

#include "config.h"

#include <glib/gi18n.h>

#include <string.h>

#include "herald-save.h"
#include "herald-session-moved.h"
#include "herald-session-private.h"

/**
 * herald_session_open_file:
 * @path: a file chosen by the table (*Open Game…*, a file given to `herald`): anywhere, in the
 *   games folder or not
 * @error: #HERALD_STORE_ERROR_LOCKED when another Herald has the game open;
 *   #HERALD_STORE_ERROR_NEWER for a file of a newer Herald; #HERALD_GAME_ERROR_INVALID when
 *   the file is not a Herald game that loads (the loader's reason, and the file's name); a
 *   #GFileError when it cannot be read
 *
 * Opens the game saved in @path in place of the open one, as herald_session_open() does: it
 * is played in place and every later step is saved there, with its lock and its backups
 * beside it, as after herald_session_save_as(). Unlike herald_session_open() (a game of the
 * list, whose file is moved aside when it does not load), a file that does not load is
 * refused and left exactly as it is: it may be anything the table picked by mistake. The open
 * game stays open then. A backup of a game (`<game>.json.backup-N`, `.backup-new`) or a file
 * moved aside as broken (`<game>.json.broken-…`) that loads is opened as a copy, in a new file
 * of the games folder (as a new game is), and left as it is: played in place it would be
 * rotated away by its game's next backup.
 *
 * Returns: %TRUE when the game is open
 */
/* Whether @path is named as a file Herald keeps beside a game: a backup
 * (`<game>.json.backup-N`, `.backup-new`) or a file moved aside as broken
 * (`<game>.json.broken-…`) */
static gboolean
is_kept_beside_a_game (const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  const char *mark = g_strrstr (name, ".json.backup-");

  if (mark != NULL && mark != name)
    {
      const char *n = mark + strlen (".json.backup-");

      if (g_str_equal (n, "new"))
        return TRUE;
      for (const char *c = n; *c != '\0'; c++)
        if (!g_ascii_isdigit (*c))
          return FALSE;
      return *n != '\0';
    }
  mark = strstr (name, ".json.broken-");
  return mark != NULL && mark != name;
}

gboolean
herald_session_open_file (HeraldSession  *self,
                          const char     *path,
                          GError        **error)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* checked as the loader checks it before anything else happens: nothing is moved aside,
   * locked or written for a file that is not a game this Herald opens */
  game = herald_save_load_file (path, &local);
  if (game == NULL)
    {
      name = g_filename_display_name (path);
      if (local->domain == G_FILE_ERROR)
        g_set_error (error, G_FILE_ERROR, local->code, _("The file %s cannot be read: %s"),
                     name, local->message);
      else if (g_error_matches (local, HERALD_GAME_ERROR, HERALD_GAME_ERROR_VERSION))
        g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER,
                     _("This game needs a newer Herald: %s. The file was left as it is (%s), "
                       "to be opened with a newer Herald."), local->message, name);
      else
        g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                     _("The file %s is not a Herald game that can be opened: %s. The file was "
                       "not changed."), name, local->message);
      return FALSE;
    }
  /* a backup or a broken file of a game: played in place, it would be rotated away or moved
   * back under the game's own backups; it is opened as a copy in a file of its own in the
   * games folder and stays exactly as it is */
  if (self->games_folder != NULL && is_kept_beside_a_game (path))
    return herald_session_begin (self, g_steal_pointer (&game), error);
  return herald_session_open (self, path, FALSE, error);
}

/**
 * herald_session_get_outside_path:
 *
 * Where the open game is saved when that is not the games folder
 * (herald_session_set_games_folder()): a game saved elsewhere (herald_session_save_as()) or
 * opened from another folder (herald_session_open_file()). The start page lists only the games
 * folder: such a game comes back with *Open Game…* or `herald FILE`.
 *
 * Returns: (nullable): the game's file, or %NULL without a game, for a game only looked at,
 *   a game in the games folder, or without a games folder
 */
const char *
herald_session_get_outside_path (HeraldSession *self)
{
  const char *path;
  g_autofree char *dir = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  if (self->game == NULL || self->read_only || self->games_folder == NULL || self->file == NULL)
    return NULL;
  path = herald_game_file_get_path (self->file);
  dir = g_path_get_dirname (path);
  if (g_str_equal (dir, self->games_folder))
    return NULL;
  return path;
}

/* herald_session_save_as (): the game leaves @from for @to; herald_session_note_moved () notes
 * it */
void
herald_session_set_moved (HeraldSession *self,
                          const char    *from,
                          const char    *to)
{
  g_free (self->moved_from);
  g_free (self->moved_to);
  self->moved_from = g_strdup (from);
  self->moved_to = g_strdup (to);
}

/* Notes where the game went (herald_moved_note ()) when that is still to be done: after Save
 * Elsewhere, and again after every save that succeeded while it could not be written (the
 * disk was full). The copy left behind is marked when it is in the games folder. */
void
herald_session_note_moved (HeraldSession *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  gboolean listed;

  if (self->moved_from == NULL)
    return;
  dir = g_path_get_dirname (self->moved_from);
  listed = self->games_folder != NULL && g_str_equal (dir, self->games_folder);
  if (!herald_moved_note (self->moved_from, self->moved_to, listed, &error))
    {
      g_debug ("Could not note that %s went on in %s: %s", self->moved_from, self->moved_to,
               error->message);
      return;
    }
  g_clear_pointer (&self->moved_from, g_free);
  g_clear_pointer (&self->moved_to, g_free);
  /* herald_session_get_older_copy () looks again */
  g_clear_pointer (&self->older_copy_of, g_free);
}

/**
 * herald_session_get_older_copy:
 *
 * For a game saved outside the games folder (herald_session_get_outside_path()): the copy
 * Save Elsewhere left in the games folder when it moved the game there, still as it was
 * (herald_moved_find_copy()). The start page lists that copy as an older copy and opens this
 * game's file in its place.
 *
 * Returns: (nullable): the older copy, or %NULL
 */
const char *
herald_session_get_older_copy (HeraldSession *self)
{
  const char *outside;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  outside = herald_session_get_outside_path (self);
  if (outside == NULL)
    return NULL;
  /* looked up once per file (a step does not change it) */
  if (g_strcmp0 (outside, self->older_copy_of) != 0)
    {
      g_autoptr(GKeyFile) notes = herald_moved_load ();

      g_free (self->older_copy_of);
      g_free (self->older_copy);
      self->older_copy_of = g_strdup (outside);
      self->older_copy = herald_moved_find_copy (notes, outside);
    }
  return self->older_copy;
}
