/* herald-a11y-focus.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "herald-a11y.h"
#include "herald-a11y-private.h"

/* a window whose lost focus is to be found again once it is active (restore_focus_cb ()) */
#define RESTORE_KEY "herald-a11y-restore-focus"
/* a window whose lost focus is to be found again at the next idle (restore_focus_later ()) */
#define RESTORING_KEY "herald-a11y-restoring-focus"

/* Focus that is not lost: a button that goes insensitive or away while it has the focus
 * (Roll after the roll, a knight slot's "+" once the knight is recruited) leaves the window
 * without focus, and the next Tab starts again from the top (24 Tabs back to the card). The
 * focus goes instead to the first control that can take it in the nearest container around
 * the lost one: the recruited knight, the next button of the turn. */

#define LAST_FOCUS_KEY "herald-a11y-last-focus"

/* how often the focus moved in a window, whether another window was active while it was not,
 * and how often the focus had moved when it came back (herald_a11y_focus_window_activated ()) */
#define FOCUS_MOVES_KEY "herald-a11y-focus-moves"
#define LEFT_KEY "herald-a11y-focus-left"
#define MOVES_AT_RETURN_KEY "herald-a11y-focus-moves-at-return"
/* a window made inactive, whether by another window or by a popover's grab */
#define INACTIVE_KEY "herald-a11y-focus-inactive"

/* how long after a window came back the focus is told again, if nothing moved it meanwhile */
#define RETELL_MS 150

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

#define GOING_KEY "herald-a11y-window-going"

/**
 * herald_a11y_window_going:
 * @window: a window just hidden, to be destroyed a moment later
 *
 * A decision dialog a step closes is hidden in the step and destroyed once the main loop is
 * idle (herald_window_close_stale_decision ()). Until then it is still one of GTK's
 * toplevels, and the window manager may not have told it inactive yet; the screen reader's
 * helpers pass over it as over a window destroyed (herald_a11y_window_is_going ()).
 */
void
herald_a11y_window_going (GtkWindow *window)
{
  g_object_set_data (G_OBJECT (window), GOING_KEY, GINT_TO_POINTER (TRUE));
}

/**
 * herald_a11y_window_is_going:
 * @window: a window
 *
 * Returns: whether @window is hidden to be destroyed (herald_a11y_window_going ())
 */
gboolean
herald_a11y_window_is_going (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), GOING_KEY) != NULL;
}

/* Whether a window of the application other than @window is the active one (without a
 * window manager none is); not one going (herald_a11y_window_going ()) */
static gboolean
other_window_active (GtkWindow *window)
{
  g_autoptr(GList) windows = gtk_window_list_toplevels ();

  for (GList *l = windows; l != NULL; l = l->next)
    if (l->data != window && !herald_a11y_window_is_going (l->data) && gtk_window_is_active (l->data))
      return TRUE;

  return FALSE;
}

static void
restore_focus_cb (gpointer user_data)
{
  g_autoptr(GtkWindow) window = g_weak_ref_get (user_data);
  g_autoptr(GtkWidget) last = NULL;
  GWeakRef *ref;

  weak_ref_free (user_data);
  if (window != NULL)
    g_object_set_data (G_OBJECT (window), RESTORING_KEY, NULL);
  if (window == NULL || gtk_window_get_focus (window) != NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return;
  /* Not while another window (a dialog) is active: a focus moved in the window behind is told
   * to the screen reader all the same, which followed it there and let the dialog in front
   * open silently (the hand limit's privacy step, as the table's "Ben Puts a Card Back…"
   * went away under a dialog; issue 11). The focus is found again when the window is
   * active again (herald_a11y_focus_window_activated ()). */
  if (!gtk_window_is_active (window) && other_window_active (window))
    {
      g_object_set_data (G_OBJECT (window), RESTORE_KEY, GINT_TO_POINTER (TRUE));
      return;
    }
  g_object_set_data (G_OBJECT (window), RESTORE_KEY, NULL);

  ref = g_object_get_data (G_OBJECT (window), LAST_FOCUS_KEY);
  last = ref != NULL ? g_weak_ref_get (ref) : NULL;
  if (last == NULL || gtk_widget_get_root (last) != GTK_ROOT (window))
    return;

  /* still there (the menu button whose menu item did the step): back to it */
  if (gtk_widget_get_mapped (last) && gtk_widget_is_sensitive (last) && gtk_widget_grab_focus (last))
    return;

  for (GtkWidget *up = gtk_widget_get_parent (last); up != NULL && up != GTK_WIDGET (window);
       up = gtk_widget_get_parent (up))
    if (gtk_widget_get_mapped (up) && gtk_widget_child_focus (up, GTK_DIR_TAB_FORWARD))
      return;
}

static void
restore_focus_later (GtkWindow *window)
{
  GWeakRef *window_ref = g_new0 (GWeakRef, 1);

  g_weak_ref_init (window_ref, window);
  g_object_set_data (G_OBJECT (window), RESTORING_KEY, GINT_TO_POINTER (TRUE));
  g_idle_add_once (restore_focus_cb, window_ref);
}

/**
 * herald_a11y_focus_restoring:
 * @window: a window
 *
 * Whether the focus @window lost to nothing is still to be found again (restore_focus_later ()):
 * its idle waits behind the frames of a page coming in on a loaded machine, the focus nowhere
 * meanwhile.
 *
 * Returns: %TRUE while it is
 */
gboolean
herald_a11y_focus_restoring (GtkWindow *window)
{
  return g_object_get_data (G_OBJECT (window), RESTORING_KEY) != NULL;
}

/**
 * herald_a11y_focus_keep:
 * @window: a window whose focus widget changed (GtkWindow::notify::focus-widget)
 *
 * Remembers the control that has the focus in @window; when none has it any more, the focus
 * goes, once the step that took it away has updated the window, to the remembered control if
 * it can still take it, else to the first control that can in the nearest container around it.
 */
void
herald_a11y_focus_keep (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);

  g_object_set_data (G_OBJECT (window), FOCUS_MOVES_KEY,
                     GUINT_TO_POINTER (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), FOCUS_MOVES_KEY)) + 1));
  if (focus != NULL)
    {
      GWeakRef *ref = g_object_get_data (G_OBJECT (window), LAST_FOCUS_KEY);
      GtkWidget *popover = gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER);

      /* an item of a menu goes with the menu: the button that opened it is where the
       * focus comes back to (a knight's Activate) */
      if (popover != NULL && gtk_widget_get_parent (popover) != NULL)
        focus = gtk_widget_get_parent (popover);

      if (ref == NULL)
        {
          ref = g_new0 (GWeakRef, 1);
          g_weak_ref_init (ref, NULL);
          g_object_set_data_full (G_OBJECT (window), LAST_FOCUS_KEY, ref, weak_ref_free);
        }
      g_weak_ref_set (ref, focus);
    }
  else
    /* after the step that took the focus away has finished updating the window */
    restore_focus_later (window);
}

/**
 * herald_a11y_focus_is_on:
 * @widget: a widget
 *
 * Whether a screen reader may still be on @widget: it has the focus, or it had it last and
 * lost it to nothing (turned off by the step it made: End Turn once the turn ended), the
 * focus not yet given to another control.
 *
 * Returns: %TRUE when it is
 */
gboolean
herald_a11y_focus_is_on (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GWeakRef *ref;
  g_autoptr(GtkWidget) last = NULL;

  if (root == NULL)
    return FALSE;
  if (gtk_root_get_focus (root) == widget)
    return TRUE;
  if (gtk_root_get_focus (root) != NULL)
    return FALSE;
  ref = g_object_get_data (G_OBJECT (root), LAST_FOCUS_KEY);
  last = ref != NULL ? g_weak_ref_get (ref) : NULL;
  return last == widget;
}

static guint
focus_moves (GtkWindow *window)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), FOCUS_MOVES_KEY));
}

/* The window came back and nothing has moved its focus since: the focus is taken off its
 * control and given back, so the screen reader is told where it is */
static void
retell_focus_cb (gpointer user_data)
{
  g_autoptr(GtkWindow) window = g_weak_ref_get (user_data);
  g_autoptr(GtkWidget) focus = NULL;

  weak_ref_free (user_data);
  if (window == NULL || !gtk_window_is_active (window) || !gtk_widget_get_mapped (GTK_WIDGET (window)) ||
      focus_moves (window) != GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (window), MOVES_AT_RETURN_KEY)))
    return;
  focus = gtk_window_get_focus (window);
  if (focus == NULL)
    return;
  g_object_ref (focus);
  gtk_window_set_focus (window, NULL);
  if (!gtk_widget_grab_focus (focus))
    herald_a11y_focus_keep (window);
}

/* Whether the focus of @window is in a popover, or on a menu button whose popover shows */
static gboolean
popover_open (GtkWindow *window)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *button;

  if (focus == NULL)
    return FALSE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return TRUE;
  button = GTK_IS_MENU_BUTTON (focus) ? focus : gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON);
  return button != NULL && gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)) != NULL
         && gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button))));
}

/**
 * herald_a11y_focus_window_activated:
 * @window: a window that became active or inactive (GtkWindow::notify::is-active)
 *
 * Finds the focus @window lost while another window was active, now that it is active.
 *
 * When @window comes back with the focus where it was left (Correct Pieces corrected or
 * cancelled, the focus on the points button behind it; moved there while the dialog was
 * active, it was not heard either), GTK tells the screen reader nothing as the window comes
 * back: Orca said "Herald frame", never where the focus was, and
 * no toast of the step after it (a toast is said as a change of the focused control, which
 * Orca no longer followed; newcomer report 15, N15-12). The focus is then taken off and given
 * back once the window is active, unless something moved it since (the turn's next step
 * after a dialog), which the screen reader hears as the focus coming there.
 */
void
herald_a11y_focus_window_activated (GtkWindow *window)
{
  GWeakRef *ref;
  gboolean grabbed;

  if (!gtk_window_is_active (window))
    {
      g_object_set_data (G_OBJECT (window), INACTIVE_KEY, GINT_TO_POINTER (TRUE));
      return;
    }
  grabbed = g_object_get_data (G_OBJECT (window), INACTIVE_KEY) != NULL;
  g_object_set_data (G_OBJECT (window), INACTIVE_KEY, NULL);
  if (g_object_get_data (G_OBJECT (window), RESTORE_KEY) != NULL)
    restore_focus_later (window);

  /* the windows behind this one are left for it; a popover's grab, which makes the window
   * inactive for a moment as the popover opens and closes, is no other window (the focus
   * told again there made Orca say "Herald frame" as a knight's menu opened) */
  {
    g_autoptr(GList) windows = gtk_window_list_toplevels ();

    for (GList *l = windows; l != NULL; l = l->next)
      if (l->data != window && !herald_a11y_window_is_going (l->data) && !gtk_window_is_active (l->data))
        g_object_set_data (G_OBJECT (l->data), LEFT_KEY, GINT_TO_POINTER (TRUE));
  }
  /* a window never left (a dialog as it opens) has its focus told as it comes; but a
   * window inactive only for a popover's grab, back as the popover closed, has it told
   * again: Orca said "Herald frame" as a knight's menu closed on Activate, never the knight,
   * and the step's toast, said as a change of the knight, was lost (newcomer report 22,
   * N22-11). Not as the popover opens (the focus in it, or on the button whose popover
   * shows). */
  if (g_object_get_data (G_OBJECT (window), LEFT_KEY) == NULL && !(grabbed && !popover_open (window)))
    return;
  g_object_set_data (G_OBJECT (window), LEFT_KEY, NULL);
  g_object_set_data (G_OBJECT (window), MOVES_AT_RETURN_KEY, GUINT_TO_POINTER (focus_moves (window)));
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, window);
  g_timeout_add_once (RETELL_MS, retell_focus_cb, ref);
}

/**
 * herald_a11y_focus_retell:
 * @window: a window shown again (hidden on close, presented once more), its focus where it
 *   was left
 *
 * Tells the screen reader the focus of @window again, a moment after it shows, unless
 * something moves it meanwhile. GTK 4.8 does not tell a window shown again that it is active
 * (its is-active was never unset as it hid), so neither the window nor its focus was said:
 * the Rules Reference opened a second time, by F1 or the main menu, was silent (newcomer
 * report 16).
 */
void
herald_a11y_focus_retell (GtkWindow *window)
{
  GWeakRef *ref;

  g_object_set_data (G_OBJECT (window), MOVES_AT_RETURN_KEY, GUINT_TO_POINTER (focus_moves (window)));
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, window);
  g_timeout_add_once (RETELL_MS, retell_focus_cb, ref);
}

/* The focus ring follows the keyboard (newcomer report 18, N18-3, N18-4): GTK 4.8 shows it
 * only after Tab or an arrow key in that window, so a player at the keyboard saw none on the
 * control Herald gave the focus to (Settlement Placed after Space, Roll after End Turn, the
 * first button of a dialog opened by a key) until they pressed Tab, while the current
 * player's card frame looked like one. While the last input of the application was a key
 * (not a modifier alone), a window whose focus moves, or that opens, shows its ring; a click
 * or a tap puts it back to GTK's way (no ring after a pointer). */
static gboolean keyboard_last = FALSE;

static void
ring_show_cb (gpointer data)
{
  GtkWindow *window = data;

  if (keyboard_last && gtk_window_get_focus (window) != NULL && !gtk_window_get_focus_visible (window))
    gtk_window_set_focus_visible (window, TRUE);
  g_object_unref (window);
}

/* once idle: GTK 4.8 turns the ring off again as it handles the key's release, after the
 * step the key took has moved the focus */
static void
ring_show_later (GtkWindow *window)
{
  if (keyboard_last)
    g_idle_add_once (ring_show_cb, g_object_ref (window));
}

/* GTK 4.8 turned the ring off by itself while the keyboard was in use, the focus staying
 * where it was: as a toast went (a step's, a refusal's), the control with the focus showed no
 * ring until the next arrow key (tester report 28, N28-10: "0 cards" on the Players page, a
 * dialog's answer). While the last input was a key, it comes back (once idle). */
static void
ring_hidden_cb (GtkWindow *window)
{
  if (!gtk_window_get_focus_visible (window))
    ring_show_later (window);
}

static gboolean
ring_key_cb (GtkEventControllerKey *keys,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             GtkWindow             *window)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (keys));

  if (event == NULL || !gdk_key_event_is_modifier (event))
    keyboard_last = TRUE;
  return FALSE;
}

static void
ring_released_cb (GtkEventControllerKey *keys,
                  guint                  keyval,
                  guint                  keycode,
                  GdkModifierType        state,
                  GtkWindow             *window)
{
  ring_show_later (window);
}

static void
ring_click_cb (GtkGestureClick *click,
               int              n_press,
               double           x,
               double           y,
               gpointer         data)
{
  keyboard_last = FALSE;
}

/**
 * herald_a11y_focus_ring_from_keys:
 *
 * Takes the last input to have been a key, until the next click or tap: a game opened by
 * `herald FILE`, typed in a terminal, showed its focus (Roll, End Turn, a decision's Later)
 * without a ring until a key was pressed in Herald (tester report 38, N38-4).
 */
void
herald_a11y_focus_ring_from_keys (void)
{
  keyboard_last = TRUE;
}

/**
 * herald_a11y_focus_ring_watch:
 * @window: a window, once (herald-a11y.c's watch_focus ())
 *
 * Shows @window's focus ring where the focus moves while the keyboard is in use (above).
 */
void
herald_a11y_focus_ring_watch (GtkWindow *window)
{
  /* the window's own key controller of the capture phase when it has one (Herald's window:
   * herald_window_watch_step_keys ()), its handlers first as when the ring's was a
   * controller added after it (a key they hold back is not seen here either): one event
   * controller less on the window, which every focus change asks (docs/performance.md,
   * twenty-ninth round) */
  GtkEventController *keys = g_object_get_data (G_OBJECT (window), "herald-capture-keys");
  GtkGesture *click = gtk_gesture_click_new ();

  if (keys == NULL || gtk_event_controller_get_propagation_phase (keys) != GTK_PHASE_CAPTURE)
    {
      keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
    }
  g_signal_connect (keys, "key-pressed", G_CALLBACK (ring_key_cb), window);
  g_signal_connect (keys, "key-released", G_CALLBACK (ring_released_cb), window);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (ring_click_cb), NULL);
  gtk_widget_add_controller (GTK_WIDGET (window), GTK_EVENT_CONTROLLER (click));
  g_signal_connect_after (window, "notify::focus-widget", G_CALLBACK (ring_show_later), NULL);
  g_signal_connect_after (window, "notify::is-active", G_CALLBACK (ring_show_later), NULL);
  g_signal_connect_after (window, "map", G_CALLBACK (ring_show_later), NULL);
  g_signal_connect_after (window, "notify::focus-visible", G_CALLBACK (ring_hidden_cb), NULL);
}
