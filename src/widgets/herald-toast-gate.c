/* herald-toast-gate.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* Every toast Herald shows goes through this gate, one overlay at a time, because libadwaita
 * 1.2's AdwToastOverlay crashes when a toast is dismissed before its show animation is over
 * and its hide animation ends first: hide_done_cb () frees the toast's info, the show
 * animation (which holds itself while it plays) then emits ::done into show_done_cb (), which
 * clears info->show_animation of the freed info: g_object_unref () of garbage from
 * adw_animation_skip () (breaker report 9, item 2). The show lasts 300 ms, but 500 ms when
 * another toast is still hiding (REPLACE_DURATION), so a toast added while another hides and
 * dismissed within 200 ms (Escape, its close or Undo button, a HIGH priority toast, its
 * overlay's queue moving on) crashed. Both animations advance only with the overlay's frames
 * (tick callbacks, which GTK 4.8 runs newest first): on a loaded machine with no frame for
 * longer than the show, a dismissal let through by the wall clock started the hide while the
 * show still played, and the first frame to come, past both ends, ran the hide's tick before
 * the show's: the same crash (test-turn-card with the frames held back, session 39). The
 * gate:
 *
 * - adds a toast only when the overlay shows no toast at all, neither one on screen nor one
 *   hiding (it looks at the overlay's children), so that a show always lasts 300 ms and
 *   libadwaita's own queue and priorities never come into play;
 * - keeps the toasts waiting in its own queue meanwhile; a toast on screen gives way to a
 *   waiting one (dismissed by the gate) once its show is over, unless it is kept
 *   (herald_toast_gate_keep (): the Undo of a deleted game stays its whole time);
 * - holds back every dismissal of a toast until its show is over (Escape, its close or Undo
 *   button, Herald's code: even with both animations of 300 ms, a toast dismissed in the frame
 *   it came in crashed), and dismisses it then: the gate's ::dismissed handler runs first
 *   and stops the emission before libadwaita's handler sees it. Callers connect their own
 *   ::dismissed handlers after herald_toast_gate_add (), so that they see only the real
 *   one. "Over" is both: HERALD_TOAST_GATE_SHOW_MS since the gate added the toast (the
 *   toasts' time as players know it), and the show animation's own ::done seen (an emission
 *   hook on AdwAnimation::done: the overlay's animation from 0 to 1). No frame is waited for
 *   that nothing asks for: the show animation's tick asks for frames until it is done, and
 *   an unmap skips it to its ::done at once. */

#include "config.h"

#include "herald-toast-gate.h"

typedef struct
{
  AdwToastOverlay *overlay;     /* not owned: the gate is the overlay's data */
  AdwToast        *shown;       /* weak: added to the overlay and not yet dismissed */
  gint64           shown_at;    /* monotonic µs of its adding */
  GQueue           waiting;     /* owned toasts, oldest first */
  guint            pump_id;
  guint            dismiss_id;  /* a held-back dismissal's time (HERALD_TOAST_GATE_SHOW_MS) */
  gboolean         showing;     /* the shown toast's show animation has not emitted ::done */
  gboolean         held;        /* its dismissal is held back until the show is over */
  gboolean         gone;        /* the overlay is being destroyed */
} Gate;

static void gate_schedule (Gate *gate, guint ms);

static void
gate_free (gpointer data)
{
  Gate *gate = data;

  g_clear_handle_id (&gate->pump_id, g_source_remove);
  g_clear_handle_id (&gate->dismiss_id, g_source_remove);
  g_clear_weak_pointer (&gate->shown);
  g_queue_clear_full (&gate->waiting, g_object_unref);
  g_free (gate);
}

/* How long (ms, at least 1) until HERALD_TOAST_GATE_SHOW_MS have passed since the toast on
 * screen was added, 0 once they have */
static guint
time_left_ms (Gate   *gate,
              gint64  now)
{
  gint64 show_over = gate->shown_at + HERALD_TOAST_GATE_SHOW_MS * 1000;

  return now < show_over ? (show_over - now) / 1000 + 1 : 0;
}

/* no toast widget among the overlay's children: none on screen, none hiding */
static gboolean
overlay_is_idle (AdwToastOverlay *overlay)
{
  GtkWidget *content = adw_toast_overlay_get_child (overlay);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (overlay));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != content)
      return FALSE;
  return TRUE;
}

static gboolean
dismiss_later_cb (gpointer user_data)
{
  Gate *gate = user_data;

  gate->dismiss_id = 0;
  /* its time is up but no frame has ended its show yet: animation_done_hook () comes back */
  if (gate->showing)
    return G_SOURCE_REMOVE;
  /* the signal itself: adw_toast_dismiss () of libadwaita 1.2 emits ::dismissed only once
   * for a toast, so a second call did nothing and the held-back dismissal was lost: the toast
   * stayed for good, said the later steps and its Undo took them back (newcomer report 23,
   * N23-0) */
  if (gate->shown != NULL && !gate->gone)
    g_signal_emit_by_name (gate->shown, "dismissed");
  return G_SOURCE_REMOVE;
}

/* Runs before libadwaita's own handler (connected as the toast is added): a toast dismissed
 * while its show animation may still run (Escape, its close or Undo button, anyone) stays
 * until the show is over, and is dismissed then */
static void
toast_dismissed_cb (AdwToast *toast,
                    Gate     *gate)
{
  if (toast == gate->shown)
    {
      /* unmapped, libadwaita skips its animations: only a show not yet skipped to its end (in
       * the unmap's own emission) is waited for, not the time */
      guint left = gtk_widget_get_mapped (GTK_WIDGET (gate->overlay)) ? time_left_ms (gate, g_get_monotonic_time ()) : 0;

      if ((left > 0 || gate->showing) && !gate->gone)
        {
          g_signal_stop_emission_by_name (toast, "dismissed");
          gate->held = TRUE;
          if (left > 0 && gate->dismiss_id == 0)
            gate->dismiss_id = g_timeout_add (left, dismiss_later_cb, gate);
          return;
        }
      g_signal_handlers_disconnect_by_func (toast, toast_dismissed_cb, gate);
      g_clear_weak_pointer (&gate->shown);
      g_clear_handle_id (&gate->dismiss_id, g_source_remove);
      gate->held = FALSE;
      /* never at once: this may run inside the overlay's dispose */
      if (!g_queue_is_empty (&gate->waiting))
        gate_schedule (gate, 50);
    }
  else
    {
      g_signal_handlers_disconnect_by_func (toast, toast_dismissed_cb, gate);
      if (g_queue_remove (&gate->waiting, toast))
        g_object_unref (toast);
    }
}

/* Every AdwAnimation's ::done, before its handlers: the show of the toast a gate added is
 * over once the animation libadwaita 1.2 shows it with (on the overlay, from 0 to 1; the hide
 * goes from 1 to 0) is done, by its last frame or skipped (unmapped, animations off). Runs
 * inside libadwaita's tick or unmap: the held-back dismissal and the queue move on later. */
static gboolean
animation_done_hook (GSignalInvocationHint *hint,
                     guint                  n_values,
                     const GValue          *values,
                     gpointer               user_data)
{
  GObject *animation = g_value_get_object (&values[0]);
  GtkWidget *widget;
  Gate *gate;
  guint left;

  if (!ADW_IS_TIMED_ANIMATION (animation))
    return TRUE;
  widget = adw_animation_get_widget (ADW_ANIMATION (animation));
  if (!ADW_IS_TOAST_OVERLAY (widget)
      || adw_timed_animation_get_value_from (ADW_TIMED_ANIMATION (animation)) != 0.0
      || adw_timed_animation_get_value_to (ADW_TIMED_ANIMATION (animation)) != 1.0)
    return TRUE;
  gate = g_object_get_data (G_OBJECT (widget), "herald-toast-gate");
  if (gate == NULL || !gate->showing)
    return TRUE;

  gate->showing = FALSE;
  if (gate->gone || gate->shown == NULL)
    return TRUE;
  left = gtk_widget_get_mapped (widget) ? time_left_ms (gate, g_get_monotonic_time ()) : 0;
  if (gate->held && gate->dismiss_id == 0)
    gate->dismiss_id = g_timeout_add (left, dismiss_later_cb, gate);
  if (!g_queue_is_empty (&gate->waiting))
    gate_schedule (gate, left);
  return TRUE;
}

static gboolean
gate_pump_cb (gpointer user_data)
{
  Gate *gate = user_data;
  gint64 now = g_get_monotonic_time ();
  AdwToast *toast;

  gate->pump_id = 0;
  if (gate->gone || g_queue_is_empty (&gate->waiting))
    return G_SOURCE_REMOVE;

  if (gate->shown != NULL)
    {
      guint left = time_left_ms (gate, now);

      if (g_object_get_data (G_OBJECT (gate->shown), "herald-toast-keep") != NULL)
        return G_SOURCE_REMOVE;  /* its ::dismissed pumps again */
      if (left > 0)
        {
          gate_schedule (gate, left);
          return G_SOURCE_REMOVE;
        }
      if (gate->showing)
        return G_SOURCE_REMOVE;  /* animation_done_hook () pumps again */
      adw_toast_dismiss (gate->shown);
      gate_schedule (gate, 50);
      return G_SOURCE_REMOVE;
    }

  if (!overlay_is_idle (gate->overlay))
    {
      gate_schedule (gate, 50);
      return G_SOURCE_REMOVE;
    }

  toast = g_queue_pop_head (&gate->waiting);
  g_set_weak_pointer (&gate->shown, toast);
  gate->shown_at = now;
  gate->held = FALSE;
  /* before the adding: a show skipped at once (unmapped, animations off) is done in it */
  gate->showing = TRUE;
  /* the gate's handler stays connected: it is disconnected on ::dismissed */
  adw_toast_overlay_add_toast (gate->overlay, toast);
  if (!g_queue_is_empty (&gate->waiting))
    gate_schedule (gate, HERALD_TOAST_GATE_SHOW_MS);
  return G_SOURCE_REMOVE;
}

static void
gate_schedule (Gate  *gate,
               guint  ms)
{
  g_clear_handle_id (&gate->pump_id, g_source_remove);
  gate->pump_id = g_timeout_add (ms, gate_pump_cb, gate);
}

static void
overlay_destroy_cb (AdwToastOverlay *overlay,
                    Gate            *gate)
{
  gate->gone = TRUE;
  g_clear_handle_id (&gate->pump_id, g_source_remove);
  g_clear_handle_id (&gate->dismiss_id, g_source_remove);
}

static Gate *
gate_of (AdwToastOverlay *overlay)
{
  static gsize hooked = 0;
  Gate *gate = g_object_get_data (G_OBJECT (overlay), "herald-toast-gate");

  if (gate != NULL)
    return gate;

  if (g_once_init_enter (&hooked))
    {
      /* the class made, for its signal; kept for good as the hook */
      gpointer klass = g_type_class_ref (ADW_TYPE_ANIMATION);

      g_signal_add_emission_hook (g_signal_lookup ("done", ADW_TYPE_ANIMATION), 0,
                                  animation_done_hook, NULL, NULL);
      g_once_init_leave (&hooked, GPOINTER_TO_SIZE (klass));
    }

  gate = g_new0 (Gate, 1);
  gate->overlay = overlay;
  g_queue_init (&gate->waiting);
  g_object_set_data_full (G_OBJECT (overlay), "herald-toast-gate", gate, gate_free);
  g_signal_connect (overlay, "destroy", G_CALLBACK (overlay_destroy_cb), gate);
  return gate;
}

/**
 * herald_toast_gate_add:
 * @overlay: the overlay to show @toast in
 * @toast: (transfer full): a toast never added to an overlay
 *
 * Shows @toast in @overlay as soon as libadwaita 1.2 can do it safely: at once when the
 * overlay shows no toast, else after the toast on screen (dismissed by the gate once its show
 * animation is over, unless kept with herald_toast_gate_keep ()) and the toasts waiting
 * before it are gone. A toast dismissed while it waits (herald_toast_gate_dismiss ()) is
 * dropped. Use it instead of adw_toast_overlay_add_toast () for every toast of @overlay.
 */
void
herald_toast_gate_add (AdwToastOverlay *overlay,
                       AdwToast        *toast)
{
  Gate *gate;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  gate = gate_of (overlay);
  if (gate->gone)
    {
      g_object_unref (toast);
      return;
    }
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), gate);
  g_queue_push_tail (&gate->waiting, toast);
  if (gate->shown == NULL && overlay_is_idle (overlay) && g_queue_get_length (&gate->waiting) == 1)
    gate_pump_cb (gate);
  else if (gate->pump_id == 0)
    gate_schedule (gate, 50);
}

/**
 * herald_toast_gate_dismiss:
 * @overlay: the overlay @toast was given to
 * @toast: a toast given to herald_toast_gate_add ()
 *
 * Dismisses @toast, also while it waits in the gate: libadwaita 1.2's adw_toast_dismiss ()
 * does nothing for a toast not yet added to an overlay, and a step's toast dismissed by the
 * next step while it waited came on screen later, said a step of before and stayed (fix43,
 * test-toast-cards). A waiting toast is dropped, its ::dismissed emitted at once; one added
 * is dismissed as adw_toast_dismiss () does (held back until its show is over).
 */
void
herald_toast_gate_dismiss (AdwToastOverlay *overlay,
                           AdwToast        *toast)
{
  Gate *gate;

  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));
  g_return_if_fail (ADW_IS_TOAST (toast));

  gate = g_object_get_data (G_OBJECT (overlay), "herald-toast-gate");
  if (gate != NULL && g_queue_find (&gate->waiting, toast) != NULL)
    {
      /* the gate's handler drops its reference: the emission ends on a live toast */
      g_autoptr(AdwToast) dropped = g_object_ref (toast);

      g_signal_emit_by_name (toast, "dismissed");
      return;
    }
  adw_toast_dismiss (toast);
}

/**
 * herald_toast_gate_keep:
 * @toast: a toast for herald_toast_gate_add ()
 *
 * Marks @toast as one that stays its whole time on screen: toasts added after it wait until
 * it is dismissed (its timeout, its buttons, Escape).
 */
void
herald_toast_gate_keep (AdwToast *toast)
{
  g_object_set_data (G_OBJECT (toast), "herald-toast-keep", GINT_TO_POINTER (TRUE));
}

/**
 * herald_toast_gate_get_shown:
 * @overlay: an overlay
 *
 * Returns: (transfer none) (nullable): the toast the gate added to @overlay and that is not
 *   dismissed yet
 */
AdwToast *
herald_toast_gate_get_shown (AdwToastOverlay *overlay)
{
  Gate *gate = g_object_get_data (G_OBJECT (overlay), "herald-toast-gate");

  return gate != NULL ? gate->shown : NULL;
}

/**
 * herald_toast_gate_is_idle:
 * @overlay: an overlay
 *
 * Returns: whether @overlay shows no toast (none on screen, none hiding) and none waits
 */
gboolean
herald_toast_gate_is_idle (AdwToastOverlay *overlay)
{
  Gate *gate = g_object_get_data (G_OBJECT (overlay), "herald-toast-gate");

  return overlay_is_idle (overlay) && (gate == NULL || (gate->shown == NULL && g_queue_is_empty (&gate->waiting)));
}
