/* herald-file-chooser.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

char                 *herald_file_chooser_save_folder (void);
GtkFileChooserNative *herald_file_chooser_save_new    (GtkWidget  *over,
                                                       const char *title,
                                                       const char *name);

G_END_DECLS
