/* bench-open.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A benchmark, not a test: opening a long game (what Resume Game does), in the session alone
 * and in the real window. `build-aux/dev bench` runs it under Xvfb.
 *
 *   bench-open [--actions N[,N...]] [--repeat R] [--callgrind N]
 *
 * For each N (default 3000,10000): a random 4-player game of N actions (victory target out of
 * reach, seed 1) is written to a throw-away games folder. Then, R times each (default 5):
 *  - the session alone: herald_session_new () and herald_session_open () of the file, wall
 *    clock and CPU time, and the CPU time of the engine's load alone (herald_save_load_file ()) beside it;
 *  - the window: herald_session_open () in the application's window, from the call to the
 *    GdkFrameClock::after-paint of the first frame after it (the table with the game), wall
 *    clock and the main thread's CPU time; between runs the window goes back to its start page
 *    (herald_session_close ()), not timed.
 * Printed: the medians.
 *
 * With --callgrind N only the window's open of an N-action game runs, once, inside
 * bench_open_and_frame (), for
 * `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=bench_open_and_frame`. */

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
  HeraldWindow  *window;
  HeraldSession *session;
  GPtrArray     *paths;     /* the games, one per size */
  GArray        *sizes;     /* guint: their actions */
  guint          game;      /* the game being opened */
  guint          repeat;
  gboolean       callgrind;
  gboolean       armed;
  gboolean       painted;
  gint64         t0;
  gint64         cpu0;
  GArray        *wall;      /* double, ms */
  GArray        *cpu;       /* double, ms, main thread */
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
  /* after GTK's own idles, and a little later: the start page's frame settles */
  g_timeout_add_full (G_PRIORITY_LOW, 200, step_cb, b, NULL);
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
  g_array_append_val (b->wall, ms);
  ms = (herald_bench_thread_cpu_us () - b->cpu0) / 1000.0;
  g_array_append_val (b->cpu, ms);
  if (!b->callgrind)
    schedule (b);
}

/* The open and the frame that shows it; callgrind collects inside this function */
G_GNUC_NO_INLINE void bench_open_and_frame (Bench *b);

G_GNUC_NO_INLINE void
bench_open_and_frame (Bench *b)
{
  g_autoptr(GError) error = NULL;

  b->painted = FALSE;
  b->armed = TRUE;
  b->cpu0 = herald_bench_thread_cpu_us ();
  b->t0 = g_get_monotonic_time ();
  if (!herald_session_open (b->session, g_ptr_array_index (b->paths, b->game), FALSE, &error))
    g_error ("open: %s", error->message);
  gtk_widget_queue_draw (GTK_WIDGET (b->window));
  while (b->callgrind && !b->painted)
    g_main_context_iteration (NULL, TRUE);
}

static void
print_window (Bench *b)
{
  printf ("  a %u-action game, open to the first frame of the table: wall clock p50 %.1f ms  "
          "max %.1f ms; main thread CPU p50 %.1f ms (%.3f ms per action)\n",
          g_array_index (b->sizes, guint, b->game), herald_bench_percentile (b->wall, 0.5), herald_bench_percentile (b->wall, 1.0),
          herald_bench_percentile (b->cpu, 0.5),
          herald_bench_percentile (b->cpu, 0.5) / g_array_index (b->sizes, guint, b->game));
  g_array_set_size (b->wall, 0);
  g_array_set_size (b->cpu, 0);
}

static void
step (Bench *b)
{
  if (herald_session_get_game (b->session) != NULL)
    {
      herald_session_close (b->session);
      schedule (b);
      return;
    }
  if (b->wall->len >= b->repeat)
    {
      print_window (b);
      b->game++;
    }
  if (b->game >= b->paths->len)
    {
      herald_bench_quit ();
      return;
    }
  bench_open_and_frame (b);
  if (b->callgrind)
    herald_bench_quit ();
}

static gboolean
start_cb (gpointer data)
{
  Bench *b = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (b->window));

  g_assert (clock != NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), b);
  step (b);
  return G_SOURCE_REMOVE;
}

static void
opened_cb (HeraldWindow *window,
           gpointer      data)
{
  Bench *b = data;

  b->window = window;
  b->session = herald_window_get_session (b->window);
}

/* The session alone: a new session opens the game (and lets go of it), R times */
static void
bench_session (const char *path,
               guint       n_actions,
               guint       repeat)
{
  g_autoptr(GArray) wall = herald_bench_samples_new ();
  g_autoptr(GArray) cpu = herald_bench_samples_new ();
  g_autoptr(GArray) load = herald_bench_samples_new ();
  g_autofree char *save_path = g_strconcat (path, ".current", NULL);

  for (guint r = 0; r < repeat; r++)
    {
      g_autoptr(HeraldSession) session = herald_session_new (save_path);
      g_autoptr(GError) error = NULL;
      gint64 t0, c0;
      double ms;

      t0 = g_get_monotonic_time ();
      c0 = herald_bench_thread_cpu_us ();
      if (!herald_session_open (session, path, FALSE, &error))
        g_error ("open %s: %s", path, error->message);
      ms = (herald_bench_thread_cpu_us () - c0) / 1000.0;
      g_array_append_val (cpu, ms);
      ms = (g_get_monotonic_time () - t0) / 1000.0;
      g_array_append_val (wall, ms);
      herald_session_close (session);

      {
        HeraldGame *game;

        c0 = herald_bench_thread_cpu_us ();
        game = herald_save_load_file (path, &error);
        g_assert_no_error (error);
        ms = (herald_bench_thread_cpu_us () - c0) / 1000.0;
        g_array_append_val (load, ms);
        herald_game_free (game);
      }
    }
  printf ("a %u-action game, %u runs:\n", n_actions, repeat);
  printf ("  the engine's load (herald_save_load_file ()): CPU p50 %.1f ms\n",
          herald_bench_percentile (load, 0.5));
  printf ("  the session alone (herald_session_open ()): wall clock p50 %.1f ms; CPU p50 %.1f ms\n",
          herald_bench_percentile (wall, 0.5), herald_bench_percentile (cpu, 0.5));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *actions = NULL;
  gint repeat = 5, callgrind = 0;
  gboolean session_only = FALSE;
  GOptionEntry entries[] = {
    { "actions", 'a', 0, G_OPTION_ARG_STRING, &actions, "Sizes of the games (default 3000,10000)", "N[,N...]" },
    { "repeat", 'n', 0, G_OPTION_ARG_INT, &repeat, "Opens to time per game (default 5)", "R" },
    { "session-only", 0, 0, G_OPTION_ARG_NONE, &session_only, "No window: the session alone", NULL },
    { "callgrind", 0, 0, G_OPTION_ARG_INT, &callgrind,
      "One open of an N-action game in the window, inside bench_open_and_frame ()", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- opening a long game");
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) sizes = NULL;
  g_autofree char *home = NULL;
  g_autofree char *games = NULL;
  Bench b = { 0, };
  int status;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || repeat < 1 || callgrind < 0)
    {
      fprintf (stderr, "bench-open: %s\n", error ? error->message : "out-of-range option");
      return 2;
    }

  home = herald_bench_data_home_new ("bench-open");
  games = herald_bench_games_folder_new (home);
  b.paths = g_ptr_array_new_with_free_func (g_free);
  b.sizes = g_array_new (FALSE, FALSE, sizeof (guint));
  if (callgrind > 0)
    actions = g_strdup_printf ("%d", callgrind);
  sizes = g_strsplit (actions != NULL ? actions : "3000,10000", ",", -1);
  for (guint i = 0; sizes[i] != NULL; i++)
    {
      guint n = (guint) g_ascii_strtoull (sizes[i], NULL, 10);
      g_autoptr(HeraldGame) game = NULL;
      char *path = g_strdup_printf ("%s/bench-open-%u.json", games, n);

      /* the first seed whose game is still going after N actions (a game may end before) */
      for (guint32 seed = 1; game == NULL || herald_game_get_n_actions (game) < n; seed++)
        {
          g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);

          g_clear_pointer (&game, herald_game_free);
          game = herald_random_game_new (rng, FALSE, 30);
          herald_random_play (game, rng, n);
          if (seed > 100)
            g_error ("no random game of %u actions in 100 seeds", n);
        }
      n = herald_game_get_n_actions (game);
      if (!herald_save_write_file (game, path, &error))
        g_error ("%s", error->message);
      g_ptr_array_add (b.paths, path);
      g_array_append_val (b.sizes, n);
    }

  if (callgrind == 0)
    for (guint i = 0; i < b.paths->len; i++)
      bench_session (g_ptr_array_index (b.paths, i), g_array_index (b.sizes, guint, i), repeat);

  if (session_only)
    {
      herald_bench_remove_tree (home);
      return 0;
    }
  b.repeat = callgrind > 0 ? 1 : repeat;
  b.callgrind = callgrind > 0;
  b.wall = herald_bench_samples_new ();
  b.cpu = herald_bench_samples_new ();
  if (callgrind == 0)
    printf ("the window (%u opens of each, GSK_RENDERER=%s):\n", b.repeat,
            g_getenv ("GSK_RENDERER") ? g_getenv ("GSK_RENDERER") : "default");
  status = herald_bench_run_window (argv, opened_cb, 500, start_cb, &b);

  herald_bench_remove_tree (home);
  g_array_unref (b.wall);
  g_array_unref (b.cpu);
  g_ptr_array_unref (b.paths);
  g_array_unref (b.sizes);
  return status;
}
