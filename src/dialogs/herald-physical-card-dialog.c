/* herald-physical-card-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Physical progress cards: the table records a card that changes what Herald keeps. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-dialog-util.h"
#include "herald-physical-card-dialog.h"
#include "herald-text.h"

struct _HeraldPhysicalCardDialog
{
  AdwMessageDialog  parent_instance;

  guint             player;
  AdwComboRow      *card_row;
};

G_DEFINE_FINAL_TYPE (HeraldPhysicalCardDialog, herald_physical_card_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
herald_physical_card_dialog_class_init (HeraldPhysicalCardDialogClass *klass)
{
}

static void
herald_physical_card_dialog_init (HeraldPhysicalCardDialog *self)
{
}

/**
 * herald_physical_card_dialog_new:
 *
 * Physical progress cards: the table records a card that changes tracked state, or a
 * revealed victory point card.
 *
 * Returns: (transfer floating): a dialog with the response "record"
 */
HeraldPhysicalCardDialog *
herald_physical_card_dialog_new (GtkWindow  *parent,
                                 HeraldGame *game,
                                 guint       player)
{
  const char *name = herald_text_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("%s’s Progress Card"), name);
  HeraldPhysicalCardDialog *self = g_object_new (HERALD_TYPE_PHYSICAL_CARD_DIALOG, NULL);
  GtkStringList *cards = gtk_string_list_new (NULL);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row;

  self->player = player;
  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, heading,
                      _("Record a card that changes what Herald keeps (knights, walls, cities, the merchant) or a victory point card. Other cards need no record."));

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      g_autofree char *text = g_strdup_printf ("%s (%s)", herald_text_card_name (c),
                                               herald_text_track_name (herald_card_get_track (c)));

      gtk_string_list_append (cards, text);
    }
  row = herald_dialog_combo_row (_("Card"), cards);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), HERALD_CARD_MERCHANT);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->card_row = ADW_COMBO_ROW (row);

  herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), group, "record", _("_Record"));

  return self;
}

guint
herald_physical_card_dialog_get_player (HeraldPhysicalCardDialog *self)
{
  g_return_val_if_fail (HERALD_IS_PHYSICAL_CARD_DIALOG (self), 0);

  return self->player;
}

/**
 * herald_physical_card_dialog_get_card:
 *
 * Returns: the card chosen, or %HERALD_N_CARDS when none is
 */
HeraldCard
herald_physical_card_dialog_get_card (HeraldPhysicalCardDialog *self)
{
  guint selected;

  g_return_val_if_fail (HERALD_IS_PHYSICAL_CARD_DIALOG (self), HERALD_N_CARDS);

  selected = adw_combo_row_get_selected (self->card_row);

  return selected < HERALD_N_CARDS ? (HeraldCard) selected : HERALD_N_CARDS;
}
