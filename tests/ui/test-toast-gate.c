/* test-toast-gate.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The toast gate (herald-toast-gate.c) against libadwaita 1.2's AdwToastOverlay crash: a
 * toast's hide animation must never end before its show animation, or libadwaita frees the
 * toast's info and the show's ::done writes into it (SIGSEGV in g_object_unref () from
 * adw_animation_skip (), a use-after-free even when it does not crash). Each test records the
 * order of the overlay's animations' ::done ('S' a show, 0 → 1; 'H' a hide, 1 → 0) by an
 * emission hook, which runs before libadwaita's own handlers: "HS" is the use-after-free.
 * Under meson (MALLOC_PERTURB_) it also crashes, most runs. Needs a display: meson runs it
 * under xvfb-run; without either it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-toast-gate.h"
#include "herald-ui-test-utils.h"

typedef struct
{
  GtkWidget *overlay;
  GString   *order;
  gpointer   klass;
  gulong     hook_id;
} DoneLog;

static gboolean
done_logged (GSignalInvocationHint *hint,
             guint                  n_values,
             const GValue          *values,
             gpointer               data)
{
  DoneLog *log = data;
  GObject *animation = g_value_get_object (&values[0]);

  if (ADW_IS_TIMED_ANIMATION (animation) && adw_animation_get_widget (ADW_ANIMATION (animation)) == log->overlay)
    g_string_append_c (log->order,
                       adw_timed_animation_get_value_to (ADW_TIMED_ANIMATION (animation)) == 1.0 ? 'S' : 'H');
  return TRUE;
}

static void
log_start (DoneLog   *log,
           GtkWidget *overlay)
{
  log->overlay = overlay;
  log->order = g_string_new (NULL);
  /* its signal made before any animation */
  log->klass = g_type_class_ref (ADW_TYPE_ANIMATION);
  log->hook_id = g_signal_add_emission_hook (g_signal_lookup ("done", ADW_TYPE_ANIMATION), 0,
                                             done_logged, log, NULL);
}

static void
log_stop (DoneLog *log)
{
  g_signal_remove_emission_hook (g_signal_lookup ("done", ADW_TYPE_ANIMATION), log->hook_id);
  g_string_free (log->order, TRUE);
  g_type_class_unref (log->klass);
}

static gboolean
gate_idle (gpointer data)
{
  return herald_toast_gate_is_idle (data);
}

/* A toast shown through the gate over a window's table, the overlay's animations' ends logged */
typedef struct
{
  GtkWidget *window;
  GtkWidget *overlay;
  AdwToast  *toast;  /* (weak) */
  DoneLog    log;
} Shown;

/* @text in a toast that stays until dismissed, shown over a window mapped and drawn */
static void
shown_start (Shown      *self,
             const char *text)
{
  self->window = gtk_window_new ();
  self->overlay = adw_toast_overlay_new ();
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (self->overlay), gtk_label_new ("The table"));
  gtk_window_set_child (GTK_WINDOW (self->window), self->overlay);
  gtk_window_set_default_size (GTK_WINDOW (self->window), 640, 480);
  gtk_window_present (GTK_WINDOW (self->window));
  herald_test_flush ();
  g_assert_true (gtk_widget_get_mapped (self->overlay));
  g_assert_true (herald_test_wait_frame (self->window, 5000));

  log_start (&self->log, self->overlay);
  self->toast = adw_toast_new (text);
  adw_toast_set_timeout (self->toast, 0);
  g_object_add_weak_pointer (G_OBJECT (self->toast), (gpointer *) &self->toast);
  herald_toast_gate_add (ADW_TOAST_OVERLAY (self->overlay), self->toast);
  g_assert_true (herald_toast_gate_get_shown (ADW_TOAST_OVERLAY (self->overlay)) == self->toast);
}

/* The toast dismissed goes: its show ended before its hide, and it is freed */
static void
shown_finish (Shown *self)
{
  g_assert_true (herald_test_wait_until (gate_idle, self->overlay, 5000));
  g_assert_cmpstr (self->log.order->str, ==, "SH");
  g_assert_null (self->toast);

  log_stop (&self->log);
  gtk_window_destroy (GTK_WINDOW (self->window));
  herald_test_flush ();
}

/* The toast comes in, then no frame for longer than its time on the wall clock
 * (HERALD_TOAST_GATE_SHOW_MS) and its hide: dismissed then (its time up, a step), it used to
 * be let through by the time alone, the hide started while the show had not had a frame, and
 * the first frame to come, past both ends, ran the hide's tick before the show's (GTK runs a
 * widget's newest tick first). The dismissal waits for the show's end, and the toast still
 * goes, with no frame asked for that nothing draws. */
static void
test_frames_held (void)
{
  Shown shown;

  shown_start (&shown, "Anna rolled 5");
  herald_test_hold_frames (HERALD_TOAST_GATE_SHOW_MS + HERALD_TOAST_GATE_HIDE_MS + 400);
  herald_test_run_for (HERALD_TOAST_GATE_SHOW_MS + 100);
  g_assert_cmpstr (shown.log.order->str, ==, "");
  adw_toast_dismiss (shown.toast);
  shown_finish (&shown);
}

static void
dismiss_cb (GtkWidget *content,
            AdwToast  *toast)
{
  adw_toast_dismiss (toast);
}

/* A toast dismissed inside its overlay's unmap, once the overlay is no longer mapped but
 * before libadwaita's own unmap handler has skipped the show (the overlay's children are
 * unmapped first): "unmapped, nothing to wait for" let it through, the hide was skipped at
 * once, freed the info, and the show's skip came after it */
static void
test_dismissed_in_unmap (void)
{
  Shown shown;

  shown_start (&shown, "Ben built a knight");
  g_signal_connect_object (adw_toast_overlay_get_child (ADW_TOAST_OVERLAY (shown.overlay)), "unmap",
                           G_CALLBACK (dismiss_cb), shown.toast, 0);
  gtk_widget_set_visible (shown.window, FALSE);
  g_assert_cmpstr (shown.log.order->str, ==, "S");
  shown_finish (&shown);
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "toast"))
    return 0;

  g_test_add_func ("/herald/toast-gate/frames-held", test_frames_held);
  g_test_add_func ("/herald/toast-gate/dismissed-in-unmap", test_dismissed_in_unmap);

  return g_test_run ();
}
