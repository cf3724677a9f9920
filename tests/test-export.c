/* test-export.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The exporters of the game-over page, headless: the CSV is read back by Python's csv module,
 * the JSON loads as the same game, the PDF is one page that pdftoppm renders. */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "herald-session-export.h"
#include "herald-history-item.h"
#include "herald-history-list.h"
#include "herald-session-game-file.h"
#include "herald-test-utils.h"

/* a name with a comma and quotes: CSV must quote it; a name with a line break, from a file
 * written before names were one line, loads as "Ben Benson" (docs/save-format.md) */
static const char *game_text =
  "{\"format\": \"herald-game\", \"version\": 2,"
  " \"rules\": {\"victory_points\": 4, \"progress_cards\": \"physical\"},"
  " \"players\": [{\"name\": \"Anna, \\\"the Bold\\\"\", \"color\": \"red\"},"
  "  {\"name\": \"Ben\\nBenson\", \"color\": \"blue\"}, {\"name\": \"Cleo\", \"color\": \"white\"}],"
  " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6},"
  "  {\"type\": \"end_turn\"},"
  "  {\"type\": \"roll\", \"event\": \"ship\", \"red\": 2, \"white\": 2},"
  "  {\"type\": \"build_settlement\", \"player\": 1}],"
  " \"times\": [1796412600, 1796412660, 1796412700, null]}";

static HeraldGame *
load (void)
{
  g_autoptr(GError) error = NULL;
  HeraldGame *game = herald_save_load_data (game_text, strlen (game_text), &error);

  g_assert_no_error (error);
  return game;
}

static char *
run (const char * const *argv,
     int                *status)
{
  g_autoptr(GError) error = NULL;
  char *out = NULL;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, status, &error);
  g_assert_no_error (error);
  return out;
}

static const char *
python (void)
{
  return g_file_test ("/usr/bin/python3", G_FILE_TEST_IS_EXECUTABLE) ? "/usr/bin/python3"
                                                                       : "python3";
}

/* The text pdftotext reads in @game's one-page summary, exported to a throw-away folder
 * (removed after); %NULL, the test skipped, where pdftotext is not installed */
static char *
pdf_text (HeraldGame *game)
{
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  char *out;
  int status;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed (apt: poppler-utils)");
      return NULL;
    }
  dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  path = g_build_filename (dir, "summary.pdf", NULL);
  g_assert_true (herald_export_write (game, "pdf", path, &error));
  g_assert_no_error (error);
  {
    const char *argv[] = { "pdftotext", "-enc", "UTF-8", path, "-", NULL };

    out = run (argv, &status);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_unlink (path);
  g_rmdir (dir);
  return out;
}

/* The CSV: its columns, quoted fields, the players' points and what each step caused (tester
 * report 34, N34-5: an attack and the cities lost were missing); with a soft hyphen in a name,
 * as the catalogues put in words, left out (N34-6) */
static void
test_csv (void)
{
  g_autoptr(GString) text = g_string_new (game_text);
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "log.csv", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  int status;
  /* the rows as Python's csv module reads them: count, columns of each, chosen cells */
  const char *script =
    "import csv, sys\n"
    "rows = list(csv.reader(open(sys.argv[1], newline='', encoding='utf-8')))\n"
    "print(len(rows)); print(set(len(r) for r in rows))\n"
    "print(repr(rows[0][9])); print(repr(rows[0][10])); print(repr(rows[0][11:]))\n"
    "print(rows[1][1]); print(rows[1][3]); print(rows[1][4], rows[1][5], rows[1][6], rows[1][7])\n"
    "print(rows[2][3]); print(rows[4][1] == ''); print(rows[4][9:])\n"
    "print(repr(rows[1][12])); print(repr(rows[3][12]))\n";
  const char *argv[] = { python (), "-c", script, path, NULL };

  g_string_replace (text, "\"Cleo\"", "\"Cle\\u00ADo\"", 1);
  game = herald_save_load_data (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 2), ==, "Cle\u00ADo");
  g_assert_true (herald_export_write (game, "csv", path, &error));
  g_assert_no_error (error);
  out = run (argv, &status);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_cmpstr (out, ==,
                   "5\n"
                   "{13}\n"
                   "'Anna, \"the Bold\"'\n"
                   "'Ben Benson'\n"
                   "['Cleo', 'outcomes']\n"
                   "2026-12-04T19:30:00Z\n"
                   "Anna, \"the Bold\"\n"
                   "roll 1 6 trade\n"
                   "Anna, \"the Bold\"\n"
                   "True\n"
                   "['3', '4', '3', 'Ben Benson wins the game!']\n"
                   "'A 7: whoever holds more than 7 cards discards half; the robber stays until the first attack'\n"
                   "'The barbarian ship advances to space 1'\n");
  g_unlink (path);
  g_rmdir (dir);
}

/* A name a spreadsheet would take for a formula ("=1+2") is written with a leading apostrophe
 * wherever it stands (a breaker saw it written as it was) */
static void
test_csv_formula (void)
{
  g_autofree char *text = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "log.csv", NULL);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  {
    g_auto(GStrv) parts = g_strsplit (game_text, "Ben\\nBenson", 2);

    text = g_strjoinv ("=1+2", parts);
  }
  game = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_true (herald_export_write (game, "csv", path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &csv, NULL, NULL));
  g_assert_nonnull (strstr (csv, "'=1+2"));
  lines = g_strsplit (csv, "\r\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);

      for (guint f = 0; fields[f] != NULL; f++)
        g_assert_false (fields[f][0] == '=');
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_json (void)
{
  g_autoptr(HeraldGame) game = load ();
  g_autofree char *text = herald_export_json (game);
  g_autoptr(HeraldGame) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  again = herald_save_load_data (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (again), ==, 4);
  g_assert_cmpint (herald_game_get_state (again)->winner, ==, 1);
}

/* Names with right-to-left text in the summary (breaker report 13, R-5): a U+202E RIGHT-TO-LEFT
 * OVERRIDE in Anna's name mirrored the rest of her line ("stniop 6"), and an Arabic winner's
 * name laid the title out right to left ("!Wins …"). pdftotext gives each line's glyphs in
 * the order they are drawn. */
static void
test_pdf_bidi_names (void)
{
  g_autofree char *text = g_strdup (game_text);
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) names = g_string_new (text);

  g_string_replace (names, "Anna, \\\"the Bold\\\"", "\u202eZalgo", 1);
  g_string_replace (names, "Ben\\nBenson", "\u0645\u062d\u0645\u062f", 1);
  game = herald_save_load_data (names->str, names->len, &error);
  g_assert_no_error (error);
  out = pdf_text (game);
  if (out == NULL)
    return;
  /* every line of the final scores reads left to right after its name: "NAME: 3 victory
   * points · Defender 0 · …" (the override mirrors the name alone: "oglaZ") */
  g_assert_null (strstr (out, "stniop"));
  {
    g_autoptr(GRegex) line = g_regex_new ("^[^:\\n]+: \\d+ victory points? \u00b7 Defender \\d+ \u00b7 cities lost \\d+ \u00b7 progress cards",
                                          G_REGEX_MULTILINE, 0, NULL);
    g_autoptr(GMatchInfo) match = NULL;
    guint lines = 0;

    for (g_regex_match (line, out, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
      lines++;
    g_assert_cmpuint (lines, ==, 3);
  }
  /* the title begins with the winner's name and ends with "Wins!" */
  g_assert_true (g_regex_match_simple ("\\S.*Wins!$", out, G_REGEX_MULTILINE, 0));
  g_assert_false (g_regex_match_simple ("^!Wins", out, G_REGEX_MULTILINE, 0));
  /* the day it was played in the words of the language shown ("Dec 2, 2026" in English), not
   * LC_TIME's "%x" ("12/02/26" in the C locale) */
  g_assert_true (g_regex_match_simple ("^Played on [A-Z][a-z]{2} \\d{1,2}, \\d{4} ", out, G_REGEX_MULTILINE, 0));
}

/* A 64-letter name without a space under a bar of the Sevens per Player chart, and at the end
 * of its line in the points chart, ends in "…" within its room (breaker report 13, R-11: it
 * ran across the other names and the chart beside) */
static void
test_pdf_long_name (void)
{
  g_autoptr(GString) text = g_string_new (game_text);
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "summary.pdf", NULL);
  g_autofree char *pdftotext = g_find_program_in_path ("pdftotext");
  g_autofree char *out = NULL;
  g_autofree char *long_name = g_strnfill (64, 'W');
  g_autoptr(GError) error = NULL;
  int status;

  if (pdftotext == NULL)
    {
      g_test_skip ("pdftotext is not installed (apt: poppler-utils)");
      return;
    }
  g_string_replace (text, "\"Cleo\"", "\"WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW\"", 1);
  game = herald_save_load_data (text->str, text->len, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_get_player_name (game, 2), ==, long_name);
  g_assert_true (herald_export_write (game, "pdf", path, &error));
  g_assert_no_error (error);
  {
    const char *argv[] = { "pdftotext", "-bbox", "-enc", "UTF-8", path, "-", NULL };

    out = run (argv, &status);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  /* the two charts' names (the whole name is in the PDF's text, its glyphs end in "…"): each
   * within the page's margin (553 pt) and narrower than a chart's column */
  {
    g_autoptr(GRegex) word = g_regex_new ("<word xMin=\"([0-9.]+)\" yMin=\"[0-9.]+\" xMax=\"([0-9.]+)\""
                                          "[^>]*>W{64}</word>", 0, 0, NULL);
    g_autoptr(GMatchInfo) match = NULL;
    guint n = 0;

    for (g_regex_match (word, out, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
      {
        g_autofree char *x0 = g_match_info_fetch (match, 1);
        g_autofree char *x1 = g_match_info_fetch (match, 2);

        g_assert_cmpfloat (g_ascii_strtod (x1, NULL), <=, 553.5);
        g_assert_cmpfloat (g_ascii_strtod (x1, NULL) - g_ascii_strtod (x0, NULL), <=, 200);
        n++;
      }
    g_assert_cmpuint (n, ==, 2);
  }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_pdf (void)
{
  g_autoptr(HeraldGame) game = load ();
  g_autofree char *dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "summary.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "page", NULL);
  g_autofree char *png1 = g_build_filename (dir, "page-1.png", NULL);
  g_autofree char *png2 = g_build_filename (dir, "page-2.png", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *pdftoppm = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  g_assert_true (herald_export_write (game, "pdf", path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  pdftoppm = g_find_program_in_path ("pdftoppm");
  if (pdftoppm == NULL)
    g_test_message ("pdftoppm is not installed (apt: poppler-utils): the PDF is not rendered");
  else
    {
      const char *argv[] = { "pdftoppm", "-png", "-r", "40", path, png, NULL };
      g_autofree char *out = NULL;
      int status;

      out = run (argv, &status);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      /* one page exactly */
      g_assert_true (g_file_test (png1, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (png2, G_FILE_TEST_EXISTS));
      g_unlink (png1);
    }

  /* a folder that does not exist: an error, no crash */
  {
    g_autofree char *bad = g_build_filename (dir, "missing", "summary.pdf", NULL);
    g_autoptr(GError) bad_error = NULL;

    g_assert_false (herald_export_write (game, "pdf", bad, &bad_error));
    g_assert_nonnull (bad_error);
  }
  g_unlink (path);
  g_rmdir (dir);
}

/* An export never replaces a game open in Herald (newcomer report 19, N19-1): the game file
 * exported over another Herald's game replaced it, and that game was lost. Each format is
 * refused over a locked game, which is left as it was; over the same file unlocked (its lock
 * file still there) or over any other file, the export is written. */
static void
test_not_over_open_game (void)
{
  g_autoptr(HeraldGame) game = load ();
  g_autofree char *dir = g_dir_make_tmp ("herald-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "open-game.json", NULL);
  static const char kept[] = "{\"format\": \"herald-game\", \"the\": \"game open elsewhere\"}";
  static const char * const formats[] = { "json", "csv", "pdf" };
  HeraldGameFile *file = herald_game_file_new (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, kept, -1, NULL));
  g_assert_true (herald_game_file_lock (file, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *text = NULL;

      g_assert_false (herald_export_write (game, formats[i], path, &error));
      g_assert_error (error, HERALD_STORE_ERROR, HERALD_STORE_ERROR_LOCKED);
      g_test_message ("%s: %s", formats[i], error->message);
      g_assert_nonnull (strstr (error->message, "open-game.json is a game open in Herald"));
      g_clear_error (&error);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      g_assert_cmpstr (text, ==, kept);
    }

  /* the game closed: its lock file stays, and no longer stops an export */
  herald_game_file_unlock (file);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_assert_true (herald_export_write (game, formats[i], path, &error));
      g_assert_no_error (error);
    }
  herald_game_file_free (file);
}

/* Tester report 30, N30-14: a game entered in progress (round 2, its deck arranged first)
 * says under its points chart where the points begin, as the game-over page does */
static void
test_pdf_entered_in_progress (void)
{
  g_autoptr(HeraldGame) game = NULL;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;

  game = herald_save_load_data (herald_test_entered_game, strlen (herald_test_entered_game), &error);
  g_assert_no_error (error);
  out = pdf_text (game);
  if (out == NULL)
    return;
  g_assert_nonnull (strstr (out, "From round 2: the game was entered in progress"));
}

/* Tester report 36, N36-5: the history and the CSV said "Anna improved Trade" for every
 * level, where the step's toast named the building; they name it too, at the level the engine
 * had the player at after the step (a correction of the level in between counts) */
static void
test_improvement_levels (void)
{
  static const char *text =
    "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {},"
    " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"},"
    "  {\"name\": \"Cleo\", \"color\": \"white\"}],"
    " \"start\": {\"round\": 3, \"current\": 0, \"players\": ["
    "   {\"cities\": 2, \"improvements\": {\"trade\": 1}}, {\"cities\": 1}, {\"cities\": 1}]},"
    " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 4},"
    "  {\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"},"
    "  {\"type\": \"improve_city\", \"player\": 0, \"track\": \"science\"},"
    "  {\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"},"
    "  {\"type\": \"correct\", \"player\": 0, \"improvements\": {\"trade\": 1}},"
    "  {\"type\": \"improve_city\", \"player\": 0, \"track\": \"trade\"}]}";
  static const struct { guint index; const char *said; } rows[] = {
    { 1, "Anna built the Trading House (Trade level 2)" },
    { 2, "Anna built the Abbey (Science level 1)" },
    { 3, "Anna built the Merchant Guild (Trade level 3)" },
    { 5, "Anna built the Trading House (Trade level 2)" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);
  g_autoptr(HeraldHistoryList) history = herald_history_list_new ();
  g_autofree char *csv = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 6);
  csv = herald_export_csv (game);
  herald_history_list_update (history, game, TRUE, 0);
  g_assert_null (strstr (csv, "improved"));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr(HeraldHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (history), rows[i].index);
      g_autofree char *cell = g_strdup_printf (",%s,", rows[i].said);

      g_assert_cmpuint (herald_game_get_level_after (game, rows[i].index), ==, i == 1 ? 1 : i == 2 ? 3 : 2);
      g_assert_cmpstr (herald_history_item_get_text (item), ==, rows[i].said);
      g_assert_nonnull (strstr (csv, cell));
    }
  g_assert_cmpuint (herald_game_get_level_after (game, 0), ==, 0);
  g_assert_cmpuint (herald_game_get_level_after (game, 6), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/export/csv", test_csv);
  g_test_add_func ("/herald/export/csv-formula", test_csv_formula);
  g_test_add_func ("/herald/export/json", test_json);
  g_test_add_func ("/herald/export/pdf", test_pdf);
  g_test_add_func ("/herald/export/pdf-bidi-names", test_pdf_bidi_names);
  g_test_add_func ("/herald/export/pdf-long-name", test_pdf_long_name);
  g_test_add_func ("/herald/export/pdf-entered-in-progress", test_pdf_entered_in_progress);
  g_test_add_func ("/herald/export/not-over-open-game", test_not_over_open_game);
  g_test_add_func ("/herald/export/improvement-levels", test_improvement_levels);

  return g_test_run ();
}
