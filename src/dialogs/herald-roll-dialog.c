/* herald-roll-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Entering dice: the three dice a table rolled, or the red and white die the Alchemist
 * chooses. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-focus.h"
#include "herald-roll-dialog.h"
#include "herald-text.h"
#include "herald-style.h"

struct _HeraldRollDialog
{
  AdwMessageDialog      parent_instance;

  HeraldRollDialogMode  mode;
  GtkToggleButton      *event[4];
  GtkToggleButton      *red[6];
  GtkToggleButton      *white[6];
  gboolean              with_event;
  HeraldGame           *game;   /* not owned: the window's, which outlives its dialogs */
  char                 *body;
};

G_DEFINE_FINAL_TYPE (HeraldRollDialog, herald_roll_dialog, ADW_TYPE_MESSAGE_DIALOG)

static gint
picked (GtkToggleButton **buttons,
        guint             n)
{
  for (guint i = 0; i < n; i++)
    if (buttons[i] != NULL && gtk_toggle_button_get_active (buttons[i]))
      return i;

  return -1;
}

/* Whether the engine takes a roll of the dice chosen, as the window's response makes it:
 * Herald rolls the Alchemist's event die, which the dialog does not know yet (the one it
 * holds for this point of the game, or any). Refused, for one: a 7 set with the Alchemist in
 * the easy start's first two rounds (RULES.md B.4 c), entered dice where Herald already
 * rolled those of this roll (A3.2, herald_game_check_entered_roll ()). */
static gboolean
check_dice (HeraldRollDialog  *self,
            GError           **error)
{
  HeraldAction action;

  herald_action_init (&action, HERALD_ACTION_ROLL, herald_game_get_state (self->game)->current);
  if (!herald_roll_dialog_get_roll (self, &action.roll))
    return TRUE;
  /* Herald rolls the event die after: the roll herald_session_draw_alchemist_roll () makes */
  if (self->mode == HERALD_ROLL_DIALOG_ALCHEMIST)
    return herald_game_check_alchemist_roll (self->game, action.roll.red, action.roll.white, NULL, error);
  if (!herald_game_check_entered_roll (self->game, &action.roll, error))
    return FALSE;
  return herald_game_check (self->game, &action, error);
}

/* What Ctrl+Return says while a die is not chosen: the first of them, top down
 * (herald_dialog_set_form_missing (): it did nothing, in silence, N46-3) */
static void
set_missing (HeraldRollDialog *self)
{
  const char *missing = NULL;

  if (self->with_event && picked (self->event, 4) < 0)
    missing = _("Choose the event die first");
  else if (picked (self->red, 6) < 0)
    missing = _("Choose the red die first");
  else if (picked (self->white, 6) < 0)
    missing = _("Choose the white die first");
  herald_dialog_set_form_missing (ADW_MESSAGE_DIALOG (self), missing);
}

/* Roll is on once every die is chosen and the engine takes the roll; refused, the dialog
 * says why under its words and Roll is off, the dice kept: it closed and a toast refused the
 * Alchemist's 7 in the easy start, the dice to be chosen again (tester report 41, N41-4) */
static void
toggled_cb (HeraldRollDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  if (self->with_event && picked (self->event, 4) < 0)
    ok = FALSE;
  if (picked (self->red, 6) < 0 || picked (self->white, 6) < 0)
    ok = FALSE;

  if (ok && !check_dice (self, &error))
    {
      g_autofree char *why = herald_text_refusal (self->game, error->message);
      g_autofree char *refusal = g_strdup_printf (_("Not possible: %s"), why);

      ok = FALSE;
      /* above the dice, in view, the dialog's own words staying with them in what scrolls
       * (herald_dialog_scroll_body ()), as the check-in shows its refusals */
      adw_message_dialog_set_body (dialog, refusal);
      herald_dialog_set_form_refusal (dialog, refusal);
    }
  else if (g_strcmp0 (adw_message_dialog_get_body (dialog), self->body) != 0)
    {
      adw_message_dialog_set_body (dialog, self->body);
      herald_dialog_set_form_refusal (dialog, NULL);
    }
  adw_message_dialog_set_response_enabled (dialog, "roll", ok);
  set_missing (self);
}

static gboolean
first_focus_cb (HeraldRollDialog *self)
{
  GtkToggleButton **die = self->with_event ? self->event : self->red;

  if (g_object_get_data (G_OBJECT (self), "herald-first-focus") != NULL ||
      !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  g_object_set_data (G_OBJECT (self), "herald-first-focus", GINT_TO_POINTER (TRUE));
  /* the die's one Tab stop: its chosen face, or its first; its states told first, for Orca
   * to say its state once ("Ship. not selected radio button", then "not selected" again:
   * issue 11) */
  for (guint i = 0; i < (self->with_event ? 4u : 6u); i++)
    if (gtk_widget_get_can_focus (GTK_WIDGET (die[i])))
      {
        herald_focus_tell_states (GTK_WIDGET (die[i]));
        gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (die[i]));
        return TRUE;
      }
  return FALSE;
}

/* libadwaita gives a message dialog its first focus by "move-focus" as it maps, the window
 * mapped: the die's Tab stop takes it instead (first_focus_cb ()) */
static void
first_move_cb (HeraldRollDialog *self)
{
  if (first_focus_cb (self))
    g_signal_stop_emission_by_name (self, "move-focus");
}

/* a dialog shown with a focus already (none moved by "move-focus") */
static void
first_map_cb (HeraldRollDialog *self)
{
  first_focus_cb (self);
}

static gboolean
face_tooltip_cb (GtkWidget  *button,
                 int         x,
                 int         y,
                 gboolean    keyboard,
                 GtkTooltip *tooltip)
{
  gtk_tooltip_set_text (tooltip, g_object_get_data (G_OBJECT (button), "herald-face-tooltip"));
  return TRUE;
}

/* A check mark shown while @button is the chosen face: the chosen face was told by its fill
 * (a little darker for an event, in high contrast too), its edge and bold text, hard to see
 * (newcomer report 15, N15-15); not read by screen readers, which hear the face checked */
static gboolean
active_to_opacity (GBinding     *binding,
                   const GValue *from,
                   GValue       *to,
                   gpointer      data)
{
  g_value_set_double (to, g_value_get_boolean (from) ? 1.0 : 0.0);
  return TRUE;
}

/* (its room kept while it is hidden: an event's name stays where it is as it is chosen) */
static GtkWidget *
face_mark_new (GtkWidget *button)
{
  GtkWidget *mark = g_object_new (GTK_TYPE_IMAGE, "icon-name", "object-select-symbolic",
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                  "can-target", FALSE, NULL);

  gtk_widget_add_css_class (mark, "face-mark");
  g_object_bind_property_full (button, "active", mark, "opacity", G_BINDING_SYNC_CREATE,
                               active_to_opacity, NULL, NULL, NULL);
  return mark;
}

/* @button (a face with a number) with its check mark in its top right corner, over it: the
 * faces keep their width on a phone */
static GtkWidget *
face_with_mark (GtkWidget *button)
{
  GtkWidget *overlay = gtk_overlay_new ();
  GtkWidget *mark = face_mark_new (button);

  gtk_overlay_set_child (GTK_OVERLAY (overlay), button);
  gtk_widget_set_halign (mark, GTK_ALIGN_END);
  gtk_widget_set_valign (mark, GTK_ALIGN_START);
  gtk_widget_set_margin_top (mark, 2);
  gtk_widget_set_margin_end (mark, 2);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), mark);
  return overlay;
}

/* Return on a face chooses it and says so: Orca 43 says a radio button's new state only
 * after Space, and a face chosen by Return was silent while its check mark showed (tester
 * report 30, N30-12). Space and the arrow keys are said by Orca itself (herald_focus_radio_group
 * ()); Return in any of the three dice is said by Herald, the same words for each. */
static gboolean
face_return_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                const char            *name)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  g_autofree char *said = NULL;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0
      || (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter))
    return FALSE;

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  /* Translators: said by a screen reader as a die's face is chosen with Return in Enter
   * Dice, e.g. “Ship selected”, “Red 3 selected” */
  said = g_strdup_printf (_("%s selected"), name);
  herald_a11y_announce (said);
  return TRUE;
}

static void
free_name (gpointer  data,
           GClosure *closure)
{
  g_free (data);
}

/* @button, a face named @name, chosen by Return too (face_return_cb ()) */
static void
face_keys (GtkWidget  *button,
           const char *name)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  /* before the button's own Return, which clicks it silently */
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);

  g_signal_connect_data (keys, "key-pressed", G_CALLBACK (face_return_cb), g_strdup (name),
                         free_name, 0);
  gtk_widget_add_controller (button, keys);
}

static GtkWidget *
picker_row (HeraldRollDialog  *self,
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
      /* a radio button for screen readers, checked or not (herald-a11y.c, update_choice ()) */
      GtkWidget *button = g_object_new (GTK_TYPE_TOGGLE_BUTTON, "label", text,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO, NULL);

      gtk_widget_add_css_class (button, "die-choice");
      gtk_widget_add_css_class (button, css);
      herald_dialog_set_a11y_label (button, a11y);
      face_keys (button, a11y);
      /* the tooltip made as it shows: set with gtk_widget_set_tooltip_text () it is the
       * face's description too, "Red 3" after the name "Red 3", and GTK 4.8 sends a face's
       * description again with each change of its state (issue 11) */
      g_object_set_data_full (G_OBJECT (button), "herald-face-tooltip", g_strdup (a11y), g_free);
      g_signal_connect (button, "query-tooltip", G_CALLBACK (face_tooltip_cb), NULL);
      gtk_widget_set_has_tooltip (button, TRUE);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), buttons[0]);
      g_signal_connect_object (button, "toggled", G_CALLBACK (toggled_cb), self, G_CONNECT_SWAPPED);
      gtk_box_append (GTK_BOX (row), face_with_mark (button));
      buttons[i] = GTK_TOGGLE_BUTTON (button);
    }
  /* one Tab stop per die, its faces chosen with the arrow keys */
  herald_focus_radio_group (buttons, n);

  gtk_box_append (GTK_BOX (box), row);

  return box;
}

static void
herald_roll_dialog_finalize (GObject *object)
{
  HeraldRollDialog *self = HERALD_ROLL_DIALOG (object);

  g_free (self->body);
  G_OBJECT_CLASS (herald_roll_dialog_parent_class)->finalize (object);
}

static void
herald_roll_dialog_class_init (HeraldRollDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = herald_roll_dialog_finalize;
}

static void
herald_roll_dialog_init (HeraldRollDialog *self)
{
  /* its faces' rules are the table's (style-table.css) */
  herald_style_ensure_table ();
}

/**
 * herald_roll_dialog_new:
 * @parent: (nullable): the window
 * @game: the game; the dialog names its current player
 * @mode: which dice the table enters
 *
 * Returns: (transfer floating): a dialog with the response "roll"
 */
HeraldRollDialog *
herald_roll_dialog_new (GtkWindow            *parent,
                        HeraldGame           *game,
                        HeraldRollDialogMode  mode)
{
  const HeraldState *state = herald_game_get_state (game);
  const char *name = herald_text_player_name (game, state->current);
  HeraldRollDialog *self = g_object_new (HERALD_TYPE_ROLL_DIALOG, NULL);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autofree char *body = NULL;

  self->mode = mode;
  self->with_event = mode != HERALD_ROLL_DIALOG_ALCHEMIST;
  self->game = game;

  if (mode == HERALD_ROLL_DIALOG_ENTER)
    body = g_strdup_printf (_("Enter the three dice %s rolled."), name);
  else if (mode == HERALD_ROLL_DIALOG_ALCHEMIST)
    body = g_strdup_printf (_("%s plays the Alchemist and chooses the red and the white die. Herald rolls the event die."), name);
  else
    body = g_strdup_printf (_("%s plays the Alchemist and chooses the red and the white die, then rolls the event die."), name);

  herald_dialog_init (dialog, parent, mode == HERALD_ROLL_DIALOG_ENTER ? _("Enter Dice") : _("Alchemist"), body);
  self->body = g_steal_pointer (&body);

  if (self->with_event)
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
          GtkWidget *button = g_object_new (GTK_TYPE_TOGGLE_BUTTON, "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO, NULL);
          GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
          GtkWidget *image = gtk_image_new_from_icon_name (herald_text_event_icon (e));
          GtkWidget *text = gtk_label_new (herald_text_event_name (e));

          /* on a phone at text scale 1.5 two "Science gate" side by side are wider than the
           * dialog: the name wraps rather than running over its button's edge (issue 11) */
          gtk_label_set_wrap (GTK_LABEL (text), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD);
          gtk_label_set_width_chars (GTK_LABEL (text), 4);
          gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
          /* the name takes the button's width beside the icon, centred in it: with the two
           * centred as a group, GTK gave the name the width it needs for the height of a
           * wrapped one and broke it as "Politic-s gate" */
          gtk_widget_set_hexpand (text, TRUE);
          gtk_widget_set_margin_start (content, 8);
          gtk_widget_set_margin_end (content, 8);
          gtk_box_append (GTK_BOX (content), image);
          gtk_box_append (GTK_BOX (content), text);
          gtk_box_append (GTK_BOX (content), face_mark_new (button));
          gtk_button_set_child (GTK_BUTTON (button), content);
          gtk_widget_add_css_class (button, "die-choice");
          herald_dialog_set_a11y_label (button, herald_text_event_name (e));
          face_keys (button, herald_text_event_name (e));
          if (e > 0)
            gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), self->event[0]);
          g_signal_connect_object (button, "toggled", G_CALLBACK (toggled_cb), self, G_CONNECT_SWAPPED);
          /* one under the other: two side by side asked for 352 px in Romanian at text scale
           * 1.5 ("Poarta comerțului"), 368 in Italian, where a phone's dialog has 300
           * (newcomer report 13, N-1) */
          gtk_grid_attach (GTK_GRID (grid), button, 0, e, 1, 1);
          self->event[e] = GTK_TOGGLE_BUTTON (button);
        }
      herald_focus_radio_group (self->event, 4);
      gtk_box_append (GTK_BOX (event_box), grid);
      gtk_box_append (GTK_BOX (box), event_box);
    }

  gtk_box_append (GTK_BOX (box), picker_row (self, _("Red die"), self->red, 6, "die-red", _("Red %u")));
  gtk_box_append (GTK_BOX (box), picker_row (self, _("White die"), self->white, 6, "die-white", _("White %u")));

  /* the body and the dice scroll under the heading, the responses in view: in Danish at text
   * scale 1.5, with a long name, the dialog was taller than a phone's window, its responses
   * below it (newcomer report 22, N22-15) */
  herald_dialog_finish_form (dialog, herald_dialog_scroll_body (dialog, box), "roll",
                             mode == HERALD_ROLL_DIALOG_ENTER ? _("_Enter") : _("_Roll"));
  adw_message_dialog_set_response_enabled (dialog, "roll", FALSE);
  set_missing (self);
  /* the first die has the focus as the dialog opens: Orca found no focused control */
  g_signal_connect (self, "move-focus", G_CALLBACK (first_move_cb), NULL);
  g_signal_connect (self, "map", G_CALLBACK (first_map_cb), NULL);

  return self;
}

HeraldRollDialogMode
herald_roll_dialog_get_mode (HeraldRollDialog *self)
{
  g_return_val_if_fail (HERALD_IS_ROLL_DIALOG (self), HERALD_ROLL_DIALOG_ENTER);

  return self->mode;
}

/**
 * herald_roll_dialog_get_roll:
 * @roll: (out caller-allocates): the dice chosen; the event is ship when not entered, and
 *   `alchemist` is set for the Alchemist's modes
 *
 * Returns: %TRUE when every die was chosen
 */
gboolean
herald_roll_dialog_get_roll (HeraldRollDialog *self,
                             HeraldRoll       *roll)
{
  gint event, red, white;

  g_return_val_if_fail (HERALD_IS_ROLL_DIALOG (self), FALSE);

  event = self->with_event ? picked (self->event, 4) : 0;
  red = picked (self->red, 6);
  white = picked (self->white, 6);
  if (event < 0 || red < 0 || white < 0)
    return FALSE;

  roll->event = event;
  roll->red = red + 1;
  roll->white = white + 1;
  roll->alchemist = self->mode != HERALD_ROLL_DIALOG_ENTER;
  /* the table's dice, typed (only the Alchemist's event die is Herald's) */
  roll->entered = self->mode != HERALD_ROLL_DIALOG_ALCHEMIST;

  return TRUE;
}
