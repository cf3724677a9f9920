/* herald-new-game-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session.h"
#include "herald-start.h"

G_BEGIN_DECLS

#define HERALD_TYPE_NEW_GAME_DIALOG (herald_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldNewGameDialog, herald_new_game_dialog, HERALD, NEW_GAME_DIALOG, AdwWindow)

HeraldNewGameDialog *herald_new_game_dialog_new      (GtkWindow           *parent,
                                                      GSettings           *settings);
void                 herald_new_game_dialog_get_game (HeraldNewGameDialog *self,
                                                      HeraldRules         *rules,
                                                      HeraldPlayerInfo    *players,
                                                      guint               *n_players,
                                                      gboolean            *setup_round,
                                                      HeraldDiceMode      *dice_mode,
                                                      gint                *first);
gboolean             herald_new_game_dialog_get_start (HeraldNewGameDialog *self,
                                                       HeraldStart         *start);

G_END_DECLS
