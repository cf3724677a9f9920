/* herald-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The message dialogs of a turn: entering dice, the attack check-in and result, and the
 * details a progress card or a knight action needs. */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-dialogs.h"

static AdwMessageDialog *
new_dialog (GtkWindow  *parent,
            const char *heading,
            const char *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, heading, body));

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);

  return dialog;
}

static void
set_a11y_label (GtkWidget  *widget,
                const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* A dialog with a form: @child scrolls when it is taller than a phone's screen allows, and
 * the responses are "cancel" and @response (suggested, the default) */
static void
finish_form_dialog (AdwMessageDialog *dialog,
                    GtkWidget        *child,
                    const char       *response,
                    const char       *label)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), child);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 420);
  adw_message_dialog_set_extra_child (dialog, scroller);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, response, label);
  adw_message_dialog_set_response_appearance (dialog, response, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, response);
  adw_message_dialog_set_close_response (dialog, "cancel");
}

/* Entering dice */

typedef struct
{
  GtkToggleButton *event[4];
  GtkToggleButton *red[6];
  GtkToggleButton *white[6];
  gboolean         with_event;
  gboolean         with_dice;
} RollPicker;

static gint
picked (GtkToggleButton **buttons,
        guint             n)
{
  for (guint i = 0; i < n; i++)
    if (buttons[i] != NULL && gtk_toggle_button_get_active (buttons[i]))
      return i;

  return -1;
}

static void
roll_picker_toggled_cb (AdwMessageDialog *dialog)
{
  RollPicker *picker = g_object_get_data (G_OBJECT (dialog), "herald-roll-picker");
  gboolean ok = TRUE;

  if (picker->with_event && picked (picker->event, 4) < 0)
    ok = FALSE;
  if (picker->with_dice && (picked (picker->red, 6) < 0 || picked (picker->white, 6) < 0))
    ok = FALSE;

  adw_message_dialog_set_response_enabled (dialog, "roll", ok);
}

static GtkWidget *
picker_row (AdwMessageDialog  *dialog,
            const char        *title,
            GtkToggleButton  **buttons,
            guint              n,
            const char        *css,
            const char        *a11y_format)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (title);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_set_homogeneous (GTK_BOX (row), TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = g_strdup_printf ("%u", i + 1);
      g_autofree char *a11y = g_strdup_printf (a11y_format, i + 1);
      GtkWidget *button = gtk_toggle_button_new_with_label (text);

      gtk_widget_add_css_class (button, "die-choice");
      gtk_widget_add_css_class (button, css);
      set_a11y_label (button, a11y);
      gtk_widget_set_tooltip_text (button, a11y);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), buttons[0]);
      g_signal_connect_object (button, "toggled", G_CALLBACK (roll_picker_toggled_cb), dialog, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (row), button);
      buttons[i] = GTK_TOGGLE_BUTTON (button);
    }

  gtk_box_append (GTK_BOX (box), row);

  return box;
}

/**
 * herald_roll_dialog_new:
 * @mode: which dice the table enters
 *
 * Returns: (transfer floating): a dialog with the response "roll"
 */
AdwMessageDialog *
herald_roll_dialog_new (GtkWindow            *parent,
                        HeraldGame           *game,
                        HeraldRollDialogMode  mode)
{
  const HeraldState *state = herald_game_get_state (game);
  const char *name = herald_game_get_player_name (game, state->current);
  RollPicker *picker = g_new0 (RollPicker, 1);
  AdwMessageDialog *dialog;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *body = NULL;

  picker->with_event = mode != HERALD_ROLL_DIALOG_ALCHEMIST;
  picker->with_dice = TRUE;

  if (mode == HERALD_ROLL_DIALOG_ENTER)
    body = g_strdup_printf (_("Enter the three dice %s rolled."), name);
  else if (mode == HERALD_ROLL_DIALOG_ALCHEMIST)
    body = g_strdup_printf (_("%s plays the Alchemist and chooses the red and the white die. Herald rolls the event die."), name);
  else
    body = g_strdup_printf (_("%s plays the Alchemist and chooses the red and the white die, then rolls the event die."), name);

  dialog = new_dialog (parent, mode == HERALD_ROLL_DIALOG_ENTER ? _("Enter Dice") : _("Alchemist"), body);
  g_object_set_data_full (G_OBJECT (dialog), "herald-roll-picker", picker, g_free);

  if (picker->with_event)
    {
      GtkWidget *event_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *label = gtk_label_new (_("Event die"));
      GtkWidget *grid = gtk_grid_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "heading");
      gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
      gtk_box_append (GTK_BOX (event_box), label);

      for (guint e = 0; e < 4; e++)
        {
          GtkWidget *button = gtk_toggle_button_new ();
          GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          GtkWidget *image = gtk_image_new_from_icon_name (herald_text_event_icon (e));
          GtkWidget *text = gtk_label_new (herald_text_event_name (e));

          gtk_widget_set_halign (content, GTK_ALIGN_CENTER);
          gtk_box_append (GTK_BOX (content), image);
          gtk_box_append (GTK_BOX (content), text);
          gtk_button_set_child (GTK_BUTTON (button), content);
          gtk_widget_add_css_class (button, "die-choice");
          set_a11y_label (button, herald_text_event_name (e));
          if (e > 0)
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), picker->event[0]);
          g_signal_connect_object (button, "toggled", G_CALLBACK (roll_picker_toggled_cb), dialog, G_CONNECT_SWAPPED);
          gtk_grid_attach (GTK_GRID (grid), button, e % 2, e / 2, 1, 1);
          picker->event[e] = GTK_TOGGLE_BUTTON (button);
        }
      gtk_box_append (GTK_BOX (event_box), grid);
      gtk_box_append (GTK_BOX (box), event_box);
    }

  gtk_box_append (GTK_BOX (box), picker_row (dialog, _("Red die"), picker->red, 6, "die-red", _("Red %u")));
  gtk_box_append (GTK_BOX (box), picker_row (dialog, _("White die"), picker->white, 6, "die-white", _("White %u")));

  adw_message_dialog_set_extra_child (dialog, box);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "roll", mode == HERALD_ROLL_DIALOG_ENTER ? _("_Enter") : _("_Roll"));
  adw_message_dialog_set_response_appearance (dialog, "roll", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_response_enabled (dialog, "roll", FALSE);
  adw_message_dialog_set_default_response (dialog, "roll");
  adw_message_dialog_set_close_response (dialog, "cancel");

  return dialog;
}

/**
 * herald_roll_dialog_get_roll:
 * @roll: (out caller-allocates): the dice chosen; the event is ship when not entered
 *
 * Returns: %TRUE when every die was chosen
 */
gboolean
herald_roll_dialog_get_roll (AdwMessageDialog *dialog,
                             HeraldRoll       *roll)
{
  RollPicker *picker = g_object_get_data (G_OBJECT (dialog), "herald-roll-picker");
  gint event = picker->with_event ? picked (picker->event, 4) : 0;
  gint red = picked (picker->red, 6);
  gint white = picked (picker->white, 6);

  if (event < 0 || red < 0 || white < 0)
    return FALSE;

  roll->event = event;
  roll->red = red + 1;
  roll->white = white + 1;
  roll->alchemist = FALSE;

  return TRUE;
}

/* Attack check-in */

static GtkWidget *combo_row (const char    *title,
                             GtkStringList *model);
static void check_in_validate_cb (AdwMessageDialog *dialog);

typedef struct
{
  HeraldGame    *game;
  guint          n_players;
  gboolean       fiesepeter;
  GtkSpinButton *cities[HERALD_MAX_PLAYERS];
  GtkSpinButton *walls[HERALD_MAX_PLAYERS];
  GtkSwitch     *active[HERALD_MAX_PLAYERS][HERALD_MAX_KNIGHTS];
  GtkToggleButton *fights[HERALD_MAX_PLAYERS][HERALD_MAX_KNIGHTS];
  GtkLabel      *summary;
  /* per track: the combo row of its metropolis holder ("Nobody", then the players who
   * could hold it) and the player of each item (-1: nobody) */
  AdwComboRow   *metropolis[HERALD_N_TRACKS];
  gint           holders[HERALD_N_TRACKS][HERALD_MAX_PLAYERS + 1];
  const char    *body;
} CheckIn;

/* The metropolises in the check-in: a row per track that someone holds or could hold
 * (level 4), to move or take away a metropolis the board has differently (A17) */
static GtkWidget *
check_in_metropolises (CheckIn *check)
{
  const HeraldState *state = herald_game_get_state (check->game);
  GtkWidget *group = adw_preferences_group_new ();
  gboolean any = FALSE;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Metropolises"));
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      GtkStringList *list = gtk_string_list_new (NULL);
      guint n = 0;
      GtkWidget *row;
      g_autofree char *a11y = NULL;

      gtk_string_list_append (list, _("Nobody"));
      check->holders[t][n++] = -1;
      for (guint p = 0; p < check->n_players; p++)
        if (state->players[p].improvements[t] >= 4 || state->metropolis[t] == (gint) p)
          {
            gtk_string_list_append (list, herald_game_get_player_name (check->game, p));
            check->holders[t][n++] = p;
          }
      if (n == 1)
        {
          g_object_unref (list);
          continue;
        }

      row = combo_row (herald_text_track_name (t), list);
      a11y = g_strdup_printf (_("Holds the %s metropolis"), herald_text_track_name (t));
      set_a11y_label (row, a11y);
      for (guint i = 0; i < n; i++)
        if (check->holders[t][i] == state->metropolis[t])
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      check->metropolis[t] = ADW_COMBO_ROW (row);
      any = TRUE;
    }

  if (!any)
    {
      g_object_ref_sink (group);
      g_object_unref (group);
      return NULL;
    }
  return group;
}

static void
check_in_update_cb (AdwMessageDialog *dialog)
{
  CheckIn *check = g_object_get_data (G_OBJECT (dialog), "herald-check-in");
  const HeraldState *state = herald_game_get_state (check->game);
  guint barbarians = 0, knights = 0;
  g_autofree char *text = NULL;

  for (guint p = 0; p < check->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];

      barbarians += gtk_spin_button_get_value_as_int (check->cities[p]);
      for (guint k = 0; k < ps->n_knights; k++)
        {
          gboolean active = gtk_switch_get_active (check->active[p][k]);

          if (check->fiesepeter && check->fights[p][k] != NULL)
            active = active && gtk_toggle_button_get_active (check->fights[p][k]);
          if (active)
            knights += ps->knights[k].level;
        }
    }

  text = g_strdup_printf (_("Barbarians %u against knights %u: %s"), barbarians, knights,
                          knights >= barbarians ? _("Catan would win") : _("the barbarians would win"));
  gtk_label_set_label (check->summary, text);
}

/**
 * herald_check_in_dialog_new:
 *
 * The attack check-in: the table confirms or corrects the metropolises and each player's
 * cities, walls and active knights before the battle (RULES.md A4.5: no knight may be activated now, so a
 * knight can only be switched off).
 *
 * Returns: (transfer floating): a dialog with the response "attack"
 */
AdwMessageDialog *
herald_check_in_dialog_new (GtkWindow  *parent,
                            HeraldGame *game)
{
  const HeraldState *state = herald_game_get_state (game);
  CheckIn *check = g_new0 (CheckIn, 1);
  AdwMessageDialog *dialog;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *summary = gtk_label_new (NULL);

  check->game = game;
  check->n_players = herald_game_get_n_players (game);
  check->fiesepeter = herald_game_get_rules (game)->fiesepeter;

  check->body = check->fiesepeter
                ? _("Check every player’s pieces against the board, and choose the knights that fight. Knights cannot be activated now.")
                : _("Check every player’s pieces against the board before the battle. Knights cannot be activated now.");
  dialog = new_dialog (parent, _("The Barbarians Land!"), check->body);
  g_object_set_data_full (G_OBJECT (dialog), "herald-check-in", check, g_free);

  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_widget_add_css_class (summary, "heading");
  gtk_box_append (GTK_BOX (box), summary);
  check->summary = GTK_LABEL (summary);

  {
    GtkWidget *metropolises = check_in_metropolises (check);

    if (metropolises != NULL)
      gtk_box_append (GTK_BOX (box), metropolises);
  }

  for (guint p = 0; p < check->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];
      const char *name = herald_game_get_player_name (game, p);
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *row;
      GtkWidget *spin;
      guint walls = 0;
      g_autofree char *a11y = NULL;

      for (guint c = 0; c < ps->n_cities; c++)
        walls += ps->cities[c].wall ? 1 : 0;

      {
        /* group titles are markup; names are the players' own text */
        g_autofree char *escaped = g_markup_escape_text (name, -1);

        adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), escaped);
      }
      if (herald_game_get_metropolises (game, p) > 0)
        {
          g_autofree char *desc = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of the cities is a metropolis",
                                                                "%u of the cities are metropolises",
                                                                herald_game_get_metropolises (game, p)),
                                                   herald_game_get_metropolises (game, p));

          adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), desc);
        }

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Cities"));
      spin = gtk_spin_button_new_with_range (0, HERALD_MAX_CITIES, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), ps->n_cities);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      a11y = g_strdup_printf (_("%s’s cities"), name);
      set_a11y_label (spin, a11y);
      g_signal_connect_object (spin, "value-changed", G_CALLBACK (check_in_update_cb), dialog, G_CONNECT_SWAPPED);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      check->cities[p] = GTK_SPIN_BUTTON (spin);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("City walls"));
      spin = gtk_spin_button_new_with_range (0, HERALD_MAX_WALLS, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), walls);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      g_free (a11y);
      a11y = g_strdup_printf (_("%s’s city walls"), name);
      set_a11y_label (spin, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      check->walls[p] = GTK_SPIN_BUTTON (spin);

      for (guint k = 0; k < ps->n_knights; k++)
        {
          GtkWidget *toggle = gtk_switch_new ();
          g_autofree char *knight_a11y = NULL;

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_text_knight_name (ps->knights[k].level));
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), ps->knights[k].active ? _("Active") : _("Inactive"));
          gtk_switch_set_active (GTK_SWITCH (toggle), ps->knights[k].active);
          gtk_widget_set_sensitive (toggle, ps->knights[k].active);
          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          knight_a11y = g_strdup_printf (_("%s’s %s is active"), name, herald_text_knight_name (ps->knights[k].level));
          set_a11y_label (toggle, knight_a11y);
          g_signal_connect_object (toggle, "notify::active", G_CALLBACK (check_in_update_cb), dialog, G_CONNECT_SWAPPED);
          check->active[p][k] = GTK_SWITCH (toggle);

          if (check->fiesepeter && ps->knights[k].active)
            {
              GtkWidget *fights = gtk_toggle_button_new_with_label (_("Fights"));
              g_autofree char *fights_a11y = g_strdup_printf (_("%s’s %s fights"), name,
                                                              herald_text_knight_name (ps->knights[k].level));

              gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (fights), TRUE);
              gtk_widget_set_valign (fights, GTK_ALIGN_CENTER);
              set_a11y_label (fights, fights_a11y);
              g_signal_connect_object (fights, "toggled", G_CALLBACK (check_in_update_cb), dialog, G_CONNECT_SWAPPED);
              adw_action_row_add_suffix (ADW_ACTION_ROW (row), fights);
              check->fights[p][k] = GTK_TOGGLE_BUTTON (fights);
            }

          adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }

      gtk_box_append (GTK_BOX (box), group);
    }

  finish_form_dialog (dialog, box, "attack", _("_Fight"));

  for (guint p = 0; p < check->n_players; p++)
    {
      g_signal_connect_object (check->cities[p], "value-changed", G_CALLBACK (check_in_validate_cb), dialog, G_CONNECT_SWAPPED);
      g_signal_connect_object (check->walls[p], "value-changed", G_CALLBACK (check_in_validate_cb), dialog, G_CONNECT_SWAPPED);
      for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
        if (check->active[p][k] != NULL)
          g_signal_connect_object (check->active[p][k], "notify::active", G_CALLBACK (check_in_validate_cb), dialog, G_CONNECT_SWAPPED);
    }
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (check->metropolis[t] != NULL)
      g_signal_connect_object (check->metropolis[t], "notify::selected", G_CALLBACK (check_in_validate_cb), dialog, G_CONNECT_SWAPPED);

  check_in_update_cb (dialog);

  return dialog;
}

/**
 * herald_check_in_dialog_get_corrections:
 * @actions: (out caller-allocates) (array fixed-size=6): the `correct` actions
 *
 * Returns: how many players were corrected
 */
guint
herald_check_in_dialog_get_corrections (AdwMessageDialog *dialog,
                                        HeraldAction     *actions)
{
  CheckIn *check = g_object_get_data (G_OBJECT (dialog), "herald-check-in");
  const HeraldState *state = herald_game_get_state (check->game);
  gint holder[HERALD_N_TRACKS];
  guint n = 0;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint i = check->metropolis[t] != NULL ? adw_combo_row_get_selected (check->metropolis[t])
                                             : GTK_INVALID_LIST_POSITION;

      holder[t] = i <= HERALD_MAX_PLAYERS ? check->holders[t][i] : state->metropolis[t];
    }

  for (guint p = 0; p < check->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];
      HeraldAction *action = &actions[n];
      gboolean changed = FALSE;
      guint cities = gtk_spin_button_get_value_as_int (check->cities[p]);
      guint walls = gtk_spin_button_get_value_as_int (check->walls[p]);
      guint old_walls = 0;
      gboolean knights_changed = FALSE;

      for (guint c = 0; c < ps->n_cities; c++)
        old_walls += ps->cities[c].wall ? 1 : 0;

      herald_action_init (action, HERALD_ACTION_CORRECT, p);
      if (cities != ps->n_cities)
        {
          action->correction.cities = cities;
          changed = TRUE;
        }
      if (walls != old_walls)
        {
          action->correction.walls = MIN (walls, cities);
          changed = TRUE;
        }
      for (guint k = 0; k < ps->n_knights; k++)
        {
          gboolean active = gtk_switch_get_active (check->active[p][k]);

          action->correction.knight_level[k] = ps->knights[k].level;
          action->correction.knight_active[k] = active;
          if (active != (gboolean) ps->knights[k].active)
            knights_changed = TRUE;
        }
      if (knights_changed)
        {
          action->correction.n_knights = ps->n_knights;
          changed = TRUE;
        }
      {
        gint before = 0, after = 0;

        for (guint t = 0; t < HERALD_N_TRACKS; t++)
          {
            before |= state->metropolis[t] == (gint) p ? 1 << t : 0;
            after |= holder[t] == (gint) p ? 1 << t : 0;
          }
        if (before != after)
          {
            action->correction.metropolises = after;
            changed = TRUE;
          }
      }

      if (changed)
        n++;
    }

  return n;
}

/**
 * herald_check_in_dialog_check:
 * @error: (nullable): why the corrections cannot be made together, a #HERALD_GAME_ERROR
 *
 * Tries the check-in's corrections, in order, on a copy of the game.
 *
 * Returns: %TRUE when they can all be made
 */
gboolean
herald_check_in_dialog_check (AdwMessageDialog  *dialog,
                              GError           **error)
{
  CheckIn *check = g_object_get_data (G_OBJECT (dialog), "herald-check-in");
  HeraldAction corrections[HERALD_MAX_PLAYERS];
  guint n = herald_check_in_dialog_get_corrections (dialog, corrections);
  g_autoptr(HeraldGame) trial = NULL;

  if (n == 0)
    return TRUE;

  trial = herald_game_copy (check->game);
  for (guint i = 0; i < n; i++)
    if (!herald_game_apply (trial, &corrections[i], NULL, error))
      return FALSE;
  return TRUE;
}

/* Fight is offered only for corrections that can all be made; otherwise the dialog says why,
 * and keeps what the table entered */
static void
check_in_validate_cb (AdwMessageDialog *dialog)
{
  CheckIn *check = g_object_get_data (G_OBJECT (dialog), "herald-check-in");
  g_autoptr(GError) error = NULL;
  gboolean ok = herald_check_in_dialog_check (dialog, &error);

  adw_message_dialog_set_response_enabled (dialog, "attack", ok);
  if (ok)
    adw_message_dialog_set_body (dialog, check->body);
  else
    {
      g_autofree char *text = g_strdup_printf (_("Not possible: %s"), error->message);

      adw_message_dialog_set_body (dialog, text);
    }
}

/**
 * herald_check_in_dialog_get_commit:
 * @commit: (out caller-allocates) (array fixed-size=6): per player, a bit mask of the knights
 *   that fight
 *
 * Returns: %TRUE in the Fiesepeter variant, when @commit was filled
 */
gboolean
herald_check_in_dialog_get_commit (AdwMessageDialog *dialog,
                                   guint8           *commit)
{
  CheckIn *check = g_object_get_data (G_OBJECT (dialog), "herald-check-in");
  const HeraldState *state = herald_game_get_state (check->game);

  if (!check->fiesepeter)
    return FALSE;

  memset (commit, 0, HERALD_MAX_PLAYERS);
  for (guint p = 0; p < check->n_players; p++)
    for (guint k = 0; k < state->players[p].n_knights; k++)
      if (check->fights[p][k] != NULL && gtk_toggle_button_get_active (check->fights[p][k]) &&
          gtk_switch_get_active (check->active[p][k]))
        commit[p] |= 1 << k;

  return TRUE;
}

/* Attack result */

/**
 * herald_attack_dialog_new:
 * @attack: the %HERALD_OUTCOME_ATTACK outcome
 *
 * The result of a barbarian attack, with each player's strength and the reason for what
 * happens to them.
 *
 * Returns: (transfer floating): a dialog with the response "continue"
 */
AdwMessageDialog *
herald_attack_dialog_new (GtkWindow           *parent,
                          HeraldGame          *game,
                          const HeraldOutcome *attack)
{
  AdwMessageDialog *dialog;
  GtkWidget *list = gtk_list_box_new ();
  g_autofree char *body = NULL;
  g_autofree char *tie = NULL;
  guint n_players = herald_game_get_n_players (game);

  if (herald_game_get_rules (game)->fiesepeter)
    body = g_strdup_printf (_("Barbarians %u (cities on the board) against knights %u (the knights that fought). They are now inactive and the ship returns to the start."),
                            attack->barbarian_strength, attack->knight_strength);
  else
    body = g_strdup_printf (_("Barbarians %u (cities on the board) against knights %u (active strength). Every knight is now inactive and the ship returns to the start."),
                            attack->barbarian_strength, attack->knight_strength);
  /* A6.2: who chooses a deck and draws, in turn order */
  tie = herald_text_tie_draw (game, attack);
  if (tie != NULL)
    {
      char *both = g_strdup_printf ("%s %s", body, tie);

      g_free (body);
      body = both;
    }
  dialog = new_dialog (parent, attack->catan_wins ? _("Catan Is Saved") : _("The Barbarians Win"), body);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  set_a11y_label (list, _("Attack result per player"));

  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *strength = gtk_label_new (NULL);
      g_autofree char *reason = herald_text_attack_reason (game, attack, p);
      g_autofree char *text = g_strdup_printf ("%u", p < attack->n_contributions ? attack->contributions[p] : 0);
      g_autofree char *a11y = g_strdup_printf (_("Strength %u"), p < attack->n_contributions ? attack->contributions[p] : 0);

      /* names are the players' own text, not markup */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_game_get_player_name (game, p));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), reason);
      gtk_label_set_label (GTK_LABEL (strength), text);
      gtk_widget_add_css_class (strength, "title-3");
      set_a11y_label (strength, a11y);
      gtk_widget_set_tooltip_text (strength, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), strength);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }

  adw_message_dialog_set_extra_child (dialog, list);
  adw_message_dialog_add_response (dialog, "continue", _("_Continue"));
  adw_message_dialog_set_default_response (dialog, "continue");
  adw_message_dialog_set_close_response (dialog, "continue");

  return dialog;
}

/* Card and knight details */

typedef struct
{
  HeraldGame  *game;
  guint        player;
  HeraldCard   card;
  gboolean     displace;
  guint        knight;
  AdwComboRow *target;
  AdwComboRow *target_knight;
  AdwComboRow *knight1;
  AdwComboRow *knight2;
  AdwComboRow *target_card;
  AdwComboRow *city;
  AdwComboRow *from;
  GtkSwitch   *flag;
  guint        n_cities;
  gint         cities[HERALD_MAX_CITIES];
  guint        n_targets;
  guint        targets[HERALD_MAX_PLAYERS];
  guint        n_target_knights;
  guint        target_knights[HERALD_MAX_KNIGHTS];
  guint        n_target_cards;
  guint8       target_cards[HERALD_MAX_HAND];
} Details;

/* The cities the Engineer can wall that differ for the rules: one ordinary city, and each
 * metropolis (A19.1, A17.5). Returns how many; @cities and @labels get their indices and
 * names when not %NULL. */
static guint
engineer_choices (const HeraldPlayerState *ps,
                  gint                    *cities,
                  GtkStringList           *labels)
{
  guint n = 0;

  /* the ordinary city first, as the engine chooses by default */
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < ps->n_cities; c++)
      {
        g_autofree char *text = NULL;

        if (ps->cities[c].wall || (pass == 0) != (ps->cities[c].metropolis < 0))
          continue;
        if (pass == 0)
          text = g_strdup (_("An ordinary city"));
        else
          text = g_strdup_printf (_("The %s metropolis"), herald_text_track_name (ps->cities[c].metropolis));
        if (cities != NULL)
          cities[n] = c;
        if (labels != NULL)
          gtk_string_list_append (labels, text);
        n++;
        if (pass == 0)
          break;
      }

  return n;
}

/**
 * herald_card_needs_details:
 * @player: who plays @card
 *
 * Whether playing @card needs choices from the table first: an opponent, knights, a card,
 * which city the Engineer walls when that matters, whether the Medicine upgrades a settlement
 * or a pillaged city lying on its side when the player has both (docs/save-format.md,
 * play_card).
 */
gboolean
herald_card_needs_details (HeraldGame *game,
                           guint       player,
                           HeraldCard  card)
{
  const HeraldPlayerState *ps = &herald_game_get_state (game)->players[player];

  switch (card)
    {
    case HERALD_CARD_SMITH:
    case HERALD_CARD_DESERTER:
    case HERALD_CARD_INTRIGUE:
    case HERALD_CARD_SPY:
      return TRUE;
    case HERALD_CARD_SABOTEUR:
      return herald_game_get_rules (game)->edition == HERALD_EDITION_FIRST;
    case HERALD_CARD_ENGINEER:
      return engineer_choices (ps, NULL, NULL) > 1;
    case HERALD_CARD_MEDICINE:
      return ps->settlements > 0 && ps->sixth_settlements > 0;
    default:
      return FALSE;
    }
}

static GtkWidget *
combo_row (const char  *title,
           GtkStringList *model)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);

  return row;
}

static guint
target_of (Details *details)
{
  guint i = adw_combo_row_get_selected (details->target);

  return i < details->n_targets ? details->targets[i] : 0;
}

static void
details_target_changed_cb (AdwMessageDialog *dialog)
{
  Details *details = g_object_get_data (G_OBJECT (dialog), "herald-details");
  const HeraldState *state = herald_game_get_state (details->game);
  guint target = target_of (details);
  const HeraldPlayerState *ts = &state->players[target];
  guint own_level = details->displace ? state->players[details->player].knights[details->knight].level : 4;

  if (details->target_knight != NULL)
    {
      GtkStringList *list = gtk_string_list_new (NULL);

      details->n_target_knights = 0;
      for (guint k = 0; k < ts->n_knights; k++)
        {
          g_autofree char *text = NULL;

          if (ts->knights[k].level >= own_level)
            continue;
          text = g_strdup_printf ("%s (%s)", herald_text_knight_name (ts->knights[k].level),
                                  ts->knights[k].active ? _("active") : _("inactive"));
          gtk_string_list_append (list, text);
          details->target_knights[details->n_target_knights++] = k;
        }
      adw_combo_row_set_model (details->target_knight, G_LIST_MODEL (list));
      g_object_unref (list);
    }

  if (details->target_card != NULL)
    {
      GtkStringList *list = gtk_string_list_new (NULL);

      details->n_target_cards = 0;
      for (guint i = 0; i < ts->n_hand; i++)
        {
          gtk_string_list_append (list, herald_text_card_name (ts->hand[i]));
          details->target_cards[details->n_target_cards++] = ts->hand[i];
        }
      adw_combo_row_set_model (details->target_card, G_LIST_MODEL (list));
      g_object_unref (list);
    }
}

static AdwMessageDialog *
details_dialog_new (GtkWindow  *parent,
                    HeraldGame *game,
                    guint       player,
                    HeraldCard  card,
                    gboolean    displace,
                    guint       knight)
{
  const HeraldState *state = herald_game_get_state (game);
  const HeraldPlayerState *ps = &state->players[player];
  Details *details = g_new0 (Details, 1);
  GtkWidget *group = adw_preferences_group_new ();
  AdwMessageDialog *dialog;
  gboolean wants_target, wants_knight = FALSE, wants_card = FALSE;
  const char *flag_title = NULL;
  const char *heading;
  const char *body;

  details->game = game;
  details->player = player;
  details->card = card;
  details->displace = displace;
  details->knight = knight;

  if (displace)
    {
      heading = _("Displace a Knight");
      body = _("Choose the strictly weaker knight your knight pushes away.");
      wants_target = wants_knight = TRUE;
      flag_title = _("It has no free spot and leaves the board");
    }
  else
    {
      heading = herald_text_card_name (card);
      body = herald_text_card_effect (card, herald_game_get_rules (game)->edition);
      wants_target = card != HERALD_CARD_SMITH && card != HERALD_CARD_ENGINEER &&
                     card != HERALD_CARD_MEDICINE;
      wants_knight = card == HERALD_CARD_DESERTER || card == HERALD_CARD_INTRIGUE;
      wants_card = card == HERALD_CARD_SPY && herald_game_get_rules (game)->digital_cards;
      if (card == HERALD_CARD_DESERTER)
        flag_title = _("Place one of your knights in its stead");
      else if (card == HERALD_CARD_INTRIGUE)
        flag_title = _("It has no free spot and leaves the board");
    }

  dialog = new_dialog (parent, heading, body);
  g_object_set_data_full (G_OBJECT (dialog), "herald-details", details, g_free);

  if (card == HERALD_CARD_SMITH && !displace)
    {
      GtkStringList *first = gtk_string_list_new (NULL);
      GtkStringList *second = gtk_string_list_new (NULL);
      GtkWidget *row;

      gtk_string_list_append (second, _("None"));
      for (guint k = 0; k < ps->n_knights; k++)
        {
          g_autofree char *text = g_strdup_printf ("%u: %s", k + 1, herald_text_knight_name (ps->knights[k].level));

          gtk_string_list_append (first, text);
          gtk_string_list_append (second, text);
        }
      row = combo_row (_("First knight"), first);
      details->knight1 = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      row = combo_row (_("Second knight"), second);
      details->knight2 = ADW_COMBO_ROW (row);
      if (ps->n_knights > 1)
        adw_combo_row_set_selected (details->knight2, 2);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (card == HERALD_CARD_ENGINEER && !displace)
    {
      GtkStringList *labels = gtk_string_list_new (NULL);
      GtkWidget *row;

      details->n_cities = engineer_choices (ps, details->cities, labels);
      row = combo_row (_("City wall under"), labels);
      details->city = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (card == HERALD_CARD_MEDICINE && !displace)
    {
      GtkStringList *labels = gtk_string_list_new (NULL);
      GtkWidget *row;

      gtk_string_list_append (labels, _("A settlement"));
      gtk_string_list_append (labels, _("The pillaged city lying on its side"));
      row = combo_row (_("City from"), labels);
      details->from = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_target)
    {
      GtkStringList *targets = gtk_string_list_new (NULL);
      GtkWidget *row;

      for (guint p = 0; p < herald_game_get_n_players (game); p++)
        {
          if (p == player)
            continue;
          gtk_string_list_append (targets, herald_game_get_player_name (game, p));
          details->targets[details->n_targets++] = p;
        }
      row = combo_row (_("Opponent"), targets);
      details->target = ADW_COMBO_ROW (row);
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (details_target_changed_cb), dialog, G_CONNECT_SWAPPED);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_knight)
    {
      GtkWidget *row = combo_row (_("Their knight"), gtk_string_list_new (NULL));

      details->target_knight = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_card)
    {
      GtkWidget *row = combo_row (_("The card taken"), gtk_string_list_new (NULL));

      details->target_card = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (flag_title != NULL)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), flag_title);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), card == HERALD_CARD_DESERTER && !displace);
      set_a11y_label (toggle, flag_title);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      details->flag = GTK_SWITCH (toggle);
    }

  if (wants_target)
    details_target_changed_cb (dialog);

  finish_form_dialog (dialog, group, "play", displace ? _("_Displace") : _("_Play"));

  return dialog;
}

/**
 * herald_play_dialog_new:
 *
 * Asks the details a card that changes tracked state needs (docs/save-format.md, play_card).
 *
 * Returns: (transfer floating): a dialog with the response "play"
 */
AdwMessageDialog *
herald_play_dialog_new (GtkWindow  *parent,
                        HeraldGame *game,
                        guint       player,
                        HeraldCard  card)
{
  return details_dialog_new (parent, game, player, card, FALSE, 0);
}

static void
details_fill (Details      *details,
              HeraldAction *action)
{
  if (details->target != NULL)
    action->target = target_of (details);

  if (details->target_knight != NULL)
    {
      guint i = adw_combo_row_get_selected (details->target_knight);

      action->target_knight = i < details->n_target_knights ? (gint) details->target_knights[i] : HERALD_UNSET;
    }

  if (details->target_card != NULL)
    {
      guint i = adw_combo_row_get_selected (details->target_card);

      action->target_card = i < details->n_target_cards ? details->target_cards[i] : HERALD_UNSET;
    }

  if (details->knight1 != NULL)
    {
      guint first = adw_combo_row_get_selected (details->knight1);
      guint second = adw_combo_row_get_selected (details->knight2);

      action->knights[0] = first != GTK_INVALID_LIST_POSITION ? (gint) first : HERALD_UNSET;
      action->knights[1] = second != GTK_INVALID_LIST_POSITION && second > 0 && second - 1 != first
                           ? (gint) second - 1 : HERALD_UNSET;
    }

  if (details->city != NULL)
    {
      guint i = adw_combo_row_get_selected (details->city);

      action->city = i < details->n_cities ? details->cities[i] : HERALD_UNSET;
    }

  if (details->from != NULL)
    action->flag = adw_combo_row_get_selected (details->from) == 1 ? 1 : 0;

  if (details->flag != NULL)
    action->flag = gtk_switch_get_active (details->flag) ? 1 : 0;
}

void
herald_play_dialog_fill_action (AdwMessageDialog *dialog,
                                HeraldAction     *action)
{
  Details *details = g_object_get_data (G_OBJECT (dialog), "herald-details");

  /* The same dialog serves knight displacement, which is a knight action */
  if (details->displace)
    {
      herald_action_init (action, HERALD_ACTION_KNIGHT_ACTION, details->player);
      action->kind = HERALD_KNIGHT_DISPLACE;
      action->knight = details->knight;
    }

  details_fill (details, action);
}

/**
 * herald_displace_dialog_new:
 * @knight: the index of the displacing knight
 *
 * Returns: (transfer floating): a dialog with the response "play"; fill the action with
 *   herald_play_dialog_fill_action(), which makes it a knight action
 */
AdwMessageDialog *
herald_displace_dialog_new (GtkWindow  *parent,
                            HeraldGame *game,
                            guint       player,
                            guint       knight)
{
  AdwMessageDialog *dialog = details_dialog_new (parent, game, player, HERALD_N_CARDS, TRUE, knight);

  g_object_set_data (G_OBJECT (dialog), "herald-player", GUINT_TO_POINTER (player));

  return dialog;
}

/* Corrections */

/**
 * herald_position_is_editable:
 *
 * A game in progress whose position is still being entered: started from a position, in no
 * setup round, with nothing done yet. Corrections then rebuild the `start` of the game
 * (docs/save-format.md) rather than adding `correct` actions.
 */
gboolean
herald_position_is_editable (HeraldGame *game)
{
  JsonNode *start = herald_game_get_start (game);
  JsonObject *object;

  if (herald_game_get_n_actions (game) > 0 || herald_game_get_state (game)->phase == HERALD_PHASE_SETUP)
    return FALSE;
  if (start == NULL || !JSON_NODE_HOLDS_OBJECT (start))
    return FALSE;

  object = json_node_get_object (start);

  return json_object_get_size (object) > 0 && !json_object_get_boolean_member_with_default (object, "setup", FALSE);
}

enum {
  FIX_SETTLEMENTS,
  FIX_CITIES,
  FIX_WALLS,
  FIX_DEFENDER,
  FIX_TRADE,
  FIX_POLITICS,
  FIX_SCIENCE,
  FIX_BASIC,
  FIX_BASIC_ACTIVE,
  FIX_STRONG,
  FIX_STRONG_ACTIVE,
  FIX_MIGHTY,
  FIX_MIGHTY_ACTIVE,
  N_FIXES
};

#define N_HAND_ROWS 4

typedef struct
{
  HeraldGame    *game;
  guint          player;
  gint           before[N_FIXES];
  GtkSpinButton *spins[N_FIXES];
  gint           before_metropolises;
  GtkSwitch     *metropolis[HERALD_N_TRACKS];
  /* While the position is being entered: the hand (digital cards) and the revealed
   * victory point cards. hand_cards maps a combo row item (after “None”) to its card. */
  AdwComboRow   *hand[N_HAND_ROWS];
  guint          n_hand_cards;
  HeraldCard     hand_cards[HERALD_N_CARDS];
  GtkSwitch     *vp_card[2];
  /* While the position is being entered: pillaged cities lying on their side (A7.6) */
  GtkSpinButton *sixth;
} Correction;

static const HeraldCard vp_cards[2] = { HERALD_CARD_PRINTER, HERALD_CARD_CONSTITUTION };

static GtkWidget *
switch_row (GtkWidget  *group,
            const char *title,
            const char *a11y,
            gboolean    active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  set_a11y_label (toggle, a11y);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

  return toggle;
}

static gboolean
has_vp_card (const HeraldPlayerState *ps,
             HeraldCard               card)
{
  for (guint i = 0; i < ps->n_vp_cards && i < G_N_ELEMENTS (ps->vp_cards); i++)
    if (ps->vp_cards[i] == card)
      return TRUE;
  return FALSE;
}

/* A refusal of a position names the field ("start.players[1]: …"): for the table, the
 * player's name instead */
static char *
correction_reason (HeraldGame *game,
                   const char *message)
{
  const char *rest = strstr (message, ": ");
  guint p;

  if (!g_str_has_prefix (message, "start.") || rest == NULL)
    return g_strdup (message);
  if (sscanf (message, "start.players[%u]:", &p) == 1 && p < herald_game_get_n_players (game))
    return g_strdup_printf ("%s: %s", herald_game_get_player_name (game, p), rest + 2);
  return g_strdup (rest + 2);
}

/* Whether the correction can be made, said in the dialog before it closes: a refused
 * correction keeps what the table entered, and names what is wrong */
static void
correct_validate_cb (AdwMessageDialog *dialog)
{
  Correction *fix = g_object_get_data (G_OBJECT (dialog), "herald-correction");
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (herald_position_is_editable (fix->game))
    {
      g_autoptr(JsonNode) start = herald_correct_dialog_dup_start (dialog);
      HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
      guint n = herald_game_get_n_players (fix->game);
      HeraldGame *trial;

      for (guint i = 0; i < n; i++)
        {
          players[i].name = (char *) herald_game_get_player_name (fix->game, i);
          players[i].color = herald_game_get_player_color (fix->game, i);
        }
      trial = herald_game_new (herald_game_get_rules (fix->game), players, n, start,
                               herald_game_get_seed (fix->game), &error);
      ok = trial != NULL;
      herald_game_free (trial);
    }
  else
    {
      HeraldAction action;

      if (herald_correct_dialog_get_action (dialog, &action))
        ok = herald_game_check (fix->game, &action, &error);
    }

  adw_message_dialog_set_response_enabled (dialog, "correct", ok);
  if (ok)
    adw_message_dialog_set_body (dialog, _("Set the counts to what is on the board."));
  else
    {
      g_autofree char *reason = correction_reason (fix->game, error->message);
      /* Translators: the correction dialog's text when the counts are impossible */
      g_autofree char *text = g_strdup_printf (_("Not possible: %s"), reason);

      adw_message_dialog_set_body (dialog, text);
    }
}

/**
 * herald_correct_dialog_new:
 *
 * Corrects one player's counts kept by hand (a `correct` action): pieces, Defender cards,
 * improvements and knights. Also how a game in progress gets its position.
 *
 * Returns: (transfer floating): a dialog with the response "correct"
 */
AdwMessageDialog *
herald_correct_dialog_new (GtkWindow  *parent,
                           HeraldGame *game,
                           guint       player)
{
  static const char * const titles[N_FIXES] = {
    N_("Settlements"), N_("Cities, metropolises included"), N_("City walls"), N_("Defender of Catan cards"),
    N_("Trade level"), N_("Politics level"), N_("Science level"),
    N_("Basic knights"), N_("Basic knights active"), N_("Strong knights"), N_("Strong knights active"),
    N_("Mighty knights"), N_("Mighty knights active"),
  };
  static const int upper[N_FIXES] = { 5, 4, 3, 99, 5, 5, 5, 2, 2, 2, 2, 2, 2 };
  const HeraldPlayerState *ps = &herald_game_get_state (game)->players[player];
  const char *name = herald_game_get_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("Correct %s’s Pieces"), name);
  Correction *fix = g_new0 (Correction, 1);
  AdwMessageDialog *dialog;
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = NULL;

  fix->game = game;
  fix->player = player;
  fix->before[FIX_SETTLEMENTS] = ps->settlements;
  fix->before[FIX_CITIES] = ps->n_cities;
  for (guint c = 0; c < ps->n_cities; c++)
    fix->before[FIX_WALLS] += ps->cities[c].wall ? 1 : 0;
  fix->before[FIX_DEFENDER] = ps->defender;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    fix->before[FIX_TRADE + t] = ps->improvements[t];
  for (guint k = 0; k < ps->n_knights; k++)
    {
      guint level = CLAMP (ps->knights[k].level, 1, 3);

      fix->before[FIX_BASIC + (level - 1) * 2]++;
      if (ps->knights[k].active)
        fix->before[FIX_BASIC_ACTIVE + (level - 1) * 2]++;
    }

  dialog = new_dialog (parent, heading,
                       _("Set the counts to what is on the board."));
  g_object_set_data_full (G_OBJECT (dialog), "herald-correction", fix, g_free);

  for (guint i = 0; i < N_FIXES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, upper[i], 1);
      g_autofree char *a11y = g_strdup_printf ("%s: %s", name, _(titles[i]));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[i]));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), fix->before[i]);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      set_a11y_label (spin, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      fix->spins[i] = GTK_SPIN_BUTTON (spin);
    }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      g_autofree char *title = g_strdup_printf (_("Holds the %s metropolis"), herald_text_track_name (t));
      g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);
      gint holder = herald_game_get_state (game)->metropolis[t];
      gboolean holds = holder == (gint) player;

      if (holds)
        fix->before_metropolises |= 1 << t;
      fix->metropolis[t] = GTK_SWITCH (switch_row (group, title, a11y, holds));
      /* switching it on takes it from its holder: say who that is */
      if (holder >= 0 && !holds)
        {
          g_autofree char *held = g_strdup_printf (_("Held by %s"), herald_game_get_player_name (game, holder));

          adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (fix->metropolis[t]), ADW_TYPE_ACTION_ROW)),
                                       held);
        }
    }

  /* Before the first action the position is still being entered: pillaged cities lying on
   * their side, the cards in hand and the revealed victory point cards are part of it
   * (docs/save-format.md, start.players). */
  if (herald_position_is_editable (game))
    {
      GtkWidget *cards = adw_preferences_group_new ();

      if (herald_game_get_rules (game)->sixth_settlement)
        {
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *spin = gtk_spin_button_new_with_range (0, HERALD_MAX_CITIES, 1);
          const char *title = _("Pillaged cities lying on their side");
          g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Each counts as a settlement"));
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), ps->sixth_settlements);
          gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
          set_a11y_label (spin, a11y);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          fix->sixth = GTK_SPIN_BUTTON (spin);
        }

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (cards), _("Progress Cards"));
      if (herald_game_get_rules (game)->digital_cards)
        {
          adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (cards),
                                                 _("The cards in hand come out of their decks."));
          for (guint c = 0; c < HERALD_N_CARDS; c++)
            if (!herald_card_is_vp (c))
              fix->hand_cards[fix->n_hand_cards++] = c;

          for (guint i = 0; i < N_HAND_ROWS; i++)
            {
              GtkStringList *list = gtk_string_list_new (NULL);
              g_autofree char *title = g_strdup_printf (_("Card in hand %u"), i + 1);
              g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);
              GtkWidget *row;

              gtk_string_list_append (list, _("None"));
              for (guint c = 0; c < fix->n_hand_cards; c++)
                {
                  g_autofree char *text = g_strdup_printf ("%s (%s)", herald_text_card_name (fix->hand_cards[c]),
                                                           herald_text_track_name (herald_card_get_track (fix->hand_cards[c])));

                  gtk_string_list_append (list, text);
                }
              row = combo_row (title, list);
              set_a11y_label (row, a11y);
              if (i < ps->n_hand)
                for (guint c = 0; c < fix->n_hand_cards; c++)
                  if (fix->hand_cards[c] == ps->hand[i])
                    adw_combo_row_set_selected (ADW_COMBO_ROW (row), c + 1);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (cards), row);
              fix->hand[i] = ADW_COMBO_ROW (row);
            }
        }

      for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
        {
          g_autofree char *title = g_strdup_printf (_("Has revealed the %s"), herald_text_card_name (vp_cards[i]));
          g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);

          fix->vp_card[i] = GTK_SWITCH (switch_row (cards, title, a11y, has_vp_card (ps, vp_cards[i])));
        }

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
      gtk_box_append (GTK_BOX (box), group);
      gtk_box_append (GTK_BOX (box), cards);
    }

  finish_form_dialog (dialog, box != NULL ? box : group, "correct", _("C_orrect"));

  for (guint i = 0; i < N_FIXES; i++)
    g_signal_connect_object (fix->spins[i], "value-changed", G_CALLBACK (correct_validate_cb), dialog, G_CONNECT_SWAPPED);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    g_signal_connect_object (fix->metropolis[t], "notify::active", G_CALLBACK (correct_validate_cb), dialog, G_CONNECT_SWAPPED);
  for (guint i = 0; i < N_HAND_ROWS && fix->hand[i] != NULL; i++)
    g_signal_connect_object (fix->hand[i], "notify::selected", G_CALLBACK (correct_validate_cb), dialog, G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
    if (fix->vp_card[i] != NULL)
      g_signal_connect_object (fix->vp_card[i], "notify::active", G_CALLBACK (correct_validate_cb), dialog, G_CONNECT_SWAPPED);
  if (fix->sixth != NULL)
    g_signal_connect_object (fix->sixth, "value-changed", G_CALLBACK (correct_validate_cb), dialog, G_CONNECT_SWAPPED);

  return dialog;
}

/**
 * herald_correct_dialog_get_action:
 * @action: (out caller-allocates): the `correct` action, with only the changed counts
 *
 * Returns: %TRUE when something changed
 */
gboolean
herald_correct_dialog_get_action (AdwMessageDialog *dialog,
                                  HeraldAction     *action)
{
  Correction *fix = g_object_get_data (G_OBJECT (dialog), "herald-correction");
  gint now[N_FIXES];
  gint metropolises = 0;
  gboolean changed = FALSE;

  for (guint i = 0; i < N_FIXES; i++)
    now[i] = gtk_spin_button_get_value_as_int (fix->spins[i]);

  herald_action_init (action, HERALD_ACTION_CORRECT, fix->player);

  if (now[FIX_SETTLEMENTS] != fix->before[FIX_SETTLEMENTS])
    action->correction.settlements = now[FIX_SETTLEMENTS];
  if (now[FIX_CITIES] != fix->before[FIX_CITIES])
    action->correction.cities = now[FIX_CITIES];
  if (now[FIX_WALLS] != fix->before[FIX_WALLS])
    action->correction.walls = now[FIX_WALLS];
  if (now[FIX_DEFENDER] != fix->before[FIX_DEFENDER])
    action->correction.defender = now[FIX_DEFENDER];
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (now[FIX_TRADE + t] != fix->before[FIX_TRADE + t])
      action->correction.improvements[t] = now[FIX_TRADE + t];

  for (guint i = FIX_BASIC; i < N_FIXES; i++)
    if (now[i] != fix->before[i])
      {
        guint n = 0;

        for (guint level = 1; level <= 3; level++)
          {
            gint count = now[FIX_BASIC + (level - 1) * 2];
            gint active = MIN (now[FIX_BASIC_ACTIVE + (level - 1) * 2], count);

            for (gint k = 0; k < count; k++, n++)
              {
                action->correction.knight_level[n] = level;
                action->correction.knight_active[n] = k < active;
              }
          }
        action->correction.n_knights = n;
        break;
      }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (gtk_switch_get_active (fix->metropolis[t]))
      metropolises |= 1 << t;
  if (metropolises != fix->before_metropolises)
    action->correction.metropolises = metropolises;

  for (guint i = 0; i < N_FIXES; i++)
    changed |= now[i] != fix->before[i];

  return changed || metropolises != fix->before_metropolises;
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static gboolean
start_has_decks (HeraldGame *game)
{
  JsonNode *start = herald_game_get_start (game);

  return start != NULL && JSON_NODE_HOLDS_OBJECT (start) &&
         json_object_has_member (json_node_get_object (start), "decks");
}

/* Removes the last @card of @deck (the bottom one), keeping the order of the rest */
static gboolean
deck_remove_last (guint8     *deck,
                  guint      *n,
                  HeraldCard  card)
{
  for (guint i = *n; i-- > 0; )
    if (deck[i] == card)
      {
        memmove (deck + i, deck + i + 1, *n - i - 1);
        (*n)--;
        return TRUE;
      }
  return FALSE;
}

/* The `decks` of a position whose decks the table arranged (herald_decks_dialog_dup_start()),
 * after one player's cards changed from @before to @hand and @vp: a card now held comes out
 * of its deck (from the bottom, so that the cards the table entered on top stay there); a
 * card no longer held goes under its deck. */
static void
add_decks_after_change (JsonBuilder             *builder,
                        const HeraldState       *state,
                        const HeraldPlayerState *before,
                        const HeraldCard        *hand,
                        guint                    n_hand,
                        const HeraldCard        *vp,
                        guint                    n_vp)
{
  guint8 decks[HERALD_N_TRACKS][HERALD_MAX_DECK];
  guint n[HERALD_N_TRACKS];
  gint change[HERALD_N_CARDS] = { 0, };

  for (guint i = 0; i < n_hand; i++)
    change[hand[i]]++;
  for (guint i = 0; i < n_vp; i++)
    change[vp[i]]++;
  for (guint i = 0; i < before->n_hand; i++)
    change[before->hand[i]]--;
  for (guint i = 0; i < before->n_vp_cards && i < G_N_ELEMENTS (before->vp_cards); i++)
    change[before->vp_cards[i]]--;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      n[t] = state->n_deck[t];
      memcpy (decks[t], state->deck[t], n[t]);
    }

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      HeraldTrack t = herald_card_get_track (c);

      /* a card that is not in the deck is left to the engine, which refuses the position */
      for (gint k = 0; k < change[c]; k++)
        deck_remove_last (decks[t], &n[t], c);
      for (gint k = 0; k > change[c] && n[t] < HERALD_MAX_DECK; k--)
        decks[t][n[t]++] = c;
    }

  json_builder_set_member_name (builder, "decks");
  json_builder_begin_object (builder);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      json_builder_set_member_name (builder, herald_track_to_string (t));
      json_builder_begin_array (builder);
      for (guint i = 0; i < n[t]; i++)
        json_builder_add_string_value (builder, herald_card_to_id (decks[t][i]));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

/**
 * herald_correct_dialog_dup_start:
 *
 * For a game without actions yet (a game in progress being entered): the whole position,
 * every player as the game has them and the corrected player as the dialog says, as the
 * `start` object of docs/save-format.md. Start a new game from it to apply it.
 *
 * Returns: (transfer full) (nullable): the position, or %NULL when the game did not start
 *   from a position or already has actions
 */
JsonNode *
herald_correct_dialog_dup_start (AdwMessageDialog *dialog)
{
  Correction *fix = g_object_get_data (G_OBJECT (dialog), "herald-correction");
  HeraldGame *game = fix->game;
  const HeraldState *state = herald_game_get_state (game);
  g_autoptr(JsonBuilder) builder = NULL;
  gint holder[HERALD_N_TRACKS];
  HeraldCard hand[N_HAND_ROWS];
  HeraldCard vp[G_N_ELEMENTS (vp_cards)];
  guint n_hand = 0, n_vp = 0;

  if (!herald_position_is_editable (game))
    return NULL;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      holder[t] = state->metropolis[t];
      if (gtk_switch_get_active (fix->metropolis[t]))
        holder[t] = fix->player;
      else if (holder[t] == (gint) fix->player)
        holder[t] = -1;
    }

  for (guint i = 0; i < N_HAND_ROWS && fix->hand[i] != NULL; i++)
    {
      guint selected = adw_combo_row_get_selected (fix->hand[i]);

      if (selected != GTK_INVALID_LIST_POSITION && selected > 0 && selected <= fix->n_hand_cards)
        hand[n_hand++] = fix->hand_cards[selected - 1];
    }
  for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
    if (gtk_switch_get_active (fix->vp_card[i]))
      vp[n_vp++] = vp_cards[i];

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_int (builder, "round", state->round);
  add_int (builder, "current", state->current);
  add_int (builder, "barbarian_position", state->barbarian_position);
  json_builder_set_member_name (builder, "first_attack_done");
  json_builder_add_boolean_value (builder, state->first_attack_done);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < state->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];
      gint v[N_FIXES] = { 0, };

      if (p == fix->player)
        for (guint i = 0; i < N_FIXES; i++)
          v[i] = gtk_spin_button_get_value_as_int (fix->spins[i]);
      else
        {
          v[FIX_SETTLEMENTS] = ps->settlements;
          v[FIX_CITIES] = ps->n_cities;
          for (guint c = 0; c < ps->n_cities; c++)
            v[FIX_WALLS] += ps->cities[c].wall ? 1 : 0;
          v[FIX_DEFENDER] = ps->defender;
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            v[FIX_TRADE + t] = ps->improvements[t];
          for (guint k = 0; k < ps->n_knights; k++)
            {
              guint level = CLAMP (ps->knights[k].level, 1, 3);

              v[FIX_BASIC + (level - 1) * 2]++;
              if (ps->knights[k].active)
                v[FIX_BASIC_ACTIVE + (level - 1) * 2]++;
            }
        }

      json_builder_begin_object (builder);
      add_int (builder, "settlements", v[FIX_SETTLEMENTS]);
      add_int (builder, "sixth_settlements",
               p == fix->player && fix->sixth != NULL ? gtk_spin_button_get_value_as_int (fix->sixth)
                                                      : (gint) ps->sixth_settlements);
      add_int (builder, "cities", v[FIX_CITIES]);
      add_int (builder, "walls", v[FIX_WALLS]);
      add_int (builder, "defender", v[FIX_DEFENDER]);
      json_builder_set_member_name (builder, "improvements");
      json_builder_begin_object (builder);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        add_int (builder, herald_track_to_string (t), v[FIX_TRADE + t]);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "metropolises");
      json_builder_begin_array (builder);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (holder[t] == (gint) p)
          json_builder_add_string_value (builder, herald_track_to_string (t));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "knights");
      json_builder_begin_array (builder);
      for (guint level = 1; level <= 3; level++)
        {
          gint count = v[FIX_BASIC + (level - 1) * 2];
          gint active = MIN (v[FIX_BASIC_ACTIVE + (level - 1) * 2], count);

          for (gint k = 0; k < count; k++)
            {
              json_builder_begin_object (builder);
              add_int (builder, "level", level);
              json_builder_set_member_name (builder, "active");
              json_builder_add_boolean_value (builder, k < active);
              json_builder_end_object (builder);
            }
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "longest_road");
      json_builder_add_boolean_value (builder, ps->longest_road);
      json_builder_set_member_name (builder, "merchant");
      json_builder_add_boolean_value (builder, ps->merchant);
      json_builder_set_member_name (builder, "vp_cards");
      json_builder_begin_array (builder);
      if (p == fix->player)
        for (guint i = 0; i < n_vp; i++)
          json_builder_add_string_value (builder, herald_card_to_id (vp[i]));
      else
        for (guint i = 0; i < ps->n_vp_cards && i < G_N_ELEMENTS (ps->vp_cards); i++)
          json_builder_add_string_value (builder, herald_card_to_id (ps->vp_cards[i]));
      json_builder_end_array (builder);
      if (herald_game_get_rules (game)->digital_cards)
        {
          json_builder_set_member_name (builder, "progress_cards");
          json_builder_begin_array (builder);
          if (p == fix->player)
            for (guint i = 0; i < n_hand; i++)
              json_builder_add_string_value (builder, herald_card_to_id (hand[i]));
          else
            for (guint i = 0; i < ps->n_hand; i++)
              json_builder_add_string_value (builder, herald_card_to_id (ps->hand[i]));
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (start_has_decks (game))
    add_decks_after_change (builder, state, &state->players[fix->player], hand, n_hand, vp, n_vp);

  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/* Physical cards */

/**
 * herald_physical_card_dialog_new:
 *
 * Physical progress cards: the table records a card that changes tracked state, or a
 * revealed victory point card.
 *
 * Returns: (transfer floating): a dialog with the response "record"
 */
AdwMessageDialog *
herald_physical_card_dialog_new (GtkWindow  *parent,
                                 HeraldGame *game,
                                 guint       player)
{
  const char *name = herald_game_get_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s’s Progress Card"), name);
  AdwMessageDialog *dialog;
  GtkStringList *cards = gtk_string_list_new (NULL);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row;

  dialog = new_dialog (parent, heading,
                       _("Record a card that changes what Herald keeps (knights, walls, cities, the merchant) or a victory point card. Other cards need no record."));

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      g_autofree char *text = g_strdup_printf ("%s (%s)", herald_text_card_name (c),
                                               herald_text_track_name (herald_card_get_track (c)));

      gtk_string_list_append (cards, text);
    }
  row = combo_row (_("Card"), cards);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), HERALD_CARD_MERCHANT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  g_object_set_data (G_OBJECT (dialog), "herald-card-row", row);

  finish_form_dialog (dialog, group, "record", _("_Record"));

  return dialog;
}

HeraldCard
herald_physical_card_dialog_get_card (AdwMessageDialog *dialog)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (dialog), "herald-card-row");
  guint selected = adw_combo_row_get_selected (row);

  return selected < HERALD_N_CARDS ? (HeraldCard) selected : HERALD_N_CARDS;
}

/* Arranging the decks of a game in progress */

typedef struct
{
  HeraldGame    *game;
  guint          n_tops[HERALD_N_TRACKS];
  guint8         tops[HERALD_N_TRACKS][HERALD_MAX_DECK];
  AdwActionRow  *top_rows[HERALD_N_TRACKS];
  AdwComboRow   *next[HERALD_N_TRACKS];
  GtkWidget     *add[HERALD_N_TRACKS];
  GtkWidget     *clear[HERALD_N_TRACKS];
  guint          n_choices[HERALD_N_TRACKS];
  HeraldCard     choices[HERALD_N_TRACKS][HERALD_N_CARDS];
} DeckOrder;

/* How many @card the deck still holds beyond the cards entered on top */
static guint
deck_left (DeckOrder  *order,
           HeraldTrack track,
           HeraldCard  card)
{
  const HeraldState *state = herald_game_get_state (order->game);
  guint left = 0;

  for (guint i = 0; i < state->n_deck[track]; i++)
    left += state->deck[track][i] == card;
  for (guint i = 0; i < order->n_tops[track]; i++)
    left -= order->tops[track][i] == card;

  return left;
}

static void
deck_order_update (DeckOrder   *order,
                   HeraldTrack  track)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  g_autoptr(GString) tops = g_string_new (NULL);

  for (guint i = 0; i < order->n_tops[track]; i++)
    {
      if (i > 0)
        g_string_append (tops, ", ");
      g_string_append (tops, herald_text_card_name (order->tops[track][i]));
    }
  adw_action_row_set_subtitle (order->top_rows[track],
                               tops->len > 0 ? tops->str : _("Nothing entered: the whole deck is shuffled"));

  order->n_choices[track] = 0;
  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      guint left;
      g_autofree char *text = NULL;

      if (herald_card_get_track (c) != track || (left = deck_left (order, track, c)) == 0)
        continue;
      /* Translators: a card and how many of it the deck still holds, e.g. “Spy (3 left)” */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u left)", "%s (%u left)", left),
                              herald_text_card_name (c), left);
      gtk_string_list_append (list, text);
      order->choices[track][order->n_choices[track]++] = c;
    }
  adw_combo_row_set_model (order->next[track], G_LIST_MODEL (list));
  g_object_unref (list);

  gtk_widget_set_sensitive (order->add[track], order->n_choices[track] > 0);
  gtk_widget_set_sensitive (order->clear[track], order->n_tops[track] > 0);
}

static void
deck_add_clicked_cb (GtkWidget *button,
                     DeckOrder *order)
{
  HeraldTrack track = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "herald-track"));
  guint i = adw_combo_row_get_selected (order->next[track]);

  if (i >= order->n_choices[track] || order->n_tops[track] >= HERALD_MAX_DECK)
    return;
  order->tops[track][order->n_tops[track]++] = order->choices[track][i];
  deck_order_update (order, track);
  /* the same card again is the likeliest next entry only when copies are left */
  adw_combo_row_set_selected (order->next[track], MIN (i, order->n_choices[track] > 0 ? order->n_choices[track] - 1 : 0));
}

static void
deck_clear_clicked_cb (GtkWidget *button,
                       DeckOrder *order)
{
  HeraldTrack track = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "herald-track"));

  order->n_tops[track] = 0;
  deck_order_update (order, track);
}

/* A button at the end of a deck's row, named with its deck for screen readers */
static GtkWidget *
deck_button (GtkWidget   *row,
             GtkWidget   *button,
             HeraldTrack  track,
             const char  *what,
             GCallback    clicked,
             DeckOrder   *order)
{
  g_autofree char *a11y = g_strdup_printf ("%s: %s", herald_text_deck_name (track), what);

  set_a11y_label (button, a11y);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (button), "herald-track", GUINT_TO_POINTER (track));
  g_signal_connect (button, "clicked", clicked, order);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  return button;
}

/**
 * herald_decks_dialog_new:
 * @game: a game whose position is being entered (herald_position_is_editable()), with
 *   digital progress cards
 *
 * The table enters the cards it knows on top of each progress card deck, from the top; the
 * rest of each deck stays in Herald's shuffled order.
 *
 * Returns: (transfer floating): a dialog with the response "arrange"
 */
AdwMessageDialog *
herald_decks_dialog_new (GtkWindow  *parent,
                         HeraldGame *game)
{
  DeckOrder *order = g_new0 (DeckOrder, 1);
  AdwMessageDialog *dialog;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  order->game = game;
  dialog = new_dialog (parent, _("Progress Card Decks"),
                       _("Enter the cards known to lie on top of a deck, from the top card down. The rest of the deck stays shuffled."));
  g_object_set_data_full (G_OBJECT (dialog), "herald-deck-order", order, g_free);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), herald_text_deck_name (t));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("On top"));
      order->clear[t] = deck_button (row, gtk_button_new_with_mnemonic (_("C_lear")), t, _("Clear"),
                                     G_CALLBACK (deck_clear_clicked_cb), order);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      order->top_rows[t] = ADW_ACTION_ROW (row);

      row = combo_row (_("Next card"), gtk_string_list_new (NULL));
      order->add[t] = deck_button (row, gtk_button_new_from_icon_name ("list-add-symbolic"), t,
                                   _("Add the next card"), G_CALLBACK (deck_add_clicked_cb), order);
      gtk_widget_set_tooltip_text (order->add[t], _("Add the next card"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      order->next[t] = ADW_COMBO_ROW (row);

      deck_order_update (order, t);
      gtk_box_append (GTK_BOX (box), group);
    }

  finish_form_dialog (dialog, box, "arrange", _("_Arrange"));

  return dialog;
}

/**
 * herald_decks_dialog_add_card:
 * @track: the deck
 * @card: a card of that deck that it still holds
 *
 * Enters @card as the next card from the top, as the dialog's add button does.
 *
 * Returns: %FALSE when the deck holds no further @card
 */
gboolean
herald_decks_dialog_add_card (AdwMessageDialog *dialog,
                              HeraldTrack       track,
                              HeraldCard        card)
{
  DeckOrder *order = g_object_get_data (G_OBJECT (dialog), "herald-deck-order");

  g_return_val_if_fail (order != NULL && track < HERALD_N_TRACKS, FALSE);

  for (guint i = 0; i < order->n_choices[track]; i++)
    if (order->choices[track][i] == card)
      {
        adw_combo_row_set_selected (order->next[track], i);
        deck_add_clicked_cb (order->add[track], order);
        return TRUE;
      }
  return FALSE;
}

/**
 * herald_decks_dialog_dup_start:
 *
 * The game's `start` (docs/save-format.md) with `decks` given in full: in each deck the cards
 * entered on top, then the rest in the order Herald had shuffled them. Start a new game from
 * it to apply it.
 *
 * Returns: (transfer full): the position
 */
JsonNode *
herald_decks_dialog_dup_start (AdwMessageDialog *dialog)
{
  DeckOrder *order = g_object_get_data (G_OBJECT (dialog), "herald-deck-order");
  const HeraldState *state = herald_game_get_state (order->game);
  JsonNode *start = json_node_copy (herald_game_get_start (order->game));
  JsonObject *decks = json_object_new ();

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      JsonArray *array = json_array_new ();
      guint8 rest[HERALD_MAX_DECK];
      guint n = state->n_deck[t];

      memcpy (rest, state->deck[t], n);
      for (guint i = 0; i < order->n_tops[t]; i++)
        {
          json_array_add_string_element (array, herald_card_to_id (order->tops[t][i]));
          /* the first copy left in Herald's order */
          for (guint k = 0; k < n; k++)
            if (rest[k] == order->tops[t][i])
              {
                memmove (rest + k, rest + k + 1, n - k - 1);
                n--;
                break;
              }
        }
      for (guint k = 0; k < n; k++)
        json_array_add_string_element (array, herald_card_to_id (rest[k]));
      json_object_set_array_member (decks, herald_track_to_string (t), array);
    }
  json_object_set_object_member (json_node_get_object (start), "decks", decks);

  return start;
}
