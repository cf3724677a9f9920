/* herald-pending-item.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A decision the game waits for (the engine's HeraldState.pending), as an item of the
 * session's pending list (herald_session_get_pending ()). The item lives as long as the
 * decision is owed: the window opens a dialog for the first item and closes it when the item
 * leaves the list (an undo, another game). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-pending-item.h"
#include "herald-text.h"

/**
 * HeraldPendingItem:
 *
 * One decision the game waits for: its type (#HeraldPendingType), the player who owes it and
 * a translated sentence that names it ("Anna Chooses a Progress Card"). Immutable.
 */
struct _HeraldPendingItem
{
  GObject            parent_instance;

  HeraldPendingType  type;
  guint              player;
  char              *description;
};

G_DEFINE_FINAL_TYPE (HeraldPendingItem, herald_pending_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PENDING_TYPE,
  PROP_PLAYER,
  PROP_DESCRIPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
herald_pending_item_finalize (GObject *object)
{
  HeraldPendingItem *self = (HeraldPendingItem *)object;

  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (herald_pending_item_parent_class)->finalize (object);
}

static void
herald_pending_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HeraldPendingItem *self = HERALD_PENDING_ITEM (object);

  switch (prop_id)
    {
    case PROP_PENDING_TYPE:
      g_value_set_uint (value, self->type);
      break;
    case PROP_PLAYER:
      g_value_set_uint (value, self->player);
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, self->description);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
herald_pending_item_class_init (HeraldPendingItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = herald_pending_item_finalize;
  object_class->get_property = herald_pending_item_get_property;

  properties[PROP_PENDING_TYPE] =
    g_param_spec_uint ("pending-type", NULL, "The HeraldPendingType: a deck, a city, a card put back",
                       0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYER] =
    g_param_spec_uint ("player", NULL, "The seat of the player who decides",
                       0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] =
    g_param_spec_string ("description", NULL, "The decision, translated: “Anna Chooses a Progress Card”",
                         NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
herald_pending_item_init (HeraldPendingItem *self)
{
}

/**
 * herald_pending_item_new:
 * @game: the open game
 * @pending: one of its pending decisions (HeraldState.pending)
 *
 * For the session.
 *
 * Returns: (transfer full): an item for @pending
 */
HeraldPendingItem *
herald_pending_item_new (HeraldGame          *game,
                         const HeraldPending *pending)
{
  HeraldPendingItem *self;
  const char *name;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (pending != NULL, NULL);
  g_return_val_if_fail (pending->player < herald_game_get_n_players (game), NULL);

  self = g_object_new (HERALD_TYPE_PENDING_ITEM, NULL);
  self->type = pending->type;
  self->player = pending->player;
  /* isolated: an override typed in a name stays inside it (break53-3) */
  name = herald_text_player_name (game, pending->player);
  switch (pending->type)
    {
    case HERALD_PENDING_CHOOSE_DECK:
      self->description = g_strdup_printf (_("%s Chooses a Progress Card"), name);
      break;
    case HERALD_PENDING_CHOOSE_CITY:
      self->description = g_strdup_printf (_("Which City Does %s Lose?"), name);
      break;
    case HERALD_PENDING_PROGRESS_DRAW:
      /* the deck ran out: the card put back at once comes first (A11.6, A12.2) */
      self->description = g_strdup_printf (_("%s Draws When the Card Is Put Back"), name);
      break;
    case HERALD_PENDING_DISCARD_CARD:
    default:
      self->description = g_strdup_printf (_("%s Puts a Card Back"), name);
      break;
    }
  return self;
}

/**
 * herald_pending_item_is_for:
 * @pending: a decision of the engine's state
 *
 * Returns: whether @self stands for @pending: the same type for the same player
 */
gboolean
herald_pending_item_is_for (HeraldPendingItem   *self,
                            const HeraldPending *pending)
{
  g_return_val_if_fail (HERALD_IS_PENDING_ITEM (self), FALSE);
  g_return_val_if_fail (pending != NULL, FALSE);

  return self->type == pending->type && self->player == pending->player;
}

/** herald_pending_item_get_pending_type: Returns: what is to be decided */
HeraldPendingType
herald_pending_item_get_pending_type (HeraldPendingItem *self)
{
  g_return_val_if_fail (HERALD_IS_PENDING_ITEM (self), 0);
  return self->type;
}

/** herald_pending_item_get_player: Returns: the seat of the player who decides */
guint
herald_pending_item_get_player (HeraldPendingItem *self)
{
  g_return_val_if_fail (HERALD_IS_PENDING_ITEM (self), 0);
  return self->player;
}

/** herald_pending_item_get_description: Returns: the decision as a translated heading */
const char *
herald_pending_item_get_description (HeraldPendingItem *self)
{
  g_return_val_if_fail (HERALD_IS_PENDING_ITEM (self), NULL);
  return self->description;
}
