/* herald-fill-cover.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A large colour not drawn where opaque colours drawn after it cover it (issue 14: a roll's
 * frame under GL).
 *
 * Without buffer age (Mesa's software GL on X11 has none) GTK 4.8's GL renderer draws the
 * whole window at every frame, and on llvmpipe two thirds of a frame's CPU is the shading of
 * its pixels. The window's background is drawn whole first, and then, over most of it, the
 * header bar, the cards and the turn's cards, each an opaque colour: the background's pixels
 * under them are shaded for nothing. Here such a large colour (the window's background) is
 * drawn as the rectangles of it that no later opaque colour covers. The pixels are the same:
 * a pixel left out is one that a later colour of alpha 1 covers whole (a whole pixel inside
 * its rectangle and inside every clip over it), and drawing a colour of alpha 1 over a pixel
 * gives that colour whatever was there (GL blends premultiplied, source over); the rectangles
 * kept are drawn under the same clips as the whole colour was, so each of their pixels is as
 * before.
 *
 * Walked: containers, whole-pixel translations, clips, rounded clips (their inside away from
 * the corners) and debug nodes; under any other node (opacity, a colour matrix, a blend, a
 * scale) nothing is taken as covering, nor cut. A colour is cut only where it lies on whole
 * pixels. Under GL only (herald-fill-split.c calls it): the cairo renderer draws only what
 * changed, and its comparison of frames would see the pieces as new nodes. */

#include "config.h"

#include <math.h>

#include "herald-render-node.h"

#include "herald-fill-cover.h"

/* a colour at least this large (px) is cut where it is covered: the window's background and
 * the cards' own, not the buttons (cutting each would cost more than it saves) */
#define LARGE_AREA (128 * 128)

typedef struct
{
  GskRenderNode  *node;   /* a large colour (not owned) */
  int             dx, dy; /* where its coordinates are in the root's */
  cairo_region_t *seen;   /* what of it no opaque colour after it covers, root coordinates */
} Large;

typedef struct
{
  GArray *large;          /* Large, in the order drawn */
  guint   next;           /* while rebuilding: the next of them */
} Cover;

static gboolean
whole (float value)
{
  return value == floorf (value);
}

/* the whole pixels inside @rect moved by @dx, @dy */
static void
inside_pixels (const graphene_rect_t *rect,
               int                    dx,
               int                    dy,
               cairo_rectangle_int_t *out)
{
  float x0 = ceilf (rect->origin.x + dx), y0 = ceilf (rect->origin.y + dy);
  float x1 = floorf (rect->origin.x + rect->size.width + dx);
  float y1 = floorf (rect->origin.y + rect->size.height + dy);

  out->x = (int) x0;
  out->y = (int) y0;
  out->width = x1 > x0 ? (int) (x1 - x0) : 0;
  out->height = y1 > y0 ? (int) (y1 - y0) : 0;
}

/* @clip (nullable: nothing clipped) narrowed to the pixels @rect covers whole */
static cairo_region_t *
narrow (const cairo_region_t *clip,
        const cairo_region_t *rect)
{
  cairo_region_t *region = cairo_region_copy (rect);

  if (clip != NULL)
    cairo_region_intersect (region, clip);
  return region;
}

/* the pixels a rounded clip lets through whole: its bounds less its corners' boxes, as two
 * bands (across between the corners' heights, and down between their widths) */
static cairo_region_t *
rounded_inside (const GskRoundedRect *clip,
                int                   dx,
                int                   dy)
{
  const graphene_rect_t *b = &clip->bounds;
  float top = MAX (clip->corner[GSK_CORNER_TOP_LEFT].height, clip->corner[GSK_CORNER_TOP_RIGHT].height);
  float bottom = MAX (clip->corner[GSK_CORNER_BOTTOM_LEFT].height, clip->corner[GSK_CORNER_BOTTOM_RIGHT].height);
  float left = MAX (clip->corner[GSK_CORNER_TOP_LEFT].width, clip->corner[GSK_CORNER_BOTTOM_LEFT].width);
  float right = MAX (clip->corner[GSK_CORNER_TOP_RIGHT].width, clip->corner[GSK_CORNER_BOTTOM_RIGHT].width);
  cairo_rectangle_int_t band;
  cairo_region_t *region = cairo_region_create ();

  inside_pixels (&GRAPHENE_RECT_INIT (b->origin.x, b->origin.y + top, b->size.width,
                                      b->size.height - top - bottom), dx, dy, &band);
  if (band.width > 0 && band.height > 0)
    cairo_region_union_rectangle (region, &band);
  inside_pixels (&GRAPHENE_RECT_INIT (b->origin.x + left, b->origin.y,
                                      b->size.width - left - right, b->size.height), dx, dy, &band);
  if (band.width > 0 && band.height > 0)
    cairo_region_union_rectangle (region, &band);
  return region;
}

/* whether @color lies inside one of @clip's corners' boxes, where no pixel is covered whole */
static gboolean
in_corner (const GskRoundedRect *clip,
           GskRenderNode        *color)
{
  const graphene_rect_t *b = &clip->bounds;
  graphene_rect_t c, box;

  gsk_render_node_get_bounds (color, &c);
  for (guint i = 0; i < 4; i++)
    {
      const graphene_size_t *corner = &clip->corner[i];
      float x = i == GSK_CORNER_TOP_LEFT || i == GSK_CORNER_BOTTOM_LEFT
                ? b->origin.x : b->origin.x + b->size.width - corner->width;
      float y = i == GSK_CORNER_TOP_LEFT || i == GSK_CORNER_TOP_RIGHT
                ? b->origin.y : b->origin.y + b->size.height - corner->height;

      graphene_rect_init (&box, x, y, corner->width, corner->height);
      if (corner->width > 0 && corner->height > 0 && graphene_rect_contains_rect (&box, &c))
        return TRUE;
    }
  return FALSE;
}

/* a colour: covers what it covers of the large colours before it; is one itself if large */
static void
visit_color (Cover                *cover,
             GskRenderNode        *node,
             int                   dx,
             int                   dy,
             const cairo_region_t *clip)
{
  const GdkRGBA *color = gsk_color_node_get_color (node);
  graphene_rect_t b;
  cairo_rectangle_int_t pixels;

  gsk_render_node_get_bounds (node, &b);
  inside_pixels (&b, dx, dy, &pixels);
  if (pixels.width <= 0 || pixels.height <= 0)
    return;

  if (color->alpha >= 1.0f && cover->large->len > 0)
    {
      cairo_region_t *covered = cairo_region_create_rectangle (&pixels);

      if (clip != NULL)
        cairo_region_intersect (covered, clip);
      for (guint i = 0; i < cover->large->len; i++)
        cairo_region_subtract (g_array_index (cover->large, Large, i).seen, covered);
      cairo_region_destroy (covered);
    }

  /* (a clear colour, as herald-damage-group.c's, GL does not draw at all) */
  if (color->alpha > 0.01f && whole (b.origin.x) && whole (b.origin.y) && whole (b.size.width)
      && whole (b.size.height) && b.size.width * b.size.height >= LARGE_AREA)
    {
      Large large = { node, dx, dy, cairo_region_create_rectangle (&pixels) };

      g_array_append_val (cover->large, large);
    }
}

static void
visit (Cover                *cover,
       GskRenderNode        *node,
       int                   dx,
       int                   dy,
       const cairo_region_t *clip)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        visit (cover, gsk_container_node_get_child (node, i), dx, dy, clip);
      break;
    case GSK_DEBUG_NODE:
      visit (cover, gsk_debug_node_get_child (node), dx, dy, clip);
      break;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float tx, ty;

        if (gsk_transform_get_category (transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          break;
        gsk_transform_to_translate (transform, &tx, &ty);
        if (!whole (tx) || !whole (ty))
          break;
        visit (cover, gsk_transform_node_get_child (node), dx + (int) tx, dy + (int) ty, clip);
      }
      break;
    case GSK_CLIP_NODE:
      {
        cairo_rectangle_int_t pixels;
        cairo_region_t *rect, *inner;

        inside_pixels (gsk_clip_node_get_clip (node), dx, dy, &pixels);
        rect = cairo_region_create_rectangle (&pixels);
        inner = narrow (clip, rect);
        visit (cover, gsk_clip_node_get_child (node), dx, dy, inner);
        cairo_region_destroy (inner);
        cairo_region_destroy (rect);
      }
      break;
    case GSK_ROUNDED_CLIP_NODE:
      {
        cairo_region_t *rect;

        /* a corner of a background in pieces (herald-fill-split.c), the most common: it lies
         * in the clip's corner, where the clip lets no pixel through whole */
        if (gsk_render_node_get_node_type (gsk_rounded_clip_node_get_child (node)) == GSK_COLOR_NODE
            && in_corner (gsk_rounded_clip_node_get_clip (node), gsk_rounded_clip_node_get_child (node)))
          break;
        rect = rounded_inside (gsk_rounded_clip_node_get_clip (node), dx, dy);
        cairo_region_t *inner = narrow (clip, rect);

        visit (cover, gsk_rounded_clip_node_get_child (node), dx, dy, inner);
        cairo_region_destroy (inner);
        cairo_region_destroy (rect);
      }
      break;
    case GSK_COLOR_NODE:
      visit_color (cover, node, dx, dy, clip);
      break;
    default:
      /* opacity, colour matrices, blends, shadows, text, textures…: what is under them is
       * neither cut nor taken as covering */
      break;
    }
}

/* @large as the rectangles of it still seen, in its own coordinates */
static GskRenderNode *
seen_pieces (const Large *large)
{
  const GdkRGBA *color = gsk_color_node_get_color (large->node);
  int n = cairo_region_num_rectangles (large->seen);
  g_autofree GskRenderNode **pieces = g_new (GskRenderNode *, MAX (n, 1));
  GskRenderNode *result;

  for (int i = 0; i < n; i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (large->seen, i, &r);
      pieces[i] = gsk_color_node_new (color, &GRAPHENE_RECT_INIT (r.x - large->dx, r.y - large->dy,
                                                                  r.width, r.height));
    }
  result = gsk_container_node_new (pieces, n);
  for (int i = 0; i < n; i++)
    gsk_render_node_unref (pieces[i]);
  return result;
}

/* @node with its large colours cut, walking as visit () did; a new reference to @node when
 * nothing in it changed */
static GskRenderNode *
rebuild (Cover         *cover,
         GskRenderNode *node)
{
  GskRenderNode *rewritten, *result;

  if (cover->next >= cover->large->len)
    return gsk_render_node_ref (node);

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      {
        guint n = gsk_container_node_get_n_children (node);
        g_autofree GskRenderNode **children = g_new (GskRenderNode *, MAX (n, 1));
        gboolean changed = FALSE;

        for (guint i = 0; i < n; i++)
          {
            children[i] = rebuild (cover, gsk_container_node_get_child (node, i));
            changed |= children[i] != gsk_container_node_get_child (node, i);
          }
        result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
        for (guint i = 0; i < n; i++)
          gsk_render_node_unref (children[i]);
        return result;
      }
    case GSK_COLOR_NODE:
      {
        const Large *large = &g_array_index (cover->large, Large, cover->next);

        if (large->node != node)
          return gsk_render_node_ref (node);
        cover->next++;
        {
          graphene_rect_t b;
          cairo_rectangle_int_t pixels;

          gsk_render_node_get_bounds (node, &b);
          inside_pixels (&b, large->dx, large->dy, &pixels);
          /* nothing covered: as it was */
          if (cairo_region_contains_rectangle (large->seen, &pixels) == CAIRO_REGION_OVERLAP_IN)
            return gsk_render_node_ref (node);
        }
        return seen_pieces (large);
      }
    case GSK_DEBUG_NODE:
    case GSK_CLIP_NODE:
    case GSK_ROUNDED_CLIP_NODE:
      break;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float tx, ty;

        /* as visit () walked */
        if (gsk_transform_get_category (transform) < GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          return gsk_render_node_ref (node);
        gsk_transform_to_translate (transform, &tx, &ty);
        if (!whole (tx) || !whole (ty))
          return gsk_render_node_ref (node);
      }
      break;
    default:
      return gsk_render_node_ref (node);
    }

  rewritten = rebuild (cover, herald_render_node_get_child (node));
  result = herald_render_node_with_child (node, rewritten);
  gsk_render_node_unref (rewritten);
  return result;
}

/**
 * herald_fill_cover_cut:
 * @node: (transfer none): render nodes
 *
 * Gives @node with each of its large colours (at least 128 × 128 px, on whole pixels) drawn
 * as the rectangles of it that no opaque colour drawn after it covers, under containers,
 * whole-pixel translations, clips, rounded clips and debug nodes. Drawn by GTK's GL renderer,
 * the pixels are the same.
 *
 * Returns: (transfer full): the new node, or another reference to @node when no large colour
 *   in it is covered
 */
GskRenderNode *
herald_fill_cover_cut (GskRenderNode *node)
{
  Cover cover = { g_array_new (FALSE, FALSE, sizeof (Large)), 0 };
  GskRenderNode *result;

  g_return_val_if_fail (node != NULL, NULL);

  visit (&cover, node, 0, 0, NULL);
  result = rebuild (&cover, node);
  for (guint i = 0; i < cover.large->len; i++)
    cairo_region_destroy (g_array_index (cover.large, Large, i).seen);
  g_array_unref (cover.large);
  return result;
}
