/* test-store-files.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game's file (HeraldGameFile: identity, backups, moving aside) and the session on top of it
 * (issue 10, items 4-7 and 12): steps not saved, backups on a full disk, a file moved aside
 * (once as read-only), a file replaced under Herald, temporaries and newer files, the list
 * reading changes. Headless. Root can write anywhere, so a folder that cannot be written is a
 * plain file in its place, a full disk is RLIMIT_FSIZE in a child, and a read-only folder is
 * tried as the user nobody in a child (this program again, --aside-read-only). */

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

#include "herald-path-text.h"
#include "herald-session-game-file.h"
#include "herald-session-game-summary.h"
#include "herald-session-library.h"
#include "herald-session-moved.h"
#include "herald-session-records.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"

static void
become_nobody_cb (gpointer user_data)
{
  if (geteuid () == 0 && (setgid (65534) != 0 || setuid (65534) != 0))
    _exit (77);
}

static GPid
spawn_child_as_nobody (const char *mode,
                       const char *path)
{
  const char *self_exe = g_test_get_filename (G_TEST_BUILT, "test-store-files", NULL);
  const char *argv[] = { self_exe, mode, path, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;

  g_assert_true (g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                become_nobody_cb, NULL, &pid, &error));
  g_assert_no_error (error);
  return pid;
}

/* --aside-read-only PATH (as nobody): the file cannot be moved aside, and the message says so */
static int
child_aside_read_only (const char *path)
{
  g_autoptr(HeraldSession) session = herald_session_new (path);
  g_autoptr(GError) error = NULL;

  if (herald_session_resume (session, &error) ||
      !g_error_matches (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN))
    return 1;
  if (strstr (error->message, "could not be moved aside") == NULL ||
      strstr (error->message, path) == NULL || strstr (error->message, "it is now") != NULL)
    {
      g_printerr ("message: %s\n", error->message);
      return 2;
    }
  return 0;
}

static void
count_cb (HeraldSession *session,
          const char    *message,
          GPtrArray     *messages)
{
  g_ptr_array_add (messages, g_strdup (message));
}

/* Item 4: every step that could not be saved counts until a save succeeds */
static void
test_unsaved_steps (HeraldTestHome *f,
                    gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);

  g_signal_connect (session, "save-failed", G_CALLBACK (count_cb), failures);
  /* a plain file where the games folder should be: nothing can be saved */
  herald_test_start_game_unsaved (session, f->games);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
  /* the same failure again: told to the bar, logged once (test-files) */
  herald_test_roll (session, 3);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 2);
  g_assert_cmpuint (failures->len, ==, 2);

  g_assert_false (herald_session_save_now (session, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 2);

  /* Save Elsewhere */
  {
    g_autofree char *elsewhere = g_build_filename (f->home, "elsewhere.json", NULL);
    g_autoptr(HeraldGame) saved = NULL;

    g_assert_true (herald_session_save_as (session, elsewhere, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
    saved = herald_save_load_file (elsewhere, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 1);
    g_assert_cmpstr (herald_session_get_save_path (session), ==, elsewhere);
  }

  /* Try Again, once the folder is back */
  g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
  herald_test_start_game (session);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
  g_assert_cmpint (g_unlink (f->games), ==, 0);
  g_assert_true (herald_session_save_now (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  g_assert_true (g_file_test (herald_session_get_save_path (session), G_FILE_TEST_IS_REGULAR));

  g_clear_object (&session);
}

/* Item 4: a backup that cannot be written (the disk is full) never costs a good one. The
 * disk is made full for a child with RLIMIT_FSIZE, which refuses every write past a size. */
static void
test_backups_on_full_disk (void)
{
  if (g_test_subprocess ())
    {
      const char *path = g_getenv ("HERALD_TEST_GAME");
      g_autoptr(HeraldSession) session = herald_session_new (path);
      g_autoptr(GError) error = NULL;
      struct rlimit limit = { 64, 64 };
      HeraldAction a;

      signal (SIGXFSZ, SIG_IGN);
      g_assert_true (herald_session_resume (session, &error));
      g_assert_no_error (error);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
      g_test_expect_message ("Herald", G_LOG_LEVEL_WARNING, "Could not save the game*");
      g_assert_true (herald_session_perform (session, &a, &error));
      g_test_assert_expected_messages ();
      g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
      /* the same again: another turn, another backup that cannot be made */
      {
        HeraldRoll r = { .event = HERALD_EVENT_SHIP, .red = 1, .white = 2 };

        /* failing as before: logged once (test-files) */
        g_assert_true (herald_session_roll (session, &r, NULL, &error));
        herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
        g_assert_true (herald_session_perform (session, &a, &error));
      }
      g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 3);
      return;
    }
  else
    {
      g_autofree char *home = herald_test_make_home ();
      g_autofree char *path = g_build_filename (home, "game.json", NULL);
      g_autoptr(HeraldSession) session = herald_session_new (path);
      g_autofree char *game_bytes = NULL;
      char *before[HERALD_STORE_N_BACKUPS + 1] = { NULL };

      herald_test_start_game (session);
      for (guint turn = 0; turn < 6; turn++)
        {
          herald_test_roll (session, 2 + turn % 5);
          herald_test_end_turn (session);
        }
      herald_test_roll (session, 4);
      herald_session_close (session);
      game_bytes = herald_test_read_file (path);
      for (guint i = 1; i <= HERALD_STORE_N_BACKUPS; i++)
        {
          g_autofree char *backup = g_strdup_printf ("%s.backup-%u", path, i);

          before[i] = herald_test_read_file (backup);
          g_assert_nonnull (before[i]);
        }

      g_setenv ("HERALD_TEST_GAME", path, TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();

      /* the game and all five backups are as they were; no temporary file is left */
      {
        g_autofree char *after = herald_test_read_file (path);

        g_assert_cmpstr (after, ==, game_bytes);
      }
      for (guint i = 1; i <= HERALD_STORE_N_BACKUPS; i++)
        {
          g_autofree char *backup = g_strdup_printf ("%s.backup-%u", path, i);
          g_autofree char *after = herald_test_read_file (backup);

          g_assert_cmpstr (after, ==, before[i]);
          g_free (before[i]);
        }
      g_assert_cmpuint (herald_test_count_files (home, "backup-new"), ==, 0);
      g_assert_cmpuint (herald_test_count_files (home, ".json"), ==, 1 + HERALD_STORE_N_BACKUPS + 1 /* lock */);
      g_clear_object (&session);
      herald_test_remove_tree (home);
    }
}

/* Item 5: in a folder that cannot be written, a file that does not load stays where it is,
 * and the message says so (it was "kept and moved aside"). As the user nobody in a child. */
static void
test_aside_read_only (void)
{
  g_autofree char *home = herald_test_make_home ();
  g_autofree char *path = g_build_filename (home, "game.json", NULL);
  GPid pid;
  int status;

  g_assert_true (g_file_set_contents (path, "{\"format\": \"herald-game\", \"vers", -1, NULL));
  g_assert_cmpint (g_chmod (home, 0555), ==, 0);
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);

  pid = spawn_child_as_nobody ("--aside-read-only", path);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_cmpint (g_chmod (home, 0755), ==, 0);
  g_assert_true (WIFEXITED (status));
  if (WEXITSTATUS (status) == 77)
    {
      g_test_skip ("running as root, and cannot switch to nobody");
      herald_test_remove_tree (home);
      return;
    }
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  /* still there, unchanged */
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (herald_test_count_files (home, "broken"), ==, 0);

  /* in a folder that can be written, the message says where the file went */
  {
    g_autoptr(HeraldSession) session = herald_session_new (path);
    g_autoptr(GError) error = NULL;

    g_assert_false (herald_session_resume (session, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
    g_assert_nonnull (strstr (error->message, "game.json.broken-"));
    g_assert_nonnull (strstr (error->message, home));
  }
  herald_test_remove_tree (home);
}

/* Item 6: two broken files moved aside in the same second are both kept */
static void
test_aside_unique (HeraldTestHome *f,
                   gconstpointer   data)
{
  g_autofree char *path = g_build_filename (f->home, "game.json", NULL);
  g_autoptr(HeraldSession) session = herald_session_new (path);
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint found = 0;

  for (guint i = 0; i < 3; i++)
    {
      g_autofree char *text = g_strdup_printf ("broken number %u", i);
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      g_assert_false (herald_session_resume (session, &error));
      g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
    }
  dir = g_dir_open (f->home, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strstr (name, ".broken-") != NULL)
      {
        g_autofree char *full = g_build_filename (f->home, name, NULL);
        g_autofree char *text = herald_test_read_file (full);

        g_assert_true (g_str_has_prefix (text, "broken number "));
        found |= 1u << (text[strlen ("broken number ")] - '0');
      }
  g_assert_cmpuint (found, ==, 7);
  g_clear_object (&session);
}

/* Item 7: a file replaced, deleted or reached through a symbolic link is noticed before the
 * next write, and both games are kept */
static void
test_replaced_file (HeraldTestHome *f,
                    gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GPtrArray) notices = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  g_autofree char *theirs = NULL;

  g_signal_connect (session, "notice", G_CALLBACK (count_cb), notices);
  herald_test_start_game (session);
  herald_test_roll (session, 2);
  path = g_strdup (herald_session_get_save_path (session));

  /* replaced (a copy from elsewhere, a sync tool) */
  g_assert_true (g_file_set_contents (path, "{\"format\": \"herald-game\", \"theirs\": true}", -1, NULL));
  herald_test_end_turn (session);
  g_assert_cmpuint (notices->len, ==, 1);
  theirs = herald_test_read_file (path);
  g_assert_cmpstr (theirs, ==, "{\"format\": \"herald-game\", \"theirs\": true}");
  g_assert_cmpstr (herald_session_get_save_path (session), !=, path);
  g_assert_nonnull (strstr (g_ptr_array_index (notices, 0), herald_session_get_save_path (session)));
  {
    g_autoptr(HeraldGame) ours = herald_save_load_file (herald_session_get_save_path (session), NULL);

    g_assert_nonnull (ours);
    g_assert_cmpuint (herald_game_get_n_actions (ours), ==, 2);
  }
  /* and the next step is saved there without another notice */
  herald_test_roll (session, 3);
  g_assert_cmpuint (notices->len, ==, 1);

  /* deleted: written again */
  g_free (path);
  path = g_strdup (herald_session_get_save_path (session));
  g_assert_cmpint (g_unlink (path), ==, 0);
  herald_test_end_turn (session);
  g_assert_cmpuint (notices->len, ==, 2);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, path);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* a symbolic link stays a link, and the file it points to holds the game */
  {
    g_autofree char *target_dir = g_build_filename (f->home, "synced", NULL);
    g_autofree char *target = g_build_filename (target_dir, "game.json", NULL);
    g_autofree char *link = g_build_filename (f->games, "linked.json", NULL);
    g_autoptr(HeraldSession) linked = herald_test_session_in (f->games);
    g_autoptr(HeraldGame) saved = NULL;
    g_autoptr(GError) error = NULL;
    GStatBuf st;

    herald_session_close (session);
    g_assert_cmpint (g_mkdir (target_dir, 0700), ==, 0);
    g_assert_cmpint (g_rename (path, target), ==, 0);
    g_assert_cmpint (symlink (target, link), ==, 0);
    g_assert_true (herald_session_open (linked, link, FALSE, &error));
    g_assert_no_error (error);
    herald_test_roll (linked, 5);
    herald_test_end_turn (linked);
    g_assert_cmpint (g_lstat (link, &st), ==, 0);
    g_assert_true (S_ISLNK (st.st_mode));
    saved = herald_save_load_file (target, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (herald_game_get_n_actions (saved), ==, 6);
    g_assert_cmpuint (notices->len, ==, 2);
    g_clear_object (&linked);
  }

  g_clear_object (&session);
}

/* The message of a newer Herald's file @path, under its dialog's heading "This Game Needs a
 * Newer Herald": the reason once, and where the file is. On main at 59c2b00 it said "newer
 * Herald" three times: "This game needs a newer Herald: the file was written by a newer
 * Herald (…). The file was left as it is (…), to be opened with a newer Herald." (tester
 * report 40, N40-8) */
static void
assert_newer_message (const char *message,
                      const char *path)
{
  g_autofree char *name = herald_path_text (path);
  g_autofree char *expected = g_strdup_printf ("The file was written by a newer Herald (format version 4; "
                                               "this Herald reads version 3). It was left as it is (%s).",
                                               name);

  g_assert_cmpstr (message, ==, expected);
}

/* Item 12: temporary files of killed writes are removed when the game is opened; a file of a
 * newer Herald stays where it is and says so */
static void
test_temporaries_and_newer (HeraldTestHome *f,
                            gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  const char *temporaries[] = { ".herald-tmp-Ab3xY9", ".backup-new.herald-tmp-QQ12zz",
                                ".backup-2.herald-tmp-000000" };
  /* a table's own copies beside the game are never taken for temporary files (breaker
   * report 10, F0: `.mycopy` and `.v2save` were removed on opening the game) */
  const char *kept[] = { ".backup-1", ".broken-20260101-101010", ".lock", ".mycopy", ".v2save",
                         ".backup-1.sunday", ".herald-tmp-toolong1" };

  herald_test_start_game (session);
  herald_test_roll (session, 2);
  herald_test_end_turn (session);
  path = g_strdup (herald_session_get_save_path (session));
  herald_session_close (session);
  for (guint i = 0; i < G_N_ELEMENTS (temporaries); i++)
    {
      g_autofree char *name = g_strconcat (path, temporaries[i], NULL);

      g_assert_true (g_file_set_contents (name, "half", -1, NULL));
    }
  for (guint i = 1; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *name = g_strconcat (path, kept[i], NULL);

      if (i != 2)   /* not the lock */
        g_assert_true (g_file_set_contents (name, "kept", -1, NULL));
    }
  /* a whole backup whose rotation was killed (test-crash saw it left beside the game now and
   * then): it becomes the newest backup */
  {
    g_autofree char *name = g_strconcat (path, ".backup-new", NULL);

    g_assert_true (g_file_set_contents (name, "the newest backup", -1, NULL));
  }
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  {
    g_autofree char *name = g_strconcat (path, ".backup-new", NULL);
    g_autofree char *first = g_strconcat (path, ".backup-1", NULL);
    g_autofree char *text = NULL;

    g_assert_false (g_file_test (name, G_FILE_TEST_EXISTS));
    text = herald_test_read_file (first);
    g_assert_cmpstr (text, ==, "the newest backup");
  }
  for (guint i = 0; i < G_N_ELEMENTS (temporaries); i++)
    {
      g_autofree char *name = g_strconcat (path, temporaries[i], NULL);

      g_assert_false (g_file_test (name, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; i < G_N_ELEMENTS (kept); i++)
    {
      g_autofree char *name = g_strconcat (path, kept[i], NULL);

      g_assert_true (g_file_test (name, G_FILE_TEST_EXISTS));
    }
  herald_session_close (session);

  /* the list removes the old temporary files of a game nobody opens, and only old ones */
  {
    g_autoptr(HeraldLibrary) library = herald_library_new (f->home);
    g_autoptr(GListModel) list = NULL;
    g_autofree char *old = g_strconcat (path, ".herald-tmp-Old123", NULL);
    g_autofree char *fresh = g_strconcat (path, ".herald-tmp-New456", NULL);
    g_autofree char *copy = g_strconcat (path, ".mycopy", NULL);
    g_autofree char *summary_copy = g_strconcat (path, ".summary-backup", NULL);
    struct utimbuf times = { .actime = time (NULL) - 3600, .modtime = time (NULL) - 3600 };

    g_assert_true (g_file_set_contents (old, "half", -1, NULL));
    g_assert_true (g_file_set_contents (fresh, "half", -1, NULL));
    g_assert_true (g_file_set_contents (copy, "a table's own copy", -1, NULL));
    g_assert_true (g_file_set_contents (summary_copy, "a table's own copy", -1, NULL));
    g_assert_cmpint (utime (old, &times), ==, 0);
    g_assert_cmpint (utime (copy, &times), ==, 0);
    g_assert_cmpint (utime (summary_copy, &times), ==, 0);
    list = herald_library_list (library);
    g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (fresh, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (summary_copy, G_FILE_TEST_EXISTS));
  }

  /* a newer Herald's game: left in place, byte for byte, and named so */
  {
    const char *text = "{\"format\": \"herald-game\", \"version\": 4, \"future\": {}}";
    g_autofree char *newer = g_build_filename (f->games, "newer.json", NULL);
    g_autofree char *after = NULL;

    g_assert_true (g_file_set_contents (newer, text, -1, NULL));
    g_assert_false (herald_session_open (session, newer, FALSE, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER);
    assert_newer_message (error->message, newer);
    g_clear_error (&error);
    /* opened from anywhere (Open Game…), the same words */
    g_assert_false (herald_session_open_file (session, newer, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER);
    assert_newer_message (error->message, newer);
    g_clear_error (&error);
    after = herald_test_read_file (newer);
    g_assert_cmpstr (after, ==, text);
    g_assert_cmpuint (herald_test_count_files (f->games, "newer.json.broken"), ==, 0);
  }

  g_clear_object (&session);
}

/* The list reads a file again only when it changed (issue 14: the start page lists the games
 * twice as it opens): a step, a lock taken and a file another program rewrote all show */
static void
test_list_reads_changes (HeraldTestHome *f,
                         gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldLibraryEntry) entry = NULL;
  g_autoptr(GListModel) list = NULL;
  g_autofree char *path = NULL;

  herald_test_start_game (session);
  path = g_strdup (herald_session_get_save_path (session));
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 0);
  g_assert_true (herald_library_entry_get_locked (entry));
  g_clear_object (&entry);
  g_clear_object (&list);

  /* unchanged: the same description */
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 0);
  g_clear_object (&entry);
  g_clear_object (&list);

  /* a step saved */
  herald_test_roll (session, 2);
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  g_clear_object (&entry);
  g_clear_object (&list);

  /* the lock let go, the file the same */
  herald_session_close (session);
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_false (herald_library_entry_get_locked (entry));
  g_assert_cmpuint (herald_library_entry_get_n_actions (entry), ==, 1);
  g_clear_object (&entry);
  g_clear_object (&list);

  /* rewritten by another program, in place */
  g_assert_true (g_file_set_contents (path, "not a game", -1, NULL));
  list = herald_library_list (f->library);
  entry = g_list_model_get_item (list, 0);
  g_assert_cmpint (herald_library_entry_get_kind (entry), ==, HERALD_LIBRARY_UNREADABLE);
  g_clear_object (&entry);
  g_clear_object (&list);

  g_clear_object (&session);
}

/* The "Not saved" count is of steps: dice drawn before a roll are not one more */
static void
test_unsaved_counts_actions (HeraldTestHome *f,
                             gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;

  herald_test_start_game_unsaved (session, f->games);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 1);
  for (guint turn = 0; turn < 3; turn++)
    {
      HeraldRoll r;

      /* each fails as the first did: logged once (test-files) */
      herald_session_draw_roll (session, &r);
      g_assert_true (herald_session_roll (session, &r, NULL, &error));
      g_assert_no_error (error);
      herald_test_end_turn (session);
    }
  /* the new game and its six actions */
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 7);

  g_assert_cmpint (g_unlink (f->games), ==, 0);
  g_assert_true (herald_session_save_now (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);

  g_clear_object (&session);
}

/* Breaker report 43, B43-1: after Save Elsewhere the file the game went on in was replaced by
 * another game (the next week's, saved under the same name): Open Game of the older copy, and
 * the start page's row, opened that other game in its place, and the older copy's game could
 * not be opened at all. The note says which game went on; another game there is not it. */
static void
test_moved_file_replaced (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) other = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *next_week = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *after = NULL;
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;
  g_autofree char *moved = g_build_filename (f->home, "moved.json", NULL);
  guint steps;

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  listed = g_strdup (herald_session_get_save_path (session));
  steps = herald_game_get_n_actions (herald_session_get_game (session));
  g_assert_true (herald_session_save_as (session, moved, &error));
  g_assert_no_error (error);
  herald_test_end_turn (session);
  /* while it holds the game, its older copy is the one the start page lists */
  g_assert_cmpstr (herald_session_get_older_copy (session), ==, listed);
  herald_session_close (session);

  /* another game of the same players, copied over the file the game went on in */
  herald_test_start_game (other);
  herald_test_roll (other, 4);
  herald_test_end_turn (other);
  next_week = g_strdup (herald_session_get_save_path (other));
  herald_session_close (other);
  g_assert_true (g_file_get_contents (next_week, &bytes, NULL, NULL));
  g_assert_true (g_file_set_contents (moved, bytes, -1, NULL));

  /* the start page's row is a game of its own again */
  {
    g_autoptr(HeraldLibraryEntry) entry = herald_test_entry_of (f->library, listed);

    g_assert_null (herald_library_entry_get_moved_to (entry));
  }

  /* Open Game of the older copy opens it, and says why */
  g_assert_true (herald_session_open_file (session, listed, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, listed);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps);
  g_assert_true (herald_session_get_copy_notice (session, &title, &detail));
  g_test_message ("%s: %s", title, detail);
  g_assert_cmpstr (title, ==, "Opened the older copy");
  g_assert_nonnull (strstr (detail, "another game"));
  g_assert_nonnull (strstr (detail, "moved.json"));
  herald_session_close (session);
  /* looked at, the same */
  g_assert_true (herald_session_look_at_file (session, listed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps);
  herald_session_close (session);

  /* the other game is left as it was, and is not the older copy's */
  g_assert_true (g_file_get_contents (moved, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, bytes);
  g_assert_true (herald_session_open_file (session, moved, &error));
  g_assert_no_error (error);
  g_assert_null (herald_session_get_older_copy (session));
}

/* Breaker report 43, B43-3 and B43-4: a file of Herald's own folders opened with Open Game was
 * played in place: a deleted game in the trash (purged under the open game when its Undo went,
 * or at a later start), the copy Records keeps of a game finished elsewhere (removed when its
 * win is undone). Each opens as a copy, a new game of the games folder, and stays as it is;
 * the same file opened again opens that copy. */
static void
test_kept_folders_open_as_copies (HeraldTestHome *f,
                                  gconstpointer   data)
{
  const char *folders[] = { "trash", "finished-elsewhere" };
  const char *titles[] = { "Opened a copy of a deleted game", "Opened a copy of a finished game" };

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = g_build_filename (f->games, folders[i], NULL);
      g_autofree char *kept = NULL;
      g_autofree char *bytes = NULL;
      g_autofree char *after = NULL;
      g_autofree char *title = NULL;
      g_autofree char *detail = NULL;
      g_autofree char *copy = NULL;
      g_autofree char *name = NULL;
      guint steps;

      herald_test_start_game (session);
      herald_test_roll (session, 3);
      steps = herald_game_get_n_actions (herald_session_get_game (session));
      name = g_path_get_basename (herald_session_get_save_path (session));
      kept = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_get_contents (herald_session_get_save_path (session), &bytes, NULL, NULL));
      herald_session_close (session);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (kept, bytes, -1, NULL));

      g_assert_true (herald_session_open_file (session, kept, &error));
      g_assert_no_error (error);
      copy = g_strdup (herald_session_get_save_path (session));
      g_assert_cmpstr (copy, !=, kept);
      g_assert_true (g_str_has_prefix (copy, f->games));
      g_assert_null (herald_session_get_outside_path (session));
      g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps);
      g_assert_true (herald_session_get_copy_notice (session, &title, &detail));
      g_test_message ("%s: %s", title, detail);
      g_assert_cmpstr (title, ==, titles[i]);
      herald_test_end_turn (session);
      herald_session_close (session);
      g_assert_true (g_file_get_contents (kept, &after, NULL, NULL));
      g_assert_cmpstr (after, ==, bytes);

      /* the same file again: the copy made then, as it was left */
      g_assert_true (herald_session_open_file (session, kept, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (herald_session_get_save_path (session), ==, copy);
      g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps + 1);
      herald_session_close (session);
    }
}

/* Save Elsewhere into Herald's own trash (or Records' folder) was accepted; the trash was then
 * emptied under the game by the next start an hour later, or by another Herald, and the game
 * was gone (breaker report 44, B44-3). Such a place is refused and nothing changes; and the
 * trash's purge leaves a game a Herald holds there (an older Herald's Save Elsewhere). */
static void
test_save_elsewhere_kept_folders (HeraldTestHome *f,
                                  gconstpointer   data)
{
  const char *folders[] = { "trash", "finished-elsewhere" };
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autofree char *listed = NULL;
  g_autofree char *bytes = NULL;
  guint steps;

  herald_test_start_game (session);
  herald_test_roll (session, 3);
  listed = g_strdup (herald_session_get_save_path (session));
  steps = herald_game_get_n_actions (herald_session_get_game (session));
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = g_build_filename (f->games, folders[i], NULL);
      g_autofree char *target = g_build_filename (dir, "saved.json", NULL);

      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_false (herald_session_save_as (session, target, &error));
      g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_KEPT_FOLDER);
      g_test_message ("%s: %s", folders[i], error->message);
      g_assert_false (g_file_test (target, G_FILE_TEST_EXISTS));
      g_assert_cmpuint (herald_test_count_files (dir, "saved.json"), ==, 0);
      g_assert_cmpstr (herald_session_get_save_path (session), ==, listed);
    }
  /* the game goes on where it was */
  herald_test_end_turn (session);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps + 1);
  g_assert_true (g_file_get_contents (listed, &bytes, NULL, NULL));
  herald_session_close (session);

  /* a game held in the trash (saved there by an older Herald) stays when the trash is
   * emptied; another game there goes */
  {
    g_autofree char *trash = g_build_filename (f->games, "trash", NULL);
    g_autofree char *held = g_build_filename (trash, "held.json", NULL);
    g_autofree char *held_lock = g_build_filename (trash, "held.json.lock", NULL);
    g_autofree char *gone = g_build_filename (trash, "gone.json", NULL);
    g_autofree char *gone_lock = g_build_filename (trash, "gone.json.lock", NULL);
    g_autoptr(HeraldGameFile) file = herald_game_file_new (held);
    g_autoptr(HeraldGameFile) other = herald_game_file_new (gone);

    g_assert_true (g_file_set_contents (held, bytes, -1, NULL));
    g_assert_true (g_file_set_contents (gone, bytes, -1, NULL));
    g_assert_true (herald_game_file_lock (file, NULL));
    g_assert_true (herald_game_file_lock (other, NULL));
    herald_game_file_unlock (other);
    g_assert_true (g_file_test (gone_lock, G_FILE_TEST_EXISTS));
    g_assert_cmpuint (herald_library_empty_trash (f->library, 0), ==, 2);
    g_assert_true (g_file_test (held, G_FILE_TEST_EXISTS));
    g_assert_true (g_file_test (held_lock, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));
    g_assert_false (g_file_test (gone_lock, G_FILE_TEST_EXISTS));
    /* let go, it goes with the next purge */
    herald_game_file_unlock (file);
    g_assert_cmpuint (herald_library_empty_trash (f->library, 0), ==, 2);
    g_assert_false (g_file_test (held, G_FILE_TEST_EXISTS));
  }
}

/* Save Elsewhere killed between the game's new file and the note of the move left a newer game
 * there and nothing that said so: the start page resumed the older copy, without the landing
 * the window had shown (breaker report 44, B44-4). The note is written first: a child killed
 * while it writes the game (RLIMIT_FSIZE past the note's size, SIGXFSZ) leaves the note; the
 * note's file not holding the game, the older copy still opens itself (B43-1). A save that
 * fails without a kill puts the notes back as they were, and leaves no `.lock` beside the
 * file it did not write (data45: an empty one was left in the folder chosen). */
/* The files beside @name in @dir that a write of it left: its temporaries and its lock */
static guint
count_leftovers (const char *dir,
                 const char *name)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autofree char *temporary = g_strconcat (name, ".herald-tmp-", NULL);
  g_autofree char *lock = g_strconcat (name, ".lock", NULL);
  const char *entry;
  guint n = 0;

  g_assert_nonnull (d);
  while ((entry = g_dir_read_name (d)) != NULL)
    if (g_str_has_prefix (entry, temporary) || g_str_equal (entry, lock))
      n++;
  return n;
}

static void
test_save_elsewhere_killed (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldSession) session = herald_test_session_in (g_getenv ("HERALD_TEST_GAMES"));
      g_autoptr(GError) error = NULL;
      struct rlimit core = { 0, 0 };
      struct rlimit limit = { 1024, 1024 };

      g_assert_cmpstr (g_get_user_state_dir (), ==, g_getenv ("HERALD_TEST_STATE"));
      g_assert_true (herald_session_open (session, g_getenv ("HERALD_TEST_GAME"), FALSE, &error));
      g_assert_no_error (error);
      g_assert_cmpint (setrlimit (RLIMIT_CORE, &core), ==, 0);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      /* killed in here, as the game's file passes the limit */
      herald_session_save_as (session, g_getenv ("HERALD_TEST_TARGET"), NULL);
      return;
    }
  else
    {
      g_autofree char *home = herald_test_make_home ();
      g_autofree char *games = g_build_filename (home, "games", NULL);
      g_autofree char *target = g_build_filename (home, "elsewhere.json", NULL);
      g_autofree char *blocked = g_build_filename (home, "blocked.json", NULL);
      g_autoptr(HeraldSession) session = herald_test_session_in (games);
      g_autoptr(GKeyFile) notes = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *listed = NULL;
      g_autofree char *went = NULL;
      g_autofree char *bytes = NULL;
      g_autofree char *notes_before = NULL;
      g_autofree char *notes_after = NULL;
      g_autofree char *moved_ini = g_build_filename (g_get_user_state_dir (), "herald", "moved.ini", NULL);
      g_autofree char *inside = g_build_filename (blocked, "inside", NULL);
      gsize size;

      herald_test_start_game (session);
      for (guint turn = 0; turn < 6; turn++)
        {
          herald_test_roll (session, 2 + turn % 5);
          herald_test_end_turn (session);
        }
      listed = g_strdup (herald_session_get_save_path (session));
      herald_session_close (session);
      g_assert_true (g_file_get_contents (listed, &bytes, &size, NULL));
      g_assert_cmpuint (size, >, 2048);

      g_setenv ("HERALD_TEST_GAMES", games, TRUE);
      g_setenv ("HERALD_TEST_GAME", listed, TRUE);
      g_setenv ("HERALD_TEST_TARGET", target, TRUE);
      g_setenv ("HERALD_TEST_STATE", g_get_user_state_dir (), TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_failed ();

      /* the move was noted before the kill */
      notes = herald_moved_load ();
      went = herald_moved_lookup (notes, listed);
      g_assert_cmpstr (went, ==, target);
      /* the killed write left its temporary and its lock, naming the dead process */
      g_assert_cmpuint (count_leftovers (home, "elsewhere.json"), ==, 2);
      /* the older copy, untouched, still opens itself: the note's file holds no game */
      g_assert_true (herald_session_open_file (session, listed, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (herald_session_get_save_path (session), ==, listed);
      g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), >, 0);
      /* and what the killed write left is gone, the note found not to hold the game (data45-2) */
      g_assert_cmpuint (count_leftovers (home, "elsewhere.json"), ==, 0);
      /* never what a live Herald is writing: its lock held, its lock and temporary stay */
      {
        g_autoptr(HeraldGameFile) writer = herald_game_file_new (target);
        g_autofree char *temporary = g_strconcat (target, ".herald-tmp-ABC123", NULL);

        g_assert_true (herald_game_file_lock (writer, NULL));
        g_assert_true (g_file_set_contents (temporary, "{", -1, NULL));
        g_assert_cmpuint (herald_store_remove_leftovers (target), ==, 0);
        g_assert_cmpuint (count_leftovers (home, "elsewhere.json"), ==, 2);
        /* once it is gone, they go */
        herald_game_file_unlock (writer);
        g_assert_cmpuint (herald_store_remove_leftovers (target), ==, 2);
        g_assert_cmpuint (count_leftovers (home, "elsewhere.json"), ==, 0);
      }

      /* a save that fails (a folder in the chosen file's place) puts the notes back */
      g_assert_true (g_file_get_contents (moved_ini, &notes_before, NULL, NULL));
      g_assert_cmpuint (strlen (notes_before), <, 1024);
      g_assert_cmpint (g_mkdir (blocked, 0700), ==, 0);
      g_assert_cmpint (g_mkdir (inside, 0700), ==, 0);
      g_assert_false (herald_session_save_as (session, blocked, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (herald_session_get_save_path (session), ==, listed);
      /* nor is a lock left beside the file that was not written (data45) */
      {
        g_autofree char *blocked_lock = g_strconcat (blocked, ".lock", NULL);

        g_assert_false (g_file_test (blocked_lock, G_FILE_TEST_EXISTS));
      }
      g_assert_true (g_file_get_contents (moved_ini, &notes_after, NULL, NULL));
      g_assert_cmpstr (notes_after, ==, notes_before);
      herald_session_close (session);
      g_clear_object (&session);
      herald_test_remove_tree (home);
    }
}

/* Breaker report 43, B43-7: the game open here, opened again by another name of its file (its
 * folder reached through a symbolic link), is this Herald's game: it opens again, played, in
 * the same file with the same lock. On main at a2409f8 the names were compared: "open in
 * another Herald on this computer (process N)", N this Herald. Another Herald still finds it
 * locked by either name. */
static void
test_same_file_other_name (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) other = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (f->home, "g", NULL);
  g_autofree char *link = g_build_filename (f->home, "gl", NULL);
  g_autofree char *path = g_build_filename (dir, "SL.json", NULL);
  g_autofree char *linked = g_build_filename (link, "SL.json", NULL);
  guint steps;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (symlink (dir, link), ==, 0);
  herald_test_start_game (session);
  herald_test_roll (session, 3);
  g_assert_true (herald_session_save_as (session, path, &error));
  g_assert_no_error (error);
  steps = herald_game_get_n_actions (herald_session_get_game (session));

  g_assert_true (herald_session_open_file (session, linked, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_get_read_only (session));
  g_assert_cmpstr (herald_session_get_save_path (session), ==, path);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps);
  herald_test_end_turn (session);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, steps + 1);

  /* still held: by either name, another Herald is told so */
  g_assert_false (herald_session_open_file (other, linked, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (herald_session_open_file (other, path, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--aside-read-only"))
    {
      /* a warning says the file could not be moved: expected here */
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      g_log_set_fatal_mask ("Herald", G_LOG_FATAL_MASK);
      return child_aside_read_only (argv[2]);
    }

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/store/unsaved-steps", test_unsaved_steps);
  g_test_add_func ("/herald/store/backups-on-full-disk", test_backups_on_full_disk);
  g_test_add_func ("/herald/store/aside-read-only", test_aside_read_only);
  herald_test_add_with_home ("/herald/store/aside-unique", test_aside_unique);
  herald_test_add_with_home ("/herald/store/replaced-file", test_replaced_file);
  herald_test_add_with_home ("/herald/store/temporaries-and-newer", test_temporaries_and_newer);
  herald_test_add_with_home ("/herald/store/list-reads-changes", test_list_reads_changes);
  herald_test_add_with_home ("/herald/store/unsaved-counts-actions", test_unsaved_counts_actions);
  herald_test_add_with_home ("/herald/store/moved-file-replaced", test_moved_file_replaced);
  herald_test_add_with_home ("/herald/store/kept-folders-open-as-copies", test_kept_folders_open_as_copies);
  herald_test_add_with_home ("/herald/store/save-elsewhere-kept-folders", test_save_elsewhere_kept_folders);
  g_test_add_func ("/herald/store/save-elsewhere-killed", test_save_elsewhere_killed);
  herald_test_add_with_home ("/herald/store/same-file-other-name", test_same_file_other_name);
  return g_test_run ();
}
