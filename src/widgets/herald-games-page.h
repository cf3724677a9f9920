/* herald-games-page.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session-library.h"
#include "herald-session.h"

G_BEGIN_DECLS

#define HERALD_TYPE_GAMES_PAGE (herald_games_page_get_type ())

G_DECLARE_FINAL_TYPE (HeraldGamesPage, herald_games_page, HERALD, GAMES_PAGE, AdwBin)

void           herald_games_page_setup         (HeraldGamesPage *self,
                                                HeraldSession   *session,
                                                HeraldLibrary   *library);
void           herald_games_page_reload        (HeraldGamesPage *self);
guint          herald_games_page_get_n_reloads (HeraldGamesPage *self);
void           herald_games_page_open          (HeraldGamesPage *self,
                                                const char      *path);
void           herald_games_page_open_file     (HeraldGamesPage *self,
                                                const char      *path);
gboolean       herald_games_page_resume_latest (HeraldGamesPage *self);
gboolean       herald_games_page_has_unfinished (HeraldGamesPage *self);
GtkWidget     *herald_games_page_get_resume_button (HeraldGamesPage *self);

G_END_DECLS
