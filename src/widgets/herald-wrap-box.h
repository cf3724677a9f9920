/* herald-wrap-box.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_WRAP_BOX (herald_wrap_box_get_type ())

G_DECLARE_FINAL_TYPE (HeraldWrapBox, herald_wrap_box, HERALD, WRAP_BOX, GtkWidget)

guint herald_wrap_box_get_n_rows (HeraldWrapBox *self);

G_END_DECLS
