/* herald-session-game-file.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One saved game on disk: its lock, what the file was when Herald last wrote or read it, the
 * atomic write (through a symbolic link, never replacing the link), the rotating backups and
 * moving a file that does not load aside. No GTK here: the session uses it, tests drive it
 * headless. docs/reliability.md, "No game lost in the app", says what it guarantees. */

#define _GNU_SOURCE 1

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-save.h"
#include "herald-save-cache.h"
#include "herald-session-backup-job.h"
#include "herald-session-game-file.h"
#include "herald-session-game-file-private.h"
#include "herald-session-game-lock.h"
#include "herald-write-behind.h"
#include "herald-path-text.h"

G_DEFINE_QUARK (herald-store-error-quark, herald_store_error)

/**
 * herald_game_file_new:
 * @path: the game's file (it need not exist yet)
 *
 * Returns: (transfer full): the file, not locked
 */
HeraldGameFile *
herald_game_file_new (const char *path)
{
  HeraldGameFile *self = g_new0 (HeraldGameFile, 1);

  g_return_val_if_fail (path != NULL, NULL);

  self->path = g_strdup (path);
  self->cache = herald_save_cache_new ();
  self->lock_fd = -1;
  self->file_locks = herald_file_locks_new ();
  g_mutex_init (&self->busy_lock);
  g_cond_init (&self->busy_done);
  return self;
}

void
herald_game_file_free (HeraldGameFile *self)
{
  if (self == NULL)
    return;
  herald_game_file_unlock (self);
  herald_save_cache_free (self->cache);
  herald_file_locks_free (self->file_locks);
  g_mutex_clear (&self->busy_lock);
  g_cond_clear (&self->busy_done);
  g_free (self->path);
  g_free (self);
}

/**
 * herald_game_file_get_path:
 *
 * The file the game is saved to. It changes when herald_game_file_save() found the file
 * replaced by another program and saved this game beside it (never in a save queued on the
 * write-behind thread: this does not wait for one).
 *
 * Returns: (transfer none): the path
 */
const char *
herald_game_file_get_path (HeraldGameFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->path;
}

/* A symbolic link stays a link: the game is written to what it points to. */
char *
herald_game_file_resolve_target (const char *path)
{
  char *current = g_strdup (path);

  for (guint i = 0; i < 16; i++)
    {
      GStatBuf st;
      g_autofree char *link = NULL;
      char *next;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        break;
      link = g_file_read_link (current, NULL);
      if (link == NULL)
        break;
      if (g_path_is_absolute (link))
        next = g_steal_pointer (&link);
      else
        {
          g_autofree char *dir = g_path_get_dirname (current);

          next = g_build_filename (dir, link, NULL);
        }
      g_free (current);
      current = next;
    }
  return current;
}

void
herald_game_file_record_identity (HeraldGameFile *self,
                                  const char     *target)
{
  self->known = stat (target, &self->identity) == 0;
}

gboolean
herald_game_file_same_identity (HeraldGameFile    *self,
                                const struct stat *st)
{
  const struct stat *known = &self->identity;

  return known->st_dev == st->st_dev && known->st_ino == st->st_ino &&
         known->st_size == st->st_size && known->st_mtim.tv_sec == st->st_mtim.tv_sec &&
         known->st_mtim.tv_nsec == st->st_mtim.tv_nsec;
}

/**
 * herald_game_file_get_identity:
 *
 * The file's stat () (a symbolic link followed) as Herald's last write or read of it left
 * it, taken once then: what a save's lock and the start page's summary need of the file
 * just written, without looking at it again (docs/performance.md, thirty-seventh round).
 *
 * Returns: (nullable): the identity, or %NULL when it is not known (never written or read,
 *   or the file could not be looked at)
 */
const struct stat *
herald_game_file_get_identity (HeraldGameFile *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  herald_game_file_wait (self);

  return self->known ? &self->identity : NULL;
}

/* `dir/name.json` → `dir/name-2.json` (or -3, …): a name no file has */
static char *
beside_path (const char *path)
{
  g_autofree char *stem = g_str_has_suffix (path, ".json")
                          ? g_strndup (path, strlen (path) - strlen (".json"))
                          : g_strdup (path);

  for (guint n = 2; ; n++)
    {
      g_autofree char *candidate = g_strdup_printf ("%s-%u.json", stem, n);
      g_autofree char *lock = g_strconcat (candidate, ".lock", NULL);

      if (!g_file_test (candidate, G_FILE_TEST_EXISTS) && !g_file_test (lock, G_FILE_TEST_EXISTS))
        return g_steal_pointer (&candidate);
    }
}

/* Atomic; on the disk a moment later (herald-write-behind.c): the main thread does not wait
 * for the flush, nor build the JSON of the actions it wrote before */
static gboolean
write_game (HeraldGameFile  *self,
            HeraldGame      *game,
            const char      *path,
            GError         **error)
{
  HeraldSavePiece pieces[HERALD_SAVE_CACHE_MAX_PIECES];
  GOutputVector vectors[HERALD_SAVE_CACHE_MAX_PIECES];
  guint n;

  G_STATIC_ASSERT (HERALD_SAVE_CACHE_MAX_PIECES <= HERALD_WRITE_BEHIND_MAX_VECTORS);
  /* the cache's pieces written as they are: the 1,000 actions' text is not copied into one
   * buffer at every step (docs/performance.md, twenty-second round) */
  n = herald_save_cache_to_pieces (self->cache, game, pieces);
  for (guint i = 0; i < n; i++)
    {
      vectors[i].buffer = pieces[i].data;
      vectors[i].size = pieces[i].length;
    }
  return herald_write_behind_replace_vectors (path, vectors, n, error);
}

static void take_wanted_lock (HeraldGameFile *self);

/**
 * herald_game_file_prepare:
 * @game: the game the next save will write
 *
 * Makes the text of @game's actions ahead of the next save (herald_game_file_save ()), which
 * then writes only what changed since. Nothing is written.
 */
void
herald_game_file_prepare (HeraldGameFile *self,
                          HeraldGame     *game)
{
  g_return_if_fail (self != NULL);
  herald_game_file_wait (self);
  g_return_if_fail (game != NULL);

  g_free (herald_save_cache_to_data (self->cache, game, NULL));
}

/**
 * herald_game_file_get_n_prepared:
 *
 * Returns: how many actions' text the next save will not make again (tests)
 */
guint
herald_game_file_get_n_prepared (HeraldGameFile *self)
{
  g_return_val_if_fail (self != NULL, 0);
  herald_game_file_wait (self);

  return herald_save_cache_get_n_actions (self->cache);
}

/**
 * herald_game_file_save:
 * @game: the game to write
 * @notice: (out) (optional) (nullable) (transfer full): set when the file had been changed
 *   or deleted by something else since Herald last wrote it: what Herald did, for the table
 * @error: a #GFileError (disk full, read-only folder, ...)
 *
 * Writes @game atomically and durably (the old file or the new one, never a mixture). A
 * symbolic link at the path stays a link: the file it points to is replaced.
 *
 * Before writing, the file is compared with what Herald last wrote or read there (device,
 * inode, size, modification time). A file replaced or changed by another program (a sync
 * tool, a copy, another Herald without the lock) is kept as it is: the game is saved beside
 * it under a new name, which herald_game_file_get_path() returns from then on, and the lock
 * moves with it. A deleted file is written again. When the game was to be locked but no lock
 * file could be made (its folder could not be made), the lock is taken as soon as the game
 * is written.
 *
 * Returns: %TRUE when @game is on disk
 */
gboolean
herald_game_file_save (HeraldGameFile  *self,
                       HeraldGame      *game,
                       char           **notice,
                       GError         **error)
{
  g_autofree char *target = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  herald_game_file_wait (self);
  g_return_val_if_fail (game != NULL, FALSE);

  if (notice != NULL)
    *notice = NULL;

  target = herald_game_file_resolve_target (self->path);
  if (self->known)
    {
      struct stat st;
      int found = stat (target, &st);
      int saved_errno = errno;

      if (found != 0 && saved_errno == ENOENT)
        {
          if (notice != NULL)
            {
              g_autofree char *name = herald_path_text (self->path);

              *notice = g_strdup_printf (_("The file of this game, %s, was deleted while the "
                                           "game was open. Herald saved the game there again."),
                                         name);
            }
        }
      else if (found == 0 && !herald_game_file_same_identity (self, &st))
        {
          g_autofree char *beside = beside_path (self->path);
          gboolean was_locked = self->lock_fd >= 0;

          if (!write_game (self, game, beside, error))
            return FALSE;
          if (notice != NULL)
            {
              g_autofree char *name = herald_path_text (self->path);
              g_autofree char *beside_name = herald_path_text (beside);

              *notice = g_strdup_printf (_("The file of this game, %s, was changed by another "
                                           "program while the game was open. Both are kept: "
                                           "that file as it is, and this game as %s."),
                                         name, beside_name);
            }
          g_debug ("%s changed behind Herald's back; the game goes on in %s", self->path, beside);
          herald_game_file_unlock (self);
          g_free (self->path);
          self->path = g_steal_pointer (&beside);
          if (was_locked)
            herald_game_file_lock (self, NULL);
          herald_game_file_record_identity (self, self->path);
          return TRUE;
        }
    }

  if (!write_game (self, game, target, error))
    return FALSE;
  herald_game_file_record_identity (self, target);
  if (self->lock_fd >= 0 || herald_file_locks_is_held (self->file_locks))
    herald_file_locks_follow (self->file_locks, target, herald_game_file_get_identity (self));
  take_wanted_lock (self);
  return TRUE;
}

/**
 * herald_game_file_backup_path:
 * @index: 1 … %HERALD_STORE_N_BACKUPS, or 0 for a backup written but not yet rotated in
 *
 * Returns: (transfer full): `<path>.backup-<index>` (`<path>.backup-new` for 0)
 */
char *
herald_game_file_backup_path (HeraldGameFile *self,
                              guint           index)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (index == 0)
    return g_strdup_printf ("%s.backup-new", self->path);
  return g_strdup_printf ("%s.backup-%u", self->path, index);
}

static char **
backup_paths (HeraldGameFile *self,
              char          **paths)
{
  paths[0] = g_strdup_printf ("%s.backup-new", self->path);
  for (guint i = 1; i <= HERALD_STORE_N_BACKUPS; i++)
    paths[i] = g_strdup_printf ("%s.backup-%u", self->path, i);
  paths[HERALD_STORE_N_BACKUPS + 1] = NULL;
  return paths;
}

/* The backups' paths, for a backup queued on the write-behind thread: (transfer full) */
char **
herald_game_file_backup_paths (HeraldGameFile *self)
{
  return backup_paths (self, g_new0 (char *, HERALD_STORE_N_BACKUPS + 2));
}

/* The game's file, open, while it is the file as Herald last wrote it (the step's save, which
 * succeeded): its bytes are the game's document, which the backup copies; or -1 */
int
herald_game_file_open_as_written (HeraldGameFile *self)
{
  g_autofree char *target = herald_game_file_resolve_target (self->path);
  int fd = g_open (target, O_RDONLY | O_CLOEXEC, 0);
  struct stat st;

  if (fd >= 0 && (fstat (fd, &st) != 0 || !self->known
                  || !herald_game_file_same_identity (self, &st)))
    {
      close (fd);
      fd = -1;
    }
  return fd;
}

/**
 * herald_game_file_backup:
 * @game: the game, as the engine checked it
 * @saved: whether Herald's last write of the file was @game (the step's save succeeded): the
 *   backup is then that file's copy, made on the write-behind thread
 *
 * Writes a new rotating backup, on the write-behind thread (herald_write_behind_queue()): the
 * step that ends a turn does not wait for it (a kill -9 keeps the game's file, written before
 * the step returned; the backup is for a file that fails to load). It is written first (to
 * `<path>.backup-new`); only once it is in place do the older backups move up (`-1` to `-2`,
 * …, the oldest `-5` dropped) and the new one become `-1`. A backup that cannot be written
 * (disk full) therefore never costs a good one (the failure is only logged).
 * herald_write_behind_flush() waits for it.
 */
void
herald_game_file_backup (HeraldGameFile *self,
                         HeraldGame     *game,
                         gboolean        saved)
{
  char **paths;
  char *data = NULL;
  gsize length = 0;
  int fd = -1;

  g_return_if_fail (self != NULL);
  herald_game_file_wait (self);

  paths = herald_game_file_backup_paths (self);
  /* the file the step wrote is copied on the write-behind thread: the main thread no longer
   * joins the whole document for it (a 1,000-action game's 80 kB at each turn's end) */
  if (saved)
    fd = herald_game_file_open_as_written (self);
  if (fd < 0)
    {
      data = herald_save_cache_to_data (self->cache, game, &length);
      self->n_backups_joined++;
    }
  herald_backup_queue (paths, data, length, fd);
}

/**
 * herald_game_file_get_n_backups_joined:
 *
 * Returns: how many backups were written from the game's document joined on the main
 * thread, not copied from the file the step wrote (tests)
 */
guint
herald_game_file_get_n_backups_joined (HeraldGameFile *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_backups_joined;
}

/* The backup written to `<path>.backup-new` becomes `-1`, the older ones move up */
static gboolean
rotate_in (HeraldGameFile  *self,
           GError         **error)
{
  char *paths[HERALD_STORE_N_BACKUPS + 2];
  gboolean done;

  done = herald_backup_rotate (backup_paths (self, paths), error);
  for (guint i = 0; paths[i] != NULL; i++)
    g_free (paths[i]);
  return done;
}

/* Whether @name is the temporary file of a write of the game @base or of one of its backups
 * (`<base>.backup-N`, `<base>.backup-new`): herald_temporary_is_of() */
static gboolean
is_temporary_of (const char *name,
                 const char *base)
{
  g_autofree char *backup_prefix = g_strconcat (base, ".backup-", NULL);

  if (herald_temporary_is_of (name, base))
    return TRUE;
  if (g_str_has_prefix (name, backup_prefix))
    {
      const char *rest = name + strlen (backup_prefix);
      const char *dot = strchr (rest, '.');
      g_autofree char *backup = NULL;

      if (dot == NULL || dot == rest)
        return FALSE;
      backup = g_strndup (name, dot - name);
      return herald_temporary_is_of (name, backup);
    }
  return FALSE;
}

static guint
remove_temporaries (HeraldGameFile *self,
                    gint64          older_than);

/**
 * herald_game_file_remove_temporaries:
 *
 * Removes the temporary files (`<name>.herald-tmp-XXXXXX`, also of the backups) that a write killed
 * half-way left beside the game, and rotates in a backup whose rotation was killed
 * (`<name>.backup-new` becomes `-1`). Call it once the game is locked, so that no other
 * Herald is writing this game.
 *
 * Returns: how many files were removed
 */
guint
herald_game_file_remove_temporaries (HeraldGameFile *self)
{
  g_autofree char *fresh = NULL;
  guint removed;

  g_return_val_if_fail (self != NULL, 0);
  herald_game_file_wait (self);

  /* a backup of this game still being written by this Herald is not a killed write */
  herald_write_behind_flush ();
  removed = remove_temporaries (self, G_MAXINT64);
  /* a backup written whole whose rotation was killed: it takes its place as the newest */
  fresh = herald_game_file_backup_path (self, 0);
  if (g_file_test (fresh, G_FILE_TEST_IS_REGULAR) && !rotate_in (self, NULL))
    g_debug ("Could not rotate the backup left in %s", fresh);
  return removed;
}

/**
 * herald_game_file_remove_old_temporaries:
 * @seconds: the age (by modification time) from which a temporary file is left over
 *
 * Removes the temporary files of killed writes of a game that is not open: only those not
 * touched for @seconds, since a write in progress (of a Herald that is opening the game this
 * moment) takes milliseconds. For the games the list shows but nobody opens.
 *
 * Returns: how many files were removed
 */
guint
herald_game_file_remove_old_temporaries (HeraldGameFile *self,
                                         guint           seconds)
{
  g_return_val_if_fail (self != NULL, 0);
  herald_game_file_wait (self);

  return remove_temporaries (self, g_get_real_time () / G_USEC_PER_SEC - seconds);
}

/**
 * herald_store_remove_leftovers:
 * @path: a game's file that is not there: the file a Save Elsewhere was writing when it was
 *   killed (herald_session_save_as ())
 *
 * Removes what that write left beside @path: its temporary files
 * (`<path>.herald-tmp-XXXXXX`) and its `<path>.lock`, which names a process that has gone
 * (data45-2). Only while nobody writes @path: its lock is taken first, as a Herald opening
 * the game takes it (herald_game_file_lock ()), so a Herald that holds it (writing @path this
 * moment, or with the game open) keeps every file. A file at @path is left alone: opening it
 * removes its temporaries (herald_game_file_remove_temporaries ()).
 *
 * Returns: how many files were removed, the lock file counted
 */
guint
herald_store_remove_leftovers (const char *path)
{
  g_autoptr(HeraldGameFile) file = NULL;
  g_autofree char *lock_path = NULL;
  guint removed;

  g_return_val_if_fail (path != NULL, 0);

  lock_path = herald_store_lock_path (path);
  if (g_file_test (path, G_FILE_TEST_EXISTS) || !g_file_test (lock_path, G_FILE_TEST_IS_REGULAR))
    return 0;
  file = herald_game_file_new (path);
  if (!herald_game_file_lock (file, NULL))
    return 0;
  removed = remove_temporaries (file, G_MAXINT64);
  /* no file at @path: the lock file goes, removed while held (herald_game_file_release ()) */
  herald_game_file_release (file);
  if (!g_file_test (lock_path, G_FILE_TEST_EXISTS))
    removed++;
  return removed;
}

/* @older_than: remove only files last modified before this Unix time */
static guint
remove_temporaries (HeraldGameFile *self,
                    gint64          older_than)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr(GDir) d = NULL;
  const char *name;
  guint removed = 0;

  dir = g_path_get_dirname (self->path);
  base = g_path_get_basename (self->path);
  d = g_dir_open (dir, 0, NULL);
  if (d == NULL)
    return 0;
  while ((name = g_dir_read_name (d)) != NULL)
    if (is_temporary_of (name, base))
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);
        GStatBuf st;

        if (older_than != G_MAXINT64 && (g_stat (path, &st) != 0 || st.st_mtime >= older_than))
          continue;
        if (g_unlink (path) == 0)
          removed++;
      }
  return removed;
}

/**
 * herald_store_move_aside:
 * @path: a file that does not load
 * @error: a #GFileError when it cannot be moved (a read-only folder)
 *
 * Renames @path to `<path>.broken-<date>-<time>` (`-2`, `-3`, … when that name is taken): never
 * over another file, so two files moved aside in the same second are both kept.
 *
 * Returns: (transfer full) (nullable): the new name, or %NULL when the file stayed where it was
 */
char *
herald_store_move_aside (const char  *path,
                         GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");

  for (guint n = 1; n < 10000; n++)
    {
      g_autofree char *aside = n == 1 ? g_strdup_printf ("%s.broken-%s", path, stamp)
                                      : g_strdup_printf ("%s.broken-%s-%u", path, stamp, n);
      int saved_errno;

      if (renameat2 (AT_FDCWD, path, AT_FDCWD, aside, RENAME_NOREPLACE) == 0)
        return g_steal_pointer (&aside);
      saved_errno = errno;
      if (saved_errno == EEXIST)
        continue;
      if (saved_errno == EINVAL || saved_errno == ENOSYS)
        {
          /* a file system without RENAME_NOREPLACE */
          if (g_file_test (aside, G_FILE_TEST_EXISTS))
            continue;
          if (g_rename (path, aside) == 0)
            return g_steal_pointer (&aside);
          saved_errno = errno;
        }
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s", g_strerror (saved_errno));
      return NULL;
    }
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_EXIST, g_strerror (EEXIST));
  return NULL;
}


/* Whether @message begins with a member of the save file (docs/save-format.md): its first
 * word ends with a colon ("rules: …", "balanced_deck: …") or holds a character no English
 * word has ("undone_rolls[0] …", "start.players[1]: …") */
static gboolean
starts_with_member (const char *message)
{
  for (const char *c = message; *c != '\0' && *c != ' '; c++)
    {
      if (*c == '_' || *c == '[')
        return TRUE;
      /* "start.players", not the full stop of "… file." */
      if (*c == '.' && c[1] != '\0' && c[1] != ' ')
        return TRUE;
      if (*c == ':' && (c[1] == ' ' || c[1] == '\0'))
        return TRUE;
    }
  return FALSE;
}

/**
 * herald_game_file_load:
 * @error: why the game could not be opened
 *
 * Reads the game and remembers what the file was, for herald_game_file_save().
 *
 * A file written by a newer Herald is left in place (#HERALD_STORE_ERROR_NEWER). A file that
 * does not load is moved aside with herald_store_move_aside(), never deleted or overwritten
 * (#HERALD_STORE_ERROR_BROKEN); the message gives the engine's reason and where the file is
 * now, or why it could not be moved and that it is unchanged. A file that cannot be read (a
 * missing file, no permission) gives the #GFileError and is not touched.
 *
 * Returns: (transfer full) (nullable): the game
 */
HeraldGame *
herald_game_file_load (HeraldGameFile  *self,
                       GError         **error)
{
  g_autoptr(GError) local = NULL;
  g_autoptr(GError) move_error = NULL;
  g_autofree char *aside = NULL;
  HeraldGame *game;

  g_return_val_if_fail (self != NULL, NULL);
  herald_game_file_wait (self);

  game = herald_save_load_file (self->path, &local);
  if (game != NULL)
    {
      g_autofree char *target = herald_game_file_resolve_target (self->path);

      herald_game_file_record_identity (self, target);
      return game;
    }

  self->known = FALSE;
  if (local->domain == G_FILE_ERROR || !g_file_test (self->path, G_FILE_TEST_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (g_error_matches (local, HERALD_GAME_ERROR, HERALD_GAME_ERROR_VERSION))
    {
      herald_store_set_newer_error (error, local, self->path);
      return NULL;
    }

  /* the engine's reason is a clause ("the file nests deeper …"): here it begins a sentence;
   * but a member of the file it names ("balanced_deck: …", "undone_rolls[0] holds …") is
   * written as in the file */
  {
    gunichar first = g_utf8_get_char_validated (local->message, -1);

    if (first != (gunichar) -1 && first != (gunichar) -2 && g_unichar_islower (first) &&
        !starts_with_member (local->message))
      {
        char upper[6];
        int n = g_unichar_to_utf8 (g_unichar_totitle (first), upper);
        const char *rest = g_utf8_next_char (local->message);
        char *message = g_strdup_printf ("%.*s%s", n, upper, rest);

        g_free (local->message);
        local->message = message;
      }
  }

  aside = herald_store_move_aside (self->path, &move_error);
  if (aside != NULL)
    {
      g_autofree char *aside_name = g_path_get_basename (aside);
      g_autofree char *aside_dir = g_path_get_dirname (aside);
      g_autofree char *aside_base = herald_path_text (aside_name);
      g_autofree char *dir = herald_path_text (aside_dir);

      g_debug ("Moved the unreadable save to %s", aside);
      g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN,
                   _("%s\n\nThe file was kept: it is now “%s” in the folder %s."),
                   local->message, aside_base, dir);
    }
  else
    {
      g_autofree char *name = herald_path_text (self->path);

      g_warning ("Could not move %s aside: %s", self->path, move_error->message);
      g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN,
                   _("%s\n\nThe file could not be moved aside (%s): it is still %s, "
                     "unchanged."), local->message, move_error->message, name);
    }
  return NULL;
}

/* The lock (who holds a game, and the lock on its file itself: herald-session-game-lock.c) */

/**
 * herald_store_lock_path:
 * @path: a game's file
 *
 * The lock of a game is beside the file it really is: a symbolic link to a game shares the
 * lock of the game it points to, so that two names of one file are never open in two
 * Heralds.
 *
 * Returns: (transfer full): `<target of @path>.lock`
 */
char *
herald_store_lock_path (const char *path)
{
  g_autofree char *target = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  target = herald_game_file_resolve_target (path);
  return g_strconcat (target, ".lock", NULL);
}

static char *
lock_path_of (const char *path)
{
  return herald_store_lock_path (path);
}

/* Whether @fd is the file @lock_path names now (not one removed since it was opened) */
static gboolean
is_current_lock (int         fd,
                 const char *lock_path)
{
  GStatBuf named;
  struct stat held;

  if (fstat (fd, &held) != 0)
    return TRUE;  /* no way to tell: taken as it is */
  if (g_stat (lock_path, &named) != 0)
    return errno != ENOENT;
  return named.st_dev == held.st_dev && named.st_ino == held.st_ino;
}

/* herald_game_file_lock (): the lock beside the game's name */
static gboolean
lock_beside (HeraldGameFile  *self,
             GError         **error)
{
  g_autofree char *lock_path = NULL;
  gboolean writable = TRUE;
  gboolean created;
  int fd;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->lock_fd >= 0)
    return TRUE;

  self->lock_wanted = TRUE;
  lock_path = lock_path_of (self->path);
  /* a new game's folder may not exist yet */
  {
    g_autofree char *dir = g_path_get_dirname (self->path);

    g_mkdir_with_parents (dir, 0700);
  }
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  created = fd >= 0;
  if (fd < 0)
    fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    {
      writable = FALSE;
      fd = g_open (lock_path, O_RDONLY | O_CLOEXEC, 0);
    }
  if (fd < 0)
    return TRUE;

  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved_errno = errno;

      close (fd);
      if (saved_errno == EWOULDBLOCK)
        {
          g_autofree char *who = herald_store_describe_lock (lock_path);

          g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED, "%s", who);
          return FALSE;
        }
      g_debug ("No lock on %s: %s", lock_path, g_strerror (saved_errno));
      return TRUE;
    }
  /* the lock file was removed by the Herald that held it (herald_game_file_release ()) after
   * it was opened here: a lock on it holds nothing, the one now there is taken */
  if (!is_current_lock (fd, lock_path))
    {
      close (fd);
      return lock_beside (self, error);
    }

  if (writable)
    {
      g_autofree char *boot = herald_store_boot_id ();
      g_autofree char *text = g_strdup_printf ("%d\n%s\n%s\n", (int) getpid (),
                                               g_get_host_name (), boot);

      if (ftruncate (fd, 0) != 0 || write (fd, text, strlen (text)) != (gssize) strlen (text))
        g_debug ("Could not write %s: %s", lock_path, g_strerror (errno));
    }
  self->lock_fd = fd;
  self->lock_writable = writable;
  self->lock_created = created;
  return TRUE;
}

/**
 * herald_game_file_lock:
 * @error: #HERALD_STORE_ERROR_LOCKED, saying who holds the game
 *
 * Takes the game for this Herald: an flock() on `<path>.lock`, which holds this process's id,
 * host name and boot id so that other Heralds can say who has it, and an flock() on the game's
 * file itself, which every other name of the file meets (a hard link, a bind mount: breaker
 * report 44, B44-1; herald_store_lock_game_file ()). The kernel releases both when the process
 * ends, however it ends, so a lock is never stale. In a folder where no lock file can be made
 * (read-only), the game opens without the first: nothing can be saved there either. A game
 * whose file does not exist yet has its file locked by the save that makes it.
 *
 * Returns: %TRUE when the game is this Herald's to change
 */
gboolean
herald_game_file_lock (HeraldGameFile  *self,
                       GError         **error)
{
  g_autofree char *target = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  herald_game_file_wait (self);

  if (!lock_beside (self, error))
    return FALSE;
  target = herald_game_file_resolve_target (self->path);
  if (herald_file_locks_take (self->file_locks, target, error))
    return TRUE;
  /* another name of this file is open in another Herald: this one lets go of its lock as a
   * game that did not open does (no empty `.lock` left beside the name) */
  herald_game_file_release (self);
  return FALSE;
}

/**
 * herald_game_file_holds:
 * @path: a file
 *
 * Returns: whether @path is the game's file by another name (a hard link) as this Herald
 *   locked it: the file it is now, or one a save replaced that the name still leads to
 */
gboolean
herald_game_file_holds (HeraldGameFile *self,
                        const char     *path)
{
  g_return_val_if_fail (self != NULL && path != NULL, FALSE);
  herald_game_file_wait (self);

  return herald_file_locks_hold (self->file_locks, path);
}

/**
 * herald_game_file_unlock:
 *
 * Releases the lock (the lock file stays, empty).
 */
void
herald_game_file_unlock (HeraldGameFile *self)
{
  g_return_if_fail (self != NULL);
  herald_game_file_wait (self);

  self->lock_wanted = FALSE;
  if (herald_file_locks_is_held (self->file_locks))
    {
      /* as below: a backup being written is in place before another Herald takes the game */
      herald_write_behind_flush ();
      herald_file_locks_release (self->file_locks);
    }
  if (self->lock_fd < 0)
    return;
  /* its backup being written on the write-behind thread is in place before another Herald
   * may take the game (and take the backup's temporary file for a killed write's) */
  herald_write_behind_flush ();
  if (self->lock_writable && ftruncate (self->lock_fd, 0) != 0)
    g_debug ("Could not empty the lock of %s: %s", self->path, g_strerror (errno));
  close (self->lock_fd);
  self->lock_fd = -1;
}

/**
 * herald_game_file_release:
 *
 * Releases the lock, as herald_game_file_unlock(), after a game that did not open: when the
 * game's file is no longer there (it was moved aside as broken), its lock file is removed too,
 * so that nothing is left under the old name; and so is a lock file this lock made, where the
 * file stays (a newer Herald's game, a file that cannot be read or moved aside): a refused
 * game leaves no empty `.lock` behind (newcomer report 20, N20-12). A lock file that was
 * there before stays.
 */
void
herald_game_file_release (HeraldGameFile *self)
{
  g_return_if_fail (self != NULL);
  herald_game_file_wait (self);

  if (self->lock_fd >= 0 && self->lock_writable &&
      (self->lock_created || !g_file_test (self->path, G_FILE_TEST_EXISTS)))
    {
      g_autofree char *lock_path = lock_path_of (self->path);

      /* removed while still held, so that no other Herald holds a lock on it by then */
      g_unlink (lock_path);
    }
  herald_game_file_unlock (self);
}

/* herald_game_file_save(): the lock that could not be taken before the file existed */
static void
take_wanted_lock (HeraldGameFile *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->lock_wanted || self->lock_fd >= 0)
    return;
  if (!herald_game_file_lock (self, &error))
    g_warning ("The game %s is saved but not locked: %s", self->path, error->message);
}

/**
 * herald_game_file_is_locked:
 *
 * Returns: whether this Herald holds the game's lock
 */
gboolean
herald_game_file_is_locked (HeraldGameFile *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->lock_fd >= 0;
}
