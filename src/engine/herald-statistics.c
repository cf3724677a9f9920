/* herald-statistics.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Statistics of a game: the dice counts and the chi-square test against fair dice, and the
 * evening's story (herald_story_new()): per player, attacks, metropolises, points over time.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "herald-game-private.h"
#include "herald-statistics.h"

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
 * cards. Dice set with the Alchemist are left out of the red, white and totals counts (they
 * were chosen, not rolled), and counted apart (@n_alchemist_rolls), so that the statistics
 * can say why a roll is missing there (tester report 43, N43-4).
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
        {
          stats->n_alchemist_rolls++;
          continue;
        }
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
        case HERALD_OUTCOME_CITY_LOST:
          /* a choose_city swap repeats the outcome for the same loss */
          if (herald_game_get_action (self, o->action)->type != HERALD_ACTION_CHOOSE_CITY)
            stats->cities_lost[o->player]++;
          break;
        default:
          break;
        }
    }

  /* the cards held now: won in attacks, and given by a correction or a game started from a
   * position, as the points count them (breaker report 14, B14-8: one given by a correction
   * was missing) */
  for (guint p = 0; p < self->n_players; p++)
    stats->defender[p] = self->state.players[p].defender;

  stats->n_undone_rolls = herald_game_get_n_undone_rolls (self);
  for (guint i = 0; i < self->log->len; i++)
    if (g_array_index (self->log, HeraldAction, i).type == HERALD_ACTION_ROLL &&
        g_array_index (self->log, HeraldAction, i).again)
      stats->n_rolls_again++;

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



/* The evening's story */

/* Closes the turn that began at @start (unix seconds, 0 = unknown) at @end. */
static void
close_turn (HeraldPlayerStory *p,
            gint64             start,
            gint64             end)
{
  gint64 length;

  if (start == 0 || end == 0 || end < start)
    return;
  length = end - start;
  if (length > HERALD_STORY_MAX_TURN_SECONDS)
    return;
  p->timed_turns++;
  p->turn_seconds += length;
  p->longest_turn = MAX (p->longest_turn, length);
}

/* the chance that the red die lets player @p draw from @track: RULES.md A11.1 through the
 * engine's own draws () */
static double
red_chance (const HeraldPlayerState *p,
            HeraldTrack              track)
{
  guint n = 0;

  for (guint red = 1; red <= 6; red++)
    if (draws (p, track, red))
      n++;
  return n / 6.0;
}

static void
story_step (HeraldStory        *story,
            const HeraldAction *a,
            guint               index,
            const HeraldState  *before,
            const HeraldState  *after,
            GArray             *outcomes,
            gint               *turn_player,
            gint64             *turn_start,
            gint64             *turn_latest)
{
  if (a->time != 0)
    {
      if (story->first_time == 0)
        story->first_time = a->time;
      story->last_time = a->time;
      /* times that go backwards within a turn (a clock set back, a hand-edited file) leave
       * the turn untimed: no turn is ever timed from times out of order */
      if (a->time < *turn_latest)
        *turn_start = 0;
      *turn_latest = MAX (*turn_latest, a->time);
    }

  if (a->type == HERALD_ACTION_ROLL)
    {
      HeraldPlayerStory *cur = &story->players[before->current];

      cur->rolls++;
      if (!a->roll.alchemist)
        {
          cur->totals[a->roll.red + a->roll.white]++;
          if (a->roll.red + a->roll.white == 7)
            cur->sevens++;
        }
      gboolean rerolled = FALSE;

      /* B.4 c: an easy start's 7 is rolled again as a whole, so its gate gives no card
       * (breaker report 18: it counted as a second chance to draw in that turn) */
      for (guint i = 0; i < outcomes->len; i++)
        rerolled |= g_array_index (outcomes, HeraldOutcome, i).type == HERALD_OUTCOME_REROLL;
      /* what the levels made likely: the event die shows each gate once in six rolls; the
       * red die is a chance too, unless the Alchemist chose it (A11.5: the chosen red is the
       * one that counts, breaker report 18) */
      for (guint p = 0; p < story->n_players && !rerolled; p++)
        for (guint t = 0; t < HERALD_N_TRACKS; t++)
          story->players[p].expected_draws[t] +=
            (a->roll.alchemist ? (draws (&before->players[p], t, a->roll.red) ? 1.0 : 0.0)
                               : red_chance (&before->players[p], t)) / 6.0;
    }

  if (a->type == HERALD_ACTION_END_TURN && *turn_player >= 0)
    {
      close_turn (&story->players[*turn_player], *turn_start, a->time);
      *turn_player = -1;
    }

  gboolean reward_seen = FALSE;

  for (guint i = 0; i < outcomes->len; i++)
    {
      const HeraldOutcome *o = &g_array_index (outcomes, HeraldOutcome, i);

      switch (o->type)
        {
        case HERALD_OUTCOME_PROGRESS_DRAW:
          /* A6.2, A6.3: the tie reward is the first draw of the choose_deck that answers it,
           * by its chooser from the chosen deck; every other draw is a gate draw (A11.2),
           * made by the roll or, waiting for a card put back (A11.3, A12.2), by a later step
           * (referee report 23, R23-2: a waiting gate draw made by a discard_card counted as
           * a reward) */
          if (a->type == HERALD_ACTION_CHOOSE_DECK && !reward_seen &&
              o->player == a->player && o->track == (gint) a->track)
            {
              reward_seen = TRUE;
              story->players[o->player].reward_draws++;
            }
          else
            story->players[o->player].draws[o->track]++;
          break;
        case HERALD_OUTCOME_DECK_EMPTY:
          for (guint k = 0; k < o->n_players; k++)
            story->players[o->players[k]].missed_draws++;
          break;
        case HERALD_OUTCOME_ATTACK:
          {
            HeraldAttackStory at = { 0, };

            at.action = index;
            at.round = before->round;
            at.barbarian_strength = o->barbarian_strength;
            at.knight_strength = o->knight_strength;
            at.catan_wins = o->catan_wins;
            at.defender = o->defender;
            if (!o->catan_wins)
              {
                at.n_lost = o->n_players;
                memcpy (at.lost, o->players, sizeof at.lost);
              }
            g_array_append_val (story->attacks, at);
          }
          break;
        case HERALD_OUTCOME_CITY_LOST:
          /* a choose_city swap repeats the outcome for the same loss */
          if (a->type != HERALD_ACTION_CHOOSE_CITY)
            story->players[o->player].cities_lost++;
          break;
        case HERALD_OUTCOME_TURN:
          if (*turn_player >= 0)
            close_turn (&story->players[*turn_player], *turn_start, a->time);
          story->players[o->player].turns++;
          *turn_player = o->player;
          *turn_start = a->time;
          *turn_latest = a->time;
          break;
        case HERALD_OUTCOME_WINNER:
          if (*turn_player >= 0)
            close_turn (&story->players[*turn_player], *turn_start, a->time);
          *turn_player = -1;
          break;
        default:
          break;
        }
    }

  /* from the states, so that a correction that moves or gives up a metropolis counts too */
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (before->metropolis[t] != after->metropolis[t])
      {
        HeraldMetropolisStory m = { index, after->round, t, before->metropolis[t],
                                    after->metropolis[t] };

        g_array_append_val (story->metropolises, m);
      }
}

static void
story_add_points (HeraldStory       *story,
                  const HeraldState *s)
{
  for (guint p = 0; p < story->n_players; p++)
    {
      guint vp = total_vp (s, p);

      g_array_append_val (story->points, vp);
    }
  g_array_append_val (story->rounds, s->round);
  g_array_append_val (story->currents, s->current);
  story->n_steps++;
}

/**
 * herald_story_new:
 * @game: a game
 *
 * Tells the story of @game from its log: the log is replayed from the start, so each figure
 * uses the position at the moment it happened (the levels before each roll, the points after
 * each step). Rolls are counted for the player whose turn it was; turns are timed only where
 * the actions carry times (docs/save-format.md, `times`).
 *
 * Returns: (transfer full): the story; free with herald_story_free()
 */
HeraldStory *
herald_story_new (HeraldGame *game)
{
  HeraldStory *story;
  HeraldState state;
  gint turn_player = -1;
  gint64 turn_start = 0, turn_latest = 0;
  gboolean replaying;
  HeraldState end;
  guint n_actions;

  g_return_val_if_fail (game != NULL, NULL);

  story = g_new0 (HeraldStory, 1);
  story->n_players = game->n_players;
  story->attacks = g_array_new (FALSE, TRUE, sizeof (HeraldAttackStory));
  story->metropolises = g_array_new (FALSE, TRUE, sizeof (HeraldMetropolisStory));
  story->points = g_array_sized_new (FALSE, TRUE, sizeof (guint),
                                     (game->log->len + 1) * game->n_players);
  story->rounds = g_array_sized_new (FALSE, TRUE, sizeof (guint), game->log->len + 1);
  story->currents = g_array_sized_new (FALSE, TRUE, sizeof (guint), game->log->len + 1);

  state = game->initial;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    story->first_holders[t] = state.metropolis[t];
  /* a game in progress, as herald_game_is_entering_position () tells one, entered after its
   * first round */
  if (herald_start_is_in_progress (game->start) && state.round > 1)
    story->entered_round = state.round;
  story_add_points (story, &state);
  if (state.phase != HERALD_PHASE_SETUP && state.phase != HERALD_PHASE_OVER)
    {
      /* the first turn of the log began before its first action: timed from that action */
      turn_player = state.current;
      story->players[turn_player].turns++;
      if (game->log->len > 0)
        turn_start = turn_latest = g_array_index (game->log, HeraldAction, 0).time;
    }

  /* the log was accepted, some of it perhaps as a file's log (is_new_step ()). As Undo
   * replays it (herald-game.c), the rules see the game as it stood when each step was taken:
   * the steps before it and the state it was taken in. Seen at the end instead, a game in
   * progress whose position was being entered (herald_game_is_entering_position ()) refused
   * its own first correction of the cards, and its story stopped there: the game-over chart
   * of such a game had no line (tester report 30, N30-14). */
  replaying = game->replaying;
  game->replaying = TRUE;
  n_actions = game->log->len;
  end = game->state;
  for (guint i = 0; i < n_actions; i++)
    {
      const HeraldAction *a = &g_array_index (game->log, HeraldAction, i);
      g_autoptr(GArray) local = g_array_new (FALSE, TRUE, sizeof (HeraldOutcome));
      g_autoptr(GError) error = NULL;
      HeraldState next = state;

      game->log->len = i;
      game->state = state;
      if (!apply_to (game, &next, a, local, &error))
        {
          /* cannot happen: the log was accepted from the same start */
          g_critical ("Replaying the game for its story failed at action %u: %s", i,
                      error->message);
          break;
        }
      story_step (story, a, i, &state, &next, local, &turn_player, &turn_start,
                  &turn_latest);
      state = next;
      story_add_points (story, &state);
    }
  game->log->len = n_actions;
  game->state = end;
  game->replaying = replaying;
  /* the cards held at the end, as the points count them (B14-8) */
  for (guint p = 0; p < game->n_players; p++)
    story->players[p].defender = state.players[p].defender;
  return story;
}

/**
 * herald_story_free:
 * @story: (transfer full): a story
 */
void
herald_story_free (HeraldStory *story)
{
  if (story == NULL)
    return;
  g_clear_pointer (&story->attacks, g_array_unref);
  g_clear_pointer (&story->metropolises, g_array_unref);
  g_clear_pointer (&story->points, g_array_unref);
  g_clear_pointer (&story->rounds, g_array_unref);
  g_clear_pointer (&story->currents, g_array_unref);
  g_free (story);
}

/**
 * herald_story_get_points:
 * @story: a story
 * @step: 0 (before the first action) … @story->n_steps − 1 (after the last)
 * @player: a player index
 *
 * Returns: the player's victory points at that step (RULES.md A21.1)
 */
guint
herald_story_get_points (const HeraldStory *story,
                         guint              step,
                         guint              player)
{
  g_return_val_if_fail (story != NULL, 0);
  g_return_val_if_fail (step < story->n_steps && player < story->n_players, 0);

  return g_array_index (story->points, guint, step * story->n_players + player);
}

/**
 * herald_game_get_level_after:
 * @self: a game
 * @index: an action of its log
 *
 * The level an improvement of the log took its player to: the player's level in the action's
 * track after action @index, as the engine had it then. Only two steps change a level: an
 * improvement (improve_city (): one level up) and a correction that sets it (apply_correct ());
 * the level is followed from the game's starting position through the log's first @index + 1
 * actions, without replaying them. For the history and the exports, which name the building
 * as the step's toast did ("Anna built the Market (Trade level 1)", tester report 36, N36-5).
 *
 * Returns: the level, 1–5, or 0 when action @index is not an improvement
 */
guint
herald_game_get_level_after (HeraldGame *self,
                             guint       index)
{
  const HeraldAction *improved;
  guint level;

  g_return_val_if_fail (self != NULL, 0);

  if (index >= self->log->len)
    return 0;
  improved = &g_array_index (self->log, HeraldAction, index);
  if (improved->type != HERALD_ACTION_IMPROVE_CITY || improved->player < 0 ||
      (guint) improved->player >= self->n_players || improved->track >= HERALD_N_TRACKS)
    return 0;
  level = self->initial.players[improved->player].improvements[improved->track];
  for (guint i = 0; i <= index; i++)
    {
      const HeraldAction *a = &g_array_index (self->log, HeraldAction, i);

      if (a->player != improved->player)
        continue;
      if (a->type == HERALD_ACTION_IMPROVE_CITY && a->track == improved->track)
        level++;
      else if (a->type == HERALD_ACTION_CORRECT &&
               a->correction.improvements[improved->track] != HERALD_UNSET)
        level = a->correction.improvements[improved->track];
    }
  return level;
}

/**
 * herald_game_get_standings:
 * @self: a game
 * @order: (out caller-allocates): the players' indices, most victory points first; players
 *   with as many points in the order they sit
 * @vps: (out caller-allocates): each player's victory points now, by player index
 *   (herald_game_get_vp()'s total, RULES.md A21.1)
 *
 * The players ranked by their points, as the winner's page and the exports list them.
 *
 * Returns: the number of players: the entries of @order and @vps set
 */
guint
herald_game_get_standings (HeraldGame *self,
                           guint       order[HERALD_MAX_PLAYERS],
                           guint       vps[HERALD_MAX_PLAYERS])
{
  guint n = herald_game_get_n_players (self);

  for (guint i = 0; i < n; i++)
    {
      HeraldVp vp;

      herald_game_get_vp (self, i, &vp);
      vps[i] = vp.total;
      order[i] = i;
    }
  /* an insertion sort: stable, so a tie keeps the seat order */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && vps[order[j]] > vps[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  return n;
}

static void
member_double (JsonBuilder *b,
               const char  *name,
               double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, round (value * 1000) / 1000);
}

/**
 * herald_story_to_json:
 * @story: a story
 * @game: the game it tells
 *
 * The story as `herald-cli stats FILE` prints it (docs/save-format.md, "What herald-cli stats
 * prints"): a contract, members are only ever added.
 *
 * Returns: (transfer full): a JSON object node
 */
JsonNode *
herald_story_to_json (const HeraldStory *story,
                      HeraldGame        *game)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (story != NULL, NULL);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < story->n_players; p++)
    {
      const HeraldPlayerStory *ps = &story->players[p];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, herald_game_get_player_name (game, p));
      add_int_member (b, "rolls", ps->rolls);
      add_counts (b, "totals", ps->totals, 2, 12);
      add_int_member (b, "sevens", ps->sevens);
      json_builder_set_member_name (b, "draws");
      json_builder_begin_object (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        add_int_member (b, herald_track_to_string (t), ps->draws[t]);
      json_builder_end_object (b);
      json_builder_set_member_name (b, "expected_draws");
      json_builder_begin_object (b);
      for (guint t = 0; t < HERALD_N_TRACKS; t++)
        member_double (b, herald_track_to_string (t), ps->expected_draws[t]);
      json_builder_end_object (b);
      add_int_member (b, "reward_draws", ps->reward_draws);
      add_int_member (b, "missed_draws", ps->missed_draws);
      add_int_member (b, "cities_lost", ps->cities_lost);
      add_int_member (b, "defender", ps->defender);
      add_int_member (b, "turns", ps->turns);
      add_int_member (b, "timed_turns", ps->timed_turns);
      add_int_member (b, "turn_seconds", ps->turn_seconds);
      add_int_member (b, "longest_turn", ps->longest_turn);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "attacks");
  json_builder_begin_array (b);
  for (guint i = 0; i < story->attacks->len; i++)
    {
      const HeraldAttackStory *at = &g_array_index (story->attacks, HeraldAttackStory, i);

      json_builder_begin_object (b);
      add_int_member (b, "action", at->action);
      add_int_member (b, "round", at->round);
      add_int_member (b, "barbarian_strength", at->barbarian_strength);
      add_int_member (b, "knight_strength", at->knight_strength);
      json_builder_set_member_name (b, "winner");
      json_builder_add_string_value (b, at->catan_wins ? "catan" : "barbarians");
      add_player_or_null (b, "defender", at->defender);
      json_builder_set_member_name (b, "cities_lost");
      json_builder_begin_array (b);
      for (guint k = 0; k < at->n_lost; k++)
        json_builder_add_int_value (b, at->lost[k]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "metropolises");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "start");
  json_builder_begin_object (b);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    add_player_or_null (b, herald_track_to_string (t), story->first_holders[t]);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "changes");
  json_builder_begin_array (b);
  for (guint i = 0; i < story->metropolises->len; i++)
    {
      const HeraldMetropolisStory *m = &g_array_index (story->metropolises,
                                                       HeraldMetropolisStory, i);

      json_builder_begin_object (b);
      add_int_member (b, "action", m->action);
      add_int_member (b, "round", m->round);
      json_builder_set_member_name (b, "track");
      json_builder_add_string_value (b, herald_track_to_string (m->track));
      add_player_or_null (b, "from", m->from);
      add_player_or_null (b, "to", m->to);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  /* one row per step: [round, points of player 0, points of player 1, ...] */
  json_builder_set_member_name (b, "points");
  json_builder_begin_array (b);
  for (guint step = 0; step < story->n_steps; step++)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, g_array_index (story->rounds, guint, step));
      for (guint p = 0; p < story->n_players; p++)
        json_builder_add_int_value (b, herald_story_get_points (story, step, p));
      json_builder_end_array (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "first_time");
  if (story->first_time != 0)
    json_builder_add_int_value (b, story->first_time);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "last_time");
  if (story->last_time != 0)
    json_builder_add_int_value (b, story->last_time);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * herald_dice_cycle_to_json:
 * @cycle: where balanced dice stand
 *
 * Returns: (transfer full): `{"position", "left": [2 … 12], "events_position",
 *   "events_left": {ship, trade, politics, science}}`
 */
JsonNode *
herald_dice_cycle_to_json (const HeraldDiceCycle *cycle)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_int_member (b, "position", cycle->position);
  add_counts (b, "left", cycle->left, 2, 12);
  add_int_member (b, "events_position", cycle->events_position);
  json_builder_set_member_name (b, "events_left");
  json_builder_begin_object (b);
  for (guint e = 0; e < 4; e++)
    add_int_member (b, herald_event_to_string (e), cycle->events_left[e]);
  json_builder_end_object (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * herald_story_get_record_seats:
 * @game: a game
 * @counted: (out): per seat, whether it stands for its player in the records across games
 *
 * Records across games add every game up per player, a player being a name's key
 * (herald_player_name_key()): “Anna”, “anna ” and “Anna\u200B” are one player. A game counts
 * once for each player in it: when two seats of one game have the same name (a file from
 * before Herald refused that, breaker report 10, F9; 13, R-10), only one seat is counted for
 * it (breaker report 14, B14-4: such a game counted twice), the winner's when one of them won,
 * else the one with the most victory points at the end, else the first. Every other seat is
 * counted.
 */
void
herald_story_get_record_seats (HeraldGame *game,
                               gboolean    counted[HERALD_MAX_PLAYERS])
{
  const HeraldState *state;
  char *keys[HERALD_MAX_PLAYERS] = { NULL, };
  guint vp[HERALD_MAX_PLAYERS] = { 0, };
  guint n;

  g_return_if_fail (game != NULL);

  state = herald_game_get_state (game);
  n = herald_game_get_n_players (game);
  for (guint p = 0; p < HERALD_MAX_PLAYERS; p++)
    counted[p] = p < n;
  for (guint p = 0; p < n; p++)
    {
      HeraldVp v;

      keys[p] = herald_player_name_key (herald_game_get_player_name (game, p));
      herald_game_get_vp (game, p, &v);
      vp[p] = v.total;
    }
  for (guint p = 0; p < n; p++)
    for (guint q = 0; q < p; q++)
      if (counted[q] && g_str_equal (keys[p], keys[q]))
        {
          /* one of the two stands for the name: the winner, else the most points, else q */
          gboolean p_better = (gint) p == state->winner ||
                              ((gint) q != state->winner && vp[p] > vp[q]);

          counted[p_better ? q : p] = FALSE;
          if (!p_better)
            break;
        }
  for (guint p = 0; p < n; p++)
    g_free (keys[p]);
}
