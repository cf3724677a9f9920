/* herald-split-layout.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_SPLIT_LAYOUT (herald_split_layout_get_type ())

G_DECLARE_FINAL_TYPE (HeraldSplitLayout, herald_split_layout, HERALD, SPLIT_LAYOUT, GtkLayoutManager)

GtkLayoutManager *herald_split_layout_new          (int                spacing);
int               herald_split_layout_get_spacing  (HeraldSplitLayout *self);
void              herald_split_layout_set_spacing  (HeraldSplitLayout *self,
                                                    int                spacing);
void              herald_split_layout_set_floors   (HeraldSplitLayout *self,
                                                    int                first,
                                                    int                second);

G_END_DECLS
