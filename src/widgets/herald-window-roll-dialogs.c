/* herald-window-roll-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The dialogs of a roll and of the table's own entries, as the window runs them: entering
 * dice and the attack check-in, a physical card drawn, the decks arranged, corrections
 * (herald-window-dialogs.c has the cards and the decisions). */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-barbarian-track.h"
#include "herald-check-in-dialog.h"
#include "herald-city-choice.h"
#include "herald-correct-dialog.h"
#include "herald-decks-dialog.h"
#include "herald-dialog-util.h"
#include "herald-physical-card-dialog.h"
#include "herald-play-dialog.h"
#include "herald-roll-dialog.h"
#include "herald-text.h"
#include "herald-window-private.h"

/* Rolling */

static void
herald_window_apply_roll (HeraldWindow     *self,
                          const HeraldRoll *roll,
                          const guint8     *commit)
{
  g_autoptr(GError) error = NULL;

  g_array_set_size (self->step_outcomes, 0);
  herald_window_toast_step_begins (self);

  if (!herald_session_roll (self->session, roll, commit, &error))
    {
      herald_window_toast_refusal (self, error);
      return;
    }

  /* on a phone the bar's line that says where an opened game is saved, seen as it opened,
   * makes room for the roll: with it the dice, a long sentence and End Turn did not fit, and
   * End Turn, focused, was below the fold (tester report 31, N31-3). In table mode too: the
   * turn scaled to the screen's height ran below it by End Turn at 1280 x 800 (fix46c-1) */
  if (self->narrow || self->table_mode)
    herald_save_bar_put_away_where (self->save_bar);
  herald_window_handle_outcomes (self, TRUE);
  herald_window_keep_roll_in_view (self);
}

static void
check_in_response_cb (HeraldWindow        *self,
                      const char          *response,
                      HeraldCheckInDialog *dialog)
{
  HeraldAction corrections[HERALD_MAX_PLAYERS];
  guint8 commit[HERALD_MAX_PLAYERS];
  gboolean has_commit;
  guint n;
  HeraldRoll roll = self->pending_roll;

  if (g_strcmp0 (response, "attack") != 0)
    {
      /* Not rolled after all: the table may roll or enter the dice again, as the engine
       * allows now that the dice are held (Roll brings them back, Roll Again is offered,
       * Enter Dice is off with Herald's dice: breaker report 11, B-7) */
      /* typed dice are taken back: the ship they brought no longer lands (N19-4) */
      gboolean released = herald_session_release_roll (self->session);

      /* dice Herald rolled stay on show, held, and Roll is named for what it does: Fight
       * the Barbarians… (N20-2); typed ones go */
      herald_window_show_turn_dice (self, TRUE);
      herald_barbarian_track_update (self->barbarian_track, self->session);
      herald_window_update_actions (self);
      /* and the table is told what now: Roll is off, only its tooltip said why, and a screen
       * reader heard Enter Dice alone (newcomer report 61, newcomer61-10) */
      if (released)
        {
          g_autoptr(GError) why = NULL;

          if (!herald_session_check_roll (self->session, &why) && why != NULL)
            herald_window_toast_refusal (self, why);
        }
      return;
    }

  n = herald_check_in_dialog_get_corrections (dialog, corrections);
  has_commit = herald_check_in_dialog_get_commit (dialog, commit);

  /* All of the check-in or nothing: the dialog offers Fight only for corrections that can all
   * be made, and they are tried on a copy first; if one is refused after all, nothing is
   * made and the table is asked again with the same dice (a roll Herald made is not rolled
   * twice) */
  {
    g_autoptr(GError) error = NULL;

    if (!herald_check_in_dialog_check (dialog, &error))
      {
        herald_window_toast_refusal (self, error);
        herald_window_start_roll (self, &roll);
        return;
      }
  }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;

      /* a correction the ones before it made needless is no step */
      if (herald_game_action_changes_nothing (herald_window_get_game (self), &corrections[i]))
        continue;
      g_array_set_size (self->step_outcomes, 0);
      herald_window_toast_step_begins (self);
      if (!herald_session_perform (self->session, &corrections[i], &error))
        {
          g_critical ("A check-in correction passed on a copy but not on the game: %s", error->message);
          herald_window_toast_refusal (self, error);
          return;
        }
      /* the correction brought the player to the target: the game ends before the battle
       * (RULES.md A21.3), and the roll never comes; the engine set its dice aside as undone.
       * The winner is told, not the roll's refusal ("the game is over": breaker report 17,
       * B17-3) */
      if (herald_window_get_state (self)->phase == HERALD_PHASE_OVER)
        {
          herald_dice_panel_set_roll (self->dice_panel, NULL, FALSE);
          herald_dice_panel_set_banner (self->dice_panel, NULL);
          herald_window_handle_outcomes (self, FALSE);
          return;
        }
    }

  herald_window_apply_roll (self, &roll, has_commit ? commit : NULL);
}

#define LOOKING_BANNER_KEY "herald-looking-banner"

/* The banner of a landing seen in a Herald that only looks (tester report 45, N45-9): the
 * pieces are checked in the Herald that has the game; once that one lets go of it, here,
 * after Take Over (the save bar offers it). The banner kept the first words until the game
 * was taken over (fix46a-1). */
static void
show_looking_banner (HeraldWindow *self)
{
  const char *text = herald_session_get_holder_gone (self->session)
                     ? _("The barbarian ship lands: take over the game to check the pieces before the "
                         "battle.")
                     : _("The barbarian ship lands: the pieces are checked in the Herald that has this "
                         "game open.");

  herald_dice_panel_set_banner (self->dice_panel, text);
  g_object_set_data_full (G_OBJECT (self), LOOKING_BANNER_KEY, g_strdup (text), g_free);
}

/* the Herald that has the game let go of it, or took it again: the landing's banner, if it
 * still stands, follows */
static void
looking_holder_gone_cb (HeraldWindow *self)
{
  if (herald_session_get_read_only (self->session) &&
      g_strcmp0 (herald_dice_panel_get_banner (self->dice_panel),
                 g_object_get_data (G_OBJECT (self), LOOKING_BANNER_KEY)) == 0)
    show_looking_banner (self);
}

void
herald_window_start_roll (HeraldWindow     *self,
                          const HeraldRoll *roll)
{
  HeraldGame *game = herald_window_get_game (self);

  if (game == NULL)
    return;
  /* a roll begun answers the dice an opened game holds for its check-in: the window's first
   * ask of what is owed does not begin it again (Ctrl+R as the game opened, then Later: the
   * check-in came back at once; break58-3) */
  self->offer_drawn_roll = FALSE;
  /* on a phone's Players page: the dice and the sentence are on the Table page (N30-2) */
  herald_window_bring_table (self, FALSE);

  if (roll->event == HERALD_EVENT_SHIP && herald_game_next_ship_lands (game) &&
      herald_session_get_read_only (self->session))
    {
      /* a game only looked at (another Herald has it open): the landing is shown, not a
       * check-in whose Fight would only be refused (tester report 45, N45-9) */
      herald_dice_panel_set_roll (self->dice_panel, roll, TRUE);
      if (g_object_get_data (G_OBJECT (self), LOOKING_BANNER_KEY) == NULL)
        g_signal_connect_object (self->session, "notify::holder-gone", G_CALLBACK (looking_holder_gone_cb),
                                 self, G_CONNECT_SWAPPED);
      show_looking_banner (self);
      herald_barbarian_track_update (self->barbarian_track, self->session);
      return;
    }
  if (roll->event == HERALD_EVENT_SHIP && herald_game_next_ship_lands (game))
    {
      HeraldCheckInDialog *dialog = herald_check_in_dialog_new (GTK_WINDOW (self), game);

      /* the dice are saved before the check-in opens, entered ones too (issue 10, item 10) */
      herald_session_hold_roll (self->session, roll);
      self->pending_roll = *roll;
      herald_dice_panel_set_roll (self->dice_panel, roll, TRUE);
      herald_dice_panel_set_banner (self->dice_panel, _("The barbarian ship lands: check the pieces before the battle."));
      herald_barbarian_track_update (self->barbarian_track, self->session);
      herald_window_show_roll_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (check_in_response_cb));
      return;
    }

  herald_window_apply_roll (self, roll, NULL);
}

static void
roll_dialog_response_cb (HeraldWindow     *self,
                         const char       *response,
                         HeraldRollDialog *dialog)
{
  HeraldRoll roll;

  if (g_strcmp0 (response, "roll") != 0 || !herald_roll_dialog_get_roll (dialog, &roll))
    return;

  /* the Alchemist chooses the production dice; Herald rolls the event die unless the table
   * rolls real dice, and saves the roll before a check-in it may bring opens */
  if (herald_roll_dialog_get_mode (dialog) == HERALD_ROLL_DIALOG_ALCHEMIST)
    {
      g_autoptr(GError) error = NULL;

      if (!herald_session_draw_alchemist_roll (self->session, &roll, &error))
        {
          herald_window_toast_refusal (self, error);
          return;
        }
    }
  else
    {
      g_autoptr(GError) error = NULL;

      /* dice Herald rolled for this roll are not replaced by entered ones (the dialog is
       * only offered where they may be; the engine's rule in any case) */
      if (!herald_game_check_entered_roll (herald_window_get_game (self), &roll, &error))
        {
          herald_window_toast (self, error->message, FALSE);
          return;
        }
    }

  herald_window_start_roll (self, &roll);
}

void
herald_window_enter_roll (HeraldWindow *self)
{
  HeraldRollDialog *dialog;

  if (self->dialog != NULL || herald_window_get_game (self) == NULL)
    return;

  dialog = herald_roll_dialog_new (GTK_WINDOW (self), herald_window_get_game (self), HERALD_ROLL_DIALOG_ENTER);
  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (roll_dialog_response_cb));
}

void
herald_window_alchemist (HeraldWindow *self)
{
  gboolean physical = herald_session_get_dice_mode (self->session) == HERALD_DICE_MODE_PHYSICAL;
  HeraldRollDialog *dialog;

  if (herald_window_get_game (self) == NULL)
    return;

  dialog = herald_roll_dialog_new (GTK_WINDOW (self), herald_window_get_game (self),
                                   physical ? HERALD_ROLL_DIALOG_ALCHEMIST_EVENT : HERALD_ROLL_DIALOG_ALCHEMIST);
  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (roll_dialog_response_cb));
}

static void
physical_card_response_cb (HeraldWindow             *self,
                           const char               *response,
                           HeraldPhysicalCardDialog *dialog)
{
  guint player = herald_physical_card_dialog_get_player (dialog);
  HeraldCard card = herald_physical_card_dialog_get_card (dialog);

  if (g_strcmp0 (response, "record") != 0 || card >= HERALD_N_CARDS)
    return;

  if (herald_card_is_vp (card))
    {
      HeraldAction action;

      herald_action_init (&action, HERALD_ACTION_REVEAL_VP_CARD, player);
      action.card = card;
      herald_window_perform (self, &action, TRUE);
    }
  else
    herald_window_start_play_card (self, player, card);
}

void
herald_window_show_physical_card (HeraldWindow *self,
                                  guint         player)
{
  HeraldPhysicalCardDialog *dialog = herald_physical_card_dialog_new (GTK_WINDOW (self), herald_window_get_game (self), player);

  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (physical_card_response_cb));
}

static void
decks_response_cb (HeraldWindow      *self,
                   const char        *response,
                   HeraldDecksDialog *dialog)
{
  HeraldAction action;

  /* cards put on top are a step even when Herald's shuffle held them so already: the session
   * decides (herald_session_perform ()); refused here as a correction that changes nothing,
   * the entry was lost without a word, and the hidden order could be learnt card by card
   * (tester report 43, N43-10) */
  if (g_strcmp0 (response, "arrange") != 0 || !herald_decks_dialog_get_action (dialog, &action))
    return;

  herald_window_perform (self, &action, TRUE);
}

/* A correction is a step of the log, also while the position is being entered: Undo takes it
 * back, saving and replay keep it */
static void
correct_response_cb (HeraldWindow        *self,
                     const char          *response,
                     HeraldCorrectDialog *dialog)
{
  HeraldAction action;

  if (g_strcmp0 (response, "correct") != 0 || !herald_correct_dialog_get_action (dialog, &action) ||
      herald_game_action_changes_nothing (herald_window_get_game (self), &action))
    return;

  herald_window_perform (self, &action, TRUE);
}

void
herald_window_show_decks (HeraldWindow *self)
{
  HeraldDecksDialog *dialog = herald_decks_dialog_new (GTK_WINDOW (self), herald_window_get_game (self));

  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (decks_response_cb));
}

void
herald_window_show_correct (HeraldWindow *self,
                            guint         player)
{
  HeraldCorrectDialog *dialog = herald_correct_dialog_new (GTK_WINDOW (self), herald_window_get_game (self), player);

  herald_window_show_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (correct_response_cb));
}
