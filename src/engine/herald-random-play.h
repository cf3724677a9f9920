/* herald-random-play.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"
#include "herald-rng.h"

G_BEGIN_DECLS

HeraldGame *herald_random_game_new (HeraldRng    *rng,
                                    gboolean      vary_rules,
                                    guint         victory_points);
gboolean    herald_random_next     (HeraldGame   *game,
                                    HeraldRng    *rng,
                                    HeraldAction *out,
                                    guint        *n_refused);
void        herald_random_move     (HeraldGame   *game,
                                    HeraldRng    *rng,
                                    guint         player,
                                    HeraldAction *a);
gboolean    herald_random_step     (HeraldGame   *game,
                                    HeraldRng    *rng);
guint       herald_random_play     (HeraldGame   *game,
                                    HeraldRng    *rng,
                                    guint         max_actions);

G_END_DECLS
