/* herald-player-item.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_PLAYER_ITEM (herald_player_item_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPlayerItem, herald_player_item, HERALD, PLAYER_ITEM, GObject)

guint        herald_player_item_get_index           (HeraldPlayerItem *self);
const char  *herald_player_item_get_name            (HeraldPlayerItem *self);
HeraldColor  herald_player_item_get_color           (HeraldPlayerItem *self);
gboolean     herald_player_item_get_is_current      (HeraldPlayerItem *self);
const char  *herald_player_item_get_status          (HeraldPlayerItem *self);
guint        herald_player_item_get_victory_points  (HeraldPlayerItem *self);
void         herald_player_item_get_vp              (HeraldPlayerItem *self,
                                                     HeraldVp         *vp);
const char  *herald_player_item_get_vp_breakdown    (HeraldPlayerItem *self);
guint        herald_player_item_get_cards_in_hand   (HeraldPlayerItem *self);
guint        herald_player_item_get_settlements     (HeraldPlayerItem *self);
guint        herald_player_item_get_cities          (HeraldPlayerItem *self);
guint        herald_player_item_get_walls           (HeraldPlayerItem *self);
guint        herald_player_item_get_knight_strength (HeraldPlayerItem *self);
guint        herald_player_item_get_discard_limit   (HeraldPlayerItem *self);
guint        herald_player_item_get_metropolises    (HeraldPlayerItem *self);

/* for the session (herald-session-models.c) */
HeraldPlayerItem *herald_player_item_new            (HeraldGame       *game,
                                                     guint             index);
void         herald_player_item_update              (HeraldPlayerItem *self,
                                                     HeraldGame       *game);

G_END_DECLS
