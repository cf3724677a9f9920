/* herald-number-text.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A number with a fraction as Herald shows it ("7,2" in Italian, "7.2" in English): with the
 * decimal separator of the language the text around it is in, not of LC_NUMERIC. The README
 * runs Herald as LANGUAGE=it with LANG=C.UTF-8, and printf's %f then wrote "7.2" among Italian
 * words (newcomer report 15, N15-18); and a machine rarely has the locale of each language
 * (Debian's C.UTF-8 only, here). Every figure with a fraction on screen, in a sentence read by
 * a screen reader or in the PDF summary takes it from here. The files Herald writes (the save
 * format, herald-cli's JSON, the CSV log) keep the point: g_ascii_formatd(). */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "herald-number-text.h"

/**
 * herald_number_text:
 * @value: a number
 * @decimals: how many digits after the separator (at most 6)
 *
 * @value rounded to @decimals digits, as "%.*f" writes it in the C locale, with the decimal
 * separator of the language Herald's text is shown in (the translators' "decimal separator").
 * A value that rounds to zero has no minus sign.
 *
 * Returns: (transfer full): the text, valid UTF-8
 */
char *
herald_number_text (double value,
                    guint  decimals)
{
  /* Translators: the decimal separator of a number with a fraction, as in "7.2": in Italian,
   * German, Danish and Romanian a comma */
  const char *separator = C_("decimal separator", ".");
  char buf[G_ASCII_DTOSTR_BUF_SIZE + 32];
  char format[8];
  GString *str;

  decimals = MIN (decimals, 6);
  if (!isfinite (value))
    value = 0;
  g_snprintf (format, sizeof format, "%%.%uf", decimals);
  g_ascii_formatd (buf, sizeof buf, format, value);
  /* "-0.0" for a small negative value reads as a sign of something */
  if (buf[0] == '-' && strspn (buf + 1, "0.") == strlen (buf + 1))
    memmove (buf, buf + 1, strlen (buf));

  str = g_string_sized_new (strlen (buf) + 4);
  for (const char *p = buf; *p != '\0'; p++)
    if (*p == '.')
      g_string_append (str, separator);
    else
      g_string_append_c (str, *p);
  return g_string_free (str, FALSE);
}

/**
 * herald_date_text:
 * @when: a moment
 *
 * The day of @when (in local time) as Herald's text shows it: in the order and the words of
 * the language the text is in (the translators' date format, "Dec 2, 2026" in English,
 * "2.12.2026" in German), not in LC_TIME's: with LANGUAGE=de and LANG=C.UTF-8 "%x" wrote the
 * C locale's "12/02/26" among German words in the PDF summary.
 *
 * Returns: (transfer full): the text, valid UTF-8
 */
char *
herald_date_text (GDateTime *when)
{
  g_autoptr(GDateTime) local = NULL;
  char *text;

  g_return_val_if_fail (when != NULL, NULL);

  local = g_date_time_to_local (when);
  /* Translators: the day a game was played, a format for g_date_time_format(): "Dec 2, 2026";
   * %-d is the day and %-m the month without padding, %b the month's short name in English
   * (use figures: the month's name would be the system's, often English) */
  text = g_date_time_format (local, C_("date format", "%b %-d, %Y"));
  /* a translation g_date_time_format () cannot use */
  if (text == NULL || *text == '\0')
    {
      g_free (text);
      text = g_date_time_format (local, "%Y-%m-%d");
    }
  return text;
}
