/* test-fill-cover.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A large colour not drawn where opaque colours drawn after it cover it (herald-fill-cover.c;
 * issue 14, a roll's frame under GL): what is cut and what is not, the same pixels under GTK's
 * GL renderer, and the window under GL, whose background no longer lies under the header bar
 * and the cards. */

#include "config.h"

#include <adwaita.h>
#include <gsk/gl/gskglrenderer.h>

#include "herald-fill-cover.h"
#include "herald-resources.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-style.h"

static GskRenderNode *
fill (float x, float y, float w, float h, const char *color)
{
  GdkRGBA rgba;

  g_assert_true (gdk_rgba_parse (&rgba, color));
  return gsk_color_node_new (&rgba, &GRAPHENE_RECT_INIT (x, y, w, h));
}

static GskRenderNode *
moved (GskRenderNode *child, float dx, float dy)
{
  GskRenderNode *node = gsk_transform_node_new (child, gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (dx, dy)));

  gsk_render_node_unref (child);
  return node;
}

static GskRenderNode *
clipped (GskRenderNode *child, float x, float y, float w, float h)
{
  GskRenderNode *node = gsk_clip_node_new (child, &GRAPHENE_RECT_INIT (x, y, w, h));

  gsk_render_node_unref (child);
  return node;
}

static GskRenderNode *
rounded (GskRenderNode *child, float x, float y, float w, float h, float radius)
{
  GskRoundedRect clip;
  GskRenderNode *node;

  gsk_rounded_rect_init_from_rect (&clip, &GRAPHENE_RECT_INIT (x, y, w, h), radius);
  node = gsk_rounded_clip_node_new (child, &clip);
  gsk_render_node_unref (child);
  return node;
}

static GskRenderNode *
faded (GskRenderNode *child)
{
  GskRenderNode *node = gsk_opacity_node_new (child, 0.9);

  gsk_render_node_unref (child);
  return node;
}

static GskRenderNode *
group (GskRenderNode *a, GskRenderNode *b, GskRenderNode *c)
{
  GskRenderNode *children[3] = { a, b, c };
  guint n = c != NULL ? 3 : b != NULL ? 2 : 1;
  GskRenderNode *node = gsk_container_node_new (children, n);

  for (guint i = 0; i < n; i++)
    gsk_render_node_unref (children[i]);
  return node;
}

/* where @node draws colours of @color, as a region of whole pixels (translations only) */
static void
color_region (GskRenderNode  *node,
              const GdkRGBA  *color,
              int             dx,
              int             dy,
              cairo_region_t *region)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        color_region (gsk_container_node_get_child (node, i), color, dx, dy, region);
      break;
    case GSK_TRANSFORM_NODE:
      {
        float tx, ty;

        gsk_transform_to_translate (gsk_transform_node_get_transform (node), &tx, &ty);
        color_region (gsk_transform_node_get_child (node), color, dx + (int) tx, dy + (int) ty, region);
      }
      break;
    case GSK_CLIP_NODE:
      color_region (gsk_clip_node_get_child (node), color, dx, dy, region);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      color_region (gsk_rounded_clip_node_get_child (node), color, dx, dy, region);
      break;
    case GSK_COLOR_NODE:
      if (gdk_rgba_equal (gsk_color_node_get_color (node), color))
        {
          graphene_rect_t b;

          gsk_render_node_get_bounds (node, &b);
          cairo_region_union_rectangle (region, &(cairo_rectangle_int_t) {
            (int) b.origin.x + dx, (int) b.origin.y + dy, (int) b.size.width, (int) b.size.height });
        }
      break;
    default:
      break;
    }
}

static gboolean
region_is (const cairo_region_t *region,
           int x, int y, int w, int h)
{
  cairo_region_t *expected = cairo_region_create_rectangle (&(cairo_rectangle_int_t) { x, y, w, h });
  gboolean same = cairo_region_equal (region, expected);

  cairo_region_destroy (expected);
  return same;
}

/* a grey 200 × 110 under a card moved to (10, 20), 120 × 50 but clipped to 100 × 40 of it:
 * the grey is drawn around the 100 × 40 it shows, and nowhere twice */
static void
test_cut (void)
{
  GdkRGBA grey;
  GskRenderNode *card = clipped (fill (0, 0, 120, 50, "white"), 0, 0, 100, 40);
  g_autoptr(GskRenderNode) scene = group (fill (0, 0, 200, 110, "#fafafa"), moved (card, 10, 20), NULL);
  g_autoptr(GskRenderNode) cut = herald_fill_cover_cut (scene);
  cairo_region_t *region = cairo_region_create ();
  cairo_region_t *hole = cairo_region_create_rectangle (&(cairo_rectangle_int_t) { 10, 20, 100, 40 });
  float area = 0;

  g_assert_true (cut != scene);
  g_assert_true (gdk_rgba_parse (&grey, "#fafafa"));
  color_region (cut, &grey, 0, 0, region);
  /* the grey where the card is not: no pixel of the hole, every other one */
  for (int i = 0; i < cairo_region_num_rectangles (region); i++)
    {
      cairo_rectangle_int_t r;

      cairo_region_get_rectangle (region, i, &r);
      area += r.width * r.height;
      g_assert_cmpint (cairo_region_contains_rectangle (hole, &r), ==, CAIRO_REGION_OVERLAP_OUT);
    }
  g_assert_cmpfloat (area, ==, 200 * 110 - 100 * 40);
  cairo_region_union (region, hole);
  g_assert_true (region_is (region, 0, 0, 200, 110));

  cairo_region_destroy (hole);
  cairo_region_destroy (region);
}

/* left as it is: a colour under a translucent one, under one drawn before it, under one
 * off whole pixels, or under an opacity; a colour too small to be worth it */
static void
test_not_cut (void)
{
  GskRenderNode *scenes[] = {
    group (fill (0, 0, 200, 110, "#fafafa"), fill (10, 10, 100, 50, "rgba(255,255,255,0.5)"), NULL),
    group (fill (10, 10, 100, 50, "white"), fill (0, 0, 200, 110, "#fafafa"), NULL),
    group (fill (0, 0, 200, 110, "#fafafa"), moved (fill (0, 0, 100, 50, "white"), 0.5, 0), NULL),
    group (fill (0, 0, 200, 110, "#fafafa"), faded (fill (10, 10, 100, 50, "white")), NULL),
    group (faded (fill (0, 0, 200, 110, "#fafafa")), fill (10, 10, 100, 50, "white"), NULL),
    group (fill (0, 0, 100, 100, "#fafafa"), fill (10, 10, 50, 50, "white"), NULL),
  };

  for (guint i = 0; i < G_N_ELEMENTS (scenes); i++)
    {
      g_autoptr(GskRenderNode) cut = herald_fill_cover_cut (scenes[i]);

      g_test_message ("scene %u", i);
      g_assert_true (cut == scenes[i]);
      gsk_render_node_unref (scenes[i]);
    }
}

/* what GL draws of @node on 200 × 110 px */
static GBytes *
draw (GskRenderer   *renderer,
      GskRenderNode *node)
{
  const graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, 200, 110);
  g_autoptr(GdkTexture) texture = gsk_renderer_render_texture (renderer, node, &viewport);
  gsize stride = 200 * 4;
  guchar *data = g_malloc (stride * 110);

  gdk_texture_download (texture, data, stride);
  return g_bytes_new_take (data, stride * 110);
}

/* the same pixels with GTK's GL renderer (what the window uses here: Xvfb gives software GL):
 * a card under a clip through it, a rounded card (its inside away from the corners covers),
 * a card off whole pixels (the pixels it covers whole), a translucent colour between */
static void
test_same_pixels (void)
{
  GdkSurface *surface = gdk_surface_new_toplevel (gdk_display_get_default ());
  GskRenderer *renderer = gsk_gl_renderer_new ();
  g_autoptr(GError) error = NULL;
  GskRenderNode *scenes[] = {
    group (fill (0, 0, 200, 110, "#fafafa"), moved (clipped (fill (0, 0, 120, 50, "white"), 0, 0, 100, 40), 10, 20), NULL),
    group (fill (0, 0, 200, 110, "#242424"), rounded (fill (5, 5, 120, 90, "#303030"), 5, 5, 120, 90, 12),
           fill (0, 40, 200, 30, "rgba(53,132,228,0.15)")),
    group (fill (0, 0, 200, 110, "#fafafa"), fill (10.5, 10.25, 100.5, 60.75, "white"),
           moved (fill (0, 0, 30, 30, "rgb(53,132,228)"), 100, 70)),
    group (fill (-1, -1, 202, 112, "#fafafa"), clipped (group (fill (0, 0, 200, 48, "#ebebeb"),
                                                             fill (0, 50, 200, 60, "white"), NULL), 0, 0, 199, 109), NULL),
  };

  if (!gsk_renderer_realize (renderer, surface, &error))
    {
      g_test_skip_printf ("no GL: %s", error->message);
      g_object_unref (renderer);
      gdk_surface_destroy (surface);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (scenes); i++)
    {
      g_autoptr(GskRenderNode) cut = herald_fill_cover_cut (scenes[i]);
      g_autoptr(GBytes) before = draw (renderer, scenes[i]);
      g_autoptr(GBytes) after = draw (renderer, cut);

      g_test_message ("scene %u", i);
      g_assert_true (cut != scenes[i]);
      g_assert_true (g_bytes_equal (before, after));
      gsk_render_node_unref (scenes[i]);
    }
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  gdk_surface_destroy (surface);
}

/* colours in the order drawn, where they draw (translations and clips followed; under a
 * rounded clip or any other node, not followed), to find a large one under opaque ones */
typedef struct
{
  graphene_rect_t rect;
  gboolean        large;
  gboolean        opaque;
} Drawn;

static void
collect (GskRenderNode         *node,
         float                  dx,
         float                  dy,
         const graphene_rect_t *clip,
         GArray                *drawn)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect (gsk_container_node_get_child (node, i), dx, dy, clip, drawn);
      break;
    case GSK_TRANSFORM_NODE:
      {
        GskTransform *transform = gsk_transform_node_get_transform (node);
        float tx, ty;

        if (gsk_transform_get_category (transform) >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE)
          {
            gsk_transform_to_translate (transform, &tx, &ty);
            collect (gsk_transform_node_get_child (node), dx + tx, dy + ty, clip, drawn);
          }
      }
      break;
    case GSK_CLIP_NODE:
      {
        graphene_rect_t inner = *gsk_clip_node_get_clip (node);

        graphene_rect_offset (&inner, dx, dy);
        if (graphene_rect_intersection (&inner, clip, &inner))
          collect (gsk_clip_node_get_child (node), dx, dy, &inner, drawn);
      }
      break;
    case GSK_ROUNDED_CLIP_NODE:
      {
        /* what it lets through whole: at least its bounds less its largest corner all round */
        const GskRoundedRect *rounded = gsk_rounded_clip_node_get_clip (node);
        float inset_x = 0, inset_y = 0;
        graphene_rect_t inner = rounded->bounds;

        for (guint i = 0; i < 4; i++)
          {
            inset_x = MAX (inset_x, rounded->corner[i].width);
            inset_y = MAX (inset_y, rounded->corner[i].height);
          }
        graphene_rect_inset (&inner, inset_x, inset_y);
        graphene_rect_offset (&inner, dx, dy);
        if (inner.size.width > 0 && inner.size.height > 0
            && graphene_rect_intersection (&inner, clip, &inner))
          collect (gsk_rounded_clip_node_get_child (node), dx, dy, &inner, drawn);
      }
      break;
    case GSK_DEBUG_NODE:
      collect (gsk_debug_node_get_child (node), dx, dy, clip, drawn);
      break;
    case GSK_COLOR_NODE:
      {
        const GdkRGBA *color = gsk_color_node_get_color (node);
        Drawn d;

        gsk_render_node_get_bounds (node, &d.rect);
        d.large = color->alpha > 0.01f && d.rect.size.width * d.rect.size.height >= 128 * 128;
        d.opaque = color->alpha >= 1.0f;
        graphene_rect_offset (&d.rect, dx, dy);
        if (graphene_rect_intersection (&d.rect, clip, &d.rect))
          g_array_append_val (drawn, d);
      }
      break;
    default:
      break;
    }
}

/* the area of large colours drawn and then covered by opaque colours drawn after them;
 * the opaque colours found in *n_opaque */
static float
covered_area (GskRenderNode *node,
              guint         *n_opaque)
{
  g_autoptr(GArray) drawn = g_array_new (FALSE, FALSE, sizeof (Drawn));
  graphene_rect_t everything = GRAPHENE_RECT_INIT (-10000, -10000, 20000, 20000);
  float area = 0;

  collect (node, 0, 0, &everything, drawn);
  *n_opaque = 0;
  for (guint i = 0; i < drawn->len; i++)
    *n_opaque += g_array_index (drawn, Drawn, i).opaque;
  for (guint i = 0; i < drawn->len; i++)
    for (guint j = i + 1; j < drawn->len; j++)
      {
        const Drawn *a = &g_array_index (drawn, Drawn, i), *b = &g_array_index (drawn, Drawn, j);
        graphene_rect_t both;

        if (a->large && b->opaque && graphene_rect_intersection (&a->rect, &b->rect, &both))
          area += both.size.width * both.size.height;
      }
  return area;
}

/* the window at 1000 × 720 with a game, drawn by GL (main () asks for it; Xvfb gives software
 * GL, without buffer age): no large colour lies under the header bar, the cards or the turn's
 * cards any more; drawn by GTK as before (the window's background whole, under them), a third
 * of the window is shaded twice */
static void
test_window (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 1000, 720);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  float area;
  guint n_opaque;

  herald_test_run_for (200);
  /* at its own size: not scaled */
  gdk_paintable_snapshot (paintable, snapshot, gdk_paintable_get_intrinsic_width (paintable),
                          gdk_paintable_get_intrinsic_height (paintable));
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  area = covered_area (node, &n_opaque);
  g_test_message ("renderer %s: %.0f px of large colours covered, %u opaque colours",
                  G_OBJECT_TYPE_NAME (renderer), area, n_opaque);
  /* the walk reached the header bar and the cards */
  g_assert_cmpuint (n_opaque, >, 10);
  if (GSK_IS_CAIRO_RENDERER (renderer))
    g_assert_cmpfloat (area, >, 100000);
  else
    g_assert_cmpfloat (area, ==, 0);

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

  g_test_add_func ("/herald/fill-cover/cut", test_cut);
  g_test_add_func ("/herald/fill-cover/not-cut", test_not_cut);
  /* the widget tests run on cairo (tests/meson.build); this one is about the GL renderer */
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  if (gdk_display_open (NULL) != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      gtk_init ();
      adw_init ();
      g_resources_register (herald_get_resource ());
      {
        /* the application's stylesheet (AdwApplication loads it): it has the window's
         * background drawn by its content, where the cut reaches it */
        g_autoptr(GtkCssProvider) style = gtk_css_provider_new ();

        gtk_css_provider_load_from_resource (style, "/io/github/herald/Herald/style.css");
        gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (style),
                                                    GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        herald_style_init ();  /* the table's rules too (style-table.css) */
      }
      g_test_add_func ("/herald/fill-cover/same-pixels", test_same_pixels);
      g_test_add_func ("/herald/fill-cover/window", test_window);
    }
  else
    g_test_add_func ("/herald/fill-cover/no-display", test_no_display);

  return g_test_run ();
}
