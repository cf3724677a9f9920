/* herald-draw-record.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Cards that cannot be drawn again (breaker report 17, B17-2; docs/architecture.md "Undo and
 * redo", docs/save-format.md `undone_draws`).
 *
 * Herald binds the dice to a point of the game (herald-roll-record.c): a roll undone is kept,
 * and Roll brings the same dice back. What a step revealed is bound the same way, so that Undo
 * never lets a player look and then choose otherwise ("never let the table argue"):
 *
 *  - the Alchemist (RULES.md A3.2, A11.5) chooses the production dice before the event die is
 *    rolled. Where the dice of this roll were already rolled and undone, the table saw them and
 *    who the event die gave a card to: the Alchemist is refused there (Roll brings the dice
 *    back). Where the Alchemist was played and undone, it may be played again only with the
 *    same dice (its event die is held, herald_game_get_bound_event ()).
 *  - a tie reward (RULES.md A6.2, A6.6): a tied player chooses a deck and draws its top card.
 *    With Herald's cards, a draw undone is recorded (`undone_draws`), and at that point only
 *    the same deck may be chosen: it draws the same card.
 *
 * Undo and Redo stay free, and redoing the very same step is always allowed; only a new step
 * that would use what was seen is refused (herald_game_check () says why, so every answer of
 * the interface and of herald-cli agrees). A file's log is not refused for it (is_new_step ()).
 * Physical dice and physical cards are outside Herald: the table enters what it rolled and
 * drew, and a typo must stay correctable. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "herald-game-private.h"
#include "herald-save.h"

/* the dice of a record, as herald_action_equal () would compare their roll */
static gboolean
same_roll (const HeraldRoll *a,
           const HeraldRoll *b)
{
  return a->event == b->event && a->red == b->red && a->white == b->white &&
         !a->alchemist == !b->alchemist;
}

/**
 * herald_game_get_bound_alchemist:
 * @self: a game
 * @roll: (out caller-allocates): the dice the Alchemist set for the next roll
 *
 * The dice of an Alchemist's roll already made for the next roll at this point of the game
 * and undone (or drawn for its attack check-in and not applied): the first of them, not dice
 * the table typed. The Alchemist may be played again here only with these dice (RULES.md
 * A3.2, breaker 17, B17-2): the event die was seen, and other production dice would steer
 * the cards it gives.
 *
 * Returns: %TRUE when the Alchemist was already played for the next roll
 */
gboolean
herald_game_get_bound_alchemist (HeraldGame *self,
                                 HeraldRoll *roll)
{
  guint ordinal;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  ordinal = herald_game_get_n_rolls (self);
  for (guint i = 0; i < self->undone_rolls->len; i++)
    {
      const HeraldRollRecord *r = &g_array_index (self->undone_rolls, HeraldRollRecord, i);

      if (r->ordinal == ordinal && r->roll.alchemist && !r->roll.entered)
        {
          *roll = r->roll;
          return TRUE;
        }
    }
  if (self->has_drawn && self->drawn.ordinal == ordinal && self->drawn.roll.alchemist &&
      !self->drawn.roll.entered)
    {
      *roll = self->drawn.roll;
      return TRUE;
    }
  return FALSE;
}

/**
 * herald_game_check_alchemist_roll:
 * @self: a game
 * @red: the red die the Alchemist chose, 1–6
 * @white: the white die the Alchemist chose, 1–6
 * @event: (nullable): the event die Herald rolled with them; %NULL before it is rolled: the one
 *   held for this roll (herald_game_get_bound_event ()), else any
 * @error: (nullable): the engine's refusal
 *
 * Whether the engine takes the current player's roll with the Alchemist (RULES.md A3.2: `roll`
 * with `"alchemist": true`, the production dice chosen, the event die Herald's), the one roll
 * both the Alchemist's dialog, as its dice are chosen (the easy start's 7: tester report 41,
 * N41-4), and herald_session_draw_alchemist_roll () ask about.
 *
 * Returns: %TRUE when herald_game_check() takes that roll now
 */
gboolean
herald_game_check_alchemist_roll (HeraldGame         *self,
                                  guint               red,
                                  guint               white,
                                  const HeraldEvent  *event,
                                  GError            **error)
{
  HeraldAction action;

  g_return_val_if_fail (self != NULL, FALSE);

  herald_action_init (&action, HERALD_ACTION_ROLL, self->state.current);
  action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = red, .white = white, .alchemist = TRUE };
  if (event != NULL)
    action.roll.event = *event;
  else
    herald_game_get_bound_event (self, &action.roll.event);
  return herald_game_check (self, &action, error);
}

/* the ordinal of the roll whose attack brings the tie reward being chosen now (the last roll
 * of the log), or -1 before any roll */
static gint
draw_ordinal (HeraldGame *game)
{
  guint n = herald_game_get_n_rolls (game);

  return n > 0 ? (gint) n - 1 : -1;
}

/**
 * herald_game_get_bound_deck:
 * @self: a game
 * @player: a player index
 * @track: (out): the deck @player already chose here
 *
 * The deck @player chose for the tie reward being drawn now and then undid (the last such
 * record of `undone_draws` for this attack's roll), with Herald's cards (RULES.md A6.2,
 * breaker 17, B17-2): the player saw its top card, so only that deck may be chosen again
 * here, and it draws the same card. The decks dialog offers it alone.
 *
 * Returns: %TRUE when @player's choice is bound here
 */
gboolean
herald_game_get_bound_deck (HeraldGame  *self,
                            guint        player,
                            HeraldTrack *track)
{
  gint ordinal;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (track != NULL, FALSE);

  ordinal = draw_ordinal (self);
  if (ordinal < 0 || !self->rules.digital_cards)
    return FALSE;
  for (guint i = self->undone_draws->len; i > 0; i--)
    {
      const HeraldDrawRecord *r = &g_array_index (self->undone_draws, HeraldDrawRecord, i - 1);

      if (r->ordinal == (guint) ordinal && r->player == player)
        {
          *track = r->track;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * herald_game_get_n_undone_draws:
 * @self: a game
 *
 * Returns: how many tie-reward draws were undone with Herald's cards and are recorded
 */
guint
herald_game_get_n_undone_draws (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->undone_draws->len;
}

/**
 * herald_game_get_undone_draw:
 * @self: a game
 * @index: 0 … herald_game_get_n_undone_draws() − 1, oldest first
 *
 * Returns: (transfer none): the draw undone
 */
const HeraldDrawRecord *
herald_game_get_undone_draw (HeraldGame *self,
                             guint       index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->undone_draws->len, NULL);

  return &g_array_index (self->undone_draws, HeraldDrawRecord, index);
}

/**
 * herald_game_add_undone_draw:
 * @self: a game
 * @record: a draw undone earlier (the save loader restores them); @record->player must be
 *   a player of the game and @record->track a track
 */
void
herald_game_add_undone_draw (HeraldGame             *self,
                             const HeraldDrawRecord *record)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (record != NULL);
  g_return_if_fail (record->player < self->n_players && record->track < HERALD_N_TRACKS);

  g_array_append_val (self->undone_draws, *record);
}

/* herald_game_undo() removed @action from the log: a deck chosen with Herald's cards binds its
 * point. Recorded once (the same deck undone again adds nothing), and never past what a saved
 * game holds (a different deck is refused while the bound one has cards, so a game adds at
 * most one record per player and attack, three if decks ran out) */
void
draw_record_undone (HeraldGame         *game,
                    const HeraldAction *action)
{
  HeraldDrawRecord record = { 0, };
  gint ordinal;

  if (action->type != HERALD_ACTION_CHOOSE_DECK || !game->rules.digital_cards ||
      action->player < 0 || (guint) action->player >= game->n_players)
    return;
  ordinal = draw_ordinal (game);
  if (ordinal < 0 || game->undone_draws->len >= HERALD_SAVE_MAX_ACTIONS)
    return;
  record.ordinal = ordinal;
  record.player = action->player;
  record.track = action->track;
  for (guint i = 0; i < game->undone_draws->len; i++)
    {
      const HeraldDrawRecord *r = &g_array_index (game->undone_draws, HeraldDrawRecord, i);

      if (r->ordinal == record.ordinal && r->player == record.player && r->track == record.track)
        return;
    }
  g_array_append_val (game->undone_draws, record);
}

/* herald_game_apply() logged @action as a new step: a deck chosen again where it was undone
 * (Redo, or the same choice made by hand) is in the log again, and its record leaves the
 * draws undone (undoing it records it again), as a redone roll leaves the rolls undone: the
 * same log has the same file whichever way the step came back */
void
draw_record_applied (HeraldGame         *game,
                     const HeraldAction *action)
{
  gint ordinal;

  if (action->type != HERALD_ACTION_CHOOSE_DECK || game->replaying)
    return;
  ordinal = draw_ordinal (game);
  for (guint i = game->undone_draws->len; i > 0; i--)
    {
      const HeraldDrawRecord *r = &g_array_index (game->undone_draws, HeraldDrawRecord, i - 1);

      if ((gint) r->ordinal == ordinal && (gint) r->player == action->player &&
          r->track == action->track)
        {
          g_array_remove_index (game->undone_draws, i - 1);
          return;
        }
    }
}

/* an Alchemist's roll as a new step (RULES.md A3.2): refused where the dice of this roll
 * were already rolled, or where the Alchemist was played with other dice */
static gboolean
check_alchemist (HeraldGame         *game,
                 const HeraldAction *action,
                 GError            **error)
{
  HeraldRollRecord bound;
  HeraldRoll played;

  if (game->rules.dice_mode == HERALD_DICE_MODE_PHYSICAL)
    return TRUE;
  /* the very step undone here, redone (a file written before this rule may hold it) */
  if (game->redo->len > 0 &&
      herald_action_equal (action, &g_array_index (game->redo, HeraldAction, game->redo->len - 1)) &&
      roll_record_check_redo (game, action, NULL))
    return TRUE;
  if (herald_game_get_bound_roll (game, &bound))
    /* Translators: %u is the sum of the red and white dice rolled before; Roll is the
     * button. The Alchemist (Alchemy in the 2025 edition) is the progress card */
    return herald_refuse (error, _("the dice of this roll were already rolled (%u): the "
                                   "Alchemist can no longer choose them, and Roll brings them "
                                   "back"),
                          bound.roll.red + bound.roll.white);
  if (herald_game_get_bound_alchemist (game, &played) && !same_roll (&played, &action->roll))
    /* Translators: the dice the Alchemist chose when it was played here before; Redo is
     * the button */
    return herald_refuse (error, _("the Alchemist was already played for this roll (red die "
                                   "%u, white die %u): play it with the same dice, or Redo"),
                          played.red, played.white);
  return TRUE;
}

/**
 * herald_game_describe_bound_deck:
 * @self: a game
 * @player: a player index
 * @redo: whether Redo would draw that deck again (the step undone last is @player's draw, and
 *   it can be redone: herald_game_check () tells of the game, the session knows more, a game
 *   only looked at)
 *
 * Why @player's tie reward may only be drawn from the deck @player chose here before and undid
 * (herald_game_get_bound_deck ()): "Anna already drew from the science deck here: choose the
 * science deck again", with ", or Redo" only when @redo (tester report 40's follow-up: a
 * read-only game, or one where another step replaced the draw undone, said "or Redo" with
 * nothing to redo).
 *
 * Returns: (transfer full) (nullable): the sentence, %NULL when @player's choice is not bound
 */
char *
herald_game_describe_bound_deck (HeraldGame *self,
                                 guint       player,
                                 gboolean    redo)
{
  g_autofree char *raw = NULL;
  HeraldTrack bound;
  const char *name, *deck;

  g_return_val_if_fail (self != NULL, NULL);

  if (player >= self->n_players || !herald_game_get_bound_deck (self, player, &bound))
    return NULL;
  name = herald_game_get_player_label (self, player);
  deck = herald_track_get_name (bound);
  if (redo)
    /* Translators: "Anna already drew from the trade deck here: choose the trade deck again,
     * or Redo"; the decks are the improvement tracks' names; Redo is the button */
    raw = g_strdup_printf (_("%s already drew from the %s deck here: choose the %s deck "
                             "again, or Redo"), name, deck, deck);
  else
    /* Translators: "Anna already drew from the trade deck here: choose the trade deck
     * again" (with nothing to redo); the decks are the improvement tracks' names */
    raw = g_strdup_printf (_("%s already drew from the %s deck here: choose the %s deck again"),
                           name, deck, deck);
  /* one line, as a refusal (a name may hold a line break) */
  return herald_message_clean (raw);
}

/* whether the step undone last is @player's draw from @track: Redo draws it again */
static gboolean
redoes_draw (HeraldGame  *game,
             gint         player,
             HeraldTrack  track)
{
  const HeraldAction *undone;

  if (game->redo->len == 0)
    return FALSE;
  undone = &g_array_index (game->redo, HeraldAction, game->redo->len - 1);
  return undone->type == HERALD_ACTION_CHOOSE_DECK && undone->player == player &&
         undone->track == track;
}

/* a tie reward's deck as a new step (RULES.md A6.2): with Herald's cards, the deck chosen
 * here before and undone, while it has cards */
static gboolean
check_deck (HeraldGame         *game,
            const HeraldAction *action,
            GError            **error)
{
  g_autofree char *why = NULL;
  HeraldTrack bound;

  if (action->player < 0 || (guint) action->player >= game->n_players ||
      !herald_game_get_bound_deck (game, action->player, &bound) || bound == action->track ||
      game->state.n_deck[bound] == 0)
    return TRUE;
  why = herald_game_describe_bound_deck (game, action->player,
                                         redoes_draw (game, action->player, bound));
  return herald_refuse (error, "%s", why);
}

/* herald_game_apply() and herald_game_check(), once the rules accepted @action: a new step
 * that would use what a step undone here revealed is refused */
gboolean
draw_record_check (HeraldGame         *game,
                   const HeraldAction *action,
                   GError            **error)
{
  if (replays_as_written (game))
    return TRUE;
  if (action->type == HERALD_ACTION_ROLL && action->roll.alchemist)
    return check_alchemist (game, action, error);
  if (action->type == HERALD_ACTION_CHOOSE_DECK)
    return check_deck (game, action, error);
  return TRUE;
}
