/* herald-ui-test-load.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <gtk/gtk.h>

#include "herald-ui-test-load.h"

/* A loaded machine for the in-process UI tests, asked for by two variables (flaky50, session
 * 48; both off in CI and in `meson test`):
 *
 * - HERALD_TEST_SLOW_FRAMES=MS: each frame of every window takes MS ms more (after its paint),
 *   and timeouts wait for it: a fixed wait for a button's click (250 ms after its activation,
 *   from a timeout), a transition or a toast ends before them, as in CI;
 * - HERALD_TEST_LATE_FRAMES=1: herald_test_flush () draws no frame: the frame clock's paint,
 *   due later (it keeps a refresh interval after the last frame, one that ended just before
 *   on a busy machine), waits until the flush is over. A test that changes the layout,
 *   flushes and measures at once reads the old layout, as in CI (session 47's end-turn-still).
 *
 * A test that fails with either waits for a fixed time, or for a flush, where it needs a
 * frame, a click or a condition (herald_test_wait_frame (), herald_test_activate_button (),
 * herald_test_wait_until ()). */

/* the frames are slow: each takes @data ms more */
static gboolean
slow_frame_hook (GSignalInvocationHint *hint,
                 guint                  n_params,
                 const GValue          *params,
                 gpointer               data)
{
  g_usleep ((gulong) GPOINTER_TO_UINT (data) * 1000);
  return TRUE;
}

/**
 * herald_test_load_init:
 *
 * Makes the frames slow when HERALD_TEST_SLOW_FRAMES asks for it (herald_test_init_window ()
 * calls it, after gtk_init ()).
 */
void
herald_test_load_init (void)
{
  const char *slow = g_getenv ("HERALD_TEST_SLOW_FRAMES");
  GTypeClass *klass;

  if (slow == NULL)
    return;
  klass = g_type_class_ref (GDK_TYPE_FRAME_CLOCK);
  g_signal_add_emission_hook (g_signal_lookup ("after-paint", GDK_TYPE_FRAME_CLOCK), 0, slow_frame_hook,
                              GUINT_TO_POINTER ((guint) g_ascii_strtoull (slow, NULL, 10)), NULL);
  g_type_class_unref (klass);
}

/* A frame clock's paint held back: the source and when it was due */
typedef struct
{
  GSource *source;
  gint64   ready_time;
} Held;

/* how many of the newest sources are looked at for a frame clock's paint */
#define SOURCES_LOOKED_AT 4000

static gboolean
nothing_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

/**
 * herald_test_load_hold_frames:
 * @held: (element-type Held): the paints held so far, to which the newly held are added
 *
 * With HERALD_TEST_LATE_FRAMES, holds back every frame clock's paint not yet held (GDK's
 * "[gtk] gdk_frame_clock_paint_idle" timeout: its layout and its drawing); without it, does
 * nothing. herald_test_load_release_frames () lets them run.
 */
void
herald_test_load_hold_frames (GArray *held)
{
  guint newest;

  if (g_getenv ("HERALD_TEST_LATE_FRAMES") == NULL)
    return;
  /* the ids of sources are given in turn: the newest is the one made now */
  newest = g_idle_add (nothing_cb, NULL);
  g_source_remove (newest);
  for (guint id = newest > SOURCES_LOOKED_AT ? newest - SOURCES_LOOKED_AT : 1; id < newest; id++)
    {
      GSource *source = g_main_context_find_source_by_id (NULL, id);
      Held one;

      if (source == NULL || g_source_is_destroyed (source) || g_source_get_ready_time (source) == -1
          || g_strcmp0 (g_source_get_name (source), "[gtk] gdk_frame_clock_paint_idle") != 0)
        continue;
      one.source = g_source_ref (source);
      one.ready_time = g_source_get_ready_time (source);
      g_source_set_ready_time (source, -1);
      g_array_append_val (held, one);
    }
}

/**
 * herald_test_load_release_frames:
 * @held: (element-type Held): what herald_test_load_hold_frames () held
 *
 * Lets the paints held run when they were due (at once when that has passed), and empties
 * @held.
 */
void
herald_test_load_release_frames (GArray *held)
{
  for (guint i = 0; i < held->len; i++)
    {
      Held *one = &g_array_index (held, Held, i);

      if (!g_source_is_destroyed (one->source))
        g_source_set_ready_time (one->source, one->ready_time);
      g_source_unref (one->source);
    }
  g_array_set_size (held, 0);
}

/**
 * herald_test_load_new_held:
 *
 * Returns: (transfer full): an empty array for herald_test_load_hold_frames ()
 */
GArray *
herald_test_load_new_held (void)
{
  return g_array_new (FALSE, FALSE, sizeof (Held));
}
