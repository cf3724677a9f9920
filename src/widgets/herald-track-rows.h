/* herald-track-rows.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_TRACK_ROWS (herald_track_rows_get_type ())

G_DECLARE_FINAL_TYPE (HeraldTrackRows, herald_track_rows, HERALD, TRACK_ROWS, GtkLayoutManager)

GtkLayoutManager *herald_track_rows_new         (int              spacing,
                                                 int              row_length);
gboolean          herald_track_rows_get_stacked (HeraldTrackRows *self);
int               herald_track_rows_get_names_width (HeraldTrackRows *self);

G_END_DECLS
