/* herald-inset-layout.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_INSET_LAYOUT (herald_inset_layout_get_type ())

G_DECLARE_FINAL_TYPE (HeraldInsetLayout, herald_inset_layout, HERALD, INSET_LAYOUT, GtkLayoutManager)

int  herald_inset_layout_get_inset (HeraldInsetLayout *self);
void herald_inset_layout_set_inset (HeraldInsetLayout *self,
                                    int                inset);

G_END_DECLS
