/* herald-file-error.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The system's reason in a #GFileError, for a sentence of Herald's own that names the file
 * itself: the app's refusal of a file that cannot be read, herald-cli's failed write
 * (src/common/, a library both link). */

#include "config.h"

#include <errno.h>

#include "herald-file-error.h"

/**
 * herald_file_error_reason:
 * @error: an error of a file operation
 *
 * The reason of a #GFileError in the system's words ("No such file or directory"), from its
 * code, without the sentence around it (GLib's names the file, or its temporary file): the
 * codes of #GFileError are errno's, one for one (g_file_error_from_errno ()).
 *
 * Returns: (nullable): g_strerror () of the code's errno; %NULL for an error of another domain
 *   or %G_FILE_ERROR_FAILED, whose errno the code does not keep
 */
const char *
herald_file_error_reason (const GError *error)
{
  static const struct { GFileError code; int errnum; } map[] = {
    { G_FILE_ERROR_EXIST, EEXIST }, { G_FILE_ERROR_ISDIR, EISDIR },
    { G_FILE_ERROR_ACCES, EACCES }, { G_FILE_ERROR_NAMETOOLONG, ENAMETOOLONG },
    { G_FILE_ERROR_NOENT, ENOENT }, { G_FILE_ERROR_NOTDIR, ENOTDIR },
    { G_FILE_ERROR_NXIO, ENXIO }, { G_FILE_ERROR_NODEV, ENODEV },
    { G_FILE_ERROR_ROFS, EROFS }, { G_FILE_ERROR_TXTBSY, ETXTBSY },
    { G_FILE_ERROR_FAULT, EFAULT }, { G_FILE_ERROR_LOOP, ELOOP },
    { G_FILE_ERROR_NOSPC, ENOSPC }, { G_FILE_ERROR_NOMEM, ENOMEM },
    { G_FILE_ERROR_MFILE, EMFILE }, { G_FILE_ERROR_NFILE, ENFILE },
    { G_FILE_ERROR_BADF, EBADF }, { G_FILE_ERROR_INVAL, EINVAL },
    { G_FILE_ERROR_PIPE, EPIPE }, { G_FILE_ERROR_AGAIN, EAGAIN },
    { G_FILE_ERROR_INTR, EINTR }, { G_FILE_ERROR_IO, EIO },
    { G_FILE_ERROR_PERM, EPERM }, { G_FILE_ERROR_NOSYS, ENOSYS },
  };

  g_return_val_if_fail (error != NULL, NULL);

  if (error->domain != G_FILE_ERROR)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    if (map[i].code == (GFileError) error->code)
      return g_strerror (map[i].errnum);
  return NULL;
}
