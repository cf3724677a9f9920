/* herald-bench-dump.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* bench-roll's BENCH_DUMP_ROLLS (docs/performance.md, forty-second round): the window's render
 * nodes as a frame drew them, its widgets with their bounds, and the widgets whose drawing
 * changed between two frames, to tell what each rectangle a roll's frame drew is. */

#include "config.h"

#include "herald-bench-dump.h"

/**
 * herald_bench_dump_rolls_max:
 *
 * Returns: how many rolls BENCH_DUMP_ROLLS dumps: BENCH_DUMP_ROLLS_MAX, 12 without it
 */
guint
herald_bench_dump_rolls_max (void)
{
  const char *max = g_getenv ("BENCH_DUMP_ROLLS_MAX");

  return max != NULL ? (guint) g_ascii_strtoull (max, NULL, 10) : 12;
}

/* BENCH_DUMP_ROLLS: one line a mapped widget, its depth, type, CSS name, classes and bounds
 * (x y width height) in the surface's coordinates, as the damage probe gives its rectangles:
 * which widget a damaged rectangle belongs to */
static void
dump_widgets_rec (GtkWidget *w,
                  GtkWidget *root,
                  int        depth,
                  GString   *out)
{
  graphene_rect_t r, wr;
  g_auto(GStrv) classes = gtk_widget_get_css_classes (w);
  g_autofree char *joined = g_strjoinv (".", classes);

  if (!gtk_widget_get_mapped (w) || !gtk_widget_compute_bounds (w, root, &r))
    return;
  /* the window's bounds begin at minus its shadow's margin */
  if (gtk_widget_compute_bounds (root, root, &wr))
    graphene_rect_offset (&r, -wr.origin.x, -wr.origin.y);
  g_string_append_printf (out, "%d %s %s .%s %g %g %g %g\n", depth, G_OBJECT_TYPE_NAME (w),
                          gtk_widget_get_css_name (w), joined, r.origin.x, r.origin.y,
                          r.size.width, r.size.height);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    dump_widgets_rec (c, root, depth + 1, out);
}

/* BENCH_DUMP_ROLLS: each mapped widget's render node as its last frame drew it, widget →
 * node (a widget paintable gives the node GTK keeps for the widget, or for some widgets a
 * copy of it) */
static void
widget_nodes_rec (GtkWidget  *w,
                  GHashTable *map)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  GskRenderNode *node;

  if (!gtk_widget_get_mapped (w))
    return;
  paintable = gtk_widget_paintable_new (w);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (w), gtk_widget_get_height (w));
  node = gtk_snapshot_free_to_node (snapshot);
  /* the paintable moves the widget's node to its bounds' origin with a new transform node */
  while (node != NULL && gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE)
    {
      GskRenderNode *child = gsk_render_node_ref (gsk_transform_node_get_child (node));

      gsk_render_node_unref (node);
      node = child;
    }
  if (node != NULL)
    g_hash_table_insert (map, w, node);
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    widget_nodes_rec (c, map);
}

/**
 * herald_bench_widget_nodes:
 * @root: the window
 *
 * Returns: (transfer full): each mapped widget under @root (@root too) → its render node as
 *   its last frame drew it, a reference each
 */
GHashTable *
herald_bench_widget_nodes (GtkWidget *root)
{
  GHashTable *map = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) gsk_render_node_unref);

  widget_nodes_rec (root, map);
  return map;
}

static gboolean
nodes_equal (GskRenderNode *a,
             GskRenderNode *b)
{
  g_autoptr(GBytes) x = gsk_render_node_serialize (a);
  g_autoptr(GBytes) y = gsk_render_node_serialize (b);

  return g_bytes_equal (x, y);
}

/* Whether @w's render node differs from the frame before the roll's, in what it draws */
static gboolean
widget_differs (GtkWidget  *w,
                GHashTable *before,
                GHashTable *after)
{
  GskRenderNode *a = g_hash_table_lookup (before, w);
  GskRenderNode *n = g_hash_table_lookup (after, w);

  return n != NULL && n != a && (a == NULL || !nodes_equal (a, n));
}

/* The widgets whose drawing differs from the frame before the roll's while none of their
 * children's does (where the change is), one line each: its ancestors, type, classes and
 * bounds in the window's coordinates (as the damage probe gives them), "new" when it was not
 * drawn before; for the others their nodes before and after, DIR/origin-N-before.node and
 * DIR/origin-N-after.node. A widget drawn again with equal nodes is not told apart from one
 * whose node GTK kept (a widget paintable may give a copy), so it is left out. */
static void
changed_widgets_rec (GtkWidget  *w,
                     GtkWidget  *root,
                     GHashTable *before,
                     GHashTable *after,
                     const char *dir,
                     GString    *out)
{
  static guint k;
  gboolean child_differs = FALSE;
  graphene_rect_t r, wr;
  g_auto(GStrv) classes = NULL;
  g_autofree char *joined = NULL;
  g_autoptr(GString) chain = NULL;
  GskRenderNode *a = g_hash_table_lookup (before, w);
  int up = 0;

  if (!widget_differs (w, before, after))
    return;
  for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
    if (widget_differs (c, before, after))
      {
        child_differs = TRUE;
        changed_widgets_rec (c, root, before, after, dir, out);
      }
  if (child_differs)
    return;

  classes = gtk_widget_get_css_classes (w);
  joined = g_strjoinv (".", classes);
  chain = g_string_new (NULL);
  for (GtkWidget *p = gtk_widget_get_parent (w); p != NULL && up < 3; p = gtk_widget_get_parent (p), up++)
    {
      g_string_prepend (chain, " > ");
      g_string_prepend (chain, G_OBJECT_TYPE_NAME (p));
    }
  if (!gtk_widget_compute_bounds (w, root, &r))
    graphene_rect_init (&r, 0, 0, 0, 0);
  /* in the surface's coordinates, as the damage probe gives them: the window's bounds begin
   * at minus its shadow's margin */
  if (gtk_widget_compute_bounds (root, root, &wr))
    graphene_rect_offset (&r, -wr.origin.x, -wr.origin.y);
  g_string_append_printf (out, "%s%s.%s [%g,%g %gx%g]", chain->str, G_OBJECT_TYPE_NAME (w), joined,
                          r.origin.x, r.origin.y, r.size.width, r.size.height);
  if (a == NULL)
    g_string_append (out, " new\n");
  else
    {
      g_autofree char *pa = g_strdup_printf ("%s/origin-%03u-before.node", dir, k);
      g_autofree char *pn = g_strdup_printf ("%s/origin-%03u-after.node", dir, k);

      gsk_render_node_write_to_file (a, pa, NULL);
      gsk_render_node_write_to_file (g_hash_table_lookup (after, w), pn, NULL);
      g_string_append_printf (out, " origin-%03u\n", k++);
    }
}

/**
 * herald_bench_window_nodes:
 * @window: the window
 *
 * Returns: (transfer full) (nullable): @window's render nodes as its last frame drew them,
 *   %NULL once a draw is queued (GTK drops the window's node then)
 */
GskRenderNode *
herald_bench_window_nodes (GtkWidget *window)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (window),
                          gtk_widget_get_height (window));
  return gtk_snapshot_free_to_node (snapshot);
}

/**
 * herald_bench_dump_widgets:
 * @window: the window
 * @out: where the lines go
 *
 * Appends one line a mapped widget under @window (dump_widgets_rec ()).
 */
void
herald_bench_dump_widgets (GtkWidget *window,
                           GString   *out)
{
  dump_widgets_rec (window, window, 0, out);
}

/**
 * herald_bench_dump_changed:
 * @window: the window
 * @before: herald_bench_widget_nodes () at the frame before the roll
 * @after: the same at the roll's frame
 * @dir: where the changed widgets' nodes are written
 * @out: where the lines go
 *
 * Appends the widgets whose drawing changed while none of their children's did
 * (changed_widgets_rec ()).
 */
void
herald_bench_dump_changed (GtkWidget  *window,
                           GHashTable *before,
                           GHashTable *after,
                           const char *dir,
                           GString    *out)
{
  changed_widgets_rec (window, window, before, after, dir, out);
}


/**
 * herald_bench_dump_keep:
 * @dump: what is kept
 * @window: the window, at a frame's after-paint
 *
 * Keeps what @window's frame drew, in case a roll comes next: its nodes, each widget's and
 * the widgets' bounds.
 */
void
herald_bench_dump_keep (HeraldBenchDump *dump,
                        GtkWidget       *window)
{
  g_autoptr(GskRenderNode) node = herald_bench_window_nodes (window);

  g_clear_pointer (&dump->frame, g_bytes_unref);
  if (node != NULL)
    dump->frame = gsk_render_node_serialize (node);
  g_clear_pointer (&dump->nodes, g_hash_table_unref);
  dump->nodes = herald_bench_widget_nodes (window);
  if (dump->widgets == NULL)
    dump->widgets = g_string_new (NULL);
  g_string_truncate (dump->widgets, 0);
  herald_bench_dump_widgets (window, dump->widgets);
}

static void
write_text (const char *dir,
            guint       roll,
            const char *what,
            GString    *text)
{
  g_autofree char *name = g_strdup_printf ("roll-%02u-%s.txt", roll, what);
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, text->str, text->len, NULL);
}

/**
 * herald_bench_dump_roll:
 * @dump: the frame before the roll, herald_bench_dump_keep ()
 * @window: the window
 * @dir: where the files go
 * @roll: the roll's index from 0
 * @after: %FALSE as the roll is activated: the frame before it, DIR/roll-N-before.node and
 *   DIR/roll-N-widgets-before.txt; %TRUE at the roll frame's after-paint: DIR/roll-N-after.node,
 *   DIR/roll-N-widgets.txt and the widgets whose drawing changed, DIR/roll-N-changed.txt
 *
 * Writes what a roll's frame drew against the frame before it.
 */
void
herald_bench_dump_roll (HeraldBenchDump *dump,
                        GtkWidget       *window,
                        const char      *dir,
                        guint            roll,
                        gboolean         after)
{
  g_autofree char *name = g_strdup_printf ("roll-%02u-%s.node", roll, after ? "after" : "before");
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) widgets = g_string_new (NULL);
  g_autoptr(GString) changed = g_string_new (NULL);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GHashTable) now = NULL;

  if (!after)
    {
      if (dump->frame == NULL ||
          !g_file_set_contents (path, g_bytes_get_data (dump->frame, NULL),
                                g_bytes_get_size (dump->frame), &error))
        g_printerr ("bench-roll: could not write %s: %s\n", path,
                    error ? error->message : "no frame before the roll");
      if (dump->widgets != NULL)
        write_text (dir, roll, "widgets-before", dump->widgets);
      return;
    }
  node = herald_bench_window_nodes (window);
  if (node == NULL || !gsk_render_node_write_to_file (node, path, &error))
    g_printerr ("bench-roll: could not write %s: %s\n", path, error ? error->message : "no nodes");
  herald_bench_dump_widgets (window, widgets);
  write_text (dir, roll, "widgets", widgets);
  if (dump->nodes == NULL)
    return;
  now = herald_bench_widget_nodes (window);
  herald_bench_dump_changed (window, dump->nodes, now, dir, changed);
  write_text (dir, roll, "changed", changed);
}
