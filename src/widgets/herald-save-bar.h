/* herald-save-bar.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-session.h"

G_BEGIN_DECLS

#define HERALD_TYPE_SAVE_BAR (herald_save_bar_get_type ())

G_DECLARE_FINAL_TYPE (HeraldSaveBar, herald_save_bar, HERALD, SAVE_BAR, AdwBin)

/**
 * HeraldSaveBarLeave:
 * @HERALD_SAVE_BAR_LEAVE_NONE: nothing is left
 * @HERALD_SAVE_BAR_LEAVE_WINDOW: the window closes (Herald quits)
 * @HERALD_SAVE_BAR_LEAVE_GAME: the game is closed (Close Game), the window stays
 *
 * What herald_save_bar_confirm_leave() asks about.
 */
typedef enum {
  HERALD_SAVE_BAR_LEAVE_NONE,
  HERALD_SAVE_BAR_LEAVE_WINDOW,
  HERALD_SAVE_BAR_LEAVE_GAME,
} HeraldSaveBarLeave;

void           herald_save_bar_set_session     (HeraldSaveBar *self,
                                                HeraldSession *session);
gboolean       herald_save_bar_confirm_close   (HeraldSaveBar      *self);
gboolean       herald_save_bar_confirm_leave   (HeraldSaveBar      *self,
                                                HeraldSaveBarLeave  what);
gboolean       herald_save_bar_put_away_where  (HeraldSaveBar      *self);

G_END_DECLS
