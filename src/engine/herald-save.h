/* herald-save.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_SAVE_FORMAT  "herald-game"
#define HERALD_SAVE_VERSION 3
#define HERALD_SAVE_MAX_SIZE (16 * 1024 * 1024)
#define HERALD_SAVE_MAX_DEPTH 32
#define HERALD_SAVE_MAX_VALUES 1000000
/* the most steps a game's log (and its redo list) holds: a longer one is not a Herald game */
#define HERALD_SAVE_MAX_ACTIONS 20000

HeraldGame *herald_save_load_data  (const char  *data,
                                    gsize        length,
                                    GError     **error);
HeraldGame *herald_save_load_file  (const char  *path,
                                    GError     **error);
HeraldGame *herald_save_load_stream (GInputStream  *stream,
                                     GCancellable  *cancellable,
                                     GError       **error);
HeraldGame *herald_save_validate_data (const char  *data,
                                       gsize        length,
                                       gboolean    *opens,
                                       GError     **error);
HeraldGame *herald_save_validate_stream (GInputStream  *stream,
                                         GCancellable  *cancellable,
                                         gboolean      *opens,
                                         GError       **error);
char       *herald_save_to_data    (HeraldGame  *game,
                                    gsize       *length);
gboolean    herald_save_write_file (HeraldGame  *game,
                                    const char  *path,
                                    GError     **error);
char       *herald_save_identity   (HeraldGame  *game);
char       *herald_save_identity_with_first (HeraldGame         *game,
                                            const HeraldAction *first);

G_END_DECLS
