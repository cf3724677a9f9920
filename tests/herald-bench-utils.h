/* herald-bench-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window's benchmarks (bench-roll, bench-win, bench-open) share: clocks, percentiles, a
 * throw-away data folder, and the application run until its window is on screen. */

#pragma once

#include <gtk/gtk.h>

#include "herald-random-play.h"
#include "herald-session.h"
#include "herald-window.h"

G_BEGIN_DECLS

/* Called once, from the application's first activation, with its window (GTK animations
 * already off) */
typedef void (*HeraldBenchWindowFunc) (HeraldWindow *window,
                                       gpointer      data);

/* herald_bench_sched_sample (): [0] the main thread, [1] GL's rasterizer threads (llvmpipe),
 * [2] the process's other threads */
typedef struct
{
  gint64 run_ns[3];      /* CPU time */
  gint64 wait_ns[3];     /* runnable, waiting for a CPU */
  gint64 busy_jiffies;   /* the machine's, all processes (USER_HZ) */
  gint64 pressure_us;    /* /proc/pressure/cpu "some" total */
  gint64 minflt;         /* the process's minor page faults */
  gint   exec_maps;      /* executable anonymous mappings (JIT code) */
} HeraldBenchSched;

/* BENCH_DEBUG: one roll, for telling the slow ones apart (printed as a table at the end) */
typedef struct
{
  guint  game, round, player, red, white, event, ship0, ship1, new_game;
  guint  frames;          /* the window's frames from the activation to the roll's */
  guint  end_turn_pending;/* the end of the last turn was not drawn yet at the activation */
  double since_frame;     /* ms from the last frame's after-paint to the activation */
  double latency, wait, layout, paint, cpu, layout_cpu, paint_cpu;
  HeraldBenchSched d;     /* what the kernel saw from the activation to the after-paint */
  double load1;
} HeraldBenchRoll;

gint64  herald_bench_thread_cpu_us  (void);
gint64  herald_bench_process_cpu_us (void);
GArray *herald_bench_samples_new    (void);
double  herald_bench_percentile     (GArray                *samples,
                                     double                 p);
char   *herald_bench_data_home_new  (const char            *name);
char   *herald_bench_games_folder_new (const char            *home);
void    herald_bench_remove_tree    (const char            *path);
int     herald_bench_run_window     (char                 **argv,
                                     HeraldBenchWindowFunc  opened,
                                     guint                  settle_ms,
                                     GSourceFunc            start,
                                     gpointer               data);
void    herald_bench_quit           (void);
void    herald_bench_sched_sample   (HeraldBenchSched      *s);
void    herald_bench_print_rolls    (GArray                *rolls,
                                     GArray                *with_dialog);
void    herald_bench_style_diff_begin (GtkWidget           *root);
void    herald_bench_style_diff_end (GtkWidget             *root);
int     herald_bench_print_sounds   (guint                  n);
gboolean herald_bench_random_action (HeraldSession         *session,
                                     HeraldRng             *rng,
                                     HeraldAction          *action);
void    herald_bench_time_written   (HeraldSession         *session,
                                     GArray                *samples);
void    herald_bench_idle_for       (guint                  ms);
gboolean herald_bench_set_flag_cb   (gpointer               data);
gboolean herald_bench_put_back       (HeraldSession         *session,
                                     const HeraldAction    *action,
                                     GError               **error);
gboolean herald_bench_turn_end       (HeraldSession         *session,
                                     const HeraldAction    *action,
                                     GError               **error);
gboolean herald_bench_roll_step      (HeraldSession         *session,
                                     const HeraldAction    *action,
                                     GError               **error);
gboolean herald_bench_perform_of_kind (HeraldSession        *session,
                                     const HeraldAction    *action,
                                     GError               **error);
GArray *herald_bench_kind_samples_new (void);
void    herald_bench_kind_sample    (GArray                *samples,
                                     const HeraldAction    *action,
                                     double                 ms);
void    herald_bench_print_kinds    (GArray                *samples);

void     herald_bench_print_session_steps (const char *dir,
                                           guint       n_actions,
                                           guint       steps,
                                           gboolean    save_on_main);

G_END_DECLS
