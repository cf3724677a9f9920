/* herald-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"
#include "herald-save.h"

G_BEGIN_DECLS

/* Anna (red), Ben (blue) and Cleo (white), the players of most tests */
extern const HeraldPlayerInfo herald_test_players[3];

HeraldGame *herald_test_game_new     (const char  *rules_json,
                                      guint        n_players,
                                      const char  *start_json);
gboolean    herald_test_apply        (HeraldGame  *game,
                                      const char  *action_json,
                                      GError     **error);
void        herald_test_apply_ok     (HeraldGame  *game,
                                      const char  *action_json);
void        herald_test_apply_fails  (HeraldGame  *game,
                                      const char  *action_json,
                                      const char  *message_part);
guint       herald_test_count_outcomes (HeraldGame        *game,
                                      HeraldOutcomeType  type);
const HeraldOutcome *herald_test_last_outcome (HeraldGame        *game,
                                      HeraldOutcomeType  type);
guint       herald_test_vp           (HeraldGame  *game,
                                      guint        player);

G_END_DECLS
