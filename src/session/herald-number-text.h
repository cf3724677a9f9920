/* herald-number-text.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *herald_number_text (double     value,
                          guint      decimals);
char *herald_date_text   (GDateTime *when);

G_END_DECLS
