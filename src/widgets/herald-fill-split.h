/* herald-fill-split.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef struct _HeraldFillSplit HeraldFillSplit;

HeraldFillSplit *herald_fill_split_new      (void);
void             herald_fill_split_free     (HeraldFillSplit *split);
GskRenderNode   *herald_fill_split_rewrite  (HeraldFillSplit *split,
                                             GskRenderNode   *node);
void             herald_fill_split_frame_done (HeraldFillSplit *split);
void             herald_fill_split_snapshot (GtkWidget       *widget,
                                             HeraldFillSplit *split,
                                             GtkSnapshot     *snapshot,
                                             void           (*parent_snapshot) (GtkWidget   *widget,
                                                                                GtkSnapshot *snapshot));

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldFillSplit, herald_fill_split_free)

G_END_DECLS
