/* herald-session-recover.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game moved aside as broken comes back when Herald can load it (breaker report 11, B-1).
 *
 * A game that did not load when it was opened is renamed `<game>.json.broken-<date>-<time>`
 * (herald_store_move_aside ()) and the message says where it went; the list shows `*.json`
 * only, so the game left the list. Most such files are not damaged: a Herald whose engine was
 * stricter than the one that wrote them refused them (December 2026: games with a Play Now
 * during a tie reward). So when the games folder is listed, a broken file whose game name is
 * free is loaded again by a Herald whose engine differs from the one that refused it; when it
 * loads, it is moved back under its name (never over another file) and listed with its
 * backups. A file this engine refused already is not loaded again while it stays the same
 * file: the refusal is kept in its summary's place, keyed by the engine's revision
 * (herald-session-game-summary.c), so start-up pays for it once per Herald build. */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "herald-save.h"
#include "herald-session-game-summary.h"
#include "herald-session-library-private.h"

#define BROKEN_MARK ".json.broken-"

/* Whether @s is @n digits; the text after them in @end */
static gboolean
digits (const char  *s,
        guint        n,
        const char **end)
{
  for (guint i = 0; i < n; i++)
    if (!g_ascii_isdigit (s[i]))
      return FALSE;
  *end = s + n;
  return TRUE;
}

/* Whether @name is `<game>.json.broken-YYYYMMDD-HHMMSS` or `…-HHMMSS-N` (herald_store_move_aside
 * ()); the game's file name in @game */
static gboolean
parse_broken_name (const char  *name,
                   char       **game)
{
  const char *mark = strstr (name, BROKEN_MARK);
  const char *p;

  if (mark == NULL || mark == name || name[0] == '.')
    return FALSE;
  p = mark + strlen (BROKEN_MARK);
  if (!digits (p, 8, &p) || *p++ != '-' || !digits (p, 6, &p))
    return FALSE;
  if (*p == '-')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  if (*p != '\0')
    return FALSE;
  *game = g_strndup (name, mark + strlen (".json") - name);
  return TRUE;
}

/**
 * herald_library_recover_broken:
 * @folder: the games folder
 * @name: a file name in @folder
 *
 * When @name is a game moved aside as broken (`<game>.json.broken-<date>-<time>`), its game
 * name is free (no file, no link named `<game>.json`) and it loads now, it is renamed back to
 * `<game>.json`. A file this Herald's engine refused already, unchanged since, is not loaded
 * again; a new refusal is kept for the next listing. Nothing is ever written over.
 *
 * Returns: (transfer full) (nullable): the game's path when it came back
 */
char *
herald_library_recover_broken (const char *folder,
                               const char *name)
{
  g_autofree char *game_name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *target = NULL;
  g_autofree char *message = NULL;
  g_autofree char *summary = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean newer;
  GStatBuf before;
  struct stat st;

  g_return_val_if_fail (folder != NULL && name != NULL, NULL);

  if (!parse_broken_name (name, &game_name))
    return NULL;
  path = g_build_filename (folder, name, NULL);
  target = g_build_filename (folder, game_name, NULL);
  if (lstat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return NULL;
  if (lstat (target, &st) == 0 || errno != ENOENT)
    return NULL;
  if (herald_game_summary_read_refusal (path, &newer, &message))
    return NULL;

  if (g_stat (path, &before) != 0)
    return NULL;
  game = herald_save_load_file (path, &error);
  if (game == NULL)
    {
      if (error->domain == HERALD_GAME_ERROR)
        herald_game_summary_write_refusal (path, &before,
                                           g_error_matches (error, HERALD_GAME_ERROR,
                                                            HERALD_GAME_ERROR_VERSION),
                                           error->message);
      return NULL;
    }
  if (!herald_library_rename_no_replace (path, target))
    {
      g_debug ("Could not move %s back to %s: %s", path, target, g_strerror (errno));
      return NULL;
    }
  summary = herald_game_summary_path (path);
  g_unlink (summary);
  g_message ("The game moved aside as %s loads now: it is %s again", name, game_name);
  return g_steal_pointer (&target);
}
