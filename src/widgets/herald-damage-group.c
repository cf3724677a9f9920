/* herald-damage-group.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A child that changed is redrawn as one rectangle, its bounds, rather than as each of the
 * places in it that changed (docs/performance.md, twenty-first round).
 *
 * Where GTK draws only what changed (its cairo renderer; a GL renderer with buffer age),
 * GSK 4.8 finds what to draw by comparing the window's render nodes with the last frame's,
 * and gives up once the region it collected has more than 30 rectangles
 * (MAX_RECTS_IN_DIFF): the container it was comparing is then drawn whole. A roll changes
 * many places, in both columns of the table (the dice, the banner, Roll, End Turn, the
 * headline; the current card's status and every move that becomes possible), and the
 * region's rectangles multiply where the two columns' changes overlap in height, so nearly
 * every roll redrew all below the header bar.
 *
 * Here a container draws each child after a clear colour node (nothing drawn, under either
 * renderer) the size of the child, whose colour changes whenever the child's render node
 * does: the comparison then adds the child's bounds as one rectangle, and every change
 * inside them merges into it. Nothing else is drawn differently. */

#include "config.h"

#include "herald-damage-group.h"

typedef struct
{
  GskRenderNode *last;       /* the child's own node, drawn last time */
  guint          generation; /* changed each time it is another one */
} Drawn;

static void
drawn_free (gpointer data)
{
  Drawn *drawn = data;

  g_clear_pointer (&drawn->last, gsk_render_node_unref);
  g_free (drawn);
}

/**
 * herald_damage_group_snapshot_child:
 * @widget: the container, in its `snapshot` vfunc
 * @child: one of its children
 * @snapshot: the snapshot @widget was given
 * @hold: keep the clear node's colour even if @child was drawn anew: its changes are then
 *   drawn each at its own size, as GTK would draw them
 *
 * Draws @child as gtk_widget_snapshot_child () does, after a clear colour node over its
 * bounds that differs from the last frame's when @child was drawn anew.
 */
void
herald_damage_group_snapshot_child (GtkWidget   *widget,
                                    GtkWidget   *child,
                                    GtkSnapshot *snapshot,
                                    gboolean     hold)
{
  static GQuark quark;
  GtkSnapshot *own;
  GskRenderNode *node, *inner;
  graphene_rect_t bounds;
  Drawn *drawn;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("herald-damage-group");

  own = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, child, own);
  node = gtk_snapshot_free_to_node (own);
  if (node == NULL)
    return;

  /* GTK keeps a child's node while nothing in it changed; gtk_widget_snapshot_child ()
   * moves it to the child's place */
  inner = gsk_render_node_get_node_type (node) == GSK_TRANSFORM_NODE ?
          gsk_transform_node_get_child (node) : node;
  drawn = g_object_get_qdata (G_OBJECT (child), quark);
  if (drawn == NULL)
    {
      drawn = g_new0 (Drawn, 1);
      g_object_set_qdata_full (G_OBJECT (child), quark, drawn, drawn_free);
    }
  if (drawn->last != inner)
    {
      if (drawn->last != NULL && !hold)
        drawn->generation++;
      g_clear_pointer (&drawn->last, gsk_render_node_unref);
      drawn->last = gsk_render_node_ref (inner);
    }

  if (gtk_widget_compute_bounds (child, widget, &bounds))
    {
      /* clear whatever the generation: cairo skips a clear source, GL a clear colour */
      GdkRGBA clear = { (drawn->generation % 256) / 255.f, 0, 0, 0 };

      gtk_snapshot_append_color (snapshot, &clear, &bounds);
    }
  gtk_snapshot_append_node (snapshot, node);
  gsk_render_node_unref (node);
}

/**
 * herald_damage_group_snapshot_held:
 * @widget: a container, in its `snapshot` vfunc
 * @snapshot: the snapshot it was given
 * @hold: as herald_damage_group_snapshot_child () takes it
 *
 * Draws each of @widget's children with herald_damage_group_snapshot_child (), as GTK's
 * default `snapshot` draws them.
 */
void
herald_damage_group_snapshot_held (GtkWidget   *widget,
                                   GtkSnapshot *snapshot,
                                   gboolean     hold)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    herald_damage_group_snapshot_child (widget, child, snapshot, hold);
}

/**
 * herald_damage_group_snapshot:
 * @widget: a container, in its `snapshot` vfunc
 * @snapshot: the snapshot it was given
 *
 * herald_damage_group_snapshot_held () without holding: a `snapshot` vfunc.
 */
void
herald_damage_group_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  herald_damage_group_snapshot_held (widget, snapshot, FALSE);
}
