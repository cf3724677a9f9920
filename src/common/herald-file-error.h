/* herald-file-error.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *herald_file_error_reason (const GError *error);

G_END_DECLS
