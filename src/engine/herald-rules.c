/* herald-rules.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "herald-enums.h"
#include "herald-game.h"
#include "herald-private.h"
#include "herald-rules.h"

G_DEFINE_QUARK (herald-game-error-quark, herald_game_error)

/* A question whose refusal is wanted as words only (herald_game_check_refusal ()): the error
 * location it passes is this thread's @slot, and a refusal (herald_fail (), herald_fail_kept ())
 * sets @slot to @kept, whose message is lent (by herald_fail_sentence ()'s table, or by the
 * refusal the game keeps) rather than copied into a new GError. A GError set into @slot any
 * other way is an ordinary GError, freed at the next question. */
typedef struct
{
  GError   *slot;     /* NULL, &kept, or a GError set some other way */
  GError    kept;     /* the refusal: its domain and code, its message lent */
  char     *made;     /* (nullable) a sentence made afresh for it (herald_fail_sentence ()) */
  GError   *other;    /* (nullable) the last question's GError set some other way */
  gboolean  asking;
} Capture;

static void
capture_free (gpointer data)
{
  Capture *c = data;

  g_free (c->made);
  g_clear_error (&c->other);
  g_free (c);
}

static GPrivate capture_key = G_PRIVATE_INIT (capture_free);
static guint n_refusals_lent;  /* herald_game_get_n_refusals_lent () */

/* The capture @error is, or %NULL for an ordinary error location. A second refusal set over
 * a lent one (a bug, which g_set_error () warns about) first makes the lent one a GError of
 * its own, so that the warning and what stays set are as without the capture. */
static Capture *
capture_of (GError **error)
{
  Capture *c = g_private_get (&capture_key);

  if (c == NULL || !c->asking || error != &c->slot)
    return NULL;
  if (c->slot == &c->kept)
    {
      c->other = g_error_new_literal (c->kept.domain, c->kept.code, c->kept.message);
      c->slot = c->other;
    }
  return c;
}

static void
capture_set (Capture    *c,
             GQuark      domain,
             gint        code,
             const char *message)
{
  c->kept.domain = domain;
  c->kept.code = code;
  c->kept.message = (char *) message;
  c->slot = &c->kept;
  n_refusals_lent++;
}


/* RULES.md A4.2: seven ship results from the start space to the attack */
#define TRACK_LENGTH 7

/**
 * herald_rules_init:
 * @rules: (out caller-allocates): the rules to fill
 * @edition: the rule set
 *
 * Fills @rules with the binding defaults of RULES.md (decisions table) for @edition:
 * 13 VP, digital cards, 3–4 players, no variant, and the edition's robber timing (A9:
 * the first edition's robber is active from the start).
 */
void
herald_rules_init (HeraldRules   *rules,
                   HeraldEdition  edition)
{
  g_return_if_fail (rules != NULL);

  memset (rules, 0, sizeof *rules);
  rules->edition = edition;
  rules->victory_points = 13;
  rules->digital_cards = TRUE;
  rules->robber_from_start = (edition == HERALD_EDITION_FIRST);
  rules->hand_limit = HERALD_HAND_LIMIT_END_OF_TURN;
  rules->level4 = HERALD_LEVEL4_STRICT;
  rules->build_timing = HERALD_BUILD_AFTER_ROLL;
  rules->corrections = HERALD_CORRECTIONS_STRICT;
  rules->zero_reward = HERALD_ZERO_REWARD_NONE;
  rules->sixth_settlement = TRUE;
}

/**
 * herald_rules_get_target:
 * @rules: the rules
 *
 * Returns: the victory points needed to win: @victory_points, plus 2 with Seafarers (A23.1)
 */
guint
herald_rules_get_target (const HeraldRules *rules)
{
  return rules->victory_points + (rules->seafarers ? 2 : 0);
}

/**
 * herald_rules_get_track_length:
 * @rules: the rules
 * @first_attack_done: whether the barbarians attacked already
 *
 * Returns: the number of ship results that bring an attack: 7 (A4.2), 8 before the first
 *   attack with the friendly barbarian (B.5)
 */
guint
herald_rules_get_track_length (const HeraldRules *rules,
                               gboolean           first_attack_done)
{
  if (rules->friendly_barbarian && !first_attack_done)
    return TRACK_LENGTH + 1;
  return TRACK_LENGTH;
}

/**
 * herald_rules_get_max_players:
 * @rules: the rules
 *
 * Returns: 4, or 6 with the 5–6 extension (A22)
 */
guint
herald_rules_get_max_players (const HeraldRules *rules)
{
  return rules->five_six_players ? 6 : 4;
}

/**
 * herald_rules_get_defender_cards:
 * @rules: a rule set
 *
 * Returns: how many Defender of Catan cards the box holds: 6, or 8 with the 5-6 extension
 *   (RULES.md A1.5, A22.2; decisions table). Awards beyond them still count (A6.5).
 */
guint
herald_rules_get_defender_cards (const HeraldRules *rules)
{
  return rules->five_six_players ? HERALD_DEFENDER_CARDS_EXTENSION : HERALD_DEFENDER_CARDS;
}

static GEnumClass *
enum_class (GType type)
{
  GEnumClass *klass = g_type_class_peek (type);

  /* the first use keeps the class for good, as for every static type */
  return klass != NULL ? klass : g_type_class_ref (type);
}

/**
 * herald_enum_to_nick:
 * @type: an enum type of the engine (herald-enums.h)
 * @value: one of its values
 *
 * Returns: (nullable): the value's word in the save format and in herald-cli's output (its
 *   nick), or %NULL when @value is not one of @type
 */
const char *
herald_enum_to_nick (GType type,
                     gint  value)
{
  GEnumValue *v = g_enum_get_value (enum_class (type), value);

  return v != NULL ? v->value_nick : NULL;
}

/**
 * herald_enum_from_nick:
 * @type: an enum type of the engine (herald-enums.h)
 * @nick: (nullable): a word of the save format
 * @value: (out): the value it names
 *
 * Returns: %FALSE when @nick names no value of @type
 */
gboolean
herald_enum_from_nick (GType       type,
                       const char *nick,
                       gint       *value)
{
  GEnumValue *v = nick != NULL ? g_enum_get_value_by_nick (enum_class (type), nick) : NULL;

  if (v == NULL)
    return FALSE;
  *value = v->value;
  return TRUE;
}

const char *
herald_edition_to_string (HeraldEdition edition)
{
  g_return_val_if_fail (edition <= HERALD_EDITION_FIRST, NULL);
  return herald_enum_to_nick (HERALD_TYPE_EDITION, edition);
}

gboolean
herald_edition_from_string (const char    *str,
                            HeraldEdition *edition)
{
  gint v;

  if (!herald_enum_from_nick (HERALD_TYPE_EDITION, str, &v))
    return FALSE;
  *edition = v;
  return TRUE;
}

const char *
herald_track_to_string (HeraldTrack track)
{
  g_return_val_if_fail (track < HERALD_N_TRACKS, NULL);
  return herald_enum_to_nick (HERALD_TYPE_TRACK, track);
}

gboolean
herald_track_from_string (const char  *str,
                          HeraldTrack *track)
{
  gint v;

  if (!herald_enum_from_nick (HERALD_TYPE_TRACK, str, &v))
    return FALSE;
  *track = v;
  return TRUE;
}

const char *
herald_color_to_string (HeraldColor color)
{
  g_return_val_if_fail (color < HERALD_N_COLORS, NULL);
  return herald_enum_to_nick (HERALD_TYPE_COLOR, color);
}

/**
 * herald_color_get_name:
 * @color: a player's colour
 *
 * The colour's name as the player reads it, translated ("Red"): the one table of them, for
 * the app's labels (herald_text_color_name ()) and for the engine's sentences that tell two
 * players of one name apart (herald_game_get_player_label ()).
 *
 * Returns: (transfer none): the name; "" for a value that is no colour
 */
const char *
herald_color_get_name (HeraldColor color)
{
  static const char * const names[HERALD_N_COLORS] = {
    NC_("player color", "Red"), NC_("player color", "Blue"), NC_("player color", "White"),
    NC_("player color", "Orange"), NC_("player color", "Green"), NC_("player color", "Brown"),
  };

  if ((guint) color >= HERALD_N_COLORS)
    return "";
  return g_dpgettext2 (GETTEXT_PACKAGE, "player color", names[color]);
}

gboolean
herald_color_from_string (const char  *str,
                          HeraldColor *color)
{
  gint v;

  if (!herald_enum_from_nick (HERALD_TYPE_COLOR, str, &v))
    return FALSE;
  *color = v;
  return TRUE;
}

/**
 * herald_discard_limit:
 * @walls: the player's city walls, 0–3 (HERALD_MAX_WALLS)
 *
 * RULES.md A19.2: on a 7, a player holding more resource and commodity cards than this
 * discards half of them: 7, and 2 more for each city wall.
 *
 * Returns: the most cards a player with @walls walls keeps on a 7, 7–13
 */
guint
herald_discard_limit (guint walls)
{
  return HERALD_DISCARD_LIMIT + HERALD_DISCARD_LIMIT_PER_WALL * walls;
}

/**
 * herald_discard_limit_walls:
 * @limit: a discard limit a 7 reported (a `seven` outcome's figure, herald_discard_limit ())
 *
 * RULES.md A19.2, the other way: the walls a 7's limit counted, so that a 7 told again later
 * names the walls it counted then, though a wall was lost since.
 *
 * Returns: the walls in @limit, 0 for a limit of 7 or less
 */
guint
herald_discard_limit_walls (guint limit)
{
  return limit > HERALD_DISCARD_LIMIT ? (limit - HERALD_DISCARD_LIMIT) / HERALD_DISCARD_LIMIT_PER_WALL : 0;
}

/**
 * herald_improvement_cost:
 * @level: the level bought, 1–5
 * @crane: whether a Crane is played on it
 *
 * RULES.md A16.1: level n costs n commodities of the track's type; the Crane takes one off
 * (a level-1 improvement becomes free, A14).
 *
 * Returns: the number of commodities, 0–5
 */
guint
herald_improvement_cost (guint    level,
                         gboolean crane)
{
  g_return_val_if_fail (level >= 1 && level <= HERALD_MAX_LEVEL, 0);
  return crane ? level - 1 : level;
}

/**
 * herald_repair_cost:
 *
 * RULES.md A15 (first edition): a city the Saboteur turned is repaired with 1 lumber and 1
 * ore (the `repair_city` action).
 *
 * Returns: (transfer none): the cost of repairing one sabotaged city
 */
const HeraldCost *
herald_repair_cost (void)
{
  static const HeraldCost repair = { .resources = { [HERALD_RESOURCE_LUMBER] = 1, [HERALD_RESOURCE_ORE] = 1 } };

  return &repair;
}

/**
 * herald_track_get_commodity:
 * @track: a track
 *
 * Returns: the commodity that pays for the track (A16.1): "cloth" (trade), "coin" (politics),
 *   "paper" (science)
 */
const char *
herald_track_get_commodity (HeraldTrack track)
{
  static const char *commodities[] = { "cloth", "coin", "paper" };

  g_return_val_if_fail (track < HERALD_N_TRACKS, NULL);
  return commodities[track];
}

/**
 * herald_ability_to_string:
 * @ability: a level-3 ability; its track is the ability's own value (trade, politics, science)
 *
 * Returns: "merchant_guild", "fortress" or "aqueduct"
 */
const char *
herald_ability_to_string (HeraldAbility ability)
{
  g_return_val_if_fail (ability <= HERALD_ABILITY_AQUEDUCT, NULL);
  return herald_enum_to_nick (HERALD_TYPE_ABILITY, ability);
}

/**
 * herald_message_clean:
 * @message: an error message, possibly quoting broken input
 *
 * Error messages quote what was wrong, and input can be anything: a cut multi-byte character,
 * bytes that are not UTF-8, a player name with a line break. The result is valid UTF-8 on one
 * line, so that a message can be shown in a toast or printed as one line of stderr.
 *
 * Returns: (transfer full): the cleaned message
 */
char *
herald_message_clean (const char *message)
{
  /* the engine's own refusals are valid already: copied, not rebuilt (a refusal made a
   * GString of every sentence, a third of herald_fail ()) */
  char *clean = g_utf8_validate (message, -1, NULL) ? g_strdup (message)
                                                    : g_utf8_make_valid (message, -1);

  for (char *c = clean; *c != '\0'; c++)
    if (*c == '\n' || *c == '\r' || *c == '\t' || *c == '\v' || *c == '\f')
      *c = ' ';
  return clean;
}

/**
 * herald_check_members:
 * @object: a JSON object of the save format
 * @allowed: (array zero-terminated=1): the member names the format defines for it
 * @where: how the message names the object, e.g. "start.players[2]"
 * @error: %HERALD_GAME_ERROR_INVALID naming the first unknown member
 *
 * A misspelt member would otherwise be ignored silently and its default used: every object
 * below the top level is checked against the members docs/save-format.md defines.
 *
 * Returns: %TRUE when every member is known
 */
gboolean
herald_check_members (JsonObject         *object,
                      const char * const *allowed,
                      const char         *where,
                      GError            **error)
{
  g_autoptr(GList) names = json_object_get_members (object);

  for (GList *l = names; l != NULL; l = l->next)
    if (!g_strv_contains (allowed, l->data))
      {
        g_autofree char *raw = where[0] != '\0' ?
          g_strdup_printf (_("%s: unknown member “%.32s”"), where, (const char *) l->data) :
          g_strdup_printf (_("unknown member “%.32s”"), (const char *) l->data);
        g_autofree char *msg = herald_message_clean (raw);

        g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID, msg);
        return FALSE;
      }
  return TRUE;
}

/**
 * herald_track_get_name:
 * @track: a track
 *
 * Returns: the track's name in the user's language, lower case as within a sentence
 *   (context "improvement track"): "trade", "politics", "science"
 */
const char *
herald_track_get_name (HeraldTrack track)
{
  static const char * const names[] = {
    NC_("improvement track", "trade"),
    NC_("improvement track", "politics"),
    NC_("improvement track", "science"),
  };

  g_return_val_if_fail (track < HERALD_N_TRACKS, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "improvement track", names[track]);
}

/**
 * herald_fail:
 * @error: return location for the error
 * @code: a #HeraldGameError
 * @format: the message, printf-style
 *
 * Sets a %HERALD_GAME_ERROR with a message made valid UTF-8 on one line
 * (herald_message_clean()).
 *
 * Returns: %FALSE, so that a check can `return herald_fail (...)`
 */
gboolean
herald_fail (GError     **error,
             gint         code,
             const char  *format,
             ...)
{
  va_list args;
  g_autofree char *made = NULL;
  const char *msg;
  Capture *c;

  /* a question whose answer alone is wanted (herald_game_check (game, action, NULL): random
   * play, Redo's sensitivity) makes no sentence */
  if (error == NULL)
    return FALSE;
  c = capture_of (error);
  /* the same sentence with the same words as before is not made again (herald-i18n.c) */
  va_start (args, format);
  msg = herald_fail_sentence (format, args, &made);
  va_end (args);
  /* a question whose refusal is wanted as words only: no GError (herald_game_check_refusal ()) */
  if (c != NULL && c->slot == NULL)
    {
      capture_set (c, HERALD_GAME_ERROR, code, msg);
      c->made = g_steal_pointer (&made);
      return FALSE;
    }
  g_set_error_literal (error, HERALD_GAME_ERROR, code, msg);
  return FALSE;
}

/**
 * herald_fail_kept:
 * @error: return location for the error
 * @kept: a refusal the game keeps (herald-apply-builder.c)
 *
 * Sets a copy of @kept, or for herald_game_check_refusal () lends its message.
 *
 * Returns: %FALSE
 */
gboolean
herald_fail_kept (GError       **error,
                  const GError  *kept)
{
  Capture *c;

  if (error == NULL)
    return FALSE;
  c = capture_of (error);
  if (c != NULL && c->slot == NULL)
    {
      capture_set (c, kept->domain, kept->code, kept->message);
      return FALSE;
    }
  g_propagate_error (error, g_error_copy (kept));
  return FALSE;
}

/**
 * herald_game_check_refusal:
 * @self: a game
 * @action: an action the table might take
 * @message: (out) (transfer none): when @action is refused, the refusal's message: what
 *   herald_game_check () would set as its error's message; valid until the next question
 *   asked of an engine on this thread, or a change of @self
 *
 * herald_game_check () for a question whose refusal is wanted as words only, without a
 * #GError: made, copied and freed for every refused move of every player's card after every
 * step, the refusals' errors were a quarter of what the cards' questions cost
 * (docs/performance.md, twenty-sixth round). The answer and the words are herald_game_check ()'s.
 *
 * Returns: %TRUE when @action is legal now
 */
gboolean
herald_game_check_refusal (HeraldGame          *self,
                           const HeraldAction  *action,
                           const char         **message)
{
  Capture *c;
  gboolean legal;

  g_return_val_if_fail (message != NULL, FALSE);

  *message = NULL;
  c = g_private_get (&capture_key);
  if (c == NULL)
    {
      c = g_new0 (Capture, 1);
      g_private_set (&capture_key, c);
    }
  /* never asked within a question (herald_game_check () asks nothing of this) */
  g_return_val_if_fail (!c->asking, FALSE);
  /* what the last question lent or kept is given up now */
  g_clear_pointer (&c->made, g_free);
  g_clear_error (&c->other);
  c->slot = NULL;
  c->asking = TRUE;
  legal = herald_game_check (self, action, &c->slot);
  c->asking = FALSE;
  /* a GError set other than by herald_fail (): kept until the next question */
  if (c->slot != NULL && c->slot != &c->kept)
    c->other = c->slot;
  if (!legal && c->slot != NULL)
    *message = c->slot->message;
  c->slot = NULL;
  return legal;
}

/**
 * herald_game_get_n_refusals_lent:
 *
 * For tests: how many refusals herald_game_check_refusal () gave without a #GError, since
 * the program started (all threads; counted without a lock).
 *
 * Returns: the count
 */
guint
herald_game_get_n_refusals_lent (void)
{
  return n_refusals_lent;
}

/**
 * herald_json_get_int:
 * @object: a JSON object of the save format
 * @name: the member
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @required: whether a missing member is an error
 * @out: (out): the value; untouched when the member is missing or null
 * @error: %HERALD_GAME_ERROR_INVALID naming the member
 *
 * Returns: %FALSE when the member is not an integer in [@min, @max] (or missing but required)
 */
gboolean
herald_json_get_int (JsonObject  *object,
                     const char  *name,
                     gint64       min,
                     gint64       max,
                     gboolean     required,
                     gint        *out,
                     GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);
  gint64 v;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      if (required)
        return herald_invalid (error, _("“%s” is missing"), name);
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return herald_invalid (error, _("“%s” must be an integer"), name);
  v = json_node_get_int (node);
  if (v < min || v > max)
    return herald_invalid (error, _("“%s” is %lld, outside %lld–%lld"), name, (long long) v,
                           (long long) min, (long long) max);
  *out = (gint) v;
  return TRUE;
}

/**
 * herald_json_get_bool:
 * @object: a JSON object of the save format
 * @name: the member
 * @out: (out): 1 or 0; untouched when the member is missing or null
 * @error: %HERALD_GAME_ERROR_INVALID naming the member
 *
 * Returns: %FALSE when the member is not true or false
 */
gboolean
herald_json_get_bool (JsonObject  *object,
                      const char  *name,
                      gint        *out,
                      GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return herald_invalid (error, _("“%s” must be true or false"), name);
  *out = json_node_get_boolean (node) ? 1 : 0;
  return TRUE;
}
