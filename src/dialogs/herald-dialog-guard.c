/* herald-dialog-guard.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* A dialog that opens under a finger ignores the taps of its first moment: they were meant for
 * what opened it. On a phone End Turn reopens "Which City Does Cleo Lose?" when the choice was
 * put off, and its Walled City button opened exactly where End Turn was: a second tap, or one
 * double click, gave up Cleo's walled city (tester report 25, N25-3). Where a dialog's buttons
 * land depends on the window manager, the language and the text scale, so no order of the
 * buttons can keep every one of them from under the finger; time can. As web browsers do for
 * their permission prompts (Chromium ignores a click within the double-click time of a prompt
 * showing), a press or a touch on the dialog is ignored until it has been on screen for the
 * desktop's double-click time (GtkSettings:gtk-double-click-time, 400 ms in GNOME, longer for
 * players who set a slower double click), and so is each press of a run of them that follows
 * within that time. Keys are never held back (the first focus is on the answer that changes
 * nothing, herald_dialog_focus_safe ()), nor are a screen reader's actions, which are no
 * events. */

#include "config.h"

#include "herald-dialog-util.h"

typedef struct
{
  gint64   shown_at;      /* monotonic µs of the dialog's first frame, 0 before it */
  gint64   last_ignored;  /* monotonic µs of the last press ignored */
  gboolean ignoring;      /* a press was ignored: so is its release */
} Guard;

static gboolean
first_frame_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       data)
{
  Guard *guard = data;

  guard->shown_at = g_get_monotonic_time ();
  return G_SOURCE_REMOVE;
}

/* Whether a press now comes in the dialog's first moment, or right after one that did */
static gboolean
too_early (GtkWidget *dialog,
           Guard     *guard)
{
  gint64 now = g_get_monotonic_time ();
  int ms = 400;

  /* presses before the first frame: on the way while the dialog was not yet to be seen */
  if (guard->shown_at == 0)
    return TRUE;
  g_object_get (gtk_widget_get_settings (dialog), "gtk-double-click-time", &ms, NULL);
  return now - MAX (guard->shown_at, guard->last_ignored) < (gint64) ms * G_TIME_SPAN_MILLISECOND;
}

static gboolean
event_cb (GtkEventControllerLegacy *legacy,
          GdkEvent                 *event,
          Guard                    *guard)
{
  GtkWidget *dialog = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (legacy));

  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      guard->ignoring = too_early (dialog, guard);
      if (!guard->ignoring)
        return GDK_EVENT_PROPAGATE;
      g_debug ("a press %.0f ms after the dialog showed ignored",
               guard->shown_at == 0 ? 0.0 : (g_get_monotonic_time () - guard->shown_at) / 1000.0);
      guard->last_ignored = g_get_monotonic_time ();
      return GDK_EVENT_STOP;

    case GDK_BUTTON_RELEASE:
    case GDK_TOUCH_UPDATE:
    case GDK_TOUCH_END:
    case GDK_TOUCH_CANCEL:
      return guard->ignoring ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;

    default:
      return GDK_EVENT_PROPAGATE;
    }
}

/**
 * herald_dialog_ignore_early_taps:
 * @dialog: a dialog about to be presented
 *
 * @dialog ignores a press of a pointer's button or a touch until it has been on screen for the
 * double-click time, and each press that follows an ignored one within that time; keys and
 * accessible actions are never held back.
 */
void
herald_dialog_ignore_early_taps (GtkWindow *dialog)
{
  GtkEventController *legacy = gtk_event_controller_legacy_new ();
  Guard *guard = g_new0 (Guard, 1);

  g_return_if_fail (GTK_IS_WINDOW (dialog));

  g_object_set_data_full (G_OBJECT (dialog), "herald-dialog-guard", guard, g_free);
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (event_cb), guard);
  gtk_widget_add_controller (GTK_WIDGET (dialog), legacy);
  gtk_widget_add_tick_callback (GTK_WIDGET (dialog), first_frame_cb, guard, NULL);
}
