/* herald-history-list.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The session's history list (herald_session_get_history ()): one #HeraldHistoryItem per
 * action of the open game's log, oldest first. An item, and its sentence, is made the first
 * time it is asked for (a history view asks for the steps it shows), then kept as long as the
 * log keeps its step: opening a game of thousands of steps formats none of them until they are
 * shown (issue 14, breaker report 12 R-8). What the list keeps per step is what the sentence
 * needs besides the engine's log: who made the step, whose turn it is after it, and where its
 * outcomes begin. */

#include "config.h"

#include <string.h>

#include "herald-history-item.h"
#include "herald-history-list.h"
#include "herald-start.h"
#include "herald-text.h"

typedef struct
{
  HeraldAction action;        /* as the log holds it */
  gint         player;        /* who made it (rolls and turn ends: whose turn it was) */
  gint         current_after; /* whose turn it is after it */
  guint        first_outcome; /* the engine's outcomes from here on, while theirs, are its */
} Step;

struct _HeraldHistoryList
{
  GObject     parent_instance;

  HeraldGame *game;  /* (unowned) (nullable) the game the steps are of: the session's */
  GArray     *steps; /* Step, one per action of the log */
  GPtrArray  *items; /* (nullable elements) HeraldHistoryItem of each step, once asked for */
  guint       rewinds;       /* herald_session_get_rewinds () at the last update */
  gboolean    rewinds_known; /* there was an update */
};

static GType
history_list_get_item_type (GListModel *list)
{
  return HERALD_TYPE_HISTORY_ITEM;
}

static guint
history_list_get_n_items (GListModel *list)
{
  return HERALD_HISTORY_LIST (list)->steps->len;
}

/**
 * herald_history_outcome_is_step:
 * @step: a step of the log
 * @outcome: what @step caused
 *
 * Whether @outcome says only what @step's own sentence says, in other words: a deck chosen
 * and its draw ("Anna drew from the Trade deck · Anna draws from the Trade deck", tester
 * report 38, N38-6; a card revealed from it is still said). The history and the exports leave
 * it out under the step.
 */
gboolean
herald_history_outcome_is_step (const HeraldAction  *step,
                                const HeraldOutcome *outcome)
{
  return step->type == HERALD_ACTION_CHOOSE_DECK && outcome->type == HERALD_OUTCOME_PROGRESS_DRAW
         && outcome->player == step->player && outcome->track == (gint) step->track;
}

/* The sentence of step @index: the action, then "\n  · " and each thing it caused. What is
 * the action's own sentence is not said again (a roll's own outcome; a card played, whose
 * outcome reads as its play_card: "Anna played Resource Monopoly · Anna played Resource
 * Monopoly", newcomer report 20, N20-12; a deck chosen, herald_history_outcome_is_step ()); an
 * Alchemist played with a roll is still said */
static char *
describe_step (HeraldGame *game,
               const Step *step,
               guint       index)
{
  GArray *outcomes = herald_game_get_outcomes (game);
  HeraldAction action = step->action;
  g_autofree char *text = NULL;
  GString *line;

  action.player = step->player;
  text = herald_text_describe_logged (game, &action, index);
  line = g_string_new (text);
  for (guint o = step->first_outcome;
       outcomes != NULL && o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action <= index;
       o++)
    {
      const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, o);
      g_autofree char *desc = NULL;

      if (outcome->action != index || outcome->type == HERALD_OUTCOME_ROLLED
          || herald_history_outcome_is_step (&action, outcome))
        continue;
      desc = herald_text_describe_outcome (game, outcome);
      if (g_str_equal (desc, text))
        continue;
      g_string_append (line, "\n  · ");
      g_string_append (line, desc);
    }
  return g_string_free (line, FALSE);
}

static gpointer
history_list_get_item (GListModel *list,
                       guint       position)
{
  HeraldHistoryList *self = HERALD_HISTORY_LIST (list);
  const Step *step;

  if (position >= self->steps->len)
    return NULL;
  if (self->items->pdata[position] != NULL)
    return g_object_ref (self->items->pdata[position]);

  step = &g_array_index (self->steps, Step, position);
  /* the session updates the list as soon as its game changes; asked in between (the old game
   * gone, the new one not yet taken in), a step no longer in the log gets no sentence */
  if (self->game == NULL || position >= herald_game_get_n_actions (self->game) ||
      memcmp (herald_game_get_action (self->game, position), &step->action, sizeof (HeraldAction)) != 0)
    return herald_history_item_new (position, &step->action, step->player, step->current_after, g_strdup (""));

  self->items->pdata[position] =
    herald_history_item_new (position, &step->action, step->player, step->current_after,
                             describe_step (self->game, step, position));
  return g_object_ref (self->items->pdata[position]);
}

static void
history_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = history_list_get_item_type;
  iface->get_n_items = history_list_get_n_items;
  iface->get_item = history_list_get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (HeraldHistoryList, herald_history_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, history_list_model_init))

static void
clear_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

static void
herald_history_list_finalize (GObject *object)
{
  HeraldHistoryList *self = HERALD_HISTORY_LIST (object);

  g_array_unref (self->steps);
  g_ptr_array_unref (self->items);
  G_OBJECT_CLASS (herald_history_list_parent_class)->finalize (object);
}

static void
herald_history_list_class_init (HeraldHistoryListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = herald_history_list_finalize;
}

static void
herald_history_list_init (HeraldHistoryList *self)
{
  self->steps = g_array_new (FALSE, FALSE, sizeof (Step));
  self->items = g_ptr_array_new_with_free_func (clear_item);
}

/**
 * herald_history_list_new:
 *
 * For the session: the history list, empty.
 *
 * Returns: (transfer full): a new list
 */
HeraldHistoryList *
herald_history_list_new (void)
{
  return g_object_new (HERALD_TYPE_HISTORY_LIST, NULL);
}

/**
 * herald_history_list_update:
 * @game: (nullable): the session's game, which the list reads as its items are asked for until
 *   the next update (an item asked for after @game was replaced, before the update, gets an
 *   empty sentence and is not kept)
 * @new_game: @game is another game than at the last update: every step is replaced
 * @rewinds: herald_session_get_rewinds () now: while it is what it was at the last update,
 *   every step the log held is still there, as it was (only steps played at its end came)
 *
 * Brings the list up to the game's log: the steps the log still holds stay (their items are
 * the same objects: a step of the log never changes, its outcomes follow from the steps before
 * it), those undone go, the new ones are added, in one "items-changed". No sentence is made
 * here: each is made as its item is first asked for. After an Undo, a Redo or another game
 * (@rewinds changed) it costs a comparison per step kept, else none (the 1,000 comparisons
 * of a long game at every step: docs/performance.md, nineteenth round); and a pass over the
 * new steps' outcomes.
 */
void
herald_history_list_update (HeraldHistoryList *self,
                            HeraldGame        *game,
                            gboolean           new_game,
                            guint              rewinds)
{
  guint n_items = self->steps->len;
  guint n_actions = game != NULL ? herald_game_get_n_actions (game) : 0;
  GArray *outcomes = game != NULL ? herald_game_get_outcomes (game) : NULL;
  guint keep = 0, o = 0;
  gint current;

  g_return_if_fail (HERALD_IS_HISTORY_LIST (self));

  /* steps only played on since the last update: those the list holds are the log's first */
  if (!new_game && self->rewinds_known && rewinds == self->rewinds && game == self->game && n_actions >= n_items)
    keep = n_items;
  self->game = game;
  self->rewinds = rewinds;
  self->rewinds_known = TRUE;
  if (!new_game && keep == 0)
    while (keep < n_items && keep < n_actions &&
           memcmp (&g_array_index (self->steps, Step, keep).action, herald_game_get_action (game, keep),
                   sizeof (HeraldAction)) == 0)
      keep++;
  if (keep == n_items && keep == n_actions)
    return;

  g_array_set_size (self->steps, keep);
  g_ptr_array_set_size (self->items, keep);
  if (keep > 0)
    {
      const Step *last = &g_array_index (self->steps, Step, keep - 1);

      current = last->current_after;
      o = last->first_outcome;
    }
  else
    current = game != NULL ? (gint) herald_game_get_start_current (game) : 0;
  while (outcomes != NULL && o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action < keep)
    o++;

  for (guint a = keep; a < n_actions; a++)
    {
      Step step;

      step.action = *herald_game_get_action (game, a);
      step.first_outcome = o;
      /* rolls and turn ends need not name their player: follow the turns to name it */
      step.player = step.action.player;
      if (step.player < 0 && (step.action.type == HERALD_ACTION_ROLL || step.action.type == HERALD_ACTION_END_TURN))
        step.player = current;
      for (; outcomes != NULL && o < outcomes->len && g_array_index (outcomes, HeraldOutcome, o).action <= a; o++)
        {
          const HeraldOutcome *outcome = &g_array_index (outcomes, HeraldOutcome, o);

          if (outcome->type == HERALD_OUTCOME_TURN && outcome->player >= 0)
            current = outcome->player;
        }
      step.current_after = current;
      g_array_append_val (self->steps, step);
    }
  g_ptr_array_set_size (self->items, n_actions);
  g_list_model_items_changed (G_LIST_MODEL (self), keep, n_items - keep, n_actions - keep);
}
