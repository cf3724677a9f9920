/* herald-pending-item.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_PENDING_ITEM (herald_pending_item_get_type ())

G_DECLARE_FINAL_TYPE (HeraldPendingItem, herald_pending_item, HERALD, PENDING_ITEM, GObject)

HeraldPendingType  herald_pending_item_get_pending_type (HeraldPendingItem *self);
guint              herald_pending_item_get_player       (HeraldPendingItem *self);
const char        *herald_pending_item_get_description  (HeraldPendingItem *self);
gboolean           herald_pending_item_is_for           (HeraldPendingItem   *self,
                                                         const HeraldPending *pending);

/* for the session (herald-session-models.c) */
HeraldPendingItem *herald_pending_item_new              (HeraldGame          *game,
                                                         const HeraldPending *pending);

G_END_DECLS
