/* herald-render-node.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The render nodes of one child that Herald's rewrites of a frame walk under (debug nodes,
 * transforms, clips, rounded clips, opacity): their child, and the same node made again
 * around a new one. One place for herald-fill-cover.c, herald-fill-split.c and
 * herald-shadow-cache.c. */

#include "config.h"

#include "herald-render-node.h"

/**
 * herald_render_node_get_child:
 * @node: a render node
 *
 * Returns: (transfer none) (nullable): the child of @node where it is a debug node, a
 *   transform, a clip, a rounded clip or an opacity node; else %NULL
 */
GskRenderNode *
herald_render_node_get_child (GskRenderNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_DEBUG_NODE: return gsk_debug_node_get_child (node);
    case GSK_TRANSFORM_NODE: return gsk_transform_node_get_child (node);
    case GSK_CLIP_NODE: return gsk_clip_node_get_child (node);
    case GSK_ROUNDED_CLIP_NODE: return gsk_rounded_clip_node_get_child (node);
    case GSK_OPACITY_NODE: return gsk_opacity_node_get_child (node);
    default: return NULL;
    }
}

/**
 * herald_render_node_with_child:
 * @node: a node herald_render_node_get_child () gives a child of
 * @child: (transfer none): the child to draw in its place
 *
 * Returns: (transfer full): a node as @node (the same message, transform, clip or opacity)
 *   around @child; another reference to @node where @child is its own child
 */
GskRenderNode *
herald_render_node_with_child (GskRenderNode *node,
                               GskRenderNode *child)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (child != NULL, NULL);

  if (child == herald_render_node_get_child (node))
    return gsk_render_node_ref (node);

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_DEBUG_NODE:
      return gsk_debug_node_new (child, g_strdup (gsk_debug_node_get_message (node)));
    case GSK_TRANSFORM_NODE:
      return gsk_transform_node_new (child, gsk_transform_node_get_transform (node));
    case GSK_CLIP_NODE:
      return gsk_clip_node_new (child, gsk_clip_node_get_clip (node));
    case GSK_ROUNDED_CLIP_NODE:
      return gsk_rounded_clip_node_new (child, gsk_rounded_clip_node_get_clip (node));
    case GSK_OPACITY_NODE:
      return gsk_opacity_node_new (child, gsk_opacity_node_get_opacity (node));
    default:
      g_return_val_if_reached (gsk_render_node_ref (node));
    }
}
