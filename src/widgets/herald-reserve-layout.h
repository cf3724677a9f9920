/* herald-reserve-layout.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HERALD_TYPE_RESERVE_LAYOUT (herald_reserve_layout_get_type ())

G_DECLARE_FINAL_TYPE (HeraldReserveLayout, herald_reserve_layout, HERALD, RESERVE_LAYOUT, GtkLayoutManager)

void herald_reserve_layout_set_give_up (HeraldReserveLayout *self,
                                        gboolean             give_up);

G_END_DECLS
