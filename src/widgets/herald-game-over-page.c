/* herald-game-over-page.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The winner's summary, the evening's story in one screen: the final scores, the victory
 * points of everyone over the game (a chart, its numbers as its description), the figures of
 * the game, and the exports: the summary as PDF, the log as CSV, the game file as JSON,
 * through the platform's file chooser. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-chart.h"
#include "herald-dialog-util.h"
#include "herald-clamp-layout.h"
#include "herald-file-chooser.h"
#include "herald-session-export.h"
#include "herald-side-layout.h"
#include "herald-game-over-page.h"
#include "herald-statistics.h"
#include "herald-story-view.h"
#include "herald-text.h"
#include "herald-wrap-box.h"

struct _HeraldGameOverPage
{
  AdwBin         parent_instance;

  AdwStatusPage *status_page;
  GtkLabel      *heading;  /* the page's title, in place of the status page's own */
  GtkListBox    *scores;
  GtkBox        *chart_box;
  GtkWidget     *content;
  GtkLabel      *figures;
  GtkMenuButton *export_button;

  /* Owned: the game as it ended, for the exports (the window may close it meanwhile) */
  HeraldGame    *game;
  GtkNativeDialog *chooser;
  char          *format;
};

G_DEFINE_FINAL_TYPE (HeraldGameOverPage, herald_game_over_page, ADW_TYPE_BIN)

enum {
  EXPORTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* A player's row of the final scores: their colour, their name over their points by source,
 * their total. A GtkGrid in a GtkListBoxRow rather than an AdwActionRow: the action row's
 * header is a horizontal GtkBox, which measures each child's width for its height as it
 * allocates it, and its wrapping subtitle answered with a binary search of Pango layouts at
 * every allocation, nested under the page's boxes (the winner's page took 1.8 G instructions
 * to its first frame: docs/performance.md). The look is the action row's: its margins,
 * spacing and height, the title and the dimmed, smaller subtitle; named by the player and
 * described by the points, as an action row is. */
static GtkWidget *
score_row (HeraldGame *game,
           guint       player)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *title;
  GtkWidget *subtitle;
  GtkWidget *points;
  g_autofree char *sources = NULL;
  g_autofree char *total = NULL;
  HeraldVp vp;

  herald_game_get_vp (game, player, &vp);
  sources = herald_text_vp_sources (&vp);
  total = g_strdup_printf ("%u", vp.total);
  /* names are the players' own text, not markup */
  title = gtk_label_new (herald_game_get_player_label (game, player));
  subtitle = gtk_label_new (sources);
  points = gtk_label_new (total);

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* libadwaita's `row > box.header` and `box.title`: 12 px at the sides, 6 px between the
   * parts, at least 50 px high, 6 px above and below the texts, 3 px between them */
  gtk_widget_set_margin_start (grid, 12);
  gtk_widget_set_margin_end (grid, 12);
  gtk_widget_set_size_request (grid, -1, 50);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 3);

  gtk_widget_set_size_request (dot, 16, 16);
  gtk_widget_set_valign (dot, GTK_ALIGN_CENTER);
  /* an action row's prefix is 12 px from its title */
  gtk_widget_set_margin_end (dot, 6);
  gtk_widget_add_css_class (dot, "color-dot");
  gtk_widget_add_css_class (dot, herald_text_color_css (herald_game_get_player_color (game, player)));
  gtk_grid_attach (GTK_GRID (grid), dot, 0, 0, 1, 2);

  for (guint i = 0; i < 2; i++)
    {
      GtkLabel *label = GTK_LABEL (i == 0 ? title : subtitle);

      /* between words; a 64-character name without a space anywhere (verify report 12,
       * V12-2) */
      herald_label_wrap_words (label, HERALD_ROW_WORD_WIDTH);
      gtk_label_set_xalign (label, 0);
      gtk_widget_set_hexpand (GTK_WIDGET (label), TRUE);
      gtk_widget_set_vexpand (GTK_WIDGET (label), TRUE);
    }
  gtk_widget_add_css_class (title, "title");
  gtk_widget_set_valign (title, GTK_ALIGN_END);
  gtk_widget_set_margin_top (title, 6);
  /* `row label.subtitle`: smaller and dimmed */
  gtk_widget_add_css_class (subtitle, "subtitle");
  gtk_widget_set_valign (subtitle, GTK_ALIGN_START);
  gtk_widget_set_margin_bottom (subtitle, 6);
  gtk_grid_attach (GTK_GRID (grid), title, 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), subtitle, 1, 1, 1, 1);

  gtk_widget_add_css_class (points, "title-2");
  gtk_widget_set_valign (points, GTK_ALIGN_CENTER);
  gtk_grid_attach (GTK_GRID (grid), points, 2, 0, 1, 2);

  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), grid);
  /* named by the player and the total: labelled by the name alone, Orca read "Anna" and the
   * points by source, never how many points in all (issue 11); the big figure, said in the
   * name, is not read again */
  {
    /* Translators: a row of the final scores, for screen readers: "Anna, 13 victory points" */
    g_autofree char *name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u victory point",
                                                          "%s, %u victory points", vp.total),
                                             herald_game_get_player_label (game, player), vp.total);

    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle, NULL,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (points), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  return row;
}

/* Up or Down past the first or the last player: the focus stays in the list, as in a
 * player's card; GTK moved it on to Export… below, or out of the page above */
static gboolean
scores_keynav_failed_cb (GtkWidget        *list,
                         GtkDirectionType  direction)
{
  GtkRoot *root = gtk_widget_get_root (list);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return (direction == GTK_DIR_UP || direction == GTK_DIR_DOWN)
         && focus != NULL && gtk_widget_is_ancestor (focus, list);
}

/* A no-break space in place of each space that follows a digit in *@text: a number and the
 * word after it ("0 Barbarenangriffe", Romanian "20 de aruncări" keeps its own no-break
 * space after "de") are never on two lines */
static void
bind_numbers (char **text)
{
  g_autoptr(GString) bound = g_string_new (NULL);

  for (const char *p = *text; *p != '\0'; p++)
    {
      if (*p == ' ' && p > *text && g_ascii_isdigit (p[-1]))
        g_string_append (bound, "\u00a0");
      else
        g_string_append_c (bound, *p);
    }
  g_free (*text);
  *text = g_string_free (g_steal_pointer (&bound), FALSE);
}

/* Under the chart's heading, for a game entered in progress: where its points begin (N30-14) */
static void
game_over_points_note (HeraldGameOverPage *self,
                       const HeraldStory  *story)
{
  g_autofree char *text = herald_story_view_points_note (story);
  GtkWidget *note;

  if (text == NULL)
    return;
  note = gtk_label_new (text);
  gtk_widget_add_css_class (note, "caption");
  gtk_widget_add_css_class (note, "dim-label");
  gtk_widget_set_halign (note, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (note), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_box_append (self->chart_box, note);
}

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

  herald_game_get_standings (game, order, vps);
  /* A new list, filled before it is in the page, in place of the one before: rows put into
   * a list a screen reader already knew (empty, as the page is made with the table) reached
   * Orca 43's cache as one, and Orca said "Final Scores. List with 1 item." for three
   * players, the winner alone (tester report 23, N23-1). A list new to it is asked for its
   * rows. */
  {
    GtkWidget *list = gtk_list_box_new ();
    GtkWidget *old = GTK_WIDGET (self->scores);

    gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
    gtk_widget_add_css_class (list, "boxed-list");
    /* Up on the winner and Down on the last player stay there (herald_game_over_page_focus ()) */
    g_signal_connect (list, "keynav-failed", G_CALLBACK (scores_keynav_failed_cb), NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Final Scores"), -1);
    for (guint k = 0; k < n; k++)
      gtk_list_box_append (GTK_LIST_BOX (list), score_row (game, order[k]));
    gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (old)), list, old);
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (old)), old);
    self->scores = GTK_LIST_BOX (list);
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
    title = g_strdup_printf (_("%s Wins!"), herald_text_player_name (game, state->winner));
  else
    title = g_strdup (_("Game Over"));
  gtk_label_set_label (self->heading, title);
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
    /* each number on the line of its noun, whatever the catalogue's spaces: "… 1 Stadttor. 0 /
     * Barbarenangriffe." broke between them (fix48-2) */
    bind_numbers (&stats);
  }
  gtk_label_set_label (self->figures, stats);

  /* the story: everyone's points over the game */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->chart_box))) != NULL)
    gtk_box_remove (self->chart_box, child);
  {
    g_autoptr(HeraldStory) story = herald_story_new (game);
    g_autofree char *described = herald_story_view_points_description (game, story);
    GtkWidget *chart = herald_chart_new (herald_story_view_points_chart (game, story));
    GtkWidget *heading = gtk_label_new (_("Victory Points over the Game"));

    gtk_widget_add_css_class (heading, "heading");
    gtk_widget_set_halign (heading, GTK_ALIGN_START);
    /* between words on a phone at text scale 1.5: whole, it made the window 402 px wide
     * (verify report 11, V-2) */
    gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
    gtk_label_set_wrap_mode (GTK_LABEL (heading), PANGO_WRAP_WORD);
    gtk_label_set_xalign (GTK_LABEL (heading), 0);
    gtk_box_append (self->chart_box, heading);
    game_over_points_note (self, story);
    herald_chart_set_content_height (HERALD_CHART (chart), 170);
    /* the tooltip first: GTK makes it the accessible description, which must be the numbers */
    gtk_widget_set_tooltip_text (chart, _("One line per player, after every step; the rounds below. Each line has its own dash and its player’s name at its end."));
    gtk_accessible_update_property (GTK_ACCESSIBLE (chart),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Victory points of every player over the game"),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described,
                                    -1);
    gtk_box_append (self->chart_box, chart);
  }

  g_clear_pointer (&self->game, herald_game_free);
  self->game = herald_game_copy (game);
}

static void
show_error (HeraldGameOverPage *self,
            const char         *message)
{
  GtkWidget *dialog;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Translators: a title when a file could not be written */
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Could Not Export"), message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
chooser_response_cb (GtkNativeDialog    *chooser,
                     int                 response,
                     HeraldGameOverPage *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->game != NULL)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        show_error (self, _("Herald can only save to a local folder."));
      else if (!herald_game_over_page_export_to (self, self->format, path, &error))
        show_error (self, error->message);
    }
  g_clear_object (&self->chooser);
}

/**
 * herald_game_over_page_export_to:
 * @format: "pdf" (the summary), "csv" (the log) or "json" (the game file)
 * @path: the file chosen, in the file system's encoding
 * @error: what went wrong, as herald_export_write() says it
 *
 * Writes the game as it ended to @path, then emits #HeraldGameOverPage::exported: the table
 * is told that it was saved and where (a file chooser closing said nothing, newcomer report
 * 14, N14-16).
 *
 * Returns: whether the file was written
 */
gboolean
herald_game_over_page_export_to (HeraldGameOverPage  *self,
                                 const char          *format,
                                 const char          *path,
                                 GError             **error)
{
  g_return_val_if_fail (HERALD_IS_GAME_OVER_PAGE (self), FALSE);
  g_return_val_if_fail (format != NULL && path != NULL, FALSE);

  if (self->game == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("There is no finished game to export."));
      return FALSE;
    }
  if (!herald_export_write (self->game, format, path, error))
    return FALSE;
  g_signal_emit (self, signals[EXPORTED], 0, format, path);
  return TRUE;
}

static void
export_cb (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  HeraldGameOverPage *self = HERALD_GAME_OVER_PAGE (widget);
  const char *format = g_variant_get_string (parameter, NULL);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *name = NULL;
  const char *title;

  if (self->game == NULL || self->chooser != NULL)
    return;
  g_free (self->format);
  self->format = g_strdup (format);
  if (g_str_equal (format, "pdf"))
    {
      title = _("Save the Summary as PDF");
      gtk_file_filter_set_name (filter, _("PDF documents"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
    }
  else if (g_str_equal (format, "csv"))
    {
      title = _("Save the Log as CSV");
      gtk_file_filter_set_name (filter, _("CSV spreadsheets"));
      gtk_file_filter_add_mime_type (filter, "text/csv");
    }
  else
    {
      title = _("Save the Game File as JSON");
      gtk_file_filter_set_name (filter, _("JSON files"));
      gtk_file_filter_add_mime_type (filter, "application/json");
    }
  gtk_file_filter_add_suffix (filter, format);
  /* Translators: the name offered for an exported game; %s is the date, the second the suffix */
  name = g_strdup_printf (_("herald-game-%s.%s"), stamp, format);

  self->chooser = GTK_NATIVE_DIALOG (herald_file_chooser_save_new (widget, title, name));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (self->chooser);
}

static void
herald_game_over_page_dispose (GObject *object)
{
  HeraldGameOverPage *self = HERALD_GAME_OVER_PAGE (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (self->chooser);
      g_clear_object (&self->chooser);
    }
  g_clear_pointer (&self->game, herald_game_free);
  g_clear_pointer (&self->format, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), HERALD_TYPE_GAME_OVER_PAGE);

  G_OBJECT_CLASS (herald_game_over_page_parent_class)->dispose (object);
}

/* Tab and Shift+Tab go from the scores to the buttons in the page's order, wherever the
 * buttons are: beside the scores, above the chart (HeraldSideLayout), GTK's order by place
 * put them before the scores (newcomer51). %FALSE when the focus leaves the page. */
static gboolean
tab_in_order (HeraldGameOverPage *self,
              GtkWidget          *focus,
              GtkDirectionType    direction)
{
  GtkWidget *list = GTK_WIDGET (self->scores);
  GtkWidget *buttons = gtk_widget_get_parent (GTK_WIDGET (self->export_button));
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  int step = direction == GTK_DIR_TAB_FORWARD ? 1 : -1;
  int current = -1;

  g_ptr_array_add (stops, list);
  for (GtkWidget *child = gtk_widget_get_first_child (buttons); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (stops, child);
  for (guint i = 0; i < stops->len; i++)
    if (focus != NULL && (focus == stops->pdata[i] || gtk_widget_is_ancestor (focus, stops->pdata[i])))
      current = (int) i;
  /* somewhere else in the page: GTK's order */
  if (current < 0 && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    return GTK_WIDGET_CLASS (herald_game_over_page_parent_class)->focus (GTK_WIDGET (self), direction);

  for (int i = current >= 0 ? current + step : step > 0 ? 0 : (int) stops->len - 1;
       i >= 0 && i < (int) stops->len; i += step)
    {
      GtkWidget *stop = stops->pdata[i];

      if (!gtk_widget_get_mapped (stop) || !gtk_widget_is_sensitive (stop))
        continue;
      /* the scores come in on the winner, by Tab or Shift+Tab */
      if (stop == list)
        gtk_widget_set_focus_child (list, GTK_WIDGET (gtk_list_box_get_row_at_index (self->scores, 0)));
      if (gtk_widget_child_focus (stop, direction))
        return TRUE;
    }
  return FALSE;
}

/* The final scores are one Tab stop, as History's steps (herald_history_view_focus ()) and a
 * player's card: Tab and Shift+Tab come in on the winner, the first row, and leave from any
 * row; Up and Down (the list's own keys) move between the players and stop at the first and
 * the last (scores_keynav_failed_cb ()). They were a Tab stop per player, four before Export…
 * with four players (tester report 31, N31-8). Each row is still read whole. */
static gboolean
herald_game_over_page_focus (GtkWidget        *widget,
                             GtkDirectionType  direction)
{
  HeraldGameOverPage *self = HERALD_GAME_OVER_PAGE (widget);
  GtkWidget *list = GTK_WIDGET (self->scores);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean inside = focus != NULL && gtk_widget_is_ancestor (focus, list);
  gboolean tab = direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD;

  /* Tab leaves the list from any row, and comes in on the winner's (tab_in_order ()) */
  if (tab)
    return tab_in_order (self, focus, direction);
  /* GTK's list comes back to the row it had last (its focus child stays set after the focus
   * left): not by an arrow from outside */
  if (!inside)
    gtk_widget_set_focus_child (list, NULL);
  return GTK_WIDGET_CLASS (herald_game_over_page_parent_class)->focus (widget, direction);
}

static void
herald_game_over_page_class_init (HeraldGameOverPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_game_over_page_dispose;
  widget_class->focus = herald_game_over_page_focus;

  g_type_ensure (HERALD_TYPE_CLAMP_LAYOUT);
  g_type_ensure (HERALD_TYPE_WRAP_BOX);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-game-over-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, scores);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, figures);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, chart_box);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, content);
  gtk_widget_class_bind_template_child (widget_class, HeraldGameOverPage, export_button);
  gtk_widget_class_install_action (widget_class, "gameover.export", "s", export_cb);

  /**
   * HeraldGameOverPage::exported:
   * @format: "pdf", "csv" or "json"
   * @path: the file written
   *
   * An export was written (the window says so in a toast).
   */
  signals[EXPORTED] = g_signal_new ("exported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                    G_TYPE_STRING, G_TYPE_STRING);
}

/**
 * herald_game_over_page_set_bottom_inset:
 * @inset: the height in pixels, 0 or more, of what lies over the bottom of the page (a toast
 *   and its margins), 0 for nothing
 *
 * The page's content ends @inset pixels above the bottom: scrolled to its end, its buttons
 * (Back to the Table, New Game) are above a toast, not under it.
 */
void
herald_game_over_page_set_bottom_inset (HeraldGameOverPage *self,
                                        int                 inset)
{
  g_return_if_fail (HERALD_IS_GAME_OVER_PAGE (self));

  gtk_widget_set_margin_bottom (adw_bin_get_child (ADW_BIN (self)), MAX (inset, 0));
}

static void
export_menu_shown_cb (GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, FALSE);
}

static void
export_menu_hidden_cb (GtkWidget *button)
{
  gtk_widget_set_has_tooltip (button, TRUE);
}

/* The page is built with the table and shown only as a game ends: its buttons are realized,
 * and herald_a11y_install () names those with a mnemonic, only then. Until the first win
 * screen readers had "_Back to the Table Back to the Table" (GTK 4.8's name) in the window's
 * tree. They are named as the page is made. */
static void
name_mnemonic_buttons (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
      && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    herald_a11y_name_mnemonic_button (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_mnemonic_buttons (child);
}

/* The page's title ("Anna Wins!") is a heading to screen readers: libadwaita 1.2's status
 * page gives its title as a plain label, and Orca read it as any text, not as the page's
 * heading (issue 11; a label's role is fixed as it is made). A heading label of the same look
 * takes its place beside it; the status page's own title stays empty, hidden. */
static void
add_heading (HeraldGameOverPage *self)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  GtkWidget *own = NULL;
  GtkWidget *heading;

  g_ptr_array_add (stack, self->status_page);
  while (stack->len > 0 && own == NULL)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_LABEL (w) && gtk_widget_has_css_class (w, "title-1"))
        own = w;
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  g_return_if_fail (own != NULL);

  heading = g_object_new (GTK_TYPE_LABEL,
                          "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                          "wrap", TRUE,
                          "wrap-mode", PANGO_WRAP_WORD_CHAR,
                          "justify", GTK_JUSTIFY_CENTER,
                          NULL);
  gtk_widget_add_css_class (heading, "title");
  gtk_widget_add_css_class (heading, "title-1");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 1, -1);
  gtk_widget_insert_after (heading, gtk_widget_get_parent (own), own);
  self->heading = GTK_LABEL (heading);
  adw_status_page_set_title (self->status_page, NULL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->status_page), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  heading, NULL, -1);
  /* the winning step's words ("Anna holds the Longest Road. Anna wins") are said before the
   * scores, as the page's name, as the focus comes in (tester report 31) */
  herald_a11y_lead_page (GTK_WIDGET (self->status_page), heading);
}

static void
herald_game_over_page_init (HeraldGameOverPage *self)
{
  GtkPopover *menu;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* the scores, the buttons, and the chart with the figures (the third child): the chart
   * beside the others on a wide window (N48-1); the buttons under the scores, in view at a
   * portrait tablet's text scale 1.5, and beside, in the shorter column (above the chart
   * where the scores are the taller), in view at 1024 × 768 and text scale 1.5 with the save
   * bar over the page and four players (fix48-1, newcomer51) */
  {
    GtkLayoutManager *layout = herald_side_layout_new (18, 560, 2);

    herald_side_layout_set_shorter (HERALD_SIDE_LAYOUT (layout), 1);
    gtk_widget_set_layout_manager (self->content, layout);
  }
  /* its heading, list and buttons are read; itself nameless, not named by its class ("filler
   * HeraldGameOverPage", ui-a11y) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  /* the button's tooltip would lie over its open menu and hide an item (breaker report 13,
   * "Game as JSON…" under "Save the log, …"): no tooltip while the menu is open */
  menu = gtk_menu_button_get_popover (self->export_button);
  g_signal_connect_object (menu, "show", G_CALLBACK (export_menu_shown_cb), self->export_button, G_CONNECT_SWAPPED);
  g_signal_connect_object (menu, "hide", G_CALLBACK (export_menu_hidden_cb), self->export_button, G_CONNECT_SWAPPED);
  /* named as its button says ("Export…"): GTK 4.8 named it by its class, and Orca said
   * "GtkPopoverMenu menu" (newcomer report 14, N14-15) */
  if (gtk_menu_button_get_label (self->export_button) != NULL)
    {
      g_autofree char *name = herald_a11y_strip_mnemonic (gtk_menu_button_get_label (self->export_button));

      gtk_accessible_update_property (GTK_ACCESSIBLE (menu), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
      /* and the menu button itself, which GTK 4.8 named "GtkMenuButton" (tester report 28,
       * N28-3) */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->export_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
    }
  /* the bin's own child, not a template child: the bin unparents it as it goes */
  self->status_page = ADW_STATUS_PAGE (adw_bin_get_child (ADW_BIN (self)));
  name_mnemonic_buttons (GTK_WIDGET (self));
  add_heading (self);
}
