/* bench-win.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A benchmark, not a test: the winning step to the first frame of the winner's page, in the
 * real window. `build-aux/dev bench` runs it under Xvfb.
 *
 *   bench-win [--repeat N] [--victory-points N] [--seed N] [--callgrind [--png FILE]]
 *
 * A random 4-player game (seed 1 unless --seed) is played until somebody wins; the game one
 * step before the win is written to a throw-away games folder and opened in the window of
 * the application. Then, N times: the winning action is performed through the session (what
 * the window does for the key or button that wins), timed from just before to the
 * GdkFrameClock::after-paint of the first frame after it (the frame that shows the winner's
 * page), and undone (not timed) so that the table shows again. Printed: the median and the
 * worst of the wall clock, the main thread's CPU time, the time inside the step (the rules,
 * the autosave, the window's update) and the frame's layout and paint. GTK animations are off.
 *
 * With --callgrind the winning step and its frame run inside one function,
 * bench_win_step_and_frame (), for
 * `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=bench_win_step_and_frame`. */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib/gstdio.h>

#include "herald-save.h"
#include "herald-session.h"
#include "herald-window.h"

#include "herald-bench-utils.h"
#include "herald-random-play.h"

typedef struct
{
  HeraldWindow      *window;
  HeraldSession     *session;
  HeraldAction       win;
  char              *path;
  guint              n_actions;
  guint              target;
  gboolean           callgrind;
  const char        *png;       /* where to write the window as the winner's page shows */
  gboolean           armed;
  gboolean           painted;
  gint64             t0;
  gint64             cpu0;
  gint64             t_before_paint;
  gint64             t_layout;
  gint64             tcpu_before_paint;
  gint64             tcpu_layout;
  gint64             pcpu_layout;
  GArray            *latency;   /* double, ms: the step to the after-paint of its frame */
  GArray            *cpu;       /* double, ms: main thread CPU for the same */
  GArray            *handler;   /* double, ms: inside herald_session_perform () */
  GArray            *layout;    /* double, ms: the frame's layout, main thread CPU */
  GArray            *paint;     /* double, ms: the frame's paint, CPU of all threads */
} Bench;

static void step (Bench *b);

static gboolean
step_cb (gpointer data)
{
  step (data);
  return G_SOURCE_REMOVE;
}

static void
schedule (Bench *b)
{
  /* after GTK's own idles, and a little later: the table's frame after the undo settles */
  g_timeout_add_full (G_PRIORITY_LOW, 100, step_cb, b, NULL);
}

static void
before_paint_cb (GdkFrameClock *clock,
                 Bench         *b)
{
  b->t_before_paint = g_get_monotonic_time ();
  b->tcpu_before_paint = herald_bench_thread_cpu_us ();
}

static void
layout_cb (GdkFrameClock *clock,
           Bench         *b)
{
  b->t_layout = g_get_monotonic_time ();
  b->tcpu_layout = herald_bench_thread_cpu_us ();
  b->pcpu_layout = herald_bench_process_cpu_us ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *b)
{
  double ms;

  if (!b->armed)
    return;
  b->armed = FALSE;
  b->painted = TRUE;
  ms = (g_get_monotonic_time () - b->t0) / 1000.0;
  g_array_append_val (b->latency, ms);
  ms = (herald_bench_thread_cpu_us () - b->cpu0) / 1000.0;
  g_array_append_val (b->cpu, ms);
  ms = (b->tcpu_layout - b->tcpu_before_paint) / 1000.0;
  g_array_append_val (b->layout, ms);
  ms = (herald_bench_process_cpu_us () - b->pcpu_layout) / 1000.0;
  g_array_append_val (b->paint, ms);
  if (!b->callgrind)
    schedule (b);
}

/* The winning step and the frame that shows it; callgrind collects inside this function */
G_GNUC_NO_INLINE void bench_win_step_and_frame (Bench *b);

G_GNUC_NO_INLINE void
bench_win_step_and_frame (Bench *b)
{
  g_autoptr(GError) error = NULL;
  double ms;

  b->painted = FALSE;
  b->armed = TRUE;
  b->cpu0 = herald_bench_thread_cpu_us ();
  b->t0 = g_get_monotonic_time ();
  if (!herald_session_perform (b->session, &b->win, &error))
    g_error ("the winning step: %s", error->message);
  ms = (g_get_monotonic_time () - b->t0) / 1000.0;
  g_array_append_val (b->handler, ms);
  while (b->callgrind && !b->painted)
    g_main_context_iteration (NULL, TRUE);
}

/* Writes the window as it shows now to b->png */
static void
write_png (Bench *b)
{
  GtkWidget *widget = GTK_WIDGET (b->window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC / 2;

  /* the paintable holds the widget's image from its next frame on */
  gtk_widget_queue_draw (widget);
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (widget)), node, NULL);
  if (texture == NULL || !gdk_texture_save_to_png (texture, b->png))
    g_printerr ("bench-win: could not write %s\n", b->png);
}

static void
step (Bench *b)
{
  const HeraldState *s = herald_session_get_state (b->session);
  g_autoptr(GError) error = NULL;

  if (s->phase == HERALD_PHASE_OVER)
    {
      if (!herald_session_undo (b->session, &error))
        g_error ("undo: %s", error->message);
      schedule (b);
      return;
    }
  if (b->latency->len >= b->target)
    {
      herald_bench_quit ();
      return;
    }
  bench_win_step_and_frame (b);
  if (b->callgrind)
    {
      if (b->png != NULL)
        write_png (b);
      /* one step only: the next would be measured from a warm page */
      herald_bench_quit ();
    }
}

static gboolean
start_cb (gpointer data)
{
  Bench *b = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (b->window));

  g_assert (clock != NULL);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), b);
  g_signal_connect_after (clock, "layout", G_CALLBACK (layout_cb), b);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), b);
  step (b);
  return G_SOURCE_REMOVE;
}

static void
opened_cb (HeraldWindow *window,
           gpointer      data)
{
  Bench *b = data;
  g_autoptr(GError) error = NULL;

  b->window = window;
  b->session = herald_window_get_session (b->window);
  if (!herald_session_open (b->session, b->path, FALSE, &error))
    g_error ("open %s: %s", b->path, error->message);
}

/* A random game played to its end; @game is left one step before the win, @win the step */
static HeraldGame *
game_before_win (guint         seed,
                 guint         victory_points,
                 HeraldAction *win)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
  g_autoptr(HeraldGame) game = herald_random_game_new (rng, FALSE, victory_points);
  g_autoptr(GError) error = NULL;

  while (herald_game_get_state (game)->phase != HERALD_PHASE_OVER)
    if (!herald_random_step (game, rng))
      g_error ("seed %u: the random game stopped before anybody won", seed);
  *win = *herald_game_get_action (game, herald_game_get_n_actions (game) - 1);
  if (!herald_game_undo (game, &error))
    g_error ("undo: %s", error->message);
  return g_steal_pointer (&game);
}

int
main (int    argc,
      char **argv)
{
  gint repeat = 7, vp = 13, seed = 1;
  gboolean callgrind = FALSE;
  char *png = NULL;
  GOptionEntry entries[] = {
    { "repeat", 'n', 0, G_OPTION_ARG_INT, &repeat, "Wins to time (default 7)", "N" },
    { "victory-points", 'v', 0, G_OPTION_ARG_INT, &vp, "Victory points to win (default 13)", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT, &seed, "Seed of the random game (default 1)", "N" },
    { "callgrind", 0, 0, G_OPTION_ARG_NONE, &callgrind,
      "One win, its step and frame inside bench_win_step_and_frame ()", NULL },
    { "png", 0, 0, G_OPTION_ARG_FILENAME, &png,
      "With --callgrind: write the window as the winner's page shows to FILE", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- the winning step to the screen");
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *home = NULL;
  g_autofree char *games = NULL;
  Bench b = { 0, };
  int status;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || repeat < 1 || vp < 3)
    {
      fprintf (stderr, "bench-win: %s\n", error ? error->message : "out-of-range option");
      return 2;
    }

  /* the game and its autosave live in a throw-away folder, never in the user's */
  home = herald_bench_data_home_new ("bench-win");
  games = herald_bench_games_folder_new (home);
  b.path = g_build_filename (games, "bench-win.json", NULL);
  game = game_before_win (seed, vp, &b.win);
  b.n_actions = herald_game_get_n_actions (game) + 1;
  if (!herald_save_write_file (game, b.path, &error))
    g_error ("%s", error->message);

  b.target = callgrind ? 1 : repeat;
  b.callgrind = callgrind;
  b.png = png;
  b.latency = herald_bench_samples_new ();
  b.cpu = herald_bench_samples_new ();
  b.handler = herald_bench_samples_new ();
  b.layout = herald_bench_samples_new ();
  b.paint = herald_bench_samples_new ();
  /* let the table's first frames settle */
  status = herald_bench_run_window (argv, opened_cb, 500, start_cb, &b);

  if (b.latency->len > 0)
    {
      printf ("the winning step to the first frame of the winner's page, a %u-action game "
              "(4 players, %d victory points), %u wins:\n"
              "  wall clock p50 %.1f ms  max %.1f ms\n"
              "  main thread CPU time for it p50 %.1f ms  max %.1f ms\n"
              "  of which inside the step (rules, autosave, the window's update) p50 %.1f ms, "
              "the frame's layout (CPU) p50 %.1f ms, its paint (CPU, all threads) p50 %.1f ms\n",
              b.n_actions, vp, b.latency->len, herald_bench_percentile (b.latency, 0.5),
              herald_bench_percentile (b.latency, 1.0), herald_bench_percentile (b.cpu, 0.5),
              herald_bench_percentile (b.cpu, 1.0), herald_bench_percentile (b.handler, 0.5),
              herald_bench_percentile (b.layout, 0.5), herald_bench_percentile (b.paint, 0.5));
    }

  herald_bench_remove_tree (home);
  g_array_unref (b.latency);
  g_array_unref (b.cpu);
  g_array_unref (b.handler);
  g_array_unref (b.layout);
  g_array_unref (b.paint);
  g_free (b.path);
  g_free (png);
  return status;
}
