/* test-library-summary.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The summaries beside the games (issue 14): the start page lists a game from its summary, and
 * only while it describes the file as it is; a refusal remembered, a broken or damaged game
 * recovered, summaries that are not regular files, written in place, forged, checked or left
 * over. Headless. The games folder is test-library.c's. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <libintl.h>
#include <locale.h>
#include <signal.h>
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
#include "herald-write-behind.h"

/* a summary's text with one key's value replaced, its signature left as it was (so no longer
 * Herald's: breaker report 10, F6) */
static void
forge_summary (const char *path,
               const char *key,
               const char *value)
{
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (g_key_file_load_from_file (keys, summary_path, G_KEY_FILE_KEEP_COMMENTS, &error));
  g_assert_no_error (error);
  g_key_file_set_value (keys, "Summary", key, value);
  g_assert_true (g_key_file_save_to_file (keys, summary_path, &error));
  g_assert_no_error (error);
}

/* the summary beside @path signed again with the games folder's key, as Herald signs it
 * (herald-session-game-summary.c: a last line `mac=`, the HMAC-SHA256 of the text before it) */
static void
sign_summary (const char *path)
{
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *key_path = g_build_filename (folder, ".herald-summary-key", NULL);
  g_autofree char *key = herald_test_read_file (key_path);
  g_autofree char *text = herald_test_read_file (summary_path);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) unsigned_text = g_string_new (NULL);
  g_autofree char *mac = NULL;
  g_autofree char *signed_text = NULL;

  g_assert_nonnull (key);
  g_assert_nonnull (text);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0' && !g_str_has_prefix (lines[i], "mac="))
      g_string_append_printf (unsigned_text, "%s\n", lines[i]);
  mac = g_compute_hmac_for_string (G_CHECKSUM_SHA256, (const guchar *) key, strlen (key),
                                   unsigned_text->str, -1);
  signed_text = g_strdup_printf ("%smac=%s\n", unsigned_text->str, mac);
  g_assert_true (g_file_set_contents (summary_path, signed_text, -1, NULL));
}

/* a summary's text with one key's value replaced, signed as Herald would have signed it: what
 * the list reads is then the summary's own checks */
static void
edit_summary (const char *path,
              const char *key,
              const char *value)
{
  forge_summary (path, key, value);
  sign_summary (path);
}

/* The start page lists a game from the summary beside it instead of loading it (issue 14),
 * and only while the summary describes the file as it is: stale, missing, corrupt, newer or
 * from a file changed in place, the game is loaded as before */
static void
test_list_summary (HeraldTestHome *f,
                   gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *summary_path = NULL;
  struct utimbuf times;
  struct stat st;

  herald_test_start_game (session);
  herald_test_roll (session, 2);
  path = g_strdup (herald_session_get_save_path (session));
  summary_path = herald_game_summary_path (path);
  /* at every step, as the game is written: it describes the file as it is now (so that a
   * kill -9 leaves it right: /herald/crash/kill-nine-summary) */
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));
  {
    HeraldGameSummary summary;

    g_assert_true (herald_game_summary_read (path, &summary));
    g_assert_cmpuint (summary.n_actions, ==, 1);
    herald_game_summary_clear (&summary);
  }

  /* the session leaves it as it lets go of the game */
  herald_session_close (session);
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_assert_nonnull (strstr (herald_library_entry_get_players (entry), herald_test_players[1].name));
  g_assert_false (herald_library_entry_get_locked (entry));
  g_assert_nonnull (herald_library_entry_get_modified (entry));
  g_clear_object (&entry);

  /* it is what the list reads: a summary that says 99 rounds is believed while it names the
   * file as it is... */
  edit_summary (path, "round", "99");
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_round (entry), ==, 99);
  g_clear_object (&entry);

  /* ...and not once the file is another (saved again: another inode, size, time) */
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_assert_cmpuint (herald_library_entry_get_round (entry), !=, 99);
  g_assert_true (herald_library_entry_get_locked (entry));
  g_clear_object (&entry);
  herald_session_close (session);

  /* missing: loaded, and the listing leaves a summary for the next time */
  g_assert_cmpint (g_unlink (summary_path), ==, 0);
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_clear_object (&entry);
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));
  edit_summary (path, "actions", "77");
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 77);
  g_clear_object (&entry);

  /* the file's time moved (a summary newer, or older, than the file): loaded */
  g_assert_cmpint (stat (path, &st), ==, 0);
  times.actime = st.st_atime;
  times.modtime = st.st_mtime + 60;
  g_assert_cmpint (utime (path, &times), ==, 0);
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_clear_object (&entry);

  /* corrupt, of a newer Herald, or with a value out of range: loaded */
  g_assert_true (g_file_set_contents (summary_path, "\x01 not a summary [", -1, NULL));
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_clear_object (&entry);
  edit_summary (path, "version", "5");
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_clear_object (&entry);
  entry = herald_test_list_first (f->home);   /* the listing before wrote a good one again */
  g_clear_object (&entry);
  edit_summary (path, "actions", "-1");
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 2);
  g_clear_object (&entry);

  /* the file rewritten in place (same inode) by another program: not a game any more */
  entry = herald_test_list_first (f->home);
  g_clear_object (&entry);
  {
    FILE *file = fopen (path, "w");

    g_assert_nonnull (file);
    fputs ("not a game", file);
    fclose (file);
  }
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_clear_object (&entry);

  g_clear_object (&session);
}

/* Breaker report 10, F5: a game that does not load is not loaded again at every start while
 * its file stays the same: the reason is kept in the summary's place and listed from there
 * (the list shows a reason the test wrote there itself, which only that keeps), and the file
 * changed is loaded again */
static void
test_list_refusal_remembered (HeraldTestHome *f,
                              gconstpointer   data)
{
  g_autofree char *path = g_build_filename (herald_library_get_games_folder (f->library),
                                            "20261201-100000-aaaa.json", NULL);
  g_autofree char *first = NULL;
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GError) error = NULL;

  g_mkdir_with_parents (herald_library_get_games_folder (f->library), 0700);
  g_file_set_contents (path, "{\"format\": \"herald-game\", \"version\": 3}", -1, &error);
  g_assert_no_error (error);

  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  first = g_strdup (herald_library_entry_get_message (entry));
  g_clear_object (&entry);
  g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));

  /* listed from what was kept, not loaded again */
  edit_summary (path, "refused", "kept reason");
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_assert_cmpstr (herald_library_entry_get_message (entry), ==, "kept reason");
  g_clear_object (&entry);

  /* a newer Herald's file is listed as such from it too */
  edit_summary (path, "newer", "true");
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_NEWER);
  g_clear_object (&entry);

  /* another build's verdict, even of the same version, is not believed: its engine may
   * refuse games this one loads (breaker report 11, B-5) */
  edit_summary (path, "herald", PACKAGE_VERSION);
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_assert_cmpstr (herald_library_entry_get_message (entry), ==, first);
  g_clear_object (&entry);

  /* the file changed: loaded again, its own reason */
  g_file_set_contents (path, "{\"format\": \"herald-game\", \"version\": 3} ", -1, &error);
  g_assert_no_error (error);
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_assert_cmpstr (herald_library_entry_get_message (entry), ==, first);
  g_clear_object (&entry);

  g_clear_object (&f->library);
}

/* A summary is left only for the game the file holds: not with steps that could not be saved
 * (the disk full for the game, RLIMIT_FSIZE in a subprocess, but not for a summary, which is
 * smaller), and it goes to the trash and back with its game */
static void
test_summary_only_when_saved (void)
{
  if (g_test_subprocess ())
    {
      const char *path = g_getenv ("HERALD_TEST_GAME");
      g_autofree char *games = g_path_get_dirname (path);
      g_autoptr(HeraldSession) session = herald_test_session_in (games);
      g_autoptr(GError) error = NULL;
      struct rlimit limit = { 1024, 1024 };

      signal (SIGXFSZ, SIG_IGN);
      g_assert_true (herald_session_open (session, path, FALSE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
      herald_test_end_turn (session);
      g_test_assert_expected_messages ();
      g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
      herald_session_close (session);
      return;
    }
  else
    {
      g_autofree char *home = herald_test_make_home ();
      g_autoptr(HeraldLibrary) library = herald_library_new (home);
      const char *games = herald_library_get_games_folder (library);
      g_autoptr(HeraldSession) session = herald_test_session_in (games);
      g_autoptr(HeraldLibraryEntry) entry = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *path = NULL;
      g_autofree char *summary_path = NULL;
      g_autofree char *game_bytes = NULL;
      struct stat st;

      herald_test_start_game (session);
      for (guint turn = 0; turn < 6; turn++)
        {
          herald_test_roll (session, 2 + turn % 5);
          herald_test_end_turn (session);
        }
      herald_test_roll (session, 4);
      path = g_strdup (herald_session_get_save_path (session));
      summary_path = herald_game_summary_path (path);
      herald_session_close (session);
      g_assert_cmpint (stat (summary_path, &st), ==, 0);
      g_assert_cmpint (st.st_size, <, 1024);
      g_assert_cmpint (g_unlink (summary_path), ==, 0);
      g_assert_cmpint (stat (path, &st), ==, 0);
      g_assert_cmpint (st.st_size, >, 1024);
      game_bytes = herald_test_read_file (path);

      g_setenv ("HERALD_TEST_GAME", path, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      /* the game as it was, and no summary of a game the file does not hold */
      {
        g_autofree char *after = herald_test_read_file (path);

        g_assert_cmpstr (after, ==, game_bytes);
      }
      g_assert_false (g_file_test (summary_path, G_FILE_TEST_EXISTS));

      /* listed by loading it, which leaves the summary */
      entry = herald_test_list_first (home);
      g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 13);
      g_clear_object (&entry);
      g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));

      /* the trash takes it with the game, Undo brings both back, and it still holds */
      g_assert_true (herald_library_trash (library, path, &error));
      g_assert_no_error (error);
      g_assert_false (g_file_test (summary_path, G_FILE_TEST_EXISTS));
      g_assert_true (herald_library_restore (library, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_test (summary_path, G_FILE_TEST_EXISTS));
      /* the moves changed the file's change time: the game is loaded once, and the summary
       * written again holds from then on */
      edit_summary (path, "round", "42");
      entry = herald_test_list_first (home);
      g_assert_cmpuint (herald_library_entry_get_round (entry), !=, 42);
      g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 13);
      g_clear_object (&entry);
      edit_summary (path, "round", "42");
      entry = herald_test_list_first (home);
      g_assert_cmpuint (herald_library_entry_get_round (entry), ==, 42);
      g_clear_object (&entry);

      g_clear_object (&session);
      herald_test_remove_tree (home);
    }
}

/* Breaker report 11, B-1: a game moved aside as broken (a Herald whose engine was stricter
 * refused it when it was opened) comes back under its name when the folder is listed and it
 * loads now; one that still does not load stays aside, its refusal kept; one whose name is
 * taken again is never written over. On main at d99a740 the game stayed out of the list. */
static void
test_list_recovers_broken (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *aside = g_strconcat (path, ".broken-20261201-234722", NULL);
  g_autofree char *bad = g_build_filename (folder, "20261201-100000-bbbb.json.broken-20261201-234800", NULL);
  g_autofree char *taken = g_build_filename (folder, "20261201-100000-cccc.json", NULL);
  g_autofree char *taken_aside = g_strconcat (taken, ".broken-20261201-234900-2", NULL);
  g_autofree char *good = herald_test_read_file (path);
  g_autofree char *bad_summary = herald_game_summary_path (bad);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_rename (path, aside), ==, 0);
  g_file_set_contents (bad, "{\"format\": \"herald-game\", \"version\": 3}", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (taken, "not a game", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (taken_aside, good, -1, &error);
  g_assert_no_error (error);

  list = herald_library_list (f->library);
  g_assert_true (herald_test_is_regular_file (path));
  g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  {
    /* the game come back is listed (wherever the order puts it: the list goes by the files'
     * times, which may fall in one second or in two; the first CI run after midnight failed
     * by taking the first entry for it) */
    g_autoptr(HeraldLibraryEntry) back = NULL;

    for (guint i = 0; i < g_list_model_get_n_items (list) && back == NULL; i++)
      {
        g_autoptr(HeraldLibraryEntry) entry = g_list_model_get_item (list, i);

        if (g_strcmp0 (herald_library_entry_get_path (entry), path) == 0)
          back = g_steal_pointer (&entry);
      }
    g_assert_nonnull (back);
    g_assert_cmpint (herald_library_entry_get_kind (back), ==, HERALD_LIBRARY_PLAYING);
    g_assert_cmpuint (herald_library_entry_get_n_actions (back), ==, 1);
  }
  /* still refused: stays aside, its reason kept; the name taken: nothing written over */
  g_assert_true (herald_test_is_regular_file (bad));
  g_assert_true (herald_test_is_regular_file (bad_summary));
  g_assert_true (herald_test_is_regular_file (taken_aside));
  {
    g_autofree char *text = herald_test_read_file (taken);

    g_assert_cmpstr (text, ==, "not a game");
  }
  g_clear_object (&list);
  list = herald_library_list (f->library);
  g_assert_true (herald_test_is_regular_file (bad));
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);

  g_clear_object (&f->library);
}

/* Breaker report 13, R-3: a game whose file was cut short, with good backups beside it. Opening
 * it moves the file aside as broken; the game stays listed (damaged) as long as its backups are
 * there, and its last backup opens it again. On main at 8a205bf it left every list for good. */
static void
test_list_damaged_with_backups (HeraldTestHome *f,
                                gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *backup = g_strconcat (path, ".backup-1", NULL);
  g_autofree char *good = herald_test_read_file (path);
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (backup, good, -1, NULL));
  g_assert_true (g_file_set_contents (path, "{\"format\": \"herald-game\", \"version\": 3, \"rul", -1, NULL));
  g_assert_false (herald_session_open (session, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (herald_test_count_files (f->games, ".broken-"), ==, 1);

  /* Close: the game is still listed, damaged, under its own name */
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpstr (herald_library_entry_get_path (entry), ==, path);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_assert_nonnull (strstr (herald_library_entry_get_message (entry), "backups are kept"));

  /* opened again from the list: its backup is offered, and opens the game */
  g_clear_object (&session);
  session = herald_test_session_in (f->games);
  g_assert_false (herald_session_open (session, path, FALSE, &error));
  g_clear_error (&error);
  g_assert_true (herald_session_has_backup (session));
  g_assert_true (herald_session_resume_backup (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);
  herald_session_close (session);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_clear_object (&list);
  g_clear_object (&entry);
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_clear_object (&f->library);
}

/* Breaker report 9, item 1: a summary (or a lock) that is a FIFO, or a link to one, made
 * Herald wait for ever at start-up; a summary of 200 MB was read whole. Each is now passed
 * over at once: the list comes (in a child that is killed after 20 s: without the fix it
 * waits in open ()), the game described by loading it, and the summary written again as a
 * regular file in the FIFO's place; the huge one costs no memory */
static void
test_summary_not_regular (void)
{
  if (g_test_subprocess ())
    {
      const char *home = g_getenv ("HERALD_TEST_HOME");
      g_autoptr(HeraldLibraryEntry) entry = herald_test_list_first (home);
      struct rusage usage;

      g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
      g_assert_nonnull (strstr (herald_library_entry_get_players (entry), "Cleo"));
      g_assert_false (herald_library_entry_get_locked (entry));
      g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
      g_assert_cmpint (usage.ru_maxrss, <, 100 * 1024);   /* KiB */
      return;
    }
  else
    {
      static const char * const cases[] = { "fifo", "link-to-fifo", "lock-fifo", "huge" };
      g_autofree char *home = herald_test_make_home ();
      g_autofree char *path = herald_test_closed_game (home);
      g_autofree char *summary_path = herald_game_summary_path (path);
      g_autofree char *lock_path = herald_store_lock_path (path);
      g_autofree char *outside = g_build_filename (home, "a-fifo", NULL);

      g_setenv ("HERALD_TEST_HOME", home, TRUE);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        {
          g_test_message ("summary: %s", cases[i]);
          g_unlink (summary_path);
          g_unlink (outside);
          if (g_str_equal (cases[i], "fifo"))
            g_assert_cmpint (mkfifo (summary_path, 0600), ==, 0);
          else if (g_str_equal (cases[i], "link-to-fifo"))
            {
              g_assert_cmpint (mkfifo (outside, 0600), ==, 0);
              g_assert_cmpint (symlink (outside, summary_path), ==, 0);
            }
          else if (g_str_equal (cases[i], "lock-fifo"))
            {
              g_unlink (lock_path);
              g_assert_cmpint (mkfifo (lock_path, 0600), ==, 0);
            }
          else
            {
              int fd = open (summary_path, O_WRONLY | O_CREAT, 0600);

              g_assert_cmpint (fd, >=, 0);
              g_assert_cmpint (ftruncate (fd, 200 * 1024 * 1024), ==, 0);
              close (fd);
            }
          g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
          g_test_trap_assert_passed ();
          /* the listing wrote the summary again, in the place of what was there */
          g_assert_true (herald_test_is_regular_file (summary_path));
          if (g_str_equal (cases[i], "lock-fifo"))
            g_unlink (lock_path);
        }
      g_assert_true (herald_test_is_regular_file (path));
      herald_test_remove_tree (home);
    }
}

/* Breaker report 9, item 4: a game file rewritten in place (same inode, same size) with its
 * modification time put back to the nanosecond (rsync --inplace --times, cp -p onto it) is
 * not the file the summary describes: its change time moved. Listed again, fresh or by the
 * same library, it shows the new game */
static void
test_summary_in_place (HeraldTestHome *f,
                       gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autofree char *contents = NULL;
  struct timespec times[2];
  struct stat before, after;
  char *anna;
  gsize length;

  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_nonnull (strstr (herald_library_entry_get_players (entry), "Anna"));
  g_clear_object (&entry);
  g_clear_object (&list);

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  anna = strstr (contents, "\"Anna\"");
  g_assert_nonnull (anna);
  memcpy (anna, "\"Zara\"", 6);
  g_assert_cmpint (stat (path, &before), ==, 0);
  g_usleep (20 * 1000);   /* past the kernel's clock tick for the change time */
  {
    FILE *file = fopen (path, "r+");

    g_assert_nonnull (file);
    g_assert_cmpuint (fwrite (contents, 1, length, file), ==, length);
    g_assert_cmpint (fclose (file), ==, 0);
  }
  times[0] = before.st_atim;
  times[1] = before.st_mtim;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
  g_assert_cmpint (stat (path, &after), ==, 0);
  g_assert_cmpuint (after.st_ino, ==, before.st_ino);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  g_assert_cmpint (after.st_mtim.tv_sec, ==, before.st_mtim.tv_sec);
  g_assert_cmpint (after.st_mtim.tv_nsec, ==, before.st_mtim.tv_nsec);

  /* the same library, which remembers what it read */
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_nonnull (strstr (herald_library_entry_get_players (entry), "Zara"));
  g_assert_null (strstr (herald_library_entry_get_players (entry), "Anna"));
  g_clear_object (&entry);
  g_clear_object (&list);

  /* a fresh one, from the summary: written again by the listing before, for Zara */
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);
  entry = herald_test_list_first (f->home);
  g_assert_nonnull (strstr (herald_library_entry_get_players (entry), "Zara"));
  g_clear_object (&entry);
}

/* Breaker report 10, F6: a summary of exactly Herald's form, with the file's real identity,
 * that says an unfinished game was won: the list showed "Won by Anna" with no Resume, and
 * Records (which loads the games) said nobody won. Only a summary Herald signed is believed:
 * the game is loaded, listed as it is, and a true summary put in its place. Nor is one signed
 * with another key (copied from another games folder), one with no key beside it, or one with
 * a key twice even when signed. */
static void
test_summary_forged (HeraldTestHome *f,
                     gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *key_path = g_build_filename (folder, ".herald-summary-key", NULL);
  g_autofree char *good = herald_test_read_file (summary_path);
  g_autofree char *first_key = herald_test_read_file (key_path);
  g_autofree char *text = NULL;
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GPtrArray) records = NULL;
  struct stat st;
  guint n_games = 99;

  g_assert_nonnull (good);
  forge_summary (path, "finished", "true");
  forge_summary (path, "winner", "0");
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_assert_null (herald_library_entry_get_winner (entry));
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  g_clear_object (&entry);
  /* the list and Records agree */
  records = herald_records_from_library (f->library, &n_games);
  g_assert_cmpuint (n_games, ==, 0);
  /* the listing put the true summary back */
  text = herald_test_read_file (summary_path);
  g_assert_cmpstr (text, ==, good);
  g_clear_pointer (&text, g_free);
  /* the key: 64 hexadecimal digits, for this user only */
  g_assert_nonnull (first_key);
  g_assert_cmpuint (strlen (first_key), ==, 64);
  g_assert_cmpint (stat (key_path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0077, ==, 0);

  /* signed with another key */
  g_assert_true (g_file_set_contents (key_path, "0123456789abcdef0123456789abcdef"
                                      "0123456789abcdef0123456789abcdef", -1, NULL));
  edit_summary (path, "finished", "true");
  g_assert_cmpint (g_unlink (key_path), ==, 0);
  g_assert_true (g_file_set_contents (key_path, first_key, -1, NULL));
  entry = herald_test_list_first (f->home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_clear_object (&entry);
  text = herald_test_read_file (summary_path);
  g_assert_cmpstr (text, ==, good);
  g_clear_pointer (&text, g_free);

  /* no key beside it: loaded; a new key is made for the summary written */
  edit_summary (path, "round", "99");   /* signed with the key that goes */
  g_assert_cmpint (g_unlink (key_path), ==, 0);
  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_round (entry), <, 10);
  g_clear_object (&entry);
  g_assert_true (g_file_test (key_path, G_FILE_TEST_IS_REGULAR));
  text = herald_test_read_file (key_path);
  g_assert_cmpstr (text, !=, first_key);
  g_clear_pointer (&text, g_free);

  /* a key twice (GKeyFile keeps the last), signed: not Herald's text */
  {
    g_autofree char *now = herald_test_read_file (summary_path);
    g_autoptr(GString) twice = g_string_new (now);
    char *round = strstr (twice->str, "\nround=");

    g_assert_nonnull (round);
    g_string_insert (twice, round - twice->str + 1, "round=99\n");
    g_assert_true (g_file_set_contents (summary_path, twice->str, -1, NULL));
    sign_summary (path);
    entry = herald_test_list_first (f->home);
    g_assert_cmpuint (herald_library_entry_get_round (entry), <, 10);
    g_clear_object (&entry);
    /* and the same text with one round is believed (so the key twice is what was refused) */
    g_assert_true (g_file_set_contents (summary_path, now, -1, NULL));
    edit_summary (path, "round", "99");
    entry = herald_test_list_first (f->home);
    g_assert_cmpuint (herald_library_entry_get_round (entry), ==, 99);
    g_clear_object (&entry);
  }

  g_clear_object (&f->library);
}

/* Breaker report 9, item 7: a summary that names the file as it is but says what Herald would
 * never write is not shown; the game is loaded (its players, its step count) */
static void
test_summary_checked (void)
{
  static const struct
  {
    const char *key;
    const char *value;
  } bad[] = {
    { "names", "Anna\\nLena;Ben;Cleo;" },        /* a line break in a name */
    { "names", "Anna\\tLena;Ben;Cleo;" },
    { "names", ";Ben;Cleo;" },                    /* an empty name */
    { "names", "Anna;Ben;" },                     /* two players */
    { "names", "A;B;C;D;E;F;G;" },                /* seven */
    { "names", "Anna;Ben;Cleo;" "0123456789012345678901234567890123456789012345678901234567890123456789;" },
    { "names", "Anna;Ben;Cleo" },                 /* written otherwise than Herald writes it */
    { "colors", "red;blue;" },                    /* a colour fewer than names */
    { "colors", "red;blue;purple;" },             /* no colour */
    { "winner", "0" },                            /* a winner of an unfinished game */
    { "round", "4294967295" },
    { "round", "-1" },
    { "actions", "4294967295" },
    { "actions", "20001" },
    { "actions", "0x1" },
    { "finished", "1" },
    { "herald", "0.0.1" },                        /* made by another Herald */
    { "herald", PACKAGE_VERSION },                /* the same version, another engine (breaker
                                                   * report 11, B-5: the version stayed 0.1.0) */
    { "save_version", "2" },
    { "save_version", "4" },
    { "version", "1" },
    { "version", "3" },                           /* before the colours */
    { "extra", "1" },                             /* a key Herald does not write */
  };
  g_autofree char *home = herald_test_make_home ();
  g_autofree char *path = herald_test_closed_game (home);
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *good = herald_test_read_file (summary_path);
  g_autoptr(HeraldLibraryEntry) entry = NULL;

  g_assert_nonnull (good);

  /* believed as Herald writes it: a name it would write, a winner of a finished game */
  edit_summary (path, "names", "Zed;Ben;Cleo;");
  entry = herald_test_list_first (home);
  g_assert_nonnull (strstr (herald_library_entry_get_players (entry), "Zed"));
  g_clear_object (&entry);
  g_assert_true (g_file_set_contents (summary_path, good, -1, NULL));
  edit_summary (path, "finished", "true");
  edit_summary (path, "winner", "2");
  entry = herald_test_list_first (home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_FINISHED);
  g_assert_nonnull (strstr (herald_library_entry_get_winner (entry), "Cleo"));
  g_clear_object (&entry);
  /* two players of one name (an older Herald's game) are told apart by their colours, as the
   * game's sentences name them (newcomer report 25, N25-1) */
  edit_summary (path, "names", "Cleo;Ben;Cleo;");
  entry = herald_test_list_first (home);
  g_assert_cmpstr (herald_library_entry_get_players (entry), ==,
                   "\u2068Cleo (Red)\u2069, \u2068Ben\u2069, \u2068Cleo (White)\u2069");
  g_assert_cmpstr (herald_library_entry_get_winner (entry), ==, "\u2068Cleo (White)\u2069");
  g_clear_object (&entry);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("%s=%s", bad[i].key, bad[i].value);
      g_assert_true (g_file_set_contents (summary_path, good, -1, NULL));
      edit_summary (path, bad[i].key, bad[i].value);
      entry = herald_test_list_first (home);
      g_assert_cmpstr (herald_library_entry_get_players (entry), ==,
                       "\u2068Anna\u2069, \u2068Ben\u2069, \u2068Cleo\u2069");
      g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
      g_assert_cmpuint (herald_library_entry_get_round (entry), <, 10);
      g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
      g_assert_null (herald_library_entry_get_winner (entry));
      g_clear_object (&entry);
    }

  /* a winner who is no player, of a game said to be finished */
  g_assert_true (g_file_set_contents (summary_path, good, -1, NULL));
  edit_summary (path, "finished", "true");
  edit_summary (path, "winner", "3");
  entry = herald_test_list_first (home);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_PLAYING);
  g_assert_null (herald_library_entry_get_winner (entry));
  g_clear_object (&entry);

  /* the group twice (GKeyFile would merge them), a comment, text after the values */
  {
    static const char * const tails[] = {
      "[Summary]\nnames=Mallory;Ben;Cleo;\n", "# a comment\n", "\n", "[Other]\nx=1\n",
    };

    for (guint i = 0; i < G_N_ELEMENTS (tails); i++)
      {
        g_autofree char *text = g_strconcat (good, tails[i], NULL);

        g_assert_true (g_file_set_contents (summary_path, text, -1, NULL));
        entry = herald_test_list_first (home);
        g_assert_cmpstr (herald_library_entry_get_players (entry), ==,
                         "\u2068Anna\u2069, \u2068Ben\u2069, \u2068Cleo\u2069");
        g_clear_object (&entry);
      }
  }

  /* a NUL in it, or text that is not UTF-8 */
  {
    g_autofree char *text = g_strdup (good);

    text[strlen (text) - 2] = '\0';
    g_assert_true (g_file_set_contents (summary_path, text, strlen (good), NULL));
    entry = herald_test_list_first (home);
    g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
    g_clear_object (&entry);
  }

  herald_test_remove_tree (home);
}

/* Breaker report 9, item 7: what summaries leave behind goes as the folder is listed: the
 * temporary file of a killed write (over ten minutes old) and the summary of a game that is
 * gone. Never a game, a write in progress, a link, a FIFO, or a file not clearly a summary */
static void
test_summary_leftovers (HeraldTestHome *f,
                        gconstpointer   data)
{
  g_autofree char *path = herald_test_closed_game (f->home);
  g_autofree char *games = g_path_get_dirname (path);
  g_autofree char *summary_path = herald_game_summary_path (path);
  g_autofree char *good = herald_test_read_file (summary_path);
  g_autofree char *game_bytes = herald_test_read_file (path);
  g_autofree char *old_temporary = g_strconcat (summary_path, ".herald-tmp-Ab12Cd", NULL);
  g_autofree char *new_temporary = g_strconcat (summary_path, ".herald-tmp-Zz98Yy", NULL);
  /* a table's own file named like the temporary files before F0 of breaker report 10 */
  g_autofree char *own_copy = g_strconcat (summary_path, "-backup", NULL);
  g_autofree char *orphan = g_build_filename (games, "gone.json.summary", NULL);
  g_autofree char *not_ours = g_build_filename (games, "notes.json.summary", NULL);
  g_autofree char *link = g_build_filename (games, "link.json.summary", NULL);
  g_autofree char *fifo = g_build_filename (games, "fifo.json.summary", NULL);
  g_autofree char *odd_name = g_build_filename (games, "game.json.summary-Ab12C", NULL);
  g_autofree char *game_named = g_build_filename (games, "x.json.summary-Ab12Cd.json", NULL);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  struct utimbuf times = { .actime = time (NULL) - 3600, .modtime = time (NULL) - 3600 };

  g_assert_true (g_file_set_contents (old_temporary, "[Summary]\nversion=", -1, NULL));
  g_assert_cmpint (utime (old_temporary, &times), ==, 0);
  g_assert_true (g_file_set_contents (new_temporary, "[Summary]\n", -1, NULL));
  g_assert_true (g_file_set_contents (own_copy, "[Summary]\n", -1, NULL));
  g_assert_cmpint (utime (own_copy, &times), ==, 0);
  g_assert_true (g_file_set_contents (orphan, good, -1, NULL));
  g_assert_true (g_file_set_contents (not_ours, "my notes\n", -1, NULL));
  g_assert_cmpint (symlink (orphan, link), ==, 0);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_true (g_file_set_contents (odd_name, "[Summary]\n", -1, NULL));
  g_assert_cmpint (utime (odd_name, &times), ==, 0);
  g_assert_true (g_file_set_contents (game_named, game_bytes, -1, NULL));
  g_assert_cmpint (utime (game_named, &times), ==, 0);

  entry = herald_test_list_first (f->home);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  g_clear_object (&entry);
  g_assert_false (g_file_test (old_temporary, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (orphan, G_FILE_TEST_EXISTS));
  g_assert_true (herald_test_is_regular_file (new_temporary));
  g_assert_true (herald_test_is_regular_file (own_copy));
  g_assert_true (herald_test_is_regular_file (not_ours));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS));
  g_assert_true (herald_test_is_regular_file (odd_name));
  g_assert_true (herald_test_is_regular_file (game_named));
  g_assert_true (herald_test_is_regular_file (summary_path));
  {
    g_autofree char *after = herald_test_read_file (path);

    g_assert_cmpstr (after, ==, game_bytes);
  }
}

/* Issue 14, thirty-seventh round: the summary written after every step signs with the games
 * folder's key as read once, not from its file again at every step (five system calls a
 * step); a games folder removed while a game is played is made again by the next step, which
 * saves the game there with a summary believed under a new key. */
static void
test_summary_step_key_once (void)
{
  g_autofree char *home = herald_test_make_home ();
  g_autoptr(HeraldLibrary) library = herald_library_new (home);
  g_autofree char *games = g_strdup (herald_library_get_games_folder (library));
  g_autoptr(HeraldSession) session = herald_test_session_in (games);
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) error = NULL;
  HeraldGameSummary summary;
  g_autofree char *path = NULL;
  guint reads;

  herald_test_start_game (session);
  herald_test_roll (session, 6);
  path = g_strdup (herald_session_get_save_path (session));
  reads = herald_game_summary_get_n_key_reads ();
  for (guint turn = 0; turn < 10; turn++)
    {
      herald_test_end_turn (session);
      herald_test_roll (session, 2 + turn % 5);
    }
  g_assert_cmpuint (herald_game_summary_get_n_key_reads (), ==, reads);
  g_assert_true (herald_game_summary_read (path, &summary));
  g_assert_cmpuint (summary.n_actions, ==, herald_game_get_n_actions (herald_session_get_game (session)));
  herald_game_summary_clear (&summary);

  /* the folder removed under the game (its backup written first): the next step makes it,
   * the game and a key again */
  herald_write_behind_flush ();
  herald_test_remove_tree (games);
  g_assert_false (g_file_test (games, G_FILE_TEST_EXISTS));
  herald_test_end_turn (session);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  game = herald_save_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==,
                    herald_game_get_n_actions (herald_session_get_game (session)));
  g_assert_true (herald_game_summary_read (path, &summary));
  g_assert_cmpuint (summary.n_actions, ==, herald_game_get_n_actions (game));
  herald_game_summary_clear (&summary);

  herald_session_close (session);
  herald_test_remove_tree (home);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/library/list-summary", test_list_summary);
  herald_test_add_with_home ("/herald/library/list-refusal-remembered", test_list_refusal_remembered);
  herald_test_add_with_home ("/herald/library/list-recovers-broken", test_list_recovers_broken);
  herald_test_add_with_home ("/herald/library/list-damaged-with-backups", test_list_damaged_with_backups);
  g_test_add_func ("/herald/library/summary-only-when-saved", test_summary_only_when_saved);
  g_test_add_func ("/herald/library/summary-not-regular", test_summary_not_regular);
  herald_test_add_with_home ("/herald/library/summary-in-place", test_summary_in_place);
  g_test_add_func ("/herald/library/summary-checked", test_summary_checked);
  herald_test_add_with_home ("/herald/library/summary-forged", test_summary_forged);
  herald_test_add_with_home ("/herald/library/summary-leftovers", test_summary_leftovers);
  g_test_add_func ("/herald/library/summary-step-key-once", test_summary_step_key_once);
  return g_test_run ();
}
