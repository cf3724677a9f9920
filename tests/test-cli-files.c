/* test-cli-files.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* herald-cli's files: output that cannot be written, a file-size limit, --save-last (with and
 * without --force, onto what is not a regular file), the standard input as `-`, a file named
 * once in a message and paths with odd characters in them. Its words and arguments are
 * test-cli.c's. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-json.h"
#include "herald-path-text.h"
#include "herald-save.h"
#include "herald-test-utils.h"

/* Breaker report 11, B-6: output that cannot be written (here /dev/full: every write fails with
 * ENOSPC) is a failure, exit 1 with the reason; every command exited 0 having written nothing */
static void
test_output_not_written (void)
{
  g_autofree char *dir = NULL, *game = NULL;
  const char *cli = g_getenv ("HERALD_CLI");

  if (cli == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  if (!g_file_test ("/dev/full", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/full here");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-full-XXXXXX", NULL);
  g_assert_nonnull (dir);
  game = g_build_filename (dir, "game.json", NULL);
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "7", "--save-last", game, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
  }

  for (guint i = 0; i < 5; i++)
    {
      const char *commands[][8] = {
        { cli, "replay", game, NULL },
        { cli, "stats", game, NULL },
        { cli, "validate", game, NULL },
        { cli, "simulate", "--games", "1", "--seed", "7", NULL },
        { cli, "--help", NULL },
      };
      g_autoptr(GSubprocessLauncher) launcher = NULL;
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;

      launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE);
      g_subprocess_launcher_set_stdout_file_path (launcher, "/dev/full");
      child = g_subprocess_launcher_spawnv (launcher, commands[i], &error);
      g_assert_no_error (error);
      g_subprocess_communicate_utf8 (child, NULL, NULL, NULL, &err, &error);
      g_assert_no_error (error);
      g_test_message ("%s: exit %d, %s", commands[i][1], g_subprocess_get_exit_status (child), err);
      g_assert_true (g_subprocess_get_if_exited (child));
      g_assert_cmpint (g_subprocess_get_exit_status (child), ==, 1);
      g_assert_nonnull (strstr (err, "the output cannot be written"));
      g_assert_nonnull (strstr (err, g_strerror (ENOSPC)));
    }

  g_unlink (game);
  g_rmdir (dir);
}

/* the child of test_file_size_limit(): a file-size limit of a few bytes and SIGXFSZ at its
 * default (killing), as in a shell after `ulimit -f`, whatever this test process does */
static void
limit_file_size (gpointer user_data)
{
  struct rlimit limit = { 16, 16 };

  signal (SIGXFSZ, SIG_DFL);
  setrlimit (RLIMIT_FSIZE, &limit);
}

/* @argv run under limit_file_size() with its standard output into @out_path (or a pipe when
 * NULL): %TRUE when it exited (its status in @status), %FALSE when a signal killed it */
static gboolean
run_limited (const char * const *argv,
             const char         *out_path,
             int                *status,
             char              **err)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GError) error = NULL;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDERR_PIPE |
                                        (out_path == NULL ? G_SUBPROCESS_FLAGS_STDOUT_SILENCE : 0));
  if (out_path != NULL)
    g_subprocess_launcher_set_stdout_file_path (launcher, out_path);
  g_subprocess_launcher_set_child_setup (launcher, limit_file_size, NULL, NULL);
  child = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, NULL, err, &error);
  g_assert_no_error (error);
  g_test_message ("%s %s: %s %d, %s", argv[0], argv[1],
                  g_subprocess_get_if_exited (child) ? "exit" : "signal",
                  g_subprocess_get_if_exited (child) ? g_subprocess_get_exit_status (child)
                                                     : g_subprocess_get_term_sig (child),
                  *err);
  if (!g_subprocess_get_if_exited (child))
    return FALSE;
  *status = g_subprocess_get_exit_status (child);
  return TRUE;
}

/* Breaker report 14, B14-2: a file-size limit (ulimit -f) killed herald-cli and Herald with
 * SIGXFSZ on a write past it (exit 153), leaving a temporary file; the tests of a full disk
 * had ignored the signal themselves. Now both programs ignore it: the write fails with EFBIG,
 * --save-last says so with exit 1 and leaves nothing behind, and the app lives on. */
static void
test_file_size_limit (void)
{
  const char *cli = g_getenv ("HERALD_CLI");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL, *game = NULL, *help = NULL, *app = NULL, *bin = NULL;
  g_autoptr(GDir) listing = NULL;

  if (cli == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-fsize-XXXXXX", &error);
  g_assert_no_error (error);
  game = g_build_filename (dir, "game.json", NULL);
  help = g_build_filename (dir, "help.txt", NULL);

  {
    const char *argv[] = { cli, "simulate", "--games", "1", "--seed", "7", "--save-last", game,
                           NULL };
    g_autofree char *err = NULL;
    int status = -1;

    g_assert_true (run_limited (argv, NULL, &status, &err));
    g_assert_cmpint (status, ==, 1);
    g_assert_nonnull (strstr (err, "the last game cannot be saved to"));
    g_assert_nonnull (strstr (err, g_strerror (EFBIG)));
    /* no game, no temporary file, no lock left in the folder */
    listing = g_dir_open (dir, 0, &error);
    g_assert_no_error (error);
    g_assert_null (g_dir_read_name (listing));
    g_clear_pointer (&listing, g_dir_close);
  }

  /* the output (here a file) past the limit: reported as output not written */
  {
    const char *argv[] = { cli, "--help", NULL };
    g_autofree char *err = NULL;
    int status = -1;

    g_assert_true (run_limited (argv, help, &status, &err));
    g_assert_cmpint (status, ==, 1);
    g_assert_nonnull (strstr (err, "the output cannot be written"));
    g_unlink (help);
  }

  /* the app, beside herald-cli in the build: its help past the limit does not kill it */
  bin = g_path_get_dirname (cli);
  app = g_build_filename (bin, "herald", NULL);
  if (g_file_test (app, G_FILE_TEST_IS_EXECUTABLE))
    {
      const char *argv[] = { app, "--help", NULL };
      g_autofree char *err = NULL;
      int status = -1;

      g_assert_true (run_limited (argv, help, &status, &err));
      g_unlink (help);
    }

  g_rmdir (dir);
}

/* Breaker report 10, F14: --save-last says why it failed in herald-cli's words (not GLib's,
 * which named its temporary file), never replaces an existing file without --force, and never
 * a game open in Herald (its lock held) even with --force */
static void
test_save_last (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *keep = NULL;
  g_autofree char *keep_lock = NULL;
  g_autofree char *contents = NULL;
  int lock_fd;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  missing = g_build_filename (dir, "no-such-folder", "x.json", NULL);
  keep = g_build_filename (dir, "keep.json", NULL);
  keep_lock = g_build_filename (dir, "keep.json.lock", NULL);

  {
    /* in our words: not GLib's, nor its temporary file's name */
    const HeraldTestCliCase c = {
      { "simulate", "--games", "1", "--seed", "3", "--save-last", missing }, NULL, 1, NULL,
      { "the last game cannot be saved to", missing, g_strerror (ENOENT) },
      { "Failed to", "x.json." }, TRUE
    };

    herald_test_check_cli_case (&c, NULL);
  }

  g_file_set_contents (keep, "my own file\n", -1, &error);
  g_assert_no_error (error);
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "3", "--save-last", keep, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 1);
    g_assert_cmpstr (out, ==, "");
    g_assert_nonnull (strstr (err, "already exists; it is not replaced without --force"));
    g_file_get_contents (keep, &contents, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (contents, ==, "my own file\n");
    g_clear_pointer (&contents, g_free);
  }

  /* a game open in Herald: its lock held (here, by this process) */
  lock_fd = g_open (keep_lock, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  g_assert_cmpint (lock_fd, >=, 0);
  g_assert_cmpint (write (lock_fd, "4242\nhost\nboot\n", 15), ==, 15);
  g_assert_cmpint (flock (lock_fd, LOCK_EX | LOCK_NB), ==, 0);
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "3", "--save-last", keep,
                           "--force", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 1);
    g_assert_nonnull (strstr (err, "is a game open in Herald (process 4242)"));
    g_file_get_contents (keep, &contents, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (contents, ==, "my own file\n");
    g_clear_pointer (&contents, g_free);
  }
  close (lock_fd);  /* Herald has closed the game */
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "3", "--save-last", keep,
                           "--force", NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autoptr(HeraldGame) game = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
    game = herald_save_load_file (keep, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }

  g_unlink (keep);
  g_unlink (keep_lock);
  g_rmdir (dir);
}

/* Newcomer report 25, N25-2: a file that exists in a folder that takes no new file (the game
 * is written to a temporary file beside it first) is refused for its folder: GLib's reason
 * alone ("No such file or directory" for /proc/version, "Read-only file system" here) was
 * said of the file. The file stays as it was, and nothing is left beside it. */
static void
test_save_last_folder_refuses_child (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_autofree char *keep = g_build_filename (dir, "keep.json", NULL);
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (keep, "my own file\n", -1, NULL));
  if (!herald_test_make_read_only (dir))
    {
      g_test_skip ("no read-only folder can be made here");
      g_unlink (keep);
      g_rmdir (dir);
      return;
    }
  {
    const HeraldTestCliCase c = {
      { "simulate", "--games", "1", "--seed", "3", "--save-last", keep, "--force" }, NULL, 1, "",
      { "the last game cannot be saved to", keep, "its folder cannot hold a new file (" },
      { "Failed to", "keep.json." }, TRUE
    };

    herald_test_check_cli_case (&c, NULL);
  }
  g_assert_true (g_file_get_contents (keep, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "my own file\n");
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);

    g_assert_cmpstr (g_dir_read_name (listing), ==, "keep.json");
    g_assert_null (g_dir_read_name (listing));
  }
  /* writable again, for the tidying up */
  if (geteuid () == 0)
    g_assert_cmpint (umount (dir), ==, 0);
  else
    g_assert_cmpint (chmod (dir, 0700), ==, 0);
  g_unlink (keep);
  g_rmdir (dir);
}

static void
test_save_last_folder_refuses (void)
{
  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  /* the read-only mount is the child's own: the folder is removed with the test's */
  g_test_trap_subprocess ("/herald/cli/save-last-folder-refuses/subprocess", 0,
                          G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Breaker report 12, R-2: --save-last --force replaces only a regular file. A link is written
 * through to the regular file it points to, as the app writes a game's file (the link stays);
 * a FIFO, a folder, a device or a link to one is refused, and no lock file is made beside it */
static void
test_save_last_not_regular (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *fifo = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *device = NULL;
  g_autofree char *target = NULL;
  g_autofree char *link = NULL;
  g_autofree char *link_to_fifo = NULL;
  g_autoptr(GPtrArray) refused = g_ptr_array_new ();

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  fifo = g_build_filename (dir, "fifo", NULL);
  folder = g_build_filename (dir, "folder", NULL);
  device = g_build_filename (dir, "null", NULL);
  target = g_build_filename (dir, "target.json", NULL);
  link = g_build_filename (dir, "link.json", NULL);
  link_to_fifo = g_build_filename (dir, "fifo-link.json", NULL);
  g_assert_cmpint (mkfifo (fifo, 0644), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_cmpint (symlink ("fifo", link_to_fifo), ==, 0);
  g_ptr_array_add (refused, fifo);
  g_ptr_array_add (refused, folder);
  g_ptr_array_add (refused, link_to_fifo);
  /* a copy of /dev/null, where the test may make one (as root) */
  if (mknod (device, S_IFCHR | 0666, makedev (1, 3)) == 0)
    g_ptr_array_add (refused, device);

  for (guint i = 0; i < refused->len; i++)
    {
      const char *path = g_ptr_array_index (refused, i);
      const char *args[] = { "simulate", "--games", "1", "--seed", "3", "--save-last", path,
                             "--force", NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *lock = g_strconcat (path, ".lock", NULL);
      GStatBuf st;

      g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 1);
      g_test_message ("%s", err);
      g_assert_cmpstr (out, ==, "");
      g_assert_nonnull (strstr (err, path));
      g_assert_nonnull (strstr (err, "it is not replaced"));
      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_assert_false (S_ISREG (st.st_mode));
      g_assert_false (g_file_test (lock, G_FILE_TEST_EXISTS));
    }

  /* a link to a regular file: the file is replaced, the link stays */
  g_file_set_contents (target, "my own file\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (symlink ("target.json", link), ==, 0);
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "3", "--save-last", link,
                           "--force", NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autoptr(HeraldGame) game = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
    g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
    game = herald_save_load_file (target, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }

  for (guint i = 0; i < refused->len; i++)
    g_remove (g_ptr_array_index (refused, i));
  g_remove (link);
  g_remove (target);
  {
    g_autofree char *target_lock = g_strconcat (target, ".lock", NULL);
    g_autofree char *link_lock = g_strconcat (link, ".lock", NULL);

    g_remove (target_lock);
    g_remove (link_lock);
  }
  g_rmdir (dir);
}

/* B-9: `-` is the standard input: replay, stats and validate read the game from it and print
 * what they print for the file; a game refused there, and input that never ends (/dev/zero),
 * are said in one line, with the standard input named and no file */
static void
test_standard_input (void)
{
  g_autofree char *dir = NULL, *game = NULL, *bad = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-stdin-XXXXXX", &error);
  g_assert_no_error (error);
  game = g_build_filename (dir, "game.json", NULL);
  bad = g_build_filename (dir, "bad.json", NULL);
  {
    const char *args[] = { "simulate", "--games", "1", "--seed", "5", "--save-last", game, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
  }

  for (guint c = 0; c < 3; c++)
    {
      const char *command = (const char *[]) { "replay", "stats", "validate" }[c];
      const char *from_file[] = { command, game, NULL };
      const char *from_stdin[] = { command, "-", NULL };
      g_autofree char *file_out = NULL, *file_err = NULL, *out = NULL, *err = NULL;

      g_assert_cmpint (herald_test_run_cli (from_file, NULL, NULL, &file_out, &file_err), ==, 0);
      g_assert_cmpint (herald_test_run_cli (from_stdin, game, NULL, &out, &err), ==, 0);
      g_test_message ("%s -: %s", command, c == 2 ? out : "(JSON)");
      g_assert_cmpstr (err, ==, "");
      if (c < 2)
        g_assert_cmpstr (out, ==, file_out);  /* the contract: the same output */
      else
        g_assert_true (g_str_has_prefix (out, "standard input: a valid Herald game, "));
    }

  /* the standard input by its name, and "--" before the file (breaker 11, B-9: "/dev/stdin
   * is not a regular file", "stats takes one FILE, not 2 arguments") */
  for (guint i = 0; i < 2; i++)
    {
      const char *by_name[] = { "validate", "/dev/stdin", NULL };
      const char *dashes[] = { "stats", "--", game, NULL };
      g_autofree char *out = NULL, *err = NULL;

      if (i == 0 && !g_file_test ("/dev/stdin", G_FILE_TEST_EXISTS))
        continue;
      g_assert_cmpint (herald_test_run_cli (i == 0 ? by_name : dashes, game, NULL, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
    }

  g_file_set_contents (bad, "{\"format\": \"herald-game\", \"version\": 3, \"rules\": 7}", -1,
                       &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      const char *args[] = { "replay", "-", NULL };
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (herald_test_run_cli (args, i == 0 ? bad : "/dev/zero", NULL, &out, &err), ==, 1);
      g_test_message ("%s", err);
      g_assert_cmpstr (out, ==, "");
      g_assert_true (g_str_has_prefix (err, "herald-cli: the game on the standard input does not load: "));
      g_assert_nonnull (strstr (err, i == 0 ? "“rules” must be an object" : "16 MiB"));
      g_assert_cmpuint (herald_test_count_in (err, "\n"), ==, 1);
    }
  {
    const char *args[] = { "validate", "-", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, dir, NULL, &out, &err), ==, 1);
    g_assert_cmpstr (err, ==, "herald-cli: the standard input cannot be read: Is a directory\n");
  }

  g_unlink (game);
  g_unlink (bad);
  g_rmdir (dir);
}

/* B-9: a message names the file once ("herald-cli: /tmp: /tmp is a folder" named it twice),
 * and the same sentence for every file that cannot be read */
static void
test_file_named_once (void)
{
  g_autofree char *dir = NULL, *missing = NULL, *bad = NULL;
  g_autoptr(GError) error = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-named-XXXXXX", &error);
  g_assert_no_error (error);
  missing = g_build_filename (dir, "missing.json", NULL);
  bad = g_build_filename (dir, "bad.json", NULL);
  g_file_set_contents (bad, "{\"format\": \"herald-game\", \"version\": 3, \"rules\": 7}", -1,
                       &error);
  g_assert_no_error (error);

  for (guint i = 0; i < 3; i++)
    {
      const char *path = (const char *[]) { dir, missing, bad }[i];
      const char *args[] = { "validate", path, NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *expected = NULL;
      /* the path as written, without the app's isolates (newcomer report 19, N19-9: a
       * script looking for the README's sentence did not find it) */
      const char *shown = path;

      g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 1);
      g_test_message ("%s", err);
      g_assert_cmpstr (out, ==, "");
      g_assert_cmpuint (herald_test_count_in (err, path), ==, 1);
      g_assert_cmpuint (herald_test_count_in (err, "\n"), ==, 1);
      if (i < 2)
        expected = g_strdup_printf ("herald-cli: the file %s cannot be read: %s\n", shown,
                                    g_strerror (i == 0 ? EISDIR : ENOENT));
      else
        expected = g_strdup_printf ("herald-cli: the game %s does not load: “rules” must be an "
                                    "object\n", shown);
      g_assert_cmpstr (err, ==, expected);
    }

  g_unlink (bad);
  g_rmdir (dir);
}

/* A path with a line break, a tab and a right-to-left override in its name: each message that
 * names it shows it as the app does (herald_path_text_plain (), in a library both link):
 * escaped, on one line, without the app's isolates (a terminal, N19-9). Before, herald-cli printed the raw name: the message was
 * split over two lines and the override turned the rest of the sentence around. */
static void
test_odd_paths (void)
{
  g_autofree char *dir = NULL, *missing = NULL, *bad = NULL, *existing = NULL;
  g_autoptr(GError) error = NULL;
  const char *odd = "odd\nname\t\u202Egame";

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-odd-XXXXXX", &error);
  g_assert_no_error (error);
  missing = g_strdup_printf ("%s/%s-missing.json", dir, odd);
  bad = g_strdup_printf ("%s/%s-bad.json", dir, odd);
  existing = g_strdup_printf ("%s/%s-last.json", dir, odd);
  g_file_set_contents (bad, "{\"format\": \"herald-game\", \"version\": 3, \"rules\": 7}", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (existing, "", -1, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < 3; i++)
    {
      const char *missing_args[] = { "validate", missing, NULL };
      const char *bad_args[] = { "replay", bad, NULL };
      const char *save_args[] = { "simulate", "--games", "1", "--save-last", existing, NULL };
      const char **args = (const char **[]) { missing_args, bad_args, save_args }[i];
      const char *path = (const char *[]) { missing, bad, existing }[i];
      g_autofree char *shown = herald_path_text_plain (path);
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *expected = NULL;

      g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), !=, 0);
      g_test_message ("%s", err);
      if (i == 0)
        expected = g_strdup_printf ("herald-cli: the file %s cannot be read: %s\n", shown, g_strerror (ENOENT));
      else if (i == 1)
        expected = g_strdup_printf ("herald-cli: the game %s does not load: “rules” must be an object\n", shown);
      else
        expected = g_strdup_printf ("herald-cli: %s already exists; it is not replaced without --force\n", shown);
      g_assert_cmpstr (err, ==, expected);
      /* one line, no override, the name escaped, no isolate (N19-9) */
      g_assert_cmpuint (herald_test_count_in (err, "\n"), ==, 1);
      g_assert_null (strstr (err, "\u202E"));
      g_assert_null (strstr (err, "\t"));
      g_assert_null (strstr (err, "\u2068"));
      g_assert_null (strstr (err, "\u2069"));
      g_assert_nonnull (strstr (err, "odd\\nname\\t\\u202Egame"));
    }

  g_unlink (existing);
  g_unlink (bad);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/cli/save-last", test_save_last);
  g_test_add_func ("/herald/cli/file-size-limit", test_file_size_limit);
  g_test_add_func ("/herald/cli/save-last-not-regular", test_save_last_not_regular);
  g_test_add_func ("/herald/cli/save-last-folder-refuses", test_save_last_folder_refuses);
  g_test_add_func ("/herald/cli/save-last-folder-refuses/subprocess",
                   test_save_last_folder_refuses_child);
  g_test_add_func ("/herald/cli/output-not-written", test_output_not_written);
  g_test_add_func ("/herald/cli/standard-input", test_standard_input);
  g_test_add_func ("/herald/cli/file-named-once", test_file_named_once);
  g_test_add_func ("/herald/cli/odd-paths", test_odd_paths);

  return g_test_run ();
}
