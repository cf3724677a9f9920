/* herald-statistics-window.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"
#include "herald-statistics.h"

G_BEGIN_DECLS

GtkWindow *herald_statistics_window_new (HeraldGame            *game,
                                         const HeraldDiceCycle *cycle);

G_END_DECLS
