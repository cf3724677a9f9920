/* herald-fill-cover.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GskRenderNode *herald_fill_cover_cut (GskRenderNode *node);

G_END_DECLS
