/* herald-answers.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The questions the interface asks the engine, so that no widget derives a rule or a figure
 * itself: what the roll of this turn brought (read from the log), whether a card may be played
 * now and why not, the chance of an attack, the walls a player has. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <string.h>

#include "herald-game-private.h"

/**
 * herald_game_get_roll_outcomes:
 * @self: a game
 * @outcomes: (element-type HeraldOutcome): where the outcomes are appended
 *
 * The outcomes of this turn's roll, read from the log: everything the last `roll` action
 * caused (the dice, the ship, the attack, the draws, the 7), as herald_game_apply() returned
 * them, except that the 7's discard limits (its `seven` outcome's values) are those in force
 * now: the last `seven_limits` outcome of the turn when a step after the roll changed them
 * (a walled city given up, a wall corrected: RULES.md A3.3, A7.5, A19.2; breaker 15). None
 * before this turn's roll, so the sentence that says what the roll meant can be rebuilt after
 * a step, an undo or when a saved game is resumed, and says what the engine applies.
 *
 * Returns: how many outcomes were appended
 */
guint
herald_game_get_roll_outcomes (HeraldGame *self,
                               GArray     *outcomes)
{
  gint roll = -1;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (outcomes != NULL, 0);

  if (self->state.phase == HERALD_PHASE_BEFORE_ROLL || self->state.phase == HERALD_PHASE_SETUP)
    return 0;

  for (guint a = self->log->len; a-- > 0; )
    if (g_array_index (self->log, HeraldAction, a).type == HERALD_ACTION_ROLL)
      {
        roll = a;
        break;
      }
  if (roll < 0)
    return 0;

  /* a turn that began after the roll (the special build phase, a game over) has no roll of
   * its own */
  for (guint i = 0; i < self->outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->outcomes, HeraldOutcome, i);

      if (o->action > (guint) roll && o->type == HERALD_OUTCOME_TURN)
        return 0;
    }

  for (guint i = 0; i < self->outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->outcomes, HeraldOutcome, i);

      if (o->action == (guint) roll)
        {
          g_array_append_val (outcomes, *o);
          n++;
        }
    }

  /* the 7's limits as they stand: those of the turn's last `seven_limits` (no turn began
   * since the roll, checked above) */
  for (guint i = self->outcomes->len; i-- > 0; )
    {
      const HeraldOutcome *limits = &g_array_index (self->outcomes, HeraldOutcome, i);

      if (limits->action <= (guint) roll)
        break;
      if (limits->type != HERALD_OUTCOME_SEVEN_LIMITS)
        continue;
      for (guint k = outcomes->len - n; k < outcomes->len; k++)
        {
          HeraldOutcome *seven = &g_array_index (outcomes, HeraldOutcome, k);

          if (seven->type != HERALD_OUTCOME_SEVEN)
            continue;
          seven->n_players = limits->n_players;
          memcpy (seven->players, limits->players, sizeof seven->players);
          memcpy (seven->values, limits->values, sizeof seven->values);
          memcpy (seven->open_limits, limits->open_limits, sizeof seven->open_limits);
        }
      break;
    }
  /* a limit left open by a choice of the pillaged city (N45-7) is settled once the city is
   * chosen, the wall kept as well (no `seven_limits` then) */
  for (guint k = outcomes->len - n; k < outcomes->len; k++)
    {
      HeraldOutcome *seven = &g_array_index (outcomes, HeraldOutcome, k);

      if (seven->type != HERALD_OUTCOME_SEVEN)
        continue;
      for (guint i = 0; i < seven->n_players; i++)
        if (seven->open_limits[i] != 0 && !walled_city_choice_open (&self->state, seven->players[i]))
          seven->open_limits[i] = 0;
    }
  return n;
}

/**
 * herald_game_get_last_draws:
 * @self: a game
 * @outcomes: (element-type HeraldOutcome): where the draws are appended
 *
 * The progress cards the last step of the log drew face down into a hand, as
 * herald_game_apply() returned them (%HERALD_OUTCOME_PROGRESS_DRAW, digital cards only: a
 * card that is known and not a victory point card, which is revealed to everyone). Nothing
 * has happened since, so their owners may not have seen them yet: a game resumed after
 * Herald was stopped with a card's private reveal open offers the reveal again (breaker
 * report 12, R-6). Whether the owner saw the card is not kept: the log says only that nothing
 * happened after the draw.
 *
 * Returns: how many outcomes were appended
 */
guint
herald_game_get_last_draws (HeraldGame *self,
                            GArray     *outcomes)
{
  guint first;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (outcomes != NULL, 0);

  if (self->log->len == 0)
    return 0;
  /* the outcomes are in the order of the log: the last step's are at the end */
  for (first = self->outcomes->len; first > 0; first--)
    if (g_array_index (self->outcomes, HeraldOutcome, first - 1).action != self->log->len - 1)
      break;
  for (guint i = first; i < self->outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->outcomes, HeraldOutcome, i);

      if (o->type == HERALD_OUTCOME_PROGRESS_DRAW && o->card >= 0 && !herald_card_is_vp (o->card))
        {
          g_array_append_val (outcomes, *o);
          n++;
        }
    }
  return n;
}

/**
 * herald_game_set_last_draws_seen:
 * @self: a game
 *
 * The reveals of the progress cards the last step drew (herald_game_get_last_draws()) were
 * answered: each owner saw the card (Keep, Play Now) or put it off (Later, the card waits in
 * the hand). A game resumed then does not hand the device over for them again, as for cards
 * drawn afresh (newcomer report 20, N20-8). Kept for this log: Undo of that step forgets it,
 * so a card undone and drawn again is a new reveal. Saved as `draws_seen`
 * (docs/save-format.md).
 */
void
herald_game_set_last_draws_seen (HeraldGame *self)
{
  g_return_if_fail (self != NULL);

  self->draws_seen = self->log->len;
}

/**
 * herald_game_get_draws_seen:
 * @self: a game
 *
 * Returns: the number of actions of the log when the reveals of the cards its last step drew
 *   were answered (herald_game_set_last_draws_seen()); the log's length when the last step's
 *   draws were seen, less otherwise; 0 when never
 */
guint
herald_game_get_draws_seen (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->draws_seen;
}

/**
 * herald_game_set_draws_seen:
 * @self: a game
 * @n: as herald_game_get_draws_seen() returns, 0 to the number of actions of the log
 * @error: %HERALD_GAME_ERROR_INVALID when @n is more than the number of actions
 *
 * For the save loader (`draws_seen`, docs/save-format.md).
 *
 * Returns: %TRUE when @n was taken
 */
gboolean
herald_game_set_draws_seen (HeraldGame  *self,
                            guint        n,
                            GError     **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (n > self->log->len)
    {
      g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                   /* Translators: draws_seen is a member of the saved file */
                   _("“draws_seen” (%u) is more than the %u actions of the log"), n, self->log->len);
      return FALSE;
    }
  self->draws_seen = n;
  return TRUE;
}

/* A2.1: in turn order each player's first settlement, then in reverse order each player's
 * first city; apply_setup () refuses anything else */
void
setup_next (const HeraldState *s,
            HeraldActionType  *type,
            guint             *player)
{
  gboolean city_pass = s->setup_step >= s->n_players;

  g_assert (s->setup_step < 2 * s->n_players);
  *type = city_pass ? HERALD_ACTION_SETUP_CITY : HERALD_ACTION_SETUP_SETTLEMENT;
  *player = city_pass ? 2 * s->n_players - 1 - s->setup_step : s->setup_step;
}

/**
 * herald_game_get_setup_action:
 * @self: a game
 * @action: (out caller-allocates): where the next step of the setup round is written
 *
 * The next step of the setup round (RULES.md A2.1): in turn order each player places their
 * first settlement (`setup_settlement`), then in reverse order their first city
 * (`setup_city`), so the last player places a settlement and at once a city. The step is the
 * only one herald_game_apply() accepts then; its player is also the state's `current`.
 *
 * Returns: %TRUE and @action set (a %HERALD_ACTION_SETUP_SETTLEMENT or
 *   %HERALD_ACTION_SETUP_CITY of a player 0 to n − 1) during the setup round; %FALSE, and
 *   @action untouched, outside it (a game started without one, or once it is over)
 */
gboolean
herald_game_get_setup_action (HeraldGame   *self,
                              HeraldAction *action)
{
  HeraldActionType type;
  guint player;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->state.phase != HERALD_PHASE_SETUP)
    return FALSE;
  setup_next (&self->state, &type, &player);
  herald_action_init (action, type, player);
  return TRUE;
}

/**
 * herald_game_get_deck_copies:
 * @self: a game
 * @card: a progress card
 * @on_top: (array length=n_on_top) (nullable): cards the table enters on top of the decks
 *   and has not recorded yet (Arrange Progress Card Decks), any colour
 * @n_on_top: how many
 *
 * How many copies of @card its deck, the deck of its colour, still holds (digital cards,
 * RULES.md A11, A14, A15): the copies of the rule set's deck not held, revealed, drawn and
 * kept, or put on top already, less those among @on_top, which come out of the deck as they
 * are recorded (the `on_top` of a `correct` action).
 *
 * Returns: the copies left, 0 to 6 (the copies in the deck, herald_card_get_count ()); 0 with
 *   physical cards, whose decks Herald does not hold
 */
guint
herald_game_get_deck_copies (HeraldGame   *self,
                             HeraldCard    card,
                             const guint8 *on_top,
                             guint         n_on_top)
{
  HeraldTrack track;
  guint left = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (card < HERALD_N_CARDS, 0);
  g_return_val_if_fail (on_top != NULL || n_on_top == 0, 0);

  if (!self->rules.digital_cards)
    return 0;
  track = herald_card_get_track (card);
  for (guint i = 0; i < self->state.n_deck[track]; i++)
    left += self->state.deck[track][i] == card;
  for (guint i = 0; i < n_on_top && left > 0; i++)
    left -= on_top[i] == card;
  return left;
}

/**
 * herald_game_get_deck_on_top:
 * @self: a game
 * @track: a deck
 * @cards: (out caller-allocates) (array fixed-size=32): the cards, top card first
 *
 * The cards the table has put on top of @track's deck (the `on_top` of its `correct` steps,
 * Arrange Progress Card Decks), as long as the deck still lies so: each arrangement puts its
 * cards above what was known before, the first copy of each taken from there
 * (herald-correct.c), and a card drawn or taken from the top since ends what is known there.
 * Arrange Progress Card Decks shows them as it opens again (tester report 30, N30-10: it
 * said "the whole deck is shuffled" after an arrangement).
 *
 * Returns: how many, 0 with physical cards or none arranged
 */
guint
herald_game_get_deck_on_top (HeraldGame  *self,
                             HeraldTrack  track,
                             guint8      *cards)
{
  guint8 known[HERALD_MAX_DECK];
  guint n = 0, k = 0;

  g_return_val_if_fail (self != NULL && track < HERALD_N_TRACKS && cards != NULL, 0);

  if (!self->rules.digital_cards)
    return 0;
  for (guint a = 0; a < self->log->len; a++)
    {
      const HeraldAction *action = &g_array_index (self->log, HeraldAction, a);
      const HeraldCorrection *c = &action->correction;
      guint8 rest[HERALD_MAX_DECK];
      guint n_rest = n, n_new;

      if (action->type != HERALD_ACTION_CORRECT || c->n_on_top[track] == 0)
        continue;
      n_new = MIN (c->n_on_top[track], HERALD_MAX_DECK);
      memcpy (rest, known, n);
      for (guint i = 0; i < n_new; i++)
        for (guint j = 0; j < n_rest; j++)
          if (rest[j] == c->on_top[track][i])
            {
              memmove (rest + j, rest + j + 1, n_rest - j - 1);
              n_rest--;
              break;
            }
      n_rest = MIN (n_rest, HERALD_MAX_DECK - n_new);
      memcpy (known, c->on_top[track], n_new);
      memcpy (known + n_new, rest, n_rest);
      n = n_new + n_rest;
    }
  while (k < n && k < self->state.n_deck[track] && self->state.deck[track][k] == known[k])
    k++;
  memcpy (cards, known, k);
  return k;
}

/**
 * herald_game_get_walls:
 * @self: a game
 * @player: a player index
 *
 * Returns: the city walls @player has on the board (RULES.md A19), 0–3
 */
guint
herald_game_get_walls (HeraldGame *self,
                       guint       player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return count_walls (&self->state.players[player]);
}

/**
 * herald_game_get_metropolis_walls:
 * @self: a game
 * @player: a player index
 *
 * Returns: how many of @player's city walls stand under a metropolis (RULES.md A17.5, A19.1),
 *   0–3: the `metropolis_walls` a `correct` action sets
 */
guint
herald_game_get_metropolis_walls (HeraldGame *self,
                                  guint       player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  return count_metropolis_walls (&self->state.players[player]);
}

/**
 * herald_game_get_defence_strength:
 * @self: a game
 *
 * Def, the strength of Catan's knights against the barbarians (RULES.md A5.2, A24): the
 * levels of every player's active knights (herald_game_get_knight_strength ()), the knights
 * of players without a city included. Catan wins a landing now when it is at least
 * herald_game_get_barbarian_strength () (A5.4). In the Fiesepeter variant only the knights
 * committed as the ship lands count then (B.2); until then, every active knight.
 *
 * Returns: Def, 0 to 12 per player
 */
guint
herald_game_get_defence_strength (HeraldGame *self)
{
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint p = 0; p < self->n_players; p++)
    n += herald_game_get_knight_strength (self, p);
  return n;
}

/**
 * herald_game_get_sabotaged:
 * @self: a game
 * @player: a player index
 *
 * How many of @player's ordinary cities the Saboteur has turned (first edition, RULES.md
 * A15, B.1): each yields only a settlement's production until repaired with 1 lumber and 1
 * ore, yet still counts 2 victory points and for the barbarians (A5.1) and keeps its wall
 * (A19.3). A metropolis is never sabotaged (A17.5). They are some of the cities
 * herald_game_get_state () counts in `n_cities`, not more; the `sabotaged` a `correct`
 * action sets.
 *
 * Returns: the sabotaged cities, 0–4 (%HERALD_MAX_CITIES); always 0 in the standard
 *   edition, where the Saboteur makes players discard instead
 */
guint
herald_game_get_sabotaged (HeraldGame *self,
                           guint       player)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  if (self->rules.edition != HERALD_EDITION_FIRST)
    return 0;
  return count_sabotaged (&self->state.players[player]);
}

/**
 * herald_game_get_cards_over_limit:
 * @self: a game
 * @player: a player index
 *
 * How many progress cards @player must put back under their decks before their own turn can
 * end (RULES.md A12.3, digital cards): the cards over 4 they hold after their roll. End Turn
 * is refused until then (herald_game_check() of `end_turn` says so too).
 *
 * Returns: the cards to put back, 0 when none
 */
guint
herald_game_get_cards_over_limit (HeraldGame *self,
                                  guint       player)
{
  const HeraldState *s;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);

  s = &self->state;
  if (!self->rules.digital_cards || player != s->current || s->phase != HERALD_PHASE_AFTER_ROLL ||
      s->players[player].n_hand <= HERALD_HAND_LIMIT)
    return 0;
  return s->players[player].n_hand - HERALD_HAND_LIMIT;
}

/**
 * herald_game_get_leaders:
 * @self: a game
 * @points: (out) (optional): the most victory points anyone has (RULES.md A21.1, the total
 *   of herald_game_get_vp ())
 *
 * Who leads: the players with the most victory points, all of them when they are tied.
 *
 * Returns: a bit per leader (1 << player index); never 0 (everyone at 0 points leads)
 */
guint
herald_game_get_leaders (HeraldGame *self,
                         guint      *points)
{
  guint best = 0, leaders = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint p = 0; p < self->n_players; p++)
    {
      HeraldVp vp;

      herald_game_get_vp (self, p, &vp);
      if (p == 0 || vp.total > best)
        {
          best = vp.total;
          leaders = 0;
        }
      if (vp.total == best)
        leaders |= 1u << p;
    }
  if (points != NULL)
    *points = best;
  return leaders;
}

/**
 * herald_game_waits_to_win:
 * @self: a game
 * @player: a player index
 *
 * RULES.md A21.3: whether @player has reached the victory target while it is not their turn
 * to win (someone else's turn, or a special build phase): a Defender card, a tie reward, an
 * off-turn victory point card. They win only as their own next turn begins, if they still have
 * the target then (a metropolis taken meanwhile can bring them under it again).
 *
 * Returns: %TRUE while @player holds the target and waits for their turn to win
 */
gboolean
herald_game_waits_to_win (HeraldGame *self,
                          guint       player)
{
  const HeraldState *s;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  s = &self->state;
  if (s->phase == HERALD_PHASE_SETUP || s->phase == HERALD_PHASE_OVER)
    return FALSE;
  /* the current player at the target during their own turn has won already (check_winner) */
  if (s->phase != HERALD_PHASE_SPECIAL_BUILD && s->current == player)
    return FALSE;
  return total_vp (s, player) >= herald_rules_get_target (&self->rules);
}

/**
 * herald_game_get_engineer_cities:
 * @self: a game
 * @player: who plays the Engineer
 * @cities: (out caller-allocates) (array fixed-size=4): the city indices
 *
 * The cities the Engineer's wall can go under that differ for the rules (A19.1, A17.5): the
 * first ordinary city without a wall (the engine's choice when none is given), then each
 * metropolis without a wall.
 *
 * Returns: how many, 0–4
 */
guint
herald_game_get_engineer_cities (HeraldGame *self,
                                 guint       player,
                                 gint       *cities)
{
  const HeraldPlayerState *ps;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (player < self->n_players, 0);
  g_return_val_if_fail (cities != NULL, 0);

  ps = &self->state.players[player];
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < ps->n_cities; c++)
      {
        if (ps->cities[c].wall || (pass == 0) != (ps->cities[c].metropolis < 0))
          continue;
        cities[n++] = c;
        if (pass == 0)
          break;
      }
  return n;
}

/**
 * herald_game_card_needs_details:
 * @self: a game
 * @player: who plays @card
 * @card: a progress card
 *
 * Whether playing @card needs choices from the table first (docs/save-format.md, play_card):
 * an opponent, knights, a card, which city the Engineer walls when that matters
 * (herald_game_get_engineer_cities()), whether the Medicine upgrades a settlement or a
 * pillaged city lying on its side when the player has both.
 */
gboolean
herald_game_card_needs_details (HeraldGame *self,
                                guint       player,
                                HeraldCard  card)
{
  const HeraldPlayerState *ps;
  gint cities[HERALD_MAX_CITIES];

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);

  ps = &self->state.players[player];
  switch (card)
    {
    case HERALD_CARD_SMITH:
    case HERALD_CARD_DESERTER:
    case HERALD_CARD_INTRIGUE:
    case HERALD_CARD_SPY:
      return TRUE;
    case HERALD_CARD_SABOTEUR:
      return self->rules.edition == HERALD_EDITION_FIRST;
    case HERALD_CARD_ENGINEER:
      return herald_game_get_engineer_cities (self, player, cities) > 1;
    case HERALD_CARD_MEDICINE:
      return ps->settlements > 0 && ps->sixth_settlements > 0;
    default:
      return FALSE;
    }
}

/**
 * herald_game_check_all:
 * @self: a game
 * @actions: (array length=n_actions): actions, in order
 * @n_actions: how many
 * @error: the first refusal, as for herald_game_apply()
 *
 * Whether the actions can all be applied, one after the other (the check-in's corrections
 * before a battle: all of them or none). The game does not change.
 *
 * Returns: %TRUE when herald_game_apply() would accept each in turn
 */
gboolean
herald_game_check_all (HeraldGame          *self,
                       const HeraldAction  *actions,
                       guint                n_actions,
                       GError             **error)
{
  g_autoptr(HeraldGame) trial = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (actions != NULL || n_actions == 0, FALSE);

  if (n_actions == 0)
    return TRUE;
  if (n_actions == 1)
    return herald_game_check (self, &actions[0], error);

  /* on a copy: each action is checked in the state the ones before it leave */
  trial = herald_game_copy (self);
  for (guint i = 0; i < n_actions; i++)
    if (!herald_game_apply (trial, &actions[i], NULL, error))
      return FALSE;
  return TRUE;
}

/* Whether @action, with its details filled in one way or another, is accepted; @first keeps
 * the first refusal */
static gboolean
check_some (HeraldGame          *self,
            const HeraldAction  *action,
            GError             **first)
{
  g_autoptr(GError) error = NULL;

  if (herald_game_check (self, action, &error))
    return TRUE;
  if (first != NULL && *first == NULL)
    *first = g_steal_pointer (&error);
  return FALSE;
}

/**
 * herald_game_check_card:
 * @self: a game
 * @player: who would play @card
 * @card: a progress card
 * @error: why not: a %HERALD_GAME_ERROR_FORBIDDEN, in words for the table (never a missing
 *   field), e.g. "no opponent has a knight for the Intrigue"
 *
 * Whether @player may play @card now, for at least one choice of the details the card asks
 * for (an opponent, a knight, a card, a city): herald_game_check() of the `play_card` action,
 * asked before the table chooses, so that there is one answer to "may this be done now, and if
 * not why" for every action. The Alchemist is played with the roll (RULES.md A13, A14): the
 * answer is herald_game_check() of a `roll` it sets. A victory point card (the Printer, the
 * Constitution) is never played but revealed: the answer is herald_game_check() of its
 * `reveal_vp_card` (with physical cards, only by a player with a draw from its deck that their
 * revealed cards have not used up, RULES.md A12.1; breaker report 16, B16-1).
 *
 * Returns: %TRUE when the card can be played now
 */
gboolean
herald_game_check_card (HeraldGame  *self,
                        guint        player,
                        HeraldCard   card,
                        GError     **error)
{
  const HeraldState *s;
  HeraldAction action;
  g_autoptr(GError) first = NULL;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (player < self->n_players, FALSE);
  g_return_val_if_fail (card < HERALD_N_CARDS, FALSE);

  s = &self->state;

  /* a Printer or a Constitution is revealed, not played: the check of that reveal */
  if (herald_card_is_vp (card))
    {
      herald_action_init (&action, HERALD_ACTION_REVEAL_VP_CARD, player);
      action.card = card;
      return herald_game_check (self, &action, error);
    }

  /* the Alchemist is played with the roll it sets: the same check as that roll */
  if (card == HERALD_CARD_ALCHEMIST)
    {
      herald_action_init (&action, HERALD_ACTION_ROLL, player);
      action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 1, .white = 1, .alchemist = TRUE };
      /* as the window plays it: with the event die held here, and where the Alchemist was
       * played and undone, with the same dice (the only ones it may set again, B17-2) */
      if (!herald_game_get_bound_alchemist (self, &action.roll))
        herald_game_get_bound_event (self, &action.roll.event);
      action.roll.alchemist = TRUE;
      return herald_game_check (self, &action, error);
    }

  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, player);
  action.card = card;

  /* without details: either accepted (the card needs none), or refused for a reason of its
   * own (timing, hand), or refused for want of a detail */
  {
    g_autoptr(GError) plain = NULL;

    if (herald_game_check (self, &action, &plain))
      return TRUE;
    if (!g_error_matches (plain, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID))
      {
        g_propagate_error (error, g_steal_pointer (&plain));
        return FALSE;
      }
  }

  for (guint t = 0; t < self->n_players; t++)
    {
      const HeraldPlayerState *ts = &s->players[t];

      if (t == player)
        continue;
      action.target = t;
      switch (card)
        {
        case HERALD_CARD_DESERTER:
        case HERALD_CARD_INTRIGUE:
          for (guint k = 0; k < ts->n_knights; k++)
            for (gint flag = 0; flag <= 1; flag++)
              {
                action.target_knight = k;
                action.flag = flag;
                if (check_some (self, &action, &first))
                  return TRUE;
              }
          action.target_knight = HERALD_UNSET;
          action.flag = HERALD_UNSET;
          break;

        case HERALD_CARD_SPY:
          for (guint i = 0; i < ts->n_hand; i++)
            {
              action.target_card = ts->hand[i];
              if (check_some (self, &action, &first))
                return TRUE;
            }
          action.target_card = HERALD_UNSET;
          break;

        default:
          if (check_some (self, &action, &first))
            return TRUE;
          break;
        }
    }
  action.target = HERALD_UNSET;

  if (card == HERALD_CARD_SMITH)
    for (guint k = 0; k < s->players[player].n_knights; k++)
      {
        action.knights[0] = k;
        if (check_some (self, &action, &first))
          return TRUE;
      }

  /* a reason the rules gave for a choice the table could make; otherwise there was none */
  if (first != NULL && !g_error_matches (first, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID))
    {
      g_propagate_error (error, g_steal_pointer (&first));
      return FALSE;
    }

  switch (card)
    {
    case HERALD_CARD_DESERTER:
    case HERALD_CARD_INTRIGUE:
      /* Translators: %s is the card, "the Intrigue" */
      return herald_refuse (error, _("no opponent has a knight for the %s"), herald_card_get_name (card));
    case HERALD_CARD_SPY:
      return herald_refuse (error, _("no opponent holds a progress card the Spy could take"));
    case HERALD_CARD_SMITH:
      return herald_refuse (error, _("%s has no knight the Smith could promote"), herald_game_get_player_label (self, player));
    default:
      return herald_refuse (error, _("the %s has nothing to act on now"), herald_card_get_name (card));
    }
}

/* The chance that @steps ship advances come in the rolls from @i on, given which rolls can
 * advance the ship (@moves) and, with balanced dice, the event faces left in the deck
 * (@faces, @ships among them; a used-up deck is shuffled again: 6 faces, 3 ships) */
static double
chance (const gboolean *moves,
        guint           i,
        guint           n,
        guint           steps,
        gboolean        balanced,
        guint           faces,
        guint           ships)
{
  double p_ship, p;

  if (steps == 0)
    return 1.0;
  if (i == n)
    return 0.0;

  if (!balanced)
    {
      p_ship = 0.5;
      faces = ships = 0;
    }
  else
    {
      if (faces == 0)
        {
          faces = 6;
          ships = 3;
        }
      p_ship = (double) ships / faces;
    }

  p = 0.0;
  if (p_ship > 0.0)
    p += p_ship * chance (moves, i + 1, n, moves[i] ? steps - 1 : steps, balanced,
                          balanced ? faces - 1 : 0, balanced ? ships - 1 : 0);
  if (p_ship < 1.0)
    p += (1.0 - p_ship) * chance (moves, i + 1, n, steps, balanced,
                                  balanced ? faces - 1 : 0, ships);
  return p;
}

/**
 * herald_game_get_attack_chance:
 * @self: a game
 * @n_rolls: how many rolls ahead, 0–12 (a round is as many rolls as players)
 * @balanced: (nullable): with balanced dice (the game's `dice_mode`), the deck the next rolls
 *   come from; %NULL for a freshly shuffled one
 *
 * The chance that the barbarian ship lands within the next @n_rolls rolls, starting with the
 * current player's roll when they have not rolled yet. It counts the steps left on the track
 * (the friendly barbarian's extra step before the first attack, B.5), the rolls that cannot
 * move the ship (the easy start holds it in rounds 1 and 2, B.4 c) and the dice: fair or
 * physical dice show a ship on half the rolls (A1.1); balanced dice deal the event faces from
 * a deck of 6, so the chance follows what is left in it.
 *
 * Returns: the chance, 0–1
 */
double
herald_game_get_attack_chance (HeraldGame         *self,
                               guint               n_rolls,
                               HeraldBalancedDice *balanced)
{
  const HeraldState *s;
  gboolean moves[12];
  guint next, faces = 0, ships = 0;

  g_return_val_if_fail (self != NULL, 0.0);

  s = &self->state;
  if (s->phase == HERALD_PHASE_OVER)
    return 0.0;
  n_rolls = MIN (n_rolls, G_N_ELEMENTS (moves));

  /* the rolls to come, counted from the start of the current round */
  next = s->current + (s->phase == HERALD_PHASE_BEFORE_ROLL || s->phase == HERALD_PHASE_SETUP ? 0 : 1);
  for (guint i = 0; i < n_rolls; i++)
    {
      guint round = MAX (s->round, 1) + (next + i) / self->n_players;

      moves[i] = !(self->rules.easy_start && round <= 2);
    }

  if (self->rules.dice_mode == HERALD_DICE_MODE_BALANCED && balanced != NULL)
    faces = herald_balanced_dice_get_faces_left (balanced, &ships);

  return chance (moves, 0, n_rolls, herald_game_get_steps_left (self),
                 self->rules.dice_mode == HERALD_DICE_MODE_BALANCED, faces, ships);
}
