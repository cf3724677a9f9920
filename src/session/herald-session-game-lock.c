/* herald-session-game-lock.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Who holds a game: the text of its `<target>.lock` (a process id, a host name, a boot id),
 * and the game's file itself, locked by what it is rather than by its name.
 *
 * The `.lock` beside a game's name is one lock per name: two hard links of one game (`ln
 * game.json other.json`), or one file reached through a bind mount of the file, had a lock
 * each, and two Heralds played the one game at once, each saving its own steps over the
 * other's name (breaker report 44, B44-1). So the Herald that has a game also holds an
 * flock () on the game's file, which every name of the file meets. A save replaces the file
 * (a new inode): the lock moves to the new file, and the old one stays locked while another
 * name still leads to it (herald_game_file_save ()). No GTK here. */

#define _GNU_SOURCE 1

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "herald-session-game-file.h"
#include "herald-session-game-lock.h"
#include "herald-small-file.h"

/**
 * herald_store_boot_id:
 *
 * Returns: (transfer full): this computer's boot id, "" when it cannot be read
 */
char *
herald_store_boot_id (void)
{
  g_autofree char *contents = NULL;

  if (!g_file_get_contents ("/proc/sys/kernel/random/boot_id", &contents, NULL, NULL))
    return g_strdup ("");
  return g_strstrip (g_steal_pointer (&contents));
}

/* the lock file's lines: pid, host name, boot id */
static gboolean
read_lock (const char  *lock_path,
           gint64      *pid,
           char       **host,
           char       **boot)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  /* a lock is a few lines: never wait on a FIFO in its place, never read a huge file */
  contents = herald_read_small_file (lock_path, 4096, NULL);
  if (contents == NULL || contents[0] == '\0')
    return FALSE;
  lines = g_strsplit (contents, "\n", 4);
  if (g_strv_length (lines) < 3)
    return FALSE;
  *pid = g_ascii_strtoll (lines[0], NULL, 10);
  *host = g_strdup (lines[1]);
  *boot = g_strdup (lines[2]);
  return TRUE;
}

/**
 * herald_store_describe_lock:
 * @lock_path: a game's `.lock` file
 *
 * Returns: (transfer full): who holds the lock, in a sentence for the table
 */
char *
herald_store_describe_lock (const char *lock_path)
{
  g_autofree char *host = NULL;
  g_autofree char *boot = NULL;
  gint64 pid;

  if (!read_lock (lock_path, &pid, &host, &boot))
    return g_strdup (_("It is open in another Herald."));
  if (g_str_equal (host, g_get_host_name ()))
    return g_strdup_printf (_("It is open in another Herald on this computer (process %d)."),
                            (int) pid);
  return g_strdup_printf (_("It is open in Herald on the computer “%s”."), host);
}

/**
 * herald_store_lock_is_held:
 * @lock_path: a game's `.lock` file
 *
 * Whether the lock file names a Herald that still runs, for the list of games (opening the
 * game asks the kernel, which knows for sure). A lock written on this computer before its
 * last boot, or by a process that has ended, is stale; a lock of another computer counts as
 * held.
 *
 * Returns: %TRUE when the game is probably open elsewhere
 */
gboolean
herald_store_lock_is_held (const char *lock_path)
{
  g_autofree char *host = NULL;
  g_autofree char *boot = NULL;
  g_autofree char *our_boot = NULL;
  gint64 pid;

  if (!read_lock (lock_path, &pid, &host, &boot))
    return FALSE;
  if (!g_str_equal (host, g_get_host_name ()))
    return TRUE;
  our_boot = herald_store_boot_id ();
  if (!g_str_equal (boot, our_boot) || pid <= 0 || pid > G_MAXINT)
    return FALSE;
  return kill ((pid_t) pid, 0) == 0 || errno == EPERM;
}

/**
 * herald_store_lock_game_file:
 * @target: the file a game really is (a symbolic link already followed)
 * @fd: (out): the lock taken, or -1 when none was
 *
 * Takes an flock () on the game's file itself, which every name of it meets (hard links, bind
 * mounts, another folder): a regular file only, opened read-only. No file there, or one that
 * cannot be opened or locked for another reason, is nobody holding it: @fd is -1 and the
 * result %TRUE.
 *
 * Returns: %FALSE when another open file holds the lock (another Herald, or another game of
 *   this one: flock () locks of two open files exclude each other in one process too)
 */
gboolean
herald_store_lock_game_file (const char *target,
                             int        *fd)
{
  struct stat st;
  int saved_errno;
  int file;

  g_return_val_if_fail (target != NULL && fd != NULL, TRUE);

  *fd = -1;
  /* never wait on a FIFO in a game's place */
  file = g_open (target, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
  if (file < 0)
    return TRUE;
  if (fstat (file, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (file);
      return TRUE;
    }
  if (flock (file, LOCK_EX | LOCK_NB) == 0)
    {
      *fd = file;
      return TRUE;
    }
  saved_errno = errno;
  close (file);
  if (saved_errno != EWOULDBLOCK)
    g_debug ("No lock on %s: %s", target, g_strerror (saved_errno));
  return saved_errno != EWOULDBLOCK;
}

/* The process that holds an flock () on @target, from /proc/locks (which only shows the
 * locks, never takes one: a look that took the lock for a moment could refuse a Herald
 * opening the game in that moment): its id, 0 when no process of this system holds one
 * that /proc/locks shows, -1 when it is held by a process it cannot name */
static int
file_holder (const char *target)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autofree char *key = NULL;
  struct stat st;

  if (stat (target, &st) != 0)
    return 0;
  if (!g_file_get_contents ("/proc/locks", &contents, NULL, NULL))
    return 0;
  /* "1: FLOCK  ADVISORY  WRITE 1234 08:01:131 0 EOF"; "1: -> FLOCK …" waits for one */
  key = g_strdup_printf ("%02x:%02x:%lu", major (st.st_dev), minor (st.st_dev),
                         (unsigned long) st.st_ino);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit_set (lines[i], " \t", -1);
      const char *word[6];
      guint n = 0;
      gint64 pid;

      for (guint w = 0; words[w] != NULL && n < G_N_ELEMENTS (word); w++)
        if (words[w][0] != '\0')
          word[n++] = words[w];
      if (n < G_N_ELEMENTS (word) || !g_str_equal (word[1], "FLOCK") ||
          !g_str_equal (word[5], key))
        continue;
      pid = g_ascii_strtoll (word[4], NULL, 10);
      return pid > 0 && pid <= G_MAXINT ? (int) pid : -1;
    }
  return 0;
}

/**
 * herald_store_describe_file_holder:
 * @target: a game's file whose lock (herald_store_lock_game_file ()) another holds
 *
 * Returns: (transfer full): who holds it, in the sentences of herald_store_describe_lock ():
 *   "It is open in another Herald on this computer (process N)." when /proc/locks names the
 *   process, else "It is open in another Herald."
 */
char *
herald_store_describe_file_holder (const char *target)
{
  int pid;

  g_return_val_if_fail (target != NULL, NULL);

  pid = file_holder (target);
  if (pid <= 0)
    return g_strdup (_("It is open in another Herald."));
  return g_strdup_printf (_("It is open in another Herald on this computer (process %d)."), pid);
}

/**
 * herald_store_game_file_is_held:
 * @path: a game's file (a symbolic link is followed)
 *
 * Whether a Herald on this computer holds the game's file itself
 * (herald_store_lock_game_file ()), as /proc/locks shows it: a Herald that has the game open
 * by another name (a hard link) has no lock beside this one. Nothing is locked by looking.
 *
 * Returns: %TRUE when a process holds an flock () on the file
 */
gboolean
herald_store_game_file_is_held (const char *path)
{
  g_return_val_if_fail (path != NULL, FALSE);

  return file_holder (path) != 0;
}

/**
 * herald_store_game_is_held:
 * @path: a game's file in the list of games (a symbolic link is followed)
 *
 * Whether another Herald seems to have the game open, for the list of games: its `.lock`
 * names a Herald that still runs (herald_store_lock_is_held ()), or, for a file with more
 * than one name (a hard link), a Herald on this computer holds the file itself by another
 * name (herald_store_game_file_is_held ()), which leaves nothing beside this name (data45-3).
 * Only a file with another name costs a read of /proc/locks.
 *
 * Returns: %TRUE when the game is probably open elsewhere
 */
gboolean
herald_store_game_is_held (const char *path)
{
  g_autofree char *lock = NULL;
  struct stat st;

  g_return_val_if_fail (path != NULL, FALSE);

  lock = herald_store_lock_path (path);
  if (herald_store_lock_is_held (lock))
    return TRUE;
  return stat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_nlink > 1 &&
         herald_store_game_file_is_held (path);
}

/* The locks on a game's file that one HeraldGameFile holds */
struct _HeraldFileLocks
{
  /* on the file the game is now, -1 when none */
  int     current;
  /* on files a save replaced that another name still leads to (a hard link) */
  GArray *kept;
};

/**
 * herald_file_locks_new:
 *
 * Returns: (transfer full): no lock held yet
 */
HeraldFileLocks *
herald_file_locks_new (void)
{
  HeraldFileLocks *self = g_new0 (HeraldFileLocks, 1);

  self->current = -1;
  self->kept = g_array_new (FALSE, FALSE, sizeof (int));
  return self;
}

void
herald_file_locks_free (HeraldFileLocks *self)
{
  if (self == NULL)
    return;
  herald_file_locks_release (self);
  g_array_unref (self->kept);
  g_free (self);
}

/**
 * herald_file_locks_take:
 * @target: the file the game is (a symbolic link already followed)
 * @error: #HERALD_STORE_ERROR_LOCKED, saying who holds the file
 *
 * Locks @target (herald_store_lock_game_file ()) unless a lock on the game's file is held
 * already. No file at @target is nothing to lock: the save that makes it locks it
 * (herald_file_locks_follow ()).
 *
 * Returns: %FALSE when another Herald holds the file
 */
gboolean
herald_file_locks_take (HeraldFileLocks  *self,
                        const char       *target,
                        GError          **error)
{
  g_autofree char *who = NULL;

  g_return_val_if_fail (self != NULL && target != NULL, FALSE);

  if (self->current >= 0 || herald_store_lock_game_file (target, &self->current))
    return TRUE;
  who = herald_store_describe_file_holder (target);
  g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED, "%s", who);
  return FALSE;
}

static gboolean
same_file (int                fd,
           const struct stat *named)
{
  struct stat held;

  return fstat (fd, &held) == 0 && held.st_dev == named->st_dev &&
         held.st_ino == named->st_ino;
}

/**
 * herald_file_locks_follow:
 * @target: the game's file, just replaced by a save (a new file)
 * @written: (nullable): @target's stat () as the save took it after writing, or %NULL to
 *   look at @target here
 *
 * Moves the lock to the new file; the file it replaced stays locked while another name still
 * leads to it (a hard link: opened by that name, it would be this game as it was, played on
 * in another Herald), and is let go once it has no name left.
 */
void
herald_file_locks_follow (HeraldFileLocks   *self,
                          const char        *target,
                          const struct stat *written)
{
  struct stat st;
  struct stat held;

  g_return_if_fail (self != NULL && target != NULL);

  for (guint i = self->kept->len; i > 0; i--)
    {
      int fd = g_array_index (self->kept, int, i - 1);

      if (fstat (fd, &st) != 0 || st.st_nlink == 0)
        {
          close (fd);
          g_array_remove_index_fast (self->kept, i - 1);
        }
    }
  if (self->current >= 0)
    {
      /* the save's own look at the new file, and one look at the held one for both its
       * identity and its names (docs/performance.md, thirty-seventh round) */
      if (written == NULL && stat (target, &st) == 0)
        written = &st;
      if (fstat (self->current, &held) != 0)
        held.st_nlink = 0;
      else if (written != NULL && held.st_dev == written->st_dev && held.st_ino == written->st_ino)
        return;
      if (held.st_nlink > 0)
        g_array_append_val (self->kept, self->current);
      else
        close (self->current);
      self->current = -1;
    }
  if (!herald_store_lock_game_file (target, &self->current))
    g_warning ("The game %s is saved but its file is not locked", target);
}

/**
 * herald_file_locks_release:
 *
 * Lets every file go.
 */
void
herald_file_locks_release (HeraldFileLocks *self)
{
  g_return_if_fail (self != NULL);

  for (guint i = 0; i < self->kept->len; i++)
    close (g_array_index (self->kept, int, i));
  g_array_set_size (self->kept, 0);
  if (self->current >= 0)
    close (self->current);
  self->current = -1;
}

/**
 * herald_file_locks_is_held:
 *
 * Returns: whether a file is locked
 */
gboolean
herald_file_locks_is_held (HeraldFileLocks *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->current >= 0 || self->kept->len > 0;
}

/**
 * herald_file_locks_hold:
 * @path: a file (a symbolic link is followed)
 *
 * Returns: whether @path is one of the files locked: the game's file, or a file a save
 *   replaced that this name still leads to
 */
gboolean
herald_file_locks_hold (HeraldFileLocks *self,
                        const char      *path)
{
  struct stat named;

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);

  if (stat (path, &named) != 0)
    return FALSE;
  if (self->current >= 0 && same_file (self->current, &named))
    return TRUE;
  for (guint i = 0; i < self->kept->len; i++)
    if (same_file (g_array_index (self->kept, int, i), &named))
      return TRUE;
  return FALSE;
}
