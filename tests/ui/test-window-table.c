/* test-window-table.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window in-process (issue 9), split from test-window.c: table mode and its turns, the
 * main menu and Keyboard Shortcuts made on demand, the forecasts kept live, Enter Dice and
 * steps refused, the check-in's cancelled actions, the focus after End Turn, fast Undo and
 * Redo toasts, a phone's width at text scale 1 and 1.5, one Rules Reference, the start page
 * without History. Needs a display: meson runs it under xvfb-run; without either it reports a
 * skip. */

#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-barbarian-track.h"
#include "herald-dice-panel.h"
#include "herald-game-over-page.h"
#include "herald-play-dialog.h"
#include "herald-player-card.h"
#include "herald-resources.h"
#include "herald-save.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-ui-test-utils.h"
#include "herald-widget-update.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-widget-update.h"
#include "herald-window-private.h"

/* The shortcuts window is built when first asked for (issue 14: not with every window), and
 * Ctrl+? and the menu's win.show-help-overlay still open it */
static void
test_help_overlay_on_demand (void)
{
  g_autoptr(HeraldApplication) app = herald_application_new ("io.github.herald.HeraldTest",
                                                             G_APPLICATION_NON_UNIQUE);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) accels = NULL;
  HeraldWindow *window;

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>question"));

  window = herald_window_new (app);
  herald_application_add_help_overlay_action (GTK_APPLICATION_WINDOW (window));
  g_assert_null (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  /* what the action builds (presenting it here would load icons this test's isolated data
   * folders cannot decode) */
  {
    g_autoptr(GtkBuilder) builder =
      gtk_builder_new_from_resource ("/io/github/herald/Herald/ui/help-overlay.ui");

    g_assert_true (GTK_IS_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
    gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 13: table mode — fullscreen, the players' cards put away, the far side reads the turn,
 * the banner and the ship upside down; the action toggles it and the window leaves it */
static void
test_table_mode (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, "{\"round\": 5, \"current\": 1, \"barbarian_position\": 6}");
  GtkWidget *track = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_BARBARIAN_TRACK);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (window), "table-mode");
  g_autoptr(GVariant) state = NULL;

  g_assert_nonnull (action);
  g_assert_false (herald_window_get_table_mode (window));
  g_assert_false (gtk_widget_get_visible (window->far_side));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-mode", NULL);
  herald_test_flush ();
  g_assert_true (herald_window_get_table_mode (window));
  state = g_action_get_state (action);
  g_assert_true (g_variant_get_boolean (state));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (window), "table-mode"));
  g_assert_true (gtk_widget_get_visible (window->far_side));
  g_assert_false (gtk_widget_get_visible (window->players_scroller));
  g_assert_cmpstr (gtk_label_get_label (window->far_side_label), ==, "Ben to roll\n1 step to Catan");
  /* the track is still shown, beside the dice or under them */
  g_assert_true (gtk_widget_get_visible (track));
  g_assert_true (gtk_widget_is_ancestor (track, window->table_bin));
  /* the pages' inset above a toast is the layout of the box that holds them and the view
   * switcher, not of a bin between them (on main at 1cd67d5 an AdwBin): one level fewer
   * between the window and Roll, End Turn and every card's button */
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (window->view_stack)) == adw_flap_get_content (window->flap));
  g_assert_true (gtk_widget_get_parent (GTK_WIDGET (window->switcher_bar)) == adw_flap_get_content (window->flap));

  /* the banner under the dice, whenever it changes, is read on the far side too */
  herald_dice_panel_set_banner (window->dice_panel, "Production 5; Anna draws a trade card.");
  g_assert_cmpstr (gtk_label_get_label (window->far_side_label), ==,
                   "Ben to roll\nProduction 5; Anna draws a trade card.\n1 step to Catan");

  /* a name of 64 letters without a space breaks inside the word: whole on one line, the
   * banner took the table's width and pushed the track off the screen (breaker report 13,
   * */
  {
    g_autofree char *name = g_strnfill (64, 'W');
    g_autofree char *banner = g_strdup_printf ("Production 5; %s draws a trade card.", name);
    int min = 0;

    herald_dice_panel_set_banner (window->dice_panel, banner);
    g_assert_nonnull (strstr (gtk_label_get_label (window->far_side_label), name));
    gtk_widget_measure (GTK_WIDGET (window->far_side_label), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
    g_assert_cmpint (min, <=, 400);
  }

  /* leaving puts everything back */
  herald_window_set_table_mode (window, FALSE);
  herald_test_flush ();
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_get_state (action);
  g_assert_false (g_variant_get_boolean (state));
  g_assert_false (gtk_widget_get_visible (window->far_side));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (window), "table-mode"));
  g_assert_true (gtk_widget_is_ancestor (track, window->turn_column));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The start page comes without the table: it is built as the first game is shown, once, and
 * a window put in table mode before it shows the table in table mode (issue 14) */
static gboolean
has_unfinished (HeraldWindow *window)
{
  gboolean has;

  g_object_get (window->games_page, "has-unfinished", &has, NULL);
  return has;
}

/* A start with a game to resume: the window's first refresh does not make the games page's
 * list again, which its setup had just made (1.2 M instructions of the first frame, issue 14);
 * a game closed later is listed anew */
static void
test_start_page_read_once (void)
{
  HeraldWindow *window;
  HeraldSession *session;
  guint reloads;

  herald_test_leave_game ();
  window = herald_window_new (NULL);
  session = herald_window_get_session (window);
  g_assert_cmpuint (herald_games_page_get_n_reloads (window->games_page), ==, 1);
  g_assert_true (has_unfinished (window));
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");
  reloads = herald_games_page_get_n_reloads (window->games_page);

  /* back from a game: the folder is read again */
  g_assert_true (herald_games_page_resume_latest (window->games_page));
  herald_test_flush ();
  g_assert_nonnull (herald_session_get_game (session));
  herald_session_close (session);
  herald_test_flush ();
  g_assert_cmpuint (herald_games_page_get_n_reloads (window->games_page), >, reloads);
  g_assert_true (has_unfinished (window));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
test_table_on_first_use (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldSession *session = herald_window_get_session (window);
  g_autoptr(GPtrArray) panels = NULL;
  g_autoptr(GError) error = NULL;
  HeraldRules rules;

  herald_test_flush ();
  panels = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_DICE_PANEL);
  g_assert_cmpuint (panels->len, ==, 0);
  g_clear_pointer (&panels, g_ptr_array_unref);
  panels = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_GAME_OVER_PAGE);
  g_assert_cmpuint (panels->len, ==, 0);
  g_clear_pointer (&panels, g_ptr_array_unref);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");

  /* table mode asked for on the start page */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-mode", NULL);
  herald_test_flush ();
  g_assert_true (herald_window_get_table_mode (window));

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "game");
  g_assert_nonnull (herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_DICE_PANEL));
  g_assert_true (gtk_widget_get_visible (window->far_side));
  g_assert_false (gtk_widget_get_visible (window->players_scroller));

  /* another game: the same table */
  herald_window_set_table_mode (window, FALSE);
  herald_session_close (session);
  herald_test_flush ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (window->main_stack), ==, "empty");
  g_assert_true (herald_session_new_game (session, &rules, herald_test_players, 3, FALSE, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  panels = herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_DICE_PANEL);
  g_assert_cmpuint (panels->len, ==, 1);
  panels = (g_ptr_array_unref (panels), herald_test_find_widgets (GTK_WIDGET (window), HERALD_TYPE_PLAYER_CARD));
  g_assert_cmpuint (panels->len, ==, 3);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The main menu is made as it first opens, not with the window (issue 14), once, and with
 * its items and Ctrl+Q */
static void
test_main_menu_on_demand (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  GtkPopover *popover;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_null (gtk_menu_button_get_popover (window->menu_button));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (window->menu_button)));

  gtk_menu_button_popup (window->menu_button);
  herald_test_flush ();
  popover = gtk_menu_button_get_popover (window->menu_button);
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  g_assert_true (gtk_menu_button_get_menu_model (window->menu_button) == window->primary_menu);
  g_assert_cmpint (g_menu_model_get_n_items (window->primary_menu), >, 0);
  {
    g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (popover));
    gboolean quits = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
      {
        g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

        if (GTK_IS_SHORTCUT_CONTROLLER (controller))
          for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
            {
              g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
              GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

              if (GTK_IS_NAMED_ACTION (action)
                  && g_strcmp0 (gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), "app.quit") == 0)
                quits = TRUE;
            }
      }
    g_assert_true (quits);
  }
  gtk_menu_button_popdown (window->menu_button);
  herald_test_flush ();
  gtk_menu_button_popup (window->menu_button);
  herald_test_flush ();
  g_assert_true (gtk_menu_button_get_popover (window->menu_button) == popover);
  gtk_menu_button_popdown (window->menu_button);

  /* the popover's pointer handling runs on after it closed: let it finish before the window
   * (and its surface) goes */
  {
    gint64 end = g_get_monotonic_time () + 500 * G_TIME_SPAN_MILLISECOND;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* On a phone at text scale 1.5 the main menu opens within the window, named for screen
 * readers: it reached 44 px past the window's right edge, and Orca called it "GtkPopoverMenu
 * menu" (newcomer report 12, item 11) */
static void
test_main_menu_in_window (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  GtkSettings *settings = gtk_settings_get_default ();
  GtkPopover *popover;
  GdkSurface *surface;
  double px = 0, py = 0, wx = 0, wy = 0;
  double right;
  int dpi = 0;

  g_object_get (settings, "gtk-xft-dpi", &dpi, NULL);
  g_object_set (settings, "gtk-xft-dpi", (int) (96 * 1024 * 1.5), NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (300);
  gtk_menu_button_popup (window->menu_button);
  herald_test_run_for (300);
  popover = gtk_menu_button_get_popover (window->menu_button);
  g_assert_nonnull (popover);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL, "Main Menu");
  surface = gtk_native_get_surface (GTK_NATIVE (popover));
  g_assert_true (GDK_IS_POPUP (surface));
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  right = gdk_popup_get_position_x (GDK_POPUP (surface)) + px + gtk_widget_get_width (GTK_WIDGET (popover)) - wx;
  g_test_message ("the menu: %d px wide, its right edge at %g px in a window %d px wide",
                  gtk_widget_get_width (GTK_WIDGET (popover)), right, gtk_widget_get_width (GTK_WIDGET (window)));
  g_assert_cmpfloat (right, <=, gtk_widget_get_width (GTK_WIDGET (window)));
  gtk_menu_button_popdown (window->menu_button);

  /* see test_main_menu_on_demand () */
  {
    gint64 end = g_get_monotonic_time () + 500 * G_TIME_SPAN_MILLISECOND;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (settings, "gtk-xft-dpi", dpi, NULL);
}

/* Tester report 37, N37-6: a game in progress won before its first roll (the player whose
 * turn it is corrected to 14 points: Game Over) still offered Arrange Progress Card Decks… in
 * the main menu; its dialog took cards, and Arrange then refused them ("The game is over").
 * The engine says when the decks may be arranged (herald_game_can_arrange_decks ()): not
 * once the game is over, and the action is off. */
static void
test_arrange_decks_game_over (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, "{\"round\": 4}");
  HeraldSession *session = herald_window_get_session (window);
  guint current = herald_session_get_state (session)->current;
  HeraldAction correct;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_game_can_arrange_decks (herald_session_get_game (session)));
  g_assert_cmpint (window->actions_enabled[HERALD_WINDOW_ACTION_ARRANGE_DECKS], ==, 2);

  herald_action_init (&correct, HERALD_ACTION_CORRECT, current);
  correct.correction.settlements = 1;
  correct.correction.cities = 4;
  correct.correction.defender = 5;
  g_assert_true (herald_window_perform (window, &correct, TRUE));
  herald_test_flush ();
  g_assert_cmpint (herald_session_get_state (session)->phase, ==, HERALD_PHASE_OVER);
  g_assert_cmpint (herald_session_get_state (session)->winner, ==, (gint) current);
  /* still a position being entered (nothing but corrections), but over */
  g_assert_true (herald_game_is_entering_position (herald_session_get_game (session)));
  g_assert_false (herald_game_can_arrange_decks (herald_session_get_game (session)));
  g_assert_cmpint (window->actions_enabled[HERALD_WINDOW_ACTION_ARRANGE_DECKS], ==, 1);
  /* and activated all the same (a shortcut, a stale menu), no dialog opens */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.arrange-decks", NULL);
  herald_test_flush ();
  g_assert_null (herald_test_open_dialog (window, TRUE));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Where the point (@x, @y) of @widget is in the window */
static void
point_in_window (GtkWidget    *widget,
                 HeraldWindow *window,
                 float         x,
                 float         y,
                 float        *wx,
                 float        *wy)
{
  graphene_matrix_t m;
  graphene_point3d_t p = GRAPHENE_POINT3D_INIT (x, y, 0), out;

  g_assert_true (gtk_widget_compute_transform (widget, GTK_WIDGET (window), &m));
  graphene_matrix_transform_point3d (&m, &p, &out);
  *wx = out.x;
  *wy = out.y;
}

/* Issue 13: table mode serves every side of the table. The view turns toward the side of the
 * player to roll: the players evenly around the table in seating order (3 players: near side,
 * left, right), and the Turn button gives the current player another side, kept for their
 * next turns. On main at 979d35b only the near and the far side could read the turn. */
static void
test_table_mode_turns (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, "{\"round\": 5, \"current\": 1, \"barbarian_position\": 3}");
  HeraldSession *session = herald_window_get_session (window);
  GtkWidget *label = GTK_WIDGET (window->turn_label);
  GtkWidget *scroller = gtk_widget_get_first_child (window->table_turn);
  g_autoptr(GError) error = NULL;
  float x0, y0, x1, y1;

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 0);

  herald_window_set_table_mode (window, TRUE);
  herald_test_run_for (300);
  g_assert_true (gtk_widget_get_visible (window->table_turn_button));
  /* Ben, the second of three, sits on the left: a quarter turn clockwise */
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 1);
  g_assert_cmpint (gtk_widget_get_width (scroller), ==, gtk_widget_get_height (window->table_turn));
  g_assert_cmpint (gtk_widget_get_height (scroller), ==, gtk_widget_get_width (window->table_turn));
  /* the line "Ben to roll" runs down the screen, its foot toward the left edge */
  point_in_window (label, window, 0, 0, &x0, &y0);
  point_in_window (label, window, gtk_widget_get_width (label), gtk_widget_get_height (label), &x1, &y1);
  g_assert_cmpfloat (y1, >, y0 + gtk_widget_get_width (label) - 1);
  g_assert_cmpfloat (x1, <, x0);
  /* portrait for the turned view: the track under the dice */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (window->barbarian_track), window->turn_column));

  /* Cleo's turn: the right side */
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_session_get_current_player (session), ==, 2);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 3);
  point_in_window (label, window, 0, 0, &x0, &y0);
  point_in_window (label, window, gtk_widget_get_width (label), gtk_widget_get_height (label), &x1, &y1);
  g_assert_cmpfloat (y1, <, y0);
  g_assert_cmpfloat (x1, >, x0);

  /* Cleo sits at the far side in fact: turned a quarter further, and remembered */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-turn", NULL);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-turn", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-turn", NULL);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 2);
  /* wide again (the window is): the track beside the dice */
  g_assert_true (gtk_widget_is_ancestor (GTK_WIDGET (window->barbarian_track), window->table_row));
  point_in_window (label, window, 0, 0, &x0, &y0);
  point_in_window (label, window, gtk_widget_get_width (label), gtk_widget_get_height (label), &x1, &y1);
  g_assert_cmpfloat (x1, <, x0);
  g_assert_cmpfloat (y1, <, y0);

  g_assert_true (herald_session_undo (session, &error));
  g_assert_no_error (error);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 1);
  g_assert_true (herald_session_redo (session, &error));
  g_assert_no_error (error);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 2);

  /* leaving: the view is the window's again */
  herald_window_set_table_mode (window, FALSE);
  herald_test_run_for (300);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 0);
  g_assert_false (gtk_widget_get_visible (window->table_turn_button));
  g_assert_cmpint (gtk_widget_get_width (scroller), ==, gtk_widget_get_width (window->table_turn));
  /* outside table mode the action does nothing */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.table-turn", NULL);
  herald_test_run_for (100);
  g_assert_cmpuint (herald_window_get_table_turns (window), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Fast Undo and Redo: each step says itself in the toast on screen, which is never dismissed
 * for a new one. On main before the fix a toast was dismissed and another added while it was
 * still animating, and libadwaita 1.2 crashed (SIGSEGV in adw_animation_skip) within a few
 * pairs, as a breaker found with 80 ms between the keys. */
static void
test_fast_undo_redo_toasts (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  AdwToast *last;
  guint new_toasts = 0;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.build-knight", "i", 0);
  herald_test_run_for (100);
  last = window->toast;
  for (guint i = 0; i < 30; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
      herald_test_run_for (80);
      gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL);
      herald_test_run_for (80);
      if (window->toast != last)
        new_toasts++;
      last = window->toast;
    }
  /* one toast says the steps one after the other; a new one only after it timed out (5 s) */
  g_assert_cmpuint (new_toasts, <=, 2);
  g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (herald_window_get_session (window))), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* With Herald's dice, Enter Dice… is off where the dice of this roll were rolled already (an
 * undone roll), its tooltip saying why, and Ctrl+D (game.enter-roll) opens nothing; Roll is
 * still offered and brings the same dice back. A game with physical dice enters its dice
 * after an undo as before. On main at 6a2321f Enter Dice replaced Herald's dice without a
 * trace (breaker 10, F3). */
static void
test_enter_dice_refused (void)
{
  for (guint physical = 0; physical <= 1; physical++)
    {
      HeraldWindow *window = herald_test_window_new (physical ? "{\"dice\": \"physical\"}" : NULL, NULL);
      HeraldSession *session = herald_window_get_session (window);
      GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window), "game.enter-roll", NULL);
      GtkWidget *roll_button = herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL);
      g_autoptr(GError) error = NULL;

      g_assert_nonnull (enter);
      g_assert_true (gtk_widget_get_sensitive (enter));
      g_assert_cmpstr (herald_get_described (enter), ==, "Enter the faces of real dice");
      herald_test_window_roll (window, HERALD_EVENT_SHIP, 6, 1);
      gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
      herald_test_flush ();
      g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 0);

      g_assert_true (gtk_widget_get_sensitive (roll_button));
      g_assert_cmpint (gtk_widget_get_sensitive (enter), ==, physical);
      if (!physical)
        {
          g_assert_true (g_str_has_prefix (herald_get_described (enter), "Cannot enter dice: "));
          gtk_widget_activate_action (GTK_WIDGET (window), "game.enter-roll", NULL);
          herald_test_flush ();
          g_assert_null (window->dialog);
          /* Roll brings back the undone dice */
          gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
          herald_test_flush ();
          g_assert_cmpuint (herald_game_get_n_actions (herald_session_get_game (session)), ==, 1);
          g_assert_cmpuint (herald_game_get_action (herald_session_get_game (session), 0)->roll.white, ==, 1);
          g_assert_cmpuint (herald_game_get_action (herald_session_get_game (session), 0)->roll.red, ==, 6);
        }
      else
        g_assert_cmpstr (herald_get_described (enter), ==, "Enter the faces of real dice");

      gtk_window_destroy (GTK_WINDOW (window));
      herald_test_flush ();
    }
}

/* The ship lands on dice Herald rolled, and the table cancels the check-in: the window offers
 * what the engine allows with those dice held, as after a restart: Enter Dice… off with its
 * reason, Roll Again… shown. On main at 431cb4d Enter Dice stayed on and Roll Again hidden
 * until the game was opened again (breaker report 11, B-7). */
static void
test_check_in_cancelled_actions (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, "{\"round\": 5, \"barbarian_position\": 6, \"first_attack_done\": true}");
  HeraldSession *session = herald_window_get_session (window);
  HeraldGame *game = herald_session_get_game (session);
  HeraldRoll ship = { .event = HERALD_EVENT_SHIP, .red = 2, .white = 3 };
  GtkWidget *enter = herald_test_find_action_button (GTK_WIDGET (window), "game.enter-roll", NULL);
  GtkWidget *again = herald_test_find_action_button (GTK_WIDGET (window), "game.roll-again", NULL);
  GListModel *toplevels = gtk_window_get_toplevels ();
  AdwMessageDialog *check_in = NULL;

  g_assert_nonnull (enter);
  g_assert_nonnull (again);
  g_assert_true (gtk_widget_get_sensitive (enter));
  g_assert_false (gtk_widget_get_visible (again));
  /* in table mode, for the far side too (below) */
  herald_window_set_table_mode (window, TRUE);
  herald_test_flush ();
  g_assert_true (g_str_has_suffix (gtk_label_get_label (window->far_side_label), "\n1 step to Catan"));

  /* what Roll does when Herald's dice show the ship: the dice held, the check-in open */
  herald_game_set_drawn_roll (game, &ship, TRUE, NULL);
  herald_window_start_roll (window, &ship);
  herald_test_flush ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_window_get_transient_for (w) == GTK_WINDOW (window))
        check_in = ADW_MESSAGE_DIALOG (w);
    }
  g_assert_nonnull (check_in);
  g_assert_true (adw_message_dialog_has_response (check_in, "attack"));
  adw_message_dialog_response (check_in, adw_message_dialog_get_close_response (check_in));
  herald_test_flush ();
  g_assert_cmpuint (herald_game_get_n_actions (game), ==, 0);
  g_assert_cmpint (herald_session_get_state (session)->barbarian_position, ==, 6);
  /* the far side reads what the track reads: the ship has landed, not "1 step to Catan"
   * (tester report 45, N45-15) */
  {
    GtkWidget *track = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_BARBARIAN_TRACK);
    const char *steps = herald_barbarian_track_get_steps (HERALD_BARBARIAN_TRACK (track));
    g_autofree char *last_line = NULL;
    g_autoptr(GPtrArray) grids = herald_test_find_widgets (track, GTK_TYPE_GRID);
    GtkWidget *heading = grids->len > 0 ? grids->pdata[0] : NULL;

    g_assert_cmpstr (steps, ==, "The barbarians land");
    g_assert_nonnull (heading);
    last_line = g_strdup (strrchr (gtk_label_get_label (window->far_side_label), '\n') + 1);
    g_assert_cmpstr (last_line, ==, steps);
    /* and the heading "Barbarians" stands apart from it, also in the narrow column */
    g_assert_cmpint (gtk_grid_get_column_spacing (GTK_GRID (heading)), >=, 12);
  }

  g_assert_false (gtk_widget_get_sensitive (enter));
  g_assert_true (g_str_has_prefix (herald_get_described (enter), "Cannot enter dice: "));
  g_assert_true (gtk_widget_get_visible (again));
  /* the Alchemist off says why, not what it would do (breaker report 12, R-10) */
  {
    GtkWidget *alchemist = herald_test_find_action_button (GTK_WIDGET (window), "game.alchemist", NULL);

    g_assert_nonnull (alchemist);
    g_assert_false (gtk_widget_get_sensitive (alchemist));
    g_test_message ("Alchemist: %s", herald_get_described (alchemist));
    g_assert_true (g_str_has_prefix (herald_get_described (alchemist), "Cannot play the Alchemist: "));
  }
  /* Roll brings the same dice back: the check-in again */
  g_assert_true (gtk_widget_is_sensitive (herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL)));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* After End Turn the Roll button has the focus, so that Space rolls: a newcomer's focus stayed
 * on a button of the last player's card, and the next Space pressed it (issue 11). */
static void
test_focus_after_end_turn (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);
  GtkWidget *roll_button, *card_button;

  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  roll_button = herald_test_find_action_button (GTK_WIDGET (window->dice_panel), "game.roll", NULL);
  card_button = herald_test_find_action_button (GTK_WIDGET (window), "player.build-settlement", NULL);
  g_assert_nonnull (roll_button);
  g_assert_nonnull (card_button);
  gtk_widget_grab_focus (card_button);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == card_button);

  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_flush ();
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == roll_button);

  /* within the turn, the focus stays where the player put it */
  gtk_widget_grab_focus (card_button);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  herald_test_flush ();
  g_assert_false (gtk_root_get_focus (GTK_ROOT (window)) == roll_button);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The widest widget down from @widget: the shown child that is widest, each step printed
 * with its minimum width, so that a failure says what holds a phone's window wider */
static void
print_widest (GtkWidget *widget,
              guint      depth)
{
  GtkWidget *widest = NULL;
  int widest_width = -1;
  int min;
  g_auto(GStrv) classes = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_mapped (child) && gtk_widget_get_width (child) > widest_width)
      {
        widest_width = gtk_widget_get_width (child);
        widest = child;
      }
  if (widest == NULL)
    return;
  gtk_widget_measure (widest, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  classes = gtk_widget_get_css_classes (widest);
  g_test_message ("%*s%s (%s) at least %d px, %d px wide", (int) depth, "", G_OBJECT_TYPE_NAME (widest),
                  classes[0] != NULL ? classes[0] : "", min, widest_width);
  print_widest (widest, depth + 1);
}

/* The window's width as laid out, or its minimum if that is more */
static int
min_width (HeraldWindow *window)
{
  int min;

  herald_test_flush ();
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (gtk_widget_get_width (GTK_WIDGET (window)) > 360)
    print_widest (GTK_WIDGET (window), 0);

  return MAX (min, gtk_widget_get_width (GTK_WIDGET (window)));
}

/* A phone: at 360 px the window is 360 px wide in every state, at text scale 1 and 1.5
 * (issue 11: 365 px with three players, 373 px with "Science gate" on the die, 443 px with a
 * toast; at 1.5 the white die and the banner were cut). The text scale is what GNOME's
 * Large Text sets, gtk-xft-dpi. */
static void
test_phone_width (gconstpointer data)
{
  double scale = *(const double *) data;
  GtkSettings *settings = gtk_settings_get_default ();
  int dpi_before;
  g_autofree char *layout_before = NULL;
  HeraldWindow *window;

  g_object_get (settings, "gtk-xft-dpi", &dpi_before, "gtk-decoration-layout", &layout_before, NULL);
  g_object_set (settings, "gtk-xft-dpi", (int) (96 * 1024 * scale), NULL);
  /* a phone's title bar has only the close button (as screenshots.py has it) */
  g_object_set (settings, "gtk-decoration-layout", ":close", NULL);
  window = herald_test_window_new (NULL, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_cmpint (min_width (window), <=, 360);

  /* the turn view, the science gate on the die, a toast */
  herald_test_window_roll (window, HERALD_EVENT_SCIENCE, 2, 4);
  g_assert_cmpint (min_width (window), <=, 360);
  gtk_widget_activate_action (GTK_WIDGET (window), "player.build-knight", "i", 0);
  herald_test_flush ();
  g_assert_cmpint (min_width (window), <=, 360);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (settings, "gtk-xft-dpi", dpi_before, "gtk-decoration-layout", layout_before, NULL);
}

/* Undo and Redo of a roll and of a turn's end name the player whose step it was: rolls and
 * turn ends are saved without one, and the toast said "Undone: Nobody rolled 5" (a breaker) */
static void
test_undo_names_player (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, NULL);

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_flush ();
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_flush ();
  g_assert_nonnull (window->toast_label);
  g_assert_nonnull (strstr (gtk_label_get_label (window->toast_label), "Anna"));
  g_assert_null (strstr (gtk_label_get_label (window->toast_label), "Nobody"));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_flush ();
  g_assert_nonnull (strstr (gtk_label_get_label (window->toast_label), "Undone: Anna rolled"));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.redo", NULL);
  herald_test_flush ();
  g_assert_nonnull (strstr (gtk_label_get_label (window->toast_label), "Redone: Anna rolled"));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* F1 again and again shows the one Rules Reference, also after it was closed, and it goes
 * with its window (breaker report 10, F10: ten presses opened ten windows) */
static void
test_one_reference (void)
{
  HeraldWindow *window = herald_test_window_new (NULL, "{}");
  GtkWindow *reference = NULL;
  guint n = 0;

  for (guint press = 0; press < 3; press++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "game.reference", NULL);
      herald_test_flush ();
      g_assert_nonnull (window->reference);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window->reference)));
      if (press == 1)
        {
          gtk_window_close (window->reference);
          herald_test_flush ();
          g_assert_nonnull (window->reference);
          g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->reference)));
        }
    }
  {
    GListModel *toplevels = gtk_window_get_toplevels ();  /* (transfer none) */

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

        if (gtk_window_get_transient_for (toplevel) == GTK_WINDOW (window))
          n++;
      }
  }
  g_assert_cmpuint (n, ==, 1);
  g_set_weak_pointer (&reference, window->reference);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_null (reference);
}

/* No History button on the start page, where there is no game to have one (newcomer report
 * 13, N-7: it showed, Tab went New Game → History, and after Ctrl+N the empty sidebar covered
 * the cards); it shows with a game, and goes again as the game is closed */
static void
test_start_page_no_history (void)
{
  /* the start page's icon (SVG) cannot always be loaded here: a warning, not a failure */
  GLogLevelFlags fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  HeraldWindow *window = herald_window_new (NULL);
  HeraldWindow *playing = herald_test_window_show (NULL, 1000, 720);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_run_for (300);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->history_button)));
  gtk_window_destroy (GTK_WINDOW (window));

  herald_test_run_for (300);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (playing->history_button)));
  herald_session_close (herald_window_get_session (playing));
  herald_test_flush ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (playing->history_button)));
  g_assert_false (gtk_widget_get_visible (playing->redo_button));
  gtk_window_destroy (GTK_WINDOW (playing));
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
}

/* If they landed now, said on the barbarian track from the engine's forecast */
static void
test_landing_forecast (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}, "
    "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}");
  g_autofree char *lose = herald_text_landing_forecast (game);
  g_autofree char *defend = NULL;
  HeraldWindow *window;
  g_autoptr(GPtrArray) labels = NULL;
  gboolean found = FALSE;

  g_assert_cmpstr (lose, ==, "If they landed now, the barbarians would win and Cleo would lose a city.");
  herald_test_apply_ok (game, "{\"type\": \"correct\", \"player\": 1, \"knights\": [{\"level\": 3, \"active\": true}]}");
  defend = herald_text_landing_forecast (game);
  g_assert_cmpstr (defend, ==, "If they landed now, Catan would win and Ben would get a Defender of Catan card.");

  window = herald_test_window_new (NULL, "{\"players\": [{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": true}]}, "
                                   "{\"knights\": [{\"level\": 2, \"active\": true}]}, {}]}");
  labels = herald_test_find_widgets (herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_BARBARIAN_TRACK), GTK_TYPE_LABEL);
  for (guint i = 0; i < labels->len; i++)
    found |= g_str_has_suffix (gtk_label_get_label (labels->pdata[i]), lose);
  g_assert_true (found);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* A label of @root's whose text begins with @prefix */
static const char *
label_with_prefix (GtkWidget  *root,
                   const char *prefix)
{
  g_autoptr(GPtrArray) labels = herald_test_find_widgets (root, GTK_TYPE_LABEL);

  for (guint i = 0; i < labels->len; i++)
    if (g_str_has_prefix (gtk_label_get_label (labels->pdata[i]), prefix) &&
        gtk_widget_get_visible (labels->pdata[i]))
      return gtk_label_get_label (labels->pdata[i]);
  return NULL;
}

/* Issue 13: the forecasts on the track and the player cards follow the game as knights are
 * activated (the engine's herald_game_forecast_landing() and herald_game_get_draw_forecast()) */
static void
test_forecasts_live (void)
{
  HeraldWindow *window = herald_test_window_new (NULL,
                                                 "{\"round\": 5, \"current\": 1, \"barbarian_position\": 6, \"players\": ["
                                                 "{\"cities\": 2, \"knights\": [{\"level\": 2, \"active\": true}, {\"level\": 2, \"active\": true}],"
                                                 " \"improvements\": {\"trade\": 2, \"science\": 1}},"
                                                 "{\"cities\": 2, \"knights\": [{\"level\": 1, \"active\": false}]},"
                                                 "{\"cities\": 2}]}");
  HeraldSession *session = herald_window_get_session (window);
  GtkWidget *track = herald_test_find_one (GTK_WIDGET (window), HERALD_TYPE_BARBARIAN_TRACK);
  HeraldAction action;
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (label_with_prefix (track, "Chance of an attack"), ==,
                   "Chance of an attack: 50 % with the next roll, 88 % within the next round");
  g_assert_cmpstr (label_with_prefix (track, "Barbarians 6"), ==,
                   "Barbarians 6 (cities) against knights 4 (active). "
                   "If they landed now, the barbarians would win and \u2068Ben\u2069 and \u2068Cleo\u2069 would each lose a city.");
  g_assert_cmpstr (label_with_prefix (GTK_WIDGET (window), "Progress card:"), ==,
                   "Progress card: 14 % on the next roll, about 1 in 7.2 rolls");

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 5, 3);
  /* Ben has rolled: the players who would lose a city are still in seat order, the sentence
   * unchanged (A7.2 gives them no order; from the next roller, Cleo, it changed at every roll
   * and was told to a screen reader each time, forecast32), and said as no order: "Ben, then
   * Cleo" was not the order the attack's result says (tester report 36, N36-9) */
  g_assert_cmpstr (label_with_prefix (track, "Barbarians 6"), ==,
                   "Barbarians 6 (cities) against knights 4 (active). "
                   "If they landed now, the barbarians would win and \u2068Ben\u2069 and \u2068Cleo\u2069 would each lose a city.");
  herald_action_init (&action, HERALD_ACTION_ACTIVATE_KNIGHT, 1);
  action.knight = 0;
  g_assert_true (herald_session_perform (session, &action, &error));
  g_assert_no_error (error);
  herald_test_flush ();
  g_assert_cmpstr (label_with_prefix (track, "Barbarians 6"), ==,
                   "Barbarians 6 (cities) against knights 5 (active). "
                   "If they landed now, the barbarians would win and Cleo would lose a city.");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The knights a displacement can aim at are the ones the engine accepts: strictly weaker (A18) */
static void
test_displace_choices (void)
{
  g_autoptr(HeraldGame) game = herald_test_game_new (NULL, 3,
    "{\"players\": [{\"knights\": [{\"level\": 2, \"active\": true}]}, "
    "{\"knights\": [{\"level\": 1, \"active\": true}, {\"level\": 2, \"active\": true}]}, {}]}");
  HeraldPlayDialog *dialog;
  g_autoptr(GPtrArray) combos = NULL;
  HeraldAction action;

  herald_test_apply_ok (game, "{\"type\": \"roll\", \"event\": \"trade\", \"red\": 2, \"white\": 3}");
  dialog = g_object_ref_sink (herald_displace_dialog_new (NULL, game, 0, 0));
  combos = herald_test_find_widgets (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)), ADW_TYPE_COMBO_ROW);
  g_assert_cmpuint (combos->len, ==, 2);
  /* Ben (the first opponent): his basic knight only, not his strong one */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combos->pdata[1])), ==, 1);
  herald_play_dialog_get_action (dialog, &action);
  g_assert_cmpint (action.type, ==, HERALD_ACTION_KNIGHT_ACTION);
  g_assert_cmpint (action.target, ==, 1);
  g_assert_cmpint (action.target_knight, ==, 0);
  g_assert_true (herald_game_check (game, &action, NULL));
  /* Cleo has none */
  adw_combo_row_set_selected (combos->pdata[0], 1);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (combos->pdata[1])), ==, 0);

  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "window"))
    return 0;

  /* first: after the other tests the app icon (an SVG) is refused by the loader, a warning
   * the phone-width tests (which present the window again) would fail on */
  {
    static const double scale_1 = 1.0, scale_15 = 1.5;

    g_test_add_data_func ("/herald/phone/width-at-text-scale-1", &scale_1, test_phone_width);
    g_test_add_data_func ("/herald/phone/width-at-text-scale-1.5", &scale_15, test_phone_width);
  }
  g_test_add_func ("/herald/window/fast-undo-redo-toasts", test_fast_undo_redo_toasts);
  g_test_add_func ("/herald/window/focus-after-end-turn", test_focus_after_end_turn);
  g_test_add_func ("/herald/window/undo-names-player", test_undo_names_player);
  g_test_add_func ("/herald/window/forecasts-live", test_forecasts_live);
  g_test_add_func ("/herald/window/table-mode", test_table_mode);
  g_test_add_func ("/herald/window/table-mode-turns", test_table_mode_turns);
  g_test_add_func ("/herald/window/table-on-first-use", test_table_on_first_use);
  g_test_add_func ("/herald/window/start-page-read-once", test_start_page_read_once);
  g_test_add_func ("/herald/window/main-menu-on-demand", test_main_menu_on_demand);
  g_test_add_func ("/herald/window/main-menu-in-window", test_main_menu_in_window);
  g_test_add_func ("/herald/window/landing-forecast", test_landing_forecast);
  g_test_add_func ("/herald/window/displace-choices", test_displace_choices);
  g_test_add_func ("/herald/window/help-overlay-on-demand", test_help_overlay_on_demand);
  g_test_add_func ("/herald/window/one-reference", test_one_reference);
  g_test_add_func ("/herald/window/enter-dice-refused", test_enter_dice_refused);
  g_test_add_func ("/herald/window/check-in-cancelled-actions", test_check_in_cancelled_actions);
  g_test_add_func ("/herald/window/start-page-no-history", test_start_page_no_history);
  g_test_add_func ("/herald/window/arrange-decks-game-over", test_arrange_decks_game_over);

  return g_test_run ();
}
