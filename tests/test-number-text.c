/* test-number-text.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A number with a fraction as Herald shows it (src/session/herald-number-text.c): with the
 * decimal separator of the language the text is in. On main at de27f96 the figures were
 * printf's %.1f, whose separator is LC_NUMERIC's: with LANGUAGE=it and LANG=C.UTF-8 (as the
 * README runs Herald) the statistics said "Dadi equi: 7.2" (newcomer report 15, N15-18). */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "herald-number-text.h"
#include "herald-test-utils.h"

static void
check (double      value,
       guint       decimals,
       const char *expected)
{
  g_autofree char *text = herald_number_text (value, decimals);

  g_assert_cmpstr (text, ==, expected);
}

/* untranslated: the point, as "%.*f" writes it in the C locale */
static void
test_english (void)
{
  check (7.2, 1, "7.2");
  check (7.25, 2, "7.25");
  check (18.0, 0, "18");
  check (0.3333, 1, "0.3");
  check (1234.56, 1, "1234.6");
  /* no "-0.0" for a value that rounds to nothing */
  check (-0.01, 1, "0.0");
  check (-1.5, 1, "-1.5");
  check (0.0 / 0.0, 1, "0.0");
}

/* The day a game was played (the PDF summary's "Played on …"): in the language's order, not
 * LC_TIME's. The PDF had "%x": "12/02/26" in the C locale, whatever the language. */
static void
check_date (const char *expected)
{
  g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
  g_autoptr(GDateTime) when = g_date_time_new (tz, 2026, 12, 2, 19, 30, 0);
  g_autofree char *text = herald_date_text (when);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_english_date (void)
{
  check_date ("Dec 2, 2026");
}

/* in each of Herald's languages, from the build's catalogues, under LANG=C.UTF-8 (whose
 * LC_NUMERIC has the point): a comma */
static void
test_languages (void)
{
  static const char * const languages[] = { "it", "de", "da", "ro" };

  if (g_getenv ("HERALD_TEST_LOCALEDIR") == NULL)
    {
      g_test_skip ("the build's catalogues are not given (HERALD_TEST_LOCALEDIR)");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/herald/number-text/languages/subprocess/%s",
                                               languages[i]);

      g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
    }
}

static void
in_language (const char *language)
{
  herald_test_use_catalogues (language);
}

static void
test_language_subprocess (gconstpointer data)
{
  g_autofree char *printed = NULL;

  in_language (data);
  /* printf's own separator stays LC_NUMERIC's: the point (the files Herald writes keep it) */
  printed = g_strdup_printf ("%.1f", 7.2);
  g_assert_cmpstr (printed, ==, "7.2");
  check (7.2, 1, "7,2");
  check (0.25, 2, "0,25");
  check (18.0, 0, "18");
  check (-3.5, 1, "-3,5");
  /* the day first, in figures; LC_TIME's own order (C: "12/02/26") is not used */
  check_date (g_strcmp0 (data, "it") == 0 ? "2/12/2026" : "2.12.2026");
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/herald/number-text/english", test_english);
  g_test_add_func ("/herald/number-text/english-date", test_english_date);
  g_test_add_func ("/herald/number-text/languages", test_languages);
  g_test_add_data_func ("/herald/number-text/languages/subprocess/it", "it", test_language_subprocess);
  g_test_add_data_func ("/herald/number-text/languages/subprocess/de", "de", test_language_subprocess);
  g_test_add_data_func ("/herald/number-text/languages/subprocess/da", "da", test_language_subprocess);
  g_test_add_data_func ("/herald/number-text/languages/subprocess/ro", "ro", test_language_subprocess);
  return g_test_run ();
}
