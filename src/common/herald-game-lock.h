/* herald-game-lock.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean herald_game_lock_claim   (const char  *path,
                                   int          fds[2],
                                   char       **held_lock,
                                   GError     **error);
void     herald_game_lock_unclaim (int          fds[2]);

G_END_DECLS
