/* herald-ui-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"

/**
 * herald_test_init_window:
 * @argc: main ()'s
 * @argv: main ()'s
 * @what: what the tests are, for the skip message ("window", "toast")
 *
 * g_test_init () with isolated folders, then GTK, libadwaita and Herald's resources. Without
 * a display it prints a TAP skip (meson shows it as one, not a silent pass) and returns
 * %FALSE: main () then returns 0 at once.
 *
 * Returns: whether the tests can run
 */
gboolean
herald_test_init_window (int         *argc,
                         char      ***argv,
                         const char  *what)
{
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (gdk_display_open (NULL) == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: the %s tests need one (meson runs them under xvfb-run)\n", what);
      return FALSE;
    }

  gtk_init ();
  adw_init ();
  g_resources_register (herald_get_resource ());
  return TRUE;
}

/**
 * herald_test_flush:
 *
 * Runs the default main context until nothing is pending, 50 times over (idles that queue
 * idles, a frame's layout).
 */
void
herald_test_flush (void)
{
  for (guint i = 0; i < 50; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

/**
 * herald_test_run_for:
 * @ms: how long, in milliseconds of the monotonic clock
 *
 * Runs the default main context for @ms (timeouts and animations run meanwhile).
 */
void
herald_test_run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/**
 * herald_test_wait_until:
 * @condition: what is waited for
 * @data: given to @condition
 * @timeout_ms: the longest wait, in milliseconds of the monotonic clock
 *
 * Runs the default main context until @condition holds, or @timeout_ms have passed: a
 * test waits for what it checks (the focus given once a dialog has shown, a stack's
 * transition over), which on a loaded machine takes frames more than one flush, and is
 * not slower on an idle one. The test asserts the condition itself afterwards.
 *
 * Returns: whether @condition holds
 */
gboolean
herald_test_wait_until (HeraldTestCondition condition,
                        gpointer            data,
                        guint               timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (data))
    {
      if (g_get_monotonic_time () >= end)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }

  return TRUE;
}

/**
 * herald_test_find_widgets:
 * @root: the top of the tree looked through (itself included)
 * @type: the widget type looked for
 *
 * Returns: (transfer container): every widget of @type under @root, in depth-first order
 */
GPtrArray *
herald_test_find_widgets (GtkWidget *root,
                          GType      type)
{
  GPtrArray *found = g_ptr_array_new ();

  for (GtkWidget *w = root; w != NULL; )
    {
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type))
        g_ptr_array_add (found, w);

      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != root && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == root ? NULL : gtk_widget_get_next_sibling (w);
        }
    }

  return found;
}

/**
 * herald_test_find_action_button:
 * @root: the top of the tree looked through (itself included)
 * @action_name: the button's action, such as "game.roll"
 * @target: (nullable) (transfer floating): its target, %NULL for any
 *
 * Returns: (transfer none) (nullable): the first button under @root whose action is
 *   @action_name (and target @target), in depth-first order
 */
GtkWidget *
herald_test_find_action_button (GtkWidget  *root,
                                const char *action_name,
                                GVariant   *target)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (root, GTK_TYPE_BUTTON);
  g_autoptr(GVariant) sunk = target != NULL ? g_variant_ref_sink (target) : NULL;

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), action_name) == 0
        && (sunk == NULL || g_variant_equal (sunk, gtk_actionable_get_action_target_value (buttons->pdata[i]))))
      return buttons->pdata[i];
  return NULL;
}

/**
 * herald_test_find_one:
 * @root: the top of the tree looked through
 * @type: the widget type looked for
 *
 * Returns: (transfer none): the one widget of @type under @root; the test fails when there
 *   is none or more than one
 */
gpointer
herald_test_find_one (GtkWidget *root,
                      GType      type)
{
  g_autoptr(GPtrArray) found = herald_test_find_widgets (root, type);

  g_assert_cmpuint (found->len, ==, 1);
  return found->pdata[0];
}

/**
 * herald_test_window_new:
 * @rules_json: (nullable): the rules, as herald_test_game_new() takes them (%NULL: the
 *   standard rules)
 * @start: (nullable): the position the game starts from (docs/save-format.md, `start`;
 *   %NULL: after the setup round)
 *
 * A window (not shown) with a new game of Anna, Ben and Cleo (herald_test_players) at
 * @start; the test fails when the session refuses it.
 *
 * Returns: (transfer full): the window
 */
HeraldWindow *
herald_test_window_new (const char *rules_json,
                        const char *start)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (rules_json, 3, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;

  if (start != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (start, &error);

      g_assert_no_error (error);
      g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, node, &error));
    }
  else
    g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  herald_test_flush ();

  return window;
}

/**
 * herald_test_window_show:
 * @start: (nullable): as herald_test_window_new(), with the standard rules
 * @width: the window's default width in pixels, or 0 for its own default size
 * @height: its default height in pixels (with @width)
 *
 * herald_test_window_new() of @start, presented at @width × @height.
 *
 * Returns: (transfer full): the window, shown
 */
HeraldWindow *
herald_test_window_show (const char *start,
                         int         width,
                         int         height)
{
  HeraldWindow *window = herald_test_window_new (NULL, start);

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();

  return window;
}

/* A message dialog over @window made but not shown yet: a roll's dialog (the check-in, the
 * attack's result) is presented after the window's next frame
 * (herald_window_show_roll_dialog ()) */
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

      if (!ADW_IS_MESSAGE_DIALOG (w) || gtk_window_get_transient_for (w) != GTK_WINDOW (window) ||
          !gtk_widget_get_visible (GTK_WIDGET (w)))
        continue;
      if (only_one && found != NULL)
        g_error ("two dialogs open: “%s” and “%s”", adw_message_dialog_get_heading (found),
                 adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (w)));
      found = ADW_MESSAGE_DIALOG (w);
    }
  return found;
}

/* The button of @dialog for @response (an error when there is none) */
GtkWidget *
herald_test_response_button (AdwMessageDialog *dialog,
                             const char       *response)
{
  const char *label = adw_message_dialog_get_response_label (dialog, response);
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  g_error ("no button for the response “%s”", response);
  return NULL;
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
