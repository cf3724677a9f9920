/* herald-barbarian-track.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session.h"

G_BEGIN_DECLS

#define HERALD_TYPE_BARBARIAN_TRACK (herald_barbarian_track_get_type ())

G_DECLARE_FINAL_TYPE (HeraldBarbarianTrack, herald_barbarian_track, HERALD, BARBARIAN_TRACK, GtkWidget)

void herald_barbarian_track_update (HeraldBarbarianTrack *self,
                                    HeraldSession        *session);
const char *herald_barbarian_track_get_steps (HeraldBarbarianTrack *self);

void herald_color_get_rgba         (GtkWidget            *widget,
                                    HeraldColor           color,
                                    GdkRGBA              *rgba);

G_END_DECLS
