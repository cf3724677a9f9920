/* test-save-fields.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The validating loader on documents that parse: wrong types and out-of-range numbers in every
 * field and action, unknown and duplicate members, the format's versions, integers out of
 * range and actions the rules forbid, each refused with a message that names what is wrong.
 * Broken input is test-save-load.c's. */

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

/* Wrong types and out-of-range numbers in every field */

typedef struct
{
  const char *path;
  const char *value;   /* JSON with ' for ", NULL: remove the member */
  const char *expect;  /* what the message must mention */
  const char *path2;   /* an optional second edit */
  const char *value2;
} FieldCase;

#define S2 "'science'"
static const FieldCase field_cases[] = {
  { "format", "'herald-gam'", "format" },
  { "format", "1", "format" },
  { "format", NULL, "format" },
  { "version", "0", "version" },
  { "version", "-1", "version" },
  { "version", "'1'", "version" },
  { "version", "1.0", "version" },
  { "version", "true", "version" },
  { "version", "null", "version" },
  { "version", NULL, "version" },
  { "seed", "-1", "seed" },
  { "seed", "4294967296", "seed" },
  { "seed", "'7'", "seed" },
  { "seed", "7.5", "seed" },
  { "seed", "[]", "seed" },
  { "rules", "'standard'", "rules" },
  { "rules", "[]", "rules" },
  { "rules", NULL, "rules" },
  { "rules.edition", "'third'", "edition" },
  { "rules.edition", "1", "edition" },
  { "rules.victory_points", "2", "victory_points" },
  { "rules.victory_points", "31", "victory_points" },
  { "rules.victory_points", "-13", "victory_points" },
  { "rules.victory_points", "13.0", "victory_points" },
  { "rules.victory_points", "'13'", "victory_points" },
  { "rules.progress_cards", "'paper'", "progress_cards" },
  { "rules.progress_cards", "0", "progress_cards" },
  { "rules.five_six_players", "'yes'", "five_six_players" },
  { "rules.five_six_players", "1", "five_six_players" },
  { "rules.variants", "[]", "variants" },
  { "rules.variants", "'none'", "variants" },
  { "rules.variants.sixth_city", "true", "sixth_city" },
  { "rules.variants.fiesepeter", "1", "fiesepeter" },
  { "rules.variants.robber_from_start", "'true'", "robber_from_start" },
  { "rules.variants.easy_start", "0", "easy_start" },
  { "rules.variants.friendly_barbarian", "[]", "friendly_barbarian" },
  { "rules.variants.seafarers", "{}", "seafarers" },
  { "rules.variants.sixth_settlement", "1", "sixth_settlement" },
  { "rules.variants.hand_limit", "'never'", "hand_limit" },
  { "rules.variants.hand_limit", "1", "hand_limit" },
  { "rules.variants.level4", "'loose'", "level4" },
  { "rules.variants.level4", "4", "level4" },
  { "rules.variants.zero_strength_reward", "'some'", "zero_strength_reward" },
  { "rules.variants.zero_strength_reward", "false", "zero_strength_reward" },
  { "players", "{}", "players" },
  { "players", NULL, "players" },
  { "players.2", NULL, "players" },
  { "players.+", "{'name': 'Dan', 'color': 'green'}", "players",
    "players.+", "{'name': 'Eve', 'color': 'orange'}" },
  { "players.0", "'Anna'", "players[0]" },
  { "players.0.name", "5", "name" },
  { "players.0.name", NULL, "name" },
  { "players.0.name", "''", "name" },
  { "players.0.name", "'sixty-five bytes long name, which is one more than the format allows'",
    "name" },
  { "players.0.color", "'pink'", "color" },
  { "players.0.color", "0", "color" },
  { "players.0.color", NULL, "color" },
  { "players.1.color", "'red'", "red" },
  { "start", "5", "start" },
  { "start", "[]", "start" },
  { "start.setup", "1", "setup" },
  { "start.setup", "true", "setup" },
  { "start.round", "0", "round" },
  { "start.round", "-1", "round" },
  { "start.round", "1.5", "round" },
  { "start.round", "'3'", "round" },
  { "start.current", "-1", "current" },
  { "start.current", "3", "current" },
  { "start.current", "'1'", "current" },
  { "start.barbarian_position", "-1", "barbarian_position" },
  { "start.barbarian_position", "7", "barbarian_position" },
  { "start.barbarian_position", "'2'", "barbarian_position" },
  { "start.first_attack_done", "1", "first_attack_done" },
  { "start.players", "{}", "players" },
  { "start.players.2", NULL, "players" },
  { "start.players.0", "5", "start.players[0]" },
  { "start.players.0.settlements", "6", "settlements" },
  { "start.players.0.settlements", "-1", "settlements" },
  { "start.players.0.settlements", "'2'", "settlements" },
  { "start.players.0.settlements", "2.0", "settlements" },
  { "start.players.0.cities", "5", "cities" },
  { "start.players.0.cities", "-1", "cities" },
  { "start.players.0.cities", "true", "cities" },
  { "start.players.0.walls", "4", "walls" },
  { "start.players.0.walls", "3", "walls" },
  { "start.players.0.walls", "'1'", "walls" },
  { "start.players.0.metropolises", "'trade'", "metropolises" },
  { "start.players.0.metropolises", "['gold']", "metropolises" },
  { "start.players.0.metropolises", "[1]", "metropolises" },
  { "start.players.0.metropolises", "['politics']", "metropolis" },
  { "start.players.0.metropolises", "['trade', 'trade']", "metropolis" },
  { "start.players.0.metropolises", "['trade', 'trade', 'trade', 'trade']", "metropolises" },
  { "start.players.1.metropolises", "['trade']", "metropolis",
    "start.players.1.improvements", "{'trade': 4}" },
  { "start.players.0.knights", "{}", "knights" },
  { "start.players.0.knights", "[1]", "knights" },
  { "start.players.0.knights", "[{'level': 4}]", "level" },
  { "start.players.0.knights", "[{'level': 0}]", "level" },
  { "start.players.0.knights", "[{'active': true}]", "level" },
  { "start.players.0.knights", "[{'level': 1, 'active': 1}]", "active" },
  { "start.players.0.knights", "[{'level': 1}, {'level': 1}, {'level': 1}]", "knights" },
  { "start.players.0.knights", "[{'level': 1}, {'level': 1}, {'level': 2}, {'level': 2},"
    " {'level': 3}, {'level': 3}, {'level': 3}]", "knights" },
  { "start.players.0.improvements", "[]", "improvements" },
  { "start.players.0.improvements", "{'trade': 6}", "trade" },
  { "start.players.0.improvements", "{'trade': 4, 'science': -1}", "science" },
  { "start.players.0.improvements", "{'trade': 4, 'politics': '2'}", "politics" },
  { "start.players.0.progress_cards", "'crane'", "progress_cards" },
  { "start.players.0.progress_cards", "['gold']", "progress_cards" },
  { "start.players.0.progress_cards", "[5]", "progress_cards" },
  { "start.players.0.progress_cards", "['printer']", "progress_cards" },
  { "start.players.0.progress_cards", "['crane', 'crane', 'spy', 'spy', 'bishop']",
    "progress_cards" },
  { "start.players.0.progress_cards", "['engineer', 'engineer']", "engineer" },
  { "rules.progress_cards", "'physical'", "progress_cards" },
  { "start.players.0.vp_cards", "'printer'", "vp_cards" },
  { "start.players.0.vp_cards", "['crane']", "vp_cards" },
  { "start.players.0.vp_cards", "['printer', 'printer']", "printer" },
  { "start.players.0.vp_cards", "['printer', 'constitution', 'printer']", "vp_cards" },
  { "start.players.0.defender", "-1", "defender" },
  { "start.players.0.defender", "1001", "defender" },
  { "start.players.0.defender", "'1'", "defender" },
  { "start.players.0.longest_road", "1", "longest_road" },
  { "start.players.1.longest_road", "true", "Longest Road" },
  { "start.players.0.merchant", "'no'", "merchant" },
  { "start.players.1.merchant", "true", "merchant", "start.players.2.merchant", "true" },
  { "start.decks", "[]", "decks" },
  { "start.decks", "{'trade': 'merchant'}", "trade" },
  { "start.decks", "{'trade': ['gold']}", "trade" },
  { "start.decks", "{'trade': ['crane']}", "crane" },
  { "start.decks", "{'trade': ['merchant', 'merchant', 'merchant', 'merchant', 'merchant',"
    " 'merchant', 'merchant']}", "merchant" },
  { "start.decks", "{'science': ['crane', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane',"
    " 'crane', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane', 'crane',"
    " 'crane', 'crane']}", "science" },
  { "start.players.0.progress_cards", NULL, "decks", "rules.progress_cards", "'physical'" },
  { "start.decks", "{'science': ['printer']}", "printer" },
  { "actions", "{}", "actions" },
  { "actions", "'roll'", "actions" },
};

/* Each is appended as action 3 of the base document. */
static const FieldCase action_cases[] = {
  { NULL, "5", "object" },
  { NULL, "[]", "object" },
  { NULL, "{}", "type" },
  { NULL, "{'type': 5}", "type" },
  { NULL, "{'type': 'fly'}", "fly" },
  { NULL, "{'type': 'roll', 'red': 1, 'white': 1}", "event" },
  { NULL, "{'type': 'roll', 'event': 'boat', 'red': 1, 'white': 1}", "event" },
  { NULL, "{'type': 'roll', 'event': 1, 'red': 1, 'white': 1}", "event" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'white': 1}", "red" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 0, 'white': 1}", "red" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 7, 'white': 1}", "red" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': '3', 'white': 1}", "red" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 3.0, 'white': 1}", "red" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 0}", "white" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 7}", "white" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1}", "white" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'alchemist': 1}",
    "alchemist" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'commit': 5}", "commit" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'commit': [5]}", "commit" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'commit': [[6]]}",
    "commit" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'commit': [['a']]}",
    "commit" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1,"
    " 'commit': [[], [], [], [], [], [], []]}", "commit" },
  { NULL, "{'type': 'roll', 'event': 'ship', 'red': 1, 'white': 1, 'commit': [[0]]}", "commit" },
  { NULL, "{'type': 'build_settlement'}", "player" },
  { NULL, "{'type': 'build_settlement', 'player': -1}", "player" },
  { NULL, "{'type': 'build_settlement', 'player': 6}", "player" },
  { NULL, "{'type': 'build_settlement', 'player': 3}", "“player” is 3, outside 0–2" },
  { NULL, "{'type': 'build_settlement', 'player': '1'}", "player" },
  { NULL, "{'type': 'build_settlement', 'player': 1.0}", "player" },
  { NULL, "{'type': 'build_city', 'player': 1, 'from': 'castle'}", "from" },
  { NULL, "{'type': 'build_city', 'player': 1, 'from': 1}", "from" },
  { NULL, "{'type': 'build_wall', 'player': 1, 'city': 4}", "city" },
  { NULL, "{'type': 'build_wall', 'player': 1, 'city': -1}", "city" },
  { NULL, "{'type': 'build_wall', 'player': 1, 'city': 'first'}", "city" },
  { NULL, "{'type': 'upgrade_knight', 'player': 1}", "knight" },
  { NULL, "{'type': 'upgrade_knight', 'player': 1, 'knight': 6}", "knight" },
  { NULL, "{'type': 'activate_knight', 'player': 1, 'knight': -1}", "knight" },
  { NULL, "{'type': 'deactivate_knight', 'player': 1, 'knight': '0'}", "knight" },
  { NULL, "{'type': 'remove_knight', 'player': 1, 'knight': 0.5}", "knight" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 0}", "kind" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 0, 'kind': 'fly'}", "kind" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 7, 'kind': 'move'}", "knight" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 0, 'kind': 'displace',"
    " 'target_knight': 0}", "target" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 0, 'kind': 'displace',"
    " 'target': 0, 'target_knight': 6}", "target_knight" },
  { NULL, "{'type': 'knight_action', 'player': 1, 'knight': 0, 'kind': 'displace',"
    " 'target': 0, 'target_knight': 0, 'removed': 1}", "removed" },
  { NULL, "{'type': 'improve_city', 'player': 1}", "track" },
  { NULL, "{'type': 'improve_city', 'player': 1, 'track': 'gold'}", "track" },
  { NULL, "{'type': 'improve_city', 'player': 1, 'track': 'trade', 'city': 4}", "city" },
  { NULL, "{'type': 'set_longest_road'}", "player" },
  { NULL, "{'type': 'set_longest_road', 'player': 'Ben'}", "player" },
  { NULL, "{'type': 'set_merchant', 'player': 6}", "player" },
  { NULL, "{'type': 'play_card', 'player': 1}", "card" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'gold'}", "card" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'spy', 'target': 6}", "target" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'intrigue', 'target': 0,"
    " 'target_knight': 6}", "target_knight" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'spy', 'target': 0,"
    " 'target_card': 'gold'}", "target_card" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'engineer', 'city': 4}", "city" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'smith', 'knights': 0}", "knights" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'smith', 'knights': []}", "knights" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'smith', 'knights': [0, 1, 2]}",
    "knights" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'smith', 'knights': [6]}", "knights" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'smith', 'knights': ['a']}", "knights" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'deserter', 'target': 0,"
    " 'target_knight': 0, 'place': 1}", "place" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'intrigue', 'target': 0,"
    " 'target_knight': 0, 'removed': 'yes'}", "removed" },
  { NULL, "{'type': 'play_card', 'player': 1, 'card': 'medicine', 'from': 'city'}", "from" },
  { NULL, "{'type': 'discard_card', 'player': 1}", "card" },
  { NULL, "{'type': 'discard_card', 'player': 1, 'card': 'gold'}", "card" },
  { NULL, "{'type': 'discard_card', 'player': 1, 'card': 3}", "card" },
  { NULL, "{'type': 'choose_deck', 'player': 1}", "deck" },
  { NULL, "{'type': 'choose_deck', 'player': 1, 'deck': 'gold'}", "deck" },
  { NULL, "{'type': 'choose_city', 'player': 1}", "walled" },
  { NULL, "{'type': 'choose_city', 'player': 1, 'walled': 1}", "walled" },
  { NULL, "{'type': 'reveal_vp_card', 'player': 1, 'card': 'golden_idol'}", "card" },
  { NULL, "{'type': 'reveal_vp_card', 'player': 1, 'card': null}", "card" },
  { NULL, "{'type': 'setup_settlement', 'player': 9}", "player" },
  { NULL, "{'type': 'setup_city'}", "player" },
  { NULL, "{'type': 'repair_city', 'player': -2}", "player" },
  { NULL, "{'type': 'correct'}", "player" },
  { NULL, "{'type': 'correct', 'player': 1, 'settlements': 6}", "settlements" },
  { NULL, "{'type': 'correct', 'player': 1, 'settlements': '1'}", "settlements" },
  { NULL, "{'type': 'correct', 'player': 1, 'cities': 5}", "cities" },
  { NULL, "{'type': 'correct', 'player': 1, 'cities': -1}", "cities" },
  { NULL, "{'type': 'correct', 'player': 1, 'walls': 4}", "walls" },
  { NULL, "{'type': 'correct', 'player': 1, 'defender': 1001}", "defender" },
  { NULL, "{'type': 'correct', 'player': 1, 'defender': -1}", "defender" },
  { NULL, "{'type': 'correct', 'player': 1, 'improvements': []}", "improvements" },
  { NULL, "{'type': 'correct', 'player': 1, 'improvements': {'trade': 6}}", "trade" },
  { NULL, "{'type': 'correct', 'player': 1, 'improvements': {'science': 'x'}}", "science" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': 'x'}", "knights" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': [5]}", "knights" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': [{'level': 4}]}", "level" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': [{'active': true}]}", "level" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': [{'level': 1, 'active': 2}]}",
    "active" },
  { NULL, "{'type': 'correct', 'player': 1, 'knights': [{'level': 1}, {'level': 1},"
    " {'level': 1}, {'level': 1}, {'level': 1}, {'level': 1}, {'level': 1}]}", "knights" },
};

static void
check_field_case (const FieldCase *c,
                  const char      *prefix)
{
  g_autofree char *text = doc_with (c->path != NULL ? c->path : "actions.+", c->value,
                                    c->path2, c->value2);
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);
  const char *what = c->path != NULL ? c->path : c->value;

  if (game != NULL)
    {
      g_test_fail_printf ("%s = %s loads", what, c->value ? c->value : "(removed)");
      return;
    }
  g_test_message ("%s = %s: %s", what, c->value ? c->value : "(removed)", error->message);
  if (!g_error_matches (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID))
    g_test_fail_printf ("%s = %s: error %s %d, not HERALD_GAME_ERROR_INVALID: %s", what,
                        c->value, g_quark_to_string (error->domain), error->code,
                        error->message);
  else if (strstr (error->message, c->expect) == NULL)
    g_test_fail_printf ("%s = %s: \"%s\" does not name \"%s\"", what, c->value, error->message,
                        c->expect);
  else if (prefix != NULL && !g_str_has_prefix (error->message, prefix))
    g_test_fail_printf ("%s: \"%s\" does not start with \"%s\"", what, error->message, prefix);
}

static void
test_invalid_fields (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (field_cases); i++)
    check_field_case (&field_cases[i], NULL);
}

static void
test_invalid_actions (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (action_cases); i++)
    {
      g_autoptr(JsonNode) node = parse_json (action_cases[i].value);
      g_autofree char *prefix = NULL;
      const char *type = "?";

      if (JSON_NODE_HOLDS_OBJECT (node) &&
          json_object_has_member (json_node_get_object (node), "type") &&
          json_node_get_value_type (json_object_get_member (json_node_get_object (node), "type"))
          == G_TYPE_STRING)
        type = json_object_get_string_member (json_node_get_object (node), "type");
      prefix = g_strdup_printf ("action 3 (%s): ", type);
      check_field_case (&action_cases[i], prefix);
    }
}

/* docs/save-format.md: "Unknown top-level members are ignored; every member below is
 * validated". A misspelt member below the top level is a mistake that changes the game
 * (the default applies instead), so it must be refused. */
static void
test_unknown_members (void)
{
  const char *cases[][3] = {
    { "rules.victory_point", "5", "victory_point" },
    { "players.0.colour", "'blue'", "colour" },
    { "start.rund", "4", "rund" },
    { "start.players.1.settlement", "4", "settlement" },
    { "start.players.1.improvements", "{'trades': 3}", "trades" },
    { "start.decks.sciences", "[]", "sciences" },
    { "actions.0.whte", "3", "whte" },
    { "actions.1.cty", "0", "cty" },
  };
  g_autoptr(GString) accepted = g_string_new (NULL);
  g_autofree char *top = doc_with ("comment", "'top-level members are ignored'", NULL, NULL);
  g_autoptr(HeraldGame) game = load_any (top, strlen (top), NULL);

  g_assert_nonnull (game);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = doc_with (cases[i][0], cases[i][1], NULL, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) loaded = herald_save_load_data (text, strlen (text), &error);

      if (loaded != NULL)
        g_string_append_printf (accepted, "%s%s", accepted->len ? ", " : "", cases[i][0]);
      else if (!g_error_matches (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID) ||
               strstr (error->message, cases[i][2]) == NULL)
        g_test_fail_printf ("%s: \"%s\" does not name \"%s\"", cases[i][0], error->message,
                            cases[i][2]);
    }
  if (accepted->len > 0)
    engine_bug ("misspelt members load silently (the default applies): %s", accepted->str);
}

/* The migrations (docs/save-format.md, "Versions"): a file of an older version keeps the rules
 * of the Herald that wrote it: version 1 building at any time (RULES.md A3.4 was not checked)
 * and version 1 and 2 the lenient corrections (A17.1, A17.4 were not checked after one). It is
 * saved as version 3 with those variants written out, and from then on loads the same and
 * saves to the same bytes. A version-3 game has the rules' own defaults. */
typedef struct
{
  const char            *version;
  HeraldBuildTiming      build_timing;
  HeraldCorrectionsRule  corrections;
  const char            *written[2];  /* the variants written out when it is saved */
} Migration;

static const Migration migrations[] = {
  { "1", HERALD_BUILD_ANYTIME, HERALD_CORRECTIONS_LENIENT, { "build_timing", "corrections" } },
  { "2", HERALD_BUILD_AFTER_ROLL, HERALD_CORRECTIONS_LENIENT, { "corrections" } },
  { "3", HERALD_BUILD_AFTER_ROLL, HERALD_CORRECTIONS_STRICT, { NULL } },
};

static void
check_migration (const Migration *m)
{
  g_autofree char *text = doc_with ("version", m->version, NULL, NULL);
  g_autoptr(HeraldGame) game = load_any (text, strlen (text), NULL);
  g_autoptr(HeraldGame) reloaded = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *saved = NULL;
  g_autofree char *again = NULL;
  JsonObject *variants;

  g_test_message ("version %s", m->version);
  g_assert_nonnull (game);
  g_assert_cmpint (herald_game_get_rules (game)->build_timing, ==, m->build_timing);
  g_assert_cmpint (herald_game_get_rules (game)->corrections, ==, m->corrections);

  saved = herald_save_to_data (game, NULL);
  node = json_from_string (saved, NULL);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "version"), ==, 3);
  variants = json_object_get_object_member (json_object_get_object_member (
                                              json_node_get_object (node), "rules"), "variants");
  for (guint i = 0; i < G_N_ELEMENTS (m->written) && m->written[i] != NULL; i++)
    {
      const char *name = m->written[i];
      const char *value = g_str_equal (name, "build_timing") ? "anytime" : "lenient";

      g_assert_cmpstr (json_object_get_string_member (variants, name), ==, value);
    }

  reloaded = herald_save_load_data (saved, strlen (saved), NULL);
  g_assert_nonnull (reloaded);
  g_assert_cmpint (herald_game_get_rules (reloaded)->build_timing, ==, m->build_timing);
  g_assert_cmpint (herald_game_get_rules (reloaded)->corrections, ==, m->corrections);
  again = herald_save_to_data (reloaded, NULL);
  g_assert_cmpstr (again, ==, saved);
}

static void
test_version (void)
{
  g_autofree char *v4 = doc_with ("version", "4", NULL, NULL);
  g_autofree char *v1000 = doc_with ("version", "1000", NULL, NULL);
  g_autofree char *v4_broken = doc_with ("version", "4", "rules", "'garbage'");
  g_autofree char *huge_negative = doc_with_raw ("version", "-9223372036854775809");
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;

  assert_refused (v4, -1, HERALD_GAME_ERROR_VERSION, "newer Herald");
  assert_refused (v1000, -1, HERALD_GAME_ERROR_VERSION, "newer Herald");
  /* the version is checked before the rest: a newer file may look different */
  assert_refused (v4_broken, -1, HERALD_GAME_ERROR_VERSION, "newer Herald");

  for (guint i = 0; i < G_N_ELEMENTS (migrations); i++)
    check_migration (&migrations[i]);

  /* json-glib saturates integers that do not fit in 64 bits */
  game = herald_save_load_data (huge_negative, strlen (huge_negative), &error);
  g_assert_null (game);
  if (!g_error_matches (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID))
    engine_bug ("\"version\": -9223372036854775809 is reported as \"%s\"", error->message);
}

/* Breaker report 10, F8: an integer beyond 64 bits was shown as json-glib wrapped it
 * (2^63 as -9223372036854775808, 2^64 + 1 as -1); it is refused with its own text. The largest
 * 64-bit integer is still read as it is, and an ignored member may hold any number. */
static void
test_integer_range (void)
{
  const struct { const char *literal; const char *mention; } cases[] = {
    { "9223372036854775808", "the number 9223372036854775808 is too large" },
    { "18446744073709551617", "the number 18446744073709551617 is too large" },
    { "-9223372036854775809", "the number -9223372036854775809 is too small" },
    { "123456789012345678901234567890123456789012345678901234567890",
      "the number 1234567890123456789012345678901234567890… is too large" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *roll = g_strdup_printf ("{\"type\": \"roll\", \"player\": 0, "
                                               "\"event\": \"ship\", \"red\": %s, "
                                               "\"white\": 1}", cases[i].literal);
      g_autofree char *in_action = doc_with_raw ("actions.+", roll);
      g_autofree char *as_seed = doc_with_raw ("seed", cases[i].literal);

      assert_refused (in_action, -1, HERALD_GAME_ERROR_INVALID, cases[i].mention);
      assert_refused (as_seed, -1, HERALD_GAME_ERROR_INVALID, cases[i].mention);
    }
  {
    g_autofree char *text = doc_with_raw ("actions.+", "{\"type\": \"roll\", \"player\": 0, "
                                          "\"event\": \"ship\", \"red\": "
                                          "9223372036854775807, \"white\": 1}");

    assert_refused (text, -1, HERALD_GAME_ERROR_INVALID, "“red” is 9223372036854775807, outside 1–6");
  }
  {
    g_autofree char *text = doc_with_raw ("comment", "[18446744073709551617, -1e999]");
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
  {
    /* a version above ours is a newer Herald's, however large, not "not a positive integer" */
    g_autofree char *text = doc_with_raw ("version", "1000001");

    assert_refused (text, -1, HERALD_GAME_ERROR_VERSION, "format version 1000001");
    g_clear_pointer (&text, g_free);
    text = doc_with_raw ("version", "9223372036854775807");
    assert_refused (text, -1, HERALD_GAME_ERROR_VERSION, "format version 9223372036854775807");
    g_clear_pointer (&text, g_free);
    text = doc_with_raw ("version", "9223372036854775808");
    assert_refused (text, -1, HERALD_GAME_ERROR_INVALID, "9223372036854775808 is too large");
  }
}

/* A member given twice was read as its last value (breaker report 10, F7): an action
 * `{"type": "end_turn", "type": "roll", ...}` loaded as a roll, `"version": 4, "version": 3` as
 * version 3 while `3, 4` was a newer Herald's. A reader that keeps the first would see another
 * game: the file is refused, naming the member and where it is. */
static void
test_duplicate_members (void)
{
  const struct { const char *path; const char *literal; const char *mention; } cases[] = {
    { "version", "4, \"version\": 3", "“version” appears twice at the top level" },
    { "version", "3, \"version\": 4", "“version” appears twice at the top level" },
    { "version", "3, \"ver\\u0073ion\": 3", "“version” appears twice at the top level" },
    { "players", "[], \"players\": [{\"name\": \"A\", \"color\": \"red\"}, "
      "{\"name\": \"B\", \"color\": \"blue\"}, {\"name\": \"C\", \"color\": \"white\"}]",
      "“players” appears twice at the top level" },
    { "actions.+", "{\"type\": \"end_turn\", \"type\": \"roll\", \"player\": 0, "
      "\"event\": \"ship\", \"red\": 1, \"white\": 2}", "“type” appears twice in actions[" },
    { "actions.+", "{\"type\": \"roll\", \"player\": 0, \"event\": \"ship\", \"red\": 1, "
      "\"white\": 2, \"red\": 1}", "“red” appears twice in actions[" },
    { "rules.victory_points", "13, \"victory_points\": 13",
      "“victory_points” appears twice in rules" },
    { "players.1", "{\"name\": \"Ben\", \"color\": \"blue\", \"name\": \"Ben\"}",
      "“name” appears twice in players[1]" },
    /* an ignored member too: one file must mean one thing to every reader */
    { "comment", "1, \"comment\": 2", "“comment” appears twice at the top level" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = doc_with_raw (cases[i].path, cases[i].literal);

      assert_refused (text, -1, HERALD_GAME_ERROR_INVALID, cases[i].mention);
      assert_refused (text, -1, HERALD_GAME_ERROR_INVALID, "(line ");
    }
  {
    /* the same name in two objects, or as a value, is no duplicate */
    g_autofree char *text = doc_with_raw ("comment", "{\"version\": \"version\", \"a\": "
                                          "{\"version\": 1}, \"b\": [{\"a\": 1}, {\"a\": 2}]}");
    g_autoptr(GError) error = NULL;
    g_autoptr(HeraldGame) game = herald_save_load_data (text, strlen (text), &error);

    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
}

/* Whether @prefix's file with @action_json at the end of its log loads: an action refused as
 * a new step that a file's log replays as written (docs/save-format.md, "Rules that refuse new
 * steps only") */
static gboolean
loads_after (HeraldGame *prefix,
             JsonNode   *action_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(HeraldGame) loaded = NULL;
  g_autofree char *text = NULL;
  gsize length;

  text = herald_save_to_data (prefix, &length);
  root = json_from_string (text, &error);
  g_assert_no_error (error);
  json_array_add_element (json_object_get_array_member (json_node_get_object (root), "actions"),
                          json_node_copy (action_json));
  g_free (text);
  text = json_to_string (root, TRUE);
  loaded = herald_save_load_data (text, strlen (text), NULL);
  return loaded != NULL;
}

static void
test_forbidden_action (void)
{
  g_autofree char *again = doc_with ("actions.+", "{'type': 'roll', 'event': 'ship', 'red': 1,"
                                     " 'white': 2}", "actions.+", "{'type': 'roll', 'event':"
                                     " 'trade', 'red': 3, 'white': 4}");
  g_autofree char *first = doc_with ("actions", "[{'type': 'end_turn'}]", NULL, NULL);
  g_autofree char *nobody = doc_with ("actions.+", "{'type': 'build_city', 'player': 2}",
                                      "start.players.2", "{'settlements': 0}");
  guint checked = 0;

  assert_refused (again, -1, HERALD_GAME_ERROR_FORBIDDEN, "action 4 (roll): ");
  assert_refused (first, -1, HERALD_GAME_ERROR_FORBIDDEN, "action 0 (end_turn): ");
  assert_refused (nobody, -1, HERALD_GAME_ERROR_FORBIDDEN, "action 3 (build_city): ");

  /* anywhere in real games: the message is the rules' own, behind "action N (type): " */
  for (guint seed = 1; seed <= 60; seed++)
    {
      g_autoptr(HeraldGame) game = play_game (seed, TRUE, 12, 400);
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed);
      guint k = herald_rng_range (rng, herald_game_get_n_actions (game) + 1);
      g_autoptr(HeraldGame) prefix = prefix_copy (game, k);
      g_autofree char *before = state_text (prefix);
      g_autofree char *text = NULL, *after = NULL, *expected = NULL;
      g_autoptr(GError) check_error = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) root = NULL;
      g_autoptr(JsonNode) action_json = NULL;
      g_autoptr(HeraldGame) loaded = NULL;
      HeraldAction a, decoded;
      gboolean decodes = FALSE;
      gsize length;

      if (herald_game_get_state (prefix)->phase == HERALD_PHASE_OVER)
        continue;
      for (guint attempt = 0; attempt < 1000; attempt++)
        {
          guint player = herald_rng_range (rng, herald_game_get_n_players (prefix));

          herald_random_move (prefix, rng, player, &a);
          action_json = herald_action_to_json (&a);
          g_clear_error (&check_error);
          decodes = herald_action_from_json (action_json, &decoded, &check_error);
          /* accepted, or refused as a new step only (a reveal of a Printer nobody drew,
           * breaker 16, B16-1): a file may hold it */
          if ((decodes && herald_game_check (prefix, &decoded, &check_error)) ||
              (decodes && loads_after (prefix, action_json)))
            {
              g_clear_pointer (&action_json, json_node_unref);
              continue;
            }
          break;
        }
      g_assert_nonnull (action_json);
      g_assert_nonnull (check_error);

      /* a refused action changes nothing */
      if (decodes)
        {
          g_assert_false (herald_game_apply (prefix, &decoded, NULL, NULL));
          after = state_text (prefix);
          g_assert_cmpstr (before, ==, after);
        }

      text = herald_save_to_data (game, &length);
      root = json_from_string (text, &error);
      g_assert_no_error (error);
      {
        JsonArray *actions = json_object_get_array_member (json_node_get_object (root), "actions");
        g_autoptr(JsonArray) spliced = json_array_new ();

        for (guint i = 0; i <= json_array_get_length (actions); i++)
          {
            if (i == k)
              json_array_add_element (spliced, json_node_copy (action_json));
            if (i < json_array_get_length (actions))
              json_array_add_element (spliced,
                                      json_node_copy (json_array_get_element (actions, i)));
          }
        json_object_set_array_member (json_node_get_object (root), "actions",
                                      g_steal_pointer (&spliced));
      }
      g_free (text);
      text = json_to_string (root, TRUE);
      loaded = herald_save_load_data (text, strlen (text), &error);
      g_assert_null (loaded);
      g_assert_true (error->domain == HERALD_GAME_ERROR);
      /* a file's refused step is FORBIDDEN, one refused because it is another player's turn
       * too (HERALD_GAME_ERROR_OFF_TURN is the table's question's kind, N43-1) */
      g_assert_cmpint (error->code, ==, check_error->code == HERALD_GAME_ERROR_OFF_TURN
                                        ? HERALD_GAME_ERROR_FORBIDDEN : check_error->code);
      expected = g_strdup_printf ("action %u (%s): %s", k, herald_action_type_to_string (a.type),
                                  check_error->message);
      g_assert_cmpstr (error->message, ==, expected);
      checked++;
    }
  g_assert_cmpuint (checked, >, 40);
}


int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/save/load/invalid-fields", test_invalid_fields);
  g_test_add_func ("/herald/save/load/invalid-actions", test_invalid_actions);
  g_test_add_func ("/herald/save/load/unknown-members", test_unknown_members);
  g_test_add_func ("/herald/save/load/version", test_version);
  g_test_add_func ("/herald/save/load/integer-range", test_integer_range);
  g_test_add_func ("/herald/save/load/duplicate-members", test_duplicate_members);
  g_test_add_func ("/herald/save/load/forbidden-action", test_forbidden_action);

  return g_test_run ();
}
