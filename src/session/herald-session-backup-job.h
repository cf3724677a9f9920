/* herald-session-backup-job.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

gboolean herald_backup_rotate (char * const  *paths,
                               GError       **error);
void     herald_backup_queue  (char         **paths,
                               char          *data,
                               gsize          length,
                               int            fd);

G_END_DECLS
