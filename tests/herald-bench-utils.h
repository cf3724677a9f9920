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

#include "herald-window.h"

G_BEGIN_DECLS

/* Called once, from the application's first activation, with its window (GTK animations
 * already off) */
typedef void (*HeraldBenchWindowFunc) (HeraldWindow *window,
                                       gpointer      data);

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

G_END_DECLS
