/* herald-session-backup-job.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A rotating backup's writing and rotation, on the write-behind thread
 * (herald_game_file_backup () decides what it holds) */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-session-backup-job.h"
#include "herald-session-game-file.h"
#include "herald-write-behind.h"

/**
 * herald_backup_rotate:
 * @paths: `backup-new`, `-1` … `-N`, %NULL
 *
 * The rotation: `backup-new` becomes `-1`, the older ones move up.
 *
 * Returns: whether `backup-new` became `-1`
 */
gboolean
herald_backup_rotate (char * const  *paths,
                      GError       **error)
{
  for (guint i = HERALD_STORE_N_BACKUPS - 1; i >= 1; i--)
    {
      if (g_file_test (paths[i], G_FILE_TEST_EXISTS) && g_rename (paths[i], paths[i + 1]) != 0)
        g_debug ("Could not rotate %s: %s", paths[i], g_strerror (errno));
    }
  if (g_rename (paths[0], paths[1]) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", paths[1], g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  char  **paths;  /* backup-new, -1 … -N, NULL */
  char   *data;
  gsize   length;
  int     fd;     /* or the game's file as the step wrote it, open */
} Backup;

static void
backup_free (gpointer data)
{
  Backup *backup = data;

  g_strfreev (backup->paths);
  g_free (backup->data);
  if (backup->fd >= 0)
    close (backup->fd);
  g_free (backup);
}

/* The whole of @fd, from its start */
static gboolean
read_all (int     fd,
          char  **data,
          gsize  *length)
{
  struct stat st;
  gsize got = 0;

  if (fstat (fd, &st) != 0 || st.st_size < 0)
    return FALSE;
  *data = g_malloc (st.st_size + 1);
  while (got < (gsize) st.st_size)
    {
      gssize n = pread (fd, *data + got, st.st_size - got, got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      got += n;
    }
  *length = got;
  return TRUE;
}

/* on the write-behind thread */
static void
backup_run (gpointer data,
            gpointer user_data)
{
  Backup *backup = data;
  g_autoptr(GError) error = NULL;

  if (backup->data == NULL && !read_all (backup->fd, &backup->data, &backup->length))
    {
      g_debug ("No backup of the game: its file could not be read again: %s", g_strerror (errno));
      return;
    }
  if (!herald_write_behind_replace (backup->paths[0], backup->data, backup->length, &error) ||
      !herald_backup_rotate (backup->paths, &error))
    g_debug ("No backup of the game: %s", error->message);
}

/**
 * herald_backup_queue:
 * @paths: (transfer full): `backup-new`, `-1` … `-N`, %NULL
 * @data: (transfer full) (nullable): the backup's text, or %NULL to copy @fd's
 * @fd: (transfer full): with @data %NULL, the game's file as the step wrote it, open; or -1
 *
 * Writes the backup to `backup-new` on the write-behind thread, then rotates it in.
 */
void
herald_backup_queue (char  **paths,
                     char   *data,
                     gsize   length,
                     int     fd)
{
  Backup *backup = g_new0 (Backup, 1);

  g_return_if_fail (data != NULL || fd >= 0);

  backup->paths = paths;
  backup->data = data;
  backup->length = length;
  backup->fd = fd;
  herald_write_behind_queue (backup_run, backup, backup_free);
}
