/* herald-focus.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Fewer Tab stops for keyboard and screen-reader players: a group of controls is one stop,
 * and the arrow keys move inside it. */

typedef gboolean (*HeraldFocusFunc) (GtkWidget        *widget,
                                     GtkDirectionType  direction);

typedef gboolean (*HeraldFocusAcceptFunc) (GtkWidget *control,
                                           gpointer   data);

gboolean herald_focus_group_focus (GtkWidget         *group,
                                   GtkDirectionType   direction,
                                   HeraldFocusFunc    chain);
GtkWidget *herald_focus_group_nearest (GtkWidget             *group,
                                       const graphene_rect_t *from,
                                       HeraldFocusAcceptFunc  accept,
                                       gpointer               data);
void     herald_focus_group_set_origin (GtkWidget             *group,
                                        const graphene_rect_t *from);
void     herald_focus_radio_group (GtkToggleButton  **buttons,
                                   guint              n);
void     herald_focus_tell_states (GtkWidget         *button);
gboolean herald_focus_lands_first (GtkWidget         *container,
                                   GtkWidget         *target,
                                   GtkWidget         *leaving);
int      herald_focus_content_order (GtkWidget       *parent,
                                     GtkWidget       *a,
                                     GtkWidget       *b);

G_END_DECLS
