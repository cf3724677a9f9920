/* test-store.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A game's file and the Heralds that share it (issue 10, item 3): a session's lock, a holder
 * killed, looking at a game then taking it over, Heralds racing for one game, a lock through a
 * link, one through a hard link, a failed open that unlocks, a lock taken after Try Again.
 * Other Heralds are this program started again (--hold, --race). Headless. The file's backups
 * and moving aside are test-store-files.c's. */

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

/* Other Heralds are this program started again (never fork () alone: the session has threads) */

static GPid
spawn_child (const char *mode,
             const char *path,
             const char *arg,
             gint       *out_fd,
             gint       *in_fd)
{
  const char *self_exe = g_test_get_filename (G_TEST_BUILT, "test-store", NULL);
  const char *argv[] = { self_exe, mode, path, arg, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid;

  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                           G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDERR_TO_DEV_NULL,
                                           NULL, NULL, &pid, in_fd, out_fd, NULL, &error));
  g_assert_no_error (error);
  return pid;
}

/* --hold PATH: opens the game, says so, and keeps it until killed */
static int
child_hold (const char *path)
{
  g_autoptr(HeraldSession) session = herald_session_new (path);

  if (!herald_session_resume (session, NULL))
    return 1;
  printf ("locked\n");
  fflush (stdout);
  for (;;)
    pause ();
  return 0;
}

/* --race PATH N: waits for the end of its input, then tries to take the game and play a turn.
 * The owner says "owner" on its output and keeps the game until PATH.release exists: the test
 * lets it go only once every other Herald has given up, so that on a busy machine a Herald that
 * started late does not take the game after the owner has closed it (which is no race lost:
 * the game was free by then) */
static int
child_race (const char *path,
            guint       n)
{
  g_autoptr(HeraldSession) session = herald_session_new (path);
  g_autofree char *release = g_strconcat (path, ".release", NULL);
  HeraldRoll roll = { .event = HERALD_EVENT_TRADE, .red = 1 + n, .white = 1 };
  HeraldAction a;
  char c;

  while (read (0, &c, 1) > 0)
    ;
  if (!herald_session_resume (session, NULL))
    return 1;
  if (!herald_session_roll (session, &roll, NULL, NULL))
    return 4;
  herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
  if (!herald_session_perform (session, &a, NULL))
    return 5;
  if (herald_session_get_unsaved_steps (session) != 0)
    return 6;
  printf ("owner\n");
  fflush (stdout);
  for (guint i = 0; i < 6000 && !g_file_test (release, G_FILE_TEST_EXISTS); i++)
    g_usleep (10 * 1000);
  return 0;
}

/* The first line @fd says, or "" when it ends before one; @fd is closed */
static char *
read_line_fd (gint fd)
{
  g_autoptr(GString) line = g_string_new (NULL);
  char c;

  while (read (fd, &c, 1) == 1 && c != '\n')
    g_string_append_c (line, c);
  close (fd);
  return g_strdup (line->str);
}

/* Item 3: a game open in one Herald is locked; another says who has it and may look only */
static void
test_two_sessions (HeraldTestHome *f,
                   gconstpointer   data)
{
  g_autoptr(HeraldSession) one = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) two = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *bytes = NULL;
  g_autofree char *lock = NULL;
  g_autofree char *after = NULL;
  HeraldAction a;

  herald_test_start_game (one);
  herald_test_roll (one, 6);
  path = g_strdup (herald_session_get_save_path (one));
  bytes = herald_test_read_file (path);
  lock = g_strconcat (path, ".lock", NULL);
  g_assert_true (herald_store_lock_is_held (lock));

  g_assert_false (herald_session_open (two, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, "this computer"));
  g_clear_error (&error);
  g_assert_false (herald_session_get_has_game (two));

  /* look only: every change is refused and nothing is written */
  g_assert_true (herald_session_open (two, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (two));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (two)), ==, 1);
  herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
  g_assert_false (herald_session_check (two, &a, NULL));
  g_assert_false (herald_session_perform (two, &a, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  g_assert_false (herald_session_get_can_undo (two));
  g_assert_false (herald_session_undo (two, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_READ_ONLY);
  g_clear_error (&error);
  after = herald_test_read_file (path);
  g_assert_cmpstr (after, ==, bytes);

  /* the first goes on; once it closes the game, the second may take it */
  herald_test_end_turn (one);
  herald_session_close (one);
  g_assert_false (herald_store_lock_is_held (lock));
  g_assert_true (herald_session_open (two, path, FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_get_read_only (two));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (two)), ==, 2);
  herald_test_roll (two, 2);
  g_assert_false (herald_session_open (one, path, FALSE, NULL));

  g_clear_object (&one);
  g_clear_object (&two);
}

/* Item 3 across processes: a Herald killed with SIGKILL leaves no stale lock */
static void
test_lock_killed_holder (HeraldTestHome *f,
                         gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *lock = NULL;
  gint out_fd;
  GPid pid;
  int status;

  herald_test_start_game (session);
  path = g_strdup (herald_session_get_save_path (session));
  lock = g_strconcat (path, ".lock", NULL);
  herald_session_close (session);

  pid = spawn_child ("--hold", path, NULL, &out_fd, NULL);
  {
    FILE *out = fdopen (out_fd, "r");
    char line[32] = "";

    g_assert_nonnull (fgets (line, sizeof line, out));
    g_assert_cmpstr (line, ==, "locked\n");
    fclose (out);
  }

  /* held by a live process */
  g_assert_true (herald_store_lock_is_held (lock));
  g_assert_false (herald_session_open (session, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  {
    g_autofree char *pid_text = g_strdup_printf ("%d", (int) pid);

    g_assert_nonnull (strstr (error->message, pid_text));
  }
  g_clear_error (&error);

  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  /* the lock file still names the dead process: stale, and the kernel released it */
  {
    g_autofree char *contents = herald_test_read_file (lock);

    g_assert_cmpstr (contents, !=, "");
  }
  g_assert_false (herald_store_lock_is_held (lock));
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);

  g_clear_object (&session);
}

static gboolean
loop_quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* Breaker report 10, F16: a Herald that only looks at a game (another Herald has it open)
 * notices when that Herald has gone (here killed by SIGKILL: the kernel released its flock,
 * the lock file still names it), without being asked, within seconds, and can take the game
 * over: locked for itself, loaded again with every step the other saved. A Herald that is
 * still there, or that took the game again first, keeps it. */
static void
test_look_then_take_over (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) other = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *path = NULL;
  g_autofree char *lock = NULL;
  gint out_fd;
  GPid pid;
  int status;
  guint timeout_id;

  herald_test_start_game (session);
  herald_test_roll (session, 2);
  path = g_strdup (herald_session_get_save_path (session));
  lock = herald_store_lock_path (path);
  herald_session_close (session);

  pid = spawn_child ("--hold", path, NULL, &out_fd, NULL);
  {
    FILE *out = fdopen (out_fd, "r");
    char line[32] = "";

    g_assert_nonnull (fgets (line, sizeof line, out));
    g_assert_cmpstr (line, ==, "locked\n");
    fclose (out);
  }

  /* only looking while the other Herald is there */
  g_assert_true (herald_session_open (session, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (session));
  g_assert_false (herald_session_check_holder (session));
  g_assert_false (herald_session_get_holder_gone (session));
  g_assert_false (herald_session_take_over (session, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_true (herald_session_get_read_only (session));

  /* the other Herald is killed: noticed by the session itself within seconds */
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_signal_connect_swapped (session, "notify::holder-gone", G_CALLBACK (g_main_loop_quit), loop);
  timeout_id = g_timeout_add_seconds (10, loop_quit_cb, loop);
  g_main_loop_run (loop);
  g_source_remove (timeout_id);
  g_signal_handlers_disconnect_by_data (session, loop);
  g_assert_true (herald_session_get_holder_gone (session));
  g_assert_true (herald_session_get_read_only (session));

  /* taken over: this Herald's, with the step saved before */
  g_assert_true (herald_session_take_over (session, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_get_read_only (session));
  g_assert_false (herald_session_get_holder_gone (session));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);
  g_assert_true (herald_store_lock_is_held (lock));
  herald_test_end_turn (session);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);

  /* a Herald that closes the game lets go of it too; one that takes it first keeps it */
  g_assert_true (herald_session_open (other, path, TRUE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_session_get_read_only (other));
  g_assert_false (herald_session_check_holder (other));
  /* it follows the steps the Herald that has it saves (tester report 47, N47-4); unchanged,
   * it is not read again */
  g_assert_false (herald_session_follow_looked_at (other));
  herald_test_roll (session, 4);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (other)), ==, 2);
  g_assert_true (herald_session_follow_looked_at (other));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (other)), ==, 3);
  g_assert_true (herald_session_get_read_only (other));
  g_assert_false (herald_session_follow_looked_at (other));
  herald_session_close (session);
  g_assert_true (herald_session_check_holder (other));
  g_assert_true (herald_session_open (session, path, FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_check_holder (other));
  g_assert_false (herald_session_take_over (other, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_true (herald_session_get_read_only (other));
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (other)), ==, 3);

  /* leaving the game: nothing is looked at any more */
  herald_session_close (other);
  g_assert_false (herald_session_get_holder_gone (other));
  g_assert_false (herald_session_check_holder (other));

  g_clear_object (&other);
  g_clear_object (&session);
}

/* Item 3: Heralds started at the same moment on one game: exactly one takes it, every time,
 * and each step the owner saves is in the file */
#define RACE_ROUNDS 20
#define RACERS 4

static void
test_lock_race (HeraldTestHome *f,
                gconstpointer   data)
{
  g_autofree char *path = g_build_filename (f->home, "game.json", NULL);
  g_autofree char *release = g_strconcat (path, ".release", NULL);
  guint owners_total = 0;

  {
    g_autoptr(HeraldSession) session = herald_session_new (path);

    herald_test_start_game (session);
  }

  for (guint round = 0; round < RACE_ROUNDS; round++)
    {
      GPid pids[RACERS];
      gint go[RACERS], said[RACERS];
      gboolean owner[RACERS];
      guint owners = 0;

      for (guint r = 0; r < RACERS; r++)
        {
          g_autofree char *number = g_strdup_printf ("%u", r);

          pids[r] = spawn_child ("--race", path, number, &said[r], &go[r]);
        }
      /* everybody reads the end of its input now, and tries at once */
      for (guint r = 0; r < RACERS; r++)
        close (go[r]);
      /* the owner holds the game while every other Herald tries and gives up (its output
       * ends as it exits) */
      for (guint r = 0; r < RACERS; r++)
        {
          g_autofree char *line = read_line_fd (said[r]);

          owner[r] = g_str_equal (line, "owner");
          owners += owner[r];
        }
      g_assert_cmpuint (owners, ==, 1);
      g_assert_true (g_file_set_contents (release, "", 0, NULL));
      for (guint r = 0; r < RACERS; r++)
        {
          int status;

          g_assert_cmpint (waitpid (pids[r], &status, 0), ==, pids[r]);
          g_spawn_close_pid (pids[r]);
          g_assert_true (WIFEXITED (status));
          g_assert_cmpint (WEXITSTATUS (status), ==, owner[r] ? 0 : 1);
        }
      g_assert_cmpint (g_unlink (release), ==, 0);
      owners_total += owners;
      {
        g_autoptr(GError) error = NULL;
        g_autoptr(HeraldGame) game = herald_save_load_file (path, &error);

        g_assert_no_error (error);
        g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2 * (round + 1));
      }
    }
  g_test_message ("%u rounds of %u Heralds opening one game at once: one owner each time, "
                  "no step lost", RACE_ROUNDS, RACERS);
  g_assert_cmpuint (owners_total, ==, RACE_ROUNDS);
}

/* Breaker report 10, F15 (decided: documented, not changed): a game that is a link to a file
 * outside the games folder is locked with `<target>.lock` beside the target, which stays there
 * (empty) when the link is deleted: the target is left whole, it is still a game that opens,
 * and a Herald opening it (the file itself) meets the same lock as one opening the link */
static void
test_lock_link (HeraldTestHome *f,
                gconstpointer   data)
{
  g_autofree char *outside = g_build_filename (f->home, "outside", NULL);
  g_autofree char *target = g_build_filename (outside, "real.json", NULL);
  g_autofree char *target_lock = g_strconcat (target, ".lock", NULL);
  g_autofree char *link = g_build_filename (f->games, "20261201-150000-link.json", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *lock_text = NULL;
  g_autoptr(HeraldSession) session = herald_session_new (target);
  g_autoptr(HeraldSession) second = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_cmpint (g_mkdir_with_parents (outside, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  herald_test_start_game (session);
  herald_session_close (session);
  before = herald_test_read_file (target);
  g_assert_cmpint (symlink (target, link), ==, 0);

  /* opened through the link: the target's lock, which the file itself meets too */
  g_assert_true (herald_session_open (session, link, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (herald_store_lock_is_held (target_lock));
  g_assert_false (herald_session_open (second, target, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  herald_session_close (session);

  /* the link deleted: the target whole, its lock left beside it, empty */
  g_assert_true (herald_library_trash (f->library, link, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_lstat (link, &st), !=, 0);
  after = herald_test_read_file (target);
  g_assert_cmpstr (after, ==, before);
  lock_text = herald_test_read_file (target_lock);
  g_assert_cmpstr (lock_text, ==, "");
  g_assert_true (herald_session_open (second, target, FALSE, &error));
  g_assert_no_error (error);

  g_clear_object (&second);
  g_clear_object (&session);
}

/* Breaker report 44, B44-1: two names of one file (a hard link in another folder) are one
 * game: while a Herald has it by one name, by another process or in this one, the other name
 * is refused ("open in another Herald", the process named), leaving no lock file beside it;
 * after saves (each replaces the file: a new inode) the name that still leads to the file as
 * it was opened stays refused, and opens the game as it is now in the Herald that has it;
 * Look Only sees the holder and when it goes; a holder killed with SIGKILL blocks nothing */
static void
test_lock_hard_link (HeraldTestHome *f,
                     gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(HeraldSession) second = herald_session_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *elsewhere = g_build_filename (f->home, "elsewhere", NULL);
  g_autofree char *other = g_build_filename (elsewhere, "other.json", NULL);
  g_autofree char *other_lock = g_strconcat (other, ".lock", NULL);
  g_autofree char *path = NULL;
  g_autofree char *pid_text = NULL;
  g_autofree char *said = NULL;
  gint out_fd;
  GPid pid;
  int status;

  herald_test_start_game (session);
  herald_test_roll (session, 6);
  path = g_strdup (herald_session_get_save_path (session));
  g_assert_cmpint (g_mkdir_with_parents (elsewhere, 0700), ==, 0);
  g_assert_cmpint (link (path, other), ==, 0);

  /* in this process: refused by the other name, before and after saves that replaced the
   * file the link no longer is */
  g_assert_false (herald_session_open (second, other, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (g_file_test (other_lock, G_FILE_TEST_EXISTS));
  herald_test_end_turn (session);
  herald_test_roll (session, 3);
  g_assert_cmpuint (herald_session_get_unsaved_steps (session), ==, 0);
  g_assert_false (herald_session_open (second, other, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (herald_session_open (second, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  g_assert_false (g_file_test (other_lock, G_FILE_TEST_EXISTS));
  /* opened by the other name in the Herald that has it: the game as it is now, where it is */
  g_assert_true (herald_session_open (session, other, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 3);
  g_assert_cmpstr (herald_session_get_save_path (session), ==, path);
  /* Look Only by the other name sees the holder, and sees it go */
  g_assert_true (herald_session_open (second, other, TRUE, &error));
  g_assert_no_error (error);
  g_assert_false (herald_session_check_holder (second));
  herald_session_close (session);
  g_assert_true (herald_session_check_holder (second));
  herald_session_close (second);

  /* another process has the game by its name: refused by the link, the process named */
  g_assert_cmpint (g_unlink (other), ==, 0);
  g_assert_cmpint (link (path, other), ==, 0);
  pid = spawn_child ("--hold", path, NULL, &out_fd, NULL);
  said = read_line_fd (out_fd);
  g_assert_cmpstr (said, ==, "locked");
  g_assert_false (herald_session_open (second, other, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  pid_text = g_strdup_printf ("(process %d)", (int) pid);
  g_assert_nonnull (strstr (error->message, pid_text));
  g_clear_error (&error);
  g_assert_false (g_file_test (other_lock, G_FILE_TEST_EXISTS));

  /* killed: nothing stale */
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  g_assert_true (herald_session_open (second, other, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (second)), ==, 3);
  g_assert_false (herald_session_open (session, path, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
  g_clear_error (&error);
  herald_session_close (second);

  /* another process has it by the name outside the games folder: the start page marks the
   * games folder's name, with no live lock beside it, as open elsewhere; once it is gone, not
   * (data45-3) */
  pid = spawn_child ("--hold", other, NULL, &out_fd, NULL);
  g_clear_pointer (&said, g_free);
  said = read_line_fd (out_fd);
  g_assert_cmpstr (said, ==, "locked");
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GListModel) list = herald_library_list (f->library);
      g_autoptr(HeraldLibraryEntry) entry = NULL;

      g_assert_cmpuint (g_list_model_get_n_items (list), ==, 1);
      entry = g_list_model_get_item (list, 0);
      g_assert_cmpstr (herald_library_entry_get_path (entry), ==, path);
      g_assert_cmpint (herald_library_entry_get_locked (entry), ==, round == 0);
      if (round == 0)
        {
          kill (pid, SIGKILL);
          g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
          g_spawn_close_pid (pid);
        }
    }

  g_clear_object (&second);
  g_clear_object (&session);
}

/* A game that did not open is not held: no lock left (none beside a broken file moved
 * aside), not listed as open elsewhere, and it can be deleted */
static void
test_failed_open_unlocks (HeraldTestHome *f,
                          gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;
  g_autofree char *newer = g_build_filename (f->games, "newer.json", NULL);
  g_autofree char *broken = g_build_filename (f->games, "broken.json", NULL);
  g_autofree char *broken_lock = g_strconcat (broken, ".lock", NULL);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(HeraldLibraryEntry) entry = NULL;

  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_assert_true (g_file_set_contents (newer, "{\"format\": \"herald-game\", \"version\": 4}", -1, NULL));
  /* the engine's reason for this one is lowercase: "the file nests deeper than …" */
  {
    g_autofree char *deep = g_strnfill (100, '[');

    g_assert_true (g_file_set_contents (broken, deep, -1, NULL));
  }

  g_assert_false (herald_session_open (session, newer, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER);
  g_clear_error (&error);
  {
    g_autofree char *lock = g_strconcat (newer, ".lock", NULL);
    g_autoptr(HeraldGameFile) other = herald_game_file_new (newer);

    /* the lock file this open made goes with it (newcomer report 20, N20-12: an empty
     * `newer.json.lock` was left in the games folder) */
    g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
    g_assert_false (herald_store_lock_is_held (lock));
    g_assert_true (herald_game_file_lock (other, &error));
    g_assert_no_error (error);
  }
  list = herald_library_list (f->library);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      entry = g_list_model_get_item (list, i);
      g_assert_false (herald_library_entry_get_locked (entry));
      g_clear_object (&entry);
    }
  g_assert_true (herald_library_trash (f->library, newer, &error));
  g_assert_no_error (error);

  g_assert_false (herald_session_open (session, broken, FALSE, &error));
  g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_BROKEN);
  /* the engine's reason begins the dialog's sentence: a capital letter */
  g_assert_true (g_unichar_isupper (g_utf8_get_char (error->message)));
  g_clear_error (&error);
  g_assert_false (g_file_test (broken, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (broken_lock, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (herald_test_count_files (f->games, "broken.json.broken-"), ==, 1);

  /* a file that cannot be read (a folder in its place): no lock file left either; a lock
   * file that was there before the open stays */
  {
    g_autofree char *folder = g_build_filename (f->games, "folder.json", NULL);
    g_autofree char *folder_lock = g_strconcat (folder, ".lock", NULL);
    g_autofree char *kept = g_build_filename (f->games, "kept.json", NULL);
    g_autofree char *kept_lock = g_strconcat (kept, ".lock", NULL);

    g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
    g_assert_false (herald_session_open (session, folder, FALSE, &error));
    g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
    g_clear_error (&error);
    g_assert_false (g_file_test (folder_lock, G_FILE_TEST_EXISTS));

    g_assert_true (g_file_set_contents (kept, "{\"format\": \"herald-game\", \"version\": 4}", -1, NULL));
    g_assert_true (g_file_set_contents (kept_lock, "", 0, NULL));
    g_assert_false (herald_session_open (session, kept, FALSE, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_NEWER);
    g_clear_error (&error);
    g_assert_true (g_file_test (kept_lock, G_FILE_TEST_EXISTS));
    g_assert_false (herald_store_lock_is_held (kept_lock));
    g_rmdir (folder);
  }

  g_clear_object (&session);
}

/* A game whose folder could not be made is locked once Try Again has written it */
static void
test_lock_after_try_again (HeraldTestHome *f,
                           gconstpointer   data)
{
  g_autoptr(HeraldSession) session = herald_test_session_in (f->games);
  g_autoptr(GError) error = NULL;

  herald_test_start_game_unsaved (session, f->games);
  g_assert_cmpint (g_unlink (f->games), ==, 0);
  g_assert_true (herald_session_save_now (session, &error));
  g_assert_no_error (error);
  {
    g_autoptr(HeraldGameFile) other = herald_game_file_new (herald_session_get_save_path (session));
    g_autoptr(HeraldSession) second = herald_session_new (NULL);

    g_assert_false (herald_game_file_lock (other, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
    g_clear_error (&error);
    g_assert_false (herald_session_open (second, herald_session_get_save_path (session), FALSE, &error));
    g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
    g_clear_error (&error);
  }

  g_clear_object (&session);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--hold"))
    return child_hold (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "--race"))
    return child_race (argv[2], (guint) atoi (argv[3]));

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  herald_test_add_with_home ("/herald/store/two-sessions", test_two_sessions);
  herald_test_add_with_home ("/herald/store/lock-killed-holder", test_lock_killed_holder);
  herald_test_add_with_home ("/herald/store/look-then-take-over", test_look_then_take_over);
  herald_test_add_with_home ("/herald/store/lock-link", test_lock_link);
  herald_test_add_with_home ("/herald/store/lock-race", test_lock_race);
  herald_test_add_with_home ("/herald/store/lock-hard-link", test_lock_hard_link);
  herald_test_add_with_home ("/herald/store/failed-open-unlocks", test_failed_open_unlocks);
  herald_test_add_with_home ("/herald/store/lock-after-try-again", test_lock_after_try_again);
  return g_test_run ();
}
