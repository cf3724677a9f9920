/* test-records.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Records across games (src/session/herald-session-records.c), headless: names matched without regard
 * to case, only finished games counted, the figures of each game added up exactly. */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "herald-session-private.h"
#include "herald-session-records.h"
#include "herald-statistics.h"
#include "herald-test-files-utils.h"
#include "herald-test-utils.h"

/* Victory at 4 points: the player who builds a settlement after rolling wins. */
#define GAME1 \
  "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {\"victory_points\": 4," \
  " \"progress_cards\": \"physical\"}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  "  {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"start\": {\"players\": [{\"improvements\": {\"science\": 2}}, {}, {}]}," \
  " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6}," \
  "  {\"type\": \"build_settlement\", \"player\": 0}]}"
/* the same people, spelt otherwise; Ben wins */
#define GAME2 \
  "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {\"victory_points\": 4," \
  " \"progress_cards\": \"physical\"}," \
  " \"players\": [{\"name\": \"ben\", \"color\": \"blue\"}, {\"name\": \" ANNA \", \"color\": \"red\"}," \
  "  {\"name\": \"Dario\", \"color\": \"orange\"}]," \
  " \"actions\": [{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 3}," \
  "  {\"type\": \"build_settlement\", \"player\": 0}]}"
/* still being played: not counted */
#define GAME3 \
  "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  "  {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"actions\": [{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}]}"

static HeraldGame *
load (const char *text)
{
  g_autoptr(GError) error = NULL;
  HeraldGame *game = herald_save_load_data (text, strlen (text), &error);

  g_assert_no_error (error);
  return game;
}

static const HeraldRecord *
record (GPtrArray *records,
        guint      i)
{
  g_assert_cmpuint (i, <, records->len);
  return g_ptr_array_index (records, i);
}

static void
check_records (GPtrArray *records)
{
  const HeraldRecord *anna, *ben, *cleo, *dario;

  g_assert_cmpuint (records->len, ==, 4);
  /* one win each for Anna and Ben (two games each), then Cleo and Dario by name */
  anna = record (records, 0);
  ben = record (records, 1);
  cleo = record (records, 2);
  dario = record (records, 3);
  g_assert_cmpint (g_ascii_strcasecmp (anna->name, "Anna"), ==, 0);
  g_assert_cmpint (g_ascii_strcasecmp (ben->name, "Ben"), ==, 0);
  g_assert_cmpint (g_ascii_strcasecmp (cleo->name, "Cleo"), ==, 0);
  g_assert_cmpint (g_ascii_strcasecmp (dario->name, "Dario"), ==, 0);

  g_assert_cmpuint (anna->games, ==, 2);
  g_assert_cmpuint (anna->wins, ==, 1);
  g_assert_cmpuint (anna->points, ==, 4 + 3);
  g_assert_cmpfloat_with_epsilon (herald_record_average_points (anna), 3.5, 1e-9);
  /* Anna rolled once (a 7); fair dice bring 1/6 of a seven in one roll */
  g_assert_cmpuint (anna->sevens, ==, 1);
  g_assert_cmpfloat_with_epsilon (anna->expected_sevens, 1 / 6.0, 1e-9);
  /* science 2 in game 1 (one roll: 1/6 × 3/6), level 0 in game 2 */
  g_assert_cmpfloat_with_epsilon (anna->expected_draws, 3 / 36.0, 1e-9);
  g_assert_cmpuint (anna->draws, ==, 0);

  g_assert_cmpuint (ben->games, ==, 2);
  g_assert_cmpuint (ben->wins, ==, 1);
  g_assert_cmpuint (ben->points, ==, 3 + 4);
  g_assert_cmpuint (ben->sevens, ==, 0);
  g_assert_cmpfloat_with_epsilon (ben->expected_sevens, 1 / 6.0, 1e-9);

  g_assert_cmpuint (cleo->games, ==, 1);
  g_assert_cmpuint (cleo->wins, ==, 0);
  g_assert_cmpuint (cleo->points, ==, 3);
  g_assert_cmpfloat_with_epsilon (cleo->expected_sevens, 0, 1e-9);
  g_assert_cmpuint (dario->games, ==, 1);
  g_assert_cmpuint (dario->defender + dario->cities_lost, ==, 0);
}

static void
test_add_games (void)
{
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(HeraldGame) g1 = load (GAME1);
  g_autoptr(HeraldGame) g2 = load (GAME2);
  g_autoptr(HeraldGame) g3 = load (GAME3);

  g_assert_true (herald_records_add_game (records, g1));
  g_assert_true (herald_records_add_game (records, g2));
  g_assert_false (herald_records_add_game (records, g3));
  herald_records_sort (records);
  check_records (records);
  /* the spelling of the first game added */
  g_assert_cmpstr (record (records, 0)->name, ==, "Anna");
  g_assert_cmpstr (record (records, 1)->name, ==, "Ben");
}

/* from the games folder, as the records window reads it: finished games only, a broken file
 * left out */
static void
test_from_library (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "herald", NULL);
  g_autofree char *games = g_build_filename (folder, "games", NULL);
  g_autoptr(HeraldLibrary) library = NULL;
  g_autoptr(GPtrArray) records = NULL;
  const char *texts[] = { GAME1, GAME2, GAME3, "{\"format\": \"herald-game\", \"version\": 2" };
  guint n_games = 0;

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *name = g_strdup_printf ("2026112%u-200000-000%u.json", i, i);
      g_autofree char *path = g_build_filename (games, name, NULL);

      g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
    }
  library = herald_library_new (folder);
  records = herald_records_from_library (library, &n_games);
  g_assert_cmpuint (n_games, ==, 2);
  check_records (records);
  /* the newest game comes first: the names as the table last wrote them */
  g_assert_cmpstr (record (records, 0)->name, ==, "ANNA");
}

/* GAME1 (the first player wins with 4 points, the others have 3) with the players' names */
static HeraldGame *
load_named (const char *a,
            const char *b,
            const char *c)
{
  g_autofree char *text = g_strdup_printf (
    "{\"format\": \"herald-game\", \"version\": 2, \"rules\": {\"victory_points\": 4,"
    " \"progress_cards\": \"physical\"},"
    " \"players\": [{\"name\": \"%s\", \"color\": \"red\"}, {\"name\": \"%s\", \"color\": \"blue\"},"
    "  {\"name\": \"%s\", \"color\": \"white\"}],"
    " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6},"
    "  {\"type\": \"build_settlement\", \"player\": 0}]}", a, b, c);

  return load (text);
}

/* A player in Records is a name's key (breaker report 14, B14-3): a name with a character that
 * shows nothing (a zero-width space, a right-to-left mark typed before it) is the same player,
 * as the engine counts names equal; and a game counts once per player (B14-4): an older file
 * with one name on two seats is one game of that player, the winning seat's */
static void
test_identity (void)
{
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(HeraldGame) g1 = load_named ("Anna", "Ben", "Cleo");
  g_autoptr(HeraldGame) g2 = load_named ("Ben", "Anna\\u200b", "Cleo");
  g_autoptr(HeraldGame) g3 = load_named ("\\u200fAnna", "Ben\\u00ad", "Cleo");
  g_autoptr(HeraldGame) g4 = load_named ("Cleo", "Anna", "anna ");
  g_autoptr(HeraldGame) g5 = load_named ("Dario", "Anna", "ANNA");
  const HeraldRecord *anna = NULL;

  g_assert_true (herald_player_names_equal ("Anna", "\u200fAnna"));
  g_assert_true (herald_records_add_game (records, g1));
  g_assert_true (herald_records_add_game (records, g2));
  g_assert_true (herald_records_add_game (records, g3));
  herald_records_sort (records);
  /* Anna, Ben, Cleo: three players, not five */
  g_assert_cmpuint (records->len, ==, 3);
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *key = herald_player_name_key (record (records, i)->name);

      if (g_str_equal (key, "anna"))
        anna = record (records, i);
    }
  g_assert_nonnull (anna);
  g_assert_cmpuint (anna->games, ==, 3);
  g_assert_cmpuint (anna->wins, ==, 2);
  g_assert_cmpuint (anna->points, ==, 4 + 3 + 4);
  g_assert_cmpuint (record (records, 0)->games, ==, 3);
  g_assert_cmpuint (record (records, 1)->games, ==, 3);
  g_assert_cmpuint (record (records, 2)->games, ==, 3);

  /* Anna on two seats: one game more, no win, 3 points (not 6) */
  g_assert_true (herald_records_add_game (records, g4));
  g_assert_cmpuint (records->len, ==, 3);
  g_assert_cmpuint (anna->games, ==, 4);
  g_assert_cmpuint (anna->wins, ==, 2);
  g_assert_cmpuint (anna->points, ==, 4 + 3 + 4 + 3);
  g_assert_cmpfloat_with_epsilon (herald_record_average_points (anna), 14 / 4.0, 1e-9);
  /* each seat rolled nothing: Cleo rolled the one roll of g4 */
  g_assert_cmpfloat_with_epsilon (anna->expected_sevens, 2 / 6.0, 1e-9);

  /* Dario wins, Anna twice again: one game */
  g_assert_true (herald_records_add_game (records, g5));
  g_assert_cmpuint (anna->games, ==, 5);
  g_assert_cmpuint (records->len, ==, 4);
}

/* A player who kept their colour's name is no person (newcomer report 21, N21-7): "Red" on
 * the red seat of two games were one player of two games in Records. Nor is the name in
 * another language Herald speaks ("Rot", "Hvid": the game began in German or Danish); another
 * colour's name on a seat ("Brown" playing red) is a person's. */
static void
test_default_names (void)
{
  g_autoptr(GPtrArray) records = herald_records_new ();
  g_autoptr(HeraldGame) g1 = load_named ("Red", "Ben", "White");
  g_autoptr(HeraldGame) g2 = load_named ("Brown", "blue ", "Cleo");
  const char *localedir = g_getenv ("HERALD_TEST_LOCALEDIR");
  gboolean seen_ben = FALSE, seen_brown = FALSE, seen_cleo = FALSE;

  g_assert_true (herald_records_is_default_name ("Red", HERALD_COLOR_RED));
  g_assert_true (herald_records_is_default_name (" RED\u200b", HERALD_COLOR_RED));
  g_assert_false (herald_records_is_default_name ("Red", HERALD_COLOR_BLUE));
  g_assert_false (herald_records_is_default_name ("Redmond", HERALD_COLOR_RED));
  g_assert_true (herald_records_add_game (records, g1));
  g_assert_true (herald_records_add_game (records, g2));
  g_assert_true (herald_records_add_game (records, g1));
  if (localedir != NULL)
    {
      g_autoptr(HeraldGame) g3 = load_named ("Rot", "Ben", "Hvid");

      /* the catalogues of the build, as the app reads them (HERALD_LOCALEDIR) */
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      g_assert_true (herald_records_is_default_name ("Rot", HERALD_COLOR_RED));
      g_assert_true (herald_records_is_default_name ("Albastru", HERALD_COLOR_BLUE));
      g_assert_true (herald_records_is_default_name ("bianco", HERALD_COLOR_WHITE));
      g_assert_false (herald_records_is_default_name ("Rot", HERALD_COLOR_WHITE));
      g_assert_true (herald_records_add_game (records, g3));
    }
  else
    g_test_message ("no catalogues (HERALD_TEST_LOCALEDIR): English names only");
  herald_records_sort (records);
  /* Ben, Brown and Cleo; no Red, White, Blue, Rot or Hvid */
  g_assert_cmpuint (records->len, ==, 3);
  for (guint i = 0; i < records->len; i++)
    {
      const HeraldRecord *r = record (records, i);

      g_test_message ("record %u: %s", i, r->name);
      if (g_str_equal (r->name, "Ben"))
        {
          seen_ben = TRUE;
          g_assert_cmpuint (r->games, ==, localedir != NULL ? 3 : 2);
        }
      seen_brown = seen_brown || g_str_equal (r->name, "Brown");
      seen_cleo = seen_cleo || g_str_equal (r->name, "Cleo");
    }
  g_assert_true (seen_ben && seen_brown && seen_cleo);
}

/* The seat that stands for a name given twice: the winner's, else the most points, else the
 * first */
static void
test_record_seats (void)
{
  g_autoptr(HeraldGame) won = load_named ("Ben", "Cleo", "BEN");
  g_autoptr(HeraldGame) lost = load_named ("Dario", "Cleo", "cleo\\u200b");
  g_autoptr(HeraldGame) winner_second = load_named ("Ben\\u200d", "Cleo", "ben");
  gboolean counted[HERALD_MAX_PLAYERS];

  herald_story_get_record_seats (won, counted);
  g_assert_true (counted[0] && counted[1] && !counted[2]);
  herald_story_get_record_seats (lost, counted);
  g_assert_true (counted[0] && counted[1] && !counted[2]);
  /* the winner is seat 0 in these games: the later seat never wins; the first seat is kept
   * among equals, and a winner later in turn order would be kept over it */
  herald_story_get_record_seats (winner_second, counted);
  g_assert_true (counted[0] && counted[1] && !counted[2]);
  for (guint p = 3; p < HERALD_MAX_PLAYERS; p++)
    g_assert_false (counted[p]);
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

/* The records added up in a worker (breaker report 14, B14-5): the same records as on the
 * caller's thread; cancelled, none */
static void
test_from_library_async (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "herald", NULL);
  g_autofree char *games = g_build_filename (folder, "games", NULL);
  g_autoptr(HeraldLibrary) library = NULL;
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  const char *texts[] = { GAME1, GAME2, GAME3 };
  GAsyncResult *result = NULL;
  guint n_games = 0;

  g_assert_cmpint (g_mkdir_with_parents (games, 0700), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *name = g_strdup_printf ("2026112%u-200000-000%u.json", i, i);
      g_autofree char *path = g_build_filename (games, name, NULL);

      g_assert_true (g_file_set_contents (path, texts[i], -1, NULL));
    }
  library = herald_library_new (folder);
  herald_records_from_library_async (library, NULL, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  records = herald_records_from_library_finish (result, &n_games, &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (n_games, ==, 2);
  check_records (records);

  g_cancellable_cancel (cancellable);
  herald_records_from_library_async (library, cancellable, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (herald_records_from_library_finish (result, &n_games, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_object (&result);
}

/* GAME1 one step before its end: Anna, who has rolled, wins with the settlement she builds */
#define GAME1_BEFORE_WIN \
  "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 77, \"rules\": {\"victory_points\": 4," \
  " \"progress_cards\": \"physical\"}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  "  {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"actions\": [{\"type\": \"roll\", \"event\": \"trade\", \"red\": 1, \"white\": 6}]}"

/* the records of @library: how many games, and Anna's games and wins */
static void
assert_counted (HeraldLibrary *library,
                guint          games)
{
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  GAsyncResult *result = NULL;
  guint n_games = G_MAXUINT;

  records = herald_records_from_library (library, &n_games);
  g_assert_cmpuint (n_games, ==, games);
  g_assert_cmpuint (records->len, ==, games > 0 ? 3 : 0);
  if (games > 0)
    {
      g_assert_cmpstr (record (records, 0)->name, ==, "Anna");
      g_assert_cmpuint (record (records, 0)->games, ==, games);
      g_assert_cmpuint (record (records, 0)->wins, ==, games);
    }
  /* the records window's way, in a worker: the same */
  g_clear_pointer (&records, g_ptr_array_unref);
  herald_records_from_library_async (library, NULL, loaded_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  records = herald_records_from_library_finish (result, &n_games, &error);
  g_clear_object (&result);
  g_assert_no_error (error);
  g_assert_cmpuint (n_games, ==, games);
  g_assert_cmpuint (records->len, ==, games > 0 ? 3 : 0);
}

/* The set-up of the tests of a game played from a file outside the games folder: a throw-away
 * home and its games folder, a folder "stick" beside them (a USB stick), and a session that
 * saves its games in the games folder; with a game's text as the test's data, that game written
 * to stick/sunday.json and opened from there, not counted yet */
typedef struct
{
  char          *home;
  HeraldLibrary *library;
  const char    *games;
  char          *kept;     /* the games folder's copies of the games played elsewhere */
  char          *stick;
  char          *path;     /* stick/sunday.json */
  HeraldSession *session;
} Elsewhere;

static void
elsewhere_set_up (Elsewhere     *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->home = herald_test_make_home ();
  f->library = herald_library_new (f->home);
  f->games = herald_library_get_games_folder (f->library);
  f->kept = g_build_filename (f->games, HERALD_RECORDS_ELSEWHERE_FOLDER, NULL);
  f->stick = g_build_filename (f->home, "stick", NULL);
  f->path = g_build_filename (f->stick, "sunday.json", NULL);
  f->session = herald_test_session_in (f->games);
  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (f->stick, 0700), ==, 0);
  if (data == NULL)
    return;
  g_assert_true (g_file_set_contents (f->path, data, -1, NULL));
  g_assert_true (herald_session_open_file (f->session, f->path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (herald_game_file_get_path (f->session->file), ==, f->path);
  assert_counted (f->library, 0);
}

static void
elsewhere_tear_down (Elsewhere     *f,
                     gconstpointer  data)
{
  g_clear_object (&f->session);
  g_clear_object (&f->library);
  herald_test_remove_tree (f->home);
  g_free (f->path);
  g_free (f->stick);
  g_free (f->kept);
  g_free (f->home);
}

/* A game played in place from a file outside the games folder (Open Game…, `herald FILE`: a
 * table that keeps its games on a USB stick) counts in Records once it is won (newcomer report
 * 25, N25-7: Records said "No game has been played to the end yet" after such a win). The
 * games folder keeps a copy of it while it is over: one per game, whatever the file it is
 * opened from; gone when the win is undone; not counted a second time when the file is also
 * copied into the games folder */
static void
test_played_elsewhere (Elsewhere     *f,
                       gconstpointer  data)
{
  g_autofree char *other = g_build_filename (f->stick, "sunday-copy.json", NULL);
  g_autofree char *inside = g_build_filename (f->games, "20261204-200000-0001.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *won = NULL;
  gsize length;
  HeraldAction build;

  /* Anna wins, in the file on the stick */
  herald_action_init (&build, HERALD_ACTION_BUILD_SETTLEMENT, 0);
  g_assert_true (herald_session_perform (f->session, &build, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_state (f->session)->winner, ==, 0);
  assert_counted (f->library, 1);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 1);
  g_assert_cmpuint (herald_test_count_files (f->games, ".json"), ==, 0);

  /* undone, the game is not over: not counted; won again, counted once */
  g_assert_true (herald_session_undo (f->session, &error));
  assert_counted (f->library, 0);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 0);
  g_assert_true (herald_session_redo (f->session, &error));
  g_assert_no_error (error);
  assert_counted (f->library, 1);

  /* the same game opened from another file (a copy of it): still one game */
  herald_session_close (f->session);
  g_assert_true (g_file_get_contents (f->path, &won, &length, NULL));
  g_assert_true (g_file_set_contents (other, won, length, NULL));
  g_assert_true (herald_session_open_file (f->session, other, &error));
  g_assert_no_error (error);
  herald_session_close (f->session);
  assert_counted (f->library, 1);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 1);

  /* the file copied into the games folder too: one game, counted from there */
  g_assert_true (g_file_set_contents (inside, won, length, NULL));
  assert_counted (f->library, 1);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 1);
}

/* A game begun in progress (Anna at 12 of 13, the barbarian ship one step from Catan, her
 * knights the strongest): the ship's roll, its first step, wins it with the Defender */
#define WIN_ON_FIRST_STEP \
  "{\"format\": \"herald-game\", \"version\": 3, \"seed\": 4042, \"rules\": {\"victory_points\": 13," \
  " \"progress_cards\": \"physical\"}," \
  " \"players\": [{\"name\": \"Anna\", \"color\": \"red\"}, {\"name\": \"Ben\", \"color\": \"blue\"}," \
  "  {\"name\": \"Cleo\", \"color\": \"white\"}]," \
  " \"start\": {\"round\": 9, \"current\": 0, \"barbarian_position\": 6, \"first_attack_done\": true, \"players\": [" \
  "  {\"settlements\": 3, \"cities\": 3, \"knights\": [{\"level\": 3, \"active\": true}, {\"level\": 2, \"active\": true}]," \
  "   \"improvements\": {\"politics\": 4, \"science\": 3}, \"metropolises\": [\"politics\"], \"defender\": 1}," \
  "  {\"settlements\": 3, \"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}], \"improvements\": {\"trade\": 3}}," \
  "  {\"settlements\": 4, \"cities\": 1, \"knights\": [{\"level\": 1, \"active\": true}]}]}}"

/* tester40, N40-10: a game played elsewhere and won on its first step counted on after the
 * win was undone: its copy is named after the game's first step (herald_save_identity ()),
 * and Undo back to the start removed a copy of another name. It is removed, and a different
 * first step played then does not bring it back */
static void
test_first_step_win_undone (Elsewhere     *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HeraldAction roll;

  herald_action_init (&roll, HERALD_ACTION_ROLL, 0);
  roll.roll = (HeraldRoll) { .event = HERALD_EVENT_SHIP, .red = 1, .white = 2 };
  g_assert_true (herald_session_perform (f->session, &roll, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_state (f->session)->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpint (herald_session_get_state (f->session)->winner, ==, 0);
  assert_counted (f->library, 1);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 1);

  /* undone back to its start: not counted, no copy */
  g_assert_true (herald_session_undo (f->session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (f->session)), ==, 0);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 0);
  assert_counted (f->library, 0);
  /* another first step instead (Roll Again: new dice) */
  roll.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 1, .white = 2 };
  roll.again = TRUE;
  g_assert_true (herald_session_perform (f->session, &roll, &error));
  g_assert_no_error (error);
  assert_counted (f->library, 0);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 0);

  herald_session_close (f->session);
}

/* tester32, N32-7: a game already over, opened from a file elsewhere in a data folder that has
 * never seen it, counts in Records as it is opened, while it shows "Anna Wins!": before, only
 * once it was closed (herald_session_leave_summary () ran after a save or at the close) */
static void
test_opened_over_elsewhere (Elsewhere     *f,
                            gconstpointer  data)
{
  g_autofree char *won = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  HeraldAction build;

  /* the won game's file, made in another data folder */
  {
    g_autofree char *other_home = herald_test_make_home ();
    g_autofree char *other_games = g_build_filename (other_home, "games", NULL);
    g_autoptr(HeraldSession) other = herald_test_session_in (other_games);

    g_assert_cmpint (g_mkdir_with_parents (other_games, 0700), ==, 0);
    g_assert_true (g_file_set_contents (f->path, GAME1_BEFORE_WIN, -1, NULL));
    g_assert_true (herald_session_open_file (other, f->path, &error));
    g_assert_no_error (error);
    herald_action_init (&build, HERALD_ACTION_BUILD_SETTLEMENT, 0);
    g_assert_true (herald_session_perform (other, &build, &error));
    g_assert_no_error (error);
    herald_session_close (other);
    g_clear_object (&other);
    herald_test_remove_tree (other_home);
  }
  g_assert_true (g_file_get_contents (f->path, &won, &length, NULL));
  assert_counted (f->library, 0);

  g_assert_true (herald_session_open_file (f->session, f->path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (herald_session_get_state (f->session)->phase, ==, HERALD_PHASE_OVER);
  /* counted while it is open */
  assert_counted (f->library, 1);
  g_assert_cmpuint (herald_test_count_files (f->kept, ".json"), ==, 1);
  herald_session_close (f->session);
  assert_counted (f->library, 1);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/records/add-games", test_add_games);
  g_test_add_func ("/herald/records/from-library", test_from_library);
  g_test_add_func ("/herald/records/identity", test_identity);
  g_test_add_func ("/herald/records/default-names", test_default_names);
  g_test_add_func ("/herald/records/from-library-async", test_from_library_async);
  g_test_add_func ("/herald/records/record-seats", test_record_seats);
  g_test_add ("/herald/records/played-elsewhere", Elsewhere, GAME1_BEFORE_WIN,
              elsewhere_set_up, test_played_elsewhere, elsewhere_tear_down);
  g_test_add ("/herald/records/first-step-win-undone", Elsewhere, WIN_ON_FIRST_STEP,
              elsewhere_set_up, test_first_step_win_undone, elsewhere_tear_down);
  g_test_add ("/herald/records/opened-over-elsewhere", Elsewhere, NULL,
              elsewhere_set_up, test_opened_over_elsewhere, elsewhere_tear_down);

  return g_test_run ();
}
