/* herald-game-over-page.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_GAME_OVER_PAGE (herald_game_over_page_get_type ())

G_DECLARE_FINAL_TYPE (HeraldGameOverPage, herald_game_over_page, HERALD, GAME_OVER_PAGE, AdwBin)

void herald_game_over_page_update           (HeraldGameOverPage *self,
                                             HeraldGame         *game);
void herald_game_over_page_set_bottom_inset (HeraldGameOverPage *self,
                                             int                 inset);
gboolean herald_game_over_page_export_to    (HeraldGameOverPage  *self,
                                             const char          *format,
                                             const char          *path,
                                             GError             **error);

G_END_DECLS
