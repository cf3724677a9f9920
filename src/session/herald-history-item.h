/* herald-history-item.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-action.h"

G_BEGIN_DECLS

#define HERALD_TYPE_HISTORY_ITEM (herald_history_item_get_type ())

G_DECLARE_FINAL_TYPE (HeraldHistoryItem, herald_history_item, HERALD, HISTORY_ITEM, GObject)

guint               herald_history_item_get_index  (HeraldHistoryItem  *self);
gint                herald_history_item_get_player (HeraldHistoryItem  *self);
const char         *herald_history_item_get_text   (HeraldHistoryItem  *self);
const HeraldAction *herald_history_item_get_action (HeraldHistoryItem  *self);

/* for the session (herald-session-models.c) */
HeraldHistoryItem  *herald_history_item_new        (guint               index,
                                                    const HeraldAction *action,
                                                    gint                player,
                                                    gint                current_after,
                                                    char               *text);
gint                herald_history_item_get_current_after (HeraldHistoryItem *self);

G_END_DECLS
