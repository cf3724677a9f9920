/* herald-session-copies.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The copies Open Game makes of a file it does not play in place: a backup of a game, a file
 * set aside as broken, a game in a read-only place (herald-session-open-file.c). Each copy is
 * noted by the content of the file it was made from (the SHA-256 of its bytes), so that
 * opening the same file again, or the same bytes anywhere, opens that copy instead of making
 * another (verify report 14, V14-4), and two Heralds of one table never play the same game in
 * two copies (breaker report 14, B14-6): the second finds the copy locked by the first
 * (docs/save-format.md, Files: `$XDG_STATE_HOME/herald/copies.ini`).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-session-copies.h"
#include "herald-session-moved.h"

/* the notes are small: a longer file is not Herald's and is not read */
#define COPIES_MAX_BYTES (256 * 1024)
/* a game's file is at most 16 MiB (docs/save-format.md); this only bounds the read */
#define SOURCE_MAX_BYTES (17 * 1024 * 1024)

static char *
copies_path (const char *suffix)
{
  g_autofree char *name = g_strconcat ("copies", suffix, NULL);

  return g_build_filename (g_get_user_state_dir (), "herald", name, NULL);
}

/**
 * herald_copies_content_id:
 * @path: a file Open Game opens as a copy
 * @error: a #GFileError when it cannot be read
 *
 * The content identity of @path: the SHA-256 of its bytes, in hexadecimal. Two files with
 * the same bytes are the same game at the same step; a backup rotated since (`backup-1` now
 * holds a later turn) is other bytes, another game to copy.
 *
 * Returns: (transfer full) (nullable): 64 hexadecimal digits, or %NULL
 */
char *
herald_copies_content_id (const char  *path,
                          GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  if (length > SOURCE_MAX_BYTES)
    {
      g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "larger than a game");
      return NULL;
    }
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
}

/**
 * herald_copies_hold:
 *
 * Holds the notes for this Herald (an flock() on `copies.lock` beside them) until
 * herald_copies_release(), so that two Heralds opening the same file at once make one copy.
 *
 * Returns: the lock, or -1 when none could be taken (the notes are used without it)
 */
int
herald_copies_hold (void)
{
  g_autofree char *path = copies_path (".lock");
  g_autofree char *dir = g_path_get_dirname (path);
  int fd;

  g_mkdir_with_parents (dir, 0700);
  fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (fd < 0)
    return -1;
  if (flock (fd, LOCK_EX) != 0)
    {
      close (fd);
      return -1;
    }
  return fd;
}

/**
 * herald_copies_release:
 * @fd: from herald_copies_hold()
 */
void
herald_copies_release (int fd)
{
  if (fd >= 0)
    close (fd);
}

static GKeyFile *
copies_load (void)
{
  g_autofree char *path = copies_path (".ini");
  g_autofree char *contents = NULL;
  GKeyFile *notes = g_key_file_new ();
  struct stat st;
  gsize length;

  if (lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > COPIES_MAX_BYTES)
    return notes;
  if (g_file_get_contents (path, &contents, &length, NULL) && length <= COPIES_MAX_BYTES)
    g_key_file_load_from_data (notes, contents, length, G_KEY_FILE_NONE, NULL);
  return notes;
}

/* a copy noted is still there: a regular file of that games folder (deleted, it is not) */
static gboolean
copy_is_there (const char *copy,
               const char *games_folder)
{
  g_autofree char *dir = g_path_get_dirname (copy);
  struct stat st;

  return g_str_equal (dir, games_folder) && lstat (copy, &st) == 0 && S_ISREG (st.st_mode);
}

/**
 * herald_copies_lookup:
 * @content_id: from herald_copies_content_id()
 * @games_folder: the games folder the copy must be in
 *
 * The copy made before from a file with these bytes, when it is still in @games_folder
 * (played on since or not: it is the game that went on from that file).
 *
 * Returns: (transfer full) (nullable): the copy's file, or %NULL
 */
char *
herald_copies_lookup (const char *content_id,
                      const char *games_folder)
{
  g_autoptr(GKeyFile) notes = copies_load ();
  g_autofree char *copy = NULL;

  g_return_val_if_fail (content_id != NULL, NULL);
  g_return_val_if_fail (games_folder != NULL, NULL);

  copy = g_key_file_get_string (notes, content_id, "copy", NULL);
  if (copy == NULL || !copy_is_there (copy, games_folder))
    return NULL;
  return g_steal_pointer (&copy);
}

/**
 * herald_copies_note:
 * @content_id: from herald_copies_content_id()
 * @from: the file the copy was made from (kept for people reading the notes)
 * @copy: the copy, in the games folder
 * @error: a #GFileError when the note could not be written
 *
 * Notes that @copy was made from the bytes @content_id. Notes of copies that are gone are
 * dropped. Written whole (a temporary file renamed over the old one).
 *
 * Returns: %TRUE when the note is written
 */
gboolean
herald_copies_note (const char  *content_id,
                    const char  *from,
                    const char  *copy,
                    GError     **error)
{
  g_autoptr(GKeyFile) notes = copies_load ();
  g_autofree char *path = copies_path (".ini");
  g_autofree char *dir = g_path_get_dirname (path);
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (content_id != NULL, FALSE);
  g_return_val_if_fail (from != NULL, FALSE);
  g_return_val_if_fail (copy != NULL, FALSE);

  groups = g_key_file_get_groups (notes, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *noted = g_key_file_get_string (notes, groups[i], "copy", NULL);
      struct stat st;

      if (noted == NULL || lstat (noted, &st) != 0)
        g_key_file_remove_group (notes, groups[i], NULL);
    }
  g_key_file_set_string (notes, content_id, "copy", copy);
  g_key_file_set_string (notes, content_id, "from", from);
  return herald_moved_save_notes (notes, dir, path, error);
}
