/* herald-session-dice.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session's dice: rolls drawn for the table, held before a check-in, rolled again only on
 * purpose; the dice mode of the game and the forecasts for it.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>

#include "herald-session-library.h"
#include "herald-save.h"
#include "herald-session-private.h"
#include "herald-write-behind.h"

static void held_landing_check (HeraldSession *self);
static void drawn_saved        (HeraldSession *self);

/**
 * herald_session_get_balanced:
 *
 * The session's balanced dice, made when first needed: for an open game with balanced dice,
 * they continue the decks the game kept (herald_game_get_dice_deck(), saved with it), so that
 * a resumed game continues the same cycle.
 *
 * Returns: (transfer none): the balanced dice
 */
HeraldBalancedDice *
herald_session_get_balanced (HeraldSession *self)
{
  const HeraldDiceDeck *deck;

  if (self->balanced != NULL)
    return self->balanced;
  self->balanced = herald_balanced_dice_new (self->rng);
  deck = self->game != NULL ? herald_game_get_dice_deck (self->game) : NULL;
  if (deck != NULL && herald_game_get_rules (self->game)->dice_mode == HERALD_DICE_MODE_BALANCED)
    herald_balanced_dice_set_deck (self->balanced, deck);
  return self->balanced;
}

/**
 * herald_session_roll_dice:
 * @roll: (out caller-allocates): the three dice
 *
 * Rolls the three dice the way #HeraldSession:dice-mode says (fair in physical mode).
 * Nothing is applied: pass the roll to herald_session_roll(). Balanced dice deal from the
 * open game's decks, and what is left is kept with the game (herald_game_set_dice_deck()),
 * saved with it at the next save.
 */
void
herald_session_roll_dice (HeraldSession *self,
                          HeraldRoll    *roll)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->dice_mode == HERALD_DICE_MODE_BALANCED)
    {
      HeraldDiceDeck deck;

      herald_balanced_dice_roll (herald_session_get_balanced (self), roll);
      /* what is left goes with the game and its file: a resumed game continues the cycle */
      if (self->game != NULL && !self->read_only)
        {
          herald_balanced_dice_get_deck (self->balanced, &deck);
          herald_game_set_dice_deck (self->game, &deck);
        }
    }
  else
    herald_dice_roll_fair (self->rng, roll);

  roll->alchemist = FALSE;
  roll->entered = FALSE;
}

/* What of Roll's dice is decided at this point (issue 10): all three where Herald rolled them
 * here already (TRUE, @roll filled), else only the event die an Alchemist's roll set aside, where
 * there is one (FALSE, @roll->event set; tester report 37, N37-7), else nothing (FALSE, @roll as
 * it was) */
static gboolean
decided_dice (HeraldSession *self,
              HeraldRoll    *roll)
{
  HeraldRollRecord bound;

  if (self->game == NULL)
    return FALSE;
  if (herald_game_get_bound_roll (self->game, &bound))
    {
      *roll = bound.roll;
      return TRUE;
    }
  if (!self->read_only)
    herald_game_get_bound_event (self->game, &roll->event);
  return FALSE;
}

/**
 * herald_session_draw_roll:
 * @roll: (out caller-allocates): the three dice
 *
 * The dice for the current player's roll at this point of the game (issue 10): those Herald
 * already rolled here (drawn before an attack check-in, or a roll that was undone), else new
 * ones (herald_session_roll_dice()), keeping the event die an Alchemist's roll set aside. New
 * dice are recorded in the game and saved before this returns (docs/save-format.md,
 * `next_roll`), so that a crash while the table looks at them brings back the same dice, and
 * Undo then Roll cannot give other dice. Without an open game (or looking only): new dice,
 * recorded nowhere.
 */
void
herald_session_draw_roll (HeraldSession *self,
                          HeraldRoll    *roll)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (decided_dice (self, roll))
    {
      held_landing_check (self);
      return;
    }
  herald_session_roll_dice (self, roll);
  if (self->game == NULL || self->read_only)
    return;
  /* none bound (above): only an event die set aside, which stays */
  decided_dice (self, roll);
  herald_game_set_drawn_roll (self->game, roll, FALSE, NULL);
  drawn_saved (self);
}

/* Whether the engine takes a roll now, Herald's (@entered %FALSE) or dice the table enters,
 * with the dice not decided yet any the roll may bring */
static gboolean
check_roll_now (HeraldSession  *self,
                gboolean        entered,
                GError        **error)
{
  HeraldAction action;

  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  action.roll = (HeraldRoll) { .event = HERALD_EVENT_TRADE, .red = 1, .white = 1 };
  decided_dice (self, &action.roll);
  action.roll.entered = entered;
  return herald_game_check (self->game, &action, error);
}

/**
 * herald_session_check_roll:
 * @error: (nullable): where the engine's refusal goes
 *
 * A session with an open game.
 *
 * Whether the engine takes the roll herald_session_draw_roll() would make now (herald_game_check()
 * of a roll with the dice already decided at this point: all three where Herald rolled them here,
 * else the event die an Alchemist's roll set aside), without rolling or recording anything.
 *
 * Returns: %TRUE; %FALSE with @error set (#HERALD_GAME_ERROR) when the engine refuses a roll now
 */
gboolean
herald_session_check_roll (HeraldSession  *self,
                           GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return check_roll_now (self, FALSE, error);
}

/**
 * herald_session_check_enter_roll:
 *
 * A session with an open game.
 *
 * Whether the engine takes a roll with dice the table enters now (Enter Dice), as
 * herald_session_check_roll () asks for Herald's: where the table typed the dice of this roll
 * before (a landing taken back at the check-in), Herald's Roll is refused and only dice
 * entered again are taken (tester report 43, N43-7). Which dice may be entered is
 * herald_game_check_entered_roll ()'s answer.
 *
 * Returns: %TRUE when a roll entered by hand may be made now
 */
gboolean
herald_session_check_enter_roll (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);

  return check_roll_now (self, TRUE, NULL);
}

/**
 * herald_session_draw_alchemist_roll:
 * @roll: (inout): the red and white dice the Alchemist chose; the event die is set
 *
 * The Alchemist's roll: Herald rolls the event die (or keeps the one already rolled at this
 * point, herald_session_roll_event()), and the roll is recorded and saved before this returns,
 * like herald_session_draw_roll()'s, so that a crash while the attack check-in it may bring is
 * open loses nothing.
 *
 * Returns: %TRUE; %FALSE, with @error, when the rules refuse this roll now (herald_game_check(),
 *   e.g. other dice than those of the Alchemist played here and undone) or the dice it sets
 *   aside would not fit in the saved game (herald_game_set_drawn_roll()): nothing is recorded,
 *   and the roll is not to be made
 */
gboolean
herald_session_draw_alchemist_roll (HeraldSession  *self,
                                    HeraldRoll     *roll,
                                    GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  roll->event = herald_session_roll_event (self);
  roll->alchemist = TRUE;
  roll->entered = FALSE;
  if (self->game == NULL || self->read_only)
    return TRUE;
  /* the rules first (where the Alchemist was played and undone, only its dice: B17-2): dice
   * the engine refuses are not recorded as rolled for this point */
  if (!herald_game_check_alchemist_roll (self->game, roll->red, roll->white, &roll->event, error))
    return FALSE;
  if (!herald_game_set_drawn_roll (self->game, roll, FALSE, error))
    return FALSE;
  drawn_saved (self);
  return TRUE;
}

/**
 * herald_session_can_roll_again:
 *
 * Whether Roll Again rolls new dice now (herald_session_draw_roll_again ()): a game open to
 * play with Herald's dice (not physical ones), where Herald already rolled the dice of this
 * roll (herald_game_get_bound_roll (): Roll brings them back) and the engine takes a roll now
 * (herald_session_check_roll ()). The window's Roll Again is on exactly then.
 *
 * Returns: %TRUE when herald_session_draw_roll_again () rolls new dice in place of those
 */
gboolean
herald_session_can_roll_again (HeraldSession *self)
{
  HeraldRollRecord bound;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  return self->game != NULL && !self->read_only && self->dice_mode != HERALD_DICE_MODE_PHYSICAL &&
         herald_game_get_bound_roll (self->game, &bound) && herald_session_check_roll (self, NULL);
}

/**
 * herald_session_draw_roll_again:
 * @roll: (out caller-allocates): the three dice
 *
 * A deliberate re-roll: new dice for the current player's roll even though dice were already
 * rolled at this point. They are recorded and saved like herald_session_draw_roll()'s, and
 * the roll applied with them says `"again": true`; the dice they replace count as undone in
 * the statistics. Where Roll Again is off (herald_session_can_roll_again (): no dice were
 * rolled yet, for one), the same as herald_session_draw_roll().
 *
 * Returns: %TRUE; %FALSE with a %HERALD_GAME_ERROR_FORBIDDEN (herald_game_check_room()) when
 *   one undone roll more would not fit in the saved game: nothing is rolled or recorded
 */
gboolean
herald_session_draw_roll_again (HeraldSession  *self,
                                HeraldRoll     *roll,
                                GError        **error)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  if (!herald_session_can_roll_again (self))
    {
      herald_session_draw_roll (self, roll);
      return TRUE;
    }
  /* the dice set aside count as undone: refused before any die is rolled when that would
   * not fit in the saved game (breaker 12, R-1) */
  if (!herald_game_check_room (self->game, 0, 0, 1, error))
    return FALSE;
  herald_session_roll_dice (self, roll);
  if (!herald_game_set_drawn_roll (self->game, roll, TRUE, error))
    return FALSE;
  drawn_saved (self);
  return TRUE;
}

/**
 * herald_session_hold_roll:
 * @roll: the dice about to be applied after a pause (the attack check-in): drawn by
 *   herald_session_draw_roll() or herald_session_draw_alchemist_roll(), or entered from
 *   physical dice
 *
 * Makes sure @roll is recorded as the next roll's dice and saved (docs/save-format.md,
 * `next_roll`) before the table is asked anything, whoever rolled them: after a crash the
 * check-in comes back with the same dice. Dice Herald drew are recorded already; other dice
 * drawn for this roll count as undone.
 */
void
herald_session_hold_roll (HeraldSession    *self,
                          const HeraldRoll *roll)
{
  const HeraldRollRecord *drawn;

  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (roll != NULL);

  if (self->game == NULL || self->read_only || !herald_roll_is_valid (roll))
    return;
  /* entered dice the engine refuses here (Herald's dice were rolled already) replace
   * nothing: the roll with them is refused too */
  if (!herald_game_check_entered_roll (self->game, roll, NULL))
    return;
  drawn = herald_game_get_drawn_roll (self->game);
  if (drawn != NULL && drawn->roll.event == roll->event && drawn->roll.red == roll->red &&
      drawn->roll.white == roll->white && !drawn->roll.alchemist == !roll->alchemist)
    return;
  /* the dice of an undone roll, brought back: no longer undone (as with Redo) */
  /* refused only when one undone roll more would not fit in the saved game: the roll with
   * these dice is refused then too (herald_game_apply ()), so nothing beyond it is saved */
  if (!herald_game_take_undone_roll (self->game, roll))
    herald_game_set_drawn_roll (self->game, roll, FALSE, NULL);
  drawn_saved (self);
}

/**
 * herald_session_release_roll:
 *
 * The table cancelled the attack check-in: dice it typed are taken back and saved so
 * (herald_game_release_entered_roll ()); dice Herald drew stay held, for Roll to bring back.
 *
 * Returns: %TRUE when typed dice were taken back
 */
gboolean
herald_session_release_roll (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL || self->read_only || !herald_game_release_entered_roll (self->game))
    return FALSE;
  drawn_saved (self);
  return TRUE;
}

/**
 * herald_session_get_drawn_roll:
 * @roll: (out caller-allocates): the dice
 *
 * Dice Herald rolled for the next roll and has not applied (an attack check-in was open, for
 * instance when Herald was stopped): the window asks the table again with these dice.
 *
 * Returns: %TRUE when there are such dice
 */
gboolean
herald_session_get_drawn_roll (HeraldSession *self,
                               HeraldRoll    *roll)
{
  const HeraldRollRecord *drawn;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  drawn = self->game != NULL ? herald_game_get_drawn_roll (self->game) : NULL;
  /* (an Alchemist roll too: the check-in it brought is shown again) */
  if (drawn == NULL)
    return FALSE;
  *roll = drawn->roll;
  return TRUE;
}

/**
 * herald_session_get_held_landing:
 * @roll: (out caller-allocates) (optional): the dice
 *
 * Dice Herald rolled for the current player's roll, not applied yet, that land the barbarian
 * ship (RULES.md A3, A4; herald_game_get_ship_landing (), which the barbarian track shows):
 * the attack check-in was cancelled, or the landing roll was undone. Roll
 * (`game.roll`) brings exactly these dice back and opens the check-in again, so the window
 * shows them and names Roll for what it does (newcomer report 20, N20-2). Never with
 * physical dice (Roll asks for the faces then), dice the table typed or an Alchemist's
 * (those are not held: herald_game_get_bound_roll()), or a game only looked at.
 *
 * Returns: %TRUE when the next roll is such a landing
 */
gboolean
herald_session_get_held_landing (HeraldSession *self,
                                 HeraldRoll    *roll)
{
  HeraldRollRecord bound;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);

  if (self->game == NULL || self->read_only || self->dice_mode == HERALD_DICE_MODE_PHYSICAL ||
      !herald_game_get_ship_landing (self->game) || !herald_game_get_bound_roll (self->game, &bound) ||
      bound.roll.event != HERALD_EVENT_SHIP)
    return FALSE;
  /* the dice are this roll's, and the roll can be made now (the engine's check) */
  {
    HeraldAction action;

    herald_action_init (&action, HERALD_ACTION_ROLL, herald_game_get_state (self->game)->current);
    action.roll = bound.roll;
    if (!herald_game_check (self->game, &action, NULL))
      return FALSE;
  }
  if (roll != NULL)
    *roll = bound.roll;
  return TRUE;
}

/**
 * herald_session_has_held_landing:
 *
 * herald_session_get_held_landing () as the session's models last read it: after the last
 * step, or after dice were drawn for the roll (held_landing_check ()). For the
 * players' cards, which say "To fight the barbarians" then, not "To roll".
 *
 * Returns: whether the next roll is a landing held for the battle
 */
gboolean
herald_session_has_held_landing (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  return self->held_landing;
}

/**
 * herald_session_held_landing_read:
 *
 * For the session: reads herald_session_get_held_landing () again into
 * #HeraldSession:held-landing, notified when it changed (after a step, before the models are
 * updated; after dice drawn or set aside outside a step, held_landing_check ()).
 *
 * Returns: whether it changed
 */
gboolean
herald_session_held_landing_read (HeraldSession *self)
{
  gboolean held = herald_session_get_held_landing (self, NULL);

  if (held == self->held_landing)
    return FALSE;
  self->held_landing = held;
  g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_HELD_LANDING]);
  return TRUE;
}

/* Dice drawn or set aside outside a step: the players' items read again where that changed
 * whether a landing is held (newcomer report 61, newcomer61-1: the roller's card said "To
 * roll" while the dice waited for the battle). Rare: a roll that lands the ship. */
static void
held_landing_check (HeraldSession *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (herald_session_held_landing_read (self))
    herald_session_models_update (self->models, self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Dice drawn or set aside outside a step, now saved: and told (held_landing_check ()) */
static void
drawn_saved (HeraldSession *self)
{
  herald_session_autosave (self);
  held_landing_check (self);
}

/**
 * herald_session_roll_event:
 *
 * Rolls the event die alone (the Alchemist sets the production dice); where Herald already
 * rolled the dice of this roll (an undone roll), their event die.
 *
 * Returns: the event face
 */
HeraldEvent
herald_session_roll_event (HeraldSession *self)
{
  HeraldEvent event;

  g_return_val_if_fail (HERALD_IS_SESSION (self), HERALD_EVENT_SHIP);

  /* the event die of this roll, if Herald rolled it already (an undone roll) */
  if (self->game != NULL && herald_game_get_bound_event (self->game, &event))
    return event;
  return herald_dice_roll_event (self->rng);
}

/**
 * herald_session_roll:
 * @roll: the dice, from herald_session_draw_roll() or entered from physical dice
 * @commit: (nullable) (array fixed-size=6): Fiesepeter: per player, the bit mask of the
 *   knights that fight, or %NULL for all active knights
 * @error: why the roll is refused
 *
 * Performs the current player's `roll` action; with the dice of
 * herald_session_draw_roll_again(), a deliberate re-roll (`"again": true`).
 *
 * Returns: %TRUE when the roll was applied
 */
gboolean
herald_session_roll (HeraldSession     *self,
                     const HeraldRoll  *roll,
                     const guint8      *commit,
                     GError           **error)
{
  HeraldAction action;
  HeraldRollRecord bound;

  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (roll != NULL, FALSE);

  herald_action_init (&action, HERALD_ACTION_ROLL, HERALD_UNSET);
  if (self->game != NULL)
    action.player = herald_game_get_state (self->game)->current;
  /* field by field: the caller's padding bytes stay out of the log (its actions are compared
   * byte for byte by the save cache) */
  action.roll.event = roll->event;
  action.roll.red = roll->red;
  action.roll.white = roll->white;
  action.roll.alchemist = roll->alchemist;
  action.roll.entered = roll->entered;
  if (commit != NULL)
    {
      action.has_commit = TRUE;
      memcpy (action.commit, commit, sizeof action.commit);
    }
  if (self->game != NULL && !self->read_only && herald_game_get_drawn_roll (self->game) == NULL &&
      herald_game_get_bound_roll (self->game, &bound) && !roll->alchemist &&
      bound.roll.event == roll->event && bound.roll.red == roll->red &&
      bound.roll.white == roll->white)
    {
      HeraldAction taken = action;

      /* Undo, then Roll with the dice undone: they are rolled again, not undone, as with
       * Redo (herald_game_take_undone_roll ()); only once the roll is known to be accepted,
       * so that a refused roll changes nothing */
      taken.again = bound.again;
      if (!herald_game_check (self->game, &taken, error))
        return FALSE;
      herald_game_take_undone_roll (self->game, roll);
    }
  if (self->game != NULL)
    {
      const HeraldRollRecord *drawn = herald_game_get_drawn_roll (self->game);

      action.again = drawn != NULL && drawn->again && drawn->roll.event == roll->event &&
                     drawn->roll.red == roll->red && drawn->roll.white == roll->white &&
                     !roll->alchemist;
    }

  return herald_session_perform (self, &action, error);
}

/**
 * herald_session_get_attack_chance:
 * @n_rolls: how many rolls ahead (a round is as many rolls as players)
 *
 * The engine's forecast (herald_game_get_attack_chance()) for the open game, with the balanced
 * dice the session deals from.
 *
 * Returns: the chance that the barbarians land within @n_rolls rolls, 0–1; 0 without a game
 */
double
herald_session_get_attack_chance (HeraldSession *self,
                                  guint          n_rolls)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), 0.0);

  if (self->game == NULL)
    return 0.0;
  return herald_game_get_attack_chance (self->game, n_rolls,
                                        self->dice_mode == HERALD_DICE_MODE_BALANCED
                                        ? herald_session_get_balanced (self) : NULL);
}

/**
 * herald_session_get_draw_forecast:
 * @player: a player index
 * @forecast: (out caller-allocates): the engine's forecast (herald_game_get_draw_forecast())
 *
 * Each deck's chance on the next roll and the rolls to @player's next card, with the balanced
 * dice the session deals from. Zeroed without a game.
 */
void
herald_session_get_draw_forecast (HeraldSession      *self,
                                  guint               player,
                                  HeraldDrawForecast *forecast)
{
  g_return_if_fail (HERALD_IS_SESSION (self));
  g_return_if_fail (forecast != NULL);

  memset (forecast, 0, sizeof *forecast);
  if (self->game == NULL || player >= herald_game_get_n_players (self->game))
    return;

  /* made again only when what it reads of the game changed (the engine's key, A11.1–A11.3):
   * the balanced one walks every state of the decks, and a key of the phase and the current
   * player made every player's forecast again at every roll and End Turn (issue 14) */
  {
    HeraldBalancedDice *balanced = self->balanced;
    HeraldDrawForecastKey key;

    if (herald_game_get_rules (self->game)->dice_mode == HERALD_DICE_MODE_BALANCED
        && self->dice_mode == HERALD_DICE_MODE_BALANCED)
      balanced = herald_session_get_balanced (self);
    herald_game_get_draw_forecast_key (self->game, player, balanced, &key);
    if (self->draw_cache[player].valid
        && memcmp (&key, &self->draw_cache[player].key, sizeof key) == 0)
      {
        *forecast = self->draw_cache[player].forecast;
        return;
      }
    herald_game_get_draw_forecast (self->game, player, balanced, forecast);
    self->n_forecasts_made++;
    self->draw_cache[player].key = key;
    self->draw_cache[player].forecast = *forecast;
    self->draw_cache[player].valid = TRUE;
  }
}

HeraldDiceMode
herald_session_get_dice_mode (HeraldSession *self)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), HERALD_DICE_MODE_FAIR);

  return self->dice_mode;
}

/**
 * herald_session_get_dice_cycle:
 * @cycle: (out caller-allocates): where the balanced dice stand
 *
 * With balanced dice, how far through the 36-card deck the table is and what is left
 * (herald_balanced_dice_get_cycle()). The deck is the game's: saved with it, it continues
 * when the game is resumed; switching the mode starts a fresh one.
 *
 * Returns: %TRUE with balanced dice; %FALSE (and @cycle untouched) otherwise
 */
gboolean
herald_session_get_dice_cycle (HeraldSession   *self,
                               HeraldDiceCycle *cycle)
{
  g_return_val_if_fail (HERALD_IS_SESSION (self), FALSE);
  g_return_val_if_fail (cycle != NULL, FALSE);

  if (self->dice_mode != HERALD_DICE_MODE_BALANCED)
    return FALSE;
  herald_balanced_dice_get_cycle (herald_session_get_balanced (self), cycle);
  return TRUE;
}

/**
 * herald_session_set_dice_mode:
 * @mode: how the session rolls
 *
 * Switching to balanced dice starts a fresh balanced deck. A game brings its own mode (the
 * `dice` of its rules, chosen with the new game and saved with it): starting or resuming a
 * game sets the session's mode to it.
 */
void
herald_session_set_dice_mode (HeraldSession  *self,
                              HeraldDiceMode  mode)
{
  g_return_if_fail (HERALD_IS_SESSION (self));

  mode = CLAMP (mode, HERALD_DICE_MODE_FAIR, HERALD_DICE_MODE_PHYSICAL);
  if (self->dice_mode == mode)
    return;

  self->dice_mode = mode;
  g_clear_pointer (&self->balanced, herald_balanced_dice_free);
  /* dice of another mode: what the balanced decks had left does not go on */
  if (self->game != NULL && !self->read_only)
    herald_game_set_dice_deck (self->game, NULL);
  /* the players' progress card forecasts depend on the dice */
  if (self->game != NULL)
    herald_session_update_properties (self);
  g_object_notify_by_pspec (G_OBJECT (self), herald_session_properties[PROP_DICE_MODE]);
}
