/* herald-path-text.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A file's path in a sentence Herald shows (the save bar, a refusal, a toast): one isolated
 * run of text, so that a name with a right-to-left override, a line break or an invalid byte
 * cannot turn or split the sentence around it (breaker 15). Every message that names a path
 * takes it from here, herald-cli's too: the file is in src/common/, a library the app and
 * herald-cli both link. */

#include "config.h"

#include "herald-path-text.h"

/* a character that would act on the text around it or break the line: a control character,
 * a line or paragraph separator, or a directional mark, embedding, override or isolate */
static gboolean
is_path_control (gunichar c)
{
  GUnicodeType type = g_unichar_type (c);

  return type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR ||
         type == G_UNICODE_PARAGRAPH_SEPARATOR || c == 0x061C || c == 0x200E || c == 0x200F ||
         (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

/**
 * herald_path_text:
 * @path: a file's path, in the file system's encoding (any bytes)
 *
 * The path as a sentence shows it: g_filename_display_name() (an invalid byte becomes
 * U+FFFD), with each control character, line or paragraph separator and directional
 * formatting character written as an escape (`\n`, `\t`, `\u202E`), the whole between U+2068
 * FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (as player names are: the text's
 * direction outside it stays that of the sentence).
 *
 * Returns: (transfer full): the text, valid UTF-8, on one line
 */
char *
herald_path_text (const char *path)
{
  g_autofree char *display = NULL;
  GString *str;

  g_return_val_if_fail (path != NULL, NULL);

  display = g_filename_display_name (path);
  str = g_string_new ("\u2068");
  for (const char *p = display; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!is_path_control (c))
        g_string_append_unichar (str, c);
      else if (c == '\n')
        g_string_append (str, "\\n");
      else if (c == '\t')
        g_string_append (str, "\\t");
      else
        g_string_append_printf (str, "\\u%04X", c);
    }
  g_string_append (str, "\u2069");
  return g_string_free (str, FALSE);
}
