/* herald-game-lock.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game open in Herald is never replaced under it, by the app's export or by herald-cli's
 * --save-last: both claim the game's lock here for the time of their write (src/common/, a
 * library both link). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "herald-game-lock.h"
#include "herald-path-text.h"

/**
 * herald_game_lock_claim:
 * @path: a file about to be replaced by something other than its game (an export,
 *   `herald-cli simulate --save-last`); it may be a symbolic link, or not exist
 * @fds: (out caller-allocates): the game's lock files, held for the time of the write: the one
 *   beside @path's name and the one beside the file it really is (the app's lock,
 *   herald_store_lock_path ()), -1 where there is none; herald_game_lock_unclaim () closes them
 *   after the write
 * @held_lock: (out) (optional) (transfer full): on failure, the lock file a Herald holds, so
 *   that the caller can say who holds it (its first line is the holder's process id:
 *   docs/save-format.md, "Files")
 * @error: %G_IO_ERROR_BUSY when a Herald, this process included, has the game open: "FILE is
 *   a game open in Herald; it is not replaced", with @path as herald_path_text_plain () gives
 *   it. No other error: a lock file that is not there, or cannot be opened or locked for
 *   another reason, is no Herald holding the game.
 *
 * Takes the game's lock as herald_game_file_lock () does, without making or writing a lock
 * file: the kernel says whether a Herald holds it (flock () is per open file, so a game this
 * process has open counts as held too), and while @fds are open no Herald can take it (newcomer
 * report 19, N19-1: an export over another Herald's game lost that game).
 *
 * Returns: %TRUE when @path may be written
 */
gboolean
herald_game_lock_claim (const char  *path,
                        int          fds[2],
                        char       **held_lock,
                        GError     **error)
{
  g_autofree char *real = NULL;
  g_autofree char *beside_name = NULL;
  g_autofree char *beside_real = NULL;
  const char *lock_paths[2];

  g_return_val_if_fail (path != NULL && fds != NULL, FALSE);

  fds[0] = fds[1] = -1;
  real = realpath (path, NULL);
  beside_name = g_strconcat (path, ".lock", NULL);
  beside_real = real != NULL ? g_strconcat (real, ".lock", NULL) : NULL;
  lock_paths[0] = beside_name;
  lock_paths[1] = g_strcmp0 (beside_real, beside_name) != 0 ? beside_real : NULL;
  for (guint i = 0; i < 2; i++)
    {
      int fd;

      if (lock_paths[i] == NULL)
        continue;
      fd = g_open (lock_paths[i], O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0);
      if (fd < 0)
        continue;  /* no lock file: no Herald has the game open */
      if (flock (fd, LOCK_EX | LOCK_NB) == 0)
        {
          fds[i] = fd;
          continue;
        }
      if (errno == EWOULDBLOCK)
        {
          g_autofree char *name = herald_path_text_plain (path);

          close (fd);
          herald_game_lock_unclaim (fds);
          if (held_lock != NULL)
            *held_lock = g_strdup (lock_paths[i]);
          /* Translators: the file's name */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                       _("%s is a game open in Herald; it is not replaced"), name);
          return FALSE;
        }
      close (fd);
    }
  return TRUE;
}

/**
 * herald_game_lock_unclaim:
 * @fds: the lock files herald_game_lock_claim () took
 *
 * Lets the game go after the write: closes @fds and sets them to -1.
 */
void
herald_game_lock_unclaim (int fds[2])
{
  for (guint i = 0; i < 2; i++)
    if (fds[i] >= 0)
      {
        close (fds[i]);
        fds[i] = -1;
      }
}
