/* herald-text.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-text.h"
#include "herald-text-private.h"

/* the name as it is, for a list that isolates each name itself */
static const char *
raw_player_name (HeraldGame *game,
                 gint        player)
{
  if (player < 0 || (guint) player >= herald_game_get_n_players (game))
    return _("Nobody");

  return herald_game_get_player_label (game, player);
}

/* A correction that only puts cards on top of the decks (Arrange Progress Card Decks) */
static gboolean
correction_arranges_decks_only (const HeraldCorrection *c)
{
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (c->improvements[t] != HERALD_UNSET)
      return FALSE;
  return c->settlements == HERALD_UNSET && c->cities == HERALD_UNSET &&
         c->walls == HERALD_UNSET && c->defender == HERALD_UNSET &&
         c->metropolises == HERALD_UNSET && c->n_knights == HERALD_UNSET &&
         c->sixth_settlements == HERALD_UNSET && c->sabotaged == HERALD_UNSET &&
         c->metropolis_walls == HERALD_UNSET && c->first_attack_done == HERALD_UNSET &&
         c->n_hand == HERALD_UNSET &&
         c->n_vp_cards == HERALD_UNSET;
}

char *
herald_text_describe_action (HeraldGame         *game,
                             const HeraldAction *action)
{
  const char *who = herald_text_player_name (game, action->player);

  switch (action->type)
    {
    case HERALD_ACTION_SETUP_SETTLEMENT:
      return g_strdup_printf (_("%s placed the first settlement"), who);
    case HERALD_ACTION_SETUP_CITY:
      return g_strdup_printf (_("%s placed the first city"), who);
    case HERALD_ACTION_ROLL:
      {
        guint sum = action->roll.red + action->roll.white;

        /* the red die's value decides who draws a progress card: the history keeps both
         * dice (newcomer report 10, D) */
        if (action->roll.alchemist)
          /* Translators: player, production number, the red die, the white die, then the
           * event die face: "Ben set 6 with the Alchemist (red die 2, white die 4, Ship)" */
          return g_strdup_printf (_("%s set %u with the Alchemist (red die %u, white die %u, %s)"),
                                  who, sum, action->roll.red, action->roll.white,
                                  herald_text_event_name (action->roll.event));
        if (action->again)
          /* Translators: a deliberate re-roll after dice were undone: player, production
           * number, the red die, the white die, then the event die face */
          return g_strdup_printf (_("%s rolled again: %u (red die %u, white die %u, %s)"),
                                  who, sum, action->roll.red, action->roll.white,
                                  herald_text_event_name (action->roll.event));
        /* Translators: player, production number, the red die, the white die, then the event
         * die face: "Ben rolled 6 (red die 2, white die 4, Ship)" */
        return g_strdup_printf (_("%s rolled %u (red die %u, white die %u, %s)"),
                                who, sum, action->roll.red, action->roll.white,
                                herald_text_event_name (action->roll.event));
      }
    case HERALD_ACTION_END_TURN:
      return g_strdup_printf (_("%s ended the turn"), who);
    case HERALD_ACTION_END_SPECIAL_BUILD:
      return g_strdup (_("Special build phase ended"));
    case HERALD_ACTION_BUILD_SETTLEMENT:
      return g_strdup_printf (_("%s built a settlement"), who);
    case HERALD_ACTION_BUILD_CITY:
      return g_strdup_printf (_("%s built a city"), who);
    case HERALD_ACTION_BUILD_WALL:
      return g_strdup_printf (_("%s built a city wall"), who);
    case HERALD_ACTION_BUILD_KNIGHT:
      return g_strdup_printf (_("%s recruited a basic knight"), who);
    case HERALD_ACTION_UPGRADE_KNIGHT:
      return g_strdup_printf (_("%s promoted a knight"), who);
    case HERALD_ACTION_ACTIVATE_KNIGHT:
      return g_strdup_printf (_("%s activated a knight"), who);
    case HERALD_ACTION_DEACTIVATE_KNIGHT:
      return g_strdup_printf (_("%s deactivated a knight"), who);
    case HERALD_ACTION_KNIGHT_ACTION:
      switch (action->kind)
        {
        case HERALD_KNIGHT_DISPLACE:
          return g_strdup_printf (_("%s displaced a knight of %s"), who,
                                  herald_text_player_name (game, action->target));
        case HERALD_KNIGHT_CHASE_ROBBER:
          return g_strdup_printf (_("%s chased the robber away"), who);
        case HERALD_KNIGHT_MOVE:
        default:
          return g_strdup_printf (_("%s moved a knight"), who);
        }
    case HERALD_ACTION_REMOVE_KNIGHT:
      return g_strdup_printf (_("%s removed a knight"), who);
    case HERALD_ACTION_IMPROVE_CITY:
      /* Translators: "Anna improved Science" */
      return g_strdup_printf (_("%s improved %s"), who, herald_text_track_name (action->track));
    case HERALD_ACTION_SET_LONGEST_ROAD:
      if (action->player < 0)
        return g_strdup (_("Nobody holds the Longest Road"));
      return g_strdup_printf (_("%s holds the Longest Road"), who);
    case HERALD_ACTION_SET_MERCHANT:
      if (action->player < 0)
        return g_strdup (_("The merchant left the board"));
      return g_strdup_printf (_("%s holds the merchant"), who);
    case HERALD_ACTION_PLAY_CARD:
      /* Translators: "Anna played Warlord" */
      return g_strdup_printf (_("%s played %s"), who, herald_text_card_name (action->card));
    case HERALD_ACTION_DISCARD_CARD:
      return g_strdup_printf (_("%s discarded a progress card"), who);
    case HERALD_ACTION_CHOOSE_DECK:
      /* Translators: "Anna drew from the Politics deck" */
      return g_strdup_printf (_("%s drew from the %s"), who, herald_text_deck_name (action->track));
    case HERALD_ACTION_CHOOSE_CITY:
      /* first edition: which of them, sabotaged or intact (A7.4, A15) */
      if (action->sabotaged != HERALD_UNSET)
        return g_strdup_printf (action->flag == 1 ?
                                (action->sabotaged == 1 ? _("%s gave up a sabotaged walled city")
                                                        : _("%s gave up an intact walled city")) :
                                (action->sabotaged == 1 ? _("%s gave up a sabotaged city without a wall")
                                                        : _("%s gave up an intact city without a wall")),
                                who);
      if (action->flag == 1)
        return g_strdup_printf (_("%s gave up a walled city"), who);
      return g_strdup_printf (_("%s gave up a city without a wall"), who);
    case HERALD_ACTION_REVEAL_VP_CARD:
      return g_strdup_printf (_("%s revealed the %s"), who, herald_text_card_name (action->card));
    case HERALD_ACTION_REPAIR_CITY:
      return g_strdup_printf (_("%s repaired a sabotaged city"), who);
    case HERALD_ACTION_CORRECT:
      if (correction_arranges_decks_only (&action->correction))
        return g_strdup (_("The progress card decks were arranged"));
      {
        g_autofree char *details = herald_text_correction_details (&action->correction);

        if (*details == '\0')
          return g_strdup_printf (_("%s’s pieces were corrected"), who);
        /* Translators: a correction and what it set: "Anna’s pieces were corrected: Cities 1,
         * Mighty knights 1, Mighty knights active 0" */
        return g_strdup_printf (_("%s’s pieces were corrected: %s"), who, details);
      }
    case HERALD_N_ACTIONS:
    default:
      return g_strdup (herald_action_type_to_string (action->type));
    }
}

/* @players' names in a list, each isolated (U+2068 … U+2069) when there are several, so that a
 * name written right to left, or holding direction marks, never reorders the others; @last
 * (untranslated, N_()) goes translated before the last name ("Anna, Ben, then Cleo",
 * "Anna, Ben or Cleo") */
void
herald_text_append_players (GString      *str,
                            HeraldGame   *game,
                            const guint8 *players,
                            guint         n_players,
                            const char   *last)
{
  for (guint i = 0; i < n_players; i++)
    {
      if (i > 0)
        g_string_append (str, i == n_players - 1 ? _(last) : ", ");
      if (n_players > 1)
        g_string_append_printf (str, "\u2068%s\u2069", raw_player_name (game, players[i]));
      else
        g_string_append (str, herald_text_player_name (game, players[i]));
    }
}

void
herald_text_append_player_list (GString      *str,
                                HeraldGame   *game,
                                const guint8 *players,
                                guint         n_players)
{
  /* Translators: the last separator of a list of players, "Anna, Ben, then Cleo" */
  herald_text_append_players (str, game, players, n_players, N_(", then "));
}

/* The 7 as players say it (A19.2): the limit most players have, then only the players whose
 * limit differs, with their walls: "whoever holds more than 7 cards discards half (Cleo has
 * 1 wall: more than 9)", and while a player's choice of the pillaged city can still take a
 * wall, the limit it would give (the engine's `open_limits`, A7.4, A7.5) */
static void
append_discard_rule (GString             *str,
                     HeraldGame          *game,
                     const HeraldOutcome *seven)
{
  const HeraldState *state = herald_game_get_state (game);
  guint common = 0, best = 0;
  gboolean first = TRUE;

  /* the limit most players share; on a tie the lowest */
  for (guint i = 0; i < seven->n_players; i++)
    {
      guint n = 0;

      for (guint j = 0; j < seven->n_players; j++)
        n += seven->values[j] == seven->values[i];
      if (n > best || (n == best && seven->values[i] < common))
        {
          best = n;
          common = seven->values[i];
        }
    }

  g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE,
                                            "whoever holds more than %u card discards half",
                                            "whoever holds more than %u cards discards half",
                                            common),
                          common);

  for (guint i = 0; i < seven->n_players; i++)
    {
      guint player = seven->players[i];
      guint walls = 0;

      if (seven->values[i] == common && seven->open_limits[i] == 0)
        continue;
      /* the walls the engine counted in this limit (7 + 2 × walls, A19.2): the outcome's own
       * figure, so that a 7 shown again later (the history) says what it said then, even when
       * a wall went since (a walled city given up, C18) */
      if (player < state->n_players)
        walls = herald_discard_limit_walls (seven->values[i]);

      g_string_append (str, first ? " (" : "; ");
      first = FALSE;
      if (walls == 0)
        /* Translators: inside "whoever holds more than 9 cards discards half (…)" */
        g_string_append_printf (str, _("%s has no wall: more than %u"),
                                herald_text_player_name (game, player), seven->values[i]);
      else
        /* Translators: inside "whoever holds more than 7 cards discards half (…)":
         * player, walls, the player's limit */
        g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE,
                                                  "%s has %u wall: more than %u",
                                                  "%s has %u walls: more than %u", walls),
                                herald_text_player_name (game, player), walls, seven->values[i]);
      /* the pillaged city still to be chosen: the limit is open until then (N45-7) */
      if (seven->open_limits[i] != 0)
        /* Translators: after "Cleo has 1 wall: more than 9" while Cleo still chooses which
         * city the barbarians take: ", or more than 7 if the city lost is a walled one" */
        g_string_append_printf (str, _(", or more than %u if the city lost is a walled one"),
                                seven->open_limits[i]);
    }
  if (!first)
    g_string_append (str, ")");
}

char *
herald_text_describe_outcome (HeraldGame          *game,
                              const HeraldOutcome *outcome)
{
  const char *who = herald_text_player_name (game, outcome->player);

  switch (outcome->type)
    {
    case HERALD_OUTCOME_ROLLED:
      return g_strdup_printf (_("Production %d"), outcome->value);
    case HERALD_OUTCOME_REROLL:
      return g_strdup (_("A 7 in the first two rounds: roll again"));
    case HERALD_OUTCOME_SHIP_ADVANCED:
      return g_strdup_printf (_("The barbarian ship advances to space %u"), outcome->position);
    case HERALD_OUTCOME_SHIP_HELD:
      return g_strdup (_("Easy start: the ship stays where it is"));
    case HERALD_OUTCOME_ATTACK:
      if (outcome->catan_wins)
        {
          g_autofree char *tie = herald_text_tie_draw (game, outcome);
          g_autofree char *result = g_strdup_printf (_("The barbarians attack: %u against %u knights. Catan wins."),
                                                     outcome->barbarian_strength,
                                                     outcome->knight_strength);

          if (tie == NULL)
            return g_steal_pointer (&result);
          return g_strdup_printf ("%s %s", result, tie);
        }
      return g_strdup_printf (_("The barbarians attack: %u against %u knights. The barbarians win."),
                              outcome->barbarian_strength, outcome->knight_strength);
    case HERALD_OUTCOME_PROGRESS_DRAW:
      /* Translators: "Anna draws from the Science deck" */
      return g_strdup_printf (_("%s draws from the %s"), who, herald_text_deck_name (outcome->track));
    case HERALD_OUTCOME_DECK_EMPTY:
      return g_strdup_printf (_("The %s is empty"), herald_text_deck_name (outcome->track));
    case HERALD_OUTCOME_SEVEN:
      {
        g_autoptr(GString) rule = g_string_new (NULL);

        append_discard_rule (rule, game, outcome);
        if (outcome->robber_may_move)
          /* Translators: "A 7: whoever holds more than 7 cards discards half; the robber moves" */
          return g_strdup_printf (_("A 7: %s; the robber moves"), rule->str);
        /* Translators: "A 7: whoever holds more than 7 cards discards half; the robber stays…" */
        return g_strdup_printf (_("A 7: %s; the robber stays until the first attack"), rule->str);
      }
    case HERALD_OUTCOME_SEVEN_LIMITS:
      {
        g_autoptr(GString) rule = g_string_new (NULL);

        append_discard_rule (rule, game, outcome);
        /* Translators: after a player gave up a walled city to the barbarians on a roll that
         * is also a 7 (the attack comes first, so the wall no longer counts):
         * "For this 7: whoever holds more than 7 cards discards half (Cleo has 1 wall: more
         * than 9)" */
        return g_strdup_printf (_("For this 7: %s"), rule->str);
      }
    case HERALD_OUTCOME_METROPOLIS:
      /* in the past, as the step it follows: "Anna improved Trade · Anna took the Trade
       * metropolis" (newcomer report 23, N23-3); the story view says "took" too */
      if (outcome->other >= 0)
        return g_strdup_printf (_("%s took the %s metropolis from %s"), who,
                                herald_text_track_name (outcome->track),
                                herald_text_player_name (game, outcome->other));
      return g_strdup_printf (_("%s took the %s metropolis"), who,
                              herald_text_track_name (outcome->track));
    case HERALD_OUTCOME_VP_CARD:
      return g_strdup_printf (_("%s reveals the %s: one victory point"), who,
                              herald_text_card_name (outcome->card));
    case HERALD_OUTCOME_HAND_LIMIT:
      return g_strdup_printf (_("%s must discard down to four progress cards"), who);
    case HERALD_OUTCOME_CARD_PLAYED:
      {
        /* the history's line under "Anna played Wedding": what the card did, without its
         * name again (N34-8, N38-6, N43-2) */
        char *effect = herald_text_card_did (game, outcome);

        if (effect != NULL)
          return effect;
        return g_strdup_printf (_("%s played %s"), who, herald_text_card_name (outcome->card));
      }
    case HERALD_OUTCOME_CARD_DISCARDED:
      return g_strdup_printf (_("%s put a progress card under its deck"), who);
    case HERALD_OUTCOME_CARD_STOLEN:
      return g_strdup_printf (_("%s took a progress card from %s"), who,
                              herald_text_player_name (game, outcome->other));
    case HERALD_OUTCOME_SABOTEUR:
      {
        g_autoptr(GString) str = g_string_new (NULL);

        /* what the Saboteur did, after "Anna played Saboteur", which names the card (N43-2).
         * A15: the first edition's Saboteur turns a city of its target; nobody discards */
        if (herald_game_get_rules (game)->edition == HERALD_EDITION_FIRST && outcome->n_players == 1)
          /* Translators: what the first edition's Saboteur did, after "Anna played Saboteur" */
          return g_strdup_printf (_("A city of %s is sabotaged"),
                                  herald_text_player_name (game, outcome->players[0]));
        if (outcome->n_players == 0)
          /* Translators: what the Saboteur did, after "Anna played Saboteur" (an old game's
           * Saboteur that affected nobody) */
          return g_strdup (_("Nobody discards"));
        herald_text_append_player_list (str, game, outcome->players, outcome->n_players);
        /* Translators: what the Saboteur did, after "Anna played Saboteur": the players who
         * must discard half of their resource and commodity cards (not progress cards), as a
         * list ("Ben", "Ben, then Cleo") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s discards half of their resource and commodity cards",
                                             "%s discard half of their resource and commodity cards",
                                             outcome->n_players),
                                str->str);
      }
    case HERALD_OUTCOME_CITY_LOST:
      if (outcome->value > 0)
        return g_strdup_printf (_("%s loses a city and its wall"), who);
      return g_strdup_printf (_("%s loses a city"), who);
    case HERALD_OUTCOME_KNIGHT_REMOVED:
      return g_strdup_printf (_("%s loses a knight (%s)"), who,
                              herald_text_knight_in_sentence (outcome->value));
    case HERALD_OUTCOME_KNIGHT_PLACED:
      return g_strdup_printf (_("%s places a knight (%s)"), who,
                              herald_text_knight_in_sentence (outcome->value));
    case HERALD_OUTCOME_DEFENDER:
      if (outcome->value == 0)
        /* Translators: RULES.md A6.5: the award still counts once the box's Defender of
         * Catan cards have all been given */
        return g_strdup_printf (_("%s is Defender of Catan: one victory point; the box has no "
                                  "Defender card left, so use a token"), who);
      return g_strdup_printf (_("%s is Defender of Catan: one victory point"), who);
    case HERALD_OUTCOME_TURN:
      return g_strdup_printf (_("Round %d: %s’s turn"), outcome->value, who);
    case HERALD_OUTCOME_SPECIAL_BUILD:
      return g_strdup (_("Special build phase"));
    case HERALD_OUTCOME_WINNER:
      return g_strdup_printf (_("%s wins the game!"), who);
    case HERALD_N_OUTCOMES:
    default:
      return g_strdup (herald_outcome_type_to_string (outcome->type));
    }
}

/* The one sentence that follows a roll: what the whole table must do now; @attack: with the
 * landing and the attack (not: herald_text_roll_banner_said ()) */
static char *
roll_banner (HeraldGame          *game,
             const HeraldOutcome *outcomes,
             guint                n_outcomes,
             gboolean             attack)
{
  g_autoptr(GString) str = g_string_new (NULL);
  const HeraldState *state = herald_game_get_state (game);
  const HeraldAction *roll = NULL;
  guint8 drawers[HERALD_MAX_PLAYERS * 2];
  guint n_drawers = 0;
  gint track = -1;
  gboolean attacked = FALSE;
  gboolean rerolled = FALSE;
  gsize gate_at = 0;  /* where the event die's part goes: right after the production */

  for (guint i = 0; i < n_outcomes; i++)
    {
      const HeraldOutcome *o = &outcomes[i];

      if (roll == NULL && o->action < herald_game_get_n_actions (game))
        roll = herald_game_get_action (game, o->action);

      switch (o->type)
        {
        case HERALD_OUTCOME_ROLLED:
          if (str->len)
            g_string_append (str, "; ");
          g_string_append_printf (str, _("Production %d"), o->value);
          if (roll != NULL && roll->type == HERALD_ACTION_ROLL && roll->roll.alchemist)
            g_string_append (str, _(" (set by the Alchemist)"));
          gate_at = str->len;
          break;

        case HERALD_OUTCOME_REROLL:
          /* B.4 c: the roll's only outcome, so the sentence's start: a production as the
           * others begin, and no gate (the roll is rolled again, event die and all; N43-5) */
          rerolled = TRUE;
          g_string_append (str, str->len ? "; " : "");
          g_string_append (str, _("Production 7: a 7 does not count in the first two rounds "
                                  "(easy start); roll again"));
          break;

        case HERALD_OUTCOME_SHIP_HELD:
          g_string_append (str, str->len ? "; " : "");
          g_string_append (str, _("easy start: the ship stays put"));
          break;

        case HERALD_OUTCOME_SHIP_ADVANCED:
          {
            guint length = herald_rules_get_track_length (herald_game_get_rules (game),
                                                          state->first_attack_done);
            guint left = o->position < length ? length - o->position : 0;

            /* said as the check-in opened, before the battle */
            if (left == 0 && !attack)
              break;
            g_string_append (str, str->len ? "; " : "");
            if (left == 0)
              g_string_append (str, _("the ship lands"));
            else
              g_string_append_printf (str,
                                      g_dngettext (GETTEXT_PACKAGE,
                                                   "the ship advances, %u step left",
                                                   "the ship advances, %u steps left", left),
                                      left);
          }
          break;

        case HERALD_OUTCOME_ATTACK:
          attacked = TRUE;
          if (!attack)
            break;
          g_string_append (str, str->len ? "; " : "");
          if (o->catan_wins)
            {
              g_string_append_printf (str, _("the barbarians attack (%u against %u) and Catan wins"),
                                      o->barbarian_strength, o->knight_strength);
              /* A6.2: who chooses a deck, in turn order (physical cards: nobody is asked) */
              if (o->n_players > 0)
                {
                  g_autoptr(GString) list = g_string_new (NULL);

                  herald_text_append_player_list (list, game, o->players, o->n_players);
                  g_string_append (str, "; ");
                  g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE,
                                                            "tied for the strongest defence, %s chooses a deck and draws a progress card",
                                                            "tied for the strongest defence, %s choose a deck and each draw a progress card",
                                                            o->n_players),
                                          list->str);
                }
            }
          else
            {
              g_string_append_printf (str, _("the barbarians attack (%u against %u) and win"),
                                      o->barbarian_strength, o->knight_strength);
              /* A7.2: who loses a city, named (the banner and what a screen reader hears
               * said only that the barbarians won; issue 11) */
              if (o->n_players > 0)
                {
                  g_autoptr(GString) list = g_string_new (NULL);

                  herald_text_append_player_list (list, game, o->players, o->n_players);
                  g_string_append (str, "; ");
                  /* Translators: after "the barbarians attack (7 against 3) and win; ": the
                   * weakest defenders, as a list ("Ben", "Ben and Cleo") */
                  g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE,
                                                            "%s loses one city",
                                                            "%s each lose one city",
                                                            o->n_players),
                                          list->str);
                }
            }
          break;

        case HERALD_OUTCOME_PROGRESS_DRAW:
          if (!attacked && n_drawers < G_N_ELEMENTS (drawers))
            {
              drawers[n_drawers++] = o->player;
              track = o->track;
            }
          break;

        case HERALD_OUTCOME_DECK_EMPTY:
          g_string_append (str, str->len ? "; " : "");
          if (o->player < 0 && o->n_players > 0)
            {
              g_autoptr(GString) list = g_string_new (NULL);

              /* A11.3: who was owed a card and goes without, in draw order (a table with
               * digital cards sees no card missing: tester report 42, N42-3) */
              herald_text_append_player_list (list, game, o->players, o->n_players);
              /* Translators: a part of the roll's sentence: a deck, then who draws no card
               * from it ("the Politics deck is empty: Cleo draws nothing") */
              g_string_append_printf (str, g_dngettext (GETTEXT_PACKAGE, "the %s is empty: %s draws nothing",
                                                        "the %s is empty: %s draw nothing", o->n_players),
                                      herald_text_deck_name (o->track), list->str);
            }
          else
            g_string_append_printf (str, _("the %s is empty"), herald_text_deck_name (o->track));
          break;

        case HERALD_OUTCOME_VP_CARD:
          /* a gate's Printer or Constitution, after the draw that gave it: the toast alone
           * said it, heard before the roll (tester report 44, N44-1) */
          {
            g_autofree char *text = herald_text_describe_outcome (game, o);

            g_string_append (str, str->len ? "; " : "");
            g_string_append (str, text);
          }
          break;

        case HERALD_OUTCOME_DEFENDER:
          /* A6.5: who gains the point, as the losers of a lost defence are named (tester
           * report 42, N42-5); the result says it in its rows */
          if (!attack)
            break;
          g_string_append (str, "; ");
          if (o->value == 0)
            g_string_append_printf (str, _("%s is Defender of Catan: one victory point; the box has no "
                                           "Defender card left, so use a token"),
                                    herald_text_player_name (game, o->player));
          else
            g_string_append_printf (str, _("%s is Defender of Catan: one victory point"),
                                    herald_text_player_name (game, o->player));
          break;

        case HERALD_OUTCOME_SEVEN:
          {
            g_string_append (str, str->len ? "; " : "");
            append_discard_rule (str, game, o);
            g_string_append (str, "; ");
            g_string_append (str, o->robber_may_move
                             ? _("the robber moves")
                             : _("the robber stays in the desert until the first attack"));
          }
          break;

        case HERALD_OUTCOME_WINNER:
          g_string_append (str, str->len ? "; " : "");
          g_string_append_printf (str, _("%s wins!"), herald_text_player_name (game, o->player));
          break;

        default:
          break;
        }
    }

  /* The event die's part comes right after the production, as the ship's does, whatever
   * else the roll brings (a 7's rules, a winner): it was last after a 7 and second otherwise
   * (newcomer report 9, item 13) */
  if (roll != NULL && roll->type == HERALD_ACTION_ROLL && roll->roll.event != HERALD_EVENT_SHIP
      && !rerolled)
    {
      HeraldTrack gate = herald_event_get_track (roll->roll.event);
      g_autoptr(GString) part = g_string_new (NULL);

      if (n_drawers > 0)
        {
          g_autoptr(GString) list = g_string_new (NULL);

          herald_text_append_player_list (list, game, drawers, n_drawers);
          /* Translators: "Science gate: Anna, then Cleo draw from the Science deck" */
          g_string_append_printf (part, g_dngettext (GETTEXT_PACKAGE, "%s: %s draws from the %s",
                                                     "%s: %s draw from the %s", n_drawers),
                                  herald_text_event_name (roll->roll.event), list->str,
                                  herald_text_deck_name (track >= 0 ? (HeraldTrack) track : gate));
        }
      else
        /* Translators: "Science gate with red die 5: nobody draws"; the red die, not a player
         * (players are named after their colours until they have names) */
        g_string_append_printf (part, _("%s with red die %u: nobody draws"),
                                herald_text_event_name (roll->roll.event), roll->roll.red);
      gate_at = MIN (gate_at, str->len);
      if (gate_at > 0)
        g_string_prepend (part, "; ");
      else if (str->len > 0)
        g_string_append (part, "; ");
      g_string_insert (str, gate_at, part->str);
    }

  if (str->len == 0)
    return NULL;

  /* not after "Anna wins!" ("wins!.", tester report 46, N46-8) */
  if (str->str[str->len - 1] != '!')
    g_string_append (str, ".");

  return g_string_free (g_steal_pointer (&str), FALSE);
}

char *
herald_text_roll_banner (HeraldGame          *game,
                         const HeraldOutcome *outcomes,
                         guint                n_outcomes)
{
  return roll_banner (game, outcomes, n_outcomes, TRUE);
}

/**
 * herald_text_roll_banner_said:
 *
 * The roll's sentence as a screen reader says it while the attack's result opens: without
 * the attack's part ("the barbarians attack (7 against 3) and win; Anna loses one city"),
 * which the result says in its message and rows, nor "the ship lands", which the check-in
 * said. The production, which the result does not
 * say, is said as it opens: the player hears it nowhere else (the ship's landing said the
 * check-in, not the roll), and it came as a headline repeating the result before its rows
 * (tester finding N22-10). %NULL when nothing is left to say.
 */
char *
herald_text_roll_banner_said (HeraldGame          *game,
                              const HeraldOutcome *outcomes,
                              guint                n_outcomes)
{
  return roll_banner (game, outcomes, n_outcomes, FALSE);
}

/**
 * herald_text_describe_step:
 * @game: the game
 * @action: an action of its log (or of its redo list)
 * @current: whose turn it was when @action was taken (0 to players - 1)
 *
 * Describes @action as herald_text_describe_action() does, naming @current for a roll or an
 * end of turn that does not name its player (the save format lets them leave it out).
 *
 * Returns: (transfer full): the sentence, e.g. "Anna rolled 8 (Politics gate)"
 */
char *
herald_text_describe_step (HeraldGame         *game,
                           const HeraldAction *action,
                           guint               current)
{
  HeraldAction named = *action;

  if (named.player < 0 &&
      (named.type == HERALD_ACTION_ROLL || named.type == HERALD_ACTION_END_TURN))
    named.player = current;
  return herald_text_describe_action (game, &named);
}

/* an improvement: what was built at @level, as the player's card names it */
static char *
describe_built (HeraldGame         *game,
                const HeraldAction *action,
                guint               level)
{
  /* Translators: the toast of an improvement, as the player's card names the level:
   * player, building, track, level: "Anna built the Great Exchange (Trade level 5)" */
  return g_strdup_printf (_("%s built the %s (%s level %u)"),
                          herald_text_player_name (game, action->player),
                          herald_text_building_name (action->track, level),
                          herald_text_track_name (action->track), level);
}

/**
 * herald_text_describe_logged:
 * @game: the game
 * @action: action @index of its log, its player named (herald_text_describe_step ())
 * @index: the action's place in the log
 *
 * Describes @action as herald_text_describe_action() does, for the history and the exports;
 * an improvement names what was built, the level it took the player to (tester report 36).
 *
 * Returns: (transfer full): the sentence, e.g. "Anna built the Market (Trade level 1)"
 */
char *
herald_text_describe_logged (HeraldGame         *game,
                             const HeraldAction *action,
                             guint               index)
{
  guint level = herald_game_get_level_after (game, index);

  if (action->type == HERALD_ACTION_IMPROVE_CITY && level >= 1 && level <= HERALD_MAX_LEVEL)
    return describe_built (game, action, level);
  return herald_text_describe_action (game, action);
}

/**
 * herald_text_describe_done:
 * @game: the game, @action just made in it
 * @action: the step just made (its toast)
 *
 * Describes @action as herald_text_describe_action() does, for the toast of a step just made;
 * an improvement names what was built, the level the engine has the player at now, as the
 * player's card names it (tester report 31; the history: herald_text_describe_logged ()). A
 * card played is "Anna played Wedding": what it did is said after it, from the engine's
 * outcome (herald_text_card_did ()), the card not named twice (tester report 43, N43-2).
 *
 * Returns: (transfer full): the sentence, e.g. "Anna built the Great Exchange (Trade level 5)"
 */
char *
herald_text_describe_done (HeraldGame         *game,
                           const HeraldAction *action)
{
  const HeraldState *state = herald_game_get_state (game);

  if (action->type == HERALD_ACTION_IMPROVE_CITY && action->player >= 0 &&
      (guint) action->player < state->n_players && action->track < HERALD_N_TRACKS)
    {
      guint level = state->players[action->player].improvements[action->track];

      if (level >= 1 && level <= HERALD_MAX_LEVEL)
        return describe_built (game, action, level);
    }
  /* a card played: "Anna played Wedding"; what it did is its card_played outcome's sentence
   * (herald_text_card_effect ()), said after it */
  return herald_text_describe_action (game, action);
}

/**
 * herald_text_describe_brief:
 * @game: the game, @action just made in it, or just undone (@undone)
 * @action: the step just made, redone or undone (its toast)
 * @undone: whether @action was just taken back: the state is the one before it
 *
 * The step said in a few words, for a toast of one line on a phone: a setup placement's toast
 * beside its Undo, the player and the piece ("Anna: settlement"), where the whole sentence
 * (herald_text_describe_done ()) took two lines and Undo a third, and the setup card's headline
 * scrolled out at the top (tester report 32, N32-1); a correction's sentence without the counts
 * it set. The steps of a player card's buttons too (a piece built, a knight's step, an
 * improvement named by its building: "Anna: Market"): on a phone at text scale 1.5 their
 * two-line toast lay over End Turn when the player came back from the Players page (newcomer
 * report 53, newcomer53-1). The whole sentence is what is read out and what the history keeps.
 *
 * Returns: (transfer full) (nullable): the few words, or %NULL for a step that has none
 */
char *
herald_text_describe_brief (HeraldGame         *game,
                            const HeraldAction *action,
                            gboolean            undone)
{
  const HeraldState *state = herald_game_get_state (game);
  const char *who = herald_text_player_name (game, action->player);

  switch (action->type)
    {
    case HERALD_ACTION_SETUP_SETTLEMENT:
    case HERALD_ACTION_BUILD_SETTLEMENT:  /* a player card's steps, as the placements (newcomer53-1) */
      /* Translators: a phone's one-line toast after a setup placement, beside its Undo: the
       * player, then the piece placed ("Anna: settlement"); keep it short. The whole
       * sentence ("Anna placed the first settlement") is read out to a screen reader. */
      return g_strdup_printf (_("%s: settlement"), who);
    case HERALD_ACTION_SETUP_CITY:
    case HERALD_ACTION_BUILD_CITY:
      /* Translators: as "%s: settlement", after the setup round's city ("Anna: city") */
      return g_strdup_printf (_("%s: city"), who);
    case HERALD_ACTION_BUILD_WALL:
      /* Translators: as "%s: settlement", after a city wall built ("Anna: city wall") */
      return g_strdup_printf (_("%s: city wall"), who);
    case HERALD_ACTION_BUILD_KNIGHT:
      /* Translators: as "%s: settlement", after a basic knight recruited ("Anna: knight
       * recruited"); the whole sentence is "Anna recruited a basic knight" */
      return g_strdup_printf (_("%s: knight recruited"), who);
    case HERALD_ACTION_UPGRADE_KNIGHT:
      /* Translators: as "%s: settlement", after a knight promoted ("Anna: knight promoted") */
      return g_strdup_printf (_("%s: knight promoted"), who);
    case HERALD_ACTION_ACTIVATE_KNIGHT:
      /* Translators: as "%s: settlement", after a knight activated ("Anna: knight activated") */
      return g_strdup_printf (_("%s: knight activated"), who);
    case HERALD_ACTION_DEACTIVATE_KNIGHT:
      /* Translators: as "%s: settlement", after a knight deactivated ("Anna: knight
       * deactivated") */
      return g_strdup_printf (_("%s: knight deactivated"), who);
    case HERALD_ACTION_REMOVE_KNIGHT:
      /* Translators: as "%s: settlement", after a knight taken off the board ("Anna: knight
       * removed") */
      return g_strdup_printf (_("%s: knight removed"), who);
    case HERALD_ACTION_KNIGHT_ACTION:
      /* a knight's menu's other steps, as its activation (break58-4: "Anna ha scacciato il
       * Brigante" with Annulla under it, 110 px of a phone's Players page) */
      switch (action->kind)
        {
        case HERALD_KNIGHT_DISPLACE:
          /* Translators: as "%s: settlement", after a knight displaced another player's
           * ("Anna: knight displaced"); the whole sentence names whose */
          return g_strdup_printf (_("%s: knight displaced"), who);
        case HERALD_KNIGHT_CHASE_ROBBER:
          /* Translators: as "%s: settlement", after a knight chased the robber away ("Anna:
           * robber chased away") */
          return g_strdup_printf (_("%s: robber chased away"), who);
        case HERALD_KNIGHT_MOVE:
        default:
          /* Translators: as "%s: settlement", after a knight moved ("Anna: knight moved") */
          return g_strdup_printf (_("%s: knight moved"), who);
        }
    case HERALD_ACTION_REPAIR_CITY:
      /* Translators: as "%s: settlement", after a sabotaged city repaired (first edition:
       * "Anna: city repaired") */
      return g_strdup_printf (_("%s: city repaired"), who);
    case HERALD_ACTION_IMPROVE_CITY:
      {
        /* the building of the level the step took the player to: the level now, or the one
         * above it when the step was taken back */
        guint level;

        if (action->player < 0 || (guint) action->player >= state->n_players || action->track >= HERALD_N_TRACKS)
          return NULL;
        level = state->players[action->player].improvements[action->track] + (undone ? 1 : 0);
        if (level < 1 || level > HERALD_MAX_LEVEL)
          return NULL;
        /* Translators: as "%s: settlement", after a city improvement: the player, then the
         * building, as the player's card names the level ("Anna: Market") */
        return g_strdup_printf (C_("toast", "%s: %s"), who, herald_text_building_name (action->track, level));
      }
    case HERALD_ACTION_CORRECT:
      /* a correction names what it set (N35-6), seven lines of a phone's toast in German:
       * there, the sentence without its counts; the whole one is read out and in the history */
      if (correction_arranges_decks_only (&action->correction))
        return NULL;
      return g_strdup_printf (_("%s’s pieces were corrected"), who);
    default:
      return NULL;
    }
}

/**
 * herald_text_describe_put_back:
 * @game: the game
 * @player: who put a card back (0 to players - 1)
 *
 * Names a progress card put back under its deck because a hand was over the limit (RULES.md
 * A12.2, A12.3), a `discard_card` of the log that the table calls a put-back, not a discard:
 * the toast of the put-back, and of its undo and redo (verify report 13, V13-8).
 *
 * Returns: (transfer full): the sentence, e.g. "Ben put a progress card back"
 */
char *
herald_text_describe_put_back (HeraldGame *game,
                               guint       player)
{
  /* Translators: a progress card put back under its deck (over the hand limit); also
   * completes "Undone: …" and "Redone: …": "Ben put a progress card back" */
  return g_strdup_printf (_("%s put a progress card back"), herald_text_player_name (game, player));
}

/**
 * herald_text_vp_sources:
 * @vp: a player's victory points by source (herald_game_get_vp (), RULES.md "Victory points")
 *
 * Where a player's victory points come from, in one line: "Points from settlements 1 · cities
 * 4 · metropolises 0 · Longest Road 0 · Defender of Catan 1 · merchant 0 · Printer and
 * Constitution 0", a no-break space before each dot and between the words of each source and
 * its count: the line breaks only after a dot.
 * The one wording of the breakdown, for the points' menu, its description and the winner's
 * page.
 *
 * Returns: (transfer full): the line
 */
char *
herald_text_vp_sources (const HeraldVp *vp)
{
  g_autofree char *line = NULL;
  g_auto(GStrv) parts = NULL;

  g_return_val_if_fail (vp != NULL, NULL);

  /* Translators: the victory points a player has from each source, with the game's names as
   * written elsewhere (Longest Road, Defender of Catan, the merchant) */
  line = g_strdup_printf (_("Points from settlements %u · cities %u · metropolises %u · Longest Road %u · Defender of Catan %u · merchant %u · Printer and Constitution %u"),
                          vp->settlements, vp->cities, vp->metropolises, vp->longest_road,
                          vp->defender, vp->merchant, vp->vp_cards);
  /* a no-break space before each dot: a line that wraps ends with its dot and never begins
   * with one ("· merchant 0" began the winner's second line: tester report 43, N43-9); and
   * inside each source, its name and its count: a line breaks only after a dot, never in
   * "Defender of / Catan 0" nor between a name and its count (the winner's page, lead42), in
   * every language, whatever the catalogue's spaces */
  parts = g_strsplit (line, " · ", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_auto(GStrv) words = g_strsplit (parts[i], " ", -1);

      g_free (parts[i]);
      parts[i] = g_strjoinv ("\u00a0", words);
    }

  return g_strjoinv ("\u00a0· ", parts);
}
