/* herald-word-width.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

int herald_widest_word (GtkWidget  *widget,
                        const char *text);

G_END_DECLS
