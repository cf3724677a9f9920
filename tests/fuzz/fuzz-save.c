/* fuzz-save.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* libFuzzer harness for the save loader (tests/fuzz/run.sh builds and runs it). Any input must
 * give a game or a HERALD_GAME_ERROR; a game must save, load again and save to the same bytes.
 * Anything else aborts, and so do GLib warnings and criticals. */

#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "herald-json.h"
#include "herald-save.h"

int LLVMFuzzerInitialize   (int           *argc,
                            char        ***argv);
int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static gboolean strict_messages;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
  /* HERALD_FUZZ_STRICT_MESSAGES=1: an error message that is not UTF-8 is a crash too */
  strict_messages = g_getenv ("HERALD_FUZZ_STRICT_MESSAGES") != NULL;
  return 0;
}

static void G_GNUC_NORETURN
fail (const char *what,
      const char *detail)
{
  fprintf (stderr, "fuzz-save: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
  abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HeraldGame) game = NULL;
  g_autoptr(HeraldGame) again = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  gsize length, length2;

  /* the loader's safety rests on this: json-glib parses whatever the strict check accepts
   * (within the save format's limits, so its recursion stays shallow) */
  if (g_utf8_validate ((const char *) data, size, NULL))
    {
      const HeraldJsonLimits limits = { HERALD_SAVE_MAX_DEPTH, HERALD_SAVE_MAX_VALUES };

      if (herald_json_check ((const char *) data, size, &limits, NULL, NULL, NULL))
        {
          g_autoptr(JsonParser) parser = json_parser_new_immutable ();
          gsize skip = size >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;

          if (!json_parser_load_from_data (parser, (const char *) data + skip, size - skip,
                                           &error))
            fail ("json-glib refuses what the strict check accepts", error->message);
        }
    }

  game = herald_save_load_data ((const char *) data, size, &error);
  if (game == NULL)
    {
      if (error == NULL || error->domain != HERALD_GAME_ERROR)
        fail ("no game and no HERALD_GAME_ERROR", error ? error->message : NULL);
      if (error->code != HERALD_GAME_ERROR_INVALID && error->code != HERALD_GAME_ERROR_FORBIDDEN &&
          error->code != HERALD_GAME_ERROR_VERSION)
        fail ("unexpected error code", error->message);
      if (error->message[0] == '\0')
        fail ("empty error message", NULL);
      if (strict_messages && !g_utf8_validate (error->message, -1, NULL))
        fail ("the error message is not UTF-8", error->message);
      return 0;
    }
  if (error != NULL)
    fail ("a game and an error", error->message);

  text = herald_save_to_data (game, &length);
  again = herald_save_load_data (text, length, &error);
  if (again == NULL)
    fail ("the saved game does not load again", error->message);
  text2 = herald_save_to_data (again, &length2);
  if (length != length2 || memcmp (text, text2, length) != 0)
    fail ("save, load, save gives different bytes", NULL);
  return 0;
}
