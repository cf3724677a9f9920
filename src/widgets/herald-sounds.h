/* herald-sounds.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "herald-game.h"

G_BEGIN_DECLS

/**
 * HeraldSound:
 * @HERALD_SOUND_DICE: the dice are rolled
 * @HERALD_SOUND_SHIP: the barbarian ship advances
 * @HERALD_SOUND_HORN: the barbarians land and attack
 * @HERALD_SOUND_DEFENCE: the knights held Catan
 * @HERALD_SOUND_CITY_LOST: a city was lost to the barbarians
 * @HERALD_SOUND_VICTORY: a player has won
 * @HERALD_SOUND_CHIME: the turn timer's limit is reached (herald-turn-timer.c)
 *
 * Herald's sounds (the Ogg files in data/sounds/, made by build-aux/make-sounds.py).
 */
typedef enum
{
  HERALD_SOUND_DICE,
  HERALD_SOUND_SHIP,
  HERALD_SOUND_HORN,
  HERALD_SOUND_DEFENCE,
  HERALD_SOUND_CITY_LOST,
  HERALD_SOUND_VICTORY,
  HERALD_SOUND_CHIME,
  HERALD_N_SOUNDS
} HeraldSound;

#define HERALD_TYPE_SOUNDS (herald_sounds_get_type ())

G_DECLARE_FINAL_TYPE (HeraldSounds, herald_sounds, HERALD, SOUNDS, GObject)

/**
 * HeraldSoundsStreamFunc:
 * @resource: the GResource path of a sound's Ogg Vorbis file
 * @user_data: the data given to herald_sounds_set_stream_func()
 *
 * Returns: (transfer full): a media stream that plays @resource
 */
typedef GtkMediaStream *(*HeraldSoundsStreamFunc) (const char *resource,
                                                   gpointer    user_data);

HeraldSounds *herald_sounds_new                (GSettings           *settings);
gboolean      herald_sounds_get_enabled        (HeraldSounds        *self);
gboolean      herald_sounds_get_available      (HeraldSounds        *self);
void          herald_sounds_play               (HeraldSounds        *self,
                                                HeraldSound          sound);
void          herald_sounds_play_outcomes      (HeraldSounds        *self,
                                                const HeraldOutcome *outcomes,
                                                guint                n_outcomes);
guint         herald_sounds_get_n_started      (HeraldSounds        *self);
guint         herald_sounds_get_n_requested    (HeraldSounds        *self);
gboolean      herald_sounds_get_busy           (HeraldSounds        *self);
guint         herald_sounds_get_n_streams      (HeraldSounds        *self);
void          herald_sounds_set_stream_func    (HeraldSounds        *self,
                                                HeraldSoundsStreamFunc func,
                                                gpointer             user_data);
const char   *herald_sound_get_resource        (HeraldSound          sound);
guint         herald_sounds_for_outcomes       (const HeraldOutcome *outcomes,
                                                guint                n_outcomes,
                                                HeraldSound         *sounds);

G_END_DECLS
