/* test-library.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every game kept, every failure said (issue 10, items 2–7 and 12): the games folder
 * (HeraldLibrary): every game kept, the list's kinds, trash and restore, migration, the folder
 * watched, a link to one game, names and dates. Headless. The summaries beside the games are
 * test-library-summary.c's (their bytes here); a game's file and its lock test-store.c's and
 * test-store-files.c's. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <libintl.h>
#include <locale.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <utime.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-session-game-file.h"
#include "herald-session-game-summary.h"
#include "herald-session-library.h"
#include "herald-session-records.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"

/* Item 2: New Game never replaces a game; each has a file; the list shows them all */
static void
test_every_game_kept (HeraldTestHome *f,
                      gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GListModel) list = NULL;
  g_autofree char *first = NULL;
  g_autofree char *first_bytes = NULL;
  g_autofree char *first_after = NULL;

  herald_test_start_game (session);
  herald_test_roll (session, 2);
  first = g_strdup (herald_session_get_save_path (session));
  g_assert_true (g_str_has_prefix (first, f->games));
  first_bytes = herald_test_read_file (first);

  /* a second game, and a third: the first stays as it was */
  herald_test_start_game (session);
  g_assert_cmpstr (herald_session_get_save_path (session), !=, first);
  herald_test_roll (session, 3);
  herald_test_end_turn (session);
  herald_test_start_game (session);
  first_after = herald_test_read_file (first);
  g_assert_cmpstr (first_after, ==, first_bytes);

  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

      g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
      g_assert_cmpstr (herald_library_entry_get_players (entry), ==,
                       "\u2068Anna\u2069, \u2068Ben\u2069, \u2068Cleo\u2069");
      g_assert_nonnull (herald_library_entry_get_modified (entry));
      g_assert_null (herald_library_entry_get_winner (entry));
    }

  /* the first game opens again, with its roll */
  g_assert_true (herald_session_open (session, first, FALSE, NULL));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);

  g_clear_object (&session);
}

/* Item 2: finished games, unreadable files and files of a newer Herald are listed apart */
static void
test_list_kinds (HeraldTestHome *f,
                 gconstpointer   data)
{
  g_autoptr(GListModel) list = NULL;
  g_autoptr(HeraldGame) won = herald_test_game_new ("{\"victory_points\": 4}", 3,
                                                     "{\"players\": [{\"settlements\": 2}, {}, {}]}");
  g_autofree char *won_path = g_build_filename (f->games, "won.json", NULL);
  g_autofree char *broken = g_build_filename (f->games, "broken.json", NULL);
  g_autofree char *newer = g_build_filename (f->games, "newer.json", NULL);
  g_autofree char *backup = g_build_filename (f->games, "won.json.backup-1", NULL);
  g_autoptr(GError) error = NULL;
  guint kinds[4] = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  /* Anna, to play first, starts with 4 points: she has won */
  g_assert_cmpint (herald_game_get_state (won)->phase, ==, HERALD_PHASE_OVER);
  g_assert_true (herald_save_write_file (won, won_path, &error));
  g_assert_true (herald_save_write_file (won, backup, &error));
  g_assert_true (g_file_set_contents (broken, "{\"format\": \"herald-game\", \"ver", -1, NULL));
  g_assert_true (g_file_set_contents (newer, "{\"format\": \"herald-game\", \"version\": 4}", -1, NULL));

  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

      kinds[herald_library_entry_get_kind (entry)]++;
      if (herald_library_entry_get_kind (entry) == HERALD_LIBRARY_FINISHED)
        {
          g_assert_cmpstr (herald_library_entry_get_winner (entry), ==, "\u2068Anna\u2069");
          /* finished games come last */
          g_assert_cmpuint (i, ==, 2);
        }
      else
        g_assert_nonnull (herald_library_entry_get_message (entry));
    }
  g_assert_cmpuint (kinds[HERALD_LIBRARY_FINISHED], ==, 1);
  g_assert_cmpuint (kinds[HERALD_LIBRARY_UNREADABLE], ==, 1);
  g_assert_cmpuint (kinds[HERALD_LIBRARY_NEWER], ==, 1);
}

/* Item 2: delete with undo; a game open in another Herald is not deleted */
static void
test_trash_restore (HeraldTestHome *f,
                    gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) other = herald_test_session_in (f->games);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *again = NULL;

  herald_test_start_game (session);
  herald_test_roll (session, 4);
  herald_test_end_turn (session);
  path = g_strdup (herald_session_get_save_path (session));
  bytes = herald_test_read_file (path);

  /* open elsewhere: refused */
  g_assert_false (herald_library_trash (f->library, path, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  herald_session_close (session);
  g_assert_true (herald_library_trash (f->library, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);
  g_clear_object (&list);

  /* Undo */
  g_assert_true (herald_library_restore (f->library, path, &error));
  g_assert_no_error (error);
  again = herald_test_read_file (path);
  g_assert_cmpstr (again, ==, bytes);
  g_assert_true (herald_session_open (other, path, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_has_backup (other));
  herald_session_close (other);

  /* deleted for good */
  g_assert_true (herald_library_trash (f->library, path, &error));
  herald_library_purge (f->library, path);
  g_assert_false (herald_library_restore (f->library, path, &error) &&
                  g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 0);

  g_clear_object (&session);
  g_clear_object (&other);
}

/* Item 2: the game of an earlier Herald, its backups and nothing else move into the games
 * folder, byte for byte; twice is the same as once */
static void
test_migrate (HeraldTestHome *f,
              gconstpointer   data)
{
  g_autofree char *legacy = g_build_filename (f->home, "current.json", NULL);
  g_autofree char *temporary = g_build_filename (f->home, "current.json.Ab12Cd", NULL);
  /* a whole game of the same shape may be the table's own copy: it stays (breaker 10, F0) */
  g_autofree char *copy = g_build_filename (f->home, "current.json.sunday", NULL);
  g_autofree char *broken = g_build_filename (f->home, "current.json.broken-20261130-101010", NULL);
  g_autofree char *empty = g_build_filename (f->home, "current.json.X1y2Z3", NULL);
  g_autofree char *notes = g_build_filename (f->home, "current.json.notes1", NULL);
  g_autofree char *newer_save = g_build_filename (f->home, "current.json.v4save", NULL);
  g_autofree char *refused = g_build_filename (f->home, "current.json.mycopy", NULL);
  g_autofree char *bytes = NULL;
  g_autofree char *backup3 = NULL;
  g_autofree char *moved = g_build_filename (f->games, "current.json", NULL);
  g_autofree char *moved3 = g_build_filename (f->games, "current.json.backup-3", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) list = NULL;

  {
    g_autoptr(HeraldSession) old = herald_session_new (legacy);

    herald_test_start_game (old);
    for (guint turn = 0; turn < 4; turn++)
      {
        herald_test_roll (old, 2 + turn);
        herald_test_end_turn (old);
      }
  }
  g_assert_true (g_file_set_contents (broken, "kept aside", -1, NULL));
  bytes = herald_test_read_file (legacy);
  g_assert_true (g_file_set_contents (copy, bytes, -1, NULL));
  /* what a killed write leaves: the beginning of a game, cut short */
  g_assert_true (g_file_set_contents (temporary, bytes, strlen (bytes) / 3, NULL));
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  /* a person's own files of that shape stay, whatever this Herald makes of them (breaker
   * report 11, B-3): notes, a game of a newer Herald, a whole document it refuses */
  g_assert_true (g_file_set_contents (notes, "my notes about sunday's game", -1, NULL));
  {
    g_autofree char *newer = g_strdup (bytes);
    char *version = strstr (newer, "\"version\" : 3");

    g_assert_nonnull (version);
    version[strlen ("\"version\" : ")] = '9';
    g_assert_true (g_file_set_contents (newer_save, newer, -1, NULL));
  }
  g_assert_true (g_file_set_contents (refused, "{\"format\": \"herald-game\", \"version\": 3, \"actions\": 7}", -1, NULL));
  {
    g_autofree char *name = g_strconcat (legacy, ".backup-3", NULL);

    backup3 = herald_test_read_file (name);
    g_assert_nonnull (backup3);
  }

  g_assert_cmpuint (herald_library_migrate (f->library, &error), ==, 6);
  g_assert_no_error (error);
  g_assert_false (g_file_test (legacy, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (temporary, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (empty, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (notes, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (newer_save, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (refused, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (broken, G_FILE_TEST_EXISTS));
  {
    g_autofree char *now = herald_test_read_file (moved);
    g_autofree char *now3 = herald_test_read_file (moved3);

    g_assert_cmpstr (now, ==, bytes);
    g_assert_cmpstr (now3, ==, backup3);
  }
  g_assert_cmpuint (herald_library_migrate (f->library, &error), ==, 0);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  g_clear_object (&list);

  /* an earlier Herald ran again and left another current.json: it joins, under a new name */
  g_assert_true (g_file_set_contents (legacy, bytes, -1, NULL));
  g_assert_cmpuint (herald_library_migrate (f->library, &error), ==, 1);
  {
    g_autofree char *second = g_build_filename (f->games, "current-2.json", NULL);

    g_assert_true (g_file_test (second, G_FILE_TEST_IS_REGULAR));
  }
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
}

static void
library_changed_count_cb (HeraldLibrary *library,
                          guint         *count)
{
  (*count)++;
}

/* runs the main loop for @ms milliseconds */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (5000);
}

/* runs the main loop until *@count is at least @n, for at most 10 s */
static gboolean
wait_for_count (guint *count,
                guint  n)
{
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  while (*count < n && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (5000);
  return *count >= n;
}

/* herald_library_watch(): ::changed comes once the games folder is quiet after a game or its
 * lock changed there (one signal for a burst of games copied in), not for what the listing
 * itself writes (summaries) or for other files; the list then shows the change. The start
 * page follows it (test-widgets, games-page/follows-folder). */
static void
test_watch (HeraldTestHome *f,
            gconstpointer   data)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autofree char *text = herald_save_to_data (game, NULL);
  const char *games = herald_library_get_games_folder (f->library);
  guint changed = 0;

  g_assert_true (herald_library_watch (f->library, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (games, G_FILE_TEST_IS_DIR));
  g_assert_true (herald_library_watch (f->library, &error));
  g_signal_connect (f->library, "changed", G_CALLBACK (library_changed_count_cb), &changed);

  /* five games copied in at once: one signal */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *name = g_strdup_printf ("copied-%u.json", i);
      g_autofree char *path = g_build_filename (games, name, NULL);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
    }
  g_assert_true (wait_for_count (&changed, 1));
  run_for (3 * HERALD_LIBRARY_SETTLE_MS);
  g_assert_cmpuint (changed, ==, 1);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 5);

  /* the listing wrote the summaries: no signal for them, nor for a note */
  run_for (3 * HERALD_LIBRARY_SETTLE_MS);
  {
    g_autofree char *note = g_build_filename (games, "notes.txt", NULL);

    g_assert_true (g_file_set_contents (note, "x", -1, NULL));
  }
  run_for (3 * HERALD_LIBRARY_SETTLE_MS);
  g_assert_cmpuint (changed, ==, 1);

  /* one deleted */
  {
    g_autofree char *path = g_build_filename (games, "copied-0.json", NULL);

    g_assert_cmpint (g_unlink (path), ==, 0);
  }
  g_assert_true (wait_for_count (&changed, 2));
  g_clear_object (&list);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 4);

  g_clear_object (&f->library);
}

/* A folder named like a game's summary: on main at afb143e Delete moved it to the trash with
 * the game, where it stayed for ever (the trash was emptied with unlink ()). Delete now leaves
 * it where it is (only regular files beside the game are its own), the game goes and comes
 * back; emptying the trash removes an empty folder an earlier Herald left there and leaves one
 * with something in it */
static void
test_trash_summary_folder (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *trash = g_build_filename (herald_library_get_games_folder (f->library), "trash", NULL);
  g_autofree char *base = g_path_get_basename (summary_path);
  g_autofree char *trashed_summary = g_build_filename (trash, base, NULL);
  g_autofree char *empty = g_build_filename (trash, "old.json.summary", NULL);
  g_autofree char *full = g_build_filename (trash, "other.json.summary", NULL);
  g_autofree char *inside = g_build_filename (full, "notes.txt", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_unlink (summary_path), ==, 0);
  g_assert_cmpint (g_mkdir (summary_path, 0700), ==, 0);
  g_assert_true (herald_library_trash (f->library, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_IS_DIR));
  g_assert_false (g_file_test (trashed_summary, G_FILE_TEST_EXISTS));
  g_assert_true (herald_library_restore (f->library, path, &error));
  g_assert_no_error (error);
  g_assert_true (herald_test_is_regular_file (path));

  /* deleted for good: nothing of it is left in the trash */
  g_assert_true (herald_library_trash (f->library, path, &error));
  g_assert_no_error (error);
  herald_library_purge (f->library, path);
  g_assert_cmpuint (herald_test_count_files (trash, ".json"), ==, 0);

  /* folders an earlier Herald moved there */
  g_assert_cmpint (g_mkdir (empty, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (full, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "mine", -1, NULL));
  g_assert_cmpuint (herald_library_empty_trash (f->library, 0), ==, 1);
  g_assert_false (g_file_test (empty, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (inside, G_FILE_TEST_IS_REGULAR));
}

/* Breaker report 11, B-4: a second Herald starting up emptied the trash while the first still
 * showed Undo for a game deleted a moment before, and that Undo then brought nothing back,
 * without a word. A game deleted lately stays in the trash at start-up; one removed for good
 * makes the Undo fail with its reason. */
static void
test_trash_kept_for_undo (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autoptr(HeraldLibrary) first = herald_library_new (f->home);
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_library_trash (first, path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  {
    /* another Herald starts on the same folder */
    g_autoptr(HeraldLibrary) second = herald_library_new (f->home);

    g_assert_cmpuint (herald_library_empty_trash (second, HERALD_LIBRARY_TRASH_KEEP_SECONDS), ==, 0);
  }
  g_assert_true (herald_library_restore (first, path, &error));
  g_assert_no_error (error);
  g_assert_true (herald_test_is_regular_file (path));

  /* removed for good after all: the Undo says so */
  g_assert_true (herald_library_trash (first, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_library_empty_trash (first, 0), >=, 1);
  g_assert_false (herald_library_restore (first, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Breaker report 12, R-5: Delete on a listed game whose file was removed under the app says
 * so (not the Undo's "no longer in the trash"), and leaves no lock file behind. (With its
 * backups still there the game is listed as damaged and Delete deletes them: test-files.) */
static void
test_trash_gone (HeraldTestHome *f,
                 gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  g_autofree char *backup = g_strconcat (path, ".backup-1", NULL);
  g_autoptr(HeraldLibrary) library = herald_library_new (f->home);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_unlink (backup), ==, 0);
  g_assert_false (herald_library_trash (library, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "already gone"));
  g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
}

/* The engine's reason begins the dialog's sentence with a capital letter, but not when it
 * begins with a member of the file, which is written as in the file (breaker 9, 11a: the
 * dialog said "Balanced_deck: …") */
static void
test_broken_names_member (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *broken = g_build_filename (f->games, "deck.json", NULL);
  g_autofree char *clause = g_build_filename (f->games, "clause.json", NULL);

  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_assert_true (g_file_set_contents (broken,
                                      "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 1,"
                                      " \"rules\": {\"dice\": \"balanced\"},"
                                      " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"},"
                                      " {\"name\": \"Ben\", \"color\": \"blue\"},"
                                      " {\"name\": \"Cleo\", \"color\": \"white\"}],"
                                      " \"actions\": [],"
                                      " \"balanced_deck\": {\"pairs\": [], \"events\": [\"trade\", \"trade\"]}}",
                                      -1, NULL));
  g_assert_false (herald_session_open (session, broken, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
  g_assert_true (g_str_has_prefix (error->message, "balanced_deck"));
  g_clear_error (&error);

  /* a clause still begins with a capital letter */
  g_assert_true (g_file_set_contents (clause, "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["
                                      "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", -1, NULL));
  g_assert_false (herald_session_open (session, clause, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
  g_assert_true (g_unichar_isupper (g_utf8_get_char (error->message)));

  g_clear_object (&session);
}

/* A symbolic link to a game is the same game: listed once, and one lock for both names */
static void
test_symlink_one_game (HeraldTestHome *f,
                       gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) second = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autofree char *path = NULL;
  g_autofree char *alias = g_build_filename (f->games, "alias.json", NULL);
  g_autofree char *base = NULL;

  herald_test_start_game (session);
  path = g_strdup (herald_session_get_save_path (session));
  base = g_path_get_basename (path);
  herald_session_close (session);
  g_assert_cmpint (symlink (base, alias), ==, 0);

  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpstr (herald_library_entry_get_path (entry), ==, path);
  g_clear_object (&entry);
  g_clear_object (&list);

  /* the alias opened: the game itself is taken */
  g_assert_true (herald_session_open (session, alias, FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_open (second, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_true (herald_library_entry_get_locked (entry));
  g_clear_object (&entry);
  g_clear_object (&list);

  g_clear_object (&second);
  g_clear_object (&session);
}

/* The start page's lines: a day without padding, and every name isolated so that a name
 * written right to left never reorders the others */
static void
test_names_and_dates (void)
{
  g_autoptr(GDateTime) when = g_date_time_new_local (2026, 12, 1, 15, 24, 0);
  g_autofree char *text = herald_library_format_date (when);
  HeraldPlayerInfo players[] = {
    { (char *) "\u202eAnna", HERALD_COLOR_RED },
    { (char *) "Ben", HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_ORANGE },
  };
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  g_assert_cmpstr (text, ==, "Dec 1, 15:24");
  g_clear_pointer (&text, g_free);
  text = herald_library_format_date (NULL);
  g_assert_cmpstr (text, ==, "");

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  game = herald_game_new (&rules, players, 3, NULL, 1, &error);
  g_assert_no_error (error);
  names = herald_library_join_players (game);
  g_assert_cmpstr (names, ==, "\u2068\u202eAnna\u2069, \u2068Ben\u2069, \u2068Cleo\u2069");
}

/* In a translation the saved date is all digits (newcomer report 10, A-18): with LANGUAGE=de
 * and no German LC_TIME, "%b" gave the English month, "1. Dec" */
static void
test_date_translated (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GDateTime) when = g_date_time_new_local (2026, 12, 1, 15, 24, 0);
      g_autofree char *text = NULL;

      herald_test_use_catalogues ("de");
      text = herald_library_format_date (when);
      g_assert_cmpstr (text, ==, "1.12., 15:24");
      return;
    }
  herald_test_trap_with_catalogues ();
}

/* A summary's text as Herald wrote it before the twenty-third round of docs/performance.md
 * (read by every Herald of this engine): the keys set in a GKeyFile in this order, printed,
 * signed with the HMAC-SHA256 of that text as a last key `mac`, printed again */
static char *
summary_as_key_file (const char         *key,
                     const char         *herald,
                     const char         *file,
                     const char * const *names,
                     const char * const *colors,
                     gint64              round,
                     gint64              actions,
                     gboolean            finished,
                     gint                winner)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *text = NULL;
  g_autofree char *mac = NULL;
  gsize n;

  g_key_file_set_integer (keys, "Summary", "version", 4);
  g_key_file_set_string (keys, "Summary", "herald", herald);
  g_key_file_set_integer (keys, "Summary", "save_version", HERALD_SAVE_VERSION);
  g_key_file_set_string (keys, "Summary", "file", file);
  g_key_file_set_string_list (keys, "Summary", "names", names, g_strv_length ((GStrv) names));
  g_key_file_set_string_list (keys, "Summary", "colors", colors, g_strv_length ((GStrv) colors));
  g_key_file_set_int64 (keys, "Summary", "round", round);
  g_key_file_set_int64 (keys, "Summary", "actions", actions);
  g_key_file_set_boolean (keys, "Summary", "finished", finished);
  if (winner >= 0)
    g_key_file_set_integer (keys, "Summary", "winner", winner);
  text = g_key_file_to_data (keys, &n, NULL);
  mac = g_compute_hmac_for_data (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key),
                                 (const guchar *) text, n);
  g_key_file_set_string (keys, "Summary", "mac", mac);
  return g_key_file_to_data (keys, NULL, NULL);
}

/* The file's identity as a summary names it: device, inode, size, modification and change
 * times to the nanosecond */
static char *
identity_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (stat (path, &st), ==, 0);
  return g_strdup_printf ("%ju:%ju:%jd:%jd.%09ld:%jd.%09ld", (uintmax_t) st.st_dev,
                          (uintmax_t) st.st_ino, (intmax_t) st.st_size,
                          (intmax_t) st.st_mtim.tv_sec, (long) st.st_mtim.tv_nsec,
                          (intmax_t) st.st_ctim.tv_sec, (long) st.st_ctim.tv_nsec);
}

/* The summary beside @path is byte for byte what summary_as_key_file () makes of its values,
 * for @path as it is now */
static void
assert_summary_bytes (const char *path)
{
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *key_path = g_build_filename (folder, ".herald-summary-key", NULL);
  g_autofree char *key = herald_test_read_file (key_path);
  g_autofree char *text = herald_test_read_file (summary_path);
  g_autofree char *herald = NULL;
  g_autofree char *file = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *identity = identity_of (path);
  g_auto(GStrv) names = NULL;
  g_auto(GStrv) colors = NULL;
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  gint winner = -1;

  g_assert_nonnull (key);
  g_assert_nonnull (text);
  g_assert_true (g_key_file_load_from_data (keys, text, -1, G_KEY_FILE_NONE, NULL));
  herald = g_key_file_get_string (keys, "Summary", "herald", NULL);
  file = g_key_file_get_string (keys, "Summary", "file", NULL);
  g_assert_cmpstr (file, ==, identity);
  names = g_key_file_get_string_list (keys, "Summary", "names", NULL, NULL);
  colors = g_key_file_get_string_list (keys, "Summary", "colors", NULL, NULL);
  g_assert_nonnull (names);
  g_assert_nonnull (colors);
  if (g_key_file_has_key (keys, "Summary", "winner", NULL))
    winner = g_key_file_get_integer (keys, "Summary", "winner", NULL);
  expected = summary_as_key_file (key, herald, identity, (const char * const *) names,
                                  (const char * const *) colors,
                                  g_key_file_get_int64 (keys, "Summary", "round", NULL),
                                  g_key_file_get_int64 (keys, "Summary", "actions", NULL),
                                  g_key_file_get_boolean (keys, "Summary", "finished", NULL),
                                  winner);
  g_assert_cmpstr (text, ==, expected);
}

/* The summary's bytes are a contract (every Herald of this engine reads the others'): made
 * without a GKeyFile at every save, they are what the GKeyFile gave, for names GKeyFile
 * escapes (a space first, a separator, a backslash), with a winner or none, for other
 * players and then the first again; a refusal kept in its place too; and after the
 * session's saves */
static void
test_summary_bytes (HeraldTestHome *f,
                    gconstpointer   data)
{
  static const char * const plain[] = { "Anna", "Ben", "Cleo", NULL };
  static const char * const escaped[] = { " Ann", "Bo;b", "C\\x,y", "Dörte", NULL };
  static const char * const colors3[] = { "red", "blue", "white", NULL };
  static const char * const colors4[] = { "red", "blue", "white", "orange", NULL };
  static const struct
  {
    const char * const *names;
    const char * const *colors;
    guint               round;
    guint               n_actions;
    gboolean            finished;
    gint                winner;
  } cases[] = {
    { plain, colors3, 2, 7, FALSE, -1 },
    { escaped, colors4, 12, 301, TRUE, 3 },
    { escaped, colors4, 12, 302, TRUE, -1 },
    { plain, colors3, 100000, 20000, TRUE, 0 },
  };
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *other = g_build_filename (folder, "other.json", NULL);

  /* the session's summary of Anna, Ben and Cleo after a roll */
  assert_summary_bytes (path);

  g_assert_true (g_file_set_contents (other, "{}", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      HeraldGameSummary summary = {
        .names = (GStrv) cases[i].names, .colors = (GStrv) cases[i].colors,
        .winner_index = cases[i].winner, .round = cases[i].round,
        .n_actions = cases[i].n_actions, .finished = cases[i].finished,
      };
      struct stat st;

      g_test_message ("case %u", i);
      g_assert_cmpint (stat (other, &st), ==, 0);
      g_assert_true (herald_game_summary_write (other, &summary, &st));
      assert_summary_bytes (other);
    }
  /* a summary in another folder, signed with that folder's key (the signature's HMAC is
   * keyed once and copied while the key is the same), then in this folder again */
  {
    g_autofree char *parent = g_path_get_dirname (folder);
    g_autofree char *elsewhere = g_build_filename (parent, "elsewhere", NULL);
    g_autofree char *game = g_build_filename (elsewhere, "game.json", NULL);
    g_autofree char *key_path = g_build_filename (folder, ".herald-summary-key", NULL);
    g_autofree char *other_key_path = g_build_filename (elsewhere, ".herald-summary-key", NULL);
    g_autofree char *key = NULL;
    g_autofree char *other_key = NULL;
    HeraldGameSummary summary = {
      .names = (GStrv) plain, .colors = (GStrv) colors3, .winner_index = -1, .round = 3,
      .n_actions = 9,
    };
    struct stat st;

    g_assert_cmpint (g_mkdir_with_parents (elsewhere, 0700), ==, 0);
    g_assert_true (g_file_set_contents (game, "{}", -1, NULL));
    g_assert_cmpint (stat (game, &st), ==, 0);
    g_assert_true (herald_game_summary_write (game, &summary, &st));
    assert_summary_bytes (game);
    key = herald_test_read_file (key_path);
    other_key = herald_test_read_file (other_key_path);
    g_assert_cmpstr (key, !=, other_key);
    g_assert_cmpint (stat (other, &st), ==, 0);
    g_assert_true (herald_game_summary_write (other, &summary, &st));
    assert_summary_bytes (other);
  }
  /* a refusal kept in the summary's place (the same signature) */
  {
    struct stat st;
    g_autofree char *summary_path = herald_game_summary_path (other);
    g_autofree char *key_path = g_build_filename (folder, ".herald-summary-key", NULL);
    g_autofree char *key = herald_test_read_file (key_path);
    g_autofree char *text = NULL;
    g_autofree char *herald = NULL;
    g_autofree char *expected = NULL;
    g_autofree char *identity = identity_of (other);
    g_autofree char *mac = NULL;
    g_autofree char *unsigned_text = NULL;
    g_autoptr(GKeyFile) keys = g_key_file_new ();
    g_autoptr(GKeyFile) written = g_key_file_new ();
    gsize n;

    g_assert_cmpint (stat (other, &st), ==, 0);
    g_assert_true (herald_game_summary_write_refusal (other, &st, TRUE, "line 1: not; a \\game"));
    text = herald_test_read_file (summary_path);
    g_assert_true (g_key_file_load_from_data (written, text, -1, G_KEY_FILE_NONE, NULL));
    herald = g_key_file_get_string (written, "Summary", "herald", NULL);
    g_key_file_set_integer (keys, "Summary", "version", 4);
    g_key_file_set_string (keys, "Summary", "herald", herald);
    g_key_file_set_integer (keys, "Summary", "save_version", HERALD_SAVE_VERSION);
    g_key_file_set_string (keys, "Summary", "file", identity);
    g_key_file_set_string (keys, "Summary", "language", g_get_language_names ()[0]);
    g_key_file_set_boolean (keys, "Summary", "newer", TRUE);
    g_key_file_set_string (keys, "Summary", "refused", "line 1: not; a \\game");
    unsigned_text = g_key_file_to_data (keys, &n, NULL);
    mac = g_compute_hmac_for_data (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key),
                                   (const guchar *) unsigned_text, n);
    g_key_file_set_string (keys, "Summary", "mac", mac);
    expected = g_key_file_to_data (keys, NULL, NULL);
    g_assert_cmpstr (text, ==, expected);
  }
  g_assert_cmpint (g_unlink (other), ==, 0);

  /* and the session's again, after the others' players */
  {
    g_autoptr(HeraldSession) session = herald_test_session_in (folder);
    g_autoptr(GError) error = NULL;

    g_assert_true (herald_session_open (session, path, FALSE, &error));
    g_assert_no_error (error);
    herald_test_end_turn (session);
    assert_summary_bytes (path);
    herald_test_roll (session, 3);
    assert_summary_bytes (path);
    herald_session_close (session);
    assert_summary_bytes (path);
  }
}

/* A game saved while the computer's clock was ahead keeps a time in the future: it came first
 * in the list, and Resume Game (the first game) offered it over the game the table had just
 * played (breaker report 44, B44-2). A game saved "in the future" comes after the others. */
static void
test_future_saved_last (HeraldTestHome *f,
                        gconstpointer   data)
{
  g_autoptr(HeraldSession) ahead = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) played = herald_test_session_in (f->games);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(HeraldLibraryEntry) first = NULL;
  g_autoptr(HeraldLibraryEntry) second = NULL;
  g_autofree char *ahead_path = NULL;
  g_autofree char *played_path = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  struct utimbuf tomorrow = { .actime = now + 86400, .modtime = now + 86400 };
  struct utimbuf hour_ago = { .actime = now - 3600, .modtime = now - 3600 };

  herald_test_start_game (ahead);
  herald_test_roll (ahead, 3);
  ahead_path = g_strdup (herald_session_get_save_path (ahead));
  herald_session_close (ahead);
  herald_test_start_game (played);
  herald_test_roll (played, 4);
  played_path = g_strdup (herald_session_get_save_path (played));
  herald_session_close (played);
  g_assert_cmpint (utime (ahead_path, &tomorrow), ==, 0);
  g_assert_cmpint (utime (played_path, &hour_ago), ==, 0);

  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  first = g_list_model_get_item (list, 0);
  second = g_list_model_get_item (list, 1);
  g_assert_cmpstr (herald_library_entry_get_path (first), ==, played_path);
  g_assert_cmpstr (herald_library_entry_get_path (second), ==, ahead_path);
  g_clear_object (&first);
  g_clear_object (&second);
  g_clear_object (&list);

  /* both in the past: the latest first, as ever */
  g_assert_cmpint (utime (ahead_path, &(struct utimbuf) { now - 60, now - 60 }), ==, 0);
  list = herald_library_list (f->library);
  first = g_list_model_get_item (list, 0);
  g_assert_cmpstr (herald_library_entry_get_path (first), ==, ahead_path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/library/every-game-kept", test_every_game_kept);
  g_test_add_func ("/herald/library/date-translated", test_date_translated);
  herald_test_add_with_home ("/herald/library/list-kinds", test_list_kinds);
  herald_test_add_with_home ("/herald/library/future-saved-last", test_future_saved_last);
  herald_test_add_with_home ("/herald/library/trash-restore", test_trash_restore);
  herald_test_add_with_home ("/herald/library/trash-summary-folder", test_trash_summary_folder);
  herald_test_add_with_home ("/herald/library/trash-kept-for-undo", test_trash_kept_for_undo);
  herald_test_add_with_home ("/herald/library/trash-gone", test_trash_gone);
  herald_test_add_with_home ("/herald/library/watch", test_watch);
  herald_test_add_with_home ("/herald/library/migrate", test_migrate);
  herald_test_add_with_home ("/herald/library/symlink-one-game", test_symlink_one_game);
  g_test_add_func ("/herald/library/names-and-dates", test_names_and_dates);
  herald_test_add_with_home ("/herald/library/broken-names-member", test_broken_names_member);
  herald_test_add_with_home ("/herald/library/summary-bytes", test_summary_bytes);
  return g_test_run ();
}
