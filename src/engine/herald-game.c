/* herald-game.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-private.h"
#include "herald-attack.h"
#include "herald-game.h"

struct _HeraldGame
{
  HeraldRules      rules;
  guint            n_players;
  HeraldPlayerInfo players[HERALD_MAX_PLAYERS];
  JsonNode        *start;      /* owned, nullable: written back as it was read */
  guint32          seed;
  HeraldState      initial;
  HeraldState      state;
  GArray          *log;        /* HeraldAction */
  GArray          *redo;       /* HeraldAction, last undone last */
  GArray          *outcomes;   /* HeraldOutcome of the whole log */
};

#define refuse(error, ...) herald_refuse ((error), __VA_ARGS__)
#define invalid(error, ...) herald_invalid ((error), __VA_ARGS__)

static const char *phase_names[] = { "setup", "before_roll", "after_roll", "special_build", "over" };

static const char *outcome_names[HERALD_N_OUTCOMES] = {
  [HERALD_OUTCOME_ROLLED]         = "rolled",
  [HERALD_OUTCOME_REROLL]         = "reroll",
  [HERALD_OUTCOME_SHIP_ADVANCED]  = "ship_advanced",
  [HERALD_OUTCOME_SHIP_HELD]      = "ship_held",
  [HERALD_OUTCOME_ATTACK]         = "attack",
  [HERALD_OUTCOME_PROGRESS_DRAW]  = "progress_draw",
  [HERALD_OUTCOME_DECK_EMPTY]     = "deck_empty",
  [HERALD_OUTCOME_SEVEN]          = "seven",
  [HERALD_OUTCOME_METROPOLIS]     = "metropolis",
  [HERALD_OUTCOME_VP_CARD]        = "vp_card",
  [HERALD_OUTCOME_HAND_LIMIT]     = "hand_limit",
  [HERALD_OUTCOME_CARD_PLAYED]    = "card_played",
  [HERALD_OUTCOME_CARD_DISCARDED] = "card_discarded",
  [HERALD_OUTCOME_CARD_STOLEN]    = "card_stolen",
  [HERALD_OUTCOME_SABOTEUR]       = "saboteur",
  [HERALD_OUTCOME_CITY_LOST]      = "city_lost",
  [HERALD_OUTCOME_KNIGHT_REMOVED] = "knight_removed",
  [HERALD_OUTCOME_KNIGHT_PLACED]  = "knight_placed",
  [HERALD_OUTCOME_DEFENDER]       = "defender",
  [HERALD_OUTCOME_TURN]           = "turn",
  [HERALD_OUTCOME_SPECIAL_BUILD]  = "special_build",
  [HERALD_OUTCOME_WINNER]         = "winner",
};

/* The context of one apply: the game (for rules and names), the state being changed (a copy),
 * the action index and where outcomes go. */
typedef struct
{
  HeraldGame  *game;
  HeraldState *s;
  guint        index;
  GArray      *outcomes;
} Ctx;

static const char *
name_of (Ctx   *ctx,
         guint  player)
{
  return ctx->game->players[player].name;
}

static HeraldOutcome *
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

static guint
count_metropolises (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    if (p->cities[c].metropolis >= 0)
      n++;
  return n;
}

static guint
count_ordinary (const HeraldPlayerState *p)
{
  return p->n_cities - count_metropolises (p);
}

static guint
count_walls (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    n += p->cities[c].wall;
  return n;
}

static guint
count_knights (const HeraldPlayerState *p,
               guint                    level)
{
  guint n = 0;

  for (guint k = 0; k < p->n_knights; k++)
    if (p->knights[k].level == level)
      n++;
  return n;
}

static guint
knight_strength (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint k = 0; k < p->n_knights; k++)
    if (p->knights[k].active)
      n += p->knights[k].level;
  return n;
}

static void
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

static guint
total_vp (const HeraldState *s,
          guint              player)
{
  HeraldVp vp;

  compute_vp (s, player, &vp);
  return vp.total;
}

static gboolean
robber_may_move (HeraldGame        *game,
                 const HeraldState *s)
{
  return s->first_attack_done || game->rules.robber_from_start;
}

/* RULES.md A11.1: level ≥ 1 and red ≤ level + 1 */
static gboolean
draws (const HeraldPlayerState *p,
       HeraldTrack              track,
       guint                    red)
{
  guint level = p->improvements[track];

  return level >= 1 && red <= level + 1;
}

/* Cards */

static gboolean
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

static void
deck_put_under (HeraldState *s,
                guint8       card)
{
  HeraldTrack t = herald_card_get_track (card);

  g_assert (s->n_deck[t] < HERALD_MAX_DECK);
  s->deck[t][s->n_deck[t]++] = card;
}

static void
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
static gboolean
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
  give_card (ctx, player, card);
  return TRUE;
}

/* Pending decisions */

static void
pending_add (HeraldState       *s,
             HeraldPendingType  type,
             guint              player)
{
  g_assert (s->n_pending < HERALD_MAX_PENDING);
  s->pending[s->n_pending].type = type;
  s->pending[s->n_pending].player = player;
  s->n_pending++;
}

static void
pending_remove_at (HeraldState *s,
                   guint        i)
{
  memmove (&s->pending[i], &s->pending[i + 1], (s->n_pending - i - 1) * sizeof s->pending[0]);
  s->n_pending--;
}

static gint
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
static void
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
          emit (ctx, HERALD_OUTCOME_HAND_LIMIT, p);
          have++;
        }
    }
}

static void
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
      emit (ctx, HERALD_OUTCOME_WINNER, s->current);
    }
}

/* Cities */

static void
add_city (HeraldPlayerState *p)
{
  g_assert (p->n_cities < HERALD_MAX_CITIES);
  p->cities[p->n_cities].wall = 0;
  p->cities[p->n_cities].metropolis = -1;
  p->cities[p->n_cities].sabotaged = 0;
  p->n_cities++;
}

static void
remove_city_at (HeraldPlayerState *p,
                guint              c)
{
  memmove (&p->cities[c], &p->cities[c + 1], (p->n_cities - c - 1) * sizeof p->cities[0]);
  p->n_cities--;
}

/* A settlement (or a sixth settlement) becomes a city. @from: -1 default, 0 settlement,
 * 1 sixth settlement. */
static gboolean
upgrade_to_city (Ctx     *ctx,
                 guint    player,
                 gint     from,
                 GError **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];

  if (from == HERALD_UNSET)
    from = p->sixth_settlements > 0 ? 1 : 0;

  if (from == 1)
    {
      if (p->sixth_settlements == 0)
        return refuse (error, _("%s has no pillaged city lying on its side"), name_of (ctx, player));
      p->sixth_settlements--;
      add_city (p);
      return TRUE;
    }

  if (p->settlements == 0)
    return refuse (error, _("%s has no settlement to upgrade"), name_of (ctx, player));
  if (p->n_cities + p->sixth_settlements >= HERALD_MAX_CITIES)
    return refuse (error, _("%s has no city piece left (4 at most)"), name_of (ctx, player));
  p->settlements--;
  add_city (p);
  return TRUE;
}

/* A19.1: a wall under a city without one, at most 3 */
static gboolean
add_wall (Ctx     *ctx,
          guint    player,
          gint     city,
          GError **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];

  if (count_walls (p) >= HERALD_MAX_WALLS)
    return refuse (error, _("%s already has 3 city walls, the most a player may have"),
                   name_of (ctx, player));
  if (city != HERALD_UNSET)
    {
      if ((guint) city >= p->n_cities)
        return refuse (error, _("%s has no city %d"), name_of (ctx, player), city);
      if (p->cities[city].wall)
        return refuse (error, _("that city of %s already has a wall"), name_of (ctx, player));
      p->cities[city].wall = 1;
      return TRUE;
    }
  /* ordinary cities first: there a wall can matter in an attack */
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < p->n_cities; c++)
      if (!p->cities[c].wall && (pass == 1 || p->cities[c].metropolis < 0))
        {
          p->cities[c].wall = 1;
          return TRUE;
        }
  return refuse (error, _("every city of %s already has a wall; settlements cannot have one"),
                 name_of (ctx, player));
}

/* Knights */

static gboolean
get_knight (Ctx           *ctx,
            guint          player,
            gint           knight,
            HeraldKnight **out,
            GError       **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];

  if (knight < 0 || (guint) knight >= p->n_knights)
    return refuse (error, _("%s has no knight %d"), name_of (ctx, player), knight);
  *out = &p->knights[knight];
  return TRUE;
}

static void
remove_knight_at (HeraldPlayerState *p,
                  guint              k)
{
  memmove (&p->knights[k], &p->knights[k + 1], (p->n_knights - k - 1) * sizeof p->knights[0]);
  p->n_knights--;
}

/* A18.4: one rank up, once per turn, Fortress for mighty, the next piece in supply */
static gboolean
upgrade_knight (Ctx     *ctx,
                guint    player,
                gint     knight,
                GError **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];
  HeraldKnight *k;

  if (!get_knight (ctx, player, knight, &k, error))
    return FALSE;
  if (k->level >= 3)
    return refuse (error, _("a mighty knight cannot be promoted further"));
  if (k->promoted)
    return refuse (error, _("this knight was already promoted this turn; a knight may be "
                   "promoted once per turn"));
  if (k->level == 2 && p->improvements[HERALD_TRACK_POLITICS] < 3)
    return refuse (error, _("%s needs the Fortress (politics level 3) to promote a strong knight "
                   "to a mighty one"), name_of (ctx, player));
  if (count_knights (p, k->level + 1) >= HERALD_KNIGHTS_PER_RANK)
    return refuse (error, k->level == 1 ?
                   _("%s has no strong knight left in supply (2 of each rank)") :
                   _("%s has no mighty knight left in supply (2 of each rank)"),
                   name_of (ctx, player));
  k->level++;
  k->promoted = 1;
  return TRUE;
}

static void
reset_turn_flags (HeraldState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < s->players[p].n_knights; k++)
      {
        s->players[p].knights[k].fresh = 0;
        s->players[p].knights[k].promoted = 0;
        s->players[p].knights[k].acted = 0;
      }
}

/* Metropolises (A17) */

static gint
first_ordinary_city (const HeraldPlayerState *p)
{
  for (guint c = 0; c < p->n_cities; c++)
    if (p->cities[c].metropolis < 0)
      return c;
  return -1;
}

static gboolean
place_metropolis (Ctx         *ctx,
                  guint        player,
                  HeraldTrack  track,
                  gint         city,
                  GError     **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];
  gint from = ctx->s->metropolis[track];
  HeraldOutcome *o;

  if (city == HERALD_UNSET)
    city = first_ordinary_city (p);
  else if ((guint) city >= p->n_cities || p->cities[city].metropolis >= 0)
    return refuse (error, _("city %d of %s is not an ordinary city"), city, name_of (ctx, player));
  if (city < 0)
    return refuse (error, _("%s has no ordinary city to carry the metropolis"), name_of (ctx, player));

  if (from >= 0)
    {
      HeraldPlayerState *holder = &ctx->s->players[from];

      for (guint c = 0; c < holder->n_cities; c++)
        if (holder->cities[c].metropolis == (gint) track)
          holder->cities[c].metropolis = -1;
    }
  p->cities[city].metropolis = track;
  ctx->s->metropolis[track] = player;

  o = emit (ctx, HERALD_OUTCOME_METROPOLIS, player);
  o->track = track;
  o->other = from;
  return TRUE;
}

static gboolean
improve_city (Ctx         *ctx,
              guint        player,
              HeraldTrack  track,
              gint         city,
              GError     **error)
{
  HeraldState *s = ctx->s;
  HeraldPlayerState *p = &s->players[player];
  guint level = p->improvements[track] + 1;
  gint holder = s->metropolis[track];
  gboolean receives;

  if (level > HERALD_MAX_LEVEL)
    return refuse (error, _("%s is already at level 5 in %s"), name_of (ctx, player),
                   herald_track_get_name (track));
  /* A16.2, A7.7 */
  if (p->n_cities == 0)
    return refuse (error, _("%s has no city: city improvements need at least one city on the "
                   "board"), name_of (ctx, player));

  receives = (level == 4 && holder < 0) ||
             (level == 5 && holder != (gint) player &&
              (holder < 0 || !s->metropolis_permanent[track]));

  /* A17.3: levels 4 and 5 need an ordinary city for the metropolis */
  if (level >= 4 && count_ordinary (p) == 0)
    {
      gboolean needed;

      if (ctx->game->rules.level4 == HERALD_LEVEL4_STRICT)
        needed = holder != (gint) player;
      else
        needed = receives;
      if (needed)
        return refuse (error, _("%s has no ordinary city: level %u needs a city that is not a "
                       "metropolis"), name_of (ctx, player), level);
    }

  p->improvements[track] = level;

  if (receives)
    {
      if (!place_metropolis (ctx, player, track, city, error))
        return FALSE;
    }
  if (level == 5 && s->metropolis[track] == (gint) player)
    s->metropolis_permanent[track] = TRUE;
  return TRUE;
}

/* The attack (A5–A8) */

static void
lose_city (Ctx   *ctx,
           guint  player)
{
  HeraldPlayerState *p = &ctx->s->players[player];
  gint best = -1, best_score = G_MAXINT;
  gboolean walled = FALSE, unwalled = FALSE;
  HeraldOutcome *o;

  /* Herald first takes an unwalled (and preferably sabotaged) ordinary city; the player may
   * swap it for a walled one with choose_city. */
  for (guint c = 0; c < p->n_cities; c++)
    {
      gint score;

      if (p->cities[c].metropolis >= 0)
        continue;
      if (p->cities[c].wall)
        walled = TRUE;
      else
        unwalled = TRUE;
      score = (p->cities[c].wall ? 2 : 0) + (p->cities[c].sabotaged ? 0 : 1);
      if (score < best_score)
        {
          best_score = score;
          best = c;
        }
    }
  g_assert (best >= 0);

  o = emit (ctx, HERALD_OUTCOME_CITY_LOST, player);
  o->value = p->cities[best].wall;
  remove_city_at (p, best);

  /* A7.6: the sixth settlement */
  if (p->settlements < HERALD_MAX_SETTLEMENTS)
    p->settlements++;
  else if (ctx->game->rules.sixth_settlement)
    p->sixth_settlements++;

  if (walled && unwalled)
    pending_add (ctx->s, HERALD_PENDING_CHOOSE_CITY, player);
}

static gboolean
resolve_attack (Ctx                *ctx,
                const HeraldAction *action,
                GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldAttackInput in;
  HeraldAttackResult res;
  guint8 fighting[HERALD_MAX_PLAYERS];
  HeraldOutcome *o;

  memset (&in, 0, sizeof in);
  in.n_players = s->n_players;
  in.first = s->current;
  in.zero_reward = ctx->game->rules.zero_reward;

  for (guint p = 0; p < s->n_players; p++)
    {
      HeraldPlayerState *ps = &s->players[p];
      guint8 active = 0;

      for (guint k = 0; k < ps->n_knights; k++)
        if (ps->knights[k].active)
          active |= 1u << k;

      fighting[p] = active;
      if (ctx->game->rules.fiesepeter && action->has_commit)
        {
          if ((action->commit[p] & ~active) != 0)
            return refuse (error, _("%s can only commit active knights"), name_of (ctx, p));
          fighting[p] = action->commit[p];
        }

      for (guint k = 0; k < ps->n_knights; k++)
        if (fighting[p] & (1u << k))
          in.strength[p] += ps->knights[k].level;
      in.ordinary_cities[p] = count_ordinary (ps);
      in.metropolises[p] = count_metropolises (ps);
    }

  herald_attack_resolve (&in, &res);

  o = emit (ctx, HERALD_OUTCOME_ATTACK, -1);
  o->barbarian_strength = res.barbarian_strength;
  o->knight_strength = res.knight_strength;
  o->catan_wins = res.catan_wins;
  o->defender = res.defender;
  o->n_contributions = s->n_players;
  for (guint p = 0; p < s->n_players; p++)
    o->contributions[p] = in.strength[p];
  if (res.catan_wins)
    {
      o->n_players = res.n_tie_draw;
      memcpy (o->players, res.tie_draw, res.n_tie_draw);
    }
  else
    {
      o->n_players = res.n_cities_lost;
      memcpy (o->players, res.cities_lost, res.n_cities_lost);
    }

  if (res.defender >= 0)
    {
      s->players[res.defender].defender++;
      emit (ctx, HERALD_OUTCOME_DEFENDER, res.defender);
    }
  /* A6.2: each tied player chooses a deck, in turn order from the current player */
  if (ctx->game->rules.digital_cards)
    for (guint i = 0; i < res.n_tie_draw; i++)
      pending_add (s, HERALD_PENDING_CHOOSE_DECK, res.tie_draw[i]);

  for (guint i = 0; i < res.n_cities_lost; i++)
    lose_city (ctx, res.cities_lost[i]);

  /* A8: every knight (Fiesepeter: every committed knight) is deactivated; the ship goes back;
   * the robber is active from now on */
  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < s->players[p].n_knights; k++)
      if (fighting[p] & (1u << k))
        s->players[p].knights[k].active = 0;

  s->barbarian_position = 0;
  s->first_attack_done = TRUE;
  s->attacks++;
  return TRUE;
}

/* Actions */

static gboolean
check_player (Ctx     *ctx,
              gint     player,
              GError **error)
{
  if (player < 0 || (guint) player >= ctx->s->n_players)
    return invalid (error, _("there is no player %d"), player);
  return TRUE;
}

/* Building belongs to the player's own turn, or to the special build phase for the others
 * (A3.4, A22.3). */
static gboolean
check_builder (Ctx     *ctx,
               guint    player,
               GError **error)
{
  HeraldState *s = ctx->s;

  if (s->phase == HERALD_PHASE_SPECIAL_BUILD)
    {
      if (player == s->current)
        return refuse (error, _("%s's turn is over; the others build in the special build phase"),
                       name_of (ctx, player));
      return TRUE;
    }
  if (player != s->current)
    return refuse (error, _("it is %s's turn, not %s's"), name_of (ctx, s->current),
                   name_of (ctx, player));
  if (s->phase == HERALD_PHASE_BEFORE_ROLL && ctx->game->rules.build_timing == HERALD_BUILD_AFTER_ROLL)
    return refuse (error, _("%s builds after the roll: roll first"), name_of (ctx, player));
  return TRUE;
}

static gboolean
check_own_turn_after_roll (Ctx         *ctx,
                           guint        player,
                           const char  *what,
                           GError     **error)
{
  HeraldState *s = ctx->s;

  if (s->phase == HERALD_PHASE_SPECIAL_BUILD)
    return refuse (error, _("%s is not allowed in the special build phase"), what);
  if (player != s->current)
    return refuse (error, _("%s happens only on one's own turn; it is %s's turn"), what,
                   name_of (ctx, s->current));
  if (s->phase != HERALD_PHASE_AFTER_ROLL)
    return refuse (error, _("%s happens only after the roll"), what);
  return TRUE;
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
          if (!draw_card (ctx, p, track))
            {
              if (empty == NULL)
                {
                  empty = emit (ctx, HERALD_OUTCOME_DECK_EMPTY, -1);
                  empty->track = track;
                }
              empty->players[empty->n_players++] = p;
            }
        }
    }

  /* then production: a 7 (A9, A19.2) */
  if (sum == 7)
    {
      o = emit (ctx, HERALD_OUTCOME_SEVEN, -1);
      o->robber_may_move = robber_may_move (game, s);
      o->n_players = s->n_players;
      for (guint p = 0; p < s->n_players; p++)
        {
          o->players[p] = p;
          o->values[p] = 7 + 2 * count_walls (&s->players[p]);
        }
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
  gboolean city_pass = s->setup_step >= n;
  guint expected = city_pass ? 2 * n - 1 - s->setup_step : s->setup_step;
  HeraldPlayerState *p;

  if (s->phase != HERALD_PHASE_SETUP)
    return refuse (error, _("the setup round is over"));
  if ((action->type == HERALD_ACTION_SETUP_CITY) != city_pass)
    return refuse (error, _("the setup round places %s now (A2.1: settlements in turn order, "
                   "then cities in reverse order)"), city_pass ? "cities" : "settlements");
  if ((guint) action->player != expected)
    return refuse (error, _("it is %s's turn to place in the setup round"), name_of (ctx, expected));

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
    s->current = city_pass || s->setup_step == n ? 2 * n - 1 - s->setup_step : s->setup_step;
  return TRUE;
}

/* A `correct` action: the counts the table kept by hand. Metropolises the player gives up are
 * removed before the cities are counted, and the ones the player takes are placed after, on
 * ordinary cities, taken from whoever held them (A17). */
static gboolean
apply_correct (Ctx                *ctx,
               const HeraldAction *action,
               GError            **error)
{
  HeraldState *s = ctx->s;
  guint player = action->player;
  HeraldPlayerState *p = &s->players[player];
  const HeraldCorrection *c = &action->correction;

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (c->improvements[t] != HERALD_UNSET)
      p->improvements[t] = c->improvements[t];

  if (c->metropolises != HERALD_UNSET)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if (!(c->metropolises & (1 << t)) && s->metropolis[t] == (gint) player)
        {
          for (guint i = 0; i < p->n_cities; i++)
            if (p->cities[i].metropolis == (gint) t)
              p->cities[i].metropolis = -1;
          s->metropolis[t] = -1;
          s->metropolis_permanent[t] = FALSE;
        }

  if (c->cities != HERALD_UNSET)
    {
      guint metros = count_metropolises (p);
      guint walls = count_walls (p);
      HeraldCity kept[HERALD_MAX_CITIES];
      guint n = 0;

      if ((guint) c->cities < metros)
        return refuse (error, _("%s holds %u metropolises, each on its own city"),
                       name_of (ctx, player), metros);
      /* fewer cities: the metropolises stay, then walled cities, so that walls stay too */
      for (guint i = 0; i < p->n_cities; i++)
        if (p->cities[i].metropolis >= 0)
          kept[n++] = p->cities[i];
      for (guint pass = 0; pass < 2; pass++)
        for (guint i = 0; i < p->n_cities && n < (guint) c->cities; i++)
          if (p->cities[i].metropolis < 0 && (pass == 0) == (p->cities[i].wall != 0))
            kept[n++] = p->cities[i];
      memcpy (p->cities, kept, n * sizeof kept[0]);
      p->n_cities = n;
      while (p->n_cities < (guint) c->cities)
        add_city (p);
      /* a wall whose city went moves under a city without one: the count is the table's */
      while (c->walls == HERALD_UNSET && count_walls (p) < MIN (walls, p->n_cities))
        add_wall (ctx, player, HERALD_UNSET, NULL);
    }

  if (c->metropolises != HERALD_UNSET)
    for (guint t = 0; t < HERALD_N_TRACKS; t++)
      if ((c->metropolises & (1 << t)) && s->metropolis[t] != (gint) player)
        if (!place_metropolis (ctx, player, t, HERALD_UNSET, error))
          return FALSE;

  /* A17.2, A17.4: a metropolis needs level 4, and is permanent at level 5 */
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (s->metropolis[t] == (gint) player)
      {
        if (p->improvements[t] < 4)
          return refuse (error, _("%s holds the %s metropolis, which needs level 4"),
                         name_of (ctx, player), herald_track_get_name (t));
        s->metropolis_permanent[t] = p->improvements[t] == 5;
      }

  if (c->settlements != HERALD_UNSET)
    p->settlements = c->settlements;
  if (p->n_cities + p->sixth_settlements > HERALD_MAX_CITIES)
    return refuse (error, _("%s would have more than 4 cities"), name_of (ctx, player));

  if (c->walls != HERALD_UNSET || count_walls (p) > p->n_cities)
    {
      guint walls = c->walls != HERALD_UNSET ? (guint) c->walls : count_walls (p);

      if (walls > p->n_cities)
        return refuse (error, _("%s has %u cities: a wall stands under a city"),
                       name_of (ctx, player), p->n_cities);
      for (guint i = 0; i < p->n_cities; i++)
        p->cities[i].wall = 0;
      for (guint i = 0; i < walls; i++)
        add_wall (ctx, player, HERALD_UNSET, NULL);
    }

  if (c->n_knights != HERALD_UNSET)
    {
      guint per_level[4] = { 0, };

      for (guint i = 0; i < (guint) c->n_knights; i++)
        if (++per_level[c->knight_level[i]] > HERALD_KNIGHTS_PER_RANK)
          return refuse (error, _("a player has 2 knights of each rank"));
      p->n_knights = c->n_knights;
      for (guint i = 0; i < p->n_knights; i++)
        {
          memset (&p->knights[i], 0, sizeof p->knights[i]);
          p->knights[i].level = c->knight_level[i];
          p->knights[i].active = c->knight_active[i];
        }
    }
  if (c->defender != HERALD_UNSET)
    p->defender = c->defender;
  return TRUE;
}

static gboolean
apply_play_card (Ctx                *ctx,
                 const HeraldAction *action,
                 GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldGame *game = ctx->game;
  guint player = action->player;
  HeraldPlayerState *p = &s->players[player];
  HeraldCard card = action->card;
  gboolean digital = game->rules.digital_cards;
  HeraldOutcome *o;

  if (herald_card_is_vp (card))
    return refuse (error, _("the %s is a victory point card: it is revealed, not played"),
                   herald_card_get_name (card));
  if (card == HERALD_CARD_ALCHEMIST)
    return refuse (error, _("the Alchemist is played before the roll: record it with the roll"));
  if (!check_own_turn_after_roll (ctx, player,
                                  /* Translators: completes “… is not allowed in the special
                                   * build phase” and similar sentences */
                                  _("Playing a progress card"), error))
    return FALSE;
  if (digital && !hand_remove (p, card))
    return refuse (error, _("%s holds no %s card"), name_of (ctx, player), herald_card_get_name (card));

  if (action->target != HERALD_UNSET)
    {
      if (!check_player (ctx, action->target, error))
        return FALSE;
      if ((guint) action->target == player)
        return refuse (error, _("the %s aims at an opponent"), herald_card_get_name (card));
    }

  switch (card)
    {
    case HERALD_CARD_ENGINEER:
      if (!add_wall (ctx, player, action->city, error))
        return FALSE;
      break;

    case HERALD_CARD_MEDICINE:
      if (!upgrade_to_city (ctx, player, action->flag, error))
        return FALSE;
      break;

    case HERALD_CARD_SMITH:
      if (action->knights[0] == HERALD_UNSET)
        return invalid (error, _("the Smith needs “knights”: one or two knight indices"));
      if (action->knights[0] == action->knights[1])
        return refuse (error, _("the Smith promotes two different knights"));
      for (guint i = 0; i < 2; i++)
        if (action->knights[i] != HERALD_UNSET &&
            !upgrade_knight (ctx, player, action->knights[i], error))
          return FALSE;
      break;

    case HERALD_CARD_DESERTER:
    case HERALD_CARD_INTRIGUE:
      {
        HeraldPlayerState *t;
        HeraldKnight removed;
        gboolean remove;

        if (action->target == HERALD_UNSET || action->target_knight == HERALD_UNSET)
          return invalid (error, _("the %s needs “target” and “target_knight”"),
                          herald_card_get_name (card));
        t = &s->players[action->target];
        if ((guint) action->target_knight >= t->n_knights)
          return refuse (error, _("%s has no knight %d"), name_of (ctx, action->target),
                         action->target_knight);
        removed = t->knights[action->target_knight];
        remove = card == HERALD_CARD_DESERTER || action->flag == 1;
        if (remove)
          {
            remove_knight_at (t, action->target_knight);
            emit (ctx, HERALD_OUTCOME_KNIGHT_REMOVED, action->target)->value = removed.level;
          }
        /* A14 Deserter: a knight of the same rank and state, or the next lower one in
         * supply; a mighty one needs no Fortress (A18.7) */
        if (card == HERALD_CARD_DESERTER && action->flag != 0 && p->n_knights < HERALD_MAX_KNIGHTS)
          for (guint level = removed.level; level >= 1; level--)
            if (count_knights (p, level) < HERALD_KNIGHTS_PER_RANK)
              {
                memset (&p->knights[p->n_knights], 0, sizeof p->knights[0]);
                p->knights[p->n_knights].level = level;
                p->knights[p->n_knights].active = removed.active;
                p->n_knights++;
                emit (ctx, HERALD_OUTCOME_KNIGHT_PLACED, player)->value = level;
                break;
              }
        break;
      }

    case HERALD_CARD_SPY:
      if (digital)
        {
          HeraldPlayerState *t;

          if (action->target == HERALD_UNSET || action->target_card == HERALD_UNSET)
            return invalid (error, _("the Spy needs “target” and “target_card”"));
          t = &s->players[action->target];
          if (herald_card_is_vp (action->target_card))
            return refuse (error, _("the Spy cannot take a victory point card (A12.1)"));
          if (!hand_remove (t, action->target_card))
            return refuse (error, _("%s holds no %s card"), name_of (ctx, action->target),
                           herald_card_get_name (action->target_card));
          g_assert (p->n_hand < HERALD_MAX_HAND);
          p->hand[p->n_hand++] = action->target_card;
          o = emit (ctx, HERALD_OUTCOME_CARD_STOLEN, player);
          o->other = action->target;
          o->card = action->target_card;
        }
      break;

    case HERALD_CARD_SABOTEUR:
      if (game->rules.edition == HERALD_EDITION_FIRST)
        {
          HeraldPlayerState *t;
          gboolean done = FALSE;

          if (action->target == HERALD_UNSET)
            return invalid (error, _("the first-edition Saboteur needs “target”"));
          t = &s->players[action->target];
          for (guint c = 0; c < t->n_cities && !done; c++)
            if (t->cities[c].metropolis < 0 && !t->cities[c].sabotaged)
              {
                t->cities[c].sabotaged = 1;
                done = TRUE;
              }
          if (!done)
            return refuse (error, _("%s has no city that can be sabotaged (metropolises cannot)"),
                           name_of (ctx, action->target));
          o = emit (ctx, HERALD_OUTCOME_SABOTEUR, player);
          o->players[o->n_players++] = action->target;
        }
      else
        {
          guint mine = total_vp (s, player);

          /* A14: every player with as many or more VP discards half */
          o = emit (ctx, HERALD_OUTCOME_SABOTEUR, player);
          for (guint i = 1; i < s->n_players; i++)
            {
              guint q = (player + i) % s->n_players;

              if (total_vp (s, q) >= mine)
                o->players[o->n_players++] = q;
            }
        }
      break;

    case HERALD_CARD_WARLORD:
      for (guint k = 0; k < p->n_knights; k++)
        if (!p->knights[k].active)
          {
            p->knights[k].active = 1;
            p->knights[k].fresh = 1;
          }
      break;

    case HERALD_CARD_MERCHANT:
      for (guint q = 0; q < s->n_players; q++)
        s->players[q].merchant = FALSE;
      p->merchant = TRUE;
      break;

    case HERALD_CARD_BISHOP:
      if (!robber_may_move (game, s))
        return refuse (error, _("the Bishop moves the robber, which stays in the desert until the "
                       "first barbarian attack (A9)"));
      break;

    default:
      break;
    }

  if (digital)
    deck_put_under (s, card);
  emit (ctx, HERALD_OUTCOME_CARD_PLAYED, player)->card = card;
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

  if (!check_own_turn_after_roll (ctx, player,
                                  /* Translators: completes “… is not allowed in the special
                                   * build phase” and similar sentences */
                                  _("A knight action"), error))
    return FALSE;
  if (!get_knight (ctx, player, action->knight, &k, error))
    return FALSE;
  if (!k->active)
    return refuse (error, _("only an active knight can act"));
  if (k->fresh)
    return refuse (error, _("a knight activated this turn cannot act until the next turn (A18.5)"));
  if (k->acted)
    return refuse (error, _("this knight already acted this turn"));

  if (action->kind == HERALD_KNIGHT_CHASE_ROBBER && !robber_may_move (ctx->game, s))
    return refuse (error, _("the robber stays in the desert until the first barbarian attack (A9)"));

  if (action->kind == HERALD_KNIGHT_DISPLACE)
    {
      HeraldPlayerState *t;
      guint level = k->level;

      if (!check_player (ctx, action->target, error))
        return FALSE;
      if ((guint) action->target == player)
        return refuse (error, _("a knight displaces an opponent's knight"));
      t = &s->players[action->target];
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
  gint i;

  if (action->type >= HERALD_N_ACTIONS)
    return invalid (error, _("unknown action"));

  if (s->phase == HERALD_PHASE_OVER)
    return refuse (error, _("the game is over: %s has won"), name_of (ctx, s->winner));

  switch (action->type)
    {
    case HERALD_ACTION_ROLL:
    case HERALD_ACTION_END_TURN:
      if (player != HERALD_UNSET)
        {
          if (!check_player (ctx, player, error))
            return FALSE;
          if ((guint) player != s->current && s->phase != HERALD_PHASE_SETUP)
            return refuse (error, _("it is %s's turn, not %s's"), name_of (ctx, s->current),
                           name_of (ctx, player));
        }
      break;
    case HERALD_ACTION_END_SPECIAL_BUILD:
      if (player != HERALD_UNSET && !check_player (ctx, player, error))
        return FALSE;
      break;
    case HERALD_ACTION_SET_LONGEST_ROAD:
    case HERALD_ACTION_SET_MERCHANT:
      if (player != HERALD_UNSET && !check_player (ctx, player, error))
        return FALSE;
      break;
    default:
      if (!check_player (ctx, player, error))
        return FALSE;
      p = &s->players[player];
      break;
    }

  if (s->phase == HERALD_PHASE_SETUP &&
      action->type != HERALD_ACTION_SETUP_SETTLEMENT && action->type != HERALD_ACTION_SETUP_CITY)
    return refuse (error, _("the setup round comes first: each player places a settlement, then "
                   "a city"));

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
                       "turn ends (A12.3)"), name_of (ctx, s->current),
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
      if (!check_builder (ctx, player, error))
        return FALSE;
      if (p->settlements >= HERALD_MAX_SETTLEMENTS)
        return refuse (error, _("%s has no settlement piece left (5 at most)"), name_of (ctx, player));
      p->settlements++;
      return TRUE;

    case HERALD_ACTION_BUILD_CITY:
      return check_builder (ctx, player, error) &&
             upgrade_to_city (ctx, player, action->flag, error);

    case HERALD_ACTION_BUILD_WALL:
      return check_builder (ctx, player, error) && add_wall (ctx, player, action->city, error);

    case HERALD_ACTION_BUILD_KNIGHT:
      if (!check_builder (ctx, player, error))
        return FALSE;
      if (p->n_knights >= HERALD_MAX_KNIGHTS || count_knights (p, 1) >= HERALD_KNIGHTS_PER_RANK)
        return refuse (error, _("%s has no basic knight left in supply (2 of each rank)"),
                       name_of (ctx, player));
      memset (&p->knights[p->n_knights], 0, sizeof p->knights[0]);
      p->knights[p->n_knights].level = 1;
      p->n_knights++;
      return TRUE;

    case HERALD_ACTION_UPGRADE_KNIGHT:
      return check_builder (ctx, player, error) &&
             upgrade_knight (ctx, player, action->knight, error);

    case HERALD_ACTION_ACTIVATE_KNIGHT:
      {
        HeraldKnight *k;

        if (!check_builder (ctx, player, error) ||
            !get_knight (ctx, player, action->knight, &k, error))
          return FALSE;
        if (k->active)
          return refuse (error, _("this knight is already active"));
        k->active = 1;
        k->fresh = 1;
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
      return check_builder (ctx, player, error) &&
             improve_city (ctx, player, action->track, action->city, error);

    case HERALD_ACTION_REPAIR_CITY:
      if (!check_builder (ctx, player, error))
        return FALSE;
      for (guint c = 0; c < p->n_cities; c++)
        if (p->cities[c].sabotaged)
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
      i = pending_find (s, HERALD_PENDING_CHOOSE_CITY, player);
      if (i < 0)
        return refuse (error, _("%s has no pillaged city to choose"), name_of (ctx, player));
      pending_remove_at (s, i);
      if (action->flag == 1)
        for (guint c = 0; c < p->n_cities; c++)
          if (p->cities[c].metropolis < 0 && p->cities[c].wall)
            {
              /* the walled city falls instead: the unwalled one stands again */
              p->cities[c].wall = 0;
              p->cities[c].sabotaged = 0;
              emit (ctx, HERALD_OUTCOME_CITY_LOST, player)->value = 1;
              break;
            }
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
      give_card (ctx, player, action->card);
      return TRUE;

    case HERALD_ACTION_CORRECT:
      return apply_correct (ctx, action, error);

    default:
      return invalid (error, _("unknown action"));
    }
}

/* Public API */

static gboolean
apply_to (HeraldGame         *self,
          HeraldState        *next,
          const HeraldAction *action,
          GArray             *outcomes,
          GError            **error)
{
  Ctx ctx = { self, next, self->log->len, outcomes };

  if (!apply_action (&ctx, action, error))
    return FALSE;
  sync_hand_limit (&ctx);
  check_winner (&ctx);
  return TRUE;
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
 * dropped) and its outcomes are appended to @outcomes and to the game's history. On failure
 * nothing changes: the action is applied to a copy of the state first.
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
  g_autoptr(GArray) local = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  next = self->state;
  if (!apply_to (self, &next, action, local, error))
    return FALSE;

  self->state = next;
  g_array_append_val (self->log, *action);
  g_array_set_size (self->redo, 0);
  g_array_append_vals (self->outcomes, local->data, local->len);
  if (outcomes != NULL)
    g_array_append_vals (outcomes, local->data, local->len);
  return TRUE;
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
  HeraldState next = self->state;
  g_autoptr(GArray) local = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  return apply_to (self, &next, action, local, error);
}

static void
rebuild (HeraldGame *self)
{
  g_autoptr(GArray) log = self->log;

  self->log = g_array_new (FALSE, FALSE, sizeof (HeraldAction));
  self->state = self->initial;
  g_array_set_size (self->outcomes, 0);
  for (guint i = 0; i < log->len; i++)
    {
      g_autoptr(GError) error = NULL;
      HeraldState next = self->state;
      g_autoptr(GArray) local = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));
      const HeraldAction *a = &g_array_index (log, HeraldAction, i);

      if (!apply_to (self, &next, a, local, &error))
        {
          /* cannot happen: the same actions were accepted from the same state before */
          g_critical ("Rebuilding the game failed at action %u: %s", i, error->message);
          break;
        }
      self->state = next;
      g_array_append_val (self->log, *a);
      g_array_append_vals (self->outcomes, local->data, local->len);
    }
}

/**
 * herald_game_undo:
 * @self: a game
 * @error: %HERALD_GAME_ERROR_NOTHING when the log is empty
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
  g_array_set_size (self->log, self->log->len - 1);
  rebuild (self);
  g_array_append_val (self->redo, last);
  return TRUE;
}

/**
 * herald_game_redo:
 * @self: a game
 * @outcomes: (nullable): as for herald_game_apply()
 * @error: %HERALD_GAME_ERROR_NOTHING when there is nothing to redo
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
  redo = g_array_copy (self->redo);
  g_array_set_size (redo, redo->len - 1);
  if (!herald_game_apply (self, &a, outcomes, error))
    return FALSE;
  /* apply() dropped the redo list; the rest of it stays redoable */
  g_array_unref (self->redo);
  self->redo = g_steal_pointer (&redo);
  return TRUE;
}

gboolean
herald_game_can_undo (HeraldGame *self)
{
  return self->log->len > 0;
}

gboolean
herald_game_can_redo (HeraldGame *self)
{
  return self->redo->len > 0;
}

/* Creating a game */

static JsonArray *
get_member_array (JsonObject  *obj,
                  const char  *name,
                  guint        max,
                  GError     **error)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      invalid (error, _("“%s” must be an array"), name);
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max)
    {
      invalid (error, _("“%s” has more than %u entries"), name, max);
      return NULL;
    }
  return json_node_get_array (node);
}

static gboolean
get_card_list (JsonArray  *array,
               const char *name,
               guint8     *cards,
               guint      *n_cards,
               GError    **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *e = json_array_get_element (array, i);
      HeraldCard card;

      if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
          !herald_card_from_id (json_node_get_string (e), &card))
        return invalid (error, _("“%s”: entry %u is not a card id"), name, i);
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

static const char * const start_members[] = {
  "setup", "round", "current", "barbarian_position", "first_attack_done", "players", "decks", NULL
};
static const char * const start_player_members[] = {
  "settlements", "sixth_settlements", "cities", "metropolises", "walls", "knights",
  "improvements", "progress_cards", "vp_cards", "defender", "longest_road", "merchant", NULL
};
static const char * const track_members[] = { "trade", "politics", "science", NULL };
static const char * const knight_members[] = { "level", "active", NULL };

static gboolean
parse_start_player (HeraldGame         *self,
                    HeraldState        *s,
                    guint               index,
                    JsonNode           *node,
                    gboolean           *longest_seen,
                    gboolean           *merchant_seen,
                    GError            **error)
{
  HeraldPlayerState *p = &s->players[index];
  JsonObject *obj;
  JsonArray *array;
  JsonNode *member;
  gint settlements = 1, cities = 1, walls = 0, sixth = 0, defender = 0;
  gboolean longest = FALSE, merchant = FALSE;
  g_autoptr(GError) local = NULL;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return invalid (error, _("must be an object"));
  obj = json_node_get_object (node);
  if (!herald_check_members (obj, start_player_members, "", error))
    return FALSE;

  if (!herald_json_get_int (obj, "settlements", 0, 5, FALSE, &settlements, error) ||
      !herald_json_get_int (obj, "sixth_settlements", 0, 4, FALSE, &sixth, error) ||
      !herald_json_get_int (obj, "cities", 0, 4, FALSE, &cities, error) ||
      !herald_json_get_int (obj, "walls", 0, 3, FALSE, &walls, error) ||
      !herald_json_get_int (obj, "defender", 0, 1000, FALSE, &defender, error) ||
      !herald_json_get_bool (obj, "longest_road", &longest, error) ||
      !herald_json_get_bool (obj, "merchant", &merchant, error))
    return FALSE;

  if (cities + sixth > HERALD_MAX_CITIES)
    return invalid (error, _("%d cities: a player has 4 city pieces"), cities + sixth);
  /* A7.6: without the rule a pillaged city with no settlement piece left is removed */
  if (sixth > 0 && !self->rules.sixth_settlement)
    return invalid (error, _("a pillaged city lies on its side only with the sixth_settlement rule"));
  if (walls > cities)
    return invalid (error, _("%d walls but %d cities: a wall stands under a city"), walls, cities);

  p->settlements = settlements;
  p->sixth_settlements = sixth;
  for (gint c = 0; c < cities; c++)
    add_city (p);
  p->defender = defender;

  if (longest && *longest_seen)
    return invalid (error, _("only one player holds the Longest Road"));
  if (merchant && *merchant_seen)
    return invalid (error, _("only one player holds the merchant"));
  *longest_seen |= longest;
  *merchant_seen |= merchant;
  p->longest_road = longest;
  p->merchant = merchant;

  member = json_object_get_member (obj, "improvements");
  if (member != NULL && !JSON_NODE_HOLDS_NULL (member))
    {
      if (!JSON_NODE_HOLDS_OBJECT (member))
        return invalid (error, _("“improvements” must be an object"));
      if (!herald_check_members (json_node_get_object (member), track_members, "improvements",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          gint level = 0;

          if (!herald_json_get_int (json_node_get_object (member), herald_track_to_string (t),
                                    0, 5, FALSE, &level, error))
            return FALSE;
          p->improvements[t] = level;
        }
    }

  array = get_member_array (obj, "metropolises", 3, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    for (guint i = 0; i < json_array_get_length (array); i++)
      {
        JsonNode *e = json_array_get_element (array, i);
        HeraldTrack t;
        gint city;

        if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
            !herald_track_from_string (json_node_get_string (e), &t))
          return invalid (error, _("“metropolises” lists tracks: trade, politics, science"));
        if (s->metropolis[t] >= 0)
          return invalid (error, _("the %s metropolis has two holders"), herald_track_to_string (t));
        if (p->improvements[t] < 4)
          return invalid (error, _("a %s metropolis needs level 4 in %s"),
                          herald_track_to_string (t), herald_track_to_string (t));
        city = first_ordinary_city (p);
        if (city < 0)
          return invalid (error, _("more metropolises than cities"));
        p->cities[city].metropolis = t;
        s->metropolis[t] = index;
        s->metropolis_permanent[t] = p->improvements[t] == 5;
      }

  /* walls stand under ordinary cities first */
  for (gint w = 0; w < walls; w++)
    {
      gboolean placed = FALSE;

      for (guint pass = 0; pass < 2 && !placed; pass++)
        for (guint c = 0; c < p->n_cities && !placed; c++)
          if (!p->cities[c].wall && (pass == 1 || p->cities[c].metropolis < 0))
            placed = p->cities[c].wall = 1;
    }

  array = get_member_array (obj, "knights", HERALD_MAX_KNIGHTS, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    for (guint i = 0; i < json_array_get_length (array); i++)
      {
        JsonNode *e = json_array_get_element (array, i);
        gint level = 0;
        gboolean active = FALSE;

        if (!JSON_NODE_HOLDS_OBJECT (e))
          return invalid (error, _("“knights” entries are objects {level, active}"));
        if (!herald_check_members (json_node_get_object (e), knight_members, "knights", error))
          return FALSE;
        if (!json_object_has_member (json_node_get_object (e), "level"))
          return invalid (error, _("knight %u has no “level”"), i);
        if (!herald_json_get_int (json_node_get_object (e), "level", 1, 3, FALSE, &level, error) ||
            !herald_json_get_bool (json_node_get_object (e), "active", &active, error))
          return FALSE;
        if (count_knights (p, level) >= HERALD_KNIGHTS_PER_RANK)
          return invalid (error, _("more than 2 knights of level %d: a player has 2 of each rank"),
                          level);
        p->knights[p->n_knights].level = level;
        p->knights[p->n_knights].active = active;
        p->n_knights++;
      }

  array = get_member_array (obj, "progress_cards", HERALD_HAND_LIMIT, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    {
      if (!self->rules.digital_cards && json_array_get_length (array) > 0)
        return invalid (error, _("“progress_cards”: with physical cards Herald holds no hands"));
      if (!get_card_list (array, "progress_cards", p->hand, &p->n_hand, error))
        return FALSE;
      for (guint i = 0; i < p->n_hand; i++)
        if (herald_card_is_vp (p->hand[i]))
          return invalid (error, _("“progress_cards”: the %s is revealed at once; list it in "
                          "“vp_cards”"), herald_card_to_id (p->hand[i]));
    }

  array = get_member_array (obj, "vp_cards", 2, &local);
  if (local != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (array != NULL)
    {
      if (!get_card_list (array, "vp_cards", p->vp_cards, &p->n_vp_cards, error))
        return FALSE;
      for (guint i = 0; i < p->n_vp_cards; i++)
        if (!herald_card_is_vp (p->vp_cards[i]))
          return invalid (error, _("“vp_cards” holds only printer and constitution"));
    }
  return TRUE;
}

static gboolean
parse_start (HeraldGame  *self,
             HeraldState *s,
             JsonNode    *start,
             GError     **error)
{
  JsonObject *obj;
  JsonNode *node;
  gint round = 1, current = 0, position = 0;
  gboolean first_attack = FALSE, setup = FALSE;
  gboolean longest = FALSE, merchant = FALSE;
  guint used[HERALD_N_CARDS] = { 0, };
  gboolean given[HERALD_N_TRACKS] = { FALSE, };
  g_autoptr(HeraldRng) rng = NULL;

  if (start != NULL && !JSON_NODE_HOLDS_OBJECT (start))
    return invalid (error, _("“start” must be an object"));
  obj = start != NULL ? json_node_get_object (start) : NULL;

  if (obj != NULL)
    {
      if (!herald_check_members (obj, start_members, "start", error))
        return FALSE;
      if (!herald_json_get_bool (obj, "setup", &setup, error) ||
          !herald_json_get_int (obj, "round", 1, 100000, FALSE, &round, error) ||
          !herald_json_get_int (obj, "current", 0, self->n_players - 1, FALSE, &current, error) ||
          !herald_json_get_int (obj, "barbarian_position", 0,
                                herald_rules_get_track_length (&self->rules, FALSE) - 1, FALSE,
                                &position, error) ||
          !herald_json_get_bool (obj, "first_attack_done", &first_attack, error))
        return FALSE;
      if ((guint) position >= herald_rules_get_track_length (&self->rules, first_attack))
        return invalid (error, _("“barbarian_position” %d: the ship would have landed"), position);
    }

  s->round = round;
  s->current = current;
  s->barbarian_position = position;
  s->first_attack_done = first_attack;

  node = obj != NULL ? json_object_get_member (obj, "players") : NULL;
  if (setup)
    {
      if (node != NULL || current != 0)
        return invalid (error, _("“setup” starts from an empty board with player 0: “players” "
                        "and “current” cannot be given with it"));
      s->phase = HERALD_PHASE_SETUP;
    }
  else if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (node) ||
          json_array_get_length (json_node_get_array (node)) != self->n_players)
        return invalid (error, _("“start.players” must list every player, in order"));
      array = json_node_get_array (node);
      for (guint i = 0; i < self->n_players; i++)
        {
          g_autoptr(GError) local = NULL;

          if (!parse_start_player (self, s, i, json_array_get_element (array, i), &longest,
                                   &merchant, &local))
            {
              g_set_error (error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                           _("start.players[%u]: %s"), i, local->message);
              return FALSE;
            }
        }
    }
  else
    for (guint i = 0; i < self->n_players; i++)
      {
        s->players[i].settlements = 1;
        add_city (&s->players[i]);
      }

  for (guint p = 0; p < self->n_players; p++)
    {
      for (guint i = 0; i < s->players[p].n_hand; i++)
        used[s->players[p].hand[i]]++;
      for (guint i = 0; i < s->players[p].n_vp_cards; i++)
        used[s->players[p].vp_cards[i]]++;
    }

  node = obj != NULL ? json_object_get_member (obj, "decks") : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!self->rules.digital_cards)
        return invalid (error, _("“start.decks”: with physical cards Herald holds no decks"));
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return invalid (error, _("“start.decks” must be an object"));
      if (!herald_check_members (json_node_get_object (node), track_members, "start.decks",
                                 error))
        return FALSE;
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          g_autoptr(GError) local = NULL;
          JsonArray *array = get_member_array (json_node_get_object (node),
                                               herald_track_to_string (t), HERALD_DECK_SIZE,
                                               &local);

          if (local != NULL)
            {
              g_propagate_prefixed_error (error, g_steal_pointer (&local), "start.decks: ");
              return FALSE;
            }
          if (array == NULL)
            continue;
          given[t] = TRUE;
          if (!get_card_list (array, herald_track_to_string (t), s->deck[t], &s->n_deck[t], error))
            return FALSE;
          for (guint i = 0; i < s->n_deck[t]; i++)
            {
              if (herald_card_get_track (s->deck[t][i]) != t)
                return invalid (error, _("start.decks: the %s is not a %s card"),
                                herald_card_to_id (s->deck[t][i]), herald_track_to_string (t));
              used[s->deck[t][i]]++;
            }
        }
    }

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    if (used[c] > herald_card_get_count (c, self->rules.edition))
      return invalid (error, _("%u %s cards placed, but the %s deck holds %u"), used[c],
                      herald_card_to_id (c), herald_edition_to_string (self->rules.edition),
                      herald_card_get_count (c, self->rules.edition));

  if (self->rules.digital_cards)
    {
      rng = herald_rng_new_with_seed (self->seed);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          guint8 all[HERALD_DECK_SIZE];
          guint n, left[HERALD_N_CARDS];

          if (given[t])
            continue;
          memcpy (left, used, sizeof left);
          n = herald_deck_composition (t, self->rules.edition, all);
          s->n_deck[t] = 0;
          for (guint i = 0; i < n; i++)
            {
              if (left[all[i]] > 0)
                left[all[i]]--;
              else
                s->deck[t][s->n_deck[t]++] = all[i];
            }
          herald_rng_shuffle (rng, s->deck[t], s->n_deck[t]);
        }
    }
  return TRUE;
}

static gboolean
check_rules (const HeraldRules *rules,
             guint              n_players,
             GError           **error)
{
  if (rules->edition > HERALD_EDITION_FIRST)
    return invalid (error, _("unknown rule set"));
  if (rules->victory_points < 3 || rules->victory_points > 30)
    return invalid (error, _("the victory target must be 3–30"));
  if (n_players < HERALD_MIN_PLAYERS || n_players > herald_rules_get_max_players (rules))
    return invalid (error, _("%u players: the game takes 3–4 players, 5–6 with the 5–6 extension"),
                    n_players);
  return TRUE;
}

/**
 * herald_game_new:
 * @rules: the rules
 * @players: (array length=n_players): names and colours, in turn order
 * @n_players: 3–4, or 5–6 with the extension
 * @start: (nullable): the `start` object of the save format (docs/save-format.md); %NULL for
 *   the position after the setup round
 * @seed: the seed of the shuffle of decks that @start does not give
 * @error: %HERALD_GAME_ERROR_INVALID naming the field of an impossible position
 *
 * Returns: (transfer full) (nullable): a game with an empty log, or %NULL
 */
HeraldGame *
herald_game_new (const HeraldRules       *rules,
                 const HeraldPlayerInfo  *players,
                 guint                    n_players,
                 JsonNode                *start,
                 guint32                  seed,
                 GError                 **error)
{
  g_autoptr(HeraldGame) self = NULL;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (players != NULL || n_players == 0, NULL);

  if (!check_rules (rules, n_players, error))
    return NULL;

  for (guint i = 0; i < n_players; i++)
    {
      gsize len = players[i].name != NULL ? strlen (players[i].name) : 0;

      if (len == 0 || len > 64 || !g_utf8_validate (players[i].name, -1, NULL))
        {
          invalid (error, _("player %u: a name is 1–64 bytes of text"), i);
          return NULL;
        }
      if (players[i].color >= HERALD_N_COLORS)
        {
          invalid (error, _("player %u: unknown colour"), i);
          return NULL;
        }
      for (guint j = 0; j < i; j++)
        if (players[j].color == players[i].color)
          {
            invalid (error, _("players %u and %u both play %s"), j, i,
                     herald_color_to_string (players[i].color));
            return NULL;
          }
    }

  self = g_new0 (HeraldGame, 1);
  self->rules = *rules;
  self->n_players = n_players;
  for (guint i = 0; i < n_players; i++)
    {
      self->players[i].name = g_strdup (players[i].name);
      self->players[i].color = players[i].color;
    }
  self->seed = seed;
  self->start = start != NULL ? json_node_copy (start) : NULL;
  self->log = g_array_new (FALSE, FALSE, sizeof (HeraldAction));
  self->redo = g_array_new (FALSE, FALSE, sizeof (HeraldAction));
  self->outcomes = g_array_new (FALSE, FALSE, sizeof (HeraldOutcome));

  memset (&self->initial, 0, sizeof self->initial);
  self->initial.n_players = n_players;
  self->initial.winner = -1;
  self->initial.phase = HERALD_PHASE_BEFORE_ROLL;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    self->initial.metropolis[t] = -1;

  if (!parse_start (self, &self->initial, start, error))
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
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) start = NULL;

  json_builder_begin_object (b);
  if (setup_round)
    {
      json_builder_set_member_name (b, "setup");
      json_builder_add_boolean_value (b, TRUE);
    }
  if (rules->digital_cards)
    {
      json_builder_set_member_name (b, "decks");
      json_builder_begin_object (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        {
          guint8 cards[HERALD_DECK_SIZE];
          guint n = herald_deck_composition (t, rules->edition, cards);

          herald_rng_shuffle (rng, cards, n);
          json_builder_set_member_name (b, herald_track_to_string (t));
          json_builder_begin_array (b);
          for (guint i = 0; i < n; i++)
            json_builder_add_string_value (b, herald_card_to_id (cards[i]));
          json_builder_end_array (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  start = json_builder_get_root (b);

  return herald_game_new (rules, players, n_players, start, herald_rng_get_seed (rng), error);
}

void
herald_game_free (HeraldGame *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < self->n_players; i++)
    g_free (self->players[i].name);
  g_clear_pointer (&self->start, json_node_unref);
  g_clear_pointer (&self->log, g_array_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  g_clear_pointer (&self->outcomes, g_array_unref);
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
    copy->players[i].name = g_strdup (self->players[i].name);
  copy->start = self->start != NULL ? json_node_copy (self->start) : NULL;
  copy->log = g_array_copy (self->log);
  copy->redo = g_array_copy (self->redo);
  copy->outcomes = g_array_copy (self->outcomes);
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

/**
 * herald_game_get_start:
 * @self: a game
 *
 * Returns: (transfer none) (nullable): the start position as given
 */
JsonNode *
herald_game_get_start (HeraldGame *self)
{
  return self->start;
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
  g_return_val_if_fail (player < self->n_players, 7);
  return 7 + 2 * count_walls (&self->state.players[player]);
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

/* The regularized upper incomplete gamma function Q(a, x), by its series for x < a + 1 and its
 * continued fraction otherwise (both converge quickly there). */
static double
gamma_q (double a,
         double x)
{
  double gln = lgamma (a);

  if (x <= 0)
    return 1.0;
  if (x < a + 1)
    {
      double sum = 1.0 / a, term = sum, ap = a;

      for (guint n = 0; n < 500; n++)
        {
          ap += 1;
          term *= x / ap;
          sum += term;
          if (fabs (term) < fabs (sum) * 1e-14)
            break;
        }
      return 1.0 - sum * exp (-x + a * log (x) - gln);
    }
  else
    {
      double b = x + 1 - a, c = 1.0 / 1e-300, d = 1.0 / b, h = d;

      for (guint i = 1; i < 500; i++)
        {
          double an = -(double) i * (i - a), del;

          b += 2;
          d = an * d + b;
          if (fabs (d) < 1e-300)
            d = 1e-300;
          c = b + an / c;
          if (fabs (c) < 1e-300)
            c = 1e-300;
          d = 1.0 / d;
          del = d * c;
          h *= del;
          if (fabs (del - 1) < 1e-14)
            break;
        }
      return exp (-x + a * log (x) - gln) * h;
    }
}

/**
 * herald_chi_square_p_value:
 * @chi_square: a chi-square statistic, ≥ 0
 * @degrees: its degrees of freedom, ≥ 1
 *
 * Returns: the probability that a chi-square variable with @degrees degrees of freedom is at
 *   least @chi_square, 0–1
 */
double
herald_chi_square_p_value (double chi_square,
                           guint  degrees)
{
  g_return_val_if_fail (degrees >= 1, 1.0);
  return CLAMP (gamma_q (degrees / 2.0, chi_square / 2.0), 0.0, 1.0);
}

/**
 * herald_game_get_statistics:
 * @self: a game
 * @stats: (out caller-allocates): the statistics of the log so far
 *
 * Counts the dice of every roll in the log (a re-rolled 7 of the easy start included: it was
 * rolled), the attacks and, per player, the cards drawn, the cities lost and the Defender
 * cards. Dice set with the Alchemist are left out of the red, white and totals counts.
 */
void
herald_game_get_statistics (HeraldGame       *self,
                            HeraldStatistics *stats)
{
  g_return_if_fail (self != NULL);

  memset (stats, 0, sizeof *stats);
  for (guint i = 0; i < self->log->len; i++)
    {
      const HeraldAction *a = &g_array_index (self->log, HeraldAction, i);

      if (a->type != HERALD_ACTION_ROLL)
        continue;
      stats->n_events++;
      stats->events[a->roll.event]++;
      if (a->roll.alchemist)
        continue;
      stats->n_rolls++;
      stats->red[a->roll.red]++;
      stats->white[a->roll.white]++;
      stats->totals[a->roll.red + a->roll.white]++;
    }

  for (guint i = 0; i < self->outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (self->outcomes, HeraldOutcome, i);

      switch (o->type)
        {
        case HERALD_OUTCOME_ATTACK:
          stats->attacks++;
          stats->catan_wins += o->catan_wins;
          break;
        case HERALD_OUTCOME_PROGRESS_DRAW:
          stats->draws[o->player]++;
          break;
        case HERALD_OUTCOME_DEFENDER:
          stats->defender[o->player]++;
          break;
        case HERALD_OUTCOME_CITY_LOST:
          /* a choose_city swap repeats the outcome for the same loss */
          if (herald_game_get_action (self, o->action)->type != HERALD_ACTION_CHOOSE_CITY)
            stats->cities_lost[o->player]++;
          break;
        default:
          break;
        }
    }

  stats->p_value = 1.0;
  if (stats->n_rolls > 0)
    {
      for (guint t = 2; t <= 12; t++)
        {
          double expected = stats->n_rolls * (6 - abs ((int) t - 7)) / 36.0;
          double d = stats->totals[t] - expected;

          stats->chi_square += d * d / expected;
        }
      stats->p_value = herald_chi_square_p_value (stats->chi_square, 10);
    }
}

/* JSON of outcomes and state */

const char *
herald_outcome_type_to_string (HeraldOutcomeType type)
{
  g_return_val_if_fail (type < HERALD_N_OUTCOMES, NULL);
  return outcome_names[type];
}

static void
add_player_or_null (JsonBuilder *b,
                    const char  *name,
                    gint         player)
{
  json_builder_set_member_name (b, name);
  if (player < 0)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, player);
}

static void
add_int_member (JsonBuilder *b,
                const char  *name,
                gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_index_list (JsonBuilder  *b,
                const char   *name,
                const guint8 *players,
                guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_int_value (b, players[i]);
  json_builder_end_array (b);
}

/**
 * herald_outcome_to_json:
 * @outcome: an outcome
 *
 * Encodes an outcome as `herald-cli replay` prints it (docs/save-format.md).
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_outcome_to_json (const HeraldOutcome *o)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, outcome_names[o->type]);
  add_int_member (b, "action", o->action);

  switch (o->type)
    {
    case HERALD_OUTCOME_ROLLED:
      add_int_member (b, "player", o->player);
      add_int_member (b, "production", o->value);
      add_int_member (b, "red", o->position / 10);
      add_int_member (b, "white", o->position % 10);
      json_builder_set_member_name (b, "event");
      json_builder_add_string_value (b, herald_event_to_string (o->track));
      break;

    case HERALD_OUTCOME_SHIP_ADVANCED:
      add_int_member (b, "position", o->position);
      break;

    case HERALD_OUTCOME_ATTACK:
      add_int_member (b, "barbarian_strength", o->barbarian_strength);
      add_int_member (b, "knight_strength", o->knight_strength);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, o->catan_wins ? "catan" : "barbarians");
      add_player_or_null (b, "defender", o->defender);
      add_index_list (b, "tie_draw", o->players, o->catan_wins ? o->n_players : 0);
      add_index_list (b, "cities_lost", o->players, o->catan_wins ? 0 : o->n_players);
      json_builder_set_member_name (b, "contributions");
      json_builder_begin_array (b);
      for (guint i = 0; i < o->n_contributions; i++)
        json_builder_add_int_value (b, o->contributions[i]);
      json_builder_end_array (b);
      break;

    case HERALD_OUTCOME_PROGRESS_DRAW:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "deck");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      json_builder_set_member_name (b, "card");
      if (o->card < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_DECK_EMPTY:
      json_builder_set_member_name (b, "deck");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      if (o->player >= 0)
        add_index_list (b, "players", (guint8[]) { o->player }, 1);
      else
        add_index_list (b, "players", o->players, o->n_players);
      break;

    case HERALD_OUTCOME_SEVEN:
      json_builder_set_member_name (b, "robber_may_move");
      json_builder_add_boolean_value (b, o->robber_may_move);
      json_builder_set_member_name (b, "discard_limits");
      json_builder_begin_array (b);
      for (guint i = 0; i < o->n_players; i++)
        json_builder_add_int_value (b, o->values[i]);
      json_builder_end_array (b);
      break;

    case HERALD_OUTCOME_METROPOLIS:
      json_builder_set_member_name (b, "track");
      json_builder_add_string_value (b, herald_track_to_string (o->track));
      add_player_or_null (b, "from", o->other);
      add_int_member (b, "to", o->player);
      break;

    case HERALD_OUTCOME_VP_CARD:
    case HERALD_OUTCOME_CARD_PLAYED:
    case HERALD_OUTCOME_CARD_DISCARDED:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "card");
      if (o->card < 0)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_CARD_STOLEN:
      add_int_member (b, "player", o->player);
      add_int_member (b, "from", o->other);
      json_builder_set_member_name (b, "card");
      json_builder_add_string_value (b, herald_card_to_id (o->card));
      break;

    case HERALD_OUTCOME_SABOTEUR:
      add_int_member (b, "player", o->player);
      add_index_list (b, "players", o->players, o->n_players);
      break;

    case HERALD_OUTCOME_CITY_LOST:
      add_int_member (b, "player", o->player);
      json_builder_set_member_name (b, "walled");
      json_builder_add_boolean_value (b, o->value == 1);
      break;

    case HERALD_OUTCOME_KNIGHT_REMOVED:
    case HERALD_OUTCOME_KNIGHT_PLACED:
      add_int_member (b, "player", o->player);
      add_int_member (b, "level", o->value);
      break;

    case HERALD_OUTCOME_TURN:
      add_int_member (b, "player", o->player);
      add_int_member (b, "round", o->value);
      break;

    case HERALD_OUTCOME_REROLL:
    case HERALD_OUTCOME_SHIP_HELD:
    case HERALD_OUTCOME_SPECIAL_BUILD:
      break;

    case HERALD_OUTCOME_HAND_LIMIT:
    case HERALD_OUTCOME_DEFENDER:
    case HERALD_OUTCOME_WINNER:
    default:
      add_int_member (b, "player", o->player);
      break;
    }

  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static void
add_card_ids (JsonBuilder  *b,
              const char   *name,
              const guint8 *cards,
              guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    json_builder_add_string_value (b, herald_card_to_id (cards[i]));
  json_builder_end_array (b);
}

static void
add_counts (JsonBuilder *b,
            const char  *name,
            const guint *counts,
            guint        from,
            guint        to)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = from; i <= to; i++)
    json_builder_add_int_value (b, counts[i]);
  json_builder_end_array (b);
}

static JsonNode *
statistics_to_json (HeraldGame *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  HeraldStatistics st;

  herald_game_get_statistics (self, &st);
  json_builder_begin_object (b);
  add_int_member (b, "rolls", st.n_rolls);
  add_counts (b, "totals", st.totals, 2, 12);
  add_counts (b, "red", st.red, 1, 6);
  add_counts (b, "white", st.white, 1, 6);
  json_builder_set_member_name (b, "events");
  json_builder_begin_object (b);
  for (guint e = 0; e < 4; e++)
    add_int_member (b, herald_event_to_string (e), st.events[e]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "chi_square");
  json_builder_add_double_value (b, round (st.chi_square * 1000) / 1000);
  json_builder_set_member_name (b, "p_value");
  json_builder_add_double_value (b, round (st.p_value * 1000) / 1000);
  add_int_member (b, "attacks", st.attacks);
  add_int_member (b, "catan_wins", st.catan_wins);
  add_counts (b, "draws", st.draws, 0, self->n_players - 1);
  add_counts (b, "cities_lost", st.cities_lost, 0, self->n_players - 1);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static const char *pending_names[] = { "choose_deck", "choose_city", "discard_card" };

/**
 * herald_game_state_to_json:
 * @self: a game
 *
 * The derived state as `herald-cli replay` prints it: the contract of docs/save-format.md
 * ("What herald-cli replay prints"). Members are only ever added, never changed.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_game_state_to_json (HeraldGame *self)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  const HeraldState *s = &self->state;

  json_builder_begin_object (b);
  add_int_member (b, "round", s->round);
  add_int_member (b, "current", s->current);
  add_int_member (b, "barbarian_position", s->barbarian_position);
  json_builder_set_member_name (b, "first_attack_done");
  json_builder_add_boolean_value (b, s->first_attack_done);
  json_builder_set_member_name (b, "robber_may_move");
  json_builder_add_boolean_value (b, robber_may_move (self, s));
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, phase_names[s->phase]);
  add_int_member (b, "barbarian_strength", herald_game_get_barbarian_strength (self));
  add_int_member (b, "attacks", s->attacks);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_players; i++)
    {
      const HeraldPlayerState *p = &s->players[i];
      HeraldVp vp;

      compute_vp (s, i, &vp);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, self->players[i].name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, herald_color_to_string (self->players[i].color));
      add_int_member (b, "vp", vp.total);
      json_builder_set_member_name (b, "vp_breakdown");
      json_builder_begin_object (b);
      add_int_member (b, "settlements", vp.settlements);
      add_int_member (b, "cities", vp.cities);
      add_int_member (b, "metropolises", vp.metropolises);
      add_int_member (b, "longest_road", vp.longest_road);
      add_int_member (b, "defender", vp.defender);
      add_int_member (b, "merchant", vp.merchant);
      add_int_member (b, "vp_cards", vp.vp_cards);
      json_builder_end_object (b);
      add_int_member (b, "settlements", p->settlements + p->sixth_settlements);
      add_int_member (b, "sixth_settlements", p->sixth_settlements);
      add_int_member (b, "cities", p->n_cities);
      json_builder_set_member_name (b, "metropolises");
      json_builder_begin_array (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (s->metropolis[t] == (gint) i)
          json_builder_add_string_value (b, herald_track_to_string (t));
      json_builder_end_array (b);
      add_int_member (b, "walls", count_walls (p));
      json_builder_set_member_name (b, "knights");
      json_builder_begin_array (b);
      for (guint k = 0; k < p->n_knights; k++)
        {
          json_builder_begin_object (b);
          add_int_member (b, "level", p->knights[k].level);
          json_builder_set_member_name (b, "active");
          json_builder_add_boolean_value (b, p->knights[k].active);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      add_int_member (b, "knight_strength", knight_strength (p));
      json_builder_set_member_name (b, "improvements");
      json_builder_begin_object (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        add_int_member (b, herald_track_to_string (t), p->improvements[t]);
      json_builder_end_object (b);
      add_card_ids (b, "progress_cards", p->hand, p->n_hand);
      add_card_ids (b, "vp_cards", p->vp_cards, p->n_vp_cards);
      add_int_member (b, "defender", p->defender);
      json_builder_set_member_name (b, "longest_road");
      json_builder_add_boolean_value (b, p->longest_road);
      json_builder_set_member_name (b, "merchant");
      json_builder_add_boolean_value (b, p->merchant);
      add_int_member (b, "discard_limit", 7 + 2 * count_walls (p));
      /* A16.4: the level-3 abilities, kept even when every city is lost */
      json_builder_set_member_name (b, "abilities");
      json_builder_begin_array (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        if (p->improvements[t] >= 3)
          json_builder_add_string_value (b, herald_ability_to_string ((HeraldAbility) t));
      json_builder_end_array (b);
      {
        guint sabotaged = 0;

        for (guint c = 0; c < p->n_cities; c++)
          sabotaged += p->cities[c].sabotaged;
        add_int_member (b, "sabotaged_cities", sabotaged);
      }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "decks");
  json_builder_begin_object (b);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      json_builder_set_member_name (b, herald_track_to_string (t));
      if (self->rules.digital_cards)
        json_builder_add_int_value (b, s->n_deck[t]);
      else
        json_builder_add_null_value (b);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "metropolis_holders");
  json_builder_begin_object (b);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    add_player_or_null (b, herald_track_to_string (t), s->metropolis[t]);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "outcomes");
  json_builder_begin_array (b);
  for (guint i = 0; i < self->outcomes->len; i++)
    json_builder_add_value (b, herald_outcome_to_json (&g_array_index (self->outcomes,
                                                                       HeraldOutcome, i)));
  json_builder_end_array (b);

  json_builder_set_member_name (b, "pending");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_pending; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, pending_names[s->pending[i].type]);
      add_int_member (b, "player", s->pending[i].player);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "statistics");
  json_builder_add_value (b, statistics_to_json (self));

  add_player_or_null (b, "winner", s->winner);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
