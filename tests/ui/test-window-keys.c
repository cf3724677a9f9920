/* test-window-keys.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window played by keyboard (newcomer report 9): where the focus is after a step or a
 * dialog, and that a key pressed once more does no harm. In-process, through the window's
 * actions and the focused widgets; needs a display (meson runs it under xvfb-run). */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-dice-panel.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-window-private.h"

static void
flush (void)
{
  for (guint i = 0; i < 50; i++)
    while (g_main_context_iteration (NULL, FALSE))
      ;
}

static GPtrArray *
find_widgets (GtkWidget *root,
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

/* The message dialog open over @window, or %NULL */
static AdwMessageDialog *
open_dialog (HeraldWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *found = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window) &&
          gtk_widget_get_visible (GTK_WIDGET (w)))
        found = ADW_MESSAGE_DIALOG (w);
    }
  return found;
}

/* The button of @dialog for @response */
static GtkWidget *
response_button (AdwMessageDialog *dialog,
                 const char       *response)
{
  const char *label = adw_message_dialog_get_response_label (dialog, response);
  g_autoptr(GPtrArray) buttons = find_widgets (GTK_WIDGET (dialog), GTK_TYPE_BUTTON);

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_button_get_label (buttons->pdata[i]), label) == 0)
      return buttons->pdata[i];
  g_error ("no button for the response “%s”", response);
  return NULL;
}

static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  g_signal_emit_by_name (response_button (dialog, response), "clicked");
  flush ();
}

/* A shown window with a game of Anna, Ben and Cleo at @start (NULL: after the setup round) */
static HeraldWindow *
window_at (const char *start)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 3, NULL);
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
  gtk_window_present (GTK_WINDOW (window));
  flush ();

  return window;
}

static void
roll (HeraldWindow *window,
      HeraldEvent   event,
      guint         red,
      guint         white)
{
  HeraldRoll dice = { .event = event, .red = red, .white = white };
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
  g_assert_no_error (error);
  flush ();
}

/* A button of @root whose action is @action_name and target @target (NULL: any) */
static GtkWidget *
find_action_button (GtkWidget  *root,
                    const char *action_name,
                    GVariant   *target)
{
  g_autoptr(GPtrArray) buttons = find_widgets (root, GTK_TYPE_BUTTON);
  g_autoptr(GVariant) sunk = target != NULL ? g_variant_ref_sink (target) : NULL;

  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), action_name) == 0 &&
        (sunk == NULL || g_variant_equal (sunk, gtk_actionable_get_action_target_value (buttons->pdata[i]))))
      return buttons->pdata[i];
  return NULL;
}

static const char *
focus_action (HeraldWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && GTK_IS_ACTIONABLE (focus) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)) : NULL;
}

/* Pressing the focused improvement button again builds the next level: after a build the
 * focus moved on from the level just built, whose button now corrects it away. Before the
 * fix the focus stayed, and the second Space took the build back (report 9, item 4). */
static void
test_improve_twice (void)
{
  HeraldWindow *window = window_at (NULL);
  const HeraldState *state;
  GtkWidget *button;

  roll (window, HERALD_EVENT_TRADE, 2, 3);
  button = find_action_button (GTK_WIDGET (window), "player.improve", g_variant_new ("(ii)", 0, HERALD_TRACK_SCIENCE));
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));

  for (guint level = 1; level <= HERALD_MAX_LEVEL; level++)
    {
      GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

      g_assert_nonnull (focus);
      g_assert_cmpstr (focus_action (window), ==, "player.improve");
      g_signal_emit_by_name (focus, "clicked");   /* what Space does */
      flush ();
      state = herald_session_get_state (herald_window_get_session (window));
      g_assert_cmpuint (state->players[0].improvements[HERALD_TRACK_SCIENCE], ==, level);
      /* never the button that takes the level back */
      g_assert_cmpstr (focus_action (window), !=, "player.unimprove");
      if (open_dialog (window) != NULL)
        break;  /* a metropolis: its own dialog */
    }

  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

/* The hand opens with the focus on Close, never on Discard… (report 9, item 7) */
static void
test_hand_focus (void)
{
  HeraldWindow *window = window_at ("{\"players\": [{\"progress_cards\": [\"trade_monopoly\"]}, {}, {}]}");
  AdwMessageDialog *dialog;
  GtkWidget *focus;

  roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.open-hand", "i", 0);
  flush ();
  respond (open_dialog (window), "reveal");
  dialog = open_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_true (adw_message_dialog_has_response (dialog, "discard"));
  focus = gtk_root_get_focus (GTK_ROOT (dialog));
  g_assert_true (focus == response_button (dialog, "close"));

  gtk_window_destroy (GTK_WINDOW (window));
  flush ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (gdk_display_open (NULL) == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: the window tests need one (meson runs them under xvfb-run)\n");
      return 0;
    }

  gtk_init ();
  adw_init ();
  g_resources_register (herald_get_resource ());

  g_test_add_func ("/herald/window-keys/improve-twice", test_improve_twice);
  g_test_add_func ("/herald/window-keys/hand-focus", test_hand_focus);

  return g_test_run ();
}
