/* herald-window-actions.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's actions (game.*; the player.* ones are herald-window-player-actions.c's) and,
 * in one function, whether each is enabled now (as GNOME Text Editor's editor-window-actions.c).
 * An action starts a session call or a dialog (herald-window-dialogs.c). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-correct-dialog.h"
#include "herald-dialog-util.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-reference-window.h"
#include "herald-session-records.h"
#include "herald-records-window.h"
#include "herald-save-bar.h"
#include "herald-statistics-window.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/* Roll on or off (`game.roll`), named for what it does (a landing's dice, N20-2), and off in a
 * game being played, saying why (verify report 12, V12-3) */
static void
update_roll (HeraldWindow *self,
             gboolean      before_roll,
             gboolean      landing,
             const GError *roll_why)
{
  g_autofree char *why = NULL;

  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_ROLL, before_roll);
  if (self->dice_panel == NULL)
    return;
  herald_dice_panel_set_landing (self->dice_panel, landing);
  why = roll_why != NULL ? herald_text_refusal (herald_window_get_game (self), roll_why->message) : NULL;
  herald_dice_panel_set_roll_refusal (self->dice_panel, why);
}

/* @control, of @action that is on, when it has the focus and the window is refreshed for a
 * step: it is turned off last (herald_window_find_first_stop ()). Else %NULL. */
static GtkWidget *
turned_off_focus (HeraldWindow       *self,
                  HeraldWindowAction  action,
                  GtkWidget          *control)
{
  if (!self->focus_hand_over || self->no_early_first_stop || control == NULL || self->actions_enabled[action] != 2
      || gtk_root_get_focus (GTK_ROOT (self)) != control)
    return NULL;
  return control;
}

void
herald_window_update_actions (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);
  HeraldGame *game = herald_window_get_game (self);
  gboolean has = state != NULL;
  /* a game open only to look at (another Herald has it) takes no step */
  gboolean writable = has && !herald_session_get_read_only (self->session);
  gboolean playing = writable && state->phase != HERALD_PHASE_OVER;
  gboolean before_roll = FALSE;
  gboolean alchemist = FALSE;
  gboolean room = TRUE;
  gboolean landing, end_turn, left;
  GtkWidget *leaving = NULL;
  g_autoptr(GError) alchemist_why = NULL;
  g_autoptr(GError) roll_why = NULL;

  /* the start page's default follows the games folder: Resume Game when it can (N45-14) */
  herald_window_update_start_default (self);

  /* the engine says whether a roll can be made now (herald_game_check () of a roll), and
   * whether the Alchemist can be played with it (held, before the own roll) */
  if (has && playing)
    {
      /* where dice were rolled already, Roll brings them back: any others are refused */
      before_roll = herald_session_check_roll (self->session, &roll_why);
      alchemist = herald_game_check_card (game, state->current, HERALD_CARD_ALCHEMIST,
                                          &alchemist_why);
    }

  /* a deliberate re-roll, where Herald already rolled the dice of this roll (the session
   * decides, as for herald_session_draw_roll_again ()) */
  {
    gboolean again = before_roll && herald_session_can_roll_again (self->session);

    herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_ROLL_AGAIN, again);
    if (self->dice_panel != NULL)
      herald_dice_panel_set_can_roll_again (self->dice_panel, again);
  }
  /* dice held for a landing ship (a check-in cancelled, a landing undone): Roll brings them
   * back into the check-in, and says so (N20-2) */
  landing = before_roll && self->dice_panel != NULL && herald_session_get_held_landing (self->session, NULL);
  /* Roll with the focus turned off (a roll made with Space): turned off last, below, once the
   * page's first Tab stop is found, where the game's length limit says nothing here */
  if (!before_roll && self->dice_panel != NULL && (!playing || herald_game_check_room (game, 1, 0, 0, NULL)))
    leaving = turned_off_focus (self, HERALD_WINDOW_ACTION_ROLL,
                                herald_dice_panel_get_roll_button (self->dice_panel));
  if (leaving == NULL)
    update_roll (self, before_roll, landing, roll_why);
  room = herald_window_update_room (self, playing);
  /* with Herald's dice, dice already rolled for this roll are not replaced by entered ones
   * (the engine's rule: herald_game_check_entered_roll ()); the button says why. Where the
   * table typed this roll's dice, Roll is off and Enter Dice stays on (N43-7) */
  {
    g_autoptr(GError) why = NULL;
    gboolean enter = (before_roll || (playing && state->phase == HERALD_PHASE_BEFORE_ROLL &&
                                      herald_session_check_enter_roll (self->session))) &&
                     herald_game_check_entered_roll (game, NULL, &why);
    HeraldRollRecord bound;

    herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_ENTER_ROLL, enter);
    if (self->dice_panel != NULL)
      {
        g_autofree char *message = NULL;

        /* the engine's words name the Roll button, which reads "Fight the Barbarians…" while
         * its dice land the ship (a check-in cancelled): the tooltip names it so, as the
         * dialog of Roll Again does (game_roll_again_cb ()) */
        if (why != NULL && landing && herald_game_get_bound_roll (game, &bound))
          /* Translators: Enter Dice's reason while the Roll button reads "Fight the
           * Barbarians…"; %u is the sum of the red and white dice rolled before */
          message = g_strdup_printf (HERALD_ONCE (_("the dice of this roll were already rolled (%u), and the barbarian "
                                       "ship lands with them: Fight the Barbarians… brings them back, and "
                                       "Roll Again rolls new ones")),
                                     bound.roll.red + bound.roll.white);
        else if (why != NULL)
          message = herald_text_refusal (game, why->message);

        herald_dice_panel_set_enter_refusal (self->dice_panel, message);
      }
  }
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_ALCHEMIST, alchemist);
  /* off, the button says why (breaker report 12, R-10) */
  if (self->dice_panel != NULL)
    {
      g_autofree char *why = !alchemist && alchemist_why != NULL
                             ? herald_text_refusal (game, alchemist_why->message) : NULL;

      herald_dice_panel_set_alchemist_refusal (self->dice_panel, why);
    }
  end_turn = writable && room && (state->phase == HERALD_PHASE_AFTER_ROLL ||
                                  state->phase == HERALD_PHASE_SPECIAL_BUILD);
  /* End Turn turned off under the focus as the turn ends: Roll, on already, takes it first,
   * so that GTK has none to drop (herald_window_give_roll_early ()) */
  left = !end_turn && herald_window_give_roll_early (self, before_roll);
  herald_window_update_end_turn (self, end_turn, playing, left);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_DECIDE, has && state->n_pending > 0);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_STATISTICS, has);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_ARRANGE_DECKS,
                                    writable && herald_game_can_arrange_decks (game));
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_UNDO,
                                    herald_session_get_can_undo (self->session));
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_REDO,
                                    herald_session_get_can_redo (self->session));
  /* an undone step the rules refuse here (a file's redo list): Redo is off, and its tooltip
   * says why (the session asks the engine, herald_session_check_redo ()) */
  {
    g_autoptr(GError) why = NULL;
    g_autofree char *tip = NULL;

    if (writable && herald_game_can_redo (game) && !herald_session_check_redo (self->session, &why))
      /* Translators: the Redo button's tooltip when the undone step cannot be redone;
       * %s is the rule that refuses it */
      {
        g_autofree char *message = herald_text_refusal (game, why->message);

        tip = g_strdup_printf (HERALD_ONCE (_("Cannot redo: %s")), message);
      }
    /* not given again unchanged: GTK 4.8 asks the widget under the pointer for its tooltip
     * again at every gtk_widget_set_tooltip_text () (docs/performance.md, fourteenth round) */
    herald_update_tooltip (self->redo_button, tip != NULL ? tip : HERALD_ONCE (_("Redo")));
  }
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_SETUP_PLACE,
                                    writable && state->phase == HERALD_PHASE_SETUP);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_RESUME,
                                    !has && herald_games_page_has_unfinished (self->games_page));
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_CLOSE, has);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_SHOW_TABLE, has);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_HISTORY, has);
  herald_window_set_action_enabled (self, HERALD_WINDOW_ACTION_OPEN_HAND, has);

  for (guint i = HERALD_WINDOW_ACTION_PLAYER_FIRST; i < HERALD_WINDOW_N_ACTIONS; i++)
    herald_window_set_action_enabled (self, i, playing && room);

  /* Roll turned off under the focus: the page's first Tab stop found and given the focus
   * while the focus is on Roll and the style of the widgets around it still holds, then Roll
   * turned off (without the focus, GTK has none to drop) */
  if (leaving != NULL)
    {
      herald_window_find_first_stop (self, leaving);
      update_roll (self, before_roll, landing, roll_why);
    }
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

  /* the dice already rolled at this point, if any (Undo then Roll gives them back) */
  herald_session_draw_roll (self->session, &roll);
  herald_window_start_roll (self, &roll);
}

static void
roll_again_response_cb (HeraldWindow     *self,
                        const char       *response,
                        AdwMessageDialog *dialog)
{
  g_autoptr(GError) error = NULL;
  HeraldRoll roll;

  if (g_strcmp0 (response, "again") != 0)
    return;
  if (!herald_session_draw_roll_again (self->session, &roll, &error))
    {
      herald_window_toast_refusal (self, error);
      return;
    }
  herald_window_start_roll (self, &roll);
}

/* The dice of this roll were rolled already (and undone, or set aside at a check-in): Roll
 * brings them back; rolling new ones is a choice the table makes, and the history and the
 * statistics keep it */
static void
game_roll_again_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = herald_window_get_game (self);
  HeraldRollRecord bound;
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  if (self->dialog != NULL || game == NULL || !herald_game_get_bound_roll (game, &bound))
    return;

  if (herald_session_get_held_landing (self->session, NULL))
    /* Translators: the production number and the event die face already rolled; "Fight the
     * Barbarians…" is the Roll button's label while it brings back dice that land the ship */
    body = g_strdup_printf (_("Herald already rolled this roll: %u (%s), and the barbarian ship "
                              "lands with it. Fight the Barbarians… brings those dice back. "
                              "Rolling new dice instead is shown in the history and counted "
                              "in the statistics."),
                            bound.roll.red + bound.roll.white,
                            herald_text_event_name (bound.roll.event));
  else
    /* Translators: the production number and the event die face already rolled */
    body = g_strdup_printf (_("Herald already rolled this roll: %u (%s). Roll brings those dice "
                              "back. Rolling new dice instead is shown in the history and counted "
                              "in the statistics."),
                            bound.roll.red + bound.roll.white,
                            herald_text_event_name (bound.roll.event));
  dialog = herald_window_message (self, _("Roll Again?"), body);
  adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
  adw_message_dialog_add_response (dialog, "again", _("Roll _Again"));
  adw_message_dialog_set_response_appearance (dialog, "again", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  herald_window_show_dialog (self, dialog, G_CALLBACK (roll_again_response_cb));
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

/* the button, a tap, a screen reader's action (herald_window_ask_end_turn ()) */
static void
game_end_turn_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  herald_window_ask_end_turn (HERALD_WINDOW (widget), FALSE);
}

/* A decision put off with Later, asked again from the table */
static void
game_decide_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);

  if (state == NULL || self->dialog != NULL || state->n_pending == 0)
    return;

  self->pending_dismissed = FALSE;
  herald_window_process_interactions (self);
}

/* A progress card put back under its deck because the hand was over the limit (RULES.md
 * A12.2, A12.3) is a `discard_card` of the log, which history calls "discarded"; the toast of
 * its undo or redo says what the table did ("Undone: White discarded a progress card" was
 * said of a card put back: newcomer report 13, N-6). */

/* the players the game waits for to put a card back (a bit each) */
static guint
put_backs_owed (HeraldWindow *self)
{
  GListModel *pending = herald_session_get_pending (self->session);
  guint owed = 0;

  for (guint i = 0; i < g_list_model_get_n_items (pending); i++)
    {
      g_autoptr(HeraldPendingItem) item = g_list_model_get_item (pending, i);

      if (herald_pending_item_get_pending_type (item) == HERALD_PENDING_DISCARD_CARD)
        owed |= 1u << herald_pending_item_get_player (item);
    }
  return owed;
}

/* "Ben put a progress card back" for @action, a card @owed put back (as put_backs_owed () was
 * without it: after its undo, before its redo); %NULL for any other step */
static char *
describe_put_back (HeraldWindow       *self,
                   const HeraldAction *action,
                   guint               owed)
{
  if (action->type != HERALD_ACTION_DISCARD_CARD || action->player < 0
      || (owed & (1u << action->player)) == 0)
    return NULL;
  return herald_text_describe_put_back (herald_window_get_game (self), action->player);
}

/* What the undo of the game's last step took back besides the step (a metropolis, a win), the
 * engine's outcomes of that step: words joined to @what; asked before the undo, said after */
static GPtrArray *
undone_outcomes (HeraldGame *game)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  GArray *outcomes = herald_game_get_outcomes (game);
  guint n = herald_game_get_n_actions (game);

  for (guint i = 0; n > 0 && i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);
      char *said;

      if (o->action == n - 1 && (said = herald_text_undone_outcome (game, o)) != NULL)
        g_ptr_array_add (words, said);
    }
  return words;
}

static void
game_undo_cb (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = herald_window_get_game (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autofree char *brief = NULL;
  g_autoptr(GPtrArray) also = NULL;
  HeraldAction undone;
  guint n, n_pending;

  if (game == NULL)
    return;

  herald_window_toast_step_begins (self);
  n = herald_game_get_n_actions (game);
  if (n > 0)
    {
      undone = *herald_game_get_action (game, n - 1);
      /* an improvement says what it built and the level, as its own toast did: asked while
       * the step is still in the log (tester report 37, N37-2: "Undone: Anna improved
       * Trade"); a card played says what it did after it, from its outcome
       * (undone_outcomes (): "Undone: Anna played Wedding; Ben gives Anna two cards", N34-8) */
      if (undone.type == HERALD_ACTION_PLAY_CARD || undone.type == HERALD_ACTION_IMPROVE_CITY)
        what = herald_text_describe_done (game, &undone);
    }
  else
    /* Translators: completes "Undone: …" and "Redone: …" while a game's position is entered */
    what = g_strdup (_("the correction of the position"));
  also = undone_outcomes (game);

  /* a decision the undo brings back waits on the table: Ctrl+Z again without an Escape
   * first (breaker report 10, F12) */
  n_pending = herald_window_get_state (self)->n_pending;
  self->stepping = TRUE;
  if (!herald_session_undo (self->session, &error))
    {
      self->stepping = FALSE;
      herald_window_toast_refusal (self, error);
      return;
    }
  self->stepping = FALSE;
  /* ... unless the step undone was its answer (the city a player gave up to the barbarians):
   * the player takes it back to answer again, and is asked again, as the first time; it
   * waited under End Turn, out of sight on a phone (breaker report 16, B16-4) */
  if (herald_window_get_state (self)->n_pending > n_pending)
    self->pending_dismissed = FALSE;  /* asked once idle, as the session's change queued */
  /* whose step it was: the turn it is again now (a roll or a turn end may not name it) */
  if (n > 0 && what == NULL)
    what = describe_put_back (self, &undone, put_backs_owed (self));
  if (n > 0 && what == NULL)
    what = herald_text_describe_step (herald_window_get_game (self), &undone,
                                      herald_window_get_state (self)->current);

  herald_window_show_turn_dice (self, FALSE);

  /* A roll that landed the ship, undone: its dice stay on the panel, held, and Roll reads
   * Fight the Barbarians… (herald_session_get_held_landing ()); the toast says so, or it read
   * as if the roll were gone while the dice and the landing still showed (newcomer report 53,
   * newcomer53-3) */
  if (what != NULL && n > 0 && undone.type == HERALD_ACTION_ROLL &&
      herald_session_get_held_landing (self->session, NULL))
    {
      /* Translators: an undone roll that landed the barbarian ship, then what stays: its
       * dice, held; "Fight the Barbarians…" is the Roll button's label then: "Cleo rolled 5
       * (red die 1, white die 4, Ship); its dice stay: Fight the Barbarians… brings the
       * attack back" */
      char *held = g_strdup_printf (_("%s; its dice stay: Fight the Barbarians… brings the attack back"), what);

      g_free (what);
      what = held;
    }
  /* any other roll of Herald's dice, undone: Roll brings the same dice back, and a table that
   * undid it "to roll again" found the same roll (newcomer report 61, newcomer61-16); Roll
   * Again is the new dice, on exactly then (herald_session_can_roll_again ()) */
  else if (what != NULL && n > 0 && undone.type == HERALD_ACTION_ROLL &&
           herald_session_can_roll_again (self->session))
    {
      /* Translators: an undone roll, then what stays: its dice; Roll and Roll Again are the
       * buttons: "Cleo rolled 5 (red die 1, white die 4, Trade gate); its dice stay: Roll
       * brings them back, Roll Again rolls new ones" */
      char *kept = g_strdup_printf (_("%s; its dice stay: Roll brings them back, Roll Again rolls new ones"), what);

      g_free (what);
      what = kept;
    }

  /* the metropolis back with whom it was taken from, the win taken back: the engine's
   * outcomes of the step (speech41, session 40) */
  for (guint i = 0; what != NULL && i < also->len; i++)
    {
      /* Translators: an undo's step, then what else it took back: "Anna built the
       * University (Science level 5); Cleo has the Science metropolis again" */
      char *joined = g_strdup_printf (_("%s; %s"), what, (const char *) also->pdata[i]);

      g_free (what);
      what = joined;
    }

  /* Translators: the toast after an undo, "Undone: Anna built a city" */
  text = g_strdup_printf (_("Undone: %s"), what ? what : "");
  /* a setup placement's or a card's step's, on a phone in a few words on one line after
   * Undo's icon, as the step's own */
  if (n > 0)
    brief = herald_text_describe_brief (herald_window_get_game (self), &undone, TRUE);
  herald_window_toast_again (self, text, brief, "edit-undo-symbolic");
}

/* Why Redo was refused, as a toast says it: the rules' refusal of the undone step (a file's
 * redo list) says that Redo failed, as the button's tooltip does ("Cannot redo: it is Anna's
 * turn, not Ben's"); alone, the rule read as if the step just made broke it (tester report 46,
 * N46-10). Undo has no such refusal: nothing to undo, or a game only looked at, each a
 * sentence of its own. */
static char *
redo_refusal_sentence (HeraldWindow *self,
                       const GError *error)
{
  g_autofree char *message = NULL;
  g_autofree char *text = NULL;

  if (error->domain != HERALD_GAME_ERROR || error->code == HERALD_GAME_ERROR_NOTHING)
    return herald_window_refusal_sentence (self, error);
  message = herald_text_refusal (herald_window_get_game (self), error->message);
  text = g_strdup_printf (_("Cannot redo: %s"), message);
  return herald_text_sentence (text);
}

/* Ctrl+Z and Ctrl+Shift+Z in the window: Undo or Redo (@args, the action's name) where it is
 * on; where it is off, in a game shown, why, in a toast, as a dialog's keys say it
 * (herald-window-present.c). The keys bound to the actions did nothing at all where there was
 * nothing to undo or redo (README: what cannot be undone or redone is said; heard with Orca,
 * session 42) */
/**
 * herald_window_say_step_refusal:
 * @dialog: (nullable): the dialog of the window whose keys asked (step_key_cb ()), or %NULL
 *   for the window's own
 * @undo: %TRUE for Undo, %FALSE for Redo
 *
 * Says why Undo (or Redo) cannot be made now, in the session's words
 * (herald_session_check_undo (), herald_session_check_redo ()): the window's and its
 * dialogs' Ctrl+Z and Ctrl+Shift+Z (README §10: what cannot be undone is said). In a toast;
 * asked in a message dialog that is shown, in that dialog (herald_dialog_say_refusal ()): the
 * toast stood behind the modal dialog, unseen and unheard (tester report 44, N44-8).
 *
 * Returns: %TRUE when it cannot be made (and was said), %FALSE when it can
 */
gboolean
herald_window_say_step_refusal (HeraldWindow *self,
                                GtkWindow    *dialog,
                                gboolean      undo)
{
  g_autoptr(GError) why = NULL;
  g_autofree char *text = NULL;

  if (undo ? herald_session_check_undo (self->session, &why)
           : herald_session_check_redo (self->session, &why))
    return FALSE;
  text = undo ? herald_window_refusal_sentence (self, why) : redo_refusal_sentence (self, why);
  if (dialog != NULL && ADW_IS_MESSAGE_DIALOG (dialog) && gtk_widget_get_visible (GTK_WIDGET (dialog)))
    herald_dialog_say_refusal (ADW_MESSAGE_DIALOG (dialog), text);
  else
    herald_window_toast (self, text, FALSE);
  return TRUE;
}

static gboolean
undo_redo_key_cb (GtkWidget *widget,
                  GVariant  *args,
                  gpointer   user_data)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const char *name = g_variant_get_string (args, NULL);
  gboolean undo = g_str_equal (name, "game.undo");

  if (self->actions_enabled[undo ? HERALD_WINDOW_ACTION_UNDO : HERALD_WINDOW_ACTION_REDO] == 2)
    return gtk_widget_activate_action (widget, name, NULL);
  if (herald_window_get_state (self) == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") != 0)
    return FALSE;
  herald_window_say_step_refusal (self, NULL, undo);
  return TRUE;
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
  g_autofree char *brief = NULL;

  const HeraldState *before = herald_window_get_state (self);
  guint current = before != NULL ? before->current : 0;
  guint owed = put_backs_owed (self);

  g_array_set_size (self->step_outcomes, 0);
  herald_window_toast_step_begins (self);
  /* like Undo: no decision or attack result pops up while stepping (F12) */
  self->stepping = TRUE;
  if (!herald_session_redo (self->session, &error))
    {
      g_autofree char *refused = redo_refusal_sentence (self, error);

      self->stepping = FALSE;
      herald_window_toast (self, refused, FALSE);
      return;
    }

  game = herald_window_get_game (self);
  /* a correction of the position redone: no step of the log */
  if (herald_game_get_n_actions (game) == 0)
    {
      text = g_strdup_printf (_("Redone: %s"), _("the correction of the position"));
      herald_window_toast (self, text, FALSE);
      herald_window_handle_outcomes (self, FALSE);
      self->stepping = FALSE;
      return;
    }
  /* whose step it is: the turn it was before the redo (a roll or a turn end may not name it) */
  what = describe_put_back (self, herald_game_get_action (game, herald_game_get_n_actions (game) - 1), owed);
  /* a Wedding or a Master Merchant says whom it takes from, an improvement what it builds, as
   * its own toast did (N34-8, N37-2) */
  if (what == NULL && (herald_game_get_action (game, herald_game_get_n_actions (game) - 1)->type == HERALD_ACTION_PLAY_CARD
                       || herald_game_get_action (game, herald_game_get_n_actions (game) - 1)->type == HERALD_ACTION_IMPROVE_CITY))
    what = herald_text_describe_done (game, herald_game_get_action (game, herald_game_get_n_actions (game) - 1));
  if (what == NULL)
    what = herald_text_describe_step (game, herald_game_get_action (game, herald_game_get_n_actions (game) - 1),
                                      current);
  /* Translators: the toast after a redo, "Redone: Anna built a city" */
  text = g_strdup_printf (_("Redone: %s"), what);
  brief = herald_text_describe_brief (game, herald_game_get_action (game, herald_game_get_n_actions (game) - 1), FALSE);
  herald_window_toast_again (self, text, brief, "edit-redo-symbolic");
  herald_window_handle_outcomes (self, herald_game_get_action (game, herald_game_get_n_actions (game) - 1)->type == HERALD_ACTION_ROLL);
  self->stepping = FALSE;
}

static void
game_setup_place_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = herald_window_get_game (self);
  HeraldAction action;

  /* A2.1: the engine says which piece, and whose */
  if (game == NULL || !herald_game_get_setup_action (game, &action))
    return;
  herald_window_perform (self, &action, TRUE);
}

static void
game_resume_cb (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  /* the games page opens it and says what went wrong (locked, newer, unreadable) */
  herald_games_page_resume_latest (self->games_page);
}

static void
game_close_cb (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);

  /* steps only in memory (disk full, read-only folder) are lost with the game: the save bar
   * asks first, as when quitting, and closes the game itself once the table has chosen
   * (breaker report 13, R-1) */
  if (herald_save_bar_confirm_leave (self->save_bar, HERALD_SAVE_BAR_LEAVE_GAME))
    return;
  herald_session_close (self->session);
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
  HeraldGame *game = herald_window_get_game (self);
  const HeraldRules *rules = game ? herald_game_get_rules (game) : NULL;
  /* what the reference states: the rule set and the variants it describes */
  g_autofree char *key = rules == NULL ? g_strdup ("default")
                         : g_strdup_printf ("%d %d %d %d %d %d %d", rules->edition, rules->fiesepeter,
                                            rules->robber_from_start, rules->easy_start,
                                            rules->friendly_barbarian, rules->zero_reward,
                                            rules->sixth_settlement);

  /* One Rules Reference per window, hidden when closed and shown again as it was (each F1
   * opened another: breaker report 10, F10); one of other rules makes way for this game's */
  if (self->reference != NULL
      && g_strcmp0 (g_object_get_data (G_OBJECT (self->reference), "herald-rules"), key) != 0)
    gtk_window_destroy (self->reference);
  if (self->reference == NULL)
    {
      GtkWindow *reference = herald_reference_window_new (rules);

      g_object_set_data_full (G_OBJECT (reference), "herald-rules", g_steal_pointer (&key), g_free);
      gtk_window_set_hide_on_close (reference, TRUE);
      gtk_window_set_transient_for (reference, GTK_WINDOW (self));
      gtk_window_set_destroy_with_parent (reference, TRUE);
      g_set_weak_pointer (&self->reference, reference);
    }
  /* fitted to the window as it is now: it may have changed size while the reference was
   * hidden */
  herald_window_fit_window (self, self->reference);
  gtk_window_present (self->reference);
}

static void
statistics_closed_cb (HeraldWindow *self)
{
  if (self->session != NULL)
    herald_window_restore_focus (self);
}

/**
 * herald_window_fit_window:
 * @self: a window
 * @window: a window of @self's, not yet shown
 *
 * Makes @window's default size no larger than @self's (in both directions, in pixels), so
 * that it opens within a narrow main window: a phone's 360 px window got a 520 px New Game
 * and a 640 px Rules Reference (newcomer report 10, A-11); fitted again as @self changes
 * size (herald_dialog_fit_over ()). Nothing changes while @self has no size yet.
 */
void
herald_window_fit_window (HeraldWindow *self,
                          GtkWindow    *window)
{
  herald_dialog_fit_over (window, GTK_WINDOW (self), 0, 0);
}

static void
game_statistics_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = herald_window_get_game (self);
  GtkWindow *statistics;
  HeraldDiceCycle cycle;
  gboolean balanced;

  if (game == NULL)
    return;
  balanced = herald_session_get_dice_cycle (self->session, &cycle);
  statistics = herald_statistics_window_new (game, balanced ? &cycle : NULL);
  gtk_window_set_transient_for (statistics, GTK_WINDOW (self));
  /* never larger than the window it belongs to: 600 x 760 over a 1000 x 720 window (report
   * 9, item 10) */
  herald_window_fit_window (self, statistics);
  gtk_window_set_modal (statistics, TRUE);
  g_signal_connect_object (statistics, "destroy", G_CALLBACK (statistics_closed_cb), self, G_CONNECT_SWAPPED);
  gtk_window_present (statistics);
}

/* Records across every finished game the games folder keeps (issue 13): needs no open game */
static void
game_records_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  g_autoptr(HeraldLibrary) library = herald_library_new (NULL);
  GtkWindow *window;

  /* the games are added up in a worker while the window shows a spinner (breaker 14, B14-5) */
  window = herald_records_window_new_for_library (library);
  gtk_window_set_transient_for (window, GTK_WINDOW (self));
  herald_window_fit_window (self, window);
  gtk_window_set_modal (window, TRUE);
  gtk_window_present (window);
}

static void
game_arrange_decks_cb (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  HeraldGame *game = herald_window_get_game (self);

  if (game == NULL || self->dialog != NULL || !herald_game_can_arrange_decks (game))
    return;

  herald_window_show_decks (self);
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
  HeraldStart start;
  gboolean in_progress;

  herald_new_game_dialog_get_game (dialog, &rules, players, &n_players, &setup_round, &dice_mode, &first);
  names = g_new0 (char *, n_players + 1);
  for (guint i = 0; i < n_players; i++)
    names[i] = players[i].name;

  /* Player 0 starts: rotate so that the chosen player is first, keeping the seating order. */
  /* not with the session's dice: with balanced dice they would deal from the open game's
   * deck a roll its file never records (docs/save-format.md, balanced_deck) */
  if (first < 0)
    first = g_random_int_range (0, n_players);
  for (guint i = 0; i < n_players; i++)
    ordered[i] = players[(i + first) % n_players];

  /* the dice mode is the game's, saved with it */
  rules.dice_mode = dice_mode;
  in_progress = herald_new_game_dialog_get_start (dialog, &start);

  if (in_progress
      ? !herald_session_new_game_from_start (self->session, &rules, ordered, n_players, &start, &error)
      : !herald_session_new_game (self->session, &rules, ordered, n_players, setup_round, &error))
    {
      herald_window_toast_refusal (self, error);
      return;
    }

  g_queue_clear_full (&self->interactions, g_free);
  gtk_window_destroy (GTK_WINDOW (dialog));

  if (in_progress)
    herald_window_toast (self, _("Now correct each player’s pieces: their victory points, then Correct Pieces"), FALSE);
  else
    {
      /* the name as sentences give it: isolated, so that an override typed in it stays
       * inside it (break53-3), and with its colour when another player has it */
      g_autofree char *text = g_strdup_printf (_("%s starts"),
                                               herald_text_player_name (herald_window_get_game (self), 0));

      herald_window_toast (self, text, FALSE);
    }
}

static void
herald_window_show_new_game_dialog (HeraldWindow *self)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self, G_CONNECT_SWAPPED);
  herald_window_fit_window (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
confirm_new_game_cb (HeraldWindow     *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "new") == 0)
    {
      herald_window_show_new_game_dialog (self);
    }
}

/**
 * herald_window_new_game:
 *
 * Asks for the players and rules of a new game. The open game is kept (it has its own file);
 * only steps of it that could not be saved would be lost, so then it confirms first.
 */
void
herald_window_new_game (HeraldWindow *self)
{
  g_return_if_fail (HERALD_IS_WINDOW (self));

  if (self->dialog != NULL)
    return;

  if (herald_session_get_unsaved_steps (self->session) > 0)
    {
      AdwMessageDialog *dialog = herald_window_message (self, _("Start a New Game?"),
                                                        _("Steps of the open game are not saved and would be lost."));

      adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
      adw_message_dialog_add_response (dialog, "new", _("_New Game"));
      adw_message_dialog_set_response_appearance (dialog, "new", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_close_response (dialog, "cancel");
      herald_window_show_dialog (self, dialog, G_CALLBACK (confirm_new_game_cb));
      return;
    }

  herald_window_show_new_game_dialog (self);
}

/**
 * herald_window_class_add_actions:
 *
 * Installs the window's actions and their keyboard shortcuts; their enabled state is
 * herald_window_update_actions()'s.
 */
void
herald_window_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.roll", NULL, game_roll_cb);
  gtk_widget_class_install_action (widget_class, "game.enter-roll", NULL, game_enter_roll_cb);
  gtk_widget_class_install_action (widget_class, "game.roll-again", NULL, game_roll_again_cb);
  gtk_widget_class_install_action (widget_class, "game.alchemist", NULL, game_alchemist_cb);
  gtk_widget_class_install_action (widget_class, "game.end-turn", NULL, game_end_turn_cb);
  gtk_widget_class_install_action (widget_class, "game.decide", NULL, game_decide_cb);
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, game_undo_cb);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, game_redo_cb);
  gtk_widget_class_install_action (widget_class, "game.setup-place", NULL, game_setup_place_cb);
  gtk_widget_class_install_action (widget_class, "game.resume", NULL, game_resume_cb);
  gtk_widget_class_install_action (widget_class, "game.close", NULL, game_close_cb);
  gtk_widget_class_install_action (widget_class, "game.show-table", NULL, game_show_table_cb);
  gtk_widget_class_install_action (widget_class, "game.history", NULL, game_history_cb);
  gtk_widget_class_install_action (widget_class, "game.reference", NULL, game_reference_cb);
  gtk_widget_class_install_action (widget_class, "game.statistics", NULL, game_statistics_cb);
  gtk_widget_class_install_action (widget_class, "game.records", NULL, game_records_cb);
  gtk_widget_class_install_action (widget_class, "game.arrange-decks", NULL, game_arrange_decks_cb);

  herald_window_class_add_player_actions (widget_class);


  /* a step refused says why (herald_window_step_key_cb ()) */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, herald_window_step_key_cb, "s", "game.roll");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_d, GDK_CONTROL_MASK, herald_window_step_key_cb, "s", "game.enter-roll");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, herald_window_step_key_cb, "s", "game.end-turn");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, herald_window_step_key_cb, "s", "game.end-turn");
  /* what cannot be undone or redone is said (undo_redo_key_cb ()) */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, undo_redo_key_cb, "s", "game.undo");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, undo_redo_key_cb, "s", "game.redo");
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, undo_redo_key_cb, "s", "game.redo");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "game.history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F1, 0, "game.reference", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK, "game.statistics", NULL);
}
