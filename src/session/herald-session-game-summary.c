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
 * (device, inode, size, modification time and change time to the nanosecond: the change time
 * cannot be set back, so a file rewritten in place with its modification time put back is
 * another file), the Herald and the save format it was made by, and a summary whose identity
 * is not the file's as it is now (the game was saved again since, by this Herald or another,
 * or restored from a backup; the summary is from a killed write, or unreadable), made by
 * another Herald, or with anything in it Herald would not have written (a name the engine
 * refuses, a count out of range, a winner who is no player, a key too many) is not used: the
 * game is loaded as before. Nor is a summary Herald did not write itself: each is signed
 * (HMAC-SHA256) with a random key kept in the games folder (`.herald-summary-key`, made at the
 * first summary), so a summary made by hand with the file's real identity cannot list an
 * unfinished game as won, with no Resume, while Records (which loads the games) says nobody
 * won (breaker report 10, F6). The key is no secret from someone who can write the games
 * folder (they could edit the games themselves); it keeps the list from believing a summary
 * whose claims were not derived from the file by Herald. A summary is read only when it is a small regular file (never a
 * FIFO, never through a link). Nothing here ever touches the game's own file. A summary is
 * written to a temporary file and renamed over the old one, without fsync: a summary lost in
 * a power cut only means one load more. The session writes it after every save of the game
 * (herald_session_leave_summary()), so a kill -9 leaves it right. */

#include "config.h"

#include <glib/gstdio.h>

#include <errno.h>
#include <fcntl.h>
#include <sys/random.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "herald-engine-revision.h"
#include "herald-rules.h"
#include "herald-session-game-file.h"
#include "herald-session-library.h"
#include "herald-session-game-summary.h"
#include "herald-small-file.h"
#include "herald-write-behind.h"

#define GROUP "Summary"
/* 3: signed (breaker report 10, F6); 4: the players' colours, which tell two players of one
 * name apart (newcomer report 25, N25-1) */
#define VERSION 4
/* the Herald that wrote a summary: its version and its engine's revision (a hash of the rules
 * code made when Herald is built, build-aux/engine-revision.py). A build whose engine differs
 * reads neither the summaries nor the refusals of another: it may accept or refuse other
 * games (breaker report 11, B-5; PACKAGE_VERSION alone stayed 0.1.0 through every change) */
#define HERALD_BUILD PACKAGE_VERSION "+" HERALD_ENGINE_REVISION
/* the signing key beside the games, in hexadecimal */
#define KEY_NAME ".herald-summary-key"
#define KEY_BYTES 32
/* a `start` begins in round 100000 at most (herald-start.c), and a step ends a round at most */
#define MAX_ROUND (100000 + HERALD_SAVE_MAX_ACTIONS)
/* a temporary file of a summary's write not touched for this long was left by a killed write */
#define LEFTOVER_AGE 600

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
 * @summary: a summary; its strings are freed and it is emptied (no winner)
 */
void
herald_game_summary_clear (HeraldGameSummary *summary)
{
  g_return_if_fail (summary != NULL);

  g_strfreev (summary->names);
  g_strfreev (summary->colors);
  g_free (summary->players);
  g_free (summary->winner);
  memset (summary, 0, sizeof *summary);
  summary->winner_index = -1;
}

/* @players and @winner from @names, @colors and @winner_index: each player as the game's
 * sentences name them (herald_player_label_new (): "Anna (Red)" when another player is
 * called Anna too) */
static void
derive_texts (HeraldGameSummary *summary)
{
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  g_auto(GStrv) labels = NULL;
  guint n = g_strv_length (summary->names);

  g_return_if_fail (n <= HERALD_MAX_PLAYERS && g_strv_length (summary->colors) == n);

  for (guint i = 0; i < n; i++)
    {
      players[i].name = summary->names[i];
      if (!herald_color_from_string (summary->colors[i], &players[i].color))
        g_return_if_reached ();
    }
  labels = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    labels[i] = herald_player_label_new (players, n, i);
  summary->players = herald_library_join_names ((const char * const *) labels);
  if (summary->winner_index >= 0)
    summary->winner = g_strdup_printf ("\u2068%s\u2069", labels[summary->winner_index]);
}

static void describe_facts (HeraldGameSummary *summary,
                            HeraldGame        *game);

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
  g_return_if_fail (summary != NULL);
  g_return_if_fail (game != NULL);

  describe_facts (summary, game);
  derive_texts (summary);
}

/* What a summary's file holds of @game, without the texts the list shows (derive_texts ()):
 * a summary written after a step needs only these (each player's label, made for nothing at
 * every step, was a fifth of the autosave: docs/performance.md, nineteenth round) */
static void
describe_facts (HeraldGameSummary *summary,
                HeraldGame        *game)
{
  const HeraldState *state;
  guint n;

  state = herald_game_get_state (game);
  memset (summary, 0, sizeof *summary);
  n = herald_game_get_n_players (game);
  summary->names = g_new0 (char *, n + 1);
  summary->colors = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      summary->names[i] = g_strdup (herald_game_get_player_name (game, i));
      summary->colors[i] = g_strdup (herald_color_to_string (herald_game_get_player_color (game, i)));
    }
  summary->round = state->round;
  summary->n_actions = herald_game_get_n_actions (game);
  summary->finished = state->phase == HERALD_PHASE_OVER;
  summary->winner_index = summary->finished && state->winner >= 0 && (guint) state->winner < n
                          ? state->winner : -1;
}

/* The file's identity as a summary records it: device, inode, size, modification and change
 * times to the nanosecond */
static char *
identity_string (const GStatBuf *st)
{
  return g_strdup_printf ("%ju:%ju:%jd:%jd.%09ld:%jd.%09ld", (uintmax_t) st->st_dev,
                          (uintmax_t) st->st_ino, (intmax_t) st->st_size,
                          (intmax_t) st->st_mtim.tv_sec, (long) st->st_mtim.tv_nsec,
                          (intmax_t) st->st_ctim.tv_sec, (long) st->st_ctim.tv_nsec);
}

/* Whether @text is a key as Herald writes it: 2 * KEY_BYTES hexadecimal digits */
static gboolean
is_key (const char *text)
{
  if (text == NULL || strlen (text) != 2 * KEY_BYTES)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isxdigit (*p))
      return FALSE;
  return TRUE;
}

/* The last key read from a games folder's file, and that folder: the session's summary after
 * every step signs with it rather than reading the file again (five system calls a step:
 * docs/performance.md, thirty-seventh round). Every read of the file (the list's, a summary
 * written for a game it loaded, the first summary of a session) puts what it found here, or
 * forgets the key kept when there is none, so a key removed or replaced is followed at the
 * next listing. A summary signed with a key gone from the folder is only not believed: the
 * game is loaded to list it, as without a summary. Summaries are written off the main thread
 * too (the records' worker), hence the lock. */
G_LOCK_DEFINE_STATIC (read_key);
static char *read_key_folder;
static char *read_key;
static guint n_key_reads;

static void
remember_key (const char *folder,
              const char *key)
{
  G_LOCK (read_key);
  g_free (read_key_folder);
  g_free (read_key);
  read_key_folder = key != NULL ? g_strdup (folder) : NULL;
  read_key = g_strdup (key);
  G_UNLOCK (read_key);
}

/* The key of @folder as last read from its file (remember_key ()), or %NULL */
static char *
remembered_key (const char *folder)
{
  char *key = NULL;

  G_LOCK (read_key);
  if (read_key_folder != NULL && strcmp (read_key_folder, folder) == 0)
    key = g_strdup (read_key);
  G_UNLOCK (read_key);
  return key;
}

/* The key in @key_path, remembered for @folder (the key kept forgotten, when there is none) */
static char *
read_key_file (const char *folder,
               const char *key_path)
{
  g_autofree char *key = herald_read_small_file (key_path, 2 * KEY_BYTES, NULL);

  if (!is_key (key))
    g_clear_pointer (&key, g_free);
  remember_key (folder, key);
  g_atomic_int_inc (&n_key_reads);
  return g_steal_pointer (&key);
}

/**
 * herald_game_summary_forget_key:
 *
 * Forgets the signing key last read (the session's games folder was removed and made again):
 * the next summary reads the folder's key from its file, or makes one.
 */
void
herald_game_summary_forget_key (void)
{
  remember_key (NULL, NULL);
}

/**
 * herald_game_summary_get_n_key_reads:
 *
 * Returns: how many times a games folder's signing key was read from its file (tests)
 */
guint
herald_game_summary_get_n_key_reads (void)
{
  return g_atomic_int_get (&n_key_reads);
}

/* The key the summaries of the games beside @path are signed with, or %NULL; with @create,
 * made when there is none (KEY_BYTES random bytes; two Heralds making it at once agree on one:
 * it is put in place with link (), which never replaces). Always read from its file. */
static char *
signing_key (const char *path,
             gboolean    create)
{
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *key_path = g_build_filename (folder, KEY_NAME, NULL);
  g_autofree char *temporary = NULL;
  g_autofree char *key = read_key_file (folder, key_path);
  guint8 bytes[KEY_BYTES];
  gsize got = 0;
  int fd;

  if (key != NULL || !create)
    return g_steal_pointer (&key);
  while (got < sizeof bytes)
    {
      gssize n = getrandom (bytes + got, sizeof bytes - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return NULL;
      got += n;
    }
  g_clear_pointer (&key, g_free);
  key = g_malloc (2 * KEY_BYTES + 1);
  for (guint i = 0; i < KEY_BYTES; i++)
    g_snprintf (key + 2 * i, 3, "%02x", bytes[i]);
  temporary = herald_temporary_template (key_path);
  fd = g_mkstemp_full (temporary, O_WRONLY | O_CLOEXEC, 0600);
  if (fd < 0)
    return NULL;
  if (write (fd, key, 2 * KEY_BYTES) != 2 * KEY_BYTES || close (fd) != 0)
    {
      g_unlink (temporary);
      return NULL;
    }
  if (link (temporary, key_path) != 0 && errno != EEXIST)
    {
      g_unlink (temporary);
      return NULL;
    }
  g_unlink (temporary);
  /* ours, or the one another Herald put there first */
  g_clear_pointer (&key, g_free);
  return read_key_file (folder, key_path);
}

/* signing_key () with @create, for a summary written after a step: the key last read from
 * the folder's file, without reading it again (remember_key ()) */
static char *
step_signing_key (const char *path)
{
  g_autofree char *folder = g_path_get_dirname (path);
  char *key = remembered_key (folder);

  return key != NULL ? key : signing_key (path, TRUE);
}

/* The HMAC keyed with the last key signed with, copied for each text: keying it (two blocks
 * of SHA-256 and the checksums made) was a quarter of a summary's signature, at every save
 * (docs/performance.md, twenty-fifth round). Summaries are also written off the main thread
 * (the records' worker), hence the lock. */
G_LOCK_DEFINE_STATIC (keyed_hmac);
static GHmac *keyed_hmac;
static char *keyed_hmac_key;

/* @text (a key file's text, the group's last key ending it) signed with @key: a last key
 * `mac`, the HMAC-SHA256 of the text before it. What g_key_file_set_string () of `mac` and
 * g_key_file_to_data () would give, without printing the keys a second time */
static char *
sign_text (GString    *text,
           const char *key,
           gsize      *length)
{
  GHmac *hmac;

  G_LOCK (keyed_hmac);
  if (keyed_hmac == NULL || strcmp (keyed_hmac_key, key) != 0)
    {
      g_clear_pointer (&keyed_hmac, g_hmac_unref);
      g_free (keyed_hmac_key);
      keyed_hmac_key = g_strdup (key);
      keyed_hmac = g_hmac_new (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key));
    }
  hmac = g_hmac_copy (keyed_hmac);
  G_UNLOCK (keyed_hmac);
  g_hmac_update (hmac, (const guchar *) text->str, text->len);
  g_string_append (text, "mac=");
  g_string_append (text, g_hmac_get_string (hmac));
  g_string_append_c (text, '\n');
  g_hmac_unref (hmac);
  if (length != NULL)
    *length = text->len;
  return g_string_free (text, FALSE);
}

/* @keys as text, signed with @key (sign_text ()) */
static char *
signed_data (GKeyFile   *keys,
             const char *key,
             gsize      *length)
{
  gsize n;
  char *text = g_key_file_to_data (keys, &n, NULL);
  GString *signed_text = g_string_sized_new (n + 72);

  g_string_append_len (signed_text, text, n);
  g_free (text);
  return sign_text (signed_text, key, length);
}

/* The key file a summary or a refusal starts with: which Herald wrote it, for the file of
 * identity @identity (what is_ours_for () checks) */
static GKeyFile *
keys_new_for (const char *identity)
{
  GKeyFile *keys = g_key_file_new ();

  g_key_file_set_integer (keys, GROUP, "version", VERSION);
  g_key_file_set_string (keys, GROUP, "herald", HERALD_BUILD);
  g_key_file_set_integer (keys, GROUP, "save_version", HERALD_SAVE_VERSION);
  g_key_file_set_string (keys, GROUP, "file", identity);
  return keys;
}

/* The lines `names=` and `colors=` of a summary, as GKeyFile writes them (its escapes), kept
 * for the last players asked: the same at every save of a game (a key file made and printed
 * twice at every save was most of the autosave's summary: docs/performance.md, twenty-third
 * round) */
G_LOCK_DEFINE_STATIC (players_lines);
static GStrv players_names;
static GStrv players_colors;
static char *players_text;

static char *
players_lines (const HeraldGameSummary *summary)
{
  char *lines;

  G_LOCK (players_lines);
  if (players_text == NULL || !g_strv_equal ((const char * const *) players_names,
                                             (const char * const *) summary->names)
      || !g_strv_equal ((const char * const *) players_colors,
                        (const char * const *) summary->colors))
    {
      g_autoptr(GKeyFile) keys = g_key_file_new ();
      g_autofree char *text = NULL;
      gsize header = strlen ("[" GROUP "]\n");

      g_key_file_set_string_list (keys, GROUP, "names", (const char * const *) summary->names,
                                  g_strv_length (summary->names));
      g_key_file_set_string_list (keys, GROUP, "colors", (const char * const *) summary->colors,
                                  g_strv_length (summary->colors));
      text = g_key_file_to_data (keys, NULL, NULL);
      g_assert (g_str_has_prefix (text, "[" GROUP "]\n"));
      g_strfreev (players_names);
      g_strfreev (players_colors);
      g_free (players_text);
      players_names = g_strdupv (summary->names);
      players_colors = g_strdupv (summary->colors);
      players_text = g_strdup (text + header);
    }
  lines = g_strdup (players_text);
  G_UNLOCK (players_lines);
  return lines;
}

/* Whether g_key_file_set_string () writes @value as it is: no escape (a backslash, a line
 * break, a tab, a carriage return, a space first) */
static gboolean
is_plain_value (const char *value)
{
  return value[0] != ' ' && strpbrk (value, "\\\n\t\r") == NULL;
}

/* The summary's text as Herald writes it, for the file of identity @file, signed with @key:
 * byte for byte what a GKeyFile of these keys, in this order, gives (g_key_file_to_data (),
 * then `mac` set and the file printed again: `/herald/library/summary-bytes`) */
static char *
summary_to_data (const HeraldGameSummary *summary,
                 const char              *file,
                 const char              *key,
                 gsize                   *length)
{
  g_autofree char *players = NULL;
  GString *text;

  /* an identity as identity_string () makes it, and this Herald's name, need no escape;
   * anything else is written by GKeyFile itself */
  if (!is_plain_value (file) || !is_plain_value (HERALD_BUILD))
    {
      g_autoptr(GKeyFile) keys = keys_new_for (file);

      g_key_file_set_string_list (keys, GROUP, "names", (const char * const *) summary->names,
                                  g_strv_length (summary->names));
      g_key_file_set_string_list (keys, GROUP, "colors", (const char * const *) summary->colors,
                                  g_strv_length (summary->colors));
      g_key_file_set_int64 (keys, GROUP, "round", summary->round);
      g_key_file_set_int64 (keys, GROUP, "actions", summary->n_actions);
      g_key_file_set_boolean (keys, GROUP, "finished", summary->finished);
      if (summary->winner_index >= 0)
        g_key_file_set_integer (keys, GROUP, "winner", summary->winner_index);
      return signed_data (keys, key, length);
    }

  players = players_lines (summary);
  text = g_string_sized_new (256 + strlen (players));
  g_string_append_printf (text, "[" GROUP "]\nversion=%d\nherald=%s\nsave_version=%d\nfile=%s\n",
                          VERSION, HERALD_BUILD, HERALD_SAVE_VERSION, file);
  g_string_append (text, players);
  g_string_append_printf (text, "round=%" G_GINT64_FORMAT "\nactions=%" G_GINT64_FORMAT "\nfinished=%s\n",
                          (gint64) summary->round, (gint64) summary->n_actions,
                          summary->finished ? "true" : "false");
  if (summary->winner_index >= 0)
    g_string_append_printf (text, "winner=%d\n", summary->winner_index);
  return sign_text (text, key, length);
}

/* Whether @keys holds @key as an integer from @min to @max, into @out */
static gboolean
get_int_in (GKeyFile   *keys,
            const char *key,
            gint64      min,
            gint64      max,
            gint64     *out)
{
  g_autoptr(GError) error = NULL;

  *out = g_key_file_get_int64 (keys, GROUP, key, &error);
  return error == NULL && *out >= min && *out <= max;
}

/* Whether @keys was made by this Herald's summaries, for the file of identity @identity */
static gboolean
is_ours_for (GKeyFile   *keys,
             const char *identity)
{
  g_autofree char *herald = g_key_file_get_string (keys, GROUP, "herald", NULL);
  g_autofree char *file = g_key_file_get_string (keys, GROUP, "file", NULL);
  gint64 version, save_version;

  /* a summary of another Herald is not read: a newer save format, or an engine that refuses
   * (or accepts) other games, would list the game as the other Herald saw it */
  return get_int_in (keys, "version", VERSION, VERSION, &version)
         && get_int_in (keys, "save_version", HERALD_SAVE_VERSION, HERALD_SAVE_VERSION, &save_version)
         && g_strcmp0 (herald, HERALD_BUILD) == 0
         && g_strcmp0 (file, identity) == 0;
}

/* What the summary and the refusal readers share: the file in the summary's place beside
 * @path, when @path is a regular file, read as herald_read_small_file () reads (no
 * link, no FIFO, at most HERALD_GAME_SUMMARY_MAX_SIZE bytes), UTF-8 without NUL, a key file
 * made by this Herald (is_ours_for ()) for @path as it is now, with a signing key beside it.
 * Each reader then checks that @data is exactly what it writes, signature included. */
static gboolean
read_ours (const char  *path,
           GKeyFile    *keys,
           char       **identity,
           char       **data,
           char       **key)
{
  g_autofree char *summary_path = NULL;
  g_autofree char *text = NULL;
  g_autofree char *file = NULL;
  GStatBuf st;
  gsize length;

  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return FALSE;
  summary_path = herald_game_summary_path (path);
  text = herald_read_small_file (summary_path, HERALD_GAME_SUMMARY_MAX_SIZE, &length);
  if (text == NULL || strlen (text) != length || !g_utf8_validate (text, length, NULL)
      || !g_key_file_load_from_data (keys, text, length, G_KEY_FILE_NONE, NULL))
    return FALSE;
  file = identity_string (&st);
  if (!is_ours_for (keys, file) || (*key = signing_key (path, FALSE)) == NULL)
    return FALSE;
  *identity = g_steal_pointer (&file);
  *data = g_steal_pointer (&text);
  return TRUE;
}

/**
 * herald_game_summary_read:
 * @path: a game's file
 * @summary: (out caller-allocates): filled when %TRUE is returned; herald_game_summary_clear() it
 *
 * Reads the summary beside @path, if there is one and it describes @path as the file is now
 * (same device, inode, size, modification and change times), was made by this Herald (same
 * version, same save format) and holds exactly what herald_game_summary_write() writes: 3–6
 * names the engine accepts (herald_player_name_is_valid()), a colour for each, a round and a step count in range,
 * a winner (of a finished game only) who is one of the players, no other key, no group or key
 * twice, no comment, signed with the key of the games folder (so written by Herald, not by
 * hand: breaker report 10, F6). The summary is read only when it is a regular file (not through a link,
 * never a FIFO) of at most %HERALD_GAME_SUMMARY_MAX_SIZE bytes. Anything else gives %FALSE
 * (load the game instead); nothing is reported, nothing removed.
 *
 * Returns: whether @summary holds the game's summary
 */
gboolean
herald_game_summary_read (const char        *path,
                          HeraldGameSummary *summary)
{
  g_autofree char *identity = NULL;
  g_autofree char *data = NULL;
  g_autofree char *key = NULL;
  g_autofree char *again = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  gsize n_names = 0, n_colors = 0;
  HeraldColor color;
  gint64 round, n_actions, winner = -1;
  gboolean finished;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (summary != NULL, FALSE);

  memset (summary, 0, sizeof *summary);
  summary->winner_index = -1;
  if (!read_ours (path, keys, &identity, &data, &key))
    return FALSE;

  finished = g_key_file_get_boolean (keys, GROUP, "finished", &error);
  summary->names = g_key_file_get_string_list (keys, GROUP, "names", &n_names, NULL);
  summary->colors = g_key_file_get_string_list (keys, GROUP, "colors", &n_colors, NULL);
  if (error != NULL || summary->names == NULL || summary->colors == NULL
      || n_names < HERALD_MIN_PLAYERS || n_names > HERALD_MAX_PLAYERS || n_colors != n_names
      || !get_int_in (keys, "round", 0, MAX_ROUND, &round)
      || !get_int_in (keys, "actions", 0, HERALD_SAVE_MAX_ACTIONS, &n_actions)
      || (g_key_file_has_key (keys, GROUP, "winner", NULL)
          && (!finished || !get_int_in (keys, "winner", 0, n_names - 1, &winner))))
    {
      herald_game_summary_clear (summary);
      return FALSE;
    }
  for (gsize i = 0; i < n_names; i++)
    if (!herald_player_name_is_valid (summary->names[i])
        || !herald_color_from_string (summary->colors[i], &color))
      {
        herald_game_summary_clear (summary);
        return FALSE;
      }
  summary->round = round;
  summary->n_actions = n_actions;
  summary->finished = finished;
  summary->winner_index = winner;

  /* exactly what Herald writes and signs: no key, group or comment more (a key twice too),
   * no value written otherwise, nothing Herald did not derive from the file itself */
  again = summary_to_data (summary, identity, key, NULL);
  if (g_strcmp0 (again, data) != 0)
    {
      herald_game_summary_clear (summary);
      return FALSE;
    }
  derive_texts (summary);
  return TRUE;
}

/* Puts @data in place of the summary beside the game @path: a temporary file
 * (herald_temporary_template ()) renamed over it, which replaces a FIFO or a link in its
 * place, never what a link points to. No fsync: a summary is a cache. */
static gboolean
replace_summary_file (const char *path,
                      const char *data,
                      gsize       length)
{
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *temporary = herald_temporary_template (summary_path);
  gboolean written;
  int fd;

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

/* herald_game_summary_write () of @summary for the file of identity @file, as it is now,
 * signed with @key (which it frees), or with the folder's key read from its file when %NULL */
static gboolean
write_for_identity (const char              *path,
                    const HeraldGameSummary *summary,
                    const char              *file,
                    char                    *key)
{
  g_autofree char *data = NULL;
  gsize length;

  if (key == NULL && (key = signing_key (path, TRUE)) == NULL)
    return FALSE;
  data = summary_to_data (summary, file, key, &length);
  g_free (key);
  return replace_summary_file (path, data, length);
}

/**
 * herald_game_summary_write:
 * @path: a game's file
 * @summary: what the game's file holds
 * @identity: the file's g_stat() when it held that game: the summary is written only if
 *   the file is still that one, and it is valid only as long as the file stays so
 *
 * Writes the summary beside @path (a temporary file `<path>.summary.herald-tmp-XXXXXX` renamed over the
 * old summary, which replaces a FIFO or a link in its place, never what a link points to).
 * Failing costs nothing but a load later, so nothing is reported.
 *
 * Returns: whether the summary was written
 */
gboolean
herald_game_summary_write (const char              *path,
                           const HeraldGameSummary *summary,
                           const GStatBuf          *identity)
{
  g_autofree char *file = NULL;
  g_autofree char *now = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (summary != NULL && summary->names != NULL, FALSE);
  g_return_val_if_fail (identity != NULL, FALSE);

  file = identity_string (identity);
  if (g_stat (path, &st) != 0 || g_strcmp0 (file, now = identity_string (&st)) != 0)
    return FALSE;   /* saved again meanwhile: that summary would be stale at once */
  return write_for_identity (path, summary, file, NULL);
}

/**
 * herald_game_summary_write_for:
 * @path: a game's file, which holds @game as the caller last wrote or read it
 * @game: the game
 * @identity: (nullable): @path's g_stat() as the caller's write or read of @game left it, or
 *   %NULL to look at @path now
 *
 * herald_game_summary_write() of @game, for the file as @identity gives it (or as it is now):
 * the caller vouches that @path holds @game (the session, after its last save succeeded). The
 * summary is signed with the games folder's key as last read from its file (read once, and
 * again at every listing: docs/performance.md, thirty-seventh round), made when there is none.
 *
 * Returns: whether the summary was written
 */
gboolean
herald_game_summary_write_for (const char     *path,
                               HeraldGame     *game,
                               const GStatBuf *identity)
{
  HeraldGameSummary summary;
  GStatBuf st;
  gboolean written;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  /* the file as the save left it, or as it is now: no second look (herald_game_summary_write ()) */
  if (identity == NULL && g_stat (path, &st) != 0)
    return FALSE;
  herald_game_summary_describe_facts (&summary, game);
  written = herald_game_summary_write_described (path, &summary, identity != NULL ? identity : &st);
  herald_game_summary_clear (&summary);
  return written;
}

/**
 * herald_game_summary_describe_facts:
 * @summary: (out caller-allocates): filled; herald_game_summary_clear() it
 * @game: a game
 *
 * What a summary's file holds of @game (herald_game_summary_describe () without the list's
 * texts), for herald_game_summary_write_described ().
 */
void
herald_game_summary_describe_facts (HeraldGameSummary *summary,
                                    HeraldGame        *game)
{
  g_return_if_fail (summary != NULL);
  g_return_if_fail (game != NULL);

  describe_facts (summary, game);
}

/**
 * herald_game_summary_write_described:
 * @path: a game's file, which holds the game @summary describes as the caller wrote it
 * @summary: from herald_game_summary_describe_facts ()
 * @identity: @path's g_stat() as that write left it
 *
 * herald_game_summary_write_for () of a game described before: any thread may call it (the
 * session's save on the write-behind thread does, herald-session-save-queue.c).
 *
 * Returns: whether the summary was written
 */
gboolean
herald_game_summary_write_described (const char              *path,
                                     const HeraldGameSummary *summary,
                                     const GStatBuf          *identity)
{
  g_autofree char *file = NULL;

  g_return_val_if_fail (path != NULL && summary != NULL && identity != NULL, FALSE);

  file = identity_string (identity);
  return write_for_identity (path, summary, file, step_signing_key (path));
}

/* Whether @name is `<game>.json.summary.herald-tmp-XXXXXX`, a summary's temporary file */
static gboolean
is_temporary_name (const char *name)
{
  const char *infix = strstr (name, ".json.summary.");
  g_autofree char *summary = NULL;

  if (infix == NULL)
    return FALSE;
  summary = g_strndup (name, infix + strlen (".json.summary") - name);
  return herald_temporary_is_of (name, summary);
}

/**
 * herald_game_summary_remove_leftover:
 * @folder: the games folder
 * @name: the name of a file in @folder
 *
 * For the list of games: removes @name if it is what a summary left behind and nothing else:
 * the temporary file of a killed write (`<game>.json.summary.herald-tmp-XXXXXX`, a regular file not
 * touched for ten minutes, so never a write in progress), or the summary of a game that is
 * gone (`<game>.json.summary`, a regular file that begins as Herald writes summaries, with
 * nothing at all named `<game>.json` beside it). A game's file, a link, a FIFO, a folder, or
 * a file not clearly a summary is never removed.
 *
 * Returns: whether @name was removed
 */
gboolean
herald_game_summary_remove_leftover (const char *folder,
                                     const char *name)
{
  g_autofree char *path = NULL;
  struct stat st;

  g_return_val_if_fail (folder != NULL, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (name[0] == '.')
    return FALSE;
  path = g_build_filename (folder, name, NULL);
  if (is_temporary_name (name))
    {
      if (lstat (path, &st) != 0 || !S_ISREG (st.st_mode)
          || st.st_mtime > g_get_real_time () / G_USEC_PER_SEC - LEFTOVER_AGE)
        return FALSE;
      return g_unlink (path) == 0;
    }
  if (g_str_has_suffix (name, ".json.summary") && strlen (name) > strlen (".json.summary"))
    {
      g_autofree char *game = g_strndup (path, strlen (path) - strlen (".summary"));
      g_autofree char *data = NULL;

      if (lstat (game, &st) == 0 || errno != ENOENT)
        return FALSE;
      data = herald_read_small_file (path, HERALD_GAME_SUMMARY_MAX_SIZE, NULL);
      if (data == NULL || !g_str_has_prefix (data, "[" GROUP "]\n"))
        return FALSE;
      return g_unlink (path) == 0;
    }
  return FALSE;
}

/* A game that does not load: its reason, kept in the summary's place (breaker report 10, F5) */

static char *
refusal_to_data (const char *identity,
                 const char *key,
                 gboolean    newer,
                 const char *message,
                 gsize      *length)
{
  g_autoptr(GKeyFile) keys = keys_new_for (identity);

  /* the reason is in the language it was written in */
  g_key_file_set_string (keys, GROUP, "language", g_get_language_names ()[0]);
  g_key_file_set_boolean (keys, GROUP, "newer", newer);
  g_key_file_set_string (keys, GROUP, "refused", message);
  return signed_data (keys, key, length);
}

/**
 * herald_game_summary_write_refusal:
 * @path: a game's file that did not load
 * @identity: the file's g_stat() when it was read
 * @newer: whether it was refused as a newer Herald's (%HERALD_GAME_ERROR_VERSION)
 * @message: the reason, as the loader gave it
 *
 * Keeps the reason beside @path, in its summary's place, so that the next listing need not
 * load the file again while it stays the same file (a broken 16 MiB game took 0.18 s of CPU
 * at every start: breaker report 10, F5). Written as herald_game_summary_write() writes.
 *
 * Returns: whether it was written
 */
gboolean
herald_game_summary_write_refusal (const char     *path,
                                   const GStatBuf *identity,
                                   gboolean        newer,
                                   const char     *message)
{
  g_autofree char *file = NULL;
  g_autofree char *now = NULL;
  g_autofree char *data = NULL;
  g_autofree char *key = NULL;
  GStatBuf st;
  gsize length;

  g_return_val_if_fail (path != NULL && identity != NULL && message != NULL, FALSE);

  file = identity_string (identity);
  if (g_stat (path, &st) != 0 || g_strcmp0 (file, now = identity_string (&st)) != 0)
    return FALSE;
  if ((key = signing_key (path, TRUE)) == NULL)
    return FALSE;
  data = refusal_to_data (file, key, newer, message, &length);
  return replace_summary_file (path, data, length);
}

/**
 * herald_game_summary_read_refusal:
 * @path: a game's file
 * @newer: (out): whether the file was refused as a newer Herald's
 * @message: (out) (transfer full): the reason it did not load
 *
 * Reads what herald_game_summary_write_refusal() kept, under the conditions of
 * herald_game_summary_read(): the file as it is now, this Herald, this language, exactly what
 * Herald writes.
 *
 * Returns: whether the file is known not to load
 */
gboolean
herald_game_summary_read_refusal (const char  *path,
                                  gboolean    *newer,
                                  char       **message)
{
  g_autofree char *identity = NULL;
  g_autofree char *data = NULL;
  g_autofree char *key = NULL;
  g_autofree char *again = NULL;
  g_autofree char *language = NULL;
  g_autofree char *refused = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  gboolean is_newer;

  g_return_val_if_fail (path != NULL && newer != NULL && message != NULL, FALSE);

  if (!read_ours (path, keys, &identity, &data, &key))
    return FALSE;
  language = g_key_file_get_string (keys, GROUP, "language", NULL);
  refused = g_key_file_get_string (keys, GROUP, "refused", NULL);
  is_newer = g_key_file_get_boolean (keys, GROUP, "newer", &error);
  if (error != NULL || refused == NULL || *refused == '\0'
      || g_strcmp0 (language, g_get_language_names ()[0]) != 0)
    return FALSE;
  again = refusal_to_data (identity, key, is_newer, refused, NULL);
  if (g_strcmp0 (again, data) != 0)
    return FALSE;
  *newer = is_newer;
  *message = g_steal_pointer (&refused);
  return TRUE;
}
