/* herald-session-game-file-queue.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A step's save written on the save thread (herald_write_behind_queue_save ()), so that the main
 * thread does not wait for the file system at every step (issue 14; docs/performance.md,
 * thirty-eighth round). What is decided stays on the main thread: whether the file is still
 * the one Herald last wrote (herald_game_file_queue_begin () looks, as herald_game_file_save ()
 * does; a file changed, deleted or not yet written is saved there, by herald_game_file_save ())
 * and the document's pieces, made from the save cache. The worker then writes the file, takes
 * its identity and moves the lock to it (herald_game_file_queue_write ()). From
 * herald_game_file_queue_begin () to herald_game_file_queue_end () the file is busy: every
 * other herald_game_file_*() that reads or changes what the worker does waits for it
 * (herald_game_file_wait ()), so the worker alone touches the file's identity, its locks and
 * the save cache the pieces point into. Its path, which a queued save never changes, is read
 * without waiting: the widgets read it at every step. */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "herald-session-backup-job.h"
#include "herald-session-game-file-private.h"
#include "herald-write-behind.h"

/**
 * herald_game_file_wait:
 *
 * Waits until no save of the file is queued or being written (herald_game_file_queue_begin ()).
 * Every herald_game_file_*() of the main thread calls it first; it returns at once when the
 * file is not busy (a mutex taken and given back).
 */
static guint n_waits;

void
herald_game_file_wait (HeraldGameFile *self)
{
  g_mutex_lock (&self->busy_lock);
  if (self->busy > 0)
    g_atomic_int_inc (&n_waits);
  while (self->busy > 0)
    g_cond_wait (&self->busy_done, &self->busy_lock);
  g_mutex_unlock (&self->busy_lock);
}

/**
 * herald_game_file_get_n_waits:
 *
 * Returns: how many times the main thread found a file busy and waited for its save (tests,
 *   the benchmark: a step's own work never should)
 */
guint
herald_game_file_get_n_waits (void)
{
  return g_atomic_int_get (&n_waits);
}

/**
 * herald_game_file_queue_begin:
 * @game: the game to write
 * @write: (out caller-allocates): the write, for herald_game_file_queue_write () on the
 *   save thread
 *
 * On the main thread: whether @game can be saved on the save thread, and if so the
 * write, the file made busy until herald_game_file_queue_end (). It can when the file is the one
 * Herald last wrote or read (its device, inode, size and modification time, as
 * herald_game_file_save () compares them) and no lock waits for the file to exist; otherwise
 * herald_game_file_save () saves it, with what that does for a file changed or deleted.
 *
 * Returns: %TRUE when @write is to be written (the file busy)
 */
gboolean
herald_game_file_queue_begin (HeraldGameFile    *self,
                              HeraldGame        *game,
                              HeraldQueuedWrite *write)
{
  HeraldSavePiece pieces[HERALD_SAVE_CACHE_MAX_PIECES];
  g_autofree char *target = NULL;
  struct stat st;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  herald_game_file_wait (self);
  /* the lock waits for the file to exist: herald_game_file_save () takes it */
  if (!self->known || (self->lock_wanted && self->lock_fd < 0))
    return FALSE;
  target = herald_game_file_resolve_target (self->path);
  if (stat (target, &st) != 0 || !herald_game_file_same_identity (self, &st))
    return FALSE;

  /* the pieces point into the cache, which nothing changes until the file is not busy */
  write->n_vectors = herald_save_cache_to_pieces (self->cache, game, pieces);
  for (guint i = 0; i < write->n_vectors; i++)
    {
      write->vectors[i].buffer = pieces[i].data;
      write->vectors[i].size = pieces[i].length;
    }
  write->target = g_steal_pointer (&target);
  write->done = FALSE;
  g_mutex_lock (&self->busy_lock);
  self->busy++;
  g_mutex_unlock (&self->busy_lock);
  return TRUE;
}

/**
 * herald_game_file_queue_write:
 * @write: from herald_game_file_queue_begin ()
 * @error: a #GFileError (disk full, the folder removed, ...)
 *
 * On the save thread: writes the file atomically, as herald_game_file_save () does
 * (herald_write_behind_replace_vectors ()), records what it is now and moves the lock to it.
 *
 * Returns: %TRUE when the game is in the file
 */
gboolean
herald_game_file_queue_write (HeraldGameFile    *self,
                              HeraldQueuedWrite *write,
                              GError           **error)
{
  if (!herald_write_behind_replace_vectors (write->target, write->vectors, write->n_vectors,
                                            error))
    return FALSE;
  herald_game_file_record_identity (self, write->target);
  if (self->lock_fd >= 0 || herald_file_locks_is_held (self->file_locks))
    herald_file_locks_follow (self->file_locks, write->target,
                              self->known ? &self->identity : NULL);
  return TRUE;
}

/**
 * herald_game_file_queue_done:
 * @write: the write herald_game_file_queue_write () made, written or failed
 *
 * On the thread that wrote it, once what the main thread reads of the write's outcome is set:
 * the file holds the step (or will not), so a frame that waits to show the step goes on
 * (herald_game_file_wait_done ()), while the save thread writes the start page's summary and
 * queues the backup; the file stays busy until herald_game_file_queue_end ().
 */
void
herald_game_file_queue_done (HeraldGameFile    *self,
                             HeraldQueuedWrite *write)
{
  g_mutex_lock (&self->busy_lock);
  write->done = TRUE;
  g_cond_broadcast (&self->busy_done);
  g_mutex_unlock (&self->busy_lock);
}

/**
 * herald_game_file_wait_done:
 * @write: a write herald_game_file_queue_begin () made
 *
 * On the main thread: waits until @write's file is written or its write has failed
 * (herald_game_file_queue_done ()), not for the summary and the backup after it, which a
 * kill -9 may lose without losing a step (the summary is a cache: a stale one is not read,
 * herald-session-game-summary.c). What a frame needs before it shows a step
 * (herald_session_wait_written (); docs/performance.md, fortieth round). Counted as a wait
 * (herald_game_file_get_n_waits ()) when it had to wait.
 */
void
herald_game_file_wait_done (HeraldGameFile    *self,
                            HeraldQueuedWrite *write)
{
  g_mutex_lock (&self->busy_lock);
  if (self->busy > 0 && !write->done)
    g_atomic_int_inc (&n_waits);
  while (self->busy > 0 && !write->done)
    g_cond_wait (&self->busy_done, &self->busy_lock);
  g_mutex_unlock (&self->busy_lock);
}

/**
 * herald_game_file_queue_backup:
 * @write: the write herald_game_file_queue_write () made
 *
 * On the save thread, after herald_game_file_queue_write () succeeded: a rotating backup of
 * the game it wrote, queued behind it on the write-behind thread (herald_game_file_backup ()):
 * a copy of the file just written, or, when the file is no longer as written (another program
 * changed it since), the document's pieces joined here, which are still the game as the step
 * left it (breaker report 49, breaker49-4: the main thread backed up the game as it was later).
 */
void
herald_game_file_queue_backup (HeraldGameFile    *self,
                               HeraldQueuedWrite *write)
{
  int fd = herald_game_file_open_as_written (self);
  char *data = NULL;
  gsize length = 0;

  if (fd < 0)
    {
      for (guint i = 0; i < write->n_vectors; i++)
        length += write->vectors[i].size;
      data = g_malloc (length);
      length = 0;
      for (guint i = 0; i < write->n_vectors; i++)
        {
          memcpy (data + length, write->vectors[i].buffer, write->vectors[i].size);
          length += write->vectors[i].size;
        }
    }
  herald_backup_queue (herald_game_file_backup_paths (self), data, length, fd);
}

/**
 * herald_game_file_queue_end:
 * @write: from herald_game_file_queue_begin (), cleared
 *
 * The file is no longer busy: the main thread's herald_game_file_*() go on.
 */
void
herald_game_file_queue_end (HeraldGameFile    *self,
                            HeraldQueuedWrite *write)
{
  g_clear_pointer (&write->target, g_free);
  g_mutex_lock (&self->busy_lock);
  if (--self->busy == 0)
    g_cond_broadcast (&self->busy_done);
  g_mutex_unlock (&self->busy_lock);
}
