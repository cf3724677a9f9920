/* herald-shadow-cache.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _HeraldShadowCache HeraldShadowCache;

HeraldShadowCache *herald_shadow_cache_new     (void);
void               herald_shadow_cache_free    (HeraldShadowCache *cache);
GskRenderNode     *herald_shadow_cache_rewrite (HeraldShadowCache *cache,
                                                GskRenderNode     *node,
                                                int                scale);
void               herald_shadow_cache_snapshot_children (GtkWidget         *widget,
                                                          HeraldShadowCache *cache,
                                                          GtkSnapshot       *snapshot);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldShadowCache, herald_shadow_cache_free)

G_END_DECLS
