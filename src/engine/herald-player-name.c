/* herald-player-name.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Players' names: what a name may be, when two names are one, how a name from an older
 * file is made one (docs/save-format.md, `players`), and how sentences name a player whose
 * name another player of the game has.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-game-private.h"

/* A character a name cannot hold: a control character (a line break, a tab, …) or a line
 * or paragraph separator. A name is one line of text: on a chart, a card or the banner a
 * line break in it overlapped what was drawn beside it. */
static gboolean
is_name_control (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR ||
         type == G_UNICODE_PARAGRAPH_SEPARATOR;
}

/* Whether @name holds a character a name cannot (herald-game-private.h) */
gboolean
herald_player_name_has_control (const char *name)
{
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    if (is_name_control (g_utf8_get_char (p)))
      return TRUE;
  return FALSE;
}

/* Whether @c is drawn on the character before it, above or below it (a nonspacing or
 * enclosing mark: U+0301 and the like), so that a run of them piles up */
static gboolean
is_stacking_mark (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return type == G_UNICODE_NON_SPACING_MARK || type == G_UNICODE_ENCLOSING_MARK;
}

/**
 * herald_player_name_has_mark_pile:
 * @name: a name, valid UTF-8
 *
 * Whether @name piles more than %HERALD_MAX_NAME_MARKS combining marks (nonspacing or
 * enclosing) on one character; format characters between them, such as joiners, do not end
 * the pile. Such a name is not valid (herald_player_name_is_valid()).
 *
 * Returns: %TRUE for a pile of marks
 */
gboolean
herald_player_name_has_mark_pile (const char *name)
{
  guint marks = 0;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_stacking_mark (c))
        {
          if (++marks > HERALD_MAX_NAME_MARKS)
            return TRUE;
        }
      else if (g_unichar_type (c) != G_UNICODE_FORMAT)
        marks = 0;
    }
  return FALSE;
}

/* Letters and symbols drawn as nothing: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0:
 * Default_Ignorable letters) and the braille blank (U+2800, a symbol with no dot), which a
 * name of their own would make an invisible player (breaker report 13, R-9) */
static gboolean
is_blank_letter (gunichar c)
{
  return c == 0x115F || c == 0x1160 || c == 0x3164 || c == 0xFFA0 || c == 0x2800;
}

/**
 * herald_player_name_is_visible:
 * @name: a name, valid UTF-8
 *
 * Whether @name shows something of its own: at least one character that is not a space, a
 * control or format character (zero-width space, joiners, bidi marks and isolates) or a mark
 * (a combining accent, which lands on whatever stands before the name), and not a letter or
 * symbol drawn as nothing (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 and the braille
 * blank U+2800). A name of only such characters is an invisible player (breaker reports 12
 * and 13, R-9).
 *
 * Returns: %TRUE when @name has a visible base character
 */
gboolean
herald_player_name_is_visible (const char *name)
{
  g_return_val_if_fail (name != NULL, FALSE);

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    switch (is_blank_letter (g_utf8_get_char (p)) ? G_UNICODE_FORMAT : g_unichar_type (g_utf8_get_char (p)))
      {
      case G_UNICODE_CONTROL:
      case G_UNICODE_FORMAT:
      case G_UNICODE_UNASSIGNED:
      case G_UNICODE_NON_SPACING_MARK:
      case G_UNICODE_SPACING_MARK:
      case G_UNICODE_ENCLOSING_MARK:
      case G_UNICODE_SPACE_SEPARATOR:
      case G_UNICODE_LINE_SEPARATOR:
      case G_UNICODE_PARAGRAPH_SEPARATOR:
        break;
      default:
        return TRUE;
      }
  return FALSE;
}

/**
 * herald_player_name_is_valid:
 * @name: (nullable): a player's name
 *
 * The one rule for names, for the engine and the New Game dialog: 1 to
 * %HERALD_MAX_NAME_LENGTH characters of UTF-8, on one line: no control character (line
 * break, tab, …) and no line or paragraph separator (herald_player_name_clean() makes such a
 * name valid), with at least one visible base character (herald_player_name_is_visible()),
 * and at most %HERALD_MAX_NAME_MARKS combining marks on one character (a name of "a" and 63
 * acute accents was drawn as a line through the window: robust report 31). (The limit used to be 64 bytes: every such name has at most 64 characters, so
 * every saved game still loads.)
 *
 * Returns: whether @name can be a player's name
 */
gboolean
herald_player_name_is_valid (const char *name)
{
  glong n;

  if (name == NULL || *name == '\0' || !g_utf8_validate (name, -1, NULL))
    return FALSE;
  n = g_utf8_strlen (name, -1);
  return n >= 1 && n <= HERALD_MAX_NAME_LENGTH && !herald_player_name_has_control (name) &&
         herald_player_name_is_visible (name) && !herald_player_name_has_mark_pile (name);
}

/* @name without its format characters (Unicode Cf: soft hyphen, zero-width space and
 * joiners, bidi marks), which show nothing or next to nothing */
static char *
without_format (const char *name)
{
  GString *kept = g_string_sized_new (strlen (name));

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_type (c) != G_UNICODE_FORMAT)
        g_string_append_unichar (kept, c);
    }
  return g_string_free (kept, FALSE);
}

/**
 * herald_player_name_key:
 * @name: a player's name, valid UTF-8
 *
 * The identity of a player's name, for the table and for the records across games: @name
 * without the characters that show nothing (format characters, Unicode Cf: a soft hyphen, a
 * zero-width space or joiner, the bidi marks such as U+200F that a right-to-left keyboard
 * types), without spaces at the ends, in compatible form (NFKC: “ＢＥＮ” is “BEN”) and with
 * case folded. Two names are one player's when their keys are equal
 * (herald_player_names_equal()); Records adds games up by this key (breaker report 14, B14-3:
 * “Anna”, “Anna\u200B” and “\u200FAnna” were three players there).
 *
 * Returns: (transfer full): the key, to compare with strcmp()
 */
char *
herald_player_name_key (const char *name)
{
  g_autofree char *stripped = NULL;
  g_autofree char *normal = NULL;

  g_return_val_if_fail (name != NULL && g_utf8_validate (name, -1, NULL), g_strdup (""));

  stripped = g_strstrip (without_format (name));
  normal = g_utf8_normalize (stripped, -1, G_NORMALIZE_ALL_COMPOSE);
  return g_utf8_casefold (normal != NULL ? normal : stripped, -1);
}

/**
 * herald_player_names_equal:
 * @a: a player's name, valid UTF-8
 * @b: another player's name, valid UTF-8
 *
 * Whether @a and @b name the same player to the table: their keys are equal
 * (herald_player_name_key()): equal once spaces at the ends are dropped, case is folded and
 * compatible forms are made one (NFKC: “Ben”, “ben ” and “ＢＥＮ” are one name), and
 * characters that show nothing (format characters: a soft hyphen, a zero-width space or
 * joiner) are left out (“Ben” and “Be\u00ADn” are one name, breaker report 11, B-9). Two
 * players of one game never share a name, since every message, the “Who starts” list and the
 * records (which add games up by name) tell players apart by it (breaker report 10, F9).
 *
 * Returns: %TRUE when the names are the same
 */
gboolean
herald_player_names_equal (const char *a,
                           const char *b)
{
  g_autofree char *ka = NULL;
  g_autofree char *kb = NULL;

  g_return_val_if_fail (a != NULL && g_utf8_validate (a, -1, NULL), FALSE);
  g_return_val_if_fail (b != NULL && g_utf8_validate (b, -1, NULL), FALSE);

  ka = herald_player_name_key (a);
  kb = herald_player_name_key (b);
  return g_str_equal (ka, kb);
}

/**
 * herald_player_name_clean:
 * @name: a name as typed or as an older file holds it, valid UTF-8
 *
 * @name on one line: every run of control characters and line or paragraph separators
 * becomes one space, and spaces at the ends go; of more than %HERALD_MAX_NAME_MARKS
 * combining marks on one character only the first %HERALD_MAX_NAME_MARKS stay. What the New Game dialog makes of pasted
 * text, and how a file from before the rule loads (docs/save-format.md, `players`). A name
 * of nothing but such characters, or with no visible base character at all (only marks,
 * format characters or spaces: herald_player_name_is_visible()), becomes U+FFFD (�), so
 * that the file still loads and the player shows.
 *
 * Returns: (transfer full): the name cleaned; longer than %HERALD_MAX_NAME_LENGTH
 *   characters only if @name was
 */
char *
herald_player_name_clean (const char *name)
{
  GString *clean;
  gboolean in_run = FALSE;
  guint marks = 0;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (g_utf8_validate (name, -1, NULL), NULL);

  clean = g_string_sized_new (strlen (name));
  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_name_control (c))
        {
          if (!in_run)
            g_string_append_c (clean, ' ');
          in_run = TRUE;
          marks = 0;
          continue;
        }
      in_run = FALSE;
      /* a pile of marks keeps its first ones (robust report 31) */
      if (is_stacking_mark (c))
        {
          if (++marks > HERALD_MAX_NAME_MARKS)
            continue;
        }
      else if (g_unichar_type (c) != G_UNICODE_FORMAT)
        marks = 0;
      g_string_append_unichar (clean, c);
    }
  if (herald_player_name_has_control (name))
    {
      g_strstrip (clean->str);
      clean->len = strlen (clean->str);
      if (clean->len == 0)
        g_string_append (clean, "\xef\xbf\xbd");
    }
  /* an empty name was never valid: it stays empty, and is refused */
  if (clean->len > 0 && !herald_player_name_is_visible (clean->str))
    g_string_assign (clean, "\xef\xbf\xbd");
  return g_string_free (clean, FALSE);
}

/**
 * herald_player_names_check_distinct:
 * @players: (array length=n_players): a new game's players
 * @n_players: how many
 * @error: %HERALD_GAME_ERROR_INVALID naming the two players whose names are one
 *   (herald_player_names_equal ())
 *
 * For a new game (New Game, a game in progress entered at the table): two players never share
 * a name. A saved game is not checked: Herald before December 2026 (breaker report 10, F9)
 * started games with two players called alike, and such files load as written
 * (docs/save-format.md, players; breaker report 13, R-10).
 *
 * Returns: %TRUE when every name differs
 */
gboolean
herald_player_names_check_distinct (const HeraldPlayerInfo  *players,
                                    guint                    n_players,
                                    GError                 **error)
{
  for (guint i = 0; i < n_players; i++)
    for (guint j = 0; j < i; j++)
      if (players[i].name != NULL && players[j].name != NULL &&
          g_utf8_validate (players[i].name, -1, NULL) && g_utf8_validate (players[j].name, -1, NULL) &&
          herald_player_names_equal (players[j].name, players[i].name))
        {
          g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                       /* Translators: two indices in the game's players, then the name */
                       _("players %u and %u are both called \u2068%s\u2069: two players of a game need different names"),
                       j, i, players[i].name);
          return FALSE;
        }
  return TRUE;
}

/* Whether another of @players has @player's name (herald_player_names_equal ()) */
static gboolean
name_is_shared (const HeraldPlayerInfo *players,
                guint                   n_players,
                guint                   player)
{
  for (guint i = 0; i < n_players; i++)
    if (i != player && herald_player_names_equal (players[i].name, players[player].name))
      return TRUE;
  return FALSE;
}

/**
 * herald_player_label_new:
 * @players: (array length=n_players): a game's players, in seat order
 * @n_players: how many
 * @player: a seat, below @n_players
 *
 * How every sentence names @player: its name; when another of @players has the same name
 * (herald_player_names_equal (): a file from before New Game refused it, or edited by hand;
 * newcomer report 25, N25-1), the name (without spaces at its ends) with its colour's name,
 * "Anna (Red)" and "Anna (Blue)", which no two players share. A game's labels are herald_game_get_player_label ();
 * this is for what lists games without loading them (a game's summary).
 *
 * Returns: (transfer full): the label
 */
char *
herald_player_label_new (const HeraldPlayerInfo *players,
                         guint                   n_players,
                         guint                   player)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (player < n_players, NULL);

  if (!name_is_shared (players, n_players, player))
    return g_strdup (players[player].name);
  /* a space at an end of the name ("anna ") is no gap before the colour */
  name = g_strstrip (g_strdup (players[player].name));
  /* Translators: a player whose name another player of the game has, told apart by the
   * colour: the name, then the colour's name ("Anna (Red)", "Anna (Blue)") */
  return g_strdup_printf (C_("player with a shared name", "%s (%s)"), name,
                          herald_color_get_name (players[player].color));
}

/* The labels of @self's players whose name another player has (game_new ()) */
void
player_labels_init (HeraldGame *self)
{
  for (guint p = 0; p < self->n_players; p++)
    if (name_is_shared (self->players, self->n_players, p))
      self->labels[p] = herald_player_label_new (self->players, self->n_players, p);
}

/**
 * herald_game_player_name_is_shared:
 * @self: a game
 * @player: a seat
 *
 * Returns: whether another player of @self has @player's name (herald_player_names_equal ()):
 *   the game's sentences then name @player with the colour (herald_game_get_player_label ())
 */
gboolean
herald_game_player_name_is_shared (HeraldGame *self,
                                   guint       player)
{
  g_return_val_if_fail (player < self->n_players, FALSE);
  return self->labels[player] != NULL;
}

/**
 * herald_game_get_player_label:
 * @self: a game
 * @player: a seat
 *
 * @player as every sentence, list and label names a player: the name
 * (herald_game_get_player_name ()), the same string, when no other player of @self has it;
 * otherwise the name with the colour's name, "Anna (Red)" (herald_player_label_new ()). The
 * file, `herald-cli replay` and `stats` and the records keep the name as it is.
 *
 * Returns: (transfer none): the label, owned by @self
 */
const char *
herald_game_get_player_label (HeraldGame *self,
                              guint       player)
{
  g_return_val_if_fail (player < self->n_players, NULL);
  return self->labels[player] != NULL ? self->labels[player] : self->players[player].name;
}
