/* gen-corpus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Writes the fuzz seed corpus: saves of random legal games (src/engine/herald-random-play.c)
 * under every rule variant, of many lengths, mostly compact (small inputs fuzz faster); then,
 * from a few of them, hostile variants of what json-glib reads beyond JSON (comments, single
 * quotes, a second document, "\u0000", lone surrogates, deep nesting, large ignored
 * members), so that the fuzzer starts from the inputs that once crashed the loader
 * (issue 10, item 1).
 *
 *   gen-corpus DIR [N]
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herald-save.h"

#include "herald-random-play.h"

static void
write_seed (const char *dir,
            const char *kind,
            guint       i,
            GString    *text)
{
  g_autofree char *path = g_strdup_printf ("%s/hostile-%s-%03u.json", dir, kind, i);
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, text->str, text->len, &error))
    {
      fprintf (stderr, "gen-corpus: %s\n", error->message);
      exit (1);
    }
}

/* @text is a compact save "{...}"; each variant is written next to the plain seeds */
static void
write_hostile (const char *dir,
               guint       i,
               const char *text)
{
  gsize n = strlen (text);
  const char *name = strstr (text, "\"name\":\"");
  GString *s;

  g_assert (n > 2 && text[0] == '{' && text[n - 1] == '}' && name != NULL);
  name += strlen ("\"name\":\"");

#define VARIANT(kind, ...) \
  G_STMT_START { s = g_string_new (NULL); __VA_ARGS__; write_seed (dir, kind, i, s); \
                 g_string_free (s, TRUE); } G_STMT_END

  /* comments: json-glib takes a lone '/' for a comment up to the next '/' */
  VARIANT ("slash-comment", g_string_append_printf (s, "{/\"/%s", text + 1));
  VARIANT ("block-comment", g_string_append_printf (s, "/* \" */%s", text));
  VARIANT ("line-comment", g_string_append_printf (s, "// \"\n%s", text));
  VARIANT ("single-quote", g_string_append_printf (s, "{'\"x': 1,%s", text + 1));
  /* two documents, trailing garbage, a trailing comma */
  VARIANT ("two-documents", g_string_append_printf (s, "%s\n%s", text, text));
  VARIANT ("trailing-comma", g_string_append_len (s, text, n - 1); g_string_append (s, ",}"));
  /* "\u0000" and a lone surrogate in the first player's name */
  VARIANT ("nul-name", g_string_append_len (s, text, name - text);
           g_string_append (s, "\\u0000"); g_string_append (s, name));
  VARIANT ("surrogate-name", g_string_append_len (s, text, name - text);
           g_string_append (s, "\\ud800"); g_string_append (s, name));
  /* nesting: 31 levels in an ignored member (allowed), 33 (refused), and 60000 unclosed
   * brackets after a comment (the stack overflow of issue 10) */
  VARIANT ("deep-31", g_string_append (s, "{\"zz\":");
           for (guint d = 0; d < 31; d++) g_string_append_c (s, '[');
           for (guint d = 0; d < 31; d++) g_string_append_c (s, ']');
           g_string_append_printf (s, ",%s", text + 1));
  VARIANT ("deep-33", g_string_append (s, "{\"zz\":");
           for (guint d = 0; d < 33; d++) g_string_append_c (s, '[');
           for (guint d = 0; d < 33; d++) g_string_append_c (s, ']');
           g_string_append_printf (s, ",%s", text + 1));
  VARIANT ("deep-unclosed", g_string_append (s, "{/\"/\"zz\":");
           for (guint d = 0; d < 60000; d++) g_string_append_c (s, '['));
  /* a large ignored member, and the same numbers where the loader reads them */
  VARIANT ("ignored-member", g_string_append (s, "{\"zz\":[0");
           for (guint d = 0; d < 20000; d++) g_string_append (s, ",0");
           g_string_append_printf (s, "],%s", text + 1));
#undef VARIANT
}

int
main (int    argc,
      char **argv)
{
  static const guint lengths[] = { 0, 1, 3, 8, 20, 40, 80, 160, 400 };
  guint n = argc > 2 ? (guint) atoi (argv[2]) : 120;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: gen-corpus DIR [N]\n");
      return 2;
    }
  g_mkdir_with_parents (argv[1], 0755);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (i + 1);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 5 + i % 10);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *text = NULL, *path = NULL, *out = NULL;
      gsize length;

      herald_random_play (game, rng, lengths[i % G_N_ELEMENTS (lengths)]);
      text = herald_save_to_data (game, &length);
      /* one in four as written, the others compact */
      if (i % 4 == 0)
        out = g_strdup (text);
      else
        {
          node = json_from_string (text, &error);
          g_assert_no_error (error);
          out = json_to_string (node, FALSE);
        }
      if (i % 15 == 1)
        {
          g_autofree char *compact = NULL;

          node = node != NULL ? node : json_from_string (text, &error);
          g_assert_no_error (error);
          compact = json_to_string (node, FALSE);
          write_hostile (argv[1], i, compact);
        }
      path = g_strdup_printf ("%s/game-%03u.json", argv[1], i);
      if (!g_file_set_contents (path, out, -1, &error))
        {
          fprintf (stderr, "gen-corpus: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
