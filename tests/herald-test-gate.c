/* herald-test-gate.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A gate on the save thread (herald_write_behind_queue_save ()) or on the write-behind thread
 * (herald_write_behind_queue ()): a job queued before a step that holds the thread until the
 * gate opens, so that what the main thread does while a step's save or backup waits is seen
 * alone (test-save-queue, test-save-frame, test-crash; issue 14). A save the save thread has
 * not begun is written by the main thread when it must be written (a frame, the next step); a
 * gate met inside the save the thread runs (herald_test_gate_close_running ()) holds one it
 * has begun, which the main thread waits for. */

#include "config.h"

#include "herald-test-gate.h"
#include "herald-session-private.h"
#include "herald-write-behind.h"

struct _HeraldTestGate
{
  GMutex   lock;
  GCond    opened;
  gboolean open;
  gboolean started; /* the thread has come to the gate */
  gboolean running; /* met in the save it runs (herald_test_gate_close_running ()) */
  GThread *timer;   /* herald_test_gate_open_after () */
  guint    ms;
  char    *block;   /* a folder removed, and a file put in its place, before it opens */
};

static void
gate_wait_cb (gpointer data,
              gpointer unused)
{
  HeraldTestGate *gate = data;

  g_mutex_lock (&gate->lock);
  gate->started = TRUE;
  g_cond_broadcast (&gate->opened);
  while (!gate->open)
    g_cond_wait (&gate->opened, &gate->lock);
  g_mutex_unlock (&gate->lock);
}

/* The gate is made once both threads have run what was queued before it: a save or a backup
 * of an earlier step never writes into a folder a test removes behind the gate (test-save-queue
 * worker-fails failed 1 run in 7: rm -rf met a backup being written) */
static HeraldTestGate *
gate_new (void)
{
  HeraldTestGate *gate = g_new0 (HeraldTestGate, 1);

  herald_write_behind_flush ();

  g_mutex_init (&gate->lock);
  g_cond_init (&gate->opened);
  return gate;
}

/**
 * herald_test_gate_close:
 *
 * Returns: (transfer full): a gate, closed, queued on the save thread: the saves queued after
 *   it wait until herald_test_gate_open ()
 */
HeraldTestGate *
herald_test_gate_close (void)
{
  HeraldTestGate *gate = gate_new ();

  herald_write_behind_queue_save (gate_wait_cb, gate, NULL);
  return gate;
}

static HeraldTestGate *
close_in_save (HeraldSaveHookAt at)
{
  HeraldTestGate *gate = gate_new ();

  gate->running = TRUE;
  herald_session_set_save_hook (at, gate_wait_cb, gate);
  return gate;
}

/**
 * herald_test_gate_close_running:
 *
 * Returns: (transfer full): a gate, closed, met by the save thread in the next step's save it
 *   runs, before it writes the file (the main thread does not take that save over)
 */
HeraldTestGate *
herald_test_gate_close_running (void)
{
  return close_in_save (HERALD_SAVE_HOOK_BEFORE_WRITE);
}

/**
 * herald_test_gate_close_written:
 *
 * Returns: (transfer full): a gate, closed, met by the save thread in the next step's save it
 *   runs, once the game is in its file, before the start page's summary and the backup
 */
HeraldTestGate *
herald_test_gate_close_written (void)
{
  return close_in_save (HERALD_SAVE_HOOK_FILE_WRITTEN);
}

/**
 * herald_test_gate_close_behind:
 *
 * Returns: (transfer full): a gate, closed, queued on the write-behind thread (the flushes and
 *   the backups queued after it wait)
 */
HeraldTestGate *
herald_test_gate_close_behind (void)
{
  HeraldTestGate *gate = gate_new ();

  herald_write_behind_queue (gate_wait_cb, gate, NULL);
  return gate;
}

/* Waits until the thread has come to the gate (it is busy with nothing else) */
void
herald_test_gate_wait_started (HeraldTestGate *gate)
{
  g_mutex_lock (&gate->lock);
  while (!gate->started)
    g_cond_wait (&gate->opened, &gate->lock);
  g_mutex_unlock (&gate->lock);
}

void
herald_test_gate_open (HeraldTestGate *gate)
{
  g_mutex_lock (&gate->lock);
  gate->open = TRUE;
  g_cond_broadcast (&gate->opened);
  g_mutex_unlock (&gate->lock);
}

gboolean
herald_test_gate_is_open (HeraldTestGate *gate)
{
  gboolean open;

  g_mutex_lock (&gate->lock);
  open = gate->open;
  g_mutex_unlock (&gate->lock);
  return open;
}

static gpointer
timer_thread (gpointer data)
{
  HeraldTestGate *gate = data;

  g_usleep (gate->ms * 1000);
  if (gate->block != NULL)
    {
      g_autofree char *command = g_strdup_printf ("rm -rf %s", gate->block);

      g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
      g_assert_true (g_file_set_contents (gate->block, "not a folder", -1, NULL));
    }
  herald_test_gate_open (gate);
  return NULL;
}

/**
 * herald_test_gate_open_after:
 * @ms: in how many milliseconds
 * @block: (nullable): a folder to remove, and to put a file in the place of, first
 *
 * Opens the gate from another thread after @ms: the main thread may wait at it meanwhile
 * (a frame waiting for a step's save).
 */
void
herald_test_gate_open_after (HeraldTestGate *gate,
                             guint           ms,
                             const char     *block)
{
  g_assert_null (gate->timer);
  gate->ms = ms;
  gate->block = g_strdup (block);
  gate->timer = g_thread_new ("gate", timer_thread, gate);
}

/* Opens the gate if it is not, waits for everything queued behind it, and frees it */
void
herald_test_gate_free (HeraldTestGate *gate)
{
  if (gate->timer != NULL)
    g_thread_join (gate->timer);
  herald_test_gate_open (gate);
  herald_write_behind_flush ();
  if (gate->running)
    herald_session_set_save_hook (HERALD_SAVE_HOOK_BEFORE_WRITE, NULL, NULL);
  g_mutex_clear (&gate->lock);
  g_cond_clear (&gate->opened);
  g_free (gate->block);
  g_free (gate);
}
