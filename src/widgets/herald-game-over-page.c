/* herald-game-over-page.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The winner's summary: the final scores and the figures of the game. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-game-over-page.h"
#include "herald-text.h"

struct _HeraldGameOverPage
{
  AdwBin         parent_instance;

  AdwStatusPage *status_page;
  GtkListBox    *scores;
  GtkLabel      *figures;
};

G_DEFINE_FINAL_TYPE (HeraldGameOverPage, herald_game_over_page, ADW_TYPE_BIN)

/**
 * herald_game_over_page_update:
 * @game: a game that is over
 *
 * Shows the final scores, best first, with each player's points by source, and the figures
 * of the game.
 */
void
herald_game_over_page_update (HeraldGameOverPage *self,
                              HeraldGame         *game)
{
  const HeraldState *state = herald_game_get_state (game);
  guint n = herald_game_get_n_players (game);
  guint order[HERALD_MAX_PLAYERS];
  guint vps[HERALD_MAX_PLAYERS];
  guint rolls = 0, sevens = 0, ships = 0, gates = 0;
  g_autofree char *title = NULL;
  g_autofree char *stats = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->scores))) != NULL)
    gtk_list_box_remove (self->scores, child);

  for (guint i = 0; i < n; i++)
    {
      HeraldVp vp;

      herald_game_get_vp (game, i, &vp);
      vps[i] = vp.total;
      order[i] = i;
    }
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && vps[order[j]] > vps[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  for (guint k = 0; k < n; k++)
    {
      guint i = order[k];
      HeraldVp vp;
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *points = gtk_label_new (NULL);
      GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      g_autofree char *subtitle = NULL;
      g_autofree char *text = NULL;

      herald_game_get_vp (game, i, &vp);
      /* Translators: the victory points each player has from each source, at the end of a game */
      subtitle = g_strdup_printf (_("Points from settlements %u · cities %u · metropolises %u · Longest Road %u · Defender %u · merchant %u · Printer and Constitution %u"),
                                  vp.settlements, vp.cities, vp.metropolises, vp.longest_road,
                                  vp.defender, vp.merchant, vp.vp_cards);
      /* names are the players' own text, not markup */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_game_get_player_name (game, i));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      text = g_strdup_printf ("%u", vp.total);
      gtk_label_set_label (GTK_LABEL (points), text);
      gtk_widget_add_css_class (points, "title-2");
      gtk_widget_set_size_request (dot, 16, 16);
      gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (dot, "color-dot");
      gtk_widget_add_css_class (dot, herald_text_color_css (herald_game_get_player_color (game, i)));
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), dot);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), points);
      gtk_list_box_append (self->scores, row);
    }

  /* the engine's statistics, as the statistics window shows them: every roll of the event
   * die; the sevens of the red and white dice rolled (dice the Alchemist set are not a roll) */
  {
    HeraldStatistics figures;

    herald_game_get_statistics (game, &figures);
    rolls = figures.n_events;
    sevens = figures.totals[7];
    ships = figures.events[HERALD_EVENT_SHIP];
    gates = figures.n_events - ships;
  }

  if (state->winner >= 0)
    title = g_strdup_printf (_("%s Wins!"), herald_game_get_player_name (game, state->winner));
  else
    title = g_strdup (_("Game Over"));
  adw_status_page_set_title (self->status_page, title);
  {
    g_autofree char *desc = g_strdup_printf (_("Round %u, %u victory points"), state->round,
                                             state->winner >= 0 ? vps[state->winner] : 0);

    adw_status_page_set_description (self->status_page, desc);
  }
  {
    g_autofree char *roll_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u roll", "%u rolls", rolls), rolls);
    g_autofree char *attack_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u barbarian attack",
                                                                 "%u barbarian attacks", state->attacks),
                                                    state->attacks);

    g_autofree char *seven_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u seven", "%u sevens", sevens), sevens);
    g_autofree char *ship_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ship", "%u ships", ships), ships);
    g_autofree char *gate_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gate", "%u gates", gates), gates);

    /* Translators: "40 rolls: 6 sevens, 19 ships, 21 gates. 2 barbarian attacks." */
    stats = g_strdup_printf (_("%s: %s, %s, %s. %s."), roll_text, seven_text, ship_text, gate_text,
                             attack_text);
  }
  gtk_label_set_label (self->figures, stats);
}

static void
herald_game_over_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), HERALD_TYPE_GAME_OVER_PAGE);

  G_OBJECT_CLASS (herald_game_over_page_parent_class)->dispose (object);
}

static void
herald_game_over_page_class_init (HeraldGameOverPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_game_over_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-game-over-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, status_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, scores);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, figures);
}

static void
herald_game_over_page_init (HeraldGameOverPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
