/* herald-session-game-file-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What herald-session-game-file.c and the save queued on the write-behind thread
 * (herald-session-game-file-queue.c) share. */

#pragma once

#include <sys/stat.h>

#include <gio/gio.h>

#include "herald-save-cache.h"
#include "herald-session-game-file.h"
#include "herald-session-game-lock.h"

G_BEGIN_DECLS

struct _HeraldGameFile
{
  char            *path;

  /* the text of the actions written so far (a step writes only the new one's) */
  HeraldSaveCache *cache;

  /* the lock: an flock() on `<path>.lock`, released by the kernel when the process dies */
  int              lock_fd;
  guint            lock_writable : 1;
  /* the lock file was made by this lock (there was none): herald_game_file_release() removes
   * it again when the game did not open */
  guint            lock_created : 1;
  /* the lock was asked for but no lock file could be made (the folder did not exist and could
   * not be made): it is taken once a save has made the file (herald_game_file_save()) */
  guint            lock_wanted : 1;
  /* an flock() on the game's file itself (its inode: every name of it meets this lock, a hard
   * link too, breaker report 44, B44-1), and on the files a save replaced that another name
   * still leads to (herald-session-game-lock.c) */
  HeraldFileLocks *file_locks;

  /* backups written from the document joined on the main thread (herald_game_file_backup ()) */
  guint            n_backups_joined;

  /* what the file (the target of a link) was after our last write or read: its stat () */
  guint            known : 1;
  struct stat      identity;

  /* a save queued on the write-behind thread (herald_game_file_queue_save ()): until it is
   * done, the worker owns the fields above and the main thread waits
   * (herald_game_file_wait ()) before it touches them */
  GMutex           busy_lock;
  GCond            busy_done;
  guint            busy;
};

char    *herald_game_file_resolve_target (const char        *path);
void     herald_game_file_record_identity (HeraldGameFile   *self,
                                           const char       *target);
gboolean herald_game_file_same_identity  (HeraldGameFile    *self,
                                          const struct stat *st);
int      herald_game_file_open_as_written (HeraldGameFile   *self);
char   **herald_game_file_backup_paths   (HeraldGameFile    *self);
void     herald_game_file_wait           (HeraldGameFile    *self);
guint    herald_game_file_get_n_waits    (void);

/* A save queued on the write-behind thread (herald-session-game-file-queue.c) */
typedef struct
{
  char          *target;      /* the file written: where the path leads */
  GOutputVector  vectors[HERALD_SAVE_CACHE_MAX_PIECES];
  guint          n_vectors;
  /* the file's write is over, written or failed (herald_game_file_queue_done ()); read and
   * set under the file's busy_lock */
  gboolean       done;
} HeraldQueuedWrite;

gboolean herald_game_file_queue_begin  (HeraldGameFile    *self,
                                        HeraldGame        *game,
                                        HeraldQueuedWrite *write);
gboolean herald_game_file_queue_write  (HeraldGameFile    *self,
                                        HeraldQueuedWrite *write,
                                        GError           **error);
void     herald_game_file_queue_done   (HeraldGameFile    *self,
                                        HeraldQueuedWrite *write);
void     herald_game_file_wait_done    (HeraldGameFile    *self,
                                        HeraldQueuedWrite *write);
void     herald_game_file_queue_backup (HeraldGameFile    *self,
                                        HeraldQueuedWrite *write);
void     herald_game_file_queue_end    (HeraldGameFile    *self,
                                        HeraldQueuedWrite *write);

G_END_DECLS
