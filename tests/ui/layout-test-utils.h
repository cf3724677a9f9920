/* layout-test-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the layout tests (test-layout.c, test-layout-languages.c, test-layout-windows.c,
 * test-phone-fit.c, test-dialog-fit.c, test-tablet.c) share (layout-test-utils.c) */

#pragma once

#include <gtk/gtk.h>

#include "herald-window.h"

G_BEGIN_DECLS

/* Anna, Ben, Cleo and Dora */
extern const HeraldPlayerInfo four_players[4];

void          load_app_stylesheet (void);
HeraldWindow *open_window         (int width,
                                   int height);
HeraldWindow *open_window_at      (const char *start,
                                   double      scale,
                                   int         width,
                                   int         height);

HeraldWindow *open_phone_window   (double      scale);

/* @check on a phone: see at_phone_text_scales () */
typedef void (*PhoneCheck) (HeraldWindow *window,
                            double        scale);

void at_phone_text_scales (PhoneCheck check);
int  surface_width        (HeraldWindow *window);
void check_word_breaks    (GtkLabel *label);
gboolean label_broken_inside_word (GtkLabel *label,
                                   gboolean  at_soft_hyphen);
void check_words_whole    (GtkWidget  *root,
                           GPtrArray  *skip,
                           const char *what);
void report_widest        (GtkWidget *widget,
                           int        depth);

G_END_DECLS
