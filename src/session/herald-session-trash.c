/* herald-session-trash.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The library's deleted games: a game deleted from the start page moves, with its summary and
 * its backups, to the trash folder (`games/trash/`) so that the table can undo; Undo brings it
 * back, a purge removes it for good once its Undo has gone, and the trash is emptied at
 * start-up. No GTK: tests drive it headless (tests/test-library.c). */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-session-game-file.h"
#include "herald-session-game-summary.h"
#include "herald-session-library.h"
#include "herald-session-library-private.h"

/* the files of a game: the game and its backups (not its lock, not broken copies) */
static GPtrArray *
game_files (const char *path)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (files, g_strdup (path));
  g_ptr_array_add (files, herald_game_summary_path (path));
  g_ptr_array_add (files, g_strconcat (path, ".backup-new", NULL));
  for (guint i = 1; i <= HERALD_STORE_N_BACKUPS; i++)
    g_ptr_array_add (files, g_strdup_printf ("%s.backup-%u", path, i));
  return files;
}

/* The copies of the game of @path that were moved aside as broken (`<game>.json.broken-…`,
 * with their summaries) in @folder (the games folder or the trash), added to @files by their
 * names in the games folder */
static void
add_broken_copies (GPtrArray  *files,
                   const char *folder,
                   const char *path)
{
  g_autofree char *games = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, ".broken-", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (files, g_build_filename (games, name, NULL));
}

/* whether a backup of the game of @path is a regular file in @folder: a damaged game, listed
 * by its backups once its file was moved aside (breaker report 13, R-3) */
static gboolean
has_backups_in (const char *folder,
                const char *path)
{
  g_autoptr(GPtrArray) files = game_files (path);

  /* files[0] is the game, [1] its summary */
  for (guint i = 2; i < files->len; i++)
    {
      g_autofree char *base = g_path_get_basename (g_ptr_array_index (files, i));
      g_autofree char *in = g_build_filename (folder, base, NULL);
      struct stat st;

      if (lstat (in, &st) == 0 && S_ISREG (st.st_mode))
        return TRUE;
    }
  return FALSE;
}

static char *
in_folder (const char *folder,
           const char *path)
{
  g_autofree char *base = g_path_get_basename (path);

  return g_build_filename (folder, base, NULL);
}

/* whether @path is a regular file itself, not a link to one */
static gboolean
is_regular_file (const char *path)
{
  struct stat st;

  return lstat (path, &st) == 0 && S_ISREG (st.st_mode);
}

/* Removes @path from the trash folder: a file, or a folder that is empty (an earlier Herald
 * moved a folder named like a summary there); a folder with something in it stays (nothing
 * is deleted that Herald did not write). Returns whether it is gone. */
static gboolean
remove_trashed (const char *path)
{
  struct stat st;

  if (lstat (path, &st) != 0)
    return FALSE;
  if (S_ISDIR (st.st_mode))
    {
      if (g_rmdir (path) == 0)
        return TRUE;
      g_debug ("Leaving %s in the trash: %s", path, g_strerror (errno));
      return FALSE;
    }
  return g_unlink (path) == 0;
}

/**
 * herald_library_trash:
 * @path: a game's file in the games folder
 * @error: #HERALD_STORE_ERROR_LOCKED when another Herald has it open, or a #GFileError
 *
 * Deletes a game so that herald_library_restore() can bring it back: the file, its summary
 * and its backups move to the trash folder (beside the game, only regular files: a folder
 * named like its summary stays). A damaged game, listed by its backups once its file was
 * moved aside (`<game>.json.broken-…`), is deleted with its backups and those broken files.
 * A game another Herald has open is not deleted.
 *
 * Returns: %TRUE when the game is in the trash
 */
gboolean
herald_library_trash (HeraldLibrary  *self,
                      const char     *path,
                      GError        **error)
{
  g_autoptr(HeraldGameFile) file = NULL;
  g_autoptr(GPtrArray) files = NULL;
  g_autoptr(GPtrArray) moved = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *lock = NULL;
  gboolean damaged;

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  file = herald_game_file_new (path);
  if (!herald_game_file_lock (file, error) || !herald_library_make_folder (self->trash, error))
    return FALSE;

  files = game_files (path);
  /* a damaged game listed by its backups (its file was moved aside as broken): deleting it
   * deletes those backups and the damaged file (breaker report 13) */
  damaged = !g_file_test (path, G_FILE_TEST_EXISTS) && has_backups_in (self->games, path);
  if (damaged)
    add_broken_copies (files, self->games, path);
  for (guint i = 0; i < files->len; i++)
    {
      const char *from = g_ptr_array_index (files, i);
      g_autofree char *to = in_folder (self->trash, from);

      if (!g_file_test (from, G_FILE_TEST_EXISTS))
        {
          /* the game itself is gone (removed by hand while the list showed it): nothing to
           * delete, and no Undo to offer; the lock just taken goes too, so that nothing is
           * left under the old name (breaker report 12, R-5) */
          if (i == 0 && !damaged && !g_file_test (to, G_FILE_TEST_EXISTS))
            {
              herald_game_file_release (file);
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                           _("This game’s file is already gone: it was removed outside Herald"));
              return FALSE;
            }
          continue;
        }
      /* beside the game, only regular files are its own (a folder or a FIFO named like its
       * summary is not Herald's): they stay where they are, as the list leaves them
       * (herald_game_summary_remove_leftover ()), and the trash only ever holds files */
      if (i > 0 && !is_regular_file (from))
        {
          g_debug ("Not moving %s to the trash: not a regular file", from);
          continue;
        }
      /* an older copy of the same name in the trash gives way: it was deleted before */
      if (g_rename (from, to) != 0)
        {
          int saved_errno = errno;

          /* the game, or a backup of a damaged game (its backups are what is listed):
           * nothing is deleted, what was moved comes back */
          if (i == 0 || (damaged && i > 1))
            {
              for (guint j = 0; j < moved->len; j++)
                {
                  const char *back = g_ptr_array_index (moved, j);
                  g_autofree char *trashed = in_folder (self->trash, back);

                  herald_library_rename_no_replace (trashed, back);
                }
              /* no lock file left where the game stays, if this took it (N20-12) */
              herald_game_file_release (file);
              g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                           "%s: %s", from, g_strerror (saved_errno));
              return FALSE;
            }
          g_debug ("Could not move %s to the trash: %s", from, g_strerror (saved_errno));
        }
      else
        g_ptr_array_add (moved, g_strdup (from));
    }
  herald_game_file_remove_temporaries (file);
  /* the game's own lock goes with it (removed while still held). A link's lock is its
   * target's (herald_store_lock_path ()) and stays: the target is still a game that another
   * name may open, and a lock file removed then could give two Heralds a lock each (breaker
   * report 10, F15; docs/save-format.md, Files) */
  lock = g_strconcat (path, ".lock", NULL);
  g_unlink (lock);
  return TRUE;
}

/**
 * herald_library_restore:
 * @path: the game's file as it was before herald_library_trash()
 * @error: a #GFileError; %G_FILE_ERROR_EXIST when a file of that name is back in its place,
 *   %G_FILE_ERROR_NOENT when the game is no longer in the trash (removed for good)
 *
 * Brings a deleted game back from the trash (Undo).
 *
 * Returns: %TRUE when the game is back
 */
gboolean
herald_library_restore (HeraldLibrary  *self,
                        const char     *path,
                        GError        **error)
{
  g_autoptr(GPtrArray) files = NULL;
  g_autofree char *trashed = NULL;
  gboolean damaged;

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  files = game_files (path);
  /* a damaged game: its backups and broken files (herald_library_trash ()) */
  trashed = in_folder (self->trash, path);
  damaged = !g_file_test (path, G_FILE_TEST_EXISTS) && !g_file_test (trashed, G_FILE_TEST_EXISTS) &&
            has_backups_in (self->trash, path);
  if (damaged)
    add_broken_copies (files, self->trash, path);
  for (guint i = 0; i < files->len; i++)
    {
      const char *to = g_ptr_array_index (files, i);
      g_autofree char *from = in_folder (self->trash, to);

      if (!g_file_test (from, G_FILE_TEST_EXISTS))
        {
          /* the game itself is gone (removed for good, by hand or by an older Herald): the
           * Undo says so instead of bringing nothing back without a word (B-4) */
          if (i == 0 && !damaged && !g_file_test (to, G_FILE_TEST_EXISTS))
            {
              g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                           _("The deleted game cannot be brought back: it is no longer in the trash"));
              return FALSE;
            }
          continue;
        }
      if (!herald_library_rename_no_replace (from, to) && i == 0)
        {
          int saved_errno = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                       "%s: %s", to, g_strerror (saved_errno));
          return FALSE;
        }
    }
  return TRUE;
}

/**
 * herald_library_purge:
 * @path: the game's file as it was before herald_library_trash()
 *
 * Removes a deleted game from the trash for good (its Undo has gone).
 */
void
herald_library_purge (HeraldLibrary *self,
                      const char    *path)
{
  g_autoptr(GPtrArray) files = NULL;

  g_return_if_fail (HERALD_IS_LIBRARY (self));
  g_return_if_fail (path != NULL);

  files = game_files (path);
  add_broken_copies (files, self->trash, path);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *trashed = in_folder (self->trash, g_ptr_array_index (files, i));

      remove_trashed (trashed);
    }
}

/* Whether the lock file @lock_path is held now: by another Herald, or by this one (flock ()
 * locks of two descriptors exclude each other, in one process too) */
static gboolean
lock_is_held (const char *lock_path)
{
  int fd = g_open (lock_path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);
  gboolean held;

  if (fd < 0)
    return FALSE;
  held = flock (fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK;
  close (fd);
  return held;
}

/* The names of the games in the trash folder @trash that a Herald has open (their lock held:
 * a game saved there with Save Elsewhere by an older Herald, B44-3), each with its files'
 * common beginning (`<game>.json`) */
static GPtrArray *
held_games (const char *trash)
{
  GPtrArray *held = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (trash, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;

      if (!g_str_has_suffix (name, ".lock"))
        continue;
      path = g_build_filename (trash, name, NULL);
      if (lock_is_held (path))
        g_ptr_array_add (held, g_strndup (name, strlen (name) - strlen (".lock")));
    }
  return held;
}

static gboolean
of_held_game (GPtrArray  *held,
              const char *name)
{
  for (guint i = 0; i < held->len; i++)
    {
      const char *game = g_ptr_array_index (held, i);
      gsize n = strlen (game);

      if (strncmp (name, game, n) == 0 && (name[n] == '\0' || name[n] == '.'))
        return TRUE;
    }
  return FALSE;
}

/**
 * herald_library_empty_trash:
 * @keep_seconds: what was put in the trash in the last @keep_seconds seconds stays (by its
 *   change time, which the move to the trash sets); #HERALD_LIBRARY_TRASH_KEEP_SECONDS at
 *   start-up, 0 for everything
 *
 * Removes deleted games for good: the games whose Undo was never answered because Herald
 * ended first. Called at start-up. A game deleted lately stays: another Herald may still show
 * its Undo (breaker report 11, B-4: a second Herald's start emptied the trash under the
 * first's Undo, which then brought nothing back). A game a Herald has open there (its lock
 * held) stays with all its files, whatever their age (breaker report 44, B44-3: a game saved
 * into the trash by an older Herald was removed under the table). An empty folder in the trash goes too (an
 * earlier Herald moved a folder named like a summary there); a folder with something in it
 * stays.
 *
 * Returns: how many files (and empty folders) were removed
 */
guint
herald_library_empty_trash (HeraldLibrary *self,
                            gint64         keep_seconds)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) held = NULL;
  const char *name;
  guint removed = 0;
  gint64 before = g_get_real_time () / G_USEC_PER_SEC - MAX (keep_seconds, 0);

  g_return_val_if_fail (HERALD_IS_LIBRARY (self), 0);

  held = held_games (self->trash);
  dir = g_dir_open (self->trash, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->trash, name, NULL);
      struct stat st;

      if (lstat (path, &st) != 0 || (gint64) st.st_ctime > before || of_held_game (held, name))
        continue;
      if (remove_trashed (path))
        removed++;
    }
  return removed;
}
