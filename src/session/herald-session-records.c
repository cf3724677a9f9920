/* herald-session-records.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Records across games: per player name, from every finished game the library keeps. No
 * widget here; the records window shows what this computes. Every figure of one game comes from
 * the engine (herald_story_new ()). */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib/gi18n.h>

#include "herald-session-records.h"
#include "herald-save.h"
#include "herald-statistics.h"

static void
record_free (gpointer data)
{
  HeraldRecord *record = data;

  g_free (record->name);
  g_free (record);
}

/**
 * herald_records_new:
 *
 * Returns: (transfer full) (element-type HeraldRecord): no record yet
 */
GPtrArray *
herald_records_new (void)
{
  return g_ptr_array_new_with_free_func (record_free);
}

/* The colours' names a player left unnamed was given (New Game names an empty row after its
 * colour, herald_text_color_name ()), as keys (herald_player_name_key ()): the English name
 * and its translation in every catalogue of Herald's in use, since a game started in German
 * holds "Rot" whatever the language Records is read in. Read from the catalogues themselves
 * (the .mo files, GNU gettext's format), not from a second list of the colours' names.
 *
 * Kept for the process (as gettext keeps its catalogues), per catalogue folder: the records
 * are added up in a worker thread, game by game, and read the catalogues once. */
static const char * const color_msgids[HERALD_N_COLORS] = {
  "Red", "Blue", "White", "Orange", "Green", "Brown",
};

G_LOCK_DEFINE_STATIC (default_names);
static char *default_names_dir;
static GHashTable *default_names[HERALD_N_COLORS];

static guint32
mo_word (const guint8 *data,
         gsize         offset,
         gboolean      swap)
{
  guint32 word;

  memcpy (&word, data + offset, sizeof word);
  return swap ? GUINT32_SWAP_LE_BE (word) : word;
}

/* The translations of the colours' names in the catalogue @path, added to default_names */
static void
add_catalogue (const char *path)
{
  g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, NULL);
  const guint8 *data;
  gsize size;
  guint32 n, originals, translations;
  gboolean swap;

  if (file == NULL)
    return;
  data = (const guint8 *) g_mapped_file_get_contents (file);
  size = g_mapped_file_get_length (file);
  if (size < 20)
    return;
  swap = mo_word (data, 0, FALSE) != 0x950412de;
  if (mo_word (data, 0, swap) != 0x950412de)
    return;
  n = mo_word (data, 8, swap);
  originals = mo_word (data, 12, swap);
  translations = mo_word (data, 16, swap);
  if (originals > size || translations > size || n > (size - MAX (originals, translations)) / 8)
    return;
  for (guint32 i = 0; i < n; i++)
    {
      guint32 length = mo_word (data, originals + 8 * i, swap);
      guint32 at = mo_word (data, originals + 8 * i + 4, swap);
      guint32 t_length = mo_word (data, translations + 8 * i, swap);
      guint32 t_at = mo_word (data, translations + 8 * i + 4, swap);

      if (at > size || length > size - at || t_at > size || t_length > size - t_at)
        return;
      for (guint c = 0; c < HERALD_N_COLORS; c++)
        {
          g_autofree char *original = g_strconcat ("player color\004", color_msgids[c], NULL);
          g_autofree char *translation = NULL;

          if (length != strlen (original) || memcmp (data + at, original, length) != 0)
            continue;
          translation = g_strndup ((const char *) data + t_at, t_length);
          if (g_utf8_validate (translation, -1, NULL))
            g_hash_table_add (default_names[c], herald_player_name_key (translation));
        }
    }
}

/* default_names for the catalogues in @dir (the folder gettext reads Herald's from) */
static void
load_default_names (const char *dir)
{
  g_autoptr(GDir) folder = dir != NULL ? g_dir_open (dir, 0, NULL) : NULL;
  const char *language;

  for (guint c = 0; c < HERALD_N_COLORS; c++)
    {
      g_clear_pointer (&default_names[c], g_hash_table_unref);
      default_names[c] = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_add (default_names[c], herald_player_name_key (color_msgids[c]));
    }
  while (folder != NULL && (language = g_dir_read_name (folder)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, language, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

      add_catalogue (path);
    }
  g_free (default_names_dir);
  default_names_dir = g_strdup (dir);
}

/**
 * herald_records_is_default_name:
 * @name: a player's name, valid UTF-8
 * @color: the player's colour
 *
 * Whether @name is the name New Game gives a player left unnamed: @color's name, in English or
 * in any language Herald is translated to (its key, herald_player_name_key ()). Such a name
 * names a seat, not a person: "Red" of one game and "Red" of another are not one player
 * (newcomer report 21, N21-7). Another colour's name ("Brown" playing red) is a person's.
 *
 * Returns: %TRUE when @name is @color's name
 */
gboolean
herald_records_is_default_name (const char  *name,
                                HeraldColor  color)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *key = NULL;
  gboolean found;

  g_return_val_if_fail (name != NULL && g_utf8_validate (name, -1, NULL), FALSE);
  if ((guint) color >= HERALD_N_COLORS)
    return FALSE;

  key = herald_player_name_key (name);
  G_LOCK (default_names);
  if (default_names[0] == NULL || g_strcmp0 (dir, default_names_dir) != 0)
    load_default_names (dir);
  found = g_hash_table_contains (default_names[color], key);
  G_UNLOCK (default_names);
  return found;
}

static HeraldRecord *
find_or_add (GPtrArray  *records,
             const char *name)
{
  g_autofree char *key = herald_player_name_key (name);
  HeraldRecord *record;

  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *other = herald_player_name_key (((HeraldRecord *) g_ptr_array_index (records, i))->name);

      if (g_strcmp0 (key, other) == 0)
        return g_ptr_array_index (records, i);
    }
  record = g_new0 (HeraldRecord, 1);
  record->name = g_strstrip (g_strdup (name));
  g_ptr_array_add (records, record);
  return record;
}

/**
 * herald_records_add_game:
 * @records: (element-type HeraldRecord): the records so far
 * @game: a game
 *
 * Adds @game to the records of its players, when it is over (a winner was declared); a game
 * still being played counts for nothing yet. A player is a name's key (herald_player_name_key():
 * case, spaces at the ends and characters that show nothing aside), a player who kept their
 * colour's name is no one's (herald_records_is_default_name ()), and a game counts once
 * per player: of two seats with one name (an older file), the one
 * herald_story_get_record_seats() chooses.
 *
 * Returns: %TRUE when the game was counted
 */
gboolean
herald_records_add_game (GPtrArray  *records,
                         HeraldGame *game)
{
  const HeraldState *state;
  g_autoptr(HeraldStory) story = NULL;
  gboolean counted[HERALD_MAX_PLAYERS];

  g_return_val_if_fail (records != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  state = herald_game_get_state (game);
  if (state->phase != HERALD_PHASE_OVER || state->winner < 0)
    return FALSE;

  story = herald_story_new (game);
  herald_story_get_record_seats (game, counted);
  for (guint p = 0; p < herald_game_get_n_players (game); p++)
    {
      HeraldRecord *record;
      const HeraldPlayerStory *ps;
      HeraldVp vp;
      guint rolled = 0;

      if (!counted[p])
        continue;
      /* a seat left unnamed is no person (herald_records_is_default_name ()) */
      if (herald_records_is_default_name (herald_game_get_player_name (game, p),
                                          herald_game_get_player_color (game, p)))
        continue;
      record = find_or_add (records, herald_game_get_player_name (game, p));
      ps = &story->players[p];

      herald_game_get_vp (game, p, &vp);
      record->games++;
      if ((gint) p == state->winner)
        record->wins++;
      record->points += vp.total;
      record->defender += ps->defender;
      record->cities_lost += ps->cities_lost;
      for (guint t = 2; t <= 12; t++)
        rolled += ps->totals[t];
      record->sevens += ps->sevens;
      record->expected_sevens += rolled / 6.0;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          record->draws += ps->draws[t];
          record->expected_draws += ps->expected_draws[t];
        }
    }
  return TRUE;
}

static int
compare_records (gconstpointer a,
                 gconstpointer b)
{
  const HeraldRecord *ra = *(const HeraldRecord * const *) a;
  const HeraldRecord *rb = *(const HeraldRecord * const *) b;

  if (ra->wins != rb->wins)
    return ra->wins > rb->wins ? -1 : 1;
  if (ra->games != rb->games)
    return ra->games > rb->games ? -1 : 1;
  return g_utf8_collate (ra->name, rb->name);
}

/**
 * herald_records_sort:
 * @records: (element-type HeraldRecord): records
 *
 * Most wins first; then most games; then by name.
 */
void
herald_records_sort (GPtrArray *records)
{
  g_return_if_fail (records != NULL);
  g_ptr_array_sort (records, compare_records);
}

/**
 * herald_record_average_points:
 *
 * Returns: the victory points at the end of a game, on average; 0 without a game
 */
double
herald_record_average_points (const HeraldRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);
  return record->games > 0 ? (double) record->points / record->games : 0;
}

/* Adds the game of @path to @records; of a game kept from elsewhere (@elsewhere), only when
 * no game counted before is that game (herald_save_identity () in @seen). Returns whether
 * it counted. */
static gboolean
add_file (GPtrArray  *records,
          GHashTable *seen,
          const char *path,
          gboolean    elsewhere)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) error = NULL;
  char *identity;

  game = herald_save_load_file (path, &error);
  if (game == NULL)
    {
      g_debug ("Records: %s left out: %s", path, error->message);
      return FALSE;
    }
  identity = herald_save_identity (game);
  if (elsewhere && g_hash_table_contains (seen, identity))
    {
      g_debug ("Records: %s left out: that game is counted already", path);
      g_free (identity);
      return FALSE;
    }
  if (!herald_records_add_game (records, game))
    {
      g_free (identity);
      return FALSE;
    }
  g_hash_table_add (seen, identity);
  return TRUE;
}

/* The copies the games folder @games keeps of games finished elsewhere
 * (herald_records_keep_elsewhere ()), by name */
static GPtrArray *
list_elsewhere (const char *games)
{
  g_autofree char *folder = g_build_filename (games, HERALD_RECORDS_ELSEWHERE_FOLDER, NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".json") && name[0] != '.')
      g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (paths, (GCompareFunc) g_strcmp0);
  return paths;
}

/* The records of the finished games @paths of the games folder @games, newest first, then of
 * the games it keeps from elsewhere; %NULL when @task was cancelled */
static GPtrArray *
add_up (GPtrArray  *paths,
        const char *games,
        GTask      *task,
        guint      *n_games)
{
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) elsewhere = list_elsewhere (games);
  guint counted = 0;

  for (guint i = 0; i < paths->len + elsewhere->len; i++)
    {
      gboolean kept = i >= paths->len;
      const char *path = kept ? g_ptr_array_index (elsewhere, i - paths->len)
                              : g_ptr_array_index (paths, i);

      if (task != NULL && g_task_return_error_if_cancelled (task))
        return NULL;
      if (add_file (records, seen, path, kept))
        counted++;
    }
  herald_records_sort (records);
  *n_games = counted;
  return g_steal_pointer (&records);
}

/* The finished games of @library, as its list says (from the summaries, as the start page
 * lists them) */
static GPtrArray *
finished_paths (HeraldLibrary *library)
{
  g_autoptr(GListModel) list = herald_library_list (library);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

      if (herald_library_entry_get_kind (entry) == HERALD_LIBRARY_FINISHED)
        g_ptr_array_add (paths, g_strdup (herald_library_entry_get_path (entry)));
    }
  return paths;
}

/**
 * herald_records_from_library:
 * @library: the games kept
 * @n_games: (out) (optional): how many finished games were counted
 *
 * Reads every finished game of @library (read only: a game another Herald has open is read,
 * not locked) and adds it up; a file that cannot be read any more is left out. Then the
 * games finished in files elsewhere that the games folder keeps
 * (herald_records_keep_elsewhere ()), each unless a game counted before is the same game
 * (herald_save_identity (): its file was also copied into the games folder).
 *
 * Returns: (transfer full) (element-type HeraldRecord): the records, sorted
 */
GPtrArray *
herald_records_from_library (HeraldLibrary *library,
                             guint         *n_games)
{
  g_autoptr(GPtrArray) paths = NULL;
  guint counted = 0;
  GPtrArray *records;

  g_return_val_if_fail (HERALD_IS_LIBRARY (library), herald_records_new ());

  paths = finished_paths (library);
  records = add_up (paths, herald_library_get_games_folder (library), NULL, &counted);
  if (n_games != NULL)
    *n_games = counted;
  return records;
}

/* What the worker of herald_records_from_library_async () is given and gives back */
typedef struct
{
  GPtrArray *paths;   /* the finished games' files, from the list made on the caller's thread */
  char      *games;   /* the games folder, for the games it keeps from elsewhere */
  GPtrArray *records; /* the result */
  guint      n_games;
} RecordsJob;

static void
records_job_free (gpointer data)
{
  RecordsJob *job = data;

  g_clear_pointer (&job->paths, g_ptr_array_unref);
  g_clear_pointer (&job->records, g_ptr_array_unref);
  g_free (job->games);
  g_free (job);
}

/* The worker: every game loaded and replayed (the long part: 1.2 s for 200 games of 400
 * actions on the main thread froze the window, breaker report 14, B14-5), stopping at the
 * first game after a cancel. Only the engine is used here, which keeps no state of its own. */
static void
records_thread (GTask        *task,
                gpointer      source,
                gpointer      data,
                GCancellable *cancellable)
{
  RecordsJob *job = data;

  job->records = add_up (job->paths, job->games, task, &job->n_games);
  if (job->records != NULL)
    g_task_return_boolean (task, TRUE);
}

/**
 * herald_records_from_library_async:
 * @library: the games kept
 * @cancellable: (nullable): cancels the work (the records window closed)
 * @callback: called on the caller's thread with the records
 * @user_data: for @callback
 *
 * herald_records_from_library() without blocking the caller: the list of games is read here
 * (from the summaries, as the start page does), and the finished games are loaded and added
 * up in a worker thread (GTask), with the games the games folder keeps from elsewhere. herald_records_from_library_finish() gives the records.
 */
void
herald_records_from_library_async (HeraldLibrary       *library,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  RecordsJob *job;

  g_return_if_fail (HERALD_IS_LIBRARY (library));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, herald_records_from_library_async);
  g_task_set_return_on_cancel (task, FALSE);
  job = g_new0 (RecordsJob, 1);
  job->paths = finished_paths (library);
  job->games = g_strdup (herald_library_get_games_folder (library));
  g_task_set_task_data (task, job, records_job_free);
  g_task_run_in_thread (task, records_thread);
}

/**
 * herald_records_from_library_finish:
 * @result: the result given to the callback
 * @n_games: (out) (optional): how many finished games were counted
 * @error: %G_IO_ERROR_CANCELLED when the work was cancelled
 *
 * Returns: (transfer full) (nullable) (element-type HeraldRecord): the records, sorted, as
 *   herald_records_from_library() returns them; %NULL when cancelled
 */
GPtrArray *
herald_records_from_library_finish (GAsyncResult  *result,
                                    guint         *n_games,
                                    GError       **error)
{
  RecordsJob *job;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  job = g_task_get_task_data (G_TASK (result));
  if (n_games != NULL)
    *n_games = job->n_games;
  return g_steal_pointer (&job->records);
}

/**
 * herald_records_elsewhere_path:
 * @games_folder: Herald's games folder
 * @game: a game
 *
 * Returns: (transfer full): where @games_folder keeps @game when it was finished in a file
 *   elsewhere: `finished-elsewhere/<identity>.json` (herald_save_identity ())
 */
char *
herald_records_elsewhere_path (const char *games_folder,
                               HeraldGame *game)
{
  g_autofree char *identity = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (games_folder != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);

  identity = herald_save_identity (game);
  name = g_strconcat (identity, ".json", NULL);
  return g_build_filename (games_folder, HERALD_RECORDS_ELSEWHERE_FOLDER, name, NULL);
}

/**
 * herald_records_keep_elsewhere:
 * @games_folder: Herald's games folder
 * @game: the game of a file outside @games_folder, as that file holds it now
 * @error: a #GFileError when the copy could not be written or removed
 *
 * Records add up the games of the games folder; a game played in place from a file elsewhere
 * (*Open Game…*, `herald FILE`, *Save Elsewhere…*: a table that keeps its games on a USB
 * stick) counts too (newcomer report 25, N25-7): while it is over, @games_folder keeps a
 * copy of it in `finished-elsewhere/` (herald_records_elsewhere_path ()), which
 * herald_records_from_library() counts. One copy per game (herald_save_identity ()): a game
 * won, undone and won again, or opened again from another place, is one copy, the last
 * written. Written atomically and durably (g_file_set_contents_full ()), and only when it
 * differs from the copy kept. A game that is no longer over (Undo) has its copy removed, also
 * when Undo took it back to its start (the copy named after the first step undone): it counts
 * again when it is won.
 *
 * Returns: %TRUE when the games folder keeps the game as it is (a copy of it over, none
 *   otherwise)
 */
gboolean
herald_records_keep_elsewhere (const char  *games_folder,
                               HeraldGame  *game,
                               GError     **error)
{
  const HeraldState *state;
  g_autofree char *path = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *data = NULL;
  g_autofree char *kept = NULL;
  gsize length, kept_length;
  GStatBuf st;

  g_return_val_if_fail (games_folder != NULL, FALSE);
  g_return_val_if_fail (game != NULL, FALSE);

  path = herald_records_elsewhere_path (games_folder, game);
  state = herald_game_get_state (game);
  if (state->phase != HERALD_PHASE_OVER || state->winner < 0)
    {
      g_autofree char *before = NULL;

      /* back at its start, the game's copy was named after the first step undone (the next
       * to redo): a win on the game's first step undone kept counting (tester report 40,
       * N40-10) */
      if (herald_game_get_n_actions (game) == 0 && herald_game_get_n_redo (game) > 0)
        {
          g_autofree char *identity = NULL;
          g_autofree char *name = NULL;

          identity = herald_save_identity_with_first (game, herald_game_get_redo_action (game, herald_game_get_n_redo (game) - 1));
          name = g_strconcat (identity, ".json", NULL);
          before = g_build_filename (games_folder, HERALD_RECORDS_ELSEWHERE_FOLDER, name, NULL);
        }
      for (guint i = 0; i < 2; i++)
        {
          const char *gone = i == 0 ? path : before;

          if (gone != NULL && g_unlink (gone) != 0 && errno != ENOENT)
            {
              int saved_errno = errno;

              g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                           "%s: %s", gone, g_strerror (saved_errno));
              return FALSE;
            }
        }
      return TRUE;
    }

  data = herald_save_to_data (game, &length);
  if (g_stat (path, &st) == 0 && S_ISREG (st.st_mode) && (gsize) st.st_size == length
      && g_file_get_contents (path, &kept, &kept_length, NULL)
      && kept_length == length && memcmp (kept, data, length) == 0)
    return TRUE;
  folder = g_path_get_dirname (path);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", folder, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
