/* herald-shadow-cache.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Outset box-shadows (libadwaita's `boxed-list` has three: a 1 px ring and two blurred ones)
 * drawn once as pictures, then shown as textures. GTK 4.8's GL renderer draws a blurred
 * shadow through an offscreen buffer and its blur and shadow programs; on software GL
 * (llvmpipe: any machine without a GPU driver, Xvfb) every new program and buffer format is
 * compiled to machine code by LLVM the first time it is drawn, about 15 ms of the main
 * thread's CPU for the start page's list alone, in the first frame when a saved game is
 * listed (docs/performance.md, "Start-up with a game to resume"). A texture is drawn with
 * the program that already draws the icons, so nothing new is compiled.
 *
 * The pictures are the shadows as GTK draws them itself (gsk_render_node_draw (): its cairo
 * drawing, the blur of the cairo renderer), at the surface's scale, so the style sheet (light,
 * dark, high contrast) still decides every shadow; a picture is kept while a shadow of the
 * same outline, colour, offset, spread and blur is drawn again. */

#include "config.h"

#include "herald-render-node.h"

#include "herald-shadow-cache.h"

#include <string.h>

/* shadows kept: the start page shows at most two lists (one shadow node per layer each) */
#define CACHE_SIZE 8

typedef struct
{
  GskRenderNode *shadow;   /* (owned) (nullable): the outset shadow node drawn */
  int            scale;
  GskRenderNode *texture;  /* (owned): its picture, a texture node */
} CacheEntry;

struct _HeraldShadowCache
{
  CacheEntry entries[CACHE_SIZE];
  guint      next;        /* the entry replaced next */
};

/**
 * herald_shadow_cache_new:
 *
 * Makes an empty cache of shadow pictures, for one widget (herald_shadow_cache_rewrite ()).
 *
 * Returns: (transfer full): the cache; free it with herald_shadow_cache_free ()
 */
HeraldShadowCache *
herald_shadow_cache_new (void)
{
  return g_new0 (HeraldShadowCache, 1);
}

/**
 * herald_shadow_cache_free:
 * @cache: (nullable): a cache from herald_shadow_cache_new ()
 *
 * Frees @cache and the pictures it keeps.
 */
void
herald_shadow_cache_free (HeraldShadowCache *cache)
{
  if (cache == NULL)
    return;
  for (guint i = 0; i < CACHE_SIZE; i++)
    {
      g_clear_pointer (&cache->entries[i].shadow, gsk_render_node_unref);
      g_clear_pointer (&cache->entries[i].texture, gsk_render_node_unref);
    }
  g_free (cache);
}

static gboolean
same_shadow (GskRenderNode *a,
             GskRenderNode *b)
{
  const GskRoundedRect *oa = gsk_outset_shadow_node_get_outline (a);
  const GskRoundedRect *ob = gsk_outset_shadow_node_get_outline (b);

  return graphene_rect_equal (&oa->bounds, &ob->bounds)
         && memcmp (oa->corner, ob->corner, sizeof oa->corner) == 0
         && gdk_rgba_equal (gsk_outset_shadow_node_get_color (a), gsk_outset_shadow_node_get_color (b))
         && gsk_outset_shadow_node_get_dx (a) == gsk_outset_shadow_node_get_dx (b)
         && gsk_outset_shadow_node_get_dy (a) == gsk_outset_shadow_node_get_dy (b)
         && gsk_outset_shadow_node_get_spread (a) == gsk_outset_shadow_node_get_spread (b)
         && gsk_outset_shadow_node_get_blur_radius (a) == gsk_outset_shadow_node_get_blur_radius (b);
}

/* the largest side of a tile: GTK 4.8's GL renderer keeps a texture of at most 128 × 128 px in
 * the atlas it draws icons from; a larger one is a texture of its own, and software GL compiles
 * its shaders anew for a texture whose sides are not powers of two */
#define TILE_SIZE 128

/* the largest picture drawn, in pixels: the start page's lists of a few games are 0.05 Mpx; a
 * shadow larger than this (a list of dozens of finished games) is left to the renderer */
#define MAX_PIXELS (1024 * 1024)

static gboolean
tile_is_clear (const guint8 *data,
               int           stride,
               int           width,
               int           height)
{
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (data[(gsize) y * stride + 4 * x + 3] != 0)
        return FALSE;
  return TRUE;
}

/* the picture of @shadow: its bounds rounded out to whole pixels, drawn at @scale as tiles of
 * at most TILE_SIZE px, clear tiles left out; %NULL when it cannot be drawn (too large, or no
 * memory for it) */
static GskRenderNode *
draw_shadow (GskRenderNode *shadow,
             int            scale)
{
  graphene_rect_t bounds;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GPtrArray) tiles = g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
  int width, height, stride;
  guint8 *data;

  gsk_render_node_get_bounds (shadow, &bounds);
  graphene_rect_round_extents (&bounds, &bounds);
  width = (int) bounds.size.width * scale;
  height = (int) bounds.size.height * scale;
  if (width <= 0 || height <= 0 || (gint64) width * height > MAX_PIXELS)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -bounds.origin.x, -bounds.origin.y);
  gsk_render_node_draw (shadow, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* cairo's ARGB32: premultiplied, in native byte order (GDK_MEMORY_DEFAULT) */
  stride = cairo_image_surface_get_stride (surface);
  data = cairo_image_surface_get_data (surface);
  for (int ty = 0; ty < height; ty += TILE_SIZE)
    for (int tx = 0; tx < width; tx += TILE_SIZE)
      {
        int tw = MIN (TILE_SIZE, width - tx), th = MIN (TILE_SIZE, height - ty);
        const guint8 *tile = data + (gsize) ty * stride + 4 * tx;
        g_autoptr(GBytes) bytes = NULL;
        g_autoptr(GdkTexture) texture = NULL;
        graphene_rect_t area;
        guint8 *copy;

        if (tile_is_clear (tile, stride, tw, th))
          continue;
        /* a copy of its own: the clear inside of a long list's shadow is not kept */
        copy = g_malloc ((gsize) tw * th * 4);
        for (int y = 0; y < th; y++)
          memcpy (copy + (gsize) y * tw * 4, tile + (gsize) y * stride, (gsize) tw * 4);
        bytes = g_bytes_new_take (copy, (gsize) tw * th * 4);
        texture = gdk_memory_texture_new (tw, th, GDK_MEMORY_DEFAULT, bytes, (gsize) tw * 4);
        graphene_rect_init (&area, bounds.origin.x + (float) tx / scale, bounds.origin.y + (float) ty / scale,
                            (float) tw / scale, (float) th / scale);
        g_ptr_array_add (tiles, gsk_texture_node_new (texture, &area));
      }
  cairo_surface_destroy (surface);
  return gsk_container_node_new ((GskRenderNode **) tiles->pdata, tiles->len);
}

static GskRenderNode *
picture_of (HeraldShadowCache *cache,
            GskRenderNode     *shadow,
            int                scale)
{
  CacheEntry *entry;
  GskRenderNode *texture;

  for (guint i = 0; i < CACHE_SIZE; i++)
    if (cache->entries[i].shadow != NULL && cache->entries[i].scale == scale
        && same_shadow (cache->entries[i].shadow, shadow))
      return gsk_render_node_ref (cache->entries[i].texture);

  texture = draw_shadow (shadow, scale);
  if (texture == NULL)
    return gsk_render_node_ref (shadow);

  entry = &cache->entries[cache->next];
  cache->next = (cache->next + 1) % CACHE_SIZE;
  g_clear_pointer (&entry->shadow, gsk_render_node_unref);
  g_clear_pointer (&entry->texture, gsk_render_node_unref);
  entry->shadow = gsk_render_node_ref (shadow);
  entry->scale = scale;
  entry->texture = gsk_render_node_ref (texture);
  return texture;
}

/**
 * herald_shadow_cache_rewrite:
 * @cache: a cache from herald_shadow_cache_new ()
 * @node: (transfer none): the render nodes of a widget's children
 * @scale: the scale of the surface they are drawn on (gtk_widget_get_scale_factor ()), ≥ 1
 *
 * Gives @node with every outset shadow node under containers, transforms, clips, rounded
 * clips, opacity and debug nodes replaced by a texture node of the same picture, drawn with
 * GTK's cairo drawing at @scale and kept in @cache while the same shadow is drawn again.
 * Nodes of other kinds are kept as they are, with what is under them. A shadow that cannot be
 * drawn as a picture (over a million pixels at @scale) stays a shadow.
 *
 * Returns: (transfer full): the new node, or another reference to @node when it holds no
 *   outset shadow
 */
GskRenderNode *
herald_shadow_cache_rewrite (HeraldShadowCache *cache,
                             GskRenderNode     *node,
                             int                scale)
{
  g_return_val_if_fail (cache != NULL, NULL);
  g_return_val_if_fail (node != NULL, NULL);

  scale = MAX (scale, 1);
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_OUTSET_SHADOW_NODE:
      return picture_of (cache, node, scale);

    case GSK_CONTAINER_NODE:
      {
        guint n = gsk_container_node_get_n_children (node);
        g_autofree GskRenderNode **children = g_new (GskRenderNode *, MAX (n, 1));
        gboolean changed = FALSE;
        GskRenderNode *result;

        for (guint i = 0; i < n; i++)
          {
            GskRenderNode *child = gsk_container_node_get_child (node, i);

            children[i] = herald_shadow_cache_rewrite (cache, child, scale);
            changed |= children[i] != child;
          }
        result = changed ? gsk_container_node_new (children, n) : gsk_render_node_ref (node);
        for (guint i = 0; i < n; i++)
          gsk_render_node_unref (children[i]);
        return result;
      }

    case GSK_TRANSFORM_NODE:
    case GSK_CLIP_NODE:
    case GSK_ROUNDED_CLIP_NODE:
    case GSK_OPACITY_NODE:
    case GSK_DEBUG_NODE:
      {
        g_autoptr(GskRenderNode) rewritten =
          herald_shadow_cache_rewrite (cache, herald_render_node_get_child (node), scale);

        return herald_render_node_with_child (node, rewritten);
      }

    default:
      return gsk_render_node_ref (node);
    }
}

/**
 * herald_shadow_cache_snapshot_children:
 * @widget: the widget whose children are drawn
 * @cache: its cache (herald_shadow_cache_new ())
 * @snapshot: the snapshot @widget's `snapshot` vfunc was given
 *
 * Draws @widget's children as gtk_widget_snapshot_child () draws them, with their outset
 * shadows as pictures (herald_shadow_cache_rewrite ()) unless @widget is drawn by the cairo
 * renderer (which blurs in software anyway; nothing to compile): for a widget's `snapshot`
 * vfunc.
 */
void
herald_shadow_cache_snapshot_children (GtkWidget         *widget,
                                       HeraldShadowCache *cache,
                                       GtkSnapshot       *snapshot)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;
  GtkSnapshot *children;
  g_autoptr(GskRenderNode) node = NULL;

  /* the cairo renderer blurs in software anyway: a picture would only be drawn twice */
  if (renderer == NULL || GSK_IS_CAIRO_RENDERER (renderer))
    {
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        gtk_widget_snapshot_child (widget, child, snapshot);
      return;
    }

  children = gtk_snapshot_new ();
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, children);
  node = gtk_snapshot_free_to_node (children);
  if (node != NULL)
    {
      g_autoptr(GskRenderNode) rewritten =
        herald_shadow_cache_rewrite (cache, node, gtk_widget_get_scale_factor (widget));

      gtk_snapshot_append_node (snapshot, rewritten);
    }
}

/* A bin that draws its child's outset shadows as pictures: the dialogs' lists (a dialog is a
 * window of its own, with a GL context of its own, for which llvmpipe compiles the blur and
 * shadow programs again: 4 of the 17-32 programs of a dialog's first frame) */
struct _HeraldShadowBin
{
  AdwBin             parent_instance;

  HeraldShadowCache *shadows;
};

G_DEFINE_FINAL_TYPE (HeraldShadowBin, herald_shadow_bin, ADW_TYPE_BIN)

static void
herald_shadow_bin_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  herald_shadow_cache_snapshot_children (widget, HERALD_SHADOW_BIN (widget)->shadows, snapshot);
}

static void
herald_shadow_bin_finalize (GObject *object)
{
  g_clear_pointer (&HERALD_SHADOW_BIN (object)->shadows, herald_shadow_cache_free);

  G_OBJECT_CLASS (herald_shadow_bin_parent_class)->finalize (object);
}

static void
herald_shadow_bin_class_init (HeraldShadowBinClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = herald_shadow_bin_finalize;
  GTK_WIDGET_CLASS (klass)->snapshot = herald_shadow_bin_snapshot;
}

static void
herald_shadow_bin_init (HeraldShadowBin *self)
{
  /* nameless to screen readers, not named by its class ("filler HeraldShadowBin", ui-a11y) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  self->shadows = herald_shadow_cache_new ();
}

/**
 * herald_shadow_bin_new:
 *
 * An #AdwBin whose child is drawn with its outset shadows as pictures, as
 * herald_shadow_cache_snapshot_children () draws them (as it is under the cairo renderer).
 *
 * Returns: (transfer floating): the bin
 */
GtkWidget *
herald_shadow_bin_new (void)
{
  return g_object_new (HERALD_TYPE_SHADOW_BIN, NULL);
}
