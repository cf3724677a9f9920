/* herald-session-export.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

char     *herald_export_csv        (HeraldGame  *game);
char     *herald_export_json       (HeraldGame  *game);
gboolean  herald_export_pdf        (HeraldGame  *game,
                                    const char  *path,
                                    GError     **error);
gboolean  herald_export_write      (HeraldGame  *game,
                                    const char  *format,
                                    const char  *path,
                                    GError     **error);

G_END_DECLS
