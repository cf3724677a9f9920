/* herald-session-moved.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games that went on in another file (breaker report 13): after *Save Elsewhere…* the copy
 * left in the games folder is older than the game. Herald notes where the game went, so that
 * the start page marks that copy and opens the game where it went on instead of the old copy
 * (docs/save-format.md, Files: `$XDG_STATE_HOME/herald/moved.ini`). The note is kept outside
 * the data folder, since Save Elsewhere is offered when the games folder cannot be written.
 */

#include "config.h"

#include <errno.h>
#include <stdint.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "herald-save.h"
#include "herald-session-moved.h"

/* the note is small: a longer file is not Herald's and is not read */
#define MOVED_MAX_BYTES (256 * 1024)

static char *
moved_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "herald", "moved.ini", NULL);
}

/* The identity of the old copy as it was when the game moved: the same file unchanged */
static char *
identity_of (const char *path)
{
  struct stat st;

  if (stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return NULL;
  return g_strdup_printf ("%ju:%ju:%jd:%jd.%09ld:%jd.%09ld", (uintmax_t) st.st_dev,
                          (uintmax_t) st.st_ino, (intmax_t) st.st_size,
                          (intmax_t) st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
                          (intmax_t) st.st_ctim.tv_sec, st.st_ctim.tv_nsec);
}

/**
 * herald_moved_load:
 *
 * Reads the notes of games that went on in another file. A note file that is missing, not a
 * regular file, too large or not a key file reads as no note.
 *
 * Returns: (transfer full): the notes (empty when there are none)
 */
GKeyFile *
herald_moved_load (void)
{
  g_autofree char *path = moved_path ();
  g_autofree char *contents = NULL;
  GKeyFile *notes = g_key_file_new ();
  struct stat st;
  gsize length;

  if (lstat (path, &st) != 0 || !S_ISREG (st.st_mode) || st.st_size > MOVED_MAX_BYTES)
    return notes;
  if (g_file_get_contents (path, &contents, &length, NULL) && length <= MOVED_MAX_BYTES)
    g_key_file_load_from_data (notes, contents, length, G_KEY_FILE_NONE, NULL);
  return notes;
}

/**
 * herald_moved_lookup:
 * @notes: from herald_moved_load()
 * @path: a game's file in the games folder
 *
 * Where the game of @path went on, when @path is the old copy left behind as it was when the
 * game moved (the same file, unchanged: a copy played on or replaced since is a game of its
 * own again).
 *
 * Returns: (transfer full) (nullable): the file the game went on in, or %NULL
 */
char *
herald_moved_lookup (GKeyFile   *notes,
                     const char *path)
{
  g_autofree char *identity = NULL;
  g_autofree char *noted = NULL;

  g_return_val_if_fail (notes != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  if (!g_key_file_has_group (notes, path))
    return NULL;
  noted = g_key_file_get_string (notes, path, "file", NULL);
  identity = identity_of (path);
  if (noted == NULL || identity == NULL || !g_str_equal (noted, identity))
    return NULL;
  return g_key_file_get_string (notes, path, "to", NULL);
}

/**
 * herald_moved_game_of:
 * @game: a game
 *
 * Which game @game is, for a note: herald_save_identity_with_first () without its first action
 * (its seed, players and start), the same in every file of the game however it was played on
 * or undone since, and another in every game begun apart.
 *
 * Returns: (transfer full): 64 hexadecimal digits
 */
char *
herald_moved_game_of (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  return herald_save_identity_with_first (game, NULL);
}

/**
 * herald_moved_lookup_game:
 * @notes: from herald_moved_load()
 * @path: the older copy (a group of @notes)
 *
 * Which game went on from @path (herald_moved_game_of ()), as noted when it moved: the file it
 * went on in is that game's only while it holds that game (breaker report 43, B43-1: it may be
 * replaced by another game since). Notes written before December 2026 have none.
 *
 * Returns: (transfer full) (nullable): the game's identity, or %NULL when none is noted
 */
char *
herald_moved_lookup_game (GKeyFile   *notes,
                          const char *path)
{
  g_return_val_if_fail (notes != NULL, NULL);
  g_return_val_if_fail (path != NULL, NULL);

  return g_key_file_get_string (notes, path, "game", NULL);
}

/**
 * herald_moved_holds_game:
 * @notes: from herald_moved_load()
 * @path: the older copy (a group of @notes)
 * @to: the file the game of @path went on in (herald_moved_lookup ())
 *
 * Whether @to still holds the game that went on from @path: not when it loads as another game
 * (herald_moved_lookup_game ()). A note without a game's identity, or a file that does not
 * load, is taken as the note says (opening it says why it does not open). Reads @to whole:
 * for the start page's older copies, not for a step.
 *
 * Returns: %FALSE when @to holds another game
 */
gboolean
herald_moved_holds_game (GKeyFile   *notes,
                         const char *path,
                         const char *to)
{
  g_autofree char *noted = NULL;
  g_autofree char *identity = NULL;
  g_autoptr(HeraldGame) game = NULL;

  g_return_val_if_fail (notes != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (to != NULL, FALSE);

  noted = herald_moved_lookup_game (notes, path);
  if (noted == NULL)
    return TRUE;
  game = herald_save_load_file (to, NULL);
  if (game == NULL)
    return TRUE;
  identity = herald_moved_game_of (game);
  return g_str_equal (identity, noted);
}

/**
 * herald_moved_note:
 * @from: the game's file it leaves (the old copy stays there)
 * @to: the file the game goes on in
 * @game: (nullable): which game goes on (herald_moved_game_of ())
 * @error: a #GFileError when the note could not be written
 *
 * Notes that the game of @from goes on in @to (herald_session_save_as()), with the identity of
 * @from as it is now and which game it is, wherever @from is: the start page marks a copy of the games folder, and
 * Open Game opens @to for @from (herald_session_open_file()). A note whose game went on in @from (an earlier move) now
 * points to @to; notes of old copies that changed or went are dropped. Written whole (a
 * temporary file renamed over the old one).
 *
 * Returns: %TRUE when the note is written
 */
gboolean
herald_moved_note (const char  *from,
                   const char  *to,
                   const char  *game,
                   GError     **error)
{
  g_autoptr(GKeyFile) notes = herald_moved_load ();
  g_autofree char *path = moved_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *identity = identity_of (from);
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (from != NULL, FALSE);
  g_return_val_if_fail (to != NULL, FALSE);

  groups = g_key_file_get_groups (notes, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *went = g_key_file_get_string (notes, groups[i], "to", NULL);
      g_autofree char *went_to = herald_moved_lookup (notes, groups[i]);

      if (went_to == NULL || g_str_equal (groups[i], from))
        g_key_file_remove_group (notes, groups[i], NULL);
      else if (g_strcmp0 (went, from) == 0)
        g_key_file_set_string (notes, groups[i], "to", to);
    }
  if (identity != NULL)
    {
      g_key_file_set_string (notes, from, "to", to);
      g_key_file_set_string (notes, from, "file", identity);
      if (game != NULL)
        g_key_file_set_string (notes, from, "game", game);
    }
  return herald_moved_save_notes (notes, dir, path, error);
}

/**
 * herald_moved_put_back:
 * @notes: the notes as herald_moved_load () read them before a herald_moved_note ()
 *
 * Writes @notes back in place of the moved games' notes: a move noted before its save, whose
 * save then failed (herald_session_save_as ()), is forgotten, and the notes it changed are as
 * they were.
 *
 * Returns: %TRUE when written
 */
gboolean
herald_moved_put_back (GKeyFile *notes)
{
  g_autofree char *path = moved_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (notes != NULL, FALSE);

  if (herald_moved_save_notes (notes, dir, path, &error))
    return TRUE;
  g_debug ("Could not put the moved games' notes back: %s", error->message);
  return FALSE;
}

/**
 * herald_moved_save_notes:
 * @notes: a key file of notes (moved games, copies of games)
 * @dir: the folder that holds @path, made (mode 0700) when missing
 * @path: the file @notes is written to, replaced atomically by g_key_file_save_to_file ()
 * @error: a #G_FILE_ERROR when @dir cannot be made or @path written
 *
 * Writes @notes to @path: the one writer of the state folder's notes (moved.ini,
 * copies.ini).
 *
 * Returns: %TRUE when written
 */
gboolean
herald_moved_save_notes (GKeyFile    *notes,
                         const char  *dir,
                         const char  *path,
                         GError     **error)
{
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s", dir,
                   g_strerror (saved_errno));
      return FALSE;
    }
  return g_key_file_save_to_file (notes, path, error);
}

/**
 * herald_moved_find_copy:
 * @notes: from herald_moved_load()
 * @to: a game's file
 * @folder: the folder the copy must be in (the games folder: the start page lists only it)
 *
 * The copy left behind in @folder by the game that went on in @to, when it is still as it was
 * (herald_moved_lookup()). Copies left elsewhere are noted too (herald_moved_note()), and are
 * not this.
 *
 * Returns: (transfer full) (nullable): the older copy, or %NULL
 */
char *
herald_moved_find_copy (GKeyFile   *notes,
                        const char *to,
                        const char *folder)
{
  g_auto(GStrv) groups = NULL;

  g_return_val_if_fail (notes != NULL, NULL);
  g_return_val_if_fail (to != NULL, NULL);
  g_return_val_if_fail (folder != NULL, NULL);

  groups = g_key_file_get_groups (notes, NULL);
  for (guint i = 0; groups[i] != NULL; i++)
    {
      g_autofree char *went_to = herald_moved_lookup (notes, groups[i]);
      g_autofree char *dir = g_path_get_dirname (groups[i]);

      if (g_strcmp0 (went_to, to) == 0 && g_str_equal (dir, folder))
        return g_strdup (groups[i]);
    }
  return NULL;
}
