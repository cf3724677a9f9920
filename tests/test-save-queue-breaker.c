/* test-save-queue-breaker.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Breaker report 49 (issue 14, the step's save on the save thread): what
 * herald_session_wait_written () promises when the save thread could not write. Its
 * docstring: "Waits until the step's save queued on the save thread has been written (or
 * failed: then the main thread saves again at once, herald_session_settle_save ())". The
 * window calls it in every frame, after the layout and before the paint, so that a step shown
 * is a step on disk. The save thread is held at a gate queued before the step, the games
 * folder removed meanwhile (as in /herald/save-queue/worker-fails): when the gate opens the
 * worker cannot write. */

#include "config.h"

#include <glib/gstdio.h>

#include "herald-save.h"
#include "herald-session.h"
#include "herald-session-private.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"
#include "herald-write-behind.h"

typedef struct
{
  GMutex   lock;
  GCond    opened;
  gboolean open;
} Gate;

static void
gate_wait_cb (gpointer data,
              gpointer unused)
{
  Gate *gate = data;

  g_mutex_lock (&gate->lock);
  while (!gate->open)
    g_cond_wait (&gate->opened, &gate->lock);
  g_mutex_unlock (&gate->lock);
}

static Gate *
gate_close (void)
{
  Gate *gate = g_new0 (Gate, 1);

  g_mutex_init (&gate->lock);
  g_cond_init (&gate->opened);
  herald_write_behind_queue_save (gate_wait_cb, gate, NULL);
  return gate;
}

static void
gate_open (Gate *gate)
{
  g_mutex_lock (&gate->lock);
  gate->open = TRUE;
  g_cond_broadcast (&gate->opened);
  g_mutex_unlock (&gate->lock);
}

static void
gate_free (Gate *gate)
{
  herald_write_behind_flush ();
  g_mutex_clear (&gate->lock);
  g_cond_clear (&gate->opened);
  g_free (gate);
}

static gint
actions_on_disk (const char *path)
{
  g_autoptr(HeraldGame) game = herald_save_load_file (path, NULL);

  return game != NULL ? (gint) herald_game_get_n_actions (game) : -1;
}

static void
count_cb (HeraldSession *session,
          const char    *message,
          guint         *count)
{
  (*count)++;
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
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *path = NULL;
  guint failed = 0, unsaved = 0;
  Gate *gate;
  guint n;

  herald_session_set_write_behind (session, TRUE);
  g_signal_connect (session, "save-failed", G_CALLBACK (count_cb), &failed);
  herald_test_start_game (session);
  herald_test_roll (session, 6);
  herald_session_settle_save (session);
  path = g_strdup (herald_session_get_save_path (session));

  gate = gate_close ();
  herald_test_end_turn (session);
  g_assert_true (herald_session_get_save_queued (session));
  n = herald_game_get_n_actions (herald_session_get_game (session));
  herald_test_remove_tree (f->games);
  gate_open (gate);
  herald_session_wait_written (session);

  /* what the frame would paint now: the step, with the bar only if it is not saved. The
   * property is read as the save bar's notify handler sees it (no settling) */
  g_object_get (session, "unsaved-steps", &unsaved, NULL);
  if (failed == 0 && unsaved == 0)
    g_assert_cmpint (actions_on_disk (path), ==, n);

  gate_free (gate);
  herald_session_close (session);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/save-queue-breaker/wait-written-after-failed-write",
                             test_wait_written_after_failed_write);
  return g_test_run ();
}
