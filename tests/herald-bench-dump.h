/* herald-bench-dump.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* bench-roll's BENCH_DUMP_ROLLS: what a roll's frame drew, widget by widget */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What the frame before a roll drew */
typedef struct
{
  GBytes     *frame;    /* the window's nodes, serialized */
  GHashTable *nodes;    /* each mapped widget → its render node */
  GString    *widgets;  /* the widgets' bounds, herald_bench_dump_widgets () */
} HeraldBenchDump;

guint          herald_bench_dump_rolls_max (void);
GskRenderNode *herald_bench_window_nodes   (GtkWidget  *window);
GHashTable    *herald_bench_widget_nodes   (GtkWidget  *root);
void           herald_bench_dump_widgets   (GtkWidget  *window,
                                            GString    *out);
void           herald_bench_dump_changed   (GtkWidget  *window,
                                            GHashTable *before,
                                            GHashTable *after,
                                            const char *dir,
                                            GString    *out);
void           herald_bench_dump_keep      (HeraldBenchDump *dump,
                                            GtkWidget       *window);
void           herald_bench_dump_roll      (HeraldBenchDump *dump,
                                            GtkWidget       *window,
                                            const char      *dir,
                                            guint            roll,
                                            gboolean         after);

G_END_DECLS
