/* gen-corpus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Writes the fuzz seed corpus: saves of random legal games (tests/fuzz/herald-random-play.h)
 * under every rule variant, of many lengths, mostly compact (small inputs fuzz faster).
 *
 *   gen-corpus DIR [N]
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "herald-save.h"

#include "herald-random-play.h"

int
main (int    argc,
      char **argv)
{
  static const guint lengths[] = { 0, 1, 3, 8, 20, 40, 80, 160, 400 };
  guint n = argc > 2 ? (guint) atoi (argv[2]) : 120;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: gen-corpus DIR [N]\n");
      return 2;
    }
  g_mkdir_with_parents (argv[1], 0755);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (i + 1);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 5 + i % 10);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;
      g_autofree char *text = NULL, *path = NULL, *out = NULL;
      gsize length;

      herald_random_play (game, rng, lengths[i % G_N_ELEMENTS (lengths)]);
      text = herald_save_to_data (game, &length);
      /* one in four as written, the others compact */
      if (i % 4 == 0)
        out = g_strdup (text);
      else
        {
          node = json_from_string (text, &error);
          g_assert_no_error (error);
          out = json_to_string (node, FALSE);
        }
      path = g_strdup_printf ("%s/game-%03u.json", argv[1], i);
      if (!g_file_set_contents (path, out, -1, &error))
        {
          fprintf (stderr, "gen-corpus: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
