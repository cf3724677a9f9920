/* test-fill-split.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A rounded background drawn as its inside and its four corners (herald-fill-split.c; issue
 * 14, docs/performance.md, twenty-second round): GTK 4.8's GL renderer shades only the corners
 * with its program for a rounded clip, the pixels are the same under GL and cairo, what a
 * frame kept is not made again, and the window under GL draws no card or button background
 * as a colour under a rounded clip any more. */

#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <gsk/gl/gskglrenderer.h>

#include "herald-fill-split.h"
#include "herald-resources.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"

static GskRenderNode *
rounded_fill (float x, float y, float w, float h,
              float tl, float tr, float br, float bl,
              const char *color)
{
  GskRoundedRect clip;
  GdkRGBA rgba;
  GskRenderNode *fill, *node;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  gsk_rounded_rect_init (&clip, &GRAPHENE_RECT_INIT (x, y, w, h),
                         &GRAPHENE_SIZE_INIT (tl, tl), &GRAPHENE_SIZE_INIT (tr, tr),
                         &GRAPHENE_SIZE_INIT (br, br), &GRAPHENE_SIZE_INIT (bl, bl));
  fill = gsk_color_node_new (&rgba, &clip.bounds);
  node = gsk_rounded_clip_node_new (fill, &clip);
  gsk_render_node_unref (fill);
  return node;
}

/* the area of @node's colour nodes, each checked to be of @color; rounded clips counted in
 * *clipped, the area under them in *clipped_area */
static float
color_area (GskRenderNode *node,
            const GdkRGBA *color,
            guint         *clipped,
            float         *clipped_area)
{
  graphene_rect_t b;
  float area = 0;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        area += color_area (gsk_container_node_get_child (node, i), color, clipped, clipped_area);
      return area;
    case GSK_ROUNDED_CLIP_NODE:
      (*clipped)++;
      area = color_area (gsk_rounded_clip_node_get_child (node), color, clipped, clipped_area);
      *clipped_area += area;
      return area;
    case GSK_COLOR_NODE:
      g_assert_true (gdk_rgba_equal (gsk_color_node_get_color (node), color));
      gsk_render_node_get_bounds (node, &b);
      return b.size.width * b.size.height;
    default:
      g_assert_not_reached ();
    }
}

/* a button's background (97 × 44, 6 px corners) becomes the colour in three plain bands and
 * four 6 × 6 corners under the same clip: 144 of its 4,268 px shaded as rounded; a round
 * badge, a colour not filling its clip and a rectangle off whole pixels are left alone */
static void
test_pieces (void)
{
  g_autoptr(HeraldFillSplit) split = herald_fill_split_new ();
  g_autoptr(GskRenderNode) button = rounded_fill (3, 5, 97, 44, 6, 6, 6, 6, "rgba(0,0,0,0.04)");
  g_autoptr(GskRenderNode) pieces = herald_fill_split_rewrite (split, button);
  g_autoptr(GskRenderNode) badge = rounded_fill (0, 0, 18, 18, 9, 9, 9, 9, "red");
  g_autoptr(GskRenderNode) badge_after = herald_fill_split_rewrite (split, badge);
  g_autoptr(GskRenderNode) odd = rounded_fill (0.5, 0, 97, 44, 6, 6, 6, 6, "red");
  g_autoptr(GskRenderNode) odd_after = herald_fill_split_rewrite (split, odd);
  GdkRGBA color;
  guint clipped = 0;
  float clipped_area = 0;

  gdk_rgba_parse (&color, "rgba(0,0,0,0.04)");
  g_assert_cmpint (gsk_render_node_get_node_type (pieces), ==, GSK_CONTAINER_NODE);
  g_assert_cmpuint (gsk_container_node_get_n_children (pieces), ==, 7);
  g_assert_cmpfloat (color_area (pieces, &color, &clipped, &clipped_area), ==, 97 * 44);
  g_assert_cmpuint (clipped, ==, 4);
  g_assert_cmpfloat (clipped_area, ==, 4 * 36);
  {
    graphene_rect_t a, b;

    gsk_render_node_get_bounds (pieces, &a);
    gsk_render_node_get_bounds (button, &b);
    g_assert_true (graphene_rect_equal (&a, &b));
  }

  g_assert_true (badge_after == badge);
  g_assert_true (odd_after == odd);

  /* followed by a border of the same outline (a knight's pill), which GL draws with it in one
   * program: left as it is */
  {
    const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (button);
    g_autoptr(GskRenderNode) border = gsk_border_node_new (clip, (float[4]) { 2, 2, 2, 2 },
                                                           (GdkRGBA[4]) { { 0, 0, 0, 1 }, { 0, 0, 0, 1 },
                                                                          { 0, 0, 0, 1 }, { 0, 0, 0, 1 } });
    GskRenderNode *pair[2] = { button, border };
    g_autoptr(GskRenderNode) bordered = gsk_container_node_new (pair, 2);
    g_autoptr(GskRenderNode) bordered_after = herald_fill_split_rewrite (split, bordered);

    g_assert_true (bordered_after == bordered);
  }

  /* moved by half a pixel: left as it is */
  {
    g_autoptr(GskRenderNode) half = gsk_transform_node_new (button, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0.5, 3)));
    g_autoptr(GskRenderNode) half_after = herald_fill_split_rewrite (split, half);
    g_autoptr(GskRenderNode) scaled = gsk_transform_node_new (button, gsk_transform_scale (NULL, 1.5, 1.5));
    g_autoptr(GskRenderNode) scaled_after = herald_fill_split_rewrite (split, scaled);

    g_assert_true (half_after == half);
    g_assert_true (scaled_after == scaled);
  }

  {
    g_autoptr(GskRenderNode) fill = gsk_color_node_new (&color, &GRAPHENE_RECT_INIT (0, 0, 50, 44));
    GskRoundedRect clip;
    g_autoptr(GskRenderNode) part = NULL, part_after = NULL;

    gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (0, 0, 97, 44), 6);
    part = gsk_rounded_clip_node_new (fill, &clip);
    part_after = herald_fill_split_rewrite (split, part);
    g_assert_true (part_after == part);
  }
}

/* what GL draws of @node on an opaque white 140 × 110 px */
static GBytes *
draw (GskRenderer   *renderer,
      GskRenderNode *node)
{
  const graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, 140, 110);
  g_autoptr(GskRenderNode) white = gsk_color_node_new (&(GdkRGBA) { 1, 1, 1, 1 }, &viewport);
  GskRenderNode *both[2] = { white, node };
  g_autoptr(GskRenderNode) scene = gsk_container_node_new (both, 2);
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, scene, &viewport);
  gsize stride = 140 * 4;
  guchar *data = g_malloc (stride * 110);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * 110);
}

/* the pixels are the same as the rounded clip's with GTK's GL renderer (what the window uses
 * here: Xvfb gives software GL), for corners alike and unlike, a pill, translucent and opaque
 * colours, inside a clip that cuts through a corner. (Not so with cairo for unlike corners,
 * whose antialiasing of a corner clipped to its square differs by a step: the window is left
 * as GTK draws it under cairo.) */
static void
test_same_pixels (void)
{
  GdkSurface *surface = gdk_surface_new_toplevel (gdk_display_get_default ());
  GskRenderer *renderer = gsk_gl_renderer_new ();
  g_autoptr(GError) error = NULL;
  GskRenderNode *shapes[] = {
    rounded_fill (3, 5, 97, 44, 6, 6, 6, 6, "rgba(0,0,0,0.04)"),
    rounded_fill (10, 10, 120, 90, 12, 12, 12, 12, "rgb(53,132,228)"),
    rounded_fill (0, 30, 140, 56, 28, 28, 28, 28, "rgba(53,132,228,0.15)"),
    rounded_fill (7, 3, 100, 80, 20, 3, 0, 11, "rgba(224,27,36,0.5)"),
  };

  if (!gsk_renderer_realize (renderer, surface, &error))
    {
      g_test_skip_printf ("no GL: %s", error->message);
      g_object_unref (renderer);
      gdk_surface_destroy (surface);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (shapes) * 2; i++)
    {
      g_autoptr(HeraldFillSplit) split = herald_fill_split_new ();
      g_autoptr(GskRenderNode) shape = NULL;
      g_autoptr(GskRenderNode) pieces = NULL;
      g_autoptr(GBytes) before = NULL, after = NULL;

      /* the second time, inside a clip through the shape's top left corner */
      if (i < G_N_ELEMENTS (shapes))
        shape = gsk_render_node_ref (shapes[i]);
      else
        shape = gsk_clip_node_new (shapes[i - G_N_ELEMENTS (shapes)], &GRAPHENE_RECT_INIT (12, 9, 120, 90));
      pieces = herald_fill_split_rewrite (split, shape);
      g_assert_true (pieces != shape);
      before = draw (renderer, shape);
      after = draw (renderer, pieces);
      g_test_message ("shape %u", i);
      g_assert_true (g_bytes_equal (before, after));
      g_clear_pointer (&before, g_bytes_unref);
      g_clear_pointer (&after, g_bytes_unref);

      /* moved by half a pixel: left as it is, and so the same pixels */
      {
        g_autoptr(GskRenderNode) half = gsk_transform_node_new (shape, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0.5, 0.5)));
        g_autoptr(GskRenderNode) half_after = herald_fill_split_rewrite (split, half);

        g_assert_true (half_after == half);
      }
    }
  gsk_renderer_unrealize (renderer);

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    gsk_render_node_unref (shapes[i]);
  g_object_unref (renderer);
  gdk_surface_destroy (surface);
}

/* a node drawn again in the next frame (a widget GTK did not draw anew) is given as it was
 * rewritten then, the same node: nothing is made again, and GSK's comparison of frames finds
 * it unchanged at once; one not drawn in a frame is let go */
static void
test_kept (void)
{
  g_autoptr(HeraldFillSplit) split = herald_fill_split_new ();
  g_autoptr(GskRenderNode) button = rounded_fill (0, 0, 97, 44, 6, 6, 6, 6, "black");
  g_autoptr(GskRenderNode) moved = gsk_transform_node_new (button, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (4, 4)));
  g_autoptr(GskRenderNode) first = herald_fill_split_rewrite (split, moved);
  g_autoptr(GskRenderNode) second = NULL, third = NULL;
  g_autoptr(GskRenderNode) square = gsk_color_node_new (&(GdkRGBA) { 0, 0, 0, 1 }, &GRAPHENE_RECT_INIT (0, 0, 9, 9));
  g_autoptr(GskRenderNode) plain = gsk_transform_node_new (square, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (4, 4)));

  g_assert_true (first != moved);
  herald_fill_split_frame_done (split);
  second = herald_fill_split_rewrite (split, moved);
  g_assert_true (second == first);
  herald_fill_split_frame_done (split);
  herald_fill_split_frame_done (split);
  third = herald_fill_split_rewrite (split, moved);
  g_assert_true (third != first);

  /* a node with nothing to split is itself, this frame and the next (while every node kept
   * is its own rewrite, as here) */
  herald_fill_split_frame_done (split);
  herald_fill_split_frame_done (split);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GskRenderNode) same = herald_fill_split_rewrite (split, plain);

      g_assert_true (same == plain);
      herald_fill_split_frame_done (split);
    }
}

/* rounded clips over a colour of the same bounds that split_fill () would split (whole
 * pixels, at least half of it away from the corners) */
static guint
count_whole_rounded_fills (GskRenderNode *node)
{
  guint n = 0;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_whole_rounded_fills (gsk_container_node_get_child (node, i));
      return n;
    case GSK_TRANSFORM_NODE:
      return count_whole_rounded_fills (gsk_transform_node_get_child (node));
    case GSK_CLIP_NODE:
      return count_whole_rounded_fills (gsk_clip_node_get_child (node));
    case GSK_OPACITY_NODE:
      return count_whole_rounded_fills (gsk_opacity_node_get_child (node));
    case GSK_DEBUG_NODE:
      return count_whole_rounded_fills (gsk_debug_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      {
        const GskRoundedRect *clip = gsk_rounded_clip_node_get_clip (node);
        GskRenderNode *child = gsk_rounded_clip_node_get_child (node);
        graphene_rect_t b;

        if (gsk_render_node_get_node_type (child) != GSK_COLOR_NODE)
          return count_whole_rounded_fills (child);
        gsk_render_node_get_bounds (child, &b);
        /* a corner piece is smaller than its clip; a whole background fills it */
        if (graphene_rect_equal (&b, &clip->bounds)
            && clip->bounds.size.width > 2 * MAX (clip->corner[0].width, clip->corner[1].width)
            && clip->bounds.size.height > 2 * MAX (clip->corner[0].height, clip->corner[3].height))
          return 1;
        return 0;
      }
    default:
      return 0;
    }
}

/* the window at 1000 × 720 with a game, drawn by GL (main () asks for it; Xvfb gives software
 * GL): its cards' and buttons' backgrounds are drawn in pieces, none whole under a rounded
 * clip; under cairo the window's nodes are GTK's own */
static void
test_window (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1000, 720);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) again = NULL;

  herald_test_run_for (200);
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  if (GSK_IS_CAIRO_RENDERER (renderer))
    {
      g_test_message ("the cairo renderer: the backgrounds are GTK's");
      g_assert_cmpuint (count_whole_rounded_fills (node), >, 10);
    }
  else
    {
      g_test_message ("renderer %s: the backgrounds are in pieces", G_OBJECT_TYPE_NAME (renderer));
      g_assert_cmpuint (count_whole_rounded_fills (node), ==, 0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_no_display (void)
{
  g_test_skip ("no display");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/fill-split/pieces", test_pieces);
  g_test_add_func ("/herald/fill-split/kept", test_kept);
  /* the widget tests run on cairo (tests/meson.build); this one is about the GL renderer */
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  if (gdk_display_open (NULL) != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      gtk_init ();
      adw_init ();
      g_resources_register (herald_get_resource ());
      g_test_add_func ("/herald/fill-split/same-pixels", test_same_pixels);
      g_test_add_func ("/herald/fill-split/window", test_window);
    }
  else
    g_test_add_func ("/herald/fill-split/no-display", test_no_display);

  return g_test_run ();
}
