/* herald-correct-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-start.h"

G_BEGIN_DECLS

#define HERALD_TYPE_CORRECT_DIALOG (herald_correct_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldCorrectDialog, herald_correct_dialog, HERALD, CORRECT_DIALOG, AdwMessageDialog)

HeraldCorrectDialog *herald_correct_dialog_new        (GtkWindow           *parent,
                                                       HeraldGame          *game,
                                                       guint                player);
gboolean             herald_correct_dialog_get_action (HeraldCorrectDialog *self,
                                                       HeraldAction        *action);

G_END_DECLS
