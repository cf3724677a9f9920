/* herald-clamp-layout.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_CLAMP_LAYOUT (herald_clamp_layout_get_type ())

G_DECLARE_FINAL_TYPE (HeraldClampLayout, herald_clamp_layout, HERALD, CLAMP_LAYOUT, GtkLayoutManager)

GtkLayoutManager *herald_clamp_layout_new              (int                maximum_size);
int               herald_clamp_layout_get_maximum_size (HeraldClampLayout *self);
void              herald_clamp_layout_set_maximum_size (HeraldClampLayout *self,
                                                        int                maximum_size);

guint             herald_measure_children              (GtkWidget         *widget,
                                                        GtkOrientation     orientation,
                                                        int                for_size,
                                                        int               *minimum,
                                                        int               *natural);

G_END_DECLS
