/* herald-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Internal to the engine: not part of its API. */

#define HERALD_SAVE_MAX_ACTIONS 20000

char     *herald_message_clean   (const char         *message);
gboolean  herald_check_members   (JsonObject         *object,
                                  const char * const *allowed,
                                  const char         *where,
                                  GError            **error);

G_END_DECLS
