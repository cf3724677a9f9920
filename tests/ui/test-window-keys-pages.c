/* test-window-keys-pages.c
 *
 * Copyright 2026 The Herald authors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* The window's pages played by keyboard (newcomer report 9), split from test-window-keys.c:
 * the focus on the start page, in New Game and in the setup round; a phone's page tabs, its
 * End Turn and Roll in view, the players' page by a tap; the knight's menu and its focus after
 * an activation. In-process, through the window's actions and the focused widgets; needs a
 * display (meson runs it under xvfb-run). */

#include "config.h"

#include <glib/gstdio.h>

#include <string.h>

#include <adwaita.h>

#include "herald-application.h"
#include "herald-dice-panel.h"
#include "herald-new-game-dialog.h"
#include "herald-play-dialog.h"
#include "herald-player-card.h"
#include "herald-roll-dialog.h"
#include "herald-resources.h"
#include "herald-session.h"
#include "herald-test-utils.h"
#include "herald-a11y.h"
#include "herald-ui-test-utils.h"
#include "herald-text.h"
#include "herald-window.h"
#include "herald-window-private.h"
#include "herald-tooltip.h"

/* How long a test waits for what it checks, at most: it goes on as soon as it is there */
#define WAIT_MS 20000

/* The start page's first focus is New Game, not the main menu (report 9, item 3) */
static void
test_start_focus (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  g_autoptr(GSimpleActionGroup) app = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) new_game = g_simple_action_new ("new-game", NULL);

  /* the application's action, without an application */
  g_action_map_add_action (G_ACTION_MAP (app), G_ACTION (new_game));
  gtk_widget_insert_action_group (GTK_WIDGET (window), "app", G_ACTION_GROUP (app));
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_cmpstr (herald_test_focus_action (window), ==, "app.new-game");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* New Game opens with the focus in its first field, the number of players, not on Cancel
 * (newcomer report 12: Orca said "New Game. Cancel push button.") */
static void
test_new_game_focus (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  g_autoptr(GPtrArray) spins = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_SPIN_BUTTON);
  GtkWidget *focus;
  GLogLevelFlags fatal;

  /* the expander's arrow is an SVG: see test_expander_list_named () */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_cmpuint (spins->len, >=, 1);
  g_assert_nonnull (focus);
  g_test_message ("first focus: %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (focus == spins->pdata[0] || gtk_widget_is_ancestor (focus, spins->pdata[0]));

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* The list inside an expander row is named after the row: GTK 4.8 named it by its class,
 * and Orca said "GtkListBox. List with 1 item." in New Game's variants (issue 11). The list
 * that holds the row's header (libadwaita 1.2's own, outside the revealer of the rows) is a
 * group without a name: named as the row, the title was said twice as the focus came to the
 * header (speech41) */
static void
test_expander_list_named (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  g_autoptr(GPtrArray) expanders = NULL;
  guint checked = 0;
  GLogLevelFlags fatal;

  /* shown (the names are given as a window is realized): the expander's arrow is an SVG,
   * which the test's environment may have no loader for, a warning that is not the test's */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  expanders = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_EXPANDER_ROW);
  for (guint i = 0; i < expanders->len; i++)
    {
      g_autoptr(GPtrArray) lists = herald_test_find_widgets (expanders->pdata[i], GTK_TYPE_LIST_BOX);
      const char *title = adw_preferences_row_get_title (expanders->pdata[i]);

      for (guint l = 0; l < lists->len; l++, checked++)
        {
          GtkWidget *revealer = gtk_widget_get_ancestor (lists->pdata[l], GTK_TYPE_REVEALER);

          if (revealer == NULL || !gtk_widget_is_ancestor (revealer, expanders->pdata[i]))
            {
              g_assert_cmpint (gtk_accessible_get_accessible_role (lists->pdata[l]), ==, GTK_ACCESSIBLE_ROLE_GROUP);
              gtk_test_accessible_assert_property (GTK_ACCESSIBLE (lists->pdata[l]), GTK_ACCESSIBLE_PROPERTY_LABEL, "");
            }
          else
            gtk_test_accessible_assert_property (GTK_ACCESSIBLE (lists->pdata[l]), GTK_ACCESSIBLE_PROPERTY_LABEL, title);
        }
    }
  g_assert_cmpuint (checked, >=, 2);  /* the game in progress, the variants */

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
  g_log_set_always_fatal (fatal);
}

/* @spin describes nothing of its own: no description, or "" once something was announced on
 * it (its words given back after, herald-a11y-announce.c: an announcement comes from a
 * timeout, which a flush outlasted on a loaded machine, as the dialog opened) */
static void
assert_undescribed (GtkWidget *spin)
{
  g_autofree char *description = herald_test_accessible_property (spin, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  g_test_message ("the spin button's description: “%s”", description);
  g_assert_true (g_str_equal (description, "undefined") || g_str_equal (description, ""));
}

/* New Game's "Number of players" says where 5 or 6 players are: typed, 6 becomes 4 (the
 * extension off), and the row said beforehand which switch takes six, in its subtitle and in
 * the spin button's description; with the extension on, the other way round. On main at
 * 59c2b00 the row had no subtitle: 6 became 4 without a word, the 5–6 player extension five
 * rows further down (tester report 40, N40-7). */
static void
test_new_game_count_hint (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (GTK_WIDGET (dialog), ADW_TYPE_ACTION_ROW);
  AdwActionRow *count = NULL;
  GtkSwitch *extension = NULL;
  GtkSpinButton *spin;

  for (guint i = 0; i < rows->len; i++)
    {
      const char *title = adw_preferences_row_get_title (rows->pdata[i]);

      if (g_strcmp0 (title, "Number of players") == 0)
        count = rows->pdata[i];
      else if (g_strcmp0 (title, "5–6 player extension") == 0)
        extension = herald_test_find_one (rows->pdata[i], GTK_TYPE_SWITCH);
    }
  g_assert_nonnull (count);
  g_assert_nonnull (extension);
  spin = herald_test_find_one (GTK_WIDGET (count), GTK_TYPE_SPIN_BUTTON);

  gtk_window_present (GTK_WINDOW (dialog));
  herald_test_flush ();
  g_assert_cmpstr (adw_action_row_get_subtitle (count), ==,
                   "3 or 4; for 5 or 6, turn on the 5–6 player extension under Rules");
  /* said once, as the row's description: the spin button's own said it again (N44-9) */
  assert_undescribed (GTK_WIDGET (spin));
  gtk_editable_set_text (GTK_EDITABLE (spin), "6");
  gtk_spin_button_update (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 4);

  gtk_switch_set_active (extension, TRUE);
  herald_test_flush ();
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 5);
  g_assert_cmpstr (adw_action_row_get_subtitle (count), ==,
                   "5 or 6 with the 5–6 player extension; for 3 or 4, turn it off under Rules");
  assert_undescribed (GTK_WIDGET (spin));

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

/* New Game starts with Return in a name and with Ctrl+Return, when the game is valid */
static void
test_new_game_keys (void)
{
  HeraldNewGameDialog *dialog = herald_new_game_dialog_new (NULL, NULL);
  g_autoptr(GPtrArray) rows = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_ENTRY);
  guint started = 0;

  g_signal_connect_swapped (dialog, "start", G_CALLBACK (count_cb), &started);
  g_assert_cmpuint (rows->len, >=, 3);
  g_assert_true (herald_test_has_ctrl_return (GTK_WIDGET (dialog), "new-game.start"));
  g_signal_emit_by_name (rows->pdata[0], "activate");
  g_assert_cmpuint (started, ==, 1);

  /* two players of one colour: no start */
  {
    g_autoptr(GPtrArray) drops = herald_test_find_widgets (GTK_WIDGET (dialog), GTK_TYPE_DROP_DOWN);

    gtk_drop_down_set_selected (drops->pdata[1], gtk_drop_down_get_selected (drops->pdata[0]));
  }
  g_signal_emit_by_name (rows->pdata[1], "activate");
  g_assert_cmpuint (started, ==, 1);

  gtk_window_destroy (GTK_WINDOW (dialog));
  herald_test_flush ();
}

static void
wait_frames (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* the window has taken its phone layout (the X window resized: frames later on a loaded
 * machine) */
static gboolean
is_narrow (gpointer window)
{
  return HERALD_WINDOW (window)->narrow;
}

static gboolean
focus_on_setup_button (gpointer window)
{
  return gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (HERALD_WINDOW (window)->setup_button);
}

/* After Start the setup round's button has the focus: Space places the settlement (the
 * focus was on an unnamed scroll pane, report 9, item 3) */
static void
test_setup_focus (void)
{
  HeraldWindow *window = herald_window_new (NULL);
  HeraldRules rules;

  herald_rules_init (&rules, HERALD_EDITION_STANDARD);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_flush ();
  g_assert_true (herald_session_new_game (herald_window_get_session (window), &rules, herald_test_players, 3, TRUE, NULL));
  herald_test_flush ();
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_SETUP);
  /* the focus comes once the table's page is in (its transition over): on a loaded machine
   * later than one flush */
  herald_test_wait_until (focus_on_setup_button, window, WAIT_MS);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == GTK_WIDGET (window->setup_button));

  /* on a phone the header says the name and "Setup Round", which fit; the headline below
   * wraps and says the whole sentence (report 9, item 11: "Setup Roun…", "Red places th…") */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_unmaximize (GTK_WINDOW (window));
  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_true (window->narrow);
  g_assert_cmpstr (herald_header_title_get_title (window->window_title), ==, "Anna");
  g_assert_cmpstr (herald_header_title_get_subtitle (window->window_title), ==, "Setup Round");
  g_assert_cmpstr (gtk_label_get_label (window->turn_label), ==, "Anna places the first settlement");
  g_assert_true (gtk_label_get_wrap (window->turn_label));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* On a phone, an arrow on a page tab chooses the page beside and moves the focus to its tab:
 * the focus moved and the table stayed (newcomer report 12, item 10). The key's press is given
 * to the switcher bar's key controller, which sees it before the focused tab (capture); the
 * page is chosen before the focus comes to its tab (test-a11y-glitches page-tabs-said-once). */
static void
test_phone_tabs_arrows (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  g_autoptr(GPtrArray) tabs = NULL;
  g_autoptr(GListModel) controllers = NULL;
  GtkWidget *table = NULL, *players = NULL;
  gboolean handled = FALSE;

  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "table");
  tabs = herald_test_find_widgets (GTK_WIDGET (window->switcher_bar), GTK_TYPE_TOGGLE_BUTTON);
  for (guint i = 0; i < tabs->len; i++)
    if (!gtk_toggle_button_get_active (tabs->pdata[i]))
      players = tabs->pdata[i];
    else
      table = tabs->pdata[i];
  g_assert_nonnull (players);
  g_assert_nonnull (table);
  g_assert_true (gtk_widget_grab_focus (table));

  controllers = gtk_widget_observe_controllers (GTK_WIDGET (window->switcher_bar));
  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
    }
  herald_test_run_for (300);
  g_assert_true (handled);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "players");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == players);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* Gives the focus to the first control of @card that takes it (its hand or points button) */
static void
focus_card_control (GtkWidget *card)
{
  g_autoptr(GPtrArray) buttons = herald_test_find_widgets (card, GTK_TYPE_BUTTON);
  gboolean grabbed = FALSE;

  for (guint i = 0; i < buttons->len && !grabbed; i++)
    grabbed = gtk_widget_get_mapped (buttons->pdata[i]) && gtk_widget_is_sensitive (buttons->pdata[i])
              && gtk_widget_grab_focus (buttons->pdata[i]);
  g_assert_true (grabbed);
}

/* On a phone's Players page, a roll (Ctrl+R, Space) and End Turn (Ctrl+Return) bring the Table
 * page: the roll was made unseen, its dice and sentence on the hidden Table page; after End
 * Turn the focus went to the next player's card, then to its hand button, where Space opened
 * that player's hand instead of rolling (tester report 30, N30-1, N30-2; before, newcomer
 * reports 12 and 13). At a new turn Roll has the focus, as at wide sizes, and Space rolls. */
/* the turn's roll is made */
static gboolean
is_after_roll (gpointer state)
{
  return ((const HeraldState *) state)->phase == HERALD_PHASE_AFTER_ROLL;
}

static void
test_phone_end_turn_focus (void)
{
  HeraldWindow *window;
  const HeraldState *state;
  GtkWidget *anna, *ben, *focus, *turn_scroller;

  herald_test_set_text_scale (1.5);
  window = herald_test_window_show (NULL, 360, 640);
  state = herald_session_get_state (herald_window_get_session (window));
  turn_scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  herald_test_wait_until (is_narrow, window, WAIT_MS);
  adw_view_stack_set_visible_child_name (window->view_stack, "players");
  herald_test_run_for (300);
  anna = herald_test_mapped_card (GTK_WIDGET (window), 0);
  g_assert_nonnull (anna);
  focus_card_control (anna);

  /* a roll: the Table page, the focus off the hidden card, on End Turn */
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  wait_frames (300);
  g_assert_cmpuint (state->phase, ==, HERALD_PHASE_AFTER_ROLL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "table");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->dice_panel)));
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("after the roll: the focus on %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
  g_assert_true (focus == window->end_turn_button);

  /* the column scrolled to its end, as End Turn's focus may leave it at text scale 1.5 */
  {
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (turn_scroller));

    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
    herald_test_run_for (100);
    g_test_message ("the column scrolled to %g of %g", gtk_adjustment_get_value (adjustment),
                    gtk_adjustment_get_upper (adjustment));
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  }

  /* End Turn from the Players page, the focus on a control of Anna's card */
  adw_view_stack_set_visible_child_name (window->view_stack, "players");
  herald_test_run_for (300);
  focus_card_control (anna);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), anna));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.end-turn", NULL);
  herald_test_run_for (300);
  g_assert_cmpuint (state->current, ==, 1);
  g_assert_cmpuint (state->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "table");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_test_message ("after End Turn: the focus on %s", G_OBJECT_TYPE_NAME (focus));
  g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (window->dice_panel)));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (focus)), ==, "game.roll");
  /* whose turn in view, at the column's top (it kept the scroll of Anna's turn) */
  {
    graphene_rect_t headline;

    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (window->turn_label), turn_scroller, &headline));
    g_test_message ("the headline “%s” from %g px", gtk_label_get_label (window->turn_label), headline.origin.y);
    g_assert_cmpfloat (headline.origin.y, >=, 0);
  }
  /* Space presses Roll: Ben rolls (the button clicks 250 ms after its press, from a
   * timeout: later on a loaded machine, where 300 ms were not enough in CI, session 47) */
  g_assert_true (herald_test_activate_button (focus));
  herald_test_wait_until (is_after_roll, (gpointer) state, WAIT_MS);
  g_assert_cmpuint (state->current, ==, 1);
  g_assert_cmpuint (state->phase, ==, HERALD_PHASE_AFTER_ROLL);

  /* Undo leaves the page the player looks at */
  adw_view_stack_set_visible_child_name (window->view_stack, "players");
  herald_test_run_for (300);
  ben = herald_test_mapped_card (GTK_WIDGET (window), 1);
  g_assert_nonnull (ben);
  gtk_widget_activate_action (GTK_WIDGET (window), "game.undo", NULL);
  herald_test_run_for (300);
  g_assert_cmpuint (state->phase, ==, HERALD_PHASE_BEFORE_ROLL);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "players");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
}

static gboolean
widget_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

/* On a phone, a tap on the Players tab while Roll has the focus: the focus goes to the current
 * player's card itself, from where Space rolls. The page stack gave it to the page's first
 * control, the hand button, and Space opened the hand (verify report 13, V13-2) */
static void
test_phone_tap_players (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  g_autoptr(GPtrArray) tabs = NULL;
  GtkWidget *players_tab = NULL, *anna, *focus;

  herald_test_wait_until (is_narrow, window, WAIT_MS);
  gtk_widget_grab_focus (herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL));
  tabs = herald_test_find_widgets (GTK_WIDGET (window->switcher_bar), GTK_TYPE_TOGGLE_BUTTON);
  g_assert_cmpuint (tabs->len, ==, 2);
  players_tab = tabs->pdata[1];
  /* the bar is revealed (it slides in) */
  herald_test_wait_until (widget_is_mapped, players_tab, WAIT_MS);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (players_tab)));
  g_assert_nonnull (players_tab);
  /* a tap: the tab is toggled without taking the focus */
  g_signal_emit_by_name (players_tab, "clicked");
  herald_test_run_for (300);
  g_assert_cmpstr (adw_view_stack_get_visible_child_name (window->view_stack), ==, "players");
  anna = herald_test_mapped_card (GTK_WIDGET (window), 0);
  g_assert_nonnull (anna);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_test_message ("the focus: %s", focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "none");
  /* the card takes no Space of its own (test_phone_end_turn_focus ()) */
  g_assert_true (focus == anna);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* On a phone, after Roll the turn's column shows its top: whose turn, the dice and the
 * sentence; the focus going on to End Turn had scrolled them away (report 9, item 11) */
static void
test_phone_roll_in_view (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 360, 640);
  GtkWidget *scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *vadj;

  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_true (window->narrow);
  g_assert_nonnull (scroller);
  vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  gtk_widget_grab_focus (herald_test_find_action_button (GTK_WIDGET (window), "game.roll", NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "game.roll", NULL);
  wait_frames (500);
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  g_assert_cmpfloat (gtk_adjustment_get_value (vadj), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

static void
dialog_answered (gpointer window)
{
}

/* Where the roll's result (the dice, the sentence) lies in the turn's column: fails when it
 * is not wholly in view */
static void
assert_result_in_view (HeraldWindow *window,
                       GtkWidget    *scroller,
                       const char   *when)
{
  graphene_rect_t result;

  g_assert_true (herald_dice_panel_compute_result_bounds (window->dice_panel, scroller, &result));
  g_test_message ("%s: the result from %g to %g px of the column's %d", when, result.origin.y,
                  result.origin.y + result.size.height, gtk_widget_get_height (scroller));
  if (result.origin.y < -0.5 || result.origin.y + result.size.height > gtk_widget_get_height (scroller) + 0.5)
    g_error ("%s, at 360 px and text scale 1.5: the roll's result lies from %g to %g px of the turn's "
             "column, %d px high: the dice are cut", when, result.origin.y, result.origin.y + result.size.height,
             gtk_widget_get_height (scroller));
}

/* On a phone at text scale 1.5 with the save bar open (the page 92 px lower), after a roll
 * the top of the dice was cut: the column scrolled to End Turn, focused (lead's note 30);
 * after a 7's long sentence and a landing's dialogs the dice were out of view. The roll's
 * result is whole in view after the roll, and again as a dialog over the table closes, the
 * column scrolled away meanwhile. */
static void
test_phone_roll_result_whole (void)
{
  HeraldWindow *window;
  GtkWidget *scroller, *dialog;
  GtkAdjustment *vadj;
  HeraldRoll seven = { .event = HERALD_EVENT_TRADE, .red = 3, .white = 4 };

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * 1.5), NULL);
  window = herald_test_window_show (NULL, 360, 640 - 92);
  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_true (window->narrow);
  scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  vadj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  wait_frames (300);
  herald_dice_panel_focus_roll (window->dice_panel);
  herald_window_start_roll (window, &seven);
  wait_frames (600);
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  g_assert_true (gtk_widget_has_focus (window->end_turn_button));
  assert_result_in_view (window, scroller, "after the roll");

  /* a dialog over the table, the column scrolled to its end meanwhile, then closed */
  dialog = adw_message_dialog_new (GTK_WINDOW (window), "A dialog", NULL);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", "Close");
  herald_window_show_dialog (window, ADW_MESSAGE_DIALOG (dialog), G_CALLBACK (dialog_answered));
  wait_frames (600);
  gtk_adjustment_set_value (vadj, gtk_adjustment_get_upper (vadj) - gtk_adjustment_get_page_size (vadj));
  wait_frames (100);
  gtk_window_destroy (GTK_WINDOW (dialog));
  wait_frames (800);
  assert_result_in_view (window, scroller, "after a dialog");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);
}

/* End Turn has the focus and lies whole in the turn's column (@when says in which case) */
static void
assert_end_turn_in_view (HeraldWindow *window,
                         const char   *when)
{
  GtkWidget *scroller = gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW);
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_has_focus (window->end_turn_button));
  g_assert_true (gtk_widget_compute_bounds (window->end_turn_button, scroller, &bounds));
  g_test_message ("End Turn from %g to %g px of the column's %d", bounds.origin.y,
                  bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
  if (bounds.origin.y < -0.5 || bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller) + 0.5)
    g_error ("%s: End Turn, focused, lies from %g to %g px of the turn's column, %d px high", when,
             bounds.origin.y, bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller));
}

/* A game opened on a phone at text scale 1.5 with the save bar open (the page 92 px lower),
 * after a 7's long sentence: the focused End Turn is whole in view. The column kept the top
 * of the dice, and End Turn was below the fold, the turn's heading half under the bar (tester
 * report 31, N31-3). */
static void
test_phone_opened_focus_in_view (void)
{
  g_autofree char *dir = g_dir_make_tmp ("herald-opened-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "seven.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HeraldWindow *window;
  HeraldRoll seven = { .event = HERALD_EVENT_TRADE, .red = 3, .white = 4 };

  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", (int) (96 * 1024 * 1.5), NULL);
  window = herald_test_window_show (NULL, 360, 640 - 92);
  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_true (window->narrow);
  wait_frames (300);
  herald_dice_panel_focus_roll (window->dice_panel);
  herald_window_start_roll (window, &seven);
  wait_frames (600);
  g_assert_true (herald_session_save_as (herald_window_get_session (window), path, &error));
  g_assert_no_error (error);

  herald_window_open_file (window, file);
  wait_frames (1500);
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  assert_end_turn_in_view (window, "a game opened at 360 px and text scale 1.5");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024, NULL);
  g_remove (path);
  g_rmdir (dir);
}

/* Round 9, every player with a Science improvement and city walls: a Science gate on a 7 says
 * who draws and each player's discard limit, the longest sentence of a roll */
#define ROLL_AT_NINE "{\"round\": 9, \"barbarian_position\": 3, \"first_attack_done\": true, \"players\": [" \
  "{\"settlements\": 1, \"cities\": 4, \"walls\": 2, \"improvements\": {\"science\": 2}}," \
  "{\"settlements\": 2, \"cities\": 3, \"walls\": 1, \"improvements\": {\"science\": 1}}," \
  "{\"settlements\": 2, \"cities\": 3, \"walls\": 3, \"improvements\": {\"science\": 3}}]}"

/* A game opened on a phone from outside the games folder, the save bar saying where it is
 * saved (76 px at text scale 1.5), then its first roll, a 7 with a gate: End Turn, focused, is
 * whole in view with the roll's result. The column kept the top of the dice, and End Turn lay
 * 33 px below the fold (tester report 31, N31-3, after the roll); the bar's line, seen as the
 * game opened, now makes room on a phone. */
static void
test_phone_opened_roll_in_view (void)
{
  g_autofree char *dir = g_dir_make_tmp ("herald-opened-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  HeraldWindow *window;
  HeraldRoll seven = { .event = HERALD_EVENT_SCIENCE, .red = 1, .white = 6 };

  herald_test_set_text_scale (1.5);
  /* the table's own cards: no card dialog after the roll */
  window = herald_test_window_new ("{\"progress_cards\": \"physical\"}", ROLL_AT_NINE);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  gtk_window_present (GTK_WINDOW (window));
  herald_test_wait_until (is_narrow, window, WAIT_MS);
  g_assert_true (herald_session_save_as (herald_window_get_session (window), path, &error));
  g_assert_no_error (error);
  herald_window_open_file (window, file);
  wait_frames (1500);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->save_bar)));
  g_test_message ("the save bar: %d px", gtk_widget_get_height (GTK_WIDGET (window->save_bar)));

  herald_window_start_roll (window, &seven);
  wait_frames (800);
  g_assert_null (herald_test_open_dialog (window, FALSE));
  g_test_message ("the sentence: %s", herald_dice_panel_get_banner (window->dice_panel));
  g_assert_cmpuint (herald_session_get_state (herald_window_get_session (window))->phase, ==, HERALD_PHASE_AFTER_ROLL);
  assert_result_in_view (window, gtk_widget_get_ancestor (window->turn_column, GTK_TYPE_SCROLLED_WINDOW),
                         "after the first roll of a game opened");
  assert_end_turn_in_view (window, "the first roll of a game opened at 360 px, text scale 1.5");
  /* the room it took */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window->save_bar)));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
  herald_test_set_text_scale (1.0);
  g_remove (path);
  g_rmdir (dir);
}

/* Every page of every GtkStack shown under @root has an accessible name of its own (its title, or
 * empty): GTK 4.8 names a page without one by its class, and Orca said "GtkStackPage panel."
 * after End Turn (issue 11) */
static void
assert_stack_pages_named (GtkWidget *root)
{
  g_autoptr(GPtrArray) stacks = herald_test_find_widgets (root, GTK_TYPE_STACK);

  guint shown = 0;

  for (guint i = 0; i < stacks->len; i++)
    for (GtkWidget *child = gtk_widget_get_first_child (stacks->pdata[i]);
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      {
        GtkStackPage *page = gtk_stack_get_page (stacks->pdata[i], child);
        const char *title = gtk_stack_page_get_title (page);

        if (!gtk_widget_get_mapped (stacks->pdata[i]))
          break;
        shown++;
        g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL));
        gtk_test_accessible_assert_property (GTK_ACCESSIBLE (page), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             title != NULL ? title : "");
      }
  g_assert_cmpuint (shown, >, 0);
}

/* A knight's menu is named after the knight and opens with the focus on its first item
 * (report 9, item 9: Orca said "expanded", then "GtkPopoverMenu menu") */
static void
test_knight_menu (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  g_autoptr(GPtrArray) buttons = NULL;
  GtkMenuButton *knight = NULL;
  GtkWidget *popover, *focus;

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  assert_stack_pages_named (GTK_WIDGET (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "player.build-knight", "i", 0);
  herald_test_flush ();
  buttons = herald_test_find_widgets (GTK_WIDGET (window), GTK_TYPE_MENU_BUTTON);
  for (guint i = 0; i < buttons->len; i++)
    if (gtk_widget_get_visible (buttons->pdata[i]) &&
        g_strcmp0 (herald_tooltip_get_text (buttons->pdata[i]), "Anna’s basic knight, inactive") == 0)
      knight = buttons->pdata[i];
  g_assert_nonnull (knight);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (knight));
  g_assert_true (GTK_IS_POPOVER_MENU (popover));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (popover), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Anna’s basic knight, inactive");

  /* never opened: no state at all (a closed menu button said "not expanded" made Orca say
   * "collapsed" before every menu button) */
  g_assert_false (gtk_test_accessible_has_state (GTK_ACCESSIBLE (knight), GTK_ACCESSIBLE_STATE_EXPANDED));

  gtk_menu_button_popup (knight);
  herald_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_is_ancestor (focus, popover));
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus)), ==, GTK_ACCESSIBLE_ROLE_MENU_ITEM);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (knight), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE);
  /* the menu's pages (a GtkStack inside the popover) are not named "GtkStackPage" */
  assert_stack_pages_named (popover);
  gtk_menu_button_popdown (knight);
  herald_test_flush ();
  /* closed: told "not expanded" (GTK 4.8 only dropped the state, and Orca kept "expanded"),
   * then without the state again, as before it opened. What Orca says of it is checked by
   * ui-speech (tests/ui/test-speech.py: neither "expanded" nor "collapsed") */
  g_assert_false (gtk_test_accessible_has_state (GTK_ACCESSIBLE (knight), GTK_ACCESSIBLE_STATE_EXPANDED));

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

/* The knight a keyboard player has just recruited, activated from its menu: the focus comes
 * back to that knight (it went to "Anna builds a city wall", issue 11), now active */
static void
test_knight_activate_focus (void)
{
  HeraldWindow *window = herald_test_window_show (NULL, 0, 0);
  GtkWidget *recruit, *popover, *item, *focus;
  GtkMenuButton *knight = NULL;

  herald_test_window_roll (window, HERALD_EVENT_TRADE, 2, 3);
  recruit = herald_test_find_action_button (GTK_WIDGET (window), "player.build-knight", g_variant_new_int32 (0));
  g_assert_nonnull (recruit);
  g_assert_true (gtk_widget_grab_focus (recruit));
  g_assert_true (herald_test_activate_button (recruit));
  herald_test_flush ();
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  knight = GTK_MENU_BUTTON (gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON));
  g_assert_nonnull (knight);
  g_assert_cmpstr (herald_tooltip_get_text (GTK_WIDGET (knight)), ==, "Anna’s basic knight, inactive");

  gtk_menu_button_popup (knight);
  herald_test_flush ();
  popover = GTK_WIDGET (gtk_menu_button_get_popover (knight));
  item = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (gtk_widget_is_ancestor (item, popover));
  gtk_widget_activate (item);
  herald_test_run_for (400);

  g_assert_cmpint (herald_session_get_state (herald_window_get_session (window))->players[0].knights[0].active, ==, TRUE);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) == GTK_WIDGET (knight));
  /* with why its actions wait (newcomer report 21, N21-4: the engine's refusal, A18) */
  g_assert_cmpstr (herald_tooltip_get_text (GTK_WIDGET (knight)), ==,
                   "Anna’s basic knight, active\n"
                   "Knight actions: a knight activated this turn cannot act until the next turn");

  gtk_window_destroy (GTK_WINDOW (window));
  herald_test_flush ();
}

int
main (int   argc,
      char *argv[])
{
  if (!herald_test_init_window (&argc, &argv, "window"))
    return 0;
  /* as the application does at startup: what screen readers are given is part of the tests */
  herald_a11y_install ();

  g_test_add_func ("/herald/window-keys/start-focus", test_start_focus);
  g_test_add_func ("/herald/window-keys/new-game-keys", test_new_game_keys);
  g_test_add_func ("/herald/window-keys/new-game-count-hint", test_new_game_count_hint);
  g_test_add_func ("/herald/window-keys/new-game-focus", test_new_game_focus);
  g_test_add_func ("/herald/window-keys/expander-list-named", test_expander_list_named);
  g_test_add_func ("/herald/window-keys/setup-focus", test_setup_focus);
  g_test_add_func ("/herald/window-keys/phone-roll-in-view", test_phone_roll_in_view);
  g_test_add_func ("/herald/window-keys/phone-roll-result-whole", test_phone_roll_result_whole);
  g_test_add_func ("/herald/window-keys/phone-opened-focus-in-view", test_phone_opened_focus_in_view);
  g_test_add_func ("/herald/window-keys/phone-opened-roll-in-view", test_phone_opened_roll_in_view);
  g_test_add_func ("/herald/window-keys/phone-tabs-arrows", test_phone_tabs_arrows);
  g_test_add_func ("/herald/window-keys/knight-menu", test_knight_menu);
  g_test_add_func ("/herald/window-keys/knight-activate-focus", test_knight_activate_focus);
  g_test_add_func ("/herald/window-keys/phone-end-turn-focus", test_phone_end_turn_focus);
  g_test_add_func ("/herald/window-keys/phone-tap-players", test_phone_tap_players);

  return g_test_run ();
}
