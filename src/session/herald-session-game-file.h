/* herald-session-game-file.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>
#include <sys/stat.h>

#include "herald-game.h"

G_BEGIN_DECLS

#define HERALD_STORE_ERROR (herald_store_error_quark ())

/**
 * HeraldStoreError:
 * @HERALD_STORE_ERROR_LOCKED: the game is open in another Herald (another window, another
 *   desktop session or another computer sharing the folder)
 * @HERALD_STORE_ERROR_NEWER: the file was written by a newer Herald; it is left in place
 * @HERALD_STORE_ERROR_BROKEN: the file does not load; the message says where it was kept
 * @HERALD_STORE_ERROR_READ_ONLY: the game is open to look at only
 * @HERALD_STORE_ERROR_OTHER_GAME: the file a game went on in after Save Elsewhere holds
 *   another game now (herald_session_open_file() of its older copy)
 * @HERALD_STORE_ERROR_KEPT_FOLDER: the place is a folder Herald empties or keeps itself (the
 *   games folder's trash, the finished games Records keeps): no game is saved there
 *
 * Errors of the save folder (docs/reliability.md, "No game lost in the app").
 */
typedef enum
{
  HERALD_STORE_ERROR_LOCKED,
  HERALD_STORE_ERROR_NEWER,
  HERALD_STORE_ERROR_BROKEN,
  HERALD_STORE_ERROR_READ_ONLY,
  HERALD_STORE_ERROR_OTHER_GAME,
  HERALD_STORE_ERROR_KEPT_FOLDER,
} HeraldStoreError;

GQuark              herald_store_error_quark            (void);

typedef struct _HeraldGameFile HeraldGameFile;

HeraldGameFile     *herald_game_file_new                (const char      *path);
void                herald_game_file_free               (HeraldGameFile  *self);
const char         *herald_game_file_get_path           (HeraldGameFile  *self);
const struct stat  *herald_game_file_get_identity       (HeraldGameFile  *self);
gboolean            herald_game_file_lock               (HeraldGameFile  *self,
                                                         GError         **error);
void                herald_game_file_unlock             (HeraldGameFile  *self);
void                herald_game_file_release            (HeraldGameFile  *self);
gboolean            herald_game_file_is_locked          (HeraldGameFile  *self);
gboolean            herald_game_file_holds              (HeraldGameFile  *self,
                                                         const char      *path);
HeraldGame         *herald_game_file_load               (HeraldGameFile  *self,
                                                         GError         **error);
gboolean            herald_game_file_save               (HeraldGameFile  *self,
                                                         HeraldGame      *game,
                                                         char           **notice,
                                                         GError         **error);
void                herald_game_file_prepare            (HeraldGameFile  *self,
                                                         HeraldGame      *game);
guint               herald_game_file_get_n_prepared     (HeraldGameFile  *self);
void                herald_game_file_backup             (HeraldGameFile  *self,
                                                         HeraldGame      *game,
                                                         gboolean         saved);
guint               herald_game_file_get_n_backups_joined (HeraldGameFile *self);
char               *herald_game_file_backup_path        (HeraldGameFile  *self,
                                                         guint            index);
guint               herald_game_file_remove_temporaries (HeraldGameFile  *self);
guint               herald_game_file_remove_old_temporaries (HeraldGameFile *self,
                                                         guint            seconds);

void                herald_store_set_newer_error        (GError         **error,
                                                         const GError    *reason,
                                                         const char      *path);
char               *herald_store_move_aside             (const char      *path,
                                                         GError         **error);
char               *herald_store_lock_path              (const char      *path);
guint               herald_store_remove_leftovers       (const char      *path);
char               *herald_store_describe_lock          (const char      *lock_path);
gboolean            herald_store_lock_is_held           (const char      *lock_path);
char               *herald_store_boot_id                (void);
gboolean            herald_store_lock_game_file         (const char      *target,
                                                         int             *fd);
char               *herald_store_describe_file_holder   (const char      *target);
gboolean            herald_store_game_file_is_held      (const char      *path);
gboolean            herald_store_game_is_held           (const char      *path);

/**
 * HERALD_STORE_N_BACKUPS:
 *
 * How many rotating backups of a game are kept (`<file>.backup-1` … `-5`).
 */
#define HERALD_STORE_N_BACKUPS 5

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HeraldGameFile, herald_game_file_free)

G_END_DECLS
