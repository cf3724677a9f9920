/* save-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

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
#include "herald-start.h"
#include "save-test-utils.h"

#include "herald-random-play.h"



void
engine_bug (const char *format,
           ...)
{
  va_list args;
  g_autofree char *formatted = NULL;
  g_autofree char *msg = NULL;

  va_start (args, format);
  formatted = g_strdup_vprintf (format, args);
  va_end (args);
  /* the engine's messages may be what is wrong: keep the TAP line one line of UTF-8 */
  msg = g_utf8_make_valid (formatted, -1);
  for (char *c = msg; *c != '\0'; c++)
    if (*c == '\n' || *c == '\r')
      *c = '|';
  g_test_fail_printf ("engine bug: %s", msg);
}

/* Under valgrind and the sanitizers (build-aux/dev sets HERALD_TEST_LIGHT) every check still
 * runs, on a tenth of the random cases: they are 20–50 times slower there. */
guint
light (guint n)
{
  return g_getenv ("HERALD_TEST_LIGHT") != NULL ? MAX (1, n / 10) : n;
}

HeraldGame *
play_game (guint32  seed,
           gboolean vary_rules,
           guint    victory_points,
           guint    max_actions)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
  HeraldGame *game = herald_random_game_new (rng, vary_rules, victory_points);

  herald_random_play (game, rng, max_actions);
  return game;
}

char *
state_text (HeraldGame *game)
{
  g_autoptr(JsonNode) node = herald_game_state_to_json (game);

  return json_to_string (node, FALSE);
}

/* @state (state_text()) with the count of undone rolls set to 0: undoing keeps the dice of
 * every roll undone in the game (issue 10, item 11), so the statistics differ from a game
 * that never rolled them */
char *
without_undone_rolls (const char *state,
                      guint      *count)
{
  const char *key = "\"undone_rolls\":";
  const char *at = strstr (state, key);
  const char *end;

  g_assert_nonnull (at);
  at += strlen (key);
  end = at + strspn (at, "0123456789");
  if (count != NULL)
    *count = atoi (at);
  return g_strdup_printf ("%.*s0%s", (int) (at - state), state, end);
}

/* A new game with the same rules, players, start and seed as @game, and an empty log. */
HeraldGame *
fresh_copy (HeraldGame *game)
{
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  g_autoptr(GError) error = NULL;
  HeraldGame *fresh;

  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    {
      players[i].name = (char *) herald_game_get_player_name (game, i);
      players[i].color = herald_game_get_player_color (game, i);
    }
  fresh = herald_game_new (herald_game_get_rules (game), players,
                           herald_game_get_n_players (game), herald_game_get_start (game),
                           herald_game_get_seed (game), &error);
  g_assert_no_error (error);
  return fresh;
}

/* @game with only its first @n actions, replayed through herald_game_apply(). */
HeraldGame *
prefix_copy (HeraldGame *game,
             guint       n)
{
  HeraldGame *prefix = fresh_copy (game);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      herald_game_apply (prefix, herald_game_get_action (game, i), NULL, &error);
      g_assert_no_error (error);
    }
  return prefix;
}

void
assert_same_bytes (const char *a,
                   gsize       a_length,
                   const char *b,
                   gsize       b_length)
{
  if (a_length != b_length || memcmp (a, b, a_length) != 0)
    {
      gsize i = 0;

      while (i < a_length && i < b_length && a[i] == b[i])
        i++;
      g_test_message ("the texts differ from byte %" G_GSIZE_FORMAT " (lengths %" G_GSIZE_FORMAT
                      " and %" G_GSIZE_FORMAT "): \"%.60s\" / \"%.60s\"", i, a_length, b_length,
                      a + i, b + i);
      g_assert_not_reached ();
    }
}

/* The loader's contract for any input: a game, or a HERALD_GAME_ERROR with a message. When
 * it loads, save → load → save gives the same bytes twice. Returns the game, if any. */
HeraldGame *
load_any (const char  *data,
          gsize        length,
          GError     **error_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = herald_save_load_data (data, length, &error);

  if (game == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == HERALD_GAME_ERROR);
      g_assert_true (error->code == HERALD_GAME_ERROR_INVALID ||
                     error->code == HERALD_GAME_ERROR_FORBIDDEN ||
                     error->code == HERALD_GAME_ERROR_VERSION);
      g_assert_cmpstr (error->message, !=, "");
      if (error_out != NULL)
        *error_out = g_steal_pointer (&error);
      return NULL;
    }
  g_assert_no_error (error);
  return g_steal_pointer (&game);
}

/* save → load → save: the second text equals the first. Returns FALSE (with @why) when the
 * first text does not load again. */
gboolean
round_trip_is_stable (HeraldGame  *game,
                      char       **why)
{
  gsize length, length2;
  g_autofree char *text = herald_save_to_data (game, &length);
  g_autofree char *text2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) again = herald_save_load_data (text, length, &error);

  if (again == NULL)
    {
      *why = g_strdup_printf ("the saved text does not load again: %s", error->message);
      return FALSE;
    }
  text2 = herald_save_to_data (again, &length2);
  if (length != length2 || memcmp (text, text2, length) != 0)
    {
      *why = g_strdup ("save → load → save gives different bytes");
      return FALSE;
    }
  return TRUE;
}

void
assert_refused (const char *data,
                gssize      length,
                gint        code,
                const char *part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;

  if (length < 0)
    length = strlen (data);
  game = herald_save_load_data (data, length, &error);
  g_assert_null (game);
  g_assert_error (error, HERALD_GAME_ERROR, code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (part != NULL && strstr (error->message, part) == NULL)
    g_test_fail_printf ("\"%s\" does not mention \"%s\"", error->message, part);
}

char *
file_text (const char *path,
           gsize      *length)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, length, &error);
  g_assert_no_error (error);
  return text;
}

void
write_text (const char *path,
            const char *text,
            gssize      length)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, length, &error);
  g_assert_no_error (error);
}

char *
make_tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("herald-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
remove_tree (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  g_chmod (dir, 0755);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        remove_tree (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}

gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

/* The names in @dir, sorted and joined with spaces */
char *
dir_listing (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* JSON documents written with ' for " (readable in C), edited by path */

JsonNode *
parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *copy = g_strdelimit (g_strdup (text), "'", '"');

  json_parser_load_from_data (parser, copy, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

JsonNode *
child_node (JsonNode   *node,
            const char *key)
{
  JsonNode *child = NULL;

  if (JSON_NODE_HOLDS_OBJECT (node))
    child = json_object_get_member (json_node_get_object (node), key);
  else if (JSON_NODE_HOLDS_ARRAY (node))
    child = json_array_get_element (json_node_get_array (node), atoi (key));
  g_assert_nonnull (child);
  return child;
}

/* Sets @path ("start.players.0.walls") of @root to @value (JSON with ' for "), or removes it
 * when @value is %NULL; "+" as the last part appends to an array. */
void
set_path (JsonNode   *root,
          const char *path,
          const char *value)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  guint n = g_strv_length (parts);
  const char *last = parts[n - 1];
  JsonNode *node = root;

  for (guint i = 0; i + 1 < n; i++)
    node = child_node (node, parts[i]);

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      if (value == NULL)
        json_object_remove_member (json_node_get_object (node), last);
      else
        json_object_set_member (json_node_get_object (node), last, parse_json (value));
    }
  else
    {
      JsonArray *old = json_node_get_array (node);
      g_autoptr(JsonArray) array = json_array_new ();
      gboolean append = strcmp (last, "+") == 0;
      guint length = json_array_get_length (old);
      guint index = append ? length : (guint) atoi (last);

      for (guint i = 0; i < length; i++)
        {
          if (i != index)
            json_array_add_element (array, json_node_copy (json_array_get_element (old, i)));
          else if (value != NULL)
            json_array_add_element (array, parse_json (value));
        }
      if (append)
        json_array_add_element (array, parse_json (value));
      json_node_set_array (node, array);
    }
}

/* Every member of the format, with values that load. Player 1 rolls and improves, then
 * player 2 is to roll: the next action is action 3. */
const char base_doc[] =
  "{'format': 'herald-game', 'version': 1, 'seed': 7,"
  " 'rules': {'edition': 'standard', 'victory_points': 13, 'progress_cards': 'digital',"
  "   'five_six_players': false,"
  "   'variants': {'fiesepeter': false, 'robber_from_start': false, 'easy_start': false,"
  "     'friendly_barbarian': false, 'seafarers': false, 'hand_limit': 'end_of_turn',"
  "     'level4': 'strict', 'zero_strength_reward': 'none', 'sixth_settlement': true}},"
  " 'players': [{'name': 'Anna', 'color': 'red'}, {'name': 'Ben', 'color': 'blue'},"
  "   {'name': 'Cleo', 'color': 'white'}],"
  " 'start': {'round': 3, 'current': 1, 'barbarian_position': 2, 'first_attack_done': false,"
  "   'players': ["
  "     {'settlements': 2, 'cities': 2, 'metropolises': ['trade'], 'walls': 1,"
  "      'knights': [{'level': 1, 'active': true}, {'level': 2, 'active': false}],"
  "      'improvements': {'trade': 4, 'politics': 1, 'science': 0},"
  "      'progress_cards': ['crane', 'spy'], 'vp_cards': ['printer'], 'defender': 1,"
  "      'longest_road': true, 'merchant': false},"
  "     {'settlements': 1, 'cities': 1, 'knights': [{'level': 1, 'active': true}]},"
  "     {}],"
  "   'decks': {'science': ['alchemist', 'inventor', 'medicine']}},"
  " 'actions': [{'type': 'roll', 'event': 'politics', 'red': 2, 'white': 5},"
  "   {'type': 'improve_city', 'player': 1, 'track': 'politics'}, {'type': 'end_turn'}]}";

char *
doc_with (const char *path,
          const char *value,
          const char *path2,
          const char *value2)
{
  g_autoptr(JsonNode) root = parse_json (base_doc);

  if (path != NULL)
    set_path (root, path, value);
  if (path2 != NULL)
    set_path (root, path2, value2);
  return json_to_string (root, TRUE);
}

/* The base document with @path set to @literal, copied as it is (json-glib would change
 * some literals if they went through doc_with()). */
char *
doc_with_raw (const char *path,
              const char *literal)
{
  g_autofree char *text = doc_with (path, "'@RAW@'", NULL, NULL);
  char *at = strstr (text, "\"@RAW@\"");
  g_autoptr(GString) doc = NULL;

  g_assert_nonnull (at);
  doc = g_string_new_len (text, at - text);
  g_string_append (doc, literal);
  g_string_append (doc, at + strlen ("\"@RAW@\""));
  return g_string_free (g_steal_pointer (&doc), FALSE);
}

