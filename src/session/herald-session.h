/* herald-session.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-forecast.h"
#include "herald-game.h"
#include "herald-start.h"
#include "herald-statistics.h"
#include "herald-rng.h"
#include "herald-history-item.h"
#include "herald-pending-item.h"
#include "herald-player-item.h"

G_BEGIN_DECLS


#define HERALD_TYPE_SESSION (herald_session_get_type ())

G_DECLARE_FINAL_TYPE (HeraldSession, herald_session, HERALD, SESSION, GObject)

HeraldSession      *herald_session_new                  (const char          *save_path);
const char         *herald_session_get_save_path        (HeraldSession       *self);

gboolean            herald_session_new_game             (HeraldSession       *self,
                                                         const HeraldRules   *rules,
                                                         const HeraldPlayerInfo *players,
                                                         guint                n_players,
                                                         gboolean             setup_round,
                                                         GError             **error);
gboolean            herald_session_new_game_at          (HeraldSession       *self,
                                                         const HeraldRules   *rules,
                                                         const HeraldPlayerInfo *players,
                                                         guint                n_players,
                                                         JsonNode            *start,
                                                         GError             **error);
gboolean            herald_session_new_game_from_start  (HeraldSession       *self,
                                                         const HeraldRules   *rules,
                                                         const HeraldPlayerInfo *players,
                                                         guint                n_players,
                                                         const HeraldStart   *start,
                                                         GError             **error);
gboolean            herald_session_has_saved_game       (HeraldSession       *self);
char               *herald_session_describe_saved_game  (HeraldSession       *self);
gboolean            herald_session_resume               (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_has_backup           (HeraldSession       *self);
gboolean            herald_session_resume_backup        (HeraldSession       *self,
                                                         GError             **error);
void                herald_session_close                (HeraldSession       *self);
void                herald_session_set_games_folder     (HeraldSession       *self,
                                                         const char          *folder);
gboolean            herald_session_open                 (HeraldSession       *self,
                                                         const char          *path,
                                                         gboolean             read_only,
                                                         GError             **error);
gboolean            herald_session_is_game_file         (HeraldSession       *self,
                                                         const char          *path);
gboolean            herald_session_open_file            (HeraldSession       *self,
                                                         const char          *path,
                                                         GError             **error);
gboolean            herald_session_look_at_file         (HeraldSession       *self,
                                                         const char          *path,
                                                         GError             **error);
gboolean            herald_session_get_copy_notice      (HeraldSession       *self,
                                                         char               **title,
                                                         char               **detail);
const char         *herald_session_get_outside_path     (HeraldSession       *self);
const char         *herald_session_get_older_copy       (HeraldSession       *self);
guint               herald_session_get_unsaved_steps    (HeraldSession       *self);
void                herald_session_set_write_behind     (HeraldSession       *self,
                                                         gboolean             write_behind);
void                herald_session_settle_save          (HeraldSession       *self);
void                herald_session_wait_written         (HeraldSession       *self);
gboolean            herald_session_get_save_queued      (HeraldSession       *self);
gboolean            herald_session_get_read_only        (HeraldSession       *self);
gboolean            herald_session_get_holder_gone      (HeraldSession       *self);
gboolean            herald_session_check_holder         (HeraldSession       *self);
gboolean            herald_session_follow_looked_at     (HeraldSession       *self);
gboolean            herald_session_take_over            (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_save_now             (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_save_as              (HeraldSession       *self,
                                                         const char          *path,
                                                         GError             **error);

gboolean            herald_session_perform              (HeraldSession       *self,
                                                         const HeraldAction  *action,
                                                         GError             **error);
gboolean            herald_session_check                (HeraldSession       *self,
                                                         const HeraldAction  *action,
                                                         GError             **error);
gboolean            herald_session_check_refusal        (HeraldSession       *self,
                                                         const HeraldAction  *action,
                                                         const char         **message);
gboolean            herald_session_undo                 (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_check_undo           (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_check_redo           (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_redo                 (HeraldSession       *self,
                                                         GError             **error);

void                herald_session_roll_dice            (HeraldSession       *self,
                                                         HeraldRoll          *roll);
void                herald_session_draw_roll            (HeraldSession       *self,
                                                         HeraldRoll          *roll);
gboolean            herald_session_check_roll           (HeraldSession       *self,
                                                         GError             **error);
gboolean            herald_session_check_enter_roll     (HeraldSession       *self);
gboolean            herald_session_can_roll_again       (HeraldSession       *self);
gboolean            herald_session_draw_roll_again      (HeraldSession       *self,
                                                         HeraldRoll          *roll,
                                                         GError             **error);
gboolean            herald_session_draw_alchemist_roll  (HeraldSession       *self,
                                                         HeraldRoll          *roll,
                                                         GError             **error);
gboolean            herald_session_release_roll         (HeraldSession       *self);
void                herald_session_hold_roll            (HeraldSession       *self,
                                                         const HeraldRoll    *roll);
gboolean            herald_session_get_drawn_roll       (HeraldSession       *self,
                                                         HeraldRoll          *roll);
gboolean            herald_session_has_held_landing     (HeraldSession       *self);
gboolean            herald_session_get_held_landing     (HeraldSession       *self,
                                                         HeraldRoll          *roll);
HeraldEvent         herald_session_roll_event           (HeraldSession       *self);
gboolean            herald_session_roll                 (HeraldSession       *self,
                                                         const HeraldRoll    *roll,
                                                         const guint8        *commit,
                                                         GError             **error);

HeraldGame         *herald_session_get_game             (HeraldSession       *self);
const HeraldState  *herald_session_get_state            (HeraldSession       *self);
gboolean            herald_session_get_has_game         (HeraldSession       *self);
gboolean            herald_session_get_can_undo         (HeraldSession       *self);
gboolean            herald_session_get_can_redo         (HeraldSession       *self);
void                herald_session_set_last_draws_seen  (HeraldSession       *self);
guint               herald_session_get_rewinds          (HeraldSession       *self);
guint               herald_session_get_n_dropped_redo   (HeraldSession       *self);
guint               herald_session_get_current_player   (HeraldSession       *self);
guint               herald_session_get_round            (HeraldSession       *self);
guint               herald_session_get_barbarian_position (HeraldSession     *self);
HeraldDiceMode      herald_session_get_dice_mode        (HeraldSession       *self);
gboolean            herald_session_get_dice_cycle       (HeraldSession       *self,
                                                         HeraldDiceCycle     *cycle);
double              herald_session_get_attack_chance    (HeraldSession       *self,
                                                         guint                n_rolls);
void                herald_session_get_draw_forecast    (HeraldSession       *self,
                                                         guint                player,
                                                         HeraldDrawForecast  *forecast);
void                herald_session_set_dice_mode        (HeraldSession       *self,
                                                         HeraldDiceMode       mode);

GListModel         *herald_session_get_players          (HeraldSession       *self);
GListModel         *herald_session_get_pending          (HeraldSession       *self);
GListModel         *herald_session_get_history          (HeraldSession       *self);

G_END_DECLS
