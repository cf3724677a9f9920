/* herald-forecast.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Forecasts where the table decides (issue 13): each player's chance to draw a progress card
 * on the next roll and the rolls to their next card, exact for fair (and physical) dice and
 * for balanced dice from what is left in their decks. The chance of an attack is
 * herald_game_get_attack_chance() and what it would do if it came now
 * herald_game_forecast_landing(), kept while the board it is made from is the same. */

#include "config.h"

#include <math.h>
#include <string.h>

#include "herald-forecast.h"
#include "herald-game-private.h"
#include "herald-statistics.h"

/* The roll after @roller's: one roll a turn, clockwise */
#define NEXT(self, p) (((p) + 1) % (self)->n_players)

/* Who rolls the next roll: the current player before their roll, else (after it, and in the
 * special build phase that follows their turn, A22.3) the next player */
guint
next_roller (HeraldGame *self)
{
  const HeraldState *s = &self->state;

  if (s->phase == HERALD_PHASE_AFTER_ROLL || s->phase == HERALD_PHASE_SPECIAL_BUILD)
    return NEXT (self, s->current);
  return s->current;
}

/* The red values (bit r, 1–6) that give @player a card of @track on a roll by @roller: red ≤
 * level + 1 from level 1 on (A11.1), and with digital cards only while the deck still holds a
 * card after the players before them in the draw order, the roller first, then clockwise
 * (A11.2, A11.3, A22.5) */
static guint
draw_mask (HeraldGame  *self,
           guint        player,
           guint        roller,
           HeraldTrack  track)
{
  const HeraldState *s = &self->state;
  guint mask = 0;

  for (guint r = 1; r <= 6; r++)
    {
      guint before = 0;

      if (!draws (&s->players[player], track, r))
        continue;
      for (guint q = roller; q != player; q = NEXT (self, q))
        before += draws (&s->players[q], track, r);
      if (!self->rules.digital_cards || before < s->n_deck[track])
        mask |= 1u << r;
    }
  return mask;
}

/* The decks the next roll comes from: per red value the pairs left (@reds, index 1–6), per
 * event the faces left (@events); fair dice are a full deck that never runs down */
static void
next_roll_decks (HeraldGame         *self,
                 HeraldBalancedDice *balanced,
                 guint              *reds,
                 guint              *n_reds,
                 guint              *events,
                 guint              *n_events)
{
  HeraldDiceCycle cycle;

  if (self->rules.dice_mode == HERALD_DICE_MODE_BALANCED && balanced != NULL)
    {
      *n_reds = herald_balanced_dice_get_reds_left (balanced, reds);
      herald_balanced_dice_get_cycle (balanced, &cycle);
      *n_events = 0;
      for (guint e = 0; e < 4; e++)
        {
          events[e] = cycle.events_left[e];
          *n_events += events[e];
        }
      return;
    }

  reds[0] = 0;
  for (guint r = 1; r <= 6; r++)
    reds[r] = 6;
  *n_reds = 36;
  events[HERALD_EVENT_SHIP] = 3;
  events[HERALD_EVENT_TRADE] = events[HERALD_EVENT_POLITICS] = events[HERALD_EVENT_SCIENCE] = 1;
  *n_events = 6;
}

/* The state of the two decks, as far as one player's cards go, and who rolls, packed in 32
 * bits: the pairs left in each class of red values (at most 6 classes, together at most 18
 * bits: a class of k red values holds at most 6k pairs), the event faces left that give them
 * nothing (3 bits), one bit per gate that may (3 bits) and the roller, counted from the next
 * one (3 bits) */
#define N_CLASSES 6

typedef struct
{
  guint n_classes;
  guint class_gates[N_CLASSES][HERALD_MAX_PLAYERS]; /* per roller, the gates that give a card */
  guint full_reds[N_CLASSES];
  guint shift[N_CLASSES];
  guint width[N_CLASSES];
  guint n_gates;
  guint full_other;                /* event faces that give nothing */
  guint n_rollers;
  guint top;                       /* the first bit after the red classes */
} Chain;

static guint32
pack (const Chain *chain,
      const guint *reds,
      guint        other,
      guint        gates,
      guint        roller)
{
  guint32 key = 0;

  for (guint j = 0; j < chain->n_classes; j++)
    key |= (guint32) reds[j] << chain->shift[j];
  return key | other << chain->top | gates << (chain->top + 3) | roller << (chain->top + 6);
}

static void
unpack (const Chain *chain,
        guint32      key,
        guint       *reds,
        guint       *other,
        guint       *gates,
        guint       *roller)
{
  for (guint j = 0; j < chain->n_classes; j++)
    reds[j] = (key >> chain->shift[j]) & ((1u << chain->width[j]) - 1);
  *other = (key >> chain->top) & 7;
  *gates = (key >> (chain->top + 3)) & 7;
  *roller = (key >> (chain->top + 6)) & 7;
}

typedef struct
{
  guint32 key;
  double  mass;
} Mass;

static void
add_mass (GArray     *states,
          GHashTable *index,
          guint32     key,
          double      mass)
{
  gpointer found;

  if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (key), NULL, &found))
    {
      g_array_index (states, Mass, GPOINTER_TO_UINT (found)).mass += mass;
      return;
    }
  g_hash_table_insert (index, GUINT_TO_POINTER (key), GUINT_TO_POINTER (states->len));
  g_array_append_val (states, ((Mass) { key, mass }));
}

/* The expected rolls to the next card with balanced dice: the chance of no card yet is carried
 * roll after roll over every state the two decks and the roller can be in (a deck used up is
 * shuffled full again), and E[T] = Σ_k P(T > k). The states are few: the red values fall into
 * classes that give the player the same cards, the event faces into "nothing" and up to three
 * gates. It stops when less than 1e-13 of the chance is left (the rest adds under 1e-9). */
static double
expected_rolls_balanced (const Chain *chain,
                         const guint *start_reds,
                         guint        start_other,
                         guint        start_gates)
{
  g_autoptr(GArray) now = g_array_new (FALSE, FALSE, sizeof (Mass));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (Mass));
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);
  double expected = 0.0, alive = 1.0;

  g_array_append_val (now, ((Mass) { pack (chain, start_reds, start_other, start_gates, 0), 1.0 }));

  for (guint step = 0; step < 100000 && alive > 1e-13; step++)
    {
      GArray *swap;

      expected += alive;
      alive = 0.0;
      g_array_set_size (next, 0);
      g_hash_table_remove_all (index);

      for (guint i = 0; i < now->len; i++)
        {
          const Mass *m = &g_array_index (now, Mass, i);
          guint reds[N_CLASSES], other, gates, roller, after, n_reds = 0, n_events;

          unpack (chain, m->key, reds, &other, &gates, &roller);
          after = (roller + 1) % chain->n_rollers;
          for (guint j = 0; j < chain->n_classes; j++)
            n_reds += reds[j];
          if (n_reds == 0)
            {
              memcpy (reds, chain->full_reds, sizeof reds);
              n_reds = 36;
            }
          n_events = other + __builtin_popcount (gates);
          if (n_events == 0)
            {
              other = chain->full_other;
              gates = (1u << chain->n_gates) - 1;
              n_events = 6;
            }

          for (guint j = 0; j < chain->n_classes; j++)
            {
              double p_red;

              if (reds[j] == 0)
                continue;
              p_red = m->mass * reds[j] / n_reds;
              reds[j]--;
              if (other > 0)
                {
                  double p = p_red * other / n_events;

                  add_mass (next, index, pack (chain, reds, other - 1, gates, after), p);
                  alive += p;
                }
              for (guint g = 0; g < chain->n_gates; g++)
                if ((gates & (1u << g)) && !(chain->class_gates[j][roller] & (1u << g)))
                  {
                    double p = p_red / n_events;

                    add_mass (next, index, pack (chain, reds, other, gates & ~(1u << g), after), p);
                    alive += p;
                  }
              reds[j]++;
            }
        }

      swap = now;
      now = next;
      next = swap;
    }
  return expected;
}

/**
 * herald_game_get_draw_forecast:
 * @self: a game
 * @player: a player index
 * @balanced: (nullable): with balanced dice (the game's `dice_mode`), the decks the next rolls
 *   come from; %NULL for freshly shuffled ones
 * @forecast: (out caller-allocates): the forecast
 *
 * The chance that the next roll (the current player's before their roll, else the next
 * player's) gives @player a progress card of each colour, and the expected number of rolls to
 * their next card, for their improvement levels as they stand (RULES.md A11.1: the gate of
 * the colour and a red die at most the level + 1). With digital cards a card comes only while
 * its deck still holds one after the players who draw before @player on the same roll (the
 * roller first, then clockwise: A11.2, A11.3, A22.5), so a deck of k cards gives nothing to a
 * player with k players before them. Fair and physical dice: each gate on 1 roll in 6, each red
 * value on 1 in 6. Balanced dice: from what is left in the deck of 36 red × white pairs and in
 * the deck of 6 event faces, and after them the decks shuffled again. The rolls to a card
 * follow the rollers in turn (one roll a turn), the decks of cards taken to stay as they are
 * (cards drawn and played back are not followed). A 7 the easy start rolls again (B.4 c)
 * changes nothing with fair dice (one pair in 6 of each red value is a 7); with balanced dice
 * the forecast counts every roll once, as if no 7 were rolled again. The Alchemist's dice are
 * not forecast.
 */
void
herald_game_get_draw_forecast (HeraldGame         *self,
                               guint               player,
                               HeraldBalancedDice *balanced,
                               HeraldDrawForecast *forecast)
{
  guint reds[7], n_reds, events[4], n_events;
  guint masks[HERALD_MAX_PLAYERS][HERALD_N_TRACKS];
  guint first, n;
  Chain chain = { 0, };

  g_return_if_fail (self != NULL);
  g_return_if_fail (forecast != NULL);

  memset (forecast, 0, sizeof *forecast);
  g_return_if_fail (player < self->n_players);

  if (self->state.phase == HERALD_PHASE_OVER)
    return;

  /* why no card can come: no level at all (A11.1), or with digital cards only empty decks
   * (A11.3); a deck with a card gives it to this player at least on their own roll, where
   * they draw first (A11.2) */
  {
    const HeraldPlayerState *ps = &self->state.players[player];
    gboolean improved = FALSE, reachable = FALSE;

    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if (ps->improvements[t] > 0)
        {
          improved = TRUE;
          if (!self->rules.digital_cards || self->state.n_deck[t] > 0)
            reachable = TRUE;
          else
            forecast->empty_decks |= 1u << t;
        }
    forecast->blocked = !improved ? HERALD_DRAW_NO_IMPROVEMENT : !reachable ? HERALD_DRAW_DECKS_EMPTY : HERALD_DRAW_OPEN;
    if (forecast->blocked != HERALD_DRAW_DECKS_EMPTY)
      forecast->empty_decks = 0;
  }

  next_roll_decks (self, balanced, reds, &n_reds, events, &n_events);
  if (n_events == 0)
    {
      /* a used-up event deck: the next roll shuffles all 6 faces */
      events[HERALD_EVENT_SHIP] = 3;
      events[HERALD_EVENT_TRADE] = events[HERALD_EVENT_POLITICS] = events[HERALD_EVENT_SCIENCE] = 1;
      n_events = 6;
    }

  /* masks[i]: the cards on the roll of the i-th roller from the next one */
  n = self->n_players;
  first = next_roller (self);
  for (guint i = 0; i < n; i++)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      masks[i][t] = draw_mask (self, player, (first + i) % n, t);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      guint low = 0;

      for (guint r = 1; r <= 6; r++)
        if (masks[0][t] & (1u << r))
          low += reds[r];
      forecast->chance[t] = ((double) events[t + 1] / n_events) * ((double) low / n_reds);
      forecast->any += forecast->chance[t];
    }

  if (self->rules.dice_mode != HERALD_DICE_MODE_BALANCED)
    {
      /* the same dice every roll, the rollers in turn: P(T > k) runs through the products of
       * the rollers' chances of no card, a cycle of n rolls at a time */
      double none_before = 1.0, sum = 0.0;

      for (guint i = 0; i < n; i++)
        {
          double any = 0.0;

          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            any += (double) __builtin_popcount (masks[i][t]) / 36.0;
          sum += none_before;
          none_before *= 1.0 - any;
        }
      forecast->rolls_to_card = none_before < 1.0 ? sum / (1.0 - none_before) : 0.0;
      return;
    }

  /* balanced dice: the gates that may ever give a card, and the classes of red values that
   * give the same cards on every roller's roll */
  {
    guint class_reds[N_CLASSES] = { 0, };
    guint gate_of[HERALD_N_TRACKS], class_of[7];
    guint sig[7];
    guint other = 0, gates = 0, bits = 0;

    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      {
        guint any = 0;

        for (guint i = 0; i < n; i++)
          any |= masks[i][t];
        if (any != 0)
          {
            gate_of[t] = chain.n_gates;
            if (events[t + 1] > 0)
              gates |= 1u << chain.n_gates;
            chain.n_gates++;
          }
        else
          {
            gate_of[t] = G_MAXUINT;
            other += events[t + 1];
            chain.full_other++;
          }
      }
    if (chain.n_gates == 0)
      return;  /* no gate gives them a card, whatever the decks */
    other += events[HERALD_EVENT_SHIP];
    chain.full_other += 3;
    chain.n_rollers = n;

    /* each red value's cards: per roller, 3 bits of gates */
    for (guint r = 1; r <= 6; r++)
      {
        sig[r] = 0;
        for (guint i = 0; i < n; i++)
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            if (masks[i][t] & (1u << r))
              sig[r] |= 1u << (3 * i + gate_of[t]);
        class_of[r] = G_MAXUINT;
        for (guint q = 1; q < r; q++)
          if (sig[q] == sig[r])
            class_of[r] = class_of[q];
        if (class_of[r] == G_MAXUINT)
          {
            class_of[r] = chain.n_classes++;
            for (guint i = 0; i < n; i++)
              chain.class_gates[class_of[r]][i] = (sig[r] >> (3 * i)) & 7;
          }
        class_reds[class_of[r]] += reds[r];
        chain.full_reds[class_of[r]] += 6;
      }
    for (guint j = 0; j < chain.n_classes; j++)
      {
        chain.width[j] = g_bit_storage (chain.full_reds[j]);
        chain.shift[j] = bits;
        bits += chain.width[j];
      }
    chain.top = bits;

    forecast->rolls_to_card = expected_rolls_balanced (&chain, class_reds, other, gates);
  }
}

/**
 * herald_game_get_draw_forecast_key:
 * @self: a game
 * @player: a player index
 * @balanced: (nullable): the balanced dice herald_game_get_draw_forecast () would be given
 * @key: (out caller-allocates): what that forecast reads of the game
 *
 * What herald_game_get_draw_forecast () of @player depends on, so that a forecast can be kept
 * while it is the same (issue 14): the dice, the number of players, whether the game is over,
 * the player's levels and, with balanced dice, what is left of their decks. Who rolls next,
 * the decks' cards and the other players' levels only while a deck holds fewer cards than
 * there are players and cards are digital: then a card may run out before it comes to @player
 * on the same roll (A11.2, A11.3); otherwise every roller gives @player the same cards
 * (A11.1), and a forecast made again at each roll and End Turn would be the same.
 */
void
herald_game_get_draw_forecast_key (HeraldGame            *self,
                                   guint                  player,
                                   HeraldBalancedDice    *balanced,
                                   HeraldDrawForecastKey *key)
{
  const HeraldState *s;
  gboolean short_deck = FALSE;
  guint i = 0;

  g_return_if_fail (self != NULL);
  g_return_if_fail (key != NULL);

  memset (key, 0, sizeof *key);
  g_return_if_fail (player < self->n_players);

  s = &self->state;
  key->words[i++] = 1 + player;
  key->words[i++] = self->n_players;
  key->words[i++] = s->phase == HERALD_PHASE_OVER;
  if (s->phase == HERALD_PHASE_OVER)
    return;
  key->words[i++] = self->rules.dice_mode;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    short_deck |= self->rules.digital_cards && s->n_deck[t] < self->n_players;
  key->words[i++] = short_deck ? 1 + next_roller (self) : 0;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      key->words[i++] = short_deck ? MIN (s->n_deck[t], self->n_players) : 0;
      for (guint q = 0; q < self->n_players; q++)
        key->words[i++] = short_deck || q == player ? s->players[q].improvements[t] : 0;
    }
  if (self->rules.dice_mode == HERALD_DICE_MODE_BALANCED && balanced != NULL)
    {
      HeraldDiceCycle cycle;

      i = 5 + HERALD_N_TRACKS * (1 + HERALD_MAX_PLAYERS);
      herald_balanced_dice_get_reds_left (balanced, &key->words[i]);
      i += 7;
      herald_balanced_dice_get_cycle (balanced, &cycle);
      for (guint e = 0; e < 4; e++)
        key->words[i + e / 2] |= cycle.events_left[e] << (8 * (e % 2));
    }
}

/* The forecast's pillaged players (the attack outcome at @first, then its city_lost
 * outcomes, one a player) in seat order: A7.2 gives them no order */
static void
landing_losses_in_seat_order (GArray *outcomes,
                              guint   first)
{
  HeraldOutcome *attack = &g_array_index (outcomes, HeraldOutcome, first);

  if (attack->catan_wins)
    return;
  /* a few players: insertion sorts */
  for (guint i = 1; i < attack->n_players; i++)
    for (guint j = i; j > 0 && attack->players[j - 1] > attack->players[j]; j--)
      {
        guint8 p = attack->players[j];

        attack->players[j] = attack->players[j - 1];
        attack->players[j - 1] = p;
      }
  for (guint i = first + 2; i < outcomes->len; i++)
    for (guint j = i; j > first + 1; j--)
      {
        HeraldOutcome *a = &g_array_index (outcomes, HeraldOutcome, j - 1);
        HeraldOutcome *b = &g_array_index (outcomes, HeraldOutcome, j);
        HeraldOutcome swap;

        if (a->type != HERALD_OUTCOME_CITY_LOST || b->type != HERALD_OUTCOME_CITY_LOST
            || a->player <= b->player)
          break;
        swap = *a;
        *a = *b;
        *b = swap;
      }
}

/**
 * herald_game_forecast_landing:
 * @self: a game
 * @outcomes: (element-type HeraldOutcome): where the outcomes are appended
 *
 * If the barbarians landed now: the attack resolved as the rules would resolve it with the
 * pieces and active knights on the board now (every active knight fights), without changing
 * the game. The ship lands on a roll, so the tie order (A6.2: in turn order from the current
 * player) starts with whoever rolls next: the current player before their roll, the next
 * player once it is made and in the special build phase (rules32's finding: after the roll
 * the current player came first). The players who would lose a city have no order in the
 * rules (A7.2: each loses one): they are listed in seat order, so that the forecast does not
 * change as the turn passes when nothing else did (from the next roller, the track's sentence
 * changed at every roll of a game where all tie, and told a screen reader so: forecast32's
 * two more events a roll in ui-speech). Appends the %HERALD_OUTCOME_ATTACK
 * (strengths, each player's contribution, who wins the Defender, who draws or loses a city),
 * then the %HERALD_OUTCOME_DEFENDER and %HERALD_OUTCOME_CITY_LOST outcomes (RULES.md A5–A8).
 *
 * Returns: how many outcomes were appended; 0 when the game is over
 */
/* What herald_game_forecast_landing () is made from, read from the game as it stands: the
 * attack's input (attack_input (), the rules' own reading of the board, with the next roller
 * first), the Defender cards awarded (whether one is left in the box), and each player's
 * cities (which one a pillage takes, and whether it had a wall) */
static void
landing_key_init (HeraldGame         *self,
                  const HeraldAction *roll,
                  HeraldLandingKey   *key)
{
  const HeraldState *s = &self->state;
  Ctx ctx = { self, &self->state, self->log->len, NULL, FALSE, FALSE };
  guint8 fighting[HERALD_MAX_PLAYERS];
  HeraldAttackResult res;

  memset (key, 0, sizeof *key);
  /* a roll commits no knights: nothing to refuse */
  attack_input (&ctx, roll, &key->in, fighting, NULL);
  key->in.first = next_roller (self);
  /* who rolls next orders only the players who tie for a deck (A6.2): the pillaged are
   * listed in seat order (landing_losses_in_seat_order ()), so otherwise the outcomes are
   * kept as the turn passes */
  herald_attack_resolve (&key->in, &res);
  if (!res.catan_wins || res.n_tie_draw < 2)
    key->in.first = 0;
  for (guint p = 0; p < s->n_players; p++)
    {
      key->defenders += s->players[p].defender;
      key->n_cities[p] = s->players[p].n_cities;
      memcpy (key->cities[p], s->players[p].cities, sizeof key->cities[p]);
    }
}

guint
herald_game_forecast_landing (HeraldGame *self,
                              GArray     *outcomes)
{
  HeraldState s;
  HeraldLandingKey key;
  HeraldAction roll;
  Ctx ctx;
  guint before;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (outcomes != NULL, 0);

  if (self->state.phase == HERALD_PHASE_OVER)
    return 0;

  herald_action_init (&roll, HERALD_ACTION_ROLL, HERALD_UNSET);
  roll.roll.event = HERALD_EVENT_SHIP;
  roll.roll.red = 1;
  roll.roll.white = 2;

  /* the outcomes kept, while what they are made from is the same: the window asks at every
   * step, and most steps change none of it (issue 14) */
  before = outcomes->len;
  landing_key_init (self, &roll, &key);
  if (self->landing != NULL && memcmp (&key, &self->landing_key, sizeof key) == 0)
    {
      g_array_append_vals (outcomes, self->landing->data, self->landing->len);
      for (guint i = before; i < outcomes->len; i++)
        g_array_index (outcomes, HeraldOutcome, i).action = self->log->len;
      return self->landing->len;
    }

  memcpy (&s, &self->state, sizeof s);
  /* the roll the ship would land on is the next one, made by the player whose turn it is then */
  s.current = next_roller (self);
  memset (&ctx, 0, sizeof ctx);
  ctx.game = self;
  ctx.s = &s;
  ctx.index = self->log->len;
  ctx.outcomes = outcomes;
  ctx.query = FALSE;

  self->n_landings_made++;
  g_clear_pointer (&self->landing, g_array_unref);
  if (!resolve_attack (&ctx, &roll, NULL))
    {
      g_array_set_size (outcomes, before);
      return 0;
    }
  landing_losses_in_seat_order (outcomes, before);
  self->landing = g_array_sized_new (FALSE, FALSE, sizeof (HeraldOutcome), outcomes->len - before);
  g_array_append_vals (self->landing, &g_array_index (outcomes, HeraldOutcome, before),
                       outcomes->len - before);
  self->landing_key = key;
  return outcomes->len - before;
}

/**
 * herald_game_get_n_landings_made:
 * @self: a game
 *
 * For tests: how many times herald_game_forecast_landing () resolved the landing rather than
 * gave the outcomes it kept for the same board, since the game was made (a copy starts
 * without them, at the count of the game it copies).
 *
 * Returns: the count
 */
guint
herald_game_get_n_landings_made (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->n_landings_made;
}
