/* herald-records-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Records across every finished game kept, by player name: games, wins (also as a chart, its
 * numbers as its description and as a table), average points, Defender cards, cities lost, and
 * luck with the dice: progress cards against what the player's levels made likely, and sevens
 * on their turns against fair dice. The figures come from herald-session-records.c. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-chart.h"
#include "herald-dialog-util.h"
#include "herald-number-text.h"
#include "herald-session-records.h"
#include "herald-records-window.h"

/* "1.2×" what was likely, or a dash when nothing was likely yet */
static char *
ratio (double actual,
       double expected)
{
  g_autofree char *number = NULL;

  if (expected < 0.05)
    return g_strdup ("–");
  number = herald_number_text (actual / expected, 1);
  /* Translators: how many times what was likely came ("1.2×"; the number is given as text) */
  return g_strdup_printf (_("%s×"), number);
}

/* The page's own scroller is a Tab stop (nothing in it takes the focus), which Orca said as a
 * nameless "scroll pane" (issue 11): named by the page, once the page is in the window (named
 * before, the name was gone) */
static void
name_scroller (AdwPreferencesPage *page)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (page)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_SCROLLED_WINDOW (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Records"), -1);
}

/* The records' page: the wins chart, then a group per player */
static AdwPreferencesPage *
records_page (GPtrArray *records,
              guint      n_games)
{
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group;

  adw_preferences_page_set_title (page, _("Records"));

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Wins"));
  if (n_games == 0)
    adw_preferences_group_set_description (group,
                                           _("No game has been played to the end yet. Every finished game counts here."));
  else if (records->len == 0)
    /* every player kept their colour's name (herald_records_is_default_name ()) */
    adw_preferences_group_set_description (group,
                                           _("No player of a finished game was given a name: a player who keeps "
                                             "their colour’s name is not counted here."));
  else
    {
      g_autofree char *from = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "From %u finished game, by player name.",
                                                            "From %u finished games, by player name.",
                                                            n_games),
                                               n_games);
      /* "Red" of one game and "Red" of another are two seats, not one person (N21-7) */
      g_autofree char *desc = g_strconcat (from, " ",
                                           _("A player who kept their colour’s name is not counted."),
                                           NULL);
      guint n = MIN (records->len, 8);
      g_autofree const char **labels = g_new0 (const char *, n);
      g_autofree double *wins = g_new0 (double, n);
      g_autofree double *games = g_new0 (double, n);
      g_autoptr(GString) described = g_string_new (NULL);
      HeraldChartData *data = herald_chart_data_new (HERALD_CHART_BARS);
      GtkWidget *chart;

      adw_preferences_group_set_description (group, desc);
      for (guint i = 0; i < n; i++)
        {
          const HeraldRecord *r = g_ptr_array_index (records, i);

          labels[i] = r->name;
          wins[i] = r->wins;
          games[i] = r->games;
          g_autofree char *won = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win", "%u wins",
                                                               r->wins),
                                                  r->wins);

          /* Translators: a player, their wins ("1 win", "3 wins") and their games */
          g_string_append_printf (described,
                                  g_dngettext (GETTEXT_PACKAGE, "%s: %s in %u game. ",
                                               "%s: %s in %u games. ", r->games),
                                  r->name, won, r->games);
        }
      /* the marks are the games played: a bar up to its mark won every game */
      herald_chart_data_set_bars (data, n, labels, wins, games, NULL);
      chart = herald_chart_new (data);
      herald_chart_set_content_height (HERALD_CHART (chart), 150);
      gtk_widget_set_margin_top (chart, 6);
      gtk_widget_set_margin_bottom (chart, 6);
      /* the tooltip first: GTK makes it the accessible description, which must be the numbers */
      gtk_widget_set_tooltip_text (chart, _("Bars: wins. Marks: games played."));
      gtk_accessible_update_property (GTK_ACCESSIBLE (chart),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Wins per player; the marks are the games played"),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      g_strchomp (described->str),
                                      -1);
      adw_preferences_group_add (group, chart);
    }
  adw_preferences_page_add (page, group);

  /* each player's record is a group of rows: the table the chart summarizes */
  for (guint i = 0; i < records->len; i++)
    {
      const HeraldRecord *r = g_ptr_array_index (records, i);
      g_autofree char *average = herald_number_text (herald_record_average_points (r), 1);
      g_autofree char *cards = ratio (r->draws, r->expected_draws);
      g_autofree char *sevens = ratio (r->sevens, r->expected_sevens);
      g_autofree char *expected_draws = herald_number_text (r->expected_draws, 1);
      g_autofree char *expected_sevens = herald_number_text (r->expected_sevens, 1);
      /* Translators: progress cards drawn, and what the player's levels made likely (a
       * number with a fraction, "3.4") */
      g_autofree char *cards_detail = g_strdup_printf (_("%u drawn; their levels made %s likely"),
                                                       r->draws, expected_draws);
      /* Translators: sevens rolled on the player's turns, and what fair dice bring (a number
       * with a fraction, "3.4") */
      g_autofree char *sevens_detail = g_strdup_printf (_("%u rolled; fair dice bring %s"),
                                                        r->sevens, expected_sevens);
      g_autofree char *title = g_markup_escape_text (r->name, -1);

      /* the group's title is markup: the name as typed ("Tom & Jerry", tester report 38, N38-7) */
      group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
      adw_preferences_group_set_title (group, title);
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Games"), NULL, r->games));
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Wins"), NULL, r->wins));
      adw_preferences_group_add (group, herald_dialog_value_row (_("Average Points"), NULL, average));
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Defender of Catan"), NULL, r->defender));
      adw_preferences_group_add (group, herald_dialog_figure_row (_("Cities Lost"), NULL, r->cities_lost));
      adw_preferences_group_add (group, herald_dialog_value_row (_("Luck with Progress Cards"), cards_detail,
                                                                 cards));
      adw_preferences_group_add (group, herald_dialog_value_row (_("Sevens on Their Turns"), sevens_detail,
                                                                 sevens));
      adw_preferences_page_add (page, group);
    }

  return page;
}

static GtkWindow *
records_window (void)
{
  GtkWidget *window = adw_preferences_window_new ();

  gtk_window_set_title (GTK_WINDOW (window), _("Records"));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 760);
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (window), FALSE);
  herald_dialog_phone_width (window);
  return GTK_WINDOW (window);
}

/**
 * herald_records_window_new:
 * @records: (element-type HeraldRecord): the records, sorted (herald_records_from_library())
 * @n_games: how many finished games they come from
 *
 * Returns: (transfer floating): the records window, to make transient and present
 */
GtkWindow *
herald_records_window_new (GPtrArray *records,
                           guint      n_games)
{
  GtkWindow *window = records_window ();
  AdwPreferencesPage *page = records_page (records, n_games);

  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), page);
  name_scroller (page);
  return window;
}

#define LOADING_KEY "herald-records-loading"
#define CANCELLABLE_KEY "herald-records-cancellable"

/* The records are added up: the page replaces the spinner's (the window may be gone by now:
 * then the work was cancelled, and nothing is done) */
static void
records_loaded_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GWeakRef *ref = user_data;
  g_autoptr(GtkWindow) window = g_weak_ref_get (ref);
  g_autoptr(GPtrArray) records = NULL;
  g_autoptr(GError) error = NULL;
  AdwPreferencesPage *loading;
  AdwPreferencesPage *page;
  guint n_games = 0;

  g_weak_ref_clear (ref);
  g_free (ref);
  records = herald_records_from_library_finish (result, &n_games, &error);
  if (records == NULL || window == NULL)
    {
      g_debug ("Records not shown: %s", error != NULL ? error->message : "the window is closed");
      return;
    }
  loading = g_object_get_data (G_OBJECT (window), LOADING_KEY);
  page = records_page (records, n_games);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), page);
  name_scroller (page);
  /* shown before the spinner's page goes: the stack shows no other page by itself when its
   * visible one is removed, and the window was left blank (newcomer report 16, N16-3) */
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (window), page);
  if (loading != NULL)
    adw_preferences_window_remove (ADW_PREFERENCES_WINDOW (window), loading);
  g_object_set_data (G_OBJECT (window), LOADING_KEY, NULL);
  g_object_set_data (G_OBJECT (window), CANCELLABLE_KEY, NULL);
}

/* closed before the records were added up: the worker stops at its next game */
static void
cancel_loading (gpointer data)
{
  GCancellable *cancellable = data;

  g_cancellable_cancel (cancellable);
  g_object_unref (cancellable);
}

/**
 * herald_records_window_new_for_library:
 * @library: the games kept
 *
 * The records window, shown at once with a spinner while every finished game of @library is
 * loaded and added up in a worker thread (herald_records_from_library_async()): the window
 * that opens it stays responsive (breaker report 14, B14-5: 1.2 s frozen for 200 games).
 * Closing the window cancels the work.
 *
 * Returns: (transfer floating): the records window, to make transient and present
 */
GtkWindow *
herald_records_window_new_for_library (HeraldLibrary *library)
{
  GtkWindow *window = records_window ();
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *label = gtk_label_new (_("Adding up the finished games…"));
  GCancellable *cancellable = g_cancellable_new ();
  GWeakRef *ref = g_new0 (GWeakRef, 1);

  g_return_val_if_fail (HERALD_IS_LIBRARY (library), window);

  adw_preferences_page_set_title (page, _("Records"));
  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  gtk_widget_set_margin_top (box, 48);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), spinner);
  gtk_box_append (GTK_BOX (box), label);
  adw_preferences_group_add (group, box);
  adw_preferences_page_add (page, group);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (window), page);
  name_scroller (page);
  g_object_set_data (G_OBJECT (window), LOADING_KEY, page);
  g_object_set_data_full (G_OBJECT (window), CANCELLABLE_KEY, g_object_ref (cancellable),
                          cancel_loading);
  g_signal_connect_object (window, "destroy", G_CALLBACK (g_cancellable_cancel), cancellable,
                           G_CONNECT_SWAPPED);
  g_weak_ref_init (ref, window);
  herald_records_from_library_async (library, cancellable, records_loaded_cb, ref);
  g_object_unref (cancellable);
  return window;
}

