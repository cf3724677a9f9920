/* herald-city-choice.h: the pillaged city's choice in the window (RULES.md A7.4, A15)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include "herald-game.h"

G_BEGIN_DECLS

char     *herald_city_choice_add_responses (AdwMessageDialog *dialog,
                                            HeraldGame       *game,
                                            guint             player);
gboolean  herald_city_choice_action        (const char       *response,
                                            guint             player,
                                            HeraldAction     *action);

G_END_DECLS
