/* herald-physical-card-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Physical progress cards: the table records a card that changes what Herald keeps. Each card
 * says whether it may be recorded now, in the engine's words (herald_game_check_card ()): a
 * card the engine refuses is shown unavailable with its reason under it, and Record is off
 * while it is chosen (breaker report 16, B16-1: a Printer was offered to a player without a
 * draw, and only a toast said no). */

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
  /* the engine's answer for each card: NULL when it may be recorded now, else why not */
  char             *reason[HERALD_N_CARDS];
};

G_DEFINE_FINAL_TYPE (HeraldPhysicalCardDialog, herald_physical_card_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
herald_physical_card_dialog_finalize (GObject *object)
{
  HeraldPhysicalCardDialog *self = HERALD_PHYSICAL_CARD_DIALOG (object);

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    g_free (self->reason[c]);

  G_OBJECT_CLASS (herald_physical_card_dialog_parent_class)->finalize (object);
}

static void
herald_physical_card_dialog_class_init (HeraldPhysicalCardDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = herald_physical_card_dialog_finalize;
}

static void
herald_physical_card_dialog_init (HeraldPhysicalCardDialog *self)
{
}

/* The chosen card's reason under the row (its subtitle, said with the value chosen:
 * herald-a11y-drop-down.c), and Record only for a card the engine accepts now. Ctrl+Return
 * on a card refused says the reason again (herald_dialog_set_form_missing ()): it did
 * nothing, in silence (fix46e-1, as N46-3 in Enter Dice). */
static void
card_selected_cb (HeraldPhysicalCardDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->card_row);
  const char *reason = selected < HERALD_N_CARDS ? self->reason[selected] : NULL;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->card_row), reason != NULL ? reason : "");
  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "record",
                                           selected < HERALD_N_CARDS && reason == NULL);
  herald_dialog_set_form_missing (ADW_MESSAGE_DIALOG (self), reason);
}

/* The list of cards: each card's name, and for a card refused now, unavailable with why not */
static void
list_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *why = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (why), 0);
  /* the list is as narrow as its window (herald_popover_keep_list_in_window ()) */
  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_wrap (GTK_LABEL (why), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (why), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (why), 30);
  gtk_widget_add_css_class (why, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), why);
  gtk_list_item_set_child (item, box);
}

static void
list_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              HeraldPhysicalCardDialog *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *why = gtk_widget_get_next_sibling (name);
  guint position = gtk_list_item_get_position (item);
  const char *reason = position < HERALD_N_CARDS ? self->reason[position] : NULL;

  gtk_label_set_label (GTK_LABEL (name), gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_label (GTK_LABEL (why), reason != NULL ? reason : "");
  gtk_widget_set_visible (why, reason != NULL);
  /* unavailable, and said so: greyed, and not chosen by a click or Enter */
  gtk_widget_set_sensitive (box, reason == NULL);
  gtk_list_item_set_activatable (item, reason == NULL);
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
  GtkListItemFactory *factory;
  GtkWidget *row;
  guint first = HERALD_CARD_MERCHANT;

  self->player = player;
  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, heading,
                      _("Record a card that changes what Herald keeps (knights, walls, cities, the merchant) or a victory point card. Other cards need no record."));

  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      g_autofree char *text = g_strdup_printf ("%s (%s)", herald_text_card_name (c),
                                               herald_text_track_name (herald_card_get_track (c)));
      g_autoptr(GError) error = NULL;

      gtk_string_list_append (cards, text);
      /* the engine's answer: play it now (the Alchemist: with the roll), or reveal it (the
       * Printer, the Constitution: only after a draw from its deck) */
      if (!herald_game_check_card (game, player, c, &error))
        {
          g_autofree char *message = herald_text_refusal (game, error != NULL ? error->message : "");

          self->reason[c] = g_strdup_printf (_("Not now: %s"), message);
        }
    }
  for (guint c = 0; c < HERALD_N_CARDS && self->reason[first] != NULL; c++)
    if (self->reason[c] == NULL)
      first = c;
  row = herald_dialog_combo_row (_("Card"), cards);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (list_setup_cb), NULL);
  g_signal_connect_object (factory, "bind", G_CALLBACK (list_bind_cb), self, 0);
  adw_combo_row_set_list_factory (ADW_COMBO_ROW (row), factory);
  g_object_unref (factory);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
  /* the Merchant (6 in the deck) unless the engine refuses it now: then the first card it
   * accepts */
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), first);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  self->card_row = ADW_COMBO_ROW (row);

  herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), group, "record", _("_Record"));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (card_selected_cb), self, G_CONNECT_SWAPPED);
  card_selected_cb (self);

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
