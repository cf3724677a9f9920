/* herald-save-cache.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"

G_BEGIN_DECLS

typedef struct _HeraldSaveCache HeraldSaveCache;

HeraldSaveCache *herald_save_cache_new     (void);
void             herald_save_cache_free    (HeraldSaveCache *self);
char            *herald_save_cache_to_data (HeraldSaveCache *self,
                                            HeraldGame      *game,
                                            gsize           *length);

/* herald-save-write.c: herald_save_to_data() with an empty action array and no "times" */
G_GNUC_INTERNAL
char            *herald_save_to_data_without_actions (HeraldGame *game,
                                                      gsize      *length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldSaveCache, herald_save_cache_free)

G_END_DECLS
