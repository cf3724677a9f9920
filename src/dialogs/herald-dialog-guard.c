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
 * within that time. A screen reader's actions, which are no events, are never held back; nor
 * are keys (the first focus is on the answer that changes nothing, herald_dialog_focus_safe ()),
 * but for Return or Space held down since before the dialog opened: the keyboard's repeat of
 * the Return that pressed Roll went on into the barbarians' check-in, whose first focus is a
 * count (a spin button: Return there is Fight), and fought the attack with the counts unchecked,
 * then pressed the result's Continue (breaker report 43, B43-2). Such a key waits for its
 * release: the keys pressed and released in Herald's windows are noted per display
 * (herald_dialog_note_key ()). */

#include "config.h"

#include "herald-dialog-util.h"

/* A key's keyboard repeat keeps coming at least this often (the desktop's delay before the
 * first repeat, 500 ms in GNOME, 660 ms in Xvfb); a key not pressed again for longer is taken
 * as released, whatever window its release went to */
#define KEY_REPEAT_MS 2000

/* A key held down: since when (its first press after a release), and its last press; the
 * window that saw its first press (compared, never used: it may be gone) */
typedef struct
{
  gint64   since;
  gint64   last;
  gpointer window;
} KeyDown;

/* A run of presses of one key (Space or Return) that began on a step button, Roll or End
 * Turn, each within the double-click time of the one before (herald_dialog_note_step_key ()) */
typedef struct
{
  guint   keycode;  /* 0: no run */
  guint32 time;     /* the run's last press: its event time in ms, 0 when not known */
  gint64  at;       /* and when it was seen, monotonic µs */
} StepRun;

static StepRun *
step_run (GdkDisplay *display)
{
  StepRun *run = g_object_get_data (G_OBJECT (display), "herald-step-run");

  if (run == NULL)
    {
      run = g_new0 (StepRun, 1);
      g_object_set_data_full (G_OBJECT (display), "herald-step-run", run, g_free);
    }
  return run;
}

/* Notes a press (@pressed) or release of @keycode in @widget's window; returns, for a press,
 * since when (monotonic µs) the key has been held down. A press of another key ends the step
 * run. */
static gint64
note_key (GtkWidget *widget,
          guint      keycode,
          gboolean   pressed)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GHashTable *down = g_object_get_data (G_OBJECT (display), "herald-keys-down");
  gint64 now = g_get_monotonic_time ();
  KeyDown *key;

  if (down == NULL)
    {
      down = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      g_object_set_data_full (G_OBJECT (display), "herald-keys-down", down, (GDestroyNotify) g_hash_table_unref);
    }
  if (pressed && step_run (display)->keycode != keycode)
    step_run (display)->keycode = 0;
  if (!pressed)
    {
      g_hash_table_remove (down, GUINT_TO_POINTER (keycode));
      return now;
    }
  key = g_hash_table_lookup (down, GUINT_TO_POINTER (keycode));
  if (key == NULL)
    {
      key = g_new0 (KeyDown, 1);
      g_hash_table_insert (down, GUINT_TO_POINTER (keycode), key);
    }
  if (key->last == 0 || now - key->last > KEY_REPEAT_MS * G_TIME_SPAN_MILLISECOND)
    {
      key->since = now;
      key->window = gtk_widget_get_root (widget);
    }
  key->last = now;
  return key->since;
}

/**
 * herald_dialog_note_key:
 * @widget: a widget of the window that saw the key
 * @keycode: the key's hardware code
 * @pressed: %TRUE for a press, %FALSE for a release
 *
 * A key pressed or released in one of Herald's windows: a dialog that opens while it is held
 * down does not take its repeat (herald_dialog_key_let_through ()). The windows that show
 * dialogs call it for every key; a dialog given herald_dialog_ignore_early_taps () notes its
 * own.
 */
void
herald_dialog_note_key (GtkWidget *widget,
                        guint      keycode,
                        gboolean   pressed)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  note_key (widget, keycode, pressed);
}

/**
 * herald_dialog_key_held_from_elsewhere:
 * @widget: a widget of the window that saw a press of @keycode (noted with
 *   herald_dialog_note_key ())
 * @keycode: the key's hardware code
 *
 * Whether the press is the keyboard's repeat of a key that went down in another of Herald's
 * windows and has not been released since: a Return held on a dialog's last button (the
 * attack result's Continue, the last privacy step's Later) went on as a press of End Turn
 * in the main window and ended the turn (tester report 46, N46-5). A key whose release was
 * not seen is taken as released once it has not been pressed for two seconds.
 *
 * Returns: %TRUE if the key is held down since a press in another window
 */
gboolean
herald_dialog_key_held_from_elsewhere (GtkWidget *widget,
                                       guint      keycode)
{
  GHashTable *down;
  KeyDown *key;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  down = g_object_get_data (G_OBJECT (gtk_widget_get_display (widget)), "herald-keys-down");
  key = down != NULL ? g_hash_table_lookup (down, GUINT_TO_POINTER (keycode)) : NULL;
  return key != NULL && key->window != (gpointer) gtk_widget_get_root (widget);
}

/**
 * herald_dialog_note_step_key:
 * @widget: a widget of the window that saw the key
 * @keycode: the hardware code of a Space or Return pressed (no modifier) on a step button,
 *   Roll or End Turn (End Special Build), let through or held back
 * @time: the key event's time in ms (0: not known)
 *
 * Begins a run of presses of @keycode, or goes on with it: until another key is pressed or
 * the key rests for the desktop's double-click time, the run's presses in a dialog the step
 * opened are held back (herald_dialog_key_let_through ()), as a bounce of the key that pressed
 * the step. A Space bounced on Roll revealed the roller's card in the privacy step and kept it
 * (tester report 45, N45-5). A run that began elsewhere is not held back: the Spaces that
 * choose die faces in Enter Dice follow each other as fast.
 */
void
herald_dialog_note_step_key (GtkWidget *widget,
                             guint      keycode,
                             guint32    time)
{
  StepRun *run;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  run = step_run (gtk_widget_get_display (widget));
  run->keycode = keycode;
  run->time = time;
  run->at = g_get_monotonic_time ();
}

/* Whether a press of @keycode at @time (event ms, 0: not known) goes on with the step run of
 * @widget's display: the same key, within the double-click time of the run's last press. If
 * so, it is the run's last press; if not, the run ends. */
static gboolean
goes_on_step_run (GtkWidget *widget,
                  guint      keycode,
                  guint32    time)
{
  StepRun *run = step_run (gtk_widget_get_display (widget));
  gint64 now = g_get_monotonic_time ();
  gint64 gap;
  int ms = 400;

  if (run->keycode == 0)
    return FALSE;
  g_object_get (gtk_widget_get_settings (widget), "gtk-double-click-time", &ms, NULL);
  /* the events' times, when both are known: a press queued while the dialog was being made
   * is seen later than it came */
  gap = time != 0 && run->time != 0 ? (gint64) (guint32) (time - run->time) * G_TIME_SPAN_MILLISECOND
                                    : now - run->at;
  if (keycode != run->keycode || gap >= (gint64) ms * G_TIME_SPAN_MILLISECOND)
    {
      run->keycode = 0;
      return FALSE;
    }
  g_debug ("a press %.0f ms after the one before, of a run begun on a step button: held back",
           gap / 1000.0);
  run->time = time;
  run->at = now;
  return TRUE;
}

typedef struct
{
  gint64   opened_at;     /* monotonic µs of herald_dialog_ignore_early_taps () */
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

/**
 * herald_dialog_key_let_through_at:
 * @dialog: a dialog given herald_dialog_ignore_early_taps ()
 * @keycode: the hardware code of a key pressed in @dialog
 * @keyval: its key value
 * @time: the key event's time in ms (0: not known, the time it is seen is taken)
 *
 * herald_dialog_key_let_through () of a key event whose time is known: the gaps of a run of
 * presses begun on a step button are measured between the events' times.
 *
 * Returns: %TRUE to let the key through, %FALSE to hold it back
 */
gboolean
herald_dialog_key_let_through_at (GtkWindow *dialog,
                                  guint      keycode,
                                  guint      keyval,
                                  guint32    time)
{
  Guard *guard = g_object_get_data (G_OBJECT (dialog), "herald-dialog-guard");
  gint64 since = note_key (GTK_WIDGET (dialog), keycode, TRUE);

  g_return_val_if_fail (guard != NULL, TRUE);

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      if (goes_on_step_run (GTK_WIDGET (dialog), keycode, time))
        return FALSE;
      if (since >= guard->opened_at)
        return TRUE;
      g_debug ("a key held down since %.0f ms before the dialog opened: held back",
               (guard->opened_at - since) / 1000.0);
      return FALSE;

    default:
      return TRUE;
    }
}

/**
 * herald_dialog_key_let_through:
 * @dialog: a dialog given herald_dialog_ignore_early_taps ()
 * @keycode: the hardware code of a key pressed in @dialog
 * @keyval: its key value
 *
 * Notes the press, and says whether @dialog takes it: not a Return or a Space held down since
 * before @dialog opened (the keyboard's repeat of the key that opened it), until it is released;
 * nor one of a run of presses begun on Roll or End Turn (herald_dialog_note_step_key ()).
 *
 * Returns: %TRUE to let the key through, %FALSE to hold it back
 */
gboolean
herald_dialog_key_let_through (GtkWindow *dialog,
                               guint      keycode,
                               guint      keyval)
{
  return herald_dialog_key_let_through_at (dialog, keycode, keyval, 0);
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

    case GDK_KEY_PRESS:
      return herald_dialog_key_let_through_at (GTK_WINDOW (dialog), gdk_key_event_get_keycode (event),
                                               gdk_key_event_get_keyval (event), gdk_event_get_time (event))
             ? GDK_EVENT_PROPAGATE : GDK_EVENT_STOP;

    case GDK_KEY_RELEASE:
      herald_dialog_note_key (dialog, gdk_key_event_get_keycode (event), FALSE);
      return GDK_EVENT_PROPAGATE;

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
 * double-click time, and each press that follows an ignored one within that time; a Return or
 * a Space held down since before it opened, until it is released
 * (herald_dialog_key_let_through ()). Accessible actions are never held back.
 */
void
herald_dialog_ignore_early_taps (GtkWindow *dialog)
{
  GtkEventController *legacy = gtk_event_controller_legacy_new ();
  Guard *guard = g_new0 (Guard, 1);

  g_return_if_fail (GTK_IS_WINDOW (dialog));

  guard->opened_at = g_get_monotonic_time ();
  g_object_set_data_full (G_OBJECT (dialog), "herald-dialog-guard", guard, g_free);
  gtk_event_controller_set_propagation_phase (legacy, GTK_PHASE_CAPTURE);
  g_signal_connect (legacy, "event", G_CALLBACK (event_cb), guard);
  gtk_widget_add_controller (GTK_WIDGET (dialog), legacy);
  gtk_widget_add_tick_callback (GTK_WIDGET (dialog), first_frame_cb, guard, NULL);
}
