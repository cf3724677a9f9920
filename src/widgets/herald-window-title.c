/* herald-window-title.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The header bar's words for the turn: the player's name as the header has room for it, and
 * the subtitle that says who rolls, whose turn it is, or who fights the barbarians first
 * (herald_window_refresh () after a step; herald_window_held_landing_cb () between steps). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-data.h"
#include "herald-header-title.h"
#include "herald-text.h"
#include "herald-window-private.h"

/* @name for the header bar: a run of more than HEADER_WORD_CHARS letters without a space or a
 * hyphen cut there by an ellipsis. A name of 64 "W"s wrapped the subtitle "WWWW… tira" to five
 * lines on a phone and lost the verb to the ellipsis (tester report 33, N33-4); the player's
 * card has the name whole */
#define HEADER_WORD_CHARS 16

/**
 * herald_window_header_name:
 * @name: a player's name
 *
 * Returns: (transfer full): @name for the header bar, each run of more than 16 letters
 *   without a space or a hyphen cut by an ellipsis
 */
char *
herald_window_header_name (const char *name)
{
  GString *cut = g_string_new (NULL);
  guint run = 0;

  for (const char *p = name; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      run = g_unichar_isspace (c) || c == '-' ? 0 : run + 1;
      if (run <= HEADER_WORD_CHARS)
        g_string_append_unichar (cut, c);
      else if (run == HEADER_WORD_CHARS + 1)
        g_string_append (cut, "…");
    }
  return g_string_free (cut, FALSE);
}

/* The header's subtitle in a turn: who rolls, whose turn it is, or, where the roll that landed
 * the barbarian ship waits for its battle (the check-in put off, the roll undone), who fights:
 * "to roll" read as if nothing had been rolled (newcomer report 61, newcomer61-1; the card
 * says the same, herald-player-item.c) */
char *
herald_window_turn_subtitle (HeraldWindow      *self,
                             const HeraldState *state,
                             const char        *header_name)
{
  if (state->phase == HERALD_PHASE_BEFORE_ROLL && herald_session_has_held_landing (self->session))
    /* Translators: the header's subtitle while the roll that landed the barbarian ship waits
     * for the battle (the button reads "Fight the Barbarians…"); %s is the player */
    return g_strdup_printf (HERALD_ONCE (_("%s to fight the barbarians")), header_name);
  return g_strdup_printf (state->phase == HERALD_PHASE_BEFORE_ROLL ? HERALD_ONCE (_("%s to roll"))
                                                                  : HERALD_ONCE (_("%s’s turn")),
                          header_name);
}

/* Dice drawn or put off outside a step changed whether a landing waits for its battle: the
 * header's subtitle says so (herald_window_turn_subtitle ()); a step's refresh says it too */
void
herald_window_held_landing_cb (HeraldWindow *self)
{
  HeraldGame *game = herald_window_get_game (self);
  const HeraldState *state = game != NULL ? herald_game_get_state (game) : NULL;
  g_autofree char *header_name = NULL;
  g_autofree char *subtitle = NULL;

  if (state == NULL || state->phase != HERALD_PHASE_BEFORE_ROLL)
    return;
  header_name = herald_window_header_name (herald_text_player_name (game, state->current));
  subtitle = herald_window_turn_subtitle (self, state, header_name);
  herald_header_title_set_subtitle (self->window_title, subtitle);
}
