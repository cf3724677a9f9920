/* herald-session-game-lock.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <sys/stat.h>

G_BEGIN_DECLS

typedef struct _HeraldFileLocks HeraldFileLocks;

HeraldFileLocks *herald_file_locks_new     (void);
void             herald_file_locks_free    (HeraldFileLocks  *self);
gboolean         herald_file_locks_take    (HeraldFileLocks  *self,
                                            const char       *target,
                                            GError          **error);
void             herald_file_locks_follow  (HeraldFileLocks  *self,
                                            const char       *target,
                                            const struct stat *written);
void             herald_file_locks_release (HeraldFileLocks  *self);
gboolean         herald_file_locks_is_held (HeraldFileLocks  *self);
gboolean         herald_file_locks_hold    (HeraldFileLocks  *self,
                                            const char       *path);

G_END_DECLS
