/* test-replay.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Runs every scenario of tests/scenarios/ (docs/rules-coverage.md maps them to RULES.md).
 *
 * A scenario is {"description", "save", "expect"} or {"description", "save", "error"}. The
 * "save" member is a complete save file (docs/save-format.md). With "expect", the file must load
 * and the replay output must match the expected subset:
 *
 *  - objects match when every expected member matches the actual member of the same name;
 *  - the expected member "outcomes_include" matches the actual "outcomes" when each listed
 *    outcome subset-matches some actual outcome, in order (a subsequence);
 *  - arrays match when they have the same length and match element by element;
 *  - scalars match by equality (integers and doubles compare by value).
 *
 * With "error", loading must fail with a GError whose message contains that string.
 * With "steps" (an array of actions), the save must load, and then each step is taken as a new
 * step of the table (herald_game_apply ()), as the window takes it: "error" is then the first
 * step's refusal, "expect" the replay output after all of them. Rules that refuse new steps
 * only (a file's log loads as written, docs/save-format.md) are tested this way.
 *
 * A save that loads must also be valid (herald_save_validate_data (), `herald-cli validate`:
 * every step of its log checked as a new step), and so must the file Herald writes after the
 * steps accepted; except with "validate_error": a log an older Herald wrote, which loads and
 * replays as written, but which validate refuses (the engine, and the tool with exit 1) with
 * a message containing that string (docs/save-format.md, "Rules that refuse new steps only").
 * It concerns the file the tool's half replays: the save, with the steps accepted at the end
 * of its actions when there are such steps.
 *
 * Each scenario runs twice: through the engine (herald_save_load_data and
 * herald_game_state_to_json) and through `$HERALD_CLI replay FILE`, whose stdout must parse and
 * match the same way; for an "error" scenario the tool must exit 1 with nothing on stdout. With
 * "steps", the tool replays the file Herald would then write (the steps accepted at the end of
 * its `actions`, which must give the same output); for an "error" with steps, the save without
 * them must replay (exit 0). With HERALD_TEST_CLI_IN_PROCESS set (the sanitizer build), the
 * tool's half loads the same file through the tool's loader (herald_save_load_stream) in this
 * process instead of starting the tool.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "herald-game.h"
#include "herald-save.h"

#define OUTCOMES_INCLUDE "outcomes_include"

typedef struct
{
  char       *path;
  JsonParser *parser;
  JsonObject *root;
} Scenario;

static void
scenario_free (Scenario *self)
{
  g_free (self->path);
  g_clear_object (&self->parser);
  g_free (self);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Scenario, scenario_free)

static char *
node_to_string (JsonNode *node,
                gboolean  pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_generator_set_pretty (generator, pretty);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);

  return json_generator_to_data (generator, NULL);
}

/* Loads and checks the shape of a scenario file; fails the test and returns NULL when the file
 * itself is broken (a mistake in the scenario, not in the engine). */
static Scenario *
scenario_load (const char *path)
{
  g_autoptr(Scenario) self = g_new0 (Scenario, 1);
  g_autoptr(GError) error = NULL;
  JsonNode *root;
  gboolean has_expect, has_error;

  self->path = g_strdup (path);
  self->parser = json_parser_new ();
  if (!json_parser_load_from_file (self->parser, path, &error))
    {
      g_test_message ("%s: not valid JSON: %s", path, error->message);
      g_test_fail ();
      return NULL;
    }

  root = json_parser_get_root (self->parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_test_message ("%s: the scenario must be a JSON object", path);
      g_test_fail ();
      return NULL;
    }
  self->root = json_node_get_object (root);

  has_expect = json_object_has_member (self->root, "expect");
  has_error = json_object_has_member (self->root, "error");
  if (!json_object_has_member (self->root, "description") ||
      !json_object_has_member (self->root, "save") ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (self->root, "save")) ||
      has_expect == has_error ||
      (has_expect && !JSON_NODE_HOLDS_OBJECT (json_object_get_member (self->root, "expect"))) ||
      (has_error && json_object_get_string_member_with_default (self->root, "error",
                                                                 NULL) == NULL) ||
      (json_object_has_member (self->root, "steps") &&
       !JSON_NODE_HOLDS_ARRAY (json_object_get_member (self->root, "steps"))) ||
      (json_object_has_member (self->root, "validate_error") &&
       json_object_get_string_member_with_default (self->root, "validate_error", NULL) == NULL))
    {
      g_test_message ("%s: a scenario needs \"description\", an object \"save\" and either an "
                      "object \"expect\" or a string \"error\" (and \"steps\" is an array, "
                      "\"validate_error\" a string)", path);
      g_test_fail ();
      return NULL;
    }

  g_test_message ("%s: %s", path,
                  json_object_get_string_member_with_default (self->root, "description", ""));

  return g_steal_pointer (&self);
}

static char *
scenario_dup_save_data (Scenario *self,
                        gsize    *length)
{
  g_autofree char *data = NULL;

  data = node_to_string (json_object_get_member (self->root, "save"), FALSE);
  *length = strlen (data);

  return g_steal_pointer (&data);
}

static JsonArray *
scenario_get_steps (Scenario *self)
{
  if (!json_object_has_member (self->root, "steps"))
    return NULL;
  return json_object_get_array_member (self->root, "steps");
}

/* The save with the steps at the end of its actions (without "times"): the file Herald
 * writes after them */
static char *
scenario_dup_save_data_with_steps (Scenario *self,
                                   gsize    *length)
{
  g_autofree char *text = node_to_string (json_object_get_member (self->root, "save"), FALSE);
  /* a copy of its own: json_node_copy () would share the object, and the steps would join the
   * scenario's save (this is asked for more than once: validate, then replay) */
  g_autoptr(JsonNode) save = json_from_string (text, NULL);
  JsonObject *obj = json_node_get_object (save);
  JsonArray *steps = scenario_get_steps (self);
  JsonArray *actions;
  g_autofree char *data = NULL;

  if (!json_object_has_member (obj, "actions"))
    json_object_set_array_member (obj, "actions", json_array_new ());
  actions = json_object_get_array_member (obj, "actions");
  for (guint i = 0; steps != NULL && i < json_array_get_length (steps); i++)
    json_array_add_element (actions, json_node_copy (json_array_get_element (steps, i)));
  json_object_remove_member (obj, "times");
  data = node_to_string (save, FALSE);
  *length = strlen (data);
  return g_steal_pointer (&data);
}

/* Takes the scenario's steps as new steps of @game; the first refusal in @error */
static gboolean
scenario_take_steps (Scenario    *self,
                     HeraldGame  *game,
                     GError     **error)
{
  JsonArray *steps = scenario_get_steps (self);

  for (guint i = 0; steps != NULL && i < json_array_get_length (steps); i++)
    {
      HeraldAction action;

      if (!herald_action_from_json (json_array_get_element (steps, i), &action, error) ||
          !herald_game_apply (game, &action, NULL, error))
        {
          g_prefix_error (error, "step %u: ", i);
          return FALSE;
        }
    }
  return TRUE;
}

/* --- Matching ------------------------------------------------------------------------------ */

static gboolean match_node (JsonNode   *expected,
                            JsonNode   *actual,
                            const char *where,
                            GString    *why);

static const char *
node_kind (JsonNode *node)
{
  if (node == NULL)
    return "missing";

  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return "an object";
    case JSON_NODE_ARRAY:
      return "an array";
    case JSON_NODE_NULL:
      return "null";
    case JSON_NODE_VALUE:
    default:
      return "a value";
    }
}

static gboolean
scalar_equal (JsonNode *expected,
              JsonNode *actual)
{
  GType expected_type, actual_type;

  if (JSON_NODE_HOLDS_NULL (expected) || JSON_NODE_HOLDS_NULL (actual))
    return JSON_NODE_HOLDS_NULL (expected) && JSON_NODE_HOLDS_NULL (actual);

  if (!JSON_NODE_HOLDS_VALUE (expected) || !JSON_NODE_HOLDS_VALUE (actual))
    return FALSE;

  expected_type = json_node_get_value_type (expected);
  actual_type = json_node_get_value_type (actual);

  if (expected_type == G_TYPE_STRING || actual_type == G_TYPE_STRING)
    return expected_type == actual_type &&
           g_strcmp0 (json_node_get_string (expected), json_node_get_string (actual)) == 0;

  if (expected_type == G_TYPE_BOOLEAN || actual_type == G_TYPE_BOOLEAN)
    return expected_type == actual_type &&
           !json_node_get_boolean (expected) == !json_node_get_boolean (actual);

  if (expected_type == G_TYPE_INT64 && actual_type == G_TYPE_INT64)
    return json_node_get_int (expected) == json_node_get_int (actual);

  return json_node_get_double (expected) == json_node_get_double (actual);
}

static void
add_mismatch (GString    *why,
              const char *where,
              JsonNode   *expected,
              JsonNode   *actual)
{
  g_autofree char *e = node_to_string (expected, FALSE);
  g_autofree char *a = actual != NULL ? node_to_string (actual, FALSE) : g_strdup ("(missing)");

  g_string_append_printf (why, "%s: expected %s, actual %s\n", where, e, a);
}

/* Each expected outcome must subset-match an actual outcome after the one the previous
 * expected outcome matched. Taking the earliest match is enough to find a subsequence. */
static gboolean
match_outcomes_include (JsonNode   *expected,
                        JsonNode   *actual,
                        const char *where,
                        GString    *why)
{
  JsonArray *e, *a;
  guint next = 0;

  if (!JSON_NODE_HOLDS_ARRAY (expected))
    {
      g_string_append_printf (why, "%s: \"%s\" must be an array in the scenario\n", where,
                              OUTCOMES_INCLUDE);
      return FALSE;
    }
  if (actual == NULL || !JSON_NODE_HOLDS_ARRAY (actual))
    {
      g_string_append_printf (why, "%s: expected an array of outcomes, actual is %s\n", where,
                              node_kind (actual));
      return FALSE;
    }

  e = json_node_get_array (expected);
  a = json_node_get_array (actual);

  for (guint i = 0; i < json_array_get_length (e); i++)
    {
      JsonNode *want = json_array_get_element (e, i);
      gboolean found = FALSE;
      guint from = next;

      for (; next < json_array_get_length (a); next++)
        {
          g_autoptr(GString) ignored = g_string_new (NULL);

          if (match_node (want, json_array_get_element (a, next), where, ignored))
            {
              found = TRUE;
              next++;
              break;
            }
        }

      if (!found)
        {
          g_autofree char *w = node_to_string (want, FALSE);

          g_string_append_printf (why, "%s: %s[%u] %s has no match among outcomes %u..%u\n",
                                  where, OUTCOMES_INCLUDE, i, w, from,
                                  json_array_get_length (a));
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
match_node (JsonNode   *expected,
            JsonNode   *actual,
            const char *where,
            GString    *why)
{
  if (JSON_NODE_HOLDS_OBJECT (expected))
    {
      JsonObject *e, *a;
      g_autoptr(GList) members = NULL;
      gboolean ok = TRUE;

      if (actual == NULL || !JSON_NODE_HOLDS_OBJECT (actual))
        {
          g_string_append_printf (why, "%s: expected an object, actual is %s\n", where,
                                  node_kind (actual));
          return FALSE;
        }

      e = json_node_get_object (expected);
      a = json_node_get_object (actual);
      members = json_object_get_members (e);

      for (GList *l = members; l != NULL; l = l->next)
        {
          const char *name = l->data;
          g_autofree char *child = NULL;

          if (g_str_equal (name, OUTCOMES_INCLUDE))
            {
              child = g_strdup_printf ("%s.outcomes", where);
              ok &= match_outcomes_include (json_object_get_member (e, name),
                                            json_object_get_member (a, "outcomes"), child, why);
              continue;
            }

          child = g_strdup_printf ("%s.%s", where, name);
          if (!json_object_has_member (a, name))
            {
              add_mismatch (why, child, json_object_get_member (e, name), NULL);
              ok = FALSE;
              continue;
            }
          ok &= match_node (json_object_get_member (e, name), json_object_get_member (a, name),
                            child, why);
        }

      return ok;
    }

  if (JSON_NODE_HOLDS_ARRAY (expected))
    {
      JsonArray *e, *a;
      gboolean ok = TRUE;

      if (actual == NULL || !JSON_NODE_HOLDS_ARRAY (actual))
        {
          add_mismatch (why, where, expected, actual);
          return FALSE;
        }

      e = json_node_get_array (expected);
      a = json_node_get_array (actual);
      if (json_array_get_length (e) != json_array_get_length (a))
        {
          add_mismatch (why, where, expected, actual);
          return FALSE;
        }

      for (guint i = 0; i < json_array_get_length (e); i++)
        {
          g_autofree char *child = g_strdup_printf ("%s[%u]", where, i);

          ok &= match_node (json_array_get_element (e, i), json_array_get_element (a, i), child,
                            why);
        }

      return ok;
    }

  if (actual == NULL || !scalar_equal (expected, actual))
    {
      add_mismatch (why, where, expected, actual);
      return FALSE;
    }

  return TRUE;
}

static void
check_expectation (Scenario   *scenario,
                   JsonNode   *actual,
                   const char *source)
{
  JsonNode *expected = json_object_get_member (scenario->root, "expect");
  g_autoptr(GString) why = g_string_new (NULL);

  if (!match_node (expected, actual, "$", why))
    {
      g_autofree char *e = node_to_string (expected, TRUE);
      g_autofree char *a = node_to_string (actual, TRUE);

      g_test_message ("%s (%s): the replay does not match\n%s", scenario->path, source,
                      why->str);
      g_test_message ("expected (subset):\n%s", e);
      g_test_message ("actual:\n%s", a);
      g_test_fail ();
    }
}

/* --- Through the engine -------------------------------------------------------------------- */

/* The file the tool's half replays (the save, with the steps accepted at the end of its
 * actions when they are): a valid game (and so is the save before the steps), or with
 * "validate_error" a log that loads only as written */
static char *
scenario_dup_validated_data (Scenario *scenario,
                             gsize    *length)
{
  if (scenario_get_steps (scenario) != NULL && !json_object_has_member (scenario->root, "error"))
    return scenario_dup_save_data_with_steps (scenario, length);
  return scenario_dup_save_data (scenario, length);
}

static void
check_validate (Scenario *scenario)
{
  const char *expected = json_object_get_string_member_with_default (scenario->root,
                                                                      "validate_error", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *data = NULL;
  gboolean opens = FALSE;
  gsize length;

  data = scenario_dup_validated_data (scenario, &length);
  game = herald_save_validate_data (data, length, &opens, &error);
  if (expected != NULL)
    {
      if (game != NULL || !opens || strstr (error->message, expected) == NULL ||
          strstr (error->message, "Herald still opens") == NULL)
        {
          g_test_message ("%s (validate): expected a game that opens but breaks a rule, with "
                          "“%s”; got %s, %s", scenario->path, expected,
                          opens ? "opens" : "does not open",
                          error != NULL ? error->message : "valid");
          g_test_fail ();
        }
      return;
    }
  if (game == NULL)
    {
      g_test_message ("%s (validate): the file loads but is not valid: %s", scenario->path,
                      error->message);
      g_test_fail ();
      return;
    }
  if (scenario_get_steps (scenario) == NULL || json_object_has_member (scenario->root, "error"))
    return;
  g_clear_pointer (&data, g_free);
  g_clear_pointer (&game, herald_game_free);
  data = scenario_dup_save_data (scenario, &length);
  game = herald_save_validate_data (data, length, NULL, &error);
  if (game == NULL)
    {
      g_test_message ("%s (validate): the save before the steps is not valid: %s",
                      scenario->path, error->message);
      g_test_fail ();
    }
}

static void
test_engine (gconstpointer data)
{
  g_autoptr(Scenario) scenario = scenario_load (data);
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) actual = NULL;
  g_autofree char *save = NULL;
  const char *expected_error;
  gsize length;

  if (scenario == NULL)
    return;

  save = scenario_dup_save_data (scenario, &length);
  game = herald_save_load_data (save, length, &error);
  expected_error = json_object_get_string_member_with_default (scenario->root, "error", NULL);

  if (game != NULL)
    check_validate (scenario);
  else if (json_object_has_member (scenario->root, "validate_error"))
    {
      g_test_message ("%s (engine): \"validate_error\" is for a save that loads",
                      scenario->path);
      g_test_fail ();
    }

  if (scenario_get_steps (scenario) != NULL)
    {
      if (game == NULL)
        {
          g_test_message ("%s (engine): the save must load before its steps: %s",
                          scenario->path, error->message);
          g_test_fail ();
          return;
        }
      if (!scenario_take_steps (scenario, game, &error))
        g_clear_pointer (&game, herald_game_free);
    }

  if (expected_error != NULL)
    {
      if (game != NULL)
        {
          g_autoptr(JsonNode) state = herald_game_state_to_json (game);
          g_autofree char *s = node_to_string (state, TRUE);

          g_test_message ("%s (engine): expected the error “%s” but the file loaded:\n%s",
                          scenario->path, expected_error, s);
          g_test_fail ();
          return;
        }
      if (error == NULL || strstr (error->message, expected_error) == NULL)
        {
          g_test_message ("%s (engine): expected an error containing “%s”, got “%s”",
                          scenario->path, expected_error,
                          error != NULL ? error->message : "(no GError)");
          g_test_fail ();
        }
      return;
    }

  if (game == NULL)
    {
      g_test_message ("%s (engine): the save did not load: %s", scenario->path,
                      error != NULL ? error->message : "(no GError)");
      g_test_fail ();
      return;
    }

  actual = herald_game_state_to_json (game);
  if (actual == NULL)
    {
      g_test_message ("%s (engine): herald_game_state_to_json returned NULL", scenario->path);
      g_test_fail ();
      return;
    }

  check_expectation (scenario, actual, "engine");
}

/* --- Through herald-cli replay ------------------------------------------------------------- */

/* What `herald-cli replay` prints for the file @save, made in this process: the tool's loader
 * (herald_save_load_stream (), on a stream of the file) and its output, parsed back. NULL with
 * @error when the game does not load. */
static JsonNode *
replay_in_process (const char  *save,
                   gsize        length,
                   GError     **error)
{
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (save, length, NULL);
  g_autoptr(HeraldGame) game = herald_save_load_stream (stream, NULL, error);
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *text = NULL;

  if (game == NULL)
    return NULL;
  state = herald_game_state_to_json (game);
  text = node_to_string (state, TRUE);
  return json_from_string (text, error);
}

/* The tool's half without the tool (HERALD_TEST_CLI_IN_PROCESS): the same file, the same checks */
static void
check_cli_in_process (Scenario   *scenario,
                      const char *save,
                      gsize       length,
                      const char *expected_error)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) actual = replay_in_process (save, length, &error);

  if (expected_error != NULL && scenario_get_steps (scenario) == NULL)
    {
      if (actual != NULL)
        {
          g_test_message ("%s (cli, in process): expected the error “%s” but the file loaded",
                          scenario->path, expected_error);
          g_test_fail ();
        }
      return;
    }

  if (actual == NULL)
    {
      g_test_message ("%s (cli, in process): the file does not load: %s", scenario->path,
                      error != NULL ? error->message : "(no GError)");
      g_test_fail ();
      return;
    }

  /* the step is refused as a new step only: the save before it replays */
  if (expected_error != NULL)
    return;

  check_expectation (scenario, actual, "herald-cli replay's loader, in process");
}

/* `herald-cli COMMAND FILE` of @save (@length bytes) written to a temporary file: its
 * standard output and error (transfer full) and wait status */
static void
run_cli (const char  *cli,
         const char  *command,
         const char  *save,
         gsize        length,
         char       **out,
         char       **err,
         int         *status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *tmp_path = NULL;
  const char *argv[4];
  gboolean spawned;
  int fd;

  fd = g_file_open_tmp ("herald-scenario-XXXXXX.json", &tmp_path, &error);
  g_assert_no_error (error);
  g_close (fd, NULL);
  g_file_set_contents (tmp_path, save, length, &error);
  g_assert_no_error (error);
  argv[0] = cli;
  argv[1] = command;
  argv[2] = tmp_path;
  argv[3] = NULL;
  spawned = g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err,
                          status, &error);
  g_unlink (tmp_path);
  g_assert_no_error (error);
  g_assert_true (spawned);
}

/* `herald-cli validate` of a "validate_error" scenario's file (scenario_dup_validated_data ()):
 * exit 1, nothing on stdout, the reason on stderr; in process, the tool's loader
 * (herald_save_validate_stream ()) */
static void
check_cli_validate (Scenario   *scenario,
                    const char *cli)
{
  const char *expected = json_object_get_string_member_with_default (scenario->root,
                                                                      "validate_error", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) exit_error = NULL;
  g_autofree char *save = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  gsize length;
  int status = 0;

  if (expected == NULL)
    return;
  save = scenario_dup_validated_data (scenario, &length);
  if (g_getenv ("HERALD_TEST_CLI_IN_PROCESS") != NULL)
    {
      g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (save, length, NULL);
      g_autoptr(HeraldGame) game = NULL;
      gboolean opens = FALSE;

      game = herald_save_validate_stream (stream, NULL, &opens, &error);
      if (game != NULL || !opens || strstr (error->message, expected) == NULL)
        {
          g_test_message ("%s (cli validate, in process): expected “%s”, got %s",
                          scenario->path, expected, error != NULL ? error->message : "valid");
          g_test_fail ();
        }
      return;
    }
  run_cli (cli, "validate", save, length, &out, &err, &status);
  g_spawn_check_wait_status (status, &exit_error);
  if (!g_error_matches (exit_error, G_SPAWN_EXIT_ERROR, 1) || out[0] != '\0' ||
      strstr (err, expected) == NULL)
    {
      g_test_message ("%s (cli validate): expected exit status 1, no output and “%s”; got %s, "
                      "stdout:\n%s\nstderr:\n%s", scenario->path, expected,
                      exit_error != NULL ? exit_error->message : "exit status 0", out, err);
      g_test_fail ();
    }
}

static void
test_cli (gconstpointer data)
{
  g_autoptr(Scenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *save = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *cli = g_getenv ("HERALD_CLI");
  const char *expected_error;
  gsize length;
  int status = 0;

  if (cli == NULL || !g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("HERALD_CLI is not set to an executable");
      return;
    }
  /* Under valgrind (build-aux/dev's test_valgrind sets HERALD_TEST_NO_CHILDREN) the tool runs
   * outside it: valgrind follows no child, so this half would check nothing that the plain run
   * does not, and it took half of test-replay's 636 s there (session 24) */
  if (g_getenv ("HERALD_TEST_NO_CHILDREN") != NULL)
    {
      g_test_skip ("the tool's half runs in the plain and sanitizer runs, not under valgrind");
      return;
    }

  scenario = scenario_load (data);
  if (scenario == NULL)
    return;

  check_cli_validate (scenario, cli);
  expected_error = json_object_get_string_member_with_default (scenario->root, "error", NULL);
  if (scenario_get_steps (scenario) != NULL && expected_error == NULL)
    save = scenario_dup_save_data_with_steps (scenario, &length);
  else
    save = scenario_dup_save_data (scenario, &length);
  /* Under the sanitizers (build-aux/dev's test_sanitizers sets HERALD_TEST_CLI_IN_PROCESS): an
   * instrumented herald-cli started 736 times took some 105 of test-replay's 118 s there, for
   * the engine code that this process runs instrumented as well; test-cli and test-cli-files
   * run the instrumented tool itself, replay's successes and failures among them */
  if (g_getenv ("HERALD_TEST_CLI_IN_PROCESS") != NULL)
    {
      check_cli_in_process (scenario, save, length, expected_error);
      return;
    }
  run_cli (cli, "replay", save, length, &out, &err, &status);

  if (expected_error != NULL && scenario_get_steps (scenario) == NULL)
    {
      g_autoptr(GError) exit_error = NULL;

      g_spawn_check_wait_status (status, &exit_error);
      if (!g_error_matches (exit_error, G_SPAWN_EXIT_ERROR, 1) || out[0] != '\0')
        {
          g_test_message ("%s (cli): expected exit status 1 and no output for the error “%s”; "
                          "got %s, stdout:\n%s\nstderr:\n%s", scenario->path, expected_error,
                          exit_error != NULL ? exit_error->message : "exit status 0", out, err);
          g_test_fail ();
        }
      return;
    }

  if (!g_spawn_check_wait_status (status, &error))
    {
      g_test_message ("%s (cli): herald-cli replay failed (%s); stderr:\n%s", scenario->path,
                      error->message, err);
      g_test_fail ();
      return;
    }

  /* the step is refused as a new step only: the save before it replays */
  if (expected_error != NULL)
    return;

  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, out, -1, &error) ||
      json_parser_get_root (parser) == NULL)
    {
      g_test_message ("%s (cli): the output is not JSON (%s):\n%s", scenario->path,
                      error != NULL ? error->message : "empty", out);
      g_test_fail ();
      return;
    }

  check_expectation (scenario, json_parser_get_root (parser), "herald-cli replay");
}

/* --- Registration -------------------------------------------------------------------------- */

static char *
get_scenario_dir (void)
{
  const char *dir = g_getenv ("HERALD_SCENARIO_DIR");

  if (dir != NULL && dir[0] != '\0')
    return g_strdup (dir);

  return g_test_build_filename (G_TEST_DIST, "scenarios", NULL);
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
test_scenario_dir (gconstpointer data)
{
  const GPtrArray *paths = data;

  /* An empty or missing directory would make every other test vanish silently. */
  g_assert_cmpuint (paths->len, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir_path = NULL;
  g_autofree char **args = NULL;
  const char *name;
  int n_args;

  /* Every scenario is independent: report all the failing ones, not only the first. */
  n_args = argc + 1;
  args = g_new0 (char *, n_args + 1);
  args[0] = argv[0];
  args[1] = (char *) "--keep-going";
  for (int i = 1; i < argc; i++)
    args[i + 1] = argv[i];
  argc = n_args;
  argv = args;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  dir_path = get_scenario_dir ();
  dir = g_dir_open (dir_path, 0, &error);
  if (dir != NULL)
    {
      while ((name = g_dir_read_name (dir)) != NULL)
        if (g_str_has_suffix (name, ".json"))
          g_ptr_array_add (paths, g_build_filename (dir_path, name, NULL));
    }
  else
    {
      g_printerr ("# %s\n", error->message);
    }
  g_ptr_array_sort (paths, compare_strings);

  g_test_add_data_func ("/herald/replay/scenario-dir", paths, test_scenario_dir);

  for (guint i = 0; i < paths->len; i++)
    {
      const char *path = g_ptr_array_index (paths, i);
      g_autofree char *base = g_path_get_basename (path);
      g_autofree char *engine_path = NULL;
      g_autofree char *cli_path = NULL;

      base[strlen (base) - strlen (".json")] = '\0';
      engine_path = g_strdup_printf ("/herald/replay/engine/%s", base);
      cli_path = g_strdup_printf ("/herald/replay/cli/%s", base);
      g_test_add_data_func (engine_path, path, test_engine);
      g_test_add_data_func (cli_path, path, test_cli);
    }

  return g_test_run ();
}
