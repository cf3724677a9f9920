/* herald-story-view.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-chart-draw.h"
#include "herald-statistics.h"

G_BEGIN_DECLS

HeraldChartData *herald_story_view_dice_chart        (const HeraldStatistics *stats);
char            *herald_story_view_dice_description  (const HeraldStatistics *stats);
HeraldChartData *herald_story_view_events_chart      (const HeraldStatistics *stats);
char            *herald_story_view_events_description (const HeraldStatistics *stats);
HeraldChartData *herald_story_view_sevens_chart      (HeraldGame             *game,
                                                      const HeraldStory      *story);
char            *herald_story_view_sevens_description (HeraldGame            *game,
                                                      const HeraldStory      *story);
HeraldChartData *herald_story_view_points_chart      (HeraldGame             *game,
                                                      const HeraldStory      *story);
char            *herald_story_view_points_note (const HeraldStory *story);
char            *herald_story_view_points_description (HeraldGame            *game,
                                                      const HeraldStory      *story);
guint            herald_story_view_round_ends        (const HeraldStory      *story,
                                                      guint                  *steps,
                                                      guint                   max);
char            *herald_story_view_cycle_sentence    (const HeraldDiceCycle  *cycle);
char            *herald_story_view_attack_sentence   (HeraldGame             *game,
                                                      const HeraldAttackStory *attack);
char            *herald_story_view_metropolis_sentence (HeraldGame           *game,
                                                      const HeraldMetropolisStory *change);
char            *herald_story_view_duration          (gint64                  seconds);

G_END_DECLS
