/* herald-header-title.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define HERALD_TYPE_HEADER_TITLE (herald_header_title_get_type ())

G_DECLARE_FINAL_TYPE (HeraldHeaderTitle, herald_header_title, HERALD, HEADER_TITLE, GtkWidget)

GtkWidget  *herald_header_title_new          (void);
const char *herald_header_title_get_title    (HeraldHeaderTitle *self);
void        herald_header_title_set_title    (HeraldHeaderTitle *self,
                                              const char        *title);
const char *herald_header_title_get_subtitle (HeraldHeaderTitle *self);
void        herald_header_title_set_subtitle (HeraldHeaderTitle *self,
                                              const char        *subtitle);

G_END_DECLS
