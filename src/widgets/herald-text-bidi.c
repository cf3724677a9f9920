/* herald-text-bidi.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Names and messages inside sentences whatever their script: which characters can reorder a
 * line, isolating a right-to-left name, a player's name for a sentence, and an engine message
 * as a sentence of its own (herald-text.h). */

#include "config.h"

#include <fribidi.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "herald-text.h"

#include <string.h>

/* U+200E LEFT-TO-RIGHT MARK, or U+200F RIGHT-TO-LEFT MARK in a right-to-left language */
static const char *
direction_mark (void)
{
  return gtk_widget_get_default_direction () == GTK_TEXT_DIR_RTL ? "\u200f" : "\u200e";
}

/**
 * herald_text_is_bidi_active:
 * @c: a character
 *
 * Whether @c can take part in reordering a line: a right-to-left letter or an Arabic digit
 * (fribidi's strong R and AL, weak AN), or an explicit embedding, override or isolate.
 *
 * Returns: %TRUE if @c is such a character
 */
gboolean
herald_text_is_bidi_active (gunichar c)
{
  switch (fribidi_get_bidi_type (c))
    {
    case FRIBIDI_TYPE_RTL:
    case FRIBIDI_TYPE_AL:
    case FRIBIDI_TYPE_AN:
    case FRIBIDI_TYPE_LRE:
    case FRIBIDI_TYPE_RLE:
    case FRIBIDI_TYPE_LRO:
    case FRIBIDI_TYPE_RLO:
    case FRIBIDI_TYPE_PDF:
    case FRIBIDI_TYPE_LRI:
    case FRIBIDI_TYPE_RLI:
    case FRIBIDI_TYPE_FSI:
    case FRIBIDI_TYPE_PDI:
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * herald_text_isolate:
 * @text: a UTF-8 name to insert into a sentence
 *
 * @text as it goes into a sentence: wrapped in U+2068 FIRST STRONG ISOLATE … U+2069 POP
 * DIRECTIONAL ISOLATE when it holds a character that can reorder text
 * (herald_text_is_bidi_active()), so that a right-to-left name neither reorders the words
 * around it nor leaks an override into the words after it. A mark of the interface's
 * direction (U+200E LEFT-TO-RIGHT MARK, or U+200F in a right-to-left language) comes before
 * the isolate: Pango 1.50 takes a label's direction from its first strong character and does
 * not skip isolates, so a sentence that begins with a right-to-left name would otherwise be
 * laid out right to left, its full stop at the start. Any other text is returned as it is:
 * the isolates would show the same and split the line into more runs for Pango to shape
 * (docs/performance.md).
 *
 * Returns: (transfer none): @text itself, or its isolated form, interned (g_intern_string():
 *   one string per distinct right-to-left name, kept for the life of the process)
 */
/* Whether @text (UTF-8) holds a character herald_text_is_bidi_active () finds: no ASCII
 * character is one, so those are passed over without decoding (the engine's refusals made
 * into sentences at every step asked FriBidi of every letter: docs/performance.md,
 * twenty-third round) */
static gboolean
has_bidi_active (const char *text)
{
  for (const char *c = text; *c != '\0'; )
    {
      if ((guchar) *c < 0x80)
        {
          c++;
          continue;
        }
      if (herald_text_is_bidi_active (g_utf8_get_char (c)))
        return TRUE;
      c = g_utf8_next_char (c);
    }
  return FALSE;
}

const char *
herald_text_isolate (const char *text)
{
  g_autofree char *isolated = NULL;

  if (has_bidi_active (text))
    {
      isolated = g_strconcat (direction_mark (), "\u2068", text, "\u2069", NULL);
      return g_intern_string (isolated);
    }
  return text;
}

/**
 * herald_text_player_name:
 * @game: a game
 * @player: a seat, 0 to the number of players − 1; any other value is "Nobody"
 *
 * The name of @player for a sentence, isolated if it needs to be (herald_text_isolate()):
 * the engine's label, which adds the colour when another player has the same name
 * (herald_game_get_player_label (), "Anna (Red)"). A label that shows only the name needs
 * herald_game_get_player_label() instead.
 *
 * Returns: (transfer none): the name, owned by @game or interned
 */
const char *
herald_text_player_name (HeraldGame *game,
                         gint        player)
{
  if (player < 0 || (guint) player >= herald_game_get_n_players (game))
    return _("Nobody");

  return herald_text_isolate (herald_game_get_player_label (game, player));
}

/**
 * herald_text_player_name_cut:
 * @game: a game
 * @player: a seat, 0 to the number of players − 1
 * @most: the most characters the name may keep, 2 or more
 *
 * As herald_text_player_name (), a longer name cut after its first @most − 1 characters
 * (never between a letter and its marks), with "…": a phone's setup headline and card with a
 * 64-character name took so many lines that the headline scrolled out of view (setup32's
 * note, session 32).
 *
 * Returns: (transfer full): the name for a sentence, isolated if it needs to be
 */
char *
herald_text_player_name_cut (HeraldGame *game,
                             gint        player,
                             guint       most)
{
  const char *label;
  const char *end;
  g_autofree char *head = NULL;
  g_autofree char *cut = NULL;

  g_return_val_if_fail (most >= 2, NULL);

  if (player < 0 || (guint) player >= herald_game_get_n_players (game))
    return g_strdup (herald_text_player_name (game, player));
  label = herald_game_get_player_label (game, player);
  if ((guint) g_utf8_strlen (label, -1) <= most)
    return g_strdup (herald_text_player_name (game, player));
  end = g_utf8_offset_to_pointer (label, most - 1);
  while (end > label && g_unichar_ismark (g_utf8_get_char (end)))
    end = g_utf8_prev_char (end);
  head = g_strndup (label, end - label);
  cut = g_strconcat (g_strstrip (head), "…", NULL);
  return g_strdup (herald_text_isolate (cut));
}

/**
 * herald_text_sentence:
 * @message: (nullable): a message in UTF-8, such as an engine refusal's GError message,
 *   which is written to go after a colon ("it is Ben’s turn, not Anna’s")
 *
 * The message as a sentence of its own, for a toast or a tooltip: its first letter in upper
 * (title) case, whatever the script (g_unichar_totitle ()); the rest as it is. When the
 * message holds a character that can reorder text (herald_text_is_bidi_active (): a
 * right-to-left name the engine put in it), a mark of the interface's direction begins it,
 * so that a message that begins with such a name keeps the interface's direction (the
 * engine's messages are not changed: they also go to herald-cli; the names inside them are
 * not isolated).
 *
 * Returns: (transfer full): the sentence; "" for %NULL
 */
char *
herald_text_sentence (const char *message)
{
  const char *mark = "";
  gunichar first;
  char buf[6];
  int len = 0;
  gsize mark_len, rest;
  char *sentence;

  if (message == NULL || *message == '\0' || !g_utf8_validate (message, -1, NULL))
    return g_strdup (message != NULL ? message : "");
  if (has_bidi_active (message))
    mark = direction_mark ();
  first = g_utf8_get_char (message);
  if (g_unichar_islower (first))
    {
      len = g_unichar_to_utf8 (g_unichar_totitle (first), buf);
      message = g_utf8_next_char (message);
    }
  /* what g_strdup_printf ("%s%.*s%s", mark, len, buf, message) gave, without printf's
   * 1,200 instructions a sentence (docs/performance.md, twenty-fifth round) */
  mark_len = strlen (mark);
  rest = strlen (message);
  sentence = g_malloc (mark_len + len + rest + 1);
  memcpy (sentence, mark, mark_len);
  memcpy (sentence + mark_len, buf, len);
  memcpy (sentence + mark_len + len, message, rest + 1);
  return sentence;
}

/**
 * herald_text_refusal:
 * @game: (nullable): the game whose players @message may name
 * @message: (nullable): an engine's message (a refusal's GError), in its words
 *
 * @message with every name of @game's players that holds right-to-left text (or a mark that
 * reorders text) isolated, as herald_text_player_name() isolates names in Herald's own
 * sentences: the engine's refusals name players ("it is X's turn, not Y's") and reach
 * tooltips and toasts, where an Arabic or Hebrew name took the text after it into its own
 * direction. Left-to-right names are left as they are. At each place the longest name that
 * matches is taken, so a name inside another is not isolated twice.
 *
 * Returns: (transfer full): the message to show
 */
char *
herald_text_refusal (HeraldGame *game,
                     const char *message)
{
  const char *names[HERALD_MAX_PLAYERS];
  gsize lengths[HERALD_MAX_PLAYERS];
  guint n = 0;
  GString *out;

  if (message == NULL)
    return NULL;
  for (guint p = 0; game != NULL && p < herald_game_get_n_players (game) && n < HERALD_MAX_PLAYERS; p++)
    {
      const char *name = herald_game_get_player_name (game, p);

      if (herald_text_isolate (name) != name)
        {
          names[n] = name;
          lengths[n++] = strlen (name);
        }
    }
  if (n == 0)
    return g_strdup (message);

  out = g_string_new (NULL);
  for (const char *c = message; *c != '\0'; )
    {
      const char *found = NULL;
      gsize length = 0;

      for (guint i = 0; i < n; i++)
        if (lengths[i] > length && strncmp (c, names[i], lengths[i]) == 0)
          {
            found = names[i];
            length = lengths[i];
          }
      if (found != NULL)
        {
          g_string_append (out, herald_text_isolate (found));
          c += length;
        }
      else
        {
          const char *next = g_utf8_next_char (c);

          g_string_append_len (out, c, next - c);
          c = next;
        }
    }
  return g_string_free (out, FALSE);
}
