/* herald-roll-record.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Dice that cannot be rolled again (issue 10, items 10 and 11; docs/save-format.md,
 * "undone", "undone_rolls", "next_roll").
 *
 * Once Herald has rolled the dice for a point of the game, that point keeps them: the k-th
 * roll of the game (k rolls before it in the log) is bound to the dice last drawn or undone
 * for it. Undoing a roll keeps its dice (in undone_rolls, for the statistics too), and dice
 * drawn before the attack check-in are kept until a roll is applied (the drawn roll), both
 * in the save file. A roll with other dice at that point is still accepted (physical dice are
 * entered by hand, and a typo must be correctable), but a deliberate re-roll says so
 * (`"again": true`), which the engine only accepts where dice were already rolled, and dice
 * set aside that way count as undone. */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "herald-game-private.h"

/**
 * herald_game_get_n_rolls:
 * @self: a game
 *
 * Returns: the number of `roll` actions in the log: the ordinal of the next roll
 */
guint
herald_game_get_n_rolls (HeraldGame *self)
{
  guint from = 0;
  guint n = 0;

  g_return_val_if_fail (self != NULL, 0);

  /* asked many times a step (the dice held, each check of a roll): counted on from the last
   * count while the log only grew (herald_game_get_log_id ()), the whole log otherwise; a
   * 1,000-action log counted again at every question was 1.6 M instructions of 50 steps in
   * the window (docs/performance.md, twenty-third round) */
  if (self->n_rolls_log_id == self->log_id && self->n_rolls_len <= self->log->len)
    {
      from = self->n_rolls_len;
      n = self->n_rolls;
    }
  for (guint i = from; i < self->log->len; i++)
    if (g_array_index (self->log, HeraldAction, i).type == HERALD_ACTION_ROLL)
      n++;
  self->n_rolls_log_id = self->log_id;
  self->n_rolls_len = self->log->len;
  self->n_rolls = n;
  return n;
}

static gboolean
same_dice (const HeraldRoll *a,
           const HeraldRoll *b)
{
  return a->event == b->event && a->red == b->red && a->white == b->white &&
         !a->alchemist == !b->alchemist;
}

/**
 * herald_game_get_bound_roll:
 * @self: a game
 * @record: (out caller-allocates): the dice and whether they were a deliberate re-roll
 *
 * The dice already rolled for the next roll at this point of the game: those drawn and not
 * applied yet (herald_game_set_drawn_roll()), else the last roll undone at this point (not
 * dice set with the Alchemist, whose event die alone is bound: herald_game_get_bound_event()). The app rolls these instead of new dice, so that Undo then
 * Roll brings back the same dice. Only dice Herald drew are held: dice the table typed
 * (@roll.entered) are skipped, so a mistyped roll can be undone and entered again.
 *
 * Returns: %TRUE when the next roll has dice already
 */
gboolean
herald_game_get_bound_roll (HeraldGame       *self,
                            HeraldRollRecord *record)
{
  guint ordinal;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (record != NULL, FALSE);

  ordinal = herald_game_get_n_rolls (self);
  if (self->has_drawn && self->drawn.ordinal == ordinal && !self->drawn.roll.alchemist &&
      !self->drawn.roll.entered)
    {
      *record = self->drawn;
      return TRUE;
    }
  for (guint i = self->undone_rolls->len; i > 0; i--)
    {
      const HeraldRollRecord *r = &g_array_index (self->undone_rolls, HeraldRollRecord, i - 1);

      /* the Alchemist's dice were chosen, not rolled, and typed dice were the table's (a
       * typo must stay correctable, breaker 15): nothing to keep */
      if (r->ordinal == ordinal && !r->roll.alchemist && !r->roll.entered)
        {
          *record = *r;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * herald_game_get_bound_event:
 * @self: a game
 * @event: (out): the event die
 *
 * The event die already rolled for the next roll at this point: that of the dice drawn and
 * not applied, else of the last roll undone here, the Alchemist's included (the Alchemist
 * chooses the production dice, never the event die), not one the table typed. The app rolls
 * it instead of a new one when the Alchemist is played.
 *
 * Returns: %TRUE when the next roll has an event die already
 */
gboolean
herald_game_get_bound_event (HeraldGame  *self,
                             HeraldEvent *event)
{
  guint ordinal;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (event != NULL, FALSE);

  ordinal = herald_game_get_n_rolls (self);
  if (self->has_drawn && self->drawn.ordinal == ordinal && !self->drawn.roll.entered)
    {
      *event = self->drawn.roll.event;
      return TRUE;
    }
  for (guint i = self->undone_rolls->len; i > 0; i--)
    {
      const HeraldRollRecord *r = &g_array_index (self->undone_rolls, HeraldRollRecord, i - 1);

      /* an event die the table typed is not held */
      if (r->ordinal == ordinal && !r->roll.entered)
        {
          *event = r->roll.event;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * herald_game_set_drawn_roll:
 * @self: a game
 * @roll: dice Herald rolled for the next roll (1–6 each); with @roll->alchemist, production
 *   dice chosen with the Alchemist and the event die Herald rolled
 * @again: they are a deliberate re-roll (the roll applied with them says `"again": true`)
 *
 * @error: the refusal of herald_game_check_room() when the dice they replace would be one
 *   undone roll more than a saved game holds
 *
 * Records dice rolled for the next roll before they are applied (while the attack check-in
 * is open), so that they are saved with the game and come back after a crash. Dice drawn
 * earlier for the same roll and not applied count as undone.
 *
 * Returns: %TRUE when they were recorded; %FALSE changes nothing
 */
gboolean
herald_game_set_drawn_roll (HeraldGame       *self,
                            const HeraldRoll *roll,
                            gboolean          again,
                            GError          **error)
{
  HeraldRollRecord record = { 0, };
  gboolean set_aside;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (roll != NULL && herald_roll_is_valid (roll), FALSE);

  record.ordinal = herald_game_get_n_rolls (self);
  record.roll = *roll;
  record.again = again;
  set_aside = self->has_drawn && self->drawn.ordinal == record.ordinal &&
              !same_dice (&self->drawn.roll, roll);
  /* the dice set aside must fit in the file (breaker 12, R-1) */
  if (set_aside && !herald_game_check_room (self, 0, 0, 1, error))
    return FALSE;
  if (set_aside)
    g_array_append_val (self->undone_rolls, self->drawn);
  self->drawn = record;
  self->has_drawn = TRUE;
  return TRUE;
}

/**
 * herald_game_release_entered_roll:
 * @self: a game
 *
 * The table took back dice it typed for the next roll before they were applied (Cancel at
 * the attack check-in): they are set aside as undone (the statistics count them, when they
 * fit in the file) and no longer held, so that the ship they brought no longer lands
 * (herald_game_get_ship_landing ()) and the table rolls or enters the dice again. Typed dice
 * are never bound to the roll (herald_game_get_bound_roll (): a typo stays correctable), and
 * before this the track said "The barbarians land" while Roll gave other dice (newcomer
 * report 19, N19-4). Dice Herald drew, the Alchemist's too, stay held: Roll brings them back.
 *
 * Returns: %TRUE when typed dice were released
 */
gboolean
herald_game_release_entered_roll (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (!self->has_drawn || self->drawn.ordinal != herald_game_get_n_rolls (self) ||
      !self->drawn.roll.entered)
    return FALSE;
  if (herald_game_check_room (self, 0, 0, 1, NULL))
    g_array_append_val (self->undone_rolls, self->drawn);
  self->has_drawn = FALSE;
  return TRUE;
}

/**
 * herald_game_get_drawn_roll:
 * @self: a game
 *
 * Returns: (nullable): the dice drawn for the next roll and not applied, if they are for
 *   the roll that comes next
 */
const HeraldRollRecord *
herald_game_get_drawn_roll (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  if (!self->has_drawn || self->drawn.ordinal != herald_game_get_n_rolls (self))
    return NULL;
  return &self->drawn;
}

/**
 * herald_game_get_ship_landing:
 * @self: a game
 *
 * Whether the barbarians are landing: the event die of the next roll is already rolled and
 * shows the ship, and the ship lands with it (herald_game_next_ship_lands (), A6.1). The die
 * is rolled while the dice drawn for the attack check-in are held (open, or cancelled with
 * Herald's dice), and after the landing roll was undone: Undo keeps Herald's dice for that
 * point (herald_game_get_bound_event ()), so the next roll brings the same ship. Before,
 * only dice drawn counted, and after Undo of an attack the track said "1 step to Catan" and
 * "Chance of an attack: 50 %" under the landing's dice and sentence (newcomer report 23,
 * N23-8). Dice the table typed and took back land nothing (herald_game_release_entered_roll ()).
 *
 * Returns: %TRUE while the attack these dice bring is being resolved or waits to be
 */
gboolean
herald_game_get_ship_landing (HeraldGame *self)
{
  const HeraldRollRecord *drawn;
  HeraldEvent event;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->state.phase != HERALD_PHASE_BEFORE_ROLL || !herald_game_next_ship_lands (self))
    return FALSE;
  /* dice drawn for the next roll, typed ones too while the check-in they opened is open */
  drawn = herald_game_get_drawn_roll (self);
  if (drawn != NULL)
    return drawn->roll.event == HERALD_EVENT_SHIP;
  /* the event die of a roll undone here */
  return herald_game_get_bound_event (self, &event) && event == HERALD_EVENT_SHIP;
}

/**
 * herald_game_get_n_undone_rolls:
 * @self: a game
 *
 * Returns: how many rolls were undone or set aside by a deliberate re-roll in this game
 */
guint
herald_game_get_n_undone_rolls (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->undone_rolls->len;
}

/**
 * herald_game_get_undone_roll:
 * @self: a game
 * @index: 0 … herald_game_get_n_undone_rolls() − 1, oldest first
 *
 * Returns: (transfer none): the undone roll
 */
const HeraldRollRecord *
herald_game_get_undone_roll (HeraldGame *self,
                             guint       index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->undone_rolls->len, NULL);

  return &g_array_index (self->undone_rolls, HeraldRollRecord, index);
}

/**
 * herald_game_add_undone_roll:
 * @self: a game
 * @record: a roll undone earlier (the save loader restores them before the log)
 */
void
herald_game_add_undone_roll (HeraldGame             *self,
                             const HeraldRollRecord *record)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (record != NULL);

  g_array_append_val (self->undone_rolls, *record);
}

/* the index in undone_rolls of the dice herald_game_get_bound_roll() brings back for the
 * roll of @ordinal (the last entry for it, not the Alchemist's nor typed), or -1 */
static gint
find_bound_undone (HeraldGame *self,
                   guint       ordinal)
{
  for (guint i = self->undone_rolls->len; i > 0; i--)
    {
      const HeraldRollRecord *r = &g_array_index (self->undone_rolls, HeraldRollRecord, i - 1);

      if (r->ordinal == ordinal && !r->roll.alchemist && !r->roll.entered)
        return i - 1;
    }
  return -1;
}

/**
 * herald_game_take_undone_roll:
 * @self: a game
 * @roll: the dice about to be held for the next roll (the attack check-in) or applied with it
 *
 * Undo, then Roll: when @roll are the dice of an undone roll that
 * herald_game_get_bound_roll() brings back at this point (and no other dice were drawn for
 * it since), they are rolled again, not undone: their entry leaves the rolls undone and
 * becomes the dice drawn for the next roll (herald_game_get_drawn_roll(), with its `again`),
 * which the roll applied with them then uses. The same as herald_game_redo() does for the
 * roll it redoes, so that the same log has the same statistics whichever key brought the dice
 * back, and a deliberate re-roll after it sets them aside once (docs/save-format.md,
 * `undone_rolls`; RULES.md A3, the production roll). The session calls it for new steps
 * only; loading a file never does, so files keep their statistics.
 *
 * Returns: %TRUE when an undone roll was taken back
 */
gboolean
herald_game_take_undone_roll (HeraldGame       *self,
                              const HeraldRoll *roll)
{
  guint ordinal;
  gint index;
  HeraldRollRecord record;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  ordinal = herald_game_get_n_rolls (self);
  if (roll->alchemist)
    return FALSE;
  if (self->has_drawn && self->drawn.ordinal == ordinal)
    return FALSE;
  index = find_bound_undone (self, ordinal);
  if (index < 0)
    return FALSE;
  record = g_array_index (self->undone_rolls, HeraldRollRecord, index);
  if (!same_dice (&record.roll, roll))
    return FALSE;
  g_array_remove_index (self->undone_rolls, index);
  self->drawn = record;
  self->has_drawn = TRUE;
  return TRUE;
}

/**
 * herald_game_get_n_redo:
 * @self: a game
 *
 * Returns: the number of undone actions that can be redone
 */
guint
herald_game_get_n_redo (HeraldGame *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->redo->len;
}

/**
 * herald_game_get_redo_action:
 * @self: a game
 * @index: 0 … herald_game_get_n_redo() − 1, in the order they were undone (the last one is
 *   redone first)
 *
 * Returns: (transfer none): the undone action
 */
const HeraldAction *
herald_game_get_redo_action (HeraldGame *self,
                             guint       index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->redo->len, NULL);

  return &g_array_index (self->redo, HeraldAction, index);
}

/**
 * herald_game_push_redo:
 * @self: a game
 * @action: an undone action (the save loader restores the redo list; herald_game_redo()
 *   checks it when it is applied)
 *
 * Appends @action to the redo list: it is redone before those pushed earlier.
 */
void
herald_game_push_redo (HeraldGame         *self,
                       const HeraldAction *action)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (action != NULL);

  g_array_append_val (self->redo, *action);
}

/**
 * herald_game_drop_redo:
 * @self: a game
 *
 * Empties the redo list, as a new step does (herald_game_apply ()); herald_game_push_redo ()
 * builds another.
 */
void
herald_game_drop_redo (HeraldGame *self)
{
  g_return_if_fail (self != NULL);

  g_array_set_size (self->redo, 0);
}

/**
 * herald_game_check_entered_roll:
 * @self: a game
 * @roll: (nullable): dice entered by hand for the next roll (Enter Dice), or %NULL to ask
 *   whether any dice may be entered now
 * @error: %HERALD_GAME_ERROR_FORBIDDEN when the game rolls with Herald's dice (fair or
 *   balanced) and the dice of this roll were already rolled (herald_game_get_bound_roll()):
 *   the message says that Roll brings them back and Roll Again rolls new ones; or when only
 *   the event die was rolled (an Alchemist's roll) and @roll shows another one
 *
 * Whether a roll with dice other than those Herald holds for this point may be taken (a roll
 * without `again`; RULES.md A3.2, docs/save-format.md "Dice that cannot be rolled again").
 * With Herald's dice, once dice were rolled for a point of the game (drawn for the attack
 * check-in, or a roll undone there), that point keeps them: Roll (or Redo) brings them back,
 * and other dice are only a deliberate re-roll (`"again": true`), which the history and the
 * statistics show. Entering other dice by hand would replace them without a trace (a landing
 * ship dodged, breaker 10, F3), so herald_game_check() refuses such a roll, and the window
 * offers Enter Dice only where this allows it. Dice equal to those held are accepted, and so
 * are dice set with the Alchemist that show the event die held (it chooses the production
 * dice, not the event die). Where only an event die is held (that of an Alchemist's roll,
 * drawn or undone: herald_game_get_bound_event()), entered dice must show it, with or
 * without the Alchemist. A game with physical dice
 * enters its dice freely: a mistyped roll can be undone and entered again. A file's log is
 * not refused for it when it loads (Herald wrote such rolls before this rule).
 *
 * Returns: %TRUE when @roll (any entered dice, for %NULL) may be rolled now
 */
gboolean
herald_game_check_entered_roll (HeraldGame        *self,
                                const HeraldRoll  *roll,
                                GError           **error)
{
  HeraldRollRecord bound;
  HeraldEvent event;

  g_return_val_if_fail (self != NULL, FALSE);

  if (self->rules.dice_mode == HERALD_DICE_MODE_PHYSICAL || replays_as_written (self))
    return TRUE;
  if (!herald_game_get_bound_roll (self, &bound))
    {
      /* only the event die Herald rolled for an Alchemist's roll (drawn, or applied and
       * undone) is held here: the production dice were chosen, the event die was not, and
       * it stays (breaker 11, B-2: a landing ship dodged through the Alchemist) */
      if (roll == NULL || !herald_game_get_bound_event (self, &event) || roll->event == event)
        return TRUE;
      return herald_refuse (error, _("the event die of this roll was already rolled: dice "
                                     "entered here must show it, and Roll brings it back"));
    }
  /* the Alchemist chooses the production dice, not the event die */
  if (roll != NULL && roll->alchemist)
    {
      if (roll->event == bound.roll.event)
        return TRUE;
      return herald_refuse (error, _("the event die of this roll was already rolled: dice "
                                     "entered here must show it, and Roll brings it back"));
    }
  if (roll != NULL && same_dice (&bound.roll, roll))
    return TRUE;
  /* Translators: %u is the sum of the red and white dice rolled before; Roll and Roll Again
   * are the buttons */
  return herald_refuse (error, _("the dice of this roll were already rolled (%u): Roll brings "
                                 "them back, and Roll Again rolls new ones"),
                        bound.roll.red + bound.roll.white);
}

/* herald_game_redo() and herald_game_check_redo(): a roll on the redo list is one that was
 * rolled here and undone, so its dice are recorded for this point, among the rolls undone
 * (roll_record_undone ()) or as the dice drawn for it since (the check-in, Undo then Roll:
 * herald_game_take_undone_roll ()). A file's redo list ("undone") with a roll recorded
 * nowhere would be dice chosen in advance (breaker 10, F4). */
gboolean
roll_record_check_redo (HeraldGame         *game,
                        const HeraldAction *action,
                        GError            **error)
{
  guint ordinal;

  if (action->type != HERALD_ACTION_ROLL)
    return TRUE;
  ordinal = herald_game_get_n_rolls (game);
  if (game->has_drawn && game->drawn.ordinal == ordinal && same_dice (&game->drawn.roll, &action->roll))
    return TRUE;
  for (guint i = 0; i < game->undone_rolls->len; i++)
    {
      const HeraldRollRecord *r = &g_array_index (game->undone_rolls, HeraldRollRecord, i);

      if (r->ordinal == ordinal && same_dice (&r->roll, &action->roll))
        return TRUE;
    }
  /* Translators: undone_rolls and next_roll are members of the save file */
  return herald_refuse (error, _("the roll to redo (%u) is not among the dice rolled and undone "
                                 "here (undone_rolls, next_roll): a saved game cannot carry dice "
                                 "chosen in advance"),
                        action->roll.red + action->roll.white);
}

/* the save loader replays a file's log (herald-private.h), as written or, for
 * herald_save_validate_data (), checking each step as a new step */
void
herald_game_set_replaying (HeraldGame *game,
                           gboolean    replaying,
                           gboolean    as_new_steps)
{
  g_return_if_fail (game != NULL);

  game->replaying = replaying;
  game->log_as_new_steps = replaying && as_new_steps;
}

/* The dice the table typed last for the roll that comes next, where Herald holds none for it
 * (herald_game_get_bound_roll ()): open at the attack check-in, taken back there
 * (herald_game_release_entered_roll ()), or applied and undone; else %NULL */
static const HeraldRollRecord *
typed_for_next_roll (HeraldGame *game)
{
  guint ordinal = herald_game_get_n_rolls (game);
  HeraldRollRecord bound;

  if (herald_game_get_bound_roll (game, &bound))
    return NULL;
  if (game->has_drawn && game->drawn.ordinal == ordinal && game->drawn.roll.entered)
    return &game->drawn;
  for (guint i = game->undone_rolls->len; i > 0; i--)
    {
      const HeraldRollRecord *r = &g_array_index (game->undone_rolls, HeraldRollRecord, i - 1);

      if (r->ordinal == ordinal && r->roll.entered)
        return r;
    }
  return NULL;
}

/* herald_game_apply() and herald_game_check(): a deliberate re-roll needs dice rolled
 * before at this point; any other roll there, with Herald's dice, the dice rolled before.
 * Where the table typed the dice of this roll (and Herald holds none), Herald rolls no others
 * in their place: a roll it makes there, the Alchemist's event die too, is refused as a new
 * step, and the dice are entered again (a typo stays correctable, breaker 15). Before, Cancel
 * at the check-in of a typed landing, then Roll, drew new dice without "again", and the
 * landing was gone (tester report 43, N43-7). */
gboolean
roll_record_check (HeraldGame         *game,
                   const HeraldAction *action,
                   GError            **error)
{
  const HeraldRollRecord *typed;
  HeraldRollRecord bound;

  if (action->type != HERALD_ACTION_ROLL)
    return TRUE;
  if (!action->again && !action->roll.entered && game->rules.dice_mode != HERALD_DICE_MODE_PHYSICAL &&
      !replays_as_written (game) && (typed = typed_for_next_roll (game)) != NULL)
    /* Translators: %u is the sum of the red and white dice the table entered before; Enter
     * Dice is the button */
    return herald_refuse (error, _("the dice of this roll were entered by hand (%u): Enter Dice "
                                   "enters them again, and Herald rolls no others in their place"),
                          typed->roll.red + typed->roll.white);
  if (!action->again)
    return herald_game_check_entered_roll (game, &action->roll, error);
  if (!herald_game_get_bound_roll (game, &bound))
    return herald_refuse (error, _("a roll can only be made again where dice were rolled and "
                                   "undone"));
  return TRUE;
}

/* herald_game_apply() and herald_game_check(): a new step must fit in a file Herald can load
 * again, with the dice it sets aside (roll_record_applied ()); a file's log is not checked
 * here (the loader has) */
gboolean
roll_record_check_room (HeraldGame         *game,
                        const HeraldAction *action,
                        GError            **error)
{
  gboolean set_aside;

  if (game->replaying)
    return TRUE;
  set_aside = action->type == HERALD_ACTION_ROLL && game->has_drawn &&
              game->drawn.ordinal == herald_game_get_n_rolls (game) &&
              !same_dice (&game->drawn.roll, &action->roll);
  return herald_game_check_room (game, 1, 0, set_aside ? 1 : 0, error);
}

/* herald_game_apply() accepted @action, before roll_record_applied (): @logged is the action
 * as the log keeps it. Dice typed at a point where Herald holds dice (they must be those dice,
 * roll_record_check ()) are Herald's dice: they lose `entered`, so that undoing them keeps
 * them held (breaker 10, F3: a landing ship is not dodged by typing its dice, undoing and
 * typing others). A file's log is kept as written. */
void
roll_record_logged (HeraldGame         *game,
                    const HeraldAction *action,
                    HeraldAction       *logged)
{
  HeraldRollRecord bound;

  *logged = *action;
  if (action->type == HERALD_ACTION_ROLL && action->roll.entered && !game->replaying &&
      herald_game_get_bound_roll (game, &bound))
    logged->roll.entered = FALSE;
}

/* herald_game_apply() accepted @action: dice drawn for this roll and not used are set
 * aside as undone; the next roll is a new point */
void
roll_record_applied (HeraldGame         *game,
                     const HeraldAction *action)
{
  guint ordinal;

  if (action->type != HERALD_ACTION_ROLL || !game->has_drawn)
    return;
  /* called before the roll joins the log */
  ordinal = herald_game_get_n_rolls (game);
  if (game->drawn.ordinal == ordinal && !same_dice (&game->drawn.roll, &action->roll))
    g_array_append_val (game->undone_rolls, game->drawn);
  game->has_drawn = FALSE;
}

/* herald_game_undo() removed @action from the log */
void
roll_record_undone (HeraldGame         *game,
                    const HeraldAction *action)
{
  HeraldRollRecord record = { 0, };

  if (action->type != HERALD_ACTION_ROLL)
    return;
  record.ordinal = herald_game_get_n_rolls (game);
  record.roll = action->roll;
  record.again = action->again;
  g_array_append_val (game->undone_rolls, record);
}

/* herald_game_redo() applied @action again: a roll redone as it was is no longer undone */
void
roll_record_redone (HeraldGame         *game,
                    const HeraldAction *action)
{
  HeraldRollRecord *last;

  if (action->type != HERALD_ACTION_ROLL || game->undone_rolls->len == 0)
    return;
  last = &g_array_index (game->undone_rolls, HeraldRollRecord, game->undone_rolls->len - 1);
  if (last->ordinal + 1 == herald_game_get_n_rolls (game) &&
      same_dice (&last->roll, &action->roll) && !last->again == !action->again)
    g_array_set_size (game->undone_rolls, game->undone_rolls->len - 1);
}

/* dice drawn for the roll that comes next, not applied */
static gboolean
drawn_for_next_roll (HeraldGame *game)
{
  return game->has_drawn && game->drawn.ordinal == herald_game_get_n_rolls (game);
}

/* herald_game_apply() and herald_game_check(): @action, applied, leads to @next. When it
 * ends the game with dice drawn for the next roll (roll_record_game_over ()), they must fit
 * in the file among the rolls undone, as the step in the log (breaker 12, R-1) */
gboolean
roll_record_check_end (HeraldGame         *game,
                       const HeraldAction *action,
                       const HeraldState  *next,
                       GError            **error)
{
  if (game->replaying || action->type == HERALD_ACTION_ROLL || next->phase != HERALD_PHASE_OVER ||
      game->state.phase == HERALD_PHASE_OVER || !drawn_for_next_roll (game))
    return TRUE;
  return herald_game_check_room (game, 1, 0, 1, error);
}

/* The game is over (RULES.md A21.3) with dice drawn for its next roll, which now never comes:
 * a correction at the attack check-in brought the player whose turn it is to the target
 * (breaker report 17, B17-3). Those dice were rolled and set aside: they join the rolls
 * undone (the statistics count them), as dice drawn and replaced do, and a finished game
 * holds no next_roll. Undo of the step that ended it brings them back for that roll, as
 * after any undone roll (herald_game_get_bound_roll ()). Called by herald_game_apply() once
 * the step is in the log, and by the loader for a file that held them (Herald before this
 * wrote such files; they load), when they fit in the file. */
void
roll_record_game_over (HeraldGame *game)
{
  if (game->state.phase != HERALD_PHASE_OVER || !drawn_for_next_roll (game) ||
      !herald_game_check_room (game, 0, 0, 1, NULL))
    return;
  g_array_append_val (game->undone_rolls, game->drawn);
  game->has_drawn = FALSE;
}
