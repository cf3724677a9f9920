/* herald-window-present.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#ifdef HERALD_HAVE_EPOXY
#include <epoxy/gl.h>
#endif

#include "herald-a11y.h"
#include "herald-attack-dialog.h"
#include "herald-dialog-util.h"
#include "herald-window-private.h"

/* How the window shows its dialogs: one at a time (self->dialog), then whatever is queued
 * (self->interactions, then a decision the game waits for), each presented after the frame
 * that shows what brought it, and dropped with the game it was made for.
 *
 * A roll's dialogs (the check-in, the attack's result) open after the window's frame that
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

/* The window's own frames (a roll's) are drawn by GTK's GL renderer on a GPU, by cairo where
 * GL is software (below); every other surface of Herald (its dialogs, popovers, menus and
 * tooltips) by cairo, unless GSK_RENDERER names a renderer. Each is a surface of its own: under
 * GL it had a GL context of its own, for which software GL (llvmpipe) compiled the renderer's
 * shaders anew, every time (49 LLVM compiles in a dialog's first frame: 41–75 ms of the main
 * thread, docs/performance.md, fortieth round; a knight's menu is made again as its steps
 * change, and its first showing compiled them again). They are small, still and drawn a few
 * times: cairo draws their first frame in a fraction of that, and asks a GPU's driver for no
 * context. GTK picks a surface's renderer as it is realized, asking the display's
 * "gsk-renderer" first (the way GTK's inspector gives its own window another renderer):
 * cleared while a window realizes, cairo after it (forty-first round).
 *
 * Software GL (Mesa's llvmpipe, softpipe, swrast: a machine without a GPU's driver, a virtual
 * machine, Xvfb) draws the whole window at every frame, GDK's X11 GL offering no buffer age,
 * on the CPU; cairo draws only what a frame changed (a roll's about a third of the window):
 * a roll's frame costs cairo about 11 ms of CPU against GL's 26–31 ms, and half the wall clock
 * (docs/performance.md, forty-second round, "a roll's frame"). There the window is drawn by
 * cairo too; GL's renderer is asked once a display, with a context of GDK's made for that. */

static const char *gl_renderer_for_test;

/**
 * herald_gl_renderer_is_software:
 * @renderer: (nullable): a GL context's `GL_RENDERER` string
 *
 * Whether @renderer names a rasterizer that runs on the CPU: Mesa's llvmpipe, softpipe or
 * swrast ("Software Rasterizer"), or Microsoft's GDI Generic. %FALSE for %NULL.
 *
 * Returns: %TRUE for software GL
 */
gboolean
herald_gl_renderer_is_software (const char *renderer)
{
  static const char *const software[] = { "llvmpipe", "softpipe", "swrast", "Software Rasterizer",
                                          "GDI Generic" };

  if (renderer == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (software); i++)
    if (strstr (renderer, software[i]) != NULL)
      return TRUE;
  return FALSE;
}

/**
 * herald_window_set_gl_renderer_for_test:
 * @renderer: (nullable): the `GL_RENDERER` string to believe, or %NULL to ask GL
 *
 * For the tests: the GL renderer the next window realized finds, as a GPU's driver would name
 * it; the default display asks again.
 */
void
herald_window_set_gl_renderer_for_test (const char *renderer)
{
  gl_renderer_for_test = renderer;
  g_object_set_data (G_OBJECT (gdk_display_get_default ()), "herald-gl-software", NULL);
}

/* Whether @display's GL is software, asked once a display: a GL context of GDK's made,
 * current for GL_RENDERER, dropped; %FALSE where GDK has no GL (GTK then draws with cairo
 * anyway) */
static gboolean
display_gl_is_software (GdkDisplay *display)
{
  gpointer known = g_object_get_data (G_OBJECT (display), "herald-gl-software");
  gboolean software = FALSE;

  if (known != NULL)
    return GPOINTER_TO_INT (known) == 2;
  if (gl_renderer_for_test != NULL)
    software = herald_gl_renderer_is_software (gl_renderer_for_test);
#ifdef HERALD_HAVE_EPOXY
  else
    {
      g_autoptr(GdkGLContext) context = NULL;
      g_autoptr(GError) error = NULL;
      gint64 t0 = g_get_monotonic_time ();

      if (gdk_display_prepare_gl (display, &error)
          && (context = gdk_display_create_gl_context (display, &error)) != NULL
          && gdk_gl_context_realize (context, &error))
        {
          gdk_gl_context_make_current (context);
          software = herald_gl_renderer_is_software ((const char *) glGetString (GL_RENDERER));
          g_debug ("GL renderer %s: the window drawn by %s (asked in %.1f ms)",
                   glGetString (GL_RENDERER), software ? "cairo" : "GL",
                   (g_get_monotonic_time () - t0) / 1000.0);
          gdk_gl_context_clear_current ();
        }
      else
        g_debug ("no GL context to ask: %s", error ? error->message : "?");
    }
#endif
  g_object_set_data (G_OBJECT (display), "herald-gl-software", GINT_TO_POINTER (software ? 2 : 1));
  return software;
}

static void
realize_on_gl (GtkWidget *widget)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GtkWidgetClass *parent = g_type_class_peek (ADW_TYPE_APPLICATION_WINDOW);
  gboolean chosen = g_getenv ("GSK_RENDERER") != NULL;

  if (!chosen)
    g_object_set_data (G_OBJECT (display), "gsk-renderer",
                       display_gl_is_software (display) ? (gpointer) "cairo" : NULL);
  parent->realize (widget);
  if (!chosen)
    g_object_set_data (G_OBJECT (display), "gsk-renderer", (gpointer) "cairo");
}

/**
 * herald_window_class_add_renderer:
 * @widget_class: #HeraldWindow's class
 *
 * A window realized on GTK's own choice of renderer (GL where it can) unless GL is software
 * (then on cairo), every surface realized after it on cairo (realize_on_gl ()); GSK_RENDERER,
 * when set, chooses for all.
 */
void
herald_window_class_add_renderer (GtkWidgetClass *widget_class)
{
  widget_class->realize = realize_on_gl;
}

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
        {
          herald_session_wait_written (deferred->session);
          gtk_window_present (dialog);
        }
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
      /* what the dialog is about is on disk before it shows (the window's frames wait so) */
      herald_session_wait_written (self->session);
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

/**
 * herald_window_mark_decision:
 *
 * The dialog just shown asks for a decision the game waits for (a pending decision): it
 * belongs to the game as it is now, and closes when the log changes under it.
 */
void
herald_window_mark_decision (HeraldWindow *self)
{
  GListModel *pending = herald_session_get_pending (self->session);

  self->decision_dialog = self->dialog;
  g_clear_object (&self->decision_item);
  if (g_list_model_get_n_items (pending) > 0)
    self->decision_item = g_list_model_get_item (pending, 0);
  herald_window_update_decision (self);
}

static gboolean
destroy_hidden_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* The decision of the open dialog left the session's pending list (an undo took it away,
 * another game was opened), or is no longer the first owed (an undo put one before it: Ctrl+Z
 * in Ben's deck choice took Anna's, owed first, back, and Ben's stayed open, its answers
 * refused; break58-6): close the dialog; if a decision is still owed it is asked again.
 * The dialog is hidden at once, as gtk_window_destroy () does first, and destroyed as soon
 * as the main loop is idle, before the next frame: the rest of its destruction (its widgets
 * unrealized and disposed, 1.4 M instructions) ran inside the step that took the decision
 * away (issue 14, docs/performance.md, thirty-first round). Meanwhile it is only hidden,
 * and the screen reader's helpers pass over it as over a window destroyed
 * (herald_a11y_window_going ()). */
void
herald_window_close_stale_decision (HeraldWindow *self)
{
  GtkWindow *dialog;
  guint position;

  /* a decision dialog that is answering has left self->dialog already */
  if (self->dialog == NULL || self->dialog != self->decision_dialog)
    return;
  if (self->session != NULL && self->decision_item != NULL &&
      g_list_store_find (G_LIST_STORE (herald_session_get_pending (self->session)), self->decision_item, &position) &&
      position == 0)
    return;

  dialog = g_steal_pointer (&self->dialog);
  self->decision_dialog = NULL;
  g_clear_object (&self->decision_item);
  g_signal_handlers_disconnect_by_data (dialog, self);
  herald_a11y_window_going (dialog);
  gtk_widget_set_visible (GTK_WIDGET (dialog), FALSE);
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, destroy_hidden_cb, g_object_ref (dialog), g_object_unref);
}

/* An answered dialog stays on the screen until the next one is the active window: closed at
 * once, it gave the focus back to the window for the moment before the next one opened (the
 * check-in, then the attack's result; the result, then the city given up), and Orca said
 * "Herald frame." between them (tester report 44). So the window manager hands the focus from
 * one dialog to the next. The dialog answered is going for the screen reader's helpers
 * (herald_a11y_window_going ()), is no longer the window's open one (dialog_destroyed_cb () has
 * run for it), and answers nothing more (dialog_answered_cb ()); it is destroyed as the next
 * one becomes active, as the window finds none to show (interaction_idle_cb ()), or after
 * ANSWERED_AT_MOST_MS whatever comes. */
#define ANSWERED_KEY "herald-window-answered"
#define RESPONDED_KEY "herald-window-responded"
#define NEXT_WATCHED_KEY "herald-window-next-watched"
#define GONE_KEY "herald-window-answered-gone"
#define ANSWERED_AT_MOST_MS 1500

#define ANSWERED_TIMEOUT_KEY "herald-window-answered-timeout"

static void
answered_go (GtkWindow *dialog)
{
  g_debug ("answered dialog %p goes", dialog);
  gtk_window_destroy (dialog);
}

static gboolean
answered_timeout_cb (gpointer data)
{
  g_object_steal_data (G_OBJECT (data), ANSWERED_TIMEOUT_KEY);
  answered_go (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
answered_destroyed_cb (GtkWindow *dialog)
{
  guint timeout_id = GPOINTER_TO_UINT (g_object_steal_data (G_OBJECT (dialog), ANSWERED_TIMEOUT_KEY));

  if (timeout_id != 0)
    g_source_remove (timeout_id);
}

/* The dialogs answered over @self go, if the window has no other open or that one is active */
static void
let_answered_go (HeraldWindow *self)
{
  g_autoptr(GList) windows = NULL;

  if (self->dialog != NULL && !gtk_window_is_active (self->dialog))
    return;
  windows = gtk_window_list_toplevels ();
  for (GList *l = windows; l != NULL; l = l->next)
    if (g_object_get_data (l->data, ANSWERED_KEY) != NULL &&
        gtk_window_get_transient_for (l->data) == GTK_WINDOW (self))
      answered_go (l->data);
}

static void
next_active_cb (HeraldWindow *self,
                GParamSpec   *pspec,
                GtkWindow    *next)
{
  if (gtk_window_is_active (next) && self->dialog == next)
    let_answered_go (self);
}

static void
interaction_idle_cb (gpointer user_data)
{
  HeraldWindow *self = user_data;

  self->interaction_idle_id = 0;
  self->answering = FALSE;
  herald_window_process_interactions (self);
  /* the answered dialog goes as the next one becomes active, or now if none opens */
  if (self->dialog != NULL && g_object_get_data (G_OBJECT (self->dialog), NEXT_WATCHED_KEY) == NULL)
    {
      g_object_set_data (G_OBJECT (self->dialog), NEXT_WATCHED_KEY, GINT_TO_POINTER (TRUE));
      g_signal_connect_object (self->dialog, "notify::is-active", G_CALLBACK (next_active_cb), self, G_CONNECT_SWAPPED);
    }
  let_answered_go (self);
  if (self->dialog == NULL)
    {
      herald_window_restore_focus (self);
      herald_window_focus_page (self);
    }
}

/* What is owed (a queued dialog, a pending decision) is asked once the main loop is idle:
 * after the dialogs of the step that ran were queued */
void
herald_window_ask_when_idle (HeraldWindow *self)
{
  if (self->interaction_idle_id == 0)
    self->interaction_idle_id = g_idle_add_once (interaction_idle_cb, self);
}

static void
dialog_destroyed_cb (HeraldWindow *self,
                     GtkWindow    *dialog)
{
  g_debug ("dialog %p destroyed (current %p)", dialog, self->dialog);
  if (self->dialog == dialog)
    self->dialog = NULL;
  /* no tooltip pops up under a pointer that answered it and stays (smoke60-1: Later, and
   * Enter Dice's tooltip over the Alchemist) */
  herald_tooltip_hold_after_dialog (GTK_WIDGET (self));
  if (self->decision_dialog == dialog)
    {
      self->decision_dialog = NULL;
      g_clear_object (&self->decision_item);
      if (self->session != NULL)
        herald_window_update_decision (self);
    }

  /* the window is going: nothing more to ask */
  if (self->session == NULL)
    return;

  /* on a phone's Table page the roll's result and the focus come back in view as the focus
   * comes back (herald_window_restore_focus ()): after a landing's check-in, its result and
   * a city choice the column was scrolled to End Turn, the dice and the sentence above the
   * fold (lead's note 30) */
  if (self->dialog == NULL && self->view_stack != NULL &&
      g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "table") == 0)
    herald_window_keep_roll_in_view (self);
  herald_window_ask_when_idle (self);
}

static void
dialog_answered_cb (HeraldWindow *self,
                    const char   *response,
                    GtkWindow    *dialog)
{
  /* an answered dialog on the screen until the next one is active (let_answered_go ()) is
   * answered once: a second tap, Return or Escape in it meanwhile is nothing */
  if (g_object_get_data (G_OBJECT (dialog), RESPONDED_KEY) != NULL)
    {
      /* AdwMessageDialog::response is emitted with the response as its detail: only the
       * detailed name finds the emission to stop (breaker49-2) */
      g_autofree char *detailed = g_strconcat ("response::", response, NULL);

      g_signal_stop_emission_by_name (dialog, detailed);
      return;
    }
  g_object_set_data (G_OBJECT (dialog), RESPONDED_KEY, GINT_TO_POINTER (TRUE));
  if (self->dialog == dialog)
    {
      self->dialog = NULL;
      /* no focus moves until the next dialog is looked for (newcomer report 18, N18-6) */
      self->answering = TRUE;
    }
}

/* The answered dialog on the screen is gone for the window: what its destruction did
 * (dialog_destroyed_cb ()) is done now, after its answer, as GTK destroyed it then (the
 * answer holds a reference to it: GTK 4.8 disposes of it as the answer ends, and the window
 * took no focus meanwhile, newcomer report 18, N18-6) */
static void
answered_gone (HeraldWindow *self,
               GtkWindow    *dialog)
{
  if (g_object_get_data (G_OBJECT (dialog), GONE_KEY) != NULL)
    return;
  g_object_set_data (G_OBJECT (dialog), GONE_KEY, GINT_TO_POINTER (TRUE));
  g_signal_handlers_disconnect_by_func (dialog, dialog_destroyed_cb, self);
  dialog_destroyed_cb (self, dialog);
}

/* After every handler of the answer: AdwMessageDialog closes itself before it answers */
static void
dialog_responded_cb (HeraldWindow *self,
                     const char   *response,
                     GtkWindow    *dialog)
{
  if (g_object_get_data (G_OBJECT (dialog), ANSWERED_KEY) != NULL)
    answered_gone (self, dialog);
}

/* The dialog closes as it is answered (AdwMessageDialog closes itself) or as Escape closes it:
 * it stays on the screen, answered, until the next dialog is active (let_answered_go ()). This
 * runs after AdwMessageDialog's own handler, which answers Escape with the close response. */
static gboolean
dialog_close_request_cb (HeraldWindow *self,
                         GtkWindow    *dialog)
{
  if (g_object_get_data (G_OBJECT (dialog), ANSWERED_KEY) != NULL)
    return TRUE;
  /* the window going (no session), or a dialog not on the screen: closed as before */
  if (self->session == NULL || !gtk_widget_get_mapped (GTK_WIDGET (dialog)))
    return FALSE;
  g_object_set_data (G_OBJECT (dialog), ANSWERED_KEY, GINT_TO_POINTER (TRUE));
  herald_a11y_window_going (dialog);
  g_object_set_data (G_OBJECT (dialog), ANSWERED_TIMEOUT_KEY,
                     GUINT_TO_POINTER (g_timeout_add (ANSWERED_AT_MOST_MS, answered_timeout_cb, dialog)));
  g_signal_connect (dialog, "destroy", G_CALLBACK (answered_destroyed_cb), NULL);
  /* Escape: answered already, by AdwMessageDialog's handler */
  if (g_object_get_data (G_OBJECT (dialog), RESPONDED_KEY) != NULL)
    answered_gone (self, dialog);
  return TRUE;
}

/* The table's button of a decision put off goes as the decision's dialog opens: with the
 * focus on it, GTK gave the focus to the players' scrolled pane, after the dialog had taken
 * it, and the screen reader followed it there and left the dialog unread (the hand limit's
 * privacy step, issue 11). The focus leaves it first, for End Turn or Roll. */
static void
herald_window_focus_off_decision (HeraldWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  const HeraldState *state = herald_window_get_state (self);

  if (self->decision_button == NULL || focus == NULL || focus != GTK_WIDGET (self->decision_button))
    return;

  if (gtk_widget_get_mapped (self->end_turn_button) && gtk_widget_is_sensitive (self->end_turn_button))
    gtk_widget_grab_focus (self->end_turn_button);
  else if (state != NULL && state->phase == HERALD_PHASE_BEFORE_ROLL)
    herald_dice_panel_focus_roll (self->dice_panel);
}

/* Ctrl+Z or Ctrl+Shift+Z in a dialog of the window: the window's Undo or Redo (@args, the
 * action's name), as in the window. A modal dialog keeps the window's keys from the keyboard:
 * the keys did nothing, without a word (speech41, session 40), and after 7843abe, which bound
 * them in the turn's dialogs only, still in a card's form, Enter Dice, the Alchemist, the
 * check-in, the attack's result, Correct Pieces, the decks and a physical card (tester43,
 * N43-6). A decision's dialog follows its decision: it closes if the step it waited for is
 * taken back (herald_window_close_stale_decision ()); any other closes first, as Escape closes
 * it: what it shows is of the game before the step. An Undo or a Redo that cannot be made says
 * why, in the dialog (N44-8). A dialog's own Redo (offer_redo (), N41-2) and a text's own
 * Undo take the key first: this runs as the key bubbles up to the dialog. */
static gboolean
step_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));
  HeraldWindow *self = HERALD_IS_WINDOW (parent) ? HERALD_WINDOW (parent) : NULL;
  /* a copy: closing the dialog frees its shortcut, and @args with it */
  g_autofree char *name = g_variant_dup_string (args, NULL);
  gboolean undo = g_strcmp0 (name, "game.undo") == 0;

  if (self == NULL || self->session == NULL)
    return FALSE;
  if (herald_window_say_step_refusal (self, GTK_WINDOW (widget), undo))
    return TRUE;
  if (self->decision_dialog != GTK_WINDOW (widget))
    gtk_window_close (GTK_WINDOW (widget));
  gtk_widget_activate_action (GTK_WIDGET (self), name, NULL);
  return TRUE;
}

/* Ctrl+Z or Ctrl+Shift+Z with the focus in a count (a spin button: the check-in's, Correct
 * Pieces'): the count's own text Undo took the key, did nothing and said nothing, where the
 * check-in opens with the focus (tester report 44, N44-7; gdb: GtkText's "text.undo"). A
 * count's text needs no Undo of its own: the window's Undo and Redo there, before the text
 * sees the key; elsewhere the key goes on to the focused widget first (step_key_cb ()). */
static gboolean
count_step_key_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (widget));

  if (focus == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL)
    return FALSE;
  return step_key_cb (widget, args, user_data);
}

/* The window's Undo and Redo keys in @dialog, @func's in @phase */
static void
add_step_keys (AdwMessageDialog    *dialog,
               GtkShortcutFunc      func,
               GtkPropagationPhase  phase)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkShortcut *shortcut;

  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK),
                               gtk_callback_action_new (func, NULL, NULL));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string ("game.undo"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
  shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK),
                               gtk_callback_action_new (func, NULL, NULL));
  gtk_shortcut_set_arguments (shortcut, g_variant_new_string ("game.redo"));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys), shortcut);
  gtk_event_controller_set_propagation_phase (keys, phase);
  gtk_widget_add_controller (GTK_WIDGET (dialog), keys);
}

void
herald_window_show_dialog (HeraldWindow     *self,
                           AdwMessageDialog *dialog,
                           GCallback         response_cb)
{
  g_debug ("dialog %p shown: %s", dialog, adw_message_dialog_get_heading (dialog));
  herald_window_focus_off_decision (self);
  herald_window_remember_focus (self);
  self->dialog = GTK_WINDOW (dialog);
  /* answered, the dialog is no longer the open one: whatever its response does next (a step,
   * the next dialog) finds the window free. This handler runs before @response_cb. */
  g_signal_connect_object (dialog, "response", G_CALLBACK (dialog_answered_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "response", response_cb, self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "close-request", G_CALLBACK (dialog_close_request_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_object (dialog, "response", G_CALLBACK (dialog_responded_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  /* a second tap on what opened it is not an answer (N25-3: a city choice reopened by End Turn) */
  herald_dialog_ignore_early_taps (GTK_WINDOW (dialog));
  add_step_keys (dialog, step_key_cb, GTK_PHASE_BUBBLE);
  add_step_keys (dialog, count_step_key_cb, GTK_PHASE_CAPTURE);
  herald_window_present_dialog (self, GTK_WINDOW (dialog));
  herald_dialog_focus_safe (dialog);
}

AdwMessageDialog *
herald_window_message (HeraldWindow *self,
                       const char   *heading,
                       const char   *body)
{
  AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  gtk_window_set_modal (GTK_WINDOW (dialog), TRUE);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  herald_dialog_wrap_words (GTK_WIDGET (dialog));

  return dialog;
}

static void
attack_response_cb (HeraldWindow     *self,
                    const char       *response,
                    AdwMessageDialog *dialog)
{
}

void
herald_window_process_interactions (HeraldWindow *self)
{
  const HeraldState *state;
  Interaction *interaction;

  if (self->dialog != NULL)
    return;

  state = herald_window_get_state (self);
  if (state == NULL)
    {
      g_queue_clear_full (&self->interactions, g_free);
      return;
    }

  if (self->offer_last_draws)
    herald_window_queue_last_draws (self);
  /* the dialogs of a step taken back (Ctrl+Z pressed as the one before closed) or of another
   * game: that step is no longer in the game, they are dropped unseen (breaker report 17,
   * B17-4) */
  while ((interaction = g_queue_pop_head (&self->interactions)) != NULL &&
         interaction->rewinds != herald_session_get_rewinds (self->session))
    {
      g_debug ("a dialog of a step taken back dropped");
      g_free (interaction);
    }
  if (interaction != NULL)
    {
      if (interaction->type == INTERACTION_ATTACK)
        {
          HeraldAttackDialog *dialog = herald_attack_dialog_new (GTK_WINDOW (self), herald_window_get_game (self),
                                                                 &interaction->outcome);

          herald_window_show_roll_dialog (self, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (attack_response_cb));
        }
      else
        herald_window_show_reveal (self, &interaction->outcome);

      g_free (interaction);
      return;
    }

  if (g_list_model_get_n_items (herald_session_get_pending (self->session)) > 0 && !self->pending_dismissed)
    {
      g_autoptr(HeraldPendingItem) first = g_list_model_get_item (herald_session_get_pending (self->session), 0);

      herald_window_show_pending (self, first);
      return;
    }

  /* a game opened with dice drawn for an attack check-in (issue 10, item 10): the same
   * dice, the check-in again */
  if (self->offer_drawn_roll)
    {
      HeraldRoll roll;

      self->offer_drawn_roll = FALSE;
      if (herald_session_get_drawn_roll (self->session, &roll) &&
          roll.event == HERALD_EVENT_SHIP &&
          herald_game_next_ship_lands (herald_window_get_game (self)))
        herald_window_start_roll (self, &roll);
    }
}

/* A step shown is a step on disk: every frame of the window and of its dialogs (each toplevel
 * has a frame clock of its own), after its layout and before its paint, waits for the step's
 * save queued on the save thread (herald_session_wait_written (); herald-session-save-queue.c).
 * It is written by then, as a rule: the save thread writes from the step's return on, while
 * the widgets' handlers and the frame's update run. A frame that has nothing to lay out skips
 * its layout phase (GdkFrameClockIdle emits ::layout only when asked to): with a save queued,
 * ::before-paint, which every frame emits, asks for it. */
static void
frame_before_paint_cb (GdkFrameClock *clock,
                       HeraldWindow  *self)
{
  if (herald_session_get_save_queued (self->session))
    gdk_frame_clock_request_phase (clock, GDK_FRAME_CLOCK_PHASE_LAYOUT);
}

static void
frame_layout_cb (GdkFrameClock *clock,
                 HeraldWindow  *self)
{
  herald_session_wait_written (self->session);
}

static void
toplevel_realize_cb (GtkWidget    *toplevel,
                     HeraldWindow *self)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (toplevel);

  if (clock == NULL)
    return;
  /* GTK's own ::layout handler may run before or after this one (GtkRoot connects it as a
   * layout is asked for): the paint comes after both */
  g_signal_handlers_disconnect_by_func (clock, frame_before_paint_cb, self);
  g_signal_handlers_disconnect_by_func (clock, frame_layout_cb, self);
  g_signal_connect_object (clock, "before-paint", G_CALLBACK (frame_before_paint_cb), self, 0);
  g_signal_connect_object (clock, "layout", G_CALLBACK (frame_layout_cb), self, 0);
}

static void
toplevels_changed_cb (GListModel   *toplevels,
                      guint         position,
                      guint         removed,
                      guint         added,
                      HeraldWindow *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWidget) toplevel = g_list_model_get_item (toplevels, i);

      g_signal_connect_object (toplevel, "realize", G_CALLBACK (toplevel_realize_cb), self, 0);
      if (gtk_widget_get_realized (toplevel))
        toplevel_realize_cb (toplevel, self);
    }
}

/**
 * herald_window_wait_saves_in_frames:
 *
 * Makes every frame of the window and of the windows made after it (its dialogs) wait for the
 * step's save before it is painted (see frame_layout_cb ()), and so lets the session save its
 * steps on the save thread (herald_session_set_write_behind ()). Called once, as the window is
 * made, after its session.
 */
void
herald_window_wait_saves_in_frames (HeraldWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_signal_connect_object (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), self, 0);
  toplevels_changed_cb (toplevels, 0, 0, g_list_model_get_n_items (toplevels), self);
  herald_session_set_write_behind (self->session, TRUE);
}
