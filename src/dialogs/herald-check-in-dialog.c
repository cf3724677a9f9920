/* herald-check-in-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The attack check-in: before the battle the table confirms or corrects each player's
 * cities, walls and active knights and the metropolises (RULES.md A4.5, A17). */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-check-in-dialog.h"
#include "herald-dialog-util.h"
#include "herald-text.h"

struct _HeraldCheckInDialog
{
  AdwMessageDialog  parent_instance;

  HeraldGame       *game;
  guint             n_players;
  gboolean          fiesepeter;
  GtkSpinButton    *cities[HERALD_MAX_PLAYERS];
  GtkSpinButton    *walls[HERALD_MAX_PLAYERS];
  /* the walls under metropolises, for a player the engine asks about (N30-15), and their count
   * as the dialog opened */
  GtkSpinButton    *metropolis_walls[HERALD_MAX_PLAYERS];
  gint              before_metropolis_walls[HERALD_MAX_PLAYERS];
  GtkSwitch        *active[HERALD_MAX_PLAYERS][HERALD_MAX_KNIGHTS];
  GtkCheckButton   *fights[HERALD_MAX_PLAYERS][HERALD_MAX_KNIGHTS];
  GtkLabel         *summary;
  /* per track: the combo row of its metropolis holder ("Nobody", then the players who
   * could hold it) and the player of each item (-1: nobody) */
  AdwComboRow      *metropolis[HERALD_N_TRACKS];
  gint              holders[HERALD_N_TRACKS][HERALD_MAX_PLAYERS + 1];
  const char       *body;
  gboolean          focused;  /* the first focus was given (herald_check_in_dialog_focus ()) */
};

G_DEFINE_FINAL_TYPE (HeraldCheckInDialog, herald_check_in_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void check_in_validate_cb (HeraldCheckInDialog *self);

/* The first focus is the first player's cities, a count, where Space (the table's roll key,
 * pressed by habit) changes nothing (herald_dialog_watch_count ()): on the first field, a
 * metropolis's combo row, it opened the row's list (robust report 31, R31-11); given as
 * herald_dialog_focus_count_first () says. The verdict is read before it, with the dialog's
 * message. */
static gboolean
herald_check_in_dialog_focus (GtkWidget        *widget,
                              GtkDirectionType  direction)
{
  HeraldCheckInDialog *self = HERALD_CHECK_IN_DIALOG (widget);
  GtkEditable *count = self->cities[0] != NULL ? GTK_EDITABLE (self->cities[0]) : NULL;

  return herald_dialog_focus_count_first (widget, direction, count, &self->focused) ||
         GTK_WIDGET_CLASS (herald_check_in_dialog_parent_class)->focus (widget, direction);
}

static void
herald_check_in_dialog_class_init (HeraldCheckInDialogClass *klass)
{
  GTK_WIDGET_CLASS (klass)->focus = herald_check_in_dialog_focus;
}

static void
herald_check_in_dialog_init (HeraldCheckInDialog *self)
{
}

/* @row's only Tab stop is @control, which says the row's name and value (herald-a11y-lists.c
 * makes it so too, after the realizing): the row then its control were two stops (tester
 * report 30, N30-8). Set now, before any screen reader knows the row: made unfocusable once
 * shown, each row sent its states again, five more events to Orca as the landing's check
 * opened. */
static void
one_stop (GtkWidget *row,
          GtkWidget *control)
{
  /* not labelled by the row's title too: the first count was said twice (newcomer51-2) */
  herald_a11y_row_control (row, control);
  gtk_widget_set_focusable (row, FALSE);
}

/* The metropolises in the check-in: a row per track that someone holds or could hold
 * (level 4), to move or take away a metropolis the board has differently (A17) */
static GtkWidget *
check_in_metropolises (HeraldCheckInDialog *self)
{
  const HeraldState *state = herald_game_get_state (self->game);
  GtkWidget *group = adw_preferences_group_new ();
  gboolean any = FALSE;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Metropolises"));
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      GtkStringList *list = gtk_string_list_new (NULL);
      guint n = 0;
      GtkWidget *row;
      g_autofree char *a11y = NULL;

      /* the engine says who may hold it (A17.1, A17.4): nobody only while nobody is at
       * level 4, which Herald refused after Fight before */
      for (gint p = -1; p < (gint) self->n_players; p++)
        if (herald_game_may_hold_metropolis (self->game, t, p))
          {
            gtk_string_list_append (list, p < 0 ? _("Nobody") : herald_game_get_player_label (self->game, p));
            self->holders[t][n++] = p;
          }
      /* nothing to choose */
      if (n <= 1)
        {
          g_object_unref (list);
          continue;
        }

      row = herald_dialog_combo_row (herald_text_track_name (t), list);
      a11y = g_strdup_printf (_("Holds the %s metropolis"), herald_text_track_name (t));
      herald_dialog_set_a11y_label (row, a11y);
      for (guint i = 0; i < n; i++)
        if (self->holders[t][i] == state->metropolis[t])
          adw_combo_row_set_selected (ADW_COMBO_ROW (row), i);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->metropolis[t] = ADW_COMBO_ROW (row);
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

/* A19.1, A17.5, A7.5: a wall may stand under a metropolis, which is never pillaged, and
 * Herald is not told where walls go: for a player whose walls could stand under either kind
 * of city, the engine asks how many stand under metropolises (tester report 30, N30-15) */
static void
check_in_metropolis_walls_row (HeraldCheckInDialog *self,
                               GtkWidget           *group,
                               guint                player,
                               const char          *name)
{
  g_autofree char *a11y = NULL;

  if (!herald_game_check_in_asks_metropolis_walls (self->game, player))
    return;
  a11y = g_strdup_printf ("%s: %s", name, _("Walls under metropolises"));
  self->before_metropolis_walls[player] = herald_game_get_metropolis_walls (self->game, player);
  self->metropolis_walls[player] = herald_dialog_count_row (group, _("Walls under metropolises"),
                                                            _("The other walls stand under ordinary cities"),
                                                            a11y, HERALD_MAX_WALLS,
                                                            self->before_metropolis_walls[player]);
  /* one Tab stop, the count, which says the row's name and value (as the other rows, N30-8) */
  gtk_widget_set_focusable (gtk_widget_get_ancestor (GTK_WIDGET (self->metropolis_walls[player]),
                                                     ADW_TYPE_PREFERENCES_ROW),
                            FALSE);
  g_signal_connect_object (self->metropolis_walls[player], "value-changed", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);
  herald_dialog_watch_count (self->metropolis_walls[player], G_CALLBACK (check_in_validate_cb), self);
}

/* The walls under metropolises of @player's correction @c: written when changed, and when the
 * cities, walls or metropolises change while some stand under metropolises, which the engine
 * would otherwise place again under ordinary cities first (as Correct Pieces does). TRUE when
 * they changed. */
static gboolean
check_in_metropolis_walls_correction (HeraldCheckInDialog *self,
                                      guint                player,
                                      HeraldCorrection    *c)
{
  gint value;

  if (self->metropolis_walls[player] == NULL)
    return FALSE;
  value = gtk_spin_button_get_value_as_int (self->metropolis_walls[player]);
  if (value == self->before_metropolis_walls[player] &&
      (value == 0 || (c->cities == HERALD_UNSET && c->walls == HERALD_UNSET &&
                      c->metropolises == HERALD_UNSET)))
    return FALSE;
  c->metropolis_walls = value;
  return value != self->before_metropolis_walls[player];
}

/* Whether the walls under metropolises typed are whole numbers in their range; @error names
 * the first that is not */
static gboolean
check_in_metropolis_walls_valid (HeraldCheckInDialog  *self,
                                 GError              **error)
{
  for (guint p = 0; p < self->n_players; p++)
    if (self->metropolis_walls[p] != NULL && !herald_dialog_count_is_valid (self->metropolis_walls[p]))
      {
        double lower, upper;

        gtk_spin_button_get_range (self->metropolis_walls[p], &lower, &upper);
        g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                     _("%s’s walls under metropolises are a whole number from %d to %d"),
                     herald_text_player_name (self->game, p), (int) lower, (int) upper);
        return FALSE;
      }
  return TRUE;
}

/* The summary: the battle as the engine would fight it with the counts entered
 * (herald_game_forecast_check_in ()); none while they cannot all be made, as the body then
 * says why */
static gboolean
check_in_update (HeraldCheckInDialog *self,
                 const HeraldAction  *corrections,
                 guint                n_corrections,
                 GError             **error)
{
  HeraldAttackResult battle;
  guint8 commit[HERALD_MAX_PLAYERS];
  gboolean has_commit = herald_check_in_dialog_get_commit (self, commit);
  g_autofree char *text = NULL;

  if (!herald_game_forecast_check_in (self->game, corrections, n_corrections,
                                      has_commit ? commit : NULL, &battle, error))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
      return FALSE;
    }

  text = g_strdup_printf (_("Barbarians %u against knights %u: %s"), battle.barbarian_strength,
                          battle.knight_strength,
                          battle.catan_wins ? _("Catan would win") : _("the barbarians would win"));
  gtk_widget_set_visible (GTK_WIDGET (self->summary), TRUE);
  gtk_label_set_label (self->summary, text);
  /* read after the heading and the body as the dialog opens (herald-a11y.c): in the list under
   * the body, Orca never said it (newcomer report 12, item 7) */
  g_object_set_data_full (G_OBJECT (self), "herald-a11y-extra-text", g_steal_pointer (&text), g_free);
  return TRUE;
}

/* An active knight's row says what its switch says: switched off, it still said "Active"
 * under it (tester report 31, N31-5) */
/* A Fiesepeter knight's check box says whether it fights or is held back: its row's word, and
 * for a screen reader its checked state, its name ("Anna's strong knight fights") kept. A
 * toggle button before, its pressed state was not said by Orca: a knight held back was heard as
 * "… fights" (tester report 41, N41-9). */
static void
fights_toggled_cb (GtkCheckButton *button,
                   AdwActionRow   *row)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 gtk_check_button_get_active (button) ? _("Fights")
                                 /* Translators: a knight's button in the attack check-in with
                                  * Fiesepeter, off: the knight does not fight */
                                 : _("Held back"));
}

static void
knight_switched_cb (GtkSwitch    *toggle,
                    GParamSpec   *pspec,
                    AdwActionRow *row)
{
  /* Translators: under a knight switched off in the attack check-in (it will not fight) */
  adw_action_row_set_subtitle (row, gtk_switch_get_active (toggle) ? _("Active") : _("Inactive"));
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
HeraldCheckInDialog *
herald_check_in_dialog_new (GtkWindow  *parent,
                            HeraldGame *game)
{
  const HeraldState *state = herald_game_get_state (game);
  HeraldCheckInDialog *self = g_object_new (HERALD_TYPE_CHECK_IN_DIALOG, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *summary = gtk_label_new (NULL);

  self->game = game;
  self->n_players = herald_game_get_n_players (game);
  self->fiesepeter = herald_game_get_rules (game)->fiesepeter;

  self->body = self->fiesepeter
                ? _("Check every player’s pieces against the board, and choose the knights that fight. Knights cannot be activated now.")
                : _("Check every player’s pieces against the board before the battle. Knights cannot be activated now.");
  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, _("The Barbarians Land!"), self->body);

  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  /* centred as the message above it, on two lines too (tester report 48, N48-5: left-aligned
   * in a centred block under a centred paragraph) */
  gtk_label_set_justify (GTK_LABEL (summary), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (summary, "heading");
  gtk_box_append (GTK_BOX (box), summary);
  self->summary = GTK_LABEL (summary);

  {
    GtkWidget *metropolises = check_in_metropolises (self);

    if (metropolises != NULL)
      gtk_box_append (GTK_BOX (box), metropolises);
  }

  for (guint p = 0; p < self->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];
      const char *name = herald_game_get_player_label (game, p);
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *row;
      GtkWidget *spin;
      guint walls = herald_game_get_walls (game, p);
      g_autofree char *a11y = NULL;

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
      herald_dialog_set_a11y_label (spin, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      one_stop (row, spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->cities[p] = GTK_SPIN_BUTTON (spin);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("City walls"));
      spin = gtk_spin_button_new_with_range (0, HERALD_MAX_WALLS, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), walls);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      g_free (a11y);
      a11y = g_strdup_printf (_("%s’s city walls"), name);
      herald_dialog_set_a11y_label (spin, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      one_stop (row, spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->walls[p] = GTK_SPIN_BUTTON (spin);
      check_in_metropolis_walls_row (self, group, p, name);

      for (guint k = 0; k < ps->n_knights; k++)
        {
          GtkWidget *toggle = gtk_switch_new ();
          g_autofree char *knight_a11y = NULL;
          guint nth = 0;
          guint n_alike = herald_text_knight_place (ps, k, &nth);
          g_autofree char *knight_words = herald_text_knight_of_kind (ps->knights[k].level, nth, n_alike);
          g_autoptr(GError) why = NULL;

          row = adw_action_row_new ();
          /* its subtitle may be the engine's words: as written, not markup */
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_text_knight_name (ps->knights[k].level));
          /* an inactive knight's switch is off and cannot move; the row says why, in the
           * engine's words (A4.5): it looked like any other switch, the reason two
           * paragraphs up (tester report 25, N25-8) */
          if (herald_game_check_in_knight_may_be_active (self->game, p, k, &why))
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Active"));
          else
            {
              g_autofree char *reason = herald_text_refusal (self->game, why->message);
              /* Translators: under an inactive knight in the attack check-in: why its switch
               * cannot be turned on ("a knight cannot be activated once the barbarians land") */
              g_autofree char *subtitle = g_strdup_printf (_("Inactive — %s"), reason);

              adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
            }
          gtk_switch_set_active (GTK_SWITCH (toggle), ps->knights[k].active);
          gtk_widget_set_sensitive (toggle, ps->knights[k].active);
          gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
          /* its name for screen readers, as the player card's knight ("Anna’s mighty knight,
           * active"), followed by the switch's state: "… is active" was heard with "not
           * checked" for an inactive knight (tester report 36, N36-7) */
          knight_a11y = g_strdup_printf (_("%s’s %s, active"), name, knight_words);
          herald_dialog_set_a11y_label (toggle, knight_a11y);
          self->active[p][k] = GTK_SWITCH (toggle);

          adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
          /* one Tab stop per knight (N30-8): an active knight's is its switch, which says
           * its name and state; an inactive knight's switch cannot move and is no stop, so
           * its row is, and says why ("Inactive — …") */
          if (ps->knights[k].active)
            {
              one_stop (row, toggle);
              g_signal_connect_object (toggle, "notify::active", G_CALLBACK (knight_switched_cb), row, 0);
            }
          else
            {
              /* the row is the stop: named as the card names the knight, whose it is and its
               * state ("Anna’s basic knight, inactive"), then the engine's reason alone; it was
               * heard as "Basic knight", no owner (tester report 45, N45-6). The reason is in
               * its name, not its description: GTK sends a description set before the row has
               * a screen-reader object again with the row's focus, and Orca read the reason
               * twice, the second time as a description that changed (N45-6's follow-up) */
              g_autofree char *row_a11y = g_strdup_printf (_("%s’s %s, inactive"), name, knight_words);
              g_autofree char *reason = why != NULL ? herald_text_refusal (self->game, why->message) : NULL;

              if (reason != NULL)
                {
                  /* Translators: an inactive knight's row in the attack check-in, for screen
                   * readers: "Anna’s basic knight, inactive" and why ("a knight cannot be
                   * activated once the barbarians land") */
                  g_autofree char *named = g_strdup_printf (_("%s: %s"), row_a11y, reason);

                  g_free (row_a11y);
                  row_a11y = g_steal_pointer (&named);
                  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
                }
              herald_dialog_set_a11y_label (row, row_a11y);
            }
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);

          /* with Fiesepeter an active knight may be held back: a row of its own under the
           * knight's, its word the row's title. Beside the switch, the check box and its word
           * left the knight's name a column a letter wide on a phone ("C-a-v-al-ie-re",
           * tester report 42, N42-4) */
          if (self->fiesepeter && ps->knights[k].active)
            {
              GtkWidget *fights = gtk_check_button_new ();
              GtkWidget *fights_row = adw_action_row_new ();
              g_autofree char *fights_a11y = g_strdup_printf (_("%s’s %s fights"), name, knight_words);

              gtk_check_button_set_active (GTK_CHECK_BUTTON (fights), TRUE);
              gtk_widget_set_valign (fights, GTK_ALIGN_CENTER);
              herald_dialog_set_a11y_label (fights, fights_a11y);
              gtk_widget_add_css_class (fights_row, "herald-knight-fights");
              adw_action_row_add_suffix (ADW_ACTION_ROW (fights_row), fights);
              fights_toggled_cb (GTK_CHECK_BUTTON (fights), ADW_ACTION_ROW (fights_row));
              /* the word says whether it fights: held back, it still read "Fights", only a
               * lighter grey (tester32, N32-8); its name stays */
              g_signal_connect_object (fights, "toggled", G_CALLBACK (fights_toggled_cb), fights_row, 0);
              g_signal_connect_object (fights, "toggled", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);
              one_stop (fights_row, fights);
              /* a knight switched off does not fight, held back or not */
              g_object_bind_property (toggle, "active", fights_row, "sensitive", G_BINDING_SYNC_CREATE);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), fights_row);
              self->fights[p][k] = GTK_CHECK_BUTTON (fights);
            }
        }

      gtk_box_append (GTK_BOX (box), group);
    }

  /* the body scrolls with the counts: above them, it left them a strip on a phone at text
   * scale 1.5 (issue 11); a refusal shows above them, in view */
  herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), herald_dialog_scroll_body (ADW_MESSAGE_DIALOG (self), box),
                             "attack", _("_Fight"));
  /* it leaves the fight for later (Roll becomes Fight the Barbarians…), as Give the Device's
   * Later does: "Cancel" read as if it called the attack off (newcomer51-4) */
  adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "cancel", _("_Later"));

  for (guint p = 0; p < self->n_players; p++)
    {
      g_signal_connect_object (self->cities[p], "value-changed", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->walls[p], "value-changed", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);
      herald_dialog_watch_count (self->cities[p], G_CALLBACK (check_in_validate_cb), self);
      herald_dialog_watch_count (self->walls[p], G_CALLBACK (check_in_validate_cb), self);
      for (guint k = 0; k < HERALD_MAX_KNIGHTS; k++)
        if (self->active[p][k] != NULL)
          g_signal_connect_object (self->active[p][k], "notify::active", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);
    }
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (self->metropolis[t] != NULL)
      g_signal_connect_object (self->metropolis[t], "notify::selected", G_CALLBACK (check_in_validate_cb), self, G_CONNECT_SWAPPED);

  check_in_validate_cb (self);
  /* a count changed: the new outcome is said after the count (newcomer report 13, N-6) */
  herald_a11y_live_label (self->summary);

  herald_dialog_leave_wheel (GTK_WIDGET (self));
  return self;
}

/**
 * herald_check_in_dialog_get_corrections:
 * @actions: (out caller-allocates) (array fixed-size=6): the `correct` actions
 *
 * Returns: how many players were corrected
 */
guint
herald_check_in_dialog_get_corrections (HeraldCheckInDialog *self,
                                        HeraldAction     *actions)
{
  
  const HeraldState *state = herald_game_get_state (self->game);
  gint holder[HERALD_N_TRACKS];
  guint n = 0;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint i = self->metropolis[t] != NULL ? adw_combo_row_get_selected (self->metropolis[t])
                                             : GTK_INVALID_LIST_POSITION;

      holder[t] = i <= HERALD_MAX_PLAYERS ? self->holders[t][i] : state->metropolis[t];
    }

  for (guint p = 0; p < self->n_players; p++)
    {
      const HeraldPlayerState *ps = &state->players[p];
      HeraldAction *action = &actions[n];
      gboolean changed = FALSE;
      guint cities = gtk_spin_button_get_value_as_int (self->cities[p]);
      guint walls = gtk_spin_button_get_value_as_int (self->walls[p]);
      guint old_walls = herald_game_get_walls (self->game, p);
      gboolean knights_changed = FALSE;

      herald_action_init (action, HERALD_ACTION_CORRECT, p);
      if (cities != ps->n_cities)
        {
          action->correction.cities = cities;
          changed = TRUE;
        }
      if (walls != old_walls)
        {
          /* as entered: the engine refuses walls without a city, and the dialog says why */
          action->correction.walls = walls;
          changed = TRUE;
        }
      for (guint k = 0; k < ps->n_knights; k++)
        {
          gboolean active = gtk_switch_get_active (self->active[p][k]);

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

        /* a metropolis that moves to another player stays in this player's set: the new
         * holder's correction takes it (A17.4 moves it), so that no correction leaves a player
         * at level 4 with nobody holding it, which the engine refuses (A17.1) */
        for (guint t = 0; t < HERALD_N_TRACKS; t++)
          {
            gboolean holds = state->metropolis[t] == (gint) p;

            before |= holds ? 1 << t : 0;
            after |= holder[t] == (gint) p || (holds && holder[t] >= 0) ? 1 << t : 0;
          }
        if (before != after)
          {
            action->correction.metropolises = after;
            changed = TRUE;
          }
      }

      changed |= check_in_metropolis_walls_correction (self, p, &action->correction);
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
herald_check_in_dialog_check (HeraldCheckInDialog  *self,
                              GError              **error)
{
  HeraldAction corrections[HERALD_MAX_PLAYERS];
  guint n = herald_check_in_dialog_get_corrections (self, corrections);

  return herald_game_check_all (self->game, corrections, n, error);
}

/* Fight is offered only for corrections that can all be made; otherwise the dialog says why,
 * and keeps what the table entered */
static void
check_in_validate_cb (HeraldCheckInDialog *self)
{
  
  g_autoptr(GError) error = NULL;
  gboolean counts = TRUE;
  gboolean ok;

  /* every count typed is a whole number in its range (each one is marked); the message
   * names the first that is not */
  for (guint p = 0; p < self->n_players; p++)
    {
      GtkSpinButton *spins[] = { self->cities[p], self->walls[p] };

      for (guint i = 0; i < G_N_ELEMENTS (spins); i++)
        if (!herald_dialog_count_is_valid (spins[i]) && counts)
          {
            const char *name = herald_text_player_name (self->game, p);
            double lower, upper;

            counts = FALSE;
            gtk_spin_button_get_range (spins[i], &lower, &upper);
            g_set_error (&error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                         i == 0 ? _("%s’s cities are a whole number from %d to %d")
                                : _("%s’s city walls are a whole number from %d to %d"),
                         name, (int) lower, (int) upper);
          }
    }
  if (counts)
    counts = check_in_metropolis_walls_valid (self, &error);
  if (counts)
    {
      HeraldAction corrections[HERALD_MAX_PLAYERS];
      guint n = herald_check_in_dialog_get_corrections (self, corrections);

      ok = check_in_update (self, corrections, n, &error);
    }
  else
    {
      gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
      ok = FALSE;
    }

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "attack", ok);
  if (ok)
    {
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), self->body);
      herald_dialog_set_form_refusal (ADW_MESSAGE_DIALOG (self), NULL);
    }
  else
    {
      /* the engine's words name players: a right-to-left name isolated, as in the toasts
       * (the counts' own message isolates its name already) */
      g_autofree char *why = counts ? herald_text_refusal (self->game, error->message) : g_strdup (error->message);
      g_autofree char *text = g_strdup_printf (_("Not possible: %s"), why);

      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), text);
      /* said as it comes, and again at Ctrl+Return (issue 11) */
      herald_dialog_set_form_refusal (ADW_MESSAGE_DIALOG (self), text);
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
herald_check_in_dialog_get_commit (HeraldCheckInDialog *self,
                                   guint8           *commit)
{
  
  const HeraldState *state = herald_game_get_state (self->game);

  if (!self->fiesepeter)
    return FALSE;

  memset (commit, 0, HERALD_MAX_PLAYERS);
  for (guint p = 0; p < self->n_players; p++)
    for (guint k = 0; k < state->players[p].n_knights; k++)
      if (self->fights[p][k] != NULL && gtk_check_button_get_active (self->fights[p][k]) &&
          gtk_switch_get_active (self->active[p][k]))
        commit[p] |= 1 << k;

  return TRUE;
}
