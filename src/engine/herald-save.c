/* herald-save.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "herald-enums.h"
#include "herald-json.h"
#include "herald-private.h"
#include "herald-save.h"
#include "herald-save-cache.h"
#include "herald-start.h"

/* docs/save-format.md is the specification of everything in this file. */

#define invalid(error, ...) herald_invalid ((error), __VA_ARGS__)
#define get_bool herald_json_get_bool

/* The members of the root object that this Herald reads: herald_json_check() drops the others
 * before json-glib parses the file, so an ignored member costs no memory. A new top-level
 * member must be added here, or it never reaches the loader. */
static const char * const top_members[] = {
  "format", "version", "seed", "rules", "players", "start", "actions", "undone",
  "undone_rolls", "next_roll", "times", "balanced_deck", "undone_times", "undone_draws", "draws_seen", NULL
};

/* The latest time a "times" entry may hold (year 9999): a sanity bound, not a rule. */
#define HERALD_SAVE_MAX_TIME HERALD_MAX_TIME

/* "times": when each action of the log was taken, unix seconds or null (docs/save-format.md);
 * with @undone, "undone_times": when each action of the redo list was taken. Audit members
 * beside the log, so that a Herald without them still loads the file. */
static gboolean
parse_times (JsonNode  *node,
             guint      n_actions,
             gboolean   undone,
             gint64   **times,
             GError   **error)
{
  JsonArray *array;

  *times = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return invalid (error, undone ? _("“undone_times” must be an array")
                                  : _("“times” must be an array"));
  array = json_node_get_array (node);
  if (json_array_get_length (array) != n_actions)
    return undone ? invalid (error, _("“undone_times” has %u entries for %u undone actions"),
                             json_array_get_length (array), n_actions)
                  : invalid (error, _("“times” has %u entries for %u actions"),
                             json_array_get_length (array), n_actions);
  *times = g_new0 (gint64, MAX (n_actions, 1));
  for (guint i = 0; i < n_actions; i++)
    {
      JsonNode *t = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_NULL (t))
        continue;
      if (!JSON_NODE_HOLDS_VALUE (t) || json_node_get_value_type (t) != G_TYPE_INT64 ||
          json_node_get_int (t) <= 0 || json_node_get_int (t) > HERALD_SAVE_MAX_TIME)
        {
          g_clear_pointer (times, g_free);
          return undone ? invalid (error, _("undone_times[%u] must be a time in seconds since "
                                            "1970 or null"), i)
                        : invalid (error, _("times[%u] must be a time in seconds since 1970 or "
                                            "null"), i);
        }
      (*times)[i] = json_node_get_int (t);
    }
  return TRUE;
}

static const char * const record_members[] = {
  "roll", "event", "red", "white", "alchemist", "again", "entered", NULL
};

/* an entry of "undone_rolls" or "next_roll": {"roll": ordinal, "event", "red", "white",
 * "alchemist"?, "again"?, "entered"?} */
static gboolean
parse_roll_record (JsonNode          *node,
                   const char        *where,
                   HeraldRollRecord  *record,
                   GError           **error)
{
  JsonObject *obj;
  JsonNode *event;
  gint ordinal = 0, red = 0, white = 0, alchemist = 0, again = 0, entered = 0;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _("%s must be an object {roll, event, red, white}"), where);
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, record_members, where, error))
    return FALSE;
  event = json_object_get_member (obj, "event");
  memset (record, 0, sizeof *record);
  if (event == NULL || !JSON_NODE_HOLDS_VALUE (event) ||
      json_node_get_value_type (event) != G_TYPE_STRING ||
      !herald_event_from_string (json_node_get_string (event), &record->roll.event))
    return invalid (error, _("%s: “event” must be ship, trade, politics or science"), where);
  if (!herald_json_get_int (obj, "roll", 0, HERALD_SAVE_MAX_ACTIONS, TRUE, &ordinal, error) ||
      !herald_json_get_int (obj, "red", 1, 6, TRUE, &red, error) ||
      !herald_json_get_int (obj, "white", 1, 6, TRUE, &white, error) ||
      !get_bool (obj, "alchemist", &alchemist, error) ||
      !get_bool (obj, "again", &again, error) ||
      !get_bool (obj, "entered", &entered, error))
    return FALSE;
  record->ordinal = ordinal;
  record->roll.entered = entered == 1;
  record->roll.red = red;
  record->roll.white = white;
  record->roll.alchemist = alchemist == 1;
  record->again = again == 1;
  return TRUE;
}

/* A member that names one of two words: @first (0) or @second (1) */
static gboolean
get_choice_of (JsonObject  *obj,
               const char  *name,
               const char  *first,
               const char  *second,
               guint       *out,
               GError     **error)
{
  JsonNode *node = json_object_get_member (obj, name);
  const char *s;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return invalid (error, _("“%s” must be “%s” or “%s”"), name, first, second);
  s = json_node_get_string (node);
  if (strcmp (s, first) == 0)
    *out = 0;
  else if (strcmp (s, second) == 0)
    *out = 1;
  else
    return invalid (error, _("“%s” must be “%s” or “%s”, not “%.32s”"), name, first, second, s);
  return TRUE;
}

/* A member that names one of the two values of an enum of the rules by its nick
 * (herald-enums.h) */
static gboolean
get_choice (JsonObject  *obj,
            const char  *name,
            GType        type,
            guint       *out,
            GError     **error)
{
  return get_choice_of (obj, name, herald_enum_to_nick (type, 0), herald_enum_to_nick (type, 1),
                        out, error);
}

static const char *variant_names[] = {
  "fiesepeter", "robber_from_start", "easy_start", "friendly_barbarian", "seafarers",
  "hand_limit", "level4", "zero_strength_reward", "sixth_settlement", "build_timing",
  "corrections", NULL
};

static const char * const rules_members[] = {
  "edition", "victory_points", "progress_cards", "five_six_players", "variants", "dice", NULL
};
static const char * const player_members[] = { "name", "color", NULL };

/* @version: the file's format version; a version-1 file keeps the build timing of the Herald
 * that wrote it, a version-1 or 2 file its lenient corrections (docs/save-format.md,
 * "Versions") */
static gboolean
parse_rules (JsonNode     *node,
             gint64        version,
             HeraldRules  *rules,
             GError      **error)
{
  JsonObject *obj;
  JsonNode *member;
  HeraldEdition edition = HERALD_EDITION_STANDARD;
  guint v;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _("“rules” must be an object"));
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, rules_members, "rules", error))
    return FALSE;

  member = json_object_get_member (obj, "edition");
  if (member != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_STRING ||
          !herald_edition_from_string (json_node_get_string (member), &edition))
        return invalid (error, _("rules: “edition” must be “standard” or “first-edition”"));
    }
  herald_rules_init (rules, edition);
  if (version < 2)
    rules->build_timing = HERALD_BUILD_ANYTIME;
  if (version < 3)
    rules->corrections = HERALD_CORRECTIONS_LENIENT;

  member = json_object_get_member (obj, "victory_points");
  if (member != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (member) || json_node_get_value_type (member) != G_TYPE_INT64 ||
          json_node_get_int (member) < HERALD_MIN_SAVED_VICTORY_POINTS ||
          json_node_get_int (member) > HERALD_MAX_VICTORY_POINTS)
        return invalid (error, _("rules: “victory_points” must be an integer 3–30"));
      rules->victory_points = json_node_get_int (member);
    }

  v = rules->digital_cards ? 0 : 1;
  if (!get_choice_of (obj, "progress_cards", "digital", "physical", &v, error))
    return FALSE;
  rules->digital_cards = v == 0;
  if (!get_bool (obj, "five_six_players", &rules->five_six_players, error))
    return FALSE;

  /* optional (files from before it: fair dice) */
  member = json_object_get_member (obj, "dice");
  if (member != NULL)
    {
      const char *mode = JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING
                         ? json_node_get_string (member) : NULL;

      gint dice;

      if (herald_enum_from_nick (HERALD_TYPE_DICE_MODE, mode, &dice))
        rules->dice_mode = dice;
      else
        return invalid (error, _("rules: “dice” must be “fair”, “balanced” or “physical”"));
    }

  member = json_object_get_member (obj, "variants");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      JsonObject *var;
      g_autoptr(GList) names = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (member))
        return invalid (error, _("rules: “variants” must be an object"));
      var = json_node_get_object (member);
      names = json_object_get_members (var);
      for (GList *l = names; l != NULL; l = l->next)
        if (!g_strv_contains (variant_names, l->data))
          return invalid (error, _("rules: unknown variant “%.32s”"), (const char *) l->data);

      if (!get_bool (var, "fiesepeter", &rules->fiesepeter, error) ||
          !get_bool (var, "robber_from_start", &rules->robber_from_start, error) ||
          !get_bool (var, "easy_start", &rules->easy_start, error) ||
          !get_bool (var, "friendly_barbarian", &rules->friendly_barbarian, error) ||
          !get_bool (var, "seafarers", &rules->seafarers, error) ||
          !get_bool (var, "sixth_settlement", &rules->sixth_settlement, error))
        return FALSE;
      v = rules->hand_limit;
      if (!get_choice (var, "hand_limit", HERALD_TYPE_HAND_LIMIT_RULE, &v, error))
        return FALSE;
      rules->hand_limit = v;
      v = rules->level4;
      if (!get_choice (var, "level4", HERALD_TYPE_LEVEL4_RULE, &v, error))
        return FALSE;
      rules->level4 = v;
      v = rules->zero_reward;
      if (!get_choice (var, "zero_strength_reward", HERALD_TYPE_ZERO_REWARD, &v, error))
        return FALSE;
      rules->zero_reward = v;
      v = rules->build_timing;
      if (!get_choice (var, "build_timing", HERALD_TYPE_BUILD_TIMING, &v, error))
        return FALSE;
      rules->build_timing = v;
      v = rules->corrections;
      if (!get_choice (var, "corrections", HERALD_TYPE_CORRECTIONS_RULE, &v, error))
        return FALSE;
      rules->corrections = v;
    }
  return TRUE;
}

/* An optional member of the file holding a list of at most HERALD_SAVE_MAX_ACTIONS records
 * ("undone_rolls", "undone_draws"): @array is %NULL when @node is absent or null. Anything
 * else than such a list sets #HERALD_SAVE_ERROR_INVALID. */
static gboolean
get_optional_list (JsonNode    *node,
                   const char  *member,
                   JsonArray  **array,
                   GError     **error)
{
  *array = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return invalid (error, _("“%s” must be an array"), member);
  if (json_array_get_length (json_node_get_array (node)) > HERALD_SAVE_MAX_ACTIONS)
    /* Translators: %s is a member of the file ("undone_rolls"), %d a number of entries */
    return invalid (error, _("“%s” holds more than %d entries, more than a saved game holds"),
                    member, HERALD_SAVE_MAX_ACTIONS);
  *array = json_node_get_array (node);
  return TRUE;
}

static gboolean
load_undone_rolls (HeraldGame  *game,
                   JsonNode    *node,
                   GError     **error)
{
  JsonArray *array;

  if (!get_optional_list (node, "undone_rolls", &array, error))
    return FALSE;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("undone_rolls[%u]", i);
      HeraldRollRecord record;

      if (!parse_roll_record (json_array_get_element (array, i), where, &record, error))
        return FALSE;
      herald_game_add_undone_roll (game, &record);
    }
  return TRUE;
}

static const char * const draw_members[] = { "roll", "player", "deck", NULL };

/* "undone_draws": the decks chosen for a tie reward with Herald's cards and undone, each
 * {"roll": ordinal of the attack's roll, "player", "deck"} (docs/save-format.md; B17-2) */
static gboolean
load_undone_draws (HeraldGame  *game,
                   JsonNode    *node,
                   GError     **error)
{
  JsonArray *array;

  if (!get_optional_list (node, "undone_draws", &array, error))
    return FALSE;
  if (array != NULL && json_array_get_length (array) > 0 &&
      !herald_game_get_rules (game)->digital_cards)
    /* Translators: undone_draws is a member of the file, "digital" a value of progress_cards */
    return invalid (error, _("“undone_draws” is only kept when Herald holds the cards "
                             "(progress_cards “digital”)"));
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autofree char *where = g_strdup_printf ("undone_draws[%u]", i);
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *entry;
      JsonNode *deck;
      HeraldDrawRecord record = { 0, };
      gint ordinal = 0, player = 0;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        return invalid (error, _("%s must be an object {roll, player, deck}"), where);
      entry = json_node_get_object (element);
      if (!herald_check_members (entry, draw_members, where, error) ||
          !herald_json_get_int (entry, "roll", 0, HERALD_SAVE_MAX_ACTIONS, TRUE, &ordinal, error) ||
          !herald_json_get_int (entry, "player", 0, herald_game_get_n_players (game) - 1, TRUE,
                                &player, error))
        return FALSE;
      deck = json_object_get_member (entry, "deck");
      if (deck == NULL || !JSON_NODE_HOLDS_VALUE (deck) ||
          json_node_get_value_type (deck) != G_TYPE_STRING ||
          !herald_track_from_string (json_node_get_string (deck), &record.track))
        return invalid (error, _("%s: “deck” must be trade, politics or science"), where);
      record.ordinal = ordinal;
      record.player = player;
      herald_game_add_undone_draw (game, &record);
    }
  return TRUE;
}

/* An undone roll belongs to a point the game has reached: undoing roll k leaves k rolls in the
 * log, so an entry for a roll beyond the log's next one is only possible when later entries
 * undo every roll from k − 1 down to the log's next one (in that order). Anything else would
 * be dice planted for rolls to come (docs/save-format.md, `undone_rolls`). */
static gboolean
check_undone_rolls_reached (HeraldGame  *game,
                            GError     **error)
{
  guint n = herald_game_get_n_undone_rolls (game);
  guint n_rolls = herald_game_get_n_rolls (game);

  for (guint i = 0; i < n; i++)
    {
      guint ordinal = herald_game_get_undone_roll (game, i)->ordinal;
      guint want = ordinal - 1;
      gboolean found = FALSE;

      if (ordinal <= n_rolls)
        continue;
      for (guint j = i + 1; j < n && !found; j++)
        if (herald_game_get_undone_roll (game, j)->ordinal == want)
          {
            found = want == n_rolls;
            want--;
          }
      if (!found)
        return invalid (error,
                        /* Translators: undone_rolls is a member of the file; rolls are
                         * counted from 0 */
                        _("undone_rolls[%u] holds dice for roll %u, but the game has only "
                          "reached roll %u: a saved game cannot carry dice for rolls to come"),
                        i, ordinal, n_rolls);
    }
  return TRUE;
}

/* the redo list ("undone") and the dice drawn for the next roll ("next_roll"), after the log;
 * takes @game */
static HeraldGame *
load_after_log (JsonObject  *obj,
                HeraldGame  *game_in,
                GError     **error)
{
  g_autoptr(HeraldGame) game = game_in;
  JsonNode *node = json_object_get_member (obj, "undone");
  JsonNode *times_node = json_object_get_member (obj, "undone_times");
  g_autofree gint64 *times = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      /* no redo list: "undone_times" may only be empty */
      if (!parse_times (times_node, 0, TRUE, &times, error))
        return NULL;
    }
  else
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        {
          invalid (error, _("“undone” must be an array"));
          return NULL;
        }
      array = json_node_get_array (node);
      if (json_array_get_length (array) > HERALD_SAVE_MAX_ACTIONS)
        {
          invalid (error, _("more than %d undone actions, more than a saved game holds"),
                   HERALD_SAVE_MAX_ACTIONS);
          return NULL;
        }
      /* when each undone action was taken (docs/save-format.md): a redone action keeps its
       * time, so the story's turn durations stay right after a restart */
      if (!parse_times (times_node, json_array_get_length (array), TRUE, &times, error))
        return NULL;
      /* only decoded: redo checks each against the rules when it is redone */
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          g_autoptr(GError) local = NULL;
          HeraldAction action;

          if (!herald_action_from_json_in_game (json_array_get_element (array, i),
                                                herald_game_get_n_players (game), &action,
                                                &local))
            {
              invalid (error, _("undone[%u]: %s"), i, local->message);
              return NULL;
            }
          if (times != NULL)
            action.time = times[i];
          herald_game_push_redo (game, &action);
        }
    }

  node = json_object_get_member (obj, "next_roll");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      HeraldRollRecord record;

      if (!parse_roll_record (node, "next_roll", &record, error))
        return NULL;
      if (record.ordinal != herald_game_get_n_rolls (game))
        {
          invalid (error, _("“next_roll” is not for the next roll of the game"));
          return NULL;
        }
      herald_game_set_drawn_roll (game, &record.roll, record.again, NULL);
      /* a finished game's: set aside, as since B17-3 when the game ends (the file loads) */
      roll_record_game_over (game);
    }
  if (!check_undone_rolls_reached (game, error))
    return NULL;
  /* whether the last step's cards were revealed to their owners (N20-8) */
  node = json_object_get_member (obj, "draws_seen");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > HERALD_SAVE_MAX_ACTIONS)
        {
          /* Translators: draws_seen and actions are members of the saved file */
          invalid (error, _("“draws_seen” must be an integer from 0 to the number of “actions”"));
          return NULL;
        }
      if (!herald_game_set_draws_seen (game, (guint) json_node_get_int (node), error))
        return NULL;
    }
  /* after every roll: what balanced dice have left is checked against them */
  if (!herald_game_load_dice_deck (game, json_object_get_member (obj, "balanced_deck"), error))
    return NULL;
  return g_steal_pointer (&game);
}

/**
 * herald_save_load_data:
 * @data: (array length=length): the bytes of a save file
 * @length: their number, at most %HERALD_SAVE_MAX_SIZE
 * @error: return location for a %HERALD_GAME_ERROR: %HERALD_GAME_ERROR_VERSION for a file
 *   from a newer Herald, %HERALD_GAME_ERROR_INVALID for a malformed file (the message names
 *   the field), %HERALD_GAME_ERROR_FORBIDDEN (or INVALID) for an action the rules refuse (the
 *   message starts with "action N (type): ")
 *
 * Loads a saved game (docs/save-format.md), replaying and checking every action. Any input,
 * however broken, gives a game or an error; never a partly loaded game.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
HeraldGame *
herald_save_load_data (const char  *data,
                       gsize        length,
                       GError     **error)
{
  g_return_val_if_fail (data != NULL || length == 0, NULL);

  return herald_save_load_log (data, length, FALSE, error);
}

/* herald_save_load_data (), its log replayed as written; with @as_new_steps, each step of
 * the log checked as a new step of the table (herald_save_validate_data ()) */
HeraldGame *
herald_save_load_log (const char  *data,
                      gsize        length,
                      gboolean     as_new_steps,
                      GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) local = NULL;
  g_autoptr(GString) kept = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree gint64 *times = NULL;
  JsonNode *root, *node;
  JsonObject *obj;
  JsonArray *array;
  HeraldRules rules;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  HeraldStart start;
  guint n_players;
  guint32 seed = 0;
  gint64 version;
  const HeraldJsonLimits limits = { HERALD_SAVE_MAX_DEPTH, HERALD_SAVE_MAX_VALUES };

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (length > HERALD_SAVE_MAX_SIZE)
    {
      invalid (error, _("the file is larger than 16 MiB, more than a saved game can be"));
      return NULL;
    }
  if (!g_utf8_validate (data, length, NULL))
    {
      invalid (error, _("the file is not UTF-8 text: not a Herald game"));
      return NULL;
    }
  /* json-glib recurses once per nesting level and reads more than JSON (comments, single
   * quotes, a second document): only what passes the strict check reaches it */
  if (!herald_json_check (data, length, &limits, top_members, &kept, error))
    return NULL;

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, kept != NULL ? kept->str : data,
                                   kept != NULL ? (gssize) kept->len : (gssize) length, &local))
    {
      /* not reached for strict JSON; never show the parser's own text to the user */
      g_debug ("json-glib refused a file that passed the strict check: %s", local->message);
      invalid (error, _("the file is not valid JSON: not a Herald game"));
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      invalid (error, _("the file is not a JSON object"));
      return NULL;
    }
  obj = json_node_get_object (root);

  node = json_object_get_member (obj, "format");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (node), HERALD_SAVE_FORMAT) != 0)
    {
      invalid (error, _("“format” is not “herald-game”: not a Herald game"));
      return NULL;
    }
  node = json_object_get_member (obj, "version");
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64 || json_node_get_int (node) < 1)
    {
      invalid (error, _("“version” must be a positive integer"));
      return NULL;
    }
  /* an integer beyond 64 bits never gets here (herald_json_check ()): any version above ours
   * is a newer Herald's, as written (breaker report 10, F8: 1000001 was called "not a positive
   * integer") */
  if (json_node_get_int (node) > HERALD_SAVE_VERSION)
    {
      g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_VERSION,
                   _("the file was written by a newer Herald (format version %lld; this Herald "
                     "reads version %d)"), (long long) json_node_get_int (node),
                   HERALD_SAVE_VERSION);
      return NULL;
    }
  version = json_node_get_int (node);

  node = json_object_get_member (obj, "seed");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
          json_node_get_int (node) < 0 || json_node_get_int (node) > G_MAXUINT32)
        {
          invalid (error, _("“seed” must be an integer 0–4294967295"));
          return NULL;
        }
      seed = (guint32) json_node_get_int (node);
    }

  if (!parse_rules (json_object_get_member (obj, "rules"), version, &rules, error))
    return NULL;

  node = json_object_get_member (obj, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      invalid (error, _("“players” must be an array of 3–6 players"));
      return NULL;
    }
  array = json_node_get_array (node);
  n_players = json_array_get_length (array);
  if (n_players < HERALD_MIN_PLAYERS || n_players > HERALD_MAX_PLAYERS)
    {
      invalid (error, g_dngettext (GETTEXT_PACKAGE,
                                   "“players” lists %u player: the game takes 3–4 players, 5–6 with the 5–6 extension",
                                   "“players” lists %u players: the game takes 3–4 players, 5–6 with the 5–6 extension",
                                   n_players),
               n_players);
      return NULL;
    }
  for (guint i = 0; i < n_players; i++)
    {
      JsonNode *p = json_array_get_element (array, i);
      JsonNode *name, *color;

      if (!JSON_NODE_HOLDS_OBJECT (p))
        {
          invalid (error, _("players[%u] must be an object {name, color}"), i);
          return NULL;
        }
      if (!herald_check_members (json_node_get_object (p), player_members, "players", error))
        return NULL;
      name = json_object_get_member (json_node_get_object (p), "name");
      color = json_object_get_member (json_node_get_object (p), "color");
      if (name == NULL || !JSON_NODE_HOLDS_VALUE (name) ||
          json_node_get_value_type (name) != G_TYPE_STRING)
        {
          invalid (error, _("players[%u]: “name” must be a string"), i);
          return NULL;
        }
      if (color == NULL || !JSON_NODE_HOLDS_VALUE (color) ||
          json_node_get_value_type (color) != G_TYPE_STRING ||
          !herald_color_from_string (json_node_get_string (color), &players[i].color))
        {
          invalid (error, _("players[%u]: “color” must be red, blue, white, orange, green or brown"),
                   i);
          return NULL;
        }
      /* a name from before the one-line rule: its line breaks and other control characters
       * become spaces (docs/save-format.md, players) */
      players[i].name = g_utf8_validate (json_node_get_string (name), -1, NULL)
                        ? herald_player_name_clean (json_node_get_string (name))
                        : g_strdup (json_node_get_string (name));
      g_ptr_array_add (names, players[i].name);
    }

  node = json_object_get_member (obj, "start");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node) &&
      !herald_start_from_json (&start, node, &rules, n_players, error))
    return NULL;
  game = herald_game_new (&rules, players, n_players,
                          node != NULL && !JSON_NODE_HOLDS_NULL (node) ? &start : NULL, seed, error);
  if (game == NULL)
    return NULL;

  /* before the log: a deliberate re-roll in the log needs the rolls undone before it */
  if (!load_undone_rolls (game, json_object_get_member (obj, "undone_rolls"), error))
    return NULL;
  if (!load_undone_draws (game, json_object_get_member (obj, "undone_draws"), error))
    return NULL;

  node = json_object_get_member (obj, "actions");
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return load_after_log (obj, g_steal_pointer (&game), error);
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      invalid (error, _("“actions” must be an array"));
      return NULL;
    }
  array = json_node_get_array (node);
  if (json_array_get_length (array) > HERALD_SAVE_MAX_ACTIONS)
    {
      invalid (error, _("more than %d actions, more than a saved game holds"),
               HERALD_SAVE_MAX_ACTIONS);
      return NULL;
    }
  if (!parse_times (json_object_get_member (obj, "times"), json_array_get_length (array), FALSE,
                    &times, error))
    return NULL;
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *a = json_array_get_element (array, i);
      HeraldAction action;
      JsonNode *type;
      const char *type_name = "?";

      if (JSON_NODE_HOLDS_OBJECT (a))
        {
          type = json_object_get_member (json_node_get_object (a), "type");
          if (type != NULL && JSON_NODE_HOLDS_VALUE (type) &&
              json_node_get_value_type (type) == G_TYPE_STRING)
            type_name = json_node_get_string (type);
        }

      if (herald_action_from_json_in_game (a, herald_game_get_n_players (game), &action, &local) &&
          times != NULL)
        action.time = times[i];
      /* what was done stays done: a roll with other dice than the ones held at its point
       * (herald_game_check_entered_roll ()) was accepted when it was made; validate checks
       * the step as new */
      herald_game_set_replaying (game, TRUE, as_new_steps);
      if (local == NULL)
        herald_game_apply (game, &action, NULL, &local);
      herald_game_set_replaying (game, FALSE, FALSE);
      if (local != NULL)
        {
          /* Translators: the index and type of the refused action, then the reason */
          g_autofree char *raw = g_strdup_printf (_("action %u (%.32s): %s"), i, type_name,
                                                  local->message);
          g_autofree char *msg = herald_message_clean (raw);

          /* a file's step the rules refuse is FORBIDDEN, whatever its refusal's kind (one
           * refused because it is another player's turn included: HERALD_GAME_ERROR_OFF_TURN
           * is for the table's questions) */
          g_set_error_literal (error, HERALD_GAME_ERROR,
                               local->code == HERALD_GAME_ERROR_OFF_TURN ? HERALD_GAME_ERROR_FORBIDDEN
                                                                          : local->code,
                               msg);
          return NULL;
        }
    }
  return load_after_log (obj, g_steal_pointer (&game), error);
}

/**
 * herald_save_load_file:
 * @path: a file name in the GLib file name encoding
 * @error: a #GFileError when the file cannot be read, else as herald_save_load_data()
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
HeraldGame *
herald_save_load_file (const char  *path,
                       GError     **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  gsize allocated;
  struct stat st;
  int fd;

  /* opened first, then what was opened is looked at (fstat ()): what is not a plain file of
   * a sane size is refused before it is read into memory, and nothing can take the file's
   * place between the look and the reading (a FIFO put there would have made the read wait
   * for ever); O_NONBLOCK, so that opening a FIFO does not wait either */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                   path, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved_errno = errno;

      close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                   path, g_strerror (saved_errno));
      return NULL;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_ISDIR, _("%s is a folder"), path);
      return NULL;
    }
  if (!S_ISREG (st.st_mode))
    {
      close (fd);
      invalid (error, _("it is not a regular file but a pipe, a device or a socket"));
      return NULL;
    }
  if (st.st_size < 0 || st.st_size > HERALD_SAVE_MAX_SIZE)
    {
      close (fd);
      invalid (error, _("the file is larger than 16 MiB, more than a saved game can be"));
      return NULL;
    }

  /* the size it had, and one byte more to see that it grew since: then up to the limit */
  allocated = (gsize) st.st_size + 2;
  data = g_malloc (allocated);
  for (;;)
    {
      gssize n;

      if (length + 1 >= allocated)
        {
          allocated = MIN (allocated * 2, (gsize) HERALD_SAVE_MAX_SIZE + 2);
          data = g_realloc (data, allocated);
        }
      n = read (fd, data + length, allocated - 1 - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno), "%s: %s",
                       path, g_strerror (saved_errno));
          return NULL;
        }
      if (n == 0)
        break;
      length += n;
      if (length > HERALD_SAVE_MAX_SIZE)
        {
          close (fd);
          invalid (error, _("the file is larger than 16 MiB, more than a saved game can be"));
          return NULL;
        }
    }
  close (fd);
  data[length] = '\0';
  return herald_save_load_data (data, length, error);
}

/**
 * herald_save_load_stream:
 * @stream: what to read the save from: a pipe, standard input (`herald-cli replay -`), a file
 * @cancellable: (nullable): to stop the reading
 * @error: a #GIOError when @stream cannot be read (its message is the reason only: the caller
 *   names what was read), else as herald_save_load_data()
 *
 * Reads @stream to its end, at most %HERALD_SAVE_MAX_SIZE bytes (one byte more is refused as
 * too large, so that a stream that never ends, `/dev/zero`, is not read for ever), then loads
 * the text with herald_save_load_data(): the same checks as a file, the strict JSON ones
 * (herald-json.c) before json-glib parses anything. @stream is not closed.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL
 */
HeraldGame *
herald_save_load_stream (GInputStream  *stream,
                         GCancellable  *cancellable,
                         GError       **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);

  data = herald_save_read_stream (stream, cancellable, &length, error);
  if (data == NULL)
    return NULL;
  return herald_save_load_data (data, length, error);
}

/* herald_save_load_stream ()'s reading: @stream to its end, at most HERALD_SAVE_MAX_SIZE
 * bytes, NUL-terminated, or NULL with @error */
char *
herald_save_read_stream (GInputStream  *stream,
                         GCancellable  *cancellable,
                         gsize         *length_out,
                         GError       **error)
{
  g_autofree char *data = NULL;
  gsize allocated = 64 * 1024;
  gsize length = 0;

  data = g_malloc (allocated);
  for (;;)
    {
      gsize n = 0;

      if (length + 1 >= allocated)
        {
          allocated = MIN (allocated * 2, (gsize) HERALD_SAVE_MAX_SIZE + 2);
          data = g_realloc (data, allocated);
        }
      if (!g_input_stream_read_all (stream, data + length, allocated - 1 - length, &n,
                                    cancellable, error))
        return NULL;
      length += n;
      if (length > HERALD_SAVE_MAX_SIZE)
        {
          invalid (error, _("the file is larger than 16 MiB, more than a saved game can be"));
          return NULL;
        }
      if (length + 1 < allocated)
        break;  /* read_all () stopped short of the buffer: the end of the stream */
    }
  data[length] = '\0';
  *length_out = length;
  return g_steal_pointer (&data);
}
