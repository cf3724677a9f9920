/* test-cli.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* herald-cli's words and arguments: its output is JSON in every locale (issue 10, item 8):
 * under a locale that writes decimal commas (de_DE.UTF-8), `simulate` and `replay` must still
 * print numbers with a decimal point. The locale is compiled into a private folder with
 * localedef (LOCPATH), so the test needs no root and no system locale; it is skipped only when
 * neither localedef with the de_DE source nor an installed de_DE locale exists. Its errors in
 * its own words and one language, its arguments and the app's (herald --help, a game's file).
 * The files it reads and writes are test-cli-files.c's. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-json.h"
#include "herald-path-text.h"
#include "herald-save.h"
#include "herald-test-utils.h"

typedef struct
{
  char *dir;      /* a private folder, removed at the end */
  char *locpath;  /* LOCPATH for the compiled locale, or NULL for the system's */
  char *locale;
} Fixture;

static gboolean
locale_has_decimal_comma (const char *locpath,
                          const char *name)
{
  g_autofree char *old_locpath = g_strdup (g_getenv ("LOCPATH"));
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  gboolean comma = FALSE;

  if (locpath != NULL)
    g_setenv ("LOCPATH", locpath, TRUE);
  if (setlocale (LC_NUMERIC, name) != NULL)
    comma = strcmp (localeconv ()->decimal_point, ",") == 0;
  setlocale (LC_NUMERIC, old);
  if (old_locpath != NULL)
    g_setenv ("LOCPATH", old_locpath, TRUE);
  else
    g_unsetenv ("LOCPATH");
  return comma;
}

/* a de_DE.UTF-8 locale, compiled if need be; FALSE when none can exist here */
static gboolean
find_comma_locale (Fixture *f)
{
  g_autofree char *localedef = g_find_program_in_path ("localedef");
  const char *installed[] = { "de_DE.UTF-8", "de_DE.utf8", "da_DK.UTF-8", "it_IT.UTF-8",
                              "ro_RO.UTF-8" };

  for (guint i = 0; i < G_N_ELEMENTS (installed); i++)
    if (locale_has_decimal_comma (NULL, installed[i]))
      {
        f->locale = g_strdup (installed[i]);
        return TRUE;
      }

  if (localedef != NULL && g_file_test ("/usr/share/i18n/locales/de_DE", G_FILE_TEST_EXISTS))
    {
      g_autofree char *target = g_build_filename (f->dir, "de_DE.UTF-8", NULL);
      const char *argv[] = { localedef, "-i", "de_DE", "-f", "UTF-8", target, NULL };
      g_autofree char *err = NULL;
      gint status = -1;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                    &err, &status, NULL);
      g_test_message ("localedef: status %d %s", status, err ? err : "");
      if (locale_has_decimal_comma (f->dir, "de_DE.UTF-8"))
        {
          f->locpath = g_strdup (f->dir);
          f->locale = g_strdup ("de_DE.UTF-8");
          return TRUE;
        }
    }
  return FALSE;
}

static char *
run_cli (Fixture     *f,
         const char  *a1,
         const char  *a2,
         const char  *a3,
         const char  *a4,
         const char  *a5,
         const char  *a6,
         const char  *a7)
{
  const char *argv[] = { g_getenv ("HERALD_CLI"), a1, a2, a3, a4, a5, a6, a7, NULL };
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  gint status;

  env = g_environ_setenv (env, "LC_ALL", f->locale, TRUE);
  if (f->locpath != NULL)
    env = g_environ_setenv (env, "LOCPATH", f->locpath, TRUE);
  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, &error))
    g_error ("herald-cli %s: %s (%s)", a1, error->message, err);
  return out;
}

/* strict JSON (the save loader's own check), and the member is a number with a point */
static void
assert_json_with_point (const char *what,
                        const char *text,
                        const char *member)
{
  const HeraldJsonLimits limits = { 32, 100000 };
  g_autoptr(GError) error = NULL;
  const char *at;

  if (!herald_json_check (text, strlen (text), &limits, NULL, NULL, &error))
    {
      g_test_fail_printf ("%s under a decimal-comma locale is not JSON: %s", what,
                          error->message);
      return;
    }
  at = strstr (text, member);
  g_assert_nonnull (at);
  at = strchr (at, ':');
  g_assert_nonnull (at);
  at += strspn (at + 1, " ") + 1;
  g_assert_true (g_ascii_isdigit (*at));
  at += strspn (at, "0123456789");
  g_assert_cmpint (*at, ==, '.');
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
test_locale (void)
{
  Fixture f = { 0, };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL, *replay = NULL, *last = NULL, *stats = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  f.dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  if (!find_comma_locale (&f))
    {
      g_test_skip ("no locale with a decimal comma can exist here: no de_DE, da_DK, it_IT or "
                   "ro_RO locale installed, and no localedef with /usr/share/i18n/locales/de_DE");
      g_rmdir (f.dir);
      g_free (f.dir);
      return;
    }
  g_test_message ("locale %s%s%s", f.locale, f.locpath ? " from " : "",
                  f.locpath ? f.locpath : "");

  last = g_build_filename (f.dir, "last.json", NULL);
  out = run_cli (&f, "simulate", "--games", "20", "--seed", "7", "--save-last", last);
  g_test_message ("%s", out);
  assert_json_with_point ("herald-cli simulate", out, "\"average_rounds\"");

  replay = run_cli (&f, "replay", last, NULL, NULL, NULL, NULL, NULL);
  assert_json_with_point ("herald-cli replay", replay, "\"chi_square\"");

  /* the story: strict JSON too (expected_draws are fractions) */
  stats = run_cli (&f, "stats", last, NULL, NULL, NULL, NULL, NULL);
  {
    const HeraldJsonLimits limits = { 32, 1000000 };
    g_autoptr(GError) json_error = NULL;

    g_assert_true (herald_json_check (stats, strlen (stats), &limits, NULL, NULL, &json_error));
    g_assert_no_error (json_error);
    g_assert_nonnull (strstr (stats, "\"expected_draws\""));
    g_assert_nonnull (strstr (stats, "\"points\""));
  }

  remove_tree (f.dir);
  g_free (f.dir);
  g_free (f.locpath);
  g_free (f.locale);
}

/* Newcomer report 25, N25-1: a game whose players share a name (a file of an older Herald, or
 * edited by hand) is valid, and validate adds a note of how the sentences tell them apart; a
 * game without such names gets no note, and replay prints the names as written */
static void
test_validate_shared_names (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL, *source = NULL, *text = NULL, *plain = NULL, *shared = NULL;
  g_autoptr(GString) edited = NULL;

  if (g_getenv ("HERALD_CLI") == NULL || g_getenv ("HERALD_SCENARIO_DIR") == NULL)
    {
      g_test_skip ("HERALD_CLI or HERALD_SCENARIO_DIR is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  source = g_build_filename (g_getenv ("HERALD_SCENARIO_DIR"), "..", "ui", "four-players.json", NULL);
  g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
  plain = g_build_filename (dir, "plain.json", NULL);
  shared = g_build_filename (dir, "shared.json", NULL);
  g_assert_true (g_file_set_contents (plain, text, -1, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "{\"name\": \"Ben\"", "{\"name\": \"Anna\"", 1), ==, 1);
  g_assert_true (g_file_set_contents (shared, edited->str, -1, NULL));

  {
    const char *args[] = { "validate", plain, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
    g_assert_cmpuint (herald_test_count_in (out, "\n"), ==, 1);
    g_assert_null (strstr (out, "note"));
  }
  {
    const char *args[] = { "validate", shared, NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *note = g_strdup_printf ("%s: note: more than one player is called “Anna”; "
                                             "Herald tells them apart by their colours: "
                                             "Anna (Red), Anna (Blue)\n", shared);

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
    g_assert_cmpstr (err, ==, "");
    g_assert_cmpuint (herald_test_count_in (out, "\n"), ==, 2);
    g_assert_nonnull (strstr (out, ": a valid Herald game, "));
    g_assert_true (g_str_has_suffix (out, note));
  }
  {
    const char *args[] = { "replay", shared, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
    g_assert_cmpuint (herald_test_count_in (out, "\"Anna\""), ==, 2);
    g_assert_null (strstr (out, "(Blue)"));
  }

  g_unlink (plain);
  g_unlink (shared);
  g_rmdir (dir);
}

/* validate holds a file's log to every rule (DESIGN.md, Save format: loading validates "a log
 * that breaks a rule"; docs/save-format.md, "Rules that refuse new steps only"): a step Herald
 * accepted before a rule was made stricter still replays (replay exits 0, the contract for the
 * files players keep), but validate exits 1 with the reason the step gets as a new step and says
 * that Herald still opens the game. Three rules of the table: a Wedding that brings nothing, a
 * Master Merchant on a player with no more VP, a city built while the pillaged city is owed. */
static void
test_validate_old_logs (void)
{
  static const struct
  {
    const char *scenario;
    const char *reason;
  } cases[] = {
    { "format-old-log-wedding-nobody-richer",
      "action 1 (play_card): nobody has more victory points than Anna (4): the Wedding takes "
      "from players with more" },
    { "format-old-log-master-merchant-equal-vp",
      "action 1 (play_card): the Master Merchant takes from a player with more victory points: "
      "Ben has 3, Anna has 3" },
    { "format-old-log-build-city-before-choose-city",
      "action 1 (build_city): Anna must first choose which city the barbarians pillage: the "
      "attack is resolved before anything else" },
  };
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (g_getenv ("HERALD_CLI") == NULL || g_getenv ("HERALD_SCENARIO_DIR") == NULL)
    {
      g_test_skip ("HERALD_CLI or HERALD_SCENARIO_DIR is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strconcat (cases[i].scenario, ".json", NULL);
      g_autofree char *source = g_build_filename (g_getenv ("HERALD_SCENARIO_DIR"), name, NULL);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      g_autoptr(JsonNode) scenario = NULL;
      g_autoptr(JsonGenerator) gen = json_generator_new ();
      const char *validate[] = { "validate", path, NULL };
      const char *replay[] = { "replay", path, NULL };
      const char *c_locale[] = { "LC_ALL", "C.UTF-8", "LANGUAGE", "", NULL };
      g_autofree char *out = NULL, *err = NULL, *replay_out = NULL, *replay_err = NULL;
      g_autofree char *line = NULL;

      g_test_message ("%s", cases[i].scenario);
      g_assert_true (g_file_get_contents (source, &text, NULL, NULL));
      scenario = json_from_string (text, &error);
      g_assert_no_error (error);
      json_generator_set_root (gen, json_object_get_member (json_node_get_object (scenario), "save"));
      g_clear_pointer (&text, g_free);
      text = json_generator_to_data (gen, NULL);
      g_assert_true (g_file_set_contents (path, text, -1, NULL));

      /* the file's log replays as written */
      g_assert_cmpint (herald_test_run_cli (replay, NULL, c_locale, &replay_out, &replay_err), ==, 0);
      g_assert_cmpstr (replay_err, ==, "");
      /* and breaks a rule of the table */
      g_assert_cmpint (herald_test_run_cli (validate, NULL, c_locale, &out, &err), ==, 1);
      g_assert_cmpstr (out, ==, "");
      line = g_strdup_printf ("herald-cli: the game %s breaks a rule: %s; Herald still opens and "
                              "replays it as written (an older Herald accepted this step)\n",
                              path, cases[i].reason);
      g_assert_cmpstr (err, ==, line);
      g_unlink (path);
    }
  g_rmdir (dir);
}

/* A file that cannot be read, a number out of range: said in herald-cli's words, with the
 * file's name, not GLib's text; the exit codes stay */
static void
test_errors_in_our_words (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *loop = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-XXXXXX", &error);
  g_assert_no_error (error);
  loop = g_build_filename (dir, "loop1", NULL);
  g_assert_cmpint (symlink ("loop1", loop), ==, 0);

  {
    const HeraldTestCliCase cases[] = {
      { { "replay", loop }, NULL, 1, NULL, { "the file", loop }, { "Failed to open" } },
      { { "simulate", "--games", "99999999999999999999999" }, NULL, 2, NULL,
        { "--games is out of range: 99999999999999999999999 is not from 1 to 1000000" },
        { "Number", "out of bounds" } },
      { { "simulate", "--seed", "-5" }, NULL, 2, NULL,
        { "--seed is out of range: -5 is not from 0 to 4294967295" } },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      herald_test_check_cli_case (&cases[i], NULL);
  }

  g_unlink (loop);
  g_rmdir (dir);
}

/* Breaker report 10, F14: asking for help is no mistake (stdout, exit 0); words the command
 * does not take are refused (exit 2), not ignored */
static void
test_arguments (void)
{
  static const HeraldTestCliCase cases[] = {
    { { "simulate", "--games", "1", "extra", "positional" }, NULL, 2, "",
      { "simulate takes only options, not “extra”" } },
    { { "simulate", "--games", "1", "--force" }, NULL, 2, "", { "--force goes with --save-last" } },
    { { "validate", "a.json", "b.json" }, NULL, 2, "",
      { "validate takes one FILE, not 2 arguments" } },
    { { "frobnicate" }, NULL, 2, NULL, { "“frobnicate” is not a command", "Usage:" } },
    /* breaker report 13, R-13 */
    { { "--help", "extra" }, NULL, 2, "", { "--help takes no arguments, not “extra”", "Usage:" } },
    { { "-h", "replay" }, NULL, 2, "", { "-h takes no arguments, not “replay”" } },
    { { "replay", "-x", "f.json" }, NULL, 2, "", { "replay: unknown option “-x”" }, { "takes one FILE" } },
    { { "stats", "--help" }, NULL, 2, "", { "stats: unknown option “--help”" }, { "cannot be read" } },
    { { "simulate", "--games", "1", "--games", "2" }, NULL, 2, "", { "--games is given more than once" } },
    { { "simulate", "--games=1", "-n", "2" }, NULL, 2, "", { "--games is given more than once" } },
    { { "simulate", "--games", "1", "--seed", "1", "--seed=2" }, NULL, 2, "", { "--seed is given more than once" } },
    { { "simulate", "--games", "1", "--save-last", "-" }, NULL, 2, "",
      { "--save-last takes a file name, not -" } },
    { { "simulate", "--games", "1", "--save-last", "" }, NULL, 2, "", { "--save-last needs a file name" },
      { "No such file" } },
    /* breaker report 14, B14-7 */
    { { "replay", "" }, NULL, 2, "", { "replay needs a file name: the FILE given is empty", "Usage:" },
      { "cannot be read" } },
    { { "stats", "--", "" }, NULL, 2, "", { "stats needs a file name" }, { "cannot be read" } },
    /* newcomer report 19, N19-9: a value missing, in herald-cli's words, not GLib's
     * ("Missing argument for --save-last") */
    { { "simulate", "--games", "1", "--save-last" }, NULL, 2, "",
      { "herald-cli: --save-last needs a file name\n" }, { "Missing" } },
    { { "simulate", "--games" }, NULL, 2, "",
      { "herald-cli: --games needs a value: a whole number from 1 to 1000000\n" }, { "Missing" } },
    { { "simulate", "-s" }, NULL, 2, "", { "--seed needs a value" }, { "Missing" } },
  };

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  for (guint i = 0; i < 2; i++)
    {
      const char *args[] = { i == 0 ? "--help" : "-h", NULL };
      g_autofree char *out = NULL, *err = NULL;

      g_assert_cmpint (herald_test_run_cli (args, NULL, NULL, &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, "Usage:"));
      g_assert_nonnull (strstr (out, "--save-last FILE [--force]"));
      g_assert_cmpstr (err, ==, "");
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    herald_test_check_cli_case (&cases[i], NULL);
}

/* Newcomer report 20, N20-11: every mistake in a number of simulate's was one sentence
 * ("--games must be 1–1000000 and --seed 0–4294967295") that named neither the option at
 * fault nor what was wrong with it; an unknown option was said in GLib's words and style
 * ("Unknown option --unknown", no usage), unlike replay's. Each now names the option and the
 * mistake, on one line; an unknown option is said as replay's, with the usage; exit 2. */
static void
test_simulate_mistakes (void)
{
  static const HeraldTestCliCase numbers[] = {
    { { "simulate", "--games", "0" }, NULL, 2, "",
      { "herald-cli: --games is out of range: 0 is not from 1 to 1000000\n" }, { "--seed" }, TRUE },
    { { "simulate", "--games", "abc" }, NULL, 2, "",
      { "herald-cli: --games takes a whole number from 1 to 1000000, not “abc”\n" }, { "--seed" },
      TRUE },
    { { "simulate", "-n", "1.5", "--seed", "1" }, NULL, 2, "",
      { "--games takes a whole number from 1 to 1000000, not “1.5”" }, { "--seed" }, TRUE },
    { { "simulate", "--games=" }, NULL, 2, "",
      { "herald-cli: --games needs a value: a whole number from 1 to 1000000\n" }, { "--seed" },
      TRUE },
    { { "simulate", "--seed", "-1" }, NULL, 2, "",
      { "herald-cli: --seed is out of range: -1 is not from 0 to 4294967295\n" }, { "--games" },
      TRUE },
    { { "simulate", "--games", "1", "--seed", "4294967296" }, NULL, 2, "",
      { "herald-cli: --seed is out of range: 4294967296 is not from 0 to 4294967295\n" },
      { "--games" }, TRUE },
    { { "simulate", "--games", "1", "--seed" }, NULL, 2, "",
      { "herald-cli: --seed needs a value: a whole number from 0 to 4294967295\n" }, { "--games" },
      TRUE },
    { { "simulate", "--seed", " 7" }, NULL, 2, "",
      { "herald-cli: --seed takes a whole number from 0 to 4294967295, not “ 7”\n" }, { "--games" },
      TRUE },
  };
  static const HeraldTestCliCase unknown[] = {
    { { "simulate", "--unknown" }, NULL, 2, "",
      { "herald-cli: simulate: unknown option “--unknown”\n", "Usage:" }, { "Unknown option" } },
    { { "simulate", "--games", "1", "-x" }, NULL, 2, "",
      { "herald-cli: simulate: unknown option “-x”\n", "Usage:" }, { "Unknown option" } },
    { { "simulate", "-n5" }, NULL, 2, "",
      { "herald-cli: simulate: unknown option “-n5”\n", "Usage:" }, { "Missing" } },
    { { "simulate", "--game=5" }, NULL, 2, "",
      { "herald-cli: simulate: unknown option “--game=5”\n", "Usage:" }, { "Unknown option" } },
    /* the value of an option is no option: a seed of -1 is out of range, not unknown */
    { { "simulate", "--seed", "-1", "--games", "1" }, NULL, 2, "", { "--seed is out of range" },
      { "unknown option" } },
    /* replay's, in the same style */
    { { "replay", "--foo" }, NULL, 2, "", { "herald-cli: replay: unknown option “--foo”", "Usage:" } },
  };

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    herald_test_check_cli_case (&numbers[i], NULL);
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    herald_test_check_cli_case (&unknown[i], NULL);
}

/* The app's command line (breaker report 14, B14-7): `herald ''` opened the current folder as
 * the FILE ("… is a folder"), a second FILE was dropped without a word, and `herald --help`
 * showed no FILE, `--version` was an unknown option. Refused before any window (no display
 * here), exit 2 with the reason, as herald-cli's mistakes. */
static int
run_app_in (const char  *home,
            const char  *app,
            const char  *a1,
            const char  *a2,
            char       **out,
            char       **err)
{
  const char *argv[] = { app, a1, a2, NULL };
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GError) error = NULL;

  /* @home: the folders of Herald's saved games, settings and state are in it */
  if (home != NULL)
    {
      static const char * const xdg[] = { "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME" };

      for (guint i = 0; i < G_N_ELEMENTS (xdg); i++)
        {
          g_autofree char *dir = i == 0 ? g_strdup (home) : g_build_filename (home, xdg[i], NULL);

          g_subprocess_launcher_setenv (launcher, xdg[i], dir, TRUE);
        }
    }
  /* no display and no bus: a window or a registration would fail otherwise */
  g_subprocess_launcher_unsetenv (launcher, "DISPLAY");
  g_subprocess_launcher_unsetenv (launcher, "WAYLAND_DISPLAY");
  g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent", TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  child = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (child));
  return g_subprocess_get_exit_status (child);
}

static int
run_app (const char  *app,
         const char  *a1,
         const char  *a2,
         char       **out,
         char       **err)
{
  return run_app_in (NULL, app, a1, a2, out, err);
}

static void
test_app_arguments (void)
{
  g_autofree char *bin = NULL;
  g_autofree char *app = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  bin = g_path_get_dirname (g_getenv ("HERALD_CLI"));
  app = g_build_filename (bin, "herald", NULL);
  if (!g_file_test (app, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("no herald beside herald-cli");
      return;
    }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_app (app, "", NULL, &out, &err), ==, 2);
    g_assert_nonnull (strstr (err, "no file name given: the FILE is empty"));
    g_assert_nonnull (strstr (err, "herald --help"));
    g_assert_null (strstr (err, "folder"));
    g_assert_cmpstr (out, ==, "");
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_app (app, "a.json", "b.json", &out, &err), ==, 2);
    g_assert_nonnull (strstr (err, "Herald opens one game at a time: give one FILE, not 2 files"));
  }
  {
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (run_app (app, "--help", NULL, &out, &err), ==, 0);
    g_assert_nonnull (strstr (out, "herald [OPTION…] [FILE]"));
    g_assert_nonnull (strstr (out, "Opens the game saved in FILE"));
    g_assert_nonnull (strstr (out, "--version"));
  }
  /* breaker report 51, break51-7: a word beside --help is refused as herald-cli refuses it,
   * exit 2 (it printed the usage and exited 0, the word unheard) */
  {
    static const char * const given[][2] = { { "--help", "x" }, { "x", "--help" }, { "-h", "b.json" } };

    for (guint i = 0; i < G_N_ELEMENTS (given); i++)
      {
        g_autofree char *out = NULL, *err = NULL;
        int status = run_app (app, given[i][0], given[i][1], &out, &err);

        g_test_message ("herald %s %s: exit %d, %s", given[i][0], given[i][1], status, err);
        g_assert_cmpint (status, ==, 2);
        g_assert_true (g_str_has_prefix (err, "herald: "));
        g_assert_nonnull (strstr (err, "takes no arguments, not"));
        g_assert_nonnull (strstr (err, "herald --help"));
        g_assert_cmpstr (out, ==, "");
      }
  }
  {
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *expected = g_strdup_printf ("herald %s\n", PACKAGE_VERSION);

    g_assert_cmpint (run_app (app, "--version", NULL, &out, &err), ==, 0);
    g_assert_cmpstr (out, ==, expected);
  }
  /* breaker report 17, B17-6: an option Herald does not know is a mistake of the command line
   * like the others: exit 2 (it was 1), GLib's reason and the way to the usage (it said only
   * "Unknown option --unknown-option"), before any window; the game named beside it is not
   * opened, and nothing is written where the games and settings are */
  {
    static const char * const unknown[][2] = {
      { "--unknown-option", "Unknown option --unknown-option" },
      { "-x", "Unknown option -x" },
    };
    static const char saved[] = "{\"not\": \"read\"}";

    for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
      {
        g_autofree char *out = NULL, *err = NULL, *text = NULL;
        g_autofree char *home = g_dir_make_tmp ("herald-cli-XXXXXX", NULL);
        g_autofree char *game = NULL;
        g_autoptr(GDir) dir = NULL;
        const char *name;
        int status;

        g_assert_nonnull (home);
        game = g_build_filename (home, "game.json", NULL);
        g_assert_true (g_file_set_contents (game, saved, -1, NULL));
        status = run_app_in (home, app, unknown[i][0], game, &out, &err);
        g_test_message ("herald %s: exit %d, %s", unknown[i][0], status, err);
        g_assert_cmpint (status, ==, 2);
        g_assert_true (g_str_has_prefix (err, "herald: "));
        g_assert_nonnull (strstr (err, unknown[i][1]));
        g_assert_nonnull (strstr (err, "Run “herald --help”"));
        g_assert_cmpstr (out, ==, "");
        g_assert_true (g_file_get_contents (game, &text, NULL, NULL));
        g_assert_cmpstr (text, ==, saved);
        dir = g_dir_open (home, 0, NULL);
        g_assert_nonnull (dir);
        while ((name = g_dir_read_name (dir)) != NULL)
          g_assert_cmpstr (name, ==, "game.json");
        g_assert_cmpint (g_unlink (game), ==, 0);
        g_assert_cmpint (g_rmdir (home), ==, 0);
      }
  }
}

/* B-9: one language: with a translation, herald-cli's sentences and the engine's reasons
 * inside them are both translated (German here), no English piece left in them */
static void
test_one_language (void)
{
  const char *localedir = g_getenv ("HERALD_TEST_LOCALEDIR");
  g_autofree char *dir = NULL, *missing = NULL, *bad = NULL;
  g_autoptr(GError) error = NULL;
  const char *env[] = { "LC_ALL", "C.UTF-8", "LANGUAGE", "de", "HERALD_LOCALEDIR", localedir,
                        NULL };

  if (g_getenv ("HERALD_CLI") == NULL || localedir == NULL)
    {
      g_test_skip ("HERALD_CLI or HERALD_TEST_LOCALEDIR is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-cli-de-XXXXXX", &error);
  g_assert_no_error (error);
  missing = g_build_filename (dir, "missing.json", NULL);
  bad = g_build_filename (dir, "bad.json", NULL);
  g_file_set_contents (bad, "{\"format\": \"herald-game\", \"version\": 3, \"rules\": 7}", -1,
                       &error);
  g_assert_no_error (error);

  {
    const HeraldTestCliCase cases[] = {
      { { "validate", bad }, NULL, 1, NULL,
        { "lässt sich nicht laden", "„rules“ muss ein Objekt sein" }, { "does not load" } },
      { { "replay", "-" }, bad, 1, NULL,
        { "herald-cli: das Spiel auf der Standardeingabe lässt sich nicht laden: „rules“ muss "
          "ein Objekt sein" } },
      { { "stats", missing }, NULL, 1, NULL, { "die Datei" }, { "cannot be read" } },
      { { "validate", "a.json", "b.json" }, NULL, 2, NULL,
        { "validate nimmt ein FILE, nicht 2 Argumente", "Aufruf:" },
        { "Usage:", "print the state" } },
      /* N20-11 */
      { { "simulate", "--unknown" }, NULL, 2, NULL,
        { "herald-cli: simulate: unbekannte Option „--unknown“\n", "Aufruf:" },
        { "Unbekannte Option", "Usage:" } },
      { { "simulate", "--seed", "x" }, NULL, 2, NULL,
        { "herald-cli: --seed nimmt eine ganze Zahl von 0 bis 4294967295, nicht „x“\n" },
        { "takes" } },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      herald_test_check_cli_case (&cases[i], env);
  }

  g_unlink (bad);
  g_rmdir (dir);
}

/* N23-7: build/src/herald-cli, run as README says, speaks the build tree's translations as
 * the app does: with LANGUAGE=de and no HERALD_LOCALEDIR it said "herald-cli: the file …
 * cannot be read: Datei oder Verzeichnis nicht gefunden", an English sentence around the
 * system's German reason */
static void
test_build_tree_language (void)
{
  const char *env[] = { "LC_ALL", "C.UTF-8", "LANGUAGE", "de", NULL };
  g_autofree char *missing = NULL;

  if (g_getenv ("HERALD_CLI") == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  /* the program in the build tree, which finds its catalogues by itself */
  g_unsetenv ("HERALD_LOCALEDIR");
  missing = g_build_filename (g_get_tmp_dir (), "herald-no-such-game.json", NULL);
  {
    const HeraldTestCliCase cases[] = {
      { { "stats", missing }, NULL, 1, NULL, { "herald-cli: die Datei" }, { "cannot be read" } },
      { { "validate", "a.json", "b.json" }, NULL, 2, NULL,
        { "validate nimmt ein FILE, nicht 2 Argumente", "Aufruf:" }, { "Usage:" } },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      herald_test_check_cli_case (&cases[i], env);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/cli/locale", test_locale);
  g_test_add_func ("/herald/cli/errors-in-our-words", test_errors_in_our_words);
  g_test_add_func ("/herald/cli/validate-shared-names", test_validate_shared_names);
  g_test_add_func ("/herald/cli/validate-old-logs", test_validate_old_logs);
  g_test_add_func ("/herald/cli/arguments", test_arguments);
  g_test_add_func ("/herald/cli/simulate-mistakes", test_simulate_mistakes);
  g_test_add_func ("/herald/cli/app-arguments", test_app_arguments);
  g_test_add_func ("/herald/cli/one-language", test_one_language);
  g_test_add_func ("/herald/cli/build-tree-language", test_build_tree_language);

  return g_test_run ();
}
