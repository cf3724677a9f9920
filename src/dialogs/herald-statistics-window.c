/* herald-statistics-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* How lucky the table was: the dice of the whole game against fair dice, the event die, the
 * attacks, and per player the cards drawn, the Defender cards and the cities lost. Every roll
 * is in the save file, so the same figures come out of `herald-cli replay`. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-statistics-window.h"

typedef struct
{
  guint totals[13];
  guint n_rolls;
} Histogram;

static double
expected_share (guint total)
{
  return (6 - ABS ((int) total - 7)) / 36.0;
}

/* Bars for the rolled totals 2–12, and a line on each at the height fair dice lead to expect. */
static void
draw_histogram (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  const Histogram *h = user_data;
  GdkRGBA fg, accent;
  double max = 1, slot = width / 11.0, base = height - 18;
  PangoLayout *layout;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  gdk_rgba_parse (&accent, "#3584e4");

  for (guint t = 2; t <= 12; t++)
    max = MAX (max, MAX (h->totals[t], h->n_rolls * expected_share (t)));

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  for (guint t = 2; t <= 12; t++)
    {
      double x = (t - 2) * slot;
      double bar = (base - 4) * h->totals[t] / max;
      double expected = (base - 4) * h->n_rolls * expected_share (t) / max;
      char label[4];
      int lw, lh;

      gdk_cairo_set_source_rgba (cr, &accent);
      cairo_rectangle (cr, x + slot * 0.15, base - bar, slot * 0.7, bar);
      cairo_fill (cr);

      gdk_cairo_set_source_rgba (cr, &fg);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x + slot * 0.05, base - expected);
      cairo_line_to (cr, x + slot * 0.95, base - expected);
      cairo_stroke (cr);

      g_snprintf (label, sizeof label, "%u", t);
      pango_layout_set_text (layout, label, -1);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      cairo_move_to (cr, x + (slot - lw) / 2, height - lh);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
}

static GtkWidget *
count_row (const char *title,
           const char *subtitle,
           const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    {
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
    }
  gtk_widget_add_css_class (label, "numeric");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  return row;
}

/* Fewer rolls than this say nothing about the dice */
#define MIN_ROLLS 12

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

static void
histogram_free (gpointer data)
{
  g_free (data);
}

/**
 * herald_statistics_window_new:
 * @game: the game; read once, when the window is made
 *
 * Returns: (transfer floating): the statistics window, to make transient and present
 */
GtkWindow *
herald_statistics_window_new (HeraldGame *game)
{
  GtkWidget *window, *page, *group, *area, *row;
  Histogram *h = g_new0 (Histogram, 1);
  HeraldStatistics st;
  g_autoptr(GString) described = g_string_new (NULL);
  g_autofree char *luck = NULL;
  g_autofree char *value = NULL;
  g_autofree char *detail = NULL;

  herald_game_get_statistics (game, &st);
  memcpy (h->totals, st.totals, sizeof h->totals);
  h->n_rolls = st.n_rolls;

  window = adw_preferences_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Statistics"));
  gtk_window_set_default_size (GTK_WINDOW (window), 560, 720);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);

  page = adw_preferences_page_new ();
  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("Statistics"));

  /* the red and white dice */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Production Dice"));
  luck = luck_sentence (&st);
  {
    /* the legend of the chart below the verdict */
    g_autofree char *desc = g_strdup_printf ("%s\n%s", luck,
                                             _("Bars: how often each number came. Lines: what fair dice would bring."));

    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), desc);
  }

  area = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 160);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_histogram, h, histogram_free);
  gtk_widget_set_margin_top (area, 6);
  gtk_widget_set_margin_bottom (area, 12);
  /* the figures behind the bars, for screen readers */
  for (guint t = 2; t <= 12; t++)
    /* Translators: a production number, how often it came, how often fair dice would bring it */
    g_string_append_printf (described,
                            g_dngettext (GETTEXT_PACKAGE, "%u: %u time (fair dice: %.1f). ",
                                         "%u: %u times (fair dice: %.1f). ", st.totals[t]),
                            t, st.totals[t], st.n_rolls * expected_share (t));
  gtk_accessible_update_property (GTK_ACCESSIBLE (area),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Production numbers rolled, with what fair dice would bring"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described->str,
                                  -1);
  gtk_widget_set_tooltip_text (area, _("Bars: how often each number came. Lines: what fair dice would bring."));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), area);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  group = adw_preferences_group_new ();
  value = g_strdup_printf ("%u", st.n_rolls);
  detail = g_strdup_printf (_("Chi-square %.1f with 10 degrees of freedom; p = %.2f"),
                            st.chi_square, st.p_value);
  /* the test means nothing on a handful of rolls (the verdict says so) */
  row = count_row (_("Rolls"), st.n_rolls >= MIN_ROLLS ? detail : NULL, value);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf ("%u", st.totals[7]);
  {
    g_autofree char *fair = g_strdup_printf (_("Fair dice: %.1f"), st.n_rolls / 6.0);

    row = count_row (_("Sevens"), fair, value);
  }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  /* rolls the table undid or rolled again: not in the counts above (issue 10, item 11) */
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf ("%u", st.n_undone_rolls);
  row = count_row (_("Undone rolls"), _("Rolled, then undone or rolled again; not counted above"),
                   value);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf ("%u", st.n_rolls_again);
  row = count_row (_("Rolled again"), _("Rolls made again by choice"), value);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  /* the event die: half ships, a sixth each gate */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Event Die"));
  for (guint e = HERALD_EVENT_SHIP; e <= HERALD_EVENT_SCIENCE; e++)
    {
      g_autofree char *count = g_strdup_printf ("%u", st.events[e]);
      /* Translators: how many times fair dice would show this face */
      g_autofree char *fair = g_strdup_printf (_("Fair dice: %.1f"),
                                               st.n_events * (e == HERALD_EVENT_SHIP ? 0.5 : 1 / 6.0));

      row = count_row (herald_text_event_name (e), fair, count);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  /* the barbarians */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Barbarian Attacks"));
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf ("%u", st.catan_wins);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), count_row (_("Won by Catan"), NULL, value));
  g_clear_pointer (&value, g_free);
  value = g_strdup_printf ("%u", st.attacks - st.catan_wins);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), count_row (_("Won by the barbarians"), NULL, value));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  /* the players */
  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Players"));
  for (guint p = 0; p < herald_game_get_n_players (game); p++)
    {
      g_autofree char *subtitle = NULL;
      g_autofree char *draws = NULL;
      g_autofree char *defender = NULL;
      g_autofree char *lost = NULL;

      draws = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u progress card drawn", "%u progress cards drawn", st.draws[p]),
                               st.draws[p]);
      defender = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u Defender of Catan", "%u Defenders of Catan", st.defender[p]),
                                  st.defender[p]);
      lost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u city lost", "%u cities lost", st.cities_lost[p]),
                              st.cities_lost[p]);
      /* Translators: the three counts above, joined */
      subtitle = g_strdup_printf (_("%s · %s · %s"), draws, defender, lost);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_game_get_player_name (game, p));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), ADW_PREFERENCES_PAGE (page));
  return GTK_WINDOW (window);
}
