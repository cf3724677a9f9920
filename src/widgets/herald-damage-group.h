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

G_END_DECLS
