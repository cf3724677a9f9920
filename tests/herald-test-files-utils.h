/* herald-test-files-utils.h
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "herald-session.h"
#include "herald-session-library.h"

G_BEGIN_DECLS

/* The set-up of the tests of the games' files (test-library, test-files): a throw-away home
 * (removed after the test, when it passed) and its games folder, not made yet */
typedef struct
{
  char          *home;
  HeraldLibrary *library;
  const char    *games;    /* home/games, the library's */
} HeraldTestHome;

typedef void (*HeraldTestHomeFunc) (HeraldTestHome *f,
                                    gconstpointer   data);

char          *herald_test_make_home      (void);
void           herald_test_remove_tree    (const char         *path);
void           herald_test_add_with_home  (const char         *path,
                                           HeraldTestHomeFunc  test);

HeraldSession *herald_test_session_in     (const char         *games);
void           herald_test_start_game     (HeraldSession      *session);
void           herald_test_roll           (HeraldSession      *session,
                                           guint               red);
void           herald_test_end_turn       (HeraldSession      *session);
guint          herald_test_count_files    (const char         *dir,
                                           const char         *infix);

/* what the tests of the games folder and of a game's file share (test-library*, test-store*) */
char          *herald_test_read_file      (const char         *path);
void           herald_test_start_game_unsaved (HeraldSession  *session,
                                           const char         *games);
HeraldLibraryEntry *herald_test_list_first (const char        *home);
HeraldLibraryEntry *herald_test_entry_of   (HeraldLibrary     *library,
                                            const char        *path);
char          *herald_test_closed_game    (const char         *home);
gboolean       herald_test_is_regular_file (const char        *path);

/* What a session's signals were seen (test-session, test-session-undo):
 * herald_test_counted_session () counts them */
typedef struct
{
  guint changed;
  guint outcomes;
  guint by_type[HERALD_N_OUTCOMES];
  guint notify_round;
  guint notify_current;
  guint notify_position;
  guint notify_undo;
  guint notify_redo;
  guint notify_has_game;
} HeraldTestCounts;

HeraldSession *herald_test_counted_session (HeraldTestCounts   *counts);
void           herald_test_start_game_with (HeraldSession      *session,
                                           gboolean            digital,
                                           gboolean            setup_round);
gboolean       herald_test_roll_dice      (HeraldSession      *session,
                                           HeraldEvent         event,
                                           guint               red,
                                           guint               white,
                                           GError            **error);
void           herald_test_end_current_turn (HeraldSession    *session);

G_END_DECLS
