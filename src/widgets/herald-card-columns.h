/* herald-card-columns.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_CARD_COLUMNS (herald_card_columns_get_type ())

G_DECLARE_FINAL_TYPE (HeraldCardColumns, herald_card_columns, HERALD, CARD_COLUMNS, GtkWidget)

GtkWidget *herald_card_columns_new             (void);
void       herald_card_columns_append          (HeraldCardColumns *self,
                                                GtkWidget         *child);
void       herald_card_columns_remove          (HeraldCardColumns *self,
                                                GtkWidget         *child);
guint      herald_card_columns_get_columns     (HeraldCardColumns *self);
int        herald_card_columns_get_child_width (HeraldCardColumns *self);
int        herald_card_columns_width_for       (HeraldCardColumns *self,
                                                int                width,
                                                int                child_width);

G_END_DECLS
