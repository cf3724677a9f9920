/* herald-small-file.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A small file of Herald's own (a game's lock, its summary), read without ever waiting: the
 * app and herald-cli both read a game's lock (src/common/, a library both link). */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-small-file.h"

/**
 * herald_read_small_file:
 * @path: a file that Herald wrote itself (a lock, a summary)
 * @max_size: the most bytes such a file can hold
 * @length: (out) (optional): the bytes read
 *
 * Reads a small file of Herald's own without ever waiting and without following a symbolic
 * link: the file is opened with O_NOFOLLOW and O_NONBLOCK and read only when it is a regular
 * file of at most @max_size bytes. A FIFO, a device, a directory or a link in its place, or a
 * file grown too large, gives %NULL at once (a FIFO named like a game's summary used to keep
 * Herald from starting: breaker report 9, item 1).
 *
 * Returns: (transfer full) (nullable): the contents, with a NUL after them, or %NULL
 */
char *
herald_read_small_file (const char *path,
                              gsize       max_size,
                              gsize      *length)
{
  g_autofree char *data = NULL;
  struct stat st;
  gsize got = 0;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  fd = open (path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0)
    return NULL;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size < 0
      || (guint64) st.st_size > max_size)
    {
      close (fd);
      return NULL;
    }
  /* one byte more than allowed, to see a file that grew since fstat () */
  data = g_malloc (max_size + 2);
  for (;;)
    {
      gssize n = read (fd, data + got, max_size + 1 - got);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      got += n;
      if (got > max_size)
        {
          close (fd);
          return NULL;
        }
    }
  close (fd);
  data[got] = '\0';
  if (length != NULL)
    *length = got;
  return g_steal_pointer (&data);
}
