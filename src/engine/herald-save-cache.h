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

/* a piece of a saved document: @length bytes at @data */
typedef struct
{
  const char *data;
  gsize       length;
} HeraldSavePiece;

#define HERALD_SAVE_CACHE_MAX_PIECES 10

HeraldSaveCache *herald_save_cache_new     (void);
void             herald_save_cache_free    (HeraldSaveCache *self);
char            *herald_save_cache_to_data (HeraldSaveCache *self,
                                            HeraldGame      *game,
                                            gsize           *length);
guint            herald_save_cache_to_pieces (HeraldSaveCache *self,
                                              HeraldGame      *game,
                                              HeraldSavePiece  pieces[HERALD_SAVE_CACHE_MAX_PIECES]);

/* how many times @self printed the document's head: for tests */
guint            herald_save_cache_get_n_heads (HeraldSaveCache *self);
guint            herald_save_cache_get_n_actions (HeraldSaveCache *self);
guint            herald_save_cache_get_n_compared (HeraldSaveCache *self);

/* herald-save-write.c: the document with an empty action array and nothing after it; the
 * members after the actions and their times alone */
G_GNUC_INTERNAL
char            *herald_save_head_to_data (HeraldGame *game,
                                           gsize      *length);
G_GNUC_INTERNAL
char            *herald_save_tail_to_data (HeraldGame *game,
                                           gsize      *length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldSaveCache, herald_save_cache_free)

G_END_DECLS
