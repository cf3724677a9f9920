/* herald-session-library-private.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the library's units: herald-session-library.c (the games folder: the list of
 * games, a new game's name, the migration of `current.json`, the watch) and
 * herald-session-trash.c (deleted games: trash, restore, purge, empty the trash) and
 * herald-session-recover.c (a game moved aside as broken comes back when it loads).
 */

#pragma once

#include <gio/gio.h>

#include "herald-session-library.h"

G_BEGIN_DECLS

struct _HeraldLibrary
{
  GObject  parent_instance;

  /* what herald_library_list() read last: path → Described. A game's file is replaced on
   * every save (a new inode), so a file with the same identity holds the same game and need
   * not be loaded and replayed again (the start page lists the games twice as it opens, and
   * again each time a game is closed) */
  GHashTable *described;

  char    *folder;
  char    *games;
  char    *trash;

  /* herald_library_watch(): the games folder's monitor, and the wait before ::changed */
  GFileMonitor *monitor;
  guint         settle_id;
  gint64        first_change;   /* monotonic µs of the first change not told yet */
};

gboolean            herald_library_make_folder          (const char         *folder,
                                                         GError            **error);
gboolean            herald_library_rename_no_replace    (const char         *from,
                                                         const char         *to);

/* herald-session-recover.c */
char               *herald_library_recover_broken       (const char         *folder,
                                                         const char         *name);

G_END_DECLS
