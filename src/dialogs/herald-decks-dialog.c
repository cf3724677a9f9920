/* herald-decks-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Arranging the progress card decks of a game in progress: the cards the table knows lie on
 * top of each deck. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-decks-dialog.h"
#include "herald-dialog-util.h"
#include "herald-text.h"

struct _HeraldDecksDialog
{
  AdwMessageDialog  parent_instance;

  HeraldGame    *game;
  guint          n_tops[HERALD_N_TRACKS];
  /* the first cards of each top, arranged before the dialog opened (the engine's,
   * herald_game_get_deck_on_top ()); Clear leaves them, Undo takes them back */
  guint          n_held[HERALD_N_TRACKS];
  guint8         tops[HERALD_N_TRACKS][HERALD_MAX_DECK];
  AdwActionRow  *top_rows[HERALD_N_TRACKS];
  AdwComboRow   *next[HERALD_N_TRACKS];
  GtkWidget     *add[HERALD_N_TRACKS];
  GtkWidget     *clear[HERALD_N_TRACKS];
  guint          n_choices[HERALD_N_TRACKS];
  HeraldCard     choices[HERALD_N_TRACKS][HERALD_N_CARDS];
  /* the natural width of the decks as the dialog opened, and the text scale it was measured
   * at (kept_width_measure ()) */
  int            kept_width;
  int            kept_dpi;
};

G_DEFINE_FINAL_TYPE (HeraldDecksDialog, herald_decks_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
herald_decks_dialog_class_init (HeraldDecksDialogClass *klass)
{
}

static void
herald_decks_dialog_init (HeraldDecksDialog *self)
{
  self->kept_width = -1;
}

/* The decks ask for the width they asked for as the dialog opened, whatever is entered since
 * (tester report 37, N37-5): a line of cards on top asked for its whole length, and the
 * dialog, as wide as its content asks, grew with each card (420, 500, 555 px at 1280 × 800),
 * so that the "+" moved away under the finger and the next taps opened the Next card list.
 * The line wraps instead. Measured again at another text scale; the least width is the
 * content's own, so a phone's window still fits it. */
static void
kept_width_measure (GtkWidget      *bin,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  GtkRoot *root = gtk_widget_get_root (bin);
  HeraldDecksDialog *self = HERALD_IS_DECKS_DIALOG (root) ? HERALD_DECKS_DIALOG (root) : NULL;

  gtk_widget_measure (adw_bin_get_child (ADW_BIN (bin)), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && self != NULL)
    {
      int dpi = 0;

      g_object_get (gtk_widget_get_settings (bin), "gtk-xft-dpi", &dpi, NULL);
      if (self->kept_width < 0 || dpi != self->kept_dpi)
        {
          self->kept_width = *natural;
          self->kept_dpi = dpi;
        }
      *natural = MAX (*minimum, self->kept_width);
    }
}

static GtkSizeRequestMode
kept_width_request_mode (GtkWidget *bin)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
kept_width_allocate (GtkWidget *bin,
                     int        width,
                     int        height,
                     int        baseline)
{
  gtk_widget_allocate (adw_bin_get_child (ADW_BIN (bin)), width, height, baseline, NULL);
}

static void
deck_order_update (HeraldDecksDialog *self,
                   HeraldTrack        track)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  g_autoptr(GString) tops = g_string_new (NULL);

  for (guint i = 0; i < self->n_tops[track]; i++)
    {
      if (i > 0)
        g_string_append (tops, ", ");
      g_string_append (tops, herald_text_card_name (self->tops[track][i]));
    }
  adw_action_row_set_subtitle (self->top_rows[track],
                               tops->len > 0 ? tops->str : _("Nothing entered: the whole deck is shuffled"));

  self->n_choices[track] = 0;
  for (guint c = 0; c < HERALD_N_CARDS; c++)
    {
      guint left;
      g_autofree char *text = NULL;

      /* the engine counts them, less the cards entered on top (not recorded yet) */
      if (herald_card_get_track (c) != track ||
          (left = herald_game_get_deck_copies (self->game, c, self->tops[track], self->n_tops[track])) == 0)
        continue;
      /* Translators: a card and how many of it the deck still holds, e.g. “Spy (3 left)”;
       * no-break spaces inside the brackets, which never wrap apart on a phone (they did
       * between “(2” and “left)”) */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u\u00a0left)", "%s (%u\u00a0left)", left),
                              herald_text_card_name (c), left);
      gtk_string_list_append (list, text);
      self->choices[track][self->n_choices[track]++] = c;
    }
  adw_combo_row_set_model (self->next[track], G_LIST_MODEL (list));
  g_object_unref (list);

  gtk_widget_set_sensitive (self->add[track], self->n_choices[track] > 0);
  gtk_widget_set_sensitive (self->clear[track], self->n_tops[track] > self->n_held[track]);
}

/* The deck whose row holds @button */
static HeraldTrack
deck_of (HeraldDecksDialog *self,
         GtkWidget         *button)
{
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (self->add[t] == button || self->clear[t] == button)
      return t;
  g_return_val_if_reached (HERALD_TRACK_TRADE);
}

static void
deck_add_clicked_cb (GtkWidget         *button,
                     HeraldDecksDialog *self)
{
  HeraldTrack track = deck_of (self, button);
  guint i = adw_combo_row_get_selected (self->next[track]);

  if (i >= self->n_choices[track] || self->n_tops[track] >= HERALD_MAX_DECK)
    return;
  self->tops[track][self->n_tops[track]++] = self->choices[track][i];
  deck_order_update (self, track);
  /* the same card again is the likeliest next entry only when copies are left */
  adw_combo_row_set_selected (self->next[track], MIN (i, self->n_choices[track] > 0 ? self->n_choices[track] - 1 : 0));
}

static void
deck_clear_clicked_cb (GtkWidget         *button,
                       HeraldDecksDialog *self)
{
  HeraldTrack track = deck_of (self, button);

  self->n_tops[track] = self->n_held[track];
  deck_order_update (self, track);
}

/* A button at the end of a deck's row, named with its deck for screen readers */
static GtkWidget *
deck_button (GtkWidget         *row,
             GtkWidget         *button,
             HeraldTrack        track,
             const char        *what,
             GCallback          clicked,
             HeraldDecksDialog *self)
{
  g_autofree char *a11y = g_strdup_printf ("%s: %s", herald_text_deck_name (track), what);

  herald_dialog_set_a11y_label (button, a11y);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", clicked, self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);

  return button;
}

/**
 * herald_decks_dialog_new:
 * @game: a game whose decks may be arranged now (herald_game_can_arrange_decks(): digital
 *   progress cards, its position being entered, not over)
 *
 * The table enters the cards it knows on top of each progress card deck, from the top; the
 * rest of each deck stays in Herald's shuffled order.
 *
 * Returns: (transfer floating): a dialog with the response "arrange"
 */
HeraldDecksDialog *
herald_decks_dialog_new (GtkWindow  *parent,
                         HeraldGame *game)
{
  HeraldDecksDialog *self = g_object_new (HERALD_TYPE_DECKS_DIALOG, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  self->game = game;
  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, _("Progress Card Decks"),
                      _("Enter the cards known to lie on top of a deck, from the top card down. The rest of the deck stays shuffled."));

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      GtkWidget *group = adw_preferences_group_new ();
      GtkWidget *row;

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), herald_text_deck_name (t));
      /* what was arranged before shows again (tester report 30, N30-10) */
      self->n_tops[t] = self->n_held[t] = herald_game_get_deck_on_top (game, t, self->tops[t]);

      /* the next card and its "+" above the cards entered: the line of cards grows under
       * it, and the "+" stays where it was under the finger (tester report 37, N37-5: it
       * moved down a line with every line the cards took) */
      row = herald_dialog_combo_row (_("Next card"), gtk_string_list_new (NULL));
      /* the card chosen under the title, where it wraps: at the row's end it was cut on a
       * phone, "Commercial H…" without its "(2 left)" (tester report 25, N25-8) */
      adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), TRUE);
      self->add[t] = deck_button (row, gtk_button_new_from_icon_name ("list-add-symbolic"), t,
                                   _("Add the next card"), G_CALLBACK (deck_add_clicked_cb), self);
      gtk_widget_set_tooltip_text (self->add[t], _("Add the next card"));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->next[t] = ADW_COMBO_ROW (row);

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("On top"));
      self->clear[t] = deck_button (row, gtk_button_new_with_mnemonic (_("C_lear")), t, _("Clear"),
                                     G_CALLBACK (deck_clear_clicked_cb), self);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->top_rows[t] = ADW_ACTION_ROW (row);

      deck_order_update (self, t);
      gtk_box_append (GTK_BOX (box), group);
    }
  /* the decks' names wrap: in Romanian at 360 px and text scale 1.5 they read "Pachetul de
   * com…", "Pachetul de polit…" (small report 28) */
  herald_dialog_wrap_group_titles (box);

  {
    GtkWidget *kept = adw_bin_new ();

    gtk_widget_set_layout_manager (kept, gtk_custom_layout_new (kept_width_request_mode, kept_width_measure,
                                                                kept_width_allocate));
    adw_bin_set_child (ADW_BIN (kept), box);
    herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), kept, "arrange", _("_Arrange"));
  }

  return self;
}

/**
 * herald_decks_dialog_add_card:
 * @track: the deck
 * @card: a card of that deck that it still holds
 *
 * Enters @card as the next card from the top, as the dialog's add button does.
 *
 * Returns: %FALSE when the deck holds no further @card
 */
gboolean
herald_decks_dialog_add_card (HeraldDecksDialog *self,
                              HeraldTrack        track,
                              HeraldCard         card)
{
  g_return_val_if_fail (HERALD_IS_DECKS_DIALOG (self) && track < HERALD_N_TRACKS, FALSE);

  for (guint i = 0; i < self->n_choices[track]; i++)
    if (self->choices[track][i] == card)
      {
        adw_combo_row_set_selected (self->next[track], i);
        deck_add_clicked_cb (self->add[track], self);
        return TRUE;
      }
  return FALSE;
}

/**
 * herald_decks_dialog_get_action:
 * @action: (out caller-allocates): the `correct` action that puts the cards entered on top of
 *   their decks, in that order (the rest of each deck keeps Herald's shuffled order), made by
 *   the player whose turn it is
 *
 * Returns: %FALSE when no card was entered
 */
gboolean
herald_decks_dialog_get_action (HeraldDecksDialog *self,
                                HeraldAction      *action)
{
  gboolean any = FALSE;

  g_return_val_if_fail (HERALD_IS_DECKS_DIALOG (self), FALSE);

  herald_action_init (action, HERALD_ACTION_CORRECT, herald_game_get_state (self->game)->current);
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      /* a deck with nothing entered now is left as it lies: its cards held on top stay */
      if (self->n_tops[t] <= self->n_held[t])
        continue;
      action->correction.n_on_top[t] = MIN (self->n_tops[t], HERALD_DECK_SIZE);
      memcpy (action->correction.on_top[t], self->tops[t], action->correction.n_on_top[t]);
      any = TRUE;
    }
  return any;
}
