/* herald-player-item-checks.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The questions a player's item asks the session for the card: whether each move of the card
 * and of each knight's menu may be made now, and the reason when not (herald_session_check ()),
 * kept from the step before while the engine's message is the same. */

#include "config.h"

#include <string.h>

#include "herald-session.h"
#include "herald-player-item-private.h"
#include "herald-text.h"

/* The moves' legality, as the session would answer them (herald_session_check ()); the
 * card offers no building in the setup round (it has its own buttons) */
static guint n_reasons_made;

/**
 * herald_player_item_get_n_reasons_made:
 *
 * For tests: how many refusals the items have made a reason of (not kept from the step
 * before), since the program started.
 *
 * Returns: the count
 */
guint
herald_player_item_get_n_reasons_made (void)
{
  return n_reasons_made;
}

/* Reasons kept by taking the old strings over (keep_reason ()) */
static guint n_reasons_taken_over;

/**
 * herald_player_item_get_n_reasons_taken_over:
 *
 * For tests: how many refusals the items have kept the reason of from the step before by
 * taking the old strings over rather than copying them, since the program started.
 *
 * Returns: the count
 */
guint
herald_player_item_get_n_reasons_taken_over (void)
{
  return n_reasons_taken_over;
}

/* Reasons copied from another move's in the same update (recent_reason ()) */
static guint n_reasons_copied;
static gboolean copy_off;  /* herald_player_item_set_copy_reasons () */

/**
 * herald_player_item_get_n_reasons_copied:
 *
 * For tests: how many refusals the items have copied the reason of from another move's
 * with the same words in the same update rather than made it, since the program started.
 *
 * Returns: the count
 */
guint
herald_player_item_get_n_reasons_copied (void)
{
  return n_reasons_copied;
}

/**
 * herald_player_item_set_copy_reasons:
 * @copy: whether a reason may be copied from another move's in the same update
 *
 * For tests: with @copy %FALSE, an item makes every reason it does not keep from the step
 * before afresh.
 */
void
herald_player_item_set_copy_reasons (gboolean copy)
{
  copy_off = !copy;
}

/* A refusal with the words of the one met last in this update, of the same kind (most of a
 * player's moves are refused alike as the turn passes: "it is Ben’s turn, not Anna’s"): its
 * reason copied (about 100 instructions) rather than made (isolated names, a sentence: about
 * 1,000); 1,180 reasons were made in 50 steps of a 1,000-action game, most of them so
 * (docs/performance.md, twenty-sixth round) */
static char *
recent_reason (const char                *message,
               const HeraldReasonRecent  *recent)
{
  if (copy_off || recent->refusal == NULL || message == NULL || strcmp (message, recent->refusal) != 0)
    return NULL;
  n_reasons_copied++;
  return g_strdup (recent->reason);
}

/* The reason shown for a refusal: kept from the last step while the engine's message is the
 * same (making it a sentence, with its names isolated, was a third of a step's models). The
 * old strings themselves are taken over, not copied: the item frees an old string only when
 * it is not the new one (herald_player_item_update ()); two copies and two frees of each of
 * about 1,300 refusals kept in 50 steps were 0.6 M instructions (docs/performance.md,
 * twenty-fifth round) */
static char *
keep_reason (char        **refusal,
             const char   *message,
             const char   *old_refusal,
             const char   *old_reason)
{
  if (old_refusal != NULL && old_reason != NULL && message != NULL && strcmp (message, old_refusal) == 0)
    {
      *refusal = (char *) old_refusal;
      n_reasons_taken_over++;
      return (char *) old_reason;
    }
  *refusal = g_strdup (message);
  return NULL;
}

gboolean
herald_player_item_check_move (HeraldSession     *session,
                               const HeraldState *state,
                               guint              p,
                               HeraldPlayerMove   move,
                               char             **reason,
                               char             **refusal,
                               const char        *old_reason,
                               const char        *old_refusal,
                               HeraldReasonRecent *recent)
{
  static const HeraldActionType types[] = {
    HERALD_ACTION_BUILD_SETTLEMENT, HERALD_ACTION_BUILD_CITY, HERALD_ACTION_BUILD_WALL,
    HERALD_ACTION_BUILD_KNIGHT, HERALD_ACTION_REPAIR_CITY,
  };
  const char *message;
  HeraldAction action;

  *reason = NULL;
  *refusal = NULL;
  /* in the setup round the card asks nothing about knights, repairs and improvements */
  if (state->phase == HERALD_PHASE_SETUP && move >= HERALD_PLAYER_MOVE_KNIGHT)
    return FALSE;
  if (move >= HERALD_PLAYER_MOVE_IMPROVE)
    {
      guint t = move - HERALD_PLAYER_MOVE_IMPROVE;

      /* the last level: the button is built, no question to ask */
      if (state->players[p].improvements[t] >= HERALD_MAX_LEVEL)
        return FALSE;
      herald_action_init (&action, HERALD_ACTION_IMPROVE_CITY, p);
      action.track = t;
    }
  else if (move == HERALD_PLAYER_MOVE_MERCHANT)
    /* the badge gives the merchant, or takes it back from its holder */
    herald_action_init (&action, HERALD_ACTION_SET_MERCHANT,
                        state->players[p].merchant ? HERALD_UNSET : (gint) p);
  else
    herald_action_init (&action, types[move], p);

  /* the refusal's words only, without a GError (herald_session_check_refusal ()) */
  if (!herald_session_check_refusal (session, &action, &message))
    {
      /* a refusal as a sentence of its own: the button's tooltip and description; the
       * right-to-left names in it isolated, as in the toasts (herald_text_refusal ()) */
      *reason = keep_reason (refusal, message, old_refusal, old_reason);
      if (*reason == NULL)
        *reason = recent_reason (message, recent);
      if (*reason == NULL)
        {
          g_autofree char *isolated = herald_text_refusal (herald_session_get_game (session),
                                                           message);

          *reason = herald_text_sentence (isolated);
          n_reasons_made++;
        }
      recent->refusal = *refusal;
      recent->reason = *reason;
      return FALSE;
    }
  return state->phase != HERALD_PHASE_SETUP;
}

/* A knight's moves in its menu, as the session would answer them: activating (or
 * deactivating an active knight), promoting (issue 11: the menu offered both when the engine
 * would refuse them), and an active knight's actions (newcomer report 21, N21-4: Move, Chase
 * the Robber and Displace were offered for a knight activated this turn, then refused) */
gboolean
herald_player_item_check_knight_move (HeraldSession          *session,
                                      const HeraldState      *state,
                                      guint                   p,
                                      guint                   k,
                                      HeraldPlayerKnightMove  move,
                                      char                  **reason,
                                      char                  **refusal,
                                      const char             *old_reason,
                                      const char             *old_refusal,
                                      HeraldReasonRecent     *recent)
{
  const char *message;
  HeraldAction action;

  *reason = NULL;
  *refusal = NULL;
  if (state->phase == HERALD_PHASE_SETUP || k >= (guint) state->players[p].n_knights)
    return FALSE;
  if (move == HERALD_PLAYER_KNIGHT_ACTIVATE)
    herald_action_init (&action, state->players[p].knights[k].active ? HERALD_ACTION_DEACTIVATE_KNIGHT
                                                                      : HERALD_ACTION_ACTIVATE_KNIGHT, p);
  else if (move == HERALD_PLAYER_KNIGHT_PROMOTE)
    herald_action_init (&action, HERALD_ACTION_UPGRADE_KNIGHT, p);
  else
    {
      /* an inactive knight's menu offers no action: no question to ask */
      if (!state->players[p].knights[k].active)
        return FALSE;
      herald_action_init (&action, HERALD_ACTION_KNIGHT_ACTION, p);
      action.kind = move == HERALD_PLAYER_KNIGHT_CHASE ? HERALD_KNIGHT_CHASE_ROBBER : HERALD_KNIGHT_MOVE;
    }
  action.knight = k;

  if (!herald_session_check_refusal (session, &action, &message))
    {
      *reason = keep_reason (refusal, message, old_refusal, old_reason);
      if (*reason == NULL)
        *reason = recent_reason (message, recent);
      if (*reason == NULL)
        {
          *reason = herald_text_refusal (herald_session_get_game (session), message);
          n_reasons_made++;
        }
      recent->refusal = *refusal;
      recent->reason = *reason;
      return FALSE;
    }
  return TRUE;
}
