/* test-save-write.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Writing files: atomic replacement, a missing or read-only folder, readers during writes, a
 * writer killed at any moment; and herald-cli on bad files. */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-save.h"
#include "save-test-utils.h"

#include "herald-random-play.h"

/* Writing files */

static HeraldGame *
small_game (guint32 seed,
            guint   actions)
{
  return play_game (seed, FALSE, 13, actions);
}

static void
test_write_replaces (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "current.json", NULL);
  g_autoptr(HeraldGame) a = small_game (1, 5);
  g_autoptr(HeraldGame) b = small_game (2, 300);
  gsize la, lb;
  g_autofree char *ta = herald_save_to_data (a, &la);
  g_autofree char *tb = herald_save_to_data (b, &lb);
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  for (guint i = 0; i < 40; i++)
    {
      HeraldGame *game = i % 2 ? a : b;
      g_autofree char *on_disk = NULL;
      gsize length;

      herald_save_write_file (game, path, &error);
      g_assert_no_error (error);
      on_disk = file_text (path, &length);
      if (i % 2)
        assert_same_bytes (on_disk, length, ta, la);
      else
        assert_same_bytes (on_disk, length, tb, lb);
    }
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0644);
  listing = dir_listing (dir);
  g_assert_cmpstr (listing, ==, "current.json");

  /* a failed write leaves no temp file behind and the target as it was */
  {
    g_autofree char *sub = g_build_filename (dir, "sub", NULL);

    g_assert_cmpint (g_mkdir (sub, 0755), ==, 0);
    g_assert_null (herald_save_load_file (sub, &error));
    g_assert_true (error->domain == G_FILE_ERROR);
    g_clear_error (&error);
    g_assert_false (herald_save_write_file (a, sub, &error));
    g_assert_true (error->domain == G_FILE_ERROR);
    g_clear_error (&error);
    g_assert_true (g_file_test (sub, G_FILE_TEST_IS_DIR));
    g_free (listing);
    listing = dir_listing (dir);
    g_assert_cmpstr (listing, ==, "current.json sub");
  }
  remove_tree (dir);
}

static void
test_write_missing (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *in_missing = g_build_filename (dir, "missing", "current.json", NULL);
  g_autofree char *file = g_build_filename (dir, "file", NULL);
  g_autofree char *under_file = g_build_filename (file, "current.json", NULL);
  g_autoptr(HeraldGame) game = small_game (3, 10);
  g_autoptr(GError) error = NULL;

  g_assert_null (herald_save_load_file (in_missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  g_assert_false (herald_save_write_file (game, in_missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  write_text (file, "x", 1);
  g_assert_false (herald_save_write_file (game, under_file, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR);
  remove_tree (dir);
}

/* Readers never see a partly written file while another process saves again and again. */
static void
test_write_concurrent_readers (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "current.json", NULL);
  g_autoptr(HeraldGame) a = small_game (4, 3);
  g_autoptr(HeraldGame) b = small_game (5, 3000);
  gsize la, lb;
  g_autofree char *ta = herald_save_to_data (a, &la);
  g_autofree char *tb = herald_save_to_data (b, &lb);
  guint reads = 0, saw_a = 0, saw_b = 0;
  int status;
  pid_t pid;

  g_assert_true (herald_save_write_file (a, path, NULL));
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      for (guint i = 0; i < 300; i++)
        if (!herald_save_write_file (i % 2 ? a : b, path, NULL))
          _exit (1);
      _exit (0);
    }

  while (waitpid (pid, &status, WNOHANG) == 0)
    {
      g_autofree char *text = NULL;
      gsize length;

      text = file_text (path, &length);
      reads++;
      if (length == la && memcmp (text, ta, la) == 0)
        saw_a++;
      else if (length == lb && memcmp (text, tb, lb) == 0)
        saw_b++;
      else
        g_error ("read %" G_GSIZE_FORMAT " bytes that are neither save", length);
    }
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_test_message ("%u reads during 300 saves: %u old, %u new", reads, saw_a, saw_b);
  g_assert_cmpuint (reads, >, 0);
  remove_tree (dir);
}

/* A writer killed at any moment leaves the old or the new file, never a mixture. */
static void
test_write_killed (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "current.json", NULL);
  g_autoptr(HeraldGame) a = small_game (6, 3);
  g_autoptr(HeraldGame) b = small_game (7, 3000);
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (99);
  gsize la, lb;
  g_autofree char *ta = herald_save_to_data (a, &la);
  g_autofree char *tb = herald_save_to_data (b, &lb);
  guint leftovers = 0;

  for (guint round = 0; round < 25; round++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GDir) d = NULL;
      const char *name;
      gsize length;
      int status;
      pid_t pid;

      g_assert_true (herald_save_write_file (a, path, NULL));
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          for (guint i = 0;; i++)
            herald_save_write_file (i % 2 ? a : b, path, NULL);
        }
      g_usleep (1000 + herald_rng_range (rng, 20000));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);

      text = file_text (path, &length);
      g_assert_true ((length == la && memcmp (text, ta, la) == 0) ||
                     (length == lb && memcmp (text, tb, lb) == 0));

      /* a killed writer cannot remove its temp file; the next save is not disturbed by it */
      d = g_dir_open (dir, 0, NULL);
      while ((name = g_dir_read_name (d)) != NULL)
        if (strcmp (name, "current.json") != 0)
          {
            g_autofree char *tmp = g_build_filename (dir, name, NULL);

            g_assert_true (g_str_has_prefix (name, "current.json."));
            leftovers++;
            g_remove (tmp);
          }
    }
  g_test_message ("25 kills, %u temp files left by killed writers", leftovers);
  remove_tree (dir);
}

static void
test_write_read_only (void)
{
  const char *dir = g_getenv ("HERALD_TEST_RO_DIR");

  if (g_test_subprocess ())
    {
      g_autofree char *path = g_build_filename (dir, "current.json", NULL);
      g_autoptr(HeraldGame) game = small_game (8, 20);
      g_autoptr(GError) error = NULL;

      /* root writes anywhere: drop to nobody, as a user would be */
      if (geteuid () == 0)
        {
          g_assert_cmpint (setgid (65534), ==, 0);
          g_assert_cmpint (setuid (65534), ==, 0);
        }
      g_assert_false (herald_save_write_file (game, path, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
      g_printerr ("%s\n", error->message);
      exit (0);
    }
  else
    {
      g_autofree char *tmp = make_tmp_dir ();
      g_autofree char *path = g_build_filename (tmp, "current.json", NULL);
      g_autofree char *before = NULL, *after = NULL, *listing = NULL;
      gsize before_length, after_length;
      g_autoptr(HeraldGame) old = small_game (9, 40);

      if (geteuid () == 0)
        {
          int status;
          pid_t pid = fork ();

          /* can root become nobody here (not in every container)? */
          if (pid == 0)
            _exit (setgid (65534) == 0 && setuid (65534) == 0 ? 0 : 1);
          g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
          if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
            {
              g_test_skip ("running as root, and cannot switch to nobody");
              remove_tree (tmp);
              return;
            }
        }

      g_assert_true (herald_save_write_file (old, path, NULL));
      before = file_text (path, &before_length);
      g_assert_cmpint (g_chmod (tmp, 0555), ==, 0);
      g_setenv ("HERALD_TEST_RO_DIR", tmp, TRUE);

      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      g_test_trap_assert_stderr ("*ermission denied*");

      after = file_text (path, &after_length);
      assert_same_bytes (before, before_length, after, after_length);
      listing = dir_listing (tmp);
      g_assert_cmpstr (listing, ==, "current.json");
      g_unsetenv ("HERALD_TEST_RO_DIR");
      remove_tree (tmp);
    }
}

/* herald-cli on bad files */

static void
run_cli (const char  *command,
         const char  *path,
         gint        *exit_status,
         char       **out,
         char       **err)
{
  const char *argv[] = { g_getenv ("HERALD_CLI"), command, path, NULL };
  g_autoptr(GError) error = NULL;
  gint status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status,
                &error);
  g_assert_no_error (error);
  *exit_status = WIFEXITED (status) ? WEXITSTATUS (status) : 128 + WTERMSIG (status);
}

static gboolean
is_one_line (const char *text)
{
  const char *nl = strchr (text, '\n');

  return nl != NULL && nl[1] == '\0';
}

static void
test_cli_bad_files (void)
{
  struct
  {
    const char *name;
    const char *path;    /* edited member, or NULL for raw text */
    const char *value;
    const char *raw;
    const char *expect;  /* what stderr must mention */
  } cases[] = {
    { "forbidden-special-build", "actions.+", "{'type': 'end_special_build'}", NULL,
      "action 3 (end_special_build): " },
    { "forbidden-first", "actions", "[{'type': 'end_turn'}]", NULL, "action 0 (end_turn): " },
    { "bad-field", "actions.+", "{'type': 'build_wall', 'player': 1, 'city': 9}", NULL,
      "action 3 (build_wall): " },
    { "unknown-type", "actions.+", "{'type': 'teleport'}", NULL, "action 3 (teleport): " },
    { "not-object", "actions.+", "7", NULL, "action 3 (?): " },
    { "version", "version", "4", NULL, "newer Herald" },
    { "rules", "rules.victory_points", "99", NULL, "victory_points" },
    { "truncated", NULL, NULL, "{\"format\": \"herald-game\", \"version\": 1, \"rul", "JSON" },
    { "empty", NULL, NULL, "", NULL },
    { "nested", NULL, NULL, "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", "32" },
    { "binary", NULL, NULL, "\x89PNG\r\n\x1a\n", "UTF-8" },
  };
  g_autofree char *dir = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = make_tmp_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autofree char *text = NULL;
      const char *commands[] = { "validate", "replay" };

      if (cases[i].path != NULL)
        text = doc_with (cases[i].path, cases[i].value, NULL, NULL);
      else
        text = g_strdup (cases[i].raw);
      write_text (path, text, -1);

      for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
        {
          g_autofree char *out = NULL, *err = NULL;
          g_autofree char *shown = NULL;
          gint status;

          run_cli (commands[c], path, &status, &out, &err);
          shown = g_strchomp (g_strdup (err));
          g_test_message ("%s %s: exit %d, %s", commands[c], cases[i].name, status, shown);
          g_assert_cmpint (status, ==, 1);
          g_assert_cmpstr (out, ==, "");
          g_assert_true (is_one_line (err));
          g_assert_true (g_str_has_prefix (err, "herald-cli: "));
          if (cases[i].expect != NULL && strstr (err, cases[i].expect) == NULL)
            g_test_fail_printf ("%s %s: \"%s\" does not mention \"%s\"", commands[c], cases[i].name,
                                err, cases[i].expect);
        }
    }

  /* a missing file and a directory */
  {
    g_autofree char *missing = g_build_filename (dir, "missing.json", NULL);
    g_autofree char *out = NULL, *err = NULL;
    gint status;

    run_cli ("replay", missing, &status, &out, &err);
    g_assert_cmpint (status, ==, 1);
    g_assert_cmpstr (out, ==, "");
    g_assert_true (is_one_line (err));
    g_clear_pointer (&out, g_free);
    g_clear_pointer (&err, g_free);
    run_cli ("validate", dir, &status, &out, &err);
    g_assert_cmpint (status, ==, 1);
    g_assert_cmpstr (out, ==, "");
    g_assert_true (is_one_line (err));
  }
  remove_tree (dir);
}

static void
test_cli_newline_in_name (void)
{
  /* a player's name may hold a newline; herald-cli must still print one line */
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL, *out = NULL, *err = NULL;
  gint status;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = make_tmp_dir ();
  path = g_build_filename (dir, "newline.json", NULL);
  text = doc_with ("players.1.name", "'Ben\\nJamin'", "actions.+",
                   "{'type': 'build_settlement', 'player': 1}");
  write_text (path, text, -1);
  run_cli ("validate", path, &status, &out, &err);
  g_assert_cmpint (status, ==, 1);
  g_assert_cmpstr (out, ==, "");
  g_assert_nonnull (strstr (err, "action 3 (build_settlement): "));
  if (!is_one_line (err))
    engine_bug ("a player name with a newline splits herald-cli's error over lines: \"%s\"", err);
  remove_tree (dir);
}


int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/save/write/replaces", test_write_replaces);
  g_test_add_func ("/herald/save/write/missing-directory", test_write_missing);
  g_test_add_func ("/herald/save/write/concurrent-readers", test_write_concurrent_readers);
  g_test_add_func ("/herald/save/write/killed-writer", test_write_killed);
  g_test_add_func ("/herald/save/write/read-only-directory", test_write_read_only);
  g_test_add_func ("/herald/save/cli/bad-files", test_cli_bad_files);
  g_test_add_func ("/herald/save/cli/newline-in-name", test_cli_newline_in_name);

  return g_test_run ();
}
