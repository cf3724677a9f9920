/* herald-popover.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void herald_popover_keep_in_window      (GtkPopover    *popover);
void herald_popover_keep_list_in_window (GtkWidget     *drop_down);
int  herald_popover_dialog_top          (GtkWidget     *dialog,
                                        GtkWidget     *parent);
void herald_popover_quiet_tooltip       (GtkMenuButton *button);
void herald_popover_keyboard_start      (GtkMenuButton *button);
GtkWidget *herald_popover_first_item   (GtkWidget     *popover);
void herald_popover_not_first           (GtkWidget     *item);
GtkWidget *herald_widget_find_first    (GtkWidget     *widget,
                                       GType          type);

G_END_DECLS
