/* herald-window.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-application.h"
#include "herald-session.h"

G_BEGIN_DECLS

#define HERALD_TYPE_WINDOW (herald_window_get_type ())

G_DECLARE_FINAL_TYPE (HeraldWindow, herald_window, HERALD, WINDOW, AdwApplicationWindow)

HeraldWindow  *herald_window_new         (HeraldApplication *application);
void           herald_window_bind_size   (GtkWindow         *window,
                                          GSettings         *settings);
HeraldSession *herald_window_get_session (HeraldWindow      *self);
void           herald_window_new_game    (HeraldWindow      *self);
void           herald_window_open_file   (HeraldWindow      *self,
                                          GFile             *file);
void           herald_window_choose_file (HeraldWindow      *self);

G_END_DECLS
