/* herald-history-list.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_TYPE_HISTORY_LIST (herald_history_list_get_type ())

G_DECLARE_FINAL_TYPE (HeraldHistoryList, herald_history_list, HERALD, HISTORY_LIST, GObject)

HeraldHistoryList *herald_history_list_new    (void);
void               herald_history_list_update (HeraldHistoryList *self,
                                               HeraldGame        *game,
                                               gboolean           new_game,
                                               guint              rewinds);
gboolean           herald_history_outcome_is_step (const HeraldAction  *step,
                                                   const HeraldOutcome *outcome);

G_END_DECLS
