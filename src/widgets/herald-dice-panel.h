/* herald-dice-panel.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-dice.h"

G_BEGIN_DECLS

#define HERALD_TYPE_DICE_PANEL (herald_dice_panel_get_type ())

G_DECLARE_FINAL_TYPE (HeraldDicePanel, herald_dice_panel, HERALD, DICE_PANEL, GtkWidget)

void herald_dice_panel_set_roll   (HeraldDicePanel  *self,
                                   const HeraldRoll *roll,
                                   gboolean          animate);
void herald_dice_panel_set_banner (HeraldDicePanel  *self,
                                   const char       *banner);
void herald_dice_panel_set_banner_said (HeraldDicePanel *self,
                                        const char      *banner,
                                        const char      *said);
const char *herald_dice_panel_get_banner (HeraldDicePanel *self);
void herald_dice_panel_set_can_roll_again (HeraldDicePanel *self,
                                           gboolean         can);
void herald_dice_panel_set_enter_refusal (HeraldDicePanel *self,
                                          const char      *why);
void herald_dice_panel_set_roll_refusal (HeraldDicePanel *self,
                                         const char      *why);
void herald_dice_panel_set_landing (HeraldDicePanel *self,
                                    gboolean         landing);
gboolean herald_dice_panel_get_landing (HeraldDicePanel *self);
void herald_dice_panel_set_alchemist_refusal (HeraldDicePanel *self,
                                              const char      *why);
void herald_dice_panel_focus_roll (HeraldDicePanel *self);
GtkWidget *herald_dice_panel_get_roll_button (HeraldDicePanel *self);
void       herald_dice_panel_set_place_kept (HeraldDicePanel *self,
                                             gboolean         kept);
gboolean herald_dice_panel_compute_result_bounds (HeraldDicePanel *self,
                                                  GtkWidget       *target,
                                                  graphene_rect_t *out_bounds);

void herald_wrap_button_label (GtkWidget *button);

G_END_DECLS
