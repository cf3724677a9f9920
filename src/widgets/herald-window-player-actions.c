/* herald-window-player-actions.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's player.* actions, those of a player's card: building, repairing a sabotaged
 * city (first edition), the knights (activate, upgrade, move, chase, displace, remove), city
 * improvements, Longest Road and Merchant, the hand, and the corrections (the card's remove
 * items and Correct Pieces). Whether each is enabled is herald_window_update_actions ()'s
 * (herald-window-actions.c). */

#include "config.h"

#include "herald-window-private.h"

static void
player_simple_action (HeraldWindow     *self,
                      HeraldActionType  type,
                      gint              player,
                      gint              knight)
{
  HeraldAction action;

  if (herald_window_get_game (self) == NULL)
    return;

  herald_action_init (&action, type, player);
  action.knight = knight;
  herald_window_perform (self, &action, TRUE);
}

static void
player_build_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldActionType type;

  if (g_str_equal (action_name, "player.build-settlement"))
    type = HERALD_ACTION_BUILD_SETTLEMENT;
  else if (g_str_equal (action_name, "player.build-city"))
    type = HERALD_ACTION_BUILD_CITY;
  else if (g_str_equal (action_name, "player.build-wall"))
    type = HERALD_ACTION_BUILD_WALL;
  else if (g_str_equal (action_name, "player.repair-city"))
    type = HERALD_ACTION_REPAIR_CITY;
  else
    type = HERALD_ACTION_BUILD_KNIGHT;

  player_simple_action (HERALD_WINDOW (widget), type, g_variant_get_int32 (parameter), HERALD_UNSET);
}

static void
player_remove_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);
  gint player = g_variant_get_int32 (parameter);
  const HeraldPlayerState *ps;
  HeraldAction action;

  if (state == NULL || player < 0 || (guint) player >= state->n_players)
    return;

  ps = &state->players[player];
  herald_action_init (&action, HERALD_ACTION_CORRECT, player);

  if (g_str_equal (action_name, "player.remove-settlement"))
    action.correction.settlements = ps->settlements > 0 ? ps->settlements - 1 : 0;
  else if (g_str_equal (action_name, "player.remove-city"))
    action.correction.cities = ps->n_cities > 0 ? ps->n_cities - 1 : 0;
  else
    {
      guint walls = herald_game_get_walls (herald_window_get_game (self), player);

      action.correction.walls = walls > 0 ? walls - 1 : 0;
    }

  herald_window_perform (self, &action, TRUE);
}

static void
player_knight_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player, knight;
  HeraldAction action;

  g_variant_get (parameter, "(ii)", &player, &knight);

  if (herald_window_get_game (self) == NULL)
    return;

  if (g_str_equal (action_name, "player.knight-displace"))
    {
      herald_window_start_displace (self, player, knight);
      return;
    }

  if (g_str_equal (action_name, "player.activate-knight"))
    herald_action_init (&action, HERALD_ACTION_ACTIVATE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.deactivate-knight"))
    herald_action_init (&action, HERALD_ACTION_DEACTIVATE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.upgrade-knight"))
    herald_action_init (&action, HERALD_ACTION_UPGRADE_KNIGHT, player);
  else if (g_str_equal (action_name, "player.remove-knight"))
    herald_action_init (&action, HERALD_ACTION_REMOVE_KNIGHT, player);
  else
    {
      herald_action_init (&action, HERALD_ACTION_KNIGHT_ACTION, player);
      action.kind = g_str_equal (action_name, "player.knight-chase") ? HERALD_KNIGHT_CHASE_ROBBER
                                                                      : HERALD_KNIGHT_MOVE;
    }

  action.knight = knight;
  herald_window_perform (self, &action, TRUE);
}

static void
player_improve_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);
  gint player, track;
  HeraldAction action;

  g_variant_get (parameter, "(ii)", &player, &track);

  if (state == NULL || player < 0 || (guint) player >= state->n_players || track < 0 || track >= HERALD_N_TRACKS)
    return;

  if (g_str_equal (action_name, "player.improve"))
    {
      herald_action_init (&action, HERALD_ACTION_IMPROVE_CITY, player);
      action.track = track;
    }
  else
    {
      guint level = state->players[player].improvements[track];
      int ms = 400;

      /* the level just built is where the click built it: the second click of a double-click
       * (an impatient click, a tablet's double tap) corrected it away at once, a correction
       * logged where the player meant a build (tester report 36, N36-8). Within the desktop's
       * double-click time of its build, a click on it does nothing, as a dialog ignores the
       * taps of its first moment (herald-dialog-guard.c). */
      g_object_get (gtk_widget_get_settings (widget), "gtk-double-click-time", &ms, NULL);
      if (self->improved_at != 0 && player == self->improved_player && track == self->improved_track &&
          g_get_monotonic_time () - self->improved_at < (gint64) ms * G_TIME_SPAN_MILLISECOND)
        {
          g_debug ("a click on the level just built ignored");
          return;
        }
      herald_action_init (&action, HERALD_ACTION_CORRECT, player);
      action.correction.improvements[track] = level > 0 ? level - 1 : 0;
    }

  self->improved_at = 0;
  if (herald_window_perform (self, &action, TRUE) && action.type == HERALD_ACTION_IMPROVE_CITY)
    {
      self->improved_player = player;
      self->improved_track = track;
      self->improved_at = g_get_monotonic_time ();
    }
}

/* A level the engine refuses on its player's turn, pressed by keyboard (it stays in reach of
 * the arrows, herald_player_card_refuse_level ()): the engine's reason now, in a toast, as a
 * tap on a control that is off shows it; nothing is recorded, and a level the engine would
 * take now is not built from a button that showed it off (tester report 28, N28-2) */
static void
player_refused_level_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);
  g_autoptr(GError) error = NULL;
  gint player, track;
  HeraldAction action;

  g_variant_get (parameter, "(ii)", &player, &track);
  if (state == NULL || player < 0 || (guint) player >= state->n_players || track < 0 || track >= HERALD_N_TRACKS)
    return;

  herald_action_init (&action, HERALD_ACTION_IMPROVE_CITY, player);
  action.track = track;
  if (!herald_session_check (self->session, &action, &error) && error != NULL)
    herald_window_toast_refusal (self, error);
}

/* The merchant's badge while the engine refuses to move the merchant (digital cards: only a
 * Merchant card moves it), pressed by keyboard: the reason in a toast, as for a refused
 * level, and nothing recorded (herald_player_card_sync_merchant ()) */
static void
player_refused_merchant_cb (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);
  gint player = g_variant_get_int32 (parameter);
  g_autoptr(GError) error = NULL;
  HeraldAction action;

  if (state == NULL || player < 0 || (guint) player >= state->n_players)
    return;

  herald_action_init (&action, HERALD_ACTION_SET_MERCHANT, state->players[player].merchant ? HERALD_UNSET : player);
  if (!herald_session_check (self->session, &action, &error) && error != NULL)
    herald_window_toast_refusal (self, error);
}

static void
player_badge_cb (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  const HeraldState *state = herald_window_get_state (self);
  gint player = g_variant_get_int32 (parameter);
  gboolean road = g_str_equal (action_name, "player.longest-road");
  gboolean holds;
  HeraldAction action;

  if (state == NULL || player < 0 || (guint) player >= state->n_players)
    return;

  holds = road ? state->players[player].longest_road : state->players[player].merchant;
  herald_action_init (&action, road ? HERALD_ACTION_SET_LONGEST_ROAD : HERALD_ACTION_SET_MERCHANT,
                      holds ? HERALD_UNSET : player);
  herald_window_perform (self, &action, TRUE);
}

static void
player_open_hand_cb (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);

  g_debug ("open hand %d (dialog %p)", player, self->dialog);
  if (herald_window_get_game (self) == NULL || self->dialog != NULL)
    return;

  herald_window_ask_privacy (self, player, FALSE);
}

static void
player_physical_card_cb (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);

  if (herald_window_get_game (self) == NULL || self->dialog != NULL)
    return;

  herald_window_show_physical_card (self, player);
}

static void
player_correct_cb (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HeraldWindow *self = HERALD_WINDOW (widget);
  gint player = g_variant_get_int32 (parameter);
  const HeraldState *state = herald_window_get_state (self);

  if (state == NULL || self->dialog != NULL || player < 0 || (guint) player >= state->n_players)
    return;

  herald_window_show_correct (self, player);
}

/**
 * herald_window_class_add_player_actions:
 *
 * Installs the window's player.* actions (herald_window_class_add_actions () calls it).
 */
void
herald_window_class_add_player_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.build-settlement", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-city", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-wall", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.build-knight", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.repair-city", "i", player_build_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-settlement", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-city", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-wall", "i", player_remove_cb);
  gtk_widget_class_install_action (widget_class, "player.activate-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.deactivate-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.upgrade-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.remove-knight", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-move", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-chase", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.knight-displace", "(ii)", player_knight_cb);
  gtk_widget_class_install_action (widget_class, "player.improve", "(ii)", player_improve_cb);
  gtk_widget_class_install_action (widget_class, "player.unimprove", "(ii)", player_improve_cb);
  gtk_widget_class_install_action (widget_class, "player.refused-level", "(ii)", player_refused_level_cb);
  gtk_widget_class_install_action (widget_class, "player.refused-merchant", "i", player_refused_merchant_cb);
  gtk_widget_class_install_action (widget_class, "player.longest-road", "i", player_badge_cb);
  gtk_widget_class_install_action (widget_class, "player.merchant", "i", player_badge_cb);
  gtk_widget_class_install_action (widget_class, "player.open-hand", "i", player_open_hand_cb);
  gtk_widget_class_install_action (widget_class, "player.physical-card", "i", player_physical_card_cb);
  gtk_widget_class_install_action (widget_class, "player.correct", "i", player_correct_cb);
}
