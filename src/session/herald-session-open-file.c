/* herald-session-open-file.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game's file from anywhere: *Open Game…* and `herald FILE` (breaker report 13, R-2). The
 * game is played in place, locked for this Herald, as after *Save Elsewhere…*; a file that
 * does not load is refused and left exactly as it is. A backup, a file set aside as broken
 * and a game in a read-only place are played in a copy in the games folder, one copy per
 * content (herald-session-copies.c).
 */

#include "config.h"

#include <glib/gi18n.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-file-error.h"
#include "herald-save.h"
#include "herald-session-copies.h"
#include "herald-session-library.h"
#include "herald-session-moved.h"
#include "herald-session-private.h"
#include "herald-session-records.h"
#include "herald-path-text.h"

/* Why a file chosen with Open Game is played in a copy (HeraldSession's copy_kind) */
enum
{
  COPY_NONE,
  COPY_BACKUP,    /* a backup of a game */
  COPY_BROKEN,    /* a file moved aside as broken */
  COPY_READ_ONLY, /* a game in a place that cannot be written */
  COPY_WENT_ON,   /* not a copy: the older copy Save Elsewhere left, opened where it went */
  COPY_TRASH,     /* a game deleted from the start page, in the games folder's trash */
  COPY_RECORD,    /* the copy Records keeps of a game finished elsewhere */
  COPY_REFUSED,   /* not a copy: that older copy itself, as the file it went on in was refused */
};

/* Whether @path is named as a file Herald keeps beside a game: a backup
 * (`<game>.json.backup-N`, `.backup-new`: COPY_BACKUP) or a file moved aside as broken
 * (`<game>.json.broken-…`: COPY_BROKEN) */
static guint
kept_beside_a_game (const char *path)
{
  g_autofree char *name = g_path_get_basename (path);
  const char *mark = g_strrstr (name, ".json.backup-");

  if (mark != NULL && mark != name)
    {
      const char *n = mark + strlen (".json.backup-");

      if (g_str_equal (n, "new"))
        return COPY_BACKUP;
      for (const char *c = n; *c != '\0'; c++)
        if (!g_ascii_isdigit (*c))
          return COPY_NONE;
      return *n != '\0' ? COPY_BACKUP : COPY_NONE;
    }
  mark = strstr (name, ".json.broken-");
  return mark != NULL && mark != name ? COPY_BROKEN : COPY_NONE;
}

/* Whether the game of @path cannot be saved where it is: its folder (that of the file a
 * symbolic link points to) or the file itself cannot be written (a read-only medium, a
 * folder of another user, a file marked read-only). No lock can be taken there either, so
 * two Heralds would play it at once (breaker report 14, B14-6). */
static gboolean
place_is_read_only (const char *path)
{
  g_autofree char *target = realpath (path, NULL);
  g_autofree char *dir = NULL;

  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  return g_access (dir, W_OK) != 0 || g_access (target, W_OK) != 0;
}

/**
 * herald_session_in_kept_folder:
 * @games: the games folder
 * @path: a file (it need not exist: its folder is looked at)
 * @name: a folder of @games that Herald empties or keeps itself: `trash` or
 *   #HERALD_RECORDS_ELSEWHERE_FOLDER
 *
 * Whether @path lies in the folder @name of @games, by the folders' real paths: a folder
 * reached through a link is the same folder.
 *
 * Returns: %TRUE when it does
 */
gboolean
herald_session_in_kept_folder (const char *games,
                               const char *path,
                               const char *name)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *real_dir = realpath (dir, NULL);
  g_autofree char *kept = g_build_filename (games, name, NULL);
  g_autofree char *real_kept = realpath (kept, NULL);

  return real_dir != NULL && real_kept != NULL && g_str_equal (real_dir, real_kept);
}

/* Why the file @path chosen with Open Game is played in a copy in the games folder, or
 * COPY_NONE when it is played in place. A file of Herald's own folders is never played in
 * place: the trash is emptied under it, and a finished game's copy that Records keeps is
 * removed when its win is undone (breaker report 43, B43-3, B43-4). */
static guint
copy_kind_of (HeraldSession *self,
              const char    *path)
{
  g_autofree char *dir = NULL;
  guint kind;

  if (self->games_folder == NULL)
    return COPY_NONE;
  kind = kept_beside_a_game (path);
  if (kind != COPY_NONE)
    return kind;
  if (herald_session_in_kept_folder (self->games_folder, path, "trash"))
    return COPY_TRASH;
  if (herald_session_in_kept_folder (self->games_folder, path, HERALD_RECORDS_ELSEWHERE_FOLDER))
    return COPY_RECORD;
  /* a game of the list in a read-only games folder stays in place: a copy could not be
   * made there either, and its save bar offers Save Elsewhere */
  dir = g_path_get_dirname (path);
  if (!g_str_equal (dir, self->games_folder) && place_is_read_only (path))
    return COPY_READ_ONLY;
  return COPY_NONE;
}

/* The copy made before from the bytes of @path (herald-session-copies.c), or %NULL; @id is
 * set to those bytes' identity when they could be read */
static char *
find_copy (HeraldSession  *self,
           const char     *path,
           char          **id)
{
  g_autoptr(GError) error = NULL;

  *id = herald_copies_content_id (path, &error);
  if (*id == NULL)
    {
      g_debug ("No identity for %s: %s", path, error->message);
      return NULL;
    }
  return herald_copies_lookup (*id, self->games_folder);
}

/* The system's reason in a #GFileError of herald_save_load_file (), from its code
 * (herald_file_error_reason ()): its message starts with the file's path ("…/game.json: No
 * such file or directory"), and the sentence around it names the file already (newcomer
 * report 19, N19-9). The whole message only for a code that keeps no errno. */
static const char *
file_reason (const GError *local)
{
  const char *reason = herald_file_error_reason (local);

  return reason != NULL ? reason : local->message;
}

/**
 * herald_store_set_newer_error:
 * @error: set to #HERALD_STORE_ERROR_NEWER
 * @reason: the loader's #HERALD_GAME_ERROR_VERSION ("the file was written by a newer Herald
 *   (format version 4; this Herald reads version 3)")
 * @path: the file, left where it is
 *
 * The one message of a file a newer Herald wrote, for the games of the list and the files
 * opened from anywhere: its dialog's heading says "This Game Needs a Newer Herald", so the
 * message says it once, in the loader's reason (tester report 40, N40-8: three times).
 */
void
herald_store_set_newer_error (GError      **error,
                              const GError *reason,
                              const char   *path)
{
  g_autofree char *name = herald_path_text (path);
  gunichar first = g_utf8_get_char (reason->message);
  char upper[6] = { 0 };

  /* the loader's reason is a clause: here it begins a sentence */
  g_unichar_to_utf8 (g_unichar_totitle (first), upper);
  /* Translators: the first %s is the reason, a sentence without its full stop: "The file was
   * written by a newer Herald (format version 4; this Herald reads version 3)"; the second
   * is the file's path. After the heading "This Game Needs a Newer Herald" */
  g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER, _("%s%s. It was left as it is (%s)."),
               upper, g_utf8_next_char (reason->message), name);
}

/* The file the game of @path went on in, when @path is the copy Save Elsewhere left behind,
 * still as it was then (herald_moved_lookup ()), and that file is there; else %NULL. Noted
 * wherever the old copy is: outside the games folder too, where it opened as the game before
 * the move and was played on with new dice (tester report 42, N42-6). Whether it loads, and
 * holds that game (@game: herald_moved_lookup_game (), %NULL when the note has none), is the
 * open's to say: it is read once (tidy43). */
static char *
went_on_in (const char  *path,
            char       **game)
{
  g_autoptr(GKeyFile) notes = herald_moved_load ();
  g_autofree char *to = herald_moved_lookup (notes, path);

  *game = NULL;
  if (to == NULL || g_str_equal (to, path))
    return NULL;
  if (!g_file_test (to, G_FILE_TEST_IS_REGULAR))
    {
      /* a Save Elsewhere killed before it made @to left its lock and temporary there (data45-2) */
      herald_store_remove_leftovers (to);
      return NULL;
    }
  *game = herald_moved_lookup_game (notes, path);
  return g_steal_pointer (&to);
}

/* Opens @went_to, the file the game of the older copy @path went on in, as
 * herald_session_open_file () opens it: in place (the notice names @path), or in a copy; only
 * while it holds @game (%NULL: any) */
static gboolean
open_went_on (HeraldSession  *self,
              const char     *path,
              const char     *went_to,
              const char     *game,
              GError        **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;
  gboolean opened;

  self->open_expect_game = g_strdup (game);
  if (copy_kind_of (self, went_to) != COPY_NONE)
    {
      opened = herald_session_open_file (self, went_to, error);
      g_clear_pointer (&self->open_expect_game, g_free);
      return opened;
    }
  self->copy_pending_from = g_strdup (path);
  self->copy_pending_kind = COPY_WENT_ON;
  self->copy_pending_reused = FALSE;
  opened = herald_session_open (self, went_to, FALSE, &local);
  g_clear_pointer (&self->copy_pending_from, g_free);
  g_clear_pointer (&self->open_expect_game, g_free);
  if (opened)
    return TRUE;
  if (local->domain != G_FILE_ERROR)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  /* worded as herald_session_open_file () words it */
  name = herald_path_text (went_to);
  g_set_error (error, G_FILE_ERROR, local->code, _("The file %s cannot be read: %s"), name,
               file_reason (local));
  return FALSE;
}

/**
 * herald_session_refuse_other_game:
 * @game: a game herald_session_open () loaded
 * @error: #HERALD_STORE_ERROR_OTHER_GAME when refused
 *
 * herald_session_open () of the file a game went on in after Save Elsewhere, for its older
 * copy (herald_session_open_file ()): refuses @game when it is not the game that went on
 * there (the file was replaced since, breaker report 43, B43-1); any game otherwise.
 *
 * Returns: %TRUE when @game is refused (@error set)
 */
gboolean
herald_session_refuse_other_game (HeraldSession  *self,
                                  HeraldGame     *game,
                                  GError        **error)
{
  g_autofree char *identity = NULL;
  g_autofree char *players = NULL;

  if (self->open_expect_game == NULL)
    return FALSE;
  identity = herald_moved_game_of (game);
  if (g_str_equal (identity, self->open_expect_game))
    return FALSE;
  players = herald_library_join_players (game);
  /* Translators: why the file a game went on in was not opened for its older copy: it was
   * replaced since; %s is the other game's players, "Xena, Yuri, Zoe" */
  g_set_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_OTHER_GAME,
               _("It holds another game now, of %s."), players);
  return TRUE;
}

/* herald_session_set_game (): the pending notice of a file Open Game opened becomes the open
 * game's, and no other game's (@has_game FALSE: none) */
void
herald_session_take_copy_pending (HeraldSession *self,
                                  gboolean       has_game)
{
  g_free (self->copied_from);
  g_free (self->copy_reason);
  self->copied_from = has_game ? g_steal_pointer (&self->copy_pending_from) : NULL;
  self->copy_reason = has_game ? g_steal_pointer (&self->copy_pending_reason) : NULL;
  g_clear_pointer (&self->copy_pending_from, g_free);
  g_clear_pointer (&self->copy_pending_reason, g_free);
  self->copy_kind = self->copy_pending_kind;
  self->copy_reused = self->copy_pending_reused;
}

/**
 * herald_session_open_file:
 * @path: a file chosen by the table (*Open Game…*, a file given to `herald`): anywhere, in the
 *   games folder or not
 * @error: #HERALD_STORE_ERROR_LOCKED when another Herald has the game open (or its copy, see
 *   below); #HERALD_STORE_ERROR_NEWER for a file of a newer Herald; #HERALD_GAME_ERROR_INVALID
 *   when the file is not a Herald game that loads (the loader's reason, and the file's name);
 *   a #GFileError when it cannot be read
 *
 * Opens the game saved in @path in place of the open one, as herald_session_open() does: it
 * is played in place and every later step is saved there, with its lock and its backups
 * beside it, as after herald_session_save_as(). Unlike herald_session_open() (a game of the
 * list, whose file is moved aside when it does not load), a file that does not load is
 * refused and left exactly as it is: it may be anything the table picked by mistake. The open
 * game stays open then.
 *
 * Five kinds of file that load are played in a copy, in a new file of the games folder (as a
 * new game is), and left exactly as they are: a backup of a game (`<game>.json.backup-N`,
 * `.backup-new`) or a file moved aside as broken (`<game>.json.broken-…`), which played in
 * place would be rotated away by its game's next backup; a game in a place that cannot be
 * written (outside the games folder), where no step could be saved and no lock taken; and a
 * file of the games folder's `trash/` or `finished-elsewhere/`, which Herald empties or
 * removes itself (breaker report 43, B43-3, B43-4). The
 * copy is noted by the content of the file (herald_copies_content_id(), the SHA-256 of its
 * bytes): opening the same bytes again opens that copy, as it was left, while it is in the
 * games folder, so that one file opened twice is one game, and a second Herald finds it
 * locked (#HERALD_STORE_ERROR_LOCKED) instead of rolling other dice for it in another copy.
 * herald_session_get_copy_notice() tells the table.
 *
 * The copy *Save Elsewhere…* left behind (herald_session_save_as ()), still as it was, opens
 * the file the game went on in instead, when that file is there: the older copy is never
 * played on by mistake (docs/reliability.md). herald_session_get_copy_notice() says so. When
 * that file is refused as herald_session_open() refuses a game (moved aside as damaged, of a
 * newer Herald, unreadable) or holds another game now (replaced since: breaker report 43,
 * B43-1), the older copy opens itself, and the notice says why; when it is open in another
 * Herald, @error is #HERALD_STORE_ERROR_LOCKED and the older copy stays shut.
 *
 * Returns: %TRUE when the game is open
 */
gboolean
herald_session_open_file (HeraldSession  *self,
                          const char     *path,
                          GError        **error)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) local = NULL;
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *went_to = NULL;
  g_autofree char *went_game = NULL;
  g_autoptr(GError) refused = NULL;
  gboolean opened;
  guint kind;
  int hold;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* the older copy Save Elsewhere left: the game where it went on, read once; refused, the
   * older copy itself, unless that game is open in another Herald */
  went_to = went_on_in (path, &went_game);
  if (went_to != NULL)
    {
      if (open_went_on (self, path, went_to, went_game, &refused))
        return TRUE;
      if (g_error_matches (refused, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED))
        {
          g_propagate_error (error, g_steal_pointer (&refused));
          return FALSE;
        }
      g_debug ("%s, where %s went on, did not open: %s", went_to, path, refused->message);
    }

  /* checked as the loader checks it before anything else happens: nothing is moved aside,
   * locked or written for a file that is not a game this Herald opens */
  game = herald_save_load_file (path, &local);
  if (game == NULL)
    {
      name = herald_path_text (path);
      if (local->domain == G_FILE_ERROR)
        g_set_error (error, G_FILE_ERROR, local->code, _("The file %s cannot be read: %s"),
                     name, file_reason (local));
      else if (g_error_matches (local, HERALD_GAME_ERROR, HERALD_GAME_ERROR_VERSION))
        herald_store_set_newer_error (error, local, path);
      else
        g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                     _("The file %s is not a Herald game that can be opened: %s. The file was "
                       "not changed."), name, local->message);
      return FALSE;
    }
  kind = copy_kind_of (self, path);
  if (kind == COPY_NONE && refused != NULL)
    {
      self->copy_pending_from = g_steal_pointer (&went_to);
      self->copy_pending_kind = COPY_REFUSED;
      self->copy_pending_reused = FALSE;
      self->copy_pending_reason = g_strdup (refused->message);
      opened = herald_session_open (self, path, FALSE, error);
      g_clear_pointer (&self->copy_pending_from, g_free);
      g_clear_pointer (&self->copy_pending_reason, g_free);
      return opened;
    }
  if (kind == COPY_NONE)
    return herald_session_open (self, path, FALSE, error);

  /* one Herald at a time looks for the copy and makes it */
  hold = herald_copies_hold ();
  copy = find_copy (self, path, &id);
  self->copy_pending_from = g_strdup (path);
  self->copy_pending_kind = kind;
  self->copy_pending_reused = copy != NULL;
  opened = FALSE;
  if (copy != NULL)
    {
      g_autoptr(GError) reused = NULL;

      opened = herald_session_open (self, copy, FALSE, &reused);
      if (!opened && g_error_matches (reused, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED))
        {
          g_propagate_error (error, g_steal_pointer (&reused));
          g_clear_pointer (&self->copy_pending_from, g_free);
          herald_copies_release (hold);
          return FALSE;
        }
      if (!opened)
        /* the copy no longer opens (it was moved aside as broken): a new one is made */
        g_debug ("The copy %s of %s did not open: %s", copy, path, reused->message);
    }
  if (!opened)
    {
      self->copy_pending_reused = FALSE;
      opened = herald_session_begin (self, g_steal_pointer (&game), error);
      if (opened && id != NULL)
        {
          g_autoptr(GError) noted = NULL;

          if (!herald_copies_note (id, path, herald_game_file_get_path (self->file), &noted))
            g_debug ("Could not note the copy of %s: %s", path, noted->message);
        }
    }
  g_clear_pointer (&self->copy_pending_from, g_free);
  herald_copies_release (hold);
  return opened;
}

/* Opens @path only to look at, or its copy when it is played in a copy */
static gboolean
look_at (HeraldSession  *self,
         const char     *path,
         GError        **error)
{
  g_autofree char *id = NULL;
  g_autofree char *copy = NULL;

  if (copy_kind_of (self, path) != COPY_NONE)
    copy = find_copy (self, path, &id);
  return herald_session_open (self, copy != NULL ? copy : path, TRUE, error);
}

/**
 * herald_session_look_at_file:
 * @path: a file chosen by the table, as for herald_session_open_file()
 * @error: as herald_session_open()
 *
 * *Look Only*, after herald_session_open_file() found the game open in another Herald: opens
 * it only to look at (herald_session_open() with read_only), the copy made of @path when
 * @path is played in a copy, else @path itself.
 *
 * Returns: %TRUE when the game is open to look at
 */
gboolean
herald_session_look_at_file (HeraldSession  *self,
                             const char     *path,
                             GError        **error)
{
  g_autofree char *went_to = NULL;
  g_autofree char *went_game = NULL;
  gboolean looking;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* as herald_session_open_file () opened it: where the game went on while it holds that
   * game, else the older copy */
  went_to = went_on_in (path, &went_game);
  if (went_to != NULL)
    {
      self->open_expect_game = g_steal_pointer (&went_game);
      looking = look_at (self, went_to, NULL);
      g_clear_pointer (&self->open_expect_game, g_free);
      if (looking)
        return TRUE;
    }
  return look_at (self, path, error);
}

/**
 * herald_session_get_copy_notice:
 * @title: (out) (transfer full): a headline
 * @detail: (out) (transfer full): which file was opened, why it is played in a copy, and
 *   where that copy is saved
 *
 * For the game herald_session_open_file() opened as a copy of the file chosen: what to tell
 * the table (verify report 14, V14-4; breaker report 14, B14-6).
 *
 * Returns: %TRUE when the open game is such a copy (@title and @detail are set)
 */
gboolean
herald_session_get_copy_notice (HeraldSession  *self,
                                char          **title,
                                char          **detail)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (title != NULL && detail != NULL, FALSE);

  *title = *detail = NULL;
  if (self->game == NULL || self->read_only || self->copied_from == NULL)
    return FALSE;
  from = herald_path_text (self->copied_from);
  to = herald_path_text (herald_game_file_get_path (self->file));
  if (self->copy_kind == COPY_REFUSED)
    {
      *title = g_strdup (_("Opened the older copy"));
      /* Translators: the first %s is the file the game went on in, the second why it did not
       * open (sentences), the third the older copy opened instead */
      *detail = g_strdup_printf (_("The game went on in %s, which did not open. %s\n\nThis older "
                                   "copy, left as it was when the game was saved elsewhere, was "
                                   "opened instead; every step is saved here: %s."),
                                 from, self->copy_reason, to);
    }
  else if (self->copy_kind == COPY_WENT_ON)
    {
      *title = g_strdup (_("Opened where the game went on"));
      /* Translators: the first %s is the file chosen, the second the file opened instead */
      *detail = g_strdup_printf (_("%s is an older copy, left as it was when the game was saved "
                                   "elsewhere. The game went on in this file, which was opened "
                                   "instead; every step is saved here: %s."), from, to);
    }
  else if (self->copy_reused)
    {
      *title = g_strdup (_("Opened the copy made before"));
      *detail = g_strdup_printf (_("%s was opened before, and this copy of it made then, as it "
                                   "was left: %s. The file itself stays as it is."), from, to);
    }
  else if (self->copy_kind == COPY_READ_ONLY)
    {
      *title = g_strdup (_("Opened read-only: played in a copy"));
      *detail = g_strdup_printf (_("%s cannot be written. Every step is saved in a copy in "
                                   "Herald’s games folder instead: %s. The start page lists it; "
                                   "the file itself stays as it is."), from, to);
    }
  else if (self->copy_kind == COPY_TRASH)
    {
      *title = g_strdup (_("Opened a copy of a deleted game"));
      /* Translators: the first %s is a game's file in Herald's trash, the second its copy */
      *detail = g_strdup_printf (_("%s is a game deleted from the start page, in Herald’s "
                                   "trash, which is emptied. This game is saved as a new game "
                                   "in Herald’s games folder: %s. The start page lists it."),
                                 from, to);
    }
  else if (self->copy_kind == COPY_RECORD)
    {
      *title = g_strdup (_("Opened a copy of a finished game"));
      /* Translators: the first %s is the copy Records keeps of a game finished in a file
       * outside the games folder, the second the new copy the game is played in */
      *detail = g_strdup_printf (_("%s is the copy Records keeps of a game finished elsewhere, "
                                   "and stays as it is. This game is saved as a new game in "
                                   "Herald’s games folder: %s. The start page lists it."),
                                 from, to);
    }
  else if (self->copy_kind == COPY_BROKEN)
    {
      *title = g_strdup (_("Opened a copy of the file set aside"));
      *detail = g_strdup_printf (_("%s was set aside as damaged and stays as it is. This game "
                                   "is saved as a new game in Herald’s games folder: %s. The "
                                   "start page lists it."), from, to);
    }
  else
    {
      *title = g_strdup (_("Opened a copy of the backup"));
      *detail = g_strdup_printf (_("%s is a backup of a game and stays as it is. This game is "
                                   "saved as a new game in Herald’s games folder: %s. The start "
                                   "page lists it."), from, to);
    }
  return TRUE;
}

/**
 * herald_session_get_outside_path:
 *
 * Where the open game is saved when that is not the games folder
 * (herald_session_set_games_folder()): a game saved elsewhere (herald_session_save_as()) or
 * opened from another folder (herald_session_open_file()). The start page lists only the games
 * folder: such a game comes back with *Open Game…* or `herald FILE`.
 *
 * Returns: (nullable): the game's file, or %NULL without a game, for a game only looked at,
 *   a game in the games folder, or without a games folder
 */
const char *
herald_session_get_outside_path (HeraldSession *self)
{
  const char *path;
  g_autofree char *dir = NULL;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  if (self->game == NULL || self->read_only || self->games_folder == NULL || self->file == NULL)
    return NULL;
  path = herald_game_file_get_path (self->file);
  dir = g_path_get_dirname (path);
  if (g_str_equal (dir, self->games_folder))
    return NULL;
  return path;
}

/* herald_session_save_as (): the game leaves @from for @to; herald_session_note_moved () notes
 * it */
void
herald_session_set_moved (HeraldSession *self,
                          const char    *from,
                          const char    *to)
{
  g_free (self->moved_from);
  g_free (self->moved_to);
  g_free (self->moved_game);
  self->moved_from = g_strdup (from);
  self->moved_to = g_strdup (to);
  self->moved_game = self->game != NULL ? herald_moved_game_of (self->game) : NULL;
}

/* Notes where the game went (herald_moved_note ()) when that is still to be done: after Save
 * Elsewhere, and again after every save that succeeded while it could not be written (the
 * disk was full). The copy left behind is marked wherever it is: the start page lists it when
 * it is in the games folder, and Open Game opens the game where it went on (N42-6). */
void
herald_session_note_moved (HeraldSession *self)
{
  g_autoptr(GError) error = NULL;

  if (self->moved_from == NULL)
    return;
  if (!herald_moved_note (self->moved_from, self->moved_to, self->moved_game, &error))
    {
      g_debug ("Could not note that %s went on in %s: %s", self->moved_from, self->moved_to,
               error->message);
      return;
    }
  g_clear_pointer (&self->moved_from, g_free);
  g_clear_pointer (&self->moved_to, g_free);
  g_clear_pointer (&self->moved_game, g_free);
  /* herald_session_get_older_copy () looks again */
  g_clear_pointer (&self->older_copy_of, g_free);
}

/**
 * herald_session_get_older_copy:
 *
 * For a game saved outside the games folder (herald_session_get_outside_path()): the copy
 * Save Elsewhere left in the games folder when it moved the game there, still as it was
 * (herald_moved_find_copy()), when this game is the one that went on from it (the file may
 * hold another game since). The start page lists that copy as an older copy and opens this
 * game's file in its place.
 *
 * Returns: (nullable): the older copy, or %NULL
 */
const char *
herald_session_get_older_copy (HeraldSession *self)
{
  const char *outside;

  g_return_val_if_fail (HERALD_IS_SESSION (self), NULL);

  outside = herald_session_get_outside_path (self);
  if (outside == NULL)
    return NULL;
  /* looked up once per file (a step does not change it) */
  if (g_strcmp0 (outside, self->older_copy_of) != 0)
    {
      g_autoptr(GKeyFile) notes = herald_moved_load ();

      g_free (self->older_copy_of);
      g_free (self->older_copy);
      self->older_copy_of = g_strdup (outside);
      /* the start page lists only the games folder's (there is one: @outside is not %NULL) */
      self->older_copy = herald_moved_find_copy (notes, outside, self->games_folder);
      /* of this game only: the file may hold another game since (B43-1) */
      if (self->older_copy != NULL)
        {
          g_autofree char *noted = herald_moved_lookup_game (notes, self->older_copy);
          g_autofree char *identity = herald_moved_game_of (self->game);

          if (noted != NULL && !g_str_equal (noted, identity))
            g_clear_pointer (&self->older_copy, g_free);
        }
    }
  return self->older_copy;
}
