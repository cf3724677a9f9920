/* herald-dialogs.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-game.h"

G_BEGIN_DECLS

/* The message dialogs of a turn. Each is an AdwMessageDialog whose extra child holds the
 * choices; the caller connects to ::response and reads the choices with the getters. */

typedef enum
{
  HERALD_ROLL_DIALOG_ENTER,           /* all three dice from the table */
  HERALD_ROLL_DIALOG_ALCHEMIST,       /* red and white chosen; the app rolls the event die */
  HERALD_ROLL_DIALOG_ALCHEMIST_EVENT, /* red and white chosen; the event die from the table */
} HeraldRollDialogMode;

AdwMessageDialog *herald_roll_dialog_new            (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     HeraldRollDialogMode mode);
gboolean          herald_roll_dialog_get_roll       (AdwMessageDialog    *dialog,
                                                     HeraldRoll          *roll);

AdwMessageDialog *herald_check_in_dialog_new        (GtkWindow           *parent,
                                                     HeraldGame          *game);
guint             herald_check_in_dialog_get_corrections (AdwMessageDialog *dialog,
                                                     HeraldAction        *actions);
gboolean          herald_check_in_dialog_check      (AdwMessageDialog    *dialog,
                                                     GError             **error);
gboolean          herald_check_in_dialog_get_commit (AdwMessageDialog    *dialog,
                                                     guint8              *commit);

AdwMessageDialog *herald_attack_dialog_new          (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     const HeraldOutcome *attack);

gboolean          herald_card_needs_details         (HeraldGame          *game,
                                                     guint                player,
                                                     HeraldCard           card);
AdwMessageDialog *herald_play_dialog_new            (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     guint                player,
                                                     HeraldCard           card);
void              herald_play_dialog_fill_action    (AdwMessageDialog    *dialog,
                                                     HeraldAction        *action);

AdwMessageDialog *herald_displace_dialog_new        (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     guint                player,
                                                     guint                knight);

gboolean          herald_position_is_editable       (HeraldGame          *game);

AdwMessageDialog *herald_correct_dialog_new         (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     guint                player);
gboolean          herald_correct_dialog_get_action  (AdwMessageDialog    *dialog,
                                                     HeraldAction        *action);
JsonNode         *herald_correct_dialog_dup_start   (AdwMessageDialog    *dialog);

AdwMessageDialog *herald_physical_card_dialog_new   (GtkWindow           *parent,
                                                     HeraldGame          *game,
                                                     guint                player);
HeraldCard        herald_physical_card_dialog_get_card (AdwMessageDialog *dialog);

AdwMessageDialog *herald_decks_dialog_new           (GtkWindow           *parent,
                                                     HeraldGame          *game);
gboolean          herald_decks_dialog_add_card      (AdwMessageDialog    *dialog,
                                                     HeraldTrack          track,
                                                     HeraldCard           card);
JsonNode         *herald_decks_dialog_dup_start     (AdwMessageDialog    *dialog);

G_END_DECLS
