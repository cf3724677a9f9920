/* herald-style.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void herald_style_init         (void);
void herald_style_ensure_table (void);

G_END_DECLS
