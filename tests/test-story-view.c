/* test-story-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The story's charts and sentences without a display: what a screen reader is told, and that
 * the charts draw (into an image, as into the PDF summary). */

#include "config.h"

#include <locale.h>
#include <math.h>

#include <glib/gi18n.h>

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

/* The pixels of @surface drawn on (@color %NULL), or within a few steps of @color (opaque) */
static guint
count_pixels (cairo_surface_t *surface,
              const GdkRGBA   *color)
{
  guint n = 0;
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  cairo_surface_flush (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        const guint8 *px = data + y * stride + 4 * x;  /* B, G, R, A */

        if (color == NULL)
          n += px[3] != 0;
        else
          n += ABS (px[2] - color->red * 255) < 24 && ABS (px[1] - color->green * 255) < 24
               && ABS (px[0] - color->blue * 255) < 24;
      }
  return n;
}

static guint
count_ink (cairo_surface_t *surface)
{
  return count_pixels (surface, NULL);
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
                   "Round 1: barbarians 3 against knights 2: the barbarians won; \u2068Anna\u2069, \u2068Cleo\u2069 each lost a city");
}

/* In Romanian several players who lost a city take the plural verb: "au pierdut", not the
 * singular "a pierdut" (newcomer report 11, N-14) */
static void
test_attack_sentence_plural (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(HeraldStory) story = NULL;
      g_autofree char *attack = NULL;

      herald_test_use_catalogues ("ro");
      game = attack_game ();
      story = herald_story_new (game);
      attack = herald_story_view_attack_sentence (game, &g_array_index (story->attacks, HeraldAttackStory, 0));
      g_assert_nonnull (strstr (attack, "\u2068Anna\u2069, \u2068Cleo\u2069 au pierdut"));
      return;
    }
  herald_test_trap_with_catalogues ();
}

/* The figures a screen reader is told take the language's decimal separator: in Italian under
 * LANG=C.UTF-8 (as the README runs Herald) "dadi equi: 0,3", not printf's "0.3" (newcomer
 * report 15, N15-18) */
static void
test_descriptions_decimal_comma (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(HeraldGame) game = NULL;
      g_autoptr(HeraldStory) story = NULL;
      g_autofree char *dice = NULL, *events = NULL, *sevens = NULL;
      HeraldStatistics st;

      herald_test_use_catalogues ("it");
      game = attack_game ();
      story = herald_story_new (game);
      herald_game_get_statistics (game, &st);
      dice = herald_story_view_dice_description (&st);
      g_assert_nonnull (strstr (dice, "7: 1 volta (dadi equi: 0,3)."));
      g_assert_nonnull (strstr (dice, "12: 1 volta (dadi equi: 0,1)."));
      events = herald_story_view_events_description (&st);
      g_assert_nonnull (strstr (events, "(dadi equi: 1,0)."));
      sevens = herald_story_view_sevens_description (game, story);
      g_assert_nonnull (strstr (sevens, "(dadi equi: 0,2)."));
      return;
    }
  herald_test_trap_with_catalogues ();
}

/* The Records' Wins chart: bars are wins, marks the games played. Each mark sits over its
 * own bar (a little wider, not the whole slot), below the chart's top line, and each bar's
 * number just above its bar, clear of the mark. On main at 979d35b the marks spanned the
 * slots (neighbours at one height read as one line), a mark at the axis' top was the top line
 * itself, and every number sat above its mark, far from a bar of 0. */
static void
test_wins_chart_marks (void)
{
  static const char * const names[] = { "Ben", "Dario", "Anna", "Cleo" };
  static const double wins[] = { 2, 1, 0, 0 };
  static const double games[] = { 3, 2, 3, 3 };
  g_autoptr(HeraldChartData) data = herald_chart_data_new (HERALD_CHART_BARS);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 10");

  herald_chart_data_set_bars (data, 4, names, wins, games, NULL);
  for (double width = 330; width <= 580; width += 250)
    for (guint i = 0; i < 4; i++)
      {
        HeraldChartBarGeometry g;

        g_assert_true (herald_chart_data_get_bar_geometry (data, cr, font, width, 150, i, &g));
        g_assert_true (g.has_mark);
        /* the mark over its own bar, within its slot */
        g_assert_cmpfloat (g.mark_x0, >=, g.bar_x - 8.01);
        g_assert_cmpfloat (g.mark_x1, <=, g.bar_x + g.bar_width + 8.01);
        g_assert_cmpfloat (g.mark_x0, >, g.slot_x);
        g_assert_cmpfloat (g.mark_x1, <, g.slot_x + g.slot_width);
        /* under the top line, above the base; higher the more games */
        g_assert_cmpfloat (g.mark_y, >, g.top + 4);
        g_assert_cmpfloat (g.mark_y, <, g.base);
        /* the number: just above its bar, or above the mark where the mark would cross it */
        g_assert_cmpfloat (g.label_bottom, <=, g.bar_top);
        g_assert_false (g.mark_y > g.label_bottom - g.label_height && g.mark_y < g.label_bottom);
        if (g.mark_y < g.bar_top - g.label_height - 6)
          g_assert_cmpfloat (g.label_bottom, >=, g.bar_top - 3);
        /* and the number stays in the chart */
        g_assert_cmpfloat (g.label_bottom - g.label_height, >=, 0);
      }
  {
    HeraldChartBarGeometry ben, anna;

    herald_chart_data_get_bar_geometry (data, cr, font, 330, 150, 0, &ben);
    herald_chart_data_get_bar_geometry (data, cr, font, 330, 150, 2, &anna);
    /* Anna's 0 at the base line, not up at her mark of 3 games */
    g_assert_cmpfloat (anna.label_bottom, >, anna.mark_y + anna.label_height);
    g_assert_cmpfloat (ben.mark_y, ==, anna.mark_y);
  }
  {
    HeraldChartBarGeometry none;

    g_assert_false (herald_chart_data_get_bar_geometry (data, cr, font, 330, 150, 4, &none));
  }
  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The labels under the bars on a chart too narrow for them (N25-6: a phone at text scale 1.5
 * wrote the production numbers 10, 11 and 12 as "…"). Numbers get a smaller font; narrower
 * still, every second number at the chart's font; never "…", never over their neighbours or
 * out of the chart. Names still end in "…" when nothing else helps. */
static void
test_bar_labels_narrow (void)
{
  static const char * const numbers[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12" };
  static const char * const names[] = { "Anna", "Bartholomew-Maximilian", "Cleo" };
  static const double values[11] = { 0, 1, 2, 3, 4, 12, 4, 3, 2, 1, 0 };
  g_autoptr(HeraldChartData) dice = herald_chart_data_new (HERALD_CHART_BARS);
  g_autoptr(HeraldChartData) players = herald_chart_data_new (HERALD_CHART_BARS);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (surface);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 20px");
  gboolean smaller = FALSE, thinned = FALSE;

  herald_chart_data_set_bars (dice, 11, numbers, values, NULL, NULL);
  /* down to the chart widget's least width */
  for (double width = 600; width >= 200; width -= 20)
    {
      double last_x1 = -1e9;
      guint shown = 0;

      for (guint i = 0; i < 11; i++)
        {
          HeraldChartBarGeometry g;

          g_assert_true (herald_chart_data_get_bar_geometry (dice, cr, font, width, 150, i, &g));
          g_assert_false (g.name_ellipsized);
          g_assert_cmpfloat (g.name_scale, >=, 0.7);
          g_assert_cmpfloat (g.name_scale, <=, 1);
          if (!g.name_shown)
            continue;
          g_assert_cmpfloat (g.name_x0, >=, last_x1 + 4);
          g_assert_cmpfloat (g.name_x1, <=, width);
          last_x1 = g.name_x1;
          shown++;
          smaller |= g.name_scale < 1;
          thinned |= g.name_scale == 1 && width < 300;
        }
      /* all of them down to a phone's chart at text scale 1.5 (326 px, this font); then
       * every second or third */
      g_assert_cmpuint (shown, >=, width >= 300 ? 11 : 3);
    }
  /* both ways were taken */
  g_assert_true (smaller);
  g_assert_true (thinned);

  /* a name too long for its slot, even at the smaller font, ends in "…"; all are shown */
  herald_chart_data_set_bars (players, 3, names, values, NULL, NULL);
  for (guint i = 0; i < 3; i++)
    {
      HeraldChartBarGeometry g;

      g_assert_true (herald_chart_data_get_bar_geometry (players, cr, font, 300, 150, i, &g));
      g_assert_true (g.name_shown);
      g_assert_cmpint (g.name_ellipsized, ==, i == 1);
      g_assert_cmpfloat (g.name_x1 - g.name_x0, <=, g.slot_width);
    }
  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
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

/* How many pixels of @chart drawn on white, 400 × 200, are within a few steps of the colour
 * of each of the players @a and @b (their lines, dashed, with their casings) */
static void
count_line_pixels (HeraldChartData *chart,
                   HeraldColor      a,
                   HeraldColor      b,
                   guint           *n_a,
                   guint           *n_b)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 400, 200);
  cairo_t *cr = cairo_create (surface);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 9");
  HeraldChartColors colors;
  GdkRGBA rgba;

  gdk_rgba_parse (&colors.fg, "black");
  gdk_rgba_parse (&colors.bg, "white");
  gdk_rgba_parse (&colors.accent, "#3584e4");
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  herald_chart_data_draw (chart, cr, 400, 200, &colors, font);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  herald_chart_get_player_rgba (a, &rgba);
  *n_a = count_pixels (surface, &rgba);
  herald_chart_get_player_rgba (b, &rgba);
  *n_b = count_pixels (surface, &rgba);
  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Two players' equal lines are both seen: Ben's blue line was drawn under Cleo's (its casing
 * too), and only hers was seen on the winner's page (fix48-2) */
static void
test_equal_lines_apart (void)
{
  g_autoptr(HeraldChartData) chart = herald_chart_data_new (HERALD_CHART_LINES);
  const double anna[] = { 0, 2, 5, 12, 13 };
  const double equal[] = { 0, 2, 3, 3, 3 };
  guint n_blue, n_red;

  herald_chart_data_add_line (chart, "Anna", HERALD_COLOR_ORANGE, anna, G_N_ELEMENTS (anna));
  herald_chart_data_add_line (chart, "Ben", HERALD_COLOR_BLUE, equal, G_N_ELEMENTS (equal));
  herald_chart_data_add_line (chart, "Cleo", HERALD_COLOR_RED, equal, G_N_ELEMENTS (equal));
  count_line_pixels (chart, HERALD_COLOR_BLUE, HERALD_COLOR_RED, &n_blue, &n_red);
  g_test_message ("Ben's blue: %u px, Cleo's red: %u px", n_blue, n_red);
  /* each dashed line about as long as the other, Ben's not hidden under Cleo's */
  g_assert_cmpuint (n_red, >, 200);
  g_assert_cmpuint (n_blue, >, n_red / 3);
}

/* A game with no step yet (entered in progress at round 9, the statistics opened before the
 * first roll) has one value per player: each player's line is still drawn, level across the
 * chart to the name at its end. It was a line of one point, and the chart showed the names
 * and no line at all (breaker report 50, break53-4) */
static void
test_one_value_lines (void)
{
  g_autoptr(HeraldChartData) chart = herald_chart_data_new (HERALD_CHART_LINES);
  const double anna[] = { 12 };
  const double ben[] = { 9 };
  guint n_blue, n_red;

  herald_chart_data_add_line (chart, "Anna", HERALD_COLOR_RED, anna, G_N_ELEMENTS (anna));
  herald_chart_data_add_line (chart, "Ben", HERALD_COLOR_BLUE, ben, G_N_ELEMENTS (ben));
  count_line_pixels (chart, HERALD_COLOR_RED, HERALD_COLOR_BLUE, &n_red, &n_blue);
  g_test_message ("Anna's red: %u px, Ben's blue: %u px", n_red, n_blue);
  g_assert_cmpuint (n_red, >, 200);
  g_assert_cmpuint (n_blue, >, 200);
}

/* The points chart's names stand by their lines: two pairs of equal totals (8, 8 and 5, 5)
 * on a short chart keep each pair centred on its line. The old placement pushed the names
 * down one by one and lifted the column, putting the second 8's name by the 5s (chart26:
 * "Dora" by the 5 line, her line at 8, at 360 px and text scale 1.5) */
static void
test_end_labels_by_lines (void)
{
  double apart[] = { 10, 40, 90 };
  double pairs[] = { 50, 50, 110, 110 };
  double crowded[] = { 120, 125, 128, 130 };
  double too_many[] = { 0, 0, 0, 0, 0, 0 };

  /* room enough: nothing moves */
  herald_chart_place_labels (apart, G_N_ELEMENTS (apart), 30, 10, 130);
  g_assert_cmpfloat (apart[0], ==, 10);
  g_assert_cmpfloat (apart[1], ==, 40);
  g_assert_cmpfloat (apart[2], ==, 90);

  herald_chart_place_labels (pairs, G_N_ELEMENTS (pairs), 30, 10, 130);
  g_assert_cmpfloat (pairs[0], ==, 35);
  g_assert_cmpfloat (pairs[1], ==, 65);
  g_assert_cmpfloat (pairs[2], ==, 95);
  g_assert_cmpfloat (pairs[3], ==, 125);
  /* each name nearer its own line than the other pair's */
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat (fabs (pairs[i] - (i < 2 ? 50 : 110)), <, fabs (pairs[i] - (i < 2 ? 110 : 50)));

  /* near the bottom: a block lifted to end at the bottom, a line of text apart */
  herald_chart_place_labels (crowded, G_N_ELEMENTS (crowded), 30, 10, 130);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpfloat (crowded[i], ==, 40 + 30 * i);

  /* more names than room: from the top, a line of text apart */
  herald_chart_place_labels (too_many, G_N_ELEMENTS (too_many), 30, 10, 100);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpfloat (too_many[i], ==, 10 + 30 * i);
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
  g_test_add_func ("/herald/story-view/attack-sentence-plural", test_attack_sentence_plural);
  g_test_add_func ("/herald/story-view/descriptions-decimal-comma", test_descriptions_decimal_comma);
  g_test_add_func ("/herald/story-view/charts-draw", test_charts_draw);
  g_test_add_func ("/herald/story-view/wins-chart-marks", test_wins_chart_marks);
  g_test_add_func ("/herald/story-view/bar-labels-narrow", test_bar_labels_narrow);
  g_test_add_func ("/herald/story-view/cycle-sentence", test_cycle_sentence);
  g_test_add_func ("/herald/story-view/end-labels-by-lines", test_end_labels_by_lines);
  g_test_add_func ("/herald/story-view/equal-lines-apart", test_equal_lines_apart);
  g_test_add_func ("/herald/story-view/one-value-lines", test_one_value_lines);

  return g_test_run ();
}
