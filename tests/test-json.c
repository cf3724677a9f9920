/* test-json.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The strict JSON check every save file passes before json-glib parses it
 * (src/engine/herald-json.c; issue 10, items 1 and 12): the grammar of RFC 8259 exactly, the
 * nesting and value limits, ignored members that cost no memory, messages a user can read,
 * and the inputs that crashed the loader and herald-cli before it existed. */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <glib/gstdio.h>

#include "herald-json.h"
#include "herald-test-utils.h"

static const HeraldJsonLimits strict_limits = { 32, 1000 };

/* A real save of a game with a few actions */
static char *
base_save (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3, NULL);

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  return herald_save_to_data (game, NULL);
}

/* @base with @insert put just after the root object's opening brace */
static char *
with_inserted (const char *base,
               const char *insert)
{
  const char *brace = strchr (base, '{');

  g_assert_nonnull (brace);
  return g_strdup_printf ("%.*s%s%s", (int) (brace - base + 1), base, insert, brace + 1);
}

static gboolean
check (const char *text,
       GError    **error)
{
  return herald_json_check (text, strlen (text), &strict_limits, NULL, NULL, error);
}

/* The grammar, case by case */

static const char *accepted[] = {
  "{}", "[]", "0", "-0", "-0.5e+3", "1E9", "12.25", "true", "false", "null", "\"\"",
  "\"\\ud83d\\ude00 \\u00e9 é 😀\"", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"",
  " \t\r\n{ \"a\" : [ 1 , 2 , { } , [ ] ] , \"b\" : null } \n\t ",
  "\xef\xbb\xbf{}",
  "{\"a\": 1, \"b\": {\"a\": 1}, \"c\": [{\"a\": 1}, {\"a\": 1}], \"d\": \"a\"}",
  "{\"a\": 1, \"A\": 2, \"a \": 3, \"\\u00e9\": 4, \"e\\u0301\": 5}",
};

static const char *refused[] = {
  "", " \n", "{", "[", "}", "{,}", "[,]", "[1,]", "{\"a\": 1,}", "[1 2]", "{\"a\" 1}",
  "{\"a\": }", "{1: 2}", "{a: 1}", "{'a': 1}", "['a']", "01", "1.", ".5", "+1", "1e", "1e+",
  "0x1", "NaN", "Infinity", "-Infinity", "tru", "nul", "falsey", "True", "\"a", "\"\\x\"",
  "\"\\u12\"", "\"\\u12g4\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"",
  "\"\\ud800x\"", "\"\\u0000\"", "{\"\\u0000\": 1}", "\"a\nb\"", "\"a\tb\"", "\"a\\",
  "{} {}", "[] []", "{}x", "{}\n{}", "1 2", "/**/{}", "{/**/}", "{}//x", "{}/**/", "#\n{}",
  "// x\n{}", "[/\"/]", "[1, /* x */ 2]", "\xef\xbb\xbf", "\xef\xbb\xbf\xef\xbb\xbf{}",
  "{\"a\": 1\f}", "[\v1]",
  /* a member given twice (breaker report 10, F7): RFC 8259 leaves its meaning open */
  "{\"a\": 1, \"a\": 2}", "{\"a\": 1, \"\\u0061\": 1}", "[{\"a\": {}, \"b\": 1, \"a\": {}}]",
  "{\"a\": {\"b\": 1, \"b\": 1}}",
};

static void
test_grammar (void)
{
  g_test_message ("%u documents accepted, %u refused", (guint) G_N_ELEMENTS (accepted),
                  (guint) G_N_ELEMENTS (refused));
  for (guint i = 0; i < G_N_ELEMENTS (accepted); i++)
    {
      g_autoptr(GError) error = NULL;

      if (!check (accepted[i], &error))
        g_test_fail_printf ("<%s> is JSON but refused: %s", accepted[i], error->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;

      if (check (refused[i], &error))
        {
          g_test_fail_printf ("<%s> is not strict JSON but passes", refused[i]);
          continue;
        }
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_nonnull (strstr (error->message, "line "));
    }
}

static void
test_limits (void)
{
  HeraldJsonLimits limits = { 3, 4 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) deep = g_string_new (NULL);

  /* the root is level 1 */
  g_assert_true (herald_json_check ("[[[]]]", 6, &limits, NULL, NULL, NULL));
  g_assert_false (herald_json_check ("[[[[]]]]", 8, &limits, NULL, NULL, &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "3 levels"));
  g_clear_error (&error);

  /* values: the array and its elements; member names do not count */
  g_assert_true (herald_json_check ("[1,2,3]", 7, &limits, NULL, NULL, NULL));
  g_assert_true (herald_json_check ("{\"a\":1,\"b\":2,\"c\":3}", 19, &limits, NULL, NULL, NULL));
  g_assert_false (herald_json_check ("[1,2,3,4]", 9, &limits, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "more than 4 values"));
  g_clear_error (&error);

  /* a million opening brackets are refused (at the depth limit, without recursion); how fast
   * is measured by build-aux/dev bench, not timed here */
  for (guint i = 0; i < 1000000; i++)
    g_string_append_c (deep, '[');
  {
    g_assert_false (herald_json_check (deep->str, deep->len, &strict_limits, NULL, NULL, NULL));
  }
}

static void
test_keep (void)
{
  const char *keep[] = { "b", "c", NULL };
  HeraldJsonLimits limits = { 4, 6 };
  const char *text = "{\"a\": [1, 2, 3, 4, 5, 6, 7, [[ ]]], \"b\" : 3 ,\"x\":{}, "
                     "\"\\u0063\": {\"d\": [true]}, \"zz\": \"long\"}";
  g_autoptr(GString) kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* the dropped members hold 11 values, the kept ones 5 with the root */
  g_assert_true (herald_json_check (text, strlen (text), &limits, keep, &kept, &error));
  g_assert_no_error (error);
  g_assert_nonnull (kept);
  g_assert_cmpstr (kept->str, ==, "{\"b\" : 3,\"\\u0063\": {\"d\": [true]}}");
  node = json_from_string (kept->str, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_size (json_node_get_object (node)), ==, 2);

  /* a dropped member is still checked: nesting and grammar */
  {
    const char *bad[] = { "{\"a\": [[[[[1]]]]], \"b\": 1}", "{\"a\": [1,], \"b\": 1}",
                          "{\"a\": \"\\u0000\", \"b\": 1}" };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autoptr(GString) k = NULL;

        g_assert_false (herald_json_check (bad[i], strlen (bad[i]), &limits, keep, &k, NULL));
        g_assert_null (k);
      }
  }

  /* everything kept: no copy */
  {
    const char *all = "{\"b\": 1, \"c\": [2]}";
    g_autoptr(GString) k = NULL;

    g_assert_true (herald_json_check (all, strlen (all), &limits, keep, &k, NULL));
    g_assert_null (k);
  }
  /* not an object: nothing to drop */
  {
    g_autoptr(GString) k = NULL;

    g_assert_true (herald_json_check ("[1]", 3, &limits, keep, &k, NULL));
    g_assert_null (k);
  }
}

/* Save files */

static HeraldGame *
load (const char  *text,
      GError     **error)
{
  return herald_save_load_data (text, strlen (text), error);
}

static void
assert_refused_with (const char *what,
                     const char *text,
                     const char *mention)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = load (text, &error);

  if (game != NULL)
    {
      g_test_fail_printf ("%s: loads (json-glib reads more than JSON)", what);
      return;
    }
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_test_message ("%s: %s", what, error->message);
  if (mention != NULL && strstr (error->message, mention) == NULL)
    g_test_fail_printf ("%s: \"%s\" does not mention \"%s\"", what, error->message, mention);
}

static void
test_save_comments (void)
{
  g_autofree char *base = base_save ();
  const char *comments[] = { "/* a comment */", "// a comment\n", "/\"/", "/ x /" };

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) game = load (base, &error);

    g_assert_no_error (error);
  }
  for (guint i = 0; i < G_N_ELEMENTS (comments); i++)
    {
      g_autofree char *text = with_inserted (base, comments[i]);

      assert_refused_with (comments[i], text, "comment");
    }
}

static void
test_save_one_document (void)
{
  g_autofree char *base = base_save ();
  g_autofree char *twice = g_strconcat (base, "\n", base, NULL);
  g_autofree char *other = g_strconcat (base, "{\"format\": \"herald-game\"}", NULL);
  g_autofree char *garbage = g_strconcat (base, "\nx", NULL);
  g_autofree char *spaces = g_strconcat ("\n \t", base, "\n\n\r\n ", NULL);

  assert_refused_with ("two documents", twice, "exactly one");
  assert_refused_with ("a second object", other, "exactly one");
  assert_refused_with ("text after the document", garbage, "exactly one");
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) game = load (spaces, &error);

    g_assert_no_error (error);
  }
}

static void
test_save_nul (void)
{
  g_autofree char *base = base_save ();
  g_auto(GStrv) parts = g_strsplit (base, "\"Anna\"", 2);
  g_autofree char *in_name = NULL;
  g_autofree char *in_key = with_inserted (base, "\"x\\u0000y\": 1, ");

  g_assert_nonnull (parts[1]);
  in_name = g_strconcat (parts[0], "\"An\\u0000na\"", parts[1], NULL);
  /* today's json-glib loads "An": the name cut at the NUL */
  assert_refused_with ("NUL in a name", in_name, "\\u0000");
  assert_refused_with ("NUL in an ignored member's name", in_key, "\\u0000");
}

/* A member given twice (breaker report 10, F7): refused with its name, its object and the line
 * and column where it appears again, in small objects and in large ones (sorted, not hashed) */
static void
test_duplicates (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big = g_string_new ("{\"x\": {");

  g_assert_false (check ("{\n  \"a\": 1,\n  \"b\": [0, {\"c\": 1, \"c\": 2}]\n}", &error));
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "the member “c” appears twice in b[1] (a member may be "
                   "given only once) (line 3, column 21)");
  g_clear_error (&error);

  g_assert_false (check ("{\"a\": 1, \"\\u0061\": 2}", &error));
  g_assert_cmpstr (error->message, ==, "the member “a” appears twice at the top level (a member "
                   "may be given only once) (line 1, column 10)");
  g_clear_error (&error);

  /* a name a message cannot show as it is */
  g_assert_false (check ("[{\"\\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": 1, "
                         "\"\\nxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\": 1}]", &error));
  g_assert_nonnull (strstr (error->message, "“?xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…” "
                            "appears twice in [0]"));
  g_clear_error (&error);

  /* 100 names; two of them again, "m70" first: the first seen again is named */
  for (guint i = 0; i < 100; i++)
    g_string_append_printf (big, "\"m%u\": %u, ", i, i);
  g_string_append (big, "\"m70\": 0, \"m20\": 0}}");
  g_assert_false (check (big->str, &error));
  g_assert_nonnull (strstr (error->message, "the member “m70” appears twice in x "));
  g_clear_error (&error);
  g_string_truncate (big, big->len - strlen ("\"m70\": 0, \"m20\": 0}}"));
  g_string_append (big, "\"m100\": 0}}");
  g_assert_true (check (big->str, NULL));
}

/* In a subprocess with 512 MiB of address space: a real save with an ignored top-level member
 * "junk" that @fill writes, filling the file to almost 16 MiB, loads (bounded time: the trap's
 * 60 s) */
static void
load_junk_in_512_mib (void (*fill) (GString *text,
                                    gsize    up_to))
{
  if (g_test_subprocess ())
    {
      struct rlimit limit = { 512 * 1024 * 1024, 512 * 1024 * 1024 };
      g_autofree char *base = base_save ();
      g_autoptr(GString) text = g_string_new ("{\"junk\": ");
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;

      fill (text, HERALD_SAVE_MAX_SIZE - strlen (base) - 64);
      g_string_append (text, ", ");
      g_string_append (text, strchr (base, '{') + 1);
      g_assert_cmpuint (text->len, <=, HERALD_SAVE_MAX_SIZE);
      g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
      game = herald_save_load_data (text->str, text->len, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (herald_game_get_n_actions (game), ==, 2);
      return;
    }
#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer needs more address space than the limit");
  return;
#endif
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* eight million numbers */
static void
fill_numbers (GString *text,
              gsize    up_to)
{
  g_string_append (text, "[0");
  while (text->len < up_to)
    g_string_append (text, ",0");
  g_string_append_c (text, ']');
}

/* a million names differing only at the end (the worst for a hash of the names) */
static void
fill_names (GString *text,
            gsize    up_to)
{
  g_string_append (text, "{\"n0\": 0");
  for (guint i = 1; text->len < up_to; i++)
    g_string_append_printf (text, ",\"n%u\":0", i);
  g_string_append_c (text, '}');
}

/* An ignored top-level member of almost 16 MiB: the file loads in bounded memory (json-glib
 * took 650 MB for eight million numbers) */
static void
test_save_ignored_member_memory (void)
{
  load_junk_in_512_mib (fill_numbers);
}

/* An ignored member that is one object of a million names: its names are checked for
 * duplicates (breaker report 10, F7) in bounded time and memory */
static void
test_save_many_names (void)
{
  load_junk_in_512_mib (fill_names);
}

/* The same numbers where the loader reads them: refused for the value limit */
static void
test_save_too_many_values (void)
{
  g_autofree char *base = base_save ();
  g_autoptr(GString) text = g_string_new ("{\"start\": {\"note\": [0");
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;

  for (guint i = 0; i < HERALD_SAVE_MAX_VALUES; i++)
    g_string_append (text, ",0");
  g_string_append (text, "]}, ");
  g_string_append (text, strchr (base, '{') + 1);
  game = herald_save_load_data (text->str, text->len, &error);
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "values"));
}

/* Messages for the user: a sentence with the line and column, never json-glib's text */
static void
test_save_messages (void)
{
  g_autofree char *base = base_save ();
  g_autofree char *cut = g_strndup (base, strlen (base) / 2);
  g_autofree char *comma = with_inserted (base, "\"x\": 1,,");
  g_autofree char *sq = with_inserted (base, "'x': 1, ");
  const char *texts[] = { cut, comma, sq, "{\"format\": \"herald-game\", \"version\": 2",
                          "{\"format\": herald}", "[[[[", "\"" };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = load (texts[i], &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_test_message ("%s", error->message);
      if (strstr (error->message, "<data>") != NULL ||
          strstr (error->message, "Parse error") != NULL ||
          strstr (error->message, "scanner") != NULL)
        g_test_fail_printf ("the user sees the parser's own text: \"%s\"", error->message);
      else if (strstr (error->message, "line ") == NULL)
        g_test_fail_printf ("\"%s\" does not say where", error->message);
    }
}

/* Inputs that crashed the loader before the strict check (issue 10, item 1): json-glib
 * takes a lone '/' for the start of a comment that ends at the next '/', so the old nesting
 * scan counted no bracket after "/\"/" and json-glib recursed until the stack overflowed.
 * Each runs in a subprocess, through the loader and through herald-cli. */
static const char *crash_prefixes[] = {
  "/\"/", "{\"format\": /x\"/", "/*\"*/", "['\"',", "// \"\n", "# \"\n", "/ \" /",
};

static GString *
crash_input (guint which)
{
  GString *s = g_string_new (crash_prefixes[which]);

  for (guint i = 0; i < 300000; i++)
    g_string_append_c (s, '[');
  return s;
}

static void
test_crash_forms (void)
{
  g_autoptr(GString) crashed = g_string_new (NULL);

  if (g_test_subprocess ())
    {
      g_autoptr(GString) s = crash_input (atoi (g_getenv ("HERALD_TEST_FORM")));
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (s->str, s->len, &error);

      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (crash_prefixes); i++)
    {
      g_autofree char *which = g_strdup_printf ("%u", i);

      g_setenv ("HERALD_TEST_FORM", which, TRUE);
      g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      if (!g_test_trap_has_passed ())
        g_string_append_printf (crashed, " <%s>", crash_prefixes[i]);
    }
  g_unsetenv ("HERALD_TEST_FORM");
  if (crashed->len > 0)
    g_test_fail_printf ("followed by 300000 '[', these crash the loader:%s", crashed->str);
}

static void
test_crash_forms_cli (void)
{
  const char *cli = g_getenv ("HERALD_CLI");
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;

  if (cli == NULL)
    {
      g_test_skip ("HERALD_CLI is not set");
      return;
    }
  dir = g_dir_make_tmp ("herald-json-XXXXXX", &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (crash_prefixes); i++)
    {
      g_autoptr(GString) s = crash_input (i);
      g_autofree char *path = g_build_filename (dir, "crash.json", NULL);
      const char *commands[] = { "validate", "replay" };

      g_assert_true (g_file_set_contents (path, s->str, s->len, NULL));
      for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
        {
          const char *argv[] = { cli, commands[c], path, NULL };
          g_autofree char *out = NULL, *err = NULL;
          gint status;

          g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                        &status, &error);
          g_assert_no_error (error);
          if (!WIFEXITED (status))
            g_test_fail_printf ("herald-cli %s on <%s> + 300000 '[' dies with signal %d",
                                commands[c], crash_prefixes[i], WTERMSIG (status));
          else
            {
              g_assert_cmpint (WEXITSTATUS (status), ==, 1);
              g_assert_cmpstr (out, ==, "");
              g_assert_true (g_str_has_prefix (err, "herald-cli: "));
              g_assert_null (strstr (err, "Parse error"));
            }
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/json/grammar", test_grammar);
  g_test_add_func ("/herald/json/limits", test_limits);
  g_test_add_func ("/herald/json/keep", test_keep);
  g_test_add_func ("/herald/json/duplicates", test_duplicates);
  g_test_add_func ("/herald/json/save/comments", test_save_comments);
  g_test_add_func ("/herald/json/save/one-document", test_save_one_document);
  g_test_add_func ("/herald/json/save/nul", test_save_nul);
  g_test_add_func ("/herald/json/save/ignored-member-memory", test_save_ignored_member_memory);
  g_test_add_func ("/herald/json/save/too-many-values", test_save_too_many_values);
  g_test_add_func ("/herald/json/save/many-names", test_save_many_names);
  g_test_add_func ("/herald/json/save/messages", test_save_messages);
  g_test_add_func ("/herald/json/crash/loader", test_crash_forms);
  g_test_add_func ("/herald/json/crash/cli", test_crash_forms_cli);

  return g_test_run ();
}
