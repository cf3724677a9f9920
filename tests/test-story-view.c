/* test-story-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The story's charts and sentences without a display: what a screen reader is told, and that
 * the charts draw (into an image, as into the PDF summary). */

#include "config.h"

#include <string.h>

#include "herald-story-view.h"
#include "herald-test-utils.h"

static HeraldGame *
attack_game (void)
{
  HeraldGame *game = herald_test_game_new ("{\"progress_cards\": \"physical\"}", 3,
    "{\"barbarian_position\": 6, \"players\": [{}, {\"knights\": [{\"level\": 2, \"active\": true}]},"
    " {}]}");

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"ship\", \"red\": 3, \"white\": 4}");
  herald_test_apply_ok (game, "{\"type\": \"end_turn\"}");
  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 6, \"white\": 6}");
  return game;
}

static guint
count_ink (cairo_surface_t *surface)
{
  guint n = 0;
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      if (data[y * stride + 4 * x + 3] != 0)
        n++;
  return n;
}

static void
draw_and_check (HeraldChartData *chart)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 200);
  cairo_t *cr = cairo_create (surface);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 9");
  HeraldChartColors colors;

  gdk_rgba_parse (&colors.fg, "black");
  gdk_rgba_parse (&colors.bg, "white");
  gdk_rgba_parse (&colors.accent, "#3584e4");
  herald_chart_data_draw (chart, cr, 400, 200, &colors, font);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  /* something was drawn, and not everywhere */
  g_assert_cmpuint (count_ink (surface), >, 1000);
  g_assert_cmpuint (count_ink (surface), <, 400 * 200);
  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_descriptions (void)
{
  g_autoptr(HeraldGame) game = attack_game ();
  g_autoptr(HeraldStory) story = herald_story_new (game);
  HeraldStatistics st;
  g_autofree char *dice = NULL, *sevens = NULL, *points = NULL, *attack = NULL;

  herald_game_get_statistics (game, &st);
  dice = herald_story_view_dice_description (&st);
  /* a 7 and a 12 in two rolls: fair dice bring 0.3 sevens and 0.1 twelves */
  g_assert_nonnull (strstr (dice, "7: 1 time (fair dice: 0.3)."));
  g_assert_nonnull (strstr (dice, "12: 1 time (fair dice: 0.1)."));
  sevens = herald_story_view_sevens_description (game, story);
  g_assert_nonnull (strstr (sevens, "Anna: 1 seven in 1 rolls (fair dice: 0.2)."));
  g_assert_nonnull (strstr (sevens, "Ben: 0 sevens in 1 rolls"));
  points = herald_story_view_points_description (game, story);
  /* Anna and Cleo lost their city in round 1: 2 points each, Ben keeps 3 */
  g_assert_cmpstr (points, ==, "Round 1: Anna 2, Ben 3, Cleo 2.");
  attack = herald_story_view_attack_sentence (game, &g_array_index (story->attacks,
                                                                     HeraldAttackStory, 0));
  g_assert_cmpstr (attack, ==,
                   "Round 1: barbarians 3 against knights 2: the barbarians won; \u2068Anna\u2069, \u2068Cleo\u2069 lost a city");
}

static void
test_charts_draw (void)
{
  g_autoptr(HeraldGame) game = attack_game ();
  g_autoptr(HeraldStory) story = herald_story_new (game);
  HeraldStatistics st;
  g_autoptr(HeraldChartData) dice = NULL;
  g_autoptr(HeraldChartData) sevens = NULL;
  g_autoptr(HeraldChartData) points = NULL;

  herald_game_get_statistics (game, &st);
  dice = herald_story_view_dice_chart (&st);
  sevens = herald_story_view_sevens_chart (game, story);
  points = herald_story_view_points_chart (game, story);
  g_assert_cmpint (herald_chart_data_get_kind (points), ==, HERALD_CHART_LINES);
  draw_and_check (dice);
  draw_and_check (sevens);
  draw_and_check (points);
}

static void
test_cycle_sentence (void)
{
  HeraldDiceCycle cycle = { 0, };
  g_autofree char *text = NULL;

  cycle.position = 34;
  cycle.left[7] = 1;
  cycle.left[12] = 1;
  cycle.events_position = 5;
  cycle.events_left[HERALD_EVENT_SHIP] = 1;
  text = herald_story_view_cycle_sentence (&cycle);
  g_assert_cmpstr (text, ==, "Balanced dice: 34 of the 36 rolls of this cycle are dealt, 2 are "
                   "left before the reshuffle: 7 ×1, 12 ×1. Event die: Ship ×1.");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/herald/story-view/descriptions", test_descriptions);
  g_test_add_func ("/herald/story-view/charts-draw", test_charts_draw);
  g_test_add_func ("/herald/story-view/cycle-sentence", test_cycle_sentence);

  return g_test_run ();
}
