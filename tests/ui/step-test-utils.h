/* step-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What test-step-refresh.c, test-history-rows.c and test-models.c share (step-test-utils.c):
 * random games played through a session, as the table plays them (as bench-roll
 * --window-steps does) */

#pragma once

#include "herald-rng.h"
#include "herald-session.h"

G_BEGIN_DECLS

void     herald_test_open_random_game (HeraldSession *session,
                                       HeraldRng     *rng,
                                       const char    *dir,
                                       guint          n_actions);
gboolean herald_test_perform_random_step (HeraldSession *session,
                                          HeraldRng     *rng,
                                          gboolean      *taken);

/* For g_signal_connect_swapped () with a guint as its data: counts the signal's emissions */
void     herald_test_count_cb         (guint         *count);

G_END_DECLS
