/* test-shadow-cache.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Outset shadows drawn as pictures (herald-shadow-cache.c; issue 14): the same pixels as GTK's
 * cairo drawing of the shadow, tiles GTK's GL renderer keeps in its icon atlas, a picture
 * kept while the shadow is the same, and the start page's lists drawn with no shadow node
 * left for the GL renderer to blur. */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <adwaita.h>

#include "herald-dialog-util.h"
#include "herald-games-page.h"
#include "herald-resources.h"
#include "herald-session-library.h"
#include "herald-session.h"
#include "herald-shadow-cache.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/* counts the nodes of @type under @node (through the node kinds the cache walks and texture
 * lists); the largest side of a texture node's texture in *largest when not %NULL */
static guint
count_nodes (GskRenderNode  *node,
             GskRenderNodeType type,
             int            *largest)
{
  guint n = gsk_render_node_get_node_type (node) == type;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_nodes (gsk_container_node_get_child (node, i), type, largest);
      break;
    case GSK_TRANSFORM_NODE:
      n += count_nodes (gsk_transform_node_get_child (node), type, largest);
      break;
    case GSK_CLIP_NODE:
      n += count_nodes (gsk_clip_node_get_child (node), type, largest);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      n += count_nodes (gsk_rounded_clip_node_get_child (node), type, largest);
      break;
    case GSK_OPACITY_NODE:
      n += count_nodes (gsk_opacity_node_get_child (node), type, largest);
      break;
    case GSK_DEBUG_NODE:
      n += count_nodes (gsk_debug_node_get_child (node), type, largest);
      break;
    case GSK_TEXTURE_NODE:
      if (largest != NULL)
        {
          GdkTexture *texture = gsk_texture_node_get_texture (node);

          *largest = MAX (*largest, MAX (gdk_texture_get_width (texture), gdk_texture_get_height (texture)));
        }
      break;
    default:
      break;
    }
  return n;
}

/* @node drawn by GTK's cairo drawing at @scale into a @width × @height px picture */
static cairo_surface_t *
draw (GskRenderNode *node,
      int            width,
      int            height,
      int            scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* libadwaita's boxed list in light style: a ring and two blurred shadows under a rounded
 * card, moved and clipped as a widget's nodes are */
static GskRenderNode *
boxed_list_nodes (void)
{
  GskRoundedRect outline;
  GskRenderNode *children[4], *container, *clipped, *moved;
  GskTransform *transform;

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (20, 16, 300, 56), 12);
  children[0] = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.03 }, 0, 0, 1, 0);
  children[1] = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.07 }, 0, 1, 1, 3);
  children[2] = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.03 }, 0, 2, 2, 6);
  children[3] = gsk_color_node_new (&(GdkRGBA) { 1, 1, 1, 1 }, &outline.bounds);
  container = gsk_container_node_new (children, G_N_ELEMENTS (children));
  for (guint i = 0; i < G_N_ELEMENTS (children); i++)
    gsk_render_node_unref (children[i]);
  clipped = gsk_clip_node_new (container, &GRAPHENE_RECT_INIT (0, 0, 340, 100));
  transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (7, 3));
  moved = gsk_transform_node_new (clipped, transform);
  gsk_transform_unref (transform);
  gsk_render_node_unref (container);
  gsk_render_node_unref (clipped);
  return moved;
}

/* the shadows become tiles of at most 128 px (GTK 4.8's GL renderer draws such textures from
 * its icon atlas) that GTK's cairo drawing draws pixel for pixel as it draws the shadows, at
 * scale 1 and 2; the same shadows again give the same pictures; nodes without a shadow are
 * kept as they are */
static void
test_pictures (void)
{
  g_autoptr(HeraldShadowCache) cache = herald_shadow_cache_new ();
  g_autoptr(GskRenderNode) nodes = boxed_list_nodes ();
  g_autoptr(GskRenderNode) plain = gsk_color_node_new (&(GdkRGBA) { 1, 0, 0, 1 }, &GRAPHENE_RECT_INIT (0, 0, 10, 10));

  for (int scale = 1; scale <= 2; scale++)
    {
      g_autoptr(GskRenderNode) rewritten = herald_shadow_cache_rewrite (cache, nodes, scale);
      g_autoptr(GskRenderNode) again = herald_shadow_cache_rewrite (cache, nodes, scale);
      g_autoptr(GskRenderNode) unchanged = herald_shadow_cache_rewrite (cache, plain, scale);
      cairo_surface_t *expected = draw (nodes, 360, 110, scale);
      cairo_surface_t *got = draw (rewritten, 360, 110, scale);
      int largest = 0;

      g_assert_cmpuint (count_nodes (nodes, GSK_OUTSET_SHADOW_NODE, NULL), ==, 3);
      g_assert_cmpuint (count_nodes (rewritten, GSK_OUTSET_SHADOW_NODE, NULL), ==, 0);
      g_assert_cmpuint (count_nodes (rewritten, GSK_TEXTURE_NODE, &largest), >=, 3);
      g_assert_cmpint (largest, <=, 128);
      g_assert_cmpuint (count_nodes (rewritten, GSK_COLOR_NODE, NULL), ==, 1);
      g_assert_true (gsk_render_node_get_node_type (rewritten) == GSK_TRANSFORM_NODE);

      g_assert_cmpint (cairo_image_surface_get_stride (expected), ==, cairo_image_surface_get_stride (got));
      g_assert_true (memcmp (cairo_image_surface_get_data (expected), cairo_image_surface_get_data (got),
                             (gsize) cairo_image_surface_get_stride (got) * cairo_image_surface_get_height (got)) == 0);
      cairo_surface_destroy (expected);
      cairo_surface_destroy (got);

      /* kept: the very same textures the second time */
      {
        GskRenderNode *a = gsk_clip_node_get_child (gsk_transform_node_get_child (rewritten));
        GskRenderNode *b = gsk_clip_node_get_child (gsk_transform_node_get_child (again));

        for (guint i = 0; i < 3; i++)
          g_assert_true (gsk_container_node_get_child (a, i) == gsk_container_node_get_child (b, i));
      }
      g_assert_true (unchanged == plain);
    }

  /* a shadow of over a million pixels (a list of dozens of games) is left to the renderer */
  {
    GskRoundedRect outline;
    g_autoptr(GskRenderNode) large = NULL, kept = NULL;

    gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, 0, 560, 2000), 12);
    large = gsk_outset_shadow_node_new (&outline, &(GdkRGBA) { 0, 0, 0, 0.07 }, 0, 1, 1, 3);
    kept = herald_shadow_cache_rewrite (cache, large, 1);
    g_assert_true (kept == large);
  }
}

/* a frame of the start page with a game listed holds no outset shadow for the GL renderer to
 * blur: the list's shadows are textures; the cairo renderer (which blurs in software anyway)
 * is given the shadows as they are. main () asks for GL, which Xvfb gives on software GL. */
static void
test_games_page_draws_pictures (void)
{
  g_autofree char *home = g_dir_make_tmp ("herald-page-XXXXXX", NULL);
  g_autoptr(HeraldLibrary) library = herald_library_new (home);
  g_autoptr(HeraldSession) session = herald_session_new (NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = g_object_new (HERALD_TYPE_GAMES_PAGE, NULL);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (page);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  herald_games_page_setup (HERALD_GAMES_PAGE (page), session, library);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));
  herald_session_close (session);
  herald_games_page_reload (HERALD_GAMES_PAGE (page));

  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (300);
  g_assert_true (gtk_widget_get_mapped (page));

  {
    g_autoptr(GskRenderNode) node = NULL;
    gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
    int largest = 0;

    /* the first frame on GL may take a moment: until the page is drawn */
    while (node == NULL && g_get_monotonic_time () < end)
      {
        GtkSnapshot *snapshot = gtk_snapshot_new ();

        herald_test_run_for (50);
        gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (page), gtk_widget_get_height (page));
        node = gtk_snapshot_free_to_node (snapshot);
      }
    GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

    g_assert_nonnull (node);
    if (GSK_IS_CAIRO_RENDERER (renderer))
      {
        g_test_message ("the cairo renderer: the shadows are kept");
        g_assert_cmpuint (count_nodes (node, GSK_OUTSET_SHADOW_NODE, NULL), ==, 3);
      }
    else
      {
        g_test_message ("renderer %s: the shadows are pictures", G_OBJECT_TYPE_NAME (renderer));
        g_assert_cmpuint (count_nodes (node, GSK_OUTSET_SHADOW_NODE, NULL), ==, 0);
        g_assert_cmpuint (count_nodes (node, GSK_TEXTURE_NODE, &largest), >=, 1);
        g_assert_cmpint (largest, <=, 128);
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  {
    g_autofree char *command = g_strdup_printf ("rm -rf '%s'", home);

    g_assert_cmpint (system (command), ==, 0);
  }
}

/* a dialog's list (herald_dialog_set_scrolling_child (): the check-in's, the attack result's)
 * is drawn with its shadows as pictures on GL too: a dialog is a window with a GL context of
 * its own, for which llvmpipe would compile the blur and shadow programs again in its first
 * frame (4 of its 17-32). Held 3 outset shadows before. */
static void
test_dialog_draws_pictures (void)
{
  GtkWidget *dialog = adw_message_dialog_new (NULL, "Heading", "Body");
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *content;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  gtk_widget_add_css_class (list, "boxed-list");
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Anna");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  herald_dialog_set_scrolling_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "continue", "Continue");
  content = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  paintable = gtk_widget_paintable_new (content);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_run_for (300);
  g_assert_true (gtk_widget_get_mapped (list));

  while (node == NULL && g_get_monotonic_time () < end)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      herald_test_run_for (50);
      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (content), gtk_widget_get_height (content));
      node = gtk_snapshot_free_to_node (snapshot);
    }
  g_assert_nonnull (node);
  if (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (dialog))))
    g_assert_cmpuint (count_nodes (node, GSK_OUTSET_SHADOW_NODE, NULL), ==, 3);
  else
    {
      g_assert_cmpuint (count_nodes (node, GSK_OUTSET_SHADOW_NODE, NULL), ==, 0);
      g_assert_cmpuint (count_nodes (node, GSK_TEXTURE_NODE, NULL), >=, 1);
    }

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

static void
test_no_display (void)
{
  g_test_skip ("no display: the start page's frame is not drawn");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/shadow-cache/pictures", test_pictures);
  /* the widget tests run on cairo (tests/meson.build); this one is about the GL renderer */
  g_setenv ("GSK_RENDERER", "gl", TRUE);
  if (gdk_display_open (NULL) != NULL || g_getenv ("WAYLAND_DISPLAY") != NULL)
    {
      gtk_init ();
      adw_init ();
      g_resources_register (herald_get_resource ());
      g_test_add_func ("/herald/shadow-cache/games-page", test_games_page_draws_pictures);
      g_test_add_func ("/herald/shadow-cache/dialog", test_dialog_draws_pictures);
    }
  else
    g_test_add_func ("/herald/shadow-cache/no-display", test_no_display);

  return g_test_run ();
}
