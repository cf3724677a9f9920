/* herald-player-card-pieces.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The pieces' row of a player's card: settlements, cities and walls with their counts as the
 * engine gives them (the pillaged cities lying on their side, the sabotaged cities of the
 * first edition with their Repair and what a repair costs), each with its "+" (build) and "−"
 * (correct away) and why either is off. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-words-on-read.h"
#include "herald-player-card-private.h"

/* The pieces' "+"s and the Repair keep their action for good (`player.build-city` …), and
 * are made sensitive or insensitive by hand as the engine takes or refuses their move
 * (set_build ()). A "+" turns on and off with the phase at most steps; given its action and
 * taken it back each time, it cost GTK's action helper an observer registered up the card's
 * chain to the window and taken off again, some 28,000 instructions a turn (issue 14,
 * docs/performance.md). GTK 4.8's action helper makes a control sensitive whenever it finds
 * its action anew, on: as a card moves between the wide and the narrow layout (every card
 * taken out and put back), and as the window turns its player actions on. An off control
 * is made insensitive again then (keep_off_cb ()); nor is the card's own action a way out:
 * GTK 4.8 takes a card's own actions away from its controls as the card moves and does not
 * give them back (tests/ui/test-card-refresh.c, builds-across-layouts). While the engine
 * takes the move the window's action is on as well (the engine refuses every step where the
 * window turns its player actions off: no game played, the game over or only looked at, no
 * room left), so a "+" the card turns on is one GTK's helper would turn on. Activated while
 * off (no tap or key reaches an insensitive control), the action asks the engine, which
 * refuses. */
static void
keep_off_cb (GtkWidget        *button,
             GParamSpec       *pspec,
             HeraldPlayerCard *self)
{
  guint bit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "herald-build-bit"));

  if ((self->builds_on & bit) == 0 && gtk_widget_get_sensitive (button))
    gtk_widget_set_sensitive (button, FALSE);
}

/* @button, the "+" (@which, a piece) or the Repair (%N_PIECES), on when @legal: as
 * herald_player_card_set_player_action () makes a control, with its action kept while off */
static void
set_build (HeraldPlayerCard *self,
           GtkWidget        *button,
           guint             which,
           const char       *action,
           gboolean          legal,
           const char       *reason)
{
  guint bit = 1u << which;

  /* before the sensitivity, as herald_player_card_set_player_action () */
  if (reason != NULL)
    herald_update_described_on_read (button, reason);
  if (g_object_get_data (G_OBJECT (button), "herald-build-bit") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "herald-build-bit", GUINT_TO_POINTER (bit));
      g_signal_connect_object (button, "notify::sensitive", G_CALLBACK (keep_off_cb), self, 0);
    }
  self->builds_on = legal ? self->builds_on | bit : self->builds_on & ~bit;
  /* the action first: found, GTK's helper turns the control on (once, the first time) */
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), herald_player_card_player_target (self));
  herald_update_action_name (GTK_ACTIONABLE (button), action);
  if (gtk_widget_get_sensitive (button) != legal)
    gtk_widget_set_sensitive (button, legal);
}

/* The Repair under the sabotaged cities' caption (first edition, RULES.md A15, A17.5): shown
 * while the engine counts a sabotaged city (herald_game_get_sabotaged ()), on when the engine
 * would take the repair now (herald_session_check () of `repair_city`, as the item asks it),
 * else off with the engine's reason, as a "+" is. Before, no control recorded a repair: a
 * table that played the Saboteur could only correct the count away (truth25, item 8). */
static void
sync_repair (HeraldPlayerCard *self,
             const char       *name,
             guint             sabotaged)
{
  GtkWidget *button = GTK_WIDGET (self->repair_button);
  const char *reason = NULL;
  gboolean legal = herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_REPAIR, &reason);
  g_autofree char *label = NULL;
  g_autofree char *count = NULL;
  g_autofree char *cost = NULL;
  g_autofree char *costs = NULL;
  g_autofree char *described = NULL;

  gtk_widget_set_visible (button, sabotaged > 0);
  if (sabotaged == 0)
    {
      set_build (self, button, N_PIECES, "player.repair-city", FALSE, NULL);
      herald_set_refusal (button, NULL);
      return;
    }
  /* Translators: the name of the Repair button under a player's sabotaged cities (first
   * edition): "Anna repairs a sabotaged city" */
  label = g_strdup_printf (HERALD_ONCE (_("%s repairs a sabotaged city")), name);
  count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sabotaged city", "%u sabotaged cities", sabotaged),
                           sabotaged);
  herald_a11y_update_label (button, label);
  /* what a repair costs, as the engine has it (A15), on hover and after the button's name: no
   * control said it (session 28) */
  cost = herald_text_cost (herald_repair_cost ());
  /* Translators: what Repair under a player's sabotaged cities costs, on hover and for
   * screen readers: "Repair a city: costs 1 lumber and 1 ore" */
  costs = g_strdup_printf (HERALD_ONCE (_("Repair a city: costs %s")), cost);
  described = reason != NULL && !legal ? g_strdup_printf ("%s\n%s\n%s", reason, count, costs)
                                       : g_strdup_printf ("%s\n%s", count, costs);
  set_build (self, button, N_PIECES, "player.repair-city", legal, described);
  herald_set_refusal (button, legal ? NULL : reason);
}

/* A piece's parts are made again only when what each is made from changed: its count and
 * the caption under it (the count, the caption's count, the name), its "+" (those, and the
 * engine's answer for it), its "−" (the name, whether there is one to correct away, whether
 * the game may be corrected here and the engine's reason when not). The item says only that
 * something of the pieces changed, for the whole row (most often the "+"s' reasons, which
 * change with the phase), and the row made every part of it again: the counts, the captions
 * and the "−"s, each with its text, name and description (docs/performance.md, twenty-third
 * round). */
static void
piece_made_clear (HeraldPieceMade *made)
{
  g_free (made->name);
  g_free (made->reason);
  g_free (made->correct_refusal);
  memset (made, 0, sizeof *made);
}

void
herald_player_card_forget_pieces (HeraldPlayerCard *self)
{
  for (guint i = 0; i < N_PIECES; i++)
    piece_made_clear (&self->piece_made[i]);
}

guint
herald_player_card_get_n_piece_parts_made (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  return self->n_piece_parts_made;
}

/**
 * herald_player_card_sync_pieces:
 * @self: a card with its player's item
 *
 * Brings the pieces' row up to date with the item: settlements (with pillaged cities lying on
 * their side), cities (with the sabotaged ones and their Repair, first edition) and walls, and
 * whether each may be built, repaired or corrected away.
 */
void
herald_player_card_sync_pieces (HeraldPlayerCard *self)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  const char *name = herald_text_isolate (herald_player_item_get_name (self->item));
  gboolean may_correct = herald_player_item_get_may_correct (self->item);
  guint sabotaged = herald_player_item_get_sabotaged (self->item);
  guint values[N_PIECES];

  values[PIECE_SETTLEMENTS] = ps->settlements;
  values[PIECE_CITIES] = ps->n_cities;
  values[PIECE_WALLS] = herald_player_item_get_walls (self->item);

  for (guint i = 0; i < N_PIECES; i++)
    {
      static const char * const plus_actions[] = { "player.build-settlement", "player.build-city", "player.build-wall" };
      static const char * const minus_actions[] = { "player.remove-settlement", "player.remove-city", "player.remove-wall" };
      static const HeraldPlayerMove moves[] = { HERALD_PLAYER_MOVE_SETTLEMENT, HERALD_PLAYER_MOVE_CITY, HERALD_PLAYER_MOVE_WALL };
      static const char * const names[] = { N_("Settlements"), N_("Cities"), N_("City walls") };
      g_autofree char *value = NULL;
      const char *reason = NULL;
      g_autofree char *plus_label = NULL;
      g_autofree char *count = NULL;
      g_autofree char *described = NULL;
      g_autofree char *minus_label = NULL;
      g_autofree char *value_label = NULL;
      g_autofree char *extra = NULL;
      gboolean legal = herald_player_item_get_move (self->item, moves[i], &reason);
      HeraldPieceMade *made = &self->piece_made[i];
      guint extra_n = i == PIECE_SETTLEMENTS ? ps->sixth_settlements : i == PIECE_CITIES ? sabotaged : 0;
      const char *correct_refusal = may_correct ? NULL : herald_player_item_get_correct_refusal (self->item);
      gboolean same_count = made->made && made->value == values[i] && made->extra == extra_n
                            && g_strcmp0 (made->name, name) == 0;
      gboolean same_plus = same_count && made->legal == legal && g_strcmp0 (made->reason, reason) == 0;
      gboolean same_minus = made->made && (made->value > 0) == (values[i] > 0) && made->may_correct == may_correct
                            && g_strcmp0 (made->name, name) == 0
                            && g_strcmp0 (made->correct_refusal, correct_refusal) == 0;

      self->n_piece_parts_made += !same_count + !same_plus + !same_minus;
      if (!made->made || !same_count || !same_plus || !same_minus)
        {
          piece_made_clear (made);
          *made = (HeraldPieceMade) { TRUE, values[i], extra_n, legal, may_correct, g_strdup (name),
                                      g_strdup (reason), g_strdup (correct_refusal) };
        }
      if (same_count && same_plus && same_minus)
        continue;

      /* what the count holds that the board shows apart, read after it, in the caption
       * under the count (in the count's large figures, "3+1" made a phone's window 413 px
       * wide): pillaged cities lying on their side count as settlements (A7.6); the
       * sabotaged cities are some of the cities (first edition, A15), as the engine counts
       * them */
      if (same_count && same_plus)
        ;  /* the "−" alone */
      else if (i == PIECE_SETTLEMENTS && ps->sixth_settlements > 0)
        extra = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u pillaged city lying on its side",
                                              "%u pillaged cities lying on their side", ps->sixth_settlements),
                                 ps->sixth_settlements);
      else if (i == PIECE_CITIES && sabotaged > 0)
        extra = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u sabotaged city", "%u sabotaged cities", sabotaged),
                                 sabotaged);
      if (i != PIECE_WALLS && !same_count)
        {
          GtkLabel *note = i == PIECE_SETTLEMENTS ? self->settlements_pillaged : self->cities_sabotaged;

          gtk_label_set_label (note, extra != NULL ? extra : "");
          gtk_widget_set_visible (GTK_WIDGET (note), extra != NULL);
          /* said in the count's name: shown, GTK would have it read too */
          gtk_accessible_update_state (GTK_ACCESSIBLE (note), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
        }
      if (!same_count)
        {
          if (extra != NULL)
            value_label = g_strdup_printf ("%s: %s %u, %s", name, HERALD_ONCE_N (i, _(names[i])), values[i], extra);
          else
            value_label = g_strdup_printf ("%s: %s %u", name, HERALD_ONCE_N (i, _(names[i])), values[i]);
          value = g_strdup_printf ("%u", values[i]);
          gtk_label_set_label (self->piece_value[i], value);
          herald_a11y_update_label (GTK_WIDGET (self->piece_value[i]), value_label);
        }

      if (!same_plus)
        {
          plus_label = g_strdup_printf (i == PIECE_SETTLEMENTS ? HERALD_ONCE (_("%s builds a settlement"))
                                        : i == PIECE_CITIES ? HERALD_ONCE (_("%s builds a city"))
                                        : HERALD_ONCE (_("%s builds a city wall")), name);
          /* what the player has, read after the button's name (issue 11: "Anna builds a
           * settlement" said nothing about how many she has) */
          count = g_strdup_printf (i == PIECE_SETTLEMENTS
                                   ? HERALD_ONCE_N (values[i], g_dngettext (GETTEXT_PACKAGE, "%u settlement", "%u settlements", values[i]))
                                   : i == PIECE_CITIES
                                   ? HERALD_ONCE_N (values[i], g_dngettext (GETTEXT_PACKAGE, "%u city", "%u cities", values[i]))
                                   : HERALD_ONCE_N (values[i], g_dngettext (GETTEXT_PACKAGE, "%u city wall", "%u city walls", values[i])),
                                   values[i]);
          /* "2 cities, 1 sabotaged city" */
          if (i == PIECE_CITIES && extra != NULL)
            {
              g_autofree char *cities = g_steal_pointer (&count);

              count = g_strdup_printf ("%s, %s", cities, extra);
            }
          herald_a11y_update_label (GTK_WIDGET (self->piece_plus[i]), plus_label);
          described = reason != NULL && !legal ? g_strdup_printf ("%s\n%s", reason, count) : g_strdup (count);
          set_build (self, GTK_WIDGET (self->piece_plus[i]), i, plus_actions[i], legal, described);
          herald_set_refusal (GTK_WIDGET (self->piece_plus[i]), legal ? NULL : reason);
        }

      if (same_minus)
        continue;
      minus_label = g_strdup_printf (i == PIECE_SETTLEMENTS ? HERALD_ONCE (_("Correct: %s has one settlement less"))
                                     : i == PIECE_CITIES ? HERALD_ONCE (_("Correct: %s has one city less"))
                                     : HERALD_ONCE (_("Correct: %s has one city wall less")), name);
      herald_a11y_update_label (GTK_WIDGET (self->piece_minus[i]), minus_label);
      herald_player_card_set_player_action (GTK_WIDGET (self->piece_minus[i]), minus_actions[i], herald_player_card_player_target (self),
                                            values[i] > 0 && may_correct, minus_label);
      /* a tap on a − that is off says the engine's reason (N19-8) */
      herald_set_refusal (GTK_WIDGET (self->piece_minus[i]), correct_refusal);
    }

  sync_repair (self, name, sabotaged);
}

/* @button drawn and told as off while it keeps the focus (@refused), or as
 * herald_player_card_set_player_action () made it */
static void
mark_refused (GtkWidget *button,
              gboolean   refused)
{
  gboolean was = gtk_widget_has_css_class (button, "level-refused");

  if (!refused)
    {
      if (!was)
        return;
      gtk_widget_remove_css_class (button, "level-refused");
      /* turned off, GTK told it already */
      if (gtk_widget_get_sensitive (button))
        gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_DISABLED, FALSE, -1);
      return;
    }
  if (!gtk_widget_get_sensitive (button))
    {
      gtk_widget_set_sensitive (button, TRUE);
      was = FALSE;
    }
  if (was)
    return;
  gtk_widget_add_css_class (button, "level-refused");
  /* after the sensitivity, which tells screen readers it is enabled; once: each update is
   * an event to them, the same state too */
  gtk_accessible_update_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_DISABLED, TRUE, -1);
}

/**
 * herald_player_card_refuse_level:
 * @button: the next level of a track
 * @target: (nullable): the player and the track ("(ii)") while the engine refuses the level
 *   on its player's turn, consumed when floating; %NULL when it does not (or on another's turn)
 * @reason: (nullable): the engine's reason, with @target
 *
 * A level the engine refuses on its player's turn ("Anna has no ordinary city: level 4 needs
 * a city that is not a metropolis") stays in reach of the arrows: it was insensitive, the
 * arrows passed it and a keyboard player never learnt why (tester report 28, N28-2). It is
 * drawn and told as off (the style class `level-refused`, the accessible state disabled, the
 * reason as its description), and Return or Space on it shows the engine's refusal in a
 * toast (the action `player.refused-level`) and builds nothing. Without @target the button
 * is left as herald_player_card_set_player_action () made it.
 */
void
herald_player_card_refuse_level (GtkWidget  *button,
                                 GVariant   *target,
                                 const char *reason)
{
  if (target == NULL)
    {
      mark_refused (button, FALSE);
      return;
    }

  herald_update_described (button, reason);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), target);
  herald_update_action_name (GTK_ACTIONABLE (button), "player.refused-level");
  mark_refused (button, TRUE);
}

/* the merchant's badge shows who holds the merchant, whatever a click did */
static void
merchant_toggled_cb (GtkToggleButton  *button,
                     HeraldPlayerCard *self)
{
  gboolean holds = self->item != NULL && herald_player_item_get_state (self->item)->merchant;

  if (gtk_toggle_button_get_active (button) != holds && gtk_widget_has_css_class (GTK_WIDGET (button), "level-refused"))
    gtk_toggle_button_set_active (button, holds);
}

/**
 * herald_player_card_sync_merchant:
 * @name: the player's name, isolated
 *
 * The merchant's badge (RULES.md A20). With digital cards only a Merchant card moves the
 * merchant, and the engine refuses the badge's step: the badge was insensitive then, passed
 * by the keyboard, its reason a pointer's tooltip only. It stays in reach of the arrows as a
 * refused level does (herald_player_card_refuse_level ()): drawn and told as off, the engine's
 * reason its description, and Return or Space on it shows the reason in a toast (the action
 * `player.refused-merchant`) and moves nothing.
 */
void
herald_player_card_sync_merchant (HeraldPlayerCard *self,
                                  const char       *name)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  GtkWidget *button = GTK_WIDGET (self->merchant_button);
  gboolean may_correct = herald_player_item_get_may_correct (self->item);
  const char *reason = NULL;
  gboolean legal = herald_player_item_get_move (self->item, HERALD_PLAYER_MOVE_MERCHANT, &reason);
  g_autofree char *label = g_strdup_printf (ps->merchant ? HERALD_ONCE (_("%s holds the merchant"))
                                                         : HERALD_ONCE (_("%s takes the merchant")), name);

  if (herald_get_data (button, "herald-merchant-kept") == NULL)
    {
      g_object_set_data (G_OBJECT (button), "herald-merchant-kept", GINT_TO_POINTER (TRUE));
      g_signal_connect_object (button, "toggled", G_CALLBACK (merchant_toggled_cb), self, G_CONNECT_AFTER);
    }
  herald_update_tooltip (button, legal ? HERALD_ONCE (_("The merchant (1 victory point)")) : NULL);
  herald_update_described (button, legal ? NULL : reason);
  gtk_widget_set_has_tooltip (button, TRUE);
  herald_a11y_update_label (button, label);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), herald_player_card_player_target (self));
  herald_update_action_name (GTK_ACTIONABLE (button), may_correct && !legal ? "player.refused-merchant" : "player.merchant");
  gtk_widget_set_sensitive (button, may_correct);
  mark_refused (button, may_correct && !legal);
  /* last: the action's change turned the badge off (GTK's action helper, the stateful
   * action's state gone), before mark_refused () let merchant_toggled_cb () keep it: the
   * holder's badge was drawn as nobody's after the first roll of an opened game (tester
   * report 35, N35-1) */
  gtk_toggle_button_set_active (self->merchant_button, ps->merchant);
}
