/* herald-statistics-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The evening's story in three pages: the dice (production numbers and the event die against
 * fair dice; with balanced dice where the deck stands instead of a fairness verdict), the
 * players (their rolls, sevens, progress cards against what their levels made likely, turns)
 * and the game (the points over time, the attacks, the metropolises). Every chart has its
 * numbers as its accessible description and as a table beside it. Every figure comes from the
 * engine (herald_game_get_statistics (), herald_story_new ()); `herald-cli replay` and
 * `herald-cli stats` print the same. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-chart.h"
#include "herald-dialog-util.h"
#include "herald-number-text.h"
#include "herald-story-view.h"
#include "herald-text.h"
#include "herald-statistics-window.h"

/* Fewer rolls than this say nothing about the dice */
#define MIN_ROLLS 12

/* the group whose description sums a page up */
#define SUMMARY_KEY "herald-statistics-summary"

/* "Fair dice: 7.2", the number in the language's own way (herald_number_text ()) */
static char *
fair_dice_text (double expected)
{
  g_autofree char *number = herald_number_text (expected, 1);

  /* Translators: how many times fair dice would bring this; %s is a number with a fraction
   * ("7.2") */
  return g_strdup_printf (_("Fair dice: %s"), number);
}

static char *
luck_sentence (const HeraldStatistics *st)
{
  if (st->n_rolls < MIN_ROLLS)
    return g_strdup (_("Too few rolls yet to say anything about the dice."));
  if (st->p_value >= 0.05)
    return g_strdup (_("The dice have been as even as fair dice usually are."));
  if (st->p_value >= 0.01)
    /* Translators: %u is how many games go by before fair dice spread this unevenly */
    return g_strdup_printf (_("The dice have been uneven: fair dice do this about once in %u games."),
                            (guint) (1.0 / st->p_value + 0.5));
  return g_strdup_printf (_("The dice have been very uneven: fair dice do this less than once in %u games."),
                          (guint) (1.0 / MAX (st->p_value, 0.0001) + 0.5));
}

/* A chart in @group, its numbers for a screen reader, and the same numbers as a table: an
 * expander row in @table_group (a group shows its rows before any other child, so the table
 * goes into the group below the chart's) */
static void
add_chart (AdwPreferencesGroup *group,
           AdwPreferencesGroup *table_group,
           HeraldChartData     *data,
           const char          *label,
           const char          *description,
           int                  height,
           GtkWidget          **table)
{
  GtkWidget *chart = herald_chart_new (data);
  GtkWidget *expander;

  herald_chart_set_content_height (HERALD_CHART (chart), height);
  gtk_widget_set_margin_top (chart, 6);
  gtk_widget_set_margin_bottom (chart, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (chart),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  adw_preferences_group_add (group, chart);

  expander = adw_expander_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), _("The Numbers as a Table"));
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), label);
  adw_preferences_group_add (table_group, expander);
  *table = expander;
}

static void
table_row (GtkWidget  *table,
           const char *title,
           const char *subtitle,
           const char *value)
{
  adw_expander_row_add_row (ADW_EXPANDER_ROW (table), herald_dialog_value_row (title, subtitle, value));
}

static AdwPreferencesPage *
dice_page (HeraldGame             *game,
           const HeraldStatistics *st,
           const HeraldDiceCycle  *cycle)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group, *tables;
  GtkWidget *table;
  g_autofree char *desc = NULL;

  adw_preferences_page_set_title (page, _("Dice"));
  adw_preferences_page_set_icon_name (page, "media-playlist-shuffle-symbolic");

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Production Dice"));
  {
    /* balanced dice deal every pair once per 36 rolls: a fairness verdict says nothing about
     * them; where the deck stands does */
    g_autofree char *head = cycle != NULL ? herald_story_view_cycle_sentence (cycle)
                                          : luck_sentence (st);
    g_autofree char *group_desc = g_strdup_printf ("%s\n%s", head,
                                                   _("Bars: how often each number came. Lines: what fair dice would bring."));

    adw_preferences_group_set_description (group, group_desc);
    /* the page's summary, said with the first focus (statistics_mapped_cb ()) */
    g_object_set_data (G_OBJECT (page), SUMMARY_KEY, group);
  }
  desc = herald_story_view_dice_description (st);
  tables = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  add_chart (group, tables, herald_story_view_dice_chart (st),
             _("Production numbers rolled, with what fair dice would bring"), desc, 170, &table);
  for (guint t = 2; t <= 12; t++)
    {
      g_autofree char *title = g_strdup_printf ("%u", t);
      g_autofree char *fair = fair_dice_text (st->n_rolls * (6 - ABS ((int) t - 7)) / 36.0);
      g_autofree char *count = g_strdup_printf ("%u", st->totals[t]);

      table_row (table, title, fair, count);
    }
  adw_preferences_page_add (page, group);
  adw_preferences_page_add (page, tables);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  if (cycle == NULL && st->n_rolls >= MIN_ROLLS)
    {
      g_autofree char *chi = herald_number_text (st->chi_square, 1);
      g_autofree char *p = herald_number_text (st->p_value, 2);
      g_autofree char *detail = g_strdup_printf (_("Chi-square %s with 10 degrees of freedom; p = %s"),
                                                 chi, p);

      adw_preferences_group_add (group, herald_dialog_figure_row (_("Rolls"), detail, st->n_rolls));
    }
  else
    adw_preferences_group_add (group, herald_dialog_figure_row (_("Rolls"), NULL, st->n_rolls));
  {
    g_autofree char *fair = fair_dice_text (st->n_rolls / 6.0);

    adw_preferences_group_add (group, herald_dialog_figure_row (_("Sevens"), fair, st->totals[7]));
  }
  /* rolls the table undid or rolled again: not in the counts above (issue 10, item 11) */
  adw_preferences_group_add (group,
                             herald_dialog_figure_row (_("Undone rolls"),
                                                       _("Rolled, then undone or rolled again; not counted above"),
                                                       st->n_undone_rolls));
  /* rolls whose production dice the Alchemist chose: the engine leaves them out of the counts
   * above (only the event die was rolled), said where there are some (tester report 43,
   * N43-4: "Rolls 1" after two rolls, without a word) */
  if (st->n_alchemist_rolls > 0)
    adw_preferences_group_add (group,
                               /* Translators: the Statistics row of rolls whose production
                                * dice were chosen with the Alchemist */
                               herald_dialog_figure_row (_("Set with the Alchemist"),
                                                         _("Red and white dice chosen, not rolled; not counted above"),
                                                         st->n_alchemist_rolls));
  adw_preferences_group_add (group, herald_dialog_figure_row (_("Rolled again"), _("Rolls made again by choice"),
                                                              st->n_rolls_again));
  adw_preferences_page_add (page, group);

  /* the event die: half ships, a sixth each gate */
  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Event Die"));
  g_clear_pointer (&desc, g_free);
  desc = herald_story_view_events_description (st);
  tables = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  add_chart (group, tables, herald_story_view_events_chart (st),
             _("Faces of the event die, with what a fair die would bring"), desc, 140, &table);
  for (guint e = HERALD_EVENT_SHIP; e <= HERALD_EVENT_SCIENCE; e++)
    {
      g_autofree char *count = g_strdup_printf ("%u", st->events[e]);
      g_autofree char *fair = fair_dice_text (st->n_events * (e == HERALD_EVENT_SHIP ? 0.5 : 1 / 6.0));

      table_row (table, herald_text_event_name (e), fair, count);
    }
  adw_preferences_page_add (page, group);
  adw_preferences_page_add (page, tables);

  (void) game;
  return page;
}

static AdwPreferencesPage *
players_page (HeraldGame        *game,
              const HeraldStory *story)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group, *tables;
  GtkWidget *table;
  g_autofree char *desc = NULL;

  adw_preferences_page_set_title (page, _("Players"));
  adw_preferences_page_set_icon_name (page, "emoji-people-symbolic");

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Sevens per Player"));
  adw_preferences_group_set_description (group,
                                         _("The 7s rolled on each player’s turns. Lines: what fair dice would bring in as many rolls."));
  desc = herald_story_view_sevens_description (game, story);
  tables = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  add_chart (group, tables, herald_story_view_sevens_chart (game, story),
             _("Sevens rolled on each player’s turns, with what fair dice would bring"), desc,
             150, &table);
  for (guint p = 0; p < story->n_players; p++)
    {
      const HeraldPlayerStory *ps = &story->players[p];
      guint rolled = 0;
      g_autofree char *count = g_strdup_printf ("%u", ps->sevens);
      g_autofree char *fair = NULL;

      for (guint t = 2; t <= 12; t++)
        rolled += ps->totals[t];
      fair = fair_dice_text (rolled / 6.0);
      table_row (table, herald_game_get_player_label (game, p), fair, count);
    }
  adw_preferences_page_add (page, group);
  adw_preferences_page_add (page, tables);

  for (guint p = 0; p < story->n_players; p++)
    {
      const HeraldPlayerStory *ps = &story->players[p];
      g_autoptr(GString) numbers = g_string_new (NULL);
      GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *header;
      g_autofree char *heading = g_markup_escape_text (herald_game_get_player_label (game, p), -1);

      /* the group's title is markup: the name as typed ("Tom & Jerry", tester report 38, N38-7) */
      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (group, heading);
      gtk_widget_set_size_request (dot, 16, 16);
      gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dot, "color-dot");
      gtk_widget_add_css_class (dot, herald_text_color_css (herald_game_get_player_color (game, p)));
      header = dot;
      adw_preferences_group_set_header_suffix (group, header);

      for (guint t = 2; t <= 12; t++)
        if (ps->totals[t] > 0)
          {
            if (numbers->len > 0)
              g_string_append (numbers, ", ");
            /* Translators: a production number and how often it came ("8 ×3") */
            g_string_append_printf (numbers, _("%u ×%u"), t, ps->totals[t]);
          }
      adw_preferences_group_add (group,
                                 herald_dialog_figure_row (_("Rolls on Their Turns"),
                                                           numbers->len > 0 ? numbers->str : NULL, ps->rolls));

      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          /* Translators: a deck; the cards a player's improvement levels made likely */
          g_autofree char *title = g_strdup_printf (_("Progress Cards: %s"),
                                                    herald_text_deck_name (t));
          g_autofree char *expected = herald_number_text (ps->expected_draws[t], 1);
          /* Translators: %s is a number with a fraction ("1.4") */
          g_autofree char *likely = g_strdup_printf (_("Their levels made %s likely"), expected);

          adw_preferences_group_add (group, herald_dialog_figure_row (title, likely, ps->draws[t]));
        }
      if (ps->reward_draws > 0 || ps->missed_draws > 0)
        {
          g_autofree char *missed = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "%u card missed: the deck was empty",
                                                                  "%u cards missed: the deck was empty",
                                                                  ps->missed_draws),
                                                     ps->missed_draws);

          adw_preferences_group_add (group, herald_dialog_figure_row (_("Cards Won Defending Catan"),
                                                                      ps->missed_draws > 0 ? missed : NULL,
                                                                      ps->reward_draws));
        }
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Defender of Catan"), NULL, ps->defender));
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Cities Lost"), NULL, ps->cities_lost));
      if (ps->timed_turns > 0)
        {
          g_autofree char *average = herald_story_view_duration (ps->turn_seconds / ps->timed_turns);
          g_autofree char *longest = herald_story_view_duration (ps->longest_turn);
          /* Translators: the longest of a player's turns */
          g_autofree char *detail = g_strdup_printf (_("Longest: %s"), longest);

          adw_preferences_group_add (group, herald_dialog_value_row (_("Average Turn"), detail, average));
        }
      adw_preferences_page_add (page, group);
    }
  return page;
}

static AdwPreferencesPage *
game_page (HeraldGame             *game,
           const HeraldStatistics *st,
           const HeraldStory      *story)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group, *tables;
  GtkWidget *table;
  g_autofree char *desc = NULL;
  guint ends[512];
  guint n_rounds;

  adw_preferences_page_set_title (page, _("Game"));
  adw_preferences_page_set_icon_name (page, "view-list-bullet-symbolic");

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Victory Points over the Game"));
  {
    g_autofree char *note = herald_story_view_points_note (story);
    g_autofree char *text = NULL;

    /* a game entered in progress: where its points begin (tester report 30, N30-14) */
    text = g_strjoin (" ", _("One line per player, after every step; the rounds below. Each line has its own dash and its player’s name at its end."),
                      note, NULL);
    adw_preferences_group_set_description (group, text);
  }
  desc = herald_story_view_points_description (game, story);
  tables = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  add_chart (group, tables, herald_story_view_points_chart (game, story),
             _("Victory points of every player over the game"), desc, 200, &table);
  n_rounds = herald_story_view_round_ends (story, ends, G_N_ELEMENTS (ends));
  for (guint r = 0; r < n_rounds; r++)
    {
      g_autofree char *title = g_strdup_printf (_("Round %u"),
                                                g_array_index (story->rounds, guint, ends[r]));
      g_autoptr(GString) points = g_string_new (NULL);

      for (guint p = 0; p < story->n_players; p++)
        g_string_append_printf (points, p + 1 < story->n_players ? _("%s %u, ") : _("%s %u. "),
                                herald_text_player_name (game, p),
                                herald_story_get_points (story, ends[r], p));
      table_row (table, title, g_strchomp (points->str), NULL);
    }
  adw_preferences_page_add (page, group);
  adw_preferences_page_add (page, tables);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Barbarian Attacks"));
  if (story->attacks->len == 0)
    adw_preferences_group_set_description (group, _("The barbarians have not landed yet."));
  for (guint i = 0; i < story->attacks->len; i++)
    {
      g_autofree char *sentence =
        herald_story_view_attack_sentence (game, &g_array_index (story->attacks,
                                                                 HeraldAttackStory, i));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sentence);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (group, row);
    }
  {
    g_autofree char *won = g_strdup_printf ("%u", st->catan_wins);
    g_autofree char *lost = g_strdup_printf ("%u", st->attacks - st->catan_wins);

    adw_preferences_group_add (group, herald_dialog_value_row (_("Won by Catan"), NULL, won));
    adw_preferences_group_add (group, herald_dialog_value_row (_("Won by the barbarians"), NULL, lost));
  }
  adw_preferences_page_add (page, group);

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Metropolises"));
  if (story->metropolises->len == 0)
    adw_preferences_group_set_description (group, _("No metropolis has changed hands."));
  for (guint i = 0; i < story->metropolises->len; i++)
    {
      g_autofree char *sentence =
        herald_story_view_metropolis_sentence (game, &g_array_index (story->metropolises,
                                                                     HeraldMetropolisStory, i));
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), sentence);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (group, row);
    }
  adw_preferences_page_add (page, group);
  return page;
}

/* The first focus is in the page shown, not on another page's tab of the view switcher: at
 * 1280 px the Dice page showed while the focus and the screen reader were on "Players page
 * tab" (newcomer report 9, item 10) */
/* The label that shows @group's description */
static GtkWidget *
find_description_label (GtkWidget  *widget,
                        const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_description_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The page's summary ("Too few rolls yet to say anything about the dice") was not read as
 * the window opened, only the first row (newcomer report 12, finding 7): it describes the
 * first focus (#GTK_ACCESSIBLE_RELATION_DESCRIBED_BY), which a screen reader reads with the
 * focus every time */
static void
statistics_mapped_cb (AdwPreferencesWindow *window)
{
  AdwPreferencesPage *page = adw_preferences_window_get_visible_page (window);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  AdwPreferencesGroup *summary;
  GtkWidget *label;

  if (page != NULL && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (page))))
    gtk_widget_child_focus (GTK_WIDGET (page), GTK_DIR_TAB_FORWARD);

  focus = gtk_root_get_focus (GTK_ROOT (window));
  summary = page != NULL ? g_object_get_data (G_OBJECT (page), SUMMARY_KEY) : NULL;
  if (focus == NULL || summary == NULL)
    return;
  label = find_description_label (GTK_WIDGET (summary), adw_preferences_group_get_description (summary));
  if (label == NULL)
    return;
  {
    /* the row's own subtitle, which described it, after the summary */
    GtkWidget *row = gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW);
    GtkWidget *subtitle = NULL;

    if (row != NULL && adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)) != NULL)
      subtitle = find_description_label (row, adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (row)));
    gtk_accessible_update_relation (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                    label, subtitle, NULL, -1);
  }
}

/**
 * herald_statistics_window_new:
 * @game: the game; read once, when the window is made
 * @cycle: (nullable): where balanced dice stand, when the table rolls balanced dice
 *
 * Returns: (transfer floating): the statistics window, to make transient and present
 */
GtkWindow *
herald_statistics_window_new (HeraldGame            *game,
                              const HeraldDiceCycle *cycle)
{
  GtkWidget *window;
  HeraldStatistics st;
  g_autoptr(HeraldStory) story = herald_story_new (game);

  herald_game_get_statistics (game, &st);

  window = adw_preferences_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Statistics"));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 760);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), dice_page (game, &st, cycle));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), players_page (game, story));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), game_page (game, &st, story));
  herald_dialog_wrap_group_titles (window);
  herald_dialog_phone_width (window);
  g_signal_connect_after (window, "map", G_CALLBACK (statistics_mapped_cb), NULL);
  return GTK_WINDOW (window);
}
