/* herald-text-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-text.h"

G_BEGIN_DECLS

/* herald-text.c: players' names in a list, each isolated when there are several; @last
 * (untranslated, marked for translation) before the last name */
G_GNUC_INTERNAL void herald_text_append_players     (GString      *str,
                                                     HeraldGame   *game,
                                                     const guint8 *players,
                                                     guint         n_players,
                                                     const char   *last);
/* "Anna, Ben, then Cleo" */
G_GNUC_INTERNAL void herald_text_append_player_list (GString      *str,
                                                     HeraldGame   *game,
                                                     const guint8 *players,
                                                     guint         n_players);

G_END_DECLS
