/* herald-play-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_PLAY_DIALOG (herald_play_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPlayDialog, herald_play_dialog, HERALD, PLAY_DIALOG, AdwMessageDialog)

HeraldPlayDialog *herald_play_dialog_new        (GtkWindow        *parent,
                                                 HeraldGame       *game,
                                                 guint             player,
                                                 HeraldCard        card);
HeraldPlayDialog *herald_displace_dialog_new    (GtkWindow        *parent,
                                                 HeraldGame       *game,
                                                 guint             player,
                                                 guint             knight);
void              herald_play_dialog_get_action (HeraldPlayDialog *self,
                                                 HeraldAction     *action);

G_END_DECLS
