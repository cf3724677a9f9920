/* herald-path-text.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *herald_path_text       (const char *path);
char *herald_path_text_plain (const char *path);

G_END_DECLS
