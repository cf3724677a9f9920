/* bench-nodes.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A benchmark, not a test: what a frame of given render nodes costs the renderer.
 *
 *   bench-nodes FILE [FRAMES]
 *
 * FILE is a render node file in GSK's text format, as `bench-roll --dump-nodes` writes the
 * window after a roll. A 1280 × 800 window shows those nodes and draws FRAMES frames
 * (default 60) after 10 to settle, each with a 2 × 2 px square of another colour in the
 * corner, so that every frame has damage: where the renderer cannot draw only what changed
 * (GTK 4.8's GL renderer without buffer age, as on Xvfb) that is the whole window again,
 * which is what every frame after a roll costs there. Prints the CPU time per frame of the
 * whole process (the renderer's threads too; llvmpipe rasterizes on threads of its own) and
 * the wall clock. Edit a copy of the file (drop or unwrap nodes of a kind) to see what each
 * costs: docs/performance.md, "The frame after a roll". GSK_RENDERER chooses the renderer. */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <gtk/gtk.h>

#define SETTLE 10

#define BENCH_TYPE_NODES (bench_nodes_get_type ())
G_DECLARE_FINAL_TYPE (BenchNodes, bench_nodes, BENCH, NODES, GtkWidget)

struct _BenchNodes
{
  GtkWidget      parent_instance;

  GskRenderNode *node;
  guint          frames;
  guint          target;
  gint64         cpu0;
  gint64         wall0;
};

G_DEFINE_FINAL_TYPE (BenchNodes, bench_nodes, GTK_TYPE_WIDGET)

static gint64
process_cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
bench_nodes_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  BenchNodes *self = BENCH_NODES (widget);
  GdkRGBA corner = { self->frames % 2, 0, 0, 1 };

  gtk_snapshot_append_node (snapshot, self->node);
  gtk_snapshot_append_color (snapshot, &corner, &GRAPHENE_RECT_INIT (0, 0, 2, 2));
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  BenchNodes *self = BENCH_NODES (widget);

  self->frames++;
  if (self->frames == SETTLE)
    {
      self->cpu0 = process_cpu_us ();
      self->wall0 = g_get_monotonic_time ();
    }
  else if (self->frames == SETTLE + self->target)
    {
      printf ("%u frames: %.2f ms of CPU a frame (all threads), %.2f ms wall clock a frame\n",
              self->target, (process_cpu_us () - self->cpu0) / 1000.0 / self->target,
              (g_get_monotonic_time () - self->wall0) / 1000.0 / self->target);
      exit (0);
    }
  gtk_widget_queue_draw (widget);
  return G_SOURCE_CONTINUE;
}

static void
bench_nodes_finalize (GObject *object)
{
  g_clear_pointer (&BENCH_NODES (object)->node, gsk_render_node_unref);
  G_OBJECT_CLASS (bench_nodes_parent_class)->finalize (object);
}

static void
bench_nodes_class_init (BenchNodesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bench_nodes_finalize;
  GTK_WIDGET_CLASS (klass)->snapshot = bench_nodes_snapshot;
}

static void
bench_nodes_init (BenchNodes *self)
{
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  BenchNodes *nodes;
  GtkWidget *window;
  char *data;
  gsize len;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "Usage: bench-nodes FILE [FRAMES]\n");
      return 2;
    }
  gtk_init ();
  if (!g_file_get_contents (argv[1], &data, &len, &error))
    {
      fprintf (stderr, "bench-nodes: %s\n", error->message);
      return 1;
    }
  bytes = g_bytes_new_take (data, len);

  nodes = g_object_new (BENCH_TYPE_NODES, NULL);
  nodes->node = gsk_render_node_deserialize (bytes, NULL, NULL);
  nodes->target = argc > 2 ? (guint) MAX (1, atoi (argv[2])) : 60;
  if (nodes->node == NULL)
    {
      fprintf (stderr, "bench-nodes: %s holds no render nodes\n", argv[1]);
      return 1;
    }

  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (nodes));
  gtk_widget_add_tick_callback (GTK_WIDGET (nodes), tick_cb, NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));

  while (TRUE)
    g_main_context_iteration (NULL, TRUE);
  return 0;
}
