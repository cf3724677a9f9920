/* herald-game.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The game: its players, log and derived state; creating, copying, undo and redo; the
 * getters.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"

/* a player in the engine's sentences: the name, with the colour when another player has it
 * (herald_game_get_player_label ()) */
const char *
name_of (Ctx   *ctx,
         guint  player)
{
  return herald_game_get_player_label (ctx->game, player);
}

HeraldOutcome *
emit (Ctx               *ctx,
      HeraldOutcomeType  type,
      gint               player)
{
  HeraldOutcome o;

  memset (&o, 0, sizeof o);
  o.type = type;
  o.action = ctx->index;
  o.player = player;
  o.other = -1;
  o.track = -1;
  o.card = -1;
  o.value = -1;
  o.defender = -1;
  g_array_append_val (ctx->outcomes, o);
  return &g_array_index (ctx->outcomes, HeraldOutcome, ctx->outcomes->len - 1);
}

/* Derived quantities (RULES.md A24) */

guint
count_metropolises (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    if (p->cities[c].metropolis >= 0)
      n++;
  return n;
}

guint
count_ordinary (const HeraldPlayerState *p)
{
  return p->n_cities - count_metropolises (p);
}

guint
count_walls (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    n += p->cities[c].wall;
  return n;
}

/* The walls a position puts under metropolises when it does not say (`metropolis_walls` 0):
 * those the ordinary cities cannot hold */
guint
default_metropolis_walls (guint walls,
                          guint ordinary)
{
  return walls > ordinary ? walls - ordinary : 0;
}

/* Puts @walls walls under the player's cities again: @metropolis_walls of them under
 * metropolises (A17.5, A19.1), the rest under ordinary cities; 0: under ordinary cities first,
 * as a position without `metropolis_walls` says. FALSE (nothing changed) when they do not fit. */
gboolean
place_walls (HeraldPlayerState *p,
             guint              walls,
             guint              metropolis_walls)
{
  guint metros = count_metropolises (p), ordinary = count_ordinary (p);

  metropolis_walls = MAX (metropolis_walls, default_metropolis_walls (walls, ordinary));
  if (metropolis_walls > MIN (walls, metros) || walls - metropolis_walls > ordinary)
    return FALSE;
  for (guint c = 0; c < p->n_cities; c++)
    p->cities[c].wall = 0;
  for (guint c = 0; c < p->n_cities; c++)
    {
      gboolean metropolis = p->cities[c].metropolis >= 0;

      if (metropolis && metropolis_walls > 0)
        {
          p->cities[c].wall = 1;
          metropolis_walls--;
          walls--;
        }
      else if (!metropolis && walls > metropolis_walls)
        {
          p->cities[c].wall = 1;
          walls--;
        }
    }
  return TRUE;
}

guint
count_metropolis_walls (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    n += p->cities[c].wall && p->cities[c].metropolis >= 0;
  return n;
}

guint
count_knights (const HeraldPlayerState *p,
               guint                    level)
{
  guint n = 0;

  for (guint k = 0; k < p->n_knights; k++)
    if (p->knights[k].level == level)
      n++;
  return n;
}

guint
knight_strength (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint k = 0; k < p->n_knights; k++)
    if (p->knights[k].active)
      n += p->knights[k].level;
  return n;
}

void
compute_vp (const HeraldState *s,
            guint              player,
            HeraldVp          *vp)
{
  const HeraldPlayerState *p = &s->players[player];

  memset (vp, 0, sizeof *vp);
  vp->settlements = p->settlements + p->sixth_settlements;
  vp->cities = 2 * p->n_cities;
  vp->metropolises = 2 * count_metropolises (p);
  vp->longest_road = p->longest_road ? 2 : 0;
  vp->defender = p->defender;
  vp->merchant = p->merchant ? 1 : 0;
  vp->vp_cards = p->n_vp_cards;
  vp->total = vp->settlements + vp->cities + vp->metropolises + vp->longest_road +
              vp->defender + vp->merchant + vp->vp_cards;
}

guint
total_vp (const HeraldState *s,
          guint              player)
{
  HeraldVp vp;

  compute_vp (s, player, &vp);
  return vp.total;
}

gboolean
robber_may_move (HeraldGame        *game,
                 const HeraldState *s)
{
  return s->first_attack_done || game->rules.robber_from_start;
}

/* RULES.md A11.1: level ≥ 1 and red ≤ level + 1 */
gboolean
draws (const HeraldPlayerState *p,
       HeraldTrack              track,
       guint                    red)
{
  guint level = p->improvements[track];

  return level >= 1 && red <= level + 1;
}

/* Cards */

gboolean
hand_remove (HeraldPlayerState *p,
             guint8             card)
{
  for (guint i = 0; i < p->n_hand; i++)
    if (p->hand[i] == card)
      {
        memmove (&p->hand[i], &p->hand[i + 1], p->n_hand - i - 1);
        p->n_hand--;
        return TRUE;
      }
  return FALSE;
}

void
deck_put_under (HeraldState *s,
                guint8       card)
{
  HeraldTrack t = herald_card_get_track (card);

  g_assert (s->n_deck[t] < HERALD_MAX_DECK);
  s->deck[t][s->n_deck[t]++] = card;
}

void
give_card (Ctx    *ctx,
           guint   player,
           guint8  card)
{
  HeraldPlayerState *p = &ctx->s->players[player];

  if (herald_card_is_vp (card))
    {
      /* A12.1: revealed at once, 1 VP, outside the hand limit */
      p->vp_cards[p->n_vp_cards++] = card;
      emit (ctx, HERALD_OUTCOME_VP_CARD, player)->card = card;
    }
  else
    {
      g_assert (p->n_hand < HERALD_MAX_HAND);
      p->hand[p->n_hand++] = card;
    }
}

/* Draws the top card of @track for @player; physical mode only announces it.
 * Returns FALSE when the deck is empty (A11.3). */
gboolean
draw_card (Ctx         *ctx,
           guint        player,
           HeraldTrack  track)
{
  HeraldState *s = ctx->s;
  HeraldOutcome *o;
  guint8 card;

  if (!ctx->game->rules.digital_cards)
    {
      o = emit (ctx, HERALD_OUTCOME_PROGRESS_DRAW, player);
      o->track = track;
      s->players[player].drawn[track]++;
      return TRUE;
    }

  if (s->n_deck[track] == 0)
    return FALSE;

  card = s->deck[track][0];
  memmove (&s->deck[track][0], &s->deck[track][1], s->n_deck[track] - 1);
  s->n_deck[track]--;

  o = emit (ctx, HERALD_OUTCOME_PROGRESS_DRAW, player);
  o->track = track;
  o->card = card;
  s->players[player].drawn[track]++;
  give_card (ctx, player, card);
  return TRUE;
}

/* Pending decisions */

void
pending_add (HeraldState       *s,
             HeraldPendingType  type,
             guint              player)
{
  g_assert (s->n_pending < HERALD_MAX_PENDING);
  s->pending[s->n_pending].type = type;
  s->pending[s->n_pending].player = player;
  s->pending[s->n_pending].sabotaged = FALSE;
  s->pending[s->n_pending].walled = FALSE;
  s->pending[s->n_pending].sabotage_only = FALSE;
  s->pending[s->n_pending].track = 0;
  s->n_pending++;
}

void
pending_remove_at (HeraldState *s,
                   guint        i)
{
  memmove (&s->pending[i], &s->pending[i + 1], (s->n_pending - i - 1) * sizeof s->pending[0]);
  s->n_pending--;
}

gint
pending_find (HeraldState       *s,
              HeraldPendingType  type,
              gint               player)
{
  for (guint i = 0; i < s->n_pending; i++)
    if (s->pending[i].type == type && (player < 0 || s->pending[i].player == (guint) player))
      return i;
  return -1;
}

/* RULES.md A12: keeps one pending discard per card over the limit, for every player who must
 * discard now: everyone off-turn, and the current player with the "immediate" reading. */
void
sync_hand_limit (Ctx *ctx)
{
  HeraldState *s = ctx->s;

  if (!ctx->game->rules.digital_cards)
    return;

  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (s->current + i) % s->n_players;
      gboolean now = p != s->current || s->phase == HERALD_PHASE_SPECIAL_BUILD ||
                     ctx->game->rules.hand_limit == HERALD_HAND_LIMIT_IMMEDIATE;
      guint need = 0, have = 0;

      if (now && s->players[p].n_hand > HERALD_HAND_LIMIT)
        need = s->players[p].n_hand - HERALD_HAND_LIMIT;

      for (guint k = 0; k < s->n_pending; k++)
        if (s->pending[k].type == HERALD_PENDING_DISCARD_CARD && s->pending[k].player == p)
          have++;

      while (have > need)
        {
          for (gint k = s->n_pending - 1; k >= 0; k--)
            if (s->pending[k].type == HERALD_PENDING_DISCARD_CARD && s->pending[k].player == p)
              {
                pending_remove_at (s, k);
                break;
              }
          have--;
        }
      while (have < need)
        {
          pending_add (s, HERALD_PENDING_DISCARD_CARD, p);
          /* A12.2: a 5th card received off-turn is put back at once, so before the tied
           * players still to choose a reward deck (A6.2, A6.3) choose theirs, and before the
           * gate draws still waiting (A11.2) are made */
          if (p != s->current || s->phase == HERALD_PHASE_SPECIAL_BUILD)
            {
              gint first = pending_find (s, HERALD_PENDING_CHOOSE_DECK, -1);
              gint draw = pending_find (s, HERALD_PENDING_PROGRESS_DRAW, -1);

              if (draw >= 0 && (first < 0 || draw < first))
                first = draw;

              if (first >= 0)
                {
                  HeraldPending discard = s->pending[s->n_pending - 1];

                  memmove (&s->pending[first + 1], &s->pending[first],
                           (s->n_pending - 1 - first) * sizeof s->pending[0]);
                  s->pending[first] = discard;
                }
            }
          emit (ctx, HERALD_OUTCOME_HAND_LIMIT, p);
          have++;
        }
    }
}

void
check_winner (Ctx *ctx)
{
  HeraldState *s = ctx->s;

  /* A21.3: only during the player's own turn; never in setup or the special build phase */
  if (s->phase != HERALD_PHASE_BEFORE_ROLL && s->phase != HERALD_PHASE_AFTER_ROLL)
    return;
  if (total_vp (s, s->current) >= herald_rules_get_target (&ctx->game->rules))
    {
      s->winner = s->current;
      s->phase = HERALD_PHASE_OVER;
      /* the game ends at once (A21.3): a tied player's deck, a pillaged city or a card to put
       * back that was still owed is no longer a decision the table owes */
      s->n_pending = 0;
      emit (ctx, HERALD_OUTCOME_WINNER, s->current);
    }
}

/* Cities */
static void
rebuild (HeraldGame *self)
{
  GArray *log = self->log;
  guint n = log->len;
  gboolean replaying = self->replaying;

  /* the log was accepted, some of it perhaps as a file's log (is_new_step ()). This is what
   * Undo and the story cost (≥ 5 M actions/s in an optimized build, docs/performance.md,
   * eighth round). The log is replayed in place: its length is set back to nothing and
   * raised by one as each step is applied again, so the rules see the steps before the one
   * applied, as when it was taken, and the elements never move (the array is not
   * zero-terminated, so its length is all there is to it; g_array_set_size () would clear
   * the elements under G_DEBUG=gc-friendly). A new array would be fresh memory, a page fault
   * every 4 kB: 160 of them for a 3,000-action log, which was twice the replay itself. Each
   * step's outcomes go straight into the game's (no array per step). */
  self->replaying = TRUE;
  log->len = 0;
  self->state = self->initial;
  builder_cache_clear (self);
  g_array_set_size (self->outcomes, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      HeraldState next = self->state;
      const HeraldAction *a = (const HeraldAction *) log->data + i;
      guint n_outcomes = self->outcomes->len;

      if (!apply_to (self, &next, a, self->outcomes, &error))
        {
          /* cannot happen: the same actions were accepted from the same state before */
          g_critical ("Rebuilding the game failed at action %u: %s", i, error->message);
          g_array_set_size (self->outcomes, n_outcomes);
          break;
        }
      self->state = next;
      log->len = i + 1;
    }
  self->replaying = replaying;
}

/**
 * herald_game_undo:
 * @self: a game
 * @error: %HERALD_GAME_ERROR_NOTHING when the log is empty; %HERALD_GAME_ERROR_FORBIDDEN
 *   when the redo list or the rolls undone would be longer than a saved game holds
 *   (herald_game_check_room ())
 *
 * Drops the last action (it can be redone) and rebuilds the state from the start.
 *
 * Returns: %TRUE when an action was undone
 */
gboolean
herald_game_undo (HeraldGame  *self,
                  GError     **error)
{
  HeraldAction last;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->log->len == 0)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to undo"));
      return FALSE;
    }
  last = g_array_index (self->log, HeraldAction, self->log->len - 1);
  /* the step goes on the redo list, and a roll's dice among those undone: both must fit in a
   * file Herald can load again (breaker 12, R-1) */
  if (!herald_game_check_room (self, 0, 1, last.type == HERALD_ACTION_ROLL ? 1 : 0, error))
    return FALSE;
  g_array_set_size (self->log, self->log->len - 1);
  herald_game_new_log_id (self);
  /* a card undone and drawn again is a new reveal (N20-8) */
  self->draws_seen = MIN (self->draws_seen, self->log->len);
  rebuild (self);
  g_array_append_val (self->redo, last);
  roll_record_undone (self, &last);
  draw_record_undone (self, &last);
  return TRUE;
}

/**
 * herald_game_redo:
 * @self: a game
 * @outcomes: (nullable): as for herald_game_apply()
 * @error: %HERALD_GAME_ERROR_NOTHING when there is nothing to redo; else as
 *   herald_game_check_redo()
 *
 * Applies the last undone action again.
 *
 * Returns: %TRUE when an action was redone
 */
gboolean
herald_game_redo (HeraldGame  *self,
                  GArray      *outcomes,
                  GError     **error)
{
  g_autoptr(GArray) redo = NULL;
  HeraldAction a;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to redo"));
      return FALSE;
    }
  a = g_array_index (self->redo, HeraldAction, self->redo->len - 1);
  if (!roll_record_check_redo (self, &a, error))
    return FALSE;
  redo = g_array_copy (self->redo);
  g_array_set_size (redo, redo->len - 1);
  if (!herald_game_apply (self, &a, outcomes, error))
    return FALSE;
  /* apply() dropped the redo list; the rest of it stays redoable */
  g_array_unref (self->redo);
  self->redo = g_steal_pointer (&redo);
  roll_record_redone (self, &a);
  return TRUE;
}

gboolean
herald_game_can_undo (HeraldGame *self)
{
  return self->log->len > 0;
}

/**
 * herald_game_can_redo:
 * @self: a game
 *
 * Returns: whether the redo list holds an action; whether it would apply now is
 *   herald_game_check_redo()
 */
gboolean
herald_game_can_redo (HeraldGame *self)
{
  return self->redo->len > 0;
}

/**
 * herald_game_check_redo:
 * @self: a game
 * @error: %HERALD_GAME_ERROR_NOTHING when there is nothing to redo; a
 *   %HERALD_GAME_ERROR_FORBIDDEN when the action is a roll whose dice were never rolled and
 *   undone at this point (not in `undone_rolls` or `next_roll`: dice chosen in advance in a
 *   file's redo list); else the refusal of herald_game_check() for the action
 *   herald_game_redo() would apply (a file's redo list is only decoded when it loads, and may
 *   hold an action the rules refuse here)
 *
 * Whether herald_game_redo() would succeed now; the game does not change. The session's
 * #HeraldSession:can-redo follows it, so that Redo is offered only when it applies.
 *
 * Returns: %TRUE when the next redo applies
 */
gboolean
herald_game_check_redo (HeraldGame  *self,
                        GError     **error)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (self->redo->len == 0)
    {
      g_set_error_literal (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_NOTHING,
                           _("Nothing to redo"));
      return FALSE;
    }
  return roll_record_check_redo (self, &g_array_index (self->redo, HeraldAction, self->redo->len - 1),
                                 error) &&
         herald_game_check (self, &g_array_index (self->redo, HeraldAction, self->redo->len - 1),
                            error);
}

/**
 * herald_game_new:
 * @rules: the rules
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: (nullable): the position the game starts from (herald-start.h, the `start` of
 *   docs/save-format.md); %NULL for the position after the setup round
 * @seed: the seed of the shuffle of decks that @start does not give
 * @error: %HERALD_GAME_ERROR_INVALID naming the field of an impossible position (“start.players[1]:
 *   …”, RULES.md A17, A19), or of impossible rules: a victory target outside
 *   %HERALD_MIN_SAVED_VICTORY_POINTS–%HERALD_MAX_VICTORY_POINTS, a player count the rules do
 *   not take. New games are offered %HERALD_MIN_VICTORY_POINTS and up (A2.3: the setup round
 *   reaches 3).
 *
 * Returns: (transfer full) (nullable): a game with an empty log, or %NULL
 */
HeraldGame *
herald_game_new (const HeraldRules       *rules,
                 const HeraldPlayerInfo  *players,
                 guint                    n_players,
                 const HeraldStart       *start,
                 guint32                  seed,
                 GError                 **error)
{
  return game_new (rules, players, n_players, start, seed, FALSE, error);
}

/* herald_game_new (); @by_name: a refusal of @start about one player names the player (a
 * position entered at the table, herald_game_new_from_start ()) instead of the file's member */
HeraldGame *
game_new (const HeraldRules       *rules,
          const HeraldPlayerInfo  *players,
          guint                    n_players,
          const HeraldStart       *start,
          guint32                  seed,
          gboolean                 by_name,
          GError                 **error)
{
  g_autoptr(HeraldGame) self = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (players != NULL || n_players == 0, NULL);

  if (!check_new_game (rules, players, n_players, error))
    return NULL;

  self = g_new0 (HeraldGame, 1);
  self->rules = *rules;
  self->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    {
      self->players[i].name = g_strdup (players[i].name);
      self->players[i].color = players[i].color;
    }
  player_labels_init (self);
  self->seed = seed;
  self->start = start != NULL ? g_memdup2 (start, sizeof *start) : NULL;
  self->log = g_array_new (FALSE, FALSE, sizeof (HeraldAction));
  herald_game_new_log_id (self);
  self->redo = g_array_new (FALSE, FALSE, sizeof (HeraldAction));
  self->outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
  self->undone_rolls = g_array_new (FALSE, FALSE, sizeof (HeraldRollRecord));
  self->undone_draws = g_array_new (FALSE, FALSE, sizeof (HeraldDrawRecord));

  memset (&self->initial, 0, sizeof self->initial);
  self->initial.n_players = n_players;
  self->initial.winner = -1;
  self->initial.phase = HERALD_PHASE_BEFORE_ROLL;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    self->initial.metropolis[t] = -1;

  if (!start_to_state (self, &self->initial, start, by_name, error))
    return NULL;

  /* A21.3: a start position may be the start of a turn with the target already reached */
  if (self->initial.phase == HERALD_PHASE_BEFORE_ROLL &&
      total_vp (&self->initial, self->initial.current) >= herald_rules_get_target (rules))
    {
      self->initial.winner = self->initial.current;
      self->initial.phase = HERALD_PHASE_OVER;
    }
  self->state = self->initial;
  return g_steal_pointer (&self);
}

/**
 * herald_game_new_shuffled:
 * @rules: the rules
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: the number of players
 * @rng: the random source that shuffles the three decks
 * @setup_round: begin with the setup round (A2.1) rather than after it
 * @error: as for herald_game_new()
 *
 * A new game as the app starts it: the shuffled decks are written into the game's `start`
 * so that the save file holds every random result.
 *
 * Returns: (transfer full) (nullable): the game
 */
HeraldGame *
herald_game_new_shuffled (const HeraldRules       *rules,
                          const HeraldPlayerInfo  *players,
                          guint                    n_players,
                          HeraldRng               *rng,
                          gboolean                 setup_round,
                          GError                 **error)
{
  HeraldStart start;

  if (!herald_player_names_check_distinct (players, n_players, error))
    return NULL;
  herald_start_init (&start);
  start.turn_given = FALSE;
  start.setup = setup_round;
  if (rules->digital_cards)
    {
      start.decks_given = HERALD_START_ALL_DECKS;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          start.n_deck[t] = herald_deck_composition (t, rules->edition, start.deck[t]);
          herald_rng_shuffle (rng, start.deck[t], start.n_deck[t]);
        }
    }

  return herald_game_new (rules, players, n_players, &start, herald_rng_get_seed (rng), error);
}

void
herald_game_free (HeraldGame *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_players; i++)
    {
      g_free (self->players[i].name);
      g_free (self->labels[i]);
    }
  g_clear_pointer (&self->start, g_free);
  g_clear_pointer (&self->log, g_array_unref);
  g_clear_pointer (&self->check_outcomes, g_array_unref);
  g_clear_pointer (&self->landing, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->outcomes, g_array_unref);
  g_clear_pointer (&self->undone_rolls, g_array_unref);
  g_clear_pointer (&self->undone_draws, g_array_unref);
  builder_cache_clear (self);
  g_free (self);
}

/**
 * herald_game_copy:
 * @self: a game
 *
 * Returns: (transfer full): an independent copy with the same log, redo list and state
 */
HeraldGame *
herald_game_copy (HeraldGame *self)
{
  HeraldGame *copy = g_new0 (HeraldGame, 1);

  *copy = *self;
  for (guint i = 0; i < self->n_players; i++)
    {
      copy->players[i].name = g_strdup (self->players[i].name);
      copy->labels[i] = g_strdup (self->labels[i]);
    }
  copy->start = self->start != NULL ? g_memdup2 (self->start, sizeof *self->start) : NULL;
  copy->log = g_array_copy (self->log);
  herald_game_new_log_id (copy);
  copy->check_outcomes = NULL;
  copy->landing = NULL;
  copy->redo = g_array_copy (self->redo);
  copy->outcomes = g_array_copy (self->outcomes);
  copy->undone_rolls = g_array_copy (self->undone_rolls);
  copy->undone_draws = g_array_copy (self->undone_draws);
  /* the refusals kept are the original's: the copy asks again */
  memset (copy->builder_cache.refusal, 0, sizeof copy->builder_cache.refusal);
  copy->builder_cache.known = 0;
  return copy;
}

const HeraldRules *
herald_game_get_rules (HeraldGame *self)
{
  return &self->rules;
}

/**
 * herald_game_get_state:
 * @self: a game
 *
 * Returns: (transfer none): the current state; valid until the next change of the game
 */
const HeraldState *
herald_game_get_state (HeraldGame *self)
{
  return &self->state;
}

guint
herald_game_get_n_players (HeraldGame *self)
{
  return self->n_players;
}

const char *
herald_game_get_player_name (HeraldGame *self,
                             guint       player)
{
  g_return_val_if_fail (player < self->n_players, NULL);
  return self->players[player].name;
}

HeraldColor
herald_game_get_player_color (HeraldGame *self,
                              guint       player)
{
  g_return_val_if_fail (player < self->n_players, HERALD_COLOR_RED);
  return self->players[player].color;
}

guint
herald_game_get_n_actions (HeraldGame *self)
{
  return self->log->len;
}

const HeraldAction *
herald_game_get_action (HeraldGame *self,
                        guint       index)
{
  g_return_val_if_fail (index < self->log->len, NULL);
  return &g_array_index (self->log, HeraldAction, index);
}

/**
 * herald_game_get_outcomes:
 * @self: a game
 *
 * Returns: (transfer none) (element-type HeraldOutcome): every outcome of the log, in order
 */
GArray *
herald_game_get_outcomes (HeraldGame *self)
{
  return self->outcomes;
}

guint32
herald_game_get_seed (HeraldGame *self)
{
  return self->seed;
}

/**
 * herald_game_get_vp:
 * @self: a game
 * @player: a player index
 * @vp: (out caller-allocates): the breakdown of RULES.md A21.1
 */
void
herald_game_get_vp (HeraldGame *self,
                    guint       player,
                    HeraldVp   *vp)
{
  g_return_if_fail (player < self->n_players);
  compute_vp (&self->state, player, vp);
}

/**
 * herald_game_get_knight_strength:
 * @self: a game
 * @player: a player index
 *
 * Returns: K_p, the levels of the player's active knights (A5.2), 0–12
 */
guint
herald_game_get_knight_strength (HeraldGame *self,
                                 guint       player)
{
  g_return_val_if_fail (player < self->n_players, 0);
  return knight_strength (&self->state.players[player]);
}

/**
 * herald_game_get_barbarian_strength:
 * @self: a game
 *
 * Returns: Barb, the cities on the board, metropolises included once each (A5.1)
 */
guint
herald_game_get_barbarian_strength (HeraldGame *self)
{
  guint n = 0;

  for (guint p = 0; p < self->n_players; p++)
    n += self->state.players[p].n_cities;
  return n;
}

guint
herald_game_get_metropolises (HeraldGame *self,
                              guint       player)
{
  g_return_val_if_fail (player < self->n_players, 0);
  return count_metropolises (&self->state.players[player]);
}

static guint
defender_awarded (HeraldGame *self)
{
  guint n = 0;

  for (guint p = 0; p < self->state.n_players; p++)
    n += self->state.players[p].defender;
  return n;
}

/**
 * herald_game_get_defender_cards_left:
 * @self: a game
 *
 * Returns: the Defender of Catan cards still in the box: 6 (8 with the 5-6 extension) less
 *   those the players hold, 0 once they have run out (RULES.md decisions table, A1.5, A6.5)
 */
guint
herald_game_get_defender_cards_left (HeraldGame *self)
{
  guint box = herald_rules_get_defender_cards (&self->rules);
  guint awarded = defender_awarded (self);

  return awarded < box ? box - awarded : 0;
}

/**
 * herald_game_get_defender_tokens:
 * @self: a game
 *
 * Returns: the Defender of Catan awards beyond the cards of the box, which the table records
 *   with a token of its choice; 0 while the box still has cards (RULES.md A6.5)
 */
guint
herald_game_get_defender_tokens (HeraldGame *self)
{
  guint box = herald_rules_get_defender_cards (&self->rules);
  guint awarded = defender_awarded (self);

  return awarded > box ? awarded - box : 0;
}

/**
 * herald_game_get_discard_limit:
 * @self: a game
 * @player: a player index
 *
 * Returns: the most resource and commodity cards the player may hold on a 7 without
 *   discarding: 7 + 2 × walls (A19.2)
 */
guint
herald_game_get_discard_limit (HeraldGame *self,
                               guint       player)
{
  g_return_val_if_fail (player < self->n_players, HERALD_DISCARD_LIMIT);
  return herald_discard_limit (count_walls (&self->state.players[player]));
}

gboolean
herald_game_robber_may_move (HeraldGame *self)
{
  return robber_may_move (self, &self->state);
}

/**
 * herald_game_get_steps_left:
 * @self: a game
 *
 * Returns: the ship results still needed for the next attack, 1–8
 */
guint
herald_game_get_steps_left (HeraldGame *self)
{
  return herald_rules_get_track_length (&self->rules, self->state.first_attack_done) -
         self->state.barbarian_position;
}

/**
 * herald_game_next_ship_lands:
 * @self: a game
 *
 * Returns: %TRUE when a ship on the next roll brings the attack (so the app can hold the
 *   attack check-in before applying it)
 */
gboolean
herald_game_next_ship_lands (HeraldGame *self)
{
  if (self->rules.easy_start && self->state.round <= 2)
    return FALSE;
  return herald_game_get_steps_left (self) == 1;
}

/**
 * herald_game_draws:
 * @self: a game
 * @player: a player index
 * @track: the gate's track
 * @red: the red die, 1–6
 *
 * Returns: whether the player draws on that gate and red die (A11.1)
 */
gboolean
herald_game_draws (HeraldGame  *self,
                   guint        player,
                   HeraldTrack  track,
                   guint        red)
{
  g_return_val_if_fail (player < self->n_players, FALSE);
  return draws (&self->state.players[player], track, red);
}

/* Statistics */

