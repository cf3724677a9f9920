/* herald-records-window.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session-library.h"

G_BEGIN_DECLS

GtkWindow *herald_records_window_new (GPtrArray *records,
                                      guint      n_games);
GtkWindow *herald_records_window_new_for_library (HeraldLibrary *library);

G_END_DECLS
