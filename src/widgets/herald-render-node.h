/* herald-render-node.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GskRenderNode *herald_render_node_get_child  (GskRenderNode *node);
GskRenderNode *herald_render_node_with_child (GskRenderNode *node,
                                              GskRenderNode *child);

G_END_DECLS
