/* herald-locale.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

const char *herald_locale_dir         (void);
void        herald_bind_text_domain   (void);

G_END_DECLS
