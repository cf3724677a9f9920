/* herald-roll-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

typedef enum
{
  HERALD_ROLL_DIALOG_ENTER,           /* all three dice from the table */
  HERALD_ROLL_DIALOG_ALCHEMIST,       /* red and white chosen; the app rolls the event die */
  HERALD_ROLL_DIALOG_ALCHEMIST_EVENT, /* red and white chosen; the event die from the table */
} HeraldRollDialogMode;

#define HERALD_TYPE_ROLL_DIALOG (herald_roll_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldRollDialog, herald_roll_dialog, HERALD, ROLL_DIALOG, AdwMessageDialog)

HeraldRollDialog     *herald_roll_dialog_new      (GtkWindow            *parent,
                                                   HeraldGame           *game,
                                                   HeraldRollDialogMode  mode);
HeraldRollDialogMode  herald_roll_dialog_get_mode (HeraldRollDialog     *self);
gboolean              herald_roll_dialog_get_roll (HeraldRollDialog     *self,
                                                   HeraldRoll           *roll);

G_END_DECLS
