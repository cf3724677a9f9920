/* herald-apply.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * herald_game_apply (): one action checked against the rules and folded into the state
 * (RULES.md A3-A22).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"

/* Actions */

/* Whether the action is a new step the table takes, not one of a log replayed: a file's
 * `actions` as it loads (herald_save_load_data ()), or the engine's own log rebuilt (Undo,
 * the story). A rule made stricter after Herald had already saved games under the looser
 * one (the decisions owed first, December 2026) refuses new steps only: a step Herald
 * accepted then stays accepted, so every game it saved still loads and replays as written
 * (docs/save-format.md, "Rules that refuse new steps only"); the game then goes on under the
 * stricter rule. */
gboolean
is_new_step (Ctx *ctx)
{
  return !replays_as_written (ctx->game);
}

/* A log replayed as written: the save loader (herald_save_load_data ()) or the engine's own
 * log (Undo, the story), not herald_save_validate_data (), which checks a file's log as new
 * steps (herald-cli validate: a log that breaks a rule is not a valid game, though Herald
 * still opens it) */
gboolean
replays_as_written (HeraldGame *game)
{
  return game->replaying && !game->log_as_new_steps;
}

gboolean
check_player (Ctx     *ctx,
              gint     player,
              GError **error)
{
  if (player < 0 || (guint) player >= ctx->s->n_players)
    return invalid (error, _("there is no player %d"), player);
  return TRUE;
}

gboolean
check_own_turn_after_roll (Ctx         *ctx,
                           guint        player,
                           const char  *what,
                           GError     **error)
{
  HeraldState *s = ctx->s;

  /* @what is translated only for a refusal: replaying a log asks this for every card and
   * knight action, and gettext would be most of that cost */
  if (s->phase == HERALD_PHASE_SPECIAL_BUILD)
    return refuse (error, _("%s is not allowed in the special build phase"), _(what));
  if (player != s->current)
    return refuse_off_turn (error, _("%s happens only on one’s own turn; it is %s’s turn"), _(what),
                            name_of (ctx, s->current));
  if (s->phase != HERALD_PHASE_AFTER_ROLL)
    return refuse (error, _("%s happens only after the roll"), _(what));
  return TRUE;
}

/* RULES.md A12.1, A21.1, A11, A6.2: a Printer or a Constitution comes out of its deck (the
 * Printer out of science, the Constitution out of politics) by a gate's draw or a tie reward,
 * and is revealed at once. With physical cards Herald knows who drew from which deck, not the
 * card: a reveal needs a draw from that deck (or a tie reward, whose deck Herald is not told)
 * that the player's revealed victory point cards have not used up (breaker 16, B16-1: a player who never drew revealed the Printer
 * and won). A late reveal of a card the table forgot to record at its draw is accepted: the
 * draw was real, and Herald cannot tell the card drawn. A card revealed before a game in
 * progress began is part of its position (Correct Pieces, the start's `vp_cards`). Herald before
 * December 2026 accepted any reveal, so this refuses new steps only (docs/save-format.md,
 * "Rules that refuse new steps only"). */
static gboolean
check_vp_card_drawn (Ctx         *ctx,
                     guint        player,
                     HeraldCard   card,
                     GError     **error)
{
  const HeraldPlayerState *p = &ctx->s->players[player];
  HeraldTrack track = herald_card_get_track (card);
  guint revealed[HERALD_N_TRACKS] = { 0, };
  guint from_any = 0;

  if (!is_new_step (ctx))
    return TRUE;
  /* each revealed card, this one included, takes a draw from its deck, or else a tie reward
   * drawn from a deck Herald was not told (physical cards) */
  revealed[track]++;
  for (guint v = 0; v < p->n_vp_cards; v++)
    revealed[herald_card_get_track (p->vp_cards[v])]++;
  /* those the position or Correct Pieces set take none (a Printer entered with the position
   * of a game in progress left a Constitution drawn later refused) */
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    revealed[t] -= MIN (revealed[t], p->vp_entered[t]);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (revealed[t] > p->drawn[t])
      from_any += revealed[t] - p->drawn[t];
  if (from_any <= p->drawn_any)
    return TRUE;
  if (herald_game_is_entering_position (ctx->game))
    /* Translators: a refused step while a game in progress is entered: a card (Printer or
     * Constitution); "Correct Pieces" is the player card's menu item */
    return refuse (error, _("%s has drawn no card in this game yet: a %s revealed before is "
                            "entered with Correct Pieces"),
                   name_of (ctx, player), herald_card_get_name (card));
  /* Translators: a refused step: a player, a track (the deck's), then a card (Printer or
   * Constitution) */
  return refuse (error, _("%s has drawn no card from the %s deck that could be the %s"),
                 name_of (ctx, player), herald_track_get_name (track), herald_card_get_name (card));
}

/* What a builder does (A3.4, A22: who may build is check_builder ()'s question): building,
 * a knight built, promoted or activated, a city improved or repaired. */
gboolean
is_building_play (HeraldActionType type)
{
  switch (type)
    {
    case HERALD_ACTION_BUILD_SETTLEMENT:
    case HERALD_ACTION_BUILD_CITY:
    case HERALD_ACTION_BUILD_WALL:
    case HERALD_ACTION_BUILD_KNIGHT:
    case HERALD_ACTION_UPGRADE_KNIGHT:
    case HERALD_ACTION_ACTIVATE_KNIGHT:
    case HERALD_ACTION_IMPROVE_CITY:
    case HERALD_ACTION_REPAIR_CITY:
      return TRUE;
    default:
      return FALSE;
    }
}

/* The table's play after the roll (A3.4): building (is_building_play ()), a knight's action
 * and progress cards. What the roll left to settle comes before it (the decisions owed, the
 * 7's discards); the decisions themselves, corrections and records of the board are not play. */
gboolean
is_table_play (HeraldActionType type)
{
  return is_building_play (type) ||
         type == HERALD_ACTION_KNIGHT_ACTION || type == HERALD_ACTION_PLAY_CARD;
}

static void
next_turn (Ctx *ctx)
{
  HeraldState *s = ctx->s;
  HeraldOutcome *o;

  s->current = (s->current + 1) % s->n_players;
  if (s->current == 0)
    s->round++;
  s->phase = HERALD_PHASE_BEFORE_ROLL;
  reset_turn_flags (s);
  o = emit (ctx, HERALD_OUTCOME_TURN, s->current);
  o->value = s->round;
}

/* Whether @player still chooses the pillaged city (A7.4) and may give up a walled one
 * instead of the unwalled city Herald took: the wall would go with it (A7.5) */
gboolean
walled_city_choice_open (HeraldState *s,
                         guint        player)
{
  const HeraldPlayerState *p = &s->players[player];
  gint i = pending_find (s, HERALD_PENDING_CHOOSE_CITY, player);

  if (i < 0 || s->pending[i].walled || s->pending[i].sabotage_only)
    return FALSE;
  for (guint c = 0; c < p->n_cities; c++)
    if (p->cities[c].metropolis < 0 && p->cities[c].wall)
      return TRUE;
  return FALSE;
}

/* The 7's discard limits as they stand (A19.2: 7 + 2 × walls), every player's, in a `seven`
 * or, after a walled city was given up on that 7, a `seven_limits` outcome; with a walled
 * city's loss still to be chosen, the limit that choice would give too (N45-7). */
static void
emit_discard_limits (Ctx               *ctx,
                     HeraldOutcomeType  type,
                     gint               player)
{
  HeraldState *s = ctx->s;
  HeraldOutcome *o = emit (ctx, type, player);

  o->robber_may_move = robber_may_move (ctx->game, s);
  o->n_players = s->n_players;
  for (guint p = 0; p < s->n_players; p++)
    {
      o->players[p] = p;
      o->values[p] = herald_discard_limit (count_walls (&s->players[p]));
      if (walled_city_choice_open (s, p))
        o->open_limits[p] = herald_discard_limit (count_walls (&s->players[p]) - 1);
    }
}

/* Whether this turn's roll was a 7 (an Alchemist's included) whose discards are still to come:
 * a decision owed from its attack (A3.3) comes before them. */
static gboolean
seven_rolled (const HeraldState *s)
{
  return s->phase == HERALD_PHASE_AFTER_ROLL && s->has_last_roll &&
         s->last_roll.red + s->last_roll.white == 7;
}

static gboolean
apply_roll (Ctx                *ctx,
            const HeraldAction *action,
            GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldGame *game = ctx->game;
  const HeraldRoll *roll = &action->roll;
  guint sum = roll->red + roll->white;
  HeraldOutcome *o;

  if (!herald_roll_is_valid (roll))
    return invalid (error, _("the dice must show an event and two values 1–6"));
  if (s->phase == HERALD_PHASE_AFTER_ROLL)
    return refuse (error, _("%s has already rolled this turn"), name_of (ctx, s->current));
  if (s->phase != HERALD_PHASE_BEFORE_ROLL)
    return refuse (error, s->phase == HERALD_PHASE_SPECIAL_BUILD ?
                   _("no roll in the special build phase: end it first") :
                   _("no roll now: the setup round comes first"));
  if (s->n_pending > 0)
    return refuse (error, _("a decision is still pending"));
  if (action->has_commit && !game->rules.fiesepeter)
    return invalid (error, _("“commit” is only used with the Fiesepeter variant"));
  /* B.2: one list per player; lists left out at the end commit no knight */
  if (action->has_commit)
    for (guint p = s->n_players; p < HERALD_MAX_PLAYERS; p++)
      if (action->commit[p] != 0 || p < action->n_commit_lists)
        return invalid (error, _("“commit” has %u lists, but the game has %u players"),
                        MAX (action->n_commit_lists, p + 1), s->n_players);

  /* B.4 c: easy start. A 7 set with the Alchemist would only be rolled again: refused, so
   * that the card is not spent for nothing. */
  if (game->rules.easy_start && s->round <= 2 && sum == 7 && roll->alchemist)
    return refuse (error, _("easy start: a 7 is rolled again in the first two rounds, so the "
                            "Alchemist cannot set one"));
  if (game->rules.easy_start && s->round <= 2 && sum == 7)
    {
      emit (ctx, HERALD_OUTCOME_REROLL, s->current);
      return TRUE;
    }

  if (roll->alchemist)
    {
      HeraldPlayerState *p = &s->players[s->current];

      if (game->rules.digital_cards)
        {
          if (!hand_remove (p, HERALD_CARD_ALCHEMIST))
            return refuse (error, _("%s holds no Alchemist"), name_of (ctx, s->current));
          deck_put_under (s, HERALD_CARD_ALCHEMIST);
        }
      emit (ctx, HERALD_OUTCOME_CARD_PLAYED, s->current)->card = HERALD_CARD_ALCHEMIST;
    }

  o = emit (ctx, HERALD_OUTCOME_ROLLED, s->current);
  o->value = sum;
  o->track = roll->event;
  o->position = roll->red * 10 + roll->white;

  s->has_last_roll = TRUE;
  s->last_roll = *roll;
  s->phase = HERALD_PHASE_AFTER_ROLL;

  /* A3.3: the event die first */
  if (roll->event == HERALD_EVENT_SHIP)
    {
      if (game->rules.easy_start && s->round <= 2)
        emit (ctx, HERALD_OUTCOME_SHIP_HELD, -1);
      else
        {
          s->barbarian_position++;
          emit (ctx, HERALD_OUTCOME_SHIP_ADVANCED, -1)->position = s->barbarian_position;
          if (s->barbarian_position >= herald_rules_get_track_length (&game->rules,
                                                                      s->first_attack_done))
            {
              if (!resolve_attack (ctx, action, error))
                return FALSE;
            }
        }
    }
  else
    {
      HeraldTrack track = herald_event_get_track (roll->event);
      HeraldOutcome *empty = NULL;

      /* A11.2: the current player first, then clockwise */
      for (guint i = 0; i < s->n_players; i++)
        {
          guint p = (s->current + i) % s->n_players;

          if (!draws (&s->players[p], track, roll->red))
            continue;
          /* A12.2, A12.3 (a), A11.6: a card owed back at once goes under its deck before this
           * player draws, so with the deck run out the remaining draws wait for it
           * (resolve_waiting_draws (), after each step) */
          if (empty == NULL && s->n_deck[track] == 0 && game->rules.digital_cards &&
              put_back_owed (ctx))
            {
              pending_add (s, HERALD_PENDING_PROGRESS_DRAW, p);
              s->pending[s->n_pending - 1].track = track;
              continue;
            }
          if (pending_find (s, HERALD_PENDING_PROGRESS_DRAW, -1) >= 0)
            {
              pending_add (s, HERALD_PENDING_PROGRESS_DRAW, p);
              s->pending[s->n_pending - 1].track = track;
              continue;
            }
          if (!draw_card (ctx, p, track))
            {
              if (empty == NULL)
                {
                  empty = emit (ctx, HERALD_OUTCOME_DECK_EMPTY, -1);
                  empty->track = track;
                }
              empty->players[empty->n_players++] = p;
            }
          else
            /* A12.2, A12.3 (a): a 5th card is owed back as it comes, with its draw, before
             * the next player draws and before the 7 (A3.3) */
            sync_hand_limit (ctx);
        }
    }

  /* then production: a 7 (A9, A19.2), whose discards are made before the table plays on */
  if (sum == 7)
    {
      emit_discard_limits (ctx, HERALD_OUTCOME_SEVEN, -1);
      s->discards_open = TRUE;
    }
  return TRUE;
}

static gboolean
apply_setup (Ctx                *ctx,
             const HeraldAction *action,
             GError            **error)
{
  HeraldState *s = ctx->s;
  guint n = s->n_players;
  HeraldActionType next;
  guint expected;
  gboolean city_pass;
  HeraldPlayerState *p;

  if (s->phase != HERALD_PHASE_SETUP)
    return refuse (error, _("the setup round is over"));
  setup_next (s, &next, &expected);
  city_pass = next == HERALD_ACTION_SETUP_CITY;
  if (action->type != next)
    return refuse (error, _("the setup round places %s now (A2.1: settlements in turn order, "
                   "then cities in reverse order)"), city_pass ? "cities" : "settlements");
  if ((guint) action->player != expected)
    return refuse (error, _("it is %s’s turn to place in the setup round"), name_of (ctx, expected));

  p = &s->players[action->player];
  if (city_pass)
    add_city (p);
  else
    p->settlements++;

  s->setup_step++;
  if (s->setup_step == 2 * n)
    {
      HeraldOutcome *o;

      s->phase = HERALD_PHASE_BEFORE_ROLL;
      s->current = 0;
      o = emit (ctx, HERALD_OUTCOME_TURN, 0);
      o->value = s->round;
    }
  else
    setup_next (s, &next, &s->current);   /* whoever places next */
  return TRUE;
}

static gboolean
apply_knight_action (Ctx                *ctx,
                     const HeraldAction *action,
                     GError            **error)
{
  HeraldState *s = ctx->s;
  guint player = action->player;
  HeraldKnight *k;

  /* whose turn it is: first_checks () */
  if (!get_knight (ctx, player, action->knight, &k, error))
    return FALSE;
  if (!k->active)
    return refuse (error, _("only an active knight can act"));
  /* a correction replayed from a file written before December 2026 cleared these flags: the
   * file's later steps with that knight load as written (HeraldKnight.corrected) */
  if (k->fresh == HERALD_KNIGHT_FRESH_PLACED &&
      !((k->corrected & HERALD_KNIGHT_CORRECTED_FRESH) && !is_new_step (ctx)))
    return refuse (error, _("a knight placed with the Deserter this turn cannot act until the "
                   "next turn"));
  if (k->fresh && !((k->corrected & HERALD_KNIGHT_CORRECTED_FRESH) && !is_new_step (ctx)))
    return refuse (error, _("a knight activated this turn cannot act until the next turn"));
  if (k->acted && !((k->corrected & HERALD_KNIGHT_CORRECTED_ACTED) && !is_new_step (ctx)))
    return refuse (error, _("this knight already acted this turn"));

  if (action->kind == HERALD_KNIGHT_CHASE_ROBBER && !robber_may_move (ctx->game, s))
    return refuse (error, _("the robber stays in the desert until the first barbarian attack"));

  if (action->kind == HERALD_KNIGHT_DISPLACE)
    {
      HeraldPlayerState *t;
      guint level = k->level;

      if (!check_player (ctx, action->target, error))
        return FALSE;
      if ((guint) action->target == player)
        return refuse (error, _("a knight displaces an opponent’s knight"));
      t = &s->players[action->target];
      /* not "Cleo has no knight -1" (tester report 38, N38-1) */
      if (t->n_knights == 0)
        return refuse (error, _("%s has no knight to displace"), name_of (ctx, action->target));
      if ((guint) action->target_knight >= t->n_knights)
        return refuse (error, _("%s has no knight %d"), name_of (ctx, action->target),
                       action->target_knight);
      if (t->knights[action->target_knight].level >= level)
        return refuse (error, _("a knight can only displace a strictly weaker knight"));
      if (action->flag == 1)
        {
          guint removed = t->knights[action->target_knight].level;

          remove_knight_at (t, action->target_knight);
          emit (ctx, HERALD_OUTCOME_KNIGHT_REMOVED, action->target)->value = removed;
        }
    }

  k->active = 0;
  k->acted = 1;
  k->corrected &= ~HERALD_KNIGHT_CORRECTED_ACTED;
  return TRUE;
}

static gboolean
apply_action (Ctx                *ctx,
              const HeraldAction *action,
              GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldGame *game = ctx->game;
  gint player = action->player;
  HeraldPlayerState *p = NULL;
  gboolean walls_changed;
  gint i;

  if (!ctx->first_checked && !first_checks (ctx, action, error))
    return FALSE;
  /* a seat (first_checks ()), for the actions of a player */
  if (player >= 0 && (guint) player < s->n_players)
    p = &s->players[player];

  switch (action->type)
    {
    case HERALD_ACTION_SETUP_SETTLEMENT:
    case HERALD_ACTION_SETUP_CITY:
      return apply_setup (ctx, action, error);

    case HERALD_ACTION_ROLL:
      return apply_roll (ctx, action, error);

    case HERALD_ACTION_END_TURN:
      if (s->phase == HERALD_PHASE_BEFORE_ROLL)
        return refuse (error, _("%s has not rolled yet"), name_of (ctx, s->current));
      if (s->phase != HERALD_PHASE_AFTER_ROLL)
        return refuse (error, _("no turn to end now: this is the special build phase"));
      if (s->n_pending > 0)
        return refuse (error,
                       s->pending[0].type == HERALD_PENDING_CHOOSE_DECK ?
                       _("a decision is still pending: a deck must be chosen first") :
                       s->pending[0].type == HERALD_PENDING_CHOOSE_CITY ?
                       _("a decision is still pending: the pillaged city must be chosen first") :
                       _("a decision is still pending: a progress card must be discarded first"));
      if (game->rules.digital_cards && s->players[s->current].n_hand > HERALD_HAND_LIMIT)
        return refuse (error, _("%s holds %u progress cards and must discard down to 4 before the "
                       "turn ends"), name_of (ctx, s->current),
                       s->players[s->current].n_hand);
      if (game->rules.five_six_players)
        {
          s->phase = HERALD_PHASE_SPECIAL_BUILD;
          s->special_builder = s->current;
          reset_turn_flags (s);
          emit (ctx, HERALD_OUTCOME_SPECIAL_BUILD, s->current);
        }
      else
        next_turn (ctx);
      return TRUE;

    case HERALD_ACTION_END_SPECIAL_BUILD:
      if (s->phase != HERALD_PHASE_SPECIAL_BUILD)
        return refuse (error, _("there is no special build phase now"));
      if (s->n_pending > 0)
        return refuse (error, _("a decision is still pending"));
      next_turn (ctx);
      return TRUE;

    case HERALD_ACTION_BUILD_SETTLEMENT:
      if (p->settlements >= HERALD_MAX_SETTLEMENTS)
        return refuse (error, _("%s has no settlement piece left (5 at most)"), name_of (ctx, player));
      p->settlements++;
      return TRUE;

    case HERALD_ACTION_BUILD_CITY:
      return upgrade_to_city (ctx, player, action->flag, error);

    case HERALD_ACTION_BUILD_WALL:
      return add_wall (ctx, player, action->city, error);

    case HERALD_ACTION_BUILD_KNIGHT:
      if (p->n_knights >= HERALD_MAX_KNIGHTS || count_knights (p, 1) >= HERALD_KNIGHTS_PER_RANK)
        return refuse (error, _("%s has no basic knight left in supply (2 of each rank)"),
                       name_of (ctx, player));
      memset (&p->knights[p->n_knights], 0, sizeof p->knights[0]);
      p->knights[p->n_knights].level = 1;
      p->n_knights++;
      return TRUE;

    case HERALD_ACTION_UPGRADE_KNIGHT:
      return upgrade_knight (ctx, player, action->knight, error);

    case HERALD_ACTION_ACTIVATE_KNIGHT:
      {
        HeraldKnight *k;

        if (!get_knight (ctx, player, action->knight, &k, error))
          return FALSE;
        if (k->active)
          return refuse (error, _("this knight is already active"));
        k->active = 1;
        k->fresh = HERALD_KNIGHT_FRESH_ACTIVATED;
        k->corrected &= ~HERALD_KNIGHT_CORRECTED_FRESH;
        return TRUE;
      }

    case HERALD_ACTION_DEACTIVATE_KNIGHT:
      {
        HeraldKnight *k;

        if (!get_knight (ctx, player, action->knight, &k, error))
          return FALSE;
        if (!k->active)
          return refuse (error, _("this knight is not active"));
        k->active = 0;
        return TRUE;
      }

    case HERALD_ACTION_KNIGHT_ACTION:
      return apply_knight_action (ctx, action, error);

    case HERALD_ACTION_REMOVE_KNIGHT:
      {
        HeraldKnight *k;

        if (!get_knight (ctx, player, action->knight, &k, error))
          return FALSE;
        emit (ctx, HERALD_OUTCOME_KNIGHT_REMOVED, player)->value = k->level;
        remove_knight_at (p, action->knight);
        return TRUE;
      }

    case HERALD_ACTION_IMPROVE_CITY:
      if (!improve_city (ctx, player, action->track, action->city, error))
        return FALSE;
      /* A14: the improvement uses a Crane played for it this turn, if one waits */
      if ((guint) player == s->current && s->phase == HERALD_PHASE_AFTER_ROLL &&
          s->cranes_open > 0)
        s->cranes_open--;
      return TRUE;

    case HERALD_ACTION_REPAIR_CITY:
      /* A15, A17.5: a sabotaged ordinary city is repaired; a metropolis is never sabotaged, as
       * herald_game_get_sabotaged () counts. A file Herald wrote before December 2026 may hold
       * a mark under a metropolis (its metropolis went on a sabotaged city) and a repair that
       * took it: that log replays as then; as a new step there is nothing to repair */
      for (guint pass = 0; pass < 2; pass++)
        for (guint c = 0; c < p->n_cities; c++)
          if (p->cities[c].sabotaged && (p->cities[c].metropolis < 0) == (pass == 0) &&
              (pass == 0 || !is_new_step (ctx)))
            {
              p->cities[c].sabotaged = 0;
              return TRUE;
            }
      return refuse (error, _("%s has no sabotaged city"), name_of (ctx, player));

    case HERALD_ACTION_SET_LONGEST_ROAD:
      for (guint q = 0; q < s->n_players; q++)
        s->players[q].longest_road = (gint) q == player;
      return TRUE;

    case HERALD_ACTION_SET_MERCHANT:
      /* A20: with Herald's cards the merchant goes to the last player to play a Merchant card
       * (herald-apply-card.c), never by hand (tester report 30, N30-16: one stray Return on a
       * card's badge gave any player the merchant and its VP). Only a game in progress whose
       * position is still being entered sets where it stood. Herald before December 2026
       * accepted it: a new step only (docs/save-format.md) */
      if (game->rules.digital_cards && is_new_step (ctx) &&
          !herald_game_is_entering_position (game))
        return refuse (error, _("with digital progress cards the merchant moves only when a "
                                "Merchant card is played"));
      for (guint q = 0; q < s->n_players; q++)
        s->players[q].merchant = (gint) q == player;
      return TRUE;

    case HERALD_ACTION_PLAY_CARD:
      return apply_play_card (ctx, action, error);

    case HERALD_ACTION_DISCARD_CARD:
      if (!game->rules.digital_cards)
        return refuse (error, _("with physical progress cards Herald does not hold the hands"));
      if (herald_card_is_vp (action->card))
        return refuse (error, _("victory point cards are kept face up, not discarded"));
      /* A12.2, A12.3: a card goes back under its deck only to keep the hand limit: owed (a
       * 5th card off-turn, or at once with the "immediate" reading), or a 5th card held on the
       * player's own turn (referee report 23, R23-1) */
      if (pending_find (s, HERALD_PENDING_DISCARD_CARD, player) < 0 &&
          !((guint) player == s->current && s->phase != HERALD_PHASE_SPECIAL_BUILD &&
            p->n_hand > HERALD_HAND_LIMIT))
        return refuse (error, _("%s holds no more than %u progress cards: a card goes back "
                                "under its deck only to keep the hand limit"),
                       name_of (ctx, player), HERALD_HAND_LIMIT);
      if (!hand_remove (p, action->card))
        return refuse (error, _("%s holds no %s card"), name_of (ctx, player),
                       herald_card_get_name (action->card));
      deck_put_under (s, action->card);
      emit (ctx, HERALD_OUTCOME_CARD_DISCARDED, player)->card = action->card;
      return TRUE;

    case HERALD_ACTION_CHOOSE_DECK:
      i = pending_find (s, HERALD_PENDING_CHOOSE_DECK, -1);
      if (i < 0)
        return refuse (error, _("nobody has a deck to choose now"));
      /* A12.2: a tied player who drew a 5th card off-turn puts one back before the next
       * tied player chooses (sync_hand_limit () keeps that discard ahead of the choices) */
      for (gint k = 0; k < i && is_new_step (ctx); k++)
        if (s->pending[k].type == HERALD_PENDING_DISCARD_CARD &&
            (s->pending[k].player != s->current || s->phase == HERALD_PHASE_SPECIAL_BUILD))
          return refuse (error, _("%s must first put a progress card back: a 5th card received "
                                  "off-turn is put back at once"),
                         name_of (ctx, s->pending[k].player));
      if (s->pending[i].player != (guint) player)
        return refuse (error, _("%s chooses a deck first (tied players choose in turn order)"),
                       name_of (ctx, s->pending[i].player));
      pending_remove_at (s, i);
      if (!draw_card (ctx, player, action->track))
        {
          gboolean any = FALSE;

          for (guint t = 0; t < HERALD_N_TRACKS; t++)
            any |= s->n_deck[t] > 0;
          if (any)
            return refuse (error, _("the %s deck is empty: choose another"),
                           herald_track_get_name (action->track));
          emit (ctx, HERALD_OUTCOME_DECK_EMPTY, player)->track = action->track;
        }
      return TRUE;

    case HERALD_ACTION_CHOOSE_CITY:
      if (!choose_pillaged_city (ctx, action, &walls_changed, error))
        return FALSE;
      /* A3.3: the attack, this choice included, comes before the 7 of the same roll, so a
       * wall that went (or stands again) changes the player's limit for that 7 (A7.5,
       * A19.2): the roll's `seven` told the limits before the choice */
      if (walls_changed && seven_rolled (s))
        emit_discard_limits (ctx, HERALD_OUTCOME_SEVEN_LIMITS, player);
      return TRUE;

    case HERALD_ACTION_REVEAL_VP_CARD:
      if (game->rules.digital_cards)
        return refuse (error, _("with digital progress cards Herald reveals VP cards itself"));
      if (!herald_card_is_vp (action->card))
        return refuse (error, _("only the Printer and the Constitution are revealed"));
      for (guint q = 0; q < s->n_players; q++)
        for (guint v = 0; v < s->players[q].n_vp_cards; v++)
          if (s->players[q].vp_cards[v] == action->card)
            return refuse (error, _("the %s was already revealed (one in the game)"),
                           herald_card_get_name (action->card));
      if (!check_vp_card_drawn (ctx, player, action->card, error))
        return FALSE;
      give_card (ctx, player, action->card);
      return TRUE;

    case HERALD_ACTION_CORRECT:
      return apply_correct (ctx, action, error);

    default:
      return invalid (error, _("unknown action"));
    }
}

/* Public API */

/* @first_checked: first_checks () accepted @action for @next already */
static gboolean
apply_to_ctx (HeraldGame         *self,
              HeraldState        *next,
              const HeraldAction *action,
              GArray             *outcomes,
              gboolean            query,
              gboolean            first_checked,
              GError            **error)
{
  Ctx ctx = { self, next, self->log->len, outcomes, query, first_checked };
  guint limits[HERALD_MAX_PLAYERS] = { 0, };
  gboolean open = next->discards_open;

  for (guint p = 0; open && p < next->n_players; p++)
    limits[p] = herald_discard_limit (count_walls (&next->players[p]));
  if (!apply_action (&ctx, action, error))
    return FALSE;
  if (next->phase != HERALD_PHASE_AFTER_ROLL || is_table_play (action->type))
    next->discards_open = FALSE;
  /* A19.2: a limit changed while the 7's discards are open (a correction of the walls or the
   * cities) tells that 7's limits again; a walled city given up with `choose_city` says so
   * itself, as it always comes before the 7 (A3.3) */
  else if (open && action->type != HERALD_ACTION_CHOOSE_CITY)
    for (guint p = 0; p < next->n_players; p++)
      if (limits[p] != herald_discard_limit (count_walls (&next->players[p])))
        {
          emit_discard_limits (&ctx, HERALD_OUTCOME_SEVEN_LIMITS, p);
          break;
        }
  sync_hand_limit (&ctx);
  resolve_waiting_draws (&ctx);
  check_winner (&ctx);
  return TRUE;
}

gboolean
apply_to (HeraldGame         *self,
          HeraldState        *next,
          const HeraldAction *action,
          GArray             *outcomes,
          GError            **error)
{
  return apply_to_ctx (self, next, action, outcomes, FALSE, FALSE, error);
}

gboolean
apply_to_query (HeraldGame         *self,
                HeraldState        *next,
                const HeraldAction *action,
                GArray             *outcomes,
                GError            **error)
{
  return apply_to_ctx (self, next, action, outcomes, TRUE, FALSE, error);
}

/**
 * herald_game_apply:
 * @self: a game
 * @action: the action the table performed
 * @outcomes: (nullable) (element-type HeraldOutcome): array the caused outcomes are appended to
 * @error: return location for a %HERALD_GAME_ERROR: %HERALD_GAME_ERROR_FORBIDDEN when the
 *   rules forbid the action now (the message names the rule), %HERALD_GAME_ERROR_INVALID when
 *   a value is out of range
 *
 * The only way a game changes. On success the action joins the log (the redo list is
 * dropped, unless @action is the one herald_game_redo() would apply next: then only that
 * entry leaves it, herald_action_equal()) and its outcomes are appended to @outcomes and to
 * the game's history. On failure nothing changes: the action is applied to a copy of the
 * state first.
 *
 * Returns: %TRUE when the action was applied
 */
gboolean
herald_game_apply (HeraldGame         *self,
                   const HeraldAction *action,
                   GArray             *outcomes,
                   GError            **error)
{
  HeraldState next;
  HeraldAction logged;
  g_autoptr(GArray) local = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  next = self->state;
  if (!roll_record_check_room (self, action, error) ||
      !roll_record_check (self, action, error) ||
      !apply_to (self, &next, action, local, error) ||
      !draw_record_check (self, action, error) ||
      !roll_record_check_end (self, action, &next, error))
    return FALSE;

  /* typed dice that are Herald's held dice are logged as Herald's */
  roll_record_logged (self, action, &logged);
  /* a clock set before 1970 or past the year 9999 (a flat clock battery) gives a time the
   * file cannot hold: the step is kept, its time unknown (robust30) */
  if (logged.time < 0 || logged.time > HERALD_MAX_TIME)
    logged.time = 0;
  action = &logged;
  roll_record_applied (self, action);
  self->state = next;
  builder_cache_clear (self);
  g_array_append_val (self->log, *action);
  /* a deck chosen again where it was undone is drawn again */
  draw_record_applied (self, action);
  /* the game won before the roll its dice were drawn for: they are set aside */
  roll_record_game_over (self);
  /* the very action Redo would bring back (equal as the log records it, the time aside:
   * herald_action_equal ()), taken as a new step, is a redo: the rest of the list stays;
   * any other action drops it (docs/architecture.md, "Undo and redo") */
  if (self->redo->len > 0 &&
      herald_action_equal (action, &g_array_index (self->redo, HeraldAction, self->redo->len - 1)))
    g_array_set_size (self->redo, self->redo->len - 1);
  else
    g_array_set_size (self->redo, 0);
  g_array_append_vals (self->outcomes, local->data, local->len);
  if (outcomes != NULL)
    g_array_append_vals (outcomes, local->data, local->len);
  return TRUE;
}

/**
 * herald_game_action_changes_nothing:
 * @self: a game
 * @action: an action
 *
 * Whether @action, applied now, would leave the game's state exactly as it is: a `correct`
 * action that sets every count to what it is already, for instance (breaker 9, 11g). The
 * session refuses such a correction as a new step; a file that holds one still loads (Herald
 * may have written one before). Nothing changes.
 *
 * Returns: %TRUE when @action is accepted and changes nothing; %FALSE when it changes
 *   something or is refused (herald_game_check() says why)
 */
gboolean
herald_game_action_changes_nothing (HeraldGame         *self,
                                    const HeraldAction *action)
{
  HeraldState next;
  g_autoptr(GArray) local = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  /* a plain value: compared byte for byte, padding included, as copied */
  memcpy (&next, &self->state, sizeof next);
  if (!roll_record_check (self, action, NULL) ||
      !apply_to_query (self, &next, action, local, NULL) ||
      !draw_record_check (self, action, NULL))
    return FALSE;
  /* a correction's mark on what a knight did this turn (HeraldKnight.corrected) is read only
   * by a log replayed as written: a correction that changes nothing else changes nothing */
  for (guint p = 0; p < next.n_players; p++)
    for (guint k = 0; k < MIN (next.players[p].n_knights, self->state.players[p].n_knights); k++)
      next.players[p].knights[k].corrected = self->state.players[p].knights[k].corrected;
  return local->len == 0 && memcmp (&next, &self->state, sizeof next) == 0;
}

static gboolean check_copying;  /* herald_game_set_check_copying () */

/**
 * herald_game_set_check_copying:
 * @copying: whether herald_game_check () asks everything of a copy of the state
 *
 * For tests: with @copying %TRUE, herald_game_check () asks even the first checks of an
 * action (first_checks ()) of a copy of the game's state, as it did before it asked them of
 * the state itself; the answers must be the same.
 */
void
herald_game_set_check_copying (gboolean copying)
{
  check_copying = copying;
}

/**
 * herald_game_check:
 * @self: a game
 * @action: an action
 * @error: as for herald_game_apply()
 *
 * Returns: whether herald_game_apply() would accept @action now; the game does not change
 */
gboolean
herald_game_check (HeraldGame         *self,
                   const HeraldAction *action,
                   GError            **error)
{
  HeraldState next;
  GArray *local;
  gboolean legal;
  gboolean first_there = !check_copying && !replays_as_written (self);

  if (!roll_record_check_room (self, action, error) ||
      !roll_record_check (self, action, error))
    return FALSE;
  /* a new step's first checks only read the game's own state: a refusal among them (most of
   * a card's refusals) needs no copy of it (herald_game_set_check_copying (): for tests, all
   * asked of the copy, as before) */
  if (first_there)
    {
      Ctx ctx = { self, &self->state, self->log->len, NULL, TRUE, FALSE };

      if (!first_checks (&ctx, action, error))
        return FALSE;
    }

  next = self->state;
  local = self->check_outcomes != NULL ? g_steal_pointer (&self->check_outcomes)
                                       : g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  g_array_set_size (local, 0);
  legal = apply_to_ctx (self, &next, action, local, TRUE, first_there, error) &&
          draw_record_check (self, action, error) &&
          roll_record_check_end (self, action, &next, error);
  if (self->check_outcomes == NULL)
    self->check_outcomes = local;
  else
    g_array_unref (local);
  return legal;
}

