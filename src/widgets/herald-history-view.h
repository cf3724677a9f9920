/* herald-history-view.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include <gio/gio.h>

G_BEGIN_DECLS

#define HERALD_TYPE_HISTORY_VIEW (herald_history_view_get_type ())

G_DECLARE_FINAL_TYPE (HeraldHistoryView, herald_history_view, HERALD, HISTORY_VIEW, GtkWidget)

void herald_history_view_set_history (HeraldHistoryView *self,
                                      GListModel        *history);
const char *herald_history_view_get_empty_text (HeraldHistoryView *self);

G_END_DECLS
