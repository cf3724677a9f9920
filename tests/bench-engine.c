/* bench-engine.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A benchmark, not a test: prints how fast the engine replays, saves and plays.
 * `build-aux/dev bench` runs it.
 *
 *   bench-engine [--seed S] [--actions N] [--repeat R] [--simulate SECONDS] [--save FILE]
 *
 * Replay is what loading a save costs (the state is never stored: herald_save_load_data()
 * parses the file and applies every action again), so it bounds how long the app takes to
 * open a game and how long an undo takes (herald_game_undo() rebuilds from the start). The
 * games are random legal play (src/engine/herald-random-play.c) with a fixed seed. */

#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "herald-save.h"

#include "herald-random-play.h"

static gint
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *samples)
{
  g_array_sort (samples, compare_doubles);
  return g_array_index (samples, double, samples->len / 2);
}

typedef struct
{
  double load_us;
  double parse_us;
  double save_us;
  double write_us;
  double undo_us;
} Figures;

/* Median wall-clock µs of @repeat runs of each operation on @game */
static void
measure (HeraldGame *game,
         guint       repeat,
         const char *dir,
         Figures    *f)
{
  g_autoptr(GArray) load = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) parse = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) save = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) write = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) undo = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *path = g_build_filename (dir, "current.json", NULL);
  gsize length;
  g_autofree char *text = herald_save_to_data (game, &length);

  for (guint r = 0; r < repeat; r++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HeraldGame) loaded = NULL;
      g_autoptr(JsonParser) parser = json_parser_new_immutable ();
      g_autofree char *again = NULL;
      gint64 t0, t1;
      double us;

      t0 = g_get_monotonic_time ();
      loaded = herald_save_load_data (text, length, &error);
      t1 = g_get_monotonic_time ();
      g_assert_no_error (error);
      us = t1 - t0;
      g_array_append_val (load, us);

      t0 = g_get_monotonic_time ();
      json_parser_load_from_data (parser, text, length, &error);
      t1 = g_get_monotonic_time ();
      g_assert_no_error (error);
      us = t1 - t0;
      g_array_append_val (parse, us);

      t0 = g_get_monotonic_time ();
      again = herald_save_to_data (loaded, NULL);
      t1 = g_get_monotonic_time ();
      us = t1 - t0;
      g_array_append_val (save, us);

      t0 = g_get_monotonic_time ();
      herald_save_write_file (loaded, path, &error);
      t1 = g_get_monotonic_time ();
      g_assert_no_error (error);
      us = t1 - t0;
      g_array_append_val (write, us);

      t0 = g_get_monotonic_time ();
      herald_game_undo (loaded, &error);
      t1 = g_get_monotonic_time ();
      g_assert_no_error (error);
      us = t1 - t0;
      g_array_append_val (undo, us);
    }
  g_remove (path);

  f->load_us = median (load);
  f->parse_us = median (parse);
  f->save_us = median (save);
  f->write_us = median (write);
  f->undo_us = median (undo);
}

/* Heap bytes in use (glibc), to see what a game holds */
static gint64
heap_in_use (void)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2 ();

  return info.uordblks + info.hblkhd;
#else
  return -1;
#endif
}

/* Replay speed without JSON, best of @repeat: herald_game_undo() derives the state again from
 * the start over every action but the last, which is what loading costs once parsed. */
static void
print_replay (HeraldGame *game,
              guint       repeat)
{
  guint n = herald_game_get_n_actions (game);
  double best = G_MAXDOUBLE;

  for (guint r = 0; r < repeat; r++)
    {
      g_autoptr(HeraldGame) copy = herald_game_copy (game);
      gint64 t0 = g_get_monotonic_time ();

      herald_game_undo (copy, NULL);
      best = MIN (best, (double) (g_get_monotonic_time () - t0));
    }
  printf ("replay: %u actions in %.0f µs (best of %u): %.2f M actions/s (target ≥ 5 M/s)\n",
          n - 1, best, repeat, (n - 1) / best);
}

/* Memory after 1,000 and 10,000 actions of one game (victory target out of reach): what the
 * heap holds beyond the empty game, per action, against the size of one logged action. */
static void
print_memory (guint32 seed)
{
  g_autoptr(HeraldRng) rng = NULL;
  g_autoptr(HeraldGame) game = NULL;
  gint64 before, empty;
  guint marks[] = { 1000, 10000 };

  /* the first seed from @seed on whose game lasts 10,000 actions */
  for (;; seed++)
    {
      g_autoptr(HeraldRng) probe = herald_rng_new_with_seed (seed);
      g_autoptr(HeraldGame) g = herald_random_game_new (probe, FALSE, 30);

      herald_random_play (g, probe, 10000);
      if (herald_game_get_n_actions (g) >= 10000)
        break;
    }
  rng = herald_rng_new_with_seed (seed);
  before = heap_in_use ();
  game = herald_random_game_new (rng, FALSE, 30);
  empty = heap_in_use ();
  if (before < 0)
    {
      printf ("memory: mallinfo2() not available\n");
      return;
    }
  printf ("memory: empty game %" G_GINT64_FORMAT " bytes on the heap", empty - before);
  for (guint m = 0; m < G_N_ELEMENTS (marks); m++)
    {
      gint64 now;
      guint n;

      herald_random_play (game, rng, marks[m]);
      n = herald_game_get_n_actions (game);
      now = heap_in_use ();
      printf ("; after %u actions +%.1f KiB = %.0f bytes per action", n,
              (now - empty) / 1024.0, (double) (now - empty) / MAX (n, 1));
    }
  printf (" (one logged action is %" G_GSIZE_FORMAT " bytes, one outcome %" G_GSIZE_FORMAT
          "; arrays grow by doubling)\n", sizeof (HeraldAction), sizeof (HeraldOutcome));
}

/* The fairness checks of tests/test-dice.c run with fixed seeds; here the same statistics on
 * OS-seeded dice, ten runs of 10^6 rolls, printed (not asserted): p-values spread evenly over
 * 0–1 is what fair dice give. */
static void
print_os_seeded_dice (void)
{
  printf ("\nOS-seeded fair dice, 10 runs of 1,000,000 rolls: chi-square (p-value)\n");
  printf ("%-4s %-12s %-20s %-20s %-20s %-20s\n", "run", "seed", "red (5 df)", "white (5 df)",
          "2-12 totals (10 df)", "36 pairs (35 df)");
  for (guint run = 0; run < 10; run++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new ();
      guint64 red[7] = { 0, }, white[7] = { 0, }, totals[13] = { 0, }, pairs[36] = { 0, };
      const guint n = 1000000;
      double x_red = 0, x_white = 0, x_tot = 0, x_pairs = 0;

      for (guint i = 0; i < n; i++)
        {
          HeraldRoll roll;

          herald_dice_roll_fair (rng, &roll);
          red[roll.red]++;
          white[roll.white]++;
          totals[roll.red + roll.white]++;
          pairs[(roll.red - 1) * 6 + roll.white - 1]++;
        }
      for (guint f = 1; f <= 6; f++)
        {
          x_red += (red[f] - n / 6.0) * (red[f] - n / 6.0) / (n / 6.0);
          x_white += (white[f] - n / 6.0) * (white[f] - n / 6.0) / (n / 6.0);
        }
      for (guint t = 2; t <= 12; t++)
        {
          double e = n * (6 - abs ((int) t - 7)) / 36.0;

          x_tot += (totals[t] - e) * (totals[t] - e) / e;
        }
      for (guint k = 0; k < 36; k++)
        x_pairs += (pairs[k] - n / 36.0) * (pairs[k] - n / 36.0) / (n / 36.0);

      printf ("%-4u %-12u %7.2f (%.3f)       %7.2f (%.3f)       %7.2f (%.3f)       %7.2f (%.3f)\n",
              run, herald_rng_get_seed (rng),
              x_red, herald_chi_square_p_value (x_red, 5),
              x_white, herald_chi_square_p_value (x_white, 5),
              x_tot, herald_chi_square_p_value (x_tot, 10),
              x_pairs, herald_chi_square_p_value (x_pairs, 35));
    }
}

int
main (int    argc,
      char **argv)
{
  gint64 seed = 1, target = 3000, repeat = 21;
  double simulate_seconds = 2.0;
  g_autofree char *save_to = NULL;
  GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "Seed of the random play (default 1)", "S" },
    { "actions", 'a', 0, G_OPTION_ARG_INT64, &target, "Actions to replay (default 3000)", "N" },
    { "repeat", 'r', 0, G_OPTION_ARG_INT64, &repeat, "Runs per figure, median (default 21)", "R" },
    { "simulate", 0, 0, G_OPTION_ARG_DOUBLE, &simulate_seconds,
      "Seconds of random play (default 2)", "SECONDS" },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_to,
      "Also write the first game there (for the start-up benchmark)", "FILE" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("- benchmark the Herald engine");
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) herald_game_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  guint64 total_actions = 0, total_bytes = 0, sim_games = 0, sim_actions = 0;
  double total_load = 0, total_parse = 0, total_save = 0, total_write = 0, total_undo = 0;
  gint64 t0, elapsed;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "bench-engine: %s\n", error->message);
      return 2;
    }
  if (seed < 0 || seed > G_MAXUINT32 || target < 1 || target > 1000000 || repeat < 1 ||
      simulate_seconds <= 0)
    {
      fprintf (stderr, "bench-engine: out-of-range option\n");
      return 2;
    }

  /* The games: 4 players, default rules, a victory target random play rarely reaches, so
   * that one game usually holds all the actions; a game that ends early is followed by
   * another (next seed) until the actions add up. */
  for (guint32 s = seed; total_actions < (guint64) target; s++)
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (s);
      HeraldGame *game = herald_random_game_new (rng, FALSE, 30);

      herald_random_play (game, rng, target - total_actions);
      total_actions += herald_game_get_n_actions (game);
      g_ptr_array_add (games, game);
    }

  if (save_to != NULL &&
      !herald_save_write_file (g_ptr_array_index (games, 0), save_to, &error))
    {
      fprintf (stderr, "bench-engine: %s\n", error->message);
      return 1;
    }

  dir = g_dir_make_tmp ("herald-bench-XXXXXX", &error);
  g_assert_no_error (error);

  printf ("Herald engine benchmark: random legal play, seed %" G_GINT64_FORMAT ", "
          "median of %" G_GINT64_FORMAT " runs\n\n", seed, repeat);
  /* widths + 1 where the header holds “µ”, two bytes for one column */
  printf ("%-6s %8s %9s %12s %12s %11s %11s %12s %11s\n", "game", "actions", "bytes",
          "load (µs)", "actions/s", "parse (µs)", "save (µs)", "write (µs)", "undo (µs)");
  for (guint i = 0; i < games->len; i++)
    {
      HeraldGame *game = g_ptr_array_index (games, i);
      guint n = herald_game_get_n_actions (game);
      gsize length;
      g_autofree char *text = herald_save_to_data (game, &length);
      Figures f;

      measure (game, repeat, dir, &f);
      printf ("%-6u %8u %9" G_GSIZE_FORMAT " %11.0f %12.0f %10.0f %10.0f %11.0f %10.0f\n",
              i + 1, n, length, f.load_us, n / (f.load_us / 1e6), f.parse_us, f.save_us,
              f.write_us, f.undo_us);
      total_bytes += length;
      total_load += f.load_us;
      total_parse += f.parse_us;
      total_save += f.save_us;
      total_write += f.write_us;
      total_undo += f.undo_us;
    }
  if (games->len > 1)
    printf ("%-6s %8" G_GUINT64_FORMAT " %9" G_GUINT64_FORMAT " %11.0f %12.0f %10.0f %10.0f "
            "%11.0f %10.0f\n", "all", total_actions, total_bytes, total_load,
            total_actions / (total_load / 1e6), total_parse, total_save, total_write, total_undo);
  g_rmdir (dir);

  printf ("\nload = parse + decode + replay: %.2f µs per action, %.0f%% of it JSON parsing\n"
          "undo = replay of all actions but the last, without JSON: %.2f µs per action\n"
          "write = herald_save_write_file(), atomic and durable (fsync)\n",
          total_load / total_actions, 100.0 * total_parse / total_load,
          total_undo / total_actions);

  print_replay (g_ptr_array_index (games, 0), repeat);
  print_memory (seed);

  /* Simulate: whole random games under random rules, as `herald-cli simulate` plays them */
  t0 = g_get_monotonic_time ();
  do
    {
      g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (seed + sim_games);
      g_autoptr(HeraldGame) game = herald_random_game_new (rng, TRUE, 10 + sim_games % 4);

      sim_actions += herald_random_play (game, rng, 5000);
      sim_games++;
      elapsed = g_get_monotonic_time () - t0;
    }
  while (elapsed < simulate_seconds * G_USEC_PER_SEC);

  printf ("simulate: %" G_GUINT64_FORMAT " games, %" G_GUINT64_FORMAT " actions in %.2f s: "
          "%.0f games/s, %.0f actions/s (%.0f actions per game)\n", sim_games, sim_actions,
          elapsed / 1e6, sim_games / (elapsed / 1e6), sim_actions / (elapsed / 1e6),
          (double) sim_actions / sim_games);

  print_os_seeded_dice ();
  return 0;
}
