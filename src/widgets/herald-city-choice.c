/* herald-city-choice.c: the pillaged city's choice in the window (RULES.md A7.4, A15)
 *
 * The barbarians took one of a player's ordinary cities and the player chooses which: with or
 * without a wall and, in the first edition, sabotaged or intact. The engine says which kinds
 * the player still has (herald_game_check () of each `choose_city`); the dialog offers them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"
#include <glib/gi18n.h>
#include "herald-city-choice.h"
#include "herald-text.h"

typedef struct
{
  const char *id;
  const char *label;
  gint        walled;
  gint        sabotaged;
} CityChoice;

/* in the order the dialog shows them, after Later; "unwalled" and "walled" are the answers
 * when sabotage does not matter (as before December 2026) */
static const CityChoice choices[] = {
  { "unwalled", N_("City _Without Wall"), 0, HERALD_UNSET },
  { "walled", N_("_Walled City"), 1, HERALD_UNSET },
  { "unwalled-sabotaged", N_("_Sabotaged City Without Wall"), 0, 1 },
  { "unwalled-intact", N_("_Intact City Without Wall"), 0, 0 },
  { "walled-sabotaged", N_("Sabotaged _Walled City"), 1, 1 },
  { "walled-intact", N_("Intact Walled _City"), 1, 0 },
};

static void
choice_action (const CityChoice *choice,
               guint             player,
               HeraldAction     *action)
{
  herald_action_init (action, HERALD_ACTION_CHOOSE_CITY, player);
  action->flag = choice->walled;
  action->sabotaged = choice->sabotaged;
}

/**
 * herald_city_choice_add_responses:
 * @dialog: the "Which City Does X Lose?" dialog, its Later response added
 * @game: the open game
 * @player: the pillaged player, who owes `choose_city`
 *
 * Adds a response per kind of city the player may give up. When the player's cities differ in
 * sabotage (first edition, the engine accepts both a sabotaged and an intact one) each kind
 * the engine accepts is offered; otherwise City Without Wall and Walled City, the latter
 * disabled when the engine refuses it (a correction may have left no walled city).
 *
 * Returns: (transfer full): the dialog's body text
 */
char *
herald_city_choice_add_responses (AdwMessageDialog *dialog,
                                  HeraldGame       *game,
                                  guint             player)
{
  const char *name = herald_text_player_name (game, player);
  gboolean ok[G_N_ELEMENTS (choices)];
  gboolean sabotaged = FALSE, intact = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      HeraldAction action;

      choice_action (&choices[i], player, &action);
      ok[i] = herald_game_check (game, &action, NULL);
      sabotaged |= ok[i] && choices[i].sabotaged == 1;
      intact |= ok[i] && choices[i].sabotaged == 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      gboolean by_sabotage = choices[i].sabotaged != HERALD_UNSET;

      if (by_sabotage != (sabotaged && intact) || (by_sabotage && !ok[i]))
        continue;
      adw_message_dialog_add_response (dialog, choices[i].id, _(choices[i].label));
      if (choices[i].walled)
        adw_message_dialog_set_response_appearance (dialog, choices[i].id,
                                                    ADW_RESPONSE_DESTRUCTIVE);
      if (!ok[i])
        adw_message_dialog_set_response_enabled (dialog, choices[i].id, FALSE);
    }

  if (sabotaged && intact)
    return g_strdup_printf (_("%s has ordinary cities that differ: sabotaged or intact, with or "
                              "without a wall. A walled city loses its wall too."),
                            name);
  return g_strdup_printf (_("%s has ordinary cities with and without a wall. A walled city loses its wall too."),
                          name);
}

/**
 * herald_city_choice_action:
 * @response: a response id of the dialog
 * @player: the pillaged player
 * @action: (out caller-allocates): the `choose_city` it answers
 *
 * Returns: whether @response is a city (not Later)
 */
gboolean
herald_city_choice_action (const char   *response,
                           guint         player,
                           HeraldAction *action)
{
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    if (g_strcmp0 (response, choices[i].id) == 0)
      {
        choice_action (&choices[i], player, action);
        return TRUE;
      }
  return FALSE;
}
