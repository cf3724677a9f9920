/* herald-session-save-queue.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A step's autosave (herald_session_save_step ()), and the rotating backup at a turn's end:
 * on the save thread when it can be, else on the main thread (issue 14; docs/performance.md,
 * thirty-eighth round; docs/reliability.md).
 *
 * When the last save succeeded and the file is as Herald left it, the main thread only decides
 * and makes the document's pieces (herald_game_file_queue_begin ()) and the start page's
 * summary's facts; the game's write and the summary's run on the save thread
 * (herald_write_behind_queue_save ()), the turn's backup after them on the write-behind thread,
 * with the flushes, which no frame waits for. Every other save (the first of a game, a file
 * changed, deleted or in a folder to make, a save that failed before, a game moved by Save
 * Elsewhere) is made on the main thread as before (herald_session_save_here ()), and so is one
 * the save thread could not write: then the main thread tries again and says why.
 *
 * Only for an owner that shows a step after herald_session_wait_written () (the window:
 * herald_session_set_write_behind ()); for every other the step returns with its save made.
 * At most one save is queued: the next step, and everything that reads what the save
 * changes (the unsaved steps, the file, the summary), settles it first
 * (herald_session_settle_save ()). What the table is shown waits for it too: the window's
 * frame, after its layout and before it is painted, waits for the write
 * (herald_session_wait_written ()), so that a step seen survives a kill -9, as when the save
 * was on the main thread (tests/test-crash.c, tests/ui/test-save-frame.c); it waits for the
 * game's file alone, not for the summary and the backup written after it (fortieth round). A
 * save the save thread has not begun by then is not waited for: the main thread writes it
 * (take_over ()). */

#include "config.h"

#include <glib/gstdio.h>

#include "herald-session-game-file-private.h"
#include "herald-session-game-summary.h"
#include "herald-session-private.h"
#include "herald-write-behind.h"

typedef struct _HeraldSaveJob HeraldSaveJob;

enum
{
  JOB_QUEUED,
  JOB_RUNNING,
  JOB_CANCELLED,
};

struct _HeraldSaveJob
{
  gint               ref;
  /* main thread only; not a reference: the session settles its save before it ends */
  HeraldSession     *session;
  HeraldGameFile    *file;
  HeraldQueuedWrite  write;
  guint              n_actions;
  gboolean           with_summary;
  HeraldGameSummary  summary;
  gboolean           backup;
  /* QUEUED until the save thread takes it (RUNNING), or the next step's save takes its place
   * first (CANCELLED): herald_session_save_step () */
  gint               state;
  /* set by the worker before the file is no longer busy (herald_game_file_queue_end ()) */
  gboolean           written;
  GError            *error;
  /* main thread */
  gboolean           completed;
};

static void
job_unref (gpointer data)
{
  HeraldSaveJob *job = data;

  if (!g_atomic_int_dec_and_test (&job->ref))
    return;
  if (job->with_summary)
    herald_game_summary_clear (&job->summary);
  g_clear_error (&job->error);
  g_free (job);
}

static void
complete (HeraldSession *self,
          HeraldSaveJob *job)
{
  g_assert (self->save_job == job);

  job->completed = TRUE;
  self->save_job = NULL;
  if (job->written)
    {
      herald_session_mark_saved (self, job->n_actions);
      /* a game played in place elsewhere: Records' copy (the worker wrote the summary) */
      if (!job->with_summary)
        herald_session_leave_summary (self);
    }
  else
    {
      g_debug ("The queued save failed (%s): saving on the main thread",
               job->error != NULL ? job->error->message : "?");
      /* again, here: it makes a folder removed, saves beside a file changed and says why it
       * failed (the unsaved steps, the save-failed signal) */
      herald_session_save_here (self, job->backup);
    }
  job_unref (job);
}

static gboolean
complete_cb (gpointer data)
{
  HeraldSaveJob *job = data;

  if (!job->completed)
    complete (job->session, job);
  return G_SOURCE_REMOVE;
}

/* herald_session_set_save_hook (): set and read while the save thread is idle */
static HeraldSaveHookAt save_hook_at;
static GFunc save_hook;
static gpointer save_hook_data;

/**
 * herald_session_set_save_hook: (skip)
 * @at: where in the save it is called
 * @hook: (nullable): called on the save thread, in a step's save it has taken, at @at, with
 *   @data
 *
 * Tests only: holds a save the save thread runs (a frame then waits for it, before the file
 * is written), where a gate queued before it holds one it has not begun (which the main
 * thread writes itself). Set only while the save thread is idle (herald_write_behind_flush ()).
 */
void
herald_session_set_save_hook (HeraldSaveHookAt at,
                              GFunc            hook,
                              gpointer         data)
{
  save_hook_at = at;
  save_hook = hook;
  save_hook_data = data;
}

/* The job's write, on the thread that took it (run (), take_over (): @worker when the save
 * thread) */
static void
write_job (HeraldSaveJob *job,
           gboolean       worker)
{
  HeraldGameFile *file = job->file;

  if (worker && save_hook != NULL && save_hook_at == HERALD_SAVE_HOOK_BEFORE_WRITE)
    save_hook (save_hook_data, NULL);
  job->written = herald_game_file_queue_write (file, &job->write, &job->error);
  /* the step is in its file (or will not be): a frame can show it
   * (herald_session_wait_written ()) */
  herald_game_file_queue_done (file, &job->write);
  if (worker && save_hook != NULL && save_hook_at == HERALD_SAVE_HOOK_FILE_WRITTEN)
    save_hook (save_hook_data, NULL);
  /* the summary describes the file just written, as herald_session_leave_summary () does */
  if (job->written && job->with_summary && file->known)
    herald_game_summary_write_described (file->path, &job->summary, &file->identity);
  if (job->written && job->backup)
    herald_game_file_queue_backup (file, &job->write);
  herald_game_file_queue_end (file, &job->write);

  g_atomic_int_inc (&job->ref);
  g_idle_add_full (G_PRIORITY_DEFAULT, complete_cb, job, job_unref);
}

/* on the save thread */
static void
run (gpointer data,
     gpointer unused)
{
  HeraldSaveJob *job = data;

  /* a save the next step's took the place of before it began (cancel_queued ()), or that the
   * main thread wrote itself (take_over ()): nothing of it is read here */
  if (!g_atomic_int_compare_and_exchange (&job->state, JOB_QUEUED, JOB_RUNNING))
    return;
  write_job (job, TRUE);
}

/* On the main thread, which must have @job written now (a frame about to show its step, the
 * next step, what reads the file): when the save thread has not begun it, the main thread
 * writes it here rather than wait for the save thread to get a core, which on a loaded
 * machine took 8-18 ms at the 99th percentile, a frame held as long (docs/performance.md,
 * thirty-ninth round). Returns: whether it was written here */
static gboolean
take_over (HeraldSaveJob *job)
{
  if (!g_atomic_int_compare_and_exchange (&job->state, JOB_QUEUED, JOB_RUNNING))
    return FALSE;
  write_job (job, FALSE);
  return TRUE;
}

/* The step's save on the main thread: herald_session_write (), and when it fails, the steps
 * counted unsaved, the failure logged once and told (#HeraldSession::save-failed) */
static void
autosave_here (HeraldSession *self)
{
  g_autoptr(GError) error = NULL;

  if (!herald_session_write (self, &error))
    {
      guint n = herald_game_get_n_actions (self->game);
      guint steps = n > self->saved_actions ? n - self->saved_actions : self->saved_actions - n;

      /* the steps (actions) the file lacks, or has that were undone, and a new game never
       * written; dice drawn or a correction are not steps, but something is unsaved: at
       * least one */
      if (!self->on_disk)
        steps++;
      herald_session_set_unsaved_steps (self, MAX (steps, 1));
      /* logged once while the same save keeps failing (a roll saves its dice, then the roll:
       * breaker report 13), again when the reason changes; the bar shows every failure */
      if (g_strcmp0 (self->save_warned, error->message) != 0)
        {
          g_warning ("Could not save the game to %s: %s", herald_game_file_get_path (self->file),
                     error->message);
          g_free (self->save_warned);
          self->save_warned = g_strdup (error->message);
        }
      g_signal_emit (self, herald_session_signals[SAVE_FAILED], 0, error->message);
    }
}

/* Rotating backups (docs/reliability.md): at the start of every turn, and when a game begins,
 * the game is also written to <file>.backup-1, the older ones moving up to backup-5 once the
 * new one is on disk (herald_game_file_backup(), on the write-behind thread). They copy the
 * file the step has just written from the game in memory, which the engine has checked (from
 * the game itself when that save failed), so they are good saves; if the game's file ever
 * fails to load, the newest backup that loads is offered. Only play that goes beyond the newest
 * backup (or the game as opened) writes one: Undo never does, nor Redo back up to where the
 * game was, so that a storm of Undo and Redo does not push the older turns out with copies
 * of one turn (breaker report 13); a step played after an Undo goes on from there. */
gboolean
herald_session_backup_due (HeraldSession *self)
{
  guint n = herald_game_get_n_actions (self->game);

  if (self->read_only || (gint64) n <= self->backup_actions)
    return FALSE;
  if (n > 0)
    {
      HeraldActionType last = herald_game_get_action (self->game, n - 1)->type;

      if (last != HERALD_ACTION_END_TURN && last != HERALD_ACTION_END_SPECIAL_BUILD)
        return FALSE;
    }
  self->backup_actions = n;
  return TRUE;
}

/* herald_session_save_step () on the main thread: the save, then the backup (written on the
 * write-behind thread: a step that ends a turn does not wait for it) */
void
herald_session_save_here (HeraldSession *self,
                          gboolean       backup)
{
  guint n = herald_game_get_n_actions (self->game);

  autosave_here (self);
  if (backup)
    herald_game_file_backup (self->file, self->game, self->on_disk && self->unsaved_steps == 0 &&
                             self->saved_actions == n);
}

/* A save queued that the save thread has not begun, and that nothing has shown (a frame
 * would have waited for it to be written), is given up for the save of the step after it,
 * which writes the same game and more: the roll's dice are saved as they are drawn, then the
 * roll, in one key press, and the roll no longer waits for the dice's save (docs/performance.md,
 * thirty-eighth round). Not one with the turn's backup, which is of the game as the turn
 * ended. Returns: whether it was given up (the file let go, the job completed unwritten) */
static gboolean
cancel_queued (HeraldSession *self)
{
  HeraldSaveJob *job = self->save_job;

  if (job == NULL || job->backup
      || !g_atomic_int_compare_and_exchange (&job->state, JOB_QUEUED, JOB_CANCELLED))
    return FALSE;
  herald_game_file_queue_end (job->file, &job->write);
  job->completed = TRUE;
  self->save_job = NULL;
  job_unref (job);
  return TRUE;
}

/* A step's save (and with @backup the turn's backup): on the save thread when it can be
 * (herald_session_queue_save ()), else here; the save queued by the step before is settled
 * first. */
void
herald_session_save_step (HeraldSession *self,
                          gboolean       backup)
{
  if (self->read_only)
    return;
  if (!cancel_queued (self))
    herald_session_settle_save (self);
  if (!herald_session_queue_save (self, backup))
    herald_session_save_here (self, backup);
}

void
herald_session_autosave (HeraldSession *self)
{
  herald_session_save_step (self, FALSE);
}

/**
 * herald_session_set_write_behind:
 * @write_behind: whether the owner shows a step only after herald_session_wait_written ()
 *
 * Lets the steps' saves run on the save thread (herald_session_queue_save ()). Without it
 * (the default) herald_session_perform () and the other steps return with the step in its
 * file, as every program that reads the file right after a step expects; the window turns it
 * on, since its frames wait for the save before they show a step (herald-window-present.c).
 */
void
herald_session_set_write_behind (HeraldSession *self,
                                 gboolean       write_behind)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  if (!write_behind)
    herald_session_settle_save (self);
  self->write_behind = write_behind;
}

/**
 * herald_session_queue_save:
 * @backup: whether the step also writes a rotating backup (herald_session_save_step ())
 *
 * Queues the step's save on the save thread when it can be (see above).
 *
 * Returns: %FALSE when the save is the caller's to make on the main thread
 */
gboolean
herald_session_queue_save (HeraldSession *self,
                           gboolean       backup)
{
  g_autofree char *dir = NULL;
  HeraldSaveJob *job;

  g_assert (self->save_job == NULL);

  if (!self->write_behind || self->game == NULL || self->read_only || !self->on_disk
      || self->unsaved_steps > 0
      || self->save_warned != NULL || self->moved_from != NULL || self->folder_made == NULL)
    return FALSE;
  dir = g_path_get_dirname (herald_game_file_get_path (self->file));
  if (!g_str_equal (dir, self->folder_made))
    return FALSE;

  job = g_new0 (HeraldSaveJob, 1);
  if (!herald_game_file_queue_begin (self->file, self->game, &job->write))
    {
      g_free (job);
      return FALSE;
    }
  job->ref = 2;   /* the session's, the worker's */
  job->session = self;
  job->file = self->file;
  job->n_actions = herald_game_get_n_actions (self->game);
  job->backup = backup;
  if (self->games_folder != NULL && g_str_equal (dir, self->games_folder))
    {
      job->with_summary = TRUE;
      herald_game_summary_describe_facts (&job->summary, self->game);
    }
  self->save_job = job;
  herald_write_behind_queue_save (run, job, job_unref);
  return TRUE;
}

/**
 * herald_session_settle_save:
 *
 * Waits for the step's save queued on the save thread, if any (writes it here when the
 * save thread has not begun it), and takes its outcome now: the steps saved, or the save made again here when the worker could not (which may emit
 * #HeraldSession::save-failed or #HeraldSession::notice). Everything that reads or changes
 * what a save changes calls it first; it costs nothing when no save is queued.
 */
void
herald_session_settle_save (HeraldSession *self)
{
  HeraldSaveJob *job;

  g_return_if_fail (HERALD_IS_SESSION (self));

  job = self->save_job;
  if (job == NULL)
    return;
  if (!take_over (job))
    herald_game_file_wait (job->file);
  complete (self, job);
}

/**
 * herald_session_wait_written:
 *
 * Waits until the step's save queued on the save thread has written the game's file (writes
 * the save here when the save thread has not begun it; does not wait for the start page's
 * summary and the backup the save thread writes after the file), without taking its outcome (no signal is emitted); when the write failed, takes it at once
 * (herald_session_settle_save ()): the main thread saves again, and a failure again is told
 * (#HeraldSession::save-failed, the unsaved steps) before the step is shown. The window calls
 * it in each frame, after the layout and before the paint, so that a step shown is a step on
 * disk; a program that shows steps its own way calls it before it shows one. Returns at once
 * when no save is queued.
 */
void
herald_session_wait_written (HeraldSession *self)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  if (self->save_job != NULL)
    {
      /* the game's file, not the summary and backup the save thread writes after it */
      if (!take_over (self->save_job))
        herald_game_file_wait_done (self->save_job->file, &self->save_job->write);
      /* a write that failed is made again here, and its failure told, before the step shows
       * (breaker report 49, breaker49-1: the frame painted it, neither saved nor unsaved) */
      if (!self->save_job->written)
        herald_session_settle_save (self);
    }
}

/**
 * herald_session_get_save_queued:
 *
 * Returns: whether a step's save is queued on the save thread and not yet settled
 *   (tests, the benchmark)
 */
gboolean
herald_session_get_save_queued (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->save_job != NULL;
}
