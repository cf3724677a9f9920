/* herald-json.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Internal to the engine: the strict JSON check every save file passes before json-glib
 * parses it (docs/save-format.md, "Limits"). */

/**
 * HeraldJsonLimits:
 * @max_depth: the deepest nesting of objects and arrays (the root is level 1)
 * @max_values: the most values (objects, arrays, strings, numbers, literals; member names
 *   not counted) in what is kept
 *
 * What herald_json_check() accepts.
 */
typedef struct
{
  guint max_depth;
  guint max_values;
} HeraldJsonLimits;

gboolean herald_json_check (const char              *data,
                            gsize                    length,
                            const HeraldJsonLimits  *limits,
                            const char * const      *keep,
                            GString                **kept,
                            GError                 **error);

G_END_DECLS
