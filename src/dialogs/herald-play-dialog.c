/* herald-play-dialog.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The details a progress card or a knight's displacement needs: an opponent, knights, a
 * card, a city. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-a11y.h"
#include "herald-dialog-util.h"
#include "herald-play-dialog.h"
#include "herald-text.h"

struct _HeraldPlayDialog
{
  AdwMessageDialog  parent_instance;

  HeraldGame       *game;
  guint             player;
  HeraldCard        card;
  gboolean          displace;
  guint             knight;
  AdwComboRow      *target;
  AdwComboRow      *target_knight;
  AdwComboRow      *knight1;
  AdwComboRow      *knight2;
  AdwComboRow      *target_card;
  AdwComboRow      *city;          /* the Engineer's wall, the first-edition Saboteur's city */
  AdwComboRow      *from;
  GtkSwitch        *flag;
  guint             n_cities;
  gint              cities[HERALD_MAX_CITIES];
  guint             n_targets;
  guint             targets[HERALD_MAX_PLAYERS];
  guint             n_target_knights;
  guint             target_knights[HERALD_MAX_KNIGHTS];
  guint             n_target_cards;
  guint8            target_cards[HERALD_MAX_HAND];
  guint             n_knights1;                        /* the Smith's knights offered first */
  guint             knights1[HERALD_MAX_KNIGHTS];
  guint             n_knights2;                        /* and second: HERALD_UNSET is "None" */
  gint              knights2[HERALD_MAX_KNIGHTS + 1];
};

G_DEFINE_FINAL_TYPE (HeraldPlayDialog, herald_play_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
herald_play_dialog_class_init (HeraldPlayDialogClass *klass)
{
}

static void
herald_play_dialog_init (HeraldPlayDialog *self)
{
}



static guint
target_of (HeraldPlayDialog *self)
{
  guint i = adw_combo_row_get_selected (self->target);

  return i < self->n_targets ? self->targets[i] : 0;
}

/* Whether the action, aimed at knight @k of @target, is one the rules allow: the engine's check,
 * with either choice of the switch (it only says what happens to the knight) */
static gboolean
target_knight_allowed (HeraldPlayDialog *self,
                       guint             target,
                       guint             k)
{
  HeraldAction action;

  herald_play_dialog_get_action (self, &action);
  action.target = target;
  action.target_knight = k;
  for (gint flag = 0; flag <= 1; flag++)
    {
      action.flag = flag;
      if (herald_game_check (self->game, &action, NULL))
        return TRUE;
    }
  return FALSE;
}

/* What the dialog says under its heading: the card's effect, or what a displacement does */
static const char *
dialog_body (HeraldPlayDialog *self)
{
  if (self->displace)
    return _("Choose the strictly weaker knight your knight pushes away.");
  return herald_text_card_effect (self->card, herald_game_get_rules (self->game)->edition);
}

/* An opponent without a knight the card or the knight can act on (none, or only ones it may
 * not touch), or without a progress card for the Spy, leaves nothing to play: Play is off and
 * the dialog says why, in the engine's words (for their first knight, when they have some).
 * Play stayed on, and the toast spoke the save file's words: "The Intrigue needs “target” and
 * “target_knight”" (tester report 38, N38-1; the Spy's "needs “target” and “target_card”",
 * tester report 40, N40-1). Before the responses are added (as the dialog is made), nothing to
 * do. */
static void
update_refusal (HeraldPlayDialog *self)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (self);
  gboolean ok = (self->target_knight == NULL || self->n_target_knights > 0)
                && (self->target_card == NULL || self->n_target_cards > 0);

  if (!adw_message_dialog_has_response (dialog, "play"))
    return;
  adw_message_dialog_set_response_enabled (dialog, "play", ok);
  if (ok)
    {
      adw_message_dialog_set_body (dialog, dialog_body (self));
      herald_dialog_set_form_refusal (dialog, NULL);
    }
  else
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *why = NULL;
      g_autofree char *refusal = NULL;
      g_autofree char *body = NULL;
      HeraldAction action;

      herald_play_dialog_get_action (self, &action);
      if (herald_game_get_state (self->game)->players[action.target].n_knights > 0)
        action.target_knight = 0;
      if (herald_game_check (self->game, &action, &error))
        return;  /* not so: the engine takes it */
      why = herald_text_refusal (self->game, error->message);
      refusal = g_strdup_printf (_("Not possible: %s"), why);
      body = g_strdup_printf ("%s\n\n%s", dialog_body (self), refusal);
      adw_message_dialog_set_body (dialog, body);
      herald_dialog_set_form_refusal (dialog, refusal);
    }
}

static void
details_target_changed_cb (HeraldPlayDialog *self)
{
  const HeraldState *state = herald_game_get_state (self->game);
  guint target = target_of (self);
  const HeraldPlayerState *ts = &state->players[target];

  if (self->target_knight != NULL)
    {
      GtkStringList *list = gtk_string_list_new (NULL);

      self->n_target_knights = 0;
      for (guint k = 0; k < ts->n_knights; k++)
        {
          g_autofree char *text = NULL;

          /* only the knights the engine accepts (a displacement: strictly weaker, A18) */
          if (!target_knight_allowed (self, target, k))
            continue;
          text = g_strdup_printf ("%s (%s)", herald_text_knight_name (ts->knights[k].level),
                                  ts->knights[k].active ? _("active") : _("inactive"));
          gtk_string_list_append (list, text);
          self->target_knights[self->n_target_knights++] = k;
        }
      adw_combo_row_set_model (self->target_knight, G_LIST_MODEL (list));
      g_object_unref (list);
      update_refusal (self);
    }

  if (self->city != NULL && self->card == HERALD_CARD_SABOTEUR)
    {
      GtkStringList *list = gtk_string_list_new (NULL);
      gboolean offered[2] = { FALSE, FALSE };
      HeraldAction action;

      /* A15 (first edition): the cities of the opponent the engine lets the Saboteur turn
       * (never a metropolis, nor one already sabotaged), one per kind: cities alike for the
       * rules (with or without a wall) are one choice, the first of them, which is the city
       * Herald takes when none is named */
      herald_play_dialog_get_action (self, &action);
      action.target = target;
      self->n_cities = 0;
      for (guint c = 0; c < ts->n_cities; c++)
        {
          gboolean walled = ts->cities[c].wall != 0;

          action.city = c;
          if (offered[walled] || !herald_game_check (self->game, &action, NULL))
            continue;
          offered[walled] = TRUE;
          gtk_string_list_append (list, walled ? _("A walled city") : _("A city without a wall"));
          self->cities[self->n_cities++] = c;
        }
      adw_combo_row_set_model (self->city, G_LIST_MODEL (list));
      g_object_unref (list);
    }

  if (self->target_card != NULL)
    {
      GtkStringList *list = gtk_string_list_new (NULL);

      self->n_target_cards = 0;
      for (guint i = 0; i < ts->n_hand; i++)
        {
          gtk_string_list_append (list, herald_text_card_name (ts->hand[i]));
          self->target_cards[self->n_target_cards++] = ts->hand[i];
        }
      adw_combo_row_set_model (self->target_card, G_LIST_MODEL (list));
      g_object_unref (list);
      update_refusal (self);
    }
}

/* The opponent shown first is the first one the card can be played against as the other
 * rows stand (the engine's check, with either choice of the switch): Spy no longer offered
 * an opponent without progress cards (newcomer report 9, item 8). With none, the first. */
static void
choose_playable_target (HeraldPlayDialog *self)
{
  for (guint i = 0; i < self->n_targets; i++)
    {
      HeraldAction action;

      adw_combo_row_set_selected (self->target, i);  /* the other rows follow it */
      herald_play_dialog_get_action (self, &action);
      if (herald_game_check (self->game, &action, NULL))
        return;
      action.flag = !action.flag;
      if ((self->flag != NULL || self->from != NULL) && herald_game_check (self->game, &action, NULL))
        return;
    }
  adw_combo_row_set_selected (self->target, 0);
}

/* A combo row of the dialog, its value under its title and its list's items wrapping: whole on
 * a phone at text scale 1.5, where libadwaita cuts both at about 20 characters: an opponent's
 * two knights of a rank (N34-3), the Spy's card ("La carta presa P…"), the first edition's
 * Saboteur's city ("La sua città Una…", tester report 35, N35-7) */
static GtkWidget *
play_combo_row (const char    *title,
                GtkStringList *model)
{
  GtkWidget *row = herald_dialog_combo_row (title, model);

  herald_dialog_combo_row_wrap (row);
  return row;
}

/* Whether the engine lets the Smith promote knight @first, and @second with it (HERALD_UNSET:
 * none) */
static gboolean
smith_accepts (HeraldPlayDialog *self,
               gint              first,
               gint              second)
{
  HeraldAction action;

  herald_action_init (&action, HERALD_ACTION_PLAY_CARD, self->player);
  action.card = self->card;
  action.knights[0] = first;
  action.knights[1] = second;
  return herald_game_check (self->game, &action, NULL);
}

/* The knight's line in the Smith's lists: its number among the player's knights and its rank */
static void
append_knight (GtkStringList *list,
               guint          k,
               guint          level)
{
  g_autofree char *text = g_strdup_printf ("%u: %s", k + 1, herald_text_knight_name (level));

  gtk_string_list_append (list, text);
}

/* The Smith's second list, for the knight chosen first: "None" when the engine lets the card
 * promote it alone, and each other knight it promotes with it (the same knight is not offered
 * twice: the card promotes two different knights, A14 Smith; tester report 37, N37-3) */
static void
smith_first_changed_cb (HeraldPlayDialog *self)
{
  const HeraldPlayerState *ps = &herald_game_get_state (self->game)->players[self->player];
  guint i = adw_combo_row_get_selected (self->knight1);
  gint first = i < self->n_knights1 ? (gint) self->knights1[i] : HERALD_UNSET;
  GtkStringList *list = gtk_string_list_new (NULL);

  self->n_knights2 = 0;
  if (smith_accepts (self, first, HERALD_UNSET))
    {
      gtk_string_list_append (list, _("None"));
      self->knights2[self->n_knights2++] = HERALD_UNSET;
    }
  for (guint k = 0; k < ps->n_knights; k++)
    if ((gint) k != first && smith_accepts (self, first, k))
      {
        append_knight (list, k, ps->knights[k].level);
        self->knights2[self->n_knights2++] = k;
      }
  /* nothing the engine accepts: the card's refusal says why when it is played */
  if (self->n_knights2 == 0)
    {
      gtk_string_list_append (list, _("None"));
      self->knights2[self->n_knights2++] = HERALD_UNSET;
    }
  adw_combo_row_set_model (self->knight2, G_LIST_MODEL (list));
  g_object_unref (list);
  /* a pair first, as the card is meant (the first knight it pairs with) */
  adw_combo_row_set_selected (self->knight2, self->n_knights2 > 1 && self->knights2[0] == HERALD_UNSET ? 1 : 0);
}

/* The Smith's two rows. The first offers only the knights the engine lets the card promote,
 * alone or with another (a strong knight without the Fortress is not offered, A18; tester
 * report 37, N37-3); the second follows the first (smith_first_changed_cb ()). The dialog opens
 * on the first knight that the card promotes with another, else on the first it promotes
 * alone (RULES.md A18: two basics with one strong piece left in the supply is a refusal,
 * tester33 N33-5). With none the engine accepts, every knight, as before: the refusal says why. */
/* Whether the engine lets the Smith promote knight @k with another */
static gboolean
smith_pairs (HeraldPlayDialog *self,
             guint             k)
{
  const HeraldPlayerState *ps = &herald_game_get_state (self->game)->players[self->player];

  for (guint j = 0; j < ps->n_knights; j++)
    if (j != k && smith_accepts (self, k, j))
      return TRUE;
  return FALSE;
}

static void
add_smith_rows (HeraldPlayDialog    *self,
                AdwPreferencesGroup *group)
{
  const HeraldPlayerState *ps = &herald_game_get_state (self->game)->players[self->player];
  GtkStringList *first = gtk_string_list_new (NULL);
  GtkWidget *row;
  guint open_on = 0;

  /* pass 1, when the engine accepts none: every knight */
  for (guint pass = 0; pass < 2 && self->n_knights1 == 0; pass++)
    for (guint k = 0; k < ps->n_knights; k++)
      if (pass == 1 || smith_accepts (self, k, HERALD_UNSET) || smith_pairs (self, k))
        {
          append_knight (first, k, ps->knights[k].level);
          self->knights1[self->n_knights1++] = k;
        }
  for (guint i = self->n_knights1; i-- > 0;)
    if (smith_pairs (self, self->knights1[i]))
      open_on = i;

  row = play_combo_row (_("First knight"), first);
  self->knight1 = ADW_COMBO_ROW (row);
  adw_combo_row_set_selected (self->knight1, open_on);
  adw_preferences_group_add (group, row);
  row = play_combo_row (_("Second knight"), gtk_string_list_new (NULL));
  self->knight2 = ADW_COMBO_ROW (row);
  adw_preferences_group_add (group, row);
  smith_first_changed_cb (self);
  g_signal_connect_object (self->knight1, "notify::selected", G_CALLBACK (smith_first_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static HeraldPlayDialog *
details_dialog_new (GtkWindow  *parent,
                    HeraldGame *game,
                    guint       player,
                    HeraldCard  card,
                    gboolean    displace,
                    guint       knight)
{
  const HeraldState *state = herald_game_get_state (game);
  const HeraldPlayerState *ps = &state->players[player];
  HeraldPlayDialog *self = g_object_new (HERALD_TYPE_PLAY_DIALOG, NULL);
  GtkWidget *group = adw_preferences_group_new ();
  gboolean wants_target, wants_knight = FALSE, wants_card = FALSE, wants_city = FALSE;
  const char *flag_title = NULL;
  const char *heading;

  self->game = game;
  self->player = player;
  self->card = card;
  self->displace = displace;
  self->knight = knight;

  if (displace)
    {
      heading = _("Displace a Knight");
      wants_target = wants_knight = TRUE;
      flag_title = _("It has no free spot and leaves the board");
    }
  else
    {
      heading = herald_text_card_name (card);
      wants_target = card != HERALD_CARD_SMITH && card != HERALD_CARD_ENGINEER &&
                     card != HERALD_CARD_MEDICINE;
      wants_knight = card == HERALD_CARD_DESERTER || card == HERALD_CARD_INTRIGUE;
      wants_card = card == HERALD_CARD_SPY && herald_game_get_rules (game)->digital_cards;
      /* A15: the first edition's Saboteur turns the city its player chooses */
      wants_city = card == HERALD_CARD_SABOTEUR &&
                   herald_game_get_rules (game)->edition == HERALD_EDITION_FIRST;
      if (card == HERALD_CARD_DESERTER)
        flag_title = _("Place one of your knights in its stead");
      else if (card == HERALD_CARD_INTRIGUE)
        flag_title = _("It has no free spot and leaves the board");
    }

  herald_dialog_init (ADW_MESSAGE_DIALOG (self), parent, heading, dialog_body (self));

  if (card == HERALD_CARD_SMITH && !displace)
    add_smith_rows (self, ADW_PREFERENCES_GROUP (group));

  if (card == HERALD_CARD_ENGINEER && !displace)
    {
      GtkStringList *labels = gtk_string_list_new (NULL);
      GtkWidget *row;

      /* the engine says which cities differ for the rules */
      self->n_cities = herald_game_get_engineer_cities (game, player, self->cities);
      for (guint i = 0; i < self->n_cities; i++)
        {
          gint metropolis = ps->cities[self->cities[i]].metropolis;
          g_autofree char *text = metropolis < 0 ? g_strdup (_("An ordinary city"))
                                                 : g_strdup_printf (_("The %s metropolis"), herald_text_track_name (metropolis));

          gtk_string_list_append (labels, text);
        }
      row = play_combo_row (_("City wall under"), labels);
      self->city = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (card == HERALD_CARD_MEDICINE && !displace)
    {
      GtkStringList *labels = gtk_string_list_new (NULL);
      GtkWidget *row;

      gtk_string_list_append (labels, _("A settlement"));
      gtk_string_list_append (labels, _("The pillaged city lying on its side"));
      row = play_combo_row (_("City from"), labels);
      self->from = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_target)
    {
      GtkStringList *targets = gtk_string_list_new (NULL);
      GtkWidget *row;

      for (guint p = 0; p < herald_game_get_n_players (game); p++)
        {
          if (p == player)
            continue;
          gtk_string_list_append (targets, herald_game_get_player_label (game, p));
          self->targets[self->n_targets++] = p;
        }
      row = play_combo_row (_("Opponent"), targets);
      self->target = ADW_COMBO_ROW (row);
      g_signal_connect_object (row, "notify::selected", G_CALLBACK (details_target_changed_cb), self, G_CONNECT_SWAPPED);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_knight)
    {
      GtkWidget *row = play_combo_row (_("Their knight"), gtk_string_list_new (NULL));

      self->target_knight = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_city)
    {
      GtkWidget *row = play_combo_row (_("Their city"), gtk_string_list_new (NULL));

      self->city = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (wants_card)
    {
      GtkWidget *row = play_combo_row (_("The card taken"), gtk_string_list_new (NULL));

      self->target_card = ADW_COMBO_ROW (row);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  if (flag_title != NULL)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), flag_title);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      gtk_switch_set_active (GTK_SWITCH (toggle), card == HERALD_CARD_DESERTER && !displace);
      herald_dialog_set_a11y_label (toggle, flag_title);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      herald_a11y_row_control (row, toggle);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      self->flag = GTK_SWITCH (toggle);
    }

  if (wants_target)
    {
      details_target_changed_cb (self);
      choose_playable_target (self);
    }

  herald_dialog_finish_form (ADW_MESSAGE_DIALOG (self), group, "play", displace ? _("_Displace") : _("_Play"));
  update_refusal (self);

  return self;
}

/**
 * herald_play_dialog_new:
 *
 * Asks the details a card that changes tracked state needs (docs/save-format.md, play_card).
 *
 * Returns: (transfer floating): a dialog with the response "play"
 */
HeraldPlayDialog *
herald_play_dialog_new (GtkWindow  *parent,
                        HeraldGame *game,
                        guint       player,
                        HeraldCard  card)
{
  return details_dialog_new (parent, game, player, card, FALSE, 0);
}

/**
 * herald_play_dialog_get_action:
 * @action: (out caller-allocates): the `play_card` action, or the `knight_action` that
 *   displaces a knight, with the details chosen
 *
 * Fills in the whole action the dialog asks for.
 */
void
herald_play_dialog_get_action (HeraldPlayDialog *self,
                               HeraldAction     *action)
{
  g_return_if_fail (HERALD_IS_PLAY_DIALOG (self));

  /* The same dialog serves knight displacement, which is a knight action */
  if (self->displace)
    {
      herald_action_init (action, HERALD_ACTION_KNIGHT_ACTION, self->player);
      action->kind = HERALD_KNIGHT_DISPLACE;
      action->knight = self->knight;
    }
  else
    {
      herald_action_init (action, HERALD_ACTION_PLAY_CARD, self->player);
      action->card = self->card;
    }

  if (self->target != NULL)
    action->target = target_of (self);

  if (self->target_knight != NULL)
    {
      guint i = adw_combo_row_get_selected (self->target_knight);

      action->target_knight = i < self->n_target_knights ? (gint) self->target_knights[i] : HERALD_UNSET;
    }

  if (self->target_card != NULL)
    {
      guint i = adw_combo_row_get_selected (self->target_card);

      action->target_card = i < self->n_target_cards ? self->target_cards[i] : HERALD_UNSET;
    }

  if (self->knight1 != NULL)
    {
      guint first = adw_combo_row_get_selected (self->knight1);
      guint second = adw_combo_row_get_selected (self->knight2);

      action->knights[0] = first < self->n_knights1 ? (gint) self->knights1[first] : HERALD_UNSET;
      action->knights[1] = second < self->n_knights2 ? self->knights2[second] : HERALD_UNSET;
    }

  if (self->city != NULL)
    {
      guint i = adw_combo_row_get_selected (self->city);

      action->city = i < self->n_cities ? self->cities[i] : HERALD_UNSET;
    }

  if (self->from != NULL)
    action->flag = adw_combo_row_get_selected (self->from) == 1 ? 1 : 0;

  if (self->flag != NULL)
    action->flag = gtk_switch_get_active (self->flag) ? 1 : 0;
}

/**
 * herald_displace_dialog_new:
 * @knight: the index of the displacing knight
 *
 * Returns: (transfer floating): a dialog with the response "play"; its action
 *   (herald_play_dialog_get_action()) is a knight action
 */
HeraldPlayDialog *
herald_displace_dialog_new (GtkWindow  *parent,
                            HeraldGame *game,
                            guint       player,
                            guint       knight)
{
  return details_dialog_new (parent, game, player, HERALD_N_CARDS, TRUE, knight);
}
