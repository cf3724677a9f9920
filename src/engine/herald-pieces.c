/* herald-pieces.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Changing a player's pieces: cities, walls, knights, improvements, metropolises, and the
 * barbarian attack (RULES.md A5-A7, A16-A19).
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"


void
add_city (HeraldPlayerState *p)
{
  g_assert (p->n_cities < HERALD_MAX_CITIES);
  p->cities[p->n_cities].wall = 0;
  p->cities[p->n_cities].metropolis = -1;
  p->cities[p->n_cities].sabotaged = 0;
  p->n_cities++;
}

/* A15 (first edition): the player's ordinary cities the Saboteur turned (a metropolis never
 * stands on one, A17.5) */
guint
count_sabotaged (const HeraldPlayerState *p)
{
  guint n = 0;

  for (guint c = 0; c < p->n_cities; c++)
    n += p->cities[c].metropolis < 0 && p->cities[c].sabotaged;
  return n;
}

/* A15 (first edition): @n of the player's ordinary cities are sabotaged afterwards, as a
 * correction or a starting position says (metropolises never are). Cities already sabotaged
 * stay so as far as @n goes; more are turned among the cities without a wall first, fewer are
 * repaired among the walled ones first. Returns %FALSE, changing nothing, when the player has
 * fewer ordinary cities than @n. */
gboolean
set_sabotaged (HeraldPlayerState *p,
               guint              n)
{
  guint now = count_sabotaged (p);
  gboolean turn;

  if (n > count_ordinary (p))
    return FALSE;
  turn = now < n;
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c < p->n_cities; c++)
      {
        HeraldCity *city = &p->cities[c];
        /* turning: cities without a wall first; repairing: walled ones first */
        gboolean walled_first_pass = !turn;

        if (city->metropolis >= 0 || (city->wall != 0) != ((pass == 0) == walled_first_pass))
          continue;
        if (now < n && !city->sabotaged)
          {
            city->sabotaged = 1;
            now++;
          }
        else if (now > n && city->sabotaged)
          {
            city->sabotaged = 0;
            now--;
          }
      }
  g_assert (now == n);
  return TRUE;
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
gboolean
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

  /* said as what is so, not as a refusal: it is the "+ city" button's description as soon
   * as the last settlement became a city, and a screen reader read it then, before the city
   * just built (newcomer report 11, N-10) */
  if (p->settlements == 0 && p->n_cities > 0)
    return refuse (error, _("All of %s’s settlements are cities already"), name_of (ctx, player));
  if (p->settlements == 0)
    return refuse (error, _("%s has no settlement to upgrade"), name_of (ctx, player));
  if (p->n_cities + p->sixth_settlements >= HERALD_MAX_CITIES)
    return refuse (error, _("%s has no city piece left (4 at most)"), name_of (ctx, player));
  p->settlements--;
  add_city (p);
  return TRUE;
}

/* A19.1: a wall under a city without one, at most 3; a settlement has none */
gboolean
add_wall (Ctx     *ctx,
          guint    player,
          gint     city,
          GError **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];

  /* not "every city already has a wall" of a player who has none (breaker 16, B16-2) */
  if (p->n_cities == 0)
    return refuse (error, _("%s has no city: a city wall stands under a city; settlements cannot "
                            "have one"),
                   name_of (ctx, player));
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

gboolean
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

void
remove_knight_at (HeraldPlayerState *p,
                  guint              k)
{
  memmove (&p->knights[k], &p->knights[k + 1], (p->n_knights - k - 1) * sizeof p->knights[0]);
  p->n_knights--;
}

/* A18.4: one rank up, once per turn, Fortress for mighty, the next piece in supply */
gboolean
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
  if (k->promoted && !((k->corrected & HERALD_KNIGHT_CORRECTED_PROMOTED) && !is_new_step (ctx)))
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
  k->corrected &= ~HERALD_KNIGHT_CORRECTED_PROMOTED;
  return TRUE;
}

void
reset_turn_flags (HeraldState *s)
{
  /* a Crane's discount is for an improvement of the turn it is played in (A14) */
  s->cranes_open = 0;
  for (guint p = 0; p < s->n_players; p++)
    for (guint k = 0; k < s->players[p].n_knights; k++)
      {
        s->players[p].knights[k].fresh = 0;
        s->players[p].knights[k].promoted = 0;
        s->players[p].knights[k].acted = 0;
        s->players[p].knights[k].corrected = 0;
      }
}

/* Metropolises (A17) */

gint
first_ordinary_city (const HeraldPlayerState *p)
{
  for (guint c = 0; c < p->n_cities; c++)
    if (p->cities[c].metropolis < 0)
      return c;
  return -1;
}

gboolean
place_metropolis (Ctx         *ctx,
                  guint        player,
                  HeraldTrack  track,
                  gint         city,
                  GError     **error)
{
  HeraldPlayerState *p = &ctx->s->players[player];
  gint from = ctx->s->metropolis[track];
  HeraldOutcome *o;

  /* A15, A17.5: a metropolis is never sabotaged (first edition), so it goes on an ordinary
   * city that is not sabotaged; Herald takes the first such city when none is named */
  if (city == HERALD_UNSET)
    {
      for (guint c = 0; c < p->n_cities && city < 0; c++)
        if (p->cities[c].metropolis < 0 && !p->cities[c].sabotaged)
          city = c;
      /* Herald before December 2026 took the first ordinary city, sabotaged or not: a file's
       * log loads as written (docs/save-format.md, "Rules that refuse new steps only") */
      if (city < 0 && !is_new_step (ctx))
        city = first_ordinary_city (p);
      if (city < 0 && count_ordinary (p) == 1)
        return refuse (error, _("%s’s only ordinary city is sabotaged: a metropolis cannot stand on "
                                "a sabotaged city; repair it first"),
                       name_of (ctx, player));
      if (city < 0 && count_ordinary (p) > 1)
        return refuse (error, _("every ordinary city of %s is sabotaged: a metropolis cannot stand "
                                "on a sabotaged city; repair one first"),
                       name_of (ctx, player));
    }
  else if ((guint) city >= p->n_cities || p->cities[city].metropolis >= 0)
    return refuse (error, _("city %d of %s is not an ordinary city"), city, name_of (ctx, player));
  else if (p->cities[city].sabotaged && is_new_step (ctx))
    return refuse (error, _("city %d of %s is sabotaged: a metropolis cannot stand on a sabotaged "
                            "city; repair it first"), city, name_of (ctx, player));
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

gboolean
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
  gboolean walled = FALSE, unwalled = FALSE, sabotaged = FALSE, intact = FALSE;
  gboolean lost_sabotaged, lost_walled;
  HeraldOutcome *o;

  /* Herald first takes an unwalled (and preferably sabotaged) ordinary city; the player may
   * choose another one with choose_city when their ordinary cities differ in wall or, in the
   * first edition, in sabotage (A7.4, A15) */
  for (guint c = 0; c < p->n_cities; c++)
    {
      gint score;

      if (p->cities[c].metropolis >= 0)
        continue;
      if (p->cities[c].wall)
        walled = TRUE;
      else
        unwalled = TRUE;
      if (p->cities[c].sabotaged)
        sabotaged = TRUE;
      else
        intact = TRUE;
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
  lost_sabotaged = p->cities[best].sabotaged;
  lost_walled = p->cities[best].wall;
  remove_city_at (p, best);

  /* A7.6: the sixth settlement */
  if (p->settlements < HERALD_MAX_SETTLEMENTS)
    p->settlements++;
  else if (ctx->game->rules.sixth_settlement)
    p->sixth_settlements++;

  if ((walled && unwalled) || (sabotaged && intact))
    {
      HeraldPending *pending;

      pending_add (ctx->s, HERALD_PENDING_CHOOSE_CITY, player);
      pending = &ctx->s->pending[ctx->s->n_pending - 1];
      pending->sabotaged = lost_sabotaged;
      pending->walled = lost_walled;
      pending->sabotage_only = !(walled && unwalled);
    }
}

/**
 * choose_pillaged_city:
 * @action: `choose_city`: @flag walled, @sabotaged (first edition) or %HERALD_UNSET
 * @walls_changed: (out): whether the player's walls changed (the 7's limits, A19.2)
 *
 * A7.4, A15: the pillaged player chooses which ordinary city is lost. Herald took one
 * already (lose_city (): an unwalled one, a sabotaged one first); the city of the kind chosen
 * falls instead, and the one Herald took stands again as it was (its wall, its sabotage).
 * Without `sabotaged` (files before December 2026) the first city with that wall falls.
 *
 * Returns: %FALSE with @error when no choice is owed or no city of that kind is left
 */
gboolean
choose_pillaged_city (Ctx                *ctx,
                      const HeraldAction *action,
                      gboolean           *walls_changed,
                      GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldPlayerState *p = &s->players[action->player];
  gboolean walled = action->flag == 1;
  HeraldPending pending;
  HeraldOutcome *lost;
  gint i, chosen = -1;

  *walls_changed = FALSE;
  i = pending_find (s, HERALD_PENDING_CHOOSE_CITY, action->player);
  if (i < 0)
    return refuse (error, _("%s has no pillaged city to choose"), name_of (ctx, action->player));
  pending = s->pending[i];

  if (action->sabotaged != HERALD_UNSET)
    {
      gboolean sabotaged = action->sabotaged == 1;

      if (walled != pending.walled || sabotaged != pending.sabotaged)
        {
          for (guint c = 0; c < p->n_cities && chosen < 0; c++)
            if (p->cities[c].metropolis < 0 && !!p->cities[c].wall == walled &&
                !!p->cities[c].sabotaged == sabotaged)
              chosen = c;
          if (chosen < 0)
            return refuse (error, _("%s has no ordinary city of that kind (walled or not, "
                                    "sabotaged or not) to give up"),
                           name_of (ctx, action->player));
        }
    }
  else if (walled != pending.walled)
    {
      for (guint c = 0; c < p->n_cities && chosen < 0; c++)
        if (p->cities[c].metropolis < 0 && !!p->cities[c].wall == walled)
          chosen = c;
      /* a correction made since may have left no walled city (breaker 11, B-8). Herald
       * accepted the answer before December 2026 (it changed nothing): a file's log loads as
       * written */
      if (chosen < 0 && is_new_step (ctx))
        return refuse (error,
                       walled ? _("%s has no walled ordinary city left to give up: the city "
                                  "without a wall stays lost")
                              : _("%s has no ordinary city without a wall left to give up"),
                       name_of (ctx, action->player));
    }

  pending_remove_at (s, i);
  if (chosen < 0)
    return TRUE;
  /* the chosen city falls instead: the one Herald took stands again, as it was */
  lost = emit (ctx, HERALD_OUTCOME_CITY_LOST, action->player);
  lost->value = p->cities[chosen].wall;
  /* the same loss as the attack's city_lost for this player, which it replaces: one city
   * lost, not two (A7.2; "replaces" in the replay) */
  lost->other = action->player;
  *walls_changed = !!p->cities[chosen].wall != !!pending.walled;
  p->cities[chosen].wall = pending.walled;
  p->cities[chosen].sabotaged = pending.sabotaged;
  return TRUE;
}

gboolean
attack_input (Ctx                *ctx,
              const HeraldAction *action,
              HeraldAttackInput  *in,
              guint8             *fighting,
              GError            **error)
{
  const HeraldState *s = ctx->s;

  memset (in, 0, sizeof *in);
  in->n_players = s->n_players;
  in->first = s->current;
  in->zero_reward = ctx->game->rules.zero_reward;

  for (guint p = 0; p < s->n_players; p++)
    {
      const HeraldPlayerState *ps = &s->players[p];
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
          in->strength[p] += ps->knights[k].level;
      in->ordinary_cities[p] = count_ordinary (ps);
      in->metropolises[p] = count_metropolises (ps);
    }
  return TRUE;
}

gboolean
resolve_attack (Ctx                *ctx,
                const HeraldAction *action,
                GError            **error)
{
  HeraldState *s = ctx->s;
  HeraldAttackInput in;
  HeraldAttackResult res;
  guint8 fighting[HERALD_MAX_PLAYERS];
  HeraldOutcome *o;

  if (!attack_input (ctx, action, &in, fighting, error))
    return FALSE;
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
      guint awarded = 0;

      s->players[res.defender].defender++;
      for (guint p = 0; p < s->n_players; p++)
        awarded += s->players[p].defender;
      /* A6.5: unbounded; value 1 when a card of the box is given, 0 when the box has run out
       * (the table uses a token) */
      emit (ctx, HERALD_OUTCOME_DEFENDER, res.defender)->value =
        awarded <= herald_rules_get_defender_cards (&ctx->game->rules);
    }
  /* A6.2: each tied player chooses a deck, in turn order from the current player */
  if (ctx->game->rules.digital_cards)
    for (guint i = 0; i < res.n_tie_draw; i++)
      pending_add (s, HERALD_PENDING_CHOOSE_DECK, res.tie_draw[i]);
  else
    /* physical cards: the table draws, from a deck Herald is not told (A12.1: such a draw may
     * bring a Printer or a Constitution) */
    for (guint i = 0; i < res.n_tie_draw; i++)
      s->players[res.tie_draw[i]].drawn_any++;

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

