/* test-save-queue.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A step's save on the write-behind thread (issue 14; herald-session-save-queue.c): the main
 * thread does not write the game, the worker does, in order, with the start page's summary
 * and the turn's backup; what reads the outcome settles it first; a write the worker could not
 * make is made again on the main thread, which says why it failed. The worker is held at a
 * gate (a job queued before the step) so that what the main thread did is seen alone. */

#include "config.h"

#include <glib/gstdio.h>

#include "herald-save.h"
#include "herald-session.h"
#include "herald-session-game-summary.h"
#include "herald-session-game-file-private.h"
#include "herald-session-private.h"
#include "herald-test-gate.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"
#include "herald-write-behind.h"

/* The actions in @path's game, or -1 when it does not load */
static gint
actions_on_disk (const char *path)
{
  g_autoptr(HeraldGame) game = herald_save_load_file (path, NULL);

  return game != NULL ? (gint) herald_game_get_n_actions (game) : -1;
}

/* @path holds @n actions, and the start page's summary of it says so */
static void
assert_written (const char *path,
                guint       n)
{
  HeraldGameSummary summary;

  g_assert_cmpint (actions_on_disk (path), ==, n);
  g_assert_true (herald_game_summary_read (path, &summary));
  g_assert_cmpuint (summary.n_actions, ==, n);
  herald_game_summary_clear (&summary);
}

static void
count_cb (HeraldSession *session,
          const char    *message,
          guint         *count)
{
  (*count)++;
}

/* A session that saves on the save thread, as the window's does */
static HeraldSession *
write_behind_session (const char *games)
{
  HeraldSession *session = herald_test_session_in (games);

  herald_session_set_write_behind (session, TRUE);
  return session;
}

/* Without write-behind (every program but the window) a step returns with its save made */
static void
test_not_behind (HeraldTestHome *f,
                 gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *path = NULL;
  HeraldTestGate *gate;

  herald_test_start_game (session);
  herald_test_roll (session, 6);
  path = g_strdup (herald_session_get_save_path (session));
  gate = herald_test_gate_close ();
  herald_test_end_turn (session);
  g_assert_false (herald_session_get_save_queued (session));
  g_assert_cmpint (actions_on_disk (path), ==,
                   herald_game_get_n_actions (herald_session_get_game (session)));
  herald_test_gate_open (gate);
  herald_test_gate_free (gate);
  herald_session_close (session);
}

/* A step returns with its save queued, the file as the step before left it; the worker
 * writes the game and its summary; the outcome is taken when it is read. */
static void
test_step_queued (HeraldTestHome *f,
                  gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;
  HeraldTestGate *gate;
  guint n;

  herald_test_start_game (session);
  herald_test_roll (session, 6);
  herald_session_settle_save (session);
  path = g_strdup (herald_session_get_save_path (session));
  n = herald_game_get_n_actions (herald_session_get_game (session));
  g_assert_cmpint (actions_on_disk (path), ==, n);

  gate = herald_test_gate_close ();
  herald_test_end_turn (session);
  g_assert_true (herald_session_get_save_queued (session));
  /* the main thread did not write it: the worker waits at the gate */
  g_assert_cmpint (actions_on_disk (path), ==, n);
  herald_test_gate_open (gate);
  herald_session_wait_written (session);
  g_assert_cmpint (actions_on_disk (path), ==, n + 1);
  /* written, not yet taken: the getter settles it */
  g_assert_true (herald_session_get_save_queued (session));
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  g_assert_false (herald_session_get_save_queued (session));
  /* settled: with the start page's summary */
  assert_written (path, n + 1);
  herald_test_gate_free (gate);

  /* the outcome is also taken by the main loop, unasked */
  herald_test_roll (session, 3);
  g_assert_true (herald_session_get_save_queued (session));
  while (herald_session_get_save_queued (session))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (actions_on_disk (path), ==, n + 2);

  herald_session_close (session);
}

/* A roll saves its dice as they are drawn, then the roll, in one key press: the roll's save
 * takes the place of the dice's while the save thread has not begun it, and the roll does not
 * wait (thirty-eighth round); the file ends with the roll, and a drawn roll is never left in
 * it. A save the thread has begun, or one with the turn's backup, is waited for as before. */
static void
test_unstarted_save_given_up (HeraldTestHome *f,
                              gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autoptr(HeraldGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  HeraldTestGate *gate;
  HeraldRoll roll;
  guint waits;
  gint64 start;

  herald_test_start_game (session);
  herald_session_settle_save (session);
  path = g_strdup (herald_session_get_save_path (session));

  gate = herald_test_gate_close ();
  /* a way out if the roll waited at the gate: it opens by itself, later */
  herald_test_gate_open_after (gate, 600, NULL);
  waits = herald_game_file_get_n_waits ();
  start = g_get_monotonic_time ();
  herald_session_draw_roll (session, &roll);
  g_assert_true (herald_session_get_save_queued (session));
  g_assert_true (herald_session_roll (session, &roll, NULL, &error));
  g_assert_no_error (error);
  /* the roll did not wait for the dice's save: the gate was still closed */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 300 * 1000);
  g_assert_cmpuint (herald_game_file_get_n_waits (), ==, waits);
  g_assert_true (herald_session_get_save_queued (session));
  herald_test_gate_free (gate);

  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  saved = herald_save_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 1);
  g_assert_null (herald_game_get_drawn_roll (saved));

  /* the turn's end, with its backup, is not given up: the next step has it written first,
   * here, the save thread not having begun it (take_over ()) */
  gate = herald_test_gate_close ();
  herald_test_gate_open_after (gate, 600, NULL);
  herald_test_end_turn (session);
  waits = herald_game_file_get_n_waits ();
  start = g_get_monotonic_time ();
  herald_session_draw_roll (session, &roll);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 300 * 1000);
  g_assert_cmpuint (herald_game_file_get_n_waits (), ==, waits);
  g_assert_cmpint (actions_on_disk (path), ==, herald_game_get_n_actions (herald_session_get_game (session)));
  herald_test_gate_free (gate);
  herald_write_behind_flush ();
  {
    g_autofree char *backup = g_strconcat (path, ".backup-1", NULL);

    g_assert_cmpint (actions_on_disk (backup), ==, herald_game_get_n_actions (herald_session_get_game (session)));
  }
  herald_session_close (session);
}

/* A game begun in @session, and a roll whose save a gate made by @close holds on the save
 * thread (it opens by itself 600 ms on: a way out if the wait were for it); then the wait a
 * frame makes for the roll's file (herald_session_wait_written ()), which must return at once,
 * without waiting for the gate. Returns: the gate; @path: the game's file */
static HeraldTestGate *
roll_and_wait_written (HeraldSession     *session,
                       HeraldTestGate *(*close) (void),
                       char             **path)
{
  HeraldTestGate *gate;
  guint waits;
  gint64 start;

  herald_test_start_game (session);
  herald_session_settle_save (session);
  *path = g_strdup (herald_session_get_save_path (session));

  gate = close ();
  herald_test_gate_open_after (gate, 600, NULL);
  herald_test_roll (session, 4);
  g_assert_true (herald_session_get_save_queued (session));
  herald_test_gate_wait_started (gate);
  waits = herald_game_file_get_n_waits ();
  start = g_get_monotonic_time ();
  herald_session_wait_written (session);
  g_assert_cmpint (g_get_monotonic_time () - start, <, 300 * 1000);
  g_assert_cmpuint (herald_game_file_get_n_waits (), ==, waits);
  return gate;
}

/* A frame about to show a step whose save the save thread has not begun (no core for it on a
 * loaded machine) does not wait for that thread: the main thread writes it (take_over ()),
 * and the save thread, when it comes to it, leaves it (docs/performance.md, thirty-ninth
 * round) */
static void
test_unstarted_save_taken_over (HeraldTestHome *f,
                                gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;
  HeraldTestGate *gate = roll_and_wait_written (session, herald_test_gate_close, &path);

  /* on disk, with the start page's summary of it, before the gate opened */
  assert_written (path, herald_game_get_n_actions (herald_session_get_game (session)));
  herald_test_gate_free (gate);

  /* its outcome taken as a save thread's: the step saved */
  herald_session_settle_save (session);
  g_assert_false (herald_session_get_save_queued (session));
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  herald_test_end_turn (session);
  herald_session_wait_written (session);
  g_assert_cmpint (actions_on_disk (path), ==, herald_game_get_n_actions (herald_session_get_game (session)));
  herald_session_close (session);
}

/* A frame waits for the step's file alone: not for the start page's summary and the backup
 * the save thread writes after it (docs/performance.md, fortieth round). The save thread held
 * once the file is written: herald_session_wait_written () returns at once, with the step on
 * disk and the summary not yet; the summary follows it when the thread goes on */
static void
test_wait_written_before_summary (HeraldTestHome *f,
                                  gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;
  HeraldTestGate *gate = roll_and_wait_written (session, herald_test_gate_close_written, &path);
  guint n = herald_game_get_n_actions (herald_session_get_game (session));
  HeraldGameSummary summary;

  g_assert_false (herald_test_gate_is_open (gate));
  /* the step in its file; the summary still of the file before it */
  g_assert_cmpint (actions_on_disk (path), ==, n);
  if (herald_game_summary_read (path, &summary))
    {
      g_assert_cmpuint (summary.n_actions, !=, n);
      herald_game_summary_clear (&summary);
    }
  herald_test_gate_free (gate);

  herald_session_settle_save (session);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  assert_written (path, n);
  herald_session_close (session);
}

/* Steps in a row: each waits for the one before (one save at a time), and the file ends
 * with the last */
static void
test_steps_in_order (HeraldTestHome *f,
                     gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;

  herald_test_start_game (session);
  path = g_strdup (herald_session_get_save_path (session));
  for (guint turn = 0; turn < 20; turn++)
    {
      herald_test_roll (session, 1 + turn % 6);
      herald_test_end_turn (session);
    }
  herald_session_wait_written (session);
  assert_written (path, herald_game_get_n_actions (herald_session_get_game (session)));
  /* each turn's backup copied on the worker from the file it wrote, none joined here */
  herald_write_behind_flush ();
  g_assert_cmpuint (herald_game_file_get_n_backups_joined (session->file), ==, 0);
  {
    g_autofree char *backup = g_strconcat (path, ".backup-1", NULL);

    g_assert_cmpint (actions_on_disk (backup), ==,
                     herald_game_get_n_actions (herald_session_get_game (session)));
  }
  herald_session_close (session);
}

/* The worker cannot write (the folder removed meanwhile, then a file in its place): the main
 * thread saves again as it did before the queue (the folder made again), or says the save
 * failed, once */
static void
test_worker_fails (HeraldTestHome *f,
                   gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;
  guint failed = 0;
  HeraldTestGate *gate;
  guint n;

  g_signal_connect (session, "save-failed", G_CALLBACK (count_cb), &failed);
  herald_test_start_game (session);
  herald_test_roll (session, 6);
  path = g_strdup (herald_session_get_save_path (session));

  /* the folder removed: made again */
  gate = herald_test_gate_close ();
  herald_test_end_turn (session);
  g_assert_true (herald_session_get_save_queued (session));
  herald_test_remove_tree (f->games);
  herald_test_gate_open (gate);
  herald_test_gate_free (gate);
  n = herald_game_get_n_actions (herald_session_get_game (session));
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  g_assert_cmpint (actions_on_disk (path), ==, n);
  g_assert_cmpuint (failed, ==, 0);

  /* a file where the folder was: the save fails, and is said to */
  herald_test_roll (session, 4);
  herald_session_settle_save (session);
  gate = herald_test_gate_close ();
  herald_test_end_turn (session);
  g_assert_true (herald_session_get_save_queued (session));
  herald_test_remove_tree (f->games);
  g_assert_true (g_file_set_contents (f->games, "not a folder", -1, NULL));
  herald_test_gate_open (gate);
  herald_test_gate_free (gate);
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (failed, ==, 1);
  /* the next step is saved on the main thread (the last save failed): still failing */
  herald_test_roll (session, 5);
  g_assert_false (herald_session_get_save_queued (session));
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 2);
  g_assert_cmpuint (failed, ==, 2);

  g_unlink (f->games);
  herald_session_close (session);
}

/* breaker49-1: the worker failed (the folder removed after the step was queued). After
 * herald_session_wait_written () — where the window's frame goes on to paint the step — the
 * step must be in the file (the main thread saved again, making the folder), or the session
 * must have said the save failed (the save bar). Found: neither; the file is not there at
 * all until the main loop runs the worker's completion later. */
static void
test_wait_written_after_failed_write (HeraldTestHome *f,
                                      gconstpointer   data)
{
  g_autoptr(HeraldSession) session = write_behind_session (f->games);
  g_autofree char *path = NULL;
  guint failed = 0, unsaved = 0;
  HeraldTestGate *gate;
  guint n;

  g_signal_connect (session, "save-failed", G_CALLBACK (count_cb), &failed);
  herald_test_start_game (session);
  herald_test_roll (session, 6);
  herald_session_settle_save (session);
  path = g_strdup (herald_session_get_save_path (session));

  /* the save thread has begun the step's save when the folder goes */
  gate = herald_test_gate_close_running ();
  herald_test_end_turn (session);
  g_assert_true (herald_session_get_save_queued (session));
  n = herald_game_get_n_actions (herald_session_get_game (session));
  herald_test_gate_wait_started (gate);
  herald_test_remove_tree (f->games);
  herald_test_gate_open (gate);
  herald_session_wait_written (session);

  /* what the frame would paint now: the step, with the bar only if it is not saved. The
   * property is read as the save bar's notify handler sees it (no settling) */
  g_object_get (session, "unsaved-steps", &unsaved, NULL);
  if (failed == 0 && unsaved == 0)
    g_assert_cmpint (actions_on_disk (path), ==, n);

  herald_test_gate_free (gate);
  herald_session_close (session);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/save-queue/not-behind", test_not_behind);
  herald_test_add_with_home ("/herald/save-queue/step-queued", test_step_queued);
  herald_test_add_with_home ("/herald/save-queue/steps-in-order", test_steps_in_order);
  herald_test_add_with_home ("/herald/save-queue/unstarted-save-given-up", test_unstarted_save_given_up);
  herald_test_add_with_home ("/herald/save-queue/unstarted-save-taken-over", test_unstarted_save_taken_over);
  herald_test_add_with_home ("/herald/save-queue/wait-written-before-summary",
                             test_wait_written_before_summary);
  herald_test_add_with_home ("/herald/save-queue/worker-fails", test_worker_fails);
  herald_test_add_with_home ("/herald/save-queue/wait-written-after-failed-write",
                             test_wait_written_after_failed_write);
  return g_test_run ();
}
