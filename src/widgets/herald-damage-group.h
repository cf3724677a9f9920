/* herald-damage-group.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void herald_damage_group_snapshot_child (GtkWidget   *widget,
                                         GtkWidget   *child,
                                         GtkSnapshot *snapshot,
                                         gboolean     hold);
void herald_damage_group_snapshot_held  (GtkWidget   *widget,
                                         GtkSnapshot *snapshot,
                                         gboolean     hold);
void herald_damage_group_snapshot       (GtkWidget   *widget,
                                         GtkSnapshot *snapshot);
void herald_damage_group_snapshot_parts (GtkWidget   *widget,
                                         GtkSnapshot *snapshot);

#define HERALD_TYPE_DAMAGE_BOX (herald_damage_box_get_type ())

G_DECLARE_FINAL_TYPE (HeraldDamageBox, herald_damage_box, HERALD, DAMAGE_BOX, GtkBox)

guint herald_damage_box_get_changed (HeraldDamageBox *self);

G_END_DECLS
