/* herald-session-moved.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "herald-game.h"

G_BEGIN_DECLS

GKeyFile *herald_moved_load   (void);
char     *herald_moved_lookup (GKeyFile    *notes,
                               const char  *path);
char     *herald_moved_find_copy (GKeyFile  *notes,
                                  const char *to,
                                  const char *folder);
gboolean  herald_moved_save_notes (GKeyFile    *notes,
                                   const char  *dir,
                                   const char  *path,
                                   GError     **error);
gboolean  herald_moved_put_back (GKeyFile  *notes);
gboolean  herald_moved_note   (const char  *from,
                               const char  *to,
                               const char  *game,
                               GError     **error);
char     *herald_moved_game_of (HeraldGame *game);
char     *herald_moved_lookup_game (GKeyFile   *notes,
                                    const char *path);
gboolean  herald_moved_holds_game (GKeyFile   *notes,
                                   const char *path,
                                   const char *to);

G_END_DECLS
