/* herald-window-focus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Where the keyboard focus goes when the window changes its page (issue 11): after New Game
 * the focus was left on the start page's hidden button and came back on a scrolled pane of
 * the table (the next Tab began there), and after the winning step it stayed on the table
 * behind the winner's page. */

#include "config.h"

#include "herald-window-private.h"

static gboolean
can_keep (GtkWidget *focus)
{
  return focus != NULL && gtk_widget_get_mapped (focus) && gtk_widget_is_sensitive (focus)
         && !GTK_IS_SCROLLED_WINDOW (focus) && !GTK_IS_VIEWPORT (focus);
}

/**
 * herald_window_focus_page:
 * @self: the window
 *
 * Gives the page now shown (the table, the winner's page, the start page) the keyboard focus
 * when the focus is not on a control of it or of the header: in the setup round to the button
 * that places the piece, before a roll to Roll, else to the page's first control. Does nothing
 * while a dialog of the window is open or the page is still coming in.
 */
void
herald_window_focus_page (HeraldWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->main_stack);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const HeraldState *state = herald_window_get_state (self);

  if (page == NULL || self->dialog != NULL || gtk_stack_get_transition_running (self->main_stack)
      || !gtk_widget_get_mapped (page))
    return;

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
  else
    gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD);
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
