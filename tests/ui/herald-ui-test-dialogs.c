/* herald-ui-test-dialogs.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's message dialogs as the UI tests find, press and answer them, and the pixels a
 * widget draws (split from herald-ui-test-utils.c, which neared the 1,000-line limit) */

#include "config.h"

#include <adwaita.h>

#include "herald-a11y.h"
#include "herald-ui-test-utils.h"
#include "herald-window-private.h"

/* A message dialog over @window made but not shown yet: a roll's dialog (the check-in, the
 * attack's result) is presented after the window's next frame
 * (herald_window_show_roll_dialog ()) */
/* Whether a dialog of @window that is not going is shown */
static gboolean
next_shown (gpointer window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) &&
          gtk_widget_get_visible (GTK_WIDGET (w)) && !herald_a11y_window_is_going (w))
        return TRUE;
    }
  return FALSE;
}

static gboolean
no_dialog_to_come (gpointer window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) &&
          !gtk_widget_get_visible (GTK_WIDGET (w)) && gtk_widget_get_mapped (GTK_WIDGET (window)))
        return FALSE;
      /* a dialog answered stays on the screen until the next one is active, or goes as the
       * window finds none to show (herald-window-present.c): while it is there, the next may
       * be still to come */
      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) &&
          gtk_widget_get_visible (GTK_WIDGET (w)) && herald_a11y_window_is_going (w) &&
          !next_shown (window))
        return FALSE;
    }
  return TRUE;
}

/* The message dialog open over @window (the last shown), or %NULL; with @only_one, two open
 * at once are an error. A roll's dialog still to come (after the window's next frame) is
 * waited for. */
AdwMessageDialog *
herald_test_open_dialog (HeraldWindow *window,
                         gboolean      only_one)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  herald_test_wait_until (no_dialog_to_come, window, 20000);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      /* not one answered, on the screen until the next one is active (herald-window-present.c) */
      if (!ADW_IS_MESSAGE_DIALOG (w) || gtk_window_get_transient_for (w) != GTK_WINDOW (window) ||
          !gtk_widget_get_visible (GTK_WIDGET (w)) || herald_a11y_window_is_going (w))
        continue;
      if (only_one && found != NULL)
        g_error ("two dialogs open: “%s” and “%s”", adw_message_dialog_get_heading (found),
                 adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)));
      found = ADW_MESSAGE_DIALOG (w);
    }
  return found;
}

/**
 * herald_test_roll_through_attack:
 * @window: a window whose game's next ship roll lands (the barbarians attack)
 * @ship: the roll, its event die the ship
 *
 * Rolls @ship on @window, fights with the pieces as they are (the check-in's Ctrl+Return,
 * `form.accept`) and continues the attack's result; what the attack owes (a city's choice)
 * may open next. Fails the test if the check-in or the result does not open.
 */
void
herald_test_roll_through_attack (HeraldWindow     *window,
                                 const HeraldRoll *ship)
{
  AdwMessageDialog *dialog;

  herald_window_start_roll (window, ship);
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "attack"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "form.accept", NULL));
  herald_test_flush ();
  dialog = herald_test_open_dialog (window, FALSE);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "continue"));
  herald_test_respond (dialog, "continue");
  herald_test_flush ();
}

static gboolean
closed_cb (gpointer data)
{
  GtkWidget **dialog = data;

  return *dialog == NULL || !gtk_widget_get_visible (*dialog);
}

/**
 * herald_test_press_focused:
 * @dialog: an open dialog with the focus on one of its buttons
 *
 * What Return or Space does on @dialog's focused button, and waits (up to 20 s) for @dialog to
 * close, then 300 ms for what may follow it: a GtkButton activated clicks 250 ms later (its
 * activate timeout), many more on a loaded machine, where a fixed wait found the dialog still
 * open. Fails the test if @dialog stays open.
 */
void
herald_test_press_focused (AdwMessageDialog *dialog)
{
  GtkWidget *alive = GTK_WIDGET (dialog);

  g_object_add_weak_pointer (G_OBJECT (alive), (gpointer *) &alive);
  g_assert_true (gtk_widget_activate (gtk_root_get_focus (GTK_ROOT (dialog))));
  herald_test_wait_until (closed_cb, &alive, 20000);
  g_assert_true (closed_cb (&alive));
  if (alive != NULL)
    g_object_remove_weak_pointer (G_OBJECT (alive), (gpointer *) &alive);
  herald_test_flush ();
  herald_test_run_for (300);
}

/* The button of @dialog for @response (an error when there is none) */
GtkWidget *
herald_test_response_button (AdwMessageDialog *dialog,
                             const char       *response)
{
  const char *label = adw_message_dialog_get_response_label (dialog, response);
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON);

  GtkWidget *found = NULL;

  /* libadwaita 1.2 makes one button per layout (side by side, stacked): the one shown, the
   * mapped one, when there is one; a test that compared the focus with the other failed
   * whenever the responses were stacked (test-window-keys hand-focus, 1 run in 3 at load 20) */
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      {
        if (gtk_widget_get_mapped (buttons->pdata[i]))
          return buttons->pdata[i];
        if (found == NULL)
          found = buttons->pdata[i];
      }
  if (found == NULL)
    g_error ("no button for the response “%s”", response);
  return found;
}

/* Answers @dialog as a tap on the button of @response does: the response, then the dialog
 * closes (adw_message_dialog_response () alone leaves it open) */
void
herald_test_respond (AdwMessageDialog *dialog,
                     const char       *response)
{
  g_signal_emit_by_name (herald_test_response_button (dialog, response), "clicked");
  herald_test_flush ();
}

/**
 * herald_test_press_on_focus:
 * @dialog: a window (a dialog) with the keyboard focus on one of its widgets
 * @keyval: the key
 *
 * @keyval pressed on the focus of @dialog, as GTK gives it on its way up (the bubble phase):
 * to the key controllers of the focused widget and of each widget holding it, until one
 * takes it.
 *
 * Returns: whether one took it
 */
gboolean
herald_test_press_on_focus (GtkWidget *dialog,
                            guint      keyval)
{
  for (GtkWidget *w = gtk_root_get_focus (GTK_ROOT (dialog)); w != NULL; w = gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);
          gboolean handled = FALSE;

          if (!GTK_IS_EVENT_CONTROLLER_KEY (controller) ||
              gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) != GTK_PHASE_BUBBLE)
            continue;
          g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
          if (handled)
            return TRUE;
        }
    }
  return FALSE;
}

/* The pixel of @widget as its parent draws it (with the cairo renderer), @dy px below the top
 * of what it draws, halfway along: red, green, blue and alpha, 0 to 255, premultiplied */
void
herald_test_drawn_top_pixel (GtkWidget *widget,
                             int        dy,
                             guchar     rgba[4])
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *data = NULL;
  graphene_rect_t bounds;
  int width, height, x;

  gtk_widget_snapshot_child (gtk_widget_get_parent (widget), widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, &bounds);
  width = (int) bounds.size.width;
  height = (int) bounds.size.height;
  g_assert_cmpint (dy, <, height);
  g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  gsk_renderer_unrealize (renderer);
  data = g_malloc0 ((gsize) width * height * 4);
  gdk_texture_download (texture, data, (gsize) width * 4);
  x = width / 2;
  /* GDK_MEMORY_DEFAULT: B, G, R, A */
  rgba[0] = data[(dy * width + x) * 4 + 2];
  rgba[1] = data[(dy * width + x) * 4 + 1];
  rgba[2] = data[(dy * width + x) * 4 + 0];
  rgba[3] = data[(dy * width + x) * 4 + 3];
}

/* Whether @trigger ("<Control>Return") is @shortcut's trigger, alone or as one of its
 * alternatives */
static gboolean
triggered_by (GtkShortcut *shortcut,
              const char  *trigger)
{
  g_autofree char *text = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
  g_auto(GStrv) alternatives = g_strsplit (text, "|", -1);

  return g_strv_contains ((const char * const *) alternatives, trigger);
}

/**
 * herald_test_shortcuts_for:
 * @widget: the widget whose shortcut controllers are looked through
 * @trigger: a trigger as GTK writes it ("<Control>Return", "space", "F11")
 * @phase: only the controllers of this propagation phase, or -1 for all
 *
 * Returns: (transfer container): @widget's shortcuts triggered by @trigger, alone or as one of
 *   their alternatives, in the order of its controllers (the controllers hold them)
 */
GPtrArray *
herald_test_shortcuts_for (GtkWidget  *widget,
                           const char *trigger,
                           int         phase)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller) ||
          (phase >= 0 && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) != (GtkPropagationPhase) phase))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (triggered_by (shortcut, trigger))
            g_ptr_array_add (found, shortcut);
        }
    }
  return found;
}

/**
 * herald_test_find_shortcut:
 * @widget: the widget whose shortcut controllers are looked through
 * @trigger: as for herald_test_shortcuts_for ()
 *
 * Returns: (transfer none) (nullable): the first shortcut of @widget's controllers triggered
 *   by @trigger (the controller holds it)
 */
GtkShortcut *
herald_test_find_shortcut (GtkWidget  *widget,
                           const char *trigger)
{
  g_autoptr(GPtrArray) found = herald_test_shortcuts_for (widget, trigger, -1);

  return found->len > 0 ? found->pdata[0] : NULL;
}

/**
 * herald_test_press_shortcut_in:
 * @widget: a window
 * @trigger: as for herald_test_shortcuts_for ()
 * @phase: as for herald_test_shortcuts_for ()
 *
 * Activates @widget's shortcuts for @trigger, those of @phase's controllers (or all, -1), each
 * in turn until one takes it, as GTK does.
 *
 * Returns: whether one took it
 */
gboolean
herald_test_press_shortcut_in (GtkWidget  *widget,
                               const char *trigger,
                               int         phase)
{
  g_autoptr(GPtrArray) found = herald_test_shortcuts_for (widget, trigger, phase);

  for (guint i = 0; i < found->len; i++)
    if (gtk_shortcut_action_activate (gtk_shortcut_get_action (found->pdata[i]), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                      widget, gtk_shortcut_get_arguments (found->pdata[i])))
      return TRUE;
  return FALSE;
}

/**
 * herald_test_press_shortcut:
 * @widget: a window
 * @trigger: as for herald_test_shortcuts_for ()
 *
 * Activates @widget's shortcuts for @trigger as GTK does for a key no focused widget took,
 * each controller's in turn until one takes it (a dialog's Ctrl+Z in the capture phase takes
 * it only with the focus in a count).
 *
 * Returns: whether one took it
 */
gboolean
herald_test_press_shortcut (GtkWidget  *widget,
                            const char *trigger)
{
  return herald_test_press_shortcut_in (widget, trigger, -1);
}
