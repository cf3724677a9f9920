/* herald-fill-split.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A rounded background drawn as its inside and its four corners (docs/performance.md,
 * twenty-second round: the GL frame).
 *
 * GTK draws a background with rounded corners (a card, every button) as a colour node under a
 * rounded clip. GTK 4.8's GL renderer then draws the colour with its program for a rounded
 * clip, which works out, for every pixel of the colour, how much of the pixel each rounded
 * corner covers; on software GL (llvmpipe: Xvfb, any machine without a GPU driver) that is
 * about a quarter of the CPU time of a frame of the table, and without buffer age every frame
 * draws the whole window. Here such a node becomes the same colour in three plain rectangles
 * (the bands between the corners) and four squares at the corners, each under the same
 * rounded clip: the rounded program shades only the corners. The pixels are the same: the
 * program gives a pixel away from the corners a coverage of exactly 1, the corners are shaded
 * as before, and the pieces share no pixel.
 *
 * Not where a border of the same outline follows the colour (GTK's GL renderer draws such a
 * pair with one program, a little differently at the border's inner edge), and only where
 * the colour lies on whole pixels of the window: under a transform that moves it by
 * a fraction of a pixel the rounded program also shades the straight edges (they cover parts
 * of pixels), so such a subtree is left as it is; a subtree is only ever rewritten at a whole
 * pixel, so what was made of a node holds wherever it is drawn again.
 *
 * The window's nodes are rewritten as it is drawn, under GL only (the cairo renderer clips in
 * software whatever the shape; its frames are left exactly as GTK makes them). A node GTK
 * kept from the last frame (a widget not drawn anew) is answered from what the last frame
 * made of it, so a frame walks only what changed. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "herald-fill-cover.h"
#include "herald-render-node.h"

#include "herald-fill-split.h"

struct _HeraldFillSplit
{
  GHashTable *last;  /* a node of the last frame → what it was drawn as (both owned) */
  GHashTable *now;   /* the same for the frame being made */
};

static GHashTable *
node_table_new (void)
{
  return g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                (GDestroyNotify) gsk_render_node_unref,
                                (GDestroyNotify) gsk_render_node_unref);
}

/**
 * herald_fill_split_new:
 *
 * Makes what herald_fill_split_rewrite () keeps from frame to frame, for one widget.
 *
 * Returns: (transfer full): free it with herald_fill_split_free ()
 */
HeraldFillSplit *
herald_fill_split_new (void)
{
  HeraldFillSplit *split = g_new0 (HeraldFillSplit, 1);

  split->last = node_table_new ();
  split->now = node_table_new ();
  return split;
}

/**
 * herald_fill_split_free:
 * @split: (nullable): from herald_fill_split_new ()
 *
 * Frees @split and the nodes it keeps.
 */
void
herald_fill_split_free (HeraldFillSplit *split)
{
  if (split == NULL)
    return;
  g_hash_table_unref (split->last);
  g_hash_table_unref (split->now);
  g_free (split);
}

static gboolean
whole (float value)
{
  return value == floorf (value);
}

/* the pieces of a colour @color over @clip, a rounded rectangle of whole pixels; %NULL when
 * it is not worth it (less than half of it away from the corners: a round badge) */
static GskRenderNode *
split_fill (const GskRoundedRect *clip,
            const GdkRGBA        *color)
{
  const graphene_rect_t *b = &clip->bounds;
  const graphene_size_t *tl = &clip->corner[GSK_CORNER_TOP_LEFT];
  const graphene_size_t *tr = &clip->corner[GSK_CORNER_TOP_RIGHT];
  const graphene_size_t *br = &clip->corner[GSK_CORNER_BOTTOM_RIGHT];
  const graphene_size_t *bl = &clip->corner[GSK_CORNER_BOTTOM_LEFT];
  float x = b->origin.x, y = b->origin.y, w = b->size.width, h = b->size.height;
  float top = MAX (tl->height, tr->height), bottom = MAX (bl->height, br->height);
  graphene_rect_t plain[3], corners[4];
  GskRenderNode *pieces[7];
  guint n = 0;
  float area = 0;

  if (!whole (x) || !whole (y) || !whole (w) || !whole (h))
    return NULL;
  for (guint i = 0; i < 4; i++)
    if (!whole (clip->corner[i].width) || !whole (clip->corner[i].height))
      return NULL;
  if (top + bottom > h || tl->width + tr->width > w || bl->width + br->width > w)
    return NULL;

  /* three bands across: the top one between its corners, the middle one whole, the bottom
   * one between its corners; the corners' squares as tall as their band */
  graphene_rect_init (&plain[0], x + tl->width, y, w - tl->width - tr->width, top);
  graphene_rect_init (&plain[1], x, y + top, w, h - top - bottom);
  graphene_rect_init (&plain[2], x + bl->width, y + h - bottom, w - bl->width - br->width, bottom);
  graphene_rect_init (&corners[0], x, y, tl->width, top);
  graphene_rect_init (&corners[1], x + w - tr->width, y, tr->width, top);
  graphene_rect_init (&corners[2], x, y + h - bottom, bl->width, bottom);
  graphene_rect_init (&corners[3], x + w - br->width, y + h - bottom, br->width, bottom);

  for (guint i = 0; i < 3; i++)
    area += plain[i].size.width * plain[i].size.height;
  if (2 * area < w * h)
    return NULL;

  for (guint i = 0; i < 3; i++)
    if (plain[i].size.width > 0 && plain[i].size.height > 0)
      pieces[n++] = gsk_color_node_new (color, &plain[i]);
  for (guint i = 0; i < 4; i++)
    if (corners[i].size.width > 0 && corners[i].size.height > 0)
      {
        GskRenderNode *fill = gsk_color_node_new (color, &corners[i]);

        pieces[n++] = gsk_rounded_clip_node_new (fill, clip);
        gsk_render_node_unref (fill);
      }

  {
    GskRenderNode *result = gsk_container_node_new (pieces, n);

    for (guint i = 0; i < n; i++)
      gsk_render_node_unref (pieces[i]);
    return result;
  }
}

static GskRenderNode *rewrite (HeraldFillSplit *split,
                               GskRenderNode   *node);

/* @fill, a rounded colour, is followed by @next, a border of the same outline: GTK 4.8's GL
 * renderer draws the two at once with a program of its own (a button with a border: the
 * knights), whose pixels at the border's inner edge differ from the two drawn one over the
 * other; left as it is */
static gboolean
bordered_fill (GskRenderNode *fill,
               GskRenderNode *next)
{
  const GskRoundedRect *clip, *outline;

  if (gsk_render_node_get_node_type (fill) != GSK_ROUNDED_CLIP_NODE
      || gsk_render_node_get_node_type (next) != GSK_BORDER_NODE)
    return FALSE;
  clip = gsk_rounded_clip_node_get_clip (fill);
  outline = gsk_border_node_get_outline (next);
  return graphene_rect_equal (&clip->bounds, &outline->bounds)
         && memcmp (clip->corner, outline->corner, sizeof clip->corner) == 0;
}

/* @node with its one child rewritten; a new reference to @node when the child is the same */
static GskRenderNode *
rewrite_parent (HeraldFillSplit *split,
                GskRenderNode   *node)
{
  GskRenderNodeType type = gsk_render_node_get_node_type (node);
  GskRenderNode *child = herald_render_node_get_child (node);
  GskRenderNode *result;
  g_autoptr(GskRenderNode) rewritten = NULL;

  if (type == GSK_ROUNDED_CLIP_NODE && gsk_render_node_get_node_type (child) == GSK_COLOR_NODE)
    {
      const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (node);
      graphene_rect_t bounds;

      gsk_render_node_get_bounds (child, &bounds);
      if (graphene_rect_equal (&bounds, &clip->bounds))
        {
          result = split_fill (clip, gsk_color_node_get_color (child));
          if (result != NULL)
            return result;
        }
      return gsk_render_node_ref (node);
    }

  rewritten = rewrite (split, child);
  return herald_render_node_with_child (node, rewritten);
}

static GskRenderNode *
rewrite (HeraldFillSplit *split,
         GskRenderNode   *node)
{
  GskRenderNode *result, *key;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float dx, dy;

        /* pieces of whole pixels only: a child moved by a fraction of a pixel (or scaled) is
         * left as it is, since the rounded program shades its straight edges too */
        if (gsk_transform_get_category (transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          return gsk_render_node_ref (node);
        gsk_transform_to_translate (transform, &dx, &dy);
        if (!whole (dx) || !whole (dy))
          return gsk_render_node_ref (node);
      }
      break;
    case GSK_CONTAINER_NODE:
    case GSK_CLIP_NODE:
    case GSK_ROUNDED_CLIP_NODE:
    case GSK_OPACITY_NODE:
    case GSK_DEBUG_NODE:
      break;
    default:
      return gsk_render_node_ref (node);
    }

  result = g_hash_table_lookup (split->now, node);
  if (result != NULL)
    return gsk_render_node_ref (result);
  /* kept from the last frame: what it was drawn as then, kept for the next. (Not
   * g_hash_table_steal_extended (): GLib 2.74 gives a NULL value for a key that is its own
   * value, a node left as it was, while every entry is one) */
  if (g_hash_table_lookup_extended (split->last, node, (gpointer *) &key, (gpointer *) &result))
    {
      g_hash_table_steal (split->last, node);
      g_hash_table_insert (split->now, key, result);
      return gsk_render_node_ref (result);
    }

  if (gsk_render_node_get_node_type (node) == GSK_CONTAINER_NODE)
    {
      guint n = gsk_container_node_get_n_children (node);
      g_autofree GskRenderNode **children = g_new (GskRenderNode *, MAX (n, 1));
      gboolean changed = FALSE;

      for (guint i = 0; i < n; i++)
        {
          GskRenderNode *child = gsk_container_node_get_child (node, i);

          if (i + 1 < n && bordered_fill (child, gsk_container_node_get_child (node, i + 1)))
            children[i] = gsk_render_node_ref (child);
          else
            children[i] = rewrite (split, child);
          changed |= children[i] != child;
        }
      result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
      for (guint i = 0; i < n; i++)
        gsk_render_node_unref (children[i]);
    }
  else
    result = rewrite_parent (split, node);

  g_hash_table_insert (split->now, gsk_render_node_ref (node), gsk_render_node_ref (result));
  return result;
}

/**
 * herald_fill_split_rewrite:
 * @split: from herald_fill_split_new ()
 * @node: (transfer none): render nodes
 *
 * Gives @node with every colour node under a rounded clip of the same bounds (a background
 * with rounded corners), under containers, transforms, clips, rounded clips, opacity and
 * debug nodes, drawn as its plain inside and its four corners under the same clip; nodes of
 * other kinds are kept as they are, with what is under them. A node rewritten since the last
 * herald_fill_split_frame_done () but one is given as it was rewritten then.
 *
 * Returns: (transfer full): the new node, or another reference to @node when nothing in it
 *   is such a background
 */
GskRenderNode *
herald_fill_split_rewrite (HeraldFillSplit *split,
                           GskRenderNode   *node)
{
  g_return_val_if_fail (split != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);

  return rewrite (split, node);
}

/**
 * herald_fill_split_frame_done:
 * @split: from herald_fill_split_new ()
 *
 * Ends a frame: what herald_fill_split_rewrite () made of nodes not drawn in it is let go.
 */
void
herald_fill_split_frame_done (HeraldFillSplit *split)
{
  GHashTable *last;

  g_return_if_fail (split != NULL);

  last = split->last;
  split->last = split->now;
  g_hash_table_remove_all (last);
  split->now = last;
}

/**
 * herald_fill_split_snapshot:
 * @widget: a widget, in its `snapshot` vfunc
 * @split: its own, from herald_fill_split_new ()
 * @snapshot: the snapshot @widget was given
 * @parent_snapshot: the `snapshot` vfunc of @widget's parent class
 *
 * Draws @widget as @parent_snapshot draws it, its rounded backgrounds as their inside and
 * corners (herald_fill_split_rewrite ()) and its large colours without what opaque colours
 * after them cover (herald_fill_cover_cut ()), unless the cairo renderer draws it: then
 * exactly as @parent_snapshot does.
 */
void
herald_fill_split_snapshot (GtkWidget       *widget,
                            HeraldFillSplit *split,
                            GtkSnapshot     *snapshot,
                            void           (*parent_snapshot) (GtkWidget   *widget,
                                                               GtkSnapshot *snapshot))
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  GtkSnapshot *own;
  g_autoptr(GskRenderNode) node = NULL;

  if (renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer))
    {
      parent_snapshot (widget, snapshot);
      return;
    }

  own = gtk_snapshot_new ();
  parent_snapshot (widget, own);
  node = gtk_snapshot_free_to_node (own);
  if (node != NULL)
    {
      g_autoptr(GskRenderNode) rewritten = herald_fill_split_rewrite (split, node);
      /* the window's background not drawn under the header bar and the cards
       * (herald-fill-cover.c) */
      g_autoptr(GskRenderNode) cut = herald_fill_cover_cut (rewritten);

      gtk_snapshot_append_node (snapshot, cut);
    }
  herald_fill_split_frame_done (split);
}
