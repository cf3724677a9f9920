/* herald-help-overlay.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void       herald_help_overlay_fit  (GtkShortcutsWindow *overlay);
GtkWindow *herald_help_overlay_show (GtkShortcutsWindow *overlay,
                                     GtkWindow          *parent);

G_END_DECLS
