/* herald-session-game-summary.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A saved game's summary for the start page, beside its file (`game.json.summary`), so that
 * listing the games folder reads a few lines per game instead of loading and replaying every
 * game (a 3,000-action game took 115 M instructions of the first frame: docs/performance.md).
 *
 * The summary is a cache, never the truth: it holds the identity of the file it describes
 * (device, inode, size, modification time to the nanosecond), and a summary whose identity
 * is not the file's as it is now (the game was saved again since, by this Herald or another,
 * or restored from a backup; the summary is from a killed write, or unreadable) is not used:
 * the game is loaded as before. Nothing here ever touches the game's own file. A summary is
 * written to a temporary file and renamed over the old one, without fsync: a summary lost in
 * a power cut only means one load more. */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-session-library.h"
#include "herald-session-game-summary.h"

#define GROUP "Summary"
#define VERSION 1

/**
 * herald_game_summary_path:
 * @path: a game's file
 *
 * Returns: (transfer full): where its summary is kept, `<path>.summary`
 */
char *
herald_game_summary_path (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return g_strconcat (path, ".summary", NULL);
}

/**
 * herald_game_summary_clear:
 * @summary: a summary; its strings are freed and it is zeroed
 */
void
herald_game_summary_clear (HeraldGameSummary *summary)
{
  g_return_if_fail (summary != NULL);

  g_free (summary->players);
  g_free (summary->winner);
  memset (summary, 0, sizeof *summary);
}

/**
 * herald_game_summary_describe:
 * @summary: (out caller-allocates): filled; herald_game_summary_clear() it
 * @game: a game
 *
 * What the list says of @game: players, round, steps, and whether (and who) won.
 */
void
herald_game_summary_describe (HeraldGameSummary *summary,
                              HeraldGame        *game)
{
  const HeraldState *state;

  g_return_if_fail (summary != NULL);
  g_return_if_fail (game != NULL);

  state = herald_game_get_state (game);
  memset (summary, 0, sizeof *summary);
  summary->players = herald_library_join_players (game);
  summary->round = state->round;
  summary->n_actions = herald_game_get_n_actions (game);
  summary->finished = state->phase == HERALD_PHASE_OVER;
  if (summary->finished && state->winner >= 0)
    summary->winner = g_strdup_printf ("\u2068%s\u2069", herald_game_get_player_name (game, state->winner));
}

/* The file's identity as a summary records it */
static char *
identity_string (const GStatBuf *st)
{
  return g_strdup_printf ("%ju:%ju:%jd:%jd.%09ld", (uintmax_t) st->st_dev, (uintmax_t) st->st_ino,
                          (intmax_t) st->st_size, (intmax_t) st->st_mtim.tv_sec,
                          (long) st->st_mtim.tv_nsec);
}

/**
 * herald_game_summary_read:
 * @path: a game's file
 * @summary: (out caller-allocates): filled when %TRUE is returned; herald_game_summary_clear() it
 *
 * Reads the summary beside @path, if there is one and it describes @path as the file is now
 * (same device, inode, size and modification time). A missing, unreadable, malformed, newer
 * or stale summary gives %FALSE (load the game instead); nothing is reported, nothing removed.
 *
 * Returns: whether @summary holds the game's summary
 */
gboolean
herald_game_summary_read (const char        *path,
                          HeraldGameSummary *summary)
{
  g_autofree char *summary_path = NULL;
  g_autofree char *identity = NULL;
  g_autofree char *recorded = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  GStatBuf st;
  gint64 round, n_actions;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (summary != NULL, FALSE);

  memset (summary, 0, sizeof *summary);
  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  summary_path = herald_game_summary_path (path);
  if (!g_key_file_load_from_file (keys, summary_path, G_KEY_FILE_NONE, NULL)
      || g_key_file_get_integer (keys, GROUP, "version", NULL) != VERSION)
    return FALSE;

  identity = identity_string (&st);
  recorded = g_key_file_get_string (keys, GROUP, "file", NULL);
  if (g_strcmp0 (identity, recorded) != 0)
    return FALSE;

  round = g_key_file_get_int64 (keys, GROUP, "round", &error);
  if (error == NULL)
    n_actions = g_key_file_get_int64 (keys, GROUP, "actions", &error);
  if (error == NULL)
    summary->finished = g_key_file_get_boolean (keys, GROUP, "finished", &error);
  if (error == NULL)
    summary->players = g_key_file_get_string (keys, GROUP, "players", &error);
  if (error != NULL || round < 0 || round > G_MAXUINT || n_actions < 0 || n_actions > G_MAXUINT
      || !g_utf8_validate (summary->players, -1, NULL))
    {
      herald_game_summary_clear (summary);
      return FALSE;
    }
  summary->round = round;
  summary->n_actions = n_actions;
  summary->winner = g_key_file_get_string (keys, GROUP, "winner", NULL);
  if (summary->winner != NULL && (!summary->finished || !g_utf8_validate (summary->winner, -1, NULL)))
    {
      herald_game_summary_clear (summary);
      return FALSE;
    }
  return TRUE;
}

/**
 * herald_game_summary_write:
 * @path: a game's file
 * @summary: what the game's file holds
 * @identity: the file's g_stat() when it held that game: the summary is written only if
 *   the file is still that one, and it is valid only as long as the file stays so
 *
 * Writes the summary beside @path (a temporary file renamed over the old summary). Failing
 * costs nothing but a load later, so nothing is reported.
 *
 * Returns: whether the summary was written
 */
gboolean
herald_game_summary_write (const char              *path,
                           const HeraldGameSummary *summary,
                           const GStatBuf          *identity)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *summary_path = NULL;
  g_autofree char *temporary = NULL;
  g_autofree char *file = NULL;
  g_autofree char *now = NULL;
  g_autofree char *data = NULL;
  GStatBuf st;
  gsize length;
  gboolean written;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (summary != NULL && summary->players != NULL, FALSE);
  g_return_val_if_fail (identity != NULL, FALSE);

  file = identity_string (identity);
  if (g_stat (path, &st) != 0 || g_strcmp0 (file, now = identity_string (&st)) != 0)
    return FALSE;   /* saved again meanwhile: that summary would be stale at once */

  g_key_file_set_integer (keys, GROUP, "version", VERSION);
  g_key_file_set_string (keys, GROUP, "file", file);
  g_key_file_set_string (keys, GROUP, "players", summary->players);
  g_key_file_set_int64 (keys, GROUP, "round", summary->round);
  g_key_file_set_int64 (keys, GROUP, "actions", summary->n_actions);
  g_key_file_set_boolean (keys, GROUP, "finished", summary->finished);
  if (summary->winner != NULL)
    g_key_file_set_string (keys, GROUP, "winner", summary->winner);
  data = g_key_file_to_data (keys, &length, NULL);

  summary_path = herald_game_summary_path (path);
  temporary = g_strconcat (summary_path, "-XXXXXX", NULL);
  fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0600);
  if (fd < 0)
    return FALSE;
  written = write (fd, data, length) == (gssize) length;
  if (close (fd) != 0)
    written = FALSE;
  if (!written || g_rename (temporary, summary_path) != 0)
    {
      g_unlink (temporary);
      return FALSE;
    }
  return TRUE;
}

/**
 * herald_game_summary_write_for:
 * @path: a game's file, which holds @game as the caller last wrote or read it
 * @game: the game
 *
 * herald_game_summary_write() of @game, for the file as it is now: the caller vouches that
 * @path holds @game (the session, after its last save succeeded).
 *
 * Returns: whether the summary was written
 */
gboolean
herald_game_summary_write_for (const char *path,
                               HeraldGame *game)
{
  HeraldGameSummary summary;
  GStatBuf st;
  gboolean written;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  if (g_stat (path, &st) != 0)
    return FALSE;
  herald_game_summary_describe (&summary, game);
  written = herald_game_summary_write (path, &summary, &st);
  herald_game_summary_clear (&summary);
  return written;
}
