/* test-save-load.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The validating loader: it never crashes, refuses broken input (truncated, flipped bytes,
 * deep nesting, huge files, a file swapped while read, names and text not in UTF-8) with a
 * message that names what is wrong, and keeps the regressions the fuzzer found. Wrong types
 * and forbidden actions in a document that parses are test-save-fields.c's; the bugs found
 * while writing these tests and older games test-save-bugs.c's. Checks report through
 * engine_bug(), a one-line UTF-8 failure. */

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
#include "herald-statistics.h"
#include "save-test-utils.h"

#include "herald-random-play.h"

/* Broken input */

static char *
real_save (guint32  seed,
           guint    max_actions,
           gsize   *length)
{
  g_autoptr(HeraldGame) game = play_game (seed, TRUE, 12, max_actions);

  return herald_save_to_data (game, length);
}

static void
test_truncation (void)
{
  gsize length;
  g_autofree char *text = real_save (4, 120, &length);
  gint64 t0 = g_get_monotonic_time ();

  g_test_message ("every prefix of a %" G_GSIZE_FORMAT "-byte save", length);
  for (gsize n = 0; n < length; n += light (10) == 1 ? 7 : 1)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = herald_save_load_data (text, n, &error);

      if (game != NULL)
        g_error ("the first %" G_GSIZE_FORMAT " bytes load as a game", n);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
    }
  g_test_message ("%.1f ms", (g_get_monotonic_time () - t0) / 1000.0);
}

static const char *splice_tokens[] = {
  "{", "}", "[", "]", "\"", ":", ",", "0", "-1", "99999999999999999999", "1e999", "0.5", "null",
  "true", "false", "\"\"", "\\", "\\u0000", "\\ud800", "é", "\xff", "/*", "*/", "'", "0x10",
  "\"type\"", "\"player\"", "\"roll\"", "\"end_turn\"", "\"version\": 3", "[[[[", "]]]]",
  "{\"type\": \"play_card\", \"player\": 0, \"card\": \"spy\"}",
};

static void
mutate (HeraldRng *rng,
        GString   *s)
{
  guint kind = herald_rng_range (rng, 8);
  gsize pos = s->len > 0 ? herald_rng_range (rng, s->len) : 0;
  gsize n = herald_rng_range (rng, 80) + 1;  /* not inside MIN (): it evaluates twice */

  switch (kind)
    {
    case 0: /* one bit */
      if (s->len > 0)
        s->str[pos] ^= 1u << herald_rng_range (rng, 8);
      break;
    case 1: /* one byte */
      if (s->len > 0)
        s->str[pos] = herald_rng_range (rng, 256);
      break;
    case 2: /* the next digit, which stays valid JSON and often a valid save */
      while (pos < s->len && !g_ascii_isdigit (s->str[pos]))
        pos++;
      if (pos < s->len)
        s->str[pos] = '0' + herald_rng_range (rng, 10);
      break;
    case 3: /* a range out */
      g_string_erase (s, pos, MIN (s->len - pos, n / 2));
      break;
    case 4: /* a token in */
      g_string_insert (s, pos, splice_tokens[herald_rng_range (rng,
                                                              G_N_ELEMENTS (splice_tokens))]);
      break;
    case 5: /* a range repeated */
    case 6:
      {
        gsize at = herald_rng_range (rng, s->len + 1);
        g_autofree char *piece = NULL;

        n = MIN (s->len - pos, n);
        piece = g_strndup (s->str + pos, n);
        g_string_insert_len (s, at, piece, n);
        break;
      }
    default: /* a line out: a whole member or action */
      {
        gsize start = pos, end = pos;

        while (start > 0 && s->str[start - 1] != '\n')
          start--;
        while (end < s->len && s->str[end] != '\n')
          end++;
        g_string_erase (s, start, end - start);
        break;
      }
    }
}

static void
test_byte_flips (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (424242);
  guint n = light (g_test_quick () ? 4000 : 12000);
  guint loaded = 0, invalid = 0, forbidden = 0, version = 0, unstable = 0, bad_utf8 = 0;
  gsize lengths[2];
  char *texts[2] = { NULL, NULL };
  g_autofree char *first_unstable = NULL;
  g_autofree char *first_bad_utf8 = NULL;

  texts[0] = real_save (11, 60, &lengths[0]);
  texts[1] = real_save (12, 60, &lengths[1]);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) s = g_string_new_len (texts[i % 2], lengths[i % 2]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;
      guint n_mutations = 1 + herald_rng_range (rng, 3);

      for (guint m = 0; m < n_mutations; m++)
        mutate (rng, s);
      game = load_any (s->str, s->len, &error);
      if (game != NULL)
        {
          g_autofree char *why = NULL;

          loaded++;
          if (!round_trip_is_stable (game, &why))
            {
              unstable++;
              if (first_unstable == NULL)
                first_unstable = g_strdup_printf ("%s (input: \"%.200s\")", why, s->str);
            }
          continue;
        }
      if (!g_utf8_validate (error->message, -1, NULL) && bad_utf8++ == 0)
        first_bad_utf8 = g_strdup (error->message);
      if (error->code == HERALD_GAME_ERROR_INVALID)
        invalid++;
      else if (error->code == HERALD_GAME_ERROR_FORBIDDEN)
        forbidden++;
      else
        version++;
    }
  g_test_message ("%u mutated saves: %u loaded, %u invalid, %u forbidden, %u version", n, loaded,
                  invalid, forbidden, version);
  g_assert_cmpuint (loaded, >, 0);
  g_assert_cmpuint (invalid, >, 0);
  g_assert_cmpuint (forbidden, >, 0);
  if (unstable > 0)
    engine_bug ("%u mutated saves load but do not round-trip; the first: %s", unstable,
               first_unstable);
  if (bad_utf8 > 0)
    engine_bug ("%u error messages are not valid UTF-8; the first: \"%s\"", bad_utf8,
               first_bad_utf8);
  g_free (texts[0]);
  g_free (texts[1]);
}

static void
test_nesting (void)
{
  const guint n = 100000;
  g_autoptr(GString) arrays = g_string_sized_new (2 * n);
  g_autoptr(GString) objects = g_string_sized_new (6 * n);
  g_autofree char *in_string = NULL;
  g_autoptr(GString) deep = NULL;
  g_autofree char *base = doc_with (NULL, NULL, NULL, NULL);

  for (guint i = 0; i < n; i++)
    g_string_append_c (arrays, '[');
  for (guint i = 0; i < n; i++)
    g_string_append_c (arrays, ']');
  for (guint i = 0; i < n; i++)
    g_string_append (objects, "{\"a\":");
  g_string_append (objects, "1");
  for (guint i = 0; i < n; i++)
    g_string_append_c (objects, '}');

  assert_refused (arrays->str, arrays->len, HERALD_GAME_ERROR_INVALID, "32 levels");
  assert_refused (objects->str, objects->len, HERALD_GAME_ERROR_INVALID, "32 levels");
  /* unbalanced: only opening brackets */
  assert_refused (arrays->str, n, HERALD_GAME_ERROR_INVALID, "32 levels");

  /* brackets inside strings do not nest */
  in_string = doc_with ("zzz", "'[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\\'", NULL, NULL);
  g_assert_nonnull (strstr (in_string, "[[[[\\\\"));
  {
    g_autoptr(HeraldGame) game = load_any (in_string, strlen (in_string), NULL);

    g_assert_nonnull (game);
  }

  /* exactly 32 levels load, 33 do not: the root object is level 1 */
  deep = g_string_new (base);
  g_assert_cmpint (deep->str[deep->len - 1], ==, '}');
  g_string_truncate (deep, deep->len - 1);
  g_string_append (deep, ", \"zzz\": ");
  for (guint i = 0; i < HERALD_SAVE_MAX_DEPTH - 1; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < HERALD_SAVE_MAX_DEPTH - 1; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  {
    g_autoptr(HeraldGame) game = load_any (deep->str, deep->len, NULL);

    g_assert_nonnull (game);
  }
  g_string_insert_c (deep, deep->len - 1 - (HERALD_SAVE_MAX_DEPTH - 1), '[');
  g_string_insert_c (deep, deep->len - 1, ']');
  assert_refused (deep->str, deep->len, HERALD_GAME_ERROR_INVALID, "32 levels");
}

/* json-glib 1.6 also reads C comments and single-quoted strings. A '"' inside either must not
 * make the nesting check lose track of what is a string: runs in a subprocess because the
 * bug this guards against is a stack overflow. */
static const char *nesting_tricks[] = {
  "/*\"*/", "['\"',", "{'\"': ", "/*\"*/ /*\"*/ /*\"*/",
};

static void
test_nesting_comments (void)
{
  g_autoptr(GString) crashed = g_string_new (NULL);

  if (g_test_subprocess ())
    {
      guint which = atoi (g_getenv ("HERALD_TEST_TRICK"));
      g_autoptr(GString) s = g_string_new (nesting_tricks[which]);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;

      for (guint i = 0; i < 300000; i++)
        g_string_append_c (s, '[');
      game = herald_save_load_data (s->str, s->len, &error);
      g_assert_null (game);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (nesting_tricks); i++)
    {
      g_autofree char *which = g_strdup_printf ("%u", i);

      g_setenv ("HERALD_TEST_TRICK", which, TRUE);
      g_test_trap_subprocess (NULL, 30 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      if (!g_test_trap_has_passed ())
        g_string_append_printf (crashed, "%s<%s>", crashed->len ? ", " : "", nesting_tricks[i]);
    }
  g_unsetenv ("HERALD_TEST_TRICK");
  if (crashed->len > 0)
    engine_bug ("%s followed by 300000 '[' crash the loader: the nesting check takes a '\"' "
               "inside a comment or a single-quoted string for the start of a string, and "
               "json-glib then recurses until the stack overflows", crashed->str);
}

static void
test_size_limit (void)
{
  gsize length;
  g_autofree char *text = real_save (21, 40, &length);
  g_autoptr(GString) big = g_string_new_len (text, length);

  /* whitespace up to exactly 16 MiB still loads */
  g_string_set_size (big, HERALD_SAVE_MAX_SIZE);
  memset (big->str + length, ' ', HERALD_SAVE_MAX_SIZE - length);
  {
    g_autoptr(HeraldGame) game = load_any (big->str, big->len, NULL);

    g_assert_nonnull (game);
  }
  g_string_append_c (big, ' ');
  /* the reason, not "not a Herald game": Herald may have written it (breaker 12, R-1) */
  assert_refused (big->str, big->len, HERALD_GAME_ERROR_INVALID,
                  "larger than 16 MiB, more than a saved game can be");
}

/* herald_save_load_stream() (herald-cli's standard input): the text of a stream loads as the
 * same text given whole, up to exactly 16 MiB; one byte more is refused for its size, and a
 * stream's refusal is the text's own */
static void
test_stream (void)
{
  gsize length;
  g_autofree char *text = real_save (22, 40, &length);
  g_autoptr(GString) big = g_string_new_len (text, length);

  {
    g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (text, length, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) from_stream = herald_save_load_stream (stream, NULL, &error);
    g_autoptr(HeraldGame) from_data = herald_save_load_data (text, length, NULL);
    g_autofree char *a = NULL, *b = NULL;

    g_assert_no_error (error);
    g_assert_nonnull (from_stream);
    a = herald_save_to_data (from_stream, NULL);
    b = herald_save_to_data (from_data, NULL);
    g_assert_cmpstr (a, ==, b);
  }

  g_string_set_size (big, HERALD_SAVE_MAX_SIZE);
  memset (big->str + length, ' ', HERALD_SAVE_MAX_SIZE - length);
  for (guint extra = 0; extra < 2; extra++)
    {
      g_autoptr(GInputStream) stream = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;

      if (extra)
        g_string_append_c (big, ' ');
      stream = g_memory_input_stream_new_from_data (big->str, big->len, NULL);
      game = herald_save_load_stream (stream, NULL, &error);
      if (!extra)
        {
          g_assert_no_error (error);
          g_assert_nonnull (game);
        }
      else
        {
          g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
          g_assert_nonnull (strstr (error->message, "16 MiB"));
        }
    }

  {
    static const char bad[] = "{\"format\": \"herald-game\", \"version\": 3, \"rules\": 7}";
    g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_data (bad, sizeof bad - 1, NULL);
    g_autoptr(GError) error = NULL;
    g_autoptr(GError) direct = NULL;

    g_assert_null (herald_save_load_stream (stream, NULL, &error));
    g_assert_null (herald_save_load_data (bad, sizeof bad - 1, &direct));
    g_assert_cmpstr (error->message, ==, direct->message);
  }
}

/* herald_save_load_file() must not read more than the limit: a stream that never ends (or a
 * huge file) is refused for its size, not after filling the memory. Runs in a subprocess
 * with 1 GiB of address space. */
static void
test_file_size_limit (void)
{
  if (g_test_subprocess ())
    {
      struct rlimit limit = { 1024 * 1024 * 1024, 1024 * 1024 * 1024 };
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) game = NULL;

      g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);
      game = herald_save_load_file ("/dev/zero", &error);
      g_assert_null (game);
      g_printerr ("%s\n", error->message);
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      return;
    }
#if defined(__SANITIZE_ADDRESS__)
  g_test_skip ("AddressSanitizer needs more address space than the limit");
  return;
#endif
  if (!g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("no /dev/zero");
      return;
    }
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  if (!g_test_trap_has_passed ())
    engine_bug ("herald_save_load_file() reads the whole file before it checks the 16 MiB "
               "limit: /dev/zero gives \"%s\"", g_test_trap_reached_timeout () ? "a hang" :
               "the memory exhausted");
}

/* herald_save_load_file() looks at what it opened, not at the name before opening it: a file
 * that is a game one moment and a FIFO the next (another program renaming them into place) is
 * loaded or refused, never waited on. On main at afb143e the file was checked with stat ()
 * and then opened by name: a FIFO put there in between made the load wait for ever (found by
 * a breaker). The child swaps a game and a FIFO under one name while the test loads it for two
 * seconds; killed after 20 s if a load waits. */
typedef struct
{
  const char *path;
  const char *regular;
  const char *fifo;
  gint        stop;
} Swapper;

static gpointer
swap_thread (gpointer data)
{
  Swapper *swapper = data;

  while (!g_atomic_int_get (&swapper->stop))
    {
      g_rename (swapper->regular, swapper->path);
      g_rename (swapper->path, swapper->regular);
      g_rename (swapper->fifo, swapper->path);
      g_rename (swapper->path, swapper->fifo);
    }
  return NULL;
}

static void
test_file_swapped (void)
{
  if (g_test_subprocess ())
    {
      const char *dir = g_getenv ("HERALD_TEST_DIR");
      g_autofree char *path = g_build_filename (dir, "game.json", NULL);
      g_autofree char *regular = g_build_filename (dir, "regular.json", NULL);
      g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
      Swapper swapper = { path, regular, fifo, 0 };
      GThread *thread;
      gint64 end = g_get_monotonic_time () + 2 * G_USEC_PER_SEC;
      guint loaded = 0, refused = 0;

      thread = g_thread_new ("swap", swap_thread, &swapper);
      while (g_get_monotonic_time () < end)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(HeraldGame) game = herald_save_load_file (path, &error);

          if (game != NULL)
            loaded++;
          else
            {
              g_assert_true (error->domain == G_FILE_ERROR || error->domain == HERALD_GAME_ERROR);
              refused++;
            }
        }
      g_atomic_int_set (&swapper.stop, 1);
      g_thread_join (thread);
      g_test_message ("%u loads, %u refused", loaded, refused);
      return;
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *dir = g_dir_make_tmp ("herald-swap-XXXXXX", &error);
      g_autofree char *regular = NULL;
      g_autofree char *fifo = NULL;
      g_autofree char *path = NULL;
      g_autoptr(HeraldGame) game = play_game (7, FALSE, 10, 40);
      g_autofree char *text = herald_save_to_data (game, NULL);

      g_assert_no_error (error);
      regular = g_build_filename (dir, "regular.json", NULL);
      fifo = g_build_filename (dir, "fifo.json", NULL);
      path = g_build_filename (dir, "game.json", NULL);
      g_assert_true (g_file_set_contents (regular, text, -1, NULL));
      g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

      /* each on its own: the game loads, the FIFO is refused at once, a folder is a folder */
      g_assert_null (herald_save_load_file (fifo, &error));
      g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
      g_clear_error (&error);
      g_assert_null (herald_save_load_file (dir, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR);
      g_clear_error (&error);
      g_assert_null (herald_save_load_file (path, &error));
      g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
      g_clear_error (&error);
      g_clear_pointer (&game, herald_game_free);
      game = herald_save_load_file (regular, &error);
      g_assert_no_error (error);
      g_assert_nonnull (game);

      g_setenv ("HERALD_TEST_DIR", dir, TRUE);
      g_test_trap_subprocess (NULL, 20 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      if (g_test_trap_reached_timeout ())
        g_test_fail_printf ("herald_save_load_file() waited on a FIFO put in the place of the game");
      else
        g_test_trap_assert_passed ();
      g_unlink (regular);
      g_unlink (fifo);
      g_unlink (path);
      g_rmdir (dir);
    }
}

/* A name is one line (issue 13: a name with a line break overlapped the charts' labels): the
 * engine refuses a line break, a tab or another control character in a new game's names with
 * a clear message, and a file from before the rule loads with each run of them as one space
 * (docs/save-format.md, players), written back so */
static void
test_name_one_line (void)
{
  static const struct { const char *in, *out; } cleaned[] = {
    { "Anna", "Anna" },
    { " Ben ", " Ben " },             /* no control character: as it was */
    { "Anna\nLena", "Anna Lena" },
    { "Anna\r\n\tLena\n", "Anna Lena" },
    { "Cleo\xe2\x80\xa8" "Dora", "Cleo Dora" },   /* U+2028, the line separator */
    { "\x7f" "Eve\xc2\x85", "Eve" },            /* DEL, U+0085 (NEL) */
    { "\n\t", "\xef\xbf\xbd" },
    { "\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9", "\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9" },  /* ZWJ stays */
    /* breaker report 12, R-9: nothing visible (a combining accent, bidi marks, a zero-width
     * space, no-break spaces) shows as U+FFFD, so that the file loads and the player shows */
    { "\xcc\x81", "\xef\xbf\xbd" },                              /* U+0301 alone */
    { "\xe2\x80\x8f\xe2\x80\x8e", "\xef\xbf\xbd" },                  /* RLM LRM */
    { "\xe2\x80\x8b", "\xef\xbf\xbd" },                              /* U+200B */
    { "\xc2\xa0\xcc\x81\xe2\x81\xa8", "\xef\xbf\xbd" },              /* NBSP, accent, FSI */
    { "e\xcc\x81", "e\xcc\x81" },                                  /* é: a base and its accent */
    /* breaker report 13, R-9: letters and symbols drawn as nothing */
    { "\xe3\x85\xa4", "\xef\xbf\xbd" },                              /* U+3164 HANGUL FILLER */
    { "\xe2\xa0\x80", "\xef\xbf\xbd" },                              /* U+2800 BRAILLE BLANK */
    { "\xe1\x85\x9f\xe1\x85\xa0", "\xef\xbf\xbd" },                  /* U+115F U+1160 */
    { "\xef\xbe\xa0 \xe2\xa0\x80", "\xef\xbf\xbd" },                 /* U+FFA0, space, U+2800 */
    { "\xe2\xa0\x81", "\xe2\xa0\x81" },                              /* U+2801: a braille dot shows */
  };
  HeraldPlayerInfo players[3] = {
    { (char *) "Anna\nLena", HERALD_COLOR_RED },
    { (char *) "Ben", HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_WHITE },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *saved = NULL;
  HeraldRules rules;

  for (guint i = 0; i < G_N_ELEMENTS (cleaned); i++)
    {
      g_autofree char *clean = herald_player_name_clean (cleaned[i].in);

      g_assert_cmpstr (clean, ==, cleaned[i].out);
      g_assert_true (herald_player_name_is_valid (clean));
    }
  g_assert_false (herald_player_name_is_valid ("Anna\nLena"));
  g_assert_false (herald_player_name_is_valid ("Tab\there"));
  g_assert_true (herald_player_name_is_valid ("\xf0\x9f\x91\xa8\xe2\x80\x8d\xf0\x9f\x91\xa9"));
  g_assert_false (herald_player_name_is_valid ("\xcc\x81"));
  g_assert_false (herald_player_name_is_valid ("\xe2\x80\x8f\xe2\x80\x8e"));
  g_assert_false (herald_player_name_is_valid (" \xe2\x80\x8b "));
  g_assert_false (herald_player_name_is_valid ("\xe3\x85\xa4"));
  g_assert_false (herald_player_name_is_valid ("\xe2\xa0\x80"));
  g_assert_true (herald_player_name_is_valid ("\xd9\x85\xd8\xad\xd9\x85\xd8\xaf"));  /* Arabic */

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  game = herald_game_new (&rules, players, 3, NULL, 0, &error);
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "players[0]: a name is one line"));
  g_clear_error (&error);

  /* an older file: loads, the line break a space, and saves so */
  text = doc_with ("players.1.name", "'Ben\\nBenson\\t'", NULL, NULL);
  game = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 1), ==, "Ben Benson");
  saved = herald_save_to_data (game, NULL);
  g_assert_nonnull (strstr (saved, "\"Ben Benson\""));
}

/* Robust report 31: "a" and 63 combining acute accents (a valid name of 64 characters) was
 * drawn as a tower of accents through the whole window: across the header, the dice, the
 * cards and the toasts. A name keeps at most 4 marks on one character: a new game refuses more
 * (its own message), an older or hand-edited file loads with the first 4 and saves so. Real
 * names keep theirs: Vietnamese "ệ" as e, circumflex and dot below. */
static void
test_name_mark_pile (void)
{
  g_autoptr(GString) pile = g_string_new ("a");
  g_autoptr(GString) joined = g_string_new ("a");
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *text = NULL, *saved = NULL, *clean = NULL, *four = NULL;
  HeraldPlayerInfo players[3] = {
    { (char *) "Anna", HERALD_COLOR_RED },
    { NULL, HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_WHITE },
  };
  HeraldRules rules;

  for (guint i = 0; i < 63; i++)
    g_string_append (pile, "\xcc\x81");                    /* U+0301 */
  for (guint i = 0; i < 6; i++)
    g_string_append (joined, "\xcc\x81\xe2\x80\x8d");        /* U+0301, ZWJ */
  four = g_strdup ("a\xcc\x81\xcc\x81\xcc\x81\xcc\x81");
  g_assert_true (herald_player_name_is_valid (four));
  g_assert_true (herald_player_name_is_valid ("Vi\xe1\xbb\x87t"));          /* ệ composed */
  g_assert_true (herald_player_name_is_valid ("Vie\xcc\x82\xcc\xa3t"));     /* e, U+0302, U+0323 */
  g_assert_false (herald_player_name_is_valid (pile->str));
  g_assert_false (herald_player_name_is_valid (joined->str));

  clean = herald_player_name_clean (pile->str);
  g_assert_cmpstr (clean, ==, four);
  g_clear_pointer (&clean, g_free);
  clean = herald_player_name_clean ("Vie\xcc\x82\xcc\xa3t");
  g_assert_cmpstr (clean, ==, "Vie\xcc\x82\xcc\xa3t");

  players[1].name = pile->str;
  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  game = herald_game_new (&rules, players, 3, NULL, 0, &error);
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "players[1]: a name has at most 4 accents on one letter"));
  g_clear_error (&error);

  /* a file with such a name loads with the first four, and saves so */
  {
    g_autoptr(GString) quoted = g_string_new ("'B");

    for (guint i = 0; i < 40; i++)
      g_string_append (quoted, "\\u0301");
    g_string_append (quoted, "en'");
    text = doc_with ("players.1.name", quoted->str, NULL, NULL);
  }
  game = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 1), ==,
                   "B\xcc\x81\xcc\x81\xcc\x81\xcc\x81" "en");
  saved = herald_save_to_data (game, NULL);
  g_clear_pointer (&game, herald_game_free);
  game = herald_save_load_data (saved, strlen (saved), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 1), ==,
                   "B\xcc\x81\xcc\x81\xcc\x81\xcc\x81" "en");
}

/* Breaker report 13, R-10: two players called alike. A new game refuses them in the engine (the
 * New Game dialog did alone); a saved game with them loads as written, since Herald before
 * 1fc4441 (December 2026, breaker report 10, F9) started such games and refusing them would
 * make those games unopenable (docs/save-format.md, players) */
static void
test_names_distinct (void)
{
  HeraldPlayerInfo players[3] = {
    { (char *) "Anna", HERALD_COLOR_RED },
    { (char *) "ANNA ", HERALD_COLOR_BLUE },
    { (char *) "Cleo", HERALD_COLOR_WHITE },
  };
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (1);
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *text = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  game = herald_game_new_shuffled (&rules, players, 3, rng, FALSE, &error);
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "players 0 and 1 are both called"));
  g_clear_error (&error);

  /* a file of an earlier Herald: loads, the names as written */
  text = doc_with ("players.1.name", "'anna'", NULL, NULL);
  game = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 1), ==, "anna");
}

/* Newcomer report 25, N25-1: such a game's sentences tell the two apart by their colours, the
 * engine's refusals included; the names stay as written (the file, `replay`), and a game
 * whose names all differ names its players with the very strings of its names */
static void
test_names_shared_labels (void)
{
  g_autofree char *text = doc_with ("players.2.name", "'anna '", NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);
  g_autoptr(HeraldGame) copy = NULL;
  g_autoptr(HeraldGame) plain = NULL;
  HeraldAction action = { .type = HERALD_ACTION_ROLL, .player = 0 };

  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 2), ==, "anna ");
  g_assert_true (herald_game_player_name_is_shared (game, 0));
  g_assert_false (herald_game_player_name_is_shared (game, 1));
  g_assert_true (herald_game_player_name_is_shared (game, 2));
  g_assert_cmpstr (herald_game_get_player_label (game, 0), ==, "Anna (Red)");
  g_assert_true (herald_game_get_player_label (game, 1) == herald_game_get_player_name (game, 1));
  g_assert_cmpstr (herald_game_get_player_label (game, 2), ==, "anna (White)");
  /* Cleo's seat, 2, is to roll */
  action.roll.red = action.roll.white = 1;
  action.roll.event = HERALD_EVENT_SHIP;
  g_assert_false (herald_game_check (game, &action, &error));
  g_assert_true (g_str_has_prefix (error->message, "it is anna (White)"));
  g_assert_nonnull (strstr (error->message, "turn, not Anna (Red)"));
  g_clear_error (&error);

  copy = herald_game_copy (game);
  g_assert_cmpstr (herald_game_get_player_label (copy, 2), ==, "anna (White)");

  g_free (text);
  text = doc_with (NULL, NULL, NULL, NULL);
  plain = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_false (herald_game_player_name_is_shared (plain, p));
      g_assert_true (herald_game_get_player_label (plain, p) == herald_game_get_player_name (plain, p));
    }
}

static void
test_not_utf8 (void)
{
  g_autofree char *text = doc_with ("players.0.name", "'Anxxxxxx'", NULL, NULL);
  g_autoptr(GString) s = g_string_new (text);
  char *e = strstr (s->str, "Anxxxxxx");

  g_assert_nonnull (e);
  memcpy (e, "An\xe9\xe9\xe9\xe9\xe9\xe9", 8);  /* Latin-1, not UTF-8 */
  assert_refused (s->str, s->len, HERALD_GAME_ERROR_INVALID, "UTF-8");
  assert_refused ("", 0, HERALD_GAME_ERROR_INVALID, NULL);
  assert_refused ("{\"format\": \"herald-game\"\0}", 26, HERALD_GAME_ERROR_INVALID, NULL);
  assert_refused ("[]", 2, HERALD_GAME_ERROR_INVALID, "object");
  assert_refused ("\"herald-game\"", -1, HERALD_GAME_ERROR_INVALID, "object");
}

static void
test_regressions (void)
{
  const char *scenarios = g_getenv ("HERALD_SCENARIO_DIR");
  g_autofree char *dir_path = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GString) failed = g_string_new (NULL);
  const char *name;

  if (scenarios == NULL)
    {
      g_test_skip ("HERALD_SCENARIO_DIR is not set");
      return;
    }
  dir_path = g_build_filename (scenarios, "..", "fuzz", "regressions", NULL);

  if (g_test_subprocess ())
    {
      const char *file = g_getenv ("HERALD_TEST_REGRESSION");
      g_autofree char *path = g_build_filename (dir_path, file, NULL);
      g_autofree char *text = NULL;
      g_autoptr(HeraldGame) game = NULL;
      g_autofree char *why = NULL;
      gsize length;

      text = file_text (path, &length);
      game = load_any (text, length, NULL);
      if (game != NULL && !round_trip_is_stable (game, &why))
        {
          g_printerr ("%s\n", why);
          exit (3);
        }
      return;
    }

  dir = g_dir_open (dir_path, 0, NULL);
  if (dir == NULL)
    {
      g_test_skip ("no tests/fuzz/regressions");
      return;
    }
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.' && strcmp (name, "README.md") != 0)
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  /* one subprocess per file: a crash names its file and the other files still run */
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);

      g_setenv ("HERALD_TEST_REGRESSION", file, TRUE);
      g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      if (g_test_trap_has_passed ())
        g_test_message ("%s: no crash", file);
      else
        g_string_append_printf (failed, "%s%s%s", failed->len ? ", " : "", file,
                                g_test_trap_reached_timeout () ? " (hangs)" : "");
    }
  g_unsetenv ("HERALD_TEST_REGRESSION");
  if (failed->len > 0)
    engine_bug ("in tests/fuzz/regressions, these still crash the loader or do not round-trip: "
               "%s", failed->str);
  g_test_message ("%u regression files", names->len);
}


int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/save/load/truncated", test_truncation);
  g_test_add_func ("/herald/save/load/byte-flips", test_byte_flips);
  g_test_add_func ("/herald/save/load/nesting", test_nesting);
  g_test_add_func ("/herald/save/load/nesting-comments", test_nesting_comments);
  g_test_add_func ("/herald/save/load/size-limit", test_size_limit);
  g_test_add_func ("/herald/save/load/file-size-limit", test_file_size_limit);
  g_test_add_func ("/herald/save/load/stream", test_stream);
  g_test_add_func ("/herald/save/load/file-swapped", test_file_swapped);
  g_test_add_func ("/herald/save/load/not-utf8", test_not_utf8);
  g_test_add_func ("/herald/save/load/name-one-line", test_name_one_line);
  g_test_add_func ("/herald/save/load/name-mark-pile", test_name_mark_pile);
  g_test_add_func ("/herald/save/load/names-distinct", test_names_distinct);
  g_test_add_func ("/herald/save/load/names-shared-labels", test_names_shared_labels);
  g_test_add_func ("/herald/save/load/regressions", test_regressions);

  return g_test_run ();
}
