/* herald-story-view.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The story of a game (herald-statistics.h) as charts and sentences: the statistics window, the
 * game-over page and the PDF summary show the same figures in the same words. No widget here:
 * the PDF is drawn without a display. Every figure comes from the engine. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-number-text.h"
#include "herald-story-view.h"
#include "herald-text.h"

static double
fair_share (guint total)
{
  return (6 - ABS ((int) total - 7)) / 36.0;
}

/**
 * herald_story_view_dice_chart:
 * @stats: the dice of a game
 *
 * Returns: (transfer full): bars for the production numbers 2–12, with what fair dice bring
 */
HeraldChartData *
herald_story_view_dice_chart (const HeraldStatistics *stats)
{
  HeraldChartData *chart = herald_chart_data_new (HERALD_CHART_BARS);
  char names[11][4];
  const char *labels[11];
  double values[11], expected[11];

  for (guint t = 2; t <= 12; t++)
    {
      g_snprintf (names[t - 2], sizeof names[t - 2], "%u", t);
      labels[t - 2] = names[t - 2];
      values[t - 2] = stats->totals[t];
      expected[t - 2] = stats->n_rolls * fair_share (t);
    }
  herald_chart_data_set_bars (chart, 11, labels, values, expected, NULL);
  return chart;
}

/**
 * herald_story_view_dice_description:
 *
 * Returns: (transfer full): the numbers behind herald_story_view_dice_chart(), for a screen
 *   reader
 */
char *
herald_story_view_dice_description (const HeraldStatistics *stats)
{
  GString *text = g_string_new (NULL);

  for (guint t = 2; t <= 12; t++)
    {
      g_autofree char *fair = herald_number_text (stats->n_rolls * fair_share (t), 1);

      /* Translators: a production number, how often it came, how often fair dice would bring
       * it (a number with a fraction, "7.2") */
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE, "%u: %u time (fair dice: %s). ",
                                           "%u: %u times (fair dice: %s). ", stats->totals[t]),
                              t, stats->totals[t], fair);
    }
  return g_strchomp (g_string_free (text, FALSE));
}

static double
event_share (HeraldEvent event)
{
  return event == HERALD_EVENT_SHIP ? 0.5 : 1 / 6.0;
}

/**
 * herald_story_view_events_chart:
 *
 * Returns: (transfer full): bars for the faces of the event die, with what a fair die brings
 */
HeraldChartData *
herald_story_view_events_chart (const HeraldStatistics *stats)
{
  HeraldChartData *chart = herald_chart_data_new (HERALD_CHART_BARS);
  const char *labels[4];
  double values[4], expected[4];

  for (guint e = 0; e < 4; e++)
    {
      labels[e] = herald_text_event_name (e);
      values[e] = stats->events[e];
      expected[e] = stats->n_events * event_share (e);
    }
  herald_chart_data_set_bars (chart, 4, labels, values, expected, NULL);
  return chart;
}

/**
 * herald_story_view_events_description:
 *
 * Returns: (transfer full): the numbers behind herald_story_view_events_chart()
 */
char *
herald_story_view_events_description (const HeraldStatistics *stats)
{
  GString *text = g_string_new (NULL);

  for (guint e = 0; e < 4; e++)
    {
      g_autofree char *fair = herald_number_text (stats->n_events * event_share (e), 1);

      /* Translators: a face of the event die, how often it came, how often a fair die brings
       * it (a number with a fraction, "7.2") */
      g_string_append_printf (text, _("%s: %u (fair dice: %s). "), herald_text_event_name (e),
                              stats->events[e], fair);
    }
  return g_strchomp (g_string_free (text, FALSE));
}

/**
 * herald_story_view_sevens_chart:
 *
 * Returns: (transfer full): per player, the 7s rolled on their turns (in their colour, each
 *   with its own hatching and name), with what fair dice bring in as many rolls
 */
HeraldChartData *
herald_story_view_sevens_chart (HeraldGame        *game,
                                const HeraldStory *story)
{
  HeraldChartData *chart = herald_chart_data_new (HERALD_CHART_BARS);
  const char *labels[HERALD_MAX_PLAYERS];
  double values[HERALD_MAX_PLAYERS], expected[HERALD_MAX_PLAYERS];
  HeraldColor colors[HERALD_MAX_PLAYERS];

  for (guint p = 0; p < story->n_players; p++)
    {
      const HeraldPlayerStory *ps = &story->players[p];
      guint rolled = 0;

      for (guint t = 2; t <= 12; t++)
        rolled += ps->totals[t];
      labels[p] = herald_game_get_player_label (game, p);
      values[p] = ps->sevens;
      expected[p] = rolled / 6.0;
      colors[p] = herald_game_get_player_color (game, p);
    }
  herald_chart_data_set_bars (chart, story->n_players, labels, values, expected, colors);
  return chart;
}

/**
 * herald_story_view_sevens_description:
 *
 * Returns: (transfer full): the numbers behind herald_story_view_sevens_chart()
 */
char *
herald_story_view_sevens_description (HeraldGame        *game,
                                      const HeraldStory *story)
{
  GString *text = g_string_new (NULL);

  for (guint p = 0; p < story->n_players; p++)
    {
      const HeraldPlayerStory *ps = &story->players[p];
      guint rolled = 0;
      g_autofree char *fair = NULL;

      for (guint t = 2; t <= 12; t++)
        rolled += ps->totals[t];
      fair = herald_number_text (rolled / 6.0, 1);
      /* Translators: a player, the sevens rolled on their turns, what fair dice would bring
       * (a number with a fraction, "7.2") */
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%s: %u seven in %u rolls (fair dice: %s). ",
                                           "%s: %u sevens in %u rolls (fair dice: %s). ",
                                           ps->sevens),
                              herald_text_player_name (game, p), ps->sevens, rolled, fair);
    }
  return g_strchomp (g_string_free (text, FALSE));
}

/**
 * herald_story_view_round_ends:
 * @steps: (out) (array length=max): the step at which each round ends (its last step)
 * @max: room in @steps
 *
 * Returns: how many rounds the story has (entries in @steps, at most @max)
 */
guint
herald_story_view_round_ends (const HeraldStory *story,
                              guint             *steps,
                              guint              max)
{
  guint n = 0;

  for (guint s = 0; s < story->n_steps && max > 0; s++)
    {
      gboolean last = s + 1 == story->n_steps ||
                      g_array_index (story->rounds, guint, s + 1) !=
                      g_array_index (story->rounds, guint, s);

      if (last && n < max)
        steps[n++] = s;
    }
  return n;
}

/**
 * herald_story_view_points_chart:
 *
 * Returns: (transfer full): per player a line of the victory points after every step, with
 *   the rounds as ticks
 */
HeraldChartData *
herald_story_view_points_chart (HeraldGame        *game,
                                const HeraldStory *story)
{
  HeraldChartData *chart = herald_chart_data_new (HERALD_CHART_LINES);
  g_autofree double *values = g_new0 (double, MAX (story->n_steps, 1));
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint p = 0; p < story->n_players; p++)
    {
      for (guint s = 0; s < story->n_steps; s++)
        values[s] = herald_story_get_points (story, s, p);
      herald_chart_data_add_line (chart, herald_game_get_player_label (game, p),
                                  herald_game_get_player_color (game, p), values,
                                  story->n_steps);
    }
  /* a tick where each round begins */
  for (guint s = 0; s < story->n_steps; s++)
    if (s == 0 || g_array_index (story->rounds, guint, s) !=
                  g_array_index (story->rounds, guint, s - 1))
      {
        double pos = s;

        g_array_append_val (positions, pos);
        g_ptr_array_add (labels, g_strdup_printf ("%u", g_array_index (story->rounds, guint, s)));
      }
  herald_chart_data_set_ticks (chart, positions->len, (const double *) positions->data,
                               (const char * const *) labels->pdata);
  return chart;
}

/**
 * herald_story_view_points_note:
 *
 * The points chart of a game entered in progress starts where Herald came in (the story's
 * `entered_round`): the table is told so, since the points before are not known (tester
 * report 30, N30-14).
 *
 * Returns: (transfer full) (nullable): the note, or %NULL for a game Herald followed from
 *   its beginning
 */
char *
herald_story_view_points_note (const HeraldStory *story)
{
  if (story->entered_round == 0)
    return NULL;
  /* Translators: under the victory points chart of a game started with New Game's "Start from
   * a game in progress" */
  return g_strdup_printf (_("From round %u: the game was entered in progress, so the points "
                            "before are not known."), story->entered_round);
}

/**
 * herald_story_view_points_description:
 *
 * Returns: (transfer full): the points of every player at the end of each round
 */
char *
herald_story_view_points_description (HeraldGame        *game,
                                      const HeraldStory *story)
{
  GString *text = g_string_new (NULL);
  guint ends[512];
  guint n = herald_story_view_round_ends (story, ends, G_N_ELEMENTS (ends));

  for (guint r = 0; r < n; r++)
    {
      g_string_append_printf (text, _("Round %u"), g_array_index (story->rounds, guint, ends[r]));
      g_string_append (text, ": ");
      for (guint p = 0; p < story->n_players; p++)
        /* Translators: a player's name and victory points, in a list of all players */
        g_string_append_printf (text, p + 1 < story->n_players ? _("%s %u, ") : _("%s %u. "),
                                herald_text_player_name (game, p),
                                herald_story_get_points (story, ends[r], p));
    }
  return g_strchomp (g_string_free (text, FALSE));
}

/**
 * herald_story_view_cycle_sentence:
 * @cycle: where balanced dice stand
 *
 * Returns: (transfer full): how far through the deck of 36 the table is and what is left
 */
char *
herald_story_view_cycle_sentence (const HeraldDiceCycle *cycle)
{
  g_autoptr(GString) left = g_string_new (NULL);
  g_autoptr(GString) events = g_string_new (NULL);

  for (guint t = 2; t <= 12; t++)
    if (cycle->left[t] > 0)
      {
        if (left->len > 0)
          g_string_append (left, ", ");
        /* Translators: a production number and how many of it are left in the deck ("7 ×4") */
        g_string_append_printf (left, _("%u ×%u"), t, cycle->left[t]);
      }
  for (guint e = 0; e < 4; e++)
    if (cycle->events_left[e] > 0)
      {
        if (events->len > 0)
          g_string_append (events, ", ");
        g_string_append_printf (events, _("%s ×%u"), herald_text_event_name (e),
                                cycle->events_left[e]);
      }
  /* Translators: balanced dice deal the 36 pairs of the two dice from a deck; the first %s is
   * the list of numbers left ("2 ×1, 7 ×4"), the second the event faces left */
  return g_strdup_printf (_("Balanced dice: %u of the 36 rolls of this cycle are dealt, %u are "
                            "left before the reshuffle: %s. Event die: %s."),
                          cycle->position, 36 - cycle->position, left->str, events->str);
}

/**
 * herald_story_view_attack_sentence:
 *
 * Returns: (transfer full): one attack in a sentence: when, the strengths, the outcome
 */
char *
herald_story_view_attack_sentence (HeraldGame              *game,
                                   const HeraldAttackStory *attack)
{
  g_autofree char *outcome = NULL;

  if (attack->catan_wins)
    {
      if (attack->defender >= 0)
        /* Translators: %s is the player who won the Defender of Catan card */
        outcome = g_strdup_printf (_("Catan held; %s became Defender of Catan"),
                                   herald_text_player_name (game, attack->defender));
      else
        outcome = g_strdup (_("Catan held"));
    }
  else if (attack->n_lost == 0)
    outcome = g_strdup (_("the barbarians won; nobody had a city to lose"));
  else
    {
      g_autoptr(GString) names = g_string_new (NULL);

      for (guint k = 0; k < attack->n_lost; k++)
        {
          if (k > 0)
            g_string_append (names, ", ");
          /* isolated: a right-to-left name never reorders the others */
          g_string_append_printf (names, "\u2068%s\u2069",
                                  herald_text_player_name (game, attack->lost[k]));
        }
      /* Translators: %s lists the players who lost a city, one or several ("Anna, Ben"):
       * the verb agrees with how many (newcomer report 11, N-14) */
      outcome = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the barbarians won; %s lost a city",
                                              "the barbarians won; %s each lost a city", attack->n_lost),
                                 names->str);
    }
  /* Translators: "Round 5: barbarians 4 against knights 3: Catan held" */
  return g_strdup_printf (_("Round %u: barbarians %u against knights %u: %s"), attack->round,
                          attack->barbarian_strength, attack->knight_strength, outcome);
}

/**
 * herald_story_view_metropolis_sentence:
 *
 * Returns: (transfer full): one change of a metropolis holder in a sentence
 */
char *
herald_story_view_metropolis_sentence (HeraldGame                  *game,
                                       const HeraldMetropolisStory *change)
{
  const char *track = herald_text_track_name (change->track);

  if (change->to < 0)
    /* Translators: round, player, track ("Round 4: Ben gave up the Trade metropolis") */
    return g_strdup_printf (_("Round %u: %s gave up the %s metropolis"), change->round,
                            herald_text_player_name (game, change->from), track);
  if (change->from < 0)
    return g_strdup_printf (_("Round %u: %s took the %s metropolis"), change->round,
                            herald_text_player_name (game, change->to), track);
  /* Translators: round, the new holder, track, the player who lost it */
  return g_strdup_printf (_("Round %u: %s took the %s metropolis from %s"), change->round,
                          herald_text_player_name (game, change->to), track,
                          herald_text_player_name (game, change->from));
}

/**
 * herald_story_view_duration:
 * @seconds: a length of time, ≥ 0
 *
 * Returns: (transfer full): "4 min 05 s" or "45 s"
 */
char *
herald_story_view_duration (gint64 seconds)
{
  seconds = MAX (seconds, 0);
  if (seconds < 60)
    /* Translators: a duration in seconds */
    return g_strdup_printf (_("%u s"), (guint) seconds);
  /* Translators: a duration in minutes and seconds */
  return g_strdup_printf (_("%u min %02u s"), (guint) (seconds / 60), (guint) (seconds % 60));
}
