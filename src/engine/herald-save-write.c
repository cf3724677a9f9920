/* herald-save-write.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The writing side of the save format (docs/save-format.md): a game as the JSON text Herald
 * writes, and the file written atomically and durably. Split from herald-save.c, which reads.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>

#include "herald-enums.h"
#include "herald-json.h"
#include "herald-private.h"
#include "herald-save.h"
#include "herald-save-cache.h"
#include "herald-start.h"

static JsonNode *
roll_record_to_json (const HeraldRollRecord *record)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "roll");
  json_builder_add_int_value (b, record->ordinal);
  json_builder_set_member_name (b, "event");
  json_builder_add_string_value (b, herald_event_to_string (record->roll.event));
  json_builder_set_member_name (b, "red");
  json_builder_add_int_value (b, record->roll.red);
  json_builder_set_member_name (b, "white");
  json_builder_add_int_value (b, record->roll.white);
  if (record->roll.alchemist)
    {
      json_builder_set_member_name (b, "alchemist");
      json_builder_add_boolean_value (b, TRUE);
    }
  if (record->again)
    {
      json_builder_set_member_name (b, "again");
      json_builder_add_boolean_value (b, TRUE);
    }
  if (record->roll.entered)
    {
      json_builder_set_member_name (b, "entered");
      json_builder_add_boolean_value (b, TRUE);
    }
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* @member: the times (Unix seconds, null where unknown) of @n actions got by @get, for the
 * log ("times") or the redo list ("undone_times"); written only when any time is known, so
 * that a game saved without times saves as before */
static void
add_times (JsonBuilder         *b,
           const char          *member,
           HeraldGame          *game,
           guint                n,
           const HeraldAction *(*get) (HeraldGame *game, guint i))
{
  for (guint i = 0; i < n; i++)
    if (get (game, i)->time != 0)
      {
        json_builder_set_member_name (b, member);
        json_builder_begin_array (b);
        for (guint j = 0; j < n; j++)
          {
            gint64 t = get (game, j)->time;

            if (t != 0)
              json_builder_add_int_value (b, t);
            else
              json_builder_add_null_value (b);
          }
        json_builder_end_array (b);
        return;
      }
}

static JsonNode *
rules_to_json (const HeraldRules *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "edition");
  json_builder_add_string_value (b, herald_edition_to_string (r->edition));
  json_builder_set_member_name (b, "victory_points");
  json_builder_add_int_value (b, r->victory_points);
  json_builder_set_member_name (b, "progress_cards");
  json_builder_add_string_value (b, r->digital_cards ? "digital" : "physical");
  json_builder_set_member_name (b, "five_six_players");
  json_builder_add_boolean_value (b, r->five_six_players);
  /* fair dice are the default: files stay as they were for them */
  if (r->dice_mode != HERALD_DICE_MODE_FAIR)
    {
      json_builder_set_member_name (b, "dice");
      json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_DICE_MODE, r->dice_mode));
    }
  json_builder_set_member_name (b, "variants");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "fiesepeter");
  json_builder_add_boolean_value (b, r->fiesepeter);
  json_builder_set_member_name (b, "robber_from_start");
  json_builder_add_boolean_value (b, r->robber_from_start);
  json_builder_set_member_name (b, "easy_start");
  json_builder_add_boolean_value (b, r->easy_start);
  json_builder_set_member_name (b, "friendly_barbarian");
  json_builder_add_boolean_value (b, r->friendly_barbarian);
  json_builder_set_member_name (b, "seafarers");
  json_builder_add_boolean_value (b, r->seafarers);
  json_builder_set_member_name (b, "hand_limit");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_HAND_LIMIT_RULE, r->hand_limit));
  json_builder_set_member_name (b, "level4");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_LEVEL4_RULE, r->level4));
  json_builder_set_member_name (b, "zero_strength_reward");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_ZERO_REWARD, r->zero_reward));
  json_builder_set_member_name (b, "sixth_settlement");
  json_builder_add_boolean_value (b, r->sixth_settlement);
  json_builder_set_member_name (b, "build_timing");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_BUILD_TIMING, r->build_timing));
  json_builder_set_member_name (b, "corrections");
  json_builder_add_string_value (b, herald_enum_to_nick (HERALD_TYPE_CORRECTIONS_RULE, r->corrections));
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* The members before "actions": what a game is made with, unchanged by play */
static void
add_head (JsonBuilder *b,
          HeraldGame  *game)
{
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, HERALD_SAVE_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, HERALD_SAVE_VERSION);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, herald_game_get_seed (game));
  json_builder_set_member_name (b, "rules");
  json_builder_add_value (b, rules_to_json (herald_game_get_rules (game)));

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, herald_game_get_player_name (game, i));
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b,
                                     herald_color_to_string (herald_game_get_player_color (game, i)));
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (herald_game_get_start (game) != NULL)
    {
      json_builder_set_member_name (b, "start");
      json_builder_add_value (b, herald_start_to_json (herald_game_get_start (game),
                                                       herald_game_get_rules (game)));
    }
}

/* The members after "actions" and "times": what cannot be rolled again */
static void
add_tail (JsonBuilder *b,
          HeraldGame  *game)
{
  JsonNode *node;

  /* what cannot be rolled again (docs/save-format.md): only when there is any, so that a
   * game without undo saves as before */
  if (herald_game_get_n_redo (game) > 0)
    {
      json_builder_set_member_name (b, "undone");
      json_builder_begin_array (b);
      for (guint i = 0; i < herald_game_get_n_redo (game); i++)
        json_builder_add_value (b, herald_action_to_json (herald_game_get_redo_action (game, i)));
      json_builder_end_array (b);
      /* their times, as "times" for the log: only when any is known */
      add_times (b, "undone_times", game, herald_game_get_n_redo (game),
                 herald_game_get_redo_action);
    }
  if (herald_game_get_n_undone_rolls (game) > 0)
    {
      json_builder_set_member_name (b, "undone_rolls");
      json_builder_begin_array (b);
      for (guint i = 0; i < herald_game_get_n_undone_rolls (game); i++)
        json_builder_add_value (b, roll_record_to_json (herald_game_get_undone_roll (game, i)));
      json_builder_end_array (b);
    }
  if (herald_game_get_drawn_roll (game) != NULL)
    {
      json_builder_set_member_name (b, "next_roll");
      json_builder_add_value (b, roll_record_to_json (herald_game_get_drawn_roll (game)));
    }
  /* the decks chosen and undone (B17-2): only when there is any */
  if (herald_game_get_n_undone_draws (game) > 0)
    {
      json_builder_set_member_name (b, "undone_draws");
      json_builder_begin_array (b);
      for (guint i = 0; i < herald_game_get_n_undone_draws (game); i++)
        {
          const HeraldDrawRecord *r = herald_game_get_undone_draw (game, i);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "roll");
          json_builder_add_int_value (b, r->ordinal);
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, r->player);
          json_builder_set_member_name (b, "deck");
          json_builder_add_string_value (b, herald_track_to_string (r->track));
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
    }
  /* the last step's cards revealed to their owners (N20-8): only while it is the last step,
   * so that a game without draws saves as before */
  if (herald_game_get_n_actions (game) > 0 &&
      herald_game_get_draws_seen (game) == herald_game_get_n_actions (game))
    {
      json_builder_set_member_name (b, "draws_seen");
      json_builder_add_int_value (b, herald_game_get_draws_seen (game));
    }
  node = herald_game_dice_deck_to_json (game);
  if (node != NULL)
    {
      json_builder_set_member_name (b, "balanced_deck");
      json_builder_add_value (b, node);
    }
}

static char *
generate (JsonBuilder *b,
          gsize       *length)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (b);

  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  json_generator_set_indent (gen, 2);
  return json_generator_to_data (gen, length);
}

/**
 * herald_save_to_data:
 * @game: a game
 * @length: (out) (optional): the length of the result
 *
 * Writes @game in the save format, canonically: loading the result and saving it again gives
 * the same bytes.
 *
 * Returns: (transfer full): the JSON text
 */
char *
herald_save_to_data (HeraldGame *game,
                     gsize      *length)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_head (b, game);

  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < herald_game_get_n_actions (game); i++)
    json_builder_add_value (b, herald_action_to_json (herald_game_get_action (game, i)));
  json_builder_end_array (b);

  /* when each action was taken: only when any time is known, so that a game saved without
   * times (herald-cli, tests, older files) saves as before */
  add_times (b, "times", game, herald_game_get_n_actions (game), herald_game_get_action);

  add_tail (b, game);
  json_builder_end_object (b);
  return generate (b, length);
}

/* herald-save-cache.c: the document with an empty action array and without anything after
 * it: its head is where the cached actions' text goes */
char *
herald_save_head_to_data (HeraldGame *game,
                          gsize      *length)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_head (b, game);
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  json_builder_end_array (b);
  json_builder_end_object (b);
  return generate (b, length);
}

/* herald-save-cache.c: a document of the members after "actions" and "times" alone, at the
 * depth they have in the whole document */
char *
herald_save_tail_to_data (HeraldGame *game,
                          gsize      *length)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_tail (b, game);
  json_builder_end_object (b);
  return generate (b, length);
}

/**
 * herald_save_identity:
 * @game: a game
 *
 * Which game @game is, whatever was played since it began: the SHA-256, in hexadecimal, of
 * its seed, its players (names and colours, as saved), its start position and its first
 * action (none yet: without it). Two files of one game (a copy of it, the game saved
 * elsewhere, played on or undone since, but not back to its first step) have one identity;
 * games begun apart have two (Herald seeds each game from the operating system, and the
 * first dice are rolled). The rules are not part of it: the table may change the dice mode
 * during a game. Records count a game once by it (herald-session-records.c).
 *
 * Returns: (transfer full): 64 hexadecimal digits
 */
char *
herald_save_identity (HeraldGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  return herald_save_identity_with_first (game, herald_game_get_n_actions (game) > 0
                                                ? herald_game_get_action (game, 0) : NULL);
}

/**
 * herald_save_identity_with_first:
 * @game: a game
 * @first: (nullable): the action taken as @game's first (%NULL: none yet)
 *
 * herald_save_identity () of @game as it was, or will be, with @first as its first action: the
 * identity it had before that action was undone (herald_game_get_redo_action ()).
 *
 * Returns: (transfer full): 64 hexadecimal digits
 */
char *
herald_save_identity_with_first (HeraldGame         *game,
                                 const HeraldAction *first)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (game != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, herald_game_get_seed (game));
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    {
      json_builder_add_string_value (b, herald_game_get_player_name (game, i));
      json_builder_add_string_value (b,
                                     herald_color_to_string (herald_game_get_player_color (game, i)));
    }
  json_builder_end_array (b);
  if (herald_game_get_start (game) != NULL)
    {
      json_builder_set_member_name (b, "start");
      json_builder_add_value (b, herald_start_to_json (herald_game_get_start (game),
                                                       herald_game_get_rules (game)));
    }
  if (first != NULL)
    {
      json_builder_set_member_name (b, "first");
      json_builder_add_value (b, herald_action_to_json (first));
    }
  json_builder_end_object (b);
  text = generate (b, &length);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) text, length);
}

/**
 * herald_save_write_file:
 * @game: a game
 * @path: where to write
 * @error: a #GFileError (disk full, read-only directory, ...)
 *
 * Writes atomically and durably (g_file_set_contents_full() with
 * %G_FILE_SET_CONTENTS_CONSISTENT | %G_FILE_SET_CONTENTS_DURABLE): after a crash the file
 * holds either the old or the new game, never a mixture.
 *
 * Returns: %TRUE on success
 */
gboolean
herald_save_write_file (HeraldGame  *game,
                        const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  data = herald_save_to_data (game, &length);
  return g_file_set_contents_full (path, data, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0644, error);
}
