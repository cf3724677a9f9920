/* herald-a11y.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a screen reader needs that GTK 4.8 does not give by itself. */

char *herald_a11y_strip_mnemonic       (const char *label);
char *herald_a11y_spoken_text          (const char *text);
char *herald_a11y_one_line             (const char *text);
gboolean herald_a11y_has_soft_hyphen    (const char *text);
void  herald_a11y_name_mnemonic_button (GtkWidget  *button);
void  herald_a11y_install              (void);
void  herald_a11y_set_label            (GtkWidget  *widget,
                                        const char *label);
void  herald_a11y_announce             (const char *text);
void  herald_a11y_announce_label       (GtkLabel   *label);
gboolean herald_a11y_update_label_unsaid (GtkLabel   *label,
                                          const char *text);
void  herald_a11y_announce_toast_again (GtkLabel   *label);
void  herald_a11y_lead_page            (GtkWidget  *page,
                                        GtkWidget  *heading);
void  herald_a11y_name_drop_down       (GtkWidget  *drop_down,
                                        const char *name);
GtkWidget *herald_a11y_drop_down_new   (GListModel *model,
                                        const char *name);
void  herald_a11y_update_label         (GtkWidget  *widget,
                                        const char *label);
void  herald_a11y_set_button_label     (GtkButton  *button,
                                        const char *label);
void  herald_a11y_live_label         (GtkLabel   *label);
gboolean herald_a11y_repeats_name      (GtkWidget  *widget,
                                        const char *text);
void  herald_a11y_described_check      (GtkWidget  *widget);
void  herald_a11y_described_check_left (GtkWidget  *widget);
void  herald_a11y_tooltip_changed      (GtkWidget  *widget);
gboolean herald_a11y_describes         (GtkWidget  *widget,
                                        GtkWidget  *other);
void  herald_a11y_focus_retell         (GtkWindow  *window);
void  herald_a11y_window_going         (GtkWindow  *window);
gboolean herald_a11y_window_is_going   (GtkWindow  *window);
void  herald_a11y_focus_ring_from_keys (void);
void  herald_a11y_name_once            (GtkWidget  *widget,
                                        const char *label);
void  herald_a11y_row_control          (GtkWidget  *row,
                                        GtkWidget  *control);

G_END_DECLS
