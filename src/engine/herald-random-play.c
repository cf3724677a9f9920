/* herald-random-play.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A random legal player: `herald-cli simulate`, the save-format and session tests, the crash
 * test, the benchmarks and the fuzz corpus generator all play with it. Every action it returns
 * was accepted by herald_game_check(), so a log it builds is a legal game. It tries every action
 * type, every rule variant and awkward player names (quotes, backslashes, non-ASCII), and it
 * also proposes moves the rules refuse: those are dropped. Everything depends only on the
 * HeraldRng passed in, so a seed names a game. */

#include "config.h"

#include "herald-random-play.h"

/* Awkward on purpose: the save format must escape them and read them back identically. */
static const char *random_names[] = {
  "Anna", "Ben", "Cleo", "Dario", "Emil", "Frida", "Zoë", "Łukasz", "李雷", "O'Neil",
  "\"Quote\"", "back\\slash", "no\u00a0break", "Ἀθηνᾶ", "🎲 Dice", "x",
  "sixty-four bytes long name, which is the most the save format ok",
};

static guint
herald_random_pick (HeraldRng *rng,
                    guint      n)
{
  return n == 0 ? 0 : herald_rng_range (rng, n);
}

static gboolean
herald_random_chance (HeraldRng *rng,
                      guint      percent)
{
  return herald_rng_range (rng, 100) < percent;
}

/**
 * herald_random_game_new:
 * @rng: the random source (it also shuffles the decks)
 * @vary_rules: pick the edition, the card mode, the player count, every variant and the
 *   setup round at random; %FALSE: the defaults with 4 players
 * @victory_points: the victory target, %HERALD_MIN_VICTORY_POINTS–%HERALD_MAX_VICTORY_POINTS
 *
 * Returns: (transfer full): a new game with an empty log
 */
HeraldGame *
herald_random_game_new (HeraldRng *rng,
                        gboolean   vary_rules,
                        guint      victory_points)
{
  HeraldRules rules;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  guint8 colors[HERALD_N_COLORS] = { 0, 1, 2, 3, 4, 5 };
  guint8 names[G_N_ELEMENTS (random_names)];
  guint n_players = 4;
  gboolean setup_round = FALSE;
  g_autoptr(GError) error = NULL;
  HeraldGame *game;

  herald_rules_init (&rules, vary_rules && herald_random_chance (rng, 30) ?
                     HERALD_EDITION_FIRST : HERALD_EDITION_STANDARD);
  rules.victory_points = victory_points;
  if (vary_rules)
    {
      rules.digital_cards = !herald_random_chance (rng, 25);
      rules.five_six_players = herald_random_chance (rng, 30);
      rules.fiesepeter = herald_random_chance (rng, 30);
      rules.robber_from_start = herald_random_chance (rng, 50);
      rules.easy_start = herald_random_chance (rng, 30);
      rules.friendly_barbarian = herald_random_chance (rng, 30);
      rules.seafarers = herald_random_chance (rng, 20);
      rules.hand_limit = herald_random_chance (rng, 50) ? HERALD_HAND_LIMIT_IMMEDIATE
                                                        : HERALD_HAND_LIMIT_END_OF_TURN;
      rules.level4 = herald_random_chance (rng, 50) ? HERALD_LEVEL4_LENIENT : HERALD_LEVEL4_STRICT;
      rules.zero_reward = herald_random_chance (rng, 50) ? HERALD_ZERO_REWARD_ALL_DRAW
                                                         : HERALD_ZERO_REWARD_NONE;
      rules.sixth_settlement = !herald_random_chance (rng, 30);
      n_players = HERALD_MIN_PLAYERS + herald_random_pick (rng, rules.five_six_players ? 4 : 2);
      /* the extension is for 5–6 players only (A22); the same draws as before */
      rules.five_six_players = n_players >= 5;
      setup_round = herald_random_chance (rng, 40);
    }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    names[i] = i;
  herald_rng_shuffle (rng, names, G_N_ELEMENTS (names));
  if (vary_rules)
    herald_rng_shuffle (rng, colors, HERALD_N_COLORS);
  for (guint i = 0; i < n_players; i++)
    {
      players[i].name = (char *) random_names[vary_rules ? names[i] : i];
      players[i].color = colors[i];
    }

  game = herald_game_new_shuffled (&rules, players, n_players, rng, setup_round, &error);
  g_assert_no_error (error);
  return game;
}

static guint
herald_random_knight (HeraldRng               *rng,
                      const HeraldPlayerState *p)
{
  /* now and then an index past the end, which the rules refuse */
  return herald_random_pick (rng, p->n_knights + (herald_random_chance (rng, 5) ? 1 : 0));
}

static guint
herald_random_other (HeraldRng         *rng,
                     const HeraldState *s,
                     guint              player)
{
  return (player + 1 + herald_random_pick (rng, s->n_players - 1)) % s->n_players;
}

static gint
herald_random_card (HeraldRng               *rng,
                    const HeraldRules       *rules,
                    const HeraldPlayerState *p)
{
  if (rules->digital_cards && p->n_hand > 0 && !herald_random_chance (rng, 3))
    return p->hand[herald_random_pick (rng, p->n_hand)];
  return herald_random_pick (rng, HERALD_N_CARDS);
}

/**
 * herald_random_move:
 * @game: a game
 * @rng: the random source
 * @player: who acts, 0 to the number of players - 1
 * @a: (out): the candidate
 *
 * One candidate move for @player (building, knights, improvements, cards, corrections...) with
 * random arguments; the rules may refuse it (tests use that to try refused actions).
 */
void
herald_random_move (HeraldGame   *game,
                    HeraldRng    *rng,
                    guint         player,
                    HeraldAction *a)
{
  const HeraldState *s = herald_game_get_state (game);
  const HeraldRules *rules = herald_game_get_rules (game);
  const HeraldPlayerState *p = &s->players[player];
  guint what = herald_random_pick (rng, 100);

  if (what < 8)
    {
      herald_action_init (a, HERALD_ACTION_BUILD_SETTLEMENT, player);
    }
  else if (what < 16)
    {
      herald_action_init (a, HERALD_ACTION_BUILD_CITY, player);
      if (herald_random_chance (rng, 30))
        a->flag = herald_random_pick (rng, 2);
    }
  else if (what < 22)
    {
      herald_action_init (a, HERALD_ACTION_BUILD_WALL, player);
      if (herald_random_chance (rng, 40))
        a->city = herald_random_pick (rng, HERALD_MAX_CITIES);
    }
  else if (what < 30)
    {
      herald_action_init (a, HERALD_ACTION_BUILD_KNIGHT, player);
    }
  else if (what < 36)
    {
      herald_action_init (a, HERALD_ACTION_UPGRADE_KNIGHT, player);
      a->knight = herald_random_knight (rng, p);
    }
  else if (what < 46)
    {
      herald_action_init (a, HERALD_ACTION_ACTIVATE_KNIGHT, player);
      a->knight = herald_random_knight (rng, p);
    }
  else if (what < 48)
    {
      herald_action_init (a, HERALD_ACTION_DEACTIVATE_KNIGHT, player);
      a->knight = herald_random_knight (rng, p);
    }
  else if (what < 54)
    {
      gint target = herald_random_other (rng, s, player);

      herald_action_init (a, HERALD_ACTION_KNIGHT_ACTION, player);
      a->knight = herald_random_knight (rng, p);
      a->kind = herald_random_pick (rng, 3);
      if (a->kind == HERALD_KNIGHT_DISPLACE)
        {
          a->target = target;
          a->target_knight = herald_random_knight (rng, &s->players[target]);
          if (herald_random_chance (rng, 30))
            a->flag = herald_random_pick (rng, 2);
        }
    }
  else if (what < 55)
    {
      herald_action_init (a, HERALD_ACTION_REMOVE_KNIGHT, player);
      a->knight = herald_random_knight (rng, p);
    }
  else if (what < 67)
    {
      herald_action_init (a, HERALD_ACTION_IMPROVE_CITY, player);
      a->track = herald_random_pick (rng, HERALD_N_TRACKS);
      if (herald_random_chance (rng, 20))
        a->city = herald_random_pick (rng, HERALD_MAX_CITIES);
    }
  else if (what < 68)
    {
      herald_action_init (a, HERALD_ACTION_REPAIR_CITY, player);
    }
  else if (what < 70)
    {
      herald_action_init (a, herald_random_chance (rng, 70) ? HERALD_ACTION_SET_LONGEST_ROAD
                                                            : HERALD_ACTION_SET_MERCHANT,
                          herald_random_chance (rng, 20) ? HERALD_UNSET : (gint) player);
    }
  else if (what < 90)
    {
      gint target = herald_random_other (rng, s, player);
      const HeraldPlayerState *t = &s->players[target];

      herald_action_init (a, HERALD_ACTION_PLAY_CARD, player);
      a->card = herald_random_card (rng, rules, p);
      switch (a->card)
        {
        case HERALD_CARD_ENGINEER:
          if (herald_random_chance (rng, 30))
            a->city = herald_random_pick (rng, HERALD_MAX_CITIES);
          break;
        case HERALD_CARD_MEDICINE:
          if (herald_random_chance (rng, 30))
            a->flag = herald_random_pick (rng, 2);
          break;
        case HERALD_CARD_SMITH:
          a->knights[0] = herald_random_knight (rng, p);
          if (herald_random_chance (rng, 60))
            a->knights[1] = herald_random_knight (rng, p);
          break;
        case HERALD_CARD_DESERTER:
        case HERALD_CARD_INTRIGUE:
          a->target = target;
          a->target_knight = herald_random_knight (rng, t);
          if (herald_random_chance (rng, 40))
            a->flag = herald_random_pick (rng, 2);
          break;
        case HERALD_CARD_SPY:
          a->target = target;
          if (rules->digital_cards)
            a->target_card = t->n_hand > 0 ? t->hand[herald_random_pick (rng, t->n_hand)]
                                           : HERALD_CARD_CRANE;
          break;
        case HERALD_CARD_SABOTEUR:
          if (rules->edition == HERALD_EDITION_FIRST)
            a->target = target;
          break;
        default:
          break;
        }
    }
  else if (what < 94)
    {
      herald_action_init (a, HERALD_ACTION_DISCARD_CARD, player);
      a->card = herald_random_card (rng, rules, p);
    }
  else if (what < 97)
    {
      herald_action_init (a, HERALD_ACTION_REVEAL_VP_CARD, player);
      a->card = herald_random_chance (rng, 50) ? HERALD_CARD_PRINTER : HERALD_CARD_CONSTITUTION;
    }
  else
    {
      HeraldCorrection *c;

      /* the attack check-in: small corrections, so that games still end by play */
      herald_action_init (a, HERALD_ACTION_CORRECT, player);
      c = &a->correction;
      if (herald_random_chance (rng, 40))
        c->settlements = herald_random_pick (rng, HERALD_MAX_SETTLEMENTS + 1);
      if (herald_random_chance (rng, 30))
        c->cities = herald_random_pick (rng, HERALD_MAX_CITIES + 1);
      if (herald_random_chance (rng, 30))
        c->walls = herald_random_pick (rng, HERALD_MAX_WALLS + 1);
      if (herald_random_chance (rng, 20))
        c->defender = p->defender + herald_random_pick (rng, 2);
      if (herald_random_chance (rng, 30))
        c->improvements[herald_random_pick (rng, HERALD_N_TRACKS)] =
          herald_random_pick (rng, HERALD_MAX_LEVEL + 1);
      if (herald_random_chance (rng, 30))
        {
          c->n_knights = herald_random_pick (rng, 4);
          for (gint k = 0; k < c->n_knights; k++)
            {
              c->knight_level[k] = 1 + k / 2;
              c->knight_active[k] = herald_random_pick (rng, 2);
            }
        }
    }
}

static void
herald_random_roll (HeraldGame   *game,
                    HeraldRng    *rng,
                    HeraldAction *a)
{
  const HeraldState *s = herald_game_get_state (game);
  const HeraldRules *rules = herald_game_get_rules (game);

  herald_action_init (a, HERALD_ACTION_ROLL, HERALD_UNSET);
  herald_dice_roll_fair (rng, &a->roll);
  if (herald_random_chance (rng, rules->digital_cards ? 50 : 5))
    {
      const HeraldPlayerState *p = &s->players[s->current];

      for (guint i = 0; i < p->n_hand; i++)
        if (p->hand[i] == HERALD_CARD_ALCHEMIST || !rules->digital_cards)
          a->roll.alchemist = TRUE;
    }
  if (rules->fiesepeter && herald_random_chance (rng, 40))
    {
      a->has_commit = TRUE;
      for (guint q = 0; q < s->n_players; q++)
        for (guint k = 0; k < s->players[q].n_knights; k++)
          if (s->players[q].knights[k].active && herald_random_chance (rng, 70))
            a->commit[q] |= 1u << k;
    }
}

/* @a if the rules accept it now: copied to @out; otherwise counted in @n_refused */
static gboolean
accept (HeraldGame         *game,
        const HeraldAction *a,
        HeraldAction       *out,
        guint              *n_refused)
{
  if (!herald_game_check (game, a, NULL))
    {
      if (n_refused != NULL)
        (*n_refused)++;
      return FALSE;
    }
  *out = *a;
  return TRUE;
}

/* Whatever clears the way: pending decisions, setup placements, the roll, ending the turn. */
static gboolean
herald_random_unblock (HeraldGame   *game,
                       HeraldRng    *rng,
                       HeraldAction *out,
                       guint        *n_refused)
{
  const HeraldState *s = herald_game_get_state (game);
  HeraldAction a;

  for (guint i = 0; i < s->n_pending; i++)
    {
      const HeraldPending *pending = &s->pending[i];
      const HeraldPlayerState *p = &s->players[pending->player];

      switch (pending->type)
        {
        case HERALD_PENDING_CHOOSE_DECK:
          herald_action_init (&a, HERALD_ACTION_CHOOSE_DECK, pending->player);
          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            {
              a.track = (t + herald_random_pick (rng, HERALD_N_TRACKS)) % HERALD_N_TRACKS;
              if (accept (game, &a, out, n_refused))
                return TRUE;
            }
          break;
        case HERALD_PENDING_CHOOSE_CITY:
          herald_action_init (&a, HERALD_ACTION_CHOOSE_CITY, pending->player);
          a.flag = herald_random_pick (rng, 2);
          if (accept (game, &a, out, n_refused))
            return TRUE;
          break;
        case HERALD_PENDING_DISCARD_CARD:
          herald_action_init (&a, HERALD_ACTION_DISCARD_CARD, pending->player);
          for (guint k = 0; k < p->n_hand; k++)
            {
              a.card = p->hand[(k + herald_random_pick (rng, p->n_hand)) % p->n_hand];
              if (accept (game, &a, out, n_refused))
                return TRUE;
            }
          break;
        default:
          break;
        }
    }

  for (guint q = 0; q < s->n_players; q++)
    {
      herald_action_init (&a, HERALD_ACTION_SETUP_SETTLEMENT, q);
      if (accept (game, &a, out, n_refused))
        return TRUE;
      herald_action_init (&a, HERALD_ACTION_SETUP_CITY, q);
      if (accept (game, &a, out, n_refused))
        return TRUE;
    }

  herald_random_roll (game, rng, &a);
  if (accept (game, &a, out, n_refused))
    return TRUE;
  herald_action_init (&a, HERALD_ACTION_ROLL, HERALD_UNSET);
  herald_dice_roll_fair (rng, &a.roll);
  if (accept (game, &a, out, n_refused))
    return TRUE;

  /* the hand limit before the end of the turn */
  for (guint k = 0; k < s->players[s->current].n_hand; k++)
    {
      herald_action_init (&a, HERALD_ACTION_DISCARD_CARD, s->current);
      a.card = s->players[s->current].hand[k];
      if (s->players[s->current].n_hand > HERALD_HAND_LIMIT &&
          accept (game, &a, out, n_refused))
        return TRUE;
    }

  herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
  if (accept (game, &a, out, n_refused))
    return TRUE;
  herald_action_init (&a, HERALD_ACTION_END_SPECIAL_BUILD, HERALD_UNSET);
  return accept (game, &a, out, n_refused);
}

/**
 * herald_random_next:
 * @game: a game
 * @rng: the random source
 * @out: (out): the action chosen
 * @n_refused: (inout) (nullable): counts the candidates the rules refused on the way
 *
 * Chooses one action the rules accept now (herald_game_check()), without applying it: the
 * pending decisions, the setup, the roll and the end of the turn, and in between every kind of
 * move with random arguments — the refused candidates are tried and dropped.
 *
 * Returns: %FALSE when the game is over (or, which should not happen, nothing is accepted)
 */
gboolean
herald_random_next (HeraldGame   *game,
                    HeraldRng    *rng,
                    HeraldAction *out,
                    guint        *n_refused)
{
  g_return_val_if_fail (game != NULL && rng != NULL && out != NULL, FALSE);

  for (guint attempt = 0; attempt < 8; attempt++)
    {
      const HeraldState *s = herald_game_get_state (game);
      HeraldAction a;
      guint player = s->current;

      if (s->phase == HERALD_PHASE_OVER)
        return FALSE;
      if (s->phase == HERALD_PHASE_SETUP || (s->n_pending > 0 && herald_random_chance (rng, 70)))
        return herald_random_unblock (game, rng, out, n_refused);

      switch (s->phase)
        {
        case HERALD_PHASE_BEFORE_ROLL:
          if (herald_random_chance (rng, 85))
            herald_random_roll (game, rng, &a);
          else
            herald_random_move (game, rng, player, &a);
          break;
        case HERALD_PHASE_AFTER_ROLL:
          if (herald_random_chance (rng, 22))
            herald_action_init (&a, HERALD_ACTION_END_TURN, HERALD_UNSET);
          else
            herald_random_move (game, rng, herald_random_chance (rng, 92) ? player :
                                herald_random_other (rng, s, player), &a);
          break;
        case HERALD_PHASE_SPECIAL_BUILD:
          if (herald_random_chance (rng, 35))
            herald_action_init (&a, HERALD_ACTION_END_SPECIAL_BUILD, HERALD_UNSET);
          else
            herald_random_move (game, rng, herald_random_other (rng, s, player), &a);
          break;
        default:
          return FALSE;
        }
      if (accept (game, &a, out, n_refused))
        return TRUE;
    }
  return herald_random_unblock (game, rng, out, n_refused);
}

/**
 * herald_random_step:
 * @game: a game
 * @rng: the random source
 *
 * Applies one action the rules accept: herald_random_next(), then herald_game_apply().
 *
 * Returns: %FALSE when the game is over (or, which should not happen, nothing is accepted)
 */
gboolean
herald_random_step (HeraldGame *game,
                    HeraldRng  *rng)
{
  HeraldAction a;

  return herald_random_next (game, rng, &a, NULL) && herald_game_apply (game, &a, NULL, NULL);
}

/**
 * herald_random_play:
 * @game: a game
 * @rng: the random source
 * @max_actions: stop when the log holds this many actions
 *
 * Plays until the game is over or the log is @max_actions long.
 *
 * Returns: the number of actions in the log
 */
guint
herald_random_play (HeraldGame *game,
                    HeraldRng  *rng,
                    guint       max_actions)
{
  while (herald_game_get_n_actions (game) < max_actions && herald_random_step (game, rng))
    ;
  return herald_game_get_n_actions (game);
}
