/* herald-window-open.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* *Open Game…* (Ctrl+O, the main menu) and `herald FILE`: a game's file from anywhere, played
 * in place as after *Save Elsewhere…* (breaker report 13, R-2). What opens and what is refused
 * is the session's (herald_session_open_file ()); the dialogs are the games page's. */

#include "config.h"

#include <glib/gi18n.h>

#include "herald-games-page.h"
#include "herald-dialog-util.h"
#include "herald-window-private.h"

#define CHOOSER_KEY "herald-open-chooser"
#define OPENING_KEY "herald-opening"
#define QUESTION_KEY "herald-open-question"

static void
open_now (HeraldWindow *self,
          const char   *path)
{
  herald_games_page_open_file (self->games_page, path);
}

static void
confirm_open_cb (AdwMessageDialog *dialog,
                 const char       *response,
                 HeraldWindow     *self)
{
  g_autofree char *path = g_strdup (g_object_get_data (G_OBJECT (self), OPENING_KEY));

  g_object_set_data (G_OBJECT (self), OPENING_KEY, NULL);
  g_object_set_data (G_OBJECT (self), QUESTION_KEY, NULL);
  if (g_strcmp0 (response, "open") == 0 && path != NULL)
    open_now (self, path);
}

/* the question is gone without an answer (destroyed with the window) */
static void
question_destroyed_cb (GtkWidget    *dialog,
                       HeraldWindow *self)
{
  if (g_object_get_data (G_OBJECT (self), QUESTION_KEY) == dialog)
    g_object_set_data (G_OBJECT (self), QUESTION_KEY, NULL);
}

/**
 * herald_window_open_file:
 * @file: a game's file, anywhere
 *
 * Opens the game saved in @file in place of the open one (herald_games_page_open_file ()).
 * When steps of the open game are only in memory, asks first, as *New Game* does: one
 * question at a time, for the file asked for last (`herald FILE` again while it is open); and
 * the open game's own file, asked for again, leaves the game as it is, its steps kept (break51:
 * it asked "Open Another Game?" of the same game, and Open Game read the file again without
 * them).
 */
void
herald_window_open_file (HeraldWindow *self,
                         GFile        *file)
{
  g_autofree char *path = NULL;

  g_return_if_fail (HERALD_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_autofree char *text = g_strdup_printf (_("Herald opens only files on this computer, not %s"), uri);

      herald_window_toast (self, text, FALSE);
      return;
    }
  if (herald_session_get_unsaved_steps (self->session) > 0)
    {
      AdwMessageDialog *dialog;

      /* nothing to open: the window is brought forward (herald_application_open ()) and
       * says why nothing changed (Open Game… chose this game) */
      if (herald_session_is_game_file (self->session, path))
        {
          herald_window_toast (self, _("This game is open already: its steps not saved are kept"), FALSE);
          return;
        }
      g_object_set_data_full (G_OBJECT (self), OPENING_KEY, g_strdup (path), g_free);
      /* asked already: the answer goes to this file (a second question over the first took
       * only the last file too, and its answer left the first one doing nothing) */
      dialog = g_object_get_data (G_OBJECT (self), QUESTION_KEY);
      if (dialog != NULL)
        {
          gtk_window_present (GTK_WINDOW (dialog));
          return;
        }
      dialog = herald_window_message (self, _("Open Another Game?"),
                                      _("Steps of the open game are not saved and would be lost."));
      g_object_set_data (G_OBJECT (self), QUESTION_KEY, dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (question_destroyed_cb), self, 0);
      adw_message_dialog_add_response (dialog, "cancel", _("_Cancel"));
      adw_message_dialog_add_response (dialog, "open", _("_Open Game"));
      adw_message_dialog_set_response_appearance (dialog, "open", ADW_RESPONSE_DESTRUCTIVE);
      adw_message_dialog_set_close_response (dialog, "cancel");
      g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_open_cb), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      herald_dialog_focus_safe (dialog);
      return;
    }
  open_now (self, path);
}

static void
chooser_response_cb (GtkFileChooserNative *chooser,
                     int                   response,
                     HeraldWindow         *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_set_data (G_OBJECT (self), CHOOSER_KEY, NULL);
  if (file != NULL)
    herald_window_open_file (self, file);
}

/**
 * herald_window_choose_file:
 *
 * *Open Game…*: asks for a game's file (GtkFileChooserNative: the portal's dialog where
 * there is one) and opens it with herald_window_open_file ().
 */
void
herald_window_choose_file (HeraldWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (HERALD_IS_WINDOW (self));

  if (g_object_get_data (G_OBJECT (self), CHOOSER_KEY) != NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Open a Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (games, _("Herald games"));
  gtk_file_filter_add_pattern (games, "*.json");
  gtk_file_filter_add_mime_type (games, "application/json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), games);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_set_data_full (G_OBJECT (self), CHOOSER_KEY, chooser, g_object_unref);
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * herald_window_reveal_answered:
 *
 * A reveal of a card the last step drew was answered (Keep, Play Now, Later): once none is
 * left to show, the game keeps that they were seen (herald_session_set_last_draws_seen ()),
 * and resuming it does not announce them again as cards drawn afresh (newcomer report 20,
 * N20-8).
 */
void
herald_window_reveal_answered (HeraldWindow *self)
{
  for (GList *l = self->interactions.head; l != NULL; l = l->next)
    if (((Interaction *) l->data)->type == INTERACTION_REVEAL)
      return;
  herald_session_set_last_draws_seen (self->session);
}
