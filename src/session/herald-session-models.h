/* herald-session-models.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

/* The session's list models (the session as the view-model, issue 9): kept by
 * HeraldSession, read through herald_session_get_players () and the like. */
typedef struct _HeraldSessionModels HeraldSessionModels;

HeraldSessionModels *herald_session_models_new         (void);
void                 herald_session_models_free        (HeraldSessionModels *self);
typedef struct _HeraldSession HeraldSession;

void                 herald_session_models_update      (HeraldSessionModels *self,
                                                        HeraldSession       *session,
                                                        gboolean             new_game);
GListModel          *herald_session_models_get_players (HeraldSessionModels *self);
GListModel          *herald_session_models_get_pending (HeraldSessionModels *self);
GListModel          *herald_session_models_get_history (HeraldSessionModels *self);

G_END_DECLS
