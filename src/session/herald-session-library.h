/* herald-session-library.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "herald-game.h"

G_BEGIN_DECLS

/**
 * HeraldLibraryKind:
 * @HERALD_LIBRARY_PLAYING: an unfinished game
 * @HERALD_LIBRARY_FINISHED: a game with a winner
 * @HERALD_LIBRARY_UNREADABLE: a file that does not load (opening it moves it aside)
 * @HERALD_LIBRARY_NEWER: a game saved by a newer Herald (left as it is)
 */
typedef enum
{
  HERALD_LIBRARY_PLAYING,
  HERALD_LIBRARY_FINISHED,
  HERALD_LIBRARY_UNREADABLE,
  HERALD_LIBRARY_NEWER,
} HeraldLibraryKind;

#define HERALD_TYPE_LIBRARY_ENTRY (herald_library_entry_get_type ())

G_DECLARE_FINAL_TYPE (HeraldLibraryEntry, herald_library_entry, HERALD, LIBRARY_ENTRY, GObject)

const char         *herald_library_entry_get_path       (HeraldLibraryEntry *self);
HeraldLibraryKind   herald_library_entry_get_kind       (HeraldLibraryEntry *self);
const char         *herald_library_entry_get_players    (HeraldLibraryEntry *self);
guint               herald_library_entry_get_round      (HeraldLibraryEntry *self);
guint               herald_library_entry_get_n_actions  (HeraldLibraryEntry *self);
const char         *herald_library_entry_get_winner     (HeraldLibraryEntry *self);
GDateTime          *herald_library_entry_get_modified   (HeraldLibraryEntry *self);
gboolean            herald_library_entry_get_locked     (HeraldLibraryEntry *self);
const char         *herald_library_entry_get_message    (HeraldLibraryEntry *self);
const char         *herald_library_entry_get_moved_to   (HeraldLibraryEntry *self);

#define HERALD_TYPE_LIBRARY (herald_library_get_type ())

G_DECLARE_FINAL_TYPE (HeraldLibrary, herald_library, HERALD, LIBRARY, GObject)

/* how long the games folder must be quiet before HeraldLibrary::changed, in ms */
#define HERALD_LIBRARY_SETTLE_MS 250

HeraldLibrary      *herald_library_new                  (const char         *folder);
gboolean            herald_library_watch                (HeraldLibrary      *self,
                                                         GError            **error);
const char         *herald_library_get_games_folder     (HeraldLibrary      *self);
guint               herald_library_migrate              (HeraldLibrary      *self,
                                                         GError            **error);
GListModel         *herald_library_list                 (HeraldLibrary      *self);
char               *herald_library_new_game_path        (const char         *games_folder);
gboolean            herald_library_trash                (HeraldLibrary      *self,
                                                         const char         *path,
                                                         GError            **error);
gboolean            herald_library_restore              (HeraldLibrary      *self,
                                                         const char         *path,
                                                         GError            **error);
void                herald_library_purge                (HeraldLibrary      *self,
                                                         const char         *path);
guint               herald_library_empty_trash          (HeraldLibrary      *self,
                                                         gint64              keep_seconds);

/* How long a deleted game stays in the trash, in seconds, whatever Herald empties it: longer
 * than any Undo another Herald may still be showing for it */
#define HERALD_LIBRARY_TRASH_KEEP_SECONDS 3600

char               *herald_library_join_players         (HeraldGame         *game);
char               *herald_library_join_names           (const char * const *names);
char               *herald_library_format_date          (GDateTime          *when);

G_END_DECLS
