/* herald-attack-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_ATTACK_DIALOG (herald_attack_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldAttackDialog, herald_attack_dialog, HERALD, ATTACK_DIALOG, AdwMessageDialog)

HeraldAttackDialog *herald_attack_dialog_new (GtkWindow           *parent,
                                              HeraldGame          *game,
                                              const HeraldOutcome *attack);

G_END_DECLS
