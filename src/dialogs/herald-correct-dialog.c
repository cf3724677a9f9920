/* herald-correct-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Correcting one player's pieces: a `correct` action, a step of the log like any other; also
 * the walls under metropolises, whether the barbarians have attacked and, in the first edition,
 * the sabotaged cities. While the position of a game in progress is being
 * entered it also sets the pillaged cities, the cards in hand and the revealed victory point
 * cards. */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-correct-dialog.h"
#include "herald-dialog-util.h"
#include "herald-text.h"

enum {
  FIX_SETTLEMENTS,
  FIX_CITIES,
  FIX_WALLS,
  FIX_DEFENDER,
  FIX_TRADE,
  FIX_POLITICS,
  FIX_SCIENCE,
  FIX_BASIC,
  FIX_BASIC_ACTIVE,
  FIX_STRONG,
  FIX_STRONG_ACTIVE,
  FIX_MIGHTY,
  FIX_MIGHTY_ACTIVE,
  N_FIXES
};

#define N_HAND_ROWS 4

struct _HeraldCorrectDialog
{
  AdwMessageDialog  parent_instance;

  HeraldGame    *game;
  guint          player;
  gint           before[N_FIXES];
  GtkSpinButton *spins[N_FIXES];
  gint           before_metropolises;
  GtkSwitch     *metropolis[HERALD_N_TRACKS];
  /* While the position is being entered: the hand (digital cards) and the revealed
   * victory point cards. hand_cards maps a combo row item (after “None”) to its card. */
  AdwComboRow   *hand[N_HAND_ROWS];
  guint          n_hand_cards;
  HeraldCard     hand_cards[HERALD_N_CARDS];
  GtkSwitch     *vp_card[2];
  /* While the position is being entered: pillaged cities lying on their side (A7.6) */
  GtkSpinButton *sixth;
  /* The walls that stand under metropolises (A17.5, A19.1; correct `metropolis_walls`) */
  GtkSpinButton *metropolis_walls;
  gint           before_metropolis_walls;
  /* First edition: the ordinary cities the Saboteur turned (A15) */
  GtkSpinButton *sabotaged;
  gint           before_sabotaged;
  /* Whether the barbarians have attacked, for the whole table (A8.3, A9.1; correct
   * `first_attack_done`); NULL when the rules make it change nothing */
  GtkSwitch     *attacked;
  gboolean       before_attacked;
  gboolean       focused;  /* the first focus was given (herald_correct_dialog_focus ()) */
};

G_DEFINE_FINAL_TYPE (HeraldCorrectDialog, herald_correct_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* The first focus is the first count, the settlements, as the check-in's is its first count:
 * GTK gave it to the settlements' row, where a count typed did nothing, in silence, and
 * Shift+Tab from the count never came back to it (tester report 45, N45-13) */
static gboolean
herald_correct_dialog_focus (GtkWidget        *widget,
                             GtkDirectionType  direction)
{
  HeraldCorrectDialog *self = HERALD_CORRECT_DIALOG (widget);
  GtkEditable *count = self->spins[0] != NULL ? GTK_EDITABLE (self->spins[0]) : NULL;

  return herald_dialog_focus_count_first (widget, direction, count, &self->focused) ||
         GTK_WIDGET_CLASS (herald_correct_dialog_parent_class)->focus (widget, direction);
}

static void
herald_correct_dialog_class_init (HeraldCorrectDialogClass *klass)
{
  GTK_WIDGET_CLASS (klass)->focus = herald_correct_dialog_focus;
}

static void
herald_correct_dialog_init (HeraldCorrectDialog *self)
{
}

static const HeraldCard vp_cards[2] = { HERALD_CARD_PRINTER, HERALD_CARD_CONSTITUTION };

static gboolean
has_vp_card (const HeraldPlayerState *ps,
             HeraldCard               card)
{
  for (guint i = 0; i < ps->n_vp_cards && i < G_N_ELEMENTS (ps->vp_cards); i++)
    if (ps->vp_cards[i] == card)
      return TRUE;
  return FALSE;
}

/* The active knights of a level range from none to that level's knights. */
static void
bound_active_cb (GtkSpinButton *count,
                 GtkSpinButton *active)
{
  gtk_spin_button_set_range (active, 0, gtk_spin_button_get_value_as_int (count));
}

/* Whether the correction can be made, said in the dialog before it closes: a refused
 * correction keeps what the table entered, and names what is wrong */
static void
correct_validate_cb (HeraldCorrectDialog *self)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  /* every count typed is a whole number in its range (each one is marked); the message
   * names the first that is not and its range, as the check-in's does: "a count" left the
   * table to find which, and leaving it put the last value back unsaid (tester report 25,
   * N25-8) */
  {
    GtkSpinButton *extra[] = { self->sixth, self->sabotaged, self->metropolis_walls };
    GtkSpinButton *wrong = NULL;

    for (guint i = 0; i < N_FIXES + G_N_ELEMENTS (extra); i++)
      {
        GtkSpinButton *spin = i < N_FIXES ? self->spins[i] : extra[i - N_FIXES];

        if (spin != NULL && !herald_dialog_count_is_valid (spin) && wrong == NULL)
          wrong = spin;
      }
    ok = wrong == NULL;
    if (!ok)
      {
        GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (wrong), ADW_TYPE_PREFERENCES_ROW);
        double lower, upper;

        gtk_spin_button_get_range (wrong, &lower, &upper);
        /* Translators: why Correct Pieces cannot correct yet: a row's title ("Settlements"),
         * then the lowest and highest count it takes */
        g_set_error (&error, HERALD_GAME_ERROR, HERALD_GAME_ERROR_INVALID,
                     _("“%s” takes a whole number from %d to %d"),
                     row != NULL ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)) : "",
                     (int) lower, (int) upper);
      }
  }
  if (ok)
    {
      HeraldAction action;

      if (herald_correct_dialog_get_action (self, &action))
        ok = herald_game_check (self->game, &action, &error);
    }

  adw_message_dialog_set_response_enabled (ADW_MESSAGE_DIALOG (self), "correct", ok);
  if (ok)
    {
      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), _("Set the counts to what is on the board."));
      herald_dialog_set_form_refusal (ADW_MESSAGE_DIALOG (self), NULL);
    }
  else
    {
      /* Translators: the correction dialog's text when the counts are impossible */
      g_autofree char *why = herald_text_refusal (self->game, error->message);
      g_autofree char *text = g_strdup_printf (_("Not possible: %s"), why);

      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (self), text);
      /* said as it comes, and again at Ctrl+Return (issue 11) */
      herald_dialog_set_form_refusal (ADW_MESSAGE_DIALOG (self), text);
    }
}

/* A row of @group titled @title (and @subtitle) with a count of @name's from 0 to @upper, at
 * @value: the walls under metropolises, the sabotaged cities, the pillaged ones lying on their
 * side. How many the player can have, the engine's check of the correction says. */
static GtkSpinButton *
add_count_row (GtkWidget  *group,
               const char *name,
               const char *title,
               const char *subtitle,
               guint       upper,
               guint       value)
{
  g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);

  return herald_dialog_count_row (group, title, subtitle, a11y, upper, value);
}

/* The row of the sabotaged cities (first edition): how many of the player's ordinary cities,
 * as the engine counts them (herald_game_get_sabotaged ()) */
static GtkSpinButton *
add_sabotaged_row (HeraldCorrectDialog *self,
                   GtkWidget           *group,
                   const char          *name,
                   HeraldGame          *game,
                   guint                player)
{
  self->before_sabotaged = herald_game_get_sabotaged (game, player);
  return add_count_row (group, name, _("Sabotaged cities"), _("Turned by the Saboteur until repaired"),
                        HERALD_MAX_CITIES, self->before_sabotaged);
}

/**
 * herald_correct_dialog_new:
 *
 * Corrects one player's counts kept by hand (a `correct` action): pieces, Defender cards,
 * improvements and knights. Also how a game in progress gets its position.
 *
 * Returns: (transfer floating): a dialog with the response "correct"
 */
HeraldCorrectDialog *
herald_correct_dialog_new (GtkWindow  *parent,
                           HeraldGame *game,
                           guint       player)
{
  static const char * const titles[N_FIXES] = {
    N_("Settlements"), N_("Cities, metropolises included"), N_("City walls"), N_("Defender of Catan cards"),
    N_("Trade level"), N_("Politics level"), N_("Science level"),
    N_("Basic knights"), N_("Basic knights active"), N_("Strong knights"), N_("Strong knights active"),
    N_("Mighty knights"), N_("Mighty knights active"),
  };
  static const int upper[N_FIXES] = { 5, 4, 3, 99, 5, 5, 5, 2, 2, 2, 2, 2, 2 };
  const HeraldPlayerState *ps = &herald_game_get_state (game)->players[player];
  const char *name = herald_text_player_name (game, player);
  g_autofree char *heading = g_strdup_printf (_("Correct %s’s Pieces"), name);
  HeraldCorrectDialog *self = g_object_new (HERALD_TYPE_CORRECT_DIALOG, NULL);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *box = NULL;

  self->game = game;
  self->player = player;
  self->before[FIX_SETTLEMENTS] = ps->settlements;
  self->before[FIX_CITIES] = ps->n_cities;
  self->before[FIX_WALLS] = herald_game_get_walls (game, player);
  self->before[FIX_DEFENDER] = ps->defender;
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    self->before[FIX_TRADE + t] = ps->improvements[t];
  for (guint k = 0; k < ps->n_knights; k++)
    {
      guint level = CLAMP (ps->knights[k].level, 1, 3);

      self->before[FIX_BASIC + (level - 1) * 2]++;
      if (ps->knights[k].active)
        self->before[FIX_BASIC_ACTIVE + (level - 1) * 2]++;
    }

  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, heading,
                      _("Set the counts to what is on the board."));

  for (guint i = 0; i < N_FIXES; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *spin = gtk_spin_button_new_with_range (0, upper[i], 1);
      g_autofree char *a11y = g_strdup_printf ("%s: %s", name, _(titles[i]));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(titles[i]));
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), self->before[i]);
      gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
      herald_dialog_set_a11y_label (spin, a11y);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
      herald_a11y_row_control (row, spin);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->spins[i] = GTK_SPIN_BUTTON (spin);

      /* A17.5, A19.1: a wall may stand under a metropolis (where a pillage does not take
       * it); the engine says how many do, and refuses a count the walls and cities cannot
       * hold. 0–3, the range of `metropolis_walls`. */
      if (i == FIX_WALLS)
        {
          self->before_metropolis_walls = herald_game_get_metropolis_walls (game, player);
          self->metropolis_walls = add_count_row (group, name, _("Walls under metropolises"),
                                                  _("The other walls stand under ordinary cities"),
                                                  HERALD_MAX_WALLS, self->before_metropolis_walls);
        }
      /* A15: in the first edition a city may be sabotaged; a table that began without Herald
       * or set its pieces right says how many (correct `sabotaged`), after the walls */
      if (i == FIX_WALLS && herald_game_get_rules (game)->edition == HERALD_EDITION_FIRST)
        self->sabotaged = add_sabotaged_row (self, group, name, game, player);
    }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    {
      g_autofree char *title = g_strdup_printf (_("Holds the %s metropolis"), herald_text_track_name (t));
      g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);
      gint holder = herald_game_get_state (game)->metropolis[t];
      gboolean holds = holder == (gint) player;

      if (holds)
        self->before_metropolises |= 1 << t;
      self->metropolis[t] = GTK_SWITCH (herald_dialog_switch_row (group, title, a11y, holds));
      /* switching it on takes it from its holder: say who that is */
      if (holder >= 0 && !holds)
        {
          g_autofree char *held = g_strdup_printf (_("Held by %s"), herald_text_player_name (game, holder));
          GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (self->metropolis[t]), ADW_TYPE_ACTION_ROW);

          /* the holder's name as typed: a row's title and subtitle are markup in libadwaita
           * 1.2 ("Held by Tom & Jerry" had no subtitle, and GTK warned) */
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), held);
        }
    }

  /* A8.3, A9.1: after the first attack the robber may move, and with the friendly barbarians
   * the track is one step shorter (B.5). A game entered in progress may have had an attack
   * that no Defender card or pillaged city shows (New Game's switch left off): the table says
   * so here. Not offered when the robber moves from the start without the friendly
   * barbarians: the attack then changes nothing Herald follows. */
  if (!herald_game_get_rules (game)->robber_from_start || herald_game_get_rules (game)->friendly_barbarian)
    {
      const char *title = _("The barbarians have attacked");

      self->before_attacked = herald_game_get_state (game)->first_attack_done;
      self->attacked = GTK_SWITCH (herald_dialog_switch_row (group, title, title, self->before_attacked));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (gtk_widget_get_ancestor (GTK_WIDGET (self->attacked), ADW_TYPE_ACTION_ROW)),
                                   _("For the whole table: from then on the robber may move"));
    }

  /* Before the first action the position is still being entered: pillaged cities lying on
   * their side, the cards in hand and the revealed victory point cards are part of it
   * (docs/save-format.md, start.players). */
  if (herald_game_is_entering_position (game))
    {
      GtkWidget *cards = adw_preferences_group_new ();

      if (herald_game_get_rules (game)->sixth_settlement)
        self->sixth = add_count_row (group, name, _("Pillaged cities lying on their side"),
                                     _("Each counts as a settlement"), HERALD_MAX_CITIES,
                                     ps->sixth_settlements);

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (cards), _("Progress Cards"));
      if (herald_game_get_rules (game)->digital_cards)
        {
          adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (cards),
                                                 _("The cards in hand come out of their decks."));
          for (guint c = 0; c < HERALD_N_CARDS; c++)
            if (!herald_card_is_vp (c))
              self->hand_cards[self->n_hand_cards++] = c;

          for (guint i = 0; i < N_HAND_ROWS; i++)
            {
              GtkStringList *list = gtk_string_list_new (NULL);
              g_autofree char *title = g_strdup_printf (_("Card in hand %u"), i + 1);
              g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);
              GtkWidget *row;

              gtk_string_list_append (list, _("None"));
              for (guint c = 0; c < self->n_hand_cards; c++)
                {
                  g_autofree char *text = g_strdup_printf ("%s (%s)", herald_text_card_name (self->hand_cards[c]),
                                                           herald_text_track_name (herald_card_get_track (self->hand_cards[c])));

                  gtk_string_list_append (list, text);
                }
              row = herald_dialog_combo_row (title, list);
              herald_dialog_set_a11y_label (row, a11y);
              if (i < ps->n_hand)
                for (guint c = 0; c < self->n_hand_cards; c++)
                  if (self->hand_cards[c] == ps->hand[i])
                    adw_combo_row_set_selected (ADW_COMBO_ROW (row), c + 1);
              adw_preferences_group_add (ADW_PREFERENCES_GROUP (cards), row);
              self->hand[i] = ADW_COMBO_ROW (row);
            }
        }

      for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
        {
          g_autofree char *title = g_strdup_printf (_("Has revealed the %s"), herald_text_card_name (vp_cards[i]));
          g_autofree char *a11y = g_strdup_printf ("%s: %s", name, title);

          self->vp_card[i] = GTK_SWITCH (herald_dialog_switch_row (cards, title, a11y, has_vp_card (ps, vp_cards[i])));
        }

      box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
      gtk_box_append (GTK_BOX (box), group);
      gtk_box_append (GTK_BOX (box), cards);
    }

  herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), box != NULL ? box : group, "correct", _("C_orrect"));

  /* a level's active knights are some of its knights: the active count goes no higher than
   * the count, and comes down with it (before, "0 knights, 1 active" was accepted and the
   * knight silently dropped) */
  for (guint level = 0; level < 3; level++)
    {
      GtkSpinButton *count = self->spins[FIX_BASIC + level * 2];

      bound_active_cb (count, self->spins[FIX_BASIC_ACTIVE + level * 2]);
      g_signal_connect_object (count, "value-changed", G_CALLBACK (bound_active_cb),
                               self->spins[FIX_BASIC_ACTIVE + level * 2], 0);
    }

  for (guint i = 0; i < N_FIXES; i++)
    {
      g_signal_connect_object (self->spins[i], "value-changed", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
      herald_dialog_watch_count (self->spins[i], G_CALLBACK (correct_validate_cb), self);
    }
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    g_signal_connect_object (self->metropolis[t], "notify::active", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
  if (self->attacked != NULL)
    g_signal_connect_object (self->attacked, "notify::active", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < N_HAND_ROWS && self->hand[i] != NULL; i++)
    g_signal_connect_object (self->hand[i], "notify::selected", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
    if (self->vp_card[i] != NULL)
      g_signal_connect_object (self->vp_card[i], "notify::active", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->metropolis_walls, "value-changed", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
  herald_dialog_watch_count (self->metropolis_walls, G_CALLBACK (correct_validate_cb), self);
  if (self->sabotaged != NULL)
    {
      g_signal_connect_object (self->sabotaged, "value-changed", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
      herald_dialog_watch_count (self->sabotaged, G_CALLBACK (correct_validate_cb), self);
    }
  if (self->sixth != NULL)
    {
      g_signal_connect_object (self->sixth, "value-changed", G_CALLBACK (correct_validate_cb), self, G_CONNECT_SWAPPED);
      herald_dialog_watch_count (self->sixth, G_CALLBACK (correct_validate_cb), self);
    }

  herald_dialog_leave_wheel (GTK_WIDGET (self));
  return self;
}

/* While the position is being entered: the pillaged cities, the hand and the revealed victory
 * point cards, each set in @c when the dialog changed it. Returns whether one changed. */
static gboolean
get_cards (HeraldCorrectDialog *self,
           HeraldCorrection    *c)
{
  const HeraldPlayerState *ps = &herald_game_get_state (self->game)->players[self->player];
  gboolean changed = FALSE;
  guint8 hand[N_HAND_ROWS];
  guint8 vp[G_N_ELEMENTS (vp_cards)];
  guint n_hand = 0, n_vp = 0;

  if (self->sixth != NULL &&
      (guint) gtk_spin_button_get_value_as_int (self->sixth) != ps->sixth_settlements)
    {
      c->sixth_settlements = gtk_spin_button_get_value_as_int (self->sixth);
      changed = TRUE;
    }

  if (self->hand[0] != NULL)
    {
      for (guint i = 0; i < N_HAND_ROWS && self->hand[i] != NULL; i++)
        {
          guint selected = adw_combo_row_get_selected (self->hand[i]);

          if (selected != GTK_INVALID_LIST_POSITION && selected > 0 && selected <= self->n_hand_cards)
            hand[n_hand++] = self->hand_cards[selected - 1];
        }
      if (n_hand != ps->n_hand || memcmp (hand, ps->hand, n_hand) != 0)
        {
          c->n_hand = n_hand;
          memcpy (c->hand, hand, n_hand);
          changed = TRUE;
        }
    }

  if (self->vp_card[0] != NULL)
    {
      gboolean vp_changed = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (vp_cards); i++)
        {
          gboolean active = gtk_switch_get_active (self->vp_card[i]);

          if (active)
            vp[n_vp++] = vp_cards[i];
          vp_changed |= active != has_vp_card (ps, vp_cards[i]);
        }
      if (vp_changed)
        {
          c->n_vp_cards = n_vp;
          memcpy (c->vp_cards, vp, n_vp);
          changed = TRUE;
        }
    }

  return changed;
}

/**
 * herald_correct_dialog_get_action:
 * @action: (out caller-allocates): the `correct` action, with only the changed counts
 *
 * Returns: %TRUE when something changed
 */
gboolean
herald_correct_dialog_get_action (HeraldCorrectDialog *self,
                                  HeraldAction     *action)
{
  gint now[N_FIXES];
  gint metropolises = 0, metropolis_walls;
  gboolean changed = FALSE;

  for (guint i = 0; i < N_FIXES; i++)
    now[i] = gtk_spin_button_get_value_as_int (self->spins[i]);

  herald_action_init (action, HERALD_ACTION_CORRECT, self->player);

  if (now[FIX_SETTLEMENTS] != self->before[FIX_SETTLEMENTS])
    action->correction.settlements = now[FIX_SETTLEMENTS];
  if (now[FIX_CITIES] != self->before[FIX_CITIES])
    action->correction.cities = now[FIX_CITIES];
  /* the walls as the dialog shows them whenever the cities change too: left out, the engine
   * kept only the walls that still had a city (0 cities took a wall away unseen: breaker
   * report 44, B44-5); written, it refuses walls without a city of their own (RULES.md A19.1:
   * one per city), and the dialog says why before it closes */
  if (now[FIX_WALLS] != self->before[FIX_WALLS] ||
      (now[FIX_CITIES] != self->before[FIX_CITIES] && now[FIX_WALLS] > 0))
    action->correction.walls = now[FIX_WALLS];
  if (now[FIX_DEFENDER] != self->before[FIX_DEFENDER])
    action->correction.defender = now[FIX_DEFENDER];
  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (now[FIX_TRADE + t] != self->before[FIX_TRADE + t])
      action->correction.improvements[t] = now[FIX_TRADE + t];

  for (guint i = FIX_BASIC; i < N_FIXES; i++)
    if (now[i] != self->before[i])
      {
        guint n = 0;

        for (guint level = 1; level <= 3; level++)
          {
            gint count = now[FIX_BASIC + (level - 1) * 2];
            gint active = MIN (now[FIX_BASIC_ACTIVE + (level - 1) * 2], count);

            for (gint k = 0; k < count; k++, n++)
              {
                action->correction.knight_level[n] = level;
                action->correction.knight_active[n] = k < active;
              }
          }
        action->correction.n_knights = n;
        break;
      }

  for (guint t = 0; t < HERALD_N_TRACKS; t++)
    if (gtk_switch_get_active (self->metropolis[t]))
      metropolises |= 1 << t;
  if (metropolises != self->before_metropolises)
    action->correction.metropolises = metropolises;

  for (guint i = 0; i < N_FIXES; i++)
    changed |= now[i] != self->before[i];

  /* written when it changed, so that a correction without it is written as before; and when
   * the walls, cities or metropolises change with walls under metropolises, which the engine
   * would otherwise place again under ordinary cities first */
  metropolis_walls = gtk_spin_button_get_value_as_int (self->metropolis_walls);
  if (metropolis_walls != self->before_metropolis_walls ||
      (metropolis_walls > 0 &&
       (now[FIX_WALLS] != self->before[FIX_WALLS] || now[FIX_CITIES] != self->before[FIX_CITIES] ||
        metropolises != self->before_metropolises)))
    {
      action->correction.metropolis_walls = metropolis_walls;
      changed |= metropolis_walls != self->before_metropolis_walls;
    }

  /* written when it changed; and when the cities or metropolises change with a city
   * sabotaged, since the engine keeps the cities of fewer by their walls, not by their
   * sabotage: the count shown is the count kept (A15; rules56-1) */
  if (self->sabotaged != NULL)
    {
      gint sabotaged = gtk_spin_button_get_value_as_int (self->sabotaged);

      if (sabotaged != self->before_sabotaged ||
          (sabotaged > 0 && (now[FIX_CITIES] != self->before[FIX_CITIES] ||
                             metropolises != self->before_metropolises)))
        {
          action->correction.sabotaged = sabotaged;
          changed |= sabotaged != self->before_sabotaged;
        }
    }

  if (self->attacked != NULL && !gtk_switch_get_active (self->attacked) != !self->before_attacked)
    {
      action->correction.first_attack_done = gtk_switch_get_active (self->attacked);
      changed = TRUE;
    }

  return get_cards (self, &action->correction) || changed ||
         metropolises != self->before_metropolises;
}
