/* herald-write-behind.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The autosave's write, split so that the main thread never waits for the disk.
 *
 * On the main thread, herald_write_behind_replace() writes the new file beside the old one
 * (`<name>.herald-tmp-XXXXXX`, herald_temporary_template(), the name
 * herald_game_file_remove_temporaries() knows) and renames
 * it over the old one: once it returns, the new game is in the kernel's hands and survives
 * the process being killed (kill -9, a crash), which tests/test-crash.c checks 200 times. It
 * costs a write() into the page cache and a rename(), tens of microseconds.
 *
 * What survives a power cut is the kernel's to write out: the fsync() of the file and of its
 * folder runs on a worker thread right after, so that flushing a slow tablet's storage (tens of
 * milliseconds) never holds up a frame. Until it ran, a power cut can leave the previous game
 * in the file (ext4 and btrfs order a rename over an existing file after its data; other file
 * systems may not, and then the rotating backups are what is left). docs/performance.md and
 * docs/reliability.md say so.
 *
 * Other work on files that no kill -9 needs done before a step returns (the rotating backup
 * at a turn's end: herald_game_file_backup()) runs on the same worker thread, in the order it
 * was queued (herald_write_behind_queue()); herald_write_behind_flush() waits for it too.
 *
 * A step's save itself runs on a thread of its own, the save thread
 * (herald_write_behind_queue_save (), herald-session-save-queue.c): its write and rename are
 * the same, and its flush is queued here as any other. */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/uio.h>
#include <unistd.h>

#include "herald-write-behind.h"

static GMutex lock;
static GCond idle;
static GThreadPool *pool;
static GThreadPool *save_pool; /* the steps' saves: herald_write_behind_queue_save () */
static guint pending;       /* flushes queued or running */
static GHashTable *queued;  /* paths whose flush has not started: a new write joins it */

/* what the worker thread is given: a path to flush, or a job */
typedef struct
{
  char           *path;
  GFunc           func;
  gpointer        data;
  GDestroyNotify  destroy;
} Work;

static void
fsync_path (const char *path,
            int         flags)
{
  int fd = g_open (path, flags | O_CLOEXEC, 0);

  if (fd < 0)
    return;   /* replaced or removed since: the newer write has its own flush */
  if (fsync (fd) != 0)
    g_warning ("Could not flush %s to the disk: %s", path, g_strerror (errno));
  close (fd);
}

static void
flush_cb (gpointer data,
          gpointer user_data)
{
  Work *work = data;

  if (work->path != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (work->path);

      g_mutex_lock (&lock);
      g_hash_table_remove (queued, work->path);
      g_mutex_unlock (&lock);

      fsync_path (work->path, O_RDONLY);
      fsync_path (dir, O_RDONLY | O_DIRECTORY);
      g_free (work->path);
    }
  else
    {
      work->func (work->data, NULL);
      if (work->destroy != NULL)
        work->destroy (work->data);
    }
  g_free (work);

  g_mutex_lock (&lock);
  if (--pending == 0)
    g_cond_broadcast (&idle);
  g_mutex_unlock (&lock);
}

/* with the lock held */
static void
push (Work *work)
{
  if (pool == NULL)
    {
      /* one thread: the work runs in the order it was queued */
      pool = g_thread_pool_new (flush_cb, NULL, 1, FALSE, NULL);
      queued = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
    }
  pending++;
  g_thread_pool_push (pool, work, NULL);
}

static void
queue_flush (const char *path)
{
  g_mutex_lock (&lock);
  /* steps in quick succession (a replay of corrections, a fast table) flush once */
  if (queued == NULL || !g_hash_table_contains (queued, path))
    {
      Work *work = g_new0 (Work, 1);

      work->path = g_strdup (path);
      push (work);
      g_hash_table_add (queued, g_strdup (path));
    }
  g_mutex_unlock (&lock);
}

/* a job for herald_write_behind_queue () or herald_write_behind_queue_save () */
static Work *
work_new (GFunc          func,
          gpointer       data,
          GDestroyNotify destroy)
{
  Work *work = g_new0 (Work, 1);

  g_assert (func != NULL);
  work->func = func;
  work->data = data;
  work->destroy = destroy;
  return work;
}

/**
 * herald_write_behind_queue_save:
 * @func: the save, called with @data and %NULL on the save thread
 * @data: (transfer full): given to @func, then to @destroy
 * @destroy: (nullable): frees @data once @func returned
 *
 * Runs @func on the save thread, after the saves queued before it but not behind the flushes
 * and backups of herald_write_behind_queue (), which may wait for a slow disk: the window's
 * frame waits for a step's save (herald-session-save-queue.c), never for a flush.
 * herald_write_behind_flush() waits for it too.
 */
void
herald_write_behind_queue_save (GFunc          func,
                                gpointer       data,
                                GDestroyNotify destroy)
{
  Work *work = work_new (func, data, destroy);

  g_mutex_lock (&lock);
  if (save_pool == NULL)
    save_pool = g_thread_pool_new (flush_cb, NULL, 1, FALSE, NULL);
  pending++;
  g_thread_pool_push (save_pool, work, NULL);
  g_mutex_unlock (&lock);
}

/**
 * herald_write_behind_queue:
 * @func: what to do on the worker thread, called with @data and %NULL
 * @data: (transfer full): given to @func, then to @destroy
 * @destroy: (nullable): frees @data once @func returned
 *
 * Runs @func on the write-behind thread, after what was queued before it (writes' flushes,
 * other jobs). herald_write_behind_flush() waits for it. @func must not touch what the main
 * thread uses: give it copies.
 */
void
herald_write_behind_queue (GFunc          func,
                           gpointer       data,
                           GDestroyNotify destroy)
{
  Work *work = work_new (func, data, destroy);

  g_mutex_lock (&lock);
  push (work);
  g_mutex_unlock (&lock);
}

static gboolean
fail (GError     **error,
      const char  *path,
      int          saved_errno)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               "%s: %s", path, g_strerror (saved_errno));
  return FALSE;
}

/**
 * herald_write_behind_replace:
 * @path: the file to replace (or create)
 * @data: (array length=length): its new contents
 * @length: bytes in @data
 * @error: a #GFileError (disk full, read-only folder, file too large, ...)
 *
 * Replaces @path atomically (a reader sees the old file or the new one, never a mixture) and
 * returns once the new file is in place: a process killed after that keeps it. The flush to
 * the disk follows on a worker thread (herald_write_behind_flush() waits for it). The file
 * gets mode 0644.
 *
 * Returns: %TRUE when @path holds @data
 */
gboolean
herald_write_behind_replace (const char  *path,
                             const char  *data,
                             gsize        length,
                             GError     **error)
{
  GOutputVector vector = { data, length };

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  return herald_write_behind_replace_vectors (path, &vector, 1, error);
}

/* All of @n vectors written to @fd, in order, by as few writev () calls as the kernel
 * allows; FALSE with errno set (ENOSPC for a write that wrote nothing) */
static gboolean
write_vectors (int                  fd,
               const GOutputVector *vectors,
               guint                n)
{
  struct iovec iov[HERALD_WRITE_BEHIND_MAX_VECTORS];
  struct iovec *next = iov;
  guint left = 0;

  for (guint i = 0; i < n; i++)
    if (vectors[i].size > 0)
      {
        iov[left].iov_base = (void *) vectors[i].buffer;
        iov[left].iov_len = vectors[i].size;
        left++;
      }
  while (left > 0)
    {
      gssize done = writev (fd, next, left);

      if (done < 0 && errno == EINTR)
        continue;
      if (done <= 0)
        {
          if (done == 0)
            errno = ENOSPC;
          return FALSE;
        }
      /* a part written: on from where it stopped */
      while (left > 0 && (gsize) done >= next->iov_len)
        {
          done -= next->iov_len;
          next++;
          left--;
        }
      if (left > 0)
        {
          next->iov_base = (char *) next->iov_base + done;
          next->iov_len -= done;
        }
    }
  return TRUE;
}

/**
 * herald_write_behind_replace_vectors:
 * @path: the file to replace (or create)
 * @vectors: (array length=n_vectors): its new contents, joined in this order
 * @n_vectors: how many, at most %HERALD_WRITE_BEHIND_MAX_VECTORS
 * @error: a #GFileError
 *
 * herald_write_behind_replace () of the pieces joined, without joining them in memory first
 * (the autosave's document is its cache's pieces: herald_save_cache_to_pieces ()).
 *
 * Returns: %TRUE when @path holds the pieces
 */
gboolean
herald_write_behind_replace_vectors (const char           *path,
                                     const GOutputVector  *vectors,
                                     guint                 n_vectors,
                                     GError              **error)
{
  g_autofree char *tmp = NULL;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (vectors != NULL || n_vectors == 0, FALSE);
  g_return_val_if_fail (n_vectors <= HERALD_WRITE_BEHIND_MAX_VECTORS, FALSE);

  tmp = herald_temporary_template (path);
  fd = g_mkstemp_full (tmp, O_RDWR | O_CLOEXEC, 0644);
  if (fd < 0)
    return fail (error, path, errno);

  if (!write_vectors (fd, vectors, n_vectors))
    {
      int saved_errno = errno;

      close (fd);
      g_unlink (tmp);
      return fail (error, path, saved_errno);
    }
  if (close (fd) != 0)
    {
      int saved_errno = errno;

      g_unlink (tmp);
      return fail (error, path, saved_errno);
    }
  if (g_rename (tmp, path) != 0)
    {
      int saved_errno = errno;

      g_unlink (tmp);
      return fail (error, path, saved_errno);
    }

  queue_flush (path);
  return TRUE;
}

/**
 * herald_write_behind_flush:
 *
 * Waits until every file written so far is flushed to the disk (or its flush failed, with
 * a warning) and every job queued so far has run. The session calls it when it ends, so that
 * a game closed is on the disk, and before it reads or moves a game's backups.
 */
void
herald_write_behind_flush (void)
{
  g_mutex_lock (&lock);
  while (pending > 0)
    g_cond_wait (&idle, &lock);
  g_mutex_unlock (&lock);
}

/* What Herald's temporary files end with: a name no person gives a copy of their game
 * (breaker report 10, F0: `<game>.json.mycopy` was taken for a temporary file and removed) */
#define TEMPORARY_INFIX ".herald-tmp-"

/**
 * herald_temporary_template:
 * @path: the file a write will replace
 *
 * The template for g_mkstemp_full() of the temporary file that replaces @path: `@path` then
 * `.herald-tmp-XXXXXX`, in @path's folder so that the rename is atomic. Herald removes such
 * files of a killed write (herald_temporary_is_of()); nothing else beside a game is ever
 * taken for one.
 *
 * Returns: (transfer full): the template, to be filled in by g_mkstemp_full()
 */
char *
herald_temporary_template (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_strconcat (path, TEMPORARY_INFIX, "XXXXXX", NULL);
}

/**
 * herald_temporary_is_of:
 * @name: a file name (no folder)
 * @target: the name (no folder) of the file a write replaces
 *
 * Whether @name is the temporary file of a write of @target made by
 * herald_temporary_template(): exactly @target, `.herald-tmp-` and the six letters or digits
 * g_mkstemp_full() puts in. A user's own file beside a game (`<game>.json.mycopy`,
 * `<game>.json.backup`) never is.
 *
 * Returns: %TRUE when @name is such a temporary file
 */
gboolean
herald_temporary_is_of (const char *name,
                        const char *target)
{
  const char *rest;

  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (target != NULL, FALSE);

  if (!g_str_has_prefix (name, target))
    return FALSE;
  rest = name + strlen (target);
  if (!g_str_has_prefix (rest, TEMPORARY_INFIX))
    return FALSE;
  rest += strlen (TEMPORARY_INFIX);
  if (strlen (rest) != 6)
    return FALSE;
  for (gsize i = 0; i < 6; i++)
    if (!g_ascii_isalnum (rest[i]))
      return FALSE;
  return TRUE;
}
