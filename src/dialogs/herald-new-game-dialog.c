/* herald-new-game-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Players, colours and rules of a new game. It only collects choices; the window starts
 * the game through the session. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-text.h"
#include "herald-new-game-dialog.h"

struct _HeraldNewGameDialog
{
  AdwWindow       parent_instance;

  /* Template widgets */
  GtkWidget      *header_bar;
  GtkWidget      *header_title;
  GtkWidget      *page_title_group;
  GtkWidget      *start_button;
  AdwPreferencesGroup *players_group;
  AdwActionRow   *count_row;
  GtkSpinButton  *count_spin;
  GtkAdjustment  *count_adjustment;
  AdwComboRow    *first_row;
  AdwComboRow    *edition_row;
  AdwActionRow   *target_row;
  GtkSpinButton  *target_spin;
  AdwComboRow    *cards_row;
  AdwComboRow    *dice_row;
  GtkSwitch      *setup_switch;
  GtkSwitch      *extension_switch;
  GtkSwitch      *fiesepeter_switch;
  GtkSwitch      *robber_switch;
  GtkSwitch      *easy_switch;
  GtkSwitch      *friendly_switch;
  GtkSwitch      *seafarers_switch;
  AdwExpanderRow *progress_row;
  GtkSpinButton  *round_spin;
  GtkSpinButton  *ship_spin;
  GtkSwitch      *attacked_switch;

  /* the 5–6 switch's place in the view, kept as the players' rows change (N47-5) */
  double          extension_at;
  gboolean        extension_keep;
  gboolean        extension_layout;

  /* Borrowed (children of players_group) */
  AdwPreferencesRow *name_rows[HERALD_MAX_PLAYERS];
  GtkEntry       *name_entries[HERALD_MAX_PLAYERS];
  GtkDropDown    *color_drops[HERALD_MAX_PLAYERS];
};

G_DEFINE_FINAL_TYPE (HeraldNewGameDialog, herald_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
herald_new_game_dialog_count (HeraldNewGameDialog *self)
{
  return gtk_spin_button_get_value_as_int (self->count_spin);
}

/* The rule set chosen: the row lists the standard rules, then the first edition */
static HeraldEdition
herald_new_game_dialog_edition (HeraldNewGameDialog *self)
{
  return adw_combo_row_get_selected (self->edition_row) == 1 ? HERALD_EDITION_FIRST
                                                             : HERALD_EDITION_STANDARD;
}

static void herald_new_game_dialog_names_cb (HeraldNewGameDialog *self);


/* The name row @i gives its player: as typed without spaces at the ends (the rows take at
 * most the engine's limit, so nothing is cut), or the colour's name for an empty row */
static char *
effective_name (HeraldNewGameDialog *self,
                guint                i)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i]));
  g_autofree char *stripped = g_strstrip (g_strdup (text ? text : ""));
  guint color = MIN (gtk_drop_down_get_selected (self->color_drops[i]), HERALD_N_COLORS - 1);

  /* nothing visible (only accents, bidi marks or zero-width characters) keeps Start off
   * (herald_new_game_dialog_validate ()); meanwhile "Who starts" lists the colour's name */
  if (*stripped == '\0' || !herald_player_name_is_visible (stripped))
    return g_strdup (herald_text_color_name (color));
  return g_utf8_substring (stripped, 0, MIN (g_utf8_strlen (stripped, -1), HERALD_MAX_NAME_LENGTH));
}

static void
herald_new_game_dialog_validate (HeraldNewGameDialog *self)
{
  guint n = herald_new_game_dialog_count (self);
  guint used[HERALD_N_COLORS] = { 0 };
  gboolean ok = TRUE;
  g_autofree char *why = NULL;

  /* how many of the players there are have each colour */
  for (guint i = 0; i < n && i < HERALD_MAX_PLAYERS; i++)
    {
      guint color = gtk_drop_down_get_selected (self->color_drops[i]);

      if (color < HERALD_N_COLORS)
        used[color]++;
    }

  for (guint i = 0; i < HERALD_MAX_PLAYERS; i++)
    {
      gboolean shown = i < n;
      guint color = gtk_drop_down_get_selected (self->color_drops[i]);

      gtk_widget_set_visible (GTK_WIDGET (self->name_rows[i]), shown);
      gtk_widget_remove_css_class (GTK_WIDGET (self->name_entries[i]), "error");
      if (!shown)
        continue;
      /* every row that shares its colour is marked, the first one too */
      if (color < HERALD_N_COLORS && used[color] > 1)
        {
          ok = FALSE;
          gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[i]), "error");
          if (why == NULL)
            why = g_strdup (_("Every player needs a colour of their own"));
        }

      /* the engine's rule for names; an empty row takes the colour's name */
      {
        const char *text = gtk_editable_get_text (GTK_EDITABLE (self->name_entries[i]));
        g_autofree char *stripped = g_strstrip (g_strdup (text ? text : ""));

        /* typed, but nothing of it shows (zero-width or bidi characters, accents alone): a
         * player nobody could see or hear; refused with its reason, as the engine refuses it,
         * not quietly named after the colour (newcomer report 19, N19-6) */
        if (*stripped != '\0' && !herald_player_name_is_visible (stripped))
          {
            ok = FALSE;
            gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[i]), "error");
            if (why == NULL)
              /* Translators: the row as the dialog labels it ("Player 2") */
              why = g_strdup_printf (_("Player %u: a name needs a letter, digit or sign that shows"),
                                     i + 1);
          }
        else if (herald_player_name_has_mark_pile (stripped))
          {
            ok = FALSE;
            gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[i]), "error");
            if (why == NULL)
              /* Translators: the row as the dialog labels it ("Player 2"), then the limit */
              why = g_strdup_printf (_("Player %u: a name has at most %d accents on one letter"),
                                     i + 1, HERALD_MAX_NAME_MARKS);
          }
        else if (*stripped != '\0' && !herald_player_name_is_valid (stripped))
          {
            ok = FALSE;
            gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[i]), "error");
            if (why == NULL)
              /* Translators: the row as the dialog labels it ("Player 2"), then the limit */
              why = g_strdup_printf (_("Player %u: a name has at most %d characters"), i + 1,
                                     HERALD_MAX_NAME_LENGTH);
          }
        /* two players of one game never share a name (herald_player_names_equal ()) */
        for (guint j = 0; j < i; j++)
          {
            g_autofree char *mine = effective_name (self, i);
            g_autofree char *theirs = effective_name (self, j);

            if (herald_player_names_equal (mine, theirs))
              {
                ok = FALSE;
                gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[i]), "error");
                gtk_widget_add_css_class (GTK_WIDGET (self->name_entries[j]), "error");
                if (why == NULL)
                  /* Translators: the rows as the dialog labels them ("Player 1", "Player 3") */
                  why = g_strdup_printf (_("Players %u and %u have the same name: every player "
                                           "needs a name of their own"), j + 1, i + 1);
                break;
              }
          }
      }
    }

  herald_new_game_dialog_names_cb (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start", ok);
  gtk_widget_set_tooltip_text (self->start_button, why);
  /* what keeps Start off is said where the players are, not only in a tooltip */
  adw_preferences_group_set_description (self->players_group,
                                         why != NULL ? why : _("In seating order, clockwise"));
}

/* "Who starts" lists the players there are, by the names they will have: as typed, or for an
 * empty row its colour's name, which the row shows as its placeholder. Both were "Player 4"
 * while the game named the player by the colour, so that a German table saw "Orange" appear
 * that the dialog had never shown (newcomer report 15, N15-16). */
static void
herald_new_game_dialog_names_cb (HeraldNewGameDialog *self)
{
  GtkStringList *firsts = GTK_STRING_LIST (adw_combo_row_get_model (self->first_row));
  guint selected = adw_combo_row_get_selected (self->first_row);
  guint n = herald_new_game_dialog_count (self);
  guint old = g_list_model_get_n_items (G_LIST_MODEL (firsts));
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  gboolean same = old == n + 1;

  for (guint i = 0; i < HERALD_MAX_PLAYERS; i++)
    {
      guint color = MIN (gtk_drop_down_get_selected (self->color_drops[i]), HERALD_N_COLORS - 1);
      const char *default_name = herald_text_color_name (color);

      if (g_strcmp0 (gtk_entry_get_placeholder_text (self->name_entries[i]), default_name) != 0)
        gtk_entry_set_placeholder_text (self->name_entries[i], default_name);
      if (i >= n)
        continue;
      g_ptr_array_add (items, effective_name (self, i));
      same = same && g_strcmp0 (gtk_string_list_get_string (firsts, i + 1), items->pdata[i]) == 0;
    }
  if (same)
    return;

  g_ptr_array_add (items, NULL);
  gtk_string_list_splice (firsts, 1, old - 1, (const char * const *) items->pdata);
  adw_combo_row_set_selected (self->first_row, selected <= n ? selected : 1);
}

/* The ship stands on one of the track's positions: at most the last one before the
 * attack, which depends on the rules (B.5: one more step before the first attack with the
 * friendly barbarian) */
static void
herald_new_game_dialog_ship_cb (HeraldNewGameDialog *self)
{
  HeraldRules rules;
  guint last;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  rules.friendly_barbarian = gtk_switch_get_active (self->friendly_switch);
  last = herald_rules_get_track_length (&rules, gtk_switch_get_active (self->attacked_switch)) - 1;
  gtk_spin_button_set_range (self->ship_spin, 0, last);
}

/* The rule set chosen: "Robber from the start" shows what the game will do, the edition's
 * own rule (herald_rules_init ()), and the player may turn it either way (RULES.md's
 * decisions table: both selectable as a variant). The switch stayed off for the first
 * edition, whose game had the robber from the start all the same (tester report 46, N46-7). */
static void
herald_new_game_dialog_edition_cb (HeraldNewGameDialog *self)
{
  HeraldRules rules;

  herald_rules_init (&rules, herald_new_game_dialog_edition (self));
  gtk_switch_set_active (self->robber_switch, rules.robber_from_start);
}

/* With Seafarers the game is won at two more points (RULES.md A23.1): the target's row says
 * at how many, the engine's target for the rules chosen (herald_rules_get_target ()). It
 * kept 13 while the game was won at 15 (tester report 46, N46-1). */
static void
herald_new_game_dialog_target_cb (HeraldNewGameDialog *self)
{
  g_autofree char *hint = NULL;
  HeraldRules rules;

  herald_rules_init (&rules, herald_new_game_dialog_edition (self));
  rules.victory_points = gtk_spin_button_get_value_as_int (self->target_spin);
  rules.seafarers = gtk_switch_get_active (self->seafarers_switch);
  if (rules.seafarers)
    /* Translators: the subtitle of "Victory points to win" with the Seafarers variant on;
     * %u is the number of points that wins */
    hint = g_strdup_printf (_("With Seafarers: %u to win"), herald_rules_get_target (&rules));
  adw_action_row_set_subtitle (self->target_row, hint != NULL ? hint : "");
}

/* A game in progress has had its setup round */
static void
herald_new_game_dialog_progress_cb (HeraldNewGameDialog *self)
{
  gboolean in_progress = adw_expander_row_get_enable_expansion (self->progress_row);

  if (in_progress)
    gtk_switch_set_active (self->setup_switch, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->setup_switch), !in_progress);
}

/* The number of players says which it takes and where the others are: a 6 typed became 4
 * without a word, the 5–6 switch five rows further down, out of view (tester report 40,
 * N40-7). The row's subtitle, which a screen reader says with the spin button (the row's
 * description): the same words as the spin button's own description were said twice
 * (tester report 44, N44-9). */
static void
herald_new_game_dialog_count_hint (HeraldNewGameDialog *self)
{
  const char *hint;

  if (gtk_switch_get_active (self->extension_switch))
    /* Translators: the subtitle of "Number of players"; "5–6 player extension" is the switch
     * under Rules */
    hint = _("5 or 6 with the 5–6 player extension; for 3 or 4, turn it off under Rules");
  else
    /* Translators: the subtitle of "Number of players"; "5–6 player extension" is the switch
     * under Rules */
    hint = _("3 or 4; for 5 or 6, turn on the 5–6 player extension under Rules");
  adw_action_row_set_subtitle (self->count_row, hint);
}

/* The 5–6 switch's row and the viewport it scrolls in, or %FALSE */
static gboolean
extension_place (HeraldNewGameDialog  *self,
                 GtkWidget           **row,
                 GtkWidget           **viewport)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (GTK_WIDGET (self->extension_switch), GTK_TYPE_SCROLLED_WINDOW);

  *row = gtk_widget_get_ancestor (GTK_WIDGET (self->extension_switch), ADW_TYPE_PREFERENCES_ROW);
  *viewport = scroller != NULL ? gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller)) : NULL;
  return *row != NULL && GTK_IS_VIEWPORT (*viewport) && gtk_widget_get_mapped (*row);
}

/* After the layout that gave the players' rows their new height (the frame's layout, before it
 * is drawn): the 5–6 switch's row back where it was in the view */
static void
extension_layout_cb (GdkFrameClock       *clock,
                     HeraldNewGameDialog *self)
{
  GtkWidget *row, *viewport;
  graphene_point_t at;
  GtkAdjustment *adjustment;

  if (!self->extension_keep)
    return;
  self->extension_keep = FALSE;
  if (!extension_place (self, &row, &viewport) ||
      !gtk_widget_compute_point (row, viewport, &GRAPHENE_POINT_INIT (0, 0), &at))
    return;
  adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (viewport));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + at.y - self->extension_at);
}

/* The 5–6 switch adds or takes away players' rows above it: it stays in its place in the view,
 * under the focus or the pointer that turned it. Turned on by keyboard, it went below the
 * dialog's bottom edge with a fifth row (tester report 47, N47-5). */
static void
extension_keep_in_place (HeraldNewGameDialog *self)
{
  GtkWidget *row, *viewport;
  graphene_point_t at;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  if (clock == NULL || !extension_place (self, &row, &viewport) ||
      !gtk_widget_compute_point (row, viewport, &GRAPHENE_POINT_INIT (0, 0), &at))
    return;
  self->extension_at = at.y;
  self->extension_keep = TRUE;
  if (!self->extension_layout)
    g_signal_connect_object (clock, "layout", G_CALLBACK (extension_layout_cb), self, G_CONNECT_AFTER);
  self->extension_layout = TRUE;
}

static void
herald_new_game_dialog_extension_cb (HeraldNewGameDialog *self)
{
  gboolean extension = gtk_switch_get_active (self->extension_switch);

  extension_keep_in_place (self);
  gtk_adjustment_set_lower (self->count_adjustment, extension ? 5 : 3);
  gtk_adjustment_set_upper (self->count_adjustment, extension ? 6 : 4);
  gtk_spin_button_set_value (self->count_spin, extension ? 5 : 3);
  herald_new_game_dialog_count_hint (self);
  herald_new_game_dialog_validate (self);
}

static void
start_cb (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  /* Ctrl+Return in a count being typed: the typed number, not the one before (N45-10); the
   * form's check ran again with it */
  herald_dialog_commit_count (widget);
  if (!gtk_widget_get_sensitive (HERALD_NEW_GAME_DIALOG (widget)->start_button))
    return;
  g_signal_emit (widget, signals[START], 0);
}

/**
 * herald_new_game_dialog_get_game:
 * @rules: (out caller-allocates): the rules
 * @players: (out caller-allocates) (array fixed-size=6): names (transfer full) and colours
 * @n_players: (out): how many players
 * @setup_round: (out): whether to begin with the setup round
 * @dice_mode: (out): how the dice are rolled
 * @first: (out): the index of the starting player, or -1 to roll for it
 */
void
herald_new_game_dialog_get_game (HeraldNewGameDialog *self,
                                 HeraldRules         *rules,
                                 HeraldPlayerInfo    *players,
                                 guint               *n_players,
                                 gboolean            *setup_round,
                                 HeraldDiceMode      *dice_mode,
                                 gint                *first)
{
  guint n = herald_new_game_dialog_count (self);

  g_return_if_fail (HERALD_IS_NEW_GAME_DIALOG (self));

  herald_rules_init (rules, herald_new_game_dialog_edition (self));
  rules->victory_points = gtk_spin_button_get_value_as_int (self->target_spin);
  rules->digital_cards = adw_combo_row_get_selected (self->cards_row) == 0;
  rules->five_six_players = gtk_switch_get_active (self->extension_switch);
  rules->fiesepeter = gtk_switch_get_active (self->fiesepeter_switch);
  /* on or off, whatever the edition (herald_new_game_dialog_edition_cb ()) */
  rules->robber_from_start = gtk_switch_get_active (self->robber_switch);
  rules->easy_start = gtk_switch_get_active (self->easy_switch);
  rules->friendly_barbarian = gtk_switch_get_active (self->friendly_switch);
  rules->seafarers = gtk_switch_get_active (self->seafarers_switch);

  for (guint i = 0; i < n; i++)
    {
      guint color = gtk_drop_down_get_selected (self->color_drops[i]);

      players[i].color = MIN (color, HERALD_N_COLORS - 1);
      players[i].name = effective_name (self, i);
    }

  *n_players = n;
  *setup_round = gtk_switch_get_active (self->setup_switch);
  *dice_mode = adw_combo_row_get_selected (self->dice_row);
  *first = (gint) adw_combo_row_get_selected (self->first_row) - 1;
  if (*first >= (gint) n)
    *first = 0;
}

/**
 * herald_new_game_dialog_get_start:
 * @start: (out caller-allocates): the position
 *
 * The position of a game in progress: round, ship and first attack, player 0 to roll.
 * Every player begins with a settlement and a city; the table corrects the pieces.
 *
 * Returns: %FALSE, with @start untouched, for a game from the beginning
 */
gboolean
herald_new_game_dialog_get_start (HeraldNewGameDialog *self,
                                  HeraldStart         *start)
{
  g_return_val_if_fail (HERALD_IS_NEW_GAME_DIALOG (self), FALSE);

  if (!adw_expander_row_get_enable_expansion (self->progress_row))
    return FALSE;

  herald_start_init (start);
  start->round = gtk_spin_button_get_value_as_int (self->round_spin);
  start->current = 0;
  start->barbarian_position = gtk_spin_button_get_value_as_int (self->ship_spin);
  start->first_attack_done = gtk_switch_get_active (self->attacked_switch);

  return TRUE;
}

static void
herald_new_game_dialog_class_init (HeraldNewGameDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * HeraldNewGameDialog::start:
   *
   * The table chose the players and rules: read them with herald_new_game_dialog_get_game().
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, header_bar);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, header_title);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, page_title_group);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, start_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, count_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, count_spin);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, count_adjustment);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, edition_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, target_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, target_spin);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, cards_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, dice_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, setup_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, extension_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, fiesepeter_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, robber_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, easy_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, friendly_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, seafarers_switch);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, progress_row);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, round_spin);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, ship_spin);
  gtk_widget_class_bind_template_child (widget_class, HeraldNewGameDialog, attacked_switch);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* Ctrl+Return starts from anywhere in the form, when the game is valid (report 9, item 3) */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "new-game.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "new-game.start", NULL);
}

/* Return in a name starts the game, when it is valid (the action is off otherwise) */
static void
name_activated_cb (HeraldNewGameDialog *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "new-game.start", NULL);
}

static GtkWidget *
find_switch (GtkWidget *widget,
             GtkWidget *skip)
{
  if (GTK_IS_SWITCH (widget) && widget != skip)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_switch (child, skip);

      if (found != NULL)
        return found;
    }

  return NULL;
}

/* Text typed or pasted into a name: control characters (a line break, a tab) and line or
 * paragraph separators become spaces, so that the row never holds a name the engine refuses
 * (herald_player_name_is_valid(): a name is one line) */
static void
name_insert_text_cb (GtkEditable *editable,
                     const char  *text,
                     int          length,
                     int         *position,
                     gpointer     user_data)
{
  g_autoptr(GString) one_line = g_string_new (NULL);
  gboolean changed = FALSE;
  const char *end;

  if (!g_utf8_validate (text, length, &end))
    return;
  for (const char *p = text; p < end; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);
      GUnicodeType type = g_unichar_type (c);

      if (type == G_UNICODE_CONTROL || type == G_UNICODE_LINE_SEPARATOR ||
          type == G_UNICODE_PARAGRAPH_SEPARATOR)
        {
          c = ' ';
          changed = TRUE;
        }
      g_string_append_unichar (one_line, c);
    }
  if (!changed)
    return;
  g_signal_handlers_block_by_func (editable, name_insert_text_cb, user_data);
  gtk_editable_insert_text (editable, one_line->str, (int) one_line->len, position);
  g_signal_handlers_unblock_by_func (editable, name_insert_text_cb, user_data);
  g_signal_stop_emission_by_name (editable, "insert-text");
}

static void
first_focus_cb (HeraldNewGameDialog *self)
{
  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->count_spin));
}

static void
herald_new_game_dialog_init (HeraldNewGameDialog *self)
{
  GtkWidget *enable;
  g_autoptr(GtkSizeGroup) colors_width = NULL;

  g_autoptr(GtkStringList) colors = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) firsts = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) editions = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  herald_dialog_target_range (self->target_spin);
  /* a focused row scrolls into view whole, with its group's heading */
  {
    GtkWidget *page = gtk_widget_get_ancestor (GTK_WIDGET (self->target_spin), ADW_TYPE_PREFERENCES_PAGE);
    GtkWidget *scroller = page != NULL ? gtk_widget_get_ancestor (GTK_WIDGET (self->target_spin), GTK_TYPE_SCROLLED_WINDOW) : NULL;

    if (scroller != NULL && gtk_widget_is_ancestor (scroller, page))
      herald_dialog_keep_focus_in_view (GTK_WINDOW (self), scroller);
  }

  for (guint c = 0; c < HERALD_N_COLORS; c++)
    gtk_string_list_append (colors, herald_text_color_name (c));

  /* the colour buttons line up, one width whatever the colour's name */
  colors_width = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  gtk_string_list_append (firsts, _("Roll for it"));
  for (guint i = 0; i < HERALD_MAX_PLAYERS; i++)
    {
      g_autofree char *title = g_strdup_printf (_("Player %u"), i + 1);
      g_autofree char *color_a11y = g_strdup_printf (_("Player %u colour"), i + 1);
      GtkWidget *row = adw_preferences_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      GtkWidget *entry = gtk_entry_new ();
      /* one control for a screen reader, named "Player 1 colour: Red" (N44-9) */
      GtkWidget *drop = herald_a11y_drop_down_new (G_LIST_MODEL (g_object_ref (colors)), color_a11y);

      /* A GtkEntry in a row, not an AdwEntryRow: libadwaita 1.2's entry row does not tell
       * screen readers it has the focus, and Orca said nothing as a name was typed (issue
       * 11). The entry fills the row beside its colour (a title beside it left "Play-er 1"
       * and a name of 4 letters on a phone); screen readers read it as "Player 2" with its
       * text, and until a name is typed it shows the name the player will have, their
       * colour's (herald_new_game_dialog_names_cb ()). */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      gtk_widget_set_focusable (row, FALSE);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      gtk_widget_set_margin_start (box, 12);
      gtk_widget_set_margin_end (box, 12);
      gtk_widget_set_margin_top (box, 8);
      gtk_widget_set_margin_bottom (box, 8);
      gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      gtk_widget_set_hexpand (entry, TRUE);
      gtk_widget_set_valign (entry, GTK_ALIGN_CENTER);
      gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
      /* the engine's limit on names (herald_player_name_is_valid()), in characters as GtkText
       * counts them */
      gtk_entry_set_max_length (GTK_ENTRY (entry), HERALD_MAX_NAME_LENGTH);
      /* a name is one line: pasted line breaks and tabs become spaces */
      g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (entry)), "insert-text",
                        G_CALLBACK (name_insert_text_cb), NULL);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), i);
      gtk_widget_set_valign (drop, GTK_ALIGN_CENTER);
      g_signal_connect_object (drop, "notify::selected", G_CALLBACK (herald_new_game_dialog_validate), self, G_CONNECT_SWAPPED);
      gtk_size_group_add_widget (colors_width, drop);
      gtk_box_append (GTK_BOX (box), entry);
      gtk_box_append (GTK_BOX (box), drop);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
      g_signal_connect_object (entry, "activate", G_CALLBACK (name_activated_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (entry, "changed", G_CALLBACK (herald_new_game_dialog_validate), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (self->players_group, row);
      self->name_rows[i] = ADW_PREFERENCES_ROW (row);
      self->name_entries[i] = GTK_ENTRY (entry);
      self->color_drops[i] = GTK_DROP_DOWN (drop);

      gtk_string_list_append (firsts, title);
    }
  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (firsts));
  adw_combo_row_set_selected (self->first_row, 1);

  gtk_string_list_append (editions, herald_text_edition_name (HERALD_EDITION_STANDARD));
  gtk_string_list_append (editions, herald_text_edition_name (HERALD_EDITION_FIRST));
  adw_combo_row_set_model (self->edition_row, G_LIST_MODEL (editions));
  g_signal_connect_object (self->edition_row, "notify::selected", G_CALLBACK (herald_new_game_dialog_edition_cb), self, G_CONNECT_SWAPPED);
  herald_new_game_dialog_edition_cb (self);
  g_signal_connect_object (self->target_spin, "value-changed", G_CALLBACK (herald_new_game_dialog_target_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->seafarers_switch, "notify::active", G_CALLBACK (herald_new_game_dialog_target_cb), self, G_CONNECT_SWAPPED);
  herald_new_game_dialog_target_cb (self);

  g_signal_connect_object (self->count_spin, "value-changed", G_CALLBACK (herald_new_game_dialog_validate), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->extension_switch, "notify::active", G_CALLBACK (herald_new_game_dialog_extension_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->progress_row, "notify::enable-expansion", G_CALLBACK (herald_new_game_dialog_progress_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->friendly_switch, "notify::active", G_CALLBACK (herald_new_game_dialog_ship_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->attacked_switch, "notify::active", G_CALLBACK (herald_new_game_dialog_ship_cb), self, G_CONNECT_SWAPPED);
  herald_new_game_dialog_ship_cb (self);
  herald_new_game_dialog_count_hint (self);

  /* libadwaita 1.2 leaves the expander row's switch unnamed for screen readers */
  enable = find_switch (GTK_WIDGET (self->progress_row), GTK_WIDGET (self->attacked_switch));
  if (enable != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (enable), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Start from a game in progress"), -1);

  herald_new_game_dialog_validate (self);
  /* the drop-downs' lists open inside the window (its own, on a phone) */
  herald_dialog_keep_lists_in_window (GTK_WIDGET (self));
  herald_dialog_leave_wheel (GTK_WIDGET (self));
  /* the first focus is the form's first field, the number of players: the window's own
   * first was Cancel, and Orca said "New Game. Cancel push button." (newcomer report 12).
   * Given as the window is mapped, not here or as it is realized: a focus given before GTK 4.8 has made the
   * window's accessible made it a "filler", not a window, for screen readers (the tests
   * found no "New Game" window) */
  g_signal_connect (self, "map", G_CALLBACK (first_focus_cb), NULL);
}

/* Whether the schema @settings were made from has @key (an older installed schema may not) */
static gboolean
settings_has (GSettings  *settings,
              const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  return g_settings_schema_has_key (schema, key);
}

/**
 * herald_new_game_dialog_new:
 * @parent: the window; narrower than the header bar's title and buttons (a phone at large
 *   text), the title heads the form instead
 * @settings: (nullable): the app settings with the defaults of a new game
 *
 * Returns: (transfer full): the dialog
 */
HeraldNewGameDialog *
herald_new_game_dialog_new (GtkWindow *parent,
                            GSettings *settings)
{
  HeraldNewGameDialog *self = g_object_new (HERALD_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  int header_width = 0;

  /* Cancel, the title and Start side by side may be wider than a phone's window at large
   * text (433 px in German, 377 in Italian, 363 in Romanian at text scale 1.5, issue 11):
   * then the title heads the form instead, and the header bar holds the buttons. Measured
   * with the title on one line (its natural width): by its least width, a word, "Joc nou"
   * stayed in the header on two lines at 360 px in Romanian (tester report 31) */
  gtk_widget_measure (self->header_bar, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &header_width, NULL, NULL);
  if (parent != NULL && gtk_widget_get_width (GTK_WIDGET (parent)) > 0
      && header_width > gtk_widget_get_width (GTK_WIDGET (parent)))
    {
      gtk_widget_set_visible (self->header_title, FALSE);
      gtk_widget_set_visible (self->page_title_group, TRUE);
    }

  if (settings != NULL)
    {
      /* the rows list the values of each enum key in the schema's order (its values are
       * HeraldEdition's and HeraldDiceMode's; digital cards first) */
      if (settings_has (settings, "default-edition"))
        adw_combo_row_set_selected (self->edition_row, g_settings_get_enum (settings, "default-edition"));
      if (settings_has (settings, "default-dice-mode"))
        adw_combo_row_set_selected (self->dice_row, g_settings_get_enum (settings, "default-dice-mode"));
      if (settings_has (settings, "default-progress-cards"))
        adw_combo_row_set_selected (self->cards_row, g_settings_get_enum (settings, "default-progress-cards"));
      if (settings_has (settings, "default-victory-points"))
        gtk_spin_button_set_value (self->target_spin, g_settings_get_int (settings, "default-victory-points"));
    }

  return self;
}
