/* herald-window-refusals.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window's turn controls say when they are off (herald_window_update_actions ()):
 * the engine's reason, and the game's length limit said once; and the actions' states given
 * to GTK only as they change. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/**
 * herald_window_update_room:
 * @self: a window
 * @playing: whether the window's game is being played here (not over, not only looked at)
 *
 * A game as long as a saved game can be takes no further step (the engine's limit,
 * herald_game_check_room ()): every step's control is off and says so, and the limit is said
 * once, in a toast a screen reader reads, as the game reaches it or is opened at it, and again
 * only after an undo made room (verify report 12, V12-3).
 *
 * Returns: whether the game has room for a further step (%TRUE when not @playing)
 */
gboolean
herald_window_update_room (HeraldWindow *self,
                           gboolean      playing)
{
  g_autoptr(GError) why = NULL;
  gboolean room = !playing || herald_game_check_room (herald_window_get_game (self), 1, 0, 0, &why);

  if (room)
    self->told_full = FALSE;
  else if (!self->told_full)
    {
      self->told_full = TRUE;
      herald_window_toast_refusal (self, why);
    }
  return room;
}

/**
 * herald_window_end_turn_action:
 * @self: a window with a game
 * @action: (out caller-allocates): the step End Turn and Ctrl+Return take now
 *
 * The end of the current turn, or in the 5–6 special build phase (RULES.md A22.3) the end of
 * the special builder's part of it, as the focused button says: both keys take the same step.
 */
void
herald_window_end_turn_action (HeraldWindow *self,
                               HeraldAction *action)
{
  const HeraldState *state = herald_window_get_state (self);

  if (state->phase == HERALD_PHASE_SPECIAL_BUILD)
    herald_action_init (action, HERALD_ACTION_END_SPECIAL_BUILD, state->special_builder);
  else
    herald_action_init (action, HERALD_ACTION_END_TURN, state->current);
}

/* Whether the engine takes End Turn's step now */
static gboolean
check_end_turn (HeraldWindow  *self,
                GError       **error)
{
  HeraldAction end;

  herald_window_end_turn_action (self, &end);
  return herald_game_check (herald_window_get_game (self), &end, error);
}

/* A turn's step key refused: the engine's reason in a toast, the players' right-to-left names
 * isolated, with Choose… where a decision put off is what it waits for */
static void
toast_key_refusal (HeraldWindow *self,
                   const GError *why)
{
  g_autofree char *message = herald_text_refusal (herald_window_get_game (self), why->message);
  g_autofree char *text = herald_text_sentence (message);

  herald_window_toast_decision_refusal (self, text);
}

/**
 * herald_window_ask_end_turn:
 * @self: a window
 * @key: whether Ctrl+Return asked (else End Turn's button, a tap or a screen reader's action:
 *   `game.end-turn`)
 *
 * End Turn asked, the one place that decides what it does now. What the turn waits for first:
 * a decision still pending opens (one put off with Later); a fifth card held through the own
 * turn (RULES.md A12.3) opens the card's put-back, from the key too (tester report 41, N41-7:
 * the key gave only a toast). Else the step (herald_window_end_turn_action ()). The key, which
 * comes also where End Turn is off, says the engine's refusal in a toast (issue 11), with
 * Choose… where a decision put off is what it waits for (newcomer report 28, N28-9), except
 * where the turn waits for the put-back.
 */
void
herald_window_ask_end_turn (HeraldWindow *self,
                            gboolean      key)
{
  const HeraldState *state = herald_window_get_state (self);
  g_autoptr(GError) why = NULL;
  gboolean over;
  HeraldAction action;

  if (state == NULL || self->dialog != NULL)
    return;
  over = herald_game_get_cards_over_limit (herald_window_get_game (self), state->current) > 0;
  if (key && !over && !check_end_turn (self, &why) && why != NULL)
    {
      toast_key_refusal (self, why);
      return;
    }
  if (self->actions_enabled[HERALD_WINDOW_ACTION_END_TURN] != 2)
    return;
  if (state->n_pending > 0)
    {
      self->pending_dismissed = FALSE;
      herald_window_process_interactions (self);
      return;
    }
  if (over)
    {
      herald_window_ask_privacy (self, state->current, TRUE);
      return;
    }
  herald_window_end_turn_action (self, &action);
  herald_window_perform (self, &action, FALSE);
}

/**
 * herald_window_step_key_cb:
 * @widget: the window
 * @args: the action the key is for, "game.roll", "game.enter-roll" or "game.end-turn" (a
 *   string)
 * @user_data: unused
 *
 * A #GtkShortcutFunc for the keys of a turn's steps (Space and Ctrl+R roll, Ctrl+D enters the
 * dice, Ctrl+Return ends the turn, herald_window_ask_end_turn ()): where the engine takes the
 * step, the action is activated; where it refuses it, its reason is said in a toast (which
 * screen readers read), as a button pressed would be refused. A key for a step that was off
 * did nothing at all: a blind player pressing Ctrl+Return before the roll, or Space twice,
 * heard nothing (issue 11); nor Ctrl+D after the roll (tester report 45, N45-4).
 *
 * Returns: %TRUE when the key was used (a game is shown); %FALSE lets it go on
 */
gboolean
herald_window_step_key_cb (GtkWidget *widget,
                           GVariant  *args,
                           gpointer   user_data)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const char *action = g_variant_get_string (args, NULL);
  g_autoptr(GError) why = NULL;

  if (herald_window_get_state (self) == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") != 0)
    return FALSE;
  if (strcmp (action, "game.end-turn") == 0)
    {
      herald_window_ask_end_turn (self, TRUE);
      return TRUE;
    }
  if (strcmp (action, "game.enter-roll") == 0)
    {
      /* on where Herald's Roll is off too (the dice of a landing typed before: N43-7); off,
       * the turn's refusal (rolled already), else the one of dice entered (rolled by Herald) */
      if (self->actions_enabled[HERALD_WINDOW_ACTION_ENTER_ROLL] == 2 ||
          (herald_session_check_roll (self->session, &why) &&
           herald_game_check_entered_roll (herald_window_get_game (self), NULL, &why)) || why == NULL)
        return gtk_widget_activate_action (widget, action, NULL);
      toast_key_refusal (self, why);
      return TRUE;
    }
  if (herald_session_check_roll (self->session, &why) || why == NULL)
    return gtk_widget_activate_action (widget, action, NULL);
  toast_key_refusal (self, why);
  return TRUE;
}

/**
 * herald_window_update_end_turn:
 * @self: a window
 * @enabled: whether End Turn is on
 * @playing: whether the window's game is being played here
 * @left: whether End Turn, turned off, had the focus until the step gave it to Roll
 *   (herald_window_give_roll_early ()): its refusal waits as if it had lost the focus to
 *   nothing (herald_a11y_described_check_left ())
 *
 * Enables `game.end-turn`; off in a game being played, End Turn says why in its tooltip: the
 * engine's refusal of an `end_turn`, names isolated (herald_text_refusal ()). The tooltip is
 * set only when it changes.
 */
void
herald_window_update_end_turn (HeraldWindow *self,
                               gboolean      enabled,
                               gboolean      playing,
                               gboolean      left)
{
  HeraldGame *game = herald_window_get_game (self);
  g_autoptr(GError) why = NULL;
  g_autofree char *tip = NULL;

  g_autofree char *message = NULL;

  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_END_TURN, enabled);
  if (!enabled && playing)
    {
      if (!check_end_turn (self, &why))
        {
          message = herald_text_refusal (game, why->message);
          /* Translators: the End Turn button's tooltip when it is off; %s is the reason */
          tip = g_strdup_printf (_("Cannot end the turn: %s"), message);
        }
    }
  /* the tooltip made as it shows, the description a label's text (herald_update_described ()):
   * as the button's tooltip, the refusal given as a roll was undone with End Turn focused
   * ("Cannot end the turn: Anna has not rolled yet") was read by Orca before the undo (issue 11) */
  if (self->end_turn_button != NULL)
    {
      if (!left)
        herald_update_described (self->end_turn_button, tip);
      else if (herald_update_described_text (self->end_turn_button, tip))
        herald_a11y_described_check_left (self->end_turn_button);
      herald_set_refusal (self->end_turn_button, message);
    }
}

/* A tap or a click on a control that is off (GTK 4.8 gives an insensitive widget no event:
 * the window sees it first): the reason it is off, in a toast, as Space on a Roll that is off
 * says it (herald_window_step_key_cb ()). Before, the tap did nothing, and the reason was
 * only in a tooltip, which a phone shows on a long press (newcomer report 14, N14-10). The
 * control stays insensitive, so that a screen reader still reads it as unavailable. */
static void
refused_tap_cb (GtkGestureClick *click,
                int              n_press,
                double           x,
                double           y,
                HeraldWindow    *self)
{
  GtkWidget *hit = gtk_widget_pick (GTK_WIDGET (self), x, y, GTK_PICK_INSENSITIVE);

  /* where the pointer is as the step the press makes comes (no tooltip until it moves) */
  herald_tooltip_note_press (GTK_WIDGET (self), x, y);
  if (n_press != 1)
    return;
  for (GtkWidget *w = hit; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    {
      const char *refusal = g_object_get_data (G_OBJECT (w), "herald-refusal");

      if (gtk_widget_get_sensitive (w) && refusal == NULL)
        continue;
      /* a control off for a reason it keeps; one that is on (or its container off) says
       * nothing */
      if (refusal != NULL && !gtk_widget_is_sensitive (w))
        {
          g_autofree char *text = herald_text_sentence (refusal);

          /* End Turn and Roll wait for a decision put off: Choose… opens it */
          if (w == self->end_turn_button ||
              (self->dice_panel != NULL && gtk_widget_is_ancestor (w, GTK_WIDGET (self->dice_panel))))
            herald_window_toast_decision_refusal (self, text);
          else
            herald_window_toast (self, text, FALSE);
        }
      return;
    }
}

/**
 * herald_window_watch_refused_taps:
 * @self: a window (again: nothing more)
 *
 * A tap or a click on a control that is off and keeps why (herald_set_refusal (): Roll,
 * Enter Dice…, the Alchemist, End Turn, a player's builds) shows why in a toast.
 */
void
herald_window_watch_refused_taps (HeraldWindow *self)
{
  GtkGesture *click;

  if (g_object_get_data (G_OBJECT (self), "herald-refused-taps") != NULL)
    return;
  g_object_set_data (G_OBJECT (self), "herald-refused-taps", GINT_TO_POINTER (TRUE));
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect_object (click, "pressed", G_CALLBACK (refused_tap_cb), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

/* each HeraldWindowAction's name */
static const char * const action_names[HERALD_WINDOW_N_ACTIONS] = {
  [HERALD_WINDOW_ACTION_ROLL_AGAIN] = "game.roll-again",
  [HERALD_WINDOW_ACTION_ROLL] = "game.roll",
  [HERALD_WINDOW_ACTION_ENTER_ROLL] = "game.enter-roll",
  [HERALD_WINDOW_ACTION_ALCHEMIST] = "game.alchemist",
  [HERALD_WINDOW_ACTION_END_TURN] = "game.end-turn",
  [HERALD_WINDOW_ACTION_DECIDE] = "game.decide",
  [HERALD_WINDOW_ACTION_STATISTICS] = "game.statistics",
  [HERALD_WINDOW_ACTION_ARRANGE_DECKS] = "game.arrange-decks",
  [HERALD_WINDOW_ACTION_UNDO] = "game.undo",
  [HERALD_WINDOW_ACTION_REDO] = "game.redo",
  [HERALD_WINDOW_ACTION_SETUP_PLACE] = "game.setup-place",
  [HERALD_WINDOW_ACTION_RESUME] = "game.resume",
  [HERALD_WINDOW_ACTION_CLOSE] = "game.close",
  [HERALD_WINDOW_ACTION_SHOW_TABLE] = "game.show-table",
  [HERALD_WINDOW_ACTION_HISTORY] = "game.history",
  [HERALD_WINDOW_ACTION_OPEN_HAND] = "player.open-hand",
  /* on while a game is played (HERALD_WINDOW_ACTION_PLAYER_FIRST on) */
  "player.build-settlement", "player.remove-settlement", "player.build-city", "player.remove-city",
  "player.build-wall", "player.remove-wall", "player.repair-city", "player.build-knight",
  "player.activate-knight", "player.deactivate-knight", "player.upgrade-knight", "player.remove-knight",
  "player.knight-move", "player.knight-chase", "player.knight-displace", "player.improve",
  "player.unimprove", "player.refused-level", "player.longest-road", "player.merchant",
  "player.refused-merchant",
  "player.physical-card", "player.correct",
};

/**
 * herald_window_action_name:
 * @action: one of the window's actions
 *
 * Returns: @action's name ("game.roll", "player.build-city" …)
 */
const char *
herald_window_action_name (HeraldWindowAction action)
{
  g_return_val_if_fail (action < HERALD_WINDOW_N_ACTIONS, NULL);

  return action_names[action];
}

/**
 * herald_window_set_action_enabled:
 * @self: a window
 * @action: one of its actions (herald_window_action_name ())
 * @enabled: whether it is on
 *
 * gtk_widget_action_set_enabled(), only when @action's state changes. GTK 4.8 tells every
 * widget bound to the action again even for the same state (for a player.* action, the
 * buttons of every player's card): 0.1 M instructions a call, 35 calls at every step
 * (docs/performance.md, eleventh round). The state last given is kept by number: kept by name,
 * its lookup hashed 40 names at every step (0.5 M instructions in 50 steps). The window's
 * actions are set nowhere else, so it is GTK's (tests/ui/test-step-refresh.c: after every
 * step, undo, redo, new game and close, each action stands as in a window opened afresh on
 * the same game).
 */
void
herald_window_set_action_enabled (HeraldWindow       *self,
                                  HeraldWindowAction  action,
                                  gboolean            enabled)
{
  guint8 state = enabled ? 2 : 1;

  g_return_if_fail (action < HERALD_WINDOW_N_ACTIONS);

  if (self->actions_enabled[action] == state)
    return;
  self->actions_enabled[action] = state;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), action_names[action], enabled);
}
