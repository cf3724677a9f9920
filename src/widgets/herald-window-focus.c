/* herald-window-focus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where the keyboard focus goes when the window changes its page (issue 11): after New Game
 * the focus was left on the start page's hidden button and came back on a scrolled pane of
 * the table (the next Tab began there), and after the winning step it stayed on the table
 * behind the winner's page. Also where it goes when a dialog closes. What stays in view as
 * the focus moves on: herald-window-view.c. */

#include "config.h"

#include "herald-dialog-util.h"
#include "herald-focus.h"
#include "herald-player-card.h"
#include "herald-window-private.h"

static gboolean
can_keep (GtkWidget *focus)
{
  return focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus)
         && !GTK_IS_SCROLLED_WINDOW (focus) && !GTK_IS_VIEWPORT (focus);
}

/**
 * herald_window_can_keep_focus:
 * @self: the window
 * @focus: (nullable): a widget with the keyboard focus
 *
 * Returns: whether @focus is a control a player can see and use: not the window itself, not
 *   hidden or switched off, not a scrolled pane (GTK's place for a focus that went nowhere)
 */
gboolean
herald_window_can_keep_focus (HeraldWindow *self,
                              GtkWidget    *focus)
{
  return focus != GTK_WIDGET (self) && can_keep (focus);
}

/* The page's first Tab stop after a step, found without GTK's search of the whole page, which
 * sorts the children of every container on its way down by their bounds and computes the
 * style of each (0.9 M instructions after a roll, 11.8 M of 50 steps; docs/performance.md,
 * twenty-third round): a button of the turn column that can take the focus (End Turn after a
 * roll, or a decision put off) on which herald_focus_lands_first () shows that the search
 * lands, from no focus or, for herald_window_find_first_stop (), once @leaving (nullable) is
 * off and its focus dropped. %NULL when the search is needed. */
static GtkWidget *
first_stop (HeraldWindow *self,
            GtkWidget    *page,
            GtkWidget    *leaving)
{
  if (self->turn_column == NULL || !gtk_widget_is_ancestor (self->turn_column, page))
    return NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (self->turn_column); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != leaving && GTK_IS_BUTTON (child) && gtk_widget_get_mapped (child)
        && gtk_widget_is_sensitive (child) && gtk_widget_get_focusable (child)
        /* the next when the search comes to another first: a decision shown by the step,
         * not laid out yet, is at the column's top for GTK's search until its frame */
        && herald_focus_lands_first (page, child, leaving))
      return child;
  return NULL;
}

/* Only from no focus, as the search starts after a step */
static gboolean
focus_first_stop (HeraldWindow *self,
                  GtkWidget    *page,
                  GtkWidget    *focus)
{
  GtkWidget *stop;

  if (focus != NULL && focus != GTK_WIDGET (self))
    return FALSE;
  /* found before the step turned Roll off (herald_window_find_first_stop ()) */
  if (self->first_stop != NULL && self->first_stop_page == page && gtk_widget_get_mapped (self->first_stop)
      && gtk_widget_is_sensitive (self->first_stop) && gtk_widget_get_focusable (self->first_stop))
    {
      stop = self->first_stop;
      self->n_focus_early++;
    }
  else
    stop = first_stop (self, page, NULL);
  g_clear_weak_pointer (&self->first_stop);
  if (stop == NULL || !gtk_widget_grab_focus (stop))
    return FALSE;
  self->n_focus_shortcuts++;
  return TRUE;
}

/**
 * herald_window_focus_page:
 * @self: the window
 *
 * Gives the page now shown (the table, the winner's page, the start page) the keyboard focus
 * when the focus is not on a control of it or of the header: in the setup round to the button
 * that places the piece, before a roll to Roll, else to the page's first control. Does nothing
 * while a dialog of the window is open or was just answered (the next may come), or the page
 * is still coming in.
 */
void
herald_window_focus_page (HeraldWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->main_stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const HeraldState *state = herald_window_get_state (self);

  if (page == NULL || self->dialog != NULL || self->answering || gtk_stack_get_transition_running (self->main_stack)
      || !gtk_widget_get_mapped (page))
    return;

  if (self->focus_card_back && state != NULL && state->current < self->cards->len &&
      gtk_widget_is_ancestor (g_ptr_array_index (self->cards, state->current), page))
    {
      self->focus_card_back = FALSE;
      if (herald_player_card_focus_self (g_ptr_array_index (self->cards, state->current)))
        return;
    }
  self->focus_card_back = FALSE;
  /* on the page shown, or outside the pages (the header bar's buttons) */
  if (can_keep (focus) && (gtk_widget_is_ancestor (focus, page)
                           || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->main_stack))))
    return;

  if (state != NULL && state->phase == HERALD_PHASE_SETUP
      && gtk_widget_get_mapped (GTK_WIDGET (self->setup_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->setup_button));
  else if (state != NULL && state->phase == HERALD_PHASE_BEFORE_ROLL
           && gtk_widget_is_ancestor (GTK_WIDGET (self->dice_panel), page))
    herald_dice_panel_focus_roll (self->dice_panel);
  else if (!focus_first_stop (self, page, focus))
    {
      self->n_focus_searches++;
      gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
    }
}

/**
 * herald_window_find_first_stop:
 * @self: the window, updating its actions for a step (herald_window_update_actions ()
 *   inside the session's #HeraldSession::changed)
 * @leaving: Roll, with the focus, still on: the step (a roll) turns it off next
 *
 * Finds, before @leaving is turned off, the page's first Tab stop that
 * herald_window_focus_page () would give the focus to after GTK dropped it from @leaving (End
 * Turn, or a decision put off), as herald_focus_lands_first () finds it once @leaving is off,
 * and gives it the focus. Found
 * after the drop, the bounds it asks of the page's columns computed the style of every widget
 * around @leaving again, for the focus state GTK had just taken off them and gives back a
 * moment later (8.3 M instructions of 50 steps; docs/performance.md, twenty-fourth round).
 */
void
herald_window_find_first_stop (HeraldWindow *self,
                               GtkWidget    *leaving)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *page = gtk_stack_get_visible_child (self->main_stack);

  g_clear_weak_pointer (&self->first_stop);
  /* herald_window_focus_page ()'s conditions, from no focus */
  if (!self->focus_hand_over || state == NULL || gtk_root_get_focus (GTK_ROOT (self)) != leaving
      || self->dialog != NULL || self->answering || state->phase == HERALD_PHASE_SETUP
      || state->phase == HERALD_PHASE_BEFORE_ROLL || page == NULL
      || gtk_stack_get_transition_running (self->main_stack) || !gtk_widget_get_mapped (page))
    return;
  g_set_weak_pointer (&self->first_stop, first_stop (self, page, leaving));
  self->first_stop_page = page;
  /* given now, in one change: GTK dropped it to no focus as @leaving went off, and
   * herald_window_focus_page () gave it from there, two changes of the focus and two of every
   * ancestor's focus state in each roll (issue 14) */
  if (self->first_stop != NULL && gtk_widget_grab_focus (self->first_stop))
    {
      self->n_focus_early++;
      self->n_focus_shortcuts++;
    }
}

/**
 * herald_window_give_roll_early:
 * @self: the window, updating its actions for a step (herald_window_update_actions ()
 *   inside the session's #HeraldSession::changed), Roll's action already updated
 * @before_roll: whether Roll is on after the step
 *
 * A turn ended with the focus on End Turn (Ctrl+Return, or Return on it), which the step
 * turns off next: gives Roll the focus now, where herald_window_focus_turn () gives it after
 * the step, from the same conditions (the table shown, no dialog open or answered, the dice
 * in view). Turned off under the focus, End Turn had GTK drop the focus first (161 K
 * instructions), and Roll took it after the step (195 K): two changes of the focus. Now it
 * moves once, from End Turn to Roll, as the roll's own hand-over does
 * (herald_window_find_first_stop ()), for 346 K: the same ancestors' states change either way
 * but for the few the two controls share, 19 K of a turn end's 1.3 M (docs/performance.md,
 * forty-third round). A screen reader hears Roll as before.
 *
 * Returns: whether Roll took the focus
 */
gboolean
herald_window_give_roll_early (HeraldWindow *self,
                               gboolean      before_roll)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *roll;

  if (!self->focus_hand_over || self->no_early_first_stop || !before_roll || state == NULL
      || self->dice_panel == NULL || self->end_turn_button == NULL
      || self->actions_enabled[HERALD_WINDOW_ACTION_END_TURN] != 2
      || gtk_root_get_focus (GTK_ROOT (self)) != self->end_turn_button
      /* herald_window_focus_turn ()'s conditions, from no focus */
      || state->phase != HERALD_PHASE_BEFORE_ROLL || self->dialog != NULL || self->answering
      || !herald_window_has_table (self) || !gtk_widget_get_mapped (GTK_WIDGET (self->dice_panel)))
    return FALSE;
  roll = herald_dice_panel_get_roll_button (self->dice_panel);
  if (!gtk_widget_is_sensitive (roll) || !gtk_widget_grab_focus (roll))
    return FALSE;
  self->n_roll_early++;
  return TRUE;
}

/**
 * herald_window_show_page:
 * @self: the window
 * @name: the page of the main stack to show ("game", "summary")
 *
 * Shows the page @name. A focus on the page it leaves (Resume Game, New Game) is let go first,
 * for herald_window_restore_focus () or herald_window_focus_page () to give once: GtkStack
 * gave it to the new page's first Tab stop, the turn's scrolled pane, and Roll took it 0.75 s
 * later, each handed to a screen reader (newcomer report 18, N18-6). A focus let go for
 * nothing is not told to a screen reader.
 */
void
herald_window_show_page (HeraldWindow *self,
                         const char   *name)
{
  GtkWidget *shown = gtk_stack_get_visible_child (self->main_stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), name) != 0 &&
      shown != NULL && focus != NULL && gtk_widget_is_ancestor (focus, shown))
    gtk_root_set_focus (GTK_ROOT (self), NULL);
  /* Back from the winner's page (the winning step undone): the table from its top, whose turn
   * and the dice in view, not as a Tab through the barbarians had scrolled its column before
   * the win (tester report 34, N34-7; the focus given after the page came in still scrolls
   * into view); and the focus to the card of the player whose step it was, as after any
   * card's step undone: End Turn took it, and the Return meant for the step again ended the
   * turn (breaker report 58, break58-5) */
  if (g_strcmp0 (name, "game") == 0 && shown == GTK_WIDGET (self->game_over_page) && shown != NULL)
    {
      GtkWidget *scroller = self->turn_column != NULL
                            ? gtk_widget_get_ancestor (self->turn_column, GTK_TYPE_SCROLLED_WINDOW) : NULL;

      if (scroller != NULL)
        gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)), 0);
      self->focus_card_back = TRUE;
    }
  /* Before the window's first frame (`herald FILE`, the window just presented), the page
   * comes without the crossfade: GtkStack fades whenever it is mapped, and the first frame
   * showed the start page under the game's header and banner (breaker report 58, break58-2) */
  if (!herald_window_drew_a_frame (self))
    {
      GtkStackTransitionType type = gtk_stack_get_transition_type (self->main_stack);

      gtk_stack_set_transition_type (self->main_stack, GTK_STACK_TRANSITION_TYPE_NONE);
      gtk_stack_set_visible_child_name (self->main_stack, name);
      gtk_stack_set_transition_type (self->main_stack, type);
      return;
    }
  gtk_stack_set_visible_child_name (self->main_stack, name);
}

/**
 * herald_window_drew_a_frame:
 * @self: the window
 *
 * Returns: whether the window has drawn a frame yet (%FALSE before it is realized, and after
 *   that until its frame clock's first frame)
 */
gboolean
herald_window_drew_a_frame (HeraldWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

  return clock != NULL && gdk_frame_clock_get_current_timings (clock) != NULL;
}

/**
 * herald_window_target_page:
 * @self: the window, its main stack's page just changed
 *
 * Only the page shown takes taps and clicks: through the crossfade that brings a game in
 * over the start page, the start page is still drawn and laid out, and a tap on New Game
 * began another game. On a loaded machine the table's first layout takes seconds, the taps
 * made meanwhile are handed out before the fade's next step, and the fade's first frame
 * shows the game's header over the start page (tester report 48, N48-3).
 */
void
herald_window_target_page (HeraldWindow *self)
{
  GtkWidget *shown = gtk_stack_get_visible_child (self->main_stack);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->main_stack)); page != NULL;
       page = gtk_widget_get_next_sibling (page))
    gtk_widget_set_can_target (page, page == shown);
}

/**
 * herald_window_move_focus:
 * @widget: the window
 * @direction: where the focus goes (an arrow key, Tab)
 *
 * The window's #GtkWidgetClass.move_focus(). A popover menu hands its arrow keys and Tab to
 * the window; GTK then moves the focus as the window is laid out, out of the open menu of a
 * knight (on a player's card) to the control below it, the menu left open (newcomer report 11,
 * N-3). While a popover has the focus, it moves the focus among its own items, as the main
 * menu does; everything else as GTK does.
 */
void
herald_window_move_focus (GtkWidget        *widget,
                          GtkDirectionType  direction)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;

  if (popover != NULL && gtk_widget_get_mapped (popover))
    {
      /* at an end the menu wraps round (GtkPopoverMenu); a plain popover keeps the focus */
      gtk_widget_child_focus (popover, direction);
      return;
    }

  GTK_WIDGET_CLASS (g_type_class_peek (ADW_TYPE_APPLICATION_WINDOW))->move_focus (widget, direction);
}

/**
 * herald_window_remember_focus:
 * @self: the window
 *
 * Keeps the control with the focus as a dialog opens (for an item of a popover menu, the
 * menu's button: the menu has closed), for herald_window_restore_focus () when the dialog
 * closes: Escape out of Correct Pieces left the focus nowhere (newcomer report 11, N-9).
 * Nothing is kept over it while the focus is nowhere (a dialog opened from another).
 */
void
herald_window_remember_focus (HeraldWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;

  if (popover != NULL)
    focus = gtk_widget_get_parent (popover);
  if (focus == NULL || focus == GTK_WIDGET (self))
    return;
  g_set_weak_pointer (&self->focus_before_dialog, focus);
}

/**
 * herald_window_restore_focus:
 * @self: a window
 *
 * When a dialog or the statistics closed and the window's focus went nowhere (no widget, a
 * hidden or switched-off one, a scrolled pane), it goes to the turn's next step: the setup
 * round's button, Roll before the roll, End Turn after it. Closing the attack result left the focus on the window's
 * frame, and Escape out of the statistics on a "scroll pane" (newcomer report 9, item 3).
 * A game just started or resumed always gives it to its first step (it was on a button of
 * the header or a scroll pane, and Space did nothing).
 */
void
herald_window_restore_focus (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  g_autoptr(GtkWidget) before = self->focus_before_dialog != NULL ? g_object_ref (self->focus_before_dialog) : NULL;

  g_clear_weak_pointer (&self->focus_before_dialog);
  if (state == NULL || state->phase == HERALD_PHASE_OVER)
    return;
  if (!self->focus_new_game && focus != NULL && focus != GTK_WIDGET (self) && gtk_widget_get_mapped (focus) &&
      gtk_widget_is_sensitive (focus) && !GTK_IS_SCROLLED_WINDOW (focus) && !GTK_IS_VIEWPORT (focus))
    return;
  /* back to the control the dialog was opened from, when it is still there: Escape out of
   * Correct Pieces (from a player's card) left the focus nowhere (newcomer report 11, N-9) */
  if (!self->focus_new_game && before != NULL && gtk_widget_get_mapped (before) &&
      gtk_widget_is_sensitive (before) && gtk_widget_grab_focus (before))
    return;
  if (!gtk_widget_get_mapped (self->turn_column))
    return;
  self->focus_new_game = FALSE;
  herald_window_focus_step (self);
}

/**
 * herald_window_focus_step:
 * @self: a window
 *
 * Gives the keyboard focus to the turn's next step, the turn's primary control: the setup
 * round's button, Roll before the roll, End Turn after it.
 *
 * Returns: whether one of them took it
 */
gboolean
herald_window_focus_step (HeraldWindow *self)
{
  const HeraldState *state = herald_window_get_state (self);

  if (state == NULL || state->phase == HERALD_PHASE_OVER || !gtk_widget_get_mapped (self->turn_column))
    return FALSE;
  if (state->phase == HERALD_PHASE_SETUP)
    return gtk_widget_get_mapped (GTK_WIDGET (self->setup_button)) &&
           gtk_widget_is_sensitive (GTK_WIDGET (self->setup_button)) &&
           gtk_widget_grab_focus (GTK_WIDGET (self->setup_button));
  if (state->phase == HERALD_PHASE_BEFORE_ROLL)
    {
      GtkWidget *focus;

      herald_dice_panel_focus_roll (self->dice_panel);
      focus = gtk_root_get_focus (GTK_ROOT (self));
      return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->dice_panel));
    }
  return gtk_widget_is_sensitive (self->end_turn_button) && gtk_widget_get_mapped (self->end_turn_button) &&
         gtk_widget_grab_focus (self->end_turn_button);
}

/**
 * herald_window_bring_table:
 * @self: a window
 * @new_turn: %TRUE for a new turn (End Turn), %FALSE for a roll
 *
 * On a phone showing its Players page, a roll and a new turn bring the Table page into view:
 * the dice and the roll's sentence (production, the ship, who draws, a 7) are what the table
 * must see, and they are on the Table page. The roll was made unseen, only the header's
 * subtitle changed; and after End Turn the focus went to the next player's card on the
 * Players page, where Space opened that player's hand instead of rolling (tester report 30,
 * N30-1, N30-2). The focus then goes where it goes at wide sizes: at a new turn to Roll
 * (README: "the Roll button takes the focus at each new turn"), after a roll to the turn's
 * step (End Turn) when it was on the page now hidden, or on the Players tab (a roll by
 * Ctrl+R from the page tabs left the focus on the Table tab, and after the check-in Space
 * pressed that tab instead of End Turn: tester report 35, N35-4). The Players page is a tap
 * away. Undo and Redo do not call it: they leave the page the player is looking at.
 *
 * Returns: whether the Table page was brought
 */
gboolean
herald_window_bring_table (HeraldWindow *self,
                           gboolean      new_turn)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *players;

  if (!self->narrow || self->view_stack == NULL || self->stepping ||
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "players") != 0)
    return FALSE;
  players = adw_view_stack_get_visible_child (self->view_stack);
  adw_view_stack_set_visible_child_name (self->view_stack, "table");
  /* a focus on the Players tab went to the Table tab as the page changed: no step either */
  if (new_turn || focus == NULL || (players != NULL && gtk_widget_is_ancestor (focus, players)) ||
      (self->switcher_bar != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->switcher_bar))) ||
      !herald_window_can_keep_focus (self, focus))
    herald_window_focus_step (self);
  return TRUE;
}

/* @focus is in the history: on a step, or on the view itself while it has no step */
static gboolean
in_history (GtkWidget *focus,
            GtkWidget *history)
{
  return focus == history || gtk_widget_is_ancestor (focus, history);
}

/**
 * herald_window_history_toggled:
 * @self: the window
 *
 * The History button (or Ctrl+H, or the phone's menu item) opened or closed the history
 * beside the table; on the winner's summary, opening it shows the table. The history takes
 * the focus as it opens (issue 11), and as it closes (Escape, Ctrl+H, its button) gives it
 * back where it was before it opened: the control it was opened from (the History button
 * itself when that was pressed; for the phone's menu item, the menu's button), else the
 * turn's next step (herald_window_restore_focus ()). Before, the focus went to the History
 * button, where it stayed for every later Undo, Redo and dialog (breaker report 13).
 */
void
herald_window_history_toggled (HeraldWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *history = GTK_WIDGET (self->history_view);

  if (!herald_window_has_table (self))
    return;
  if (gtk_toggle_button_get_active (self->history_button))
    {
      GtkWidget *popover = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) : NULL;

      if (popover != NULL)
        focus = gtk_widget_get_parent (popover);
      if (focus != NULL && focus != GTK_WIDGET (self) && !in_history (focus, history))
        g_set_weak_pointer (&self->focus_before_history, focus);
      if (g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "summary") == 0)
        {
          self->show_table = TRUE;
          gtk_stack_set_visible_child_name (self->main_stack, "game");
        }
      /* when shown already; else as it is mapped (herald-window-table.c) */
      if (gtk_widget_get_mapped (history))
        gtk_widget_child_focus (history, GTK_DIR_TAB_FORWARD);
      return;
    }

  /* closed: only a focus left in the history (or nowhere) moves */
  if (focus != NULL && focus != GTK_WIDGET (self) && !in_history (focus, history))
    {
      g_clear_weak_pointer (&self->focus_before_history);
      return;
    }
  {
    g_autoptr(GtkWidget) before = self->focus_before_history != NULL
                                  ? g_object_ref (self->focus_before_history) : NULL;

    g_clear_weak_pointer (&self->focus_before_history);
    if (before != NULL && gtk_widget_get_mapped (before) && gtk_widget_is_sensitive (before) &&
        gtk_widget_grab_focus (before))
      return;
  }
  gtk_root_set_focus (GTK_ROOT (self), NULL);
  herald_window_restore_focus (self);
  if (gtk_root_get_focus (GTK_ROOT (self)) == NULL && gtk_widget_get_mapped (GTK_WIDGET (self->history_button)))
    gtk_widget_grab_focus (GTK_WIDGET (self->history_button));
}

/**
 * herald_window_save_bar_focus_left:
 * @self: the window
 *
 * The save bar hid the control with the focus (its ×, Try Again once saved,
 * #HeraldSaveBar::focus-left): the focus goes to the turn's next step, as after a dialog.
 * GTK gave it to the header's first button, where Space opened the main menu instead of
 * rolling (tester report 25, N25-4).
 */
void
herald_window_save_bar_focus_left (HeraldWindow *self)
{
  gtk_root_set_focus (GTK_ROOT (self), NULL);
  herald_window_restore_focus (self);
  herald_window_focus_page (self);
}

/**
 * herald_window_update_start_default:
 * @self: a window
 *
 * The start page's default, suggested (blue) and focused first: *Resume Game* when there is
 * an unfinished game to go on with, as a table coming back to its game expects (tester report
 * 45, N45-14: Return there opened New Game); else *New Game*. Follows the games folder
 * (#HeraldGamesPage:has-unfinished).
 *
 * Returns: (transfer none): the default button
 */
GtkWidget *
herald_window_update_start_default (HeraldWindow *self)
{
  GtkWidget *resume = herald_games_page_get_resume_button (self->games_page);

  if (resume != NULL)
    gtk_widget_remove_css_class (self->new_game_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->new_game_button, "suggested-action");
  return resume != NULL ? resume : self->new_game_button;
}

/* The start page's first focus is its default (Resume Game or New Game), not the main menu
 * (report 9, item 3) */
void
herald_window_focus_start (HeraldWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *first = herald_window_update_start_default (self);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "empty") == 0 &&
      (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->status_page))))
    gtk_widget_grab_focus (first);
}

/* Whether @widget is a step button of the turn: Roll, End Turn, or the setup round's
 * Settlement Placed / City Placed (a held or bounced Return there took several steps of the
 * setup round and its last bounce rolled the first player's dice, tester report 46, N46-2) */
static gboolean
is_step_button (HeraldWindow *self,
                GtkWidget    *widget)
{
  return widget != NULL && self->dice_panel != NULL &&
         (widget == self->end_turn_button || widget == GTK_WIDGET (self->setup_button) ||
          widget == herald_dice_panel_get_roll_button (self->dice_panel));
}

/**
 * herald_window_step_key_let_through:
 * @self: a window
 * @keycode: the hardware code of a Space or Return pressed (no Ctrl, Alt, Shift) while the
 *   focus is on a step button (Roll, End Turn, which is End Special Build in that phase, or
 *   the setup round's Settlement Placed / City Placed), or
 *   of a step's own key, Ctrl+Return or Ctrl+R, wherever the focus is
 * @time: the key event's time, in ms
 *
 * What herald_window_watch_step_keys () decides for such a key: whether it goes on to the
 * button. Held back: a key within the desktop's double-click time of the last one let
 * through, when the focus has moved to the other step button or the game has taken a step
 * since (End Turn is End Special Build after it, the same button: a bounce on End Turn ended
 * the special build phase unseen, tester report 40, N40-6), and each key of a run that
 * follows within that time; and the keyboard's repeat of a key held down (presses with no
 * release between) once the focus or the game has moved on (a Space held on End Special
 * Build rolled the next player's dice).
 *
 * Returns: %TRUE to let the key through, %FALSE to hold it back
 */
gboolean
herald_window_step_key_let_through (HeraldWindow *self,
                                    guint         keycode,
                                    guint32       time)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  HeraldGame *game = herald_window_get_game (self);
  guint actions = game != NULL ? herald_game_get_n_actions (game) : 0;
  gboolean repeat = self->step_key_down && keycode == self->step_key_code;
  gboolean moved = self->step_key_button != NULL
                   && (focus != self->step_key_button || actions != self->step_key_actions);
  int ms = 400;
  guint32 gap;
  gboolean too_soon;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-double-click-time", &ms, NULL);
  gap = time - self->step_key_time;
  too_soon = moved && gap < (guint32) ms;
  /* each key held back holds back the next of its run: a held key waits for its release */
  self->step_key_time = time;
  self->step_key_code = keycode;
  self->step_key_down = TRUE;
  if (too_soon || (repeat && moved))
    {
      g_debug ("a key on the next step's button %u ms after the last%s: held back", (guint) gap,
               repeat ? " (held down)" : "");
      return FALSE;
    }
  self->step_key_button = focus;
  self->step_key_actions = actions;
  return TRUE;
}

/**
 * herald_window_step_key_released:
 * @self: a window
 * @keycode: the hardware code of a key released
 *
 * The key herald_window_step_key_let_through () last saw is up again (if it is that key): its
 * next press is a press of its own, not the keyboard's repeat.
 */
void
herald_window_step_key_released (HeraldWindow *self,
                                 guint         keycode)
{
  if (keycode == self->step_key_code)
    self->step_key_down = FALSE;
}

/**
 * herald_window_step_key_pressed:
 * @self: a window
 * @keyval: the key value of a key pressed in @self
 * @keycode: its hardware code
 * @state: the modifiers down with it
 * @time: the key event's time, in ms
 *
 * What herald_window_watch_step_keys () does with a key pressed in @self, before any widget
 * sees it: notes it (herald_dialog_note_key ()), and for a Space or Return on a step button
 * (Roll, End Turn, Settlement Placed / City Placed) or a step's own key (Ctrl+Return,
 * Ctrl+R), decides with herald_window_step_key_let_through () whether it goes on. A Space or
 * Return (or a step's own key) held down since it was pressed in a dialog is held back until
 * it is released (herald_dialog_key_held_from_elsewhere ()).
 *
 * Returns: %TRUE to let the key through, %FALSE to hold it back
 */
gboolean
herald_window_step_key_pressed (HeraldWindow    *self,
                                guint            keyval,
                                guint            keycode,
                                GdkModifierType  state,
                                guint32          time)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GdkModifierType mods = state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK);
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter;
  gboolean space = keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space;
  /* a step's own key, wherever the focus is: Ctrl+Return ends the turn, Ctrl+R rolls
   * (herald_window_step_key_cb ()); held, its repeat ended the turn and the special build
   * phase, and with Ctrl let go first the Return left rolled the next player's dice (tester
   * report 42, N42-8) */
  gboolean shortcut = mods == GDK_CONTROL_MASK && (enter || keyval == GDK_KEY_r || keyval == GDK_KEY_R);

  /* held down, its repeat does not answer the dialog this key opens (B43-2) */
  herald_dialog_note_key (GTK_WIDGET (self), keycode, TRUE);
  /* nor, held down on a dialog's last button, a button here, End Turn (N46-5) */
  if ((shortcut || enter || space) && herald_dialog_key_held_from_elsewhere (GTK_WIDGET (self), keycode))
    {
      g_debug ("the repeat of a key pressed in a dialog: held back until it is released");
      return FALSE;
    }
  if (!shortcut &&
      ((!space && !enter) || mods != 0 ||
       !is_step_button (self, focus)))
    return TRUE;
  /* the rest of a run of Space or Return begun here does not answer the dialog the step
   * opens (N45-5) */
  if (!shortcut)
    herald_dialog_note_step_key (GTK_WIDGET (self), keycode, time);
  return herald_window_step_key_let_through (self, keycode, time);
}

static gboolean
step_key_pressed_cb (GtkEventControllerKey *keys,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     HeraldWindow          *self)
{
  guint32 time = gtk_event_controller_get_current_event_time (GTK_EVENT_CONTROLLER (keys));

  return herald_window_step_key_pressed (self, keyval, keycode, state, time) ? GDK_EVENT_PROPAGATE
                                                                             : GDK_EVENT_STOP;
}

static void
step_key_released_cb (GtkEventControllerKey *keys,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      HeraldWindow          *self)
{
  herald_dialog_note_key (GTK_WIDGET (self), keycode, FALSE);
  herald_window_step_key_released (self, keycode);
}

/* a key's release seen by another window (a dialog that opened under it) is never seen here:
 * whatever was down is taken as up when the window is left or comes back */
static void
step_keys_active_cb (HeraldWindow *self)
{
  self->step_key_down = FALSE;
}

/**
 * herald_window_watch_step_keys:
 * @self: a window
 *
 * A key that presses a button (Space, Return), held or bounced, played through the turns:
 * Space on Roll rolled, the focus went on to End Turn and the next Space of the run ended the
 * turn, the next rolled for the next player, ten steps in a fifth of a second (tester report
 * 36, N36-4). GtkButton drops a press of the button whose press is still showing, not one of
 * the button the focus moved to. Such a key on a step button (Roll, End Turn) is held back as
 * herald_window_step_key_let_through () says: a held key presses once. So are the steps' own
 * keys, Ctrl+Return and Ctrl+R (N42-8), and a Return whose Ctrl was let go first is the same
 * key held. The dialogs hold back early taps the same way (herald-dialog-guard.c). Other keys
 * with Ctrl, Alt or Shift, taps and a screen reader's actions are not held back.
 */
void
herald_window_watch_step_keys (HeraldWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (step_key_pressed_cb), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (step_key_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (self, "notify::is-active", G_CALLBACK (step_keys_active_cb), NULL);
  /* the focus ring's keys are watched by the same controller, after these
   * (herald_a11y_focus_ring_watch ()) */
  g_object_set_data (G_OBJECT (self), "herald-capture-keys", keys);
}
