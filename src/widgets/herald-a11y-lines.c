/* herald-a11y-lines.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* What a screen reader says is given to it on one line. Orca 43 hands a text to
 * speech-dispatcher as it is, line breaks and all, and speech-dispatcher 0.11 (Debian 12)
 * garbles an utterance with a line break when its end reaches the speech module in a later
 * read than its start, as on a loaded machine: the module's line reader then scans the
 * buffer from its start again, takes a line it had read already, and says bytes of earlier
 * utterances or repeats the text ("Science deck. Build one city wall for free. … from the
 * Science deck. … Build one city wall for free."), or loses it. A progress card's text, its
 * deck and effect on two lines, went unheard so at its reveal (issue 11: ui-speech-hand, 2
 * CI runs in 3). On one line it is read whole every time. */

static gboolean
ends_sentence (const GString *out)
{
  static const char * const ends[] = { ".", "!", "?", ":", ";", ",", "\u2026" };

  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    if (g_str_has_suffix (out->str, ends[i]))
      return TRUE;
  return FALSE;
}

/* The length of the bidi control that starts at @p (U+200E and U+200F, the marks; U+202A to
 * U+202E, the embeddings; U+2066 to U+2069, the isolates), or 0. They keep a name of another
 * script in its place on the screen; given to a screen reader they were spoken, or broke a
 * word in two ("\u2068Anna\u2069, then \u2068Ben\u2069 draw"; newcomer report 15, N15-14). */
static gsize
bidi_control_length (const char *p)
{
  const guchar *u = (const guchar *) p;

  if (u[0] != 0xe2 || u[1] == '\0')
    return 0;
  if ((u[1] == 0x80 && (u[2] == 0x8e || u[2] == 0x8f || (u[2] >= 0xaa && u[2] <= 0xae)))
      || (u[1] == 0x81 && u[2] >= 0xa6 && u[2] <= 0xa9))
    return 3;
  return 0;
}

/**
 * herald_a11y_append_one_line:
 * @string: the text said so far, e.g. an announcement being put together
 * @text: (nullable): a text to add to it as it is said, which may have line breaks
 *
 * Appends @text to @string as herald_a11y_one_line () gives it.
 */
void
herald_a11y_append_one_line (GString    *string,
                             const char *text)
{
  gsize start = string->len;

  for (const char *p = text != NULL ? text : ""; *p != '\0'; )
    {
      /* the bytes that are said as they are, at once: a knight's tooltip, some hundred
       * bytes, was copied a byte at a time (docs/performance.md, twenty-fifth round). Every
       * byte below is looked at only when it may start a line break, a soft hyphen (0xc2)
       * or a bidi control (0xe2) */
      gsize run = strcspn (p, "\n\r\xc2\xe2");
      gsize bidi;

      if (run > 0)
        {
          g_string_append_len (string, p, run);
          p += run;
          continue;
        }
      bidi = bidi_control_length (p);

      if (bidi > 0)
        {
          p += bidi;
          continue;
        }
      /* a soft hyphen (U+00AD) of a translation, where a narrow label may break a word
       * ("Wissen\u00ADschaft"): no part of what is said, and Orca passed it on */
      if ((guchar) p[0] == 0xc2 && (guchar) p[1] == 0xad)
        {
          p += 2;
          continue;
        }
      if (*p != '\n' && *p != '\r')
        {
          g_string_append_c (string, *p++);
          continue;
        }
      /* a run of line breaks, with the spaces around it: a pause */
      while (string->len > start
             && (string->str[string->len - 1] == ' ' || string->str[string->len - 1] == '\t'))
        g_string_truncate (string, string->len - 1);
      while (*p == '\n' || *p == '\r' || *p == ' ' || *p == '\t')
        p++;
      if (string->len == start || *p == '\0')
        continue;
      g_string_append (string, ends_sentence (string) ? " " : ". ");
    }
}

/**
 * herald_a11y_one_line:
 * @text: (nullable): a text for a screen reader, e.g. "Science deck\n\nBuild one city wall
 *   for free."
 *
 * @text on one line, as a screen reader is given it: each run of line breaks, with the
 * spaces around it, becomes a pause, ". " ("Science deck. Build one city wall for free."),
 * or a space after a line that ends with a stop, colon, comma or ellipsis; none is kept at
 * the start or the end. Soft hyphens (U+00AD, where a translation lets a narrow label break
 * a long word) are left out, and so are the bidi marks, embeddings and isolates that keep a name in its
 * place on the screen are left out (bidi_control_length ()). speech-dispatcher 0.11 garbles an utterance with a line break on a
 * loaded machine (see above).
 *
 * Returns: (transfer full): a newly allocated string, "" for %NULL
 */
char *
herald_a11y_one_line (const char *text)
{
  /* no longer than @text: grown once */
  GString *line = g_string_sized_new (text != NULL ? strlen (text) : 0);

  herald_a11y_append_one_line (line, text);
  return g_string_free (line, FALSE);
}

/**
 * herald_a11y_one_line_take:
 * @text: (transfer full): a text, freed here
 *
 * herald_a11y_one_line () of @text.
 *
 * Returns: (transfer full): a newly allocated string
 */
char *
herald_a11y_one_line_take (char *text)
{
  char *line = herald_a11y_one_line (text);

  g_free (text);
  return line;
}

/**
 * herald_a11y_speaks_otherwise:
 * @text: (nullable): a label's text
 *
 * Whether a screen reader should be given @text otherwise than it is shown
 * (herald_a11y_spoken_text ()): it has a middle dot, read "middle dot", a line break, a soft
 * hyphen, or a bidi mark or isolate (spoken, or breaking a word; herald_a11y_one_line ()).
 *
 * Returns: %TRUE if herald_a11y_spoken_text () changes @text
 */
gboolean
herald_a11y_speaks_otherwise (const char *text)
{
  if (text == NULL)
    return FALSE;
  if (strstr (text, "\u00b7") != NULL || strpbrk (text, "\r\n") != NULL || herald_a11y_has_soft_hyphen (text))
    return TRUE;
  for (const char *p = strchr (text, 0xe2); p != NULL; p = strchr (p + 1, 0xe2))
    if (bidi_control_length (p) > 0)
      return TRUE;
  return FALSE;
}

/**
 * herald_a11y_has_soft_hyphen:
 * @text: (nullable): a text
 *
 * Whether @text has a soft hyphen (U+00AD): a translation's mark where a narrow label may
 * break a long word ("Wissen\u00ADschaft", "Stadt\u00ADmauern"). A text with one is given
 * to screen readers through herald_a11y_one_line (), which leaves it out: Orca passed it on
 * to the speech synthesizer.
 *
 * Returns: %TRUE if @text has a soft hyphen
 */
gboolean
herald_a11y_has_soft_hyphen (const char *text)
{
  return text != NULL && strstr (text, "\u00ad") != NULL;
}
