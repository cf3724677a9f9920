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

/**
 * HeraldSplitWantFunc:
 * @child: the second child
 * @width: the width it could be given, in pixels
 * @user_data: the data given with the function
 *
 * Returns: the width @child wants before the first child grows past its floor, in pixels
 */
typedef int (*HeraldSplitWantFunc) (GtkWidget *child,
                                    int        width,
                                    gpointer   user_data);

GtkLayoutManager *herald_split_layout_new          (int                spacing);
int               herald_split_layout_get_spacing  (HeraldSplitLayout *self);
void              herald_split_layout_set_spacing  (HeraldSplitLayout *self,
                                                    int                spacing);
void              herald_split_layout_set_floors   (HeraldSplitLayout *self,
                                                    int                first,
                                                    int                second);
void              herald_split_layout_set_want_func (HeraldSplitLayout  *self,
                                                     HeraldSplitWantFunc func,
                                                     gpointer            user_data);

G_END_DECLS
