/* herald-error-toast.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A toast title's layout, in herald-window-toast.c: its child at its natural width whatever
 * height the toast's row asks it for (a wrapping label was given the least width for the
 * buttons' height, two lines where one fitted) */
GType herald_toast_title_layout_get_type (void);

void herald_error_toast_show (GtkWidget  *widget,
                              const char *words,
                              const char *detail);

G_END_DECLS
