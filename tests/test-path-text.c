/* test-path-text.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A file's path in a sentence (src/common/herald-path-text.c): isolated, one line, its
 * directional controls and invalid bytes shown, not obeyed. On main at 03adb5f the save bar
 * put g_filename_display_name () straight into its sentence: a U+202E in the name reversed the
 * rest of the sentence and a line break split it (breaker 15). */

#include "config.h"

#include <string.h>

#include "herald-path-text.h"

static void
test_plain (void)
{
  g_autofree char *text = herald_path_text ("/home/anna/games/20261202-100000-abcd.json");

  g_assert_cmpstr (text, ==, "\u2068/home/anna/games/20261202-100000-abcd.json\u2069");
}

static void
test_controls (void)
{
  g_autofree char *text = herald_path_text ("/tmp/bad\xff\nname \xe2\x80\xae.json\ttab\xe2\x81\xa9");

  /* the invalid byte shown as U+FFFD, the line break, the tab, the override and a stray
   * POP DIRECTIONAL ISOLATE (which would close the isolate early) written as escapes */
  g_assert_cmpstr (text, ==, "\u2068/tmp/bad\ufffd\\nname \\u202E.json\\ttab\\u2069\u2069");
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_null (strchr (text, '\n'));
}

static void
test_in_sentence (void)
{
  g_autofree char *name = herald_path_text ("/tmp/\xe2\x80\xae" "evil.json");
  g_autofree char *sentence = g_strdup_printf ("Every step is saved in %s. The start page", name);
  const char *after = strstr (sentence, "\u2069. The start page");

  /* exactly one isolate, closed right after the path: the rest of the sentence is Herald's */
  g_assert_nonnull (after);
  g_assert_null (strstr (sentence, "\u202e"));
}

/* herald-cli's form (newcomer report 19, N19-9): escaped alike, without the isolates */
static void
test_terminal (void)
{
  g_autofree char *text = herald_path_text_plain ("/tmp/bad\xff\nname \xe2\x80\xae.json");

  g_assert_cmpstr (text, ==, "/tmp/bad\ufffd\\nname \\u202E.json");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/herald/path-text/plain", test_plain);
  g_test_add_func ("/herald/path-text/controls", test_controls);
  g_test_add_func ("/herald/path-text/in-sentence", test_in_sentence);
  g_test_add_func ("/herald/path-text/terminal", test_terminal);
  return g_test_run ();
}
