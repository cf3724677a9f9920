/* herald-words-on-read.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * HeraldWordsMake:
 * @widget: the widget whose words are read now
 * @data: what herald_words_on_read () was given
 *
 * Makes @widget's words (its tooltip, its description for screen readers) from what they are
 * made of now.
 */
typedef void (*HeraldWordsMake) (GtkWidget *widget,
                                 gpointer   data);

void     herald_words_on_read              (GtkWidget       *widget,
                                            HeraldWordsMake  make,
                                            gpointer         data);
void     herald_words_make                 (GtkWidget       *widget);
gboolean herald_words_pending              (GtkWidget       *widget);
void     herald_update_described_on_read   (GtkWidget       *widget,
                                            const char      *text);
guint    herald_words_get_n_deferred       (void);

G_END_DECLS
