/* herald-window-present.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-window-private.h"

/* A roll's dialogs (the check-in, the attack's result) open after the window's frame that
 * shows the dice and the sentence. On software GL (llvmpipe) a new dialog's first frame costs
 * 25–50 ms of the main thread: its window has a GL context of its own, for which llvmpipe
 * compiles its shaders anew; the dice waited for that (issue 14, docs/performance.md). The
 * dialog is the window's open one at once (self->dialog), so nothing else starts meanwhile;
 * it shows one frame later. A window not mapped presents it at once, and so does a frame
 * that has not come within 100 ms.
 *
 * A step taken back meanwhile (Ctrl+Z at once, a moment before that frame) or another game
 * opened withdraws the dialog: it is destroyed, never shown, for a roll no longer in the game
 * (breaker report 17, B17-4; herald_session_get_rewinds ()). */
typedef struct
{
  GtkWindow     *dialog;      /* weak */
  HeraldSession *session;     /* owned */
  guint          rewinds;     /* the session's as the dialog was shown */
  GdkFrameClock *clock;       /* owned */
  gulong         paint_id;
  guint          timeout_id;
} DeferredPresent;

static void
deferred_present (DeferredPresent *deferred)
{
  /* a window closed meanwhile disposed its frame clock, and the handler with it: the
   * timeout that came next disconnected it again, a warning (a fatal one in the tests:
   * test-dialog-safety failed now and then as the next test's window came) */
  if (deferred->paint_id != 0 && g_signal_handler_is_connected (deferred->clock, deferred->paint_id))
    g_signal_handler_disconnect (deferred->clock, deferred->paint_id);
  deferred->paint_id = 0;
  g_clear_handle_id (&deferred->timeout_id, g_source_remove);
  if (deferred->dialog != NULL)
    {
      GtkWindow *dialog = deferred->dialog;

      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &deferred->dialog);
      if (herald_session_get_rewinds (deferred->session) != deferred->rewinds)
        {
          g_debug ("dialog %p withdrawn: the game changed before it showed", dialog);
          gtk_window_destroy (dialog);
        }
      else
        gtk_window_present (dialog);
    }
  g_object_unref (deferred->session);
  g_object_unref (deferred->clock);
  g_free (deferred);
}

static void
deferred_after_paint_cb (GdkFrameClock   *clock,
                         DeferredPresent *deferred)
{
  deferred_present (deferred);
}

static gboolean
deferred_timeout_cb (gpointer data)
{
  DeferredPresent *deferred = data;

  deferred->timeout_id = 0;
  deferred_present (deferred);
  return G_SOURCE_REMOVE;
}

/**
 * herald_window_present_dialog:
 * @dialog: the dialog herald_window_show_dialog() shows
 *
 * Presents @dialog, at once or, for herald_window_show_roll_dialog(), after the window's next
 * frame; then only if no step was taken back meanwhile (else @dialog is destroyed unseen).
 */
void
herald_window_present_dialog (HeraldWindow *self,
                              GtkWindow    *dialog)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  DeferredPresent *deferred;

  if (!self->present_after_frame || clock == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      gtk_window_present (dialog);
      return;
    }

  deferred = g_new0 (DeferredPresent, 1);
  deferred->dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &deferred->dialog);
  deferred->session = g_object_ref (self->session);
  deferred->rewinds = herald_session_get_rewinds (self->session);
  deferred->clock = g_object_ref (clock);
  deferred->paint_id = g_signal_connect (clock, "after-paint", G_CALLBACK (deferred_after_paint_cb), deferred);
  deferred->timeout_id = g_timeout_add (100, deferred_timeout_cb, deferred);
  gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT);
}

/**
 * herald_window_show_roll_dialog:
 * @dialog: (transfer floating): a dialog a roll brings (the check-in, the attack's result)
 * @response_cb: as for herald_window_show_dialog()
 *
 * herald_window_show_dialog(), with @dialog presented after the window's next frame, the one
 * that shows the roll (herald_window_present_dialog()).
 */
void
herald_window_show_roll_dialog (HeraldWindow     *self,
                                AdwMessageDialog *dialog,
                                GCallback         response_cb)
{
  self->present_after_frame = TRUE;
  herald_window_show_dialog (self, dialog, response_cb);
  self->present_after_frame = FALSE;
}

/* The open dialog and the queued ones were made for the game shown, and some read it when
 * answered (the check-in reads it as Fight is pressed). Another game opened in its place
 * (Open Game…, `herald FILE`, the same file opened again and read anew, the game closed)
 * freed it: the check-in then read freed memory, a critical and a crash (robust report 28,
 * R28-8). They go with their game, unanswered; the game opened asks again what it owes (the
 * check-in of dice drawn, a card's reveal, a decision). herald_window_refresh () calls this
 * as it finds another game than the one shown: the one place that decides it. */
void
herald_window_drop_dialogs_of_old_game (HeraldWindow *self)
{
  GtkWindow *dialog;

  g_queue_clear_full (&self->interactions, g_free);
  if (self->dialog == NULL)
    return;
  dialog = g_steal_pointer (&self->dialog);
  if (self->decision_dialog == dialog)
    {
      self->decision_dialog = NULL;
      g_clear_object (&self->decision_item);
    }
  g_signal_handlers_disconnect_by_data (dialog, self);
  gtk_window_destroy (dialog);
}
