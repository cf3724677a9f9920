/* herald-small-file.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *herald_read_small_file (const char *path,
                              gsize       max_size,
                              gsize      *length);

G_END_DECLS
