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

void           herald_save_bar_set_session     (HeraldSaveBar *self,
                                                HeraldSession *session);
gboolean       herald_save_bar_confirm_close   (HeraldSaveBar *self);

G_END_DECLS
