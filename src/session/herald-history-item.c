/* herald-history-item.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One step of the game's log as an item of the session's history list
 * (herald_session_get_history ()): the action, the player who made it and its sentence with
 * what it caused, in the words of herald-text.c. Immutable: a step of the log never changes;
 * an undo removes its item, a step adds one. */

#include "config.h"

#include <string.h>

#include "herald-history-item.h"

/**
 * HeraldHistoryItem:
 *
 * One action of the log, oldest first in the session's history list (#HeraldHistoryItem:index
 * is its place in the log).
 */
struct _HeraldHistoryItem
{
  GObject       parent_instance;

  guint         index;
  gint          player;
  gint          current_after; /* whose turn it is after the step */
  HeraldAction  action;
  char         *text;
};

G_DEFINE_FINAL_TYPE (HeraldHistoryItem, herald_history_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_INDEX,
  PROP_PLAYER,
  PROP_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
herald_history_item_finalize (GObject *object)
{
  HeraldHistoryItem *self = (HeraldHistoryItem *)object;

  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (herald_history_item_parent_class)->finalize (object);
}

static void
herald_history_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldHistoryItem *self = HERALD_HISTORY_ITEM (object);

  switch (prop_id)
    {
    case PROP_INDEX:
      g_value_set_uint (value, self->index);
      break;
    case PROP_PLAYER:
      g_value_set_int (value, self->player);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_history_item_class_init (HeraldHistoryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = herald_history_item_finalize;
  object_class->get_property = herald_history_item_get_property;

  properties[PROP_INDEX] =
    g_param_spec_uint ("index", NULL, "The step's place in the log, 0 for the first",
                       0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_int ("player", NULL, "The seat of the player who made the step, -1 for none",
                      -1, G_MAXINT, -1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, "The step and, one line each, what it caused (translated)",
                         NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
herald_history_item_init (HeraldHistoryItem *self)
{
}

/**
 * herald_history_item_new:
 * @index: the action's place in the log
 * @action: the action as the log holds it
 * @player: who made it (rolls and turn ends name the player whose turn it was), or -1
 * @current_after: whose turn it is after the step
 * @text: (transfer full): the sentence
 *
 * For the session.
 *
 * Returns: (transfer full): a new item
 */
HeraldHistoryItem *
herald_history_item_new (guint               index,
                         const HeraldAction *action,
                         gint                player,
                         gint                current_after,
                         char               *text)
{
  HeraldHistoryItem *self = g_object_new (HERALD_TYPE_HISTORY_ITEM, NULL);

  self->index = index;
  memcpy (&self->action, action, sizeof self->action);
  self->player = player;
  self->current_after = current_after;
  self->text = text;
  return self;
}

/** herald_history_item_get_index: Returns: the step's place in the log, 0 for the first */
guint
herald_history_item_get_index (HeraldHistoryItem *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_ITEM (self), 0);
  return self->index;
}

/** herald_history_item_get_player: Returns: the seat of who made the step, -1 for none */
gint
herald_history_item_get_player (HeraldHistoryItem *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_ITEM (self), -1);
  return self->player;
}

/** herald_history_item_get_text: Returns: the step's sentence, then "\n  · " and each thing it caused */
const char *
herald_history_item_get_text (HeraldHistoryItem *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_ITEM (self), NULL);
  return self->text;
}

/** herald_history_item_get_action: Returns: (transfer none): the action as the log holds it */
const HeraldAction *
herald_history_item_get_action (HeraldHistoryItem *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_ITEM (self), NULL);
  return &self->action;
}

/** herald_history_item_get_current_after: Returns: whose turn it is after the step */
gint
herald_history_item_get_current_after (HeraldHistoryItem *self)
{
  g_return_val_if_fail (HERALD_IS_HISTORY_ITEM (self), -1);
  return self->current_after;
}
