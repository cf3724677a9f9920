/* test-dice.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "herald-dice.h"
#include "herald-rng.h"

#define N_ROLLS 1000000

/* Critical values of the chi-square distribution at p = 0.001: a fair die fails one of these
 * once in a thousand seeds; the seeds below are fixed, so the tests are deterministic. */
#define CHI2_DF5  20.515
#define CHI2_DF10 29.588
#define CHI2_DF35 66.619

static double
chi_square (const guint64 *observed,
            const double  *expected,
            guint          n)
{
  double x = 0;

  for (guint i = 0; i < n; i++)
    x += (observed[i] - expected[i]) * (observed[i] - expected[i]) / expected[i];
  return x;
}

static void
test_fair_faces (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (20261130);
  guint64 red[6] = { 0, }, white[6] = { 0, }, event[4] = { 0, }, pairs[36] = { 0, };
  guint64 totals[11] = { 0, };
  double exp6[6], exp36[36], exp_tot[11], exp_event[4] = { N_ROLLS / 2.0, N_ROLLS / 6.0,
                                                         N_ROLLS / 6.0, N_ROLLS / 6.0 };
  double x;

  for (guint i = 0; i < N_ROLLS; i++)
    {
      HeraldRoll roll;

      herald_dice_roll_fair (rng, &roll);
      g_assert_true (herald_roll_is_valid (&roll));
      red[roll.red - 1]++;
      white[roll.white - 1]++;
      event[roll.event]++;
      pairs[(roll.red - 1) * 6 + roll.white - 1]++;
      totals[roll.red + roll.white - 2]++;
    }

  for (guint i = 0; i < 6; i++)
    exp6[i] = N_ROLLS / 6.0;
  for (guint i = 0; i < 36; i++)
    exp36[i] = N_ROLLS / 36.0;
  for (guint t = 2; t <= 12; t++)
    exp_tot[t - 2] = N_ROLLS * (6 - abs ((int) t - 7)) / 36.0;

  x = chi_square (red, exp6, 6);
  g_test_message ("red chi2 = %.2f", x);
  g_assert_cmpfloat (x, <, CHI2_DF5);
  x = chi_square (white, exp6, 6);
  g_test_message ("white chi2 = %.2f", x);
  g_assert_cmpfloat (x, <, CHI2_DF5);
  /* the event die: 3 ship faces, one gate of each colour (RULES.md A1.1); df = 3 */
  x = chi_square (event, exp_event, 4);
  g_test_message ("event chi2 = %.2f", x);
  g_assert_cmpfloat (x, <, 16.266);
  x = chi_square (totals, exp_tot, 11);
  g_test_message ("2–12 totals chi2 = %.2f", x);
  g_assert_cmpfloat (x, <, CHI2_DF10);
  /* independence of red and white: the 36 pairs are uniform */
  x = chi_square (pairs, exp36, 36);
  g_test_message ("pairs chi2 = %.2f", x);
  g_assert_cmpfloat (x, <, CHI2_DF35);
}

/* A die whose faces follow one another in streaks would pass the face counts; the
 * Wald–Wolfowitz runs test on ship / gate catches it. */
static void
test_fair_runs (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (7);
  guint64 ships = 0, runs = 0;
  gboolean last = FALSE;
  double n, mean, var, z;

  for (guint i = 0; i < N_ROLLS; i++)
    {
      gboolean ship = herald_dice_roll_event (rng) == HERALD_EVENT_SHIP;

      ships += ship;
      if (i == 0 || ship != last)
        runs++;
      last = ship;
    }
  n = N_ROLLS;
  mean = 2.0 * ships * (n - ships) / n + 1;
  var = (mean - 1) * (mean - 2) / (n - 1);
  z = (runs - mean) / sqrt (var);
  g_test_message ("runs = %" G_GUINT64_FORMAT ", expected %.0f, z = %.2f", runs, mean, z);
  g_assert_cmpfloat (fabs (z), <, 3.29);
}

/* The rejection step matters for a range that does not divide 2^32: a biased modulo would
 * show at the low values of a large range. */
static void
test_range_unbiased (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (99);
  const guint n = 3 * (1u << 29);   /* 2^32 mod n = 2^30: modulo would favour [0, 2^30) */
  guint64 low = 0;
  const guint rolls = 200000;

  for (guint i = 0; i < rolls; i++)
    if (herald_rng_range (rng, n) < (1u << 30))
      low++;
  /* unbiased: 2^30 / n = 2/3 of the rolls; a plain modulo would give 3/4 */
  g_assert_cmpfloat (fabs ((double) low / rolls - 2.0 / 3.0), <, 0.01);
}

static void
test_seed_determinism (void)
{
  g_autoptr(HeraldRng) a = herald_rng_new_with_seed (12345);
  g_autoptr(HeraldRng) b = herald_rng_new_with_seed (12345);
  g_autoptr(HeraldRng) c = herald_rng_new_with_seed (12346);
  guint differ = 0;

  g_assert_cmpuint (herald_rng_get_seed (a), ==, 12345);
  for (guint i = 0; i < 1000; i++)
    {
      HeraldRoll ra, rb, rc;

      herald_dice_roll_fair (a, &ra);
      herald_dice_roll_fair (b, &rb);
      herald_dice_roll_fair (c, &rc);
      g_assert_cmpint (ra.event, ==, rb.event);
      g_assert_cmpint (ra.red, ==, rb.red);
      g_assert_cmpint (ra.white, ==, rb.white);
      differ += ra.red != rc.red || ra.white != rc.white || ra.event != rc.event;
    }
  g_assert_cmpuint (differ, >, 500);
}

static void
test_shuffle_permutation (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (3);
  guint first_pos[10][10] = { { 0, }, };

  for (guint round = 0; round < 20000; round++)
    {
      guint8 items[10];
      gboolean seen[10] = { FALSE, };

      for (guint i = 0; i < 10; i++)
        items[i] = i;
      herald_rng_shuffle (rng, items, 10);
      for (guint i = 0; i < 10; i++)
        {
          g_assert_false (seen[items[i]]);
          seen[items[i]] = TRUE;
          first_pos[items[i]][i]++;
        }
    }
  /* every item lands at every position about 2000 times */
  for (guint i = 0; i < 10; i++)
    for (guint j = 0; j < 10; j++)
      g_assert_cmpuint (first_pos[i][j], >, 1700);
}

static void
test_event_faces (void)
{
  HeraldEvent e;

  g_assert_cmpint (herald_event_from_face (0), ==, HERALD_EVENT_SHIP);
  g_assert_cmpint (herald_event_from_face (1), ==, HERALD_EVENT_SHIP);
  g_assert_cmpint (herald_event_from_face (2), ==, HERALD_EVENT_SHIP);
  g_assert_cmpint (herald_event_from_face (3), ==, HERALD_EVENT_TRADE);
  g_assert_cmpint (herald_event_from_face (4), ==, HERALD_EVENT_POLITICS);
  g_assert_cmpint (herald_event_from_face (5), ==, HERALD_EVENT_SCIENCE);
  g_assert_cmpint (herald_event_get_track (HERALD_EVENT_TRADE), ==, HERALD_TRACK_TRADE);
  g_assert_cmpint (herald_event_get_track (HERALD_EVENT_POLITICS), ==, HERALD_TRACK_POLITICS);
  g_assert_cmpint (herald_event_get_track (HERALD_EVENT_SCIENCE), ==, HERALD_TRACK_SCIENCE);
  g_assert_true (herald_event_from_string ("politics", &e));
  g_assert_cmpint (e, ==, HERALD_EVENT_POLITICS);
  g_assert_false (herald_event_from_string ("gold", &e));
  g_assert_cmpstr (herald_event_to_string (HERALD_EVENT_SHIP), ==, "ship");
}

/* Balanced dice (docs/reliability.md): every pair once per 36 rolls, every event face once
 * per 6 rolls, and the blocks themselves shuffled. */
static void
test_balanced (void)
{
  g_autoptr(HeraldRng) rng = herald_rng_new_with_seed (42);
  g_autoptr(HeraldBalancedDice) dice = herald_balanced_dice_new (rng);
  guint differ_blocks = 0;
  guint8 previous[36] = { 0, };

  for (guint block = 0; block < 50; block++)
    {
      gboolean seen[36] = { FALSE, };
      guint events[4] = { 0, };
      guint8 order[36];

      for (guint i = 0; i < 36; i++)
        {
          HeraldRoll roll;
          guint pair;

          herald_balanced_dice_roll (dice, &roll);
          g_assert_true (herald_roll_is_valid (&roll));
          g_assert_cmpuint (herald_balanced_dice_get_left (dice), ==, 35 - i);
          pair = (roll.red - 1) * 6 + roll.white - 1;
          g_assert_false (seen[pair]);
          seen[pair] = TRUE;
          order[i] = pair;
          events[roll.event]++;
        }
      /* 36 rolls = 6 event blocks: 18 ships and 6 of each gate exactly */
      g_assert_cmpuint (events[HERALD_EVENT_SHIP], ==, 18);
      g_assert_cmpuint (events[HERALD_EVENT_TRADE], ==, 6);
      g_assert_cmpuint (events[HERALD_EVENT_POLITICS], ==, 6);
      g_assert_cmpuint (events[HERALD_EVENT_SCIENCE], ==, 6);
      if (block > 0 && memcmp (order, previous, 36) != 0)
        differ_blocks++;
      memcpy (previous, order, 36);
    }
  g_assert_cmpuint (differ_blocks, ==, 49);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/dice/fair-chi-square", test_fair_faces);
  g_test_add_func ("/herald/dice/fair-runs", test_fair_runs);
  g_test_add_func ("/herald/dice/range-unbiased", test_range_unbiased);
  g_test_add_func ("/herald/dice/seed-determinism", test_seed_determinism);
  g_test_add_func ("/herald/dice/shuffle-permutation", test_shuffle_permutation);
  g_test_add_func ("/herald/dice/event-faces", test_event_faces);
  g_test_add_func ("/herald/dice/balanced", test_balanced);

  return g_test_run ();
}
