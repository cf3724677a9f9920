/* herald-attack-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The result of a barbarian attack, player by player. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-attack-dialog.h"
#include "herald-dialog-util.h"
#include "herald-text.h"

struct _HeraldAttackDialog
{
  AdwMessageDialog parent_instance;
};

G_DEFINE_FINAL_TYPE (HeraldAttackDialog, herald_attack_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* The focus goes to Continue, not to the first row: GTK gave it to the first row, and Orca
 * read that row's player before the dialog's message and again in the summary below
 * (newcomer report 14, N14-26). The rows cannot take the focus while libadwaita's map looks
 * for a first one, which it then gives to the default response, Continue: given after the
 * map (a "map" handler), the focus went to the first row, then to Continue, both told to a
 * screen reader (issue 11). Given to Continue before the dialog was mapped (in the
 * constructor, or before chaining up here), the result never reached AT-SPI (ui-speech timed
 * out waiting for it; 9905df0). */
static void
herald_attack_dialog_map (GtkWidget *widget)
{
  GtkWidget *rows = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (widget));

  if (rows != NULL)
    gtk_widget_set_can_focus (rows, FALSE);
  GTK_WIDGET_CLASS (herald_attack_dialog_parent_class)->map (widget);
  if (rows != NULL)
    gtk_widget_set_can_focus (rows, TRUE);
  /* kept there until the first key (herald_dialog_focus_response ()) */
  herald_dialog_focus_response (ADW_MESSAGE_DIALOG (widget), "continue");
}

static void
herald_attack_dialog_class_init (HeraldAttackDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->map = herald_attack_dialog_map;
}

static void
herald_attack_dialog_init (HeraldAttackDialog *self)
{
}


/**
 * herald_attack_dialog_new:
 * @attack: the %HERALD_OUTCOME_ATTACK outcome
 *
 * The result of a barbarian attack, with each player's strength and the reason for what
 * happens to them.
 *
 * Returns: (transfer floating): a dialog with the response "continue"
 */
HeraldAttackDialog *
herald_attack_dialog_new (GtkWindow           *parent,
                          HeraldGame          *game,
                          const HeraldOutcome *attack)
{
  HeraldAttackDialog *self = g_object_new (HERALD_TYPE_ATTACK_DIALOG, NULL);
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  GtkWidget *list = gtk_list_box_new ();
  g_autofree char *body = NULL;
  g_autofree char *outcome = NULL;
  guint n_players = herald_game_get_n_players (game);
  g_autoptr(GString) per_player = g_string_new (NULL);

  if (herald_game_get_rules (game)->fiesepeter)
    body = g_strdup_printf (_("Barbarians %u (cities on the board) against knights %u (the knights that fought). They are now inactive and the ship returns to the start."),
                            attack->barbarian_strength, attack->knight_strength);
  else
    body = g_strdup_printf (_("Barbarians %u (cities on the board) against knights %u (active strength). Every knight is now inactive and the ship returns to the start."),
                            attack->barbarian_strength, attack->knight_strength);
  /* What happens first, then why: A6.2, who chooses a deck and draws, in turn order; A7.2,
   * who loses a city. The rows said it only, and on a phone at text scale 1.5 the player who
   * loses a city was below the fold (tester report 25, N25-5). */
  outcome = attack->catan_wins ? herald_text_tie_draw (game, attack) : herald_text_attack_losers (game, attack);
  if (outcome != NULL)
    {
      char *both = g_strdup_printf ("%s %s", outcome, body);

      g_free (body);
      body = both;
    }
  herald_dialog_init (dialog, parent, attack->catan_wins ? _("Catan Is Saved") : _("The Barbarians Win"), body);

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  herald_dialog_set_a11y_label (list, _("Attack result per player"));

  for (guint p = 0; p < n_players; p++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *strength = gtk_label_new (NULL);
      GtkWidget *caption = gtk_label_new (NULL);
      guint contribution = p < attack->n_contributions ? attack->contributions[p] : 0;
      g_autofree char *reason = herald_text_attack_reason (game, attack, p);
      g_autofree char *text = g_strdup_printf ("%u", contribution);
      /* Translators: the strength a player's active knights add to the defence, as a
       * screen reader says it of the big figure at the end of the player's row in the
       * attack's result: "knights’ strength 2" */
      g_autofree char *a11y = g_strdup_printf (_("knights’ strength %u"), contribution);

      /* names are the players' own text, not markup */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), herald_game_get_player_label (game, p));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), reason);
      gtk_label_set_label (GTK_LABEL (strength), text);
      gtk_widget_add_css_class (strength, "title-3");
      gtk_widget_add_css_class (strength, "numeric");
      herald_dialog_set_a11y_label (strength, a11y);
      /* the figure was a bare number, which a newcomer had to guess (newcomer report 16):
       * what it is, under it */
      /* Translators: under the big figure at the end of a player's row in the attack's
       * result: the strength of that player's active knights (keep it short: it wraps) */
      gtk_label_set_label (GTK_LABEL (caption), _("knights’ strength"));
      gtk_label_set_wrap (GTK_LABEL (caption), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (caption), 10);
      gtk_label_set_justify (GTK_LABEL (caption), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      /* said with the figure, as the row's name */
      gtk_accessible_update_state (GTK_ACCESSIBLE (caption), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), strength);
      gtk_box_append (GTK_BOX (box), caption);
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      /* the row, a Tab stop, is named by the player and the figure: "Anna knights’
       * strength 2" */
      herald_dialog_name_row_by (row, strength);
      gtk_list_box_append (GTK_LIST_BOX (list), row);

      if (per_player->len > 0)
        g_string_append (per_player, " ");
      /* TRANSLATORS: what a screen reader says of a player as the attack's result opens:
       * the player, the strength of their active knights, what happens to them, e.g. "Anna,
       * knights’ strength 0: Loses a city: weakest defender with an ordinary city." */
      g_string_append_printf (per_player, _("%s, knights’ strength %u: %s."), herald_text_player_name (game, p),
                              contribution, reason);
    }
  /* What happens to each player is in the rows, which a screen reader does not read as the
   * dialog opens: said after the heading and the body, as part of the dialog's description,
   * before Continue (herald-a11y.c, describe_dialog ()); announced, it was one more change
   * of Continue's description after the dialog's, and came after Continue */
  g_object_set_data_full (G_OBJECT (self), "herald-a11y-extra-text",
                          g_string_free (g_steal_pointer (&per_player), FALSE), g_free);

  /* the body (the strengths, a tie's draw) scrolls with the rows: above them, five lines
   * and more left the rows a strip on a phone at text scale 1.5 (issue 11) */
  herald_dialog_set_scrolling_child (dialog, herald_dialog_scroll_body (dialog, list));
  adw_message_dialog_add_response (dialog, "continue", _("_Continue"));
  adw_message_dialog_set_default_response (dialog, "continue");
  adw_message_dialog_set_close_response (dialog, "continue");

  return self;
}
