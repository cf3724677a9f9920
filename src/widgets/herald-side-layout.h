/* herald-side-layout.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_SIDE_LAYOUT (herald_side_layout_get_type ())

G_DECLARE_FINAL_TYPE (HeraldSideLayout, herald_side_layout, HERALD, SIDE_LAYOUT, GtkLayoutManager)

GtkLayoutManager *herald_side_layout_new        (int               spacing,
                                                 int               column,
                                                 int               side);
gboolean          herald_side_layout_get_beside (HeraldSideLayout *self);
void              herald_side_layout_set_shorter (HeraldSideLayout *self,
                                                  int               shorter);

G_END_DECLS
