/* herald-text.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "herald-game.h"

G_BEGIN_DECLS

/* Everything the window says about the game, in one place so that every widget uses the
 * same words: names of tracks, buildings, cards and colours, and sentences for actions and
 * outcomes. */

const char *herald_text_track_name        (HeraldTrack         track);
char       *herald_text_landing_forecast  (HeraldGame         *game);
char       *herald_text_attack_forecast   (HeraldGame         *game,
                                           const HeraldOutcome *attack);
const char *herald_text_deck_name         (HeraldTrack         track);
const char *herald_text_building_name     (HeraldTrack         track,
                                           guint               level);
const char *herald_text_level3_ability    (HeraldTrack         track);
const char *herald_text_color_name        (HeraldColor         color);
const char *herald_text_color_css         (HeraldColor         color);
const char *herald_text_event_name        (HeraldEvent         event);
const char *herald_text_event_icon        (HeraldEvent         event);
const char *herald_text_knight_name       (guint               level);
const char *herald_text_knight_in_sentence (guint              level);
guint       herald_text_knight_place      (const HeraldPlayerState *ps,
                                           guint               k,
                                           guint              *nth);
char       *herald_text_knight_of_kind    (guint               level,
                                           guint               nth,
                                           guint               n);
const char *herald_text_card_name         (HeraldCard          card);
const char *herald_text_card_effect       (HeraldCard          card,
                                           HeraldEdition       edition);
const char *herald_text_edition_name      (HeraldEdition       edition);
char       *herald_text_cost              (const HeraldCost   *cost);
char       *herald_text_correction_details (const HeraldCorrection *c);

char       *herald_text_describe_step     (HeraldGame         *game,
                                           const HeraldAction *action,
                                           guint               current);
char       *herald_text_describe_action   (HeraldGame         *game,
                                           const HeraldAction *action);
char       *herald_text_describe_logged   (HeraldGame         *game,
                                           const HeraldAction *action,
                                           guint               index);
char       *herald_text_describe_done     (HeraldGame         *game,
                                           const HeraldAction *action);
char       *herald_text_card_did          (HeraldGame          *game,
                                           const HeraldOutcome *outcome);
char       *herald_text_undone_outcome    (HeraldGame          *game,
                                           const HeraldOutcome *outcome);
char       *herald_text_describe_brief    (HeraldGame         *game,
                                           const HeraldAction *action,
                                           gboolean            undone);
char       *herald_text_describe_put_back (HeraldGame         *game,
                                           guint               player);
char       *herald_text_describe_outcome  (HeraldGame         *game,
                                           const HeraldOutcome *outcome);
char       *herald_text_roll_banner       (HeraldGame         *game,
                                           const HeraldOutcome *outcomes,
                                           guint               n_outcomes);
char       *herald_text_roll_banner_said  (HeraldGame         *game,
                                           const HeraldOutcome *outcomes,
                                           guint               n_outcomes);
char       *herald_text_attack_reason     (HeraldGame         *game,
                                           const HeraldOutcome *attack,
                                           guint               player);
char       *herald_text_tie_draw          (HeraldGame         *game,
                                           const HeraldOutcome *attack);
char       *herald_text_attack_losers     (HeraldGame         *game,
                                           const HeraldOutcome *attack);
char       *herald_text_sentence          (const char         *message);
char       *herald_text_vp_sources        (const HeraldVp     *vp);

gboolean    herald_text_is_bidi_active    (gunichar            c);
const char *herald_text_isolate           (const char         *text);
char       *herald_text_player_name_cut   (HeraldGame         *game,
                                           gint                player,
                                           guint               most);
char       *herald_text_refusal           (HeraldGame         *game,
                                           const char         *message);
const char *herald_text_player_name       (HeraldGame         *game,
                                           gint                player);

G_END_DECLS
