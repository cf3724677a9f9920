/* herald-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define _GNU_SOURCE 1  /* unshare () */

#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>

#include "herald-random-play.h"
#include "herald-test-utils.h"

/* the players of herald_test_game_new (): Anna, Ben and Cleo, then Dario, Emil and Frida for
 * the 5–6 player extension */
const HeraldPlayerInfo herald_test_players[6] = {
  { (char *) "Anna", HERALD_COLOR_RED },
  { (char *) "Ben", HERALD_COLOR_BLUE },
  { (char *) "Cleo", HERALD_COLOR_WHITE },
  { (char *) "Dario", HERALD_COLOR_ORANGE },
  { (char *) "Emil", HERALD_COLOR_GREEN },
  { (char *) "Frida", HERALD_COLOR_BROWN },
};

static const char *names[] = { "Anna", "Ben", "Cleo", "Dario", "Emil", "Frida" };
static const char *colors[] = { "red", "blue", "white", "orange", "green", "brown" };

/* A game from a rules object, a player count and a start object (JSON text; NULL for none),
 * loaded through the save loader like any file. */
HeraldGame *
herald_test_game_new (const char *rules_json,
                      guint       n_players,
                      const char *start_json)
{
  g_autoptr(GString) s = g_string_new ("{\"format\": \"herald-game\", \"version\": 2, ");
  g_autoptr(GError) error = NULL;
  HeraldGame *game;

  g_string_append_printf (s, "\"rules\": %s, \"players\": [", rules_json ? rules_json : "{}");
  for (guint i = 0; i < n_players; i++)
    g_string_append_printf (s, "%s{\"name\": \"%s\", \"color\": \"%s\"}", i ? ", " : "",
                            names[i], colors[i]);
  g_string_append (s, "]");
  if (start_json != NULL)
    g_string_append_printf (s, ", \"start\": %s", start_json);
  g_string_append (s, ", \"actions\": []}");

  game = herald_save_load_data (s->str, s->len, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

gboolean
herald_test_apply (HeraldGame  *game,
                   const char  *action_json,
                   GError     **error)
{
  g_autoptr(JsonNode) node = json_from_string (action_json, NULL);
  HeraldAction action;

  g_assert_nonnull (node);
  if (!herald_action_from_json (node, &action, error))
    return FALSE;
  return herald_game_apply (game, &action, NULL, error);
}

void
herald_test_apply_ok (HeraldGame *game,
                      const char *action_json)
{
  g_autoptr(GError) error = NULL;

  herald_test_apply (game, action_json, &error);
  if (error != NULL)
    g_test_message ("refused: %s: %s", action_json, error->message);
  g_assert_no_error (error);
}

/* The action is refused, the message names the reason, and nothing changed. */
void
herald_test_apply_fails (HeraldGame *game,
                         const char *action_json,
                         const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = herald_save_to_data (game, NULL);
  g_autofree char *after = NULL;
  HeraldState state_before = *herald_game_get_state (game);

  g_assert_false (herald_test_apply (game, action_json, &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == HERALD_GAME_ERROR);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” refused with “%s”, expected a message with “%s”", action_json,
             error->message, message_part);
  after = herald_save_to_data (game, NULL);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpmem (&state_before, sizeof state_before, herald_game_get_state (game),
                   sizeof state_before);
}

guint
herald_test_count_outcomes (HeraldGame        *game,
                            HeraldOutcomeType  type)
{
  GArray *outcomes = herald_game_get_outcomes (game);
  guint n = 0;

  for (guint i = 0; i < outcomes->len; i++)
    if (g_array_index (outcomes, HeraldOutcome, i).type == type)
      n++;
  return n;
}

const HeraldOutcome *
herald_test_last_outcome (HeraldGame        *game,
                          HeraldOutcomeType  type)
{
  GArray *outcomes = herald_game_get_outcomes (game);

  for (guint i = outcomes->len; i > 0; i--)
    if (g_array_index (outcomes, HeraldOutcome, i - 1).type == type)
      return &g_array_index (outcomes, HeraldOutcome, i - 1);
  return NULL;
}

guint
herald_test_vp (HeraldGame *game,
                guint       player)
{
  HeraldVp vp;

  herald_game_get_vp (game, player, &vp);
  return vp.total;
}

/**
 * herald_test_random_change:
 * @game: a game
 * @rng: the random numbers of the run
 * @out_step: (out) (optional): the step taken, for %HERALD_TEST_CHANGE_STEP
 *
 * One random change of @game, as the tests of what the game keeps walk it: an undo one time in
 * ten (when there is one), a redo two in ten (when one is possible), otherwise a random step
 * (herald_random_next ()). Each change is asserted to succeed.
 *
 * Returns: what was done; %HERALD_TEST_CHANGE_NONE when no step was left
 */
HeraldTestChange
herald_test_random_change (HeraldGame   *game,
                           HeraldRng    *rng,
                           HeraldAction *out_step)
{
  guint what = herald_rng_range (rng, 10);
  HeraldAction step;

  if (what == 0 && herald_game_can_undo (game))
    {
      g_assert_true (herald_game_undo (game, NULL));
      return HERALD_TEST_CHANGE_UNDO;
    }
  if (what <= 2 && herald_game_can_redo (game) && herald_game_check_redo (game, NULL))
    {
      g_assert_true (herald_game_redo (game, NULL, NULL));
      return HERALD_TEST_CHANGE_REDO;
    }
  if (!herald_random_next (game, rng, &step, NULL))
    return HERALD_TEST_CHANGE_NONE;
  g_assert_true (herald_game_apply (game, &step, NULL, NULL));
  if (out_step != NULL)
    *out_step = step;
  return HERALD_TEST_CHANGE_STEP;
}

/* herald-cli with @args, its standard input read from @input (a path, or NULL for none) and
 * @env set on top of the environment: its exit code, stdout in @out and stderr in @err */
int
herald_test_run_cli (const char * const  *args,
                     const char          *input,
                     const char * const  *env,
                     char               **out,
                     char               **err)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("HERALD_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (input != NULL)
    g_subprocess_launcher_set_stdin_file_path (launcher, input);
  for (guint i = 0; env != NULL && env[i] != NULL; i += 2)
    g_subprocess_launcher_setenv (launcher, env[i], env[i + 1], TRUE);
  child = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, out, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (child));
  return g_subprocess_get_exit_status (child);
}

/* how often @needle is in @text */
guint
herald_test_count_in (const char *text,
                      const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (text, needle); at != NULL; at = strstr (at + 1, needle))
    n++;
  return n;
}

gboolean
herald_test_make_read_only (const char *dir)
{
  if (geteuid () != 0)
    return chmod (dir, 0555) == 0 && access (dir, W_OK) != 0;
  return unshare (CLONE_NEWNS) == 0 &&
         mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
         mount (dir, dir, NULL, MS_BIND, NULL) == 0 &&
         mount (NULL, dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) == 0;
}

void
herald_test_check_cli_case (const HeraldTestCliCase *c,
                            const char * const      *env)
{
  g_autofree char *out = NULL, *err = NULL;

  g_assert_cmpint (herald_test_run_cli (c->args, c->input, env, &out, &err), ==, c->status);
  g_test_message ("herald-cli %s: exit %d, %s", c->args[0], c->status, err);
  if (c->out != NULL)
    g_assert_cmpstr (out, ==, c->out);
  for (guint i = 0; i < G_N_ELEMENTS (c->err_has) && c->err_has[i] != NULL; i++)
    if (strstr (err, c->err_has[i]) == NULL)
      g_error ("herald-cli %s: “%s” does not say “%s”", c->args[0], err, c->err_has[i]);
  for (guint i = 0; i < G_N_ELEMENTS (c->err_lacks) && c->err_lacks[i] != NULL; i++)
    if (strstr (err, c->err_lacks[i]) != NULL)
      g_error ("herald-cli %s: “%s” says “%s”", c->args[0], err, c->err_lacks[i]);
  if (c->one_line)
    {
      g_assert_cmpuint (herald_test_count_in (err, "\n"), ==, 1);
      g_assert_true (g_str_has_suffix (err, "\n"));
    }
}

void
herald_test_trap_with_catalogues (void)
{
  if (g_getenv ("HERALD_TEST_LOCALEDIR") == NULL)
    {
      g_test_skip ("the build's catalogues are not given (HERALD_TEST_LOCALEDIR)");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

void
herald_test_use_catalogues (const char *language)
{
  if (language != NULL)
    g_setenv ("LANGUAGE", language, TRUE);
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  g_unsetenv ("LC_NUMERIC");
  g_unsetenv ("LC_TIME");
  g_setenv ("LANG", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("HERALD_TEST_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

const char herald_test_waits_to_win_position[] =
  "{\"barbarian_position\": 6, \"players\": [{\"cities\": 3, \"settlements\": 0, "
  "\"improvements\": {\"trade\": 4}}, "
  "{\"cities\": 3, \"settlements\": 1, \"metropolises\": [\"trade\"], "
  "\"improvements\": {\"trade\": 4}, \"knights\": [{\"level\": 3, \"active\": true}, "
  "{\"level\": 3, \"active\": true}, {\"level\": 2, \"active\": true}, "
  "{\"level\": 2, \"active\": true}]}, {}]}";

const char herald_test_wedding_position[] =
  "{\"round\": 2, \"current\": 2,"
  " \"players\": ["
  "  {\"settlements\": 0, \"cities\": 2},"
  "  {\"settlements\": 1, \"cities\": 1},"
  "  {\"settlements\": 1, \"cities\": 1, \"progress_cards\": [\"wedding\", \"master_merchant\"]},"
  "  {\"settlements\": 1, \"cities\": 2}]}";

const char herald_test_entered_game[] =
  "{\"format\": \"herald-game\", \"version\": 3,"
  " \"rules\": {\"progress_cards\": \"digital\", \"victory_points\": 6},"
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
  "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"start\": {\"round\": 2, \"current\": 0},"
  " \"actions\": ["
  "  {\"type\": \"correct\", \"player\": 0, \"on_top\": {\"politics\": [\"bishop\"]}},"
  "  {\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 5},"
  "  {\"type\": \"build_settlement\", \"player\": 0},"
  "  {\"type\": \"build_settlement\", \"player\": 0},"
  "  {\"type\": \"build_city\", \"player\": 0}]}";
