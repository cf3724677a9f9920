/* herald-application.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HERALD_TYPE_APPLICATION (herald_application_get_type ())

G_DECLARE_FINAL_TYPE (HeraldApplication, herald_application, HERALD, APPLICATION, AdwApplication)

HeraldApplication *herald_application_new          (const char        *application_id,
                                                    GApplicationFlags  flags);
GSettings         *herald_application_get_settings (HeraldApplication *self);
void               herald_application_add_help_overlay_action (GtkApplicationWindow *window);

G_END_DECLS
