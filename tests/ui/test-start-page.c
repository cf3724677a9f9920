/* test-start-page.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The start page's content is centred in a window taller than it, as a box of `valign` center
 * is, without GTK measuring its width for the window's height: a vertical box asked that
 * measures every child's height at its narrowest, and the wrapping labels of the start page
 * (the players of the game to resume, each row of the list) were laid out once more for it
 * in the first frame (issue 14, docs/performance.md). Needs a display: meson runs it under
 * xvfb-run; without either it reports a skip. */

#include "config.h"

#include <adwaita.h>

#include "herald-application.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-window.h"
#include "herald-window-private.h"

/* A widget of the start page's content that counts how often its width is asked for a
 * height: 40 px wide, `height` px high, height-for-width as the page's labels are */
#define TEST_TYPE_PROBE (test_probe_get_type ())
G_DECLARE_FINAL_TYPE (TestProbe, test_probe, TEST, PROBE, GtkWidget)

struct _TestProbe
{
  GtkWidget parent_instance;
  int       height;
  guint     width_for_height;
};

G_DEFINE_FINAL_TYPE (TestProbe, test_probe, GTK_TYPE_WIDGET)

static GtkSizeRequestMode
test_probe_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
test_probe_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size >= 0)
    TEST_PROBE (widget)->width_for_height++;
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 40 : TEST_PROBE (widget)->height;
}

static void
test_probe_class_init (TestProbeClass *klass)
{
  GTK_WIDGET_CLASS (klass)->get_request_mode = test_probe_get_request_mode;
  GTK_WIDGET_CLASS (klass)->measure = test_probe_measure;
}

static void
test_probe_init (TestProbe *self)
{
}

/* The start page's content: the box in the bin the start page scrolls */
static GtkWidget *
start_page_content (HeraldWindow *window)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (window->status_page));
  GtkWidget *bin = gtk_viewport_get_child (GTK_VIEWPORT (viewport));

  g_assert_true (ADW_IS_BIN (bin));
  g_assert_true (GTK_IS_BOX (adw_bin_get_child (ADW_BIN (bin))));
  return adw_bin_get_child (ADW_BIN (bin));
}

/* A new window's start page at @width × @height, with a game listed and a probe @probe_height
 * px high; whether the page was shorter than the window (centred) */
static gboolean
check_centred (int width,
               int height,
               int probe_height)
{
  HeraldWindow *window = herald_window_new (NULL);
  GtkWidget *content = start_page_content (window);
  GtkWidget *bin = gtk_widget_get_parent (content);
  TestProbe *probe = g_object_new (TEST_TYPE_PROBE, NULL);
  graphene_rect_t bounds;
  int natural = 0;
  gboolean centred;

  probe->height = probe_height;
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (probe));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, width);
  herald_test_run_for (300);
  g_assert_true (herald_test_wait_frame (GTK_WIDGET (window), 5000));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");

  /* where a box of `valign` center would be: its natural height for its width, in the middle
   * of the bin, or the whole bin when the bin is no taller */
  g_assert_true (gtk_widget_compute_bounds (content, bin, &bounds));
  g_assert_cmpint (gtk_widget_get_width (content), ==, gtk_widget_get_width (bin));
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (bin), NULL, &natural,
                      NULL, NULL);
  centred = gtk_widget_get_height (bin) > natural;
  if (centred)
    {
      g_assert_cmpint (gtk_widget_get_height (content), ==, natural);
      g_assert_cmpint ((int) bounds.origin.y, ==, (gtk_widget_get_height (bin) - natural) / 2);
    }
  else
    {
      g_assert_cmpint (gtk_widget_get_height (content), ==, gtk_widget_get_height (bin));
      g_assert_cmpint ((int) bounds.origin.y, ==, 0);
    }
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (probe)));
  g_assert_cmpuint (probe->width_for_height, ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  return centred;
}

static void
test_centred_without_width_for_height (void)
{
  /* a game to resume, so that the page lists it */
  herald_test_leave_game ();

  /* a window taller than the page (centred), and one shorter than it (scrolled) */
  g_assert_true (check_centred (400, 1000, 40));
  g_assert_true (check_centred (1280, 800, 40));
  g_assert_false (check_centred (360, 640, 1000));
}

/* GTK 4.8 loads the icon theme in a thread from its making in GtkApplication's startup;
 * libadwaita's icons' path, added after it, throws away a theme loaded by then, and the first
 * icon drawn loads it again on the main thread (issue 14: GTK's costly start-up mode). The
 * application's startup has GTK load it again in its thread once libadwaita's and Herald's
 * paths are in: the icon theme's name told as changed (what GTK's theme reloads on), once. */
static void
icon_theme_name_cb (GtkSettings *settings,
                    GParamSpec  *pspec,
                    guint       *told)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_auto(GStrv) paths = gtk_icon_theme_get_resource_path (theme);

  g_assert_true (g_strv_contains ((const char * const *) paths, "/org/gnome/Adwaita/icons"));
  g_assert_true (g_strv_contains ((const char * const *) paths, "/io/github/herald/Herald/icons/"));
  (*told)++;
}

static void
test_icon_theme_loaded_after_paths (void)
{
  g_autoptr(HeraldApplication) app = herald_application_new ("io.github.herald.HeraldTest",
                                                             G_APPLICATION_NON_UNIQUE);
  g_autoptr(GError) error = NULL;
  GtkSettings *settings = gtk_settings_get_default ();
  guint told = 0;
  gulong id = g_signal_connect (settings, "notify::gtk-icon-theme-name",
                                G_CALLBACK (icon_theme_name_cb), &told);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_signal_handler_disconnect (settings, id);
  g_assert_cmpuint (told, ==, 1);
}

/* Through the crossfade that brings a game in over the start page, a tap where New Game was
 * is not New Game's: on a loaded machine the table's first layout took seconds and a tap
 * made meanwhile began another game (tester report 48, N48-3) */
static void
test_start_page_untouchable_in_fade (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 3, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;
  GtkWidget *start_page, *new_game = NULL, *picked;
  graphene_rect_t bounds;
  g_autoptr(GPtrArray) buttons = NULL;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_for_width (window, 360);
  g_assert_true (herald_test_wait_frame (GTK_WIDGET (window), 20000));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");
  start_page = gtk_stack_get_visible_child (window->main_stack);
  buttons = herald_test_find_widgets (start_page, GTK_TYPE_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (g_ptr_array_index (buttons, i)), "app.new-game") == 0
        && gtk_widget_get_mapped (g_ptr_array_index (buttons, i)))
      new_game = g_ptr_array_index (buttons, i);
  g_assert_nonnull (new_game);
  g_assert_true (gtk_widget_compute_bounds (new_game, GTK_WIDGET (window), &bounds));
  picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
  /* the start page's (New Game itself only with the application's action on) */
  g_assert_true (picked != NULL && gtk_widget_is_ancestor (picked, start_page));

  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "game");
  g_assert_true (gtk_stack_get_transition_running (window->main_stack));
  picked = gtk_widget_pick (GTK_WIDGET (window), bounds.origin.x + bounds.size.width / 2,
                            bounds.origin.y + bounds.size.height / 2, GTK_PICK_DEFAULT);
  g_test_message ("picked in the fade: %s", picked != NULL ? G_OBJECT_TYPE_NAME (picked) : "nothing");
  g_assert_false (picked != NULL && gtk_widget_is_ancestor (picked, start_page));
  g_assert_false (picked == new_game);

  /* the start page shown again takes taps again */
  herald_session_close (session);
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");
  g_assert_true (gtk_widget_get_can_target (start_page));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* `herald FILE`: the window is presented, and the game opened before its first frame comes
 * in at once, without the crossfade: the first frame showed the start page under the game's
 * header and banner (breaker report 58, break58-2) */
static void
test_no_fade_before_first_frame (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(HeraldGame) model = herald_test_game_new (NULL, 3, NULL);
  HeraldRules rules = *herald_game_get_rules (model);
  g_autoptr(GError) error = NULL;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->main_stack)));
  g_assert_false (herald_window_drew_a_frame (window));
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "game");
  g_assert_false (gtk_stack_get_transition_running (window->main_stack));
  g_assert_true (herald_test_wait_frame (GTK_WIDGET (window), 20000));
  g_assert_true (herald_window_drew_a_frame (window));
  g_assert_false (gtk_stack_get_transition_running (window->main_stack));

  /* after the first frame the crossfade is kept (the start page again, then a game) */
  herald_session_close (session);
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");
  herald_test_wait_frame (GTK_WIDGET (window), 20000);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (gtk_stack_get_transition_running (window->main_stack));

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "start-page"))
    return 0;

  g_test_add_func ("/herald/start-page/centred-without-width-for-height",
                   test_centred_without_width_for_height);
  g_test_add_func ("/herald/start-page/icon-theme-loaded-after-paths",
                   test_icon_theme_loaded_after_paths);
  g_test_add_func ("/herald/start-page/untouchable-in-fade", test_start_page_untouchable_in_fade);
  g_test_add_func ("/herald/start-page/no-fade-before-first-frame", test_no_fade_before_first_frame);

  return g_test_run ();
}
