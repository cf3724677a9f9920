/* herald-player-card.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* One player's card: pieces, knights, improvements, badges and victory points. It only
 * shows the session's state; every button activates a `player.*` action of the window. */

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-damage-group.h"
#include "herald-dice-panel.h"
#include "herald-focus.h"
#include "herald-number-text.h"
#include "herald-popover.h"
#include "herald-text.h"
#include "herald-widget-update.h"
#include "herald-words-on-read.h"
#include "herald-track-rows.h"
#include "herald-wrap-box.h"
#include "herald-player-card-private.h"
#include "herald-style.h"

G_DEFINE_FINAL_TYPE (HeraldPlayerCard, herald_player_card, GTK_TYPE_WIDGET)

static const char * const track_classes[HERALD_N_TRACKS] = { "track-trade", "track-politics", "track-science" };

void
herald_player_card_set_player_action (GtkWidget  *widget,
                                      const char *action,
                                      GVariant   *target,
                                      gboolean    legal,
                                      const char *reason)
{
  /* the reason changes with the phase, for every card: described, not set as a tooltip;
   * before the sensitivity, while the focus is still where it was (a control turned
   * insensitive loses it, and its new reason was then read as it went) */
  if (reason != NULL)
    herald_update_described_on_read (widget, reason);

  if (legal && action != NULL)
    {
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (widget), target);
      herald_update_action_name (GTK_ACTIONABLE (widget), action);
    }
  else
    {
      if (target != NULL)
        g_variant_unref (g_variant_ref_sink (target));
      herald_update_action_name (GTK_ACTIONABLE (widget), NULL);
      gtk_widget_set_sensitive (widget, FALSE);
    }
}

/* The target of the card's actions that take its player ("i"): made once for the card and
 * given again as the same value, which GTK compares by its address first
 * (gtk_actionable_set_action_target_value ()), not made anew at each control made again
 * (docs/performance.md, twenty-seventh round; the levels' own, herald-player-card-tracks.c) */
GVariant *
herald_player_card_player_target (HeraldPlayerCard *self)
{
  if (self->player_target == NULL)
    self->player_target = g_variant_ref_sink (g_variant_new_int32 (self->player));
  return self->player_target;
}

/* Where the focus goes when the control that had it on the card changed under it (issue 11:
 * after a build or a knight's step it went to an unrelated control, another card or End
 * Turn, and the next Return did something else): */

/* a control that builds, recruits, improves or repairs, never one that corrects something away */
static gboolean
is_build_action (const char *action)
{
  return action != NULL && (g_str_has_prefix (action, "player.build-") || g_str_equal (action, "player.improve")
                            || g_str_equal (action, "player.repair-city"));
}

/* a control that corrects something away: a level, a piece */
static gboolean
is_correction_action (const char *action)
{
  return action != NULL && (g_str_equal (action, "player.unimprove") || g_str_has_prefix (action, "player.remove-"));
}

static gboolean
is_not_correction (GtkWidget *control,
                   gpointer   data)
{
  return !GTK_IS_ACTIONABLE (control)
         || !is_correction_action (gtk_actionable_get_action_name (GTK_ACTIONABLE (control)));
}

/* a control with the action @data */
static gboolean
has_action (GtkWidget *control,
            gpointer   data)
{
  return GTK_IS_ACTIONABLE (control)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (control)), data) == 0;
}

/* a control that builds a level of the track @data (a #GVariant "(ii)", the player and the track) */
static gboolean
improves_track (GtkWidget *control,
                gpointer   data)
{
  GVariant *target;

  if (!has_action (control, (gpointer) "player.improve"))
    return FALSE;
  target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (control));

  return target != NULL && g_variant_equal (target, data);
}

/* After the card's controls were brought up to date with the focus on @was (with the action
 * @action, at @bounds): the focus stays there if it still does the same thing; else it goes
 * to the nearest control of the same kind on the card (the next level of the same track, the
 * next "+"), else to the card itself for a build (never another track's level), else to the
 * card's points, and never out of the card. A control that now corrects away what it just
 * built (a level) does not keep the focus: a second Return would undo the build. After a
 * correction the focus never goes to another correction either. */
static void
self_focus_cb (HeraldPlayerCard *self)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

/**
 * herald_player_card_focus_self:
 * @self: a card on screen
 *
 * Gives the keyboard focus to the card itself (the group a screen reader names "Anna"), not
 * to one of its controls: Space and Return then press nothing on it (Space rolls), and Tab or
 * the arrows go on to its controls. The card takes the focus only this once (it is no Tab
 * stop of its own). For a new turn on a phone's Players page, where the points button had the
 * focus and Space opened its menu instead of rolling (newcomer report 13, N-2), and after a
 * build whose button turned off, where the next Return built something else (N-4).
 *
 * Returns: whether the card has the focus
 */
gboolean
herald_player_card_focus_self (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), FALSE);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  /* the arrows then go to its first control (herald_focus_group_focus ()) */
  herald_focus_group_set_origin (GTK_WIDGET (self), NULL);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  if (gtk_widget_grab_focus (GTK_WIDGET (self)))
    return TRUE;
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);

  return FALSE;
}

static void
keep_focus (HeraldPlayerCard      *self,
            GtkWidget             *was,
            const char            *action,
            GVariant              *track,
            const graphene_rect_t *bounds)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *target = NULL;

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (focus == was && gtk_widget_get_mapped (was) && gtk_widget_is_sensitive (was)
      && (!GTK_IS_ACTIONABLE (was)
          || g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (was)), action) == 0))
    return;
  /* the card placed it already (a knight in the place of the "+" that recruited it) */
  if (self->placed_focus)
    return;

  /* after a correction the focus stays on its control (a level taken away: the same button,
   * now building it again), or goes to the nearest control that corrects nothing: it went on
   * to the next built level, and a second Return took that away too (newcomer report 11,
   * N-10) */
  if (is_correction_action (action))
    {
      if (gtk_widget_get_mapped (was) && gtk_widget_is_sensitive (was) && gtk_widget_grab_focus (was))
        return;
      target = herald_focus_group_nearest (GTK_WIDGET (self), bounds, is_not_correction, NULL);
      if (target != NULL)
        gtk_widget_grab_focus (target);
      else
        gtk_widget_child_focus (GTK_WIDGET (self->vp_button), GTK_DIR_TAB_FORWARD);
      return;
    }

  /* after a level, only the next level of the same track: the nearest "build a level" was
   * another track's when the next one was off (level 4 with only a metropolis), and one more
   * Return built a level nobody meant (tester report 28, N28-1) */
  if (g_strcmp0 (action, "player.improve") == 0)
    {
      if (track != NULL)
        target = herald_focus_group_nearest (GTK_WIDGET (self), bounds, improves_track, track);
    }
  else if (action != NULL)
    target = herald_focus_group_nearest (GTK_WIDGET (self), bounds, has_action, (gpointer) action);
  /* no control that does the same: the card itself, never another build ("+ city" off after
   * the last settlement became a city gave the focus to the settlement's "+", and the next
   * Return built a settlement; its tooltip was read as if a refusal, newcomer report 13,
   * N-4) */
  if (target == NULL && is_build_action (action) && herald_player_card_focus_self (self))
    {
      /* the arrows go on from where the build was, inside the card: Left went to End Turn,
       * and Return ended the turn (newcomer report 17, N17-17) */
      herald_focus_group_set_origin (GTK_WIDGET (self), bounds);
      return;
    }
  if (target != NULL)
    gtk_widget_grab_focus (target);
  else
    gtk_widget_child_focus (GTK_WIDGET (self->vp_button), GTK_DIR_TAB_FORWARD);
}

/* The engine's forecast of this player's progress cards (herald_game_get_draw_forecast(),
 * as the item keeps it): the chance on the next roll and the rolls to the next card on the
 * card, each deck's chance in its tooltip */
static void
sync_draw_forecast (HeraldPlayerCard *self)
{
  HeraldDrawForecast f;
  g_autofree char *text = NULL;
  g_autoptr(GString) tip = g_string_new (NULL);

  /* no roll comes once the game is over: no forecast (the engine's is empty then, and the
   * card read "no city improvement yet" beside levels) */
  gtk_widget_set_visible (GTK_WIDGET (self->draw_label), !herald_player_item_get_game_over (self->item));
  if (herald_player_item_get_game_over (self->item))
    return;
  herald_player_item_get_draw_forecast (self->item, &f);
  /* why none can come, as the engine says: an empty deck is the other reason, with 5–6
   * players too (it read "no city improvement yet" beside three levels of Politics, tester
   * report 42, N42-2) */
  if (f.blocked == HERALD_DRAW_DECKS_EMPTY && (f.empty_decks & (f.empty_decks - 1)) == 0)
    /* Translators: a player's forecast when the only deck their improvements draw from is
     * empty, "No progress card can come: the Politics deck is empty" (%s: "Politics deck") */
    text = g_strdup_printf (HERALD_ONCE (_("No progress card can come: the %s is empty")),
                            herald_text_deck_name (g_bit_nth_lsf (f.empty_decks, -1)));
  else if (f.blocked == HERALD_DRAW_DECKS_EMPTY)
    /* Translators: a player's forecast when every deck their two or three improvements draw
     * from is empty */
    text = g_strdup (HERALD_ONCE (_("No progress card can come: the decks of their improvements are empty")));
  else if (f.blocked == HERALD_DRAW_NO_IMPROVEMENT)
    text = g_strdup (HERALD_ONCE (_("No progress card can come: no city improvement yet")));
  else
    {
      /* a whole number of rolls, and from 10 on: no needless ".0" ("about 1 in 18.0 rolls",
       * newcomer report 15, N15-18); the fraction in the language's way ("7,2" in Italian) */
      gboolean whole = f.rolls_to_card >= 9.95 ||
                       fabs (f.rolls_to_card - round (f.rolls_to_card)) < 0.05;
      g_autofree char *rolls = herald_number_text (f.rolls_to_card, whole ? 0 : 1);

      /* Translators: the chance that the next roll gives this player a progress card, and how
       * many rolls it takes on average, "Progress card: 14 % on the next roll, about 1 in 7.2
       * rolls" (the second number is given as text: "7.2", or "18" when whole) */
      text = g_strdup_printf (HERALD_ONCE (_("Progress card: %.0f %% on the next roll, about 1 in %s rolls")),
                              f.any * 100.0, rolls);
    }
  if (g_strcmp0 (gtk_label_get_label (self->draw_label), text) != 0)
    gtk_label_set_label (self->draw_label, text);

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      g_autofree char *chance = herald_number_text (f.chance[t] * 100.0, 1);

      if (t > 0)
        g_string_append_c (tip, '\n');
      /* Translators: "Trade: 8.3 % on the next roll" (the number is given as text: "8.3") */
      g_string_append_printf (tip, HERALD_ONCE (_("%s: %s %% on the next roll")), herald_text_track_name (t),
                              chance);
    }
  herald_update_tooltip (GTK_WIDGET (self->draw_label), tip->str);
}

/**
 * herald_player_card_set_turn_time:
 * @self: a player card
 * @text: (nullable): the turn timer's total for this player
 *   (herald_turn_timer_describe_player()), %NULL to hide it
 */
void
herald_player_card_set_turn_time (HeraldPlayerCard *self,
                                  const char       *text)
{
  g_return_if_fail (HERALD_IS_PLAYER_CARD (self));

  gtk_widget_set_visible (GTK_WIDGET (self->time_label), text != NULL);
  if (text != NULL && g_strcmp0 (gtk_label_get_label (self->time_label), text) != 0)
    gtk_label_set_label (self->time_label, text);
}

/* The colour dot and the card's colour */
static void
item_color_cb (HeraldPlayerCard *self)
{
  gtk_widget_remove_css_class (self->color_dot, herald_text_color_css (self->color));
  gtk_widget_remove_css_class (self->card_box, herald_text_color_css (self->color));
  self->color = herald_player_item_get_color (self->item);
  gtk_widget_add_css_class (self->color_dot, herald_text_color_css (self->color));
  gtk_widget_add_css_class (self->card_box, herald_text_color_css (self->color));
}

/* The card's name for screen readers, said as the focus comes into the card: the name, the
 * points and whose turn it is, "Anna: 7 victory points, their turn", then a win that waits
 * for the player's turn (tester33 N33-3), all as the item has them. It was the name alone, and
 * the points were heard only on reaching their button (newcomer report 51, newcomer51-5). */
static void
item_name_cb (HeraldPlayerCard *self)
{
  herald_a11y_update_label (GTK_WIDGET (self), herald_player_item_get_name_spoken (self->item));
}

static void
item_is_current_cb (HeraldPlayerCard *self)
{
  if (herald_player_item_get_is_current (self->item))
    gtk_widget_add_css_class (self->card_box, "current");
  else
    gtk_widget_remove_css_class (self->card_box, "current");
}

static void
item_victory_points_cb (HeraldPlayerCard *self)
{
  guint total = herald_player_item_get_victory_points (self->item);
  g_autofree char *vp_text = g_strdup_printf ("%u", total);

  herald_update_menu_button_label (self->vp_button, vp_text);
  herald_a11y_set_label (GTK_WIDGET (self->vp_button), herald_player_item_get_vp_label (self->item));
}

/* The points' breakdown as a table, a row per "name\tvalue" line (a line in <b></b> bold):
 * the values line up whatever the language, and on a phone the names wrap
 * (herald_popover_keep_in_window ()); one label with tabs made the menu 373 px wide in a
 * 360 px window (newcomer report 13, N-2) */
static void
item_vp_breakdown_cb (HeraldPlayerCard *self)
{
  const char *breakdown = herald_player_item_get_vp_breakdown (self->item);
  g_auto(GStrv) lines = g_strsplit (breakdown != NULL ? breakdown : "", "\n", -1);

  for (int row = 0; lines[row] != NULL; row++)
    {
      char *line = lines[row];
      gboolean bold = g_str_has_prefix (line, "<b>") && g_str_has_suffix (line, "</b>");
      char *value;

      if (bold)
        {
          line[strlen (line) - 4] = '\0';
          line += 3;
        }
      value = strchr (line, '\t');
      if (value != NULL)
        *value++ = '\0';
      for (int column = 0; column < 2; column++)
        {
          GtkWidget *label = gtk_grid_get_child_at (self->vp_breakdown, column, row);
          const char *text = column == 0 ? line : value != NULL ? value : "";
          g_autofree char *markup = bold ? g_strdup_printf ("<b>%s</b>", text) : g_strdup (text);

          if (label == NULL)
            {
              label = gtk_label_new (NULL);
              gtk_label_set_xalign (GTK_LABEL (label), 0);
              gtk_label_set_yalign (GTK_LABEL (label), 0);
              /* the name wraps when the menu is narrowed, and the total ("12 din 13"),
               * between words: at any character, narrowed on a phone at text scale 1.5,
               * "Siegpunktkarten" read "Siegpunktkart-" / "en" (break60-3) */
              gtk_label_set_wrap (GTK_LABEL (label), TRUE);
              gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
              gtk_grid_attach (self->vp_breakdown, label, column, row, 1, 1);
            }
          herald_update_markup (GTK_LABEL (label), markup);
        }
    }
}

/* @button described for screen readers by *@hint, a label never shown, saying @text (and,
 * with @tooltip, shown as its tooltip, made as it shows). Not a description: one given before
 * the button's accessible was registered is sent again just after the button first takes the
 * focus, and Orca 43 read it twice on the first visit: "Progress cards: open the hand
 * privately" (issue 11), the points' words (a11y54-2). A described-by relation to a label
 * says it once. */
static void
update_hint (GtkWidget   *button,
             GtkWidget  **hint,
             const char  *text,
             gboolean     tooltip)
{
  if (*hint == NULL)
    {
      *hint = g_object_ref_sink (gtk_label_new (NULL));
      gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY,
                                      *hint, NULL, -1);
      /* an announcement takes its place for a while (herald-a11y.c, described_by ()) */
      g_object_set_data (G_OBJECT (button), "herald-a11y-described-by", *hint);
      if (tooltip)
        {
          g_signal_connect (button, "query-tooltip", G_CALLBACK (herald_described_query_tooltip_cb), NULL);
          gtk_widget_set_has_tooltip (button, TRUE);
        }
    }
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (*hint)), text) == 0)
    return;
  gtk_label_set_label (GTK_LABEL (*hint), text);
  if (tooltip)
    g_object_set_data_full (G_OBJECT (button), "herald-described", g_strdup (text), g_free);
}

/* The points in words, with who leads, what describes the points button (newcomer report 13,
 * N-6: the breakdown its menu shows was never read). On the button inside the menu button,
 * which has the focus; through a label (update_hint ()), whose change is not said under the
 * focus: another player's build changes who leads, and that is not said there. */
static void
item_vp_spoken_cb (HeraldPlayerCard *self)
{
  const char *spoken = herald_player_item_get_vp_spoken (self->item);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->vp_button));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      update_hint (child, &self->vp_hint, spoken, FALSE);
}

/* What the hand button does, on hover and for screen readers (update_hint ()) */
static void
update_hand_hint (HeraldPlayerCard *self,
                  const char       *text)
{
  update_hint (GTK_WIDGET (self->hand_button), &self->hand_hint, text, TRUE);
}

/* The hand: its count with digital cards, "Cards…" to record one with physical cards */
static void
update_hand_button (HeraldPlayerCard *self)
{
  const char *name;

  if (self->item == NULL)
    return;
  /* in sentences: a right-to-left name isolated (newcomer report 21, N21-3) */
  name = herald_text_isolate (herald_player_item_get_name (self->item));
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->hand_button), herald_player_card_player_target (self));
  if (herald_player_item_get_digital_cards (self->item))
    {
      guint n_hand = herald_player_item_get_cards_in_hand (self->item);
      g_autofree char *card_label = g_strdup_printf (HERALD_ONCE_N (n_hand, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n_hand)),
                                                   n_hand);
      g_autofree char *a11y = g_strdup_printf (HERALD_ONCE (_("%s’s progress cards: %u")), name, n_hand);

      herald_a11y_set_button_label (self->hand_button, card_label);
      herald_update_action_name (GTK_ACTIONABLE (self->hand_button), "player.open-hand");
      update_hand_hint (self, HERALD_ONCE (_("Progress cards: open the hand privately")));
      herald_a11y_update_label (GTK_WIDGET (self->hand_button), a11y);
    }
  else
    {
      g_autofree char *a11y = g_strdup_printf (HERALD_ONCE (_("%s’s progress cards")), name);

      herald_a11y_set_button_label (self->hand_button, HERALD_ONCE (_("Cards…")));
      herald_update_action_name (GTK_ACTIONABLE (self->hand_button), "player.physical-card");
      update_hand_hint (self, HERALD_ONCE (_("Record a progress card played or revealed")));
      herald_a11y_update_label (GTK_WIDGET (self->hand_button), a11y);
    }
}

/* Longest Road, the merchant, Defender of Catan and the victory point cards */
static void
sync_badges (HeraldPlayerCard *self)
{
  const HeraldPlayerState *ps = herald_player_item_get_state (self->item);
  const char *name = herald_text_isolate (herald_player_item_get_name (self->item));
  gboolean may_correct = herald_player_item_get_may_correct (self->item);

  gtk_toggle_button_set_active (self->road_button, ps->longest_road);
  gtk_widget_set_sensitive (GTK_WIDGET (self->road_button), may_correct);
  herald_player_card_sync_merchant (self, name);
  {
    g_autofree char *road = g_strdup_printf (ps->longest_road ? HERALD_ONCE (_("%s holds the Longest Road"))
                                                              : HERALD_ONCE (_("%s takes the Longest Road")), name);
    g_autofree char *defender = g_strdup_printf (HERALD_ONCE (_("Defender %u")), ps->defender);
    g_autofree char *defender_a11y = g_strdup_printf (HERALD_ONCE (_("%s: Defender of Catan %u")), name, ps->defender);

    herald_a11y_update_label (GTK_WIDGET (self->road_button), road);
    gtk_label_set_label (self->defender_label, defender);
    herald_a11y_update_label (GTK_WIDGET (self->defender_label), defender_a11y);
    gtk_widget_set_visible (GTK_WIDGET (self->defender_label), ps->defender > 0);
  }
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->road_button), herald_player_card_player_target (self));
  herald_update_action_name (GTK_ACTIONABLE (self->road_button), "player.longest-road");

  if (ps->n_vp_cards > 0)
    {
      g_autoptr(GString) cards = g_string_new (NULL);

      for (guint i = 0; i < ps->n_vp_cards && i < G_N_ELEMENTS (ps->vp_cards); i++)
        {
          if (i > 0)
            g_string_append (cards, ", ");
          g_string_append (cards, herald_text_card_name (ps->vp_cards[i]));
        }
      gtk_label_set_label (self->vp_cards_label, cards->str);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->vp_cards_label), ps->n_vp_cards > 0);
}

/* The body of the card, the parts @what names (#HeraldPlayerChange): a step that did not
 * change this player does not come here at all */
static void
item_changed_cb (HeraldPlayerCard *self,
                 guint             what)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  g_autoptr(GtkWidget) was = NULL;
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;
  graphene_rect_t bounds;

  /* the card's control with the focus (not an item of a knight's menu), and where it is */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self))
      && gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) == NULL
      && gtk_widget_compute_bounds (focus, GTK_WIDGET (self), &bounds))
    {
      was = g_object_ref (focus);
      if (GTK_IS_ACTIONABLE (focus))
        {
          GVariant *value = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (focus));

          action = g_strdup (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)));
          target = value != NULL ? g_variant_ref (value) : NULL;
        }
    }

  self->n_syncs++;
  self->placed_focus = FALSE;
  if (what & HERALD_PLAYER_CHANGE_STAGE)
    what = HERALD_PLAYER_CHANGE_ALL;
  if (what & HERALD_PLAYER_CHANGE_PIECES)
    herald_player_card_sync_pieces (self);
  if (what & HERALD_PLAYER_CHANGE_KNIGHTS)
    herald_player_card_sync_knights (self);
  if (what & HERALD_PLAYER_CHANGE_TRACKS)
    herald_player_card_sync_tracks (self);
  if (what & HERALD_PLAYER_CHANGE_FORECAST)
    sync_draw_forecast (self);
  if (what & HERALD_PLAYER_CHANGE_BADGES)
    sync_badges (self);

  if (was != NULL)
    keep_focus (self, was, action, target, &bounds);
}

/* The longest name of one word (by characters) that the card shows on one line: too long
 * for the card, it is cut with an ellipsis ("Portoca…", whole in the card's accessible name),
 * never broken inside itself ("Portoca-liu", the colours' names that New Game gives: tester
 * report 43, N43-8). A longer one, and a name of several words, still takes a second line,
 * broken between words, and inside a word too long for a line (breaker report 12, R-3;
 * tester report 30, N30-4). Wrapped by words only, a word would set the card's least width
 * and hold a phone wider than its screen. */
#define NAME_ONE_LINE_CHARS 16

/* Whether the name wraps: not a single word that one line shows */
static void
update_name_wrap (HeraldPlayerCard *self)
{
  const char *name = gtk_label_get_label (self->name_label);
  gboolean one_word = TRUE;

  for (const char *p = name; *p != '\0'; p = g_utf8_next_char (p))
    one_word &= !g_unichar_isspace (g_utf8_get_char (p)) && g_utf8_get_char (p) != '-';
  gtk_label_set_wrap (self->name_label, !one_word || g_utf8_strlen (name, -1) > NAME_ONE_LINE_CHARS);
}

static void
item_name_changed_cb (HeraldPlayerCard *self)
{
  update_name_wrap (self);
  update_hand_button (self);
}

/**
 * herald_player_card_set_item:
 * @self: a player card
 * @item: (nullable): the session's item for the card's player (herald_session_get_players())
 *
 * Binds the card to @item: the header (name, colour, whose turn, status, points and their
 * breakdown, cards in hand) follows the item's properties (g_object_bind_property() and
 * notify::), the body (pieces, knights, tracks, badges, forecast, and the legality of the
 * buttons) its #HeraldPlayerItem::changed, each part only when it changed. Nothing else
 * updates the card: a step that does not change the player does not touch it.
 */
void
herald_player_card_set_item (HeraldPlayerCard *self,
                             HeraldPlayerItem *item)
{
  g_return_if_fail (HERALD_IS_PLAYER_CARD (self));
  g_return_if_fail (item == NULL || HERALD_IS_PLAYER_ITEM (item));

  if (self->item == item)
    return;

  herald_player_card_forget_knights (self);
  herald_player_card_forget_pieces (self);
  herald_player_card_forget_tracks (self);
  /* the actions' targets name the player, who may be another */
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    g_clear_pointer (&self->track_target[t], g_variant_unref);
  g_clear_pointer (&self->player_target, g_variant_unref);
  if (self->item != NULL)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->bindings); i++)
        g_clear_pointer (&self->bindings[i], g_binding_unbind);
      g_signal_handlers_disconnect_by_data (self->item, self);
      g_clear_object (&self->item);
    }
  if (item == NULL)
    return;

  self->item = g_object_ref (item);
  self->player = herald_player_item_get_index (item);
  self->bindings[0] = g_object_bind_property (item, "name", self->name_label, "label", G_BINDING_SYNC_CREATE);
  self->bindings[1] = g_object_bind_property (item, "status", self->status_label, "label", G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (item, "notify::name", G_CALLBACK (item_name_changed_cb), self);
  g_signal_connect_swapped (item, "notify::color", G_CALLBACK (item_color_cb), self);
  g_signal_connect_swapped (item, "notify::is-current", G_CALLBACK (item_is_current_cb), self);
  g_signal_connect_swapped (item, "notify::vp-label", G_CALLBACK (item_victory_points_cb), self);
  g_signal_connect_swapped (item, "notify::vp-breakdown", G_CALLBACK (item_vp_breakdown_cb), self);
  g_signal_connect_swapped (item, "notify::vp-spoken", G_CALLBACK (item_vp_spoken_cb), self);
  g_signal_connect_swapped (item, "notify::name-spoken", G_CALLBACK (item_name_cb), self);
  g_signal_connect_swapped (item, "notify::cards-in-hand", G_CALLBACK (update_hand_button), self);
  g_signal_connect_swapped (item, "changed", G_CALLBACK (item_changed_cb), self);

  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (self->correct_button), herald_player_card_player_target (self));
  herald_update_action_name (GTK_ACTIONABLE (self->correct_button), "player.correct");
  item_color_cb (self);
  item_is_current_cb (self);
  item_name_changed_cb (self);
  item_name_cb (self);
  item_victory_points_cb (self);
  item_vp_breakdown_cb (self);
  item_vp_spoken_cb (self);
  item_changed_cb (self, HERALD_PLAYER_CHANGE_ALL);
}

/**
 * herald_player_card_update:
 * @session: the session to show
 *
 * Binds the card to @session's item for its player (herald_player_card_set_item()), for
 * whichever game @session has open; the card then follows the item by itself. Calling it
 * again for the same game does nothing.
 */
void
herald_player_card_update (HeraldPlayerCard *self,
                           HeraldSession    *session)
{
  GListModel *players;
  g_autoptr(HeraldPlayerItem) item = NULL;

  g_return_if_fail (HERALD_IS_PLAYER_CARD (self));
  g_return_if_fail (HERALD_IS_SESSION (session));

  players = herald_session_get_players (session);
  if (self->player < g_list_model_get_n_items (players))
    item = g_list_model_get_item (players, self->player);
  if (item != NULL)
    herald_player_card_set_item (self, item);
}

/**
 * herald_player_card_get_n_syncs:
 *
 * For tests: how many times the card's body was brought up to date from its item (once
 * when bound, then once per #HeraldPlayerItem::changed).
 *
 * Returns: the count
 */
guint
herald_player_card_get_n_syncs (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  return self->n_syncs;
}

guint
herald_player_card_get_player (HeraldPlayerCard *self)
{
  g_return_val_if_fail (HERALD_IS_PLAYER_CARD (self), 0);

  return self->player;
}

/* A caption for @piece in the grid's fourth row, from its column to the card's end: in the
 * settlements' third alone, "1 città saccheggiata coricata su un lato" made a phone's window
 * 376 px wide (tester report 33, N33-1). Hidden until it has something to say. */
static GtkLabel *
piece_note_new (HeraldPlayerCard *self,
                guint             piece)
{
  GtkWidget *note = gtk_label_new (NULL);

  gtk_widget_add_css_class (note, "caption");
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_justify (GTK_LABEL (note), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (note, FALSE);
  gtk_grid_attach (self->pieces_grid, note, piece, 3, N_PIECES - piece, 1);
  return GTK_LABEL (note);
}

static void
herald_player_card_build (HeraldPlayerCard *self)
{
  static const char * const captions[] = { N_("Settlements"), N_("Cities"), N_("Walls") };

  for (guint i = 0; i < N_PIECES; i++)
    {
      GtkWidget *caption = gtk_label_new (_(captions[i]));
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *minus = gtk_button_new_from_icon_name ("list-remove-symbolic");
      GtkWidget *value = gtk_label_new ("0");
      GtkWidget *plus = gtk_button_new_from_icon_name ("list-add-symbolic");

      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_widget_add_css_class (box, "stepper");
      /* drawn as a button, as its "+" is: flat it read as a dash beside the count (issue 11) */
      gtk_widget_add_css_class (minus, "touch-button");
      gtk_widget_add_css_class (plus, "touch-button");
      gtk_widget_add_css_class (value, "stepper-value");
      gtk_widget_set_hexpand (value, TRUE);
      gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), minus);
      gtk_box_append (GTK_BOX (box), value);
      gtk_box_append (GTK_BOX (box), plus);
      gtk_grid_attach (self->pieces_grid, caption, i, 0, 1, 1);
      gtk_grid_attach (self->pieces_grid, box, i, 1, 1, 1);

      /* the arrow keys go from "+" to "+": a "−" between them corrected a city away after
       * Right and Return from "builds a settlement" (newcomer report 17, N17-18); by keyboard
       * Correct Pieces (the points' menu) corrects, and Ctrl+Z undoes a build */
      gtk_widget_set_can_focus (minus, FALSE);
      self->piece_minus[i] = GTK_BUTTON (minus);
      self->piece_value[i] = GTK_LABEL (value);
      self->piece_plus[i] = GTK_BUTTON (plus);
    }

  /* the sabotaged cities (first edition) in a caption under the cities' count, not in it:
   * the columns are homogeneous, so a count's width is asked three times, and "3 (2)" in
   * the count's large figures made a phone's window 424 px wide, "3" above "(1)" still 370 px
   * at text scale 1 and 412 px at 1.5, not 360 (issue 11). The caption breaks between
   * words. A screen reader hears it in the count's name (herald_player_card_sync_pieces ()). */
  {
    GtkWidget *sabotage = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

    self->cities_sabotaged = GTK_LABEL (gtk_label_new (NULL));
    gtk_widget_add_css_class (GTK_WIDGET (self->cities_sabotaged), "caption");
    gtk_label_set_wrap (self->cities_sabotaged, TRUE);
    gtk_label_set_justify (self->cities_sabotaged, GTK_JUSTIFY_CENTER);
    gtk_widget_set_visible (GTK_WIDGET (self->cities_sabotaged), FALSE);
    gtk_box_append (GTK_BOX (sabotage), GTK_WIDGET (self->cities_sabotaged));

    /* under it, Repair records a repair (`repair_city`, herald_player_card_sync_pieces ()):
     * a word, not an icon; only while a city is sabotaged. Both span the three columns,
     * centred, so under the cities' count in the middle: in the cities' column alone,
     * "Reparieren" at text scale 1.5 widened all three homogeneous columns, and a phone's
     * window to 467 px */
    self->repair_button = GTK_BUTTON (gtk_button_new_with_label (_("Repair")));
    gtk_widget_add_css_class (GTK_WIDGET (self->repair_button), "badge-button");
    gtk_widget_set_halign (GTK_WIDGET (self->repair_button), GTK_ALIGN_CENTER);
    gtk_widget_set_visible (GTK_WIDGET (self->repair_button), FALSE);
    gtk_box_append (GTK_BOX (sabotage), GTK_WIDGET (self->repair_button));
    gtk_widget_set_halign (sabotage, GTK_ALIGN_CENTER);
    gtk_grid_attach (self->pieces_grid, sabotage, PIECE_SETTLEMENTS, 2, N_PIECES, 1);
  }
  /* so are the pillaged cities lying on their side, under the settlements' count (below the
   * sabotage's row, which is empty but in the first edition): "3+1" made a phone's window
   * 413 px wide at text scale 1 */
  self->settlements_pillaged = piece_note_new (self, PIECE_SETTLEMENTS);

  for (guint s = 0; s < HERALD_MAX_KNIGHTS; s++)
    {
      GtkWidget *overlay = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      GtkWidget *recruit = gtk_button_new ();
      GtkWidget *knight = gtk_menu_button_new ();

      gtk_widget_add_css_class (recruit, "knight-slot");
      gtk_widget_add_css_class (knight, "knight-slot");
      gtk_widget_add_css_class (knight, "knight");
      gtk_widget_set_hexpand (recruit, TRUE);
      gtk_widget_set_hexpand (knight, TRUE);
      gtk_box_append (GTK_BOX (overlay), recruit);
      gtk_box_append (GTK_BOX (overlay), knight);
      gtk_widget_set_visible (knight, FALSE);
      gtk_box_append (self->knights_box, overlay);

      self->recruit_button[s] = GTK_BUTTON (recruit);
      self->knight_button[s] = GTK_MENU_BUTTON (knight);
    }

  /* the tracks in rows: the names in a column of their own, as wide as the widest name
   * where there is room, the levels in columns; or each name above its levels */
  gtk_widget_set_layout_manager (GTK_WIDGET (self->tracks_grid),
                                 herald_track_rows_new (2, HERALD_MAX_LEVEL + 1));
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      GtkWidget *label = gtk_label_new (herald_text_track_name (t));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* the longest track names (Italian "Commercio ★") may not widen a 360 px phone: they
       * wrap between words, or go above their levels, the metropolis's star kept with the name by
       * a no-break space (fix48-3) ("Politics ★" was cut to
       * "Politic…" on a phone at text scale 1.5); a wrapping label asks for no more than its
       * least width unless told, so it asks for its whole name as its natural width */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 12);
      herald_update_tooltip (label, herald_text_track_name (t));
      gtk_widget_set_size_request (label, 72, -1);
      gtk_widget_add_css_class (label, "track-caption");
      gtk_box_append (self->tracks_grid, label);
      self->track_label[t] = GTK_LABEL (label);

      for (guint l = 1; l <= HERALD_MAX_LEVEL; l++)
        {
          g_autofree char *text = g_strdup_printf ("%u", l);
          GtkWidget *button = gtk_button_new_with_label (text);

          gtk_widget_add_css_class (button, "level-button");
          gtk_widget_add_css_class (button, track_classes[t]);
          gtk_widget_set_hexpand (button, TRUE);
          gtk_box_append (self->tracks_grid, button);
          self->level_button[t][l - 1] = GTK_BUTTON (button);
        }
    }

}

static void
herald_player_card_dispose (GObject *object)
{
  GtkWidget *child;

  herald_player_card_set_item (HERALD_PLAYER_CARD (object), NULL);
  g_clear_object (&HERALD_PLAYER_CARD (object)->hand_hint);
  g_clear_object (&HERALD_PLAYER_CARD (object)->vp_hint);

  gtk_widget_dispose_template (GTK_WIDGET (object), HERALD_TYPE_PLAYER_CARD);

  /* The template's root box is not a bound child: unparent it too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (herald_player_card_parent_class)->dispose (object);
}

/* A card is one Tab stop: the arrow keys move between its controls (herald-focus.c) */
static gboolean
herald_player_card_focus (GtkWidget        *widget,
                          GtkDirectionType  direction)
{
  return herald_focus_group_focus (widget, direction,
                                   GTK_WIDGET_CLASS (herald_player_card_parent_class)->focus);
}

static void
herald_player_card_class_init (HeraldPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = herald_player_card_dispose;
  widget_class->focus = herald_player_card_focus;

  /* the badges' row */
  g_type_ensure (HERALD_TYPE_WRAP_BOX);
  /* the card's box: its parts drawn each as one rectangle (herald-damage-group.c) */
  g_type_ensure (HERALD_TYPE_DAMAGE_BOX);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/herald/Herald/ui/herald-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, card_box);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, color_dot);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, status_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, draw_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, time_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, hand_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, vp_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, vp_breakdown);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, correct_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, pieces_grid);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, knights_box);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, tracks_grid);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, road_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, merchant_button);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, defender_label);
  gtk_widget_class_bind_template_child (widget_class, HeraldPlayerCard, vp_cards_label);
  gtk_widget_class_set_css_name (widget_class, "playercard");
}

/* The breakdown's menu closes before the correction dialog opens over it */
static void
correct_clicked_cb (HeraldPlayerCard *self)
{
  gtk_menu_button_popdown (self->vp_button);
}

static void
herald_player_card_init (HeraldPlayerCard *self)
{
  /* its rules are the table's (style-table.css) */
  herald_style_ensure_table ();
  gtk_widget_init_template (GTK_WIDGET (self));
  /* the card takes the focus only when given it (herald_player_card_focus_self ()) */
  g_signal_connect (self, "notify::has-focus", G_CALLBACK (self_focus_cb), NULL);
  g_signal_connect_object (self->correct_button, "clicked", G_CALLBACK (correct_clicked_cb), self, G_CONNECT_SWAPPED);
  self->color = HERALD_COLOR_RED;
  herald_player_card_build (self);
  herald_update_tooltip (GTK_WIDGET (self->vp_button), _("Victory points: show where they come from"));
  /* inside the window, and the tooltip not over it (verify report 13, V13-11) */
  herald_wrap_button_label (GTK_WIDGET (self->correct_button));
  herald_popover_keep_in_window (gtk_menu_button_get_popover (self->vp_button));
  herald_popover_quiet_tooltip (self->vp_button);
  /* Tab reaches a card once: say how to go on (issue 11) */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Arrow keys move between the card’s controls"), -1);
}

/**
 * herald_player_card_new:
 * @player: the player index
 *
 * Returns: (transfer floating): a card for @player; bind it with herald_player_card_set_item()
 */
GtkWidget *
herald_player_card_new (guint player)
{
  HeraldPlayerCard *self = g_object_new (HERALD_TYPE_PLAYER_CARD, NULL);

  self->player = player;

  return GTK_WIDGET (self);
}
