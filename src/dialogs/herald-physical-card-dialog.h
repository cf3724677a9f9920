/* herald-physical-card-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_PHYSICAL_CARD_DIALOG (herald_physical_card_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPhysicalCardDialog, herald_physical_card_dialog, HERALD, PHYSICAL_CARD_DIALOG, AdwMessageDialog)

HeraldPhysicalCardDialog *herald_physical_card_dialog_new        (GtkWindow                *parent,
                                                                  HeraldGame               *game,
                                                                  guint                     player);
guint                     herald_physical_card_dialog_get_player (HeraldPhysicalCardDialog *self);
HeraldCard                herald_physical_card_dialog_get_card   (HeraldPhysicalCardDialog *self);

G_END_DECLS
