/* herald-tooltip.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The key of the label a widget's tooltip shows (herald_tooltip_fit ()), for tests */
#define HERALD_TOOLTIP_LABEL_KEY "herald-tooltip-label"

gboolean herald_tooltip_fit   (GtkTooltip *tooltip,
                               GtkWidget  *widget,
                               const char *text);
void     herald_tooltip_track (GtkWidget  *widget);
const char *herald_tooltip_get_text      (GtkWidget  *widget);
gboolean    herald_tooltip_set_on_demand (GtkWidget  *widget,
                                          const char *text);
void        herald_tooltip_hold          (GtkWidget  *widget);
void        herald_tooltip_hold_after_dialog (GtkWidget *widget);
void        herald_tooltip_note_press    (GtkWidget  *window,
                                          double      x,
                                          double      y);
gboolean    herald_tooltip_get_holding   (GtkWidget  *widget);
gboolean    herald_tooltip_held          (GtkWidget  *widget,
                                          int         x,
                                          int         y,
                                          gboolean    keyboard);

G_END_DECLS
