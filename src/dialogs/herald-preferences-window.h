/* herald-preferences-window.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HERALD_TYPE_PREFERENCES_WINDOW (herald_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPreferencesWindow, herald_preferences_window, HERALD, PREFERENCES_WINDOW, AdwPreferencesWindow)

HeraldPreferencesWindow *herald_preferences_window_new (GSettings *settings);
void                     herald_preferences_window_present (GSettings *settings,
                                                            GtkWindow *parent);

G_END_DECLS
