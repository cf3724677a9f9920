/* herald-window.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The main window: the start page, the table (dice, barbarians, players), the history and
 * the winner's summary. It turns actions into session calls and session signals into
 * redraws and dialogs; it never changes the game itself. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-barbarian-track.h"
#include "herald-dialogs.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-player-card.h"
#include "herald-reference-window.h"
#include "herald-statistics-window.h"
#include "herald-text.h"
#include "herald-window.h"

typedef enum
{
  INTERACTION_ATTACK,
  INTERACTION_REVEAL,
} InteractionType;

typedef struct
{
  InteractionType type;
  HeraldOutcome   outcome;
} Interaction;

struct _HeraldWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkToggleButton      *history_button;
  GtkWidget            *undo_button;
  GtkWidget            *redo_button;
  AdwSqueezer          *width_probe;
  GtkWidget            *wide_probe;
  GtkWidget            *medium_probe;
  GtkStack             *main_stack;
  AdwStatusPage        *status_page;
  GtkWidget            *resume_button;
  GtkLabel             *resume_label;
  AdwFlap              *flap;
  AdwViewStack         *view_stack;
  AdwViewStackPage     *players_page;
  GtkWidget            *turn_column;
  GtkStack             *turn_stack;
  GtkWidget            *turn_dot;
  GtkLabel             *turn_label;
  GtkLabel             *setup_label;
  GtkButton            *setup_button;
  HeraldDicePanel      *dice_panel;
  HeraldBarbarianTrack *barbarian_track;
  GtkGrid              *wide_players;
  GtkWidget            *players_scroller;
  GtkBox               *narrow_players;
  AdwViewSwitcherBar   *switcher_bar;
  GtkListBox           *history_list;
  AdwStatusPage        *summary_page;
  GtkListBox           *summary_list;
  GtkLabel             *summary_stats;

  /* Owned */
  HeraldSession        *session;
  GSettings            *settings;
  GPtrArray            *cards;
  GArray               *step_outcomes;
  GQueue                interactions;
  GtkStringList        *history_model;
  guint                 layout_idle_id;
  guint                 interaction_idle_id;
  guint                 inhibit_cookie;
  GtkWindow            *dialog;

  /* Borrowed: only compared, to notice a new game */
  HeraldGame           *shown_game;

  /* The toast on screen (weak), its label, and while the step that made it is still
   * running (until the next idle), further toasts join it as new lines */
  AdwToast             *toast;
  GtkLabel             *toast_label;
  guint                 toast_step_id;

  HeraldRoll            pending_roll;
  gint                  cards_layout;
  guint                 narrow : 1;
  guint                 columns;
  guint                 show_table : 1;
  guint                 pending_dismissed : 1;
};

G_DEFINE_FINAL_TYPE (HeraldWindow, herald_window, ADW_TYPE_APPLICATION_WINDOW)

static void herald_window_process_interactions (HeraldWindow *self);
static void interaction_idle_cb                (gpointer      user_data);
static void herald_window_start_play_card      (HeraldWindow *self,
                                                guint         player,
                                                HeraldCard    card);

/* Helpers */

static HeraldGame *
get_game (HeraldWindow *self)
{
  return herald_session_get_game (self->session);
}

static const HeraldState *
get_state (HeraldWindow *self)
{
  return herald_session_get_state (self->session);
}

static void
toast_step_over_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  self->toast_step_id = 0;
}

static void
herald_window_toast (HeraldWindow *self,
                     const char   *text,
                     gboolean      with_undo)
{
  /* A toast title is one line of markup in libadwaita 1.2: a refusal names the rule, which
   * must not be cut off on a phone, so the title is a label that wraps (plain text: the
   * texts carry the players' names). */
  AdwToast *toast;
  GtkWidget *label;

  /* One toast per step: what the same step says joins the toast as a new line */
  if (self->toast_step_id != 0 && self->toast != NULL && self->toast_label != NULL)
    {
      g_autofree char *joined = g_strdup_printf ("%s\n%s", gtk_label_get_label (self->toast_label), text);

      gtk_label_set_label (self->toast_label, joined);
      return;
    }

  /* A toast of an earlier step goes at once: queued, it would come back later, and its Undo
   * would take back a later step than the one it names */
  if (self->toast != NULL)
    adw_toast_dismiss (self->toast);

  toast = adw_toast_new ("");
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
  /* The toast gives a wrapping label only its minimum width: ask for as many characters as
   * fit beside the Undo and close buttons and the margins (260 px, with a long Undo label) at
   * about 8 px each, so that short texts keep to one line without making a phone's window
   * wider */
  {
    int room = (gtk_widget_get_width (GTK_WIDGET (self->toast_overlay)) - 260) / 8;

    gtk_label_set_width_chars (GTK_LABEL (label), CLAMP (MIN ((int) g_utf8_strlen (text, -1), room), 8, 40));
  }
  gtk_label_set_lines (GTK_LABEL (label), 6);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (toast, label);

  if (with_undo)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "game.undo");
    }
  adw_toast_set_timeout (toast, 5);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_set_weak_pointer (&self->toast, toast);
  g_set_weak_pointer (&self->toast_label, GTK_LABEL (label));
  adw_toast_overlay_add_toast (self->toast_overlay, toast);

  g_clear_handle_id (&self->toast_step_id, g_source_remove);
  self->toast_step_id = g_idle_add_once (toast_step_over_cb, self);
}

static void
herald_window_update_actions (HeraldWindow *self)
{
  const HeraldState *state = get_state (self);
  HeraldGame *game = get_game (self);
  gboolean has = state != NULL;
  gboolean playing = has && state->phase != HERALD_PHASE_OVER;
  gboolean before_roll = has && state->phase == HERALD_PHASE_BEFORE_ROLL && state->n_pending == 0;
  gboolean alchemist = FALSE;
  GtkWidget *widget = GTK_WIDGET (self);
  static const char * const player_actions[] = {
    "player.build-settlement", "player.remove-settlement", "player.build-city", "player.remove-city",
    "player.build-wall", "player.remove-wall", "player.build-knight", "player.activate-knight",
    "player.deactivate-knight", "player.upgrade-knight", "player.remove-knight", "player.knight-move",
    "player.knight-chase", "player.knight-displace", "player.improve", "player.unimprove",
    "player.longest-road", "player.merchant", "player.physical-card", "player.correct",
  };

  if (before_roll)
    {
      if (!herald_game_get_rules (game)->digital_cards)
        alchemist = TRUE;
      else
        {
          const HeraldPlayerState *ps = &state->players[state->current];

          for (guint i = 0; i < ps->n_hand; i++)
            if (ps->hand[i] == HERALD_CARD_ALCHEMIST)
              alchemist = TRUE;
        }
    }

  gtk_widget_action_set_enabled (widget, "game.roll", before_roll);
  gtk_widget_action_set_enabled (widget, "game.enter-roll", before_roll);
  gtk_widget_action_set_enabled (widget, "game.alchemist", alchemist);
  gtk_widget_action_set_enabled (widget, "game.end-turn",
                                 has && (state->phase == HERALD_PHASE_AFTER_ROLL ||
                                         state->phase == HERALD_PHASE_SPECIAL_BUILD));
  gtk_widget_action_set_enabled (widget, "game.statistics", has);
  gtk_widget_action_set_enabled (widget, "game.arrange-decks",
                                 has && herald_game_get_rules (game)->digital_cards &&
                                 herald_position_is_editable (game));
  gtk_widget_action_set_enabled (widget, "game.undo", herald_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (widget, "game.redo", herald_session_get_can_redo (self->session));
  gtk_widget_action_set_enabled (widget, "game.setup-place", has && state->phase == HERALD_PHASE_SETUP);
  gtk_widget_action_set_enabled (widget, "game.resume", !has && herald_session_has_saved_game (self->session));
  gtk_widget_action_set_enabled (widget, "game.close", has);
  gtk_widget_action_set_enabled (widget, "game.show-table", has);
  gtk_widget_action_set_enabled (widget, "game.history", has);
  gtk_widget_action_set_enabled (widget, "player.open-hand", has);

  for (guint i = 0; i < G_N_ELEMENTS (player_actions); i++)
    gtk_widget_action_set_enabled (widget, player_actions[i], playing);
}

/* Layout: wide puts the players next to the dice; narrow gives them their own page. */

static void
herald_window_place_cards (HeraldWindow *self)
{
  guint n = self->cards->len;
  guint columns = MAX (self->columns, 1);

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      GtkWidget *parent = gtk_widget_get_parent (card);

      g_object_ref (card);
      if (parent == GTK_WIDGET (self->wide_players))
        gtk_grid_remove (self->wide_players, card);
      else if (parent == GTK_WIDGET (self->narrow_players))
        gtk_box_remove (self->narrow_players, card);

      if (self->narrow)
        gtk_box_append (self->narrow_players, card);
      else
        gtk_grid_attach (self->wide_players, card, i % columns, i / columns, 1, 1);
      g_object_unref (card);
    }

  gtk_widget_set_visible (self->players_scroller, !self->narrow);
  adw_view_stack_page_set_visible (self->players_page, self->narrow);
  adw_view_switcher_bar_set_reveal (self->switcher_bar, self->narrow);
  gtk_widget_set_hexpand (self->turn_column, self->narrow);
  gtk_widget_set_size_request (self->turn_column, self->narrow ? -1 : 380, -1);
  if (!self->narrow)
    adw_view_stack_set_visible_child_name (self->view_stack, "table");
  self->cards_layout = self->narrow ? 0 : columns;
}

static gboolean
herald_window_layout_idle_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;
  GtkWidget *child = adw_squeezer_get_visible_child (self->width_probe);

  self->layout_idle_id = 0;
  self->narrow = child != self->wide_probe && child != self->medium_probe;
  self->columns = child == self->wide_probe ? 2 : 1;

  if (self->cards_layout != (gint) (self->narrow ? 0 : self->columns))
    herald_window_place_cards (self);


  return G_SOURCE_REMOVE;
}

static void
herald_window_width_changed_cb (HeraldWindow *self)
{
  /* The squeezer changes its page during allocation: move widgets afterwards. */
  if (self->layout_idle_id == 0)
    self->layout_idle_id = g_idle_add (herald_window_layout_idle_cb, self);
}

/* Redraw from the state */

static void
herald_window_rebuild_cards (HeraldWindow *self)
{
  HeraldGame *game = get_game (self);

  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      GtkWidget *parent = gtk_widget_get_parent (card);

      if (parent == GTK_WIDGET (self->wide_players))
        gtk_grid_remove (self->wide_players, card);
      else if (parent == GTK_WIDGET (self->narrow_players))
        gtk_box_remove (self->narrow_players, card);
    }
  g_ptr_array_set_size (self->cards, 0);

  if (game == NULL)
    return;

  for (guint i = 0; i < herald_game_get_n_players (game); i++)
    g_ptr_array_add (self->cards, g_object_ref_sink (herald_player_card_new (i)));

  self->cards_layout = -1;
  herald_window_place_cards (self);
}

static void
herald_window_update_history (HeraldWindow *self)
{
  HeraldGame *game = get_game (self);
  GArray *outcomes;
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  guint n_actions, o = 0;
  JsonNode *start;
  gint64 current = 0;

  if (game == NULL)
    {
      gtk_string_list_splice (self->history_model, 0,
                              g_list_model_get_n_items (G_LIST_MODEL (self->history_model)), NULL);
      return;
    }

  n_actions = herald_game_get_n_actions (game);
  outcomes = herald_game_get_outcomes (game);

  /* Rolls and turn ends need not name their player: follow the turns to name it */
  start = herald_game_get_start (game);
  if (start != NULL && JSON_NODE_HOLDS_OBJECT (start))
    current = json_object_get_int_member_with_default (json_node_get_object (start), "current", 0);

  /* Newest first: an action, then what it caused */
  for (guint a = 0; a < n_actions; a++)
    {
      HeraldAction action = *herald_game_get_action (game, a);
      g_autoptr(GString) line = g_string_new (NULL);
      g_autofree char *text = NULL;

      if (action.player < 0 && (action.type == HERALD_ACTION_ROLL || action.type == HERALD_ACTION_END_TURN))
        action.player = current;
      text = herald_text_describe_action (game, &action);
      g_string_append (line, text);
      for (; o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action <= a; o++)
        {
          const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, o);
          g_autofree char *desc = NULL;

          if (outcome->type == HERALD_OUTCOME_TURN && outcome->player >= 0)
            current = outcome->player;
          if (outcome->action != a || outcome->type == HERALD_OUTCOME_ROLLED)
            continue;
          desc = herald_text_describe_outcome (game, outcome);
          g_string_append (line, "\n  · ");
          g_string_append (line, desc);
        }

      g_ptr_array_add (lines, g_string_free (g_steal_pointer (&line), FALSE));
    }

  {
    GListModel *model = G_LIST_MODEL (self->history_model);
    guint n = lines->len;
    guint m = g_list_model_get_n_items (model);
    guint common = 0;
    g_autofree const char **fresh = NULL;

    /* The model is newest first and a step only touches its newest lines: keep the rows
     * the old and the new history share at their old end, replace only the rest. */
    while (common < n && common < m)
      {
        const char *line = g_ptr_array_index (lines, common);
        const char *old_line = gtk_string_list_get_string (self->history_model, m - 1 - common);

        if (g_strcmp0 (line, old_line) != 0)
          break;
        common++;
      }

    fresh = g_new0 (const char *, n - common + 1);
    for (guint i = 0; i < n - common; i++)
      fresh[i] = g_ptr_array_index (lines, n - 1 - i);
    gtk_string_list_splice (self->history_model, 0, m - common, fresh);
  }
}

static GtkWidget *
history_row_create_cb (gpointer item,
                       gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);

  return label;
}

static void
herald_window_update_summary (HeraldWindow *self)
{
  HeraldGame *game = get_game (self);
  const HeraldState *state = get_state (self);
  guint n = herald_game_get_n_players (game);
  guint order[HERALD_MAX_PLAYERS];
  guint vps[HERALD_MAX_PLAYERS];
  guint rolls = 0, sevens = 0, ships = 0, gates = 0;
  g_autofree char *title = NULL;
  g_autofree char *stats = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->summary_list))) != NULL)
    gtk_list_box_remove (self->summary_list, child);

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
      gtk_list_box_append (self->summary_list, row);
    }

  for (guint a = 0; a < herald_game_get_n_actions (game); a++)
    {
      const HeraldAction *action = herald_game_get_action (game, a);

      if (action->type != HERALD_ACTION_ROLL)
        continue;
      rolls++;
      if (action->roll.red + action->roll.white == 7)
        sevens++;
      if (action->roll.event == HERALD_EVENT_SHIP)
        ships++;
      else
        gates++;
    }

  if (state->winner >= 0)
    title = g_strdup_printf (_("%s Wins!"), herald_game_get_player_name (game, state->winner));
  else
    title = g_strdup (_("Game Over"));
  adw_status_page_set_title (self->summary_page, title);
  {
    g_autofree char *desc = g_strdup_printf (_("Round %u, %u victory points"), state->round,
                                             state->winner >= 0 ? vps[state->winner] : 0);

    adw_status_page_set_description (self->summary_page, desc);
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
  gtk_label_set_label (self->summary_stats, stats);
}

/* The dice of this turn, without a banner; before the roll none, not the last player's */
static void
herald_window_show_turn_dice (HeraldWindow *self)
{
  const HeraldState *state = get_state (self);

  herald_dice_panel_set_roll (self->dice_panel,
                              state->has_last_roll && state->phase != HERALD_PHASE_BEFORE_ROLL
                              ? &state->last_roll : NULL, FALSE);
  herald_dice_panel_set_banner (self->dice_panel, NULL);
}

static void
herald_window_update_inhibit (HeraldWindow *self,
                              gboolean      open)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    return;

  if (open && self->inhibit_cookie == 0)
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (self),
                                                    GTK_APPLICATION_INHIBIT_IDLE,
                                                    _("A game is open on the table"));
  else if (!open && self->inhibit_cookie != 0)
    {
      gtk_application_uninhibit (app, self->inhibit_cookie);
      self->inhibit_cookie = 0;
    }
}

static void
herald_window_refresh (HeraldWindow *self)
{
  HeraldGame *game = get_game (self);
  const HeraldState *state;
  const char *current_name;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (game == NULL)
    {
      g_autofree char *saved = herald_session_describe_saved_game (self->session);

      self->shown_game = NULL;
      herald_window_rebuild_cards (self);
      herald_window_update_history (self);
      gtk_label_set_label (self->resume_label, saved ? saved : "");
      gtk_widget_set_visible (self->resume_button, saved != NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->resume_label), saved != NULL);
      gtk_stack_set_visible_child_name (self->main_stack, "empty");
      adw_window_title_set_title (self->window_title, _("Herald"));
      adw_window_title_set_subtitle (self->window_title, NULL);
      gtk_widget_set_visible (GTK_WIDGET (self->history_button), FALSE);
      gtk_widget_set_visible (self->undo_button, FALSE);
      gtk_widget_set_visible (self->redo_button, FALSE);
      herald_window_update_inhibit (self, FALSE);
      herald_window_update_actions (self);
      return;
    }

  state = herald_game_get_state (game);

  if (game != self->shown_game)
    {
      self->shown_game = game;
      self->show_table = FALSE;
      herald_window_rebuild_cards (self);
      /* a new game starts at the top, not where the last one was scrolled to */
      {
        GtkWidget *scrollers[] = {
          self->players_scroller,
          gtk_widget_get_ancestor (GTK_WIDGET (self->narrow_players), GTK_TYPE_SCROLLED_WINDOW),
          gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_SCROLLED_WINDOW),
        };

        for (guint i = 0; i < G_N_ELEMENTS (scrollers); i++)
          if (scrollers[i] != NULL)
            gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrollers[i])), 0);
      }
      herald_window_show_turn_dice (self);
    }

  current_name = herald_game_get_player_name (game, state->current);

  switch (state->phase)
    {
    case HERALD_PHASE_SETUP:
      {
        gboolean city = state->setup_step >= herald_game_get_n_players (game);
        g_autofree char *text = NULL;

        title = g_strdup (_("Setup Round"));
        subtitle = g_strdup_printf (city ? _("%s places the first city") : _("%s places the first settlement"),
                                    current_name);
        text = g_strdup_printf (city ? _("%s places the first city and a road on the board. "
                                         "They take one resource for each land hex next to the city.")
                                     : _("%s places the first settlement and a road on the board."),
                                current_name);
        gtk_label_set_label (self->setup_label, text);
        gtk_button_set_label (self->setup_button, city ? _("_City Placed") : _("_Settlement Placed"));
        gtk_stack_set_visible_child_name (self->turn_stack, "setup");
      }
      break;

    case HERALD_PHASE_SPECIAL_BUILD:
      title = g_strdup_printf (_("Round %u"), state->round);
      subtitle = g_strdup_printf (_("Special build phase after %s’s turn"),
                                  herald_game_get_player_name (game, state->special_builder));
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;

    case HERALD_PHASE_OVER:
      title = g_strdup (_("Game Over"));
      subtitle = state->winner >= 0
                 ? g_strdup_printf (_("%s wins"), herald_game_get_player_name (game, state->winner))
                 : NULL;
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;

    case HERALD_PHASE_BEFORE_ROLL:
    case HERALD_PHASE_AFTER_ROLL:
    default:
      title = g_strdup_printf (_("Round %u"), state->round);
      subtitle = g_strdup_printf (state->phase == HERALD_PHASE_BEFORE_ROLL ? _("%s to roll")
                                                                          : _("%s’s turn"),
                                  current_name);
      gtk_stack_set_visible_child_name (self->turn_stack, "dice");
      break;
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);

  /* Whose turn, large and in their colour, for a device lying between the players */
  {
    guint who = state->phase == HERALD_PHASE_OVER && state->winner >= 0 ? (guint) state->winner : state->current;

    for (guint c = 0; c < HERALD_N_COLORS; c++)
      gtk_widget_remove_css_class (self->turn_dot, herald_text_color_css (c));
    gtk_widget_add_css_class (self->turn_dot, herald_text_color_css (herald_game_get_player_color (game, who)));
    gtk_label_set_label (self->turn_label, subtitle ? subtitle : title);
  }
  gtk_widget_set_visible (GTK_WIDGET (self->history_button), TRUE);
  gtk_widget_set_visible (self->undo_button, TRUE);
  gtk_widget_set_visible (self->redo_button, TRUE);

  {
    const char *end_label = state->phase == HERALD_PHASE_SPECIAL_BUILD ? _("_End Special Build") : _("_End Turn");
    GtkWidget *end_button = gtk_widget_get_last_child (self->turn_column);

    gtk_button_set_label (GTK_BUTTON (end_button), end_label);
    gtk_widget_set_visible (end_button, state->phase != HERALD_PHASE_SETUP);
  }

  herald_barbarian_track_update (self->barbarian_track, game);
  for (guint i = 0; i < self->cards->len; i++)
    herald_player_card_update (g_ptr_array_index (self->cards, i), self->session);
  herald_window_update_history (self);

  if (state->phase == HERALD_PHASE_OVER && !self->show_table)
    {
      herald_window_update_summary (self);
      gtk_stack_set_visible_child_name (self->main_stack, "summary");
    }
  else
    gtk_stack_set_visible_child_name (self->main_stack, "game");

  herald_window_update_inhibit (self, state->phase != HERALD_PHASE_OVER);
  herald_window_update_actions (self);

}

/* On a phone the players are a list on their own page: keep the player whose turn it is
 * in view there. */
static void
herald_window_scroll_to_player (HeraldWindow *self,
                                gint          player)
{
  /* the players' page on a phone, the players beside the dice otherwise */
  GtkWidget *cards = self->narrow ? GTK_WIDGET (self->narrow_players) : GTK_WIDGET (self->wide_players);
  GtkWidget *scroller = gtk_widget_get_ancestor (cards, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment;
  GtkWidget *card;
  graphene_point_t point;

  if (scroller == NULL || player < 0 || (guint) player >= self->cards->len)
    return;

  card = g_ptr_array_index (self->cards, player);
  if (!gtk_widget_compute_point (card, cards, &GRAPHENE_POINT_INIT (0, 0), &point))
    return;

  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_adjustment_set_value (adjustment, point.y);
}

/* Performing actions */

static void
herald_window_handle_outcomes (HeraldWindow *self,
                               gboolean      is_roll)
{
  HeraldGame *game = get_game (self);
  GArray *outcomes = self->step_outcomes;
  gboolean attack = FALSE;

  if (game == NULL)
    return;

  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);
      Interaction *interaction;

      switch (o->type)
        {
        case HERALD_OUTCOME_ATTACK:
          attack = TRUE;
          interaction = g_new0 (Interaction, 1);
          interaction->type = INTERACTION_ATTACK;
          interaction->outcome = *o;
          g_queue_push_tail (&self->interactions, interaction);
          break;

        case HERALD_OUTCOME_PROGRESS_DRAW:
          if (o->card >= 0 && !herald_card_is_vp (o->card))
            {
              interaction = g_new0 (Interaction, 1);
              interaction->type = INTERACTION_REVEAL;
              interaction->outcome = *o;
              g_queue_push_tail (&self->interactions, interaction);
            }
          break;

        case HERALD_OUTCOME_METROPOLIS:
        case HERALD_OUTCOME_VP_CARD:
        case HERALD_OUTCOME_CARD_STOLEN:
        case HERALD_OUTCOME_KNIGHT_REMOVED:
        case HERALD_OUTCOME_KNIGHT_PLACED:
        case HERALD_OUTCOME_SABOTEUR:
        case HERALD_OUTCOME_DECK_EMPTY:
          {
            g_autofree char *text = herald_text_describe_outcome (game, o);

            herald_window_toast (self, text, FALSE);
          }
          break;

        case HERALD_OUTCOME_CITY_LOST:
        case HERALD_OUTCOME_DEFENDER:
          if (!attack)
            {
              g_autofree char *text = herald_text_describe_outcome (game, o);

              herald_window_toast (self, text, FALSE);
            }
          break;

        case HERALD_OUTCOME_TURN:
          herald_dice_panel_set_roll (self->dice_panel, NULL, FALSE);
          herald_dice_panel_set_banner (self->dice_panel, NULL);
          herald_window_scroll_to_player (self, o->player);
          break;

        case HERALD_OUTCOME_WINNER:
          self->show_table = FALSE;
          break;

        default:
          break;
        }
    }

  if (is_roll)
    {
      const HeraldState *state = get_state (self);
      g_autofree char *banner = herald_text_roll_banner (game, (const HeraldOutcome *) outcomes->data, outcomes->len);

      herald_dice_panel_set_roll (self->dice_panel, state->has_last_roll ? &state->last_roll : NULL, TRUE);
      herald_dice_panel_set_banner (self->dice_panel, banner);
    }

  if (attack && self->settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      g_object_get (self->settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "sound-on-attack") &&
          g_settings_get_boolean (self->settings, "sound-on-attack"))
        gtk_widget_error_bell (GTK_WIDGET (self));
    }

  herald_window_refresh (self);
  herald_window_process_interactions (self);
}

static gboolean
herald_window_perform (HeraldWindow *self,
                       HeraldAction *action,
                       gboolean      toast)
{
  g_autoptr(GError) error = NULL;

  g_array_set_size (self->step_outcomes, 0);

  if (!herald_session_perform (self->session, action, &error))
    {
      herald_window_toast (self, error->message, FALSE);
      herald_window_refresh (self);
      return FALSE;
    }

  if (toast)
    {
      g_autofree char *text = herald_text_describe_action (get_game (self), action);

      herald_window_toast (self, text, TRUE);
    }

  herald_window_handle_outcomes (self, action->type == HERALD_ACTION_ROLL);

  return TRUE;
}

static void
session_outcome_cb (HeraldWindow        *self,
                    const HeraldOutcome *outcome)
{
  g_array_append_val (self->step_outcomes, *outcome);
}

static void
session_changed_cb (HeraldWindow *self)
{
  self->pending_dismissed = FALSE;
  herald_window_refresh (self);

  /* A resumed game or an undo can leave a decision pending: ask for it once idle, after
   * the dialogs of the current step were queued. */
  if (self->interaction_idle_id == 0)
    self->interaction_idle_id = g_idle_add_once (interaction_idle_cb, self);
}

static void
session_save_failed_cb (HeraldWindow *self,
                        const char   *message)
{
  g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s"), message);

  herald_window_toast (self, text, FALSE);
}

/* Dialog plumbing: one dialog at a time, then whatever is queued */

static void
interaction_idle_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  self->interaction_idle_id = 0;
  herald_window_process_interactions (self);
}

static void
dialog_destroyed_cb (HeraldWindow *self,
                     GtkWindow    *dialog)
{
  g_debug ("dialog %p destroyed (current %p)", dialog, self->dialog);
  if (self->dialog == dialog)
    self->dialog = NULL;

  if (self->interaction_idle_id == 0)
    self->interaction_idle_id = g_idle_add_once (interaction_idle_cb, self);
}

static void
herald_window_show_dialog (HeraldWindow     *self,
                           AdwMessageDialog *dialog,
                           GCallback         response_cb)
{
  g_debug ("dialog %p shown: %s", dialog, adw_message_dialog_get_heading (dialog));
  self->dialog = GTK_WINDOW (dialog);
  g_signal_connect_object (dialog, "response", response_cb, self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static AdwMessageDialog *
herald_window_message (HeraldWindow *self,
                       const char   *heading,
                       const char   *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  return dialog;
}

static guint
dialog_get_player (AdwMessageDialog *dialog)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "herald-player"));
}

static void
dialog_set_player (AdwMessageDialog *dialog,
                   guint             player)
{
  g_object_set_data (G_OBJECT (dialog), "herald-player", GUINT_TO_POINTER (player));
}

static void
dialog_set_card (AdwMessageDialog *dialog,
                 gint              card)
{
  g_object_set_data (G_OBJECT (dialog), "herald-card", GINT_TO_POINTER (card + 1));
}

static gint
dialog_get_card (AdwMessageDialog *dialog)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "herald-card")) - 1;
}

/* Progress cards: privacy step, reveal, hand, discard */

static gboolean
herald_window_can_play_now (HeraldWindow *self,
                            guint         player,
                            HeraldCard    card)
{
  const HeraldState *state = get_state (self);

  if (state == NULL || state->current != player || herald_card_is_vp (card))
    return FALSE;
  if (card == HERALD_CARD_ALCHEMIST)
    return state->phase == HERALD_PHASE_BEFORE_ROLL && state->n_pending == 0;

  return state->phase == HERALD_PHASE_AFTER_ROLL && state->n_pending == 0;
}

static void
card_view_response_cb (HeraldWindow     *self,
                       const char       *response,
                       AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "play") == 0)
    herald_window_start_play_card (self, dialog_get_player (dialog), dialog_get_card (dialog));
}

static void
herald_window_show_card (HeraldWindow *self,
                         guint         player,
                         HeraldCard    card,
                         HeraldTrack   track)
{
  HeraldGame *game = get_game (self);
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  body = g_strdup_printf ("%s\n\n%s", herald_text_deck_name (track),
                          herald_text_card_effect (card, herald_game_get_rules (game)->edition));
  dialog = herald_window_message (self, herald_text_card_name (card), body);
  dialog_set_player (dialog, player);
  dialog_set_card (dialog, card);
  {
    static const HeraldEvent gates[] = { HERALD_EVENT_TRADE, HERALD_EVENT_POLITICS, HERALD_EVENT_SCIENCE };
    static const char * const classes[] = { "event-trade", "event-politics", "event-science" };
    GtkWidget *image = gtk_image_new_from_icon_name (herald_text_event_icon (gates[track]));

    gtk_image_set_pixel_size (GTK_IMAGE (image), 48);
    gtk_widget_set_halign (image, GTK_ALIGN_CENTER);
    gtk_widget_add_css_class (image, "card-deck-icon");
    gtk_widget_add_css_class (image, classes[track]);
    gtk_accessible_update_property (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    herald_text_deck_name (track), -1);
    adw_message_dialog_set_extra_child (dialog, image);
  }
  adw_message_dialog_add_response (dialog, "keep", _("_Keep"));
  if (herald_window_can_play_now (self, player, card))
    {
      adw_message_dialog_add_response (dialog, "play", _("_Play Now"));
      adw_message_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_SUGGESTED);
    }
  adw_message_dialog_set_default_response (dialog, "keep");
  adw_message_dialog_set_close_response (dialog, "keep");
  herald_window_show_dialog (self, dialog, G_CALLBACK (card_view_response_cb));
}

static void
reveal_response_cb (HeraldWindow     *self,
                    const char       *response,
                    AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);
  gint card = dialog_get_card (dialog);
  HeraldTrack track = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "herald-track"));

  if (g_strcmp0 (response, "reveal") != 0)
    return;

  /* Show it after this dialog is gone so that the two never overlap. */
  self->dialog = NULL;
  herald_window_show_card (self, player, card, track);
}

static void
herald_window_show_reveal (HeraldWindow        *self,
                           const HeraldOutcome *draw)
{
  HeraldGame *game = get_game (self);
  const char *name = herald_game_get_player_name (game, draw->player);
  g_autofree char *heading = g_strdup_printf (_("Give the Device to %s"), name);
  g_autofree char *body = g_strdup_printf (_("%s draws a card from the %s. Only %s should look."),
                                           name, herald_text_deck_name (draw->track), name);
  AdwMessageDialog *dialog = herald_window_message (self, heading, body);

  dialog_set_player (dialog, draw->player);
  dialog_set_card (dialog, draw->card);
  g_object_set_data (G_OBJECT (dialog), "herald-track", GUINT_TO_POINTER (draw->track));
  adw_message_dialog_add_response (dialog, "reveal", _("_Reveal"));
  adw_message_dialog_set_response_appearance (dialog, "reveal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "reveal");
  adw_message_dialog_set_close_response (dialog, "later");
  herald_window_show_dialog (self, dialog, G_CALLBACK (reveal_response_cb));
}

static void
discard_response_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  HeraldAction action;
  guint64 card;

  if (!g_str_has_prefix (response, "card-"))
    {
      self->pending_dismissed = TRUE;
      return;
    }

  card = g_ascii_strtoull (response + 5, NULL, 10);
  herald_action_init (&action, HERALD_ACTION_DISCARD_CARD, dialog_get_player (dialog));
  action.card = card;
  self->dialog = NULL;
  herald_window_perform (self, &action, TRUE);
}

static void
herald_window_show_discard (HeraldWindow *self,
                            guint         player)
{
  HeraldGame *game = get_game (self);
  const HeraldPlayerState *ps = &get_state (self)->players[player];
  const char *name = herald_game_get_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s Puts a Card Back"), name);
  AdwMessageDialog *dialog = herald_window_message (self, heading,
                                                    _("The card goes face down under its deck."));
  gboolean seen[HERALD_N_CARDS] = { FALSE };

  dialog_set_player (dialog, player);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *id = NULL;

      if (ps->hand[i] >= HERALD_N_CARDS || seen[ps->hand[i]])
        continue;
      seen[ps->hand[i]] = TRUE;
      id = g_strdup_printf ("card-%u", ps->hand[i]);
      adw_message_dialog_add_response (dialog, id, herald_text_card_name (ps->hand[i]));
    }
  adw_message_dialog_set_close_response (dialog, "cancel");
  herald_window_show_dialog (self, dialog, G_CALLBACK (discard_response_cb));
}

static void
hand_response_cb (HeraldWindow     *self,
                  const char       *response,
                  AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);

  self->dialog = NULL;

  if (g_strcmp0 (response, "discard") == 0)
    herald_window_show_discard (self, player);
  else if (g_str_has_prefix (response, "play-"))
    herald_window_start_play_card (self, player, g_ascii_strtoull (response + 5, NULL, 10));
}

static void
herald_window_show_hand (HeraldWindow *self,
                         guint         player)
{
  HeraldGame *game = get_game (self);
  const HeraldPlayerState *ps = &get_state (self)->players[player];
  const char *name = herald_game_get_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s’s Progress Cards"), name);
  g_autoptr(GString) body = g_string_new (NULL);
  gboolean seen[HERALD_N_CARDS] = { FALSE };
  AdwMessageDialog *dialog;

  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (herald_text_card_effect (ps->hand[i], herald_game_get_rules (game)->edition), -1);

      if (body->len)
        g_string_append (body, "\n\n");
      g_string_append_printf (body, "<b>%s</b> (%s)\n%s", herald_text_card_name (ps->hand[i]),
                              herald_text_track_name (herald_card_get_track (ps->hand[i])), escaped);
    }
  if (ps->n_hand == 0)
    g_string_append (body, _("No progress cards in hand."));

  dialog = herald_window_message (self, heading, NULL);
  adw_message_dialog_set_body_use_markup (dialog, TRUE);
  adw_message_dialog_set_body (dialog, body->str);
  dialog_set_player (dialog, player);
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  for (guint i = 0; i < ps->n_hand; i++)
    {
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;

      if (ps->hand[i] >= HERALD_N_CARDS || seen[ps->hand[i]] ||
          !herald_window_can_play_now (self, player, ps->hand[i]))
        continue;
      seen[ps->hand[i]] = TRUE;
      id = g_strdup_printf ("play-%u", ps->hand[i]);
      label = g_strdup_printf (_("Play %s"), herald_text_card_name (ps->hand[i]));
      adw_message_dialog_add_response (dialog, id, label);
    }
  if (ps->n_hand > 0)
    adw_message_dialog_add_response (dialog, "discard", _("_Discard…"));
  adw_message_dialog_set_close_response (dialog, "close");
  herald_window_show_dialog (self, dialog, G_CALLBACK (hand_response_cb));
}

static void
privacy_response_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);
  gboolean discard = g_object_get_data (G_OBJECT (dialog), "herald-discard") != NULL;

  if (g_strcmp0 (response, "reveal") != 0)
    {
      if (discard)
        self->pending_dismissed = TRUE;
      return;
    }

  self->dialog = NULL;
  if (discard)
    herald_window_show_discard (self, player);
  else
    herald_window_show_hand (self, player);
}

static void
herald_window_ask_privacy (HeraldWindow *self,
                           guint         player,
                           gboolean      discard)
{
  HeraldGame *game = get_game (self);
  const char *name = herald_game_get_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("Give the Device to %s"), name);
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (discard)
    body = g_strdup_printf (_("%s holds more than four progress cards and puts one back under its deck. Only %s should look."),
                            name, name);
  else
    body = g_strdup_printf (_("Only %s should look at these cards."), name);

  dialog = herald_window_message (self, heading, body);
  dialog_set_player (dialog, player);
  if (discard)
    g_object_set_data (G_OBJECT (dialog), "herald-discard", GINT_TO_POINTER (1));
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "reveal", _("_Reveal"));
  adw_message_dialog_set_response_appearance (dialog, "reveal", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "reveal");
  adw_message_dialog_set_close_response (dialog, "cancel");
  herald_window_show_dialog (self, dialog, G_CALLBACK (privacy_response_cb));
}

/* Playing a card */

static void
play_details_response_cb (HeraldWindow     *self,
                          const char       *response,
                          AdwMessageDialog *dialog)
{
  HeraldAction action;

  if (g_strcmp0 (response, "play") != 0)
    return;

  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, dialog_get_player (dialog));
  action.card = dialog_get_card (dialog);
  herald_play_dialog_fill_action (dialog, &action);
  self->dialog = NULL;
  herald_window_perform (self, &action, TRUE);
}

static void herald_window_alchemist (HeraldWindow *self);

static void
herald_window_start_play_card (HeraldWindow *self,
                               guint         player,
                               HeraldCard    card)
{
  HeraldGame *game = get_game (self);
  HeraldAction action;

  if (game == NULL)
    return;

  if (card == HERALD_CARD_ALCHEMIST)
    {
      herald_window_alchemist (self);
      return;
    }

  if (herald_card_needs_details (game, player, card))
    {
      AdwMessageDialog *dialog = herald_play_dialog_new (GTK_WINDOW (self), game, player, card);

      dialog_set_player (dialog, player);
      dialog_set_card (dialog, card);
      herald_window_show_dialog (self, dialog, G_CALLBACK (play_details_response_cb));
      return;
    }

  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, player);
  action.card = card;
  herald_window_perform (self, &action, TRUE);
}

/* Pending decisions */

static void
choose_deck_response_cb (HeraldWindow     *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  HeraldAction action;
  HeraldTrack track;

  if (!herald_track_from_string (response, &track))
    {
      self->pending_dismissed = TRUE;
      return;
    }

  herald_action_init (&action, HERALD_ACTION_CHOOSE_DECK, dialog_get_player (dialog));
  action.track = track;
  self->dialog = NULL;
  herald_window_perform (self, &action, TRUE);
}

static void
choose_city_response_cb (HeraldWindow     *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  HeraldAction action;

  if (g_strcmp0 (response, "walled") != 0 && g_strcmp0 (response, "unwalled") != 0)
    {
      self->pending_dismissed = TRUE;
      return;
    }

  herald_action_init (&action, HERALD_ACTION_CHOOSE_CITY, dialog_get_player (dialog));
  action.flag = g_strcmp0 (response, "walled") == 0;
  self->dialog = NULL;
  herald_window_perform (self, &action, TRUE);
}

static void
herald_window_show_pending (HeraldWindow        *self,
                            const HeraldPending *pending)
{
  HeraldGame *game = get_game (self);
  const HeraldState *state = get_state (self);
  const char *name = herald_game_get_player_name (game, pending->player);
  AdwMessageDialog *dialog;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  switch (pending->type)
    {
    case HERALD_PENDING_CHOOSE_DECK:
      heading = g_strdup_printf (_("%s Chooses a Progress Card"), name);
      body = g_strdup_printf (_("Tied for the strongest defence: %s takes the top card of a deck of their choice."),
                              name);
      dialog = herald_window_message (self, heading, body);
      dialog_set_player (dialog, pending->player);
      adw_message_dialog_add_response (dialog, "later", _("_Later"));
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          adw_message_dialog_add_response (dialog, herald_track_to_string (t), herald_text_deck_name (t));
          if (herald_game_get_rules (game)->digital_cards && state->n_deck[t] == 0)
            adw_message_dialog_set_response_enabled (dialog, herald_track_to_string (t), FALSE);
        }
      adw_message_dialog_set_close_response (dialog, "later");
      herald_window_show_dialog (self, dialog, G_CALLBACK (choose_deck_response_cb));
      break;

    case HERALD_PENDING_CHOOSE_CITY:
      heading = g_strdup_printf (_("Which City Does %s Lose?"), name);
      body = g_strdup_printf (_("%s has ordinary cities with and without a wall. A walled city loses its wall too."),
                              name);
      dialog = herald_window_message (self, heading, body);
      dialog_set_player (dialog, pending->player);
      adw_message_dialog_add_response (dialog, "later", _("_Later"));
      adw_message_dialog_add_response (dialog, "unwalled", _("City _Without Wall"));
      adw_message_dialog_add_response (dialog, "walled", _("_Walled City"));
      adw_message_dialog_set_response_appearance (dialog, "walled", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_close_response (dialog, "later");
      herald_window_show_dialog (self, dialog, G_CALLBACK (choose_city_response_cb));
      break;

    case HERALD_PENDING_DISCARD_CARD:
    default:
      herald_window_ask_privacy (self, pending->player, TRUE);
      break;
    }
}

static void
attack_response_cb (HeraldWindow     *self,
                    const char       *response,
                    AdwMessageDialog *dialog)
{
}

static void
herald_window_process_interactions (HeraldWindow *self)
{
  const HeraldState *state;
  Interaction *interaction;

  if (self->dialog != NULL)
    return;

  state = get_state (self);
  if (state == NULL)
    {
      g_queue_clear_full (&self->interactions, g_free);
      return;
    }

  interaction = g_queue_pop_head (&self->interactions);
  if (interaction != NULL)
    {
      if (interaction->type == INTERACTION_ATTACK)
        {
          AdwMessageDialog *dialog = herald_attack_dialog_new (GTK_WINDOW (self), get_game (self),
                                                               &interaction->outcome);

          herald_window_show_dialog (self, dialog, G_CALLBACK (attack_response_cb));
        }
      else
        herald_window_show_reveal (self, &interaction->outcome);

      g_free (interaction);
      return;
    }

  if (state->n_pending > 0 && !self->pending_dismissed)
    herald_window_show_pending (self, &state->pending[0]);
}

/* Rolling */

static void
herald_window_apply_roll (HeraldWindow     *self,
                          const HeraldRoll *roll,
                          const guint8     *commit)
{
  g_autoptr(GError) error = NULL;

  g_array_set_size (self->step_outcomes, 0);

  if (!herald_session_roll (self->session, roll, commit, &error))
    {
      herald_window_toast (self, error->message, FALSE);
      return;
    }

  herald_window_handle_outcomes (self, TRUE);
}

static void herald_window_start_roll (HeraldWindow     *self,
                                      const HeraldRoll *roll);

static void
check_in_response_cb (HeraldWindow     *self,
                      const char       *response,
                      AdwMessageDialog *dialog)
{
  HeraldAction corrections[HERALD_MAX_PLAYERS];
  guint8 commit[HERALD_MAX_PLAYERS];
  gboolean has_commit;
  guint n;
  HeraldRoll roll = self->pending_roll;

  if (g_strcmp0 (response, "attack") != 0)
    {
      /* Not rolled after all: the table may roll or enter the dice again */
      herald_dice_panel_set_roll (self->dice_panel, NULL, FALSE);
      herald_dice_panel_set_banner (self->dice_panel, NULL);
      return;
    }

  self->dialog = NULL;

  n = herald_check_in_dialog_get_corrections (dialog, corrections);
  has_commit = herald_check_in_dialog_get_commit (dialog, commit);

  /* All of the check-in or nothing: the dialog offers Fight only for corrections that can all
   * be made, and they are tried on a copy first; if one is refused after all, nothing is
   * made and the table is asked again with the same dice (a roll Herald made is not rolled
   * twice) */
  {
    g_autoptr(GError) error = NULL;

    if (!herald_check_in_dialog_check (dialog, &error))
      {
        herald_window_toast (self, error->message, FALSE);
        herald_window_start_roll (self, &roll);
        return;
      }
  }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      g_array_set_size (self->step_outcomes, 0);
      if (!herald_session_perform (self->session, &corrections[i], &error))
        {
          g_critical ("A check-in correction passed on a copy but not on the game: %s", error->message);
          herald_window_toast (self, error->message, FALSE);
          return;
        }
    }

  herald_window_apply_roll (self, &roll, has_commit ? commit : NULL);
}

static void
herald_window_start_roll (HeraldWindow     *self,
                          const HeraldRoll *roll)
{
  HeraldGame *game = get_game (self);

  if (game == NULL)
    return;

  if (roll->event == HERALD_EVENT_SHIP && herald_game_next_ship_lands (game))
    {
      AdwMessageDialog *dialog = herald_check_in_dialog_new (GTK_WINDOW (self), game);

      self->pending_roll = *roll;
      herald_dice_panel_set_roll (self->dice_panel, roll, TRUE);
      herald_dice_panel_set_banner (self->dice_panel, _("The barbarian ship lands: check the pieces before the battle."));
      herald_window_show_dialog (self, dialog, G_CALLBACK (check_in_response_cb));
      return;
    }

  herald_window_apply_roll (self, roll, NULL);
}

static void
roll_dialog_response_cb (HeraldWindow     *self,
                         const char       *response,
                         AdwMessageDialog *dialog)
{
  HeraldRoll roll;
  gboolean alchemist = g_object_get_data (G_OBJECT (dialog), "herald-alchemist") != NULL;
  gboolean enter_event = g_object_get_data (G_OBJECT (dialog), "herald-enter-event") != NULL;

  if (g_strcmp0 (response, "roll") != 0 || !herald_roll_dialog_get_roll (dialog, &roll))
    return;

  if (alchemist)
    {
      roll.alchemist = TRUE;
      if (!enter_event)
        roll.event = herald_session_roll_event (self->session);
    }

  self->dialog = NULL;
  herald_window_start_roll (self, &roll);
}

static void
herald_window_enter_roll (HeraldWindow *self)
{
  AdwMessageDialog *dialog;

  if (self->dialog != NULL || get_game (self) == NULL)
    return;

  dialog = herald_roll_dialog_new (GTK_WINDOW (self), get_game (self), HERALD_ROLL_DIALOG_ENTER);
  herald_window_show_dialog (self, dialog, G_CALLBACK (roll_dialog_response_cb));
}

static void
herald_window_alchemist (HeraldWindow *self)
{
  gboolean physical = herald_session_get_dice_mode (self->session) == HERALD_DICE_MODE_PHYSICAL;
  AdwMessageDialog *dialog;

  if (get_game (self) == NULL)
    return;

  dialog = herald_roll_dialog_new (GTK_WINDOW (self), get_game (self),
                                   physical ? HERALD_ROLL_DIALOG_ALCHEMIST_EVENT : HERALD_ROLL_DIALOG_ALCHEMIST);
  g_object_set_data (G_OBJECT (dialog), "herald-alchemist", GINT_TO_POINTER (1));
  if (physical)
    g_object_set_data (G_OBJECT (dialog), "herald-enter-event", GINT_TO_POINTER (1));
  herald_window_show_dialog (self, dialog, G_CALLBACK (roll_dialog_response_cb));
}

/* Game actions */

static void
game_roll_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldRoll roll;

  if (self->dialog != NULL)
    return;

  if (herald_session_get_dice_mode (self->session) == HERALD_DICE_MODE_PHYSICAL)
    {
      herald_window_enter_roll (self);
      return;
    }

  herald_session_roll_dice (self->session, &roll);
  herald_window_start_roll (self, &roll);
}

static void
game_enter_roll_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  herald_window_enter_roll (HERALD_WINDOW (widget));
}

static void
game_alchemist_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  if (self->dialog == NULL)
    herald_window_alchemist (self);
}

static void
game_end_turn_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = get_state (self);
  HeraldAction action;

  if (state == NULL || self->dialog != NULL)
    return;

  if (state->n_pending > 0)
    {
      self->pending_dismissed = FALSE;
      herald_window_process_interactions (self);
      return;
    }

  /* A fifth card held through the own turn must go before it ends (RULES.md A12.3) */
  if (state->phase == HERALD_PHASE_AFTER_ROLL && state->players[state->current].n_hand > HERALD_HAND_LIMIT &&
      herald_game_get_rules (get_game (self))->digital_cards)
    {
      herald_window_ask_privacy (self, state->current, TRUE);
      return;
    }

  if (state->phase == HERALD_PHASE_SPECIAL_BUILD)
    herald_action_init (&action, HERALD_ACTION_END_SPECIAL_BUILD, state->special_builder);
  else
    herald_action_init (&action, HERALD_ACTION_END_TURN, state->current);

  herald_window_perform (self, &action, FALSE);
}

static void
game_undo_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = get_game (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  guint n;

  if (game == NULL)
    return;

  n = herald_game_get_n_actions (game);
  if (n > 0)
    what = herald_text_describe_action (game, herald_game_get_action (game, n - 1));

  if (!herald_session_undo (self->session, &error))
    {
      herald_window_toast (self, error->message, FALSE);
      return;
    }

  herald_window_show_turn_dice (self);

  /* Translators: the toast after an undo, "Undone: Anna built a city" */
  text = g_strdup_printf (_("Undone: %s"), what ? what : "");
  herald_window_toast (self, text, FALSE);
}

static void
game_redo_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  HeraldGame *game;
  g_autofree char *text = NULL;
  g_autofree char *what = NULL;

  g_array_set_size (self->step_outcomes, 0);
  if (!herald_session_redo (self->session, &error))
    {
      herald_window_toast (self, error->message, FALSE);
      return;
    }

  game = get_game (self);
  what = herald_text_describe_action (game, herald_game_get_action (game, herald_game_get_n_actions (game) - 1));
  /* Translators: the toast after a redo, "Redone: Anna built a city" */
  text = g_strdup_printf (_("Redone: %s"), what);
  herald_window_toast (self, text, FALSE);
  herald_window_handle_outcomes (self, herald_game_get_action (game, herald_game_get_n_actions (game) - 1)->type == HERALD_ACTION_ROLL);
}

static void
game_setup_place_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = get_game (self);
  const HeraldState *state = get_state (self);
  HeraldAction action;

  if (state == NULL || state->phase != HERALD_PHASE_SETUP)
    return;

  herald_action_init (&action,
                      state->setup_step >= herald_game_get_n_players (game)
                      ? HERALD_ACTION_SETUP_CITY : HERALD_ACTION_SETUP_SETTLEMENT,
                      state->current);
  herald_window_perform (self, &action, TRUE);
}

static void
resume_failed_response_cb (HeraldWindow     *self,
                           const char       *response,
                           AdwMessageDialog *dialog)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "backup") == 0 &&
      !herald_session_resume_backup (self->session, &error))
    herald_window_toast (self, error->message, FALSE);
  herald_window_refresh (self);
}

static void
game_resume_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!herald_session_resume (self->session, &error))
    {
      AdwMessageDialog *dialog;
      gboolean backup = herald_session_has_backup (self->session);
      g_autofree char *body = NULL;

      if (backup)
        body = g_strdup_printf (_("%s\n\nThe file was kept and moved aside, so nothing is lost. "
                                  "Open the last backup, made at the start of the latest turn it "
                                  "saw, or start a new game."), error->message);
      else
        body = g_strdup_printf (_("%s\n\nThe file was kept and moved aside, so nothing is lost. "
                                  "Start a new game to go on."), error->message);

      dialog = herald_window_message (self, _("The Saved Game Could Not Be Opened"), body);
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      if (backup)
        {
          adw_message_dialog_add_response (dialog, "backup", _("Open Last _Backup"));
          adw_message_dialog_set_response_appearance (dialog, "backup", ADW_RESPONSE_SUGGESTED);
          adw_message_dialog_set_default_response (dialog, "backup");
        }
      herald_window_show_dialog (self, dialog, G_CALLBACK (resume_failed_response_cb));
      herald_window_refresh (self);
    }
}

static void
game_close_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  herald_session_close (self->session);
}

/* The history lives beside the table: on the winner's summary, opening it shows the table */
static void
history_toggled_cb (HeraldWindow *self)
{
  if (gtk_toggle_button_get_active (self->history_button) &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "summary") == 0)
    {
      self->show_table = TRUE;
      gtk_stack_set_visible_child_name (self->main_stack, "game");
    }
}

static void
game_show_table_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  self->show_table = TRUE;
  herald_window_refresh (self);
}

static void
game_history_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  gtk_toggle_button_set_active (self->history_button, !gtk_toggle_button_get_active (self->history_button));
}

static void
game_reference_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = get_game (self);
  GtkWindow *reference = herald_reference_window_new (game ? herald_game_get_rules (game)->edition
                                                           : HERALD_EDITION_STANDARD);

  gtk_window_set_transient_for (reference, GTK_WINDOW (self));
  gtk_window_present (reference);
}

static void
game_statistics_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = get_game (self);
  GtkWindow *statistics;

  if (game == NULL)
    return;
  statistics = herald_statistics_window_new (game);
  gtk_window_set_transient_for (statistics, GTK_WINDOW (self));
  gtk_window_set_modal (statistics, TRUE);
  gtk_window_present (statistics);
}

/* Player actions */

static void
player_simple_action (HeraldWindow     *self,
                      HeraldActionType  type,
                      gint              player,
                      gint              knight)
{
  HeraldAction action;

  if (get_game (self) == NULL)
    return;

  herald_action_init (&action, type, player);
  action.knight = knight;
  herald_window_perform (self, &action, TRUE);
}

static void
player_build_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldActionType type;

  if (g_str_equal (action_name, "player.build-settlement"))
    type = HERALD_ACTION_BUILD_SETTLEMENT;
  else if (g_str_equal (action_name, "player.build-city"))
    type = HERALD_ACTION_BUILD_CITY;
  else if (g_str_equal (action_name, "player.build-wall"))
    type = HERALD_ACTION_BUILD_WALL;
  else
    type = HERALD_ACTION_BUILD_KNIGHT;

  player_simple_action (HERALD_WINDOW (widget), type, g_variant_get_int32 (parameter), HERALD_UNSET);
}

static void
player_remove_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = get_state (self);
  gint player = g_variant_get_int32 (parameter);
  const HeraldPlayerState *ps;
  HeraldAction action;

  if (state == NULL || player < 0 || (guint) player >= state->n_players)
    return;

  ps = &state->players[player];
  herald_action_init (&action, HERALD_ACTION_CORRECT, player);

  if (g_str_equal (action_name, "player.remove-settlement"))
    action.correction.settlements = ps->settlements > 0 ? ps->settlements - 1 : 0;
  else if (g_str_equal (action_name, "player.remove-city"))
    action.correction.cities = ps->n_cities > 0 ? ps->n_cities - 1 : 0;
  else
    {
      guint walls = 0;

      for (guint i = 0; i < ps->n_cities; i++)
        walls += ps->cities[i].wall ? 1 : 0;
      action.correction.walls = walls > 0 ? walls - 1 : 0;
    }

  herald_window_perform (self, &action, TRUE);
}

static void
player_knight_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player, knight;
  HeraldAction action;

  g_variant_get (parameter, "(ii)", &player, &knight);

  if (get_game (self) == NULL)
    return;

  if (g_str_equal (action_name, "player.knight-displace"))
    {
      AdwMessageDialog *dialog = herald_displace_dialog_new (GTK_WINDOW (self), get_game (self), player, knight);

      if (dialog != NULL)
        herald_window_show_dialog (self, dialog, G_CALLBACK (play_details_response_cb));
      return;
    }

  if (g_str_equal (action_name, "player.activate-knight"))
    herald_action_init (&action, HERALD_ACTION_ACTIVATE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.deactivate-knight"))
    herald_action_init (&action, HERALD_ACTION_DEACTIVATE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.upgrade-knight"))
    herald_action_init (&action, HERALD_ACTION_UPGRADE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.remove-knight"))
    herald_action_init (&action, HERALD_ACTION_REMOVE_KNIGHT, player);
  else
    {
      herald_action_init (&action, HERALD_ACTION_KNIGHT_ACTION, player);
      action.kind = g_str_equal (action_name, "player.knight-chase") ? HERALD_KNIGHT_CHASE_ROBBER
                                                                      : HERALD_KNIGHT_MOVE;
    }

  action.knight = knight;
  herald_window_perform (self, &action, TRUE);
}

static void
player_improve_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = get_state (self);
  gint player, track;
  HeraldAction action;

  g_variant_get (parameter, "(ii)", &player, &track);

  if (state == NULL || player < 0 || (guint) player >= state->n_players || track < 0 || track >= HERALD_N_TRACKS)
    return;

  if (g_str_equal (action_name, "player.improve"))
    {
      herald_action_init (&action, HERALD_ACTION_IMPROVE_CITY, player);
      action.track = track;
    }
  else
    {
      guint level = state->players[player].improvements[track];

      herald_action_init (&action, HERALD_ACTION_CORRECT, player);
      action.correction.improvements[track] = level > 0 ? level - 1 : 0;
    }

  herald_window_perform (self, &action, TRUE);
}

static void
player_badge_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = get_state (self);
  gint player = g_variant_get_int32 (parameter);
  gboolean road = g_str_equal (action_name, "player.longest-road");
  gboolean holds;
  HeraldAction action;

  if (state == NULL || player < 0 || (guint) player >= state->n_players)
    return;

  holds = road ? state->players[player].longest_road : state->players[player].merchant;
  herald_action_init (&action, road ? HERALD_ACTION_SET_LONGEST_ROAD : HERALD_ACTION_SET_MERCHANT,
                      holds ? HERALD_UNSET : player);
  herald_window_perform (self, &action, TRUE);
}

static void
player_open_hand_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);

  g_debug ("open hand %d (dialog %p)", player, self->dialog);
  if (get_game (self) == NULL || self->dialog != NULL)
    return;

  herald_window_ask_privacy (self, player, FALSE);
}

static void
physical_card_response_cb (HeraldWindow     *self,
                           const char       *response,
                           AdwMessageDialog *dialog)
{
  guint player = dialog_get_player (dialog);
  HeraldCard card = herald_physical_card_dialog_get_card (dialog);

  if (g_strcmp0 (response, "record") != 0 || card >= HERALD_N_CARDS)
    return;

  self->dialog = NULL;

  if (herald_card_is_vp (card))
    {
      HeraldAction action;

      herald_action_init (&action, HERALD_ACTION_REVEAL_VP_CARD, player);
      action.card = card;
      herald_window_perform (self, &action, TRUE);
    }
  else
    herald_window_start_play_card (self, player, card);
}

static void
player_physical_card_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);
  AdwMessageDialog *dialog;

  if (get_game (self) == NULL || self->dialog != NULL)
    return;

  dialog = herald_physical_card_dialog_new (GTK_WINDOW (self), get_game (self), player);
  dialog_set_player (dialog, player);
  herald_window_show_dialog (self, dialog, G_CALLBACK (physical_card_response_cb));
}

/* A game in progress whose position is being entered: the same players and rules from the
 * corrected position */
static void
herald_window_restart_at (HeraldWindow *self,
                          JsonNode     *start)
{
  HeraldGame *game = get_game (self);
  HeraldRules rules = *herald_game_get_rules (game);
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  guint n = herald_game_get_n_players (game);
  g_auto(GStrv) names = g_new0 (char *, n + 1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    {
      names[i] = g_strdup (herald_game_get_player_name (game, i));
      players[i].name = names[i];
      players[i].color = herald_game_get_player_color (game, i);
    }

  if (!herald_session_new_game_at (self->session, &rules, players, n, start, &error))
    herald_window_toast (self, error->message, FALSE);
  else
    herald_window_toast (self, _("Position corrected"), FALSE);
}

static void
decks_response_cb (HeraldWindow     *self,
                   const char       *response,
                   AdwMessageDialog *dialog)
{
  g_autoptr(JsonNode) start = NULL;

  if (g_strcmp0 (response, "arrange") != 0)
    return;

  self->dialog = NULL;
  start = herald_decks_dialog_dup_start (dialog);
  herald_window_restart_at (self, start);
}

static void
game_arrange_decks_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = get_game (self);

  if (game == NULL || self->dialog != NULL || !herald_position_is_editable (game) ||
      !herald_game_get_rules (game)->digital_cards)
    return;

  herald_window_show_dialog (self, herald_decks_dialog_new (GTK_WINDOW (self), game),
                             G_CALLBACK (decks_response_cb));
}

static void
correct_response_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  HeraldAction action;
  g_autoptr(JsonNode) start = NULL;

  if (g_strcmp0 (response, "correct") != 0)
    return;

  self->dialog = NULL;

  /* While a game in progress is being entered, the position itself is rebuilt, so that
   * metropolises and cards are part of it; afterwards every correction is an action of the log. */
  start = herald_correct_dialog_dup_start (dialog);
  if (start != NULL)
    {
      herald_window_restart_at (self, start);
      return;
    }

  if (!herald_correct_dialog_get_action (dialog, &action))
    return;

  herald_window_perform (self, &action, TRUE);
}

static void
player_correct_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);
  const HeraldState *state = get_state (self);

  if (state == NULL || self->dialog != NULL || player < 0 || (guint) player >= state->n_players)
    return;

  herald_window_show_dialog (self, herald_correct_dialog_new (GTK_WINDOW (self), get_game (self), player),
                             G_CALLBACK (correct_response_cb));
}

/* New game */

static void
new_game_start_cb (HeraldWindow        *self,
                   HeraldNewGameDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  HeraldRules rules;
  guint n_players;
  gboolean setup_round;
  HeraldDiceMode dice_mode;
  gint first;
  HeraldPlayerInfo ordered[HERALD_MAX_PLAYERS];
  g_auto(GStrv) names = NULL;
  g_autoptr(JsonNode) start = NULL;

  herald_new_game_dialog_get_game (dialog, &rules, players, &n_players, &setup_round, &dice_mode, &first);
  names = g_new0 (char *, n_players + 1);
  for (guint i = 0; i < n_players; i++)
    names[i] = players[i].name;

  /* Player 0 starts: rotate so that the chosen player is first, keeping the seating order. */
  if (first < 0)
    {
      HeraldRoll roll;

      herald_session_roll_dice (self->session, &roll);
      first = (roll.red * 6 + roll.white) % n_players;
    }
  for (guint i = 0; i < n_players; i++)
    ordered[i] = players[(i + first) % n_players];

  herald_session_set_dice_mode (self->session, dice_mode);
  start = herald_new_game_dialog_dup_start (dialog);

  if (start != NULL
      ? !herald_session_new_game_at (self->session, &rules, ordered, n_players, start, &error)
      : !herald_session_new_game (self->session, &rules, ordered, n_players, setup_round, &error))
    {
      herald_window_toast (self, error->message, FALSE);
      return;
    }

  g_queue_clear_full (&self->interactions, g_free);
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (start != NULL)
    herald_window_toast (self, _("Now correct each player’s pieces: their victory points, then Correct Pieces"), FALSE);
  else
    {
      g_autofree char *text = g_strdup_printf (_("%s starts"), ordered[0].name);

      herald_window_toast (self, text, FALSE);
    }
}

static void
herald_window_show_new_game_dialog (HeraldWindow *self)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
confirm_new_game_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "new") == 0)
    {
      self->dialog = NULL;
      herald_window_show_new_game_dialog (self);
    }
}

/**
 * herald_window_new_game:
 *
 * Asks for the players and rules of a new game; confirms first when a game is open.
 */
void
herald_window_new_game (HeraldWindow *self)
{
  const HeraldState *state;

  g_return_if_fail (HERALD_IS_WINDOW (self));

  if (self->dialog != NULL)
    return;

  state = get_state (self);
  if (state != NULL && state->phase != HERALD_PHASE_OVER)
    {
      AdwMessageDialog *dialog = herald_window_message (self, _("Start a New Game?"),
                                                        _("The open game ends and cannot be resumed."));

      adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
      adw_message_dialog_add_response (dialog, "new", _("_New Game"));
      adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_close_response (dialog, "cancel");
      herald_window_show_dialog (self, dialog, G_CALLBACK (confirm_new_game_cb));
      return;
    }

  herald_window_show_new_game_dialog (self);
}

HeraldSession *
herald_window_get_session (HeraldWindow *self)
{
  g_return_val_if_fail (HERALD_IS_WINDOW (self), NULL);

  return self->session;
}

/* Lifecycle */

static gboolean
herald_window_close_request (GtkWindow *window)
{
  HeraldWindow *self = HERALD_WINDOW (window);

  if (self->settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;
      int width, height;

      g_object_get (self->settings, "settings-schema", &schema, NULL);
      gtk_window_get_default_size (window, &width, &height);
      if (g_settings_schema_has_key (schema, "window-width"))
        {
          g_settings_set_int (self->settings, "window-width", width);
          g_settings_set_int (self->settings, "window-height", height);
          g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
        }
    }

  herald_window_update_inhibit (self, FALSE);

  return GTK_WINDOW_CLASS (herald_window_parent_class)->close_request (window);
}

static void
herald_window_dispose (GObject *object)
{
  HeraldWindow *self = (HeraldWindow *)object;

  g_clear_handle_id (&self->layout_idle_id, g_source_remove);
  g_clear_handle_id (&self->interaction_idle_id, g_source_remove);
  g_clear_handle_id (&self->toast_step_id, g_source_remove);
  g_clear_weak_pointer (&self->toast);
  g_clear_weak_pointer (&self->toast_label);
  g_queue_clear_full (&self->interactions, g_free);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->cards, g_ptr_array_unref);
  g_clear_pointer (&self->step_outcomes, g_array_unref);
  g_clear_object (&self->history_model);

  gtk_widget_dispose_template (GTK_WIDGET (self), HERALD_TYPE_WINDOW);

  G_OBJECT_CLASS (herald_window_parent_class)->dispose (object);
}

/* GtkWindow:application is set after construction, so the settings come in here */
static void
herald_window_load_settings (HeraldWindow      *self,
                             HeraldApplication *app)
{
  GSettings *settings = app != NULL ? herald_application_get_settings (app) : NULL;

  if (settings != NULL)
    {
      g_autoptr(GSettingsSchema) schema = NULL;

      self->settings = g_object_ref (settings);
      g_object_get (settings, "settings-schema", &schema, NULL);
      if (g_settings_schema_has_key (schema, "window-width"))
        {
          gtk_window_set_default_size (GTK_WINDOW (self),
                                       g_settings_get_int (settings, "window-width"),
                                       g_settings_get_int (settings, "window-height"));
          if (g_settings_get_boolean (settings, "window-maximized"))
            gtk_window_maximize (GTK_WINDOW (self));
        }
      if (g_settings_schema_has_key (schema, "default-dice-mode"))
        {
          g_autofree char *mode = g_settings_get_string (settings, "default-dice-mode");

          herald_session_set_dice_mode (self->session,
                                        g_strcmp0 (mode, "balanced") == 0 ? HERALD_DICE_MODE_BALANCED
                                        : g_strcmp0 (mode, "physical") == 0 ? HERALD_DICE_MODE_PHYSICAL
                                        : HERALD_DICE_MODE_FAIR);
        }
    }

  herald_window_refresh (self);
}

static void
herald_window_class_init (HeraldWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = herald_window_dispose;
  window_class->close_request = herald_window_close_request;

  g_type_ensure (HERALD_TYPE_DICE_PANEL);
  g_type_ensure (HERALD_TYPE_BARBARIAN_TRACK);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, history_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, width_probe);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, wide_probe);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, medium_probe);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, status_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, resume_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, turn_column);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, turn_stack);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, turn_dot);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, turn_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, setup_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, setup_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, dice_panel);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, barbarian_track);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, wide_players);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, players_scroller);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, narrow_players);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, history_list);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, summary_page);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, summary_list);
  gtk_widget_class_bind_template_child (widget_class, HeraldWindow, summary_stats);

  gtk_widget_class_install_action (widget_class, "game.roll", NULL, game_roll_cb);
  gtk_widget_class_install_action (widget_class, "game.enter-roll", NULL, game_enter_roll_cb);
  gtk_widget_class_install_action (widget_class, "game.alchemist", NULL, game_alchemist_cb);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, game_end_turn_cb);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, game_undo_cb);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, game_redo_cb);
  gtk_widget_class_install_action (widget_class, "game.setup-place", NULL, game_setup_place_cb);
  gtk_widget_class_install_action (widget_class, "game.resume", NULL, game_resume_cb);
  gtk_widget_class_install_action (widget_class, "game.close", NULL, game_close_cb);
  gtk_widget_class_install_action (widget_class, "game.show-table", NULL, game_show_table_cb);
  gtk_widget_class_install_action (widget_class, "game.history", NULL, game_history_cb);
  gtk_widget_class_install_action (widget_class, "game.reference", NULL, game_reference_cb);
  gtk_widget_class_install_action (widget_class, "game.statistics", NULL, game_statistics_cb);
  gtk_widget_class_install_action (widget_class, "game.arrange-decks", NULL, game_arrange_decks_cb);

  gtk_widget_class_install_action (widget_class, "player.build-settlement", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-city", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-wall", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-knight", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-settlement", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-city", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-wall", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.activate-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.deactivate-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.upgrade-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-move", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-chase", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-displace", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.improve", "(ii)", player_improve_cb);
  gtk_widget_class_install_action (widget_class, "player.unimprove", "(ii)", player_improve_cb);
  gtk_widget_class_install_action (widget_class, "player.longest-road", "i", player_badge_cb);
  gtk_widget_class_install_action (widget_class, "player.merchant", "i", player_badge_cb);
  gtk_widget_class_install_action (widget_class, "player.open-hand", "i", player_open_hand_cb);
  gtk_widget_class_install_action (widget_class, "player.physical-card", "i", player_physical_card_cb);
  gtk_widget_class_install_action (widget_class, "player.correct", "i", player_correct_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "game.roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, "game.enter-roll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "game.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "game.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "game.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "game.history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "game.reference", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "game.statistics", NULL);
}

static void
herald_window_init (HeraldWindow *self)
{
  GtkEventController *controller;
  GtkShortcut *shortcut;

  self->cards = g_ptr_array_new_with_free_func (g_object_unref);
  self->step_outcomes = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
  self->history_model = gtk_string_list_new (NULL);
  self->cards_layout = -1;
  self->columns = 2;
  g_queue_init (&self->interactions);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_list_box_bind_model (self->history_list, G_LIST_MODEL (self->history_model),
                           history_row_create_cb, NULL, NULL);
  g_signal_connect_object (self->history_button, "notify::active", G_CALLBACK (history_toggled_cb),
                           self, G_CONNECT_SWAPPED);

  /* Space rolls even when a button has the focus: capture it before the button does. */
  controller = gtk_shortcut_controller_new ();
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_space, 0),
                               gtk_named_action_new ("game.roll"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  self->session = herald_session_new (NULL);
  g_signal_connect_object (self->session, "changed", G_CALLBACK (session_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "outcome", G_CALLBACK (session_outcome_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "save-failed", G_CALLBACK (session_save_failed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->width_probe, "notify::visible-child",
                           G_CALLBACK (herald_window_width_changed_cb), self, G_CONNECT_SWAPPED);
}


/**
 * herald_window_new:
 * @application: the application
 *
 * Returns: (transfer full): a new window showing the start page
 */
HeraldWindow *
herald_window_new (HeraldApplication *application)
{
  HeraldWindow *self = g_object_new (HERALD_TYPE_WINDOW, "application", application, NULL);

  herald_window_load_settings (self, application);

  return self;
}
