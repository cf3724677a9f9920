/* herald-test-files-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "herald-session-game-summary.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"

/**
 * herald_test_make_home:
 *
 * Returns: (transfer full): a new empty folder in the temporary folder, named after the test
 *   program ("herald-test-library-XXXXXX"); the test fails when it cannot be made
 */
char *
herald_test_make_home (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *program = g_path_get_basename (g_get_prgname () != NULL ? g_get_prgname () : "test");
  g_autofree char *template = g_strdup_printf ("herald-%s-XXXXXX", program);
  char *dir = g_dir_make_tmp (template, &error);

  g_assert_no_error (error);
  return dir;
}

/**
 * herald_test_remove_tree:
 * @path: a file or folder
 *
 * Removes @path and all under it (rm -rf); the test fails when that fails
 */
void
herald_test_remove_tree (const char *path)
{
  g_autofree char *command = g_strdup_printf ("rm -rf '%s'", path);

  g_assert_cmpint (system (command), ==, 0);
}

static void
home_set_up (HeraldTestHome *f,
             gconstpointer   data)
{
  f->home = herald_test_make_home ();
  f->library = herald_library_new (f->home);
  f->games = herald_library_get_games_folder (f->library);
}

static void
home_tear_down (HeraldTestHome *f,
                gconstpointer   data)
{
  g_clear_object (&f->library);
  herald_test_remove_tree (f->home);
  g_free (f->home);
}

/**
 * herald_test_add_with_home:
 * @path: the test's path ("/herald/library/...")
 * @test: the test, given a #HeraldTestHome made for it
 *
 * g_test_add () of @test with a throw-away home and its library (#HeraldTestHome), removed
 * after the test
 */
void
herald_test_add_with_home (const char         *path,
                           HeraldTestHomeFunc  test)
{
  g_test_add (path, HeraldTestHome, NULL, home_set_up, test, home_tear_down);
}

/**
 * herald_test_session_in:
 * @games: the games folder
 *
 * Returns: (transfer full): a session with no game that saves its games in @games
 */
HeraldSession *
herald_test_session_in (const char *games)
{
  HeraldSession *session = herald_session_new (NULL);

  herald_session_set_games_folder (session, games);
  return session;
}

/**
 * herald_test_start_game:
 * @session: a session
 *
 * Starts a standard game of Anna, Ben and Cleo (herald_test_players) after the setup round;
 * the test fails when the session refuses it
 */
void
herald_test_start_game (HeraldSession *session)
{
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_roll:
 * @session: a session whose current player is to roll
 * @red: the red die, 1 to 6
 *
 * Rolls a trade gate, @red and white 5; the test fails when the session refuses it
 */
void
herald_test_roll (HeraldSession *session,
                  guint          red)
{
  g_autoptr(GError) error = NULL;
  HeraldRoll r = { .event = HERALD_EVENT_TRADE, .red = red, .white = 5 };

  g_assert_true (herald_session_roll (session, &r, NULL, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_end_turn:
 * @session: a session after its roll
 *
 * Ends the turn; the test fails when the session refuses it
 */
void
herald_test_end_turn (HeraldSession *session)
{
  g_autoptr(GError) error = NULL;
  HeraldAction a;

  herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
  g_assert_true (herald_session_perform (session, &a, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_count_files:
 * @dir: a folder (one that does not exist holds none)
 * @infix: what the names counted have in them
 *
 * Returns: how many names in @dir have @infix in them
 */
guint
herald_test_count_files (const char *dir,
                         const char *infix)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    if (strstr (name, infix) != NULL)
      n++;
  return n;
}

static void
changed_cb (HeraldSession    *session,
            HeraldTestCounts *counts)
{
  counts->changed++;
}

static void
outcome_cb (HeraldSession       *session,
            const HeraldOutcome *outcome,
            HeraldTestCounts    *counts)
{
  counts->outcomes++;
  g_assert_cmpint (outcome->type, <, HERALD_N_OUTCOMES);
  counts->by_type[outcome->type]++;
}

static void
notify_cb (HeraldSession    *session,
           GParamSpec       *pspec,
           HeraldTestCounts *counts)
{
  const char *name = g_param_spec_get_name (pspec);

  if (g_str_equal (name, "round"))
    counts->notify_round++;
  else if (g_str_equal (name, "current-player"))
    counts->notify_current++;
  else if (g_str_equal (name, "barbarian-position"))
    counts->notify_position++;
  else if (g_str_equal (name, "can-undo"))
    counts->notify_undo++;
  else if (g_str_equal (name, "can-redo"))
    counts->notify_redo++;
  else if (g_str_equal (name, "has-game"))
    counts->notify_has_game++;
}

/**
 * herald_test_counted_session:
 * @counts: (out caller-allocates): what the session's signals are counted in, zeroed here
 *
 * Returns: (transfer full): a session with no game (test-session, test-session-undo)
 */
HeraldSession *
herald_test_counted_session (HeraldTestCounts *counts)
{
  HeraldSession *session = herald_session_new (NULL);

  memset (counts, 0, sizeof *counts);
  g_signal_connect (session, "changed", G_CALLBACK (changed_cb), counts);
  g_signal_connect (session, "outcome", G_CALLBACK (outcome_cb), counts);
  g_signal_connect (session, "notify", G_CALLBACK (notify_cb), counts);

  return session;
}

/**
 * herald_test_start_game_with:
 * @session: a session
 * @digital: whether the progress cards are drawn in the app
 * @setup_round: whether the game starts with its setup round
 *
 * Starts a standard game of Anna, Ben and Cleo (herald_test_players); the test fails when the
 * session refuses it
 */
void
herald_test_start_game_with (HeraldSession *session,
                             gboolean       digital,
                             gboolean       setup_round)
{
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.digital_cards = digital;
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, setup_round, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_roll_dice:
 * @session: a session
 * @event: the event die
 * @red: the red die
 * @white: the white die
 * @error: where the session's refusal goes
 *
 * Returns: whether the session took the roll
 */
gboolean
herald_test_roll_dice (HeraldSession  *session,
                       HeraldEvent     event,
                       guint           red,
                       guint           white,
                       GError        **error)
{
  HeraldRoll dice = { .event = event, .red = red, .white = white };

  return herald_session_roll (session, &dice, NULL, error);
}

/**
 * herald_test_end_current_turn:
 * @session: a session after its roll
 *
 * Ends the turn as its current player; the test fails when the session refuses it
 */
void
herald_test_end_current_turn (HeraldSession *session)
{
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  herald_action_init (&action, HERALD_ACTION_END_TURN, herald_session_get_current_player (session));
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
}

/**
 * herald_test_read_file:
 * @path: a file
 *
 * Returns: (transfer full) (nullable): its contents, or %NULL when it cannot be read
 */
char *
herald_test_read_file (const char *path)
{
  char *contents = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  return contents;
}

/**
 * herald_test_start_game_unsaved:
 * @session: a session with no game
 * @games: its games folder, not made yet
 *
 * A new game in @session whose games folder @games cannot be made (a file stands in its
 * place): played but not saved, the warning given once
 */
void
herald_test_start_game_unsaved (HeraldSession *session,
                                const char    *games)
{
  g_assert_true (g_file_set_contents (games, "not a folder", -1, NULL));
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  herald_test_start_game (session);
  g_test_assert_expected_messages ();
}

/**
 * herald_test_list_first:
 * @home: the home of a library with a game
 *
 * Returns: (transfer full): the first entry of a fresh library's list (no description kept
 *   in memory)
 */
HeraldLibraryEntry *
herald_test_list_first (const char *home)
{
  g_autoptr(HeraldLibrary) library = herald_library_new (home);
  g_autoptr(GListModel) list = herald_library_list (library);

  g_assert_cmpuint (g_list_model_get_n_items (list), >=, 1);
  return g_list_model_get_item (list, 0);
}

/**
 * herald_test_entry_of:
 * @library: a games folder's library
 * @path: a file in it
 *
 * The entry of @path in @library's list; the test fails unless it is listed exactly once.
 *
 * Returns: (transfer full): the entry
 */
HeraldLibraryEntry *
herald_test_entry_of (HeraldLibrary *library,
                      const char    *path)
{
  g_autoptr(GListModel) list = herald_library_list (library);
  HeraldLibraryEntry *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

      if (g_str_equal (herald_library_entry_get_path (entry), path))
        {
          g_assert_null (found);
          found = g_steal_pointer (&entry);
        }
    }
  g_assert_nonnull (found);
  return found;
}

/**
 * herald_test_closed_game:
 * @home: the home of a library
 *
 * Returns: (transfer full): the file of a game of Anna, Ben and Cleo with one roll, closed (so
 *   its summary is beside it), listed once
 */
char *
herald_test_closed_game (const char *home)
{
  g_autoptr(HeraldLibrary) library = herald_library_new (home);
  g_autoptr(HeraldSession) session = herald_test_session_in (herald_library_get_games_folder (library));
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autofree char *summary_path = NULL;
  char *path;

  herald_test_start_game (session);
  herald_test_roll (session, 2);
  path = g_strdup (herald_session_get_save_path (session));
  herald_session_close (session);
  summary_path = herald_game_summary_path (path);
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_IS_REGULAR));
  entry = herald_test_list_first (home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  return path;
}

/**
 * herald_test_is_regular_file:
 * @path: a path
 *
 * Returns: whether @path is a regular file, not through a link
 */
gboolean
herald_test_is_regular_file (const char *path)
{
  struct stat st;

  return lstat (path, &st) == 0 && S_ISREG (st.st_mode);
}
