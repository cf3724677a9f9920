/* herald-check-in-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_CHECK_IN_DIALOG (herald_check_in_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldCheckInDialog, herald_check_in_dialog, HERALD, CHECK_IN_DIALOG, AdwMessageDialog)

HeraldCheckInDialog *herald_check_in_dialog_new             (GtkWindow            *parent,
                                                             HeraldGame           *game);
guint                herald_check_in_dialog_get_corrections (HeraldCheckInDialog  *self,
                                                             HeraldAction         *actions);
gboolean             herald_check_in_dialog_check           (HeraldCheckInDialog  *self,
                                                             GError              **error);
gboolean             herald_check_in_dialog_get_commit      (HeraldCheckInDialog  *self,
                                                             guint8               *commit);

G_END_DECLS
