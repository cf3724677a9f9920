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

/* @path escaped and on one line, between @open and @close (each "" or an isolate) */
static char *
path_text (const char *path,
           const char *open,
           const char *close)
{
  g_autofree char *display = NULL;
  GString *str;

  display = g_filename_display_name (path);
  str = g_string_new (open);
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
  g_string_append (str, close);
  return g_string_free (str, FALSE);
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
  g_return_val_if_fail (path != NULL, NULL);

  return path_text (path, "\u2068", "\u2069");
}

/**
 * herald_path_text_plain:
 * @path: a file's path, in the file system's encoding (any bytes)
 *
 * The path as herald_path_text() writes it, escaped and on one line, without the isolates
 * around it: for a terminal (herald-cli's messages), which is no bidi-isolated text, where
 * the two invisible characters only stood in the way of a script looking for the README's
 * sentence (newcomer report 19, N19-9). The escapes keep a right-to-left override or a line
 * break in the name from acting on the line.
 *
 * Returns: (transfer full): the text, valid UTF-8, on one line
 */
char *
herald_path_text_plain (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);

  return path_text (path, "", "");
}
