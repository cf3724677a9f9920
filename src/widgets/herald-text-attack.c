/* herald-text-attack.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The words of a barbarian attack: its result's sentences and each player's row (A6, A7), and
 * what it would do if the barbarians landed now (the track's forecast). The roll's own
 * sentence, which names the attack too, is herald-text.c's roll banner. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-text-private.h"

/**
 * herald_text_tie_draw:
 * @game: the game
 * @attack: a %HERALD_OUTCOME_ATTACK outcome
 *
 * When Catan won with a tie at the top (A6.2, or every player with the A6.6 option), who
 * chooses a deck and draws its top card, in turn order from the current player: the players
 * must know it with physical cards too, where Herald asks nobody.
 *
 * Returns: (transfer full) (nullable): a sentence such as "Tied for the strongest defence:
 *   Anna, then Cleo choose a deck and each draw a progress card.", or %NULL when nobody draws
 */
char *
herald_text_tie_draw (HeraldGame          *game,
                      const HeraldOutcome *attack)
{
  g_autoptr(GString) list = NULL;

  if (attack->type != HERALD_OUTCOME_ATTACK || !attack->catan_wins || attack->n_players == 0)
    return NULL;

  list = g_string_new (NULL);
  herald_text_append_player_list (list, game, attack->players, attack->n_players);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Tied for the strongest defence: %s chooses a deck and draws a progress card.",
                                       "Tied for the strongest defence: %s choose a deck and each draw a progress card.",
                                       attack->n_players),
                          list->str);
}

/**
 * herald_text_attack_losers:
 * @game: the game
 * @attack: a %HERALD_OUTCOME_ATTACK outcome
 *
 * When the barbarians won, who loses a city: the engine's weakest defenders with an ordinary
 * city (A7.2), in its order, or nobody. The attack's result says it above the players' rows,
 * whose losers a phone at text scale 1.5 showed only after scrolling (tester report 25,
 * N25-5).
 *
 * Returns: (transfer full) (nullable): a sentence such as "Cleo loses one city.", or %NULL when
 *   Catan won
 */
char *
herald_text_attack_losers (HeraldGame          *game,
                           const HeraldOutcome *attack)
{
  g_autoptr(GString) list = NULL;

  if (attack->type != HERALD_OUTCOME_ATTACK || attack->catan_wins)
    return NULL;
  if (attack->n_players == 0)
    return g_strdup (_("Nobody loses a city: nobody has an ordinary city."));

  list = g_string_new (NULL);
  herald_text_append_player_list (list, game, attack->players, attack->n_players);
  /* Translators: the first sentence of the attack's result when the barbarians win: the
   * weakest defenders, as a list ("Cleo", "Anna, then Cleo") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s loses one city.", "%s each lose one city.",
                                       attack->n_players),
                          list->str);
}

char *
herald_text_attack_reason (HeraldGame          *game,
                           const HeraldOutcome *attack,
                           guint                player)
{
  const HeraldState *state = herald_game_get_state (game);
  guint strength = player < attack->n_contributions ? attack->contributions[player] : 0;
  gboolean listed = FALSE;
  guint ordinary;

  for (guint i = 0; i < attack->n_players; i++)
    if (attack->players[i] == player)
      listed = TRUE;

  if (attack->catan_wins)
    {
      if (attack->defender == (gint) player && herald_game_get_defender_tokens (game) > 0)
        /* Translators: RULES.md A6.5: the box's Defender of Catan cards have all been given */
        return g_strdup (_("Defender of Catan: the strongest defender alone, one victory point; "
                           "the box has no Defender card left, so use a token"));
      if (attack->defender == (gint) player)
        return g_strdup (_("Defender of Catan: the strongest defender alone, one victory point"));
      if (listed)
        return g_strdup (_("Tied for the strongest defence: chooses a progress card"));
      if (strength == 0)
        return g_strdup (_("No active knights"));
      return g_strdup_printf (_("Helped with strength %u"), strength);
    }

  if (listed)
    return g_strdup (_("Loses a city: weakest defender with an ordinary city"));

  ordinary = state->players[player].n_cities - herald_game_get_metropolises (game, player);
  if (ordinary == 0)
    return g_strdup (_("Spared: no ordinary city to lose"));

  return g_strdup (_("Spared: stronger than the weakest defender"));
}

/**
 * herald_text_landing_forecast:
 * @game: a game
 *
 * What an attack would do if the barbarians landed now, from the engine's forecast
 * (herald_game_forecast_landing()): who would win, and who would get the Defender, choose a
 * progress card or lose a city.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL when the game is over
 */
char *
herald_text_landing_forecast (HeraldGame *game)
{
  g_autoptr(GArray) outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  if (game == NULL || herald_game_forecast_landing (game, outcomes) == 0)
    return NULL;
  return herald_text_attack_forecast (game, &g_array_index (outcomes, HeraldOutcome, 0));
}

/**
 * herald_text_attack_forecast:
 * @game: a game
 * @attack: the %HERALD_OUTCOME_ATTACK herald_game_forecast_landing() gives for @game
 *
 * herald_text_landing_forecast()'s sentence for @attack, made of its @catan_wins, @defender
 * and @players only and of those players' names (herald_game_get_player_label()).
 *
 * Returns: (transfer full): the sentence
 */
char *
herald_text_attack_forecast (HeraldGame          *game,
                             const HeraldOutcome *attack)
{
  g_autoptr(GString) names = g_string_new (NULL);

  if (attack->catan_wins)
    {
      herald_text_append_player_list (names, game, attack->players, attack->n_players);
      if (attack->defender >= 0)
        return g_strdup_printf (_("If they landed now, Catan would win and %s would get a Defender of Catan card."),
                                herald_text_player_name (game, attack->defender));
      if (attack->n_players > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "If they landed now, Catan would win and %s would choose a progress card.",
                                             "If they landed now, Catan would win and %s would each choose a progress card.",
                                             attack->n_players),
                                names->str);
      return g_strdup (_("If they landed now, Catan would win."));
    }
  /* in seat order, which is no order ("Anna, Ben, then Dan" was not the attack's: its result
   * said "Cleo, then Ben", tester report 36, N36-9) */
  /* Translators: the last separator of a list of players in no order: "Anna, Ben and Cleo" */
  herald_text_append_players (names, game, attack->players, attack->n_players, N_(" and "));
  if (attack->n_players > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "If they landed now, the barbarians would win and %s would lose a city.",
                                         "If they landed now, the barbarians would win and %s would each lose a city.",
                                         attack->n_players),
                            names->str);
  return g_strdup (_("If they landed now, the barbarians would win, but nobody has an ordinary city to lose."));
}
