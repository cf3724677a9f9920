/* herald-shadow-cache.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

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

#define HERALD_TYPE_SHADOW_BIN (herald_shadow_bin_get_type ())
G_DECLARE_FINAL_TYPE (HeraldShadowBin, herald_shadow_bin, HERALD, SHADOW_BIN, AdwBin)

GtkWidget         *herald_shadow_bin_new       (void);

G_END_DECLS
