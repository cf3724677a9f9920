/* herald-player-card.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session.h"

G_BEGIN_DECLS

#define HERALD_TYPE_PLAYER_CARD (herald_player_card_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPlayerCard, herald_player_card, HERALD, PLAYER_CARD, GtkWidget)

GtkWidget *herald_player_card_new        (guint             player);
guint      herald_player_card_get_player (HeraldPlayerCard *self);
void       herald_player_card_update     (HeraldPlayerCard *self,
                                          HeraldSession    *session);
void       herald_player_card_set_item   (HeraldPlayerCard *self,
                                          HeraldPlayerItem *item);
void       herald_player_card_set_turn_time (HeraldPlayerCard *self,
                                          const char       *text);
guint      herald_player_card_get_n_syncs (HeraldPlayerCard *self);
guint      herald_player_card_get_n_knight_slots_made (HeraldPlayerCard *self);
guint      herald_player_card_get_n_piece_parts_made (HeraldPlayerCard *self);
gboolean   herald_player_card_focus_self (HeraldPlayerCard *self);
int        herald_player_card_get_names_width (HeraldPlayerCard *self);

G_END_DECLS
