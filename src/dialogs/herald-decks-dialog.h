/* herald-decks-dialog.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-start.h"

G_BEGIN_DECLS

#define HERALD_TYPE_DECKS_DIALOG (herald_decks_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HeraldDecksDialog, herald_decks_dialog, HERALD, DECKS_DIALOG, AdwMessageDialog)

HeraldDecksDialog *herald_decks_dialog_new       (GtkWindow         *parent,
                                                  HeraldGame        *game);
gboolean           herald_decks_dialog_add_card  (HeraldDecksDialog *self,
                                                  HeraldTrack        track,
                                                  HeraldCard         card);
gboolean           herald_decks_dialog_get_action (HeraldDecksDialog *self,
                                                   HeraldAction      *action);

G_END_DECLS
