/* herald-session-copies.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char     *herald_copies_content_id (const char  *path,
                                    GError     **error);
int       herald_copies_hold       (void);
void      herald_copies_release    (int          fd);
char     *herald_copies_lookup     (const char  *content_id,
                                    const char  *games_folder);
gboolean  herald_copies_note       (const char  *content_id,
                                    const char  *from,
                                    const char  *copy,
                                    GError     **error);

G_END_DECLS
