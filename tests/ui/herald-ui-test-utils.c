/* herald-ui-test-utils.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>
#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "herald-a11y.h"
#include "herald-history-item.h"
#include "herald-player-card.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-load.h"
#include "herald-ui-test-utils.h"

#include "herald-window-private.h"

/**
 * herald_test_init_window:
 * @argc: main ()'s
 * @argv: main ()'s
 * @what: what the tests are, for the skip message ("window", "toast")
 *
 * g_test_init () with isolated folders (the MIME database read before), then GTK, libadwaita
 * and Herald's resources. Without a display it prints a TAP skip (meson shows it as one, not a
 * silent pass) and returns %FALSE: main () then returns 0 at once.
 *
 * Returns: whether the tests can run
 */
gboolean
herald_test_init_window (int         *argc,
                         char      ***argv,
                         const char  *what)
{
  /* the MIME database read from the system's data folders before the tests isolate them:
   * GTK's icons (SVG, the expander rows' arrows) are recognised by it when a window is drawn */
  g_free (g_content_type_guess ("icon.svg", (const guchar *) "<svg", 4, NULL));
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (gdk_display_open (NULL) == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: the %s tests need one (meson runs them under xvfb-run)\n", what);
      return FALSE;
    }

  gtk_init ();
  adw_init ();
  g_resources_register (herald_get_resource ());
  herald_test_load_init ();
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
  g_autoptr(GArray) held = herald_test_load_new_held ();

  /* (HERALD_TEST_LATE_FRAMES: no frame meanwhile) */
  for (guint i = 0; i < 50; i++)
    {
      herald_test_load_hold_frames (held);
      while (g_main_context_iteration (NULL, FALSE))
        herald_test_load_hold_frames (held);
    }
  herald_test_load_release_frames (held);
}

/**
 * herald_test_wait_tooltip_timeout:
 * @since: when GTK's tooltip hover timeout started (g_get_monotonic_time (), µs)
 *
 * Returns once GTK 4.8's tooltip hover timeout started at @since has run: HOVER_TIMEOUT is
 * 500 ms (gtk/gtktooltip.c); the loop runs past it, then dispatches what is due. A popover's
 * popup grabs the pointer, and the grab's crossing makes the popover the tooltip's surface and
 * starts that timeout, which no popdown cancels: run after the popover's window has gone (a
 * loaded machine), it asks an unrealized popover for the pointer, a Gdk-CRITICAL
 * (gdk_surface_get_device_position) that fails the test. Take the crossing at once after the
 * popup (gdk_display_sync () and herald_test_flush ()), note the time, and call this before
 * the window goes.
 */
void
herald_test_wait_tooltip_timeout (gint64 since)
{
  gint64 left = since + 600 * G_TIME_SPAN_MILLISECOND - g_get_monotonic_time ();

  if (left > 0)
    herald_test_run_for (left / G_TIME_SPAN_MILLISECOND + 1);
  herald_test_flush ();
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

/* The frame counter of @widget's window has passed @data's */
typedef struct
{
  GtkWidget *widget;
  gint64     before;
} Frame;

static gboolean
frame_passed (gpointer data)
{
  Frame *frame = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (frame->widget);

  return clock != NULL && gdk_frame_clock_get_frame_counter (clock) > frame->before;
}

/**
 * herald_test_wait_frame:
 * @widget: a widget, mapped
 * @timeout_ms: the longest wait
 *
 * Has @widget's window draw a frame and waits until it has: what was changed before is laid
 * out (a page made visible has its size, an inset gone is given back). On a loaded machine a
 * fixed wait can end before any frame came, the widgets still at their last sizes.
 *
 * Returns: whether a frame came
 */
gboolean
herald_test_wait_frame (GtkWidget *widget,
                        guint      timeout_ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  Frame frame = { widget, clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0 };

  g_return_val_if_fail (clock != NULL, FALSE);
  gtk_widget_queue_draw (widget);
  return herald_test_wait_until (frame_passed, &frame, timeout_ms);
}

/* herald_test_hold_frames ()'s idle: busy until its end */
static gboolean
hold_frames_cb (gpointer data)
{
  gint64 *until = data;

  if (g_get_monotonic_time () >= *until)
    {
      g_free (until);
      return G_SOURCE_REMOVE;
    }
  g_usleep (1000);
  return G_SOURCE_CONTINUE;
}

/**
 * herald_test_hold_frames:
 * @ms: how long, in milliseconds
 *
 * A loaded machine: no frame is drawn for @ms from the next main-loop turn on (an idle above
 * GDK's redraw stays busy; timeouts still run), as flaky40 held the frames back (session 39).
 */
void
herald_test_hold_frames (guint ms)
{
  gint64 *until = g_new (gint64, 1);

  *until = g_get_monotonic_time () + (gint64) ms * 1000;
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, hold_frames_cb, until, NULL);
}

static void
clicked_cb (GtkButton *button,
            gboolean  *clicked)
{
  *clicked = TRUE;
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

/**
 * herald_test_activate_button:
 * @button: a #GtkButton (or a widget of another kind, activated at once)
 *
 * Activates @button as Space or Return does, and waits (up to 5 s) for its "clicked": a
 * realized button is drawn pressed and clicked only 250 ms later, from a timeout. Tests
 * that waited a fixed 300 ms after gtk_widget_activate () checked the click's effect before
 * it came on a loaded machine (the replica ci34: the setup toast's Undo not yet taken).
 *
 * Returns: whether @button was activated and, for a button, clicked
 */
gboolean
herald_test_activate_button (GtkWidget *button)
{
  gboolean clicked = FALSE;
  gulong id;

  if (!GTK_IS_BUTTON (button))
    return gtk_widget_activate (button);
  id = g_signal_connect (button, "clicked", G_CALLBACK (clicked_cb), &clicked);
  if (gtk_widget_activate (button))
    herald_test_wait_until (is_true, &clicked, 5000);
  g_signal_handler_disconnect (button, id);
  return clicked;
}

/**
 * herald_test_wait_still:
 * @widget: a widget
 * @within: an ancestor of @widget (its window)
 * @timeout_ms: the longest wait
 *
 * Waits until @widget is mapped, inside @within whole and has held its place and size there
 * for two checks 100 ms apart: a toast sliding in, a popover laid out again, measured before
 * that on a loaded machine (the replica ci34: the setup round's toast 8 px above the window's
 * top 800 ms after it came, in test-toasts). The test asserts what it measures afterwards.
 *
 * Returns: whether @widget lies still inside @within
 */
gboolean
herald_test_wait_still (GtkWidget *widget,
                        GtkWidget *within,
                        guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  graphene_rect_t last = GRAPHENE_RECT_INIT (-1, -1, -1, -1), now;
  guint still = 0;

  while (g_get_monotonic_time () < end)
    {
      if (gtk_widget_get_mapped (widget) && gtk_widget_compute_bounds (widget, within, &now)
          && now.origin.y >= 0 && now.origin.x >= 0 && now.size.height > 0
          && now.origin.y + now.size.height <= gtk_widget_get_height (within)
          && now.origin.x + now.size.width <= gtk_widget_get_width (within))
        still = graphene_rect_equal (&now, &last) ? still + 1 : 0;
      else
        {
          still = 0;
          now = GRAPHENE_RECT_INIT (-1, -1, -1, -1);
        }
      if (still >= 2)
        return TRUE;
      last = now;
      herald_test_run_for (100);
    }
  return FALSE;
}

/**
 * herald_test_use_language:
 * @language: a LANGUAGE value ("da", "de")
 *
 * Switches gettext to @language with the build's catalogues (HERALD_TEST_LOCALEDIR, which
 * meson sets), in the C.UTF-8 locale. Herald keeps some texts it translated once, so a test
 * of a second language runs in a process of its own (g_test_trap_subprocess ()).
 *
 * Returns: %FALSE when the catalogues or the C.UTF-8 locale are missing (the test skips)
 */
gboolean
herald_test_use_language (const char *language)
{
  const char *localedir = g_getenv ("HERALD_TEST_LOCALEDIR");

  if (localedir == NULL || setlocale (LC_ALL, "C.UTF-8") == NULL)
    return FALSE;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext looks the messages up again (the GNU gettext manual's way, for glibc) */
  setlocale (LC_ALL, "C.UTF-8");
  {
    extern int _nl_msg_cat_cntr;
    ++_nl_msg_cat_cntr;
  }

  return TRUE;
}

/**
 * herald_test_in_language_process:
 * @language: (nullable): a LANGUAGE value ("da", "de"), or %NULL to leave gettext as it is
 * @seconds: how long the subprocess may take
 *
 * For a test that runs in a process of its own (Herald keeps some texts it translated once,
 * which would stay in one language for the tests after it). In the test's own process, runs
 * the test again in a subprocess (g_test_trap_subprocess ()), asserts that it passed and
 * returns %FALSE. In the subprocess, sets @language (herald_test_use_language ()) and returns
 * %TRUE; without the build's catalogues or the C.UTF-8 locale, skips the test and returns
 * %FALSE.
 *
 *   if (!herald_test_in_language_process ("ro", 120))
 *     return;
 *   (the test's body, in Romanian)
 *
 * Returns: whether the caller is the subprocess, in @language, and runs the test's body
 */
gboolean
herald_test_in_language_process (const char *language,
                                 guint       seconds)
{
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, (guint64) seconds * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return FALSE;
    }
  if (language != NULL && !herald_test_use_language (language))
    {
      g_test_skip ("no build translations or no C.UTF-8 locale");
      return FALSE;
    }
  return TRUE;
}

/**
 * herald_test_set_text_scale:
 * @scale: GNOME's text scale (1, 1.5)
 *
 * Sets GTK's Xft DPI (in 1024ths of a dot per inch: 96 is text scale 1) for every window,
 * open or to come, as GNOME's Large Text does.
 */
void
herald_test_set_text_scale (double scale)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * scale), NULL);
}

/* The window shown at @width px wide on screen and laid out at it, and Herald's own layout
 * decided (wide or narrow, herald-window-layout.c, in an idle after the allocation) */
typedef struct
{
  GtkWidget *window;
  int        width;
} Settled;

static gboolean
settled_cb (gpointer data)
{
  Settled *settled = data;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (settled->window));
  double margin = 0, top = 0;  /* the client-side decoration's, each side */

  if (surface == NULL || !gtk_widget_get_mapped (settled->window))
    return FALSE;
  gtk_native_get_surface_transform (GTK_NATIVE (settled->window), &margin, &top);
  /* on the tests' own Xvfb the surface is @width wide, its frame's thin border in it; under a
   * window manager that composites (test-dialog-frames) the window is, its shadow around it */
  if (gdk_display_is_composited (gdk_surface_get_display (surface)))
    {
      if (gtk_widget_get_width (settled->window) != settled->width
          || gdk_surface_get_width (surface) != settled->width + 2 * (int) margin)
        return FALSE;
    }
  else if (gdk_surface_get_width (surface) != settled->width
           || gtk_widget_get_width (settled->window) + 2 * (int) margin != settled->width)
    return FALSE;

  return !HERALD_IS_WINDOW (settled->window) || HERALD_WINDOW (settled->window)->layout_idle_id == 0;
}

/**
 * herald_test_wait_for_width:
 * @window: a #GtkWindow (a #HeraldWindow or a window over one), presented or resized
 * @width: the width asked for, in pixels on screen
 *
 * Waits (up to 20 s) until @window is @width px wide on screen and laid out at it, and, for
 * a #HeraldWindow, its own layout decided (narrow, a phone's, at 360 px). Presenting or
 * resizing a window takes a round trip to the X server and a frame or more, which on a loaded
 * machine took longer than the fixed 400 ms the tests waited before (session 22, at load 21).
 * After 20 s it says so in a test message and returns %FALSE: a window that cannot be @width
 * wide fails on the test's own checks afterwards.
 *
 * Returns: whether @window is laid out at @width
 */
gboolean
herald_test_wait_for_width (gpointer window,
                            int      width)
{
  Settled settled = { GTK_WIDGET (window), width };
  GdkSurface *surface;

  if (herald_test_wait_until (settled_cb, &settled, 20000))
    return TRUE;
  surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_test_message ("after 20 s the window is still not laid out at %d px (surface %d, widget %d)", width,
                  surface != NULL ? gdk_surface_get_width (surface) : -1, gtk_widget_get_width (GTK_WIDGET (window)));
  return FALSE;
}

/**
 * herald_test_take_politics_metropolis:
 * @window: a window with a game before its roll, its first player with a city
 *
 * The first player rolls (trade, red 2, white 3) and improves politics to level 4, taking
 * its metropolis: the track's name reads "Politics ★" (test-tablet, test-layout-windows).
 */
void
herald_test_take_politics_metropolis (HeraldWindow *window)
{
  HeraldSession *session = herald_window_get_session (window);
  HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 2, .white = 3 };
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_roll (session, &dice, NULL, &error));
  g_assert_no_error (error);
  for (guint l = 0; l < 4; l++)
    {
      HeraldAction improve;

      herald_action_init (&improve, HERALD_ACTION_IMPROVE_CITY, 0);
      improve.track = HERALD_TRACK_POLITICS;
      improve.city = -1;
      g_assert_true (herald_session_perform (session, &improve, &error));
      g_assert_no_error (error);
    }
}

/**
 * herald_test_window_roll:
 * @window: a window with a game before its roll
 * @event: the event die
 * @red: the red die
 * @white: the white die
 *
 * Rolls those dice through @window's session, as Enter Dice does, then flushes the main
 * context.
 */
void
herald_test_window_roll (HeraldWindow *window,
                         HeraldEvent   event,
                         guint         red,
                         guint         white)
{
  HeraldRoll dice = { .event = event, .red = red, .white = white };
  g_autoptr(GError) error = NULL;

  g_assert_true (herald_session_roll (herald_window_get_session (window), &dice, NULL, &error));
  g_assert_no_error (error);
  herald_test_flush ();
}

/**
 * herald_test_focus_action:
 * @window: a window
 *
 * Returns: (nullable): the action name of the widget with @window's keyboard focus, or
 *   %NULL when it is no actionable
 */
const char *
herald_test_focus_action (HeraldWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && GTK_IS_ACTIONABLE (focus) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)) : NULL;
}

/**
 * herald_test_has_ctrl_return:
 * @widget: a widget with shortcut controllers
 * @action: an action name
 *
 * Returns: whether @widget has a shortcut that triggers on Ctrl+Return and activates @action
 */
gboolean
herald_test_has_ctrl_return (GtkWidget  *widget,
                             const char *action)
{
  GtkShortcut *shortcut = herald_test_find_shortcut (widget, "<Control>Return");
  GtkShortcutAction *act = shortcut != NULL ? gtk_shortcut_get_action (shortcut) : NULL;

  return act != NULL && GTK_IS_NAMED_ACTION (act) &&
         g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (act)), action) == 0;
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

/* herald_test_mapped_card (), which must find the card: the test fails without it */
GtkWidget *
herald_test_card (HeraldWindow *window,
                  guint         player)
{
  GtkWidget *card = herald_test_mapped_card (GTK_WIDGET (window), player);

  if (card == NULL)
    g_error ("no card for player %u", player);
  return card;
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
 * herald_test_mapped_card:
 * @root: the top of the tree looked through (itself included), usually the window
 * @player: the player's index, 0 to the number of players − 1
 *
 * Returns: (transfer none) (nullable): @player's card under @root that is mapped (the wide
 *   layout's or the phone's, whichever shows), or %NULL when none is
 */
GtkWidget *
herald_test_mapped_card (GtkWidget *root,
                         guint      player)
{
  g_autoptr(GPtrArray) cards = herald_test_find_widgets (root, HERALD_TYPE_PLAYER_CARD);

  for (guint i = 0; i < cards->len; i++)
    if (gtk_widget_get_mapped (cards->pdata[i]) && herald_player_card_get_player (cards->pdata[i]) == player)
      return cards->pdata[i];
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
 * herald_test_find_titled:
 * @root: the top of the tree looked through
 * @type: a #AdwPreferencesRow type looked for
 * @title: the row's title, as shown (English in the tests)
 *
 * Returns: (transfer none): the first row of @type under @root titled @title; the test fails
 *   when there is none
 */
GtkWidget *
herald_test_find_titled (GtkWidget  *root,
                         GType       type,
                         const char *title)
{
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (root, type);

  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (rows->pdata[i]), title) == 0)
      return rows->pdata[i];
  g_error ("no row “%s”", title);
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
  return herald_test_window_new_of (rules_json, 3, start);
}

/**
 * herald_test_window_new_of:
 * @rules_json: (nullable): as herald_test_window_new()
 * @n_players: 3 to 6, the first of herald_test_players (5–6 need `five_six_players` in
 *   @rules_json)
 * @start: (nullable): as herald_test_window_new()
 *
 * herald_test_window_new() with @n_players players.
 *
 * Returns: (transfer full): the window
 */
HeraldWindow *
herald_test_window_new_of (const char *rules_json,
                           guint       n_players,
                           const char *start)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (rules_json, n_players, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;

  if (start != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (start, &error);

      g_assert_no_error (error);
      g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, n_players, node, &error));
    }
  else
    g_assert_true (herald_session_new_game (session, &rules, herald_test_players, n_players, FALSE, &error));
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
 * herald_test_window_new() of @start, presented at @width × @height, and its first frame
 * drawn: laid out (a flush alone can end before that frame on a loaded machine, the window
 * still 0 × 0: test-fill-split's window, flaky50).
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
  herald_test_wait_frame (GTK_WIDGET (window), 20000);
  herald_test_flush ();

  return window;
}

/**
 * herald_test_leave_game:
 *
 * A game begun in a window and closed there: the games folder holds a game to resume, which
 * the start page of the next window lists (test-start-page, test-window-table).
 */
void
herald_test_leave_game (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);

  herald_session_close (herald_window_get_session (window));
  herald_test_flush ();
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/**
 * herald_test_new_game_session:
 *
 * Returns: (transfer full): a session with a standard game of Anna, Ben and Cleo
 *   (herald_test_players) after the setup round, not saved (test-widgets, test-widgets-pages)
 */
HeraldSession *
herald_test_new_game_session (void)
{
  HeraldSession *session = herald_session_new (NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, NULL));

  return session;
}

/**
 * herald_test_session_at:
 * @start: a position (docs/save-format.md), JSON
 * @roll: whether the first player rolls (trade, red 6, white 5)
 *
 * Returns: (transfer full): a session with a game of Anna, Ben and Cleo at @start, rolled once
 *   when @roll, not saved (test-widgets, test-widgets-dialogs)
 */
HeraldSession *
herald_test_session_at (const char *start,
                        gboolean    roll)
{
  HeraldSession *session = herald_session_new (NULL);
  g_autoptr(JsonNode) node = json_from_string (start, NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game_at (session, &rules, herald_test_players, 3, node, NULL));
  if (roll)
    {
      HeraldAction action;
      HeraldRoll dice = { .event = HERALD_EVENT_TRADE, .red = 6, .white = 5 };

      herald_action_init (&action, HERALD_ACTION_ROLL, 0);
      action.roll = dice;
      g_assert_true (herald_session_perform (session, &action, NULL));
    }

  return session;
}

/* The rows of @view (a #HeraldHistoryView of @history) in sight: each shows, in order, the steps newest first with no gap, its
 * step's sentence, read by its name (in the words a screen reader is given) and told
 * selected, whatever it showed before */
void
herald_test_assert_history_rows (GtkWidget  *view,
                                 GListModel *history,
                                 const char *after)
{
  GtkWidget *list = herald_test_find_one (view, GTK_TYPE_LIST_VIEW);
  guint n = g_list_model_get_n_items (history);
  g_autoptr(GHashTable) positions = g_hash_table_new (NULL, NULL);
  gint last = -1;
  float last_bottom = -1;
  guint n_rows = 0;

  herald_test_flush ();
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (history, i);

      /* the list keeps its items: the pointer stays valid after the unref */
      g_hash_table_insert (positions, item, GUINT_TO_POINTER (n - i));
    }
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkWidget *label = gtk_widget_get_first_child (row);
      HeraldHistoryItem *item;
      const char *text;
      g_autofree char *spoken = NULL;
      g_autofree char *problem = NULL;
      gint position;

      if (label == NULL || !GTK_IS_LABEL (label) || !gtk_widget_get_child_visible (row))
        continue;
      item = g_object_get_data (G_OBJECT (label), "herald-history-item");
      g_assert_nonnull (item);
      position = (gint) GPOINTER_TO_UINT (g_hash_table_lookup (positions, item)) - 1;
      if (position < 0)
        g_error ("after %s a row shows a step the history no longer holds: %s", after,
                 gtk_label_get_label (GTK_LABEL (label)));
      /* in order; next to the row above it, the next step (GTK keeps a few rows out of sight,
       * around the focus, apart from the rest) */
      {
        graphene_rect_t bounds;

        g_assert_true (gtk_widget_compute_bounds (row, list, &bounds));
        if (last >= 0 && (position <= last ||
                          (G_APPROX_VALUE (bounds.origin.y, last_bottom, 0.5) && position != last + 1)))
          g_error ("after %s a row shows step %d after step %d", after, position, last);
        last_bottom = bounds.origin.y + bounds.size.height;
      }
      last = position;
      text = herald_history_item_get_text (item);
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (label)), ==, text);
      gtk_test_accessible_assert_property (label, GTK_ACCESSIBLE_PROPERTY_LABEL, text);
      spoken = herald_a11y_spoken_text (text);
      gtk_test_accessible_assert_property (row, GTK_ACCESSIBLE_PROPERTY_LABEL, spoken);
      problem = gtk_test_accessible_check_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);
      if (problem != NULL)
        g_error ("after %s a row is not told selected: %s", after, problem);
      n_rows++;
    }
  g_assert_cmpuint (n_rows, >, 0);
}

/* the menu items @button's popover holds now (GtkModelButton, the widgets GTK makes for a menu
 * model's items) */
guint
herald_test_menu_items_made (GtkMenuButton *button)
{
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  g_autoptr(GPtrArray) items = NULL;

  if (popover == NULL)
    return 0;
  items = herald_test_find_widgets (GTK_WIDGET (popover), g_type_from_name ("GtkModelButton"));
  return items->len;
}

/* A knight's menu as it shows when it opens: its items' texts, whether each is on (GTK's own
 * reading of its action) and, with @hidden_too, whether it is hidden. The menu is opened as
 * Return on the knight opens it (its items are made as it opens, docs/performance.md,
 * twentieth round), read, and closed; the focus goes back where it was. */
char *
herald_test_knight_menu_shown (GtkMenuButton *button,
                               gboolean       hidden_too)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));
  g_autoptr(GtkWidget) focus = root != NULL && gtk_root_get_focus (root) != NULL ? g_object_ref (gtk_root_get_focus (root)) : NULL;
  GtkPopover *popover = gtk_menu_button_get_popover (button);
  g_autoptr(GPtrArray) items = NULL;
  GString *text = g_string_new (NULL);

  if (popover == NULL)
    return g_string_free (text, FALSE);
  gtk_menu_button_popup (button);
  items = herald_test_find_widgets (GTK_WIDGET (popover), g_type_from_name ("GtkModelButton"));
  for (guint j = 0; j < items->len; j++)
    {
      g_autofree char *label = NULL;

      g_object_get (items->pdata[j], "text", &label, NULL);
      g_string_append_printf (text, "%s (%s%s) ", label, gtk_widget_get_sensitive (items->pdata[j]) ? "on" : "off",
                              !hidden_too || gtk_widget_get_visible (items->pdata[j]) ? "" : ", hidden");
    }
  gtk_menu_button_popdown (button);
  if (root != NULL && focus != NULL && gtk_root_get_focus (root) != focus)
    gtk_widget_grab_focus (focus);
  return g_string_free (text, FALSE);
}

/* What a screen reader is given of @window's knights and points buttons: the name and the
 * description of each menu button, of the button inside it (which takes the focus) and of
 * its menu, in the order of the cards */
char *
herald_test_menu_buttons_a11y (GtkWidget *window)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (window, GTK_TYPE_MENU_BUTTON);
  GString *text = g_string_new (NULL);

  herald_test_flush ();
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      GtkWidget *parts[3] = { button, NULL, NULL };

      if (!gtk_widget_get_visible (button) || gtk_widget_get_ancestor (button, HERALD_TYPE_PLAYER_CARD) == NULL)
        continue;
      parts[1] = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
      for (GtkWidget *child = gtk_widget_get_first_child (button); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child))
          parts[2] = child;
      for (guint j = 0; j < G_N_ELEMENTS (parts); j++)
        {
          g_autofree char *label = NULL;
          g_autofree char *description = NULL;

          if (parts[j] == NULL)
            continue;
          label = herald_test_accessible_property (parts[j], GTK_ACCESSIBLE_PROPERTY_LABEL);
          description = herald_test_accessible_property (parts[j], GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
          g_string_append_printf (text, "%s “%s” “%s”; ", G_OBJECT_TYPE_NAME (parts[j]), label, description);
        }
      g_string_append_c (text, '\n');
    }
  return g_string_free (text, FALSE);
}

/* A knight's menu as its model and actions say it (its items are made only as it opens,
 * twentieth round): its items' texts and whether each of the knight's own is on */
static void
model_items_of (GMenuModel   *menu,
                GActionGroup *group,
                GString      *text)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        model_items_of (section, group, text);
      if (!g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        continue;
      g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action);
      g_string_append_printf (text, "%s (%s) ", label,
                              action != NULL && g_str_has_prefix (action, "knight.")
                              ? (g_action_group_get_action_enabled (group, action + 7) ? "on" : "off") : "-");
    }
}

char *
herald_test_knight_menu_model (GtkMenuButton *button)
{
  GString *text = g_string_new (NULL);

  model_items_of (gtk_menu_button_get_menu_model (button),
                  g_object_get_data (G_OBJECT (button), "herald-knight-actions"), text);
  return g_string_free (text, FALSE);
}
