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

#include <gio/gio.h>

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
 * case, spaces at the ends and characters that show nothing aside), and a game counts once
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

/**
 * herald_records_from_library:
 * @library: the games kept
 * @n_games: (out) (optional): how many finished games were counted
 *
 * Reads every finished game of @library (read only: a game another Herald has open is read,
 * not locked) and adds it up; a file that cannot be read any more is left out.
 *
 * Returns: (transfer full) (element-type HeraldRecord): the records, sorted
 */
GPtrArray *
herald_records_from_library (HeraldLibrary *library,
                             guint         *n_games)
{
  GPtrArray *records = herald_records_new ();
  g_autoptr(GListModel) list = NULL;
  guint counted = 0;

  g_return_val_if_fail (HERALD_IS_LIBRARY (library), records);

  list = herald_library_list (library);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(GError) error = NULL;

      if (herald_library_entry_get_kind (entry) != HERALD_LIBRARY_FINISHED)
        continue;
      game = herald_save_load_file (herald_library_entry_get_path (entry), &error);
      if (game == NULL)
        {
          g_debug ("Records: %s left out: %s", herald_library_entry_get_path (entry),
                   error->message);
          continue;
        }
      if (herald_records_add_game (records, game))
        counted++;
    }
  herald_records_sort (records);
  if (n_games != NULL)
    *n_games = counted;
  return records;
}

/* What the worker of herald_records_from_library_async () is given and gives back */
typedef struct
{
  GPtrArray *paths;   /* the finished games' files, from the list made on the caller's thread */
  GPtrArray *records; /* the result */
  guint      n_games;
} RecordsJob;

static void
records_job_free (gpointer data)
{
  RecordsJob *job = data;

  g_clear_pointer (&job->paths, g_ptr_array_unref);
  g_clear_pointer (&job->records, g_ptr_array_unref);
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
  g_autoptr(GPtrArray) records = herald_records_new ();
  guint counted = 0;

  for (guint i = 0; i < job->paths->len; i++)
    {
      const char *path = g_ptr_array_index (job->paths, i);
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(GError) error = NULL;

      if (g_task_return_error_if_cancelled (task))
        return;
      game = herald_save_load_file (path, &error);
      if (game == NULL)
        {
          g_debug ("Records: %s left out: %s", path, error->message);
          continue;
        }
      if (herald_records_add_game (records, game))
        counted++;
    }
  herald_records_sort (records);
  job->records = g_steal_pointer (&records);
  job->n_games = counted;
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
 * up in a worker thread (GTask). herald_records_from_library_finish() gives the records.
 */
void
herald_records_from_library_async (HeraldLibrary       *library,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GListModel) list = NULL;
  RecordsJob *job;

  g_return_if_fail (HERALD_IS_LIBRARY (library));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, herald_records_from_library_async);
  g_task_set_return_on_cancel (task, FALSE);
  job = g_new0 (RecordsJob, 1);
  job->paths = g_ptr_array_new_with_free_func (g_free);
  list = herald_library_list (library);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

      if (herald_library_entry_get_kind (entry) == HERALD_LIBRARY_FINISHED)
        g_ptr_array_add (job->paths, g_strdup (herald_library_entry_get_path (entry)));
    }
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
