/* herald-turn-timer.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session.h"
#include "herald-sounds.h"

G_BEGIN_DECLS

#define HERALD_TYPE_TURN_TIMER (herald_turn_timer_get_type ())

G_DECLARE_FINAL_TYPE (HeraldTurnTimer, herald_turn_timer, HERALD, TURN_TIMER, GtkWidget)

GtkWidget *herald_turn_timer_new                (void);
void       herald_turn_timer_set_session        (HeraldTurnTimer *self,
                                                 HeraldSession   *session,
                                                 GSettings       *settings,
                                                 HeraldSounds    *sounds);
gboolean   herald_turn_timer_get_enabled        (HeraldTurnTimer *self);
gboolean   herald_turn_timer_get_paused         (HeraldTurnTimer *self);
void       herald_turn_timer_set_paused         (HeraldTurnTimer *self,
                                                 gboolean         paused);
guint      herald_turn_timer_get_elapsed        (HeraldTurnTimer *self);
gboolean   herald_turn_timer_get_overtime       (HeraldTurnTimer *self);
guint      herald_turn_timer_get_player_seconds (HeraldTurnTimer *self,
                                                 guint            player);
guint      herald_turn_timer_get_player_turns   (HeraldTurnTimer *self,
                                                 guint            player);
char      *herald_turn_timer_describe_player    (HeraldTurnTimer *self,
                                                 guint            player);
void       herald_turn_timer_add_time           (HeraldTurnTimer *self,
                                                 gint64           usec);
char      *herald_turn_timer_format             (guint            seconds);
void       herald_turn_timer_set_clock          (HeraldTurnTimer *self,
                                                 gint64         (*now) (void));

G_END_DECLS
