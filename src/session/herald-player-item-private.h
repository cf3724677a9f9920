/* herald-player-item-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The player's item's parts: the item itself in herald-player-item.c, the legality of the
 * card's moves and their reasons in herald-player-item-checks.c. */

#pragma once

#include "herald-player-item.h"

G_BEGIN_DECLS

/* The last refusal of one kind (the card's moves, the knights' moves) an item's update met,
 * and its reason: the new arrays' strings, borrowed for the update */
typedef struct
{
  const char *refusal;
  const char *reason;
} HeraldReasonRecent;

/* Whether player @p may make @move now (herald_session_check ()); when not, @reason is the
 * sentence shown and @refusal the engine's message it was made from (both newly allocated,
 * or %NULL), except while the message is @old_refusal: then they are @old_reason and
 * @old_refusal themselves, taken over rather than copied (the caller frees an old string only
 * when it is not the new one), or while it is @recent's: then they are copies of @recent's,
 * not made again. Never in the setup round. */
gboolean herald_player_item_check_move        (HeraldSession          *session,
                                               const HeraldState      *state,
                                               guint                   p,
                                               HeraldPlayerMove        move,
                                               char                  **reason,
                                               char                  **refusal,
                                               const char             *old_reason,
                                               const char             *old_refusal,
                                               HeraldReasonRecent     *recent);
/* Likewise for @move of player @p's knight @k (its menu) */
gboolean herald_player_item_check_knight_move (HeraldSession          *session,
                                               const HeraldState      *state,
                                               guint                   p,
                                               guint                   k,
                                               HeraldPlayerKnightMove  move,
                                               char                  **reason,
                                               char                  **refusal,
                                               const char             *old_reason,
                                               const char             *old_refusal,
                                               HeraldReasonRecent     *recent);

G_END_DECLS
