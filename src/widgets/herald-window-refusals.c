/* herald-window-refusals.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* What the window's turn controls say when they are off (herald_window_update_actions ()):
 * the engine's reason, and the game's length limit said once. */

#include "config.h"

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
 * herald_window_update_end_turn:
 * @self: a window
 * @enabled: whether End Turn is on
 * @playing: whether the window's game is being played here
 *
 * Enables `game.end-turn`; off in a game being played, End Turn says why in its tooltip: the
 * engine's refusal of an `end_turn`, names isolated (herald_text_refusal ()). The tooltip is
 * set only when it changes.
 */
void
herald_window_update_end_turn (HeraldWindow *self,
                               gboolean      enabled,
                               gboolean      playing)
{
  HeraldGame *game = herald_window_get_game (self);
  g_autoptr(GError) why = NULL;
  g_autofree char *tip = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.end-turn", enabled);
  if (!enabled && playing)
    {
      HeraldAction end;

      herald_action_init (&end, HERALD_ACTION_END_TURN, herald_window_get_state (self)->current);
      if (!herald_game_check (game, &end, &why))
        {
          g_autofree char *message = herald_text_refusal (game, why->message);

          /* Translators: the End Turn button's tooltip when it is off; %s is the reason */
          tip = g_strdup_printf (_("Cannot end the turn: %s"), message);
        }
    }
  /* the tooltip made as it shows, the description a label's text (herald_update_described ()):
   * as the button's tooltip, the refusal given as a roll was undone with End Turn focused
   * ("Cannot end the turn: Anna has not rolled yet") was read by Orca before the undo (issue 11) */
  if (self->end_turn_button != NULL)
    herald_update_described (self->end_turn_button, tip);
}
