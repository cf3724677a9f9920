/* herald-reference-window.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "herald-rules.h"

G_BEGIN_DECLS

GtkWindow *herald_reference_window_new (const HeraldRules *rules);

G_END_DECLS
