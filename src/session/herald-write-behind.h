/* herald-write-behind.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

gboolean herald_write_behind_replace (const char  *path,
                                      const char  *data,
                                      gsize        length,
                                      GError     **error);
/* at most this many pieces to herald_write_behind_replace_vectors () */
#define HERALD_WRITE_BEHIND_MAX_VECTORS 16
gboolean herald_write_behind_replace_vectors (const char           *path,
                                              const GOutputVector  *vectors,
                                              guint                 n_vectors,
                                              GError              **error);
void     herald_write_behind_flush   (void);
void     herald_write_behind_queue   (GFunc           func,
                                      gpointer        data,
                                      GDestroyNotify  destroy);
void     herald_write_behind_queue_save (GFunc        func,
                                         gpointer     data,
                                         GDestroyNotify destroy);

char    *herald_temporary_template   (const char  *path);
gboolean herald_temporary_is_of      (const char  *name,
                                      const char  *target);

G_END_DECLS
